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

#include <adwaita.h>

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

void
castellan_a11y_forget (GtkWidget *widget)
{
  Spoken *spoken = g_object_get_data (G_OBJECT (widget), SPOKEN_KEY);

  if (spoken == NULL || spoken->announcement == NULL)
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
  /* and the menu it opens, else "GtkPopoverMenu" */
  if (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button))),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* GTK 4.8 reads a widget that has no name of its own by its type name,
 * unless its role is a plain container's: a header bar's boxes read
 * "AdwGizmo", a scrolled window's scroll bars "GtkScrollbar" and the range
 * inside "GtkRange", a stack's untitled pages "GtkStackPage". Those of
 * GTK's and libadwaita's making that say nothing a screen reader could use
 * (a widget of the generic role, a scroll bar, a row of tabs) are given an
 * empty name, as a box has; ours are named or given a plain role where
 * they are made. */
static gboolean
is_unnamed_type (GtkWidget *widget)
{
  const char *type = G_OBJECT_TYPE_NAME (widget);
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  /* a drawing is the app's own picture, named where it is made (the score chart) */
  if ((!g_str_has_prefix (type, "Gtk") && !g_str_has_prefix (type, "Adw")) || GTK_IS_DRAWING_AREA (widget))
    return FALSE;
  return role == GTK_ACCESSIBLE_ROLE_WIDGET || role == GTK_ACCESSIBLE_ROLE_SCROLLBAR ||
         GTK_IS_STACK_SWITCHER (widget) || ADW_IS_VIEW_SWITCHER (widget);
}

static GtkWidget *
find_search_entry (GtkWidget *root)
{
  if (GTK_IS_SEARCH_ENTRY (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_search_entry (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
unname (GtkWidget *widget)
{
  if (is_unnamed_type (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  /* a search entry of libadwaita's (Preferences) says what it is for */
  else if (GTK_IS_SEARCH_ENTRY (widget))
    {
      g_autofree char *placeholder = NULL;
      g_object_get (widget, "placeholder-text", &placeholder, NULL);
      if (placeholder != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, placeholder, -1);
    }
  /* the icon beside a view switcher's tab, its title said */
  else if (GTK_IS_IMAGE (widget) && gtk_widget_get_ancestor (widget, ADW_TYPE_VIEW_SWITCHER) != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  /* GTK's and libadwaita's own stacks (Preferences' search page, a
   * menu's submenus) show only the page on screen too */
  else if (GTK_IS_STACK (widget) && g_object_get_data (G_OBJECT (widget), "castellan-pages") == NULL)
    castellan_a11y_follow_stack (GTK_STACK (widget));
  /* the shortcuts window's search toggle holds only its icon ("GtkImage"):
   * named as the search it opens */
  else if (GTK_IS_TOGGLE_BUTTON (widget) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget))) &&
           GTK_IS_SHORTCUTS_WINDOW (gtk_widget_get_root (widget)))
    {
      GtkWidget *entry = find_search_entry (GTK_WIDGET (gtk_widget_get_root (widget)));
      g_autofree char *placeholder = NULL;
      if (entry != NULL)
        g_object_get (entry, "placeholder-text", &placeholder, NULL);
      if (placeholder != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, placeholder, -1);
    }
  if (GTK_IS_STACK (gtk_widget_get_parent (widget)))
    {
      GtkStackPage *page = gtk_stack_get_page (GTK_STACK (gtk_widget_get_parent (widget)), widget);
      /* a shortcuts section's pages are titled by their number ("_1") */
      if (gtk_stack_page_get_title (page) == NULL ||
          gtk_widget_get_ancestor (widget, GTK_TYPE_SHORTCUTS_SECTION) != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
    }
}

void
castellan_a11y_unname_types (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      unname (child);
      castellan_a11y_unname_types (child);
    }
}

/* GTK 4.8 leaves the pages of a stack that are not shown in the
 * accessible tree as if they were, each a panel named by its title: a
 * screen reader reading the window would find the welcome page under a
 * game. A page whose child is hidden is left out. */
static void
stack_pages_cb (GtkStack *stack)
{
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack)); child;
       child = gtk_widget_get_next_sibling (child))
    gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, child != shown, -1);
  /* a page made after its window was shown (a classic game's) */
  if (shown != NULL)
    castellan_a11y_unname_types (shown);
}

void
castellan_a11y_follow_stack (GtkStack *stack)
{
  GtkSelectionModel *pages;

  g_return_if_fail (GTK_IS_STACK (stack));
  g_signal_connect (stack, "notify::visible-child", G_CALLBACK (stack_pages_cb), NULL);
  /* a page added later (a classic game's) is hidden as it comes; the
   * stack keeps its list of pages only while someone holds it */
  pages = gtk_stack_get_pages (stack);
  g_object_set_data_full (G_OBJECT (stack), "castellan-pages", pages, g_object_unref);
  g_signal_connect_object (pages, "items-changed", G_CALLBACK (stack_pages_cb), stack, G_CONNECT_SWAPPED);
  stack_pages_cb (stack);
}

/* a picture that only decorates what beside it is said in words: the
 * arrow of a combo row, the tick beside its chosen item, the pencil of an
 * entry row */
static void
hide_images (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_IMAGE (child))
        gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      else if (!GTK_IS_POPOVER (child))
        hide_images (child);
    }
}

static char *
combo_item_text (AdwComboRow *row, gpointer item)
{
  GtkExpression *expression = adw_combo_row_get_expression (row);
  g_auto(GValue) value = G_VALUE_INIT;

  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    return g_value_dup_string (&value);
  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  return NULL;
}

/* libadwaita 1.2's items in a combo row's list are unnamed list items
 * holding a label and a tick: each is named by its text */
static void
combo_item_bound_cb (GtkSignalListItemFactory *factory, GtkListItem *list_item, AdwComboRow *row)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);
  GtkWidget *item_widget = child ? gtk_widget_get_parent (child) : NULL;
  g_autofree char *text = combo_item_text (row, gtk_list_item_get_item (list_item));

  if (item_widget == NULL || text == NULL)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (item_widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  hide_images (child);
}

/* the combo row says what is chosen: GTK 4.8 gives a combo box no value,
 * so its description carries it, then the row's subtitle */
static void
combo_selected_cb (AdwComboRow *row)
{
  gpointer item = adw_combo_row_get_selected_item (row);
  g_autofree char *text = item ? combo_item_text (row, item) : NULL;
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_autofree char *description = NULL;

  /* a row that shows the chosen item as its subtitle (use-subtitle) has it once */
  if (subtitle != NULL && *subtitle != '\0' && !adw_combo_row_get_use_subtitle (row) && g_strcmp0 (subtitle, text) != 0)
    description = g_strdup_printf ("%s. %s", text ? text : "", subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description ? description : text ? text : "", -1);
  hide_images (GTK_WIDGET (row));
}

void
castellan_a11y_name_combo_row (GtkWidget *combo_row)
{
  GtkListItemFactory *factory;
  GtkWidget *list;
  g_autofree char *title = NULL;

  g_return_if_fail (ADW_IS_COMBO_ROW (combo_row));
  title = g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (combo_row)));
  if (adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (combo_row)))
    {
      /* "_Language of the Game" would be read with its underline */
      g_autofree char *bare = without_mnemonic (title);
      g_free (title);
      title = g_steal_pointer (&bare);
      gtk_accessible_update_property (GTK_ACCESSIBLE (combo_row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
  if (g_object_get_data (G_OBJECT (combo_row), "castellan-named") != NULL)
    return;
  g_object_set_data (G_OBJECT (combo_row), "castellan-named", GINT_TO_POINTER (TRUE));
  factory = adw_combo_row_get_list_factory (ADW_COMBO_ROW (combo_row));
  if (factory == NULL)
    factory = adw_combo_row_get_factory (ADW_COMBO_ROW (combo_row));
  if (GTK_IS_SIGNAL_LIST_ITEM_FACTORY (factory))
    g_signal_connect_object (factory, "bind", G_CALLBACK (combo_item_bound_cb), combo_row, G_CONNECT_AFTER);
  /* the list in its popover is named as the row; the one in the row that
   * shows the chosen item is left out, the row's description says it */
  for (list = gtk_widget_get_first_child (combo_row); list; )
    {
      if (GTK_IS_POPOVER (list))
        {
          /* the popover and the box inside, else read by their type names */
          gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
          if (gtk_widget_get_first_child (list) != NULL)
            gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (list)),
                                            GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
        }
      else if (GTK_IS_LIST_VIEW (list))
        {
          gboolean popup = gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER) != NULL;
          if (popup)
            {
              gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
              /* the items bound before now: named by their label */
              for (GtkWidget *item = gtk_widget_get_first_child (list); item; item = gtk_widget_get_next_sibling (item))
                {
                  GtkWidget *box = gtk_widget_get_first_child (item);
                  GtkWidget *label = box ? gtk_widget_get_first_child (box) : NULL;
                  if (!GTK_IS_LABEL (label))
                    continue;
                  gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                  gtk_label_get_text (GTK_LABEL (label)), -1);
                  hide_images (box);
                }
            }
          else
            gtk_accessible_update_state (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
      /* depth first, popover included */
      if (gtk_widget_get_first_child (list) != NULL)
        list = gtk_widget_get_first_child (list);
      else
        {
          while (list != combo_row && gtk_widget_get_next_sibling (list) == NULL)
            list = gtk_widget_get_parent (list);
          list = list == combo_row ? NULL : gtk_widget_get_next_sibling (list);
        }
    }
  g_signal_connect (combo_row, "notify::selected", G_CALLBACK (combo_selected_cb), NULL);
  g_signal_connect (combo_row, "notify::subtitle", G_CALLBACK (combo_selected_cb), NULL);
  combo_selected_cb (ADW_COMBO_ROW (combo_row));
}

/* the row says whether its switch is on, as a check box would */
static void
switch_active_cb (GtkSwitch *sw, GParamSpec *pspec, GtkWidget *row)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_CHECKED, gtk_switch_get_active (sw), -1);
}

/* a switch row's subtitle is what it turns on; read after its name */
static void
switch_subtitle_cb (GtkWidget *row)
{
  const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  subtitle ? subtitle : "", -1);
}

/* A row with a switch was two stops for Tab, the row and its switch, and
 * the row read without the switch's state. As GNOME's switch rows (libadwaita
 * 1.4) do: the row alone takes the focus, activating it (Space, Enter, a
 * click) turns the switch, and it carries the switch's state. */
void
castellan_a11y_switch_row (GtkWidget *row)
{
  GtkWidget *sw;

  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  sw = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
  if (!GTK_IS_SWITCH (sw) || g_object_get_data (G_OBJECT (row), "castellan-switch-row") != NULL)
    return;
  g_object_set_data (G_OBJECT (row), "castellan-switch-row", sw);
  gtk_widget_set_focusable (sw, FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect_object (sw, "notify::active", G_CALLBACK (switch_active_cb), row, 0);
  switch_active_cb (GTK_SWITCH (sw), NULL, row);
  /* a row made with the switch's role (the New Game dialog's) is read as
   * the switch itself: "Farmers, check box, checked" and what it turns on
   * (as a list item, GTK 4.8 gives no checkable state: an off switch was
   * read with no state at all). Its switch, the same thing again, is left
   * out of the tree. */
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row)) == GTK_ACCESSIBLE_ROLE_SWITCH)
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      g_signal_connect (row, "notify::subtitle", G_CALLBACK (switch_subtitle_cb), NULL);
      switch_subtitle_cb (row);
    }
}

/* the rows of a preferences list: combo rows named throughout, the
 * pencil of an entry row left out, a switch row one stop */
static void
name_rows (GtkWidget *root)
{
  if (ADW_IS_COMBO_ROW (root))
    {
      castellan_a11y_name_combo_row (root);
      return;
    }
  if (ADW_IS_ENTRY_ROW (root))
    hide_images (root);
  else if (ADW_IS_ACTION_ROW (root))
    castellan_a11y_switch_row (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    name_rows (child);
}

static gboolean
window_mapped_hook (GSignalInvocationHint *hint, guint n_params, const GValue *params, gpointer data)
{
  GObject *object = g_value_get_object (&params[0]);

  if (GTK_IS_WINDOW (object))
    {
      castellan_a11y_name_buttons (GTK_WIDGET (object));
      name_rows (GTK_WIDGET (object));
    }
  /* a window, a popover (the main menu), a tooltip as it is shown */
  if (GTK_IS_NATIVE (object))
    {
      unname (GTK_WIDGET (object));
      castellan_a11y_unname_types (GTK_WIDGET (object));
    }
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
