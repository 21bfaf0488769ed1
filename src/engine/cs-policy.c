/* cs-policy.c — simple move choosers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "cs-policy.h"

/* cs_policy_random is in cs-game.c, beside the fit bits and open spots it reads */

int
cs_events_point_delta (const CsEvents *events,
                       guint           player)
{
  int d = 0;
  for (guint i = 0; i < events->n; i++)
    {
      const CsEvent *e = &events->ev[i];
      if (e->type == CS_EVENT_MARKER_MOVED)
        d += e->player == (int) player ? e->points : -e->points;
      else if (e->type == CS_EVENT_WALL_TILE_TAKEN)
        d += e->player == (int) player ? 3 : -3;
    }
  return d;
}

/* Rough worth of a follower left in an open feature: what it may score. */
static double
spot_value (const CsGame *game, const CsSpot *s, const CsTile *t)
{
  switch (s->type)
    {
    case CS_PATH:
      return s->size * (t->pieces[s->piece].fountain ? 1.4 : 0.8);
    case CS_TOWER:
      return s->size * 1.6 + 1.0;
    case CS_HOUSE:
      return s->size * 0.9 + 0.5;
    case CS_COURT:
      return 3.0 * t->pieces[s->piece].markets * 0.9 + (game->pile_pos > 40 ? 0.5 : 0.0);
    default:
      return 0;
    }
}

void
cs_policy_greedy (const CsGame *game,
                  CsRng        *rng,
                  CsMove       *move)
{
  CsPlacement pl[CS_MAX_PLACEMENTS];
  CsMoveIter it;
  CsMove m;
  const CsSpot *spot;
  CsEvents *ev = g_new (CsEvents, 1);
  const CsTile *t = &game->tileset->tiles[game->current];
  guint n = cs_game_placements (game, TRUE, pl);
  guint supply = cs_game_supply (game, game->active);
  double follower_cost = supply >= 4 ? 1.0 : supply >= 2 ? 2.5 : 4.0;
  double best = -1e9;

  g_return_if_fail (n > 0);
  cs_move_iter_init (&it, game, pl, n);
  while (cs_move_iter_next (&it, &m, &spot))
    {
      double v;

      ev->n = 0;
      if (!cs_game_preview (game, &m, ev, NULL))
        continue;
      v = cs_events_point_delta (ev, game->active);
      if (spot != NULL && !spot->complete)
        v += spot_value (game, spot, t) - follower_cost;
      v += (cs_rng_next (rng) & 0xFF) / 2560.0;   /* break ties at random */
      if (v > best)
        {
          best = v;
          *move = m;
        }
    }
  cs_game_default_move (game, move);
  g_free (ev);
}
