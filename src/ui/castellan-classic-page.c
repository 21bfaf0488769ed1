/* castellan-classic-page.c — a game of classic Carcassonne in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The open board beside a side pane: whose turn it is, in their colour and
 * with their supply, the buttons of the turn, the tutor's line (why a tile
 * does not fit, what each follower spot is), the scoreboard with the laps
 * of the score track (C-9.2), the final sheet and the log. Every "may I" is
 * the turn's; this page only shows it.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"


#include <adwaita.h>
#include <glib/gi18n.h>

#include "castellan-classic-page-private.h"
#include "castellan-a11y.h"
#include "castellan-classic-describe.h"
#include "castellan-describe.h"
#include "castellan-classic-lessons.h"
#include "castellan-classic-tutor.h"
#include "castellan-auction-dialog.h"
#include "castellan-classic-bcb.h"
#include "castellan-art.h"
#include "art-cache.h"
#include "castellan-lesson-card.h"
#include "castellan-rule-text.h"
#include "castellan-log-row.h"
#include "castellan-game.h"
#include "castellan-final-sheet.h"
#include "castellan-game-page-actions.h"
#include "castellan-snapshot.h"
#include "castellan-turn-card.h"

#define HANDOVER_MS 3000


G_DEFINE_FINAL_TYPE (CastellanClassicPage, castellan_classic_page, GTK_TYPE_WIDGET)

static const char *const *
names (CastellanClassicPage *self)
{
  return (const char *const *) castellan_classic_game_get_record (self->game)->names;
}

static guint
people (CastellanClassicPage *self)
{
  guint n = 0;

  for (guint p = 0; p < castellan_classic_game_get_n_players (self->game); p++)
    n += !castellan_player_is_computer (castellan_classic_game_get_player (self->game, p));
  return n;
}

/* ---- the side pane -------------------------------------------------------------- */

/* @seat's colour where its name does not already say it ("Ada" plays
 * yellow; "Yellow" needs no "(yellow)"), or NULL */
static const char *
colour_note (CastellanClassicPage *self, guint seat)
{
  const char *colour = castellan_classic_seat_colour_word (seat);
  g_autofree char *name = g_utf8_casefold (names (self)[seat], -1);
  g_autofree char *word = g_utf8_casefold (colour, -1);
  g_autofree char *colour_name = g_utf8_casefold (castellan_classic_seat_colour (seat), -1);

  if (g_strcmp0 (name, word) == 0 || g_strcmp0 (name, colour_name) == 0)
    return NULL;
  return colour;
}

static char *
score_subtitle (CastellanClassicPage *self, guint seat)
{
  CastellanPlayer *player = castellan_classic_game_get_player (self->game, seat);
  int laps, space = castellan_classic_game_get_track_space (self->game, seat, &laps);
  guint supply = castellan_player_get_supply (player);
  const char *colour = colour_note (self, seat);
  g_autofree char *followers = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u follower left",
                                                             "%u followers left", supply), supply);
  g_autofree char *seat_text = colour != NULL
    /* Translators: a colour and the followers left */
    ? g_strdup_printf (_("%1$s · %2$s"), colour, followers)
    : g_steal_pointer (&followers);

  if (laps != 0)
    /* Translators: the score track (C-9.2): the colour and followers
     * left, then the space the marker stands on and the laps shown beside it */
    return g_strdup_printf (_("%1$s · marker on %2$d, %3$+d"), seat_text, space, laps);
  return g_steal_pointer (&seat_text);
}

static void
update_scores (CastellanClassicPage *self)
{
  guint active = castellan_classic_game_get_turn_seat (self->game);
  gboolean over = castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_OVER;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->score_list))))
    gtk_list_box_remove (self->score_list, child);
  for (guint p = 0; p < castellan_classic_game_get_n_players (self->game); p++)
    {
      CastellanPlayer *player = castellan_classic_game_get_player (self->game, p);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *chip = gtk_label_new ("●");
      g_autofree char *subtitle = score_subtitle (self, p);
      g_autofree char *score = g_strdup_printf ("%d", castellan_player_get_score (player));
      g_autofree char *chip_class = g_strdup_printf ("classic-seat-%u", p);
      GtkWidget *score_label = gtk_label_new (score);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), castellan_player_get_name (player));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_add_css_class (chip, "player-swatch");
      gtk_widget_add_css_class (chip, chip_class);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), chip);
      gtk_accessible_update_state (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_widget_add_css_class (score_label, "title-3");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), score_label);
      if (p == active && !over)
        gtk_widget_add_css_class (row, "active-player");
      /* a screen reader hears the row as a whole: "Yellow, Human, 12
       * points, to play", then the followers left (and the colour where
       * the name does not say it) */
      {
        g_autofree char *said = castellan_describe_player (player);
        /* GTK 4.8 would read the title label after it again */
        gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
      }
      gtk_list_box_append (self->score_list, row);
    }
}

/* the game's end shows the whole board, however the view was zoomed to
 * follow the cursor, as The Castle's board shows its end behind its final
 * sheet (castellan_window_show_final_sheet) */
static void
update_end (CastellanClassicPage *self)
{
  gboolean over = castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_OVER;

  if (over && !self->fitted)
    castellan_classic_board_fit (self->board);
  self->fitted = over;
}

static void
final_sheet_destroyed_cb (CastellanClassicPage *self)
{
  self->final_sheet = NULL;
}

/* the end-of-game dialog every game has (castellan-final-sheet.c): the
 * final lines, the winner, the chart and Play Again */
static void
show_final_sheet (GtkWidget *widget)
{
  CastellanClassicPage *self = CASTELLAN_CLASSIC_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (castellan_classic_game_get_phase (self->game) != CASTELLAN_PHASE_OVER || !GTK_IS_WINDOW (root))
    return;
  if (self->final_sheet == NULL)
    {
      self->final_sheet = GTK_WINDOW (castellan_final_sheet_new (GTK_WINDOW (root), CASTELLAN_GAME_BASE (self->game),
                                                                GTK_WIDGET (self->board)));
      /* gone with the window, whoever still holds it */
      g_signal_connect_object (self->final_sheet, "destroy", G_CALLBACK (final_sheet_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_window_present (self->final_sheet);
}

static gboolean
handover_done_cb (gpointer data)
{
  CastellanClassicPage *self = data;

  self->handover_id = 0;
  gtk_widget_set_visible (self->handover_box, FALSE);
  return G_SOURCE_REMOVE;
}

/* at a desk shared by several people, say whose turn it now is */
static void
maybe_hand_over (CastellanClassicPage *self)
{
  guint active = castellan_classic_game_get_turn_seat (self->game);
  g_autofree char *text = NULL;

  if (castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_OVER)
    {
      g_clear_handle_id (&self->handover_id, g_source_remove);
      gtk_widget_set_visible (self->handover_box, FALSE);
      return;
    }
  if (castellan_classic_game_get_phase (self->game) != CASTELLAN_PHASE_PLACE || (int) active == self->shown_active)
    return;
  self->shown_active = active;
  if (people (self) < 2)
    return;
  if (colour_note (self, active) != NULL)
    /* Translators: %1$s is a player, %2$s their colour */
    text = g_strdup_printf (_("Over to %1$s (%2$s)"), names (self)[active], colour_note (self, active));
  else
    /* Translators: %s is a player named by their colour, "Yellow" */
    text = g_strdup_printf (_("Over to %s"), names (self)[active]);
  gtk_label_set_text (self->handover_label, text);
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    {
      g_autofree char *seat_class = g_strdup_printf ("classic-seat-%u", p);
      if (p == active)
        gtk_widget_add_css_class (self->handover_chip, seat_class);
      else
        gtk_widget_remove_css_class (self->handover_chip, seat_class);
    }
  gtk_widget_set_visible (self->handover_box, TRUE);
  g_clear_handle_id (&self->handover_id, g_source_remove);
  self->handover_id = g_timeout_add (HANDOVER_MS, handover_done_cb, self);
}

void
castellan_classic_page_update_tutor (CastellanClassicPage *self)
{
  CastellanStage stage = castellan_classic_turn_get_stage (self->turn);
  g_autoptr(GString) text = g_string_new (NULL);

  if (stage == CASTELLAN_STAGE_FOLLOWER)
    {
      g_autofree char *spots = castellan_classic_tutor_dup_spots (self->turn);
      g_autofree char *bridge = castellan_classic_tutor_dup_bridge_note (self->turn, 0, 0);
      g_string_append (text, spots ? spots : "");
      if (bridge != NULL)
        g_string_append_printf (text, "\n%s", bridge);
    }
  else if (stage == CASTELLAN_STAGE_PLACE)
    {
      int cell = castellan_classic_turn_get_cursor_cell (self->turn);
      guint rot = castellan_classic_turn_get_rotation (self->turn);
      g_autofree char *why = NULL, *preview = NULL, *bridge = NULL;

      if (self->suggestion != NULL)
        g_string_append_printf (text, "%s\n", self->suggestion);
      if (self->refusal != NULL)
        g_string_append (text, self->refusal);
      else if (cell >= 0 && (why = castellan_classic_turn_dup_refusal (self->turn, cell, rot)))
        g_string_append (text, why);
      else
        {
          guint n = castellan_classic_turn_get_fit_cells (self->turn, NULL);
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "The tile fits in %u lit cell.",
                                                     "The tile fits in %u lit cells.", n), n);
          /* where it fits, what laying it there would complete and score */
          if (cell >= 0 && (preview = castellan_classic_tutor_dup_preview (self->turn, cell, rot)))
            g_string_append_printf (text, "\n%s", preview);
          if (cell >= 0 && (bridge = castellan_classic_tutor_dup_bridge_note (self->turn, cell, rot)))
            g_string_append_printf (text, "\n%s", bridge);
        }
    }
  castellan_rule_text_set_label (self->tutor_label, text->str, FALSE);
}

/* ---- Bridges, Castles and Bazaars: the decisions that are not a tile ---------------- */

static void
update (CastellanClassicPage *self)
{
  guint actor = castellan_classic_game_get_actor (self->game);
  guint active = castellan_classic_game_get_turn_seat (self->game);
  CastellanPhase phase = castellan_classic_game_get_phase (self->game);
  CastellanStage stage = castellan_classic_turn_get_stage (self->turn);
  g_autofree char *prompt = NULL, *detail = NULL, *left = NULL;
  guint tiles = castellan_classic_game_get_tiles_left (self->game);
  GActionMap *group = G_ACTION_MAP (self->actions);

  if (phase == CASTELLAN_PHASE_NONE)
    return;
  if (phase == CASTELLAN_PHASE_OVER)
    prompt = g_strdup (_("The game is over"));
  else if (phase == CASTELLAN_PHASE_THINKING)
    /* Translators: %s is a computer player */
    prompt = g_strdup_printf (_("%s is thinking…"), names (self)[actor]);
  else if (castellan_classic_bcb_get_step (self->game) == CASTELLAN_BCB_CASTLE)
    /* Translators: %s is a player */
    prompt = g_strdup_printf (_("%s, a castle or the points?"), names (self)[actor]);
  else if (castellan_classic_bcb_get_step (self->game) != CASTELLAN_BCB_NONE)
    /* Translators: %s is a player */
    prompt = g_strdup_printf (_("%s, your decision at the bazaar"), names (self)[actor]);
  else if (stage == CASTELLAN_STAGE_PLACE)
    /* Translators: %s is a player */
    prompt = g_strdup_printf (_("%s, lay your tile"), names (self)[active]);
  else
    prompt = g_strdup_printf (_("%s, place a follower?"), names (self)[active]);
  if (phase != CASTELLAN_PHASE_OVER)
    detail = score_subtitle (self, actor);
  gtk_label_set_text (self->prompt_label, prompt);
  gtk_label_set_text (self->detail_label, detail ? detail : "");
  left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the pile", "%u tiles left in the pile", tiles),
                          tiles);
  gtk_label_set_text (self->tiles_left_label, left);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (group, "rotate")),
                               stage == CASTELLAN_STAGE_PLACE);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (group, "lay")),
                               stage == CASTELLAN_STAGE_PLACE);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (group, "suggest")),
                               stage == CASTELLAN_STAGE_PLACE && phase == CASTELLAN_PHASE_PLACE);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (group, "no-follower")),
                               stage == CASTELLAN_STAGE_FOLLOWER);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (group, "undo")),
                               castellan_classic_game_get_can_undo (self->game));
  update_scores (self);
  update_end (self);
  castellan_classic_page_update_tutor (self);
  maybe_hand_over (self);
  castellan_classic_page_ask_bcb (self);
}

static void
game_changed_cb (CastellanClassicGame *game, CastellanClassicPage *self)
{
  g_clear_pointer (&self->refusal, g_free);
  /* a suggestion is for the position it was asked in */
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  g_clear_pointer (&self->suggestion, g_free);
  update (self);
}

static void
turn_changed_cb (CastellanClassicTurn *turn, CastellanClassicPage *self)
{
  update (self);
}

static void
refused_cb (CastellanClassicTurn *turn, const char *why, CastellanClassicPage *self)
{
  g_autofree char *said = castellan_classic_describe_refusal (turn, why);

  g_free (self->refusal);
  self->refusal = g_strdup (why);
  castellan_classic_page_update_tutor (self);
  gtk_widget_error_bell (GTK_WIDGET (self));
  castellan_announce (GTK_WIDGET (self), said);
}

/* every move, the computers' and the people's, is heard as it is seen:
 * what it laid and scored, whose turn it is now, the scores */
static void
played_cb (CastellanClassicGame *game, gpointer events, CastellanClassicPage *self)
{
  g_autofree char *said = castellan_classic_describe_move (game, events);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  castellan_announce (GTK_WIDGET (self), said);
  /* the game ended here (no move is played in a game already over): its
   * final sheet, as at The Castle's end */
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_OVER)
    show_final_sheet (GTK_WIDGET (self));
}

static void
cursor_cb (CastellanClassicTurn *turn, GParamSpec *pspec, CastellanClassicPage *self)
{
  /* a refusal is about where and how the person tried; pointing elsewhere
   * or turning the tile clears it */
  if (self->refusal == NULL)
    return;
  g_clear_pointer (&self->refusal, g_free);
  castellan_classic_page_update_tutor (self);
}

/* ---- actions -------------------------------------------------------------------- */

static void
rotate_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castellan_classic_turn_rotate (CASTELLAN_CLASSIC_PAGE (data)->turn, 1);
}

static void
lay_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castellan_classic_turn_lay (CASTELLAN_CLASSIC_PAGE (data)->turn);
}

static void
no_follower_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castellan_classic_turn_choose_follower (CASTELLAN_CLASSIC_PAGE (data)->turn, -1);
}

static void
undo_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castellan_classic_game_undo (CASTELLAN_CLASSIC_PAGE (data)->game);
}

static void
zoom_in_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanClassicBoard *board = CASTELLAN_CLASSIC_PAGE (data)->board;
  castellan_classic_board_zoom_at (board, 1.25, gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                                   gtk_widget_get_height (GTK_WIDGET (board)) / 2.0);
}

static void
zoom_out_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanClassicBoard *board = CASTELLAN_CLASSIC_PAGE (data)->board;
  castellan_classic_board_zoom_at (board, 1 / 1.25, gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                                   gtk_widget_get_height (GTK_WIDGET (board)) / 2.0);
}

static void
fit_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castellan_classic_board_fit (CASTELLAN_CLASSIC_PAGE (data)->board);
}

static const GActionEntry actions[] = {
  { "rotate", rotate_cb }, { "lay", lay_cb }, { "suggest", castellan_classic_page_suggest_cb }, { "no-follower", no_follower_cb }, { "undo", undo_cb },
  { "zoom-in", zoom_in_cb }, { "zoom-out", zoom_out_cb }, { "fit", fit_cb },
  { "castle-build", castellan_classic_page_castle_build_cb }, { "castle-score", castellan_classic_page_castle_score_cb },
};

/* ---- the object ----------------------------------------------------------------- */

static void
castellan_classic_page_dispose (GObject *object)
{
  CastellanClassicPage *self = CASTELLAN_CLASSIC_PAGE (object);

  g_clear_handle_id (&self->handover_id, g_source_remove);
  /* the game.* actions hold the game and the turn: let them go with the page */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", NULL);
  if (self->final_sheet != NULL)
    gtk_window_destroy (self->final_sheet);
  castellan_classic_page_auction_closed (self);
  castellan_classic_page_set_tutorial (self, NULL);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->turn)
    g_signal_handlers_disconnect_by_data (self->turn, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_CLASSIC_PAGE);
  g_clear_object (&self->turn);
  g_clear_object (&self->game);
  g_clear_pointer (&self->refusal, g_free);
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  g_clear_pointer (&self->suggestion, g_free);
  g_clear_object (&self->actions);
  G_OBJECT_CLASS (castellan_classic_page_parent_class)->dispose (object);
}

static void
castellan_classic_page_class_init (CastellanClassicPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_classic_page_dispose;
  /* the stack page it lies in names it for a screen reader */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  g_type_ensure (CASTELLAN_TYPE_LESSON_CARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/castellan-classic-page.ui");
  /* the lesson card's buttons (castellan-lesson-card.ui) */
  gtk_widget_class_install_action (widget_class, "tutor.next-lesson", NULL, castellan_classic_page_next_lesson_action);
  gtk_widget_class_install_action (widget_class, "tutor.leave-lessons", NULL, castellan_classic_page_leave_lessons_action);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, board);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, lesson_card);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, auction_slot);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, handover_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, handover_chip);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, handover_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, detail_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, castle_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, castle_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, castle_score_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, tutor_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, turn_card);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, score_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanClassicPage, log_view);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (CASTELLAN_TYPE_CLASSIC_BOARD);
  g_type_ensure (CASTELLAN_TYPE_TURN_CARD);
  g_type_ensure (CASTELLAN_TYPE_LOG_ROW);
}

static void
castellan_classic_page_init (CastellanClassicPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown_active = -1;
  self->castle_asked = -1;
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), actions, G_N_ELEMENTS (actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "classic", G_ACTION_GROUP (self->actions));
}

/* the drawn tile in the turn card, in the classic art */
static GdkPaintable *
classic_tile_picture (int tile, guint rot, int size, int scale, gpointer data)
{
  CastellanClassicPage *self = data;
  g_autofree char *svg = castellan_classic_game_dup_tile_svg (self->game, tile, rot);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = art_render_svg (svg, size * scale, size * scale, &error);
  GdkTexture *texture;

  if (surface == NULL)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot draw the drawn tile: %s", error->message);
      return NULL;
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return GDK_PAINTABLE (texture);
}

GtkWidget *
castellan_classic_page_new (CastellanClassicGame *game)
{
  CastellanClassicPage *self;
  g_autoptr(GtkNoSelection) selection = NULL;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  self = g_object_new (CASTELLAN_TYPE_CLASSIC_PAGE, NULL);
  self->game = g_object_ref (game);
  self->turn = castellan_classic_turn_new (game);
  castellan_classic_board_set_turn (self->board, self->turn);
  /* the drawn tile beside the board with the turn's buttons, as in every game */
  castellan_turn_card_set_turn (self->turn_card, CASTELLAN_TURN_BASE (self->turn));
  castellan_turn_card_set_tile_painter (self->turn_card, classic_tile_picture, self);
  castellan_game_actions_insert (GTK_WIDGET (self), CASTELLAN_GAME_BASE (game), CASTELLAN_TURN_BASE (self->turn),
                                 GTK_WIDGET (self->board), NULL, show_final_sheet);
  selection = gtk_no_selection_new (g_object_ref (castellan_classic_game_get_log (game)));
  gtk_list_view_set_model (self->log_view, GTK_SELECTION_MODEL (selection));
  castellan_log_follow_end (self->log_view);
  g_signal_connect (game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (castellan_classic_page_ask_bcb), NULL);
  /* people follow a computer's bids and castles one by one (B-4.2, B-5) */
  castellan_classic_game_set_decision_pause (game, 600);
  g_signal_connect (self->turn, "changed", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect (self->turn, "placement-refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), self);
  g_signal_connect (self->turn, "notify::cursor-cell", G_CALLBACK (cursor_cb), self);
  g_signal_connect (self->turn, "notify::rotation", G_CALLBACK (cursor_cb), self);
  update (self);
  return GTK_WIDGET (self);
}

CastellanClassicGame *
castellan_classic_page_get_game (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->game;
}

CastellanClassicTurn *
castellan_classic_page_get_turn (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->turn;
}

CastellanClassicBoard *
castellan_classic_page_get_board (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->board;
}

GtkWidget *
castellan_classic_page_get_handover (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->handover_box;
}

GtkWidget *
castellan_classic_page_get_lay_button (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return castellan_turn_card_get_lay_button (self->turn_card);
}

CastellanTurnCard *
castellan_classic_page_get_turn_card (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->turn_card;
}

/* the end-of-game dialog on show, or NULL */
CastellanFinalSheet *
castellan_classic_page_get_final_sheet (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->final_sheet ? CASTELLAN_FINAL_SHEET (self->final_sheet) : NULL;
}

const char *
castellan_classic_page_get_tutor_text (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return gtk_label_get_text (self->tutor_label);
}

/* Suggest a Move (Ctrl+H while a classic game is shown) */
void
castellan_classic_page_suggest (CastellanClassicPage *self)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self));
  g_action_group_activate_action (G_ACTION_GROUP (self->actions), "suggest", NULL);
}
