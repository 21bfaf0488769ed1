/* castellan-statistics-window.h — games played and won, per opponent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_STATISTICS_WINDOW (castellan_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (CastellanStatisticsWindow, castellan_statistics_window, CASTELLAN, STATISTICS_WINDOW, AdwWindow)

CastellanStatisticsWindow *castellan_statistics_window_new (GtkWindow *parent);

G_END_DECLS
