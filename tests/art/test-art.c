/* test-art.c — the pictures agree with the rules (issue 4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tile of the shipped set, in both themes and all four turns, is
 * rasterised; near the edge inside each of its 12 segments the pixel must
 * be of the colour class of that segment's piece type, and
 * each piece's follower anchor must lie in its own region. All
 * generated SVG must parse in librsvg without a warning.
 */
#define G_LOG_DOMAIN "test-art"

#include "config.h"

#include <gio/gio.h>
#include <math.h>

#include "castellan-art.h"
#include "art-private.h"
#include "castellan-shipped.h"

#define SIZE 96

static CsTileset *tileset;
static CsBoard *board;

/* the 3×3 mean colour at (px, py) */
static void
mean_colour (cairo_surface_t *surface, double px, double py, double rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);

  rgb[0] = rgb[1] = rgb[2] = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int x = CLAMP ((int) px + dx, 0, w - 1), y = CLAMP ((int) py + dy, 0, h - 1);
        guint32 v = *(const guint32 *) (data + y * stride + x * 4);
        rgb[0] += ((v >> 16) & 0xff) / 9.0;
        rgb[1] += ((v >> 8) & 0xff) / 9.0;
        rgb[2] += (v & 0xff) / 9.0;
      }
}

static double
colour_distance (const double rgb[3], guint32 c)
{
  return sqrt (pow (rgb[0] - ((c >> 16) & 0xff), 2) + pow (rgb[1] - ((c >> 8) & 0xff), 2) +
               pow (rgb[2] - (c & 0xff), 2));
}

/* the index of the colour nearest to @rgb */
static guint
nearest_colour (const double rgb[3], const guint32 *colours, guint n)
{
  double best = G_MAXDOUBLE;
  guint best_i = 0;

  for (guint i = 0; i < n; i++)
    if (colour_distance (rgb, colours[i]) < best)
      {
        best = colour_distance (rgb, colours[i]);
        best_i = i;
      }
  return best_i;
}

/* the feature type whose base colour is nearest to the 3×3 mean at (px, py) */
static guint
colour_class (cairo_surface_t *surface, CsTheme theme, double px, double py)
{
  guint32 colours[CS_N_FEATURE_TYPES];
  double rgb[3];

  for (guint type = 0; type < CS_N_FEATURE_TYPES; type++)
    colours[type] = art_type_colour (theme, type);
  mean_colour (surface, px, py, rgb);
  return nearest_colour (rgb, colours, CS_N_FEATURE_TYPES);
}

/* a point inside segment @k near the edge, in unit coordinates */
static void
segment_sample (guint k, double depth, double *x, double *y)
{
  double along = (k % 3 + 0.5) / 3.0;

  switch (k / 3)
    {
    case 0: *x = along;     *y = depth;     break;
    case 1: *x = 1 - depth; *y = along;     break;
    case 2: *x = 1 - along; *y = 1 - depth; break;
    default: *x = depth;    *y = 1 - along; break;
    }
}

static void
check_tiles (gconstpointer data)
{
  CsTheme theme = GPOINTER_TO_INT (data);
  guint checked = 0;

  for (guint i = 0; i < tileset->n_tiles; i++)
    for (guint rot = 0; rot < 4; rot++)
      {
        const CsTile *tile = &tileset->tiles[i];
        g_autofree char *svg = art_tile_svg (tile, rot, theme);
        g_autoptr(GError) error = NULL;
        cairo_surface_t *surface = art_render_svg (svg, SIZE, SIZE, &error);

        g_assert_no_error (error);
        g_assert_nonnull (surface);
        for (guint k = 0; k < 12; k++)
          {
            guint want = tile->pieces[tile->rot_piece[rot][k]].type, got;
            double x, y;

            segment_sample (k, 0.06, &x, &y);
            got = colour_class (surface, theme, x * SIZE, y * SIZE);
            if (got != want)
              g_error ("theme %d, tile %u turned %u: segment %s should look like a %s, looks like a %s",
                       theme, tile->number, rot, cs_segment_name (k),
                       cs_feature_type_name (want), cs_feature_type_name (got));
            checked++;
          }
        /* two buildings meeting at a corner read as two (open ground
         * between them), one building round the corner as one */
        for (guint c = 0; c < 4; c++)
          {
            static const double corner[4][2] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
            guint a = tile->rot_piece[rot][(3 * c + 11) % 12], b = tile->rot_piece[rot][3 * c];
            guint ta = tile->pieces[a].type, tb = tile->pieces[b].type, got;
            double x = fabs (corner[c][0] - 0.13), y = fabs (corner[c][1] - 0.13);

            if ((ta != CS_TOWER && ta != CS_HOUSE) || (tb != CS_TOWER && tb != CS_HOUSE))
              continue;
            got = colour_class (surface, theme, x * SIZE, y * SIZE);
            if ((a == b) != (got != CS_COURT))
              g_error ("theme %d, tile %u turned %u: at corner %u the %s %c and the %s %c are %s pieces, "
                       "but the corner is drawn as a %s", theme, tile->number, rot, c,
                       cs_feature_type_name (ta), tile->pieces[a].label, cs_feature_type_name (tb),
                       tile->pieces[b].label, a == b ? "one" : "two", cs_feature_type_name (got));
          }
        for (guint p = 0; p < tile->n_pieces; p++)
          {
            double x, y;
            guint got;

            g_assert_true (art_tile_anchor (tile, rot, p, &x, &y));
            g_assert_cmpfloat (x, >, 0.0);
            g_assert_cmpfloat (x, <, 1.0);
            g_assert_cmpfloat (y, >, 0.0);
            g_assert_cmpfloat (y, <, 1.0);
            if (art_tile_piece_at (tile, rot, x, y) != (int) p)
              g_error ("theme %d, tile %u turned %u: the anchor of piece %c lies on piece %d",
                       theme, tile->number, rot, tile->pieces[p].label, art_tile_piece_at (tile, rot, x, y));
            got = colour_class (surface, theme, x * SIZE, y * SIZE);
            if (got != tile->pieces[p].type)
              g_error ("theme %d, tile %u turned %u: the anchor of %s %c is drawn as a %s",
                       theme, tile->number, rot, cs_feature_type_name (tile->pieces[p].type),
                       tile->pieces[p].label, cs_feature_type_name (got));
          }
        cairo_surface_destroy (surface);
      }
  g_assert_cmpuint (checked, ==, tileset->n_tiles * 4 * 12);
}

/* the regions partition the tile: every point belongs to a piece or the square */
static void
check_partition (void)
{
  for (guint i = 0; i < tileset->n_tiles; i++)
    {
      const CsTile *tile = &tileset->tiles[i];
      guint seen[CS_MAX_PIECES] = { 0 };
      gint8 map[64 * 64];

      art_tile_regions (tile, 0, 64, map);
      for (guint c = 0; c < 64 * 64; c++)
        {
          if (map[c] >= 0)
            seen[map[c]]++;
          else
            g_assert_true (tile->square);   /* only a square belongs to no piece */
        }
      for (guint p = 0; p < tile->n_pieces; p++)
        if (seen[p] == 0)
          g_error ("tile %u: piece %c has no visible region", tile->number, tile->pieces[p].label);
    }
}

/* the segment (0–11, clockwise from the north-west) under a cell on the
 * tile's edge of an @n × @n map */
static guint
edge_segment (guint i, guint j, guint n)
{
  double x = (i + 0.5) / n, y = (j + 0.5) / n;

  if (j == 0)
    return MIN ((guint) (3 * x), 2);
  if (i == n - 1)
    return 3 + MIN ((guint) (3 * y), 2);
  if (j == n - 1)
    return 6 + MIN ((guint) (3 * (1 - x)), 2);
  return 9 + MIN ((guint) (3 * (1 - y)), 2);
}

/* ground is a court only where it reaches one of that court's segments:
 * open ground shut in by buildings and paths, touching no court segment,
 * is no court, and is not drawn or answered as one (tiles 30 and 35 had
 * such a strip between the path and the east house) */
static void
check_courts_reach_their_sides (void)
{
  enum { N = 64 };

  for (guint t = 0; t < tileset->n_tiles; t++)
    for (guint rot = 0; rot < 4; rot++)
      {
        const CsTile *tile = &tileset->tiles[t];
        gint8 map[N * N];
        gboolean seen[N * N] = { FALSE };
        int stack[N * N];

        art_tile_regions (tile, rot, N, map);
        for (guint c = 0; c < N * N; c++)
          {
            int piece = map[c], sp = 0;
            gboolean reaches = FALSE;
            guint size = 0;

            if (seen[c] || piece < 0 || tile->pieces[piece].type != CS_COURT)
              continue;
            seen[c] = TRUE;
            stack[sp++] = c;
            while (sp > 0)
              {
                int cur = stack[--sp], ci = cur % N, cj = cur / N;
                const int nb[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

                size++;
                if ((ci == 0 || cj == 0 || ci == N - 1 || cj == N - 1) &&
                    tile->rot_piece[rot][edge_segment (ci, cj, N)] == piece)
                  reaches = TRUE;
                for (guint k = 0; k < 4; k++)
                  {
                    int ni = ci + nb[k][0], nj = cj + nb[k][1];
                    if (ni >= 0 && nj >= 0 && ni < N && nj < N && !seen[nj * N + ni] && map[nj * N + ni] == piece)
                      {
                        seen[nj * N + ni] = TRUE;
                        stack[sp++] = nj * N + ni;
                      }
                  }
              }
            /* a few cells of a court's corner can be cut off by a kerb's rounding */
            if (!reaches && size > 6)
              g_error ("tile %u, turn %u: %u cells of court %c reach none of its sides (cell %u,%u)",
                       tile->number, rot, size, tile->pieces[piece].label, c % N, c / N);
          }
      }
}

static void
render_ok (const char *what, char *svg, int w, int h)
{
  g_autofree char *owned = svg;
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = art_render_svg (owned, w, h, &error);

  if (!surface)
    g_error ("%s: %s", what, error->message);
  cairo_surface_destroy (surface);
}

static void
check_other_pictures (void)
{
  for (CsTheme theme = CS_THEME_CASTLE; theme <= CS_THEME_ZAMEK; theme++)
    {
      render_ok ("board", art_board_svg (board, theme, 48), 48 * 12, 48 * 11);
      for (guint kind = 0; kind <= CS_NUM_WALL_KINDS; kind++)
        render_ok ("wall tile", art_wall_tile_svg (kind, theme), 64, 64);
      for (guint player = 0; player < CS_NUM_PLAYERS; player++)
        {
          render_ok ("follower", art_follower_svg (player, ART_FIGURE_STANDING, theme), 32, 32);
          render_ok ("merchant", art_follower_svg (player, ART_FIGURE_LYING, theme), 32, 32);
          render_ok ("keep", art_keep_svg (player, theme), 32, 32);
        }
      render_ok ("motif", art_motif_svg (theme), 128, 128);
    }
}

/* follower spot badges: on every tile, every turn, all pieces at once,
 * none overlaps another and none crosses the tile's edge */
static void
check_badges (void)
{
  const double r = 0.13;

  for (guint t = 0; t < tileset->n_tiles; t++)
    for (guint rot = 0; rot < 4; rot++)
      {
        const CsTile *tile = &tileset->tiles[t];
        guint8 pieces[CS_MAX_PIECES];
        double x[CS_MAX_PIECES], y[CS_MAX_PIECES];

        for (guint p = 0; p < tile->n_pieces; p++)
          pieces[p] = p;
        art_tile_badge_layout (tile, rot, pieces, tile->n_pieces, r, x, y);
        for (guint i = 0; i < tile->n_pieces; i++)
          {
            if (x[i] < r || y[i] < r || x[i] > 1 - r || y[i] > 1 - r)
              g_error ("tile %u turned %u: badge %u crosses the edge", tile->number, rot, i + 1);
            for (guint j = i + 1; j < tile->n_pieces; j++)
              if (hypot (x[j] - x[i], y[j] - y[i]) < 2 * r)
                g_error ("tile %u turned %u: badges %u and %u overlap", tile->number, rot, i + 1, j + 1);
          }
      }
}

/* whether the whole disc of radius @r at (@x, @y) stands on @piece: its
 * centre and 32 points of its rim, each looked up on the picture's pieces;
 * if not, @at is the first other piece (or -1, none) it touches */
static gboolean
badge_on_piece (const CsClassicDesign *d, guint rot, guint piece, double x, double y, double r, int *at)
{
  *at = art_classic_piece_at (d, rot, x, y);
  for (guint k = 0; k < 32 && *at == (int) piece; k++)
    *at = art_classic_piece_at (d, rot, x + r * cos (k * G_PI / 16), y + r * sin (k * G_PI / 16));
  return *at == (int) piece;
}

/* whether the picture gives @piece any ground: a point of a 48 × 48 grid */
static gboolean
has_ground (const CsClassicDesign *d, guint rot, guint piece)
{
  for (int c = 0; c < 48 * 48; c++)
    if (art_classic_piece_at (d, rot, (c % 48 + 0.5) / 48, (c / 48 + 0.5) / 48) == (int) piece)
      return TRUE;
  return FALSE;
}

/* classic badges (C-2, and the bridge's, B-3.8): on every design of the
 * expansion's set (which holds the classic ones), every turn, once with the
 * tile's pieces alone and once with the bridge's spot in the middle too,
 * none hides another, none crosses the tile's edge, and each badge, its
 * whole disc, stands on its own piece: a farmer's in its field, not half
 * over the wall of the city beside it, a cloister's on the cloister */
static void
check_classic_badges (void)
{
  const double r = 0.12;
  const CsClassicTileset *bcb = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);

  for (guint i = 0; i < bcb->n_designs; i++)
    for (guint rot = 0; rot < 4; rot++)
      for (guint with_bridge = 0; with_bridge < 2; with_bridge++)
        {
          const CsClassicDesign *d = &bcb->design[i];
          guint8 pieces[CS_CLASSIC_MAX_PIECES + 1];
          double x[CS_CLASSIC_MAX_PIECES + 1], y[CS_CLASSIC_MAX_PIECES + 1], rr[CS_CLASSIC_MAX_PIECES + 1];
          double x1[CS_CLASSIC_MAX_PIECES + 1], y1[CS_CLASSIC_MAX_PIECES + 1];
          guint n = 0;

          for (guint p = 0; p < d->n_pieces + with_bridge; p++)
            pieces[n++] = p;           /* with_bridge: the last, the bridge */
          art_classic_badge_layout_sized (d, rot, pieces, n, r, x, y, rr);
          /* the board's call lays them out the same */
          art_classic_badge_layout (d, rot, pieces, n, r, x1, y1);
          for (guint a = 0; a < n; a++)
            g_assert_true (x1[a] == x[a] && y1[a] == y[a]);
          if (with_bridge)
            {
              g_assert_cmpfloat (x[n - 1], ==, ART_CLASSIC_BRIDGE_X);
              g_assert_cmpfloat (y[n - 1], ==, ART_CLASSIC_BRIDGE_Y);
              g_assert_cmpfloat (rr[n - 1], ==, r);
            }
          for (guint a = 0; a < n; a++)
            {
              /* readable: on a field or a city nearly the full size (the
               * corner inside BC&B h's bend, between the cap's wall, the
               * road and the corner's town, a little less), never less
               * than half of it on a road's lane or a small cloister */
              if (rr[a] > r || rr[a] < r / 2 ||
                  (a < d->n_pieces && rr[a] < (d->letter == 'h' ? 0.7 : 0.8) * r &&
                   (d->pieces[a].type == CS_CLASSIC_FIELD || d->pieces[a].type == CS_CLASSIC_CITY)))
                g_error ("classic tile %c turned %u: badge %u is %.3f across, not %.3f", d->letter, rot, a + 1,
                         rr[a], r);
              if (x[a] < rr[a] || y[a] < rr[a] || x[a] > 1 - rr[a] || y[a] > 1 - rr[a])
                g_error ("classic tile %c turned %u: badge %u crosses the edge", d->letter, rot, a + 1);
              for (guint b = a + 1; b < n; b++)
                if (hypot (x[b] - x[a], y[b] - y[a]) < rr[a] + rr[b])
                  g_error ("classic tile %c turned %u: badges %u and %u overlap%s", d->letter, rot, a + 1, b + 1,
                           with_bridge && b == n - 1 ? " (the bridge's)" : "");
              /* every piece has ground of its own in the picture (BC&B i's
               * field between the city's point and the road too), and its
               * badge stands wholly on it; but a cloister a bridge crosses
               * (B-3.2) has the bridge's badge in its middle, and its own
               * beside it */
              if (a < d->n_pieces && !(with_bridge && d->pieces[a].type == CS_CLASSIC_CLOISTER))
                {
                  int at;

                  if (!badge_on_piece (d, rot, a, x[a], y[a], rr[a], &at) && !has_ground (d, rot, a))
                    g_error ("classic tile %c turned %u: the picture gives the %s %c no ground", d->letter, rot,
                             cs_classic_kind_name (d->pieces[a].type), d->pieces[a].label);
                  if (at != (int) a)
                    g_error ("classic tile %c turned %u%s: the badge of the %s %c at (%.3f, %.3f), radius %.3f, "
                             "reaches onto piece %d", d->letter, rot, with_bridge ? " with its bridge" : "",
                             cs_classic_kind_name (d->pieces[a].type), d->pieces[a].label, x[a], y[a], rr[a], at);
                }
            }
        }
}

/* A BC&B design drawn over the shared layout (I's pointed city, whose
 * point parts the field of the side before the far corner from the field
 * between the point and the road; H's bent road), in every turn: the
 * picture and the pieces' lookup agree: where the lookup says a field, well
 * inside it, the picture shows grass; where it says a city, no grass; and
 * each field shows a fair stretch of its own grass.
 * CASTELLAN_ART_DUMP=DIR writes the four turns there, to look at. */
static void
check_picture_against_lookup (char letter)
{
  const CsClassicTileset *bcb = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);
  const char *dump = g_getenv ("CASTELLAN_ART_DUMP");
  int i = cs_classic_tileset_find (bcb, letter);
  const int px = 192, grid = 32;

  g_assert_cmpint (i, >=, 0);
  for (guint rot = 0; rot < 4; rot++)
    {
      const CsClassicDesign *d = &bcb->design[i];
      g_autofree char *svg = art_classic_tile_svg (d, rot);
      g_autoptr(GError) error = NULL;
      cairo_surface_t *surface = art_render_svg (svg, px, px, &error);
      guint grass[CS_CLASSIC_MAX_PIECES] = { 0 };

      g_assert_no_error (error);
      for (int c = 0; c < grid * grid; c++)
        {
          double x = (c % grid + 0.5) / grid, y = (c / grid + 0.5) / grid, rgb[3];
          int p = art_classic_piece_at (d, rot, x, y);
          gboolean inside = p >= 0;

          /* well inside its piece: the same piece 0.04 of a tile round it */
          for (guint k = 0; k < 8 && inside; k++)
            inside = art_classic_piece_at (d, rot, x + 0.04 * cos (k * G_PI / 4), y + 0.04 * sin (k * G_PI / 4)) == p;
          if (!inside || (d->pieces[p].type != CS_CLASSIC_FIELD && d->pieces[p].type != CS_CLASSIC_CITY))
            continue;
          mean_colour (surface, x * px, y * px, rgb);
          /* grass, its tufts too, is green over red and blue; the town,
           * its walls and towers are not */
          if ((rgb[1] > rgb[0] + 20 && rgb[1] > rgb[2] + 20) != (d->pieces[p].type == CS_CLASSIC_FIELD))
            g_error ("BC&B tile %c turned %u: at (%.3f, %.3f) the picture shows %s, but it is the %s %c", d->letter,
                     rot, x, y, d->pieces[p].type == CS_CLASSIC_FIELD ? "no grass" : "grass",
                     cs_classic_kind_name (d->pieces[p].type), d->pieces[p].label);
          grass[p] += d->pieces[p].type == CS_CLASSIC_FIELD;
        }
      for (guint p = 0; p < d->n_pieces; p++)
        if (d->pieces[p].type == CS_CLASSIC_FIELD && grass[p] < 20)
          g_error ("BC&B tile %c turned %u: the field %c shows only %u points of grass of its own", d->letter, rot,
                   d->pieces[p].label, grass[p]);
      if (dump != NULL)
        {
          g_autofree char *name = g_strdup_printf ("bcb-%c-%u.png", d->letter, rot);
          g_autofree char *path = g_build_filename (dump, name, NULL);

          g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
        }
      cairo_surface_destroy (surface);
    }
}

static void
check_classic_pointed_city (void)
{
  check_picture_against_lookup ('i');
}

/* the piece labelled @label of @d */
static int
piece_labelled (const CsClassicDesign *d, char label)
{
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].label == label)
      return p;
  g_error ("classic tile %c has no piece %c", d->letter, label);
  return -1;
}

/* whether the picture's ground of @p lies next to that of @q anywhere: a
 * point of a 64 × 64 grid on @p with @q a step of the grid beside it */
static gboolean
grounds_meet (const CsClassicDesign *d, guint rot, int p, int q)
{
  const int n = 64;

  for (int c = 0; c < n * n; c++)
    {
      double x = (c % n + 0.5) / n, y = (c / n + 0.5) / n;

      if (art_classic_piece_at (d, rot, x, y) != p)
        continue;
      for (int k = 0; k < 4; k++)
        {
          double nx = x + (k == 0 ? 1.0 : k == 1 ? -1.0 : 0) / n, ny = y + (k == 2 ? 1.0 : k == 3 ? -1.0 : 0) / n;

          if (nx > 0 && nx < 1 && ny > 0 && ny < 1 && art_classic_piece_at (d, rot, nx, ny) == q)
            return TRUE;
        }
    }
  return FALSE;
}

/* BC&B H's bent road is drawn over the shared layout (art-classic.c):
 * nowhere over the city it ends at, its wall or a round tower (the shared
 * layout keeps its towers clear of the lane, as of its own lanes). In
 * every turn, rendered at 96 px: every pixel showing the road's surface
 * lies on the road as the lookup has it, give or take a pixel and a half
 * of anti-aliasing, and the road shows a fair stretch of it. */
static void
check_bent_road_clear_of_city (const CsClassicDesign *d)
{
  const int px = 96;
  const double aa = 1.5 / px;
  const guint32 surface_colour = art_classic_palette ()->fill[CS_PATH];

  for (guint rot = 0; rot < 4; rot++)
    {
      g_autofree char *svg = art_classic_tile_svg (d, rot);
      g_autoptr(GError) error = NULL;
      cairo_surface_t *surface = art_render_svg (svg, px, px, &error);
      guint on_road = 0;

      g_assert_no_error (error);
      for (int c = 0; c < px * px; c++)
        {
          double x = (c % px + 0.5) / px, y = (c / px + 0.5) / px, rgb[3];
          gboolean road = FALSE;
          int p;

          mean_colour (surface, c % px + 0.5, c / px + 0.5, rgb);
          if (colour_distance (rgb, surface_colour) >= 24)
            continue;
          for (guint k = 0; k < 5 && !road; k++)
            {
              p = art_classic_piece_at (d, rot, x + (k == 0 ? 0 : aa * cos (k * G_PI / 2)),
                                        y + (k == 0 ? 0 : aa * sin (k * G_PI / 2)));
              road = p >= 0 && d->pieces[p].type == CS_CLASSIC_ROAD;
            }
          if (!road)
            g_error ("BC&B tile %c turned %u: at (%.3f, %.3f) the picture shows the road's surface, but it is the "
                     "%s %c", d->letter, rot, x, y, cs_classic_kind_name (d->pieces[p].type), d->pieces[p].label);
          on_road++;
        }
      g_assert_cmpuint (on_road, >, 200);
      cairo_surface_destroy (surface);
    }
}

/* and where it ends, BC&B H's road meets the city d at its wall, the
 * straight inner edge of the city's band along its side (0.22 of a tile
 * in), not at a round tower standing out of the band: every point of the
 * road's ground on a 48 × 48 grid with d's a step beside it lies that far
 * from d's side, and there are such points */
static void
check_bent_road_meets_wall (const CsClassicDesign *d, int road, int city)
{
  const int n = 48;

  for (guint rot = 0; rot < 4; rot++)
    {
      guint side = 4, contacts = 0;

      for (guint s = 0; s < 4 && side == 4; s++)
        if (d->rot_piece[rot][s * 3] == city && d->rot_piece[rot][s * 3 + 1] == city &&
            d->rot_piece[rot][s * 3 + 2] == city)
          side = s;
      g_assert_cmpuint (side, <, 4);
      for (int c = 0; c < n * n; c++)
        {
          double x = (c % n + 0.5) / n, y = (c / n + 0.5) / n;
          double from_side = side == 0 ? y : side == 1 ? 1 - x : side == 2 ? 1 - y : x;
          gboolean touches = FALSE;

          /* only the ground near d's side can meet it */
          if (from_side > 0.45 || art_classic_piece_at (d, rot, x, y) != road)
            continue;
          for (int k = 0; k < 4 && !touches; k++)
            touches = art_classic_piece_at (d, rot, x + (k == 0 ? 1.0 : k == 1 ? -1.0 : 0) / n,
                                            y + (k == 2 ? 1.0 : k == 3 ? -1.0 : 0) / n) == city;
          if (!touches)
            continue;
          contacts++;
          if (fabs (from_side - 0.22) > 0.04)
            g_error ("BC&B tile h turned %u: the road meets the city %c at (%.3f, %.3f), %.3f from its side, not at "
                     "the band's wall (a round tower in the way?)", rot, d->pieces[city].label, x, y, from_side);
        }
      if (contacts < 3)
        g_error ("BC&B tile h turned %u: the road meets the city %c at %u points only", rot, d->pieces[city].label,
                 contacts);
    }
}

/* BC&B H (B-2): the road from the south bends east and ends at the east
 * city d; the field a inside the bend touches d only, the field b outside
 * it touches all three cities (C-8.3: which cities a farmer scores). In
 * every turn the picture agrees with the lookup (grass where a field is,
 * none where a city is, each field a fair stretch of its own), a's ground
 * lies nowhere beside the north city c's, b's beside d's, and the road's
 * beside d's, not c's. */
static void
check_classic_bent_road (void)
{
  const CsClassicTileset *bcb = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);
  const CsClassicDesign *d = &bcb->design[cs_classic_tileset_find (bcb, 'h')];
  int a = piece_labelled (d, 'a'), b = piece_labelled (d, 'b'), r = piece_labelled (d, 'r');
  int c = piece_labelled (d, 'c'), dd = piece_labelled (d, 'd'), e = piece_labelled (d, 'e');

  check_picture_against_lookup ('h');
  check_bent_road_clear_of_city (d);
  check_bent_road_meets_wall (d, r, dd);
  for (guint rot = 0; rot < 4; rot++)
    {
      if (grounds_meet (d, rot, a, c) || grounds_meet (d, rot, a, e))
        g_error ("BC&B tile h turned %u: the field a, inside the road's bend, reaches a city other than d", rot);
      if (!grounds_meet (d, rot, a, dd))
        g_error ("BC&B tile h turned %u: the field a does not reach the city d", rot);
      if (!grounds_meet (d, rot, b, c) || !grounds_meet (d, rot, b, dd) || !grounds_meet (d, rot, b, e))
        g_error ("BC&B tile h turned %u: the field b does not reach all three cities", rot);
      if (!grounds_meet (d, rot, r, dd) || grounds_meet (d, rot, r, c))
        g_error ("BC&B tile h turned %u: the road does not end at the city d", rot);
    }
}

/* the number of pixels of @surface with some paint outside the square
 * (@x0, @y0)–(@x0 + @size, @y0 + @size), give or take one pixel of
 * anti-aliasing */
static guint
painted_outside (cairo_surface_t *surface, int x0, int y0, int size)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint n = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        gboolean inside = x >= x0 - 1 && x <= x0 + size && y >= y0 - 1 && y <= y0 + size;

        n += !inside && (pixel >> 24) > 8;
      }
  return n;
}

/* a tile draws nothing past its own edge, where its neighbour lies: a road
 * that ends in the open (BC&B e, j: roads end at the bazaar) ends round at
 * its inner end only */
static void
check_tiles_stay_inside (void)
{
  enum { MARGIN = 16, TILE = 96 };
  const CsClassicTileset *bcb = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);

  for (guint i = 0; i < bcb->n_designs; i++)
    for (guint rot = 0; rot < 4; rot++)
      {
        g_autoptr(GString) svg = g_string_new (NULL);
        g_autoptr(GError) error = NULL;
        cairo_surface_t *surface;
        guint n;

        art_svg_begin (svg, CS_THEME_CASTLE, TILE + 2 * MARGIN, TILE + 2 * MARGIN);
        art_classic_tile_svg_append (svg, &bcb->design[i], rot, MARGIN, MARGIN, TILE);
        art_svg_end (svg);
        surface = art_render_svg (svg->str, TILE + 2 * MARGIN, TILE + 2 * MARGIN, &error);
        g_assert_no_error (error);
        n = painted_outside (surface, MARGIN, MARGIN, TILE);
        if (n > 0 && g_getenv ("CASTELLAN_ART_DUMP"))
          {
            g_autofree char *name = g_strdup_printf ("outside-%c%u.png", bcb->design[i].letter, rot);
            g_autofree char *path = g_build_filename (g_getenv ("CASTELLAN_ART_DUMP"), name, NULL);
            cairo_surface_write_to_png (surface, path);
          }
        if (n > 0)
          g_error ("classic tile %c turned %u: %u pixels drawn past the tile's edge", bcb->design[i].letter, rot, n);
        cairo_surface_destroy (surface);
      }
  for (CsTheme theme = CS_THEME_CASTLE; theme <= CS_THEME_ZAMEK; theme++)
    for (guint i = 0; i < tileset->n_tiles; i++)
      for (guint rot = 0; rot < 4; rot++)
        {
          g_autoptr(GString) svg = g_string_new (NULL);
          g_autoptr(GError) error = NULL;
          cairo_surface_t *surface;
          guint n;

          art_svg_begin (svg, theme, TILE + 2 * MARGIN, TILE + 2 * MARGIN);
          art_tile_svg_append (svg, &tileset->tiles[i], rot, theme, MARGIN, MARGIN, TILE);
          art_svg_end (svg);
          surface = art_render_svg (svg->str, TILE + 2 * MARGIN, TILE + 2 * MARGIN, &error);
          g_assert_no_error (error);
          n = painted_outside (surface, MARGIN, MARGIN, TILE);
          if (n > 0)
            g_error ("tile %u turned %u: %u pixels drawn past the tile's edge", i + 1, rot, n);
          cairo_surface_destroy (surface);
        }
}

/* the wall and its corner towers lie wholly inside the picture's margin:
 * nothing is drawn on its outermost pixels */
static void
check_board_inside (void)
{
  const int cell = 48;
  int w = (int) ((board->width + 2 * ART_BOARD_MARGIN) * cell + 0.5);
  int h = (int) ((board->height + 2 * ART_BOARD_MARGIN) * cell + 0.5);

  for (CsTheme theme = CS_THEME_CASTLE; theme <= CS_THEME_ZAMEK; theme++)
    {
      g_autofree char *svg = art_board_svg (board, theme, cell);
      g_autoptr(GError) error = NULL;
      cairo_surface_t *surface = art_render_svg (svg, w, h, &error);
      const guint8 *data;
      int stride;

      g_assert_no_error (error);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            guint32 px;
            if (x != 0 && y != 0 && x != w - 1 && y != h - 1)
              continue;
            px = *(const guint32 *) (data + y * stride + x * 4);
            if (px >> 24 != 0)
              g_error ("theme %d: the board is drawn at its edge (%d, %d): the margin is too small", theme, x, y);
          }
      cairo_surface_destroy (surface);
    }
}

/* the track: 100 distinct places, tower spaces on their corner */
static void
check_track (void)
{
  for (guint s = 0; s < CS_TRACK_LEN; s++)
    for (guint t = s + 1; t < CS_TRACK_LEN; t++)
      {
        double x0, y0, x1, y1;
        gboolean same_tower = FALSE;

        for (guint c = 0; c < CS_NUM_CORNERS; c++)
          if (s == board->tower[c] && t == board->tower[c] + 1u)
            same_tower = TRUE;
        if (same_tower)
          continue;
        art_board_track_point (board, s, 10, &x0, &y0);
        art_board_track_point (board, t, 10, &x1, &y1);
        if (hypot (x1 - x0, y1 - y0) < 1.5)
          g_error ("track spaces %u and %u lie on top of each other", s, t);
      }
}

/* classic Carcassonne: every design, every turn, drawn in the Castle's hand;
 * a city side looks like a town, a road like a lane, a field like open
 * ground (C-2.2), each by its own colour, and each follower anchor lies on
 * its own piece (C-6.1). A city's town stands apart from the grey of its
 * walls and of The Castle's towers, so it never reads as a bare wall.
 * CASTELLAN_ART_DUMP=DIR also writes the sheet of designs there, to look at. */
static void
check_classic_tiles (void)
{
  guint32 kinds[CS_CLASSIC_N_KINDS];
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = NULL;
  const char *dump = g_getenv ("CASTELLAN_ART_DUMP");
  g_autoptr(GString) sheet = g_string_new (NULL);

  for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
    kinds[k] = art_classic_kind_colour (k);
  {
    double wall[3] = { (art_classic_wall_colour () >> 16) & 0xff, (art_classic_wall_colour () >> 8) & 0xff,
                       art_classic_wall_colour () & 0xff };
    double tower[3] = { (art_type_colour (CS_THEME_CASTLE, CS_TOWER) >> 16) & 0xff,
                        (art_type_colour (CS_THEME_CASTLE, CS_TOWER) >> 8) & 0xff,
                        art_type_colour (CS_THEME_CASTLE, CS_TOWER) & 0xff };
    g_assert_cmpfloat (colour_distance (wall, kinds[CS_CLASSIC_CITY]), >, 60);
    g_assert_cmpfloat (colour_distance (tower, kinds[CS_CLASSIC_CITY]), >, 60);
  }
  set = castellan_shipped_classic_tileset_new (&error);
  g_assert_no_error (error);
  art_svg_begin (sheet, CS_THEME_CASTLE, 4 * 130, set->n_designs * 130);
  for (guint i = 0; i < set->n_designs; i++)
    for (guint rot = 0; rot < 4; rot++)
      {
        const CsClassicDesign *d = &set->design[i];
        g_autofree char *svg = art_classic_tile_svg (d, rot);
        cairo_surface_t *surface = art_render_svg (svg, SIZE, SIZE, &error);

        g_assert_no_error (error);
        art_classic_tile_svg_append (sheet, d, rot, rot * 130, i * 130, 120);
        for (guint k = 0; k < 12; k++)
          {
            guint want = d->pieces[d->rot_piece[rot][k]].type;
            double x, y, rgb[3];

            segment_sample (k, 0.06, &x, &y);
            mean_colour (surface, x * SIZE, y * SIZE, rgb);
            if (nearest_colour (rgb, kinds, CS_CLASSIC_N_KINDS) != want)
              g_error ("classic tile %c turned %u: segment %s should look like a %s",
                       d->letter, rot, cs_segment_name (k), cs_classic_kind_name (d->pieces[d->rot_piece[rot][k]].type));
          }
        for (guint p = 0; p < d->n_pieces; p++)
          {
            double x, y;

            g_assert_true (art_classic_anchor (d, rot, p, &x, &y));
            if (art_classic_piece_at (d, rot, x, y) != (int) p && !g_getenv ("CASTELLAN_ART_LOOSE"))
              g_error ("classic tile %c turned %u: the anchor of piece %c lies on piece %d",
                       d->letter, rot, d->pieces[p].label, art_classic_piece_at (d, rot, x, y));
          }
        cairo_surface_destroy (surface);
      }
  art_svg_end (sheet);
  if (dump != NULL)
    {
      cairo_surface_t *surface = art_render_svg (sheet->str, 4 * 130, set->n_designs * 130, &error);
      g_autofree char *path = g_build_filename (dump, "classic-tiles.png", NULL);

      g_assert_no_error (error);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }
}

/* B-3: a bridge across a cloister's tile leaves the cloister in sight: its
 * roof shows around the cross, under the bridge's line, where a deck drawn
 * as over plain ground would hide it.
 * CASTELLAN_ART_DUMP=DIR writes each such picture there, to look at. */
static void
check_classic_bridge_over_cloister (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = castellan_shipped_classic_tileset_new (&error);
  const char *dump = g_getenv ("CASTELLAN_ART_DUMP");
  guint32 kinds[CS_CLASSIC_N_KINDS];
  guint checked = 0;

  g_assert_no_error (error);
  for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
    kinds[k] = art_classic_kind_colour (k);
  for (guint i = 0; i < set->n_designs; i++)
    for (guint axis = 1; axis <= 2; axis++)
      {
        const CsClassicDesign *d = &set->design[i];
        g_autofree char *tile_svg = NULL, *bridge_svg = NULL;
        cairo_surface_t *tile, *bridge;
        cairo_t *cr;
        double x, y;

        if (d->cloister == 0xFF)
          continue;
        tile_svg = art_classic_tile_svg (d, 0);
        bridge_svg = art_classic_bridge_svg (axis, TRUE);
        tile = art_render_svg (tile_svg, SIZE, SIZE, &error);
        g_assert_no_error (error);
        bridge = art_render_svg (bridge_svg, SIZE, SIZE, &error);
        g_assert_no_error (error);
        cr = cairo_create (tile);
        cairo_set_source_surface (cr, bridge, 0, 0);
        cairo_paint (cr);
        cairo_destroy (cr);
        cairo_surface_flush (tile);
        if (dump != NULL)
          {
            g_autofree char *name = g_strdup_printf ("bridge-over-%c-%u.png", d->letter, axis);
            g_autofree char *path = g_build_filename (dump, name, NULL);
            g_assert_cmpint (cairo_surface_write_to_png (tile, path), ==, CAIRO_STATUS_SUCCESS);
          }
        g_assert_true (art_classic_anchor (d, 0, d->cloister, &x, &y));
        /* under the deck, the four corners around the cross: the cloister's roof */
        for (guint corner = 0; corner < 4; corner++)
          {
            double rgb[3], px = x + (corner & 1 ? 0.06 : -0.06), py = y + (corner & 2 ? 0.06 : -0.06);

            mean_colour (tile, px * SIZE, py * SIZE, rgb);
            if (nearest_colour (rgb, kinds, CS_CLASSIC_N_KINDS) != CS_CLASSIC_CLOISTER)
              g_error ("classic tile %c: a bridge along axis %u hides its cloister at (%.2f, %.2f)",
                       d->letter, axis, px, py);
          }
        cairo_surface_destroy (bridge);
        cairo_surface_destroy (tile);
        checked++;
      }
  g_assert_cmpuint (checked, >, 0);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;

  g_test_init (&argc, &argv, NULL);
  g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);

  tileset = castellan_shipped_tileset_new (&error);
  g_assert_no_error (error);
  board = castellan_shipped_board_new (&error);
  g_assert_no_error (error);

  g_test_add_data_func ("/art/tiles/castle", GINT_TO_POINTER (CS_THEME_CASTLE), check_tiles);
  g_test_add_data_func ("/art/tiles/zamek", GINT_TO_POINTER (CS_THEME_ZAMEK), check_tiles);
  g_test_add_func ("/art/tiles/partition", check_partition);
  g_test_add_func ("/art/tiles/courts-reach-their-sides", check_courts_reach_their_sides);
  g_test_add_func ("/art/pictures", check_other_pictures);
  g_test_add_func ("/art/track", check_track);
  g_test_add_func ("/art/board/inside", check_board_inside);
  g_test_add_func ("/art/tiles/badges", check_badges);
  g_test_add_func ("/art/tiles/classic", check_classic_tiles);
  g_test_add_func ("/art/tiles/classic/bridge-over-cloister", check_classic_bridge_over_cloister);
  g_test_add_func ("/art/tiles/classic-badges", check_classic_badges);
  g_test_add_func ("/art/tiles/classic/pointed-city", check_classic_pointed_city);
  g_test_add_func ("/art/tiles/classic/bent-road", check_classic_bent_road);
  g_test_add_func ("/art/tiles/stay-inside", check_tiles_stay_inside);
  return g_test_run ();
}
