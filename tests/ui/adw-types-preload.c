/* adw-types-preload.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Loaded with LD_PRELOAD into gtk4-builder-tool so that libadwaita's types,
 * and Castellan's own widgets, are registered before the tool looks them
 * up by name. The tool also looks up each signal handler a template names
 * as a symbol of the process; the real ones are static and bound with
 * gtk_widget_class_bind_template_callback, so the tool finds these
 * stand-ins instead. The application tests build the real templates,
 * where a handler that is not bound fails. */

#define G_LOG_DOMAIN "adw-types-preload"

#include <adwaita.h>

#include "castellan-board.h"
#include "castellan-classic-turn.h"
#include "castellan-turn.h"
#include "castellan-game.h"
#include "castellan-hint-panel.h"
#include "castellan-hint-row.h"
#include "castellan-lesson-card.h"
#include "castellan-player-list.h"
#include "castellan-player-row.h"
#include "castellan-turn-card.h"
#include "castellan-width-bin.h"

__attribute__((constructor)) static void
adw_types_preload_init (void)
{
  adw_init ();
  g_type_ensure (CASTELLAN_TYPE_BOARD);
  g_type_ensure (CASTELLAN_TYPE_LOG_ENTRY);
  g_type_ensure (CASTELLAN_TYPE_HINT_PANEL);
  g_type_ensure (CASTELLAN_TYPE_HINT_ROW);
  g_type_ensure (CASTELLAN_TYPE_LESSON_CARD);
  g_type_ensure (CASTELLAN_TYPE_TURN_CARD);
  g_type_ensure (CASTELLAN_TYPE_WIDTH_BIN);
  g_type_ensure (CASTELLAN_TYPE_PLAYER_LIST);
  g_type_ensure (CASTELLAN_TYPE_PLAYER_ROW);
}

/* the handlers ui/castellan-window.ui, ui/castellan-new-game-dialog.ui, the
 * classic page's and both boards' templates name */
#define STAND_IN(name) void name (void); void name (void) { }
STAND_IN (animating_cb)
STAND_IN (is_active_cb)
STAND_IN (update_undo_button)
STAND_IN (update_variant_rows)
STAND_IN (rule_link_cb)
STAND_IN (motion_cb)
STAND_IN (leave_cb)
STAND_IN (pressed_cb)
STAND_IN (scroll_cb)
STAND_IN (focus_changed_cb)
STAND_IN (drag_begin_cb)
STAND_IN (drag_update_cb)
STAND_IN (drag_end_cb)
STAND_IN (zoom_begin_cb)
STAND_IN (zoom_scale_cb)
STAND_IN (key_cb)
