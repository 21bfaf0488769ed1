/* cli-common.c — loading data and parsing options for castellan-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cs-classic.h"

static GBytes *
load_ref (const char  *ref,
          const char  *shipped_name,
          const char  *shipped_file,
          const char  *base_dir,
          char       **display,
          GError     **error)
{
  g_autofree char *path = NULL;
  char *data;
  gsize len;

  if (g_strcmp0 (ref, shipped_name) == 0)
    {
      g_autofree char *res = g_strconcat (RESOURCE_PREFIX "/games/", shipped_file, NULL);
      *display = g_strdup (shipped_file);
      return g_resources_lookup_data (res, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
    }
  if (base_dir != NULL && !g_path_is_absolute (ref))
    path = g_build_filename (base_dir, ref, NULL);
  else
    path = g_strdup (ref);
  if (!g_file_get_contents (path, &data, &len, error))
    return NULL;
  *display = g_steal_pointer (&path);
  return g_bytes_new_take (data, len);
}

CsBoard *
cli_load_board (const char  *ref,
                const char  *base_dir,
                GError     **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = load_ref (ref, "castle", "castle.board", base_dir, &name, error);
  gsize len;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return cs_board_new_from_data (data, len, name, error);
}

CsTileset *
cli_load_tileset (const char  *ref,
                  const char  *base_dir,
                  GError     **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = load_ref (ref, "castellan", "castellan.tileset", base_dir, &name, error);
  gsize len;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return cs_tileset_new_from_data (data, len, name, error);
}

CsClassicTileset *
cli_load_classic_tileset (const char  *ref,
                          const char  *base_dir,
                          GError     **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = load_ref (ref, "carcassonne", "carcassonne.tileset", base_dir, &name, error);
  gsize len;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return cs_classic_tileset_new_from_data (data, len, name, error);
}

gboolean
cli_parse (const char    *command,
           GOptionEntry  *entries,
           const char    *params,
           int           *argc,
           char        ***argv)
{
  g_autofree char *title = g_strdup_printf ("%s %s", command, params ? params : "");
  g_autoptr(GOptionContext) ctx = g_option_context_new (title);
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  if (entries)
    g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      fprintf (stderr, "castellan-cli %s: %s\n", command, error->message);
      return FALSE;
    }
  return TRUE;
}
