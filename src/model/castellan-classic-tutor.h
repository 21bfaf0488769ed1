/* castellan-classic-tutor.h — the tutor's words for a classic Carcassonne turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the rules say about the turn in progress, worked out on a scratch
 * copy of the position: what laying the drawn tile would complete and
 * score, each follower spot with its role, who holds the feature, why a
 * spot is closed and what it is worth now, and for a field the cities it
 * supplies (C-5.7, C-8.3), which the board lights up. No GTK.
 */
#pragma once

#include "castellan-classic-turn.h"

G_BEGIN_DECLS

/* "Laid here, the tile completes …" for the drawn tile at @cell in @rot;
 * NULL where it does not fit */
char  *castellan_classic_tutor_dup_preview      (CastellanClassicTurn *turn,
                                                 guint                 cell,
                                                 guint                 rot);
/* every spot of the laid tile, a line each, numbered as the board numbers
 * the open ones; NULL outside the follower step */
char  *castellan_classic_tutor_dup_spots        (CastellanClassicTurn *turn);
/* the same for open spot @index (0-based) alone, without its number */
char  *castellan_classic_tutor_dup_spot         (CastellanClassicTurn *turn,
                                                 guint                 index);
/* The cells of the cities the field of the selected spot borders, with the
 * laid tile counted (C-5.7): the completed ones first, @n_complete of them.
 * 0 when the selected spot is no field. @cells holds CS_CLASSIC_NUM_TILES. */
guint  castellan_classic_tutor_field_city_cells (CastellanClassicTurn *turn,
                                                 guint16              *cells,
                                                 guint                *n_complete);
/* a field's final line (CS_LINE_FARM) city by city: each completed city it
 * supplied, where and how big (C-8.3); NULL for any other event */
char  *castellan_classic_tutor_dup_farm_cities  (const CsClassic      *game,
                                                 const CsEvent        *line,
                                                 const char *const    *names);

/* Bridges (B-3.5, B-3.6): where the drawn tile fits at @cell turned @rot
 * only with a bridge, which one laying it builds; whether it may be removed
 * instead; and, once laid, that B picks another. NULL when none applies. */
char    *castellan_classic_tutor_dup_bridge_note (CastellanClassicTurn *turn,
                                                  guint                 cell,
                                                  guint                 rot);

G_END_DECLS
