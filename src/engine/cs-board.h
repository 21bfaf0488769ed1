/* cs-board.h — the castle: cells, wall, scoring track, start spaces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-error.h"
#include "cs-types.h"

G_BEGIN_DECLS


/* One piece of a tile or of a start space. */
typedef struct {
  guint8 type;        /* CsFeatureType */
  guint8 markets;     /* courts only */
  guint8 fountain;    /* paths only */
  guint8 n_segments;  /* 0: the piece touches no side */
  char   label;       /* the letter used in the data file */
} CsPiece;

/* a start space lies against side @side of cell @cell. Its three
 * segments are listed as they face the cell's segments side*3+0..2. */
typedef struct {
  guint8  cell;
  guint8  side;
  guint8  n_pieces;
  guint8  seg_piece[3];
  CsPiece pieces[CS_MAX_START_PIECES];
} CsStartSpace;

/* neighbour[] codes besides a cell index */
#define CS_NB_WALL   (-1)
#define CS_NB_START(s) (-2 - (s))
#define CS_NB_IS_START(n) ((n) <= -2)
#define CS_NB_START_INDEX(n) (-2 - (n))

typedef struct {
  char   *name;
  guint8  width, height;
  gint8   cell_at[CS_MAX_H][CS_MAX_W];     /* -1: outside the castle */
  guint8  cell_x[CS_NUM_CELLS];
  guint8  cell_y[CS_NUM_CELLS];
  gint16  neighbour[CS_NUM_CELLS][4];      /* cell, CS_NB_WALL or CS_NB_START(s) */
  CsStartSpace start[CS_NUM_START];
  /* The wall outline clockwise from its north-west corner, in grid units. */
  guint8  corner_x[CS_NUM_CORNERS];
  guint8  corner_y[CS_NUM_CORNERS];
  guint8  tower[CS_NUM_CORNERS];           /* first track space of each corner tower */
  gint8   tower_at_space[CS_TRACK_LEN];    /* corner index or -1 */
  /* derived, for the engine's hot paths: neighbour[] as a slot (a cell,
   * CS_NUM_CELLS + start index, or CS_SLOT_WALL); each cell's bit in a
   * 16 × 16 grid (y * 16 + x) and the castle's cells as such a grid */
  guint8  nb_slot[CS_NUM_CELLS][4];
  guint8  grid_bit[CS_NUM_CELLS];
  guint64 grid_cells[4];
  /* the sides of each cell towards another cell (not the wall, not a
   * start space), bit s for side s: with the sides against a tile (the
   * game's constraint byte) they give the sides against empty cells */
  guint8  cell_sides[CS_NUM_CELLS];
} CsBoard;

#define CS_SLOT_WALL (CS_NUM_CELLS + CS_NUM_START)
#define CS_NUM_SLOTS (CS_SLOT_WALL + 1)

CsBoard    *cs_board_new_from_data  (const char   *data,
                                     gsize         length,
                                     const char   *filename,
                                     GError      **error);
CsBoard    *cs_board_new_from_file  (const char   *path,
                                     GError      **error);
void        cs_board_free           (CsBoard      *board);

/* "C4": column letter from A, row number from 1 */
void        cs_board_cell_name      (const CsBoard *board,
                                     guint          cell,
                                     char           buf[8]);
int         cs_board_cell_from_name (const CsBoard *board,
                                     const char    *name);
const char *cs_side_name            (guint          side);  /* "N", "E", ... */
int         cs_side_from_name       (const char    *name);

/* Shared by the board and tile-set parsers: "path fountain", "court markets=2" */
gboolean    cs_piece_parse          (const char   *spec,
                                     CsPiece      *piece,
                                     gboolean     *inner,
                                     GError      **error);
const char *cs_feature_type_name    (guint         type);   /* "path", ... (not translated) */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CsBoard, cs_board_free)

G_END_DECLS
