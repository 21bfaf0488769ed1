/* cs-bcb-ai.c — the computer's decisions with Bridges, Castles and Bazaars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept simple and apart from cs-classic-ai.c: level 0 picks among the legal
 * moves at random (the invariant tests' player); higher levels lay the tile
 * greedily, use a bridge only where the tile needs one, build a castle
 * while plenty of tiles are left, and bid for a tile up to half of what it
 * is worth to them. Levels 1 and 2 (Beginner, Casual) judge a move by this
 * turn's points, what the board would give at the end now, against the best
 * other player, and meeples kept; level 3 (Strong, Expert) by the classic
 * players' evaluation, cs_classic_ai_evaluate (docs/AI.md).
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"

#include <string.h>

#include "cs-classic-ai.h"

#define MAX_LAYS 2048

/* level 1 and 2: this turn's points and the end value of the board; level
 * 3 and up: the classic players' evaluation (cs_classic_ai_evaluate), which
 * also weighs what unfinished features may still become */
static double
standing (const CsClassic *g, guint me, guint level)
{
  int fin[CS_CLASSIC_MAX_PLAYERS];
  double other = -1e9, mine;

  if (level >= 3)
    return cs_classic_ai_evaluate (g, me);
  cs_classic_final_preview (g, fin);
  mine = g->player[me].score + 0.5 * fin[me] + 1.5 * g->player[me].supply;
  for (guint p = 0; p < g->n_players; p++)
    if (p != me)
      other = MAX (other, g->player[p].score + 0.5 * fin[p]);
  return mine - other;
}

/* a trial move that completed a small city waits for its owner's choice
 * (B-4.2): take the points, so that the move is judged with them */
static void
settle_castles (CsClassic *g)
{
  CsClassicMove no = CS_CLASSIC_MOVE_INIT;

  no.kind = CS_CLASSIC_MOVE_NO_CASTLE;
  while (g->phase == CS_CLASSIC_PHASE_CASTLE && cs_classic_play (g, &no, NULL, NULL))
    ;
}

/* the best lay move of the current tile for the active player by
 * standing (); FALSE when it has none. @value gets its standing. */
static gboolean
best_lay (const CsClassic *game, CsRng *rng, guint level, CsClassic *tmp, CsClassicMove *best_move, double *value)
{
  g_autofree CsClassicMove *lays = g_new (CsClassicMove, MAX_LAYS);
  guint n = cs_classic_bcb_placements (game, FALSE, lays, MAX_LAYS);
  guint me = game->active;
  double best = -1e9;

  for (guint i = 0; i < n; i++)
    {
      guint8 open[CS_CLASSIC_MAX_PIECES + 2];
      guint no = cs_classic_bcb_open_spots (game, &lays[i], open);

      open[no++] = 0xFF;   /* no meeple */
      for (guint k = 0; k < no; k++)
        {
          CsClassicMove m = lays[i];
          double v;

          m.follower = open[k] == 0xFF ? -1 : open[k];
          cs_classic_restore (tmp, game);
          if (!cs_classic_play (tmp, &m, NULL, NULL))
            continue;
          settle_castles (tmp);
          v = standing (tmp, me, level) - (m.bridge ? 2.0 : 0.0);   /* a bridge spent is a chance lost */
          v += (cs_rng_next (rng) & 0xFF) / 2560.0;
          if (v > best)
            {
              best = v;
              *best_move = m;
            }
        }
    }
  *value = best;
  return n > 0;
}

/* what laying @tile now would be worth to @player (B-5, C-10: all public) */
static double
tile_value (const CsClassic *game, CsRng *rng, guint level, guint player, guint tile, CsClassic *work, CsClassic *tmp)
{
  CsClassicMove m;
  double base, best;

  memcpy (work, game, sizeof *work);
  work->phase = CS_PHASE_PLACE;
  work->active = work->actor = player;
  work->current = tile;
  work->bcb.bought = 1;
  work->bcb.round_left = 0;
  work->bcb.n_display = 0;
  base = standing (work, player, level);
  memcpy (tmp, work, sizeof *tmp);
  if (!best_lay (work, rng, level, tmp, &m, &best))
    return 0;
  return MAX (0.0, best - base);
}

/* the displayed tile still on offer worth most to @me (level 0: any) */
static guint
best_on_offer (const CsClassic *game, CsRng *rng, guint level, guint me, CsClassic *tmp)
{
  const CsClassicBcb *b = &game->bcb;
  g_autofree CsClassic *work = g_new (CsClassic, 1);
  double best = -1;
  guint pick = 0;

  for (guint i = 0; i < b->n_display; i++)
    {
      double v;
      if (b->display_owner[i] >= 0)
        continue;
      v = level == 0 ? (double) cs_rng_below (rng, 8) : tile_value (game, rng, level, me, b->display[i], work, tmp);
      if (v > best)
        {
          best = v;
          pick = i;
        }
    }
  return pick;
}

static guint
picked_tile (const CsClassic *g)
{
  return g->bcb.display[g->bcb.pick];
}

void
cs_classic_bcb_policy (const CsClassic *game,
                       CsRng           *rng,
                       guint            level,
                       CsClassicMove   *move)
{
  const CsClassicBcb *b = &game->bcb;
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  g_autofree CsClassic *tmp = NULL;
  g_autofree CsClassic *work = NULL;
  guint me = cs_classic_to_move (game);

  if (level > 0)
    {
      tmp = g_new (CsClassic, 1);
      memcpy (tmp, game, sizeof *tmp);
    }
  switch (game->phase)
    {
    case CS_PHASE_PLACE:
      if (level == 0)
        {
          g_autofree CsClassicMove *lays = g_new (CsClassicMove, MAX_LAYS);
          guint n = cs_classic_bcb_placements (game, TRUE, lays, MAX_LAYS);
          gboolean plain = FALSE;

          for (guint i = 0; i < n; i++)
            plain |= lays[i].bridge == 0;
          if (n == 0 || (!plain && cs_rng_below (rng, 4) == 0))
            m.kind = CS_CLASSIC_MOVE_DISCARD;     /* B-3.6 */
          else
            {
              m = lays[cs_rng_below (rng, n)];
              if (cs_rng_below (rng, 2) == 0)
                {
                  guint8 open[CS_CLASSIC_MAX_PIECES + 1];
                  guint no = cs_classic_bcb_open_spots (game, &m, open);
                  if (no > 0)
                    m.follower = open[cs_rng_below (rng, no)];
                }
            }
        }
      else
        {
          double v;
          if (!best_lay (game, rng, level, tmp, &m, &v))
            m.kind = CS_CLASSIC_MOVE_DISCARD;
        }
      break;

    case CS_CLASSIC_PHASE_CASTLE:
      if (level == 0)
        m.kind = cs_rng_below (rng, 2) ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE;
      else    /* a castle waits for a bigger feature nearby: worth it while the game has long to run */
        m.kind = cs_classic_tiles_left (game) >= 20 ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE;
      break;

    case CS_CLASSIC_PHASE_OFFER:
      m.kind = CS_CLASSIC_MOVE_OFFER;
      m.pick = best_on_offer (game, rng, level, me, tmp);
      m.amount = level == 0 ? cs_rng_below (rng, 3) : 0;
      break;

    case CS_CLASSIC_PHASE_BID:
      {
        double v;
        m.kind = CS_CLASSIC_MOVE_PASS;
        if (level == 0)
          v = cs_rng_below (rng, 2) ? b->high_bid + 1 + cs_rng_below (rng, 3) : 0;
        else
          {
            work = g_new (CsClassic, 1);
            v = tile_value (game, rng, level, me, picked_tile (game), work, tmp) / 2;
          }
        if ((int) v > b->high_bid)
          {
            m.kind = CS_CLASSIC_MOVE_BID;
            m.amount = level == 0 ? (int) v : b->high_bid + 1;
          }
      }
      break;

    case CS_CLASSIC_PHASE_PICK:     /* BV-1 */
      m.kind = CS_CLASSIC_MOVE_PICK;
      m.pick = best_on_offer (game, rng, level, me, tmp);
      break;

    case CS_CLASSIC_PHASE_SETTLE:
      if (level == 0)
        m.kind = cs_rng_below (rng, 2) ? CS_CLASSIC_MOVE_BUY : CS_CLASSIC_MOVE_SELL;
      else
        {
          /* buying costs the bid and gives the bidder as much; selling the reverse */
          work = g_new (CsClassic, 1);
          m.kind = tile_value (game, rng, level, me, picked_tile (game), work, tmp) > 2.0 * b->high_bid
            ? CS_CLASSIC_MOVE_BUY : CS_CLASSIC_MOVE_SELL;
        }
      break;

    default:
      break;
    }
  *move = m;
}

gboolean
cs_classic_bcb_ai_choose_move (const CsClassic *game,
                               CsAiLevel        level,
                               guint64          seed,
                               CsClassicMove   *out,
                               CsAiStats       *stats)
{
  CsRng rng = { seed ^ 0xBCBull };
  g_autofree CsClassic *seen = g_new (CsClassic, 1);

  /* C-10: the trial moves draw from the pile (the next tile, a bazaar's
   * display); decide on a copy whose unseen tiles are sorted and shuffled
   * with the decision's seed, so that their true order cannot matter */
  cs_classic_ai_determinize (game, &rng, seen);
  /* Beginner and Casual judge by points now and at the end; Strong and
   * Expert by the classic players' evaluation */
  cs_classic_bcb_policy (seen, &rng, level >= CS_AI_STRONG ? 3 : 1, out);
  if (level == CS_AI_BEGINNER && seen->phase == CS_PHASE_PLACE && cs_rng_below (&rng, 3) == 0)
    cs_classic_bcb_policy (seen, &rng, 0, out);    /* now and then a move that misses things */
  if (stats)
    {
      memset (stats, 0, sizeof *stats);
      stats->candidates = 1;
    }
  return TRUE;
}
