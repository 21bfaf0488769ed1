/* cli-play.c — play, tileset-report and bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-commands.h"
#include "cs-ai.h"
#include "cs-policy.h"
#include "cs-text.h"

typedef void (*PolicyFunc) (const CsGame *game, CsRng *rng, CsMove *move);

/* the computer levels of cs-ai.h, as policies; without the wall-clock cap,
 * so that a seed names the same game on any machine (issue 34) */
static const CsAiOptions uncapped = { .budget_scale = 1.0, .time_cap_us = -1 };
#define AI_POLICY(lvl, LEVEL) \
  static void ai_##lvl (const CsGame *game, CsRng *rng, CsMove *move) \
  { cs_ai_choose_move_full (game, LEVEL, cs_rng_next (rng), NULL, &uncapped, move, NULL); }
AI_POLICY (beginner, CS_AI_BEGINNER)
AI_POLICY (casual, CS_AI_CASUAL)
AI_POLICY (strong, CS_AI_STRONG)
AI_POLICY (expert, CS_AI_EXPERT)

static PolicyFunc
policy_from_name (const char *name)
{
  static const PolicyFunc levels[CS_AI_N_LEVELS] = { ai_beginner, ai_casual, ai_strong, ai_expert };

  if (name == NULL || strcmp (name, "greedy") == 0)
    return cs_policy_greedy;
  if (strcmp (name, "random") == 0)
    return cs_policy_random;
  if (cs_ai_level_from_name (name) >= 0)
    return levels[cs_ai_level_from_name (name)];
  return NULL;
}

/* Per-game facts the tile-set report adds up. */
typedef struct {
  guint removed;
  int   score[2];
  guint wall_won[CS_NUM_WALL_KINDS + 1];   /* copies taken by either player */
  guint scored[CS_N_FEATURE_TYPES];        /* features completed and scored for points */
  guint completed[CS_N_FEATURE_TYPES];
  guint scored_tiles[CS_N_FEATURE_TYPES];  /* their sizes, added up */
  guint scored_max[CS_N_FEATURE_TYPES];
  guint scored_big[CS_N_FEATURE_TYPES];    /* of 5 tiles or more */
  guint keep_points;
  guint court_points;
  guint court_player[2];
  guint wall_points;
  guint returns, fast_returns;             /* followers back in supply; of them, fast */
  guint returns_of[CS_N_FEATURE_TYPES], fast_of[CS_N_FEATURE_TYPES];   /* the same per feature type */
  guint play_points, fast_points;          /* points scored during play; of them, fast */
  guint points_of[CS_N_FEATURE_TYPES];     /* points scored during play per feature type */
  int   wall_credit[2][CS_NUM_WALL_KINDS + 1];   /* points each wall-tile kind brought */
  guint keep_size[2];
  int   keep_winner;                        /* player + 1 of the keep line */
  /* the turn being read */
  int   placed_cell[2];
  int   last_scorer, last_points, last_fast;
  int   extra_next, in_extra;                /* player + 1 */
} GameStats;

static void
stats_add_events (GameStats *st, const CsEvents *ev)
{
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      switch (e->type)
        {
        case CS_EVENT_TILE_REMOVED:
          st->removed++;
          break;
        case CS_EVENT_TILE_LAID:
          st->placed_cell[0] = st->placed_cell[1] = -1;
          st->in_extra = st->extra_next;
          st->extra_next = 0;
          break;
        case CS_EVENT_FOLLOWER_PLACED:
          st->placed_cell[e->player] = e->cell;
          break;
        case CS_EVENT_EXTRA_TURN:
          st->extra_next = e->player + 1;
          break;
        case CS_EVENT_WALL_TILE_TAKEN:
          st->wall_won[e->kind]++;
          break;
        case CS_EVENT_WALL_TILE_USED:
          /* tiles 2/3: what the boost added to the feature scored next */
          if (i + 1 < ev->n && ev->ev[i + 1].type == CS_EVENT_FEATURE_SCORED)
            {
              const CsEvent *f = &ev->ev[i + 1];
              st->wall_credit[e->player][e->kind] += f->size * f->per_unit - f->size * f->per_unit / (1 + e->count);
            }
          break;
        case CS_EVENT_FEATURE_SCORED:
          st->completed[e->ftype]++;
          st->last_scorer = e->player;
          st->last_points = e->points;
          st->last_fast = FALSE;
          if (e->points > 0)
            {
              st->scored[e->ftype]++;
              st->scored_tiles[e->ftype] += e->size;
              st->scored_max[e->ftype] = MAX (st->scored_max[e->ftype], e->size);
              st->scored_big[e->ftype] += e->size >= 5;
              st->play_points += e->points;
              st->points_of[e->ftype] += e->points;
              if (st->in_extra == e->player + 1)
                st->wall_credit[e->player][CS_WALL_EXTRA_TURN] += e->points;
            }
          break;
        case CS_EVENT_FOLLOWER_RETURNED:
          st->returns++;
          st->returns_of[e->ftype]++;
          if (e->cell == st->placed_cell[e->player])
            {
              st->fast_returns++;
              st->fast_of[e->ftype]++;
              if (!st->last_fast && st->last_scorer == e->player)
                st->fast_points += st->last_points;
              st->last_fast = TRUE;
            }
          break;
        case CS_EVENT_FINAL_LINE:
          if (e->kind == CS_LINE_KEEP)
            {
              st->keep_points += e->points;
              st->keep_winner = e->player + 1;
            }
          else if (e->kind == CS_LINE_COURT)
            {
              st->court_points += e->points;
              if (e->player >= 0)
                {
                  st->court_player[e->player] += e->points;
                  if (e->per_unit > 3)   /* tile 7: 4 or 8 a market instead of 3 */
                    st->wall_credit[e->player][CS_WALL_MARKETS_X4] += e->size * (e->per_unit - 3);
                }
            }
          else
            {
              st->wall_points += e->points;
              if (e->player >= 0)
                st->wall_credit[e->player][e->wall] += e->points;
            }
          break;
        default:
          break;
        }
    }
}

static void
print_events (const CsGame *game, const CsEvents *ev, const char *const names[2])
{
  for (guint i = 0; i < ev->n;)
    {
      g_autofree char *s = cs_text_events_next (game, ev, &i, CS_THEME_CASTLE, names);
      printf ("  %s\n", s);
    }
}

/* Play one whole game; returns FALSE only on an engine failure. */
static gboolean
play_game (const CsBoard   *board,
           const CsTileset *tileset,
           guint32          seed,
           guint            variants,
           PolicyFunc       policy[2],
           const char      *const *names,   /* for -v; NULL when not verbose */
           CsRecord        *record,
           CliTrace        *trace,
           gboolean         verbose,
           GameStats       *st,
           CsGame          *game)
{
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  CsRng rng = { seed * G_GUINT64_CONSTANT (2654435761) + 1 };
  g_autoptr(GError) error = NULL;

  if (record)
    {
      cs_record_setup_from_seed (record, tileset, seed, seed & 1);
      record->variants = variants;
      if (!cs_record_start (record, board, tileset, game, ev, &error))
        {
          fprintf (stderr, "castellan-cli play: %s\n", cli_error (error));
          return FALSE;
        }
    }
  else
    cs_game_init (game, board, tileset, variants, seed, seed & 1, ev);

  if (trace)
    {
      cli_trace_begin (trace, game, seed);
      cli_trace_events (trace, game, ev);
    }
  if (verbose)
    print_events (game, ev, names);
  if (st)
    stats_add_events (st, ev);

  while (!cs_game_over (game))
    {
      CsMove m;
      g_autoptr(GError) err = NULL;

      policy[game->active] (game, &rng, &m);
      if (record)
        cs_record_add_move (record, game, &m);
      ev->n = 0;
      if (!cs_game_play (game, &m, ev, &err))
        {
          fprintf (stderr, "castellan-cli play: seed %u: %s\n", seed, err->message);
          return FALSE;
        }
      if (trace)
        cli_trace_events (trace, game, ev);
      if (verbose)
        print_events (game, ev, names);
      if (st)
        stats_add_events (st, ev);
    }
  if (trace)
    cli_trace_end (trace, game);
  if (st)
    for (guint p = 0; p < 2; p++)
      {
        st->score[p] = game->player[p].score;
        st->keep_size[p] = game->player[p].keep_size;
      }
  return TRUE;
}

static gint    opt_seed = 1;
static gint    opt_games = 1;
static char   *opt_record = NULL;
static char   *opt_trace = NULL;
static char   *opt_policy_a = NULL;
static char   *opt_policy_b = NULL;
static char   *opt_board = NULL;
static char   *opt_tileset = NULL;
static gboolean opt_verbose = FALSE;
static char  **opt_variants = NULL;

static guint
parse_variants (char **list)
{
  guint v = 0;
  for (guint i = 0; list && list[i]; i++)
    for (guint k = 0; k < 4; k++)
      if (strcmp (list[i], cs_variant_id (1u << k)) == 0)
        v |= 1u << k;
  return v;
}

static gboolean
load_data (const char *cmd, CsBoard **board, CsTileset **tileset)
{
  g_autoptr(GError) error = NULL;

  *board = cli_load_board (opt_board ? opt_board : "castle", NULL, &error);
  if (*board == NULL)
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, cli_error (error));
      return FALSE;
    }
  *tileset = cli_load_tileset (opt_tileset ? opt_tileset : "castellan", NULL, &error);
  if (*tileset == NULL)
    {
      fprintf (stderr, "castellan-cli %s: %s\n", cmd, cli_error (error));
      g_clear_pointer (board, cs_board_free);
      return FALSE;
    }
  return TRUE;
}

int
cli_play (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT, &opt_seed, N_("Seed of the first game (default 1)"), N_("N") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Number of games (default 1)"), N_("N") },
    { "record", 'r', 0, G_OPTION_ARG_FILENAME, &opt_record, N_("Write the (last) game's record to FILE"), N_("FILE") },
    { "trace", 't', 0, G_OPTION_ARG_FILENAME, &opt_trace, N_("Write a JSON trace of the games to FILE"), N_("FILE") },
    { "a", 0, 0, G_OPTION_ARG_STRING, &opt_policy_a, N_("Player 1: greedy, random or a level (beginner, casual, strong, expert)"), N_("POLICY") },
    { "b", 0, 0, G_OPTION_ARG_STRING, &opt_policy_b, N_("Player 2: greedy, random or a level (beginner, casual, strong, expert)"), N_("POLICY") },
    { "variant", 0, 0, G_OPTION_ARG_STRING_ARRAY, &opt_variants, N_("Play with a variant (V-1…V-4); repeatable"), N_("V-N") },
    { "board", 0, 0, G_OPTION_ARG_FILENAME, &opt_board, N_("Board file (default: the shipped castle)"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &opt_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &opt_verbose, N_("Print every event"), NULL },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  CliTrace *trace = NULL;
  PolicyFunc policy[2];
  const char *policies[2];
  g_autofree char *name_a = NULL, *name_b = NULL, *shown_a = NULL, *shown_b = NULL;
  const char *names[2], *shown[2];
  guint wins[3] = { 0 };
  double total[2] = { 0 };
  int rc = 0;

  if (!cli_parse ("play", entries, "", &argc, &argv))
    return 2;
  policy[0] = policy_from_name (opt_policy_a);
  policy[1] = policy_from_name (opt_policy_b);
  if (!policy[0] || !policy[1] || opt_games < 1)
    {
      fprintf (stderr, "castellan-cli play: %s\n", _("policies are greedy, random, beginner, casual, strong or expert; --games is at least 1"));
      return 2;
    }
  if (!load_data ("play", &board, &tileset))
    return 1;
  /* the same names in the record, the trace and -v, with the policy: kept
   * in English, as replay and explain read them (cli_load_record), and
   * printed by -v in the reader's language */
  policies[0] = opt_policy_a ? opt_policy_a : "greedy";
  policies[1] = opt_policy_b ? opt_policy_b : "greedy";
  names[0] = name_a = g_strdup_printf ("Player 1 (%s)", policies[0]);
  names[1] = name_b = g_strdup_printf ("Player 2 (%s)", policies[1]);
  shown[0] = shown_a = cli_seat_name (0, policies[0]);
  shown[1] = shown_b = cli_seat_name (1, policies[1]);
  if (opt_trace)
    trace = cli_trace_new ("castle", opt_board ? opt_board : "castle", opt_tileset ? opt_tileset : "castellan",
                           CS_NUM_PLAYERS, names, policies,
                           cli_trace_castle_options (parse_variants (opt_variants)));

  for (int i = 0; i < opt_games; i++)
    {
      g_autoptr(CsRecord) record = opt_record ? cs_record_new () : NULL;
      GameStats st = { 0 };
      guint32 seed = opt_seed + i;

      if (record)
        {
          g_free (record->names[0]);
          g_free (record->names[1]);
          record->names[0] = g_strdup (names[0]);
          record->names[1] = g_strdup (names[1]);
          g_free (record->kinds[0]);
          g_free (record->kinds[1]);
          record->kinds[0] = g_strdup ("computer");
          record->kinds[1] = g_strdup ("computer");
        }
      if (!play_game (board, tileset, seed, parse_variants (opt_variants), policy, shown, record, trace,
                      opt_verbose, &st, game))
        {
          rc = 1;
          break;
        }
      printf (_("game %u (seed %u): %d – %d\n"), i + 1, seed, st.score[0], st.score[1]);
      total[0] += st.score[0];
      total[1] += st.score[1];
      wins[st.score[0] > st.score[1] ? 0 : st.score[1] > st.score[0] ? 1 : 2]++;
      if (record && i == opt_games - 1)
        {
          g_autoptr(GError) error = NULL;
          gsize len;
          g_autofree char *data = cs_record_to_data (record, &len);
          if (!g_file_set_contents (opt_record, data, len, &error))
            {
              fprintf (stderr, "castellan-cli play: %s\n", cli_error (error));
              rc = 1;
            }
        }
    }
  if (opt_games > 1)
    printf (_("%d games: player 1 won %u, player 2 won %u, %u shared; mean scores %.1f – %.1f\n"),
            opt_games, wins[0], wins[1], wins[2], total[0] / opt_games, total[1] / opt_games);
  if (trace)
    {
      g_autoptr(GError) error = NULL;
      if (!cli_trace_write (trace, opt_trace, &error))
        {
          fprintf (stderr, "castellan-cli play: %s\n", cli_error (error));
          rc = 1;
        }
      cli_trace_free (trace);
    }
  return rc;
}

/* ---- tileset-report -------------------------------------------------------- */

static gboolean
tiles_equal_turned (const CsTile *a, const CsTile *b)
{
  if (a->n_pieces != b->n_pieces)
    return FALSE;
  for (guint r = 0; r < 4; r++)
    {
      gboolean same = TRUE;
      for (guint i = 0; i < 12 && same; i++)
        {
          const CsPiece *pa = &a->pieces[a->rot_piece[0][i]];
          const CsPiece *pb = &b->pieces[b->rot_piece[r][i]];
          same = pa->type == pb->type && pa->fountain == pb->fountain && pa->markets == pb->markets;
          for (guint j = i + 1; j < 12 && same; j++)
            same = (a->rot_piece[0][i] == a->rot_piece[0][j]) == (b->rot_piece[r][i] == b->rot_piece[r][j]);
        }
      if (same)
        {
          /* inner pieces must match too */
          guint ia[CS_N_FEATURE_TYPES] = { 0 }, ib[CS_N_FEATURE_TYPES] = { 0 };
          for (guint p = 0; p < a->n_pieces; p++)
            if (a->pieces[p].n_segments == 0)
              ia[a->pieces[p].type]++;
          for (guint p = 0; p < b->n_pieces; p++)
            if (b->pieces[p].n_segments == 0)
              ib[b->pieces[p].type]++;
          if (memcmp (ia, ib, sizeof ia) == 0)
            return TRUE;
        }
    }
  return FALSE;
}

static int
sign (int x)
{
  return (x > 0) - (x < 0);
}

int
cli_tileset_report (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Number of seeded games (default 1000)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT, &opt_seed, N_("Seed of the first game (default 1)"), N_("N") },
    { "a", 0, 0, G_OPTION_ARG_STRING, &opt_policy_a, N_("Player 1: greedy, random or a level (beginner, casual, strong, expert)"), N_("POLICY") },
    { "b", 0, 0, G_OPTION_ARG_STRING, &opt_policy_b, N_("Player 2: greedy, random or a level (beginner, casual, strong, expert)"), N_("POLICY") },
    { "board", 0, 0, G_OPTION_ARG_FILENAME, &opt_board, N_("Board file (default: the shipped castle)"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &opt_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  PolicyFunc policy[2];
  static const char *const kind_names[CS_NUM_WALL_KINDS + 1] = {
    "", N_("1 extra turn"), N_("2 tower x2"), N_("3 house x2"), N_("4 unfinished path"),
    N_("5 unfinished tower"), N_("6 unfinished house"), N_("7 markets x4"), N_("8 bigger keep"),
    N_("9 five points")
  };
  guint games_with_kind[CS_NUM_WALL_KINDS + 1] = { 0 }, decided[CS_NUM_WALL_KINDS + 1] = { 0 };
  guint games_with_scored[CS_N_FEATURE_TYPES] = { 0 };
  guint scored[CS_N_FEATURE_TYPES] = { 0 }, scored_tiles[CS_N_FEATURE_TYPES] = { 0 };
  guint scored_max[CS_N_FEATURE_TYPES] = { 0 }, scored_big[CS_N_FEATURE_TYPES] = { 0 };
  double removed = 0, score_sum = 0, keep = 0, courts = 0, walls = 0, court_share = 0;
  double returns = 0, fast_returns = 0, play_points = 0, fast_points = 0;
  guint returns_of[CS_N_FEATURE_TYPES] = { 0 }, fast_of[CS_N_FEATURE_TYPES] = { 0 };
  guint points_of[CS_N_FEATURE_TYPES] = { 0 };
  guint removed_max = 0, dupes = 0, pieces[CS_N_FEATURE_TYPES] = { 0 }, markets = 0, fountains = 0, squares = 0;
  guint court_max = 0;
  GArray *scores = g_array_new (FALSE, FALSE, sizeof (int));
  int n;

  opt_games = 1000;
  if (!cli_parse ("tileset-report", entries, "", &argc, &argv))
    return 2;
  policy[0] = policy_from_name (opt_policy_a);
  policy[1] = policy_from_name (opt_policy_b);
  if (!policy[0] || !policy[1])
    {
      fprintf (stderr, "castellan-cli tileset-report: %s\n", _("policies are greedy, random, beginner, casual, strong or expert"));
      return 2;
    }
  if (!load_data ("tileset-report", &board, &tileset))
    return 1;
  n = MAX (opt_games, 1);

  for (guint i = 0; i < tileset->n_tiles; i++)
    {
      const CsTile *t = &tileset->tiles[i];
      for (guint p = 0; p < t->n_pieces; p++)
        {
          pieces[t->pieces[p].type]++;
          markets += t->pieces[p].markets;
          fountains += t->pieces[p].fountain;
        }
      squares += t->square;
      for (guint j = 0; j < i; j++)
        if (tiles_equal_turned (t, &tileset->tiles[j]))
          {
            printf (_("tile %u is the same as tile %u turned\n"), t->number, tileset->tiles[j].number);
            dupes++;
          }
    }

  for (int g = 0; g < n; g++)
    {
      GameStats st = { 0 };
      if (!play_game (board, tileset, opt_seed + g, 0, policy, NULL, NULL, NULL, FALSE, &st, game))
        return 1;
      removed += st.removed;
      removed_max = MAX (removed_max, st.removed);
      score_sum += st.score[0] + st.score[1];
      g_array_append_val (scores, st.score[0]);
      g_array_append_val (scores, st.score[1]);
      keep += st.keep_points;
      courts += st.court_points;
      walls += st.wall_points;
      returns += st.returns;
      fast_returns += st.fast_returns;
      for (guint t = 0; t < CS_N_FEATURE_TYPES; t++)
        {
          returns_of[t] += st.returns_of[t];
          points_of[t] += st.points_of[t];
          fast_of[t] += st.fast_of[t];
        }
      play_points += st.play_points;
      fast_points += st.fast_points;
      for (guint p = 0; p < 2; p++)
        {
          court_share += st.score[p] > 0 ? (double) st.court_player[p] / st.score[p] : 0;
          court_max = MAX (court_max, st.court_player[p]);
        }
      /* tile 8 counts where the keep would not have been larger without it */
      if (st.keep_winner > 0)
        {
          guint p = st.keep_winner - 1;
          if (st.keep_size[p] <= st.keep_size[1 - p])
            st.wall_credit[p][CS_WALL_BIGGER_KEEP] += st.keep_points;
        }
      for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
        if (st.wall_won[k] > 0)
          {
            games_with_kind[k]++;
            decided[k] += sign (st.score[0] - st.score[1]) !=
                          sign ((st.score[0] - st.wall_credit[0][k]) - (st.score[1] - st.wall_credit[1][k]));
          }
      for (guint t = 0; t < CS_N_FEATURE_TYPES; t++)
        {
          games_with_scored[t] += st.scored[t] > 0;
          scored[t] += st.scored[t];
          scored_tiles[t] += st.scored_tiles[t];
          scored_max[t] = MAX (scored_max[t], st.scored_max[t]);
          scored_big[t] += st.scored_big[t];
        }
    }

  printf (_("# %s: %u tiles, %u distinct\n\n"), tileset->name, tileset->n_tiles, tileset->n_tiles - dupes);
  printf (_("Pieces: %u paths (%u with a fountain), %u towers, %u houses, %u courts (%u markets); %u squares\n\n"),
          pieces[CS_PATH], fountains, pieces[CS_TOWER], pieces[CS_HOUSE], pieces[CS_COURT], markets, squares);
  printf (_("Measured over %d seeded games (seeds %d–%d), %s against %s:\n\n"), n, opt_seed, opt_seed + n - 1,
          opt_policy_a ? opt_policy_a : "greedy", opt_policy_b ? opt_policy_b : "greedy");
  printf (_("| measure | value | target |\n|---|---|---|\n"));
  printf (_("| tiles removed as unplaceable, mean per game | %.3f (max %u) | <= 1 |\n"), removed / n, removed_max);
  printf (_("| final score per player, mean | %.1f | 60–95 |\n"), score_sum / (2.0 * n));
  {
    int *s = (int *) scores->data;
    int lo = s[0], hi = s[0];
    for (guint i = 0; i < scores->len; i++)
      {
        lo = MIN (lo, s[i]);
        hi = MAX (hi, s[i]);
      }
    printf (_("| final score per player, range | %d–%d | |\n"), lo, hi);
  }
  for (guint t = 0; t < CS_COURT; t++)
    printf (_("| %s scored during play: mean size in tiles (largest; of 5 tiles or more, per game) | %.2f (%u; %.2f) | %s |\n"),
            cs_feature_type_name (t), scored[t] ? (double) scored_tiles[t] / scored[t] : 0.0, scored_max[t],
            (double) scored_big[t] / n, t == CS_PATH ? "" : ">= 2.0 (> 0)");
  printf (_("| fast points: followers back the turn they were placed, of all returns | %.1f%% | <= 50%% |\n"),
          returns ? 100.0 * fast_returns / returns : 0.0);
  for (guint t = 0; t < CS_COURT; t++)
    printf (_("| fast points on a %s: of its returns (returns per game) | %.1f%% (%.1f) | |\n"),
            cs_feature_type_name (t), returns_of[t] ? 100.0 * fast_of[t] / returns_of[t] : 0.0,
            (double) returns_of[t] / n);
  printf (_("| fast points, of the points scored during play | %.1f%% | |\n"),
          play_points ? 100.0 * fast_points / play_points : 0.0);
  printf (_("| paths / towers / houses scored during play, points per game | %.1f / %.1f / %.1f | |\n"),
          (double) points_of[CS_PATH] / n, (double) points_of[CS_TOWER] / n, (double) points_of[CS_HOUSE] / n);
  printf (_("| keep / courts / wall tiles in the final scoring, mean per game | %.1f / %.1f / %.1f | |\n"),
          keep / n, courts / n, walls / n);
  printf (_("| end-game courts, share of a player's final score (mean; largest court score) | %.1f%% (%u) | <= 35%% |\n"),
          100.0 * court_share / (2.0 * n), court_max);
  for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
    printf (_("| wall tile %s: taken in / decides (winner changes without its points) | %.1f%% / %.1f%% | >= 40%% / >= 3%% |\n"),
            _(kind_names[k]), 100.0 * games_with_kind[k] / n,
            games_with_kind[k] ? 100.0 * decided[k] / games_with_kind[k] : 0.0);
  for (guint t = 0; t < CS_COURT; t++)
    printf (_("| games where a %s is completed and scored | %.1f%% | >= 90%% |\n"),
            cs_feature_type_name (t), 100.0 * games_with_scored[t] / n);
  g_array_unref (scores);
  return dupes ? 1 : 0;
}

/* ---- bench ------------------------------------------------------------------ */

static gint opt_runs = 5;

/* random games from seeds run * 1000003 + g; the tiles laid are returned */
static guint64
bench_games (const CsBoard *board, const CsTileset *tileset, CsGame *game, guint run, gboolean checked)
{
  CsRng rng = { run + 1 };
  guint64 laid = 0;

  for (int g = 0; g < opt_games; g++)
    {
      cs_game_init (game, board, tileset, 0, run * 1000003u + g, g & 1, NULL);
      while (!cs_game_over (game))
        {
          CsMove m;
          cs_policy_random (game, &rng, &m);
          if (checked)
            cs_game_play (game, &m, NULL, NULL);
          else
            cs_game_play_trusted (game, &m, NULL);
        }
      laid += game->n_laid;
    }
  return laid;
}

int
cli_bench (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Random games per run (default 20000)"), N_("N") },
    { "runs", 0, 0, G_OPTION_ARG_INT, &opt_runs, N_("Runs of each measure; the median is reported (default 5)"), N_("N") },
    { "board", 0, 0, G_OPTION_ARG_FILENAME, &opt_board, N_("Board file (default: the shipped castle)"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &opt_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  enum { N_MID = 500, REPS = 200, MAX_RUNS = 99 };
  g_autofree CsGame *mid = g_new0 (CsGame, N_MID);
  g_autofree guint16 *order = g_new (guint16, REPS * N_MID);
  double games_s[MAX_RUNS], laid_s[MAX_RUNS], checked_s[MAX_RUNS], call_ns[MAX_RUNS], each_ns[MAX_RUNS];
  double per_call = 0;

  opt_games = 20000;
  if (!cli_parse ("bench", entries, "", &argc, &argv))
    return 2;
  opt_runs = CLAMP (opt_runs, 1, MAX_RUNS);
  if (!load_data ("bench", &board, &tileset))
    return 1;

  /* complete random games, no events: the engine's raw speed, each run
   * timed by the processor time of this thread (a shared machine's wall
   * clock also counts the time other programs held the core). First as
   * the computer players play their playouts (cs_game_play_trusted), then
   * every move checked (cs_game_play). */
  for (int run = 0; run < opt_runs; run++)
    {
      double t0 = cli_cpu_seconds ();
      guint64 laid = bench_games (board, tileset, game, run, FALSE);
      double secs = cli_cpu_seconds () - t0;

      games_s[run] = opt_games / secs;
      laid_s[run] = laid / secs;
      t0 = cli_cpu_seconds ();
      laid = bench_games (board, tileset, game, run, TRUE);
      checked_s[run] = laid / (cli_cpu_seconds () - t0);
    }

  /* the legal placements of the tile in hand in 500 mid-game positions (30
   * tiles laid), each visited 200 times in a shuffled order, so that
   * neither the caches nor the branch predictor learn a sequence */
  for (guint i = 0; i < N_MID; i++)
    {
      CsRng rng = { i + 7 };
      cs_game_init (&mid[i], board, tileset, 0, 424242 + i, 0, NULL);
      while (!cs_game_over (&mid[i]) && mid[i].n_laid < 30)
        {
          CsMove m;
          cs_policy_random (&mid[i], &rng, &m);
          cs_game_play_trusted (&mid[i], &m, NULL);
        }
    }
  for (int run = 0; run < opt_runs; run++)
    {
      CsPlacement out[CS_MAX_PLACEMENTS];
      CsRng rng = { 99 + run };
      guint64 listed = 0;
      double t0, secs;

      for (guint i = 0; i < REPS * N_MID; i++)
        order[i] = i % N_MID;
      for (guint i = REPS * N_MID - 1; i > 0; i--)
        {
          guint j = cs_rng_below (&rng, i + 1);
          guint16 t = order[i];
          order[i] = order[j];
          order[j] = t;
        }
      t0 = cli_cpu_seconds ();
      for (guint i = 0; i < REPS * N_MID; i++)
        listed += cs_game_placements (&mid[order[i]], FALSE, out);
      secs = cli_cpu_seconds () - t0;
      call_ns[run] = secs * 1e9 / (REPS * N_MID);
      each_ns[run] = listed ? secs * 1e9 / listed : 0;
      per_call = (double) listed / (REPS * N_MID);
    }

  printf ("%.0f placements/s\n", cli_median (laid_s, opt_runs));
  printf (_("random games, trusted moves (as the computer players' playouts): median of %d runs of %d games: "
            "%.0f games/s, %.0f tile placements/s, %.0f ns per placement (processor time of one core)\n"),
          opt_runs, opt_games, cli_median (games_s, opt_runs), cli_median (laid_s, opt_runs),
          1e9 / cli_median (laid_s, opt_runs));
  printf (_("the same games, every move checked (cs_game_play): median %.0f tile placements/s\n"),
          cli_median (checked_s, opt_runs));
  printf (_("legal placements of the tile in hand, 500 mid-game positions (30 tiles laid) in a shuffled order: "
            "median %.1f ns per call, %.2f ns per placement listed, %.1f placements per call\n"),
          cli_median (call_ns, opt_runs), cli_median (each_ns, opt_runs), per_call);
  return 0;
}
