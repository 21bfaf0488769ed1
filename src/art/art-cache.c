/* art-cache.c — textures rendered from the generated SVG, cached
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each picture is parsed and rendered once per theme, size and scale
 * factor; drawing the board afterwards only looks textures up.
 */
#define G_LOG_DOMAIN "castellan-art"

#include "config.h"

#include "art-cache.h"

struct _ArtCache {
  const CsBoard   *board;
  const CsTileset *tileset;
  GHashTable      *textures;   /* key string -> GdkTexture */
};

ArtCache *
art_cache_new (const CsBoard *board, const CsTileset *tileset)
{
  ArtCache *cache = g_new0 (ArtCache, 1);

  cache->board = board;
  cache->tileset = tileset;
  cache->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return cache;
}

void
art_cache_free (ArtCache *cache)
{
  if (!cache)
    return;
  g_clear_pointer (&cache->textures, g_hash_table_unref);
  g_free (cache);
}

void
art_cache_clear (ArtCache *cache)
{
  g_return_if_fail (cache != NULL);
  g_hash_table_remove_all (cache->textures);
}

guint
art_cache_count (ArtCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->textures);
}

GdkTexture *
art_texture_from_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  /* cairo's ARGB32 is premultiplied in native byte order: GDK_MEMORY_DEFAULT */
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static GdkTexture *
lookup_or_render (ArtCache *cache, char *key, char *svg, int width, int height)
{
  g_autofree char *owned_svg = svg;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  GdkTexture *texture;

  texture = g_hash_table_lookup (cache->textures, key);
  if (texture)
    {
      g_free (key);
      return texture;
    }
  surface = art_render_svg (owned_svg, width, height, &error);
  if (!surface)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot render %s: %s", key, error->message);
      g_free (key);
      return NULL;
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  g_hash_table_insert (cache->textures, key, texture);
  return texture;
}

GdkTexture *
art_cache_tile (ArtCache *cache, guint tile_index, guint rot, CsTheme theme, int size, int scale)
{
  char *key;
  GdkTexture *texture;

  g_return_val_if_fail (cache != NULL && cache->tileset != NULL, NULL);
  g_return_val_if_fail (tile_index < cache->tileset->n_tiles && size > 0 && scale > 0, NULL);

  key = g_strdup_printf ("tile/%u/%u/%d/%d/%d", tile_index, rot & 3, theme, size, scale);
  texture = g_hash_table_lookup (cache->textures, key);
  if (texture)
    {
      g_free (key);
      return texture;
    }
  return lookup_or_render (cache, key, art_tile_svg (&cache->tileset->tiles[tile_index], rot & 3, theme),
                           size * scale, size * scale);
}

#define CACHED(key_fmt, svg_expr, w, h, ...)                                 \
  G_STMT_START {                                                             \
    char *key = g_strdup_printf (key_fmt, __VA_ARGS__);                      \
    GdkTexture *texture = g_hash_table_lookup (cache->textures, key);        \
    if (texture)                                                             \
      {                                                                      \
        g_free (key);                                                        \
        return texture;                                                      \
      }                                                                      \
    return lookup_or_render (cache, key, svg_expr, w, h);                    \
  } G_STMT_END

GdkTexture *
art_cache_follower (ArtCache *cache, guint player, ArtFigure figure, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0, NULL);
  CACHED ("follower/%u/%d/%d/%d/%d", art_follower_svg (player, figure, theme),
          size * scale, size * scale, player, figure, theme, size, scale);
}

GdkTexture *
art_cache_keep (ArtCache *cache, guint player, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0, NULL);
  CACHED ("keep/%u/%d/%d/%d", art_keep_svg (player, theme), size * scale, size * scale,
          player, theme, size, scale);
}

GdkTexture *
art_cache_wall_tile (ArtCache *cache, guint kind, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0 && kind <= CS_NUM_WALL_KINDS, NULL);
  CACHED ("wall/%u/%d/%d/%d", art_wall_tile_svg (kind, theme), size * scale, size * scale,
          kind, theme, size, scale);
}

GdkTexture *
art_cache_board (ArtCache *cache, CsTheme theme, int cell, int scale)
{
  double w, h;

  g_return_val_if_fail (cache != NULL && cache->board != NULL && cell > 0 && scale > 0, NULL);
  w = (cache->board->width + 2 * ART_BOARD_MARGIN) * cell * scale;
  h = (cache->board->height + 2 * ART_BOARD_MARGIN) * cell * scale;
  CACHED ("board/%d/%d/%d", art_board_svg (cache->board, theme, cell * scale),
          (int) (w + 0.5), (int) (h + 0.5), theme, cell, scale);
}
