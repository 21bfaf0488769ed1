/* cs-bcb-ai.c — the computer's decisions with Bridges, Castles and Bazaars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Kept apart from cs-classic-ai.c: level 0 picks among the legal moves at
 * random (the invariant tests' player). Levels 1 and 2 (Beginner, Casual)
 * lay the tile greedily by this turn's points, what the board would give at
 * the end now against the best other player, and meeples kept; they use a
 * bridge only where the tile needs one, build a castle while plenty of tiles
 * are left, and bid for a tile up to half of what it is worth to them.
 * Level 3 (Strong, Expert) judges by the classic players' evaluation,
 * cs_classic_ai_evaluate, plus what each waiting castle may still bring; it
 * tries every bridge, weighs a castle against the city's points, treats an
 * auction as a deal between auctioneer and bidder over what each tile is
 * worth to both, and lays its tile after a look one turn ahead: its best few
 * moves on a few deals of the unseen pile, each followed by every decision
 * up to its next tile as Casual would make it (docs/AI.md).
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"

#include <string.h>

#include "cs-classic-ai.h"
#include "cs-classic-private.h"

#define MAX_LAYS 2048

/* What a waiting castle may still bring its owner (B-4.5, B-4.6): the first
 * road, city or cloister finished in its fief, judged by the biggest one
 * there now (3 at least: something will finish there) less a fifth, and its
 * lord back; all of it fading over the last four rounds, as the castle
 * scores nothing at the end (B-4.9). */
static double
castle_prospect (const CsClassic *g, guint c)
{
  double best = 0, left = cs_classic_tiles_left (g);

  for (guint node = 0; node < g->n_nodes; node++)
    {
      const CsClassicFeature *f = &g->feat[node];
      gboolean in = FALSE;

      if (g->parent[node] != node || f->scored || f->type == CS_CLASSIC_FIELD)
        continue;
      for (guint slot = 0; slot < g->n_laid && !in; slot++)
        in = cs_tile_mask_has (&f->tiles, slot) && cs_classic_in_fief (g, c, g->slot_cell[slot]);
      if (in)
        best = MAX (best, (double) cs_classic_feature_points (g, f, FALSE));
    }
  return (MAX (best, 3.0) * 0.8 + 1.5) * CLAMP (left / (4.0 * g->n_players), 0.0, 1.0);
}

/* level 1 and 2: this turn's points and the end value of the board; level
 * 3 and up: the classic players' evaluation (cs_classic_ai_evaluate), which
 * also weighs what unfinished features may still become, and the castles
 * still waiting */
static double
standing (const CsClassic *g, guint me, guint level)
{
  int fin[CS_CLASSIC_MAX_PLAYERS];
  double other = -1e9, mine;

  if (level >= 3)
    {
      double v = cs_classic_ai_evaluate (g, me);
      for (guint c = 0; c < g->bcb.n_castles; c++)
          if (g->bcb.castle[c].waiting)
            v += (g->bcb.castle[c].owner == me ? 1.0 : -1.0 / (g->n_players - 1)) * castle_prospect (g, c);
      return v;
    }
  cs_classic_final_preview (g, fin);
  mine = g->player[me].score + 0.5 * fin[me] + 1.5 * g->player[me].supply;
  for (guint p = 0; p < g->n_players; p++)
    if (p != me)
      other = MAX (other, g->player[p].score + 0.5 * fin[p]);
  return mine - other;
}

/* A trial move that completed a small city waits for its owner's choice
 * (B-4.2). Levels 1 and 2 take the points, so that the move is judged with
 * them; level 3 and up expect the owner to choose what their standing says
 * is better, the castle's prospect included. */
static void
castle_choice (const CsClassic *g, guint level, CsClassicMove *m)
{
  g_autofree CsClassic *tmp = NULL;
  double v[2];

  m->kind = CS_CLASSIC_MOVE_NO_CASTLE;
  if (level < 3)
    return;
  tmp = g_new (CsClassic, 1);
  for (guint i = 0; i < 2; i++)
    {
      CsClassicMove t = CS_CLASSIC_MOVE_INIT;
      t.kind = i ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE;
      memcpy (tmp, g, sizeof *tmp);
      v[i] = -1e9;
      if (!cs_classic_play (tmp, &t, NULL, NULL))
        continue;
      while (tmp->phase == CS_CLASSIC_PHASE_CASTLE)   /* a second small city: take its points */
        {
          CsClassicMove no = CS_CLASSIC_MOVE_INIT;
          no.kind = CS_CLASSIC_MOVE_NO_CASTLE;
          if (!cs_classic_play (tmp, &no, NULL, NULL))
            break;
        }
      v[i] = standing (tmp, g->actor, level);
    }
  if (v[1] > v[0])
    m->kind = CS_CLASSIC_MOVE_CASTLE;
}

static void
settle_castles (CsClassic *g, guint level)
{
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;

  while (g->phase == CS_CLASSIC_PHASE_CASTLE)
    {
      castle_choice (g, level, &m);
      if (!cs_classic_play (g, &m, NULL, NULL))
        break;
    }
}

typedef struct {
  CsClassicMove move;
  double        prior;   /* its standing one move ahead */
  double        sum;     /* over the search's deals */
} LayCand;

#define MAX_CANDS (MAX_LAYS * 2)

/* Every lay move of the current tile (with each meeple choice) for the
 * active player, judged by standing (); the best goes to @best_move and its
 * standing to @value, and when @cands is given, all of them (at most
 * MAX_CANDS). Returns their number; 0 when the tile has no place. */
static guint
lay_moves (const CsClassic *game, CsRng *rng, guint level, CsClassic *tmp, LayCand *cands,
           CsClassicMove *best_move, double *value)
{
  g_autofree CsClassicMove *lays = g_new (CsClassicMove, MAX_LAYS);
  guint n = cs_classic_bcb_placements (game, level >= 3, lays, MAX_LAYS);
  guint me = game->active, nc = 0;
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
          settle_castles (tmp, level);
          v = standing (tmp, me, level) - (m.bridge ? 2.0 : 0.0);   /* a bridge spent is a chance lost */
          v += (cs_rng_next (rng) & 0xFF) / 2560.0;
          if (cands != NULL && nc < MAX_CANDS)
            {
              cands[nc].move = m;
              cands[nc].prior = v;
              cands[nc].sum = 0;
              nc++;
            }
          if (v > best)
            {
              best = v;
              *best_move = m;
            }
        }
    }
  *value = best;
  return cands != NULL ? nc : n;
}

/* the best lay move of the current tile for the active player by
 * standing (); FALSE when it has none. @value gets its standing. */
static gboolean
best_lay (const CsClassic *game, CsRng *rng, guint level, CsClassic *tmp, CsClassicMove *best_move, double *value)
{
  return lay_moves (game, rng, level, tmp, NULL, best_move, value) > 0;
}

static int
cmp_prior (const void *a, const void *b)
{
  const LayCand *x = a, *y = b;
  return x->prior < y->prior ? 1 : x->prior > y->prior ? -1 : 0;
}

/* Strong and Expert while laying a tile: the @top best moves one move
 * ahead, each played on @deals determinised deals of the unseen pile (the
 * same deals for every move), then every decision up to our next tile made
 * as Casual would make it (the other players' turns, a bazaar, castles),
 * judged by the mean standing there. */
static void
search_lay (const CsClassic *seen, CsRng *rng, guint top, guint deals, CsClassicMove *out)
{
  g_autofree LayCand *cands = g_new (LayCand, MAX_CANDS);
  g_autofree CsClassic *work = g_new (CsClassic, 3);
  CsClassic *tmp = &work[0], *deal = &work[1], *sim = &work[2];
  guint me = seen->active, n;
  double v, best = -1e18;

  memcpy (tmp, seen, sizeof *tmp);
  n = lay_moves (seen, rng, 3, tmp, cands, out, &v);
  if (n <= 1)
    return;
  qsort (cands, n, sizeof cands[0], cmp_prior);
  top = MIN (top, n);
  memcpy (sim, seen, sizeof *sim);
  for (guint d = 0; d < deals; d++)
    {
      CsRng play = { cs_rng_next (rng) };

      cs_classic_ai_determinize (seen, rng, deal);
      for (guint k = 0; k < top; k++)
        {
          CsRng r = play;
          guint steps = 0;

          cs_classic_restore (sim, deal);
          if (!cs_classic_play (sim, &cands[k].move, NULL, NULL))
            continue;
          settle_castles (sim, 3);
          while (!cs_classic_over (sim) && steps++ < 24 &&
                 !(sim->phase == CS_PHASE_PLACE && sim->active == me))
            {
              CsClassicMove m;
              cs_classic_bcb_policy (sim, &r, 1, &m);
              if (!cs_classic_play (sim, &m, NULL, NULL))
                break;
            }
          cands[k].sum += standing (sim, me, 3);
        }
    }
  for (guint k = 0; k < top; k++)
    if (cands[k].sum > best)
      {
        best = cands[k].sum;
        *out = cands[k].move;
      }
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
  return level >= 3 ? best - base : MAX (0.0, best - base);
}

/* ---- level 3: the auction as a deal between two players ------------------------ */

/* Each tile on offer is worth v[p][i] to each player p without a tile; a
 * player who does not get tile i expects the mean of the others (in a
 * two-player game: the one other tile). The auctioneer A and a bidder B
 * judge an outcome by what it gives them less a share w of what it gives
 * the other (w = 1 with two players: all that counts is the difference). */
typedef struct {
  double v[CS_CLASSIC_MAX_PLAYERS][CS_CLASSIC_MAX_PLAYERS];
  double w;
} Auction;

static void
auction_values (const CsClassic *game, CsRng *rng, guint level, Auction *a, CsClassic *work, CsClassic *tmp)
{
  const CsClassicBcb *b = &game->bcb;

  memset (a, 0, sizeof *a);
  a->w = 1.0 / (game->n_players - 1);
  for (guint p = 0; p < game->n_players; p++)
    for (guint i = 0; i < b->n_display; i++)
      if (b->holding[p] == 0xFF && b->display_owner[i] < 0)
        a->v[p][i] = tile_value (game, rng, level, p, b->display[i], work, tmp);
}

/* what @p expects from the tiles on offer other than @i */
static double
fallback (const CsClassic *game, const Auction *a, guint p, guint i)
{
  double sum = 0;
  guint n = 0;

  for (guint j = 0; j < game->bcb.n_display; j++)
    if (j != i && game->bcb.display_owner[j] < 0)
      {
        sum += a->v[p][j];
        n++;
      }
  return n ? sum / n : 0;
}

/* B-5.4 for auctioneer @A with bidder @B's bid @bid on tile @i: buy (TRUE)
 * or sell; @value gets A's judgement of it */
static gboolean
settle_buys (const CsClassic *game, const Auction *a, guint A, guint B, guint i, int bid, double *value)
{
  double fa = fallback (game, a, A, i), fb = fallback (game, a, B, i);
  double buy = a->v[A][i] - bid - a->w * (fb + bid);
  double sell = fa + bid - a->w * (a->v[B][i] - bid);

  if (value)
    *value = MAX (buy, sell);
  return buy >= sell;
}

/* B-5.3 for bidder @B against auctioneer @A on tile @i, the highest bid
 * @high: the bid that leaves B best placed once A has bought or sold, or
 * -1 to pass; @value gets B's judgement of the outcome */
static int
bid_for (const CsClassic *game, const Auction *a, guint A, guint B, guint i, int high, double *value)
{
  double fa = fallback (game, a, A, i), fb = fallback (game, a, B, i);
  double best = fb - a->w * (a->v[A][i] - high);   /* pass: A keeps it for the bid */
  int pick = -1;

  for (int bid = high + 1; bid <= high + 60 && bid <= 999; bid++)
    {
      double o = settle_buys (game, a, A, B, i, bid, NULL)
        ? fb + bid - a->w * (a->v[A][i] - bid)
        : a->v[B][i] - bid - a->w * (fa + bid);
      if (o > best + 0.25)
        {
          best = o;
          pick = bid;
        }
    }
  if (value)
    *value = best;
  return pick;
}

/* the bidder most eager for tile @i among those after @A */
static guint
keenest (const CsClassic *game, const Auction *a, guint A, guint i)
{
  double best = -1e9;
  guint who = (A + 1) % game->n_players;

  for (guint k = 1; k < game->n_players; k++)
    {
      guint p = (A + k) % game->n_players;
      double pref = a->v[p][i] - fallback (game, a, p, i);
      if (game->bcb.holding[p] == 0xFF && pref > best)
        {
          best = pref;
          who = p;
        }
    }
  return who;
}

/* B-5.3 for the auctioneer @A: the tile and the opening bid that leave A
 * best placed once the keenest bidder has answered */
static void
offer_for (const CsClassic *game, const Auction *a, guint A, CsClassicMove *m)
{
  double best = -1e9;

  for (guint i = 0; i < game->bcb.n_display; i++)
    {
      guint B;
      if (game->bcb.display_owner[i] >= 0)
        continue;
      B = keenest (game, a, A, i);
      for (int open = 0; open <= 20; open++)
        {
          int bid = bid_for (game, a, A, B, i, open, NULL);
          double o;
          if (bid < 0)
            o = a->v[A][i] - open - a->w * fallback (game, a, B, i);
          else
            settle_buys (game, a, A, B, i, bid, &o);
          if (o > best + 1e-9)
            {
              best = o;
              m->pick = i;
              m->amount = open;
            }
        }
    }
}

/* the displayed tile still on offer worth most to @me (level 0: any) */
static guint
best_on_offer (const CsClassic *game, CsRng *rng, guint level, guint me, CsClassic *tmp)
{
  const CsClassicBcb *b = &game->bcb;
  g_autofree CsClassic *work = level > 0 ? g_new (CsClassic, 1) : NULL;   /* level 0 judges nothing */
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

/* the random player's lay (level 0), the playouts' every other move: kept
 * apart from cs_classic_bcb_policy () so that it sets up none of the
 * scratch games the other levels free on the way out */
static void
random_lay_move (const CsClassic *game, CsRng *rng, CsClassicMove *move)
{
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;

  if (!cs_classic__bcb_random_lay (game, rng, MAX_LAYS, &m))
    m.kind = CS_CLASSIC_MOVE_DISCARD;     /* B-3.6 */
  else if (cs_rng_below (rng, 2) == 0)
    {
      guint8 open[CS_CLASSIC_MAX_PIECES + 1];
      guint no = cs_classic_bcb_open_spots (game, &m, open);
      if (no > 0)
        m.follower = open[cs_rng_below (rng, no)];
    }
  *move = m;
}

/* every other decision, at every level */
static void
policy_rest (const CsClassic *game,
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
    case CS_PHASE_PLACE:    /* level 0: random_lay_move () */
      {
        double v;
        if (!best_lay (game, rng, level, tmp, &m, &v))
          m.kind = CS_CLASSIC_MOVE_DISCARD;
      }
      break;

    case CS_CLASSIC_PHASE_CASTLE:
      if (level == 0)
        m.kind = cs_rng_below (rng, 2) ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE;
      else if (level >= 3)
        castle_choice (game, level, &m);
      else    /* a castle waits for a bigger feature nearby: worth it while the game has long to run */
        m.kind = cs_classic_tiles_left (game) >= 20 ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE;
      break;

    case CS_CLASSIC_PHASE_OFFER:
      if (level >= 3)
        {
          Auction a;
          work = g_new (CsClassic, 1);
          auction_values (game, rng, level, &a, work, tmp);
          m.kind = CS_CLASSIC_MOVE_OFFER;
          offer_for (game, &a, me, &m);
          break;
        }
      m.kind = CS_CLASSIC_MOVE_OFFER;
      m.pick = best_on_offer (game, rng, level, me, tmp);
      m.amount = level == 0 ? cs_rng_below (rng, 3) : 0;
      break;

    case CS_CLASSIC_PHASE_BID:
      if (level >= 3)
        {
          Auction a;
          int bid;
          work = g_new (CsClassic, 1);
          auction_values (game, rng, level, &a, work, tmp);
          bid = bid_for (game, &a, b->auctioneer, me, b->pick, b->high_bid, NULL);
          m.kind = bid < 0 ? CS_CLASSIC_MOVE_PASS : CS_CLASSIC_MOVE_BID;
          m.amount = MAX (bid, 0);
          break;
        }
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

    case CS_CLASSIC_PHASE_PICK:
      {
        /* BV-1: the tile worth most to us; level 3 also weighs what it
         * would be worth to those who pick after us */
        Auction a;
        double best = -1e9;

        m.kind = CS_CLASSIC_MOVE_PICK;
        if (level > 0)
          {
            work = g_new (CsClassic, 1);
            auction_values (game, rng, level, &a, work, tmp);
          }
        for (guint i = 0; i < b->n_display; i++)
          {
            double v;
            if (b->display_owner[i] >= 0)
              continue;
            if (level == 0)
              v = cs_rng_below (rng, 8);
            else
              {
                v = a.v[me][i];
                if (level >= 3)
                  for (guint k = 1; k <= b->round_left; k++)
                    {
                      guint p = (me + k) % game->n_players;
                      v += a.w * (a.v[p][i] - fallback (game, &a, p, i));
                    }
              }
            if (v > best)
              {
                best = v;
                m.pick = i;
              }
          }
      }
      break;

    case CS_CLASSIC_PHASE_SETTLE:
      if (level == 0)
        m.kind = cs_rng_below (rng, 2) ? CS_CLASSIC_MOVE_BUY : CS_CLASSIC_MOVE_SELL;
      else if (level >= 3)
        {
          Auction a;
          work = g_new (CsClassic, 1);
          auction_values (game, rng, level, &a, work, tmp);
          m.kind = settle_buys (game, &a, me, b->high_bidder, b->pick, b->high_bid, NULL)
            ? CS_CLASSIC_MOVE_BUY : CS_CLASSIC_MOVE_SELL;
        }
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

void
cs_classic_bcb_policy (const CsClassic *game,
                       CsRng           *rng,
                       guint            level,
                       CsClassicMove   *move)
{
  if (level == 0 && game->phase == CS_PHASE_PLACE)
    {
      random_lay_move (game, rng, move);
      return;
    }
  policy_rest (game, rng, level, move);
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
  if (level >= CS_AI_STRONG && seen->phase == CS_PHASE_PLACE)
    search_lay (seen, &rng, level == CS_AI_EXPERT ? 6 : 4, level == CS_AI_EXPERT ? 8 : 4, out);
  else
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
