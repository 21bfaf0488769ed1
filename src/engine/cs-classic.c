/* cs-classic.c — classic Carcassonne: laying, meeples, scoring, farmers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules of shared/RULES-CLASSIC.md (C-IDs) over the core of cs-core.h.
 * A feature is a union-find root over the nodes of laid pieces; its size
 * is a mask of the slots (tiles in the order laid) it covers.
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cs-classic.h"
#include "cs-classic-private.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define EMPTY CS_CLASSIC_NO_SLOT

/* the neighbour of a cell across side s (N E S W), and the 8 around it */
static const int side_delta[4] = { -CS_CLASSIC_W, 1, CS_CLASSIC_W, -1 };
static const int ring_delta[8] = {
  -CS_CLASSIC_W - 1, -CS_CLASSIC_W, -CS_CLASSIC_W + 1, 1,
  CS_CLASSIC_W + 1, CS_CLASSIC_W, CS_CLASSIC_W - 1, -1
};
/* the place in that ring (1 + its index in ring_delta) of the cell at
 * offset - (-CS_CLASSIC_W - 1) from a cell, 0 for a cell not in it */
static const guint8 ring_place[2 * CS_CLASSIC_W + 3] = {
  [0] = 1, [1] = 2, [2] = 3,
  [CS_CLASSIC_W + 2] = 4,
  [2 * CS_CLASSIC_W + 2] = 5, [2 * CS_CLASSIC_W + 1] = 6, [2 * CS_CLASSIC_W] = 7,
  [CS_CLASSIC_W] = 8,
};

#define emit cs_events_add

static void
emit_cell (CsEvent *e, guint cell)
{
  e->x = cs_classic_cell_x (cell);
  e->y = cs_classic_cell_y (cell);
}

void
cs_classic_cell_name (guint cell, char buf[16])
{
  g_snprintf (buf, 16, "%d,%d", cs_classic_cell_x (cell), cs_classic_cell_y (cell));
}

gboolean
cs_classic_cell_from_name (const char *name, guint *cell)
{
  gint64 x, y;
  char *end;

  if (name == NULL)
    return FALSE;
  x = g_ascii_strtoll (name, &end, 10);
  if (end == name || *end != ',')
    return FALSE;
  name = end + 1;
  y = g_ascii_strtoll (name, &end, 10);
  if (end == name || *end != 0)
    return FALSE;
  if (x < -(CS_CLASSIC_RADIUS - 1) || x > CS_CLASSIC_RADIUS - 1 ||
      y < -(CS_CLASSIC_RADIUS - 1) || y > CS_CLASSIC_RADIUS - 1)
    return FALSE;
  *cell = cs_classic_cell ((int) x, (int) y);
  return TRUE;
}

static inline guint16
find_mut (CsClassic *g, guint16 n)
{
  return cs_uf_find_mut (g->parent, n);
}

static guint16
merge (CsClassic *g, guint16 a, guint16 b)
{
  CsClassicFeature *fa, *fb;

  if (!cs_uf_link (g->parent, a, b, &a, &b))
    return a;
  fa = &g->feat[a];
  fb = &g->feat[b];
  cs_tile_mask_or (&fa->tiles, &fb->tiles);
  fa->open += fb->open;
  fa->shields += fb->shields;
  if (fb->n_followers > 0)   /* most features joined hold no meeple */
    {
      fa->n_followers += fb->n_followers;
      for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
        fa->followers[p] += fb->followers[p];
    }
  return a;
}

guint
cs_classic_majority (const CsClassicFeature *f,
                     guint                   n_players)
{
  guint best = 0, mask = 0;

  if (f->n_followers == 0)
    return 0;
  for (guint p = 0; p < n_players; p++)
    {
      if (f->followers[p] > best)
        {
          best = f->followers[p];
          mask = 1u << p;
        }
      else if (f->followers[p] == best && best > 0)
        mask |= 1u << p;
    }
  return mask;
}

guint
cs_classic_feature_points (const CsClassic        *g,
                           const CsClassicFeature *f,
                           gboolean                final)
{
  guint size = cs_tile_mask_count (&f->tiles);

  (void) g;
  switch (f->type)
    {
    case CS_CLASSIC_ROAD:
      return size;                                          /* C-7.3, C-8.2 */
    case CS_CLASSIC_CITY:
      return final ? size + f->shields : 2 * (size + f->shields);
    case CS_CLASSIC_CLOISTER:
      return 9 - f->open;                                   /* 1 + neighbours */
    default:
      return 0;
    }
}

int
cs_classic_track_space (int  score,
                        int *laps)
{
  if (score < 0)
    {
      *laps = 0;
      return 0;
    }
  *laps = score / CS_CLASSIC_TRACK_SPACES * CS_CLASSIC_TRACK_SPACES;
  return score % CS_CLASSIC_TRACK_SPACES;
}

/* ---- set-up ---------------------------------------------------------------- */

guint
cs_classic_shuffle (const CsClassicTileset *tileset,
                    guint32                 seed,
                    guint8                 *pile)
{
  CsRng rng = { seed };
  guint n = 0;

  for (guint t = 0; t < tileset->n_tiles; t++)
    if (t != tileset->start)
      pile[n++] = t;
  /* Fisher–Yates with the engine's own small generator: the same seed gives
   * the same pile everywhere */
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = cs_rng_below (&rng, i + 1);
      guint8 t = pile[i];
      pile[i] = pile[j];
      pile[j] = t;
    }
  return n;
}

static void lay (CsClassic *g, guint tile, guint cell, guint rot);
static void draw_next (CsClassic *g, CsEvents *ev);

static gboolean
init_explicit (CsClassic              *g,
               const CsClassicTileset *tileset,
               guint                   n_players,
               guint                   options,
               const guint8           *pile,
               guint                   n_pile,
               guint                   first_player,
               CsEvents               *events,
               gboolean                again,
               GError                **error)
{
  guint8 seen[CS_CLASSIC_NUM_TILES] = { 0 };
  CsEvent scratch, *e;

  g_return_val_if_fail (tileset != NULL, FALSE);

  if (n_players < CS_CLASSIC_MIN_PLAYERS || n_players > CS_CLASSIC_MAX_PLAYERS)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "the classic game is for %d to %d players, not %u (C-1.1)",
                   CS_CLASSIC_MIN_PLAYERS, CS_CLASSIC_MAX_PLAYERS, n_players);
      return FALSE;
    }
  if (first_player >= n_players)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "the first player must be one of the %u seats (C-1.4)", n_players);
      return FALSE;
    }
  if (!(options & CS_CLASSIC_BCB) != !(tileset->expansions & CS_CLASSIC_BCB))
    {
      if (options & CS_CLASSIC_BCB)
        cs_error_set (error, CS_ERROR_INVALID,
                     "a game with Bridges, Castles and Bazaars needs the expansion's tiles in its tile set (B-1.2)");
      else
        cs_error_set (error, CS_ERROR_INVALID,
                     "the tile set holds the tiles of Bridges, Castles and Bazaars; play it with that expansion (B-1.2)");
      return FALSE;
    }
  if ((options & CS_CLASSIC_QUICK_BAZAAR) && !(options & CS_CLASSIC_BCB))
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "the quick bazaar is a variant of Bridges, Castles and Bazaars; play it with that expansion (BV-1)");
      return FALSE;
    }
  if (n_pile != tileset->n_tiles - 1)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "the pile must hold the %u tiles other than the start tile (C-1.3)", tileset->n_tiles - 1);
      return FALSE;
    }
  for (guint i = 0; i < n_pile; i++)
    if (pile[i] >= tileset->n_tiles || pile[i] == tileset->start || seen[pile[i]]++)
      {
        cs_error_set (error, CS_ERROR_INVALID,
                     "the pile must name each tile but the start tile once (C-1.3)");
        return FALSE;
      }

  if (again)
    {
      /* the old game wrote cells only within a row of its tiles (two rows
       * are cleared, as cs_classic_restore copies): the rest of the grid
       * is as a first set-up left it */
      int y0 = MAX (g->min_y - 2, -CS_CLASSIC_RADIUS);
      int y1 = MIN (g->max_y + 2, CS_CLASSIC_RADIUS);
      gsize from = cs_classic_cell (-CS_CLASSIC_RADIUS, y0);
      gsize len = (gsize) (y1 - y0 + 1) * CS_CLASSIC_W;

      memset (g->cell_slot + from, EMPTY, len);
      memset (g->cell_con + from, 0, len);
    }
  else
    {
      memset (g->cell_slot, EMPTY, sizeof g->cell_slot);
      memset (g->cell_con, 0, sizeof g->cell_con);
    }
  memset (g, 0, G_STRUCT_OFFSET (CsClassic, parent));
  g->slot_cloister[EMPTY] = 0xFF;
  g->tileset = tileset;
  g->options = options;
  g->n_players = n_players;
  g->n_pile = n_pile;
  memcpy (g->draw_order, pile, n_pile);
  for (guint p = 0; p < n_players; p++)
    {
      for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
        g->player[p].follower[i] = CS_NONE;
      g->player[p].supply = CS_CLASSIC_FOLLOWERS;
      if (options & CS_CLASSIC_BCB)   /* B-1.3 */
        g->player[p].bridges = g->player[p].castles = n_players == 5 ? 2 : 3;
    }

  /* C-1.3, D-9: the start tile at (0,0) in its reference orientation */
  lay (g, tileset->start, cs_classic_cell (0, 0), 0);
  e = emit (events, &scratch, CS_EVENT_TILE_LAID);
  e->tile = tileset->start;
  e->player = -1;

  g->active = first_player;
  draw_next (g, events);
  return TRUE;
}

gboolean
cs_classic_init_explicit (CsClassic              *g,
                          const CsClassicTileset *tileset,
                          guint                   n_players,
                          guint                   options,
                          const guint8           *pile,
                          guint                   n_pile,
                          guint                   first_player,
                          CsEvents               *events,
                          GError                **error)
{
  return init_explicit (g, tileset, n_players, options, pile, n_pile, first_player, events, FALSE, error);
}

static void
init_seeded (CsClassic              *game,
             const CsClassicTileset *tileset,
             guint                   n_players,
             guint                   options,
             guint32                 seed,
             guint                   first_player,
             CsEvents               *events,
             gboolean                again)
{
  guint8 pile[CS_CLASSIC_NUM_TILES];
  guint n = cs_classic_shuffle (tileset, seed, pile);
  gboolean ok;

  n_players = CLAMP (n_players, CS_CLASSIC_MIN_PLAYERS, CS_CLASSIC_MAX_PLAYERS);
  ok = init_explicit (game, tileset, n_players, options, pile, n, first_player % n_players,
                      events, again, NULL);
  g_assert (ok);
}

void
cs_classic_init (CsClassic              *game,
                 const CsClassicTileset *tileset,
                 guint                   n_players,
                 guint                   options,
                 guint32                 seed,
                 guint                   first_player,
                 CsEvents               *events)
{
  init_seeded (game, tileset, n_players, options, seed, first_player, events, FALSE);
}

void
cs_classic_init_again (CsClassic              *game,
                       const CsClassicTileset *tileset,
                       guint                   n_players,
                       guint                   options,
                       guint32                 seed,
                       guint                   first_player,
                       CsEvents               *events)
{
  init_seeded (game, tileset, n_players, options, seed, first_player, events, TRUE);
}

/* ---- C-4 placement ----------------------------------------------------------- */

static inline gboolean
legal_fast (const CsClassic *g, const CsClassicDesign *d, guint cell, guint rot)
{
  return g->cell_slot[cell] == EMPTY && cs_fit_allows (d->fit, g->cell_con[cell], rot);
}

gboolean
cs_classic_is_legal (const CsClassic *game,
                     guint            cell,
                     guint            rot)
{
  if (game->phase != CS_PHASE_PLACE || cell >= CS_CLASSIC_CELLS || rot > 3)
    return FALSE;
  return legal_fast (game, cs_classic_tile (game->tileset, game->current), cell, rot);
}

void
cs_classic_verdict (const CsClassic  *game,
                    guint             cell,
                    guint             rot,
                    CsClassicVerdict *v)
{
  static const CsPlaceRules rules = { "C-8.1", "C-2.5", "C-4.2" };
  const CsClassicDesign *d;
  guint con;

  memset (v, 0, sizeof *v);
  if (!cs_verdict_basics (game->phase == CS_PHASE_PLACE, cell < CS_CLASSIC_CELLS && rot <= 3,
                          cell < CS_CLASSIC_CELLS && game->cell_slot[cell] == EMPTY, &rules, &v->code, &v->rule))
    return;
  con = game->cell_con[cell];
  if (con == 0)
    {
      v->code = CS_VERDICT_NOT_ADJACENT;
      v->rule = "C-4.2";
      return;
    }
  d = cs_classic_tile (game->tileset, game->current);
  for (guint s = 0; s < 4; s++)
    {
      guint want = (con >> (2 * s)) & 3;
      if (want != 0 && want != 1u + d->side_kind[rot][s])
        {
          if (v->fail_mask == 0)
            {
              v->side = s;
              v->ours = d->side_kind[rot][s];
              v->theirs = want - 1;
            }
          v->fail_mask |= 1 << s;
        }
    }
  if (v->fail_mask)
    {
      v->code = CS_VERDICT_PATH_BROKEN;
      v->rule = "C-4.3";
      if (game->options & CS_CLASSIC_BCB)
        v->bridge = cs_classic_fixing_bridge (game, cell, rot);   /* B-3.5 */
      return;
    }
  v->code = CS_VERDICT_LEGAL;
}

static guint
placements_for (const CsClassic *g, guint tile, guint rots, CsClassicPlacement *out)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, tile);
  guint n = 0;

  for (guint i = 0; i < g->n_frontier; i++)
    n = cs_placements_add (out, n, g->frontier[i], d->fit[g->cell_con[g->frontier[i]]] & rots);
  return n;
}

guint
cs_classic_placements (const CsClassic    *game,
                       gboolean            unique_only,
                       CsClassicPlacement *out)
{
  if (game->phase != CS_PHASE_PLACE)
    return 0;
  return placements_for (game, game->current,
                         unique_only ? cs_classic_tile (game->tileset, game->current)->unique_rot_mask : 0xF,
                         out);
}

/* The placements of a tile at each frontier cell, 16 cells at a time.
 * A turn fits a cell when every side the cell constrains (its two bits
 * not 0) asks for the kind the turned tile shows there: (con ^ want) & sides
 * == 0, want being d->want_con[turn] and sides the constrained sides' bits.
 * So the four turns' fits of 16 cells are 4 compares of 16 bytes, and
 * their sum is each cell's d->fit_count[con] (a frontier cell's con is
 * never 0, the only byte where the two differ). @counts gets a byte per
 * frontier cell and @block_sum the sum of each 16; the total is returned.
 * Without SSE2, one look-up a cell. */
#ifdef __SSE2__
typedef struct {
  __m128i want[4];
} FitWants;

static inline void
fit_wants (const CsClassicDesign *d, FitWants *w)
{
  for (guint r = 0; r < 4; r++)
    w->want[r] = _mm_loadu_si128 ((const __m128i *) d->want_con[r]);
}

/* the turns that fit each of the 16 cells with constraints @con */
static inline __m128i
fit_counts16 (__m128i con, const FitWants *w)
{
  __m128i sides = cs_classic__con_sides16 (con);
  __m128i zero = _mm_setzero_si128 (), n = zero;

  for (guint r = 0; r < 4; r++)
    n = _mm_sub_epi8 (n, _mm_cmpeq_epi8 (_mm_and_si128 (_mm_xor_si128 (con, w->want[r]), sides), zero));
  return n;
}

/* declared in cs-classic-private.h: the one table of the classic and the
 * expansion's counts */
const guint8 cs_classic__first_lanes[32] = {
  0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
};
#endif

G_STATIC_ASSERT (CS_CLASSIC_MAX_FRONTIER % 16 == 0);

static guint
frontier_fit_counts (const CsClassic *g, const CsClassicDesign *d, guint8 *counts, guint *block_sum)
{
  guint n = 0;
#ifdef __SSE2__
  FitWants w;

  fit_wants (d, &w);
  for (guint i = 0, b = 0; i < g->n_frontier; i += 16, b++)
    {
      __m128i c = fit_counts16 (_mm_loadu_si128 ((const __m128i *) (g->frontier_con + i)), &w);

      block_sum[b] = cs_classic__store_counts16 (c, i, g->n_frontier, counts);
      n += block_sum[b];
    }
#else
  for (guint i = 0; i < g->n_frontier; i += 16)
    {
      block_sum[i / 16] = 0;
      for (guint j = i; j < MIN (i + 16u, g->n_frontier); j++)
        block_sum[i / 16] += counts[j] = d->fit_count[g->frontier_con[j]];
      n += block_sum[i / 16];
    }
#endif
  return n;
}

/* a constraint byte's one constrained side, 1 + its kind; 0 when none or
 * more than one side is constrained (the index into n_single) */
#define SINGLE(c) (((c) & 0xFC) == 0 ? (c) & 3 : ((c) & 0xF3) == 0 ? ((c) >> 2) & 3 \
                   : ((c) & 0xCF) == 0 ? ((c) >> 4) & 3 : ((c) & 0x3F) == 0 ? (c) >> 6 : 0)
#define SINGLE4(c)   SINGLE (c), SINGLE ((c) + 1), SINGLE ((c) + 2), SINGLE ((c) + 3)
#define SINGLE16(c)  SINGLE4 (c), SINGLE4 ((c) + 4), SINGLE4 ((c) + 8), SINGLE4 ((c) + 12)
#define SINGLE64(c)  SINGLE16 (c), SINGLE16 ((c) + 16), SINGLE16 ((c) + 32), SINGLE16 ((c) + 48)
static const guint8 single_side[256] = { SINGLE64 (0), SINGLE64 (64), SINGLE64 (128), SINGLE64 (192) };

static gboolean
any_placement (const CsClassic *g, guint tile)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, tile);

  /* a frontier cell constrained on one side by kind k fits any tile with a
   * side of kind k: d->fit[1 + k], the byte of a cell constrained on its
   * north side alone, says whether the tile has one */
  for (guint k = 1; k < 4; k++)
    if (g->n_single[k] > 0 && d->fit[k])
      return TRUE;
  /* (a cell that fits comes early as a rule: one look-up a cell until then) */
  for (guint i = 0; i < g->n_frontier; i++)
    if (d->fit[g->frontier_con[i]])
      return TRUE;
  return FALSE;
}

/* ---- laying ------------------------------------------------------------------ */

/* @cell joins the frontier (its constraint still 0: it fits nothing yet) */
static void
frontier_add (CsClassic *g, guint cell)
{
  g->cell_fpos[cell] = g->n_frontier;
  g->frontier_con[g->n_frontier] = g->cell_con[cell];
  g->frontier[g->n_frontier++] = cell;
}

static void
frontier_remove (CsClassic *g, guint cell)
{
  guint pos = g->cell_fpos[cell];
  guint last = g->frontier[--g->n_frontier];

  g->n_single[single_side[g->frontier_con[pos]]]--;
  g->frontier[pos] = last;
  g->frontier_con[pos] = g->frontier_con[g->n_frontier];
  g->cell_fpos[last] = pos;
}

/* the constraint byte of frontier cell @cell becomes @con */
static inline void
frontier_con_set (CsClassic *g, guint cell, guint con)
{
  g->n_single[single_side[g->cell_con[cell]]]--;
  g->n_single[single_side[con]]++;
  g->cell_con[cell] = con;
  g->frontier_con[g->cell_fpos[cell]] = con;
}

/* the constraint byte of frontier cell @cell gets @bits too */
static inline void
frontier_con_add (CsClassic *g, guint cell, guint bits)
{
  frontier_con_set (g, cell, g->cell_con[cell] | bits);
}

/* BC&B: a bridged side is a road side whose middle is the bridge (B-3.3) */
static inline gboolean
bridged (const CsClassic *g, guint slot, guint side)
{
  guint b = g->slot_bridge[slot];
  return G_UNLIKELY (b != 0) && b - 1 == (side & 1);
}

static inline guint
side_kind_at (const CsClassic *g, guint slot, const CsClassicDesign *d, guint rot, guint side)
{
  return bridged (g, slot, side) ? CS_CLASSIC_ROAD : d->side_kind[rot][side];
}

static inline guint16
mid_node (const CsClassic *g, guint slot, const CsClassicDesign *d, guint rot, guint side)
{
  return bridged (g, slot, side) ? g->slot_bridge_node[slot] : g->slot_node[slot] + d->rot_piece[rot][side * 3 + 1];
}

/* node @n: piece @piece of the tile in @slot, a feature of its own */
static inline CsClassicFeature *
init_node (CsClassic *g, guint16 n, guint slot, guint piece, guint type)
{
  CsClassicFeature *f = &g->feat[n];

  g->parent[n] = n;
  g->node_slot[n] = slot;
  g->node_piece[n] = piece;
  memset (f, 0, sizeof *f);
  cs_tile_mask_set (&f->tiles, slot);
  f->type = type;
  return f;
}

static guint16
new_bridge_node (CsClassic *g, guint slot)
{
  guint16 n = g->n_nodes++;

  init_node (g, n, slot, CS_CLASSIC_BRIDGE_PIECE, CS_CLASSIC_ROAD);
  g->slot_bridge_node[slot] = n;
  return n;
}

/* Lays @tile at @cell turned @rot: new nodes for its pieces, each its own
 * feature; the empty cells around it join the frontier; then each side
 * against a laid tile joins the features it meets. The union-find's roots
 * are the lowest node of each feature whatever the order of the joins, and
 * a feature's counts are sums, so the empty sides are counted first, on
 * the tile's own nodes while each is still its own root (no find), and
 * the joins follow. @bcb is a constant in each of the two copies the
 * compiler makes: without the expansion no side is bridged, and the
 * base game's tiles skip those checks. */
static inline guint
lay_sides (CsClassic *g, const CsClassicDesign *d, guint slot, guint cell, guint rot, guint16 base,
           const gboolean bcb)
{
  guint joined = 0, open_pieces = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint nb = cell + side_delta[s];
      guint kind;
      guint16 mid;

      if (g->cell_slot[nb] != EMPTY)
        {
          joined |= 1u << s;
          continue;
        }
      kind = bcb ? side_kind_at (g, slot, d, rot, s) : d->side_kind[rot][s];
      /* a road or city side facing an empty cell leaves its piece open;
       * without a branch on the kind, which the processor cannot foresee
       * (a field side adds 0 to its field piece) */
      mid = bcb ? mid_node (g, slot, d, rot, s) : base + d->rot_piece[rot][s * 3 + 1];
      g->feat[mid].open += kind != CS_CLASSIC_FIELD;
      open_pieces |= (guint) (kind != CS_CLASSIC_FIELD) << (mid - base);   /* (a bridge's bit is beyond the pieces) */
      if (g->cell_con[nb] == 0)
        frontier_add (g, nb);
      frontier_con_add (g, nb, (1 + kind) << (2 * ((s + 2) % 4)));
    }

  for (; joined; joined &= joined - 1)
    {
      guint s = __builtin_ctz (joined), ns = (s + 2) % 4;
      guint nslot = g->cell_slot[cell + side_delta[s]];
      const CsClassicDesign *nd = cs_classic_tile (g->tileset, g->slot_tile[nslot]);
      guint nrot = g->slot_rot[nslot];
      guint16 nbase = g->slot_node[nslot];
      guint kind = bcb ? side_kind_at (g, slot, d, rot, s) : d->side_kind[rot][s];
      guint segs = d->field_segs[rot][s];
      guint16 last_a = CS_NONE, last_b = CS_NONE;

      if (kind != CS_CLASSIC_FIELD)
        {
          guint16 mid = bcb ? mid_node (g, slot, d, rot, s) : base + d->rot_piece[rot][s * 3 + 1];
          guint16 q = find_mut (g, bcb ? mid_node (g, nslot, nd, nrot, ns) : nbase + nd->rot_piece[nrot][ns * 3 + 1]);

          g->feat[q].open--;
          merge (g, mid, q);
          /* the field under a bridge joins nothing new (B-3.7) */
          segs &= ~2u;
        }
      /* the field segments of this side join the ones they face; a field
       * piece usually covers two or three segments of a side and meets one
       * piece there, so a pair just joined is not joined again */
      for (; segs; segs &= segs - 1)
        {
          guint pos = __builtin_ctz (segs);
          guint16 a = base + d->rot_piece[rot][s * 3 + pos];
          guint16 b = nbase + nd->rot_piece[nrot][ns * 3 + 2 - pos];   /* cs_segment_facing */

          if (a != last_a || b != last_b)
            merge (g, a, b);
          last_a = a;
          last_b = b;
        }
    }
  return open_pieces;
}

/* BC&B: g->slot_carry after laying the tile in @slot: each laid neighbour
 * loses the axis through the side it shares with the tile (a tile now
 * lies beyond it), and the tile's own axes are those whose two sides are
 * field sides facing empty cells, none when it has its bridge (written
 * without branches: which way they go cannot be foreseen) */
static inline void
carry_update (CsClassic *g, const CsClassicDesign *d, guint slot, guint cell, guint rot)
{
  guint ok = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint nslot = g->cell_slot[cell + side_delta[s]];

      g->slot_carry[nslot] &= ~(1u << (s & 1));   /* [CS_CLASSIC_NO_SLOT] stays 0 */
      ok |= (guint) ((d->side_kind[rot][s] == CS_CLASSIC_FIELD) & (nslot == EMPTY)) << s;
    }
  g->slot_carry[slot] = (g->slot_bridge[slot] == 0) * (ok & (ok >> 2) & 3);
}

static void
lay (CsClassic *g, guint tile, guint cell, guint rot)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, tile);
  guint slot = g->n_laid++;
  guint16 base = g->n_nodes;
  int x = cs_classic_cell_x (cell), y = cs_classic_cell_y (cell);
  guint around = 0;

  if (g->cell_con[cell] != 0)
    frontier_remove (g, cell);
  g->cell_slot[cell] = slot;
  g->slot_cell[slot] = cell;
  g->slot_tile[slot] = tile;
  g->slot_rot[slot] = rot;
  g->slot_node[slot] = base;
  g->slot_cloister[slot] = d->cloister;
  g->n_nodes += d->n_pieces;
  if (slot == 0)
    {
      g->min_x = g->max_x = x;
      g->min_y = g->max_y = y;
    }
  g->min_x = MIN (g->min_x, x);
  g->max_x = MAX (g->max_x, x);
  g->min_y = MIN (g->min_y, y);
  g->max_y = MAX (g->max_y, y);

  {
    /* each piece a feature of its own, on this one tile (init_node's
     * work, with the slot's mask made once) */
    CsTileMask tiles = { { 0, 0 } };

    cs_tile_mask_set (&tiles, slot);
    for (guint p = 0; p < d->n_pieces; p++)
      {
        guint16 n = base + p;

        g->parent[n] = n;
        g->node_slot[n] = slot;
        g->node_piece[n] = p;
        g->feat[n] = (CsClassicFeature) { .tiles = tiles, .type = d->pieces[p].type, .shields = d->pieces[p].shield };
      }
  }
  if (G_UNLIKELY (g->options & CS_CLASSIC_BCB))
    {
      if (g->slot_bridge[slot] != 0)   /* B-3.1: a bridge laid with the tile */
        new_bridge_node (g, slot);
      /* (a bridge laid with the tile is the piece after the design's,
       * bit n_pieces: B-3.8) */
      g->laid_closable = ~lay_sides (g, d, slot, cell, rot, base, TRUE) & ~d->field_mask &
                         ((1u << (CS_CLASSIC_MAX_PIECES + 1)) - 1);
      carry_update (g, d, slot, cell, rot);
    }
  else
    g->laid_closable = ~lay_sides (g, d, slot, cell, rot, base, FALSE) & ~d->field_mask & ((1u << d->n_pieces) - 1);

  /* C-5.5: cloisters count the eight cells around them. The open ones on
   * the board are few: each is asked whether it lies in the ring around
   * this tile by the difference of the two cells, one look-up */
  {
    guint ring = 0, n = g->n_open_cloisters, from = 0;

#ifdef __SSE2__
    /* Up to eight open cloisters (as a rule two or three) are asked at
     * once: each one's cell minus this tile's, eight 16-bit lanes (a cell
     * fits in 15 bits), compared with the eight offsets of the ring; the
     * lanes past n are masked off. Only the few that are near are then
     * looked at one by one. A loop over the list with a branch on whether
     * each is in the ring missed about 1.7 predictions a tile: how many
     * there are, and which are near, cannot be foreseen. */
    G_STATIC_ASSERT (CS_CLASSIC_CELLS <= G_MAXINT16);
    if (G_LIKELY (n <= 8))
      {
        __m128i diff = _mm_sub_epi16 (_mm_loadu_si128 ((const __m128i *) g->open_cloister),
                                      _mm_set1_epi16 ((short) cell));
        __m128i hit = _mm_setzero_si128 ();
        guint near, gone = 0;

        for (guint k = 0; k < 8; k++)
          hit = _mm_or_si128 (hit, _mm_cmpeq_epi16 (diff, _mm_set1_epi16 ((short) ring_delta[k])));
        /* bit 2 c: open cloister c is in the ring */
        near = _mm_movemask_epi8 (hit) & ((1u << (2 * n)) - 1) & 0x5555;
        for (; near; near &= near - 1)
          {
            guint c = __builtin_ctz (near) / 2;
            guint cslot = g->cell_slot[g->open_cloister[c]];

            ring |= 1u << (ring_place[g->open_cloister[c] - cell + CS_CLASSIC_W + 1] - 1);
            gone |= (guint) (--g->feat[g->slot_node[cslot] + g->slot_cloister[cslot]].open == 0) << c;
          }
        /* those with their last neighbour leave the list, the highest first
         * (each swapped with the last one) */
        for (; gone; gone &= ~(1u << (31 - __builtin_clz (gone))))
          g->open_cloister[31 - __builtin_clz (gone)] = g->open_cloister[--n];
        from = n;   /* no list left to walk below */
      }
#endif
    for (guint i = from; i < n; i++)
      {
        guint off = g->open_cloister[i] - cell + CS_CLASSIC_W + 1;   /* as an unsigned: 0 at N-W */
        guint cslot;

        if (G_LIKELY (off >= G_N_ELEMENTS (ring_place) || ring_place[off] == 0))
          continue;
        ring |= 1u << (ring_place[off] - 1);
        cslot = g->cell_slot[g->open_cloister[i]];
        if (--g->feat[g->slot_node[cslot] + g->slot_cloister[cslot]].open == 0)
          g->open_cloister[i--] = g->open_cloister[--n];   /* its last neighbour: out of the list */
      }
    if (G_UNLIKELY (d->cloister != 0xFF))
      {
        for (guint i = 0; i < 8; i++)
          around += g->cell_slot[cell + ring_delta[i]] != EMPTY;
        g->feat[base + d->cloister].open = 8 - around;
        if (around < 8)
          g->open_cloister[n++] = cell;
      }
    g->ring_cloisters = ring;
    g->n_open_cloisters = n;
  }
}

/* ---- follower spots (C-6) ------------------------------------------------------ */

G_STATIC_ASSERT (CS_CLASSIC_MAX_PIECES <= 16);   /* a piece mask in 16 bits */

/* The pieces of the current tile at (cell, rot) a meeple may go on
 * (C-6.2), a bit per piece; nothing is changed. Each segment against a
 * laid tile meets a neighbour feature, named by its root; the pieces that
 * meet one root become one feature once laid, so each root keeps the mask
 * of our pieces meeting it (a dozen roots at most, a few as a rule). A
 * piece is taken when its mask meets a root holding a meeple, and then so
 * is every piece sharing a root with a taken one (joins are transitive):
 * the masks touching the taken set are OR-ed into it until none adds a
 * piece. The same answer as cs-core.h's CsJoins, in bit operations.
 *
 * Two shortcuts give the same answer: a segment that meets the same
 * neighbour node with the same piece of ours as the segment before it adds
 * nothing (a field or city piece often covers a whole side), and with
 * @no_fields the field segments are left out (in the base game a field
 * piece only ever joins other field pieces, and none may be chosen). */
static guint
free_pieces (const CsClassic *g, const CsClassicDesign *d, guint cell, guint rot, gboolean no_fields)
{
  guint16 root[CS_SEGMENTS];
  guint16 mask[CS_SEGMENTS];
  guint nr = 0, taken = 0, grew;

  for (guint s = 0; s < 4; s++)
    {
      guint nslot = g->cell_slot[cell + side_delta[s]];
      const guint8 *nrot;
      guint skip = no_fields ? d->field_segs[rot][s] : 0;
      guint16 nbase, last_q = CS_NONE;
      guint last_p = G_MAXUINT;

      if (nslot == EMPTY)
        continue;
      nrot = cs_classic_tile (g->tileset, g->slot_tile[nslot])->rot_piece[g->slot_rot[nslot]];
      nbase = g->slot_node[nslot];
      for (guint pos = 0; pos < 3; pos++)
        {
          guint seg = s * 3 + pos;
          guint p = d->rot_piece[rot][seg], i;
          guint16 q = nbase + nrot[cs_segment_facing (seg)], r;

          if ((skip >> pos) & 1 || (p == last_p && q == last_q))
            continue;
          last_p = p;
          last_q = q;
          r = cs_classic_find (g, q);
          for (i = 0; i < nr && root[i] != r; i++)
            ;
          if (i == nr)
            {
              root[nr++] = r;
              mask[i] = 0;
              if (g->feat[r].n_followers > 0)
                taken |= 1u << p;
            }
          else if (g->feat[r].n_followers > 0)
            taken |= 1u << p;
          mask[i] |= 1u << p;
        }
    }
  if (taken)
    do
      {
        grew = 0;
        for (guint i = 0; i < nr; i++)
          if ((mask[i] & taken) && (mask[i] & ~taken))
            {
              taken |= mask[i];
              grew = 1;
            }
      }
    while (grew);
  return ~taken & ((1u << d->n_pieces) - 1);
}

guint
cs_classic_open_spots (const CsClassic *game,
                       guint            cell,
                       guint            rot,
                       guint8          *pieces)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
  guint free, n = 0;

  if (game->player[game->active].supply == 0)
    return 0;
  /* (not with BC&B: a road piece of ours may meet the field under a
   * neighbour's bridge, and so join our field pieces) */
  free = free_pieces (game, d, cell, rot,
                      (game->options & (CS_CLASSIC_NO_FARMERS | CS_CLASSIC_BCB)) == CS_CLASSIC_NO_FARMERS);
  /* CV-1: without farmers, no meeple on a field */
  if (game->options & CS_CLASSIC_NO_FARMERS)
    free &= ~(guint) d->field_mask;
  for (; free; free &= free - 1)
    pieces[n++] = __builtin_ctz (free);
  return n;
}

guint
cs_classic_spots (const CsClassic *game,
                  guint            cell,
                  guint            rot,
                  CsClassicSpot   *out)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
  CsClassic *tmp;

  /* lay it on a copy: the joined features are then the real ones */
  tmp = g_new (CsClassic, 1);
  memcpy (tmp, game, sizeof *tmp);
  lay (tmp, game->current, cell, rot);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      CsClassicSpot *s = &out[p];
      const CsClassicFeature *f = &tmp->feat[find_mut (tmp, tmp->slot_node[tmp->n_laid - 1] + p)];

      memset (s, 0, sizeof *s);
      s->piece = p;
      s->type = d->pieces[p].type;
      s->size = cs_tile_mask_count (&f->tiles);
      s->complete = f->type != CS_CLASSIC_FIELD && f->open == 0;
      memcpy (s->followers, f->followers, sizeof s->followers);
      if (f->n_followers > 0)
        s->state = CS_SPOT_OCCUPIED;
      else if (s->type == CS_CLASSIC_FIELD && (game->options & CS_CLASSIC_NO_FARMERS))
        s->state = CS_SPOT_NO_FARMERS;
      else if (game->player[game->active].supply == 0)
        s->state = CS_SPOT_NO_SUPPLY;
      else
        s->state = CS_SPOT_OPEN;
    }
  g_free (tmp);
  return d->n_pieces;
}

/* ---- scoring ------------------------------------------------------------------- */

static void
add_points (CsClassic *g, guint player, int points, CsEvents *ev)
{
  CsEvent scratch;

  cs_events_score (ev, &scratch, &g->player[player].score, player, points);
}

/* C-7.4, C-8.4: every meeple in the feature goes home */
static void
return_followers (CsClassic *g, guint16 root, CsEvents *ev)
{
  CsClassicFeature *f = &g->feat[root];
  CsEvent scratch, *e;

  for (guint p = 0; p < g->n_players && f->n_followers > 0; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS && f->followers[p] > 0; i++)
      {
        guint16 n = g->player[p].follower[i];
        if (n != CS_NONE && find_mut (g, n) == root)
          {
            if (ev != NULL)
              {
                e = emit (ev, &scratch, CS_EVENT_FOLLOWER_RETURNED);
                e->player = p;
                e->piece = g->node_piece[n];
                e->tile = g->slot_tile[g->node_slot[n]];
                e->ftype = f->type;
                emit_cell (e, g->slot_cell[g->node_slot[n]]);
              }
            g->player[p].follower[i] = CS_NONE;
            g->player[p].supply++;
            f->followers[p]--;
            f->n_followers--;
          }
      }
}

static void
fill_feature_event (const CsClassic *g, CsEvent *e, const CsClassicFeature *f, guint16 root,
                    guint winners, guint points)
{
  e->ftype = f->type;
  e->size = cs_tile_mask_count (&f->tiles);
  e->count = f->shields;
  e->winners = winners;
  e->player = winners ? __builtin_ctz (winners) : -1;
  e->points = points;
  e->node = root;
  memcpy (e->followers, f->followers, sizeof f->followers);
  emit_cell (e, g->slot_cell[cs_tile_mask_lowest (&f->tiles)]);
}

/* C-7: a completed road, city or cloister */
static void
score_complete (CsClassic *g, guint16 root, CsEvents *ev)
{
  CsClassicFeature *f = &g->feat[root];
  guint winners = cs_classic_majority (f, g->n_players);
  guint points = cs_classic_feature_points (g, f, FALSE);
  CsEvent scratch, *e;

  f->scored = 1;
  if (ev != NULL)
    {
      e = emit (ev, &scratch, CS_EVENT_FEATURE_SCORED);
      fill_feature_event (g, e, f, root, winners, winners ? points : 0);
    }
  for (guint p = 0; p < g->n_players; p++)
    if (winners & (1u << p))
      add_points (g, p, points, ev);     /* ties share full points (C-7.2) */
  if (f->n_followers > 0)
    return_followers (g, root, ev);
}

static void
place_follower (CsClassic *g, guint16 node)
{
  CsClassicPlayer *pl = &g->player[g->active];
  CsClassicFeature *f = &g->feat[find_mut (g, node)];

  for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
    if (pl->follower[i] == CS_NONE)
      {
        pl->follower[i] = node;
        pl->supply--;
        f->followers[g->active]++;
        f->n_followers++;
        return;
      }
  g_assert_not_reached ();
}

/* C-4.1 steps 1 and 2: lay the tile (with its own bridge, if
 * g->slot_bridge[n_laid] says so) and place the meeple */
static void
lay_and_place (CsClassic *g, const CsClassicMove *m, CsEvents *ev)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);
  guint16 base = g->n_nodes;
  CsEvent scratch, *e;

  lay (g, g->current, m->cell, m->rot);
  if (ev != NULL)
    {
      e = emit (ev, &scratch, CS_EVENT_TILE_LAID);
      e->player = g->active;
      e->tile = g->current;
      e->rot = m->rot;
      emit_cell (e, m->cell);
    }
  if (m->follower >= 0)
    {
      place_follower (g, base + m->follower);
      if (ev != NULL)
        {
          e = emit (ev, &scratch, CS_EVENT_FOLLOWER_PLACED);
          e->player = g->active;
          e->piece = m->follower;
          e->tile = g->current;
          e->ftype = m->follower < d->n_pieces ? d->pieces[m->follower].type : CS_CLASSIC_ROAD;
          e->node = base + m->follower;
          emit_cell (e, m->cell);
        }
    }
}

/* C-7.1: what the tile at @cell (nodes @base on, @n_pieces of them with its
 * bridge) completed, its own pieces and the cloisters around; the roots
 * scored go to @done (CS_CLASSIC_MAX_PIECES + 9), their number is returned */
static guint
score_laid (CsClassic *g, guint cell, guint16 base, guint n_pieces, guint16 *done, CsEvents *ev)
{
  guint nd = 0;
  guint ring = 0xFF;
  guint pieces = (1u << n_pieces) - 1;
  gboolean last = g->n_laid > 0 && g->slot_cell[g->n_laid - 1] == cell;

  /* the tile laid last noted which of its pieces face no empty cell */
  if (last)
    pieces &= g->laid_closable;
  for (; pieces; pieces &= pieces - 1)
    {
      guint p = __builtin_ctz (pieces);
      guint16 r;
      CsClassicFeature *f;
      gboolean dup = FALSE;

      /* a node's type is its feature's: fields never complete */
      if (g->feat[base + p].type == CS_CLASSIC_FIELD)
        continue;
      r = find_mut (g, base + p);
      f = &g->feat[r];
      if (f->open != 0 || f->scored)
        continue;
      for (guint i = 0; i < nd && !dup; i++)
        dup = done[i] == r;
      if (!dup)
        {
          done[nd++] = r;
          score_complete (g, r, ev);
        }
    }
  /* the tile laid last noted which cells around it hold a cloister */
  if (last)
    ring = g->ring_cloisters;
  for (; ring; ring &= ring - 1)
    {
      guint i = __builtin_ctz (ring);
      guint nslot = g->cell_slot[cell + ring_delta[i]];
      guint16 r;

      if (nslot == EMPTY || g->slot_cloister[nslot] == 0xFF)
        continue;
      r = g->slot_node[nslot] + g->slot_cloister[nslot];
      if (g->feat[r].open == 0 && !g->feat[r].scored)
        {
          done[nd++] = r;
          score_complete (g, r, ev);
        }
    }
  return nd;
}

static void
do_turn (CsClassic *g, const CsClassicMove *m, CsEvents *ev)
{
  guint16 base = g->n_nodes;
  guint16 done[CS_CLASSIC_MAX_PIECES + 9];

  lay_and_place (g, m, ev);
  score_laid (g, m->cell, base, cs_classic_tile (g->tileset, g->slot_tile[g->n_laid - 1])->n_pieces, done, ev);
  g->move++;
}

/* ---- C-8 final scoring ------------------------------------------------------------ */

/* a few dozen pairs at most in a game: insertion sort beats qsort's calls */
static void
sort_u32 (guint32 *v, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      guint32 x = v[i];
      guint j = i;

      for (; j > 0 && v[j - 1] > x; j--)
        v[j] = v[j - 1];
      v[j] = x;
    }
}

guint
cs_classic_field_cities (const CsClassic *game,
                         guint32         *pairs)
{
  guint n = 0, u = 0;

  for (guint slot = 0; slot < game->n_laid; slot++)
    {
      const CsClassicDesign *d = cs_classic_tile (game->tileset, game->slot_tile[slot]);
      for (guint p = 0; p < d->n_pieces; p++)
        {
          guint b = d->pieces[p].borders;
          guint16 fr;
          if (b == 0)
            continue;
          fr = cs_classic_find (game, game->slot_node[slot] + p);
          if (game->feat[fr].n_followers == 0)
            continue;
          for (; b; b &= b - 1)
            pairs[n++] = ((guint32) fr << 16) | cs_classic_find (game, game->slot_node[slot] + __builtin_ctz (b));
        }
    }
  sort_u32 (pairs, n);
  for (guint i = 0; i < n; i++)
    if (u == 0 || pairs[u - 1] != pairs[i])
      pairs[u++] = pairs[i];
  return u;
}

/* C-8.3, C-5.7: per field root with farmers, the completed cities it
 * borders, each once (field root << 16 | city root, sorted) */
static guint
farm_pairs (CsClassic *g, guint32 *pairs)
{
  guint n = 0, u = 0;

  /* as cs_classic_field_cities, on the game itself: its finds shorten
   * the paths they walk, and a city not completed is left out before the
   * sort rather than after */
  for (guint slot = 0; slot < g->n_laid; slot++)
    {
      const CsClassicDesign *d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
      guint16 base = g->slot_node[slot];

      for (guint fields = d->border_mask; fields; fields &= fields - 1)
        {
          guint p = __builtin_ctz (fields), b = d->pieces[p].borders;
          guint16 fr = find_mut (g, base + p);

          if (g->feat[fr].n_followers == 0)
            continue;
          for (; b; b &= b - 1)
            {
              guint16 cr = find_mut (g, base + __builtin_ctz (b));
              if (g->feat[cr].open == 0)
                pairs[n++] = ((guint32) fr << 16) | cr;
            }
        }
    }
  sort_u32 (pairs, n);
  for (guint i = 0; i < n; i++)
    if (u == 0 || pairs[u - 1] != pairs[i])
      pairs[u++] = pairs[i];
  return u;
}


static void
final_line (CsClassic *g, CsEvents *ev, CsLineKind kind, const CsClassicFeature *f, guint16 root,
            guint winners, guint points, guint cities, guint castles, int *preview)
{
  CsEvent scratch, *e;

  if (preview == NULL && ev != NULL)
    {
      e = emit (ev, &scratch, CS_EVENT_FINAL_LINE);
      e->kind = kind;
      fill_feature_event (g, e, f, root, winners, winners ? points : 0);
      if (kind == CS_LINE_FARM)
        {
          e->count = cities;
          e->castles = castles;
          e->per_unit = 3;
        }
    }
  for (guint p = 0; p < g->n_players; p++)
    if (winners & (1u << p))
      {
        if (preview != NULL)
          preview[p] += points;
        else
          g->player[p].score += points;
      }
}

/* The roots of the features that hold a meeple, in ascending order, each
 * once: a feature holds one exactly when one of the players' placed meeples
 * (at most 35) stands on one of its nodes, so asking those finds the same
 * roots as a pass over every node, in the same order, with a fraction of
 * the look-ups (@roots holds CS_CLASSIC_MAX_PLAYERS * CS_CLASSIC_FOLLOWERS) */
static guint
held_roots (const CsClassic *g, guint16 *roots)
{
  guint n = 0, u = 0;

  for (guint p = 0; p < g->n_players; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
      if (g->player[p].follower[i] != CS_NONE)
        {
          guint16 r = cs_classic_find (g, g->player[p].follower[i]);
          guint j = n++;

          for (; j > 0 && roots[j - 1] > r; j--)
            roots[j] = roots[j - 1];
          roots[j] = r;
        }
  for (guint i = 0; i < n; i++)
    if (u == 0 || roots[u - 1] != roots[i])
      roots[u++] = roots[i];
  return u;
}

static void
final_scoring (CsClassic *g, CsEvents *ev, int *preview)
{
  CsEvent scratch, *e;
  guint16 held[CS_CLASSIC_MAX_PLAYERS * CS_CLASSIC_FOLLOWERS];
  guint n_held = held_roots (g, held);

  /* C-8.2: every unfinished road, city and cloister with meeples */
  for (guint h = 0; h < n_held; h++)
    {
      guint16 n = held[h];
      const CsClassicFeature *f = &g->feat[n];
      if (f->n_followers == 0 || f->type == CS_CLASSIC_FIELD || f->scored)
        continue;
      final_line (g, ev, CS_LINE_FEATURE, f, n, cs_classic_majority (f, g->n_players),
                  cs_classic_feature_points (g, f, TRUE), 0, 0, preview);
    }

  /* C-8.3: farmers */
  if (!(g->options & CS_CLASSIC_NO_FARMERS))
    {
      guint32 pairs[CS_CLASSIC_MAX_FIELD_CITIES];
      guint np = farm_pairs (g, pairs), i = 0;

      /* the pairs are sorted by field root, as the fields are visited:
       * one walk through both */
      for (guint h = 0; h < n_held; h++)
        {
          guint16 n = held[h];
          const CsClassicFeature *f = &g->feat[n];
          guint cities = 0, castles = 0;
          if (f->n_followers == 0 || f->type != CS_CLASSIC_FIELD)
            continue;
          guint points = 0;
          for (; i < np && (pairs[i] >> 16) < n; i++)
            ;
          for (; i < np && (pairs[i] >> 16) == n; i++)
            {
              cities++;
              castles += g->feat[pairs[i] & 0xFFFF].castle;
              points += cs_classic_field_city_points (&g->feat[pairs[i] & 0xFFFF]);
            }
          final_line (g, ev, CS_LINE_FARM, f, n, cs_classic_majority (f, g->n_players),
                      points, cities, castles, preview);
        }
    }
  if (preview != NULL)
    return;

  /* C-8.4 */
  for (guint p = 0; p < g->n_players; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
      if (g->player[p].follower[i] != CS_NONE)
        {
          guint16 r = find_mut (g, g->player[p].follower[i]);
          g->feat[r].followers[p]--;
          g->feat[r].n_followers--;
          g->player[p].follower[i] = CS_NONE;
          g->player[p].supply++;
        }

  /* C-8.5: the highest total wins; equal totals share */
  e = emit (ev, &scratch, CS_EVENT_GAME_OVER);
  {
    int best = G_MININT;
    guint winners = 0;
    for (guint p = 0; p < g->n_players; p++)
      best = MAX (best, g->player[p].score);
    for (guint p = 0; p < g->n_players; p++)
      if (g->player[p].score == best)
        winners |= 1u << p;
    e->winners = winners;
    e->player = __builtin_popcount (winners) == 1 ? __builtin_ctz (winners) : -1;
    e->points = best;
  }
}

void
cs_classic_final_preview (const CsClassic *game,
                          int              points[CS_CLASSIC_MAX_PLAYERS])
{
  CsClassic *tmp = g_new (CsClassic, 1);

  memset (points, 0, sizeof (int) * CS_CLASSIC_MAX_PLAYERS);
  memcpy (tmp, game, sizeof *tmp);
  final_scoring (tmp, NULL, points);
  g_free (tmp);
}

/* ---- turns ---------------------------------------------------------------------- */

static gboolean
fits_somewhere (gconstpointer game, guint tile)
{
  const CsClassic *g = game;

  if (any_placement (g, tile))
    return TRUE;
  return G_UNLIKELY (g->options & CS_CLASSIC_BCB) && cs_bcb_fits_with_bridge (g, tile);   /* B-3.6 */
}

static void
draw_next (CsClassic *g, CsEvents *ev)
{
  g->actor = g->active;
  if (!cs_draw_placeable (g->draw_order, g->n_pile, &g->pile_pos, &g->n_removed, g->active,
                          fits_somewhere, g, &g->current, &g->phase, EMPTY, ev))
    final_scoring (g, ev, NULL);   /* C-8.1 */
}

gboolean
cs_classic_check_move (const CsClassic     *game,
                       const CsClassicMove *m,
                       GError             **error)
{
  CsClassicVerdict v;
  guint move_no = game->move + 1;
  char cell[16];

  cs_classic_verdict (game, m->cell, m->rot, &v);
  if (v.code != CS_VERDICT_LEGAL)
    {
      const CsClassicDesign *d = game->phase == CS_PHASE_PLACE ? cs_classic_tile (game->tileset, game->current) : NULL;

      if (m->cell < CS_CLASSIC_CELLS)
        cs_classic_cell_name (m->cell, cell);
      else
        g_strlcpy (cell, "?", sizeof cell);
      if (v.code == CS_VERDICT_PATH_BROKEN)
        cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                     "move %u: tile %c at %s turned %u: its %s side %s meets a %s side (%s)",
                     move_no, d->letter, cell, m->rot, cs_classic_kind_name (v.ours),
                     cs_side_name (v.side), cs_classic_kind_name (v.theirs), v.rule);
      else
        cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "move %u: tile %c at %s: %s (%s)",
                     move_no, d ? d->letter : '-', cell,
                     v.code == CS_VERDICT_GAME_OVER ? "the game is over"
                     : v.code == CS_VERDICT_NO_CELL ? "there is no such cell"
                     : v.code == CS_VERDICT_OCCUPIED ? "the cell already holds a tile"
                     : "the tile must share a side with a laid tile", v.rule);
      return FALSE;
    }
  if (m->follower >= 0)
    {
      const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
      guint8 open[CS_CLASSIC_MAX_PIECES];
      guint n;
      gboolean ok = FALSE;

      if (m->follower >= d->n_pieces)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: tile %c has no piece %d to put a meeple on (C-6.1)",
                       move_no, d->letter, m->follower);
          return FALSE;
        }
      if (game->player[game->active].supply == 0)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: the player has no meeple left in the supply (C-6.3)", move_no);
          return FALSE;
        }
      if (d->pieces[m->follower].type == CS_CLASSIC_FIELD && (game->options & CS_CLASSIC_NO_FARMERS))
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: this game is played without farmers (CV-1)", move_no);
          return FALSE;
        }
      n = cs_classic_open_spots (game, m->cell, m->rot, open);
      for (guint i = 0; i < n; i++)
        ok |= open[i] == m->follower;
      if (!ok)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: the %s “%c” joins a feature that already holds a meeple (C-6.2)",
                       move_no, cs_classic_kind_name (d->pieces[m->follower].type), d->pieces[m->follower].label);
          return FALSE;
        }
    }
  return TRUE;
}

/* the common case, checked without building any message: a legal
 * placement, and a meeple (if any) on an open spot */
static gboolean
play_is_legal (const CsClassic *g, const CsClassicMove *m)
{
  const CsClassicDesign *d;
  guint8 open[CS_CLASSIC_MAX_PIECES];
  guint n;

  if (g->phase != CS_PHASE_PLACE || m->cell >= CS_CLASSIC_CELLS || m->rot > 3 ||
      !legal_fast (g, (d = cs_classic_tile (g->tileset, g->current)), m->cell, m->rot))
    return FALSE;
  if (m->follower < 0)
    return TRUE;
  /* a piece on no side against a laid tile meets no feature: open when the
   * player has a meeple and it is no field in a game without farmers */
  if (m->follower < d->n_pieces && g->player[g->active].supply > 0 &&
      !((g->options & CS_CLASSIC_NO_FARMERS) && ((d->field_mask >> m->follower) & 1)))
    {
      guint touched = 0;

      /* (a mask of all ones or none per side, rather than a branch on
       * whether the neighbour is laid, which cannot be foreseen) */
      for (guint s = 0; s < 4; s++)
        touched |= d->side_pieces[m->rot][s] & -(guint) (g->cell_slot[m->cell + side_delta[s]] != EMPTY);
      if (!((touched >> m->follower) & 1))
        return TRUE;
    }
  n = cs_classic_open_spots (g, m->cell, m->rot, open);
  for (guint i = 0; i < n; i++)
    if (open[i] == m->follower)
      return TRUE;
  return FALSE;
}

gboolean
cs_classic_play (CsClassic           *game,
                 const CsClassicMove *move,
                 CsEvents            *events,
                 GError             **error)
{
  if (game->options & CS_CLASSIC_BCB)
    return cs_bcb_play (game, move, events, error);
  if (!play_is_legal (game, move) && !cs_classic_check_move (game, move, error))
    return FALSE;
  do_turn (game, move, events);
  game->active = (game->active + 1) % game->n_players;
  draw_next (game, events);
  return TRUE;
}

/* ---- scratch copies ------------------------------------------------------------------ */

void
cs_classic_restore (CsClassic       *dst,
                    const CsClassic *src)
{
  /* Everything up to the node arrays is small. Nodes: moves only add nodes
   * and relink or change the ones below their count. Cells: every cell a
   * move touches lies within two rows of a laid tile; both games descend
   * from one position, so outside both extents (two rows added) they are
   * equal to it. */
  guint nodes = MAX (dst->n_nodes, src->n_nodes);
  int y0 = MAX (MIN (dst->min_y, src->min_y) - 2, -CS_CLASSIC_RADIUS);
  int y1 = MIN (MAX (dst->max_y, src->max_y) + 2, CS_CLASSIC_RADIUS);
  gsize from = cs_classic_cell (-CS_CLASSIC_RADIUS, y0);
  gsize len = (gsize) (y1 - y0 + 1) * CS_CLASSIC_W;

  g_assert (dst->tileset == src->tileset);
  memcpy (dst, src, G_STRUCT_OFFSET (CsClassic, parent));
  memcpy (dst->parent, src->parent, nodes * sizeof dst->parent[0]);
  memcpy (dst->node_slot, src->node_slot, nodes * sizeof dst->node_slot[0]);
  memcpy (dst->node_piece, src->node_piece, nodes * sizeof dst->node_piece[0]);
  memcpy (dst->feat, src->feat, nodes * sizeof dst->feat[0]);
  memcpy (dst->cell_slot + from, src->cell_slot + from, len);
  memcpy (dst->cell_con + from, src->cell_con + from, len);
  memcpy (dst->cell_fpos + from, src->cell_fpos + from, len);
}

void
cs_classic__scratch_copy (CsClassic       *dst,
                          const CsClassic *src)
{
  /* what one move can read or write: the part before the nodes, the nodes
   * in use (a move initialises the ones it adds), and the cells within two
   * rows of a laid tile (a tile goes next to one, and looks one cell
   * further at most) */
  int y0 = MAX (src->min_y - 2, -CS_CLASSIC_RADIUS);
  int y1 = MIN (src->max_y + 2, CS_CLASSIC_RADIUS);
  gsize from = cs_classic_cell (-CS_CLASSIC_RADIUS, y0);
  gsize len = (gsize) (y1 - y0 + 1) * CS_CLASSIC_W;
  guint nodes = src->n_nodes;

  memcpy (dst, src, G_STRUCT_OFFSET (CsClassic, parent));
  memcpy (dst->parent, src->parent, nodes * sizeof dst->parent[0]);
  memcpy (dst->node_slot, src->node_slot, nodes * sizeof dst->node_slot[0]);
  memcpy (dst->node_piece, src->node_piece, nodes * sizeof dst->node_piece[0]);
  memcpy (dst->feat, src->feat, nodes * sizeof dst->feat[0]);
  memcpy (dst->cell_slot + from, src->cell_slot + from, len);
  memcpy (dst->cell_con + from, src->cell_con + from, len);
  memcpy (dst->cell_fpos + from, src->cell_fpos + from, len);
}

/* ---- simple policies ---------------------------------------------------------------- */

/* [turns][k]: the k-th lowest bit set in a 4-bit mask of turns */
static const guint8 nth_turn[16][4] = {
  { 0 }, { 0 }, { 1 }, { 0, 1 }, { 2 }, { 0, 2 }, { 1, 2 }, { 0, 1, 2 },
  { 3 }, { 0, 3 }, { 1, 3 }, { 0, 1, 3 }, { 2, 3 }, { 0, 2, 3 }, { 1, 2, 3 }, { 0, 1, 2, 3 },
};

void
cs_classic_policy_random (const CsClassic *game,
                          CsRng           *rng,
                          CsClassicMove   *move)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
  guint8 choice[CS_CLASSIC_MAX_PIECES];
  guint8 counts[CS_CLASSIC_MAX_FRONTIER];
  guint block_sum[CS_CLASSIC_MAX_FRONTIER / 16];
  guint n, k, open, i;

  if (game->options & CS_CLASSIC_BCB)
    {
      cs_classic_bcb_policy (game, rng, 0, move);
      return;
    }

  /* as cs_classic_placements lists them, without writing the list: count
   * (a byte per cell, a sum per 16), then walk to the k-th, 16 cells at a
   * step first */
  n = frontier_fit_counts (game, d, counts, block_sum);
  g_return_if_fail (n > 0);
  k = cs_rng_below (rng, n);
  {
    /* the block holding the k-th: the blocks whose running sum stays at or
     * below k come before it; counted over every block, without a branch
     * on k (the number of blocks changes slowly, so that loop's end is
     * foreseen where an exit on k is not) */
    guint blocks = (game->n_frontier + 15) / 16, sum = 0, skip = 0;

    i = 0;
    for (guint b = 0; b < blocks; b++)
      {
        guint past = sum + block_sum[b] <= k;

        sum += block_sum[b];
        i += 16 * past;
        skip += past ? block_sum[b] : 0;
      }
    k -= skip;
  }
#ifdef __SSE2__
  {
    /* in the block, the first cell whose running sum of counts passes k:
     * the running sums of 16 bytes in four shifted adds (a block's sum is
     * 64 at most, so bytes hold them), compared with k at once, instead of
     * a branch per cell that the processor cannot foresee */
    __m128i c = _mm_loadu_si128 ((const __m128i *) (counts + i));
    __m128i sum = _mm_add_epi8 (c, _mm_slli_si128 (c, 1));
    guint8 upto[16];
    guint j;

    sum = _mm_add_epi8 (sum, _mm_slli_si128 (sum, 2));
    sum = _mm_add_epi8 (sum, _mm_slli_si128 (sum, 4));
    sum = _mm_add_epi8 (sum, _mm_slli_si128 (sum, 8));
    j = __builtin_ctz (_mm_movemask_epi8 (_mm_cmpgt_epi8 (sum, _mm_set1_epi8 ((char) k))));
    _mm_storeu_si128 ((__m128i *) upto, _mm_sub_epi8 (sum, c));   /* the sums before each cell */
    k -= upto[j];
    i += j;
  }
#else
  for (; k >= counts[i]; i++)
    k -= counts[i];
#endif
  /* the k-th turn that fits there (k < 4), by a table rather than a loop
   * on k */
  move->cell = game->frontier[i];
  move->rot = nth_turn[d->fit[game->frontier_con[i]]][k];
  move->follower = -1;
  if (cs_rng_below (rng, 2) == 0)
    return;
  open = cs_classic_open_spots (game, move->cell, move->rot, choice);
  if (open > 0)
    move->follower = choice[cs_rng_below (rng, open)];
}

void
cs_classic_policy_greedy (const CsClassic *game,
                          CsRng           *rng,
                          CsClassicMove   *move)
{
  CsClassicPlacement pl[CS_CLASSIC_MAX_PLACEMENTS];
  guint n = cs_classic_placements (game, TRUE, pl);
  g_autofree CsClassic *tmp = g_new (CsClassic, 1);
  double best = -1e9;
  guint me = game->active;

  if (game->options & CS_CLASSIC_BCB)
    {
      cs_classic_bcb_policy (game, rng, 1, move);
      return;
    }
  g_return_if_fail (n > 0);
  memcpy (tmp, game, sizeof *tmp);
  for (guint i = 0; i < n; i++)
    {
      guint8 open[CS_CLASSIC_MAX_PIECES + 1];
      guint no = cs_classic_open_spots (game, pl[i].cell, pl[i].rot, open);

      open[no++] = 0xFF;   /* no meeple */
      for (guint k = 0; k < no; k++)
        {
          CsClassicMove m = { pl[i].cell, pl[i].rot, open[k] == 0xFF ? -1 : open[k] };
          int fin[CS_CLASSIC_MAX_PLAYERS];
          double v;

          cs_classic_restore (tmp, game);
          do_turn (tmp, &m, NULL);
          /* this turn's points and what the board would give at the end now,
           * for us against the best other player, and meeples kept */
          memset (fin, 0, sizeof fin);
          final_scoring (tmp, NULL, fin);   /* tmp is a scratch copy */
          v = tmp->player[me].score + 0.5 * fin[me];
          {
            double other = -1e9;
            for (guint p = 0; p < game->n_players; p++)
              if (p != me)
                other = MAX (other, tmp->player[p].score + 0.5 * fin[p]);
            v -= other;
          }
          v += 1.5 * tmp->player[me].supply;
          v += (cs_rng_next (rng) & 0xFF) / 2560.0;
          if (v > best)
            {
              best = v;
              *move = m;
            }
        }
    }
}

/* ---- hooks for the expansion (cs-bcb.c, cs-classic-private.h) ------------------ */

guint
cs_classic__side_kind (const CsClassic *g, guint slot, guint side)
{
  return side_kind_at (g, slot, cs_classic_tile (g->tileset, g->slot_tile[slot]), g->slot_rot[slot], side);
}

gboolean
cs_classic__any_placement (const CsClassic *g, guint tile)
{
  return any_placement (g, tile);
}

void
cs_classic__bridge (CsClassic *g, guint slot, guint axis)
{
  guint16 n;
  guint cell = g->slot_cell[slot];

  g->slot_bridge[slot] = axis;
  g->slot_carry[slot] = 0;   /* B-3.1: one bridge a tile */
  n = new_bridge_node (g, slot);
  for (guint s = axis - 1; s < 4; s += 2)
    {
      guint nb = cell + side_delta[s];
      guint nslot = g->cell_slot[nb];

      if (nslot == EMPTY)
        {
          /* an open road end; a tile laid there must fit it (B-3.4) */
          guint shift = 2 * ((s + 2) % 4);
          g->feat[n].open++;
          frontier_con_set (g, nb, (g->cell_con[nb] & ~(3u << shift)) | (1u + CS_CLASSIC_ROAD) << shift);
        }
      else
        {
          const CsClassicDesign *nd = cs_classic_tile (g->tileset, g->slot_tile[nslot]);
          guint16 q = find_mut (g, mid_node (g, nslot, nd, g->slot_rot[nslot], (s + 2) % 4));
          g->feat[q].open--;
          merge (g, n, q);
        }
    }
}

void
cs_classic__lay_and_place (CsClassic *g, const CsClassicMove *m, CsEvents *ev)
{
  lay_and_place (g, m, ev);
}

guint
cs_classic__score_laid (CsClassic *g, guint cell, guint16 base, guint n_pieces, guint16 *done, CsEvents *ev)
{
  return score_laid (g, cell, base, n_pieces, done, ev);
}

void
cs_classic__add_points (CsClassic *g, guint player, int points, CsEvents *ev)
{
  add_points (g, player, points, ev);
}

void
cs_classic__return_followers (CsClassic *g, guint16 root, CsEvents *ev)
{
  return_followers (g, root, ev);
}

void
cs_classic__draw_next (CsClassic *g, CsEvents *ev)
{
  draw_next (g, ev);
}

guint16
cs_classic__find (CsClassic *g, guint16 node)
{
  return find_mut (g, node);
}

void
cs_classic__emit_cell (CsEvent *e, guint cell)
{
  emit_cell (e, cell);
}

gboolean
cs_classic__plain_legal (const CsClassic *g, const CsClassicMove *m)
{
  return play_is_legal (g, m);
}
