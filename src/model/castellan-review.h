/* castellan-review.h — the judgement of every move of a game, for any view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A review is built from a record of any game (The Castle, classic
 * Carcassonne, with or without Bridges, Castles and Bazaars). Run, it
 * lists every move at once and judges them one by one in a worker thread
 * (cs-review.h), filling in its list of CastellanReviewMove as it goes, with a progress; it can be
 * cancelled. Then a summary per player, and "try from here": a new record
 * that goes on from any move with the rest of the pile dealt anew.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_REVIEW_MOVE (castellan_review_move_get_type ())
G_DECLARE_FINAL_TYPE (CastellanReviewMove, castellan_review_move, CASTELLAN, REVIEW_MOVE, GObject)

guint       castellan_review_move_get_number       (CastellanReviewMove *self);   /* from 1 */
guint       castellan_review_move_get_player       (CastellanReviewMove *self);   /* seat, from 0 */
const char *castellan_review_move_get_player_name  (CastellanReviewMove *self);
/* the move played and the level's, in words ("I3, turned 90°, knight on the tower") */
const char *castellan_review_move_get_played       (CastellanReviewMove *self);
const char *castellan_review_move_get_best         (CastellanReviewMove *self);
double      castellan_review_move_get_played_value (CastellanReviewMove *self);   /* points of final margin */
double      castellan_review_move_get_best_value   (CastellanReviewMove *self);
double      castellan_review_move_get_loss         (CastellanReviewMove *self);   /* >= 0 */
double      castellan_review_move_get_stderr       (CastellanReviewMove *self);
gboolean    castellan_review_move_get_matched      (CastellanReviewMove *self);
/* a mistake or a blunder (3 points or more, clear of the noise) */
gboolean    castellan_review_move_get_mistake      (CastellanReviewMove *self);
/* the points given away in words: for the moves list ("−2.3 ± 0.4",
 * "nothing given away", "" for the level's own move) and at the end of the
 * move's values ("Difference: 2.3 ± 0.4 points.", "Nothing given away.") */
char       *castellan_review_move_dup_loss_text    (CastellanReviewMove *self);
char       *castellan_review_move_dup_difference_text (CastellanReviewMove *self);
/* a value in points with its sign, as the review shows it: "+2.2", "−8.6"
 * (a true minus, as in the losses') */
char       *castellan_review_dup_signed (double value);
/* a figure to one decimal, with the decimal mark of the language the words
 * are in ("2.3", German "2,3"), not the system's: every decimal the review
 * shows goes through it or castellan_review_dup_signed */
char       *castellan_review_dup_decimal (double value);

/* a judged move's grade by the points it gives away (docs/AI.md, "Grading a
 * move"); the same order and thresholds as the engine's CsReviewGrade */
typedef enum {
  CASTELLAN_REVIEW_GOOD,      /* the level's own move, or under a point lost */
  CASTELLAN_REVIEW_UNSURE,    /* a point or more, within the noise of the estimate */
  CASTELLAN_REVIEW_SLIP,      /* from 1 point, under 3 */
  CASTELLAN_REVIEW_MISTAKE,   /* from 3 points, under 7 */
  CASTELLAN_REVIEW_BLUNDER,   /* 7 points or more */
  CASTELLAN_REVIEW_N_GRADES
} CastellanReviewGrade;

CastellanReviewGrade castellan_review_move_get_grade (CastellanReviewMove *self);
/* what the better move does differently, rules cited; NULL when matched */
const char *castellan_review_move_get_explanation  (CastellanReviewMove *self);
/* the cell the move played and the level's lay a tile on (the Castle's
 * CsCell, a classic cs_classic_cell), or -1 for a move that lays none (a bid) */
int         castellan_review_move_get_played_cell  (CastellanReviewMove *self);
int         castellan_review_move_get_best_cell    (CastellanReviewMove *self);
/* FALSE: not judged yet (or the review stopped before it): only the
 * number, the player, the move played and its cell are known; the best
 * move and the explanation are NULL, the values 0, the best cell -1 */
gboolean    castellan_review_move_get_judged       (CastellanReviewMove *self);

#define CASTELLAN_TYPE_REVIEW (castellan_review_get_type ())
G_DECLARE_FINAL_TYPE (CastellanReview, castellan_review, CASTELLAN, REVIEW, GObject)

typedef struct {
  guint  n_moves;
  double total_loss;        /* points given away */
  double mean_loss;
  double mean_loss_stderr;
  double good_share;        /* matched the level, or lost under a point: 0..1 */
  guint  n_costliest;
  guint  costliest[3];      /* move numbers, from 1, costliest first (slips, mistakes, blunders) */
  guint  n_graded[CASTELLAN_REVIEW_N_GRADES];   /* the moves by grade */
} CastellanReviewSummary;

/* @data: a record of either game, shipped data only (as the app opens);
 * the error says what and where */
CastellanReview *castellan_review_new            (const char             *data,
                                                  gsize                   length,
                                                  const char             *filename,
                                                  GError                **error);
/* "strong" (the default) or "expert"; before running */
void             castellan_review_set_level      (CastellanReview        *self,
                                                  const char             *level);
const char      *castellan_review_get_level      (CastellanReview        *self);
/* deals of the unseen tiles a move; 0 (the default): the level's */
void             castellan_review_set_samples    (CastellanReview        *self,
                                                  guint                   samples);
/* "castle" or "carcassonne" */
const char      *castellan_review_get_game_kind  (CastellanReview        *self);
guint            castellan_review_get_n_players  (CastellanReview        *self);
const char      *castellan_review_get_player_name (CastellanReview       *self,
                                                  guint                   seat);
/* the moves of the record */
guint            castellan_review_get_n_moves    (CastellanReview        *self);
/* CastellanReviewMove, one a move of the record in its order, all of them
 * from the start, not judged; as a move is judged its item is replaced by
 * the judged one (items-changed at its position, one removed, one added) */
GListModel      *castellan_review_get_moves      (CastellanReview        *self);
/* the moves judged so far */
guint            castellan_review_get_n_judged   (CastellanReview        *self);
double           castellan_review_get_progress   (CastellanReview        *self);   /* 0..1 */
gboolean         castellan_review_get_running    (CastellanReview        *self);

/* Judge the moves off the main thread; the list and the progress change on
 * the calling thread's main context. Once only. */
void             castellan_review_run_async      (CastellanReview        *self,
                                                  GCancellable           *cancellable,
                                                  GAsyncReadyCallback     callback,
                                                  gpointer                user_data);
gboolean         castellan_review_run_finish     (CastellanReview        *self,
                                                  GAsyncResult           *result,
                                                  GError                **error);

/* The position before move @number (from 1; n_moves + 1: the end), as a
 * game of the record's kind (a CastellanGame or a CastellanClassicGame)
 * that does nothing by itself: no computer moves, no saves. A view shows
 * it with that game's board; NULL with @error past the end. */
GObject         *castellan_review_dup_game_before (CastellanReview       *self,
                                                  guint                   number,
                                                  GError                **error);

/* over the moves judged so far */
void             castellan_review_get_summary    (CastellanReview        *self,
                                                  guint                   seat,
                                                  CastellanReviewSummary *out);

/* Try from here: a record with the moves before move @number (from 1), the
 * same seats, the tiles not drawn by then dealt anew with @seed; to be
 * loaded as any saved game. NULL with @error when there is no such move or
 * the game is over by then. */
char            *castellan_review_try_from_here  (CastellanReview        *self,
                                                  guint                   number,
                                                  guint32                 seed,
                                                  gsize                  *length,
                                                  GError                **error);

G_END_DECLS
