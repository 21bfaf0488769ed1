/* castellan-classic-board.h — old names for the open board, now CastellanBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * There is one board widget for every game (castellan-board.h); the type
 * CastellanClassicBoard is gone. These names let the files that still
 * say it build until they say CastellanBoard; delete this header once
 * nothing includes it. No new code should use it.
 */
#pragma once

#include "castellan-board.h"
#include "castellan-classic-turn.h"

#define CastellanClassicBoard              CastellanBoard
#define CASTELLAN_TYPE_CLASSIC_BOARD       CASTELLAN_TYPE_BOARD
#define CASTELLAN_CLASSIC_BOARD(o)         CASTELLAN_BOARD (o)
#define CASTELLAN_IS_CLASSIC_BOARD(o)      CASTELLAN_IS_BOARD (o)
#define CASTELLAN_CLASSIC_MIN_ZOOM         CASTELLAN_BOARD_MIN_ZOOM
#define CASTELLAN_CLASSIC_MAX_ZOOM         CASTELLAN_BOARD_MAX_ZOOM

#define castellan_classic_board_new()                         castellan_board_new ()
#define castellan_classic_board_set_turn(b, t)                castellan_board_set_turn ((b), (t))
#define castellan_classic_board_get_turn(b)                   ((CastellanClassicTurn *) castellan_board_get_turn (b))
#define castellan_classic_board_get_model(b)                  castellan_board_get_model (b)
#define castellan_classic_board_get_zoom(b)                   castellan_board_get_zoom (b)
#define castellan_classic_board_zoom_at(b, f, x, y)           castellan_board_zoom_at ((b), (f), (x), (y))
#define castellan_classic_board_fit(b)                        castellan_board_fit (b)
#define castellan_classic_board_pan(b, dx, dy)                castellan_board_pan ((b), (dx), (dy))
#define castellan_classic_board_cell_point(b, c, x, y)        castellan_board_cell_point ((b), (c), (x), (y))
#define castellan_classic_board_spot_point(b, i, x, y)        castellan_board_spot_point ((b), (i), (x), (y))
#define castellan_classic_board_get_castle_city(b, c)         castellan_board_get_castle_city ((b), (c))
#define castellan_classic_board_get_offscreen_fits(b)         castellan_board_get_offscreen_fits (b)
#define castellan_classic_board_get_fits(b, c)                castellan_board_get_fits ((b), (c))
#define castellan_classic_board_get_animating(b)              castellan_board_get_animating (b)
#define castellan_classic_board_get_description(b)            castellan_board_get_description (b)
#define castellan_classic_board_cell_area(b, x, y, a)         castellan_board_cell_area ((b), (x), (y), (a))
#define castellan_classic_board_light_cells(b, c, n)          castellan_board_light_cells ((b), (c), (n))
#define castellan_classic_board_set_marks(b, m, n)            castellan_board_set_marks ((b), (m), (n))
#define castellan_classic_board_get_axis_labels(b, o, v, c, m) castellan_board_get_axis_labels ((b), (o), (v), (c), (m))
#define castellan_classic_board_activate_at(b, x, y)          castellan_board_activate_at ((b), (x), (y))
