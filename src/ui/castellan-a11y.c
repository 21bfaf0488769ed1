/* castellan-a11y.c — speaking to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 has no call that makes a screen reader speak
 * (gtk_accessible_announce came with GTK 4.14), and it tells assistive
 * technology nothing when a widget with the alert role appears. What Orca
 * does speak, at once, is a new description of the widget that has the
 * focus. So castellan_announce gives the message to the focused widget: a
 * widget that speaks its own text (both boards: the cell under the cursor,
 * castellan_a11y_set_describe_func) shows it in place of that text until
 * the player's next key or click; any other gets it as its
 * description until the focus leaves it, when its tooltip, which GTK uses as
 * its description, is put back. On GTK 4.14 and later the same function
 * calls gtk_accessible_announce instead; no caller changes.
 */
#define G_LOG_DOMAIN "castellan-a11y"

#include "config.h"

#include <string.h>

#include "castellan-a11y.h"

#define SPOKEN_KEY    "castellan-spoken"
#define ANNOUNCED_KEY "castellan-announced"

/* a widget that speaks its own text */
typedef struct {
  CastellanDescribeFunc describe;
  char                 *description;    /* as last given to AT-SPI */
  char                 *announcement;   /* said in its place until the next input */
} Spoken;

static void
spoken_free (gpointer data)
{
  Spoken *spoken = data;

  g_free (spoken->description);
  g_free (spoken->announcement);
  g_free (spoken);
}

void
castellan_a11y_set_describe_func (GtkWidget *widget, CastellanDescribeFunc describe)
{
  Spoken *spoken;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  spoken = g_new0 (Spoken, 1);
  spoken->describe = describe;
  g_object_set_data_full (G_OBJECT (widget), SPOKEN_KEY, spoken, spoken_free);
}

void
castellan_a11y_update (GtkWidget *widget)
{
  Spoken *spoken = g_object_get_data (G_OBJECT (widget), SPOKEN_KEY);
  g_autofree char *text = NULL;

  g_return_if_fail (spoken != NULL);
  text = spoken->announcement ? g_strdup (spoken->announcement) : spoken->describe (widget);
  if (text == NULL)
    text = g_strdup ("");
  if (g_strcmp0 (text, spoken->description) == 0)
    return;
  g_free (spoken->description);
  spoken->description = g_steal_pointer (&text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  spoken->description, -1);
}

void
castellan_a11y_input (GtkWidget *widget)
{
  Spoken *spoken = g_object_get_data (G_OBJECT (widget), SPOKEN_KEY);

  g_return_if_fail (spoken != NULL);
  if (spoken->announcement == NULL)
    return;
  g_clear_pointer (&spoken->announcement, g_free);
  castellan_a11y_update (widget);
}

const char *
castellan_a11y_get_description (GtkWidget *widget)
{
  Spoken *spoken = g_object_get_data (G_OBJECT (widget), SPOKEN_KEY);

  g_return_val_if_fail (spoken != NULL, "");
  return spoken->description ? spoken->description : "";
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
  Spoken *spoken;
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
  spoken = g_object_get_data (G_OBJECT (focus), SPOKEN_KEY);
  if (spoken != NULL)
    {
      g_free (spoken->announcement);
      spoken->announcement = g_strdup (message);
      castellan_a11y_update (focus);
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
