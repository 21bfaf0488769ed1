/* test-review-ui.c — the review window: at a game's end, from a record, by keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 33. The real application under Xvfb: a game of The Castle played
 * to its end, then the Final Score sheet's Review button; a classic game
 * record opened with Review a Game… (the file chooser answered as a person
 * would). Each review is stepped through with the window's keys (Right,
 * Left, Home, End): the board holds the position before the move shown,
 * one tile fewer than its number; the list follows, and the screen reader
 * is told the move, its value and the better move. Then "Try from here"
 * opens that position in the main window as a new game.
 * CASTELLAN_SHOT_DIR=DIR also writes pictures of both reviews there
 * (CASTELLAN_SHOT_SIZE=1024x768, CASTELLAN_SHOT_LANGUAGE=de).
 */
#define G_LOG_DOMAIN "test-review-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <time.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-classic-game.h"
#include "castellan-final-sheet.h"
#include "castellan-game.h"
#include "castellan-review-window.h"
#include "castellan-review.h"
#include "castellan-shipped.h"
#include "castellan-window.h"
#include "castellan-window-private.h"
#include "cs-classic-record.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define SAMPLES 2

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint                  stage;
  gboolean               classic;
  gboolean               bcb;            /* bazaars and castles: not every move lays a tile */
  CastellanReviewWindow *review;
  guint                  laid_at_first;
  guint                  tried_at;
  guint                  waited;
  gint64                 last_tick;      /* while the worker judges: the main loop's gaps */
  gint64                 longest_gap;
  gint64                 last_cpu;
  gint64                 longest_gap_cpu;
  guint                  ticks;
  char                  *record_path;
  guint                  fits_unshaded;  /* cells the tile in hand fits, not shaded on the classic board */
  gboolean               kept;           /* the row of the move shown was seen kept in view */
  guint                  frames;
  guint                  kept_wait;
  double                 kept_page;
  int                    kept_height;
};

static UiRunOptions run_options = { .watchdog_seconds = 180, .interval_ms = 30 };

UI_DEFINE_RUN_APP (Run, &run_options)

/* ---- what the review shows ---------------------------------------------------------- */

/* a key pressed in the review window, through the shortcut it has for it */
static void
press (CastellanReviewWindow *review, guint keyval)
{
  GList *shortcuts = ui_key_shortcuts (GTK_WIDGET (review), keyval, 0);

  for (GList *l = shortcuts; l != NULL; l = l->next)
    {
      GtkShortcutAction *a = gtk_shortcut_get_action (l->data);

      /* (the window's own class bindings move the focus with the arrows) */
      if (GTK_IS_NAMED_ACTION (a) && g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (a)), "review."))
        {
          /* a step past either end is refused, as the key does nothing there */
          gtk_shortcut_action_activate (a, 0, GTK_WIDGET (review), NULL);
          g_list_free_full (shortcuts, g_object_unref);
          return;
        }
    }
  g_error ("the review window has no key %s", gdk_keyval_name (keyval));
}

static guint
n_laid (Run *run)
{
  GObject *game = castellan_review_window_get_game (run->review);

  if (run->classic)
    return castellan_classic_game_get_state (CASTELLAN_CLASSIC_GAME (game))->n_laid;
  return castellan_game_get_state (CASTELLAN_GAME (game))->n_laid;
}

static guint
moves_played (Run *run)
{
  GObject *game = castellan_review_window_get_game (run->review);

  if (run->classic)
    return castellan_classic_game_get_state (CASTELLAN_CLASSIC_GAME (game))->move;
  return castellan_game_get_state (CASTELLAN_GAME (game))->move;
}

/* the board shows the position before the move shown: every move before
 * it laid one tile (no bridges, castles or bazaars in these games) */
static void
assert_before (Run *run, guint number)
{
  GtkWidget *board = castellan_review_window_get_board (run->review);
  GObject *game = castellan_review_window_get_game (run->review);

  g_assert_cmpuint (castellan_review_window_get_current (run->review), ==, number);
  g_assert_cmpuint (moves_played (run), ==, number - 1);
  /* the score chart marks the move shown, over a point a move and the set-up's */
  g_assert_cmpuint (castellan_review_window_get_chart_mark (run->review), ==, number);
  g_assert_cmpuint (castellan_review_window_get_chart_points (run->review), ==,
                    castellan_review_get_n_moves (castellan_review_window_get_review (run->review)) + 1);
  if (!run->bcb)
    g_assert_cmpuint (n_laid (run), ==, run->laid_at_first + number - 1);
  else
    g_assert_cmpuint (n_laid (run), <=, run->laid_at_first + number - 1);
  /* ...and it is the one board widget, showing that game's board */
  g_assert_true (CASTELLAN_IS_BOARD (board));
  g_assert_true ((GObject *) castellan_turn_base_get_game (castellan_board_get_turn (CASTELLAN_BOARD (board))) == game);
  g_assert_cmpint (castellan_board_model_get_shape (castellan_board_get_model (CASTELLAN_BOARD (board))), ==,
                   run->classic ? CASTELLAN_BOARD_SHAPE_OPEN : CASTELLAN_BOARD_SHAPE_CASTLE);
  if (run->classic)
    {
      /* where the tile in hand fits is not shaded: the review shows, nobody lays (issue 33) */
      g_assert_cmpuint (castellan_board_get_fits (CASTELLAN_BOARD (board), NULL), ==, 0);
      run->fits_unshaded += castellan_board_model_get_lit (castellan_board_get_model (CASTELLAN_BOARD (board)), NULL);
    }
  /* inert: it makes no computer move and saves nothing */
  g_assert_true (CASTELLAN_GAME_BASE (game)->inert);
}

static gboolean
is_selected_row (GtkWidget *widget, gconstpointer data)
{
  return gtk_list_box_row_is_selected (GTK_LIST_BOX_ROW (widget));
}

/* the review found, its samples made few for speed, its first position checked */
static gboolean
take_review (Run *run)
{
  run->review = find_toplevel (CASTELLAN_TYPE_REVIEW_WINDOW);
  if (run->review == NULL)
    return FALSE;
  castellan_review_window_restart (run->review, "strong", SAMPLES);
  {
    /* what the figures mean, a click away from them (a play-test: "Played:
     * −8.6 points" said nothing of what the number is) */
    GtkWidget *figures = find_child (GTK_WIDGET (run->review), GTK_TYPE_MENU_BUTTON);

    g_assert_nonnull (figures);
    g_assert_cmpstr (gtk_widget_get_tooltip_text (figures), ==, g_dgettext (GETTEXT_PACKAGE, "What the Figures Mean"));
    g_assert_nonnull (gtk_menu_button_get_popover (GTK_MENU_BUTTON (figures)));
  }
  if (g_getenv ("CASTELLAN_SHOT_DIR") != NULL && run_options.width > 0)
    gtk_widget_set_size_request (GTK_WIDGET (run->review), run_options.width, run_options.height);
  g_assert_cmpuint (castellan_review_window_get_current (run->review), ==, 1);
  g_assert_cmpuint (moves_played (run), ==, 0);
  run->laid_at_first = n_laid (run);
  assert_before (run, 1);
  return TRUE;
}

/* Right through the first moves, End, Home and Left, as a keyboard user */
static void
step_by_keys (Run *run)
{
  guint n = castellan_review_get_n_moves (castellan_review_window_get_review (run->review));

  g_assert_cmpuint (n, >, 20);
  for (guint number = 2; number <= 12; number++)
    {
      press (run->review, GDK_KEY_Right);
      assert_before (run, number);
    }
  press (run->review, GDK_KEY_Left);
  assert_before (run, 11);
  press (run->review, GDK_KEY_End);
  assert_before (run, n);
  press (run->review, GDK_KEY_Right);   /* no move after the last */
  assert_before (run, n);
  press (run->review, GDK_KEY_Home);
  assert_before (run, 1);
  press (run->review, GDK_KEY_Left);
  assert_before (run, 1);
}

/* The moves list by the keyboard alone: one Tab stop, the row of the move
 * shown; Down, Page Down, Up, End and Home move in the list, and each row
 * the keyboard reaches is shown, the focus on it */
static void
keys_in_list (Run *run)
{
  GtkListBox *list = GTK_LIST_BOX (find_child (GTK_WIDGET (run->review), GTK_TYPE_LIST_BOX));
  GtkRoot *root = GTK_ROOT (run->review);
  guint n = castellan_review_get_n_moves (castellan_review_window_get_review (run->review));
  GtkWidget *first = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
  guint presses, rows_on_the_way = 0, current;

  g_assert_cmpuint (castellan_review_window_get_current (run->review), ==, 1);
  g_assert_true (gtk_widget_grab_focus (first));
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (list), GDK_KEY_Down, 0));
  assert_before (run, 2);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1)));
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (list), GDK_KEY_Page_Down, 0));
  current = castellan_review_window_get_current (run->review);
  g_assert_cmpuint (current, >, 2);
  assert_before (run, current);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (gtk_list_box_get_row_at_index (list, current - 1)));
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (list), GDK_KEY_Up, 0));
  assert_before (run, current - 1);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (gtk_list_box_get_row_at_index (list, current - 2)));
  press (run->review, GDK_KEY_End);
  assert_before (run, n);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (gtk_list_box_get_row_at_index (list, n - 1)));
  press (run->review, GDK_KEY_Home);
  assert_before (run, 1);
  g_assert_true (gtk_root_get_focus (root) == first);
  /* Tab leaves the list at once, Shift+Tab comes back to the move shown */
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (run->review), GDK_KEY_Tab, 0));
  g_assert_nonnull (gtk_root_get_focus (root));
  g_assert_false (gtk_widget_is_ancestor (gtk_root_get_focus (root), GTK_WIDGET (list)));
  g_assert_true (ui_widget_takes_key (GTK_WIDGET (run->review), GDK_KEY_Tab, GDK_SHIFT_MASK));
  g_assert_true (gtk_root_get_focus (root) == first);
  /* round the window by Tab: no other row of the list on the way */
  for (presses = 0; presses < 3 * n; presses++)
    {
      GtkWidget *focus;

      g_assert_true (ui_widget_takes_key (GTK_WIDGET (run->review), GDK_KEY_Tab, 0));
      focus = gtk_root_get_focus (root);
      if (focus == first)
        break;
      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (list)))
        rows_on_the_way++;
    }
  g_test_message ("round the review window by Tab: %u presses, %u other rows", presses + 1, rows_on_the_way);
  g_assert_cmpuint (presses, <, 3 * n);
  g_assert_cmpuint (rows_on_the_way, ==, 0);
  assert_before (run, 1);
}

/* the pane's heading of a move (in the language of the pictures too): a
 * move that lays no tile, a bid or a purchase, says what its player does */
static char *
expected_heading (CastellanReviewMove *move)
{
  return g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, castellan_review_move_get_played_cell (move) >= 0
                                                       ? "Move %u: %s plays %s" : "Move %u: %s %s"),
                          castellan_review_move_get_number (move), castellan_review_move_get_player_name (move),
                          castellan_review_move_get_played (move));
}

static gboolean
has_text (GtkWidget *widget, gconstpointer text)
{
  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
shows_text (GtkWidget *widget, const char *text)
{
  return find_child_where (widget, GTK_TYPE_LABEL, has_text, text) != NULL;
}

/* Row @number of the moves list, not judged (still at work, or @stopped),
 * chosen as a person clicks it: the row is there from the start with its
 * move, the board goes to the position before it, and the pane and the
 * screen reader say the move played and that it is not judged */
static void
select_unjudged (Run *run, guint number, gboolean stopped)
{
  CastellanReview *review = castellan_review_window_get_review (run->review);
  GtkListBox *list = GTK_LIST_BOX (find_child (GTK_WIDGET (run->review), GTK_TYPE_LIST_BOX));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, number - 1);
  g_autoptr (CastellanReviewMove) move = g_list_model_get_item (castellan_review_get_moves (review), number - 1);
  g_autofree char *heading = NULL, *title = NULL;
  const char *status, *spoken;

  g_assert_nonnull (row);
  g_assert_false (castellan_review_move_get_judged (move));
  g_assert_cmpuint (castellan_review_get_running (review), ==, !stopped);
  /* every move has its row at once */
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, castellan_review_get_n_moves (review) - 1));
  g_assert_null (gtk_list_box_get_row_at_index (list, castellan_review_get_n_moves (review)));
  g_assert_false (gtk_list_box_row_is_selected (row));
  /* its text: the move, and what it waits for */
  title = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%u. %s: %s"), number,
                           castellan_review_move_get_player_name (move), castellan_review_move_get_played (move));
  status = g_dgettext (GETTEXT_PACKAGE, stopped ? "not judged: the review was stopped" : "not judged yet");
  g_assert_true (shows_text (GTK_WIDGET (row), title));
  g_assert_true (shows_text (GTK_WIDGET (row), status));

  g_signal_emit_by_name (row, "activate");
  assert_before (run, number);
  g_assert_true (gtk_list_box_row_is_selected (row));
  heading = expected_heading (move);
  spoken = castellan_review_window_get_spoken (run->review);
  g_assert_true (g_str_has_prefix (spoken, heading));
  g_assert_nonnull (strstr (spoken, g_dgettext (GETTEXT_PACKAGE,
                                                stopped ? "Not judged: the review was stopped before this move."
                                                        : "Not judged yet: the review is still working towards "
                                                          "this move.")));
  g_assert_true (shows_text (GTK_WIDGET (run->review), heading));
}

#define KEPT_MOVE 12

/* The row of the move shown, KEPT_MOVE, at the bottom of the list's view:
 * when the view gets lower (the pane above it grows with a verdict and an
 * explanation, or the window with the list is made lower, as here) the
 * row stays in it, whole. Then back to the first move. */
static gboolean
kept_in_view (Run *run)
{
  GtkListBox *list = GTK_LIST_BOX (find_child (GTK_WIDGET (run->review), GTK_TYPE_LIST_BOX));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW)));
  GtkListBoxRow *row;
  graphene_rect_t bounds;
  double top;

  if (run->kept)
    return TRUE;
  /* (for pictures the window's size is pinned: it cannot be made lower) */
  if (g_getenv ("CASTELLAN_SHOT_DIR") != NULL && run_options.width > 0)
    {
      run->kept = TRUE;
      castellan_review_window_show_move (run->review, 1);
      return TRUE;
    }
  if (run->frames++ < 8)
    return FALSE;
  if (run->frames == 9)
    {
      /* laid out: the view's height known, the row put at its bottom, and the window made lower */
      run->kept_page = gtk_adjustment_get_page_size (adj);
      castellan_review_window_show_move (run->review, KEPT_MOVE - 1);
      castellan_review_window_show_move (run->review, KEPT_MOVE);
      run->kept_height = gtk_widget_get_height (GTK_WIDGET (run->review));
      gtk_window_set_default_size (GTK_WINDOW (run->review), gtk_widget_get_width (GTK_WIDGET (run->review)),
                                   run->kept_height - 120);
      return FALSE;
    }
  if (gtk_adjustment_get_page_size (adj) > run->kept_page - 60 && run->frames < 200)
    return FALSE;
  row = gtk_list_box_get_selected_row (list);
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, KEPT_MOVE - 1);
  /* (give the list its idle to follow) */
  if (run->frames < 220 && run->kept_wait++ < 5)
    return FALSE;
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (list), &bounds));
  top = bounds.origin.y + gtk_widget_get_margin_top (GTK_WIDGET (list));
  g_test_message ("kept: row %.0f+%.0f, view %.0f+%.0f, was %.0f high", top, bounds.size.height,
                  gtk_adjustment_get_value (adj), gtk_adjustment_get_page_size (adj), run->kept_page);
  g_assert_cmpfloat (gtk_adjustment_get_page_size (adj), <=, run->kept_page - 60);
  g_assert_cmpfloat (top, >=, gtk_adjustment_get_value (adj) - 0.5);
  g_assert_cmpfloat (top + bounds.size.height, <=, gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj) + 0.5);
  run->kept = TRUE;
  gtk_window_set_default_size (GTK_WINDOW (run->review), gtk_widget_get_width (GTK_WIDGET (run->review)),
                               run->kept_height);
  castellan_review_window_show_move (run->review, 1);
  return TRUE;
}

static gboolean
has_page (GtkWidget *widget, gconstpointer name)
{
  return gtk_stack_get_child_by_name (GTK_STACK (widget), name) != NULL;
}

static gboolean
starts_with_text (GtkWidget *widget, gconstpointer prefix)
{
  return g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

/* The words of a judged move's grade: its row's mark, the verdict the pane
 * and the screen reader say (a point or two lost is a small slip, not a
 * mistake), and each player's summary says which level judges and counts
 * the moves by grade */
static void
assert_grade_words (Run *run, CastellanReviewMove *move, GtkWidget *row)
{
  const char *level = g_dpgettext2 (GETTEXT_PACKAGE, "level", "Strong");
  const char *spoken = castellan_review_window_get_spoken (run->review);
  double loss = castellan_review_move_get_loss (move);
  g_autofree char *verdict = NULL, *against = NULL, *counts = NULL;
  g_autofree char *figure = castellan_review_dup_decimal (loss);
  const char *mark = NULL;

  switch (castellan_review_move_get_grade (move))
    {
    case CASTELLAN_REVIEW_GOOD:
      mark = g_dgettext (GETTEXT_PACKAGE, "good");
      verdict = g_strdup (g_dgettext (GETTEXT_PACKAGE, castellan_review_move_get_matched (move) || loss < 0.05
                                                       ? "A good move." : "A good move: it loses under a point."));
      g_assert_cmpfloat (loss, <, 1.0);
      break;
    case CASTELLAN_REVIEW_UNSURE:
      verdict = g_strdup (g_dgettext (GETTEXT_PACKAGE, "Not graded down: the difference is within the noise of the "
                                                       "estimate."));
      break;
    case CASTELLAN_REVIEW_SLIP:
      mark = g_dgettext (GETTEXT_PACKAGE, "small slip");
      verdict = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "A small slip: it gives away %s points."), figure);
      g_assert_cmpfloat (loss, <, 3.0);
      g_assert_false (castellan_review_move_get_mistake (move));
      break;
    case CASTELLAN_REVIEW_MISTAKE:
      mark = g_dgettext (GETTEXT_PACKAGE, "mistake");
      verdict = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "A mistake: it gives away %s points."), figure);
      g_assert_cmpfloat (loss, >=, 3.0);
      break;
    case CASTELLAN_REVIEW_BLUNDER:
      mark = g_dgettext (GETTEXT_PACKAGE, "blunder");
      verdict = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "A blunder: it gives away %s points."), figure);
      g_assert_cmpfloat (loss, >=, 7.0);
      break;
    case CASTELLAN_REVIEW_N_GRADES:
    default:
      g_assert_not_reached ();
    }
  if (mark != NULL)
    g_assert_true (shows_text (row, mark));
  /* play-test: a move as good as the level's read "0.0 ± 0.0"; the row
   * and the values say in words that nothing was given away */
  if (!castellan_review_move_get_matched (move) && loss < 0.05)
    {
      g_assert_true (shows_text (row, g_dgettext (GETTEXT_PACKAGE, "nothing given away")));
      g_assert_nonnull (strstr (spoken, g_dgettext (GETTEXT_PACKAGE, "Nothing given away.")));
    }
  {
    g_autofree char *zero = castellan_review_dup_decimal (0.0);
    g_autofree char *zero_error = g_strconcat (zero, " ±", NULL);

    g_assert_null (strstr (spoken, zero_error));
  }
  g_assert_nonnull (strstr (spoken, verdict));
  g_assert_true (shows_text (GTK_WIDGET (run->review), verdict));
  /* the summary: against which level, and the grades counted */
  against = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Against %1$s: %2$s points given away in %3$u move; %4$.0f%% good "
                                          "moves (as %1$s plays, or losing under a point).",
                                          "Against %1$s: %2$s points given away in %3$u moves; %4$.0f%% good "
                                          "moves (as %1$s plays, or losing under a point).", 2),
                             level, "0.0", 2, 0.0);
  *strchr (against, ':') = '\0';
  g_assert_nonnull (find_child_where (GTK_WIDGET (run->review), GTK_TYPE_LABEL, starts_with_text, against));
  counts = g_strdup (g_dgettext (GETTEXT_PACKAGE, "Small slips: %1$u. Mistakes: %2$u. Blunders: %3$u."));
  *strchr (counts, ':') = '\0';
  g_assert_nonnull (find_child_where (GTK_WIDGET (run->review), GTK_TYPE_LABEL, starts_with_text, counts));
}

/* the move shown once judged: the list follows it, and the screen reader hears it */
static gboolean
judged_step (Run *run, guint number)
{
  CastellanReview *review = castellan_review_window_get_review (run->review);
  GListModel *moves = castellan_review_get_moves (review);
  g_autoptr (CastellanReviewMove) move = NULL;
  g_autofree char *heading = NULL;
  const char *spoken;
  GtkWidget *row;

  if (castellan_review_get_n_judged (review) < number + 1)
    return FALSE;
  while (castellan_review_window_get_current (run->review) < number)
    press (run->review, GDK_KEY_Right);
  assert_before (run, number);
  move = g_list_model_get_item (moves, number - 1);
  spoken = castellan_review_window_get_spoken (run->review);
  /* (in the language of the pictures too) */
  heading = expected_heading (move);
  g_assert_true (g_str_has_prefix (spoken, heading));
  if (!castellan_review_move_get_matched (move))
    g_assert_nonnull (strstr (spoken, castellan_review_move_get_best (move)));
  row = find_child_where (GTK_WIDGET (run->review), GTK_TYPE_LIST_BOX_ROW, is_selected_row, NULL);
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)), ==, number - 1);
  assert_grade_words (run, move, row);
  return TRUE;
}

/* a move that gave points away, for the pictures: the first judged with an explanation */
static void
show_a_mistake (Run *run)
{
  GListModel *moves = castellan_review_get_moves (castellan_review_window_get_review (run->review));

  for (guint i = 4; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (CastellanReviewMove) m = g_list_model_get_item (moves, i);

      if (castellan_review_move_get_mistake (m) && castellan_review_move_get_explanation (m) != NULL)
        {
          castellan_review_window_show_move (run->review, i + 1);
          return;
        }
    }
}

static guint
main_moves (Run *run)
{
  if (run->classic)
    {
      CastellanClassicGame *game = ui_classic_game (run->window);
      return game ? castellan_classic_game_get_record (game)->moves->len : 0;
    }
  return castellan_game_get_record (castellan_window_get_game (run->window))->moves->len;
}

/* ---- The Castle, from the Final Score sheet ----------------------------------------- */

static gboolean
is_review_button (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "app.review-current") == 0;
}

static gboolean
castle_step (Run *run)
{
  switch (run->stage)
    {
    case 0:
      {
        CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                                 0, CASTELLAN_THEME_CASTLE, 0, 13, TRUE };
        CastellanGame *game = castellan_window_get_game (run->window);
        CsRng rng = { 5 };

        castellan_window_start_game (run->window, &s);
        while (!cs_game_over (castellan_game_get_state (game)))
          {
            CsMove m;
            cs_move_init (&m, 0, 0, -1);
            if (castellan_game_get_state (game)->active == 0)
              cs_policy_random (castellan_game_get_state (game), &rng, &m);
            else
              cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
            g_assert_true (castellan_game_play (game, &m, NULL));
          }
        run->stage++;
        return FALSE;
      }
    case 1:
      {
        CastellanFinalSheet *sheet = find_toplevel (CASTELLAN_TYPE_FINAL_SHEET);
        GtkWidget *button;

        if (sheet == NULL)
          return FALSE;
        button = find_child_where (GTK_WIDGET (sheet), GTK_TYPE_BUTTON, is_review_button, NULL);
        g_assert_nonnull (button);
        g_assert_true (gtk_widget_is_sensitive (button));
        gtk_widget_activate (button);
        run->stage++;
        return FALSE;
      }
    case 2:
      if (!take_review (run))
        return FALSE;
      g_assert_cmpuint (castellan_review_get_n_moves (castellan_review_window_get_review (run->review)), ==,
                        castellan_game_get_record (castellan_window_get_game (run->window))->moves->len);
      /* a move far ahead of the judging, chosen in the list */
      select_unjudged (run, castellan_review_get_n_moves (castellan_review_window_get_review (run->review)) - 2, FALSE);
      castellan_review_window_show_move (run->review, 1);
      step_by_keys (run);
      /* the keyboard focus on move 4's row, not judged yet (the row of
       * the move shown is the list's one Tab stop) */
      {
        GtkListBox *list = GTK_LIST_BOX (find_child (GTK_WIDGET (run->review), GTK_TYPE_LIST_BOX));
        GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 3));

        g_assert_cmpuint (castellan_review_get_n_judged (castellan_review_window_get_review (run->review)), <, 4);
        g_assert_false (gtk_widget_grab_focus (row));
        castellan_review_window_show_move (run->review, 4);
        g_assert_true (gtk_widget_grab_focus (row));
        g_assert_true (gtk_root_get_focus (GTK_ROOT (run->review)) == row);
        /* down the list by the keys, its row at the bottom of the list's
         * view: the focus goes with the move shown */
        while (castellan_review_window_get_current (run->review) < KEPT_MOVE)
          press (run->review, GDK_KEY_Right);
        g_assert_true (gtk_root_get_focus (GTK_ROOT (run->review)) ==
                       GTK_WIDGET (gtk_list_box_get_row_at_index (list, KEPT_MOVE - 1)));
      }
      run->stage++;
      return FALSE;
    case 3:
      if (!kept_in_view (run) || !judged_step (run, 3))
        return FALSE;
      /* move 3 judged and shown: the focus on its row, the new one made
       * for its judgement */
      {
        GtkListBox *list = GTK_LIST_BOX (find_child (GTK_WIDGET (run->review), GTK_TYPE_LIST_BOX));
        g_autoptr (CastellanReviewMove) m =
          g_list_model_get_item (castellan_review_get_moves (castellan_review_window_get_review (run->review)), 2);

        g_assert_true (castellan_review_move_get_judged (m));
        g_assert_true (gtk_root_get_focus (GTK_ROOT (run->review)) == GTK_WIDGET (gtk_list_box_get_row_at_index (list, 2)));
      }
      run->stage++;
      castellan_review_window_restart (run->review, "strong", 0);
      run->last_tick = g_get_monotonic_time ();
      run->last_cpu = ui_thread_cpu_us ();
      return FALSE;
    case 4:
      /* The worker judges, at the level's own count of deals, while this
       * loop ticks every 30 ms: the longest wait between two ticks, and
       * how much of it this thread spent working (the rest, it waited for
       * a processor), for docs/PERFORMANCE.md */
      if (castellan_review_get_running (castellan_review_window_get_review (run->review)) && run->ticks < 100)
        {
          gint64 now = g_get_monotonic_time (), cpu = ui_thread_cpu_us ();

          if (now - run->last_tick > run->longest_gap)
            {
              run->longest_gap = now - run->last_tick;
              run->longest_gap_cpu = cpu - run->last_cpu;
            }
          run->last_tick = now;
          run->last_cpu = cpu;
          run->ticks++;
          return FALSE;
        }
      g_test_message ("main loop while the review judged: %u ticks, the longest gap %.0f ms, "
                      "of which this thread worked %.0f ms",
                      run->ticks, run->longest_gap / 1000.0, run->longest_gap_cpu / 1000.0);
      run->stage++;
      return FALSE;
    case 5:
      /* for the pictures, enough judged to show a summary and a mistake */
      if (g_getenv ("CASTELLAN_SHOT_DIR") != NULL &&
          castellan_review_get_n_judged (castellan_review_window_get_review (run->review)) < 30)
        return FALSE;
      show_a_mistake (run);
      ui_harness_shot ("review", "castle");
      if (g_getenv ("CASTELLAN_SHOT_DIR") != NULL)
        {
          /* the summary's side too, then back to the moves */
          GtkStack *side = GTK_STACK (find_child_where (GTK_WIDGET (run->review), GTK_TYPE_STACK, has_page,
                                                        "summary"));
          gtk_stack_set_visible_child_name (side, "summary");
          ui_harness_shot ("review", "castle-summary");
          gtk_stack_set_visible_child_name (side, "moves");
          /* and what the figures mean, opened */
          gtk_menu_button_popup (GTK_MENU_BUTTON (find_child (GTK_WIDGET (run->review), GTK_TYPE_MENU_BUTTON)));
          ui_harness_shot ("review", "castle-figures");
          gtk_menu_button_popdown (GTK_MENU_BUTTON (find_child (GTK_WIDGET (run->review), GTK_TYPE_MENU_BUTTON)));
        }
      castellan_review_window_show_move (run->review, 5);
      run->tried_at = 5;
      gtk_widget_activate_action (GTK_WIDGET (run->review), "review.try-from-here", NULL);
      run->stage++;
      return FALSE;
    case 6:
      /* the main window plays on from before move 5, a game in progress */
      if (ui_answer_dialog (NULL) || main_moves (run) != run->tried_at - 1)
        return FALSE;
      g_assert_false (cs_game_over (castellan_game_get_state (castellan_window_get_game (run->window))));
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_castle_at_end (void)
{
  Run run = { 0 };

  run.step = castle_step;
  run_app (&run);
  g_assert_cmpuint (run.stage, ==, 6);
}

/* ---- classic Carcassonne, from a record file -------------------------------------------- */

static char *
write_classic_record (void)
{
  g_autoptr (CsClassicRecord) r = cs_classic_record_new (3, 0);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree char *data = NULL;
  char *path = g_build_filename (data_home, "three.castellan", NULL);
  CsRng rng = { 21 };
  gsize len;

  cs_classic_record_setup_from_seed (r, castellan_shipped_classic_tileset (), 21, 0);
  g_assert_true (cs_classic_record_start (r, castellan_shipped_classic_tileset (), g, NULL, NULL));
  for (guint i = 0; i < 30 && !cs_classic_over (g); i++)
    {
      CsClassicMove m;

      if (g->active == 0)
        cs_classic_policy_random (g, &rng, &m);
      else
        cs_classic_policy_greedy (g, &rng, &m);
      cs_classic_record_add_move (r, g, &m);
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  data = cs_classic_record_to_data (r, &len);
  g_assert_true (g_file_set_contents (path, data, len, NULL));
  return path;
}

static gboolean
classic_step (Run *run)
{
  switch (run->stage)
    {
    case 0:
      run->record_path = write_classic_record ();
      g_action_group_activate_action (G_ACTION_GROUP (run->app), "review-file", NULL);
      run->stage++;
      return FALSE;
    case 1:
      {
        /* the file chooser, as a person picks the record in it */
        GtkFileChooser *chooser = find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
        g_autoptr (GFile) file = NULL;

        if (chooser == NULL)
          return FALSE;
        /* the file chosen once its folder is read, then Review */
        if (run->waited++ == 0)
          {
            file = g_file_new_for_path (run->record_path);
            g_assert_true (gtk_file_chooser_set_file (chooser, file, NULL));
            return FALSE;
          }
        file = gtk_file_chooser_get_file (chooser);
        if (file == NULL)
          return FALSE;
        g_assert_cmpstr (g_file_peek_path (file), ==, run->record_path);
        gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
        run->stage++;
        return FALSE;
      }
    case 2:
      if (!take_review (run))
        return FALSE;
      g_assert_cmpstr (castellan_review_get_game_kind (castellan_review_window_get_review (run->review)), ==,
                       "carcassonne");
      g_assert_true (CASTELLAN_IS_BOARD (castellan_review_window_get_board (run->review)));
      g_assert_cmpuint (castellan_review_get_n_moves (castellan_review_window_get_review (run->review)), ==, 30);
      step_by_keys (run);
      run->stage++;
      return FALSE;
    case 3:
      if (!judged_step (run, 4))
        return FALSE;
      /* the turns shown had cells where their tile fitted */
      if (run->classic)
        g_assert_cmpuint (run->fits_unshaded, >, 0);
      run->stage++;
      return FALSE;
    case 4:
      if (g_getenv ("CASTELLAN_SHOT_DIR") != NULL &&
          castellan_review_get_n_judged (castellan_review_window_get_review (run->review)) < 20)
        return FALSE;
      show_a_mistake (run);
      ui_harness_shot ("review", "classic");
      castellan_review_window_show_move (run->review, 7);
      run->tried_at = 7;
      gtk_widget_activate_action (GTK_WIDGET (run->review), "review.try-from-here", NULL);
      run->stage++;
      return FALSE;
    case 5:
      if (ui_answer_dialog (NULL) || main_moves (run) != run->tried_at - 1)
        return FALSE;
      g_assert_true (castellan_window_classic_shown (run->window));
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_classic_from_file (void)
{
  Run run = { 0 };

  run.classic = TRUE;
  run.step = classic_step;
  run_app (&run);
  g_assert_cmpuint (run.stage, ==, 5);
  g_free (run.record_path);
}

/* ---- with Bridges, Castles and Bazaars, a review opened over the window ------------------ */

static gboolean
is_expert_button (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), g_dgettext (GETTEXT_PACKAGE, "_Expert")) == 0;
}

static char *
bcb_record (gsize *len)
{
  g_autoptr (CsClassicRecord) r = cs_classic_record_new (2, CS_CLASSIC_BCB);
  const CsClassicTileset *tiles = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsRng rng = { 33 };

  cs_classic_record_setup_from_seed (r, tiles, 33, 0);
  g_assert_true (cs_classic_record_start (r, tiles, g, NULL, NULL));
  for (guint i = 0; i < 60 && !cs_classic_over (g); i++)
    {
      CsClassicMove m;

      cs_classic_policy_greedy (g, &rng, &m);
      cs_classic_record_add_move (r, g, &m);
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  return cs_classic_record_to_data (r, len);
}

static gboolean
bcb_step (Run *run)
{
  switch (run->stage)
    {
    case 0:
      {
        g_autoptr (GError) error = NULL;
        g_autofree char *data = NULL;
        CastellanReviewWindow *review;
        gsize len;
        guint n;

        gint64 start;

        data = bcb_record (&len);
        start = g_get_monotonic_time ();
        review = castellan_review_window_new (GTK_WINDOW (run->window), data, len, "bcb.castellan", &error);
        g_assert_no_error (error);
        /* every move's row made at once */
        g_test_message ("the review window of 60 moves made in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
        gtk_window_present (GTK_WINDOW (review));
        /* opened from a record, the keyboard is in the moves list: on the first move's row */
        g_assert_true (gtk_root_get_focus (GTK_ROOT (review)) ==
                       GTK_WIDGET (gtk_list_box_get_row_at_index (
                         GTK_LIST_BOX (find_child (GTK_WIDGET (review), GTK_TYPE_LIST_BOX)), 0)));
        g_assert_true (take_review (run));
        n = castellan_review_get_n_moves (castellan_review_window_get_review (run->review));
        g_assert_cmpuint (n, ==, 60);
        /* every position of the game, one by one */
        for (guint number = 2; number <= n; number++)
          {
            press (run->review, GDK_KEY_Right);
            assert_before (run, number);
          }
        g_assert_true (castellan_classic_game_get_bcb (CASTELLAN_CLASSIC_GAME (castellan_review_window_get_game (run->review))));
        /* some moves laid no tile (a bazaar's bids, a castle built) */
        g_assert_cmpuint (n_laid (run), <, run->laid_at_first + n - 1);
        press (run->review, GDK_KEY_Home);
        assert_before (run, 1);
        keys_in_list (run);
        /* judged again with the level's own deals, slower: still at work when cancelled */
        castellan_review_window_restart (run->review, "strong", 0);
        run->stage++;
        return FALSE;
      }
    case 1:
      if (!judged_step (run, 2))
        return FALSE;
      /* Cancel: the worker stops, what was judged stays */
      g_assert_true (castellan_review_get_running (castellan_review_window_get_review (run->review)));
      gtk_widget_activate_action (GTK_WIDGET (run->review), "review.cancel", NULL);
      run->stage++;
      return FALSE;
    case 2:
      {
        CastellanReview *strong = castellan_review_window_get_review (run->review);
        GtkRevealer *progress = GTK_REVEALER (find_child (GTK_WIDGET (run->review), GTK_TYPE_REVEALER));
        GtkWidget *expert;

        if (castellan_review_get_running (strong))
          return FALSE;
        g_assert_false (gtk_revealer_get_reveal_child (progress));
        g_assert_cmpuint (castellan_review_get_n_judged (strong), >=, 2);
        g_assert_cmpuint (castellan_review_get_n_judged (strong), <, 60);
        /* a move the review stopped before, the last that lays no tile (a
         * bid, a purchase, a castle): its row, the board and the pane */
        {
          guint number = 60;

          while (number > castellan_review_get_n_judged (strong) + 1)
            {
              g_autoptr (CastellanReviewMove) m = g_list_model_get_item (castellan_review_get_moves (strong), number - 1);
              if (castellan_review_move_get_played_cell (m) < 0)
                break;
              number--;
            }
          g_assert_cmpuint (number, >, castellan_review_get_n_judged (strong) + 1);
          select_unjudged (run, number, TRUE);
        }
        castellan_review_window_show_move (run->review, 2);
        /* Expert on request: judged again from the start, at that level */
        expert = find_child_where (GTK_WIDGET (run->review), GTK_TYPE_TOGGLE_BUTTON, is_expert_button, NULL);
        g_assert_nonnull (expert);
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (expert), TRUE);
        g_assert_true (castellan_review_window_get_review (run->review) != strong);
        g_assert_cmpstr (castellan_review_get_level (castellan_review_window_get_review (run->review)), ==, "expert");
        g_assert_true (castellan_review_get_running (castellan_review_window_get_review (run->review)));
        g_assert_true (gtk_revealer_get_reveal_child (progress));
        g_assert_cmpuint (castellan_review_window_get_current (run->review), ==, 2);
        assert_before (run, 2);
      }
      gtk_window_destroy (GTK_WINDOW (run->review));
      run->stage++;
      return FALSE;
    case 3:
      /* closed while the worker judges: nothing is left of it */
      return find_toplevel (CASTELLAN_TYPE_REVIEW_WINDOW) == NULL;
    default:
      g_assert_not_reached ();
    }
}

static void
test_bcb (void)
{
  Run run = { 0 };

  run.classic = TRUE;
  run.bcb = TRUE;
  run.step = bcb_step;
  run_app (&run);
  g_assert_cmpuint (run.stage, ==, 3);
}

/* a review window kept past its main window (the worker's callback holds
 * it while the application quits) lets go of that window while it is
 * still whole: closing it afterwards touches nothing freed */
static void
test_outlives_parent (void)
{
  g_autofree char *path = write_classic_record ();
  g_autofree char *data = NULL;
  gsize length;
  GtkWindow *parent;
  gpointer parent_alive, review_alive;
  CastellanReviewWindow *review;

  /* no application here: run after the others, it sets GTK up itself */
  adw_init ();
  parent = GTK_WINDOW (gtk_window_new ());
  parent_alive = parent;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  review = castellan_review_window_new (parent, data, length, path, NULL);
  g_assert_nonnull (review);
  review_alive = review;
  g_object_add_weak_pointer (G_OBJECT (review), &review_alive);
  g_object_add_weak_pointer (G_OBJECT (parent), &parent_alive);
  g_object_ref (review);
  gtk_window_destroy (parent);
  g_assert_null (parent_alive);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (review)) == NULL);
  gtk_window_destroy (GTK_WINDOW (review));
  g_object_unref (review);
  /* the worker, cancelled, lets go of it in its own time */
  for (guint i = 0; i < 2000 && review_alive != NULL; i++)
    g_main_context_iteration (NULL, review_alive != NULL && i > 100);
  g_assert_null (review_alive);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  ui_harness_init (&argc, &argv, "castellan-review-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/review-ui/castle-at-end", test_castle_at_end);
  g_test_add_func ("/review-ui/classic-from-file", test_classic_from_file);
  g_test_add_func ("/review-ui/bcb", test_bcb);
  g_test_add_func ("/review-ui/outlives-parent", test_outlives_parent);
  return g_test_run ();
}
