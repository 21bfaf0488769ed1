/* castellan-computer.c — the computer players, by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "castellan-computer.h"
#include "cs-ai.h"

void
castellan_computer_choose (const CsGame        *state,
                           CastellanPlayerKind  level,
                           guint64              seed,
                           const gint          *cancel,
                           CsMove              *move)
{
  CsAiLevel ai;

  switch (level)
    {
    case CASTELLAN_PLAYER_BEGINNER: ai = CS_AI_BEGINNER; break;
    case CASTELLAN_PLAYER_CASUAL:   ai = CS_AI_CASUAL; break;
    case CASTELLAN_PLAYER_EXPERT:   ai = CS_AI_EXPERT; break;
    case CASTELLAN_PLAYER_STRONG:
    default:                        ai = CS_AI_STRONG; break;
    }
  /* a cancelled search still fills in a legal move; the caller drops it */
  cs_ai_choose_move (state, ai, seed, cancel, move);
}
