/* cs-policy.h — simple move choosers: uniform random and one-turn greedy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real computer opponents live in cs-ai.[ch]; these two are for the
 * benchmark, the tile-set calibration and the invariant tests.
 */
#pragma once

#include "cs-game.h"

G_BEGIN_DECLS

/* a tiny copyable generator for hot loops (splitmix64) */
typedef struct {
  guint64 s;
} CsRng;

static inline guint64
cs_rng_next (CsRng *r)
{
  guint64 z = (r->s += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline guint
cs_rng_below (CsRng *r, guint n)
{
  return (guint) (((cs_rng_next (r) >> 32) * (guint64) n) >> 32);
}

/* a uniformly random legal placement; a follower on an open spot half the
 * time (defined in cs-game.c, where what it reads is inlined into it) */
void   cs_policy_random (const CsGame *game,
                         CsRng        *rng,
                         CsMove       *move);
/* the best move by this turn's points plus a rough value of followers left out */
void   cs_policy_greedy (const CsGame *game,
                         CsRng        *rng,
                         CsMove       *move);
/* points a move's events give @player minus those they give the opponent */
int    cs_events_point_delta (const CsEvents *events,
                              guint           player);

G_END_DECLS
