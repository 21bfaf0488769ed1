/* castellan-turn-card.h — the drawn tile, what to do now, the turn's buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-turn-base.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_TURN_CARD (castellan_turn_card_get_type ())
G_DECLARE_FINAL_TYPE (CastellanTurnCard, castellan_turn_card, CASTELLAN, TURN_CARD, GtkWidget)

/* the drawn tile's picture, @size pixels square at @scale: each game's art */
typedef GdkPaintable *(*CastellanTilePainter) (int tile, guint rot, int size, int scale, gpointer data);

void           castellan_turn_card_set_turn   (CastellanTurnCard *self,
                                               CastellanTurnBase *turn);
void           castellan_turn_card_set_tile_painter (CastellanTurnCard   *self,
                                                     CastellanTilePainter painter,
                                                     gpointer             data);
void           castellan_turn_card_refresh    (CastellanTurnCard *self);
/* the Lay button, accented only while the tile is to be laid */
GtkWidget     *castellan_turn_card_get_lay_button (CastellanTurnCard *self);
/* the key that picks open spot @index and its label: "1"…"9", "0"; NULL beyond */
const char    *castellan_turn_card_spot_key   (guint              index);
/* the sentence shown: what the person is to do, or who is thinking */
const char    *castellan_turn_card_get_prompt (CastellanTurnCard *self);

G_END_DECLS
