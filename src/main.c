/* main.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CastellanApplication) app = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  const char *localedir = g_getenv ("CASTELLAN_LOCALEDIR");

  /* the language chosen in Preferences, before any text is translated */
  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APPLICATION_ID, TRUE);
  if (schema != NULL)
    {
      g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
      g_autofree char *language = g_settings_get_string (settings, "language");
      if (language[0] != '\0')
        g_setenv ("LANGUAGE", language, TRUE);
    }

  /* CASTELLAN_LOCALEDIR: the catalogs of an uninstalled build (build-aux/play, tests) */
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = castellan_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
