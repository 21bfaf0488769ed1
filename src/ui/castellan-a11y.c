/* castellan-a11y.c — speaking to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no call that makes a screen reader speak
 * (gtk_accessible_announce came with GTK 4.14), and it tells assistive
 * technology nothing when a widget with the alert role appears. What Orca
 * does speak, at once, is a new description of the widget that has the
 * focus. So castellan_announce gives the message to the focused widget: a
 * widget that keeps its own description (the board: the cell under its
 * cursor) takes it through its announce function; any other gets it as its
 * description until the focus leaves it, when its tooltip, which GTK uses as
 * its description, is put back. On GTK 4.14 and later the same function
 * calls gtk_accessible_announce instead; no caller changes.
 */
#define G_LOG_DOMAIN "castellan-a11y"

#include "config.h"

#include <string.h>

#include "castellan-a11y.h"

#define ANNOUNCE_FUNC_KEY "castellan-announce-func"
#define ANNOUNCED_KEY     "castellan-announced"

void
castellan_a11y_set_announce_func (GtkWidget *widget, CastellanAnnounceFunc func)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_object_set_data (G_OBJECT (widget), ANNOUNCE_FUNC_KEY, func);
}

/* the focus moved on: the widget that was told a message gets its own
 * description back */
static void
focus_widget_cb (GtkWindow *window, GParamSpec *pspec, gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GWeakRef *told = g_object_get_data (G_OBJECT (window), ANNOUNCED_KEY);
  g_autoptr(GtkWidget) widget = told ? g_weak_ref_get (told) : NULL;

  if (widget == NULL || widget == focus)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  gtk_widget_get_tooltip_text (widget) ? gtk_widget_get_tooltip_text (widget) : "",
                                  -1);
  g_weak_ref_set (told, NULL);
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
castellan_announce (GtkWidget *widget, const char *message)
{
  GtkRoot *root;
  GtkWidget *focus;
  CastellanAnnounceFunc func;
  GWeakRef *told;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (message == NULL || *message == '\0')
    return;
#if GTK_CHECK_VERSION (4, 14, 0)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return;
#endif
  root = gtk_widget_get_root (widget);
  focus = root ? gtk_root_get_focus (root) : NULL;
  if (focus == NULL)
    return;
  func = g_object_get_data (G_OBJECT (focus), ANNOUNCE_FUNC_KEY);
  if (func != NULL)
    {
      func (focus, message);
      return;
    }
  told = g_object_get_data (G_OBJECT (root), ANNOUNCED_KEY);
  if (told == NULL)
    {
      told = g_new0 (GWeakRef, 1);
      g_weak_ref_init (told, NULL);
      g_object_set_data_full (G_OBJECT (root), ANNOUNCED_KEY, told, weak_ref_free);
      g_signal_connect (root, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);
    }
  g_weak_ref_set (told, focus);
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
}

/* "_Lay Tile" → "Lay Tile", "Rock __n Roll" → "Rock _n Roll" */
static char *
without_mnemonic (const char *label)
{
  GString *s = g_string_sized_new (strlen (label));

  for (const char *p = label; *p; p++)
    {
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

void
castellan_a11y_name_button (GtkWidget *button)
{
  g_autofree char *name = NULL;
  const char *label;

  g_return_if_fail (GTK_IS_BUTTON (button));

  label = gtk_button_get_label (GTK_BUTTON (button));
  if (label == NULL || *label == '\0')
    return;
  name = gtk_button_get_use_underline (GTK_BUTTON (button)) ? without_mnemonic (label) : g_strdup (label);
  /* GTK 4.8 reads the label child too, once with its underline: "_Lay Tile Lay Tile" */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
castellan_a11y_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root))
    castellan_a11y_name_button (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    castellan_a11y_name_buttons (child);
}

void
castellan_a11y_name_menu_button (GtkWidget *menu_button, const char *name)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (menu_button));

  /* the toggle inside, which takes the focus, is labelled by this one */
  gtk_accessible_update_property (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static gboolean
window_mapped_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer data)
{
  GObject *object = g_value_get_object (&params[0]);

  if (GTK_IS_WINDOW (object))
    castellan_a11y_name_buttons (GTK_WIDGET (object));
  return TRUE;
}

void
castellan_a11y_init (void)
{
  static gsize done = 0;

  /* every window as it is shown: ours, the dialogs libadwaita builds with
   * mnemonic buttons, the about window */
  if (g_once_init_enter (&done))
    {
      g_type_ensure (GTK_TYPE_WIDGET);
      g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, window_mapped_hook, NULL, NULL);
      g_once_init_leave (&done, 1);
    }
}
