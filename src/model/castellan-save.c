/* castellan-save.c — writing and reading saved games without ever losing one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-save"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "castellan-save.h"
#include "cs-input.h"
#include "cs-text.h"

G_DEFINE_QUARK (castellan-save-error-quark, castellan_save_error)

#define STALE_SECONDS 60
#define MAX_LINKS 16

void
castellan_file_stamp_take (CastellanFileStamp *stamp,
                           const char         *path)
{
  struct stat st;

  memset (stamp, 0, sizeof *stamp);
  if (g_stat (path, &st) != 0)
    return;
  stamp->exists = TRUE;
  stamp->dev = st.st_dev;
  stamp->ino = st.st_ino;
  stamp->size = st.st_size;
  stamp->mtime_ns = (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
}

gboolean
castellan_file_stamp_equal (const CastellanFileStamp *a,
                            const CastellanFileStamp *b)
{
  if (!a->exists || !b->exists)
    return a->exists == b->exists;
  return a->dev == b->dev && a->ino == b->ino && a->size == b->size &&
         a->mtime_ns == b->mtime_ns;
}

static void
set_errno_error (GError **error, int saved, const char *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
}

/* @path with its symbolic links followed, as far as they lead; NULL and
 * an error for a loop */
static char *
resolve_links (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      struct stat st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, error);
      if (target == NULL)
        return NULL;
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);
          g_autofree char *joined = g_build_filename (dir, target, NULL);
          g_free (target);
          target = g_steal_pointer (&joined);
        }
      g_free (current);
      current = g_steal_pointer (&target);
    }
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP, _("%s: too many symbolic links"), path);
  return NULL;
}

/* what castellan_save_write checks before it writes: the file @path
 * leads to (NULL and @error when it may not be written) and its mode */
static char *
writable_target (const char *path, int *mode_out, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  struct stat st;
  int mode = 0644;

  target = resolve_links (path, error);
  if (target == NULL)
    return NULL;
  dir = g_path_get_dirname (target);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      set_errno_error (error, errno, dir);
      return NULL;
    }
  if (g_stat (target, &st) == 0)
    {
      if (!S_ISREG (st.st_mode))
        {
          g_set_error (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NOT_FILE,
                       _("%s is not a regular file; nothing was written there"), target);
          return NULL;
        }
      if (g_access (target, W_OK) != 0 || !(st.st_mode & S_IWUSR))
        {
          g_set_error (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_READ_ONLY,
                       _("%s is read-only; it was left as it is"), target);
          return NULL;
        }
      mode = st.st_mode & 0777;
    }
  if (g_access (dir, W_OK) != 0)
    {
      /* never fall back to writing the file in place: a failure half-way would lose it */
      g_set_error (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_READ_ONLY,
                   _("The folder %s is read-only; the save there was left as it is"), dir);
      return NULL;
    }
  *mode_out = mode;
  return g_steal_pointer (&target);
}

gboolean
castellan_save_check (const char  *path,
                      GError     **error)
{
  g_autofree char *target = NULL;
  int mode;

  g_return_val_if_fail (path != NULL, FALSE);
  target = writable_target (path, &mode, error);
  return target != NULL;
}

gboolean
castellan_save_write (const char  *path,
                      const char  *data,
                      gsize        length,
                      GError     **error)
{
  static gsize once = 0;
  g_autofree char *target = NULL;
  int mode;

  g_return_val_if_fail (path != NULL, FALSE);

  /* a file-size limit must fail the write, not end the game */
  if (g_once_init_enter (&once))
    {
      signal (SIGXFSZ, SIG_IGN);
      g_once_init_leave (&once, 1);
    }

  target = writable_target (path, &mode, error);
  if (target == NULL)
    return FALSE;
  /* a temporary file beside the target, fsync'ed, renamed over it only
   * when complete; on any failure it is removed and the target untouched */
  return g_file_set_contents_full (target, data, length, G_FILE_SET_CONTENTS_CONSISTENT, mode, error);
}

gint64
castellan_save_made_now (void)
{
  static GMutex lock;
  static gint64 last;
  gint64 now = g_get_real_time ();

  g_mutex_lock (&lock);
  if (now <= last)
    now = last + 1;
  last = now;
  g_mutex_unlock (&lock);
  return now;
}

gboolean
castellan_save_date (const char  *path,
                     gint64       made,
                     GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_info_new ();

  g_return_val_if_fail (path != NULL && made >= 0, FALSE);

  g_file_info_set_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED, made / G_USEC_PER_SEC);
  g_file_info_set_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC, made % G_USEC_PER_SEC);
  /* GLib sets the time with utimensat, from the nanoseconds only */
  g_file_info_set_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_NSEC, made % G_USEC_PER_SEC * 1000);
  return g_file_set_attributes_from_info (file, info, G_FILE_QUERY_INFO_NONE, NULL, error);
}

gboolean
castellan_save_read (const char  *path,
                     char       **data,
                     gsize       *length,
                     GError     **error)
{
  if (cs_file_read (path, CS_MAX_FILE_SIZE, data, length, error))
    return TRUE;
  if (error != NULL)
    cs_text_error_localize (*error);
  return FALSE;
}

gboolean
castellan_save_read_keyfile (const char  *path,
                             GKeyFile    *keyfile,
                             GError     **error)
{
  g_autofree char *data = NULL;
  gsize len;

  if (!castellan_save_read (path, &data, &len, error))
    return FALSE;
  if (cs_keyfile_load (keyfile, data, len, path, error))
    return TRUE;
  if (error != NULL)
    cs_text_error_localize (*error);
  return FALSE;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* a temporary file g_file_set_contents_full leaves beside @base after a
 * crash (BASE.XXXXXX), or one from GIO's g_file_replace (.goutputstream-*) */
static gboolean
is_temporary (const char *name, const char *base)
{
  gsize n = strlen (base);

  if (g_str_has_prefix (name, ".goutputstream-"))
    return TRUE;
  if (strncmp (name, base, n) != 0 || name[n] != '.' || strlen (name + n + 1) != 6)
    return FALSE;
  for (const char *p = name + n + 1; *p; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

guint
castellan_save_clean (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *aside_prefix = g_strconcat (base, ".broken-", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) aside = g_ptr_array_new_with_free_func (g_free);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;
  guint removed = 0;

  if (d == NULL)
    return 0;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      struct stat st;

      if (g_str_has_prefix (name, aside_prefix))
        g_ptr_array_add (aside, g_strdup (name));
      else if (is_temporary (name, base) && g_lstat (p, &st) == 0 && S_ISREG (st.st_mode) &&
               now - st.st_mtime > STALE_SECONDS && g_unlink (p) == 0)
        removed++;
    }
  /* the stamps in the names sort by date: keep the newest */
  g_ptr_array_sort (aside, compare_names);
  for (guint i = 0; i + CASTELLAN_SAVE_MAX_SET_ASIDE < aside->len; i++)
    {
      g_autofree char *p = g_build_filename (dir, g_ptr_array_index (aside, i), NULL);
      if (g_unlink (p) == 0)
        removed++;
    }
  return removed;
}

char *
castellan_save_set_aside (const char  *path,
                          GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.broken-%s", path, stamp);

  /* two in one second: a suffix that still sorts after the first */
  for (guint i = 2; g_file_test (aside, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK); i++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.broken-%s-%u", path, stamp, i);
    }
  if (g_rename (path, aside) != 0)
    {
      set_errno_error (error, errno, path);
      return NULL;
    }
  castellan_save_clean (path);
  return g_steal_pointer (&aside);
}
