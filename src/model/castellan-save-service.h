/* castellan-save-service.h — the saved games of every game kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One slot per game kind (castellan-save-slot.h) in one folder,
 * $XDG_DATA_HOME/castellan: current.castellan for The Castle,
 * current-carcassonne.castellan for classic Carcassonne with or without
 * its expansion. Starting a game of one kind writes only that kind's
 * slot; at start-up every slot is cleaned and the newest save resumed.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-save-slot.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_GAME_KIND_CASTLE,    /* Carcassonne: The Castle (CastellanGame) */
  CASTELLAN_GAME_KIND_CLASSIC,   /* Carcassonne, with or without BC&B (CastellanClassicGame) */
  CASTELLAN_N_GAME_KINDS
} CastellanGameKind;

#define CASTELLAN_TYPE_SAVE_SERVICE (castellan_save_service_get_type ())
G_DECLARE_FINAL_TYPE (CastellanSaveService, castellan_save_service, CASTELLAN, SAVE_SERVICE, GObject)

/* the slots in @dir (NULL: $XDG_DATA_HOME/castellan) */
CastellanSaveService *castellan_save_service_new      (const char           *dir);
CastellanSaveSlot    *castellan_save_service_get_slot (CastellanSaveService *self,
                                                       CastellanGameKind     kind);
/* the kind a game object plays */
CastellanGameKind     castellan_game_kind_of          (CastellanGameBase    *game);
/* give each game its kind's slot: @games[kind] */
void                  castellan_save_service_attach   (CastellanSaveService *self,
                                                       CastellanGameBase    *const *games);
/* every slot writes in the background (castellan_save_slot_set_background) */
void                  castellan_save_service_set_background (CastellanSaveService *self,
                                                             gboolean              background);
/* wait until every slot's saves are on disk; disposing the service does */
void                  castellan_save_service_flush    (CastellanSaveService *self);
/* Clean every slot (what crashes left), then resume the newest save into
 * its game; when it cannot be used, the next newest. Returns the kind
 * resumed, or -1; @error (may be NULL) says why the first save that could
 * not be used was not (CASTELLAN_SAVE_ERROR_UNREAD: kept as it is;
 * CS_ERROR_PARSE: set aside). */
int                   castellan_save_service_resume   (CastellanSaveService *self,
                                                       CastellanGameBase    *const *games,
                                                       GError              **error);

G_END_DECLS
