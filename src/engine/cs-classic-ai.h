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

/* The value of @game for @player in points: the score, plus what each
 * unfinished feature the player holds the majority of is expected to bring
 * (roads and cities by their open sides against the tiles left, cloisters
 * by their free neighbours, fields by the cities they feed — C-8 as it would
 * stand now), plus the meeples kept in hand; minus the same for the best of
 * the other players. Exact score difference once the game is over. */
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

G_END_DECLS
