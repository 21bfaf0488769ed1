/* castellan-window-a11y.c — what the window says to a screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sighted players see a move appear on the board, the score change, a
 * toast when the tile does not fit, the tutor's suggestion. A screen
 * reader hears the same through castellan_announce, in the model's words
 * (castellan-describe.h).
 */
#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window-private.h"
#include "castellan-a11y.h"
#include "castellan-describe.h"

static void
announce_move_cb (CastellanGame *game, gpointer events, gpointer before, CastellanWindow *self)
{
  g_autofree char *text = castellan_describe_move (game, events);

  castellan_announce (GTK_WIDGET (self), text);
}

static void
announce_refusal_cb (CastellanTurn *turn, int cell, CastellanWindow *self)
{
  g_autofree char *text = castellan_describe_refusal (turn, cell);

  castellan_announce (GTK_WIDGET (self), text);
}

static void
announce_suggestion_cb (CastellanTutor *tutor, GParamSpec *pspec, CastellanWindow *self)
{
  castellan_announce (GTK_WIDGET (self), castellan_tutor_get_suggestion (tutor));
}

static void
announce_lesson_cb (CastellanTutorial *tutorial, GParamSpec *pspec, CastellanWindow *self)
{
  int lesson = castellan_tutorial_get_lesson (tutorial);
  CastellanTheme theme = castellan_game_get_theme (self->game);
  g_autofree char *text = NULL;

  if (g_strcmp0 (pspec->name, "why") == 0)
    {
      castellan_announce (GTK_WIDGET (self), castellan_tutorial_get_why (tutorial));
      return;
    }
  if (lesson < 0 || lesson >= CASTELLAN_N_LESSONS)
    return;
  text = g_strdup_printf (_("Lesson %d of %d: %s"), lesson + 1, CASTELLAN_N_LESSONS,
                          castellan_lesson_title (lesson, theme));
  castellan_announce (GTK_WIDGET (self), text);
}

void
castellan_window_init_a11y (CastellanWindow *self)
{
  castellan_a11y_name_menu_button (self->primary_menu_button, _("Main Menu"));

  g_signal_connect_object (self->game, "turn-played", G_CALLBACK (announce_move_cb), self, 0);
  g_signal_connect_object (self->turn, "placement-refused", G_CALLBACK (announce_refusal_cb), self, 0);
  g_signal_connect_object (self->tutor, "notify::suggestion", G_CALLBACK (announce_suggestion_cb), self, 0);
  g_signal_connect_object (self->tutorial, "notify::lesson", G_CALLBACK (announce_lesson_cb), self, 0);
  g_signal_connect_object (self->tutorial, "notify::why", G_CALLBACK (announce_lesson_cb), self, 0);
}
