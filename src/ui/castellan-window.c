/* castellan-window.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window.h"

struct _CastellanWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  GtkStack             *main_stack;
  AdwStatusPage        *welcome_page;
  GtkWidget            *game_page;
};

G_DEFINE_FINAL_TYPE (CastellanWindow, castellan_window, ADW_TYPE_APPLICATION_WINDOW)

static void
castellan_window_restore_state (CastellanWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
castellan_window_save_state (CastellanWindow *self)
{
  int width = 0;
  int height = 0;

  /* While maximized the default size still holds the unmaximized size. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
castellan_window_close_request (GtkWindow *window)
{
  CastellanWindow *self = CASTELLAN_WINDOW (window);

  castellan_window_save_state (self);

  return GTK_WINDOW_CLASS (castellan_window_parent_class)->close_request (window);
}

static void
castellan_window_dispose (GObject *object)
{
  CastellanWindow *self = CASTELLAN_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (castellan_window_parent_class)->dispose (object);
}

static void
castellan_window_class_init (CastellanWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = castellan_window_dispose;

  window_class->close_request = castellan_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, game_page);
}

static void
castellan_window_init (CastellanWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  castellan_window_restore_state (self);
}

CastellanWindow *
castellan_window_new (CastellanApplication *application)
{
  g_return_val_if_fail (CASTELLAN_IS_APPLICATION (application), NULL);

  return g_object_new (CASTELLAN_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * castellan_window_new_game:
 * @self: a #CastellanWindow
 *
 * Shows a fresh game. Until the board view exists this is an empty page.
 */
void
castellan_window_new_game (CastellanWindow *self)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));

  gtk_stack_set_visible_child (self->main_stack, self->game_page);
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
