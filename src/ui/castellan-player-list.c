/* castellan-player-list.c — the seats of any game, a row each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A short list, two to five rows, so a GtkListBox bound to the game's
 * list model of players (castellan_game_base_get_players): a new game in
 * the same object changes the model, and the box makes its rows again; a
 * move changes only the players' properties, which each row follows.
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
  GtkListBox        *box;
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

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "playerlist");
}

static void
castellan_player_list_init (CastellanPlayerList *self)
{
  self->box = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->box, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->box), "boxed-list");
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
  /* unbind first: the old rows go while the old game is still held */
  if (self->box != NULL)
    gtk_list_box_bind_model (self->box, NULL, NULL, NULL, NULL);
  g_set_object (&self->game, game);
  if (game != NULL && self->box != NULL)
    gtk_list_box_bind_model (self->box, castellan_game_base_get_players (game), create_row, self, NULL);
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

GtkWidget *
castellan_player_list_get_row (CastellanPlayerList *self,
                               guint                seat)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (CASTELLAN_IS_PLAYER_LIST (self), NULL);
  row = gtk_list_box_get_row_at_index (self->box, seat);
  return CASTELLAN_IS_PLAYER_ROW (row) ? GTK_WIDGET (row) : NULL;
}
