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

static void bend_off_layout (const CsClassicDesign *d, CsTile *t);

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
  bend_off_layout (d, t);
}

/* A city joining two opposite sides across the middle (tiles F, G): The
 * Castle has no such building, so the shared layout would draw two walls;
 * here a walled band crosses the tile. Returns the city piece, or -1, and
 * whether the band runs west–east. */
#define BRIDGE_HALF 0.2
#define BRIDGE_BUILDING 0.13

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

/* A city filling one side whose point reaches to the far corner (BC&B I,
 * B-2: "a tall pointed city"), between the field of the side before that
 * corner and the field of the side after it, with a road from the middle of
 * the side after it ending at the city. The shared layout draws such a city
 * as a band along its side, so the two fields would share one stretch of
 * ground; here the point is drawn over it, parting them. The shape is
 * worked out in a frame where the city lies west and its point reaches the
 * north-east corner, and turned to the board's. */
typedef struct
{
  int city, north, east;  /* the pieces: the city, the field of the north side, that of east's first segment */
  guint turn;             /* quarter turns clockwise from that frame to the board's */
} Hat;

/* each edge a quadratic curve from the band's inner edge to the corner:
 * its start and its control point */
static const double hat_upper[2][2] = { { 0.22, 0.34 }, { 0.58, 0.24 } };
static const double hat_lower[2][2] = { { 0.22, 0.8 }, { 0.46, 0.36 } };
#define HAT_BASE 0.05   /* the fill reaches back into the band, over its wall and round tower */
#define HAT_STEPS 40

static gboolean
pointed_city (const CsClassicDesign *d, guint rot, Hat *h)
{
  for (guint q = 0; q < 4; q++)
    {
      const guint8 *seg = d->rot_piece[q];
      guint c = seg[9], r = seg[4], n = seg[2], e = seg[3];

      if (seg[10] != c || seg[11] != c || d->pieces[c].type != CS_CLASSIC_CITY || d->pieces[c].n_segments != 3 ||
          d->pieces[r].type != CS_CLASSIC_ROAD || d->pieces[r].n_segments != 1 ||
          d->pieces[n].type != CS_CLASSIC_FIELD || d->pieces[e].type != CS_CLASSIC_FIELD || n == e)
        continue;
      *h = (Hat) { (int) c, (int) n, (int) e, (rot - q) & 3 };
      return TRUE;
    }
  return FALSE;
}

/* from the board's frame to the hat's (turning back), and back */
static void
hat_from_board (const Hat *h, double x, double y, double *cx, double *cy)
{
  for (guint k = 0; k < h->turn; k++)
    {
      double t = x;
      x = y;
      y = 1 - t;
    }
  *cx = x;
  *cy = y;
}

static void
hat_to_board (const Hat *h, double x, double y, double *bx, double *by)
{
  for (guint k = 0; k < h->turn; k++)
    {
      double t = x;
      x = 1 - y;
      y = t;
    }
  *bx = x;
  *by = y;
}

static void
hat_curve (const double (*e)[2], double t, double *x, double *y)
{
  double a = (1 - t) * (1 - t), b = 2 * t * (1 - t), c = t * t;

  *x = a * e[0][0] + b * e[1][0] + c;
  *y = a * e[0][1] + b * e[1][1];
}

/* the edge's height at @x (its x grows along the curve) */
static double
hat_edge_y (const double (*e)[2], double x)
{
  double lo = 0, hi = 1, px, py;

  for (int i = 0; i < 40; i++)
    {
      double mid = (lo + hi) / 2;

      hat_curve (e, mid, &px, &py);
      if (px < x)
        lo = mid;
      else
        hi = mid;
    }
  hat_curve (e, lo, &px, &py);
  return py;
}

/* the piece the point draws on (@x, @y in the hat's frame), given what the
 * shared layout draws there */
static int
hat_piece_at (const Hat *h, double x, double y, int shared)
{
  if (x >= HAT_BASE && x <= 1)
    {
      double top = x < hat_upper[0][0] ? hat_upper[0][1] : hat_edge_y (hat_upper, x);
      double bottom = x < hat_lower[0][0] ? hat_lower[0][1] : hat_edge_y (hat_lower, x);

      if (y >= top && y <= bottom)
        return h->city;
      if (shared == h->north || shared == h->east)
        return y < top ? h->north : h->east;
    }
  return shared;
}

/* A road from the middle of one side that bends and ends at the cap on the
 * side after it, clockwise, with a field of one segment inside the bend
 * and another outside it (BC&B H, B-2: "road r from S bends east and ends
 * at d"; field a → d only, b → c, d, e). The shared layout would run such a
 * road straight on to the cap across the tile, so the field inside the bend
 * would reach that city too. Here the road is kept off the shared layout
 * (its segment's ground goes to the field outside the bend) and drawn as a
 * circle's arc round the corner between the two sides, leaving the south
 * side upright as a curve's lane does (art-tile.c), up to the cap's wall; the field inside the bend is the
 * ground inside the circle. Worked out in a frame where the road comes from
 * the south and the cap is east, turned to the board's as the point is. */
typedef struct
{
  int road, inside, outside, city;
  guint turn;   /* quarter turns clockwise from that frame to the board's */
} Bend;

#define BEND_CX 1.1   /* the circle's middle, (BEND_CX, 1), a little past the corner: */
#define BEND_R 0.6     /* the lane leaves the south side upright and meets the cap near its middle */
#define BEND_LANE 0.2    /* art-tile.c's LANE_W */
#define BEND_KERB 0.012  /* and KERB */

static gboolean
bent_road (const CsClassicDesign *d, guint rot, Bend *b)
{
  for (guint q = 0; q < 4; q++)
    {
      const guint8 *seg = d->rot_piece[q];
      guint r = seg[7], c = seg[3], a = seg[6], o = seg[8];

      if (d->pieces[r].type != CS_CLASSIC_ROAD || d->pieces[r].n_segments != 1 || seg[4] != c || seg[5] != c ||
          d->pieces[c].type != CS_CLASSIC_CITY || d->pieces[c].n_segments != 3 ||
          d->pieces[a].type != CS_CLASSIC_FIELD || d->pieces[a].n_segments != 1 ||
          d->pieces[o].type != CS_CLASSIC_FIELD || a == o)
        continue;
      *b = (Bend) { (int) r, (int) a, (int) o, (int) c, (rot - q) & 3 };
      return TRUE;
    }
  return FALSE;
}

/* the shared layout's tile without the bent road: its segment the field's
 * outside the bend (the one clockwise after it) */
static void
bend_off_layout (const CsClassicDesign *d, CsTile *t)
{
  Bend b;

  if (!bent_road (d, 0, &b))
    return;
  for (guint k = 0; k < 12; k++)
    if (t->seg_piece[k] == b.road)
      t->seg_piece[k] = d->seg_piece[(k + 1) % 12];
  for (guint q = 0; q < 4; q++)
    for (guint k = 0; k < 12; k++)
      if (t->rot_piece[q][k] == b.road)
        t->rot_piece[q][k] = d->rot_piece[q][(k + 1) % 12];
  t->pieces[b.road].n_segments = 0;
  t->pieces[b.outside].n_segments++;
}

static void
bend_from_board (const Bend *b, double x, double y, double *fx, double *fy)
{
  Hat turn = { .turn = b->turn };

  hat_from_board (&turn, x, y, fx, fy);
}

static void
bend_to_board (const Bend *b, double x, double y, double *bx, double *by)
{
  Hat turn = { .turn = b->turn };

  hat_to_board (&turn, x, y, bx, by);
}

/* the lane as the shared layout keeps its round towers clear of it
 * (ArtLane): the whole circle, in the board's frame, kerbs and all */
static const ArtLane *
bend_lane (const Bend *b, ArtLane *lane)
{
  bend_to_board (b, BEND_CX, 1, &lane->cx, &lane->cy);
  lane->r = BEND_R;
  lane->half_width = BEND_LANE / 2 + BEND_KERB;
  return lane;
}

/* design @d's bent lane turned @rot, or NULL when it has none: what every
 * call into the shared layout for its picture passes */
static const ArtLane *
design_lane (const CsClassicDesign *d, guint rot, ArtLane *lane)
{
  Bend b;

  return bent_road (d, rot, &b) ? bend_lane (&b, lane) : NULL;
}

/* the piece the bend draws on (@x, @y in its frame), given what the shared
 * layout draws there: the fields' ground parted by the lane */
static int
bend_piece_at (const Bend *b, double x, double y, int shared)
{
  double h = hypot (x - BEND_CX, y - 1);

  if (shared != b->inside && shared != b->outside)
    return shared;
  if (fabs (h - BEND_R) <= BEND_LANE / 2)
    return b->road;
  return h < BEND_R ? b->inside : b->outside;
}

/* the lane's point at @a (radians: π at the south side's middle, rising
 * towards 3π/2 on the way to the cap), in the frame */
static void
bend_point (double a, double *x, double *y)
{
  *x = BEND_CX + BEND_R * cos (a);
  *y = 1 + BEND_R * sin (a);
}

/* where the lane's middle meets the cap: its angle */
/* where the circle of @radius round the bend's middle, followed from the
 * south side, meets the cap (its wall, the edge of the city's ground in
 * the shared layout): its angle. The lane's middle, and each of its edges
 * and kerbs, so the lane ends along the wall, not over it. */
static double
bend_end_at (const Bend *b, const CsTile *t, guint rot, double radius)
{
  ArtLane lane;
  double lo = G_PI, hi = 0;

  bend_lane (b, &lane);
  for (double a = G_PI; a < 1.5 * G_PI && hi == 0; a += 0.02)
    {
      double x, y;

      bend_to_board (b, BEND_CX + radius * cos (a), 1 + radius * sin (a), &x, &y);
      if (art_tile_piece_at_with (t, rot, &lane, x, y) == b->city)
        hi = a;
      else
        lo = a;
    }
  if (hi == 0)
    return 1.5 * G_PI;
  for (int i = 0; i < 12; i++)
    {
      double a = (lo + hi) / 2, x, y;

      bend_to_board (b, BEND_CX + radius * cos (a), 1 + radius * sin (a), &x, &y);
      if (art_tile_piece_at_with (t, rot, &lane, x, y) == b->city)
        hi = a;
      else
        lo = a;
    }
  return lo;
}

static double
bend_end (const Bend *b, const CsTile *t, guint rot)
{
  return bend_end_at (b, t, rot, BEND_R);
}

gboolean
art_classic_anchor (const CsClassicDesign *d, guint rot, guint piece, double *x, double *y)
{
  Hat hat;
  Bend bend;

  gboolean horizontal;
  int bridge;
  CsTile t;
  ArtLane lane;

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
  if (!art_tile_anchor_with (&t, rot, design_lane (d, rot, &lane), piece, x, y))
    return FALSE;
  if (pointed_city (d, rot, &hat) && art_classic_piece_at (d, rot, *x, *y) != (int) piece)
    {
      /* the pieces the point parts, at the widest of their ground */
      static const double at[3][2] = { { 0.3, 0.56 }, { 0.42, 0.13 }, { 0.84, 0.25 } };
      int which = (int) piece == hat.city ? 0 : (int) piece == hat.north ? 1 : (int) piece == hat.east ? 2 : -1;

      if (which >= 0)
        hat_to_board (&hat, at[which][0], at[which][1], x, y);
    }
  if (bent_road (d, rot, &bend) && ((int) piece == bend.road || art_classic_piece_at (d, rot, *x, *y) != (int) piece))
    {
      /* the lane's middle, short of the cap; the middle of the ground
       * inside the bend; and outside it, the open middle of the tile */
      double fx = 0.5, fy = 0.45;

      if ((int) piece == bend.road)
        bend_point ((G_PI + bend_end (&bend, &t, rot)) / 2, &fx, &fy);
      else if ((int) piece == bend.inside)
        {
          fx = 0.78;
          fy = 0.84;
        }
      bend_to_board (&bend, fx, fy, x, y);
    }
  return TRUE;
}

int
art_classic_piece_at (const CsClassicDesign *d, guint rot, double x, double y)
{
  gboolean horizontal;
  int bridge;
  CsTile t;
  ArtLane lane;
  Hat hat;
  Bend bend;

  g_return_val_if_fail (d != NULL, -1);
  bridge = bridge_city (d, rot, &horizontal);
  if (bridge >= 0)
    {
      double across = horizontal ? y : x;

      /* the building in the band's middle is a cloister's, where the tile
       * has one (BC&B g) */
      if (hypot (x - 0.5, y - 0.5) <= BRIDGE_BUILDING)
        for (guint p = 0; p < d->n_pieces; p++)
          if (d->pieces[p].type == CS_CLASSIC_CLOISTER)
            return p;
      if (fabs (across - 0.5) <= BRIDGE_HALF || (horizontal ? x < 0.22 || x > 0.78 : y < 0.22 || y > 0.78))
        return bridge;
      /* the middle segment of the side of this half */
      return d->rot_piece[rot & 3][horizontal ? (across < 0.5 ? 1 : 7) : (across < 0.5 ? 10 : 4)];
    }
  design_tile (d, &t);
  if (pointed_city (d, rot, &hat))
    {
      double cx, cy;

      hat_from_board (&hat, x, y, &cx, &cy);
      return hat_piece_at (&hat, cx, cy, art_tile_piece_at_with (&t, rot, design_lane (d, rot, &lane), x, y));
    }
  if (bent_road (d, rot, &bend))
    {
      double fx, fy;

      bend_from_board (&bend, x, y, &fx, &fy);
      return bend_piece_at (&bend, fx, fy, art_tile_piece_at_with (&t, rot, bend_lane (&bend, &lane), x, y));
    }
  return art_tile_piece_at (&t, rot, x, y);
}

/* The badges are laid out on The Castle's shapes, which are not the
 * classic picture's everywhere (a city across the tile, a cloister), and
 * pushed apart with no regard for the pieces: a badge can come to stand
 * half over a wall, or wholly off its piece. Here every badge is kept
 * whole on its own piece. The picture's pieces are sampled on a grid once,
 * with, for each cell, how far its middle lies from any other piece (less
 * a cell's diagonal, for what falls between the samples): a badge of
 * radius r fits where that clearance is r or more. A piece too narrow for
 * r anywhere (a road's lane, a small cloister) gets the largest badge it
 * holds. A badge that fits where it stands, clear of the others, stays;
 * the others, the one with the least room first, move to the nearest cell
 * of their piece where they fit clear of the badges placed, or, with none,
 * to the cell where the largest badge would fit. */
enum { GROUND = 64 };

typedef struct
{
  gint8 piece[GROUND * GROUND];
  float clear[GROUND * GROUND];
} Ground;

static void
ground_build (Ground *g, const CsClassicDesign *d, guint rot)
{
  guint16 edge[GROUND * GROUND];
  guint n_edge = 0;
  gboolean horizontal;
  CsTile t;
  ArtLane lane;
  Hat hat;
  Bend bend;

  if (bridge_city (d, rot, &horizontal) >= 0)
    for (int c = 0; c < GROUND * GROUND; c++)
      g->piece[c] = art_classic_piece_at (d, rot, (c % GROUND + 0.5) / GROUND, (c / GROUND + 0.5) / GROUND);
  else
    {
      design_tile (d, &t);
      art_tile_regions_with (&t, rot, design_lane (d, rot, &lane), GROUND, g->piece);
      /* the point over the shared layout's ground, as art_classic_piece_at */
      if (pointed_city (d, rot, &hat))
        for (int c = 0; c < GROUND * GROUND; c++)
          {
            double cx, cy;

            hat_from_board (&hat, (c % GROUND + 0.5) / GROUND, (c / GROUND + 0.5) / GROUND, &cx, &cy);
            g->piece[c] = (gint8) hat_piece_at (&hat, cx, cy, g->piece[c]);
          }
      if (bent_road (d, rot, &bend))
        for (int c = 0; c < GROUND * GROUND; c++)
          {
            double fx, fy;

            bend_from_board (&bend, (c % GROUND + 0.5) / GROUND, (c / GROUND + 0.5) / GROUND, &fx, &fy);
            g->piece[c] = (gint8) bend_piece_at (&bend, fx, fy, g->piece[c]);
          }
    }
  /* the cells with a neighbour on another piece: the nearest cell of
   * another piece is always one of them */
  for (int c = 0; c < GROUND * GROUND; c++)
    {
      int i = c % GROUND, j = c / GROUND;

      if ((i > 0 && g->piece[c - 1] != g->piece[c]) || (i < GROUND - 1 && g->piece[c + 1] != g->piece[c]) ||
          (j > 0 && g->piece[c - GROUND] != g->piece[c]) || (j < GROUND - 1 && g->piece[c + GROUND] != g->piece[c]))
        edge[n_edge++] = (guint16) c;
    }
  for (int c = 0; c < GROUND * GROUND; c++)
    {
      int i = c % GROUND, j = c / GROUND, best = G_MAXINT;

      for (guint e = 0; e < n_edge; e++)
        if (g->piece[edge[e]] != g->piece[c])
          {
            int di = edge[e] % GROUND - i, dj = edge[e] / GROUND - j;
            best = MIN (best, di * di + dj * dj);
          }
      g->clear[c] = best == G_MAXINT ? 2.0f : (float) ((sqrt (best) - G_SQRT2) / GROUND);
    }
}

static int
ground_cell (double x, double y)
{
  int i = CLAMP ((int) (x * GROUND), 0, GROUND - 1), j = CLAMP ((int) (y * GROUND), 0, GROUND - 1);
  return j * GROUND + i;
}

/* how much room (@x, @y) leaves from the badges of @placed other than
 * @self: the distance to each less that badge's radius, the least of them */
static double
room_left (const double *x, const double *y, const double *rr, const gboolean *placed, guint n, guint self,
           double px, double py)
{
  double room = G_MAXDOUBLE;

  for (guint j = 0; j < n; j++)
    if (j != self && placed[j])
      room = MIN (room, hypot (px - x[j], py - y[j]) - rr[j]);
  return room;
}

static void
keep_badges_on_pieces (const CsClassicDesign *d, guint rot, const guint8 *own, guint n_own, guint n, double r,
                       double *x, double *y, double *rr)
{
  g_autofree Ground *g = g_new (Ground, 1);
  gboolean placed[CS_CLASSIC_MAX_PIECES + 2] = { FALSE }, stay[CS_CLASSIC_MAX_PIECES + 2] = { FALSE };
  guint room[CS_CLASSIC_MAX_PIECES + 1] = { 0 };

  g_return_if_fail (n <= G_N_ELEMENTS (placed) && n_own <= G_N_ELEMENTS (room));
  ground_build (g, d, rot);
  /* the badges after the first @n_own (a bridge's) stay where they are, at
   * the full radius */
  for (guint i = n_own; i < n; i++)
    {
      placed[i] = TRUE;
      rr[i] = r;
    }
  /* each badge as large as its piece holds, inside the tile, up to @r */
  for (guint i = 0; i < n_own; i++)
    {
      double most = 0;

      for (int c = 0; c < GROUND * GROUND; c++)
        {
          double px = (c % GROUND + 0.5) / GROUND, py = (c / GROUND + 0.5) / GROUND;

          if (g->piece[c] == own[i])
            most = MAX (most, MIN (g->clear[c], 0.87 * MIN (MIN (px, py), MIN (1 - px, 1 - py))));
        }
      rr[i] = MIN (r, most);
      /* a piece the picture gave no ground would keep its badge where
       * it was laid out (none does: tests/art/test-art.c) */
      if (most <= 0)
        {
          placed[i] = stay[i] = TRUE;
          rr[i] = r;
        }
    }
  /* a piece the bridge's badge covers whole (a cloister the bridge
   * crosses, B-3.2) has no room left: its badge keeps its place beside the
   * bridge's, clear of it, as laid out */
  for (guint i = 0; i < n_own && n > n_own; i++)
    {
      gboolean room_for_it = stay[i];

      for (int c = 0; c < GROUND * GROUND && !room_for_it; c++)
        room_for_it = g->piece[c] == own[i] &&
                      room_left (x, y, rr, placed, n, i, (c % GROUND + 0.5) / GROUND, (c / GROUND + 0.5) / GROUND) >=
                      MIN (g->clear[c], rr[i]) && g->clear[c] >= r / 2;
      if (!room_for_it)
        {
          placed[i] = stay[i] = TRUE;
          rr[i] = r;
        }
    }
  for (guint i = 0; i < n_own; i++)
    {
      int c = ground_cell (x[i], y[i]);
      double lo = 1.15 * rr[i];

      if (placed[i])
        continue;

      placed[i] = g->piece[c] == own[i] && g->clear[c] >= rr[i] && x[i] >= lo && y[i] >= lo && x[i] <= 1 - lo &&
                  y[i] <= 1 - lo;
    }
  for (guint i = 0; i < n_own; i++)
    if (placed[i] && !stay[i] && room_left (x, y, rr, placed, n, i, x[i], y[i]) < rr[i])
      placed[i] = FALSE;
  for (guint i = 0; i < n_own; i++)
    for (int c = 0; c < GROUND * GROUND; c++)
      room[i] += g->piece[c] == own[i] && g->clear[c] >= rr[i];
  for (;;)
    {
      double best_x = 0, best_y = 0, best = G_MAXDOUBLE, most = -G_MAXDOUBLE, lo, hi;
      guint i = n_own;

      /* the badge still to place with the least room */
      for (guint k = 0; k < n_own; k++)
        if (!placed[k] && (i == n_own || room[k] < room[i]))
          i = k;
      if (i == n_own)
        break;
      lo = 1.15 * rr[i];
      hi = 1 - lo;
      for (guint pass = 0; pass < 2 && best == G_MAXDOUBLE; pass++)
        for (int c = 0; c < GROUND * GROUND; c++)
          {
            double px = (c % GROUND + 0.5) / GROUND, py = (c / GROUND + 0.5) / GROUND, left, dist;

            if (g->piece[c] != own[i] || px < lo || py < lo || px > hi || py > hi)
              continue;
            left = room_left (x, y, rr, placed, n, i, px, py);
            dist = hypot (px - x[i], py - y[i]);
            /* first well clear of the others, then just clear */
            if (g->clear[c] >= rr[i] && left >= (pass ? 1.02 : 1.2) * rr[i] && dist < best)
              {
                best = dist;
                best_x = px;
                best_y = py;
              }
            /* with nowhere to fit, where the largest badge would */
            if (best == G_MAXDOUBLE && MIN (g->clear[c], left) > most)
              {
                most = MIN (g->clear[c], left);
                best_x = px;
                best_y = py;
              }
          }
      x[i] = best_x;
      y[i] = best_y;
      placed[i] = TRUE;
    }
}

void
art_classic_badge_layout_sized (const CsClassicDesign *d, guint rot, const guint8 *pieces, guint n, double r,
                                double *x, double *y, double *radius)
{
  guint8 own[CS_CLASSIC_MAX_PIECES + 1] = { 0 };
  double ox[CS_CLASSIC_MAX_PIECES + 2], oy[CS_CLASSIC_MAX_PIECES + 2], orr[CS_CLASSIC_MAX_PIECES + 2];
  guint n_own = 0, k = 0;
  gboolean bridge = FALSE;
  CsTile t;
  ArtLane lane;

  g_return_if_fail (d != NULL && n <= CS_CLASSIC_MAX_PIECES + 1);
  /* a bridge (piece n_pieces, B-3.8) has its badge in the tile's middle,
   * where every bridge crosses; the tile's own pieces are laid out as
   * ever, then kept clear of it */
  for (guint i = 0; i < n; i++)
    if (pieces[i] < d->n_pieces)
      own[n_own++] = pieces[i];
    else
      bridge = TRUE;
  design_tile (d, &t);
  art_tile_badge_layout_with (&t, rot, design_lane (d, rot, &lane), own, n_own, r, ox, oy);
  if (bridge)
    {
      ox[n_own] = ART_CLASSIC_BRIDGE_X;
      oy[n_own] = ART_CLASSIC_BRIDGE_Y;
      art_badges_spread (ox, oy, n_own + 1, 1, r);
    }
  keep_badges_on_pieces (d, rot, own, n_own, n_own + bridge, r, ox, oy, orr);
  for (guint i = 0; i < n; i++)
    {
      gboolean on_bridge = pieces[i] >= d->n_pieces;
      x[i] = on_bridge ? ART_CLASSIC_BRIDGE_X : ox[k];
      y[i] = on_bridge ? ART_CLASSIC_BRIDGE_Y : oy[k];
      if (radius)
        radius[i] = on_bridge ? r : orr[k];
      k += !on_bridge;
    }
}

void
art_classic_badge_layout (const CsClassicDesign *d, guint rot, const guint8 *pieces, guint n, double r,
                          double *x, double *y)
{
  art_classic_badge_layout_sized (d, rot, pieces, n, r, x, y, NULL);
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

/* the points of an edge of the hat, its start to the corner */
static void
hat_path (GString *s, const double (*e)[2], gboolean move)
{
  for (int i = 0; i <= HAT_STEPS; i++)
    {
      double x, y;

      hat_curve (e, (double) i / HAT_STEPS, &x, &y);
      art_svg_printf (s, "%s%f %f", i == 0 && move ? "M" : "L", x * U, y * U);
    }
}

/* a wall along an edge of the hat, @depth inside it, as far as the point is
 * wide enough to hold it */
static void
hat_wall (GString *s, const double (*e)[2], const double (*other)[2], double depth)
{
  gboolean started = FALSE;

  for (int i = 0; i <= HAT_STEPS; i++)
    {
      double t = (double) i / HAT_STEPS, x, y, oy, w;

      hat_curve (e, t, &x, &y);
      /* across the point: to the other edge straight above or below */
      oy = hat_edge_y (other, x);
      w = fabs (oy - y);
      if (w < 3.4 * depth)
        break;
      art_svg_printf (s, "%s%f %f", started ? "L" : "M", x * U, (y + (oy > y ? depth : -depth)) * U);
      started = TRUE;
    }
}

/* the tall pointed city (pointed_city): its town, the walls along both
 * edges, its dark outline, and a round tower where it leaves the band */
static void
emit_hat (GString *s, const ArtPalette *pal, const Hat *h)
{
  art_svg_printf (s, "<g transform=\"rotate(%u %f %f)\">", 90 * h->turn, U / 2, U / 2);
  for (int pass = 0; pass < 2; pass++)
    {
      art_svg_printf (s, "<path d=\"M%f %f", HAT_BASE * U, hat_upper[0][1] * U);
      hat_path (s, hat_upper, FALSE);
      for (int i = HAT_STEPS; i >= 0; i--)
        {
          double x, y;

          hat_curve (hat_lower, (double) i / HAT_STEPS, &x, &y);
          art_svg_printf (s, "L%f %f", x * U, y * U);
        }
      if (pass)
        art_svg_printf (s, "L%f %fZ\" fill=\"url(#town)\"/>\n", HAT_BASE * U, hat_lower[0][1] * U);
      else
        art_svg_printf (s, "L%f %fZ\" fill=\"#%x\"/>\n", HAT_BASE * U, hat_lower[0][1] * U, pal->fill[CS_TOWER]);
    }
  for (int side = 0; side < 2; side++)
    {
      const double (*e)[2] = side ? hat_lower : hat_upper, (*other)[2] = side ? hat_upper : hat_lower;

      g_string_append (s, "<path d=\"");
      hat_wall (s, e, other, 0.028);
      art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"5\"/>", pal->tower_wall);
      g_string_append (s, "<path d=\"");
      hat_wall (s, e, other, 0.028);
      art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"4.4\" stroke-dasharray=\"4 3\"/>",
                      pal->light[CS_TOWER]);
    }
  g_string_append (s, "<path d=\"");
  hat_path (s, hat_upper, TRUE);
  for (int i = HAT_STEPS; i >= 0; i--)
    {
      double x, y;

      hat_curve (hat_lower, (double) i / HAT_STEPS, &x, &y);
      art_svg_printf (s, "L%f %f", x * U, y * U);
    }
  art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"1.6\" stroke-linejoin=\"round\"/>\n",
                  pal->dark[CS_TOWER]);
  art_icon_tower (s, pal, CS_THEME_CASTLE, 0.16 * U, 0.56 * U, 0.09 * U);
  g_string_append (s, "</g>\n");
}

/* the bent road (bent_road): kerb, surface and texture, as art-tile.c
 * draws a lane, from the south side's middle round to the cap. Each is a
 * band between two circles, cut where each circle meets the cap's ground
 * (bend_end_at): the end runs along the wall, so neither the lane nor its
 * kerb reaches over the wall into the town. */
static void
emit_bend (GString *s, const ArtPalette *pal, const Bend *b, const CsTile *t, guint rot)
{
  art_svg_printf (s, "<g transform=\"rotate(%u %f %f)\">", 90 * b->turn, U / 2, U / 2);
  for (int pass = 0; pass < 3; pass++)
    {
      char paint[16];
      double half = pass == 0 ? BEND_LANE / 2 + BEND_KERB : BEND_LANE / 2;
      double ro = BEND_R + half, ri = BEND_R - half;
      double ao = bend_end_at (b, t, rot, ro), ai = bend_end_at (b, t, rot, ri);

      if (pass == 2)
        g_strlcpy (paint, "url(#path)", sizeof paint);
      else
        g_snprintf (paint, sizeof paint, "#%06x", pass == 0 ? pal->dark[CS_PATH] : pal->fill[CS_PATH]);
      art_svg_printf (s, "<path d=\"M%f %fA%f %f 0 0 1 %f %fL%f %fA%f %f 0 0 0 %f %fZ\" fill=\"%s\"/>\n",
                      (BEND_CX - ro) * U, U, ro * U, ro * U, (BEND_CX + ro * cos (ao)) * U,
                      (1 + ro * sin (ao)) * U, (BEND_CX + ri * cos (ai)) * U, (1 + ri * sin (ai)) * U, ri * U,
                      ri * U, (BEND_CX - ri) * U, U, paint);
    }
  g_string_append (s, "</g>\n");
}

void
art_classic_tile_svg_append (GString *s, const CsClassicDesign *d, guint rot, double x, double y, double size)
{
  CsTile t;
  ArtLane lane;

  g_return_if_fail (d != NULL);
  const ArtPalette *pal = &classic_palette;
  gboolean horizontal;
  int bridge = bridge_city (d, rot, &horizontal);
  Hat hat;
  Bend bend;

  design_tile (d, &t);
  art_tile_svg_append_with (s, &t, rot, design_lane (d, rot, &lane), CS_THEME_CASTLE, pal, x, y, size);
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
      art_icon_tower (s, pal, CS_THEME_CASTLE, 0.5 * U, 0.5 * U, BRIDGE_BUILDING * U);
    }
  if (pointed_city (d, rot, &hat))
    emit_hat (s, pal, &hat);
  if (bent_road (d, rot, &bend))
    emit_bend (s, pal, &bend, &t, rot);
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
