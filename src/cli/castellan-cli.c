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
#include "cs-policy.h"
#include "cs-record.h"
#include "cs-text.h"
#include "cli-commands.h"

static const CliCommand commands[] = {
  { "validate",       N_("FILE…"),        N_("Check board, tile-set and game-record files"), cli_validate },
  { "play",           N_("[OPTION…]"),    N_("Let the computer play against itself"), cli_play },
  { "replay",         N_("RECORD"),       N_("Replay a game record and print what happens"), cli_replay },
  { "explain",        N_("RECORD --turn N"), N_("Explain every placement of one turn's tile"), cli_explain },
  { "tileset-report", N_("[OPTION…]"),    N_("Measure how a tile set plays over many games"), cli_tileset_report },
  { "dump",           N_("[OPTION…]"),    N_("Print the board and tile-set geometry as JSON"), cli_dump },
  { "bench",          N_("[OPTION…]"),    N_("Measure the engine's speed"), cli_bench },
  { "tournament",     N_("--a LEVEL --b LEVEL"), N_("Play computer levels against each other"), cli_tournament },
  { "render-tiles",   N_("--theme THEME --out FILE"), N_("Draw the whole tile set as a numbered PNG sheet"), cli_render_tiles },
  { "render-board",   N_("--theme THEME --out FILE"), N_("Draw the castle as a PNG picture"), cli_render_board },
};

static void
print_help (FILE *out)
{
  fprintf (out, "%s\n  castellan-cli %s\n\n%s\n", _("Usage:"), _("COMMAND [ARGUMENT…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-16s %-18s %s\n", commands[i].name, _(commands[i].args), _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “castellan-cli COMMAND --help” for the options of a command."));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
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
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, _("castellan-cli: unknown command “%s”\n"), argv[1]);
  print_help (stderr);
  return 2;
}
