/* test-frames-ui.c — what one frame of the window costs the software GL driver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under Xvfb there is no compositor, so the window's frame is drawn as
 * GTK's "solid-csd", and GLX there has no buffer age: every frame that
 * changes anything (The Castle's drawn tile pulsing while a computer
 * thinks, a spinner) redraws the whole window. GTK's GL renderer draws an
 * inset box-shadow by shading every pixel of its box, so Adwaita's frame,
 * three inset shadows the size of the window, cost Mesa's llvmpipe about
 * 30 ms of CPU a frame (issue 34, item 4; docs/PERFORMANCE.md). The app's
 * style draws the same frame, pixel for pixel, as a border, an outline,
 * one background colour and four 1 px strips for the tinted line inside
 * (ui/style.css). Every layer the size of the window costs the rasterizer
 * again: the three flat layers the strips replaced cost about 6 ms of its
 * CPU a frame (issue 34, item 4). This test looks at the window's render
 * nodes: no inset shadow covers half the window, one colour fill does, and
 * a border and an outline go round it.
 *
 * In a game of The Castle, the card of the player to play is ringed in the
 * accent colour. Drawn as an inset shadow, the ring was shaded over every
 * pixel of the card, about 1 ms of the rasterizer's CPU a frame (Dec 7,
 * docs/PERFORMANCE.md); as an outline (ui/style.css) it is a border node,
 * four strips, with the same pixels. The second test starts a game and
 * looks for that ring: a 2 px border the size of a card, and no inset
 * shadow as large as a card anywhere in the window.
 */
#define G_LOG_DOMAIN "test-frames-ui"

#include "config.h"

#include <adwaita.h>

#include "castellan-window.h"
#include "ui-harness.h"

typedef struct _Run Run;
struct _Run {
  UI_RUN_FIELDS (Run);
  guint ticks;
  guint large_insets;    /* inset shadows over most of the window */
  guint large_fills;     /* colour nodes over most of the window */
  guint frame_outlines;  /* border nodes around the whole window */
  guint card_insets;     /* inset shadows as large as a player card */
  guint card_rings;      /* 2 px borders as large as a player card */
  gboolean solid;
  gboolean game;         /* the second test: in a game of The Castle */
  guint game_ticks;
};

/* a player card's least size at 1024 px (two cards share a line; one is
 * about 340 × 150) */
#define CARD_W 200
#define CARD_H 80

static UiRunOptions run_options = { 60, 20, 1024, 700 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* every node under @node, with the window's size @w × @h */
static void
walk (Run *run, GskRenderNode *node, double w, double h)
{
  graphene_rect_t b;

  if (node == NULL)
    return;
  gsk_render_node_get_bounds (node, &b);
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        walk (run, gsk_container_node_get_child (node, i), w, h);
      break;
    case GSK_TRANSFORM_NODE:
      walk (run, gsk_transform_node_get_child (node), w, h);
      break;
    case GSK_CLIP_NODE:
      walk (run, gsk_clip_node_get_child (node), w, h);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      walk (run, gsk_rounded_clip_node_get_child (node), w, h);
      break;
    case GSK_OPACITY_NODE:
      walk (run, gsk_opacity_node_get_child (node), w, h);
      break;
    case GSK_COLOR_MATRIX_NODE:
      walk (run, gsk_color_matrix_node_get_child (node), w, h);
      break;
    case GSK_DEBUG_NODE:
      walk (run, gsk_debug_node_get_child (node), w, h);
      break;
    case GSK_INSET_SHADOW_NODE:
      if (b.size.width * b.size.height > 0.5 * w * h)
        run->large_insets++;
      if (b.size.width >= CARD_W && b.size.height >= CARD_H)
        run->card_insets++;
      break;
    case GSK_COLOR_NODE:
      if (b.size.width * b.size.height > 0.5 * w * h)
        run->large_fills++;
      break;
    case GSK_BORDER_NODE:
      if (b.size.width >= w - 1 && b.size.height >= h - 1)
        run->frame_outlines++;
      else if (b.size.width >= CARD_W && b.size.height >= CARD_H)
        {
          const float *widths = gsk_border_node_get_widths (node);
          if (widths[0] == 2 && widths[1] == 2 && widths[2] == 2 && widths[3] == 2)
            run->card_rings++;
        }
      break;
    default:
      break;
    }
}

static gboolean
step (Run *run)
{
  GtkWidget *win = GTK_WIDGET (run->window);
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  double w = gtk_widget_get_width (win), h = gtk_widget_get_height (win);

  GdkFrameClock *clock = gtk_widget_get_frame_clock (win);

  /* a few frames drawn first (a loaded machine maps the window late) */
  if (++run->ticks < 5 || !gtk_widget_get_mapped (win) || clock == NULL ||
      gdk_frame_clock_get_frame_counter (clock) < 3)
    return FALSE;
  /* the second test: a game of two people, so that nobody thinks, and a
   * few steps more once its board is shown */
  if (run->game)
    {
      if (run->game_ticks == 0)
        {
          CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                                       0, CASTELLAN_THEME_CASTLE, 0, 17, TRUE };
          castellan_window_start_game (run->window, &setup);
          run->game_ticks = 1;
          return FALSE;
        }
      if (!gtk_widget_get_mapped (GTK_WIDGET (castellan_window_get_board (run->window))) || ++run->game_ticks < 10)
        return FALSE;
    }
  run->solid = gtk_widget_has_css_class (win, "solid-csd");
  paintable = gtk_widget_paintable_new (win);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  /* nothing drawn yet: again at the next step (the run's time limit
   * fails the test if it never is) */
  if (node == NULL)
    return FALSE;
  walk (run, node, w, h);
  gsk_render_node_unref (node);
  return TRUE;
}

static void
test_frame (void)
{
  Run run = { .step = step };

  run_app (&run);
  if (!run.solid)
    {
      g_test_skip ("the window has a compositor's frame here, not solid-csd");
      return;
    }
  g_test_message ("inset shadows over half the window or more: %u; colour fills as large: %u; borders around it: %u",
                  run.large_insets, run.large_fills, run.frame_outlines);
  /* Adwaita's three; none with the app's style */
  g_assert_cmpuint (run.large_insets, ==, 0);
  /* one background colour under everything: the tinted line inside the
   * frame is four strips, not two more layers the size of the window
   * (three were drawn before, each as dear to the software rasterizer) */
  g_assert_cmpuint (run.large_fills, ==, 1);
  /* the border and the outline that stand for the other two */
  g_assert_cmpuint (run.frame_outlines, >=, 2);
}

static void
test_game (void)
{
  Run run = { .step = step, .game = TRUE };

  clean_data ();
  run_app (&run);
  g_test_message ("in a game of The Castle: inset shadows as large as a card: %u; 2 px rings as large: %u",
                  run.card_insets, run.card_rings);
  /* the ring round the card of the player to play, as an outline */
  g_assert_cmpuint (run.card_insets, ==, 0);
  g_assert_cmpuint (run.card_rings, ==, 1);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-frames-ui-XXXXXX");
  g_test_add_func ("/frames/window-frame", test_frame);
  g_test_add_func ("/frames/castle-game", test_game);
  return g_test_run ();
}
