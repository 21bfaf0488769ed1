/* castellan-game-page-castle.c — what only The Castle has on the game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Castle's game, its turn and the questions the turn raises (wall
 * tiles 2/3, the scoring order, another turn: a dialog each, answered back
 * to the turn), its tutor's lessons ("Learn to
 * Play"), the toast offering "Why?" when a tile does not fit, the tiles
 * still in the pile, and what a screen reader hears of all that.
 */
#define G_LOG_DOMAIN "castellan-page"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-game-page-private.h"
#include "castellan-a11y.h"
#include "castellan-describe.h"
#include "castellan-texture-cache.h"
#include "castellan-window.h"

static gboolean
castle_shown (CastellanGamePage *self)
{
  return castellan_game_page_get_kind (self) == CASTELLAN_GAME_KIND_CASTLE;
}

GdkPaintable *
castellan_game_page_castle_tile_picture (CastellanGamePage *self, int tile, guint rot, int size, int scale)
{
  return g_object_ref (GDK_PAINTABLE (castellan_texture_tile (tile, rot, castellan_game_get_theme (self->castle), size,
                                                              scale)));
}

/* ---- the game's news ------------------------------------------------------------ */

static void
started_cb (CastellanGame *game, CastellanGamePage *self)
{
  /* "Learn to Play" starts at its first lesson; any other game has none */
  castellan_tutorial_set_lesson (self->tutorial, self->starting_tutorial ? 0 : -1);
  self->starting_tutorial = FALSE;
  /* a finished game opened from a file shows its end at once */
  castellan_board_set_show_region (self->board, castellan_game_get_phase (game) == CASTELLAN_PHASE_OVER);
  castellan_game_page_game_started (self, CASTELLAN_GAME_KIND_CASTLE);
}

static void
played_cb (CastellanGame *game, gpointer events, gpointer before, CastellanGamePage *self)
{
  g_autofree char *text = castellan_describe_move (game, events);

  if (!castle_shown (self))
    return;
  castellan_announce (GTK_WIDGET (self), text);
  castellan_game_page_game_played (self);
}

static void
turn_notify_cb (CastellanTurn *turn, GParamSpec *pspec, CastellanGamePage *self)
{
  if (castle_shown (self))
    castellan_game_page_update (self);
}

/* ---- a person's move: the questions the turn raises ----------------------------- */

static void
choice_response_cb (AdwMessageDialog *dialog, const char *response, CastellanChoice *choice)
{
  castellan_choice_answer (choice, (guint) g_ascii_strtoull (response, NULL, 10));
}

/* the turn asks (wall tiles 2/3, the scoring order, another turn): one
 * button per option, the default suggested and taken on Escape */
static gboolean
choose_cb (CastellanTurn *turn, CastellanChoice *choice, CastellanGamePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              castellan_choice_get_heading (choice),
                                              castellan_choice_get_body (choice));
  g_autofree char *default_id = g_strdup_printf ("%u", castellan_choice_get_default (choice));

  for (guint i = 0; i < castellan_choice_get_n_options (choice); i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, castellan_choice_get_option (choice, i));
    }
  g_signal_connect_data (dialog, "response", G_CALLBACK (choice_response_cb), g_object_ref (choice),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), default_id);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), default_id);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), default_id, ADW_RESPONSE_SUGGESTED);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
move_refused_cb (CastellanTurn *turn, GError *error, CastellanGamePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (CASTELLAN_IS_WINDOW (root))
    castellan_window_show_error (CASTELLAN_WINDOW (root), _("That Move Is Not Allowed"), error->message);
}

/* the tile does not fit where the player tried to lay it: the tutor,
 * following the cursor, says why; offer it when it is out of sight */
static void
placement_refused_cb (CastellanTurn *turn, int cell, CastellanGamePage *self)
{
  gboolean helps = g_settings_get_enum (self->settings, "help-level") != CASTELLAN_HELP_OFF;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *said = castellan_describe_refusal (turn, cell);

  castellan_announce (GTK_WIDGET (self), said);
  self->refused_cell = cell;
  self->refused_move = castellan_game_get_record (self->castle)->moves->len;
  if (castellan_game_page_tutor_shown (self) && castellan_tutor_get_explaining (self->tutor))
    return;
  if (CASTELLAN_IS_WINDOW (root))
    castellan_window_toast_with_button (CASTELLAN_WINDOW (root), _("The tile does not fit there"),
                                        helps ? _("_Why?") : NULL, helps ? "win.show-tutor" : NULL);
}

/* the toast's "Why?": the tutor, explaining the cell where the tile did
 * not fit (asked for, if it explains only on request) */
void
castellan_game_page_explain_refusal (CastellanGamePage *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  if (!castle_shown (self))
    {
      castellan_game_page_show_tutor (self);
      return;
    }
  if (self->refused_cell >= 0 && self->refused_move == castellan_game_get_record (self->castle)->moves->len &&
      castellan_turn_cell_is_empty (self->castle_turn, self->refused_cell))
    castellan_turn_set_cursor_cell (self->castle_turn, self->refused_cell);
  castellan_game_page_show_tutor (self);
  if (!castellan_tutor_get_explaining (self->tutor))
    castellan_tutor_explain (self->tutor);
}

/* ---- the tutor and the lessons -------------------------------------------------- */

/* the tutor's page beside the board, unless help is off (then the log) */
void
castellan_game_page_update_tutor_page (CastellanGamePage *self)
{
  gboolean on = g_settings_get_enum (self->settings, "help-level") != CASTELLAN_HELP_OFF;

  gtk_stack_page_set_visible (gtk_stack_get_page (self->side_stack, self->tutor_slot), on);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_panel), on);
}

static void
scroll_to_top (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));
      gtk_adjustment_set_value (adj, gtk_adjustment_get_lower (adj));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    scroll_to_top (child);
}

static void
lesson_changed_cb (CastellanTutorial *tutorial, GParamSpec *pspec, CastellanGamePage *self)
{
  int lesson = castellan_tutorial_get_lesson (tutorial);
  CastellanTheme theme = castellan_game_get_theme (self->castle);
  g_autofree char *text = NULL;

  if (g_strcmp0 (pspec->name, "why") == 0)
    {
      castellan_announce (GTK_WIDGET (self), castellan_tutorial_get_why (tutorial));
      return;
    }
  g_settings_set_int (self->settings, "tutorial-lesson", MIN (lesson, CASTELLAN_N_LESSONS));
  if (lesson < 0)
    return;
  /* a lesson is read in the tutor: show it, with its card (the tutor's
   * first) in view */
  castellan_game_page_show_tutor (self);
  scroll_to_top (GTK_WIDGET (self->hint_panel));
  if (lesson < CASTELLAN_N_LESSONS)
    {
      text = g_strdup_printf (_("Lesson %d of %d: %s"), lesson + 1, CASTELLAN_N_LESSONS,
                              castellan_lesson_title (lesson, theme));
      castellan_announce (GTK_WIDGET (self), text);
    }
}

void
castellan_game_page_learn_castle (CastellanGamePage *self)
{
  CastellanGameSetup setup;
  g_auto(GStrv) names = NULL;

  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  names = g_settings_get_strv (self->settings, "player-names");
  /* the learner's seat is named by its colour, like a new game's default */
  castellan_tutorial_setup (&setup, names[0] && *names[0] ? names[0]
                            : castellan_player_default_name (g_settings_get_boolean (self->settings, "swap-colours") ? 1 : 0),
                            g_settings_get_enum (self->settings, "theme"));
  /* the lessons are read in the tutor: have it shown before the first one */
  g_settings_set_enum (self->settings, "help-level", CASTELLAN_HELP_EVERYTHING);
  self->starting_tutorial = TRUE;
  castellan_game_start (self->castle, &setup);
  self->starting_tutorial = FALSE;
}

/* ---- settings ------------------------------------------------------------------- */

static void
settings_changed_cb (GSettings *settings, const char *key, CastellanGamePage *self)
{
  if (g_strcmp0 (key, "swap-colours") == 0)
    {
      castellan_set_seat_colours_swapped (g_settings_get_boolean (settings, "swap-colours"));
      /* the cards of The Castle's seats in their new colours */
      if (castle_shown (self))
        castellan_player_list_remake (self->player_list);
      gtk_widget_queue_draw (GTK_WIDGET (self->board));
    }
  else if (g_strcmp0 (key, "highlight-legal") == 0)
    castellan_board_set_highlight_legal (self->board, g_settings_get_boolean (settings, key));
  else if (g_strcmp0 (key, "help-level") == 0)
    /* (the tutor follows the key itself) */
    castellan_game_page_update_tutor_page (self);
  else if (g_strcmp0 (key, "theme") == 0 && castellan_game_get_phase (self->castle) != CASTELLAN_PHASE_NONE)
    {
      /* (the players' cards follow the theme the players are given) */
      castellan_game_set_theme (self->castle, g_settings_get_enum (settings, "theme"));
      castellan_game_page_update (self);
    }
}

/* ---- set up and let go ---------------------------------------------------------- */

void
castellan_game_page_init_castle (CastellanGamePage *self)
{
  self->refused_cell = -1;
  self->castle = castellan_game_new ();
  self->castle_turn = castellan_turn_new (self->castle);
  g_settings_bind (self->settings, "allow-undo", self->castle, "allow-undo", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "confirm-turn", self->castle_turn, "confirm-turn", G_SETTINGS_BIND_GET);
  castellan_set_seat_colours_swapped (g_settings_get_boolean (self->settings, "swap-colours"));
  g_signal_connect (self->settings, "changed", G_CALLBACK (settings_changed_cb), self);

  g_signal_connect (self->castle, "started", G_CALLBACK (started_cb), self);
  g_signal_connect (self->castle, "turn-played", G_CALLBACK (played_cb), self);
  g_signal_connect (self->castle_turn, "notify", G_CALLBACK (turn_notify_cb), self);
  g_signal_connect (self->castle_turn, "choose", G_CALLBACK (choose_cb), self);
  g_signal_connect (self->castle_turn, "move-refused", G_CALLBACK (move_refused_cb), self);
  g_signal_connect (self->castle_turn, "placement-refused", G_CALLBACK (placement_refused_cb), self);

  /* the tutor and the lessons beside the board, in the model; the hint
   * panel (in the template) shows them */
  self->tutorial = castellan_tutorial_new (self->castle, self->castle_turn);
  self->tutor = castellan_tutor_new (self->castle, self->castle_turn, self->tutorial);
  g_settings_bind (self->settings, "help-level", self->tutor, "help-level", G_SETTINGS_BIND_GET);
  g_signal_connect (self->tutorial, "notify::lesson", G_CALLBACK (lesson_changed_cb), self);
  g_signal_connect (self->tutorial, "notify::why", G_CALLBACK (lesson_changed_cb), self);
}

void
castellan_game_page_dispose_castle (CastellanGamePage *self)
{
  if (self->castle)
    {
      g_signal_handlers_disconnect_by_data (self->castle, self);
      castellan_game_cancel_thinking (self->castle);
    }
  if (self->castle_turn)
    g_signal_handlers_disconnect_by_data (self->castle_turn, self);
  if (self->tutorial)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  if (self->tutor)
    g_signal_handlers_disconnect_by_data (self->tutor, self);
  if (self->hint_panel)
    castellan_hint_panel_set_source (self->hint_panel, NULL);
  if (self->board)
    castellan_board_set_turn (self->board, NULL);
  if (self->turn_card)
    castellan_turn_card_set_turn (self->turn_card, NULL);
  g_clear_object (&self->tutor);
  g_clear_object (&self->tutorial);
  g_clear_object (&self->castle_turn);
  g_clear_object (&self->castle);
}
