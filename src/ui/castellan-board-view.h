/* castellan-board-view.h — the castle, its track and the turn being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-game.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_BOARD_VIEW (castellan_board_view_get_type ())
G_DECLARE_FINAL_TYPE (CastellanBoardView, castellan_board_view, CASTELLAN, BOARD_VIEW, GtkWidget)

typedef enum {
  CASTELLAN_ANIMATION_OFF,
  CASTELLAN_ANIMATION_NORMAL,
  CASTELLAN_ANIMATION_FAST,
} CastellanAnimationSpeed;

GtkWidget      *castellan_board_view_new               (void);
void            castellan_board_view_set_game          (CastellanBoardView *self,
                                                        CastellanGame      *game);
CastellanGame  *castellan_board_view_get_game          (CastellanBoardView *self);
CastellanStage  castellan_board_view_get_stage         (CastellanBoardView *self);
int             castellan_board_view_get_cursor_cell   (CastellanBoardView *self);
void            castellan_board_view_set_cursor_cell   (CastellanBoardView *self,
                                                        int                 cell);
guint           castellan_board_view_get_rotation      (CastellanBoardView *self);
void            castellan_board_view_set_rotation      (CastellanBoardView *self,
                                                        guint               rot);
/* the laid tile waiting for its follower choice; FALSE when there is none */
gboolean        castellan_board_view_get_pending       (CastellanBoardView *self,
                                                        guint              *cell,
                                                        guint              *rot);
/* the open follower spots of the pending tile, in the order 1, 2, 3… */
guint           castellan_board_view_get_open_spots    (CastellanBoardView *self,
                                                        guint8             *pieces);
int             castellan_board_view_get_selected_spot (CastellanBoardView *self);
/* the chosen move (after the follower step) */
gboolean        castellan_board_view_get_chosen_move   (CastellanBoardView *self,
                                                        CsMove             *move);
/* back to choosing a place (after a refused move) */
void            castellan_board_view_reset_turn        (CastellanBoardView *self);
/* end of game: tint the largest empty region */
void            castellan_board_view_set_show_region   (CastellanBoardView *self,
                                                        gboolean            show);
/* the sentence for a cell, as given to assistive technologies */
char           *castellan_board_view_describe_cell     (CastellanBoardView *self,
                                                        guint               cell);
gboolean        castellan_board_view_get_animating     (CastellanBoardView *self);

G_END_DECLS
