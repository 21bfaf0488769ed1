/* castellan-window.h
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "castellan-application.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_WINDOW (castellan_window_get_type ())

G_DECLARE_FINAL_TYPE (CastellanWindow, castellan_window, CASTELLAN, WINDOW, AdwApplicationWindow)

CastellanWindow *castellan_window_new        (CastellanApplication *application);
void             castellan_window_new_game   (CastellanWindow      *self);
void             castellan_window_show_error (CastellanWindow      *self,
                                              const char           *heading,
                                              const char           *body);

G_END_DECLS
