/* cs-classic-record.h — classic game records (docs/FORMATS.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same key-file shape as The Castle's records, told apart by
 * Game=carcassonne in [Game]; a record without Game is a Castle record.
 */
#pragma once

#include "cs-classic.h"

G_BEGIN_DECLS

#define CS_CLASSIC_RECORD_VERSION 1

typedef struct {
  gint8  x, y;              /* the cell (C-2.5) */
  guint8 rot;
  char   follower_label;    /* piece label on the tile, '+' its bridge (B-3.8), 0: no meeple */
  guint8 kind;              /* CsClassicMoveKind (BC&B) */
  gint8  bridge_x, bridge_y;/* the bridged tile */
  guint8 bridge_axis;       /* 0: no bridge; 1 N–S, 2 E–W */
  guint8 pick;              /* offer: the displayed tile, from 0 */
  gint16 amount;            /* offer, bid: points */
  guint  line;              /* its line in the file read, for messages; 0: not read from a file */
} CsClassicRecordMove;

typedef struct {
  char    *tileset_ref;     /* "carcassonne" (shipped) or a path */
  guint    n_players;
  guint    options;         /* CsClassicOptions */
  char    *names[CS_CLASSIC_MAX_PLAYERS];
  char    *kinds[CS_CLASSIC_MAX_PLAYERS];
  guint32  seed;
  gboolean has_seed;
  guint    first;
  guint    n_pile;
  char     pile[CS_CLASSIC_NUM_TILES];   /* design letters in draw order */
  GArray  *moves;           /* CsClassicRecordMove */
  char    *filename;
  guint    tileset_line;    /* the lines of Tileset and Pile in the file read, */
  guint    pile_line;       /* for messages; 0: not read from a file */
} CsClassicRecord;

/* does this key file say Game=carcassonne? (FALSE for Castle records) */
gboolean         cs_record_data_is_classic     (const char *data,
                                                gsize       length);

CsClassicRecord *cs_classic_record_new         (guint                   n_players,
                                                guint                   options);
void             cs_classic_record_free        (CsClassicRecord        *record);
CsClassicRecord *cs_classic_record_parse       (const char             *data,
                                                gsize                   length,
                                                const char             *filename,
                                                GError                **error);
char            *cs_classic_record_to_data     (const CsClassicRecord  *record,
                                                gsize                  *length);
void             cs_classic_record_setup_from_seed (CsClassicRecord        *record,
                                                    const CsClassicTileset *tileset,
                                                    guint32                 seed,
                                                    guint                   first);
gboolean         cs_classic_record_start       (const CsClassicRecord  *record,
                                                const CsClassicTileset *tileset,
                                                CsClassic              *game,
                                                CsEvents               *events,
                                                GError                **error);
gboolean         cs_classic_record_play_move   (const CsClassicRecord  *record,
                                                guint                   index,
                                                CsClassic              *game,
                                                CsEvents               *events,
                                                GError                **error);
/* @index's move as an engine move on @game (which must be at that move) */
gboolean         cs_classic_record_move        (const CsClassicRecord  *record,
                                                guint                   index,
                                                const CsClassic        *game,
                                                CsClassicMove          *move,
                                                GError                **error);
/* @move, to be played on @game, as a [Moves] line ("0,-1 2 follower=c", "bid 3") */
char            *cs_classic_record_move_text   (const CsClassic        *game,
                                                const CsClassicMove    *move);
void             cs_classic_record_add_move    (CsClassicRecord        *record,
                                                const CsClassic        *game,
                                                const CsClassicMove    *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CsClassicRecord, cs_classic_record_free)

G_END_DECLS
