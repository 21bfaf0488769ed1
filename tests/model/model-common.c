/* model-common.c — what the model tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "model-common.h"

CastellanClassicGame *
model_classic_game_new (guint                      n,
                        gboolean                   farmers,
                        gboolean                   bcb,
                        guint32                    seed,
                        const CastellanPlayerKind *kinds,
                        const char                *second_name)
{
  CastellanClassicGame *game = castellan_classic_game_new ();
  CastellanClassicSetup setup = { 0 };

  setup.n_players = n;
  setup.farmers = farmers;
  setup.bcb = bcb;
  setup.seed = seed;
  setup.has_seed = TRUE;
  setup.first = 0;
  for (guint p = 0; p < n; p++)
    setup.kinds[p] = kinds[p];
  setup.names[1] = second_name;
  castellan_classic_game_start (game, &setup);
  return game;
}
