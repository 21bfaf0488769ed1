/* castellan-review.c — the judgement of every move of a game, for any view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list holds every move of the record from the start, each with its
 * number, player and the move played in words (one quick replay,
 * cs_review_castle_walk / cs_review_classic_walk), not judged yet. The
 * worker thread replays the record, which it only reads, through
 * cs_review_castle_record or cs_review_classic_record; each judged move is
 * worded there (cs-review-text.h) and handed to the main context, where it
 * takes its row's place (items-changed of one item) and moves the
 * progress on. Cancelling sets the engine's
 * flag at once, so the move being judged stops too.
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-review.h"
#include "castellan-shipped.h"
#include "cs-classic-text.h"
#include "cs-error.h"
#include "cs-review-text.h"
#include "cs-review.h"
#include "cs-text.h"

/* ---- one judged move ------------------------------------------------------------ */

struct _CastellanReviewMove {
  GObject       parent_instance;
  CsReviewMove  judgement;
  char         *player_name;
  char         *played;
  char         *best;
  char         *explanation;
  int           played_cell;
  int           best_cell;
  gboolean      judged;       /* else only the number, the player and the move played */
};

G_DEFINE_FINAL_TYPE (CastellanReviewMove, castellan_review_move, G_TYPE_OBJECT)

enum {
  MOVE_PROP_0,
  MOVE_PROP_NUMBER,
  MOVE_PROP_PLAYER,
  MOVE_PROP_PLAYER_NAME,
  MOVE_PROP_PLAYED,
  MOVE_PROP_BEST,
  MOVE_PROP_PLAYED_VALUE,
  MOVE_PROP_BEST_VALUE,
  MOVE_PROP_LOSS,
  MOVE_PROP_STDERR,
  MOVE_PROP_MATCHED,
  MOVE_PROP_MISTAKE,
  MOVE_PROP_EXPLANATION,
  MOVE_PROP_JUDGED,
  MOVE_N_PROPS
};

static GParamSpec *move_props[MOVE_N_PROPS];

static void
castellan_review_move_finalize (GObject *object)
{
  CastellanReviewMove *self = CASTELLAN_REVIEW_MOVE (object);

  g_free (self->player_name);
  g_free (self->played);
  g_free (self->best);
  g_free (self->explanation);
  G_OBJECT_CLASS (castellan_review_move_parent_class)->finalize (object);
}

static void
castellan_review_move_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanReviewMove *self = CASTELLAN_REVIEW_MOVE (object);

  switch (id)
    {
    case MOVE_PROP_NUMBER:       g_value_set_uint (value, self->judgement.index + 1); break;
    case MOVE_PROP_PLAYER:       g_value_set_uint (value, self->judgement.player); break;
    case MOVE_PROP_PLAYER_NAME:  g_value_set_string (value, self->player_name); break;
    case MOVE_PROP_PLAYED:       g_value_set_string (value, self->played); break;
    case MOVE_PROP_BEST:         g_value_set_string (value, self->best); break;
    case MOVE_PROP_PLAYED_VALUE: g_value_set_double (value, self->judgement.played_value); break;
    case MOVE_PROP_BEST_VALUE:   g_value_set_double (value, self->judgement.best_value); break;
    case MOVE_PROP_LOSS:         g_value_set_double (value, self->judgement.loss); break;
    case MOVE_PROP_STDERR:       g_value_set_double (value, self->judgement.stderr_diff); break;
    case MOVE_PROP_MATCHED:      g_value_set_boolean (value, self->judgement.matched); break;
    case MOVE_PROP_MISTAKE:      g_value_set_boolean (value, self->judgement.mistake); break;
    case MOVE_PROP_EXPLANATION:  g_value_set_string (value, self->explanation); break;
    case MOVE_PROP_JUDGED:       g_value_set_boolean (value, self->judged); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_review_move_class_init (CastellanReviewMoveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_review_move_finalize;
  object_class->get_property = castellan_review_move_get_property;

  move_props[MOVE_PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 1, G_MAXUINT, 1, ro);
  move_props[MOVE_PROP_PLAYER] = g_param_spec_uint ("player", NULL, NULL, 0, G_MAXUINT, 0, ro);
  move_props[MOVE_PROP_PLAYER_NAME] = g_param_spec_string ("player-name", NULL, NULL, NULL, ro);
  move_props[MOVE_PROP_PLAYED] = g_param_spec_string ("played", NULL, NULL, NULL, ro);
  move_props[MOVE_PROP_BEST] = g_param_spec_string ("best", NULL, NULL, NULL, ro);
  move_props[MOVE_PROP_PLAYED_VALUE] = g_param_spec_double ("played-value", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, ro);
  move_props[MOVE_PROP_BEST_VALUE] = g_param_spec_double ("best-value", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, ro);
  move_props[MOVE_PROP_LOSS] = g_param_spec_double ("loss", NULL, NULL, 0, G_MAXDOUBLE, 0, ro);
  move_props[MOVE_PROP_STDERR] = g_param_spec_double ("stderr", NULL, NULL, 0, G_MAXDOUBLE, 0, ro);
  move_props[MOVE_PROP_MATCHED] = g_param_spec_boolean ("matched", NULL, NULL, FALSE, ro);
  move_props[MOVE_PROP_MISTAKE] = g_param_spec_boolean ("mistake", NULL, NULL, FALSE, ro);
  move_props[MOVE_PROP_EXPLANATION] = g_param_spec_string ("explanation", NULL, NULL, NULL, ro);
  move_props[MOVE_PROP_JUDGED] = g_param_spec_boolean ("judged", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, MOVE_N_PROPS, move_props);
}

static void
castellan_review_move_init (CastellanReviewMove *self)
{
  self->played_cell = -1;
  self->best_cell = -1;
}

guint       castellan_review_move_get_number       (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), 0); return self->judgement.index + 1; }
guint       castellan_review_move_get_player       (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), 0); return self->judgement.player; }
const char *castellan_review_move_get_player_name  (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), NULL); return self->player_name; }
const char *castellan_review_move_get_played       (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), NULL); return self->played; }
const char *castellan_review_move_get_best         (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), NULL); return self->best; }
double      castellan_review_move_get_played_value (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), 0); return self->judgement.played_value; }
double      castellan_review_move_get_best_value   (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), 0); return self->judgement.best_value; }
double      castellan_review_move_get_loss         (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), 0); return self->judgement.loss; }
double      castellan_review_move_get_stderr       (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), 0); return self->judgement.stderr_diff; }
gboolean    castellan_review_move_get_matched      (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), FALSE); return self->judgement.matched; }
gboolean    castellan_review_move_get_mistake      (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), FALSE); return self->judgement.mistake; }

char *
castellan_review_move_dup_loss_text (CastellanReviewMove *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), NULL);
  return cs_review_text_loss (&self->judgement);
}

char *
castellan_review_move_dup_difference_text (CastellanReviewMove *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), NULL);
  return cs_review_text_difference (&self->judgement);
}

char *
castellan_review_dup_signed (double value)
{
  return cs_review_text_signed (value);
}

char *
castellan_review_dup_decimal (double value)
{
  return cs_review_text_decimal (value);
}

G_STATIC_ASSERT ((int) CASTELLAN_REVIEW_N_GRADES == (int) CS_REVIEW_N_GRADES);
G_STATIC_ASSERT ((int) CASTELLAN_REVIEW_SLIP == (int) CS_REVIEW_SLIP);
G_STATIC_ASSERT ((int) CASTELLAN_REVIEW_BLUNDER == (int) CS_REVIEW_BLUNDER);

CastellanReviewGrade
castellan_review_move_get_grade (CastellanReviewMove *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), CASTELLAN_REVIEW_GOOD);
  return (CastellanReviewGrade) self->judgement.grade;
}
const char *castellan_review_move_get_explanation  (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), NULL); return self->explanation; }
int         castellan_review_move_get_played_cell  (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), -1); return self->played_cell; }
int         castellan_review_move_get_best_cell    (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), -1); return self->best_cell; }
gboolean    castellan_review_move_get_judged       (CastellanReviewMove *self) { g_return_val_if_fail (CASTELLAN_IS_REVIEW_MOVE (self), FALSE); return self->judged; }

/* ---- the review ------------------------------------------------------------------ */

/* the engine's English in the reader's language; a classic tile by its
 * picture, not by its design's letter, which no player sees */
static void
localize_error (GError *error)
{
  cs_text_error_localize_tiles (error, castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB));
}

struct _CastellanReview {
  GObject          parent_instance;
  CsRecord        *record;          /* one of the two is set */
  CsClassicRecord *classic;
  char            *names[CS_CLASSIC_MAX_PLAYERS];
  guint            n_players;
  CsAiLevel        level;
  guint            samples;
  GListStore      *moves;
  guint            n_moves;
  guint            n_judged;        /* items of the list judged so far */
  gboolean         running;
  gboolean         started;
};

G_DEFINE_FINAL_TYPE (CastellanReview, castellan_review, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_GAME_KIND,
  PROP_N_MOVES,
  PROP_MOVES,
  PROP_PROGRESS,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
castellan_review_finalize (GObject *object)
{
  CastellanReview *self = CASTELLAN_REVIEW (object);

  g_clear_pointer (&self->record, cs_record_free);
  g_clear_pointer (&self->classic, cs_classic_record_free);
  for (guint p = 0; p < G_N_ELEMENTS (self->names); p++)
    g_free (self->names[p]);
  g_clear_object (&self->moves);
  G_OBJECT_CLASS (castellan_review_parent_class)->finalize (object);
}

static void
castellan_review_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanReview *self = CASTELLAN_REVIEW (object);

  switch (id)
    {
    case PROP_LEVEL:     g_value_set_string (value, castellan_review_get_level (self)); break;
    case PROP_GAME_KIND: g_value_set_string (value, castellan_review_get_game_kind (self)); break;
    case PROP_N_MOVES:   g_value_set_uint (value, self->n_moves); break;
    case PROP_MOVES:     g_value_set_object (value, self->moves); break;
    case PROP_PROGRESS:  g_value_set_double (value, castellan_review_get_progress (self)); break;
    case PROP_RUNNING:   g_value_set_boolean (value, self->running); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_review_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  CastellanReview *self = CASTELLAN_REVIEW (object);

  switch (id)
    {
    case PROP_LEVEL:
      castellan_review_set_level (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_review_class_init (CastellanReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_review_finalize;
  object_class->get_property = castellan_review_get_property;
  object_class->set_property = castellan_review_set_property;

  props[PROP_LEVEL] = g_param_spec_string ("level", NULL, NULL, "strong",
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_GAME_KIND] = g_param_spec_string ("game-kind", NULL, NULL, NULL, ro);
  props[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_MOVES] = g_param_spec_object ("moves", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  props[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, 0, 1, 0, ro | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_review_init (CastellanReview *self)
{
  self->level = CS_AI_STRONG;
  self->moves = g_list_store_new (CASTELLAN_TYPE_REVIEW_MOVE);
}

/* a row of the list for @step: judged, or (@judged FALSE) only the move
 * played, with its number and player; on either thread, the review only read */
static CastellanReviewMove *
move_from_step (CastellanReview *self, const CsReviewStep *step, gboolean judged)
{
  CastellanReviewMove *move = g_object_new (CASTELLAN_TYPE_REVIEW_MOVE, NULL);
  CsTheme theme = self->record ? (CsTheme) self->record->theme : CS_THEME_CASTLE;

  move->judged = judged;
  move->judgement = *step->judgement;
  move->player_name = g_strdup (self->names[step->judgement->player]);
  move->played = cs_review_text_move_words (step, FALSE, theme);
  if (step->played)
    move->played_cell = step->played->cell;
  else if (step->classic_played->kind == CS_CLASSIC_MOVE_LAY)
    move->played_cell = step->classic_played->cell;
  if (!judged)
    return move;
  move->best = cs_review_text_move_words (step, TRUE, theme);
  move->explanation = cs_review_text_explain (step, theme, (const char *const *) self->names);
  if (step->best)
    move->best_cell = step->best->cell;
  else if (step->classic_best->kind == CS_CLASSIC_MOVE_LAY)
    move->best_cell = step->classic_best->cell;
  return move;
}

typedef struct {
  CastellanReview *self;
  GPtrArray       *rows;
} Listing;

static gboolean
list_step (const CsReviewStep *step, gpointer data)
{
  Listing *l = data;

  g_ptr_array_add (l->rows, move_from_step (l->self, step, FALSE));
  return TRUE;
}

/* every move of the record in the list at once, not judged yet: one
 * replay of the record, quick enough for the main thread; a move the
 * record cannot play is an error here already (file, move, rule) */
static void
list_moves (CastellanReview *self, GError **error)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  Listing l = { self, rows };
  gboolean ok;

  if (self->record)
    ok = cs_review_castle_walk (self->record, castellan_shipped_board (), castellan_shipped_tileset (), list_step, &l,
                                error);
  else
    ok = cs_review_classic_walk (self->classic,
                                 castellan_shipped_classic_tileset_with (self->classic->options & CS_CLASSIC_BCB),
                                 list_step, &l, error);
  if (!ok)
    return;
  g_assert (rows->len == self->n_moves);
  g_list_store_splice (self->moves, 0, 0, rows->pdata, rows->len);
}

CastellanReview *
castellan_review_new (const char  *data,
                      gsize        length,
                      const char  *filename,
                      GError     **error)
{
  g_autoptr (CastellanReview) self = NULL;
  GError *local = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  self = g_object_new (CASTELLAN_TYPE_REVIEW, NULL);
  if (cs_record_data_is_classic (data, length))
    {
      self->classic = cs_classic_record_parse (data, length, filename, &local);
      if (self->classic && g_strcmp0 (self->classic->tileset_ref, "carcassonne") != 0)
        cs_error_set (&local, CS_ERROR_PARSE, "%s: [Game] Tileset=%s: only the shipped tile set can be opened here",
                      filename, self->classic->tileset_ref);
      if (local == NULL)
        {
          self->n_players = self->classic->n_players;
          self->n_moves = self->classic->moves->len;
          for (guint p = 0; p < self->n_players; p++)
            self->names[p] = g_strdup (castellan_classic_shown_name (p, self->classic->names[p]));
        }
    }
  else
    {
      self->record = cs_record_parse (data, length, filename, &local);
      if (self->record && (g_strcmp0 (self->record->board_ref, "castle") != 0 ||
                           g_strcmp0 (self->record->tileset_ref, "castellan") != 0))
        cs_error_set (&local, CS_ERROR_PARSE,
                      "%s: [Game] Board=%s, Tileset=%s: only the shipped board and tile set can be opened here",
                      filename, self->record->board_ref, self->record->tileset_ref);
      if (local == NULL)
        {
          self->n_players = CS_NUM_PLAYERS;
          self->n_moves = self->record->moves->len;
          for (guint p = 0; p < CS_NUM_PLAYERS; p++)
            self->names[p] = g_strdup (castellan_player_shown_name (self->record->names[p]));
        }
    }
  if (local == NULL)
    list_moves (self, &local);
  if (local)
    {
      localize_error (local);
      g_propagate_error (error, local);
      return NULL;
    }
  return g_steal_pointer (&self);
}

void
castellan_review_set_level (CastellanReview *self,
                            const char      *level)
{
  int l;

  g_return_if_fail (CASTELLAN_IS_REVIEW (self));
  g_return_if_fail (!self->started);

  l = level ? cs_ai_level_from_name (level) : CS_AI_STRONG;
  g_return_if_fail (l == CS_AI_STRONG || l == CS_AI_EXPERT);
  if ((CsAiLevel) l == self->level)
    return;
  self->level = l;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LEVEL]);
}

const char *
castellan_review_get_level (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), NULL);
  return cs_ai_level_name (self->level);
}

void
castellan_review_set_samples (CastellanReview *self,
                              guint            samples)
{
  g_return_if_fail (CASTELLAN_IS_REVIEW (self));
  g_return_if_fail (!self->started);
  self->samples = samples;
}

const char *
castellan_review_get_game_kind (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), NULL);
  return self->classic ? "carcassonne" : "castle";
}

guint
castellan_review_get_n_players (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), 0);
  return self->n_players;
}

const char *
castellan_review_get_player_name (CastellanReview *self,
                                  guint            seat)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->names[seat];
}

guint
castellan_review_get_n_moves (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), 0);
  return self->n_moves;
}

GListModel *
castellan_review_get_moves (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), NULL);
  return G_LIST_MODEL (self->moves);
}

double
castellan_review_get_progress (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), 0);
  return self->n_moves ? MIN (1.0, (double) self->n_judged / self->n_moves) : 1.0;
}

guint
castellan_review_get_n_judged (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), 0);
  return self->n_judged;
}

gboolean
castellan_review_get_running (CastellanReview *self)
{
  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), FALSE);
  return self->running;
}

/* ---- the worker ------------------------------------------------------------------- */

typedef struct {
  CastellanReview *self;      /* a reference: the records stay while the thread reads them */
  GMainContext    *context;
  GCancellable    *cancellable;
  gulong           handler;
  gint             cancel;    /* the engine's flag */
} Work;

static void
work_free (Work *w)
{
  if (w->cancellable)
    {
      g_cancellable_disconnect (w->cancellable, w->handler);
      g_object_unref (w->cancellable);
    }
  g_main_context_unref (w->context);
  g_object_unref (w->self);
  g_free (w);
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  Work *w = data;
  g_atomic_int_set (&w->cancel, 1);
}

typedef struct {
  CastellanReview     *self;
  CastellanReviewMove *move;
} Arrival;

static gboolean
arrive_cb (gpointer data)
{
  Arrival *a = data;

  guint index = a->move->judgement.index;
  g_autoptr (CastellanReviewMove) was = g_list_model_get_item (G_LIST_MODEL (a->self->moves), index);

  /* the move's row, listed from the start, filled in: one item changes */
  g_return_val_if_fail (was != NULL && !was->judged, G_SOURCE_REMOVE);
  g_list_store_splice (a->self->moves, index, 1, (gpointer *) &a->move, 1);
  a->self->n_judged++;
  g_object_notify_by_pspec (G_OBJECT (a->self), props[PROP_PROGRESS]);
  return G_SOURCE_REMOVE;
}

static void
arrival_free (gpointer data)
{
  Arrival *a = data;

  g_object_unref (a->self);
  g_object_unref (a->move);
  g_free (a);
}

static gboolean
on_step (const CsReviewStep *step, gpointer data)
{
  Work *w = data;
  Arrival *a = g_new (Arrival, 1);

  a->self = g_object_ref (w->self);
  a->move = move_from_step (w->self, step, TRUE);
  g_main_context_invoke_full (w->context, G_PRIORITY_DEFAULT, arrive_cb, a, arrival_free);
  return !g_cancellable_is_cancelled (w->cancellable);
}

static void
run_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Work *w = data;
  CastellanReview *self = w->self;
  CsReviewOptions opts = { self->level, self->samples };
  GError *error = NULL;
  gboolean ok;

  if (self->record)
    ok = cs_review_castle_record (self->record, castellan_shipped_board (), castellan_shipped_tileset (), &opts,
                                  &w->cancel, on_step, w, &error);
  else
    ok = cs_review_classic_record (self->classic,
                                   castellan_shipped_classic_tileset_with (self->classic->options & CS_CLASSIC_BCB),
                                   &opts, &w->cancel, on_step, w, &error);
  if (g_task_return_error_if_cancelled (task))
    g_clear_error (&error);
  else if (!ok && error)
    {
      localize_error (error);
      g_task_return_error (task, error);
    }
  else if (!ok)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", _("The review was stopped."));
  else
    g_task_return_boolean (task, TRUE);
}

static void
run_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  CastellanReview *self = CASTELLAN_REVIEW (source);
  GTask *outer = data;

  self->running = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PROGRESS]);
  {
    GError *error = NULL;
    if (g_task_propagate_boolean (G_TASK (result), &error))
      g_task_return_boolean (outer, TRUE);
    else
      g_task_return_error (outer, error);
  }
  g_object_unref (outer);
}

void
castellan_review_run_async (CastellanReview     *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  GTask *outer;
  Work *w;

  g_return_if_fail (CASTELLAN_IS_REVIEW (self));
  g_return_if_fail (!self->started);

  self->started = TRUE;
  self->running = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);

  /* the outer task reports to the caller after the running flag is down */
  outer = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (outer, castellan_review_run_async);
  w = g_new0 (Work, 1);
  w->self = g_object_ref (self);
  w->context = g_main_context_ref_thread_default ();
  if (cancellable)
    {
      w->cancellable = g_object_ref (cancellable);
      w->handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), w, NULL);
    }
  task = g_task_new (self, cancellable, run_done_cb, outer);
  g_task_set_task_data (task, w, (GDestroyNotify) work_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_thread);
}

gboolean
castellan_review_run_finish (CastellanReview  *self,
                             GAsyncResult     *result,
                             GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---- the position before a move ------------------------------------------------- */

/* The record's first @n moves, as a saved game's text. A Castle record
 * saved in the middle of a turn names the tile in hand and only the draws
 * made by then: the prefix names the tile held before its next move. */
static char *
prefix_data (CastellanReview *self, guint n, gsize *length, GError **error)
{
  if (self->record)
    {
      CsRecord head = *self->record;
      g_autofree CsGame *g = NULL;
      char *data;

      head.moves = g_array_sized_new (FALSE, FALSE, sizeof (CsRecordMove), n);
      g_array_append_vals (head.moves, self->record->moves->data, n);
      if (self->record->in_hand != 0 && n < self->record->moves->len)
        {
          g = g_new0 (CsGame, 1);
          if (!cs_record_start (self->record, castellan_shipped_board (), castellan_shipped_tileset (), g, NULL, error))
            {
              g_array_unref (head.moves);
              return NULL;
            }
          for (guint i = 0; i < n; i++)
            if (!cs_record_play_move (self->record, i, g, NULL, error))
              {
                g_array_unref (head.moves);
                return NULL;
              }
          head.in_hand = g->tileset->tiles[g->current].number;
        }
      data = cs_record_to_data (&head, length);
      g_array_unref (head.moves);
      return data;
    }
  {
    CsClassicRecord head = *self->classic;
    char *data;

    head.moves = g_array_sized_new (FALSE, FALSE, sizeof (CsClassicRecordMove), n);
    g_array_append_vals (head.moves, self->classic->moves->data, n);
    data = cs_classic_record_to_data (&head, length);
    g_array_unref (head.moves);
    return data;
  }
}

GObject *
castellan_review_dup_game_before (CastellanReview  *self,
                                  guint             number,
                                  GError          **error)
{
  g_autoptr (GObject) game = NULL;
  g_autofree char *data = NULL;
  const char *filename;
  GError *local = NULL;
  gsize length;

  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), NULL);
  g_return_val_if_fail (number >= 1, NULL);

  filename = self->record ? self->record->filename : self->classic->filename;
  if (number > self->n_moves + 1)
    {
      /* Translators: the first %s is a file's name; %u are move numbers */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("%s: there is no move %u, the game has %u"),
                   filename ? filename : "", number, self->n_moves);
      return NULL;
    }
  data = prefix_data (self, number - 1, &length, &local);
  if (data == NULL)
    {
      localize_error (local);
      g_propagate_error (error, local);
      return NULL;
    }
  game = g_object_new (self->record ? CASTELLAN_TYPE_GAME : CASTELLAN_TYPE_CLASSIC_GAME, NULL);
  /* a look at a position: no computer moves, no saves */
  CASTELLAN_GAME_BASE (game)->inert = TRUE;
  if (!castellan_game_base_load (CASTELLAN_GAME_BASE (game), data, length, filename, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* ---- the summary and try from here ------------------------------------------------ */

void
castellan_review_get_summary (CastellanReview        *self,
                              guint                   seat,
                              CastellanReviewSummary *out)
{
  GListModel *list;
  guint n;
  g_autofree CsReviewMove *moves = NULL;
  CsReviewSummary s;

  g_return_if_fail (CASTELLAN_IS_REVIEW (self));
  g_return_if_fail (out != NULL);

  list = G_LIST_MODEL (self->moves);
  moves = g_new (CsReviewMove, MAX (g_list_model_get_n_items (list), 1u));
  n = 0;
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (CastellanReviewMove) m = g_list_model_get_item (list, i);
      if (m->judged)   /* a move not judged yet counts for nothing */
        moves[n++] = m->judgement;
    }
  cs_review_summary (moves, n, seat, &s);
  out->n_moves = s.n_moves;
  out->total_loss = s.total_loss;
  out->mean_loss = s.mean_loss;
  out->mean_loss_stderr = s.mean_loss_stderr;
  out->good_share = s.good_share;
  out->n_costliest = s.n_costliest;
  for (guint k = 0; k < s.n_costliest; k++)
    out->costliest[k] = moves[s.costliest[k]].index + 1;
  for (guint k = 0; k < CASTELLAN_REVIEW_N_GRADES; k++)
    out->n_graded[k] = s.n_graded[k];
}

char *
castellan_review_try_from_here (CastellanReview  *self,
                                guint             number,
                                guint32           seed,
                                gsize            *length,
                                GError          **error)
{
  GError *local = NULL;
  char *data = NULL;

  g_return_val_if_fail (CASTELLAN_IS_REVIEW (self), NULL);
  g_return_val_if_fail (number >= 1, NULL);

  if (self->record)
    {
      g_autoptr (CsRecord) more = cs_review_castle_continue (self->record, castellan_shipped_board (),
                                                             castellan_shipped_tileset (), number - 1, seed, &local);
      if (more)
        data = cs_record_to_data (more, length);
    }
  else
    {
      g_autoptr (CsClassicRecord) more =
        cs_review_classic_continue (self->classic,
                                    castellan_shipped_classic_tileset_with (self->classic->options & CS_CLASSIC_BCB),
                                    number - 1, seed, &local);
      if (more)
        data = cs_classic_record_to_data (more, length);
    }
  if (local)
    {
      localize_error (local);
      g_propagate_error (error, local);
    }
  return data;
}
