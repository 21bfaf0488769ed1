/* test-base.c — every game through the interface a view uses (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Castle and classic Carcassonne played to the end
 * through CastellanGameBase and CastellanTurnBase alone, as the one game
 * page plays them: the cursor to a cell that takes the tile, lay, a
 * follower or none, end; a refusal with its reason; the actions' "can-*"
 * properties following the stage; the players as a list model; undo; and
 * at the end the final sheet's lines, the winner and the score history.
 */
#include <string.h>

#include "castellan-classic-turn.h"
#include "castellan-final-lines.h"
#include "castellan-game-base.h"
#include "castellan-turn.h"
#include "castellan-turn-base.h"
#include "model-common.h"

typedef struct {
  guint  refusals;
  int    cell;
  char  *reason;
} Refused;

static void
refused_cb (CastellanTurnBase *turn, int cell, const char *reason, Refused *r)
{
  r->refusals++;
  r->cell = cell;
  g_free (r->reason);
  r->reason = g_strdup (reason);
}

static gboolean
prop (gpointer object, const char *name)
{
  gboolean value;

  g_object_get (object, name, &value, NULL);
  return value;
}

/* the players' list model holds the game's seats, in order, as they are */
static void
check_players (CastellanGameBase *game, guint n)
{
  GListModel *players = castellan_game_base_get_players (game);

  g_assert_cmpuint (g_list_model_get_n_items (players), ==, n);
  g_assert_cmpuint (castellan_game_base_get_n_players (game), ==, n);
  g_assert_true (g_list_model_get_item_type (players) == CASTELLAN_TYPE_PLAYER);
  for (guint p = 0; p < n; p++)
    {
      g_autoptr(CastellanPlayer) player = g_list_model_get_item (players, p);

      g_assert_true (player == castellan_game_base_get_player (game, p));
      g_assert_cmpuint (castellan_player_get_colour (player), ==, p);
    }
}

/* one person's move through the base alone; a refusal tried first on a
 * turn of the tile that does not fit, where there is one */
static void
play_move (CastellanTurnBase *turn, Refused *r, guint move)
{
  int cell;
  guint fits, rot;
  guint n_open;

  g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  g_assert_true (prop (turn, "can-lay"));
  g_assert_true (prop (turn, "can-turn"));
  g_assert_false (prop (turn, "can-end"));
  g_assert_cmpint (castellan_turn_base_get_drawn_tile (turn), >=, 0);
  g_assert_cmpuint (castellan_turn_base_get_n_places (turn), >, 0);
  g_assert_true (castellan_turn_base_next_fit (turn, 1));
  cell = castellan_turn_base_get_cursor_cell (turn);
  g_assert_cmpint (cell, >=, 0);
  fits = castellan_turn_base_get_fits (turn, cell);
  g_assert_cmpuint (fits, !=, 0);
  rot = castellan_turn_base_get_rotation (turn);
  g_assert_true (fits & (1u << rot));
  g_assert_null (castellan_turn_base_dup_refusal (turn, cell, rot));
  if (fits != 0xf)
    {
      guint bad = 0;
      guint before = r->refusals;

      while (fits & (1u << bad))
        bad++;
      castellan_turn_base_set_rotation (turn, bad);
      g_assert_cmpuint (castellan_turn_base_get_rotation (turn), ==, bad);
      g_assert_false (castellan_turn_base_lay (turn));
      g_assert_cmpuint (r->refusals, ==, before + 1);
      g_assert_cmpint (r->cell, ==, cell);
      /* the reason in words, citing its rule: "(R-3.2)." or "(C-4.3)." */
      g_assert_nonnull (r->reason);
      g_assert_true (strstr (r->reason, "(R-") != NULL || strstr (r->reason, "(C-") != NULL ||
                     strstr (r->reason, "(B-") != NULL);
      g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
      castellan_turn_base_set_rotation (turn, rot);
    }
  g_assert_true (castellan_turn_base_lay (turn));
  g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  g_assert_false (prop (turn, "can-lay"));
  g_assert_true (prop (turn, "can-choose-none"));
  g_assert_true (prop (turn, "can-cancel"));
  {
    guint pc, pr;
    g_assert_true (castellan_turn_base_get_pending (turn, &pc, &pr));
    g_assert_cmpuint (pc, ==, (guint) cell);
    g_assert_cmpuint (pr, ==, rot);
  }
  n_open = castellan_turn_base_get_n_open_spots (turn);
  for (guint i = 0; i < n_open; i++)
    {
      g_autofree char *name = castellan_turn_base_dup_spot_name (turn, i);
      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
    }
  g_assert_null (castellan_turn_base_dup_spot_name (turn, n_open));
  /* back and forth once: the tile is taken back, then laid again */
  if (move == 1)
    {
      castellan_turn_base_cancel (turn);
      g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
      g_assert_false (castellan_turn_base_get_pending (turn, NULL, NULL));
      g_assert_true (castellan_turn_base_lay (turn));
    }
  /* a follower now and then, on the first open spot */
  castellan_turn_base_choose_follower (turn, n_open > 0 && move % 3 == 0 ? 0 : -1);
  if (castellan_turn_base_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    castellan_turn_base_end (turn);
}

static void
play_to_end (CastellanGameBase *game, CastellanTurnBase *turn, guint n_players)
{
  Refused r = { 0, -2, NULL };
  guint moves = 0;
  CastellanGameStatus st;

  g_signal_connect (turn, "refused", G_CALLBACK (refused_cb), &r);
  g_assert_true (castellan_turn_base_get_game (turn) == game);
  check_players (game, n_players);
  /* no cursor: laying is refused with what to do */
  castellan_turn_base_set_cursor_cell (turn, -1);
  g_assert_false (castellan_turn_base_lay (turn));
  g_assert_cmpuint (r.refusals, ==, 1);
  g_assert_cmpint (r.cell, ==, -1);

  while (castellan_game_base_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      castellan_game_base_get_status (game, &st);
      play_move (turn, &r, ++moves);
      /* the move was played: the turn moved on */
      if (castellan_game_base_get_phase (game) != CASTELLAN_PHASE_PLACE)
        break;
      if (moves == 2)
        {
          CastellanGameStatus now;

          /* taken back through the base, and played again */
          g_assert_true (castellan_game_base_get_can_undo (game));
          g_assert_true (castellan_game_base_undo (game));
          castellan_game_base_get_status (game, &now);
          g_assert_cmpuint (now.turn, ==, st.turn);
          play_move (turn, &r, ++moves);
        }
      g_assert_cmpuint (moves, <, 400);
    }
  g_assert_cmpint (castellan_game_base_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  g_assert_cmpint (castellan_turn_base_get_drawn_tile (turn), ==, -1);
  g_assert_cmpuint (r.refusals, >, 1);
  check_players (game, n_players);

  /* the end, for the final sheet */
  {
    g_autoptr(GListModel) lines = castellan_game_base_dup_final_lines (game);
    g_autofree char *winner = castellan_game_base_dup_winner (game);
    g_autofree char *totals = castellan_game_base_dup_totals (game);
    guint stride, lap;
    g_autoptr(GArray) history = castellan_game_base_dup_score_history (game, &stride, &lap);
    guint cited = 0;

    g_assert_cmpuint (g_list_model_get_n_items (lines), >, 0);
    for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
      {
        g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
        const char *rule = castellan_final_line_get_rule (line);

        g_assert_nonnull (castellan_final_line_get_text (line));
        /* the rule is the line's link, not left in its words */
        if (rule != NULL)
          {
            g_assert_null (strstr (castellan_final_line_get_text (line), rule));
            cited++;
          }
      }
    g_assert_cmpuint (cited, >, 0);
    g_assert_nonnull (winner);
    for (guint p = 0; p < n_players; p++)
      g_assert_nonnull (strstr (totals, castellan_player_get_name (castellan_game_base_get_player (game, p))));
    g_assert_cmpuint (stride, >=, n_players);
    g_assert_cmpuint (history->len % stride, ==, 0);
    g_assert_cmpuint (history->len / stride, >, moves / 2);
    for (guint p = 0; p < n_players; p++)
      g_assert_cmpint (g_array_index (history, int, history->len - stride + p), ==,
                       castellan_player_get_score (castellan_game_base_get_player (game, p)));
  }
  g_free (r.reason);
}

static void
test_castle (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, CASTELLAN_THEME_CASTLE,
                           0, 5, TRUE };

  castellan_game_start (game, &s);
  g_assert_cmpint (castellan_game_base_get_palette (CASTELLAN_GAME_BASE (game)), ==, CASTELLAN_PALETTE_CASTLE);
  play_to_end (CASTELLAN_GAME_BASE (game), CASTELLAN_TURN_BASE (turn), 2);
}

static void
test_classic (void)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, FALSE, 9, kinds, "Ada");
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);

  g_assert_cmpint (castellan_game_base_get_palette (CASTELLAN_GAME_BASE (game)), ==, CASTELLAN_PALETTE_CLASSIC);
  play_to_end (CASTELLAN_GAME_BASE (game), CASTELLAN_TURN_BASE (turn), 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/base/castle", test_castle);
  g_test_add_func ("/base/classic", test_classic);
  return g_test_run ();
}
