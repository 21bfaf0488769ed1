/* test-board-badges-ui.c — a click on a small badge, in the real board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb, 1024 × 768, a game of
 * classic Carcassonne with Bridges, Castles and Bazaars between two
 * people at one desk. Tiles are laid until one has a small badge (a
 * road's, drawn smaller than CASTELLAN_BOARD_BADGE_RADIUS so it stays on
 * its lane). During its follower step, at the board's own zoom, three
 * zoom steps out and zoomed out as far as the board goes:
 * - the laid tile is drawn at least CASTELLAN_BOARD_FOLLOWER_CELL across
 *   (enlarged over its neighbours when the cells are smaller), so the
 *   badge's centre is inside the view and a click's reach covers the
 *   badge drawn;
 * - a click just outside the badge's reach, on the enlarged tile, picks
 *   nothing: the step and the laid tile stay (not even a neighbouring
 *   cell where the tile would fit, lying under the enlarged tile);
 * - a click at the badge's drawn centre chooses that spot, on the widget
 *   (castellan_board_activate_at, what the click gesture calls).
 */
#define G_LOG_DOMAIN "test-board-badges-ui"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-board-model.h"
#include "castellan-classic-turn.h"
#include "castellan-window.h"
#include "castellan-window-private.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 240

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint    stage;
  guint    moves;
  gboolean done;
  double   default_zoom;
  guint    zooms_checked;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)
UI_DEFINE_STEP_TESTS (Run)

/* the open spot of the laid tile with the smallest badge, if it is small */
static int
small_badge (CastellanBoardModel *model, guint n)
{
  double x[16], y[16], size[16];
  int best = -1;

  if (n == 0 || n > G_N_ELEMENTS (x) ||
      !castellan_board_model_badges_sized (model, CASTELLAN_BOARD_BADGE_RADIUS, x, y, size, n))
    return -1;
  for (guint i = 0; i < n; i++)
    if (size[i] < CASTELLAN_BOARD_BADGE_RADIUS * 0.8 && (best < 0 || size[i] < size[best]))
      best = (int) i;
  return best;
}

/* a click just outside spot @index's reach, on the laid tile as drawn and
 * out of every other badge's reach, picks nothing and keeps the step */
static void
check_click_outside (Run *run, guint index, guint n)
{
  CastellanBoard *one = ui_board (run->window);
  CastellanBoardModel *model = castellan_board_get_model (one);
  CastellanTurnBase *base = CASTELLAN_TURN_BASE (ui_classic_turn (run->window));
  double zoom = castellan_board_get_zoom (one), tile = castellan_board_follower_cell (zoom);
  double reach = castellan_board_model_badge_reach (model, index, n, zoom);
  double sx, sy, x[16], y[16], size[16], w = gtk_widget_get_width (GTK_WIDGET (one));
  double h = gtk_widget_get_height (GTK_WIDGET (one));
  guint pending = 0, pending_after = 0;
  gboolean tried = FALSE;

  g_assert_true (castellan_board_spot_point (one, index, &sx, &sy));
  g_assert_true (castellan_board_model_badges_sized (model, CASTELLAN_BOARD_BADGE_RADIUS, x, y, size, n));
  /* drawn whole in the view, and reached wherever it is drawn */
  g_assert_cmpfloat (reach, >=, castellan_board_badge_px (tile, size[index]));
  g_assert_cmpfloat (sx, >=, reach);
  g_assert_cmpfloat (sy, >=, reach);
  g_assert_cmpfloat (sx, <=, w - reach);
  g_assert_cmpfloat (sy, <=, h - reach);
  g_assert_true (castellan_turn_base_get_pending (base, &pending, NULL));
  for (guint k = 0; k < 16 && !tried; k++)
    {
      double a = k * G_PI / 8, px = sx + (reach + 1.5) * cos (a), py = sy + (reach + 1.5) * sin (a);
      /* the tile's own unit square, where the badge's piece and its
       * neighbours are */
      double ux = x[index] + (px - sx) / tile, uy = y[index] + (py - sy) / tile;
      gboolean clear = ux > 0.02 && uy > 0.02 && ux < 0.98 && uy < 0.98;

      for (guint j = 0; j < n && clear; j++)
        {
          double ox, oy;

          if (j == index)
            continue;
          g_assert_true (castellan_board_spot_point (one, j, &ox, &oy));
          clear = hypot (px - ox, py - oy) > castellan_board_model_badge_reach (model, j, n, zoom) + 1;
        }
      if (!clear)
        continue;
      tried = TRUE;
      castellan_board_activate_at (one, px, py);
      g_assert_cmpint (castellan_turn_base_get_stage (base), ==, CASTELLAN_STAGE_FOLLOWER);
      g_assert_true (castellan_turn_base_get_pending (base, &pending_after, NULL));
      g_assert_cmpuint (pending_after, ==, pending);
      g_assert_cmpint (castellan_classic_turn_get_chosen_follower (ui_classic_turn (run->window)), <, 0);
    }
  g_assert_true (tried);
  run->zooms_checked++;
}

/* a click at spot @index's drawn centre chooses it */
static void
check_click_centre (Run *run, guint index, guint n)
{
  CastellanBoard *one = ui_board (run->window);
  CastellanBoardModel *model = castellan_board_get_model (one);
  CastellanClassicTurn *t = ui_classic_turn (run->window);
  const CastellanBoardFollower *followers;
  const guint8 *open;
  guint before = castellan_board_model_get_followers (model, NULL), pending = 0;
  int cx, cy;
  double sx, sy;

  g_assert_cmpuint (castellan_classic_turn_get_open_spots (t, &open), ==, n);
  g_assert_true (castellan_classic_turn_get_pending (t, &pending, NULL));
  g_assert_true (castellan_board_model_cell_xy (model, pending, &cx, &cy));
  g_assert_true (castellan_board_spot_point (one, index, &sx, &sy));
  castellan_board_activate_at (one, sx, sy);
  g_assert_cmpint (castellan_classic_turn_get_stage (t), !=, CASTELLAN_STAGE_FOLLOWER);
  if (castellan_classic_turn_get_stage (t) == CASTELLAN_STAGE_CONFIRM)
    {
      g_assert_cmpint (castellan_classic_turn_get_chosen_follower (t), ==, open[index]);
      return;
    }
  /* played at once: the new follower stands on that piece of that tile */
  g_assert_cmpuint (castellan_board_model_get_followers (model, &followers), ==, before + 1);
  for (guint i = 0; i < before + 1; i++)
    if (followers[i].x == cx && followers[i].y == cy)
      {
        g_assert_cmpuint (followers[i].piece, ==, open[index]);
        return;
      }
  g_assert_not_reached ();
}

static gboolean
step (Run *run)
{
  CastellanBoard *one;
  CastellanClassicTurn *t;
  CastellanBoardModel *model;

  if (run->stage == 0)
    {
      CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = 11, .has_seed = TRUE,
                                  .bcb = TRUE };

      s.kinds[0] = CASTELLAN_PLAYER_HUMAN;
      s.kinds[1] = CASTELLAN_PLAYER_HUMAN;
      castellan_window_start_classic (run->window, &s);
      run->stage++;
      return FALSE;
    }
  one = ui_board (run->window);
  t = ui_classic_turn (run->window);
  /* the board laid out in its window, nothing playing out */
  if (one == NULL || t == NULL || !gtk_widget_get_mapped (GTK_WIDGET (one)) ||
      gtk_widget_get_width (GTK_WIDGET (one)) < 200 || castellan_board_get_animating (one))
    return FALSE;
  model = castellan_board_get_model (one);
  switch (run->stage)
    {
    case 1:
      run->default_zoom = castellan_board_get_zoom (one);
      g_test_message ("the expansion's board at 1024 x 768: %.1f px a cell", run->default_zoom);
      g_object_set (one, "animation-speed", CASTELLAN_ANIMATION_OFF, NULL);
      run->stage++;
      return FALSE;
    case 2:
      {
        const guint16 *fits;
        guint n_fits, n_open;
        int small;

        /* a person's turn to lay: on a cell where the tile fits */
        if (castellan_classic_turn_get_stage (t) != CASTELLAN_STAGE_PLACE)
          return FALSE;
        g_assert_cmpuint (run->moves, <, 30);
        n_fits = castellan_classic_turn_get_fit_cells (t, &fits);
        g_assert_cmpuint (n_fits, >, 0);
        castellan_classic_turn_set_cursor_cell (t, fits[run->moves % n_fits]);
        if (!castellan_classic_turn_lay (t))
          {
            /* a turn that fits only with a bridge, or not at all as
             * turned: the next rotation that fits there */
            castellan_classic_turn_set_rotation (
              t, (guint) g_bit_nth_lsf (castellan_classic_turn_get_fits (t, fits[run->moves % n_fits]), -1));
            g_assert_true (castellan_classic_turn_lay (t));
          }
        run->moves++;
        n_open = castellan_classic_turn_get_open_spots (t, NULL);
        small = small_badge (model, n_open);
        if (small < 0)
          {
            /* no small badge here: pass, and on to the next tile */
            castellan_classic_turn_choose_follower (t, -1);
            if (castellan_classic_turn_get_stage (t) == CASTELLAN_STAGE_CONFIRM)
              castellan_classic_turn_end (t);
            return FALSE;
          }
        ui_harness_shot ("badges", "default-zoom");
        /* at the board's own zoom; three steps out (the − key), as a
         * board a few turns on fits the view; then as far out as it goes */
        check_click_outside (run, small, n_open);
        for (guint k = 0; k < 3; k++)
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (one), "board.zoom", "i", -1));
        g_test_message ("three steps out: %.1f px a cell", castellan_board_get_zoom (one));
        g_assert_cmpfloat (castellan_board_get_zoom (one), <, CASTELLAN_BOARD_FOLLOWER_CELL * 0.6);
        check_click_outside (run, small, n_open);
        ui_harness_shot ("badges", "zoomed-out-3");
        castellan_board_zoom_at (one, 0.01, gtk_widget_get_width (GTK_WIDGET (one)) / 2.0,
                                 gtk_widget_get_height (GTK_WIDGET (one)) / 2.0);
        g_assert_cmpfloat (castellan_board_get_zoom (one), ==, 10.0);
        check_click_outside (run, small, n_open);
        ui_harness_shot ("badges", "zoomed-out");
        check_click_centre (run, small, n_open);
        g_assert_cmpuint (run->zooms_checked, ==, 3);
        run->done = TRUE;
        return TRUE;
      }
    default:
      return TRUE;
    }
}

int
main (int argc, char *argv[])
{
  static const RunStepTest tests[] = {
    { "/board/badges/small-click", step },
  };

  return run_step_tests (argc, argv, "castellan-board-badges-ui-XXXXXX", &run_options, tests, G_N_ELEMENTS (tests));
}
