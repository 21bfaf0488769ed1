/* castellan-computer.h — the computer players, by level, thinking off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One copy of the plumbing both games (The Castle and classic Carcassonne)
 * use for a computer's move: a GTask over a copy of the state, cancelled
 * through an atomic flag the search polls, and a stepper that plays the
 * move it brings only if the game it was asked for is still the one on
 * the table.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-model-types.h"

G_BEGIN_DECLS

/* What a game's computer needs: the size of its state and move, and the
 * search (run on a worker thread over a copy of the state; it returns
 * soon after *@cancel becomes 1, with a legal move the caller drops). */
typedef struct {
  gsize  state_size;
  gsize  move_size;
  void (*choose) (gconstpointer        state,
                  CastellanPlayerKind  level,
                  gboolean             capped,
                  guint64              seed,
                  const gint          *cancel,
                  gpointer             move);
} CastellanComputerKind;

extern const CastellanComputerKind castellan_computer_castle;
extern const CastellanComputerKind castellan_computer_classic;

/* The move the computer at @level would make in @state (copied at once),
 * under the level's clock cap when @capped (a computer player's turn),
 * else bounded by the search's work alone (Suggest a Move: the same move
 * on any machine, as castellan-cli suggest and a game's review choose it);
 * when @playable is FALSE (no game, or it is over) the task fails with
 * "The game is over.". The task has no source object: the worker may drop
 * it last, and a game must never be finalized on a worker thread. */
void     castellan_computer_think_async  (const CastellanComputerKind *kind,
                                          gconstpointer                state,
                                          gboolean                     playable,
                                          CastellanPlayerKind          level,
                                          gboolean                     capped,
                                          guint64                      seed,
                                          gpointer                     source_tag,
                                          GCancellable                *cancellable,
                                          GAsyncReadyCallback          callback,
                                          gpointer                     user_data);
/* copies the move (kind->move_size bytes) into @move */
gboolean castellan_computer_think_finish (GAsyncResult                *result,
                                          gpointer                     move,
                                          GError                     **error);

/* A game's computer turns: the thinking under way and the game's
 * generation, which every new game, load and undo bumps so that a move
 * thought out for the old position is dropped. Embedded in the game. */
typedef struct {
  GCancellable *thinking;
  guint         generation;
} CastellanThinker;

/* plays a computer's move in @game on the main thread; called only while
 * @game lives and is in the generation the move was asked in */
typedef gboolean (*CastellanComputerPlayFunc) (gpointer       game,
                                               gconstpointer  move,
                                               GError       **error);

/* Starts the computer's move unless one is under way; @game is held weakly. */
void     castellan_thinker_step          (CastellanThinker            *thinker,
                                          GObject                     *game,
                                          const CastellanComputerKind *kind,
                                          gconstpointer                state,
                                          CastellanPlayerKind          level,
                                          guint64                      seed,
                                          CastellanComputerPlayFunc    play);
/* stops the thinking under way, if any */
void     castellan_thinker_cancel        (CastellanThinker            *thinker);
/* a new position: stops the thinking, and drops any move still on its way */
void     castellan_thinker_reset         (CastellanThinker            *thinker);

G_END_DECLS
