/* i18n-common.h — what the i18n tests share: the languages, and speaking one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* the languages Castellan is translated into */
#define I18N_N_LINGUAS 5
extern const char *const i18n_linguas[I18N_N_LINGUAS];

/* the build's catalogs (CASTELLAN_LOCALEDIR, else the installed ones) in
 * UTF-8 for Castellan's text domain, the default one */
void i18n_bind_catalogs (void);
/* the process in @language, the catalogs looked up again in it, as a
 * player who changes it between two runs of the app */
void i18n_speak     (const char   *language);
/* in @language, with the build's catalogs (i18n_bind_catalogs), then
 * g_test_init */
void i18n_test_init (int          *argc,
                     char       ***argv,
                     const char   *language);

G_END_DECLS
