/* castellan-rules-window.c — the rules reference, one page per rule group
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-rules-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-rules-window.h"
#include "castellan-rules-reference.h"

struct _CastellanRulesWindow
{
  AdwWindow  parent_instance;

  GtkStack  *stack;
};

G_DEFINE_FINAL_TYPE (CastellanRulesWindow, castellan_rules_window, ADW_TYPE_WINDOW)

static void
castellan_rules_window_class_init (CastellanRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanRulesWindow, stack);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
castellan_rules_window_init (CastellanRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
fill (CastellanRulesWindow *self, CsTheme theme)
{
  for (guint s = 0; s < castellan_rules_reference_n_sections (); s++)
    {
      GtkWidget *scroll = gtk_scrolled_window_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *title = gtk_label_new (castellan_rules_reference_section_title (s, theme));
      const char *id = castellan_rules_reference_section_id (s);
      g_autofree char *page_title = NULL;

      gtk_widget_add_css_class (title, "title-2");
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_box_append (GTK_BOX (box), title);
      for (guint p = 0; p < castellan_rules_reference_section_n_paragraphs (s); p++)
        {
          GtkWidget *para = gtk_label_new (castellan_rules_reference_paragraph (s, p, theme));
          gtk_label_set_wrap (GTK_LABEL (para), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (para), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_xalign (GTK_LABEL (para), 0);
          gtk_label_set_selectable (GTK_LABEL (para), TRUE);
          gtk_box_append (GTK_BOX (box), para);
        }
      gtk_widget_set_margin_top (box, 24);
      gtk_widget_set_margin_bottom (box, 24);
      gtk_widget_set_margin_start (box, 24);
      gtk_widget_set_margin_end (box, 24);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);

      /* the sidebar shows the rule group's number before its name */
      if (g_str_has_prefix (id, "R-"))
        page_title = g_strdup_printf ("%s  %s", id, castellan_rules_reference_section_title (s, theme));
      else
        page_title = g_strdup (castellan_rules_reference_section_title (s, theme));
      gtk_stack_add_titled (self->stack, scroll, id, page_title);
    }
}

CastellanRulesWindow *
castellan_rules_window_new (GtkWindow *parent,
                            CsTheme    theme)
{
  CastellanRulesWindow *self = g_object_new (CASTELLAN_TYPE_RULES_WINDOW,
                                             "transient-for", parent,
                                             NULL);
  fill (self, theme);
  return self;
}

void
castellan_rules_window_show_rule (CastellanRulesWindow *self,
                                  const char           *rule)
{
  int s;

  g_return_if_fail (CASTELLAN_IS_RULES_WINDOW (self));
  s = castellan_rules_reference_find (rule);
  if (s < 0)
    s = castellan_rules_reference_find ("goal");
  gtk_stack_set_visible_child_name (self->stack, castellan_rules_reference_section_id (s));
}

const char *
castellan_rules_window_get_section (CastellanRulesWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_RULES_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
