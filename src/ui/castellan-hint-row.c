/* castellan-hint-row.c — one of the tutor's hints, as a list row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The row shows a CastellanHint from the tutor's list models: an icon for
 * its mood, its sentence, and a link to its rule in the rules reference.
 * The hint panel makes one per item with gtk_list_box_bind_model.
 */
#define G_LOG_DOMAIN "castellan-hint-row"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-hint-row.h"
#include "castellan-width-bin.h"
#include "castellan-a11y.h"
#include "castellan-cell-lights.h"

struct _CastellanHintRow
{
  GtkWidget      parent_instance;

  CastellanHint *hint;

  /* template widgets */
  GtkWidget     *box;
  GtkImage      *icon;
  GtkLabel      *label;
  GtkWidget     *link;
};

G_DEFINE_FINAL_TYPE (CastellanHintRow, castellan_hint_row, GTK_TYPE_WIDGET)

/**
 * castellan_rule_link_set:
 * @link: a flat button
 * @rule: (nullable): a rule ID such as "R-3.3"
 *
 * Makes @link the row's small link to @rule in the rules reference, or
 * hides it when there is no rule.
 */
/* the link's tooltip, worded only when it is asked for: setting a tooltip's
 * text makes GTK ask the display where the pointer is, a round trip for
 * every row the tutor refreshes after a move (issue 34, item 4) */
static gboolean
rule_link_query_tooltip_cb (GtkWidget  *link,
                            int         x,
                            int         y,
                            gboolean    keyboard,
                            GtkTooltip *tooltip,
                            gpointer    data)
{
  const char *rule = g_object_get_data (G_OBJECT (link), "castellan-rule");
  g_autofree char *tip = NULL;

  if (rule == NULL)
    return FALSE;
  /* TRANSLATORS: tooltip of a rule link such as "R-3.3" */
  tip = g_strdup_printf (_("Read rule %s in the rules reference"), rule);
  gtk_tooltip_set_text (tooltip, tip);
  return TRUE;
}

void
castellan_rule_link_set (GtkWidget *link, const char *rule)
{
  gtk_widget_set_visible (link, rule != NULL);
  if (rule != NULL)
    {
      /* TRANSLATORS: tooltip of a rule link such as "R-3.3" */
      g_autofree char *tip = g_strdup_printf (_("Read rule %s in the rules reference"), rule);

      gtk_button_set_label (GTK_BUTTON (link), rule);
      castellan_a11y_name_button (link);
      /* what the tooltip says, for a screen reader too */
      gtk_accessible_update_property (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
      g_object_set_data_full (G_OBJECT (link), "castellan-rule", g_strdup (rule), g_free);
      if (!gtk_widget_get_has_tooltip (link))
        {
          g_signal_connect (link, "query-tooltip", G_CALLBACK (rule_link_query_tooltip_cb), NULL);
          gtk_widget_set_has_tooltip (link, TRUE);
        }
      gtk_actionable_set_action_target (GTK_ACTIONABLE (link), "s", rule);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (link), "win.rules");
    }
}

static void
show_hint (CastellanHintRow *self)
{
  GtkWidget *icon = GTK_WIDGET (self->icon);
  const char *name, *css, *what;

  switch (castellan_hint_get_mood (self->hint))
    {
    case CASTELLAN_HINT_GOOD:
      name = "emblem-ok-symbolic", css = "success", what = _("Fine");
      break;
    case CASTELLAN_HINT_BAD:
      name = "dialog-warning-symbolic", css = "warning", what = _("Not allowed");
      break;
    default:
      name = "dialog-information-symbolic", css = "dim-label", what = _("Note");
      break;
    }
  gtk_image_set_from_icon_name (self->icon, name);
  gtk_widget_set_css_classes (icon, (const char *[]) { css, NULL });
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  gtk_label_set_label (self->label, castellan_hint_get_text (self->hint));
  castellan_rule_link_set (self->link, castellan_hint_get_rule (self->hint));
}

static void
castellan_hint_row_dispose (GObject *object)
{
  CastellanHintRow *self = CASTELLAN_HINT_ROW (object);

  g_clear_object (&self->hint);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_HINT_ROW);
  G_OBJECT_CLASS (castellan_hint_row_parent_class)->dispose (object);
}

static void
castellan_hint_row_class_init (CastellanHintRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_hint_row_dispose;

  g_type_ensure (CASTELLAN_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-hint-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanHintRow, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintRow, icon);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintRow, label);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintRow, link);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* a plain group: GTK 4.8 would read it by its type name */
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
castellan_hint_row_init (CastellanHintRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* the hint is given once, here: a row is made anew for each item of the
 * tutor's lists, so it needs no property to change it later */
GtkWidget *
castellan_hint_row_new (CastellanHint *hint)
{
  CastellanHintRow *self;

  g_return_val_if_fail (CASTELLAN_IS_HINT (hint), NULL);
  self = g_object_new (CASTELLAN_TYPE_HINT_ROW, NULL);
  self->hint = g_object_ref (hint);
  show_hint (self);
  return GTK_WIDGET (self);
}

CastellanHint *
castellan_hint_row_get_hint (CastellanHintRow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_ROW (self), NULL);
  return self->hint;
}

/* the cells the hint names (castellan-cell-lights.h) */
static guint
hint_cells (GtkWidget *row, CastellanBoardModel *model, CastellanCell *cells, guint max, gpointer data)
{
  guint n = 0;
  const CastellanCell *named = castellan_hint_get_cells (CASTELLAN_HINT (data), &n);

  n = MIN (n, max);
  if (n > 0)
    memcpy (cells, named, n * sizeof *cells);
  return n;
}

void
castellan_hint_row_watch (CastellanHintRow *self,
                          GtkWidget        *row,
                          GtkWidget        *board)
{
  guint n = 0;

  g_return_if_fail (CASTELLAN_IS_HINT_ROW (self));
  g_return_if_fail (GTK_IS_WIDGET (row));
  if (castellan_hint_get_cells (self->hint, &n) == NULL)
    return;
  castellan_cell_lights_attach (row, board, hint_cells, g_object_ref (self->hint), g_object_unref);
}
