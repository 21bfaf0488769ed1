/* bench-ui.c — the app's speed: first frame, board redraw, hint panel update
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Benchmarks, not tests: they print medians and never fail on a time. Run
 * under a display (meson test --benchmark --suite hardening uses Xvfb).
 *
 *   bench-ui --startup N   launches this program N + 1 times as the real
 *                          application (the first launch warms the caches
 *                          and is not counted) and prints the median time
 *                          from starting the process to the window's first
 *                          painted frame (GdkFrameClock::after-paint)
 *   bench-ui --redraw N    a finished game's full castle in a 1920×1080
 *                          window: the board view's snapshot and its
 *                          rendering at the display's scale (GDK_SCALE=2)
 *                          into an offscreen texture, N frames
 *   bench-ui --hints       a hint-panel update for a new pointer position:
 *                          castellan_tutor_tile + castellan_tutor_followers
 *                          for every cell and turn in 12 mid-game positions
 */
#define G_LOG_DOMAIN "bench-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-board-view.h"
#include "castellan-tutor.h"
#include "castellan-window.h"
#include "cs-policy.h"

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
print_stats (const char *what, GArray *ms, const char *unit_note)
{
  double *v = (double *) ms->data;
  guint n = ms->len;

  qsort (v, n, sizeof (double), cmp_double);
  printf ("%-34s median %8.3f ms   p90 %8.3f ms   min %8.3f ms   max %8.3f ms   (%u samples%s)\n",
          what, v[n / 2], v[MIN (n - 1, n * 9 / 10)], v[0], v[n - 1], n, unit_note);
}

/* ---- start-up --------------------------------------------------------------- */

static gboolean painted;

static void
after_paint_cb (GdkFrameClock *clock, GApplication *app)
{
  if (painted)
    return;
  painted = TRUE;
  printf ("%" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  fflush (stdout);
  g_application_quit (app);
}

static void
map_cb (GtkWidget *window, GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint_cb), app);
}

static void
window_added_cb (GtkApplication *app, GtkWindow *window)
{
  if (CASTELLAN_IS_WINDOW (window))
    g_signal_connect (window, "map", G_CALLBACK (map_cb), app);
}

/* the real application, as src/main.c runs it, reporting its first frame */
static int
first_frame_child (void)
{
  g_autoptr(CastellanApplication) app = castellan_application_new ();

  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  return g_application_run (G_APPLICATION (app), 0, NULL);
}

static void
bench_startup (const char *self, guint n)
{
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *data_home = g_dir_make_tmp ("castellan-bench-XXXXXX", NULL);

  /* a first launch, with no saved game to resume */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  for (guint i = 0; i <= n; i++)
    {
      const char *argv[] = { self, "--first-frame", NULL };
      g_autoptr(GError) error = NULL;
      g_autoptr(GSubprocess) child = NULL;
      g_autofree char *out = NULL;
      gint64 t0 = g_get_monotonic_time ();
      gint64 t1;

      child = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
      if (child == NULL || !g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error))
        g_error ("%s", error->message);
      if (out == NULL || sscanf (out, "%" G_GINT64_FORMAT, &t1) != 1)
        g_error ("the application did not report its first frame");
      if (i > 0)
        {
          double v = (t1 - t0) / 1000.0;
          g_array_append_val (ms, v);
        }
    }
  print_stats ("start to first frame", ms, ", warm");
}

/* ---- a window with the board -------------------------------------------------- */

static CastellanGame *
game_after (guint moves, guint32 seed)
{
  CastellanGame *game = castellan_game_new ();
  CastellanGameSetup s = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    0, CS_THEME_CASTLE, 0, seed, TRUE
  };
  CsRng rng = { seed };

  castellan_game_start (game, &s);
  for (guint i = 0; i < moves && castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE; i++)
    {
      CsMove m;
      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
      if (!castellan_game_play (game, &m, NULL))
        g_error ("the greedy move was refused");
    }
  return game;
}

static void
wait_frames (GtkWidget *widget, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      gint64 until = g_get_monotonic_time () + 20000;
      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
}

static void
bench_redraw (guint n)
{
  g_autoptr(CastellanGame) game = game_after (CS_NUM_TILES, 5);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = castellan_board_view_new ();
  g_autoptr(GArray) snap_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) render_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frame_ms = g_array_new (FALSE, FALSE, sizeof (double));
  GskRenderer *renderer;
  int w, h, scale;

  castellan_board_view_set_game (CASTELLAN_BOARD_VIEW (board), game);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_present (GTK_WINDOW (window));
  wait_frames (board, 10);

  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  w = gtk_widget_get_width (board);
  h = gtk_widget_get_height (board);
  scale = gtk_widget_get_scale_factor (board);
  printf ("board %d×%d at scale %d (%d×%d pixels), %u tiles laid, renderer %s\n", w, h, scale,
          w * scale, h * scale, castellan_game_get_state (game)->n_laid, G_OBJECT_TYPE_NAME (renderer));

  for (guint i = 0; i < n + 5; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GskRenderNode) scaled = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      gint64 t0, t1, t2;

      t0 = g_get_monotonic_time ();
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      t1 = g_get_monotonic_time ();
      scaled = gsk_transform_node_new (node, gsk_transform_scale (NULL, scale, scale));
      texture = gsk_renderer_render_texture (renderer, scaled,
                                             &GRAPHENE_RECT_INIT (0, 0, w * scale, h * scale));
      t2 = g_get_monotonic_time ();
      if (i >= 5)
        {
          double a = (t1 - t0) / 1000.0, b = (t2 - t1) / 1000.0, c = (t2 - t0) / 1000.0;
          g_array_append_val (snap_ms, a);
          g_array_append_val (render_ms, b);
          g_array_append_val (frame_ms, c);
        }
    }
  print_stats ("board snapshot", snap_ms, "");
  print_stats ("board render (offscreen)", render_ms, "");
  print_stats ("board frame (snapshot + render)", frame_ms, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* what the hint panel computes when the pointer moves to a new cell: the
 * tutor's sentences for the tile there and its follower spots (the panel
 * widget, src/ui/castellan-hint-panel.c, only fills rows from them) */
static void
bench_hints (void)
{
  g_autoptr(GArray) tutor_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) legal_ms = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint32 seed = 1; seed <= 4; seed++)
    for (guint moves = 10; moves <= 50; moves += 20)
      {
        g_autoptr(CastellanGame) game = game_after (moves, seed);
        const CsGame *g = castellan_game_get_state (game);
        CastellanTutorContext ctx = { g, CS_THEME_CASTLE, { "Ada", "Bo" } };

        if (castellan_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
          continue;
        for (guint rot = 0; rot < 4; rot++)
          for (guint cell = 0; cell < CS_NUM_CELLS; cell++)
            {
              gint64 t0 = g_get_monotonic_time ();
              g_autoptr(GPtrArray) tile = castellan_tutor_tile (&ctx, cell, rot);
              g_autoptr(GPtrArray) followers = castellan_tutor_followers (&ctx, cell, rot);
              double v = (g_get_monotonic_time () - t0) / 1000.0;

              g_array_append_val (tutor_ms, v);
              if (cs_game_is_legal (g, cell, rot))
                g_array_append_val (legal_ms, v);
            }
      }
  print_stats ("tutor_tile + tutor_followers", tutor_ms, ", every cell and turn");
  print_stats ("  the same, legal placements only", legal_ms, "");
}

int
main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "--first-frame") == 0)
    return first_frame_child ();
  if (argc == 3 && strcmp (argv[1], "--startup") == 0)
    {
      bench_startup (argv[0], atoi (argv[2]));
      return 0;
    }

  if (argc == 2 && strcmp (argv[1], "--hints") == 0)
    {
      bench_hints ();   /* no display needed */
      return 0;
    }

  gtk_init ();
  adw_init ();
  if (argc == 3 && strcmp (argv[1], "--redraw") == 0)
    bench_redraw (atoi (argv[2]));
  else
    {
      fprintf (stderr, "usage: %s --startup N | --redraw N | --hints\n", argv[0]);
      return 2;
    }
  return 0;
}
