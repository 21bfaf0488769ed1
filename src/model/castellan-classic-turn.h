/* castellan-classic-turn.h — the turn in progress in classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classic counterpart of CastellanTurn, with the same stages
 * (CastellanStage): choose a cell and a rotation, lay the tile, put a
 * follower on an open spot or none, confirm. Classic turns raise no
 * questions (C-4.1), so there is no "choose" signal; every "may I" is the
 * engine's answer. No GTK: the tests play whole games through it.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-classic-game.h"
#include "castellan-turn-base.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_CLASSIC_TURN (castellan_classic_turn_get_type ())
G_DECLARE_FINAL_TYPE (CastellanClassicTurn, castellan_classic_turn, CASTELLAN, CLASSIC_TURN, CastellanTurnBase)

CastellanClassicTurn *castellan_classic_turn_new       (CastellanClassicGame *game);
CastellanClassicGame *castellan_classic_turn_get_game  (CastellanClassicTurn *self);

/* read through the base every turn shares (castellan-turn-base.h); the
 * cursor is a cs_classic_cell, -1 for none */
#define castellan_classic_turn_get_stage(self)         castellan_turn_base_get_stage (CASTELLAN_TURN_BASE (self))
#define castellan_classic_turn_get_cursor_cell(self)   castellan_turn_base_get_cursor_cell (CASTELLAN_TURN_BASE (self))
#define castellan_classic_turn_get_rotation(self)      castellan_turn_base_get_rotation (CASTELLAN_TURN_BASE (self))
#define castellan_classic_turn_get_selected_spot(self) castellan_turn_base_get_selected_spot (CASTELLAN_TURN_BASE (self))

void            castellan_classic_turn_set_cursor_cell (CastellanClassicTurn *self,
                                                        int                   cell);
/* move the cursor (dx, dy) cells, within one cell of the laid tiles; FALSE
 * at that edge. In the follower stage it walks the open spots instead. */
gboolean        castellan_classic_turn_move_cursor     (CastellanClassicTurn *self,
                                                        int                   dx,
                                                        int                   dy);
/* the cursor on to the next cell where the drawn tile fits (step 1) or
 * back (-1), in reading order, turned to fit; FALSE outside the placing
 * stage */
gboolean        castellan_classic_turn_next_fit        (CastellanClassicTurn *self,
                                                        int                   step);
void            castellan_classic_turn_set_rotation    (CastellanClassicTurn *self,
                                                        guint                 rot);
/* to the next rotation that fits at the cursor (dir ±1), or the next one at all */
void            castellan_classic_turn_rotate          (CastellanClassicTurn *self,
                                                        int                   dir);
/* the rotations (bits 0..3) of the drawn tile that fit at @cell; 0 outside
 * the placing stage */
guint           castellan_classic_turn_get_fits        (CastellanClassicTurn *self,
                                                        guint                 cell);
/* the cells where the drawn tile fits, in the engine's order */
guint           castellan_classic_turn_get_fit_cells   (CastellanClassicTurn *self,
                                                        const guint16       **cells);
/* why the drawn tile does not fit at @cell in @rot (with the C-ID); NULL if it does */
char           *castellan_classic_turn_dup_refusal     (CastellanClassicTurn *self,
                                                        guint                 cell,
                                                        guint                 rot);

/* lay the tile at the cursor: on to the follower stage; where it does not
 * fit, "placement-refused" carries the reason and FALSE returns */
gboolean        castellan_classic_turn_lay             (CastellanClassicTurn *self);
gboolean        castellan_classic_turn_get_pending     (CastellanClassicTurn *self,
                                                        guint                *cell,
                                                        guint                *rot);
/* every spot of the laid tile, by piece */
guint           castellan_classic_turn_get_spots       (CastellanClassicTurn *self,
                                                        const CsClassicSpot **spots);
/* the open spots (piece indices), in the order 1, 2, 3… */
guint           castellan_classic_turn_get_open_spots  (CastellanClassicTurn *self,
                                                        const guint8        **pieces);
gboolean        castellan_classic_turn_select_spot     (CastellanClassicTurn *self,
                                                        int                   index);
/* the piece chosen for the follower (confirm stage), -1 none */
int             castellan_classic_turn_get_chosen_follower (CastellanClassicTurn *self);
/* a follower on open spot @index, or none (-1); plays at once unless
 * confirm-turn is set, then waits for castellan_classic_turn_end */
void            castellan_classic_turn_choose_follower (CastellanClassicTurn *self,
                                                        int                   index);
void            castellan_classic_turn_end             (CastellanClassicTurn *self);
/* one step back: confirm → follower → placing */
void            castellan_classic_turn_cancel          (CastellanClassicTurn *self);

/* Bridges (B-3), in a game with the expansion. The fits above include the
 * rotations that fit only with a bridge; these are their bits at @cell. */
guint           castellan_classic_turn_get_needs_bridge (CastellanClassicTurn *self,
                                                         guint                 cell);
/* the bridge (CS_CLASSIC_BRIDGE ()) that goes with the tile: while placing,
 * the one the cursor's turn needs; once laid, the one chosen; 0 none */
guint           castellan_classic_turn_get_bridge      (CastellanClassicTurn *self);
/* the laid tile's choices of bridge (none among them when it fits without) */
guint           castellan_classic_turn_get_n_bridges   (CastellanClassicTurn *self);
/* to the next of them (the B key); FALSE when there is no other */
gboolean        castellan_classic_turn_next_bridge     (CastellanClassicTurn *self);
/* B-3.6: the tile fits only with a bridge anywhere, and the person may
 * have it removed instead */
gboolean        castellan_classic_turn_get_can_discard (CastellanClassicTurn *self);
gboolean        castellan_classic_turn_discard         (CastellanClassicTurn *self);

G_END_DECLS
