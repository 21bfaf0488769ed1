/* castellan-save-slot.c — one saved game per game kind, never lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-save"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <sys/stat.h>

#include "castellan-save.h"
#include "castellan-save-slot.h"
#include "cs-error.h"

/* Writing in the background (castellan_save_slot_set_background): one
 * writer at a time, a GTask in GLib's thread pool, takes the newest data
 * handed over (`queued`) and writes it with castellan_save_write, then
 * the next, until none is left. Data handed over while it writes replaces
 * data not yet started: the last write wins, and never does an older save
 * land after a newer one. `lock` guards the fields marked (L); the main
 * thread reads the others only while no writer runs, or after a flush. */
struct _CastellanSaveSlot
{
  GObject            parent_instance;

  GFile             *file;
  GType              game_type;
  CastellanFileStamp stamp;     /* (L) the file as this slot last read or wrote it, or was let replace it */
  gboolean           known;     /* (L) the stamp is one: until then the file is someone else's */
  gboolean           unread;    /* it could not be read: not replaced unasked */
  gboolean           blocked;   /* (L) a write was refused and the player asked; until replaced */

  gboolean           background;/* writes go to the writer thread */
  GMutex             lock;
  GCond              written;   /* signalled when the writer stops */
  GBytes            *queued;    /* (L) the newest data not yet being written */
  gint64             queued_made;/* (L) when it was made (castellan_save_made_now) */
  gboolean           writing;   /* (L) a writer runs */
  GError            *failure;   /* (L) the writer's last failure, not yet said */
  gboolean           succeeded; /* (L) a write succeeded since the last news was taken */
  gboolean           failing;   /* the last failure was said; until a write succeeds */
};

G_DEFINE_FINAL_TYPE (CastellanSaveSlot, castellan_save_slot, G_TYPE_OBJECT)

enum {
  SIGNAL_WRITE_FAILED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
castellan_save_slot_dispose (GObject *object)
{
  /* nothing handed over is lost when the slot goes (the window closing) */
  castellan_save_slot_flush (CASTELLAN_SAVE_SLOT (object));
  G_OBJECT_CLASS (castellan_save_slot_parent_class)->dispose (object);
}

static void
castellan_save_slot_finalize (GObject *object)
{
  CastellanSaveSlot *self = CASTELLAN_SAVE_SLOT (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->queued, g_bytes_unref);
  g_clear_error (&self->failure);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->written);
  G_OBJECT_CLASS (castellan_save_slot_parent_class)->finalize (object);
}

static void
castellan_save_slot_class_init (CastellanSaveSlotClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = castellan_save_slot_dispose;
  G_OBJECT_CLASS (klass)->finalize = castellan_save_slot_finalize;

  /* a write in the background failed, or found a newer save there: a
   * GError*, as castellan_save_slot_write would have set it. A failure
   * is said once per run of failures; a refusal always. */
  signals[SIGNAL_WRITE_FAILED] = g_signal_new ("write-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
castellan_save_slot_init (CastellanSaveSlot *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->written);
}

CastellanSaveSlot *
castellan_save_slot_new (GFile *file,
                         GType  game_type)
{
  CastellanSaveSlot *self;

  g_return_val_if_fail (G_IS_FILE (file) && g_file_peek_path (file) != NULL, NULL);
  g_return_val_if_fail (g_type_is_a (game_type, CASTELLAN_TYPE_GAME_BASE), NULL);

  self = g_object_new (CASTELLAN_TYPE_SAVE_SLOT, NULL);
  self->file = g_object_ref (file);
  self->game_type = game_type;
  return self;
}

GFile *
castellan_save_slot_get_file (CastellanSaveSlot *self)
{
  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), NULL);
  return self->file;
}

GType
castellan_save_slot_get_game_type (CastellanSaveSlot *self)
{
  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), G_TYPE_INVALID);
  return self->game_type;
}

static const char *
path_of (CastellanSaveSlot *self)
{
  return g_file_peek_path (self->file);
}

CastellanSlotContent
castellan_save_slot_peek (CastellanSaveSlot    *self,
                          CastellanGameStatus  *status,
                          GError              **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GObject) scratch = NULL;
  g_autofree char *data = NULL;
  gsize len;

  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), CASTELLAN_SLOT_EMPTY);

  castellan_save_slot_flush (self);
  if (!castellan_save_read (path_of (self), &data, &len, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return CASTELLAN_SLOT_EMPTY;
      g_propagate_error (error, g_steal_pointer (&local));
      return CASTELLAN_SLOT_UNREADABLE;
    }
  /* a game of its own that does nothing by itself: no computer moves, no saves */
  scratch = g_object_new (self->game_type, NULL);
  CASTELLAN_GAME_BASE (scratch)->inert = TRUE;
  if (!castellan_game_base_load (CASTELLAN_GAME_BASE (scratch), data, len, path_of (self), error))
    return CASTELLAN_SLOT_BROKEN;
  if (status != NULL)
    castellan_game_base_get_status (CASTELLAN_GAME_BASE (scratch), status);
  return CASTELLAN_SLOT_GAME;
}

gboolean
castellan_save_slot_holds_other_game (CastellanSaveSlot *self,
                                      guint             *moves)
{
  CastellanGameStatus st;

  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), FALSE);

  if (self->known)
    return FALSE;
  if (castellan_save_slot_peek (self, &st, NULL) != CASTELLAN_SLOT_GAME || st.over || st.turn == 0)
    return FALSE;
  if (moves != NULL)
    *moves = st.turn;
  return TRUE;
}

/* a regular file that is no game, or could not be read, renamed
 * PATH.broken-DATE so that nothing writes over it; TRUE when gone */
static gboolean
set_aside (CastellanSaveSlot *self, GError **error)
{
  struct stat st;

  if (g_lstat (path_of (self), &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  g_free (castellan_save_set_aside (path_of (self), error));
  return !g_file_test (path_of (self), G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK);
}

/* why the file may not be replaced unasked; NULL when it may */
static GError *
refusal (CastellanSaveSlot *self)
{
  const char *path = path_of (self);
  CastellanFileStamp now;

  if (!self->known)
    {
      CastellanGameStatus st;
      g_autoptr(GError) local = NULL;

      /* never read or written here: look at what it holds */
      switch (castellan_save_slot_peek (self, &st, &local))
        {
        case CASTELLAN_SLOT_GAME:
          if (!st.over && st.turn > 0)
            return g_error_new (CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_OTHER_GAME,
                                _("%s holds a game in progress that this Castellan did not open, so it was not replaced"),
                                path);
          break;
        case CASTELLAN_SLOT_BROKEN:
          /* no game to lose, but kept: the copy says what it was */
          if (!set_aside (self, NULL))
            self->unread = TRUE;
          break;
        case CASTELLAN_SLOT_UNREADABLE:
          self->unread = TRUE;
          break;
        case CASTELLAN_SLOT_EMPTY:
        default:
          break;
        }
      if (!self->unread)
        return NULL;
    }
  if (self->unread)
    return g_error_new (CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD,
                        _("The saved game in %s could not be read, so it was not replaced"), path);
  castellan_file_stamp_take (&now, path);
  if (!castellan_file_stamp_equal (&now, &self->stamp))
    return g_error_new (CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER,
                        _("Another Castellan saved a game in %s after this one started, so it was not replaced"),
                        path);
  return NULL;
}

/* the save just written at @path dated by when it was made; a file left
 * with the time it was written is still a whole save */
static void
dated (const char *path, gint64 made)
{
  g_autoptr(GError) local = NULL;

  if (!castellan_save_date (path, made, &local))
    g_message ("Could not date the save %s: %s", path, local->message);
}

/* ---- writing in the background ------------------------------------------------ */

/* the writer's thread: every save handed over, in order, until none is left */
static void
write_queued_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  CastellanSaveSlot *self = source;
  const char *path = path_of (self);

  g_mutex_lock (&self->lock);
  while (self->queued != NULL && !self->blocked)
    {
      g_autoptr(GBytes) data = g_steal_pointer (&self->queued);
      gint64 made = self->queued_made;
      g_autoptr(GError) local = NULL;
      CastellanFileStamp before = self->stamp, now;
      gboolean known = self->known;
      gboolean ok;
      gsize len;
      const char *bytes = g_bytes_get_data (data, &len);

      g_mutex_unlock (&self->lock);
      /* what the main thread checks first (refusal), for a save that
       * waited behind another: the file is still the one written here */
      castellan_file_stamp_take (&now, path);
      if (known && !castellan_file_stamp_equal (&now, &before))
        {
          local = g_error_new (CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER,
                               _("Another Castellan saved a game in %s after this one started, so it was not replaced"),
                               path);
          ok = FALSE;
        }
      else
        ok = castellan_save_write (path, bytes, len, &local);
      if (ok)
        {
          dated (path, made);
          castellan_file_stamp_take (&now, path);
        }
      g_mutex_lock (&self->lock);
      if (ok)
        {
          self->stamp = now;
          self->known = TRUE;
          self->succeeded = TRUE;
          g_clear_error (&self->failure);
        }
      else
        {
          if (g_error_matches (local, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER))
            self->blocked = TRUE;
          g_clear_error (&self->failure);
          self->failure = g_steal_pointer (&local);
        }
    }
  g_clear_pointer (&self->queued, g_bytes_unref);   /* blocked: nothing more is written */
  self->writing = FALSE;
  g_cond_broadcast (&self->written);
  g_mutex_unlock (&self->lock);
  g_task_return_boolean (task, TRUE);
}

/* back on the main thread: say what went wrong, as a write at once would */
static void
written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  CastellanSaveSlot *self = CASTELLAN_SAVE_SLOT (source);
  g_autoptr(GError) failure = NULL;
  gboolean succeeded;

  /* the news since the last look (another writer may have started since
   * this one ended, and be the one whose news this is) */
  g_mutex_lock (&self->lock);
  failure = g_steal_pointer (&self->failure);
  succeeded = self->succeeded;
  self->succeeded = FALSE;
  g_mutex_unlock (&self->lock);
  /* a save made: a failure after it is news again */
  if (succeeded)
    self->failing = FALSE;
  if (failure == NULL)
    return;
  if (g_error_matches (failure, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER) || !self->failing)
    g_signal_emit (self, signals[SIGNAL_WRITE_FAILED], 0, failure);
  else
    g_message ("Could not save the game: %s", failure->message);
  self->failing = TRUE;
}

/* hand @data to the writer, starting one when none runs */
static void
hand_over (CastellanSaveSlot *self, const char *data, gsize length)
{
  g_autoptr(GTask) task = NULL;

  g_mutex_lock (&self->lock);
  g_clear_pointer (&self->queued, g_bytes_unref);
  self->queued = g_bytes_new (data, length);
  self->queued_made = castellan_save_made_now ();
  if (self->writing)
    {
      g_mutex_unlock (&self->lock);
      return;
    }
  self->writing = TRUE;
  g_mutex_unlock (&self->lock);
  task = g_task_new (self, NULL, written_cb, NULL);
  g_task_set_source_tag (task, hand_over);
  g_task_set_name (task, "castellan save");
  g_task_run_in_thread (task, write_queued_thread);
}

static gboolean
writer_running (CastellanSaveSlot *self)
{
  gboolean writing;

  g_mutex_lock (&self->lock);
  writing = self->writing;
  g_mutex_unlock (&self->lock);
  return writing;
}

void
castellan_save_slot_set_background (CastellanSaveSlot *self,
                                    gboolean           background)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SLOT (self));

  if (!background)
    castellan_save_slot_flush (self);
  self->background = !!background;
}

void
castellan_save_slot_flush (CastellanSaveSlot *self)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SLOT (self));

  g_mutex_lock (&self->lock);
  while (self->writing)
    g_cond_wait (&self->written, &self->lock);
  g_mutex_unlock (&self->lock);
}

gboolean
castellan_save_slot_write (CastellanSaveSlot  *self,
                           const char         *data,
                           gsize               length,
                           GError            **error)
{
  GError *refused;
  gboolean blocked;
  gint64 made;

  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), FALSE);

  g_mutex_lock (&self->lock);
  blocked = self->blocked;
  g_mutex_unlock (&self->lock);
  if (blocked)
    return FALSE;
  /* behind a save still being written: the writer checks and writes it
   * next, unless a newer one comes first */
  if (self->background && writer_running (self))
    {
      hand_over (self, data, length);
      return TRUE;
    }
  refused = refusal (self);
  if (refused != NULL)
    {
      self->blocked = TRUE;
      g_propagate_error (error, refused);
      return FALSE;
    }
  if (self->background)
    {
      /* what would refuse it is said now, the writing (a file synced to
       * disk: milliseconds) is done off this thread */
      if (!castellan_save_check (path_of (self), error))
        return FALSE;
      hand_over (self, data, length);
      return TRUE;
    }
  made = castellan_save_made_now ();
  if (!castellan_save_write (path_of (self), data, length, error))
    return FALSE;
  dated (path_of (self), made);
  castellan_file_stamp_take (&self->stamp, path_of (self));
  self->known = TRUE;
  return TRUE;
}

void
castellan_save_slot_adopt (CastellanSaveSlot *self)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SLOT (self));

  castellan_save_slot_flush (self);
  castellan_file_stamp_take (&self->stamp, path_of (self));
  self->known = TRUE;
  self->unread = FALSE;
  self->blocked = FALSE;
}

void
castellan_save_slot_replace (CastellanSaveSlot *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CASTELLAN_IS_SAVE_SLOT (self));

  switch (castellan_save_slot_peek (self, NULL, NULL))
    {
    case CASTELLAN_SLOT_BROKEN:
    case CASTELLAN_SLOT_UNREADABLE:
      /* a copy first: what could not be read may yet be mended by hand */
      if (!set_aside (self, &error) && error != NULL)
        g_message ("%s", error->message);
      break;
    case CASTELLAN_SLOT_EMPTY:
    case CASTELLAN_SLOT_GAME:
    default:
      break;
    }
  castellan_save_slot_adopt (self);
}

guint
castellan_save_slot_clean (CastellanSaveSlot *self)
{
  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), 0);
  castellan_save_slot_flush (self);
  return castellan_save_clean (path_of (self));
}

CastellanResume
castellan_save_slot_resume (CastellanSaveSlot  *self,
                            CastellanGameBase  *game,
                            GError            **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *aside = NULL;
  const char *path;
  gsize len;

  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), CASTELLAN_RESUME_NONE);
  g_return_val_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (game, self->game_type), CASTELLAN_RESUME_NONE);

  path = path_of (self);
  castellan_save_slot_clean (self);
  castellan_save_slot_adopt (self);
  if (!castellan_save_read (path, &data, &len, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return CASTELLAN_RESUME_NONE;
      /* unreadable, not a file, too big: keep it, and never replace it unasked */
      self->unread = TRUE;
      g_set_error (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD,
                   /* Translators: %s says why, e.g. "…: Permission denied" */
                   _("%s\n\nThe file was left as it is. Castellan will ask before it saves a new game over it."),
                   local->message);
      return CASTELLAN_RESUME_UNREADABLE;
    }
  if (castellan_game_base_load (game, data, len, path, &local))
    {
      /* a game that saves as it loads has written the file already */
      castellan_file_stamp_take (&self->stamp, path);
      return CASTELLAN_RESUME_DONE;
    }

  /* it reads but is not a game: keep it aside, never delete it, and go on */
  aside = castellan_save_set_aside (path, &move_error);
  castellan_file_stamp_take (&self->stamp, path);
  if (aside != NULL)
    /* Translators: %1$s is why the game could not be read, %2$s where the file was kept */
    g_set_error (error, CS_ERROR, CS_ERROR_PARSE, _("%1$s\n\nThe file was kept as %2$s."), local->message, aside);
  else
    {
      self->unread = TRUE;
      g_set_error (error, CS_ERROR, CS_ERROR_PARSE, "%s\n\n%s", local->message, move_error->message);
    }
  return CASTELLAN_RESUME_SET_ASIDE;
}
