/* castellan-board-castle.c — The Castle's painter: the castle, its wall and track
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Castle's board is fixed: the whole castle fills the view, with the
 * column letters and row numbers of the cell names ("D1") above and left
 * of it. This painter draws the board and its tiles from the art's cached
 * textures (castellan-texture-cache.h), the followers, keeps, wall tiles
 * on the corner towers and score markers on the track around the wall,
 * the drawn tile waiting beside the castle, and the turn in progress: the
 * cells that take the tile, the tile under the cursor, the laid tile's
 * spots with their keys, Suggest a Move's answer. At the end, the largest
 * empty region is tinted. A move played plays out: the tile fades
 * in, the markers walk, points rise over what scored.
 *
 * Everything is read from the board model and the turn; the shell
 * (castellan-board-private.h) keeps the state.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-board-private.h"
#include "castellan-snapshot.h"
#include "castellan-texture-cache.h"
#include "castellan-turn.h"

#define M CASTELLAN_BOARD_MARGIN
/* a band above and left of the picture for the column letters and row
 * numbers of the cell names ("D1"), in cells */
#define LABELS 0.36
/* the size of an open wall tile on its corner tower, in cells */
#define OPEN_WALL_TILE 0.64
/* the radius of a spot's badge, in cells */
#define SPOT_RADIUS 0.105

/* texture size for a thing @f cells big: made at the settled cell size and
 * stretched while the window is being resized */
#define RS(self, f) ((int) ((self)->render_cell * (f) + 0.5))

static CastellanTurn *
castle_turn (CastellanBoard *self)
{
  return CASTELLAN_TURN (self->turn);
}

/* the seat's colour as the app shows it (the New Game dialog may swap them) */
static GdkRGBA
seat_rgba (int seat, double alpha)
{
  guint32 c = castellan_seat_rgb (seat);

  return (GdkRGBA) { ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0, alpha };
}

static guint
theme (CastellanBoard *self)
{
  return castellan_board_model_get_theme (self->model);
}

/* ---- geometry ------------------------------------------------------------------- */

static void
castle_layout (CastellanBoard *self, CastellanBoardLayout *l)
{
  int bw0, bh0;
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double bw, bh;

  castellan_board_model_castle_size (&bw0, &bh0);
  bw = bw0 + 2 * M + LABELS;
  bh = bh0 + 2 * M + LABELS;
  l->cell = MAX (floor (MIN (w / bw, h / bh)), 4);
  /* the picture's corner, right of and below the labels, then the grid's */
  l->ox = floor ((w - bw * l->cell) / 2 + LABELS * l->cell) + M * l->cell;
  l->oy = floor ((h - bh * l->cell) / 2 + LABELS * l->cell) + M * l->cell;
}

static void
castle_measure (CastellanBoard *self, GtkOrientation orientation, int *minimum, int *natural)
{
  int width, height;
  double units;

  castellan_board_model_castle_size (&width, &height);
  units = (orientation == GTK_ORIENTATION_HORIZONTAL ? width : height) + 2 * M + LABELS;
  /* natural: cells of 48 px, about what a 768 px high window has room for;
   * the tutor beside the board folds over it rather than squeeze it below that */
  *minimum = (int) (units * 24);
  *natural = (int) (units * 48);
}

/* where the pending tile's badges are, in its unit square: at their
 * pieces, moved apart where they would overlap (the art knows how); every
 * spot of the tile, open or taken, has one */
static gboolean
badges (CastellanBoard *self, double *px, double *py, guint max)
{
  guint n = castellan_board_model_get_spots (self->model, NULL);

  return n <= max && castellan_board_model_badges (self->model, SPOT_RADIUS, px, py, n);
}

static gboolean
castle_spot_point (CastellanBoard *self, guint index, double *x, double *y)
{
  const CastellanBoardSpot *spots;
  guint n = castellan_board_model_get_spots (self->model, &spots);
  guint8 open[32];
  double sx[32], sy[32];

  if (castellan_turn_get_open_spots (castle_turn (self), NULL) > G_N_ELEMENTS (open) ||
      index >= castellan_turn_get_open_spots (castle_turn (self), open) || !badges (self, sx, sy, G_N_ELEMENTS (sx)))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (spots[i].open && spots[i].piece == open[index])
      {
        *x = sx[i];
        *y = sy[i];
        return TRUE;
      }
  return FALSE;
}

/* an open wall tile on a corner tower (V-4, or one a marker uncovered)
 * says what it is when the pointer rests on it */
static gboolean
castle_query_tooltip (CastellanBoard *self, double x, double y, GtkTooltip *tooltip)
{
  const CastellanBoardWallTile *walls;
  CastellanBoardLayout l;
  guint n = castellan_board_model_get_wall_tiles (self->model, &walls);
  double px, py;

  castle_layout (self, &l);
  px = l.ox - M * l.cell;
  py = l.oy - M * l.cell;
  for (guint i = 0; i < n; i++)
    {
      double tx = px + walls[i].x * l.cell, ty = py + walls[i].y * l.cell;
      g_autofree char *text = NULL;

      if (!walls[i].open || fabs (x - tx) > l.cell * OPEN_WALL_TILE / 2 || fabs (y - ty) > l.cell * OPEN_WALL_TILE / 2)
        continue;
      text = castellan_board_model_dup_wall_tile_text (self->model, walls[i].corner);
      if (text == NULL)
        continue;
      gtk_tooltip_set_text (tooltip, text);
      return TRUE;
    }
  return FALSE;
}

/* the grid square outside the wall farthest from the castle, where the
 * drawn tile waits */
static void
find_spare (int *spare_x, int *spare_y)
{
  static int sx = -2, sy = 0;
  double best = -1;
  int width, height;

  if (sx == -2)
    {
      castellan_board_model_castle_size (&width, &height);
      sx = -1;
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
                sx = x;
                sy = y;
              }
          }
    }
  *spare_x = sx;
  *spare_y = sy;
}

/* ---- drawing -------------------------------------------------------------------- */

#define append_texture castellan_snapshot_texture
#define append_rect    castellan_snapshot_rect
#define append_outline castellan_snapshot_outline
#define append_disc    castellan_snapshot_disc
#define append_text(self, ...) castellan_snapshot_text (GTK_WIDGET (self), __VA_ARGS__)

/* the event phase: 0..1 over the animation, each event in its own slot */
static double
slot_t (CastellanBoard *self, guint index, guint count)
{
  double t = self->anim_t * count - index;
  return CLAMP (t, 0, 1);
}

static GdkTexture *
castle_tile_texture (CastellanBoard *self, const CastellanBoardLayout *l, guint tile, guint rot)
{
  return castellan_texture_board_tile (tile, rot, theme (self), RS (self, 1), gtk_widget_get_scale_factor (GTK_WIDGET (self)));
}

static void
cell_origin (const CastellanBoardLayout *l, double gx, double gy, double *x, double *y)
{
  *x = l->ox + gx * l->cell;
  *y = l->oy + gy * l->cell;
}

static void
draw_follower_at (CastellanBoard *self, GtkSnapshot *snapshot, guint player, gboolean lying,
                  double x, double y, double cell, int scale, double alpha)
{
  double s = cell * 0.36;
  ArtFigure fig = lying ? ART_FIGURE_LYING : ART_FIGURE_STANDING;

  append_texture (snapshot, castellan_texture_board_follower (player, fig, theme (self), RS (self, 0.36), scale),
                  x - s / 2, y - s / 2, s, s, alpha);
}

/* column letters above the castle and row numbers left of it, as the cell
 * names the tutor uses spell them */
static void
draw_labels (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  GdkRGBA ink;
  double cell = l->cell, px = MIN (MAX (cell * 0.24, 8), LABELS * cell);
  double top = l->oy - M * cell - LABELS * cell / 2, left = l->ox - M * cell - LABELS * cell / 2;
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
          append_text (self, snapshot, name, l->ox + (x + 0.5) * cell, top, px, &ink, FALSE);
          break;
        }
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (castellan_board_model_cell_at (self->model, x, y) >= 0)
        {
          char name[8];
          castellan_board_model_cell_name (self->model, x, y, name, sizeof name);
          append_text (self, snapshot, name + 1, left, l->oy + (y + 0.5) * cell, px, &ink, FALSE);
          break;
        }
}

static gboolean
resize_settled_cb (gpointer data)
{
  CastellanBoard *self = data;
  CastellanBoardLayout l;

  self->resize_id = 0;
  castle_layout (self, &l);
  self->render_cell = (int) l.cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* the board, its labels and the laid tiles (a tile laid by someone else fades in) */
static void
castle_snapshot_background (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self)), width, height;
  double cell = l->cell;
  const CastellanBoardTile *tiles;
  guint n;
  gboolean fading = self->playing && self->play.computer && self->play.x >= 0;

  castellan_board_model_castle_size (&width, &height);
  if (self->render_cell == 0)
    self->render_cell = (int) cell;
  else if (self->render_cell != (int) cell && self->resize_id == 0)
    self->resize_id = g_timeout_add (150, resize_settled_cb, self);
  append_texture (snapshot, castellan_texture_board (theme (self), RS (self, 1), scale),
                  l->ox - M * cell, l->oy - M * cell, (width + 2 * M) * cell, (height + 2 * M) * cell, 1);
  draw_labels (self, snapshot, l);
  if (!board_has_game (self))
    return;
  n = castellan_board_model_get_tiles (self->model, &tiles);
  for (guint i = 0; i < n; i++)
    {
      double x, y, alpha = 1;

      cell_origin (l, tiles[i].x, tiles[i].y, &x, &y);
      if (fading && tiles[i].x == self->play.x && tiles[i].y == self->play.y)
        alpha = MIN (1, self->anim_t * 4);
      append_texture (snapshot, castle_tile_texture (self, l, tiles[i].art, tiles[i].rot), x, y, cell, cell, alpha);
    }
}

static void
draw_followers (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, int scale)
{
  const CastellanBoardKeep *keeps;
  const CastellanBoardFollower *f;
  guint n_keeps = castellan_board_model_get_keeps (self->model, &keeps);
  guint n = castellan_board_model_get_followers (self->model, &f);
  double cell = l->cell;

  for (guint i = 0; i < n_keeps; i++)
    {
      double x, y, s = cell * 0.34;

      cell_origin (l, keeps[i].x, keeps[i].y, &x, &y);
      x += keeps[i].seat == 0 ? cell * 0.04 : cell - s - cell * 0.04;
      y += cell * 0.04;
      append_texture (snapshot, castellan_texture_board_keep (keeps[i].seat, theme (self), RS (self, 0.34), scale),
                      x, y, s, s, 1);
    }
  for (guint i = 0; i < n; i++)
    draw_follower_at (self, snapshot, f[i].seat, f[i].lying, l->ox + f[i].px * cell, l->oy + f[i].py * cell,
                      cell, scale, 1);
  /* followers going home fade where they stood */
  for (guint i = 0; self->playing && i < self->play.n_home; i++)
    {
      const CastellanBoardFollower *h = &self->play.home[i];

      draw_follower_at (self, snapshot, h->seat, h->lying, l->ox + h->px * cell,
                        l->oy + h->py * cell - self->anim_t * cell * 0.3, cell, scale, 1 - board_ease (self->anim_t));
    }
}

/* each player's last tile and follower, in their colour, until their next
 * turn: a move stays in view after its animation */
static void
draw_last_moves (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  const CastellanBoardLastMove *moves;
  guint n = castellan_board_model_get_last_moves (self->model, &moves);
  double cell = l->cell;

  for (guint i = 0; i < n; i++)
    {
      GdkRGBA colour = seat_rgba (moves[i].seat, 0.95);
      GdkRGBA halo = { 1, 1, 1, 0.85 }, none = { 0, 0, 0, 0 };
      double x, y, w = MAX (2, cell * 0.06);

      cell_origin (l, moves[i].x, moves[i].y, &x, &y);
      append_outline (snapshot, x + 1, y + 1, cell - 2, cell - 2, w + 2, &halo);
      append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, w, &colour);
      if (moves[i].piece >= 0)
        append_disc (snapshot, l->ox + moves[i].px * cell, l->oy + moves[i].py * cell, cell * 0.24, &none, &colour);
    }
}

static void
draw_wall_tiles (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, int scale)
{
  const CastellanBoardWallTile *walls;
  guint n = castellan_board_model_get_wall_tiles (self->model, &walls);
  /* the towers with a tile: those lying there, and those taken in the move shown */
  guint corners[16], kinds[16], n_corners = 0;
  double flips[16], alphas[16], cell = l->cell, px = l->ox - M * cell, py = l->oy - M * cell;

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
      x = px + x * cell;
      y = py + y * cell;
      append_texture (snapshot, castellan_texture_board_wall_tile (kinds[i], theme (self), RS (self, f), scale),
                      x - s * flip / 2, y - s / 2, MAX (1, s * flip), s, alphas[i]);
    }
}

static void
draw_markers (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, int scale)
{
  double cell = l->cell, s = cell * 0.42, px = l->ox - M * cell, py = l->oy - M * cell;
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
                                                                        board_ease (slot_t (self, i, self->play.n_markers));
    }
  for (guint p = 0; p < 2; p++)
    {
      double x0, y0, x1, y1, x, y, f;
      int base = (int) floor (shown[p]);
      gboolean same = castellan_board_model_same_stop (self->model, (int) floor (shown[0]), (int) floor (shown[1]));

      f = shown[p] - base;
      castellan_board_model_track_point (self->model, ((base % (int) len) + len) % len, &x0, &y0);
      castellan_board_model_track_point (self->model, (((base + 1) % (int) len) + len) % len, &x1, &y1);
      x = px + (x0 + (x1 - x0) * f) * cell;
      y = py + (y0 + (y1 - y0) * f) * cell;
      if (same)
        x += (p == 0 ? -0.14 : 0.14) * cell;
      append_texture (snapshot, castellan_texture_board_follower (p, ART_FIGURE_STANDING, theme (self), RS (self, 0.42), scale),
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
draw_points (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  double cell = l->cell;

  for (guint i = 0; self->playing && i < self->play.n_scored; i++)
    {
      double x, y, t = slot_t (self, i, self->play.n_scored);
      g_autofree char *text = NULL;
      GdkRGBA colour = { 1, 1, 1, 1 };

      if (t <= 0 || t >= 1)
        continue;
      cell_origin (l, self->play.scored[i].x, self->play.scored[i].y, &x, &y);
      if (self->play.scored[i].seat >= 0)
        {
          GdkRGBA c = seat_rgba (self->play.scored[i].seat, 1);
          colour = (GdkRGBA) { c.red * 0.5 + 0.5, c.green * 0.5 + 0.5, c.blue * 0.5 + 0.5, 1 - pow (t, 3) };
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
draw_suggestion (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, int scale)
{
  GdkRGBA frame = { 0.15, 0.65, 0.3, 1 };
  CastellanBoardFollower f;
  double x, y, cell = l->cell;
  int sx, sy, cx = -1, cy = -1;
  guint rot, drawn = 0;

  if (board_stage (self) != CASTELLAN_STAGE_PLACE ||
      !castellan_board_model_get_suggestion (self->model, &sx, &sy, &rot, &f))
    return;
  castellan_board_model_get_drawn (self->model, &drawn);
  castellan_board_model_get_cursor (self->model, &cx, &cy);
  cell_origin (l, sx, sy, &x, &y);
  if (cx != sx || cy != sy || castellan_turn_base_get_rotation (self->turn) != rot)
    append_texture (snapshot, castle_tile_texture (self, l, drawn, rot), x, y, cell, cell, 0.6);
  append_outline (snapshot, x - 2, y - 2, cell + 4, cell + 4, MAX (3, cell * 0.07), &frame);
  if (f.seat >= 0)
    draw_follower_at (self, snapshot, f.seat, f.lying, l->ox + f.px * cell, l->oy + f.py * cell, cell, scale, 0.9);
}

/* where spot @i's role label goes, its box in @box: under the spot (at
 * @x, @y, its badge @r across), or else over it, boxed as
 * castellan_snapshot_text draws it; FALSE where it is wider than the cell
 * or would cover another open spot's badge either way */
static gboolean
spot_label_place (CastellanBoard *self, const char *role, double cell, double cx, double cy, const double *sx,
                  const double *sy, guint n, const CastellanBoardSpot *spots, guint i, double x, double y, double r,
                  graphene_rect_t *box)
{
  double px = cell * 0.14, w = castellan_snapshot_text_width (GTK_WIDGET (self), role, px, TRUE);
  /* the box's height: the line (about 1.25 em, kept generous) and its margin */
  double h = MAX (6, px) * 1.5 + 2;

  if (w > cell * 0.9)
    return FALSE;
  for (int side = 1; side >= -1; side -= 2)
    {
      double top = y + side * r * 1.6 - h / 2;
      gboolean clear = TRUE;

      for (guint j = 0; clear && j < n; j++)
        {
          double bx = cx + sx[j] * cell, by = cy + sy[j] * cell, br = cell * SPOT_RADIUS * 1.1;

          if (j == i || !spots[j].open)
            continue;
          clear = bx + br <= x - w / 2 || bx - br >= x + w / 2 || by + br <= top || by - br >= top + h;
        }
      if (clear)
        {
          graphene_rect_init (box, x - w / 2, top, w, h);
          return TRUE;
        }
    }
  return FALSE;
}

/* the laid tile's spots: each open one a badge with its key, the marked
 * one its follower; once chosen, the follower alone */
static void
draw_spots (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, double cx, double cy, int scale)
{
  guint number = 0;
  double sx[32], sy[32], cell = l->cell;
  const CastellanBoardSpot *spots;
  guint n = castellan_board_model_get_spots (self->model, &spots);
  guint8 open_pieces[32];
  int selected = castellan_turn_base_get_selected_spot (self->turn);
  int chosen = castellan_turn_get_chosen_follower (castle_turn (self));
  int active = castellan_board_model_get_active (self->model);
  gboolean confirming = board_stage (self) == CASTELLAN_STAGE_CONFIRM;

  self->spot_label = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  if (!badges (self, sx, sy, G_N_ELEMENTS (sx)) ||
      castellan_turn_get_open_spots (castle_turn (self), NULL) > G_N_ELEMENTS (open_pieces))
    return;
  castellan_turn_get_open_spots (castle_turn (self), open_pieces);
  for (guint i = 0; i < n; i++)
    {
      const CastellanBoardSpot *sp = &spots[i];
      double x = cx + sx[i] * cell, y = cy + sy[i] * cell, r = cell * SPOT_RADIUS;
      gboolean is_selected = sp->open && selected >= 0 && open_pieces[selected] == sp->piece;
      GdkRGBA fill = { 1, 0.97, 0.75, 0.9 };
      GdkRGBA border = is_selected ? (GdkRGBA) { 0.1, 0.45, 0.9, 1 } : (GdkRGBA) { 0.15, 0.12, 0.08, 0.9 };
      GdkRGBA ink = { 0.1, 0.08, 0.05, 1 }, white = { 1, 1, 1, 1 };
      const char *key;

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
      /* the chosen spot's role under it, or over it, only where it fits
       * inside the cell and covers no other spot's key (a French
       * "Chevalier" or a German "Händler" did); the tutor and the spot's
       * accessible name say it at any size */
      else
        {
          graphene_rect_t box;

          if (spot_label_place (self, sp->role, cell, cx, cy, sx, sy, n, spots, i, x, y, r, &box))
            {
              append_text (self, snapshot, sp->role, x, box.origin.y + box.size.height / 2, cell * 0.14, &white, TRUE);
              self->spot_label = box;
            }
        }
    }
}

/* the drawn tile waits beside the castle, turning as the player turns it;
 * it pulses while a computer thinks */
static void
draw_spare (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l, guint drawn, int scale)
{
  CastellanPhase phase = castellan_game_base_get_phase (self->game);
  CastellanStage stage = board_stage (self);
  double cell = l->cell, s = cell * 1.1, x, y, alpha = 1;
  GdkRGBA shadow = { 0, 0, 0, 0.25 };
  int spare_x, spare_y;

  find_spare (&spare_x, &spare_y);
  if ((phase != CASTELLAN_PHASE_PLACE && phase != CASTELLAN_PHASE_THINKING) || spare_x < 0 ||
      stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM)
    return;
  x = l->ox + (spare_x + 0.5) * cell - s / 2;
  y = l->oy + (spare_y + 0.5) * cell - s / 2;
  if (phase == CASTELLAN_PHASE_THINKING)
    {
      double t = (g_get_monotonic_time () - self->think_start) / 1e6;
      y += sin (t * 3) * cell * 0.06;
      alpha = 0.75 + 0.25 * sin (t * 3);
    }
  append_rect (snapshot, x + cell * 0.08, y + cell * 0.1, s, s, &shadow);
  append_texture (snapshot,
                  castellan_texture_board_tile (drawn, phase == CASTELLAN_PHASE_PLACE ? castellan_turn_base_get_rotation (self->turn) : 0,
                                                theme (self), RS (self, 1.1), scale),
                  x, y, s, s, alpha);
}

static void
castle_snapshot_cell_overlays (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  CastellanStage stage = board_stage (self);
  int cursor = castellan_turn_base_get_cursor_cell (self->turn), cx = 0, cy = 0;
  guint rot = castellan_turn_base_get_rotation (self->turn), drawn = 0, pending = 0, pending_rot = 0;
  gboolean has_pending = castellan_turn_base_get_pending (self->turn, &pending, &pending_rot);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double cell = l->cell;
  GdkRGBA legal = { 0.98, 0.86, 0.3, 0.42 }, cursor_colour = { 0.1, 0.45, 0.9, 1 };
  GdkRGBA bad = { 0.85, 0.15, 0.1, 0.9 }, region = { 0.35, 0.15, 0.55, 0.33 };
  const CastellanCell *lit;
  gboolean cursor_empty;
  guint n;

  castellan_board_model_get_drawn (self->model, &drawn);
  cursor_empty = cursor >= 0 && castellan_board_model_cell_xy (self->model, cursor, &cx, &cy) &&
                 castellan_board_model_is_empty (self->model, cx, cy);
  n = castellan_board_get_fits (self, &lit);
  for (guint i = 0; i < n; i++)
    {
      double x, y;
      cell_origin (l, lit[i].x, lit[i].y, &x, &y);
      append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &legal);
    }
  if (self->show_region)
    {
      CastellanCell cells[128];

      n = MIN (castellan_board_model_get_empty_region (self->model, cells, G_N_ELEMENTS (cells)), G_N_ELEMENTS (cells));
      for (guint i = 0; i < n; i++)
        {
          double x, y;
          cell_origin (l, cells[i].x, cells[i].y, &x, &y);
          append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &region);
        }
    }
  if (!self->playing)
    draw_last_moves (self, snapshot, l);
  draw_followers (self, snapshot, l, scale);
  draw_wall_tiles (self, snapshot, l, scale);
  draw_markers (self, snapshot, l, scale);
  draw_spare (self, snapshot, l, drawn, scale);

  if (self->highlight_legal && stage == CASTELLAN_STAGE_PLACE && cursor_empty)
    {
      /* the tile as turned, dimmed and framed red where it cannot go so */
      gboolean fits = castellan_turn_base_get_fits (self->turn, cursor) & (1 << rot);
      double x, y;

      cell_origin (l, cx, cy, &x, &y);
      append_texture (snapshot, castle_tile_texture (self, l, drawn, rot), x, y, cell, cell, fits ? 0.85 : 0.4);
      if (!fits)
        append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, 2, &bad);
    }
  draw_suggestion (self, snapshot, l, scale);
  if ((stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM) && has_pending &&
      castellan_board_model_cell_xy (self->model, pending, &cx, &cy))
    {
      double x, y;

      cell_origin (l, cx, cy, &x, &y);
      append_texture (snapshot, castle_tile_texture (self, l, drawn, pending_rot), x, y, cell, cell, 1);
      append_outline (snapshot, x, y, cell, cell, 3, &cursor_colour);
      draw_spots (self, snapshot, l, x, y, scale);
    }
  if (cursor >= 0 && gtk_widget_has_focus (GTK_WIDGET (self)) && stage != CASTELLAN_STAGE_FOLLOWER &&
      castellan_board_model_cell_xy (self->model, cursor, &cx, &cy))
    {
      /* red where the tile, as turned, cannot go; a laid tile is no mistake */
      gboolean refused = stage == CASTELLAN_STAGE_PLACE && cursor_empty &&
                         !(castellan_turn_base_get_fits (self->turn, cursor) & (1 << rot));
      double x, y;

      cell_origin (l, cx, cy, &x, &y);
      append_outline (snapshot, x, y, cell, cell, 3, refused ? &bad : &cursor_colour);
    }
  draw_points (self, snapshot, l);
}

static void
castle_snapshot_foreground (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
}

const CastellanBoardPainter castellan_board_castle_painter = {
  .label = N_("Castle board"),
  .fixed = TRUE,
  .plays_every_move = TRUE,
  .band = 0,
  .measure = castle_measure,
  .layout = castle_layout,
  .tile_texture = castle_tile_texture,
  .spot_point = castle_spot_point,
  .snapshot_background = castle_snapshot_background,
  .snapshot_cell_overlays = castle_snapshot_cell_overlays,
  .snapshot_foreground = castle_snapshot_foreground,
  .query_tooltip = castle_query_tooltip,
};
