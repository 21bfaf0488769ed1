/* test-hint-panel.c — one hint panel shows either game's tutor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both tutors publish their hints as the list models of a
 * CastellanHintSource (issue 32); the panel binds its rows to whichever it
 * is given. With classic Carcassonne's tutor it shows a row for each hint
 * of "Your tile" while the tile is placed and for each follower spot once
 * it is laid, and none of The Castle's own buttons.
 *
 * A line that names cells lights them on the board while hovered or
 * focused (issue 32): here a small window holds a board, a log and a hint
 * panel for a game of each kind played through the model, and a log row
 * and a hint row, pointed at, light what they name.
 */
#define G_LOG_DOMAIN "test-hint-panel"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "castellan-board.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-tutor.h"
#include "castellan-hint-panel.h"
#include "castellan-hint-row.h"
#include "castellan-log-row.h"
#include "castellan-tutor.h"
#include "model-common.h"
#include "ui-harness.h"

static const CastellanPlayerKind people[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };

/* the rows of every list the panel shows now */
static guint
shown_rows (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (GTK_IS_LIST_BOX (widget))
    {
      while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (widget), n) != NULL)
        n++;
      return n;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += shown_rows (child);
  return n;
}

/* the buttons for The Castle's tutor (Suggest, Explain, lessons) that can be pressed */
static guint
tutor_buttons (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (GTK_IS_ACTIONABLE (widget) && gtk_widget_is_sensitive (widget) &&
      g_str_has_prefix (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) ?: "", "tutor."))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += tutor_buttons (child);
  return n;
}

static guint
n_hints (CastellanHintSource *source, CastellanHintSection section)
{
  return g_list_model_get_n_items (castellan_hint_source_get_hints (source, section));
}

static void
test_classic_tutor (void)
{
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, FALSE, 11, people, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  CastellanHintSource *source;
  GtkWidget *panel, *window;
  const guint16 *cells;
  guint laid = 0;

  source = CASTELLAN_HINT_SOURCE (tutor);

  panel = castellan_hint_panel_new ();
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), panel);
  castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (panel), source);
  g_assert_true (castellan_hint_panel_get_source (CASTELLAN_HINT_PANEL (panel)) == source);
  g_assert_null (castellan_hint_panel_get_tutor (CASTELLAN_HINT_PANEL (panel)));

  for (guint move = 0; move < 6; move++)
    {
      guint n_fit = castellan_classic_turn_get_fit_cells (turn, &cells);

      castellan_classic_turn_set_cursor_cell (turn, cells[move % n_fit]);
      g_assert_cmpuint (n_hints (source, CASTELLAN_HINTS_TILE), >, 0);
      g_assert_cmpuint (shown_rows (panel), ==, n_hints (source, CASTELLAN_HINTS_TILE));
      g_assert_true (castellan_classic_turn_lay (turn));
      g_assert_cmpuint (n_hints (source, CASTELLAN_HINTS_FOLLOWERS), >, 0);
      g_assert_cmpuint (shown_rows (panel), ==, n_hints (source, CASTELLAN_HINTS_FOLLOWERS));
      /* The Castle's Suggest and lessons are not this tutor's */
      g_assert_cmpuint (tutor_buttons (panel), ==, 0);
      castellan_classic_turn_choose_follower (turn, -1);
      laid++;
    }
  g_assert_cmpuint (laid, ==, 6);

  castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (panel), NULL);
  g_assert_cmpuint (shown_rows (panel), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* the visible section headings of the panel, joined by "|" */
static void
collect_headings (GtkWidget *widget, GString *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "heading"))
    g_string_append_printf (out, "%s|", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_headings (child, out);
}

static gboolean
shows_heading (GtkWidget *panel, const char *heading)
{
  g_autoptr(GString) all = g_string_new ("|");
  g_autofree char *wanted = g_strdup_printf ("|%s|", heading);

  collect_headings (panel, all);
  return strstr (all->str, wanted) != NULL;
}

/* The tile section's heading fits what it shows (issue 32): "Your Tile"
 * while the tile is placed, "Bazaar" with the auction's hints during an
 * auction, "Game Over" at the end */
static void
test_headings (void)
{
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, TRUE, 41, people, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  const CsClassic *g = castellan_classic_game_get_state (game);
  GtkWidget *panel, *window;
  guint auction = 0, placing = 0;
  CsRng rng = { 5 };

  panel = castellan_hint_panel_new ();
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), panel);
  castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (panel), CASTELLAN_HINT_SOURCE (tutor));

  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      CastellanBcbStep step = castellan_classic_bcb_get_step (game);
      g_autoptr(GError) error = NULL;
      CsClassicMove move = CS_CLASSIC_MOVE_INIT;

      if (step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_BID || step == CASTELLAN_BCB_SETTLE)
        {
          g_assert_true (shows_heading (panel, "Bazaar"));
          g_assert_false (shows_heading (panel, "Your Tile"));
          g_assert_cmpuint (shown_rows (panel), >=, 3);
          auction++;
        }
      else if (step == CASTELLAN_BCB_NONE && castellan_classic_turn_get_stage (turn) == CASTELLAN_STAGE_PLACE)
        {
          g_assert_true (shows_heading (panel, "Your Tile"));
          placing++;
        }
      cs_classic_bcb_policy (g, &rng, 1, &move);
      g_assert_true (castellan_classic_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (auction, >, 0);
  g_assert_cmpuint (placing, >, 20);
  g_assert_true (shows_heading (panel, "Game Over"));
  g_assert_false (shows_heading (panel, "Your Tile"));
  g_test_message ("%u auction decisions and %u placings, each under its heading", auction, placing);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- lines that name cells light them --------------------------------------------- */

typedef struct {
  GtkWidget  *window;
  GtkWidget  *board;
  GtkWidget  *log_view;
  GtkWidget  *panel;
} Lit;

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
}

/* a window with a board, a log and a hint panel, each told of the board as
 * a game page tells them */
static void
lit_window (Lit *lit, gpointer turn, GListModel *log, CastellanHintSource *source)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkListItemFactory *factory =
    gtk_builder_list_item_factory_new_from_resource (NULL, RESOURCE_PREFIX "/castellan-log-row.ui");

  g_type_ensure (CASTELLAN_TYPE_LOG_ROW);
  lit->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (lit->window), 1000, 700);
  lit->board = castellan_board_new ();
  gtk_widget_set_hexpand (lit->board, TRUE);
  gtk_widget_set_size_request (lit->board, 400, 400);
  castellan_board_set_turn (CASTELLAN_BOARD (lit->board), turn);
  lit->log_view = gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (log))), factory);
  castellan_log_view_set_board (GTK_LIST_VIEW (lit->log_view), lit->board);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), lit->log_view);
  gtk_widget_set_size_request (scroller, 260, 600);
  lit->panel = castellan_hint_panel_new ();
  gtk_widget_set_size_request (lit->panel, 300, -1);
  castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (lit->panel), source);
  g_object_set (lit->panel, "board", lit->board, NULL);
  g_assert_true (castellan_hint_panel_get_board (CASTELLAN_HINT_PANEL (lit->panel)) == lit->board);
  gtk_box_append (GTK_BOX (box), lit->board);
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (GTK_BOX (box), lit->panel);
  gtk_window_set_child (GTK_WINDOW (lit->window), box);
  gtk_window_present (GTK_WINDOW (lit->window));
  spin (300);
}

static int
cell_order (gconstpointer a, gconstpointer b)
{
  const CastellanCell *p = a, *q = b;
  return p->x != q->x ? (p->x > q->x) - (p->x < q->x) : (p->y > q->y) - (p->y < q->y);
}

/* the board model's cells lit as named by a line, as @want (any order) */
static void
assert_named (Lit *lit, const CastellanCell *want, guint n, const char *what)
{
  CastellanBoardModel *model = castellan_board_get_model (CASTELLAN_BOARD (lit->board));
  const CastellanBoardLight *lights;
  guint n_lights = castellan_board_model_get_lights (model, &lights), n_named = 0;
  g_autofree CastellanCell *sorted = g_memdup2 (want, n * sizeof *want);
  g_autofree CastellanCell *named = g_new0 (CastellanCell, n_lights + 1);

  for (guint i = 0; i < n_lights; i++)
    if (lights[i].style == CASTELLAN_LIGHT_NAMED)
      {
        named[n_named].x = lights[i].x;
        named[n_named].y = lights[i].y;
        n_named++;
      }
  if (n_named != n)
    g_error ("%s: %u cells named on the board, not %u", what, n_named, n);
  qsort (sorted, n, sizeof *sorted, cell_order);
  qsort (named, n_named, sizeof *named, cell_order);
  for (guint i = 0; i < n; i++)
    if (sorted[i].x != named[i].x || sorted[i].y != named[i].y)
      g_error ("%s: %d,%d named on the board, not %d,%d", what, named[i].x, named[i].y, sorted[i].x, sorted[i].y);
}

/* a row pointed at lights @cells; left, nothing: by focus, then by the pointer */
static void
check_row (Lit *lit, GtkWidget *row, const CastellanCell *cells, guint n, const char *what)
{
  g_assert_cmpuint (n, >, 0);
  assert_named (lit, NULL, 0, what);
  gtk_widget_grab_focus (row);
  g_assert_true (gtk_widget_has_focus (row));
  assert_named (lit, cells, n, what);
  gtk_window_set_focus (GTK_WINDOW (lit->window), NULL);
  assert_named (lit, NULL, 0, what);
  ui_hover_cell_lights (row, TRUE);
  assert_named (lit, cells, n, what);
  ui_hover_cell_lights (row, FALSE);
  assert_named (lit, NULL, 0, what);
}

/* the log's rows (the list's rows around them) whose line names cells */
static guint
check_log_rows (Lit *lit)
{
  GtkWidget *rows[2] = { NULL, NULL };
  const CastellanCell *named[2] = { NULL, NULL };
  guint n_named[2] = { 0, 0 };
  guint checked = 0;

  for (GtkWidget *item = gtk_widget_get_first_child (lit->log_view); item; item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *row = gtk_widget_get_first_child (item);
      CastellanLogEntry *entry;
      const CastellanCell *cells;
      guint n = 0;

      if (row == NULL || !CASTELLAN_IS_LOG_ROW (row) || (entry = castellan_log_row_get_entry (CASTELLAN_LOG_ROW (row))) == NULL)
        continue;
      cells = castellan_log_entry_get_cells (entry, &n);
      if (n == 0)
        continue;
      check_row (lit, item, cells, n, castellan_log_entry_get_text (entry));
      if (checked < 2)
        {
          rows[checked] = item;
          named[checked] = cells;
          n_named[checked] = n;
        }
      checked++;
    }
  g_assert_cmpuint (checked, >=, 2);
  /* a row left takes off only what it lit: the first focused, the
   * second hovered, then the focus goes: the second's cells stay lit */
  gtk_widget_grab_focus (rows[0]);
  assert_named (lit, named[0], n_named[0], "the first row focused");
  ui_hover_cell_lights (rows[1], TRUE);
  assert_named (lit, named[1], n_named[1], "the second row hovered");
  gtk_window_set_focus (GTK_WINDOW (lit->window), NULL);
  assert_named (lit, named[1], n_named[1], "the first row left, the second hovered");
  ui_hover_cell_lights (rows[1], FALSE);
  assert_named (lit, NULL, 0, "both rows left");
  return checked;
}

/* the hint panel's rows whose hint names cells */
static guint
check_hint_rows (Lit *lit, GtkWidget *widget)
{
  guint checked = 0;

  if (GTK_IS_LIST_BOX_ROW (widget) && CASTELLAN_IS_HINT_ROW (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget))))
    {
      CastellanHint *hint = castellan_hint_row_get_hint (CASTELLAN_HINT_ROW (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (widget))));
      guint n = 0;
      const CastellanCell *cells = castellan_hint_get_cells (hint, &n);

      if (n == 0 || !gtk_widget_get_mapped (widget))
        return 0;
      check_row (lit, widget, cells, n, castellan_hint_get_text (hint));
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    checked += check_hint_rows (lit, child);
  return checked;
}

/* once the window has drawn the game: its log's rows that name cells (at
 * least four), and then the hint panel's (at least one), checked */
static guint
lit_log_rows (Lit *lit)
{
  guint n;

  spin (300);
  n = check_log_rows (lit);
  g_assert_cmpuint (n, >=, 4);
  return n;
}

static guint
lit_hint_rows (Lit *lit)
{
  guint n;

  spin (300);
  n = check_hint_rows (lit, lit->panel);
  g_assert_cmpuint (n, >, 0);
  return n;
}

static void
lit_close (Lit *lit)
{
  gtk_window_destroy (GTK_WINDOW (lit->window));
  spin (50);
}

static void
test_classic_lights (void)
{
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, FALSE, 12, people, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  Lit lit;
  guint log_rows, hint_rows;

  lit_window (&lit, turn, castellan_classic_game_get_log (game), CASTELLAN_HINT_SOURCE (tutor));

  for (guint move = 0; move < 4; move++)
    {
      g_assert_true (castellan_classic_turn_next_fit (turn, 1));
      g_assert_true (castellan_classic_turn_lay (turn));
      castellan_classic_turn_choose_follower (turn, -1);
    }
  log_rows = lit_log_rows (&lit);

  /* the follower spots of a tile laid: each names its feature */
  g_assert_true (castellan_classic_turn_next_fit (turn, 1));
  g_assert_true (castellan_classic_turn_lay (turn));
  hint_rows = lit_hint_rows (&lit);
  g_test_message ("classic: %u log rows and %u hint rows lit what they name", log_rows, hint_rows);
  lit_close (&lit);
}

static void
test_castle_lights (void)
{
  g_autoptr(CastellanGame) game = NULL;
  g_autoptr(CastellanTurn) turn = NULL;
  g_autoptr(CastellanTutorial) tutorial = NULL;
  g_autoptr(CastellanTutor) tutor = model_castle_tutor_new (23, &game, &turn, &tutorial);
  Lit lit;
  guint log_rows, hint_rows;

  lit_window (&lit, turn, castellan_game_get_log (game), CASTELLAN_HINT_SOURCE (tutor));

  for (guint move = 0; move < 4; move++)
    {
      g_assert_true (castellan_turn_next_fit (turn, 1));
      g_assert_true (castellan_turn_lay (turn));
      castellan_turn_choose_follower (turn, -1);
      if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
        castellan_turn_end (turn);
    }
  log_rows = lit_log_rows (&lit);

  /* where the tile fits, under the cursor: "It fits at D4 this way round." */
  g_assert_true (castellan_turn_next_fit (turn, 1));
  hint_rows = lit_hint_rows (&lit);
  g_test_message ("The Castle: %u log rows and %u hint rows lit what they name", log_rows, hint_rows);
  lit_close (&lit);
}

int
main (int argc, char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/hint-panel/classic-tutor", test_classic_tutor);
  g_test_add_func ("/hint-panel/classic-lights", test_classic_lights);
  g_test_add_func ("/hint-panel/headings", test_headings);
  g_test_add_func ("/hint-panel/castle-lights", test_castle_lights);
  return g_test_run ();
}
