/* castellan-width-bin.h — a bin whose width does not depend on its height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_WIDTH_BIN (castellan_width_bin_get_type ())
G_DECLARE_FINAL_TYPE (CastellanWidthBin, castellan_width_bin, CASTELLAN, WIDTH_BIN, GtkWidget)

GtkWidget *castellan_width_bin_new       (GtkWidget         *child);
GtkWidget *castellan_width_bin_get_child (CastellanWidthBin *self);
void       castellan_width_bin_set_child (CastellanWidthBin *self,
                                          GtkWidget         *child);

G_END_DECLS
