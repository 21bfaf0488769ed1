/* castellan-preferences-window.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "castellan-preferences-window"

#include "config.h"

#include "castellan-preferences-window.h"

/* The rows are bound to stateful application actions created from GSettings
 * keys (see castellan-application.c), so this class holds no state yet. */
struct _CastellanPreferencesWindow
{
  AdwPreferencesWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (CastellanPreferencesWindow, castellan_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
castellan_preferences_window_class_init (CastellanPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-preferences-window.ui");
}

static void
castellan_preferences_window_init (CastellanPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

CastellanPreferencesWindow *
castellan_preferences_window_new (GtkWindow *transient_for)
{
  g_return_val_if_fail (GTK_IS_WINDOW (transient_for), NULL);

  /* Joining the application gives the rows access to its app. actions. */
  return g_object_new (CASTELLAN_TYPE_PREFERENCES_WINDOW,
                       "application", gtk_window_get_application (transient_for),
                       "transient-for", transient_for,
                       "modal", TRUE,
                       "destroy-with-parent", TRUE,
                       NULL);
}
