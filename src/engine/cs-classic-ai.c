/* cs-classic-ai.c — computer opponents for classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beginner: this turn's points, a glance at the board and a whim.
 * Casual:   every placement and meeple choice, judged one turn ahead by
 *           cs_classic_ai_evaluate().
 * Strong:   Casual's best few moves, each played on the same determinised
 *           deals of the unseen pile, followed by the next players' greedy
 *           replies, and judged by the mean evaluation.
 * Expert:   the same with more moves, more deals and a longer look ahead.
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

typedef struct {
  guint  top_k;      /* moves given to the search */
  guint  deals;      /* determinised deals per move */
  guint  depth;      /* greedy replies after the move */
  gint64 cap_us;     /* wall-clock guard */
} ClassicLevel;

static const ClassicLevel classic_levels[CS_AI_N_LEVELS] = {
  [CS_AI_BEGINNER] = { 0, 0, 0, 200000 },
  [CS_AI_CASUAL]   = { 0, 0, 0, 500000 },
  [CS_AI_STRONG]   = { 5, 16, 2, 950000 },
  [CS_AI_EXPERT]   = { 8, 32, 3, 2900000 },
};

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

/* a meeple in hand: worth more while there are turns left to use it */
static double
supply_value (guint supply, double turns_left)
{
  double per = 2.0 * MIN (1.0, turns_left / 8.0);
  double v = 0;

  for (guint k = 0; k < supply; k++)
    v += k < 4 ? per : per * 0.25;
  return v;
}

/* the chance that a feature with @open open sides (roads, cities) or free
 * neighbours (cloisters) is completed with @left tiles still to come */
static double
close_chance (guint type, guint open, guint left)
{
  double base, need;

  if (open == 0)
    return 1.0;
  switch (type)
    {
    case CS_CLASSIC_CITY:     base = 0.78; need = 4.0; break;
    case CS_CLASSIC_ROAD:     base = 0.85; need = 3.0; break;
    case CS_CLASSIC_CLOISTER: base = 0.86; need = 2.0; break;
    default:                  return 0.0;
    }
  return pow (base, open) * MIN (1.0, left / (need * open));
}

double
cs_classic_ai_evaluate (const CsClassic *game,
                        guint            player)
{
  double val[CS_CLASSIC_MAX_PLAYERS] = { 0 };
  int fin[CS_CLASSIC_MAX_PLAYERS];
  guint n = game->n_players;
  guint left = cs_classic_tiles_left (game);
  double other = -1e9;

  if (cs_classic_over (game))
    {
      for (guint p = 0; p < n; p++)
        if (p != player)
          other = MAX (other, game->player[p].score);
      return game->player[player].score - other;
    }

  /* C-8 as it would stand now: unfinished features at their end value,
   * fields by the finished cities they feed */
  cs_classic_final_preview (game, fin);
  for (guint p = 0; p < n; p++)
    val[p] = game->player[p].score + fin[p] + supply_value (game->player[p].supply, (double) left / n);

  /* what finishing each held feature would add, by its chance to finish */
  for (guint node = 0; node < game->n_nodes; node++)
    {
      const CsClassicFeature *f = &game->feat[node];
      guint winners;
      double gain;

      if (game->parent[node] != node || f->scored || f->n_followers == 0 ||
          f->type == CS_CLASSIC_FIELD)
        continue;
      gain = close_chance (f->type, f->open, left) *
             ((double) cs_classic_feature_points (game, f, FALSE) -
              (double) cs_classic_feature_points (game, f, TRUE));
      winners = cs_classic_majority (f, n);
      for (guint p = 0; p < n; p++)
        if (winners & (1u << p))
          val[p] += gain;
    }

  for (guint p = 0; p < n; p++)
    if (p != player)
      other = MAX (other, val[p]);
  return val[player] - other;
}

/* ---- the moves of a turn --------------------------------------------------- */

typedef struct {
  CsClassicMove move;
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
  /* a fixed order for equal values: the enumeration order */
  return 0;
}

/* every placement (one per distinct turn) with no meeple and with one on
 * each open spot, judged one turn ahead on the determinised @det */
static guint
root_candidates (const CsClassic *game,
                 const CsClassic *det,
                 CsClassic       *tmp,
                 CsAiLevel        level,
                 CsRng           *rng,
                 Cand            *cands)
{
  g_autofree CsClassicPlacement *pl = g_new (CsClassicPlacement, CS_CLASSIC_MAX_PLACEMENTS);
  guint np = cs_classic_placements (game, TRUE, pl);
  guint me = game->active, nc = 0;

  for (guint i = 0; i < np; i++)
    {
      guint8 open[CS_CLASSIC_MAX_PIECES + 1];
      guint no = cs_classic_open_spots (game, pl[i].cell, pl[i].rot, open);

      open[no++] = 0xFF;
      for (guint k = 0; k < no; k++)
        {
          Cand *c = &cands[nc++];

          memset (c, 0, sizeof *c);
          c->move.cell = pl[i].cell;
          c->move.rot = pl[i].rot;
          c->move.follower = open[k] == 0xFF ? -1 : open[k];
          memcpy (tmp, det, sizeof *tmp);
          if (!cs_classic_play (tmp, &c->move, NULL, NULL))
            {
              nc--;
              continue;
            }
          if (level == CS_AI_BEGINNER)
            {
              /* this turn's points, half a look at the board, and a whim */
              int fin[CS_CLASSIC_MAX_PLAYERS];
              double other = 0;

              cs_classic_final_preview (tmp, fin);
              for (guint p = 0; p < game->n_players; p++)
                if (p != me)
                  other = MAX (other, tmp->player[p].score);
              c->prior = tmp->player[me].score - other + 0.2 * fin[me] + 0.5 * tmp->player[me].supply +
                         cs_rng_below (rng, 900) / 100.0;
            }
          else
            c->prior = cs_classic_ai_evaluate (tmp, me);
        }
    }
  return nc;
}

/* ---- the search ------------------------------------------------------------- */

static guint
search (const CsClassic    *game,
        const ClassicLevel *lp,
        guint64             seed,
        const gint         *cancel,
        gint64              deadline,
        Cand               *cands,
        guint               nc,
        gboolean           *capped)
{
  g_autofree CsClassic *g = g_new (CsClassic, 2);
  guint k = MIN (nc, lp->top_k);
  guint me = game->active, best = 0;

  for (guint d = 0; d < lp->deals; d++)
    {
      /* the same deal for every move: their differences are the moves' */
      CsRng deal_rng = { seed ^ (0x9E3779B97F4A7C15ull * (d + 1)) };

      cs_classic_ai_determinize (game, &deal_rng, &g[0]);
      for (guint i = 0; i < k; i++)
        {
          CsRng play_rng = { seed + 7919 * d + i };

          memcpy (&g[1], &g[0], sizeof g[1]);
          cs_classic_play (&g[1], &cands[i].move, NULL, NULL);
          for (guint ply = 0; ply < lp->depth && !cs_classic_over (&g[1]); ply++)
            {
              CsClassicMove m;
              cs_classic_policy_greedy (&g[1], &play_rng, &m);
              cs_classic_play (&g[1], &m, NULL, NULL);
            }
          cands[i].sum += cs_classic_ai_evaluate (&g[1], me);
          cands[i].count++;
        }
      if (cancel && g_atomic_int_get (cancel))
        break;
      if (deadline && g_get_monotonic_time () > deadline)
        {
          *capped = TRUE;
          break;
        }
    }
  for (guint i = 1; i < k; i++)
    if (cands[i].count && cands[i].sum / cands[i].count > cands[best].sum / MAX (1u, cands[best].count))
      best = i;
  return best;
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
  CsAiStats st = { 0 };
  CsRng rng = { seed ^ 0xC1A55Cull };
  g_autofree CsClassic *work = NULL;
  g_autofree Cand *cands = NULL;
  gint64 start = g_get_monotonic_time ();
  guint nc, pick = 0;

  g_return_val_if_fail (game != NULL && out != NULL, FALSE);
  g_return_val_if_fail (level < CS_AI_N_LEVELS, FALSE);
  g_return_val_if_fail (!cs_classic_over (game), FALSE);

  lp = classic_levels[level];
  if (options)
    {
      if (options->budget_scale > 0)
        lp.deals = MAX (1.0, lp.deals * options->budget_scale);
      if (options->time_cap_us != 0)
        lp.cap_us = options->time_cap_us;
    }

  work = g_new (CsClassic, 2);
  cs_classic_ai_determinize (game, &rng, &work[0]);
  cands = g_new (Cand, CS_CLASSIC_MAX_PLACEMENTS * (CS_CLASSIC_MAX_PIECES + 1));
  nc = root_candidates (game, &work[0], &work[1], level, &rng, cands);
  g_assert (nc > 0);   /* the engine only hands out placeable tiles */
  qsort (cands, nc, sizeof cands[0], cmp_cand);
  st.candidates = nc;
  st.value = level == CS_AI_BEGINNER ? 0 : cands[0].prior;
  if (level >= CS_AI_STRONG && nc > 1)
    {
      pick = search (game, &lp, seed, cancel, lp.cap_us > 0 ? start + lp.cap_us : 0,
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
