/* test-bcb-ui.c — a whole classic game with Bridges, Castles and Bazaars
 * through the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb: the expansion switched on in
 * the New Game dialog, three seats played to the final sheet as people
 * play them, once one person against two computers and once three people
 * at one desk (hot seat). A person lays with a bridge when the turn offers
 * one (B key, as the board takes it), answers the castle question beside
 * the board and bids, offers, passes, buys and sells in the auction dialog;
 * the computers decide theirs in the same dialog. Each finished game is
 * saved as Save As saves it, and castellan-cli (CASTELLAN_CLI) replays
 * that record to the same scores and explains a bid and a bridge in it.
 * A third run starts a game with the quick bazaar (BV-1) and takes tiles
 * in its dialog; a fourth has five people bid to the end of an auction at
 * 1024×768, every player's card whole beside the auction card.
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
#include "castellan-final-lines.h"
#include "castellan-final-sheet.h"
#include "castellan-game-page.h"
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
  guint     auctions_seen, person_auction_moves, person_bids, computer_bids_seen, picks;
  gboolean  bridge_shot, castle_shot, auction_shot, saw_final;
  guint     held_ticks, held_move, computer_waited;   /* issue 32, item 8 */
  gboolean  hot_seat;        /* three people; otherwise seat 0 against two computers */
  gboolean  quick;           /* the quick bazaar (BV-1), played until a round is over */
  gboolean  five;            /* five people, played until the first auction is over */
  int       bid_move, bridge_move;   /* a person's bid and bridge, by move number (from 1) */
  const char *shots;
  guint     bought_prompts, bazaar_prompts, told_checked, told_ticks;
  gsize     told_len;   /* the turn card at a bazaar */
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1280, 800 };
UI_DEFINE_RUN_APP (Run, &run_options)

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
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (ui_game_page (run->window));
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  const guint8 *open;
  guint n_open, tries = 0, moves = g->move;
  int index = -1;

  if (!ui_bcb_aim (turn, g, &run->rng, &m))
    return;
  if (castellan_classic_turn_get_needs_bridge (turn, m.cell) & (1u << m.rot))
    {
      /* the tutor says the tile fits here only with a bridge, and which (B-3.5) */
      g_assert_nonnull (strstr (ui_tutor_text (ui_game_page (run->window)), "B-3.5"));
      run->needed_bridges++;
      if (!run->bridge_shot)
        {
          shot (run, "bridge");
          run->bridge_shot = TRUE;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), "game.lay-tile", NULL));
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
    {
      shot (run, "bridge-laid");   /* the bridge with the laid tile, its spot numbered */
      run->bridge_move = moves + 1;
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
  run->person_lays++;
}

/* the point (@x, @y) of @widget lies in the window, in view */
static gboolean
in_window (Run *run, GtkWidget *widget, double x, double y)
{
  graphene_point_t at;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (run->window), &GRAPHENE_POINT_INIT (x, y), &at));
  g_test_message ("%s point %.0f,%.0f is at %.0f,%.0f in the window", G_OBJECT_TYPE_NAME (widget), x, y, at.x, at.y);
  return at.x >= 0 && at.y >= 0 && at.x < gtk_widget_get_width (GTK_WIDGET (run->window)) &&
         at.y < gtk_widget_get_height (GTK_WIDGET (run->window));
}

/* B-4.2: the castle question is asked beside the board, no dialog over
 * it, so that the small city it names stays in view; its answers are in
 * view too, the keys on the first. The person builds a castle whenever
 * asked while the game still has a long way to go */
static void
answer_castle (Run *run)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  gboolean build = cs_classic_tiles_left (g) > 10;
  const char *question = castellan_game_page_get_castle_question (ui_game_page (run->window));
  GtkWidget *card = castellan_game_page_get_castle_card (ui_game_page (run->window));
  GtkWidget *board = GTK_WIDGET (castellan_game_page_get_board (ui_game_page (run->window)));
  int cell = castellan_classic_bcb_get_castle_cell (ui_classic_game (run->window));
  double x, y;

  g_assert_nonnull (question);
  g_assert_nonnull (strstr (question, "B-4"));
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpint (cell, >=, 0);
  g_assert_true (castellan_board_cell_point (CASTELLAN_BOARD (board), cell, &x, &y));
  g_assert_true (in_window (run, board, x, y));
  g_assert_true (in_window (run, card, gtk_widget_get_width (card) - 1, gtk_widget_get_height (card) - 1));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (run->window)), card));
  /* the board outlines the small city the question is about: its two
   * tiles (B-4.1), side by side, the cell the question names among them */
  {
    const guint16 *city;
    guint n = castellan_board_get_castle_city (CASTELLAN_BOARD (board), &city);
    gboolean named = FALSE;

    g_assert_cmpuint (n, ==, 2);
    for (guint i = 0; i < n; i++)
      {
        g_assert_cmpuint (g->cell_slot[city[i]], !=, CS_CLASSIC_NO_SLOT);
        named |= city[i] == cell;
      }
    g_assert_true (named);
    g_assert_cmpint (ABS (cs_classic_cell_x (city[0]) - cs_classic_cell_x (city[1])) +
                     ABS (cs_classic_cell_y (city[0]) - cs_classic_cell_y (city[1])), ==, 1);
  }
  if (run->castle_questions == 0)
    shot (run, "castle-question");
  run->castle_questions++;
  run->castles_built += build;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), build ? "page.castle-build" : "page.castle-score",
                                             NULL));
  /* the card and the outline go with the answer; a tile that completed
   * two small cities asks about the other one next (B-4.2), and outlines
   * that one, where it is a person's question */
  if (castellan_classic_bcb_get_castle_cell (ui_classic_game (run->window)) < 0)
    g_assert_null (castellan_game_page_get_castle_question (ui_game_page (run->window)));
  g_assert_cmpuint (castellan_board_get_castle_city (CASTELLAN_BOARD (board), NULL), ==,
                    castellan_game_page_get_castle_question (ui_game_page (run->window)) != NULL ? 2 : 0);
  if (build)
    g_assert_cmpuint (g->bcb.n_castles, >, 0);
}

/* B-5.3, B-5.4: the person's part of the auction, in its dialog */
static void
auction_move (Run *run, CastellanAuctionDialog *dialog)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  guint moves = g->move;
  const char *action;

  cs_classic_bcb_policy (g, &run->rng, 1, &m);
  /* people bid: the first chance to bid is taken, for one more than the highest */
  if (m.kind == CS_CLASSIC_MOVE_PASS && run->person_bids == 0)
    {
      m.kind = CS_CLASSIC_MOVE_BID;
      m.amount = castellan_classic_bcb_get_min_bid (ui_classic_game (run->window));
    }
  if (m.kind == CS_CLASSIC_MOVE_BID && run->person_bids++ == 0)
    run->bid_move = moves + 1;
  action = ui_auction_prepare (dialog, &m);
  /* whose decision it is, by name */
  g_assert_nonnull (strstr (castellan_auction_dialog_get_prompt (dialog),
                            castellan_classic_game_get_player_name (ui_classic_game (run->window), g->actor)));
  if (!run->auction_shot && (m.kind == CS_CLASSIC_MOVE_BID || m.kind == CS_CLASSIC_MOVE_PASS ||
                             m.kind == CS_CLASSIC_MOVE_BUY || m.kind == CS_CLASSIC_MOVE_SELL))
    {
      /* five seats, the auction card open beside the board: every
       * player's card whole (issue 32) */
      if (run->five)
        ui_assert_players_whole (run->window);
      shot (run, "auction");
      run->auction_shot = TRUE;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), action, NULL));
  g_assert_cmpuint (g->move, ==, moves + 1);
  run->person_auction_moves++;
}

/* However long the auction ran, its dialog fits a 1024×768 screen with
 * room to spare: the lines told scroll within it rather than stretch it
 * (with five players they run to some thirty lines) */
static void
check_auction_height (CastellanAuctionDialog *dialog)
{
  int width = gtk_widget_get_width (GTK_WIDGET (dialog)), min, nat;

  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  g_test_message ("auction dialog %d px wide: %d px high at least, %d px natural, %zu bytes told", width, min, nat,
                  strlen (castellan_auction_dialog_get_told (dialog)));
  g_assert_cmpint (nat, <=, 600);
}

/* castellan-cli with @args; its standard output, asserted to succeed.
 * It speaks English whatever language the window's pictures are taken in
 * (CASTELLAN_SHOT_LANGUAGE): what is checked here is the record, and the
 * CLI's own languages are the i18n suite's (cli-language). */
static char *
cli (const char *const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = g_environ_unsetenv (g_get_environ (), "LANGUAGE");
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("CASTELLAN_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("castellan-cli %s %s: %s", args[0], args[1], err);
  return out;
}

/* the expansion's final sheet, grouped per player as The Castle's (issue
 * 32): a heading per seat in seat order with its total, the score during
 * the game and its kinds, castles (B-4.6) and the bazaar's payments
 * (B-5.4) among them, adding up to it, and with the end lines to the
 * total; a castle's line lights its cell on the board when focused */
static void
check_sheet (Run *run)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  CastellanFinalSheet *sheet = castellan_game_page_get_final_sheet (ui_game_page (run->window));
  CastellanBoardModel *model = castellan_board_get_model (ui_board (run->window));
  GListModel *lines;
  GtkListBox *list;
  int seat = -1, total = 0, game_score = 0, during = 0, added = 0;
  guint heads = 0, castles_lit = 0;

  g_assert_nonnull (sheet);
  lines = castellan_final_sheet_get_lines (sheet);
  list = castellan_final_sheet_get_list (sheet);
  for (guint i = 0; i <= g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(CastellanFinalLine) line = i < g_list_model_get_n_items (lines) ? g_list_model_get_item (lines, i) : NULL;
      CastellanFinalLineKind kind = line != NULL ? castellan_final_line_get_kind (line) : CASTELLAN_FINAL_LINE_PLAYER;
      int points = line != NULL ? castellan_final_line_get_points (line) : 0;

      if (kind == CASTELLAN_FINAL_LINE_PLAYER)
        {
          /* the group before is whole: its kinds add up, and with the end lines to its total */
          if (seat >= 0)
            {
              g_assert_cmpint (during, ==, game_score);
              g_assert_cmpint (game_score + added, ==, total);
            }
          if (line == NULL)
            break;
          g_assert_cmpint (castellan_final_line_get_player (line), ==, seat + 1);
          seat = castellan_final_line_get_player (line);
          total = points;
          g_assert_cmpint (total, ==, g->player[seat].score);
          game_score = during = added = 0;
          heads++;
          continue;
        }
      g_assert_cmpint (castellan_final_line_get_player (line), ==, seat);
      if (kind == CASTELLAN_FINAL_LINE_GAME)
        game_score = points;
      else if (kind == CASTELLAN_FINAL_LINE_DURING)
        during += points;
      else if (kind == CASTELLAN_FINAL_LINE_SCORE)
        added += points;
      if (kind == CASTELLAN_FINAL_LINE_DURING && g_strcmp0 (castellan_final_line_get_rule (line), "B-4.6") == 0)
        {
          guint n = 0;
          const CastellanCell *cells = castellan_final_line_get_cells (line, &n);
          const CastellanBoardLight *lights;
          guint n_lights, found = 0;

          g_assert_cmpuint (n, >, 0);
          gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i)));
          n_lights = castellan_board_model_get_lights (model, &lights);
          for (guint c = 0; c < n; c++)
            for (guint l = 0; l < n_lights; l++)
              found += lights[l].style == CASTELLAN_LIGHT_NAMED && lights[l].x == cells[c].x && lights[l].y == cells[c].y;
          g_assert_cmpuint (found, ==, n);
          castles_lit++;
        }
    }
  g_assert_cmpuint (heads, ==, g->n_players);
  g_test_message ("final sheet: %u castle lines lit", castles_lit);
  gtk_window_set_focus (GTK_WINDOW (sheet), NULL);
  /* a picture of the first group's kinds and end lines in view */
  {
    GtkWidget *first = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1));
    GtkWidget *pane = first != NULL ? gtk_widget_get_ancestor (first, GTK_TYPE_SCROLLED_WINDOW) : NULL;
    graphene_point_t at;

    if (pane != NULL &&
        gtk_widget_compute_point (first, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (pane)),
                                  &GRAPHENE_POINT_INIT (0, 0), &at))
      {
        gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (pane)), at.y);
        shot (run, "final-lines");
      }
  }
}

/* The finished game, saved as Save As saves it: castellan-cli replays the
 * record to the scores on the final sheet and explains a person's bid and
 * bridge from it */
static void
check_record (Run *run)
{
  g_autofree char *path = g_build_filename (data_home, run->hot_seat ? "hot-seat.carcassonne" : "vs-computers.carcassonne", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) scores = g_string_new ("Scores:");
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  g_autofree char *replay = NULL, *bid = NULL, *bridge = NULL;
  g_autofree char *bid_turn = g_strdup_printf ("%d", run->bid_move);
  g_autofree char *bridge_turn = g_strdup_printf ("%d", run->bridge_move);
  g_autofree char *bid_says = g_strdup_printf ("Move %d: ", run->bid_move);
  g_autofree char *bridge_says = g_strdup_printf ("Move %d: ", run->bridge_move);

  g_assert_true (castellan_classic_game_save_to_file (ui_classic_game (run->window), file, &error));
  g_assert_no_error (error);
  if (g_getenv ("CASTELLAN_CLI") == NULL)
    {
      g_test_message ("CASTELLAN_CLI is not set: the record is not replayed");
      return;
    }
  /* each seat by the name the record keeps, as the CLI, in English, says
   * it: an unnamed seat's colour in English ("Yellow"), not as the window
   * shows it in the language of the day ("Giallo", "Jaune"), which the
   * record does not hold (castellan_classic_game_get_player_names) */
  for (guint p = 0; p < g->n_players; p++)
    {
      const char *stored = castellan_classic_game_get_record (ui_classic_game (run->window))->names[p];

      g_assert_nonnull (stored);
      g_string_append_printf (scores, " %s %d", stored, g->player[p].score);
    }
  replay = cli ((const char *[]) { "replay", path, NULL });
  if (strstr (replay, scores->str) == NULL)
    g_test_message ("the replay does not end with “%s”: …%s", scores->str, replay + MAX (0, (int) strlen (replay) - 200));
  g_assert_nonnull (strstr (replay, scores->str));
  g_assert_nonnull (strstr (replay, "(B-5.2)"));   /* the bazaars */
  g_assert_cmpint (run->bid_move, >, 0);
  bid = cli ((const char *[]) { "explain", path, "--turn", bid_turn, NULL });
  g_assert_true (g_str_has_prefix (bid, bid_says));
  g_assert_nonnull (strstr (bid, "(B-5.3)"));
  g_assert_cmpint (run->bridge_move, >, 0);
  bridge = cli ((const char *[]) { "explain", path, "--turn", bridge_turn, NULL });
  g_assert_true (g_str_has_prefix (bridge, bridge_says));
}

/* BV-1: the tiles on show, one taken at a time in the dialog, which then
 * closes so that its taker lays it on the board */
static void
quick_pick (Run *run, CastellanAuctionDialog *dialog)
{
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  guint actor = g->actor, pick = 0, moves = g->move;

  /* in the language of the day: the pictures may be taken in another (CASTELLAN_SHOT_LANGUAGE) */
  g_assert_cmpstr (castellan_auction_dialog_get_title (dialog), ==, _("Quick Bazaar"));
  g_assert_nonnull (strstr (castellan_auction_dialog_get_prompt (dialog), "(BV-1)"));
  g_assert_nonnull (strstr (castellan_auction_dialog_get_prompt (dialog),
                            castellan_classic_game_get_player_name (ui_classic_game (run->window), actor)));
  while (g->bcb.display_owner[pick] >= 0)
    pick++;
  if (run->picks == 0)
    shot (run, "quick-bazaar");
  castellan_auction_dialog_set_pick (dialog, pick);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "auction.take", NULL));
  g_assert_cmpuint (g->move, ==, moves + 1);
  g_assert_null (castellan_game_page_get_auction (ui_game_page (run->window)));
  g_assert_cmpuint (g->active, ==, actor);
  g_assert_cmpuint (g->current, ==, g->bcb.display[pick]);
  run->picks++;
}

/* a visible picture anywhere in @widget */
static gboolean
shows_picture (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_IMAGE (widget) && gtk_image_get_storage_type (GTK_IMAGE (widget)) != GTK_IMAGE_EMPTY)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_picture (c))
      return TRUE;
  return FALSE;
}

/* The turn card at a bazaar: while its auction runs it shows no tile (the
 * tile in hand is the bazaar just laid) and says when a tile is drawn; in
 * the bazaar's round a person lays the tile "from the bazaar", not a
 * drawn one (B-5.7). In the window's language, as the card words it. */
static void
check_turn_card (Run *run, CastellanBcbStep step)
{
  CastellanTurnCard *card = castellan_game_page_get_turn_card (ui_game_page (run->window));
  const CsClassic *g = castellan_classic_game_get_state (ui_classic_game (run->window));
  const char *prompt = castellan_turn_card_get_prompt (card);

  if (step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_BID || step == CASTELLAN_BCB_SETTLE)
    {
      g_assert_cmpstr (prompt, ==, _("Bazaar: the tiles on show are auctioned first, then everyone lays the tile they "
                                     "got (B-5.7). The next tile is drawn from the pile after that."));
      g_assert_false (shows_picture (GTK_WIDGET (card)));
      run->bazaar_prompts++;
    }
  else if (step == CASTELLAN_BCB_NONE && castellan_classic_game_get_phase (ui_classic_game (run->window)) == CASTELLAN_PHASE_PLACE &&
           castellan_turn_base_get_stage (CASTELLAN_TURN_BASE (castellan_game_page_get_classic_turn (ui_game_page (run->window)))) ==
           CASTELLAN_STAGE_PLACE)
    {
      guint n = castellan_turn_base_get_n_places (CASTELLAN_TURN_BASE (castellan_game_page_get_classic_turn (ui_game_page (run->window))));
      const char *name = castellan_classic_game_get_player_name (ui_classic_game (run->window), g->active);
      g_autofree char *drawn = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "%1$s, lay the drawn tile. It fits %2$u way; highlighted cells take it.",
                                                             "%1$s, lay the drawn tile. It fits %2$u ways; highlighted cells take it.",
                                                             n), name, n);
      g_autofree char *bought = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%1$s, lay the tile from the bazaar. It fits %2$u way; highlighted cells take it.",
                                                              "%1$s, lay the tile from the bazaar. It fits %2$u ways; highlighted cells take it.",
                                                              n), name, n);

      g_assert_cmpstr (prompt, ==, g->bcb.bought ? bought : drawn);
      g_assert_true (shows_picture (GTK_WIDGET (card)));
      run->bought_prompts += g->bcb.bought;
    }
}

static gboolean
step_play (Run *run)
{
  CastellanAuctionDialog *auction = castellan_game_page_get_auction (ui_game_page (run->window));
  CastellanBcbStep step;

  if (castellan_classic_game_get_phase (ui_classic_game (run->window)) == CASTELLAN_PHASE_NONE)
    return FALSE;
  step = castellan_classic_bcb_get_step (ui_classic_game (run->window));
  check_turn_card (run, step);
  if (auction != NULL)
    {
      /* issue 32, item 8: the auction is a card beside the board, and
       * covers none of it */
      graphene_rect_t a, b, overlap;

      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (auction), GTK_WIDGET (run->window), &a));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (castellan_game_page_get_board (ui_game_page (run->window))),
                                                GTK_WIDGET (run->window), &b));
      g_assert_false (graphene_rect_intersection (&a, &b, &overlap) && overlap.size.width > 1 &&
                      overlap.size.height > 1);
    }
  /* the auction card's lines told show whole, the newest in sight */
  if (auction != NULL && gtk_widget_get_mapped (GTK_WIDGET (auction)))
    {
      /* once laid out anew: the lines unchanged for some ticks */
      gsize told = strlen (castellan_auction_dialog_get_told (auction));

      if (told != run->told_len)
        {
          run->told_len = told;
          run->told_ticks = 0;
        }
      else if (++run->told_ticks == 3)
        {
          g_assert_true (castellan_auction_dialog_get_told_whole (auction));
          run->told_checked++;
        }
    }
  if (auction != NULL && castellan_auction_dialog_get_done (auction))
    {
      /* issue 32, item 8: over, the auction waits for Continue: a computer
       * whose turn is next lays no tile behind it */
      guint move = castellan_classic_game_get_state (ui_classic_game (run->window))->move;

      g_assert_true (castellan_classic_game_get_held (ui_classic_game (run->window)));
      if (run->held_ticks == 0)
        run->held_move = move;
      g_assert_cmpuint (move, ==, run->held_move);
      if (castellan_classic_game_get_phase (ui_classic_game (run->window)) == CASTELLAN_PHASE_THINKING && run->held_ticks < 10)
        {
          /* the computer waits for the person's Continue, and the words
           * say so: no banner over the board says it thinks, and the
           * turn card names the button (it said "Red is thinking…") */
          const char *prompt = castellan_turn_card_get_prompt (castellan_game_page_get_turn_card (ui_game_page (run->window)));
          CastellanClassicGame *game = ui_classic_game (run->window);
          const char *name = castellan_player_get_name (
            castellan_classic_game_get_player (game, castellan_classic_game_get_actor (game)));
          g_autofree char *thinks = g_strdup_printf (_("%s is thinking…"), name);
          g_autofree char *button = g_strdup (_("_Continue"));

          g_assert_false (castellan_game_page_get_thinking (ui_game_page (run->window)));
          g_assert_cmpstr (prompt, !=, thinks);
          g_strdelimit (button, "_", ' ');
          g_assert_nonnull (strstr (prompt, g_strstrip (button)));
          if (run->held_ticks == 5 && run->computer_waited == 0)
            shot (run, "auction-over-waiting");
          run->held_ticks++;
          return FALSE;
        }
      run->computer_waited += run->held_ticks > 0;
      run->held_ticks = 0;
      /* every offer, bid and deal was told */
      g_assert_nonnull (strstr (castellan_auction_dialog_get_told (auction), "B-5."));
      check_auction_height (auction);
      run->auctions_seen++;
      if (run->five)
        shot (run, "auction-over");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (auction), "auction.continue", NULL));
      return run->five;
    }
  switch (castellan_classic_game_get_phase (ui_classic_game (run->window)))
    {
    case CASTELLAN_PHASE_PLACE:
      if (!run->hot_seat)
        g_assert_cmpuint (castellan_classic_game_get_actor (ui_classic_game (run->window)), ==, 0);
      /* BV-1: no auction, a pick at a time; done once a whole round is played */
      if (run->quick && run->picks > 0 && castellan_classic_game_get_state (ui_classic_game (run->window))->bcb.n_display == 0)
        return TRUE;
      if (step == CASTELLAN_BCB_CASTLE)
        {
          if (castellan_game_page_get_castle_question (ui_game_page (run->window)) != NULL)
            answer_castle (run);
          return FALSE;
        }
      if (step == CASTELLAN_BCB_PICK)
        {
          g_assert_true (run->quick);
          if (auction != NULL)
            quick_pick (run, auction);
          return FALSE;
        }
      if (step != CASTELLAN_BCB_NONE)
        {
          g_assert_false (run->quick);
          if (auction != NULL)
            auction_move (run, auction);
          return FALSE;
        }
      /* the first castle on the board, seen with no dialog over it */
      if (!run->castle_shot && castellan_classic_game_get_state (ui_classic_game (run->window))->bcb.n_castles > 0 && auction == NULL)
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
          guint actor = castellan_classic_game_get_actor (ui_classic_game (run->window));
          g_assert_cmpuint (actor, !=, 0);
          run->computer_bids_seen += strstr (castellan_auction_dialog_get_prompt (auction),
                                             castellan_classic_game_get_player_name (ui_classic_game (run->window), actor)) != NULL;
        }
      return FALSE;
    case CASTELLAN_PHASE_OVER:
      {
        g_autofree char *outcome = castellan_classic_game_dup_outcome (ui_classic_game (run->window));
        g_assert_nonnull (outcome);
        /* the expansion too is played on the one page, with the one board */
        ui_assert_one_page (run->window);
        g_assert_true (castellan_board_get_turn (ui_board (run->window)) ==
                       (gpointer) castellan_game_page_get_classic_turn (ui_game_page (run->window)));
        shot (run, "final");
        check_sheet (run);
        check_record (run);
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
  const CastellanPlayerKind vs[3] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER };
  const CastellanPlayerKind people[5] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN,
                                          CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CLASSIC);
  castellan_new_game_dialog_set_classic_seats (dialog, run->five ? 5 : 3, run->hot_seat ? people : vs, TRUE);
  /* the quick bazaar (BV-1) is a choice only with the expansion (which the
   * dialog remembers from the test before: off first) */
  castellan_new_game_dialog_set_classic_bcb (dialog, FALSE);
  g_assert_false (castellan_new_game_dialog_get_classic_quick_bazaar_shown (dialog));
  castellan_new_game_dialog_set_classic_bcb (dialog, TRUE);
  g_assert_true (castellan_new_game_dialog_get_classic_quick_bazaar_shown (dialog));
  castellan_new_game_dialog_set_classic_quick_bazaar (dialog, run->quick);
  if (run->quick)
    shot (run, "new-game");
  castellan_new_game_dialog_set_seed (dialog, run->seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  g_assert_true (castellan_classic_game_get_bcb (ui_classic_game (run->window)));
  g_assert_true (castellan_classic_game_get_quick_bazaar (ui_classic_game (run->window)) == run->quick);
  /* the computers' decisions at the bazaar, quickly: the test follows them by name */
  castellan_classic_game_set_decision_pause (ui_classic_game (run->window), 30);
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
  /* a computer was next after an auction, and waited for Continue */
  g_assert_cmpuint (run.computer_waited, >, 0);
  g_assert_cmpuint (run.person_auction_moves, >, 0);
  g_assert_cmpuint (run.person_bids, >, 0);
  /* the turn card during an auction and in the bazaar's round (B-5.7) */
  g_assert_cmpuint (run.bazaar_prompts, >, 0);
  g_assert_cmpuint (run.bought_prompts, >, 0);
  g_assert_cmpuint (run.told_checked, >, 0);
  g_test_message ("lays %u, bridges %u (%u needed), castle questions %u (built %u), auctions %u, person's auction moves %u "
                  "(bids %u), computer decisions seen %u", run.person_lays, run.person_bridges, run.needed_bridges,
                  run.castle_questions, run.castles_built, run.auctions_seen, run.person_auction_moves, run.person_bids,
                  run.computer_bids_seen);
}

/* three people at one desk, with the expansion, to the end: every tile,
 * castle and bid decided through the window by the seat whose it is */
static void
test_hot_seat (void)
{
  Run run = { .step = step_new_game, .seed = 23, .rng = { 23 }, .hot_seat = TRUE, .shots = "bcb-hot-seat" };

  clean_data ();
  run_app (&run);
  g_assert_true (run.saw_final);
  g_assert_cmpuint (run.person_lays, >=, 60);
  g_assert_cmpuint (run.person_bridges, >, 0);
  g_assert_cmpuint (run.auctions_seen, >, 0);
  g_assert_cmpuint (run.person_bids, >, 0);
  g_assert_cmpuint (run.computer_bids_seen, ==, 0);
  g_test_message ("hot seat: lays %u, bridges %u, castle questions %u (built %u), auctions %u, auction moves %u (bids %u)",
                  run.person_lays, run.person_bridges, run.castle_questions, run.castles_built, run.auctions_seen,
                  run.person_auction_moves, run.person_bids);
}

/* BV-1 chosen in New Game: at the first bazaar each person takes a tile in
 * the dialog and lays it; no auction */
static void
test_quick_bazaar (void)
{
  Run run = { .step = step_new_game, .seed = 23, .rng = { 23 }, .hot_seat = TRUE, .quick = TRUE, .shots = "bcb-quick" };

  clean_data ();
  run_app (&run);
  g_assert_cmpuint (run.picks, >=, 2);     /* the last tile comes without a pick */
  g_assert_cmpuint (run.auctions_seen, ==, 0);
  g_assert_cmpuint (run.person_auction_moves, ==, 0);
}

/* five people at one desk: the first auction, some thirty offers, bids
 * and deals told, still fits the screen */
static void
test_five_seats_auction (void)
{
  Run run = { .step = step_new_game, .seed = 23, .rng = { 23 }, .hot_seat = TRUE, .five = TRUE, .shots = "bcb-five" };

  /* at 1024×768, where the seats' cards were cut short beside the auction */
  if (g_getenv ("CASTELLAN_SHOT_SIZE") == NULL)
    {
      run_options.width = 1024;
      run_options.height = 768;
    }
  clean_data ();
  run_app (&run);
  g_assert_cmpuint (run.auctions_seen, ==, 1);
  g_assert_cmpuint (run.person_auction_moves, >=, 10);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-bcb-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/bcb/person-and-two-computers", test_person_and_two_computers);
  g_test_add_func ("/bcb/hot-seat", test_hot_seat);
  g_test_add_func ("/bcb/quick-bazaar", test_quick_bazaar);
  g_test_add_func ("/bcb/five-seats-auction", test_five_seats_auction);
  return g_test_run ();
}
