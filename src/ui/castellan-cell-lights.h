/* castellan-cell-lights.h — a line that names cells lights them on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A final-sheet line, a log line and a tutor line may name cells (a
 * feature scored, the tile laid, where the tile fits). Attached to the
 * row that shows such a line, this lights those cells on the board while
 * the row is hovered or holds the focus (itself or a widget inside it),
 * and takes them off when it is left, unless another row lit the board
 * since (issue 32).
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-board-model.h"

G_BEGIN_DECLS

/* The cells @row names now: up to @max of them into @cells, and how many
 * (0: none). @model is the board's (NULL without a game), for what only
 * it knows (a classic scored line's feature). */
typedef guint (*CastellanCellsFunc) (GtkWidget           *row,
                                     CastellanBoardModel *model,
                                     CastellanCell       *cells,
                                     guint                max,
                                     gpointer             data);

/* Light on @board (a CastellanBoard; NULL none) the cells @func gives
 * while @row is hovered or has the focus within. Once per row; @data is
 * the row's (freed with @destroy when the row goes). */
void     castellan_cell_lights_attach    (GtkWidget          *row,
                                          GtkWidget          *board,
                                          CastellanCellsFunc  func,
                                          gpointer            data,
                                          GDestroyNotify      destroy);
/* the row lights nothing any more (what it lit goes out) */
void     castellan_cell_lights_detach    (GtkWidget          *row);
/* a row's board, weak; NULL: none (and what the row lit goes out); a
 * row without lights attached is left alone */
void     castellan_cell_lights_set_board (GtkWidget          *row,
                                          GtkWidget          *board);
/* the row's cells may have changed (a list row bound to another item):
 * light them again if the row is pointed at (a row without lights
 * attached is left alone) */
void     castellan_cell_lights_update    (GtkWidget          *row);
/* the row's cells are what is lit on its board now */
gboolean castellan_cell_lights_is_lit    (GtkWidget          *row);

G_END_DECLS
