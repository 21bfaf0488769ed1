/* test-bcb-ui.c — a whole classic game with Bridges, Castles and Bazaars
 * through the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb: the expansion switched on in
 * the New Game dialog, one person against two computers, played to the
 * final sheet as a person plays it. The person lays with a bridge when the
 * turn offers one (B key, as the board takes it), answers the castle
 * question in its dialog and bids, offers, passes, buys and sells in the
 * auction dialog; the computers decide theirs in the same dialog.
 * CASTELLAN_SHOT_DIR=DIR writes pictures of the window there (auction,
 * bridge, castle), CASTELLAN_SHOT_LANGUAGE=de in another language.
 */
#define G_LOG_DOMAIN "test-bcb-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-auction-dialog.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-page.h"
#include "castellan-new-game-dialog.h"
#include "castellan-window.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 280

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint32   seed;
  CsRng     rng;
  guint     person_lays, person_bridges, needed_bridges, castle_questions, castles_built;
  guint     auctions_seen, person_auction_moves, computer_bids_seen;
  gboolean  bridge_shot, castle_shot, auction_shot, saw_final;
  const char *shots;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1280, 800 };
UI_DEFINE_RUN_APP (Run, &run_options)

static CastellanClassicPage *
page (Run *run)
{
  return CASTELLAN_CLASSIC_PAGE (castellan_window_get_classic_page (run->window));
}

static CastellanClassicGame *
game (Run *run)
{
  return castellan_classic_page_get_game (page (run));
}

static void
shot (Run *run, const char *name)
{
  ui_harness_shot (run->shots, name);
}

/* a tile laid as the board lays it: cursor, turn, Return; the bridge
 * picked with B among the turn's choices; the follower by its number */
static void
play_lay (Run *run)
{
  CastellanClassicTurn *turn = castellan_classic_page_get_turn (page (run));
  const CsClassic *g = castellan_classic_game_get_state (game (run));
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  const guint8 *open;
  guint n_open, tries = 0, moves = g->move;
  int index = -1;

  cs_classic_bcb_policy (g, &run->rng, 1, &m);
  if (m.kind == CS_CLASSIC_MOVE_DISCARD)
    {
      g_assert_true (castellan_classic_turn_discard (turn));
      return;
    }
  castellan_classic_turn_set_cursor_cell (turn, m.cell);
  castellan_classic_turn_set_rotation (turn, m.rot);
  if (castellan_classic_turn_get_needs_bridge (turn, m.cell) & (1u << m.rot))
    {
      /* the tutor says the tile fits here only with a bridge, and which (B-3.5) */
      g_assert_nonnull (strstr (castellan_classic_page_get_tutor_text (page (run)), "B-3.5"));
      run->needed_bridges++;
      if (!run->bridge_shot)
        {
          shot (run, "bridge");
          run->bridge_shot = TRUE;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "classic.lay", NULL));
  g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  /* a bridge whenever one may go, until the person has built one */
  if (m.bridge == 0 && run->person_bridges == 0 && castellan_classic_turn_get_n_bridges (turn) > 1)
    {
      g_assert_true (castellan_classic_turn_next_bridge (turn));
      m.bridge = castellan_classic_turn_get_bridge (turn);
      m.follower = -1;
    }
  while (castellan_classic_turn_get_bridge (turn) != m.bridge)
    {
      g_assert_true (castellan_classic_turn_next_bridge (turn));
      g_assert_cmpuint (++tries, <=, CS_CLASSIC_MAX_BRIDGES);
    }
  if (m.bridge != 0 && run->person_bridges++ == 0)
    shot (run, "bridge-laid");   /* the bridge with the laid tile, its spot numbered */
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint i = 0; i < n_open; i++)
    if (open[i] == m.follower)
      index = i;
  if (index >= 0)
    castellan_classic_turn_choose_follower (turn, index);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "classic.no-follower", NULL));
  g_assert_cmpuint (g->move, ==, moves + 1);
  run->person_lays++;
}

/* B-4.2: the castle question comes as a dialog; the person builds one
 * whenever asked while the game still has a long way to go */
static void
answer_castle (Run *run)
{
  AdwMessageDialog *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  const CsClassic *g = castellan_classic_game_get_state (game (run));
  gboolean build = cs_classic_tiles_left (g) > 10;

  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "B-4"));
  if (run->castle_questions == 0)
    shot (run, "castle-question");
  run->castle_questions++;
  run->castles_built += build;
  /* the dialog closes itself after its response */
  adw_message_dialog_response (dialog, build ? "castle" : "score");
  if (build)
    g_assert_cmpuint (g->bcb.n_castles, >, 0);
}

/* B-5.3, B-5.4: the person's part of the auction, in its dialog */
static void
auction_move (Run *run, CastellanAuctionDialog *dialog)
{
  const CsClassic *g = castellan_classic_game_get_state (game (run));
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  guint moves = g->move;
  const char *action;

  cs_classic_bcb_policy (g, &run->rng, 1, &m);
  switch (m.kind)
    {
    case CS_CLASSIC_MOVE_OFFER:
      castellan_auction_dialog_set_pick (dialog, m.pick);
      castellan_auction_dialog_set_amount (dialog, m.amount);
      action = "auction.offer";
      break;
    case CS_CLASSIC_MOVE_BID:
      castellan_auction_dialog_set_amount (dialog, m.amount);
      action = "auction.bid";
      break;
    case CS_CLASSIC_MOVE_PASS: action = "auction.pass"; break;
    case CS_CLASSIC_MOVE_BUY:  action = "auction.buy"; break;
    default:                   action = "auction.sell"; break;
    }
  /* whose decision it is, by name */
  g_assert_nonnull (strstr (castellan_auction_dialog_get_prompt (dialog),
                            castellan_classic_game_get_player_name (game (run), 0)));
  if (!run->auction_shot && (m.kind == CS_CLASSIC_MOVE_BID || m.kind == CS_CLASSIC_MOVE_PASS ||
                             m.kind == CS_CLASSIC_MOVE_BUY || m.kind == CS_CLASSIC_MOVE_SELL))
    {
      shot (run, "auction");
      run->auction_shot = TRUE;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), action, NULL));
  g_assert_cmpuint (g->move, ==, moves + 1);
  run->person_auction_moves++;
}

static gboolean
step_play (Run *run)
{
  CastellanAuctionDialog *auction = find_toplevel (CASTELLAN_TYPE_AUCTION_DIALOG);
  CastellanBcbStep step;

  if (castellan_classic_game_get_phase (game (run)) == CASTELLAN_PHASE_NONE)
    return FALSE;
  step = castellan_classic_bcb_get_step (game (run));
  if (auction != NULL && castellan_auction_dialog_get_done (auction))
    {
      /* every offer, bid and deal was told */
      g_assert_nonnull (strstr (castellan_auction_dialog_get_told (auction), "B-5."));
      run->auctions_seen++;
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (auction), "auction.continue", NULL));
      return FALSE;
    }
  switch (castellan_classic_game_get_phase (game (run)))
    {
    case CASTELLAN_PHASE_PLACE:
      g_assert_cmpuint (castellan_classic_game_get_actor (game (run)), ==, 0);
      if (step == CASTELLAN_BCB_CASTLE)
        {
          if (find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL)
            answer_castle (run);
          return FALSE;
        }
      if (step != CASTELLAN_BCB_NONE)
        {
          if (auction != NULL)
            auction_move (run, auction);
          return FALSE;
        }
      /* the first castle on the board, seen with no dialog over it */
      if (!run->castle_shot && castellan_classic_game_get_state (game (run))->bcb.n_castles > 0 && auction == NULL)
        {
          shot (run, "castle");
          run->castle_shot = TRUE;
        }
      play_lay (run);
      return FALSE;
    case CASTELLAN_PHASE_THINKING:
      /* a computer's turn at the bazaar shows in the dialog, by name */
      if (auction != NULL && step != CASTELLAN_BCB_NONE)
        {
          guint actor = castellan_classic_game_get_actor (game (run));
          g_assert_cmpuint (actor, !=, 0);
          run->computer_bids_seen += strstr (castellan_auction_dialog_get_prompt (auction),
                                             castellan_classic_game_get_player_name (game (run), actor)) != NULL;
        }
      return FALSE;
    case CASTELLAN_PHASE_OVER:
      {
        g_autofree char *outcome = castellan_classic_game_dup_outcome (game (run));
        g_assert_nonnull (outcome);
        shot (run, "final");
        run->saw_final = TRUE;
        return TRUE;
      }
    default:
      return FALSE;
    }
}

static gboolean
step_new_game (Run *run)
{
  CastellanNewGameDialog *dialog;
  const CastellanPlayerKind kinds[3] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER };

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CLASSIC);
  castellan_new_game_dialog_set_classic_seats (dialog, 3, kinds, TRUE);
  castellan_new_game_dialog_set_classic_bcb (dialog, TRUE);
  castellan_new_game_dialog_set_seed (dialog, run->seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_true (castellan_classic_game_get_bcb (game (run)));
  /* the computers' decisions at the bazaar, quickly: the test follows them by name */
  castellan_classic_game_set_decision_pause (game (run), 30);
  run->step = step_play;
  return FALSE;
}

/* one person against two computers, with the expansion, to the end */
static void
test_person_and_two_computers (void)
{
  Run run = { .step = step_new_game, .seed = 11, .rng = { 11 }, .shots = "bcb" };

  clean_data ();
  run_app (&run);
  g_assert_true (run.saw_final);
  g_assert_cmpuint (run.person_lays, >=, 20);
  g_assert_cmpuint (run.person_bridges, >, 0);
  g_assert_cmpuint (run.castles_built, >, 0);
  g_assert_cmpuint (run.auctions_seen, >, 0);
  g_assert_cmpuint (run.person_auction_moves, >, 0);
  g_test_message ("lays %u, bridges %u (%u needed), castle questions %u (built %u), auctions %u, person's auction moves %u, "
                  "computer decisions seen %u", run.person_lays, run.person_bridges, run.needed_bridges, run.castle_questions,
                  run.castles_built, run.auctions_seen, run.person_auction_moves, run.computer_bids_seen);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-bcb-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/bcb/person-and-two-computers", test_person_and_two_computers);
  return g_test_run ();
}
