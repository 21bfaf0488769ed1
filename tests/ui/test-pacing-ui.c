/* test-pacing-ui.c — every computer's move in view for a moment, in every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A person with three computers at classic Carcassonne, and a person with
 * one at The Castle: between two computers' moves the board shows the
 * first one whole (its animation runs to its end; with animations off, at
 * least one frame is drawn with it). Before the games paced their
 * computers (castellan_game_base_set_pace), classic Carcassonne's
 * computers at Casual moved in a few milliseconds each, and each move cut
 * the animation of the one before: a person saw only the last of them.
 * The person's moves are played straight into the model; the reply to
 * each waits for the board to show it: its animation (The Castle's) runs
 * to its end, and a frame is drawn with it, before the computer's reply
 * comes. While a computer's move, decided, waits to be shown, the banner
 * does not say the computer is thinking. The test waits for no clock,
 * only for the board's own animation and frames.
 *
 * CASTELLAN_SHOT_DIR=DIR saves the window's frames from the person's
 * first move to the end of the reply's animation there (The Castle,
 * animations fast): frame-NNN-MS-WHAT.png, MS since the person's move.
 *
 * With CASTELLAN_PACING_LOG=1 every move and every animation's end is
 * printed with the milliseconds since the game began (what the pacing
 * notes in docs/ARCHITECTURE.md were read from).
 */
#define G_LOG_DOMAIN "test-pacing-ui"

#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-final-sheet.h"
#include "castellan-game-page.h"
#include "castellan-new-game-dialog.h"
#include "castellan-ui-enums.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

typedef struct _Run Run;
struct _Run {
  UI_RUN_FIELDS (Run);
  gboolean             done;
  gboolean             classic;
  CastellanPlayerKind  level;          /* every computer's */
  CastellanAnimationSpeed speed;
  guint                person_moves;   /* to play before the counts are read */
  gboolean             end;            /* undo while a move waits, then on to the final sheet */
  gboolean             undone;

  CsRng                rng;
  guint                ticks;
  gboolean             started;
  CastellanBoardModel *model;
  GdkFrameClock       *clock;
  gulong               played_id, animating_id, paint_id;
  gint64               t0;
  gboolean             log;

  guint                moves;          /* every move the board heard of */
  guint                computer_moves;
  guint                whole;          /* computers' animations run to their end */
  guint                cut;            /* computers' animations cut by the next move */
  gboolean             computer_showing;   /* the last move a computer's, its animation running */
  guint                paints;         /* frames the board's clock drew */
  guint                paints_at_move; /* at the last computer's move */
  gboolean             last_by_computer;
  guint                unseen;         /* computers' moves followed by another's before a frame */

  gboolean             person_showing; /* the last move the person's, its animation running */
  guint                person_played;  /* the person's moves */
  guint                person_whole;   /* the person's animations run to their end */
  guint                person_cut;     /* the person's animations cut by the reply */
  gboolean             person_last;    /* the last move the person's */
  guint                paints_at_person;
  guint                person_unseen;  /* replies played before a frame drew the person's move */
  guint                waits_seen;     /* steps that saw a computer's move waiting */

  gint64               frames_t0;      /* CASTELLAN_SHOT_DIR: frames saved since the person's first move */
  guint                frames;
  gboolean             frames_done;
};

/* a person with three computers (classic) or one (The Castle) */
static UiRunOptions run_options = { 240, 20, 1024, 700 };
UI_DEFINE_RUN_APP (Run, &run_options)

static double
ms (Run *run)
{
  return (g_get_monotonic_time () - run->t0) / 1000.0;
}

static void
played_cb (CastellanBoardModel *model, gpointer data, Run *run)
{
  const CastellanBoardPlay *play = data;

  /* the board heard this first (it connected first) and cut any
   * animation still running: that one is counted in animating_cb */
  run->moves++;
  if (run->log)
    g_printerr ("%9.1f ms  move %u by seat %d (%s)\n", ms (run), run->moves, play->mover,
                play->computer ? "computer" : "person");
  if (run->last_by_computer && play->computer && run->paints == run->paints_at_move)
    run->unseen++;
  run->last_by_computer = play->computer;
  /* a computer's reply: the person's move was drawn first */
  if (play->computer && run->person_last && run->paints == run->paints_at_person)
    run->person_unseen++;
  run->person_last = !play->computer;
  if (!play->computer)
    {
      run->person_played++;
      run->paints_at_person = run->paints;
      if (run->frames_t0 == 0)
        run->frames_t0 = g_get_monotonic_time ();
    }
  if (play->computer)
    {
      /* CASTELLAN_PACING_SHOTS=DIR: the screen 100 ms after each computer's move */
      if (g_getenv ("CASTELLAN_PACING_SHOTS") != NULL)
        {
          g_autofree char *cmd = g_strdup_printf ("sh -c 'sleep 0.1; import -window root %s/move-%02u.png'",
                                                  g_getenv ("CASTELLAN_PACING_SHOTS"), run->moves);
          g_spawn_command_line_async (cmd, NULL);
        }
      run->computer_moves++;
      run->paints_at_move = run->paints;
    }
  run->computer_showing = play->computer && castellan_board_get_animating (ui_board (run->window));
  run->person_showing = !play->computer && castellan_board_get_animating (ui_board (run->window));
}

/* the animation ended: whole, or cut by the next move (inside the board
 * model's "played", before the board starts the next one) */
static void
animating_cb (CastellanBoard *board, GParamSpec *pspec, Run *run)
{
  GSignalInvocationHint *hint;
  gboolean cut;

  if (castellan_board_get_animating (board) || !(run->computer_showing || run->person_showing))
    return;
  hint = g_signal_get_invocation_hint (run->model);
  cut = hint != NULL && hint->signal_id == g_signal_lookup ("played", CASTELLAN_TYPE_BOARD_MODEL);
  if (run->person_showing)
    {
      if (cut)
        run->person_cut++;
      else
        run->person_whole++;
      run->person_showing = FALSE;
      if (run->log)
        g_printerr ("%9.1f ms  animation of the person's move %u %s\n", ms (run), run->moves, cut ? "CUT" : "whole");
      return;
    }
  if (cut)
    run->cut++;
  else
    run->whole++;
  run->computer_showing = FALSE;
  if (run->log)
    g_printerr ("%9.1f ms  animation of move %u %s\n", ms (run), run->moves, cut ? "CUT" : "whole");
}

/* the window as this frame drew it, into CASTELLAN_SHOT_DIR */
static void
save_frame (Run *run, const char *dir)
{
  GtkWidget *window = GTK_WIDGET (run->window);
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  const char *what = run->person_showing ? "person" : run->computer_showing ? "reply" : "rest";

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  path = g_strdup_printf ("%s/frame-%03u-%04d-%s.png", dir, run->frames++,
                          (int) ((g_get_monotonic_time () - run->frames_t0) / 1000), what);
  gdk_texture_save_to_png (texture, path);
}

static void
paint_cb (GdkFrameClock *clock, Run *run)
{
  const char *dir = g_getenv ("CASTELLAN_SHOT_DIR");

  run->paints++;
  /* from the person's first move to the end of the reply's animation */
  if (dir != NULL && run->frames_t0 != 0 && !run->frames_done && !run->classic)
    {
      save_frame (run, dir);
      if (run->computer_moves > 0 && !run->computer_showing)
        run->frames_done = TRUE;
    }
}

static void
start (Run *run)
{
  CastellanNewGameDialog *dialog;
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  CastellanPlayerKind kinds[4] = { CASTELLAN_PLAYER_HUMAN, run->level, run->level, run->level };
  CastellanBoard *board = ui_board (run->window);

  g_settings_set_enum (settings, "animation-speed", run->speed);
  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  if (run->classic)
    {
      castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CLASSIC);
      castellan_new_game_dialog_set_classic_seats (dialog, 4, kinds, TRUE);
    }
  else
    {
      castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CASTLE);
      castellan_new_game_dialog_set_seat (dialog, 0, "Ada", CASTELLAN_PLAYER_HUMAN);
      castellan_new_game_dialog_set_seat (dialog, 1, "Bo", run->level);
    }
  castellan_new_game_dialog_set_seed (dialog, 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  ui_answer_dialog ("leave");
  g_assert_null (find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG));

  run->t0 = g_get_monotonic_time ();
  run->model = g_object_ref (castellan_board_get_model (board));
  run->played_id = g_signal_connect (run->model, "played", G_CALLBACK (played_cb), run);
  run->animating_id = g_signal_connect (board, "notify::animating", G_CALLBACK (animating_cb), run);
  run->clock = g_object_ref (gtk_widget_get_frame_clock (GTK_WIDGET (board)));
  run->paint_id = g_signal_connect (run->clock, "after-paint", G_CALLBACK (paint_cb), run);
  run->started = TRUE;
}

static void
stop (Run *run)
{
  g_clear_signal_handler (&run->played_id, run->model);
  g_clear_signal_handler (&run->animating_id, ui_board (run->window));
  g_clear_signal_handler (&run->paint_id, run->clock);
  g_clear_object (&run->model);
  g_clear_object (&run->clock);
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
    g_settings_set_enum (settings, "animation-speed", CASTELLAN_ANIMATION_OFF);
  }
}

/* the person's move, straight into the model: the greedy policy's */
static void
play_person (Run *run, CastellanGameBase *game)
{
  g_autoptr(GError) error = NULL;

  if (run->classic)
    {
      CsClassicMove m;

      cs_classic_policy_greedy (castellan_classic_game_get_state (CASTELLAN_CLASSIC_GAME (game)), &run->rng, &m);
      g_assert_true (castellan_game_base_play (game, &m, &error));
    }
  else
    {
      CsMove m;

      cs_policy_greedy (castellan_game_get_state (CASTELLAN_GAME (game)), &run->rng, &m);
      g_assert_true (castellan_game_base_play (game, &m, &error));
    }
  g_assert_no_error (error);
  if (run->log)
    g_printerr ("%9.1f ms  the person played\n", ms (run));
}

/* Undo from the page while a computer's move waits to be shown: back to
 * the person's move, and no computer plays the dropped move; then the game
 * played on (its pace shortened, every computer's move after a
 * computer's still waiting) to its last move, a computer's, and the
 * final sheet comes */
static gboolean
step_end (Run *run, CastellanGameBase *game)
{
  CastellanGamePage *page = ui_game_page (run->window);
  CastellanPhase phase = castellan_game_base_get_phase (game);
  CastellanGameStatus st;

  castellan_game_base_get_status (game, &st);
  /* (the first reply may wait too, for a frame to draw the person's move) */
  if (!run->undone && castellan_game_base_get_move_waiting (game) && st.turn == 2)
    {
      guint moves = run->moves;

      g_assert_cmpuint (castellan_game_base_get_pace (game), ==, 600);   /* animations off */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.undo", NULL));
      castellan_game_base_get_status (game, &st);
      g_assert_cmpuint (st.turn, ==, 0);
      g_assert_false (castellan_game_base_get_move_waiting (game));
      g_assert_cmpint (castellan_game_base_get_phase (game), ==, CASTELLAN_PHASE_PLACE);
      g_assert_cmpuint (run->moves, ==, moves);
      run->undone = TRUE;
      run->ticks = 0;
      return FALSE;
    }
  if (run->undone && run->ticks == 40)
    {
      /* 40 steps later (800 ms, past the pace) nothing came of the dropped move */
      castellan_game_base_get_status (game, &st);
      g_assert_cmpuint (st.turn, ==, 0);
      castellan_game_base_set_pace (game, 40);
    }
  if (run->undone && run->ticks <= 40)
    return FALSE;
  if (phase == CASTELLAN_PHASE_PLACE)
    play_person (run, game);
  if (phase != CASTELLAN_PHASE_OVER)
    return FALSE;
  g_assert_true (run->last_by_computer);
  if (find_toplevel (CASTELLAN_TYPE_FINAL_SHEET) == NULL)
    return FALSE;
  g_assert_true (gtk_widget_get_visible (find_toplevel (CASTELLAN_TYPE_FINAL_SHEET)));
  if (run->log)
    g_printerr ("%9.1f ms  the final sheet, after %u computers' moves (%u followed before a frame)\n", ms (run),
                run->computer_moves, run->unseen);
  g_assert_cmpuint (run->unseen, ==, 0);
  gtk_window_close (GTK_WINDOW (find_toplevel (CASTELLAN_TYPE_FINAL_SHEET)));
  stop (run);
  run->done = TRUE;
  return TRUE;
}

static gboolean
is_banner (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "thinking-banner");
}

static gboolean
step (Run *run)
{
  CastellanGameBase *game;
  CastellanBoard *board = ui_board (run->window);

  if (!run->started)
    {
      start (run);
      return FALSE;
    }
  game = castellan_game_page_get_game (ui_game_page (run->window));
  run->ticks++;
  /* a computer's move decided and waiting to be shown: nothing says it
   * is thinking (the banner's row stays, empty) */
  if (castellan_game_base_get_move_waiting (game))
    {
      GtkWidget *banner = find_child_where (GTK_WIDGET (ui_game_page (run->window)), GTK_TYPE_WIDGET, is_banner, NULL);

      g_assert_false (castellan_game_page_get_thinking (ui_game_page (run->window)));
      g_assert_false (castellan_game_base_get_thinking_visible (game));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (banner))), ==, "idle");
      g_assert_false (gtk_widget_get_mapped (banner));
      run->waits_seen++;
    }
  if (run->end)
    return step_end (run, game);
  /* the person plays once the board shows the last computer's move whole */
  if (castellan_game_base_get_phase (game) != CASTELLAN_PHASE_PLACE || castellan_board_get_animating (board))
    return FALSE;
  if (run->person_moves > 0)
    {
      play_person (run, game);
      run->person_moves--;
      return FALSE;
    }
  if (run->log)
    g_printerr ("computers' moves %u: whole %u, cut %u, followed before a frame %u\n", run->computer_moves,
                run->whole, run->cut, run->unseen);
  g_assert_cmpuint (run->computer_moves, >=, run->classic ? 9 : 3);
  if (run->speed != CASTELLAN_ANIMATION_OFF)
    {
      g_assert_cmpuint (run->cut, ==, 0);
      g_assert_cmpuint (run->whole, ==, run->computer_moves);
    }
  g_assert_cmpuint (run->unseen, ==, 0);
  /* the person's own moves: each drawn before the reply, and in The
   * Castle played out whole */
  if (run->log)
    g_printerr ("person's moves %u: whole %u, cut %u, replied before a frame %u; steps with a move waiting %u\n",
                run->person_played, run->person_whole, run->person_cut, run->person_unseen, run->waits_seen);
  g_assert_cmpuint (run->person_played, ==, 3);
  g_assert_cmpuint (run->person_unseen, ==, 0);
  if (!run->classic && run->speed != CASTELLAN_ANIMATION_OFF)
    {
      g_assert_cmpuint (run->person_cut, ==, 0);
      g_assert_cmpuint (run->person_whole, ==, run->person_played);
    }
  /* three computers in a row: their moves wait, and the banner was looked at */
  if (run->classic)
    g_assert_cmpuint (run->waits_seen, >, 0);
  stop (run);
  run->done = TRUE;
  return TRUE;
}

static void
run_test (gconstpointer data)
{
  const Run *row = data;
  Run run = *row;

  run.step = step;
  run.rng = (CsRng) { 11 };
  run.log = g_strcmp0 (g_getenv ("CASTELLAN_PACING_LOG"), "1") == 0;
  if (g_getenv ("CASTELLAN_PACING_LEVEL") != NULL)
    run.level = atoi (g_getenv ("CASTELLAN_PACING_LEVEL"));
  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char **argv)
{
  static const Run classic_fast = { .classic = TRUE, .level = CASTELLAN_PLAYER_CASUAL,
                                    .speed = CASTELLAN_ANIMATION_FAST, .person_moves = 3 };
  static const Run classic_off = { .classic = TRUE, .level = CASTELLAN_PLAYER_CASUAL,
                                   .speed = CASTELLAN_ANIMATION_OFF, .person_moves = 3 };
  static const Run castle_fast = { .classic = FALSE, .level = CASTELLAN_PLAYER_CASUAL,
                                   .speed = CASTELLAN_ANIMATION_FAST, .person_moves = 3 };

  static const Run classic_end = { .classic = TRUE, .level = CASTELLAN_PLAYER_CASUAL,
                                   .speed = CASTELLAN_ANIMATION_OFF, .end = TRUE };

  /* the pace asked, not the test suites' 0 (tests/meson.build) */
  g_unsetenv ("CASTELLAN_PACE_MS");
  ui_harness_init (&argc, &argv, "castellan-pacing-XXXXXX");
  g_test_add_data_func ("/pacing/classic/fast", &classic_fast, run_test);
  g_test_add_data_func ("/pacing/classic/off", &classic_off, run_test);
  g_test_add_data_func ("/pacing/castle/fast", &castle_fast, run_test);
  g_test_add_data_func ("/pacing/classic/end", &classic_end, run_test);
  return g_test_run ();
}
