/* castellan-preferences-window.h
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_PREFERENCES_WINDOW (castellan_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CastellanPreferencesWindow, castellan_preferences_window, CASTELLAN, PREFERENCES_WINDOW, AdwPreferencesWindow)

CastellanPreferencesWindow *castellan_preferences_window_new (GtkWindow *transient_for);

G_END_DECLS
