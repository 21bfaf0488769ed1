/* test-art-cache.c — textures are rendered once per size, scale and theme
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-art-cache"

#include "config.h"

#include "art-cache.h"
#include "castellan-shipped.h"

static void
check_cache (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsTileset) set = NULL;
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(ArtCache) cache = NULL;
  GdkTexture *a, *b, *c;

  set = castellan_shipped_tileset_new (&error);
  g_assert_no_error (error);
  board = castellan_shipped_board_new (&error);
  g_assert_no_error (error);

  cache = art_cache_new (board, set);
  a = art_cache_tile (cache, 0, 1, CS_THEME_CASTLE, 48, 1);
  b = art_cache_tile (cache, 0, 1, CS_THEME_CASTLE, 48, 1);
  c = art_cache_tile (cache, 0, 1, CS_THEME_CASTLE, 48, 2);
  g_assert_nonnull (a);
  g_assert_true (a == b);                       /* no second parse */
  g_assert_true (a != c);
  g_assert_cmpint (gdk_texture_get_width (a), ==, 48);
  g_assert_cmpint (gdk_texture_get_width (c), ==, 96);   /* crisp at scale 2 */
  g_assert_true (art_cache_tile (cache, 0, 1, CS_THEME_ZAMEK, 48, 1) != a);
  g_assert_nonnull (art_cache_follower (cache, 1, ART_FIGURE_LYING, CS_THEME_ZAMEK, 24, 2));
  g_assert_nonnull (art_cache_keep (cache, 0, CS_THEME_CASTLE, 24, 1));
  g_assert_nonnull (art_cache_wall_tile (cache, 0, CS_THEME_CASTLE, 64, 1));
  g_assert_nonnull (art_cache_board (cache, CS_THEME_ZAMEK, 32, 1));
  art_cache_clear (cache);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
  g_test_add_func ("/art/cache", check_cache);
  return g_test_run ();
}
