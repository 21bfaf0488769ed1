/* cs-review-text.h — a reviewed move in the tutor's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-review.h"
#include "cs-text.h"

G_BEGIN_DECLS

/* What the level's move does that the move played does not, and the other
 * way round, in the log's sentences with their rule IDs: the feature it
 * finishes or joins, the follower it places or keeps, the wall tile it
 * wins, the bridge, castle or bid. Worked out on a deal of the unseen
 * tiles, so it tells nothing the mover could not see: no tile
 * drawn, no face-down wall tile named. NULL when both moves are one.
 * @names: the seats' names (the Castle's two, or the classic seats'). */
char *cs_review_text_explain (const CsReviewStep *step,
                              CsTheme             theme,
                              const char *const  *names);
/* the move played (@best FALSE) or the level's, as a [Moves] line of a record */
char *cs_review_text_move    (const CsReviewStep *step,
                              gboolean            best);
/* the same in words for a person: the cell, the tile's turn and the
 * follower ("I3, turned 90°, knight on the tower"), or what a move of the
 * expansion does ("bids 3 points", "builds a castle", "buys the tile").
 * It reads only the position and the moves, never the judgement: a step
 * of cs_review_castle_walk or cs_review_classic_walk, not yet judged, is
 * worded as well (@best FALSE: the move played) */
char *cs_review_text_move_words (const CsReviewStep *step,
                                 gboolean            best,
                                 CsTheme             theme);

/* The points the move played gives away against the level's, for the
 * moves list ("−2.3 ± 0.4"; "nothing given away" under a tenth of a
 * point; "" for the level's own move), and as the end of the move's values
 * ("Difference: 2.3 ± 0.4 points.", "Nothing given away.") */
char *cs_review_text_loss       (const CsReviewMove *judgement);
char *cs_review_text_difference (const CsReviewMove *judgement);
/* a value in points with its sign, to one decimal as cs_review_text_decimal,
 * the minus a true minus as in the losses' "−2.3": "+2.2", "−8.6", "0.0" */
char *cs_review_text_signed (double value);
/* a figure to one decimal with the decimal mark of the language the words
 * are in ("2.3", German "2,3"), whatever the system's LC_NUMERIC: every
 * decimal the review shows a person goes through it */
char *cs_review_text_decimal (double value);

G_END_DECLS
