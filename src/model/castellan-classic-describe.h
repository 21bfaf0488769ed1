/* castellan-classic-describe.h — a classic Carcassonne turn, board and moves in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a screen reader says about a classic game, as castellan-describe.h
 * does for The Castle: the cell under the cursor ("2,-1", as the log and
 * records name it), what lies there, whether the drawn tile fits there as
 * it is turned and why not, the follower spot chosen, a move just played,
 * whose turn it is and every seat's score. No GTK.
 */
#pragma once

#include "castellan-classic-turn.h"
#include "castellan-log-entry.h"

G_BEGIN_DECLS

/* "1,0: north city, east road, south field, west road; Red’s knight" or
 * "1,0: empty" */
char *castellan_classic_describe_cell    (CastellanClassicTurn *turn,
                                          guint                 cell);
/* the cursor cell and whether the drawn tile fits there as it is turned
 * (its sides and what it completes there, or why not); in the follower
 * step the selected spot and what the tutor says of it; NULL when there
 * is nothing to say */
char *castellan_classic_describe_cursor  (CastellanClassicTurn *turn);
/* open follower spot @index (0-based): "Spot 2 of 3. Farmer in the field: …" */
char *castellan_classic_describe_spot    (CastellanClassicTurn *turn,
                                          guint                 index);
/* the turn's "placement-refused" reason, as said aloud */
char *castellan_classic_describe_refusal (CastellanClassicTurn *turn,
                                          const char           *why);
/* "Red’s turn." or the outcome, then every seat's score */
char *castellan_classic_describe_turn    (CastellanClassicGame *game);
/* a move just played (the events of "turn-played"), then
 * castellan_classic_describe_turn */
char *castellan_classic_describe_move    (CastellanClassicGame *game,
                                          const CsEvents       *events);

/* The cells a line names, to light them on the board. A log line telling
 * of @event gets the tile laid, the follower's tile, the bridge's tile,
 * the feature scored, the castle's city, as @game (after the move) has
 * them. */
void  castellan_classic_describe_entry_cells (CastellanLogEntry *entry,
                                              const CsClassic   *game,
                                              const CsEvent     *event);
/* the tutor's hint last added to @hints names @cell (-1 none) */
void  castellan_classic_describe_hint_cell   (GPtrArray         *hints,
                                              int                cell);
/* ... names what @event names on @game's board (a feature it scores) */
void  castellan_classic_describe_hint_event  (GPtrArray         *hints,
                                              const CsClassic   *game,
                                              const CsEvent     *event);
/* ... names the features of every final-scoring line of @kind (a
 * CsLineKind) among @events (CsEvent, castellan_classic_game_get_scored),
 * as @game at the end has them; FALSE, naming nothing, when none scored */
gboolean castellan_classic_describe_hint_final (GPtrArray       *hints,
                                                const CsClassic *game,
                                                GArray          *events,
                                                guint            kind);
/* ... names the feature of @piece of the tile at @cell in @after (the
 * position with the tile laid), or that cell alone */
void  castellan_classic_describe_hint_spot   (GPtrArray         *hints,
                                              const CsClassic   *after,
                                              guint              cell,
                                              guint              piece);
/* the tile in hand for a screen reader: "Drawn tile, turned …: north
 * city, …", or "Tile bought at the bazaar, …" in its bazaar round (B-5.7) */
char *castellan_classic_describe_tile   (CastellanClassicTurn *turn);
/* tile @index of the bazaar's display (B-5.2) for a screen reader, its
 * sides as a laid tile's are said: "Tile 2: north city, east road, south
 * field, west road, a cloister in the middle" */
char *castellan_classic_describe_display_tile (CastellanClassicGame *game,
                                               guint                 index);
/* tile @tile of @game's set (an index, as castellan_pile_dup_classic
 * gives), unturned, its sides as a laid tile's are said: "north city, east
 * road, south field, west road, a cloister in the middle" */
char *castellan_classic_describe_set_tile (CastellanClassicGame *game,
                                           guint                 tile);
/* Suggest a Move's clause "put a knight on its city" and a feature as the
 * object of "it completes …" ("the city"), for a CsClassicKind */
const char *castellan_classic_describe_put_follower   (guint kind);
const char *castellan_classic_describe_feature_object (guint kind);

G_END_DECLS
