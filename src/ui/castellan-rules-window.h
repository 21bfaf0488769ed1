/* castellan-rules-window.h — the rules reference, one page per rule group
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-rules-reference.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_RULES_WINDOW (castellan_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (CastellanRulesWindow, castellan_rules_window, CASTELLAN, RULES_WINDOW, AdwWindow)

CastellanRulesWindow *castellan_rules_window_new          (GtkWindow            *parent,
                                                           CastellanTheme        theme);
/* show the section explaining @rule ("R-3.3", "V-2", "goal"…) */
void                  castellan_rules_window_show_rule    (CastellanRulesWindow *self,
                                                           const char           *rule);
const char           *castellan_rules_window_get_section  (CastellanRulesWindow *self);
/* the words of @theme for The Castle's walls and tiles */
void                  castellan_rules_window_set_theme    (CastellanRulesWindow *self,
                                                           CastellanTheme        theme);

G_END_DECLS
