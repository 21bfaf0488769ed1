/* castellan-player-row.h — one seat of any game, as a card of the player list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-model-types.h"
#include "castellan-player.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_PLAYER_ROW (castellan_player_row_get_type ())
G_DECLARE_FINAL_TYPE (CastellanPlayerRow, castellan_player_row, CASTELLAN, PLAYER_ROW, GtkFlowBoxChild)

/* the action a wall tile's Use button activates, with the tile's kind
 * ("u") as its target, unless the list is told another */
#define CASTELLAN_PLAYER_ROW_WALL_ACTION "win.use-wall-tile"

/* @player's row, its chip in the colour @palette gives its seat; it
 * follows the player's properties from then on */
GtkWidget        *castellan_player_row_new               (CastellanPlayer    *player,
                                                          CastellanPalette    palette,
                                                          const char         *wall_action);
CastellanPlayer  *castellan_player_row_get_player        (CastellanPlayerRow *self);
/* what a screen reader reads for the card, its name: "Ada, Human,
 * 12 points, 7 followers in supply, Keep on a house of 3 tiles, No wall
 * tiles yet, to play" (owned by the row) */
const char       *castellan_player_row_get_spoken        (CastellanPlayerRow *self);

G_END_DECLS
