/* castellan-preferences-window.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "castellan-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-preferences-window.h"
#include "castellan-model-types.h"

/* Most rows are bound to stateful application actions created from GSettings
 * keys (see castellan-application.c); the language is a list of its own. */
struct _CastellanPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings           *settings;
  AdwActionRow        *explain_everything_row;
  AdwComboRow         *language_row;
};

G_DEFINE_FINAL_TYPE (CastellanPreferencesWindow, castellan_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* the catalogs shipped, by code; each named in its own language */
static const struct {
  const char *code;
  const char *name;
} languages[] = {
  { "", NULL },
  { "de", "Deutsch" },      /* not translated: each language by its own name */
  { "en", "English" },      /* not translated */
  { "es", "Español" },     /* not translated */
  { "fr", "Français" },     /* not translated */
  { "it", "Italiano" },     /* not translated */
  { "pl", "Polski" },     /* not translated */
};

static void
language_selected_cb (CastellanPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->language_row);

  if (i < G_N_ELEMENTS (languages))
    g_settings_set_string (self->settings, "language", languages[i].code);
}

static void
castellan_preferences_window_dispose (GObject *object)
{
  CastellanPreferencesWindow *self = CASTELLAN_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (castellan_preferences_window_parent_class)->dispose (object);
}


/* what "everything" covers, with the theme's word for the wall pieces */
static void
update_explain_row (CastellanPreferencesWindow *self)
{
  CastellanTheme theme = g_settings_get_enum (self->settings, "theme");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->explain_everything_row), FALSE);
  adw_action_row_set_subtitle (self->explain_everything_row,
                               castellan_theme_words (theme, C_("castle", "Where the tile fits and why not, followers, wall tiles, the last turn"),
                                                      C_("zamek", "Where the tile fits and why not, followers, wall tokens, the last turn")));
}

static void
castellan_preferences_window_class_init (CastellanPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_preferences_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanPreferencesWindow, explain_everything_row);
}

static void
castellan_preferences_window_init (CastellanPreferencesWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *current = NULL;
  guint selected = 0;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  g_signal_connect_object (self->settings, "changed::theme", G_CALLBACK (update_explain_row), self, G_CONNECT_SWAPPED);
  update_explain_row (self);
  current = g_settings_get_string (self->settings, "language");
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      gtk_string_list_append (names, languages[i].name ? languages[i].name : _("Same as the System"));
      if (g_strcmp0 (current, languages[i].code) == 0)
        selected = i;
    }
  adw_combo_row_set_model (self->language_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->language_row, selected);
  g_signal_connect_swapped (self->language_row, "notify::selected", G_CALLBACK (language_selected_cb), self);
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
