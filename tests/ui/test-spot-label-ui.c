/* test-spot-label-ui.c — where The Castle's chosen spot says its role
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb, 1024 × 768, a game of The
 * Castle between two people at one desk, laid tile by tile. In each
 * follower step every open spot is chosen in turn and the frame drawn
 * after it read back (castellan_board_get_spot_label): the role's label,
 * where it is drawn, lies straight under or straight over the chosen spot,
 * no wider than the cell, and covers no other open spot's badge (a German
 * "Händler" lay on badge 3, an English "herald" on badge 1, when it always
 * went under the spot). Where neither side is clear it is left out.
 */
#define G_LOG_DOMAIN "test-spot-label-ui"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-board-model.h"
#include "castellan-board-private.h"
#include "castellan-turn.h"
#include "castellan-window.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 240
#define MOVES            40
/* The Castle's badge, a fraction of the cell across (SPOT_RADIUS of
 * castellan-board-castle.c) */
#define BADGE_RADIUS     0.105

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint    stage;
  guint    moves;
  gboolean done;
  int      spot;         /* the open spot chosen, -1 none yet */
  gint64   frame;        /* the frame counter when it was chosen */
  guint    below, above, left_out;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)
UI_DEFINE_STEP_TESTS (Run)

static gint64
frame_counter (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  return clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;
}

/* the label of open spot @spot as drawn, against every other open badge */
static void
check_label (Run *run, CastellanBoard *board, CastellanTurn *turn, int spot)
{
  guint n_open = castellan_turn_get_open_spots (turn, NULL);
  graphene_rect_t box, cell;
  guint pending;
  double x, y, r;

  g_assert_true (castellan_turn_get_pending (turn, &pending, NULL));
  g_assert_true (castellan_board_spot_point (board, spot, &x, &y));
  {
    g_autoptr(CastellanBoardModel) model = castellan_board_model_new (G_OBJECT (turn));
    int cx, cy;

    g_assert_true (castellan_board_model_cell_xy (model, pending, &cx, &cy));
    g_assert_true (castellan_board_cell_area (board, cx, cy, &cell));
  }
  r = cell.size.width * BADGE_RADIUS;
  if (!castellan_board_get_spot_label (board, &box))
    {
      run->left_out++;
      return;
    }
  /* straight under or over the spot, inside the cell's width */
  g_assert_cmpfloat (fabs (box.origin.x + box.size.width / 2 - x), <, 0.5);
  g_assert_cmpfloat (box.size.width, <=, cell.size.width * 0.9 + 0.5);
  if (box.origin.y > y)
    run->below++;
  else
    {
      g_assert_cmpfloat (box.origin.y + box.size.height, <, y);
      /* with CASTELLAN_SHOT_DIR, the first one over its spot, to be seen */
      if (run->above++ == 0)
        ui_harness_shot ("spot-label", "above");
    }
  /* no other open spot's badge under it */
  for (guint j = 0; j < n_open; j++)
    {
      double bx, by, nx, ny;

      if ((int) j == spot)
        continue;
      g_assert_true (castellan_board_spot_point (board, j, &bx, &by));
      nx = CLAMP (bx, box.origin.x, box.origin.x + box.size.width);
      ny = CLAMP (by, box.origin.y, box.origin.y + box.size.height);
      if (hypot (bx - nx, by - ny) < r)
        g_error ("move %u: spot %d's label (%.0f,%.0f %.0f×%.0f) covers spot %u's badge at %.0f,%.0f (r %.1f)",
                 run->moves, spot, box.origin.x, box.origin.y, box.size.width, box.size.height, j, bx, by, r);
    }
}

static gboolean
step (Run *run)
{
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  CastellanBoard *board = CASTELLAN_BOARD (castellan_window_get_board (run->window));
  AdwMessageDialog *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_autoptr(CastellanBoardModel) model = NULL;
  const CastellanCell *lit;
  guint n;

  if (run->stage++ == 0)
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 11, TRUE };
      castellan_window_start_game (run->window, &s);
      run->spot = -1;
      return FALSE;
    }
  /* any question the move raises: its default, as Enter would */
  if (dialog != NULL)
    {
      adw_message_dialog_response (dialog, adw_message_dialog_get_default_response (dialog));
      gtk_window_destroy (GTK_WINDOW (dialog));
      return FALSE;
    }
  if (castellan_board_get_animating (board))
    return FALSE;
  if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_FOLLOWER)
    {
      guint n_open = castellan_turn_get_open_spots (turn, NULL);

      /* the frame after the spot was chosen drawn: its label read */
      if (run->spot >= 0)
        {
          if (frame_counter (GTK_WIDGET (board)) <= run->frame)
            return FALSE;
          check_label (run, board, turn, run->spot);
        }
      if (++run->spot < (int) n_open)
        {
          g_assert_true (castellan_turn_select_spot (turn, run->spot));
          gtk_widget_queue_draw (GTK_WIDGET (board));
          run->frame = frame_counter (GTK_WIDGET (board));
          return FALSE;
        }
      run->spot = -1;
      castellan_turn_choose_follower (turn, -1);
      if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
        castellan_turn_end (turn);
      run->moves++;
      return FALSE;
    }
  if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return FALSE;
  if (run->moves >= MOVES || castellan_game_get_phase (castellan_window_get_game (run->window)) == CASTELLAN_PHASE_OVER)
    {
      g_test_message ("%u moves: labels under their spot %u, over it %u, left out %u", run->moves, run->below,
                      run->above, run->left_out);
      /* the labels were drawn and read, not all left out */
      g_assert_cmpuint (run->below, >, 0);
      run->done = TRUE;
      return TRUE;
    }
  model = castellan_board_model_new (G_OBJECT (turn));
  n = castellan_board_model_get_lit (model, &lit);
  g_assert_cmpuint (n, >, 0);
  /* a cell of its own each move, for spots of every kind */
  castellan_turn_set_cursor_cell (turn, castellan_board_model_cell_at (model, lit[run->moves % n].x,
                                                                       lit[run->moves % n].y));
  g_assert_true (castellan_turn_lay (turn));
  return FALSE;
}

int
main (int argc, char *argv[])
{
  static const RunStepTest tests[] = {
    { "/board/castle/spot-label", step },
  };

  return run_step_tests (argc, argv, "castellan-spot-label-ui-XXXXXX", &run_options, tests, G_N_ELEMENTS (tests));
}
