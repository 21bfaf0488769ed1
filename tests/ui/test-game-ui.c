/* test-game-ui.c — whole games through the window, its actions and dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real application in-process under Xvfb with G_DEBUG=fatal-criticals:
 * a game against the computer and a hot-seat game, each from the New Game
 * dialog to the final-score sheet, played through the board's actions as a
 * keyboard user would; undo; save, quit, relaunch and resume; and a corrupt
 * save on launch, which must be set aside with a dialog saying why.
 */
#define G_LOG_DOMAIN "test-game-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "castellan-describe.h"
#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-final-sheet.h"
#include "castellan-final-lines.h"
#include "castellan-new-game-dialog.h"
#include "castellan-player-list.h"
#include "castellan-player-row.h"
#include "castellan-statistics.h"
#include "castellan-statistics-window.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 240

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint                 stage;
  guint                 human_moves;
  guint                 stop_after;     /* quit after this many human moves (0: play to the end) */
  gboolean              undo_tested;
  gboolean              saw_final;
  gboolean              saw_dialog;
  CastellanPlayerKind   kinds[2];
  CsRng                 rng;
  graphene_rect_t       board_at;       /* where the board lay at the first turn, in the window */
  gboolean              board_seen;
  int                   panel_height;
  gint64                frame;
};

/* CASTELLAN_SHOT_DIR=DIR writes pictures of the wall tiles' room there,
 * CASTELLAN_SHOT_LANGUAGE=de in another language */
static UiRunOptions run_options = { WATCHDOG_SECONDS, 30, 0, 0 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* answer any question the game asks with its default, as Enter would */
static gboolean
answer_dialogs (Run *run)
{
  if (!ui_answer_dialog (NULL))
    return FALSE;
  run->saw_dialog = TRUE;
  return TRUE;
}

static void
start_from_dialog (Run *run, guint32 seed)
{
  CastellanNewGameDialog *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_seat (dialog, 0, "Ada", run->kinds[0]);
  castellan_new_game_dialog_set_seat (dialog, 1, "Bo", run->kinds[1]);
  castellan_new_game_dialog_set_seed (dialog, seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_null (find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG));
}

/* one human move through the board's keyboard actions */
static void
play_human_move (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  CastellanBoard *board = ui_board (run->window);
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  GtkWidget *bw = GTK_WIDGET (board);
  const CsGame *g = castellan_game_get_state (game);
  guint moves = g->move;
  guint8 pieces[CS_MAX_PIECES];
  guint n_spots, cell, rot;
  int index = -1;
  CsMove m;

  cs_policy_greedy (g, &run->rng, &m);
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  castellan_turn_set_cursor_cell (turn, m.cell);
  castellan_turn_set_rotation (turn, m.rot);
  g_assert_cmpint (castellan_turn_get_rotation (turn), ==, m.rot);
  g_assert_true (gtk_widget_activate_action (bw, "board.activate", NULL));

  /* the follower step: the turn offers exactly the engine's open spots */
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  g_assert_true (castellan_turn_get_pending (turn, &cell, &rot));
  g_assert_cmpuint (cell, ==, m.cell);
  g_assert_cmpuint (rot, ==, m.rot);
  n_spots = castellan_turn_get_open_spots (turn, pieces);
  for (guint i = 0; i < n_spots; i++)
    if (pieces[i] == m.follower)
      index = i;
  if (m.follower >= 0)
    g_assert_cmpint (index, >=, 0);

  if (index < 0)
    gtk_widget_activate_action (bw, "board.no-follower", NULL);
  else if (index < 4)
    gtk_widget_activate_action (bw, "board.pick-spot", "i", index + 1);
  else
    {
      while (castellan_turn_get_selected_spot (turn) != index)
        gtk_widget_activate_action (bw, "board.next-spot", NULL);
      gtk_widget_activate_action (bw, "board.activate", NULL);
    }
  if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.end-turn", NULL));

  /* the rules may ask questions first; answer them */
  while (castellan_game_get_state (game)->move == moves && answer_dialogs (run))
    ;
  g_assert_cmpuint (castellan_game_get_state (game)->move, >, moves);
  run->human_moves++;

  /* the cell now has a name and its features for assistive technologies */
  {
    g_autofree char *text = castellan_describe_cell (turn, m.cell);
    char name[8];
    cs_board_cell_name (g->board, m.cell, name);
    g_assert_true (g_str_has_prefix (text, name));
    g_assert_nonnull (strstr (text, ": "));
  }
}

/* each line of The Castle's final sheet that names cells lights them on
 * the board while focused, and a line that names none lights nothing
 * (issue 32, item 2); none lit once the focus leaves the sheet. The keep
 * line (R-9.3) names the largest empty region: always some cells. */
static void
check_final_lights (CastellanWindow *window, CastellanFinalSheet *sheet)
{
  CastellanBoard *board = ui_board (window);
  GListModel *lines = castellan_final_sheet_get_lines (sheet);
  GtkListBox *list = castellan_final_sheet_get_list (sheet);
  guint n_checked = 0;
  gboolean keep_named = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
      const CastellanCell *want;
      const CastellanBoardLight *lit;
      guint n, n_lit;

      want = castellan_final_line_get_cells (line, &n);
      gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i)));
      n_lit = castellan_board_get_lights (board, &lit);
      if (n_lit != n)
        g_error ("final sheet line %u (%s) lights %u cells, not %u", i, castellan_final_line_get_text (line), n_lit, n);
      for (guint c = 0; c < n; c++)
        if (want[c].x != lit[c].x || want[c].y != lit[c].y)
          g_error ("final sheet line %u lights %d,%d, not %d,%d", i, lit[c].x, lit[c].y, want[c].x, want[c].y);
      /* a line that scored names where: the keep line empty cells, a
       * court or an unfinished feature laid tiles */
      if (castellan_final_line_get_kind (line) == CASTELLAN_FINAL_LINE_SCORE)
        for (guint c = 0; c < n; c++)
          {
            int cell = castellan_board_model_cell_at (NULL, want[c].x, want[c].y);
            gboolean keep = g_strcmp0 (castellan_final_line_get_rule (line), "R-9.3") == 0;

            g_assert_cmpint (cell, >=, 0);
            if (castellan_turn_cell_is_empty (castellan_window_get_turn (window), (guint) cell) != keep)
              g_error ("final sheet line %u (%s) names cell %d,%d, %s", i, castellan_final_line_get_text (line),
                       want[c].x, want[c].y, keep ? "not empty" : "empty");
          }
      /* the keep line: a keeper's, or folded into "Scored for nobody" on a tie */
      if (n > 0 && (g_strcmp0 (castellan_final_line_get_rule (line), "R-9.3") == 0 ||
                    (castellan_final_line_get_kind (line) == CASTELLAN_FINAL_LINE_NO_EFFECT &&
                     castellan_final_line_get_player (line) < 0)))
        keep_named = TRUE;
      if (n > 0)
        g_test_message ("final sheet line %u lights %u cells: %s", i, n, castellan_final_line_get_text (line));
      n_checked += n > 0;
    }
  g_assert_true (keep_named);
  g_assert_cmpuint (n_checked, >, 0);
  gtk_window_set_focus (GTK_WINDOW (sheet), NULL);
  g_assert_cmpuint (castellan_board_get_lights (board, NULL), ==, 0);
}

/* the players' cards above the board say what the engine says: the
 * page's one player list, a card a seat, each read by a screen reader
 * with its name, score and supply */
static void
assert_cards_match (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  const CsGame *g = castellan_game_get_state (game);
  GtkWidget *list = find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_PLAYER_LIST);

  g_assert_nonnull (list);
  g_assert_true (castellan_player_list_get_game (CASTELLAN_PLAYER_LIST (list)) == CASTELLAN_GAME_BASE (game));
  g_assert_null (castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), 2));
  for (guint p = 0; p < 2; p++)
    {
      CastellanPlayer *pl = castellan_game_get_player (game, p);
      GtkWidget *card = castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), p);
      const char *said = castellan_player_row_get_spoken (CASTELLAN_PLAYER_ROW (card));
      g_autofree char *points = g_strdup_printf (", %d point", g->player[p].score);
      g_autofree char *supply = g_strdup_printf (", %u follower", cs_game_supply (g, p));

      g_assert_true (castellan_player_row_get_player (CASTELLAN_PLAYER_ROW (card)) == pl);
      g_assert_cmpint (castellan_player_get_score (pl), ==, g->player[p].score);
      g_assert_cmpuint (castellan_player_get_supply (pl), ==, cs_game_supply (g, p));
      g_assert_true (g_str_has_prefix (said, castellan_player_get_name (pl)));
      g_assert_nonnull (strstr (said, points));
      g_assert_nonnull (strstr (said, supply));
      g_assert_cmpint (g_str_has_suffix (said, ", to play"), ==, !cs_game_over (g) && g->active == p);
    }
}

static graphene_rect_t
board_bounds (Run *run)
{
  graphene_rect_t at;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (castellan_window_get_board (run->window)),
                                            GTK_WIDGET (run->window), &at));
  return at;
}

/* The board stays where it was at the first turn: the player cards above
 * it keep their height as wall tiles are won, become usable and are used */
static void
assert_board_still (Run *run)
{
  graphene_rect_t at = board_bounds (run);

  /* from the first turn played on, when the page has long been laid out */
  if (!run->board_seen && run->human_moves == 0)
    return;
  if (!run->board_seen)
    {
      run->board_at = at;
      run->board_seen = TRUE;
      return;
    }
  if (!graphene_rect_equal (&at, &run->board_at))
    g_error ("the board moved from %.0f,%.0f %.0f×%.0f to %.0f,%.0f %.0f×%.0f", run->board_at.origin.x,
             run->board_at.origin.y, run->board_at.size.width, run->board_at.size.height, at.origin.x, at.origin.y,
             at.size.width, at.size.height);
}

static gboolean
step_play (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);

  if (answer_dialogs (run))
    return FALSE;
  switch (castellan_game_get_phase (game))
    {
    case CASTELLAN_PHASE_PLACE:
      assert_cards_match (run);
      assert_board_still (run);
      if (run->stop_after && run->human_moves >= run->stop_after)
        return TRUE;
      /* the log follows the game: its newest line in sight */
      if (run->human_moves == 10)
        ui_assert_log_at_end (ui_log_view (GTK_WIDGET (run->window), TRUE));
      play_human_move (run);
      if (!run->undo_tested && run->human_moves == 4)
        {
          guint before = castellan_game_get_record (game)->moves->len;
          g_assert_true (castellan_game_get_can_undo (game));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.undo", NULL));
          g_assert_cmpuint (castellan_game_get_record (game)->moves->len, <, before);
          g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_PLACE);
          g_assert_cmpint (castellan_turn_get_stage (castellan_window_get_turn (run->window)), ==,
                           CASTELLAN_STAGE_PLACE);
          run->undo_tested = TRUE;
        }
      return FALSE;
    case CASTELLAN_PHASE_THINKING:
      /* the human can look around: the board is idle, not blocked */
      g_assert_cmpint (castellan_turn_get_stage (castellan_window_get_turn (run->window)), ==,
                       CASTELLAN_STAGE_IDLE);
      return FALSE;
    case CASTELLAN_PHASE_OVER:
      {
        CastellanFinalSheet *sheet = find_toplevel (CASTELLAN_TYPE_FINAL_SHEET);
        const CsGame *g = castellan_game_get_state (game);
        g_assert_nonnull (sheet);
        g_assert_nonnull (castellan_final_sheet_get_winner (sheet));
        if (g->player[0].score == g->player[1].score)
          g_assert_cmpstr (castellan_final_sheet_get_winner (sheet), ==, "A Shared Victory");
        else
          g_assert_true (g_str_has_prefix (castellan_final_sheet_get_winner (sheet),
                                           g->player[0].score > g->player[1].score ? "Ada" : "Bo"));
        /* two in-game lines, then the final scoring */
        g_assert_cmpuint (g_list_model_get_n_items (castellan_final_sheet_get_lines (sheet)), >=, 6);
        check_final_lights (run->window, sheet);
        assert_cards_match (run);
        /* the statistics window opens on the counted game */
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.statistics", NULL));
        g_assert_nonnull (find_toplevel (CASTELLAN_TYPE_STATISTICS_WINDOW));
        /* a row per opponent: a person and the four levels */
        g_assert_cmpuint (castellan_statistics_window_get_n_rows (find_toplevel (CASTELLAN_TYPE_STATISTICS_WINDOW)), ==, 5);
        run->saw_final = TRUE;
        return TRUE;
      }
    case CASTELLAN_PHASE_NONE:
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

static char *
autosave_path (void)
{
  return g_build_filename (data_home, "castellan", "current.castellan", NULL);
}

/* ---- the tests -------------------------------------------------------------------- */

static guint32 pending_seed;

static gboolean
step_new_then_play (Run *run)
{
  if (run->stage == 0)
    {
      GtkListView *log;

      start_from_dialog (run, pending_seed);
      /* the game log beside the board, as a player picks its tab */
      log = ui_log_view (GTK_WIDGET (run->window), FALSE);
      gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (GTK_WIDGET (log), GTK_TYPE_STACK)), "log");
      run->stage = 1;
      run->step = step_play;
      g_assert_cmpint (castellan_game_get_phase (castellan_window_get_game (run->window)), !=, CASTELLAN_PHASE_NONE);
    }
  return FALSE;
}

static void
test_against_computer (void)
{
  Run run = { .step = step_new_then_play, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER }, .rng = { 3 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) stats = NULL;

  clean_data ();
  pending_seed = 41;
  run_app (&run);
  g_assert_true (run.saw_final);
  g_assert_true (run.undo_tested);

  stats = castellan_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->len, ==, 1);
  g_assert_cmpint (g_array_index (stats, CastellanStatsLine, 0).opponent, ==, CASTELLAN_PLAYER_BEGINNER);
  g_assert_cmpuint (g_array_index (stats, CastellanStatsLine, 0).played, ==, 1);
}

static void
test_hot_seat (void)
{
  Run run = { .step = step_new_then_play, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, .rng = { 9 } };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  clean_data ();
  /* also the explicit End Turn step */
  g_settings_set_boolean (settings, "confirm-turn", TRUE);
  pending_seed = 7;
  run_app (&run);
  g_settings_set_boolean (settings, "confirm-turn", FALSE);
  g_assert_true (run.saw_final);
}

static guint saved_moves;

static gboolean
step_check_resumed (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);

  g_assert_cmpint (castellan_game_get_phase (game), !=, CASTELLAN_PHASE_NONE);
  g_assert_cmpint (castellan_game_get_phase (game), !=, CASTELLAN_PHASE_OVER);
  g_assert_cmpuint (castellan_game_get_record (game)->moves->len, >=, saved_moves);
  g_assert_cmpstr (castellan_game_get_player_name (game, 0), ==, "Ada");
  /* and it goes on */
  run->stop_after = run->human_moves + 2;
  run->step = step_play;
  return FALSE;
}

static void
test_save_quit_resume (void)
{
  Run first = { .step = step_new_then_play, .stop_after = 3, .undo_tested = TRUE,
                .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_CASUAL }, .rng = { 5 } };
  Run second = { .step = step_check_resumed, .undo_tested = TRUE, .rng = { 6 } };
  g_autofree char *path = autosave_path ();
  g_autofree char *data = NULL;
  g_autoptr(CsRecord) record = NULL;
  gsize len;

  clean_data ();
  pending_seed = 5;
  run_app (&first);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  record = cs_record_parse (data, len, path, NULL);
  g_assert_nonnull (record);
  saved_moves = record->moves->len;
  g_assert_cmpuint (saved_moves, >=, 5);

  run_app (&second);
  g_assert_cmpuint (second.human_moves, ==, 2);
}

static gboolean
step_check_corrupt (Run *run)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GDir) d = NULL;
  const char *name;
  gboolean aside = FALSE;
  AdwMessageDialog *dialog;

  if (run->stage++ < 3)
    return FALSE;   /* let the idle that shows the dialog run */
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_heading (dialog), "The Saved Game Could Not Be Resumed"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), ".broken-"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)))
    if (g_str_has_prefix (name, "current.castellan.broken-"))
      aside = TRUE;
  g_assert_true (aside);
  g_assert_cmpint (castellan_game_get_phase (castellan_window_get_game (run->window)), ==, CASTELLAN_PHASE_NONE);
  return TRUE;
}

static void
test_corrupt_save (void)
{
  Run run = { .step = step_check_corrupt };
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  clean_data ();
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "[Game]\nVersion=1\nthis is not a game record\n\x01\x02", -1, NULL));
  run_app (&run);
}

/* ---- saves that cannot be read or written (issue 13) ------------------------------ */

static void
close_dialog (AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, adw_message_dialog_get_default_response (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
start_hot_seat (Run *run)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, 17, TRUE };
  castellan_window_start_game (run->window, &s);
}

/* a FIFO where the autosave should be: the window shows at once, says so,
 * keeps it, and asks before a new game replaces it */
static gboolean
step_check_unreadable (Run *run)
{
  g_autofree char *path = autosave_path ();
  AdwMessageDialog *dialog;
  struct stat st;

  switch (run->stage++)
    {
    case 0: case 1: case 2:
      return FALSE;
    case 3:
      dialog = ui_find_dialog ("The Saved Game Could Not Be Read");
      g_assert_nonnull (dialog);
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "not a regular file"));
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "left as it is"));
      close_dialog (dialog);
      start_hot_seat (run);
      return FALSE;
    default:
      dialog = ui_find_dialog ("Replace the Saved Game?");
      g_assert_nonnull (dialog);
      close_dialog (dialog);    /* the default keeps it */
      g_assert_cmpint (lstat (path, &st), ==, 0);
      g_assert_true (S_ISFIFO (st.st_mode));
      return TRUE;
    }
}

static void
test_unreadable_save (void)
{
  Run run = { .step = step_check_unreadable };
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  clean_data ();
  g_mkdir_with_parents (dir, 0700);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  run_app (&run);
  g_remove (path);
}

/* the autosave fails: a dialog says so, why, and that the previous save is kept */
static gboolean
step_check_save_failed (Run *run)
{
  g_autofree char *path = autosave_path ();
  static char *before;
  static gsize before_len;
  AdwMessageDialog *dialog;
  CsMove m;

  switch (run->stage++)
    {
    case 0:
      start_hot_seat (run);
      return FALSE;
    case 1:
      /* the window writes its saves in the background: the new game's first */
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          run->stage--;
          return FALSE;
        }
      g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));
      g_assert_cmpint (g_chmod (path, 0444), ==, 0);
      cs_policy_greedy (castellan_game_get_state (castellan_window_get_game (run->window)), &run->rng, &m);
      g_assert_true (castellan_game_play (castellan_window_get_game (run->window), &m, NULL));
      return FALSE;
    case 2: case 3:
      return FALSE;
    default:
      {
        g_autofree char *after = NULL;
        gsize after_len;

        dialog = ui_find_dialog ("The Game Could Not Be Saved");
        g_assert_nonnull (dialog);
        g_test_message ("%s", adw_message_dialog_get_body (dialog));
        g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), path));
        g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "previous save is kept"));
        close_dialog (dialog);
        g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
        g_assert_cmpmem (after, after_len, before, before_len);
        g_clear_pointer (&before, g_free);
        g_chmod (path, 0644);
        return TRUE;
      }
    }
}

static void
test_save_failed (void)
{
  Run run = { .step = step_check_save_failed, .rng = { 9 } };

  clean_data ();
  run_app (&run);
}

/* ---- markup: a toast shows & and < as they are ------------------------------------ */

static GtkLabel *
find_toast_label (GtkWidget *widget, gboolean in_toast)
{
  in_toast |= g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget");
  if (in_toast && GTK_IS_LABEL (widget) && *gtk_label_get_label (GTK_LABEL (widget)) != '\0')
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_toast_label (c, in_toast);
      if (found != NULL)
        return found;
    }
  return NULL;
}

#define TOAST_TEXT "Saved in /tmp/Rock & Roll <best>/game.castellan"

static gboolean
step_check_toast (Run *run)
{
  GtkLabel *label;

  if (run->stage++ == 0)
    {
      castellan_window_toast (run->window, TOAST_TEXT);
      return FALSE;
    }
  label = find_toast_label (GTK_WIDGET (run->window), FALSE);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (label), ==, TOAST_TEXT);
  return TRUE;
}

static void
test_toast_markup (void)
{
  Run run = { .step = step_check_toast };

  clean_data ();
  run_app (&run);
}

/* ---- a name in the New Game dialog stops at the limit ----------------------------- */

static gboolean
step_check_long_name (Run *run)
{
  CastellanNewGameDialog *dialog;
  CastellanGameSetup setup;
  g_autofree char *name = g_strnfill (3000, 'x');

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_seat (dialog, 0, name, CASTELLAN_PLAYER_HUMAN);
  castellan_new_game_dialog_get_setup (dialog, &setup);
  g_assert_cmpint (g_utf8_strlen (setup.names[0], -1), ==, CASTELLAN_MAX_NAME_CHARS);
  gtk_window_destroy (GTK_WINDOW (dialog));
  return TRUE;
}

/* The most wall tiles a player can hold, 13, some of them usable,
 * and a list of used ones under the other's, and a keep on each side: the
 * cards keep their height and the board does not move (the window's own
 * size, 1024×768) */
static gboolean
step_wall_tiles_room (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  const CsGame *g = castellan_game_get_state (game);
  /* the first seat's card in the player list above the board */
  GtkWidget *panel = find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_PLAYER_ROW);

  if (run->stage == 0)
    {
      start_from_dialog (run, 3);
      run->stage = 1;
      return FALSE;
    }
  g_assert_nonnull (panel);
  /* the game's page laid out and drawn a few times */
  if (run->stage == 1)
    {
      GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));

      if (!gtk_widget_get_mapped (board) || gtk_widget_get_width (board) == 0)
        return FALSE;
      run->frame = gdk_frame_clock_get_frame_counter (gtk_widget_get_frame_clock (board));
      run->stage = 2;
      return FALSE;
    }
  if (run->stage == 2)
    {
      static const guint8 held[2][CS_NUM_WALL_KINDS + 1] = { { 0, 2, 2, 2, 2, 2, 2, 1, 0, 0 },
                                                              { 0, 1, 1, 1, 1, 1, 1, 1, 1, 0 } };
      static const guint8 usable[CS_NUM_WALL_KINDS + 1] = { 0, 2, 2, 1 };
      static const guint8 none[CS_NUM_WALL_KINDS + 1] = { 0 };
      static const CastellanUsedWallTile used[] = { { 1, 12 }, { 2, 31 }, { 3, 47 }, { 2, 50 }, { 3, 58 } };

      if (gdk_frame_clock_get_frame_counter (gtk_widget_get_frame_clock (panel)) < run->frame + 3)
        {
          gtk_widget_queue_draw (panel);
          return FALSE;
        }
      run->board_at = board_bounds (run);
      run->board_seen = TRUE;
      run->panel_height = gtk_widget_get_height (panel);
      ui_harness_shot ("game", "wall-tiles-none");
      for (guint p = 0; p < 2; p++)
        {
          CastellanPlayer *pl = castellan_game_get_player (game, p);
          /* and the longest line of the keep, which a long language must not wrap */
          castellan_player_update (pl, castellan_player_get_score (pl), castellan_player_get_supply (pl),
                                   p == 0 ? 12 : 2, castellan_player_get_active (pl), held[p],
                                   p == 0 ? usable : none, castellan_game_get_cs_theme (game), g->variants);
        }
      castellan_player_set_used_wall_tiles (castellan_game_get_player (game, 1), used, G_N_ELEMENTS (used),
                                            castellan_game_get_cs_theme (game), g->variants);
      run->stage = 3;
      return FALSE;
    }
  /* once the window is laid out again with them: the last row has its place */
  {
    GtkListBoxRow *last = gtk_list_box_get_row_at_index (GTK_LIST_BOX (find_child (panel, GTK_TYPE_LIST_BOX)), 12);
    if (last == NULL || gtk_widget_get_width (GTK_WIDGET (last)) == 0)
      return FALSE;
  }
  g_assert_cmpuint (g_list_model_get_n_items (castellan_player_get_wall_tiles (castellan_game_get_player (game, 0))), ==, 13);
  g_assert_cmpint (gtk_widget_get_height (panel), ==, run->panel_height);
  assert_board_still (run);
  ui_harness_shot ("game", "wall-tiles-room");
  return TRUE;
}

static void
test_wall_tiles_room (void)
{
  Run run = { .step = step_wall_tiles_room, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN } };

  clean_data ();
  run_app (&run);
  g_assert_cmpuint (run.stage, ==, 3);
}

static void
test_long_name (void)
{
  Run run = { .step = step_check_long_name };

  clean_data ();
  run_app (&run);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);

  g_test_add_func ("/game/against-computer", test_against_computer);
  g_test_add_func ("/game/hot-seat", test_hot_seat);
  g_test_add_func ("/game/save-quit-resume", test_save_quit_resume);
  g_test_add_func ("/game/corrupt-save", test_corrupt_save);
  g_test_add_func ("/game/unreadable-save", test_unreadable_save);
  g_test_add_func ("/game/save-failed", test_save_failed);
  g_test_add_func ("/game/toast-markup", test_toast_markup);
  g_test_add_func ("/game/long-name", test_long_name);
  g_test_add_func ("/game/wall-tiles-room", test_wall_tiles_room);

  return g_test_run ();
}
