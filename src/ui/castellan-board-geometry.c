/* castellan-board-geometry.c — where the board's cells are: zoom, pan, fit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The painter says how big a cell is and where cell (0, 0) sits
 * (CastellanBoardLayout); everything else is worked out here, alike for
 * every game: which cell is under a point, where a spot's badge is,
 * whether a cell is in view.
 *
 * A board that grows (the open board) zooms and pans the way GNOME's image
 * and map viewers do. Until the person zooms or pans, the view keeps the
 * whole board in sight; after that it still follows the board as it grows:
 * each new turn brings the cursor and the lit cells into view, moving the
 * view as little as it can and never zooming behind the person's back.
 * The Castle's board always shows the whole castle: there, zooming and
 * panning change nothing.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include "castellan-board-private.h"

/* how far the view may be panned beyond the laid tiles, in cells */
#define PAN_ROOM 12

/* Fitting leaves a margin round the board (past the axis labels at the
 * top and the left) and, at the bottom, room for the zoom buttons that
 * float over the view, so no tile or lit cell sits under them or touches
 * the view's edge. */
#define FIT_MARGIN 12.0
#define FIT_BOTTOM 60.0

void
board_get_layout (CastellanBoard *self, CastellanBoardLayout *layout)
{
  if (self->painter != NULL)
    self->painter->layout (self, layout);
  else
    *layout = (CastellanBoardLayout) { 96, 0, 0 };
}

void
board_cell_rect (CastellanBoard *self, const CastellanBoardLayout *layout, int x, int y, double *rx, double *ry)
{
  *rx = layout->ox + x * layout->cell;
  *ry = layout->oy + y * layout->cell;
}

gboolean
board_visible (CastellanBoard *self, const CastellanBoardLayout *layout, int x, int y)
{
  double rx, ry;

  board_cell_rect (self, layout, x, y, &rx, &ry);
  return rx + layout->cell > 0 && ry + layout->cell > 0 &&
         rx < gtk_widget_get_width (GTK_WIDGET (self)) && ry < gtk_widget_get_height (GTK_WIDGET (self));
}

int
board_cell_at (CastellanBoard *self, double x, double y)
{
  CastellanBoardLayout l;

  guint pending;

  if (self->model == NULL)
    return -1;
  /* on the laid tile drawn enlarged, its own cell, not a neighbour's under it */
  if (self->painter != NULL && self->painter->over_turn != NULL && self->painter->over_turn (self, x, y) &&
      castellan_turn_base_get_pending (self->turn, &pending, NULL))
    return (int) pending;
  board_get_layout (self, &l);
  return castellan_board_model_cell_at (self->model, (int) floor ((x - l.ox) / l.cell),
                                        (int) floor ((y - l.oy) / l.cell));
}

int
board_spot_at (CastellanBoard *self, double x, double y)
{
  CastellanBoardLayout l;
  guint n = self->turn != NULL ? castellan_turn_base_get_n_open_spots (self->turn) : 0;
  double best_d = G_MAXDOUBLE;
  int best = -1;

  board_get_layout (self, &l);
  for (guint i = 0; i < n; i++)
    {
      double sx, sy, d;
      /* as far as the badge drawn: a road's, smaller, reaches less */
      double reach = self->model != NULL ? castellan_board_model_badge_reach (self->model, i, n, l.cell) : -1;

      if (reach < 0 || !castellan_board_spot_point (self, i, &sx, &sy))
        continue;
      d = hypot (sx - x, sy - y);
      if (d <= reach && d <= best_d)
        {
          best = i;
          best_d = d;
        }
    }
  return best;
}

/* ---- the view --------------------------------------------------------------------- */

void
board_clamp_view (CastellanBoard *self)
{
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  self->zoom = CLAMP (self->zoom, CASTELLAN_BOARD_MIN_ZOOM, CASTELLAN_BOARD_MAX_ZOOM);
  if (self->model != NULL)
    castellan_board_model_get_extent (self->model, &x0, &y0, &x1, &y1);
  self->cx = CLAMP (self->cx, x0 - PAN_ROOM, x1 + PAN_ROOM);
  self->cy = CLAMP (self->cy, y0 - PAN_ROOM, y1 + PAN_ROOM);
}

void
board_fit_view (CastellanBoard *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double band = self->painter != NULL ? self->painter->band : 0;
  double left = FIT_MARGIN + band, top = FIT_MARGIN + band, nx, ny;
  int x0, y0, x1, y1;

  if (self->model == NULL || !castellan_board_model_has_game (self->model) || w < 1 || h < 1 ||
      !castellan_board_model_get_extent (self->model, &x0, &y0, &x1, &y1))
    {
      self->cx = self->cy = 0;
      self->zoom = 96;
      return;
    }
  /* the laid tiles and a ring of cells around them, where the next ones go */
  nx = x1 - x0 + 3;
  ny = y1 - y0 + 3;
  self->zoom = MIN (MIN ((w - left - FIT_MARGIN) / nx, (h - top - FIT_BOTTOM) / ny), 128);
  self->cx = (x0 + x1) / 2.0 + (FIT_MARGIN - left) / 2 / self->zoom;
  self->cy = (y0 + y1) / 2.0 + (FIT_BOTTOM - top) / 2 / self->zoom;
  board_clamp_view (self);
}

void
castellan_board_show_box (CastellanBoard *self, double x0, double y0, double x1, double y1)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double band, half_w, half_h, room_x, room_y, left, right, top, bottom;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (self->painter == NULL || self->painter->fixed || w < 1 || h < 1)
    return;
  band = self->painter->band / self->zoom;
  half_w = w / 2 / self->zoom;
  half_h = h / 2 / self->zoom;
  /* a cell of room where the view has it, less when zoomed in close */
  room_x = CLAMP ((2 * half_w - band - 1) / 2, 0, 1.0);
  room_y = CLAMP ((2 * half_h - band - 1) / 2, 0, 1.0);
  /* the view's extent in cells (of the cells' centres), less the room and the labels' band */
  left = self->cx - half_w + band + room_x + 0.5;
  right = self->cx + half_w - room_x - 0.5;
  top = self->cy - half_h + band + room_y + 0.5;
  bottom = self->cy + half_h - room_y - 0.5;
  if (x1 - x0 > right - left)
    self->cx += (x0 + x1) / 2 - (left + right) / 2;
  else if (x0 < left)
    self->cx += x0 - left;
  else if (x1 > right)
    self->cx += x1 - right;
  if (y1 - y0 > bottom - top)
    self->cy += (y0 + y1) / 2 - (top + bottom) / 2;
  else if (y0 < top)
    self->cy += y0 - top;
  else if (y1 > bottom)
    self->cy += y1 - bottom;
  board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
board_ensure_visible (CastellanBoard *self, int x, int y)
{
  castellan_board_show_box (self, x, y, x, y);
}

/* ---- what a page asks ------------------------------------------------------------- */

static gboolean
zooms (CastellanBoard *self)
{
  return self->painter != NULL && !self->painter->fixed;
}

double
castellan_board_get_zoom (CastellanBoard *self)
{
  CastellanBoardLayout l;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (self->painter == NULL)
    return 0;
  board_get_layout (self, &l);
  return l.cell;
}

void
castellan_board_zoom_at (CastellanBoard *self, double factor, double x, double y)
{
  double w, h, bx, by;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (!zooms (self))
    return;
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  bx = self->cx + (x - w / 2) / self->zoom;
  by = self->cy + (y - h / 2) / self->zoom;
  self->zoom = CLAMP (self->zoom * factor, CASTELLAN_BOARD_MIN_ZOOM, CASTELLAN_BOARD_MAX_ZOOM);
  /* the board point under (x, y) stays there */
  self->cx = bx - (x - w / 2) / self->zoom;
  self->cy = by - (y - h / 2) / self->zoom;
  self->follow_fit = FALSE;
  board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
castellan_board_fit (CastellanBoard *self)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (!zooms (self))
    return;
  self->follow_fit = TRUE;
  board_fit_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
castellan_board_pan (CastellanBoard *self, double dx, double dy)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (!zooms (self))
    return;
  self->cx -= dx / self->zoom;
  self->cy -= dy / self->zoom;
  self->follow_fit = FALSE;
  board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
castellan_board_cell_area (CastellanBoard *self, int x, int y, graphene_rect_t *area)
{
  CastellanBoardLayout l;
  double rx, ry;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  if (self->painter == NULL)
    return FALSE;
  board_get_layout (self, &l);
  board_cell_rect (self, &l, x, y, &rx, &ry);
  graphene_rect_init (area, rx, ry, l.cell, l.cell);
  return board_visible (self, &l, x, y);
}

gboolean
castellan_board_cell_point (CastellanBoard *self, guint cell, double *x, double *y)
{
  graphene_rect_t area;
  int cx = 0, cy = 0;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  if (self->model == NULL || !castellan_board_model_cell_xy (self->model, cell, &cx, &cy))
    return FALSE;
  castellan_board_cell_area (self, cx, cy, &area);
  *x = area.origin.x + area.size.width / 2;
  *y = area.origin.y + area.size.height / 2;
  return *x >= 0 && *y >= 0 && *x < gtk_widget_get_width (GTK_WIDGET (self)) &&
         *y < gtk_widget_get_height (GTK_WIDGET (self));
}

gboolean
castellan_board_spot_point (CastellanBoard *self, guint index, double *x, double *y)
{
  CastellanBoardLayout l;
  guint cell, rot;
  int cx, cy;
  double ux, uy;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  if (self->model == NULL || !castellan_turn_base_get_pending (self->turn, &cell, &rot) ||
      index >= castellan_turn_base_get_n_open_spots (self->turn) ||
      !castellan_board_model_cell_xy (self->model, cell, &cx, &cy) ||
      !self->painter->spot_point (self, index, &ux, &uy))
    return FALSE;
  board_get_layout (self, &l);
  *x = l.ox + (cx + ux) * l.cell;
  *y = l.oy + (cy + uy) * l.cell;
  return TRUE;
}

guint
castellan_board_get_offscreen_fits (CastellanBoard *self)
{
  const CastellanCell *lit;
  guint n, off = 0;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  n = castellan_board_get_fits (self, &lit);
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t area;
      double x, y;

      castellan_board_cell_area (self, lit[i].x, lit[i].y, &area);
      x = area.origin.x + area.size.width / 2;
      y = area.origin.y + area.size.height / 2;
      if (x >= 0 && y >= 0 && x < gtk_widget_get_width (GTK_WIDGET (self)) &&
          y < gtk_widget_get_height (GTK_WIDGET (self)))
        return 0;
      off++;
    }
  return off;
}
