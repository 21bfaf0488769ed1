/* castellan-review-marks.c — the review window's drawings: the marks over the board, the score chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 33. Over the board, a frame round the cell of the move played
 * (solid) and of the level's choice (dashed); under the move's details, the
 * seats' scores over the whole game with the move shown marked.
 */
#define G_LOG_DOMAIN "castellan-review"

#include "config.h"

#include "castellan-art.h"
#include "castellan-board.h"
#include "castellan-review-window-private.h"
#include "castellan-snapshot.h"
#include "castellan-texture-cache.h"

static const GdkRGBA played_colour = { 0.11, 0.44, 0.85, 1 };   /* blue */
static const GdkRGBA best_colour = { 0.90, 0.38, 0.00, 1 };     /* orange */

/* ---- the marks over the board ----------------------------------------------------- */

static gboolean
cell_square (CastellanReviewWindow *self, int cell, graphene_rect_t *rect)
{
  CastellanBoard *board;
  double x, y, size;

  if (cell < 0 || self->board == NULL)
    return FALSE;
  board = CASTELLAN_BOARD (self->board);
  size = castellan_board_get_zoom (board);
  castellan_board_cell_point (board, cell, &x, &y);
  graphene_rect_init (rect, x - size / 2, y - size / 2, size, size);
  return TRUE;
}

/* a frame round @r, on a white one so it shows on any tile; dashed for the level's choice */
static void
frame (cairo_t *cr, const graphene_rect_t *r, const GdkRGBA *colour, gboolean dashed, double inset)
{
  double w = MAX (3.0, r->size.width / 16);
  double x = r->origin.x + inset, y = r->origin.y + inset;
  double s = r->size.width - 2 * inset;
  double dash[] = { 2.2 * w, 1.4 * w };

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_rectangle (cr, x, y, s, s);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, w + 3);
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
castellan_review_marks_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CastellanReviewWindow *self = data;
  g_autoptr (CastellanReviewMove) move = castellan_review_window_dup_move (self, self->current);
  graphene_rect_t played, best;
  gboolean has_played, has_best;

  if (move == NULL)
    return;
  has_played = cell_square (self, castellan_review_move_get_played_cell (move), &played);
  has_best = cell_square (self, castellan_review_move_get_best_cell (move), &best);
  if (has_played)
    frame (cr, &played, &played_colour, FALSE, 0);
  if (has_best)
    frame (cr, &best, &best_colour, TRUE,
           has_played && castellan_review_move_get_played_cell (move) == castellan_review_move_get_best_cell (move)
             ? MAX (3.0, best.size.width / 16) + 3 : 0);
}

void
castellan_review_swatch_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  gboolean dashed = GPOINTER_TO_INT (data);
  graphene_rect_t r = GRAPHENE_RECT_INIT (3, 3, MIN (width, height) - 6, MIN (width, height) - 6);

  frame (cr, &r, dashed ? &best_colour : &played_colour, dashed, 0);
}

/* ---- the score chart ---------------------------------------------------------------- */

/* the scores of the whole game, from the position after its last move */
void
castellan_review_chart_load (CastellanReviewWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GObject) game = castellan_review_dup_game_before (self->review, castellan_review_get_n_moves (self->review) + 1,
                                                               &error);
  CastellanGameBase *base;

  g_clear_pointer (&self->history, g_array_unref);
  if (game == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  base = CASTELLAN_GAME_BASE (game);
  self->history = castellan_game_base_dup_score_history (base, &self->stride, &self->lap);
  self->n_players = MIN (castellan_game_base_get_n_players (base), CASTELLAN_MAX_SEATS);
  for (guint p = 0; p < self->n_players; p++)
    self->colours[p] = castellan_game_base_get_palette (base) == CASTELLAN_PALETTE_CLASSIC
                       ? art_classic_seat_colour (p) : castellan_seat_rgb (p);
}

/* the move in view is marked after it, where the moves' axis counts it */
void
castellan_review_chart_draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CastellanReviewWindow *self = data;
  int grid = (int) self->lap;

  if (self->history == NULL || self->stride == 0)
    return;
  /* without a track's laps, the grid every quarter of the way, in steps of 5 */
  if (grid == 0)
    {
      int max = 10;
      for (guint i = 0; i < self->history->len; i++)
        max = MAX (max, g_array_index (self->history, int, i));
      grid = ((max + 19) / 20) * 5;
    }
  castellan_score_chart_draw (GTK_WIDGET (area), cr, width, height, (const int *) (gpointer) self->history->data,
                              self->stride, self->history->len / self->stride, self->n_players, self->colours, grid,
                              self->chart_mark > 0 ? (int) self->chart_mark : -1);
}

