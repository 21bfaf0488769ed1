/* castellan-window-toast.c — the window's one toast
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include "castellan-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* a message this long shows on one line, even in the side pane beside the
 * toast's button and its ✕ (the longest "Move taken back" is German's 18;
 * with a player's name, "Yellow’s move taken back", 24) */
#define TOAST_ONE_LINE_CHARS 24

static void
toast_dismissed_cb (AdwToast *toast, CastellanWindow *self)
{
  if (self->toast == toast)
    {
      self->toast = NULL;
      g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
    }
}

static gboolean
toast_timeout_cb (gpointer data)
{
  CastellanWindow *self = data;

  self->toast_timeout_id = 0;
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  return G_SOURCE_REMOVE;
}

/* One toast at a time: a new message replaces the text of the one shown.
 * libadwaita 1.2 (Debian 12) reads freed memory when a toast is dismissed
 * while still sliding in, which a second toast right after the first can
 * cause (fixed in 1.3); a toast is never dismissed early this way. Its
 * own timeout would not restart with a new text, so we keep the time:
 * each message shows for 5 s. @button and @action: an optional button.
 * In a game the toast shows over the side pane, so that it never hides the
 * score track along the bottom of the board. */
void
castellan_window_toast_with_button (CastellanWindow *self, const char *text, const char *button, const char *action)
{
  if (self->toast == NULL)
    {
      /* The text is a label of our own that wraps: a toast's title would
       * ask the side pane for its whole length on one line, widening the
       * pane and moving the board under the pointer, or be cut short in
       * a pane kept narrow. (A label takes the text as it is: & and <
       * show as themselves.) */
      GtkWidget *label = gtk_label_new (text);
      gboolean in_game = g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "game") == 0;

      /* in the side pane, lines of a width the pane holds beside the button */
      gtk_label_set_max_width_chars (GTK_LABEL (label), in_game ? 16 : 60);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      self->toast = adw_toast_new ("");
      adw_toast_set_custom_title (self->toast, label);
      adw_toast_set_timeout (self->toast, 0);
      g_signal_connect_object (self->toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
      adw_toast_overlay_add_toast (in_game ? castellan_game_page_get_toast_overlay (self->page) : self->toast_overlay, self->toast);
    }
  gtk_label_set_text (GTK_LABEL (adw_toast_get_custom_title (self->toast)), text);
  /* A short message on one line: a wrapping label asks for no more than
   * its longest word, and the toast, given that, broke "Coup annulé" and
   * "Zug zurückgenommen" in two under the ✕ (play-test, 1024×768). So
   * only a message longer than a line of the pane wraps. */
  gtk_label_set_wrap (GTK_LABEL (adw_toast_get_custom_title (self->toast)),
                      g_utf8_strlen (text, -1) > TOAST_ONE_LINE_CHARS || strchr (text, '\n') != NULL);
  adw_toast_set_button_label (self->toast, button);
  adw_toast_set_action_name (self->toast, action);
  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  self->toast_timeout_id = g_timeout_add_seconds (5, toast_timeout_cb, self);
}

void
castellan_window_toast (CastellanWindow *self,
                        const char      *text)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  castellan_window_toast_with_button (self, text, NULL, NULL);
}

void
castellan_window_toast_undone (CastellanWindow   *self,
                               CastellanGameBase *game)
{
  guint people = 0;
  g_autofree char *text = NULL;

  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (game));
  for (guint i = 0; i < castellan_game_base_get_n_players (game); i++)
    if (castellan_player_get_kind (castellan_game_base_get_player (game, i)) == CASTELLAN_PLAYER_HUMAN)
      people++;
  /* one person: their own move, always (a computer's after it goes with
   * it). Two or more at one computer: Undo may take back someone else's,
   * so the toast says whose; it is theirs to play again now */
  if (people < 2)
    {
      castellan_window_toast (self, _("Move taken back"));
      return;
    }
  /* Translators: %s is the player whose move Undo took back, in a game of
   * two or more people at one computer; keep it short, as "Move taken
   * back": it is one line of a narrow toast (24 characters with the name) */
  text = g_strdup_printf (_("%s’s move taken back"),
                          castellan_player_get_name (castellan_game_base_get_active_player (game)));
  castellan_window_toast (self, text);
}
