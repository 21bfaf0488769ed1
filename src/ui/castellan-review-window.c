/* castellan-review-window.c — step through a game with the computer's judgement of every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 33. The judging is the model's (castellan-review.c): a worker
 * thread fills the list of judged moves as it goes, and this window only
 * shows it. The board is the game's own widget (the Castle's board view or
 * the classic board) over an inert game at the position before the move
 * shown; a drawing above it frames the cell of the move played (solid) and
 * of the level's choice (dashed). Each step is said to a screen reader:
 * the move, its value and the better move (castellan_announce). The marks
 * and the score chart are drawn in castellan-review-marks.c, the moves
 * list's rows built in castellan-review-rows.c and the summary in
 * castellan-review-summary.c (castellan-review-window-private.h).
 */
#define G_LOG_DOMAIN "castellan-review"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-application.h"
#include "castellan-a11y.h"
#include "castellan-board.h"
#include "castellan-cite.h"
#include "castellan-classic-turn.h"
#include "castellan-game-page.h"
#include "castellan-review-window-private.h"
#include "castellan-review.h"
#include "castellan-rule-text.h"
#include "castellan-turn.h"
#include "castellan-window.h"

G_DEFINE_FINAL_TYPE (CastellanReviewWindow, castellan_review_window, ADW_TYPE_WINDOW)

const char *
castellan_review_level_label (CastellanReview *review)
{
  return g_strcmp0 (castellan_review_get_level (review), "expert") == 0 ? C_("level", "Expert") : C_("level", "Strong");
}

/* a slip in the warning's colour, a mistake or a blunder in the error's */
const char *
castellan_review_grade_css (CastellanReviewMove *move)
{
  switch (castellan_review_move_get_grade (move))
    {
    case CASTELLAN_REVIEW_SLIP:
      return "warning";
    case CASTELLAN_REVIEW_MISTAKE:
    case CASTELLAN_REVIEW_BLUNDER:
      return "error";
    case CASTELLAN_REVIEW_GOOD:
    case CASTELLAN_REVIEW_UNSURE:
    case CASTELLAN_REVIEW_N_GRADES:
    default:
      return "success";
    }
}

CastellanReviewMove *
castellan_review_window_dup_move (CastellanReviewWindow *self, guint number)
{
  GListModel *moves = castellan_review_get_moves (self->review);

  if (number < 1 || number > g_list_model_get_n_items (moves))
    return NULL;
  return g_list_model_get_item (moves, number - 1);
}

/* ---- the move shown ----------------------------------------------------------------- */

char *
castellan_review_move_heading (CastellanReviewMove *move)
{
  if (castellan_review_move_get_played_cell (move) >= 0)
    /* Translators: the move's number, its player's name, and the move in
     * words ("Move 12: Ada plays I3, turned 90°, knight on the tower") */
    return g_strdup_printf (_("Move %u: %s plays %s"), castellan_review_move_get_number (move),
                            castellan_review_move_get_player_name (move), castellan_review_move_get_played (move));
  /* Translators: a move of the expansion that lays no tile: its number,
   * its player's name, and what the player does, a verb's phrase of its
   * own ("Move 118: Yellow bids 1 point", "…: Red buys the tile") */
  return g_strdup_printf (_("Move %u: %s %s"), castellan_review_move_get_number (move),
                          castellan_review_move_get_player_name (move), castellan_review_move_get_played (move));
}

static void
scroll_to_row (CastellanReviewWindow *self, GtkListBoxRow *row)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
  graphene_rect_t bounds;
  double top, page = gtk_adjustment_get_page_size (adj), value = gtk_adjustment_get_value (adj);

  if (!gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self->moves_list), &bounds))
    return;
  top = bounds.origin.y + gtk_widget_get_margin_top (GTK_WIDGET (self->moves_list));
  if (top < value)
    gtk_adjustment_set_value (adj, top);
  else if (top + bounds.size.height > value + page)
    gtk_adjustment_set_value (adj, top + bounds.size.height - page);
}

static gboolean
keep_selected_cb (gpointer data)
{
  CastellanReviewWindow *self = data;
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->moves_list);

  self->keep_selected = 0;
  if (row != NULL)
    scroll_to_row (self, row);
  return G_SOURCE_REMOVE;
}

/* The list's height changes with the pane above it (a move judged while
 * in view gets its verdict and explanation): the row of the move shown
 * stays in view, once the new heights are laid out */
static void
moves_page_cb (GtkAdjustment *adj, CastellanReviewWindow *self)
{
  double page = gtk_adjustment_get_page_size (adj);

  if (page == self->moves_page)
    return;
  self->moves_page = page;
  if (self->keep_selected == 0)
    self->keep_selected = g_idle_add (keep_selected_cb, self);
}

static void
update_position (CastellanReviewWindow *self)
{
  guint n = castellan_review_get_n_moves (self->review);
  g_autofree char *text = NULL;

  /* Translators: the move shown of all the game's moves */
  text = g_strdup_printf (_("Move %u of %u"), self->current, n);
  gtk_label_set_text (self->position_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", self->current > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.previous", self->current > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.next", self->current < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last", self->current < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.try-from-here", n > 0);
  /* the chart marks the move shown, after it */
  self->chart_mark = n > 0 ? self->current : 0;
  gtk_widget_queue_draw (GTK_WIDGET (self->score_chart));
}

/* The explanation is the log's sentences run together, each citing its
 * rules before its full stop: one a line, so that each line's rule IDs
 * become links at its end (castellan-rule-text.c) */
static char *
explanation_lines (const char *text)
{
  g_autoptr (GRegex) stop = g_regex_new ("(\\(" CASTELLAN_RULE_ID "(?:, " CASTELLAN_RULE_ID ")*\\)\\.) +",
                                         0, 0, NULL);

  return g_regex_replace (stop, text, -1, 0, "\\1\n", 0, NULL);
}

static void row_selected_cb (GtkListBox *list, GtkListBoxRow *row, CastellanReviewWindow *self);

/* the judgement of the move shown, or what is known while it waits: the
 * move played, and that it is not judged yet or will not be */
static void
update_judgement (CastellanReviewWindow *self, gboolean speak)
{
  g_autoptr (CastellanReviewMove) move = castellan_review_window_dup_move (self, self->current);
  guint n = castellan_review_get_n_moves (self->review);
  g_autofree char *heading = NULL, *values = NULL, *verdict = NULL, *spoken = NULL;
  const char *level = castellan_review_level_label (self->review);
  GtkListBoxRow *row;

  if (n == 0)
    {
      gtk_label_set_text (self->move_heading, _("This game has no moves to review."));
      gtk_widget_set_visible (GTK_WIDGET (self->values_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), FALSE);
      gtk_widget_queue_draw (GTK_WIDGET (self->marks));
      return;
    }
  if (move == NULL || !castellan_review_move_get_judged (move))
    {
      /* the move played is known before its judgement */
      if (move != NULL)
        heading = castellan_review_move_heading (move);
      else
        /* Translators: %u is the move's number */
        heading = g_strdup_printf (_("Move %u"), self->current);
      values = g_strdup (castellan_review_get_running (self->review)
                         ? _("Not judged yet: the review is still working towards this move.")
                         : _("Not judged: the review was stopped before this move."));
      spoken = g_strdup_printf ("%s. %s", heading, values);
      gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), FALSE);
    }
  else
    {
      g_autofree char *played = castellan_review_dup_signed (castellan_review_move_get_played_value (move));
      g_autofree char *best = castellan_review_dup_signed (castellan_review_move_get_best_value (move));
      double loss = castellan_review_move_get_loss (move);
      g_autofree char *figure = castellan_review_dup_decimal (loss);
      const char *explanation = castellan_review_move_get_explanation (move);

      heading = castellan_review_move_heading (move);
      if (castellan_review_move_get_matched (move))
        /* Translators: a move's value in points of final margin; %s is the level (Strong, Expert) */
        values = g_strdup_printf (_("Value: %1$s points. %2$s makes the same move."), played, level);
      else
        {
          g_autofree char *difference = castellan_review_move_dup_difference_text (move);

          /* Translators: the values of the move played and of the level's (%2$s: Strong, Expert) move
           * %3$s, in points of final margin, then %5$s the difference ("Difference: 2.3 ± 0.4
           * points.", "Nothing given away.") */
          values = g_strdup_printf (_("Played: %1$s points. %2$s prefers %3$s: %4$s points. %5$s"),
                                    played, level, castellan_review_move_get_best (move), best, difference);
        }
      switch (castellan_review_move_get_grade (move))
        {
        case CASTELLAN_REVIEW_GOOD:
        default:
          /* (no "it loses under a point" of a move that gave away nothing) */
          verdict = castellan_review_move_get_matched (move) || loss < 0.05
                    ? g_strdup (_("A good move.")) : g_strdup (_("A good move: it loses under a point."));
          break;
        case CASTELLAN_REVIEW_UNSURE:
          verdict = g_strdup (_("Not graded down: the difference is within the noise of the estimate."));
          break;
        case CASTELLAN_REVIEW_SLIP:
          /* Translators: a move that gives away from 1 to 3 points; %s is points ("2.3") */
          verdict = g_strdup_printf (_("A small slip: it gives away %s points."), figure);
          break;
        case CASTELLAN_REVIEW_MISTAKE:
          /* Translators: a move that gives away from 3 to 7 points; %s is points ("4.5") */
          verdict = g_strdup_printf (_("A mistake: it gives away %s points."), figure);
          break;
        case CASTELLAN_REVIEW_BLUNDER:
          /* Translators: a move that gives away 7 points or more; %s is points ("8.6") */
          verdict = g_strdup_printf (_("A blunder: it gives away %s points."), figure);
          break;
        }
      gtk_label_set_text (self->verdict_label, verdict);
      gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), TRUE);
      gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "warning");
      gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "success");
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label), castellan_review_grade_css (move));
      gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), explanation != NULL);
      if (explanation != NULL)
        {
          g_autofree char *lines = explanation_lines (explanation);
          castellan_rule_text_set_label (self->explanation_label, lines, FALSE);
        }
      spoken = g_strdup_printf ("%s. %s %s", heading, values, verdict);
    }
  gtk_label_set_text (self->move_heading, heading);
  gtk_label_set_text (self->values_label, values);
  gtk_widget_set_visible (GTK_WIDGET (self->values_label), TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self->marks));

  row = gtk_list_box_get_row_at_index (self->moves_list, self->current - 1);
  if (row != NULL)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
      gboolean in_list = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->moves_list));

      /* the row of the move shown is the list's one Tab stop (the arrows
       * move in the list), and the keyboard's focus goes with it */
      if (self->tab_stop != NULL && self->tab_stop != GTK_WIDGET (row))
        gtk_widget_set_focusable (self->tab_stop, FALSE);
      gtk_widget_set_focusable (GTK_WIDGET (row), TRUE);
      g_set_weak_pointer (&self->tab_stop, GTK_WIDGET (row));
      g_signal_handlers_block_by_func (self->moves_list, row_selected_cb, self);
      gtk_list_box_select_row (self->moves_list, row);
      g_signal_handlers_unblock_by_func (self->moves_list, row_selected_cb, self);
      if (in_list && focus != GTK_WIDGET (row))
        gtk_widget_grab_focus (GTK_WIDGET (row));
      scroll_to_row (self, row);
    }
  else
    gtk_list_box_unselect_all (self->moves_list);

  if (g_strcmp0 (spoken, self->spoken) != 0)
    {
      g_free (self->spoken);
      self->spoken = g_steal_pointer (&spoken);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_overlay), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      self->spoken, -1);
      if (speak)
        castellan_announce (GTK_WIDGET (self), self->spoken);
    }
}

static void
show_position (CastellanReviewWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GObject) game = castellan_review_dup_game_before (self->review, self->current, &error);

  if (game == NULL)
    {
      gtk_label_set_text (self->verdict_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), TRUE);
      return;
    }
  g_set_object (&self->game, game);
  g_clear_object (&self->turn);
  if (self->classic)
    self->turn = G_OBJECT (castellan_classic_turn_new (CASTELLAN_CLASSIC_GAME (game)));
  else
    self->turn = G_OBJECT (castellan_turn_new (CASTELLAN_GAME (game)));
  castellan_board_set_turn (CASTELLAN_BOARD (self->board), self->turn);
}

void
castellan_review_window_show_move (CastellanReviewWindow *self,
                                   guint                  number)
{
  guint n;

  g_return_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self));

  n = castellan_review_get_n_moves (self->review);
  number = CLAMP (number, 1, MAX (n, 1));
  if (number == self->current && self->game != NULL)
    return;
  self->current = number;
  show_position (self);
  update_position (self);
  update_judgement (self, TRUE);
}

static void
step_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (widget);
  guint n = castellan_review_get_n_moves (self->review);

  if (g_str_equal (name, "review.first"))
    castellan_review_window_show_move (self, 1);
  else if (g_str_equal (name, "review.previous"))
    castellan_review_window_show_move (self, self->current > 1 ? self->current - 1 : 1);
  else if (g_str_equal (name, "review.next"))
    castellan_review_window_show_move (self, MIN (self->current + 1, n));
  else
    castellan_review_window_show_move (self, n);
}


static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, CastellanReviewWindow *self)
{
  castellan_review_window_show_move (self, gtk_list_box_row_get_index (row) + 1);
}

/* a row selected by the keys (Up, Down, Page Up, Page Down) is shown, as a
 * row clicked: going down the list with the keyboard steps through the game */
static void
row_selected_cb (GtkListBox *list, GtkListBoxRow *row, CastellanReviewWindow *self)
{
  if (row != NULL)
    castellan_review_window_show_move (self, gtk_list_box_row_get_index (row) + 1);
}


/* ---- the worker's progress --------------------------------------------------------- */

static void
update_progress (CastellanReviewWindow *self)
{
  guint judged = castellan_review_get_n_judged (self->review);
  guint n = castellan_review_get_n_moves (self->review);
  g_autofree char *text = NULL;

  gtk_progress_bar_set_fraction (self->progress_bar, castellan_review_get_progress (self->review));
  /* Translators: moves judged so far of all the game's moves, and the level */
  text = g_strdup_printf (_("Judging at %s: %u of %u moves"), castellan_review_level_label (self->review), judged, n);
  gtk_label_set_text (self->progress_label, text);
}

/* Before the list box replaces a row whose move was judged: whether the
 * keyboard focus is on it, to be put on the new row (a keyboard user
 * going down the list keeps their place) */
static void
moves_changing_cb (GListModel *list, guint position, guint removed, guint added, CastellanReviewWindow *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->moves_list, position);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  self->refocus = row != NULL && removed == 1 && added == 1 && focus != NULL &&
                  (focus == GTK_WIDGET (row) || gtk_widget_is_ancestor (focus, GTK_WIDGET (row)));
}

static void
moves_changed_cb (GListModel *list, guint position, guint removed, guint added, CastellanReviewWindow *self)
{
  if (self->refocus)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->moves_list, position);

      self->refocus = FALSE;
      if (row != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (row));
    }
  update_progress (self);
  castellan_review_summary_update (self);
  /* the move in view was waiting for its judgement: say it now */
  if (self->current >= position + 1 && self->current <= position + added)
    update_judgement (self, TRUE);
}

static void
running_cb (CastellanReview *review, GParamSpec *pspec, CastellanReviewWindow *self)
{
  gboolean running = castellan_review_get_running (review);

  gtk_revealer_set_reveal_child (self->progress_revealer, running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.cancel", running);
  if (!running)
    update_judgement (self, FALSE);
}

static void
run_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (CastellanReviewWindow) self = data;
  g_autoptr (GError) error = NULL;

  if (castellan_review_run_finish (CASTELLAN_REVIEW (source), result, &error) ||
      CASTELLAN_REVIEW (source) != self->review)
    return;
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      gtk_label_set_text (self->verdict_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), TRUE);
      g_warning ("%s", error->message);
    }
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (widget);

  g_cancellable_cancel (self->cancellable);
}

static void
disconnect_review (CastellanReviewWindow *self)
{
  if (self->review == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_signal_handlers_disconnect_by_data (castellan_review_get_moves (self->review), self);
  g_signal_handlers_disconnect_by_data (self->review, self);
  gtk_list_box_bind_model (self->moves_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->review);
}

void
castellan_review_window_restart (CastellanReviewWindow *self,
                                 const char            *level,
                                 guint                  samples)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *best = NULL;
  CastellanReview *review;

  g_return_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self));

  review = castellan_review_new (self->data, self->length, self->filename, &error);
  g_return_if_fail (review != NULL);   /* it was read once already */
  disconnect_review (self);
  self->review = review;
  castellan_review_set_level (review, level);
  castellan_review_set_samples (review, samples);
  self->cancellable = g_cancellable_new ();

  gtk_toggle_button_set_active (g_strcmp0 (castellan_review_get_level (review), "expert") == 0
                                ? self->expert_button : self->strong_button, TRUE);
  /* Translators: the legend of the dashed frame: the move the level (%s: Strong, Expert) prefers */
  best = g_strdup_printf (_("The move %s prefers"), castellan_review_level_label (review));
  gtk_label_set_text (self->best_legend, best);

  /* (before the list box's own handler, which replaces the row) */
  g_signal_connect (castellan_review_get_moves (review), "items-changed", G_CALLBACK (moves_changing_cb), self);
  gtk_list_box_bind_model (self->moves_list, castellan_review_get_moves (review), castellan_review_rows_create, self, NULL);
  g_signal_connect (castellan_review_get_moves (review), "items-changed", G_CALLBACK (moves_changed_cb), self);
  g_signal_connect (review, "notify::running", G_CALLBACK (running_cb), self);
  g_signal_connect_swapped (review, "notify::progress", G_CALLBACK (update_progress), self);
  castellan_review_run_async (review, self->cancellable, run_done_cb, g_object_ref (self));
  update_progress (self);
  castellan_review_summary_update (self);
  running_cb (review, NULL, self);
  update_position (self);
  update_judgement (self, FALSE);
}

static void
level_toggled_cb (GtkToggleButton *button, CastellanReviewWindow *self)
{
  const char *level;

  if (!gtk_toggle_button_get_active (button) || self->review == NULL)
    return;
  level = button == self->expert_button ? "expert" : "strong";
  if (g_strcmp0 (level, castellan_review_get_level (self->review)) != 0)
    castellan_review_window_restart (self, level, 0);
}

/* ---- try from here -------------------------------------------------------------------- */

static gboolean
close_tried_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* the tried game replaced the one in progress: the person plays it in the
 * main window, which this window would stay over (a window manager keeps a
 * transient window above its parent, the play-test of Dec 7, #4), so it
 * closes; closed once the action or the question's answer is done with
 * it. Kept the game in progress: the review stays, where the person was */
static void
tried_cb (CastellanWindow *window, gboolean opened, gpointer data)
{
  CastellanReviewWindow *self = data;

  if (!opened)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT, close_tried_cb, g_object_ref (self), g_object_unref);
  gtk_window_present (GTK_WINDOW (window));
}

/* the position before the move shown, as a record handed to the main
 * window in memory: it asks to leave the game in progress, if there is
 * one, over this window, and plays the record's game if the person agrees */
static void
try_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *record_name = NULL;
  gsize length;

  if (!CASTELLAN_IS_WINDOW (parent))
    return;
  data = castellan_review_try_from_here (self->review, self->current, g_random_int (), &length, &error);
  record_name = g_path_get_basename (self->filename);
  if (data == NULL ||
      !castellan_window_open_record (CASTELLAN_WINDOW (parent), data, length, record_name, GTK_WINDOW (self),
                                     tried_cb, g_object_ref (self), g_object_unref, &error))
    {
      AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                                            _("Could Not Try From Here"),
                                                                            error->message));
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

/* ---- the window ------------------------------------------------------------------------ */

/* closed (Escape, its close button): the keys go back to the board of the
 * window it was opened over, on a person's turn, not to the main menu's
 * button it was opened from, where the next letters opened the menu's
 * items (the play-test of Dec 7) */
static gboolean
castellan_review_window_close_request (GtkWindow *window)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (window);

  if (self->parent != NULL && CASTELLAN_IS_WINDOW (self->parent))
    castellan_game_page_focus_board (CASTELLAN_GAME_PAGE (castellan_window_get_game_page (CASTELLAN_WINDOW (self->parent))));
  return GTK_WINDOW_CLASS (castellan_review_window_parent_class)->close_request (window);
}

static void
rules_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (CASTELLAN_IS_WINDOW (parent))
    {
      castellan_window_show_rules (CASTELLAN_WINDOW (parent), g_variant_get_string (param, NULL));
      gtk_window_present (parent);
    }
}

/* the main window is going (its last reference, still whole): let go of it
 * now, as GTK would only when this window is finalized, after it is freed */
static void
parent_gone (gpointer data, GObject *where)
{
  CastellanReviewWindow *self = data;

  self->parent = NULL;
  gtk_window_set_transient_for (GTK_WINDOW (self), NULL);
}

/* shown with nothing focused: the keyboard starts in the moves list, on
 * the move shown (once mapped: focus set before would not make the window
 * active for a screen reader) */
static void
map_cb (GtkWidget *widget, CastellanReviewWindow *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->moves_list);

  if (row != NULL && gtk_root_get_focus (GTK_ROOT (self)) == NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
castellan_review_window_dispose (GObject *object)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (object);

  disconnect_review (self);
  g_clear_weak_pointer (&self->tab_stop);
  g_clear_handle_id (&self->keep_selected, g_source_remove);
  if (self->moves_scroller != NULL)
    g_signal_handlers_disconnect_by_data (gtk_scrolled_window_get_vadjustment (self->moves_scroller), self);
  /* the worker's callback may keep this object past its main window: GTK
   * would let go of the parent only when finalizing, after it is gone;
   * once gone, parent_gone has let go already */
  if (self->parent != NULL)
    {
      g_object_weak_unref (self->parent, parent_gone, self);
      self->parent = NULL;
      gtk_window_set_transient_for (GTK_WINDOW (self), NULL);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_REVIEW_WINDOW);
  g_clear_object (&self->turn);
  g_clear_object (&self->game);
  g_clear_pointer (&self->history, g_array_unref);
  G_OBJECT_CLASS (castellan_review_window_parent_class)->dispose (object);
}

static void
castellan_review_window_finalize (GObject *object)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (object);

  g_free (self->data);
  g_free (self->filename);
  g_free (self->spoken);
  G_OBJECT_CLASS (castellan_review_window_parent_class)->finalize (object);
}

static void
castellan_review_window_class_init (CastellanReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_review_window_dispose;
  object_class->finalize = castellan_review_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = castellan_review_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, strong_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, expert_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, marks);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, played_swatch);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, best_swatch);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, best_legend);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, position_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, move_heading);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, figures_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, values_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, score_chart);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, moves_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, summary_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanReviewWindow, side_stack);

  gtk_widget_class_install_action (widget_class, "review.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "review.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "review.try-from-here", NULL, try_action);
  /* a rule's link in the explanation: the Rules Reference of the main window */
  gtk_widget_class_install_action (widget_class, "win.rules", "s", rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
castellan_review_window_init (CastellanReviewWindow *self)
{
  GtkEventController *keys;
  static const struct { guint key; const char *action; } steps[] = {
    { GDK_KEY_Left, "review.previous" }, { GDK_KEY_Right, "review.next" },
    { GDK_KEY_Home, "review.first" }, { GDK_KEY_End, "review.last" },
    { GDK_KEY_KP_Left, "review.previous" }, { GDK_KEY_KP_Right, "review.next" },
  };

  gtk_widget_init_template (GTK_WIDGET (self));

  /* the arrows, Home and End step through the game wherever the focus is
   * (the board here only shows, it takes no keys) */
  keys = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (steps[i].key, 0),
                                                            gtk_named_action_new (steps[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  castellan_a11y_name_menu_button (GTK_WIDGET (self->figures_button), _("What the Figures Mean"));
  gtk_drawing_area_set_draw_func (self->marks, castellan_review_marks_draw, self, NULL);
  gtk_drawing_area_set_draw_func (self->score_chart, castellan_review_chart_draw, self, NULL);
  gtk_drawing_area_set_draw_func (self->played_swatch, castellan_review_swatch_draw, GINT_TO_POINTER (FALSE), NULL);
  gtk_drawing_area_set_draw_func (self->best_swatch, castellan_review_swatch_draw, GINT_TO_POINTER (TRUE), NULL);
  g_signal_connect (self->moves_list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (self->moves_list, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (map_cb), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->moves_scroller), "changed",
                    G_CALLBACK (moves_page_cb), self);
  g_signal_connect (self->strong_button, "toggled", G_CALLBACK (level_toggled_cb), self);
  g_signal_connect (self->expert_button, "toggled", G_CALLBACK (level_toggled_cb), self);
}

CastellanReviewWindow *
castellan_review_window_new (GtkWindow   *parent,
                             const char  *data,
                             gsize        length,
                             const char  *filename,
                             GError     **error)
{
  g_autoptr (CastellanReview) probe = NULL;
  CastellanReviewWindow *self;
  g_autofree char *subtitle = NULL;
  const char *title;

  g_return_val_if_fail (data != NULL, NULL);

  probe = castellan_review_new (data, length, filename, error);
  if (probe == NULL)
    return NULL;
  self = g_object_new (CASTELLAN_TYPE_REVIEW_WINDOW, "transient-for", parent, NULL);
  castellan_application_add_quit_key (GTK_WINDOW (self));
  if (parent != NULL)
    {
      self->parent = G_OBJECT (parent);
      g_object_weak_ref (self->parent, parent_gone, self);
    }
  /* not joined to the application: as the Final Score sheet, it goes with
   * its main window (a window of the application's list outlives its
   * parent on quit, and GTK 4.8 then touches the parent freed) */
  self->data = g_memdup2 (data, length + 1);
  self->data[length] = '\0';
  self->length = length;
  self->filename = g_strdup (filename);
  self->classic = g_strcmp0 (castellan_review_get_game_kind (probe), "carcassonne") == 0;

  self->board = castellan_board_new ();
  if (self->classic)
    title = _("Review of a Carcassonne Game");
  else
    title = _("Review of a Game of The Castle");
  /* it shows a position; the keys and clicks are the review's, and
   * where the tile in hand would fit is no part of the review */
  g_object_set (self->board, "highlight-legal", FALSE, NULL);
  gtk_widget_set_can_target (self->board, FALSE);
  gtk_widget_set_focusable (self->board, FALSE);
  gtk_overlay_set_child (self->board_overlay, self->board);
  adw_window_title_set_title (self->window_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  {
    g_autoptr (GString) names = g_string_new (NULL);
    for (guint p = 0; p < castellan_review_get_n_players (probe); p++)
      {
        if (p > 0)
          /* Translators: between the players' names in the review's subtitle */
          g_string_append (names, _(", "));
        g_string_append (names, castellan_review_get_player_name (probe, p));
      }
    adw_window_title_set_subtitle (self->window_title, names->str);
  }
  self->current = 1;
  castellan_review_window_restart (self, "strong", 0);
  castellan_review_chart_load (self);
  show_position (self);
  update_judgement (self, FALSE);
  return self;
}

CastellanReview *
castellan_review_window_get_review (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), NULL);
  return self->review;
}

guint
castellan_review_window_get_current (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), 0);
  return self->current;
}

GtkWidget *
castellan_review_window_get_board (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), NULL);
  return self->board;
}

GObject *
castellan_review_window_get_game (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), NULL);
  return self->game;
}

const char *
castellan_review_window_get_spoken (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), NULL);
  return self->spoken ? self->spoken : "";
}

guint
castellan_review_window_get_chart_points (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), 0);
  return self->history && self->stride ? self->history->len / self->stride : 0;
}

guint
castellan_review_window_get_chart_mark (CastellanReviewWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_WINDOW (self), 0);
  return self->chart_mark;
}
