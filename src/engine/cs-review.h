/* cs-review.h — the judgement of every move of a finished or saved game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each move of a record, the move a level (Strong or Expert) prefers
 * and the value of both to the mover, in points of final margin. Both are
 * valued on the same deals of what the mover could not see (R-12, C-10:
 * the unseen tiles and face-down wall tiles dealt from their multiset, as
 * the computer players do), so their difference is measured with a
 * standard error of its own (common random numbers). The work is a count
 * of samples, never a time: a review is the same on every machine.
 */
#pragma once

#include "cs-ai.h"
#include "cs-classic-ai.h"
#include "cs-classic-record.h"
#include "cs-record.h"

G_BEGIN_DECLS

typedef struct {
  CsAiLevel level;     /* CS_AI_STRONG or CS_AI_EXPERT */
  guint     samples;   /* deals a move, for both moves; 0: the level's default */
  guint     players;   /* a bit per seat whose moves are judged; 0: every seat */
  double    budget_scale;  /* of the level's own search for its choice; 0: 1 (tests use less) */
} CsReviewOptions;

/* A judged move's grade, by the points it gives away against the level's
 * choice (docs/AI.md, "Grading a move"): under CS_REVIEW_SLIP_POINTS, or
 * within twice the standard error of the difference, it is not graded
 * down at all. */
typedef enum {
  CS_REVIEW_GOOD,      /* the level's own move, or losing under a point */
  CS_REVIEW_UNSURE,    /* a point or more, but within the noise of the estimate */
  CS_REVIEW_SLIP,      /* a small slip: from 1 point, under 3 */
  CS_REVIEW_MISTAKE,   /* from 3 points, under 7 */
  CS_REVIEW_BLUNDER,   /* 7 points or more */
  CS_REVIEW_N_GRADES
} CsReviewGrade;

#define CS_REVIEW_SLIP_POINTS    1.0
#define CS_REVIEW_MISTAKE_POINTS 3.0
#define CS_REVIEW_BLUNDER_POINTS 7.0

/* the grade of a move that gives away @loss ± @stderr_diff points (0 when
 * it is the level's own) */
CsReviewGrade cs_review_grade      (gboolean    matched,
                                    double      loss,
                                    double      stderr_diff);
const char   *cs_review_grade_name (CsReviewGrade grade);   /* "good", "unsure", "slip", … (not translated) */

typedef struct {
  guint    index;          /* the move's index in the record, from 0 */
  guint    player;         /* the seat that decided it */
  gboolean matched;        /* the level would have made the same move */
  double   played_value;   /* mean over the deals, points of final margin for the mover */
  double   best_value;
  double   loss;           /* max (0, best_value − played_value) */
  double   stderr_diff;    /* standard error of best − played over the paired deals */
  guint    samples;
  CsReviewGrade grade;
  gboolean mistake;        /* graded a mistake or a blunder: 3 points or more, over twice its standard error */
} CsReviewMove;

/* One reviewed move with the position before it; the Castle's or the
 * classic fields are set. */
typedef struct {
  const CsReviewMove  *judgement;
  const CsGame        *game;
  const CsMove        *played;
  const CsMove        *best;
  const CsClassic     *classic;
  const CsClassicMove *classic_played;
  const CsClassicMove *classic_best;
} CsReviewStep;

/* FALSE stops the review */
typedef gboolean (*CsReviewFunc) (const CsReviewStep *step,
                                  gpointer            user_data);

guint    cs_review_default_samples (gboolean   classic,
                                    CsAiLevel  level);

/* Judge @played, about to be made in @game. @seed: the move's seed
 * (cs_ai_move_seed of the record's seed and the move's index); the level's
 * own choice is made with it as in play, without the clock's cap. FALSE
 * when @cancel was set. */
gboolean cs_review_castle_move     (const CsGame          *game,
                                    const CsMove          *played,
                                    const CsReviewOptions *options,
                                    guint64                seed,
                                    const gint            *cancel,
                                    CsMove                *best,
                                    CsReviewMove          *out);
gboolean cs_review_classic_move    (const CsClassic       *game,
                                    const CsClassicMove   *played,
                                    const CsReviewOptions *options,
                                    guint64                seed,
                                    const gint            *cancel,
                                    CsClassicMove         *best,
                                    CsReviewMove          *out);

/* Every move of @record in order, each handed to @func. FALSE with @error
 * when a move of the record fails (file, move, rule), FALSE without when
 * cancelled or stopped by @func. */
gboolean cs_review_castle_record   (const CsRecord        *record,
                                    const CsBoard         *board,
                                    const CsTileset       *tileset,
                                    const CsReviewOptions *options,
                                    const gint            *cancel,
                                    CsReviewFunc           func,
                                    gpointer               user_data,
                                    GError               **error);
gboolean cs_review_classic_record  (const CsClassicRecord  *record,
                                    const CsClassicTileset *tileset,
                                    const CsReviewOptions  *options,
                                    const gint             *cancel,
                                    CsReviewFunc            func,
                                    gpointer                user_data,
                                    GError                **error);

/* Every move of @record in order with the position before it, NOT judged
 * (quick: one replay): @func gets a step whose judgement has only the
 * index and the player set, and whose best move is the move played. For
 * a view that lists the moves before their judgements come. FALSE with
 * @error as cs_review_castle_record, FALSE without when stopped by @func. */
gboolean cs_review_castle_walk     (const CsRecord        *record,
                                    const CsBoard         *board,
                                    const CsTileset       *tileset,
                                    CsReviewFunc           func,
                                    gpointer               user_data,
                                    GError               **error);
gboolean cs_review_classic_walk    (const CsClassicRecord  *record,
                                    const CsClassicTileset *tileset,
                                    CsReviewFunc            func,
                                    gpointer                user_data,
                                    GError                **error);

#define CS_REVIEW_COSTLIEST 3

typedef struct {
  guint  n_moves;                          /* the player's moves */
  guint  n_costliest;
  guint  costliest[CS_REVIEW_COSTLIEST];   /* indices into the moves given, costliest first (slips,
                                            * mistakes and blunders only) */
  guint  n_graded[CS_REVIEW_N_GRADES];     /* the player's moves by grade */
  double total_loss;                       /* points given away */
  double mean_loss;
  double mean_loss_stderr;                 /* of the mean, over the player's moves */
  double good_share;                       /* matched, or lost under one point: 0..1 */
} CsReviewSummary;

void     cs_review_summary         (const CsReviewMove *moves,
                                    guint               n_moves,
                                    guint               player,
                                    CsReviewSummary    *out);

/* Try from here: a new record with the set-up and the first @n_moves moves
 * of @record, the same seats, and the tiles not yet drawn by then
 * reshuffled with @seed (the tile in the mover's hand stays). */
CsRecord        *cs_review_castle_continue  (const CsRecord         *record,
                                             const CsBoard          *board,
                                             const CsTileset        *tileset,
                                             guint                   n_moves,
                                             guint32                 seed,
                                             GError                **error);
CsClassicRecord *cs_review_classic_continue (const CsClassicRecord  *record,
                                             const CsClassicTileset *tileset,
                                             guint                   n_moves,
                                             guint32                 seed,
                                             GError                **error);

G_END_DECLS
