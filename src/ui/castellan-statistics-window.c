/* castellan-statistics-window.c — games played and won, per opponent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-statistics-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-statistics-window.h"
#include "castellan-statistics.h"

struct _CastellanStatisticsWindow {
  AdwWindow             parent_instance;

  GtkStack             *stack;
  AdwPreferencesGroup  *group;
  AdwPreferencesGroup  *classic_group;
};

G_DEFINE_FINAL_TYPE (CastellanStatisticsWindow, castellan_statistics_window, ADW_TYPE_WINDOW)

static void
fill (CastellanStatisticsWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lines = castellan_statistics_load (&error);
  gboolean shown[2] = { FALSE, FALSE };

  if (error != NULL)
    adw_preferences_group_set_description (self->group, error->message);
  for (guint i = 0; i < lines->len; i++)
    {
      const CastellanStatsLine *l = &g_array_index (lines, CastellanStatsLine, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *played = NULL;

      if (l->opponent == CASTELLAN_PLAYER_HUMAN && l->classic)
        title = g_strdup (_("Among people (first person’s results)"));
      else if (l->opponent == CASTELLAN_PLAYER_HUMAN)
        title = g_strdup (_("Against a person (first seat’s results)"));
      else
        /* Translators: %s is a computer level, such as "Computer, Casual" */
        title = g_strdup_printf (_("Against %s"), castellan_player_kind_label (l->opponent));
      played = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", l->played), l->played);
      /* Translators: %1$s "3 games", %2$u games won, %3$d best score, %4$.1f average score */
      subtitle = g_strdup_printf (_("%1$s, %2$u won · best %3$d · average %4$.1f"),
                                  played, l->won, l->best, (double) l->total / l->played);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_preferences_group_add (l->classic ? self->classic_group : self->group, row);
      shown[l->classic] = TRUE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->group), shown[0] || error != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->classic_group), shown[1]);
  gtk_stack_set_visible_child_name (self->stack, lines->len > 0 ? "list" : "empty");
}

static void
castellan_statistics_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CASTELLAN_TYPE_STATISTICS_WINDOW);
  G_OBJECT_CLASS (castellan_statistics_window_parent_class)->dispose (object);
}

static void
castellan_statistics_window_class_init (CastellanStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_statistics_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, group);
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, classic_group);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
castellan_statistics_window_init (CastellanStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill (self);
}

CastellanStatisticsWindow *
castellan_statistics_window_new (GtkWindow *parent)
{
  return g_object_new (CASTELLAN_TYPE_STATISTICS_WINDOW, "transient-for", parent, NULL);
}
