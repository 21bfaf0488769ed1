/* castellan-hint-row.h — one of the tutor's hints, as a list row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-tutor.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_HINT_ROW (castellan_hint_row_get_type ())
G_DECLARE_FINAL_TYPE (CastellanHintRow, castellan_hint_row, CASTELLAN, HINT_ROW, GtkWidget)

GtkWidget     *castellan_hint_row_new      (CastellanHint    *hint);
CastellanHint *castellan_hint_row_get_hint (CastellanHintRow *self);
/* @row (the list's row holding @self) lights the cells the hint names on
 * @board (a CastellanBoard, NULL none) while hovered or focused; a hint
 * naming no cells leaves it alone */
void           castellan_hint_row_watch    (CastellanHintRow *self,
                                            GtkWidget        *row,
                                            GtkWidget        *board);

/* a row's small link to its rule in the rules reference (hidden without one) */
void           castellan_rule_link_set     (GtkWidget        *link,
                                            const char       *rule);

G_END_DECLS
