/* cs-input.h — reading untrusted files: bounded, regular files only, and
 * key-file values checked before GLib unescapes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest board, tile set or game record read (docs/FORMATS.md). The
 * shipped files are 1–5 KB and a whole game's record about 2 KB. */
#define CS_MAX_FILE_SIZE   (256 * 1024)
/* A record lists at most this many moves: each lays one of the 60 tiles. */
#define CS_MAX_RECORD_MOVES 64
/* A player's name: at most this many characters. */
#define CS_MAX_NAME_CHARS  40

/* Read @path, which must be a regular file of at most @max_size bytes.
 * A FIFO, a device or a directory is refused without blocking; a symlink
 * is followed to what it names, which is checked the same way. */
gboolean  cs_file_read       (const char  *path,
                              gsize        max_size,
                              char       **contents,
                              gsize       *length,
                              GError     **error);

/* Load @data into @kf and check every group name, key and raw value: valid
 * UTF-8 and only the escapes GLib knows (\s \n \t \r \\ \;), so later
 * g_key_file_get_string calls can neither misread nor trip GLib 2.74's
 * double GError. Errors name @filename, the line, the group and the key. */
gboolean  cs_keyfile_load    (GKeyFile    *kf,
                              const char  *data,
                              gsize        length,
                              const char  *filename,
                              GError     **error);

G_END_DECLS
