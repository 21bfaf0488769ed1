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

/* The line of @kf's text where @key of @group is set, or of the group's
 * header when @key is NULL; 0 when unknown. Known for the key file this
 * thread last loaded with cs_keyfile_load, for messages. */
guint     cs_keyfile_line    (GKeyFile    *kf,
                              const char  *group,
                              const char  *key);
/* The line of @key of @group, or of the group's header when the key is
 * not there (an error about a missing key points at its group). */
guint     cs_keyfile_where   (GKeyFile    *kf,
                              const char  *group,
                              const char  *key);

/* Every key of @group is one of @known (or, with @letters, one letter: a
 * piece of a tile); an unknown key is refused with its line and, when it
 * is close to a known one, the one that was meant. */
gboolean  cs_keyfile_check_keys (GKeyFile           *kf,
                                 const char         *filename,
                                 const char         *group,
                                 const char *const  *known,
                                 gboolean            letters,
                                 GError            **error);

G_END_DECLS

/* ---- one tile's group in a tile-set file (The Castle's and classic) ---- */

/* an English error format kept as it is: src/text words it in the player's
 * language (cs_text_error); po/meson.build lists CS_ERROR_FORMAT for xgettext */
#define CS_ERROR_FORMAT(s) (s)

/* What differs between the games' tile groups: the keys besides Sides,
 * Name and Name[…]; the most pieces (at most CS_TILE_GROUP_MAX_PIECES);
 * the English formats of the errors that name a rule (each with the
 * arguments of The Castle's); and how to read one piece. @piece gets the
 * piece's index and its key's value; FALSE with @error set refuses it, the
 * message then put after "FILE: line N: [GROUP] KEY: ". Every error names
 * the file, the line (the key's, or the group's header for the group as
 * a whole) and the tile's group. */
typedef struct {
  const char *const *keys;
  guint              max_pieces;
  const char        *bad_sides;    /* "%s: line %u: [%s] Sides: “%s” must be 12 …" */
  const char        *undeclared;   /* "%s: line %u: [%s] Sides: segment %s has the label “%c”, …" */
  const char        *interleave;   /* "%s: line %u: [%s] Sides: pieces “%c” (%s, %s) and “%c” (%s, %s) …" */
  gboolean         (*piece)        (gpointer     data,
                                    guint        index,
                                    const char  *spec,
                                    GError     **error);
} CsTileGroupRules;

#define CS_TILE_GROUP_MAX_PIECES 12

/* One tile's group of a tile-set file: its name and what the rules'
 * @piece reader gets are given; cs_tile_group_read fills in the rest. */
typedef struct {
  const char *group;
  gpointer    data;
  char        labels[12];          /* the letter of each segment in Sides */
  guint8      seg_piece[12];       /* each segment's piece index */
  guint       n_pieces;
  char        piece_label[CS_TILE_GROUP_MAX_PIECES];     /* each piece's letter */
  guint8      piece_segments[CS_TILE_GROUP_MAX_PIECES];  /* its segments on the sides */
  guint       line;                /* the line of the group's header, for messages */
  guint       sides_line;          /* the line of its Sides key */
} CsTileGroup;

/* Every key of @group is Sides, Name, Name[…], one of @rules->keys or a
 * piece's letter; else the unknown key is refused with its line, and the
 * key that was meant when it is close to one. */
gboolean  cs_tile_group_check_keys (GKeyFile               *kf,
                                    const char             *filename,
                                    const CsTileGroupRules *rules,
                                    const char             *group,
                                    GError                **error);
/* Reads group @tg->group's Sides and its one-letter piece keys in the
 * order the file gives them, each piece's value through @rules->piece;
 * every letter of Sides must be declared. */
gboolean  cs_tile_group_read (GKeyFile               *kf,
                              const char             *filename,
                              const CsTileGroupRules *rules,
                              CsTileGroup            *tg,
                              GError                **error);

/* ---- the players and moves of a game record (The Castle's and classic) -- */

/* [Game] Player1…PlayerN and Player1Kind…: a name or kind the file gives
 * replaces the one in @names / @kinds; a name longer than
 * CS_MAX_NAME_CHARS is refused. */
gboolean  cs_record_players_read  (GKeyFile    *kf,
                                   const char  *filename,
                                   guint        n,
                                   char       **names,
                                   char       **kinds,
                                   GError     **error);
void      cs_record_players_write (GKeyFile    *kf,
                                   guint        n,
                                   char *const *names,
                                   char *const *kinds);
void      cs_record_players_free  (guint        n,
                                   char       **names,
                                   char       **kinds);

/* A record that has a MoveCount was written by a Castellan, which ends
 * every line with a newline: one whose last line has none was cut short,
 * and is refused with that line, before any of its values is judged. */
gboolean  cs_record_check_whole   (GKeyFile    *kf,
                                   const char  *data,
                                   gsize        length,
                                   const char  *filename,
                                   GError     **error);

/* [Moves]' keys: each a move's number, 1, 2, 3… with none left out;
 * *@n_moves gets the highest (0 without a [Moves] group). A key that is
 * not a number, or a number missing, is refused with its line. */
gboolean  cs_record_move_keys     (GKeyFile    *kf,
                                   const char  *filename,
                                   guint       *n_moves,
                                   GError     **error);
/* [Game] MoveCount: *@count, or -1 for a record written before records
 * carried it; a value that is not a count is refused with its line. */
gboolean  cs_record_move_count    (GKeyFile    *kf,
                                   const char  *filename,
                                   gint64      *count,
                                   GError     **error);
/* The moves read, @listed of them, are as many as MoveCount says (@count;
 * -1: nothing to agree with); else the error names the line where they
 * stop (cut short) or go on past it (edited). */
gboolean  cs_record_check_count   (GKeyFile    *kf,
                                   const char  *filename,
                                   gint64       count,
                                   guint        listed,
                                   GError     **error);
/* [Moves] @index, "@text", is not a move. When it is the last move and the
 * file's last line, and the file seems cut short in it — it ends without a
 * newline, MoveCount says more moves follow, or @is_move takes the line
 * once its last word is finished — @error says the file was cut there and
 * TRUE is returned; else FALSE and @error is left alone. */
gboolean  cs_record_cut_in_move   (GKeyFile    *kf,
                                   const char  *data,
                                   gsize        length,
                                   const char  *filename,
                                   guint        index,
                                   guint        n_moves,
                                   gint64       count,
                                   const char  *text,
                                   gboolean   (*is_move) (const char *text),
                                   GError     **error);
/* @text to be quoted in a message: at most 60 characters, "…" after a
 * longer one, anything but printable text written as \xNN */
char     *cs_quote_text           (const char  *text);

/* A [Moves] line's words: the cell's, the turn (0–3), then the rest, which
 * *@rest points into (NULL-terminated; free with g_strfreev). FALSE when
 * there are not two words or the second is not a turn. */
gboolean  cs_record_move_words    (const char  *text,
                                   char       **cell,
                                   guint       *rot,
                                   GStrv       *rest);
/* "follower=L": L, or 0 when @word is not such a word */
char      cs_record_follower_word (const char  *word);
/* No two pieces may interleave around the edge (R-2.4, C-2.1). */
gboolean  cs_tile_group_check_crossing (const char             *filename,
                                        const CsTileGroupRules *rules,
                                        const CsTileGroup      *tg,
                                        GError                **error);
