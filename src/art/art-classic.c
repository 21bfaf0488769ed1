/* art-classic.c — classic Carcassonne's tiles and followers, in the hand of
 * The Castle's art
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A classic tile has the same twelve segments as a Castle tile (C-2.1), so
 * its picture is grown by the same layout (art-tile.c): cities are drawn as
 * walled bands with round towers, roads as lanes, fields as open ground and
 * a cloister as a building that touches no side. On top come what only the
 * classic game has: a shield on each city piece that carries one (C-2.3)
 * and a cross on the cloister. Art and rules cannot disagree, because both
 * read the same tile data.
 */
#define G_LOG_DOMAIN "castellan-art"

#include "config.h"

#include <math.h>
#include <string.h>

#include "art-private.h"

#define U 120.0

/* C-1.1: yellow, red, green, blue, black; each distinct in lightness too */
guint32
art_classic_seat_colour (guint seat)
{
  static const guint32 colours[ART_CLASSIC_SEATS] = { 0xf2c80f, 0xc62828, 0x2e8b3a, 0x1f5fbf, 0x2a2a2a };
  return colours[MIN (seat, ART_CLASSIC_SEATS - 1)];
}

/* The Castle's palette with a town where its towers are: ochre ground and
 * red roofs (the "town" pattern), ringed by walls of the towers' grey, so a
 * city never reads as a bare wall, and a wall stays a wall. */
static const ArtPalette classic_palette = {
  /*            road      city      cloister  field   */
  .fill  = { 0xeadab0, 0xdcb27a, 0xa9472f, 0x79a845 },
  .dark  = { 0xb89c64, 0x5e6068, 0x5c2214, 0x4f7a2a },
  .light = { 0xf7efd8, 0xc4c6cb, 0xd0735a, 0x9cc464 },
  .water = 0x4a90d9, .wood = 0x7a5230, .accent = 0xc0392b,
  .wall = 0xa8a29a, .wall_dark = 0x5b5650, .ink = 0x2b2622, .tower_texture = "town",
  .tower_wall = 0x8e9096,
};

const ArtPalette *
art_classic_palette (void)
{
  return &classic_palette;
}

guint32
art_classic_kind_colour (guint kind)
{
  static const guint8 as_castle[CS_CLASSIC_N_KINDS] = {
    [CS_CLASSIC_FIELD] = CS_COURT, [CS_CLASSIC_ROAD] = CS_PATH,
    [CS_CLASSIC_CITY] = CS_TOWER, [CS_CLASSIC_CLOISTER] = CS_HOUSE,
  };
  g_return_val_if_fail (kind < CS_CLASSIC_N_KINDS, 0);
  return classic_palette.fill[as_castle[kind]];
}

guint32
art_classic_wall_colour (void)
{
  return classic_palette.light[CS_TOWER];
}

/* the classic design as a Castle tile for the shared layout */
static void
design_tile (const CsClassicDesign *d, CsTile *t)
{
  static const guint8 as_castle[CS_CLASSIC_N_KINDS] = {
    [CS_CLASSIC_FIELD] = CS_COURT, [CS_CLASSIC_ROAD] = CS_PATH,
    [CS_CLASSIC_CITY] = CS_TOWER, [CS_CLASSIC_CLOISTER] = CS_HOUSE,
  };
  guint roads = 0;

  memset (t, 0, sizeof *t);
  t->n_pieces = d->n_pieces;
  for (guint p = 0; p < d->n_pieces; p++)
    {
      t->pieces[p].type = as_castle[d->pieces[p].type];
      t->pieces[p].n_segments = d->pieces[p].n_segments;
      t->pieces[p].label = d->pieces[p].label;
      roads += d->pieces[p].type == CS_CLASSIC_ROAD;
    }
  /* three or four road arms end at a village (C-2.4): drawn as a square */
  t->square = roads >= 3;
  memcpy (t->seg_piece, d->seg_piece, sizeof t->seg_piece);
  memcpy (t->rot_piece, d->rot_piece, sizeof t->rot_piece);
}

/* A city joining two opposite sides across the middle (tiles F, G): The
 * Castle has no such building, so the shared layout would draw two walls;
 * here a walled band crosses the tile. Returns the city piece, or -1, and
 * whether the band runs west–east. */
#define BRIDGE_HALF 0.2

static int
bridge_city (const CsClassicDesign *d, guint rot, gboolean *horizontal)
{
  for (guint p = 0; p < d->n_pieces; p++)
    {
      guint sides = 0;

      if (d->pieces[p].type != CS_CLASSIC_CITY)
        continue;
      for (guint k = 0; k < 12; k++)
        if (d->rot_piece[rot & 3][k] == p)
          sides |= 1u << (k / 3);
      if (sides == 0xA || sides == 0x5)
        {
          *horizontal = sides == 0xA;
          return p;
        }
    }
  return -1;
}

gboolean
art_classic_anchor (const CsClassicDesign *d, guint rot, guint piece, double *x, double *y)
{
  gboolean horizontal;
  int bridge;
  CsTile t;

  g_return_val_if_fail (d != NULL, FALSE);
  bridge = bridge_city (d, rot, &horizontal);
  if (bridge >= 0 && piece < d->n_pieces)
    {
      /* the band's middle, or the middle of the half the field lies in */
      double off = 0.5;
      if ((int) piece != bridge)
        for (guint k = 0; k < 12; k++)
          if (d->rot_piece[rot & 3][k] == piece)
            {
              off = k / 3 == 0 || k / 3 == 3 ? 0.17 : 0.83;
              break;
            }
      *x = horizontal ? 0.5 : off;
      *y = horizontal ? off : 0.5;
      return TRUE;
    }
  design_tile (d, &t);
  return art_tile_anchor (&t, rot, piece, x, y);
}

int
art_classic_piece_at (const CsClassicDesign *d, guint rot, double x, double y)
{
  gboolean horizontal;
  int bridge;
  CsTile t;

  g_return_val_if_fail (d != NULL, -1);
  bridge = bridge_city (d, rot, &horizontal);
  if (bridge >= 0)
    {
      double across = horizontal ? y : x;
      if (fabs (across - 0.5) <= BRIDGE_HALF || (horizontal ? x < 0.22 || x > 0.78 : y < 0.22 || y > 0.78))
        return bridge;
      /* the middle segment of the side of this half */
      return d->rot_piece[rot & 3][horizontal ? (across < 0.5 ? 1 : 7) : (across < 0.5 ? 10 : 4)];
    }
  design_tile (d, &t);
  return art_tile_piece_at (&t, rot, x, y);
}

/* The badges are laid out on The Castle's shapes, which are not the
 * classic picture's everywhere (a city across the tile, a cloister): a
 * badge that came to stand off its own piece — a farmer's in the city
 * beside its field — moves to the nearest point of its piece that keeps
 * clear of the others and of the tile's edge, or, with no such point, to
 * the point of its piece farthest from them. */
static void
keep_badges_on_pieces (const CsClassicDesign *d, guint rot, const guint8 *own, guint n_own, guint n, double r,
                       double *x, double *y)
{
  enum { N = 40 };
  gint8 map[N * N];
  gboolean off = FALSE, horizontal;
  CsTile t;

  for (guint i = 0; i < n_own && !off; i++)
    off = art_classic_piece_at (d, rot, x[i], y[i]) != own[i];
  if (!off)
    return;
  /* the picture's pieces on a grid, once (a layout per point is slow) */
  if (bridge_city (d, rot, &horizontal) >= 0)
    for (int c = 0; c < N * N; c++)
      map[c] = art_classic_piece_at (d, rot, (c % N + 0.5) / N, (c / N + 0.5) / N);
  else
    {
      design_tile (d, &t);
      art_tile_regions (&t, rot, N, map);
    }
  /* the first @n_own badges are the tile's pieces'; the rest (a bridge's) stay */
  for (guint i = 0; i < n_own; i++)
    {
      double best_x = x[i], best_y = y[i], best = G_MAXDOUBLE, far_x = x[i], far_y = y[i], far = -1;
      gboolean found = FALSE;

      if (art_classic_piece_at (d, rot, x[i], y[i]) == own[i])
        continue;
      for (int c = 0; c < N * N; c++)
        {
          double px = (c % N + 0.5) / N, py = (c / N + 0.5) / N, clear = G_MAXDOUBLE;

          if (map[c] != own[i] || px < r || py < r || px > 1 - r || py > 1 - r)
            continue;
          for (guint j = 0; j < n; j++)
            if (j != i)
              clear = MIN (clear, hypot (px - x[j], py - y[j]));
          if (clear >= 2 * r && hypot (px - x[i], py - y[i]) < best)
            {
              best = hypot (px - x[i], py - y[i]);
              best_x = px;
              best_y = py;
              found = TRUE;
            }
          if (clear > far)
            {
              far = clear;
              far_x = px;
              far_y = py;
            }
        }
      /* clear of the others first: with no such point, the farthest
       * point of the piece only if the badge overlaps one already */
      if (!found)
        {
          double clear = G_MAXDOUBLE;
          for (guint j = 0; j < n; j++)
            if (j != i)
              clear = MIN (clear, hypot (x[i] - x[j], y[i] - y[j]));
          found = clear < 2 * r && far >= 0;
          best_x = far_x;
          best_y = far_y;
        }
      if (found)
        {
          x[i] = best_x;
          y[i] = best_y;
        }
    }
}

void
art_classic_badge_layout (const CsClassicDesign *d, guint rot, const guint8 *pieces, guint n, double r,
                          double *x, double *y)
{
  guint8 own[CS_CLASSIC_MAX_PIECES + 1] = { 0 };
  double ox[CS_CLASSIC_MAX_PIECES + 2], oy[CS_CLASSIC_MAX_PIECES + 2];
  guint n_own = 0, k = 0;
  gboolean bridge = FALSE;
  CsTile t;

  /* a bridge (piece n_pieces, B-3.8) has its badge in the tile's middle,
   * where every bridge crosses; the tile's own pieces are laid out as
   * ever, then kept clear of it */
  for (guint i = 0; i < n; i++)
    if (pieces[i] < d->n_pieces)
      own[n_own++] = pieces[i];
    else
      bridge = TRUE;
  design_tile (d, &t);
  art_tile_badge_layout (&t, rot, own, n_own, r, ox, oy);
  keep_badges_on_pieces (d, rot, own, n_own, n_own, r, ox, oy);
  if (bridge)
    {
      ox[n_own] = ART_CLASSIC_BRIDGE_X;
      oy[n_own] = ART_CLASSIC_BRIDGE_Y;
      art_badges_spread (ox, oy, n_own + 1, 1, r);
      keep_badges_on_pieces (d, rot, own, n_own, n_own + 1, r, ox, oy);
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean on_bridge = pieces[i] >= d->n_pieces;
      x[i] = on_bridge ? ART_CLASSIC_BRIDGE_X : ox[k];
      y[i] = on_bridge ? ART_CLASSIC_BRIDGE_Y : oy[k];
      k += !on_bridge;
    }
}

/* a bazaar's stall: a striped awning over a counter (B-2) */
static void
emit_bazaar (GString *s, const ArtPalette *pal, double x, double y, double r)
{
  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\" stroke=\"#%x\" "
                  "stroke-width=\"%f\"/>", x - r * 0.8, y - r * 0.1, r * 1.6, r * 0.9, pal->wood, pal->ink, r * 0.1);
  for (int i = 0; i < 4; i++)
    art_svg_printf (s, "<path d=\"M%f %fL%f %fL%f %fL%f %fz\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\" "
                    "stroke-linejoin=\"round\"/>",
                    x - r + i * r * 0.5, y - r * 0.1, x - r + (i + 1) * r * 0.5, y - r * 0.1,
                    x - r * 0.6 + (i + 1) * r * 0.3, y - r, x - r * 0.6 + i * r * 0.3, y - r,
                    i % 2 ? 0xf4ecd2u : (guint) pal->accent, pal->ink, r * 0.08);
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#e8b23a\"/><circle cx=\"%f\" cy=\"%f\" "
                  "r=\"%f\" fill=\"#7aa83c\"/>\n", x - r * 0.3, y + r * 0.25, r * 0.22, x + r * 0.3, y + r * 0.25, r * 0.22);
}

/* a coat of arms: a heater shield, blue with a pale cross */
static void
emit_shield (GString *s, double x, double y, double r)
{
  art_svg_printf (s, "<path d=\"M%f %fh%fv%fc0 %f %f %f %f %fc%f %f %f %f %f %fz\" fill=\"#2455a4\" "
                  "stroke=\"#f4ecd2\" stroke-width=\"%f\" stroke-linejoin=\"round\"/>",
                  x - r, y - r, 2 * r, r * 0.9,
                  r * 0.7, -r * 0.55, r * 1.1, -r, r * 1.3,
                  -r * 0.45, -r * 0.2, -r, -r * 0.6, -r, -r * 1.3,
                  r * 0.22);
  art_svg_printf (s, "<path d=\"M%f %fv%fM%f %fh%f\" stroke=\"#f4ecd2\" stroke-width=\"%f\"/>\n",
                  x, y - r * 0.8, r * 1.75, x - r * 0.8, y - r * 0.05, r * 1.6, r * 0.3);
}

/* a cloister's bell-cote cross on its roof */
static void
emit_cloister_cross (GString *s, double x, double y, double r)
{
  art_svg_printf (s, "<path d=\"M%f %fv%fM%f %fh%f\" stroke=\"#f6efe0\" stroke-width=\"%f\" "
                  "stroke-linecap=\"round\"/>\n",
                  x, y - r, 2 * r, x - r * 0.6, y - r * 0.35, r * 1.2, r * 0.34);
}

void
art_classic_tile_svg_append (GString *s, const CsClassicDesign *d, guint rot, double x, double y, double size)
{
  CsTile t;

  g_return_if_fail (d != NULL);
  const ArtPalette *pal = &classic_palette;
  gboolean horizontal;
  int bridge = bridge_city (d, rot, &horizontal);

  design_tile (d, &t);
  art_tile_svg_append_palette (s, &t, rot, CS_THEME_CASTLE, pal, x, y, size);
  /* a nested picture clips the tile to its square: no stroke or
   * join reaches the neighbour's cell */
  art_svg_printf (s, "<svg x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" viewBox=\"0 0 %d %d\">\n",
                  x, y, size, size, (int) U, (int) U);
  if (bridge >= 0)
    {
      double a = (0.5 - BRIDGE_HALF) * U, b = 2 * BRIDGE_HALF * U;
      art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\" stroke=\"#%x\" "
                      "stroke-width=\"%f\"/>", horizontal ? 0.0 : a, horizontal ? a : 0.0,
                      horizontal ? U : b, horizontal ? b : U, pal->fill[CS_TOWER], pal->dark[CS_TOWER], 0.02 * U);
      art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"url(#town)\"/>\n",
                      horizontal ? 0.0 : a, horizontal ? a : 0.0, horizontal ? U : b, horizontal ? b : U);
      /* its walls along both long sides */
      for (int side = 0; side < 2; side++)
        {
          double at = side ? a + b : a;
          double in = at + (side ? -2.4 : 2.4);
          art_svg_printf (s, "<path d=\"M%f %fL%f %f\" stroke=\"#%x\" stroke-width=\"5\"/>",
                          horizontal ? 0.0 : in, horizontal ? in : 0.0, horizontal ? U : in, horizontal ? in : U,
                          pal->tower_wall);
          art_svg_printf (s, "<path d=\"M%f %fL%f %f\" stroke=\"#%x\" stroke-width=\"4.4\" stroke-dasharray=\"4 3\"/>\n",
                          horizontal ? 0.0 : in, horizontal ? in : 0.0, horizontal ? U : in, horizontal ? in : U,
                          pal->light[CS_TOWER]);
        }
      art_icon_tower (s, pal, CS_THEME_CASTLE, 0.5 * U, 0.5 * U, 0.13 * U);
    }
  for (guint p = 0; p < d->n_pieces; p++)
    {
      double ax, ay;

      if (!art_classic_anchor (d, rot, p, &ax, &ay))
        continue;
      if (d->pieces[p].type == CS_CLASSIC_CITY && d->pieces[p].shield)
        {
          /* beside where a knight stands, so both stay visible */
          emit_shield (s, (ax + (ax < 0.5 ? 0.14 : -0.14)) * U, (ay + (ay < 0.5 ? 0.12 : -0.12)) * U, 0.07 * U);
        }
      else if (d->pieces[p].type == CS_CLASSIC_CLOISTER)
        emit_cloister_cross (s, ax * U, ay * U, 0.08 * U);
    }
  /* B-2: where the roads that end at it meet, a little off the middle so
   * a knight or a farmer in the middle stays clear */
  if (d->bazaar)
    emit_bazaar (s, pal, 0.5 * U, 0.36 * U, 0.13 * U);
  g_string_append (s, "</svg>\n");
}

char *
art_classic_tile_svg (const CsClassicDesign *d, guint rot)
{
  GString *s = g_string_sized_new (8192);

  g_return_val_if_fail (d != NULL, NULL);
  art_svg_begin (s, CS_THEME_CASTLE, U, U);
  art_classic_tile_svg_append (s, d, rot, 0, 0, U);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

char *
art_classic_follower_svg (guint seat, ArtFigure figure)
{
  GString *s = g_string_sized_new (1024);

  art_svg_begin (s, CS_THEME_CASTLE, 24, 24);
  art_icon_figure (s, art_classic_seat_colour (seat), figure, 12, 12, 11);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

char *
art_classic_bridge_svg (guint axis, gboolean over_cloister)
{
  GString *s = g_string_sized_new (2048);
  const ArtPalette *pal = &classic_palette;
  double a = 0.4 * U, w = 0.2 * U;
  /* across a cloister's tile the deck leaves the cloister's building in
   * sight, its two rails running on over it: one bridge, the cloister below */
  double gap0 = over_cloister ? 0.36 * U : U, gap1 = over_cloister ? 0.64 * U : U;

  g_return_val_if_fail (axis == 1 || axis == 2, NULL);
  art_svg_begin (s, CS_THEME_CASTLE, U, U);
  /* drawn north–south, turned for west–east */
  if (axis == 2)
    art_svg_printf (s, "<g transform=\"rotate(90 %f %f)\">", U / 2, U / 2);
  else
    g_string_append (s, "<g>");
  for (int half = 0; half < 2; half++)
    {
      double y0 = half ? gap1 : 0, y1 = half ? U : gap0;

      if (y1 <= y0)
        continue;
      /* its shadow on the ground, the deck of planks, the two parapets */
      art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#000\" fill-opacity=\"0.25\"/>",
                      a + 0.03 * U, y0, w, y1 - y0);
      art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\" stroke=\"#%x\" "
                      "stroke-width=\"%f\"/>", a, y0, w, y1 - y0, pal->fill[CS_PATH], pal->dark[CS_PATH], 0.015 * U);
      for (int i = 1; i < 10; i++)
        if (i * U / 10 > y0 && i * U / 10 < y1)
          art_svg_printf (s, "<path d=\"M%f %fh%f\" stroke=\"#%x\" stroke-width=\"%f\"/>", a, i * U / 10, w,
                          pal->dark[CS_PATH], 0.008 * U);
      for (int side = 0; side < 2; side++)
        art_svg_printf (s, "<path d=\"M%f %fV%f\" stroke=\"#%x\" stroke-width=\"%f\"/><path d=\"M%f %fV%f\" "
                        "stroke=\"#%x\" stroke-width=\"%f\" stroke-dasharray=\"%f %f\"/>",
                        side ? a + w : a, y0, y1, pal->wall_dark, 0.035 * U,
                        side ? a + w : a, y0, y1, pal->wall, 0.02 * U, 0.05 * U, 0.04 * U);
    }
  if (gap1 > gap0)
    for (int side = 0; side < 2; side++)
      art_svg_printf (s, "<path d=\"M%f %fV%f\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                      side ? a + w : a, gap0, gap1, pal->wall_dark, 0.02 * U);
  g_string_append (s, "</g>\n");
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

char *
art_classic_castle_svg (guint seat)
{
  GString *s = g_string_sized_new (2048);
  const ArtPalette *pal = &classic_palette;
  guint32 c = art_classic_seat_colour (seat);
  double x0 = 0.12 * U, x1 = 0.88 * U, y0 = 0.3 * U, y1 = 0.88 * U, m = (x1 - x0) / 7;

  art_svg_begin (s, CS_THEME_CASTLE, U, U);
  /* a keep with four merlons and a gate, walled in the seat's colour */
  art_svg_printf (s, "<path d=\"M%f %fV%f", x0, y1, y0 - m);
  for (int k = 0; k < 4; k++)
    {
      art_svg_printf (s, "h%f", m);
      if (k < 3)
        art_svg_printf (s, "v%fh%fv%f", m, m, -m);
    }
  art_svg_printf (s, "V%fH%fz\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\" stroke-linejoin=\"round\"/>",
                  y1, x0, c, pal->ink, 0.03 * U);
  art_svg_printf (s, "<path d=\"M%f %fv%fa%f %f 0 0 1 %f 0v%fz\" fill=\"#%x\"/>",
                  0.42 * U, y1, -0.22 * U, 0.08 * U, 0.08 * U, 0.16 * U, 0.22 * U, pal->ink);
  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\"/>"
                  "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\"/>\n",
                  0.24 * U, 0.42 * U, 0.08 * U, 0.12 * U, pal->ink, 0.68 * U, 0.42 * U, 0.08 * U, 0.12 * U, pal->ink);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}
