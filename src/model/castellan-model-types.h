/* castellan-model-types.h — enums of the model layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_PLAYER_HUMAN,
  CASTELLAN_PLAYER_BEGINNER,
  CASTELLAN_PLAYER_CASUAL,
  CASTELLAN_PLAYER_STRONG,
  CASTELLAN_PLAYER_EXPERT,
} CastellanPlayerKind;

typedef enum {
  CASTELLAN_PHASE_NONE,      /* no game */
  CASTELLAN_PHASE_PLACE,     /* a human lays the drawn tile */
  CASTELLAN_PHASE_THINKING,  /* the computer is choosing its move */
  CASTELLAN_PHASE_OVER,
} CastellanPhase;

G_END_DECLS
