/* castellan-window-classic.c — the window's classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A classic game is shown on the one game page, as The Castle is. It saves
 * through its own slot of the window's save service, beside The Castle's
 * (castellan-window-files.c): starting one game kind never throws away a
 * saved game of the other.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window-private.h"

/* a classic game is in progress or over, in view */
gboolean
castellan_window_classic_shown (CastellanWindow *self)
{
  return gtk_stack_get_visible_child (self->main_stack) == GTK_WIDGET (self->page) &&
         castellan_game_page_get_kind (self->page) == CASTELLAN_GAME_KIND_CLASSIC &&
         castellan_classic_game_get_phase (castellan_game_page_get_classic (self->page)) != CASTELLAN_PHASE_NONE;
}

gboolean
castellan_window_is_classic_record (const char *data, gsize length)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *game = NULL;

  return g_key_file_load_from_data (kf, data, length, G_KEY_FILE_NONE, NULL) &&
         (game = g_key_file_get_string (kf, "Game", "Game", NULL)) != NULL && g_strcmp0 (game, "carcassonne") == 0;
}

/* Open: a classic game record goes to the classic page; FALSE when @data
 * is no classic record (then it is The Castle's to read) */
gboolean
castellan_window_open_classic (CastellanWindow *self, const char *data, gsize length, const char *path,
                               GError **error)
{
  if (!castellan_window_is_classic_record (data, length))
    return FALSE;
  castellan_classic_game_load (castellan_game_page_get_classic (self->page), data, length, path, error);
  return TRUE;
}

void
castellan_window_dispose_classic (CastellanWindow *self)
{
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    g_clear_pointer (&self->last_classic_names[p], g_free);
}

void
castellan_window_start_classic (CastellanWindow             *self,
                                const CastellanClassicSetup *setup)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  g_return_if_fail (setup != NULL);
  /* kept for Play Again; names copied first: setup may point at our own copies */
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    {
      char *name = p < setup->n_players ? g_strdup (setup->names[p]) : NULL;
      g_free (self->last_classic_names[p]);
      self->last_classic_names[p] = name;
    }
  self->last_classic = *setup;
  self->last_classic.pile_top = NULL;
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    self->last_classic.names[p] = self->last_classic_names[p];
  castellan_game_page_set_tutorial (self->page, NULL);
  castellan_classic_game_start (castellan_game_page_get_classic (self->page), setup);
}

gboolean
castellan_window_play_classic_again (CastellanWindow *self)
{
  CastellanClassicSetup setup = self->last_classic;

  if (setup.n_players == 0)
    return FALSE;
  setup.has_seed = FALSE;
  castellan_window_start_classic (self, &setup);
  return TRUE;
}

/* Learn to Play Carcassonne, or its expansion: the course's game, its
 * lessons beside the board */
void
castellan_window_learn_classic_course (CastellanWindow *self, CastellanClassicCourse course)
{
  CastellanClassicSetup setup;
  g_autoptr(CastellanClassicTutorial) tutorial = NULL;

  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  castellan_classic_course_setup (course, &setup);
  castellan_window_start_classic (self, &setup);
  tutorial = castellan_classic_tutorial_new_course (castellan_game_page_get_classic (self->page), course);
  castellan_game_page_set_tutorial (self->page, tutorial);
}

void
castellan_window_learn_classic (CastellanWindow *self)
{
  castellan_window_learn_classic_course (self, CASTELLAN_CLASSIC_COURSE_BASE);
}
