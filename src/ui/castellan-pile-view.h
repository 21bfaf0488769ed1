/* castellan-pile-view.h — the tiles still in the pile, by kind, with pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-turn-card.h"

G_BEGIN_DECLS

/* the list as it is now, to put in a popover */
GtkWidget *castellan_pile_view_new (CastellanGame *game,
                                    int            scale);

/* the same for classic Carcassonne (and its expansion): a picture a design,
 * drawn by @painter, with how many of it are to come */
GtkWidget *castellan_pile_view_new_classic (CastellanClassicGame *game,
                                            int                   scale,
                                            CastellanTilePainter  painter,
                                            gpointer              painter_data);

G_END_DECLS
