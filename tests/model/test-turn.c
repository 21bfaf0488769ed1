/* test-turn.c — whole turns through CastellanTurn, with no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hot-seat games played the way the board and the window play them: point
 * at a cell, turn the tile, lay it, pick a follower spot, end the turn, and
 * answer the questions the turn raises with its "choose" signal. The moves
 * are picked so that the games reach a scoring order that matters
 * and wall tiles used.
 */
#include <string.h>

#include "castellan-turn.h"
#include "cs-policy.h"

typedef struct {
  /* what the questions were and how they were answered */
  guint     n_boost, n_order, n_extra;
  gboolean  answer_later;          /* answer from the main loop, as a dialog does */
  CastellanChoice *waiting;
  /* the last move's events */
  CsEvents  events;
  guint     n_played;
} Seen;

static gboolean
choose_cb (CastellanTurn *turn, CastellanChoice *choice, Seen *seen)
{
  guint n = castellan_choice_get_n_options (choice);
  guint answer;

  g_assert_nonnull (castellan_choice_get_heading (choice));
  g_assert_nonnull (castellan_choice_get_body (choice));
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpuint (castellan_choice_get_default (choice), <, n);
  for (guint i = 0; i < n; i++)
    g_assert_nonnull (castellan_choice_get_option (choice, i));

  switch (castellan_choice_get_kind (choice))
    {
    case CASTELLAN_CHOICE_BOOST:
      seen->n_boost++;
      answer = n - 1;           /* use them all */
      break;
    case CASTELLAN_CHOICE_ORDER:
      seen->n_order++;
      answer = n - 1;           /* not the default order */
      break;
    case CASTELLAN_CHOICE_EXTRA_TURN:
    default:
      seen->n_extra++;
      answer = 1;               /* take it */
      break;
    }
  if (seen->answer_later)
    {
      /* kept for the test to answer, as a dialog would */
      g_set_object (&seen->waiting, choice);
      g_object_set_data (G_OBJECT (choice), "answer", GUINT_TO_POINTER (answer));
    }
  else
    castellan_choice_answer (choice, answer);
  return TRUE;
}

static void
turn_played_cb (CastellanGame *game, gpointer events, gpointer before, Seen *seen)
{
  seen->events = *(const CsEvents *) events;
  seen->n_played++;
}

static guint
count (const CsEvents *ev, CsEventType type)
{
  guint n = 0;

  for (guint i = 0; i < ev->n; i++)
    n += ev->ev[i].type == type;
  return n;
}

/* a move worth playing for the test: one whose scoring order matters, else
 * one that lets a wall tile 2/3 be spent, else the greedy one */
static void
pick_move (const CsGame *g, CsRng *rng, CsMove *out, gboolean *order_matters)
{
  g_autofree CsEvents *scratch = g_new0 (CsEvents, 1);
  CsPlacement pl[CS_MAX_PLACEMENTS];
  guint npl = cs_game_placements (g, FALSE, pl);
  gboolean have_boost = FALSE;
  CsMoveIter it;
  const CsSpot *spot;
  CsMove m;

  *order_matters = FALSE;
  cs_move_iter_init (&it, g, pl, npl);
  while (cs_move_iter_next (&it, &m, &spot))
    {
      guint8 orders[CS_MAX_SCORING_ORDERS][CS_MAX_COMPLETE];
      CsCompletion comp[CS_MAX_COMPLETE];
      guint n = cs_game_completions (g, m.cell, m.rot, m.follower, comp);

      if (cs_game_scoring_orders (g, &m, scratch, orders, CS_MAX_SCORING_ORDERS) > 1)
        {
          *out = m;
          *order_matters = TRUE;
          return;
        }
      for (guint i = 0; i < n && !have_boost; i++)
        if (comp[i].scorer == g->active && comp[i].max_boost > 0)
          {
            *out = m;
            have_boost = TRUE;
          }
    }
  if (!have_boost)
    cs_policy_greedy (g, rng, out);
}

/* the move, put together the way a person does on the board */
static void
play_turn (CastellanTurn *turn, const CsMove *m, Seen *seen)
{
  guint8 pieces[CS_MAX_PIECES];
  guint n_open;
  int index = -1;
  guint played = seen->n_played;

  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  castellan_turn_set_cursor_cell (turn, m->cell);
  /* the cursor turns the tile to a way that fits; walk to the one wanted */
  g_assert_true (castellan_turn_get_fits (turn, m->cell) & (1 << castellan_turn_get_rotation (turn)));
  for (guint i = 0; i < 4 && castellan_turn_get_rotation (turn) != m->rot; i++)
    castellan_turn_rotate (turn, 1);
  g_assert_cmpuint (castellan_turn_get_rotation (turn), ==, m->rot);
  g_assert_true (castellan_turn_lay (turn));
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);

  n_open = castellan_turn_get_open_spots (turn, pieces);
  for (guint i = 0; i < n_open; i++)
    if (pieces[i] == m->follower)
      index = i;
  g_assert_true (m->follower < 0 || index >= 0);
  castellan_turn_choose_follower (turn, index);
  if (g_object_get_data (G_OBJECT (turn), "confirm") != NULL)
    {
      g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_CONFIRM);
      g_assert_cmpuint (seen->n_played, ==, played);
      castellan_turn_end (turn);
    }
  /* the questions, answered one by one after they were asked */
  while (seen->waiting != NULL)
    {
      g_autoptr(CastellanChoice) choice = g_steal_pointer (&seen->waiting);
      g_assert_cmpuint (seen->n_played, ==, played);
      castellan_choice_answer (choice, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (choice), "answer")));
    }
  g_assert_cmpuint (seen->n_played, ==, played + 1);
}

static void
test_games_of_turns (void)
{
  guint orders_chosen = 0, walls_used = 0, games = 0, boosts_asked = 0;

  for (guint32 seed = 1; seed <= 60 && (orders_chosen == 0 || walls_used == 0 || games < 2); seed++)
    {
      g_autoptr(CastellanGame) game = castellan_game_new ();
      g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
      CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                               0, CASTELLAN_THEME_CASTLE, seed % 3 == 0 ? CASTELLAN_VARIANT_IMMEDIATE_EXTRA : 0, seed, TRUE };
      CsRng rng = { seed };
      Seen seen = { 0 };

      seen.answer_later = seed % 2 == 0;
      g_object_set (turn, "confirm-turn", seed % 2 == 1, NULL);
      if (seed % 2 == 1)
        g_object_set_data (G_OBJECT (turn), "confirm", GINT_TO_POINTER (1));
      g_signal_connect (turn, "choose", G_CALLBACK (choose_cb), &seen);
      g_signal_connect (game, "turn-played", G_CALLBACK (turn_played_cb), &seen);
      castellan_game_start (game, &s);

      while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
        {
          const CsGame *g = castellan_game_get_state (game);
          guint active = g->active;
          guint orders_before = seen.n_order;
          gboolean order_matters;
          CsMove m;

          /* the wall tile 1 held: say so before the move, as the player
           * panel's button does */
          if (cs_game_wall_usable (g, active, CS_WALL_EXTRA_TURN) &&
              g->player[active].held[CS_WALL_EXTRA_TURN] > g->player[active].fresh[CS_WALL_EXTRA_TURN])
            g_free (castellan_turn_use_wall_tile (turn, CS_WALL_EXTRA_TURN));
          pick_move (g, &rng, &m, &order_matters);
          play_turn (turn, &m, &seen);
          g_assert_cmpuint (seen.n_order, ==, orders_before + (order_matters ? 1 : 0));
          if (order_matters)
            {
              /* the answer was the last order listed, not the default: the
               * record keeps an order of its own */
              const CsRecordMove *rm = &g_array_index (castellan_game_get_record (game)->moves, CsRecordMove,
                                                       castellan_game_get_record (game)->moves->len - 1);
              g_assert_true (rm->move.flags & CS_MOVE_CUSTOM_ORDER);
              orders_chosen++;
            }
          walls_used += count (&seen.events, CS_EVENT_WALL_TILE_USED);
        }
      g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
      g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_IDLE);
      boosts_asked += seen.n_boost;
      games++;
    }
  g_test_message ("%u games: %u scoring orders chosen, %u wall tiles used, %u boosts asked",
                  games, orders_chosen, walls_used, boosts_asked);
  g_assert_cmpuint (orders_chosen, >, 0);
  g_assert_cmpuint (walls_used, >, 0);
}

/* where the tile does not fit, the turn says so and stays put */
static void
refused_cb (CastellanTurn *turn, int cell, int *refused)
{
  *refused = cell;
}

static void
test_refused_and_cancel (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, 3, TRUE };
  int refused = -1, no_fit = -1, fit = -1;
  guint cell, rot;

  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_IDLE);
  castellan_game_start (game, &s);
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  g_assert_cmpuint (castellan_turn_get_n_places (turn), >, 0);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      if (castellan_turn_get_fits (turn, c) == 0 && no_fit < 0)
        no_fit = c;
      if (castellan_turn_get_fits (turn, c) != 0 && fit < 0)
        fit = c;
    }
  g_assert_cmpint (no_fit, >=, 0);
  g_assert_cmpint (fit, >=, 0);

  g_signal_connect (turn, "placement-refused", G_CALLBACK (refused_cb), &refused);
  castellan_turn_set_cursor_cell (turn, no_fit);
  g_assert_false (castellan_turn_lay (turn));
  g_assert_cmpint (refused, ==, no_fit);
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  g_assert_false (castellan_turn_get_pending (turn, NULL, NULL));

  /* over a cell that takes it, the tile turns to a way that fits */
  castellan_turn_set_cursor_cell (turn, fit);
  g_assert_true (castellan_turn_get_fits (turn, fit) & (1 << castellan_turn_get_rotation (turn)));
  g_assert_true (castellan_turn_lay (turn));
  g_assert_true (castellan_turn_get_pending (turn, &cell, &rot));
  g_assert_cmpuint (cell, ==, (guint) fit);
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  g_assert_cmpuint (castellan_turn_get_spots (turn, NULL), >=, castellan_turn_get_open_spots (turn, NULL));

  /* Escape: back to placing, nothing played */
  castellan_turn_cancel (turn);
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  g_assert_false (castellan_turn_get_pending (turn, NULL, NULL));
  g_assert_cmpuint (castellan_game_get_record (game)->moves->len, ==, 0);

  /* the arrow keys walk the cursor over the castle's cells */
  castellan_turn_set_cursor_cell (turn, -1);
  g_assert_true (castellan_turn_move_cursor (turn, 1, 0));
  g_assert_cmpint (castellan_turn_get_cursor_cell (turn), >=, 0);
  g_assert_true (castellan_turn_get_fits (turn, castellan_turn_get_cursor_cell (turn)) != 0);
}

/* F and Shift+F: every fitting cell in reading order, around, and back */
static void
test_next_fit (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, 3, TRUE };
  CsRng rng = { 11 };
  guint n_checked = 0;

  g_assert_false (castellan_turn_next_fit (turn, 1));
  castellan_game_start (game, &s);
  for (guint move = 0; move < 10; move++)
    {
      const CsGame *g = castellan_game_get_state (game);
      const CsBoard *b = g->board;
      int order[CS_NUM_CELLS], n = 0, start;
      CsMove m;

      /* the fitting cells as a reader finds them: by row, then column */
      for (guint y = 0; y < b->height; y++)
        for (guint x = 0; x < b->width; x++)
          if (b->cell_at[y][x] >= 0 && castellan_turn_get_fits (turn, b->cell_at[y][x]))
            order[n++] = b->cell_at[y][x];
      g_assert_cmpint (n, >, 0);

      /* from nowhere, the first; then each in turn, around to the first */
      castellan_turn_set_cursor_cell (turn, -1);
      for (int i = 0; i <= n; i++)
        {
          int cell;
          g_assert_true (castellan_turn_next_fit (turn, 1));
          cell = castellan_turn_get_cursor_cell (turn);
          g_assert_cmpint (cell, ==, order[i % n]);
          g_assert_true (castellan_turn_get_fits (turn, cell) & (1 << castellan_turn_get_rotation (turn)));
        }
      /* and back, from a cell where the tile does not fit: the one before it */
      start = order[n - 1];
      castellan_turn_set_cursor_cell (turn, start);
      for (int i = n - 2; i >= -1; i--)
        {
          g_assert_true (castellan_turn_next_fit (turn, -1));
          g_assert_cmpint (castellan_turn_get_cursor_cell (turn), ==, order[(i + n) % n]);
        }
      n_checked += n;

      cs_policy_greedy (g, &rng, &m);
      castellan_turn_set_cursor_cell (turn, m.cell);
      castellan_turn_set_rotation (turn, m.rot);
      g_assert_true (castellan_turn_lay (turn));
      g_assert_false (castellan_turn_next_fit (turn, 1));   /* not while placing a follower */
      castellan_turn_choose_follower (turn, -1);
      if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
        castellan_turn_end (turn);
      g_assert_cmpuint (castellan_game_get_record (game)->moves->len, ==, move + 1);
    }
  g_assert_cmpuint (n_checked, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/turn/games-of-turns", test_games_of_turns);
  g_test_add_func ("/model/turn/refused-and-cancel", test_refused_and_cancel);
  g_test_add_func ("/model/turn/next-fit", test_next_fit);
  return g_test_run ();
}
