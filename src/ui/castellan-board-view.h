/* castellan-board-view.h — the castle, its track and the turn being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-turn.h"
#include "castellan-board-model.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_BOARD_VIEW (castellan_board_view_get_type ())
G_DECLARE_FINAL_TYPE (CastellanBoardView, castellan_board_view, CASTELLAN, BOARD_VIEW, GtkWidget)

typedef enum {
  CASTELLAN_ANIMATION_OFF,
  CASTELLAN_ANIMATION_NORMAL,
  CASTELLAN_ANIMATION_FAST,
} CastellanAnimationSpeed;

GtkWidget      *castellan_board_view_new               (void);
/* the turn to show and play (its game comes with it) */
void            castellan_board_view_set_turn          (CastellanBoardView *self,
                                                        CastellanTurn      *turn);
CastellanTurn  *castellan_board_view_get_turn          (CastellanBoardView *self);
/* end of game: tint the largest empty region */
void            castellan_board_view_set_show_region   (CastellanBoardView *self,
                                                        gboolean            show);
gboolean        castellan_board_view_get_animating     (CastellanBoardView *self);
/* @cell's square (a CsCell) in the view's pixels, for marks drawn over it */
void            castellan_board_view_get_cell_rect     (CastellanBoardView *self,
                                                        guint               cell,
                                                        graphene_rect_t    *rect);

/* where grid cell (@x, @y) is drawn (cells as castellan-board-model.h
 * counts them: from the castle's top-left corner), in widget pixels */
gboolean        castellan_board_view_cell_area         (CastellanBoardView *self,
                                                        int                 x,
                                                        int                 y,
                                                        graphene_rect_t    *area);
/* light @cells as something pointed at names them; NULL or 0 clears them */
void            castellan_board_view_light_cells       (CastellanBoardView  *self,
                                                        const CastellanCell *cells,
                                                        guint                n);
guint           castellan_board_view_get_lit_cells     (CastellanBoardView   *self,
                                                        const CastellanCell **cells);
/* draw @marks over the board: given tiles at given cells, framed by
 * style (a review's move played, the best); NULL or 0 clears them */
void            castellan_board_view_set_marks         (CastellanBoardView       *self,
                                                        const CastellanBoardMark *marks,
                                                        guint                     n);
guint           castellan_board_view_get_marks         (CastellanBoardView        *self,
                                                        const CastellanBoardMark **marks);

G_END_DECLS
