/* castellan-application.h
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_APPLICATION (castellan_application_get_type ())

G_DECLARE_FINAL_TYPE (CastellanApplication, castellan_application, CASTELLAN, APPLICATION, AdwApplication)

CastellanApplication *castellan_application_new          (void);
GSettings            *castellan_application_get_settings (CastellanApplication *self);
void                  castellan_application_add_quit_key (GtkWindow            *window);

G_END_DECLS
