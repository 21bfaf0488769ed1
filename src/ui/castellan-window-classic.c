/* castellan-window-classic.c — the window's classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A classic game lives in its own page of the window's stack. It saves
 * through its own slot of the window's save service, beside The Castle's
 * (castellan-window-files.c): starting one game kind never throws away a
 * saved game of the other.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window-private.h"
#include "castellan-classic-page.h"

static void
classic_started_cb (CastellanClassicGame *game, CastellanWindow *self)
{
  gtk_stack_set_visible_child (self->main_stack, self->classic_page);
  gtk_widget_grab_focus (GTK_WIDGET (castellan_classic_page_get_board (CASTELLAN_CLASSIC_PAGE (self->classic_page))));
}

/* a classic game is in progress or over, in view */
gboolean
castellan_window_classic_shown (CastellanWindow *self)
{
  return self->classic_game != NULL && gtk_stack_get_visible_child (self->main_stack) == self->classic_page &&
         castellan_classic_game_get_phase (self->classic_game) != CASTELLAN_PHASE_NONE;
}

static void
page_shown_cb (CastellanWindow *self)
{
  castellan_window_update_actions (self);
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
  castellan_classic_game_load (self->classic_game, data, length, path, error);
  return TRUE;
}

void
castellan_window_init_classic (CastellanWindow *self)
{
  self->classic_game = castellan_classic_game_new ();
  self->classic_page = castellan_classic_page_new (self->classic_game);
  /* the page's title names it for a screen reader */
  gtk_stack_add_titled (self->main_stack, self->classic_page, "classic", _("Carcassonne"));
  g_settings_bind (self->settings, "animation-speed",
                   castellan_classic_page_get_board (CASTELLAN_CLASSIC_PAGE (self->classic_page)), "animation-speed",
                   G_SETTINGS_BIND_GET);
  g_signal_connect (self->classic_game, "started", G_CALLBACK (classic_started_cb), self);
  g_signal_connect_swapped (self->main_stack, "notify::visible-child", G_CALLBACK (page_shown_cb), self);
  g_signal_connect_swapped (self->classic_game, "started", G_CALLBACK (page_shown_cb), self);
}

void
castellan_window_dispose_classic (CastellanWindow *self)
{
  if (self->classic_game)
    {
      g_signal_handlers_disconnect_by_data (self->classic_game, self);
      castellan_classic_game_cancel_thinking (self->classic_game);
    }
  g_clear_object (&self->classic_game);
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
  castellan_classic_page_set_tutorial (CASTELLAN_CLASSIC_PAGE (self->classic_page), NULL);
  castellan_classic_game_start (self->classic_game, setup);
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
  tutorial = castellan_classic_tutorial_new_course (self->classic_game, course);
  castellan_classic_page_set_tutorial (CASTELLAN_CLASSIC_PAGE (self->classic_page), tutorial);
}

void
castellan_window_learn_classic (CastellanWindow *self)
{
  castellan_window_learn_classic_course (self, CASTELLAN_CLASSIC_COURSE_BASE);
}

GtkWidget *
castellan_window_get_classic_page (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->classic_page;
}
