/* castellan-game.h — a game in progress, wrapping the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "castellan-engine.h"
#include "castellan-shipped.h"
#include "cs-input.h"
#include "cs-record.h"
#include "castellan-game-base.h"
#include "castellan-log-entry.h"
#include "castellan-model-types.h"
#include "castellan-player.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_GAME (castellan_game_get_type ())
G_DECLARE_FINAL_TYPE (CastellanGame, castellan_game, CASTELLAN, GAME, CastellanGameBase)

/* a player's name has at most this many characters */
#define CASTELLAN_MAX_NAME_CHARS CS_MAX_NAME_CHARS

typedef struct {
  const char          *names[CASTELLAN_CASTLE_SEATS];
  CastellanPlayerKind  kinds[CASTELLAN_CASTLE_SEATS];
  int                  first;      /* 0 or 1; -1 draws lots */
  CastellanTheme       theme;
  CastellanVariants    variants;   /* */
  guint32              seed;
  gboolean             has_seed;   /* FALSE: a random seed */
} CastellanGameSetup;

CastellanGame   *castellan_game_new              (void);

void             castellan_game_start            (CastellanGame            *self,
                                                  const CastellanGameSetup *setup);
/* the game as a saved game's text, and saving it to a file: the base's
 * (castellan_game_base_save_to_data, castellan_game_base_save_to_file;
 * a failed write leaves the previous file whole, castellan-save.h) */
#define castellan_game_save_to_data(self, len)    castellan_game_base_save_to_data (CASTELLAN_GAME_BASE (self), (len))
#define castellan_game_save_to_file(self, f, e)   castellan_game_base_save_to_file (CASTELLAN_GAME_BASE (self), (f), (e))
/* save after every turn to @file, a local file (NULL: don't), taking on
 * whatever it holds now (castellan_save_slot_adopt); the app saves
 * through its save service's slots instead (castellan-save-service.h) */
#define castellan_game_set_autosave_file(self, f) castellan_game_base_set_autosave_file (CASTELLAN_GAME_BASE (self), (f))
/* load the autosave file, after clearing what a crash left beside it
 * (castellan_save_slot_resume) */
#define castellan_game_resume(self, e)   castellan_game_base_resume (CASTELLAN_GAME_BASE (self), (e))
/* the player agreed: the next saves replace whatever the autosave file holds */
#define castellan_game_replace_save(self) castellan_game_base_replace_save (CASTELLAN_GAME_BASE (self))
/* Read @file off the main thread and load it (castellan_game_load): only
 * a file on this computer, never blocking on an odd one. */
void             castellan_game_open_async       (CastellanGame            *self,
                                                  GFile                    *file,
                                                  GCancellable             *cancellable,
                                                  GAsyncReadyCallback       callback,
                                                  gpointer                  user_data);
gboolean         castellan_game_open_finish      (CastellanGame            *self,
                                                  GAsyncResult             *result,
                                                  GError                  **error);

/* read through the base every game shares (castellan-game-base.h) */
#define castellan_game_set_keep_statistics(self, keep) castellan_game_base_set_keep_statistics (CASTELLAN_GAME_BASE (self), (keep))
#define castellan_game_get_phase(self)         castellan_game_base_get_phase (CASTELLAN_GAME_BASE (self))
#define castellan_game_get_player(self, seat)  castellan_game_base_get_player (CASTELLAN_GAME_BASE (self), (seat))
#define castellan_game_get_active_player(self) castellan_game_base_get_active_player (CASTELLAN_GAME_BASE (self))
#define castellan_game_get_log(self)           castellan_game_base_get_log (CASTELLAN_GAME_BASE (self))
#define castellan_game_get_tiles_left(self)    castellan_game_base_get_tiles_left (CASTELLAN_GAME_BASE (self))
#define castellan_game_get_can_undo(self)      castellan_game_base_get_can_undo (CASTELLAN_GAME_BASE (self))
#define castellan_game_cancel_thinking(self)   castellan_game_base_cancel_thinking (CASTELLAN_GAME_BASE (self))
/* Load a record (a saved game): replays every move. On failure nothing changes. */
#define castellan_game_load(self, d, n, f, e)   castellan_game_base_load (CASTELLAN_GAME_BASE (self), (d), (n), (f), (e))

const CsGame    *castellan_game_get_state        (CastellanGame *self);
/* the state before the last move, with that move's events, for "what just happened" */
const CsGame    *castellan_game_get_last_before  (CastellanGame *self);
const CsEvents  *castellan_game_get_last_events  (CastellanGame *self);
CastellanTheme   castellan_game_get_theme        (CastellanGame *self);
void             castellan_game_set_theme        (CastellanGame *self,
                                                  CastellanTheme theme);
/* the theme as the engine and the text layer take it: for the model's
 * own use (the UI words things with castellan_game_get_theme) */
CsTheme          castellan_game_get_cs_theme     (CastellanGame *self);
gboolean         castellan_game_get_allow_undo   (CastellanGame *self);
void             castellan_game_set_allow_undo   (CastellanGame *self,
                                                  gboolean       allow);
const CsRecord  *castellan_game_get_record       (CastellanGame *self);
const char      *castellan_game_get_player_name  (CastellanGame *self,
                                                  guint          index);

/* A human's move. Fails (and changes nothing) when it is not a human's
 * turn or the move breaks a rule; the error names the rule. */
gboolean         castellan_game_play             (CastellanGame *self,
                                                  const CsMove  *move,
                                                  GError       **error);
/* Undo back to the human's previous decision (R-free: a convenience). */
#define castellan_game_undo(self)              castellan_game_base_undo (CASTELLAN_GAME_BASE (self))
/* Ask the computer for the active player's move now (Suggest a Move asks
 * it at Strong), bounded by the level's work alone, never by the clock, as
 * castellan-cli suggest and a game's review ask it; @callback gets the move
 * via castellan_game_think_finish. */
void             castellan_game_think_async      (CastellanGame       *self,
                                                  CastellanPlayerKind  level,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean         castellan_game_think_finish     (CastellanGame       *self,
                                                  GAsyncResult        *result,
                                                  CsMove              *move,
                                                  GError             **error);

/* the last move @player made, shown until their next turn begins: the cell
 * their tile went to, and the piece their follower went on there (-1: none,
 * or it has come home). FALSE when there is none to show. */
gboolean         castellan_game_get_last_move    (CastellanGame *self,
                                                  guint          player,
                                                  guint         *cell,
                                                  int           *follower);
/* both scores after every move, from the start: pairs of ints (0, 0 first);
 * the last pair is the final score once the game is over */
GArray          *castellan_game_get_score_history (CastellanGame *self);
/* the final scoring of a finished game (FINAL_LINE events, R-9) into @out;
 * returns how many */
/* "Game over: Ada wins"; NULL while the game goes on */
char            *castellan_game_dup_outcome      (CastellanGame *self);
/* the largest group of empty cells, one flag per cell of the
 * castle (CS_NUM_CELLS); all 0 before a game */
void             castellan_game_get_empty_region (CastellanGame *self,
                                                  guint8        *region);
guint            castellan_game_get_final_lines  (CastellanGame *self,
                                                  CsEvent       *out,
                                                  guint          max);

G_END_DECLS
