/* cs-review.c — the judgement of every move of a finished or saved game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each move is judged as the computer player would decide it: the level's
 * own choice is made on the position the mover saw, with the move's seed
 * and no clock; then the move played and that choice are each valued on
 * the same deals of the unseen tiles (cs_ai_sample_value,
 * cs_classic_ai_deal_value: the search's own samples), and the paired
 * differences give the loss and its standard error.
 */
#define G_LOG_DOMAIN "castellan-engine"

#include <math.h>
#include <string.h>

#include "cs-error.h"
#include "cs-review.h"

/* a review's deals are not the search's: another stream of the move's seed */
#define VALUE_STREAM G_GUINT64_CONSTANT (0x52455649455721ed)

guint
cs_review_default_samples (gboolean  classic,
                           CsAiLevel level)
{
  /* docs/PERFORMANCE.md: a whole game at Strong in well under the targets */
  if (classic)
    return level == CS_AI_EXPERT ? 128 : 32;
  return level == CS_AI_EXPERT ? 512 : 128;
}

static guint
samples_of (const CsReviewOptions *options, gboolean classic)
{
  return options->samples > 0 ? options->samples : cs_review_default_samples (classic, options->level);
}

/* Welford's running mean and variance of the values and the paired differences */
typedef struct {
  guint  n;
  double played, best, diff, diff_m2;
} Tally;

static void
tally_add (Tally *t, double played, double best)
{
  double d = best - played, delta;

  t->n++;
  t->played += (played - t->played) / t->n;
  t->best += (best - t->best) / t->n;
  delta = d - t->diff;
  t->diff += delta / t->n;
  t->diff_m2 += delta * (d - t->diff);
}

static void
tally_finish (const Tally *t, CsReviewMove *out)
{
  out->samples = t->n;
  out->played_value = t->played;
  out->best_value = out->matched ? t->played : t->best;
  out->loss = out->matched ? 0.0 : MAX (0.0, t->diff);
  out->stderr_diff = out->matched || t->n < 2 ? 0.0 : sqrt (t->diff_m2 / (t->n - 1) / t->n);
  out->grade = cs_review_grade (out->matched, out->loss, out->stderr_diff);
  out->mistake = out->grade >= CS_REVIEW_MISTAKE;
}

/* A point a move is a small share of a game's margin: the Castle's and
 * classic games' are tens of points, and a move that lets a point go is
 * one a good player makes too. So under a point is good, from 1 to 3 a
 * slip (a road tile's worth, a follower put a turn early), from 3 a
 * mistake (a small city or a tower's storey lost), from 7 a blunder (a
 * feature or a majority given away). Within twice the standard error of
 * the paired difference no grade is given: the estimate cannot tell. */
CsReviewGrade
cs_review_grade (gboolean matched,
                 double   loss,
                 double   stderr_diff)
{
  if (matched || loss < CS_REVIEW_SLIP_POINTS)
    return CS_REVIEW_GOOD;
  if (loss <= 2.0 * stderr_diff)
    return CS_REVIEW_UNSURE;
  if (loss < CS_REVIEW_MISTAKE_POINTS)
    return CS_REVIEW_SLIP;
  if (loss < CS_REVIEW_BLUNDER_POINTS)
    return CS_REVIEW_MISTAKE;
  return CS_REVIEW_BLUNDER;
}

const char *
cs_review_grade_name (CsReviewGrade grade)
{
  static const char *const names[] = { "good", "unsure", "slip", "mistake", "blunder" };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == CS_REVIEW_N_GRADES);
  g_return_val_if_fail (grade < CS_REVIEW_N_GRADES, NULL);
  return names[grade];
}

static gboolean
cancelled (const gint *cancel)
{
  return cancel != NULL && g_atomic_int_get (cancel) != 0;
}

/* ---- what differs by game --------------------------------------------------- */

/* room for a move of either game (the kinds' functions read and write
 * their own: a CsMove or a CsClassicMove) */
typedef union {
  CsMove        castle;
  CsClassicMove classic;
} AnyMove;

typedef struct _GameKind GameKind;

/* a record to walk, with what its game is played on */
typedef struct {
  const GameKind *kind;
  gconstpointer   record;     /* CsRecord, CsClassicRecord */
  const CsBoard  *board;      /* The Castle's; NULL for classic */
  gconstpointer   tileset;    /* CsTileset, CsClassicTileset */
  guint           n_moves;
  const char     *filename;   /* for errors */
  guint64         game_seed;  /* the record's seed, 0 none */
} Walk;

/* What a review asks of a game. Judging a move (judge_move), walking a
 * record (walk_record) and replaying one to go on from (replay_to) are
 * written once, below, over these. */
struct _GameKind {
  gboolean classic;
  gsize    game_size;         /* sizeof the state: CsGame, CsClassic */
  guint    n_work;            /* states a deal's value works in */
  guint    (*mover)        (gconstpointer game);
  gboolean (*over)         (gconstpointer game);
  /* whether the deals can differ (tiles unseen); NULL: always */
  gboolean (*unseen)       (gconstpointer game);
  /* the level's own choice; FALSE when cancelled */
  gboolean (*choose)       (gconstpointer game, CsAiLevel level, guint64 seed, const gint *cancel,
                            const CsAiOptions *options, gpointer best);
  gboolean (*same)         (gconstpointer a, gconstpointer b);
  /* a move's value to the mover on deal @k (cs_ai_sample_value, cs_classic_ai_deal_value) */
  double   (*value)        (gconstpointer game, CsAiLevel level, guint64 seed, guint k, gconstpointer move,
                            gpointer work);
  /* the seed a move is judged with, as in play */
  guint64  (*move_seed)    (guint64 game_seed, gconstpointer game);
  gboolean (*start)        (const Walk *w, gpointer game, CsEvents *events, GError **error);
  gboolean (*play_move)    (const Walk *w, guint index, gpointer game, CsEvents *events, GError **error);
  /* move @index of the record as an engine move on @game */
  gboolean (*record_move)  (const Walk *w, guint index, gconstpointer game, gpointer move, GError **error);
  /* the step's game and moves, in the fields of this game */
  void     (*fill_step)    (CsReviewStep *step, gconstpointer game, gconstpointer played, gconstpointer best);
};

/* The Castle */

static guint    castle_mover (gconstpointer game) { return ((const CsGame *) game)->active; }
static gboolean castle_over (gconstpointer game) { return cs_game_over (game); }

static gboolean
castle_choose (gconstpointer game, CsAiLevel level, guint64 seed, const gint *cancel, const CsAiOptions *options,
               gpointer best)
{
  return cs_ai_choose_move_full (game, level, seed, cancel, options, best, NULL);
}

static gboolean
castle_same (gconstpointer x, gconstpointer y)
{
  const CsMove *a = x, *b = y;

  return a->cell == b->cell && a->rot == b->rot && a->follower == b->follower;
}

static double
castle_value (gconstpointer game, CsAiLevel level, guint64 seed, guint k, gconstpointer move, gpointer work)
{
  return cs_ai_sample_value (game, level, seed, k, move, work);
}

static guint64
castle_move_seed (guint64 game_seed, gconstpointer game)
{
  return cs_ai_position_seed (game_seed, game);
}

static gboolean
castle_start (const Walk *w, gpointer game, CsEvents *events, GError **error)
{
  return cs_record_start (w->record, w->board, w->tileset, game, events, error);
}

static gboolean
castle_play_move (const Walk *w, guint index, gpointer game, CsEvents *events, GError **error)
{
  return cs_record_play_move (w->record, index, game, events, error);
}

/* move @index of @record as an engine move on @game, resolved as
 * cs_record_play_move resolves it */
static gboolean
castle_record_move (const Walk *w, guint index, gconstpointer state, gpointer move, GError **error)
{
  const CsRecord *r = w->record;
  const CsGame *game = state;
  const CsRecordMove *rm = &g_array_index (r->moves, CsRecordMove, index);
  CsMove *m = move;
  int cell;

  *m = rm->move;
  cell = rm->cell_row < game->board->height && rm->cell_col < game->board->width
         ? game->board->cell_at[rm->cell_row][rm->cell_col] : -1;
  if (cell < 0)
    {
      /* worded as replay, suggest and explain word it: the line, the move */
      cs_record_refuse_move (error, w->filename, rm->line,
                             cs_error_new (CS_ERROR_ILLEGAL_MOVE, "move %u: %c%u is not a cell of the castle (R-1.1)",
                                           index + 1, 'A' + rm->cell_col, rm->cell_row + 1u));
      return FALSE;
    }
  m->cell = cell;
  m->follower = -1;
  if (rm->follower_label)
    {
      const CsTile *t = &game->tileset->tiles[game->current];

      for (guint p = 0; p < t->n_pieces; p++)
        if (t->pieces[p].label == rm->follower_label)
          m->follower = p;
    }
  return TRUE;
}

static void
castle_fill_step (CsReviewStep *step, gconstpointer game, gconstpointer played, gconstpointer best)
{
  step->game = game;
  step->played = played;
  step->best = best;
}

static const GameKind castle_kind = {
  FALSE, sizeof (CsGame), 2, castle_mover, castle_over, NULL, castle_choose, castle_same,
  castle_value, castle_move_seed, castle_start, castle_play_move, castle_record_move, castle_fill_step,
};

/* classic Carcassonne, with or without its expansion */

static guint    classic_mover (gconstpointer game) { return cs_classic_to_move (game); }
static gboolean classic_over (gconstpointer game) { return cs_classic_over (game); }
static gboolean classic_unseen (gconstpointer game) { return cs_classic_tiles_left (game) > 0; }

static gboolean
classic_choose (gconstpointer game, CsAiLevel level, guint64 seed, const gint *cancel, const CsAiOptions *options,
                gpointer best)
{
  return cs_classic_ai_choose_move (game, level, seed, cancel, options, best, NULL);
}

static gboolean
classic_same (gconstpointer x, gconstpointer y)
{
  const CsClassicMove *a = x, *b = y;

  if (a->kind != b->kind)
    return FALSE;
  switch (a->kind)
    {
    case CS_CLASSIC_MOVE_LAY:
      return a->cell == b->cell && a->rot == b->rot && a->follower == b->follower && a->bridge == b->bridge;
    case CS_CLASSIC_MOVE_OFFER:
      return a->pick == b->pick && a->amount == b->amount;
    case CS_CLASSIC_MOVE_BID:
      return a->amount == b->amount;
    case CS_CLASSIC_MOVE_PICK:
      return a->pick == b->pick;
    default:
      return TRUE;
    }
}

static double
classic_value (gconstpointer game, CsAiLevel level, guint64 seed, guint k, gconstpointer move, gpointer work)
{
  return cs_classic_ai_deal_value (game, level, seed, k, move, work);
}

static guint64
classic_move_seed (guint64 game_seed, gconstpointer game)
{
  return cs_ai_move_seed (game_seed, ((const CsClassic *) game)->move);
}

static gboolean
classic_start (const Walk *w, gpointer game, CsEvents *events, GError **error)
{
  return cs_classic_record_start (w->record, w->tileset, game, events, error);
}

static gboolean
classic_play_move (const Walk *w, guint index, gpointer game, CsEvents *events, GError **error)
{
  return cs_classic_record_play_move (w->record, index, game, events, error);
}

static gboolean
classic_record_move (const Walk *w, guint index, gconstpointer game, gpointer move, GError **error)
{
  return cs_classic_record_move (w->record, index, game, move, error);
}

static void
classic_fill_step (CsReviewStep *step, gconstpointer game, gconstpointer played, gconstpointer best)
{
  step->classic = game;
  step->classic_played = played;
  step->classic_best = best;
}

static const GameKind classic_kind = {
  TRUE, sizeof (CsClassic), 3, classic_mover, classic_over, classic_unseen, classic_choose, classic_same,
  classic_value, classic_move_seed, classic_start, classic_play_move, classic_record_move, classic_fill_step,
};

static Walk
walk_of_castle (const CsRecord *record, const CsBoard *board, const CsTileset *tileset)
{
  return (Walk) { &castle_kind, record, board, tileset, record->moves->len,
                  record->filename ? record->filename : "record", record->has_seed ? record->seed : 0 };
}

static Walk
walk_of_classic (const CsClassicRecord *record, const CsClassicTileset *tileset)
{
  return (Walk) { &classic_kind, record, NULL, tileset, record->moves->len,
                  record->filename ? record->filename : "record", record->has_seed ? record->seed : 0 };
}

/* ---- one move --------------------------------------------------------------- */

/* Judge @played, about to be made in @game (the kind's state and move);
 * the level's own choice goes to @best */
static gboolean
judge_move (const GameKind        *kind,
            gconstpointer          game,
            gconstpointer          played,
            const CsReviewOptions *options,
            guint64                seed,
            const gint            *cancel,
            gpointer               best,
            CsReviewMove          *out)
{
  CsAiOptions ao = { .budget_scale = 0, .threads = 1, .time_cap_us = -1 };
  g_autofree gpointer work = NULL;
  guint n;
  Tally t = { 0 };

  g_return_val_if_fail (game != NULL && played != NULL && options != NULL, FALSE);
  g_return_val_if_fail (best != NULL && out != NULL, FALSE);
  g_return_val_if_fail (options->level >= CS_AI_STRONG && options->level < CS_AI_N_LEVELS, FALSE);

  ao.budget_scale = options->budget_scale;
  memset (out, 0, sizeof *out);
  out->player = kind->mover (game);
  if (!kind->choose (game, options->level, seed, cancel, &ao, best) || cancelled (cancel))
    return FALSE;
  out->matched = kind->same (played, best);
  /* with no unseen tile left every deal is the same */
  n = kind->unseen == NULL || kind->unseen (game) ? samples_of (options, kind->classic) : 1;
  work = g_malloc (kind->game_size * kind->n_work);
  for (guint k = 0; k < n; k++)
    {
      double vp, vb;

      if (cancelled (cancel))
        return FALSE;
      vp = kind->value (game, options->level, seed ^ VALUE_STREAM, k, played, work);
      vb = out->matched ? vp : kind->value (game, options->level, seed ^ VALUE_STREAM, k, best, work);
      tally_add (&t, vp, vb);
    }
  tally_finish (&t, out);
  return TRUE;
}

gboolean
cs_review_castle_move (const CsGame          *game,
                       const CsMove          *played,
                       const CsReviewOptions *options,
                       guint64                seed,
                       const gint            *cancel,
                       CsMove                *best,
                       CsReviewMove          *out)
{
  return judge_move (&castle_kind, game, played, options, seed, cancel, best, out);
}

gboolean
cs_review_classic_move (const CsClassic       *game,
                        const CsClassicMove   *played,
                        const CsReviewOptions *options,
                        guint64                seed,
                        const gint            *cancel,
                        CsClassicMove         *best,
                        CsReviewMove          *out)
{
  return judge_move (&classic_kind, game, played, options, seed, cancel, best, out);
}

/* ---- whole records ---------------------------------------------------------- */

/* Every move of the record in order, each handed to @func (NULL: none)
 * with the position before it: judged with @options, or with @options
 * NULL not judged (the step's judgement has only the index and the player,
 * its best move is the move played). FALSE with @error when a move of the
 * record fails, FALSE without when cancelled or stopped by @func. */
static gboolean
walk_record (const Walk            *w,
             const CsReviewOptions *options,
             const gint            *cancel,
             CsReviewFunc           func,
             gpointer               user_data,
             GError               **error)
{
  const GameKind *kind = w->kind;
  g_autofree gpointer game = g_malloc (kind->game_size);
  g_autofree CsEvents *events = g_new (CsEvents, 1);

  if (!kind->start (w, game, events, error))
    return FALSE;
  for (guint i = 0; i < w->n_moves; i++)
    {
      AnyMove played, best;
      CsReviewMove judgement = { 0 };
      CsReviewStep step = { &judgement };

      if (kind->over (game))   /* let the record's own check word it */
        return kind->play_move (w, i, game, events, error);
      if (!kind->record_move (w, i, game, &played, error))
        return FALSE;
      if (options == NULL)
        {
          judgement.player = kind->mover (game);
          kind->fill_step (&step, game, &played, &played);
        }
      else if (options->players != 0 && !(options->players & (1u << kind->mover (game))))
        goto next;
      else if (!judge_move (kind, game, &played, options, kind->move_seed (w->game_seed, game), cancel, &best,
                            &judgement))
        return FALSE;
      else
        kind->fill_step (&step, game, &played, &best);
      judgement.index = i;
      if (func && !func (&step, user_data))
        return FALSE;
    next:
      events->n = 0;
      if (!kind->play_move (w, i, game, events, error))
        return FALSE;
    }
  return TRUE;
}

/* a record with a move the rules refuse is refused whole, with that
 * move's line and rule, before any move is judged */
static gboolean
judge_record (const Walk            *w,
              const CsReviewOptions *options,
              const gint            *cancel,
              CsReviewFunc           func,
              gpointer               user_data,
              GError               **error)
{
  return walk_record (w, NULL, NULL, NULL, NULL, error) && walk_record (w, options, cancel, func, user_data, error);
}

gboolean
cs_review_castle_record (const CsRecord        *record,
                         const CsBoard         *board,
                         const CsTileset       *tileset,
                         const CsReviewOptions *options,
                         const gint            *cancel,
                         CsReviewFunc           func,
                         gpointer               user_data,
                         GError               **error)
{
  Walk w;

  g_return_val_if_fail (record != NULL && board != NULL && tileset != NULL && options != NULL, FALSE);
  w = walk_of_castle (record, board, tileset);
  return judge_record (&w, options, cancel, func, user_data, error);
}

gboolean
cs_review_classic_record (const CsClassicRecord  *record,
                          const CsClassicTileset *tileset,
                          const CsReviewOptions  *options,
                          const gint             *cancel,
                          CsReviewFunc            func,
                          gpointer                user_data,
                          GError                **error)
{
  Walk w;

  g_return_val_if_fail (record != NULL && tileset != NULL && options != NULL, FALSE);
  w = walk_of_classic (record, tileset);
  return judge_record (&w, options, cancel, func, user_data, error);
}

/* ---- the record's moves, not judged ---------------------------------------- */

gboolean
cs_review_castle_walk (const CsRecord   *record,
                       const CsBoard    *board,
                       const CsTileset  *tileset,
                       CsReviewFunc      func,
                       gpointer          user_data,
                       GError          **error)
{
  Walk w;

  g_return_val_if_fail (record != NULL && board != NULL && tileset != NULL, FALSE);
  w = walk_of_castle (record, board, tileset);
  return walk_record (&w, NULL, NULL, func, user_data, error);
}

gboolean
cs_review_classic_walk (const CsClassicRecord  *record,
                        const CsClassicTileset *tileset,
                        CsReviewFunc            func,
                        gpointer                user_data,
                        GError                **error)
{
  Walk w;

  g_return_val_if_fail (record != NULL && tileset != NULL, FALSE);
  w = walk_of_classic (record, tileset);
  return walk_record (&w, NULL, NULL, func, user_data, error);
}

/* ---- the summary ------------------------------------------------------------ */

void
cs_review_summary (const CsReviewMove *moves,
                   guint               n_moves,
                   guint               player,
                   CsReviewSummary    *out)
{
  double m2 = 0;
  guint good = 0;

  g_return_if_fail (out != NULL);
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < n_moves; i++)
    {
      const CsReviewMove *m = &moves[i];
      double delta;

      if (m->player != player)
        continue;
      out->n_moves++;
      out->total_loss += m->loss;
      delta = m->loss - out->mean_loss;
      out->mean_loss += delta / out->n_moves;
      m2 += delta * (m->loss - out->mean_loss);
      good += m->matched || m->loss < CS_REVIEW_SLIP_POINTS;
      if (m->grade < CS_REVIEW_N_GRADES)
        out->n_graded[m->grade]++;
      if (m->grade < CS_REVIEW_SLIP)
        continue;
      /* keep the costliest three, costliest first */
      {
        guint k = MIN (out->n_costliest, CS_REVIEW_COSTLIEST - 1);

        if (out->n_costliest == CS_REVIEW_COSTLIEST && moves[out->costliest[k]].loss >= m->loss)
          continue;
        while (k > 0 && moves[out->costliest[k - 1]].loss < m->loss)
          {
            out->costliest[k] = out->costliest[k - 1];
            k--;
          }
        out->costliest[k] = i;
        out->n_costliest = MIN (out->n_costliest + 1, CS_REVIEW_COSTLIEST);
      }
    }
  if (out->n_moves > 1)
    out->mean_loss_stderr = sqrt (m2 / (out->n_moves - 1) / out->n_moves);
  out->good_share = out->n_moves ? (double) good / out->n_moves : 0.0;
}

/* ---- try from here ------------------------------------------------------------ */

static void
shuffle_tail (guint8 *a, guint from, guint n, guint32 seed)
{
  CsRng rng = { seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 0x7259 };

  for (guint i = n; i > from + 1; i--)
    {
      guint j = from + cs_rng_below (&rng, i - from);
      guint8 t = a[i - 1];
      a[i - 1] = a[j];
      a[j] = t;
    }
}

/* the position after the first @n_moves moves of the record, to go on
 * from; NULL with @error when the record has fewer, one of them fails, or
 * the game is over by then */
static gpointer
replay_to (const Walk *w, guint n_moves, GError **error)
{
  const GameKind *kind = w->kind;
  g_autofree gpointer game = g_malloc (kind->game_size);
  g_autofree CsEvents *events = g_new (CsEvents, 1);

  if (n_moves > w->n_moves)
    {
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: the record has %u moves; there is no move %u to go on from",
                    w->filename, w->n_moves, n_moves + 1);
      return NULL;
    }
  if (!kind->start (w, game, events, error))
    return NULL;
  for (guint i = 0; i < n_moves; i++)
    {
      events->n = 0;
      if (!kind->play_move (w, i, game, events, error))
        return NULL;
    }
  if (kind->over (game))
    {
      if (kind->classic)
        cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: [Moves] %u: the game is over by then (C-8.1)",
                      w->filename, n_moves);
      else
        cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: [Moves] %u: the game is over by then (R-9.1)",
                      w->filename, n_moves);
      return NULL;
    }
  return g_steal_pointer (&game);
}

CsRecord *
cs_review_castle_continue (const CsRecord  *record,
                           const CsBoard   *board,
                           const CsTileset *tileset,
                           guint            n_moves,
                           guint32          seed,
                           GError         **error)
{
  g_autofree CsGame *game = NULL;
  g_autofree char *data = NULL;
  g_autoptr (CsRecord) copy = NULL;
  guint8 order[CS_NUM_TILES];
  Walk w;
  gsize len;

  g_return_val_if_fail (record != NULL && board != NULL && tileset != NULL, NULL);

  w = walk_of_castle (record, board, tileset);
  game = replay_to (&w, n_moves, error);
  if (game == NULL)
    return NULL;
  data = cs_record_to_data (record, &len);
  copy = cs_record_parse (data, len, record->filename, error);
  if (copy == NULL)
    return NULL;
  g_array_set_size (copy->moves, n_moves);
  /* the tiles drawn so far (the one in hand last) stay; the rest is dealt anew */
  memcpy (order, game->draw_order, sizeof order);
  shuffle_tail (order, game->pile_pos, CS_NUM_TILES, seed);
  for (guint i = 0; i < CS_NUM_TILES; i++)
    copy->draw_numbers[i] = tileset->tiles[order[i]].number;
  copy->n_draw_numbers = CS_NUM_TILES;
  copy->in_hand = 0;
  copy->seed = seed;
  copy->has_seed = TRUE;
  return g_steal_pointer (&copy);
}

CsClassicRecord *
cs_review_classic_continue (const CsClassicRecord  *record,
                            const CsClassicTileset *tileset,
                            guint                   n_moves,
                            guint32                 seed,
                            GError                **error)
{
  g_autofree CsClassic *game = NULL;
  g_autofree char *data = NULL;
  g_autoptr (CsClassicRecord) copy = NULL;
  Walk w;
  gsize len;

  g_return_val_if_fail (record != NULL && tileset != NULL, NULL);

  w = walk_of_classic (record, tileset);
  game = replay_to (&w, n_moves, error);
  if (game == NULL)
    return NULL;
  data = cs_classic_record_to_data (record, &len);
  copy = cs_classic_record_parse (data, len, record->filename, error);
  if (copy == NULL)
    return NULL;
  g_array_set_size (copy->moves, n_moves);
  /* the pile's letters are in draw order: those drawn so far stay */
  shuffle_tail ((guint8 *) copy->pile, MIN (game->pile_pos, copy->n_pile), copy->n_pile, seed);
  copy->seed = seed & 0x7FFFFFFF;   /* older readers take Seed up to 2^31 − 1 */
  copy->has_seed = TRUE;
  return g_steal_pointer (&copy);
}
