/* castellan-tutor-lists.c — the tutor beside a game, as list models
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CastellanTutor keeps the tutor's sections (the tile, the follower spots,
 * the wall tiles, the last turn) current as the game moves and the turn in
 * progress changes, each a GListStore of CastellanHint. The hint panel
 * binds rows to them; tests read them. It also owns "Explain" and "Suggest
 * a Move".
 */
#define G_LOG_DOMAIN "castellan-tutor"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "castellan-tutor.h"
#include "castellan-model-enums.h"

struct _CastellanTutor
{
  GObject             parent_instance;

  CastellanGame      *game;
  CastellanTurn      *turn;
  CastellanTutorial  *tutorial;
  GListStore         *hints[CASTELLAN_N_HINT_SECTIONS];
  CastellanHelpLevel  level;
  gboolean            requested;   /* "Explain" pressed since the last turn */
  gboolean            explaining;
  char               *suggestion;     /* the game's (castellan_game_base_get_suggestion) */
  const char         *tile_heading;   /* NULL: "Your Tile" */
};

static void castellan_tutor_hint_source_init (CastellanHintSourceInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CastellanTutor, castellan_tutor, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CASTELLAN_TYPE_HINT_SOURCE, castellan_tutor_hint_source_init))

enum {
  PROP_0,
  PROP_HELP_LEVEL,
  PROP_EXPLAINING,
  PROP_SUGGESTION,
  N_PROPS,
  PROP_TILE_HEADING = N_PROPS,
};
static GParamSpec *props[N_PROPS];

static void
context (CastellanTutor *self, CastellanTutorContext *ctx)
{
  ctx->game = castellan_game_get_state (self->game);
  ctx->theme = castellan_game_get_cs_theme (self->game);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    ctx->names[p] = castellan_game_get_player_name (self->game, p);
}

/* the wall tiles shown are the person's: the active player's, or while the
 * computer moves, the first human's */
static guint
human_seat (CastellanTutor *self)
{
  const CsGame *g = castellan_game_get_state (self->game);

  if (!castellan_player_is_computer (castellan_game_get_player (self->game, g->active)))
    return g->active;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    if (!castellan_player_is_computer (castellan_game_get_player (self->game, p)))
      return p;
  return g->active;
}

/* a hint as a row shows it: the same sentence, rule, mood and key */
static gboolean
same_hint (CastellanHint *a, CastellanHint *b)
{
  const CastellanCell *ca, *cb;
  guint na, nb;

  if (g_strcmp0 (castellan_hint_get_sentence (a), castellan_hint_get_sentence (b)) != 0 ||
      g_strcmp0 (castellan_hint_get_rule (a), castellan_hint_get_rule (b)) != 0 ||
      castellan_hint_get_mood (a) != castellan_hint_get_mood (b) ||
      g_strcmp0 (castellan_hint_get_key (a), castellan_hint_get_key (b)) != 0)
    return FALSE;
  /* the same words may name other cells (the feature grew): not the same */
  ca = castellan_hint_get_cells (a, &na);
  cb = castellan_hint_get_cells (b, &nb);
  return na == nb && (na == 0 || memcmp (ca, cb, na * sizeof *ca) == 0);
}

void
castellan_tutor_update_hints (GListStore *store, GPtrArray *hints)
{
  GListModel *model = G_LIST_MODEL (store);
  guint old = g_list_model_get_n_items (model), n = hints ? hints->len : 0;
  guint head = 0, tail = 0;

  /* the hints both lists begin and end with stay as they are: the tutor
   * refreshes on every change of the game and the turn, mostly to the same
   * hints, and every item replaced costs the panel a new row (issue 34,
   * item 4: rows made anew took most of the main thread's time after a move) */
  while (head < old && head < n)
    {
      g_autoptr(CastellanHint) item = g_list_model_get_item (model, head);

      if (!same_hint (item, g_ptr_array_index (hints, head)))
        break;
      head++;
    }
  while (tail < old - head && tail < n - head)
    {
      g_autoptr(CastellanHint) item = g_list_model_get_item (model, old - 1 - tail);

      if (!same_hint (item, g_ptr_array_index (hints, n - 1 - tail)))
        break;
      tail++;
    }
  if (head + tail == old && old == n)
    return;   /* nothing changed */
  g_list_store_splice (store, head, old - head - tail, n > 0 ? hints->pdata + head : NULL, n - head - tail);
}

/* the section's hints become @hints (NULL: none) */
static void
fill (CastellanTutor *self, CastellanHintSection section, GPtrArray *hints)
{
  castellan_tutor_update_hints (self->hints[section], hints);
}

static void
set_suggestion (CastellanTutor *self, const char *text)
{
  if (g_strcmp0 (self->suggestion, text) == 0)
    return;
  g_free (self->suggestion);
  self->suggestion = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SUGGESTION]);
}

/* the tile section's heading says what it holds now (issue 32) */
static void
set_tile_heading (CastellanTutor *self, const char *heading)
{
  if (g_strcmp0 (self->tile_heading, heading) == 0)
    return;
  self->tile_heading = heading;
  g_object_notify (G_OBJECT (self), "tile-heading");
}

static void
refresh (CastellanTutor *self)
{
  CastellanTutorContext ctx;
  CastellanPhase phase = castellan_game_get_phase (self->game);
  gboolean explaining = castellan_tutor_get_explaining (self);
  g_autoptr(GPtrArray) tile = NULL;
  g_autoptr(GPtrArray) followers = NULL;
  g_autoptr(GPtrArray) wall = NULL;
  g_autoptr(GPtrArray) last = NULL;

  if (explaining != self->explaining)
    {
      self->explaining = explaining;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_EXPLAINING]);
    }
  context (self, &ctx);
  if (phase != CASTELLAN_PHASE_NONE && explaining)
    {
      CastellanStage stage = castellan_turn_get_stage (self->turn);
      guint cell, rot;

      if (phase == CASTELLAN_PHASE_PLACE &&
          (stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM) &&
          castellan_turn_get_pending (self->turn, &cell, &rot))
        {
          /* the step in play is the follower's: where the tile fits is settled */
          tile = castellan_tutor_laid (&ctx, cell, rot);
          followers = castellan_tutor_followers (&ctx, cell, rot);
        }
      else if (phase == CASTELLAN_PHASE_PLACE || phase == CASTELLAN_PHASE_OVER)
        {
          int c = castellan_turn_get_cursor_cell (self->turn);
          tile = castellan_tutor_tile (&ctx, c, c >= 0 ? (int) castellan_turn_get_rotation (self->turn) : -1);
        }
      if (phase != CASTELLAN_PHASE_OVER)
        wall = castellan_tutor_wall_tiles (&ctx, human_seat (self));
    }
  if (phase != CASTELLAN_PHASE_NONE && self->level != CASTELLAN_HELP_OFF)
    last = castellan_tutor_last_turn (&ctx, castellan_game_get_last_before (self->game),
                                      castellan_game_get_last_events (self->game));
  set_tile_heading (self, phase == CASTELLAN_PHASE_OVER ? _("Game Over") : NULL);
  fill (self, CASTELLAN_HINTS_TILE, tile);
  fill (self, CASTELLAN_HINTS_FOLLOWERS, followers);
  fill (self, CASTELLAN_HINTS_WALL, wall);
  fill (self, CASTELLAN_HINTS_LAST_TURN, last);
}

static void
turn_played_cb (CastellanTutor *self)
{
  self->requested = FALSE;
  set_suggestion (self, NULL);
  refresh (self);
}

/* Suggest a Move is the game's, the same for every game: said here too */
static void
game_suggestion_cb (CastellanTutor *self)
{
  set_suggestion (self, castellan_game_base_get_suggestion (CASTELLAN_GAME_BASE (self->game)));
}

static void
castellan_tutor_dispose (GObject *object)
{
  CastellanTutor *self = CASTELLAN_TUTOR (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->turn)
    g_signal_handlers_disconnect_by_data (self->turn, self);
  if (self->tutorial)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  g_clear_object (&self->game);
  g_clear_object (&self->turn);
  g_clear_object (&self->tutorial);
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    g_clear_object (&self->hints[i]);
  G_OBJECT_CLASS (castellan_tutor_parent_class)->dispose (object);
}

static void
castellan_tutor_finalize (GObject *object)
{
  g_free (CASTELLAN_TUTOR (object)->suggestion);
  G_OBJECT_CLASS (castellan_tutor_parent_class)->finalize (object);
}

static void
castellan_tutor_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanTutor *self = CASTELLAN_TUTOR (object);

  switch (id)
    {
    case PROP_HELP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_EXPLAINING:
      g_value_set_boolean (value, self->explaining);
      break;
    case PROP_SUGGESTION:
      g_value_set_string (value, self->suggestion);
      break;
    case PROP_TILE_HEADING:
      g_value_set_string (value, self->tile_heading);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_tutor_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_HELP_LEVEL:
      castellan_tutor_set_help_level (CASTELLAN_TUTOR (object), g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_tutor_class_init (CastellanTutorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = castellan_tutor_dispose;
  object_class->finalize = castellan_tutor_finalize;
  object_class->get_property = castellan_tutor_get_property;
  object_class->set_property = castellan_tutor_set_property;

  props[PROP_HELP_LEVEL] = g_param_spec_enum ("help-level", NULL, NULL, CASTELLAN_TYPE_HELP_LEVEL,
                                              CASTELLAN_HELP_EVERYTHING,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_EXPLAINING] = g_param_spec_boolean ("explaining", NULL, NULL, TRUE,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_SUGGESTION] = g_param_spec_string ("suggestion", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  g_object_class_override_property (object_class, PROP_TILE_HEADING, "tile-heading");
}

static void
castellan_tutor_init (CastellanTutor *self)
{
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    self->hints[i] = g_list_store_new (CASTELLAN_TYPE_HINT);
  self->explaining = TRUE;
}

CastellanTutor *
castellan_tutor_new (CastellanGame *game, CastellanTurn *turn, CastellanTutorial *tutorial)
{
  CastellanTutor *self;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);
  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);
  g_return_val_if_fail (CASTELLAN_IS_TUTORIAL (tutorial), NULL);

  self = g_object_new (CASTELLAN_TYPE_TUTOR, NULL);
  self->game = g_object_ref (game);
  self->turn = g_object_ref (turn);
  self->tutorial = g_object_ref (tutorial);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (game, "started", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (game, "turn-played", G_CALLBACK (turn_played_cb), self);
  g_signal_connect_swapped (turn, "notify::cursor-cell", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (turn, "notify::rotation", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (turn, "notify::stage", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (turn, "notify::pending-cell", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (game, "notify::suggestion", G_CALLBACK (game_suggestion_cb), self);
  g_signal_connect_swapped (tutorial, "notify::lesson", G_CALLBACK (refresh), self);
  refresh (self);
  return self;
}

GListModel *
castellan_tutor_get_hints (CastellanTutor *self, CastellanHintSection section)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), NULL);
  g_return_val_if_fail (section < CASTELLAN_N_HINT_SECTIONS, NULL);
  return G_LIST_MODEL (self->hints[section]);
}

static GListModel *
get_hints (CastellanHintSource *source, CastellanHintSection section)
{
  return castellan_tutor_get_hints (CASTELLAN_TUTOR (source), section);
}

static void
castellan_tutor_hint_source_init (CastellanHintSourceInterface *iface)
{
  iface->get_hints = get_hints;
}

CastellanTutorial *
castellan_tutor_get_tutorial (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), NULL);
  return self->tutorial;
}

CastellanGame *
castellan_tutor_get_game (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), NULL);
  return self->game;
}

CastellanHelpLevel
castellan_tutor_get_help_level (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), CASTELLAN_HELP_EVERYTHING);
  return self->level;
}

void
castellan_tutor_set_help_level (CastellanTutor *self, CastellanHelpLevel level)
{
  g_return_if_fail (CASTELLAN_IS_TUTOR (self));
  self->requested = FALSE;
  if (self->level != level)
    {
      self->level = level;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_HELP_LEVEL]);
    }
  if (self->game)
    refresh (self);
}

gboolean
castellan_tutor_get_explaining (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), FALSE);
  return self->level == CASTELLAN_HELP_EVERYTHING || self->requested ||
         (self->tutorial != NULL && castellan_tutorial_get_lesson (self->tutorial) >= 0);
}

void
castellan_tutor_explain (CastellanTutor *self)
{
  g_return_if_fail (CASTELLAN_IS_TUTOR (self));
  self->requested = TRUE;
  refresh (self);
}

gboolean
castellan_tutor_can_play_suggestion (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), FALSE);
  return self->turn != NULL && castellan_turn_get_suggestion (self->turn, NULL);
}

gboolean
castellan_tutor_play_suggestion (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), FALSE);
  return self->turn != NULL && castellan_turn_play_suggestion (self->turn);
}

void
castellan_tutor_suggest (CastellanTutor *self)
{
  g_return_if_fail (CASTELLAN_IS_TUTOR (self));
  castellan_game_base_suggest (CASTELLAN_GAME_BASE (self->game));
}

const char *
castellan_tutor_get_suggestion (CastellanTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTOR (self), NULL);
  return self->suggestion;
}
