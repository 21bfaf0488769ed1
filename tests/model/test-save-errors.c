/* test-save-errors.c — the app resuming a broken save: our message, with
 * its place, and nothing lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save cut in the middle of a line, or emptied, is resumed through the
 * save slot the app uses: the error names the file and the line (or says
 * the file is empty), in our words, and the bytes are all kept in the
 * copy set aside.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "castellan-game.h"
#include "castellan-save-slot.h"

/* @bytes as the slot's save; resuming it is refused with a message that
 * holds @want; the file set aside holds @bytes exactly */
static void
resume_refused (const char *bytes, gsize len, const char *want)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-save-errors-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanSaveSlot) slot = NULL;
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;
  gboolean kept = FALSE;

  g_assert_true (g_file_set_contents (path, bytes, len, NULL));
  slot = castellan_save_slot_new (file, CASTELLAN_TYPE_GAME);
  g_assert_cmpint (castellan_save_slot_resume (slot, CASTELLAN_GAME_BASE (game), &error), ==,
                   CASTELLAN_RESUME_SET_ASIDE);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (strstr (error->message, want) == NULL)
    g_error ("“%s” does not say “%s”", error->message, want);
  g_assert_null (strstr (error->message, "Key file"));   /* never GLib's words */

  /* nothing lost: one copy beside it holds every byte */
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      g_autofree char *got = NULL;
      gsize got_len = 0;

      if (!g_str_has_prefix (name, "current.castellan.broken"))
        continue;
      g_assert_true (g_file_get_contents (p, &got, &got_len, NULL));
      g_assert_cmpmem (got, got_len, bytes, len);
      kept = TRUE;
      g_unlink (p);
    }
  g_assert_true (kept);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_cut_mid_line (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, 5, TRUE };
  g_autofree char *data = NULL;
  g_autofree char *want = NULL;
  const char *draw;
  gsize len = 0;
  guint line = 1;

  castellan_game_start (game, &s);
  data = castellan_game_save_to_data (game, &len);
  /* cut in the middle of the draw order */
  draw = strstr (data, "\nDrawOrder=");
  g_assert_nonnull (draw);
  for (const char *p = data; p <= draw; p++)
    line += *p == '\n';
  want = g_strdup_printf ("line %u: the file ends in the middle of this line, so it seems cut short", line);
  resume_refused (data, draw + 20 - data, want);
}

static void
test_empty (void)
{
  resume_refused ("\n", 1, "the file is empty");
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-errors/cut-mid-line", test_cut_mid_line);
  g_test_add_func ("/save-errors/empty", test_empty);
  return g_test_run ();
}
