/* model-common.h — what the model tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-classic-game.h"

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

G_END_DECLS
