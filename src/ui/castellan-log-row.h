/* castellan-log-row.h — a line of the game log, and the log that follows its end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-log-entry.h"

G_BEGIN_DECLS

/* The box of a log line (castellan-log-row.ui): its "text" is the line's
 * sentence, which also names the list's row for a screen reader. */
#define CASTELLAN_TYPE_LOG_ROW (castellan_log_row_get_type ())
G_DECLARE_FINAL_TYPE (CastellanLogRow, castellan_log_row, CASTELLAN, LOG_ROW, GtkBox)

/* Its "entry" (the CastellanLogEntry shown) names cells: while the list's
 * row is hovered or focused they light up on its "board" (a
 * CastellanBoard, weak; NULL none). */
void               castellan_log_row_set_board (CastellanLogRow *self,
                                                GtkWidget       *board);
CastellanLogEntry *castellan_log_row_get_entry (CastellanLogRow *self);
/* the "board" of every row of @view (a log whose factory makes rows of
 * castellan-log-row.ui), those it has and those it will make */
void castellan_log_view_set_board (GtkListView *view,
                                   GtkWidget   *board);

/* @view (a game's log, in its scrolled window) shows the newest line as
 * lines come, unless the player scrolled up to read older ones; back at
 * the end, it follows again */
void castellan_log_follow_end (GtkListView *view);

G_END_DECLS
