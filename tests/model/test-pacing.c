/* test-pacing.c — a computer's move waits its turn to be shown, in every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan_game_base_set_pace through the base alone, for classic
 * Carcassonne and The Castle: a computer's move thought out while the
 * last computer's move is still in view (its pace, or a view playing it
 * out) waits, the phase still the computer's; a computer's reply to a
 * person waits for no pace, only for a view showing the person's move;
 * "thinking-visible" is FALSE while a decided move waits or the last move
 * is still on show;
 * undo, saving and Suggest a Move while a move waits; and a game whose
 * last move is a computer's held one still ends. The pace is a minute
 * where a move must wait, so no clock is read: the test only sees that
 * the move waits.
 */
#include "config.h"

#include "castellan-game-base.h"
#include "model-common.h"

#define LONG_PACE 60000   /* ms: never over within a test */

static guint played;

static void
played_cb (gpointer game, gpointer events, gpointer data)
{
  played++;
}

/* The Castle's "turn-played" tells the state before the move too */
static void
castle_played_cb (gpointer game, gpointer events, gpointer before, gpointer data)
{
  played++;
}

/* the main loop until the game has played @n moves more, or a computer's
 * move waits to be shown (then FALSE) */
static gboolean
run_until_played (CastellanGameBase *game, guint n)
{
  guint goal = played + n;

  while (played < goal)
    {
      if (castellan_game_base_get_move_waiting (game))
        return FALSE;
      g_main_context_iteration (NULL, TRUE);
    }
  return TRUE;
}

static void
run_until_waiting (CastellanGameBase *game)
{
  guint before = played;

  /* (unpaced, the move would be played instead) */
  while (!castellan_game_base_get_move_waiting (game))
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (played, ==, before);
    }
  g_assert_cmpint (castellan_game_base_get_phase (game), ==, CASTELLAN_PHASE_THINKING);
}

static void
play_person_classic (CastellanClassicGame *game, CsRng *rng)
{
  g_autoptr(GError) error = NULL;
  CsClassicMove m;

  cs_classic_policy_greedy (castellan_classic_game_get_state (game), rng, &m);
  g_assert_true (castellan_game_base_play (CASTELLAN_GAME_BASE (game), &m, &error));
  g_assert_no_error (error);
}

/* a person and three computers: the first reply at once, the next waits;
 * Save, Suggest and Undo while it waits */
static void
test_classic_waits (void)
{
  CastellanPlayerKind kinds[4] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER,
                                   CASTELLAN_PLAYER_BEGINNER };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (4, TRUE, FALSE, 5, kinds, NULL);
  CastellanGameBase *base = CASTELLAN_GAME_BASE (game);
  g_autoptr(CastellanClassicGame) copy = castellan_classic_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  CsRng rng = { 3 };
  gsize len;

  played = 0;
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), NULL);
  castellan_game_base_set_pace (base, LONG_PACE);
  g_assert_cmpuint (castellan_game_base_get_pace (base), ==, LONG_PACE);

  play_person_classic (game, &rng);
  g_assert_cmpuint (played, ==, 1);
  /* the reply to the person is not held */
  g_assert_true (run_until_played (base, 1));
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, 2);
  /* the next computer's move waits for the first to be seen */
  run_until_waiting (base);
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, 2);

  /* saved meanwhile: the game as shown, without the waiting move */
  saved = castellan_game_base_save_to_data (base, &len);
  g_assert_true (castellan_game_base_load (CASTELLAN_GAME_BASE (copy), saved, len, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (castellan_classic_game_get_state (copy)->move, ==, 2);

  /* Suggest a Move: not the person's turn, nothing asked */
  castellan_game_base_suggest (base);
  g_assert_null (castellan_game_base_get_suggestion (base));

  /* Undo: back to the person's move, the waiting move gone with it */
  g_assert_true (castellan_game_base_get_can_undo (base));
  g_assert_true (castellan_game_base_undo (base));
  g_assert_false (castellan_game_base_get_move_waiting (base));
  g_assert_cmpint (castellan_game_base_get_phase (base), ==, CASTELLAN_PHASE_PLACE);
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, 0);

  /* and on: the person's move again, its reply at once */
  play_person_classic (game, &rng);
  g_assert_true (run_until_played (base, 1));
  run_until_waiting (base);
  /* stopping the computers (leaving the game) drops it too */
  castellan_game_base_cancel_thinking (base);
  g_assert_false (castellan_game_base_get_move_waiting (base));
}

/* a view playing out the last computer's move holds the next one,
 * whatever the pace, until it is done */
static void
test_classic_shown (void)
{
  CastellanPlayerKind kinds[3] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, FALSE, 9, kinds, NULL);
  CastellanGameBase *base = CASTELLAN_GAME_BASE (game);
  CsRng rng = { 5 };

  played = 0;
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), NULL);
  play_person_classic (game, &rng);
  g_assert_true (run_until_played (base, 1));
  /* as the board does when it starts playing that move out */
  castellan_game_base_hold_shown (base, TRUE);
  run_until_waiting (base);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (castellan_game_base_get_move_waiting (base));
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, 2);
  /* its animation ended: the move comes */
  castellan_game_base_hold_shown (base, FALSE);
  for (guint before = played; played == before;)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, 3);
  g_assert_false (castellan_game_base_get_move_waiting (base));
}

/* a game played to its end, every computer's move after a computer's
 * waiting and then let go (the pace set to 0 while it waits: it comes at
 * once): the game ends, its last move a computer's that waited */
static void
test_classic_to_the_end (void)
{
  CastellanPlayerKind kinds[4] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER,
                                   CASTELLAN_PLAYER_BEGINNER };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (4, FALSE, FALSE, 8, kinds, NULL);
  CastellanGameBase *base = CASTELLAN_GAME_BASE (game);
  g_autoptr(GListModel) lines = NULL;
  CsRng rng = { 4 };
  guint waited = 0, computers = 0;
  gboolean last_waited = FALSE;

  played = 0;
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), NULL);
  castellan_game_base_set_pace (base, LONG_PACE);
  while (castellan_game_base_get_phase (base) != CASTELLAN_PHASE_OVER)
    {
      if (castellan_game_base_get_phase (base) == CASTELLAN_PHASE_PLACE)
        {
          play_person_classic (game, &rng);
          last_waited = FALSE;
          continue;
        }
      if (run_until_played (base, 1))
        {
          /* a reply to the person, or a move after one that waited */
          computers++;
          last_waited = FALSE;
          continue;
        }
      waited++;
      castellan_game_base_set_pace (base, 0);
      for (guint before = played; played == before;)
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (castellan_game_base_get_move_waiting (base));
      castellan_game_base_set_pace (base, LONG_PACE);
      computers++;
      last_waited = TRUE;
    }
  /* three computers: two of each three moves wait (the person's reply does not) */
  g_assert_cmpuint (waited, >, computers / 2);
  g_assert_true (last_waited);
  lines = castellan_game_base_dup_final_lines (base);
  g_assert_cmpuint (g_list_model_get_n_items (lines), >, 0);
}

/* The Castle: a computer's reply to the person is never held; two
 * computers' moves in a row are */
static void
test_castle (void)
{
  CastellanGameSetup one = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER }, 0,
                             CASTELLAN_THEME_CASTLE, 0, 6, TRUE };
  CastellanGameSetup two = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER }, 0,
                             CASTELLAN_THEME_CASTLE, 0, 6, TRUE };
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameBase *base = CASTELLAN_GAME_BASE (game);
  CsRng rng = { 2 };

  played = 0;
  g_signal_connect (game, "turn-played", G_CALLBACK (castle_played_cb), NULL);
  castellan_game_base_set_pace (base, LONG_PACE);
  castellan_game_start (game, &one);
  for (guint i = 0; i < 3; i++)
    {
      CsMove m;

      if (castellan_game_base_get_phase (base) == CASTELLAN_PHASE_THINKING)
        g_assert_true (run_until_played (base, 1));
      g_assert_cmpint (castellan_game_base_get_phase (base), ==, CASTELLAN_PHASE_PLACE);
      cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
      g_assert_true (castellan_game_base_play (base, &m, NULL));
      g_assert_true (run_until_played (base, 1));
    }

  /* two computers: the first moves at once, the second waits; a new game drops it */
  castellan_game_start (game, &two);
  g_assert_true (run_until_played (base, 1));
  run_until_waiting (base);
  castellan_game_start (game, &one);
  g_assert_false (castellan_game_base_get_move_waiting (base));
}

/* The Castle: a view showing the person's move (as the board does while
 * the person's tile lands) holds the computer's reply until it is done,
 * the computer thinking meanwhile; then the reply comes at once, however
 * long the pace. Nothing says the computer thinks while its reply waits. */
static void
test_castle_reply_shown (void)
{
  CastellanGameSetup one = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER }, 0,
                             CASTELLAN_THEME_CASTLE, 0, 6, TRUE };
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameBase *base = CASTELLAN_GAME_BASE (game);
  CsRng rng = { 8 };
  CsMove m;

  played = 0;
  g_signal_connect (game, "turn-played", G_CALLBACK (castle_played_cb), NULL);
  castellan_game_base_set_pace (base, LONG_PACE);
  castellan_game_start (game, &one);
  g_assert_cmpint (castellan_game_base_get_phase (base), ==, CASTELLAN_PHASE_PLACE);
  g_assert_false (castellan_game_base_get_thinking_visible (base));
  cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
  g_assert_true (castellan_game_base_play (base, &m, NULL));
  /* (the board starts playing it out as it is played) */
  castellan_game_base_hold_shown (base, TRUE);
  g_assert_false (castellan_game_base_get_thinking_visible (base));
  run_until_waiting (base);
  g_assert_false (castellan_game_base_get_thinking_visible (base));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (castellan_game_base_get_move_waiting (base));
  g_assert_cmpuint (castellan_game_get_state (game)->move, ==, 1);
  castellan_game_base_hold_shown (base, FALSE);
  for (guint before = played; played == before;)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (castellan_game_get_state (game)->move, ==, 2);
  g_assert_false (castellan_game_base_get_move_waiting (base));

  /* Undo while the reply waits: gone with the person's move */
  cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
  g_assert_true (castellan_game_base_play (base, &m, NULL));
  castellan_game_base_hold_shown (base, TRUE);
  run_until_waiting (base);
  g_assert_true (castellan_game_base_undo (base));
  g_assert_false (castellan_game_base_get_move_waiting (base));
  castellan_game_base_hold_shown (base, FALSE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (castellan_game_get_state (game)->move, ==, 2);
  g_assert_cmpint (castellan_game_base_get_phase (base), ==, CASTELLAN_PHASE_PLACE);

  /* a new game while the reply waits: gone too */
  cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
  g_assert_true (castellan_game_base_play (base, &m, NULL));
  castellan_game_base_hold_shown (base, TRUE);
  run_until_waiting (base);
  castellan_game_start (game, &one);
  g_assert_false (castellan_game_base_get_move_waiting (base));
  castellan_game_base_hold_shown (base, FALSE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (castellan_game_get_state (game)->move, ==, 0);
}

static guint visible_wrong;

/* "thinking-visible" never says a computer thinks while its move waits */
static void
visible_cb (CastellanGameBase *base, GParamSpec *pspec, gpointer data)
{
  if (castellan_game_base_get_thinking_visible (base) &&
      (castellan_game_base_get_move_waiting (base) || castellan_game_base_get_phase (base) != CASTELLAN_PHASE_THINKING))
    visible_wrong++;
}

/* two computers at The Castle: "thinking-visible" while the person waits
 * on the first one's thinking; not while the first move is on show (its
 * pace, then a view) and the second, decided, waits; again once the
 * second is played and nothing more is on show */
static void
test_thinking_visible (void)
{
  CastellanGameSetup two = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER }, 0,
                             CASTELLAN_THEME_CASTLE, 0, 6, TRUE };
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameBase *base = CASTELLAN_GAME_BASE (game);

  played = 0;
  visible_wrong = 0;
  g_signal_connect (game, "turn-played", G_CALLBACK (castle_played_cb), NULL);
  g_signal_connect (game, "notify::thinking-visible", G_CALLBACK (visible_cb), NULL);
  castellan_game_base_set_pace (base, LONG_PACE);
  castellan_game_start (game, &two);
  g_assert_true (castellan_game_base_get_thinking_visible (base));
  g_assert_true (run_until_played (base, 1));
  /* the first move on show for the pace: the second thought out meanwhile, unsaid */
  g_assert_false (castellan_game_base_get_thinking_visible (base));
  run_until_waiting (base);
  g_assert_false (castellan_game_base_get_thinking_visible (base));
  /* a view still shows the first when the pace is over */
  castellan_game_base_hold_shown (base, TRUE);
  castellan_game_base_set_pace (base, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (castellan_game_base_get_move_waiting (base));
  g_assert_false (castellan_game_base_get_thinking_visible (base));
  castellan_game_base_hold_shown (base, FALSE);
  for (guint before = played; played == before;)
    g_main_context_iteration (NULL, TRUE);
  /* the third computer's move is thought out now, nothing on show */
  g_assert_true (castellan_game_base_get_thinking_visible (base));
  g_assert_cmpuint (visible_wrong, ==, 0);
  castellan_game_base_cancel_thinking (base);
}

int
main (int argc, char **argv)
{
  /* the pace asked, not the test suites' 0 (tests/meson.build) */
  g_unsetenv ("CASTELLAN_PACE_MS");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pacing/classic/waits", test_classic_waits);
  g_test_add_func ("/pacing/classic/shown", test_classic_shown);
  g_test_add_func ("/pacing/classic/to-the-end", test_classic_to_the_end);
  g_test_add_func ("/pacing/castle", test_castle);
  g_test_add_func ("/pacing/castle/reply-shown", test_castle_reply_shown);
  g_test_add_func ("/pacing/castle/thinking-visible", test_thinking_visible);
  return g_test_run ();
}
