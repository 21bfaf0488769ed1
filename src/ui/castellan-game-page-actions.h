/* castellan-game-page-actions.h — the game.* actions, one group for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-game-base.h"
#include "castellan-turn-base.h"

G_BEGIN_DECLS

/* what the host does that the model does not: show the final sheet */
typedef void (*CastellanGameActionsHook) (GtkWidget *host);

/* The game.* actions of a game page, inserted into @host: rotate-cw,
 * rotate-ccw, lay-tile, no-follower, end-turn, cancel-move, undo and
 * show-final-score, each with "enabled" bound to the model's properties
 * (the turn's can-*, the game's can-undo and phase). They act on the
 * turn through CastellanTurnBase, then give @focus (the board) the keys;
 * @forward, when set, sends each to the host's own action of the same
 * name in that group instead ("win"), for a host whose keys do more.
 * show-final-score calls @final_sheet. */
GActionGroup *castellan_game_actions_insert (GtkWidget                *host,
                                             CastellanGameBase        *game,
                                             CastellanTurnBase        *turn,
                                             GtkWidget                *focus,
                                             const char               *forward,
                                             CastellanGameActionsHook  final_sheet);

G_END_DECLS
