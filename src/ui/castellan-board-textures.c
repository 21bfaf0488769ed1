/* castellan-board-textures.c — the board's texture ladder, lit cells and marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Art asked for by the board model (tiles by art id, followers, the
 * expansion's bridges and castles) is rendered from SVG at a ladder of
 * sizes; while zooming, the nearest size already rendered is stretched
 * and the exact one is rendered in an idle once the zoom settles, so a
 * snapshot never parses SVG after the first frame. (The Castle's shipped
 * art comes from the app's own cache, castellan-texture-cache.h.)
 *
 * Drawn here alike for every game: the lit cells (a field's cities, the
 * castle question's city, what a pointed-at line names) and the tiles a
 * review marks.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include "castellan-board-private.h"
#include "castellan-art.h"
#include "art-cache.h"
#include "castellan-snapshot.h"

#define N_SIZES CASTELLAN_BOARD_N_SIZES

static const int ladder[N_SIZES] = { 24, 40, 64, 96, 144, 216, 320 };

static guint
size_index (double px)
{
  for (guint i = 0; i < N_SIZES; i++)
    if (ladder[i] >= px)
      return i;
  return N_SIZES - 1;
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
      g_critical ("Cannot render a board texture: %s", error->message);
      return NULL;
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

static int
device_scale (CastellanBoard *self)
{
  return gtk_widget_get_scale_factor (GTK_WIDGET (self));
}

void
board_textures_init (CastellanBoard *self)
{
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->followers = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->overlays = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->anchors = g_hash_table_new_full (NULL, NULL, NULL, g_free);
}

void
board_textures_clear (CastellanBoard *self)
{
  g_clear_handle_id (&self->render_idle, g_source_remove);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->followers, g_hash_table_unref);
  g_clear_pointer (&self->overlays, g_hash_table_unref);
  g_clear_pointer (&self->anchors, g_hash_table_unref);
}

/* another game: its tiles may look alike and differ */
void
board_textures_drop (CastellanBoard *self)
{
  g_clear_handle_id (&self->render_idle, g_source_remove);
  if (self->textures != NULL)
    g_hash_table_remove_all (self->textures);
  if (self->anchors != NULL)
    g_hash_table_remove_all (self->anchors);
}

/* the main thread's time one step of render_idle_cb may take, µs: a zoom
 * or a board grown past its size asks for every tile at the new size, 40-50
 * ms of rendering in one dispatch for a classic board of twenty tiles while
 * a computer thinks (issue 34, item 4); a step renders tiles until this is
 * spent and leaves the rest to the next, a frame or two later */
#define RENDER_STEP_US 8000
#define RENDER_PAUSE_MS 30

/* render what the view stretches now at its exact size, a step at a time */
static gboolean
render_idle_cb (gpointer data)
{
  CastellanBoard *self = data;
  CastellanBoardLayout l;
  const CastellanBoardTile *tiles;
  guint n, want;
  gint64 start = g_get_monotonic_time ();

  self->render_idle = 0;
  if (self->model == NULL)
    return G_SOURCE_REMOVE;
  board_get_layout (self, &l);
  want = size_index (l.cell * device_scale (self));
  n = castellan_board_model_get_tiles (self->model, &tiles);
  for (guint i = 0; i < n; i++)
    {
      guint key = (tiles[i].art * 4 + tiles[i].rot) * N_SIZES + want + 1;

      if (!g_hash_table_contains (self->textures, GUINT_TO_POINTER (key)))
        {
          if (g_get_monotonic_time () - start > RENDER_STEP_US)
            {
              /* the rest in a later step; what is there is drawn meanwhile */
              self->render_idle = g_timeout_add (RENDER_PAUSE_MS, render_idle_cb, self);
              break;
            }
          g_autofree char *svg = castellan_board_model_dup_tile_svg (self->model, tiles[i].art, tiles[i].rot);
          GdkTexture *texture = render (svg, ladder[want]);
          if (texture)
            g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
        }
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static char *
dup_svg (CastellanBoard *self, gboolean is_tile, guint a, guint b)
{
  return is_tile ? castellan_board_model_dup_tile_svg (self->model, a, b)
                 : art_classic_follower_svg (a, b ? ART_FIGURE_LYING : ART_FIGURE_STANDING);
}

/* the texture of @key at the size index @want, or the nearest size there
 * is (and the exact one later); rendered now only if there is none at all */
static GdkTexture *
lookup (CastellanBoard *self, GHashTable *table, guint key, guint want, gboolean is_tile, guint a, guint b)
{
  GdkTexture *texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * N_SIZES + want + 1));

  if (texture != NULL)
    return texture;
  for (guint d = 1; d < N_SIZES; d++)
    {
      if (want + d < N_SIZES &&
          (texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * N_SIZES + want + d + 1))))
        break;
      if (want >= d && (texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * N_SIZES + want - d + 1))))
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
    g_hash_table_insert (table, GUINT_TO_POINTER (key * N_SIZES + want + 1), texture);
  return texture;
}

GdkTexture *
board_ladder_tile (CastellanBoard *self, guint art, guint rot, double px)
{
  return lookup (self, self->textures, art * 4 + rot, size_index (px * device_scale (self)), TRUE, art, rot);
}

GdkTexture *
board_ladder_follower (CastellanBoard *self, guint seat, gboolean lying, double px)
{
  return lookup (self, self->followers, seat * 2 + lying, size_index (px * device_scale (self)), FALSE, seat, lying);
}

/* the expansion's pieces over the tiles, @key as the open painter counts them */
GdkTexture *
board_ladder_overlay (CastellanBoard *self, guint key, double px)
{
  guint want = size_index (px * device_scale (self));
  guint hkey = key * N_SIZES + want + 1;
  GdkTexture *texture = g_hash_table_lookup (self->overlays, GUINT_TO_POINTER (hkey));

  if (texture == NULL)
    {
      /* a bridge (its axis 1 or 2, plus 4 across a cloister) or a castle (8 + seat) */
      g_autofree char *svg = key < 8 ? art_classic_bridge_svg (key & 3, (key & 4) != 0)
                                     : art_classic_castle_svg (key - 8);
      texture = render (svg, ladder[want]);
      if (texture != NULL)
        g_hash_table_insert (self->overlays, GUINT_TO_POINTER (hkey), texture);
    }
  return texture;
}

void
board_anchor (CastellanBoard *self, guint art, guint rot, guint piece, double *x, double *y)
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

/* ---- lit cells and marked tiles ---------------------------------------------------- */

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
void
board_snapshot_lights (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  const CastellanBoardLight *lights;
  guint n = castellan_board_model_get_lights (self->model, &lights);
  GdkRGBA gold = { 1, 0.80, 0.15, 0.38 }, gold_edge = { 0.85, 0.62, 0.05, 0.95 };
  GdkRGBA pale = { 1, 1, 1, 0.30 }, pale_edge = { 1, 1, 1, 0.8 };
  GdkRGBA named = { 0.21, 0.52, 0.89, 0.30 }, named_edge = { 0.05, 0.22, 0.50, 1 };
  GdkRGBA halo = { 1, 1, 1, 0.95 }, edge = { 0.45, 0.28, 0.0, 1 };
  double cell = l->cell, line = MAX (2, cell * 0.05);

  for (guint i = 0; i < n; i++)
    {
      double rx, ry;

      if (!board_visible (self, l, lights[i].x, lights[i].y))
        continue;
      board_cell_rect (self, l, lights[i].x, lights[i].y, &rx, &ry);
      if (lights[i].style == CASTELLAN_LIGHT_DONE || lights[i].style == CASTELLAN_LIGHT_OPEN)
        {
          gboolean done = lights[i].style == CASTELLAN_LIGHT_DONE;
          castellan_snapshot_rect (snapshot, rx + 2, ry + 2, cell - 4, cell - 4, done ? &gold : &pale);
          castellan_snapshot_outline (snapshot, rx + 2, ry + 2, cell - 4, cell - 4, MAX (2, cell * 0.04),
                                      done ? &gold_edge : &pale_edge);
        }
      else
        castellan_snapshot_rect (snapshot, rx, ry, cell, cell, lights[i].style == CASTELLAN_LIGHT_NAMED ? &named : &gold);
    }
  /* the light line, then the dark one over its outer half, along each
   * side the shape does not share with another of its cells */
  for (guint pass = 1; pass < 3; pass++)
    for (guint i = 0; i < n; i++)
      {
        double rx, ry, width = pass == 1 ? 2 * line : line;

        if ((lights[i].style != CASTELLAN_LIGHT_QUESTION && lights[i].style != CASTELLAN_LIGHT_NAMED) ||
            !board_visible (self, l, lights[i].x, lights[i].y))
          continue;
        board_cell_rect (self, l, lights[i].x, lights[i].y, &rx, &ry);
        for (guint side = 0; side < 4; side++)
          if (!ringed (lights, n, lights[i].style, lights[i].x + dx[side], lights[i].y + dy[side]))
            castellan_snapshot_rect (snapshot, rx + (dx[side] > 0 ? cell - width : 0), ry + (dy[side] > 0 ? cell - width : 0),
                                     dx[side] != 0 ? width : cell, dy[side] != 0 ? width : cell,
                                     pass == 1 ? &halo : lights[i].style == CASTELLAN_LIGHT_NAMED ? &named_edge : &edge);
      }
}

/* the tiles a review marks: the one played in a solid frame, the best in
 * a dashed one */
void
board_snapshot_marks (CastellanBoard *self, GtkSnapshot *snapshot, const CastellanBoardLayout *l)
{
  GdkRGBA played = { 0.96, 0.76, 0.07, 1 }, best = { 0.18, 0.76, 0.49, 1 }, halo = { 0, 0, 0, 0.6 };
  const CastellanBoardMark *marks = (const CastellanBoardMark *) (gpointer) self->marks->data;
  double cell = l->cell, width = MAX (3, cell * 0.07);

  for (guint i = 0; i < self->marks->len; i++)
    {
      GdkTexture *texture;
      double x, y;

      if (!board_visible (self, l, marks[i].x, marks[i].y))
        continue;
      board_cell_rect (self, l, marks[i].x, marks[i].y, &x, &y);
      texture = self->painter->tile_texture (self, l, marks[i].art, marks[i].rot & 3);
      if (texture != NULL)
        castellan_snapshot_texture (snapshot, texture, x, y, cell, cell, 0.9);
      castellan_snapshot_outline (snapshot, x - 1, y - 1, cell + 2, cell + 2, width + 2, &halo);
      if (marks[i].style == CASTELLAN_BOARD_MARK_PLAYED)
        castellan_snapshot_outline (snapshot, x, y, cell, cell, width, &played);
      else
        /* dashes: four short pieces along each side */
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
