/* cs-ai.c — the computer opponents
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beginner: one-turn greedy on the points the move scores plus a naive
 *   value of the follower it places, with noise; it ignores wall tiles,
 *   its follower supply and the end scoring.
 * Casual: one-turn greedy on cs_ai_evaluate(): score difference plus the
 *   expected value of open features, courts, the keep and the empty region,
 *   held wall tiles and the follower supply. It also picks the scoring
 *   order and the use of wall tiles 2 and 3 for every move. Among the moves
 *   close to its best it takes the one a builder would (casual_taste).
 * Strong / Expert: determinised Monte Carlo search. The search's
 *   evaluation (Strong: cs_ai_evaluate_search, the same terms as Casual's
 *   with weights fitted to self-play outcomes; Expert: those terms and
 *   seven more, weights quadratic in the tiles left, fitted to games of
 *   stronger play) ranks every move; the best few
 *   are compared by sequential halving over
 *   sampled determinisations (the unseen tiles and wall tiles shuffled),
 *   each sample playing the move, a 2-ply playout over every placement
 *   (Strong's opponent replies as Casual would, with its taste and on
 *   Casual's evaluation; Expert's with the best move by its evaluation;
 *   then the searching player plays its best move by its evaluation), and
 *   that evaluation at its end. Every
 *   candidate in a round sees the same samples (common random numbers).
 *   Expert has 16 times Strong's budget, and in its last 8 turns its
 *   playouts run to the end of the game, judged by the final scoring
 *   itself; while its last two candidates are close, it samples them on (up
 *   to twice its budget more), so it spends its time where the choice is
 *   hard; it splits
 *   each round's samples over two GThread workers. Results are stored per
 *   sample and merged in sample order, so the move does not depend on the
 *   number of threads.
 *
 * Honesty: the only view of the hidden state is through
 * cs_ai_determinize(), which sorts the unseen tiles and wall tiles before
 * shuffling them.
 */
#define G_LOG_DOMAIN "castellan-engine"

#include <math.h>
#include <string.h>

#include "cs-ai.h"

#define EMPTY_CELL CS_CELL_EMPTY

/* ---- levels --------------------------------------------------------------- */

typedef struct {
  guint  top_k;         /* candidates given to the search */
  guint  samples;       /* total samples (determinisations) of the search */
  guint  depth;         /* plies of the playout after the move */
  guint  playout_width; /* placements the playout policy looks at (0: all, so
                         * the playout replies as Casual would) */
  guint  threads;
  gint64 cap_us;        /* wall-clock cap */
  guint  endgame;       /* with this many turns left or fewer (the tile in
                         * hand included), a playout runs to the end of the
                         * game and the final scoring judges it */
  guint  reply;         /* how the opponent replies in the playouts (REPLY_*) */
  guint  eval;          /* the search's evaluation (EVAL_*) */
  guint  extend;        /* while the last two candidates are close, up to this
                         * many times @samples more samples for them (below) */
} LevelParams;

enum {
  REPLY_GREEDY,   /* the best move by the evaluation, with up to half a point of noise */
  REPLY_CASUAL,   /* the move Casual would make: its taste among the moves close to the best */
};

enum {
  EVAL_HAND,     /* cs_ai_evaluate: Casual's */
  EVAL_FITTED,   /* the same terms, fitted weights (fitted_w) */
  EVAL_FITTED2,  /* all the terms, weights quadratic in the tiles left (fitted2_w) */
};

static const LevelParams level_params[CS_AI_N_LEVELS] = {
  [CS_AI_BEGINNER] = { 0, 0, 0, 0, 1, 200000 },
  [CS_AI_CASUAL]   = { 0, 0, 0, 0, 1, 500000 },
  [CS_AI_STRONG]   = { 6, 180, 2, 0, 1, 950000, 0, REPLY_CASUAL, EVAL_FITTED, 0 },
  [CS_AI_EXPERT]   = { 10, 2880, 2, 0, 2, 2900000, 8, REPLY_GREEDY, EVAL_FITTED2, 2 },
};

static const char *const level_names[CS_AI_N_LEVELS] = {
  "beginner", "casual", "strong", "expert"
};

const char *
cs_ai_level_name (CsAiLevel level)
{
  g_return_val_if_fail (level < CS_AI_N_LEVELS, NULL);
  return level_names[level];
}

int
cs_ai_level_from_name (const char *name)
{
  for (guint i = 0; name && i < CS_AI_N_LEVELS; i++)
    if (g_ascii_strcasecmp (name, level_names[i]) == 0)
      return i;
  return -1;
}

/* ---- state copies and determinisation ------------------------------------ */

/* Only the first n_nodes entries of the node arrays are meaningful (see
 * cs-game.h), so a copy need not move the rest. */
static inline void
game_copy (CsGame *dst, const CsGame *src)
{
  guint n = src->n_nodes;

  memcpy (dst, src, G_STRUCT_OFFSET (CsGame, parent));
  memcpy (dst->parent, src->parent, n * sizeof src->parent[0]);
  memcpy (dst->next, src->next, n * sizeof src->next[0]);
  memcpy (dst->node_cell, src->node_cell, n * sizeof src->node_cell[0]);
  memcpy (dst->node_piece, src->node_piece, n * sizeof src->node_piece[0]);
  memcpy (dst->feat, src->feat, n * sizeof src->feat[0]);
}

static void
sort_u8 (guint8 *a, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      guint8 v = a[i];
      guint j = i;
      for (; j > 0 && a[j - 1] > v; j--)
        a[j] = a[j - 1];
      a[j] = v;
    }
}

static void
shuffle_u8 (guint8 *a, guint n, CsRng *rng)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = cs_rng_below (rng, i);
      guint8 t = a[i - 1];
      a[i - 1] = a[j];
      a[j] = t;
    }
}

void
cs_ai_canonical_shuffle (guint8 *items,
                         guint   n,
                         CsRng  *rng)
{
  sort_u8 (items, n);
  shuffle_u8 (items, n, rng);
}

/* the unseen wall tiles: face-down ones on the wall, then the five left out */
static guint
unseen_walls (const CsGame *g, guint8 *kinds, guint8 *slots)
{
  guint n = 0;
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    if (g->wall_kind[c] != 0 && !g->wall_revealed[c])
      {
        slots[n] = c;
        kinds[n++] = g->wall_kind[c];
      }
  for (guint i = 0; i < G_N_ELEMENTS (g->wall_out); i++)
    {
      slots[n] = CS_NUM_CORNERS + i;
      kinds[n++] = g->wall_out[i];
    }
  return n;
}

void
cs_ai_determinize (const CsGame *observed,
                   CsRng        *rng,
                   CsGame       *out)
{
  guint8 kinds[CS_NUM_WALL_TILES], slots[CS_NUM_WALL_TILES];
  guint n, left;

  if (out != observed)
    game_copy (out, observed);
  /* the future pile: only its multiset is known */
  left = CS_NUM_TILES - out->pile_pos;
  cs_ai_canonical_shuffle (out->draw_order + out->pile_pos, left, rng);
  /* face-down and left-out wall tiles: only their multiset is known */
  n = unseen_walls (out, kinds, slots);
  cs_ai_canonical_shuffle (kinds, n, rng);
  for (guint i = 0; i < n; i++)
    {
      if (slots[i] < CS_NUM_CORNERS)
        out->wall_kind[slots[i]] = kinds[i];
      else
        out->wall_out[slots[i] - CS_NUM_CORNERS] = kinds[i];
    }
}

/* ---- evaluation ------------------------------------------------------------ */

#define MAX_OPEN 40

/* chance that a feature with @open open segments is completed while
 * @left tiles remain */
static double pc_table[CS_NUM_TILES + 1][MAX_OPEN + 1];

static gpointer
init_tables (gpointer data)
{
  for (guint t = 0; t <= CS_NUM_TILES; t++)
    {
      double base = 0.30 + 0.55 * MIN (1.0, t / 40.0);
      for (guint o = 0; o <= MAX_OPEN; o++)
        pc_table[t][o] = o == 0 ? 1.0 : t == 0 ? 0.0 : pow (base, o);
    }
  return NULL;
}

static void
ensure_tables (void)
{
  static GOnce once = G_ONCE_INIT;
  g_once (&once, init_tables, NULL);
}

static inline gint8
majority_of (const CsFeature *f)
{
  if (f->followers[0] > f->followers[1])
    return 0;
  if (f->followers[1] > f->followers[0])
    return 1;
  return -1;
}

/* per-player facts gathered in one pass over the features */
typedef struct {
  double features;        /* expected points of open features held */
  double back;            /* followers expected to come back */
  double best_unf[3];     /* best unfinished path/tower/house value (R-8.4–8.6) */
  double best_tower;      /* expected extra of a tile 2 on an open tower held */
  double best_house;
  guint  best_court;      /* markets of the richest court held */
  guint  pot_house;       /* size of the largest open house held */
  double pot_house_pc;
  /* for the search's evaluation only (not in Casual's sum) */
  double towers;          /* expected points of the open towers held */
  double houses;          /* ... houses held */
  double courts;          /* ... courts held */
  double stake[3];        /* points of the open paths/towers/houses held that may stay open */
  double stuck;           /* followers expected to stay on open features */
} Side;

static double
supply_value (double s, double tlf)
{
  /* the first followers in the supply matter most */
  static const double w[CS_NUM_FOLLOWERS] = { 3.0, 2.2, 1.6, 1.1, 0.8, 0.6 };
  double v = 0;
  for (guint i = 0; i < CS_NUM_FOLLOWERS && s > 0; i++, s -= 1.0)
    v += w[i] * MIN (1.0, s);
  return v * tlf;
}

/* marginal value of one more wall tile of @kind for a player with @s */
static double
wall_value_one (const CsGame *g, const Side *s, guint kind, guint held_same, guint left)
{
  double tf = left / (double) CS_NUM_TILES;
  switch (kind)
    {
    case CS_WALL_EXTRA_TURN:
      return left > 2 ? 4.0 : 0.0;
    case CS_WALL_TOWER_X2:
      return 2.5 * tf + s->best_tower;
    case CS_WALL_HOUSE_X2:
      return 1.2 * tf + s->best_house;
    case CS_WALL_UNFINISHED_PATH:
      return MAX (1.5 * tf, s->best_unf[0]);
    case CS_WALL_UNFINISHED_TOWER:
      return MAX (3.0 * tf, s->best_unf[1]);
    case CS_WALL_UNFINISHED_HOUSE:
      return MAX (1.5 * tf, s->best_unf[2]);
    case CS_WALL_MARKETS_X4:
      return (held_same == 0 ? 1.0 : 4.0) * s->best_court + 1.0 * tf;
    case CS_WALL_BIGGER_KEEP:
      return 1.5;   /* refined by the keep term */
    case CS_WALL_FIVE_POINTS:
      return 5.0;
    default:
      return 0.0;
    }
}

static void
gather (const CsGame *g, Side side[2])
{
  guint left = cs_game_tiles_left (g);
  guint16 roots[CS_NUM_PLAYERS * CS_NUM_FOLLOWERS];
  guint nr = 0;

  memset (side, 0, 2 * sizeof side[0]);
  /* only features with followers count: find them from the followers
   * rather than by walking every node, and take them in node order, as
   * that walk did (the sums stay the same to the last bit) */
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
      if (g->player[p].follower[i] != CS_NONE)
        {
          guint16 root = cs_game_find (g, g->player[p].follower[i]);
          guint k = nr;

          while (k > 0 && roots[k - 1] > root)
            k--;
          if (k > 0 && roots[k - 1] == root)
            continue;
          memmove (roots + k + 1, roots + k, (nr - k) * sizeof roots[0]);
          roots[k] = root;
          nr++;
        }
  for (guint r = 0; r < nr; r++)
    {
      guint16 n = roots[r];
      const CsFeature *f = &g->feat[n];
      gint8 who;
      guint size;
      double pc, v;

      if (f->scored)
        continue;
      who = majority_of (f);
      size = cs_tile_mask_count (&f->tiles);
      if (f->type == CS_COURT)
        {
          if (who >= 0)
            {
              side[who].features += 3.0 * f->markets * 0.9;
              side[who].courts += 3.0 * f->markets * 0.9;
              side[who].best_court = MAX (side[who].best_court, f->markets);
            }
          continue;
        }
      pc = pc_table[left][MIN (f->open, MAX_OPEN)];
      for (guint p = 0; p < 2; p++)
        {
          side[p].back += pc * f->followers[p];
          side[p].stuck += (1.0 - pc) * f->followers[p];
        }
      if (who < 0)
        continue;
      switch (f->type)
        {
        case CS_PATH:
          v = size * (f->fountain ? 2.0 : 1.0);
          side[who].features += v * pc;
          side[who].stake[0] += v * (1.0 - pc);
          side[who].best_unf[0] = MAX (side[who].best_unf[0], size * (1.0 - pc));
          break;
        case CS_TOWER:
          side[who].features += 2.0 * size * pc;
          side[who].towers += 2.0 * size * pc;
          side[who].stake[1] += 2.0 * size * (1.0 - pc);
          side[who].best_unf[1] = MAX (side[who].best_unf[1], 2.0 * size * (1.0 - pc));
          side[who].best_tower = MAX (side[who].best_tower, 2.0 * size * pc);
          break;
        case CS_HOUSE:
          side[who].features += size * pc;
          side[who].houses += size * pc;
          side[who].stake[2] += size * (1.0 - pc);
          side[who].best_unf[2] = MAX (side[who].best_unf[2], size * (1.0 - pc));
          side[who].best_house = MAX (side[who].best_house, size * pc);
          if (size > side[who].pot_house)
            {
              side[who].pot_house = size;
              side[who].pot_house_pc = pc;
            }
          break;
        default:
          break;
        }
    }
}

static double
side_value (const CsGame *g, guint p, const Side *s)
{
  const CsPlayer *pl = &g->player[p];
  guint left = cs_game_tiles_left (g);
  double tlf = MIN (1.0, left / 25.0);
  double v = s->features;

  v += supply_value (cs_game_supply (g, p) + s->back, tlf);
  for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
    for (guint c = 0; c < pl->held[k]; c++)
      v += wall_value_one (g, s, k, c, left);
  return v;
}

/* The largest region of empty cells, or @cap as soon as one
 * region has that many: the keep's worth is capped while tiles remain, and
 * the first region found is most often the big one. */
static guint
empty_region_capped (const CsGame *g, guint cap)
{
  static const guint64 not_col0 = ~G_GUINT64_CONSTANT (0x0001000100010001);
  static const guint64 not_col15 = ~G_GUINT64_CONSTANT (0x8000800080008000);
  guint64 empty[4];
  guint best = 0;

  for (guint w = 0; w < 4; w++)
    empty[w] = g->board->grid_cells[w] & ~g->grid_laid[w];
  for (;;)
    {
      guint64 region[4] = { 0, 0, 0, 0 };
      guint size = 1, before = 0, w0;

      for (w0 = 0; w0 < 4 && empty[w0] == 0; w0++)
        ;
      if (w0 == 4)
        return best;
      region[w0] = empty[w0] & -empty[w0];
      /* grow by one step in the four directions (16 cells a grid row)
       * until the region stops growing or is big enough */
      while (size != before && size < cap)
        {
          guint64 grown[4];

          before = size;
          size = 0;
          for (guint w = 0; w < 4; w++)
            {
              guint64 v = region[w];

              grown[w] = (v | (v >> 16) | (w < 3 ? region[w + 1] << 48 : 0) |
                          (v << 16) | (w > 0 ? region[w - 1] >> 48 : 0) |
                          ((v << 1) & not_col0) | ((v >> 1) & not_col15)) & empty[w];
              size += cs_popcount64 (grown[w]);
            }
          memcpy (region, grown, sizeof region);
        }
      if (size >= cap)
        return cap;
      best = MAX (best, size);
      for (guint w = 0; w < 4; w++)
        empty[w] &= ~region[w];
    }
}

static double
keep_value (const CsGame *g, const Side side[2])
{
  int keep[2];
  double region, v = 0;
  guint left = cs_game_tiles_left (g);

  for (guint p = 0; p < 2; p++)
    keep[p] = g->player[p].keep_node == CS_NONE ? -1
              : g->player[p].keep_size + 2 * g->player[p].held[CS_WALL_BIGGER_KEEP];
  if (keep[0] == keep[1] && side[0].pot_house == 0 && side[1].pot_house == 0)
    return 0;
  if (left > 0)
    {
      double cap = 6.0 + 0.1 * left;
      guint got = empty_region_capped (g, (guint) ceil (cap));
      region = got >= cap ? cap : got;
    }
  else
    region = cs_game_empty_region (g);
  if (keep[0] != keep[1])
    v = keep[0] > keep[1] ? region : -region;
  /* an open house that would take the keep over */
  for (guint p = 0; p < 2; p++)
    {
      int mine = (int) side[p].pot_house + 2 * g->player[p].held[CS_WALL_BIGGER_KEEP];
      if (side[p].pot_house > 0 && keep[p] <= keep[1 - p] && mine > keep[1 - p])
        {
          double gain = side[p].pot_house_pc * region * (keep[p] == keep[1 - p] ? 1.0 : 2.0) * 0.6;
          v += p == 0 ? gain : -gain;
        }
    }
  return v;
}

double
cs_ai_evaluate (const CsGame *g,
                guint         player)
{
  Side side[2];
  double v;

  ensure_tables ();
  v = g->player[player].score - g->player[1 - player].score;
  if (cs_game_over (g))
    return v;
  gather (g, side);
  v += side_value (g, player, &side[player]) - side_value (g, 1 - player, &side[1 - player]);
  /* an extra turn under way is worth what its tile 1 was worth held, so
   * using the tile (at once under V-3) never looks like losing it */
  if (g->extra_turn)
    v += (g->active == player ? 1.0 : -1.0) *
         wall_value_one (g, &side[g->active], CS_WALL_EXTRA_TURN, 0, cs_game_tiles_left (g));
  v += player == 0 ? keep_value (g, side) : -keep_value (g, side);
  return v;
}

void
cs_ai_evaluate_terms (const CsGame *g,
                      guint         player,
                      double        t[CS_AI_N_TERMS_ALL])
{
  Side side[2];
  guint left = cs_game_tiles_left (g);
  double tlf = MIN (1.0, left / 25.0);

  ensure_tables ();
  memset (t, 0, CS_AI_N_TERMS_ALL * sizeof t[0]);
  t[CS_AI_TERM_SCORE] = (double) g->player[player].score - g->player[1 - player].score;
  if (cs_game_over (g))
    return;
  gather (g, side);
  for (guint p = 0; p < 2; p++)
    {
      double sign = p == player ? 1.0 : -1.0;

      t[CS_AI_TERM_FEATURES] += sign * side[p].features;
      t[CS_AI_TERM_TOWERS] += sign * side[p].towers;
      t[CS_AI_TERM_HOUSES] += sign * side[p].houses;
      t[CS_AI_TERM_COURTS] += sign * side[p].courts;
      for (guint k = 0; k < 3; k++)
        t[CS_AI_TERM_STAKE + k] += sign * side[p].stake[k];
      t[CS_AI_TERM_STUCK] += sign * side[p].stuck;
      t[CS_AI_TERM_SUPPLY] += sign * supply_value (cs_game_supply (g, p) + side[p].back, tlf);
      for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
        for (guint c = 0; c < g->player[p].held[k]; c++)
          t[CS_AI_TERM_WALL + k - 1] += sign * wall_value_one (g, &side[p], k, c, left);
    }
  if (g->extra_turn)
    t[CS_AI_TERM_EXTRA] = (g->active == player ? 1.0 : -1.0) *
                          wall_value_one (g, &side[g->active], CS_WALL_EXTRA_TURN, 0, left);
  t[CS_AI_TERM_KEEP] = player == 0 ? keep_value (g, side) : -keep_value (g, side);
}

/* The search's evaluation (EVAL_FITTED): the same terms, each weighted
 * a + b × (tiles left / 60), fitted by least squares to the final score
 * difference of Casual-against-Casual games (tests/ai/fit-eval.c, run as
 * docs/AI.md says). Casual keeps every weight 1: its evaluation defines it. */
static const double fitted_w[CS_AI_N_TERMS][2] = {
  {   0.933,   1.025 },   /* score */
  {   0.850,   0.888 },   /* features */
  {  -1.909,  12.338 },   /* supply */
  {   0.519,   1.115 },   /* wall 1 extra turn */
  {   1.999,  -0.327 },   /* wall 2 tower x2 */
  {   1.790,   1.272 },   /* wall 3 house x2 */
  {   1.185,   1.670 },   /* wall 4 unfinished path */
  {   0.901,   1.036 },   /* wall 5 unfinished tower */
  {   0.931,   2.386 },   /* wall 6 unfinished house */
  {   1.059,   0.252 },   /* wall 7 markets x4 */
  {   1.015,   2.485 },   /* wall 8 bigger keep */
  {   1.015,   0.109 },   /* wall 9 five points */
  {   0.540,   0.854 },   /* extra turn under way */
  {   1.088,  -1.274 },   /* keep */
};

/* Expert's evaluation (EVAL_FITTED2): every term of cs_ai_evaluate_terms,
 * Casual's 14 and the parts and extras after them (the towers', houses' and
 * courts' shares of the open features, the points held on open features
 * that may stay open, the followers that may stay out), each weighted
 * a + b × t + c × t², t = tiles left / 60. Fitted by least squares to the
 * final score difference of 4000 games of greedy play on Strong's
 * evaluation (closer to Strong's and Expert's own games than Casual's):
 * `fit-eval --policy greedy --terms all --quadratic 4000 1`. On the 800
 * games held out of the fit it predicts the final difference with an RMS
 * error of 15.96 points, Casual's evaluation 17.78 (docs/AI.md). */
static const double fitted2_w[CS_AI_N_TERMS_ALL][3] = {
  {   1.115,  -0.317,   2.620 },   /* score */
  {   1.649,  -2.095,   3.754 },   /* features */
  {   2.566,  -0.511,  -3.639 },   /* supply */
  {   0.659,   1.319,  -0.672 },   /* wall 1 extra turn */
  {   1.756,   1.927,  -2.368 },   /* wall 2 tower x2 */
  {   2.871,  -1.931,   1.632 },   /* wall 3 house x2 */
  {   0.827,   3.226,  -1.003 },   /* wall 4 unfinished path */
  {   0.877,   1.042,   0.724 },   /* wall 5 unfinished tower */
  {   0.886,   1.473,   4.009 },   /* wall 6 unfinished house */
  {   1.017,   0.311,   0.837 },   /* wall 7 markets x4 */
  {   0.470,   6.487,  -3.028 },   /* wall 8 bigger keep */
  {   0.994,   0.755,  -0.988 },   /* wall 9 five points */
  {   0.886,   1.376,  -1.435 },   /* extra turn under way */
  {   1.241,  -2.502,   1.282 },   /* keep */
  {  -0.258,   0.189,   0.361 },   /* towers */
  {   0.889,  -2.645,   2.688 },   /* houses */
  {  -0.549,   2.681,  -5.043 },   /* courts */
  {  -0.093,   0.683,   3.962 },   /* at stake: paths */
  {   0.155,  -1.119,   1.832 },   /* at stake: towers */
  {   0.232,   0.604,   1.190 },   /* at stake: houses */
  {  -0.001,   6.519,  -2.452 },   /* followers stuck */
};

static inline double
fitted_weight (guint term, guint left)
{
  return fitted_w[term][0] + fitted_w[term][1] * left / (double) CS_NUM_TILES;
}

static inline double
term_weight (guint eval, guint term, guint left)
{
  double tl = left / (double) CS_NUM_TILES;

  switch (eval)
    {
    case EVAL_FITTED:
      return fitted_weight (term, left);
    case EVAL_FITTED2:
      return fitted2_w[term][0] + tl * (fitted2_w[term][1] + tl * fitted2_w[term][2]);
    default:
      return 1.0;
    }
}

static double
evaluate (const CsGame *g, guint player, guint eval)
{
  double t[CS_AI_N_TERMS_ALL], v = 0;
  guint left, n;

  if (eval == EVAL_HAND)
    return cs_ai_evaluate (g, player);
  if (cs_game_over (g))
    return (double) g->player[player].score - g->player[1 - player].score;
  cs_ai_evaluate_terms (g, player, t);
  left = cs_game_tiles_left (g);
  n = eval == EVAL_FITTED2 ? CS_AI_N_TERMS_ALL : CS_AI_N_TERMS;
  for (guint i = 0; i < n; i++)
    v += term_weight (eval, i, left) * t[i];
  return v;
}

double
cs_ai_evaluate_search (const CsGame *g,
                       guint         player)
{
  return evaluate (g, player, EVAL_FITTED);
}

/* What a won face-down wall tile is worth on average, less what the
 * sampled kind is worth: keeps the choice independent of the sample. */
static double
hidden_wall_correction (const CsGame *observed, const CsGame *after,
                        const CsEvents *ev, guint me, guint eval)
{
  guint8 kinds[CS_NUM_WALL_TILES], slots[CS_NUM_WALL_TILES];
  guint n = 0, left = cs_game_tiles_left (after);
  Side side[2];
  double corr = 0;
  gboolean gathered = FALSE;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      double mean = 0, got;
      guint p;

      if (e->type != CS_EVENT_WALL_TILE_TAKEN || observed->wall_revealed[e->corner])
        continue;
      if (!gathered)
        {
          gather (after, side);
          n = unseen_walls (observed, kinds, slots);
          gathered = TRUE;
        }
      p = e->player;
      for (guint k = 0; k < n; k++)
        mean += wall_value_one (after, &side[p], kinds[k], after->player[p].held[kinds[k]], left) *
                term_weight (eval, CS_AI_TERM_WALL + kinds[k] - 1, left);
      mean /= MAX (n, 1u);
      got = wall_value_one (after, &side[p], e->kind, after->player[p].held[e->kind] - 1, left) *
            term_weight (eval, CS_AI_TERM_WALL + e->kind - 1, left);
      corr += (p == me ? 1.0 : -1.0) * (mean - got);
    }
  return corr;
}

/* ---- move generation ---------------------------------------------------- */

typedef struct {
  CsMove move;
  double prior;
  double sum;
  guint  count;
} Cand;

/* Play @m on @g, taking the extra turn wherever it is allowed, as
 * cs_game_default_move would. The flag is set against @g itself: under V-3
 * a tile 1 the move wins counts, and which tile lies face down on a tower
 * differs between samples. Rather than have the engine try the move first
 * on a copy of its own, a move that might win one is played, and played
 * again from @spare with the extra turn when it did. */
static gboolean
play_taking_extra (CsGame *g, CsGame *spare, const CsMove *m, CsEvents *ev)
{
  CsMove mm = *m;
  guint me = g->active, n_ev = ev ? ev->n : 0;
  gboolean may_win = FALSE;

  mm.flags &= ~CS_MOVE_EXTRA_TURN;
  if (cs_game_tiles_left (g) > 0 && cs_game_wall_usable (g, me, CS_WALL_EXTRA_TURN))
    mm.flags |= CS_MOVE_EXTRA_TURN;
  else if (cs_game_tiles_left (g) > 0 && (g->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA))
    for (guint c = 1; c < CS_NUM_CORNERS; c++)
      may_win |= g->wall_kind[c] == CS_WALL_EXTRA_TURN;
  if (!may_win)
    return cs_game_play (g, &mm, ev, NULL);
  game_copy (spare, g);
  if (!cs_game_play (g, &mm, ev, NULL))
    return FALSE;
  if (g->player[me].held[CS_WALL_EXTRA_TURN] == 0)
    return TRUE;
  game_copy (g, spare);
  if (ev)
    ev->n = n_ev;
  mm.flags |= CS_MOVE_EXTRA_TURN;
  return cs_game_play (g, &mm, ev, NULL);
}

typedef struct {
  const CsGame *obs;
  CsGame       *det;      /* the root determinisation */
  CsGame       *tmp;
  CsGame       *spare;
  CsEvents     *ev;
  guint         me;
  guint         eval;
} Root;

static double
root_value (Root *r, const CsMove *m)
{
  r->ev->n = 0;
  game_copy (r->tmp, r->det);
  if (!play_taking_extra (r->tmp, r->spare, m, r->ev))
    return -1e9;
  return evaluate (r->tmp, r->me, r->eval) + hidden_wall_correction (r->obs, r->tmp, r->ev, r->me, r->eval);
}

static gboolean
next_perm (guint8 *a, guint n)
{
  int i = (int) n - 2, j;
  if (n < 2)
    return FALSE;
  while (i >= 0 && a[i] >= a[i + 1])
    i--;
  if (i < 0)
    return FALSE;
  j = n - 1;
  while (a[j] <= a[i])
    j--;
  { guint8 t = a[i]; a[i] = a[j]; a[j] = t; }
  for (int l = i + 1, h = n - 1; l < h; l++, h--)
    { guint8 t = a[l]; a[l] = a[h]; a[h] = t; }
  return TRUE;
}

#define MAX_VARIANTS 64

/* The best scoring order (R-6.5: it decides who stops on which tower) and
 * use of wall tiles 2/3 (R-8.2, R-8.3: spend now or save) for a move. */
static double
best_variant (Root *r, CsMove *m)
{
  CsCompletion comp[CS_MAX_COMPLETE];
  guint n = cs_game_completions (r->obs, m->cell, m->rot, m->follower, comp);
  guint8 grp[3][CS_MAX_COMPLETE], ng[3] = { 0 };
  guint8 bidx[CS_MAX_COMPLETE], nb = 0;
  guint avail[2];
  guint boost_combos = 1, tried = 0;
  double best;
  CsMove base = *m, cand;
  const CsPlayer *pl = &r->obs->player[r->obs->active];

  best = root_value (r, m);
  if (n < 2 && (n == 0 || comp[0].max_boost == 0))
    return best;
  for (guint i = 0; i < n; i++)
    {
      int g = comp[i].scorer == (int) r->obs->active ? 0 : comp[i].scorer >= 0 ? 1 : 2;
      grp[g][ng[g]++] = i;
      if (comp[i].max_boost > 0 && nb < 4)
        {
          bidx[nb++] = i;
          boost_combos *= comp[i].max_boost + 1;
        }
    }
  if (ng[0] < 2 && ng[1] < 2 && nb == 0)
    return best;
  avail[0] = pl->held[CS_WALL_TOWER_X2] - pl->fresh[CS_WALL_TOWER_X2];
  avail[1] = pl->held[CS_WALL_HOUSE_X2] - pl->fresh[CS_WALL_HOUSE_X2];

  for (guint bc = 0; bc < boost_combos && tried < MAX_VARIANTS; bc++)
    {
      guint code = bc, use[2] = { 0, 0 };
      guint8 boost[CS_MAX_COMPLETE] = { 0 };
      guint8 p0[CS_MAX_COMPLETE], p1[CS_MAX_COMPLETE];

      for (guint k = 0; k < nb; k++)
        {
          guint i = bidx[k];
          boost[i] = code % (comp[i].max_boost + 1);
          code /= comp[i].max_boost + 1;
          use[comp[i].type == CS_TOWER ? 0 : 1] += boost[i];
        }
      if (use[0] > avail[0] || use[1] > avail[1])
        continue;
      memcpy (p0, grp[0], ng[0]);
      do
        {
          memcpy (p1, grp[1], ng[1]);
          do
            {
              double v;
              guint k = 0;

              cand = base;
              cand.flags |= CS_MOVE_CUSTOM_ORDER | CS_MOVE_CUSTOM_BOOST;
              for (guint i = 0; i < ng[0]; i++)
                cand.order[k++] = p0[i];
              for (guint i = 0; i < ng[1]; i++)
                cand.order[k++] = p1[i];
              for (guint i = 0; i < ng[2]; i++)
                cand.order[k++] = grp[2][i];
              cand.n_order = k;
              memcpy (cand.boost, boost, sizeof cand.boost);
              v = root_value (r, &cand);
              tried++;
              if (v > best + 1e-9)
                {
                  best = v;
                  *m = cand;
                }
            }
          while (tried < MAX_VARIANTS && next_perm (p1, ng[1]));
        }
      while (tried < MAX_VARIANTS && next_perm (p0, ng[0]));
    }
  return best;
}

/* every placement with every follower choice, each with its best order and
 * boosts, valued by the Casual evaluation on the root determinisation */
static guint
root_candidates (Root *r, Cand *out, CsRng *rng)
{
  CsPlacement pl[CS_MAX_PLACEMENTS];
  CsMoveIter it;
  guint nc = 0;

  cs_move_iter_init (&it, r->obs, pl, cs_game_placements (r->obs, TRUE, pl));
  while (cs_move_iter_next (&it, &out[nc].move, NULL))
    {
      Cand *c = &out[nc++];
      c->prior = best_variant (r, &c->move) + (cs_rng_next (rng) & 0xFFFF) * 1e-9;
      c->sum = 0;
      c->count = 0;
    }
  return nc;
}

static int
cmp_prior_desc (gconstpointer a, gconstpointer b)
{
  const Cand *x = a, *y = b;
  return x->prior < y->prior ? 1 : x->prior > y->prior ? -1 : 0;
}

/* ---- Casual's taste -------------------------------------------------------------- */

/* Casual plays as a casual player who likes to build (issue 14). Of the
 * moves the evaluation puts within TASTE_MARGIN points of its best, it
 * takes the one with the best evaluation plus this taste, in points,
 * fading as the pile empties:
 * - it lays tiles that make its own open towers and houses bigger;
 * - it starts houses and paths that are still open (a follower on an
 *   open one nobody holds) rather than take fast points with it;
 * - it does not close a one- or two-tile tower or house of its own, nor
 *   put a follower on a one-tile one for fast points, while the pile is
 *   still full: it would rather see it grow.
 * Strong and Expert rank and search their own moves by cs_ai_evaluate
 * alone; Strong's playouts expect the opponent to reply with it
 * (REPLY_CASUAL).
 * Measured in docs/AI.md and docs/TILESET.md. */
#define TASTE_MARGIN      1.5
#define TASTE_EXTEND      3.0   /* a tile added to an open building of one's own */
#define TASTE_START_HOUSE 3.0   /* a squire on an open house nobody holds */
#define TASTE_START_PATH  2.0   /* a herald on an open path nobody holds */
#define TASTE_SMALL       6.0   /* closing a one-tile building of one's own (half for two tiles) */
#define TASTE_FAST        4.0   /* fast points on a one-tile building */

/* per tile: what a tower or house scores; 0 for paths and courts */
static inline double
building_weight (guint type)
{
  return type == CS_TOWER ? 2.0 : type == CS_HOUSE ? 1.0 : 0.0;
}

static double
casual_taste (const CsGame *g, const CsMove *m)
{
  CsSpot spots[CS_MAX_PIECES];
  CsCompletion comp[CS_MAX_COMPLETE];
  guint ns = cs_game_spots (g, m->cell, m->rot, spots);
  guint nc = cs_game_completions (g, m->cell, m->rot, m->follower, comp);
  guint me = g->active;
  const CsSpot *chosen = NULL;
  double v = 0;

  for (guint i = 0; i < ns; i++)
    {
      const CsSpot *s = &spots[i];
      gboolean placed = m->follower == (int) s->piece;
      gboolean empty = s->followers[0] + s->followers[1] == 0;

      if (placed)
        chosen = s;
      if (s->complete)
        continue;
      if (s->followers[me] > s->followers[1 - me])
        v += TASTE_EXTEND * building_weight (s->type);
      else if (placed && empty && s->type == CS_HOUSE)
        v += TASTE_START_HOUSE;
      else if (placed && empty && s->type == CS_PATH)
        v += TASTE_START_PATH;
    }
  for (guint i = 0; i < nc; i++)
    {
      const CsCompletion *c = &comp[i];
      double w = building_weight (c->type);
      gboolean fast;

      if (w == 0 || c->scorer != (int) me || c->size > 2)
        continue;
      /* the follower just placed, alone in what its tile completes */
      fast = chosen != NULL && chosen->complete && chosen->type == c->type && chosen->size == c->size &&
             c->followers[me] == 1 && c->followers[1 - me] == 0;
      if (!fast)
        v -= TASTE_SMALL * w * (c->size == 1 ? 1.0 : 0.5);
      else if (c->size == 1)
        v -= TASTE_FAST * w;
    }
  return v * cs_game_tiles_left (g) / CS_NUM_TILES;
}

/* Casual's pick from the candidates sorted by the evaluation; an extra
 * turn is a chance to score, and Casual takes its best move */
static guint
casual_pick (const CsGame *g, const Cand *cands, guint nc)
{
  double best = -G_MAXDOUBLE;
  guint pick = 0;

  if (g->extra_turn)
    return 0;
  for (guint i = 0; i < nc && cands[i].prior >= cands[0].prior - TASTE_MARGIN; i++)
    {
      double v = cands[i].prior + casual_taste (g, &cands[i].move);
      if (v > best)
        {
          best = v;
          pick = i;
        }
    }
  return pick;
}

/* ---- Beginner -------------------------------------------------------------- */

static void
choose_beginner (const CsGame *obs, CsGame *det, CsGame *tmp, CsRng *rng, CsMove *out)
{
  CsPlacement pl[CS_MAX_PLACEMENTS];
  CsMoveIter it;
  CsMove m;
  const CsSpot *spot;
  double best = -1e9;
  const CsTile *t = &obs->tileset->tiles[obs->current];
  guint supply = cs_game_supply (obs, obs->active);

  cs_move_iter_init (&it, obs, pl, cs_game_placements (obs, TRUE, pl));
  while (cs_move_iter_next (&it, &m, &spot))
    {
      double v;

      game_copy (tmp, det);
      if (!cs_game_play (tmp, &m, NULL, NULL))
        continue;
      /* points only: it does not see wall tiles, its supply or the end */
      v = (tmp->player[obs->active].score - obs->player[obs->active].score)
          - (tmp->player[1 - obs->active].score - obs->player[1 - obs->active].score);
      if (spot != NULL && !spot->complete)
        v += (spot->type == CS_COURT ? 1.0 + t->pieces[m.follower].markets : 0.7 * spot->size)
             - (supply <= 2 ? 2.5 : 0.5);
      v += cs_rng_below (rng, 1000) * 0.005;   /* up to 5 points of whim */
      if (v > best)
        {
          best = v;
          *out = m;
        }
    }
  cs_game_default_move (obs, out);
}

/* ---- playouts and the search ------------------------------------------------- */

/* The moves within TASTE_MARGIN of the best seen so far, kept while the
 * moves are valued one by one: no list of every move is needed. When full,
 * a move replaces the lowest one if it is worth more. */
#define NEAR_MAX 48

typedef struct {
  CsMove m;
  double v;
} Near;

static guint
near_add (Near *near, guint nn, const CsMove *m, double v)
{
  guint low = 0;

  if (nn < NEAR_MAX)
    {
      near[nn].m = *m;
      near[nn].v = v;
      return nn + 1;
    }
  for (guint i = 1; i < nn; i++)
    if (near[i].v < near[low].v)
      low = i;
  if (v > near[low].v)
    {
      near[low].m = *m;
      near[low].v = v;
    }
  return nn;
}

/* The playout policy, over every placement and follower (or a sample of
 * @width placements). REPLY_GREEDY: the best move by the evaluation, with
 * up to half a point of noise. REPLY_CASUAL: the move Casual would make
 * (casual_pick): the best evaluation plus taste among the moves within
 * TASTE_MARGIN of the best, in an extra turn the best; unlike Casual it
 * does not try scoring orders and uses of wall tiles 2/3 (the default ones
 * are played), and it values a won face-down wall tile at its sampled kind. */
static void
playout_move (const CsGame *g, CsGame *tmp, CsRng *rng, guint width, guint policy, guint eval, CsMove *out)
{
  CsPlacement pl[CS_MAX_PLACEMENTS];
  CsMoveIter it;
  CsMove m;
  Near near[NEAR_MAX];
  guint np = cs_game_placements (g, TRUE, pl), nn = 0;
  guint me = g->active;
  double best = -1e9, pick = -G_MAXDOUBLE;

  if (width > 0 && np > width)
    {
      /* partial Fisher–Yates: the first @width are a uniform sample */
      for (guint i = 0; i < width; i++)
        {
          guint j = i + cs_rng_below (rng, np - i);
          CsPlacement t = pl[i];
          pl[i] = pl[j];
          pl[j] = t;
        }
      np = width;
    }
  cs_move_init (out, pl[0].cell, pl[0].rot, -1);
  cs_move_iter_init (&it, g, pl, np);
  while (cs_move_iter_next (&it, &m, NULL))
    {
      double v;

      /* a move of the iterator on this very position: no need to check it */
      game_copy (tmp, g);
      cs_game_play_trusted (tmp, &m, NULL);
      v = evaluate (tmp, me, policy == REPLY_CASUAL ? EVAL_HAND : eval);
      if (policy == REPLY_GREEDY)
        {
          v += (cs_rng_next (rng) & 0xFF) * (0.5 / 256.0);
          if (v > best)
            {
              best = v;
              *out = m;
            }
          continue;
        }
      v += (cs_rng_next (rng) & 0xFFFF) * 1e-9;   /* Casual's own tie-break */
      if (v < best - TASTE_MARGIN)
        continue;
      if (v > best)
        {
          guint k = 0;

          best = v;
          for (guint i = 0; i < nn; i++)
            if (near[i].v >= best - TASTE_MARGIN)
              near[k++] = near[i];
          nn = k;
        }
      nn = near_add (near, nn, &m, v);
    }
  for (guint i = 0; i < nn; i++)
    {
      double v = near[i].v + (g->extra_turn ? 0.0 : casual_taste (g, &near[i].m));

      if (v > pick)
        {
          pick = v;
          *out = near[i].m;
        }
    }
  cs_game_default_move (g, out);
}

typedef struct {
  const CsGame  *obs;
  const LevelParams *lp;
  guint64        seed;
  const gint    *cancel;
  gint64         deadline;
  gint           stop;        /* atomic */
  guint          round;
  /* this round's work: item i is candidate item_cand[i] on sample item_sample[i] */
  guint          n_items;
  guint         *item_cand;
  guint         *item_sample;
  double        *item_value;
  guint8        *item_done;
  guint8        *item_plies;
  guint          plies;       /* turns played in all the playouts merged */
  Cand          *cands;
  guint          n_threads;
} Search;

typedef struct {
  Search *s;
  guint   index;
} Worker;

static guint64
mix64 (guint64 a, guint64 b)
{
  CsRng r = { a ^ (b * G_GUINT64_CONSTANT (0xD1B54A32D192ED03)) };
  return cs_rng_next (&r);
}

static double
sample_value (Search *s, const CsMove *m, guint sample, CsGame *g, CsGame *tmp, guint8 *plies)
{
  CsRng rng = { mix64 (s->seed, ((guint64) s->round << 32) | sample) };
  guint me = s->obs->active, depth = s->lp->depth;

  *plies = 0;
  cs_ai_determinize (s->obs, &rng, g);
  /* near the end, play every turn left (extra turns, too) */
  if (cs_game_tiles_left (g) + 1 <= s->lp->endgame)
    depth = 2 * CS_NUM_TILES;
  /* @tmp is free until the playout */
  if (!play_taking_extra (g, tmp, m, NULL))
    return -1e9;
  for (guint d = 0; d < depth && !cs_game_over (g); d++)
    {
      CsMove reply;

      playout_move (g, tmp, &rng, s->lp->playout_width, g->active == me ? REPLY_GREEDY : s->lp->reply,
                    s->lp->eval, &reply);
      if (!cs_game_play (g, &reply, NULL, NULL))
        break;
      ++*plies;
    }
  return evaluate (g, me, s->lp->eval);
}

/* one move of a playout policy, on a determinisation of @game */
static void
policy_move (const CsGame *game, guint width, guint policy, guint eval, guint64 seed, CsMove *out)
{
  CsRng rng = { mix64 (seed, 0x4e91) };
  g_autofree CsGame *work = g_new (CsGame, 2);

  ensure_tables ();
  cs_ai_determinize (game, &rng, &work[0]);
  playout_move (&work[0], &work[1], &rng, width, policy, eval, out);
}

void
cs_ai_model_reply (const CsGame *game,
                   CsAiLevel     level,
                   guint64       seed,
                   CsMove       *out)
{
  g_return_if_fail (game != NULL && out != NULL && !cs_game_over (game));
  g_return_if_fail (level < CS_AI_N_LEVELS);
  policy_move (game, level_params[level].playout_width, level_params[level].reply, level_params[level].eval, seed,
               out);
}

void
cs_ai_greedy_move (const CsGame *game,
                   guint64       seed,
                   CsMove       *out)
{
  g_return_if_fail (game != NULL && out != NULL && !cs_game_over (game));
  policy_move (game, 0, REPLY_GREEDY, EVAL_FITTED, seed, out);
}

static gboolean
should_stop (Search *s)
{
  if (g_atomic_int_get (&s->stop))
    return TRUE;
  if ((s->cancel && g_atomic_int_get (s->cancel)) ||
      (s->deadline > 0 && g_get_monotonic_time () > s->deadline))
    {
      g_atomic_int_set (&s->stop, 1);
      return TRUE;
    }
  return FALSE;
}

static gpointer
worker_run (gpointer data)
{
  Worker *w = data;
  Search *s = w->s;
  CsGame *g = g_new (CsGame, 2);   /* once per worker and round, not per sample */

  for (guint i = w->index; i < s->n_items; i += s->n_threads)
    {
      if (should_stop (s))
        break;
      s->item_value[i] = sample_value (s, &s->cands[s->item_cand[i]].move, s->item_sample[i], &g[0], &g[1],
                                       &s->item_plies[i]);
      s->item_done[i] = 1;
    }
  g_free (g);
  return NULL;
}

static void
run_round (Search *s)
{
  Worker w[8];
  GThread *th[8];
  guint nt = MIN (s->n_threads, G_N_ELEMENTS (w));

  for (guint t = 0; t < nt; t++)
    {
      w[t].s = s;
      w[t].index = t;
    }
  for (guint t = 1; t < nt; t++)
    th[t] = g_thread_new ("cs-ai", worker_run, &w[t]);
  worker_run (&w[0]);
  for (guint t = 1; t < nt; t++)
    g_thread_join (th[t]);
}

static int
cmp_mean_desc (gconstpointer a, gconstpointer b, gpointer data)
{
  const Cand *c = data;
  const Cand *x = &c[*(const guint *) a], *y = &c[*(const guint *) b];
  double mx = x->count ? x->sum / x->count : -1e9;
  double my = y->count ? y->sum / y->count : -1e9;
  if (mx != my)
    return mx < my ? 1 : -1;
  return x->prior < y->prior ? 1 : x->prior > y->prior ? -1 : 0;
}

/* Run round s->round on candidates @a[0..n-1], @per samples each, and add
 * the results to them in sample order. With @diff, also the sum and sum of
 * squares of the paired differences a[0] − a[1] (the same samples: common
 * random numbers). */
static void
search_round (Search *s, const guint *a, guint n, guint per, guint max_items, double diff[3])
{
  guint n_items = 0;

  for (guint j = 0; j < per && n_items < max_items; j++)
    for (guint k = 0; k < n && n_items < max_items; k++)
      {
        s->item_cand[n_items] = a[k];
        s->item_sample[n_items] = j;
        s->item_done[n_items] = 0;
        n_items++;
      }
  s->n_items = n_items;
  run_round (s);
  for (guint i = 0; i < n_items; i++)
    if (s->item_done[i])
      {
        Cand *c = &s->cands[s->item_cand[i]];
        c->sum += s->item_value[i];
        c->count++;
        s->plies += s->item_plies[i];
      }
  if (diff == NULL || n != 2)
    return;
  for (guint i = 0; i + 1 < n_items; i += 2)
    if (s->item_done[i] && s->item_done[i + 1])
      {
        double d = s->item_value[i] - s->item_value[i + 1];
        diff[0] += 1;
        diff[1] += d;
        diff[2] += d * d;
      }
}

/* The last two candidates are told apart when their mean paired
 * difference is twice its standard error, or that error is below a tenth
 * of a point (then it hardly matters which is played). */
static gboolean
told_apart (const double diff[3])
{
  double n = diff[0], mean, var;

  if (n < 2)
    return FALSE;
  mean = diff[1] / n;
  var = MAX (0.0, (diff[2] - n * mean * mean) / (n - 1));
  return fabs (mean) >= 2.0 * sqrt (var / n) || var / n < 0.01;
}

static guint
search (Search *s, guint n_cands)
{
  guint alive[64], n_alive = MIN (n_cands, MIN (s->lp->top_k, G_N_ELEMENTS (alive)));
  guint rounds = 0, budget = s->lp->samples;
  guint max_items = budget + 64 * 8;
  double diff[3] = { 0, 0, 0 };

  for (guint k = 1; k < n_alive; k *= 2)
    rounds++;
  if (n_alive <= 1 || budget == 0)
    return 0;
  for (guint i = 0; i < n_alive; i++)
    alive[i] = i;

  s->item_cand = g_new (guint, max_items);
  s->item_sample = g_new (guint, max_items);
  s->item_value = g_new (double, max_items);
  s->item_done = g_new (guint8, max_items);
  s->item_plies = g_new (guint8, max_items);

  for (guint r = 0; r < rounds && n_alive > 1; r++)
    {
      guint per = MAX (1u, budget / (rounds * n_alive));
      guint pair[2] = { alive[0], alive[1] };   /* in a fixed order for the differences */

      s->round = r;
      search_round (s, alive, n_alive, per, max_items, diff);
      g_qsort_with_data (alive, n_alive, sizeof alive[0], cmp_mean_desc, s->cands);
      if (g_atomic_int_get (&s->stop))
        break;
      if (n_alive == 2)
        {
          /* the last round: while the two are close, sample them on, in
           * rounds of the last round's size, up to extend × the budget */
          guint extra = 0;

          for (guint e = 1; !told_apart (diff) && extra + 2 * per <= s->lp->extend * budget; e++)
            {
              s->round = r + e;
              search_round (s, pair, 2, per, max_items, diff);
              extra += 2 * per;
              if (g_atomic_int_get (&s->stop))
                break;
            }
          g_qsort_with_data (alive, n_alive, sizeof alive[0], cmp_mean_desc, s->cands);
        }
      n_alive = (n_alive + 1) / 2;
    }
  g_free (s->item_cand);
  g_free (s->item_sample);
  g_free (s->item_value);
  g_free (s->item_done);
  g_free (s->item_plies);
  return alive[0];
}

/* ---- entry points --------------------------------------------------------- */

gboolean
cs_ai_choose_move_full (const CsGame      *game,
                        CsAiLevel          level,
                        guint64            seed,
                        const gint        *cancel,
                        const CsAiOptions *options,
                        CsMove            *out,
                        CsAiStats         *stats)
{
  LevelParams lp;
  CsAiStats st = { 0 };
  CsRng rng = { mix64 (seed, 0x5eed) };
  g_autofree CsGame *work = NULL;
  gint64 start = g_get_monotonic_time ();
  gboolean cancelled = FALSE;

  g_return_val_if_fail (game != NULL && out != NULL, FALSE);
  g_return_val_if_fail (level < CS_AI_N_LEVELS, FALSE);
  g_return_val_if_fail (!cs_game_over (game), FALSE);

  ensure_tables ();
  lp = level_params[level];
  if (options)
    {
      if (options->budget_scale > 0)
        lp.samples = MAX (1.0, lp.samples * options->budget_scale);
      if (options->threads > 0)
        lp.threads = options->threads;
      if (options->time_cap_us != 0)
        lp.cap_us = options->time_cap_us;
    }

  work = g_new (CsGame, 3);
  cs_ai_determinize (game, &rng, &work[0]);

  if (level == CS_AI_BEGINNER)
    {
      choose_beginner (game, &work[0], &work[1], &rng, out);
      st.candidates = 1;
    }
  else
    {
      g_autofree Cand *cands = g_new (Cand, CS_MAX_PLACEMENTS * (CS_MAX_PIECES + 1));
      g_autofree CsEvents *ev = g_new (CsEvents, 1);
      Root r = { game, &work[0], &work[1], &work[2], ev, game->active, lp.eval };
      guint nc, pick = 0;

      nc = root_candidates (&r, cands, &rng);
      g_assert (nc > 0);   /* the engine only hands out placeable tiles */
      qsort (cands, nc, sizeof cands[0], cmp_prior_desc);
      st.candidates = nc;
      st.value = cands[0].prior;
      if (level == CS_AI_CASUAL)
        pick = casual_pick (game, cands, nc);
      if (level >= CS_AI_STRONG && nc > 1)
        {
          Search s = { 0 };
          s.obs = game;
          s.lp = &lp;
          s.seed = seed;
          s.cancel = cancel;
          s.deadline = lp.cap_us > 0 ? start + lp.cap_us : 0;
          s.cands = cands;
          s.n_threads = MAX (1u, lp.threads);
          pick = search (&s, nc);
          st.searched = MIN (nc, lp.top_k);
          for (guint i = 0; i < st.searched; i++)
            st.samples += cands[i].count;
          st.plies = s.plies;
          st.capped = g_atomic_int_get (&s.stop) && !(cancel && g_atomic_int_get (cancel));
          if (cands[pick].count)
            st.value = cands[pick].sum / cands[pick].count;
        }
      /* the extra turn is decided on the real game, once the move's
       * scoring has shown which wall tiles it wins */
      *out = cands[pick].move;
      out->flags &= ~CS_MOVE_EXTRA_TURN;
      cs_game_default_move (game, out);
    }
  cancelled = cancel != NULL && g_atomic_int_get (cancel) != 0;
  st.cancelled = cancelled;
  if (stats)
    *stats = st;
  return !cancelled;
}

gboolean
cs_ai_choose_move (const CsGame *game,
                   CsAiLevel     level,
                   guint64       seed,
                   const gint   *cancel,
                   CsMove       *out)
{
  return cs_ai_choose_move_full (game, level, seed, cancel, NULL, out, NULL);
}

guint64
cs_ai_position_seed (guint64       game_seed,
                     const CsGame *game)
{
  return cs_ai_move_seed (game_seed, game->move);
}

/* ---- for reviews ------------------------------------------------------------ */

double
cs_ai_sample_value (const CsGame *game,
                    CsAiLevel     level,
                    guint64       seed,
                    guint         sample,
                    const CsMove *move,
                    CsGame        work[2])
{
  Search s = { 0 };
  guint8 plies;

  g_return_val_if_fail (game != NULL && move != NULL && work != NULL, 0);
  g_return_val_if_fail (level >= CS_AI_STRONG && level < CS_AI_N_LEVELS, 0);
  g_return_val_if_fail (!cs_game_over (game), 0);

  ensure_tables ();
  s.obs = game;
  s.lp = &level_params[level];
  s.seed = seed;
  return sample_value (&s, move, sample, &work[0], &work[1], &plies);
}
