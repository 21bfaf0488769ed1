/* adw-types-preload.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Loaded with LD_PRELOAD into gtk4-builder-tool so that libadwaita's types,
 * and Castellan's own widgets, are registered before the tool looks them
 * up by name. */

#define G_LOG_DOMAIN "adw-types-preload"

#include <adwaita.h>

#include "castellan-board-view.h"
#include "castellan-game.h"
#include "castellan-hint-panel.h"
#include "castellan-hint-row.h"
#include "castellan-player-panel.h"
#include "castellan-turn-card.h"

__attribute__((constructor)) static void
adw_types_preload_init (void)
{
  adw_init ();
  g_type_ensure (CASTELLAN_TYPE_BOARD_VIEW);
  g_type_ensure (CASTELLAN_TYPE_PLAYER_PANEL);
  g_type_ensure (CASTELLAN_TYPE_LOG_ENTRY);
  g_type_ensure (CASTELLAN_TYPE_HINT_PANEL);
  g_type_ensure (CASTELLAN_TYPE_HINT_ROW);
  g_type_ensure (CASTELLAN_TYPE_TURN_CARD);
}
