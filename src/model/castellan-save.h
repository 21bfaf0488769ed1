/* castellan-save.h — writing and reading saved games without ever losing one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CASTELLAN_SAVE_ERROR (castellan_save_error_quark ())
GQuark castellan_save_error_quark (void);

typedef enum {
  CASTELLAN_SAVE_ERROR_NEWER,     /* another Castellan wrote the save since this one read or wrote it */
  CASTELLAN_SAVE_ERROR_UNREAD,    /* the save there could not be read: it is not replaced without asking */
  CASTELLAN_SAVE_ERROR_NOT_FILE,  /* the save's path is a folder, device or pipe */
  CASTELLAN_SAVE_ERROR_READ_ONLY, /* the file, or its folder, may not be written */
  CASTELLAN_SAVE_ERROR_OTHER_GAME,/* a game in progress this Castellan did not open is saved there */
} CastellanSaveError;

typedef enum {
  CASTELLAN_RESUME_NONE,        /* no saved game */
  CASTELLAN_RESUME_DONE,        /* the saved game is loaded */
  CASTELLAN_RESUME_SET_ASIDE,   /* it was no game: renamed PATH.broken-DATE (the error says why and where) */
  CASTELLAN_RESUME_UNREADABLE,  /* it could not be read: left as it is and not replaced unasked */
} CastellanResume;

/* set-aside copies of saves that could not be read: at most this many are kept */
#define CASTELLAN_SAVE_MAX_SET_ASIDE 3

/* What a file on disk was when it was last read or written, to notice
 * that someone else replaced it since. */
typedef struct {
  gboolean exists;
  guint64  dev, ino, size;
  gint64   mtime_ns;     /* not the ctime: a chmod is no newer save */
} CastellanFileStamp;

void      castellan_file_stamp_take   (CastellanFileStamp       *stamp,
                                       const char               *path);
gboolean  castellan_file_stamp_equal  (const CastellanFileStamp *a,
                                       const CastellanFileStamp *b);

/* Replace @path with @data so that a failure at any point (disk full, a
 * file-size limit, an I/O error, a crash) leaves the previous file whole:
 * a temporary file beside it, synced, renamed over it only once complete.
 * A symbolic link is followed and the file it names is replaced (the link
 * stays); a hard-linked file is replaced by a new one under this name (its
 * other names keep the previous save); a read-only file or folder, or a
 * path that is not a regular file, is refused and left as it is. Safe to
 * call from any thread. */
gboolean  castellan_save_write        (const char               *path,
                                       const char               *data,
                                       gsize                     length,
                                       GError                  **error);
/* The moment a save is made, in microseconds of the real clock, each
 * later than the last this process gave. */
gint64    castellan_save_made_now     (void);
/* Date the file @path by the moment its save was made (from
 * castellan_save_made_now): its modification time. Which game was played
 * last is read from these dates, and the time a file is written is no
 * sure guide: the kernel's clock for file times moves in ticks of several
 * milliseconds, and a save written in the background may land after a
 * newer save of another game. */
gboolean  castellan_save_date         (const char               *path,
                                       gint64                    made,
                                       GError                  **error);
/* What castellan_save_write checks before writing, without writing: FALSE
 * and the same error when it would refuse @path (read-only, not a file, a
 * loop of links, a folder that cannot be made). It writes no file, but
 * makes the folder when missing, as the write would. */
gboolean  castellan_save_check        (const char               *path,
                                       GError                  **error);
/* Read a save: only a regular file, never blocking, at most CS_MAX_FILE_SIZE. */
gboolean  castellan_save_read         (const char               *path,
                                       char                    **data,
                                       gsize                    *length,
                                       GError                  **error);
/* Read a key file the same way, its values checked (cs_keyfile_load). */
gboolean  castellan_save_read_keyfile (const char               *path,
                                       GKeyFile                 *keyfile,
                                       GError                  **error);
/* Rename @path to PATH.broken-DATE and keep only the newest few such
 * copies; returns the new name. */
char     *castellan_save_set_aside    (const char               *path,
                                       GError                  **error);
/* Remove what a crash left beside @path: temporary files older than a
 * minute (a second Castellan may be writing a newer one) and set-aside
 * copies beyond the newest few. Returns how many files went. */
guint     castellan_save_clean        (const char               *path);

G_END_DECLS
