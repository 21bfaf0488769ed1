/* test-shots-ui.c — every game's four moments, as a player sees them (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb plays one game of The Castle
 * (a person against a Beginner), of classic Carcassonne with five seats and
 * farmers (a person against four computers) and of classic Carcassonne with
 * Bridges, Castles and Bazaars (a person against four computers), each to its
 * end, and stops at the moments a player meets in every game:
 *
 *   GAME-1-mid       mid-game, the person's turn, the cursor on a cell that
 *                    takes the drawn tile (the tutor's preview beside it)
 *   GAME-2-refused   the tile laid where it does not fit while the Game
 *                    Log is on show: what the page says (The Castle: the
 *                    toast with Why?)
 *   GAME-3-why       the tutor asked why (win.show-tutor, the toast's Why?)
 *   GAME-4-follower  the tile laid: the follower step, its spots numbered
 *   GAME-5-end       the final sheet
 *   bcb-auction      the expansion's first bazaar the person bids at
 *
 * With CASTELLAN_SHOT_DIR=DIR the pictures are written there (ui-harness.c;
 * CASTELLAN_SHOT_LANGUAGE=de and CASTELLAN_LOCALEDIR choose the language).
 * build-aux/shots takes them all at 1024×768 in English, German and Polish.
 * Every frame of each game the side pane keeps its width and the board its
 * place in the window (watch_pane_cb): nothing the pane shows moves the
 * board under the pointer.
 * Without a picture directory the test still checks each moment: the cursor
 * on a fitting cell, the refusal said by the page in the app's language, the
 * open spots offered, the final sheet naming a winner.
 */
#define G_LOG_DOMAIN "test-shots-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-auction-dialog.h"
#include "castellan-cite.h"
#include "castellan-classic-bcb.h"
#include "castellan-final-sheet.h"
#include "castellan-game-page.h"
#include "castellan-player-list.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 280
#define T(msgid) g_dgettext (GETTEXT_PACKAGE, (msgid))

typedef enum { GAME_CASTLE, GAME_CLASSIC, GAME_BCB } Game;

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  Game        game;
  const char *name;          /* the pictures' prefix */
  guint       mid;           /* the person's move that is pictured */
  guint       person_moves;
  guint       stage;         /* of the pictured move */
  guint       end_ticks;
  gboolean    follower_due;  /* the follower step is still to be pictured */
  gboolean    auction_shot;
  int         pane_width;    /* the side pane's on the person's last turn */
  int         first_width;   /* the side pane's on the person's first turn */
  guint       auction_widths; /* the times it was measured with an auction on show */
  int         frame_width;   /* the side pane's on the first frame of the game */
  graphene_rect_t board_at;  /* the board's place in the window then */
  guint       frames;        /* the frames watched */
  gboolean    refused, explained, followed, done;
  GtkWidget  *why;           /* the refusal toast's Why?, caught as it was added */
  guint       bad_cell, bad_rot;
  CsRng       rng;
};

/* pictures at the size asked for, 1024×768 unless CASTELLAN_SHOT_SIZE says */
static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

static void
shot (Run *run, const char *name)
{
  ui_harness_shot (run->name, name);
}

static CastellanGamePage *
page (Run *run)
{
  return ui_game_page (run->window);
}

static CastellanTurnBase *
turn (Run *run)
{
  return CASTELLAN_TURN_BASE (castellan_board_get_turn (ui_board (run->window)));
}

static CastellanGameBase *
game (Run *run)
{
  return castellan_turn_base_get_game (turn (run));
}

static gboolean
is_side_pane (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), "side_pane") == 0;
}

static int
pane_width (Run *run)
{
  GtkWidget *pane = find_child_where (GTK_WIDGET (run->window), GTK_TYPE_BOX, is_side_pane, NULL);

  g_assert_nonnull (pane);
  return gtk_widget_get_width (pane);
}

/* every widget in @widget's tree: its type, name, width and natural width */
static void
dump_widths (GtkWidget *widget, int depth)
{
  int min, nat;
  const char *id = GTK_IS_BUILDABLE (widget) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)) : NULL;

  if (!gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%*s%s%s%s: %d×%d px (%d lines), min %d, natural %d%s%s%s", depth * 2, "", G_OBJECT_TYPE_NAME (widget),
                  id ? " #" : "", id ? id : "", gtk_widget_get_width (widget), gtk_widget_get_height (widget),
                  GTK_IS_LABEL (widget) ? pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (widget))) : 0,
                  min, nat,
                  GTK_IS_LABEL (widget) ? " \"" : "", GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "",
                  GTK_IS_LABEL (widget) ? "\"" : "");
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    dump_widths (c, depth + 1);
}

/* every frame of the game: the side pane keeps its width and the board its
 * place, whatever the pane shows (a toast, the castle question, the auction,
 * a long hint or log line), so that nothing moves under the pointer */
static gboolean
watch_pane_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  Run *run = data;
  GtkWidget *board = GTK_WIDGET (ui_board (run->window));
  graphene_rect_t at;
  int width = gtk_widget_get_width (widget);

  if (width == 0 || !gtk_widget_compute_bounds (board, GTK_WIDGET (run->window), &at))
    return G_SOURCE_CONTINUE;
  run->frames++;
  if (run->frame_width == 0)
    {
      run->frame_width = width;
      run->board_at = at;
      g_test_message ("the side pane %d px wide, the board at %g,%g %g×%g in a window of %d×%d", width, at.origin.x,
                      at.origin.y, at.size.width, at.size.height, gtk_widget_get_width (GTK_WIDGET (run->window)),
                      gtk_widget_get_height (GTK_WIDGET (run->window)));
      return G_SOURCE_CONTINUE;
    }
  if (width != run->frame_width || !graphene_rect_equal (&at, &run->board_at))
    {
      dump_widths (widget, 0);
      dump_widths (find_child (GTK_WIDGET (page (run)), CASTELLAN_TYPE_PLAYER_LIST), 0);
      g_error ("frame %u: the side pane is %d px wide, %d px at the game's start; the board at %g,%g %g×%g, "
               "at %g,%g %g×%g then", run->frames, width, run->frame_width, at.origin.x, at.origin.y,
               at.size.width, at.size.height, run->board_at.origin.x, run->board_at.origin.y,
               run->board_at.size.width, run->board_at.size.height);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
has_log_page (GtkWidget *widget, gconstpointer data)
{
  return gtk_stack_get_child_by_name (GTK_STACK (widget), "log") != NULL;
}

/* the side pane's Game Log tab on show, as a player reading it sees the page */
static void
show_log (Run *run)
{
  GtkWidget *stack = find_child_where (GTK_WIDGET (run->window), GTK_TYPE_STACK, has_log_page, NULL);

  g_assert_nonnull (stack);
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "log");
}

/* the refusal toast's button, shown or (just added) not yet */
static gboolean
is_why_button (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), T ("_Why?")) == 0;
}

static void
start (Run *run)
{
  static const CastellanPlayerKind five[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL,
                                              CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL };
  /* the expansion with five seats too: its cards are the tallest (bridges,
   * castles, a bazaar tile), and must leave the board its height */
  static const CastellanPlayerKind five_bcb[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_CASUAL,
                                                  CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL,
                                                  CASTELLAN_PLAYER_BEGINNER };

  if (run->game == GAME_CASTLE)
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 7, TRUE };

      castellan_window_start_game (run->window, &s);
    }
  else
    {
      CastellanClassicSetup s = { .n_players = 5, .first = 0, .farmers = TRUE,
                                  .bcb = run->game == GAME_BCB, .seed = 11, .has_seed = TRUE };

      for (guint i = 0; i < s.n_players; i++)
        s.kinds[i] = run->game == GAME_BCB ? five_bcb[i] : five[i];
      castellan_window_start_classic (run->window, &s);
      /* the computers' bids followed quickly */
      castellan_classic_game_set_decision_pause (castellan_game_page_get_classic (page (run)), 30);
    }
}

/* the engine's greedy move for the person: cell, rotation, follower (an
 * engine piece, -1 none) */
static void
person_choice (Run *run, guint *cell, guint *rot, int *follower)
{
  if (run->game == GAME_CASTLE)
    {
      CsMove m;

      cs_policy_greedy (castellan_game_get_state (castellan_window_get_game (run->window)), &run->rng, &m);
      *cell = m.cell;
      *rot = m.rot;
      *follower = m.follower;
    }
  else
    {
      const CsClassic *g = castellan_classic_game_get_state (castellan_game_page_get_classic (page (run)));
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;

      if (run->game == GAME_BCB)
        cs_classic_bcb_policy (g, &run->rng, 1, &m);
      else
        cs_classic_policy_greedy (g, &run->rng, &m);
      *cell = m.cell;
      *rot = m.rot;
      *follower = m.follower;
    }
}

/* open spot @follower (an engine piece) by its index among the open spots, -1 */
static int
spot_index (Run *run, int follower)
{
  if (follower < 0)
    return -1;
  if (run->game == GAME_CASTLE)
    {
      guint8 pieces[CS_MAX_PIECES];
      guint n = castellan_turn_get_open_spots (CASTELLAN_TURN (turn (run)), pieces);

      for (guint i = 0; i < n; i++)
        if (pieces[i] == follower)
          return i;
    }
  else
    {
      const guint8 *open;
      guint n = castellan_classic_turn_get_open_spots (CASTELLAN_CLASSIC_TURN (turn (run)), &open);

      for (guint i = 0; i < n; i++)
        if (open[i] == follower)
          return i;
    }
  return -1;
}

/* a cell where the drawn tile fits, but not every way: the refusal */
static gboolean
find_bad_place (Run *run, guint near, guint *cell, guint *rot)
{
  CastellanTurnBase *t = turn (run);
  guint n = castellan_turn_base_get_n_places (t);

  for (guint i = 0; i < n; i++)
    {
      int c;
      guint fits;

      castellan_turn_base_next_fit (t, 1);
      c = castellan_turn_base_get_cursor_cell (t);
      g_assert_cmpint (c, >=, 0);
      fits = castellan_turn_base_get_fits (t, c);
      if (fits != 0xF && fits != 0)
        {
          *cell = c;
          *rot = __builtin_ctz (~fits & 0xF);
          return TRUE;
        }
    }
  /* The Castle's lit cells take most tiles every way round: an empty cell
   * that takes it in none, the nearest to the one the cursor was on */
  if (run->game == GAME_CASTLE)
    {
      const CsGame *g = castellan_game_get_state (castellan_window_get_game (run->window));
      int best = -1, best_d = G_MAXINT;

      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (castellan_turn_cell_is_empty (CASTELLAN_TURN (t), c) && castellan_turn_base_get_fits (t, c) == 0)
          {
            int d = ABS ((int) g->board->cell_x[c] - (int) g->board->cell_x[near]) +
                    ABS ((int) g->board->cell_y[c] - (int) g->board->cell_y[near]);
            if (d < best_d)
              best = c, best_d = d;
          }
      if (best >= 0)
        {
          *cell = best;
          *rot = castellan_turn_base_get_rotation (t);
          return TRUE;
        }
    }
  return FALSE;
}

/* the laid tile's follower, and the turn ended */
static void
finish_move (Run *run, int follower)
{
  CastellanTurnBase *t = turn (run);

  g_assert_cmpint (castellan_turn_base_get_stage (t), ==, CASTELLAN_STAGE_FOLLOWER);
  castellan_turn_base_choose_follower (t, spot_index (run, follower));
  if (castellan_turn_base_get_stage (t) == CASTELLAN_STAGE_CONFIRM)
    castellan_turn_base_end (t);
}

/* one ordinary move of the person's */
static void
person_move (Run *run)
{
  CastellanTurnBase *t = turn (run);
  guint cell, rot;
  int follower;

  if (run->game != GAME_CASTLE && castellan_turn_base_get_n_places (t) == 0)
    {
      g_assert_true (castellan_classic_turn_discard (CASTELLAN_CLASSIC_TURN (t)));
      return;
    }
  run->pane_width = pane_width (run);
  if (run->first_width == 0)
    run->first_width = run->pane_width;
  else if (run->pane_width != run->first_width)
    /* once 469 px against 310 under load in the expansion game: the
     * castle question's natural width, asked for by the pane in the frame
     * before (watch_pane_cb sees every frame) */
    g_error ("the side pane is %d px wide on a person's turn, %d px on the first", run->pane_width, run->first_width);
  person_choice (run, &cell, &rot, &follower);
  castellan_turn_base_set_cursor_cell (t, cell);
  castellan_turn_base_set_rotation (t, rot);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "game.lay-tile", NULL));
  if (run->follower_due && castellan_turn_base_get_n_open_spots (t) > 0)
    {
      shot (run, "4-follower");
      run->follower_due = FALSE;
      run->followed = TRUE;
    }
  finish_move (run, follower);
  run->person_moves++;
}

/* the pictured move: mid-game, a refusal, why, the follower step */
static void
pictured_move (Run *run)
{
  CastellanTurnBase *t = turn (run);
  guint cell, rot;
  int follower;

  switch (run->stage++)
    {
    case 0:
      /* the person's turn in the middle of the game, the cursor on a cell
       * that takes the tile */
      person_choice (run, &cell, &rot, &follower);
      castellan_turn_base_set_cursor_cell (t, cell);
      castellan_turn_base_set_rotation (t, rot);
      g_assert_true (castellan_turn_base_get_fits (t, cell) & (1u << rot));
      return;
    case 1:
      ui_assert_players_whole (run->window);
      shot (run, "1-mid");
      /* turned the wrong way, or put where it touches nothing, while the
       * log is on show: refused, and the page says so (a toast offering
       * Why?, in every game) */
      show_log (run);
      g_assert_true (find_bad_place (run, castellan_turn_base_get_cursor_cell (t), &run->bad_cell, &run->bad_rot));
      castellan_turn_base_set_cursor_cell (t, run->bad_cell);
      castellan_turn_base_set_rotation (t, run->bad_rot);
      g_assert_cmpuint (castellan_turn_base_get_rotation (t), ==, run->bad_rot);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "game.lay-tile", NULL));
      g_assert_cmpint (castellan_turn_base_get_stage (t), ==, CASTELLAN_STAGE_PLACE);
      {
        g_autofree char *why = castellan_turn_base_dup_refusal (t, run->bad_cell, run->bad_rot);
        g_assert_nonnull (why);
      }
      /* the toast is caught as the refusal adds it, before its timeout
       * can run out on a loaded machine: every game offers its Why?
       * while the log is on show */
      run->why = find_child_where (GTK_WIDGET (run->window), GTK_TYPE_BUTTON, is_why_button, NULL);
      if (run->why == NULL)
        g_error ("the refused tile brought no toast with Why? while the log was on show");
      g_object_add_weak_pointer (G_OBJECT (run->why), (gpointer *) &run->why);
      run->refused = TRUE;
      return;
    case 2:
      shot (run, "2-refused");
      /* the toast's Why? pressed: the tutor on the cell refused. On a
       * machine so loaded that the toast's 5 s ran out since the refusal
       * (it was there then), its action, as the button would */
      if (run->why != NULL && gtk_widget_get_mapped (run->why))
        gtk_widget_activate (run->why);
      else
        {
          g_test_message ("the refusal's toast had timed out before the picture: its action, win.show-tutor");
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.show-tutor", NULL));
        }
      if (run->why != NULL)
        g_object_remove_weak_pointer (G_OBJECT (run->why), (gpointer *) &run->why);
      run->why = NULL;
      return;
    case 3:
      {
        /* the tutor says why, in the app's language, naming the rule */
        g_autofree char *why = castellan_turn_base_dup_refusal (t, run->bad_cell, run->bad_rot);
        const char *said = ui_tutor_text (page (run));

        g_autofree char *sentence = NULL;

        g_assert_nonnull (why);
        g_test_message ("refused at %u turned %u: %s; the tutor says: %s", run->bad_cell, run->bad_rot, why, said);
        /* the sentence without its rule, which the row shows as a link */
        sentence = castellan_cite_split (why, NULL);
        if (g_str_has_suffix (sentence, "."))
          sentence[strlen (sentence) - 1] = '\0';
        if (strstr (said, sentence) == NULL)
          g_error ("the tutor does not say why the tile was refused (\"%s\"): it says \"%s\"", sentence, said);
      }
      shot (run, "3-why");
      run->explained = TRUE;
      return;
    default:
      run->follower_due = TRUE;
      run->stage = 0;
      person_move (run);
      return;
    }
}

/* the person's part of an auction (B-5.3, B-5.4), in its dialog */
static void
auction_move (Run *run, CastellanAuctionDialog *dialog)
{
  const CsClassic *g = castellan_classic_game_get_state (castellan_game_page_get_classic (page (run)));
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  const char *action;

  cs_classic_bcb_policy (g, &run->rng, 1, &m);
  action = ui_auction_prepare (dialog, &m);
  if (!run->auction_shot && m.kind != CS_CLASSIC_MOVE_OFFER)
    {
      /* the cards whole beside the auction, no word broken in two */
      ui_assert_players_whole (run->window);
      shot (run, "auction");
      run->auction_shot = TRUE;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), action, NULL));
}

/* the expansion's steps between tiles; TRUE when one was taken */
static gboolean
bcb_step (Run *run)
{
  CastellanClassicGame *g = castellan_game_page_get_classic (page (run));
  CastellanAuctionDialog *auction = castellan_game_page_get_auction (page (run));

  /* the auction's card beside the board keeps to the side pane's width:
   * the board does not shift under the pointer while it runs */
  if (auction != NULL && gtk_widget_get_mapped (GTK_WIDGET (auction)) && run->first_width > 0)
    {
      if (pane_width (run) != run->first_width)
        g_error ("the side pane is %d px wide with the auction on show, %d px on the person's first turn",
                 pane_width (run), run->first_width);
      run->auction_widths++;
    }
  if (auction != NULL && castellan_auction_dialog_get_done (auction))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (auction), "auction.continue", NULL));
      return TRUE;
    }
  if (castellan_classic_game_get_phase (g) != CASTELLAN_PHASE_PLACE)
    return FALSE;
  switch (castellan_classic_bcb_get_step (g))
    {
    case CASTELLAN_BCB_CASTLE:
      if (castellan_game_page_get_castle_question (page (run)) != NULL)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "page.castle-build", NULL));
      return TRUE;
    case CASTELLAN_BCB_OFFER:
    case CASTELLAN_BCB_BID:
    case CASTELLAN_BCB_SETTLE:
      if (auction != NULL)
        auction_move (run, auction);
      return TRUE;
    case CASTELLAN_BCB_NONE:
    case CASTELLAN_BCB_PICK:
    default:
      return FALSE;
    }
}

static gboolean
step_play (Run *run)
{
  CastellanFinalSheet *sheet;

  if (run->stage == 0 && ui_answer_dialog (NULL))
    return FALSE;
  if (run->game == GAME_BCB && run->stage == 0 && bcb_step (run))
    return FALSE;
  switch (castellan_game_base_get_phase (game (run)))
    {
    case CASTELLAN_PHASE_PLACE:
      if (castellan_turn_base_get_stage (turn (run)) != CASTELLAN_STAGE_PLACE)
        return FALSE;
      if (run->person_moves == run->mid)
        pictured_move (run);
      else
        person_move (run);
      return FALSE;
    case CASTELLAN_PHASE_OVER:
      sheet = find_toplevel (CASTELLAN_TYPE_FINAL_SHEET);
      /* a few frames for the sheet and its chart */
      if (sheet == NULL || run->end_ticks++ < 5)
        return FALSE;
      g_assert_nonnull (castellan_final_sheet_get_winner (sheet));
      g_assert_cmpuint (g_list_model_get_n_items (castellan_final_sheet_get_lines (sheet)), >, 0);
      shot (run, "5-end");
      run->done = TRUE;
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
step_start (Run *run)
{
  start (run);
  gtk_widget_add_tick_callback (find_child_where (GTK_WIDGET (run->window), GTK_TYPE_BOX, is_side_pane, NULL),
                                watch_pane_cb, run, NULL);
  run->step = step_play;
  return FALSE;
}

static void
play (Game which, const char *name, guint mid)
{
  Run run = { .step = step_start, .game = which, .name = name, .mid = mid, .rng = { 5 } };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
  g_assert_true (run.refused);
  g_assert_true (run.explained);
  g_assert_true (run.followed);
  g_assert_cmpuint (run.person_moves, >, mid);
  /* the pane and the board were watched the whole game */
  g_assert_cmpuint (run.frames, >, 20);
  if (which == GAME_BCB)
    g_assert_cmpuint (run.auction_widths, >, 0);
}

static void
test_castle (void)
{
  play (GAME_CASTLE, "castle", 6);
}

static void
test_classic (void)
{
  play (GAME_CLASSIC, "classic", 4);
}

static void
test_bcb (void)
{
  play (GAME_BCB, "bcb", 6);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-shots-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/shots/castle", test_castle);
  g_test_add_func ("/shots/classic", test_classic);
  g_test_add_func ("/shots/bcb", test_bcb);
  return g_test_run ();
}
