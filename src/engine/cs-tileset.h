/* cs-tileset.h — the castle tiles: 12 segments, pieces and attributes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-board.h"

G_BEGIN_DECLS

typedef struct {
  guint16 number;                  /* as in the file's [Tile N] group */
  guint8  n_pieces;
  guint8  square;                  /* several path arms meet in a square */
  CsPiece pieces[CS_MAX_PIECES];
  guint8  seg_piece[12];           /* segment (unturned) -> piece */
  /* precomputed for each of the four turns */
  guint8  rot_piece[4][12];        /* board segment -> piece */
  guint8  path_mask[4];            /* bit per side: its middle segment is path */
  guint8  unique_rot_mask;         /* turns that differ from every earlier turn */
  /* side_count[s]: 4 bits per piece p (bits 4p..4p+3), the segments of
   * piece p on unturned side s; turned r, board side s is unturned side
   * (s - r) & 3. Summed over the sides against empty cells, they give
   * every new piece's open segments at once. */
  guint64 side_count[4];
  /* open_by_empty[m]: the sum of side_count[j] over the unturned sides j
   * in the 4-bit mask m: every new piece's open segments when the
   * sides in m face empty cells, one load */
  guint64 open_by_empty[16];
  /* closed_by_empty[m]: the pieces that laying may complete when the
   * unturned sides in the mask m face empty cells, in piece order, and
   * n_closed_by_empty[m] how many: those that are not a court
   * and have no segment on those sides. A piece with a segment against
   * an empty cell leaves its feature open whatever it joins, so
   * the others need not be looked at after the lay. Bytes past the
   * count are 0: the list is read twelve lanes at a time. */
  guint8  closed_by_empty[16][CS_MAX_PIECES];
  guint8  n_closed_by_empty[16];
  /* rot_type[r][k]: the feature type of the piece on board segment k of
   * the tile turned r (pieces[rot_piece[r][k]].type) */
  guint8  rot_type[4][12];
  /* side_con[r][s]: what the tile turned r adds to the constraint byte
   * (CsGame.cell_con) of the empty cell beyond its side s: that cell's
   * side facing back, and a path there if the tile has one */
  guint8  side_con[4][4];
  /* the first 8 bytes of each piece's new feature (CsFeature: no open
   * segments yet, its type, markets and fountain, not scored, no
   * followers) */
  guint64 piece_feature[CS_MAX_PIECES];
  /* turns that fit a cell, indexed by the cell's constraint byte (see
   * CsGame.cell_con): the placement test is one lookup */
  guint8  fit[256];
  /* the same test split in two 16-entry tables, for a byte shuffle that
   * looks up sixteen cells at once: where the sides in mask p need a
   * path, fail_path[p] has the turns that lack one on any of them; where
   * the sides in mask o need no path, fail_other[o] has the turns with a
   * path on any of them. The turns that fit a cell are those in neither,
   * fail_path of its paths and fail_other of its other sides, if it has
   * a constraint at all: fit[con] is ~(fail_path[con >> 4] |
   * fail_other[(con ^ con >> 4) & 15]) & 15 for con != 0 */
  guint8  fail_path[16];
  guint8  fail_other[16];
} CsTile;

typedef struct {
  char   *name;
  guint   n_tiles;
  CsTile  tiles[CS_NUM_TILES];
} CsTileset;

CsTileset *cs_tileset_new_from_data (const char  *data,
                                     gsize        length,
                                     const char  *filename,
                                     GError     **error);
CsTileset *cs_tileset_new_from_file (const char  *path,
                                     GError     **error);
void       cs_tileset_free          (CsTileset   *set);

/* index (0..59) of the tile with this number, or -1 */
int        cs_tileset_find          (const CsTileset *set,
                                     guint            number);


G_DEFINE_AUTOPTR_CLEANUP_FUNC (CsTileset, cs_tileset_free)

G_END_DECLS
