/* castellan-window-games.c — starting a game, and leaving one in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New Game, Learn to Play and Open each end the game of their kind that is
 * under way, once the player agrees; the question names that game. The
 * Castle's last set-up is kept for Play Again.
 */
#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window-private.h"
#include "castellan-new-game-dialog.h"

/* ---- leaving a game in progress ----------------------------------------------- */

static CastellanGameBase *
game_of_kind (CastellanWindow *self, CastellanGameKind kind)
{
  return castellan_game_page_get_game_of_kind (self->page, kind);
}

typedef struct {
  CastellanGameKind     kind;
  gboolean              saved_only;   /* the game named is one saved by an earlier run */
  CastellanWindowAnswer answer;
  gpointer              data;
  GDestroyNotify        destroy;
} Leave;

static void
leave_free (gpointer data)
{
  Leave *leave = data;

  if (leave->destroy != NULL)
    leave->destroy (leave->data);
  g_free (leave);
}

static void
leave_answered (CastellanWindow *self, Leave *leave, gboolean go_on)
{
  /* the player agreed to end a game saved by an earlier run: its slot may
   * take the new game (any other save there is still asked about) */
  if (go_on && leave->saved_only)
    castellan_save_slot_replace (castellan_save_service_get_slot (self->saves, leave->kind));
  leave->answer (self, go_on, leave->data);
}

static void
leave_response_cb (AdwMessageDialog *dialog, const char *response, CastellanWindow *self)
{
  leave_answered (self, g_object_get_data (G_OBJECT (dialog), "leave"), g_strcmp0 (response, "leave") == 0);
  /* asked from the main menu (F10, Learn…): the keys go back to the board
   * on the person's turn once the question is gone, not to the menu's
   * button, where F and the arrows did nothing until three Tabs */
  if (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (self))
    castellan_game_page_focus_board (self->page);
}

/* A new game of @kind ends the game of that kind in progress, the one in
 * view or one saved by an earlier run and not resumed, and no other: the
 * question names that game, and only when there is one. */
void
castellan_window_leave_game_answer (CastellanWindow      *self,
                                    CastellanGameKind     kind,
                                    GtkWindow            *over,
                                    CastellanWindowAnswer answer,
                                    gpointer              data,
                                    GDestroyNotify        destroy)
{
  CastellanGameBase *game = game_of_kind (self, kind);
  Leave *leave = g_new0 (Leave, 1);
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  guint moves = 0;

  *leave = (Leave) { kind, FALSE, answer, data, destroy };
  if (!castellan_game_base_would_end_game (game, &moves))
    {
      leave_answered (self, leave, TRUE);
      leave_free (leave);
      return;
    }
  leave->saved_only = !castellan_game_base_get_under_way (game);
  if (kind == CASTELLAN_GAME_KIND_CLASSIC)
    body = g_strdup_printf (ngettext ("The game of Carcassonne in progress, %u move played, ends once the new game "
                                      "starts, and cannot be resumed afterwards.",
                                      "The game of Carcassonne in progress, %u moves played, ends once the new game "
                                      "starts, and cannot be resumed afterwards.", moves), moves);
  else
    body = g_strdup_printf (ngettext ("The game of Carcassonne: The Castle in progress, %u move played, ends once "
                                      "the new game starts, and cannot be resumed afterwards.",
                                      "The game of Carcassonne: The Castle in progress, %u moves played, ends once "
                                      "the new game starts, and cannot be resumed afterwards.", moves), moves);
  dialog = adw_message_dialog_new (over != NULL ? over : GTK_WINDOW (self), _("Leave the Game in Progress?"), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "keep", _("_Keep Playing"));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "leave", _("_Leave It"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "leave", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_object_set_data_full (G_OBJECT (dialog), "leave", leave, leave_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (leave_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
then_answer (CastellanWindow *self, gboolean go_on, gpointer then)
{
  if (go_on)
    ((CastellanWindowThen) then) (self);
}

/* run @then, once the player agrees to end the game of @kind under way, if any */
void
castellan_window_leave_game_then (CastellanWindow *self, CastellanGameKind kind, CastellanWindowThen then)
{
  castellan_window_leave_game_answer (self, kind, NULL, then_answer, (gpointer) then, NULL);
}

static void
new_game_answer (CastellanWindow *self, gboolean go_on, gpointer data)
{
  CastellanNewGameDialog *dialog = data;
  CastellanGameSetup setup;

  if (go_on && castellan_new_game_dialog_get_game (dialog) == CASTELLAN_NEW_GAME_CLASSIC)
    {
      CastellanClassicSetup classic;

      castellan_new_game_dialog_get_classic_setup (dialog, &classic);
      castellan_window_start_classic (self, &classic);
    }
  else if (go_on)
    {
      castellan_new_game_dialog_get_setup (dialog, &setup);
      castellan_window_start_game (self, &setup);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* the kind chosen tells which game the new one would end: asked now */
static void
dialog_start_cb (CastellanNewGameDialog *dialog, CastellanWindow *self)
{
  CastellanGameKind kind = castellan_new_game_dialog_get_game (dialog) == CASTELLAN_NEW_GAME_CLASSIC
                           ? CASTELLAN_GAME_KIND_CLASSIC : CASTELLAN_GAME_KIND_CASTLE;

  castellan_window_leave_game_answer (self, kind, GTK_WINDOW (dialog), new_game_answer, g_object_ref (dialog),
                                      g_object_unref);
}

static void
show_new_game_dialog (CastellanWindow *self)
{
  CastellanNewGameDialog *dialog = castellan_new_game_dialog_new (GTK_WINDOW (self));

  g_signal_connect (dialog, "start", G_CALLBACK (dialog_start_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * castellan_window_new_game:
 * @self: a #CastellanWindow
 *
 * Shows the New Game dialog; the game starts when the player confirms it.
 * A game it would end is only left once the player agrees.
 */
void
castellan_window_new_game (CastellanWindow *self)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));

  show_new_game_dialog (self);
}

void
castellan_window_start_game (CastellanWindow          *self,
                             const CastellanGameSetup *setup)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  g_return_if_fail (setup != NULL);

  /* names are copied first: setup may point at our own copies */
  for (guint p = 0; p < CASTELLAN_CASTLE_SEATS; p++)
    {
      char *name = g_strdup (setup->names[p]);
      g_free (self->last_names[p]);
      self->last_names[p] = name;
    }
  self->last_setup = *setup;
  for (guint p = 0; p < CASTELLAN_CASTLE_SEATS; p++)
    self->last_setup.names[p] = self->last_names[p];
  castellan_game_start (castellan_game_page_get_castle (self->page), &self->last_setup);
}
