/* test-bcb.c — classic Carcassonne with Bridges, Castles and Bazaars
 * through CastellanClassicGame and CastellanClassicTurn, with no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expansion is an option of a game (B-1.1): its tiles join the pile,
 * it is saved with the game and older saves still open without it. A
 * person plays with two computers to the end, deciding every bridge,
 * castle and bid the expansion asks of them; the computers decide theirs
 * on their own thread.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "castellan-classic-bcb.h"
#include "castellan-classic-turn.h"
#include "castellan-game.h"
#include "castellan-rules-reference.h"
#include "cs-classic-text.h"
#include "model-common.h"

static CastellanClassicGame *
new_game (guint n, gboolean farmers, gboolean bcb, guint32 seed, const CastellanPlayerKind *kinds)
{
  return model_classic_game_new (n, farmers, bcb, seed, kinds, NULL);
}

typedef struct {
  guint bridges, needed_bridges, castles, castle_choices, bazaars, bids, person_bids, person_lays;
} Seen;

static void
count_events (const CsEvents *ev, Seen *seen)
{
  for (guint i = 0; i < ev->n; i++)
    switch (ev->ev[i].type)
      {
      case CS_EVENT_BRIDGE_PLACED:  seen->bridges++; break;
      case CS_EVENT_CASTLE_BUILT:   seen->castles++; break;
      case CS_EVENT_BAZAAR_OPENED:  seen->bazaars++; break;
      case CS_EVENT_BAZAAR_BID:     seen->bids++; break;
      default: break;
      }
}

static void
played_cb (CastellanClassicGame *game, const CsEvents *ev, Seen *seen)
{
  count_events (ev, seen);
}

/* B-1.2, B-1.3: the expansion's tiles in the pile and each player's supply */
static void
test_setup (void)
{
  const CastellanPlayerKind people[5] = { 0 };
  g_autoptr(CastellanClassicGame) plain = new_game (3, TRUE, FALSE, 5, people);
  g_autoptr(CastellanClassicGame) three = new_game (3, TRUE, TRUE, 5, people);
  g_autoptr(CastellanClassicGame) five = new_game (5, FALSE, TRUE, 5, people);
  const CsClassic *g = castellan_classic_game_get_state (three);

  g_assert_false (castellan_classic_game_get_bcb (plain));
  g_assert_true (castellan_classic_game_get_bcb (three));
  g_assert_true (castellan_classic_game_get_farmers (three));
  g_assert_false (castellan_classic_game_get_farmers (five));
  g_assert_true (castellan_classic_game_get_bcb (five));
  g_assert_cmpuint (g->tileset->n_tiles, ==, CS_CLASSIC_NUM_TILES);
  g_assert_cmpuint (castellan_classic_game_get_state (plain)->tileset->n_tiles, ==, CS_CLASSIC_BASE_TILES);
  g_assert_cmpuint (castellan_classic_game_get_tiles_left (three), ==, 82);   /* 83 in the pile, one in hand */
  g_assert_cmpuint (castellan_classic_game_get_tiles_left (plain), ==, 70);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (g->player[p].bridges, ==, 3);
      g_assert_cmpuint (g->player[p].castles, ==, 3);
    }
  g_assert_cmpuint (castellan_classic_game_get_state (five)->player[4].bridges, ==, 2);
  g_assert_cmpuint (castellan_classic_game_get_actor (three), ==, 0);
}

/* A person's decision that is not laying a tile: a castle or the bazaar
 * (B-4.2, B-5.3, B-5.4), as the engine's own greedy player would take it */
static void
decide (CastellanClassicGame *game, CsRng *rng, Seen *seen)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  g_autoptr(GError) error = NULL;
  CsClassicMove move = CS_CLASSIC_MOVE_INIT;

  cs_classic_bcb_policy (g, rng, 1, &move);
  if (g->phase == CS_CLASSIC_PHASE_CASTLE)
    seen->castle_choices++;
  if (move.kind == CS_CLASSIC_MOVE_BID || move.kind == CS_CLASSIC_MOVE_OFFER)
    seen->person_bids++;
  g_assert_true (castellan_classic_game_play (game, &move, &error));
  g_assert_no_error (error);
}

/* The engine's choice of lay, made as the board makes it: the cursor on
 * the cell, the tile turned, laid, the bridge picked among the turn's
 * choices (B-3), the follower on its numbered spot */
static void
lay_through_turn (CastellanClassicTurn *turn, CsRng *rng, Seen *seen)
{
  CastellanClassicGame *game = castellan_classic_turn_get_game (turn);
  const CsClassic *g = castellan_classic_game_get_state (game);
  CsClassicMove move = CS_CLASSIC_MOVE_INIT;
  const guint8 *open;
  guint n_open, tries = 0;
  int index = -1;

  cs_classic_bcb_policy (g, rng, 1, &move);
  if (move.kind == CS_CLASSIC_MOVE_DISCARD)
    {
      /* B-3.6: it fits only with a bridge, and the player declines */
      g_assert_true (castellan_classic_turn_get_can_discard (turn));
      g_assert_true (castellan_classic_turn_discard (turn));
      return;
    }
  g_assert_cmpint (move.kind, ==, CS_CLASSIC_MOVE_LAY);
  g_assert_true (castellan_classic_turn_get_fits (turn, move.cell) & (1u << move.rot));
  castellan_classic_turn_set_cursor_cell (turn, move.cell);
  castellan_classic_turn_set_rotation (turn, move.rot);
  if (castellan_classic_turn_get_needs_bridge (turn, move.cell) & (1u << move.rot))
    {
      g_assert_cmpuint (move.bridge, !=, 0);
      g_assert_cmpuint (castellan_classic_turn_get_bridge (turn), !=, 0);
      seen->needed_bridges++;
    }
  g_assert_true (castellan_classic_turn_lay (turn));
  while (castellan_classic_turn_get_bridge (turn) != move.bridge)
    {
      g_assert_true (castellan_classic_turn_next_bridge (turn));
      g_assert_cmpuint (++tries, <=, CS_CLASSIC_MAX_BRIDGES);
    }
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint i = 0; i < n_open; i++)
    if (open[i] == move.follower)
      index = i;
  g_assert_true (move.follower < 0 || index >= 0);
  castellan_classic_turn_choose_follower (turn, index);
}

/* what the auction card reads from the model's bazaar words (issue 32):
 * the same tiles, owners and auctioned tile as the engine's state */
static void
check_bazaar_view (CastellanClassicGame *game)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  CastellanBcbStep step = castellan_classic_bcb_get_step (game);

  g_assert_cmpuint (castellan_classic_bcb_get_n_display (game), ==, g->bcb.n_display);
  for (guint i = 0; i < g->bcb.n_display; i++)
    {
      g_assert_cmpint (castellan_classic_bcb_get_display_owner (game, i), ==, g->bcb.display_owner[i]);
      g_assert_true (castellan_classic_bcb_get_display_design (game, i) == cs_classic_tile (g->tileset, g->bcb.display[i]));
    }
  if (step == CASTELLAN_BCB_BID || step == CASTELLAN_BCB_SETTLE)
    g_assert_cmpint (castellan_classic_bcb_get_auctioned (game), ==, g->bcb.pick);
  else
    g_assert_cmpint (castellan_classic_bcb_get_auctioned (game), ==, -1);
}

/* the lines the card tells after a move: each bazaar event of it, worded */
static void
check_last_deals (CastellanClassicGame *game)
{
  const CsEvents *ev = castellan_classic_game_get_last_events (game);
  g_autofree char *deals = castellan_classic_bcb_dup_last_deals (game);
  const char *names[CS_CLASSIC_MAX_PLAYERS];
  guint n = 0;

  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    names[p] = castellan_classic_game_get_player_name (game, p);
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type >= CS_EVENT_BAZAAR_OFFER && ev->ev[i].type <= CS_EVENT_BAZAAR_TAKEN)
      {
        g_autofree char *text = cs_classic_text_event (castellan_classic_game_get_state (game), &ev->ev[i], names);
        g_assert_nonnull (deals);
        g_assert_nonnull (strstr (deals, text));
        n++;
      }
  if (n == 0)
    g_assert_null (deals);
  else
    {
      g_auto(GStrv) lines = g_strsplit (deals, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), >=, n);
    }
}

/* A person (seat 0, through the turn) and two computers play a whole game
 * with the expansion; every decision comes to whoever must take it. */
static void
test_person_and_two_computers (void)
{
  const CastellanPlayerKind kinds[3] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER };
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, TRUE, 11, kinds);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autofree char *outcome = NULL;
  const CsClassic *g = castellan_classic_game_get_state (game);
  Seen seen = { 0 };
  CsRng rng;

  rng.s = 11;
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), &seen);
  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    {
      if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_THINKING)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      g_assert_cmpuint (castellan_classic_game_get_actor (game), ==, 0);
      g_assert_true (castellan_player_get_active (castellan_classic_game_get_player (game, 0)));
      if (g->phase != CS_PHASE_PLACE)
        {
          /* no tile to lay: the turn waits */
          g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_IDLE);
          decide (game, &rng, &seen);
          continue;
        }
      g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
      lay_through_turn (turn, &rng, &seen);
      seen.person_lays++;
    }
  g_assert_cmpuint (castellan_classic_game_get_tiles_left (game), ==, 0);
  g_assert_cmpuint (seen.person_lays, >=, 20);
  g_assert_cmpuint (seen.bazaars, >, 0);
  g_assert_cmpuint (seen.bids + seen.person_bids, >, 0);
  outcome = castellan_classic_game_dup_outcome (game);
  g_assert_nonnull (outcome);
  g_test_message ("bridges %u (%u needed), castles %u (person's choices %u), bazaars %u, bids %u; %s", seen.bridges,
                  seen.needed_bridges, seen.castles, seen.castle_choices, seen.bazaars, seen.bids, outcome);
}

/* Hot seat: three people at one desk. Every decision, a tile, a castle or
 * a bid, is asked of the seat whose it is, that seat is the active one,
 * and the bazaar's prompt names it (B-4.2, B-5.3, B-5.4). */
static void
test_hot_seat (void)
{
  const CastellanPlayerKind kinds[3] = { 0 };
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, TRUE, 41, kinds);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const CsClassic *g = castellan_classic_game_get_state (game);
  Seen seen = { 0 };
  guint prompts = 0, questions = 0;
  CsRng rng = { 41 };

  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), &seen);
  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      guint actor = castellan_classic_game_get_actor (game);
      CastellanBcbStep step = castellan_classic_bcb_get_step (game);

      g_assert_cmpuint (actor, ==, g->actor);
      for (guint p = 0; p < 3; p++)
        g_assert_true (castellan_player_get_active (castellan_classic_game_get_player (game, p)) == (p == actor));
      if (step == CASTELLAN_BCB_CASTLE)
        {
          g_autofree char *q = castellan_classic_bcb_dup_castle_question (game);
          g_assert_true (g_str_has_prefix (q, castellan_classic_game_get_player_name (game, actor)));
          questions++;
          decide (game, &rng, &seen);
        }
      else if (step != CASTELLAN_BCB_NONE)
        {
          g_autofree char *prompt = castellan_classic_bcb_dup_auction_prompt (game);
          g_assert_nonnull (strstr (prompt, castellan_classic_game_get_player_name (game, actor)));
          if (step == CASTELLAN_BCB_SETTLE)
            {
              g_autofree char *buy = castellan_classic_bcb_dup_buy_text (game);
              g_autofree char *sell = castellan_classic_bcb_dup_sell_text (game);
              g_assert_nonnull (buy);
              g_assert_nonnull (sell);
            }
          prompts++;
          check_bazaar_view (game);
          decide (game, &rng, &seen);
          check_last_deals (game);
          if (castellan_classic_bcb_get_step (game) != CASTELLAN_BCB_NONE)
            check_bazaar_view (game);
        }
      else
        lay_through_turn (turn, &rng, &seen);
    }
  g_assert_cmpint (castellan_classic_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  g_assert_cmpuint (prompts, >, 0);
  g_test_message ("hot seat: %u bazaar decisions, %u castle questions, %u bridges", prompts, questions, seen.bridges);
}

/* The option is saved with the game and comes back; a save from before the
 * expansion (no Expansions key) opens as the base game (B-1.1). */
static void
test_save_resume (void)
{
  const CastellanPlayerKind kinds[3] = { 0 };
  g_autoptr(CastellanClassicGame) game = new_game (3, FALSE, TRUE, 29, kinds);
  g_autoptr(CastellanClassicGame) back = castellan_classic_game_new ();
  g_autoptr(CastellanClassicGame) old = castellan_classic_game_new ();
  g_autoptr(CastellanClassicGame) plain = new_game (2, TRUE, FALSE, 29, kinds);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *plain_data = NULL;
  const CsClassic *g = castellan_classic_game_get_state (game);
  CsRng rng;
  Seen seen = { 0 };
  gsize len, plain_len;

  rng.s = 29;
  while (g->move < 40 && !cs_classic_over (g))
    decide (game, &rng, &seen);
  data = castellan_classic_game_save_to_data (game, &len);
  g_assert_nonnull (strstr (data, "Expansions=bcb"));
  g_assert_true (castellan_classic_game_load (back, data, len, "saved", &error));
  g_assert_no_error (error);
  g_assert_true (castellan_classic_game_get_bcb (back));
  g_assert_false (castellan_classic_game_get_farmers (back));
  g_assert_true (memcmp (castellan_classic_game_get_state (back), g, sizeof (CsClassic)) == 0);

  /* the save of a base game has no Expansions line, and such a save opens without them */
  plain_data = castellan_classic_game_save_to_data (plain, &plain_len);
  g_assert_null (strstr (plain_data, "Expansions"));
  g_assert_true (castellan_classic_game_load (old, plain_data, plain_len, "old", &error));
  g_assert_no_error (error);
  g_assert_false (castellan_classic_game_get_bcb (old));
  g_assert_cmpuint (castellan_classic_game_get_state (old)->tileset->n_tiles, ==, CS_CLASSIC_BASE_TILES);
}

/* BV-1 chosen at the start: each bazaar is a pick at a time, asked of the
 * seat whose pick it is and played through castellan_classic_bcb_pick; the
 * variant is saved with the game and comes back with it. Without the
 * expansion the switch means nothing. */
static void
test_quick_bazaar (void)
{
  CastellanClassicSetup setup = { .n_players = 3, .farmers = TRUE, .bcb = TRUE, .quick_bazaar = TRUE,
                                  .seed = 41, .has_seed = TRUE, .first = 0 };
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(CastellanClassicGame) back = castellan_classic_game_new ();
  g_autoptr(CastellanClassicGame) base = castellan_classic_game_new ();
  g_autoptr(CastellanClassicTurn) turn = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  const CsClassic *g;
  Seen seen = { 0 };
  guint picks = 0;
  gsize len;
  CsRng rng = { 41 };

  castellan_classic_game_start (game, &setup);
  turn = castellan_classic_turn_new (game);
  g = castellan_classic_game_get_state (game);
  g_assert_true (castellan_classic_game_get_quick_bazaar (game));
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), &seen);
  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE && picks < 4)
    {
      CastellanBcbStep step = castellan_classic_bcb_get_step (game);

      /* no auction: never an offer, a bid or a deal */
      g_assert_true (step == CASTELLAN_BCB_NONE || step == CASTELLAN_BCB_CASTLE || step == CASTELLAN_BCB_PICK);
      if (step == CASTELLAN_BCB_PICK)
        {
          g_autofree char *prompt = castellan_classic_bcb_dup_auction_prompt (game);
          guint actor = g->actor, taken = 0;

          g_assert_true (g_str_has_prefix (prompt, castellan_classic_game_get_player_name (game, actor)));
          g_assert_nonnull (strstr (prompt, "BV-1"));
          while (g->bcb.display_owner[taken] >= 0)
            taken++;
          /* a tile someone already has is refused, with the rule */
          for (guint i = 0; i < g->bcb.n_display; i++)
            if (g->bcb.display_owner[i] >= 0)
              {
                g_assert_false (castellan_classic_bcb_pick (game, i, &error));
                g_assert_nonnull (error);
                g_clear_error (&error);
              }
          g_assert_true (castellan_classic_bcb_pick (game, taken, &error));
          g_assert_no_error (error);
          /* the one who picked lays that tile now */
          g_assert_cmpuint (g->active, ==, actor);
          g_assert_cmpuint (g->current, ==, g->bcb.display[taken]);
          picks++;
        }
      else if (step == CASTELLAN_BCB_CASTLE)
        decide (game, &rng, &seen);
      else
        lay_through_turn (turn, &rng, &seen);
    }
  g_assert_cmpuint (picks, >, 0);
  g_assert_cmpuint (seen.bids, ==, 0);

  data = castellan_classic_game_save_to_data (game, &len);
  g_assert_nonnull (strstr (data, "QuickBazaar=true"));
  g_assert_true (castellan_classic_game_load (back, data, len, "saved", &error));
  g_assert_no_error (error);
  g_assert_true (castellan_classic_game_get_quick_bazaar (back));
  g_assert_true (memcmp (castellan_classic_game_get_state (back), g, sizeof (CsClassic)) == 0);

  /* BV-1 is a variant of the expansion: without it the switch does nothing */
  setup.bcb = FALSE;
  castellan_classic_game_start (base, &setup);
  g_assert_false (castellan_classic_game_get_quick_bazaar (base));
}

/* the Rules Reference says a bid nobody raised as the log does: the
 * auctioneer takes the tile and loses the opening bid, no "pays ... to
 * nobody" (B-5.4) */
static void
test_rules_b5_4_words (void)
{
  int section = castellan_rules_reference_find ("B-5.4");
  gboolean said = FALSE;

  g_assert_cmpint (section, >=, 0);
  for (guint i = 0; i < castellan_rules_reference_section_n_paragraphs (section); i++)
    {
      const char *text = castellan_rules_reference_paragraph (section, i, CASTELLAN_THEME_CASTLE);
      g_assert_null (strstr (text, "to nobody"));
      said |= strstr (text, "takes the tile and loses the points of the opening bid (B-5.4)") != NULL;
    }
  g_assert_true (said);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bcb/setup", test_setup);
  g_test_add_func ("/bcb/person-and-two-computers", test_person_and_two_computers);
  g_test_add_func ("/bcb/hot-seat", test_hot_seat);
  g_test_add_func ("/bcb/save-resume", test_save_resume);
  g_test_add_func ("/bcb/quick-bazaar", test_quick_bazaar);
  g_test_add_func ("/bcb/rules-B-5.4-words", test_rules_b5_4_words);
  return g_test_run ();
}
