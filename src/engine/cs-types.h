/* cs-types.h — constants and enums shared by the whole rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-core.h"

G_BEGIN_DECLS

#define CS_NUM_CELLS      76   /* */
#define CS_NUM_CORNERS    14   /* */
#define CS_TRACK_LEN      100  /* */
#define CS_NUM_START      7    /* */
#define CS_NUM_TILES      60   /* */
#define CS_NUM_WALL_KINDS 9    /* */
#define CS_NUM_WALL_TILES 18   /* */
#define CS_NUM_FOLLOWERS  6    /* the seventh is the score marker */
#define CS_NUM_PLAYERS    2

#define CS_MAX_W          16
#define CS_MAX_H          16
#define CS_MAX_PIECES     12   /* pieces on one tile (engine limit) */
#define CS_MAX_START_PIECES 3
/* The pieces of a game's 60 tiles and 7 start spaces, one union-find node
 * each. The shipped set has 215 tile pieces and the castle 15 start pieces:
 * 256 keeps a CsGame near 10 KB, so a copy fits the processor's first
 * cache; a tile set whose tiles hold more than CS_MAX_TILE_PIECES is refused. */
#define CS_MAX_NODES      256
#define CS_MAX_TILE_PIECES (CS_MAX_NODES - CS_NUM_START * CS_MAX_START_PIECES)
#define CS_MAX_COMPLETE   24   /* features one tile can complete */
#define CS_MAX_PLACEMENTS (CS_NUM_CELLS * 4)

#define CS_CELL_EMPTY     0xFF     /* CsGame.cell_tile of a cell with no tile */

typedef enum {
  CS_PATH,
  CS_TOWER,
  CS_HOUSE,
  CS_COURT,
  CS_N_FEATURE_TYPES
} CsFeatureType;

typedef enum {
  CS_NORTH,
  CS_EAST,
  CS_SOUTH,
  CS_WEST
} CsSide;

typedef enum {
  CS_THEME_CASTLE,
  CS_THEME_ZAMEK
} CsTheme;

/* R-11 variants, as bits */
typedef enum {
  CS_VARIANT_V1_FOUNTAIN_UNFINISHED = 1 << 0,
  CS_VARIANT_V2_END_OF_TURN_PICKUP  = 1 << 1,
  CS_VARIANT_V3_IMMEDIATE_EXTRA     = 1 << 2,
  CS_VARIANT_V4_OPEN_WALL_TILES     = 1 << 3,
} CsVariants;

/* wall tile kinds, numbered as in The Castle (1..9). */
typedef enum {
  CS_WALL_NONE = 0,
  CS_WALL_EXTRA_TURN = 1,
  CS_WALL_TOWER_X2,
  CS_WALL_HOUSE_X2,
  CS_WALL_UNFINISHED_PATH,
  CS_WALL_UNFINISHED_TOWER,
  CS_WALL_UNFINISHED_HOUSE,
  CS_WALL_MARKETS_X4,
  CS_WALL_BIGGER_KEEP,
  CS_WALL_FIVE_POINTS,
} CsWallKind;

G_END_DECLS
