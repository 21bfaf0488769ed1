/* castellan-player-panel.c — one player's score, followers, keep and wall tiles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-player-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-player-panel.h"
#include "castellan-a11y.h"
#include "castellan-describe.h"
#include "castellan-texture-cache.h"

struct _CastellanPlayerPanel {
  GtkWidget        parent_instance;

  CastellanPlayer *player;
  CastellanTheme   theme;
  gulong           notify_id;

  GtkWidget       *box;
  GtkLabel        *swatch;
  GtkLabel        *name_label;
  GtkLabel        *kind_label;
  GtkLabel        *score_label;
  GtkLabel        *info_label;
  GtkWidget       *wall_box;
  GtkListBox      *wall_list;
  GtkLabel        *no_wall_label;
  GtkLabel        *used_label;
};

G_DEFINE_FINAL_TYPE (CastellanPlayerPanel, castellan_player_panel, GTK_TYPE_WIDGET)

static void
update (CastellanPlayerPanel *self)
{
  g_autofree char *score = NULL;
  g_autofree char *info = NULL;
  g_autofree char *followers = NULL;
  g_autofree char *keep = NULL;
  g_autofree char *described = NULL;
  guint supply, keep_size;

  if (self->player == NULL)
    return;
  gtk_label_set_text (self->name_label, castellan_player_get_name (self->player));
  gtk_label_set_text (self->kind_label, castellan_player_kind_label (castellan_player_get_kind (self->player)));
  score = g_strdup_printf ("%d", castellan_player_get_score (self->player));
  gtk_label_set_text (self->score_label, score);
  supply = castellan_player_get_supply (self->player);
  keep_size = castellan_player_get_keep_size (self->player);
  followers = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower in supply", "%u followers in supply", supply),
                               supply);
  if (keep_size > 0)
    /* Translators: %1$s is "keep" or "family house"; %2$u its size in tiles */
    keep = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s on a house of %2$u tile", "%1$s on a house of %2$u tiles",
                                         keep_size),
                            castellan_theme_words (self->theme, C_("castle", "Keep"), C_("zamek", "Family house")),
                            keep_size);
  else
    keep = g_strdup (castellan_theme_words (self->theme, C_("castle", "No keep yet"), C_("zamek", "No family house yet")));
  info = g_strdup_printf ("%s · %s", followers, keep);
  /* on two lines of their own, each cut short rather than wrapped where it
   * is too long (the whole of it in the tooltip): a keep laid does not
   * make the panel a line taller in a language with long words */
  {
    g_autofree char *lines = g_strdup_printf ("%s\n%s", followers, keep);
    gtk_label_set_text (self->info_label, lines);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->info_label), info);
  }
  /* the panel reads as one: who, who plays, the score, whose turn; then
   * the followers and the keep */
  described = castellan_describe_player (self->player);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, described,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, info, -1);
  if (castellan_player_get_active (self->player))
    gtk_widget_add_css_class (self->box, "active-player");
  else
    gtk_widget_remove_css_class (self->box, "active-player");
}

/* The wall tiles used so far stay on show in one line under those held,
 * "✓ Used: 3 in move 21, 2 in move 45", their names in its tooltip: a
 * lasting sign of each, not only the toast (issue 20, item 12). */
static void
show_used (CastellanPlayerPanel *self)
{
  GListModel *used = self->player ? castellan_player_get_used_wall_tiles (self->player) : NULL;
  guint n = used ? g_list_model_get_n_items (used) : 0;
  g_autoptr(GString) list = g_string_new (NULL);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->used_label), n > 0);
  if (n == 0)
    return;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CastellanWallTile) wt = g_list_model_get_item (used, i);

      if (i > 0)
        {
          g_string_append (list, _(", "));
          g_string_append_c (names, '\n');
        }
      /* Translators: a wall tile used, by its number, and the move: "3 in move 21" */
      g_string_append_printf (list, _("%1$u in move %2$u"), castellan_wall_tile_get_number (wt),
                              castellan_wall_tile_get_used_on (wt));
      g_string_append_printf (names, "%u · %s", castellan_wall_tile_get_number (wt), castellan_wall_tile_get_name (wt));
    }
  /* Translators: the wall tiles a player has used, listed: "Used: 3 in move 21, 2 in move 45" */
  text = g_strdup_printf (_("✓ Used: %s"), list->str);
  gtk_label_set_text (self->used_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->used_label), names->str);
}

static void
player_notify_cb (CastellanPlayer *player, GParamSpec *pspec, CastellanPlayerPanel *self)
{
  update (self);
}

static GtkWidget *
create_wall_row (gpointer item, gpointer data)
{
  CastellanPlayerPanel *self = data;
  CastellanWallTile *wt = item;
  GtkWidget *list_row = gtk_list_box_row_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *title = g_strdup_printf ("%u · %s", castellan_wall_tile_get_number (wt),
                                            castellan_wall_tile_get_name (wt));
  /* the row's name for a screen reader, which otherwise reads a list item
   * with no name: the number, the name and what it does */
  g_autofree char *spoken = g_strdup_printf (castellan_theme_words (self->theme, C_("castle", "Wall tile %u, %s: %s"),
                                                                    C_("zamek", "Wall token %u, %s: %s")),
                                             castellan_wall_tile_get_number (wt), castellan_wall_tile_get_name (wt),
                                             castellan_wall_tile_get_effect (wt));
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *button;

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (list_row), row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (list_row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list_row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);

  gtk_widget_set_tooltip_text (row, castellan_wall_tile_get_effect (wt));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (row, 4);
  gtk_box_append (GTK_BOX (row), label);
  if (castellan_wall_tile_get_usable (wt))
    {
      button = gtk_button_new_with_mnemonic (_("_Use"));
      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.use-wall-tile");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", castellan_wall_tile_get_kind (wt));
      gtk_widget_set_tooltip_text (button, castellan_wall_tile_get_effect (wt));
      castellan_a11y_name_button (button);
      gtk_box_append (GTK_BOX (row), button);
    }
  return list_row;
}

static void
castellan_player_panel_dispose (GObject *object)
{
  CastellanPlayerPanel *self = CASTELLAN_PLAYER_PANEL (object);

  castellan_player_panel_set_player (self, NULL, 0);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_PLAYER_PANEL);
  G_OBJECT_CLASS (castellan_player_panel_parent_class)->dispose (object);
}

static void
castellan_player_panel_class_init (CastellanPlayerPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_player_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-player-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, swatch);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, kind_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, score_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, info_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, wall_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, wall_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerPanel, no_wall_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
castellan_player_panel_init (CastellanPlayerPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->used_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->used_label, 0);
  gtk_label_set_wrap (self->used_label, TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (self->used_label), 4);
  gtk_widget_set_margin_end (GTK_WIDGET (self->used_label), 4);
  gtk_widget_set_margin_top (GTK_WIDGET (self->used_label), 2);
  gtk_widget_add_css_class (GTK_WIDGET (self->used_label), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->used_label), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->used_label), FALSE);
  /* in the wall tiles' room, under those held */
  gtk_box_append (GTK_BOX (self->wall_box), GTK_WIDGET (self->used_label));
  /* a stop for the keyboard, so a screen reader reaches the score */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

void
castellan_player_panel_set_player (CastellanPlayerPanel *self,
                                   CastellanPlayer      *player,
                                   CastellanTheme        theme)
{
  g_return_if_fail (CASTELLAN_IS_PLAYER_PANEL (self));

  self->theme = theme;
  /* the wall tiles the player holds, else read as "GtkListBox" */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->wall_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  castellan_theme_words (theme, C_("castle", "Wall Tiles"), C_("zamek", "Wall Tokens")), -1);
  gtk_label_set_text (self->no_wall_label, castellan_theme_words (theme, C_("castle", "No wall tiles yet"),
                                                                  C_("zamek", "No wall tokens yet")));
  if (self->player != player)
    {
      if (self->player)
        {
          g_clear_signal_handler (&self->notify_id, self->player);
          g_clear_object (&self->player);
        }
      if (player)
        {
          self->player = g_object_ref (player);
          self->notify_id = g_signal_connect (player, "notify", G_CALLBACK (player_notify_cb), self);
        }
      if (self->wall_list)
        gtk_list_box_bind_model (self->wall_list, player ? castellan_player_get_wall_tiles (player) : NULL,
                                 create_wall_row, self, NULL);
      if (player)
        g_signal_connect_object (castellan_player_get_used_wall_tiles (player), "items-changed",
                                 G_CALLBACK (show_used), self, G_CONNECT_SWAPPED);
    }
  if (player)
    {
      guint index = castellan_seat_colour (castellan_player_get_index (player));
      show_used (self);
      gtk_widget_remove_css_class (GTK_WIDGET (self->swatch), index == 0 ? "player-1" : "player-0");
      gtk_widget_add_css_class (GTK_WIDGET (self->swatch), index == 0 ? "player-0" : "player-1");
    }
  update (self);
}

CastellanPlayer *
castellan_player_panel_get_player (CastellanPlayerPanel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER_PANEL (self), NULL);
  return self->player;
}
