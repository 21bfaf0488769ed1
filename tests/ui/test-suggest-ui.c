/* test-suggest-ui.c — Suggest a Move, one path for every game (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb. In The Castle and in
 * classic Carcassonne alike, the page's action page.suggest (the tutor's
 * button, Ctrl+H) asks the game on show; the answer comes off the main
 * thread, is said in words naming a cell where the drawn tile fits, stands
 * on the board (the cursor on that cell, turned as suggested; the board
 * model holds it, and The Castle's board frames it), is told to a screen reader, goes as soon
 * as the tile is laid, and Play It (page.play-suggestion) plays it.
 */
#define G_LOG_DOMAIN "test-suggest-ui"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "castellan-a11y.h"
#include "castellan-board.h"
#include "castellan-game-page.h"
#include "castellan-window.h"
#include "cs-board.h"
#include "cs-classic.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 120

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  gboolean               classic;
  guint                  stage;
  guint                  waited;
  guint                  turn_before;
  gint64                 asked_at;
  gint64                 answered_at;
  CastellanSuggestedMove move;
  gboolean               done;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

static CastellanGamePage *
page (Run *run)
{
  return ui_game_page (run->window);
}

static CastellanGameBase *
game (Run *run)
{
  return castellan_game_page_get_game (page (run));
}

static CastellanTurnBase *
turn (Run *run)
{
  return castellan_game_page_get_turn (page (run));
}

static gboolean
has_action (GtkWidget *widget, gconstpointer name)
{
  return gtk_widget_get_visible (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0;
}

/* the shown button bound to page.@name */
static GtkWidget *
button (Run *run, const char *name)
{
  return find_child_where (GTK_WIDGET (page (run)), GTK_TYPE_BUTTON, has_action, name);
}

static guint
moves (Run *run)
{
  CastellanGameStatus status;

  castellan_game_base_get_status (game (run), &status);
  return status.turn;
}

/* the cell as the game names it in words */
static void
cell_name (Run *run, guint cell, char name[16])
{
  if (run->classic)
    cs_classic_cell_name (cell, name);
  else
    cs_board_cell_name (castellan_game_get_state (castellan_window_get_game (run->window))->board, cell, name);
}

static void
answered_cb (CastellanGameBase *base, GParamSpec *pspec, Run *run)
{
  if (run->answered_at == 0 && castellan_game_base_get_suggested_move (base, NULL))
    run->answered_at = g_get_monotonic_time ();
}

static void
start (Run *run)
{
  if (run->classic)
    {
      CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = 5, .has_seed = TRUE };

      s.kinds[0] = s.kinds[1] = CASTELLAN_PLAYER_HUMAN;
      castellan_window_start_classic (run->window, &s);
    }
  else
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 5, TRUE };

      castellan_window_start_game (run->window, &s);
    }
  g_signal_connect (game (run), "notify::suggestion", G_CALLBACK (answered_cb), run);
}

/* ask through the page's action, as the button and Ctrl+H do */
static void
ask (Run *run)
{
  GtkWidget *suggest = button (run, "page.suggest");

  g_assert_nonnull (suggest);
  g_assert_true (gtk_widget_is_sensitive (suggest));
  g_assert_false (castellan_game_base_get_suggested_move (game (run), NULL));
  run->answered_at = 0;
  run->asked_at = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "page.suggest", NULL));
  /* thought out off the main thread: said to be under way, not answered yet */
  g_assert_nonnull (castellan_game_base_get_suggestion (game (run)));
  g_assert_false (castellan_game_base_get_suggested_move (game (run), NULL));
  run->waited = 0;
}

static gboolean
answered (Run *run)
{
  if (castellan_game_base_get_suggested_move (game (run), &run->move))
    return TRUE;
  g_assert_cmpuint (run->waited++, <, 500);
  return FALSE;
}

/* the answer, everywhere it is shown */
static void
check_answer (Run *run)
{
  CastellanBoardModel *model = castellan_board_get_model (ui_board (run->window));
  const char *text = castellan_game_base_get_suggestion (game (run));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (run->window));
  char name[16];
  int x, y, cx, cy;

  g_test_message ("%s: suggested in %.1f ms: %s", run->classic ? "classic" : "castle",
                  (run->answered_at - run->asked_at) / 1000.0, text);
  /* in words, naming a cell where the drawn tile fits, turned so */
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  cell_name (run, run->move.cell, name);
  g_assert_nonnull (strstr (text, name));
  g_assert_cmpuint (castellan_turn_base_get_fits (turn (run), run->move.cell) & (1u << run->move.rot), !=, 0);
  /* above the tutor's hints, with Play It */
  g_assert_nonnull (strstr (ui_tutor_text (page (run)), text));
  g_assert_nonnull (button (run, "page.play-suggestion"));
  g_assert_true (gtk_widget_is_sensitive (button (run, "page.play-suggestion")));
  /* on the board: the cursor on the cell, the tile turned as suggested */
  g_assert_true (castellan_board_model_cell_xy (model, run->move.cell, &x, &y));
  g_assert_true (castellan_board_model_get_cursor (model, &cx, &cy));
  g_assert_cmpint (cx, ==, x);
  g_assert_cmpint (cy, ==, y);
  g_assert_cmpuint (castellan_turn_base_get_rotation (turn (run)), ==, run->move.rot);
  /* the board model holds it (The Castle's board frames it, with its follower) */
  {
    CastellanBoardFollower f;
    guint rot;
    int sx, sy;

    g_assert_true (castellan_board_model_get_suggestion (model, &sx, &sy, &rot, &f));
    g_assert_cmpint (sx, ==, x);
    g_assert_cmpint (sy, ==, y);
    g_assert_cmpuint (rot, ==, run->move.rot);
  }
  /* told to a screen reader, through the widget with the keys */
  g_assert_nonnull (focus);
  g_assert_nonnull (strstr (castellan_a11y_get_description (focus), text));
}

static gboolean
step (Run *run)
{
  CastellanBoardModel *model = castellan_board_get_model (ui_board (run->window));
  g_autofree char *said = NULL;

  switch (run->stage)
    {
    case 0:
      start (run);
      run->stage++;
      return FALSE;
    case 1:
      if (castellan_game_base_get_phase (game (run)) != CASTELLAN_PHASE_PLACE)
        return FALSE;
      g_assert_null (castellan_game_base_get_suggestion (game (run)));
      ask (run);
      run->stage++;
      return FALSE;
    case 2:
      if (!answered (run))
        return FALSE;
      check_answer (run);
      said = g_strdup (castellan_game_base_get_suggestion (game (run)));
      /* the tile laid (where it was suggested): the suggestion is gone */
      g_assert_true (castellan_turn_base_lay (turn (run)));
      g_assert_null (castellan_game_base_get_suggestion (game (run)));
      g_assert_false (castellan_game_base_get_suggested_move (game (run), NULL));
      g_assert_null (strstr (ui_tutor_text (page (run)), said));
      g_assert_null (button (run, "page.play-suggestion"));
      {
        CastellanBoardFollower f;
        guint rot;
        int sx, sy;

        g_assert_false (castellan_board_model_get_suggestion (model, &sx, &sy, &rot, &f));
      }
      /* asked only while the tile may be laid */
      g_assert_false (gtk_widget_is_sensitive (button (run, "page.suggest")));
      castellan_turn_base_cancel (turn (run));
      g_assert_cmpint (castellan_turn_base_get_stage (turn (run)), ==, CASTELLAN_STAGE_PLACE);
      ask (run);
      run->stage++;
      return FALSE;
    case 3:
      if (!answered (run))
        return FALSE;
      check_answer (run);
      /* played as the person's own */
      run->turn_before = moves (run);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "page.play-suggestion", NULL));
      if (castellan_turn_base_get_stage (turn (run)) == CASTELLAN_STAGE_CONFIRM)
        castellan_turn_base_end (turn (run));
      run->waited = 0;
      run->stage++;
      return FALSE;
    case 4:
      if (moves (run) == run->turn_before)
        {
          g_assert_cmpuint (run->waited++, <, 500);
          return FALSE;
        }
      g_assert_cmpuint (moves (run), ==, run->turn_before + 1);
      /* laid where it was suggested, and the suggestion gone with the move */
      g_assert_cmpuint (castellan_turn_base_get_fits (turn (run), run->move.cell), ==, 0);
      g_assert_null (castellan_game_base_get_suggestion (game (run)));
      if (!run->classic)
        {
          const CsRecord *rec = castellan_game_get_record (castellan_window_get_game (run->window));
          const CsMove *m = &g_array_index (rec->moves, CsRecordMove, rec->moves->len - 1).move;

          g_assert_cmpuint (m->cell, ==, run->move.cell);
          g_assert_cmpuint (m->rot, ==, run->move.rot);
          g_assert_cmpint (m->follower, ==, run->move.follower);
        }
      run->done = TRUE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_suggest (gconstpointer data)
{
  Run run = { .step = step, .classic = GPOINTER_TO_INT (data) };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-suggest-ui-XXXXXX");
  g_test_add_data_func ("/suggest/castle", GINT_TO_POINTER (FALSE), test_suggest);
  g_test_add_data_func ("/suggest/classic", GINT_TO_POINTER (TRUE), test_suggest);
  return g_test_run ();
}
