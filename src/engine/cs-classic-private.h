/* cs-classic-private.h — what the expansion's module (cs-bcb.c) uses of the
 * classic rules module; not for the UI or the CLI
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-classic.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

G_BEGIN_DECLS

#ifdef __SSE2__
/* The frontier's counts 16 cells at a time (the classic random player's
 * fits in cs-classic.c, the expansion's lays in cs-bcb.c), on the
 * constraint bytes beside the frontier (frontier_con): the two share these. */

/* 16 bytes of 0xFF, then 16 of 0 (cs-classic.c): the 16 bytes from
 * byte 16 - n on are a mask of the first n lanes */
extern const guint8 cs_classic__first_lanes[32];

/* the sides each of 16 constraint bytes constrains: both bits of a
 * side's two where either is set (the 16-bit shifts carry a bit over a
 * byte's edge only where the masks take it out again) */
static inline __m128i
cs_classic__con_sides16 (__m128i con)
{
  __m128i side = _mm_and_si128 (_mm_or_si128 (con, _mm_srli_epi16 (con, 1)), _mm_set1_epi8 (0x55));

  return _mm_or_si128 (side, _mm_slli_epi16 (side, 1));
}

/* Store the counts @c of the 16 frontier cells from @i on at @counts + @i,
 * those past the frontier's @n_frontier cells (stale bytes) as 0; returns
 * their sum. */
static inline guint
cs_classic__store_counts16 (__m128i c, guint i, guint n_frontier, guint8 *counts)
{
  __m128i sum;

  if (n_frontier - i < 16)
    c = _mm_and_si128 (c, _mm_loadu_si128 ((const __m128i *) (cs_classic__first_lanes + 16 - (n_frontier - i))));
  _mm_storeu_si128 ((__m128i *) (counts + i), c);
  sum = _mm_sad_epu8 (c, _mm_setzero_si128 ());
  return (guint) (_mm_cvtsi128_si32 (sum) + _mm_cvtsi128_si32 (_mm_unpackhi_epi64 (sum, sum)));
}
#endif

/* the kind of side @side of the tile in @slot, a bridge counting as a road (B-3.3) */
guint    cs_classic__side_kind       (const CsClassic *g, guint slot, guint side);
gboolean cs_classic__any_placement   (const CsClassic *g, guint tile);
/* a bridge across @axis (1 N–S, 2 E–W) of the laid tile in @slot */
void     cs_classic__bridge          (CsClassic *g, guint slot, guint axis);
void     cs_classic__lay_and_place   (CsClassic *g, const CsClassicMove *m, CsEvents *ev);
guint    cs_classic__score_laid      (CsClassic *g, guint cell, guint16 base, guint n_pieces,
                                      guint16 *done, CsEvents *ev);
void     cs_classic__add_points      (CsClassic *g, guint player, int points, CsEvents *ev);
void     cs_classic__return_followers (CsClassic *g, guint16 root, CsEvents *ev);
void     cs_classic__draw_next       (CsClassic *g, CsEvents *ev);
guint16  cs_classic__find            (CsClassic *g, guint16 node);
void     cs_classic__emit_cell       (CsEvent *e, guint cell);
/* Make @dst, whatever it held, answer as @src for one lay move and its
 * questions (a tile laid with its bridge and meeple, the features it
 * joins): copies what such a move reads or writes, not the cells far from
 * the laid tiles, which @dst keeps as they were. Not for playing on. */
void     cs_classic__scratch_copy    (CsClassic *dst, const CsClassic *src);
/* a base-game legal placement with an open meeple spot, no bridge */
gboolean cs_classic__plain_legal     (const CsClassic *g, const CsClassicMove *m);

/* cs-bcb.c */
gboolean cs_bcb_fits_with_bridge     (const CsClassic *g, guint tile);
gboolean cs_bcb_play                 (CsClassic *g, const CsClassicMove *m, CsEvents *ev, GError **error);
/* The random player's lay (cs_classic_bcb_policy at level 0): a move drawn
 * uniformly from cs_classic_bcb_placements (@game, TRUE, …, @max), with
 * the same draws from @rng, counted instead of listed. FALSE when the
 * tile is to be discarded instead (none, or only bridged lays and a draw
 * of one in four: B-3.6). */
gboolean cs_classic__bcb_random_lay  (const CsClassic *game, CsRng *rng, guint max, CsClassicMove *move);

/* cs-bcb.c: whether laying the current tile at @cell turned @rot with
 * @bridge (0: none) is legal, as cs_classic_bridge_verdict () says
 * CS_VERDICT_LEGAL, from the fit tables alone (the move check's quick
 * answer; no reasons) */
gboolean cs_classic__bcb_lay_fits    (const CsClassic *game, guint cell, guint rot, guint bridge);

G_END_DECLS
