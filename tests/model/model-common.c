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

CastellanTutor *
model_castle_tutor_new (guint32             seed,
                        CastellanGame     **game,
                        CastellanTurn     **turn,
                        CastellanTutorial **tutorial)
{
  CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
  CastellanTutor *tutor;

  *game = castellan_game_new ();
  castellan_game_start (*game, &setup);
  *turn = castellan_turn_new (*game);
  *tutorial = castellan_tutorial_new (*game, *turn);
  tutor = castellan_tutor_new (*game, *turn, *tutorial);
  castellan_tutor_set_help_level (tutor, CASTELLAN_HELP_EVERYTHING);
  return tutor;
}

void
model_castle_play_out (CastellanGame *game, CsRng *rng)
{
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      CsMove m;

      cs_policy_greedy (castellan_game_get_state (game), rng, &m);
      g_assert_true (castellan_game_play (game, &m, NULL));
    }
}

void
model_classic_play_random (CastellanClassicGame *game, CsRng *rng, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;
      g_autoptr(GError) error = NULL;

      cs_classic_policy_random (castellan_classic_game_get_state (game), rng, &m);
      g_assert_true (castellan_classic_game_play (game, &m, &error));
      g_assert_no_error (error);
    }
}
