/* castellan-game.c — a game in progress, wrapping the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's CsGame is a plain struct; this object owns one, the record
 * of every decision (saved after each turn) and a snapshot per move for
 * undo; the players, the log, saving and undo's frame are the base's
 * (castellan-game-base.h). The computer thinks on a worker thread (GTask)
 * over a copy of the state and never touches the live one.
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-game.h"
#include "castellan-describe.h"
#include "castellan-final-lines.h"
#include "castellan-computer.h"
#include "castellan-save.h"
#include "castellan-save-slot.h"
#include "castellan-statistics.h"
#include "castellan-tutor.h"
#include "cs-ai.h"
#include "castellan-model-enums.h"
#include "cs-input.h"
#include "cs-record.h"
#include "cs-text.h"

/* ---- the game ------------------------------------------------------------------- */

typedef struct {
  CsGame state;
  guint  n_moves;     /* record moves before this snapshot's move */
  guint  n_log;       /* log entries before it */
} Snapshot;

struct _CastellanGame {
  CastellanGameBase base;

  CsGame          *state;
  CsGame          *last_before;
  CsEvents        *last_events;
  CsRecord        *record;
  GArray          *undo;          /* Snapshot, one per move played */
  CsTheme          theme;
  gboolean         allow_undo;
  guint64          ai_seed;
};

G_DEFINE_FINAL_TYPE (CastellanGame, castellan_game, CASTELLAN_TYPE_GAME_BASE)

static char    *suggest_finish  (CastellanGameBase *base, GAsyncResult *result, CastellanSuggestedMove *out,
                                 GError **error);
static gboolean play_suggestion (CastellanGameBase *base, GObject *turn, const CastellanSuggestedMove *move);

G_STATIC_ASSERT (CASTELLAN_CASTLE_SEATS == CS_NUM_PLAYERS);

/* the model's words for the theme and the variants, in the engine's */
static CsTheme
engine_theme (CastellanTheme theme)
{
  return theme == CASTELLAN_THEME_ZAMEK ? CS_THEME_ZAMEK : CS_THEME_CASTLE;
}

static guint
engine_variants (CastellanVariants variants)
{
  return ((variants & CASTELLAN_VARIANT_FOUNTAIN_UNFINISHED) ? CS_VARIANT_V1_FOUNTAIN_UNFINISHED : 0) |
         ((variants & CASTELLAN_VARIANT_PICK_UP_AT_END) ? CS_VARIANT_V2_END_OF_TURN_PICKUP : 0) |
         ((variants & CASTELLAN_VARIANT_IMMEDIATE_EXTRA) ? CS_VARIANT_V3_IMMEDIATE_EXTRA : 0) |
         ((variants & CASTELLAN_VARIANT_OPEN_WALL_TILES) ? CS_VARIANT_V4_OPEN_WALL_TILES : 0);
}

static void set_cs_theme (CastellanGame *self,
                          CsTheme        theme);

/* the game's own; the base has the phase, the active player, the tiles
 * left, can-undo and the turn */
enum {
  PROP_0,
  PROP_CURRENT_TILE,
  PROP_ALLOW_UNDO,
  PROP_THEME,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_TURN_PLAYED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

#define BASE(self) (&(self)->base)

static void
castellan_game_finalize (GObject *object)
{
  CastellanGame *self = CASTELLAN_GAME (object);

  g_free (self->state);
  g_free (self->last_before);
  g_free (self->last_events);
  g_clear_pointer (&self->record, cs_record_free);
  g_array_unref (self->undo);
  G_OBJECT_CLASS (castellan_game_parent_class)->finalize (object);
}

static void
castellan_game_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanGame *self = CASTELLAN_GAME (object);

  switch (id)
    {
    case PROP_CURRENT_TILE:
      g_value_set_int (value, self->base.phase == CASTELLAN_PHASE_NONE || cs_game_over (self->state)
                              ? -1 : self->state->current);
      break;
    case PROP_ALLOW_UNDO:    g_value_set_boolean (value, self->allow_undo); break;
    case PROP_THEME:         g_value_set_enum (value, self->theme); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_game_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  CastellanGame *self = CASTELLAN_GAME (object);

  switch (id)
    {
    case PROP_ALLOW_UNDO: castellan_game_set_allow_undo (self, g_value_get_boolean (value)); break;
    case PROP_THEME:      set_cs_theme (self, g_value_get_enum (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_game_get_status (CastellanGameBase *base, CastellanGameStatus *status)
{
  const CsGame *state = CASTELLAN_GAME (base)->state;

  status->over = cs_game_over (state);
  status->active = state->active;
  status->tiles_left = cs_game_tiles_left (state);
  status->turn = state->move;
}

static gboolean castellan_game_can_undo (CastellanGameBase *base);
static void sync_players (CastellanGameBase *base);
static void castellan_game_step (CastellanGameBase *base);
static gboolean load_record (CastellanGameBase *base, const char *data, gsize length, const char *filename,
                             GError **error);
static gboolean record_statistics (CastellanGameBase *base, GError **error);
static char *save_to_data (CastellanGameBase *base, gsize *length);
static gboolean apply_move (CastellanGameBase *base, gconstpointer move, GError **error);
static char *dup_refusal (CastellanGameBase *base, gconstpointer move, const GError *error);
static void take_back (CastellanGameBase *base);

static GListModel *
dup_final_lines (CastellanGameBase *base)
{
  return castellan_final_lines_new (CASTELLAN_GAME (base));
}

static GArray *
get_score_history (CastellanGameBase *base, guint *stride)
{
  if (stride != NULL)
    *stride = CS_NUM_PLAYERS;
  return castellan_game_get_score_history (CASTELLAN_GAME (base));
}

static void
castellan_game_class_init (CastellanGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CastellanGameBaseClass *base_class = CASTELLAN_GAME_BASE_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_game_finalize;
  object_class->get_property = castellan_game_get_property;
  object_class->set_property = castellan_game_set_property;
  base_class->get_status = castellan_game_get_status;
  base_class->get_can_undo = castellan_game_can_undo;
  base_class->sync_players = sync_players;
  base_class->step_computer = castellan_game_step;
  base_class->load = load_record;
  base_class->record_statistics = record_statistics;
  base_class->dup_outcome = (char *(*) (CastellanGameBase *)) castellan_game_dup_outcome;
  base_class->save_to_data = save_to_data;
  base_class->apply_move = apply_move;
  base_class->dup_refusal = dup_refusal;
  base_class->take_back = take_back;
  base_class->dup_final_lines = dup_final_lines;
  base_class->get_score_history = get_score_history;
  base_class->think_async = (void (*) (CastellanGameBase *, CastellanPlayerKind, GCancellable *,
                                       GAsyncReadyCallback, gpointer)) castellan_game_think_async;
  base_class->suggest_finish = suggest_finish;
  base_class->play_suggestion = play_suggestion;
  base_class->palette = CASTELLAN_PALETTE_CASTLE;
  base_class->track_lap = 0;
  base_class->move_size = sizeof (CsMove);   /* pacing (castellan_game_base_set_pace) */

  props[PROP_CURRENT_TILE] = g_param_spec_int ("current-tile", NULL, NULL, -1, CS_NUM_TILES - 1, -1, ro);
  props[PROP_ALLOW_UNDO] = g_param_spec_boolean ("allow-undo", NULL, NULL, TRUE, rw);
  props[PROP_THEME] = g_param_spec_enum ("theme", NULL, NULL, CS_TYPE_THEME, CS_THEME_CASTLE, rw);
  g_object_class_install_properties (object_class, N_PROPS, props);
  base_class->state_property = props[PROP_CURRENT_TILE];

  /* a move was played: the CsEvents* (valid during emission) and the state before it */
  signals[SIGNAL_TURN_PLAYED] = g_signal_new ("turn-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                              G_TYPE_POINTER, G_TYPE_POINTER);
}

static void
castellan_game_init (CastellanGame *self)
{
  self->state = g_new0 (CsGame, 1);
  self->last_before = g_new0 (CsGame, 1);
  self->last_events = g_new0 (CsEvents, 1);
  static const CastellanPlayerKind people[CS_NUM_PLAYERS] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };

  self->undo = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  self->allow_undo = TRUE;
  self->record = cs_record_new ();
  castellan_game_base_reset_players (BASE (self), CS_NUM_PLAYERS, (const char *const *) self->record->names, people);
}

CastellanGame *
castellan_game_new (void)
{
  return g_object_new (CASTELLAN_TYPE_GAME, NULL);
}

/* ---- keeping the outside in step -------------------------------------------- */

/* the wall tiles each player used, as the log tells them (undo takes
 * its lines back, so the log is the game's true history) */
static void
sync_used_wall_tiles (CastellanGame *self)
{
  GListModel *log = G_LIST_MODEL (CASTELLAN_GAME_BASE (self)->log);
  g_autoptr(GArray) used0 = g_array_new (FALSE, FALSE, sizeof (CastellanUsedWallTile));
  g_autoptr(GArray) used1 = g_array_new (FALSE, FALSE, sizeof (CastellanUsedWallTile));
  GArray *used[CS_NUM_PLAYERS] = { used0, used1 };

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(CastellanLogEntry) e = g_list_model_get_item (log, i);
      int player = castellan_log_entry_get_player (e);

      if (castellan_log_entry_get_event_type (e) == CS_EVENT_WALL_TILE_USED && player >= 0 && player < CS_NUM_PLAYERS)
        {
          CastellanUsedWallTile u = { castellan_log_entry_get_wall (e), castellan_log_entry_get_turn (e) };
          g_array_append_val (used[player], u);
        }
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    castellan_player_set_used_wall_tiles (CASTELLAN_GAME_BASE (self)->players[p], (const CastellanUsedWallTile *) (gpointer) used[p]->data,
                                          used[p]->len, self->theme, self->state->variants);
}

static void
sync_players (CastellanGameBase *base)
{
  CastellanGame *self = CASTELLAN_GAME (base);

  sync_used_wall_tiles (self);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      const CsPlayer *pl = &self->state->player[p];
      guint8 usable[CS_NUM_WALL_KINDS + 1] = { 0 };

      /* tiles 1–3 are played in one's own turn; 4–9 act by
       * themselves in the final scoring */
      for (guint k = CS_WALL_EXTRA_TURN; k <= CS_WALL_HOUSE_X2; k++)
        {
          gboolean immediate = k == CS_WALL_EXTRA_TURN &&
                               (self->state->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA);
          if (p == self->state->active && !cs_game_over (self->state) &&
              cs_game_wall_usable (self->state, p, k))
            usable[k] = immediate ? pl->held[k] : pl->held[k] - pl->fresh[k];
        }
      castellan_player_update (self->base.players[p], pl->score, cs_game_supply (self->state, p),
                               pl->keep_node == CS_NONE ? 0 : pl->keep_size,
                               self->base.phase != CASTELLAN_PHASE_NONE && !cs_game_over (self->state) &&
                               self->state->active == p,
                               pl->held, usable, self->theme, self->state->variants);
    }
}

static void
log_events (CastellanGame *self, const CsGame *game, const CsEvents *ev)
{
  const char *names[CS_NUM_PLAYERS] = { castellan_player_shown_name (self->record->names[0]),
                                        castellan_player_shown_name (self->record->names[1]) };
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < ev->n;)
    {
      guint type = ev->ev[i].type, first = i;
      int player = ev->ev[i].player;
      guint wall = ev->ev[i].kind;
      g_autofree char *text = cs_text_events_next (game, ev, &i, self->theme, names);
      CastellanLogEntry *e = castellan_log_entry_new (text, player, game->move, type);

      castellan_describe_entry_cells (e, game, ev, first, i);

      if (type == CS_EVENT_WALL_TILE_USED)
        castellan_log_entry_set_wall (e, wall);
      g_ptr_array_add (items, e);
    }
  g_list_store_splice (self->base.log, g_list_model_get_n_items (G_LIST_MODEL (self->base.log)), 0,
                       items->pdata, items->len);
}

/* ---- starting and loading ------------------------------------------------------- */

void
castellan_game_start (CastellanGame            *self,
                      const CastellanGameSetup *setup)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsRecord) record = cs_record_new ();
  guint32 seed = setup->has_seed ? setup->seed : g_random_int ();
  int first = setup->first;
  gboolean ok;

  g_return_if_fail (CASTELLAN_IS_GAME (self));

  castellan_thinker_reset (&self->base.thinker);
  if (first < 0 || first > 1)
    first = g_random_int_range (0, 2);   /* draw lots */

  cs_record_setup_from_seed (record, castellan_shipped_tileset (), seed, first);
  record->theme = engine_theme (setup->theme);
  record->variants = engine_variants (setup->variants);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      g_free (record->names[p]);
      record->names[p] = g_utf8_substring (setup->names[p] && *setup->names[p] ? setup->names[p]
                                           : castellan_player_default_name (p),
                                           0, CS_MAX_NAME_CHARS);
      g_free (record->kinds[p]);
      record->kinds[p] = g_strdup (castellan_player_kind_to_string (setup->kinds[p]));
    }

  self->last_events->n = 0;
  ok = cs_record_start (record, castellan_shipped_board (), castellan_shipped_tileset (),
                        self->state, self->last_events, &error);
  g_assert (ok);  /* a fresh shuffle of the shipped data always starts */
  *self->last_before = *self->state;
  g_clear_pointer (&self->record, cs_record_free);
  self->record = g_steal_pointer (&record);
  self->theme = self->record->theme;
  self->ai_seed = seed;
  g_array_set_size (self->undo, 0);
  castellan_game_base_reset_players (BASE (self), CS_NUM_PLAYERS, (const char *const *) self->record->names, setup->kinds);
  g_list_store_remove_all (self->base.log);
  log_events (self, self->state, self->last_events);
  self->last_events->n = 0;

  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
  castellan_game_base_started (BASE (self));
  castellan_game_base_go_on (BASE (self));
}

static gboolean
load_record (CastellanGameBase  *base,
             const char         *data,
             gsize               length,
             const char         *filename,
             GError            **error)
{
  CastellanGame *self = CASTELLAN_GAME (base);
  g_autoptr(CsRecord) record = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GArray) undo = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  CastellanPlayerKind kinds[CS_NUM_PLAYERS];

  record = cs_record_parse (data, length, filename, error);
  if (record == NULL)
    return FALSE;
  if (g_strcmp0 (record->board_ref, "castle") != 0 || g_strcmp0 (record->tileset_ref, "castellan") != 0)
    {
      g_set_error (error, CS_ERROR, CS_ERROR_INVALID,
                   _("%s: this game uses another board or tile set (%s, %s); Castellan can only open games on its own castle"),
                   filename, record->board_ref, record->tileset_ref);
      return FALSE;
    }
  if (!cs_record_start (record, castellan_shipped_board (), castellan_shipped_tileset (), game, ev, error))
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    {
      Snapshot snap;
      snap.state = *game;
      snap.n_moves = i;
      snap.n_log = 0;
      g_array_append_val (undo, snap);
      if (!cs_record_play_move (record, i, game, NULL, error))
        return FALSE;
    }

  /* it all replays: take it */
  castellan_thinker_reset (&self->base.thinker);
  g_clear_pointer (&self->record, cs_record_free);
  self->record = g_steal_pointer (&record);
  *self->state = *game;
  *self->last_before = *game;
  self->last_events->n = 0;
  self->theme = self->record->theme;
  self->ai_seed = self->record->seed;
  g_array_set_size (self->undo, 0);
  g_array_append_vals (self->undo, undo->data, undo->len);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    kinds[p] = castellan_player_kind_from_string (self->record->kinds[p]);
  castellan_game_base_reset_players (BASE (self), CS_NUM_PLAYERS, (const char *const *) self->record->names, kinds);

  /* the log: replay once more with events */
  g_list_store_remove_all (self->base.log);
  {
    g_autoptr(GError) local = NULL;
    ev->n = 0;
    cs_record_start (self->record, castellan_shipped_board (), castellan_shipped_tileset (), game, ev, &local);
    log_events (self, game, ev);
    for (guint i = 0; i < self->record->moves->len; i++)
      {
        g_array_index (self->undo, Snapshot, i).n_log = g_list_model_get_n_items (G_LIST_MODEL (self->base.log));
        ev->n = 0;
        cs_record_play_move (self->record, i, game, ev, &local);
        log_events (self, game, ev);
      }
  }

  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
  castellan_game_base_started (BASE (self));
  /* (a game loaded is saved with its first move, not before) */
  castellan_game_base_maybe_think (BASE (self));
  return TRUE;
}

static char *
save_to_data (CastellanGameBase *base, gsize *length)
{
  return cs_record_to_data (CASTELLAN_GAME (base)->record, length);
}

static void
open_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize len;

  if (!castellan_save_read (path, &contents, &len, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, g_bytes_new_take (contents, len), (GDestroyNotify) g_bytes_unref);
}

void
castellan_game_open_async (CastellanGame       *self,
                           GFile               *file,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  char *path;

  g_return_if_fail (CASTELLAN_IS_GAME (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, castellan_game_open_async);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("%s: Castellan opens only files on this computer"), uri);
      return;
    }
  g_task_set_task_data (task, path, g_free);
  g_task_run_in_thread (task, open_thread);
}

gboolean
castellan_game_open_finish (CastellanGame  *self,
                            GAsyncResult   *result,
                            GError        **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CASTELLAN_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  bytes = g_task_propagate_pointer (G_TASK (result), error);
  if (bytes == NULL)
    return FALSE;
  name = g_path_get_basename (g_task_get_task_data (G_TASK (result)));
  return castellan_game_load (self, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), name, error);
}

static gboolean
record_statistics (CastellanGameBase *base, GError **error)
{
  return castellan_statistics_record (CASTELLAN_GAME (base), error);
}

/* ---- playing ------------------------------------------------------------------- */

static gboolean
apply_move (CastellanGameBase *base, gconstpointer engine_move, GError **error)
{
  CastellanGame *self = CASTELLAN_GAME (base);
  const CsMove *move = engine_move;
  g_autofree CsGame *before = g_new (CsGame, 1);
  Snapshot snap;

  *before = *self->state;
  self->last_events->n = 0;
  cs_record_add_move (self->record, self->state, move);
  if (!cs_game_play (self->state, move, self->last_events, error))
    {
      g_array_set_size (self->record->moves, self->record->moves->len - 1);
      return FALSE;
    }
  snap.state = *before;
  snap.n_moves = self->record->moves->len - 1;
  snap.n_log = g_list_model_get_n_items (G_LIST_MODEL (self->base.log));
  g_array_append_val (self->undo, snap);
  *self->last_before = *before;

  log_events (self, self->state, self->last_events);
  castellan_game_base_played (base);
  g_signal_emit (self, signals[SIGNAL_TURN_PLAYED], 0, self->last_events, self->last_before);
  castellan_game_base_go_on (base);
  return TRUE;
}

gboolean
castellan_game_play (CastellanGame  *self,
                     const CsMove   *move,
                     GError        **error)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), FALSE);
  return castellan_game_base_play (BASE (self), move, error);
}

/* a refusal in the reader's language: a tile that does not fit in the
 * tutor's words */
static char *
dup_refusal (CastellanGameBase *base, gconstpointer move, const GError *error)
{
  CastellanGame *self = CASTELLAN_GAME (base);

  return cs_text_refusal (self->state, move, error, self->theme, (const char *const *) self->record->names);
}

static gboolean
castellan_game_can_undo (CastellanGameBase *base)
{
  CastellanGame *self = CASTELLAN_GAME (base);

  if (!self->allow_undo)
    return FALSE;
  for (guint i = self->undo->len; i > 0; i--)
    {
      const Snapshot *s = &g_array_index (self->undo, Snapshot, i - 1);
      if (!castellan_player_is_computer (self->base.players[s->state.active]))
        return TRUE;
    }
  return FALSE;
}

/* back to the latest move a human made from the snapshots: the
 * computer's replies go too */
static void
take_back (CastellanGameBase *base)
{
  CastellanGame *self = CASTELLAN_GAME (base);

  while (self->undo->len > 0)
    {
      Snapshot s = g_array_index (self->undo, Snapshot, self->undo->len - 1);
      g_array_set_size (self->undo, self->undo->len - 1);
      *self->state = s.state;
      g_array_set_size (self->record->moves, s.n_moves);
      g_list_store_splice (self->base.log, s.n_log, g_list_model_get_n_items (G_LIST_MODEL (self->base.log)) - s.n_log,
                           NULL, 0);
      if (!castellan_player_is_computer (self->base.players[s.state.active]))
        break;
    }
  *self->last_before = *self->state;
  self->last_events->n = 0;
}

/* ---- the computer ---------------------------------------------------------------- */

void
castellan_game_think_async (CastellanGame       *self,
                            CastellanPlayerKind  level,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_return_if_fail (CASTELLAN_IS_GAME (self));

  castellan_computer_think_async (&castellan_computer_castle, self->state,
                                  !cs_game_over (self->state) && self->base.phase != CASTELLAN_PHASE_NONE,
                                  level, FALSE, cs_ai_position_seed (self->ai_seed, self->state),
                                  castellan_game_think_async, cancellable, callback, user_data);
}

gboolean
castellan_game_think_finish (CastellanGame  *self,
                             GAsyncResult   *result,
                             CsMove         *move,
                             GError        **error)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), FALSE);
  return castellan_computer_think_finish (result, move, error);
}

/* Suggest a Move (castellan_game_base_suggest), said as the tutor says it */
static char *
suggest_finish (CastellanGameBase *base, GAsyncResult *result, CastellanSuggestedMove *out, GError **error)
{
  CastellanGame *self = CASTELLAN_GAME (base);
  g_autoptr(CastellanHint) hint = NULL;
  CastellanTutorContext ctx = { self->state, self->theme, { NULL } };
  CsMove move;

  if (!castellan_game_think_finish (self, result, &move, error))
    return NULL;
  if (self->base.phase != CASTELLAN_PHASE_PLACE || !cs_game_is_legal (self->state, move.cell, move.rot))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The game moved on before the suggestion came."));
      return NULL;
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    ctx.names[p] = castellan_game_get_player_name (self, p);
  hint = castellan_tutor_suggestion (&ctx, &move);
  *out = (CastellanSuggestedMove) { move.cell, move.rot, move.follower };
  /* the whole sentence, its rule ID included, as every game says it */
  return g_strdup (castellan_hint_get_sentence (hint));
}

static gboolean
play_suggestion (CastellanGameBase *base, GObject *turn, const CastellanSuggestedMove *move)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), FALSE);
  return castellan_turn_play_suggestion (CASTELLAN_TURN (turn));
}

static void
castellan_game_step (CastellanGameBase *base)
{
  CastellanGame *self = CASTELLAN_GAME (base);

  castellan_thinker_step (&base->thinker, G_OBJECT (self), &castellan_computer_castle, self->state,
                          castellan_player_get_kind (base->players[self->state->active]),
                          cs_ai_position_seed (self->ai_seed, self->state), castellan_game_base_computer_play);
}

/* ---- accessors ------------------------------------------------------------------ */

const CsGame *
castellan_game_get_state (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), NULL);
  return self->state;
}

const CsGame *
castellan_game_get_last_before (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), NULL);
  return self->last_before;
}

const CsEvents *
castellan_game_get_last_events (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), NULL);
  return self->last_events;
}

CastellanTheme
castellan_game_get_theme (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), CASTELLAN_THEME_CASTLE);
  return self->theme == CS_THEME_ZAMEK ? CASTELLAN_THEME_ZAMEK : CASTELLAN_THEME_CASTLE;
}

CsTheme
castellan_game_get_cs_theme (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), CS_THEME_CASTLE);
  return self->theme;
}

static void
set_cs_theme (CastellanGame *self,
              CsTheme        theme)
{
  if (self->theme == theme)
    return;
  self->theme = theme;
  self->record->theme = theme;
  sync_players (BASE (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
  g_signal_emit_by_name (self, "changed");
}

void
castellan_game_set_theme (CastellanGame *self,
                          CastellanTheme theme)
{
  g_return_if_fail (CASTELLAN_IS_GAME (self));
  set_cs_theme (self, engine_theme (theme));
}

gboolean
castellan_game_get_allow_undo (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), FALSE);
  return self->allow_undo;
}

void
castellan_game_set_allow_undo (CastellanGame *self,
                               gboolean       allow)
{
  g_return_if_fail (CASTELLAN_IS_GAME (self));
  allow = !!allow;
  if (self->allow_undo == allow)
    return;
  self->allow_undo = allow;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ALLOW_UNDO]);
  g_object_notify (G_OBJECT (self), "can-undo");
}

const CsRecord *
castellan_game_get_record (CastellanGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), NULL);
  return self->record;
}

const char *
castellan_game_get_player_name (CastellanGame *self,
                                guint          index)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), NULL);
  g_return_val_if_fail (index < CS_NUM_PLAYERS, NULL);
  return castellan_player_shown_name (self->record->names[index]);
}

/* ---- looking back ------------------------------------------------------------------- */

gboolean
castellan_game_get_last_move (CastellanGame *self, guint player, guint *cell, int *follower)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (self), FALSE);
  g_return_val_if_fail (player < CS_NUM_PLAYERS, FALSE);

  if (self->base.phase == CASTELLAN_PHASE_NONE ||
      (self->base.phase != CASTELLAN_PHASE_OVER && self->state->active == player))
    return FALSE;
  /* each snapshot is the position its move was played in */
  for (guint i = self->undo->len; i > 0; i--)
    {
      const Snapshot *s = &g_array_index (self->undo, Snapshot, i - 1);
      const CsMove *m;
      int piece = -1;

      if (s->state.active != player || s->n_moves >= self->record->moves->len)
        continue;
      m = &g_array_index (self->record->moves, CsRecordMove, s->n_moves).move;
      for (guint f = 0; m->follower >= 0 && f < CS_NUM_FOLLOWERS; f++)
        {
          guint fc, fp;
          guint16 node = self->state->player[player].follower[f];
          if (node != CS_NONE && cs_game_node_location (self->state, node, &fc, &fp) &&
              fc == m->cell && (int) fp == m->follower)
            piece = m->follower;
        }
      if (cell)
        *cell = m->cell;
      if (follower)
        *follower = piece;
      return TRUE;
    }
  return FALSE;
}

GArray *
castellan_game_get_score_history (CastellanGame *self)
{
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  GArray *scores = g_array_new (FALSE, FALSE, sizeof (int));
  int zero[2] = { 0, 0 };

  g_return_val_if_fail (CASTELLAN_IS_GAME (self), scores);

  g_array_append_vals (scores, zero, 2);
  if (self->base.phase == CASTELLAN_PHASE_NONE ||
      !cs_record_start (self->record, castellan_shipped_board (), castellan_shipped_tileset (), game, NULL, NULL))
    return scores;
  for (guint i = 0; i < self->record->moves->len; i++)
    {
      int pair[2];
      if (!cs_record_play_move (self->record, i, game, NULL, NULL))
        break;
      pair[0] = game->player[0].score;
      pair[1] = game->player[1].score;
      g_array_append_vals (scores, pair, 2);
    }
  return scores;
}

/**
 * castellan_game_dup_outcome:
 * @self: a finished #CastellanGame
 *
 * Who won, in a sentence ("Game over: Ada wins"); %NULL while the game is
 * not over.
 */
char *
castellan_game_dup_outcome (CastellanGame *self)
{
  int s0, s1;

  g_return_val_if_fail (CASTELLAN_IS_GAME (self), NULL);
  if (self->base.phase != CASTELLAN_PHASE_OVER)
    return NULL;
  s0 = self->state->player[0].score;
  s1 = self->state->player[1].score;
  if (s0 == s1)
    return g_strdup (_("Game over: a shared victory"));
  /* Translators: %s is the winner's name */
  return g_strdup_printf (_("Game over: %s wins"), castellan_game_get_player_name (self, s0 > s1 ? 0 : 1));
}

void
castellan_game_get_empty_region (CastellanGame *self, guint8 *region)
{
  g_return_if_fail (CASTELLAN_IS_GAME (self));
  memset (region, 0, CS_NUM_CELLS);
  if (castellan_game_get_phase (self) == CASTELLAN_PHASE_NONE)
    return;
  castellan_describe_empty_region (self->state, region);
}

guint
castellan_game_get_final_lines (CastellanGame *self,
                                CsEvent       *out,
                                guint          max)
{
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  guint n = 0, last;

  g_return_val_if_fail (CASTELLAN_IS_GAME (self), 0);

  if (!cs_game_over (self->state) || self->record->moves->len == 0 ||
      !cs_record_start (self->record, castellan_shipped_board (), castellan_shipped_tileset (), game, NULL, NULL))
    return 0;
  last = self->record->moves->len - 1;
  for (guint i = 0; i < last; i++)
    if (!cs_record_play_move (self->record, i, game, NULL, NULL))
      return 0;
  if (!cs_record_play_move (self->record, last, game, ev, NULL))
    return 0;
  for (guint i = 0; i < ev->n && n < max; i++)
    if (ev->ev[i].type == CS_EVENT_FINAL_LINE)
      out[n++] = ev->ev[i];
  return n;
}
