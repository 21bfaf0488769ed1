/* test-art-cache.c — textures are rendered once per size, scale and theme
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "test-art-cache"

#include "config.h"

#include "art-cache.h"

static void
check_cache (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data ("/io/github/castellan/Castellan/games/castellan.tileset", 0, NULL);
  g_autoptr(GBytes) board_bytes = g_resources_lookup_data ("/io/github/castellan/Castellan/games/castle.board", 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CsTileset) set = NULL;
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(ArtCache) cache = NULL;
  GdkTexture *a, *b, *c;
  gsize len;
  const char *data;

  data = g_bytes_get_data (bytes, &len);
  set = cs_tileset_new_from_data (data, len, "castellan.tileset", &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (board_bytes, &len);
  board = cs_board_new_from_data (data, len, "castle.board", &error);
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
