/* castellan-classic-board-paint.c — the open board's picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is read from the board model (castellan-board-model.h):
 * the laid tiles, the bridges and castles of the expansion, each player's
 * last move, the lit cells (a field's cities, the castle question's city,
 * the cells a final-sheet line names), the followers, the cells where the
 * drawn tile fits, the tile under the cursor or laid and waiting for its
 * follower, and the marked tiles a review shows. Along the top and the
 * left edges, the column and row numbers name the cells as the log, the
 * castle question and the final sheet do ("4,0").
 *
 * Tiles are textures rendered from the generated SVG at a ladder of sizes;
 * while zooming the nearest size already rendered is stretched, and the
 * exact one is rendered in an idle once the zoom settles, so a snapshot
 * never parses SVG after the first frame.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <math.h>

#include "castellan-classic-board-private.h"
#include "castellan-art.h"
#include "art-cache.h"
#include "castellan-snapshot.h"

static const int ladder[CLASSIC_N_SIZES] = { 24, 40, 64, 96, 144, 216, 320 };

/* ---- textures ------------------------------------------------------------------- */

static guint
size_index (double px)
{
  for (guint i = 0; i < CLASSIC_N_SIZES; i++)
    if (ladder[i] >= px)
      return i;
  return CLASSIC_N_SIZES - 1;
}

static GdkTexture *
render (const char *svg, int px)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  GdkTexture *texture;

  if (svg == NULL)
    return NULL;
  surface = art_render_svg (svg, px, px, &error);
  if (surface == NULL)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot render a classic tile: %s", error->message);
      return NULL;
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

static gboolean render_idle_cb (gpointer data);

static int
device_scale (CastellanClassicBoard *self)
{
  return gtk_widget_get_scale_factor (GTK_WIDGET (self));
}

static char *
dup_svg (CastellanClassicBoard *self, gboolean is_tile, guint a, guint b)
{
  return is_tile ? castellan_board_model_dup_tile_svg (self->model, a, b)
                 : art_classic_follower_svg (a, b ? ART_FIGURE_LYING : ART_FIGURE_STANDING);
}

/* the texture of @key at the size index @want, or the nearest size there
 * is (and the exact one later); rendered now only if there is none at all */
static GdkTexture *
lookup (CastellanClassicBoard *self, GHashTable *table, guint key, guint want, gboolean is_tile, guint a, guint b)
{
  GdkTexture *texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * CLASSIC_N_SIZES + want + 1));

  if (texture != NULL)
    return texture;
  for (guint d = 1; d < CLASSIC_N_SIZES; d++)
    {
      if (want + d < CLASSIC_N_SIZES &&
          (texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * CLASSIC_N_SIZES + want + d + 1))))
        break;
      if (want >= d &&
          (texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * CLASSIC_N_SIZES + want - d + 1))))
        break;
    }
  if (texture != NULL)
    {
      if (self->render_idle == 0)
        self->render_idle = g_timeout_add (120, render_idle_cb, self);
      return texture;
    }
  {
    g_autofree char *svg = dup_svg (self, is_tile, a, b);
    texture = render (svg, ladder[want]);
  }
  if (texture != NULL)
    g_hash_table_insert (table, GUINT_TO_POINTER (key * CLASSIC_N_SIZES + want + 1), texture);
  return texture;
}

static GdkTexture *
tile_texture (CastellanClassicBoard *self, guint art, guint rot)
{
  return lookup (self, self->textures, art * 4 + rot, size_index (self->zoom * device_scale (self)), TRUE, art, rot);
}

static GdkTexture *
follower_texture (CastellanClassicBoard *self, guint seat, gboolean lying, double px)
{
  return lookup (self, self->followers, seat * 2 + lying, size_index (px * device_scale (self)), FALSE, seat, lying);
}

/* Bridges, Castles and Bazaars: a bridge (key = its axis, 1 or 2, plus
 * OVERLAY_CLOISTER across a cloister's tile) or a castle token
 * (OVERLAY_CASTLE + seat), rendered at the size asked */
#define OVERLAY_CLOISTER 4
#define OVERLAY_CASTLE 8

static GdkTexture *
overlay_texture (CastellanClassicBoard *self, guint key, double px)
{
  guint want = size_index (px * device_scale (self));
  guint hkey = key * CLASSIC_N_SIZES + want + 1;
  GdkTexture *texture = g_hash_table_lookup (self->overlays, GUINT_TO_POINTER (hkey));

  if (texture == NULL)
    {
      g_autofree char *svg = key < OVERLAY_CASTLE ? art_classic_bridge_svg (key & 3, (key & OVERLAY_CLOISTER) != 0)
                                                  : art_classic_castle_svg (key - OVERLAY_CASTLE);
      texture = render (svg, ladder[want]);
      if (texture != NULL)
        g_hash_table_insert (self->overlays, GUINT_TO_POINTER (hkey), texture);
    }
  return texture;
}

/* render what the view stretches now at its exact size */
static gboolean
render_idle_cb (gpointer data)
{
  CastellanClassicBoard *self = data;
  guint want = size_index (self->zoom * device_scale (self));
  const CastellanBoardTile *tiles;
  guint n;

  self->render_idle = 0;
  if (self->model == NULL)
    return G_SOURCE_REMOVE;
  n = castellan_board_model_get_tiles (self->model, &tiles);
  for (guint i = 0; i < n; i++)
    {
      guint key = (tiles[i].art * 4 + tiles[i].rot) * CLASSIC_N_SIZES + want + 1;

      if (!g_hash_table_contains (self->textures, GUINT_TO_POINTER (key)))
        {
          g_autofree char *svg = castellan_board_model_dup_tile_svg (self->model, tiles[i].art, tiles[i].rot);
          GdkTexture *texture = render (svg, ladder[want]);
          if (texture)
            g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
        }
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
classic_board_drop_textures (CastellanClassicBoard *self)
{
  g_clear_handle_id (&self->render_idle, g_source_remove);
  g_hash_table_remove_all (self->textures);
  g_hash_table_remove_all (self->anchors);
}

void
classic_board_anchor (CastellanClassicBoard *self, guint art, guint rot, guint piece, double *x, double *y)
{
  guint key = ((art * 4 + rot) << 6) + piece + 1;
  double *a = g_hash_table_lookup (self->anchors, GUINT_TO_POINTER (key));

  if (a == NULL)
    {
      a = g_new (double, 2);
      castellan_board_model_anchor (self->model, art, rot, piece, &a[0], &a[1]);
      g_hash_table_insert (self->anchors, GUINT_TO_POINTER (key), a);
    }
  *x = a[0];
  *y = a[1];
}

/* ---- pieces of the picture ------------------------------------------------------ */

static GdkRGBA
seat_rgba (CastellanClassicBoard *self, int seat, double alpha)
{
  guint32 c = castellan_board_model_seat_rgb (self->model, seat);
  return (GdkRGBA) { ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0, alpha };
}

static void
draw_follower (CastellanClassicBoard *self, GtkSnapshot *snapshot, const CastellanBoardFollower *f,
               double lift, double alpha)
{
  double ax, ay, rx, ry, size = MAX (12, self->zoom * 0.34);
  /* a farmer lies in his field */
  GdkTexture *texture = follower_texture (self, f->seat, f->kind == CASTELLAN_SPOT_FIELD, size);

  classic_board_anchor (self, f->art, f->rot, f->piece, &ax, &ay);
  classic_board_cell_rect (self, f->x, f->y, &rx, &ry);
  if (texture)
    castellan_snapshot_texture (snapshot, texture, rx + ax * self->zoom - size / 2,
                                ry + ay * self->zoom - size / 2 - lift * self->zoom, size, size, alpha);
}

static void
draw_tile (CastellanClassicBoard *self, GtkSnapshot *snapshot, guint art, guint rot, int x, int y, double alpha)
{
  GdkTexture *texture = tile_texture (self, art, rot);
  double rx, ry;

  classic_board_cell_rect (self, x, y, &rx, &ry);
  if (texture)
    castellan_snapshot_texture (snapshot, texture, rx, ry, self->zoom, self->zoom, alpha);
}

static void
draw_bridge (CastellanClassicBoard *self, GtkSnapshot *snapshot, int x, int y, guint axis, gboolean cloister,
             double alpha)
{
  GdkTexture *texture = overlay_texture (self, axis | (cloister ? OVERLAY_CLOISTER : 0), self->zoom);
  double rx, ry;

  classic_board_cell_rect (self, x, y, &rx, &ry);
  if (texture != NULL)
    castellan_snapshot_texture (snapshot, texture, rx, ry, self->zoom, self->zoom, alpha);
}

/* every bridge on the board and every castle, its token over the side its
 * two tiles share (B-3, B-4.3) */
static void
draw_bcb (CastellanClassicBoard *self, GtkSnapshot *snapshot, const CastellanBoardTile *tiles, guint n_tiles)
{
  const CastellanBoardCastle *castles;
  guint n = castellan_board_model_get_castles (self->model, &castles);
  double size = self->zoom * 0.62;

  for (guint i = 0; i < n_tiles; i++)
    if (tiles[i].bridge != 0 && classic_board_visible (self, tiles[i].x, tiles[i].y))
      draw_bridge (self, snapshot, tiles[i].x, tiles[i].y, tiles[i].bridge, tiles[i].cloister, 1.0);
  for (guint i = 0; i < n; i++)
    {
      GdkTexture *texture = overlay_texture (self, OVERLAY_CASTLE + castles[i].seat, size);
      double ax, ay, bx, by;

      classic_board_cell_rect (self, castles[i].ax, castles[i].ay, &ax, &ay);
      classic_board_cell_rect (self, castles[i].bx, castles[i].by, &bx, &by);
      if (texture != NULL)
        castellan_snapshot_texture (snapshot, texture, (ax + bx + self->zoom - size) / 2,
                                    (ay + by + self->zoom - size) / 2, size, size, 1.0);
    }
}

static gboolean
ringed (const CastellanBoardLight *lights, guint n, CastellanLightStyle style, int x, int y)
{
  for (guint i = 0; i < n; i++)
    if (lights[i].style == style && lights[i].x == x && lights[i].y == y)
      return TRUE;
  return FALSE;
}

/* The lit cells. A field's cities (C-8.3): the completed ones in gold,
 * the others pale. The castle question's city (B-4.2) and the cells a
 * pointed-at line names are filled and ringed as one shape: a dark line
 * outside a light one, which reads on any tile. */
static void
draw_lights (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  const CastellanBoardLight *lights;
  guint n = castellan_board_model_get_lights (self->model, &lights);
  GdkRGBA gold = { 1, 0.80, 0.15, 0.38 }, gold_edge = { 0.85, 0.62, 0.05, 0.95 };
  GdkRGBA pale = { 1, 1, 1, 0.30 }, pale_edge = { 1, 1, 1, 0.8 };
  GdkRGBA named = { 0.21, 0.52, 0.89, 0.30 }, named_edge = { 0.05, 0.22, 0.50, 1 };
  GdkRGBA halo = { 1, 1, 1, 0.95 }, edge = { 0.45, 0.28, 0.0, 1 };
  double line = MAX (3, self->zoom * 0.06);

  for (guint i = 0; i < n; i++)
    {
      double rx, ry;

      if (!classic_board_visible (self, lights[i].x, lights[i].y))
        continue;
      classic_board_cell_rect (self, lights[i].x, lights[i].y, &rx, &ry);
      if (lights[i].style == CASTELLAN_LIGHT_DONE || lights[i].style == CASTELLAN_LIGHT_OPEN)
        {
          gboolean done = lights[i].style == CASTELLAN_LIGHT_DONE;
          castellan_snapshot_rect (snapshot, rx + 2, ry + 2, self->zoom - 4, self->zoom - 4, done ? &gold : &pale);
          castellan_snapshot_outline (snapshot, rx + 2, ry + 2, self->zoom - 4, self->zoom - 4,
                                      MAX (2, self->zoom * 0.04), done ? &gold_edge : &pale_edge);
        }
      else
        castellan_snapshot_rect (snapshot, rx, ry, self->zoom, self->zoom,
                                 lights[i].style == CASTELLAN_LIGHT_NAMED ? &named : &gold);
    }
  /* the light line, then the dark one over its outer half, along each
   * side the shape does not share with another of its cells */
  for (guint pass = 1; pass < 3; pass++)
    for (guint i = 0; i < n; i++)
      {
        double rx, ry, width = pass == 1 ? 2 * line : line;

        if (lights[i].style != CASTELLAN_LIGHT_QUESTION && lights[i].style != CASTELLAN_LIGHT_NAMED)
          continue;
        if (!classic_board_visible (self, lights[i].x, lights[i].y))
          continue;
        classic_board_cell_rect (self, lights[i].x, lights[i].y, &rx, &ry);
        for (guint side = 0; side < 4; side++)
          if (!ringed (lights, n, lights[i].style, lights[i].x + dx[side], lights[i].y + dy[side]))
            castellan_snapshot_rect (snapshot, rx + (dx[side] > 0 ? self->zoom - width : 0),
                                     ry + (dy[side] > 0 ? self->zoom - width : 0),
                                     dx[side] != 0 ? width : self->zoom, dy[side] != 0 ? width : self->zoom,
                                     pass == 1 ? &halo
                                     : lights[i].style == CASTELLAN_LIGHT_NAMED ? &named_edge : &edge);
      }
}

/* each player's last tile and the follower put with it, ringed, in the
 * player's colour, until their next turn */
static void
draw_last_moves (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  const CastellanBoardLastMove *moves;
  guint n = castellan_board_model_get_last_moves (self->model, &moves);

  for (guint i = 0; i < n; i++)
    {
      GdkRGBA c = seat_rgba (self, moves[i].seat, 0.95), halo = { 1, 1, 1, 0.8 }, none = { 0, 0, 0, 0 };
      double rx, ry, ax, ay;

      classic_board_cell_rect (self, moves[i].x, moves[i].y, &rx, &ry);
      castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, MAX (2, self->zoom * 0.05) + 2, &halo);
      castellan_snapshot_outline (snapshot, rx + 1, ry + 1, self->zoom - 2, self->zoom - 2,
                                  MAX (2, self->zoom * 0.05), &c);
      if (moves[i].piece < 0)
        continue;
      classic_board_anchor (self, moves[i].art, moves[i].rot, moves[i].piece, &ax, &ay);
      castellan_snapshot_disc (snapshot, rx + ax * self->zoom, ry + ay * self->zoom,
                               MAX (9, self->zoom * 0.22), &none, &c);
    }
}

/* the tiles a review marks: the one played in a solid frame, the best in
 * a dashed one */
static void
draw_marks (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  GdkRGBA played = { 0.96, 0.76, 0.07, 1 }, best = { 0.18, 0.76, 0.49, 1 }, halo = { 0, 0, 0, 0.6 };

  for (guint i = 0; i < self->marks->len; i++)
    {
      const ClassicMark *m = &g_array_index (self->marks, ClassicMark, i);
      double rx, ry, width = MAX (3, self->zoom * 0.07);

      if (!classic_board_visible (self, m->cell.x, m->cell.y))
        continue;
      draw_tile (self, snapshot, m->art, m->rot, m->cell.x, m->cell.y, 0.9);
      classic_board_cell_rect (self, m->cell.x, m->cell.y, &rx, &ry);
      castellan_snapshot_outline (snapshot, rx - 1, ry - 1, self->zoom + 2, self->zoom + 2, width + 2, &halo);
      if (m->style == CASTELLAN_BOARD_MARK_PLAYED)
        castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, width, &played);
      else
        /* dashes: eight short pieces along the frame */
        for (guint k = 0; k < 4; k++)
          for (guint side = 0; side < 4; side++)
            {
              double step = self->zoom / 4, a = k * step + step / 4, len = step / 2;
              double x = side == 1 ? rx + self->zoom - width : side == 3 ? rx : rx + a;
              double y = side == 2 ? ry + self->zoom - width : side == 0 ? ry : ry + a;
              castellan_snapshot_rect (snapshot, x, y, side % 2 ? width : len, side % 2 ? len : width, &best);
            }
    }
}

/* ---- a computer's move, played out ------------------------------------------------ */

/* the tile comes down on its cell: from a little larger and faint, in the
 * first part of the move */
static void
draw_tile_settling (CastellanClassicBoard *self, GtkSnapshot *snapshot, const CastellanBoardTile *tile)
{
  double t = classic_board_ease (CLAMP (self->anim_t * 2, 0, 1)), rx, ry, k = 1.3 - 0.3 * t;

  classic_board_cell_rect (self, tile->x, tile->y, &rx, &ry);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rx + self->zoom / 2, ry + self->zoom / 2));
  gtk_snapshot_scale (snapshot, k, k);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-rx - self->zoom / 2, -ry - self->zoom / 2));
  draw_tile (self, snapshot, tile->art, tile->rot, tile->x, tile->y, MIN (1, 0.2 + t));
  gtk_snapshot_restore (snapshot);
}

static void
draw_followers (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  const CastellanBoardFollower *f;
  guint n = castellan_board_model_get_followers (self->model, &f);
  gboolean playing = self->play.mover >= 0;

  for (guint i = 0; i < n; i++)
    {
      gboolean placed = playing && f[i].x == self->play.x && f[i].y == self->play.y && f[i].seat == self->play.mover;
      double t = placed ? classic_board_ease (CLAMP (self->anim_t * 2 - 0.6, 0, 1)) : 1;

      if (!classic_board_visible (self, f[i].x, f[i].y))
        continue;
      if (f[i].kind == CASTELLAN_SPOT_BRIDGE)
        {
          /* a traveller on a bridge (B-3.8), where every bridge crosses */
          double rx, ry, size = MAX (12, self->zoom * 0.34);
          GdkTexture *texture = follower_texture (self, f[i].seat, FALSE, size);

          classic_board_cell_rect (self, f[i].x, f[i].y, &rx, &ry);
          if (texture != NULL)
            castellan_snapshot_texture (snapshot, texture, rx + ART_CLASSIC_BRIDGE_X * self->zoom - size / 2,
                                        ry + ART_CLASSIC_BRIDGE_Y * self->zoom - size / 2, size, size, t);
          continue;
        }
      draw_follower (self, snapshot, &f[i], placed ? 0.3 * (1 - t) : 0, placed ? t : 1.0);
    }
  /* followers a completed feature sends home rise from where they stood and fade */
  for (guint i = 0; playing && i < self->play.n_home; i++)
    if (classic_board_visible (self, self->play.home[i].x, self->play.home[i].y))
      draw_follower (self, snapshot, &self->play.home[i], 0.3 * self->anim_t, 1 - classic_board_ease (self->anim_t));
}

/* ---- the turn ------------------------------------------------------------------- */

static void
draw_turn (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  CastellanStage stage = castellan_classic_turn_get_stage (self->turn);
  GdkRGBA cursor_ok = { 1, 1, 1, 0.95 }, cursor_bad = { 0.88, 0.11, 0.14, 0.95 };
  GdkRGBA white = { 1, 1, 1, 1 }, ink = { 0.1, 0.1, 0.12, 1 };
  guint pending_cell, pending_rot, drawn = 0, axis;
  gboolean cloister;
  int x, y, bx, by;

  if (!castellan_board_model_get_drawn (self->model, &drawn))
    return;
  if (stage == CASTELLAN_STAGE_PLACE && castellan_board_model_get_cursor (self->model, &x, &y))
    {
      int cell = castellan_classic_turn_get_cursor_cell (self->turn);
      guint rot = castellan_classic_turn_get_rotation (self->turn);
      gboolean fits_here = castellan_classic_turn_get_fits (self->turn, cell) & (1u << rot);
      double rx, ry;

      classic_board_cell_rect (self, x, y, &rx, &ry);
      if (castellan_board_model_is_empty (self->model, x, y))
        draw_tile (self, snapshot, drawn, rot, x, y, fits_here ? 0.85 : 0.45);
      if (fits_here && castellan_board_model_get_turn_bridge (self->model, &bx, &by, &axis, &cloister))
        draw_bridge (self, snapshot, bx, by, axis, cloister, 0.85);
      castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, MAX (2.5, self->zoom * 0.06),
                                  fits_here ? &cursor_ok : &cursor_bad);
    }
  else if (castellan_classic_turn_get_pending (self->turn, &pending_cell, &pending_rot) &&
           castellan_board_model_cell_xy (self->model, pending_cell, &x, &y))
    {
      int selected = castellan_classic_turn_get_selected_spot (self->turn);
      int chosen = castellan_classic_turn_get_chosen_follower (self->turn);
      guint n_open = castellan_classic_turn_get_open_spots (self->turn, NULL);
      const CastellanBoardSpot *spots;
      guint n_spots = castellan_board_model_get_spots (self->model, &spots);
      CastellanSpotKind chosen_kind = CASTELLAN_SPOT_OTHER;
      GdkRGBA mine = seat_rgba (self, castellan_board_model_get_active (self->model), 0.95);
      double rx, ry;

      for (guint i = 0; i < n_spots; i++)
        if ((int) spots[i].piece == chosen)
          chosen_kind = spots[i].kind;
      draw_tile (self, snapshot, drawn, pending_rot, x, y, 1.0);
      if (castellan_board_model_get_turn_bridge (self->model, &bx, &by, &axis, &cloister))
        draw_bridge (self, snapshot, bx, by, axis, cloister, 1.0);
      classic_board_cell_rect (self, x, y, &rx, &ry);
      castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, MAX (2.5, self->zoom * 0.06), &mine);
      if (stage == CASTELLAN_STAGE_CONFIRM && chosen >= 0 && chosen_kind == CASTELLAN_SPOT_BRIDGE)
        castellan_snapshot_disc (snapshot, rx + ART_CLASSIC_BRIDGE_X * self->zoom,
                                 ry + ART_CLASSIC_BRIDGE_Y * self->zoom, MAX (9, self->zoom * 0.11), &mine, &ink);
      else if (stage == CASTELLAN_STAGE_CONFIRM && chosen >= 0)
        {
          CastellanBoardFollower f = { x, y, drawn, pending_rot, chosen, chosen_kind,
                                       castellan_board_model_get_active (self->model) };
          draw_follower (self, snapshot, &f, 0, 1.0);
        }
      else if (stage == CASTELLAN_STAGE_FOLLOWER)
        for (guint i = 0; i < n_open; i++)
          {
            double sx, sy;
            char label[4];

            castellan_classic_board_spot_point (self, i, &sx, &sy);
            castellan_snapshot_disc (snapshot, sx, sy, MAX (9, self->zoom * 0.11),
                                     (int) i == selected ? &mine : &white, &ink);
            g_snprintf (label, sizeof label, "%u", i + 1);
            castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, sx, sy, MAX (9, self->zoom * 0.12), &ink, FALSE);
          }
    }
}

/* an arrow at the view's edge toward the nearest lit cell out of view, with
 * the count of such cells */
static void
draw_offscreen (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double best = G_MAXDOUBLE, tx = 0, ty = 0, dx, dy, t, ex, ey;
  const CastellanCell *cells;
  guint n = castellan_classic_board_get_fits (self, &cells), off = 0;
  GdkRGBA fill = { 0.21, 0.52, 0.89, 0.95 }, white = { 1, 1, 1, 1 };
  char label[16];

  for (guint i = 0; i < n; i++)
    {
      double x, y;

      classic_board_cell_rect (self, cells[i].x, cells[i].y, &x, &y);
      x += self->zoom / 2;
      y += self->zoom / 2;
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
  {
    double len = hypot (dx, dy), ux = dx / len, uy = dy / len;

    castellan_snapshot_disc (snapshot, ex, ey, 18, &fill, &white);
    /* the arrow head: a small disc ahead of the badge */
    castellan_snapshot_disc (snapshot, ex + ux * 20, ey + uy * 20, 6, &fill, &white);
  }
  g_snprintf (label, sizeof label, "%u", off);
  castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, ex, ey, 14, &white, FALSE);
}

/* ---- the axis labels -------------------------------------------------------------- */

double
classic_board_label_band (CastellanClassicBoard *self)
{
  return 18;
}

guint
castellan_classic_board_get_axis_labels (CastellanClassicBoard *self, GtkOrientation orientation,
                                         int *values, double *centres, guint max)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double band = classic_board_label_band (self);
  gboolean across = orientation == GTK_ORIENTATION_HORIZONTAL;
  double centre = across ? self->cx : self->cy, half = (across ? w : h) / 2 / self->zoom;
  /* a label every @step cells, so that they do not run together */
  int step = MAX (1, (int) ceil (26.0 / self->zoom)), from, to;
  guint n = 0;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  if (self->model == NULL || !castellan_board_model_has_game (self->model))
    return 0;
  from = (int) floor (centre - half);
  to = (int) ceil (centre + half);
  for (int v = from; v <= to && n < max; v++)
    {
      double rx, ry, c;

      if (((v % step) + step) % step != 0)
        continue;
      classic_board_cell_rect (self, across ? v : 0, across ? 0 : v, &rx, &ry);
      c = (across ? rx : ry) + self->zoom / 2;
      /* not in the corner where the two bands meet */
      if (c < band || c > (across ? w : h))
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
draw_axis_labels (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double band = classic_board_label_band (self);
  GdkRGBA strip = { 0.12, 0.12, 0.14, 0.55 }, text = { 1, 1, 1, 0.95 };
  int values[256];
  double centres[256];
  guint n;

  castellan_snapshot_rect (snapshot, 0, 0, w, band, &strip);
  castellan_snapshot_rect (snapshot, 0, band, band + 6, h - band, &strip);
  for (guint o = 0; o < 2; o++)
    {
      n = castellan_classic_board_get_axis_labels (self, o == 0 ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                                   values, centres, G_N_ELEMENTS (values));
      for (guint i = 0; i < n; i++)
        {
          char label[12];

          g_snprintf (label, sizeof label, "%d", values[i]);
          castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, o == 0 ? centres[i] : (band + 6) / 2,
                                   o == 0 ? band / 2 : centres[i], 11, &text, FALSE);
        }
    }
}

/* ---- the picture ------------------------------------------------------------------ */

void
classic_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GdkRGBA lit = { 0.21, 0.52, 0.89, 0.30 }, lit_edge = { 0.21, 0.52, 0.89, 0.8 };
  const CastellanBoardTile *tiles;
  const CastellanCell *fits;
  guint n_tiles, n_fits;

  if (self->model == NULL || !castellan_board_model_has_game (self->model))
    return;
  if (self->follow_fit)
    classic_board_fit_view (self);
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  n_tiles = castellan_board_model_get_tiles (self->model, &tiles);
  for (guint i = 0; i < n_tiles; i++)
    {
      if (!classic_board_visible (self, tiles[i].x, tiles[i].y))
        continue;
      if (self->play.mover >= 0 && tiles[i].x == self->play.x && tiles[i].y == self->play.y)
        draw_tile_settling (self, snapshot, &tiles[i]);
      else
        draw_tile (self, snapshot, tiles[i].art, tiles[i].rot, tiles[i].x, tiles[i].y, 1.0);
    }
  draw_bcb (self, snapshot, tiles, n_tiles);
  draw_last_moves (self, snapshot);
  draw_lights (self, snapshot);
  draw_followers (self, snapshot);

  /* where the drawn tile fits */
  n_fits = castellan_classic_board_get_fits (self, &fits);
  for (guint i = 0; i < n_fits; i++)
    {
      double rx, ry;

      if (!classic_board_visible (self, fits[i].x, fits[i].y))
        continue;
      classic_board_cell_rect (self, fits[i].x, fits[i].y, &rx, &ry);
      castellan_snapshot_rect (snapshot, rx + 1, ry + 1, self->zoom - 2, self->zoom - 2, &lit);
      castellan_snapshot_outline (snapshot, rx + 1, ry + 1, self->zoom - 2, self->zoom - 2, 1.5, &lit_edge);
    }
  draw_turn (self, snapshot);
  draw_marks (self, snapshot);
  draw_offscreen (self, snapshot);
  draw_axis_labels (self, snapshot);
  gtk_snapshot_pop (snapshot);
}
