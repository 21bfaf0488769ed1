/* test-saves-ui.c — what the window says of the saved games of both kinds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 31. The saves are written first by another Castellan on the same
 * home (the model's save service, in this process), then the real
 * application starts on them: the question before a new game names
 * exactly the game it would end, of the kind chosen, a saved game that
 * could not be resumed is told once the window is mapped, over it, and the
 * classic game asks before it writes over another Castellan's newer save.
 * CASTELLAN_SHOT_DIR=DIR also writes pictures of both questions there.
 */
#define G_LOG_DOMAIN "test-saves-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "castellan-application.h"
#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-new-game-dialog.h"
#include "castellan-save-service.h"
#include "castellan-window.h"
#include "cs-classic-record.h"
#include "cs-policy.h"
#include "cs-record.h"
#include "ui-harness.h"

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint stage;
  CastellanGameKind kind;   /* save, quit, resume: the game played */
  gboolean bcb;
  guint    turns;           /* the moves played when the app quit */
};

static UiRunOptions run_options = { .watchdog_seconds = 120, .interval_ms = 50 };

UI_DEFINE_RUN_APP (Run, &run_options)

static char *
slot_path (CastellanGameKind kind)
{
  return g_build_filename (data_home, "castellan",
                           kind == CASTELLAN_GAME_KIND_CLASSIC ? "current-carcassonne.castellan" : "current.castellan",
                           NULL);
}

static void
make_older (const char *path)
{
  gint64 t = g_get_real_time () / G_USEC_PER_SEC - 60;
  g_assert_cmpint (g_utime (path, &(struct utimbuf) { .actime = t, .modtime = t }), ==, 0);
}

/* another Castellan: a Castle game of @castle_moves moves, then a classic
 * game with the expansion of @classic_moves moves, saved after it */
static void
write_saves (guint castle_moves, guint classic_moves)
{
  g_autoptr(CastellanSaveService) saves = castellan_save_service_new (NULL);
  g_autoptr(CastellanGame) castle = castellan_game_new ();
  g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
  CastellanGameBase *games[CASTELLAN_N_GAME_KINDS] = { CASTELLAN_GAME_BASE (castle), CASTELLAN_GAME_BASE (classic) };
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, 41, TRUE };
  CastellanClassicSetup c = { .n_players = 3, .farmers = TRUE, .bcb = TRUE, .seed = 42, .has_seed = TRUE };
  g_autofree char *castle_path = slot_path (CASTELLAN_GAME_KIND_CASTLE);
  CsRng rng = { 9 };

  g_assert_cmpint (castellan_save_service_resume (saves, games, NULL), ==, -1);
  castellan_game_start (castle, &s);
  for (guint i = 0; i < castle_moves; i++)
    {
      CsMove m;
      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (castellan_game_get_state (castle), &rng, &m);
      g_assert_true (castellan_game_play (castle, &m, NULL));
    }
  make_older (castle_path);
  castellan_classic_game_start (classic, &c);
  for (guint i = 0; i < classic_moves; i++)
    {
      CsClassicMove m;
      cs_classic_policy_greedy (castellan_classic_game_get_state (classic), &rng, &m);
      g_assert_true (castellan_classic_game_play (classic, &m, NULL));
    }
}

/* the moves saved in @kind's slot, once the window's writer is done */
static guint
saved_moves (CastellanGameKind kind)
{
  g_autofree char *path = slot_path (kind);
  g_autofree char *data = NULL;
  gpointer window = find_toplevel (CASTELLAN_TYPE_WINDOW);
  gsize len;
  guint n;

  /* the window writes its saves in the background */
  if (window != NULL)
    castellan_window_flush_saves (window);
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  if (kind == CASTELLAN_GAME_KIND_CASTLE)
    {
      g_autoptr(CsRecord) record = cs_record_parse (data, len, path, NULL);
      g_assert_nonnull (record);
      return record->moves->len;
    }
  {
    CsClassicRecord *record = cs_classic_record_parse (data, len, path, NULL);
    g_assert_nonnull (record);
    n = record->moves->len;
    cs_classic_record_free (record);
  }
  return n;
}

static void
answer (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
}

/* New Game, the kind chosen, Start: the question it raises, or NULL */
static AdwMessageDialog *
new_game_of (Run *run, CastellanNewGameKind kind)
{
  CastellanNewGameDialog *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  /* nothing is asked before the kind is known */
  g_assert_null (ui_find_dialog ("Leave the Game in Progress?"));
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_game (dialog, kind);
  castellan_new_game_dialog_set_seat (dialog, 0, "Ada", CASTELLAN_PLAYER_HUMAN);
  castellan_new_game_dialog_set_seat (dialog, 1, "Bo", CASTELLAN_PLAYER_HUMAN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  return ui_find_dialog ("Leave the Game in Progress?");
}

/* issue 31 item 2: a Castle save, a newer classic save; the classic game
 * resumes; a new Castle game names the saved Castle game, and only it,
 * and keeping it keeps it; a new classic game names the classic one */
static gboolean
step_leave_names_the_game (Run *run)
{
  GtkWidget *classic_page = castellan_window_get_game_page (run->window);
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (classic_page));
  AdwMessageDialog *ask;
  const char *body;

  if (run->stage++ < 2)
    return FALSE;
  g_assert_true (gtk_stack_get_visible_child (stack) == classic_page);

  ask = new_game_of (run, CASTELLAN_NEW_GAME_CASTLE);
  g_assert_nonnull (ask);
  body = adw_message_dialog_get_body (ask);
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "Carcassonne: The Castle"));
  g_assert_nonnull (strstr (body, "4 moves"));
  ui_harness_shot ("saves", "leave-castle");
  answer (ask, "keep");
  g_assert_null (find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CASTLE), ==, 4);
  g_assert_true (gtk_stack_get_visible_child (stack) == classic_page);

  ask = new_game_of (run, CASTELLAN_NEW_GAME_CLASSIC);
  g_assert_nonnull (ask);
  body = adw_message_dialog_get_body (ask);
  g_assert_null (strstr (body, "The Castle"));
  g_assert_nonnull (strstr (body, "game of Carcassonne"));
  g_assert_nonnull (strstr (body, "3 moves"));
  answer (ask, "keep");
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CLASSIC), ==, 3);

  /* leaving it: the new Castle game takes the Castle slot, unasked again,
   * and the classic game is still there */
  ask = new_game_of (run, CASTELLAN_NEW_GAME_CASTLE);
  g_assert_nonnull (ask);
  answer (ask, "leave");
  g_assert_null (ui_find_dialog ("Replace the Saved Game?"));
  g_assert_cmpint (castellan_game_get_phase (castellan_window_get_game (run->window)), ==, CASTELLAN_PHASE_PLACE);
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CASTLE), ==, 0);
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CLASSIC), ==, 3);

  /* and a new classic game now asks about the classic game alone */
  ask = new_game_of (run, CASTELLAN_NEW_GAME_CLASSIC);
  g_assert_nonnull (ask);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), "game of Carcassonne in progress, 3 moves"));
  answer (ask, "keep");
  return TRUE;
}

static void
test_leave_names_the_game (void)
{
  Run run = { .step = step_leave_names_the_game };

  clean_data ();
  write_saves (4, 3);
  run_app (&run);
}

static void
play_classic_move (CastellanClassicGame *game, CsRng *rng)
{
  g_autoptr(GError) error = NULL;
  CsClassicMove m;

  cs_classic_policy_greedy (castellan_classic_game_get_state (game), rng, &m);
  g_assert_true (castellan_classic_game_play (game, &m, &error));
  g_assert_no_error (error);
}

/* issue 31 item 3: the window's classic game resumed; another Castellan
 * resumes it too and plays on; the window's next move does not overwrite
 * that newer save but asks, as The Castle does, and replaces it if told */
static gboolean
step_classic_newer_asks (Run *run)
{
  CastellanClassicGame *mine = ui_classic_game (run->window);
  g_autoptr(CastellanSaveService) saves = NULL;
  g_autoptr(CastellanGame) castle = NULL;
  g_autoptr(CastellanClassicGame) other = NULL;
  CastellanGameBase *games[CASTELLAN_N_GAME_KINDS];
  AdwMessageDialog *ask;
  CsRng rng = { 77 };

  if (run->stage++ < 2)
    return FALSE;
  g_assert_cmpuint (castellan_classic_game_get_record (mine)->moves->len, ==, 2);

  saves = castellan_save_service_new (NULL);
  castle = castellan_game_new ();
  other = castellan_classic_game_new ();
  games[CASTELLAN_GAME_KIND_CASTLE] = CASTELLAN_GAME_BASE (castle);
  games[CASTELLAN_GAME_KIND_CLASSIC] = CASTELLAN_GAME_BASE (other);
  g_assert_cmpint (castellan_save_service_resume (saves, games, NULL), ==, CASTELLAN_GAME_KIND_CLASSIC);
  play_classic_move (other, &rng);
  play_classic_move (other, &rng);
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CLASSIC), ==, 4);

  play_classic_move (mine, &rng);
  ask = ui_find_dialog ("Replace the Saved Game?");
  g_assert_nonnull (ask);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), "Another Castellan"));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (ask)) == GTK_WINDOW (run->window));
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CLASSIC), ==, 4);
  answer (ask, "replace");
  g_assert_cmpuint (saved_moves (CASTELLAN_GAME_KIND_CLASSIC), ==, 3);
  return TRUE;
}

static void
test_classic_newer_asks (void)
{
  Run run = { .step = step_classic_newer_asks };

  clean_data ();
  write_saves (0, 2);
  run_app (&run);
}

/* the map of every message dialog: was the window it belongs to mapped? */
typedef struct {
  guint    seen;
  gboolean parent_mapped;
} MapWatch;

static gboolean
map_hook (GSignalInvocationHint *hint, guint n, const GValue *values, gpointer data)
{
  MapWatch *watch = data;
  GObject *widget = g_value_get_object (&values[0]);
  GtkWindow *parent;

  if (!ADW_IS_MESSAGE_DIALOG (widget))
    return TRUE;
  parent = gtk_window_get_transient_for (GTK_WINDOW (widget));
  watch->seen++;
  watch->parent_mapped = parent != NULL && CASTELLAN_IS_WINDOW (parent) && gtk_widget_get_mapped (GTK_WIDGET (parent));
  return TRUE;
}

static MapWatch map_watch;

/* issue 31 item 5: a classic save that is no game, newer than a Castle
 * save; the error is shown over the mapped window, and the Castle game
 * resumes under it */
static gboolean
step_resume_error (Run *run)
{
  AdwMessageDialog *dialog = ui_find_dialog ("The Saved Game Could Not Be Resumed");

  if (dialog == NULL)
    {
      g_assert_cmpuint (run->stage++, <, 40);
      return FALSE;
    }
  g_assert_cmpuint (map_watch.seen, ==, 1);
  g_assert_true (map_watch.parent_mapped);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (run->window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "current-carcassonne.castellan.broken-"));
  ui_harness_shot ("saves", "resume-error");
  g_assert_cmpint (castellan_game_get_phase (castellan_window_get_game (run->window)), ==, CASTELLAN_PHASE_PLACE);
  g_assert_cmpuint (castellan_game_get_record (castellan_window_get_game (run->window))->moves->len, ==, 2);
  answer (dialog, "close");
  return TRUE;
}

static void
test_resume_error_after_map (void)
{
  Run run = { .step = step_resume_error };
  g_autofree char *classic = slot_path (CASTELLAN_GAME_KIND_CLASSIC);
  gulong hook;

  clean_data ();
  write_saves (2, 0);
  g_assert_true (g_file_set_contents (classic, "[Game]\nGame=carcassonne\nPlayers=seven\n", -1, NULL));
  hook = g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, map_hook, &map_watch, NULL);
  run_app (&run);
  g_signal_remove_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), hook);
}

/* ---- save, quit and resume, for every game, through the one page (issue 32) ---- */

static gboolean
step_play_then_quit (Run *run)
{
  CastellanGamePage *page = ui_game_page (run->window);
  CastellanGameBase *game;
  CastellanTurnBase *turn;
  CastellanGameStatus status;

  if (run->stage == 0)
    {
      run->stage = 1;
      if (run->kind == CASTELLAN_GAME_KIND_CASTLE)
        {
          CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                       CASTELLAN_THEME_CASTLE, 0, 5, TRUE };
          castellan_window_start_game (run->window, &setup);
        }
      else
        {
          CastellanClassicSetup setup = { .n_players = 2, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                                          .farmers = TRUE, .bcb = run->bcb, .seed = 5, .has_seed = TRUE };
          castellan_window_start_classic (run->window, &setup);
        }
      return FALSE;
    }
  game = castellan_game_page_get_game (page);
  turn = castellan_game_page_get_turn (page);
  g_assert_cmpint (castellan_game_page_get_kind (page), ==, run->kind);
  ui_assert_one_page (run->window);
  castellan_game_base_get_status (game, &status);
  if (status.turn >= 2 || run->stage > 40)
    {
      g_assert_cmpuint (status.turn, >=, 1);
      run->turns = status.turn;
      return TRUE;
    }
  run->stage++;
  if (castellan_game_base_get_phase (game) != CASTELLAN_PHASE_PLACE)
    return FALSE;
  /* a person's move as the card's buttons make it: the next cell that
   * takes the tile, Lay, End Turn with no follower */
  if (castellan_turn_base_get_stage (turn) == CASTELLAN_STAGE_PLACE)
    {
      g_assert_true (castellan_turn_base_next_fit (turn, 1));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.lay-tile", NULL));
    }
  if (castellan_turn_base_get_stage (turn) == CASTELLAN_STAGE_FOLLOWER)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.no-follower", NULL));
  if (castellan_turn_base_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.end-turn", NULL));
  return FALSE;
}

static gboolean
step_resumed (Run *run)
{
  CastellanGamePage *page = ui_game_page (run->window);
  CastellanGameStatus status;

  /* the saved game is back on the one page, as it was left */
  g_assert_cmpint (castellan_game_page_get_kind (page), ==, run->kind);
  ui_assert_one_page (run->window);
  castellan_game_base_get_status (castellan_game_page_get_game (page), &status);
  g_assert_cmpuint (status.turn, ==, run->turns);
  g_assert_true (castellan_board_get_turn (ui_board (run->window)) == (gpointer) castellan_game_page_get_turn (page));
  if (run->kind == CASTELLAN_GAME_KIND_CLASSIC)
    g_assert_true (castellan_classic_game_get_bcb (castellan_game_page_get_classic (page)) == run->bcb);
  return TRUE;
}

static void
test_save_quit_resume (gconstpointer data)
{
  guint which = GPOINTER_TO_UINT (data);
  Run run = { .step = step_play_then_quit, .kind = which == 0 ? CASTELLAN_GAME_KIND_CASTLE : CASTELLAN_GAME_KIND_CLASSIC,
              .bcb = which == 2 };
  Run again = { .step = step_resumed, .kind = run.kind, .bcb = run.bcb };

  clean_data ();
  run_app (&run);
  again.turns = run.turns;
  run_app (&again);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-saves-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);

  g_test_add_func ("/saves-ui/leave-names-the-game", test_leave_names_the_game);
  g_test_add_func ("/saves-ui/resume-error-after-map", test_resume_error_after_map);
  g_test_add_func ("/saves-ui/classic-newer-asks", test_classic_newer_asks);
  g_test_add_data_func ("/saves-ui/save-quit-resume/castle", GUINT_TO_POINTER (0), test_save_quit_resume);
  g_test_add_data_func ("/saves-ui/save-quit-resume/classic", GUINT_TO_POINTER (1), test_save_quit_resume);
  g_test_add_data_func ("/saves-ui/save-quit-resume/bcb", GUINT_TO_POINTER (2), test_save_quit_resume);
  return g_test_run ();
}
