/* castellan-board-drawing.c — the castle, its track and the turn, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board view's picture: the board and tiles from the art's cached
 * textures, followers, keeps, wall tiles, score markers, the drawn tile
 * beside the castle, and the turn in progress (CastellanTurn): the cells
 * that take the tile, the tile under the cursor, the laid tile's numbered
 * spots. The last move's events play as a short animation.
 */
#define G_LOG_DOMAIN "castellan-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "castellan-board-view-private.h"
#include "castellan-snapshot.h"

/* ---- geometry ------------------------------------------------------------------- */

static void
grid_size (int *width, int *height)
{
  castellan_board_model_castle_size (width, height);
}

double
board_view_cell_size (CastellanBoardView *self, double *ox, double *oy)
{
  int bw0, bh0;
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double bw, bh, cell;

  grid_size (&bw0, &bh0);
  bw = bw0 + 2 * M + LABELS;
  bh = bh0 + 2 * M + LABELS;
  cell = floor (MIN (w / bw, h / bh));
  cell = MAX (cell, 4);
  /* the picture's corner, right of and below the labels */
  if (ox)
    *ox = floor ((w - bw * cell) / 2 + LABELS * cell);
  if (oy)
    *oy = floor ((h - bh * cell) / 2 + LABELS * cell);
  return cell;
}

void
board_view_cell_origin (CastellanBoardView *self, guint c, double *x, double *y)
{
  double ox, oy, cell = board_view_cell_size (self, &ox, &oy);
  int gx = 0, gy = 0;

  castellan_board_model_cell_xy (self->model, c, &gx, &gy);
  *x = ox + (M + gx) * cell;
  *y = oy + (M + gy) * cell;
}

/* the top-left corner of grid cell (x, y), in widget pixels */
static void
grid_origin (double ox, double oy, double cell, int x, int y, double *rx, double *ry)
{
  *rx = ox + (M + x) * cell;
  *ry = oy + (M + y) * cell;
}

int
board_view_cell_at (CastellanBoardView *self, double x, double y)
{
  double ox, oy, cell = board_view_cell_size (self, &ox, &oy);
  double gx = (x - ox) / cell - M, gy = (y - oy) / cell - M;

  return castellan_board_model_cell_at (self->model, (int) floor (gx), (int) floor (gy));
}

/* the size of an open wall tile on its corner tower, in cells */
#define OPEN_WALL_TILE 0.64

/* an open wall tile on a corner tower (V-4, or one a marker uncovered)
 * says what it is when the pointer rests on it (issue 20, item 13) */
gboolean
board_view_query_tooltip (GtkWidget  *widget,
                          int         x,
                          int         y,
                          gboolean    keyboard,
                          GtkTooltip *tooltip)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  const CastellanBoardWallTile *walls;
  double ox, oy, cell;
  guint n;

  if (keyboard || !view_has_game (self))
    return FALSE;
  cell = board_view_cell_size (self, &ox, &oy);
  n = castellan_board_model_get_wall_tiles (self->model, &walls);
  for (guint i = 0; i < n; i++)
    {
      double tx = ox + walls[i].x * cell, ty = oy + walls[i].y * cell;
      g_autofree char *text = NULL;

      if (!walls[i].open || fabs (x - tx) > cell * OPEN_WALL_TILE / 2 || fabs (y - ty) > cell * OPEN_WALL_TILE / 2)
        continue;
      text = castellan_board_model_dup_wall_tile_text (self->model, walls[i].corner);
      if (text == NULL)
        continue;
      gtk_tooltip_set_text (tooltip, text);
      return TRUE;
    }
  return FALSE;
}

void
board_view_find_spare (CastellanBoardView *self)
{
  double best = -1;
  int width, height;

  grid_size (&width, &height);
  self->spare_x = -1;
  self->spare_y = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        double near = 1e9;
        if (castellan_board_model_cell_at (NULL, x, y) >= 0)
          continue;
        for (int cy = 0; cy < height; cy++)
          for (int cx = 0; cx < width; cx++)
            if (castellan_board_model_cell_at (NULL, cx, cy) >= 0)
              near = MIN (near, hypot (cx - x, cy - y));
        if (near > best)
          {
            best = near;
            self->spare_x = x;
            self->spare_y = y;
          }
      }
}

/* ---- drawing -------------------------------------------------------------------- */

/* the shapes are castellan-snapshot.c's, shared with the classic open board */
#define append_texture castellan_snapshot_texture
#define append_rect    castellan_snapshot_rect
#define append_outline castellan_snapshot_outline
#define append_disc    castellan_snapshot_disc
#define append_text(self, ...) castellan_snapshot_text (GTK_WIDGET (self), __VA_ARGS__)

static double
ease (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* the event phase: 0..1 over the animation, each event in its own slot */
static double
slot_t (CastellanBoardView *self, guint index, guint count)
{
  double t = self->anim_t * count - index;
  return CLAMP (t, 0, 1);
}

GdkTexture *
board_view_tile_texture (CastellanBoardView *self, guint tile, guint rot, int scale)
{
  return castellan_texture_tile (tile, rot, view_theme (self), RS (self, 1), scale);
}

static void
draw_tiles (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell, int scale)
{
  const CastellanBoardTile *tiles;
  guint n = castellan_board_model_get_tiles (self->model, &tiles);
  gboolean fading = self->playing && self->anim_tile && self->play.x >= 0;

  for (guint i = 0; i < n; i++)
    {
      double x, y, alpha = 1;

      grid_origin (ox, oy, cell, tiles[i].x, tiles[i].y, &x, &y);
      if (fading && tiles[i].x == self->play.x && tiles[i].y == self->play.y)
        alpha = MIN (1, self->anim_t * 4);
      append_texture (snapshot, board_view_tile_texture (self, tiles[i].art, tiles[i].rot, scale),
                      x, y, cell, cell, alpha);
    }
}

static void
draw_follower_at (CastellanBoardView *self, GtkSnapshot *snapshot, guint player, gboolean lying,
                  double x, double y, double cell, int scale, double alpha)
{
  double s = cell * 0.36;
  ArtFigure fig = lying ? ART_FIGURE_LYING : ART_FIGURE_STANDING;

  append_texture (snapshot, castellan_texture_follower (player, fig, view_theme (self), RS (self, 0.36), scale),
                  x - s / 2, y - s / 2, s, s, alpha);
}

static void
draw_followers (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell, int scale)
{
  const CastellanBoardKeep *keeps;
  const CastellanBoardFollower *f;
  guint n_keeps = castellan_board_model_get_keeps (self->model, &keeps);
  guint n = castellan_board_model_get_followers (self->model, &f);

  for (guint i = 0; i < n_keeps; i++)
    {
      double x, y, s = cell * 0.34;

      grid_origin (ox, oy, cell, keeps[i].x, keeps[i].y, &x, &y);
      x += keeps[i].seat == 0 ? cell * 0.04 : cell - s - cell * 0.04;
      y += cell * 0.04;
      append_texture (snapshot, castellan_texture_keep (keeps[i].seat, view_theme (self), RS (self, 0.34), scale),
                      x, y, s, s, 1);
    }
  for (guint i = 0; i < n; i++)
    draw_follower_at (self, snapshot, f[i].seat, f[i].lying, ox + (M + f[i].px) * cell, oy + (M + f[i].py) * cell,
                      cell, scale, 1);

  /* followers going home fade where they stood */
  for (guint i = 0; self->playing && i < self->play.n_home; i++)
    {
      const CastellanBoardFollower *h = &self->play.home[i];

      draw_follower_at (self, snapshot, h->seat, h->lying, ox + (M + h->px) * cell,
                        oy + (M + h->py) * cell - self->anim_t * cell * 0.3, cell, scale, 1 - ease (self->anim_t));
    }
}

/* each player's last tile and follower, in their colour, until their next
 * turn: the computer's move stays in view after its animation */
static void
draw_last_moves (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell)
{
  const CastellanBoardLastMove *moves;
  guint n = castellan_board_model_get_last_moves (self->model, &moves);

  for (guint i = 0; i < n; i++)
    {
      guint32 rgb = castellan_seat_rgb (moves[i].seat);
      GdkRGBA colour = { ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, 0.95 };
      GdkRGBA halo = { 1, 1, 1, 0.85 };
      GdkRGBA none = { 0, 0, 0, 0 };
      double x, y, w = MAX (2, cell * 0.06);

      grid_origin (ox, oy, cell, moves[i].x, moves[i].y, &x, &y);
      append_outline (snapshot, x + 1, y + 1, cell - 2, cell - 2, w + 2, &halo);
      append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, w, &colour);
      if (moves[i].piece >= 0)
        append_disc (snapshot, ox + (M + moves[i].px) * cell, oy + (M + moves[i].py) * cell, cell * 0.24, &none, &colour);
    }
}

static void
draw_wall_tiles (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell, int scale)
{
  const CastellanBoardWallTile *walls;
  guint n = castellan_board_model_get_wall_tiles (self->model, &walls);
  /* the towers with a tile: those lying there, and those taken in the move shown */
  guint corners[16], kinds[16], n_corners = 0;
  double flips[16], alphas[16];

  for (guint i = 0; i < n && n_corners < G_N_ELEMENTS (corners); i++)
    {
      corners[n_corners] = walls[i].corner;
      kinds[n_corners] = walls[i].open ? walls[i].kind : 0;
      flips[n_corners] = 1;
      alphas[n_corners] = 1;
      n_corners++;
    }
  for (guint i = 0; self->playing && i < self->play.n_walls && n_corners < G_N_ELEMENTS (corners); i++)
    {
      double t = self->anim_t;

      corners[n_corners] = self->play.wall[i].corner;
      kinds[n_corners] = t < 0.5 ? (self->play.wall[i].was_open ? self->play.wall[i].kind : 0) : self->play.wall[i].kind;
      flips[n_corners] = fabs (cos (G_PI * MIN (1, t * 2)));
      alphas[n_corners] = t < 0.75 ? 1 : 1 - (t - 0.75) * 4;
      n_corners++;
    }
  for (guint i = 0; i < n_corners; i++)
    {
      double x, y, f, s, flip = flips[i];

      /* an open tile larger, so that its picture can be read */
      f = kinds[i] != 0 ? OPEN_WALL_TILE : 0.46;
      s = cell * f;
      castellan_board_model_tower_point (self->model, corners[i], &x, &y);
      x = ox + x * cell;
      y = oy + y * cell;
      append_texture (snapshot, castellan_texture_wall_tile (kinds[i], view_theme (self), RS (self, f), scale),
                      x - s * flip / 2, y - s / 2, MAX (1, s * flip), s, alphas[i]);
    }
}

static void
draw_markers (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell, int scale)
{
  double s = cell * 0.42;
  double shown[2];
  guint len = castellan_board_model_get_track_length (self->model);

  for (guint p = 0; p < 2; p++)
    shown[p] = castellan_board_model_get_score (self->model, p);
  if (self->playing)
    {
      /* each marker move in its own slot of the animation */
      for (guint p = 0; p < 2; p++)
        shown[p] = self->play.score_before[p];
      for (guint i = 0; i < self->play.n_markers; i++)
        if (self->play.marker[i].seat >= 0 && self->play.marker[i].seat < 2)
          shown[self->play.marker[i].seat] = self->play.marker[i].from + (self->play.marker[i].to - self->play.marker[i].from) *
                                                                        ease (slot_t (self, i, self->play.n_markers));
    }
  for (guint p = 0; p < 2; p++)
    {
      double x0, y0, x1, y1, x, y, f;
      int base = (int) floor (shown[p]);
      gboolean same = castellan_board_model_same_stop (self->model, (int) floor (shown[0]), (int) floor (shown[1]));

      f = shown[p] - base;
      castellan_board_model_track_point (self->model, ((base % (int) len) + len) % len, &x0, &y0);
      castellan_board_model_track_point (self->model, (((base + 1) % (int) len) + len) % len, &x1, &y1);
      x = ox + (x0 + (x1 - x0) * f) * cell;
      y = oy + (y0 + (y1 - y0) * f) * cell;
      if (same)
        x += (p == 0 ? -0.14 : 0.14) * cell;
      append_texture (snapshot,
                      castellan_texture_follower (p, ART_FIGURE_STANDING, view_theme (self), RS (self, 0.42), scale),
                      x - s / 2, y - s * 0.75, s, s, 1);
      if (shown[p] >= len)
        {
          g_autofree char *laps = g_strdup_printf ("+%d", ((int) shown[p] / (int) len) * (int) len);
          GdkRGBA white = { 1, 1, 1, 1 };
          append_text (self, snapshot, laps, x, y - s * 0.95, cell * 0.16, &white, TRUE);
        }
    }
}

static void
draw_points (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell)
{
  if (!self->playing)
    return;
  for (guint i = 0; i < self->play.n_scored; i++)
    {
      double x, y, t = slot_t (self, i, self->play.n_scored);
      g_autofree char *text = NULL;
      GdkRGBA colour = { 1, 1, 1, 1 };

      if (t <= 0 || t >= 1)
        continue;
      grid_origin (ox, oy, cell, self->play.scored[i].x, self->play.scored[i].y, &x, &y);
      if (self->play.scored[i].seat >= 0)
        {
          guint32 c = castellan_seat_rgb (self->play.scored[i].seat);
          colour = (GdkRGBA) { ((c >> 16) & 0xff) / 255.0 * 0.5 + 0.5, ((c >> 8) & 0xff) / 255.0 * 0.5 + 0.5,
                               (c & 0xff) / 255.0 * 0.5 + 0.5, 1 - pow (t, 3) };
          text = g_strdup_printf ("+%d", self->play.scored[i].points);
        }
      else
        {
          colour.alpha = 1 - pow (t, 3);
          /* Translators: shown over a completed feature that nobody scores (a tie) */
          text = g_strdup (_("tie"));
        }
      append_text (self, snapshot, text, x + cell / 2, y + cell / 2 - t * cell * 0.8, cell * 0.34, &colour, TRUE);
    }
}

/* Suggest a Move's answer: the tile on its cell as turned, framed, with
 * the follower on its spot, until the player plays it or lays otherwise */
static void
draw_suggestion (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell, int scale)
{
  GdkRGBA frame = { 0.15, 0.65, 0.3, 1 };
  CastellanBoardFollower f;
  double x, y;
  int sx, sy, cx = -1, cy = -1;
  guint rot, drawn = 0;

  if (castellan_turn_get_stage (self->turn) != CASTELLAN_STAGE_PLACE ||
      !castellan_board_model_get_suggestion (self->model, &sx, &sy, &rot, &f))
    return;
  castellan_board_model_get_drawn (self->model, &drawn);
  castellan_board_model_get_cursor (self->model, &cx, &cy);
  grid_origin (ox, oy, cell, sx, sy, &x, &y);
  if (cx != sx || cy != sy || castellan_turn_get_rotation (self->turn) != rot)
    append_texture (snapshot, board_view_tile_texture (self, drawn, rot, scale), x, y, cell, cell, 0.6);
  append_outline (snapshot, x - 2, y - 2, cell + 4, cell + 4, MAX (3, cell * 0.07), &frame);
  if (f.seat >= 0)
    draw_follower_at (self, snapshot, f.seat, f.lying, ox + (M + f.px) * cell, oy + (M + f.py) * cell, cell, scale, 0.9);
}

/* where the pending tile's spots are drawn, in cell units from its corner:
 * at their pieces, moved apart where they would overlap (the art knows how) */
double
board_view_spot_layout (CastellanBoardView *self, double *px, double *py)
{
  const double r = 0.105;

  if (!castellan_board_model_badges (self->model, r, px, py, castellan_board_model_get_spots (self->model, NULL)))
    return 0;
  return r;
}

static void
draw_spots (CastellanBoardView *self, GtkSnapshot *snapshot, double cell, int scale)
{
  double cx, cy;
  guint number = 0, pending;
  double sx[32], sy[32];
  const CastellanBoardSpot *spots;
  guint n = castellan_board_model_get_spots (self->model, &spots);
  double radius;
  guint8 open_pieces[32];
  int selected = castellan_turn_get_selected_spot (self->turn);
  int chosen = castellan_turn_get_chosen_follower (self->turn);
  int active = castellan_board_model_get_active (self->model);
  gboolean confirming = castellan_turn_get_stage (self->turn) == CASTELLAN_STAGE_CONFIRM;

  if (n > G_N_ELEMENTS (sx) || !castellan_turn_get_pending (self->turn, &pending, NULL))
    return;
  radius = board_view_spot_layout (self, sx, sy);
  if (radius <= 0)
    return;
  castellan_turn_get_open_spots (self->turn, open_pieces);
  board_view_cell_origin (self, pending, &cx, &cy);
  for (guint i = 0; i < n; i++)
    {
      const CastellanBoardSpot *sp = &spots[i];
      double x, y, r = cell * radius;
      gboolean is_selected = sp->open && selected >= 0 && open_pieces[selected] == sp->piece;
      GdkRGBA fill = { 1, 0.97, 0.75, 0.9 };
      GdkRGBA border = is_selected ? (GdkRGBA) { 0.1, 0.45, 0.9, 1 } : (GdkRGBA) { 0.15, 0.12, 0.08, 0.9 };
      GdkRGBA ink = { 0.1, 0.08, 0.05, 1 };
      GdkRGBA white = { 1, 1, 1, 1 };
      const char *key;

      x = cx + sx[i] * cell;
      y = cy + sy[i] * cell;
      if (confirming)
        {
          if ((int) sp->piece == chosen)
            draw_follower_at (self, snapshot, active, sp->lying, x, y, cell, scale, 1);
          continue;
        }
      if (is_selected)
        {
          draw_follower_at (self, snapshot, active, sp->lying, x, y, cell, scale, 0.9);
          r *= 1.1;
        }
      if (!sp->open)
        {
          /* a taken spot: a faint empty ring, nothing like a feature */
          GdkRGBA none = { 0, 0, 0, 0 }, faint = { 0.15, 0.12, 0.08, 0.45 };
          append_disc (snapshot, x, y, r * 0.45, &none, &faint);
          continue;
        }
      append_disc (snapshot, x, y, is_selected ? r * 0.55 : r, &fill, &border);
      key = castellan_turn_spot_key (number++);
      if (!is_selected)
        append_text (self, snapshot, key ? key : "…", x, y, r * 1.25, &ink, FALSE);
      else
        append_text (self, snapshot, sp->role, x, y + r * 1.6, cell * 0.14, &white, TRUE);
    }
}

static gboolean
resize_settled_cb (gpointer data)
{
  CastellanBoardView *self = data;

  self->resize_id = 0;
  self->render_cell = (int) board_view_cell_size (self, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  CastellanStage stage = self->turn ? castellan_turn_get_stage (self->turn) : CASTELLAN_STAGE_IDLE;
  int cursor = self->turn ? castellan_turn_get_cursor_cell (self->turn) : -1, cx = 0, cy = 0, width, height;
  guint rot = self->turn ? castellan_turn_get_rotation (self->turn) : 0, drawn = 0;
  guint pending = 0, pending_rot = 0;
  gboolean has_pending = self->turn && castellan_turn_get_pending (self->turn, &pending, &pending_rot);
  int scale = gtk_widget_get_scale_factor (widget);
  double ox, oy, cell = board_view_cell_size (self, &ox, &oy);
  CastellanPhase phase = self->game ? castellan_game_get_phase (self->game) : CASTELLAN_PHASE_NONE;
  GdkRGBA legal = { 0.98, 0.86, 0.3, 0.42 };
  GdkRGBA cursor_colour = { 0.1, 0.45, 0.9, 1 };
  GdkRGBA bad = { 0.85, 0.15, 0.1, 0.9 };
  GdkRGBA region = { 0.35, 0.15, 0.55, 0.33 };
  gboolean cursor_empty;

  grid_size (&width, &height);
  if (self->render_cell == 0)
    self->render_cell = (int) cell;
  else if (self->render_cell != (int) cell && self->resize_id == 0)
    self->resize_id = g_timeout_add (150, resize_settled_cb, self);
  append_texture (snapshot, castellan_texture_board (castellan_board_model_get_theme (self->model), RS (self, 1), scale),
                  ox, oy, (width + 2 * M) * cell, (height + 2 * M) * cell, 1);
  board_view_draw_labels (self, snapshot, ox, oy, cell);
  if (!view_has_game (self))
    return;
  castellan_board_model_get_drawn (self->model, &drawn);
  cursor_empty = cursor >= 0 && castellan_board_model_cell_xy (self->model, cursor, &cx, &cy) &&
                 castellan_board_model_is_empty (self->model, cx, cy);

  draw_tiles (self, snapshot, ox, oy, cell, scale);
  board_view_draw_lit_named (self, snapshot, ox, oy, cell);

  if (stage == CASTELLAN_STAGE_PLACE && self->highlight_legal)
    {
      const CastellanCell *lit;
      guint n = castellan_board_model_get_lit (self->model, &lit);

      for (guint i = 0; i < n; i++)
        {
          double x, y;
          grid_origin (ox, oy, cell, lit[i].x, lit[i].y, &x, &y);
          append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &legal);
        }
    }
  if (self->show_region)
    {
      CastellanCell cells[128];
      guint n = MIN (castellan_board_model_get_empty_region (self->model, cells, G_N_ELEMENTS (cells)), G_N_ELEMENTS (cells));

      for (guint i = 0; i < n; i++)
        {
          double x, y;
          grid_origin (ox, oy, cell, cells[i].x, cells[i].y, &x, &y);
          append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &region);
        }
    }

  if (!self->playing)
    draw_last_moves (self, snapshot, ox, oy, cell);
  draw_followers (self, snapshot, ox, oy, cell, scale);
  draw_wall_tiles (self, snapshot, ox, oy, cell, scale);
  draw_markers (self, snapshot, ox, oy, cell, scale);

  /* the drawn tile waits beside the castle, turning as the player turns it */
  if ((phase == CASTELLAN_PHASE_PLACE || phase == CASTELLAN_PHASE_THINKING) && self->spare_x >= 0)
    {
      double s = cell * 1.1, x = ox + (M + self->spare_x + 0.5) * cell - s / 2;
      double y = oy + (M + self->spare_y + 0.5) * cell - s / 2, alpha = 1;
      GdkRGBA shadow = { 0, 0, 0, 0.25 };
      if (phase == CASTELLAN_PHASE_THINKING)
        {
          double t = (g_get_monotonic_time () - self->think_start) / 1e6;
          y += sin (t * 3) * cell * 0.06;
          alpha = 0.75 + 0.25 * sin (t * 3);
        }
      if (stage != CASTELLAN_STAGE_FOLLOWER && stage != CASTELLAN_STAGE_CONFIRM)
        {
          append_rect (snapshot, x + cell * 0.08, y + cell * 0.1, s, s, &shadow);
          append_texture (snapshot,
                          castellan_texture_tile (drawn, phase == CASTELLAN_PHASE_PLACE ? rot : 0,
                                                  view_theme (self), RS (self, 1.1), scale),
                          x, y, s, s, alpha);
        }
    }

  if (stage == CASTELLAN_STAGE_PLACE && cursor_empty)
    {
      /* the tile as turned, dimmed and framed red where it cannot go so */
      gboolean fits = castellan_turn_get_fits (self->turn, cursor) & (1 << rot);
      double x, y;
      board_view_cell_origin (self, cursor, &x, &y);
      append_texture (snapshot, board_view_tile_texture (self, drawn, rot, scale), x, y, cell, cell, fits ? 0.85 : 0.4);
      if (!fits)
        append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, 2, &bad);
    }
  draw_suggestion (self, snapshot, ox, oy, cell, scale);
  if ((stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM) && has_pending)
    {
      double x, y;
      board_view_cell_origin (self, pending, &x, &y);
      append_texture (snapshot, board_view_tile_texture (self, drawn, pending_rot, scale), x, y, cell, cell, 1);
      append_outline (snapshot, x, y, cell, cell, 3, &cursor_colour);
      draw_spots (self, snapshot, cell, scale);
    }

  if (cursor >= 0 && gtk_widget_has_focus (widget) && stage != CASTELLAN_STAGE_FOLLOWER)
    {
      /* red where the tile, as turned, cannot go; a laid tile is no mistake */
      gboolean refused = stage == CASTELLAN_STAGE_PLACE && cursor_empty &&
                         !(castellan_turn_get_fits (self->turn, cursor) & (1 << rot));
      double x, y;
      board_view_cell_origin (self, cursor, &x, &y);
      append_outline (snapshot, x, y, cell, cell, 3, refused ? &bad : &cursor_colour);
    }

  draw_points (self, snapshot, ox, oy, cell);
  board_view_draw_marks (self, snapshot, ox, oy, cell, scale);
}

void
board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                    int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  int width, height;
  double units;

  grid_size (&width, &height);
  units = (orientation == GTK_ORIENTATION_HORIZONTAL ? width : height) + 2 * M + LABELS;
  /* natural: cells of 48 px, about what a 768 px high window has room for;
   * the tutor beside the board folds over it rather than squeeze it below that */
  *minimum = (int) (units * 24);
  *natural = (int) (units * 48);
}
