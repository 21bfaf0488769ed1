/* fuzz-common.c — shared helpers of the libFuzzer harnesses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>

#include "fuzz-common.h"

/* the shipped data through its one loader (castellan-shipped.h) */
const CsClassicTileset *
fz_classic_tileset (void)
{
  return castellan_shipped_classic_tileset ();
}

const CsBoard *
fz_board (void)
{
  return castellan_shipped_board ();
}

const CsTileset *
fz_tileset (void)
{
  return castellan_shipped_tileset ();
}

void
fz_check_error (const GError *error,
                const char   *filename)
{
  if (error == NULL)
    g_error ("refused without an error");
  if (error->domain != CS_ERROR)
    g_error ("error outside CS_ERROR: %s", error->message);
  if (error->message == NULL || error->message[0] == '\0')
    g_error ("an empty error message");
  if (!g_utf8_validate (error->message, -1, NULL))
    {
      g_autofree char *escaped = g_strescape (error->message, NULL);
      g_error ("an error message that is not UTF-8: %s", escaped);
    }
  if (strstr (error->message, filename) == NULL)
    g_error ("the error does not name the file: %s", error->message);
}

void
fz_check_invariants (const CsGame *game,
                     const char   *where)
{
  char *problem = tc_check_counts (game);

  if (problem == NULL)
    problem = tc_check_features (game);
  if (problem != NULL)
    g_error ("%s: %s", where, problem);
}

void
fz_play_checked (const CsBoard   *board,
                 const CsTileset *tileset,
                 guint32          seed)
{
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  CsRng rng = { seed };
  guint moves = 0;

  cs_game_init (game, board, tileset, seed % 16, seed, seed % 2, NULL);
  fz_check_invariants (game, "after set-up");
  while (!cs_game_over (game))
    {
      g_autoptr(GError) error = NULL;
      CsMove m;

      cs_move_init (&m, 0, 0, -1);
      cs_policy_random (game, &rng, &m);
      if (!cs_game_play (game, &m, NULL, &error))
        g_error ("move %u: the random policy's move is refused: %s", moves + 1, error->message);
      fz_check_invariants (game, "random game");
      if (++moves > CS_NUM_TILES)
        g_error ("more moves than tiles");
    }
}

/* g_error () ends with SIGTRAP, which libFuzzer does not catch: abort
 * instead, so a finding is written out. A critical or a warning is a
 * finding too. */
static void
log_cb (const char     *domain,
        GLogLevelFlags  level,
        const char     *message,
        gpointer        user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      fprintf (stderr, "%s: %s\n", domain ? domain : "castellan", message);
      abort ();
    }
}

static GLogWriterOutput
writer_cb (GLogLevelFlags   level,
           const GLogField *fields,
           gsize            n_fields,
           gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (strcmp (fields[i].key, "MESSAGE") == 0)
      log_cb (NULL, level, fields[i].value, NULL);
  return G_LOG_WRITER_HANDLED;
}

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_log_set_default_handler (log_cb, NULL);
  g_log_set_writer_func (writer_cb, NULL, NULL);
  fz_board ();
  fz_tileset ();
  return 0;
}
