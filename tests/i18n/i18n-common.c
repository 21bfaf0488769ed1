/* i18n-common.c — what the i18n tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "i18n-common.h"

const char *const i18n_linguas[I18N_N_LINGUAS] = { "de", "es", "fr", "it", "pl" };

void
i18n_speak (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* the catalogs are looked up again in the new language */
  setlocale (LC_ALL, "");
}

void
i18n_bind_catalogs (void)
{
  const char *localedir = g_getenv ("CASTELLAN_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

void
i18n_test_init (int *argc, char ***argv, const char *language)
{
  i18n_speak (language);
  i18n_bind_catalogs ();
  g_test_init (argc, argv, NULL);
}
