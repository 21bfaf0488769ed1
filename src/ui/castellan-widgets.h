/* castellan-widgets.h — small helpers for widgets built in code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @widget's four margins at once, in the order CSS gives them */
static inline void
castellan_widget_set_margins (GtkWidget *widget,
                              int        top,
                              int        end,
                              int        bottom,
                              int        start)
{
  gtk_widget_set_margin_top (widget, top);
  gtk_widget_set_margin_end (widget, end);
  gtk_widget_set_margin_bottom (widget, bottom);
  gtk_widget_set_margin_start (widget, start);
}

G_END_DECLS
