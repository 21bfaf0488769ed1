/* cs-bcb.c — Bridges, Castles and Bazaars on top of the classic game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The B-IDs of shared/RULES-CLASSIC.md. A game plays it when its options
 * hold CS_CLASSIC_BCB; then cs_classic_play hands every move here. A turn
 * is one move laying the tile (with at most one bridge) and the meeple;
 * the small-city choices (B-4.2) and every step of a bazaar (B-5) are moves
 * of their own by the player who decides (game->actor), so records, traces
 * and the computer see each of them.
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"

#include <string.h>

#include "cs-classic.h"
#include "cs-classic-private.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define EMPTY CS_CLASSIC_NO_SLOT

static const int side_delta[4] = { -CS_CLASSIC_W, 1, CS_CLASSIC_W, -1 };

/* ---- bridges (B-3) ---------------------------------------------------------- */

/* Can @tile (design @d) lie at @cell turned @rot with @bridge? Sets the
 * verdict's code, rule, side and bridge_fault; the basics (an empty cell
 * next to a laid tile) are the caller's. */
static void
bridge_check (const CsClassic *g, const CsClassicDesign *d, guint cell, guint rot, guint bridge,
              CsClassicVerdict *v)
{
  guint target = CS_CLASSIC_BRIDGE_TARGET (bridge), axis = CS_CLASSIC_BRIDGE_AXIS (bridge);
  guint mine[4], tslot = EMPTY, tcell = 0;

#define FAULT(f, r, s)                           \
  G_STMT_START {                                 \
    v->code = CS_VERDICT_PATH_BROKEN;            \
    v->bridge_fault = f;                         \
    v->rule = r;                                 \
    v->side = s;                                 \
    return;                                      \
  } G_STMT_END

  if (!(g->options & CS_CLASSIC_BCB) || axis < 1 || axis > 2 || target > 4)
    FAULT (CS_BRIDGE_BAD, "B-3.2", 0);
  if (g->player[g->active].bridges == 0)
    FAULT (CS_BRIDGE_NONE_LEFT, "B-1.3", 0);
  for (guint s = 0; s < 4; s++)
    mine[s] = d->side_kind[rot][s];
  if (target == 0)
    {
      for (guint s = axis - 1; s < 4; s += 2)
        {
          if (mine[s] != CS_CLASSIC_FIELD)
            FAULT (CS_BRIDGE_NOT_FIELD, "B-3.2", s);
          mine[s] = CS_CLASSIC_ROAD;
        }
    }
  else
    {
      tcell = cell + side_delta[target - 1];
      tslot = g->cell_slot[tcell];
      if (tslot == EMPTY)
        FAULT (CS_BRIDGE_NO_TILE, "B-3.2", target - 1);
      if (g->slot_bridge[tslot] != 0)
        FAULT (CS_BRIDGE_TAKEN, "B-3.2", target - 1);
      for (guint s = axis - 1; s < 4; s += 2)
        if (cs_classic__side_kind (g, tslot, s) != CS_CLASSIC_FIELD)
          FAULT (CS_BRIDGE_NOT_FIELD, "B-3.2", target - 1);
    }

  /* C-4.3 with the bridge: every touching side fits */
  for (guint s = 0; s < 4; s++)
    {
      guint nslot = g->cell_slot[cell + side_delta[s]];
      guint back = (s + 2) % 4, theirs;
      gboolean via_bridge;

      if (nslot == EMPTY)
        continue;
      theirs = cs_classic__side_kind (g, nslot, back);
      via_bridge = (target == 0 && axis - 1 == (s & 1));
      if (nslot == tslot && axis - 1 == (back & 1))
        {
          theirs = CS_CLASSIC_ROAD;
          via_bridge = TRUE;
        }
      if (mine[s] != theirs)
        {
          v->ours = mine[s];
          v->theirs = theirs;
          v->fail_mask |= 1 << s;
          if (via_bridge)
            FAULT (CS_BRIDGE_END, "B-3.4", s);
          FAULT (CS_BRIDGE_STILL_BROKEN, "C-4.3", s);
        }
    }
  /* B-3.4: the far ends of a bridge on a neighbour face a road or nothing */
  if (target != 0)
    for (guint s = axis - 1; s < 4; s += 2)
      {
        guint nb = tcell + side_delta[s];
        guint nslot = g->cell_slot[nb];
        if (nb == cell || nslot == EMPTY)
          continue;
        if (cs_classic__side_kind (g, nslot, (s + 2) % 4) != CS_CLASSIC_ROAD)
          FAULT (CS_BRIDGE_END, "B-3.4", target - 1);
      }
  v->code = CS_VERDICT_LEGAL;
  v->rule = NULL;
  v->bridge_fault = CS_BRIDGE_OK;
#undef FAULT
}

void
cs_classic_bridge_verdict (const CsClassic  *game,
                           guint             cell,
                           guint             rot,
                           guint             bridge,
                           CsClassicVerdict *v)
{
  cs_classic_verdict (game, cell, rot, v);
  if (bridge == 0 || (v->code != CS_VERDICT_LEGAL && v->code != CS_VERDICT_PATH_BROKEN))
    return;
  v->fail_mask = 0;
  v->bridge = bridge;
  bridge_check (game, cs_classic_tile (game->tileset, game->current), cell, rot, bridge, v);
}

static gboolean
bridge_fits (const CsClassic *g, const CsClassicDesign *d, guint cell, guint rot, guint bridge)
{
  CsClassicVerdict v;

  memset (&v, 0, sizeof v);
  bridge_check (g, d, cell, rot, bridge, &v);
  return v.code == CS_VERDICT_LEGAL;
}

/* the bridge codes worth trying at a frontier cell: on the tile and on each
 * laid neighbour, both axes */
static guint
bridge_codes (const CsClassic *g, guint cell, guint8 *codes)
{
  guint n = 0;

  codes[n++] = CS_CLASSIC_BRIDGE (0, 1);
  codes[n++] = CS_CLASSIC_BRIDGE (0, 2);
  for (guint s = 0; s < 4; s++)
    {
      guint nslot = g->cell_slot[cell + side_delta[s]];
      if (nslot == EMPTY || g->slot_bridge[nslot] != 0)
        continue;
      codes[n++] = CS_CLASSIC_BRIDGE (s + 1, 1);
      codes[n++] = CS_CLASSIC_BRIDGE (s + 1, 2);
    }
  return n;
}

guint
cs_classic_fixing_bridge (const CsClassic *game,
                          guint            cell,
                          guint            rot)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
  guint8 codes[10];
  guint n;

  if (!(game->options & CS_CLASSIC_BCB) || game->phase != CS_PHASE_PLACE || game->player[game->active].bridges == 0)
    return 0;
  n = bridge_codes (game, cell, codes);
  for (guint i = 0; i < n; i++)
    if (bridge_fits (game, d, cell, rot, codes[i]))
      return codes[i];
  return 0;
}

/* The bridges worth trying at a frontier cell, each with what it leaves
 * the tile to match: bridge_codes () in its order, those that cannot be
 * laid whatever the tile's turn left out. A bridge's legality then splits
 * in two: what it asks of the laid neighbour it goes on (a field axis, no
 * bridge yet, road or nothing at its far ends: B-3.2, B-3.4), which does
 * not depend on the tile's turn and is checked here once, and whether the
 * tile fits, one look-up per turn: in the tile's fit table under the
 * cell's constraint byte with the bridged side turned to a road, or for a
 * bridge on the tile itself in its bridge_fit table. bridge_check () says
 * the same as a verdict with its reasons. */
typedef struct {
  guint8        code;
  guint8        con;      /* the cell's constraint byte with this bridge */
  const guint8 *fit;      /* the tile's table to read it in */
} BridgeTry;

/* Which axes of the laid tile in @nslot, which has no bridge, could take a
 * bridge (B-3.2, B-3.4): bit 0 across N–S (axis 1), bit 1 across E–W
 * (axis 2). An axis can when both its sides are field sides and each far
 * end faces a road or nothing. It never faces a laid tile's road: touching
 * sides always match (C-4.3, and a bridge only goes where its ends meet a
 * road or nothing, B-3.4), so a laid tile beyond a field side shows a
 * field side. The test is then "field side, empty cell beyond" for each
 * side, the frontier cell that asks counting as empty. It does not depend
 * on that cell, and is worked out without branches: which way it goes
 * cannot be foreseen (bridge_check () says the same with its reasons).
 * lay () keeps this answer for every laid tile in g->slot_carry
 * (cs-classic.c), which the random player reads each turn. */
static inline guint
neighbour_carry_axes (const CsClassic *g, guint nslot)
{
  const guint8 *kind = cs_classic_tile (g->tileset, g->slot_tile[nslot])->side_kind[g->slot_rot[nslot]];
  guint tcell = g->slot_cell[nslot], ok = 0;

  for (guint s = 0; s < 4; s++)
    ok |= (guint) ((kind[s] == CS_CLASSIC_FIELD) & (g->cell_slot[tcell + side_delta[s]] == EMPTY)) << s;
  return ok & (ok >> 2) & 3;
}

static guint
bridge_tries (const CsClassic *g, const CsClassicDesign *d, guint cell, BridgeTry *out)
{
  guint con = g->cell_con[cell], n = 0;

  for (guint axis = 1; axis <= 2; axis++)
    {
      out[n].code = CS_CLASSIC_BRIDGE (0, axis);
      out[n].con = con;
      out[n].fit = d->bridge_fit[axis - 1];
      n++;
    }
  for (guint s = 0; s < 4; s++)
    {
      guint nslot = g->cell_slot[cell + side_delta[s]], axes;

      if (nslot == EMPTY || g->slot_bridge[nslot] != 0)
        continue;
      axes = neighbour_carry_axes (g, nslot);
      for (guint axis = 1; axis <= 2; axis++)
        {
          if (!((axes >> (axis - 1)) & 1))
            continue;
          out[n].code = CS_CLASSIC_BRIDGE (s + 1, axis);
          out[n].con = con;
          /* a bridge along the side we touch turns that side to a road */
          if ((s & 1) == axis - 1)
            out[n].con = (con & ~(3u << (2 * s))) | ((1u + CS_CLASSIC_ROAD) << (2 * s));
          out[n].fit = d->fit;
          n++;
        }
    }
  return n;
}

/* Whether @bridge (0: none) lets the current tile (design @d) lie at the
 * empty cell @cell, with constraint byte @con (not 0: a laid neighbour),
 * turned @rot: the same answer as cs_classic_bridge_verdict ()'s
 * CS_VERDICT_LEGAL, read from the fit tables the way bridge_tries ()
 * builds its tries, without the verdict's reasons. The move check asks
 * it first for every lay; only a move it refuses goes on to the verdict,
 * which says why. */
static inline gboolean
lay_fits (const CsClassic *g, const CsClassicDesign *d, guint cell, guint con, guint rot, guint bridge)
{
  guint target = CS_CLASSIC_BRIDGE_TARGET (bridge), axis = CS_CLASSIC_BRIDGE_AXIS (bridge), s, nslot;

  if (bridge == 0)
    return cs_fit_allows (d->fit, con, rot);
  if (!(g->options & CS_CLASSIC_BCB) || g->player[g->active].bridges == 0 || axis < 1 || axis > 2 || target > 4)
    return FALSE;
  if (target == 0)
    return cs_fit_allows (d->bridge_fit[axis - 1], con, rot);
  s = target - 1;
  nslot = g->cell_slot[cell + side_delta[s]];
  if (nslot == EMPTY || g->slot_bridge[nslot] != 0 || !((neighbour_carry_axes (g, nslot) >> (axis - 1)) & 1))
    return FALSE;
  /* a bridge along the side we touch turns that side to a road */
  if ((s & 1) == axis - 1)
    con = (con & ~(3u << (2 * s))) | ((1u + CS_CLASSIC_ROAD) << (2 * s));
  return cs_fit_allows (d->fit, con, rot);
}

gboolean
cs_classic__bcb_lay_fits (const CsClassic *game, guint cell, guint rot, guint bridge)
{
  guint con;

  return game->phase == CS_PHASE_PLACE && rot <= 3 && cell < CS_CLASSIC_CELLS && game->cell_slot[cell] == EMPTY &&
    (con = game->cell_con[cell]) != 0 &&
    lay_fits (game, cs_classic_tile (game->tileset, game->current), cell, con, rot, bridge);
}

gboolean
cs_bcb_fits_with_bridge (const CsClassic *g, guint tile)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, tile);

  if (g->player[g->active].bridges == 0)
    return FALSE;
  for (guint i = 0; i < g->n_frontier; i++)
    {
      BridgeTry tries[10];
      guint n = bridge_tries (g, d, g->frontier[i], tries);
      for (guint k = 0; k < n; k++)
        if (tries[k].fit[tries[k].con] != 0)
          return TRUE;
    }
  return FALSE;
}

/* The lay moves at frontier cell @cell, in the order they are listed: for
 * each turn, the plain lay if the tile fits and the turn looks new, then
 * each bridge try that lets the tile take that turn (at turns where it
 * fits plainly only when @optional). Fills @c; returns their number. */
typedef struct {
  guint     cell;
  guint8    plain;        /* the turns listed without a bridge */
  guint8    bridged;      /* the turns at which bridges are listed */
  guint     nt;
  BridgeTry tries[10];
  guint8    turns[10];    /* the turns each try lets the tile take */
} CellLays;

static guint
cell_lays (const CsClassic *game, const CsClassicDesign *d, guint cell, gboolean optional, CellLays *c)
{
  guint fit = d->fit[game->cell_con[cell]], n, any = 0;

  c->cell = cell;
  c->plain = fit & d->unique_rot_mask;
  n = cs_turns_count (c->plain);
  c->nt = (game->options & CS_CLASSIC_BCB) && game->player[game->active].bridges > 0
    ? bridge_tries (game, d, cell, c->tries) : 0;
  for (guint k = 0; k < c->nt; k++)
    any |= c->turns[k] = c->tries[k].fit[c->tries[k].con];
  c->bridged = any & (optional ? 0xF : ~fit & 0xF);
  if (c->bridged)
    for (guint k = 0; k < c->nt; k++)
      n += cs_turns_count (c->turns[k] & c->bridged);
  return n;
}

/* the @k-th lay move of @c (k below its count) into @m */
static void
cell_lay_nth (const CellLays *c, guint k, CsClassicMove *m)
{
  CsClassicMove init = CS_CLASSIC_MOVE_INIT;

  *m = init;
  m->cell = c->cell;
  for (guint rot = 0; rot < 4; rot++)
    {
      m->rot = rot;
      if ((c->plain >> rot) & 1 && k-- == 0)
        return;
      if (!((c->bridged >> rot) & 1))
        continue;
      for (guint t = 0; t < c->nt; t++)
        if ((c->turns[t] >> rot) & 1 && k-- == 0)
          {
            m->bridge = c->tries[t].code;
            return;
          }
    }
  g_assert_not_reached ();
}

guint
cs_classic_bcb_placements (const CsClassic *game,
                           gboolean         optional_bridges,
                           CsClassicMove   *out,
                           guint            max)
{
  const CsClassicDesign *d;
  guint n = 0;

  if (game->phase != CS_PHASE_PLACE)
    return 0;
  d = cs_classic_tile (game->tileset, game->current);
  for (guint i = 0; i < game->n_frontier && n < max; i++)
    {
      CellLays c;
      guint nc = cell_lays (game, d, game->frontier[i], optional_bridges, &c);

      for (guint k = 0; k < nc && n < max; k++)
        cell_lay_nth (&c, k, &out[n++]);
    }
  return n;
}

/* whether any laid tile could take a bridge (g->slot_carry, 0 past the
 * laid slots): often none, and then no frontier cell need be asked */
static inline gboolean
any_carrier (const CsClassic *g)
{
  G_STATIC_ASSERT (CS_CLASSIC_NUM_TILES <= 96);
#ifdef __SSE2__
  __m128i any = _mm_setzero_si128 ();

  for (guint i = 0; i < 96; i += 16)
    any = _mm_or_si128 (any, _mm_loadu_si128 ((const __m128i *) (g->slot_carry + i)));
  return _mm_movemask_epi8 (_mm_cmpeq_epi8 (any, _mm_setzero_si128 ())) != 0xFFFF;
#else
  guint any = 0;

  for (guint slot = 0; slot < g->n_laid; slot++)
    any |= g->slot_carry[slot];
  return any != 0;
#endif
}

/* The lay moves at a frontier cell with constraint byte @con that come
 * from bridges on its laid neighbours, for a player with a bridge left:
 * for each laid neighbour that can carry a bridge (@carry, g->slot_carry),
 * the turns its bridge leaves the tile: the side we touch turned to a road
 * when the bridge runs along it (its axis points at us), the plain fit
 * when it runs across. The rest of cell_lays (…, TRUE, …)'s count, the
 * plain lays and a bridge on the tile, is frontier_lay_counts ()'s. */
static inline guint
cell_count_neighbour_bridges (const CsClassic *g, const CsClassicDesign *d, guint cell, guint con,
                              const guint8 *carry)
{
  guint along = 0, across = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint axes = carry[g->cell_slot[cell + side_delta[s]]];

      along += ((axes >> (s & 1)) & 1) * d->fit_count[(con & ~(3u << (2 * s))) | ((1u + CS_CLASSIC_ROAD) << (2 * s))];
      across += (axes >> (~s & 1)) & 1;
    }
  return along + across * d->fit_count[con];
}

/* The turns a tile may take at a frontier cell, told by constraint bytes
 * ("wants"): a turn fits a cell of constraint byte con when every side
 * the cell constrains (its two bits not 0) asks for the kind the turned
 * tile shows there, (con ^ want) & sides == 0, want being the byte the
 * turn itself shows on its four sides (d->want_con[turn], the classic
 * random player's test in cs-classic.c). A bridge on the tile across an
 * axis is one more want per turn that carries it: the two sides of the
 * axis, field sides, shown as roads (d->bridge_fit in the same terms).
 * So the count of lays at 16 frontier cells is one compare of 16 bytes a
 * want. A frontier cell's byte is never 0, the only byte where the test
 * and the fit tables differ. */
typedef struct {
  guint  n;
  guint8 want[13];   /* the turns without a bridge, then with one on the tile (and room for one not kept) */
} LayWants;

/* the unique turns of @d (cs_turns_count (d->fit[con] & d->unique_rot_mask)
 * counts them), and with @bridges those with a bridge on the tile
 * (cs_turns_count (d->bridge_fit[axis - 1][con])) */
static void
lay_wants (const CsClassicDesign *d, gboolean bridges, LayWants *w)
{
  /* each want is written, and kept (n moves on) only where it applies:
   * which turns do cannot be foreseen from one tile to the next */
  w->n = 0;
  for (guint r = 0; r < 4; r++)
    {
      w->want[w->n] = d->want_con[r][0];
      w->n += (d->unique_rot_mask >> r) & 1;
    }
  if (bridges)
    for (guint axis = 1; axis <= 2; axis++)
      for (guint r = 0; r < 4; r++)
        {
          guint road = ((1u + CS_CLASSIC_ROAD) << (2 * (axis - 1))) | ((1u + CS_CLASSIC_ROAD) << (2 * (axis + 1)));
          guint sides = (3u << (2 * (axis - 1))) | (3u << (2 * (axis + 1)));

          w->want[w->n] = (d->want_con[r][0] & ~sides) | road;
          w->n += (d->side_kind[r][axis - 1] == CS_CLASSIC_FIELD) & (d->side_kind[r][axis + 1] == CS_CLASSIC_FIELD);
        }
}

G_STATIC_ASSERT (CS_CLASSIC_MAX_FRONTIER % 16 == 0);

/* Each frontier cell's count of @w's wants that fit it into @counts, the
 * sum of each 16 cells into @block_sum; returns the total. */
static guint
frontier_lay_counts (const CsClassic *g, const LayWants *w, guint8 *counts, guint *block_sum)
{
  guint n = 0;
#ifdef __SSE2__
  __m128i want[G_N_ELEMENTS (w->want)];

  for (guint t = 0; t < w->n; t++)
    want[t] = _mm_set1_epi8 ((char) w->want[t]);
  for (guint i = 0, b = 0; i < g->n_frontier; i += 16, b++)
    {
      __m128i con = _mm_loadu_si128 ((const __m128i *) (g->frontier_con + i));
      __m128i sides = cs_classic__con_sides16 (con);
      __m128i zero = _mm_setzero_si128 (), c = zero;

      for (guint t = 0; t < w->n; t++)
        c = _mm_sub_epi8 (c, _mm_cmpeq_epi8 (_mm_and_si128 (_mm_xor_si128 (con, want[t]), sides), zero));
      block_sum[b] = cs_classic__store_counts16 (c, i, g->n_frontier, counts);
      n += block_sum[b];
    }
#else
  for (guint i = 0; i < g->n_frontier; i += 16)
    {
      block_sum[i / 16] = 0;
      for (guint j = i; j < MIN (i + 16u, g->n_frontier); j++)
        {
          guint con = g->frontier_con[j], sides = (con | (con >> 1)) & 0x55;

          sides |= sides << 1;
          counts[j] = 0;
          for (guint t = 0; t < w->n; t++)
            counts[j] += ((con ^ w->want[t]) & sides) == 0;
          block_sum[i / 16] += counts[j];
        }
      n += block_sum[i / 16];
    }
#endif
  return n;
}

gboolean
cs_classic__bcb_random_lay (const CsClassic *game,
                            CsRng           *rng,
                            guint            max,
                            CsClassicMove   *move)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
  guint8 count[CS_CLASSIC_MAX_FRONTIER];   /* each cell's, at most 4 + 10 × 4 */
  guint block_sum[CS_CLASSIC_MAX_FRONTIER / 16];   /* without a bridge: of each 16 cells */
  gboolean plain = FALSE, bridges = game->player[game->active].bridges > 0;
  guint n = 0, k, i, b, nf = game->n_frontier;
  CellLays c;

  /* each frontier cell's count, from its constraint byte beside it
   * (frontier_con); the bridge tries only when the player has a bridge */
  if (!bridges)
    {
      LayWants w;

      lay_wants (d, FALSE, &w);
      n = frontier_lay_counts (game, &w, count, block_sum);
      plain = n > 0;
    }
  else
    {
      LayWants w;

      lay_wants (d, TRUE, &w);
      n = frontier_lay_counts (game, &w, count, block_sum);
      if (any_carrier (game))   /* else no laid tile can take a bridge */
        for (i = 0; i < nf; i++)
          {
            guint extra = cell_count_neighbour_bridges (game, d, game->frontier[i], game->frontier_con[i],
                                                        game->slot_carry);
            count[i] += extra;
            block_sum[i / 16] += extra;
            n += extra;
          }
      /* a lay without a bridge anywhere? (usually at one of the first cells) */
      for (i = 0; i < nf && !plain; i++)
        plain = (d->fit[game->frontier_con[i]] & d->unique_rot_mask) != 0;
    }
  if (G_UNLIKELY (n > max))    /* the list would stop at @max: pick from it as it is */
    {
      g_autofree CsClassicMove *lays = g_new (CsClassicMove, max);

      n = cs_classic_bcb_placements (game, TRUE, lays, max);
      plain = FALSE;
      for (i = 0; i < n; i++)
        plain |= lays[i].bridge == 0;
      if (!plain && cs_rng_below (rng, 4) == 0)
        return FALSE;
      *move = lays[cs_rng_below (rng, n)];
      return TRUE;
    }
  if (n == 0 || (!plain && cs_rng_below (rng, 4) == 0))
    return FALSE;
  k = cs_rng_below (rng, n);
  /* the k-th lay: its block of 16 cells, then its cell */
  for (b = 0; k >= block_sum[b]; b++)
    k -= block_sum[b];
  for (i = 16 * b; k >= count[i]; i++)
    k -= count[i];
  if (bridges)
    {
      cell_lays (game, d, game->frontier[i], TRUE, &c);
      cell_lay_nth (&c, k, move);
    }
  else
    {
      /* the turns listed at the cell are its plain fit's new-looking ones
       * in order: nth_turn[turns] holds them two bits each, the first lowest */
      static const guint8 nth_turn[16] = {
        0x00, 0x00, 0x01, 0x04, 0x02, 0x08, 0x09, 0x24, 0x03, 0x0c, 0x0d, 0x34, 0x0e, 0x38, 0x39, 0xe4,
      };
      CsClassicMove init = CS_CLASSIC_MOVE_INIT;

      *move = init;
      move->cell = game->frontier[i];
      move->rot = (nth_turn[d->fit[game->frontier_con[i]] & d->unique_rot_mask] >> (2 * k)) & 3;
    }
  return TRUE;
}

/* ---- laying a tile with BC&B -------------------------------------------------- */

static void
apply_bridge (CsClassic *g, const CsClassicMove *m, CsEvents *ev)
{
  guint target = CS_CLASSIC_BRIDGE_TARGET (m->bridge), axis = CS_CLASSIC_BRIDGE_AXIS (m->bridge);

  g->slot_bridge[g->n_laid] = 0;
  if (m->bridge == 0)
    return;
  g->player[g->active].bridges--;
  if (target == 0)
    g->slot_bridge[g->n_laid] = axis;      /* lay () builds it with the tile */
  else
    cs_classic__bridge (g, g->cell_slot[m->cell + side_delta[target - 1]], axis);
  if (ev != NULL)
    {
      CsEvent scratch, *e = cs_events_add (ev, &scratch, CS_EVENT_BRIDGE_PLACED);
      e->player = g->active;
      e->rot = axis;
      e->tile = target == 0 ? g->current : g->slot_tile[g->cell_slot[m->cell + side_delta[target - 1]]];
      cs_classic__emit_cell (e, target == 0 ? m->cell : m->cell + side_delta[target - 1]);
    }
}

/* One scratch position per thread for the question below, allocated on its
 * first use and kept for the thread's life: asked for every move a random
 * player considers, a fresh allocation of the whole struct each time cost
 * more in the kernel's page faults than the question itself. */
static GPrivate open_spots_scratch = G_PRIVATE_INIT (g_free);

/* a scratch copy with the move laid: the open meeple spots (C-6.2, B-3.8) */
guint
cs_classic_bcb_open_spots (const CsClassic     *game,
                           const CsClassicMove *move,
                           guint8              *pieces)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
  CsClassic *tmp;
  CsClassicMove m = *move;
  gboolean farmers = !(game->options & CS_CLASSIC_NO_FARMERS);
  guint n = 0, n_pieces = d->n_pieces;
  guint16 base;

  if (game->player[game->active].supply == 0)
    return 0;
  if (move->bridge == 0)
    {
      gboolean near_bridge = FALSE;
      /* only a neighbour's bridge that points at the tile changes what its
       * pieces join (a road meets the bridge, the fields the field under
       * it); one across the other axis leaves the side facing us as it was */
      for (guint s = 0; s < 4; s++)
        {
          guint nslot = game->cell_slot[move->cell + side_delta[s]];
          near_bridge |= nslot != EMPTY && game->slot_bridge[nslot] == 1 + (s & 1);
        }
      if (!near_bridge)   /* nothing a bridge changes: the base game's count, without a copy */
        return cs_classic_open_spots (game, move->cell, move->rot, pieces);
    }
  tmp = g_private_get (&open_spots_scratch);
  if (tmp == NULL)
    {
      tmp = g_new (CsClassic, 1);
      g_private_set (&open_spots_scratch, tmp);
    }
  cs_classic__scratch_copy (tmp, game);
  m.follower = -1;
  apply_bridge (tmp, &m, NULL);
  base = tmp->n_nodes;
  cs_classic__lay_and_place (tmp, &m, NULL);
  if (move->bridge != 0 && CS_CLASSIC_BRIDGE_TARGET (move->bridge) == 0)
    n_pieces++;      /* B-3.8: the bridge on the tile just laid */
  for (guint p = 0; p < n_pieces; p++)
    {
      const CsClassicFeature *f = &tmp->feat[cs_classic__find (tmp, base + p)];
      if (f->n_followers == 0 && (farmers || p >= d->n_pieces || d->pieces[p].type != CS_CLASSIC_FIELD))
        pieces[n++] = p;
    }
  return n;
}

/* B-4.1: a just completed city of two tiles, one cap of it on each */
static gboolean
small_city (CsClassic *g, guint16 root, guint8 slots[2])
{
  const CsClassicFeature *f = &g->feat[root];
  guint k = 0;

  if (f->type != CS_CLASSIC_CITY || f->open != 0 || f->scored || cs_tile_mask_count (&f->tiles) != 2)
    return FALSE;
  for (guint slot = 0; slot < g->n_laid; slot++)
    {
      const CsClassicDesign *d;
      guint pieces = 0, caps = 0;

      if (!cs_tile_mask_has (&f->tiles, slot))
        continue;
      d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
      for (guint p = 0; p < d->n_pieces; p++)
        if (cs_classic__find (g, g->slot_node[slot] + p) == root)
          {
            pieces++;
            caps += d->pieces[p].cap;
          }
      if (pieces != 1 || caps != 1)
        return FALSE;
      slots[k++] = slot;
    }
  return k == 2;
}

static guint
city_owner (const CsClassicFeature *f, guint n_players)
{
  for (guint p = 0; p < n_players; p++)
    if (f->followers[p] > 0)
      return p;
  return 0;
}

static void after_turn (CsClassic *g, CsEvents *ev);

/* B-4.2: the next small city whose owner has a castle token, or finish */
static gboolean
ask_castle (CsClassic *g)
{
  CsClassicBcb *b = &g->bcb;

  while (b->pending_pos < b->n_pending)
    {
      const CsClassicFeature *f = &g->feat[b->pending[b->pending_pos]];
      guint owner = city_owner (f, g->n_players);
      if (g->player[owner].castles > 0)
        {
          g->phase = CS_CLASSIC_PHASE_CASTLE;
          g->actor = owner;
          return TRUE;
        }
      b->pending_pos++;
    }
  return FALSE;
}

static gboolean
in_fief (const CsClassic *g, const CsClassicCastle *c, guint cell)
{
  int x0 = cs_classic_cell_x (g->slot_cell[c->slot[0]]), y0 = cs_classic_cell_y (g->slot_cell[c->slot[0]]);
  int x1 = cs_classic_cell_x (g->slot_cell[c->slot[1]]), y1 = cs_classic_cell_y (g->slot_cell[c->slot[1]]);
  int x = cs_classic_cell_x (cell), y = cs_classic_cell_y (cell);

  /* B-4.4: the pair and the two cells beside it on each side */
  if (x0 == x1)
    return x >= x0 - 1 && x <= x0 + 1 && y >= MIN (y0, y1) && y <= MAX (y0, y1);
  return y >= y0 - 1 && y <= y0 + 1 && x >= MIN (x0, x1) && x <= MAX (x0, x1);
}

gboolean
cs_classic_in_fief (const CsClassic *game,
                    guint            castle,
                    guint            cell)
{
  g_return_val_if_fail (castle < game->bcb.n_castles, FALSE);
  return in_fief (game, &game->bcb.castle[castle], cell);
}

static gboolean
feature_in_fief (const CsClassic *g, const CsClassicCastle *c, const CsClassicFeature *f)
{
  for (guint slot = 0; slot < g->n_laid; slot++)
    if (cs_tile_mask_has (&f->tiles, slot) && in_fief (g, c, g->slot_cell[slot]))
      return TRUE;
  return FALSE;
}

/* B-4.5 to B-4.7: the waiting castles the features in @done trigger, and
 * the chains from them; each scores once, the highest of its triggers */
static void
castle_triggers (CsClassic *g, const guint16 *done, guint n_done, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  int value[CS_CLASSIC_MAX_CASTLES];
  gboolean changed;

  for (guint c = 0; c < b->n_castles; c++)
    {
      const CsClassicCastle *k = &b->castle[c];
      value[c] = -1;
      if (!k->waiting || k->built >= b->turn)
        continue;
      for (guint i = 0; i < n_done; i++)
        {
          const CsClassicFeature *f = &g->feat[done[i]];
          if (feature_in_fief (g, k, f))
            value[c] = MAX (value[c], (int) cs_classic_feature_points (g, f, FALSE));
        }
    }
  do
    {
      changed = FALSE;
      for (guint c = 0; c < b->n_castles; c++)
        {
          const CsClassicCastle *k = &b->castle[c];
          if (!k->waiting || k->built >= b->turn)
            continue;
          for (guint o = 0; o < b->n_castles; o++)
            if (o != c && value[o] > value[c] &&
                (in_fief (g, k, g->slot_cell[b->castle[o].slot[0]]) ||
                 in_fief (g, k, g->slot_cell[b->castle[o].slot[1]])))
              {
                value[c] = value[o];
                changed = TRUE;
              }
        }
    }
  while (changed);

  for (guint c = 0; c < b->n_castles; c++)
    {
      CsClassicCastle *k = &b->castle[c];
      CsEvent scratch, *e;

      if (value[c] < 0)
        continue;
      e = cs_events_add (ev, &scratch, CS_EVENT_CASTLE_SCORED);
      e->player = k->owner;
      e->points = value[c];
      e->node = k->city;
      cs_classic__emit_cell (e, g->slot_cell[k->slot[0]]);
      cs_classic__add_points (g, k->owner, value[c], ev);
      k->waiting = 0;
      cs_classic__return_followers (g, cs_classic__find (g, k->city), ev);   /* B-4.6: the lord goes home */
    }
}

static void
finish_turn (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  guint16 done[CS_CLASSIC_MAX_PIECES + 9];
  guint n;

  n = cs_classic__score_laid (g, b->turn_cell, b->turn_base, b->turn_pieces, done, ev);   /* B-4.8 (2) */
  castle_triggers (g, done, n, ev);                                                       /* B-4.8 (3) */
  b->turn++;
  b->n_pending = b->pending_pos = 0;
  after_turn (g, ev);
}

static void
lay_turn (CsClassic *g, const CsClassicMove *m, CsEvents *ev)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);
  CsClassicBcb *b = &g->bcb;
  guint16 base;
  guint n0 = ev != NULL ? ev->n : 0, caps;

  apply_bridge (g, m, ev);
  base = g->n_nodes;
  cs_classic__lay_and_place (g, m, ev);
  if (ev != NULL && m->bridge != 0 && n0 + 1 < ev->n)
    {
      /* tell the bridge right after the tile laid, before the meeple */
      CsEvent bridge = ev->ev[n0];
      memmove (&ev->ev[n0], &ev->ev[n0 + 1], sizeof (CsEvent));
      ev->ev[n0 + 1] = bridge;
    }
  b->turn_cell = m->cell;
  b->turn_base = base;
  b->turn_pieces = d->n_pieces + (m->bridge != 0 && CS_CLASSIC_BRIDGE_TARGET (m->bridge) == 0);

  /* B-4.2: small cities this tile completed with a meeple in them */
  b->n_pending = b->pending_pos = 0;
  /* a small city has one cap on each tile (B-4.1): a city piece of ours
   * without one cannot be in it (the tile set's cap_mask) */
  for (caps = g->tileset->cap_mask[g->tileset->tile_design[g->current]]; caps != 0; caps &= caps - 1)
    {
      guint p = __builtin_ctz (caps);
      guint16 r;
      guint8 slots[2];
      gboolean dup = FALSE;

      r = cs_classic__find (g, base + p);
      for (guint i = 0; i < b->n_pending; i++)
        dup |= b->pending[i] == r;
      if (!dup && g->feat[r].n_followers > 0 && small_city (g, r, slots) && b->n_pending < G_N_ELEMENTS (b->pending))
        b->pending[b->n_pending++] = r;
    }
  if (ask_castle (g))
    return;
  finish_turn (g, ev);
}

static void
build_castle (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  guint16 r = b->pending[b->pending_pos];
  CsClassicFeature *f = &g->feat[r];
  CsClassicCastle *k = &b->castle[b->n_castles++];
  CsEvent scratch, *e;

  /* B-4.3: not scored; the knight stays as its lord */
  small_city (g, r, k->slot);
  g->player[g->actor].castles--;
  f->scored = 1;
  f->castle = 1;
  k->owner = g->actor;
  k->waiting = 1;
  k->built = b->turn;
  k->city = r;
  e = cs_events_add (ev, &scratch, CS_EVENT_CASTLE_BUILT);
  e->player = g->actor;
  e->node = r;
  cs_classic__emit_cell (e, g->slot_cell[k->slot[0]]);
}

/* ---- bazaars (B-5) ------------------------------------------------------------- */

static guint
players_without_tile (const CsClassic *g, guint *last)
{
  guint n = 0;

  for (guint p = 0; p < g->n_players; p++)
    if (g->bcb.holding[p] == 0xFF)
      {
        n++;
        *last = p;
      }
  return n;
}

static void round_next (CsClassic *g, CsEvents *ev);

static void
start_round (CsClassic *g, CsEvents *ev)
{
  g->bcb.round_left = g->n_players;
  g->active = g->bcb.host;
  round_next (g, ev);
}

/* @player takes displayed tile @i for nothing: the last one (B-5.6), or a
 * pick (BV-1) */
static void
take_free (CsClassic *g, guint player, guint i, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  CsEvent scratch, *e = cs_events_add (ev, &scratch, CS_EVENT_BAZAAR_TAKEN);

  b->display_owner[i] = player;
  b->holding[player] = i;
  e->player = player;
  e->tile = b->display[i];
  e->piece = i;
  e->from = -1;
  e->kind = CS_DEAL_FREE;
}

static void
next_auction (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  guint last = 0, left = players_without_tile (g, &last);

  if (left == 1)
    {
      /* B-5.6: the last tile for nothing */
      for (guint i = 0; i < b->n_display; i++)
        if (b->display_owner[i] < 0)
          {
            take_free (g, last, i, ev);
            break;
          }
      left = 0;
    }
  if (left == 0)
    {
      start_round (g, ev);
      return;
    }
  /* B-5.6: the next auctioneer follows the previous one (D-27) */
  for (guint i = 1; i <= g->n_players; i++)
    {
      guint p = (b->auctioneer + i) % g->n_players;
      if (b->holding[p] == 0xFF)
        {
          b->auctioneer = p;
          break;
        }
    }
  g->phase = CS_CLASSIC_PHASE_OFFER;
  g->actor = b->auctioneer;
}

static void
take (CsClassic *g, guint player, int payer, int payee, CsBazaarDeal deal, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  CsEvent scratch, *e;

  e = cs_events_add (ev, &scratch, CS_EVENT_BAZAAR_TAKEN);
  e->player = player;
  e->tile = b->display[b->pick];
  e->piece = b->pick;
  e->points = b->high_bid;
  e->from = payee;
  e->kind = deal;
  if (payer >= 0 && b->high_bid != 0)
    {
      cs_classic__add_points (g, payer, -b->high_bid, ev);
      if (payee >= 0)
        cs_classic__add_points (g, payee, b->high_bid, ev);
    }
  b->display_owner[b->pick] = player;
  b->holding[player] = b->pick;
  next_auction (g, ev);
}

/* the next player after @from, up to the auctioneer, who may bid (B-5.3); -1: none */
static int
next_bidder (const CsClassic *g, guint from)
{
  for (guint i = 1; i < g->n_players; i++)
    {
      guint p = (from + i) % g->n_players;
      if (p == g->bcb.auctioneer)
        return -1;
      if (g->bcb.holding[p] == 0xFF)
        return p;
    }
  return -1;
}

static void
bidding_done (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;

  if (b->high_bidder < 0)   /* B-5.4: the auctioneer pays the bid to nobody */
    take (g, b->auctioneer, b->auctioneer, -1, CS_DEAL_KEPT, ev);
  else
    {
      g->phase = CS_CLASSIC_PHASE_SETTLE;
      g->actor = b->auctioneer;
    }
}

static void
start_bazaar (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  CsEvent scratch, *e;

  b->host = g->active;
  b->n_display = g->n_players;
  e = cs_events_add (ev, &scratch, CS_EVENT_BAZAAR_OPENED);
  e->player = g->active;
  e->count = b->n_display;
  for (guint i = 0; i < b->n_display; i++)
    {
      b->display[i] = g->draw_order[g->pile_pos++];   /* B-5.2 */
      b->display_owner[i] = -1;
      e = cs_events_add (ev, &scratch, CS_EVENT_BAZAAR_TILE);
      e->tile = b->display[i];
      e->piece = i;
    }
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    b->holding[p] = 0xFF;
  if (g->options & CS_CLASSIC_QUICK_BAZAAR)
    {
      start_round (g, ev);     /* BV-1: no auction; each picks in turn and plays at once */
      return;
    }
  b->auctioneer = g->active;   /* next_auction moves on to the player after it (B-5.3) */
  next_auction (g, ev);
}

/* B-5.7: the active player's tile from the bazaar, to lay now; FALSE when
 * it fits nowhere and is removed (B-5.8) */
static gboolean
hand_over (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  CsEvent scratch, *e;
  guint t = b->display[b->holding[g->active]];

  b->holding[g->active] = 0xFF;
  b->bought = 1;
  e = cs_events_add (ev, &scratch, CS_EVENT_TILE_DRAWN);
  e->player = g->active;
  e->tile = t;
  if (cs_classic__any_placement (g, t) || cs_bcb_fits_with_bridge (g, t))
    {
      g->current = t;
      g->phase = CS_PHASE_PLACE;
      return TRUE;
    }
  e = cs_events_add (ev, &scratch, CS_EVENT_TILE_REMOVED);   /* B-5.8 */
  e->player = g->active;
  e->tile = t;
  e->kind = CS_CLASSIC_REMOVED_BOUGHT;
  g->n_removed++;
  return FALSE;
}

static void
round_next (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;

  while (b->round_left > 0)
    {
      b->round_left--;
      g->active = (g->active + 1) % g->n_players;    /* B-5.7: from the player after the host */
      g->actor = g->active;
      if ((g->options & CS_CLASSIC_QUICK_BAZAAR) && b->holding[g->active] == 0xFF)
        {
          /* BV-1: a pick, and the last tile without one */
          guint left = 0, last = 0;
          for (guint i = 0; i < b->n_display; i++)
            if (b->display_owner[i] < 0)
              {
                left++;
                last = i;
              }
          if (left > 1)
            {
              g->phase = CS_CLASSIC_PHASE_PICK;
              return;
            }
          if (left == 1)
            take_free (g, g->active, last, ev);
        }
      if (b->holding[g->active] == 0xFF)
        continue;
      if (hand_over (g, ev))
        return;
    }
  /* B-5.9, B-5.10: on with the player after the host; an empty pile ends it */
  b->bought = 0;
  b->n_display = 0;
  g->active = (b->host + 1) % g->n_players;
  cs_classic__draw_next (g, ev);
}

static void
after_turn (CsClassic *g, CsEvents *ev)
{
  CsClassicBcb *b = &g->bcb;
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);

  if (!b->bought && d->bazaar)
    {
      if (cs_classic_tiles_left (g) >= g->n_players)   /* B-5.1 */
        {
          start_bazaar (g, ev);
          return;
        }
      {
        CsEvent scratch, *e = cs_events_add (ev, &scratch, CS_EVENT_BAZAAR_SKIPPED);
        e->player = g->active;
        e->count = cs_classic_tiles_left (g);
      }
    }
  if (b->round_left > 0 || b->n_display > 0)
    {
      round_next (g, ev);
      return;
    }
  b->bought = 0;
  g->active = (g->active + 1) % g->n_players;
  cs_classic__draw_next (g, ev);
}

static void
discard (CsClassic *g, CsEvents *ev)
{
  CsEvent scratch, *e = cs_events_add (ev, &scratch, CS_EVENT_TILE_REMOVED);   /* B-3.6, C-4.4 */

  e->player = g->active;
  e->tile = g->current;
  /* the player declined the bridge it needed; in a bazaar round that was
   * its only tile (B-5.8) */
  e->kind = g->bcb.bought ? CS_CLASSIC_REMOVED_BOUGHT_DECLINED : CS_CLASSIC_REMOVED_DECLINED;
  g->n_removed++;
  if (g->bcb.bought)
    {
      round_next (g, ev);    /* B-5.8: no other tile */
      return;
    }
  cs_classic__draw_next (g, ev);
}

/* ---- checking and playing a move -------------------------------------------------- */

/* why the bridge of move @no (laying tile @letter) cannot be: what and where */
static gboolean
bridge_refused (const CsClassicMove *m, const CsClassicVerdict *v, guint no, char letter, GError **error)
{
  guint target = CS_CLASSIC_BRIDGE_TARGET (m->bridge);
  guint cell = target == 0 || target > 4 ? m->cell : m->cell + side_delta[target - 1];
  int x = cs_classic_cell_x (cell), y = cs_classic_cell_y (cell);

  switch (v->bridge_fault)
    {
    case CS_BRIDGE_NONE_LEFT:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "move %u: the player has no bridge left (B-1.3)", no);
      break;
    case CS_BRIDGE_TAKEN:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: the tile at %d,%d has a bridge already, and a tile takes only one (B-3.2)", no, x, y);
      break;
    case CS_BRIDGE_NOT_FIELD:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: a bridge across the tile at %d,%d must join two field sides, and that way it does not (B-3.2)",
                    no, x, y);
      break;
    case CS_BRIDGE_END:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: an end of the bridge across the tile at %d,%d meets a side that is not a road (B-3.4)",
                    no, x, y);
      break;
    default:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: tile %c at %d,%d turned %u cannot take that bridge (%s)", no, letter,
                    cs_classic_cell_x (m->cell), cs_classic_cell_y (m->cell), m->rot, v->rule);
      break;
    }
  return FALSE;
}

static guint
n_on_offer (const CsClassicBcb *b)
{
  guint n = 0;

  for (guint i = 0; i < b->n_display; i++)
    n += b->display_owner[i] < 0;
  return n;
}

gboolean
cs_classic_bcb_check_move (const CsClassic     *g,
                           const CsClassicMove *m,
                           GError             **error)
{
  const CsClassicBcb *b = &g->bcb;
  guint no = g->move + 1;
  /* the tile's letter, for the messages only */
#define letter (g->phase == CS_PHASE_PLACE ? cs_classic_tile (g->tileset, g->current)->letter : '-')

  switch (g->phase)
    {
    case CS_PHASE_PLACE:
      if (m->kind == CS_CLASSIC_MOVE_DISCARD)
        {
          if (!cs_classic__any_placement (g, g->current))
            return TRUE;
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                        "move %u: tile %c fits without a bridge, so it cannot be removed (B-3.6)", no, letter);
          return FALSE;
        }
      if (m->kind != CS_CLASSIC_MOVE_LAY)
        break;
      /* a lay that fits needs no verdict; one that does not is asked why */
      if (!cs_classic__bcb_lay_fits (g, m->cell, m->rot, m->bridge))
        {
          CsClassicVerdict v;
          CsClassicMove plain = *m;

          plain.follower = -1;
          cs_classic_bridge_verdict (g, m->cell, m->rot, m->bridge, &v);
          if (v.code != CS_VERDICT_LEGAL && v.code != CS_VERDICT_PATH_BROKEN)
            return cs_classic_check_move (g, &plain, error);   /* no such cell, taken, not adjacent */
          if (v.code != CS_VERDICT_LEGAL && m->bridge == 0 && v.bridge != 0)
            {
              cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                            "move %u: tile %c at %d,%d turned %u fits only with a bridge (B-3.5)", no, letter,
                            cs_classic_cell_x (m->cell), cs_classic_cell_y (m->cell), m->rot);
              return FALSE;
            }
          if (v.code != CS_VERDICT_LEGAL && m->bridge == 0)
            return cs_classic_check_move (g, &plain, error);
          if (v.code != CS_VERDICT_LEGAL)
            return bridge_refused (m, &v, no, letter, error);
        }
      if (m->follower >= 0)
        {
          const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);
          guint8 open[CS_CLASSIC_MAX_PIECES + 1];
          guint n;
          gboolean ok = FALSE;

          if (g->player[g->active].supply == 0)
            {
              cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                            "move %u: the player has no meeple left in the supply (C-6.3)", no);
              return FALSE;
            }
          /* without a bridge in the move, a piece on no side against a
           * laid tile meets no feature (a neighbour's bridge meets us
           * only across the side we share with it): open unless it is a
           * field in a game without farmers. The rest ask the joins. */
          if (m->bridge == 0 && m->follower < d->n_pieces &&
              !((g->options & CS_CLASSIC_NO_FARMERS) && ((d->field_mask >> m->follower) & 1)))
            {
              guint touched = 0;

              for (guint s = 0; s < 4; s++)
                touched |= (g->cell_slot[m->cell + side_delta[s]] != EMPTY) * d->side_pieces[m->rot][s];
              if (!((touched >> m->follower) & 1))
                return TRUE;
            }
          n = cs_classic_bcb_open_spots (g, m, open);
          for (guint i = 0; i < n; i++)
            ok |= open[i] == m->follower;
          if (!ok)
            {
              cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                            "move %u: no meeple may go on piece %d of this tile now (C-6.1, C-6.2, B-3.8)", no,
                            m->follower);
              return FALSE;
            }
        }
      return TRUE;

    case CS_CLASSIC_PHASE_CASTLE:
      if (m->kind == CS_CLASSIC_MOVE_CASTLE || m->kind == CS_CLASSIC_MOVE_NO_CASTLE)
        return TRUE;
      break;

    case CS_CLASSIC_PHASE_OFFER:
      if (m->kind != CS_CLASSIC_MOVE_OFFER)
        break;
      if (m->pick < b->n_display && b->display_owner[m->pick] < 0 && m->amount >= 0 && m->amount <= CS_CLASSIC_MAX_BID)
        return TRUE;
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: the auctioneer picks a tile still on offer and opens with 0 points or more (B-5.3)", no);
      return FALSE;

    case CS_CLASSIC_PHASE_BID:
      if (m->kind == CS_CLASSIC_MOVE_PASS || (m->kind == CS_CLASSIC_MOVE_BID && m->amount > b->high_bid && m->amount <= CS_CLASSIC_MAX_BID))
        return TRUE;
      if (m->kind == CS_CLASSIC_MOVE_BID)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                        "move %u: a bid must be higher than the highest so far, %d (B-5.3)", no, b->high_bid);
          return FALSE;
        }
      break;

    case CS_CLASSIC_PHASE_SETTLE:
      if (m->kind == CS_CLASSIC_MOVE_BUY || m->kind == CS_CLASSIC_MOVE_SELL)
        return TRUE;
      break;

    case CS_CLASSIC_PHASE_PICK:
      if (m->kind != CS_CLASSIC_MOVE_PICK)
        break;
      if (m->pick < b->n_display && b->display_owner[m->pick] < 0)
        return TRUE;
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: tile %u of the bazaar is not on offer; pick one of the %u still there (BV-1)", no,
                    m->pick + 1u, n_on_offer (b));
      return FALSE;

    default:
      {
        CsClassicMove plain = *m;
        plain.follower = -1;
        return cs_classic_check_move (g, &plain, error);   /* the game is over */
      }
    }
  /* the wrong kind of move for this step of the turn: say what the step is */
  switch (g->phase)
    {
    case CS_PHASE_PLACE:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "move %u: tile %c is to be laid now (C-4.1)", no, letter);
      break;
    case CS_CLASSIC_PHASE_CASTLE:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: the owner of the small city just completed chooses now: castle or no-castle (B-4.2)", no);
      break;
    case CS_CLASSIC_PHASE_OFFER:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: the auctioneer picks a displayed tile and opens now: offer N POINTS (B-5.3)", no);
      break;
    case CS_CLASSIC_PHASE_BID:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                    "move %u: the next bidder bids more than %d or passes now: bid POINTS or pass (B-5.3)", no,
                    b->high_bid);
      break;
    case CS_CLASSIC_PHASE_SETTLE:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "move %u: the auctioneer buys or sells now: buy or sell (B-5.4)", no);
      break;
    default:
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "move %u: a displayed tile is to be picked now: pick N (BV-1)", no);
      break;
    }
  return FALSE;
#undef letter
}

gboolean
cs_bcb_play (CsClassic           *g,
             const CsClassicMove *m,
             CsEvents            *ev,
             GError             **error)
{
  CsClassicBcb *b = &g->bcb;
  CsEvent scratch, *e;

  if (!cs_classic_bcb_check_move (g, m, error))
    return FALSE;
  switch (g->phase)
    {
    case CS_PHASE_PLACE:
      if (m->kind == CS_CLASSIC_MOVE_DISCARD)
        discard (g, ev);
      else
        lay_turn (g, m, ev);
      break;
    case CS_CLASSIC_PHASE_CASTLE:
      if (m->kind == CS_CLASSIC_MOVE_CASTLE)
        build_castle (g, ev);
      else if (ev != NULL)
        {
          e = cs_events_add (ev, &scratch, CS_EVENT_CASTLE_DECLINED);   /* B-4.2: scored as a city */
          e->player = g->actor;
          e->node = b->pending[b->pending_pos];
          cs_classic__emit_cell (e, g->slot_cell[cs_tile_mask_lowest (&g->feat[e->node].tiles)]);
        }
      b->pending_pos++;
      if (!ask_castle (g))
        finish_turn (g, ev);
      break;
    case CS_CLASSIC_PHASE_OFFER:
      b->pick = m->pick;
      b->high_bid = m->amount;
      b->high_bidder = -1;
      e = cs_events_add (ev, &scratch, CS_EVENT_BAZAAR_OFFER);
      e->player = g->actor;
      e->tile = b->display[m->pick];
      e->piece = m->pick;
      e->points = m->amount;
      b->bidder = next_bidder (g, g->actor);
      g->phase = CS_CLASSIC_PHASE_BID;
      g->actor = b->bidder;
      break;
    case CS_CLASSIC_PHASE_BID:
      {
        int next;
        e = cs_events_add (ev, &scratch, m->kind == CS_CLASSIC_MOVE_BID ? CS_EVENT_BAZAAR_BID : CS_EVENT_BAZAAR_PASS);
        e->player = g->actor;
        e->tile = b->display[b->pick];
        if (m->kind == CS_CLASSIC_MOVE_BID)
          {
            b->high_bid = m->amount;
            b->high_bidder = g->actor;
            e->points = m->amount;
          }
        next = next_bidder (g, g->actor);
        if (next < 0)
          bidding_done (g, ev);
        else
          g->actor = b->bidder = next;
      }
      break;
    case CS_CLASSIC_PHASE_SETTLE:
      if (m->kind == CS_CLASSIC_MOVE_BUY)
        take (g, b->auctioneer, b->auctioneer, b->high_bidder, CS_DEAL_BOUGHT, ev);
      else
        take (g, b->high_bidder, b->high_bidder, b->auctioneer, CS_DEAL_SOLD, ev);
      break;
    case CS_CLASSIC_PHASE_PICK:
      take_free (g, g->active, m->pick, ev);    /* BV-1: and play it now */
      if (!hand_over (g, ev))
        round_next (g, ev);
      break;
    default:
      g_assert_not_reached ();
    }
  g->move++;
  return TRUE;
}
