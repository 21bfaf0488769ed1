/* castellan-player-list.c — the seats of any game, a row each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two to five seats above the board, a compact card each: a GtkFlowBox
 * bound to the game's list model of players (castellan_game_base_get_players)
 * with gtk_flow_box_bind_model. The cards are as wide as each other and
 * share the board's width; where it is too narrow for all of them on one
 * line they wrap onto a second, so nothing in them is cut short. A new
 * game in the same object changes the model, and the box makes its cards
 * again; a move changes only the players' properties, which each card
 * follows. A screen reader finds a list named "Players", an item a seat.
 */
#define G_LOG_DOMAIN "castellan-player-list"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-player-list.h"
#include "castellan-player-row.h"

struct _CastellanPlayerList {
  GtkWidget          parent_instance;

  CastellanGameBase *game;
  char              *wall_action;
  GtkFlowBox        *box;
};

G_DEFINE_FINAL_TYPE (CastellanPlayerList, castellan_player_list, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_GAME, N_PROPS };
static GParamSpec *props[N_PROPS];

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  CastellanPlayerList *self = data;

  return castellan_player_row_new (CASTELLAN_PLAYER (item), castellan_game_base_get_palette (self->game),
                                   self->wall_action);
}

static void
castellan_player_list_dispose (GObject *object)
{
  CastellanPlayerList *self = CASTELLAN_PLAYER_LIST (object);

  castellan_player_list_set_game (self, NULL);
  if (self->box != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->box));
      self->box = NULL;
    }
  G_OBJECT_CLASS (castellan_player_list_parent_class)->dispose (object);
}

static void
castellan_player_list_finalize (GObject *object)
{
  CastellanPlayerList *self = CASTELLAN_PLAYER_LIST (object);

  g_free (self->wall_action);
  G_OBJECT_CLASS (castellan_player_list_parent_class)->finalize (object);
}

static void
castellan_player_list_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanPlayerList *self = CASTELLAN_PLAYER_LIST (object);

  switch (id)
    {
    case PROP_GAME: g_value_set_object (value, self->game); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_player_list_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  CastellanPlayerList *self = CASTELLAN_PLAYER_LIST (object);

  switch (id)
    {
    case PROP_GAME: castellan_player_list_set_game (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

/* GTK asks for the smallest height at no width in particular, and a
 * flow box answers for its narrowest, a card a line: five cards one
 * above the other, and a window taller than the screen. The list is
 * never narrower than its width-request, so it answers for that. */
static void
castellan_player_list_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                               int *natural, int *minimum_baseline, int *natural_baseline)
{
  CastellanPlayerList *self = CASTELLAN_PLAYER_LIST (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    {
      int narrowest, requested;

      gtk_widget_measure (GTK_WIDGET (self->box), GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, NULL, NULL, NULL);
      gtk_widget_get_size_request (widget, &requested, NULL);
      for_size = MAX (narrowest, requested);
    }
  gtk_widget_measure (GTK_WIDGET (self->box), orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
}

static void
castellan_player_list_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (GTK_WIDGET (CASTELLAN_PLAYER_LIST (widget)->box), width, height, baseline, NULL);
}

static GtkSizeRequestMode
castellan_player_list_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
castellan_player_list_class_init (CastellanPlayerListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_player_list_dispose;
  object_class->finalize = castellan_player_list_finalize;
  object_class->get_property = castellan_player_list_get_property;
  object_class->set_property = castellan_player_list_set_property;

  props[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, CASTELLAN_TYPE_GAME_BASE,
                                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  widget_class->measure = castellan_player_list_measure;
  widget_class->size_allocate = castellan_player_list_size_allocate;
  widget_class->get_request_mode = castellan_player_list_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "playerlist");
  /* a plain group round the list: GTK 4.8 would read it by its type name */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* the cards share out the line: no more to a line than there are seats,
 * else two seats would each take a third of the board's width */
static void
players_changed_cb (GListModel *players, guint position, guint removed, guint added, CastellanPlayerList *self)
{
  gtk_flow_box_set_max_children_per_line (self->box, MAX (1, g_list_model_get_n_items (players)));
}

static void
castellan_player_list_init (CastellanPlayerList *self)
{
  /* a list to a screen reader (a flow box is a grid otherwise), its
   * cards the items */
  self->box = g_object_new (GTK_TYPE_FLOW_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_LIST, "homogeneous", TRUE,
                            "selection-mode", GTK_SELECTION_NONE, "column-spacing", 6, "row-spacing", 6,
                            "min-children-per-line", 1, "max-children-per-line", CASTELLAN_PLAYER_MAX_COLOUR, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the list of the seats at the table, for a screen reader */
                                  _("Players"), -1);
  gtk_widget_set_parent (GTK_WIDGET (self->box), GTK_WIDGET (self));
}

GtkWidget *
castellan_player_list_new (void)
{
  return g_object_new (CASTELLAN_TYPE_PLAYER_LIST, NULL);
}

void
castellan_player_list_set_game (CastellanPlayerList *self,
                                CastellanGameBase   *game)
{
  g_return_if_fail (CASTELLAN_IS_PLAYER_LIST (self));
  g_return_if_fail (game == NULL || CASTELLAN_IS_GAME_BASE (game));

  if (self->game == game)
    return;
  /* unbind first: the old cards go while the old game is still held */
  if (self->box != NULL)
    gtk_flow_box_bind_model (self->box, NULL, NULL, NULL, NULL);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (castellan_game_base_get_players (self->game), self);
  g_set_object (&self->game, game);
  if (game != NULL && self->box != NULL)
    {
      GListModel *players = castellan_game_base_get_players (game);

      g_signal_connect (players, "items-changed", G_CALLBACK (players_changed_cb), self);
      players_changed_cb (players, 0, 0, 0, self);
      gtk_flow_box_bind_model (self->box, players, create_row, self, NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_GAME]);
}

CastellanGameBase *
castellan_player_list_get_game (CastellanPlayerList *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER_LIST (self), NULL);
  return self->game;
}

void
castellan_player_list_set_wall_action (CastellanPlayerList *self,
                                       const char          *action_name)
{
  g_return_if_fail (CASTELLAN_IS_PLAYER_LIST (self));
  g_free (self->wall_action);
  self->wall_action = g_strdup (action_name);
}

/* the cards made again, as after a new game: The Castle's seats change
 * colours when the colours are swapped */
void
castellan_player_list_remake (CastellanPlayerList *self)
{
  g_autoptr(CastellanGameBase) game = NULL;

  g_return_if_fail (CASTELLAN_IS_PLAYER_LIST (self));
  game = self->game ? g_object_ref (self->game) : NULL;
  castellan_player_list_set_game (self, NULL);
  castellan_player_list_set_game (self, game);
}

GtkWidget *
castellan_player_list_get_row (CastellanPlayerList *self,
                               guint                seat)
{
  GtkFlowBoxChild *row;

  g_return_val_if_fail (CASTELLAN_IS_PLAYER_LIST (self), NULL);
  row = gtk_flow_box_get_child_at_index (self->box, seat);
  return CASTELLAN_IS_PLAYER_ROW (row) ? GTK_WIDGET (row) : NULL;
}
