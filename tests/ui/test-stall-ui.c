/* test-stall-ui.c — the main loop never stalls while a computer thinks (issue 34, item 4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb. A person plays against the
 * computer at Expert in The Castle and in classic Carcassonne, and two
 * Experts play classic Carcassonne with Bridges, Castles and Bazaars.
 * While a computer thinks, a monitor on the main loop looks at every gap
 * between two runs of a 4 ms timer (at G_PRIORITY_HIGH, so it runs as soon
 * as whatever the loop is dispatching returns), and the board is asked to
 * draw on every frame. A gap is a stall when the main thread itself was
 * busy in it for over 50 ms: its own CPU time (CLOCK_THREAD_CPUTIME_ID),
 * not the wall clock, so that a loaded machine that does not run the
 * process for a while makes no stall. The gaps watched are those with a
 * computer thinking at their start or end: the person's move that sets it
 * thinking, and its own move applied to the window, count too.
 *
 * A gap over 50 ms fails the test. The search's threads must run at a
 * lower priority than the window's (castellan-computer.c), so that the
 * board's frames do not wait behind them on a machine of few cores.
 *
 * Every gap watched is held to 50 ms, from each game's start: the
 * first frames of the game's page, the person's first move and the
 * computer's first reply (or, with two computers, each one's first
 * move), all held since Dec 7. The Castle's game with two computers runs
 * first, in a process that has drawn no game: its page's first frame is
 * drawn while a computer already thinks, as when a person resumes a game
 * at a computer's turn or sits second. That frame took 31-55 ms of the
 * main thread under Xvfb's software GL (every label's faces loaded and
 * shaped, icons loaded, glyphs rasterized, art rendered and uploaded,
 * shader variants compiled), and was exempt until the window drew a
 * game's page once ahead, under its content (castellan-window.c,
 * preview_start): 10-41 ms since, at load 1-9. A person moves once the
 * page with the new game is drawn, as a person who sees it first. So are
 * held the expansion's first auction card (exempt until Dec 6, when its
 * first frame took 42-68 ms; it lays out in under 5 ms since
 * castellan-width-bin.c), and the first frames of the Rules Reference and
 * of the main menu, the first time a person opens them (exempt, or held
 * to 70 ms, until Dec 7). Each is a surface with a GL context of its own,
 * and under Xvfb Mesa's llvmpipe compiles the shaders a context needs,
 * with LLVM on the main thread, when it first draws with them: 43-90 ms
 * for the Reference, 76-93 for the menu. The window keeps one Reference
 * for its life and draws once ahead in both while they are hidden
 * (castellan-window.c).
 *
 * The test waits for the window's warm-up (castellan_window_get_warmed)
 * before it starts the first game, as a person who looks at the window a
 * moment before starting one; the warm-up itself waits while a computer
 * thinks.
 *
 * While the computer thinks, the test also opens the Rules Reference
 * (then closes it, and opens it again at another rule) and the main
 * menu, each left open until its first frame is drawn and watched, asks
 * for a suggestion and takes the person's move back, each in a dispatch
 * of its own, and each must answer at once: the main thread busy under
 * 50 ms for it, and Undo leaves the person to play again, the thinking
 * given up.
 *
 * The worst gaps are written to the test log (wall, main-thread CPU, and
 * the main thread's time off the CPU while not waiting to run, from
 * /proc/thread-self/schedstat when there is one).
 */
#define G_LOG_DOMAIN "test-stall-ui"

#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>

#include "castellan-application.h"
#include "castellan-auction-dialog.h"
#include "castellan-board.h"
#include "castellan-classic-turn.h"
#include "castellan-turn.h"
#include "castellan-rules-window.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 280
/* the main thread busy this long is a stall, and fails the test (issue
 * 34's aim). Opening the Rules Reference (up to 270 ms) and the window's
 * work after a move (up to 230 ms) were over it before issue 34's fixes:
 * docs/PERFORMANCE.md (issue 34, item 4) */
#define STALL_US         50000
#define NOTE_US          25000     /* gaps this long are written to the log, with when they ended */
#define LOWER_WITHIN_US  200000   /* a new thinking thread lowers itself within this */
#define MONITOR_MS       4
#define COMPUTER_MOVES   4         /* computer moves watched to their end, a game */

typedef struct _Run Run;

/* the main loop watched while a computer thinks */
typedef struct {
  GObject *game;          /* a CastellanGameBase */
  gboolean first_moves;   /* watching a game's first computer moves (their figures logged apart) */
  const char *first;      /* a window opened, its first frame not yet drawn: which */
  gint64   first_cpu;     /* the worst gap's main-thread CPU since it opened, µs */
  guint    timer;
  guint    tick;          /* the board's frame callback */
  GtkWidget *board;
  gint64   wall, cpu, run_delay;   /* at the last tick, µs */
  gboolean thinking;      /* a computer was thinking at the last tick */
  guint    gaps, stalls, frames;
  gint64   start_cpu, start_gl;   /* the main thread's and the GL rasterizer's CPU at the start, µs */
  gint64   think_wall;    /* µs of wall time watched */
  gint64   worst_cpu, worst_cpu_wall, worst_wall, worst_held;
  GdkFrameClock *clock;   /* the window's, its phases timed: */
  gulong   phase_ids[4];
  gint64   phase_mark;    /* main-thread CPU at the end of the last phase seen, µs */
  gint64   phase_cpu[3];  /* since the last tick: the frames' update, layout and paint, µs */
  gboolean lowered;       /* the thinking thread was seen at a lower priority */
  char    *unlowered;     /* a thinking thread seen at the window's priority, and when */
  gint64   unlowered_at;
} Monitor;

struct _Run {
  UI_RUN_FIELDS (Run);
  gboolean  classic, bcb;
  CastellanPlayerKind kinds[2];
  guint     stage;
  guint     computer_moves;   /* seen to their end */
  guint     moves_at_start;
  gint64    settle_frame;     /* the board's frame from which the watch may begin */
  guint     base_tick;        /* the board redrawn every frame, nobody thinking: */
  guint     base_frames;      /* ...frames drawn so, */
  gint64    base_start;       /* ...from this time (µs, monotonic) */
  gint64    base_cpu, base_gl;  /* ...and the main thread's and the GL rasterizer's CPU then, µs */
  gboolean  answered;         /* the actions were tried while it thought */
  gboolean  undone;           /* and the person's move was taken back */
  guint     actions_timer;
  guint     action;           /* the next to try (try_an_action) */
  CsRng     rng;
  Monitor   mon;
  gpointer  auction;          /* the auction's card last seen (logged when new) */
  GtkMenuButton *menu;        /* the main menu, open until its first frame is drawn */
  GtkWidget *rules;           /* the Rules Reference, likewise */
  GtkWidget *first;           /* the one or the other, its first frame watched */
  guint     first_tick;       /* its tick callback */
  guint     first_ticks;      /* frames of it begun */
  gboolean  done;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 700 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* ---- the monitor ------------------------------------------------------------------ */

/* the main thread's time runnable but not run, µs (-1: the kernel does not say) */
static gint64
thread_run_delay_us (void)
{
  FILE *f = fopen ("/proc/thread-self/schedstat", "r");
  unsigned long long run = 0, delay = 0;
  int n;

  if (f == NULL)
    return -1;
  n = fscanf (f, "%llu %llu", &run, &delay);
  fclose (f);
  return n == 2 ? (gint64) (delay / 1000) : -1;
}

/* the CPU time of the process's threads whose name begins with @prefix,
 * µs (the software GL driver's rasterizer threads: "llvmpipe-0", ...) */
static gint64
threads_cpu_us (const char *prefix)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *entry;
  gint64 sum = 0;

  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *comm_path = g_strdup_printf ("/proc/self/task/%s/comm", entry);
      g_autofree char *stat_path = g_strdup_printf ("/proc/self/task/%s/schedstat", entry);
      g_autofree char *comm = NULL, *stat = NULL;

      if (g_file_get_contents (comm_path, &comm, NULL, NULL) && g_str_has_prefix (comm, prefix) &&
          g_file_get_contents (stat_path, &stat, NULL, NULL))
        sum += g_ascii_strtoll (stat, NULL, 10) / 1000;
    }
  return sum;
}

/* a thread's name and nice value from /proc/self/task/@tid; FALSE when gone */
static gboolean
thread_nice (const char *tid, char **name, int *nice)
{
  g_autofree char *path = g_strdup_printf ("/proc/self/task/%s/stat", tid);
  g_autofree char *stat = NULL;
  const char *open, *close;
  g_auto(GStrv) fields = NULL;

  if (!g_file_get_contents (path, &stat, NULL, NULL) ||
      (open = strchr (stat, '(')) == NULL || (close = strrchr (stat, ')')) == NULL)
    return FALSE;
  /* after the name: state (3), ppid (4) ... nice is the 19th field */
  fields = g_strsplit (close + 2, " ", 0);
  if (g_strv_length (fields) < 17)
    return FALSE;
  *name = g_strndup (open + 1, close - open - 1);
  *nice = atoi (fields[16]);
  return TRUE;
}

/* while a computer thinks: its thread and the search's workers run at a
 * lower priority than the main thread (castellan-computer.c, cs-ai.c) */
static void
check_priorities (Monitor *mon)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  g_autofree char *tid = g_strdup_printf ("%d", (int) getpid ());   /* the main thread's id is the process's */
  g_autofree char *main_name = NULL;
  const char *entry;
  int main_nice;

  if (dir == NULL || !thread_nice (tid, &main_name, &main_nice))
    {
      mon->lowered = TRUE;   /* no /proc to look in: nothing to check */
      return;
    }
  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *name = NULL;
      int nice;

      if (!thread_nice (entry, &name, &nice))
        continue;
      /* the thinking thread lowers itself as it starts: seen before, it is
       * looked at again at the next tick; its workers are started after */
      if (g_str_equal (name, "castellan-think") && nice > main_nice)
        mon->lowered = TRUE;
      /* one not lowered yet may have just started; still so a while later
       * (it had time to run its first line), it will not be */
      else if (g_str_equal (name, "castellan-think") && g_strcmp0 (entry, mon->unlowered) == 0)
        {
          if (g_get_monotonic_time () - mon->unlowered_at > LOWER_WITHIN_US)
            g_error ("the thinking thread %s still runs at the window's priority (nice %d) %.0f ms after it was first seen",
                     entry, nice, (g_get_monotonic_time () - mon->unlowered_at) / 1000.0);
        }
      else if (g_str_equal (name, "castellan-think"))
        {
          g_free (mon->unlowered);
          mon->unlowered = g_strdup (entry);
          mon->unlowered_at = g_get_monotonic_time ();
        }
      if (g_str_equal (name, "cs-ai"))
        g_assert_cmpint (nice, >, main_nice);
    }
}

static CastellanPhase
phase (Monitor *mon)
{
  return castellan_game_base_get_phase (CASTELLAN_GAME_BASE (mon->game));
}

/* the main thread's CPU in each of a frame's phases: the window's own
 * handlers run first (connected at realize), so each of these marks the
 * end of its phase's work; what a long gap spent in frames is logged */
static void
phase_begin_cb (GdkFrameClock *clock, Monitor *mon)
{
  mon->phase_mark = ui_thread_cpu_us ();
}

static void
phase_end (Monitor *mon, guint i)
{
  gint64 now = ui_thread_cpu_us ();

  mon->phase_cpu[i] += now - mon->phase_mark;
  mon->phase_mark = now;
}

static void phase_update_cb (GdkFrameClock *clock, Monitor *mon) { phase_end (mon, 0); }
static void phase_layout_cb (GdkFrameClock *clock, Monitor *mon) { phase_end (mon, 1); }
static void phase_paint_cb (GdkFrameClock *clock, Monitor *mon) { phase_end (mon, 2); }

static gboolean
monitor_cb (gpointer data)
{
  Monitor *mon = data;
  gint64 wall = g_get_monotonic_time (), cpu = ui_thread_cpu_us (), delay = thread_run_delay_us ();
  gboolean thinking = phase (mon) == CASTELLAN_PHASE_THINKING;

  if (thinking && !mon->lowered)
    check_priorities (mon);

  /* a gap in which a computer thought at its start or its end: from the
   * move that set it thinking to its own move shown */
  if (mon->thinking || thinking)
    {
      gint64 busy = cpu - mon->cpu, gap = wall - mon->wall;
      /* off the CPU and not waiting for it: waiting on something, or idle in poll () */
      gint64 held = delay >= 0 && mon->run_delay >= 0 ? gap - (delay - mon->run_delay) - busy : -1;

      mon->gaps++;
      mon->think_wall += gap;
      if (busy > mon->worst_cpu)
        {
          mon->worst_cpu = busy;
          mon->worst_cpu_wall = gap;
        }
      mon->worst_wall = MAX (mon->worst_wall, gap);
      mon->worst_held = MAX (mon->worst_held, held);
      if (busy > NOTE_US)
        g_test_message ("gap: the main thread busy %.1f ms in %.1f ms ending at %.6f s (monotonic); "
                        "in frames: update %.1f, layout %.1f, paint %.1f ms",
                        busy / 1000.0, gap / 1000.0, wall / 1e6, mon->phase_cpu[0] / 1000.0,
                        mon->phase_cpu[1] / 1000.0, mon->phase_cpu[2] / 1000.0);
      if (busy > STALL_US)
        {
          mon->stalls++;
          g_test_message ("%s: the main thread busy %.1f ms in a gap of %.1f ms, then %s%s%s",
                          mon->first_moves ? "stall in the first moves" : "stall",
                          busy / 1000.0, gap / 1000.0,
                          phase (mon) == CASTELLAN_PHASE_THINKING ? "still thinking" : "the computer's move shown",
                          mon->first != NULL ? ", in " : "", mon->first != NULL ? mon->first : "");
        }
      if (mon->first != NULL)
        mon->first_cpu = MAX (mon->first_cpu, busy);
      g_assert_cmpint (busy, <=, STALL_US);
    }
  memset (mon->phase_cpu, 0, sizeof mon->phase_cpu);
  mon->wall = wall;
  mon->cpu = cpu;
  mon->run_delay = delay;
  mon->thinking = thinking;
  return G_SOURCE_CONTINUE;
}

/* every frame while a computer thinks repaints the board, as an animation would */
static gboolean
board_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Monitor *mon = data;

  if (mon->thinking)
    {
      mon->frames++;
      gtk_widget_queue_draw (widget);
    }
  return G_SOURCE_CONTINUE;
}

static void
monitor_start (Monitor *mon, GObject *game, GtkWidget *board)
{
  mon->game = game;
  mon->board = board;
  mon->wall = g_get_monotonic_time ();
  mon->cpu = ui_thread_cpu_us ();
  mon->run_delay = thread_run_delay_us ();
  mon->start_cpu = mon->cpu;
  mon->start_gl = threads_cpu_us ("llvmpipe");
  mon->timer = g_timeout_add_full (G_PRIORITY_HIGH, MONITOR_MS, monitor_cb, mon, NULL);
  mon->tick = gtk_widget_add_tick_callback (board, board_tick_cb, mon, NULL);
  mon->clock = g_object_ref (gtk_widget_get_frame_clock (GTK_WIDGET (gtk_widget_get_root (board))));
  mon->phase_ids[0] = g_signal_connect (mon->clock, "before-paint", G_CALLBACK (phase_begin_cb), mon);
  mon->phase_ids[1] = g_signal_connect (mon->clock, "update", G_CALLBACK (phase_update_cb), mon);
  mon->phase_ids[2] = g_signal_connect (mon->clock, "layout", G_CALLBACK (phase_layout_cb), mon);
  mon->phase_ids[3] = g_signal_connect (mon->clock, "paint", G_CALLBACK (phase_paint_cb), mon);
}

static void
monitor_unwatch (Monitor *mon)
{
  g_clear_handle_id (&mon->timer, g_source_remove);
  gtk_widget_remove_tick_callback (mon->board, mon->tick);
  for (guint i = 0; i < G_N_ELEMENTS (mon->phase_ids); i++)
    g_clear_signal_handler (&mon->phase_ids[i], mon->clock);
  g_clear_object (&mon->clock);
}

/* the watch of a game's first moves over: what it saw, said apart; the
 * watch of the later moves begins afresh */
static void
monitor_first_moves_over (Monitor *mon, const char *what)
{
  monitor_unwatch (mon);
  g_test_message ("%s, the first computer moves: %u gaps over %.1f s, %u frames; worst main-thread CPU %.1f ms "
                  "(in a gap of %.1f ms), %u over %d ms",
                  what, mon->gaps, mon->think_wall / 1e6, mon->frames, mon->worst_cpu / 1000.0,
                  mon->worst_cpu_wall / 1000.0, mon->stalls, STALL_US / 1000);
  g_clear_pointer (&mon->unlowered, g_free);
  *mon = (Monitor) { .game = mon->game };
}

static void
monitor_stop (Monitor *mon, const char *what)
{
  monitor_unwatch (mon);
  g_test_message ("%s: %u gaps over %.1f s of thinking, %u frames (%.0f a second; a frame, %.1f ms of the main "
                  "thread and %.1f ms of the GL rasterizer's threads); worst main-thread CPU "
                  "%.1f ms (in a gap of %.1f ms), worst gap %.1f ms, worst time held off the CPU %.1f ms; "
                  "%u stalls over %d ms",
                  what, mon->gaps, mon->think_wall / 1e6, mon->frames,
                  mon->think_wall > 0 ? mon->frames / (mon->think_wall / 1e6) : 0.0,
                  (ui_thread_cpu_us () - mon->start_cpu) / 1000.0 / MAX (mon->frames, 1),
                  (threads_cpu_us ("llvmpipe") - mon->start_gl) / 1000.0 / MAX (mon->frames, 1),
                  mon->worst_cpu / 1000.0, mon->worst_cpu_wall / 1000.0, mon->worst_wall / 1000.0,
                  mon->worst_held / 1000.0, mon->stalls, STALL_US / 1000);
  /* the watch covered real thinking, and the board drew while it went on */
  g_assert_cmpuint (mon->gaps, >=, 5);
  g_assert_cmpuint (mon->frames, >, 0);
  /* a short thinking may end between two ticks, before the thread is seen
   * lowered: then there was nothing to see, which is said, not failed; a
   * thread seen at the window's priority too long has failed above */
  if (!mon->lowered)
    g_test_message ("no thinking thread was caught lowered: each ended between two looks (%s)",
                    mon->unlowered != NULL ? "one was seen as it started" : "none was seen");
  g_clear_pointer (&mon->unlowered, g_free);
}

/* ---- the games -------------------------------------------------------------------- */

static GObject *
current_game (Run *run)
{
  if (run->classic)
    return G_OBJECT (ui_classic_game (run->window));
  return G_OBJECT (castellan_window_get_game (run->window));
}

static GtkWidget *
current_board (Run *run)
{
  if (run->classic)
    return find_child (GTK_WIDGET (ui_classic_page (run->window)), CASTELLAN_TYPE_BOARD);
  return GTK_WIDGET (castellan_window_get_board (run->window));
}

static guint
moves_made (Run *run)
{
  if (run->classic)
    return castellan_classic_game_get_record (ui_classic_game (run->window))->moves->len;
  return castellan_game_get_record (castellan_window_get_game (run->window))->moves->len;
}

static void
start (Run *run)
{
  if (run->classic)
    {
      CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .bcb = run->bcb,
                                  .seed = 17, .has_seed = TRUE };
      s.kinds[0] = run->kinds[0];
      s.kinds[1] = run->kinds[1];
      castellan_window_start_classic (run->window, &s);
    }
  else
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { run->kinds[0], run->kinds[1] }, 0, CASTELLAN_THEME_CASTLE, 0, 17, TRUE };
      castellan_window_start_game (run->window, &s);
    }
}

/* before the person's first move, nobody thinking: the board redrawn on
 * every frame, as while a computer thinks (board_tick_cb), so that the
 * log says how many frames a second this window draws with no search
 * running beside it */
#define BASE_FRAMES 60

static gboolean
base_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Run *run = data;

  if (run->base_frames++ == 0)
    {
      run->base_start = gdk_frame_clock_get_frame_time (clock);
      run->base_cpu = ui_thread_cpu_us ();
      run->base_gl = threads_cpu_us ("llvmpipe");
    }
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

/* the person lays a fitting tile without a follower, through the actions */
static void
person_moves (Run *run)
{
  if (run->classic)
    {
      GtkWidget *page = GTK_WIDGET (ui_classic_page (run->window));
      CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (ui_classic_page (run->window));
      const guint16 *cells;
      guint n_cells = castellan_classic_turn_get_fit_cells (turn, &cells);

      g_assert_cmpuint (n_cells, >, 0);
      castellan_classic_turn_set_cursor_cell (turn, cells[0]);
      castellan_classic_turn_set_rotation (turn, __builtin_ctz (castellan_classic_turn_get_fits (turn, cells[0])));
      g_assert_true (gtk_widget_activate_action (page, "game.lay-tile", NULL));
      g_assert_true (gtk_widget_activate_action (page, "game.no-follower", NULL));
    }
  else
    ui_castle_person_moves (run->window, &run->rng);
  g_assert_cmpint (phase (&run->mon), ==, CASTELLAN_PHASE_THINKING);
}

/* @action on @widget answers at once: the main thread busy under 50 ms for it */
static void
answers_at_once (GtkWidget *widget, const char *action, GVariant *param)
{
  gint64 cpu = ui_thread_cpu_us (), wall = g_get_monotonic_time ();

  g_assert_true (gtk_widget_activate_action_variant (widget, action, param));
  cpu = ui_thread_cpu_us () - cpu;
  wall = g_get_monotonic_time () - wall;
  g_test_message ("%s while the computer thinks: %.1f ms of the main thread (%.1f ms wall)",
                  action, cpu / 1000.0, wall / 1000.0);
  g_assert_cmpint (cpu, <=, STALL_US);
}

/* the Rules Reference has its words on the page it shows, and on no more
 * than @filled_pages pages, those it has shown (the window fills one
 * ahead, castellan-window.c): the other rule groups are laid out when
 * first shown */
static void
check_rules_pages (GtkWidget *rules, guint filled_pages)
{
  GtkStack *stack = GTK_STACK (find_child (rules, GTK_TYPE_STACK));
  GtkWidget *shown = gtk_stack_get_visible_child (stack);
  guint pages = 0, filled = 0;

  g_assert_nonnull (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (shown)));
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    {
      pages++;
      filled += gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (page)) != NULL;
    }
  g_assert_cmpuint (pages, >, 10);
  g_assert_cmpuint (filled, >=, 1);
  g_assert_cmpuint (filled, <=, filled_pages);
}

static gboolean
person_seat (Run *run)
{
  return run->kinds[0] == CASTELLAN_PLAYER_HUMAN;
}

static gboolean
first_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Run *run = data;

  run->first_ticks++;
  return G_SOURCE_CONTINUE;
}

/* @widget (a window or a popover) was opened, and its first frame is to
 * be watched as @what */
static void
watch_first_frame (Run *run, GtkWidget *widget, const char *what)
{
  run->first = widget;
  run->first_ticks = 0;
  run->mon.first = what;
  run->mon.first_cpu = 0;
  run->first_tick = gtk_widget_add_tick_callback (widget, first_tick_cb, run, NULL);
}

/* its first frame is drawn: the frame after the second tick has begun,
 * so the first is over (FALSE: not yet) */
static gboolean
first_frame_drawn (Run *run)
{
  if (run->first_ticks < 2)
    return FALSE;
  g_test_message ("%s drawn while the computer thinks (%u frames begun): the main thread busy %.1f ms at most "
                  "in a gap since it opened", run->mon.first, run->first_ticks, run->mon.first_cpu / 1000.0);
  run->mon.first = NULL;
  gtk_widget_remove_tick_callback (run->first, run->first_tick);
  run->first = NULL;
  return TRUE;
}

/* the window's Rules Reference, shown: at @section, with the words of
 * that page only (the others are laid out when first shown) */
static GtkWidget *
check_rules (Run *run, const char *section, guint filled_pages)
{
  CastellanRulesWindow *rules = castellan_window_get_rules (run->window);

  g_assert_nonnull (rules);
  g_assert_true (find_toplevel (CASTELLAN_TYPE_RULES_WINDOW) == rules);
  g_assert_cmpstr (castellan_rules_window_get_section (rules), ==, section);
  check_rules_pages (GTK_WIDGET (rules), filled_pages);
  return GTK_WIDGET (rules);
}

/* while the computer thinks: the Rules Reference, the main menu, Suggest
 * and Undo answer, each in a dispatch of its own as a person's clicks
 * would come (@action: 0 to 7); TRUE after the last. The Reference and
 * the menu stay open until their first frame is drawn, which the monitor
 * watches: as every gap, under 50 ms of the main thread. The Reference
 * is closed as Escape closes it, and opened again at another rule: the
 * same window, shown again. A step that waits for a frame is tried again
 * 20 ms later; a thinking that ends first leaves it to the next. */
static gboolean
try_an_action (Run *run, guint action)
{
  GtkWidget *win = GTK_WIDGET (run->window);
  gboolean can_undo = run->classic ? castellan_classic_game_get_can_undo (ui_classic_game (run->window))
                                   : castellan_game_get_can_undo (castellan_window_get_game (run->window));

  switch (action)
    {
    case 0:
      answers_at_once (win, "win.rules", g_variant_new_string ("goal"));
      run->rules = check_rules (run, run->bcb ? "B-1" : run->classic ? "C-1" : "goal", 2);
      watch_first_frame (run, run->rules, "the Rules Reference's first frame");
      return FALSE;
    case 1:
    case 3:
      if (!first_frame_drawn (run))
        {
          run->action--;
          return FALSE;
        }
      /* Escape closes it: it is hidden, kept for the next time */
      g_assert_true (gtk_widget_activate_action (run->rules, "window.close", NULL));
      g_assert_null (find_toplevel (CASTELLAN_TYPE_RULES_WINDOW));
      g_assert_true (castellan_window_get_rules (run->window) == CASTELLAN_RULES_WINDOW (run->rules));
      return FALSE;
    case 2:
      /* again, at a rule a tutor's link would name: the same window */
      answers_at_once (win, "win.rules", g_variant_new_string (run->classic ? "C-4.2" : "R-3.3"));
      g_assert_true (check_rules (run, run->classic ? "C-4" : "R-3", 3) == run->rules);
      watch_first_frame (run, run->rules, "the Rules Reference shown again");
      return FALSE;
    case 4:
      {
        GtkMenuButton *menu = ui_primary_menu (win);
        gint64 cpu = ui_thread_cpu_us ();

        g_assert_nonnull (menu);
        gtk_menu_button_popup (menu);
        cpu = ui_thread_cpu_us () - cpu;
        g_test_message ("the main menu opened while the computer thinks: %.1f ms of the main thread", cpu / 1000.0);
        g_assert_cmpint (cpu, <=, STALL_US);
        g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (menu))));
        run->menu = menu;
        watch_first_frame (run, GTK_WIDGET (gtk_menu_button_get_popover (menu)), "the main menu's first frame");
        return FALSE;
      }
    case 5:
      if (!first_frame_drawn (run))
        {
          run->action--;
          return FALSE;
        }
      gtk_menu_button_popdown (run->menu);
      run->menu = NULL;
      return FALSE;
    case 6:
      /* two computers: no person to suggest a move to or to take back */
      if (!person_seat (run))
        return TRUE;
      /* Suggest a Move is for a person's turn: it answers, with nothing to
       * suggest, and the computer thinks on */
      answers_at_once (win, "win.hint", NULL);
      g_assert_cmpint (phase (&run->mon), ==, CASTELLAN_PHASE_THINKING);
      return FALSE;
    default:
      /* Undo is there while the computer thinks: it takes the person's move
       * back at once, and the thinking is given up */
      g_assert_true (can_undo);
      answers_at_once (run->classic ? GTK_WIDGET (ui_classic_page (run->window)) : win,
                       run->classic ? "game.undo" : "win.undo", NULL);
      g_assert_cmpint (phase (&run->mon), ==, CASTELLAN_PHASE_PLACE);
      g_assert_cmpuint (moves_made (run), ==, run->moves_at_start);
      return TRUE;
    }
}

/* some way into the thinking, at the default priority: the step's timer
 * (G_PRIORITY_LOW) waits behind the frames the board draws meanwhile;
 * one action, then the next 20 ms later. A thinking that ends first has
 * them tried again at the next. */
static gboolean
actions_cb (gpointer data)
{
  Run *run = data;

  run->actions_timer = 0;
  /* a thinking over before the three actions were tried: the next one
   * goes on where this one stopped (a quiet machine thinks fast) */
  if (phase (&run->mon) != CASTELLAN_PHASE_THINKING)
    return G_SOURCE_REMOVE;
  if (try_an_action (run, run->action++))
    {
      run->answered = TRUE;
      run->undone = person_seat (run);
    }
  else
    run->actions_timer = g_timeout_add (20, actions_cb, run);
  return G_SOURCE_REMOVE;
}

static gboolean
step_watch (Run *run)
{
  /* with the expansion: an auction over waits for Continue (issue 32,
   * item 8), even between two computers; pressed as a person would */
  if (run->bcb && run->stage > 0)
    {
      CastellanAuctionDialog *auction = castellan_game_page_get_auction (ui_classic_page (run->window));

      if (auction != NULL && auction != run->auction)
        g_test_message ("an auction's card shown at %.6f s (monotonic)", g_get_monotonic_time () / 1e6);
      run->auction = auction;
      if (auction != NULL && castellan_auction_dialog_get_done (auction))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (auction), "auction.continue", NULL));
    }
  switch (run->stage)
    {
    case 0:
      /* the window's warm-up over first (see the comment at the top) */
      if (!castellan_window_get_warmed (run->window))
        return FALSE;
      /* a first move each, watched from the game's start, the page's
       * first frame with a game included */
      start (run);
      run->mon.game = current_game (run);
      run->moves_at_start = moves_made (run);
      run->mon.first_moves = TRUE;
      monitor_start (&run->mon, current_game (run), current_board (run));
      run->stage = 5;
      return FALSE;
    case 5:
      /* a person moves once the page with the new game is drawn: two of
       * the board's frames (two computers think from the start, and the
       * watch holds those frames too) */
      {
        GdkFrameClock *clock = gtk_widget_get_frame_clock (current_board (run));
        gint64 frame = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;

        if (run->settle_frame == 0)
          run->settle_frame = frame + 2;
        if (clock == NULL || frame < run->settle_frame)
          {
            gtk_widget_queue_draw (current_board (run));
            return FALSE;
          }
        run->settle_frame = 0;
      }
      if (person_seat (run))
        {
          if (run->base_tick == 0)
            run->base_tick = gtk_widget_add_tick_callback (current_board (run), base_tick_cb, run, NULL);
          if (run->base_frames <= BASE_FRAMES)
            return FALSE;
          gtk_widget_remove_tick_callback (current_board (run), run->base_tick);
          g_test_message ("%s, nobody thinking: %u frames in %.2f s (%.0f a second; a frame, %.1f ms of the main "
                          "thread and %.1f ms of the GL rasterizer's threads)",
                          run->classic ? "classic" : "The Castle", BASE_FRAMES,
                          (g_get_monotonic_time () - run->base_start) / 1e6,
                          BASE_FRAMES / ((g_get_monotonic_time () - run->base_start) / 1e6),
                          (ui_thread_cpu_us () - run->base_cpu) / 1000.0 / BASE_FRAMES,
                          (threads_cpu_us ("llvmpipe") - run->base_gl) / 1000.0 / BASE_FRAMES);
          person_moves (run);
        }
      run->stage = 10;
      return FALSE;
    case 10:
      /* the person's turn again; two computers think on without a pause,
       * and each has made its first move (logged apart, above: the
       * second computer's first move is drawn after the first's, and its
       * follower, card and log row were drawn then for the first time) */
      if ((person_seat (run) && phase (&run->mon) == CASTELLAN_PHASE_THINKING) ||
          moves_made (run) < run->moves_at_start + (person_seat (run) ? 1 : 2))
        return FALSE;
      /* and those moves drawn: two of the board's frames after them */
      {
        GdkFrameClock *clock = gtk_widget_get_frame_clock (current_board (run));
        gint64 frame = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;

        if (run->settle_frame == 0)
          {
            run->settle_frame = frame + 2;
            gtk_widget_queue_draw (current_board (run));
          }
        if (clock != NULL && frame < run->settle_frame)
          {
            gtk_widget_queue_draw (current_board (run));
            return FALSE;
          }
      }
      /* the window's Rules Reference was made ahead, when the window
       * was first shown, and is realized, hidden (castellan-window.c) */
      g_assert_nonnull (castellan_window_get_rules (run->window));
      g_assert_true (gtk_widget_get_realized (GTK_WIDGET (castellan_window_get_rules (run->window))));
      g_assert_null (find_toplevel (CASTELLAN_TYPE_RULES_WINDOW));
      monitor_first_moves_over (&run->mon, run->bcb ? "with the expansion" : run->classic ? "classic" : "The Castle");
      monitor_start (&run->mon, current_game (run), current_board (run));
      run->stage = person_seat (run) ? 1 : 2;
      run->moves_at_start = moves_made (run);
      /* two computers: the Reference and the menu while they think */
      if (!person_seat (run))
        run->actions_timer = g_timeout_add (150, actions_cb, run);
      return FALSE;
    case 1:
      /* the person moves; the computer thinks */
      person_moves (run);
      if (!run->answered && run->actions_timer == 0)
        run->actions_timer = g_timeout_add (150, actions_cb, run);
      run->stage = 2;
      return FALSE;
    default:
      /* the computer thinks to the end, and its move is shown */
      if (person_seat (run))
        {
          if (phase (&run->mon) == CASTELLAN_PHASE_THINKING)
            return FALSE;
          if (run->undone)
            {
              /* the person's move taken back: again */
              run->undone = FALSE;
              run->stage = 1;
              return FALSE;
            }
          run->computer_moves++;
        }
      else
        {
          run->computer_moves = moves_made (run) - run->moves_at_start;
          if (!run->answered && run->actions_timer == 0)
            run->actions_timer = g_timeout_add (150, actions_cb, run);
        }
      /* at least COMPUTER_MOVES moves watched, and on until the actions
       * were all answered while the computer thought */
      if ((run->computer_moves >= COMPUTER_MOVES && run->answered) ||
          phase (&run->mon) == CASTELLAN_PHASE_OVER)
        {
          g_clear_handle_id (&run->actions_timer, g_source_remove);
          monitor_stop (&run->mon, run->bcb ? "with the expansion" : run->classic ? "classic" : "The Castle");
          g_assert_true (run->answered);
          run->done = TRUE;
          return TRUE;
        }
      if (person_seat (run))
        {
          run->moves_at_start = moves_made (run);
          person_moves (run);
          if (!run->answered && run->actions_timer == 0)
            run->actions_timer = g_timeout_add (150, actions_cb, run);
        }
      return FALSE;
    }
}

static void
test_castle (void)
{
  Run run = { .step = step_watch, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_EXPERT }, .rng = { 7 } };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

/* first in the process: a game's page drawn for the first time while a
 * computer thinks (see the top) */
static void
test_castle_two_computers (void)
{
  Run run = { .step = step_watch, .kinds = { CASTELLAN_PLAYER_EXPERT, CASTELLAN_PLAYER_EXPERT }, .rng = { 7 } };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

static void
test_classic (void)
{
  Run run = { .step = step_watch, .classic = TRUE, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_EXPERT } };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

static void
test_bcb (void)
{
  Run run = { .step = step_watch, .classic = TRUE, .bcb = TRUE,
              .kinds = { CASTELLAN_PLAYER_EXPERT, CASTELLAN_PLAYER_EXPERT } };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-stall-ui-XXXXXX");
  g_test_add_func ("/stall/castle-two-computers", test_castle_two_computers);
  g_test_add_func ("/stall/castle", test_castle);
  g_test_add_func ("/stall/classic", test_classic);
  g_test_add_func ("/stall/bcb", test_bcb);
  return g_test_run ();
}
