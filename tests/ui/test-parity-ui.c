/* test-parity-ui.c — what a player meets alike in every game (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb, one short run per item of
 * issue 32 that today's structure can keep alike for The Castle, classic
 * Carcassonne and its expansion: the window's subtitle follows the game in
 * view, New Game remembers every game's choices, the Rules Reference opens
 * at the game in play, one click on a lit cell lays the tile in every game,
 * the drawn tile shows beside the board with its turn buttons (item 1) and
 * the end-of-game dialog with its chart and Play Again (item 3) in every game,
 * and the list of tiles still in the pile shows the game in view's own.
 */
#define G_LOG_DOMAIN "test-parity-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "castellan-application.h"
#include "castellan-game-page.h"
#include "castellan-final-sheet.h"
#include "castellan-final-lines.h"
#include "castellan-turn-card.h"
#include "castellan-new-game-dialog.h"
#include "castellan-pile.h"
#include "castellan-rules-window.h"
#include "castellan-window.h"
#include "castellan-window-private.h"
#include "ui-harness.h"
#include "castellan-classic-tutor.h"

#define WATCHDOG_SECONDS 120

/* What the app shows, in the language it runs in (CASTELLAN_SHOT_LANGUAGE
 * with CASTELLAN_LOCALEDIR, see ui-harness.h): the asserts compare with the
 * app's own catalog, so the test passes, and takes its pictures, in every
 * language, and still fails when the app shows another sentence. */
#define T(msgid) g_dgettext (GETTEXT_PACKAGE, (msgid))

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint   stage;
  gboolean done;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 700 };
UI_DEFINE_RUN_APP (Run, &run_options)
UI_DEFINE_STEP_TESTS (Run)

static const char *
subtitle (Run *run)
{
  GtkWidget *title = find_child (GTK_WIDGET (run->window), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

/* the question before a game under way is left, if it was asked: leave */
static void
leave_game (void)
{
  ui_answer_dialog ("leave");
}

/* "Ada’s turn", as the window's subtitle says it */
static char *
turn_of (const char *name)
{
  return g_strdup_printf (T ("%s’s turn"), name);
}

static void
assert_subtitle_turn (Run *run, const char *name)
{
  g_autofree char *expected = turn_of (name);

  g_assert_cmpstr (subtitle (run), ==, expected);
}

static void
start_castle (Run *run, CastellanTheme theme)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, theme,
                           0, 3, TRUE };

  castellan_window_start_game (run->window, &s);
}

static void
start_classic (Run *run, guint n, const CastellanPlayerKind *kinds, gboolean bcb)
{
  CastellanClassicSetup s = { .n_players = n, .first = 0, .farmers = TRUE, .bcb = bcb, .seed = 11, .has_seed = TRUE };

  for (guint i = 0; i < n; i++)
    s.kinds[i] = kinds[i];
  castellan_window_start_classic (run->window, &s);
}

/* ---- item 5: the subtitle follows the game in view ------------------------------- */

static gboolean
step_subtitle (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  CastellanClassicGame *game = ui_classic_game (run->window);

  switch (run->stage++)
    {
    case 0:
      start_castle (run, CASTELLAN_THEME_CASTLE);
      assert_subtitle_turn (run, "Ada");
      return FALSE;
    case 1:
      leave_game ();
      start_classic (run, 3, kinds, FALSE);
      /* the classic game's first seat, not The Castle's Ada */
      assert_subtitle_turn (run, castellan_player_get_name (castellan_classic_game_get_player (game, 0)));
      /* a move passes the turn, and the subtitle with it */
      ui_classic_aim (ui_classic_turn (run->window));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_classic_page (run->window)), "game.lay-tile", NULL));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_classic_page (run->window)), "game.no-follower", NULL));
      assert_subtitle_turn (run, castellan_player_get_name (castellan_classic_game_get_player (game, 1)));
      return FALSE;
    default:
      /* back to a Castle game: its own subtitle again */
      leave_game ();
      start_castle (run, CASTELLAN_THEME_CASTLE);
      assert_subtitle_turn (run, "Ada");
      run->done = TRUE;
      return TRUE;
    }
}

/* ---- item 9: New Game remembers every game's choices ------------------------------ */

static CastellanNewGameDialog *
open_new_game (Run *run)
{
  CastellanNewGameDialog *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  leave_game ();
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  return dialog;
}

/* the Farmers row's switch and the text beside it */
static gboolean
farmers_row_test (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static gboolean
step_remember (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_HUMAN,
                                               CASTELLAN_PLAYER_STRONG, CASTELLAN_PLAYER_HUMAN };
  CastellanNewGameDialog *dialog;
  CastellanClassicSetup setup;

  switch (run->stage++)
    {
    case 0:
      /* a first game: farmers on, as the rules play them (C-11: the variant
       * without them, CV-1, is off by default); the row advises turning
       * them off for a learning game, and does not contradict the switch */
      dialog = open_new_game (run);
      {
        GtkWidget *row = find_child_where (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, farmers_row_test, T ("Farmers"));
        g_assert_nonnull (row);
        g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                         T ("Followers may lie in fields and score for the completed cities they border. "
                            "For a learning game, turn them off (CV-1)."));
        g_assert_true (gtk_switch_get_active (GTK_SWITCH (find_child (row, GTK_TYPE_SWITCH))));
      }
      castellan_new_game_dialog_get_classic_setup (dialog, &setup);
      g_assert_true (setup.farmers);
      /* a classic game of four, with the expansion and without farmers */
      castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CLASSIC);
      castellan_new_game_dialog_set_classic_seats (dialog, 4, kinds, FALSE);
      castellan_new_game_dialog_set_classic_bcb (dialog, TRUE);
      castellan_new_game_dialog_set_classic_quick_bazaar (dialog, TRUE);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
      g_assert_cmpuint (castellan_classic_game_get_n_players (ui_classic_game (run->window)), ==, 4);
      g_assert_false (castellan_classic_game_get_farmers (ui_classic_game (run->window)));
      return FALSE;
    default:
      /* New Game again: the same game, seats, kinds and options */
      dialog = open_new_game (run);
      g_assert_cmpint (castellan_new_game_dialog_get_game (dialog), ==, CASTELLAN_NEW_GAME_CLASSIC);
      castellan_new_game_dialog_get_classic_setup (dialog, &setup);
      g_assert_cmpuint (setup.n_players, ==, 4);
      for (guint p = 0; p < 4; p++)
        g_assert_cmpint (setup.kinds[p], ==, kinds[p]);
      g_assert_false (setup.farmers);
      g_assert_true (setup.bcb);
      g_assert_true (setup.quick_bazaar);
      gtk_window_destroy (GTK_WINDOW (dialog));
      run->done = TRUE;
      return TRUE;
    }
}

/* ---- item 4: the Rules Reference at the game in play ----------------------------- */

static GtkWidget *
rules_window (void)
{
  GtkWidget *rules = find_toplevel (CASTELLAN_TYPE_RULES_WINDOW);

  g_assert_nonnull (rules);
  return rules;
}

/* the sidebar's selected row: its label's text, and whether it lies
 * wholly in the sidebar's view */
static const char *
sidebar_selected (gboolean *in_view)
{
  GtkWidget *rules = rules_window ();
  GtkWidget *sidebar = find_child (rules, GTK_TYPE_STACK_SIDEBAR);
  GtkListBox *list = GTK_LIST_BOX (find_child (sidebar, GTK_TYPE_LIST_BOX));
  GtkListBoxRow *row = gtk_list_box_get_selected_row (list);
  GtkWidget *scroll = gtk_widget_get_ancestor (sidebar, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (row == NULL)
    return NULL;
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), scroll, &bounds));
  *in_view = bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroll);
  return gtk_label_get_text (GTK_LABEL (find_child (GTK_WIDGET (row), GTK_TYPE_LABEL)));
}

static gboolean
has_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (has_label (c, text))
      return TRUE;
  return FALSE;
}

/* the Reference's page shown names every wall tile as @theme does */
static gboolean
wall_tiles_named (GtkWidget *rules, CastellanTheme theme)
{
  GtkWidget *page = gtk_stack_get_visible_child (GTK_STACK (find_child (rules, GTK_TYPE_STACK)));

  for (guint number = 1; number <= 9; number++)
    {
      guint kind = castellan_rules_reference_wall_tile_kind (number, theme);
      g_autofree char *heading = g_strdup_printf ("%u · %s", number, castellan_rules_reference_wall_tile_name (kind, theme));

      if (!has_label (page, heading))
        return FALSE;
    }
  return TRUE;
}

static gboolean
step_rules (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  gboolean in_view = FALSE;
  GtkWidget *rules;
  const char *label;

  switch (run->stage++)
    {
    case 0:
      start_classic (run, 2, kinds, FALSE);
      /* the menu's Rules Reference, during a classic game: Carcassonne's
       * first section, not The Castle's goal */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rules", "s", "goal"));
      g_assert_cmpstr (castellan_rules_window_get_section (CASTELLAN_RULES_WINDOW (rules_window ())), ==, "C-1");
      return FALSE;
    case 1:
      label = sidebar_selected (&in_view);
      g_assert_nonnull (label);
      /* the list shows the rule groups' numbers the tutor cites */
      g_assert_true (g_str_has_prefix (label, "C-1 "));
      /* a link from the tutor: the page, and its row chosen and in view */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rules", "s", "B-5.2"));
      g_assert_cmpstr (castellan_rules_window_get_section (CASTELLAN_RULES_WINDOW (rules_window ())), ==, "B-5");
      return FALSE;
    case 2:
    case 3:
      /* a frame or two for the list to scroll */
      return FALSE;
    case 4:
      label = sidebar_selected (&in_view);
      g_assert_nonnull (label);
      g_assert_true (g_str_has_prefix (label, "B-5 "));
      g_assert_true (in_view);
      ui_harness_shot ("parity", "rules-b5");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rules", "s", "C-8.3"));
      return FALSE;
    case 5:
    case 6:
      return FALSE;
    case 7:
      label = sidebar_selected (&in_view);
      g_assert_true (g_str_has_prefix (label, "C-8 "));
      g_assert_true (in_view);
      /* closed, it is hidden: the window keeps its one Reference */
      rules = rules_window ();
      g_assert_true (gtk_widget_activate_action (rules, "window.close", NULL));
      g_assert_null (find_toplevel (CASTELLAN_TYPE_RULES_WINDOW));
      g_assert_true (GTK_WIDGET (castellan_window_get_rules (run->window)) == rules);
      /* during a Castle game, The Castle's goal as before, and its walls */
      leave_game ();
      start_castle (run, CASTELLAN_THEME_CASTLE);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rules", "s", "goal"));
      g_assert_true (rules_window () == rules);
      g_assert_cmpstr (castellan_rules_window_get_section (CASTELLAN_RULES_WINDOW (rules)), ==, "goal");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rules", "s", "R-8"));
      g_assert_true (wall_tiles_named (rules, CASTELLAN_THEME_CASTLE));
      gtk_window_close (GTK_WINDOW (rules));
      /* shown again during a game of the other theme: its walls, in its words */
      leave_game ();
      start_castle (run, CASTELLAN_THEME_ZAMEK);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rules", "s", "R-8"));
      g_assert_true (rules_window () == rules);
      g_assert_true (wall_tiles_named (rules, CASTELLAN_THEME_ZAMEK));
      g_assert_false (wall_tiles_named (rules, CASTELLAN_THEME_CASTLE));
      gtk_window_destroy (GTK_WINDOW (rules));
      run->done = TRUE;
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---- item 10: the follower step's list of spots ----------------------------------- */

static gboolean
step_spots (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  CastellanGamePage *page = ui_classic_page (run->window);
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page);

  switch (run->stage++)
    {
    case 0:
      start_classic (run, 2, kinds, FALSE);
      return FALSE;
    case 1:
      ui_classic_aim (turn);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.lay-tile", NULL));
      g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
      return FALSE;
    case 2:
      /* each spot an item of its own beside the board: a row of the hint
       * panel each, as The Castle's spots are */
      {
        CastellanHintSource *source = castellan_hint_panel_get_source (castellan_game_page_get_hint_panel (page));
        GListModel *spots = castellan_hint_source_get_hints (source, CASTELLAN_HINTS_FOLLOWERS);
        g_auto(GStrv) lines = g_strsplit (ui_tutor_text (page), "\n", -1);

        g_assert_true (CASTELLAN_IS_CLASSIC_TUTOR (source));
        g_assert_cmpuint (g_list_model_get_n_items (spots), >=, 2);
        g_assert_cmpuint (g_strv_length (lines), >=, g_list_model_get_n_items (spots));
      }
      ui_harness_shot ("parity", "spots");
      run->done = TRUE;
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---- item 10: a toast does not move the board ------------------------------------- */

static gboolean
is_side_pane (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), "side_pane") == 0;
}

static gboolean
step_toast (Run *run)
{
  static double pane_width, board_x;
  GtkWidget *pane = find_child_where (GTK_WIDGET (run->window), GTK_TYPE_BOX, is_side_pane, NULL);
  graphene_point_t at;

  switch (run->stage++)
    {
    case 0:
      start_castle (run, CASTELLAN_THEME_CASTLE);
      return FALSE;
    case 1:
      return FALSE;
    case 2:
      g_assert_nonnull (pane);
      pane_width = gtk_widget_get_width (pane);
      g_assert_true (gtk_widget_compute_point (pane, GTK_WIDGET (run->window), &GRAPHENE_POINT_INIT (0, 0), &at));
      board_x = at.x;
      /* the toast a refused tile brings, with its Why? button; and a
       * longer one, as a translation or a file's name makes it */
      castellan_window_toast_with_button (run->window, T ("The tile does not fit there"), T ("_Why?"), "win.show-tutor");
      return FALSE;
    case 3:
      ui_harness_shot ("parity", "toast-refused");
      g_assert_cmpint (gtk_widget_get_width (pane), ==, (int) pane_width);
      castellan_window_toast (run->window, "The game could not be saved: /home/somebody/a folder with a long name/"
                                           "current.castellan is not writable");
      return FALSE;
    case 4:
    case 5:
    case 6:
      return FALSE;
    default:
      ui_harness_shot ("parity", "toast");
      /* the side pane keeps its width, so the board stays under the pointer */
      g_assert_cmpint (gtk_widget_get_width (pane), ==, (int) pane_width);
      g_assert_true (gtk_widget_compute_point (pane, GTK_WIDGET (run->window), &GRAPHENE_POINT_INIT (0, 0), &at));
      g_assert_cmpfloat (at.x, ==, board_x);
      run->done = TRUE;
      return TRUE;
    }
}

/* ---- item 6: one click on a lit cell lays, in every game -------------------------- */

static gboolean
step_click (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  CastellanGamePage *page = ui_classic_page (run->window);
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page);
  CastellanBoard *board = castellan_game_page_get_board (page);

  switch (run->stage++)
    {
    case 0:
      start_classic (run, 2, kinds, FALSE);
      return FALSE;
    case 1:
      {
        const guint16 *cells;
        guint n = castellan_classic_turn_get_fit_cells (turn, &cells), cell, pending, rot;
        double x, y;

        /* a lit cell the cursor is not on, the tile turned to fit there */
        g_assert_cmpuint (n, >, 1);
        cell = cells[n - 1];
        castellan_classic_turn_set_cursor_cell (turn, cells[0]);
        castellan_classic_turn_set_rotation (turn, __builtin_ctz (castellan_classic_turn_get_fits (turn, cell)));
        castellan_board_cell_point (board, cell, &x, &y);
        castellan_board_activate_at (board, x, y);
        /* one click laid it: the follower step, on that cell */
        g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
        g_assert_true (castellan_classic_turn_get_pending (turn, &pending, &rot));
        g_assert_cmpuint (pending, ==, cell);
        run->done = TRUE;
        return TRUE;
      }
    default:
      return TRUE;
    }
}

/* ---- item 1: the drawn tile beside the board, with its turn buttons --------------- */

/* the card beside the board shows the drawn tile, as turned, named for a
 * screen reader, and its buttons are the game.* actions that follow the
 * turn's stage, in the classic game as in The Castle */
static gboolean
step_card (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  CastellanGamePage *page = ui_classic_page (run->window);
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page);
  CastellanTurnCard *card = castellan_game_page_get_turn_card (page);
  GtkImage *image;
  graphene_rect_t card_at, board_at;

  switch (run->stage++)
    {
    case 0:
      start_castle (run, CASTELLAN_THEME_CASTLE);
      return FALSE;
    case 1:
      /* The Castle's card, the one the classic game now shares */
      card = CASTELLAN_TURN_CARD (find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_TURN_CARD));
      g_assert_nonnull (card);
      g_assert_true (gtk_widget_has_css_class (castellan_turn_card_get_lay_button (card), "suggested-action"));
      ui_harness_shot ("parity", "castle-card");
      leave_game ();
      start_classic (run, 2, kinds, FALSE);
      return FALSE;
    case 2:
      g_assert_nonnull (card);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (card)));
      /* beside the board, to its right */
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), GTK_WIDGET (run->window), &card_at));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (castellan_game_page_get_board (page)),
                                                GTK_WIDGET (run->window), &board_at));
      g_assert_cmpfloat (card_at.origin.x, >=, board_at.origin.x + board_at.size.width);
      /* the drawn tile's picture */
      image = GTK_IMAGE (find_child (GTK_WIDGET (card), GTK_TYPE_IMAGE));
      g_assert_nonnull (image);
      g_assert_cmpint (gtk_image_get_storage_type (image), ==, GTK_IMAGE_PAINTABLE);
      g_assert_nonnull (gtk_image_get_paintable (image));
      g_assert_cmpint (gdk_paintable_get_intrinsic_width (gtk_image_get_paintable (image)), >, 0);
      /* "Red, lay the drawn tile. It fits 5 ways; …", in the app's words */
      {
        guint n = castellan_turn_base_get_n_places (CASTELLAN_TURN_BASE (turn));
        g_autofree char *expected =
          g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%1$s, lay the drawn tile. It fits %2$u way; highlighted cells take it.",
                                        "%1$s, lay the drawn tile. It fits %2$u ways; highlighted cells take it.", n),
                           castellan_player_get_name (castellan_classic_game_get_active_player (castellan_game_page_get_classic (page))),
                           n);

        g_assert_cmpuint (n, >, 0);
        g_assert_cmpstr (castellan_turn_card_get_prompt (card), ==, expected);
      }
      /* laid with the card's button, its follower step, then none */
      ui_classic_aim (turn);
      g_assert_true (gtk_widget_has_css_class (castellan_turn_card_get_lay_button (card), "suggested-action"));
      g_assert_true (gtk_widget_is_sensitive (castellan_turn_card_get_lay_button (card)));
      g_assert_true (gtk_widget_activate_action (castellan_turn_card_get_lay_button (card), "game.lay-tile", NULL));
      g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
      return FALSE;
    case 3:
      ui_harness_shot ("parity", "classic-card");
      /* the card lists the open spots and offers No Follower */
      g_assert_false (gtk_widget_is_sensitive (castellan_turn_card_get_lay_button (card)));
      g_assert_nonnull (strstr (castellan_turn_card_get_prompt (card), "1 · "));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "game.no-follower", NULL));
      g_assert_cmpuint (castellan_classic_game_get_state (castellan_game_page_get_classic (page))->move, ==, 1);
      run->done = TRUE;
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---- item 3: the end-of-game dialog, chart and Play Again in every game ------------ */

static void
count_started (guint *started)
{
  (*started)++;
}

static gboolean
step_end (Run *run)
{
  static guint started;
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER,
                                               CASTELLAN_PLAYER_BEGINNER };
  CastellanGamePage *page = ui_classic_page (run->window);
  CastellanClassicGame *game = castellan_game_page_get_classic (page);
  CastellanFinalSheet *sheet;

  switch (run->stage)
    {
    case 0:
      run->stage = 10;
      /* The Castle first: two computers to the end, its final sheet */
      {
        CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER }, 0,
                                     CASTELLAN_THEME_CASTLE, 0, 3, TRUE };
        castellan_window_start_game (run->window, &setup);
      }
      return FALSE;
    case 10:
      sheet = find_toplevel (CASTELLAN_TYPE_FINAL_SHEET);
      if (sheet == NULL)
        return FALSE;
      g_assert_cmpint (castellan_game_get_phase (castellan_window_get_game (run->window)), ==, CASTELLAN_PHASE_OVER);
      g_assert_cmpuint (g_list_model_get_n_items (castellan_final_sheet_get_lines (sheet)), >, 0);
      /* The Castle is played on the one page, with the one board */
      ui_assert_one_page (run->window);
      g_assert_cmpint (castellan_game_page_get_kind (ui_game_page (run->window)), ==, CASTELLAN_GAME_KIND_CASTLE);
      ui_harness_shot ("parity", "castle-end");
      gtk_window_destroy (GTK_WINDOW (sheet));
      run->stage = 1;
      /* three computers play a whole classic game while its page is in view */
      start_classic (run, 3, kinds, FALSE);
      return FALSE;
    case 1:
      if (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
        return FALSE;
      run->stage++;
      return FALSE;
    case 2:
      run->stage++;
      sheet = castellan_game_page_get_final_sheet (page);
      g_assert_nonnull (sheet);
      g_assert_true (find_toplevel (CASTELLAN_TYPE_FINAL_SHEET) == (gpointer) sheet);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sheet)));
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (sheet)) == GTK_WINDOW (run->window));
      /* the lines grouped per player as The Castle's, a heading each, the
       * winner is named, and the chart is there to draw every seat's score */
      {
        GListModel *lines = castellan_final_sheet_get_lines (sheet);
        guint heads = 0;

        for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
          {
            g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
            heads += castellan_final_line_get_kind (line) == CASTELLAN_FINAL_LINE_PLAYER;
          }
        g_assert_cmpuint (heads, ==, 3);
      }
      g_assert_nonnull (castellan_final_sheet_get_winner (sheet));
      g_assert_nonnull (find_child (GTK_WIDGET (sheet), GTK_TYPE_DRAWING_AREA));
      /* ...and classic Carcassonne on the same page and board */
      ui_assert_one_page (run->window);
      g_assert_true (ui_game_page (run->window) == page);
      g_assert_cmpint (castellan_game_page_get_kind (page), ==, CASTELLAN_GAME_KIND_CLASSIC);
      g_assert_true (castellan_board_get_turn (ui_board (run->window)) ==
                     (gpointer) castellan_game_page_get_classic_turn (page));
      ui_harness_shot ("parity", "classic-end");
      /* Show Final Score in the card brings the same sheet back */
      gtk_window_close (GTK_WINDOW (sheet));
      return FALSE;
    case 3:
      run->stage++;
      g_assert_null (castellan_game_page_get_final_sheet (page));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (castellan_game_page_get_turn_card (page)),
                                                 "game.show-final-score", NULL));
      sheet = castellan_game_page_get_final_sheet (page);
      g_assert_nonnull (sheet);
      /* Play Again: the same seats, a new game (three computers may have
       * played it to its end by the next look) */
      g_signal_connect_swapped (game, "started", G_CALLBACK (count_started), &started);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (sheet), "sheet.play-again", NULL));
      g_assert_cmpuint (started, ==, 1);
      g_signal_handlers_disconnect_by_func (game, count_started, &started);
      return FALSE;
    default:
      g_assert_cmpuint (castellan_classic_game_get_n_players (game), ==, 3);
      for (guint p = 0; p < 3; p++)
        g_assert_cmpint (castellan_player_get_kind (castellan_classic_game_get_player (game, p)), ==, kinds[p]);
      run->done = TRUE;
      return TRUE;
    }
}

/* ---- the pile: every game's own tiles still to come --------------------------------- */

static GtkWidget *
find_pile_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && GTK_IS_LABEL (gtk_menu_button_get_child (GTK_MENU_BUTTON (widget))))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_pile_button (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
count_pile (GtkWidget *widget, guint *pictures, const char **heading)
{
  if (GTK_IS_PICTURE (widget))
    (*pictures)++;
  if (GTK_IS_LABEL (widget) && *heading == NULL && gtk_widget_has_css_class (widget, "heading"))
    *heading = gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    count_pile (c, pictures, heading);
}

/* the list behind "N tiles left in the pile" in the game on show: its
 * heading says @left tiles are still to come, and it has @pictures (its
 * picture taken as @shot) */
static void
assert_pile (Run *run, guint left, guint pictures, const char *shot)
{
  GtkWidget *button = find_pile_button (GTK_WIDGET (run->window));
  g_autofree char *want = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile still to come",
                                                        "%u tiles still to come", left), left);
  const char *heading = NULL;
  guint n = 0;
  GtkPopover *popover;

  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  g_assert_nonnull (popover);
  count_pile (gtk_popover_get_child (popover), &n, &heading);
  g_assert_cmpstr (heading, ==, want);
  g_assert_cmpuint (n, ==, pictures);
  ui_harness_shot ("parity", shot);
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
}

static gboolean
step_pile (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  CastellanClassicGame *classic = ui_classic_game (run->window);

  switch (run->stage++)
    {
    case 0:
      /* The Castle first, so that its pile is there to be shown by mistake */
      start_castle (run, CASTELLAN_THEME_CASTLE);
      return FALSE;
    case 1:
      {
        CastellanGame *game = castellan_window_get_game (run->window);

        /* a picture a tile to come */
        assert_pile (run, castellan_game_get_tiles_left (game), castellan_game_get_tiles_left (game), "pile-castle");
      }
      leave_game ();
      start_classic (run, 2, kinds, FALSE);
      return FALSE;
    case 2:
    case 3:
      {
        g_autoptr(GArray) designs = castellan_pile_dup_classic (classic);
        guint left = castellan_classic_game_get_tiles_left (classic), sum = 0;

        /* a picture a design to come, the counts the classic game's own */
        for (guint i = 0; i < designs->len; i++)
          sum += g_array_index (designs, CastellanPileDesign, i).count;
        g_assert_cmpuint (sum, ==, left);
        assert_pile (run, left, designs->len, run->stage == 3 ? "pile-classic" : "pile-bcb");
      }
      if (run->stage == 3)
        {
          /* and the expansion's pile, its own tiles among them */
          leave_game ();
          start_classic (run, 2, kinds, TRUE);
          return FALSE;
        }
      run->done = TRUE;
      return TRUE;
    default:
      return TRUE;
    }
}

int
main (int argc, char *argv[])
{
  static const RunStepTest tests[] = {
    { "/parity/subtitle", step_subtitle },
    { "/parity/remember", step_remember },
    { "/parity/rules", step_rules },
    { "/parity/spots", step_spots },
    { "/parity/toast", step_toast },
    { "/parity/click", step_click },
    { "/parity/card", step_card },
    { "/parity/end", step_end },
    { "/parity/pile", step_pile },
  };

  return run_step_tests (argc, argv, "castellan-parity-ui-XXXXXX", &run_options, tests, G_N_ELEMENTS (tests));
}
