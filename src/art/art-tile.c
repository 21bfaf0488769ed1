/* art-tile.c — a castle tile's picture, grown from its 12 segments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The layout works in the unit square, in the board's orientation after
 * the turn. Buildings (towers, houses) are bands along their segments,
 * towers with a round tower on the band; paths are lanes of fixed width
 * from the middle of a side to the facing side, round a corner, to a
 * square or up to a building; courts are the open ground that is left.
 * Because forbids interleaving pieces, these shapes never cross.
 * The same layout answers "which piece is here", so anchors and pictures
 * agree with the rules by construction.
 */
#define G_LOG_DOMAIN "castellan-art"

#include "config.h"

#include <math.h>
#include <string.h>

#include "art-private.h"

#define BAND    0.22   /* depth of a building band */
#define LANE_W  0.2    /* width of a lane: 0.4–0.6 of a side, inside its middle segment */
#define KERB    0.012
#define GAP     0.045  /* lane end before a building when the court runs round it */
#define GRID    60
#define U       120.0  /* SVG units per tile */

typedef struct {
  guint8 piece;
  guint8 arc;
  guint8 cap;          /* the inner end is a round end */
  double x0, y0, x1, y1;
  double cx, cy, r;    /* arcs: a quarter circle round a tile corner */
} Lane;

typedef struct {
  guint8 piece;
  guint8 t0, t1;       /* segments t0 … t1 - 1, t1 may pass 12 */
} Run;

typedef struct {
  guint8 piece;
  guint8 type;
  double x, y, r;
} Disc;

typedef struct {
  const CsTile *tile;
  const ArtLane *extra;          /* a lane the caller draws over the layout, or NULL */
  guint8  seg[12];
  gint8   full;                  /* the piece covering the whole tile, or -1 */
  Run     runs[12];
  guint   n_runs;
  Disc    bulges[16];
  guint   n_bulges;
  Disc    inner[CS_MAX_PIECES];  /* buildings touching no side: r is the half width */
  guint   n_inner;
  Lane    lanes[16];
  guint   n_lanes;
  double  plaza_r;               /* square, 0 if none */
  double  junction_r;
  gint8   junction_piece;
  Disc    fountains[CS_MAX_PIECES];
  guint   n_fountains;
  Disc    markets[24];
  guint   n_markets;
  double  ax[CS_MAX_PIECES], ay[CS_MAX_PIECES];
  gint8   grid[GRID * GRID];     /* piece, -1 ground not yet assigned, -2 square */
  guint8  annex[GRID * GRID];    /* ground shut in, given to a building beside it */
} Layout;

static const double side_mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
static const double side_in[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
static const double corner_after[4][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { 0, 0 } };

/* a point at boundary parameter t (0..12, 3 per side, clockwise from the
 * north-west corner) and depth s; segment borders run square to the side,
 * corners along the diagonal */
static void
boundary_point (double t, double s, double *x, double *y)
{
  int side = ((int) floor (t / 3.0)) % 4;
  double u = CLAMP ((t - 3.0 * floor (t / 3.0)) / 3.0, s, 1.0 - s);

  if (t >= 12.0)
    side = ((int) floor ((t - 12.0) / 3.0)) % 4;
  switch (side)
    {
    case 0: *x = u;     *y = s;     break;
    case 1: *x = 1 - s; *y = u;     break;
    case 2: *x = 1 - u; *y = 1 - s; break;
    default: *x = s;    *y = 1 - u; break;
    }
}

static void
point_param (double x, double y, double *t, double *s)
{
  double d[4] = { y, 1 - x, 1 - y, x };
  double along[4] = { x, y, 1 - x, 1 - y };
  int side = 0;

  for (int i = 1; i < 4; i++)
    if (d[i] < d[side])
      side = i;
  *s = d[side];
  *t = 3.0 * side + 3.0 * CLAMP (along[side], 0, 0.9999);
}

static guint
piece_type (const Layout *L, guint piece)
{
  return L->tile->pieces[piece].type;
}

static gboolean
is_building (guint type)
{
  return type == CS_TOWER || type == CS_HOUSE;
}

static int
building_at (const Layout *L, double x, double y)
{
  double t, s;

  if (L->full >= 0)
    return L->full;
  for (guint i = 0; i < L->n_inner; i++)
    {
      const Disc *d = &L->inner[i];
      if (d->type == CS_TOWER ? hypot (x - d->x, y - d->y) <= d->r
                              : fabs (x - d->x) <= d->r && fabs (y - d->y) <= d->r * 0.78)
        return d->piece;
    }
  for (guint i = 0; i < L->n_bulges; i++)
    if (hypot (x - L->bulges[i].x, y - L->bulges[i].y) <= L->bulges[i].r)
      return L->bulges[i].piece;
  point_param (x, y, &t, &s);
  if (s <= BAND)
    {
      guint piece = L->seg[MIN ((guint) t, 11)];
      if (is_building (piece_type (L, piece)))
        return piece;
    }
  return -1;
}

static double
lane_distance (const Lane *l, double x, double y)
{
  if (l->arc)
    return fabs (hypot (x - l->cx, y - l->cy) - l->r);
  {
    double dx = l->x1 - l->x0, dy = l->y1 - l->y0;
    double len2 = dx * dx + dy * dy;
    double u = ((x - l->x0) * dx + (y - l->y0) * dy) / len2;

    if (u < 0)
      return u * sqrt (len2) > -1e-9 ? 0 : G_MAXDOUBLE;
    if (u > 1)
      return l->cap ? hypot (x - l->x1, y - l->y1) : G_MAXDOUBLE;
    return fabs ((x - l->x0) * dy - (y - l->y0) * dx) / sqrt (len2);
  }
}

/* -2: the square itself (no piece), -1: nothing */
static int
path_at (const Layout *L, double x, double y)
{
  if (L->plaza_r > 0 && hypot (x - 0.5, y - 0.5) <= L->plaza_r)
    return -2;
  if (L->junction_r > 0 && hypot (x - 0.5, y - 0.5) <= L->junction_r)
    return L->junction_piece;
  for (guint i = 0; i < L->n_lanes; i++)
    if (lane_distance (&L->lanes[i], x, y) <= LANE_W / 2)
      return L->lanes[i].piece;
  return -1;
}

static double
lane_clearance (const Layout *L, double x, double y)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < L->n_lanes; i++)
    best = MIN (best, lane_distance (&L->lanes[i], x, y) - LANE_W / 2);
  if (L->extra != NULL)
    best = MIN (best, fabs (hypot (x - L->extra->cx, y - L->extra->cy) - L->extra->r) - L->extra->half_width);
  if (L->plaza_r > 0)
    best = MIN (best, hypot (x - 0.5, y - 0.5) - L->plaza_r);
  for (guint i = 0; i < L->n_inner; i++)
    best = MIN (best, hypot (x - L->inner[i].x, y - L->inner[i].y) - L->inner[i].r * 1.2);
  return best;
}

static void
add_lane_line (Layout *L, guint piece, double x0, double y0, double x1, double y1, gboolean cap)
{
  Lane *l = &L->lanes[L->n_lanes++];

  *l = (Lane) { .piece = piece, .cap = cap, .x0 = x0, .y0 = y0, .x1 = x1, .y1 = y1 };
}

static void
layout_runs (Layout *L)
{
  guint start = 0;

  for (guint k = 0; k < 12; k++)
    if (L->seg[k] != L->seg[(k + 11) % 12])
      {
        start = k;
        break;
      }
  for (guint k = start; k < start + 12;)
    {
      guint piece = L->seg[k % 12], end = k + 1;

      while (end < start + 12 && L->seg[end % 12] == piece)
        end++;
      if (is_building (piece_type (L, piece)))
        L->runs[L->n_runs++] = (Run) { piece, k, end };
      k = end;
    }
}

static void
layout_paths (Layout *L)
{
  const CsTile *tile = L->tile;

  L->junction_piece = -1;
  if (tile->square)
    L->plaza_r = 0.15;
  for (guint p = 0; p < tile->n_pieces; p++)
    {
      guint sides[4], n = 0;

      if (tile->pieces[p].type != CS_PATH)
        continue;
      for (guint side = 0; side < 4; side++)
        if (L->seg[side * 3 + 1] == p)
          sides[n++] = side;
      if (n == 0)
        continue;
      if (tile->square || n >= 3)
        {
          for (guint i = 0; i < n; i++)
            add_lane_line (L, p, side_mid[sides[i]][0], side_mid[sides[i]][1], 0.5, 0.5, FALSE);
          if (!tile->square)
            {
              L->junction_r = LANE_W * 0.75;
              L->junction_piece = p;
            }
        }
      else if (n == 2 && sides[1] - sides[0] == 2)
        add_lane_line (L, p, side_mid[sides[0]][0], side_mid[sides[0]][1],
                       side_mid[sides[1]][0], side_mid[sides[1]][1], FALSE);
      else if (n == 2)
        {
          /* adjacent sides: a quarter circle round their shared corner, from a to a + 1 */
          guint a = (sides[0] == 0 && sides[1] == 3) ? 3 : sides[0];
          Lane *l = &L->lanes[L->n_lanes++];

          *l = (Lane) { .piece = p, .arc = TRUE, .r = 0.5,
                        .x0 = side_mid[a][0], .y0 = side_mid[a][1],
                        .x1 = side_mid[(a + 1) % 4][0], .y1 = side_mid[(a + 1) % 4][1],
                        .cx = corner_after[a][0], .cy = corner_after[a][1] };
        }
    }
}

static void
layout_inner (Layout *L)
{
  const CsTile *tile = L->tile;
  guint n = 0;

  for (guint p = 0; p < tile->n_pieces; p++)
    if (tile->pieces[p].n_segments == 0 && is_building (tile->pieces[p].type))
      n++;
  for (guint p = 0, i = 0; p < tile->n_pieces; p++)
    {
      if (tile->pieces[p].n_segments != 0 || !is_building (tile->pieces[p].type))
        continue;
      {
        double a = n > 1 ? 2 * G_PI * i / n - G_PI / 4 : 0;
        double off = n > 1 ? 0.17 : 0;
        Disc *d = &L->inner[L->n_inner++];

        *d = (Disc) { p, tile->pieces[p].type, 0.5 + off * cos (a), 0.5 + off * sin (a),
                      n > 1 ? 0.1 : (tile->pieces[p].type == CS_TOWER ? 0.13 : 0.15) };
        i++;
      }
    }
}

static void
layout_bulges (Layout *L)
{
  for (guint i = 0; i < L->n_runs; i++)
    {
      const Run *run = &L->runs[i];
      guint len = run->t1 - run->t0;
      double ts[4];
      guint n = 0;

      if (piece_type (L, run->piece) != CS_TOWER)
        continue;
      if (len == 1 && run->t0 % 3 == 0 && is_building (piece_type (L, L->seg[(run->t0 + 11) % 12])))
        ts[n++] = run->t0 + 0.85;
      else if (len == 1 && run->t1 % 3 == 0 && is_building (piece_type (L, L->seg[run->t1 % 12])))
        ts[n++] = run->t1 - 0.85;
      else if (len <= 4)
        ts[n++] = (run->t0 + run->t1) / 2.0;
      else
        for (guint side = 0; side < 8 && n < 4; side++)
          if (side * 3 >= run->t0 && side * 3 + 3 <= run->t1)
            ts[n++] = side * 3 + 1.5;
      for (guint j = 0; j < n; j++)
        {
          /* the round tower keeps off the tile edge, so the edge shows the
           * band alone and joins its neighbour's cleanly */
          double x = 0, y = 0, r = len == 1 ? 0.12 : 0.15, depth = 0;
          double r_min = 0.085;

          if (len == 1 && fmod (ts[j], 1.0) != 0.5)
            r = r_min = 0.075;   /* two towers sharing a corner: small, each on its own side */
          for (; r >= r_min - 1e-9; r -= 0.01)
            {
              depth = MAX (BAND * 0.72, r + 0.085);
              boundary_point (ts[j], depth, &x, &y);
              if (lane_clearance (L, x, y) - r >= 0.07)
                break;
            }
          if (r >= r_min - 1e-9)
            L->bulges[L->n_bulges++] = (Disc) { run->piece, CS_TOWER, x, y, r };
        }
    }
}

/* a path touching one side runs in until it meets a building: it stops
 * just short when the same court lies on both sides of it, so the court
 * can pass in front of the door, and runs into the wall otherwise */
static void
layout_dead_ends (Layout *L)
{
  const CsTile *tile = L->tile;

  if (tile->square)
    return;
  for (guint p = 0; p < tile->n_pieces; p++)
    {
      guint side = 4;
      double dx, dy, x0, y0, len = 0.5;
      gboolean hit = FALSE, same_court;

      if (tile->pieces[p].type != CS_PATH)
        continue;
      for (guint s = 0, n = 0; s < 4; s++)
        if (L->seg[s * 3 + 1] == p && n++ == 0)
          side = s;
      if (side == 4 || tile->pieces[p].n_segments != 1)
        continue;
      x0 = side_mid[side][0];
      y0 = side_mid[side][1];
      dx = side_in[side][0];
      dy = side_in[side][1];
      if (L->n_inner > 0)
        {
          double best = G_MAXDOUBLE;
          for (guint i = 0; i < L->n_inner; i++)
            if (hypot (L->inner[i].x - x0, L->inner[i].y - y0) < best)
              {
                best = hypot (L->inner[i].x - x0, L->inner[i].y - y0);
                dx = (L->inner[i].x - x0) / best;
                dy = (L->inner[i].y - y0) / best;
              }
        }
      for (double d = 0.02; d < 1.0; d += 0.005)
        if (building_at (L, x0 + dx * d, y0 + dy * d) >= 0)
          {
            hit = TRUE;
            len = d;
            break;
          }
      same_court = L->seg[side * 3] == L->seg[side * 3 + 2];
      if (hit)
        len = same_court ? len - GAP : len + 0.02;
      add_lane_line (L, p, x0, y0, x0 + dx * len, y0 + dy * len, !hit);
    }
}

static int
grid_at (const Layout *L, double x, double y)
{
  int i = CLAMP ((int) (x * GRID), 0, GRID - 1);
  int j = CLAMP ((int) (y * GRID), 0, GRID - 1);

  return L->grid[j * GRID + i];
}

static void
layout_grid (Layout *L)
{
  int stack[GRID * GRID];   /* on the stack: tiles are drawn in worker threads too (art-cache.c) */
  int comp[GRID * GRID];
  gint8 comp_piece[GRID * GRID];
  int n_comp = 0;

  for (int j = 0; j < GRID; j++)
    for (int i = 0; i < GRID; i++)
      {
        double x = (i + 0.5) / GRID, y = (j + 0.5) / GRID;
        int v = building_at (L, x, y);

        if (v < 0)
          v = path_at (L, x, y);
        L->grid[j * GRID + i] = v;
        comp[j * GRID + i] = -1;
      }
  /* open ground: connected areas, each named by the court segments it touches */
  for (int c = 0; c < GRID * GRID; c++)
    {
      int sp = 0;

      if (L->grid[c] != -1 || comp[c] >= 0)
        continue;
      comp_piece[n_comp] = -1;
      comp[c] = n_comp;
      stack[sp++] = c;
      while (sp > 0)
        {
          int cur = stack[--sp], ci = cur % GRID, cj = cur / GRID;
          const int nb[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

          for (int k = 0; k < 4; k++)
            {
              int ni = ci + nb[k][0], nj = cj + nb[k][1], n;
              if (ni < 0 || nj < 0 || ni >= GRID || nj >= GRID)
                continue;
              n = nj * GRID + ni;
              if (L->grid[n] == -1 && comp[n] < 0)
                {
                  comp[n] = n_comp;
                  stack[sp++] = n;
                }
            }
        }
      n_comp++;
    }
  for (guint k = 0; k < 12; k++)
    {
      double x, y;
      int i, j, c;

      if (piece_type (L, L->seg[k]) != CS_COURT)
        continue;
      boundary_point (k + 0.5, 0.5 / GRID, &x, &y);
      i = CLAMP ((int) (x * GRID), 0, GRID - 1);
      j = CLAMP ((int) (y * GRID), 0, GRID - 1);
      c = comp[j * GRID + i];
      if (c >= 0 && comp_piece[c] < 0)
        comp_piece[c] = L->seg[k];
      else if (c >= 0 && comp_piece[c] != L->seg[k])
        g_debug ("tile %u: courts %c and %c share open ground", L->tile->number,
                 L->tile->pieces[comp_piece[c]].label, L->tile->pieces[L->seg[k]].label);
    }
  /* Ground that touches no court segment is no court: it lies shut in
   * between a path's lane and the buildings beside it, inside the path's
   * middle segment. It goes to the building it borders most (the
   * building's yard), or, ringed by no building, to the tile's first
   * court. */
  for (int k = 0; k < n_comp; k++)
    {
      guint border[CS_MAX_PIECES] = { 0 };
      int best = -1;

      if (comp_piece[k] >= 0)
        continue;
      for (int c = 0; c < GRID * GRID; c++)
        {
          const int nb[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
          int ci = c % GRID, cj = c / GRID;

          if (comp[c] != k)
            continue;
          for (int d = 0; d < 4; d++)
            {
              int ni = ci + nb[d][0], nj = cj + nb[d][1], v;
              if (ni < 0 || nj < 0 || ni >= GRID || nj >= GRID)
                continue;
              v = L->grid[nj * GRID + ni];
              if (comp[nj * GRID + ni] < 0 && v >= 0 && is_building (piece_type (L, v)))
                border[v]++;
            }
        }
      for (guint p = 0; p < L->tile->n_pieces; p++)
        if (border[p] > 0 && (best < 0 || border[p] > border[best]))
          best = p;
      for (guint p = 0; p < L->tile->n_pieces && best < 0; p++)
        if (L->tile->pieces[p].type == CS_COURT)
          best = p;
      comp_piece[k] = -2 - best;   /* a yard: -2 - piece */
    }
  for (int c = 0; c < GRID * GRID; c++)
    if (comp[c] >= 0)
      {
        int piece = comp_piece[comp[c]];

        if (piece <= -2)
          {
            piece = -2 - piece;
            L->annex[c] = is_building (piece_type (L, piece));
          }
        L->grid[c] = piece;
      }
}

/* distance (in tiles) from each cell of @piece to anything else or the tile edge */
static void
distance_field (const Layout *L, int piece, const guint8 *blocked, float *dist)
{
  const float big = 1e9f, a = 1.0f, b = 1.4142f;

  for (int c = 0; c < GRID * GRID; c++)
    dist[c] = (L->grid[c] == piece && !blocked[c]) ? big : 0;
  for (int j = 0; j < GRID; j++)
    for (int i = 0; i < GRID; i++)
      {
        float *d = &dist[j * GRID + i];
        if (*d == 0)
          continue;
        *d = MIN (*d, (i > 0 ? dist[j * GRID + i - 1] : 0) + a);
        *d = MIN (*d, (j > 0 ? dist[(j - 1) * GRID + i] : 0) + a);
        *d = MIN (*d, (i > 0 && j > 0 ? dist[(j - 1) * GRID + i - 1] : 0) + b);
        *d = MIN (*d, (i < GRID - 1 && j > 0 ? dist[(j - 1) * GRID + i + 1] : 0) + b);
      }
  for (int j = GRID - 1; j >= 0; j--)
    for (int i = GRID - 1; i >= 0; i--)
      {
        float *d = &dist[j * GRID + i];
        if (*d == 0)
          continue;
        *d = MIN (*d, (i < GRID - 1 ? dist[j * GRID + i + 1] : 0) + a);
        *d = MIN (*d, (j < GRID - 1 ? dist[(j + 1) * GRID + i] : 0) + a);
        *d = MIN (*d, (i < GRID - 1 && j < GRID - 1 ? dist[(j + 1) * GRID + i + 1] : 0) + b);
        *d = MIN (*d, (i > 0 && j < GRID - 1 ? dist[(j + 1) * GRID + i - 1] : 0) + b);
      }
  for (int c = 0; c < GRID * GRID; c++)
    dist[c] /= GRID;
}

static void
block_disc (guint8 *blocked, double x, double y, double r)
{
  for (int j = 0; j < GRID; j++)
    for (int i = 0; i < GRID; i++)
      if (hypot ((i + 0.5) / GRID - x, (j + 0.5) / GRID - y) <= r)
        blocked[j * GRID + i] = 1;
}

static gboolean
best_spot (const Layout *L, int piece, const guint8 *blocked, double *x, double *y, double *clear)
{
  float dist[GRID * GRID];
  double best = -1;

  distance_field (L, piece, blocked, dist);
  for (int j = 0; j < GRID; j++)
    for (int i = 0; i < GRID; i++)
      {
        double cx = (i + 0.5) / GRID, cy = (j + 0.5) / GRID;
        double score = dist[j * GRID + i] - 0.08 * hypot (cx - 0.5, cy - 0.5);
        if (dist[j * GRID + i] > 0 && score > best)
          {
            best = score;
            *x = cx;
            *y = cy;
            *clear = dist[j * GRID + i];
          }
      }
  return best > 0;
}

static void
lane_point (const Lane *l, double f, double side, double *x, double *y)
{
  if (l->arc)
    {
      double a0 = atan2 (l->y0 - l->cy, l->x0 - l->cx), a1 = atan2 (l->y1 - l->cy, l->x1 - l->cx);
      double a, r = l->r + side;

      if (a1 - a0 > G_PI)
        a1 -= 2 * G_PI;
      if (a0 - a1 > G_PI)
        a1 += 2 * G_PI;
      a = a0 + (a1 - a0) * f;
      *x = l->cx + r * cos (a);
      *y = l->cy + r * sin (a);
    }
  else
    {
      double dx = l->x1 - l->x0, dy = l->y1 - l->y0, len = hypot (dx, dy);
      *x = l->x0 + dx * f - dy / len * side;
      *y = l->y0 + dy * f + dx / len * side;
    }
}

static void
layout_decorations (Layout *L)
{
  const CsTile *tile = L->tile;
  guint8 blocked[GRID * GRID] = { 0 };
  float ground[GRID * GRID];

  /* fountains beside their lane, on open ground */
  for (guint i = 0; i < L->n_lanes; i++)
    {
      const Lane *l = &L->lanes[i];
      const double fs[] = { 0.5, 0.35, 0.65, 0.25, 0.75, 0.8 };
      gboolean done = FALSE;

      if (!tile->pieces[l->piece].fountain)
        continue;
      for (guint f = 0; f < L->n_fountains; f++)
        if (L->fountains[f].piece == l->piece)
          done = TRUE;
      for (guint f = 0; f < G_N_ELEMENTS (fs) * 2 && !done; f++)
        {
          double x, y, r = 0.068;
          int g;

          lane_point (l, fs[f / 2], (f % 2 ? -1 : 1) * (LANE_W / 2 + r + 0.025), &x, &y);
          g = grid_at (L, x, y);
          if (g < 0 || piece_type (L, g) != CS_COURT)
            continue;
          distance_field (L, g, blocked, ground);
          if (ground[CLAMP ((int) (y * GRID), 0, GRID - 1) * GRID + CLAMP ((int) (x * GRID), 0, GRID - 1)] < r + 0.005)
            continue;
          L->fountains[L->n_fountains++] = (Disc) { l->piece, CS_PATH, x, y, r };
          block_disc (blocked, x, y, r + 0.02);
          done = TRUE;
        }
    }

  for (guint p = 0; p < tile->n_pieces; p++)
    {
      const CsPiece *piece = &tile->pieces[p];
      double x = 0.5, y = 0.5, clear = 0;

      switch (piece->type)
        {
        case CS_COURT:
          if (!best_spot (L, p, blocked, &x, &y, &clear))
            break;
          block_disc (blocked, x, y, MIN (clear, 0.11));
          for (guint m = 0; m < piece->markets && L->n_markets < G_N_ELEMENTS (L->markets); m++)
            {
              double mx = 0, my = 0, mc = 0;
              if (!best_spot (L, p, blocked, &mx, &my, &mc))
                break;
              mc = MIN (0.072, mc * 0.9);
              L->markets[L->n_markets++] = (Disc) { p, CS_COURT, mx, my, mc };
              block_disc (blocked, mx, my, mc + 0.03);
            }
          break;
        case CS_PATH:
          for (guint i = 0; i < L->n_lanes; i++)
            if (L->lanes[i].piece == p)
              {
                lane_point (&L->lanes[i], L->lanes[i].arc || L->plaza_r == 0 ? 0.5 : 0.35, 0, &x, &y);
                break;
              }
          if (L->junction_piece == (int) p)
            x = y = 0.5;
          break;
        default:
          {
            guint best_len = 0;
            gboolean found = FALSE;

            for (guint i = 0; i < L->n_inner && !found; i++)
              if (L->inner[i].piece == p)
                {
                  x = L->inner[i].x;
                  y = L->inner[i].y;
                  found = TRUE;
                }
            for (guint i = 0; i < L->n_bulges && !found; i++)
              if (L->bulges[i].piece == p)
                {
                  x = L->bulges[i].x;
                  y = L->bulges[i].y;
                  found = TRUE;
                }
            for (guint i = 0; i < L->n_runs && !found; i++)
              if (L->runs[i].piece == p && (guint) (L->runs[i].t1 - L->runs[i].t0) > best_len)
                {
                  best_len = L->runs[i].t1 - L->runs[i].t0;
                  boundary_point ((L->runs[i].t0 + L->runs[i].t1) / 2.0, BAND * 0.38, &x, &y);
                }
          }
        }
      L->ax[p] = x;
      L->ay[p] = y;
    }
}

static void
layout_build (Layout *L, const CsTile *tile, guint rot, const ArtLane *extra)
{
  memset (L, 0, sizeof *L);
  L->tile = tile;
  L->extra = extra;
  L->full = -1;
  memcpy (L->seg, tile->rot_piece[rot & 3], 12);
  layout_runs (L);
  if (L->n_runs == 1 && L->runs[0].t1 - L->runs[0].t0 == 12)
    L->full = L->runs[0].piece;
  layout_inner (L);
  layout_paths (L);
  if (L->full < 0)
    layout_bulges (L);
  layout_dead_ends (L);
  layout_grid (L);
  layout_decorations (L);
}

/* ---- public queries ------------------------------------------------------- */

gboolean
art_tile_anchor (const CsTile *tile, guint rot, guint piece, double *x, double *y)
{
  return art_tile_anchor_with (tile, rot, NULL, piece, x, y);
}

gboolean
art_tile_anchor_with (const CsTile *tile, guint rot, const ArtLane *extra, guint piece, double *x, double *y)
{
  g_autofree Layout *L = g_new (Layout, 1);

  g_return_val_if_fail (tile != NULL, FALSE);
  if (piece >= tile->n_pieces)
    return FALSE;
  layout_build (L, tile, rot, extra);
  *x = L->ax[piece];
  *y = L->ay[piece];
  return TRUE;
}

void
art_tile_badge_layout (const CsTile *tile, guint rot, const guint8 *pieces, guint n, double r,
                       double *x, double *y)
{
  art_tile_badge_layout_with (tile, rot, NULL, pieces, n, r, x, y);
}

void
art_tile_badge_layout_with (const CsTile *tile, guint rot, const ArtLane *extra, const guint8 *pieces, guint n,
                            double r, double *x, double *y)
{
  g_autofree Layout *L = g_new (Layout, 1);
  const double lo = 1.15 * r, hi = 1 - lo;

  g_return_if_fail (tile != NULL && (n == 0 || (pieces != NULL && x != NULL && y != NULL)));
  layout_build (L, tile, rot, extra);
  for (guint i = 0; i < n; i++)
    {
      g_return_if_fail (pieces[i] < tile->n_pieces);
      x[i] = CLAMP (L->ax[pieces[i]], lo, hi);
      y[i] = CLAMP (L->ay[pieces[i]], lo, hi);
    }
  art_badges_spread (x, y, n, 0, r);
}

void
art_badges_spread (double *x, double *y, guint n, guint n_fixed, double r)
{
  const double gap = 2.2 * r, lo = 1.15 * r, hi = 1 - lo;

  /* push overlapping pairs apart, inside the tile; the last @n_fixed stay */
  for (guint round = 0; round < 500; round++)
    {
      double worst = 0;

      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            double dx = x[j] - x[i], dy = y[j] - y[i], d = hypot (dx, dy);
            double mx, my, nxi, nyi, nxj, nyj, hxi, hyi, hxj, hyj;
            /* a fixed badge does not move: the other takes the whole push */
            gboolean fi = i + n_fixed >= n, fj = j + n_fixed >= n;
            double si = fj ? 2 : 1, sj = fi ? 2 : 1;

            if (d >= gap || (fi && fj))
              continue;
            worst = MAX (worst, gap - d);
            if (d < 1e-6)
              {
                dx = 0.8;
                dy = 0.6;
              }
            /* badges side by side in a row also move across it, so that a
             * row too long for the tile folds into two */
            if (fabs (dy) < fabs (dx) / 4)
              dy = (dy < 0 ? -1 : 1) * fabs (dx) / 4;
            else if (fabs (dx) < fabs (dy) / 4)
              dx = (dx < 0 ? -1 : 1) * fabs (dy) / 4;
            d = hypot (dx, dy);
            mx = dx / d * (gap - hypot (x[j] - x[i], y[j] - y[i])) / 2;
            my = dy / d * (gap - hypot (x[j] - x[i], y[j] - y[i])) / 2;
            nxi = fi ? x[i] : CLAMP (x[i] - si * mx, lo, hi);
            nyi = fi ? y[i] : CLAMP (y[i] - si * my, lo, hi);
            nxj = fj ? x[j] : CLAMP (x[j] + sj * mx, lo, hi);
            nyj = fj ? y[j] : CLAMP (y[j] + sj * my, lo, hi);
            /* what an edge held back from one, the other makes up */
            hxi = fi ? 0 : nxi - (x[i] - si * mx);
            hyi = fi ? 0 : nyi - (y[i] - si * my);
            hxj = fj ? 0 : nxj - (x[j] + sj * mx);
            hyj = fj ? 0 : nyj - (y[j] + sj * my);
            if (!fi)
              {
                x[i] = CLAMP (nxi + hxj, lo, hi);
                y[i] = CLAMP (nyi + hyj, lo, hi);
              }
            if (!fj)
              {
                x[j] = CLAMP (nxj + hxi, lo, hi);
                y[j] = CLAMP (nyj + hyi, lo, hi);
              }
          }
      if (worst < 1e-4)
        break;
    }
}

static int
layout_piece_at (const Layout *L, double x, double y)
{
  int v = building_at (L, x, y);


  if (v < 0)
    v = path_at (L, x, y);
  if (v == -1)
    v = grid_at (L, x, y);
  return v < 0 ? -1 : v;
}

int
art_tile_piece_at (const CsTile *tile, guint rot, double x, double y)
{
  return art_tile_piece_at_with (tile, rot, NULL, x, y);
}

int
art_tile_piece_at_with (const CsTile *tile, guint rot, const ArtLane *extra, double x, double y)
{
  g_autofree Layout *L = g_new (Layout, 1);

  g_return_val_if_fail (tile != NULL, -1);
  layout_build (L, tile, rot, extra);
  return layout_piece_at (L, x, y);
}

void
art_tile_regions (const CsTile *tile, guint rot, guint n, gint8 *pieces)
{
  art_tile_regions_with (tile, rot, NULL, n, pieces);
}

void
art_tile_regions_with (const CsTile *tile, guint rot, const ArtLane *extra, guint n, gint8 *pieces)
{
  g_autofree Layout *L = g_new (Layout, 1);

  g_return_if_fail (tile != NULL && pieces != NULL);
  layout_build (L, tile, rot, extra);
  for (guint j = 0; j < n; j++)
    for (guint i = 0; i < n; i++)
      pieces[j * n + i] = layout_piece_at (L, (i + 0.5) / n, (j + 0.5) / n);
}

/* ---- SVG ------------------------------------------------------------------ */

static void
polyline_param (GString *s, double t0, double t1, double depth, gboolean move)
{
  double x, y;

  boundary_point (t0, depth, &x, &y);
  art_svg_printf (s, move ? "M%f %f" : "L%f %f", x * U, y * U);
  for (double c = floor (t0 / 3.0) * 3 + 3; c < t1 - 1e-9; c += 3)
    {
      boundary_point (c, depth, &x, &y);
      art_svg_printf (s, "L%f %f", x * U, y * U);
    }
  boundary_point (t1, depth, &x, &y);
  art_svg_printf (s, "L%f %f", x * U, y * U);
}

static void
emit_lane_path (GString *s, const Lane *l, double offset)
{
  if (l->arc)
    {
      double r = l->r + offset;
      double x0 = l->cx + (l->x0 - l->cx) / l->r * r, y0 = l->cy + (l->y0 - l->cy) / l->r * r;
      double x1 = l->cx + (l->x1 - l->cx) / l->r * r, y1 = l->cy + (l->y1 - l->cy) / l->r * r;
      art_svg_printf (s, "M%f %fA%f %f 0 0 0 %f %f", x0 * U, y0 * U, r * U, r * U, x1 * U, y1 * U);
    }
  else
    {
      double dx = l->x1 - l->x0, dy = l->y1 - l->y0, len = hypot (dx, dy);
      double ox = -dy / len * offset, oy = dx / len * offset;
      art_svg_printf (s, "M%f %fL%f %f", (l->x0 + ox) * U, (l->y0 + oy) * U, (l->x1 + ox) * U, (l->y1 + oy) * U);
    }
}

static const char *
lane_paint (guint pass, const ArtPalette *p, char buf[16])
{
  if (pass == 2)
    return "url(#path)";
  g_snprintf (buf, 16, "#%06x", pass == 0 ? p->dark[CS_PATH] : p->fill[CS_PATH]);
  return buf;
}

/* three passes (kerb, surface, texture) so lanes and the square merge cleanly */
static void
emit_lanes (GString *s, const Layout *L, CsTheme theme, const ArtPalette *p)
{
  char buf[16];

  if (L->n_lanes == 0)
    return;
  for (guint pass = 0; pass < 3; pass++)
    {
      double w = pass == 0 ? LANE_W + 2 * KERB : LANE_W;
      const char *paint = lane_paint (pass, p, buf);

      for (guint i = 0; i < L->n_lanes; i++)
        {
          const Lane *l = &L->lanes[i];

          g_string_append (s, "<path d=\"");
          if (pass == 0 && !l->arc && !l->cap)
            {
              /* the kerb closes a lane's inner end too */
              Lane longer = *l;
              double len = hypot (l->x1 - l->x0, l->y1 - l->y0);
              longer.x1 += (l->x1 - l->x0) / len * KERB;
              longer.y1 += (l->y1 - l->y0) / len * KERB;
              emit_lane_path (s, &longer, 0);
            }
          else
            emit_lane_path (s, l, 0);
          art_svg_printf (s, "\" fill=\"none\" stroke=\"%s\" stroke-width=\"%f\" stroke-linecap=\"butt\"/>\n",
                          paint, w * U);
          /* a lane that meets no building ends round, at its inner end
           * only: a round cap would also bulge past the tile's edge */
          if (l->cap)
            art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"%s\"/>\n",
                            l->x1 * U, l->y1 * U, w * U / 2, paint);
        }
      if (L->plaza_r > 0 || L->junction_r > 0)
        art_svg_printf (s, "<circle cx=\"60\" cy=\"60\" r=\"%f\" fill=\"%s\"/>\n",
                        (MAX (L->plaza_r, L->junction_r) + (pass == 0 ? KERB : 0)) * U, paint);
    }
  if (theme == CS_THEME_ZAMEK)
    {
      /* cart ruts */
      g_string_append (s, "<path d=\"");
      for (guint i = 0; i < L->n_lanes; i++)
        {
          emit_lane_path (s, &L->lanes[i], LANE_W * 0.22);
          emit_lane_path (s, &L->lanes[i], -LANE_W * 0.22);
        }
      art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"1.1\" stroke-opacity=\"0.55\"/>\n", p->dark[CS_PATH]);
    }
}

static void
emit_plaza (GString *s, const Layout *L, CsTheme theme, const ArtPalette *p)
{
  if (L->plaza_r <= 0)
    return;
  if (theme == CS_THEME_ZAMEK)
    {
      /* Zamek's square is a fountain */
      art_icon_fountain (s, p, 60, 60, L->plaza_r * U * 0.62);
      return;
    }
  art_svg_printf (s, "<circle cx=\"60\" cy=\"60\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"1.2\" "
                  "stroke-dasharray=\"3 2\"/>", L->plaza_r * U * 0.72, p->dark[CS_PATH]);
  art_svg_printf (s, "<circle cx=\"60\" cy=\"60\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"1\"/>\n",
                  L->plaza_r * U * 0.32, p->light[CS_PATH], p->dark[CS_PATH]);
}

static void
emit_roof_courses (GString *s, const Run *run, const ArtPalette *p, CsTheme theme)
{
  gboolean end0 = run->t0 % 3 != 0, end1 = run->t1 % 3 != 0;
  guint32 line = theme == CS_THEME_ZAMEK ? p->light[CS_HOUSE] : p->dark[CS_HOUSE];

  g_string_append (s, "<path d=\"");
  for (int k = 1; k <= 5; k++)
    {
      double depth = BAND * k / 6.0, inset = 3 * MIN (depth, BAND - depth);
      double t0 = run->t0 + (end0 ? inset : 0), t1 = run->t1 - (end1 ? inset : 0);

      if (k == 3 || t1 <= t0)
        continue;
      polyline_param (s, t0, t1, depth, TRUE);
    }
  art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.6\" stroke-opacity=\"0.55\"/>\n", line);
  /* ridge, hips at the ends and at the corners it turns */
  g_string_append (s, "<path d=\"");
  {
    double t0 = run->t0 + (end0 ? 3 * BAND / 2 : 0), t1 = run->t1 - (end1 ? 3 * BAND / 2 : 0);
    double x, y, rx, ry;

    polyline_param (s, t0, MAX (t0, t1), BAND / 2, TRUE);
    if (end0)
      {
        boundary_point (t0, BAND / 2, &rx, &ry);
        boundary_point (run->t0, 0, &x, &y);
        art_svg_printf (s, "M%f %fL%f %f", x * U, y * U, rx * U, ry * U);
        boundary_point (run->t0, BAND, &x, &y);
        art_svg_printf (s, "L%f %f", x * U, y * U);
      }
    if (end1)
      {
        boundary_point (MAX (t0, t1), BAND / 2, &rx, &ry);
        boundary_point (run->t1, 0, &x, &y);
        art_svg_printf (s, "M%f %fL%f %f", x * U, y * U, rx * U, ry * U);
        boundary_point (run->t1, BAND, &x, &y);
        art_svg_printf (s, "L%f %f", x * U, y * U);
      }
    for (guint c = (run->t0 / 3) * 3 + 3; c < run->t1; c += 3)
      {
        boundary_point (c, 0, &x, &y);
        art_svg_printf (s, "M%f %f", x * U, y * U);
        boundary_point (c, BAND, &x, &y);
        art_svg_printf (s, "L%f %f", x * U, y * U);
      }
  }
  art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"1.6\" stroke-linecap=\"round\"/>\n", line);
}

/* "<path d=\"…Z": the band along the tile's edge for @run, out along the
 * edge and back along its inner side; the caller closes the attribute */
static void
append_band (GString *s, const Run *run)
{
  double xs[16], ys[16], x, y;
  guint n = 0;

  g_string_append (s, "<path d=\"");
  polyline_param (s, run->t0, run->t1, 0, TRUE);
  boundary_point (run->t1, BAND, &x, &y);
  art_svg_printf (s, "L%f %f", x * U, y * U);
  for (guint c = (run->t0 / 3) * 3 + 3; c < run->t1; c += 3)
    {
      boundary_point (c, BAND, &xs[n], &ys[n]);
      n++;
    }
  while (n > 0)
    {
      n--;
      art_svg_printf (s, "L%f %f", xs[n] * U, ys[n] * U);
    }
  boundary_point (run->t0, BAND, &x, &y);
  art_svg_printf (s, "L%f %fZ", x * U, y * U);
}

static void
emit_run (GString *s, const Layout *L, const Run *run, CsTheme theme, const ArtPalette *p)
{
  guint type = piece_type (L, run->piece);
  double x, y;

  /* the band */
  append_band (s, run);
  art_svg_printf (s, "\" fill=\"#%x\"/>\n", p->fill[type]);

  if (type == CS_HOUSE)
    {
      emit_roof_courses (s, run, p, theme);
    }
  else
    {
      append_band (s, run);
      art_svg_printf (s, "\" fill=\"url(#%s)\"/>\n", p->tower_texture);
      /* battlements along the inner edge, or the pigsty's fence */
      if (p->tower_wall != 0)
        {
          g_string_append (s, "<path d=\"");
          polyline_param (s, run->t0, run->t1, BAND - 0.028, TRUE);
          art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"5\"/>\n", p->tower_wall);
        }
      g_string_append (s, "<path d=\"");
      polyline_param (s, run->t0 + (run->t0 % 3 ? 0.06 : 0), run->t1 - (run->t1 % 3 ? 0.06 : 0), BAND - 0.028, TRUE);
      if (theme == CS_THEME_CASTLE)
        art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"4.4\" stroke-dasharray=\"4 3\"/>\n",
                        p->light[CS_TOWER]);
      else
        art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"1.4\"/>\n", p->wood);
    }
  /* eaves / wall face: the inner edge and the ends, not the tile edge */
  g_string_append (s, "<path d=\"");
  boundary_point (run->t0, 0, &x, &y);
  art_svg_printf (s, "M%f %f", x * U, y * U);
  polyline_param (s, run->t0, run->t1, BAND, FALSE);
  boundary_point (run->t1, 0, &x, &y);
  art_svg_printf (s, "L%f %f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"%s\" stroke-linejoin=\"round\"%s/>\n",
                  x * U, y * U, theme == CS_THEME_ZAMEK && type == CS_TOWER ? p->wood : p->dark[type],
                  theme == CS_THEME_ZAMEK && type == CS_TOWER ? "2.6" : "1.6",
                  theme == CS_THEME_ZAMEK && type == CS_TOWER ? " stroke-dasharray=\"1 3.5\" stroke-linecap=\"round\"" : "");
}

static void
emit_bulge (GString *s, const Disc *b, CsTheme theme, const ArtPalette *p)
{
  double x = b->x * U, y = b->y * U, r = b->r * U;

  if (theme == CS_THEME_ZAMEK)
    {
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\"/>", x, y, r, p->fill[CS_TOWER]);
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"url(#tower)\" stroke=\"#%x\" stroke-width=\"1.4\"/>",
                      x, y, r, p->wood);
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"2.6\" "
                      "stroke-dasharray=\"1 3.5\" stroke-linecap=\"round\"/>", x, y, r - 1.2, p->wood);
      /* a pig, off the middle where a farmer stands */
      if (r >= 14)
        art_svg_printf (s, "<ellipse cx=\"%f\" cy=\"%f\" rx=\"3.4\" ry=\"2.2\" fill=\"#f4c2b8\" stroke=\"#%x\" stroke-width=\"0.6\"/>"
                        "<circle cx=\"%f\" cy=\"%f\" r=\"1.5\" fill=\"#f4c2b8\" stroke=\"#%x\" stroke-width=\"0.6\"/>\n",
                        x - r * 0.5, y + r * 0.45, p->dark[CS_TOWER], x - r * 0.5 + 3.8, y + r * 0.45, p->dark[CS_TOWER]);
      return;
    }
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"1.6\"/>",
                  x, y, r, p->fill[CS_TOWER], p->dark[CS_TOWER]);
  if (g_strcmp0 (p->tower_texture, "tower") != 0)
    art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"url(#%s)\"/>", x, y, r, p->tower_texture);
  if (p->tower_wall != 0)
    art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"4.6\"/>",
                    x, y, r - 2.6, p->tower_wall);
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"3.6\" "
                  "stroke-dasharray=\"3.4 2.6\"/>", x, y, r - 2.6, p->light[CS_TOWER]);
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.8\"/>\n",
                  x, y, r - 4.6, p->dark[CS_TOWER]);
}

static void
emit_full (GString *s, const Layout *L, CsTheme theme, const ArtPalette *p)
{
  guint type = piece_type (L, L->full);

  art_svg_printf (s, "<rect width=\"120\" height=\"120\" fill=\"#%x\"/>\n", p->fill[type]);
  if (type == CS_TOWER)
    {
      Disc keep = { L->full, CS_TOWER, 0.5, 0.5, 0.27 };
      art_svg_printf (s, "<rect width=\"120\" height=\"120\" fill=\"url(#%s)\"/>\n", p->tower_texture);
      emit_bulge (s, &keep, theme, p);
    }
  else
    {
      guint32 line = theme == CS_THEME_ZAMEK ? p->light[CS_HOUSE] : p->dark[CS_HOUSE];
      g_string_append (s, "<path d=\"");
      for (int k = 1; k < 6; k++)
        {
          double a = 60.0 * k / 6;
          art_svg_printf (s, "M%f %fH%fV%fH%fZ", a, a, 120 - a, 120 - a, a);
        }
      art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.6\" stroke-opacity=\"0.55\"/>\n", line);
      art_svg_printf (s, "<path d=\"M0 0L120 120M120 0L0 120\" stroke=\"#%x\" stroke-width=\"1.6\"/>\n", line);
    }
}

static void
emit_inner (GString *s, const Disc *d, CsTheme theme, const ArtPalette *p)
{
  if (d->type == CS_TOWER)
    {
      emit_bulge (s, d, theme, p);
      return;
    }
  art_icon_house (s, p, theme, d->x * U, d->y * U, d->r * U);
}

/* A building's yard (ground shut in by it and a path, layout_grid): its
 * cells, row by row, in one path so that no seam shows between rows */
static void
emit_yards (GString *s, const Layout *L, const ArtPalette *p)
{
  g_autoptr(GString) d = g_string_new (NULL);

  for (guint piece = 0; piece < L->tile->n_pieces; piece++)
    {
      guint type = piece_type (L, piece);

      if (!is_building (type))
        continue;
      g_string_truncate (d, 0);
      for (int j = 0; j < GRID; j++)
        for (int i = 0; i < GRID; i++)
          {
            int i1 = i;

            if (!L->annex[j * GRID + i] || L->grid[j * GRID + i] != (int) piece)
              continue;
            while (i1 + 1 < GRID && L->annex[j * GRID + i1 + 1] && L->grid[j * GRID + i1 + 1] == (int) piece)
              i1++;
            art_svg_printf (d, "M%f %fH%fV%fH%fZ", i * U / GRID, j * U / GRID, (i1 + 1) * U / GRID,
                            (j + 1) * U / GRID, i * U / GRID);
            i = i1;
          }
      if (d->len == 0)
        continue;
      art_svg_printf (s, "<path d=\"%s\" fill=\"#%x\"/>\n", d->str, p->fill[type]);
      if (type == CS_TOWER)
        art_svg_printf (s, "<path d=\"%s\" fill=\"url(#%s)\"/>\n", d->str, p->tower_texture);
    }
}

/* Two buildings that meet at a tile corner but are separate pieces
 * get a strip of open ground between them along the corner's diagonal, so
 * two towers side by side never read as one tower round the corner. */
static void
emit_corner_gaps (GString *s, const Layout *L, const ArtPalette *p)
{
  for (guint k = 0; k < 4; k++)
    {
      guint a = L->seg[(3 * k + 11) % 12], b = L->seg[3 * k];
      double x0, y0, x1, y1;

      if (a == b || !is_building (piece_type (L, a)) || !is_building (piece_type (L, b)))
        continue;
      /* from just inside the corner, so the strip stays on the tile */
      boundary_point (3 * k, 0.027, &x0, &y0);
      boundary_point (3 * k, BAND + 0.03, &x1, &y1);
      art_svg_printf (s, "<path d=\"M%f %fL%f %f\" stroke=\"#%x\" stroke-width=\"9\" stroke-linecap=\"butt\"/>\n",
                      x0 * U, y0 * U, x1 * U, y1 * U, p->fill[CS_COURT]);
      art_svg_printf (s, "<path d=\"M%f %fL%f %f\" stroke=\"url(#court)\" stroke-width=\"9\" stroke-linecap=\"butt\"/>\n",
                      x0 * U, y0 * U, x1 * U, y1 * U);
    }
}

void
art_tile_svg_append (GString *s, const CsTile *tile, guint rot, CsTheme theme,
                     double x, double y, double size)
{
  art_tile_svg_append_palette (s, tile, rot, theme, art_palette (theme), x, y, size);
}

void
art_tile_svg_append_palette (GString *s, const CsTile *tile, guint rot, CsTheme theme,
                             const ArtPalette *p, double x, double y, double size)
{
  art_tile_svg_append_with (s, tile, rot, NULL, theme, p, x, y, size);
}

void
art_tile_svg_append_with (GString *s, const CsTile *tile, guint rot, const ArtLane *extra, CsTheme theme,
                          const ArtPalette *p, double x, double y, double size)
{
  g_autofree Layout *L = g_new (Layout, 1);
  g_return_if_fail (tile != NULL);
  layout_build (L, tile, rot, extra);

  /* a nested picture clips the tile to its square: no stroke or
   * join reaches the neighbour's cell */
  art_svg_printf (s, "<svg x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" viewBox=\"0 0 %d %d\">\n",
                  x, y, size, size, (int) U, (int) U);
  if (L->full >= 0)
    emit_full (s, L, theme, p);
  else
    {
      art_svg_printf (s, "<rect width=\"120\" height=\"120\" fill=\"#%x\"/>"
                      "<rect width=\"120\" height=\"120\" fill=\"url(#court)\"/>\n", p->fill[CS_COURT]);
      emit_yards (s, L, p);
      emit_lanes (s, L, theme, p);
      emit_plaza (s, L, theme, p);
      for (guint i = 0; i < L->n_runs; i++)
        emit_run (s, L, &L->runs[i], theme, p);
      emit_corner_gaps (s, L, p);
      for (guint i = 0; i < L->n_bulges; i++)
        emit_bulge (s, &L->bulges[i], theme, p);
      for (guint i = 0; i < L->n_inner; i++)
        emit_inner (s, &L->inner[i], theme, p);
    }
  for (guint i = 0; i < L->n_fountains; i++)
    {
      const Disc *f = &L->fountains[i];
      if (theme == CS_THEME_ZAMEK)
        art_icon_stocks (s, p, f->x * U, f->y * U, f->r * U);
      else
        art_icon_fountain (s, p, f->x * U, f->y * U, f->r * U);
    }
  for (guint i = 0; i < L->n_markets; i++)
    {
      const Disc *m = &L->markets[i];
      if (theme == CS_THEME_ZAMEK)
        art_icon_shrine (s, p, m->x * U, m->y * U, m->r * U);
      else
        art_icon_market (s, p, m->x * U, m->y * U, m->r * U);
    }
  g_string_append (s, "</svg>\n");
}

char *
art_tile_svg (const CsTile *tile, guint rot, CsTheme theme)
{
  GString *s = g_string_sized_new (8192);

  g_return_val_if_fail (tile != NULL, NULL);
  art_svg_begin (s, theme, U, U);
  art_tile_svg_append (s, tile, rot, theme, 0, 0, U);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}
