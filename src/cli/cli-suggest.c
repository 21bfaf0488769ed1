/* cli-suggest.c — the move the computer would make next in a record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record that stops at a turn in progress (docs/FORMATS.md, InHand) is
 * replayed to its end, and the computer at the asked level chooses the
 * player to move's decision, exactly as the app's computer players and its
 * Suggest a Move do: the same call with the same seed (cs_ai_position_seed
 * of the record's Seed), so both give the same move for a position.
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"
#include "cs-ai.h"

/* One line of why: what the move scores now and what the level makes of the
 * game after it, in the player to move's terms. */
static char *
why_line (const CsGame    *game,
          const CsMove    *move,
          CsAiLevel        level,
          const CsAiStats *st,
          int              points[CS_NUM_PLAYERS])
{
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  int mine = 0, theirs = 0;
  char *sentence;

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    points[p] = 0;
  if (cs_game_preview (game, move, ev, NULL))
    for (guint i = 0; i < ev->n; i++)
      if (ev->ev[i].type == CS_EVENT_MARKER_MOVED && ev->ev[i].player >= 0)
        points[ev->ev[i].player] += ev->ev[i].points;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      if (p == game->active)
        mine += points[p];
      else
        theirs += points[p];
    }

  if (level == CS_AI_BEGINNER)
    sentence = g_strdup_printf (_("Now: you %1$+d, the others %2$+d. A beginner’s pick: a likely-looking move, "
                                  "the rest not weighed."), mine, theirs);
  else if (st->samples > 0)
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                             "afterwards, averaged over %4$u deal of the unseen tiles.",
                                             "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                             "afterwards, averaged over %4$u deals of the unseen tiles.",
                                             st->samples),
                                mine, theirs, st->value, st->samples);
  else
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                             "afterwards; the best of %4$u move weighed.",
                                             "Now: you %1$+d, the others %2$+d. Worth %3$+.1f points to you "
                                             "afterwards; the best of %4$u moves weighed.",
                                             st->candidates),
                                mine, theirs, st->value, st->candidates);
  return sentence;
}

static void
member_str (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
member_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
member_bool (JsonBuilder *b, const char *name, gboolean value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

static void
member_num (JsonBuilder *b, const char *name, double value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

static JsonNode *
to_json (const CsGame    *game,
         const CsMove    *move,
         const char      *notation,
         const char      *why,
         CsAiLevel        level,
         guint64          seed,
         const CsAiStats *st,
         const int        points[CS_NUM_PLAYERS],
         double           ms)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const CsTile *tile = &game->tileset->tiles[game->current];
  char cell[8];

  cs_board_cell_name (game->board, move->cell, cell);
  json_builder_begin_object (b);
  member_str (b, "format", "castellan-suggestion");
  member_int (b, "version", 1);
  member_str (b, "game", "castle");
  member_str (b, "level", cs_ai_level_name (level));
  member_int (b, "seed", (gint64) seed);
  member_int (b, "moves_played", game->move);
  member_int (b, "player", game->active);
  member_int (b, "tile", tile->number);
  member_str (b, "move", notation);
  json_builder_set_member_name (b, "placement");
  json_builder_begin_object (b);
  member_str (b, "cell", cell);
  member_int (b, "rotation", move->rot);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "follower");
  if (move->follower >= 0)
    {
      char label[2] = { tile->pieces[move->follower].label, '\0' };
      json_builder_add_string_value (b, label);
    }
  else
    json_builder_add_null_value (b);
  member_bool (b, "extra", (move->flags & CS_MOVE_EXTRA_TURN) != 0);
  json_builder_set_member_name (b, "points_now");
  json_builder_begin_array (b);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    json_builder_add_int_value (b, points[p]);
  json_builder_end_array (b);
  member_num (b, "value", st->value);
  member_int (b, "candidates", st->candidates);
  member_int (b, "samples", st->samples);
  member_bool (b, "capped", st->capped);
  member_num (b, "ms", ms);
  member_str (b, "why", why);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char    *opt_level = NULL;
static gint64   opt_seed = -1;
static gboolean opt_json = FALSE;

int
cli_suggest (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &opt_level,
      N_("The computer level to ask: beginner, casual (default, as the app’s Suggest a Move), strong or expert"), N_("LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &opt_seed, N_("The game’s seed for the computer (default: the record’s Seed, else 0)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json, N_("Print the answer as JSON"), NULL },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autoptr(CsRecord) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree char *notation = NULL;
  g_autofree char *why = NULL;
  int level = CS_AI_CASUAL;
  int points[CS_NUM_PLAYERS];
  CsAiStats st = { 0 };
  guint64 seed;
  gint64 t0;
  double ms;
  CsMove move;

  if (!cli_parse ("suggest", entries, "RECORD", &argc, &argv))
    return 2;
  if (opt_level != NULL)
    level = cs_ai_level_from_name (opt_level);
  if (argc != 2 || level < 0 || opt_seed < -1)
    {
      fprintf (stderr, "castellan-cli suggest: %s\n",
               _("name one game record; --level is beginner, casual, strong or expert; --seed is at least 0"));
      return 2;
    }
  r = cli_load_record (argv[1], &board, &tileset, &error);
  if (r == NULL || !cs_record_start (r, board, tileset, game, NULL, &error))
    goto fail;
  for (guint i = 0; i < r->moves->len; i++)
    if (!cs_record_play_move (r, i, game, NULL, &error))
      goto fail;
  if (cs_game_over (game))
    {
      fprintf (stderr, "castellan-cli suggest: %s: %s\n", argv[1],
               _("the game is over; there is no move to suggest (R-9.1)"));
      return 1;
    }

  /* the app's game seed is the record's Seed (castellan_game_load) */
  seed = cs_ai_position_seed (opt_seed >= 0 ? (guint64) opt_seed : r->seed, game);
  t0 = g_get_monotonic_time ();
  cs_ai_choose_move_full (game, level, seed, NULL, NULL, &move, &st);
  ms = (g_get_monotonic_time () - t0) / 1000.0;

  notation = cs_record_format_move (game, &move);
  why = why_line (game, &move, level, &st, points);
  if (opt_json)
    {
      g_autoptr(JsonNode) root = to_json (game, &move, notation, why, level,
                                          opt_seed >= 0 ? (guint64) opt_seed : r->seed, &st, points, ms);
      g_autofree char *text = json_to_string (root, TRUE);
      printf ("%s\n", text);
    }
  else
    printf ("%s\n%s: %s\n", notation, cs_ai_level_name (level), why);
  return 0;

fail:
  fprintf (stderr, "castellan-cli suggest: %s\n", error->message);
  return 1;
}
