/* castellan-describe.h — the turn, the board and the moves in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a screen reader says about the game: the cell under the cursor and
 * whether the drawn tile fits there, the drawn tile side by side, the
 * follower spots, a move just played and the score. The views show these
 * sentences to assistive technology; every word is the model's.
 */
#pragma once

#include "castellan-log-entry.h"
#include "castellan-turn.h"

G_BEGIN_DECLS

/* "D4: tower and path, Blue’s knight" or "D4: empty" */
char *castellan_describe_cell   (CastellanTurn *turn,
                                 guint          cell);
/* the cursor cell and whether the drawn tile fits there in its current
 * turn (why not, in one sentence); in the follower stage the selected
 * spot; NULL when there is nothing to say */
char *castellan_describe_cursor (CastellanTurn *turn);
/* the drawn tile, side by side, and its turn; NULL when none is drawn */
char *castellan_describe_tile   (CastellanTurn *turn);
/* open follower spot @index (0-based): "Spot 2 of 3, free, at north-east:
 * Knight in the tower, 2 tiles so far; …", the tutor's words for it */
char *castellan_describe_spot   (CastellanTurn *turn,
                                 guint          index);
/* why the tile did not go where the player tried to lay it */
char *castellan_describe_refusal (CastellanTurn *turn,
                                  int            cell);
/* a move just played (the events of "turn-played"), then whose turn it is
 * and the score */
char *castellan_describe_move   (CastellanGame   *game,
                                 const CsEvents  *events);
/* "Blue’s turn." or the outcome, and the score */
char *castellan_describe_turn   (CastellanGame   *game);
/* where piece @piece of @tile turned @rot touches the tile's edge, by
 * the points of the compass: "at north-west to north-east, south",
 * or "in the middle of the tile" */
char *castellan_describe_piece_place (const CsTile *tile,
                                      guint         rot,
                                      guint         piece);
/* how a tile is turned: "turned half round" (either game) */
const char *castellan_describe_rotation (guint rot);
/* Suggest a Move's clause "put a knight on its tower" and a feature as
 * the object of "it completes …" ("the tower"), in The Castle's @theme */
const char *castellan_describe_put_follower   (guint type, CsTheme theme);
const char *castellan_describe_feature_object (guint type, CsTheme theme);
/* one player for their panel: name, who plays, score, whose turn */
char *castellan_describe_player (CastellanPlayer *player);

/* the largest connected group of empty cells of @g, the first
 * found of the largest when two are as large: 1 in @region (CS_NUM_CELLS
 * bytes) for each of its cells */
void  castellan_describe_empty_region (const CsGame      *g,
                                       guint8            *region);
/* The cells a line names, to light them on the board. A log line telling
 * of @events[@first, @next) gets the tile laid, the follower's tile, the
 * feature scored or kept, the keep line's largest empty region, as @game
 * (after the move) has them. */
void  castellan_describe_entry_cells  (CastellanLogEntry *entry,
                                       const CsGame      *game,
                                       const CsEvents    *events,
                                       guint              first,
                                       guint              next);
/* the tutor's hint last added to @hints names @cell of @game (-1 none) */
void  castellan_describe_hint_cell    (GPtrArray         *hints,
                                       const CsGame      *game,
                                       int                cell);
/* ... names the feature event @index of @events (from cs_game_preview on
 * @game) would finish, as the previewed move would make it */
void  castellan_describe_hint_preview (GPtrArray         *hints,
                                       const CsGame      *game,
                                       const CsEvents    *events,
                                       guint              index);
/* ... names the feature of spot @piece of the tile laid at @cell turned
 * @rot, as laying it would make it */
void  castellan_describe_hint_spot    (GPtrArray         *hints,
                                       const CsGame      *game,
                                       guint              cell,
                                       guint              rot,
                                       guint              piece);

G_END_DECLS
