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

gboolean
cs_keyfile_load (GKeyFile    *kf,
                 const char  *data,
                 gsize        length,
                 const char  *filename,
                 GError     **error)
{
  g_auto(GStrv) groups = NULL;
  GError *local = NULL;

  if (length == (gsize) -1)
    length = strlen (data);
  if (length > CS_MAX_FILE_SIZE)
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "%s: the file is %lu bytes long; at most %lu are read",
                   filename, (gulong) length, (gulong) CS_MAX_FILE_SIZE);
      return FALSE;
    }
  if (!g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, &local))
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: %s", filename, local->message);
      g_clear_error (&local);
      return FALSE;
    }
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
  return TRUE;
}
