/* model-common.h — what the model tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-turn.h"
#include "castellan-tutor.h"
#include "castellan-tutorial.h"
#include "cs-policy.h"

G_BEGIN_DECLS

/* A classic game of @n seats played by @kinds, seat 0 first, dealt from
 * @seed; with farmers or not, with Bridges, Castles and Bazaars or not;
 * @second_name names seat 1 (NULL: its colour) */
CastellanClassicGame *model_classic_game_new (guint                      n,
                                              gboolean                   farmers,
                                              gboolean                   bcb,
                                              guint32                    seed,
                                              const CastellanPlayerKind *kinds,
                                              const char                *second_name);

/* A game of The Castle between two people, Ada and Bo, dealt from @seed,
 * with its turn, its tutorial and its tutor, which says everything it can
 * (CASTELLAN_HELP_EVERYTHING); the caller owns all four */
CastellanTutor       *model_castle_tutor_new (guint32             seed,
                                              CastellanGame     **game,
                                              CastellanTurn     **turn,
                                              CastellanTutorial **tutorial);
/* @game played on to its end, each move the greedy policy's from @rng */
void                  model_castle_play_out  (CastellanGame      *game,
                                              CsRng              *rng);
/* @n moves of the random policy from @rng played on a classic @game */
void                  model_classic_play_random (CastellanClassicGame *game,
                                                 CsRng                *rng,
                                                 guint                 n);

G_END_DECLS
