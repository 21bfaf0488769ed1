/* castellan-computer.c — the computer players, by level, thinking off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#ifdef __linux__
#include <sys/resource.h>
#endif

#include "castellan-computer.h"
#include "cs-ai.h"
#include "cs-classic-ai.h"
#include "cs-error.h"

/* ---- the searches, by level ------------------------------------------------------ */

static CsAiLevel
ai_level (CastellanPlayerKind kind)
{
  switch (kind)
    {
    case CASTELLAN_PLAYER_BEGINNER: return CS_AI_BEGINNER;
    case CASTELLAN_PLAYER_CASUAL:   return CS_AI_CASUAL;
    case CASTELLAN_PLAYER_EXPERT:   return CS_AI_EXPERT;
    case CASTELLAN_PLAYER_STRONG:
    default:                        return CS_AI_STRONG;   /* a person asking for a move */
    }
}

/* The threads The Castle's search may take in the app: one core is always
 * left to the window and the desktop. Expert splits its samples over two
 * threads (cs-ai.c); on a machine of two cores both would then be busy
 * while the board animates, and its frames, drawn by the main thread and,
 * without a GPU, by the GL driver's threads, wait behind the search even at
 * a lower priority (the two threads share the cores' caches and execution
 * units): in three interleaved runs, The Castle drew 44-48 frames a second
 * while Expert thought on two threads, 48-52 on one (docs/PERFORMANCE.md,
 * "One core left to the window"). The move does not depend on the number of
 * threads (cs-ai.c merges the samples in their order), only the wait does:
 * one thread takes 0.3 s of a mid-game Expert move at the median and 0.6 s
 * at most, far inside its 2.9 s cap. 0 is the level's own default. */
static guint
castle_threads (void)
{
  return g_get_num_processors () <= 2 ? 1 : 0;
}

/* the level's own clock cap (0), or none (< 0): without it the search's
 * count of samples alone bounds it, and the same position gives the same
 * move on any machine */
static void
choose_castle (gconstpointer state, CastellanPlayerKind level, gboolean capped, guint64 seed, const gint *cancel,
               gpointer move)
{
  CsAiOptions options = { .budget_scale = 1.0, .threads = castle_threads (), .time_cap_us = capped ? 0 : -1 };

  cs_ai_choose_move_full (state, ai_level (level), seed, cancel, &options, move, NULL);
}

static void
choose_classic (gconstpointer state, CastellanPlayerKind level, gboolean capped, guint64 seed, const gint *cancel,
                gpointer move)
{
  CsAiOptions uncapped = { .budget_scale = 1.0, .time_cap_us = -1 };

  cs_classic_ai_choose_move (state, ai_level (level), seed, cancel, capped ? NULL : &uncapped, move, NULL);
}

const CastellanComputerKind castellan_computer_castle = { sizeof (CsGame), sizeof (CsMove), choose_castle };
const CastellanComputerKind castellan_computer_classic = { sizeof (CsClassic), sizeof (CsClassicMove), choose_classic };

/* ---- thinking on a worker thread ------------------------------------------------ */

typedef struct {
  const CastellanComputerKind *kind;
  gpointer                     state;   /* a copy */
  gpointer                     move;
  CastellanPlayerKind          level;
  gboolean                     capped;
  guint64                      seed;
  gint                         cancel;
} ThinkData;

static void
think_data_free (gpointer data)
{
  ThinkData *td = data;

  g_free (td->state);
  g_free (td->move);
  g_free (td);
}

static void
think_cancelled_cb (GCancellable *cancellable, gpointer data)
{
  ThinkData *td = data;
  g_atomic_int_set (&td->cancel, 1);
}

static void
think_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ThinkData *td = data;
  gulong id = 0;

  if (cancellable)
    id = g_cancellable_connect (cancellable, G_CALLBACK (think_cancelled_cb), td, NULL);
  /* a cancelled search still fills in a legal move; the caller drops it */
  td->kind->choose (td->state, td->level, td->capped, td->seed, &td->cancel, td->move);
  if (cancellable)
    g_cancellable_disconnect (cancellable, id);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

/* How much less the thinking weighs than the window, as a nice value. The
 * searches of Strong and Expert keep their core busy to their time cap; on
 * a machine of two cores the window's own frames (the main thread, and the
 * software GL driver's threads under Xvfb) then waited behind them: The
 * Castle drew 1-3 frames a second while Expert thought (issue 34, item 4).
 * Linux keeps the nice value per thread, and the search's own workers
 * (cs-ai.c) inherit it from the thread that starts them. */
#define THINK_NICE 10

/* a thread of its own for each thinking, started and ended with it: a
 * thread's nice value cannot be raised back without privileges, so the
 * lowered priority must not go back to GLib's shared pool */
static gpointer
think_main (gpointer data)
{
  GTask *task = data;

#ifdef __linux__
  /* 0 is the calling thread under Linux; a failure only leaves it as it was */
  (void) setpriority (PRIO_PROCESS, 0, THINK_NICE);
#endif
  think_thread (task, g_task_get_source_object (task), g_task_get_task_data (task), g_task_get_cancellable (task));
  g_object_unref (task);
  return NULL;
}

void
castellan_computer_think_async (const CastellanComputerKind *kind,
                                gconstpointer                state,
                                gboolean                     playable,
                                CastellanPlayerKind          level,
                                gboolean                     capped,
                                guint64                      seed,
                                gpointer                     source_tag,
                                GCancellable                *cancellable,
                                GAsyncReadyCallback          callback,
                                gpointer                     user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  ThinkData *td;

  g_task_set_source_tag (task, source_tag);
  if (!playable)
    {
      g_task_return_new_error (task, CS_ERROR, CS_ERROR_ILLEGAL_MOVE, "%s", _("The game is over."));
      return;
    }
  td = g_new0 (ThinkData, 1);
  td->kind = kind;
  td->state = g_memdup2 (state, kind->state_size);
  td->move = g_malloc0 (kind->move_size);
  td->level = level;
  td->capped = capped;
  td->seed = seed;
  g_task_set_task_data (task, td, think_data_free);
  {
    GThread *thread = g_thread_try_new ("castellan-think", think_main, g_object_ref (task), NULL);

    if (thread != NULL)
      g_thread_unref (thread);
    else
      {
        g_object_unref (task);
        g_task_run_in_thread (task, think_thread);
      }
  }
}

gboolean
castellan_computer_think_finish (GAsyncResult  *result,
                                 gpointer       move,
                                 GError       **error)
{
  ThinkData *td;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  td = g_task_get_task_data (G_TASK (result));
  memcpy (move, td->move, td->kind->move_size);
  return TRUE;
}

/* ---- a game's computer turns ------------------------------------------------------ */

typedef struct {
  GWeakRef                   game;        /* disposing the game cancels its thinking */
  CastellanThinker          *thinker;     /* inside the game: alive while it is */
  guint                      generation;
  CastellanComputerPlayFunc  play;
} StepData;

static void
computer_moved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  StepData *step = data;
  g_autoptr(GObject) game = g_weak_ref_get (&step->game);
  g_autoptr(GError) error = NULL;
  g_autofree gpointer move = NULL;
  CastellanThinker *thinker = step->thinker;
  guint generation = step->generation;
  CastellanComputerPlayFunc play = step->play;

  g_weak_ref_clear (&step->game);
  g_free (step);
  if (game == NULL)
    return;   /* the game is gone */
  move = g_malloc0 (((ThinkData *) g_task_get_task_data (G_TASK (result)))->kind->move_size);
  if (!castellan_computer_think_finish (result, move, &error))
    return;   /* cancelled: a new game, an undo or quitting */
  if (generation != thinker->generation)
    return;
  g_clear_object (&thinker->thinking);
  if (!play (game, move, &error))
    g_critical ("The computer chose an illegal move: %s", error->message);
}

void
castellan_thinker_step (CastellanThinker            *thinker,
                        GObject                     *game,
                        const CastellanComputerKind *kind,
                        gconstpointer                state,
                        CastellanPlayerKind          level,
                        guint64                      seed,
                        CastellanComputerPlayFunc    play)
{
  StepData *step;

  if (thinker->thinking != NULL)
    return;
  thinker->thinking = g_cancellable_new ();
  step = g_new (StepData, 1);
  g_weak_ref_init (&step->game, game);
  step->thinker = thinker;
  step->generation = thinker->generation;
  step->play = play;
  castellan_computer_think_async (kind, state, TRUE, level, TRUE, seed, castellan_thinker_step,
                                  thinker->thinking, computer_moved_cb, step);
}

void
castellan_thinker_cancel (CastellanThinker *thinker)
{
  if (thinker->thinking)
    {
      g_cancellable_cancel (thinker->thinking);
      g_clear_object (&thinker->thinking);
    }
}

void
castellan_thinker_reset (CastellanThinker *thinker)
{
  castellan_thinker_cancel (thinker);
  thinker->generation++;
}
