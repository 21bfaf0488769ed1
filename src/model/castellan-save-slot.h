/* castellan-save-slot.h — one saved game per game kind, never lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A slot is the file that holds the game in progress of one kind (The
 * Castle; classic Carcassonne, with or without its expansion), shared by
 * every Castellan on the same home. It writes that file only over what it
 * read or wrote itself, or what the player agreed to replace: a save
 * another Castellan wrote meanwhile, a game in progress this one never
 * opened, or a file it could not read, is kept and the game asks
 * (castellan_save_slot_write's errors). A file that is no game is renamed
 * PATH.broken-DATE before anything takes its place. The games
 * (castellan-game-base.h) save through their slot after every move; the
 * save service (castellan-save-service.h) holds one slot per kind.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-game-base.h"
#include "castellan-save.h"

G_BEGIN_DECLS

/* what a slot's file holds (castellan_save_slot_peek) */
typedef enum {
  CASTELLAN_SLOT_EMPTY,         /* no file */
  CASTELLAN_SLOT_GAME,          /* a game: the status says where it stands */
  CASTELLAN_SLOT_BROKEN,        /* a file that is no game */
  CASTELLAN_SLOT_UNREADABLE,    /* a file that could not be read at all */
} CastellanSlotContent;

#define CASTELLAN_TYPE_SAVE_SLOT (castellan_save_slot_get_type ())
G_DECLARE_FINAL_TYPE (CastellanSaveSlot, castellan_save_slot, CASTELLAN, SAVE_SLOT, GObject)

/* the slot of @file, a local file, for games of @game_type (a
 * CastellanGameBase subclass); nothing there may be replaced unasked
 * until it was read (resume) or the player agreed (replace) */
CastellanSaveSlot   *castellan_save_slot_new        (GFile              *file,
                                                     GType               game_type);
GFile               *castellan_save_slot_get_file   (CastellanSaveSlot  *self);
GType                castellan_save_slot_get_game_type (CastellanSaveSlot *self);

/* read what the file holds now, changing nothing; @status (may be NULL)
 * for a game, @error (may be NULL) says why for the last two */
CastellanSlotContent castellan_save_slot_peek       (CastellanSaveSlot   *self,
                                                     CastellanGameStatus *status,
                                                     GError             **error);
/* TRUE when the file holds a game in progress (not over, a move played)
 * that this slot did not read or write: a new game would end it;
 * @moves (may be NULL) its moves played */
gboolean             castellan_save_slot_holds_other_game (CastellanSaveSlot *self,
                                                           guint             *moves);

/* Write @data over the file (atomically, castellan_save_write) unless it
 * holds what may not be replaced unasked: then FALSE and a
 * CASTELLAN_SAVE_ERROR (NEWER, OTHER_GAME or UNREAD), and every write is
 * skipped (FALSE, no error) until castellan_save_slot_replace. A write
 * that fails sets @error and leaves the previous file whole. */
gboolean             castellan_save_slot_write      (CastellanSaveSlot  *self,
                                                     const char         *data,
                                                     gsize               length,
                                                     GError            **error);
/* Write in the background: castellan_save_slot_write checks on the
 * calling thread what would refuse the write (the errors above, a
 * read-only file or folder) and hands the data to a writer thread, which
 * writes each save atomically as castellan_save_write does, in order, the
 * newest winning over any not yet started. What fails there (a full disk,
 * an I/O error, a newer save found meanwhile) is said by "write-failed"
 * on the main thread, once per run of failures. Every call that reads the
 * file, and disposing the slot, waits for the writer first. */
void                 castellan_save_slot_set_background (CastellanSaveSlot *self,
                                                         gboolean           background);
/* wait until every save handed to the writer is on disk (or failed) */
void                 castellan_save_slot_flush      (CastellanSaveSlot  *self);
/* the player agreed: the next write replaces what the file holds; a
 * regular file that is no game, or could not be read, is renamed
 * PATH.broken-DATE first */
void                 castellan_save_slot_replace    (CastellanSaveSlot  *self);
/* whatever the file holds now is the caller's to replace (a slot for a
 * file of one's own choosing, or a test) */
void                 castellan_save_slot_adopt      (CastellanSaveSlot  *self);
/* Load the file into @game after clearing what a crash left beside it; a
 * file that is no game is set aside, one that cannot be read is kept
 * and not replaced unasked. @error says why for the last two. */
CastellanResume      castellan_save_slot_resume     (CastellanSaveSlot  *self,
                                                     CastellanGameBase  *game,
                                                     GError            **error);
/* remove temporary files a crash left and old set-aside copies */
guint                castellan_save_slot_clean      (CastellanSaveSlot  *self);

G_END_DECLS
