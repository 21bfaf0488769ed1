/* castellan-turn-card.h — the drawn tile, what to do now, the turn's buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-turn.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_TURN_CARD (castellan_turn_card_get_type ())
G_DECLARE_FINAL_TYPE (CastellanTurnCard, castellan_turn_card, CASTELLAN, TURN_CARD, GtkWidget)

void           castellan_turn_card_set_turn   (CastellanTurnCard *self,
                                               CastellanTurn     *turn);
/* the sentence shown: what the person is to do, or who is thinking */
const char    *castellan_turn_card_get_prompt (CastellanTurnCard *self);

G_END_DECLS
