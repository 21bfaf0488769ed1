/* test-turn-card.c — the turn card measures the same however it is asked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card's sentence wraps, so the card is a height-for-width widget. GTK
 * checks that no width makes it taller than its minimum height for no width
 * at all; when that failed, a box measuring the side pane logged a critical
 * ("CastellanTurnCard … reports a minimum height of 158, but minimum height
 * for width of 1048576 is 202") and could overlap the card with what lies
 * below. Through a hot-seat game's first turns, in every stage of a turn —
 * the follower step lists each open spot on a line of its own — the card's
 * height for any width stays within its height for none.
 *
 * The card draws each tile's picture once a game: turned round and round
 * over many turns, the painter is asked for each tile and turn only the
 * first time (the classic art is drawn from SVG on the main
 * thread, milliseconds each: issue 34, item 4), and anew when the art
 * changes.
 */
#define G_LOG_DOMAIN "test-turn-card"

#include "config.h"

#include <adwaita.h>

#include "castellan-board.h"
#include "castellan-classic-turn.h"
#include "castellan-turn.h"
#include "castellan-turn-card.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint                 moves;
  guint                 checked[3];        /* by stage: place, follower, confirm */
  CsRng                 rng;
  guint                 painted;           /* pictures asked of the painter */
  GHashTable           *seen;              /* (tile, turn) asked of the painter */
};

static const UiRunOptions run_options = { 100, 30, 0, 0 };
UI_DEFINE_RUN_APP (Run, &run_options)

static void
check_card (Run *run, guint stage)
{
  static const int widths[] = { 0, 300, 600, 1200, 1 << 20 };
  GtkWidget *card = find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_TURN_CARD);
  int narrowest, least, most, min, nat;

  g_assert_nonnull (card);
  gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, NULL, NULL, NULL);
  gtk_widget_measure (card, GTK_ORIENTATION_VERTICAL, -1, &least, &most, NULL, NULL);
  g_assert_cmpint (least, <=, most);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      int width = MAX (widths[i], narrowest);
      gtk_widget_measure (card, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
      g_test_message ("move %u stage %u: height %d for width %d, %d for none", run->moves, stage, min, width, least);
      g_assert_cmpint (min, <=, least);
      g_assert_cmpint (min, <=, nat);
    }
  run->checked[stage]++;
}

static gboolean
step_play (Run *run)
{
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));
  const CsGame *g = castellan_game_get_state (castellan_window_get_game (run->window));
  guint8 pieces[CS_MAX_PIECES];
  CsMove m;

  if (run->moves == 12)
    return TRUE;
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  check_card (run, 0);

  cs_policy_greedy (g, &run->rng, &m);
  castellan_turn_set_cursor_cell (turn, m.cell);
  castellan_turn_set_rotation (turn, m.rot);
  g_assert_true (gtk_widget_activate_action (board, "board.activate", NULL));
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  check_card (run, 1);

  /* the confirm step: a follower, if any spot is open, else none */
  if (castellan_turn_get_open_spots (turn, pieces) > 0)
    g_assert_true (gtk_widget_activate_action (board, "board.pick-spot", "i", 1));
  else
    g_assert_true (gtk_widget_activate_action (board, "board.no-follower", NULL));
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_CONFIRM);
  check_card (run, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.end-turn", NULL));
  run->moves++;
  return FALSE;
}

/* the card's painter in this test: counts, and draws nothing */
static GdkPaintable *
counting_painter (int tile, guint rot, int size, int scale, gpointer data)
{
  Run *run = data;

  run->painted++;
  g_hash_table_add (run->seen, GINT_TO_POINTER (tile * 4 + (int) (rot & 3) + 1));
  return gdk_paintable_new_empty (size, size);
}

/* every turn of the drawn tile shown, then the move made as in step_play */
static gboolean
step_turn_every_way (Run *run)
{
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));
  const CsGame *g = castellan_game_get_state (castellan_window_get_game (run->window));
  GtkWidget *card = find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_TURN_CARD);
  CsMove m;

  if (run->moves == 0)
    castellan_turn_card_set_tile_painter (CASTELLAN_TURN_CARD (card), counting_painter, run);
  if (run->moves == 24)
    {
      guint painted = run->painted;

      /* no picture was asked for twice */
      g_test_message ("%u pictures drawn for %u (tile, turn) pairs", run->painted, g_hash_table_size (run->seen));
      g_assert_cmpuint (run->painted, ==, g_hash_table_size (run->seen));
      /* the art changed: drawn anew */
      castellan_turn_card_refresh (CASTELLAN_TURN_CARD (card));
      g_assert_cmpuint (run->painted, ==, painted + 1);
      return TRUE;
    }
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  /* turned round twice, as a person looking for the way it fits */
  for (guint r = 0; r < 8; r++)
    castellan_turn_set_rotation (turn, r & 3);
  cs_policy_greedy (g, &run->rng, &m);
  castellan_turn_set_cursor_cell (turn, m.cell);
  castellan_turn_set_rotation (turn, m.rot);
  g_assert_true (gtk_widget_activate_action (board, "board.activate", NULL));
  g_assert_true (gtk_widget_activate_action (board, "board.no-follower", NULL));
  if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.end-turn", NULL));
  run->moves++;
  return FALSE;
}

static gboolean
start_turning (Run *run)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, CASTELLAN_THEME_CASTLE, 0, 3, TRUE };

  castellan_window_start_game (run->window, &s);
  run->step = step_turn_every_way;
  return FALSE;
}

static void
test_pictures_kept (void)
{
  Run run = { .step = start_turning, .rng = { 7 } };

  clean_data ();
  run.seen = g_hash_table_new (NULL, NULL);
  run_app (&run);
  g_assert_cmpuint (run.moves, ==, 24);
  g_assert_cmpuint (run.painted, >, 24);
  g_hash_table_unref (run.seen);
}

static gboolean
step_start (Run *run)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, CASTELLAN_THEME_CASTLE, 0, 3, TRUE };

  castellan_window_start_game (run->window, &s);
  run->step = step_play;
  return FALSE;
}

static void
test_measure (void)
{
  Run run = { .step = step_start, .rng = { 5 } };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  clean_data ();
  g_settings_set_boolean (settings, "confirm-turn", TRUE);
  run_app (&run);
  g_settings_set_boolean (settings, "confirm-turn", FALSE);
  g_assert_cmpuint (run.moves, ==, 12);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (run.checked[i], ==, 12);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-turn-card-XXXXXX");
  g_test_add_func ("/turn-card/measure", test_measure);
  g_test_add_func ("/turn-card/pictures-kept", test_pictures_kept);
  return g_test_run ();
}
