/* test-tutor-pointer-ui.c — the window resized with the pointer over the tutor's rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb, a game of The Castle
 * resumed twenty moves in, a person against the computer at Expert. Round
 * after round the X pointer (xdotool) rests on the board, where the cell
 * under it is the turn's cursor, and then comes straight onto the last
 * row in view of the tutor's tile section, which speaks of that cell: the
 * board, left, takes its cursor away and the tutor replaces that row as
 * the pointer comes onto it. Then the person lays a tile, which has the
 * tutor replace its rows again under the pointer, and while the computer
 * thinks the window takes a new size, so that GTK lays the side pane out
 * anew under the resting pointer.
 *
 * Until Dec 7 the hint panel took its rows out at once, from inside GTK's
 * handling of the pointer's crossing (the board's "leave"), and GTK 4.8
 * then walked up from a row no longer in the window: SIGSEGV in the first
 * round, every run. test-resize-ui met the same crash now and then when a
 * resize brought the side pane under the resting pointer (docs/
 * PERFORMANCE.md, "A crash on a resize with the pointer over the side
 * pane").
 */
#define G_LOG_DOMAIN "test-tutor-pointer-ui"

#include "config.h"

#include <adwaita.h>
#include <gdk/x11/gdkx.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-board-private.h"
#include "castellan-game.h"
#include "castellan-hint-panel.h"
#include "castellan-turn.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define MOVES  20
#define ROUNDS 12

/* the window's sizes in turn: each keeps the side pane on show, its rows
 * moving under the pointer from one to the next */
static const int sizes[][2] = { { 860, 580 }, { 1024, 700 }, { 900, 640 }, { 860, 600 } };

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint    stage;
  guint    round;
  guint    waits;
  CsRng    rng;
  GtkWidget *aimed;      /* weak: the row the pointer was put on */
  guint    hovered;      /* rounds whose row GTK saw the pointer over */
  guint    replaced;     /* rounds whose row went as the pointer came onto it */
  guint    resized;      /* rounds whose resize was laid out while the computer thought */
  int      dw, dh;       /* the window's default size less its widget's (its frame) */
  gboolean done;
};

static UiRunOptions run_options = { 280, 20, 1024, 700 };
UI_DEFINE_RUN_APP (Run, &run_options)

static void
write_game_in_progress (void)
{
  g_autoptr(CastellanGame) scratch = castellan_game_new ();
  CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 17, TRUE };
  g_autofree char *dir = g_build_filename (data_home, "castellan", NULL);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GString) text = NULL;
  CsRng rng = { 5 };
  gsize len;

  castellan_game_start (scratch, &setup);
  while (castellan_game_get_state (scratch)->move < MOVES || castellan_game_get_state (scratch)->active != 0)
    {
      CsMove m;

      g_assert_cmpint (castellan_game_get_phase (scratch), ==, CASTELLAN_PHASE_PLACE);
      cs_policy_greedy (castellan_game_get_state (scratch), &rng, &m);
      g_assert_true (castellan_game_play (scratch, &m, NULL));
    }
  data = castellan_game_save_to_data (scratch, &len);
  text = g_string_new_len (data, len);
  g_assert_cmpuint (g_string_replace (text, "Player2Kind=human", "Player2Kind=computer:expert", 1), ==, 1);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text->str, text->len, &error));
  g_assert_no_error (error);
}

static CastellanPhase
phase (Run *run)
{
  return castellan_game_get_phase (castellan_window_get_game (run->window));
}

static GtkWidget *
hint_panel (Run *run)
{
  return find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_HINT_PANEL);
}

static gboolean
row_in_view (GtkWidget *row, gconstpointer data)
{
  GtkWidget *window = (GtkWidget *) data;
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (row) || !gtk_widget_compute_bounds (row, window, &bounds))
    return FALSE;
  return bounds.origin.x >= 0 && bounds.origin.y >= 0 && bounds.size.height >= 8 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (window) &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (window);
}

static gboolean
row_hovered (GtkWidget *row, gconstpointer data)
{
  return (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_PRELIGHT) != 0;
}

/* the last row in view of the tutor's first section (the tile's): the
 * one that says what the tile does at the cell under the pointer */
static GtkWidget *
last_row_in_view (Run *run)
{
  GtkWidget *list = find_child (hint_panel (run), GTK_TYPE_LIST_BOX), *last = NULL;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && row_in_view (row, run->window))
      last = row;
  return last;
}

/* the X pointer to the middle of @row, as a person moves it there */
static void
point_at (Run *run, GtkWidget *row)
{
  GtkWidget *window = GTK_WIDGET (run->window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  graphene_rect_t bounds;
  double dx, dy;
  g_autofree char *x = NULL, *y = NULL, *xid = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (gtk_widget_compute_bounds (row, window, &bounds));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  x = g_strdup_printf ("%d", (int) (dx + bounds.origin.x + bounds.size.width / 2));
  y = g_strdup_printf ("%d", (int) (dy + bounds.origin.y + bounds.size.height / 2));
  xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  g_spawn_sync (NULL, (char *[]) { "xdotool", "mousemove", "--window", xid, x, y, NULL }, NULL,
                G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("xdotool mousemove failed: %s", err);
}


static gboolean
step_pointer (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  CastellanBoard *board = castellan_window_get_board (run->window);
  GtkWidget *window = GTK_WIDGET (run->window), *row;
  const int *size = sizes[run->round % G_N_ELEMENTS (sizes)];

  switch (run->stage)
    {
    case 0:
      /* the game resumed and on show, the window's warm-up over */
      if (game == NULL || !gtk_widget_get_mapped (GTK_WIDGET (board)) ||
          !castellan_window_get_warmed (run->window) || phase (run) != CASTELLAN_PHASE_PLACE)
        return FALSE;
      g_assert_cmpuint (castellan_game_get_state (game)->move, >=, MOVES);
      run->dw = run_options.width - gtk_widget_get_width (window);
      run->dh = run_options.height - gtk_widget_get_height (window);
      run->stage = 1;
      return FALSE;
    case 1:
      /* the pointer rests on the board, in the person's turn: the cell
       * under it is the turn's cursor, which the tutor explains */
      if (phase (run) != CASTELLAN_PHASE_PLACE)
        return FALSE;
      point_at (run, GTK_WIDGET (board));
      run->stage = 2;
      return FALSE;
    case 2:
      if (!board->pointer_in || !board->pointer_cursor)
        {
          if (++run->waits > 500)
            g_error ("round %u: the board never had the pointer", run->round);
          return FALSE;
        }
      run->waits = 0;
      /* then straight onto a row of the tutor's, as a quick hand moves: the
       * board, left, takes its cursor away, and the tutor's rows change */
      row = last_row_in_view (run);
      if (row == NULL)
        g_error ("round %u: no tutor's row in view at %d × %d", run->round, gtk_widget_get_width (window),
                 gtk_widget_get_height (window));
      g_set_weak_pointer (&run->aimed, row);
      point_at (run, row);
      run->stage = 3;
      return FALSE;
    case 3:
      /* the row the pointer came onto was hovered, or taken out for the
       * tutor's new hints (the board, left, took its cursor away) */
      row = find_child_where (hint_panel (run), GTK_TYPE_LIST_BOX_ROW, row_hovered, NULL);
      if (run->aimed == NULL || !gtk_widget_is_ancestor (run->aimed, hint_panel (run)))
        run->replaced++;
      else if (row == NULL && ++run->waits < 50)
        return FALSE;
      else if (row != NULL)
        run->hovered++;
      run->waits = 0;
      g_clear_weak_pointer (&run->aimed);
      /* the person's move replaces the tutor's rows under the pointer; as
       * the computer thinks, the window takes its next size */
      ui_castle_person_moves (run->window, &run->rng);
      g_assert_cmpint (phase (run), ==, CASTELLAN_PHASE_THINKING);
      gtk_window_set_default_size (GTK_WINDOW (window), size[0], size[1]);
      run->stage = 4;
      return FALSE;
    case 4:
      /* laid out at its new size */
      if (gtk_widget_get_width (window) != size[0] - run->dw || gtk_widget_get_height (window) != size[1] - run->dh)
        {
          if (++run->waits > 500)
            g_error ("round %u: the window did not take %d × %d (%d × %d)", run->round, size[0], size[1],
                     gtk_widget_get_width (window), gtk_widget_get_height (window));
          return FALSE;
        }
      run->waits = 0;
      if (phase (run) == CASTELLAN_PHASE_THINKING)
        run->resized++;
      g_test_message ("round %u: %d × %d, the computer %s", run->round, size[0], size[1],
                      phase (run) == CASTELLAN_PHASE_THINKING ? "still thinking" : "done");
      if (phase (run) == CASTELLAN_PHASE_OVER || ++run->round == ROUNDS)
        {
          run->done = TRUE;
          return TRUE;
        }
      run->stage = 1;
      return FALSE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_pointer (void)
{
  Run run = { .step = step_pointer, .rng = { 3 } };
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }
  clean_data ();
  write_game_in_progress ();
  run_app (&run);
  g_assert_true (run.done);
  g_test_message ("%u rounds: the row the pointer came onto replaced in %u, hovered in %u; %u resized while the "
                  "computer thought", run.round, run.replaced, run.hovered, run.resized);
  g_assert_cmpuint (run.round, >=, ROUNDS / 2);
  /* the case that crashed came about */
  g_assert_cmpuint (run.replaced, >, 0);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-tutor-pointer-ui-XXXXXX");
  g_test_add_func ("/tutor-pointer/resize", test_pointer);
  return g_test_run ();
}
