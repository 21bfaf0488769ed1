/* bench-classic-time.c — the time a classic level takes per move, mid-game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 18's time target: at 5 players, mid-game, Strong within 1 s and
 * Expert within 3 s a move. Five games of Casual players (seeds 11–15) are
 * stopped after 20, 30, 40 and 50 moves, and LEVEL chooses the move of each
 * of those 20 positions, without the wall-clock cap (the levels work to a
 * count, so the move and the work are the same on any machine). Prints the
 * CPU time of the thread (what the move costs whatever the machine's load)
 * and the wall time, their medians and maxima. Not a test: run it with
 * `meson test --benchmark classic-time-strong` or by hand:
 *
 *   bench-classic-time LEVEL [PLAYERS [BUDGET-SCALE]]
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cs-classic-ai.h"
#include "castellan-shipped.h"

static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *v, guint n)
{
  qsort (v, n, sizeof *v, cmp_double);
  return (v[(n - 1) / 2] + v[n / 2]) / 2;
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = castellan_shipped_classic_tileset_new (&error);
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  int level = argc > 1 ? cs_ai_level_from_name (argv[1]) : -1;
  guint players = argc > 2 ? atoi (argv[2]) : 5;
  double scale = argc > 3 ? g_ascii_strtod (argv[3], NULL) : 1.0;
  double cpu[20], wall[20], cpu_median, wall_median;
  guint n = 0;

  if (set == NULL || level < 0 || players < CS_CLASSIC_MIN_PLAYERS || players > CS_CLASSIC_MAX_PLAYERS ||
      scale <= 0)
    {
      fprintf (stderr, "usage: bench-classic-time LEVEL [PLAYERS [BUDGET-SCALE]]%s%s\n",
               error ? ": " : "", error ? error->message : "");
      return 2;
    }
  for (guint32 seed = 11; seed <= 15; seed++)
    {
      cs_classic_init (game, set, players, 0, seed, 0, NULL);
      while (!cs_classic_over (game))
        {
          guint move = game->move;
          CsClassicMove m;

          if (move >= 20 && move <= 50 && move % 10 == 0)
            {
              CsAiOptions opt = { .budget_scale = scale, .time_cap_us = -1 };
              CsAiStats st;
              char where[16];
              gint64 t0 = g_get_monotonic_time ();
              double c0 = thread_cpu_ms ();

              cs_classic_ai_choose_move (game, level, ((guint64) seed << 20) ^ move, NULL, &opt, &m, &st);
              cpu[n] = thread_cpu_ms () - c0;
              wall[n] = (g_get_monotonic_time () - t0) / 1e3;
              cs_classic_cell_name (m.cell, where);
              printf ("seed %u, move %u: CPU %.0f ms, wall %.0f ms, %u moves × deals; chose %s turn %u meeple %d\n",
                      seed, move, cpu[n], wall[n], st.samples, where, m.rot, m.follower);
              n++;
            }
          cs_classic_ai_choose_move (game, CS_AI_CASUAL, move, NULL, NULL, &m, NULL);
          g_assert_true (cs_classic_play (game, &m, NULL, NULL));
        }
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (cpu));
  cpu_median = median (cpu, n);   /* sorts: the maximum is last */
  wall_median = median (wall, n);
  printf ("%s, %u players, %u positions, budget scale %g: CPU median %.0f ms, max %.0f ms; "
          "wall median %.0f ms, max %.0f ms\n",
          cs_ai_level_name (level), players, n, scale, cpu_median, cpu[n - 1], wall_median, wall[n - 1]);
  return 0;
}
