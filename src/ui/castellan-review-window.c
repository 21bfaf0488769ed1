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
 * the move, its value and the better move (castellan_announce).
 */
#define G_LOG_DOMAIN "castellan-review"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "castellan-a11y.h"
#include "castellan-art.h"
#include "castellan-board-view.h"
#include "castellan-classic-board.h"
#include "castellan-classic-turn.h"
#include "castellan-review-window.h"
#include "castellan-review.h"
#include "castellan-rule-text.h"
#include "castellan-snapshot.h"
#include "castellan-texture-cache.h"
#include "castellan-turn.h"
#include "castellan-window.h"

struct _CastellanReviewWindow
{
  AdwWindow         parent_instance;

  char             *data;
  gsize             length;
  char             *filename;
  gboolean          classic;
  CastellanReview  *review;
  GCancellable     *cancellable;
  guint             current;        /* the move shown, from 1 */
  GObject          *game;           /* the position before it */
  GObject          *turn;
  GtkWidget        *board;
  char             *spoken;
  GPtrArray        *tried;          /* files written for "Try from here" */
  GObject          *parent;         /* the transient parent, watched; NULL once gone */
  GArray           *history;        /* every seat's score after the set-up and each move */
  guint             stride;         /* ints a step of it */
  guint             lap;            /* the score track's lap, 0 none */
  guint             n_players;
  guint             chart_mark;     /* the step marked on it: the move shown, 0 none */
  guint32           colours[CASTELLAN_MAX_SEATS];

  /* template widgets */
  AdwWindowTitle   *window_title;
  GtkToggleButton  *strong_button;
  GtkToggleButton  *expert_button;
  GtkRevealer      *progress_revealer;
  GtkLabel         *progress_label;
  GtkProgressBar   *progress_bar;
  GtkOverlay       *board_overlay;
  GtkDrawingArea   *marks;
  GtkDrawingArea   *played_swatch;
  GtkDrawingArea   *best_swatch;
  GtkLabel         *best_legend;
  GtkLabel         *position_label;
  GtkLabel         *move_heading;
  GtkLabel         *values_label;
  GtkLabel         *verdict_label;
  GtkLabel         *explanation_label;
  GtkDrawingArea   *score_chart;
  GtkScrolledWindow *moves_scroller;
  GtkListBox       *moves_list;
  GtkBox           *summary_box;
  GtkStack         *side_stack;
};

G_DEFINE_FINAL_TYPE (CastellanReviewWindow, castellan_review_window, ADW_TYPE_WINDOW)

static const GdkRGBA played_colour = { 0.11, 0.44, 0.85, 1 };   /* blue */
static const GdkRGBA best_colour = { 0.90, 0.38, 0.00, 1 };     /* orange */

/* the level's name as the window shows it */
static const char *
level_label (CastellanReview *review)
{
  return g_strcmp0 (castellan_review_get_level (review), "expert") == 0 ? C_("level", "Expert") : C_("level", "Strong");
}

static CastellanReviewMove *
dup_move (CastellanReviewWindow *self, guint number)
{
  GListModel *moves = castellan_review_get_moves (self->review);

  if (number < 1 || number > g_list_model_get_n_items (moves))
    return NULL;
  return g_list_model_get_item (moves, number - 1);
}

/* ---- the marks over the board ----------------------------------------------------- */

static gboolean
cell_square (CastellanReviewWindow *self, int cell, graphene_rect_t *rect)
{
  if (cell < 0 || self->board == NULL)
    return FALSE;
  if (self->classic)
    {
      CastellanClassicBoard *board = CASTELLAN_CLASSIC_BOARD (self->board);
      double x, y, size = castellan_classic_board_get_zoom (board);

      castellan_classic_board_cell_point (board, cell, &x, &y);
      graphene_rect_init (rect, x - size / 2, y - size / 2, size, size);
      return TRUE;
    }
  castellan_board_view_get_cell_rect (CASTELLAN_BOARD_VIEW (self->board), cell, rect);
  return TRUE;
}

/* a frame round @r, on a white one so it shows on any tile; dashed for the level's choice */
static void
frame (cairo_t *cr, const graphene_rect_t *r, const GdkRGBA *colour, gboolean dashed, double inset)
{
  double w = MAX (3.0, r->size.width / 16);
  double x = r->origin.x + inset, y = r->origin.y + inset;
  double s = r->size.width - 2 * inset;
  double dash[] = { 2.2 * w, 1.4 * w };

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_rectangle (cr, x, y, s, s);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, w + 3);
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_marks (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CastellanReviewWindow *self = data;
  g_autoptr (CastellanReviewMove) move = dup_move (self, self->current);
  graphene_rect_t played, best;
  gboolean has_played, has_best;

  if (move == NULL)
    return;
  has_played = cell_square (self, castellan_review_move_get_played_cell (move), &played);
  has_best = cell_square (self, castellan_review_move_get_best_cell (move), &best);
  if (has_played)
    frame (cr, &played, &played_colour, FALSE, 0);
  if (has_best)
    frame (cr, &best, &best_colour, TRUE,
           has_played && castellan_review_move_get_played_cell (move) == castellan_review_move_get_best_cell (move)
             ? MAX (3.0, best.size.width / 16) + 3 : 0);
}

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  gboolean dashed = GPOINTER_TO_INT (data);
  graphene_rect_t r = GRAPHENE_RECT_INIT (3, 3, MIN (width, height) - 6, MIN (width, height) - 6);

  frame (cr, &r, dashed ? &best_colour : &played_colour, dashed, 0);
}

/* ---- the score chart ---------------------------------------------------------------- */

/* the scores of the whole game, from the position after its last move */
static void
load_chart (CastellanReviewWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GObject) game = castellan_review_dup_game_before (self->review, castellan_review_get_n_moves (self->review) + 1,
                                                               &error);
  CastellanGameBase *base;

  g_clear_pointer (&self->history, g_array_unref);
  if (game == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  base = CASTELLAN_GAME_BASE (game);
  self->history = castellan_game_base_dup_score_history (base, &self->stride, &self->lap);
  self->n_players = MIN (castellan_game_base_get_n_players (base), CASTELLAN_MAX_SEATS);
  for (guint p = 0; p < self->n_players; p++)
    self->colours[p] = castellan_game_base_get_palette (base) == CASTELLAN_PALETTE_CLASSIC
                       ? art_classic_seat_colour (p) : castellan_seat_rgb (p);
}

/* the move in view is marked after it, where the moves' axis counts it */
static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CastellanReviewWindow *self = data;
  int grid = (int) self->lap;

  if (self->history == NULL || self->stride == 0)
    return;
  /* without a track's laps, the grid every quarter of the way, in steps of 5 */
  if (grid == 0)
    {
      int max = 10;
      for (guint i = 0; i < self->history->len; i++)
        max = MAX (max, g_array_index (self->history, int, i));
      grid = ((max + 19) / 20) * 5;
    }
  castellan_score_chart_draw (GTK_WIDGET (area), cr, width, height, (const int *) (gpointer) self->history->data,
                              self->stride, self->history->len / self->stride, self->n_players, self->colours, grid,
                              self->chart_mark > 0 ? (int) self->chart_mark : -1);
}

/* ---- the move shown ----------------------------------------------------------------- */

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
  g_autoptr (GRegex) stop = g_regex_new ("(\\((?:R|V|C|B|CV)-[0-9]+(?:\\.[0-9]+)?"
                                         "(?:, (?:R|V|C|B|CV)-[0-9]+(?:\\.[0-9]+)?)*\\)\\.) +", 0, 0, NULL);

  return g_regex_replace (stop, text, -1, 0, "\\1\n", 0, NULL);
}

/* the judgement of the move shown, or what is known while it waits */
static void
update_judgement (CastellanReviewWindow *self, gboolean speak)
{
  g_autoptr (CastellanReviewMove) move = dup_move (self, self->current);
  guint n = castellan_review_get_n_moves (self->review);
  g_autofree char *heading = NULL, *values = NULL, *verdict = NULL, *spoken = NULL;
  const char *level = level_label (self->review);
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
  if (move == NULL)
    {
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
      double played = castellan_review_move_get_played_value (move);
      double best = castellan_review_move_get_best_value (move);
      double loss = castellan_review_move_get_loss (move);
      double err = castellan_review_move_get_stderr (move);
      const char *explanation = castellan_review_move_get_explanation (move);

      /* Translators: the move's number, its player's name, and the move as a record writes it ("D5 1 follower=p") */
      heading = g_strdup_printf (_("Move %u: %s plays %s"), self->current,
                                 castellan_review_move_get_player_name (move),
                                 castellan_review_move_get_played (move));
      if (castellan_review_move_get_matched (move))
        /* Translators: a move's value in points of final margin; %s is the level (Strong, Expert) */
        values = g_strdup_printf (_("Value: %+.1f points. %s makes the same move."), played, level);
      else
        /* Translators: the values of the move played and of the level's (%s: Strong, Expert) move,
         * in points of final margin, then the difference and its standard error */
        values = g_strdup_printf (_("Played: %+.1f points. %s prefers %s: %+.1f points. "
                                    "Difference: %.1f ± %.1f points."),
                                  played, level, castellan_review_move_get_best (move), best, loss, err);
      if (castellan_review_move_get_matched (move))
        verdict = g_strdup (_("A good move."));
      else if (castellan_review_move_get_mistake (move))
        /* Translators: %.1f is points */
        verdict = g_strdup_printf (_("A mistake: it gives away %.1f points."), loss);
      else if (loss < 1.0)
        verdict = g_strdup (_("A good move: it loses under a point."));
      else
        verdict = g_strdup (_("Not called a mistake: the difference is within the noise of the estimate."));
      gtk_label_set_text (self->verdict_label, verdict);
      gtk_widget_set_visible (GTK_WIDGET (self->verdict_label), TRUE);
      gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "success");
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label),
                                castellan_review_move_get_mistake (move) ? "error" : "success");
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
      gtk_list_box_select_row (self->moves_list, row);
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
    {
      self->turn = G_OBJECT (castellan_classic_turn_new (CASTELLAN_CLASSIC_GAME (game)));
      castellan_classic_board_set_turn (CASTELLAN_CLASSIC_BOARD (self->board), CASTELLAN_CLASSIC_TURN (self->turn));
    }
  else
    {
      self->turn = G_OBJECT (castellan_turn_new (CASTELLAN_GAME (game)));
      castellan_board_view_set_turn (CASTELLAN_BOARD_VIEW (self->board), CASTELLAN_TURN (self->turn));
    }
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

/* ---- the list of moves -------------------------------------------------------------- */

static GtkWidget *
move_label (const char *text, gboolean expand, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), expand ? 0 : 1);
  gtk_widget_set_hexpand (label, expand);
  if (expand)
    {
      /* a short natural width: the side column keeps its width, and the
       * board its size, whatever the moves say */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
    }
  if (css)
    gtk_widget_add_css_class (label, css);
  return label;
}

static GtkWidget *
create_row (gpointer item, gpointer data)
{
  CastellanReviewMove *move = item;
  CastellanReviewWindow *self = data;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *title = NULL, *values = NULL, *loss = NULL, *access = NULL;
  const char *mark;

  /* Translators: a row of the moves list: the move's number, the player's name, the move */
  title = g_strdup_printf (_("%u. %s: %s"), castellan_review_move_get_number (move),
                           castellan_review_move_get_player_name (move), castellan_review_move_get_played (move));
  if (castellan_review_move_get_matched (move))
    {
      /* Translators: the value of a move that is the level's own choice, in points */
      values = g_strdup_printf (_("%+.1f, as %s"), castellan_review_move_get_played_value (move), level_label (self->review));
      mark = _("good");
      loss = g_strdup ("");
    }
  else
    {
      /* Translators: the value of the move played, then of the level's (%s) choice, in points */
      values = g_strdup_printf (_("%+.1f, %s %+.1f"), castellan_review_move_get_played_value (move),
                                level_label (self->review), castellan_review_move_get_best_value (move));
      if (castellan_review_move_get_loss (move) >= 0.05)
        /* Translators: the points lost and their standard error */
        loss = g_strdup_printf (_("−%.1f ± %.1f"), castellan_review_move_get_loss (move),
                                castellan_review_move_get_stderr (move));
      else
        /* no point lost: only the uncertainty */
        loss = g_strdup_printf ("± %.1f", castellan_review_move_get_stderr (move));
      mark = castellan_review_move_get_mistake (move) ? _("mistake") : castellan_review_move_get_loss (move) < 1.0 ? _("good") : "";
    }
  /* (no empty label: GTK 4.8 would read it by its type name) */
  gtk_box_append (GTK_BOX (top), move_label (title, TRUE, NULL));
  if (*mark)
    gtk_box_append (GTK_BOX (top), move_label (mark, FALSE,
                                               castellan_review_move_get_mistake (move) ? "error" : "success"));
  gtk_box_append (GTK_BOX (bottom), move_label (values, TRUE, "dim-label"));
  if (*loss)
    gtk_box_append (GTK_BOX (bottom), move_label (loss, FALSE, "numeric"));
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), bottom);
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  access = g_strdup_printf ("%s, %s %s %s", title, values, loss, mark);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, access, -1);
  return row;
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, CastellanReviewWindow *self)
{
  castellan_review_window_show_move (self, gtk_list_box_row_get_index (row) + 1);
}

/* ---- the summary ------------------------------------------------------------------- */

static void
costly_clicked_cb (GtkButton *button, CastellanReviewWindow *self)
{
  castellan_review_window_show_move (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move")));
  gtk_stack_set_visible_child_name (self->side_stack, "moves");
}

static void
update_summary (CastellanReviewWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->summary_box))) != NULL)
    gtk_box_remove (self->summary_box, child);
  for (guint seat = 0; seat < castellan_review_get_n_players (self->review); seat++)
    {
      CastellanReviewSummary s;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *label;
      g_autofree char *text = NULL;

      castellan_review_get_summary (self->review, seat, &s);
      label = gtk_label_new (castellan_review_get_player_name (self->review, seat));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
      if (s.n_moves == 0)
        text = g_strdup (_("No move judged yet."));
      else
        /* Translators: points given away over a player's moves, then the share of good moves */
        text = g_strdup_printf (ngettext ("%.1f points given away in %u move; %.0f%% good moves "
                                          "(the level’s own, or losing under a point).",
                                          "%.1f points given away in %u moves; %.0f%% good moves "
                                          "(the level’s own, or losing under a point).", s.n_moves),
                                s.total_loss, s.n_moves, 100 * s.good_share);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_box_append (GTK_BOX (box), label);
      if (s.n_costliest > 0)
        {
          /* the buttons on a line of their own, in the side column's width */
          GtkWidget *flow = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

          label = gtk_label_new (_("Costliest:"));
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_box_append (GTK_BOX (box), label);
          for (guint k = 0; k < s.n_costliest; k++)
            {
              g_autoptr (CastellanReviewMove) m = dup_move (self, s.costliest[k]);
              g_autofree char *name = NULL;
              GtkWidget *button;

              /* Translators: a button to a costly move: its number and the points it lost */
              name = g_strdup_printf (_("Move %u (−%.1f)"), s.costliest[k], m ? castellan_review_move_get_loss (m) : 0.0);
              button = gtk_button_new_with_label (name);
              gtk_widget_add_css_class (button, "flat");
              g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (s.costliest[k]));
              g_signal_connect (button, "clicked", G_CALLBACK (costly_clicked_cb), self);
              castellan_a11y_name_button (button);
              gtk_box_append (GTK_BOX (flow), button);
            }
          gtk_box_append (GTK_BOX (box), flow);
        }
      gtk_box_append (self->summary_box, box);
    }
}

/* ---- the worker's progress --------------------------------------------------------- */

static void
update_progress (CastellanReviewWindow *self)
{
  guint judged = g_list_model_get_n_items (castellan_review_get_moves (self->review));
  guint n = castellan_review_get_n_moves (self->review);
  g_autofree char *text = NULL;

  gtk_progress_bar_set_fraction (self->progress_bar, castellan_review_get_progress (self->review));
  /* Translators: moves judged so far of all the game's moves, and the level */
  text = g_strdup_printf (_("Judging at %s: %u of %u moves"), level_label (self->review), judged, n);
  gtk_label_set_text (self->progress_label, text);
}

static void
moves_changed_cb (GListModel *list, guint position, guint removed, guint added, CastellanReviewWindow *self)
{
  update_progress (self);
  update_summary (self);
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
  best = g_strdup_printf (_("The move %s prefers"), level_label (review));
  gtk_label_set_text (self->best_legend, best);

  gtk_list_box_bind_model (self->moves_list, castellan_review_get_moves (review), create_row, self, NULL);
  g_signal_connect (castellan_review_get_moves (review), "items-changed", G_CALLBACK (moves_changed_cb), self);
  g_signal_connect (review, "notify::running", G_CALLBACK (running_cb), self);
  g_signal_connect_swapped (review, "notify::progress", G_CALLBACK (update_progress), self);
  castellan_review_run_async (review, self->cancellable, run_done_cb, g_object_ref (self));
  update_progress (self);
  update_summary (self);
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

static void
try_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autofree char *data = NULL;
  char *path = NULL;
  gsize length;
  int fd;

  data = castellan_review_try_from_here (self->review, self->current, g_random_int (), &length, &error);
  if (data != NULL)
    {
      fd = g_file_open_tmp ("castellan-try-XXXXXX.castellan", &path, &error);
      if (fd >= 0)
        {
          close (fd);
          g_ptr_array_add (self->tried, path);
          if (g_file_set_contents (path, data, length, &error))
            file = g_file_new_for_path (path);
        }
    }
  if (file == NULL)
    {
      AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                                            _("Could Not Try From Here"),
                                                                            error->message));
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (CASTELLAN_IS_WINDOW (parent))
    {
      castellan_window_open_file (CASTELLAN_WINDOW (parent), file);
      gtk_window_present (parent);
    }
}

/* ---- the window ------------------------------------------------------------------------ */

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

static void
castellan_review_window_dispose (GObject *object)
{
  CastellanReviewWindow *self = CASTELLAN_REVIEW_WINDOW (object);

  disconnect_review (self);
  /* the worker's callback may keep this object past its main window: GTK
   * would let go of the parent only when finalizing, after it is gone;
   * once gone, parent_gone has let go already */
  if (self->parent != NULL)
    {
      g_object_weak_unref (self->parent, parent_gone, self);
      self->parent = NULL;
      gtk_window_set_transient_for (GTK_WINDOW (self), NULL);
    }
  if (self->tried)
    for (guint i = 0; i < self->tried->len; i++)
      g_unlink (g_ptr_array_index (self->tried, i));
  g_clear_pointer (&self->tried, g_ptr_array_unref);
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
  self->tried = g_ptr_array_new_with_free_func (g_free);

  /* the arrows, Home and End step through the game wherever the focus is
   * (the board here only shows, it takes no keys) */
  keys = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (steps[i].key, 0),
                                                            gtk_named_action_new (steps[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_drawing_area_set_draw_func (self->marks, draw_marks, self, NULL);
  gtk_drawing_area_set_draw_func (self->score_chart, draw_chart, self, NULL);
  gtk_drawing_area_set_draw_func (self->played_swatch, draw_swatch, GINT_TO_POINTER (FALSE), NULL);
  gtk_drawing_area_set_draw_func (self->best_swatch, draw_swatch, GINT_TO_POINTER (TRUE), NULL);
  g_signal_connect (self->moves_list, "row-activated", G_CALLBACK (row_activated_cb), self);
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

  if (self->classic)
    {
      self->board = castellan_classic_board_new ();
      title = _("Review of a Carcassonne Game");
    }
  else
    {
      self->board = castellan_board_view_new ();
      title = _("Review of a Game of The Castle");
    }
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
  load_chart (self);
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
