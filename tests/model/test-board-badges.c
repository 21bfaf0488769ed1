/* test-board-badges.c — the follower step's badges fit their tile at every zoom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The open board draws the laid tile's badges where the art lays them out
 * (art_classic_badge_layout_sized, CASTELLAN_BOARD_BADGE_RADIUS), on the
 * tile as the follower step draws it (castellan_board_follower_cell: the
 * cell, or enlarged on a board zoomed out) and as large as
 * castellan_board_badge_px says. For every design of classic Carcassonne
 * and Bridges, Castles and Bazaars, every turn, with and without the
 * bridge's spot, and every zoom the board offers (each whole pixel from
 * CASTELLAN_BOARD_MIN_ZOOM to CASTELLAN_BOARD_MAX_ZOOM, and the zoom
 * steps from the default 96): no badge crosses its tile's edge, no two
 * overlap, each is readable (a road's at least 5 px across in radius, a
 * field's or a city's twice that), and a click's reach on the spot
 * (castellan_board_model_badge_reach's rule) covers the badge drawn.
 */
#include <math.h>

#include "castellan-art.h"
#include "castellan-board-model.h"
#include "castellan-shipped.h"

/* castellan-board.h, which this test does not link */
#define MIN_ZOOM 10.0
#define MAX_ZOOM 240.0
#define ZOOM_STEP 1.25

static guint n_checked;

static void
check_zoom (const CsClassicDesign *d, guint rot, gboolean bridge, const double *x, const double *y,
            const double *size, guint n, double zoom)
{
  double tile = castellan_board_follower_cell (zoom);

  /* the laid tile covers its cell */
  g_assert_cmpfloat (tile, >=, zoom);
  for (guint a = 0; a < n; a++)
    {
      double r = castellan_board_badge_px (tile, size[a]);
      double cx = x[a] * tile, cy = y[a] * tile;
      /* the board's reach: 0.14 of the tile as drawn, in the badge's ratio */
      double reach = tile * 0.14 * size[a] / CASTELLAN_BOARD_BADGE_RADIUS;

      if (cx - r < 0 || cy - r < 0 || cx + r > tile || cy + r > tile)
        g_error ("tile %c turned %u%s at %.1f px a cell: badge %u (radius %.2f px at %.1f, %.1f) crosses the "
                 "edge of the tile drawn %.1f px across", d->letter, rot, bridge ? " with a bridge" : "", zoom, a + 1,
                 r, cx, cy, tile);
      if (r < (size[a] < CASTELLAN_BOARD_BADGE_RADIUS * 0.7 ? 5.0 : 7.0))
        g_error ("tile %c turned %u at %.1f px a cell: badge %u is %.2f px in radius, too small to read",
                 d->letter, rot, zoom, a + 1, r);
      g_assert_cmpfloat (reach, >=, r);
      for (guint b = a + 1; b < n; b++)
        {
          double rb = castellan_board_badge_px (tile, size[b]);

          if (hypot (x[b] * tile - cx, y[b] * tile - cy) < r + rb)
            g_error ("tile %c turned %u%s at %.1f px a cell: badges %u and %u overlap", d->letter, rot,
                     bridge ? " with a bridge" : "", zoom, a + 1, b + 1);
        }
      n_checked++;
    }
}

static void
test_every_zoom (void)
{
  const CsClassicTileset *set = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);

  g_assert_nonnull (set);
  for (guint i = 0; i < set->n_designs; i++)
    for (guint rot = 0; rot < 4; rot++)
      for (guint bridge = 0; bridge < 2; bridge++)
        {
          const CsClassicDesign *d = &set->design[i];
          guint8 pieces[CS_CLASSIC_MAX_PIECES + 1];
          double x[CS_CLASSIC_MAX_PIECES + 1], y[CS_CLASSIC_MAX_PIECES + 1], size[CS_CLASSIC_MAX_PIECES + 1];
          guint n = 0;

          /* every piece open (and the bridge's spot, the last): the most
           * badges one tile can show */
          for (guint p = 0; p < d->n_pieces + bridge; p++)
            pieces[n++] = p;
          art_classic_badge_layout_sized (d, rot, pieces, n, CASTELLAN_BOARD_BADGE_RADIUS, x, y, size);
          for (double zoom = MIN_ZOOM; zoom <= MAX_ZOOM; zoom += 1)
            check_zoom (d, rot, bridge, x, y, size, n, zoom);
          for (double zoom = 96; zoom >= MIN_ZOOM; zoom /= ZOOM_STEP)
            check_zoom (d, rot, bridge, x, y, size, n, zoom);
          for (double zoom = 96; zoom <= MAX_ZOOM; zoom *= ZOOM_STEP)
            check_zoom (d, rot, bridge, x, y, size, n, zoom);
        }
  /* the classic set's 24 designs (A to X) and the expansion's (a to k) */
  g_assert_cmpuint (set->n_designs, >, 24);
  g_assert_cmpuint (n_checked, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/badges/every-zoom", test_every_zoom);
  return g_test_run ();
}
