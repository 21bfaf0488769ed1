/* castellan-cli.c — validate data, play, replay and explain games, benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "castellan-engine.h"
#include "cs-input.h"
#include "cs-policy.h"
#include "cs-record.h"
#include "cs-text.h"
#include "cli-commands.h"
#include "cs-classic-record.h"

static const CliCommand commands[] = {
  { "validate",       N_("FILE…"),        N_("Check board, tile-set and game-record files"), cli_validate },
  { "play",           N_("[OPTION…]"),    N_("Let the computer play against itself"), cli_play },
  { "replay",         N_("RECORD"),       N_("Replay a game record and print what happens"), cli_replay },
  { "explain",        N_("RECORD --turn N"), N_("Explain every placement of one turn's tile"), cli_explain },
  { "tileset-report", N_("[OPTION…]"),    N_("Measure how a tile set plays over many games"), cli_tileset_report },
  { "dump",           N_("[OPTION…]"),    N_("Print the board and tile-set geometry as JSON"), cli_dump },
  { "bench",          N_("[OPTION…]"),    N_("Measure the engine's speed"), cli_bench },
  { "tournament",     N_("--a LEVEL --b LEVEL"), N_("Play computer levels against each other"), cli_tournament },
  { "suggest",        N_("RECORD --level LEVEL"), N_("Say which move the computer would make next in a record"), cli_suggest },
  { "review",         N_("RECORD [--level LEVEL]"), N_("Judge every move of a game record against a computer level"), cli_review },
  { "render-tiles",   N_("--theme THEME --out FILE"), N_("Draw the whole tile set as a numbered PNG sheet"), cli_render_tiles },
  { "render-board",   N_("--theme THEME --out FILE"), N_("Draw the castle as a PNG picture"), cli_render_board },
};

/* the commands that play classic Carcassonne (--game carcassonne) */
static const CliCommand classic_commands[] = {
  { "validate", NULL, NULL, cli_classic_validate },
  { "play", NULL, NULL, cli_classic_play },
  { "replay", NULL, NULL, cli_classic_replay },
  { "explain", NULL, NULL, cli_classic_explain },
  { "tileset-report", NULL, NULL, cli_classic_tileset_report },
  { "dump", NULL, NULL, cli_classic_dump },
  { "bench", NULL, NULL, cli_classic_bench },
  { "suggest", NULL, NULL, cli_classic_suggest },
  { "tournament", NULL, NULL, cli_classic_tournament },
  { "review", NULL, NULL, cli_classic_review },
  { "render-tiles", NULL, NULL, cli_classic_render_tiles },
};

/* Take --game GAME (or --game=GAME) out of the arguments: the Castle's
 * commands do not know it. NULL when it is not given. */
static char *
take_game_option (int *argc, char **argv)
{
  char *game = NULL;

  for (int i = 2; i < *argc; i++)
    {
      int drop = 0;
      if (strcmp (argv[i], "--game") == 0 && i + 1 < *argc)
        {
          game = argv[i + 1];
          drop = 2;
        }
      else if (g_str_has_prefix (argv[i], "--game="))
        {
          game = argv[i] + 7;
          drop = 1;
        }
      if (drop)
        {
          memmove (argv + i, argv + i + drop, (*argc - i - drop + 1) * sizeof (char *));
          *argc -= drop;
          i--;
        }
    }
  return game;
}

/* Without --game, a classic record or tile set named on the command line
 * says which game it is. */
static gboolean
names_classic_file (int argc, char **argv)
{
  for (int i = 2; i < argc; i++)
    {
      g_autofree char *data = NULL;
      gsize len;
      /* a FIFO or a huge file named here must not block the choice */
      if (argv[i][0] != '-' && cs_file_read (argv[i], CS_MAX_FILE_SIZE, &data, &len, NULL) &&
          cs_record_data_is_classic (data, len))
        return TRUE;
    }
  return FALSE;
}

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n  castellan-cli %s\n\n%s\n", _("Usage:"), _("COMMAND [ARGUMENT…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-16s %-18s %s\n", commands[i].name, _(commands[i].args), _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “castellan-cli COMMAND --help” for the options of a command."));
  fprintf (out, "%s\n", _("Every command but render-board takes --game castle (the default) or "
                          "--game carcassonne; see “castellan-cli COMMAND --game carcassonne --help”."));
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("CASTELLAN_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* CASTELLAN_LOCALEDIR: the catalogs of an uninstalled build (tests), as for the app */
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      print_help (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("castellan-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  {
    const char *game = take_game_option (&argc, argv);
    gboolean classic;

    if (game != NULL && strcmp (game, "castle") != 0 && strcmp (game, "carcassonne") != 0)
      {
        fprintf (stderr, _("castellan-cli: unknown game “%s”; use castle or carcassonne\n"), game);
        return 2;
      }
    classic = game != NULL ? strcmp (game, "carcassonne") == 0 : names_classic_file (argc, argv);
    if (classic)
      {
        for (guint i = 0; i < G_N_ELEMENTS (classic_commands); i++)
          if (strcmp (argv[1], classic_commands[i].name) == 0)
            return classic_commands[i].run (argc - 1, argv + 1);
        fprintf (stderr, _("castellan-cli: %s does not play classic Carcassonne yet\n"), argv[1]);
        return 2;
      }
  }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("castellan-cli: unknown command “%s”\n"), argv[1]);
  print_help (stderr);
  return 2;
}
