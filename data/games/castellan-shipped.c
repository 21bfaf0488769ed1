/* castellan-shipped.c — the board and the tile sets Castellan ships
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-shipped"

#include "config.h"

#include "castellan-shipped.h"

GBytes *
castellan_shipped_data (const char  *name,
                        GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  path = g_strconcat (RESOURCE_PREFIX "/games/", name, NULL);
  return g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}

/* a parser's arguments for the shipped file @name: its text and length */
#define WITH_TEXT(name, call)                                        \
  G_STMT_START {                                                     \
    g_autoptr(GBytes) bytes = castellan_shipped_data (name, error);  \
    const char *data;                                                \
    gsize len;                                                       \
    if (bytes == NULL)                                               \
      return NULL;                                                   \
    data = g_bytes_get_data (bytes, &len);                           \
    return call (data, len, name, error);                            \
  } G_STMT_END

CsBoard *
castellan_shipped_board_new (GError **error)
{
  WITH_TEXT (CASTELLAN_SHIPPED_BOARD, cs_board_new_from_data);
}

CsTileset *
castellan_shipped_tileset_new (GError **error)
{
  WITH_TEXT (CASTELLAN_SHIPPED_TILESET, cs_tileset_new_from_data);
}

CsClassicTileset *
castellan_shipped_classic_tileset_new (GError **error)
{
  WITH_TEXT (CASTELLAN_SHIPPED_CLASSIC_TILESET, cs_classic_tileset_new_from_data);
}

gboolean
castellan_shipped_add_expansions (CsClassicTileset *set,
                                  guint             expansions,
                                  GError          **error)
{
  g_autoptr(GBytes) bytes = NULL;
  const char *data;
  gsize len;

  if (!(expansions & CS_CLASSIC_BCB))
    return TRUE;
  bytes = castellan_shipped_data (CASTELLAN_SHIPPED_BCB_TILESET, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &len);
  return cs_classic_tileset_add_expansion (set, data, len, CASTELLAN_SHIPPED_BCB_TILESET, error);
}

static gpointer
built_in (gpointer result, GError *error)
{
  if (result == NULL)
    g_error ("The built-in game data is broken: %s", error->message);
  return result;
}

static gpointer
board_once (gpointer data)
{
  g_autoptr(GError) error = NULL;
  return built_in (castellan_shipped_board_new (&error), error);
}

static gpointer
tileset_once (gpointer data)
{
  g_autoptr(GError) error = NULL;
  return built_in (castellan_shipped_tileset_new (&error), error);
}

static gpointer
classic_tileset_once (gpointer data)
{
  g_autoptr(GError) error = NULL;
  return built_in (castellan_shipped_classic_tileset_new (&error), error);
}

const CsBoard *
castellan_shipped_board (void)
{
  static GOnce once = G_ONCE_INIT;
  return g_once (&once, board_once, NULL);
}

const CsTileset *
castellan_shipped_tileset (void)
{
  static GOnce once = G_ONCE_INIT;
  return g_once (&once, tileset_once, NULL);
}

const CsClassicTileset *
castellan_shipped_classic_tileset (void)
{
  static GOnce once = G_ONCE_INIT;
  return g_once (&once, classic_tileset_once, NULL);
}

static gpointer
bcb_tileset_once (gpointer data)
{
  g_autoptr(GError) error = NULL;
  CsClassicTileset *set = castellan_shipped_classic_tileset_new (&error);

  if (set != NULL && !castellan_shipped_add_expansions (set, CS_CLASSIC_BCB, &error))
    g_clear_pointer (&set, cs_classic_tileset_free);
  return built_in (set, error);
}

const CsClassicTileset *
castellan_shipped_classic_tileset_with (guint expansions)
{
  static GOnce once = G_ONCE_INIT;

  if (!(expansions & CS_CLASSIC_BCB))
    return castellan_shipped_classic_tileset ();
  return g_once (&once, bcb_tileset_once, NULL);
}
