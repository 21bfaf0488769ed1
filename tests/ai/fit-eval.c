/* fit-eval.c — fit the search's evaluation weights to self-play outcomes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays Casual against Casual (seats alternating) and, after every move,
 * takes the terms of the evaluation for the player who moved
 * (cs_ai_evaluate_terms) and that player's final score difference. Each
 * term gets a weight a + b × (tiles left / 60), fitted with a constant by
 * least squares over the first 80% of the games. The other 20% say how
 * well the fit predicts the final difference, against Casual's evaluation
 * (every weight 1, with the best scale and constant). Then the weights are
 * fitted again over all the games and printed as the table in cs-ai.c.
 *
 *   fit-eval [GAMES [FIRST-SEED]]      (defaults: 2000 games from seed 1)
 *
 * Not a test: a tool, run by hand (docs/AI.md says when and how it was).
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "castellan-engine.h"
#include "cs-ai.h"
#include "castellan-shipped.h"

#define NT CS_AI_N_TERMS
#define NX (2 * NT + 1)

typedef struct {
  double xtx[NX][NX];
  double xty[NX];
  guint  n;
} Normal;

typedef struct {
  double x[NX];
  double y;
} Row;

static void
features (const double *t, guint left, double *x)
{
  double tl = left / (double) CS_NUM_TILES;

  for (guint i = 0; i < NT; i++)
    {
      x[i] = t[i];
      x[NT + i] = t[i] * tl;
    }
  x[2 * NT] = 1.0;
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
  double a[NX][NX + 1];

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
  };
  guint games = argc > 1 ? atoi (argv[1]) : 2000, first = argc > 2 ? atoi (argv[2]) : 1;
  guint fit_games = games * 4 / 5;
  g_autoptr(GError) error = NULL;
  g_autoptr(CsBoard) board = castellan_shipped_board_new (&error);
  g_autoptr(CsTileset) tileset = NULL;
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree Normal *fit = g_new0 (Normal, 1), *all = g_new0 (Normal, 1), *hand = g_new0 (Normal, 1);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (Row));
  g_autoptr(GArray) game_rows = g_array_new (FALSE, FALSE, sizeof (Row));
  double w[NX], wh[NX], se_fit = 0, se_hand = 0;
  guint n_test = 0;

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

          cs_ai_choose_move (g, CS_AI_CASUAL, cs_ai_move_seed (seed, g->move), NULL, &m);
          g_assert_true (cs_game_play (g, &m, NULL, NULL));
          if (cs_game_over (g) || game_rows->len >= G_N_ELEMENTS (movers))
            break;
          cs_ai_evaluate_terms (g, me, t);
          features (t, cs_game_tiles_left (g), r.x);
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

            for (guint j = 0; j < NT; j++)
              x[0] += r->x[j];
            x[2 * NT] = 1.0;
            normal_add (hand, x, r->y);
          }
    }

  normal_solve (fit, w);
  normal_solve (hand, wh);
  for (guint i = 0; i < rows->len; i++)
    {
      const Row *r = &g_array_index (rows, Row, i);
      double s = 0;

      for (guint j = 0; j < NT; j++)
        s += r->x[j];
      se_fit += pow (dot (w, r->x) - r->y, 2);
      se_hand += pow (wh[0] * s + wh[2 * NT] - r->y, 2);
      n_test++;
    }
  printf ("# %u games from seed %u; fitted over %u positions, tested over %u\n", games, first, fit->n, n_test);
  printf ("# RMS error on the test games: fitted %.3f, Casual's evaluation %.3f (scale %.3f, constant %.3f)\n",
          sqrt (se_fit / MAX (n_test, 1u)), sqrt (se_hand / MAX (n_test, 1u)), wh[0], wh[2 * NT]);

  normal_solve (all, w);
  printf ("# weights over all %u positions, a + b × tiles left / %u (constant %.3f, left out):\n", all->n,
          CS_NUM_TILES, w[2 * NT]);
  for (guint i = 0; i < NT; i++)
    printf ("  { %7.3f, %7.3f },   /* %s */\n", w[i], w[NT + i], names[i]);
  return 0;
}
