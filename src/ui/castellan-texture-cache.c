/* castellan-texture-cache.c — the art's textures, one cache for the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-texture-cache"

#include "config.h"

#include "castellan-texture-cache.h"
#include "castellan-game.h"
#include "art-cache.h"

static ArtCache *
cache (void)
{
  static ArtCache *shared;

  if (shared == NULL)
    shared = art_cache_new (castellan_shipped_board (), castellan_shipped_tileset ());
  return shared;
}

static gboolean colours_swapped;

guint
castellan_seat_colour (guint seat)
{
  return colours_swapped ? 1 - (seat & 1) : (seat & 1);
}

guint32
castellan_seat_rgb (guint seat)
{
  return art_player_colour (castellan_seat_colour (seat));
}

void
castellan_set_seat_colours_swapped (gboolean swapped)
{
  colours_swapped = !!swapped;
}

GdkTexture *
castellan_texture_tile (guint tile, guint rot, guint theme, int size, int scale)
{
  return art_cache_tile (cache (), tile, rot, theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_board (guint theme, int cell, int scale)
{
  static int last_cell, last_scale;

  if (cell != last_cell || scale != last_scale)
    {
      art_cache_clear (cache ());
      last_cell = cell;
      last_scale = scale;
    }
  return art_cache_board (cache (), theme, MAX (cell, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_follower (guint player, ArtFigure figure, guint theme, int size, int scale)
{
  return art_cache_follower (cache (), castellan_seat_colour (player), figure, theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_keep (guint player, guint theme, int size, int scale)
{
  return art_cache_keep (cache (), castellan_seat_colour (player), theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_wall_tile (guint kind, guint theme, int size, int scale)
{
  return art_cache_wall_tile (cache (), kind, theme, MAX (size, 1), MAX (scale, 1));
}
