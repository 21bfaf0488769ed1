/* castellan-classic-board.h — classic Carcassonne's open board, with zoom and pan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-classic-turn.h"
#include "castellan-board-model.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_CLASSIC_BOARD (castellan_classic_board_get_type ())
G_DECLARE_FINAL_TYPE (CastellanClassicBoard, castellan_classic_board, CASTELLAN, CLASSIC_BOARD, GtkWidget)


/* pixels per cell, the smallest and the largest */
#define CASTELLAN_CLASSIC_MIN_ZOOM  10.0
#define CASTELLAN_CLASSIC_MAX_ZOOM 240.0

GtkWidget            *castellan_classic_board_new       (void);
void                  castellan_classic_board_set_turn  (CastellanClassicBoard *self,
                                                         CastellanClassicTurn  *turn);
CastellanClassicTurn *castellan_classic_board_get_turn  (CastellanClassicBoard *self);

double                castellan_classic_board_get_zoom  (CastellanClassicBoard *self);
/* zoom by @factor keeping the board point under widget point (x, y) still */
void                  castellan_classic_board_zoom_at   (CastellanClassicBoard *self,
                                                         double                 factor,
                                                         double                 x,
                                                         double                 y);
/* the whole board and the cells around it in view */
void                  castellan_classic_board_fit       (CastellanClassicBoard *self);
/* move the view by (dx, dy) widget pixels */
void                  castellan_classic_board_pan       (CastellanClassicBoard *self,
                                                         double                 dx,
                                                         double                 dy);
/* where the centre of @cell is, in widget pixels; FALSE when off-screen */
gboolean              castellan_classic_board_cell_point (CastellanClassicBoard *self,
                                                          guint                  cell,
                                                          double                *x,
                                                          double                *y);
/* where open spot @index of the laid tile is drawn, in widget pixels */
gboolean              castellan_classic_board_spot_point (CastellanClassicBoard *self,
                                                          guint                  index,
                                                          double                *x,
                                                          double                *y);
/* B-4.2: the cells of the small city outlined while its owner is asked
 * whether it becomes a castle; 0 when no such question is open */
guint                 castellan_classic_board_get_castle_city (CastellanClassicBoard *self,
                                                               const guint16        **cells);
/* the lit cells outside the view: how many, and the arrow's direction */
guint                 castellan_classic_board_get_offscreen_fits (CastellanClassicBoard *self);
/* the cells shaded where the drawn tile fits: none with the
 * "highlight-legal" property off */
guint                 castellan_classic_board_get_fits (CastellanClassicBoard *self,
                                                        const CastellanCell  **cells);
/* a computer's move is playing out ("animation-speed", as The Castle's board) */
gboolean              castellan_classic_board_get_animating (CastellanClassicBoard *self);
/* what a screen reader reads of the board now: the cursor cell, or the
 * message last announced (castellan_announce) */
const char           *castellan_classic_board_get_description (CastellanClassicBoard *self);

/* the model the board draws (castellan-board-model.h); NULL without a turn */
CastellanBoardModel  *castellan_classic_board_get_model (CastellanClassicBoard *self);
/* where cell (@x, @y) is drawn, in widget pixels; FALSE when it is
 * wholly outside the view */
gboolean              castellan_classic_board_cell_area (CastellanClassicBoard *self,
                                                         int                    x,
                                                         int                    y,
                                                         graphene_rect_t       *area);
/* light @cells as something pointed at names them (a final-sheet line, a
 * log line), bringing them into view; NULL or 0 clears them */
void                  castellan_classic_board_light_cells (CastellanClassicBoard *self,
                                                           const CastellanCell   *cells,
                                                           guint                  n);
/* draw @marks over the board: given tiles at given cells, framed by
 * style; NULL or 0 clears them */
void                  castellan_classic_board_set_marks (CastellanClassicBoard    *self,
                                                         const CastellanBoardMark *marks,
                                                         guint                     n);
/* the column (HORIZONTAL) or row (VERTICAL) numbers drawn along the
 * board's top or left edge: the x or y of the cells, as the log names
 * them, and the centre of each label in widget pixels; up to @max */
guint                 castellan_classic_board_get_axis_labels (CastellanClassicBoard *self,
                                                               GtkOrientation         orientation,
                                                               int                   *values,
                                                               double                *centres,
                                                               guint                  max);

/* a click at @x, @y of the widget: lays the drawn tile on a cell, or
 * chooses a follower spot */
void          castellan_classic_board_activate_at (CastellanClassicBoard *self,
                                                   double                 x,
                                                   double                 y);

G_END_DECLS
