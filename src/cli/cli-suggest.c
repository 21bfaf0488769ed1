/* cli-suggest.c — the move the computer would make next in a record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record that stops at a turn in progress (docs/FORMATS.md, InHand) is
 * replayed to its end, and the computer at the asked level chooses the
 * player to move's decision, exactly as the app's computer players and its
 * Suggest a Move do: the same call with the same seed (cs_ai_position_seed
 * of the record's Seed), so both give the same move for a position.
 * Classic Carcassonne records (Game=carcassonne) are answered by the
 * classic levels (cs-classic-ai.h) the same way.
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cs-ai.h"
#include "cs-classic-ai.h"
#include "cs-classic-record.h"
#include "cs-input.h"

/* what either game's answer says, for the text and the JSON */
typedef struct {
  const char *game;            /* "castle" or "carcassonne" */
  CsAiLevel   level;
  guint64     game_seed;
  guint       moves_played;
  guint       player;
  guint       n_players;
  char        tile[8];         /* the tile's number (castle) or letter (classic) */
  char       *notation;        /* the move as a [Moves] line */
  char        cell[16];
  guint       rot;
  char        follower;        /* piece label, 0: none */
  gboolean    extra;
  int         points[CS_CLASSIC_MAX_PLAYERS];   /* scored by the move at once */
  CsAiStats   stats;
  double      ms;
  char       *why;
} Answer;

/* One line of why: what the move scores now and what the level makes of the
 * game after it, in the player to move's terms. */
static char *
why_line (const Answer *a)
{
  const CsAiStats *st = &a->stats;
  int mine = 0, theirs = 0;

  for (guint p = 0; p < a->n_players; p++)
    {
      if (p == a->player)
        mine += a->points[p];
      else
        theirs += a->points[p];
    }
  if (a->level == CS_AI_BEGINNER)
    return g_strdup_printf (_("Now: you %1$+d, the others %2$+d. A beginner’s pick: a likely-looking move, "
                              "the rest not weighed."), mine, theirs);
  if (st->samples > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                         "afterwards, averaged over %4$u deal of the unseen tiles.",
                                         "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                         "afterwards, averaged over %4$u deals of the unseen tiles.",
                                         st->samples),
                            mine, theirs, st->value, st->samples);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                       "afterwards; the best of %4$u move weighed.",
                                       "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                       "afterwards; the best of %4$u moves weighed.",
                                       st->candidates),
                          mine, theirs, st->value, st->candidates);
}

static double opt_time_cap = 0;   /* --time-cap, in seconds; 0: none */

static JsonNode *
to_json (const Answer *a)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  cli_json_member_str (b, "format", "castellan-suggestion");
  cli_json_member_int (b, "version", 1);
  cli_json_member_str (b, "game", a->game);
  cli_json_member_str (b, "level", cs_ai_level_name (a->level));
  cli_json_member_int (b, "seed", (gint64) a->game_seed);
  cli_json_member_int (b, "moves_played", a->moves_played);
  cli_json_member_int (b, "player", a->player);
  if (g_ascii_isdigit (a->tile[0]))
    cli_json_member_int (b, "tile", g_ascii_strtoll (a->tile, NULL, 10));
  else
    cli_json_member_str (b, "tile", a->tile);
  cli_json_member_str (b, "move", a->notation);
  json_builder_set_member_name (b, "placement");
  json_builder_begin_object (b);
  cli_json_member_str (b, "cell", a->cell);
  cli_json_member_int (b, "rotation", a->rot);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "follower");
  if (a->follower)
    {
      char label[2] = { a->follower, '\0' };
      json_builder_add_string_value (b, label);
    }
  else
    json_builder_add_null_value (b);
  cli_json_member_bool (b, "extra", a->extra);
  json_builder_set_member_name (b, "points_now");
  json_builder_begin_array (b);
  for (guint p = 0; p < a->n_players; p++)
    json_builder_add_int_value (b, a->points[p]);
  json_builder_end_array (b);
  cli_json_member_num (b, "value", a->stats.value);
  cli_json_member_int (b, "candidates", a->stats.candidates);
  cli_json_member_int (b, "samples", a->stats.samples);
  cli_json_member_bool (b, "capped", a->stats.capped);
  cli_json_member_num (b, "time_cap_s", opt_time_cap);
  cli_json_member_num (b, "ms", a->ms);
  cli_json_member_str (b, "why", a->why);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char    *opt_level = NULL;
static gint64   opt_seed = -1;
static gboolean opt_json = FALSE;
static char    *opt_game_ignored = NULL;

/* the options both games share; FALSE (and a message) on bad ones */
static gboolean
parse_options (int *argc, char ***argv, int *level)
{
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &opt_level,
      N_("The computer level to ask: beginner, casual, strong (default, as the app’s Suggest a Move and the game review) or expert"), N_("LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &opt_seed, N_("The game’s seed for the computer (default: the record’s Seed, else 0)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json, N_("Print the answer as JSON"), NULL },
    { "time-cap", 0, 0, G_OPTION_ARG_DOUBLE, &opt_time_cap,
      N_("Stop searching after SECONDS on the clock, as the app’s computer players do (default: no cap, so the answer is the same on any machine)"),
      N_("SECONDS") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &opt_game_ignored, N_("The game: castle or carcassonne"), N_("GAME") },
    { NULL }
  };

  if (!cli_parse ("suggest", entries, "RECORD", argc, argv))
    return FALSE;
  /* Strong, as the app's Suggest a Move (CASTELLAN_SUGGEST_LEVEL) */
  *level = opt_level != NULL ? cs_ai_level_from_name (opt_level) : CS_AI_STRONG;
  if (*argc != 2 || *level < 0 || opt_seed < -1 || opt_time_cap < 0)
    {
      fprintf (stderr, "castellan-cli suggest: %s\n",
               _("name one game record; --level is beginner, casual, strong or expert; --seed and --time-cap are at least 0"));
      return FALSE;
    }
  return TRUE;
}

/* The search's limits: its count of samples alone, so that a record gets
 * the same answer on any machine (issue 34), unless --time-cap asks for
 * the clock as well */
static CsAiOptions
search_options (void)
{
  CsAiOptions o = { .budget_scale = 1.0, .time_cap_us = -1 };

  if (opt_time_cap > 0)
    o.time_cap_us = MAX ((gint64) (opt_time_cap * G_USEC_PER_SEC), 1);
  return o;
}

static int
game_over (const char *path)
{
  fprintf (stderr, "castellan-cli suggest: %s: %s\n", path,
           _("the game is over; there is no move to suggest (R-9.1)"));
  return 1;
}

static int
print_answer (Answer *a)
{
  a->why = why_line (a);
  if (opt_json)
    {
      g_autoptr(JsonNode) root = to_json (a);
      g_autofree char *text = json_to_string (root, TRUE);
      printf ("%s\n", text);
    }
  else
    {
      printf ("%s\n%s: %s\n", a->notation, cs_ai_level_name (a->level), a->why);
      if (a->stats.capped)
        printf (g_dngettext (GETTEXT_PACKAGE,
                             "The time cap cut the search short after %u deal: on another machine the answer may differ.\n",
                             "The time cap cut the search short after %u deals: on another machine the answer may differ.\n",
                             a->stats.samples),
                a->stats.samples);
    }
  g_free (a->notation);
  g_free (a->why);
  return 0;
}

int
cli_suggest (int argc, char **argv)
{
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autoptr(CsRecord) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  Answer a = { "castle" };
  int level;
  gint64 t0;
  CsAiOptions opts;
  CsMove move;

  if (!parse_options (&argc, &argv, &level))
    return 2;
  r = cli_load_record (argv[1], &board, &tileset, &error);
  if (r == NULL || !cs_record_start (r, board, tileset, game, NULL, &error))
    goto fail;
  for (guint i = 0; i < r->moves->len; i++)
    if (!cs_record_play_move (r, i, game, NULL, &error))
      goto fail;
  if (cs_game_over (game))
    return game_over (argv[1]);

  /* the app's game seed is the record's Seed (castellan_game_load) */
  a.level = level;
  a.game_seed = opt_seed >= 0 ? (guint64) opt_seed : r->seed;
  t0 = g_get_monotonic_time ();
  opts = search_options ();
  cs_ai_choose_move_full (game, level, cs_ai_position_seed (a.game_seed, game), NULL, &opts, &move, &a.stats);
  a.ms = (g_get_monotonic_time () - t0) / 1000.0;

  a.moves_played = game->move;
  a.player = game->active;
  a.n_players = CS_NUM_PLAYERS;
  g_snprintf (a.tile, sizeof a.tile, "%u", game->tileset->tiles[game->current].number);
  a.notation = cs_record_format_move (game, &move);
  cs_board_cell_name (game->board, move.cell, a.cell);
  a.rot = move.rot;
  a.follower = move.follower >= 0 ? game->tileset->tiles[game->current].pieces[move.follower].label : 0;
  a.extra = (move.flags & CS_MOVE_EXTRA_TURN) != 0;
  if (cs_game_preview (game, &move, ev, NULL))
    for (guint i = 0; i < ev->n; i++)
      if (ev->ev[i].type == CS_EVENT_MARKER_MOVED && ev->ev[i].player >= 0)
        a.points[ev->ev[i].player] += ev->ev[i].points;
  return print_answer (&a);

fail:
  fprintf (stderr, "castellan-cli suggest: %s\n", cli_error (error));
  return 1;
}

int
cli_classic_suggest (int argc, char **argv)
{
  g_autoptr(CsClassicRecord) r = NULL;
  g_autoptr(CsClassicTileset) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  g_autofree CsClassic *after = g_new (CsClassic, 1);
  const CsClassicDesign *d;
  Answer a = { "carcassonne" };
  CsClassicMove move;
  CsAiOptions opts;
  int level;
  gint64 t0;
  gsize len;

  if (!parse_options (&argc, &argv, &level))
    return 2;
  dir = g_path_get_dirname (argv[1]);
  /* bounded, regular files only: a FIFO or /dev/zero is refused at once */
  if (!cs_file_read (argv[1], CS_MAX_FILE_SIZE, &data, &len, &error) ||
      (r = cs_classic_record_parse (data, len, argv[1], &error)) == NULL ||
      (set = cli_load_classic_record_tileset (r, dir, &error)) == NULL ||
      !cs_classic_record_start (r, set, game, NULL, &error))
    goto fail;
  for (guint i = 0; i < r->moves->len; i++)
    if (!cs_classic_record_play_move (r, i, game, NULL, &error))
      goto fail;
  if (cs_classic_over (game))
    return game_over (argv[1]);

  a.level = level;
  a.game_seed = opt_seed >= 0 ? (guint64) opt_seed : r->seed;
  t0 = g_get_monotonic_time ();
  opts = search_options ();
  cs_classic_ai_choose_move (game, level, cs_ai_move_seed (a.game_seed, game->move), NULL, &opts, &move, &a.stats);
  a.ms = (g_get_monotonic_time () - t0) / 1000.0;

  d = cs_classic_tile (set, game->current);
  a.moves_played = game->move;
  a.player = game->active;
  a.n_players = game->n_players;
  g_snprintf (a.tile, sizeof a.tile, "%c", d->letter);
  cs_classic_cell_name (move.cell, a.cell);
  a.rot = move.rot;
  a.follower = move.follower >= 0 && move.follower < d->n_pieces ? d->pieces[move.follower].label : 0;
  a.notation = cs_classic_record_move_text (game, &move);
  a.player = cs_classic_to_move (game);
  /* what the move scores at once (the points of the turn; at the last
   * tile, the final scoring too) */
  memcpy (after, game, sizeof *after);
  if (cs_classic_play (after, &move, NULL, NULL))
    for (guint p = 0; p < game->n_players; p++)
      a.points[p] = after->player[p].score - game->player[p].score;
  return print_answer (&a);

fail:
  fprintf (stderr, "castellan-cli suggest: %s\n", cli_error (error));
  return 1;
}
