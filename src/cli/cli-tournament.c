/* cli-tournament.c — computer opponents against each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games come in pairs: games 2k and 2k+1 use the same seed (the same pile
 * and wall tiles) with the seats swapped, so neither level profits from a
 * lucky deal or from moving first. Games run on --jobs threads at once.
 *
 * Classic Carcassonne (--game carcassonne, issue 18) plays N seats: level A
 * takes one, level B the others, and the N games of a deal put A in every
 * seat in turn (the seats rotated rather than swapped). A share of first
 * place counts as that fraction of a win. Its levels play without their
 * wall-clock cap, so a run gives the same games on any machine, loaded or
 * not; the time per move is reported, as wall-clock and as CPU time.
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli-commands.h"
#include "cs-ai.h"
#include "cs-classic-ai.h"

typedef struct {
  double score[2];       /* by level: [0] A, [1] B (the mean of B's seats) */
  double share;          /* A's share of first place: 1 won, 0 lost */
  double ms[2];          /* thinking time, by level */
  guint  moves[2];
  double ms_max[2];
  gboolean ok;
} GameResult;

typedef struct {
  const CsBoard   *board;
  const CsTileset *tileset;
  const CsClassicTileset *classic;   /* NULL: The Castle */
  guint            n_players;
  guint            options;          /* CsClassicOptions */
  CsAiLevel        level[2];
  CsAiOptions      opts[2];   /* 0: level A's, 1: level B's */
  guint32          seed;
  guint            n_games;
  gint             next;      /* atomic: next game to play */
  GMutex           lock;
  GCond            cond;
  guint            done;
  guint            wins_a, wins_b, ties;
  double           share_a;
  GameResult      *results;
  GArray          *wall[2];    /* every move's thinking time, ms, by level */
  GArray          *cpu[2];     /* the same in the thread's CPU time */
} Tournament;

/* the thread's CPU time in ms: what a move costs whatever the machine's load */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
think_time (Tournament *t, GameResult *res, guint side, gint64 t0, double cpu0)
{
  double ms = (g_get_monotonic_time () - t0) / 1000.0;
  double cpu = thread_cpu_ms () - cpu0;

  res->ms[side] += ms;
  res->ms_max[side] = MAX (res->ms_max[side], ms);
  res->moves[side]++;
  g_mutex_lock (&t->lock);
  g_array_append_val (t->wall[side], ms);
  g_array_append_val (t->cpu[side], cpu);
  g_mutex_unlock (&t->lock);
}

static int
cmp_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *a)
{
  guint n = a->len;

  if (n == 0)
    return 0;
  g_array_sort (a, cmp_double);
  return (g_array_index (a, double, (n - 1) / 2) + g_array_index (a, double, n / 2)) / 2;
}

static void
play_one_classic (Tournament *t, guint index, GameResult *res)
{
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  guint n = t->n_players;
  guint32 seed = t->seed + index / n;
  guint a_seat = index % n;
  int best = G_MININT, b_sum = 0;
  guint at_best = 0;

  memset (res, 0, sizeof *res);
  cs_classic_init (game, t->classic, n, t->options, seed, 0, NULL);
  while (!cs_classic_over (game))
    {
      guint side = cs_classic_to_move (game) == a_seat ? 0 : 1;
      guint64 move_seed = ((guint64) seed << 20) ^ ((guint64) game->move << 3) ^ game->active;
      gint64 t0 = g_get_monotonic_time ();
      double cpu0 = thread_cpu_ms ();
      CsClassicMove m;

      cs_classic_ai_choose_move (game, t->level[side], move_seed, NULL, &t->opts[side], &m, NULL);
      think_time (t, res, side, t0, cpu0);
      if (!cs_classic_play (game, &m, NULL, NULL))
        {
          g_printerr ("castellan-cli tournament: seed %u: %s\n", seed, _("the computer chose an illegal move"));
          return;
        }
    }
  for (guint p = 0; p < n; p++)
    {
      int s = game->player[p].score;
      if (s > best)
        best = s, at_best = 0;
      if (s == best)
        at_best++;
      if (p != a_seat)
        b_sum += s;
    }
  res->score[0] = game->player[a_seat].score;
  res->score[1] = (double) b_sum / (n - 1);
  res->share = game->player[a_seat].score == best ? 1.0 / at_best : 0.0;
  res->ok = TRUE;
}

static void
play_one (Tournament *t, guint index, GameResult *res)
{
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  guint32 seed = t->seed + index / 2;
  guint a_seat = index % 2;      /* seat of level A */

  memset (res, 0, sizeof *res);
  cs_game_init (game, t->board, t->tileset, 0, seed, 0, NULL);
  while (!cs_game_over (game))
    {
      guint side = game->active == a_seat ? 0 : 1;  /* 0: A, 1: B */
      guint64 move_seed = ((guint64) seed << 20) ^ ((guint64) game->move << 2) ^ side;
      CsMove m;
      gint64 t0 = g_get_monotonic_time ();
      double cpu0 = thread_cpu_ms ();

      cs_ai_choose_move_full (game, t->level[side], move_seed, NULL, &t->opts[side], &m, NULL);
      think_time (t, res, side, t0, cpu0);
      if (!cs_game_play (game, &m, NULL, NULL))
        {
          g_printerr ("castellan-cli tournament: seed %u: %s\n", seed, _("the computer chose an illegal move"));
          return;
        }
    }
  res->score[0] = game->player[a_seat].score;
  res->score[1] = game->player[1 - a_seat].score;
  res->share = res->score[0] > res->score[1] ? 1.0 : res->score[0] < res->score[1] ? 0.0 : 0.5;
  res->ok = TRUE;
}

static gpointer
worker (gpointer data)
{
  Tournament *t = data;

  for (;;)
    {
      guint i = g_atomic_int_add (&t->next, 1);
      GameResult *r;

      if (i >= t->n_games)
        break;
      r = &t->results[i];
      if (t->classic)
        play_one_classic (t, i, r);
      else
        play_one (t, i, r);
      g_mutex_lock (&t->lock);
      t->done++;
      if (r->ok)
        {
          if (r->share == 1.0)
            t->wins_a++;
          else if (r->share == 0.0)
            t->wins_b++;
          else
            t->ties++;
          t->share_a += r->share;
        }
      g_cond_signal (&t->cond);
      g_mutex_unlock (&t->lock);
    }
  return NULL;
}

/* Wilson score interval for a proportion, 95% */
static void
wilson (double p, double n, double *lo, double *hi)
{
  const double z = 1.959964;
  double d = 1 + z * z / n;
  double c = (p + z * z / (2 * n)) / d;
  double h = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / d;
  *lo = MAX (0.0, c - h);
  *hi = MIN (1.0, c + h);
}

static char   *opt_a = NULL;
static char   *opt_b = NULL;
static gint    opt_games = 100;
static gint    opt_seed = 1;
static gint    opt_jobs = 2;
static double  opt_scale = 1.0;
static double  opt_scale_a = 0, opt_scale_b = 0;
static gboolean opt_quiet = FALSE;
static gint    opt_players = 2;
static gboolean opt_no_farmers = FALSE;
static gboolean classic_game = FALSE;
static char *opt_expansions = NULL;
static gboolean opt_quick_bazaar = FALSE;
static char   *opt_game_ignored = NULL;

int
cli_classic_tournament (int argc, char **argv)
{
  classic_game = TRUE;
  return cli_tournament (argc, argv);
}

int
cli_tournament (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "a", 0, 0, G_OPTION_ARG_STRING, &opt_a, N_("Level A: beginner, casual, strong or expert"), N_("LEVEL") },
    { "b", 0, 0, G_OPTION_ARG_STRING, &opt_b, N_("Level B: beginner, casual, strong or expert"), N_("LEVEL") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games, N_("Number of games, rounded up to pairs (default 100)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT, &opt_seed, N_("Seed of the first pair of games (default 1)"), N_("N") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &opt_jobs, N_("Games played at once (default 2)"), N_("N") },
    { "budget-scale", 0, 0, G_OPTION_ARG_DOUBLE, &opt_scale, N_("Multiply both levels' search budgets (default 1)"), N_("X") },
    { "budget-scale-a", 0, 0, G_OPTION_ARG_DOUBLE, &opt_scale_a, N_("Multiply level A's search budget instead"), N_("X") },
    { "budget-scale-b", 0, 0, G_OPTION_ARG_DOUBLE, &opt_scale_b, N_("Multiply level B's search budget instead"), N_("X") },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &opt_quiet, N_("Do not show progress"), NULL },
    { "game", 0, 0, G_OPTION_ARG_STRING, &opt_game_ignored, N_("The game: castle or carcassonne"), N_("GAME") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &opt_players, N_("Number of players, 2 to 5 (default 2)"), N_("N") },
    { "no-farmers", 0, 0, G_OPTION_ARG_NONE, &opt_no_farmers, N_("Play without farmers (CV-1)"), NULL },
    { "expansions", 0, 0, G_OPTION_ARG_STRING, &opt_expansions, N_("Expansions to play: bcb (Bridges, Castles and Bazaars)"), N_("LIST") },
    { "quick-bazaar", 0, 0, G_OPTION_ARG_NONE, &opt_quick_bazaar, N_("With bcb: bazaars without bids, each player picks a tile in turn (BV-1)"), NULL },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autoptr(CsClassicTileset) classic = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GameResult *results = NULL;
  g_autofree GThread **threads = NULL;
  Tournament t = { 0 };
  int la, lb;
  gboolean tty = isatty (fileno (stdout));
  gint64 start = g_get_monotonic_time ();
  double score[2] = { 0 }, ms[2] = { 0 }, ms_max[2] = { 0 }, p, lo, hi;
  guint moves[2] = { 0 }, n_ok = 0, expansions = 0;

  if (!cli_parse ("tournament", entries, "", &argc, &argv))
    return 2;
  if (!cli_parse_expansions (opt_expansions, &expansions) || (expansions && !classic_game))
    {
      fprintf (stderr, "castellan-cli tournament: %s\n", _("--expansions takes bcb (Bridges, Castles and Bazaars)"));
      return 2;
    }
  if (opt_quick_bazaar && !(expansions & CS_CLASSIC_BCB))
    {
      fprintf (stderr, "castellan-cli tournament: %s\n", _("--quick-bazaar is a variant of Bridges, Castles and Bazaars: add --expansions bcb (BV-1)"));
      return 2;
    }
  la = cs_ai_level_from_name (opt_a);
  lb = cs_ai_level_from_name (opt_b);
  if (classic_game ? opt_players < CS_CLASSIC_MIN_PLAYERS || opt_players > CS_CLASSIC_MAX_PLAYERS
                   : opt_players != 2 || opt_no_farmers)
    {
      fprintf (stderr, "castellan-cli tournament: %s\n", _("--players takes 2 to 5 (C-1.1)"));
      return 2;
    }
  if (la < 0 || lb < 0 || opt_games < 1 || opt_jobs < 1 || opt_scale <= 0 || opt_scale_a < 0 || opt_scale_b < 0)
    {
      fprintf (stderr, "castellan-cli tournament: %s\n",
               _("--a and --b are beginner, casual, strong or expert; --games and --jobs are at least 1"));
      return 2;
    }
  if (classic_game)
    classic = cli_load_classic_tileset ("carcassonne", expansions, NULL, &error);
  else if ((board = cli_load_board ("castle", NULL, &error)) != NULL)
    tileset = cli_load_tileset ("castellan", NULL, &error);
  if (classic_game ? !classic : !board || !tileset)
    {
      fprintf (stderr, "castellan-cli tournament: %s\n", cli_error (error));
      return 1;
    }

  t.board = board;
  t.tileset = tileset;
  t.classic = classic;
  t.n_players = opt_players;
  t.options = (opt_no_farmers ? CS_CLASSIC_NO_FARMERS : 0) | expansions | (opt_quick_bazaar ? CS_CLASSIC_QUICK_BAZAAR : 0);
  t.level[0] = la;
  t.level[1] = lb;
  t.opts[0].budget_scale = opt_scale_a > 0 ? opt_scale_a : opt_scale;
  t.opts[1].budget_scale = opt_scale_b > 0 ? opt_scale_b : opt_scale;
  /* classic levels work to a count, not a time: without the app's safety
   * net their moves depend on the seed only, however loaded the machine */
  if (classic_game)
    t.opts[0].time_cap_us = t.opts[1].time_cap_us = -1;
  t.seed = opt_seed;
  t.n_games = (opt_games + t.n_players - 1) / t.n_players * t.n_players;
  results = g_new0 (GameResult, t.n_games);
  t.results = results;
  g_mutex_init (&t.lock);
  g_cond_init (&t.cond);
  for (guint s = 0; s < 2; s++)
    {
      t.wall[s] = g_array_new (FALSE, FALSE, sizeof (double));
      t.cpu[s] = g_array_new (FALSE, FALSE, sizeof (double));
    }

  threads = g_new0 (GThread *, opt_jobs);
  for (int j = 0; j < opt_jobs; j++)
    threads[j] = g_thread_new ("tournament", worker, &t);

  g_mutex_lock (&t.lock);
  while (t.done < t.n_games)
    {
      guint last = t.done;
      gint64 until = g_get_monotonic_time () + G_TIME_SPAN_SECOND;
      g_cond_wait_until (&t.cond, &t.lock, until);
      if (!opt_quiet && t.done != last)
        {
          double rate = t.done ? t.share_a / t.done : 0;
          /* TRANSLATORS: progress of a tournament: games done, running win rate of level A */
          printf (_("%s%u/%u games, %s wins %.1f%% (%u–%u, %u shared), %.0f s"),
                  tty ? "\r" : "", t.done, t.n_games, cs_ai_level_name (la), 100 * rate,
                  t.wins_a, t.wins_b, t.ties, (g_get_monotonic_time () - start) / 1e6);
          printf (tty ? "  " : "\n");
          fflush (stdout);
        }
    }
  g_mutex_unlock (&t.lock);
  if (!opt_quiet && tty)
    printf ("\n");
  for (int j = 0; j < opt_jobs; j++)
    g_thread_join (threads[j]);

  for (guint i = 0; i < t.n_games; i++)
    {
      if (!results[i].ok)
        continue;
      n_ok++;
      for (guint s = 0; s < 2; s++)
        {
          score[s] += results[i].score[s];
          ms[s] += results[i].ms[s];
          moves[s] += results[i].moves[s];
          ms_max[s] = MAX (ms_max[s], results[i].ms_max[s]);
        }
    }
  if (n_ok == 0)
    return 1;
  p = t.share_a / n_ok;
  wilson (p, n_ok, &lo, &hi);
  if (classic_game)
    printf (_("classic Carcassonne, %u players: %s in one seat, %s in the others, seats rotating%s\n"),
            t.n_players, cs_ai_level_name (la), cs_ai_level_name (lb), opt_no_farmers ? _(", without farmers") : "");
  if (t.options & CS_CLASSIC_QUICK_BAZAAR)
    printf ("%s\n", _("with Bridges, Castles and Bazaars, and the quick bazaar: no bids, each player picks a tile in turn (BV-1)"));
  else if (t.options & CS_CLASSIC_BCB)
    printf ("%s\n", _("with Bridges, Castles and Bazaars (B-1)"));
  if (t.n_players == 2)
    printf (_("%s vs %s, %u games (seeds %d–%d, seats swapped), budget scale %g\n"),
            cs_ai_level_name (la), cs_ai_level_name (lb), n_ok, opt_seed, opt_seed + t.n_games / t.n_players - 1, opt_scale);
  else
    /* TRANSLATORS: a tournament of 3 to 5 players: every deal (seed) is played once with
     * level A in each seat; the third %u is the number of seats */
    printf (_("%s vs %s, %u games (seeds %d–%d, each played %u times with the seats rotated), budget scale %g\n"),
            cs_ai_level_name (la), cs_ai_level_name (lb), n_ok, opt_seed, opt_seed + t.n_games / t.n_players - 1,
            t.n_players, opt_scale);
  if (opt_scale_a > 0 || opt_scale_b > 0)
    /* TRANSLATORS: the two levels' own search budgets, when --budget-scale-a or -b sets them */
    printf (_("level A (%s): budget scale %g; level B (%s): budget scale %g\n"), cs_ai_level_name (la),
            t.opts[0].budget_scale, cs_ai_level_name (lb), t.opts[1].budget_scale);
  printf (_("%s won %u, %s won %u, %u shared\n"), cs_ai_level_name (la), t.wins_a,
          cs_ai_level_name (lb), t.wins_b, t.ties);
  if (t.n_players == 2)
    printf (_("win rate of %s: %.1f%% (95%% interval %.1f%%–%.1f%%, Wilson; a shared game counts half)\n"),
            cs_ai_level_name (la), 100 * p, 100 * lo, 100 * hi);
  else
    printf (_("win rate of %s: %.1f%% (95%% interval %.1f%%–%.1f%%, Wilson; a first place shared by k players counts 1/k)\n"),
            cs_ai_level_name (la), 100 * p, 100 * lo, 100 * hi);
  for (guint s = 0; s < 2; s++)
    printf (_("%-8s mean score %.1f, %.1f ms per move (max %.0f ms)\n"),
            cs_ai_level_name (t.level[s]), score[s] / n_ok, ms[s] / MAX (moves[s], 1u), ms_max[s]);
  for (guint s = 0; s < 2; s++)
    {
      double cpu_median = median (t.cpu[s]);

      /* TRANSLATORS: per move of a level: the median wall-clock time, then the median and
       * the maximum of the thread's CPU time (what the move costs whatever the machine's load) */
      printf (_("%-8s median %.1f ms per move; CPU time median %.1f ms, max %.0f ms\n"),
              cs_ai_level_name (t.level[s]), median (t.wall[s]), cpu_median,
              t.cpu[s]->len ? g_array_index (t.cpu[s], double, t.cpu[s]->len - 1) : 0.0);
      g_array_unref (t.wall[s]);
      g_array_unref (t.cpu[s]);
    }
  printf (_("wall time %.0f s\n"), (g_get_monotonic_time () - start) / 1e6);
  g_mutex_clear (&t.lock);
  g_cond_clear (&t.cond);
  return n_ok == t.n_games ? 0 : 1;
}
