/* castellan-log-row.h — a line of the game log, and the log that follows its end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The box of a log line (castellan-log-row.ui): its "text" is the line's
 * sentence, which also names the list's row for a screen reader. */
#define CASTELLAN_TYPE_LOG_ROW (castellan_log_row_get_type ())
G_DECLARE_FINAL_TYPE (CastellanLogRow, castellan_log_row, CASTELLAN, LOG_ROW, GtkBox)

/* @view (a game's log, in its scrolled window) shows the newest line as
 * lines come, unless the player scrolled up to read older ones; back at
 * the end, it follows again */
void castellan_log_follow_end (GtkListView *view);

G_END_DECLS
