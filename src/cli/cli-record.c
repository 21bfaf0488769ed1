/* cli-record.c — validate, replay and explain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cs-input.h"
#include "cs-text.h"

/* Seat names as the CLI and the engine make them: the record keeps them in
 * English ("Player 1", "Player 2 (casual)"), as the app keeps an unnamed
 * seat's colour ("Blue", "Orange"), and they are shown in the reader's
 * language; a name typed in is shown as it is */
char *
cli_seat_name (guint seat, const char *policy)
{
  if (policy == NULL)
    /* Translators: an unnamed seat of The Castle in castellan-cli's output */
    return g_strdup_printf (_("Player %u"), seat + 1);
  /* Translators: a seat of The Castle played by castellan-cli, with its
   * policy as given on the command line (greedy, random, casual…), which
   * stays as typed */
  return g_strdup_printf (_("Player %u (%s)"), seat + 1, policy);
}

/* @stored, a record's name of @seat, in the reader's language if it is a
 * default one; NULL when it is not */
static char *
shown_seat_name (guint seat, const char *stored)
{
  g_autofree char *plain = g_strdup_printf ("Player %u", seat + 1);
  gsize n = strlen (plain), len = stored ? strlen (stored) : 0;

  if (stored != NULL && cs_text_seat_name (stored) != stored)
    /* the app's unnamed seats, "Blue" and "Orange" (docs/FORMATS.md) */
    return g_strdup (cs_text_seat_name (stored));
  if (stored == NULL || strncmp (stored, plain, n) != 0)
    return NULL;
  if (len == n)
    return cli_seat_name (seat, NULL);
  if (len > n + 3 && stored[n] == ' ' && stored[n + 1] == '(' && stored[len - 1] == ')')
    {
      g_autofree char *policy = g_strndup (stored + n + 2, len - n - 3);
      for (const char *c = policy; *c; c++)
        if (!g_ascii_islower (*c))
          return NULL;
      return cli_seat_name (seat, policy);
    }
  return NULL;
}

CsRecord *
cli_load_record (const char  *path,
             CsBoard    **board,
             CsTileset  **tileset,
             GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(CsRecord) record = NULL;
  gsize len;

  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, error))
    return NULL;
  record = cs_record_parse (data, len, path, error);
  if (record == NULL)
    return NULL;
  *board = cli_load_board (record->board_ref, dir, error);
  if (*board == NULL)
    {
      cli_error_named_by (error, path, record->board_line, "Board");
      return NULL;
    }
  *tileset = cli_load_tileset (record->tileset_ref, dir, error);
  if (*tileset == NULL)
    {
      cli_error_named_by (error, path, record->tileset_line, "Tileset");
      g_clear_pointer (board, cs_board_free);
      return NULL;
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      char *shown = shown_seat_name (p, record->names[p]);
      if (shown != NULL)
        {
          g_free (record->names[p]);
          record->names[p] = shown;
        }
    }
  return g_steal_pointer (&record);
}

static void
print_events (const CsGame *game, const CsEvents *ev, const CsRecord *r)
{
  for (guint i = 0; i < ev->n;)
    {
      g_autofree char *s = cs_text_events_next (game, ev, &i, r->theme, (const char *const *) r->names);
      printf ("  %s\n", s);
    }
}

static int
validate_one (const char *path)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;

  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, &error))
    goto fail;
  /* sniff the kind by its first group; the real parsers report the details */
  if (!g_key_file_load_from_data (kf, data, len, G_KEY_FILE_NONE, NULL) || g_key_file_has_group (kf, "Board"))
    {
      g_autoptr(CsBoard) b = cs_board_new_from_data (data, len, path, &error);
      if (b == NULL)
        goto fail;
      printf (_("%s: a valid board, “%s”\n"), path, b->name);
      return 0;
    }
  if (g_key_file_has_group (kf, "Tileset"))
    {
      g_autoptr(CsTileset) t = cs_tileset_new_from_data (data, len, path, &error);
      if (t == NULL)
        goto fail;
      printf (_("%s: a valid tile set, “%s”, %u tiles\n"), path, t->name, t->n_tiles);
      return 0;
    }
  {
    g_autoptr(CsBoard) board = NULL;
    g_autoptr(CsTileset) tileset = NULL;
    g_autoptr(CsRecord) r = cli_load_record (path, &board, &tileset, &error);
    g_autofree CsGame *game = g_new0 (CsGame, 1);

    if (r == NULL || !cs_record_start (r, board, tileset, game, NULL, &error))
      goto fail;
    for (guint i = 0; i < r->moves->len; i++)
      if (!cs_record_play_move (r, i, game, NULL, &error))
        goto fail;
    printf (_("%s: a valid game record, %u moves, %s\n"), path, r->moves->len,
            cs_game_over (game) ? _("finished") : _("in progress"));
    return 0;
  }

fail:
  /* as every command's errors: the command, then the file */
  fprintf (stderr, "castellan-cli validate: %s\n", cli_error (error));
  return 1;
}

int
cli_validate (int argc, char **argv)
{
  return cli_validate_files (NULL, argc, argv, validate_one);
}

CLI_REPLAY_STEPS (castle, CsRecord, CsGame, cs_record_play_move, print_events, cs_game_over)

int
cli_replay (int argc, char **argv)
{
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autoptr(CsRecord) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  int rc = cli_record_args ("replay", NULL, NULL, &argc, &argv);

  if (rc >= 0)
    return rc;
  r = cli_load_record (argv[1], &board, &tileset, &error);
  if (r == NULL || !cs_record_start (r, board, tileset, game, ev, &error))
    {
      fprintf (stderr, "castellan-cli replay: %s\n", cli_error (error));
      return 1;
    }
  print_events (game, ev, r);
  if (cli_replay_moves (CLI_REPLAY (castle, r, game, ev)) != 0)
    return 1;
  printf (_("Score: %s %d, %s %d%s\n"), r->names[0], game->player[0].score, r->names[1],
          game->player[1].score, cs_game_over (game) ? "" : _(" (game in progress)"));
  return 0;
}

static gint opt_turn = 0;

int
cli_explain (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "turn", 0, 0, G_OPTION_ARG_INT, &opt_turn, N_("The move whose tile to explain (1 = the first)"), N_("N") },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autoptr(CsRecord) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GString) far = g_string_new (NULL);
  guint legal = 0;
  int rc = cli_record_args ("explain", entries, &opt_turn, &argc, &argv);

  if (rc >= 0)
    return rc;
  r = cli_load_record (argv[1], &board, &tileset, &error);
  if (r == NULL || !cs_record_start (r, board, tileset, game, NULL, &error))
    {
      fprintf (stderr, "castellan-cli explain: %s\n", cli_error (error));
      return 1;
    }
  if (!cli_explain_reach (CLI_REPLAY (castle, r, game, ev),
                          argv[1], opt_turn))
    return 1;
  printf (_("Move %d: %s places tile %u.\n"), opt_turn, r->names[game->active],
          tileset->tiles[game->current].number);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      char name[8];
      if (game->cell_tile[c] != CS_CELL_EMPTY)
        continue;
      cs_board_cell_name (board, c, name);
      if ((game->cell_con[c] & 0xF) == 0)
        {
          g_string_append_printf (far, far->len ? ", %s" : "%s", name);
          continue;
        }
      for (guint rot = 0; rot < 4; rot++)
        {
          CsVerdict v;
          g_autofree char *text = NULL;
          cs_game_verdict (game, c, rot, &v);
          text = cs_text_verdict (game, c, rot, &v, r->theme);
          legal += v.code == CS_VERDICT_LEGAL;
          printf ("  %-4s %u  %-6s %s\n", name, rot, v.code == CS_VERDICT_LEGAL ? _("legal") : v.rule, text);
        }
    }
  if (far->len)
    {
      CsVerdict v;
      g_autofree char *text = NULL;
      cs_game_verdict (game, 0xFF, 0, &v);
      v.code = game->n_laid == 0 ? CS_VERDICT_FIRST_TILE : CS_VERDICT_NOT_ADJACENT;
      text = cs_text_verdict (game, 0, 0, &v, r->theme);
      printf (_("  Every turn at %s: %s\n"), far->str, text);
    }
  printf (g_dngettext (GETTEXT_PACKAGE, "%u legal placement.\n", "%u legal placements.\n", legal), legal);
  return 0;
}
