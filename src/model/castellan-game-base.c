/* castellan-game-base.c — what every game in progress shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-game-base.h"
#include "castellan-describe.h"
#include "castellan-log-entry.h"
#include "castellan-model-enums.h"
#include "castellan-save.h"
#include "castellan-save-slot.h"
#include "cs-error.h"
#include "cs-text.h"

G_DEFINE_ABSTRACT_TYPE (CastellanGameBase, castellan_game_base, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_ACTIVE_PLAYER,
  PROP_TILES_LEFT,
  PROP_CAN_UNDO,
  PROP_TURN,
  PROP_SUGGESTION,
  PROP_THINKING_VISIBLE,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_STARTED,
  SIGNAL_CHANGED,
  SIGNAL_SAVE_FAILED,
  SIGNAL_STATISTICS_FAILED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

#define KLASS(self) CASTELLAN_GAME_BASE_GET_CLASS (self)

static CastellanGameStatus
status (CastellanGameBase *self)
{
  CastellanGameStatus st;

  KLASS (self)->get_status (self, &st);
  return st;
}

static void time_held_move (CastellanGameBase *self);

/* whether the person now waits on a computer's thinking alone: its turn,
 * no move of its decided and waiting to be shown, the last move shown
 * (no view playing it out, its pace over) */
static gboolean
thinking_visible (CastellanGameBase *self)
{
  return self->phase == CASTELLAN_PHASE_THINKING && self->held_move == NULL && self->showing == 0 &&
         g_get_monotonic_time () >= self->shown_until;
}

static void update_thinking_visible (CastellanGameBase *self);

static gboolean
show_over_cb (gpointer data)
{
  CastellanGameBase *self = data;

  self->show_id = 0;
  update_thinking_visible (self);
  return G_SOURCE_REMOVE;
}

/* "thinking-visible" follows the phase, the move waiting, the views and
 * the pace; while the pace alone keeps it FALSE, it is looked at again
 * when the pace is over */
static void
update_thinking_visible (CastellanGameBase *self)
{
  gboolean visible = thinking_visible (self);
  gint64 left = self->shown_until - g_get_monotonic_time ();

  g_clear_handle_id (&self->show_id, g_source_remove);
  if (self->phase == CASTELLAN_PHASE_THINKING && self->held_move == NULL && self->showing == 0 && left > 0)
    self->show_id = g_timeout_add ((guint) ((left + 999) / 1000), show_over_cb, self);
  if (visible == self->thinking_shown)
    return;
  self->thinking_shown = visible;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THINKING_VISIBLE]);
}

/* a computer's move waiting to be shown goes (a new position, or stopped) */
static void
drop_held_move (CastellanGameBase *self)
{
  g_clear_handle_id (&self->held_id, g_source_remove);
  g_clear_pointer (&self->held_move, g_free);
}

static void
castellan_game_base_dispose (GObject *object)
{
  CastellanGameBase *self = CASTELLAN_GAME_BASE (object);

  castellan_thinker_cancel (&self->thinker);
  drop_held_move (self);
  g_clear_handle_id (&self->show_id, g_source_remove);
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  for (guint p = 0; p < CASTELLAN_MAX_SEATS; p++)
    g_clear_object (&self->players[p]);
  g_clear_object (&self->log);
  g_clear_object (&self->player_list);
  g_clear_object (&self->slot);
  G_OBJECT_CLASS (castellan_game_base_parent_class)->dispose (object);
}

static void
castellan_game_base_finalize (GObject *object)
{
  g_free (CASTELLAN_GAME_BASE (object)->suggestion);
  G_OBJECT_CLASS (castellan_game_base_parent_class)->finalize (object);
}

static void
castellan_game_base_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanGameBase *self = CASTELLAN_GAME_BASE (object);

  switch (id)
    {
    case PROP_PHASE:         g_value_set_enum (value, self->phase); break;
    case PROP_ACTIVE_PLAYER: g_value_set_uint (value, status (self).active); break;
    case PROP_TILES_LEFT:    g_value_set_uint (value, castellan_game_base_get_tiles_left (self)); break;
    case PROP_CAN_UNDO:      g_value_set_boolean (value, castellan_game_base_get_can_undo (self)); break;
    case PROP_TURN:          g_value_set_uint (value, status (self).turn); break;
    case PROP_SUGGESTION:    g_value_set_string (value, self->suggestion); break;
    case PROP_THINKING_VISIBLE: g_value_set_boolean (value, self->thinking_shown); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_game_base_class_init (CastellanGameBaseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = castellan_game_base_dispose;
  object_class->finalize = castellan_game_base_finalize;
  object_class->get_property = castellan_game_base_get_property;

  props[PROP_PHASE] = g_param_spec_enum ("phase", NULL, NULL, CASTELLAN_TYPE_PHASE, CASTELLAN_PHASE_NONE, ro);
  props[PROP_ACTIVE_PLAYER] = g_param_spec_uint ("active-player", NULL, NULL, 0, CASTELLAN_MAX_SEATS - 1, 0, ro);
  props[PROP_TILES_LEFT] = g_param_spec_uint ("tiles-left", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  props[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, ro);
  /* Suggest a Move's answer in words (castellan_game_base_suggest), NULL none */
  props[PROP_SUGGESTION] = g_param_spec_string ("suggestion", NULL, NULL, NULL, ro);
  props[PROP_THINKING_VISIBLE] = g_param_spec_boolean ("thinking-visible", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* a new game began (or a saved one was loaded) */
  signals[SIGNAL_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* anything drawn on the board may have changed */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the autosave could not be written, or was not to replace the file there: a GError* */
  signals[SIGNAL_SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /* a finished game could not be counted in the statistics, or they were
   * damaged and start again: a GError* saying which */
  signals[SIGNAL_STATISTICS_FAILED] = g_signal_new ("statistics-failed", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
castellan_game_base_init (CastellanGameBase *self)
{
  self->log = g_list_store_new (CASTELLAN_TYPE_LOG_ENTRY);
  self->player_list = g_list_store_new (CASTELLAN_TYPE_PLAYER);
}

/* ---- reading ---------------------------------------------------------------------- */

CastellanPhase
castellan_game_base_get_phase (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), CASTELLAN_PHASE_NONE);
  return self->phase;
}

CastellanPlayer *
castellan_game_base_get_player (CastellanGameBase *self,
                                guint              seat)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  g_return_val_if_fail (seat < CASTELLAN_MAX_SEATS, NULL);
  return self->players[seat];
}

CastellanPlayer *
castellan_game_base_get_active_player (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return self->players[status (self).active];
}

char *
castellan_game_base_dup_outcome (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  if (self->phase != CASTELLAN_PHASE_OVER || KLASS (self)->dup_outcome == NULL)
    return NULL;
  return KLASS (self)->dup_outcome (self);
}

char *
castellan_game_base_dup_status_line (CastellanGameBase *self)
{
  char *outcome;

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  if (self->phase == CASTELLAN_PHASE_NONE)
    return NULL;
  outcome = castellan_game_base_dup_outcome (self);
  if (outcome != NULL)
    return outcome;
  /* Translators: the window subtitle; %s is a player's name */
  return g_strdup_printf (_("%s’s turn"), castellan_player_get_name (castellan_game_base_get_active_player (self)));
}

GListModel *
castellan_game_base_get_log (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return G_LIST_MODEL (self->log);
}

GListModel *
castellan_game_base_get_players (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return G_LIST_MODEL (self->player_list);
}

guint
castellan_game_base_get_n_players (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->player_list));
}

CastellanPalette
castellan_game_base_get_palette (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), CASTELLAN_PALETTE_CASTLE);
  return KLASS (self)->palette;
}

gboolean
castellan_game_base_undo (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);

  if (!castellan_game_base_get_can_undo (self))
    return FALSE;
  castellan_thinker_reset (&self->thinker);
  drop_held_move (self);
  self->shown_until = 0;
  KLASS (self)->take_back (self);
  castellan_game_base_update_phase (self);
  castellan_game_base_notify_all (self);
  castellan_game_base_autosave (self);
  return TRUE;
}

GListModel *
castellan_game_base_dup_final_lines (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return KLASS (self)->dup_final_lines (self);
}

GArray *
castellan_game_base_dup_score_history (CastellanGameBase *self,
                                       guint             *stride,
                                       guint             *lap)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  if (lap != NULL)
    *lap = KLASS (self)->track_lap;
  return KLASS (self)->get_score_history (self, stride);
}

char *
castellan_game_base_dup_winner (CastellanGameBase *self)
{
  guint n = castellan_game_base_get_n_players (self), winners = 0;
  int best = G_MININT;
  CastellanPlayer *winner = NULL;

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  for (guint p = 0; p < n; p++)
    best = MAX (best, castellan_player_get_score (self->players[p]));
  for (guint p = 0; p < n; p++)
    if (castellan_player_get_score (self->players[p]) == best)
      {
        winners++;
        winner = self->players[p];
      }
  if (winners != 1)
    return g_strdup (_("A Shared Victory"));
  /* Translators: %s is the winner's name */
  return g_strdup_printf (_("%s Wins"), castellan_player_get_name (winner));
}

char *
castellan_game_base_dup_totals (CastellanGameBase *self)
{
  guint n = castellan_game_base_get_n_players (self);
  g_autoptr(GString) line = g_string_new (NULL);

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  if (n == 2)
    /* Translators: the final totals: "Ada 72 – Bo 65" */
    return g_strdup_printf (_("%1$s %2$d – %3$s %4$d"), castellan_player_get_name (self->players[0]),
                            castellan_player_get_score (self->players[0]), castellan_player_get_name (self->players[1]),
                            castellan_player_get_score (self->players[1]));
  for (guint p = 0; p < n; p++)
    {
      if (p > 0)
        g_string_append (line, " · ");
      /* Translators: one seat's final total in a line of them all: "Ada 72" */
      g_string_append_printf (line, _("%1$s %2$d"), castellan_player_get_name (self->players[p]),
                              castellan_player_get_score (self->players[p]));
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}

guint
castellan_game_base_get_tiles_left (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), 0);
  return self->phase == CASTELLAN_PHASE_NONE ? 0 : status (self).tiles_left;
}

gboolean
castellan_game_base_get_can_undo (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  return self->phase != CASTELLAN_PHASE_NONE && KLASS (self)->get_can_undo (self);
}

void
castellan_game_base_cancel_thinking (CastellanGameBase *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  castellan_thinker_cancel (&self->thinker);
  drop_held_move (self);
  update_thinking_visible (self);
}

void
castellan_game_base_set_pace (CastellanGameBase *self,
                              guint              ms)
{
  const char *forced = g_getenv ("CASTELLAN_PACE_MS");

  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  /* the test suites' pace, whatever a view asks: 0, so that the tests
   * that play whole games with computers through the window do not sit
   * through every pause (tests/meson.build; test-pacing-ui unsets it) */
  if (forced != NULL && *forced != '\0')
    ms = (guint) MIN (g_ascii_strtoull (forced, NULL, 10), G_MAXUINT);
  if (self->pace == ms)
    return;
  /* the move in view is shown for the new pace (the animations turned
   * off, or faster), and a move waiting comes when that is over */
  if (self->shown_until > 0)
    self->shown_until += ((gint64) ms - (gint64) self->pace) * 1000;
  self->pace = ms;
  if (self->held_move != NULL && self->showing == 0)
    time_held_move (self);
  update_thinking_visible (self);
}

guint
castellan_game_base_get_pace (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), 0);
  return self->pace;
}

gboolean
castellan_game_base_get_move_waiting (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  return self->held_move != NULL;
}

gboolean
castellan_game_base_get_thinking_visible (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  return self->thinking_shown;
}

gboolean
castellan_game_base_load (CastellanGameBase  *self,
                          const char         *data,
                          gsize               length,
                          const char         *filename,
                          GError            **error)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);

  if (KLASS (self)->load (self, data, length, filename, error))
    return TRUE;
  if (error != NULL)
    cs_text_error_localize (*error);   /* the engine's English, in the reader's language */
  return FALSE;
}

char *
castellan_game_base_save_to_data (CastellanGameBase *self,
                                  gsize             *length)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return KLASS (self)->save_to_data (self, length);
}

gboolean
castellan_game_base_save_to_file (CastellanGameBase  *self,
                                  GFile              *file,
                                  GError            **error)
{
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize len;

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  data = KLASS (self)->save_to_data (self, &len);
  if (path != NULL)
    return castellan_save_write (path, data, len, error);
  /* not on this machine's file system: GIO replaces it as best it can */
  return g_file_replace_contents (file, data, len, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error);
}

gboolean
castellan_game_base_play (CastellanGameBase  *self,
                          gconstpointer       move,
                          GError            **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!castellan_game_base_check_placing (self, error))
    return FALSE;
  /* the last computer's move gave way to this one: a computer's reply
   * is not held for it */
  self->shown_until = 0;
  if (KLASS (self)->apply_move (self, move, &local))
    return TRUE;
  /* the refusal in the reader's language, in the tutor's words */
  g_free (local->message);
  local->message = KLASS (self)->dup_refusal (self, move, local);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

void
castellan_game_base_get_status (CastellanGameBase   *self,
                                CastellanGameStatus *st)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  *st = status (self);
}

gboolean
castellan_game_base_get_under_way (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  return (self->phase == CASTELLAN_PHASE_PLACE || self->phase == CASTELLAN_PHASE_THINKING) &&
         status (self).turn > 0;
}

void
castellan_game_base_set_save_slot (CastellanGameBase *self,
                                   CastellanSaveSlot *slot)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  g_return_if_fail (slot == NULL || G_TYPE_CHECK_INSTANCE_TYPE (self, castellan_save_slot_get_game_type (slot)));
  g_set_object (&self->slot, slot);
  self->autosave_failing = FALSE;
}

CastellanSaveSlot *
castellan_game_base_get_save_slot (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return self->slot;
}

void
castellan_game_base_set_autosave_file (CastellanGameBase *self,
                                       GFile             *file)
{
  g_autoptr(CastellanSaveSlot) slot = NULL;

  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  g_return_if_fail (file == NULL || g_file_peek_path (file) != NULL);
  if (file != NULL)
    {
      slot = castellan_save_slot_new (file, G_OBJECT_TYPE (self));
      castellan_save_slot_adopt (slot);
    }
  castellan_game_base_set_save_slot (self, slot);
}

CastellanResume
castellan_game_base_resume (CastellanGameBase  *self,
                            GError            **error)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), CASTELLAN_RESUME_NONE);
  g_return_val_if_fail (self->slot != NULL, CASTELLAN_RESUME_NONE);
  return castellan_save_slot_resume (self->slot, self, error);
}

void
castellan_game_base_replace_save (CastellanGameBase *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));

  if (self->slot == NULL)
    return;
  castellan_save_slot_replace (self->slot);
  if (self->phase != CASTELLAN_PHASE_NONE)
    castellan_game_base_autosave (self);
}

gboolean
castellan_game_base_would_end_game (CastellanGameBase *self,
                                    guint             *moves)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);

  if (castellan_game_base_get_under_way (self))
    {
      if (moves != NULL)
        *moves = status (self).turn;
      return TRUE;
    }
  return self->slot != NULL && castellan_save_slot_holds_other_game (self->slot, moves);
}

void
castellan_game_base_set_keep_statistics (CastellanGameBase *self,
                                         gboolean           keep)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  self->keep_statistics = keep;
}

/* ---- for the subclasses ------------------------------------------------------------- */

void
castellan_game_base_reset_players (CastellanGameBase         *self,
                                   guint                      n,
                                   const char *const         *names,
                                   const CastellanPlayerKind *kinds)
{
  for (guint p = 0; p < CASTELLAN_MAX_SEATS; p++)
    {
      g_clear_object (&self->players[p]);
      if (p < n)
        self->players[p] = castellan_player_new (p, names[p], kinds[p]);
    }
  /* one change for the whole table: a row template rebuilds once */
  g_list_store_splice (self->player_list, 0, g_list_model_get_n_items (G_LIST_MODEL (self->player_list)),
                       (gpointer *) self->players, n);
}

void
castellan_game_base_update_phase (CastellanGameBase *self)
{
  CastellanGameStatus st = status (self);
  CastellanPhase phase;

  if (st.over)
    phase = CASTELLAN_PHASE_OVER;
  else if (castellan_player_is_computer (self->players[st.active]))
    phase = CASTELLAN_PHASE_THINKING;
  else
    phase = CASTELLAN_PHASE_PLACE;
  if (self->phase != phase)
    {
      self->phase = phase;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PHASE]);
    }
  update_thinking_visible (self);
}

void
castellan_game_base_notify_all (CastellanGameBase *self)
{
  GParamSpec *extra = KLASS (self)->state_property;

  /* a suggestion is for the position it was asked in */
  castellan_game_base_clear_suggestion (self);
  KLASS (self)->sync_players (self);
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ACTIVE_PLAYER]);
  if (extra != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), extra);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TILES_LEFT]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TURN]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
castellan_game_base_started (CastellanGameBase *self)
{
  /* a game loaded already over was counted when it ended */
  self->counted = status (self).over;
  drop_held_move (self);
  self->shown_until = 0;
  castellan_game_base_update_phase (self);
  castellan_game_base_notify_all (self);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0);
}

static void count_in_statistics (CastellanGameBase *self);

void
castellan_game_base_played (CastellanGameBase *self)
{
  castellan_game_base_update_phase (self);
  castellan_game_base_notify_all (self);
  count_in_statistics (self);
}

void
castellan_game_base_go_on (CastellanGameBase *self)
{
  castellan_game_base_autosave (self);
  castellan_game_base_maybe_think (self);
}

gboolean
castellan_game_base_check_placing (CastellanGameBase  *self,
                                   GError            **error)
{
  if (self->phase == CASTELLAN_PHASE_PLACE)
    return TRUE;
  g_set_error (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE, "%s",
               self->phase == CASTELLAN_PHASE_THINKING ? _("It is the computer's turn.")
               : self->phase == CASTELLAN_PHASE_OVER ? _("The game is over.")
               : _("No game is running."));
  return FALSE;
}

void
castellan_game_base_maybe_think (CastellanGameBase *self)
{
  if (!self->inert && self->phase == CASTELLAN_PHASE_THINKING)
    KLASS (self)->step_computer (self);
}

void
castellan_game_base_pace_next (CastellanGameBase *self,
                               guint              ms)
{
  self->shown_until = MAX (self->shown_until, g_get_monotonic_time () + (gint64) ms * 1000);
  update_thinking_visible (self);
}

/* a computer's move, now: it stays in view for the pace before the next */
static gboolean
play_computer_move (CastellanGameBase *self,
                    gconstpointer      move,
                    GError           **error)
{
  if (!KLASS (self)->apply_move (self, move, error))
    return FALSE;
  /* (a next computer's move is thought out meanwhile: go_on started it) */
  castellan_game_base_pace_next (self, self->pace);
  return TRUE;
}

static gboolean
held_move_cb (gpointer data)
{
  CastellanGameBase *self = data;
  g_autofree gpointer move = NULL;
  g_autoptr(GError) error = NULL;

  self->held_id = 0;
  /* a view still plays the last move out: it lets this one go when done */
  if (self->showing > 0)
    return G_SOURCE_REMOVE;
  move = g_steal_pointer (&self->held_move);
  /* dropped with every new position, but a game moved on is never played into */
  if (self->held_generation == self->thinker.generation && self->phase == CASTELLAN_PHASE_THINKING &&
      !play_computer_move (self, move, &error))
    g_critical ("The computer chose an illegal move: %s", error->message);
  update_thinking_visible (self);
  return G_SOURCE_REMOVE;
}

/* the move waiting is played once the pace is over (again) */
static void
time_held_move (CastellanGameBase *self)
{
  gint64 wait = MAX (self->shown_until - g_get_monotonic_time (), 0);

  g_clear_handle_id (&self->held_id, g_source_remove);
  self->held_id = g_timeout_add ((guint) ((wait + 999) / 1000), held_move_cb, self);
}

void
castellan_game_base_hold_shown (CastellanGameBase *self,
                                gboolean           showing)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  g_return_if_fail (showing || self->showing > 0);
  self->showing += showing ? 1 : -1;
  if (self->showing == 0 && self->held_move != NULL)
    time_held_move (self);
  update_thinking_visible (self);
}

gboolean
castellan_game_base_computer_play (gpointer       game,
                                   gconstpointer  move,
                                   GError       **error)
{
  CastellanGameBase *self = game;
  gint64 now = g_get_monotonic_time ();

  /* no longer the computer's to move: nothing to play */
  if (self->phase != CASTELLAN_PHASE_THINKING)
    return TRUE;
  /* thought out before the last move has been in view long enough: it
   * waits, on the main loop, for the rest of that time */
  if ((now < self->shown_until || self->showing > 0) && KLASS (self)->move_size > 0)
    {
      drop_held_move (self);
      self->held_move = g_memdup2 (move, KLASS (self)->move_size);
      self->held_generation = self->thinker.generation;
      if (self->showing == 0)
        time_held_move (self);
      update_thinking_visible (self);
      return TRUE;
    }
  return play_computer_move (self, move, error);
}

/* a move was played: count the game if it is over and statistics are kept */
static void
count_in_statistics (CastellanGameBase *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->keep_statistics || self->counted || !status (self).over)
    return;
  self->counted = TRUE;
  if (!KLASS (self)->record_statistics (self, &error))
    g_signal_emit (self, signals[SIGNAL_STATISTICS_FAILED], 0, error);
}

void
castellan_game_base_autosave (CastellanGameBase *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;

  if (self->slot == NULL || self->inert)
    return;
  data = KLASS (self)->save_to_data (self, &len);
  if (castellan_save_slot_write (self->slot, data, len, &error))
    {
      self->autosave_failing = FALSE;
      return;
    }
  if (error == NULL)
    return;   /* refused before, and the player asked */
  /* a refusal is asked once (the slot writes no more until replaced); a
   * failure once per run of failures, as every move tries again */
  if (g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER) ||
      g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_OTHER_GAME) ||
      g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD) ||
      !self->autosave_failing)
    g_signal_emit (self, signals[SIGNAL_SAVE_FAILED], 0, error);
  else
    g_message ("Could not save the game: %s", error->message);
  if (!g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER) &&
      !g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_OTHER_GAME) &&
      !g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD))
    self->autosave_failing = TRUE;
}

/* ---- Suggest a Move ---------------------------------------------------------------- */

static void
set_suggestion (CastellanGameBase *self, const char *text)
{
  if (g_strcmp0 (self->suggestion, text) == 0)
    return;
  g_free (self->suggestion);
  self->suggestion = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SUGGESTION]);
}

void
castellan_game_base_clear_suggestion (CastellanGameBase *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  if (self->suggesting == NULL && self->suggestion == NULL && !self->has_suggested)
    return;
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  self->suggest_generation++;
  self->has_suggested = FALSE;
  set_suggestion (self, NULL);
}

/* why the move is good, as far as the engine tells: what it scores now,
 * else what the follower claims, else that it keeps the followers free
 * (or that none is left to put).
 * Features come as objects with their article, in the case the verb takes
 * ("the city"), so no language has to set a bare noun after a colon. */
static char *
suggestion_reason (const CastellanSuggestionFacts *f)
{
  if (f->points > 0 && f->completed == 1 && f->completed_name != NULL)
    /* Translators: why a move is suggested: %1$s a feature with its article
     * as the verb's object ("the city"), %2$d its points, %3$s a rule ID
     * ("C-7.3"); no full stop */
    return g_strdup_printf (ngettext ("it completes %1$s, %2$d point for you (%3$s)",
                                      "it completes %1$s, %2$d points for you (%3$s)", f->points),
                            f->completed_name, f->points, f->score_rule);
  if (f->points > 0 && f->completed > 1)
    /* Translators: why a move is suggested: %1$d points, %2$s a rule ID; no full stop */
    return g_strdup_printf (ngettext ("it completes several features, %1$d point for you (%2$s)",
                                      "it completes several features, %1$d points for you (%2$s)", f->points),
                            f->points, f->score_rule);
  if (f->points > 0)
    /* Translators: why a move is suggested: %1$d points, %2$s a rule ID; no full stop */
    return g_strdup_printf (ngettext ("it scores %1$d point for you at once (%2$s)",
                                      "it scores %1$d points for you at once (%2$s)", f->points),
                            f->points, f->score_rule);
  if (f->put != NULL && f->feature_at_end)
    /* Translators: why a move is suggested: %1$s a feature with its article
     * as the verb's object ("the field"), %2$s a rule ID; no full stop.
     * The feature's gender varies: word the rest so it need not agree */
    return g_strdup_printf (_("it claims %1$s, which scores only at the end of the game (%2$s)"), f->feature,
                            f->feature_rule);
  if (f->put != NULL)
    /* Translators: why a move is suggested: %1$s a feature with its article
     * as the verb's object ("the road"), %2$s a rule ID; no full stop.
     * The feature's gender varies: word the rest so it need not agree */
    return g_strdup_printf (_("it claims %1$s, which scores once it is complete (%2$s)"), f->feature,
                            f->feature_rule);
  if (f->none_left)
    /* Translators: why a move is suggested, when the person has no follower
     * left to put: %s a rule ID ("C-6.3"); no full stop */
    return g_strdup_printf (_("it scores nothing now, and you have no follower left to put (%s)"), f->empty_rule);
  /* Translators: why a move is suggested: %s a rule ID ("C-6.1"); no full stop */
  return g_strdup_printf (_("it scores nothing now and keeps your followers free (%s)"), f->free_rule);
}

/* "Lay the tile at 0,-1, turned half round": a whole clause per turn, so
 * the participle can agree with the language's word for the tile */
static char *
suggestion_lay (const CastellanSuggestionFacts *f)
{
  switch (f->rot & 3)
    {
    case 1:
      /* Translators: the start of Suggest a Move's answer: %s a cell as the
       * board's labels name it ("B1", "0,-1"); more follows ("…, and put a
       * knight on its city: …") */
      return g_strdup_printf (_("Lay the tile at %s, turned a quarter clockwise"), f->cell);
    case 2:
      /* Translators: as "Lay the tile at %s, turned a quarter clockwise" */
      return g_strdup_printf (_("Lay the tile at %s, turned half round"), f->cell);
    case 3:
      /* Translators: as "Lay the tile at %s, turned a quarter clockwise" */
      return g_strdup_printf (_("Lay the tile at %s, turned a quarter anticlockwise"), f->cell);
    default:
      /* Translators: as "Lay the tile at %s, turned a quarter clockwise",
       * the tile as it was drawn */
      return g_strdup_printf (_("Lay the tile at %s, not turned"), f->cell);
    }
}

char *
castellan_game_base_suggestion_text (const CastellanSuggestionFacts *facts)
{
  g_autofree char *reason = NULL;
  g_autofree char *lay = NULL;
  GString *text;

  g_return_val_if_fail (facts != NULL && facts->cell != NULL, NULL);
  reason = suggestion_reason (facts);
  lay = suggestion_lay (facts);
  text = g_string_new (NULL);
  if (facts->put != NULL)
    /* Translators: Suggest a Move's answer in every game, three whole
     * clauses: %1$s where and how the tile goes ("Lay the tile at 0,-1,
     * turned half round"), %2$s the follower ("put a knight on its city"),
     * %3$s why ("it completes the city, 4 points for you (C-7.3)"); order
     * and join them as your language reads best */
    g_string_append_printf (text, _("%1$s, and %2$s: %3$s."), lay, facts->put, reason);
  else
    /* Translators: Suggest a Move's answer in every game: %1$s where and how
     * the tile goes ("Lay the tile at B1 as drawn"), %2$s why ("it scores
     * nothing now and keeps your followers free (R-5.1)") */
    g_string_append_printf (text, _("%1$s, without a follower: %2$s."), lay, reason);
  if (facts->others > 0)
    {
      g_string_append_c (text, ' ');
      g_string_append_printf (text, ngettext ("It also scores %d point for others.",
                                              "It also scores %d points for others.", facts->others),
                              facts->others);
    }
  return g_string_free (text, FALSE);
}

/* the answer comes back to the main thread: it stands if the game is
 * still there and unchanged since it was asked */
typedef struct {
  GWeakRef game;
  guint    generation;
} SuggestAsk;

static void
suggested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  SuggestAsk *ask = data;
  g_autoptr(CastellanGameBase) self = g_weak_ref_get (&ask->game);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  CastellanSuggestedMove move = { 0, 0, -1 };

  if (self != NULL)
    text = KLASS (self)->suggest_finish (self, result, &move, &error);
  if (self == NULL || ask->generation != self->suggest_generation)
    goto out;
  g_clear_object (&self->suggesting);
  if (text == NULL)
    {
      /* nothing to suggest after all (the game ended meanwhile) */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("No suggestion: %s", error ? error->message : "?");
      set_suggestion (self, NULL);
      goto out;
    }
  self->suggested = move;
  self->has_suggested = TRUE;
  {
    /* the level it speaks for, the one a game's review judges by */
    g_autofree char *said = castellan_game_base_suggestion_with_level (text);
    set_suggestion (self, said);
  }
out:
  g_weak_ref_clear (&ask->game);
  g_free (ask);
}

void
castellan_game_base_suggest (CastellanGameBase *self)
{
  SuggestAsk *ask;

  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self));
  if (self->phase != CASTELLAN_PHASE_PLACE || KLASS (self)->think_async == NULL)
    return;
  castellan_game_base_clear_suggestion (self);
  self->suggesting = g_cancellable_new ();
  ask = g_new0 (SuggestAsk, 1);
  g_weak_ref_init (&ask->game, self);
  ask->generation = self->suggest_generation;
  set_suggestion (self, _("Thinking about a good move…"));
  /* the move of the level the review judges by, without the clock's cap
   * (think_async), so following it is never called a mistake there */
  KLASS (self)->think_async (self, CASTELLAN_SUGGEST_LEVEL, self->suggesting, suggested_cb, ask);
}

char *
castellan_game_base_suggestion_with_level (const char *answer)
{
  /* the words name the level */
  G_STATIC_ASSERT (CASTELLAN_SUGGEST_LEVEL == CASTELLAN_PLAYER_STRONG);

  g_return_val_if_fail (answer != NULL, NULL);
  /* Translators: Suggest a Move's answer: %1$s the computer level whose
   * move it is, as in the New Game dialog ("Strong"), %2$s the move and
   * why, a whole sentence ("Lay the tile at B1, not turned, and put a
   * knight on its city: it completes the city, 4 points for you .") */
  return g_strdup_printf (_("%1$s would play this: %2$s"), C_("level", "Strong"), answer);
}

const char *
castellan_game_base_get_suggestion (CastellanGameBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), NULL);
  return self->suggestion;
}

gboolean
castellan_game_base_get_suggested_move (CastellanGameBase      *self,
                                        CastellanSuggestedMove *move)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  if (!self->has_suggested)
    return FALSE;
  if (move)
    *move = self->suggested;
  return TRUE;
}

gboolean
castellan_game_base_play_suggestion (CastellanGameBase *self,
                                     GObject           *turn)
{
  CastellanSuggestedMove move;

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (self), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (turn), FALSE);
  if (!castellan_game_base_get_suggested_move (self, &move) || self->phase != CASTELLAN_PHASE_PLACE)
    return FALSE;
  return KLASS (self)->play_suggestion (self, turn, &move);
}
