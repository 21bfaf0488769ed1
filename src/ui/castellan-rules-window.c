/* castellan-rules-window.c — the rules reference, one page per rule group
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-rules-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-rules-window.h"
#include "castellan-rules-reference.h"
#include "castellan-texture-cache.h"
#include "castellan-widgets.h"

struct _CastellanRulesWindow
{
  AdwWindow  parent_instance;

  GtkStack  *stack;
  GtkWidget *sidebar;
  guint      reveal_tick;
  CastellanTheme theme;
};

G_DEFINE_FINAL_TYPE (CastellanRulesWindow, castellan_rules_window, ADW_TYPE_WINDOW)

static void
castellan_rules_window_class_init (CastellanRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanRulesWindow, sidebar);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
castellan_rules_window_init (CastellanRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* closing it (its button, Escape) hides it, to be shown again by the
   * main window that owns it (castellan_window_show_rules): its surface
   * and GL context stay, and with them the shaders compiled for them */
  gtk_window_set_hide_on_close (GTK_WINDOW (self), TRUE);
}

/* the nine wall tiles, each with its picture (drawn by src/art), its
 * number and name, what it does and its rule; in the theme's numbering */
static GtkWidget *
wall_tile_list (GtkWidget *window, CastellanTheme theme)
{
  GtkWidget *list = gtk_list_box_new ();
  int scale = gtk_widget_get_scale_factor (window);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint number = 1; number <= 9; number++)
    {
      guint kind = castellan_rules_reference_wall_tile_kind (number, theme);
      GtkWidget *row, *words, *picture, *title, *effect, *rule_label;
      g_autofree char *heading = NULL;
      g_autofree char *rule = NULL;
      GdkTexture *texture;   /* the cache's */

      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      /* the texture cache still takes the theme by the engine's name
       * (layers-pending.txt); both number the themes alike */
      texture = castellan_texture_wall_tile (kind, (guint) theme, 56, scale);
      picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      gtk_widget_set_size_request (picture, 56, 56);
      gtk_widget_set_valign (picture, GTK_ALIGN_START);
      heading = g_strdup_printf ("%u · %s", number, castellan_rules_reference_wall_tile_name (kind, theme));
      title = gtk_label_new (heading);
      gtk_widget_add_css_class (title, "heading");
      effect = gtk_label_new (castellan_rules_reference_wall_tile_effect (kind, theme));
      rule = castellan_rules_reference_wall_tile_rule (kind);
      rule_label = gtk_label_new (rule);
      gtk_widget_add_css_class (rule_label, "caption");
      gtk_widget_add_css_class (rule_label, "dim-label");
      gtk_widget_set_valign (rule_label, GTK_ALIGN_START);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_xalign (GTK_LABEL (effect), 0);
      gtk_label_set_wrap (GTK_LABEL (effect), TRUE);
      gtk_box_append (GTK_BOX (words), title);
      gtk_box_append (GTK_BOX (words), effect);
      gtk_widget_set_hexpand (words, TRUE);
      gtk_box_append (GTK_BOX (row), picture);
      gtk_box_append (GTK_BOX (row), words);
      gtk_box_append (GTK_BOX (row), rule_label);
      castellan_widget_set_margins (row, 8, 8, 8, 8);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

/* one rule group's page: its title, its paragraphs and, in the group
 * that lists them, the wall tiles; into the page's scrolled window */
static void
fill_page (CastellanRulesWindow *self, GtkScrolledWindow *scroll, guint s)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (castellan_rules_reference_section_title (s, self->theme));

  gtk_widget_add_css_class (title, "title-2");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_box_append (GTK_BOX (box), title);
  for (guint p = 0; p < castellan_rules_reference_section_n_paragraphs (s); p++)
    {
      GtkWidget *para = gtk_label_new (castellan_rules_reference_paragraph (s, p, self->theme));
      gtk_label_set_wrap (GTK_LABEL (para), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (para), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (para), 0);
      gtk_label_set_selectable (GTK_LABEL (para), TRUE);
      gtk_box_append (GTK_BOX (box), para);
      if (p == 0 && castellan_rules_reference_section_lists_wall_tiles (s))
        gtk_box_append (GTK_BOX (box), wall_tile_list (GTK_WIDGET (self), self->theme));
    }
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_scrolled_window_set_child (scroll, box);
}

/* the page shown gets its words when it is first shown (issue 34, item 4):
 * laying out every group's paragraphs up front cost the main thread some
 * 200 ms when the reference opened, while a computer thought */
static void
fill_visible_page (CastellanRulesWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->stack);

  if (page != NULL && gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (page)) == NULL)
    fill_page (self, GTK_SCROLLED_WINDOW (page),
               GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (page), "castellan-section")));
}

/* the sidebar's title of rule group @s: its number before its name, as
 * the tutor cites it (R-3, C-4, CV-1, B-5) */
static char *
section_title (CastellanRulesWindow *self, guint s)
{
  const char *id = castellan_rules_reference_section_id (s);

  if (strchr (id, '-') != NULL)
    return g_strdup_printf ("%s  %s", id, castellan_rules_reference_section_title (s, self->theme));
  return g_strdup (castellan_rules_reference_section_title (s, self->theme));
}

/* a page for every rule group, empty until it is shown, and its row in
 * the sidebar */
static void
add_pages (CastellanRulesWindow *self)
{
  for (guint s = 0; s < castellan_rules_reference_n_sections (); s++)
    {
      GtkWidget *scroll = gtk_scrolled_window_new ();
      g_autofree char *page_title = section_title (self, s);

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      g_object_set_data (G_OBJECT (scroll), "castellan-section", GUINT_TO_POINTER (s));
      gtk_stack_add_titled (self->stack, scroll, castellan_rules_reference_section_id (s), page_title);
    }
  /* no page is filled before the window shows one */
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (fill_visible_page), self);
  g_signal_connect_swapped (self->stack, "map", G_CALLBACK (fill_visible_page), self);
}

CastellanRulesWindow *
castellan_rules_window_new (GtkWindow      *parent,
                            CastellanTheme  theme)
{
  CastellanRulesWindow *self = g_object_new (CASTELLAN_TYPE_RULES_WINDOW,
                                             "transient-for", parent,
                                             NULL);
  self->theme = theme;
  castellan_application_add_quit_key (GTK_WINDOW (self));
  add_pages (self);
  return self;
}

/* the sidebar's row of the page shown, scrolled into the view of every
 * scrolled window around it (GtkStackSidebar selects it but leaves it
 * where it is, out of sight for the last groups) */
static gboolean
reveal_row_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanRulesWindow *self = CASTELLAN_RULES_WINDOW (widget);
  GtkWidget *list = self->sidebar;
  GtkListBoxRow *row;

  while (list != NULL && !GTK_IS_LIST_BOX (list))
    list = gtk_widget_get_first_child (list);
  row = list ? gtk_list_box_get_selected_row (GTK_LIST_BOX (list)) : NULL;
  if (row == NULL || gtk_widget_get_height (GTK_WIDGET (row)) == 0)
    return G_SOURCE_CONTINUE;   /* not laid out yet */
  self->reveal_tick = 0;
  for (GtkWidget *scroll = gtk_widget_get_ancestor (GTK_WIDGET (row), GTK_TYPE_SCROLLED_WINDOW); scroll != NULL;
       scroll = gtk_widget_get_ancestor (gtk_widget_get_parent (scroll), GTK_TYPE_SCROLLED_WINDOW))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll));
      double view = gtk_widget_get_height (scroll);
      graphene_rect_t b;

      if (gtk_widget_get_parent (scroll) == NULL ||
          !gtk_widget_compute_bounds (GTK_WIDGET (row), scroll, &b))
        break;
      if (b.origin.y < 0 || b.origin.y + b.size.height > view)
        gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + b.origin.y - (view - b.size.height) / 2);
    }
  return G_SOURCE_REMOVE;
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
  fill_visible_page (self);
  /* the sidebar chooses the page's row; once laid out, it scrolls it into view */
  if (self->reveal_tick == 0)
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_row_cb, NULL, NULL);
}

/**
 * castellan_rules_window_set_theme:
 * @self: a #CastellanRulesWindow
 * @theme: the theme of The Castle's game
 *
 * Names The Castle's walls and tiles as @theme does. The pages already
 * filled are emptied, to be filled again in the new words when shown.
 */
void
castellan_rules_window_set_theme (CastellanRulesWindow *self,
                                  CastellanTheme        theme)
{
  guint s = 0;

  g_return_if_fail (CASTELLAN_IS_RULES_WINDOW (self));
  if (theme == self->theme)
    return;
  self->theme = theme;
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page), s++)
    {
      g_autofree char *title = section_title (self, s);

      gtk_stack_page_set_title (gtk_stack_get_page (self->stack, page), title);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (page), NULL);
    }
  fill_visible_page (self);
}

const char *
castellan_rules_window_get_section (CastellanRulesWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_RULES_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
