/* castellan-player-panel.h — one player's score, followers, keep and wall tiles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-model-types.h"
#include "castellan-player.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_PLAYER_PANEL (castellan_player_panel_get_type ())
G_DECLARE_FINAL_TYPE (CastellanPlayerPanel, castellan_player_panel, CASTELLAN, PLAYER_PANEL, GtkWidget)

void             castellan_player_panel_set_player (CastellanPlayerPanel *self,
                                                    CastellanPlayer      *player,
                                                    CastellanTheme        theme);
CastellanPlayer *castellan_player_panel_get_player (CastellanPlayerPanel *self);

G_END_DECLS
