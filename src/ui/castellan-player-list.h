/* castellan-player-list.h — the seats of any game, a row each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-game-base.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_PLAYER_LIST (castellan_player_list_get_type ())
G_DECLARE_FINAL_TYPE (CastellanPlayerList, castellan_player_list, CASTELLAN, PLAYER_LIST, GtkWidget)

GtkWidget         *castellan_player_list_new             (void);
/* show @game's players (castellan_game_base_get_players), a
 * CastellanPlayerRow each, kept up to date as it is played and as a new
 * game starts in it; NULL shows none */
void               castellan_player_list_set_game        (CastellanPlayerList *self,
                                                          CastellanGameBase   *game);
CastellanGameBase *castellan_player_list_get_game        (CastellanPlayerList *self);
/* the action a wall tile's Use button activates with the tile's kind
 * ("u"); NULL: CASTELLAN_PLAYER_ROW_WALL_ACTION. Rows made from now on take it. */
void               castellan_player_list_set_wall_action (CastellanPlayerList *self,
                                                          const char          *action_name);
/* the cards made anew (The Castle's colours swapped) */
void               castellan_player_list_remake          (CastellanPlayerList *self);
/* the card of @seat, or NULL */
GtkWidget         *castellan_player_list_get_row         (CastellanPlayerList *self,
                                                          guint                seat);

G_END_DECLS
