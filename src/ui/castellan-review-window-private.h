/* castellan-review-window-private.h — the review window's parts, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window (castellan-review-window.c) steps through the game and keeps
 * the judging going; what it shows is drawn and built in its parts: the
 * marks over the board and the score chart (castellan-review-marks.c), the
 * rows of the moves list (castellan-review-rows.c) and the summary per
 * player (castellan-review-summary.c).
 */
#pragma once

#include "castellan-game-base.h"
#include "castellan-review-window.h"
#include "castellan-review.h"

G_BEGIN_DECLS

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
  GObject          *parent;         /* the transient parent, watched; NULL once gone */
  GArray           *history;        /* every seat's score after the set-up and each move */
  guint             stride;         /* ints a step of it */
  guint             lap;            /* the score track's lap, 0 none */
  guint             n_players;
  guint             chart_mark;     /* the step marked on it: the move shown, 0 none */
  guint32           colours[CASTELLAN_MAX_SEATS];
  gboolean          refocus;        /* the row being replaced has the keyboard focus */
  GtkWidget        *tab_stop;       /* the moves list's one focusable row (weak) */
  double            moves_page;     /* the moves list's visible height, last seen */
  guint             keep_selected;  /* an idle to scroll the move shown's row back into view */

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
  GtkMenuButton    *figures_button;
  GtkLabel         *values_label;
  GtkLabel         *verdict_label;
  GtkLabel         *explanation_label;
  GtkDrawingArea   *score_chart;
  GtkScrolledWindow *moves_scroller;
  GtkListBox       *moves_list;
  GtkBox           *summary_box;
  GtkStack         *side_stack;
};

/* the level's name as the window shows it: Strong, Expert */
const char          *castellan_review_level_label      (CastellanReview        *review);
/* the CSS class of a judged move's grade: "success", "warning" or "error" */
const char          *castellan_review_grade_css        (CastellanReviewMove    *move);
/* move @number (from 1), judged or not (castellan_review_move_get_judged);
 * NULL past the end */
CastellanReviewMove *castellan_review_window_dup_move  (CastellanReviewWindow  *self,
                                                        guint                   number);

/* the pane's heading of @move, judged or not: its number, its player and
 * the move played ("Move 12: Ada plays I3, turned 90°"; a move that lays
 * no tile "Move 118: Yellow bids 1 point") */
char                *castellan_review_move_heading     (CastellanReviewMove    *move);

/* castellan-review-marks.c: frames round the cells of the move played
 * (solid) and of the level's choice (dashed), their legend's swatches
 * (data: TRUE for the dashed one), and the score chart of the whole game */
void                 castellan_review_marks_draw       (GtkDrawingArea         *area,
                                                        cairo_t                *cr,
                                                        int                     width,
                                                        int                     height,
                                                        gpointer                self);
void                 castellan_review_swatch_draw      (GtkDrawingArea         *area,
                                                        cairo_t                *cr,
                                                        int                     width,
                                                        int                     height,
                                                        gpointer                dashed);
void                 castellan_review_chart_load       (CastellanReviewWindow  *self);
void                 castellan_review_chart_draw       (GtkDrawingArea         *area,
                                                        cairo_t                *cr,
                                                        int                     width,
                                                        int                     height,
                                                        gpointer                self);

/* castellan-review-rows.c: a row of the moves list for a CastellanReviewMove
 * (a GtkListBoxCreateWidgetFunc, @self the window) */
GtkWidget           *castellan_review_rows_create      (gpointer                item,
                                                        gpointer                self);

/* castellan-review-summary.c: the summary page, over the moves judged so far */
void                 castellan_review_summary_update   (CastellanReviewWindow  *self);

G_END_DECLS
