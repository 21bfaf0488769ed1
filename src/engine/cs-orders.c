/* cs-orders.c — which scoring orders of a move matter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move that completes several features scores them one marker move at a
 * time: the active player's first, then the opponent's, each group in the
 * order the active player likes. The order can decide where a
 * marker stops, and so who takes which wall tile. Most
 * orders lead to the same table; this lists one order per outcome, so a
 * player is asked only when the answer changes something.
 */
#include "config.h"

#include <string.h>

#include "cs-game.h"

/* what an order decides: the wall tiles taken, as (player, corner) bits,
 * one bit per corner tower and player */
typedef guint64 CsOrderOutcome;

G_STATIC_ASSERT (CS_NUM_CORNERS * CS_NUM_PLAYERS <= 64);

static gboolean
order_outcome (const CsGame *game, const CsMove *move, const guint8 *order, guint n,
               CsEvents *events, CsOrderOutcome *outcome)
{
  CsMove m = *move;

  memcpy (m.order, order, n);
  m.n_order = n;
  m.flags |= CS_MOVE_CUSTOM_ORDER;
  events->n = 0;
  if (!cs_game_preview (game, &m, events, NULL))
    return FALSE;
  *outcome = 0;
  for (guint i = 0; i < events->n; i++)
    if (events->ev[i].type == CS_EVENT_WALL_TILE_TAKEN && events->ev[i].player >= 0)
      *outcome |= G_GUINT64_CONSTANT (1) << (events->ev[i].corner * CS_NUM_PLAYERS + events->ev[i].player);
  return TRUE;
}

/* the next permutation in lexical order; FALSE after the last */
static gboolean
next_permutation (guint8 *a, guint n)
{
  int i = (int) n - 2, j;
  guint8 t;

  while (i >= 0 && a[i] >= a[i + 1])
    i--;
  if (i < 0)
    return FALSE;
  j = (int) n - 1;
  while (a[j] <= a[i])
    j--;
  t = a[i]; a[i] = a[j]; a[j] = t;
  for (guint l = i + 1, r = n - 1; l < r; l++, r--)
    {
      t = a[l]; a[l] = a[r]; a[r] = t;
    }
  return TRUE;
}

guint
cs_game_scoring_orders (const CsGame *game,
                        const CsMove *move,
                        CsEvents     *scratch,
                        guint8      (*orders)[CS_MAX_COMPLETE],
                        guint         max)
{
  CsCompletion completions[CS_MAX_COMPLETE];
  guint8 mine[CS_MAX_COMPLETE], theirs[CS_MAX_COMPLETE], rest[CS_MAX_COMPLETE];
  guint n_mine = 0, n_theirs = 0, n_rest = 0, n, found = 0;
  CsOrderOutcome seen[CS_MAX_SCORING_ORDERS];

  g_return_val_if_fail (game != NULL && move != NULL && scratch != NULL, 0);

  max = MIN (max, CS_MAX_SCORING_ORDERS);
  n = cs_game_completions (game, move->cell, move->rot, move->follower, completions);
  for (guint i = 0; i < n; i++)
    {
      if (completions[i].scorer == game->active)
        mine[n_mine++] = i;
      else if (completions[i].scorer >= 0)
        theirs[n_theirs++] = i;
      else
        rest[n_rest++] = i;   /* ties: nobody's marker moves */
    }
  /* nothing to choose, or more orders than anyone would read (4! × 4!) */
  if ((n_mine < 2 && n_theirs < 2) || n_mine > 4 || n_theirs > 4 || max == 0)
    return 0;

  /* each group's permutations from its discovery order, which is the
   * default order (cs_game_default_move): the first order listed */
  do
    {
      guint8 t2[CS_MAX_COMPLETE];

      memcpy (t2, theirs, n_theirs);
      do
        {
          guint8 order[CS_MAX_COMPLETE];
          CsOrderOutcome outcome;
          gboolean known = FALSE;

          memcpy (order, mine, n_mine);
          memcpy (order + n_mine, t2, n_theirs);
          memcpy (order + n_mine + n_theirs, rest, n_rest);
          if (!order_outcome (game, move, order, n, scratch, &outcome))
            return 0;   /* the move itself is illegal */
          for (guint k = 0; k < found; k++)
            known |= seen[k] == outcome;
          if (!known)
            {
              seen[found] = outcome;
              memcpy (orders[found], order, n);
              if (++found == max)
                return found;
            }
        }
      while (next_permutation (t2, n_theirs));
    }
  while (next_permutation (mine, n_mine));
  return found;
}
