/* castellan-review-window.h — step through a game with the computer's judgement of every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_REVIEW_WINDOW (castellan_review_window_get_type ())
G_DECLARE_FINAL_TYPE (CastellanReviewWindow, castellan_review_window, CASTELLAN, REVIEW_WINDOW, AdwWindow)

/* A review of the game in @data (a record of any game, as Open reads it),
 * over @parent (the main window, where "Try from here" opens its game). It
 * starts judging at Strong at once; NULL with @error (file, line) when the
 * record cannot be read. */
CastellanReviewWindow *castellan_review_window_new          (GtkWindow              *parent,
                                                             const char             *data,
                                                             gsize                   length,
                                                             const char             *filename,
                                                             GError                **error);
/* start again: "strong" or "expert", with @samples deals a move (0: the level's) */
void                   castellan_review_window_restart      (CastellanReviewWindow  *self,
                                                             const char             *level,
                                                             guint                   samples);
struct _CastellanReview *castellan_review_window_get_review (CastellanReviewWindow  *self);
/* the move shown (from 1): the board holds the position before it */
guint                  castellan_review_window_get_current  (CastellanReviewWindow  *self);
void                   castellan_review_window_show_move    (CastellanReviewWindow  *self,
                                                             guint                   number);
/* the board shown: a CastellanBoard */
GtkWidget             *castellan_review_window_get_board    (CastellanReviewWindow  *self);
/* the position shown: a CastellanGame or a CastellanClassicGame */
GObject               *castellan_review_window_get_game     (CastellanReviewWindow  *self);
/* what the screen reader was told of the move shown */
const char            *castellan_review_window_get_spoken   (CastellanReviewWindow  *self);
/* the score chart: its points (the set-up and one a move of the record),
 * and the point marked, after the move shown (0: none) */
guint                  castellan_review_window_get_chart_points (CastellanReviewWindow *self);
guint                  castellan_review_window_get_chart_mark   (CastellanReviewWindow *self);

G_END_DECLS
