/* castellan-statistics-window.h — games played and won, per opponent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_STATISTICS_WINDOW (castellan_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (CastellanStatisticsWindow, castellan_statistics_window, CASTELLAN, STATISTICS_WINDOW, AdwWindow)

CastellanStatisticsWindow *castellan_statistics_window_new       (GtkWindow                 *parent);
/* for tests: the rows listed (one per opponent, 0 while nothing was
 * played), and Reset without asking */
guint                      castellan_statistics_window_get_n_rows (CastellanStatisticsWindow *self);
void                       castellan_statistics_window_reset      (CastellanStatisticsWindow *self);

G_END_DECLS
