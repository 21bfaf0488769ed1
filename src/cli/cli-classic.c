/* cli-classic.c — the commands for classic Carcassonne (--game carcassonne)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli-commands.h"
#include "cs-classic-ai.h"
#include "cs-classic-record.h"
#include "cs-input.h"
#include "cs-classic-text.h"
#include "cs-text.h"

static gint      opt_players = 2;
static gboolean  opt_no_farmers = FALSE;
static gint      opt_seed = 1;
static gint      opt_games = 1;
static gint      opt_turn = 0;
static char     *opt_tileset = NULL;
static char     *opt_record = NULL;
static char     *opt_trace = NULL;
static char     *opt_policy = NULL;
static char     *opt_expansions = NULL;
static gboolean  opt_quick_bazaar = FALSE;
static gboolean  opt_verbose = FALSE;

#define COMMON_OPTIONS \
  { "game", 0, 0, G_OPTION_ARG_STRING, &opt_game_ignored, N_("The game: castle or carcassonne"), N_("GAME") }, \
  { "players", 'p', 0, G_OPTION_ARG_INT, &opt_players, N_("Number of players, 2 to 5 (default 2)"), N_("N") }, \
  { "no-farmers", 0, 0, G_OPTION_ARG_NONE, &opt_no_farmers, N_("Play without farmers (CV-1)"), NULL }, \
  { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &opt_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") }, \
  { "expansions", 0, 0, G_OPTION_ARG_STRING, &opt_expansions, N_("Expansions to play: bcb (Bridges, Castles and Bazaars)"), N_("LIST") }, \
  { "quick-bazaar", 0, 0, G_OPTION_ARG_NONE, &opt_quick_bazaar, N_("With bcb: bazaars without bids, each player picks a tile in turn (BV-1)"), NULL }

static char *opt_game_ignored = NULL;

typedef void (*ClassicPolicy) (const CsClassic *game, CsRng *rng, CsClassicMove *move);

/* the options of --no-farmers, --expansions and --quick-bazaar; FALSE (and a
 * message) on a bad list */
static gboolean
game_options (const char *cmd, guint *options)
{
  guint exp;

  if (!cli_parse_expansions (opt_expansions, &exp))
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, _("--expansions takes bcb (Bridges, Castles and Bazaars)"));
      return FALSE;
    }
  if (opt_quick_bazaar && !(exp & CS_CLASSIC_BCB))
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, _("--quick-bazaar is a variant of Bridges, Castles and Bazaars: add --expansions bcb (BV-1)"));
      return FALSE;
    }
  *options = exp | (opt_no_farmers ? CS_CLASSIC_NO_FARMERS : 0) | (opt_quick_bazaar ? CS_CLASSIC_QUICK_BAZAAR : 0);
  return TRUE;
}

static CsClassicTileset *
load_tileset (const char *cmd, const char *ref, guint options, const char *base_dir)
{
  g_autoptr(GError) error = NULL;
  CsClassicTileset *set = cli_load_classic_tileset (ref ? ref : "carcassonne", options & CS_CLASSIC_BCB,
                                                    base_dir, &error);

  if (set == NULL)
    fprintf (stderr, "castellan-cli %s: %s\n", cmd, cli_error (error));
  return set;
}

static gboolean
check_players (const char *cmd)
{
  if (opt_players < CS_CLASSIC_MIN_PLAYERS || opt_players > CS_CLASSIC_MAX_PLAYERS)
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, _("--players takes 2 to 5 (C-1.1)"));
      return FALSE;
    }
  return TRUE;
}

/* ---- what happened, in words ------------------------------------------------ */

static char *
winners_text (guint winners, const CsClassicRecord *r)
{
  GString *s = g_string_new (NULL);
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    if (winners & (1u << p))
      g_string_append_printf (s, s->len ? ", %s" : "%s", r->names[p]);
  return g_string_free (s, FALSE);
}

/* Each sentence is whole for each kind of feature, so that translators see
 * the words around a road, a city or a cloister (issue 16). */
static void
print_follower (guint kind, const char *who)
{
  switch (kind)
    {
    case CS_CLASSIC_ROAD:
      printf (_("  %s puts a traveller on the road\n"), who);
      break;
    case CS_CLASSIC_CITY:
      printf (_("  %s puts a knight in the city\n"), who);
      break;
    case CS_CLASSIC_CLOISTER:
      printf (_("  %s puts a monk in the cloister\n"), who);
      break;
    default:
      printf (_("  %s puts a farmer in the field\n"), who);
      break;
    }
}

/* a feature completed during the game (C-7); @who: its scorers, or "" */
static void
print_completed (const CsEvent *e, const char *who)
{
  guint n = e->size;

  switch (e->ftype)
    {
    case CS_CLASSIC_ROAD:
      if (e->winners)
        printf (g_dngettext (GETTEXT_PACKAGE, "  the road at %d,%d (%u tile) is complete: %s +%d\n",
                             "  the road at %d,%d (%u tiles) is complete: %s +%d\n", n), e->x, e->y, n, who, e->points);
      else
        printf (g_dngettext (GETTEXT_PACKAGE, "  the road at %d,%d (%u tile) is complete; nobody has a meeple on it\n",
                             "  the road at %d,%d (%u tiles) is complete; nobody has a meeple on it\n", n), e->x, e->y, n);
      break;
    case CS_CLASSIC_CITY:
      if (e->winners)
        printf (g_dngettext (GETTEXT_PACKAGE, "  the city at %d,%d (%u tile) is complete: %s +%d\n",
                             "  the city at %d,%d (%u tiles) is complete: %s +%d\n", n), e->x, e->y, n, who, e->points);
      else
        printf (g_dngettext (GETTEXT_PACKAGE, "  the city at %d,%d (%u tile) is complete; nobody has a meeple in it\n",
                             "  the city at %d,%d (%u tiles) is complete; nobody has a meeple in it\n", n), e->x, e->y, n);
      break;
    default:
      if (e->winners)
        printf (_("  the cloister at %d,%d is surrounded: %s +%d\n"), e->x, e->y, who, e->points);
      else
        printf (_("  the cloister at %d,%d is surrounded; nobody has a meeple in it\n"), e->x, e->y);
      break;
    }
}

/* a line of the final scoring (C-8.2, C-8.3) */
static void
print_final_line (const CsClassic *game, const CsEvent *e, const char *who)
{
  guint n = e->size;

  if (e->kind == CS_LINE_FARM)
    {
      /* castles are no cities (B-4.3): told apart, as they pay 4 (B-4.10),
       * in the one sentence that names the field once */
      n = e->count - e->castles;
      if (e->castles == 0)
        printf (g_dngettext (GETTEXT_PACKAGE, "  at the end, the field at %d,%d borders %u completed city: %s +%d\n",
                             "  at the end, the field at %d,%d borders %u completed cities: %s +%d\n", n),
                e->x, e->y, n, who, e->points);
      else
        {
          /* Translators: the castles a field borders at the end, worth 4
           * points each to it (B-4.10), as in "the field at 0,0 borders
           * 2 completed cities and 3 castles worth 4 points each" */
          g_autofree char *castles = g_strdup_printf (cs_npgettext ("field borders", "%u castle worth 4 points",
                                                                    "%u castles worth 4 points each", e->castles),
                                                      e->castles);

          if (n == 0)
            /* Translators: %3$s is "3 castles worth 4 points each"; then the scorers and their points */
            printf (_("  at the end, the field at %1$d,%2$d borders %3$s (B-4.10): %4$s +%5$d\n"), e->x, e->y, castles,
                    who, e->points);
          else
            {
              /* Translators: the completed cities a field borders at the
               * end, as in "the field at 0,0 borders 2 completed cities
               * and 3 castles worth 4 points each" */
              g_autofree char *cities = g_strdup_printf (cs_npgettext ("field borders", "%u completed city",
                                                                       "%u completed cities", n), n);

              /* Translators: %3$s is "2 completed cities", %4$s "3 castles
               * worth 4 points each"; then the scorers and their points */
              printf (_("  at the end, the field at %1$d,%2$d borders %3$s and %4$s (B-4.10): %5$s +%6$d\n"), e->x, e->y,
                      cities, castles, who, e->points);
            }
        }
      return;
    }
  switch (e->ftype)
    {
    case CS_CLASSIC_ROAD:
      printf (g_dngettext (GETTEXT_PACKAGE, "  at the end, the unfinished road at %d,%d (%u tile): %s +%d\n",
                           "  at the end, the unfinished road at %d,%d (%u tiles): %s +%d\n", n),
              e->x, e->y, n, who, e->points);
      break;
    case CS_CLASSIC_CITY:
      printf (g_dngettext (GETTEXT_PACKAGE, "  at the end, the unfinished city at %d,%d (%u tile): %s +%d\n",
                           "  at the end, the unfinished city at %d,%d (%u tiles): %s +%d\n", n),
              e->x, e->y, n, who, e->points);
      break;
    default:
      n = 8 - game->feat[e->node].open;
      printf (g_dngettext (GETTEXT_PACKAGE, "  at the end, the cloister at %d,%d with %u tile around it: %s +%d\n",
                           "  at the end, the cloister at %d,%d with %u tiles around it: %s +%d\n", n),
              e->x, e->y, n, who, e->points);
      break;
    }
}

/* B-3.2: where a bridge lies, in words */
static void
print_bridge (const CsEvent *e, const char *who)
{
  if (e->rot == 1)
    printf (_("  %s lays a bridge across the tile at %d,%d from north to south\n"), who, e->x, e->y);
  else
    printf (_("  %s lays a bridge across the tile at %d,%d from west to east\n"), who, e->x, e->y);
}

/* the steps of a bazaar (B-5) */
static void
print_bazaar (const CsClassic *game, const CsEvent *e, const CsClassicRecord *r)
{
  char letter = e->tile < game->tileset->n_tiles ? cs_classic_tile (game->tileset, e->tile)->letter : '?';
  const char *who = e->player >= 0 ? r->names[e->player] : "";

  switch (e->type)
    {
    case CS_EVENT_BAZAAR_OPENED:
      if (game->options & CS_CLASSIC_QUICK_BAZAAR)
        printf (g_dngettext (GETTEXT_PACKAGE, "  a quick bazaar: %u tile is laid out to be picked in turn (BV-1)\n",
                             "  a quick bazaar: %u tiles are laid out to be picked in turn (BV-1)\n", e->count), e->count);
      else
        printf (g_dngettext (GETTEXT_PACKAGE, "  a bazaar: %u tile is laid out for auction (B-5.2)\n",
                             "  a bazaar: %u tiles are laid out for auction (B-5.2)\n", e->count), e->count);
      break;
    case CS_EVENT_BAZAAR_SKIPPED:
      printf (g_dngettext (GETTEXT_PACKAGE, "  no bazaar: only %u tile is left in the pile (B-5.1)\n",
                           "  no bazaar: only %u tiles are left in the pile (B-5.1)\n", e->count), e->count);
      break;
    case CS_EVENT_BAZAAR_TILE:
      printf (_("    on offer as number %u: tile %c\n"), e->piece + 1u, letter);
      break;
    case CS_EVENT_BAZAAR_OFFER:
      printf (g_dngettext (GETTEXT_PACKAGE, "  %s picks tile %c and opens with %d point\n",
                           "  %s picks tile %c and opens with %d points\n", e->points), who, letter, e->points);
      break;
    case CS_EVENT_BAZAAR_BID:
      printf (g_dngettext (GETTEXT_PACKAGE, "  %s bids %d point\n", "  %s bids %d points\n", e->points), who, e->points);
      break;
    case CS_EVENT_BAZAAR_PASS:
      printf (_("  %s passes\n"), who);
      break;
    case CS_EVENT_BAZAAR_TAKEN:
      switch (e->kind)
        {
        case CS_DEAL_KEPT:
          if (e->points == 0)
            printf (_("  nobody outbids %s, who takes tile %c for nothing\n"), who, letter);
          else
            printf (g_dngettext (GETTEXT_PACKAGE, "  nobody outbids %s, who takes tile %c and pays %d point for it\n",
                                 "  nobody outbids %s, who takes tile %c and pays %d points for it\n", e->points),
                    who, letter, e->points);
          break;
        case CS_DEAL_BOUGHT:
          printf (g_dngettext (GETTEXT_PACKAGE, "  %s buys tile %c, paying %d point to %s\n",
                               "  %s buys tile %c, paying %d points to %s\n", e->points),
                  who, letter, e->points, e->from >= 0 ? r->names[e->from] : "");
          break;
        case CS_DEAL_SOLD:
          printf (g_dngettext (GETTEXT_PACKAGE, "  %s sells tile %c to %s for %d point\n",
                               "  %s sells tile %c to %s for %d points\n", e->points),
                  e->from >= 0 ? r->names[e->from] : "", letter, who, e->points);
          break;
        default:
          if (game->options & CS_CLASSIC_QUICK_BAZAAR)
            printf (_("  %s picks tile %c (BV-1)\n"), who, letter);
          else
            printf (_("  %s takes the last tile, %c, for nothing (B-5.6)\n"), who, letter);
          break;
        }
      break;
    default:
      break;
    }
}

static void
print_events (const CsClassic *game, const CsEvents *ev, const CsClassicRecord *r)
{
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      const CsClassicDesign *d = e->type <= CS_EVENT_FOLLOWER_PLACED && e->tile < game->tileset->n_tiles
        ? cs_classic_tile (game->tileset, e->tile) : NULL;
      g_autofree char *who = NULL;

      switch (e->type)
        {
        case CS_EVENT_TILE_LAID:
          if (e->player >= 0)
            /* Translators: castellan-cli's replay of a classic game; %5$s
             * is how the tile is turned, "turned a quarter clockwise",
             * "not turned" (as The Castle's replay says it) */
            printf (_("  %1$s lays tile %2$c at %3$d,%4$d, %5$s\n"), r->names[e->player], d->letter, e->x, e->y,
                    cs_text_turn (e->rot));
          break;
        case CS_EVENT_TILE_REMOVED:
          if (e->kind == CS_CLASSIC_REMOVED_DECLINED)
            printf (_("  tile %1$c fits only with a bridge, %2$s uses none: it is removed and %2$s draws again (B-3.6)\n"),
                    d->letter, r->names[e->player]);
          else if (e->kind == CS_CLASSIC_REMOVED_BOUGHT)
            printf (_("  %s's tile %c from the bazaar fits nowhere and is removed; no other tile comes (B-5.8)\n"),
                    r->names[e->player], d->letter);
          else if (e->kind == CS_CLASSIC_REMOVED_BOUGHT_DECLINED)
            printf (_("  %1$s's tile %2$c from the bazaar fits only with a bridge, %1$s uses none: it is removed; no other tile comes (B-3.6, B-5.8)\n"),
                    r->names[e->player], d->letter);
          else
            printf (_("  tile %c fits nowhere and is removed; %s draws again (C-4.4)\n"), d->letter, r->names[e->player]);
          break;
        case CS_EVENT_FOLLOWER_PLACED:
          print_follower (e->ftype, r->names[e->player]);
          break;
        case CS_EVENT_FEATURE_SCORED:
          who = winners_text (e->winners, r);
          print_completed (e, who);
          break;
        case CS_EVENT_FINAL_LINE:
          who = winners_text (e->winners, r);
          print_final_line (game, e, who);
          break;
        case CS_EVENT_GAME_OVER:
          who = winners_text (e->winners, r);
          printf (_("  the game is over; the highest score, %d, is %s's\n"), e->points, who);
          break;
        case CS_EVENT_BRIDGE_PLACED:
          print_bridge (e, r->names[e->player]);
          break;
        case CS_EVENT_CASTLE_BUILT:
          printf (_("  %s turns the small city at %d,%d into a castle; the knight stays as its lord (B-4.3)\n"),
                  r->names[e->player], e->x, e->y);
          break;
        case CS_EVENT_CASTLE_DECLINED:
          printf (_("  %s scores the small city at %d,%d instead of building a castle (B-4.2)\n"),
                  r->names[e->player], e->x, e->y);
          break;
        case CS_EVENT_CASTLE_SCORED:
          printf (_("  the castle at %d,%d scores for %s: +%d (B-4.6)\n"), e->x, e->y, r->names[e->player], e->points);
          break;
        default:
          print_bazaar (game, e, r);
          break;
        }
    }
}

/* ---- play ------------------------------------------------------------------------ */

typedef struct {
  guint  removed;
  int    score[CS_CLASSIC_MAX_PLAYERS];
  int    farm_points;
  int    final_points;
  guint  completed[CS_CLASSIC_N_KINDS];
  guint  completed_size[CS_CLASSIC_N_KINDS];
  guint  placements;
} ClassicStats;

static void
stats_add (ClassicStats *st, const CsEvents *ev)
{
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      guint winners = __builtin_popcount (e->winners);
      switch (e->type)
        {
        case CS_EVENT_TILE_REMOVED:
          st->removed++;
          break;
        case CS_EVENT_FEATURE_SCORED:
          st->completed[e->ftype]++;
          st->completed_size[e->ftype] += e->size;
          break;
        case CS_EVENT_FINAL_LINE:
          st->final_points += e->points * winners;
          if (e->kind == CS_LINE_FARM)
            st->farm_points += e->points * winners;
          break;
        default:
          break;
        }
    }
}

static gboolean
play_one (const CsClassicTileset *set, guint32 seed, ClassicPolicy *policy, CsClassicRecord *record,
          CliTrace *trace, gboolean verbose, ClassicStats *st, CsClassic *game)
{
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GError) error = NULL;
  CsRng rng = { seed * G_GUINT64_CONSTANT (2654435761) + 1 };

  cs_classic_record_setup_from_seed (record, set, seed, seed % record->n_players);
  if (!cs_classic_record_start (record, set, game, ev, &error))
    {
      fprintf (stderr, "castellan-cli play: %s\n", cli_error (error));
      return FALSE;
    }
  if (trace)
    {
      cli_trace_classic_begin (trace, game, seed);
      cli_trace_classic_events (trace, game, ev);
    }
  if (verbose)
    print_events (game, ev, record);
  stats_add (st, ev);
  while (!cs_classic_over (game))
    {
      CsClassicMove m;
      CsClassicPlacement pl[CS_CLASSIC_MAX_PLACEMENTS];

      st->placements += cs_classic_placements (game, FALSE, pl);
      policy[cs_classic_to_move (game)] (game, &rng, &m);
      cs_classic_record_add_move (record, game, &m);
      ev->n = 0;
      if (!cs_classic_play (game, &m, ev, &error))
        {
          fprintf (stderr, "castellan-cli play: seed %u: %s\n", seed, cli_error (error));
          return FALSE;
        }
      if (trace)
        cli_trace_classic_events (trace, game, ev);
      if (verbose)
        print_events (game, ev, record);
      stats_add (st, ev);
    }
  if (trace)
    cli_trace_classic_end (trace, game);
  for (guint p = 0; p < game->n_players; p++)
    st->score[p] = game->player[p].score;
  return TRUE;
}

/* the computer levels of cs-classic-ai.h, as policies: each move's seed is
 * the next number of the game's generator, as for The Castle (cli-play.c),
 * and without the wall-clock cap, so that a seed names the same game on any
 * machine and at any load (issue 34, item 5) */
static const CsAiOptions classic_uncapped = { .budget_scale = 1.0, .time_cap_us = -1 };
#define CLASSIC_AI_POLICY(lvl, LEVEL) \
  static void classic_##lvl (const CsClassic *game, CsRng *rng, CsClassicMove *move) \
  { cs_classic_ai_choose_move (game, LEVEL, cs_rng_next (rng), NULL, &classic_uncapped, move, NULL); }
CLASSIC_AI_POLICY (beginner, CS_AI_BEGINNER)
CLASSIC_AI_POLICY (casual, CS_AI_CASUAL)
CLASSIC_AI_POLICY (strong, CS_AI_STRONG)
CLASSIC_AI_POLICY (expert, CS_AI_EXPERT)

static ClassicPolicy
policy_named (const char *name)
{
  static const ClassicPolicy levels[CS_AI_N_LEVELS] = { classic_beginner, classic_casual, classic_strong,
                                                        classic_expert };
  int level = cs_ai_level_from_name (name);

  if (strcmp (name, "greedy") == 0)
    return cs_classic_policy_greedy;
  if (strcmp (name, "random") == 0)
    return cs_classic_policy_random;
  if (level >= 0)
    return levels[level];
  return NULL;
}

/* @names, if not NULL, gets each seat's policy name (freed with @list's strings) */
static gboolean
parse_policies (const char *list, ClassicPolicy *policy, GStrv *names_out)
{
  g_auto(GStrv) names = g_strsplit (list ? list : "greedy", ",", -1);
  guint n = g_strv_length (names);
  GStrvBuilder *seats = g_strv_builder_new ();
  gboolean ok = n > 0;

  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS && ok; p++)
    {
      const char *name = names[MIN (p, n - 1)];
      policy[p] = policy_named (name);
      ok &= policy[p] != NULL;
      g_strv_builder_add (seats, name);
    }
  if (names_out)
    *names_out = g_strv_builder_end (seats);
  g_strv_builder_unref (seats);
  return ok;
}

int
cli_classic_play (int argc, char **argv)
{
  GOptionEntry entries[] = {
    COMMON_OPTIONS,
    { "seed", 's', 0, G_OPTION_ARG_INT, &opt_seed, N_("Seed of the first game (default 1)"), N_("N") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Number of games (default 1)"), N_("N") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &opt_policy, N_("greedy, random or a level (beginner, casual, strong, expert), for every seat or as a list by seat (greedy,strong,…)"), N_("POLICY") },
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &opt_record, N_("Write the (last) game's record to FILE"), N_("FILE") },
    { "trace", 't', 0, G_OPTION_ARG_FILENAME, &opt_trace, N_("Write a JSON trace of the games to FILE"), N_("FILE") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &opt_verbose, N_("Print every event"), NULL },
    { NULL }
  };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  ClassicPolicy policy[CS_CLASSIC_MAX_PLAYERS];
  g_auto(GStrv) policy_names = NULL;
  CliTrace *trace = NULL;
  guint wins[CS_CLASSIC_MAX_PLAYERS] = { 0 }, shared = 0;
  int rc = 0;
  double total[CS_CLASSIC_MAX_PLAYERS] = { 0 };
  guint options = 0;

  if (!cli_parse ("play", entries, "", &argc, &argv) || !check_players ("play") || !game_options ("play", &options))
    return 2;
  if (!parse_policies (opt_policy, policy, &policy_names) || opt_games < 1)
    {
      fprintf (stderr, "castellan-cli play: %s\n", _("policies are greedy, random or a level (beginner, casual, strong, expert); --games is at least 1"));
      return 2;
    }
  set = load_tileset ("play", opt_tileset, options, NULL);
  if (set == NULL)
    return 1;

  for (int i = 0; i < opt_games && rc == 0; i++)
    {
      g_autoptr(CsClassicRecord) record = cs_classic_record_new (opt_players, options);
      ClassicStats st = { 0 };
      guint32 seed = opt_seed + i;
      GString *line = g_string_new (NULL);
      int best = G_MININT;
      guint w = 0;

      if (opt_tileset)
        {
          g_free (record->tileset_ref);
          record->tileset_ref = g_strdup (opt_tileset);
        }
      for (guint p = 0; p < record->n_players; p++)
        {
          g_free (record->kinds[p]);
          record->kinds[p] = g_strdup ("computer");
        }
      if (opt_trace && trace == NULL)
        trace = cli_trace_new ("carcassonne", NULL, opt_tileset ? opt_tileset : "carcassonne",
                               record->n_players, (const char *const *) record->names,
                               (const char *const *) policy_names,
                               cli_trace_classic_options (record->options));
      if (!play_one (set, seed, policy, record, trace, opt_verbose, &st, game))
        {
          rc = 1;
          break;
        }
      for (guint p = 0; p < record->n_players; p++)
        {
          g_string_append_printf (line, p ? " – %d" : "%d", st.score[p]);
          total[p] += st.score[p];
          if (st.score[p] > best)
            {
              best = st.score[p];
              w = 1u << p;
            }
          else if (st.score[p] == best)
            w |= 1u << p;
        }
      if (__builtin_popcount (w) == 1)
        wins[__builtin_ctz (w)]++;
      else
        shared++;
      printf (_("game %u (seed %u): %s\n"), i + 1, seed, line->str);
      g_string_free (line, TRUE);
      if (opt_record && i == opt_games - 1)
        {
          g_autoptr(GError) error = NULL;
          gsize len;
          g_autofree char *data = cs_classic_record_to_data (record, &len);
          if (!g_file_set_contents (opt_record, data, len, &error))
            {
              fprintf (stderr, "castellan-cli play: %s\n", cli_error (error));
              rc = 1;
            }
        }
    }
  if (opt_games > 1 && rc == 0)
    {
      printf (_("%d games, %d players%s:\n"), opt_games, opt_players, opt_no_farmers ? _(", without farmers") : "");
      for (int p = 0; p < opt_players; p++)
        printf (_("  player %d won %u, mean score %.1f\n"), p + 1, wins[p], total[p] / opt_games);
      printf (_("  shared victories: %u\n"), shared);
    }
  if (trace)
    {
      g_autoptr(GError) error = NULL;
      if (rc == 0 && !cli_trace_write (trace, opt_trace, &error))
        {
          fprintf (stderr, "castellan-cli play: %s\n", cli_error (error));
          rc = 1;
        }
      cli_trace_free (trace);
    }
  return rc;
}

/* ---- bench ------------------------------------------------------------------------ */

int
cli_classic_bench (int argc, char **argv)
{
  GOptionEntry entries[] = {
    COMMON_OPTIONS,
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Random games per run (default 20000)"), N_("N") },
    { NULL }
  };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  double games_s[5], laid_s[5];
  guint options = 0;

  opt_games = 20000;
  if (!cli_parse ("bench", entries, "", &argc, &argv) || !check_players ("bench") || !game_options ("bench", &options))
    return 2;
  set = load_tileset ("bench", opt_tileset, options, NULL);
  if (set == NULL)
    return 1;

  /* complete random games, no events: the engine's raw speed */
  for (guint run = 0; run < 5; run++)
    {
      double t0 = cli_cpu_seconds ();
      CsRng rng = { run + 1 };
      guint64 laid = 0;
      double secs;

      for (int g = 0; g < opt_games; g++)
        {
          /* after the first game, only the rows the last game used are
           * cleared (the same game as cs_classic_init) */
          if (run == 0 && g == 0)
            cs_classic_init (game, set, opt_players, options, run * 1000003u + g, 0, NULL);
          else
            cs_classic_init_again (game, set, opt_players, options, run * 1000003u + g, 0, NULL);
          while (!cs_classic_over (game))
            {
              CsClassicMove m;
              cs_classic_policy_random (game, &rng, &m);
              cs_classic_play (game, &m, NULL, NULL);
            }
          laid += game->n_laid - 1;
        }
      secs = cli_cpu_seconds () - t0;
      games_s[run] = opt_games / secs;
      laid_s[run] = laid / secs;
    }
  printf ("%.0f placements/s\n", cli_median (laid_s, 5));
  printf (_("classic random games, %d players%s: median of 5 runs of %d games: %.0f games/s, %.0f tile placements/s (processor time of one core)\n"),
          opt_players, opt_no_farmers ? _(", without farmers") : "", opt_games, cli_median (games_s, 5), cli_median (laid_s, 5));
  return 0;
}

/* ---- tileset-report ------------------------------------------------------------------ */

int
cli_classic_tileset_report (int argc, char **argv)
{
  GOptionEntry entries[] = {
    COMMON_OPTIONS,
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Number of seeded games (default 1000)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT, &opt_seed, N_("Seed of the first game (default 1)"), N_("N") },
    { "policy", 0, 0, G_OPTION_ARG_STRING, &opt_policy, N_("greedy, random or a level (beginner, casual, strong, expert), for every seat or as a list by seat (greedy,strong,…)"), N_("POLICY") },
    { NULL }
  };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  ClassicPolicy policy[CS_CLASSIC_MAX_PLAYERS];
  guint removed = 0, removed_max = 0, pieces[CS_CLASSIC_N_KINDS] = { 0 }, shields = 0;
  guint completed[CS_CLASSIC_N_KINDS] = { 0 }, completed_size[CS_CLASSIC_N_KINDS] = { 0 };
  double score_sum = 0, farm = 0, final = 0, placements = 0;
  int lo = G_MAXINT, hi = G_MININT;
  int n;
  guint options = 0;

  opt_games = 1000;
  if (!cli_parse ("tileset-report", entries, "", &argc, &argv) || !check_players ("tileset-report") ||
      !game_options ("tileset-report", &options))
    return 2;
  if (!parse_policies (opt_policy, policy, NULL))
    {
      fprintf (stderr, "castellan-cli tileset-report: %s\n", _("policies are greedy, random or a level (beginner, casual, strong, expert); --games is at least 1"));
      return 2;
    }
  set = load_tileset ("tileset-report", opt_tileset, options, NULL);
  if (set == NULL)
    return 1;
  n = MAX (opt_games, 1);
  for (guint t = 0; t < set->n_tiles; t++)
    {
      const CsClassicDesign *d = cs_classic_tile (set, t);
      for (guint p = 0; p < d->n_pieces; p++)
        pieces[d->pieces[p].type]++;
      shields += d->n_shields;
    }

  for (int g = 0; g < n; g++)
    {
      g_autoptr(CsClassicRecord) record = cs_classic_record_new (opt_players, options);
      ClassicStats st = { 0 };

      if (!play_one (set, opt_seed + g, policy, record, NULL, FALSE, &st, game))
        return 1;
      removed += st.removed;
      removed_max = MAX (removed_max, st.removed);
      for (int p = 0; p < opt_players; p++)
        {
          score_sum += st.score[p];
          lo = MIN (lo, st.score[p]);
          hi = MAX (hi, st.score[p]);
        }
      farm += st.farm_points;
      final += st.final_points;
      placements += st.placements / (double) MAX (game->move, 1);
      for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
        {
          completed[k] += st.completed[k];
          completed_size[k] += st.completed_size[k];
        }
    }

  printf (_("# %s: %u tiles, %u designs; %u roads, %u cities (%u shields), %u cloisters, %u fields\n\n"),
          set->name, set->n_tiles, set->n_designs, pieces[CS_CLASSIC_ROAD], pieces[CS_CLASSIC_CITY], shields,
          pieces[CS_CLASSIC_CLOISTER], pieces[CS_CLASSIC_FIELD]);
  printf (_("Measured over %d seeded games (seeds %d–%d), %d players%s, policy %s:\n\n"), n, opt_seed,
          opt_seed + n - 1, opt_players, opt_no_farmers ? _(", without farmers") : "", opt_policy ? opt_policy : "greedy");
  printf (_("| measure | value |\n|---|---|\n"));
  printf (_("| tiles removed as unplaceable, mean per game | %.3f (max %u) |\n"), (double) removed / n, removed_max);
  printf (_("| final score per player, mean | %.1f |\n"), score_sum / ((double) n * opt_players));
  printf (_("| final score per player, range | %d–%d |\n"), lo, hi);
  printf (_("| legal placements of the drawn tile, mean | %.1f |\n"), placements / n);
  for (guint k = CS_CLASSIC_ROAD; k < CS_CLASSIC_N_KINDS; k++)
    {
      static const char *const rows[CS_CLASSIC_N_KINDS] = {
        [CS_CLASSIC_ROAD] = N_("| completed roads per game, mean / mean size in tiles | %.1f / %.2f |\n"),
        [CS_CLASSIC_CITY] = N_("| completed cities per game, mean / mean size in tiles | %.1f / %.2f |\n"),
        [CS_CLASSIC_CLOISTER] = N_("| completed cloisters per game, mean / mean size in tiles | %.1f / %.2f |\n"),
      };
      printf (_(rows[k]), (double) completed[k] / n, completed[k] ? (double) completed_size[k] / completed[k] : 0.0);
    }
  printf (_("| final scoring's share of all points | %.1f%% |\n"), score_sum > 0 ? 100.0 * final / score_sum : 0.0);
  printf (_("| farmers' share of all points | %.1f%% |\n"), score_sum > 0 ? 100.0 * farm / score_sum : 0.0);
  return 0;
}

/* ---- validate, replay, explain ------------------------------------------------------ */

CsClassicRecord *
cli_load_classic_record (const char *cmd, const char *path, CsClassicTileset **set)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(CsClassicRecord) r = NULL;
  g_autoptr(CsClassicRecord) defaults = NULL;
  gsize len;

  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, &error) ||
      (r = cs_classic_record_parse (data, len, path, &error)) == NULL)
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, cli_error (error));
      return NULL;
    }
  *set = cli_load_classic_record_tileset (r, dir, &error);
  if (*set == NULL)
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, cli_error (error));
      return NULL;
    }
  /* a seat still named as the engine names it by default ("Yellow")
   * reads in the reader's language, as the app names it ("Gelb") */
  defaults = cs_classic_record_new (r->n_players, 0);
  for (guint p = 0; p < r->n_players; p++)
    if (g_strcmp0 (r->names[p], defaults->names[p]) == 0)
      {
        g_free (r->names[p]);
        r->names[p] = g_strdup (cs_classic_text_name (p));
      }
  return g_steal_pointer (&r);
}

static int
validate_one (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *data = NULL;
  gsize len;

  /* both errors already begin with the path; before it, the command's
   * name, as every command's errors have */
  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, &error) ||
      !cs_keyfile_load (kf, data, len, path, &error))
    {
      fprintf (stderr, "castellan-cli validate: %s\n", cli_error (error));
      return 1;
    }
  if (g_key_file_has_key (kf, "Tileset", "Expansion", NULL))
    {
      /* an expansion's tiles, checked with the shipped base set (B-2.5) */
      g_autoptr(CsClassicTileset) set = cli_load_classic_tileset ("carcassonne", 0, NULL, &error);
      if (set == NULL || !cs_classic_tileset_add_expansion (set, data, len, path, &error))
        {
          fprintf (stderr, "castellan-cli validate: %s\n", cli_error (error));
          return 1;
        }
      printf (_("%s: a valid expansion tile set; with the base game %u tiles\n"), path, set->n_tiles);
    }
  else if (g_key_file_has_group (kf, "Tileset"))
    {
      g_autoptr(CsClassicTileset) set = cs_classic_tileset_new_from_data (data, len, path, &error);
      if (set == NULL)
        {
          fprintf (stderr, "castellan-cli validate: %s\n", cli_error (error));
          return 1;
        }
      printf (_("%s: a valid classic tile set of %u tiles\n"), path, set->n_tiles);
    }
  else
    {
      g_autoptr(CsClassicTileset) set = NULL;
      g_autoptr(CsClassicRecord) r = cli_load_classic_record ("validate", path, &set);
      g_autofree CsClassic *game = g_new0 (CsClassic, 1);
      gboolean ok = r != NULL && cs_classic_record_start (r, set, game, NULL, &error);

      for (guint m = 0; ok && m < r->moves->len; m++)
        ok = cs_classic_record_play_move (r, m, game, NULL, &error);
      if (!ok)
        {
          if (error)
            fprintf (stderr, "castellan-cli validate: %s\n", cli_error (error));
          return 1;
        }
      printf (_("%s: a valid classic game record, %u moves\n"), path, r->moves->len);
    }
  return 0;
}

int
cli_classic_validate (int argc, char **argv)
{
  GOptionEntry entries[] = { COMMON_OPTIONS, { NULL } };

  return cli_validate_files (entries, argc, argv, validate_one);
}

CLI_REPLAY_STEPS (classic, CsClassicRecord, CsClassic, cs_classic_record_play_move, print_events, cs_classic_over)

int
cli_classic_replay (int argc, char **argv)
{
  GOptionEntry entries[] = { COMMON_OPTIONS, { NULL } };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autoptr(CsClassicRecord) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  int rc = cli_record_args ("replay", entries, NULL, &argc, &argv);

  if (rc >= 0)
    return rc;
  r = cli_load_classic_record ("replay", argv[1], &set);
  if (r == NULL)
    return 1;
  if (!cs_classic_record_start (r, set, game, ev, &error))
    {
      fprintf (stderr, "castellan-cli replay: %s\n", cli_error (error));
      return 1;
    }
  print_events (game, ev, r);
  if (cli_replay_moves (CLI_REPLAY (classic, r, game, ev)) != 0)
    return 1;
  printf (_("Scores:"));
  for (guint p = 0; p < game->n_players; p++)
    printf (" %s %d", r->names[p], game->player[p].score);
  printf ("\n");
  return 0;
}

/* the meeple on each kind of feature, as explain lists them (D-14) */
static const char *const role_words[CS_CLASSIC_N_KINDS] = {
  [CS_CLASSIC_FIELD] = NC_("classic meeple", "farmer"), [CS_CLASSIC_ROAD] = NC_("classic meeple", "traveller"),
  [CS_CLASSIC_CITY] = NC_("classic meeple", "knight"), [CS_CLASSIC_CLOISTER] = NC_("classic meeple", "monk"),
};

/* C-4.3: a side of the tile against a different side of its neighbour,
 * [ours][theirs] by the kind of side: a field, road or city side */
static const char *const side_clash[3][3] = {
  [CS_CLASSIC_FIELD] = {
    [CS_CLASSIC_ROAD] = N_("  %-7s %u  %-6s its field side %s meets a road side\n"),
    [CS_CLASSIC_CITY] = N_("  %-7s %u  %-6s its field side %s meets a city side\n"),
  },
  [CS_CLASSIC_ROAD] = {
    [CS_CLASSIC_FIELD] = N_("  %-7s %u  %-6s its road side %s meets a field side\n"),
    [CS_CLASSIC_CITY] = N_("  %-7s %u  %-6s its road side %s meets a city side\n"),
  },
  [CS_CLASSIC_CITY] = {
    [CS_CLASSIC_FIELD] = N_("  %-7s %u  %-6s its city side %s meets a field side\n"),
    [CS_CLASSIC_ROAD] = N_("  %-7s %u  %-6s its city side %s meets a road side\n"),
  },
};

/* the move is a choice, not a tile: say whose and what it is about */
static void
explain_decision (const CsClassic *game, const CsClassicRecord *r, int turn)
{
  const CsClassicBcb *b = &game->bcb;
  const char *who = r->names[cs_classic_to_move (game)];

  switch (game->phase)
    {
    case CS_CLASSIC_PHASE_CASTLE:
      printf (_("Move %d: %s completed a small city and chooses: score it now, 4 points, or build a castle "
                "that scores the next feature finished near it (B-4.2).\n"), turn, who);
      break;
    case CS_CLASSIC_PHASE_OFFER:
      printf (_("Move %d: %s is the auctioneer: they pick a displayed tile and open with a bid of 0 or more (B-5.3).\n"),
              turn, who);
      break;
    case CS_CLASSIC_PHASE_BID:
      printf (_("Move %d: %s may outbid the highest bid so far (%d) for tile %c, or pass (B-5.3).\n"), turn, who, b->high_bid,
              cs_classic_tile (game->tileset, b->display[b->pick])->letter);
      break;
    case CS_CLASSIC_PHASE_PICK:
      printf (_("Move %d: %s picks one of the displayed tiles and plays it at once (BV-1).\n"), turn, who);
      break;
    default:
      printf (_("Move %d: %s, the auctioneer, either buys the tile, paying the bid (%d) to %s, or sells it to them for the bid (B-5.4).\n"),
              turn, who, b->high_bid, r->names[b->high_bidder >= 0 ? b->high_bidder : 0]);
      break;
    }
}

int
cli_classic_explain (int argc, char **argv)
{
  GOptionEntry entries[] = {
    COMMON_OPTIONS,
    { "turn", 0, 0, G_OPTION_ARG_INT, &opt_turn, N_("The move whose tile to explain (1 = the first)"), N_("N") },
    { NULL }
  };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autoptr(CsClassicRecord) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  const CsClassicDesign *d;
  guint legal = 0, bridged = 0;
  int rc = cli_record_args ("explain", entries, &opt_turn, &argc, &argv);

  if (rc >= 0)
    return rc;
  r = cli_load_classic_record ("explain", argv[1], &set);
  if (r == NULL)
    return 1;
  if (!cs_classic_record_start (r, set, game, NULL, &error))
    {
      fprintf (stderr, "castellan-cli explain: %s\n", cli_error (error));
      return 1;
    }
  if (!cli_explain_reach (CLI_REPLAY (classic, r, game, ev),
                          argv[1], opt_turn))
    return 1;
  if (game->phase != CS_PHASE_PLACE)
    {
      explain_decision (game, r, opt_turn);
      return 0;
    }
  d = cs_classic_tile (set, game->current);
  printf (_("Move %d: %s places tile %c.\n"), opt_turn, r->names[game->active], d->letter);
  /* every empty cell next to a laid tile, in reading order, every turn */
  for (int y = game->min_y - 1; y <= game->max_y + 1; y++)
    for (int x = game->min_x - 1; x <= game->max_x + 1; x++)
      {
        guint cell = cs_classic_cell (x, y);
        if (game->cell_slot[cell] != CS_CLASSIC_NO_SLOT || game->cell_con[cell] == 0)
          continue;
        for (guint rot = 0; rot < 4; rot++)
          {
            CsClassicVerdict v;
            char name[16];
            cs_classic_verdict (game, cell, rot, &v);
            cs_classic_cell_name (cell, name);
            if (v.code == CS_VERDICT_LEGAL)
              {
                CsClassicSpot spots[CS_CLASSIC_MAX_PIECES];
                guint ns = cs_classic_spots (game, cell, rot, spots);
                GString *open = g_string_new (NULL);
                legal++;
                for (guint s = 0; s < ns; s++)
                  if (spots[s].state == CS_SPOT_OPEN)
                    g_string_append_printf (open, " %c=%s", d->pieces[s].label, g_dpgettext2 (NULL, "classic meeple", role_words[spots[s].type]));
                printf (_("  %-7s %u  legal;  meeple spots:%s\n"), name, rot, open->len ? open->str : _(" none"));
                g_string_free (open, TRUE);
              }
            else if (v.bridge != 0)
              {
                /* B-3.5: the placement needs a bridge */
                guint t = CS_CLASSIC_BRIDGE_TARGET (v.bridge);
                int bx = x + (t == 2) - (t == 4), by = y + (t == 3) - (t == 1);
                bridged++;
                if (CS_CLASSIC_BRIDGE_AXIS (v.bridge) == 1)
                  printf (_("  %-7s %u  B-3.5  fits only with a bridge, such as one across the tile at %d,%d from north to south\n"),
                          name, rot, bx, by);
                else
                  printf (_("  %-7s %u  B-3.5  fits only with a bridge, such as one across the tile at %d,%d from west to east\n"),
                          name, rot, bx, by);
              }
            else if (v.ours < 3 && v.theirs < 3 && side_clash[v.ours][v.theirs])
              printf (_(side_clash[v.ours][v.theirs]), name, rot, v.rule, cs_text_side (v.side));
            else
              printf ("  %-7s %u  %s\n", name, rot, v.rule);
          }
      }
  printf (_("  Every other cell: a tile must share a side with a laid tile (C-4.2)\n"));
  printf (g_dngettext (GETTEXT_PACKAGE, "%u legal placement.\n", "%u legal placements.\n", legal), legal);
  if (bridged > 0)
    printf (g_dngettext (GETTEXT_PACKAGE, "%u more placement fits with a bridge (B-3.5).\n",
                         "%u more placements fit with a bridge (B-3.5).\n", bridged), bridged);
  if (game->options & CS_CLASSIC_BCB)
    printf (_("%s's supply: bridges %u, castle tokens %u (B-1.3).\n"), r->names[game->active],
            game->player[game->active].bridges, game->player[game->active].castles);
  return 0;
}

/* ---- dump ------------------------------------------------------------------------------ */

int
cli_classic_dump (int argc, char **argv)
{
  GOptionEntry entries[] = { COMMON_OPTIONS, { NULL } };
  g_autoptr(CsClassicTileset) set = NULL;
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *top = json_object_new (), *board = json_object_new ();
  JsonArray *designs = json_array_new ();
  g_autofree char *text = NULL;
  guint options = 0;

  if (!cli_parse ("dump", entries, "", &argc, &argv) || !game_options ("dump", &options))
    return 2;
  set = load_tileset ("dump", opt_tileset, options, NULL);
  if (set == NULL)
    return 1;
  json_object_set_string_member (top, "format", "castellan-dump");
  json_object_set_int_member (top, "version", 2);
  json_object_set_string_member (top, "game", "carcassonne");
  json_object_set_string_member (board, "shape", "open");
  /* C-2.5: a chain of every tile but the start reaches this far and no
   * farther (71, 83 with BC&B); the engine's grid has a ring more */
  json_object_set_int_member (board, "radius", set->n_tiles - 1);
  json_object_set_string_member (board, "start", (char[]) { cs_classic_tile (set, set->start)->letter, 0 });
  json_object_set_object_member (top, "board", board);
  json_object_set_string_member (top, "name", set->name);
  json_object_set_int_member (top, "tiles", set->n_tiles);
  for (guint i = 0; i < set->n_designs; i++)
    {
      const CsClassicDesign *d = &set->design[i];
      JsonObject *o = json_object_new ();
      JsonArray *pieces = json_array_new (), *segs = json_array_new ();

      json_object_set_string_member (o, "letter", (char[]) { d->letter, 0 });
      json_object_set_int_member (o, "count", d->count);
      if (d->bazaar)
        json_object_set_boolean_member (o, "bazaar", TRUE);
      if (d->inn)
        json_object_set_boolean_member (o, "inn", TRUE);
      if (d->expansion)
        json_object_set_string_member (o, "expansion", "bcb");
      for (guint s = 0; s < CS_SEGMENTS; s++)
        json_array_add_int_element (segs, d->seg_piece[s]);
      json_object_set_array_member (o, "segments", segs);
      for (guint p = 0; p < d->n_pieces; p++)
        {
          JsonObject *po = json_object_new ();
          JsonArray *borders = json_array_new ();
          json_object_set_string_member (po, "label", (char[]) { d->pieces[p].label, 0 });
          json_object_set_string_member (po, "kind", cs_classic_kind_name (d->pieces[p].type));
          if (d->pieces[p].shield)
            json_object_set_boolean_member (po, "shield", TRUE);
          if (d->pieces[p].cap)
            json_object_set_boolean_member (po, "cap", TRUE);
          for (guint q = 0; q < d->n_pieces; q++)
            if (d->pieces[p].borders & (1u << q))
              json_array_add_int_element (borders, q);
          if (d->pieces[p].type == CS_CLASSIC_FIELD)
            json_object_set_array_member (po, "borders", borders);
          else
            json_array_unref (borders);
          json_array_add_object_element (pieces, po);
        }
      json_object_set_array_member (o, "pieces", pieces);
      json_array_add_object_element (designs, o);
    }
  json_object_set_array_member (top, "designs", designs);
  json_node_take_object (root, top);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  text = json_generator_to_data (gen, NULL);
  printf ("%s\n", text);
  return 0;
}
