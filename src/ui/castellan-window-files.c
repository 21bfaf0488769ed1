/* castellan-window-files.c — the window's side of saved games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saving, opening and resuming are the model's (castellan-save-service.c,
 * castellan-save-slot.c, castellan-statistics.c): it reads and writes the
 * files of both games, keeps a bad save aside and counts finished games.
 * What is left here is what a person sees of it, the same for every game
 * kind: the file choosers of Save As and Open, and the dialogs and toasts
 * that say what went wrong.
 */
#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window-private.h"
#include "castellan-save.h"

/* ---- the autosave and the statistics -------------------------------------------- */

static void
replace_save_response_cb (AdwMessageDialog *dialog, const char *response, CastellanGameBase *game)
{
  if (g_strcmp0 (response, "replace") == 0)
    castellan_game_base_replace_save (game);
}

/* The autosave of either game failed (the previous save is whole:
 * castellan-save.c), or would have replaced a save this window did not
 * write: ask first. */
static void
save_failed_cb (CastellanGameBase *game, GError *error, CastellanWindow *self)
{
  GtkWidget *dialog;

  if (g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER) ||
      g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_OTHER_GAME) ||
      g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD))
    {
      g_autofree char *body = g_strdup_printf (_("%s.\n\nReplace it with this game, or play on without saving?"),
                                               error->message);
      dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Replace the Saved Game?"), body);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "keep", _("_Keep It"));
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "replace", _("_Replace"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "replace", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
      g_signal_connect_object (dialog, "response", G_CALLBACK (replace_save_response_cb), game, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  {
    /* Translators: %s says why, with the file's path */
    g_autofree char *body = g_strdup_printf (_("%s\n\nThe previous save is kept as it was. Castellan tries again "
                                               "after every turn."), error->message);
    castellan_window_show_error (self, _("The Game Could Not Be Saved"), body);
  }
}

/* the same, found by the slot's writer thread after the move was shown */
static void
slot_write_failed_cb (CastellanSaveSlot *slot, GError *error, CastellanWindow *self)
{
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    if (castellan_save_service_get_slot (self->saves, k) == slot)
      save_failed_cb (castellan_game_page_get_game_of_kind (self->page, k), error, self);
}

static void
statistics_failed_cb (CastellanGameBase *game, GError *error, CastellanWindow *self)
{
  castellan_window_toast (self, error->message);
}

/* ---- Save As -------------------------------------------------------------------- */

static void
save_response_cb (GtkNativeDialog *native, int response, CastellanWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autoptr(GError) error = NULL;
      gboolean saved = castellan_window_classic_shown (self)
                       ? castellan_classic_game_save_to_file (castellan_game_page_get_classic (self->page), file, &error)
                       : castellan_game_save_to_file (castellan_game_page_get_castle (self->page), file, &error);
      if (!saved)
        castellan_window_show_error (self, _("Could Not Save the Game"), error->message);
      else
        castellan_window_toast (self, _("Game saved"));
    }
  g_object_unref (native);
}

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Castellan games"));
  gtk_file_filter_add_pattern (filter, "*.castellan");
  return filter;
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  native = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("game.castellan"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect (native, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* ---- Open ----------------------------------------------------------------------- */

/* a record read and found good, waiting for the player to agree to end the
 * game of its kind; @done hears the outcome */
typedef struct {
  CastellanGameKind     kind;
  char                 *data;
  gsize                 length;
  char                 *name;
  CastellanWindowOpened done;
  gpointer              done_data;
  GDestroyNotify        done_destroy;
} Opened;

static void
opened_free (gpointer data)
{
  Opened *opened = data;

  if (opened->done_destroy != NULL)
    opened->done_destroy (opened->done_data);
  g_free (opened->data);
  g_free (opened->name);
  g_free (opened);
}

/* the record's game replaces the game of its kind (the record was loaded
 * once already, into a game of its own: this load cannot fail but for
 * memory) */
static void
open_answer (CastellanWindow *self, gboolean go_on, gpointer data)
{
  Opened *opened = data;
  g_autoptr(GError) error = NULL;
  gboolean ok = FALSE;

  if (go_on)
    {
      if (opened->kind == CASTELLAN_GAME_KIND_CLASSIC)
        ok = castellan_window_open_classic (self, opened->data, opened->length, opened->name, &error) &&
             error == NULL;
      else
        ok = castellan_game_load (castellan_game_page_get_castle (self->page), opened->data, opened->length,
                                  opened->name, &error);
      if (!ok && error != NULL)
        castellan_window_show_error (self, _("Could Not Open the Game"), error->message);
    }
  if (opened->done != NULL)
    opened->done (self, ok, opened->done_data);
}

/* The record is loaded first, into a game of its own; a record that
 * cannot be loaded is said so, and the game in progress stays, with
 * nothing asked. Only a good record's game replaces the game of its kind,
 * once the player agrees to end it. */
gboolean
castellan_window_open_record (CastellanWindow       *self,
                              const char            *data,
                              gsize                  length,
                              const char            *name,
                              GtkWindow             *over,
                              CastellanWindowOpened  done,
                              gpointer               user_data,
                              GDestroyNotify         destroy,
                              GError               **error)
{
  g_autoptr(CastellanGameBase) check = NULL;
  g_autoptr(GError) local = NULL;
  Opened *opened;

  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (data != NULL && name != NULL, FALSE);

  opened = g_new0 (Opened, 1);
  *opened = (Opened) { CASTELLAN_GAME_KIND_CASTLE, g_memdup2 (data, length), length, g_strdup (name),
                       done, user_data, destroy };
  if (castellan_window_is_classic_record (data, length))
    {
      opened->kind = CASTELLAN_GAME_KIND_CLASSIC;
      check = CASTELLAN_GAME_BASE (castellan_classic_game_new ());
      check->inert = TRUE;   /* a game of its own that does nothing by itself */
      castellan_classic_game_load (CASTELLAN_CLASSIC_GAME (check), data, length, name, &local);
    }
  else
    {
      check = CASTELLAN_GAME_BASE (castellan_game_new ());
      check->inert = TRUE;
      castellan_game_load (CASTELLAN_GAME (check), data, length, name, &local);
    }
  if (local != NULL)
    {
      /* not told: the caller says it where the person is */
      opened->done = NULL;
      opened_free (opened);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  castellan_window_leave_game_answer (self, opened->kind, over, open_answer, opened, opened_free);
  return TRUE;
}

/* Open: the file is read, then opened as a record (named by its name, not
 * its whole path, in both games' messages) */
void
castellan_window_open_file (CastellanWindow *self, GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  gsize length;
  const char *path = g_file_peek_path (file);

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *message = g_strdup_printf (_("%s: Castellan opens only files on this computer"), uri);
      castellan_window_show_error (self, _("Could Not Open the Game"), message);
      return;
    }
  name = g_path_get_basename (path);
  if (!castellan_save_read (path, &data, &length, &error) ||
      !castellan_window_open_record (self, data, length, name, NULL, NULL, NULL, NULL, &error))
    castellan_window_show_error (self, _("Could Not Open the Game"), error->message);
}

static void
open_response_cb (GtkNativeDialog *native, int response, CastellanWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      castellan_window_open_file (self, file);
    }
  g_object_unref (native);
}

static void
show_open_dialog (CastellanWindow *self)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  native = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect (native, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* the game it would end is asked about once the file is known good, and so its kind */
static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  show_open_dialog (CASTELLAN_WINDOW (widget));
}

/* ---- resuming ------------------------------------------------------------------- */

static gboolean
show_resume_error_idle (gpointer data)
{
  CastellanWindow *self = data;

  if (self->resume_error != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    castellan_window_show_error (self, self->resume_heading, self->resume_error);
  g_clear_pointer (&self->resume_error, g_free);
  return G_SOURCE_REMOVE;
}

/* a dialog presented before its window is mapped ends up below it, and
 * being modal leaves the window deaf to clicks: wait for the map */
static void
mapped_cb (CastellanWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, mapped_cb, NULL);
  g_idle_add_full (G_PRIORITY_DEFAULT, show_resume_error_idle, g_object_ref (self), g_object_unref);
}

/* the model resumes the newest save of either game; a save it could not
 * use is kept, and the player told why once the window is mapped */
int
castellan_window_resume (CastellanWindow *self)
{
  CastellanGameBase *games[CASTELLAN_N_GAME_KINDS] = {
    [CASTELLAN_GAME_KIND_CASTLE] = castellan_game_page_get_game_of_kind (self->page, CASTELLAN_GAME_KIND_CASTLE),
    [CASTELLAN_GAME_KIND_CLASSIC] = castellan_game_page_get_game_of_kind (self->page, CASTELLAN_GAME_KIND_CLASSIC),
  };
  g_autoptr(GError) error = NULL;
  int kind = castellan_save_service_resume (self->saves, games, &error);

  if (error == NULL)
    return kind;
  self->resume_heading = g_error_matches (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD)
                         ? _("The Saved Game Could Not Be Read") : _("The Saved Game Could Not Be Resumed");
  g_free (self->resume_error);
  self->resume_error = g_strdup (error->message);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    mapped_cb (self);
  else
    g_signal_connect (self, "map", G_CALLBACK (mapped_cb), NULL);
  return kind;
}

void
castellan_window_flush_saves (CastellanWindow *self)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  if (self->saves != NULL)
    castellan_save_service_flush (self->saves);
}

/* ---- setting up ----------------------------------------------------------------- */

void
castellan_window_init_files (CastellanWindow *self)
{
  CastellanGameBase *games[CASTELLAN_N_GAME_KINDS] = {
    [CASTELLAN_GAME_KIND_CASTLE] = castellan_game_page_get_game_of_kind (self->page, CASTELLAN_GAME_KIND_CASTLE),
    [CASTELLAN_GAME_KIND_CLASSIC] = castellan_game_page_get_game_of_kind (self->page, CASTELLAN_GAME_KIND_CLASSIC),
  };

  self->saves = castellan_save_service_new (NULL);
  castellan_save_service_attach (self->saves, games);
  /* the autosave after every move is written and synced to disk off the
   * main thread, so that the board keeps drawing (issue 34, item 4) */
  castellan_save_service_set_background (self->saves, TRUE);
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    {
      g_signal_connect_object (castellan_save_service_get_slot (self->saves, k), "write-failed",
                               G_CALLBACK (slot_write_failed_cb), self, 0);
      castellan_game_base_set_keep_statistics (games[k], TRUE);
      g_signal_connect (games[k], "save-failed", G_CALLBACK (save_failed_cb), self);
      g_signal_connect (games[k], "statistics-failed", G_CALLBACK (statistics_failed_cb), self);
    }
}

void
castellan_window_class_init_files (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
}

/**
 * castellan_window_show_error:
 * @self: a #CastellanWindow
 * @heading: a short, translated summary of what failed
 * @body: (nullable): the details, for instance a #GError message
 *
 * Tells the user about a failure they can recover from.
 */
void
castellan_window_show_error (CastellanWindow *self,
                             const char      *heading,
                             const char      *body)
{
  GtkWidget *dialog;

  g_return_if_fail (CASTELLAN_IS_WINDOW (self));
  g_return_if_fail (heading != NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}
