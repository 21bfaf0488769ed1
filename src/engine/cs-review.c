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
  /* within the noise, or under a point, it is no mistake */
  out->mistake = !out->matched && out->loss >= 1.0 && out->loss > 2.0 * out->stderr_diff;
}

static gboolean
cancelled (const gint *cancel)
{
  return cancel != NULL && g_atomic_int_get (cancel) != 0;
}

static gboolean
castle_same (const CsMove *a, const CsMove *b)
{
  return a->cell == b->cell && a->rot == b->rot && a->follower == b->follower;
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
  CsAiOptions ao = { .budget_scale = 0, .threads = 1, .time_cap_us = -1 };
  g_autofree CsGame *work = NULL;
  guint n;
  Tally t = { 0 };

  g_return_val_if_fail (game != NULL && played != NULL && options != NULL, FALSE);
  g_return_val_if_fail (best != NULL && out != NULL, FALSE);
  g_return_val_if_fail (options->level >= CS_AI_STRONG && options->level < CS_AI_N_LEVELS, FALSE);

  ao.budget_scale = options->budget_scale;
  memset (out, 0, sizeof *out);
  out->player = game->active;
  if (!cs_ai_choose_move_full (game, options->level, seed, cancel, &ao, best, NULL))
    return FALSE;
  out->matched = castle_same (played, best);
  n = samples_of (options, FALSE);
  work = g_new (CsGame, 2);
  for (guint k = 0; k < n; k++)
    {
      double vp, vb;

      if (cancelled (cancel))
        return FALSE;
      vp = cs_ai_sample_value (game, options->level, seed ^ VALUE_STREAM, k, played, work);
      vb = out->matched ? vp : cs_ai_sample_value (game, options->level, seed ^ VALUE_STREAM, k, best, work);
      tally_add (&t, vp, vb);
    }
  tally_finish (&t, out);
  return TRUE;
}

static gboolean
classic_same (const CsClassicMove *a, const CsClassicMove *b)
{
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

gboolean
cs_review_classic_move (const CsClassic       *game,
                        const CsClassicMove   *played,
                        const CsReviewOptions *options,
                        guint64                seed,
                        const gint            *cancel,
                        CsClassicMove         *best,
                        CsReviewMove          *out)
{
  CsAiOptions ao = { .budget_scale = 0, .threads = 1, .time_cap_us = -1 };
  g_autofree CsClassic *work = NULL;
  guint n;
  Tally t = { 0 };

  g_return_val_if_fail (game != NULL && played != NULL && options != NULL, FALSE);
  g_return_val_if_fail (best != NULL && out != NULL, FALSE);
  g_return_val_if_fail (options->level >= CS_AI_STRONG && options->level < CS_AI_N_LEVELS, FALSE);

  ao.budget_scale = options->budget_scale;
  memset (out, 0, sizeof *out);
  out->player = cs_classic_to_move (game);
  if (!cs_classic_ai_choose_move (game, options->level, seed, cancel, &ao, best, NULL) || cancelled (cancel))
    return FALSE;
  out->matched = classic_same (played, best);
  /* with no unseen tile left every deal is the same */
  n = cs_classic_tiles_left (game) > 0 ? samples_of (options, TRUE) : 1;
  work = g_new (CsClassic, 3);
  for (guint k = 0; k < n; k++)
    {
      double vp, vb;

      if (cancelled (cancel))
        return FALSE;
      vp = cs_classic_ai_deal_value (game, options->level, seed ^ VALUE_STREAM, k, played, work);
      vb = out->matched ? vp : cs_classic_ai_deal_value (game, options->level, seed ^ VALUE_STREAM, k, best, work);
      tally_add (&t, vp, vb);
    }
  tally_finish (&t, out);
  return TRUE;
}

/* ---- whole records ---------------------------------------------------------- */

/* move @index of @record as an engine move on @game, resolved as
 * cs_record_play_move resolves it */
static gboolean
castle_record_move (const CsRecord *r,
                    guint           index,
                    const CsGame   *game,
                    CsMove         *m,
                    GError        **error)
{
  const CsRecordMove *rm = &g_array_index (r->moves, CsRecordMove, index);
  const char *file = r->filename ? r->filename : "record";
  int cell;

  *m = rm->move;
  cell = rm->cell_row < game->board->height && rm->cell_col < game->board->width
         ? game->board->cell_at[rm->cell_row][rm->cell_col] : -1;
  if (cell < 0)
    {
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: [Moves] %u: %c%u is not a cell of the castle (R-1.1)",
                    file, index + 1, 'A' + rm->cell_col, rm->cell_row + 1u);
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

/* a walk's step that only lets the walk go on */
static gboolean
step_accept (const CsReviewStep *step,
             gpointer            user_data)
{
  return TRUE;
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
  g_autofree CsGame *game = g_new (CsGame, 1);
  g_autofree CsEvents *events = g_new (CsEvents, 1);
  guint64 game_seed;

  g_return_val_if_fail (record != NULL && board != NULL && tileset != NULL && options != NULL, FALSE);

  game_seed = record->has_seed ? record->seed : 0;
  /* a record with a move the rules refuse is refused whole, with that
   * move's line and rule, before any move is judged */
  if (!cs_review_castle_walk (record, board, tileset, step_accept, NULL, error))
    return FALSE;
  if (!cs_record_start (record, board, tileset, game, events, error))
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      CsMove played, best;
      CsReviewMove judgement;
      CsReviewStep step = { &judgement, game, &played, &best, NULL, NULL, NULL };

      if (cs_game_over (game))   /* let the record's own check word it */
        return cs_record_play_move (record, i, game, events, error);
      if (!castle_record_move (record, i, game, &played, error))
        return FALSE;
      if (options->players != 0 && !(options->players & (1u << game->active)))
        goto next;
      if (!cs_review_castle_move (game, &played, options, cs_ai_position_seed (game_seed, game), cancel, &best,
                                  &judgement))
        return FALSE;
      judgement.index = i;
      if (func && !func (&step, user_data))
        return FALSE;
    next:
      events->n = 0;
      if (!cs_record_play_move (record, i, game, events, error))
        return FALSE;
    }
  return TRUE;
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
  g_autofree CsClassic *game = g_new (CsClassic, 1);
  g_autofree CsEvents *events = g_new (CsEvents, 1);
  guint64 game_seed;

  g_return_val_if_fail (record != NULL && tileset != NULL && options != NULL, FALSE);

  game_seed = record->has_seed ? record->seed : 0;
  if (!cs_review_classic_walk (record, tileset, step_accept, NULL, error))
    return FALSE;
  if (!cs_classic_record_start (record, tileset, game, events, error))
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      CsClassicMove played, best;
      CsReviewMove judgement;
      CsReviewStep step = { &judgement, NULL, NULL, NULL, game, &played, &best };

      if (cs_classic_over (game))
        return cs_classic_record_play_move (record, i, game, events, error);
      if (!cs_classic_record_move (record, i, game, &played, error))
        return FALSE;
      if (options->players != 0 && !(options->players & (1u << cs_classic_to_move (game))))
        goto next;
      if (!cs_review_classic_move (game, &played, options, cs_ai_move_seed (game_seed, game->move), cancel, &best,
                                   &judgement))
        return FALSE;
      judgement.index = i;
      if (func && !func (&step, user_data))
        return FALSE;
    next:
      events->n = 0;
      if (!cs_classic_record_play_move (record, i, game, events, error))
        return FALSE;
    }
  return TRUE;
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
  g_autofree CsGame *game = g_new (CsGame, 1);
  g_autofree CsEvents *events = g_new (CsEvents, 1);

  g_return_val_if_fail (record != NULL && board != NULL && tileset != NULL, FALSE);

  if (!cs_record_start (record, board, tileset, game, events, error))
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      CsMove played;
      CsReviewMove judgement = { 0 };
      CsReviewStep step = { &judgement, game, &played, &played, NULL, NULL, NULL };

      if (cs_game_over (game))   /* let the record's own check word it */
        return cs_record_play_move (record, i, game, events, error);
      if (!castle_record_move (record, i, game, &played, error))
        return FALSE;
      judgement.index = i;
      judgement.player = game->active;
      if (func && !func (&step, user_data))
        return FALSE;
      events->n = 0;
      if (!cs_record_play_move (record, i, game, events, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
cs_review_classic_walk (const CsClassicRecord  *record,
                        const CsClassicTileset *tileset,
                        CsReviewFunc            func,
                        gpointer                user_data,
                        GError                **error)
{
  g_autofree CsClassic *game = g_new (CsClassic, 1);
  g_autofree CsEvents *events = g_new (CsEvents, 1);

  g_return_val_if_fail (record != NULL && tileset != NULL, FALSE);

  if (!cs_classic_record_start (record, tileset, game, events, error))
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      CsClassicMove played;
      CsReviewMove judgement = { 0 };
      CsReviewStep step = { &judgement, NULL, NULL, NULL, game, &played, &played };

      if (cs_classic_over (game))
        return cs_classic_record_play_move (record, i, game, events, error);
      if (!cs_classic_record_move (record, i, game, &played, error))
        return FALSE;
      judgement.index = i;
      judgement.player = cs_classic_to_move (game);
      if (func && !func (&step, user_data))
        return FALSE;
      events->n = 0;
      if (!cs_classic_record_play_move (record, i, game, events, error))
        return FALSE;
    }
  return TRUE;
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
      good += m->matched || m->loss < 1.0;
      if (!m->mistake)
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

CsRecord *
cs_review_castle_continue (const CsRecord  *record,
                           const CsBoard   *board,
                           const CsTileset *tileset,
                           guint            n_moves,
                           guint32          seed,
                           GError         **error)
{
  g_autofree CsGame *game = g_new (CsGame, 1);
  g_autofree CsEvents *events = g_new (CsEvents, 1);
  g_autofree char *data = NULL;
  g_autoptr (CsRecord) copy = NULL;
  guint8 order[CS_NUM_TILES];
  gsize len;

  g_return_val_if_fail (record != NULL && board != NULL && tileset != NULL, NULL);

  if (n_moves > record->moves->len)
    {
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: the record has %u moves; there is no move %u to go on from",
                    record->filename ? record->filename : "record", record->moves->len, n_moves + 1);
      return NULL;
    }
  if (!cs_record_start (record, board, tileset, game, events, error))
    return NULL;
  for (guint i = 0; i < n_moves; i++)
    {
      events->n = 0;
      if (!cs_record_play_move (record, i, game, events, error))
        return NULL;
    }
  if (cs_game_over (game))
    {
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: [Moves] %u: the game is over by then (R-9.1)",
                    record->filename ? record->filename : "record", n_moves);
      return NULL;
    }
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
  g_autofree CsClassic *game = g_new (CsClassic, 1);
  g_autofree CsEvents *events = g_new (CsEvents, 1);
  g_autofree char *data = NULL;
  g_autoptr (CsClassicRecord) copy = NULL;
  gsize len;

  g_return_val_if_fail (record != NULL && tileset != NULL, NULL);

  if (n_moves > record->moves->len)
    {
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: the record has %u moves; there is no move %u to go on from",
                    record->filename ? record->filename : "record", record->moves->len, n_moves + 1);
      return NULL;
    }
  if (!cs_classic_record_start (record, tileset, game, events, error))
    return NULL;
  for (guint i = 0; i < n_moves; i++)
    {
      events->n = 0;
      if (!cs_classic_record_play_move (record, i, game, events, error))
        return NULL;
    }
  if (cs_classic_over (game))
    {
      cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "%s: [Moves] %u: the game is over by then (C-8.1)",
                    record->filename ? record->filename : "record", n_moves);
      return NULL;
    }
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
