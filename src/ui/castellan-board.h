/* castellan-board.h — one board widget for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Give it a turn of any game and it shows that game's board: The Castle
 * inside its wall (CastellanBoardView) or the open board of classic
 * Carcassonne and its expansion (CastellanClassicBoard). A page holds one
 * CastellanBoard and calls the same functions whatever the game: the
 * turn, a cell's rectangle, cells to light, marked tiles, the animation
 * speed. Cells are counted as the board model counts them
 * (castellan-board-model.h).
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-board-model.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_BOARD (castellan_board_get_type ())
G_DECLARE_FINAL_TYPE (CastellanBoard, castellan_board, CASTELLAN, BOARD, GtkWidget)

GtkWidget           *castellan_board_new          (void);
/* @turn: a CastellanTurn, a CastellanClassicTurn, or NULL */
void                 castellan_board_set_turn     (CastellanBoard           *self,
                                                   gpointer                  turn);
gpointer             castellan_board_get_turn     (CastellanBoard           *self);
/* the model of what is drawn; NULL without a turn */
CastellanBoardModel *castellan_board_get_model    (CastellanBoard           *self);
/* the game's own board widget inside (CastellanBoardView or
 * CastellanClassicBoard), for what only one game has (zoom, the castle
 * question's city); NULL without a turn */
GtkWidget           *castellan_board_get_game_board (CastellanBoard         *self);
/* where cell (@x, @y) is drawn, in this widget's pixels; FALSE when it
 * lies outside the view */
gboolean             castellan_board_cell_area    (CastellanBoard           *self,
                                                   int                       x,
                                                   int                       y,
                                                   graphene_rect_t          *area);
/* light @cells (a hovered final-sheet or log line names them); NULL clears */
void                 castellan_board_light_cells  (CastellanBoard           *self,
                                                   const CastellanCell      *cells,
                                                   guint                     n);
/* draw @marks: tiles at cells, framed by style (a review); NULL clears */
void                 castellan_board_set_marks    (CastellanBoard           *self,
                                                   const CastellanBoardMark *marks,
                                                   guint                     n);
/* a computer's move is playing out */
gboolean             castellan_board_get_animating (CastellanBoard          *self);

G_END_DECLS
