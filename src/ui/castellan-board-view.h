/* castellan-board-view.h — the castle, its track and the turn being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-turn.h"

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

G_END_DECLS
