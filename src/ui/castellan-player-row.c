/* castellan-player-row.c — one seat of any game, as a row of the player list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The row shows what the player object says and nothing it works out
 * itself: the colour, name, kind and score; the followers in the supply;
 * then what the seat holds in its game — The Castle's keep and wall tiles
 * (with their Use buttons), the expansion's bridges and castles (beside
 * the followers, a small picture and a count each) and a tile bought at the bazaar (a
 * square beside the name), the laps of classic's score marker (a badge
 * under the whole score, "↻1"). Name, kind and
 * score are bound to the player's properties; the lines that put several
 * together follow its "notify". It is a compact card of the list above
 * the board (a GtkFlowBoxChild): the lines that come and go in a game
 * (the laps) and the lines whose counts change keep their room all game,
 * so the cards never grow and push the board down; the expansion's card
 * is no taller than classic Carcassonne's, in any language. A screen
 * reader hears the card as one list item whose name says it all: who,
 * the kind, the score, the supply, what the seat holds, whose turn.
 */
#define G_LOG_DOMAIN "castellan-player-row"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "castellan-player-row.h"
#include "castellan-a11y.h"
#include "castellan-classic-game.h"
#include "castellan-describe.h"
#include "castellan-texture-cache.h"

struct _CastellanPlayerRow {
  GtkFlowBoxChild   parent_instance;

  CastellanPlayer  *player;
  CastellanPalette  palette;
  char             *wall_action;
  char             *spoken;

  GtkLabel         *chip;
  GtkLabel         *name_label;
  GtkLabel         *kind_label;
  GtkLabel         *score_label;
  GtkLabel         *supply_label;
  GtkLabel         *supply_room;
  gboolean          rooms_kept;   /* for this player */
  GtkWidget        *holding_overlay;
  GtkLabel         *holding_label;
  GtkLabel         *holding_room;
  GtkLabel         *bazaar_badge;
  GtkWidget        *kind_column;
  GtkWidget        *supply_box;
  GtkWidget        *bcb_counts;
  GtkWidget        *bridge_icon;
  GtkLabel         *bridges_label;
  GtkWidget        *castle_icon;
  GtkLabel         *castles_label;
  GtkLabel         *track_label;
  GtkWidget        *wall_scroller;
  GtkListBox       *wall_list;
  GtkLabel         *no_wall_label;
  GtkLabel         *used_label;
};

G_DEFINE_FINAL_TYPE (CastellanPlayerRow, castellan_player_row, GTK_TYPE_FLOW_BOX_CHILD)

static gboolean
is_castle (CastellanPlayerRow *self)
{
  return self->palette == CASTELLAN_PALETTE_CASTLE;
}

/* the seat's colour where its name does not already say it: "Ada" plays
 * yellow, "Yellow" needs no "yellow" beside it (classic's five colours;
 * The Castle's two are told by the chip and the board) */
static const char *
colour_note (CastellanPlayerRow *self)
{
  guint seat = castellan_player_get_colour (self->player);
  g_autofree char *name = NULL;
  g_autofree char *word = NULL;
  g_autofree char *colour = NULL;

  if (is_castle (self) || seat >= CASTELLAN_CLASSIC_MAX_SEATS)
    return NULL;
  name = g_utf8_casefold (castellan_player_get_name (self->player), -1);
  word = g_utf8_casefold (castellan_classic_seat_colour_word (seat), -1);
  colour = g_utf8_casefold (castellan_classic_seat_colour (seat), -1);
  if (g_strcmp0 (name, word) == 0 || g_strcmp0 (name, colour) == 0)
    return NULL;
  return castellan_classic_seat_colour_word (seat);
}

static char *
followers_for (guint supply)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower in supply", "%u followers in supply", supply),
                          supply);
}

/* the expansion's followers on the card, short beside the pictures of its
 * bridges and castles (bcb_counts): the colour where the name does not
 * say it and the followers, "yellow · 5 followers", the count glued to its
 * word by a no-break space; the card's accessible name says the followers
 * are in the supply */
static char *
bcb_line_for (const char *colour, guint supply)
{
  /* Translators: the followers a player has left, on a card of the
   * expansion beside the pictures of the bridges and castles left; keep
   * it short */
  g_autofree char *f = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower", "%u followers", supply), supply);
  char *glued;

  if (colour != NULL)
    /* Translators: a colour and the followers left */
    glued = g_strdup_printf (_("%1$s · %2$s"), colour, f);
  else
    glued = g_steal_pointer (&f);
  /* "5 followers" never split after the 5 */
  {
    GString *out = g_string_new (NULL);

    for (const char *c = glued; *c != '\0'; c++)
      {
        if (*c == ' ' && c > glued && g_ascii_isdigit (c[-1]))
          g_string_append (out, "\u00a0");
        else
          g_string_append_c (out, *c);
      }
    g_free (glued);
    return g_string_free (out, FALSE);
  }
}

/* the expansion's pieces as small pictures in the text's colour, drawn
 * rather than taken from a font, which may lack such signs: a bridge, a
 * deck on an arch; a castle, a tower with three merlons */
static void
draw_piece (GtkDrawingArea *area, cairo_t *cr, int w, int h, gpointer castle)
{
  GdkRGBA colour;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gdk_cairo_set_source_rgba (cr, &colour);
  if (castle != NULL)
    {
      double mw = w * 0.7 / 5;   /* merlons and gaps alike */

      cairo_rectangle (cr, w * 0.15, h * 0.38, w * 0.7, h * 0.6);
      for (int m = 0; m < 3; m++)
        cairo_rectangle (cr, w * 0.15 + 2 * m * mw, h * 0.1, mw, h * 0.3);
      cairo_fill (cr);
      return;
    }
  cairo_move_to (cr, 0, h * 0.3);
  cairo_line_to (cr, w, h * 0.3);
  cairo_line_to (cr, w, h * 0.9);
  cairo_line_to (cr, w * 0.82, h * 0.9);
  cairo_arc_negative (cr, w * 0.5, h * 0.9, w * 0.32, 0, M_PI);
  cairo_line_to (cr, 0, h * 0.9);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static char *
followers_text (CastellanPlayerRow *self)
{
  return followers_for (castellan_player_get_supply (self->player));
}

/* the longer of @best and @text, the other freed */
static char *
longer (char *best, char *text)
{
  if (best == NULL || g_utf8_strlen (text, -1) > g_utf8_strlen (best, -1))
    {
      g_free (best);
      return text;
    }
  g_free (text);
  return best;
}

/* The Castle's keep; the expansion's bridges and castles, joined as the
 * card shows them or, @said, as a screen reader says them; NULL when the
 * seat holds nothing more */
static char *
holding_for (CastellanPlayerRow *self, gboolean said, guint keep_size, guint bridges, guint castles)
{
  CastellanTheme theme = castellan_player_get_theme (self->player);

  if (is_castle (self))
    {
      if (keep_size == 0)
        return g_strdup (castellan_theme_words (theme, C_("castle", "No keep yet"), C_("zamek", "No family house yet")));
      /* Translators: %1$s is "keep" or "family house"; %2$u its size in tiles */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s on a house of %2$u tile", "%1$s on a house of %2$u tiles",
                                           keep_size),
                              castellan_theme_words (theme, C_("castle", "Keep"), C_("zamek", "Family house")), keep_size);
    }
  if (castellan_player_get_bcb (self->player))
    {
      /* Translators: the bridges a player has left in the supply (B-1.3) */
      g_autofree char *b = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u bridge", "%u bridges", bridges), bridges);
      /* Translators: the castles a player has left in the supply (B-1.3) */
      g_autofree char *c = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u castle", "%u castles", castles), castles);

      /* on the card they are on the supply's line (bcb_line_for) */
      return said ? g_strconcat (b, _(", "), c, NULL) : NULL;
    }
  return NULL;
}

static char *
holding_text (CastellanPlayerRow *self, gboolean said)
{
  return holding_for (self, said, castellan_player_get_keep_size (self->player),
                      castellan_player_get_bridges (self->player), castellan_player_get_castles (self->player));
}

/* The longest lines of supply and holdings this seat can show in its game
 * (seven followers; a keep of up to 20 tiles), set behind the lines
 * shown: the card's height is theirs from the start, so that a line
 * wrapping otherwise as a count changes never moves the board */
static void
keep_rooms (CastellanPlayerRow *self, const char *colour)
{
  g_autofree char *supply = NULL;
  g_autofree char *holding = NULL;

  for (guint n = 0; n <= 9; n++)
    {
      g_autofree char *followers = followers_for (n);

      if (castellan_player_get_bcb (self->player))
        {
          supply = longer (supply, bcb_line_for (colour, n));
          continue;
        }
      /* Translators: a colour and the followers left */
      supply = longer (supply, colour != NULL ? g_strdup_printf (_("%1$s · %2$s"), colour, followers)
                                              : g_steal_pointer (&followers));
    }
  gtk_label_set_text (self->supply_room, supply);
  if (is_castle (self))
    for (guint keep = 0; keep <= 20; keep++)
      holding = longer (holding, holding_for (self, FALSE, keep, 0, 0));
  gtk_label_set_text (self->holding_room, holding != NULL ? holding : "");
}

/* the laps the classic score marker has made round the track of 50
 * spaces (C-9.2): 0 before its first */
static int
track_laps (CastellanPlayerRow *self, guint *space)
{
  int laps = 0;
  guint on = castellan_player_get_track_space (self->player, &laps);

  if (space != NULL)
    *space = on;
  return laps / CASTELLAN_CLASSIC_TRACK_SPACES;
}

/* classic: where the score marker stands and its laps (C-9.2), once it
 * has made one, in words: the lap badge's tooltip, said with the seat */
static char *
track_text (CastellanPlayerRow *self)
{
  guint space = 0;
  int laps = track_laps (self, &space);

  if (is_castle (self) || laps <= 0)
    return NULL;
  /* Translators: the classic score track of 50 spaces (C-9.2): the space
   * the score marker stands on, and how many times it has gone round the
   * track. The card shows the whole score beside it; this is no bonus. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Score marker on space %1$u after %2$d lap of the track",
                                       "Score marker on space %1$u after %2$d laps of the track", laps),
                          space, laps);
}

/* C-9.2: the laps under the whole score as a badge, "↻1", in room kept
 * all game: a count of laps with the sign of going round, never "+50",
 * which beside the score read as 50 more points. The words in its tooltip
 * (@track); a screen reader hears them with the seat */
static void
show_laps (CastellanPlayerRow *self, const char *track)
{
  int laps = track_laps (self, NULL);
  g_autofree char *text = laps > 0 ? g_strdup_printf ("↻%d", laps) : g_strdup ("");

  gtk_widget_set_visible (GTK_WIDGET (self->track_label), TRUE);
  gtk_label_set_text (self->track_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->track_label), track);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->track_label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

static void
say (GString *said, const char *text)
{
  if (text == NULL)
    return;
  g_string_append (said, _(", "));
  g_string_append (said, text);
}

/* The wall tiles used so far, in a line under those held: "✓ Used: 3 in
 * move 21, 2 in move 45", their names in its tooltip (issue 20, item 12) */
static char *
used_text (CastellanPlayerRow *self, char **names_out)
{
  GListModel *used = castellan_player_get_used_wall_tiles (self->player);
  guint n = g_list_model_get_n_items (used);
  g_autoptr(GString) list = g_string_new (NULL);
  g_autoptr(GString) names = g_string_new (NULL);

  if (n == 0)
    return NULL;
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
  *names_out = g_string_free (g_steal_pointer (&names), FALSE);
  /* Translators: the wall tiles a player has used, listed: "Used: 3 in move 21, 2 in move 45" */
  return g_strdup_printf (_("✓ Used: %s"), list->str);
}

/* The Castle's wall tiles held, by name, for a screen reader; the empty
 * list's line when none */
static char *
walls_said (CastellanPlayerRow *self)
{
  GListModel *held = castellan_player_get_wall_tiles (self->player);
  CastellanTheme theme = castellan_player_get_theme (self->player);
  g_autoptr(GString) names = g_string_new (NULL);

  if (g_list_model_get_n_items (held) == 0)
    return g_strdup (gtk_label_get_text (self->no_wall_label));
  for (guint i = 0; i < g_list_model_get_n_items (held); i++)
    {
      g_autoptr(CastellanWallTile) wt = g_list_model_get_item (held, i);

      if (i > 0)
        g_string_append (names, _(", "));
      g_string_append (names, castellan_wall_tile_get_name (wt));
    }
  /* Translators: the wall tiles a player holds, by name: "Wall tiles held: Extra turn, Double house" */
  return g_strdup_printf (castellan_theme_words (theme, C_("castle", "Wall tiles held: %s"),
                                                 C_("zamek", "Wall tokens held: %s")), names->str);
}

static void
update_castle (CastellanPlayerRow *self, GString *said)
{
  CastellanTheme theme = castellan_player_get_theme (self->player);
  g_autofree char *names = NULL;
  g_autofree char *used = used_text (self, &names);
  g_autofree char *walls = NULL;

  gtk_label_set_text (self->no_wall_label, castellan_theme_words (theme, C_("castle", "No wall tiles yet"),
                                                                  C_("zamek", "No wall tokens yet")));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->wall_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  castellan_theme_words (theme, C_("castle", "Wall Tiles"), C_("zamek", "Wall Tokens")),
                                  -1);
  walls = walls_said (self);
  say (said, walls);
  gtk_widget_set_visible (GTK_WIDGET (self->used_label), used != NULL);
  gtk_label_set_text (self->used_label, used != NULL ? used : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->used_label), names);
  say (said, used);
}

/* the expansion's bridges and castles: one above the other beside the
 * followers' line when a colour is on it too (two lines, as classic's
 * "yellow · 7 followers in supply"); side by side under the kind when the
 * name is the colour and the followers take one line, in the room the
 * score and the laps beside the kind keep (C-9.2), so that the name keeps
 * its room too */
static void
place_counts (CastellanPlayerRow *self, gboolean beside_supply)
{
  GtkWidget *parent = beside_supply ? self->supply_box : self->kind_column;

  if (gtk_widget_get_parent (self->bcb_counts) == parent)
    return;
  g_object_ref (self->bcb_counts);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (self->bcb_counts)), self->bcb_counts);
  gtk_box_append (GTK_BOX (parent), self->bcb_counts);
  g_object_unref (self->bcb_counts);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->bcb_counts),
                                  beside_supply ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self->bcb_counts), beside_supply ? 0 : 6);
  gtk_widget_set_halign (self->bcb_counts, beside_supply ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  if (beside_supply)
    gtk_widget_remove_css_class (self->bcb_counts, "bcb-counts-under");
  else
    gtk_widget_add_css_class (self->bcb_counts, "bcb-counts-under");
}

static void
update (CastellanPlayerRow *self)
{
  const char *colour = colour_note (self);
  int score = castellan_player_get_score (self->player);
  gboolean active = castellan_player_get_active (self->player);
  g_autofree char *followers = followers_text (self);
  g_autofree char *holding = holding_text (self, FALSE);
  g_autofree char *holding_said = holding_text (self, TRUE);
  g_autoptr(GString) said = g_string_new (NULL);

  /* who, who plays and the score, as the rest of the game says a player */
  g_string_printf (said, g_dngettext (GETTEXT_PACKAGE, "%1$s, %2$s, %3$d point", "%1$s, %2$s, %3$d points", ABS (score)),
                   castellan_player_get_name (self->player),
                   castellan_player_kind_label (castellan_player_get_kind (self->player)), score);
  say (said, colour);
  say (said, followers);
  gtk_widget_set_visible (self->bcb_counts, castellan_player_get_bcb (self->player));
  if (castellan_player_get_bcb (self->player))
    {
      guint bridges = castellan_player_get_bridges (self->player);
      guint castles = castellan_player_get_castles (self->player);
      g_autofree char *line = bcb_line_for (colour, castellan_player_get_supply (self->player));
      g_autofree char *b = g_strdup_printf ("%u", bridges);
      g_autofree char *c = g_strdup_printf ("%u", castles);
      /* Translators: the bridges a player has left in the supply (B-1.3) */
      g_autofree char *b_words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u bridge", "%u bridges", bridges),
                                                  bridges);
      /* Translators: the castles a player has left in the supply (B-1.3) */
      g_autofree char *c_words = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u castle", "%u castles", castles),
                                                  castles);

      gtk_label_set_text (self->supply_label, line);
      place_counts (self, colour != NULL);
      /* 2 px more on each side for the pictures, so that five cards share
       * a line above the board of a window 1024 px wide (691 px) with
       * Polish's "7 podwładnych" beside them */
      gtk_widget_set_margin_start (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (self)), 6);
      gtk_widget_set_margin_end (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (self)), 6);
      gtk_label_set_text (self->bridges_label, b);
      gtk_label_set_text (self->castles_label, c);
      /* what the pictures are, in words */
      gtk_widget_set_tooltip_text (self->bridge_icon, b_words);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->bridges_label), b_words);
      gtk_widget_set_tooltip_text (self->castle_icon, c_words);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->castles_label), c_words);
      /* a screen reader reads a picture by its name, not its type
       * ("GtkDrawingArea"): the same words (the role, img, is in the
       * template, as GTK 4.8 takes it only at construction) */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->bridge_icon), GTK_ACCESSIBLE_PROPERTY_LABEL, b_words, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->castle_icon), GTK_ACCESSIBLE_PROPERTY_LABEL, c_words, -1);
    }
  else if (colour != NULL)
    {
      /* Translators: a colour and the followers left */
      g_autofree char *line = g_strdup_printf (_("%1$s · %2$s"), colour, followers);
      gtk_label_set_text (self->supply_label, line);
    }
  else
    gtk_label_set_text (self->supply_label, followers);
  if (!self->rooms_kept)
    keep_rooms (self, colour);
  self->rooms_kept = TRUE;
  gtk_widget_set_visible (self->holding_overlay, holding != NULL);
  gtk_label_set_text (self->holding_label, holding != NULL ? holding : "");
  say (said, holding_said);
  if (is_castle (self))
    update_castle (self, said);
  else
    {
      g_autofree char *track = track_text (self);
      const char *bazaar = castellan_player_get_bazaar_tile (self->player) ? _("A tile from the bazaar to lay") : NULL;

      /* B-5.7: a tile bought at the bazaar and not yet laid: a square
       * beside the name, said in words */
      gtk_widget_set_visible (GTK_WIDGET (self->bazaar_badge), bazaar != NULL);
      /* the card's name says it: a screen reader would read the square
       * "▣" (GTK 4.8 gives a widget shown back to screen readers) */
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->bazaar_badge), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->bazaar_badge), bazaar);
      say (said, bazaar);
      show_laps (self, track);
      say (said, track);
    }
  if (active)
    /* Translators: said of the player whose turn it is */
    say (said, _("to play"));

  g_free (self->spoken);
  self->spoken = g_string_free (g_steal_pointer (&said), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->spoken, -1);
  /* whose turn it is: a frame, and for a screen reader the item's state */
  if (active)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active-player");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active-player");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED, active, -1);
}

static void
player_notify_cb (CastellanPlayer *player, GParamSpec *pspec, CastellanPlayerRow *self)
{
  update (self);
}

static GtkWidget *
create_wall_row (gpointer item, gpointer data)
{
  CastellanPlayerRow *self = data;
  CastellanWallTile *wt = item;
  CastellanTheme theme = castellan_player_get_theme (self->player);
  GtkWidget *list_row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *title = g_strdup_printf ("%u · %s", castellan_wall_tile_get_number (wt),
                                            castellan_wall_tile_get_name (wt));
  /* the number, the name and what it does, else read as a nameless item */
  g_autofree char *spoken = g_strdup_printf (castellan_theme_words (theme, C_("castle", "Wall tile %u, %s: %s"),
                                                                    C_("zamek", "Wall token %u, %s: %s")),
                                             castellan_wall_tile_get_number (wt), castellan_wall_tile_get_name (wt),
                                             castellan_wall_tile_get_effect (wt));
  GtkWidget *label = gtk_label_new (title);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (list_row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (list_row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list_row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  gtk_widget_set_tooltip_text (box, castellan_wall_tile_get_effect (wt));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  if (castellan_wall_tile_get_usable (wt))
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Use"));

      gtk_widget_add_css_class (button, "flat");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), self->wall_action);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", castellan_wall_tile_get_kind (wt));
      gtk_widget_set_tooltip_text (button, castellan_wall_tile_get_effect (wt));
      castellan_a11y_name_button (button);
      gtk_box_append (GTK_BOX (box), button);
    }
  return list_row;
}

static gboolean
kind_to_label (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_set_string (to, castellan_player_kind_label (g_value_get_enum (from)));
  return TRUE;
}

static gboolean
score_to_label (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_take_string (to, g_strdup_printf ("%d", g_value_get_int (from)));
  return TRUE;
}

static void
castellan_player_row_dispose (GObject *object)
{
  CastellanPlayerRow *self = CASTELLAN_PLAYER_ROW (object);

  if (self->player != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->player, self);
      g_signal_handlers_disconnect_by_data (castellan_player_get_wall_tiles (self->player), self);
      g_signal_handlers_disconnect_by_data (castellan_player_get_used_wall_tiles (self->player), self);
    }
  if (self->wall_list != NULL)
    gtk_list_box_bind_model (self->wall_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->player);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_PLAYER_ROW);
  G_OBJECT_CLASS (castellan_player_row_parent_class)->dispose (object);
}

static void
castellan_player_row_finalize (GObject *object)
{
  CastellanPlayerRow *self = CASTELLAN_PLAYER_ROW (object);

  g_free (self->wall_action);
  g_free (self->spoken);
  G_OBJECT_CLASS (castellan_player_row_parent_class)->finalize (object);
}

static void
castellan_player_row_class_init (CastellanPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_player_row_dispose;
  object_class->finalize = castellan_player_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, chip);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, supply_room);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, holding_overlay);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, holding_room);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, kind_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, score_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, supply_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, holding_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, bazaar_badge);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, kind_column);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, supply_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, bcb_counts);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, bridge_icon);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, bridges_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, castle_icon);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, castles_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, track_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, wall_scroller);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, wall_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, no_wall_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanPlayerRow, used_label);
  /* one item of the list of players, as a screen reader reads it (a
   * flow box's child is a grid cell otherwise) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
}

/* out of the accessible tree, as shown again (GTK 4.8 gives a widget shown
 * back to screen readers) */
static void
keep_unread (GtkWidget  *widget,
             GParamSpec *pspec,
             gpointer    data)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

static void
castellan_player_row_init (CastellanPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->bridge_icon), draw_piece, NULL, NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->castle_icon), draw_piece, GINT_TO_POINTER (1), NULL);
  /* the chip's colour is said in words where the name does not say it */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* each line is as high as its widest text of the game, drawn under it
   * but never seen (the overlay measures both) */
  gtk_overlay_set_measure_overlay (GTK_OVERLAY (gtk_widget_get_parent (GTK_WIDGET (self->supply_label))),
                                   GTK_WIDGET (self->supply_label), TRUE);
  gtk_overlay_set_measure_overlay (GTK_OVERLAY (self->holding_overlay), GTK_WIDGET (self->holding_label), TRUE);
  /* the two overlays are plain groups: GTK 4.8 would read them by their
   * type name, "GtkOverlay" (the play-test of Dec 7, 15:00, #5, in the
   * expansion's cards before the window had named what it holds) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (self->supply_label))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->holding_overlay), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  /* The Castle's wall tiles are a list a screen reader goes through; its
   * scroll bars would be read by their type names, "GtkScrollbar" and
   * "GtkRange". The scrolled window shows a bar as the list grows, and
   * GTK 4.8 puts what is shown back in the tree: hidden again each time */
  for (guint i = 0; i < 2; i++)
    {
      GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->wall_scroller);
      GtkWidget *bar = i == 0 ? gtk_scrolled_window_get_vscrollbar (scroller) : gtk_scrolled_window_get_hscrollbar (scroller);

      keep_unread (bar, NULL, NULL);
      g_signal_connect (bar, "notify::visible", G_CALLBACK (keep_unread), NULL);
    }
  /* a stop for the keyboard, so a screen reader reaches every seat */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
castellan_player_row_new (CastellanPlayer  *player,
                          CastellanPalette  palette,
                          const char       *wall_action)
{
  CastellanPlayerRow *self;
  guint colour;
  g_autofree char *chip_class = NULL;

  g_return_val_if_fail (CASTELLAN_IS_PLAYER (player), NULL);

  self = g_object_new (CASTELLAN_TYPE_PLAYER_ROW, NULL);
  self->player = g_object_ref (player);
  self->palette = palette;
  self->wall_action = g_strdup (wall_action ? wall_action : CASTELLAN_PLAYER_ROW_WALL_ACTION);

  colour = castellan_player_get_colour (player);
  if (is_castle (self))
    chip_class = g_strdup_printf ("player-%u", castellan_seat_colour (colour));
  else
    chip_class = g_strdup_printf ("classic-seat-%u", colour);
  gtk_widget_add_css_class (GTK_WIDGET (self->chip), chip_class);

  g_object_bind_property (player, "name", self->name_label, "label", G_BINDING_SYNC_CREATE);
  /* the whole name where the card shows it cut short ("…") */
  g_object_bind_property (player, "name", self->name_label, "tooltip-text", G_BINDING_SYNC_CREATE);
  g_object_bind_property_full (player, "kind", self->kind_label, "label", G_BINDING_SYNC_CREATE,
                               kind_to_label, NULL, NULL, NULL);
  g_object_bind_property_full (player, "score", self->score_label, "label", G_BINDING_SYNC_CREATE,
                               score_to_label, NULL, NULL, NULL);
  g_signal_connect (player, "notify", G_CALLBACK (player_notify_cb), self);

  if (is_castle (self))
    {
      gtk_widget_set_visible (self->wall_scroller, TRUE);
      gtk_list_box_bind_model (self->wall_list, castellan_player_get_wall_tiles (player), create_wall_row, self, NULL);
      g_signal_connect_swapped (castellan_player_get_wall_tiles (player), "items-changed", G_CALLBACK (update), self);
      g_signal_connect_swapped (castellan_player_get_used_wall_tiles (player), "items-changed", G_CALLBACK (update),
                                self);
    }
  update (self);
  return GTK_WIDGET (self);
}

CastellanPlayer *
castellan_player_row_get_player (CastellanPlayerRow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER_ROW (self), NULL);
  return self->player;
}

const char *
castellan_player_row_get_spoken (CastellanPlayerRow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER_ROW (self), NULL);
  return self->spoken;
}
