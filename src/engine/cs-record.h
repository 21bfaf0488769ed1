/* cs-record.h — game records: the set-up and every decision, as a key file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record names its board and tile set; loading them is the caller's job
 * (the engine does no I/O). Saved games are records.
 */
#pragma once

#include "cs-game.h"

G_BEGIN_DECLS

#define CS_RECORD_VERSION 1

typedef struct {
  CsMove move;
  char   follower_label;   /* piece label on the tile, 0: no follower */
  guint8 cell_col;         /* the cell as written, resolved against the board on play */
  guint8 cell_row;
  guint  line;             /* its line in the file read, for messages; 0: not read from a file */
} CsRecordMove;

typedef struct {
  char    *board_ref;       /* "castle" (shipped) or a path */
  char    *tileset_ref;     /* "castellan" (shipped) or a path */
  guint    theme;           /* CsTheme */
  guint    variants;        /* CsVariants */
  char    *names[CS_NUM_PLAYERS];
  char    *kinds[CS_NUM_PLAYERS];  /* "human", "computer:casual", ... */
  guint32  seed;
  gboolean has_seed;
  guint    first;
  guint16  draw_numbers[CS_NUM_TILES];   /* tile numbers in draw order */
  guint    n_draw_numbers;  /* how many of those the record lists: CS_NUM_TILES,
                             * or fewer in a record with in_hand (the rest of
                             * the pile is unknown; cs_record_start fills it
                             * with the remaining tiles in tile-set order) */
  guint16  in_hand;         /* the tile held in a turn in progress, 0: not said */
  guint    in_hand_line;    /* the lines of InHand, DrawOrder, Board and Tileset */
  guint    draw_order_line; /* in the file read, for messages; 0: not read from */
  guint    board_line;      /* a file */
  guint    tileset_line;
  guint8   wall_layout[CS_NUM_WALL_TILES];
  GArray  *moves;           /* CsRecordMove */
  char    *filename;        /* for messages */
} CsRecord;

CsRecord *cs_record_new            (void);
void      cs_record_free           (CsRecord        *record);
CsRecord *cs_record_parse          (const char      *data,
                                    gsize            length,
                                    const char      *filename,
                                    GError         **error);
char     *cs_record_to_data        (const CsRecord  *record,
                                    gsize           *length);

/* Fill the set-up part from a seed (shuffles like cs_game_init). */
void      cs_record_setup_from_seed (CsRecord        *record,
                                     const CsTileset *tileset,
                                     guint32          seed,
                                     guint            first);
/* Start the game the record describes (no moves played). */
gboolean  cs_record_start          (const CsRecord  *record,
                                    const CsBoard   *board,
                                    const CsTileset *tileset,
                                    CsGame          *game,
                                    CsEvents        *events,
                                    GError         **error);
/* Play move @index of the record on @game; the error names the file, the
 * move and the rule. After the last move of a record with in_hand it checks
 * that the player to move holds that tile. */
gboolean  cs_record_play_move      (const CsRecord  *record,
                                    guint            index,
                                    CsGame          *game,
                                    CsEvents        *events,
                                    GError         **error);
/* Refuse a move of a record: @why ("move N: …, (RULE)", consumed) said of
 * @file, with the move's line when it was read from one (@line 0: added in
 * play), as cs_record_play_move words its refusals. */
void      cs_record_refuse_move    (GError         **error,
                                    const char      *file,
                                    guint            line,
                                    GError          *why);
/* Append @move, about to be played on @game, to the record. */
void      cs_record_add_move       (CsRecord        *record,
                                    const CsGame    *game,
                                    const CsMove    *move);

/* @move, about to be played on @game, in the notation of a record's
 * [Moves] lines ("D5 1 follower=p"). */
char     *cs_record_format_move    (const CsGame    *game,
                                    const CsMove    *move);

const char *cs_variant_id          (guint            bit);   /* "V-1" */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CsRecord, cs_record_free)

G_END_DECLS
