/* castellan-turn.h — the turn in progress, one object for every view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CastellanTurn owns what a person is putting together in their turn: the
 * cursor cell, the tile's rotation and where it fits, the laid tile waiting
 * for its follower, the open spots and the one chosen, a wall tile the
 * player means to use, and the questions the rules leave to the player
 * before the move is played (wall tiles 2/3, the scoring order, another
 * turn). The board view and the tutor observe it; the window only shows
 * the questions it raises with the "choose" signal, as GNOME Chess's scene
 * asks its window for a promotion piece. Every "may I" is asked of the
 * engine through the game; nothing here knows GTK, so the tests play whole
 * turns through it without a display.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-choice.h"
#include "castellan-game.h"
#include "castellan-turn-base.h"

G_BEGIN_DECLS

/* ---- the turn ----------------------------------------------------------------- */

#define CASTELLAN_TYPE_TURN (castellan_turn_get_type ())
G_DECLARE_FINAL_TYPE (CastellanTurn, castellan_turn, CASTELLAN, TURN, CastellanTurnBase)

CastellanTurn  *castellan_turn_new               (CastellanGame *game);
CastellanGame  *castellan_turn_get_game          (CastellanTurn *self);

/* read through the base every turn shares (castellan-turn-base.h); the
 * cursor is the cell pointed at (pointer or keyboard), -1 for none */
#define castellan_turn_get_stage(self)         castellan_turn_base_get_stage (CASTELLAN_TURN_BASE (self))
#define castellan_turn_get_cursor_cell(self)   castellan_turn_base_get_cursor_cell (CASTELLAN_TURN_BASE (self))
#define castellan_turn_get_rotation(self)      castellan_turn_base_get_rotation (CASTELLAN_TURN_BASE (self))
#define castellan_turn_get_selected_spot(self) castellan_turn_base_get_selected_spot (CASTELLAN_TURN_BASE (self))

void            castellan_turn_set_cursor_cell   (CastellanTurn *self,
                                                  int            cell);
/* walk the cursor (dx, dy) cells over the board, skipping holes; FALSE at
 * its edge. In the follower stage it walks the open spots instead. */
gboolean        castellan_turn_move_cursor       (CastellanTurn *self,
                                                  int            dx,
                                                  int            dy);
/* the cursor to the next cell (step 1) or the one before (-1) that takes
 * the drawn tile, in reading order and around, the tile turned to fit
 * there; FALSE if it fits nowhere */
gboolean        castellan_turn_next_fit          (CastellanTurn *self,
                                                  int            step);
void            castellan_turn_set_rotation      (CastellanTurn *self,
                                                  guint          rot);
/* a quarter turn (dir ±1) through all four turns, fitting or not; entering
 * a cell where the tile fits only turned otherwise turns it to fit */
void            castellan_turn_rotate            (CastellanTurn *self,
                                                  int            dir);
/* the rotations (bits 0..3) of the drawn tile that fit at @cell; 0 outside
 * the placing stage */
guint           castellan_turn_get_fits          (CastellanTurn *self,
                                                  guint          cell);
/* how many (cell, rotation) places the drawn tile has */
guint           castellan_turn_get_n_places      (CastellanTurn *self);

/* Lay the tile at the cursor in its rotation: on to the follower stage.
 * Where it does not fit, "placement-refused" says so and FALSE returns. */
gboolean        castellan_turn_lay               (CastellanTurn *self);
/* the laid tile waiting for its follower choice; FALSE when there is none */
gboolean        castellan_turn_get_pending       (CastellanTurn *self,
                                                  guint         *cell,
                                                  guint         *rot);
/* every spot of the pending tile with its state, for drawing and reading */
guint           castellan_turn_get_spots         (CastellanTurn *self,
                                                  const CsSpot **spots);
/* the open follower spots of the pending tile, in the order 1, 2, 3… */
guint           castellan_turn_get_open_spots    (CastellanTurn *self,
                                                  guint8        *pieces);
/* the key that picks open spot @index (0-based) and the label drawn on it:
 * "1" … "9", then "0" for the tenth; NULL beyond (Tab reaches those) */
const char     *castellan_turn_spot_key          (guint          index);
/* the piece the follower goes on once chosen (confirm stage), -1 none */
int             castellan_turn_get_chosen_follower (CastellanTurn *self);
/* mark open spot @index (0-based); FALSE when there is no such spot */
gboolean        castellan_turn_select_spot       (CastellanTurn *self,
                                                  int            index);
/* a follower on open spot @index, or none (-1): the move is chosen; then
 * the turn waits for castellan_turn_end with confirm-turn set, or ends */
void            castellan_turn_choose_follower   (CastellanTurn *self,
                                                  int            index);
/* End the turn: ask what the rules leave open ("choose"), then play. */
void            castellan_turn_end               (CastellanTurn *self);
/* one step back: from confirming to the follower, from there to placing */
void            castellan_turn_cancel            (CastellanTurn *self);
/* back to choosing a place (after a refused move) */
void            castellan_turn_reset             (CastellanTurn *self);

/* the player means to use wall tile @kind this turn: the extra turn (1)
 * is taken with this move; the others are offered when they apply.
 * Returns a sentence saying so. */
char           *castellan_turn_use_wall_tile     (CastellanTurn *self,
                                                  guint          kind);

/* a move suggested for this turn (Suggest a Move): the cursor and the
 * turn go to it and the board shows it, cell, turn and spot, until the
 * turn is played; "has-suggestion" follows it */
void            castellan_turn_suggest           (CastellanTurn *self,
                                                  const CsMove  *move);
gboolean        castellan_turn_get_suggestion    (CastellanTurn *self,
                                                  CsMove        *move);
/* lay the suggested tile and put its follower: on to the end of the turn
 * as the player's own choice would go. FALSE when there is none. */
gboolean        castellan_turn_play_suggestion   (CastellanTurn *self);

/* the largest group of empty cells, one flag per cell */
void            castellan_turn_get_empty_region  (CastellanTurn *self,
                                                  guint8        *cells);
/* whether the cell holds no tile */
gboolean        castellan_turn_cell_is_empty     (CastellanTurn *self,
                                                  guint          cell);

G_END_DECLS
