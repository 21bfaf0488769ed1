/* cs-core.c — the tile geometry and helpers every game's rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"

#include <string.h>

#include "cs-core.h"

static const char *const segment_names[CS_SEGMENTS] = {
  "N0", "N1", "N2", "E0", "E1", "E2", "S0", "S1", "S2", "W0", "W1", "W2"
};

const char *
cs_segment_name (guint seg)
{
  return seg < CS_SEGMENTS ? segment_names[seg] : "?";
}

int
cs_sides_parse (const char *text,
                char        labels[CS_SEGMENTS])
{
  int n = 0;

  for (const char *p = text; *p; p++)
    {
      if (*p == ' ' || *p == '\t')
        continue;
      if (n == CS_SEGMENTS || !g_ascii_isalpha (*p))
        return -1;
      labels[n++] = *p;
    }
  return n;
}

gboolean
cs_pieces_interleave (const guint8 seg_piece[CS_SEGMENTS],
                      guint        where[4])
{
  for (guint a = 0; a < CS_SEGMENTS; a++)
    for (guint b = a + 1; b < CS_SEGMENTS; b++)
      {
        if (seg_piece[a] == seg_piece[b])
          continue;
        for (guint c = b + 1; c < CS_SEGMENTS; c++)
          {
            if (seg_piece[c] != seg_piece[a])
              continue;
            for (guint d = c + 1; d < CS_SEGMENTS; d++)
              if (seg_piece[d] == seg_piece[b])
                {
                  where[0] = a;
                  where[1] = b;
                  where[2] = c;
                  where[3] = d;
                  return TRUE;
                }
          }
      }
  return FALSE;
}

void
cs_tile_turns (const guint8 seg_piece[CS_SEGMENTS],
               guint8       rot_piece[4][CS_SEGMENTS])
{
  for (guint r = 0; r < 4; r++)
    for (guint k = 0; k < CS_SEGMENTS; k++)
      rot_piece[r][cs_segment_turn (k, r)] = seg_piece[k];
}

/* Do turns r1 and r2 look and play the same? */
static gboolean
turns_equal (const guint8 rot_piece[4][CS_SEGMENTS], const guint8 *look, guint r1, guint r2)
{
  for (guint i = 0; i < CS_SEGMENTS; i++)
    {
      if (look[rot_piece[r1][i]] != look[rot_piece[r2][i]])
        return FALSE;
      for (guint j = i + 1; j < CS_SEGMENTS; j++)
        if ((rot_piece[r1][i] == rot_piece[r1][j]) != (rot_piece[r2][i] == rot_piece[r2][j]))
          return FALSE;
    }
  return TRUE;
}

guint8
cs_tile_unique_turns (const guint8  rot_piece[4][CS_SEGMENTS],
                      const guint8 *look)
{
  guint8 mask = 0;

  for (guint r = 0; r < 4; r++)
    {
      gboolean dup = FALSE;
      for (guint q = 0; q < r && !dup; q++)
        dup = turns_equal (rot_piece, look, q, r);
      if (!dup)
        mask |= 1 << r;
    }
  return mask;
}

void
cs_fit_table_by_kind (const guint8 side_kind[4][4],
                      guint8       fit[256])
{
  for (guint con = 0; con < 256; con++)
    {
      fit[con] = 0;
      if (con == 0)
        continue;
      for (guint r = 0; r < 4; r++)
        {
          gboolean ok = TRUE;
          for (guint s = 0; s < 4 && ok; s++)
            {
              guint want = (con >> (2 * s)) & 3;
              ok = want == 0 || want == 1u + side_kind[r][s];
            }
          if (ok)
            fit[con] |= 1 << r;
        }
    }
}

/* ---- GLib's Mersenne Twister, lazily ---------------------------------------- */

#define MT_M 397

void
cs_mt_init (CsMtRand *r,
            guint32   seed)
{
  r->mt[0] = seed;
  r->seeded = 1;
  r->next = 0;
}

/* seed state words up to @upto (exclusive), as g_rand_set_seed seeds all */
static inline void
mt_seed_to (CsMtRand *r, guint upto)
{
  guint32 prev = r->mt[r->seeded - 1];

#pragma GCC unroll 4
  for (guint i = r->seeded; i < upto; i++)
    r->mt[i] = prev = 1812433253u * (prev ^ (prev >> 30)) + i;
  r->seeded = MAX (r->seeded, upto);
}

/* the tempering of a mixed state word into GRand's output */
static inline guint32
mt_temper (guint32 y)
{
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

/* word k mixed from words k, k + 1 and k + 397 (@far) */
static inline guint32
mt_mix (guint32 wk, guint32 wk1, guint32 far)
{
  guint32 y = (wk & 0x80000000u) | (wk1 & 0x7fffffffu);

  return far ^ (y >> 1) ^ (-(y & 1) & 0x9908b0dfu);
}

/* One draw (g_rand_int). GRand mixes all 624 words at the first draw and
 * after every 624; word k mixes words k, k + 1 and k + 397 (mod 624) as
 * they stand when its turn comes, so mixing one word a draw gives the
 * same numbers. */
static inline __attribute__ ((always_inline)) guint32
mt_next (CsMtRand *r)
{
  guint k = r->next;
  guint k1 = k + 1 == CS_MT_N ? 0 : k + 1;
  guint km = k + MT_M >= CS_MT_N ? k + MT_M - CS_MT_N : k + MT_M;

  if (r->seeded < CS_MT_N)
    mt_seed_to (r, MIN (k + MT_M + 1, CS_MT_N));
  r->mt[k] = mt_mix (r->mt[k], r->mt[k1], r->mt[km]);
  r->next = k1;
  return mt_temper (r->mt[k]);
}

guint32
cs_mt_int (CsMtRand *r)
{
  return mt_next (r);
}

guint32
cs_mt_below (CsMtRand *r,
             guint32   n)
{
  /* g_rand_int_range: rejection of the top, then the remainder */
  guint32 maxvalue, v;

  if (n == 0)
    return 0;
  if (n <= 0x80000000u)
    {
      guint32 leftover = (0x80000000u % n) * 2;
      if (leftover >= n)
        leftover -= n;
      maxvalue = 0xffffffffu - leftover;
    }
  else
    maxvalue = n - 1;
  do
    v = mt_next (r);
  while (v > maxvalue);
  return v % n;
}

/* cs_mt_below for the small ranges of a shuffle without its two
 * divisions: the largest draw kept, and the remainder by multiplying
 * with a 64-bit reciprocal (Lemire's "fastmod", exact for every 32-bit
 * value), both from tables the compiler fills */
#define MT_SMALL 64
#define MT_LEFT(n) ((0x80000000u % (n)) * 2 >= (n) ? (0x80000000u % (n)) * 2 - (n) : (0x80000000u % (n)) * 2)
#define MT_ROW(n) { 0xffffffffu - MT_LEFT (n), G_MAXUINT64 / (n) + 1 }
#define MT_ROW4(n) MT_ROW (n), MT_ROW (n + 1), MT_ROW (n + 2), MT_ROW (n + 3)
#define MT_ROW16(n) MT_ROW4 (n), MT_ROW4 (n + 4), MT_ROW4 (n + 8), MT_ROW4 (n + 12)

static const struct {
  guint32 max;
  guint64 inverse;
} mt_small[MT_SMALL + 1] = {
  { 0, 0 }, MT_ROW16 (1), MT_ROW16 (17), MT_ROW16 (33), MT_ROW16 (49)
};

/* v % n for a draw v kept for the range n <= MT_SMALL */
static inline guint32
mt_reduce_small (guint32 v, guint32 n)
{
#ifdef __SIZEOF_INT128__
  return (guint32) (((unsigned __int128) (mt_small[n].inverse * v) * n) >> 64);
#else
  return v % n;
#endif
}

static inline guint32
mt_below_small (CsMtRand *r, guint32 n)
{
  guint32 v;

  if (n <= MT_SMALL)
    {
      do
        v = mt_next (r);
      while (G_UNLIKELY (v > mt_small[n].max));
      return mt_reduce_small (v, n);
    }
  return cs_mt_below (r, n);
}

void
cs_shuffle (CsMtRand *rand,
            guint8   *items,
            guint     n)
{
  guint i = n > 0 ? n - 1 : 0;

  /* The first 227 draws of a generator read only words as they were
   * seeded: draw k mixes words k and k + 1, not mixed yet, with word
   * k + 397, whose turn comes later. Seeding word i needs word i - 1
   * (a multiplication each, which the processor cannot overlap), so
   * instead of seeding every word the draws need first, words up to
   * 396 are seeded, and then each draw seeds the word it reads, keeping
   * the last one in a register: the chain of seeds and the draws that
   * use them run side by side. Same numbers as mt_next, which carries
   * on from the state left (past draw 226, or for a range above
   * MT_SMALL). */
  if (i > 0 && n <= MT_SMALL && rand->seeded < CS_MT_N && rand->seeded <= rand->next + MT_M &&
      rand->next + MT_M < CS_MT_N)
    {
      guint k = rand->next;
      guint32 prev;

      mt_seed_to (rand, k + MT_M);
      prev = rand->mt[k + MT_M - 1];
      for (; i > 0 && k + MT_M < CS_MT_N; k++)
        {
          guint32 v, j;
          guint8 t;

          rand->mt[k + MT_M] = prev = 1812433253u * (prev ^ (prev >> 30)) + k + MT_M;
          rand->mt[k] = mt_mix (rand->mt[k], rand->mt[k + 1], prev);
          v = mt_temper (rand->mt[k]);
          if (G_UNLIKELY (v > mt_small[i + 1].max))
            continue;   /* rejected: draw again for the same range */
          j = mt_reduce_small (v, i + 1);
          t = items[i];
          items[i] = items[j];
          items[j] = t;
          i--;
        }
      rand->next = k;
      rand->seeded = k + MT_M;
    }
  for (; i > 0; i--)
    {
      guint j = mt_below_small (rand, i + 1);
      guint8 t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
}

/* ---- events and verdicts --------------------------------------------------- */

gboolean
cs_verdict_basics (gboolean            placing,
                   gboolean            on_board,
                   gboolean            empty,
                   const CsPlaceRules *rules,
                   CsVerdictCode      *code,
                   const char        **rule)
{
  *code = !placing ? CS_VERDICT_GAME_OVER : !on_board ? CS_VERDICT_NO_CELL
          : !empty ? CS_VERDICT_OCCUPIED : CS_VERDICT_LEGAL;
  *rule = !placing ? rules->over : !on_board ? rules->no_cell : !empty ? rules->occupied : NULL;
  return *code == CS_VERDICT_LEGAL;
}
