/* cs-input.c — reading untrusted files: bounded, regular files only, and
 * key-file values checked before GLib unescapes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cs-board.h"
#include "cs-input.h"

static void
set_errno_error (GError **error, int saved, const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
}

gboolean
cs_file_read (const char  *path,
              gsize        max_size,
              char       **contents,
              gsize       *length,
              GError     **error)
{
  g_autofree char *buf = NULL;
  struct stat st;
  gsize got = 0;
  int fd;

  g_return_val_if_fail (path != NULL && contents != NULL, FALSE);

  /* O_NONBLOCK: opening a FIFO for reading must not wait for a writer */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno, path);
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;
      close (fd);
      set_errno_error (error, saved, path);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      if (S_ISDIR (st.st_mode))
        cs_error_set (error, CS_ERROR_FILE, "%s: this is a folder, not a file", path);
      else
        cs_error_set (error, CS_ERROR_FILE,
                      "%s: this is not a regular file (a device, pipe or socket); only files are read", path);
      return FALSE;
    }
  if ((guint64) st.st_size > max_size)
    {
      close (fd);
      cs_error_set (error, CS_ERROR_FILE,
                   "%s: the file is %lu bytes long; at most %lu are read",
                   path, (gulong) st.st_size, (gulong) max_size);
      return FALSE;
    }
  /* the size may change under us: never read past the limit */
  buf = g_malloc (max_size + 2);
  for (;;)
    {
      gssize n = read (fd, buf + got, max_size + 1 - got);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          close (fd);
          set_errno_error (error, saved, path);
          return FALSE;
        }
      if (n == 0)
        break;
      got += n;
      if (got > max_size)
        {
          close (fd);
          cs_error_set (error, CS_ERROR_FILE,
                       "%s: the file is longer than %lu bytes; it is not read", path, (gulong) max_size);
          return FALSE;
        }
    }
  close (fd);
  buf[got] = '\0';
  *contents = g_realloc (g_steal_pointer (&buf), got + 1);
  if (length != NULL)
    *length = got;
  return TRUE;
}

/* the 1-based line where @key of @group is set (the last one, as GLib
 * keeps), or of the group's header when @key is NULL; 0 if not found */
static guint
find_line (const char *data, gsize length, const char *group, const char *key)
{
  const char *p = data, *end = data + length;
  g_autofree char *current = NULL;
  guint line = 0, found = 0;

  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);
      const char *s = p, *e = eol ? eol : end;

      line++;
      while (s < e && g_ascii_isspace (*s))
        s++;
      while (e > s && g_ascii_isspace (e[-1]))
        e--;
      if (s < e && *s == '[')
        {
          const char *close = memchr (s, ']', e - s);
          g_free (current);
          current = g_strndup (s + 1, (close ? close : e) - s - 1);
          if (key == NULL && strcmp (current, group) == 0)
            found = line;
        }
      else if (s < e && *s != '#' && key != NULL && current != NULL && strcmp (current, group) == 0)
        {
          const char *eq = memchr (s, '=', e - s);
          const char *ke = eq;
          while (ke != NULL && ke > s && g_ascii_isspace (ke[-1]))
            ke--;
          if (eq != NULL && (gsize) (ke - s) == strlen (key) && strncmp (s, key, ke - s) == 0)
            found = line;
        }
      p = eol ? eol + 1 : end;
    }
  return found;
}

/* NULL when @value is fine, else what is wrong with it */
static GError *
check_value (const char *value)
{
  if (!g_utf8_validate (value, -1, NULL))
    return cs_error_new (CS_ERROR_PARSE, "the value is not valid UTF-8 text");
  for (const char *p = value; *p != '\0'; p++)
    if (*p == '\\')
      {
        p++;
        if (*p == '\0')
          return cs_error_new (CS_ERROR_PARSE, "the value ends in a lone backslash");
        if (strchr ("sntr\\;", *p) == NULL)
          return cs_error_new (CS_ERROR_PARSE, "the value holds an unknown escape; a backslash may only come "
                               "before s, n, t, r, ; or another backslash");
      }
  return NULL;
}

/* The next line of [*p, end): its text without the spaces around it in
 * [*s, *e), and *p moved past it; *eol is where its newline is, or %NULL
 * for a last line without one. FALSE at the end. */
static gboolean
next_line (const char  **p,
           const char   *end,
           const char  **s,
           const char  **e,
           const char  **eol)
{
  if (*p >= end)
    return FALSE;
  *eol = memchr (*p, '\n', end - *p);
  *s = *p;
  *e = *eol ? *eol : end;
  *p = *eol ? *eol + 1 : end;
  while (*s < *e && g_ascii_isspace (**s))
    (*s)++;
  while (*e > *s && g_ascii_isspace ((*e)[-1]))
    (*e)--;
  return TRUE;
}

/* GKeyFile cuts a value at a NUL byte and keeps the last of two equal
 * keys of a group (its groups may even be split in two): either way it
 * would load something other than what the file says. Run once the
 * names are known to be valid UTF-8. */
static gboolean
check_keys_once (const char  *data,
                 gsize        length,
                 const char  *filename,
                 GError     **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *p = data, *end = data + length;
  g_autofree char *group = NULL;
  guint line = 0;

  const char *s, *e, *eol;

  while (next_line (&p, end, &s, &e, &eol))
    {
      line++;
      if (s == e || *s == '#')
        continue;
      if (*s == '[')
        {
          const char *close = e;
          while (close > s && close[-1] != ']')
            close--;
          g_free (group);
          group = g_strndup (s + 1, close > s + 1 ? close - s - 2 : 0);
        }
      else if (group != NULL && memchr (s, '=', e - s) != NULL)
        {
          const char *ke = memchr (s, '=', e - s);
          g_autofree char *key = NULL;
          g_autofree char *both = NULL;
          gpointer first;

          while (ke > s && g_ascii_isspace (ke[-1]))
            ke--;
          key = g_strndup (s, ke - s);
          both = g_strconcat (group, "]", key, NULL);
          first = g_hash_table_lookup (seen, both);
          if (first != NULL)
            {
              cs_error_set (error, CS_ERROR_PARSE,
                            "%s: line %u: [%s] %s: the key is given again (first on line %u); "
                            "each key may appear only once in its group",
                            filename, line, group, key, GPOINTER_TO_UINT (first));
              return FALSE;
            }
          g_hash_table_insert (seen, g_steal_pointer (&both), GUINT_TO_POINTER (line));
        }
    }
  return TRUE;
}

/* The text each thread loaded last, so that the readers of its groups
 * (cs_keyfile_line) can name the line of a key; for messages only. */
typedef struct {
  GKeyFile *kf;
  char     *data;
  gsize     length;
} LoadedText;

static void
loaded_text_free (gpointer p)
{
  LoadedText *t = p;

  g_free (t->data);
  g_free (t);
}

static GPrivate loaded_text = G_PRIVATE_INIT (loaded_text_free);

static void
remember_text (GKeyFile *kf, const char *data, gsize length)
{
  LoadedText *t = g_new0 (LoadedText, 1);

  t->kf = kf;
  t->data = g_malloc (length + 1);
  memcpy (t->data, data, length);
  t->data[length] = '\0';
  t->length = length;
  g_private_replace (&loaded_text, t);
}

guint
cs_keyfile_line (GKeyFile    *kf,
                 const char  *group,
                 const char  *key)
{
  LoadedText *t = g_private_get (&loaded_text);

  if (t == NULL || t->kf != kf)
    return 0;
  return find_line (t->data, t->length, group, key);
}

guint
cs_keyfile_where (GKeyFile    *kf,
                  const char  *group,
                  const char  *key)
{
  guint line = key != NULL ? cs_keyfile_line (kf, group, key) : 0;

  return line != 0 ? line : cs_keyfile_line (kf, group, NULL);
}

/* @line (@len bytes) to be quoted in a message: at most 60 characters,
 * anything but printable text written as \xNN, never the raw bytes */
static char *
quote_line (const char *line, gsize len)
{
  GString *s = g_string_new (NULL);
  const char *p = line, *end = line + len;
  guint chars = 0;

  while (p < end && chars < 60)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2 || !g_unichar_isprint (c) || c == 0xFFFD || c == 0xFEFF)
        {
          g_string_append_printf (s, "\\x%02X", (guint8) *p);
          p++;
        }
      else
        {
          const char *next = g_utf8_next_char (p);
          g_string_append_len (s, p, next - p);
          p = next;
        }
      chars++;
    }
  if (p < end)
    g_string_append (s, "…");
  return g_string_free (s, FALSE);
}

/* GKeyFile refused @data: find the first line it cannot read (each line
 * is tried alone under a group header, as GKeyFile reads it) and say what
 * is wrong with it, in our words, with its line number */
static void
explain_bad_line (const char  *data,
                  gsize        length,
                  const char  *filename,
                  GError     **error)
{
  const char *p = data, *end = data + length;
  gboolean in_group = FALSE;
  guint line = 0;

  const char *s, *e, *eol;

  while (next_line (&p, end, &s, &e, &eol))
    {
      gboolean last = eol == NULL || eol + 1 == end;
      gboolean cut = eol == NULL;
      g_autoptr(GKeyFile) one = g_key_file_new ();
      g_autoptr(GString) try = g_string_new ("[A]\n");
      g_autofree char *quoted = NULL;
      g_autoptr(GError) why = NULL;

      line++;
      if (s == e || *s == '#')
        continue;
      g_string_append_len (try, s, e - s);
      if (g_key_file_load_from_data (one, try->str, try->len, G_KEY_FILE_NONE, NULL))
        {
          if (*s == '[')
            in_group = TRUE;
          else if (!in_group)
            {
              cs_error_set (error, CS_ERROR_PARSE,
                            "%s: line %u: a Key=value line comes before any [Group] line; "
                            "the file must start with a group such as [Game]", filename, line);
              return;
            }
          continue;
        }
      quoted = quote_line (s, e - s);
      if (*s == '[' && e[-1] != ']')
        why = cs_error_new (CS_ERROR_PARSE, "a group line opens with [ but does not end with ]");
      else if (*s == '[')
        why = cs_error_new (CS_ERROR_PARSE, "a group's name may not hold [, ] or control characters");
      else if (memchr (s, '=', e - s) != NULL)
        why = cs_error_new (CS_ERROR_PARSE, "the key before = is empty or holds characters a key may not hold");
      else
        why = cs_error_new (CS_ERROR_PARSE, "it is neither a [Group] line, a Key=value line nor a # comment");
      if (cut && last)
        cs_error_set (error, CS_ERROR_PARSE,
                      "%s: line %u: the file ends in the middle of this line, so it seems cut short: “%s”",
                      filename, line, quoted);
      else
        /* Translators: file: line N: “the line”: what is wrong with it */
        cs_error_set_caused (error, CS_ERROR_PARSE, why, "%s: line %u: “%s”: %s", filename, line, quoted,
                             why->message);
      return;
    }
  cs_error_set (error, CS_ERROR_PARSE,
                "%s: this is not a key file of [Group] lines and Key=value lines", filename);
}

gboolean
cs_keyfile_load (GKeyFile    *kf,
                 const char  *data,
                 gsize        length,
                 const char  *filename,
                 GError     **error)
{
  g_auto(GStrv) groups = NULL;
  GError *local = NULL;

  /* an empty file may come as no data at all */
  if (data == NULL)
    {
      data = "";
      length = 0;
    }
  if (length == (gsize) -1)
    length = strlen (data);
  if (length > CS_MAX_FILE_SIZE)
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "%s: the file is %lu bytes long; at most %lu are read",
                   filename, (gulong) length, (gulong) CS_MAX_FILE_SIZE);
      return FALSE;
    }
  {
    const char *nul = memchr (data, '\0', length);
    if (nul != NULL)
      {
        guint line = 1;
        for (const char *c = data; c < nul; c++)
          line += *c == '\n';
        cs_error_set (error, CS_ERROR_PARSE,
                      "%s: line %u: the file holds a NUL byte, which a text file may not hold",
                      filename, line);
        return FALSE;
      }
  }
  {
    gsize k = 0;

    while (k < length && g_ascii_isspace (data[k]))
      k++;
    if (k == length)
      {
        cs_error_set (error, CS_ERROR_PARSE, "%s: the file is empty", filename);
        return FALSE;
      }
  }
  if (!g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &local))
    {
      g_clear_error (&local);
      explain_bad_line (data, length, filename, error);
      return FALSE;
    }
  remember_text (kf, data, length);
  groups = g_key_file_get_groups (kf, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_auto(GStrv) keys = NULL;

      if (!g_utf8_validate (groups[i], -1, NULL))
        {
          cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: the group name is not valid UTF-8 text",
                       filename, find_line (data, length, groups[i], NULL));
          return FALSE;
        }
      keys = g_key_file_get_keys (kf, groups[i], NULL, NULL);
      for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
        {
          g_autofree char *value = g_key_file_get_value (kf, groups[i], keys[k], NULL);
          g_autoptr(GError) wrong = g_utf8_validate (keys[k], -1, NULL) ? check_value (value ? value : "")
                                    : cs_error_new (CS_ERROR_PARSE, "the key is not valid UTF-8 text");

          if (wrong != NULL)
            {
              /* Translators: file: line N: [Group] Key: what is wrong */
              cs_error_set_caused (error, CS_ERROR_PARSE, wrong, "%s: line %u: [%s] %s: %s", filename,
                                   find_line (data, length, groups[i], keys[k]), groups[i], keys[k],
                                   wrong->message);
              return FALSE;
            }
        }
    }
  return check_keys_once (data, length, filename, error);
}

/* the edits (a letter added, dropped, changed, or two swapped) between
 * @a and @b, ignoring case; at most @cap + 1 */
static guint
edit_distance (const char *a, const char *b, guint cap)
{
  gsize la = strlen (a), lb = strlen (b);
  guint d[3][33];

  if (la > 32 || lb > 32)
    return cap + 1;
  for (gsize j = 0; j <= lb; j++)
    d[0][j] = j;
  for (gsize i = 1; i <= la; i++)
    {
      guint *row = d[i % 3], *prev = d[(i - 1) % 3], *prev2 = d[(i + 1) % 3];

      row[0] = i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint cost = g_ascii_tolower (a[i - 1]) != g_ascii_tolower (b[j - 1]);
          guint v = MIN (MIN (prev[j] + 1, row[j - 1] + 1), prev[j - 1] + cost);

          if (i > 1 && j > 1 && g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 2]) &&
              g_ascii_tolower (a[i - 2]) == g_ascii_tolower (b[j - 1]))
            v = MIN (v, prev2[j - 2] + 1);
          row[j] = v;
        }
    }
  return MIN (d[la % 3][lb], cap + 1);
}

static gboolean
key_is_known (const char *key, const char *const *known, gboolean letters)
{
  const char *bracket = strchr (key, '[');
  gsize n = bracket ? (gsize) (bracket - key) : strlen (key);

  if (letters && strlen (key) == 1 && g_ascii_isalpha (key[0]))
    return TRUE;
  for (guint i = 0; known[i] != NULL; i++)
    if (strlen (known[i]) == n && strncmp (key, known[i], n) == 0)
      return TRUE;
  return FALSE;
}

gboolean
cs_keyfile_check_keys (GKeyFile           *kf,
                       const char         *filename,
                       const char         *group,
                       const char *const  *known,
                       gboolean            letters,
                       GError            **error)
{
  g_auto(GStrv) keys = g_key_file_get_keys (kf, group, NULL, NULL);

  for (guint k = 0; keys != NULL && keys[k] != NULL; k++)
    {
      const char *key = keys[k];
      const char *meant = NULL;
      guint best = 3;
      guint line;

      if (key_is_known (key, known, letters))
        continue;
      for (guint i = 0; known[i] != NULL; i++)
        {
          /* a short key is "close" only one edit away */
          guint cap = strlen (known[i]) <= 4 ? 1 : 2;
          guint d = edit_distance (key, known[i], cap);
          if (d <= cap && d < best)
            {
              best = d;
              meant = known[i];
            }
        }
      line = cs_keyfile_line (kf, group, key);
      if (meant != NULL)
        cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [%s] %s: unknown key; did you mean %s?",
                      filename, line, group, key, meant);
      else
        {
          g_autofree char *list = g_strjoinv (", ", (char **) known);
          if (letters)
            cs_error_set (error, CS_ERROR_PARSE,
                          "%s: line %u: [%s] %s: unknown key; this group holds %s and pieces, each "
                          "declared with one letter", filename, line, group, key, list);
          else
            cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [%s] %s: unknown key; this group holds %s",
                          filename, line, group, key, list);
        }
      return FALSE;
    }
  return TRUE;
}

/* ---- tile groups ------------------------------------------------------------ */

static gboolean
tile_key_known (const char *key, const char *const *keys)
{
  if (strcmp (key, "Sides") == 0 || strcmp (key, "Name") == 0 || g_str_has_prefix (key, "Name["))
    return TRUE;
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    if (strcmp (key, keys[i]) == 0)
      return TRUE;
  return FALSE;
}

gboolean
cs_tile_group_check_keys (GKeyFile               *kf,
                          const char             *filename,
                          const CsTileGroupRules *rules,
                          const char             *group,
                          GError                **error)
{
  const char *known[8] = { "Sides", "Name" };
  guint n = 2;

  for (guint i = 0; rules->keys != NULL && rules->keys[i] != NULL && n + 1 < G_N_ELEMENTS (known); i++)
    known[n++] = rules->keys[i];
  return cs_keyfile_check_keys (kf, filename, group, known, TRUE, error);
}

gboolean
cs_tile_group_read (GKeyFile               *kf,
                    const char             *filename,
                    const CsTileGroupRules *rules,
                    CsTileGroup            *tg,
                    GError                **error)
{
  const char *group = tg->group;
  char *labels = tg->labels;
  guint *n_pieces = &tg->n_pieces;
  g_autofree char *sides = NULL;
  g_auto(GStrv) keys = NULL;
  GError *local = NULL;
  char declared[CS_SEGMENTS];
  int got;

  tg->line = cs_keyfile_line (kf, group, NULL);
  tg->sides_line = cs_keyfile_where (kf, group, "Sides");
  if (!cs_tile_group_check_keys (kf, filename, rules, group, error))
    return FALSE;
  /* cs_keyfile_load checked the escapes: only a missing key fails here */
  sides = g_key_file_get_string (kf, group, "Sides", &local);
  g_clear_error (&local);
  if (sides == NULL)
    {
      cs_error_set (error, CS_ERROR_PARSE, rules->bad_sides, filename, tg->sides_line, group, "");
      return FALSE;
    }
  got = cs_sides_parse (sides, labels);
  if (got != CS_SEGMENTS)
    {
      cs_error_set (error, CS_ERROR_PARSE, rules->bad_sides, filename, tg->sides_line, group, sides);
      return FALSE;
    }

  g_return_val_if_fail (rules->max_pieces <= CS_TILE_GROUP_MAX_PIECES, FALSE);
  keys = g_key_file_get_keys (kf, group, NULL, NULL);
  *n_pieces = 0;
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      const char *key = keys[i];
      g_autofree char *spec = NULL;
      GError *perr = NULL;
      guint n_segments = 0;

      if (tile_key_known (key, rules->keys))
        continue;
      if (strlen (key) != 1 || !g_ascii_isalpha (key[0]))
        {
          cs_error_set (error, CS_ERROR_PARSE,
                        "%s: line %u: [%s]: unknown key “%s”; pieces are declared with one letter",
                        filename, cs_keyfile_where (kf, group, key), group, key);
          return FALSE;
        }
      if (*n_pieces == rules->max_pieces)
        {
          cs_error_set (error, CS_ERROR_INVALID, "%s: line %u: [%s]: more than %d pieces on one tile",
                        filename, cs_keyfile_where (kf, group, key), group, rules->max_pieces);
          return FALSE;
        }
      for (guint s = 0; s < CS_SEGMENTS; s++)
        if (labels[s] == key[0])
          {
            tg->seg_piece[s] = *n_pieces;
            n_segments++;
          }
      tg->piece_label[*n_pieces] = key[0];
      tg->piece_segments[*n_pieces] = n_segments;
      spec = g_key_file_get_string (kf, group, key, NULL);
      if (spec == NULL || !rules->piece (tg->data, *n_pieces, spec, &perr))
        {
          g_autoptr(GError) why = perr ? g_steal_pointer (&perr) : cs_error_new (CS_ERROR_PARSE, "not text");
          cs_error_set_caused (error, CS_ERROR_INVALID, why, "%s: line %u: [%s] %s: %s", filename,
                               cs_keyfile_where (kf, group, key), group, key, why->message);
          return FALSE;
        }
      declared[(*n_pieces)++] = key[0];
    }

  for (guint s = 0; s < CS_SEGMENTS; s++)
    if (memchr (declared, labels[s], *n_pieces) == NULL)
      {
        cs_error_set (error, CS_ERROR_INVALID, rules->undeclared, filename, tg->sides_line, group,
                      cs_segment_name (s), labels[s]);
        return FALSE;
      }
  return TRUE;
}

gboolean
cs_tile_group_check_crossing (const char             *filename,
                              const CsTileGroupRules *rules,
                              const CsTileGroup      *tg,
                              GError                **error)
{
  const char *labels = tg->labels;
  guint w[4];

  if (cs_pieces_interleave (tg->seg_piece, w))
    {
      cs_error_set (error, CS_ERROR_INVALID, rules->interleave, filename, tg->sides_line, tg->group,
                   labels[w[0]], cs_segment_name (w[0]), cs_segment_name (w[2]),
                   labels[w[1]], cs_segment_name (w[1]), cs_segment_name (w[3]));
      return FALSE;
    }
  return TRUE;
}

/* ---- records ------------------------------------------------------------------ */

gboolean
cs_record_check_whole (GKeyFile    *kf,
                       const char  *data,
                       gsize        length,
                       const char  *filename,
                       GError     **error)
{
  const char *last;
  g_autofree char *quoted = NULL;
  guint line = 1;

  if (data == NULL)
    return TRUE;
  if (length == (gsize) -1)
    length = strlen (data);
  if (length == 0 || data[length - 1] == '\n' || !g_key_file_has_key (kf, "Game", "MoveCount", NULL))
    return TRUE;
  last = data;
  for (gsize i = 0; i < length; i++)
    if (data[i] == '\n')
      {
        line++;
        last = data + i + 1;
      }
  quoted = quote_line (last, data + length - last);
  cs_error_set (error, CS_ERROR_PARSE,
                "%s: line %u: the file ends in the middle of this line, so it seems cut short: “%s”",
                filename, line, quoted);
  return FALSE;
}

char *
cs_quote_text (const char *text)
{
  return quote_line (text, strlen (text));
}

gboolean
cs_record_move_keys (GKeyFile    *kf,
                     const char  *filename,
                     guint       *n_moves,
                     GError     **error)
{
  g_auto(GStrv) keys = g_key_file_get_keys (kf, "Moves", NULL, NULL);
  guint n = 0;

  *n_moves = 0;
  for (guint i = 0; keys != NULL && keys[i] != NULL; i++)
    {
      guint64 idx;

      if (!g_ascii_string_to_unsigned (keys[i], 10, 1, 10000, &idx, NULL))
        {
          cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [Moves] “%s”: moves are numbered 1, 2, 3…",
                        filename, cs_keyfile_where (kf, "Moves", keys[i]), keys[i]);
          return FALSE;
        }
      n = MAX (n, idx);
    }
  for (guint i = 1; i <= n; i++)
    {
      char key[16], next[16];
      guint j = i + 1;

      g_snprintf (key, sizeof key, "%u", i);
      if (g_key_file_has_key (kf, "Moves", key, NULL))
        continue;
      /* the line of the first move after the gap: where a reader sees it */
      do
        g_snprintf (next, sizeof next, "%u", j++);
      while (!g_key_file_has_key (kf, "Moves", next, NULL));
      cs_error_set (error, CS_ERROR_PARSE,
                    "%1$s: line %2$u: [Moves] %3$s: move %4$u is missing before it; the moves are numbered "
                      "1, 2, 3… with none left out",
                    filename, cs_keyfile_where (kf, "Moves", next), next, i);
      return FALSE;
    }
  *n_moves = n;
  return TRUE;
}

gboolean
cs_record_move_count (GKeyFile    *kf,
                      const char  *filename,
                      gint64      *count,
                      GError     **error)
{
  g_autofree char *text = NULL;
  guint64 v;

  *count = -1;
  if (!g_key_file_has_key (kf, "Game", "MoveCount", NULL))
    return TRUE;
  text = g_key_file_get_string (kf, "Game", "MoveCount", NULL);
  if (text == NULL || !g_ascii_string_to_unsigned (g_strstrip (text), 10, 0, G_MAXINT, &v, NULL))
    {
      g_autoptr(GError) why = cs_error_new (CS_ERROR_PARSE, "not a number of moves");
      cs_error_set_caused (error, CS_ERROR_PARSE, why, "%s: line %u: [Game] MoveCount: %s", filename,
                           cs_keyfile_where (kf, "Game", "MoveCount"), why->message);
      return FALSE;
    }
  *count = v;
  return TRUE;
}

gboolean
cs_record_check_count (GKeyFile    *kf,
                       const char  *filename,
                       gint64       count,
                       guint        listed,
                       GError     **error)
{
  guint count_line = cs_keyfile_where (kf, "Game", "MoveCount");
  char key[16];

  if (count < 0 || count == listed)
    return TRUE;
  if (listed == 0)
    cs_error_set (error, CS_ERROR_INVALID,
                  "%1$s: line %2$u: [Game] MoveCount: the record says it holds %3$ld moves, but it lists none; "
                    "the file seems cut short",
                  filename, count_line, (long) count);
  else if (count > listed)
    {
      g_snprintf (key, sizeof key, "%u", listed);
      cs_error_set (error, CS_ERROR_INVALID,
                    "%1$s: line %2$u: [Moves] %3$u: the file stops after this move, but its MoveCount (line %4$u) "
                      "is %5$ld; it seems cut short",
                    filename, cs_keyfile_where (kf, "Moves", key), listed, count_line, (long) count);
    }
  else
    {
      g_snprintf (key, sizeof key, "%u", (guint) count + 1);
      cs_error_set (error, CS_ERROR_INVALID,
                    "%1$s: line %2$u: [Moves] %3$u: the record's MoveCount (line %4$u) is %5$ld, so there is no "
                      "move %3$u; the moves or MoveCount were edited",
                    filename, cs_keyfile_where (kf, "Moves", key), (guint) count + 1, count_line, (long) count);
    }
  return FALSE;
}

/* @text with its last word finished as a move's word may be: is it a move? */
static gboolean
completes_to_move (const char *text,
                   gboolean  (*is_move) (const char *text))
{
  static const char *const words[] = {
    /* a record's words, not translated */
    "follower=a", "follower=bridge", "bridge=0,0:ns", "order=0", "boost=0", "extra",
    "discard", "castle", "no-castle", "offer 1 0", "bid 0", "pass", "buy", "sell", "pick 1", NULL
  };
  static const char *const tails[] = { "0", "0 0", ",0 0", " 0", NULL };
  const char *last = strrchr (text, ' ');
  gsize head = last ? (gsize) (last + 1 - text) : 0;
  const char *word = text + head;

  for (guint i = 0; tails[i] != NULL; i++)
    {
      g_autofree char *tried = g_strconcat (text, tails[i], NULL);
      if (is_move (tried))
        return TRUE;
    }
  if (*word == '\0')
    return FALSE;
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_has_prefix (words[i], word) && strcmp (words[i], word) != 0)
      {
        g_autofree char *tried = g_strdup_printf ("%.*s%s", (int) head, text, words[i]);
        if (is_move (tried))
          return TRUE;
      }
  return FALSE;
}

gboolean
cs_record_cut_in_move (GKeyFile    *kf,
                       const char  *data,
                       gsize        length,
                       const char  *filename,
                       guint        index,
                       guint        n_moves,
                       gint64       count,
                       const char  *text,
                       gboolean   (*is_move) (const char *text),
                       GError     **error)
{
  char key[16];
  guint line, last = 0, n = 0;
  g_autofree char *quoted = NULL;

  if (index != n_moves || data == NULL)
    return FALSE;
  if (length == (gsize) -1)
    length = strlen (data);
  /* the file's last line that holds anything */
  for (gsize i = 0; i < length; i++)
    {
      if (i == 0 || data[i - 1] == '\n')
        n++;
      if (!g_ascii_isspace (data[i]))
        last = n;
    }
  g_snprintf (key, sizeof key, "%u", index);
  line = cs_keyfile_line (kf, "Moves", key);
  if (line == 0 || line != last)
    return FALSE;
  if (!(length > 0 && data[length - 1] != '\n') && !(count > (gint64) n_moves) && !completes_to_move (text, is_move))
    return FALSE;
  quoted = cs_quote_text (text);
  cs_error_set (error, CS_ERROR_PARSE,
                "%1$s: line %2$u: [Moves] %3$u: the file ends in the middle of this move, so it seems cut short: “%4$s”",
                filename, line, index, quoted);
  return TRUE;
}

/* every kind a Castellan has written: the app's seats, and "computer""
 * from castellan-cli play */
static const char *const player_kinds[] = {
  "human", "computer", "computer:beginner", "computer:casual", "computer:strong", "computer:expert", NULL
};

gboolean
cs_record_players_read (GKeyFile    *kf,
                        const char  *filename,
                        guint        n,
                        char       **names,
                        char       **kinds,
                        GError     **error)
{
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *nk = g_strdup_printf ("Player%u", p + 1);
      g_autofree char *kk = g_strdup_printf ("Player%uKind", p + 1);
      char *name = g_key_file_get_string (kf, "Game", nk, NULL);
      char *kind = g_key_file_get_string (kf, "Game", kk, NULL);

      if (kind && !g_strv_contains (player_kinds, kind))
        {
          cs_error_set (error, CS_ERROR_INVALID,
                        "%s: line %u: [Game] %s: “%s” is not a kind of player; write human, computer, or computer: "
                        "and a level (beginner, casual, strong or expert), as in computer:casual",
                        filename, cs_keyfile_where (kf, "Game", kk), kk, kind);
          g_free (name);
          g_free (kind);
          return FALSE;
        }
      if (name && g_utf8_strlen (name, -1) > CS_MAX_NAME_CHARS)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [Game] %s: the name is %ld characters long; a name has at most %d",
                       filename, cs_keyfile_where (kf, "Game", nk), nk, g_utf8_strlen (name, -1), CS_MAX_NAME_CHARS);
          g_free (name);
          g_free (kind);
          return FALSE;
        }
      if (name)
        {
          g_free (names[p]);
          names[p] = name;
        }
      if (kind)
        {
          g_free (kinds[p]);
          kinds[p] = kind;
        }
    }
  return TRUE;
}

void
cs_record_players_write (GKeyFile    *kf,
                         guint        n,
                         char *const *names,
                         char *const *kinds)
{
  for (guint p = 0; p < n; p++)
    {
      g_autofree char *nk = g_strdup_printf ("Player%u", p + 1);
      g_autofree char *kk = g_strdup_printf ("Player%uKind", p + 1);

      g_key_file_set_string (kf, "Game", nk, names[p]);
      g_key_file_set_string (kf, "Game", kk, kinds[p]);
    }
}

void
cs_record_players_free (guint   n,
                        char  **names,
                        char  **kinds)
{
  for (guint p = 0; p < n; p++)
    {
      g_free (names[p]);
      g_free (kinds[p]);
    }
}

gboolean
cs_record_move_words (const char  *text,
                      char       **cell,
                      guint       *rot,
                      GStrv       *rest)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  GPtrArray *kept = g_ptr_array_new ();
  guint64 v;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (kept, words[i]);
  if (kept->len < 2 || !g_ascii_string_to_unsigned (kept->pdata[1], 10, 0, 3, &v, NULL))
    {
      g_ptr_array_free (kept, TRUE);
      return FALSE;
    }
  *cell = g_strdup (kept->pdata[0]);
  *rot = v;
  g_ptr_array_remove_range (kept, 0, 2);
  for (guint i = 0; i < kept->len; i++)
    kept->pdata[i] = g_strdup (kept->pdata[i]);
  g_ptr_array_add (kept, NULL);
  *rest = (GStrv) g_ptr_array_free (kept, FALSE);
  return TRUE;
}

char
cs_record_follower_word (const char *word)
{
  if (g_str_has_prefix (word, "follower=") && strlen (word) == 10 && g_ascii_isalpha (word[9]))
    return word[9];
  return 0;
}
