/* castellan-pile-view.h — the tiles still in the pile, by kind, with pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-game.h"

G_BEGIN_DECLS

/* the list as it is now, to put in a popover */
GtkWidget *castellan_pile_view_new (CastellanGame *game,
                                    int            scale);

G_END_DECLS
