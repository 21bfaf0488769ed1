/* art-cache.h — the art as GdkTextures, rendered once per size and scale
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-art.h"

G_BEGIN_DECLS

typedef struct _ArtCache ArtCache;

/* @board and @tileset must outlive the cache */
ArtCache   *art_cache_new          (const CsBoard   *board,
                                    const CsTileset *tileset);
void        art_cache_free         (ArtCache        *cache);
void        art_cache_clear        (ArtCache        *cache);

/* All return a texture owned by the cache, @size logical pixels square
 * (the board: @size per cell) rendered at @size × @scale device pixels. */
GdkTexture *art_cache_tile         (ArtCache *cache, guint tile_index, guint rot,
                                    CsTheme theme, int size, int scale);
GdkTexture *art_cache_follower     (ArtCache *cache, guint player, ArtFigure figure,
                                    CsTheme theme, int size, int scale);
GdkTexture *art_cache_keep         (ArtCache *cache, guint player, CsTheme theme,
                                    int size, int scale);
GdkTexture *art_cache_wall_tile    (ArtCache *cache, guint kind, CsTheme theme,
                                    int size, int scale);
GdkTexture *art_cache_board        (ArtCache *cache, CsTheme theme, int cell, int scale);

/* The same for a view that has just taken a new size: a picture there at
 * another size only comes at that size (to be drawn stretched), and the
 * size asked for is rendered in a worker thread, after which the ready
 * function is called in the main thread; rendered at once only when
 * there is none at any size. */
GdkTexture *art_cache_tile_or_stretch      (ArtCache *cache, guint tile_index, guint rot,
                                            CsTheme theme, int size, int scale);
GdkTexture *art_cache_follower_or_stretch  (ArtCache *cache, guint player, ArtFigure figure,
                                            CsTheme theme, int size, int scale);
GdkTexture *art_cache_keep_or_stretch      (ArtCache *cache, guint player, CsTheme theme,
                                            int size, int scale);
GdkTexture *art_cache_wall_tile_or_stretch (ArtCache *cache, guint kind, CsTheme theme,
                                            int size, int scale);
typedef void (*ArtCacheReadyFunc) (gpointer data);
void        art_cache_set_ready_func (ArtCache *cache, ArtCacheReadyFunc func, gpointer data);
/* pictures queued or being rendered in the worker thread */
guint       art_cache_get_pending  (ArtCache *cache);
/* textures held, every size counted */
guint       art_cache_count        (ArtCache *cache);
/* the view has a new size: the pictures drawn neither at it nor at the
 * one before are dropped (art-cache.c says why) */
void        art_cache_next_size    (ArtCache *cache);

/* a cairo image surface as a texture (no copy of the pixels is kept by cairo) */
GdkTexture *art_texture_from_surface (cairo_surface_t *surface);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ArtCache, art_cache_free)

G_END_DECLS
