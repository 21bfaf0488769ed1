/* test-orders.c — the scoring orders worth asking about
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * cs_game_scoring_orders lists one order per outcome of a move that
 * completes several features. Seeded games are searched for such moves and
 * every list is checked against a brute force over all orders of the
 * completions, using the engine's own verdict on which orders are legal.
 */
#include <string.h>

#include "test-common.h"

#define GAMES 200
#define BRUTE_MAX 6   /* completions brute-forced over all n! orders */

/* the wall tiles an order hands out, as (corner, player) bits */
static guint64
outcome (const CsGame *g, const CsMove *move, const guint8 *order, guint n, gboolean *legal)
{
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  CsMove m = *move;
  guint64 bits = 0;

  memcpy (m.order, order, n);
  m.n_order = n;
  m.flags |= CS_MOVE_CUSTOM_ORDER;
  *legal = cs_game_preview (g, &m, ev, NULL);
  for (guint i = 0; *legal && i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_WALL_TILE_TAKEN)
      bits |= G_GUINT64_CONSTANT (1) << (ev->ev[i].corner * CS_NUM_PLAYERS + ev->ev[i].player);
  return bits;
}

/* every order of the completions, placed one position at a time */
typedef struct {
  const CsGame  *g;
  const CsMove  *move;
  guint          n;
  guint          found;
  const guint64 *listed;
  guint8         order[CS_MAX_COMPLETE];
  guint32        used;   /* completions placed so far, as bits */
} Brute;

static void
brute (Brute *b, guint pos)
{
  if (pos == b->n)
    {
      gboolean legal, known = FALSE;
      guint64 o = outcome (b->g, b->move, b->order, b->n, &legal);

      if (!legal)
        return;
      for (guint k = 0; k < b->found; k++)
        known |= b->listed[k] == o;
      if (b->found < CS_MAX_SCORING_ORDERS)
        g_assert_true (known);
      return;
    }
  for (guint i = 0; i < b->n; i++)
    if (!(b->used & (1u << i)))
      {
        b->order[pos] = i;
        b->used |= 1u << i;
        brute (b, pos + 1);
        b->used &= ~(1u << i);
      }
}

typedef struct {
  guint moves_with_choice;   /* moves whose order decides something */
  guint brute_checked;
} Tally;

/* the listed orders against every legal order of the completions */
static void
check_move (const CsGame *g, const CsMove *move, Tally *tally)
{
  g_autofree CsEvents *scratch = g_new0 (CsEvents, 1);
  guint8 orders[CS_MAX_SCORING_ORDERS][CS_MAX_COMPLETE];
  CsCompletion comp[CS_MAX_COMPLETE];
  guint n = cs_game_completions (g, move->cell, move->rot, move->follower, comp);
  guint found = cs_game_scoring_orders (g, move, scratch, orders, CS_MAX_SCORING_ORDERS);
  guint64 listed[CS_MAX_SCORING_ORDERS];

  if (found < 2)
    return;
  tally->moves_with_choice++;

  /* the first is the default order: the active player's features,
   * then the opponent's, then the ties, each group as discovered */
  {
    guint8 expect[CS_MAX_COMPLETE];
    guint e = 0;

    for (guint i = 0; i < n; i++)
      if (comp[i].scorer == g->active)
        expect[e++] = i;
    for (guint i = 0; i < n; i++)
      if (comp[i].scorer >= 0 && comp[i].scorer != g->active)
        expect[e++] = i;
    for (guint i = 0; i < n; i++)
      if (comp[i].scorer < 0)
        expect[e++] = i;
    g_assert_cmpmem (orders[0], n, expect, n);
  }

  for (guint k = 0; k < found; k++)
    {
      gboolean legal;
      CsMove m = *move;
      g_autoptr(GError) error = NULL;

      /* each a legal order: the active player's features first */
      memcpy (m.order, orders[k], n);
      m.n_order = n;
      m.flags |= CS_MOVE_CUSTOM_ORDER;
      g_assert_true (cs_game_check_move (g, &m, &error));
      listed[k] = outcome (g, move, orders[k], n, &legal);
      g_assert_true (legal);
      /* ...and each leads somewhere the others do not */
      for (guint j = 0; j < k; j++)
        g_assert_cmpuint (listed[j], !=, listed[k]);
    }

  if (n > BRUTE_MAX)
    return;
  /* every legal order leads to a listed outcome (when the list is not cut
   * short by its limit) */
  {
    Brute b = { g, move, n, found, listed, { 0 }, 0 };
    brute (&b, 0);
    tally->brute_checked++;
  }
}

static void
test_scoring_orders (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  Tally tally = { 0 };

  for (guint seed = 1; seed <= GAMES; seed++)
    {
      CsRng rng = { seed };

      cs_game_init (g, board, tileset, seed % 2 ? 0 : CS_VARIANT_V4_OPEN_WALL_TILES, seed, seed % 2, NULL);
      while (!cs_game_over (g))
        {
          CsPlacement pl[CS_MAX_PLACEMENTS];
          guint npl = cs_game_placements (g, FALSE, pl);
          CsMoveIter it;
          CsMove m;
          const CsSpot *spot;

          cs_move_iter_init (&it, g, pl, npl);
          while (cs_move_iter_next (&it, &m, &spot))
            check_move (g, &m, &tally);
          cs_policy_greedy (g, &rng, &m);
          g_assert_true (cs_game_play (g, &m, NULL, NULL));
        }
    }
  g_test_message ("%u moves with a scoring order that matters, %u brute-forced",
                  tally.moves_with_choice, tally.brute_checked);
  /* the search found the case it is about */
  g_assert_cmpuint (tally.moves_with_choice, >, 0);
  g_assert_cmpuint (tally.brute_checked, >, 0);
}

/* a move with one completion, or none, has no order to choose */
static void
test_single_completion (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree CsEvents *scratch = g_new0 (CsEvents, 1);
  guint8 orders[CS_MAX_SCORING_ORDERS][CS_MAX_COMPLETE];
  CsPlacement pl[CS_MAX_PLACEMENTS];
  CsMove m;

  cs_game_init (g, board, tileset, 0, 7, 0, NULL);
  g_assert_cmpuint (cs_game_placements (g, FALSE, pl), >, 0);
  cs_move_init (&m, pl[0].cell, pl[0].rot, -1);
  g_assert_cmpuint (cs_game_scoring_orders (g, &m, scratch, orders, CS_MAX_SCORING_ORDERS), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/R-6.5/R-7.2/scoring-orders-that-matter", test_scoring_orders);
  g_test_add_func ("/rules/R-6.5/one-completion-no-choice", test_single_completion);
  return g_test_run ();
}
