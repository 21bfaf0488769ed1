/* cs-core.h — what every game's rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Castle (cs-game.c) and classic Carcassonne (cs-classic.c) are two rules
 * modules over one core: the 12-segment tile and its turns and facings
 * (R-2.1, R-2.2, C-2.1), the Sides notation of the tile-set files, the
 * non-interleaving check, the table that answers "which turns fit
 * this cell" in one lookup, pieces joined into features as tiles are laid
 * (union-find over nodes, one node per laid piece), sets of tiles as bit
 * masks, the event buffer and the seeded shuffle. Nothing here knows a
 * board's shape, a feature kind or a score.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CS_NONE           0xFFFF
#define CS_SEGMENTS       12
#define CS_MAX_PLAYERS    5    /* the most any game seats (C-1.1) */

/* ---- the 12-segment tile (R-2.1, R-2.2, C-2.1) ------------------------- */

/* segment k of a tile turned @rot quarter turns clockwise lies at (k + 3 rot) % 12 */
static inline guint
cs_segment_turn (guint seg, guint rot)
{
  return (seg + 3 * rot) % 12;
}

/* segment i of one side faces segment 2-i of the touching side */
static inline guint
cs_segment_facing (guint seg)
{
  guint side = seg / 3, pos = seg % 3;
  return ((side + 2) % 4) * 3 + (2 - pos);
}

const char *cs_segment_name      (guint seg);   /* "N0".."W2" */

/* The Sides notation: 12 letters, blanks ignored, three per side N E S W.
 * Returns the number of letters read (12 when well formed), or -1 at the
 * first character that is not a letter or past the twelfth letter. */
int         cs_sides_parse       (const char   *text,
                                  char          labels[CS_SEGMENTS]);

/* Do two pieces interleave around the edge (R-2.4, C-2.1)? If so, @where
 * gets segments a < b < c < d with a, c of one piece and b, d of another. */
gboolean    cs_pieces_interleave (const guint8  seg_piece[CS_SEGMENTS],
                                  guint         where[4]);

/* rot_piece[r][board segment] = piece, for the four turns */
void        cs_tile_turns        (const guint8  seg_piece[CS_SEGMENTS],
                                  guint8        rot_piece[4][CS_SEGMENTS]);

/* The turns that look and play differently from every earlier turn, as a
 * bit mask; @look gives each piece a value that is equal exactly when two
 * pieces look and score alike. */
guint8      cs_tile_unique_turns (const guint8  rot_piece[4][CS_SEGMENTS],
                                  const guint8 *look);

/* The fit table of a tile: a cell's constraint is one byte, two bits per
 * side (bits 2s, 2s+1 for side s): 0 when side s faces an empty cell, else
 * 1 + the kind the facing side shows. @side_kind[r][s] is this tile's kind
 * (0..2) on side s when turned r. fit[con] gets a bit per turn whose every
 * constrained side matches; 0 for con 0 (no neighbour at all). */
void        cs_fit_table_by_kind (const guint8  side_kind[4][4],
                                  guint8        fit[256]);

/* ---- features: union-find over the nodes of laid pieces ----------------- */

static inline guint16
cs_uf_find (const guint16 *parent, guint16 node)
{
  while (parent[node] != node)
    node = parent[node];
  return node;
}

/* the same, halving the path as it goes */
static inline guint16
cs_uf_find_mut (guint16 *parent, guint16 node)
{
  while (parent[node] != node)
    {
      parent[node] = parent[parent[node]];
      node = parent[node];
    }
  return node;
}

/* Join the features of nodes @a and @b: on TRUE they were apart, and *keep
 * is the root that stays (the lower), *gone the one linked under it; the
 * caller adds *gone's feature into *keep's. FALSE when already one, with
 * that one's root in *keep. */
static inline gboolean
cs_uf_link (guint16 *parent, guint16 a, guint16 b, guint16 *keep, guint16 *gone)
{
  a = cs_uf_find_mut (parent, a);
  b = cs_uf_find_mut (parent, b);
  if (a == b)
    {
      *keep = a;
      return FALSE;
    }
  *keep = MIN (a, b);
  *gone = MAX (a, b);
  parent[*gone] = *keep;
  return TRUE;
}

/* The pieces of a tile about to be laid, grouped through the neighbours'
 * features they would join (nothing is changed): comp[] names each piece's
 * group; nroot[i] is a neighbour feature that piece npiece[i] meets. The
 * follower rules of every game (R-5.2, C-6.2) ask this before laying. */
#define CS_CORE_MAX_PIECES 12

typedef struct {
  guint8  comp[CS_CORE_MAX_PIECES];
  guint16 nroot[CS_SEGMENTS];
  guint8  npiece[CS_SEGMENTS];
  guint   nn;
} CsJoins;

static inline void
cs_joins_init (CsJoins *j, guint n_pieces)
{
  j->nn = 0;
  for (guint p = 0; p < n_pieces; p++)
    j->comp[p] = p;
}

/* piece @piece of the tile meets the neighbour feature with root @root */
static inline void
cs_joins_add (CsJoins *j, guint n_pieces, guint piece, guint16 root)
{
  for (guint i = 0; i < j->nn; i++)
    if (j->nroot[i] == root && j->comp[j->npiece[i]] != j->comp[piece])
      {
        guint a = j->comp[piece], b = j->comp[j->npiece[i]];
        for (guint k = 0; k < n_pieces; k++)
          if (j->comp[k] == b)
            j->comp[k] = a;
      }
  j->nroot[j->nn] = root;
  j->npiece[j->nn] = piece;
  j->nn++;
}

/* ---- sets of tiles (a feature's size counts each tile once, C-5.2) */

typedef struct {
  guint64 w[2];
} CsTileMask;

static inline void
cs_tile_mask_set (CsTileMask *m, guint bit)
{
  m->w[bit >> 6] |= G_GUINT64_CONSTANT (1) << (bit & 63);
}

static inline void
cs_tile_mask_clear (CsTileMask *m, guint bit)
{
  m->w[bit >> 6] &= ~(G_GUINT64_CONSTANT (1) << (bit & 63));
}

static inline gboolean
cs_tile_mask_has (const CsTileMask *m, guint bit)
{
  return (m->w[bit >> 6] >> (bit & 63)) & 1;
}

static inline void
cs_tile_mask_or (CsTileMask *a, const CsTileMask *b)
{
  a->w[0] |= b->w[0];
  a->w[1] |= b->w[1];
}

static inline guint
cs_tile_mask_count (const CsTileMask *m)
{
  return __builtin_popcountll (m->w[0]) + __builtin_popcountll (m->w[1]);
}

static inline guint
cs_tile_mask_lowest (const CsTileMask *m)
{
  if (m->w[0])
    return __builtin_ctzll (m->w[0]);
  return 64 + __builtin_ctzll (m->w[1]);
}

/* ---- seeded play ---------------------------------------------------------- */

/* Fisher–Yates with GLib's generator: the same seed gives the same order on
 * every machine, so records and tests can name a game by its seed. */
void        cs_shuffle           (GRand        *rand,
                                  guint8       *items,
                                  guint         n);

G_END_DECLS
