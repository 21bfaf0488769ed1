/* cs-classic-ai.c — computer opponents for classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beginner: this turn's points, a glance at the board and a whim.
 * Casual:   every placement and meeple choice, judged one turn ahead by
 *           cs_classic_ai_evaluate().
 * Strong:   its own best 8 moves one turn ahead, on an evaluation that
 *           values meeples in hand far more (by the number of players),
 *           each played on the same determinised deals of the unseen pile
 *           and followed by every other player's reply — the move Casual
 *           would make with that tile — then judged by the mean evaluation;
 *           successive halving gives the deals to the moves still in the
 *           running, until a fixed count of positions judged is used.
 * Expert:   the same with 12 moves, over four times the count, the others'
 *           replies as Strong would make them at a glance, and its own next
 *           move too.
 *
 * Everything after the root works on determinisations (the pile sorted,
 * then shuffled with the decision's rng), so the move depends only on what
 * the player to move can see and on the seed.
 */
#define G_LOG_DOMAIN "castellan-engine"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cs-classic-ai.h"

/* The work of a level is a count of positions judged (every placement ×
 * meeple choice a reply looks at, and every deal's last position), not a
 * time: its move depends on the position and the seed only, never on the
 * machine's load, and it uses its whole budget at every stage of the game
 * (early on, where turns have few choices, on more deals). The cap is a
 * safety net for the app on a loaded machine, read after every reply of
 * the search: it stops the search with the deals finished so far, a little
 * (one reply and one evaluation) before the level's limit (Strong 1 s,
 * Expert 3 s). Tournaments run without it. */
typedef struct {
  guint    top_k;      /* moves given to the search */
  guint    budget;     /* positions judged, in all */
  guint    depth;      /* plies after the other players' replies */
  gboolean strong_replies;   /* the others play as Strong would at a glance, not as Casual */
  gint64   cap_us;     /* wall-clock guard */
} ClassicLevel;

static const ClassicLevel classic_levels[CS_AI_N_LEVELS] = {
  [CS_AI_BEGINNER] = { 0, 0, 0, FALSE, 200000 },
  [CS_AI_CASUAL]   = { 0, 0, 0, FALSE, 500000 },
  [CS_AI_STRONG]   = { 8, 90000, 0, FALSE, 950000 },
  [CS_AI_EXPERT]   = { 12, 400000, 1, TRUE, 2900000 },
};

/* a deal's search never needs more than this many deals (it stops sooner
 * when the budget is used: only near the end, where turns are cheap) */
#define MAX_DEALS 1024

void
cs_classic_ai_determinize (const CsClassic *observed,
                           CsRng           *rng,
                           CsClassic       *out)
{
  if (out != observed)
    memcpy (out, observed, sizeof *out);
  /* only the multiset of the unseen tiles is known (C-10) */
  cs_ai_canonical_shuffle (out->draw_order + out->pile_pos, out->n_pile - out->pile_pos, rng);
}

/* ---- evaluation ------------------------------------------------------------ */

/* the neighbour of a cell across side s (N E S W), and the 8 around it */
static const int side_delta[4] = { -CS_CLASSIC_W, 1, CS_CLASSIC_W, -1 };
static const int ring_delta[8] = {
  -CS_CLASSIC_W - 1, -CS_CLASSIC_W, -CS_CLASSIC_W + 1, 1,
  CS_CLASSIC_W + 1, CS_CLASSIC_W, CS_CLASSIC_W - 1, -1
};

/* The evaluation's constants. Casual's were set by hand (the field weight
 * measured, docs/AI.md); Strong's meeple values by Strong one turn ahead
 * against Casual. */
typedef struct {
  double meeple;      /* a meeple in hand, the first four */
  double spare;       /* the rest, as a part of that */
  double back;        /* one that will come back, as a part of one in hand */
  double city_grow;   /* a tile laid in a city's open cell closes it */
  double road_grow;
  double field_city;  /* a finished city fed by a field */
  double open_city_field;
  double horizon;     /* turns over which a meeple in hand keeps its value */
} Weights;

static const Weights casual_w = {
  .meeple = 2.0, .spare = 0.25, .back = 0.6, .city_grow = 0.85, .road_grow = 0.93,
  .field_city = 3.0, .open_city_field = 0.4, .horizon = 8.0,
};

/* Strong and Expert: the same evaluation with a meeple in hand worth far
 * more while turns remain, by the number of players (fewer turns each with
 * more players: a meeple is less scarce). Measured one turn ahead against
 * Casual (docs/AI.md): 2 players 73.5% of 400 games, 3 players 46.8% of
 * 300 (33% is even), 4 players 34.1% of 400 (25% is even). */
static const Weights strong_w[CS_CLASSIC_MAX_PLAYERS + 1] = {
  [2] = { .meeple = 5.0, .spare = 0.0, .back = 0.6, .city_grow = 0.85, .road_grow = 0.93,
          .field_city = 3.0, .open_city_field = 0.4, .horizon = 4.0 },
  [3] = { .meeple = 4.0, .spare = 0.0, .back = 0.3, .city_grow = 0.85, .road_grow = 0.93,
          .field_city = 3.0, .open_city_field = 0.4, .horizon = 4.0 },
  [4] = { .meeple = 3.0, .spare = 0.0, .back = 0.3, .city_grow = 0.85, .road_grow = 0.93,
          .field_city = 3.0, .open_city_field = 0.4, .horizon = 4.0 },
  [5] = { .meeple = 3.0, .spare = 0.0, .back = 0.3, .city_grow = 0.85, .road_grow = 0.93,
          .field_city = 3.0, .open_city_field = 0.4, .horizon = 4.0 },
};

static const Weights *
level_weights (CsAiLevel level, guint n_players)
{
  return level >= CS_AI_STRONG ? &strong_w[n_players] : &casual_w;
}

/* a meeple in hand: worth more while there are turns left to use it */
static double
meeple_value (const Weights *w, double turns_left)
{
  return w->meeple * CLAMP (turns_left / w->horizon, 0.0, 1.0);
}

static double
supply_value (const Weights *w, guint supply, double turns_left)
{
  double v = 0;

  for (guint k = 0; k < supply; k++)
    v += meeple_value (w, turns_left) * (k < 4 ? 1.0 : w->spare);
  return v;
}

/* The chance that an open cell is ever filled, given that @fitting of the
 * tiles still to come fit it: every one of them is a chance, passed by with
 * MISS (its drawer may have better things to do with it). A table: this is
 * asked for every open cell of every position judged. */
#define MISS 0.65
#define MISS_TABLE 128

static double
cell_chance (guint fitting)
{
  static double table[MISS_TABLE];
  static gsize ready;

  if (fitting >= MISS_TABLE)
    return 1.0 - pow (MISS, fitting);
  if (g_once_init_enter (&ready))
    {
      for (guint k = 0; k < MISS_TABLE; k++)
        table[k] = 1.0 - pow (MISS, k);
      g_once_init_leave (&ready, 1);
    }
  return table[fitting];
}

/* Per feature root: the chance it will be completed before the end, from
 * the tiles still to come (the tile in hand and the unseen pile, as a
 * multiset: what every player knows, C-10). A road or city needs each of its
 * open cells filled by a tile that fits there, and tends to grow a little
 * on the way; a cloister needs its free neighbours filled. A feature with an
 * open cell that no tile to come fits can never close (its meeples are
 * stuck): chance 0. */
static void
close_chances (const CsClassic *game,
               const Weights   *w,
               double          *chance)
{
  const CsClassicTileset *set = game->tileset;
  guint count[CS_CLASSIC_MAX_DESIGNS] = { 0 };
  guint8 present[CS_CLASSIC_MAX_DESIGNS];
  double by_con[256];           /* a cell's chance, by its constraint */
  guint8 known[256] = { 0 };
  double cell_p[CS_CLASSIC_MAX_FRONTIER];
  guint left = cs_classic_tiles_left (game);
  guint to_come = left + (game->phase == CS_PHASE_PLACE);
  guint n_present = 0;

  for (guint i = game->pile_pos; i < game->n_pile; i++)
    count[set->tile_design[game->draw_order[i]]]++;
  if (game->phase == CS_PHASE_PLACE)
    count[set->tile_design[game->current]]++;
  for (guint d = 0; d < set->n_designs; d++)
    if (count[d])
      present[n_present++] = d;

  /* many open cells share a constraint: count the fitting tiles once each */
  for (guint i = 0; i < game->n_frontier; i++)
    {
      guint con = game->cell_con[game->frontier[i]];

      if (!known[con])
        {
          guint fitting = 0;

          for (guint k = 0; k < n_present; k++)
            if (set->design[present[k]].fit[con])
              fitting += count[present[k]];
          by_con[con] = cell_chance (fitting);
          known[con] = 1;
        }
      cell_p[i] = by_con[con];
    }

  for (guint node = 0; node < game->n_nodes; node++)
    chance[node] = 1.0;

  /* roads and cities: each open cell once per feature it borders */
  for (guint i = 0; i < game->n_frontier; i++)
    {
      guint cell = game->frontier[i], con = game->cell_con[cell];
      guint16 seen[4];
      guint ns = 0;
      double p = cell_p[i];

      for (guint s = 0; s < 4; s++)
        {
          guint kind = (con >> (2 * s)) & 3, nslot, side;
          const CsClassicDesign *nd;
          guint16 root;
          gboolean dup = FALSE;

          if (kind == 0 || kind - 1 == CS_CLASSIC_FIELD)
            continue;
          nslot = game->cell_slot[cell + side_delta[s]];
          nd = cs_classic_tile (set, game->slot_tile[nslot]);
          side = (s + 2) % 4;
          root = cs_classic_find (game, game->slot_node[nslot] +
                                  nd->rot_piece[game->slot_rot[nslot]][side * 3 + 1]);
          for (guint k = 0; k < ns; k++)
            dup |= seen[k] == root;
          if (dup)
            continue;
          seen[ns++] = root;
          /* a tile laid here may open new sides: roads rarely, cities often */
          chance[root] *= p * (kind - 1 == CS_CLASSIC_CITY ? w->city_grow : w->road_grow);
        }
    }

  /* cloisters, and the time left for everything that is open */
  for (guint node = 0; node < game->n_nodes; node++)
    {
      const CsClassicFeature *f = &game->feat[node];
      double need;

      if (game->parent[node] != node || f->scored || f->open == 0)
        continue;
      switch (f->type)
        {
        case CS_CLASSIC_CITY:
          need = 4.0;
          break;
        case CS_CLASSIC_ROAD:
          need = 3.0;
          break;
        case CS_CLASSIC_CLOISTER:
          {
            guint cell = game->slot_cell[game->node_slot[node]];

            need = 2.0;
            for (guint i = 0; i < 8; i++)
              {
                guint c = cell + ring_delta[i];

                if (game->cell_slot[c] != CS_CLASSIC_NO_SLOT)
                  continue;
                /* a corner cell not yet against any tile: it will be, later */
                chance[node] *= game->cell_con[c] != 0 ? cell_p[game->cell_fpos[c]] : 0.9;
              }
          }
          break;
        default:
          continue;
        }
      chance[node] *= MIN (1.0, to_come / (need * f->open));
    }
}

static double
evaluate (const CsClassic *game,
          guint            player,
          const Weights   *w)
{
  double val[CS_CLASSIC_MAX_PLAYERS] = { 0 };
  double chance[CS_CLASSIC_MAX_NODES];
  guint32 pairs[CS_CLASSIC_MAX_FIELD_CITIES];
  guint n = game->n_players, np = 0;
  double turns_left = (double) cs_classic_tiles_left (game) / n;
  double back = w->back * meeple_value (w, turns_left);
  double other = -1e9;

  if (cs_classic_over (game))
    {
      for (guint p = 0; p < n; p++)
        if (p != player)
          other = MAX (other, game->player[p].score);
      return game->player[player].score - other;
    }

  close_chances (game, w, chance);
  for (guint p = 0; p < n; p++)
    val[p] = game->player[p].score + supply_value (w, game->player[p].supply, turns_left);

  /* every unfinished road, city and cloister: its end value (C-8.2), plus
   * what finishing it would add by its chance to finish, to the holders of
   * the majority; a meeple that will come back is worth a part of one in
   * hand, one stuck in a feature that cannot close nothing */
  for (guint node = 0; node < game->n_nodes; node++)
    {
      const CsClassicFeature *f = &game->feat[node];
      double end, full;
      guint winners;

      if (game->parent[node] != node || f->scored || f->n_followers == 0 ||
          f->type == CS_CLASSIC_FIELD)
        continue;
      end = cs_classic_feature_points (game, f, TRUE);
      full = cs_classic_feature_points (game, f, FALSE);
      winners = cs_classic_majority (f, n);
      for (guint p = 0; p < n; p++)
        {
          if (winners & (1u << p))
            val[p] += end + chance[node] * (full - end);
          val[p] += chance[node] * f->followers[p] * back;
        }
    }

  /* fields (C-8.3): 3 points for every city they feed, one still open by
   * its chance to close, discounted for the field's majority that may yet be
   * lost and the meeple it ties down for good; each city once per field
   * (C-5.7) */
  if (!(game->options & CS_CLASSIC_NO_FARMERS))
    {
      np = cs_classic_field_cities (game, pairs);
      for (guint i = 0; i < np; i++)
        {
          guint16 fr = pairs[i] >> 16, cr = pairs[i] & 0xFFFF;
          const CsClassicFeature *city = &game->feat[cr];
          guint winners;

          winners = cs_classic_majority (&game->feat[fr], n);
          for (guint p = 0; p < n; p++)
            if (winners & (1u << p))
              val[p] += w->field_city * (city->scored || city->open == 0 ? 1.0 : w->open_city_field * chance[cr]);
        }
    }

  for (guint p = 0; p < n; p++)
    if (p != player)
      other = MAX (other, val[p]);
  return val[player] - other;
}

double
cs_classic_ai_evaluate (const CsClassic *game,
                        guint            player)
{
  return evaluate (game, player, &casual_w);
}

/* ---- the moves of a turn --------------------------------------------------- */

typedef struct {
  CsClassicMove move;
  guint         index;   /* in the enumeration: a fixed order for equal values */
  double        prior;   /* the one-turn value */
  double        sum;
  guint         count;
} Cand;

static int
cmp_cand (const void *a, const void *b)
{
  const Cand *x = a, *y = b;

  if (x->prior != y->prior)
    return x->prior < y->prior ? 1 : -1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* by the mean over the deals played (all moves compared have played the
 * same ones), then by the one-turn order */
static int
cmp_mean (const void *a, const void *b)
{
  const Cand *x = a, *y = b;
  double mx = x->sum / MAX (1u, x->count), my = y->sum / MAX (1u, y->count);

  if (mx != my)
    return mx < my ? 1 : -1;
  return cmp_cand (a, b);
}

/* Every placement (one per distinct turn) with no meeple and with one on
 * each open spot of @game, played on the scratch @tmp (a copy of @game, put
 * back after each) and judged one turn ahead for the player to move on
 * weights @w; Beginner's judgement when @rng is given. Fills @cands (when
 * not NULL) and returns their number; @best gets the first of the best. */
static guint
turn_moves (const CsClassic    *game,
            CsClassic          *tmp,
            const Weights      *w,
            CsRng              *rng,
            CsClassicPlacement *pl,
            Cand               *cands,
            CsClassicMove      *best)
{
  guint np = cs_classic_placements (game, TRUE, pl);
  guint me = game->active, nc = 0;
  double top = -G_MAXDOUBLE;

  for (guint i = 0; i < np; i++)
    {
      guint8 open[CS_CLASSIC_MAX_PIECES + 1];
      guint no = cs_classic_open_spots (game, pl[i].cell, pl[i].rot, open);

      open[no++] = 0xFF;
      for (guint k = 0; k < no; k++)
        {
          CsClassicMove m = { pl[i].cell, pl[i].rot, open[k] == 0xFF ? -1 : open[k] };
          double v;

          cs_classic_restore (tmp, game);
          if (!cs_classic_play (tmp, &m, NULL, NULL))
            continue;
          if (rng != NULL)
            {
              /* this turn's points, half a look at the board, and a whim */
              int fin[CS_CLASSIC_MAX_PLAYERS];
              double other = 0;

              cs_classic_final_preview (tmp, fin);
              for (guint p = 0; p < game->n_players; p++)
                if (p != me)
                  other = MAX (other, tmp->player[p].score);
              v = tmp->player[me].score - other + 0.2 * fin[me] + 0.5 * tmp->player[me].supply +
                  cs_rng_below (rng, 900) / 100.0;
            }
          else
            v = evaluate (tmp, me, w);
          if (v > top)
            {
              top = v;
              if (best)
                *best = m;
            }
          if (cands)
            {
              Cand *c = &cands[nc];

              memset (c, 0, sizeof *c);
              c->move = m;
              c->index = nc;
              c->prior = v;
            }
          nc++;
        }
    }
  return nc;
}

/* ---- the search ------------------------------------------------------------- */

/* The search plays deals: determinisations of the unseen pile. On each
 * deal every move still in the running is played and followed by the next
 * players' replies, each the move Casual (for Expert: Strong at a glance)
 * would make — the opponents' model — and, when the turn comes back, our
 * own on our weights; then the position
 * is judged. The moves run in successive halving: the budget is split into
 * rounds, and after each round the worse half of the moves (by their mean
 * over the same deals) drops out, so the budget goes to the moves that
 * might be best. Every move still in the running has played the same deals
 * (common random numbers: their differences are the moves'). The clock is
 * a safety net for a loaded machine: read after every reply; when it runs
 * out the deal under way is dropped. Returns the index of the best move in
 * @cands (which it reorders). */
static guint
search (const CsClassic    *game,
        const ClassicLevel *lp,
        const Weights      *w,
        guint64             seed,
        const gint         *cancel,
        gint64              deadline,
        Cand               *cands,
        guint               nc,
        gboolean           *capped)
{
  g_autofree CsClassic *g = g_new (CsClassic, 3);
  g_autofree CsClassicPlacement *pl = g_new (CsClassicPlacement, CS_CLASSIC_MAX_PLACEMENTS);
  double deal_val[CS_CLASSIC_MAX_PLACEMENTS];
  guint alive = MIN (MIN (nc, lp->top_k), G_N_ELEMENTS (deal_val));
  guint me = game->active, rounds = 0, d = 0;
  guint replies = game->n_players - 1 + lp->depth;
  const Weights *them = lp->strong_replies ? level_weights (CS_AI_STRONG, game->n_players) : &casual_w;
  /* with no unseen tile left every deal is the same */
  guint max_deals = cs_classic_tiles_left (game) > 0 ? MAX_DEALS : 1;
  guint64 used = 0;
  gboolean stop = FALSE;

  while ((1u << rounds) < alive)
    rounds++;
  rounds = MAX (rounds, 1u);
  /* full copies once; then only what the moves changed is put back */
  for (guint i = 0; i < 3; i++)
    memcpy (&g[i], game, sizeof g[i]);
  for (guint r = 0; r < rounds && !stop; r++)
    {
      guint64 until = (guint64) lp->budget * (r + 1) / rounds;
      guint in_round = 0;

      /* at least two deals a round, however large the turns */
      while (!stop && d < max_deals && (used < until || in_round < 2))
        {
          /* the same deal for every move: their differences are the moves' */
          CsRng deal_rng = { seed ^ (0x9E3779B97F4A7C15ull * (d + 1)) };
          guint64 cost = 0;

          cs_classic_restore (&g[0], game);
          cs_classic_ai_determinize (&g[0], &deal_rng, &g[0]);
          for (guint i = 0; i < alive && !stop; i++)
            {
              cs_classic_restore (&g[1], &g[0]);
              cs_classic_play (&g[1], &cands[i].move, NULL, NULL);
              for (guint ply = 0; ply < replies && !cs_classic_over (&g[1]) && !stop; ply++)
                {
                  CsClassicMove m;

                  cost += turn_moves (&g[1], &g[2], g[1].active == me ? w : them, NULL, pl, NULL, &m);
                  cs_classic_play (&g[1], &m, NULL, NULL);
                  if (cancel && g_atomic_int_get (cancel))
                    stop = TRUE;
                  else if (deadline && g_get_monotonic_time () > deadline)
                    stop = *capped = TRUE;
                }
              deal_val[i] = evaluate (&g[1], me, w);
              cost++;
            }
          if (stop)
            break;
          for (guint i = 0; i < alive; i++)
            {
              cands[i].sum += deal_val[i];
              cands[i].count++;
            }
          used += cost;
          d++;
          in_round++;
        }
      if (d == 0)
        break;
      /* the better half goes on (ties by the one-turn order) */
      qsort (cands, alive, sizeof cands[0], cmp_mean);
      if (r + 1 < rounds)
        alive = (alive + 1) / 2;
    }
  return 0;
}

gboolean
cs_classic_ai_choose_move (const CsClassic   *game,
                           CsAiLevel          level,
                           guint64            seed,
                           const gint        *cancel,
                           const CsAiOptions *options,
                           CsClassicMove     *out,
                           CsAiStats         *stats)
{
  ClassicLevel lp;
  const Weights *w;
  CsAiStats st = { 0 };
  CsRng rng = { seed ^ 0xC1A55Cull };
  g_autofree CsClassic *work = NULL;
  g_autofree Cand *cands = NULL;
  gint64 start = g_get_monotonic_time ();
  guint nc, pick = 0;

  g_return_val_if_fail (game != NULL && out != NULL, FALSE);
  g_return_val_if_fail (level < CS_AI_N_LEVELS, FALSE);
  g_return_val_if_fail (!cs_classic_over (game), FALSE);

  if (game->options & CS_CLASSIC_BCB)   /* the expansion's own player (cs-bcb-ai.c) */
    return cs_classic_bcb_ai_choose_move (game, level, seed, out, stats);
  lp = classic_levels[level];
  if (options)
    {
      if (options->budget_scale > 0)
        lp.budget = MAX (1.0, lp.budget * options->budget_scale);
      if (options->time_cap_us != 0)
        lp.cap_us = options->time_cap_us;
    }

  work = g_new (CsClassic, 2);
  cs_classic_ai_determinize (game, &rng, &work[0]);
  cands = g_new (Cand, CS_CLASSIC_MAX_PLACEMENTS * (CS_CLASSIC_MAX_PIECES + 1));
  memcpy (&work[1], &work[0], sizeof work[1]);
  w = level_weights (level, game->n_players);
  {
    g_autofree CsClassicPlacement *pl = g_new (CsClassicPlacement, CS_CLASSIC_MAX_PLACEMENTS);
    nc = turn_moves (&work[0], &work[1], w, level == CS_AI_BEGINNER ? &rng : NULL, pl, cands, NULL);
  }
  g_assert (nc > 0);   /* the engine only hands out placeable tiles */
  qsort (cands, nc, sizeof cands[0], cmp_cand);
  st.candidates = nc;
  st.value = level == CS_AI_BEGINNER ? 0 : cands[0].prior;
  if (level >= CS_AI_STRONG && nc > 1)
    {
      pick = search (game, &lp, w, seed, cancel, lp.cap_us > 0 ? start + lp.cap_us : 0,
                     cands, nc, &st.capped);
      st.searched = MIN (nc, lp.top_k);
      for (guint i = 0; i < st.searched; i++)
        st.samples += cands[i].count;
      if (cands[pick].count)
        st.value = cands[pick].sum / cands[pick].count;
    }
  *out = cands[pick].move;
  st.cancelled = cancel != NULL && g_atomic_int_get (cancel) != 0;
  if (stats)
    *stats = st;
  return !st.cancelled;
}

/* ---- for reviews ------------------------------------------------------------ */

double
cs_classic_ai_deal_value (const CsClassic     *game,
                          CsAiLevel            level,
                          guint64              seed,
                          guint                deal,
                          const CsClassicMove *move,
                          CsClassic            work[3])
{
  const ClassicLevel *lp;
  const Weights *w, *them;
  CsRng deal_rng = { seed ^ (0x9E3779B97F4A7C15ull * (deal + 1)) };
  guint me;

  g_return_val_if_fail (game != NULL && move != NULL && work != NULL, 0);
  g_return_val_if_fail (level >= CS_AI_STRONG && level < CS_AI_N_LEVELS, 0);
  g_return_val_if_fail (!cs_classic_over (game), 0);

  lp = &classic_levels[level];
  w = level_weights (level, game->n_players);
  them = lp->strong_replies ? level_weights (CS_AI_STRONG, game->n_players) : &casual_w;
  me = cs_classic_to_move (game);
  /* the deal as the search makes it: only the unseen pile's multiset counts (C-10) */
  memcpy (&work[0], game, sizeof work[0]);
  cs_classic_ai_determinize (&work[0], &deal_rng, &work[0]);
  if (!cs_classic_play (&work[0], move, NULL, NULL))
    return -1e9;
  if (game->options & CS_CLASSIC_BCB)
    {
      /* every decision up to the mover's next tile, as Casual would make it
       * (the expansion's own player, cs_classic_bcb_policy) */
      for (guint step = 0; step < 4u * game->n_players + 4 && !cs_classic_over (&work[0]); step++)
        {
          CsClassicMove m;

          if (cs_classic_to_move (&work[0]) == me && work[0].phase == CS_PHASE_PLACE)
            break;
          cs_classic_bcb_policy (&work[0], &deal_rng, 1, &m);
          if (!cs_classic_play (&work[0], &m, NULL, NULL))
            break;
        }
    }
  else
    {
      g_autofree CsClassicPlacement *pl = g_new (CsClassicPlacement, CS_CLASSIC_MAX_PLACEMENTS);
      guint replies = game->n_players - 1 + lp->depth;

      /* the others' replies as the search expects them, then (Expert) its own */
      for (guint ply = 0; ply < replies && !cs_classic_over (&work[0]); ply++)
        {
          CsClassicMove m;

          memcpy (&work[1], &work[0], sizeof work[1]);
          turn_moves (&work[0], &work[1], work[0].active == me ? w : them, NULL, pl, NULL, &m);
          cs_classic_play (&work[0], &m, NULL, NULL);
        }
    }
  return evaluate (&work[0], me, w);
}
