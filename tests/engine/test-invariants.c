/* test-invariants.c — 10,000 seeded games, the invariants after every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After every move of every game: each player's followers and marker add up
 * to 7; scores never fall; laid + removed + pile = 60 and empty
 * cells = 76 - laid; and every feature's tiles, size, open
 * segments, followers, fountain and markets equal a recomputation from
 * scratch (tc_check_features: a flood fill over the laid tiles' segments,
 * written without the engine's union-find), which also checks that no
 * follower remains in a completed path, tower or house.
 *
 * Choice: the full recomputation runs after EVERY move of every game; it
 * costs a few microseconds per move, so the 10,000 games take seconds in a
 * debugoptimized build. Every 10th game is played by the greedy policy, the
 * rest by the random one; the variants V-1..V-4 vary with the seed.
 * CASTELLAN_INVARIANT_GAMES=N runs another number of games (a benchmark).
 *
 * Before every move the placements the engine lists for the tile in hand
 * (cs_game_placements, cs_game_fits and cs_fits_nth, cs_game_fit_cells,
 * which test sixteen cells at once) are checked against cs_game_is_legal
 * asked of every cell and turn, in order; after every move, no laid
 * cell keeps a constraint byte (the fit tests rely on it). The tables of
 * each tile that laying and the fit test read are checked against their
 * meaning once (/invariants/tile-tables).
 */
#include <stdlib.h>
#include <string.h>

#include "test-common.h"

static void
check_placements (const CsGame *g, guint32 seed, guint moves)
{
  const CsTile *t = &g->tileset->tiles[g->current];
  CsPlacement pl[CS_MAX_PLACEMENTS], unique[CS_MAX_PLACEMENTS], nth;
  guint8 cells[CS_NUM_CELLS], turns[CS_NUM_CELLS];
  CsFits fits;
  guint n = cs_game_placements (g, FALSE, pl), nu = cs_game_placements (g, TRUE, unique);
  guint nc = cs_game_fit_cells (g, cells, turns), k = 0, ku = 0, kc = 0;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      guint here = 0;

      for (guint r = 0; r < 4; r++)
        if (cs_game_is_legal (g, c, r))
          {
            here |= 1 << r;
            if (k >= n || pl[k].cell != c || pl[k].rot != r)
              g_error ("seed %u, move %u: placement %u should be cell %u turn %u", seed, moves + 1, k, c, r);
            k++;
            if ((t->unique_rot_mask >> r) & 1)
              {
                if (ku >= nu || unique[ku].cell != c || unique[ku].rot != r)
                  g_error ("seed %u, move %u: unique placement %u should be cell %u turn %u",
                           seed, moves + 1, ku, c, r);
                ku++;
              }
          }
      if (here != 0 && (kc >= nc || cells[kc] != c || turns[kc] != here))
        g_error ("seed %u, move %u: fitting cell %u should be %u with turns %x", seed, moves + 1, kc, c, here);
      kc += here != 0;
    }
  g_assert_cmpuint (k, ==, n);
  g_assert_cmpuint (ku, ==, nu);
  g_assert_cmpuint (kc, ==, nc);
  g_assert_cmpuint (cs_game_fits (g, &fits), ==, n);
  for (k = 0; k < n; k++)
    {
      cs_fits_nth (&fits, k, &nth);
      if (nth.cell != pl[k].cell || nth.rot != pl[k].rot)
        g_error ("seed %u, move %u: cs_fits_nth (%u) gave cell %u turn %u, not %u %u", seed, moves + 1,
                 k, nth.cell, nth.rot, pl[k].cell, pl[k].rot);
    }
}

static void
check_game (const CsBoard *board, const CsTileset *tileset, guint32 seed)
{
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  CsRng rng = { seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 1 };
  guint variants = (seed / 7) % 16;
  gboolean greedy = seed % 10 == 0;
  guint moves = 0;

  cs_game_init (g, board, tileset, variants, seed, seed % 2, NULL);
  while (!cs_game_over (g))
    {
      CsMove m;
      int before[2] = { g->player[0].score, g->player[1].score };
      g_autoptr(GError) error = NULL;
      char *problem;

      check_placements (g, seed, moves);
      cs_move_init (&m, 0, 0, -1);
      if (greedy)
        cs_policy_greedy (g, &rng, &m);
      else
        cs_policy_random (g, &rng, &m);
      if (!cs_game_play (g, &m, NULL, &error))
        g_error ("seed %u move %u: the policy's move is illegal: %s", seed, moves + 1, error->message);
      moves++;

      /* the fit tests read no cell_tile: a laid cell has no constraint */
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (g->cell_tile[c] != CS_CELL_EMPTY && g->cell_con[c] != 0)
          g_error ("seed %u, after move %u: laid cell %u keeps constraint %x", seed, moves, c, g->cell_con[c]);
      /* lay reads the sides against a tile or start space from an empty
       * cell's constraint byte, and those against empty cells from the
       * board's cell_sides: both as the neighbours say. (Each mask is
       * built whole and compared as a byte: GCC 12 at -O1 and above
       * dropped the neighbour test from a bit-by-bit comparison.) */
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        {
          guint towards_cell = 0, held = 0;

          for (guint s = 0; s < 4; s++)
            {
              int nb = g->board->neighbour[c][s];

              towards_cell |= (guint) (nb >= 0) << s;
              held |= (guint) (CS_NB_IS_START (nb) || (nb >= 0 && g->cell_tile[nb] != CS_CELL_EMPTY)) << s;
            }
          if (towards_cell != g->board->cell_sides[c])
            g_error ("cell %u: cell_sides %x, the neighbours say %x", c, g->board->cell_sides[c], towards_cell);
          if (g->cell_tile[c] == CS_CELL_EMPTY && (g->cell_con[c] & 15) != held)
            g_error ("seed %u, after move %u: empty cell %u's constraint %x, its sides against a tile or "
                     "start space %x", seed, moves, c, g->cell_con[c], held);
        }

      problem = tc_check_counts (g);
      if (problem == NULL)
        problem = tc_check_features (g);
      if (problem != NULL)
        g_error ("seed %u, after move %u: %s", seed, moves, problem);
      for (guint p = 0; p < CS_NUM_PLAYERS; p++)
        if (g->player[p].score < before[p])
          g_error ("seed %u, move %u: player %u's score fell from %d to %d", seed, moves, p,
                   before[p], g->player[p].score);
      g_assert_cmpuint (moves, <=, CS_NUM_TILES);
    }
  g_assert_cmpuint (moves, ==, g->n_laid);
}

static void
test_invariants (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  const char *env = g_getenv ("CASTELLAN_INVARIANT_GAMES");
  guint n = env ? (guint) atoi (env) : 10000;
  gint64 t0 = g_get_monotonic_time ();

  for (guint32 seed = 1; seed <= n; seed++)
    check_game (board, tileset, seed);
  g_test_message ("%u games in %.2f s", n, (g_get_monotonic_time () - t0) / 1e6);
}

/* The tables lay and the fit test read (cs-tileset.h), against what they
 * mean, worked out here from each tile's segments and pieces: the pieces
 * that may be completed when the sides in a mask face empty cells (no
 * court, no segment on those sides), and the turns that fit a
 * constraint byte by the two 16-entry tables, as by the 256-entry one. */
static void
test_tile_tables (void)
{
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();

  for (guint i = 0; i < tileset->n_tiles; i++)
    {
      const CsTile *t = &tileset->tiles[i];

      for (guint m = 0; m < 16; m++)
        {
          guint n = 0;

          for (guint p = 0; p < t->n_pieces; p++)
            {
              gboolean open = FALSE;

              for (guint k = 0; k < CS_SEGMENTS; k++)
                open |= t->seg_piece[k] == p && (m >> (k / 3) & 1);
              if (t->pieces[p].type == CS_COURT || open)
                continue;
              if (n >= t->n_closed_by_empty[m] || t->closed_by_empty[m][n] != p)
                g_error ("tile %u, sides %x against empty cells: piece %u should be listed %u-th", t->number, m, p, n);
              n++;
            }
          g_assert_cmpuint (n, ==, t->n_closed_by_empty[m]);
          for (guint k = n; k < CS_MAX_PIECES; k++)
            g_assert_cmpuint (t->closed_by_empty[m][k], ==, 0);
        }
      for (guint con = 1; con < 256; con++)
        {
          guint sides = con & 15, paths = con >> 4;

          if ((paths & ~sides) != 0)
            continue;   /* no cell has it: a path is needed only on a side against a tile */
          if ((guint) (~(t->fail_path[paths] | t->fail_other[sides ^ paths]) & 15) != t->fit[con])
            g_error ("tile %u, constraint %02x: the two tables give turns %x, the fit table %x", t->number, con,
                     ~(t->fail_path[paths] | t->fail_other[sides ^ paths]) & 15, t->fit[con]);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/invariants/tile-tables", test_tile_tables);
  g_test_add_func ("/invariants/10000-games", test_invariants);
  return g_test_run ();
}
