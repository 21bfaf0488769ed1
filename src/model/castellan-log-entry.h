/* castellan-log-entry.h — one line of a game's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game keeps its log as a list of these (castellan-game-base.h): the
 * sentence in the reader's language, the rule it cited (the row's link,
 * out of the sentence), whose it is and on which move.
 */
#pragma once

#include <glib-object.h>

#include "castellan-board-model.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_LOG_ENTRY (castellan_log_entry_get_type ())
G_DECLARE_FINAL_TYPE (CastellanLogEntry, castellan_log_entry, CASTELLAN, LOG_ENTRY, GObject)

/* @text may cite a rule; it becomes the entry's rule, out of the sentence */
CastellanLogEntry *castellan_log_entry_new       (const char        *text,
                                                  int                player,
                                                  guint              turn,
                                                  guint              event_type);
const char      *castellan_log_entry_get_text    (CastellanLogEntry *self);
/* the rule its sentence cited, now out of the text; NULL for none */
const char      *castellan_log_entry_get_rule    (CastellanLogEntry *self);
int              castellan_log_entry_get_player  (CastellanLogEntry *self);
guint            castellan_log_entry_get_turn    (CastellanLogEntry *self);
guint            castellan_log_entry_get_event_type (CastellanLogEntry *self);
/* the kind of the wall tile a CS_EVENT_WALL_TILE_USED line tells of */
void             castellan_log_entry_set_wall    (CastellanLogEntry *self,
                                                  guint              wall);
guint            castellan_log_entry_get_wall    (CastellanLogEntry *self);
/* the cells the line names (the tile laid, the feature scored, a castle's
 * city), which its row lights on the board; @n cells, NULL when none */
void             castellan_log_entry_set_cells   (CastellanLogEntry   *self,
                                                  const CastellanCell *cells,
                                                  guint                n);
const CastellanCell *castellan_log_entry_get_cells (CastellanLogEntry *self,
                                                    guint             *n);

G_END_DECLS
