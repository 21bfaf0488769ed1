/* test-board-ui.c — the board as a player finds it (issue 32, items 1 and 2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb:
 * - the open board follows the game as it grows: zoomed in and panned
 *   away, each new turn still brings the cursor and the lit cells into
 *   view, without the fit key (item 1);
 * - the open board names its columns and rows along its edges, with the
 *   numbers the log, the castle question and the final sheet use (item 2);
 * - a line of the scored features names cells (the board model) and the
 *   board lights them and brings them into view (item 2), and marks tiles
 *   for a review;
 * - the board model describes The Castle's board as well as the open one;
 * - one board widget (CastellanBoard) takes the turn of The Castle, of
 *   classic Carcassonne and of its expansion, and answers the same calls
 *   and keys for all three: a cell's rectangle, lit and marked cells,
 *   zoom and pan (the open board only), the arrows, R, F, Enter, Escape,
 *   the spot keys, a click that lays and a click on a spot, and the
 *   description a screen reader reads (the cursor cell; before any
 *   move, with no cursor yet, the drawn tile and the cells that take it);
 * - a resumed game's last moves are framed where their tiles went;
 * - zoomed out, the enlarged laid tile of the follower step stays off the
 *   rulers, even on a cell half under the row numbers.
 */
#define G_LOG_DOMAIN "test-board-ui"

#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-classic-turn.h"
#include "castellan-turn.h"
#include "castellan-board-model.h"
#include "castellan-classic-describe.h"
#include "castellan-describe.h"
#include "castellan-window.h"
#include "castellan-window-private.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 180

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint    stage;
  guint    moves;
  gboolean done;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)
UI_DEFINE_STEP_TESTS (Run)

static void
start_classic (Run *run, CastellanPlayerKind second, guint32 seed)
{
  CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = seed, .has_seed = TRUE };

  s.kinds[0] = CASTELLAN_PLAYER_HUMAN;
  s.kinds[1] = second;
  castellan_window_start_classic (run->window, &s);
}

static CastellanBoard *
board (Run *run)
{
  return castellan_game_page_get_board (ui_classic_page (run->window));
}

static gboolean
cell_in_view (CastellanBoard *b, int x, int y)
{
  graphene_rect_t area;
  double w = gtk_widget_get_width (GTK_WIDGET (b)), h = gtk_widget_get_height (GTK_WIDGET (b));

  castellan_board_cell_area (b, x, y, &area);
  return area.origin.x >= 0 && area.origin.y >= 0 && area.origin.x + area.size.width <= w &&
         area.origin.y + area.size.height <= h;
}

/* ---- item 1: the view follows the board ------------------------------------------- */

static gboolean
step_follow (Run *run)
{
  CastellanGamePage *page = ui_classic_page (run->window);
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page);
  CastellanBoard *b = board (run);
  CastellanBoardModel *model;
  const CastellanCell *lit;
  guint n;
  int x, y;

  if (run->stage++ == 0)
    {
      start_classic (run, CASTELLAN_PLAYER_HUMAN, 5);
      return FALSE;
    }
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return FALSE;
  model = castellan_board_get_model (b);
  n = castellan_board_model_get_lit (model, &lit);
  g_assert_cmpuint (n, >, 0);
  if (run->moves > 0)
    {
      /* the new turn's cursor and lit cells came into view by themselves */
      g_assert_true (castellan_board_model_get_cursor (model, &x, &y));
      if (!cell_in_view (b, x, y))
        g_error ("move %u: the cursor at %d,%d is out of view", run->moves, x, y);
      g_assert_cmpuint (castellan_board_get_offscreen_fits (b), ==, 0);
      if (run->moves == 6)
        {
          ui_harness_shot ("board", "followed");
        }
      /* the person's zoom was kept */
      g_assert_cmpfloat (castellan_board_get_zoom (b), >=, 150);
    }
  if (run->moves == 8)
    {
      run->done = TRUE;
      return TRUE;
    }
  /* the person zooms in and drags the board away, as one looks closer at
   * a corner of it: every lit cell leaves the view */
  castellan_board_zoom_at (b, 8, gtk_widget_get_width (GTK_WIDGET (b)) / 2.0,
                           gtk_widget_get_height (GTK_WIDGET (b)) / 2.0);
  castellan_board_pan (b, 5000, 5000);
  g_assert_cmpuint (castellan_board_get_offscreen_fits (b), ==, n);
  /* and lays the tile where it fits, with no follower */
  castellan_classic_turn_set_cursor_cell (turn, castellan_board_model_cell_at (model, lit[n - 1].x, lit[n - 1].y));
  g_assert_true (castellan_classic_turn_lay (turn));
  castellan_classic_turn_choose_follower (turn, -1);
  if (castellan_classic_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    castellan_classic_turn_end (turn);
  run->moves++;
  return FALSE;
}

/* ---- item 2: the column and row numbers ------------------------------------------ */

static gboolean
step_labels (Run *run)
{
  CastellanBoard *b = board (run);
  int values[64];
  double centres[64];
  guint n;

  switch (run->stage++)
    {
    case 0:
      start_classic (run, CASTELLAN_PLAYER_HUMAN, 7);
      return FALSE;
    case 1:
      return FALSE;   /* laid out */
    default:
      for (guint o = 0; o < 2; o++)
        {
          gboolean across = o == 0, zero = FALSE;

          n = castellan_board_get_axis_labels (b, across ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                               values, centres, G_N_ELEMENTS (values));
          g_assert_cmpuint (n, >=, 3);
          for (guint i = 0; i < n; i++)
            {
              graphene_rect_t area;

              /* each number stands over (or beside) the column (row) of
               * cells whose x (y) it is, as the log names a cell "x,y" */
              castellan_board_cell_area (b, across ? values[i] : 0, across ? 0 : values[i], &area);
              g_assert_cmpfloat (fabs ((across ? area.origin.x + area.size.width / 2
                                               : area.origin.y + area.size.height / 2) - centres[i]), <, 0.5);
              zero |= values[i] == 0;
              if (i > 0)
                g_assert_cmpint (values[i], >, values[i - 1]);
            }
          /* the start tile's column and row, 0,0 */
          g_assert_true (zero);
        }
      /* the fitted board leaves the numbers' bands clear: no laid tile under them */
      {
        graphene_rect_t area;

        castellan_board_cell_area (b, 0, 0, &area);
        g_assert_cmpfloat (area.origin.x, >=, 18);
        g_assert_cmpfloat (area.origin.y, >=, 18);
      }
      ui_harness_shot ("board", "labels-fitted");
      /* zoomed out far, the numbers thin out rather than run together */
      castellan_board_zoom_at (b, 0.1, 100, 100);
      n = castellan_board_get_axis_labels (b, GTK_ORIENTATION_HORIZONTAL, values, centres, G_N_ELEMENTS (values));
      for (guint i = 1; i < n; i++)
        g_assert_cmpfloat (centres[i] - centres[i - 1], >=, 20);
      ui_harness_shot ("board", "labels-far");
      run->done = TRUE;
      return TRUE;
    }
}

/* ---- item 2: a scored line lights its cells ---------------------------------------- */

static gboolean
step_named (Run *run)
{
  CastellanGamePage *page = ui_classic_page (run->window);
  CastellanClassicGame *game = castellan_game_page_get_classic (page);
  CastellanBoard *b = board (run);
  CastellanBoardModel *model;
  CastellanCell cells[96];
  const CastellanBoardLight *lights;
  guint n, n_lights, named = 0;

  if (run->stage++ == 0)
    {
      CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = 3, .has_seed = TRUE };

      s.kinds[0] = CASTELLAN_PLAYER_BEGINNER;
      s.kinds[1] = CASTELLAN_PLAYER_BEGINNER;
      castellan_window_start_classic (run->window, &s);
      return FALSE;
    }
  /* the computers play until a feature has been completed and scored */
  if (castellan_classic_game_get_scored (game)->len == 0 || castellan_board_get_animating (b))
    return FALSE;
  model = castellan_board_get_model (b);
  n = castellan_board_model_scored_cells (model, 0, cells, G_N_ELEMENTS (cells));
  g_assert_cmpuint (n, >=, 2);   /* a completed road or city spans two tiles at least */
  for (guint i = 0; i < n; i++)
    g_assert_false (castellan_board_model_is_empty (model, cells[i].x, cells[i].y));
  /* moved away, then the line pointed at: its cells light up, in view */
  castellan_board_zoom_at (b, 6, 10, 10);
  castellan_board_pan (b, 5000, 5000);
  castellan_board_light_cells (b, cells, n);
  n_lights = castellan_board_model_get_lights (model, &lights);
  for (guint i = 0; i < n_lights; i++)
    named += lights[i].style == CASTELLAN_LIGHT_NAMED;
  g_assert_cmpuint (named, ==, n);
  g_assert_true (cell_in_view (b, cells[0].x, cells[0].y));
  ui_harness_shot ("board", "named");
  /* they stay lit while the game goes on, until cleared */
  castellan_board_light_cells (b, NULL, 0);
  n_lights = castellan_board_model_get_lights (model, &lights);
  for (guint i = 0; i < n_lights; i++)
    g_assert_cmpint (lights[i].style, !=, CASTELLAN_LIGHT_NAMED);
  /* a review's marks: drawn without a fuss over any cell */
  {
    const CastellanBoardTile *tiles;
    guint n_tiles = castellan_board_model_get_tiles (model, &tiles);
    CastellanBoardMark marks[2] = {
      { tiles[n_tiles - 1].x, tiles[n_tiles - 1].y, tiles[n_tiles - 1].art, tiles[n_tiles - 1].rot, CASTELLAN_BOARD_MARK_PLAYED },
      { tiles[0].x + 40, tiles[0].y, tiles[0].art, 1, CASTELLAN_BOARD_MARK_BEST },
    };
    castellan_board_set_marks (b, marks, 2);
    gtk_widget_queue_draw (GTK_WIDGET (b));
  }
  run->done = TRUE;
  return TRUE;
}

/* ---- the model serves The Castle too ---------------------------------------------- */

static gboolean
step_castle (Run *run)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, CASTELLAN_THEME_CASTLE,
                           0, 3, TRUE };
  g_autoptr(CastellanBoardModel) model = NULL;
  CastellanTurn *turn;
  const CastellanCell *lit;
  guint n;
  int x0, y0, x1, y1;

  if (run->stage++ == 0)
    {
      castellan_window_start_game (run->window, &s);
      return FALSE;
    }
  turn = castellan_window_get_turn (run->window);
  if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return FALSE;
  model = castellan_board_model_new (G_OBJECT (turn));
  g_assert_cmpint (castellan_board_model_get_shape (model), ==, CASTELLAN_BOARD_SHAPE_CASTLE);
  g_assert_true (castellan_board_model_has_game (model));
  g_assert_true (castellan_board_model_get_extent (model, &x0, &y0, &x1, &y1));
  g_assert_cmpint (x1, >, x0);
  /* the lit cells are the cells where the drawn tile fits, and map back to them */
  n = castellan_board_model_get_lit (model, &lit);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      int cell = castellan_board_model_cell_at (model, lit[i].x, lit[i].y), x, y;

      g_assert_cmpint (cell, >=, 0);
      g_assert_cmpuint (castellan_turn_get_fits (turn, cell), !=, 0);
      g_assert_true (castellan_board_model_cell_xy (model, cell, &x, &y));
      g_assert_cmpint (x, ==, lit[i].x);
      g_assert_cmpint (y, ==, lit[i].y);
    }
  run->done = TRUE;
  return TRUE;
}

/* ---- The Castle played on: followers, last moves and the animation from the model -- */

/* a move began to play out: seen as it starts, since the steps may not
 * run while the frames of an animation follow one another */
static void
animating_cb (CastellanBoard *board, GParamSpec *pspec, Run *run)
{
  run->done |= castellan_board_get_animating (board);
}

static gboolean
step_castle_game (Run *run)
{
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  CastellanBoard *view = CASTELLAN_BOARD (castellan_window_get_board (run->window));
  g_autoptr(CastellanBoardModel) model = NULL;
  AdwMessageDialog *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  const CastellanCell *lit;
  const CastellanBoardFollower *followers;
  const CastellanBoardLastMove *last;
  guint n, n_open;

  if (run->stage++ == 0)
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 5, TRUE };
      g_signal_connect (view, "notify::animating", G_CALLBACK (animating_cb), run);
      castellan_window_start_game (run->window, &s);
      return FALSE;
    }
  /* any question the move raises: its default, as Enter would */
  if (dialog != NULL)
    {
      adw_message_dialog_response (dialog, adw_message_dialog_get_default_response (dialog));
      gtk_window_destroy (GTK_WINDOW (dialog));
      return FALSE;
    }
  run->done |= castellan_board_get_animating (view);
  if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE || castellan_board_get_animating (view))
    return FALSE;
  model = castellan_board_model_new (G_OBJECT (turn));
  if (run->moves == 10)
    {
      /* the followers put stand on the board, each seat's last move is
       * framed where its tile went, and the computer's moves played out */
      g_assert_cmpuint (castellan_board_model_get_followers (model, &followers), >, 0);
      n = castellan_board_model_get_last_moves (model, &last);
      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        g_assert_false (castellan_board_model_is_empty (model, last[i].x, last[i].y));
      g_assert_true (run->done);
      ui_harness_shot ("board", "castle-game");
      return TRUE;
    }
  n = castellan_board_model_get_lit (model, &lit);
  g_assert_cmpuint (n, >, 0);
  castellan_turn_set_cursor_cell (turn, castellan_board_model_cell_at (model, lit[0].x, lit[0].y));
  g_assert_true (castellan_turn_lay (turn));
  n_open = castellan_turn_get_open_spots (turn, NULL);
  castellan_turn_choose_follower (turn, n_open > 0 && run->moves % 2 == 0 ? 0 : -1);
  if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    castellan_turn_end (turn);
  run->moves++;
  return FALSE;
}

static void
test_castle_game (void)
{
  Run run = { .step = step_castle_game };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  clean_data ();
  /* the moves play out, quickly */
  g_settings_set_enum (settings, "animation-speed", 2);
  run_app (&run);
  g_settings_set_enum (settings, "animation-speed", 0);
  g_assert_true (run.done);
}

/* ---- one board widget for every game ---------------------------------------------- */

static void
cell_centre (CastellanBoard *one, const CastellanCell *cell, double *x, double *y)
{
  graphene_rect_t area;

  g_assert_true (castellan_board_cell_area (one, cell->x, cell->y, &area));
  *x = area.origin.x + area.size.width / 2;
  *y = area.origin.y + area.size.height / 2;
}

/* the cursor in the game's words is what a screen reader hears */
static void
check_description (CastellanBoard *one)
{
  CastellanTurnBase *turn = castellan_board_get_turn (one);
  g_autofree char *words = CASTELLAN_IS_CLASSIC_TURN (turn)
                           ? castellan_classic_describe_cursor (CASTELLAN_CLASSIC_TURN (turn))
                           : castellan_describe_cursor (CASTELLAN_TURN (turn));
  CastellanBoardModel *model = castellan_board_get_model (one);
  int x, y;

  g_assert_true (castellan_board_model_get_cursor (model, &x, &y));
  g_assert_nonnull (words);
  g_assert_cmpstr (castellan_board_get_description (one), ==, words);
  if (!CASTELLAN_IS_CLASSIC_TURN (turn))
    {
      char name[8];

      castellan_board_model_cell_name (model, x, y, name, sizeof name);
      g_assert_nonnull (strstr (castellan_board_get_description (one), name));
    }
  else
    {
      g_autofree char *name = g_strdup_printf ("%d,%d", x, y);

      g_assert_nonnull (strstr (castellan_board_get_description (one), name));
    }
}

/* What every board does, asked the same way whatever the game: drawing,
 * lit and marked cells, the keys, the pointer, the screen reader. */
/* Before any move the board says what it shows, as a screen reader reads
 * it when the board takes the focus: the cell under the cursor, or while
 * it has none (The Castle's first turn), whose turn, the drawn tile and how
 * many cells take it. It was read as nothing. */
static void
check_start_description (CastellanBoard *one)
{
  CastellanTurnBase *turn = castellan_board_get_turn (one);
  CastellanBoardModel *model = castellan_board_get_model (one);
  const char *said = castellan_board_get_description (one);
  g_autofree char *tile = NULL;
  g_autofree char *whose = NULL;
  g_autofree char *fits = NULL;
  guint n = castellan_board_model_get_lit (model, NULL);
  int x, y;

  g_test_message ("the board at the start: %s", said);
  g_assert_cmpstr (said, !=, "");
  if (castellan_board_model_get_cursor (model, &x, &y))
    {
      check_description (one);
      return;
    }
  if (CASTELLAN_IS_CLASSIC_TURN (turn))
    {
      tile = castellan_classic_describe_tile (CASTELLAN_CLASSIC_TURN (turn));
      whose = castellan_classic_describe_turn (castellan_classic_turn_get_game (CASTELLAN_CLASSIC_TURN (turn)));
    }
  else
    {
      tile = castellan_describe_tile (CASTELLAN_TURN (turn));
      whose = castellan_describe_turn (castellan_turn_get_game (CASTELLAN_TURN (turn)));
    }
  fits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "It fits on %u cell: the arrow keys move over the board, F goes to a cell where it fits.",
                                       "It fits on %u cells: the arrow keys move over the board, F goes to a cell where it fits.",
                                       n), n);
  g_assert_true (g_str_has_prefix (said, whose));
  g_assert_nonnull (strstr (said, tile));
  g_assert_true (g_str_has_suffix (said, fits));
}

static void
check_board (CastellanBoard *one, CastellanBoardShape shape, const char *shot)
{
  CastellanBoardModel *model = castellan_board_get_model (one);
  CastellanTurnBase *turn = castellan_board_get_turn (one);
  const CastellanCell *lit, *cells;
  const CastellanBoardMark *marks;
  guint n = castellan_board_model_get_lit (model, &lit), drawn = 0, tiles, followers, pending, rot;
  graphene_rect_t area;
  CastellanBoardMark mark;
  CastellanCell target;
  int before;
  double x, y;

  g_assert_cmpint (castellan_board_model_get_shape (model), ==, shape);
  g_assert_true (castellan_board_get_game_board (one) == GTK_WIDGET (one));
  g_assert_cmpuint (n, >, 0);
  check_start_description (one);
  g_assert_cmpuint (castellan_board_get_fits (one, NULL), ==, n);
  g_assert_true (castellan_board_model_get_drawn (model, &drawn));
  /* a lit cell lies inside the widget, a cell's size on both sides */
  g_assert_true (castellan_board_cell_area (one, lit[0].x, lit[0].y, &area));
  g_assert_cmpfloat (area.size.width, >, 10);
  g_assert_cmpfloat (area.size.width, ==, area.size.height);
  g_assert_cmpfloat (area.origin.x, >=, 0);
  g_assert_cmpfloat (area.origin.x + area.size.width, <=, gtk_widget_get_width (GTK_WIDGET (one)) + 0.5);
  /* lit: the cells named are in the model's lights, and kept */
  castellan_board_light_cells (one, lit, 1);
  {
    const CastellanBoardLight *lights;
    guint n_lights = castellan_board_get_lights (one, &lights), named = 0;

    for (guint i = 0; i < n_lights; i++)
      named += lights[i].style == CASTELLAN_LIGHT_NAMED && lights[i].x == lit[0].x && lights[i].y == lit[0].y;
    g_assert_cmpuint (named, ==, 1);
  }
  g_assert_cmpuint (castellan_board_get_lit_cells (one, &cells), ==, 1);
  /* the drawn tile marked where it could go */
  mark = (CastellanBoardMark) { lit[0].x, lit[0].y, drawn, 1, CASTELLAN_BOARD_MARK_BEST };
  castellan_board_set_marks (one, &mark, 1);
  g_assert_cmpuint (castellan_board_get_marks (one, &marks), ==, 1);
  g_assert_cmpint (marks[0].style, ==, CASTELLAN_BOARD_MARK_BEST);
  ui_harness_shot ("board", shot);
  castellan_board_set_marks (one, NULL, 0);
  castellan_board_light_cells (one, NULL, 0);
  g_assert_cmpuint (castellan_board_get_lit_cells (one, NULL), ==, 0);

  /* zoom and pan: the open board moves, The Castle's stays whole */
  {
    double zoom = castellan_board_get_zoom (one);
    graphene_rect_t moved;

    castellan_board_zoom_at (one, 1.5, gtk_widget_get_width (GTK_WIDGET (one)) / 2.0,
                             gtk_widget_get_height (GTK_WIDGET (one)) / 2.0);
    castellan_board_pan (one, 40, 0);
    castellan_board_cell_area (one, lit[0].x, lit[0].y, &moved);
    if (shape == CASTELLAN_BOARD_SHAPE_CASTLE)
      {
        g_assert_cmpfloat (castellan_board_get_zoom (one), ==, zoom);
        g_assert_cmpfloat (moved.origin.x, ==, area.origin.x);
        g_assert_false (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_plus, 0));
      }
    else
      {
        g_assert_cmpfloat (fabs (castellan_board_get_zoom (one) - zoom * 1.5), <, 0.01);
        g_assert_cmpfloat (moved.size.width, >, area.size.width);
        /* + zooms in, 0 fits the whole board again */
        g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_plus, 0));
        g_assert_cmpfloat (castellan_board_get_zoom (one), >, zoom * 1.5);
        g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_0, 0));
        g_assert_cmpfloat (fabs (castellan_board_get_zoom (one) - zoom), <, 0.01);
      }
  }

  /* the keys: the arrows move the cursor, R turns the tile */
  gtk_widget_grab_focus (GTK_WIDGET (one));
  castellan_turn_base_set_cursor_cell (turn, castellan_board_model_cell_at (model, lit[0].x, lit[0].y));
  before = castellan_turn_base_get_cursor_cell (turn);
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Right, 0));
  if (castellan_turn_base_get_cursor_cell (turn) == before)
    g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Left, 0));
  g_assert_cmpint (castellan_turn_base_get_cursor_cell (turn), !=, before);
  check_description (one);
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Down, 0) || ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Up, 0));
  rot = castellan_turn_base_get_rotation (turn);
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_r, 0));
  {
    /* the open board turns the tile to the next way it fits here: with
     * one way only, it stays */
    guint fits = castellan_turn_base_get_fits (turn, castellan_turn_base_get_cursor_cell (turn));

    if (shape == CASTELLAN_BOARD_SHAPE_CASTLE || fits == 0 || (fits & (fits - 1)) != 0)
      g_assert_cmpuint (castellan_turn_base_get_rotation (turn), !=, rot);
  }
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_R, GDK_SHIFT_MASK));
  /* F: on to a cell where the tile fits */
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_f, 0));
  g_assert_cmpuint (castellan_turn_base_get_fits (turn, castellan_turn_base_get_cursor_cell (turn)), !=, 0);
  check_description (one);

  /* the pointer: a click on a lit cell lays the tile there */
  target = lit[n - 1];
  tiles = castellan_board_model_get_tiles (model, NULL);
  followers = castellan_board_model_get_followers (model, NULL);
  cell_centre (one, &target, &x, &y);
  castellan_board_activate_at (one, x, y);
  g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  g_assert_true (castellan_turn_base_get_pending (turn, &pending, NULL));
  g_assert_cmpint (pending, ==, castellan_board_model_cell_at (model, target.x, target.y));
  /* Escape steps back, Enter lays again at the cursor */
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Escape, 0));
  g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  castellan_turn_base_set_cursor_cell (turn, pending);
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Return, 0));
  g_assert_cmpint (castellan_turn_base_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  ui_harness_shot ("board", shot);
  g_assert_cmpuint (castellan_turn_base_get_n_open_spots (turn), >, 0);
  /* a spot: The Castle by its key, the open board by a click on its badge */
  if (shape == CASTELLAN_BOARD_SHAPE_CASTLE)
    g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_1, 0));
  else
    {
      g_assert_true (castellan_board_spot_point (one, 0, &x, &y));
      castellan_board_activate_at (one, x, y);
    }
  g_assert_cmpint (castellan_turn_base_get_stage (turn), !=, CASTELLAN_STAGE_FOLLOWER);
  if (castellan_turn_base_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    g_assert_true (ui_widget_takes_key (GTK_WIDGET (one), GDK_KEY_Return, 0));
  g_assert_cmpuint (castellan_board_model_get_tiles (model, NULL), ==, tiles + 1);
  g_assert_cmpuint (castellan_board_model_get_followers (model, NULL), ==, followers + 1);
}

static gboolean
step_one_board (Run *run)
{
  static GtkWindow *window;
  static CastellanBoard *one;

  /* the board laid out in its window before it is asked */
  if (run->stage % 2 == 0 && run->stage > 0 &&
      (one == NULL || gtk_widget_get_width (GTK_WIDGET (one)) < 100 || !gtk_widget_get_mapped (GTK_WIDGET (one)) ||
       castellan_board_get_animating (one)))
    return FALSE;
  switch (run->stage++)
    {
    case 0:
      {
        CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                 CASTELLAN_THEME_CASTLE, 0, 3, TRUE };
        castellan_window_start_game (run->window, &s);
        /* a window of its own holding the one board, as large as the screen */
        window = GTK_WINDOW (gtk_window_new ());
        one = CASTELLAN_BOARD (castellan_board_new ());
        gtk_window_set_default_size (window, 1024, 768);
        gtk_window_set_child (window, GTK_WIDGET (one));
        gtk_window_present (window);
        return FALSE;
      }
    case 1:
      castellan_board_set_turn (one, castellan_window_get_turn (run->window));
      return FALSE;
    case 2:
      /* The Castle */
      g_assert_true (castellan_board_get_turn (one) == (gpointer) castellan_window_get_turn (run->window));
      check_board (one, CASTELLAN_BOARD_SHAPE_CASTLE, "one-castle");
      return FALSE;
    case 3:
      /* classic, in the same widget */
      start_classic (run, CASTELLAN_PLAYER_HUMAN, 9);
      castellan_board_set_turn (one, castellan_game_page_get_classic_turn (ui_classic_page (run->window)));
      return FALSE;
    case 4:
      check_board (one, CASTELLAN_BOARD_SHAPE_OPEN, "one-classic");
      return FALSE;
    case 5:
      {
        /* the expansion: Bridges, Castles and Bazaars */
        CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = 11, .has_seed = TRUE,
                                    .bcb = TRUE };

        s.kinds[0] = CASTELLAN_PLAYER_HUMAN;
        s.kinds[1] = CASTELLAN_PLAYER_HUMAN;
        castellan_window_start_classic (run->window, &s);
        castellan_board_set_turn (one, castellan_game_page_get_classic_turn (ui_classic_page (run->window)));
        return FALSE;
      }
    case 6:
      check_board (one, CASTELLAN_BOARD_SHAPE_OPEN, "one-bcb");
      g_object_set (one, "animation-speed", CASTELLAN_ANIMATION_OFF, "highlight-legal", FALSE, NULL);
      g_assert_cmpuint (castellan_board_get_fits (one, NULL), ==, 0);
      castellan_board_set_turn (one, NULL);
      g_assert_null (castellan_board_get_model (one));
      g_assert_null (castellan_board_get_game_board (one));
      gtk_window_destroy (window);
      run->done = TRUE;
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---- a computer to play first -------------------------------------------------------- */

/* A game whose first seat is a computer: before its move (the game just
 * started, the main loop not yet run) no cell has the cursor, and the
 * board says whose turn it is and the score, in both kinds of game; it
 * was read as nothing. */
static gboolean
step_computer_first (Run *run)
{
  CastellanGameSetup castle = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_HUMAN }, 0,
                                CASTELLAN_THEME_CASTLE, 0, 3, TRUE };
  CastellanClassicSetup classic = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = 9, .has_seed = TRUE };
  CastellanBoard *one;
  const char *said;
  g_autofree char *whose = NULL;

  castellan_window_start_game (run->window, &castle);
  one = castellan_game_page_get_board (ui_game_page (run->window));
  said = castellan_board_get_description (one);
  whose = castellan_describe_turn (castellan_window_get_game (run->window));
  g_test_message ("The Castle, a computer first: %s", said);
  g_assert_cmpint (castellan_turn_base_get_cursor_cell (castellan_board_get_turn (one)), <, 0);
  g_assert_true (g_str_has_prefix (said, whose));
  g_assert_true (g_str_has_prefix (said, "Ada’s turn. "));

  classic.kinds[0] = CASTELLAN_PLAYER_BEGINNER;
  classic.kinds[1] = CASTELLAN_PLAYER_HUMAN;
  castellan_window_start_classic (run->window, &classic);
  one = board (run);
  said = castellan_board_get_description (one);
  g_clear_pointer (&whose, g_free);
  whose = castellan_classic_describe_turn (ui_classic_game (run->window));
  g_test_message ("Carcassonne, a computer first: %s", said);
  g_assert_cmpint (castellan_turn_base_get_cursor_cell (castellan_board_get_turn (one)), <, 0);
  g_assert_true (g_str_has_prefix (said, whose));
  run->done = TRUE;
  return TRUE;
}

/* ---- last moves framed after a resume ------------------------------------------------ */

static gboolean
step_resume (Run *run)
{
  static GtkWindow *window;
  static CastellanBoard *one;
  static CastellanGame *loaded;
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  CastellanBoardModel *model;
  const CastellanCell *lit;
  const CastellanBoardLastMove *live, *shown;
  guint n, n_live, n_shown;

  switch (run->stage)
    {
    case 0:
      {
        CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                 CASTELLAN_THEME_CASTLE, 0, 7, TRUE };
        castellan_window_start_game (run->window, &s);
        run->stage++;
        return FALSE;
      }
    case 1:
      /* three moves, each with a follower where one may go */
      if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
        return FALSE;
      if (run->moves < 3)
        {
          g_autoptr(CastellanBoardModel) m = castellan_board_model_new (G_OBJECT (turn));

          n = castellan_board_model_get_lit (m, &lit);
          g_assert_cmpuint (n, >, 0);
          castellan_turn_set_cursor_cell (turn, castellan_board_model_cell_at (m, lit[0].x, lit[0].y));
          g_assert_true (castellan_turn_lay (turn));
          castellan_turn_choose_follower (turn, castellan_turn_get_open_spots (turn, NULL) > 0 ? 0 : -1);
          if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
            castellan_turn_end (turn);
          run->moves++;
          return FALSE;
        }
      {
        gsize length = 0;
        g_autofree char *data = castellan_game_save_to_data (castellan_window_get_game (run->window), &length);
        g_autoptr(GError) error = NULL;

        /* the saved game, resumed into a board of its own */
        loaded = castellan_game_new ();
        g_assert_true (castellan_game_load (loaded, data, length, NULL, &error));
        g_assert_no_error (error);
      }
      window = GTK_WINDOW (gtk_window_new ());
      one = CASTELLAN_BOARD (castellan_board_new ());
      gtk_window_set_default_size (window, 1024, 768);
      gtk_window_set_child (window, GTK_WIDGET (one));
      gtk_window_present (window);
      castellan_board_set_turn (one, castellan_turn_new (loaded));
      g_object_unref (castellan_board_get_turn (one));
      run->stage++;
      return FALSE;
    case 2:
      if (!gtk_widget_get_mapped (GTK_WIDGET (one)))
        return FALSE;
      /* each seat's last move framed where its tile went, as in the game played */
      model = castellan_board_get_model (one);
      {
        g_autoptr(CastellanBoardModel) played = castellan_board_model_new (G_OBJECT (turn));

        n_live = castellan_board_model_get_last_moves (played, &live);
        n_shown = castellan_board_model_get_last_moves (model, &shown);
        g_assert_cmpuint (n_live, >, 0);
        g_assert_cmpuint (n_shown, ==, n_live);
        for (guint i = 0; i < n_shown; i++)
          {
            graphene_rect_t area;

            g_assert_cmpint (shown[i].x, ==, live[i].x);
            g_assert_cmpint (shown[i].y, ==, live[i].y);
            g_assert_cmpint (shown[i].piece, ==, live[i].piece);
            g_assert_false (castellan_board_model_is_empty (model, shown[i].x, shown[i].y));
            /* inside the castle, not on its wall track */
            g_assert_cmpint (castellan_board_model_cell_at (model, shown[i].x, shown[i].y), >=, 0);
            g_assert_true (castellan_board_cell_area (one, shown[i].x, shown[i].y, &area));
          }
      }
      ui_harness_shot ("board", "resumed");
      gtk_window_destroy (window);
      g_clear_object (&loaded);
      run->done = TRUE;
      return TRUE;
    default:
      return TRUE;
    }
}

/* ---- the enlarged laid tile stays off the rulers --------------------------------- */

/* zoomed out, the follower step draws the laid tile enlarged; with its
 * cell half under the column of row numbers (24 px across), the tile is
 * moved inward, wholly right of it (pl-22: it lay over the numbers) */
static gboolean
step_edge_tile (Run *run)
{
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (ui_classic_page (run->window));
  CastellanBoard *b = board (run);
  CastellanBoardModel *model;
  const CastellanCell *lit;
  graphene_rect_t area;
  double sx, sy, bx[16], by[16], size[16], tile;
  guint n, n_open;

  if (run->stage++ == 0)
    {
      start_classic (run, CASTELLAN_PLAYER_HUMAN, 5);
      return FALSE;
    }
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return FALSE;
  model = castellan_board_get_model (b);
  n = castellan_board_model_get_lit (model, &lit);
  g_assert_cmpuint (n, >, 0);
  castellan_classic_turn_set_cursor_cell (turn, castellan_board_model_cell_at (model, lit[0].x, lit[0].y));
  g_assert_true (castellan_classic_turn_lay (turn));
  n_open = castellan_classic_turn_get_open_spots (turn, NULL);
  g_assert_cmpuint (n_open, >, 0);
  g_assert_cmpuint (n_open, <=, G_N_ELEMENTS (bx));
  for (guint k = 0; k < 3; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (b), "board.zoom", "i", -1));
  tile = castellan_board_follower_cell (castellan_board_get_zoom (b));
  g_assert_cmpfloat (tile, >, castellan_board_get_zoom (b));
  castellan_board_cell_area (b, lit[0].x, lit[0].y, &area);
  castellan_board_pan (b, 12 - (area.origin.x + area.size.width / 2), 0);
  castellan_board_cell_area (b, lit[0].x, lit[0].y, &area);
  g_assert_cmpfloat (area.origin.x, <, 24);
  g_assert_true (castellan_board_model_badges_sized (model, CASTELLAN_BOARD_BADGE_RADIUS, bx, by, size, n_open));
  for (guint i = 0; i < n_open; i++)
    {
      g_assert_true (castellan_board_spot_point (b, i, &sx, &sy));
      /* the tile's left edge, from where its badge is drawn on it */
      if (sx - bx[i] * tile < 24 - 0.5)
        g_error ("the enlarged tile's left edge at %.1f, over the row numbers", sx - bx[i] * tile);
    }
  ui_harness_shot ("board", "edge-tile");
  run->done = TRUE;
  return TRUE;
}

int
main (int argc, char *argv[])
{
  static const RunStepTest tests[] = {
    { "/board/follow", step_follow },
    { "/board/labels", step_labels },
    { "/board/named", step_named },
    { "/board/castle-model", step_castle },
    { "/board/castle-game", NULL, test_castle_game },
    { "/board/one-board", step_one_board },
    { "/board/computer-first", step_computer_first },
    { "/board/resume", step_resume },
    { "/board/edge-tile", step_edge_tile },
  };

  return run_step_tests (argc, argv, "castellan-board-ui-XXXXXX", &run_options, tests, G_N_ELEMENTS (tests));
}
