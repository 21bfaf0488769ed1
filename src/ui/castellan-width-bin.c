/* castellan-width-bin.c — a bin whose width does not depend on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 asks a widget its width for a given height in two common places:
 * a horizontal GtkBox allocating its children (each is measured across at
 * the box's height) and a GtkViewport measuring what it scrolls (across,
 * at the height it shows). A wrapping GtkLabel answers that question by a
 * binary search over widths, laying its whole text out again at each width
 * tried, some ten to twenty layouts with every line shaped anew, and the
 * answer is not cached across heights. A hint row, or an auction card's
 * prompt beside its player's chip, paid that at every allocation: over
 * 4,000 shapings in one frame when an auction began (issue 34, item 4).
 *
 * Text that wraps is laid out height-for-width: its width never depends
 * on the height it is given. This bin says so: across, its child is
 * measured for no height at all (the answer its label keeps in its size
 * cache); down, for the width given, as before; and it gives its child
 * all of its own allocation.
 *
 * An AdwToastOverlay (libadwaita 1.2) trades no size: asked its height
 * for a width, it measures what it holds for no width at all, where a
 * wrapping label is one line high. Round one, the bin asks what the
 * overlay holds for its height at the width given too, and the overlay
 * gets at least that.
 */
#define G_LOG_DOMAIN "castellan-ui"

#include "config.h"

#include "castellan-width-bin.h"

#include <adwaita.h>

struct _CastellanWidthBin
{
  GtkWidget  parent_instance;
  GtkWidget *child;
};

static void castellan_width_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CastellanWidthBin, castellan_width_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, castellan_width_bin_buildable_init))

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

static GtkBuildableIface *parent_buildable_iface;

static void
castellan_width_bin_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  CastellanWidthBin *self = CASTELLAN_WIDTH_BIN (widget);

  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;
  gtk_widget_measure (self->child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0 && ADW_IS_TOAST_OVERLAY (self->child) &&
      gtk_widget_get_request_mode (self->child) == GTK_SIZE_REQUEST_CONSTANT_SIZE)
    {
      GtkWidget *content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (self->child));
      int min, nat;

      if (content == NULL || !gtk_widget_should_layout (content))
        return;
      gtk_widget_measure (content, orientation, for_size, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
    }
}

static void
castellan_width_bin_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  CastellanWidthBin *self = CASTELLAN_WIDTH_BIN (widget);

  if (self->child != NULL && gtk_widget_should_layout (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static GtkSizeRequestMode
castellan_width_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
castellan_width_bin_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  CastellanWidthBin *self = CASTELLAN_WIDTH_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_width_bin_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  CastellanWidthBin *self = CASTELLAN_WIDTH_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      castellan_width_bin_set_child (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_width_bin_dispose (GObject *object)
{
  castellan_width_bin_set_child (CASTELLAN_WIDTH_BIN (object), NULL);
  G_OBJECT_CLASS (castellan_width_bin_parent_class)->dispose (object);
}

static void
castellan_width_bin_class_init (CastellanWidthBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = castellan_width_bin_get_property;
  object_class->set_property = castellan_width_bin_set_property;
  object_class->dispose = castellan_width_bin_dispose;
  widget_class->measure = castellan_width_bin_measure;
  widget_class->size_allocate = castellan_width_bin_size_allocate;
  widget_class->get_request_mode = castellan_width_bin_get_request_mode;

  props[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                                           G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
castellan_width_bin_buildable_add_child (GtkBuildable *buildable,
                                         GtkBuilder   *builder,
                                         GObject      *child,
                                         const char   *type)
{
  if (GTK_IS_WIDGET (child))
    castellan_width_bin_set_child (CASTELLAN_WIDTH_BIN (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
castellan_width_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = castellan_width_bin_buildable_add_child;
}

static void
castellan_width_bin_init (CastellanWidthBin *self)
{
}

/**
 * castellan_width_bin_new:
 * @child: (nullable): the widget it holds
 *
 * Returns: a new #CastellanWidthBin holding @child
 */
GtkWidget *
castellan_width_bin_new (GtkWidget *child)
{
  return g_object_new (CASTELLAN_TYPE_WIDTH_BIN, "child", child, NULL);
}

GtkWidget *
castellan_width_bin_get_child (CastellanWidthBin *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WIDTH_BIN (self), NULL);
  return self->child;
}

void
castellan_width_bin_set_child (CastellanWidthBin *self,
                               GtkWidget         *child)
{
  g_return_if_fail (CASTELLAN_IS_WIDTH_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CHILD]);
}
