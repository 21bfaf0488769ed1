/* castellan-board-view-overlay.c — The Castle's board: its edges and what is laid over it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The column letters and row numbers round the castle, the open spot
 * under the pointer, and what other views ask the board to show over the
 * game: the cells a pointed-at line names, lit, and marked tiles (a
 * review's move played in a solid frame, the best in a dashed one). The
 * same calls exist on the open board (castellan-classic-board.h), with
 * the same plain types (castellan-board-model.h).
 */
#define G_LOG_DOMAIN "castellan-board-view"

#include "config.h"

#include <math.h>

#include "castellan-board-view-private.h"
#include "castellan-snapshot.h"

/* the open spot (its index among the open ones) at widget point (x, y), -1 */
int
board_view_spot_at (CastellanBoardView *self, double x, double y)
{
  double cx, cy, cell = board_view_cell_size (self, NULL, NULL);
  double sx[32], sy[32], r;
  const CastellanBoardSpot *spots;
  guint n = castellan_board_model_get_spots (self->model, &spots), pending;
  guint8 open_pieces[32];
  guint n_open = castellan_turn_get_open_spots (self->turn, open_pieces);
  int best = -1;
  double best_d;

  if (!castellan_turn_get_pending (self->turn, &pending, NULL))
    return -1;
  r = board_view_spot_layout (self, sx, sy);
  if (r <= 0)
    return -1;
  best_d = cell * r * 1.3;
  board_view_cell_origin (self, pending, &cx, &cy);
  for (guint i = 0; i < n; i++)
    {
      double d = hypot (cx + sx[i] * cell - x, cy + sy[i] * cell - y);
      if (!spots[i].open || d > best_d)
        continue;
      for (guint k = 0; k < n_open; k++)
        if (open_pieces[k] == spots[i].piece)
          {
            best = k;
            best_d = d;
          }
    }
  return best;
}

/* column letters above the castle and row numbers left of it, as the cell
 * names the tutor uses spell them */
void
board_view_draw_labels (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell)
{
  GdkRGBA ink;
  double px = MIN (MAX (cell * 0.24, 8), LABELS * cell);
  int width, height;

  castellan_board_model_castle_size (&width, &height);
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &ink);
  ink.alpha *= 0.55;
  for (int x = 0; x < width; x++)
    for (int y = 0; y < height; y++)
      if (castellan_board_model_cell_at (self->model, x, y) >= 0)
        {
          char name[8];
          castellan_board_model_cell_name (self->model, x, y, name, sizeof name);
          name[1] = '\0';
          castellan_snapshot_text (GTK_WIDGET (self), snapshot, name, ox + (M + x + 0.5) * cell, oy - LABELS * cell / 2,
                                   px, &ink, FALSE);
          break;
        }
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (castellan_board_model_cell_at (self->model, x, y) >= 0)
        {
          char name[8];
          castellan_board_model_cell_name (self->model, x, y, name, sizeof name);
          castellan_snapshot_text (GTK_WIDGET (self), snapshot, name + 1, ox - LABELS * cell / 2, oy + (M + y + 0.5) * cell,
                                   px, &ink, FALSE);
          break;
        }
}

/* ---- cells, lit and marked -------------------------------------------------------- */

gboolean
castellan_board_view_cell_area (CastellanBoardView *self, int x, int y, graphene_rect_t *area)
{
  double ox, oy, cell;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), FALSE);
  cell = board_view_cell_size (self, &ox, &oy);
  graphene_rect_init (area, ox + (M + x) * cell, oy + (M + y) * cell, cell, cell);
  return area->origin.x + cell > 0 && area->origin.y + cell > 0 &&
         area->origin.x < gtk_widget_get_width (GTK_WIDGET (self)) &&
         area->origin.y < gtk_widget_get_height (GTK_WIDGET (self));
}

void
castellan_board_view_light_cells (CastellanBoardView *self, const CastellanCell *cells, guint n)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  g_array_set_size (self->named, 0);
  if (cells != NULL)
    g_array_append_vals (self->named, cells, n);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
castellan_board_view_get_lit_cells (CastellanBoardView *self, const CastellanCell **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), 0);
  if (cells != NULL)
    *cells = (const CastellanCell *) (gpointer) self->named->data;
  return self->named->len;
}

void
castellan_board_view_set_marks (CastellanBoardView *self, const CastellanBoardMark *marks, guint n)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  g_array_set_size (self->marks, 0);
  if (marks != NULL)
    g_array_append_vals (self->marks, marks, n);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
castellan_board_view_get_marks (CastellanBoardView *self, const CastellanBoardMark **marks)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), 0);
  if (marks != NULL)
    *marks = (const CastellanBoardMark *) (gpointer) self->marks->data;
  return self->marks->len;
}

/* the named cells filled and ringed as one shape, a dark line outside a
 * light one, as the open board rings them */
void
board_view_draw_lit_named (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  GdkRGBA fill = { 0.21, 0.52, 0.89, 0.30 }, halo = { 1, 1, 1, 0.95 }, edge = { 0.05, 0.22, 0.50, 1 };
  const CastellanCell *cells = (const CastellanCell *) (gpointer) self->named->data;
  double line = MAX (2, cell * 0.05);

  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < self->named->len; i++)
      {
        double x = ox + (M + cells[i].x) * cell, y = oy + (M + cells[i].y) * cell, width = pass == 1 ? 2 * line : line;

        if (pass == 0)
          {
            castellan_snapshot_rect (snapshot, x, y, cell, cell, &fill);
            continue;
          }
        for (guint side = 0; side < 4; side++)
          {
            gboolean shared = FALSE;

            for (guint k = 0; k < self->named->len && !shared; k++)
              shared = cells[k].x == cells[i].x + dx[side] && cells[k].y == cells[i].y + dy[side];
            if (!shared)
              castellan_snapshot_rect (snapshot, x + (dx[side] > 0 ? cell - width : 0), y + (dy[side] > 0 ? cell - width : 0),
                                       dx[side] != 0 ? width : cell, dy[side] != 0 ? width : cell,
                                       pass == 1 ? &halo : &edge);
          }
      }
}

/* the marked tiles over the board, framed by style */
void
board_view_draw_marks (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell, int scale)
{
  GdkRGBA played = { 0.96, 0.76, 0.07, 1 }, best = { 0.18, 0.76, 0.49, 1 }, halo = { 0, 0, 0, 0.6 };
  const CastellanBoardMark *marks = (const CastellanBoardMark *) (gpointer) self->marks->data;
  double width = MAX (3, cell * 0.07);

  for (guint i = 0; i < self->marks->len; i++)
    {
      double x = ox + (M + marks[i].x) * cell, y = oy + (M + marks[i].y) * cell;

      castellan_snapshot_texture (snapshot, board_view_tile_texture (self, marks[i].art, marks[i].rot & 3, scale),
                                  x, y, cell, cell, 0.9);
      castellan_snapshot_outline (snapshot, x - 1, y - 1, cell + 2, cell + 2, width + 2, &halo);
      if (marks[i].style == CASTELLAN_BOARD_MARK_PLAYED)
        castellan_snapshot_outline (snapshot, x, y, cell, cell, width, &played);
      else
        for (guint k = 0; k < 4; k++)
          for (guint side = 0; side < 4; side++)
            {
              double step = cell / 4, a = k * step + step / 4, len = step / 2;
              double rx = side == 1 ? x + cell - width : side == 3 ? x : x + a;
              double ry = side == 2 ? y + cell - width : side == 0 ? y : y + a;
              castellan_snapshot_rect (snapshot, rx, ry, side % 2 ? width : len, side % 2 ? len : width, &best);
            }
    }
}
