/* castellan-board-view.h — old names for The Castle's board, now CastellanBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * There is one board widget for every game (castellan-board.h); the type
 * CastellanBoardView is gone. These names let the files that still say
 * it build until they say CastellanBoard; delete this header once
 * nothing includes it. No new code should use it.
 */
#pragma once

#include "castellan-board.h"
#include "castellan-turn.h"

#define CastellanBoardView                 CastellanBoard
#define CASTELLAN_TYPE_BOARD_VIEW          CASTELLAN_TYPE_BOARD
#define CASTELLAN_BOARD_VIEW(o)            CASTELLAN_BOARD (o)
#define CASTELLAN_IS_BOARD_VIEW(o)         CASTELLAN_IS_BOARD (o)

#define castellan_board_view_new()                       castellan_board_new ()
#define castellan_board_view_set_turn(b, t)              castellan_board_set_turn ((b), (t))
#define castellan_board_view_get_turn(b)                 ((CastellanTurn *) castellan_board_get_turn (b))
#define castellan_board_view_set_show_region(b, s)       castellan_board_set_show_region ((b), (s))
#define castellan_board_view_get_animating(b)            castellan_board_get_animating (b)
#define castellan_board_view_cell_area(b, x, y, a)       castellan_board_cell_area ((b), (x), (y), (a))
#define castellan_board_view_light_cells(b, c, n)        castellan_board_light_cells ((b), (c), (n))
#define castellan_board_view_get_lit_cells(b, c)         castellan_board_get_lit_cells ((b), (c))
#define castellan_board_view_set_marks(b, m, n)          castellan_board_set_marks ((b), (m), (n))
#define castellan_board_view_get_marks(b, m)             castellan_board_get_marks ((b), (m))
