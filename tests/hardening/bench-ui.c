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
 *                          painted frame (GdkFrameClock::after-paint); then
 *                          the same for a bare libadwaita window, the floor
 *                          of what any such application takes here
 *   bench-ui --redraw N    in a 1920×1080 window at the display's scale
 *                          (GDK_SCALE=2), N real frames of each, timed by
 *                          the frame clock: a finished game's full castle
 *                          repainted; a plain view repainted (what any
 *                          window that size costs here); the pointer moving
 *                          to a new cell mid-game. Also the board view's
 *                          snapshot alone and an offscreen rendering
 *   bench-ui --classic N   classic Carcassonne's open board with 71 tiles
 *                          laid and the 72nd in hand (followers standing,
 *                          lit cells), in a 1920×1080 window: its snapshot
 *                          alone, N times at each zoom, just after zooming
 *                          (textures of the nearest size stretched) and
 *                          once the exact size is rendered; then at 64 px a
 *                          cell, placing and at the follower step with a
 *                          field chosen, the snapshot and N real frames
 *                          while panning and while zooming
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
#include "castellan-board.h"
#include "castellan-classic-turn.h"
#include "castellan-turn.h"
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

/* the least a libadwaita application shows: a window with a header bar and
 * a status page, the same size as ours; what start-up costs on this machine
 * before Castellan does anything */
static void
bare_activate_cb (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Castellan");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), app);
  gtk_window_present (GTK_WINDOW (window));
}

static int
bare_first_frame_child (void)
{
  g_autoptr(AdwApplication) app = adw_application_new ("org.gnome.Castellan.Bench", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (bare_activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 0, NULL);
}

static void
bench_startup (const char *self, const char *mode, const char *what, guint n)
{
  g_autoptr(GArray) ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *data_home = g_dir_make_tmp ("castellan-bench-XXXXXX", NULL);

  /* a first launch, with no saved game to resume */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  for (guint i = 0; i <= n; i++)
    {
      const char *argv[] = { self, mode, NULL };
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
  print_stats (what, ms, ", warm");
  g_rmdir (data_home);
}

/* ---- a window with the board -------------------------------------------------- */

static CastellanGame *
game_after (guint moves, guint32 seed)
{
  CastellanGame *game = castellan_game_new ();
  CastellanGameSetup s = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    0, CASTELLAN_THEME_CASTLE, 0, seed, TRUE
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

/* real frames, timed by the window's frame clock from before-paint to
 * after-paint: layout, the snapshot, the renderer drawing the damaged area
 * and presenting it. After each frame @change makes the next one. */
typedef void (*FrameChange) (GtkWidget *widget, guint i);

typedef struct {
  GtkWidget   *widget;
  FrameChange  change;
  GArray      *ms;
  guint        done, total;
  gint64       t0;
} FrameBench;

static void
frame_before_cb (GdkFrameClock *clock, FrameBench *fb)
{
  fb->t0 = g_get_monotonic_time ();
}

static void
frame_after_cb (GdkFrameClock *clock, FrameBench *fb)
{
  double v = (g_get_monotonic_time () - fb->t0) / 1000.0;

  if (fb->t0 == 0 || fb->done == fb->total)
    return;
  fb->t0 = 0;
  if (++fb->done > 5)   /* 5 frames to warm up */
    g_array_append_val (fb->ms, v);
  if (fb->done < fb->total)
    fb->change (fb->widget, fb->done);
}

static GArray *
time_frames (GtkWidget *widget, guint n, FrameChange change)
{
  FrameBench fb = { widget, change, g_array_new (FALSE, FALSE, sizeof (double)), 0, n + 5, 0 };
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "before-paint", G_CALLBACK (frame_before_cb), &fb);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (frame_after_cb), &fb);
  change (widget, 0);
  while (fb.done < fb.total)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handlers_disconnect_by_data (clock, &fb);
  return fb.ms;
}

/* GTK repaints only what changed since the last frame: move the widget by
 * two pixels and back (the board, centred, moves by one device pixel), so
 * that every frame repaints all of it */
static void
shift_change (GtkWidget *widget, guint i)
{
  gtk_widget_set_margin_start (widget, 2 - gtk_widget_get_margin_start (widget));
}

/* the pointer (or the keyboard cursor) moves on to the next empty cell: the
 * tile's preview leaves one cell and appears on another */
static void
hover_change (GtkWidget *widget, guint i)
{
  CastellanTurn *turn = castellan_board_get_turn (CASTELLAN_BOARD (widget));
  const CsGame *g = castellan_game_get_state (castellan_turn_get_game (turn));
  int cell = castellan_turn_get_cursor_cell (turn);

  do
    cell = (cell + 1) % CS_NUM_CELLS;
  while (g->cell_tile[cell] != CS_CELL_EMPTY);
  castellan_turn_set_cursor_cell (turn, cell);
}

static GtkWidget *
bench_window (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_present (GTK_WINDOW (window));
  wait_frames (child, 10);
  return window;
}

static void
bench_redraw (guint n)
{
  g_autoptr(CastellanGame) game = game_after (CS_NUM_TILES, 5);
  g_autoptr(CastellanGame) mid = game_after (30, 5);
  GtkWidget *board = castellan_board_new ();
  GtkWidget *window, *plain;
  g_autoptr(GArray) snap_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) render_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frames = NULL;
  g_autoptr(GArray) floor_frames = NULL;
  g_autoptr(GArray) hover_frames = NULL;
  GskRenderer *renderer;
  int w, h, scale;

  g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
  g_autoptr(CastellanTurn) mid_turn = castellan_turn_new (mid);

  castellan_board_set_turn (CASTELLAN_BOARD (board), turn);
  window = bench_window (board);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  w = gtk_widget_get_width (board);
  h = gtk_widget_get_height (board);
  scale = gtk_widget_get_scale_factor (board);
  printf ("board %d×%d at scale %d (%d×%d pixels), %u tiles laid, renderer %s\n", w, h, scale,
          w * scale, h * scale, castellan_game_get_state (game)->n_laid, G_OBJECT_TYPE_NAME (renderer));

  /* the board view's own work, and the renderer's alone (offscreen, which
   * adds reading the pixels back) */
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
          double a = (t1 - t0) / 1000.0, b = (t2 - t1) / 1000.0;
          g_array_append_val (snap_ms, a);
          g_array_append_val (render_ms, b);
        }
    }

  frames = time_frames (board, n, shift_change);

  /* a mid-game board, the drawn tile following the pointer */
  castellan_board_set_turn (CASTELLAN_BOARD (board), mid_turn);
  wait_frames (board, 3);
  hover_frames = time_frames (board, n, hover_change);
  gtk_window_destroy (GTK_WINDOW (window));

  /* what any widget filling the window costs to repaint on this machine */
  plain = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (plain, "view");
  window = bench_window (plain);
  floor_frames = time_frames (plain, n, shift_change);
  gtk_window_destroy (GTK_WINDOW (window));

  print_stats ("board snapshot", snap_ms, "");
  print_stats ("board render (offscreen + read back)", render_ms, "");
  print_stats ("frame: full castle repainted", frames, "");
  print_stats ("frame: a plain view repainted", floor_frames, ", the machine's floor");
  print_stats ("frame: the pointer to a new cell", hover_frames, ", mid-game");
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

/* ---- classic Carcassonne's open board ------------------------------------------ */

static double
classic_snapshot_ms (GtkWidget *board)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  gint64 t0 = g_get_monotonic_time ();

  GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

/* panning as a drag does it: a few pixels a frame, to and fro */
static void
classic_pan_change (GtkWidget *board, guint i)
{
  castellan_board_pan (CASTELLAN_BOARD (board), (i / 20) % 2 ? -9 : 9, (i / 10) % 2 ? 4 : -4);
}

/* zooming as a pinch or Ctrl+scroll does it: 5% a frame around the middle, in and out */
static void
classic_zoom_change (GtkWidget *board, guint i)
{
  castellan_board_zoom_at (CASTELLAN_BOARD (board), (i / 15) % 2 ? 1 / 1.05 : 1.05,
                                   gtk_widget_get_width (board) / 2.0, gtk_widget_get_height (board) / 2.0);
}

/* the drawn tile laid where it fits with a field spot open, that spot
 * chosen: the follower step with the field's cities lit (C-8.3); FALSE
 * where no fitting place leaves a field open */
static gboolean
classic_follower_step (CastellanClassicTurn *turn)
{
  const CsClassic *g = castellan_classic_game_get_state (castellan_classic_turn_get_game (turn));
  const guint16 *cells;
  guint n = castellan_classic_turn_get_fit_cells (turn, &cells);

  for (guint c = 0; c < n; c++)
    for (guint rot = 0; rot < 4; rot++)
      {
        const guint8 *open;
        guint n_open;

        if (!(castellan_classic_turn_get_fits (turn, cells[c]) & (1u << rot)))
          continue;
        castellan_classic_turn_set_cursor_cell (turn, cells[c]);
        castellan_classic_turn_set_rotation (turn, rot);
        if (!castellan_classic_turn_lay (turn))
          continue;
        n_open = castellan_classic_turn_get_open_spots (turn, &open);
        for (guint i = 0; i < n_open; i++)
          if (cs_classic_tile (g->tileset, g->current)->pieces[open[i]].type == CS_CLASSIC_FIELD)
            return castellan_classic_turn_select_spot (turn, i);
        castellan_classic_turn_cancel (turn);
      }
  return FALSE;
}

static void
bench_classic_frames (GtkWidget *board, CastellanClassicTurn *turn, guint n)
{
  const char *stage[] = { "placing", "follower step, field chosen" };

  for (guint s = 0; s < G_N_ELEMENTS (stage); s++)
    {
      char what[80];

      if (s == 1 && !classic_follower_step (turn))
        g_error ("no follower step with a field spot to measure");
      castellan_board_fit (CASTELLAN_BOARD (board));
      castellan_board_zoom_at (CASTELLAN_BOARD (board),
                                       64 / castellan_board_get_zoom (CASTELLAN_BOARD (board)),
                                       gtk_widget_get_width (board) / 2.0, gtk_widget_get_height (board) / 2.0);
      wait_frames (board, 20);
      {
        g_autoptr(GArray) snaps = g_array_new (FALSE, FALSE, sizeof (double));
        for (guint i = 0; i < n; i++)
          {
            double v = classic_snapshot_ms (board);
            g_array_append_val (snaps, v);
          }
        g_snprintf (what, sizeof what, "snapshot 64 px/cell, %s", stage[s]);
        print_stats (what, snaps, "");
      }
      {
        g_autoptr(GArray) frames = time_frames (board, n, classic_pan_change);
        g_snprintf (what, sizeof what, "frames panning, %s", stage[s]);
        print_stats (what, frames, "");
      }
      {
        g_autoptr(GArray) frames = time_frames (board, n, classic_zoom_change);
        g_snprintf (what, sizeof what, "frames zooming, %s", stage[s]);
        print_stats (what, frames, "");
      }
    }
}

static void
bench_classic (guint n)
{
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(CastellanClassicTurn) turn = NULL;
  CastellanClassicSetup setup = { .n_players = 5, .farmers = TRUE, .seed = 5, .has_seed = TRUE, .first = 0 };
  GtkWidget *board = castellan_board_new ();
  const double zooms[] = { 0, 10, 24, 64, 120, 240 };   /* 0: fit the whole board */
  CsRng rng = { 7 };
  GtkWidget *window;

  castellan_classic_game_start (game, &setup);
  /* greedy moves until the last tile is in hand */
  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE &&
         castellan_classic_game_get_tiles_left (game) > 0)
    {
      CsClassicMove m;
      cs_classic_policy_greedy (castellan_classic_game_get_state (game), &rng, &m);
      if (!castellan_classic_game_play (game, &m, NULL))
        g_error ("a greedy move was refused");
    }
  turn = castellan_classic_turn_new (game);
  castellan_board_set_turn (CASTELLAN_BOARD (board), turn);
  window = bench_window (board);
  printf ("classic board %d×%d at scale %d, %u tiles laid and one in hand, %u lit cells\n",
          gtk_widget_get_width (board), gtk_widget_get_height (board), gtk_widget_get_scale_factor (board),
          castellan_classic_game_get_state (game)->n_laid, castellan_classic_turn_get_fit_cells (turn, NULL));
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      g_autoptr(GArray) fresh = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) settled = g_array_new (FALSE, FALSE, sizeof (double));
      double w = gtk_widget_get_width (board), h = gtk_widget_get_height (board);
      char what[64];

      castellan_board_fit (CASTELLAN_BOARD (board));
      if (zooms[z] > 0)
        castellan_board_zoom_at (CASTELLAN_BOARD (board),
                                         zooms[z] / castellan_board_get_zoom (CASTELLAN_BOARD (board)),
                                         w / 2, h / 2);
      /* just zoomed: no main loop in between, the idle render has not run */
      for (guint i = 0; i < n; i++)
        {
          double v = classic_snapshot_ms (board);
          g_array_append_val (fresh, v);
        }
      wait_frames (board, 20);   /* the exact size is rendered */
      for (guint i = 0; i < n; i++)
        {
          double v = classic_snapshot_ms (board);
          g_array_append_val (settled, v);
        }
      g_snprintf (what, sizeof what, "snapshot %.0f px/cell, just zoomed",
                  castellan_board_get_zoom (CASTELLAN_BOARD (board)));
      print_stats (what, fresh, "");
      g_snprintf (what, sizeof what, "snapshot %.0f px/cell, settled",
                  castellan_board_get_zoom (CASTELLAN_BOARD (board)));
      print_stats (what, settled, "");
    }
  /* real frames while the view moves, placing and at the follower step */
  bench_classic_frames (board, turn, n);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (argc == 2 && strcmp (argv[1], "--first-frame") == 0)
    return first_frame_child ();
  if (argc == 2 && strcmp (argv[1], "--bare-first-frame") == 0)
    return bare_first_frame_child ();
  if (argc == 3 && strcmp (argv[1], "--startup") == 0)
    {
      bench_startup (argv[0], "--first-frame", "start to first frame", atoi (argv[2]));
      bench_startup (argv[0], "--bare-first-frame", "a bare libadwaita window, the floor", atoi (argv[2]));
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
  else if (argc == 3 && strcmp (argv[1], "--classic") == 0)
    bench_classic (atoi (argv[2]));
  else
    {
      fprintf (stderr, "usage: %s --startup N | --redraw N | --classic N | --hints\n", argv[0]);
      return 2;
    }
  return 0;
}
