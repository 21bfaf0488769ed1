/* fit-eval.c — fit the search's evaluation weights to self-play outcomes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays self-play games (Casual against Casual unless --policy says
 * otherwise, seats alternating) and, after every move, takes the terms of
 * the evaluation for the player who moved (cs_ai_evaluate_terms) and that
 * player's final score difference. Each term gets a weight a + b × (tiles
 * left / 60) (+ c × (tiles left / 60)² with --quadratic), fitted with a
 * constant by least squares over the first 80% of the games. The other 20%
 * say how well the fit predicts the final difference, against Casual's
 * evaluation (every weight 1, with the best scale and constant), and how
 * far off it is by tiles left (the spread a win chance needs). Then the
 * weights are fitted again over all the games and printed as the table in
 * cs-ai.c.
 *
 *   fit-eval [--policy casual|greedy|strong] [--terms casual|all]
 *            [--quadratic] [GAMES [FIRST-SEED]]   (defaults: 2000 games from seed 1)
 *
 * greedy: the best move by Strong's evaluation, one turn ahead
 * (cs_ai_greedy_move); strong: Strong at a quarter of its budget.
 *
 * Not a test: a tool, run by hand (docs/AI.md says when and how it was).
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "castellan-engine.h"
#include "cs-ai.h"
#include "castellan-shipped.h"

#define NT CS_AI_N_TERMS_ALL
#define NB 3                       /* basis functions of the tiles left */
#define NX (NB * NT + 1)
#define BUCKETS 7                  /* tiles left 0–9, 10–19, … 60 */

typedef struct {
  double xtx[NX][NX];
  double xty[NX];
  guint  n;
} Normal;

typedef struct {
  double x[NX];
  double y;
  guint  left;
} Row;

static guint n_terms = CS_AI_N_TERMS;
static guint n_basis = 2;

static void
features (const double *t, guint left, double *x)
{
  double tl = left / (double) CS_NUM_TILES;

  memset (x, 0, NX * sizeof x[0]);
  for (guint i = 0; i < n_terms; i++)
    for (guint b = 0; b < n_basis; b++)
      x[b * NT + i] = t[i] * pow (tl, b);
  x[NB * NT] = 1.0;
}

static void
normal_add (Normal *ne, const double *x, double y)
{
  for (guint i = 0; i < NX; i++)
    {
      if (x[i] == 0)
        continue;
      for (guint j = 0; j < NX; j++)
        ne->xtx[i][j] += x[i] * x[j];
      ne->xty[i] += x[i] * y;
    }
  ne->n++;
}

/* Solve (XᵀX + λI) w = Xᵀy by Gaussian elimination with pivoting; the
 * small ridge keeps terms that never occur (weight 0) from making it
 * singular. */
static void
normal_solve (const Normal *ne, double *w)
{
  static double a[NX][NX + 1];

  for (guint i = 0; i < NX; i++)
    {
      for (guint j = 0; j < NX; j++)
        a[i][j] = ne->xtx[i][j] + (i == j ? 1e-3 * ne->n / 1000.0 + 1e-9 : 0);
      a[i][NX] = ne->xty[i];
    }
  for (guint c = 0; c < NX; c++)
    {
      guint p = c;
      for (guint r = c + 1; r < NX; r++)
        if (fabs (a[r][c]) > fabs (a[p][c]))
          p = r;
      for (guint j = 0; j <= NX; j++)
        {
          double t = a[c][j];
          a[c][j] = a[p][j];
          a[p][j] = t;
        }
      for (guint r = 0; r < NX; r++)
        if (r != c && a[r][c] != 0)
          {
            double f = a[r][c] / a[c][c];
            for (guint j = c; j <= NX; j++)
              a[r][j] -= f * a[c][j];
          }
    }
  for (guint i = 0; i < NX; i++)
    w[i] = a[i][NX] / a[i][i];
}

static double
dot (const double *w, const double *x)
{
  double v = 0;
  for (guint i = 0; i < NX; i++)
    v += w[i] * x[i];
  return v;
}

int
main (int argc, char **argv)
{
  static const char *const names[NT] = {
    "score", "features", "supply", "wall 1 extra turn", "wall 2 tower x2", "wall 3 house x2",
    "wall 4 unfinished path", "wall 5 unfinished tower", "wall 6 unfinished house", "wall 7 markets x4",
    "wall 8 bigger keep", "wall 9 five points", "extra turn under way", "keep",
    "towers", "houses", "courts", "at stake: paths", "at stake: towers", "at stake: houses",
    "followers stuck",
  };
  g_autofree char *policy = NULL, *terms = NULL;
  gboolean quadratic = FALSE;
  GOptionEntry entries[] = {
    { "policy", 0, 0, G_OPTION_ARG_STRING, &policy, "Who plays the games: casual, greedy or strong", "P" },
    { "terms", 0, 0, G_OPTION_ARG_STRING, &terms, "The terms: casual (Casual's 14) or all", "T" },
    { "quadratic", 0, 0, G_OPTION_ARG_NONE, &quadratic, "Weights quadratic in the tiles left", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) ctx = g_option_context_new ("[GAMES [FIRST-SEED]]");
  guint games, first, fit_games;
  g_autoptr(GError) error = NULL;
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree Normal *fit = g_new0 (Normal, 1), *all = g_new0 (Normal, 1), *hand = g_new0 (Normal, 1);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (Row));
  g_autoptr(GArray) game_rows = g_array_new (FALSE, FALSE, sizeof (Row));
  double w[NX], wh[NX], se_fit = 0, se_hand = 0, se_b[BUCKETS] = { 0 };
  guint n_test = 0, n_b[BUCKETS] = { 0 };
  CsAiOptions quarter = { .budget_scale = 0.25, .threads = 1, .time_cap_us = -1 };

  g_option_context_add_main_entries (ctx, entries, NULL);
  if (!g_option_context_parse (ctx, &argc, &argv, &error))
    g_error ("%s", error->message);
  games = argc > 1 ? atoi (argv[1]) : 2000;
  first = argc > 2 ? atoi (argv[2]) : 1;
  fit_games = games * 4 / 5;
  if (terms && g_str_equal (terms, "all"))
    n_terms = NT;
  if (quadratic)
    n_basis = 3;
  board = castellan_shipped_board_new (&error);
  g_assert_no_error (error);
  tileset = castellan_shipped_tileset_new (&error);
  g_assert_no_error (error);

  for (guint k = 0; k < games; k++)
    {
      guint32 seed = first + k;
      guint movers[256];

      g_array_set_size (game_rows, 0);
      cs_game_init (g, board, tileset, 0, seed, seed % 2, NULL);
      while (!cs_game_over (g))
        {
          CsMove m;
          Row r;
          double t[NT];
          guint me = g->active;
          guint64 ms = cs_ai_move_seed (seed, g->move);

          if (policy && g_str_equal (policy, "greedy"))
            cs_ai_greedy_move (g, ms, &m);
          else if (policy && g_str_equal (policy, "strong"))
            cs_ai_choose_move_full (g, CS_AI_STRONG, ms, NULL, &quarter, &m, NULL);
          else
            cs_ai_choose_move (g, CS_AI_CASUAL, ms, NULL, &m);
          g_assert_true (cs_game_play (g, &m, NULL, NULL));
          if (cs_game_over (g) || game_rows->len >= G_N_ELEMENTS (movers))
            break;
          cs_ai_evaluate_terms (g, me, t);
          features (t, cs_game_tiles_left (g), r.x);
          r.left = cs_game_tiles_left (g);
          movers[game_rows->len] = me;
          g_array_append_val (game_rows, r);
        }
      for (guint i = 0; i < game_rows->len; i++)
        {
          Row *r = &g_array_index (game_rows, Row, i);
          guint me = movers[i];

          r->y = (double) g->player[me].score - g->player[1 - me].score;
          normal_add (all, r->x, r->y);
          if (k < fit_games)
            normal_add (fit, r->x, r->y);
          else
            g_array_append_val (rows, *r);
        }
      if (k < fit_games)
        for (guint i = 0; i < game_rows->len; i++)
          {
            /* Casual's evaluation: one scale and a constant */
            const Row *r = &g_array_index (game_rows, Row, i);
            double x[NX] = { 0 };

            for (guint j = 0; j < CS_AI_N_TERMS; j++)
              x[0] += r->x[j];
            x[NB * NT] = 1.0;
            normal_add (hand, x, r->y);
          }
    }

  normal_solve (fit, w);
  normal_solve (hand, wh);
  for (guint i = 0; i < rows->len; i++)
    {
      const Row *r = &g_array_index (rows, Row, i);
      double s = 0, e = dot (w, r->x) - r->y;

      for (guint j = 0; j < CS_AI_N_TERMS; j++)
        s += r->x[j];
      se_fit += e * e;
      se_b[r->left / 10] += e * e;
      n_b[r->left / 10]++;
      se_hand += pow (wh[0] * s + wh[NB * NT] - r->y, 2);
      n_test++;
    }
  printf ("# %u games from seed %u (%s), terms %s, %s; fitted over %u positions, tested over %u\n", games, first,
          policy ? policy : "casual", n_terms == NT ? "all" : "casual", n_basis == 3 ? "quadratic" : "linear",
          fit->n, n_test);
  printf ("# RMS error on the test games: fitted %.3f, Casual's evaluation %.3f (scale %.3f, constant %.3f)\n",
          sqrt (se_fit / MAX (n_test, 1u)), sqrt (se_hand / MAX (n_test, 1u)), wh[0], wh[NB * NT]);
  printf ("# RMS error of the fit by tiles left:");
  for (guint b = 0; b < BUCKETS; b++)
    printf (" %u–%u: %.2f", b * 10, b * 10 + 9, sqrt (se_b[b] / MAX (n_b[b], 1u)));
  printf ("\n");

  normal_solve (all, w);
  printf ("# weights over all %u positions, a + b × t + c × t², t = tiles left / %u (constant %.3f, left out):\n",
          all->n, CS_NUM_TILES, w[NB * NT]);
  for (guint i = 0; i < n_terms; i++)
    printf ("  { %7.3f, %7.3f, %7.3f },   /* %s */\n", w[i], w[NT + i], w[2 * NT + i], names[i]);
  return 0;
}
