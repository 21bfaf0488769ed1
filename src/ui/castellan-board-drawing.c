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
#include "cs-text.h"

/* ---- geometry ------------------------------------------------------------------- */

double
board_view_cell_size (CastellanBoardView *self, double *ox, double *oy)
{
  const CsBoard *b = view_board ();
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double bw = b->width + 2 * M + LABELS, bh = b->height + 2 * M + LABELS;
  double cell = floor (MIN (w / bw, h / bh));

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
  *x = ox + (M + view_board ()->cell_x[c]) * cell;
  *y = oy + (M + view_board ()->cell_y[c]) * cell;
}

int
board_view_cell_at (CastellanBoardView *self, double x, double y)
{
  const CsBoard *b = view_board ();
  double ox, oy, cell = board_view_cell_size (self, &ox, &oy);
  double gx = (x - ox) / cell - M, gy = (y - oy) / cell - M;
  int ix = (int) floor (gx), iy = (int) floor (gy);

  if (ix < 0 || iy < 0 || ix >= b->width || iy >= b->height)
    return -1;
  return b->cell_at[iy][ix];
}

/* a follower location (a cell's piece, or a start space) in widget pixels */
static void
piece_point (CastellanBoardView *self, const CsGame *g, guint cell, guint piece, double *x, double *y)
{
  double ox, oy, size = board_view_cell_size (self, &ox, &oy);
  const CsBoard *b = view_board ();

  if (cell >= CS_NUM_CELLS)
    {
      const CsStartSpace *st = &b->start[cell - CS_NUM_CELLS];
      double cx, cy;
      board_view_cell_origin (self, st->cell, &cx, &cy);
      *x = cx + size * (st->side == CS_EAST ? 1.1 : st->side == CS_WEST ? -0.1 : 0.5);
      *y = cy + size * (st->side == CS_SOUTH ? 1.1 : st->side == CS_NORTH ? -0.1 : 0.5);
      return;
    }
  {
    double ax = 0.5, ay = 0.5, cx, cy;
    if (g->cell_tile[cell] != CS_CELL_EMPTY)
      castellan_tile_anchor (&g->tileset->tiles[g->cell_tile[cell]], g->cell_rot[cell], piece, &ax, &ay);
    board_view_cell_origin (self, cell, &cx, &cy);
    *x = cx + ax * size;
    *y = cy + ay * size;
  }
}

/* the size of an open wall tile on its corner tower, in cells */
#define OPEN_WALL_TILE 0.64

static void
tower_point (CastellanBoardView *self, guint corner, double *x, double *y)
{
  double ox, oy, cell = board_view_cell_size (self, &ox, &oy);
  double x0, y0, x1, y1;
  const CsBoard *b = view_board ();

  art_board_track_point (b, b->tower[corner], cell, &x0, &y0);
  art_board_track_point (b, b->tower[corner] + 1, cell, &x1, &y1);
  *x = ox + (x0 + x1) / 2;
  *y = oy + (y0 + y1) / 2;
}

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
  const CsGame *g = view_state (self);
  CsTheme theme = view_theme (self);
  double ox, oy, cell;

  if (keyboard || g == NULL || !view_has_game (self))
    return FALSE;
  cell = board_view_cell_size (self, &ox, &oy);
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    {
      guint kind = g->wall_kind[c];
      double tx, ty;
      g_autofree char *text = NULL;

      if (kind == 0 || !g->wall_revealed[c])
        continue;
      tower_point (self, c, &tx, &ty);
      if (fabs (x - tx) > cell * OPEN_WALL_TILE / 2 || fabs (y - ty) > cell * OPEN_WALL_TILE / 2)
        continue;
      /* Translators: the tooltip of an open wall tile on the board: "Wall tile 7, Markets ×4: …" */
      text = g_strdup_printf (CS_TH (theme, C_("castle", "Wall tile %1$u, %2$s: %3$s"), C_("zamek", "Wall token %1$u, %2$s: %3$s")),
                              cs_wall_number (kind, theme), cs_text_wall_name (kind, theme),
                              cs_text_wall_effect_in (kind, theme, g->variants));
      gtk_tooltip_set_text (tooltip, text);
      return TRUE;
    }
  return FALSE;
}

void
board_view_find_spare (CastellanBoardView *self)
{
  const CsBoard *b = view_board ();
  double best = -1;

  self->spare_x = -1;
  self->spare_y = 0;
  for (int y = 0; y < b->height; y++)
    for (int x = 0; x < b->width; x++)
      {
        double near = 1e9;
        if (b->cell_at[y][x] >= 0)
          continue;
        for (guint c = 0; c < CS_NUM_CELLS; c++)
          near = MIN (near, hypot (b->cell_x[c] - x, b->cell_y[c] - y));
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
draw_tiles (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  int laid_cell = -1;

  if (self->anim_events->n > 0 && self->anim_tile)
    for (guint i = 0; i < self->anim_events->n; i++)
      if (self->anim_events->ev[i].type == CS_EVENT_TILE_LAID)
        laid_cell = self->anim_events->ev[i].cell;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      double x, y, alpha = 1;
      if (g->cell_tile[c] == CS_CELL_EMPTY)
        continue;
      board_view_cell_origin (self, c, &x, &y);
      if ((int) c == laid_cell)
        alpha = MIN (1, self->anim_t * 4);
      append_texture (snapshot,
                      castellan_texture_tile (g->cell_tile[c], g->cell_rot[c], view_theme (self), RS (self, 1), scale),
                      x, y, cell, cell, alpha);
    }
}

static void
draw_follower_at (CastellanBoardView *self, GtkSnapshot *snapshot, guint player, guint type,
                  double x, double y, double cell, int scale, double alpha)
{
  double s = cell * 0.36;
  ArtFigure fig = type == CS_COURT ? ART_FIGURE_LYING : ART_FIGURE_STANDING;

  append_texture (snapshot, castellan_texture_follower (player, fig, view_theme (self), RS (self, 0.36), scale),
                  x - s / 2, y - s / 2, s, s, alpha);
}

static guint
piece_type (const CsGame *g, guint cell, guint piece)
{
  if (cell >= CS_NUM_CELLS)
    return g->board->start[cell - CS_NUM_CELLS].pieces[piece].type;
  return g->tileset->tiles[g->cell_tile[cell]].pieces[piece].type;
}

static void
draw_followers (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      const CsPlayer *pl = &g->player[p];
      /* keeps */
      if (pl->keep_node != CS_NONE)
        {
          double x, y, s = cell * 0.34;
          board_view_cell_origin (self, pl->keep_cell, &x, &y);
          x += p == 0 ? cell * 0.04 : cell - s - cell * 0.04;
          y += cell * 0.04;
          append_texture (snapshot, castellan_texture_keep (p, view_theme (self), RS (self, 0.34), scale),
                          x, y, s, s, 1);
        }
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        {
          guint cellidx, piece;
          double x, y;
          if (pl->follower[i] == CS_NONE || !cs_game_node_location (g, pl->follower[i], &cellidx, &piece))
            continue;
          piece_point (self, g, cellidx, piece, &x, &y);
          draw_follower_at (self, snapshot, p, piece_type (g, cellidx, piece), x, y, cell, scale, 1);
        }
    }

  /* followers going home fade where they stood */
  if (self->anim_events->n > 0)
    for (guint i = 0; i < self->anim_events->n; i++)
      {
        const CsEvent *e = &self->anim_events->ev[i];
        double x, y;
        if (e->type != CS_EVENT_FOLLOWER_RETURNED)
          continue;
        piece_point (self, g, e->cell, e->piece, &x, &y);
        draw_follower_at (self, snapshot, e->player, e->ftype, x, y - self->anim_t * cell * 0.3, cell, scale,
                          1 - ease (self->anim_t));
      }
}

/* each player's last tile and follower, in their colour, until their next
 * turn: the computer's move stays in view after its animation */
static void
draw_last_moves (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell)
{
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      guint32 rgb = castellan_seat_rgb (p);
      GdkRGBA colour = { ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, 0.95 };
      GdkRGBA halo = { 1, 1, 1, 0.85 };
      GdkRGBA none = { 0, 0, 0, 0 };
      double x, y, w = MAX (2, cell * 0.06);
      guint c;
      int piece;

      if (!castellan_game_get_last_move (self->game, p, &c, &piece) || g->cell_tile[c] == CS_CELL_EMPTY)
        continue;
      board_view_cell_origin (self, c, &x, &y);
      append_outline (snapshot, x + 1, y + 1, cell - 2, cell - 2, w + 2, &halo);
      append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, w, &colour);
      if (piece >= 0)
        {
          piece_point (self, g, c, piece, &x, &y);
          append_disc (snapshot, x, y, cell * 0.24, &none, &colour);
        }
    }
}

static void
draw_wall_tiles (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{

  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    {
      double x, y, f, s;
      guint kind = g->wall_kind[c];
      double flip = 1, alpha = 1;
      gboolean taken_now = FALSE;

      for (guint i = 0; i < self->anim_events->n; i++)
        if (self->anim_events->ev[i].type == CS_EVENT_WALL_TILE_TAKEN && self->anim_events->ev[i].corner == c)
          {
            double t = self->anim_t;
            taken_now = TRUE;
            kind = t < 0.5 ? (self->anim_before->wall_revealed[c] ? self->anim_events->ev[i].kind : 0)
                           : self->anim_events->ev[i].kind;
            flip = fabs (cos (G_PI * MIN (1, t * 2)));
            alpha = t < 0.75 ? 1 : 1 - (t - 0.75) * 4;
          }
      if (kind == 0 && !taken_now)
        continue;
      if (!taken_now && !g->wall_revealed[c])
        kind = 0;
      /* an open tile larger, so that its picture can be read */
      f = kind != 0 ? OPEN_WALL_TILE : 0.46;
      s = cell * f;
      tower_point (self, c, &x, &y);
      append_texture (snapshot, castellan_texture_wall_tile (kind, view_theme (self), RS (self, f), scale),
                      x - s * flip / 2, y - s / 2, MAX (1, s * flip), s, alpha);
    }
}

/* both markers on one space, or on the two spaces of one corner tower */
static gboolean
marker_spaces_close (double a, double b)
{
  const CsBoard *bd = view_board ();
  int sa = (((int) floor (a)) % CS_TRACK_LEN + CS_TRACK_LEN) % CS_TRACK_LEN;
  int sb = (((int) floor (b)) % CS_TRACK_LEN + CS_TRACK_LEN) % CS_TRACK_LEN;

  return sa == sb || (bd->tower_at_space[sa] >= 0 && bd->tower_at_space[sa] == bd->tower_at_space[sb]);
}

static void
draw_markers (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  double ox, oy, s = cell * 0.42;
  double shown[CS_NUM_PLAYERS];

  board_view_cell_size (self, &ox, &oy);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    shown[p] = g->player[p].score;
  if (self->anim_events->n > 0)
    {
      /* each marker move in its own slot of the animation */
      guint n_moves = 0, k = 0;
      for (guint i = 0; i < self->anim_events->n; i++)
        if (self->anim_events->ev[i].type == CS_EVENT_MARKER_MOVED)
          n_moves++;
      for (guint p = 0; p < CS_NUM_PLAYERS; p++)
        shown[p] = self->anim_before->player[p].score;
      for (guint i = 0; i < self->anim_events->n; i++)
        {
          const CsEvent *e = &self->anim_events->ev[i];
          if (e->type != CS_EVENT_MARKER_MOVED || e->player < 0)
            continue;
          shown[e->player] = e->from + (e->to - e->from) * ease (slot_t (self, k++, n_moves));
        }
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      double x0, y0, x1, y1, x, y, f;
      int base = (int) floor (shown[p]);
      gboolean same = marker_spaces_close (shown[0], shown[1]);

      f = shown[p] - base;
      art_board_track_point (view_board (), ((base % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN, cell, &x0, &y0);
      art_board_track_point (view_board (), (((base + 1) % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN, cell, &x1, &y1);
      x = ox + x0 + (x1 - x0) * f;
      y = oy + y0 + (y1 - y0) * f;
      if (same)
        x += (p == 0 ? -0.14 : 0.14) * cell;
      append_texture (snapshot,
                      castellan_texture_follower (p, ART_FIGURE_STANDING, view_theme (self), RS (self, 0.42), scale),
                      x - s / 2, y - s * 0.75, s, s, 1);
      if (shown[p] >= CS_TRACK_LEN)
        {
          g_autofree char *laps = g_strdup_printf ("+%d", ((int) shown[p] / CS_TRACK_LEN) * CS_TRACK_LEN);
          GdkRGBA white = { 1, 1, 1, 1 };
          append_text (self, snapshot, laps, x, y - s * 0.95, cell * 0.16, &white, TRUE);
        }
    }
}

static void
draw_points (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell)
{
  guint n = 0, k = 0;

  if (self->anim_events->n == 0)
    return;
  for (guint i = 0; i < self->anim_events->n; i++)
    if (self->anim_events->ev[i].type == CS_EVENT_FEATURE_SCORED)
      n++;
  for (guint i = 0; i < self->anim_events->n; i++)
    {
      const CsEvent *e = &self->anim_events->ev[i];
      double x, y, t;
      g_autofree char *text = NULL;
      GdkRGBA colour = { 1, 1, 1, 1 };

      if (e->type != CS_EVENT_FEATURE_SCORED)
        continue;
      t = slot_t (self, k++, n);
      if (t <= 0 || t >= 1 || e->cell >= CS_NUM_CELLS)
        continue;
      board_view_cell_origin (self, e->cell, &x, &y);
      if (e->player >= 0)
        {
          guint32 c = castellan_seat_rgb (e->player);
          colour = (GdkRGBA) { ((c >> 16) & 0xff) / 255.0 * 0.5 + 0.5, ((c >> 8) & 0xff) / 255.0 * 0.5 + 0.5,
                               (c & 0xff) / 255.0 * 0.5 + 0.5, 1 - pow (t, 3) };
          text = g_strdup_printf ("+%d", e->points);
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
draw_suggestion (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  GdkRGBA frame = { 0.15, 0.65, 0.3, 1 };
  double x, y;
  CsMove m;

  if (castellan_turn_get_stage (self->turn) != CASTELLAN_STAGE_PLACE ||
      !castellan_turn_get_suggestion (self->turn, &m))
    return;
  board_view_cell_origin (self, m.cell, &x, &y);
  if (castellan_turn_get_cursor_cell (self->turn) != m.cell || castellan_turn_get_rotation (self->turn) != m.rot)
    append_texture (snapshot, castellan_texture_tile (g->current, m.rot, view_theme (self), RS (self, 1), scale),
                    x, y, cell, cell, 0.6);
  append_outline (snapshot, x - 2, y - 2, cell + 4, cell + 4, MAX (3, cell * 0.07), &frame);
  if (m.follower >= 0)
    {
      double ax = 0.5, ay = 0.5;
      castellan_tile_anchor (&g->tileset->tiles[g->current], m.rot, m.follower, &ax, &ay);
      draw_follower_at (self, snapshot, g->active, g->tileset->tiles[g->current].pieces[m.follower].type,
                        x + ax * cell, y + ay * cell, cell, scale, 0.9);
    }
}

/* where the pending tile's spots are drawn, in cell units from its corner:
 * at their pieces, moved apart where they would overlap (the art knows how) */
double
board_view_spot_layout (CastellanBoardView *self, double *px, double *py)
{
  const CsGame *g = view_state (self);
  const double r = 0.105;
  guint8 pieces[CS_MAX_PIECES];
  const CsSpot *spots;
  guint n = castellan_turn_get_spots (self->turn, &spots), rot = 0;

  castellan_turn_get_pending (self->turn, NULL, &rot);
  for (guint i = 0; i < n; i++)
    pieces[i] = spots[i].piece;
  art_tile_badge_layout (&g->tileset->tiles[g->current], rot, pieces, n, r, px, py);
  return r;
}

static void
draw_spots (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  double cx, cy;
  guint number = 0, pending;
  double sx[CS_MAX_PIECES], sy[CS_MAX_PIECES];
  double radius = board_view_spot_layout (self, sx, sy);
  const CsSpot *spots;
  guint n = castellan_turn_get_spots (self->turn, &spots);
  guint8 open_pieces[CS_MAX_PIECES];
  int selected = castellan_turn_get_selected_spot (self->turn);
  int chosen = castellan_turn_get_chosen_follower (self->turn);
  gboolean confirming = castellan_turn_get_stage (self->turn) == CASTELLAN_STAGE_CONFIRM;

  castellan_turn_get_open_spots (self->turn, open_pieces);
  if (!castellan_turn_get_pending (self->turn, &pending, NULL))
    return;
  board_view_cell_origin (self, pending, &cx, &cy);
  for (guint i = 0; i < n; i++)
    {
      const CsSpot *sp = &spots[i];
      double x, y, r = cell * radius;
      gboolean open = sp->state == CS_SPOT_OPEN;
      gboolean is_selected = open && selected >= 0 && open_pieces[selected] == sp->piece;
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
            draw_follower_at (self, snapshot, g->active, sp->type, x, y, cell, scale, 1);
          continue;
        }
      if (is_selected)
        {
          draw_follower_at (self, snapshot, g->active, sp->type, x, y, cell, scale, 0.9);
          r *= 1.1;
        }
      if (!open)
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
        append_text (self, snapshot, cs_text_role (sp->type, view_theme (self)), x, y + r * 1.6, cell * 0.14, &white, TRUE);
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
  int cursor = self->turn ? castellan_turn_get_cursor_cell (self->turn) : -1;
  guint rot = self->turn ? castellan_turn_get_rotation (self->turn) : 0;
  guint pending = 0, pending_rot = 0;
  gboolean has_pending = self->turn && castellan_turn_get_pending (self->turn, &pending, &pending_rot);
  const CsBoard *b = view_board ();
  const CsGame *g = view_state (self);
  int scale = gtk_widget_get_scale_factor (widget);
  double ox, oy, cell = board_view_cell_size (self, &ox, &oy);
  CastellanPhase phase = self->game ? castellan_game_get_phase (self->game) : CASTELLAN_PHASE_NONE;
  GdkRGBA legal = { 0.98, 0.86, 0.3, 0.42 };
  GdkRGBA cursor_colour = { 0.1, 0.45, 0.9, 1 };
  GdkRGBA bad = { 0.85, 0.15, 0.1, 0.9 };
  GdkRGBA region = { 0.35, 0.15, 0.55, 0.33 };

  if (self->render_cell == 0)
    self->render_cell = (int) cell;
  else if (self->render_cell != (int) cell && self->resize_id == 0)
    self->resize_id = g_timeout_add (150, resize_settled_cb, self);
  append_texture (snapshot, castellan_texture_board (view_theme (self), RS (self, 1), scale),
                  ox, oy, (b->width + 2 * M) * cell, (b->height + 2 * M) * cell, 1);
  board_view_draw_labels (self, snapshot, ox, oy, cell);
  if (!view_has_game (self))
    return;

  draw_tiles (self, snapshot, g, cell, scale);
  board_view_draw_lit_named (self, snapshot, ox, oy, cell);

  if (stage == CASTELLAN_STAGE_PLACE && self->highlight_legal)
    for (guint c = 0; c < CS_NUM_CELLS; c++)
      if (castellan_turn_get_fits (self->turn, c))
        {
          double x, y;
          board_view_cell_origin (self, c, &x, &y);
          append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &legal);
        }
  if (self->show_region)
    {
      guint8 cells[CS_NUM_CELLS];
      castellan_turn_get_empty_region (self->turn, cells);
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (cells[c])
          {
            double x, y;
            board_view_cell_origin (self, c, &x, &y);
            append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &region);
          }
    }

  if (self->anim_events->n == 0)
    draw_last_moves (self, snapshot, g, cell);
  draw_followers (self, snapshot, g, cell, scale);
  draw_wall_tiles (self, snapshot, g, cell, scale);
  draw_markers (self, snapshot, g, cell, scale);

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
                          castellan_texture_tile (g->current, phase == CASTELLAN_PHASE_PLACE ? rot : 0,
                                                  view_theme (self), RS (self, 1.1), scale),
                          x, y, s, s, alpha);
        }
    }

  if (stage == CASTELLAN_STAGE_PLACE && cursor >= 0 && g->cell_tile[cursor] == CS_CELL_EMPTY)
    {
      /* the tile as turned, dimmed and framed red where it cannot go so */
      gboolean fits = castellan_turn_get_fits (self->turn, cursor) & (1 << rot);
      double x, y;
      board_view_cell_origin (self, cursor, &x, &y);
      append_texture (snapshot,
                      castellan_texture_tile (g->current, rot, view_theme (self), RS (self, 1), scale),
                      x, y, cell, cell, fits ? 0.85 : 0.4);
      if (!fits)
        append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, 2, &bad);
    }
  draw_suggestion (self, snapshot, g, cell, scale);
  if ((stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM) && has_pending)
    {
      double x, y;
      board_view_cell_origin (self, pending, &x, &y);
      append_texture (snapshot,
                      castellan_texture_tile (g->current, pending_rot, view_theme (self), RS (self, 1), scale),
                      x, y, cell, cell, 1);
      append_outline (snapshot, x, y, cell, cell, 3, &cursor_colour);
      draw_spots (self, snapshot, g, cell, scale);
    }

  if (cursor >= 0 && gtk_widget_has_focus (widget) && stage != CASTELLAN_STAGE_FOLLOWER)
    {
      /* red where the tile, as turned, cannot go; a laid tile is no mistake */
      gboolean refused = stage == CASTELLAN_STAGE_PLACE && g->cell_tile[cursor] == CS_CELL_EMPTY &&
                         !(castellan_turn_get_fits (self->turn, cursor) & (1 << rot));
      double x, y;
      board_view_cell_origin (self, cursor, &x, &y);
      append_outline (snapshot, x, y, cell, cell, 3, refused ? &bad : &cursor_colour);
    }

  draw_points (self, snapshot, g, cell);
  board_view_draw_marks (self, snapshot, ox, oy, cell, scale);
}

void
board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                    int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  const CsBoard *b = view_board ();
  double units = (orientation == GTK_ORIENTATION_HORIZONTAL ? b->width : b->height) + 2 * M + LABELS;

  /* natural: cells of 48 px, about what a 768 px high window has room for;
   * the tutor beside the board folds over it rather than squeeze it below that */
  *minimum = (int) (units * 24);
  *natural = (int) (units * 48);
}

