/* castellan-pile.h — the tiles still in the pile, by kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-classic-game.h"
#include "castellan-game.h"

G_BEGIN_DECLS

/* a tile's kind, by the largest thing it holds */
typedef enum {
  CASTELLAN_PILE_TOWER,   /* a tower on it */
  CASTELLAN_PILE_HOUSE,   /* a house, no tower */
  CASTELLAN_PILE_PATH,    /* a path, no building */
  CASTELLAN_PILE_COURT,   /* courts only */
  CASTELLAN_PILE_N_KINDS
} CastellanPileKind;

/* the tiles (indices into the shipped set) not yet drawn, by tile number:
 * what both players know, never the pile's order */
GArray            *castellan_pile_dup_tiles (CastellanGame *game);
CastellanPileKind  castellan_pile_kind      (guint          tile);
/* the number printed on @tile, which the rules and the tile sheet use */
guint              castellan_pile_tile_number (guint        tile);
/* the kind's heading, in the theme's words: "With a tower" */
const char        *castellan_pile_kind_name (CastellanPileKind kind,
                                             CastellanTheme    theme);

/* classic Carcassonne's tiles still in the pile (with the expansion, its
 * tiles too), one entry a design: a tile of it (an index into the game's
 * set) and how many of it are to come, in the set's order of designs, which
 * says nothing of the pile's */
typedef struct {
  guint tile;
  guint count;
} CastellanPileDesign;

GArray            *castellan_pile_dup_classic (CastellanClassicGame *game);

G_END_DECLS
