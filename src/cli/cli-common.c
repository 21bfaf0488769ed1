/* cli-common.c — loading data and parsing options for castellan-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

#include "cli-commands.h"
#include "cs-classic.h"
#include "cs-input.h"
#include "castellan-shipped.h"
#include "cs-text.h"

/* Does @data start, after comments and blank lines, with the line @header?
 * A file named by a record is only parsed, and quoted in messages, if so. */
static gboolean
starts_with_group (const char *data, const char *header)
{
  g_auto(GStrv) lines = g_strsplit (data, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = g_strstrip (lines[i]);
      if (*l == '\0' || *l == '#')
        continue;
      return strcmp (l, header) == 0;
    }
  return FALSE;
}

/* a board or tile set named by a path (relative to @base_dir when a
 * record names it); the shipped ones are castellan-shipped.h's */
static GBytes *
load_ref (const char  *ref,
          const char  *header,
          const char  *base_dir,
          char       **display,
          GError     **error)
{
  g_autofree char *path = NULL;
  char *data;
  gsize len;

  if (base_dir != NULL)
    {
      /* named by a record: only files beside it or below its folder */
      g_auto(GStrv) parts = g_strsplit_set (ref, "/\\", -1);
      gboolean up = FALSE;

      for (guint i = 0; parts[i] != NULL; i++)
        up |= strcmp (parts[i], "..") == 0;
      if (g_path_is_absolute (ref) || up || *ref == '\0')
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM,
                       _("“%s”: a record names its board and tile set by a path relative to its own "
                         "folder, without “..”, or as castle and castellan"), ref);
          return NULL;
        }
      path = g_build_filename (base_dir, ref, NULL);
    }
  else
    path = g_strdup (ref);
  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, error))
    return NULL;
  if (base_dir != NULL && !starts_with_group (data, header))
    {
      g_free (data);
      /* Translators: %s is a path, the second %s a group such as [Board] */
      g_set_error (error, CS_ERROR, CS_ERROR_PARSE, _("%s: this file does not start with %s; it is not read"),
                   path, header);
      return NULL;
    }
  *display = g_steal_pointer (&path);
  return g_bytes_new_take (data, len);
}

void
cli_error_named_by (GError     **error,
                    const char  *record,
                    guint        line,
                    const char  *key)
{
  GError *cause;

  if (error == NULL || *error == NULL || line == 0)
    return;
  cause = g_steal_pointer (error);
  /* the same words as a bad value of [Game] (cs-record.c): the record,
   * its line, the key, and why the file it names was not read */
  cs_error_set_caused (error, cause->domain == CS_ERROR ? (CsErrorCode) cause->code : CS_ERROR_FILE, cause,
                       "%s: line %u: [Game] %s: %s", record, line, key, cause->message);
  g_error_free (cause);
}

const char *
cli_error (GError *error)
{
  cs_text_error_localize (error);
  return error->message;
}

CsBoard *
cli_load_board (const char  *ref,
                const char  *base_dir,
                GError     **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  const char *data;

  if (g_strcmp0 (ref, "castle") == 0)
    return castellan_shipped_board_new (error);
  bytes = load_ref (ref, "[Board]", base_dir, &name, error);
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
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  const char *data;

  if (g_strcmp0 (ref, "castellan") == 0)
    return castellan_shipped_tileset_new (error);
  bytes = load_ref (ref, "[Tileset]", base_dir, &name, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return cs_tileset_new_from_data (data, len, name, error);
}

static CsClassicTileset *
load_classic_base (const char  *ref,
                   const char  *base_dir,
                   GError     **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize len;
  const char *data;

  if (g_strcmp0 (ref, "carcassonne") == 0)
    return castellan_shipped_classic_tileset_new (error);
  bytes = load_ref (ref, "[Tileset]", base_dir, &name, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return cs_classic_tileset_new_from_data (data, len, name, error);
}

CsClassicTileset *
cli_load_classic_record_tileset (const CsClassicRecord  *record,
                                 const char             *base_dir,
                                 GError                **error)
{
  CsClassicTileset *set = cli_load_classic_tileset (record->tileset_ref, record->options & CS_CLASSIC_BCB,
                                                    base_dir, error);

  if (set == NULL)
    cli_error_named_by (error, record->filename, record->tileset_line, "Tileset");
  return set;
}

CsClassicTileset *
cli_load_classic_tileset (const char  *ref,
                          guint        expansions,
                          const char  *base_dir,
                          GError     **error)
{
  g_autoptr(CsClassicTileset) set = load_classic_base (ref, base_dir, error);

  if (set == NULL || !castellan_shipped_add_expansions (set, expansions, error))
    return NULL;
  return g_steal_pointer (&set);
}

gboolean
cli_parse_expansions (const char *text,
                      guint      *expansions)
{
  g_auto(GStrv) names = g_strsplit (text ? text : "", ",", -1);

  *expansions = 0;
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (strcmp (names[i], "bcb") == 0)
        *expansions |= CS_CLASSIC_BCB;
      else if (strcmp (names[i], "") != 0 && strcmp (names[i], "none") != 0)
        return FALSE;
    }
  return TRUE;
}

gboolean
cli_parse (const char    *command,
           GOptionEntry  *entries,
           const char    *params,
           int           *argc,
           char        ***argv)
{
  /* the usage line starts with the program's name, which is @command
   * (argv[0]); the parameters after it in the reader's language, as the
   * command list has them ("RECORD" is "PROTOKOLL" in German) */
  g_autoptr(GOptionContext) ctx = g_option_context_new (params && *params ? _(params) : NULL);
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  if (entries)
    g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      fprintf (stderr, "castellan-cli %s: %s\n", command, cli_error (error));
      return FALSE;
    }
  return TRUE;
}

int
cli_validate_files (GOptionEntry *entries,
                    int           argc,
                    char        **argv,
                    int         (*validate_one) (const char *path))
{
  int rc = 0;

  if (!cli_parse ("validate", entries, "FILE…", &argc, &argv))
    return 2;
  if (argc < 2)
    {
      fprintf (stderr, "castellan-cli validate: %s\n", _("name at least one file"));
      return 2;
    }
  for (int i = 1; i < argc; i++)
    rc |= validate_one (argv[i]);
  return rc;
}

int
cli_record_args (const char    *command,
                 GOptionEntry  *entries,
                 const gint    *turn,
                 int           *argc,
                 char        ***argv)
{
  if (!cli_parse (command, entries, turn ? "RECORD --turn N" : "RECORD", argc, argv))
    return 2;
  if (*argc != 2 || (turn != NULL && *turn < 1))
    {
      fprintf (stderr, "castellan-cli %s: %s\n", command,
               turn ? _("name one game record and --turn N (from 1)") : _("name one game record"));
      return 2;
    }
  return -1;
}

int
cli_replay_moves (const CliReplay *rp)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < rp->n_moves; i++)
    {
      printf (_("Move %u\n"), i + 1);
      rp->events->n = 0;
      if (!rp->play (rp->record, i, rp->game, rp->events, &error))
        {
          fprintf (stderr, "castellan-cli replay: %s\n", cli_error (error));
          return 1;
        }
      rp->print (rp->record, rp->game, rp->events);
    }
  return 0;
}

gboolean
cli_explain_reach (const CliReplay *rp,
                   const char      *path,
                   guint            turn)
{
  g_autoptr(GError) error = NULL;
  guint last;

  for (guint i = 0; i + 1 < turn && i < rp->n_moves; i++)
    if (!rp->play (rp->record, i, rp->game, NULL, &error))
      {
        fprintf (stderr, "castellan-cli explain: %s\n", cli_error (error));
        return FALSE;
      }
  if (turn <= rp->n_moves + 1 && !rp->over (rp->game))
    return TRUE;
  if (turn <= rp->n_moves)
    {
      fprintf (stderr, "castellan-cli explain: %s\n", _("the game is over at that move"));
      return FALSE;
    }
  /* past the record, or after the last move of a finished game: the
   * turn after the record's last move is there only while the game goes on */
  last = rp->over (rp->game) ? rp->n_moves : rp->n_moves + 1;
  /* Translators: the record's moves, and the highest --turn that can be explained */
  fprintf (stderr, "castellan-cli explain: %s: ", path);
  fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "the record holds %u move; --turn goes from 1 to %u\n",
                                "the record holds %u moves; --turn goes from 1 to %u\n", rp->n_moves),
           rp->n_moves, last);
  return FALSE;
}

double
cli_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

double
cli_median (double *values, guint n)
{
  qsort (values, n, sizeof *values, cmp_double);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* ---- JSON output ------------------------------------------------------------------- */

void
cli_json_member_str (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
cli_json_member_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
cli_json_member_num (JsonBuilder *b, const char *name, double value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

void
cli_json_member_bool (JsonBuilder *b, const char *name, gboolean value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}
