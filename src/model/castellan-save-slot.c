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

struct _CastellanSaveSlot
{
  GObject            parent_instance;

  GFile             *file;
  GType              game_type;
  CastellanFileStamp stamp;     /* the file as this slot last read or wrote it, or was let replace it */
  gboolean           known;     /* the stamp is one: until then the file is someone else's */
  gboolean           unread;    /* it could not be read: not replaced unasked */
  gboolean           blocked;   /* a write was refused and the player asked; until replaced */
};

G_DEFINE_FINAL_TYPE (CastellanSaveSlot, castellan_save_slot, G_TYPE_OBJECT)

static void
castellan_save_slot_finalize (GObject *object)
{
  CastellanSaveSlot *self = CASTELLAN_SAVE_SLOT (object);

  g_clear_object (&self->file);
  G_OBJECT_CLASS (castellan_save_slot_parent_class)->finalize (object);
}

static void
castellan_save_slot_class_init (CastellanSaveSlotClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = castellan_save_slot_finalize;
}

static void
castellan_save_slot_init (CastellanSaveSlot *self)
{
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

gboolean
castellan_save_slot_write (CastellanSaveSlot  *self,
                           const char         *data,
                           gsize               length,
                           GError            **error)
{
  GError *refused;

  g_return_val_if_fail (CASTELLAN_IS_SAVE_SLOT (self), FALSE);

  if (self->blocked)
    return FALSE;
  refused = refusal (self);
  if (refused != NULL)
    {
      self->blocked = TRUE;
      g_propagate_error (error, refused);
      return FALSE;
    }
  if (!castellan_save_write (path_of (self), data, length, error))
    return FALSE;
  castellan_file_stamp_take (&self->stamp, path_of (self));
  self->known = TRUE;
  return TRUE;
}

void
castellan_save_slot_adopt (CastellanSaveSlot *self)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SLOT (self));

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
