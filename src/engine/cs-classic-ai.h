/* cs-classic-ai.h — computer opponents for classic Carcassonne, 2–5 seats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same four levels as The Castle's (cs-ai.h), and as honest: every
 * decision works on determinisations of the game in which the unseen pile
 * is first sorted and then shuffled with the decision's seed, so two games
 * that differ only in the order of the pile give the same move for a seed.
 * Levels are fixed budgets; a wall-clock cap only guards the time per move.
 */
#pragma once

#include "cs-ai.h"
#include "cs-classic.h"

G_BEGIN_DECLS

/* The value of @game for @player in points, against the best of the other
 * players: the score; every unfinished road, city and cloister at its end
 * value (C-8.2) plus what finishing it would add, by its chance to finish
 * (every open cell must get one of the tiles still to come that fit there;
 * cloisters by their free neighbours), to the holders of its majority — so
 * joining features shows as sharing or stealing it; fields by the finished
 * cities they feed, and open ones by their chance to close (C-8.3); the
 * meeples in hand, and those that will come back from features likely to
 * close (one stuck in a feature that cannot close is lost). Exact score
 * difference once the game is over. */
double   cs_classic_ai_evaluate     (const CsClassic *game,
                                     guint            player);

/* Canonicalise the unseen pile of @observed (sorted), then shuffle it with
 * @rng into @out. */
void     cs_classic_ai_determinize  (const CsClassic *observed,
                                     CsRng           *rng,
                                     CsClassic       *out);

/* The move of the player to move. @cancel may be NULL; see cs_ai_choose_move.
 * @options and @stats as for The Castle (threads are not used). */
gboolean cs_classic_ai_choose_move  (const CsClassic   *game,
                                     CsAiLevel          level,
                                     guint64            seed,
                                     const gint        *cancel,
                                     const CsAiOptions *options,
                                     CsClassicMove     *out,
                                     CsAiStats         *stats);

/* With Bridges, Castles and Bazaars (cs-bcb-ai.c): every level plays its
 * decisions by the simple rules of cs_classic_bcb_policy; Beginner with more
 * noise. */
gboolean cs_classic_bcb_ai_choose_move (const CsClassic *game,
                                        CsAiLevel        level,
                                        guint64          seed,
                                        CsClassicMove   *out,
                                        CsAiStats       *stats);

/* The value for the player to decide in @game (cs_classic_to_move) of
 * @move on deal @deal, in points: the unseen pile dealt as @level's search
 * deals it for @seed (C-10: its multiset only), @move played, the other
 * players' replies as that search expects them (with Bridges, Castles and
 * Bazaars every decision up to the mover's next tile, by the expansion's
 * Casual rules), then @level's evaluation. Two moves valued on the same
 * @seed and @deal see the same tiles (common random numbers). @work: three
 * scratch states. Strong and Expert only. For reviews (cs-review.h). */
double   cs_classic_ai_deal_value   (const CsClassic     *game,
                                     CsAiLevel            level,
                                     guint64              seed,
                                     guint                deal,
                                     const CsClassicMove *move,
                                     CsClassic            work[3]);

G_END_DECLS
