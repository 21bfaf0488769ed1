/* castellan-board-open.c — the open board's painter: classic Carcassonne and its expansion
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The open board grows with the game; the shell zooms and pans it. This
 * painter draws, from the board model alone: the laid tiles (a computer's
 * settling on its cell), the bridges and castles of Bridges, Castles and
 * Bazaars, each player's last move, the followers (coming down, or rising
 * home), the cells where the drawn tile fits, the tile under the cursor or
 * laid and waiting for its follower with its numbered spots, an arrow to
 * lit cells out of view, and along the top and left edges the column and
 * row numbers that name the cells as the log, the castle question and the
 * final sheet do ("4,0").
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-board-private.h"
#include "castellan-art.h"
#include "castellan-classic-turn.h"
#include "castellan-snapshot.h"

/* the band along the top and the left edges holding the axis labels, px */
#define BAND 18.0

/* the expansion's pieces, as the texture ladder keys them: a bridge (its
 * axis, plus OVERLAY_CLOISTER across a cloister's tile) or a castle
 * (OVERLAY_CASTLE + seat) */
#define OVERLAY_CLOISTER 4
#define OVERLAY_CASTLE 8

static CastellanClassicTurn *
open_turn (CastellanBoard *self)
{
  return CASTELLAN_CLASSIC_TURN (self->turn);
}

/* ---- geometry ------------------------------------------------------------------- */

static void
open_layout (CastellanBoard *self, CastellanBoardLayout *l)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  /* the centre of cell (x, y) lies at x, y in board units */
  l->cell = self->zoom;
  l->ox = w / 2 - (self->cx + 0.5) * self->zoom;
  l->oy = h / 2 - (self->cy + 0.5) * self->zoom;
}

static void
open_measure (CastellanBoard *self, GtkOrientation orientation, int *minimum, int *natural)
{
  *minimum = 160;
  *natural = 640;
}

/* the badges are laid out for this radius (in cells) and drawn a little
 * smaller (castellan_board_badge_px), so their outline stays inside the
 * room they were given */
#define BADGE_LAID CASTELLAN_BOARD_BADGE_RADIUS

/* Where the laid tile is drawn, in the widget: on its cell, but while its
 * follower is chosen (and confirmed) on a board zoomed out below
 * CASTELLAN_BOARD_FOLLOWER_CELL, enlarged to that size over its neighbours,
 * centred on its cell and moved to stay in the view and off the rulers,
 * even where its cell is partly under one. The tile's @size pixels
 * across; FALSE: no laid tile. Its badges and the follower on it are
 * drawn in proportion, so they stay whole on their pieces and readable
 * at every zoom. */
static gboolean
open_turn_rect (CastellanBoard *self, const CastellanBoardLayout *l, int *x, int *y, double *rx, double *ry,
                double *size)
{
  CastellanStage stage = board_stage (self);
  guint cell;
  double cx, cy, s;
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->turn == NULL || self->model == NULL || !castellan_turn_base_get_pending (self->turn, &cell, NULL) ||
      !castellan_board_model_cell_xy (self->model, cell, x, y))
    return FALSE;
  board_cell_rect (self, l, *x, *y, &cx, &cy);
  *rx = cx;
  *ry = cy;
  *size = l->cell;
  if (stage != CASTELLAN_STAGE_FOLLOWER && stage != CASTELLAN_STAGE_CONFIRM)
    return TRUE;
  s = castellan_board_follower_cell (l->cell);
  if (s <= l->cell)
    return TRUE;
  *rx = cx + (l->cell - s) / 2;
  *ry = cy + (l->cell - s) / 2;
  /* then the view: a cell at the edge, partly under a ruler, has its
   * tile moved inward, off the ruler (the column of row numbers is
   * BAND + 6 across, the row of column numbers BAND high) */
  if (w >= BAND + 6 + s)
    *rx = CLAMP (*rx, BAND + 6, w - s);
  if (h >= BAND + s)
    *ry = CLAMP (*ry, BAND, h - s);
  *size = s;
  return TRUE;
}

/* where open spot @index's badge sits, in its tile's unit square as drawn
 * (open_turn_rect), and in @size how large the layout lets it be
 * (BADGE_LAID, or less on a narrow piece) */
static gboolean
open_spot_badge (CastellanBoard *self, guint index, double *x, double *y, double *size)
{
  double bx[16], by[16], br[16];
  guint n = castellan_turn_base_get_n_open_spots (self->turn);

  if (index >= n || n > G_N_ELEMENTS (bx) ||
      !castellan_board_model_badges_sized (self->model, BADGE_LAID, bx, by, br, n))
    return FALSE;
  *x = bx[index];
  *y = by[index];
  if (size != NULL)
    *size = br[index];
  return TRUE;
}

/* the shell's point for a badge is in the laid tile's cell's unit square:
 * on an enlarged tile, that lies beyond 0..1 where the badge is drawn */
static gboolean
open_spot_point (CastellanBoard *self, guint index, double *x, double *y)
{
  CastellanBoardLayout l;
  double ux, uy, rx, ry, size, cx, cy;
  int tx, ty;

  if (!open_spot_badge (self, index, &ux, &uy, NULL))
    return FALSE;
  board_get_layout (self, &l);
  if (!open_turn_rect (self, &l, &tx, &ty, &rx, &ry, &size))
    return FALSE;
  board_cell_rect (self, &l, tx, ty, &cx, &cy);
  *x = (rx + ux * size - cx) / l.cell;
  *y = (ry + uy * size - cy) / l.cell;
  return TRUE;
}

static gboolean
open_over_turn (CastellanBoard *self, double x, double y)
{
  CastellanBoardLayout l;
  double rx, ry, size;
  int tx, ty;

  board_get_layout (self, &l);
  return open_turn_rect (self, &l, &tx, &ty, &rx, &ry, &size) && x >= rx && y >= ry && x < rx + size &&
         y < ry + size;
}

static GdkTexture *
open_tile_texture (CastellanBoard *self, const CastellanBoardLayout *l, guint art, guint rot)
{
  return board_ladder_tile (self, art, rot, l->cell);
}

/* ---- pieces of the picture ------------------------------------------------------ */

static void
draw_tile (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, guint art, guint rot,
           int x, int y, double alpha)
{
  GdkTexture *texture = open_tile_texture (self, l, art, rot);
  double rx, ry;

  board_cell_rect (self, l, x, y, &rx, &ry);
  if (texture)
    castellan_snapshot_texture (snapshot, texture, rx, ry, l->cell, l->cell, alpha);
}

static void
draw_follower (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l,
               const CastellanBoardFollower *f, double lift, double alpha)
{
  double ax, ay, rx, ry, size = MAX (12, l->cell * 0.34);
  /* a farmer lies in his field */
  GdkTexture *texture = board_ladder_follower (self, f->seat, f->kind == CASTELLAN_SPOT_FIELD, size);

  board_anchor (self, f->art, f->rot, f->piece, &ax, &ay);
  board_cell_rect (self, l, f->x, f->y, &rx, &ry);
  if (texture)
    castellan_snapshot_texture (snapshot, texture, rx + ax * l->cell - size / 2,
                                ry + ay * l->cell - size / 2 - lift * l->cell, size, size, alpha);
}

static void
draw_bridge (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, int x, int y,
             guint axis, gboolean cloister, double alpha)
{
  GdkTexture *texture = board_ladder_overlay (self, axis | (cloister ? OVERLAY_CLOISTER : 0), l->cell);
  double rx, ry;

  board_cell_rect (self, l, x, y, &rx, &ry);
  if (texture != NULL)
    castellan_snapshot_texture (snapshot, texture, rx, ry, l->cell, l->cell, alpha);
}

/* every bridge on the board and every castle, its token over the side its
 * two tiles share (B-3, B-4.3) */
static void
draw_bcb (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l,
          const CastellanBoardTile *tiles, guint n_tiles)
{
  const CastellanBoardCastle *castles;
  guint n = castellan_board_model_get_castles (self->model, &castles);
  double size = l->cell * 0.62;

  for (guint i = 0; i < n_tiles; i++)
    if (tiles[i].bridge != 0 && board_visible (self, l, tiles[i].x, tiles[i].y))
      draw_bridge (self, snapshot, l, tiles[i].x, tiles[i].y, tiles[i].bridge, tiles[i].cloister, 1.0);
  for (guint i = 0; i < n; i++)
    {
      GdkTexture *texture = board_ladder_overlay (self, OVERLAY_CASTLE + castles[i].seat, size);
      double ax, ay, bx, by;

      board_cell_rect (self, l, castles[i].ax, castles[i].ay, &ax, &ay);
      board_cell_rect (self, l, castles[i].bx, castles[i].by, &bx, &by);
      if (texture != NULL)
        castellan_snapshot_texture (snapshot, texture, (ax + bx + l->cell - size) / 2, (ay + by + l->cell - size) / 2,
                                    size, size, 1.0);
    }
}

/* each player's last tile and the follower put with it, ringed, in the
 * player's colour, until their next turn */
static void
draw_last_moves (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  const CastellanBoardLastMove *moves;
  guint n = castellan_board_model_get_last_moves (self->model, &moves);
  double cell = l->cell;

  for (guint i = 0; i < n; i++)
    {
      GdkRGBA c = board_seat_rgba (self, moves[i].seat, 0.95), halo = { 1, 1, 1, 0.8 }, none = { 0, 0, 0, 0 };
      double rx, ry, ax, ay;

      board_cell_rect (self, l, moves[i].x, moves[i].y, &rx, &ry);
      castellan_snapshot_outline (snapshot, rx, ry, cell, cell, MAX (2, cell * 0.05) + 2, &halo);
      castellan_snapshot_outline (snapshot, rx + 1, ry + 1, cell - 2, cell - 2, MAX (2, cell * 0.05), &c);
      if (moves[i].piece < 0)
        continue;
      board_anchor (self, moves[i].art, moves[i].rot, moves[i].piece, &ax, &ay);
      castellan_snapshot_disc (snapshot, rx + ax * cell, ry + ay * cell, MAX (9, cell * 0.22), &none, &c);
    }
}

/* a computer's tile comes down on its cell: from a little larger and
 * faint, in the first part of the move */
static void
draw_tile_settling (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l,
                    const CastellanBoardTile *tile)
{
  double t = board_ease (CLAMP (self->anim_t * 2, 0, 1)), rx, ry, k = 1.3 - 0.3 * t, half = l->cell / 2;

  board_cell_rect (self, l, tile->x, tile->y, &rx, &ry);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rx + half, ry + half));
  gtk_snapshot_scale (snapshot, k, k);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-rx - half, -ry - half));
  draw_tile (self, snapshot, l, tile->art, tile->rot, tile->x, tile->y, MIN (1, 0.2 + t));
  gtk_snapshot_restore (snapshot);
}

/* the tiles, the expansion's pieces and the last moves */
static void
open_snapshot_background (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  const CastellanBoardTile *tiles;
  guint n;

  if (!board_has_game (self))
    return;
  n = castellan_board_model_get_tiles (self->model, &tiles);
  for (guint i = 0; i < n; i++)
    {
      if (!board_visible (self, l, tiles[i].x, tiles[i].y))
        continue;
      if (self->playing && tiles[i].x == self->play.x && tiles[i].y == self->play.y)
        draw_tile_settling (self, snapshot, l, &tiles[i]);
      else
        draw_tile (self, snapshot, l, tiles[i].art, tiles[i].rot, tiles[i].x, tiles[i].y, 1.0);
    }
  draw_bcb (self, snapshot, l, tiles, n);
  draw_last_moves (self, snapshot, l);
}

static void
draw_followers (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  const CastellanBoardFollower *f;
  guint n = castellan_board_model_get_followers (self->model, &f);

  for (guint i = 0; i < n; i++)
    {
      gboolean placed = self->playing && f[i].x == self->play.x && f[i].y == self->play.y && f[i].seat == self->play.mover;
      double t = placed ? board_ease (CLAMP (self->anim_t * 2 - 0.6, 0, 1)) : 1;

      if (!board_visible (self, l, f[i].x, f[i].y))
        continue;
      if (f[i].kind == CASTELLAN_SPOT_BRIDGE)
        {
          /* a traveller on a bridge (B-3.8), where every bridge crosses */
          double rx, ry, size = MAX (12, l->cell * 0.34);
          GdkTexture *texture = board_ladder_follower (self, f[i].seat, FALSE, size);

          board_cell_rect (self, l, f[i].x, f[i].y, &rx, &ry);
          if (texture != NULL)
            castellan_snapshot_texture (snapshot, texture, rx + ART_CLASSIC_BRIDGE_X * l->cell - size / 2,
                                        ry + ART_CLASSIC_BRIDGE_Y * l->cell - size / 2, size, size, t);
          continue;
        }
      draw_follower (self, snapshot, l, &f[i], placed ? 0.3 * (1 - t) : 0, placed ? t : 1.0);
    }
  /* followers a completed feature sends home rise from where they stood and fade */
  for (guint i = 0; self->playing && i < self->play.n_home; i++)
    if (board_visible (self, l, self->play.home[i].x, self->play.home[i].y))
      draw_follower (self, snapshot, l, &self->play.home[i], 0.3 * self->anim_t, 1 - board_ease (self->anim_t));
}

/* ---- the turn ------------------------------------------------------------------- */

static void
draw_turn (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  CastellanStage stage = board_stage (self);
  GdkRGBA cursor_ok = { 1, 1, 1, 0.95 }, cursor_bad = { 0.88, 0.11, 0.14, 0.95 };
  GdkRGBA white = { 1, 1, 1, 1 }, ink = { 0.1, 0.1, 0.12, 1 };
  guint pending_cell, pending_rot, drawn = 0, axis;
  double cell = l->cell, frame = MAX (2.5, cell * 0.06), trx, try_, tile;
  gboolean cloister;
  int x, y, bx, by;

  if (!castellan_board_model_get_drawn (self->model, &drawn))
    return;
  /* Suggest a Move's answer: the tile on its cell as turned, framed as on
   * The Castle's board, until the tile is laid (shown whatever the
   * highlight-legal setting; the cursor's tile covers it when there) */
  if (stage == CASTELLAN_STAGE_PLACE)
    {
      GdkRGBA green = { 0.15, 0.65, 0.3, 1 };
      CastellanBoardFollower f;
      guint srot;
      int cx, cy;
      double rx, ry;

      if (castellan_board_model_get_suggestion (self->model, &x, &y, &srot, &f))
        {
          board_cell_rect (self, l, x, y, &rx, &ry);
          if (!self->highlight_legal || !castellan_board_model_get_cursor (self->model, &cx, &cy) || cx != x ||
              cy != y || castellan_turn_base_get_rotation (self->turn) != srot)
            draw_tile (self, snapshot, l, drawn, srot, x, y, 0.6);
          castellan_snapshot_outline (snapshot, rx - 2, ry - 2, cell + 4, cell + 4, MAX (3, cell * 0.07), &green);
        }
    }
  /* the tile in hand at the cursor, only where someone plays (not in a review) */
  if (self->highlight_legal && stage == CASTELLAN_STAGE_PLACE && castellan_board_model_get_cursor (self->model, &x, &y))
    {
      int cursor = castellan_turn_base_get_cursor_cell (self->turn);
      guint rot = castellan_turn_base_get_rotation (self->turn);
      gboolean fits_here = castellan_turn_base_get_fits (self->turn, cursor) & (1u << rot);
      double rx, ry;

      board_cell_rect (self, l, x, y, &rx, &ry);
      if (castellan_board_model_is_empty (self->model, x, y))
        draw_tile (self, snapshot, l, drawn, rot, x, y, fits_here ? 0.85 : 0.45);
      if (fits_here && castellan_board_model_get_turn_bridge (self->model, &bx, &by, &axis, &cloister))
        draw_bridge (self, snapshot, l, bx, by, axis, cloister, 0.85);
      castellan_snapshot_outline (snapshot, rx, ry, cell, cell, frame, fits_here ? &cursor_ok : &cursor_bad);
    }
  else if (castellan_turn_base_get_pending (self->turn, &pending_cell, &pending_rot) &&
           open_turn_rect (self, l, &x, &y, &trx, &try_, &tile))
    {
      int selected = castellan_turn_base_get_selected_spot (self->turn);
      int chosen = castellan_classic_turn_get_chosen_follower (open_turn (self));
      guint n_open = castellan_turn_base_get_n_open_spots (self->turn);
      const CastellanBoardSpot *spots;
      guint n_spots = castellan_board_model_get_spots (self->model, &spots);
      CastellanSpotKind chosen_kind = CASTELLAN_SPOT_OTHER;
      GdkRGBA mine = board_seat_rgba (self, castellan_board_model_get_active (self->model), 0.95);
      GdkRGBA shade = { 0, 0, 0, 0.35 };
      /* the layout the laid tile is drawn in: the board's, or one where
       * its cell is the enlarged tile (open_turn_rect) */
      CastellanBoardLayout tl = { tile, trx - x * tile, try_ - y * tile };
      gboolean bridge = castellan_board_model_get_turn_bridge (self->model, &bx, &by, &axis, &cloister);

      for (guint i = 0; i < n_spots; i++)
        if ((int) spots[i].piece == chosen)
          chosen_kind = spots[i].kind;
      /* a bridge on a neighbour stays at the board's size, under the
       * enlarged tile */
      if (bridge && (bx != x || by != y))
        draw_bridge (self, snapshot, l, bx, by, axis, cloister, 1.0);
      if (tile > cell)
        castellan_snapshot_rect (snapshot, trx + 3, try_ + 3, tile, tile, &shade);
      draw_tile (self, snapshot, &tl, drawn, pending_rot, x, y, 1.0);
      if (bridge && bx == x && by == y)
        draw_bridge (self, snapshot, &tl, bx, by, axis, cloister, 1.0);
      castellan_snapshot_outline (snapshot, trx, try_, tile, tile, MAX (2.5, tile * 0.06), &mine);
      if (stage == CASTELLAN_STAGE_CONFIRM && chosen >= 0 && chosen_kind == CASTELLAN_SPOT_BRIDGE)
        castellan_snapshot_disc (snapshot, trx + ART_CLASSIC_BRIDGE_X * tile, try_ + ART_CLASSIC_BRIDGE_Y * tile,
                                 castellan_board_badge_px (tile, BADGE_LAID), &mine, &ink);
      else if (stage == CASTELLAN_STAGE_CONFIRM && chosen >= 0)
        {
          CastellanBoardFollower f = { x, y, drawn, pending_rot, chosen, chosen_kind,
                                       castellan_board_model_get_active (self->model), 0, 0, FALSE };
          draw_follower (self, snapshot, &tl, &f, 0, 1.0);
        }
      else if (stage == CASTELLAN_STAGE_FOLLOWER)
        for (guint i = 0; i < n_open; i++)
          {
            double ux, uy, laid;
            char label[4];

            if (!open_spot_badge (self, i, &ux, &uy, &laid))
              continue;
            /* as large as the layout lets it be, in proportion to the
             * tile as drawn: smaller on a road's lane or a small
             * cloister, so it stays whole on its piece */
            castellan_snapshot_disc (snapshot, trx + ux * tile, try_ + uy * tile, castellan_board_badge_px (tile, laid),
                                     (int) i == selected ? &mine : &white, &ink);
            g_snprintf (label, sizeof label, "%u", i + 1);
            castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, trx + ux * tile, try_ + uy * tile,
                                     tile * laid, &ink, FALSE);
          }
    }
}

/* the followers, where the drawn tile fits, and the turn */
static void
open_snapshot_cell_overlays (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  GdkRGBA lit = { 0.21, 0.52, 0.89, 0.30 }, lit_edge = { 0.21, 0.52, 0.89, 0.8 };
  const CastellanCell *fits;
  guint n_fits;

  draw_followers (self, snapshot, l);
  n_fits = castellan_board_get_fits (self, &fits);
  for (guint i = 0; i < n_fits; i++)
    {
      double rx, ry;

      if (!board_visible (self, l, fits[i].x, fits[i].y))
        continue;
      board_cell_rect (self, l, fits[i].x, fits[i].y, &rx, &ry);
      castellan_snapshot_rect (snapshot, rx + 1, ry + 1, l->cell - 2, l->cell - 2, &lit);
      castellan_snapshot_outline (snapshot, rx + 1, ry + 1, l->cell - 2, l->cell - 2, 1.5, &lit_edge);
    }
  draw_turn (self, snapshot, l);
}

/* ---- the view's edges ------------------------------------------------------------- */

/* an arrow at the view's edge toward the nearest lit cell out of view, with
 * the count of such cells */
static void
draw_offscreen (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double best = G_MAXDOUBLE, tx = 0, ty = 0, dx, dy, t, ex, ey, len;
  const CastellanCell *cells;
  guint n = castellan_board_get_fits (self, &cells), off = 0;
  GdkRGBA fill = { 0.21, 0.52, 0.89, 0.95 }, white = { 1, 1, 1, 1 };
  char label[16];

  for (guint i = 0; i < n; i++)
    {
      double x, y;

      board_cell_rect (self, l, cells[i].x, cells[i].y, &x, &y);
      x += l->cell / 2;
      y += l->cell / 2;
      if (x >= 0 && y >= 0 && x < w && y < h)
        return;   /* one is in view: no arrow */
      off++;
      dx = x - w / 2;
      dy = y - h / 2;
      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          tx = x;
          ty = y;
        }
    }
  if (off == 0)
    return;
  dx = tx - w / 2;
  dy = ty - h / 2;
  /* where the line from the centre leaves the view, 28 px inside */
  t = MIN (fabs (dx) > 1e-6 ? (w / 2 - 28) / fabs (dx) : G_MAXDOUBLE,
           fabs (dy) > 1e-6 ? (h / 2 - 28) / fabs (dy) : G_MAXDOUBLE);
  ex = w / 2 + dx * t;
  ey = h / 2 + dy * t;
  /* not under the zoom buttons in the bottom-right corner */
  if (ex > w - 150 && ey > h - 80)
    ey = h - 100;
  len = hypot (dx, dy);
  castellan_snapshot_disc (snapshot, ex, ey, 18, &fill, &white);
  /* the arrow head: a small disc ahead of the badge */
  castellan_snapshot_disc (snapshot, ex + dx / len * 20, ey + dy / len * 20, 6, &fill, &white);
  g_snprintf (label, sizeof label, "%u", off);
  castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, ex, ey, 14, &white, FALSE);
}

guint
castellan_board_get_axis_labels (CastellanBoard *self, GtkOrientation orientation, int *values, double *centres,
                                 guint max)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean across = orientation == GTK_ORIENTATION_HORIZONTAL;
  CastellanBoardLayout l;
  double centre, half;
  /* a label every @step cells, so that they do not run together */
  int step, from, to;
  guint n = 0;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (self->painter != &castellan_board_open_painter || !board_has_game (self))
    return 0;
  open_layout (self, &l);
  centre = across ? self->cx : self->cy;
  half = (across ? w : h) / 2 / l.cell;
  step = MAX (1, (int) ceil (26.0 / l.cell));
  from = (int) floor (centre - half);
  to = (int) ceil (centre + half);
  for (int v = from; v <= to && n < max; v++)
    {
      double c = (across ? l.ox : l.oy) + (v + 0.5) * l.cell;

      /* not in the corner where the two bands meet */
      if (((v % step) + step) % step != 0 || c < BAND || c > (across ? w : h))
        continue;
      if (values != NULL)
        values[n] = v;
      if (centres != NULL)
        centres[n] = c;
      n++;
    }
  return n;
}

static void
draw_axis_labels (CastellanBoard *self, GtkSnapshot *snapshot)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  GdkRGBA strip = { 0.12, 0.12, 0.14, 0.55 }, text = { 1, 1, 1, 0.95 };
  int values[256];
  double centres[256];

  castellan_snapshot_rect (snapshot, 0, 0, w, BAND, &strip);
  castellan_snapshot_rect (snapshot, 0, BAND, BAND + 6, h - BAND, &strip);
  for (guint o = 0; o < 2; o++)
    {
      guint n = castellan_board_get_axis_labels (self, o == 0 ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                                 values, centres, G_N_ELEMENTS (values));

      for (guint i = 0; i < n; i++)
        {
          char label[12];

          g_snprintf (label, sizeof label, "%d", values[i]);
          castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, o == 0 ? centres[i] : (BAND + 6) / 2,
                                   o == 0 ? BAND / 2 : centres[i], 11, &text, FALSE);
        }
    }
}

static void
open_snapshot_foreground (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  if (!board_has_game (self))
    return;
  draw_offscreen (self, snapshot, l);
  draw_axis_labels (self, snapshot);
}

const CastellanBoardPainter castellan_board_open_painter = {
  .label = N_("Carcassonne board"),
  .fixed = FALSE,
  .plays_every_move = FALSE,
  .band = BAND,
  .measure = open_measure,
  .layout = open_layout,
  .tile_texture = open_tile_texture,
  .spot_point = open_spot_point,
  .snapshot_background = open_snapshot_background,
  .snapshot_cell_overlays = open_snapshot_cell_overlays,
  .snapshot_foreground = open_snapshot_foreground,
  .over_turn = open_over_turn,
  .query_tooltip = NULL,
};
