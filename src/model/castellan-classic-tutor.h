/* castellan-classic-tutor.h — the tutor's words for a classic Carcassonne turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the rules say about the turn in progress, worked out on a scratch
 * copy of the position: what laying the drawn tile would complete and
 * score, each follower spot with its role, who holds the feature, why a
 * spot is closed and what it is worth now, and for a field the cities it
 * supplies (C-5.7, C-8.3), which the board lights up. No GTK.
 *
 * The words come as CastellanHints, as The Castle's tutor gives them:
 * CastellanClassicTutor keeps them current beside a turn as the list
 * models of a CastellanHintSource, and the dup_ functions join them into
 * one text.
 */
#pragma once

#include "castellan-classic-turn.h"
#include "castellan-hint-source.h"

G_BEGIN_DECLS

/* "Laid here, the tile completes …" and each feature it would score, for
 * the drawn tile at @cell in @rot; NULL where it does not fit */
GPtrArray *castellan_classic_tutor_preview     (CastellanClassicTurn *turn,
                                                guint                 cell,
                                                guint                 rot);
/* every spot of the laid tile, a hint each, numbered as the board numbers
 * the open ones; NULL outside the follower step */
GPtrArray *castellan_classic_tutor_spots       (CastellanClassicTurn *turn);
/* "Your tile" while it is placed: why it does not fit under the cursor, or
 * how many cells it fits, what it would score there and its bridge; NULL
 * outside the placing step */
GPtrArray *castellan_classic_tutor_tile        (CastellanClassicTurn *turn);
/* the same section once the game is over: that it is over (C-8.1), who won
 * (C-8.5), and what the final scoring gave, the unfinished features
 * (C-8.2) and the fields (C-8.3) each lighting their cells; NULL while the
 * game is not over */
GPtrArray *castellan_classic_tutor_over        (CastellanClassicTurn *turn);

/* the same section during a bazaar (B-5): what the auction is, what the
 * player deciding now may do and what a bid costs or brings (B-5.3 to
 * B-5.6), or the quick bazaar (BV-1); NULL when no bazaar decision waits */
GPtrArray *castellan_classic_tutor_bazaar      (CastellanClassicTurn *turn);
#define CASTELLAN_TYPE_CLASSIC_TUTOR (castellan_classic_tutor_get_type ())
G_DECLARE_FINAL_TYPE (CastellanClassicTutor, castellan_classic_tutor, CASTELLAN, CLASSIC_TUTOR, GObject)

/* follows @turn and its game: "Your tile" while the tile is placed, the
 * follower spots once it is laid (CASTELLAN_HINTS_TILE, _FOLLOWERS); a
 * classic game has no wall tiles, and its log tells the last turn */
CastellanClassicTutor *castellan_classic_tutor_new       (CastellanClassicTurn  *turn);
GListModel            *castellan_classic_tutor_get_hints (CastellanClassicTutor *self,
                                                          CastellanHintSection   section);
CastellanClassicTurn  *castellan_classic_tutor_get_turn  (CastellanClassicTutor *self);

/* the preview as one text: its head, then each feature on a line "• …" */
char  *castellan_classic_tutor_dup_preview      (CastellanClassicTurn *turn,
                                                 guint                 cell,
                                                 guint                 rot);
/* the spots as one text, a blank line between two; NULL outside the
 * follower step */
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
