/* test-access-ui.c — where the keys are when a game comes back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb. A classic game of two
 * people, a few moves in, is left as the game in progress; the app
 * starts and resumes it: once its window is shown and active, the keys
 * are on the board, as for a new game, not on the header's first button
 * (Undo, which Return would press). Then a course asked for from the
 * main menu, and the question whether to leave the game dismissed: the
 * keys are back on the board, not on the menu's button.
 */
#define G_LOG_DOMAIN "test-access-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-classic-game.h"
#include "castellan-game-page.h"
#include "castellan-review-window.h"
#include "castellan-window.h"
#include "model-common.h"
#include "ui-harness.h"

#define MOVES 4

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint ticks;
  gboolean asked, answered;
};

static UiRunOptions run_options = { 60, 50, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* the game the app finds in progress as it starts */
static void
write_game_in_progress (void)
{
  g_autoptr(CastellanClassicGame) scratch = castellan_classic_game_new ();
  CastellanClassicSetup setup = { .n_players = 2, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                                  .first = 0, .farmers = TRUE, .seed = 5, .has_seed = TRUE };
  g_autofree char *dir = g_build_filename (data_home, "castellan", NULL);
  g_autofree char *path = g_build_filename (dir, "current-carcassonne.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  CsRng rng = { 5 };

  castellan_classic_game_start (scratch, &setup);
  model_classic_play_random (scratch, &rng, MOVES);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (castellan_classic_game_save_to_file (scratch, file, &error));
  g_assert_no_error (error);
}

static gboolean
step_resumed (Run *run)
{
  GtkWidget *board = GTK_WIDGET (ui_board (run->window));
  GtkWidget *focus;

  /* the window shown, active and the game on show, for a few ticks */
  if (!gtk_window_is_active (GTK_WINDOW (run->window)) || !gtk_widget_get_mapped (board) || ++run->ticks < 5)
    return FALSE;
  g_assert_cmpuint (castellan_classic_game_get_state (ui_classic_game (run->window))->move, ==, MOVES);
  focus = gtk_root_get_focus (GTK_ROOT (run->window));
  g_test_message ("the focus is on %s", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (focus == board);
  return TRUE;
}

/* the window active and the game on show for a few ticks, the keys on
 * the board; then put on the main menu's button, as GTK leaves them once
 * the menu's popover is gone. TRUE once done */
static gboolean
keys_left_on_menu (Run *run, GtkWidget *board)
{
  if (!gtk_window_is_active (GTK_WINDOW (run->window)) || !gtk_widget_get_mapped (board) || ++run->ticks < 5)
    return FALSE;
  g_assert_true (gtk_root_get_focus (GTK_ROOT (run->window)) == board);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (ui_primary_menu (GTK_WIDGET (run->window)))));
  run->ticks = 0;
  return TRUE;
}

/* the window active again for a few ticks: the keys are on the board.
 * TRUE once checked */
static gboolean
keys_back_on_board (Run *run, GtkWidget *board)
{
  GtkWidget *focus;

  if (!gtk_window_is_active (GTK_WINDOW (run->window)) || ++run->ticks < 5)
    return FALSE;
  focus = gtk_root_get_focus (GTK_ROOT (run->window));
  g_test_message ("the focus is on %s", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (focus == board);
  return TRUE;
}

/* F10, Learn Bridges, Castles and Bazaars, then Escape on "Leave the Game
 * in Progress?": the keys go back to the board on the person's turn (they
 * stayed on the main menu's button, with no ring, and F and the arrows did
 * nothing until three Tabs reached the board) */
static gboolean
step_menu_dialog (Run *run)
{
  GtkWidget *board = GTK_WIDGET (ui_board (run->window));

  if (!run->asked)
    {
      if (!keys_left_on_menu (run, board))
        return FALSE;
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.learn-bcb", NULL));
      run->asked = TRUE;
      return FALSE;
    }
  if (!run->answered)
    {
      /* Escape: the dialog's close response, Keep Playing */
      g_assert_nonnull (ui_find_dialog (_("Leave the Game in Progress?")));
      g_assert_true (ui_answer_dialog ("keep"));
      /* the window has the keys again, as a window manager gives them back
       * (Xvfb has none) */
      gtk_window_present (GTK_WINDOW (run->window));
      run->answered = TRUE;
      return FALSE;
    }
  if (!keys_back_on_board (run, board))
    return FALSE;
  /* the game kept, as it was */
  g_assert_cmpuint (castellan_classic_game_get_state (ui_classic_game (run->window))->move, ==, MOVES);
  ui_harness_shot ("access", "menu-dialog-keys");
  return TRUE;
}

/* the main menu's Review This Game, then Escape in the review: the keys go
 * back to the board on the person's turn (they stayed on the menu's
 * button, and the next letters opened the menu and its New Game) */
static gboolean
step_review_closed (Run *run)
{
  GtkWidget *board = GTK_WIDGET (ui_board (run->window));
  GtkWindow *review = find_toplevel (CASTELLAN_TYPE_REVIEW_WINDOW);

  if (!run->asked)
    {
      if (!keys_left_on_menu (run, board))
        return FALSE;
      g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()), "review-current", NULL);
      run->asked = TRUE;
      return FALSE;
    }
  if (!run->answered)
    {
      if (review == NULL || !gtk_widget_get_mapped (GTK_WIDGET (review)))
        return FALSE;
      /* Escape: the window's close */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (review), "window.close", NULL));
      /* the window has the keys again, as a window manager gives them back
       * (Xvfb has none) */
      gtk_window_present (GTK_WINDOW (run->window));
      run->answered = TRUE;
      return FALSE;
    }
  return review == NULL && keys_back_on_board (run, board);
}

static void
test_review_focus (void)
{
  Run run = { .step = step_review_closed };

  clean_data ();
  write_game_in_progress ();
  run_app (&run);
  g_assert_true (run.answered);
}

static void
test_menu_dialog_focus (void)
{
  Run run = { .step = step_menu_dialog };

  clean_data ();
  write_game_in_progress ();
  run_app (&run);
  g_assert_true (run.answered);
}

static void
test_resumed_focus (void)
{
  Run run = { .step = step_resumed };

  clean_data ();
  write_game_in_progress ();
  run_app (&run);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-access-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/access/resumed-game-keys-on-board", test_resumed_focus);
  g_test_add_func ("/access/menu-dialog-keys-on-board", test_menu_dialog_focus);
  g_test_add_func ("/access/review-closed-keys-on-board", test_review_focus);
  return g_test_run ();
}
