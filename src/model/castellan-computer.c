/* castellan-computer.c — the computer players, by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "castellan-computer.h"
#include "cs-policy.h"

void
castellan_computer_choose (const CsGame        *state,
                           CastellanPlayerKind  level,
                           guint64              seed,
                           const gint          *cancel,
                           CsMove              *move)
{
  CsRng rng = { seed };

  if (level == CASTELLAN_PLAYER_BEGINNER)
    cs_policy_random (state, &rng, move);
  else
    cs_policy_greedy (state, &rng, move);
}
