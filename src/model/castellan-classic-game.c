/* castellan-classic-game.c — a game of classic Carcassonne in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's CsClassic is a plain struct; this object owns one and the
 * record of every move, which is what is saved. Undo and loading replay the
 * record from the set-up (a whole game replays in well under a millisecond),
 * so no snapshot per move is kept. The computer thinks on a worker thread
 * over a copy of the state.
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-classic-game.h"
#include "castellan-classic-turn.h"
#include "castellan-final-lines.h"
#include "castellan-computer.h"
#include "castellan-classic-describe.h"
#include "castellan-describe.h"
#include "castellan-art.h"
#include "castellan-statistics.h"
#include "castellan-log-entry.h"
#include "castellan-model-enums.h"
#include "castellan-save.h"
#include "castellan-save-slot.h"
#include "cs-classic-ai.h"
#include "cs-classic-text.h"
#include "cs-text.h"

struct _CastellanClassicGame {
  CastellanGameBase base;

  CsClassic       *state;
  CsEvents        *last_events;
  CsClassicRecord *record;
  int              last_cell[CS_CLASSIC_MAX_PLAYERS];
  int              last_piece[CS_CLASSIC_MAX_PLAYERS];   /* their follower on that tile, -1 none */
  GArray          *scored;        /* CsEvent: every feature and field scored */
  GArray          *history;       /* int: every seat's score after the set-up and each move */
  guint            decision_pause;  /* ms a computer's castle or bazaar decision waits after the move before */
  guint            holds;           /* views showing what just happened: computers wait */
  const char      *shown[CS_CLASSIC_MAX_PLAYERS];   /* the seats' names as shown (shown_names) */
};

G_STATIC_ASSERT (CS_CLASSIC_MAX_PLAYERS <= CASTELLAN_MAX_SEATS);
G_STATIC_ASSERT (CASTELLAN_CLASSIC_MIN_SEATS == CS_CLASSIC_MIN_PLAYERS && CASTELLAN_CLASSIC_MAX_SEATS == CS_CLASSIC_MAX_PLAYERS);

G_DEFINE_FINAL_TYPE (CastellanClassicGame, castellan_classic_game, CASTELLAN_TYPE_GAME_BASE)

static char    *suggest_finish  (CastellanGameBase *base, GAsyncResult *result, CastellanSuggestedMove *out,
                                 GError **error);
static gboolean play_suggestion (CastellanGameBase *base, GObject *turn, const CastellanSuggestedMove *move);

/* the game's own; the base has the phase, the active player, the tiles
 * left, can-undo and the turn */
enum {
  PROP_0,
  PROP_N_PLAYERS,
  PROP_HELD,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_TURN_PLAYED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

#define BASE(self) (&(self)->base)

/* the shipped tiles a record plays with: the base set, and with BC&B its
 * tiles too (B-1.2); older saves name no expansion and get the base set */
static const CsClassicTileset *
tileset_of (const CsClassicRecord *record)
{
  return castellan_shipped_classic_tileset_with (record->options & CS_CLASSIC_BCB);
}

/* ---- the object ----------------------------------------------------------------- */

static void
castellan_classic_game_finalize (GObject *object)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (object);

  g_free (self->state);
  g_free (self->last_events);
  g_clear_pointer (&self->record, cs_classic_record_free);
  g_array_unref (self->scored);
  g_array_unref (self->history);
  G_OBJECT_CLASS (castellan_classic_game_parent_class)->finalize (object);
}

static void
castellan_classic_game_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (object);

  switch (id)
    {
    case PROP_N_PLAYERS:     g_value_set_uint (value, castellan_classic_game_get_n_players (self)); break;
    case PROP_HELD:          g_value_set_boolean (value, castellan_classic_game_get_held (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_classic_game_get_status (CastellanGameBase *base, CastellanGameStatus *status)
{
  const CsClassic *state = CASTELLAN_CLASSIC_GAME (base)->state;

  status->over = cs_classic_over (state);
  status->active = cs_classic_to_move (state);   /* with BC&B also a city's owner, an auctioneer, a bidder */
  status->tiles_left = cs_classic_tiles_left (state);
  status->turn = state->move;
}

static gboolean castellan_classic_game_can_undo (CastellanGameBase *base);
static void sync_players (CastellanGameBase *base);
static void castellan_classic_game_step (CastellanGameBase *base);
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
  return castellan_final_lines_new_classic (CASTELLAN_CLASSIC_GAME (base));
}

static GArray *
get_score_history (CastellanGameBase *base, guint *stride)
{
  if (stride != NULL)
    *stride = CS_CLASSIC_MAX_PLAYERS;
  return g_array_ref (castellan_classic_game_get_score_history (CASTELLAN_CLASSIC_GAME (base)));
}

static void
castellan_classic_game_class_init (CastellanClassicGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CastellanGameBaseClass *base_class = CASTELLAN_GAME_BASE_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_classic_game_finalize;
  object_class->get_property = castellan_classic_game_get_property;
  base_class->get_status = castellan_classic_game_get_status;
  base_class->get_can_undo = castellan_classic_game_can_undo;
  base_class->sync_players = sync_players;
  base_class->step_computer = castellan_classic_game_step;
  base_class->load = load_record;
  base_class->record_statistics = record_statistics;
  base_class->dup_outcome = (char *(*) (CastellanGameBase *)) castellan_classic_game_dup_outcome;
  base_class->save_to_data = save_to_data;
  base_class->apply_move = apply_move;
  base_class->dup_refusal = dup_refusal;
  base_class->take_back = take_back;
  base_class->dup_final_lines = dup_final_lines;
  base_class->get_score_history = get_score_history;
  base_class->think_async = (void (*) (CastellanGameBase *, CastellanPlayerKind, GCancellable *,
                                       GAsyncReadyCallback, gpointer)) castellan_classic_game_think_async;
  base_class->suggest_finish = suggest_finish;
  base_class->play_suggestion = play_suggestion;
  base_class->palette = CASTELLAN_PALETTE_CLASSIC;
  base_class->track_lap = 50;   /* the score track's 50 spaces (C-9.2) */
  base_class->move_size = sizeof (CsClassicMove);

  props[PROP_N_PLAYERS] = g_param_spec_uint ("n-players", NULL, NULL, 0, CS_CLASSIC_MAX_PLAYERS, 0, ro);
  /* a view holds the game (castellan_classic_game_hold): a computer to
   * move waits for the person, not for its own thinking */
  props[PROP_HELD] = g_param_spec_boolean ("held", NULL, NULL, FALSE, ro | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
  base_class->state_property = props[PROP_N_PLAYERS];

  /* a move was played: its CsEvents* (valid during emission) */
  signals[SIGNAL_TURN_PLAYED] = g_signal_new ("turn-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
castellan_classic_game_init (CastellanClassicGame *self)
{
  self->state = g_new0 (CsClassic, 1);
  self->last_events = g_new0 (CsEvents, 1);
  self->scored = g_array_new (FALSE, FALSE, sizeof (CsEvent));
  self->history = g_array_new (FALSE, TRUE, sizeof (int));
  self->record = cs_classic_record_new (2, 0);
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    self->last_cell[p] = self->last_piece[p] = -1;
}

const char *
castellan_classic_seat_colour (guint seat)
{
  g_return_val_if_fail (seat < CASTELLAN_CLASSIC_MAX_SEATS, NULL);
  return cs_classic_text_name (seat);
}

const char *
castellan_classic_seat_colour_word (guint seat)
{
  g_return_val_if_fail (seat < CASTELLAN_CLASSIC_MAX_SEATS, NULL);
  return cs_classic_text_colour (seat);
}

CastellanClassicGame *
castellan_classic_game_new (void)
{
  return g_object_new (CASTELLAN_TYPE_CLASSIC_GAME, NULL);
}

/* ---- keeping the outside in step -------------------------------------------- */

static void
sync_players (CastellanGameBase *base)
{
  static const guint8 no_wall_tiles[CS_NUM_WALL_KINDS + 1] = { 0 };
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);

  for (guint p = 0; p < self->state->n_players; p++)
    castellan_player_update (base->players[p], self->state->player[p].score, self->state->player[p].supply, 0,
                             self->base.phase != CASTELLAN_PHASE_NONE && !cs_classic_over (self->state) &&
                             cs_classic_to_move (self->state) == p,
                             no_wall_tiles, no_wall_tiles, 0, 0);
  /* the score track, and the expansion's supplies and bazaar tile held */
  for (guint p = 0; p < self->state->n_players; p++)
    {
      const CsClassicPlayer *pl = &self->state->player[p];
      int laps = 0;
      int space = cs_classic_track_space (pl->score, &laps);

      castellan_player_update_classic (base->players[p], MAX (space, 0), laps,
                                       (self->state->options & CS_CLASSIC_BCB) != 0, pl->bridges, pl->castles,
                                       self->state->bcb.n_display > 0 && self->state->bcb.holding[p] != 0xFF);
    }
}

/* the seats' names as shown: an unnamed seat's colour in today's language,
 * whatever the record holds (English, or an older save's language; issue
 * 20), a tutorial partner's name translated, a name typed in as typed */
static const char *const *
shown_names (CastellanClassicGame *self)
{
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    {
      const char *stored = p < self->record->n_players ? self->record->names[p] : NULL;

      self->shown[p] = castellan_classic_shown_name (p, stored);
    }
  return self->shown;
}

const char *
castellan_classic_shown_name (guint seat, const char *stored)
{
  if (g_strcmp0 (stored, CASTELLAN_PRACTICE_PARTNER) == 0)
    return castellan_player_shown_name (stored);
  return cs_classic_text_shown_name (seat, stored);
}

/* the log, the scored features and each seat's last tile, from a move's events */
static void
take_events (CastellanClassicGame *self, const CsEvents *ev, GPtrArray *items)
{
  const char *const *names = shown_names (self);

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      char *text;

      if (e->type == CS_EVENT_TILE_LAID && e->player >= 0)
        {
          self->last_cell[e->player] = cs_classic_cell (e->x, e->y);
          self->last_piece[e->player] = -1;
        }
      if (e->type == CS_EVENT_FOLLOWER_PLACED && e->player >= 0)
        self->last_piece[e->player] = e->piece;
      if (e->type == CS_EVENT_FEATURE_SCORED || e->type == CS_EVENT_FINAL_LINE)
        g_array_append_val (self->scored, *e);
      text = cs_classic_text_event (self->state, e, names);
      if (text != NULL)
        {
          g_ptr_array_add (items, castellan_log_entry_new (text, e->player, self->state->move, e->type));
          castellan_classic_describe_entry_cells (items->pdata[items->len - 1], self->state, e);
        }
      g_free (text);
    }
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    {
      int score = p < self->state->n_players ? self->state->player[p].score : 0;
      g_array_append_val (self->history, score);
    }
}

static void
log_events (CastellanClassicGame *self, const CsEvents *ev)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  take_events (self, ev, items);
  g_list_store_splice (self->base.log, g_list_model_get_n_items (G_LIST_MODEL (self->base.log)), 0,
                       items->pdata, items->len);
}

/* Play @record from its set-up into the game: state, log, scored lines.
 * FALSE, with nothing changed, when a move of it breaks a rule. */
static gboolean
replay (CastellanClassicGame *self, CsClassicRecord *record, GError **error)
{
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  if (!cs_classic_record_start (record, tileset_of (record), game, NULL, error))
    return FALSE;
  for (guint i = 0; i < record->moves->len; i++)
    if (!cs_classic_record_play_move (record, i, game, NULL, error))
      return FALSE;

  /* it all replays: take it, and tell it once more with events */
  if (self->record != record)
    {
      g_clear_pointer (&self->record, cs_classic_record_free);
      self->record = record;
    }
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    self->last_cell[p] = self->last_piece[p] = -1;
  g_array_set_size (self->scored, 0);
  g_array_set_size (self->history, 0);
  ev->n = 0;
  cs_classic_record_start (record, tileset_of (record), self->state, ev, NULL);
  take_events (self, ev, items);
  for (guint i = 0; i < record->moves->len; i++)
    {
      ev->n = 0;
      cs_classic_record_play_move (record, i, self->state, ev, NULL);
      take_events (self, ev, items);
    }
  *self->last_events = *ev;
  g_list_store_splice (self->base.log, 0, g_list_model_get_n_items (G_LIST_MODEL (self->base.log)),
                       items->pdata, items->len);
  return TRUE;
}

static void
started (CastellanClassicGame *self)
{
  CastellanPlayerKind kinds[CS_CLASSIC_MAX_PLAYERS];

  castellan_thinker_reset (&self->base.thinker);
  for (guint p = 0; p < self->record->n_players; p++)
    kinds[p] = castellan_player_kind_from_string (self->record->kinds[p]);
  castellan_game_base_reset_players (BASE (self), self->record->n_players, shown_names (self), kinds);
  self->base.phase = CASTELLAN_PHASE_NONE;
  castellan_game_base_started (BASE (self));
  castellan_game_base_go_on (BASE (self));
}

/* ---- starting and loading ------------------------------------------------------- */

/* @top's design letters to the front of the pile, in their order; the
 * record keeps the pile as drawn, so a saved lesson resumes with it */
static void
stack_pile (CsClassicRecord *record, const char *top)
{
  for (guint i = 0; top[i] != 0 && i < record->n_pile; i++)
    {
      char *found = memchr (record->pile + i, top[i], record->n_pile - i);

      g_return_if_fail (found != NULL);   /* a letter the pile has no more of */
      memmove (record->pile + i + 1, record->pile + i, found - (record->pile + i));
      record->pile[i] = top[i];
    }
}

void
castellan_classic_game_start (CastellanClassicGame        *self,
                              const CastellanClassicSetup *setup)
{
  CsClassicRecord *record;
  guint32 seed = setup->has_seed ? setup->seed : g_random_int ();
  guint n = CLAMP (setup->n_players, CS_CLASSIC_MIN_PLAYERS, CS_CLASSIC_MAX_PLAYERS);
  int first = setup->first;
  gboolean ok;

  g_return_if_fail (CASTELLAN_IS_CLASSIC_GAME (self));

  castellan_thinker_cancel (&self->base.thinker);
  if (first < 0 || first >= (int) n)
    first = g_random_int_range (0, n);   /* D-7: draw lots */
  record = cs_classic_record_new (n, (setup->farmers ? 0 : CS_CLASSIC_NO_FARMERS) | (setup->bcb ? CS_CLASSIC_BCB : 0) |
                                      (setup->bcb && setup->quick_bazaar ? CS_CLASSIC_QUICK_BAZAAR : 0));
  cs_classic_record_setup_from_seed (record, tileset_of (record), seed, first);
  if (setup->pile_top != NULL)
    stack_pile (record, setup->pile_top);
  for (guint p = 0; p < n; p++)
    {
      const char *name = setup->names[p];

      g_free (record->names[p]);
      /* an unnamed seat is kept as its English colour, shown in the
       * language of the day (shown_names) */
      record->names[p] = g_utf8_substring (name && *name ? name : cs_classic_text_stored_name (p), 0,
                                           CASTELLAN_MAX_NAME_CHARS);
      g_free (record->kinds[p]);
      record->kinds[p] = g_strdup (castellan_player_kind_to_string (setup->kinds[p]));
    }
  ok = replay (self, record, NULL);
  g_assert (ok);   /* a fresh shuffle of the shipped tiles always starts */
  started (self);
}

/* @error (the engine's English) in the reader's language, a tile named as
 * a player knows it, not by its design's letter ("tile d"), which no
 * player sees; the base words it no more (castellan_game_base_load) */
static void
word_load_error (GError **error)
{
  g_autofree char *text = NULL;
  GError *worded;

  if (error == NULL || *error == NULL || (*error)->domain != CS_ERROR)
    return;
  /* the base set's letters are upper-case, the expansion's lower-case:
   * the set with both names either */
  text = cs_text_error_tiles (*error, castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB));
  worded = g_error_new_literal (CS_ERROR, (*error)->code, text);
  g_clear_error (error);
  *error = worded;
}

static gboolean
load_record (CastellanGameBase  *base,
             const char         *data,
             gsize               length,
             const char         *filename,
             GError            **error)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);
  CsClassicRecord *record;

  record = cs_classic_record_parse (data, length, filename, error);
  if (record == NULL)
    {
      word_load_error (error);
      return FALSE;
    }
  if (g_strcmp0 (record->tileset_ref, "carcassonne") != 0)
    {
      g_set_error (error, CS_ERROR, CS_ERROR_INVALID,
                   _("%s: this game uses another tile set (%s); Castellan can only open Carcassonne games with its own tiles"),
                   filename, record->tileset_ref);
      cs_classic_record_free (record);
      return FALSE;
    }
  /* an older save's colour in the language it started in ("Gelb") is
   * kept from now on as any unnamed seat is, in English */
  for (guint p = 0; p < record->n_players; p++)
    if (g_strcmp0 (record->names[p], CASTELLAN_PRACTICE_PARTNER) != 0 &&
        cs_classic_text_shown_name (p, record->names[p]) != record->names[p])
      {
        g_free (record->names[p]);
        record->names[p] = g_strdup (cs_classic_text_stored_name (p));
      }
  castellan_thinker_cancel (&self->base.thinker);
  if (!replay (self, record, error))
    {
      cs_classic_record_free (record);
      word_load_error (error);
      return FALSE;
    }
  started (self);
  return TRUE;
}

static char *
save_to_data (CastellanGameBase *base, gsize *length)
{
  return cs_classic_record_to_data (CASTELLAN_CLASSIC_GAME (base)->record, length);
}

/* ---- playing ------------------------------------------------------------------- */

static gboolean
record_statistics (CastellanGameBase *base, GError **error)
{
  return castellan_statistics_record_classic (CASTELLAN_CLASSIC_GAME (base), error);
}

static gboolean
apply_move (CastellanGameBase *base, gconstpointer engine_move, GError **error)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);
  const CsClassicMove *move = engine_move;

  self->last_events->n = 0;
  cs_classic_record_add_move (self->record, self->state, move);
  if (!cs_classic_play (self->state, move, self->last_events, error))
    {
      g_array_set_size (self->record->moves, self->record->moves->len - 1);
      return FALSE;
    }
  log_events (self, self->last_events);
  castellan_game_base_played (base);
  g_signal_emit (self, signals[SIGNAL_TURN_PLAYED], 0, self->last_events);
  castellan_game_base_go_on (base);
  return TRUE;
}

gboolean
castellan_classic_game_play (CastellanClassicGame  *self,
                             const CsClassicMove   *move,
                             GError               **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), FALSE);
  return castellan_game_base_play (BASE (self), move, error);
}

/* a refusal in the reader's language, in the tutor's words */
static char *
dup_refusal (CastellanGameBase *base, gconstpointer move, const GError *error)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);

  return cs_classic_text_refusal (self->state, move, error, shown_names (self));
}

/* the seat that played record move @index, replaying up to it */
static int
last_person_move (CastellanClassicGame *self)
{
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  int last = -1;

  if (!cs_classic_record_start (self->record, tileset_of (self->record), game, NULL, NULL))
    return -1;
  for (guint i = 0; i < self->record->moves->len; i++)
    {
      if (!castellan_player_is_computer (self->base.players[cs_classic_to_move (game)]))
        last = i;
      if (!cs_classic_record_play_move (self->record, i, game, NULL, NULL))
        break;
    }
  return last;
}

static gboolean
castellan_classic_game_can_undo (CastellanGameBase *base)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);

  return self->base.phase != CASTELLAN_PHASE_OVER &&
         self->record->moves->len > 0 && last_person_move (self) >= 0;
}

/* back to the last move a person made: the record cut there and replayed */
static void
take_back (CastellanGameBase *base)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);
  gboolean ok;

  g_array_set_size (self->record->moves, last_person_move (self));
  ok = replay (self, self->record, NULL);
  g_assert (ok);   /* a prefix of moves that were played */
  self->last_events->n = 0;
}

/* ---- the computer ---------------------------------------------------------------- */

void
castellan_classic_game_think_async (CastellanClassicGame *self,
                                    CastellanPlayerKind   level,
                                    GCancellable         *cancellable,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_GAME (self));

  /* the same seed as castellan-cli suggest gives for this position, and
   * as it, no clock */
  castellan_computer_think_async (&castellan_computer_classic, self->state,
                                  !cs_classic_over (self->state) && self->base.phase != CASTELLAN_PHASE_NONE,
                                  level, FALSE, cs_ai_move_seed (self->record->seed, self->state->move),
                                  castellan_classic_game_think_async, cancellable, callback, user_data);
}

gboolean
castellan_classic_game_think_finish (CastellanClassicGame  *self,
                                     GAsyncResult          *result,
                                     CsClassicMove         *move,
                                     GError               **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), FALSE);
  return castellan_computer_think_finish (result, move, error);
}

/* the suggested move in words, said as in every game
 * (castellan_game_base_suggestion_text): the cell as the open board's
 * axis labels name it (column,row), and what the move scores at once, read
 * from a scratch copy of the position with the move played */
static char *
suggestion_words (CastellanClassicGame *self, const CsClassicMove *move, const CsClassicDesign *d)
{
  const CsClassic *g = self->state;
  CastellanSuggestionFacts facts = { .rot = move->rot, .score_rule = "C-7.3", .free_rule = "C-6.1",
                                      .none_left = g->player[g->active].supply == 0, .empty_rule = "C-6.3" };
  g_autofree CsClassic *after = g_memdup2 (g, sizeof *g);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autofree char *where = cs_classic_text_cell (move->cell);

  facts.cell = where;
  if (move->follower >= 0 && move->follower < d->n_pieces)
    {
      guint kind = d->pieces[move->follower].type;

      facts.put = castellan_classic_describe_put_follower (kind);
      facts.feature = castellan_classic_describe_feature_object (kind);
      /* a field's farmers score only at the end (C-8.3); the rest when complete (C-7.3) */
      facts.feature_at_end = kind == CS_CLASSIC_FIELD;
      facts.feature_rule = kind == CS_CLASSIC_FIELD ? "C-8.3" : "C-7.3";
    }
  /* what this turn scores (C-7.1, C-7.2): the events up to the next draw
   * or the final scoring, which are not the move's */
  if (cs_classic_play (after, move, ev, NULL))
    for (guint i = 0; i < ev->n; i++)
      {
        const CsEvent *e = &ev->ev[i];

        if (e->type == CS_EVENT_TILE_DRAWN || e->type == CS_EVENT_TILE_REMOVED || e->type == CS_EVENT_FINAL_LINE ||
            e->type == CS_EVENT_GAME_OVER || e->type == CS_EVENT_BAZAAR_OPENED)
          break;
        if (e->type == CS_EVENT_MARKER_MOVED && e->player == (int) g->active)
          facts.points += e->points;
        else if (e->type == CS_EVENT_MARKER_MOVED)
          facts.others += e->points;
        else if (e->type == CS_EVENT_FEATURE_SCORED && (e->winners & (1u << g->active)))
          {
            facts.completed++;
            facts.completed_name = castellan_classic_describe_feature_object (e->ftype);
          }
      }
  return castellan_game_base_suggestion_text (&facts);
}

/* the suggested move in words; @out gets its cell, turn and follower */
static char *
suggest_finish_move (CastellanClassicGame   *self,
                     GAsyncResult           *result,
                     CastellanSuggestedMove *out,
                     GError                **error)
{
  const CsClassicDesign *d;
  CsClassicMove move;

  if (!castellan_computer_think_finish (result, &move, error))
    return NULL;
  if (move.kind != CS_CLASSIC_MOVE_LAY)
    {
      /* (asked while a bid or a castle was to decide: no tile to lay) */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("The game moved on before the suggestion came."));
      return NULL;
    }
  d = cs_classic_tile (self->state->tileset, self->state->current);
  *out = (CastellanSuggestedMove) { move.cell, move.rot, move.follower < d->n_pieces ? move.follower : -1 };
  return suggestion_words (self, &move, d);
}

char *
castellan_classic_game_suggest_finish (CastellanClassicGame  *self,
                                       GAsyncResult          *result,
                                       guint                 *cell,
                                       guint                 *rot,
                                       GError               **error)
{
  CastellanSuggestedMove move;
  char *text;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  text = suggest_finish_move (self, result, &move, error);
  if (text != NULL)
    {
      *cell = move.cell;
      *rot = move.rot;
    }
  return text;
}

/* Suggest a Move (castellan_game_base_suggest) */
static char *
suggest_finish (CastellanGameBase *base, GAsyncResult *result, CastellanSuggestedMove *out, GError **error)
{
  return suggest_finish_move (CASTELLAN_CLASSIC_GAME (base), result, out, error);
}

/* lay the tile at its cell, turned, and put the follower on its spot (or none) */
static gboolean
play_suggestion (CastellanGameBase *base, GObject *object, const CastellanSuggestedMove *move)
{
  CastellanClassicTurn *turn;
  const guint8 *open = NULL;
  guint n_open;
  int index = -1;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (object), FALSE);
  turn = CASTELLAN_CLASSIC_TURN (object);
  /* back to placing the tile (confirm → follower → placing) */
  for (guint step = 0; step < 2 && castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE; step++)
    castellan_classic_turn_cancel (turn);
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return FALSE;
  castellan_classic_turn_set_cursor_cell (turn, move->cell);
  castellan_classic_turn_set_rotation (turn, move->rot);
  if (!castellan_classic_turn_lay (turn))
    return FALSE;
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint i = 0; i < n_open; i++)
    if ((int) open[i] == move->follower)
      index = i;
  castellan_classic_turn_choose_follower (turn, index);
  return TRUE;
}

static void
think_now (CastellanClassicGame *self)
{
  castellan_thinker_step (&self->base.thinker, G_OBJECT (self), &castellan_computer_classic, self->state,
                          castellan_player_get_kind (self->base.players[cs_classic_to_move (self->state)]),
                          cs_ai_move_seed (self->record->seed, self->state->move),
                          castellan_game_base_computer_play);
}

static void
castellan_classic_game_step (CastellanGameBase *base)
{
  CastellanClassicGame *self = CASTELLAN_CLASSIC_GAME (base);

  /* a view still shows the last decisions (the auction's outcome) */
  if (self->holds > 0)
    return;
  /* a castle's or a bazaar's decision is played a moment after the move
   * before it, so people see each bid; the computer thinks meanwhile
   * (castellan_game_base_pace_next) */
  if (self->decision_pause > 0 && self->state->phase > CS_PHASE_OVER && base->thinker.thinking == NULL &&
      !castellan_game_base_get_move_waiting (base))
    castellan_game_base_pace_next (base, self->decision_pause);
  think_now (self);
}

/* ---- accessors ------------------------------------------------------------------ */

const CsClassic *
castellan_classic_game_get_state (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  return self->state;
}

const CsEvents *
castellan_classic_game_get_last_events (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  return self->last_events;
}

const CsClassicRecord *
castellan_classic_game_get_record (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  return self->record;
}

guint
castellan_classic_game_get_n_players (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), 0);
  return self->base.phase == CASTELLAN_PHASE_NONE ? 0 : self->state->n_players;
}

const char *
castellan_classic_game_get_player_name (CastellanClassicGame *self,
                                        guint                 seat)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  g_return_val_if_fail (seat < CS_CLASSIC_MAX_PLAYERS, NULL);
  return shown_names (self)[seat];
}

const char *const *
castellan_classic_game_get_player_names (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  return shown_names (self);
}

gboolean
castellan_classic_game_get_farmers (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), TRUE);
  return !(self->record->options & CS_CLASSIC_NO_FARMERS);
}

void
castellan_classic_game_hold (CastellanClassicGame *self,
                             gboolean              hold)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_GAME (self));
  g_return_if_fail (hold || self->holds > 0);
  self->holds += hold ? 1 : -1;
  /* the views say what the game waits for: the person, while held */
  if (self->holds == (hold ? 1 : 0))
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_HELD]);
  /* released: a computer whose turn it is plays now */
  if (self->holds == 0)
    castellan_game_base_maybe_think (BASE (self));
}

gboolean
castellan_classic_game_get_held (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), FALSE);
  return self->holds > 0;
}

void
castellan_classic_game_set_decision_pause (CastellanClassicGame *self,
                                           guint                 ms)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_GAME (self));
  self->decision_pause = ms;
}

gboolean
castellan_classic_game_get_bcb (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), FALSE);
  return (self->record->options & CS_CLASSIC_BCB) != 0;
}

gboolean
castellan_classic_game_get_quick_bazaar (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), FALSE);
  return (self->record->options & CS_CLASSIC_QUICK_BAZAAR) != 0;
}

guint
castellan_classic_game_get_actor (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), 0);
  return cs_classic_to_move (self->state);
}

int
castellan_classic_game_get_last_cell (CastellanClassicGame *self,
                                      guint                 seat)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), -1);
  g_return_val_if_fail (seat < CS_CLASSIC_MAX_PLAYERS, -1);
  return self->last_cell[seat];
}

GArray *
castellan_classic_game_get_score_history (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  return self->history;
}

int
castellan_classic_game_get_last_piece (CastellanClassicGame *self,
                                       guint                 seat)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), -1);
  g_return_val_if_fail (seat < CS_CLASSIC_MAX_PLAYERS, -1);
  return self->last_piece[seat];
}

char *
castellan_classic_game_dup_outcome (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);

  if (self->base.phase != CASTELLAN_PHASE_OVER)
    return NULL;
  for (guint i = 0; i < self->last_events->n; i++)
    if (self->last_events->ev[i].type == CS_EVENT_GAME_OVER)
      return cs_classic_text_event (self->state, &self->last_events->ev[i], shown_names (self));
  return NULL;
}

GArray *
castellan_classic_game_get_scored (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  return self->scored;
}

guint
castellan_classic_game_get_turn_seat (CastellanClassicGame *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), 0);
  return self->state->active;
}

int
castellan_classic_game_get_track_space (CastellanClassicGame *self, guint seat, int *laps)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), 0);
  g_return_val_if_fail (seat < self->state->n_players, 0);
  return cs_classic_track_space (self->state->player[seat].score, laps);
}

char *
castellan_classic_game_dup_tile_svg (CastellanClassicGame *self, guint tile, guint rot)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (self), NULL);
  g_return_val_if_fail (tile < self->state->tileset->n_tiles, NULL);
  return art_classic_tile_svg (cs_classic_tile (self->state->tileset, tile), rot & 3);
}
