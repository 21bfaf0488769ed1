/* test-auction-keys-ui.c — a whole bazaar played by keyboard alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb, as a play-tester found it:
 * classic Carcassonne with Bridges, Castles and Bazaars, one person
 * against a computer, 1024×768. The tiles before the first bazaar are laid
 * through the turn; from the bazaar on, every decision of the person is
 * made with keys only, each sent to the widget with the focus and passed
 * up to the window as GTK passes it (the shortcut tables of the widget
 * and each of its ancestors: Tab is the window's, Return a button's or a
 * text field's, F and Return the board's):
 *
 *  - whenever the auction needs the person (a tile to offer, a bid or a
 *    pass, buy or sell), the focus is in the auction card, and Tab from
 *    there goes through all its controls; Tab from the board reaches it;
 *  - the focus shows its ring there, wherever the person's last key or
 *    click left the window;
 *  - the arrows go round the tiles on offer as round a radio group's
 *    buttons (only Tab moved between them before);
 *  - Return on a tile chooses it and takes the keys to the points (the
 *    play-tester pressed it seven times on the tile focused for them,
 *    and nothing happened);
 *  - points are typed into the field, which takes digits only ("Punti: n"
 *    before), and Return offers or bids them;
 *  - once the auction is over, Return on Continue closes the card and the
 *    focus is back on the board, where F and Return lay the tile bought
 *    and N leaves the follower.
 *
 * Before the fix the keys reached none of the card's controls while the
 * person bid, and the window had no focus at all once the card closed.
 */
#define G_LOG_DOMAIN "test-auction-keys-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-auction-dialog.h"
#include "castellan-classic-bcb.h"
#include "castellan-game-page.h"
#include "castellan-new-game-dialog.h"
#include "castellan-window.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 200
#define MAX_TABS 120

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint32   seed;
  CsRng     rng;
  guint     auctions_closed;   /* the card closed by Return on Continue */
  guint     decisions;         /* the person's, by keys */
  guint     typed;             /* offers and bids typed and sent with Return */
  guint     tab_from_board;    /* the card reached by Tab from the board */
  guint     keyed_lays;        /* tiles laid by keys after the auction */
  gboolean  board_after;       /* the board had the focus after the card closed */
  gboolean  done;
  int       wait;              /* Wait: what a key pressed is still to do */
  guint     wait_ticks;
  CsClassicMove move;          /* the decision under way */
  guint     moves;             /* the moves played before it */
  int       first_step;        /* the person's first decision at the bazaar */
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

static GtkWidget *
board (Run *run)
{
  return GTK_WIDGET (castellan_game_page_get_board (ui_game_page (run->window)));
}

static GtkWidget *
focus (Run *run)
{
  return gtk_root_get_focus (GTK_ROOT (run->window));
}

/* the widget with the focus, by its type and its tooltip, for messages */
static const char *
focus_name (Run *run)
{
  static char name[200];
  GtkWidget *f = focus (run);

  if (f == NULL)
    return "nothing";
  g_snprintf (name, sizeof name, "%s \"%s\"", G_OBJECT_TYPE_NAME (f),
              gtk_widget_get_tooltip_text (f) != NULL ? gtk_widget_get_tooltip_text (f) : "");
  return name;
}

/* ---- keys, as the window passes them ------------------------------------------- */

/* A key pressed: the widget with the focus has it first, then each of its
 * ancestors, to the window. With nothing focused a key does nothing (the
 * play-tester's second finding): that fails the test here. */
static void
press (Run *run, guint keyval, GdkModifierType mods)
{
  g_autofree char *name = gtk_accelerator_name (keyval, mods);
  GtkWidget *f = focus (run);

  g_assert_nonnull (f);
  for (GtkWidget *w = f; w != NULL; w = gtk_widget_get_parent (w))
    if (ui_widget_takes_key (w, keyval, mods))
      {
        g_test_message ("%s on %s: taken by %s, the focus now on %s", name, G_OBJECT_TYPE_NAME (f),
                        G_OBJECT_TYPE_NAME (w), focus_name (run));
        return;
      }
  g_error ("%s on %s: nothing took the key", name, G_OBJECT_TYPE_NAME (f));
}

static void
type_text (Run *run, const char *text)
{
  GtkWidget *f = focus (run);

  g_assert_true (GTK_IS_TEXT (f));
  gtk_editable_set_text (GTK_EDITABLE (f), text);
}

/* ---- the auction card ------------------------------------------------------------ */

static gboolean
action_is (GtkWidget *widget, gconstpointer action)
{
  return g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static GtkWidget *
card_button (CastellanAuctionDialog *card, const char *action)
{
  GtkWidget *button = find_child_where (GTK_WIDGET (card), GTK_TYPE_BUTTON, action_is, action);

  g_assert_nonnull (button);
  return button;
}

/* the points field's text, where typing goes */
static GtkWidget *
points_text (CastellanAuctionDialog *card)
{
  GtkWidget *spin = find_child (GTK_WIDGET (card), GTK_TYPE_SPIN_BUTTON);

  g_assert_nonnull (spin);
  return gtk_editable_get_delegate (GTK_EDITABLE (spin)) != NULL
         ? GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin))) : spin;
}

static gboolean
in_card (Run *run, CastellanAuctionDialog *card)
{
  GtkWidget *f = focus (run);
  return f != NULL && (f == GTK_WIDGET (card) || gtk_widget_is_ancestor (f, GTK_WIDGET (card)));
}

/* Tab, until the focus is on @target (or one of its parts); TRUE once there */
static gboolean
tab_to (Run *run, GtkWidget *target, GdkModifierType mods)
{
  for (guint i = 0; i < MAX_TABS; i++)
    {
      GtkWidget *f = focus (run);

      if (f != NULL && (f == target || gtk_widget_is_ancestor (f, target)))
        return TRUE;
      press (run, GDK_KEY_Tab, mods);
    }
  return FALSE;
}

/* the controls of the decision on show: each reached by Tab, and Shift+Tab
 * back to where it started */
static void
tab_through_card (Run *run, CastellanAuctionDialog *card, CastellanBcbStep step)
{
  GtkWidget *start = focus (run);
  GtkWidget *wanted[4] = { NULL };
  guint n = 0;

  switch (step)
    {
    case CASTELLAN_BCB_OFFER:
      wanted[n++] = points_text (card);
      wanted[n++] = card_button (card, "auction.offer");
      break;
    case CASTELLAN_BCB_BID:
      wanted[n++] = points_text (card);
      wanted[n++] = card_button (card, "auction.bid");
      wanted[n++] = card_button (card, "auction.pass");
      break;
    case CASTELLAN_BCB_SETTLE:
      wanted[n++] = card_button (card, "auction.buy");
      wanted[n++] = card_button (card, "auction.sell");
      break;
    default:
      g_assert_not_reached ();
    }
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (gtk_widget_get_visible (wanted[i]) && gtk_widget_is_sensitive (wanted[i]));
      if (!tab_to (run, wanted[i], 0))
        g_error ("Tab never reached the card's %s (step %d)", G_OBJECT_TYPE_NAME (wanted[i]), step);
    }
  g_assert_true (tab_to (run, start, GDK_SHIFT_MASK));
}

/* what the keys pressed wait for: a button takes Return or Space at once
 * but clicks a moment later, as it shows itself pressed */
typedef enum {
  WAIT_NOTHING,
  WAIT_TILE,     /* the tile toggled by Space, before the points are typed */
  WAIT_MOVE,     /* the move played by a button */
  WAIT_CLOSED,   /* the card closed by Continue */
} Wait;

/* the tile @pick's toggle in the card */
static GtkWidget *
tile_toggle (CastellanAuctionDialog *card, guint pick)
{
  GtkWidget *flow = find_child (GTK_WIDGET (card), GTK_TYPE_FLOW_BOX);
  guint index = 0;

  g_assert_nonnull (flow);
  for (GtkWidget *c = gtk_widget_get_first_child (flow); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (index++ == pick)
      return find_child (c, GTK_TYPE_TOGGLE_BUTTON);
  g_assert_not_reached ();
}

/* the index of the tile whose toggle has the focus, or -1 */
static int
focused_tile (Run *run, CastellanAuctionDialog *card)
{
  guint n = castellan_classic_bcb_get_n_display (ui_classic_game (run->window));

  for (guint i = 0; i < n; i++)
    if (focus (run) == tile_toggle (card, i))
      return (int) i;
  return -1;
}

/* The tiles are one group, as a radio group is: each arrow moves the keys
 * to the next tile on offer (Right, Down) or the one before (Left, Up),
 * round from the last to the first; they never leave the tiles (before,
 * only Tab went from tile to tile, and arrows left them) */
static void
arrows_round_tiles (Run *run, CastellanAuctionDialog *card)
{
  CastellanClassicGame *game = ui_classic_game (run->window);
  guint n = castellan_classic_bcb_get_n_display (game);
  const guint keys[] = { GDK_KEY_Right, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Up };
  guint open = 0;

  for (guint i = 0; i < n; i++)
    open += castellan_classic_bcb_get_display_owner (game, i) < 0;
  g_assert_cmpuint (open, >, 1);
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      int start = focused_tile (run, card);
      int seen = 0;
      guint seen_n = 0;

      if (start < 0)
        g_error ("the person's offer begins, and the focus is on %s, not a tile", focus_name (run));
      for (guint i = 0; i < open; i++)
        {
          int was = focused_tile (run, card), now;
          int forward = keys[k] == GDK_KEY_Right || keys[k] == GDK_KEY_Down;

          press (run, keys[k], 0);
          now = focused_tile (run, card);
          if (now < 0)
            g_error ("%s on tile %d left the tiles: the focus is on %s", gdk_keyval_name (keys[k]), was + 1,
                     focus_name (run));
          if (now == was)
            g_error ("%s on tile %d stayed there (%u tiles open)", gdk_keyval_name (keys[k]), was + 1, open);
          g_assert_cmpint (castellan_classic_bcb_get_display_owner (game, now), <, 0);
          /* the next open tile that way, round the end */
          for (int j = (was + (forward ? 1 : (int) n - 1)) % (int) n; j != now; j = (j + (forward ? 1 : (int) n - 1)) % (int) n)
            g_assert_cmpint (castellan_classic_bcb_get_display_owner (game, j), >=, 0);
          seen |= 1 << now;
        }
      /* every open tile once, and back where it began */
      g_assert_cmpint (focused_tile (run, card), ==, start);
      for (guint i = 0; i < n; i++)
        if (seen & (1 << i))
          seen_n++;
      g_assert_cmpuint (seen_n, ==, open);
    }
}

/* Right until the focus is on @tile; TRUE once there */
static gboolean
arrow_to (Run *run, CastellanAuctionDialog *card, GtkWidget *tile)
{
  for (guint i = 0; i < CASTELLAN_CLASSIC_MAX_SEATS; i++)
    {
      if (focus (run) == tile)
        return TRUE;
      press (run, GDK_KEY_Right, 0);
    }
  return focus (run) == tile;
}

/* the points typed into the field, and Return: the offer or the bid */
static void
type_points (Run *run, CastellanAuctionDialog *card, int amount)
{
  g_autofree char *text = g_strdup_printf ("%d", amount);
  g_autofree char *typo = g_strdup_printf ("n%dx", amount);
  guint moves = castellan_classic_game_get_state (ui_classic_game (run->window))->move;

  g_assert_true (tab_to (run, points_text (card), 0));
  /* letters are not points: the field keeps the digits only */
  type_text (run, typo);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (points_text (card))), ==, text);
  type_text (run, "n");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (points_text (card))), ==, "");
  type_text (run, text);
  press (run, GDK_KEY_Return, 0);
  g_assert_cmpuint (castellan_classic_game_get_state (ui_classic_game (run->window))->move, ==, moves + 1);
  run->typed++;
}

/* B-5.3, B-5.4: the person's decision, by keys alone */
static void
decide_by_keys (Run *run, CastellanAuctionDialog *card, CastellanBcbStep step)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  CsClassicMove *m = &run->move;

  /* the keys are in the card as the decision begins */
  if (!in_card (run, card))
    g_error ("the auction needs %s (step %d), but the focus is on %s",
             castellan_classic_game_get_player_name (ui_classic_game (run->window), g->actor), step, focus_name (run));
  /* with its ring, though the last thing the person did was a click */
  if (!gtk_window_get_focus_visible (GTK_WINDOW (run->window)))
    g_error ("the auction needs the person (step %d), and the focus, on %s, shows no ring", step, focus_name (run));
  if (run->decisions == 0)
    ui_harness_shot ("auction-keys", "decision");
  /* the person's first decision, from the board, as the play-tester
   * tried: Tab reaches the card */
  if (run->tab_from_board == 0)
    {
      GtkWidget *was = focus (run);

      gtk_widget_grab_focus (board (run));
      g_assert_true (gtk_widget_has_focus (board (run)));
      if (!tab_to (run, GTK_WIDGET (card), 0))
        g_error ("Tab from the board never reached the auction card");
      run->tab_from_board++;
      g_assert_true (tab_to (run, was, 0));
    }
  tab_through_card (run, card, step);
  g_test_message ("the person's decision %u: step %d, by keys", run->decisions, step);
  if (run->decisions == 0)
    run->first_step = step;
  run->decisions++;
  run->moves = g->move;
  /* as if the person's next act were a click: the card must show the
   * ring again at the next decision */
  gtk_window_set_focus_visible (GTK_WINDOW (run->window), FALSE);

  *m = (CsClassicMove) CS_CLASSIC_MOVE_INIT;
  cs_classic_bcb_policy (g, &run->rng, 1, m);
  /* the person bids at the first chance, one more than the highest */
  if (m->kind == CS_CLASSIC_MOVE_PASS && run->typed == 0)
    {
      m->kind = CS_CLASSIC_MOVE_BID;
      m->amount = castellan_classic_bcb_get_min_bid (ui_classic_game (run->window));
    }
  switch (m->kind)
    {
    case CS_CLASSIC_MOVE_OFFER:
      {
        /* the tile: the arrows go round the tiles on offer (the decision
         * starts on the one chosen), Return chooses it and takes the keys
         * to the points */
        GtkWidget *tile = tile_toggle (card, m->pick);

        arrows_round_tiles (run, card);
        g_assert_true (arrow_to (run, card, tile));
        press (run, GDK_KEY_Return, 0);
        run->wait = WAIT_TILE;
        break;
      }
    case CS_CLASSIC_MOVE_BID:
      type_points (run, card, m->amount);
      break;
    case CS_CLASSIC_MOVE_PASS:
      g_assert_true (tab_to (run, card_button (card, "auction.pass"), 0));
      press (run, GDK_KEY_Return, 0);
      run->wait = WAIT_MOVE;
      break;
    case CS_CLASSIC_MOVE_BUY:
      g_assert_true (tab_to (run, card_button (card, "auction.buy"), 0));
      press (run, GDK_KEY_Return, 0);
      run->wait = WAIT_MOVE;
      break;
    default:
      g_assert_true (tab_to (run, card_button (card, "auction.sell"), 0));
      press (run, GDK_KEY_Return, 0);
      run->wait = WAIT_MOVE;
      break;
    }
}

/* a key pressed earlier has done its work, or not yet (FALSE) */
static gboolean
waited (Run *run, CastellanAuctionDialog *card)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));

  if (run->wait != WAIT_NOTHING && ++run->wait_ticks > 100)
    g_error ("a key's work never came (waiting for %d; the focus on %s)", run->wait, focus_name (run));
  switch (run->wait)
    {
    case WAIT_TILE:
      g_assert_nonnull (card);
      if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (tile_toggle (card, run->move.pick))))
        return FALSE;
      /* the points, reached without Tab */
      if (focus (run) != points_text (card))
        return FALSE;
      type_points (run, card, run->move.amount);
      break;
    case WAIT_MOVE:
      if (g->move == run->moves)
        return FALSE;
      g_assert_cmpuint (g->move, ==, run->moves + 1);
      break;
    case WAIT_CLOSED:
      if (card != NULL)
        return FALSE;
      run->auctions_closed++;
      /* the keys are back on the board, whoever lays next */
      if (!gtk_widget_has_focus (board (run)))
        g_error ("the auction card closed, and the focus is on %s, not the board", focus_name (run));
      run->board_after = TRUE;
      break;
    default:
      return TRUE;
    }
  run->wait = WAIT_NOTHING;
  run->wait_ticks = 0;
  return TRUE;
}

/* ---- the game -------------------------------------------------------------------- */

/* a tile before the bazaar, through the turn (not what this test is about) */
static void
lay_through_turn (Run *run)
{
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (ui_game_page (run->window));
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  const guint8 *open;
  guint n_open, moves = g->move;
  int index = -1;

  if (!ui_bcb_aim (turn, g, &run->rng, &m))
    return;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), "game.lay-tile", NULL));
  for (guint tries = 0; castellan_classic_turn_get_bridge (turn) != m.bridge; tries++)
    {
      g_assert_true (castellan_classic_turn_next_bridge (turn));
      g_assert_cmpuint (tries, <=, CS_CLASSIC_MAX_BRIDGES);
    }
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint i = 0; i < n_open; i++)
    if (open[i] == m.follower)
      index = i;
  if (index >= 0)
    castellan_classic_turn_choose_follower (turn, index);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), "game.no-follower", NULL));
  g_assert_cmpuint (g->move, ==, moves + 1);
}

/* Tab from the board reaches the side pane (the turn card's Lay Tile,
 * the rules tutor), then comes back round to the board: a play-tester
 * found the whole pane skipped while laying the tile from the bazaar */
static void
tab_reaches_side_pane (Run *run)
{
  GtkWidget *card = GTK_WIDGET (castellan_game_page_get_turn_card (ui_game_page (run->window)));
  gboolean reached = FALSE;

  for (guint i = 0; i < 40 && !reached; i++)
    {
      press (run, GDK_KEY_Tab, 0);
      reached = focus (run) != NULL && gtk_widget_is_ancestor (focus (run), card);
    }
  if (!reached)
    g_error ("Tab from the board never reached the turn card, the focus now on %s", focus_name (run));
  gtk_widget_grab_focus (board (run));
}

/* the tile from the bazaar, from the board by keys: F to a cell where it
 * fits, Return lays it, N leaves the follower */
static void
lay_by_keys (Run *run)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  guint moves = g->move;

  if (!gtk_widget_has_focus (board (run)))
    g_error ("the person's tile from the bazaar waits, but the focus is on %s", focus_name (run));
  tab_reaches_side_pane (run);
  g_assert_true (g->bcb.bought);
  press (run, GDK_KEY_f, 0);
  press (run, GDK_KEY_Return, 0);
  g_assert_cmpuint (g->move, ==, moves);
  /* a tile that fits only with a bridge, or offers more than one, takes
   * the first one the board shows */
  press (run, GDK_KEY_n, 0);
  g_assert_cmpuint (g->move, ==, moves + 1);
  run->keyed_lays++;
}

static gboolean
step_play (Run *run)
{
  CastellanAuctionDialog *card = castellan_game_page_get_auction (ui_game_page (run->window));
  CastellanBcbStep step;

  if (castellan_classic_game_get_phase (ui_classic_game (run->window)) == CASTELLAN_PHASE_NONE)
    return FALSE;
  step = castellan_classic_bcb_get_step (ui_classic_game (run->window));
  if (!waited (run, card))
    return FALSE;
  if (card != NULL && castellan_auction_dialog_get_done (card))
    {
      /* over: the keys are on Continue, and Return closes the card */
      if (!in_card (run, card))
        g_error ("the auction is over, but the focus is on %s", focus_name (run));
      g_assert_true (focus (run) == card_button (card, "auction.continue"));
      ui_harness_shot ("auction-keys", "over");
      press (run, GDK_KEY_Return, 0);
      run->wait = WAIT_CLOSED;
      return FALSE;
    }
  switch (castellan_classic_game_get_phase (ui_classic_game (run->window)))
    {
    case CASTELLAN_PHASE_PLACE:
      g_assert_cmpuint (castellan_classic_game_get_actor (ui_classic_game (run->window)), ==, 0);
      if (step == CASTELLAN_BCB_CASTLE)
        {
          g_autoptr(GError) error = NULL;
          g_assert_true (castellan_classic_bcb_castle (ui_classic_game (run->window), FALSE, &error));
          return FALSE;
        }
      if (step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_BID || step == CASTELLAN_BCB_SETTLE)
        {
          g_assert_nonnull (card);
          decide_by_keys (run, card, step);
          return FALSE;
        }
      g_assert_cmpint (step, ==, CASTELLAN_BCB_NONE);
      if (run->auctions_closed == 0)
        {
          lay_through_turn (run);
          return FALSE;
        }
      /* the round of the bazaar (B-5.7): the person's tile from it, by keys */
      if (castellan_classic_game_get_state (ui_classic_game (run->window))->bcb.bought)
        {
          lay_by_keys (run);
          ui_harness_shot ("auction-keys", "laid");
          run->done = TRUE;
          return TRUE;
        }
      lay_through_turn (run);
      return FALSE;
    case CASTELLAN_PHASE_OVER:
      g_error ("the game ended before a bazaar");
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
step_new_game (Run *run)
{
  CastellanNewGameDialog *dialog;
  const CastellanPlayerKind kinds[2] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_CASUAL };

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CLASSIC);
  castellan_new_game_dialog_set_classic_seats (dialog, 2, kinds, TRUE);
  castellan_new_game_dialog_set_classic_bcb (dialog, TRUE);
  castellan_new_game_dialog_set_classic_quick_bazaar (dialog, FALSE);
  castellan_new_game_dialog_set_seed (dialog, run->seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_true (castellan_classic_game_get_bcb (ui_classic_game (run->window)));
  castellan_classic_game_set_decision_pause (ui_classic_game (run->window), 30);
  run->step = step_play;
  return FALSE;
}

static void
test_bazaar_by_keys (gconstpointer data)
{
  Run run = { .step = step_new_game, .seed = GPOINTER_TO_UINT (data), .rng = { GPOINTER_TO_UINT (data) } };

  clean_data ();
  run_app (&run);
  g_test_message ("seed %u: first decision step %d; decisions by keys %u (typed %u), Tab from the board %u, auctions closed %u, "
                  "tiles laid by keys %u", run.seed, run.first_step, run.decisions, run.typed, run.tab_from_board, run.auctions_closed,
                  run.keyed_lays);
  g_assert_true (run.done);
  g_assert_cmpuint (run.decisions, >, 0);
  g_assert_cmpuint (run.typed, >, 0);
  g_assert_cmpuint (run.auctions_closed, ==, 1);
  g_assert_true (run.board_after);
  g_assert_cmpuint (run.keyed_lays, ==, 1);
  /* the seed gives the decision named */
  g_assert_cmpint (run.first_step, ==, run.seed == 11 ? CASTELLAN_BCB_OFFER : CASTELLAN_BCB_BID);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-auction-keys-XXXXXX");
  ui_harness_shot_setup (&run_options);
  /* 11: the person offers a tile, then buys or sells (B-5.3, B-5.5);
   * 12: the computer offers and the person bids, as the play-tester met it */
  g_test_add_data_func ("/auction-keys/bazaar/person-offers", GUINT_TO_POINTER (11), test_bazaar_by_keys);
  g_test_add_data_func ("/auction-keys/bazaar/person-bids", GUINT_TO_POINTER (12), test_bazaar_by_keys);
  return g_test_run ();
}
