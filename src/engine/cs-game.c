/* cs-game.c — laying tiles, followers, scoring, wall tiles, final scoring
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <string.h>

#include "cs-game.h"
#include "cs-policy.h"

#define EMPTY CS_CELL_EMPTY

static const char *const role_names[CS_N_FEATURE_TYPES] = { "herald", "knight", "squire", "merchant" };

const char *
cs_role_name (guint type)
{
  return type < CS_N_FEATURE_TYPES ? role_names[type] : "?";
}

/* ---- small helpers ------------------------------------------------------- */

/* any castle cell among the bits, not only start spaces */
static inline gboolean
mask_has_cell (const CsTileMask *m)
{
  return (m->w[0] | (m->w[1] & ((G_GUINT64_CONSTANT (1) << (CS_NUM_CELLS - 64)) - 1))) != 0;
}

#define emit cs_events_add

guint16
cs_game_find (const CsGame *game,
              guint16       node)
{
  return game->parent[node];   /* every node points at its root */
}

/* the root of @n's feature: every node points straight at it */
static inline guint16
find_mut (CsGame *g, guint16 n)
{
  return g->parent[n];
}

/* Joins the features of @a and @b; the lower root stays (as cs_uf_link
 * keeps it), the nodes under the other are pointed at it and the two
 * rings spliced into one. Returns the root. */
static guint16
merge (CsGame *g, guint16 a, guint16 b)
{
  CsFeature *fa, *fb;
  guint16 keep, n, t;

  a = g->parent[a];
  b = g->parent[b];
  if (a == b)
    return a;
  keep = MIN (a, b);
  b = MAX (a, b);
  a = keep;
  n = b;
  do
    {
      g->parent[n] = a;
      n = g->next[n];
    }
  while (n != b);
  t = g->next[a];
  g->next[a] = g->next[b];
  g->next[b] = t;
  fa = &g->feat[a];
  fb = &g->feat[b];
  fa->tiles.w[0] |= fb->tiles.w[0];
  fa->tiles.w[1] |= fb->tiles.w[1];
  fa->open += fb->open;
  fa->followers[0] += fb->followers[0];
  fa->followers[1] += fb->followers[1];
  fa->markets += fb->markets;
  fa->fountain |= fb->fountain;
  return a;
}

static inline guint
feature_size (const CsFeature *f)
{
  return cs_tile_mask_count (&f->tiles);
}

gboolean
cs_game_wall_usable (const CsGame *game,
                     guint         player,
                     guint         kind)
{
  const CsPlayer *p = &game->player[player];

  if (kind == 0 || kind > CS_NUM_WALL_KINDS)
    return FALSE;
  if (kind == CS_WALL_EXTRA_TURN && (game->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA))
    return p->held[kind] > 0;
  return p->held[kind] > p->fresh[kind];
}

guint
cs_game_tiles_left (const CsGame *game)
{
  return CS_NUM_TILES - game->pile_pos;
}

gboolean
cs_game_node_location (const CsGame *game,
                       guint16       node,
                       guint        *cell,
                       guint        *piece)
{
  if (node >= game->n_nodes)
    return FALSE;
  if (cell)
    *cell = game->node_cell[node];
  if (piece)
    *piece = game->node_piece[node];
  return TRUE;
}

/* the segment facing segment k (cs_segment_facing) */
static const guint8 facing_seg[12] = { 8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3 };

/* ---- set-up -------------------------------------------------------------- */

void
cs_shuffle_setup (guint32  seed,
                  guint8  *draw_order,
                  guint8  *wall_layout)
{
  CsMtRand rand;

  cs_mt_init (&rand, seed);
  for (guint i = 0; i < CS_NUM_TILES; i++)
    draw_order[i] = i;
  cs_shuffle (&rand, draw_order, CS_NUM_TILES);
  for (guint i = 0; i < CS_NUM_WALL_TILES; i++)
    wall_layout[i] = 1 + i / 2;
  cs_shuffle (&rand, wall_layout, CS_NUM_WALL_TILES);
}

static void draw_next (CsGame *g, CsEvents *ev);
static void set_up (CsGame *g, const CsBoard *board, const CsTileset *tileset, guint variants,
                    const guint8 *draw_order, const guint8 *wall_layout, guint first_player,
                    CsEvents *events);

gboolean
cs_game_init_explicit (CsGame          *g,
                       const CsBoard   *board,
                       const CsTileset *tileset,
                       guint            variants,
                       const guint8    *draw_order,
                       const guint8    *wall_layout,
                       guint            first_player,
                       CsEvents        *events,
                       GError         **error)
{
  guint seen[CS_NUM_TILES] = { 0 };
  guint kinds[CS_NUM_WALL_KINDS + 1] = { 0 };

  g_return_val_if_fail (board != NULL && tileset != NULL, FALSE);

  for (guint i = 0; i < CS_NUM_TILES; i++)
    {
      if (draw_order[i] >= tileset->n_tiles || seen[draw_order[i]]++)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "the draw order must name each of the %d tiles once (R-1.4)", CS_NUM_TILES);
          return FALSE;
        }
    }
  for (guint i = 0; i < CS_NUM_WALL_TILES; i++)
    {
      if (wall_layout[i] < 1 || wall_layout[i] > CS_NUM_WALL_KINDS || ++kinds[wall_layout[i]] > 2)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "the wall tiles must be two of each of the nine kinds (R-1.5)");
          return FALSE;
        }
    }
  if (first_player >= CS_NUM_PLAYERS)
    {
      cs_error_set (error, CS_ERROR_INVALID, "the first player must be 0 or 1 (R-1.7)");
      return FALSE;
    }
  set_up (g, board, tileset, variants, draw_order, wall_layout, first_player, events);
  return TRUE;
}

/* cs_game_init_explicit once its arguments are known to be good */
static void
set_up (CsGame          *g,
        const CsBoard   *board,
        const CsTileset *tileset,
        guint            variants,
        const guint8    *draw_order,
        const guint8    *wall_layout,
        guint            first_player,
        CsEvents        *events)
{
  /* everything before the nodes is cleared but the segments' nodes,
   * which start as CS_SEG_EMPTY: each byte written once */
  memset (g, 0, G_STRUCT_OFFSET (CsGame, seg_node));
  memset (g->seg_node, 0xFF, sizeof g->seg_node);   /* CS_SEG_EMPTY */
  memset ((char *) g + G_STRUCT_OFFSET (CsGame, seg_node) + sizeof g->seg_node, 0,
          G_STRUCT_OFFSET (CsGame, parent) - G_STRUCT_OFFSET (CsGame, seg_node) - sizeof g->seg_node);
  g->board = board;
  g->tileset = tileset;
  g->variants = variants;
  memcpy (g->draw_order, draw_order, CS_NUM_TILES);
  g->wall_kind[0] = 0;
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    g->wall_kind[c] = wall_layout[c - 1];
  memcpy (g->wall_out, wall_layout + CS_NUM_CORNERS - 1, sizeof g->wall_out);
  if (variants & CS_VARIANT_V4_OPEN_WALL_TILES)
    memset (g->wall_revealed, 1, sizeof g->wall_revealed);

  memset (g->cell_tile, EMPTY, sizeof g->cell_tile);   /* and the lanes past the last cell */
  for (guint k = 0; k < 12; k++)
    g->seg_node[CS_SLOT_WALL][k] = CS_SEG_WALL;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        g->player[p].follower[i] = CS_NONE;
      g->player[p].keep_node = CS_NONE;
    }

  for (guint s = 0; s < CS_NUM_START; s++)
    {
      const CsStartSpace *st = &board->start[s];

      g->start_node[s] = g->n_nodes;
      for (guint p = 0; p < st->n_pieces; p++)
        {
          guint16 n = g->n_nodes++;
          CsFeature *f = &g->feat[n];

          g->parent[n] = n;
          g->next[n] = n;
          g->node_cell[n] = CS_NUM_CELLS + s;
          g->node_piece[n] = p;
          memset (f, 0, sizeof *f);
          cs_tile_mask_set (&f->tiles, CS_START_BIT (s));
          f->type = st->pieces[p].type;
          f->open = st->pieces[p].n_segments;
          f->markets = st->pieces[p].markets;
          f->fountain = st->pieces[p].fountain;
        }
      for (guint pos = 0; pos < 3; pos++)
        g->seg_node[CS_NUM_CELLS + s][facing_seg[st->side * 3 + pos]] = g->start_node[s] + st->seg_piece[pos];
      g->cell_con[st->cell] |= 1 << st->side;
      if (st->pieces[st->seg_piece[1]].type == CS_PATH)
        g->cell_con[st->cell] |= 1 << (4 + st->side);
    }

  g->active = first_player;
  draw_next (g, events);
}

void
cs_game_init (CsGame          *game,
              const CsBoard   *board,
              const CsTileset *tileset,
              guint            variants,
              guint32          seed,
              guint            first_player,
              CsEvents        *events)
{
  guint8 order[CS_NUM_TILES], wall[CS_NUM_WALL_TILES];

  g_return_if_fail (board != NULL && tileset != NULL && tileset->n_tiles == CS_NUM_TILES);
  /* a shuffle of every tile and wall tile: nothing to check */
  cs_shuffle_setup (seed, order, wall);
  set_up (game, board, tileset, variants, order, wall, first_player % CS_NUM_PLAYERS, events);
}

/* ---- R-3 placement ------------------------------------------------------- */

static inline gboolean
legal_fast (const CsGame *g, const CsTile *t, guint cell, guint rot)
{
  return g->cell_tile[cell] == EMPTY && cs_fit_allows (t->fit, g->cell_con[cell], rot);
}

gboolean
cs_game_is_legal (const CsGame *game,
                  guint         cell,
                  guint         rot)
{
  if (game->phase != CS_PHASE_PLACE || cell >= CS_NUM_CELLS || rot > 3)
    return FALSE;
  return legal_fast (game, &game->tileset->tiles[game->current], cell, rot);
}

static guint
segment_type_facing (const CsGame *g, guint cell, guint seg)
{
  int nb = g->board->neighbour[cell][seg / 3];

  if (nb >= 0 && g->cell_tile[nb] != EMPTY)
    {
      const CsTile *t = &g->tileset->tiles[g->cell_tile[nb]];
      return t->pieces[t->rot_piece[g->cell_rot[nb]][cs_segment_facing (seg)]].type;
    }
  if (CS_NB_IS_START (nb))
    {
      const CsStartSpace *st = &g->board->start[CS_NB_START_INDEX (nb)];
      return st->pieces[st->seg_piece[seg % 3]].type;
    }
  return CS_N_FEATURE_TYPES;
}

void
cs_game_verdict (const CsGame *game,
                 guint         cell,
                 guint         rot,
                 CsVerdict    *v)
{
  static const CsPlaceRules rules = { "R-9.1", "R-1.1", "R-3.2" };
  const CsTile *t;
  guint con, sides, bad;

  memset (v, 0, sizeof *v);
  v->neighbour = CS_NB_WALL;
  if (!cs_verdict_basics (game->phase == CS_PHASE_PLACE, cell < CS_NUM_CELLS && rot <= 3,
                          cell < CS_NUM_CELLS && game->cell_tile[cell] == EMPTY, &rules, &v->code, &v->rule))
    return;
  con = game->cell_con[cell];
  sides = con & 0xF;
  if (sides == 0)
    {
      v->code = game->n_laid == 0 ? CS_VERDICT_FIRST_TILE : CS_VERDICT_NOT_ADJACENT;
      v->rule = game->n_laid == 0 ? "R-3.1" : "R-3.2";
      return;
    }
  t = &game->tileset->tiles[game->current];
  bad = (t->path_mask[rot] ^ (con >> 4)) & sides;
  if (bad)
    {
      guint s = __builtin_ctz (bad);
      v->code = CS_VERDICT_PATH_BROKEN;
      v->rule = "R-3.3";
      v->side = s;
      v->fail_mask = bad;
      v->neighbour = game->board->neighbour[cell][s];
      v->ours = t->pieces[t->rot_piece[rot][s * 3 + 1]].type;
      v->theirs = segment_type_facing (game, cell, s * 3 + 1);
      return;
    }
  v->code = CS_VERDICT_LEGAL;
}

/* ---- where a tile fits, sixteen cells at a time ------------------------------ */

typedef guint8 CsU8x16 __attribute__ ((vector_size (16)));
typedef gint8 CsI8x16 __attribute__ ((vector_size (16)));
typedef guint8 CsU8x8 __attribute__ ((vector_size (8)));
typedef guint16 CsU16x8 __attribute__ ((vector_size (16)));
typedef guint64 CsU64x2 __attribute__ ((vector_size (16)));

#define FIT_LANES (CS_CELL_LANES / 16)

/* The turns in @rots of tile @t that fit cells at .. at + sizeof (VT) - 1
 * (VT a vector of bytes) into @out: fit[cell_con[c]], 0 for a laid cell,
 * whose constraint is 0. Turn r fits when every
 * constrained side s needs a path exactly where the tile turned r has
 * one; the tile's fit table says the same, cell by cell. */
#define FIT_CHUNK(VT, g, t, rots, at, out)                                      \
  G_STMT_START {                                                                \
    VT con_, sides_, path_, fit_, pm_ = { 0 };                                  \
                                                                                \
    memcpy (&con_, (g)->cell_con + (at), sizeof con_);                          \
    sides_ = con_ & 15;                                                         \
    path_ = con_ >> 4;                                                          \
    fit_ = (VT) (((path_ ^ (pm_ + (t)->path_mask[0])) & sides_) == 0) & 1;     \
    fit_ |= (VT) (((path_ ^ (pm_ + (t)->path_mask[1])) & sides_) == 0) & 2;    \
    fit_ |= (VT) (((path_ ^ (pm_ + (t)->path_mask[2])) & sides_) == 0) & 4;    \
    fit_ |= (VT) (((path_ ^ (pm_ + (t)->path_mask[3])) & sides_) == 0) & 8;    \
    fit_ &= (VT) (sides_ != 0);                                                 \
    fit_ &= (guint8) (rots);                                                    \
    memcpy ((out), &fit_, sizeof fit_);                                         \
  } G_STMT_END

/* out[c]: the turns in @rots of tile @t that fit cell c */
static inline void
fit_turns (const CsGame *g, const CsTile *t, guint rots, CsU8x16 out[FIT_LANES])
{
  for (guint i = 0; i < FIT_LANES; i++)
    FIT_CHUNK (CsU8x16, g, t, rots, 16 * i, &out[i]);
}

/* a bit per byte of @v that is not 0, byte i to bit i */
static inline guint
bytes_set (guint64 v)
{
  v = ((v & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) + G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) | v;
  v = (v >> 7) & G_GUINT64_CONSTANT (0x0101010101010101);
  return (v * G_GUINT64_CONSTANT (0x0102040810204080)) >> 56;
}

static inline guint64
load64 (const void *p)
{
  guint64 v;

  memcpy (&v, p, sizeof v);
  return v;
}

/* the fitting cells of @turns (CS_CELL_LANES bytes) in order: the body
 * runs with @cell and its turns @bits set */
#define FOR_EACH_FIT(turns, cell, bits)                                        \
  for (guint w_ = 0; w_ < CS_CELL_LANES / 8; w_++)                              \
    for (guint64 word_ = load64 ((const guint8 *) (turns) + 8 * w_),          \
         set_ = bytes_set (word_); set_; set_ &= set_ - 1)                     \
      for (guint cell = w_ * 8 + __builtin_ctzll (set_),                        \
           bits = (word_ >> (8 * __builtin_ctzll (set_))) & 0xFF, once_ = 1;   \
           once_; once_ = 0)

guint
cs_game_placements_for (const CsGame *game,
                        guint         tile,
                        gboolean      unique_only,
                        CsPlacement  *out)
{
  const CsTile *t = &game->tileset->tiles[tile];
  CsU8x16 turns[FIT_LANES];
  guint n = 0;

  fit_turns (game, t, unique_only ? t->unique_rot_mask : 0xF, turns);
  FOR_EACH_FIT (turns, cell, bits)
    n = cs_placements_add (out, n, cell, bits);
  return n;
}

guint
cs_game_placements (const CsGame *game,
                    gboolean      unique_only,
                    CsPlacement  *out)
{
  if (game->phase != CS_PHASE_PLACE)
    return 0;
  return cs_game_placements_for (game, game->current, unique_only, out);
}

guint
cs_game_fit_cells (const CsGame *game,
                   guint8       *cells,
                   guint8       *turns)
{
  CsU8x16 fit[FIT_LANES];
  guint n = 0;

  if (game->phase != CS_PHASE_PLACE)
    return 0;
  fit_turns (game, &game->tileset->tiles[game->current], 0xF, fit);
  FOR_EACH_FIT (fit, cell, bits)
    {
      cells[n] = cell;
      turns[n++] = bits;
    }
  return n;
}

/* the 16 cells of @fit, a byte each (a turn mask), as 4 bits each */
static inline guint64
pack_turns (CsU8x16 fit)
{
  CsU16x8 pair = (CsU16x8) fit;
  CsU8x8 packed = __builtin_convertvector ((pair | (pair >> 4)) & 0xFF, CsU8x8);
  guint64 word;

  memcpy (&word, &packed, sizeof word);
  return word;
}

/* the counts of cs_game_fits, from the fits of every cell */
static inline __attribute__ ((always_inline)) guint
fits_pack (const CsU8x16 fit[FIT_LANES], CsFits *fits, gboolean have_popcnt)
{
  guint n = 0;

  for (guint w = 0; w < CS_FITS_WORDS; w++)
    {
      fits->bits[w] = pack_turns (fit[w]);
      fits->before[w] = n;
      n += have_popcnt ? (guint) __builtin_popcountll (fits->bits[w]) : cs_popcount64 (fits->bits[w]);
    }
  fits->n = n;
  return n;
}

/* x86-64's baseline has only SSE2 and no popcnt: where the processor has
 * more, two hot spots use it (asked at run time, a branch that always
 * goes the same way). Build with -DCS_BASELINE_ONLY to test the baseline
 * code on such a processor. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(CS_BASELINE_ONLY)
#define CS_FITS_AVX2 1
#include <immintrin.h>

/* the same with AVX2 where the processor has it (x86-64's baseline has
 * only SSE2): 32 cells at a time, each looked up in the tile's two
 * 16-entry tables of failing turns (CsTile.fail_path, fail_other) by a
 * byte shuffle, and the popcnt instruction. The third chunk reads cells
 * 64..95: the constraint bytes of the slots past the last cell (start
 * spaces, the wall, padding) stay 0, as no cell lies beyond a start
 * space's or the wall's other sides, so nothing fits there; the lanes
 * past CS_CELL_LANES are dropped. */
G_STATIC_ASSERT (CS_CELL_LANES == 80 && CS_SLOT_LANES == 96 && CS_FITS_WORDS == 5);

__attribute__ ((target ("avx2,popcnt"))) static guint
fits_avx2 (const CsGame *game, const CsTile *t, CsFits *fits)
{
  const __m256i low = _mm256_set1_epi8 (15);
  const __m256i by_path = _mm256_broadcastsi128_si256 (_mm_loadu_si128 ((const __m128i *) t->fail_path));
  const __m256i by_other = _mm256_broadcastsi128_si256 (_mm_loadu_si128 ((const __m128i *) t->fail_other));
  /* bytes 1 and 16 in turn: two cells' turns to one byte, the second
   * cell's in the high nibble (as pack_turns) */
  const __m256i nibbles = _mm256_set1_epi16 (16 << 8 | 1);
  __m256i pairs[3], words;
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    {
      __m256i con = _mm256_loadu_si256 ((const __m256i *) (game->cell_con + 32 * i));
      __m256i path = _mm256_and_si256 (_mm256_srli_epi16 (con, 4), low);
      __m256i other = _mm256_xor_si256 (_mm256_and_si256 (con, low), path);
      __m256i fail = _mm256_or_si256 (_mm256_shuffle_epi8 (by_path, path),
                                      _mm256_shuffle_epi8 (by_other, other));

      /* no constraint: not beside a tile or start space, or laid */
      fail = _mm256_or_si256 (fail, _mm256_cmpeq_epi8 (con, _mm256_setzero_si256 ()));
      pairs[i] = _mm256_maddubs_epi16 (_mm256_andnot_si256 (fail, low), nibbles);
    }
  /* packing works within each 128-bit half: the words come out as
   * cells 0-15, 32-47, 16-31, 48-63, put in order by the permute */
  words = _mm256_permute4x64_epi64 (_mm256_packus_epi16 (pairs[0], pairs[1]), 0xD8);
  _mm256_storeu_si256 ((__m256i *) fits->bits, words);
  fits->bits[4] = _mm_cvtsi128_si64 (_mm256_castsi256_si128 (_mm256_packus_epi16 (pairs[2], pairs[2])));
  for (guint w = 0; w < CS_FITS_WORDS; w++)
    {
      fits->before[w] = n;
      n += __builtin_popcountll (fits->bits[w]);
    }
  fits->n = n;
  return n;
}
#endif

/* where @tile fits on the table, by the best code the processor runs */
static guint
tile_fits (const CsGame *game, guint tile, CsFits *fits)
{
  const CsTile *t = &game->tileset->tiles[tile];
  CsU8x16 fit[FIT_LANES];

#ifdef CS_FITS_AVX2
  if (__builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("popcnt"))
    return fits_avx2 (game, t, fits);
#endif
  fit_turns (game, t, 0xF, fit);
  return fits_pack (fit, fits, FALSE);
}

guint
cs_game_fits (const CsGame *game,
              CsFits       *fits)
{
  if (game->phase != CS_PHASE_PLACE)
    {
      memset (fits, 0, sizeof *fits);
      return 0;
    }
  /* the draw found them already, unless the game was changed by hand */
  if (game->drawn_tile == game->current && game->drawn_laid == game->n_laid)
    {
      *fits = game->drawn;
      return fits->n;
    }
  return tile_fits (game, game->current, fits);
}

/* the k-th (from 0) set bit of the 4-bit turn mask m: sel4[m] >> 2k & 3 */
static const guint8 sel4[16] = {
  0, 0, 1, 1 << 2, 2, 2 << 2, 2 << 2 | 1, 2 << 4 | 1 << 2,
  3, 3 << 2, 3 << 2 | 1, 3 << 4 | 1 << 2, 3 << 2 | 2, 3 << 4 | 2 << 2, 3 << 4 | 2 << 2 | 1, 3 << 6 | 2 << 4 | 1 << 2,
};

#ifdef CS_FITS_AVX2
/* the k-th set bit of @x where pdep is fast: one instruction gives it */
__attribute__ ((target ("bmi2"))) static guint
select_pdep (guint64 x, guint k)
{
  return __builtin_ctzll (__builtin_ia32_pdep_di (G_GUINT64_CONSTANT (1) << k, x));
}

/* pdep is fast on Intel processors since Haswell and AMD's since Zen 3;
 * Zen 1 and 2 run it in microcode, far slower than the count below */
static gboolean
pdep_is_fast (void)
{
  static int fast = -1;

  if (G_UNLIKELY (fast < 0))
    {
      __builtin_cpu_init ();
      fast = __builtin_cpu_supports ("bmi2") &&
             !(__builtin_cpu_is ("amd") && (__builtin_cpu_is ("znver1") || __builtin_cpu_is ("znver2") ||
                                            __builtin_cpu_is ("amdfam15h") || __builtin_cpu_is ("amdfam10h")));
    }
  return fast;
}
#endif

/* cs_fits_nth's body, inlined into the random player below; @k must be
 * below fits->n */
static inline __attribute__ ((always_inline)) void
fits_nth (const CsFits *fits,
          guint         k,
          CsPlacement  *placement)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101), highs = ones << 7;
  guint w = 0, byte, place, low;
  guint64 x, sums;


  /* without branches, as where the k-th lies cannot be foreseen: the
   * word (the counts before each only grow), then the byte (the bytes'
   * running sums, compared eight at a time), then the cell of the byte's
   * two and the turn within its mask */
  for (guint i = 1; i < CS_FITS_WORDS; i++)
    w += k >= fits->before[i];
  k -= fits->before[w];
  x = fits->bits[w];
#ifdef CS_FITS_AVX2
  if (pdep_is_fast ())
    {
      guint bit = select_pdep (x, k);

      placement->cell = 16 * w + bit / 4;
      placement->rot = bit % 4;
      return;
    }
#endif
  sums = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  sums = (sums & G_GUINT64_CONSTANT (0x3333333333333333)) + ((sums >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  sums = ((sums + (sums >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) * ones;   /* byte i: bits in bytes 0..i */
  /* the bytes whose running sum is at most k come before the k-th bit */
  place = (guint) ((((((k * ones) | highs) - sums) & highs) >> 7) * ones >> 56) * 8;
  k -= (guint) ((sums << 8) >> place) & 0xFF;
  byte = (x >> place) & 0xFF;
  low = cs_turns_count (byte);
  placement->cell = 16 * w + place / 4 + (k >= low);
  byte = k >= low ? byte >> 4 : byte & 15;
  k -= k >= low ? low : 0;
  placement->rot = (sel4[byte] >> (2 * k)) & 3;
}

void
cs_fits_nth (const CsFits *fits,
             guint         k,
             CsPlacement  *placement)
{
  g_return_if_fail (k < fits->n);
  fits_nth (fits, k, placement);
}


/* ---- laying ---------------------------------------------------------------- */

/* node[k] = base + piece[k] for k = 0..11 (the 12 segments, or a list of
 * pieces padded to 12), eight lanes at a time */

static inline void
seg_nodes (guint16 *node, const guint8 *piece, guint16 base)
{
  CsU8x8 a, b;
  CsU16x8 lo, hi;

  memcpy (&a, piece, sizeof a);
  memcpy (&b, piece + 4, sizeof b);
  lo = __builtin_convertvector (a, CsU16x8) + base;
  hi = __builtin_convertvector (b, CsU16x8) + base;
  memcpy (node + 4, &hi, sizeof hi);
  memcpy (node, &lo, sizeof lo);
}

/* Lays the current tile at (cell, rot) and joins its pieces to what they
 * face. The features it may have completed are the roots of its
 * own pieces and of the features of another type it faced: the nodes of
 * both are written to @faced (CS_FACED entries), its pieces first, then
 * the others in the order of the segments N0..W2 (a node that was joined
 * later, or repeats, is weeded out by collect_completions), their number
 * returned. Of its own pieces only those of CsTile.closed_by_empty are
 * written: a court, or a piece with a segment against an empty cell, is
 * in no completed feature, so leaving it out changes nothing in the list
 * collect_completions makes (its root, not completed, would be skipped
 * there as often as it is met). */
#define CS_FACED (CS_MAX_PIECES + CS_SEGMENTS)

/* inlined into the turn (turn_steps), which the playouts run: the call
 * and the registers it saves and restores cost more than the rest of
 * the turn gains by sharing it; the checks and previews call lay below */
static inline __attribute__ ((always_inline)) guint
lay_steps (CsGame *g, guint cell, guint rot, guint16 *faced)
{
  /* everything read before the first write: a byte written through @g
   * may alias anything, so values read after it would be read again */
  guint current = g->current;
  const CsTile *t = &g->tileset->tiles[current];
  const guint8 *rp = t->rot_piece[rot];
  const guint8 *nb_slot = g->board->nb_slot[cell];
  guint16 base = g->n_nodes;
  guint16 *mine = g->seg_node[cell];
  CsFeature *born = &g->feat[base];   /* the new pieces' features */
  guint bit = g->board->grid_bit[cell];
  const guint8 *seg_type = t->rot_type[rot];
  guint64 open, cell_bit = G_GUINT64_CONSTANT (1) << (cell & 63);
  guint n_pieces = t->n_pieces, nf, unturned;
  /* the sides against a tile or start space are the low nibble of the
   * cell's constraint byte (a legal cell has it as the lays before kept
   * it); the sides against empty cells are the board's sides towards a
   * cell (CsBoard.cell_sides) less those */
  guint tile_sides = g->cell_con[cell] & 15;
  guint empty_sides = g->board->cell_sides[cell] & ~tile_sides;

  g->cell_tile[cell] = current;
  g->cell_con[cell] = 0;   /* no longer where a tile may go */
  g->cell_rot[cell] = rot;
  g->cell_node[cell] = base;
  g->n_nodes += n_pieces;
  g->grid_laid[bit >> 6] |= G_GUINT64_CONSTANT (1) << (bit & 63);
  g->n_laid++;
  seg_nodes (mine, rp, base);

  /* the sides against empty cells: the cell's constraint there,
   * and the open segments of every new piece, 4 bits a piece
   * from the tile's table of the sums over its unturned sides (board
   * side s is unturned side (s - rot) & 3: the mask turned back); the
   * others are joined below */
#pragma GCC unroll 4
  for (guint s = 0; s < 4; s++)
    {
      /* without branches, as which it is cannot be foreseen: the writes
       * on the sides not against an empty cell change nothing */
      guint empty = (empty_sides >> s) & 1;

      g->cell_con[nb_slot[s]] |= -(guint8) empty & t->side_con[rot][s];
    }
  unturned = ((empty_sides * 0x11) >> rot) & 15;
  open = t->open_by_empty[unturned];
  /* the pieces that may be completed, twelve lanes whatever their number */
  seg_nodes (faced, t->closed_by_empty[unturned], base);
  nf = t->n_closed_by_empty[unturned];

  /* the new pieces' nodes, each its own feature: those of
   * CS_LAY_PIECES pieces at once, whatever the tile has (the arrays have
   * room past the last node), then any more one by one */
  {
    static const CsU16x8 lane = { 0, 1, 2, 3, 4, 5, 6, 7 };
    static const CsU8x8 piece = { 0, 1, 2, 3, 4, 5, 6, 7 };
    CsU16x8 nodes = lane + base;
    CsU8x8 where = piece * 0 + (guint8) cell;
    CsTileMask tiles = { { cell_bit & -(guint64) (cell < 64), cell_bit & -(guint64) (cell >= 64) } };
    CsU64x2 tiles_v = { tiles.w[0], tiles.w[1] };
    /* where the low byte of CsFeature.open lies in the feature's first 8
     * bytes read as one number: a piece's open segments (below 16) are
     * added to CsTile.piece_feature, whose open is 0, before one store */
    const guint open_shift = G_BYTE_ORDER == G_LITTLE_ENDIAN ? 0 : 48;

    G_STATIC_ASSERT (CS_LAY_PIECES == 8 && G_STRUCT_OFFSET (CsFeature, tiles) == 8 &&
                     G_STRUCT_OFFSET (CsFeature, open) == 0 && sizeof tiles_v == sizeof tiles);
    memcpy (g->parent + base, &nodes, sizeof nodes);
    memcpy (g->next + base, &nodes, sizeof nodes);
    memcpy (g->node_cell + base, &where, sizeof where);
    memcpy (g->node_piece + base, &piece, sizeof piece);
#pragma GCC unroll 8
    for (guint p = 0; p < CS_LAY_PIECES; p++)
      {
        CsFeature *f = &born[p];
        guint64 head = t->piece_feature[p] | ((open >> (4 * p)) & 15) << open_shift;

        memcpy (f, &head, sizeof head);
        memcpy (&f->tiles, &tiles_v, sizeof tiles_v);   /* one 16-byte store */
      }
    for (guint p = CS_LAY_PIECES; p < n_pieces; p++)
      {
        CsFeature *f = &g->feat[base + p];

        g->parent[base + p] = base + p;
        g->next[base + p] = base + p;
        g->node_cell[base + p] = cell;
        g->node_piece[base + p] = p;
        memcpy (f, &t->piece_feature[p], sizeof t->piece_feature[p]);
        f->open = (open >> (4 * p)) & 15;
        f->tiles = tiles;
      }
  }

  /* the sides against tiles and start spaces: each facing segment closes,
   * and pieces of one type join. The three segments of a side are
   * taken together, without a branch but for the joins: a segment facing
   * another type is written to @faced unless the segment before it faced
   * the same node; a run of segments of one piece facing one node is
   * joined once. The roots are read before the side's joins: a join keeps
   * the lower root and every node of a feature points at it, so what a
   * root given up counts goes to the root kept, and its type is the
   * same. */
  for (guint sides = tile_sides; sides; sides &= sides - 1)
    {
      guint s = __builtin_ctz (sides);
      /* segment s * 3 + pos faces segment 3 * ((s + 2) & 3) + 2 - pos
       * (facing_seg) of the slot beyond */
      const guint16 *theirs = g->seg_node[nb_slot[s]] + 3 * ((s + 2) & 3);
      guint16 q[3], r[3];
      guint8 p[3];
      guint joins = 0;

#pragma GCC unroll 3
      for (guint pos = 0; pos < 3; pos++)
        {
          guint same, again, run;

          q[pos] = theirs[2 - pos];
          p[pos] = rp[s * 3 + pos];
          r[pos] = g->parent[q[pos]];
          g->feat[r[pos]].open--;
          same = g->feat[r[pos]].type == seg_type[s * 3 + pos];
          again = pos > 0 ? q[pos] == q[pos - 1] : 0;
          run = pos > 0 ? again & (p[pos] == p[pos - 1]) : 0;
          joins |= (same & (run ^ 1)) << pos;
          faced[nf] = r[pos];
          nf += (same | again) ^ 1;
        }
      /* each position's join tested on its own, not a loop over the
       * bits: the processor learns each test apart */
#pragma GCC unroll 3
      for (guint pos = 0; pos < 3; pos++)
        if (joins & (1u << pos))
          merge (g, base + p[pos], q[pos]);
    }
  return nf;
}

static guint
lay (CsGame *g, guint cell, guint rot, guint16 *faced)
{
  return lay_steps (g, cell, rot, faced);
}

/* may the feature at root @r count as completed by this tile? (one
 * branch for the caller, not four) */
static inline gboolean
completed (const CsGame *g, guint16 r)
{
  const CsFeature *f = &g->feat[r];

  /* a start-space piece that no tile joined is no feature: a
   * tile bounding it with another type does not complete anything */
  return (f->open == 0) & (f->type != CS_COURT) & !f->scored & mask_has_cell (&f->tiles);
}

/* The features the tile just laid completed, in discovery order: those
 * of @faced (@nf nodes, from lay: its own pieces, then what faced its
 * segments N0..W2), each feature once; @roots has room for
 * CS_MAX_COMPLETE + 1.
 *
 * Each root met is marked in @seen, a bit per node (roots are nodes, so
 * below CS_MAX_NODES): a root met again is skipped by one bit test
 * instead of a comparison with every root kept so far (a loop whose
 * length cannot be foreseen). A root met before and not kept was not
 * completed then and is not now, so skipping every root seen keeps the
 * same list. Without a branch on the verdict: @roots has room for one
 * more, written and not counted. */
static inline __attribute__ ((always_inline)) guint
collect_completions (CsGame *g, const guint16 *faced, guint nf, guint16 *roots)
{
  guint64 seen[CS_MAX_NODES / 64] = { 0 };
  guint n = 0;

  G_STATIC_ASSERT (CS_MAX_NODES % 64 == 0);
  for (guint i = 0; i < nf; i++)
    {
      guint16 r = find_mut (g, faced[i]);
      guint64 bit = G_GUINT64_CONSTANT (1) << (r & 63);
      guint fresh = (seen[r >> 6] & bit) == 0;

      seen[r >> 6] |= bit;
      roots[n] = r;
      n += fresh & completed (g, r) & (n < CS_MAX_COMPLETE);
    }
  return n;
}

/* a path 1 a tile (2 with a fountain), a tower 2, a house 1; a
 * court scores only at the end. From a table, without a branch on the
 * type, which cannot be foreseen. */
static inline guint
per_tile_points (const CsFeature *f)
{
  static const guint8 per[CS_N_FEATURE_TYPES] = { [CS_PATH] = 1, [CS_TOWER] = 2, [CS_HOUSE] = 1, [CS_COURT] = 0 };

  return per[f->type] + ((f->type == CS_PATH) & (f->fountain != 0));
}

/* who has more followers in @f: 0, 1, or -1 on a tie; without
 * branches, as which it is cannot be foreseen */
static inline gint8
majority (const CsFeature *f)
{
  return (f->followers[1] > f->followers[0]) - (f->followers[0] == f->followers[1]);
}

static guint
max_boost_for (const CsGame *g, const CsFeature *f)
{
  guint kind;

  if (majority (f) != g->active)
    return 0;
  if (f->type == CS_TOWER)
    kind = CS_WALL_TOWER_X2;
  else if (f->type == CS_HOUSE)
    kind = CS_WALL_HOUSE_X2;
  else
    return 0;
  if (!cs_game_wall_usable (g, g->active, kind))
    return 0;
  return MIN (2, g->player[g->active].held[kind] - g->player[g->active].fresh[kind]);
}

/* ---- follower spots ------------------------------------------------------- */

/* The tile's pieces at (cell, rot), linked through the neighbour features
 * they would join (cs-core.h). Nothing is changed. */
G_STATIC_ASSERT (CS_MAX_PIECES <= CS_CORE_MAX_PIECES);

static void
compute_joins (const CsGame *game, const CsTile *t, guint cell, guint rot, CsJoins *j)
{
  const guint8 *rp = t->rot_piece[rot];

  cs_joins_init (j, t->n_pieces);
  for (guint s = 0; s < 4; s++)
    {
      const guint16 *theirs = game->seg_node[game->board->nb_slot[cell][s]];
      guint16 last = CS_NONE, root = 0;

      /* an empty cell or the wall faces nothing on the whole side; a tile
       * or a start space faces its three segments */
      if (theirs[facing_seg[s * 3 + 1]] >= CS_SEG_WALL)
        continue;
      for (guint pos = 0; pos < 3; pos++)
        {
          guint seg = s * 3 + pos;
          guint16 q = theirs[facing_seg[seg]];
          guint p = rp[seg];

          if (q != last)   /* a run of segments facing one node: one find */
            root = game->parent[last = q];
          if (game->feat[root].type != t->pieces[p].type)
            continue;
          cs_joins_add (j, t->n_pieces, p, root);
        }
    }
}

/* Would a piece of the tile at (cell, rot) join a feature that holds a
 * follower? If not, a follower may go on any piece the supply allows
 * and the pieces need not be grouped. (cell, rot) must be a legal
 * placement (the cell empty, on the frontier). The sides against tiles
 * and start spaces are found as lay finds them, their segments read
 * without a branch. */
static gboolean
joins_held (const CsGame *game, const CsTile *t, guint cell, guint rot)
{
  const guint8 *seg_type = t->rot_type[rot];
  const guint8 *nb_slot = game->board->nb_slot[cell];
  /* the sides against a tile or start space: the low nibble of the
   * cell's constraint byte, as lay reads them */
  guint tile_sides = game->cell_con[cell] & 15, held = 0;

  for (; tile_sides; tile_sides &= tile_sides - 1)
    {
      guint s = __builtin_ctz (tile_sides);
      const guint16 *theirs = game->seg_node[nb_slot[s]];

#pragma GCC unroll 3
      for (guint pos = 0; pos < 3; pos++)
        {
          const CsFeature *f = &game->feat[game->parent[theirs[facing_seg[s * 3 + pos]]]];

          held |= (f->type == seg_type[s * 3 + pos]) & (f->followers[0] + f->followers[1] > 0);
        }
    }
  return held;
}

/* may a follower go on @piece at (cell, rot)? */
static gboolean
spot_is_open (const CsGame *game, guint cell, guint rot, guint piece)
{
  const CsTile *t = &game->tileset->tiles[game->current];
  CsJoins j;

  if (piece >= t->n_pieces || cs_game_supply (game, game->active) == 0)
    return FALSE;
  compute_joins (game, t, cell, rot, &j);
  for (guint i = 0; i < j.nn; i++)
    if (j.comp[j.npiece[i]] == j.comp[piece])
      {
        const CsFeature *f = &game->feat[j.nroot[i]];
        if (f->followers[0] + f->followers[1] > 0)
          return FALSE;
      }
  return TRUE;
}

/* cs_game_open_spots' body, inlined into the random player below */
static inline __attribute__ ((always_inline)) guint
open_spots (const CsGame *game,
            guint         cell,
            guint         rot,
            guint8       *pieces)
{
  const CsTile *t = &game->tileset->tiles[game->current];
  CsJoins j;
  guint held = 0;

  if (cs_game_supply (game, game->active) == 0)
    return 0;
  if (!joins_held (game, t, cell, rot))
    {
      /* most often (nine moves in ten of the random games): every piece,
       * written whole whatever their number */
      static const guint8 every[CS_MAX_PIECES] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 };

      G_STATIC_ASSERT (CS_MAX_PIECES == 12);
      memcpy (pieces, every, sizeof every);
      return t->n_pieces;
    }
  compute_joins (game, t, cell, rot, &j);
  for (guint i = 0; i < j.nn; i++)
    held |= (game->feat[j.nroot[i]].followers[0] + game->feat[j.nroot[i]].followers[1] > 0) << i;
  return cs_joins_open_pieces (&j, t->n_pieces, held, ~0u, pieces);
}

guint
cs_game_open_spots (const CsGame *game,
                    guint         cell,
                    guint         rot,
                    guint8       *pieces)
{
  return open_spots (game, cell, rot, pieces);
}

guint
cs_game_spots (const CsGame *game,
               guint         cell,
               guint         rot,
               CsSpot       *out)
{
  const CsTile *t = &game->tileset->tiles[game->current];
  CsJoins j;
  gboolean supply = cs_game_supply (game, game->active) > 0;
  guint8 *comp = j.comp;
  guint16 *nroot = j.nroot;
  guint8 *npiece = j.npiece;
  guint nn;

  compute_joins (game, t, cell, rot, &j);
  nn = j.nn;

  for (guint p = 0; p < t->n_pieces; p++)
    {
      CsSpot *s = &out[p];
      CsTileMask tiles = { { 0, 0 } };
      int open = 0;
      guint16 seen[12];
      guint ns = 0;

      memset (s, 0, sizeof *s);
      s->piece = p;
      s->type = t->pieces[p].type;
      s->holder = -1;
      for (guint k = 0; k < t->n_pieces; k++)
        if (comp[k] == comp[p])
          {
            s->fountain |= t->pieces[k].fountain;
            s->markets += t->pieces[k].markets;
          }
      cs_tile_mask_set (&tiles, cell);

      for (guint i = 0; i < nn; i++)
        {
          gboolean dup = FALSE;
          if (comp[npiece[i]] != comp[p])
            continue;
          for (guint k = 0; k < ns && !dup; k++)
            dup = seen[k] == nroot[i];
          if (!dup)
            {
              const CsFeature *f = &game->feat[nroot[i]];
              seen[ns++] = nroot[i];
              s->fountain |= f->fountain;
              s->markets += f->markets;
              s->followers[0] += f->followers[0];
              s->followers[1] += f->followers[1];
              tiles.w[0] |= f->tiles.w[0];
              tiles.w[1] |= f->tiles.w[1];
              open += f->open;
            }
          open--;  /* the segment that faced this cell is closed now */
        }
      for (guint seg = 0; seg < 12; seg++)
        {
          int nb = game->board->neighbour[cell][seg / 3];
          if (comp[t->rot_piece[rot][seg]] == comp[p] && nb >= 0 && game->cell_tile[nb] == EMPTY)
            open++;
        }
      s->size = cs_tile_mask_count (&tiles);
      s->complete = t->pieces[p].type != CS_COURT && open == 0;

      if (s->followers[0] + s->followers[1] > 0)
        {
          s->state = CS_SPOT_OCCUPIED;
          for (guint pl = 0; pl < CS_NUM_PLAYERS && s->holder < 0; pl++)
            for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
              {
                guint16 fn = game->player[pl].follower[i];
                gboolean in = FALSE;
                if (fn == CS_NONE)
                  continue;
                fn = game->parent[fn];
                for (guint k = 0; k < ns && !in; k++)
                  in = seen[k] == fn;
                if (in)
                  {
                    s->holder = pl;
                    s->holder_cell = game->node_cell[game->player[pl].follower[i]];
                    break;
                  }
              }
        }
      else if (!supply)
        s->state = CS_SPOT_NO_SUPPLY;
      else
        s->state = CS_SPOT_OPEN;
    }
  return t->n_pieces;
}

/* ---- moves ----------------------------------------------------------------- */

void
cs_move_iter_init (CsMoveIter        *iter,
                   const CsGame      *game,
                   const CsPlacement *placements,
                   guint              n_placements)
{
  iter->game = game;
  iter->placements = placements;
  iter->n_placements = n_placements;
  iter->index = 0;
  iter->spot = -2;
  iter->n_spots = 0;
}

gboolean
cs_move_iter_next (CsMoveIter    *iter,
                   CsMove        *move,
                   const CsSpot **spot)
{
  while (iter->index < iter->n_placements)
    {
      const CsPlacement *p = &iter->placements[iter->index];

      if (iter->spot == -2)
        {
          iter->n_spots = cs_game_spots (iter->game, p->cell, p->rot, iter->spots);
          iter->spot = -1;
          cs_move_init (move, p->cell, p->rot, -1);
          if (spot)
            *spot = NULL;
          return TRUE;
        }
      while (++iter->spot < (int) iter->n_spots)
        if (iter->spots[iter->spot].state == CS_SPOT_OPEN)
          {
            cs_move_init (move, p->cell, p->rot, iter->spot);
            if (spot)
              *spot = &iter->spots[iter->spot];
            return TRUE;
          }
      iter->index++;
      iter->spot = -2;
    }
  return FALSE;
}

static void
place_follower (CsGame *g, guint cell, guint piece)
{
  CsPlayer *pl = &g->player[g->active];
  guint16 node = g->cell_node[cell] + piece;

  guint free = CS_NUM_FOLLOWERS;

  /* the first follower in the supply, found without a branch on each
   * (which one it is cannot be foreseen); callers checked the supply */
  for (guint i = CS_NUM_FOLLOWERS; i-- > 0;)
    free = pl->follower[i] == CS_NONE ? i : free;
  g_assert (free < CS_NUM_FOLLOWERS);
  pl->follower[free] = node;
  g->feat[find_mut (g, node)].followers[g->active]++;
}

static void
fill_completion (const CsGame *g, guint16 root, CsCompletion *c)
{
  const CsFeature *f = &g->feat[root];

  c->node = root;
  c->type = f->type;
  c->size = feature_size (f);
  c->followers[0] = f->followers[0];
  c->followers[1] = f->followers[1];
  c->scorer = majority (f);
  c->per_tile = per_tile_points (f);
  c->max_boost = max_boost_for (g, f);
}

guint
cs_game_completions (const CsGame *game,
                     guint         cell,
                     guint         rot,
                     int           follower,
                     CsCompletion *out)
{
  CsGame *tmp;
  guint16 roots[CS_MAX_COMPLETE + 1], faced[CS_FACED];
  guint n, nf;

  if (!cs_game_is_legal (game, cell, rot))
    return 0;
  tmp = g_new (CsGame, 1);
  *tmp = *game;
  nf = lay (tmp, cell, rot, faced);
  if (follower >= 0 && follower < tmp->tileset->tiles[tmp->current].n_pieces &&
      cs_game_supply (tmp, tmp->active) > 0 &&
      tmp->feat[find_mut (tmp, tmp->cell_node[cell] + follower)].followers[0] +
      tmp->feat[find_mut (tmp, tmp->cell_node[cell] + follower)].followers[1] == 0)
    place_follower (tmp, cell, follower);
  n = collect_completions (tmp, faced, nf, roots);
  for (guint i = 0; i < n; i++)
    fill_completion (tmp, roots[i], &out[i]);
  g_free (tmp);
  return n;
}

/* default order: the active player's features, then the opponent's,
 * then the ties, each group in discovery order */
static guint
default_order (const CsGame *g, const guint16 *roots, guint n, guint8 *order)
{
  guint8 group[CS_MAX_COMPLETE];
  guint k = 0;

  if (n == 1)
    {
      order[0] = 0;
      return 1;
    }
  for (guint i = 0; i < n; i++)
    {
      gint8 who = majority (&g->feat[roots[i]]);
      group[i] = who == g->active ? 0 : who >= 0 ? 1 : 2;
    }
  /* each group in discovery order, without a branch on each feature's
   * group: every index is written, and counted only in its group */
  for (guint grp = 0; grp < 3; grp++)
    for (guint i = 0; i < n; i++)
      {
        order[k] = i;
        k += group[i] == grp;
      }
  return k;
}

/* default boosts: every usable copy on the largest eligible feature first;
 * @boost has CS_MAX_COMPLETE entries, all cleared (a fixed size: no call
 * into the C library) */
static void default_boosts_spend (const CsGame *g, const guint16 *roots, guint n, guint8 boost[CS_MAX_COMPLETE]);

static inline void
default_boosts (const CsGame *g, const guint16 *roots, guint n, guint8 boost[CS_MAX_COMPLETE])
{
  const CsPlayer *pl = &g->player[g->active];

  memset (boost, 0, CS_MAX_COMPLETE);
  /* most turns: no copy of wall tile 2 or 3 to use (tested inline, no
   * call) */
  if (pl->held[CS_WALL_TOWER_X2] <= pl->fresh[CS_WALL_TOWER_X2] &&
      pl->held[CS_WALL_HOUSE_X2] <= pl->fresh[CS_WALL_HOUSE_X2])
    return;
  default_boosts_spend (g, roots, n, boost);
}

/* default_boosts when the active player has a copy to use */
static void
default_boosts_spend (const CsGame *g, const guint16 *roots, guint n, guint8 boost[CS_MAX_COMPLETE])
{
  const CsPlayer *pl = &g->player[g->active];

  for (guint kind = CS_WALL_TOWER_X2; kind <= CS_WALL_HOUSE_X2; kind++)
    {
      guint ftype = kind == CS_WALL_TOWER_X2 ? CS_TOWER : CS_HOUSE;
      guint avail;

      /* cs_game_wall_usable: only tile 1 differs under a variant */
      if (pl->held[kind] <= pl->fresh[kind])
        continue;
      avail = pl->held[kind] - pl->fresh[kind];
      while (avail > 0)
        {
          int best = -1;
          guint best_size = 0;
          for (guint i = 0; i < n; i++)
            {
              const CsFeature *f = &g->feat[roots[i]];
              if (f->type == ftype && majority (f) == g->active && boost[i] < 2 &&
                  feature_size (f) > best_size)
                {
                  best = i;
                  best_size = feature_size (f);
                }
            }
          if (best < 0)
            break;
          boost[best]++;
          avail--;
        }
    }
}

/* The steps of a turn are inlined into each caller, so that the playouts
 * (cs_game_play_trusted without events) get a copy where every event
 * written to the scratch event and every custom order is gone. */
#define TURN_STEP static inline __attribute__ ((always_inline))

TURN_STEP void
take_wall_tile_at (CsGame *g, guint player, CsEvents *ev)
{
  CsEvent scratch, *e;
  int pos = ((g->player[player].score % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN;
  int c = g->board->tower_at_space[pos];

  if (c <= 0 || g->wall_kind[c] == 0)
    return;
  e = emit (ev, &scratch, CS_EVENT_WALL_TILE_TAKEN);
  e->player = player;
  e->corner = c;
  e->kind = g->wall_kind[c];
  e->to = pos;
  g->player[player].held[g->wall_kind[c]]++;
  g->player[player].fresh[g->wall_kind[c]]++;
  g->wall_kind[c] = 0;
  g->wall_revealed[c] = 1;
}

TURN_STEP void
move_marker (CsGame *g, guint player, int points, CsEvents *ev)
{
  CsEvent scratch, *e;
  int from = g->player[player].score;

  cs_events_score (ev, &scratch, &g->player[player].score, player, points);

  if (ev != NULL)
    {
      /* towers with a tile that the marker only passed (for the tutor);
       * leaving the tower it stood on is not passing it */
      guint8 told[CS_NUM_CORNERS] = { 0 };
      int stop = g->player[player].score % CS_TRACK_LEN;
      int here = g->board->tower_at_space[from % CS_TRACK_LEN];

      if (here > 0)
        told[here] = 1;
      for (int s = from + 1; s < g->player[player].score && s < from + CS_TRACK_LEN; s++)
        {
          int c = g->board->tower_at_space[s % CS_TRACK_LEN];
          if (c > 0 && g->wall_kind[c] != 0 && !told[c] && g->board->tower_at_space[stop] != c)
            {
              told[c] = 1;
              e = emit (ev, &scratch, CS_EVENT_WALL_TILE_PASSED);
              e->player = player;
              e->corner = c;
              e->kind = g->wall_revealed[c] ? g->wall_kind[c] : 0;
            }
        }
      /* V-2: a stop on a tower takes nothing yet; only where the marker
       * stands when the turn's scoring is over counts */
      if ((g->variants & CS_VARIANT_V2_END_OF_TURN_PICKUP) && points > 0 &&
          g->board->tower_at_space[stop] > 0 && g->wall_kind[g->board->tower_at_space[stop]] != 0)
        {
          int c = g->board->tower_at_space[stop];
          e = emit (ev, &scratch, CS_EVENT_WALL_TILE_PASSED);
          e->player = player;
          e->corner = c;
          e->kind = g->wall_revealed[c] ? g->wall_kind[c] : 0;
          e->to = stop;
          e->count = 1;   /* stopped on it, V-2 */
        }
    }
  if (!(g->variants & CS_VARIANT_V2_END_OF_TURN_PICKUP))
    take_wall_tile_at (g, player, ev);   /* */
}

TURN_STEP void
score_feature (CsGame *g, guint16 root, guint boost, CsEvents *ev)
{
  CsFeature *f = &g->feat[root];
  CsEvent scratch, *e;
  gint8 who = majority (f);
  guint size = feature_size (f);
  guint per = per_tile_points (f);

  if (who >= 0 && boost > 0)
    {
      guint kind = f->type == CS_TOWER ? CS_WALL_TOWER_X2 : CS_WALL_HOUSE_X2;
      per = per * (1 + boost);   /* R-8.2/8.3: one copy doubles, two triple */
      g->player[who].held[kind] -= boost;
      e = emit (ev, &scratch, CS_EVENT_WALL_TILE_USED);
      e->player = who;
      e->kind = kind;
      e->count = boost;
      e->node = root;
      e->ftype = f->type;
    }

  e = emit (ev, &scratch, CS_EVENT_FEATURE_SCORED);
  e->player = who;
  e->ftype = f->type;
  e->size = size;
  e->per_unit = per;
  e->followers[0] = f->followers[0];
  e->followers[1] = f->followers[1];
  e->points = who >= 0 ? size * per : 0;
  e->node = root;
  e->count = boost;
  e->cell = cs_tile_mask_lowest (&f->tiles);
  f->scored = 1;

  if (who >= 0)
    move_marker (g, who, size * per, ev);

  /* followers come home, tie or not. Whether each stands in the
   * feature cannot be foreseen: without events, the follower's node is
   * set to CS_NONE or kept without a branch (the root of a follower in
   * the supply is read at node 0 and not used) */
  for (guint p = 0; p < CS_NUM_PLAYERS && f->followers[0] + f->followers[1] > 0; p++)
    for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
      {
        guint16 n = g->player[p].follower[i];
        gboolean home = (n != CS_NONE) & (g->parent[n == CS_NONE ? 0 : n] == root);

        if (ev != NULL && home)
          {
            e = emit (ev, &scratch, CS_EVENT_FOLLOWER_RETURNED);
            e->player = p;
            e->cell = g->node_cell[n];
            e->piece = g->node_piece[n];
            e->ftype = f->type;
          }
        g->player[p].follower[i] = home ? CS_NONE : n;
      }
  f->followers[0] = f->followers[1] = 0;

  /* the keep */
  if (who >= 0 && f->type == CS_HOUSE)
    {
      CsPlayer *pl = &g->player[who];
      if (pl->keep_node == CS_NONE || size > pl->keep_size)
        {
          e = emit (ev, &scratch, pl->keep_node == CS_NONE ? CS_EVENT_KEEP_PLACED : CS_EVENT_KEEP_MOVED);
          e->player = who;
          e->size = size;
          e->from = pl->keep_size;
          e->node = root;
          pl->keep_node = root;
          pl->keep_size = size;
          pl->keep_cell = cs_tile_mask_lowest (&f->tiles);
          e->cell = pl->keep_cell;
        }
    }
}

/* Validate what needs the laid tile: the follower, the order, the boosts,
 * the extra turn. @g already has the tile laid (a scratch copy); @faced
 * and @nf are what lay returned. */
static gboolean
check_after_lay (CsGame *g, const CsMove *m, const guint16 *faced, guint nf, guint turn_no, GError **error)
{
  const CsTile *t = &g->tileset->tiles[g->current];
  guint16 roots[CS_MAX_COMPLETE + 1];
  guint n;

  if (m->follower >= 0)
    {
      guint16 node;
      if (m->follower >= t->n_pieces)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: tile %u has no piece %d to put a follower on (R-5.1)",
                       turn_no, t->number, m->follower);
          return FALSE;
        }
      if (cs_game_supply (g, g->active) == 0)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: the player has no follower left in the supply (R-5.3)", turn_no);
          return FALSE;
        }
      node = find_mut (g, g->cell_node[m->cell] + m->follower);
      if (g->feat[node].followers[0] + g->feat[node].followers[1] > 0)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: the %s “%c” already holds a follower (R-5.2)",
                       turn_no, cs_feature_type_name (g->feat[node].type), t->pieces[m->follower].label);
          return FALSE;
        }
      place_follower (g, m->cell, m->follower);
    }

  n = collect_completions (g, faced, nf, roots);
  if (m->flags & CS_MOVE_CUSTOM_ORDER)
    {
      guint8 used[CS_MAX_COMPLETE] = { 0 };
      gboolean opponent_seen = FALSE;

      if (m->n_order != n)
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: the scoring order lists %u features; the tile completes %u (R-6.5)",
                       turn_no, m->n_order, n);
          return FALSE;
        }
      for (guint i = 0; i < n; i++)
        {
          gint8 who;
          if (m->order[i] >= n || used[m->order[i]]++)
            {
              cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                           "move %u: the scoring order must name each completed feature once (R-6.5)", turn_no);
              return FALSE;
            }
          who = majority (&g->feat[roots[m->order[i]]]);
          if (who >= 0 && who != g->active)
            opponent_seen = TRUE;
          else if (who == g->active && opponent_seen)
            {
              cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                           "move %u: the active player's features are scored before the opponent's (R-6.5)",
                           turn_no);
              return FALSE;
            }
        }
    }
  if (m->flags & CS_MOVE_CUSTOM_BOOST)
    {
      guint want[CS_NUM_WALL_KINDS + 1] = { 0 };
      for (guint i = 0; i < n; i++)
        {
          const CsFeature *f = &g->feat[roots[i]];
          if (m->boost[i] == 0)
            continue;
          if (m->boost[i] > max_boost_for (g, f))
            {
              cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                           "move %u: wall tile %s cannot be used on that %s: it must be a tower "
                           "(tile 2) or house (tile 3) you win, with a tile won before this turn (R-8.2, R-8.3, R-7.4)",
                           turn_no, f->type == CS_HOUSE ? "3" : "2", cs_feature_type_name (f->type));
              return FALSE;
            }
          want[f->type == CS_TOWER ? CS_WALL_TOWER_X2 : CS_WALL_HOUSE_X2] += m->boost[i];
        }
      for (guint k = CS_WALL_TOWER_X2; k <= CS_WALL_HOUSE_X2; k++)
        if (want[k] > (guint) (g->player[g->active].held[k] - g->player[g->active].fresh[k]))
          {
            cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                         "move %u: %u copies of wall tile %u used, but the player may use %u (R-7.4)",
                         turn_no, want[k], k, g->player[g->active].held[k] - g->player[g->active].fresh[k]);
            return FALSE;
          }
    }
  return TRUE;
}

static void
final_scoring (CsGame *g, CsEvents *ev);

/* the turn of @m but for its extra turn; @flags are the move's, 0 for a
 * move of the playouts */
TURN_STEP void
turn_steps (CsGame *g, const CsMove *m, guint flags, CsEvents *ev)
{
  const CsTile *t = &g->tileset->tiles[g->current];
  guint16 roots[CS_MAX_COMPLETE + 1], faced[CS_FACED];
  guint8 order[CS_MAX_COMPLETE], boost[CS_MAX_COMPLETE];
  CsEvent scratch, *e;
  guint n, nf;

  nf = lay_steps (g, m->cell, m->rot, faced);
  e = emit (ev, &scratch, CS_EVENT_TILE_LAID);
  e->player = g->active;
  e->tile = g->current;
  e->cell = m->cell;
  e->rot = m->rot;

  if (m->follower >= 0)
    {
      place_follower (g, m->cell, m->follower);
      e = emit (ev, &scratch, CS_EVENT_FOLLOWER_PLACED);
      e->player = g->active;
      e->cell = m->cell;
      e->piece = m->follower;
      e->ftype = t->pieces[m->follower].type;
      e->node = g->cell_node[m->cell] + m->follower;
    }

  n = collect_completions (g, faced, nf, roots);
  if (n > 0)
    {
      if (flags & CS_MOVE_CUSTOM_ORDER)
        memcpy (order, m->order, n);
      else
        default_order (g, roots, n, order);
      if (flags & CS_MOVE_CUSTOM_BOOST)
        memcpy (boost, m->boost, n);
      else
        default_boosts (g, roots, n, boost);
      for (guint i = 0; i < n; i++)
        score_feature (g, roots[order[i]], boost[order[i]], ev);
    }

  if (g->variants & CS_VARIANT_V2_END_OF_TURN_PICKUP)
    {
      take_wall_tile_at (g, g->active, ev);
      take_wall_tile_at (g, 1 - g->active, ev);
    }

  g->turn++;
  g->move++;
}

static void
do_turn (CsGame *g, const CsMove *m, CsEvents *ev)
{
  turn_steps (g, m, m->flags, ev);
}

static gboolean
extra_turn_allowed (const CsGame *g)
{
  return cs_game_wall_usable (g, g->active, CS_WALL_EXTRA_TURN) && g->pile_pos < CS_NUM_TILES;
}

TURN_STEP void
end_turn (CsGame *g, gboolean extra, CsEvents *ev)
{
  CsEvent scratch, *e;

  if (extra)
    {
      g->player[g->active].held[CS_WALL_EXTRA_TURN]--;
      if (g->player[g->active].fresh[CS_WALL_EXTRA_TURN] > g->player[g->active].held[CS_WALL_EXTRA_TURN])
        g->player[g->active].fresh[CS_WALL_EXTRA_TURN] = g->player[g->active].held[CS_WALL_EXTRA_TURN];
      e = emit (ev, &scratch, CS_EVENT_WALL_TILE_USED);
      e->player = g->active;
      e->kind = CS_WALL_EXTRA_TURN;
      e->count = 1;
      e = emit (ev, &scratch, CS_EVENT_EXTRA_TURN);
      e->player = g->active;
    }
  /* what was won this turn is usable from the holder's next turn */
  memset (g->player[0].fresh, 0, sizeof g->player[0].fresh);
  memset (g->player[1].fresh, 0, sizeof g->player[1].fresh);
  g->extra_turn = extra;
  if (!extra)
    g->active = 1 - g->active;
}

static gboolean
fits_somewhere (gconstpointer game, guint tile)
{
  /* the game being drawn for (cs_draw_placeable hands it back as it was
   * given): where the tile fits is kept for the turn's cs_game_fits */
  CsGame *g = (CsGame *) game;

  g->drawn_tile = tile;
  g->drawn_laid = g->n_laid;
  return tile_fits (g, tile, &g->drawn) > 0;
}

TURN_STEP void
draw_steps (CsGame *g, CsEvents *ev)
{
  if (!cs_draw_placeable (g->draw_order, CS_NUM_TILES, &g->pile_pos, &g->n_removed, g->active,
                          fits_somewhere, g, &g->current, &g->phase, EMPTY, ev))
    final_scoring (g, ev);
}

static void
draw_next (CsGame *g, CsEvents *ev)
{
  draw_steps (g, ev);
}

gboolean
cs_game_check_move (const CsGame *game,
                    const CsMove *m,
                    GError      **error)
{
  CsVerdict v;
  CsGame *tmp;
  gboolean ok;
  guint move_no = game->move + 1;
  guint16 faced[CS_FACED];
  guint nf;

  cs_game_verdict (game, m->cell, m->rot, &v);
  if (v.code != CS_VERDICT_LEGAL)
    {
      /* the English of the message; the texts word the verdict the way
       * the tutor does (cs_text_refusal) */
      static const char *const what[] = {
        [CS_VERDICT_GAME_OVER] = "the game is over",  /* not translated */
        [CS_VERDICT_NO_CELL] = "there is no such cell in the castle",  /* not translated */
        [CS_VERDICT_OCCUPIED] = "the cell already holds a tile",  /* not translated */
        [CS_VERDICT_FIRST_TILE] = "the first tile must lie with a whole side against a start space",  /* not translated */
        [CS_VERDICT_NOT_ADJACENT] = "the tile must touch a laid tile or a start space with a whole side",  /* not translated */
        [CS_VERDICT_PATH_BROKEN] = "a path would not be continued",  /* not translated */
      };
      guint tile = game->phase == CS_PHASE_PLACE ? game->tileset->tiles[game->current].number : 0;
      CsErrorPlacement where = {
        .move = move_no, .tile = tile, .cell = m->cell, .rot = m->rot, .code = v.code, .side = v.side,
        .ours = v.ours, .theirs = v.theirs, .neighbour = v.neighbour, .rule = v.rule,
      };
      char cell[8];
      cs_board_cell_name (game->board, m->cell, cell);
      if (v.code == CS_VERDICT_PATH_BROKEN)
        cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                     "move %u: tile %u at %s turned %u: %s on side %s (%s meets %s) (%s)",
                     move_no, tile, cell, m->rot,
                     what[v.code], cs_side_name (v.side), cs_feature_type_name (v.ours),
                     cs_feature_type_name (v.theirs), v.rule);
      else
        cs_error_set (error, CS_ERROR_ILLEGAL_MOVE, "move %u: tile %u at %s: %s (%s)",
                     move_no, tile, cell, what[v.code], v.rule);
      cs_error_set_placement (error, &where);
      return FALSE;
    }
  if ((m->flags & CS_MOVE_EXTRA_TURN) && !extra_turn_allowed (game))
    {
      /* with V-3, a tile 1 won during this very turn may be used: check after scoring */
      if (!(game->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA))
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: no extra turn: it needs wall tile 1 won before this turn and "
                       "tiles left in the pile (R-8.1, R-7.4)", move_no);
          return FALSE;
        }
    }

  tmp = g_new (CsGame, 1);
  *tmp = *game;
  nf = lay (tmp, m->cell, m->rot, faced);
  ok = check_after_lay (tmp, m, faced, nf, move_no, error);
  if (ok && (m->flags & CS_MOVE_EXTRA_TURN) && !extra_turn_allowed (game))
    {
      *tmp = *game;
      do_turn (tmp, m, NULL);
      if (!extra_turn_allowed (tmp))
        {
          cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                       "move %u: no extra turn: the player holds no wall tile 1 or the pile is empty (R-8.1)",
                       move_no);
          ok = FALSE;
        }
    }
  g_free (tmp);
  return ok;
}

static gboolean
check_fast (const CsGame *game, const CsMove *m, GError **error)
{
  if (m->flags != 0)
    return cs_game_check_move (game, m, error);
  if (!cs_game_is_legal (game, m->cell, m->rot))
    return cs_game_check_move (game, m, error);
  if (m->follower < 0)
    return TRUE;
  if (!spot_is_open (game, m->cell, m->rot, m->follower))
    return cs_game_check_move (game, m, error);
  return TRUE;
}

gboolean
cs_game_play (CsGame       *game,
              const CsMove *move,
              CsEvents     *events,
              GError      **error)
{
  if (!check_fast (game, move, error))
    return FALSE;
  do_turn (game, move, events);
  end_turn (game, (move->flags & CS_MOVE_EXTRA_TURN) != 0, events);
  draw_next (game, events);
  return TRUE;
}

void
cs_game_play_trusted (CsGame       *game,
                      const CsMove *move,
                      CsEvents     *events)
{
  if (events == NULL)
    {
      /* the playouts' copy: no events, no custom order or boosts */
      turn_steps (game, move, 0, NULL);
      end_turn (game, FALSE, NULL);
      draw_steps (game, NULL);
      return;
    }
  do_turn (game, move, events);
  end_turn (game, FALSE, events);
  draw_next (game, events);
}

gboolean
cs_game_preview (const CsGame *game,
                 const CsMove *move,
                 CsEvents     *events,
                 GError      **error)
{
  CsGame *tmp;

  if (!check_fast (game, move, error))
    return FALSE;
  tmp = g_new (CsGame, 1);
  *tmp = *game;
  do_turn (tmp, move, events);
  g_free (tmp);
  return TRUE;
}

/* V-3: does @move itself win a wall tile 1 its player may use at once? */
static gboolean
wins_extra_turn (const CsGame *game, const CsMove *move)
{
  gboolean on_wall = FALSE, wins;
  CsGame *tmp;

  if (!(game->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA) || game->phase != CS_PHASE_PLACE ||
      game->pile_pos >= CS_NUM_TILES)
    return FALSE;
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    on_wall |= game->wall_kind[c] == CS_WALL_EXTRA_TURN;
  if (!on_wall || !cs_game_is_legal (game, move->cell, move->rot) ||
      (move->follower >= 0 && !spot_is_open (game, move->cell, move->rot, move->follower)))
    return FALSE;
  if (move->flags & (CS_MOVE_CUSTOM_ORDER | CS_MOVE_CUSTOM_BOOST))
    {
      /* the order decides where the marker stops: check it first */
      CsMove m = *move;
      m.flags &= ~CS_MOVE_EXTRA_TURN;
      if (!cs_game_check_move (game, &m, NULL))
        return FALSE;
    }
  tmp = g_new (CsGame, 1);
  *tmp = *game;
  do_turn (tmp, move, NULL);
  wins = extra_turn_allowed (tmp);
  g_free (tmp);
  return wins;
}

void
cs_game_default_move (const CsGame *game,
                      CsMove       *move)
{
  /* is decided at the end of the turn, after its scoring: with V-3
   * that includes a tile 1 won by this very move */
  if (extra_turn_allowed (game) || wins_extra_turn (game, move))
    move->flags |= CS_MOVE_EXTRA_TURN;
}

/* ---- R-9 final scoring ------------------------------------------------------- */

guint
cs_game_empty_region (const CsGame *g)
{
  /* the empty cells' regions by union-find over their grid bits
   * (y * 16 + x), met in increasing order: each cell joins the region of
   * its west and north neighbours if they are empty (met before it). A
   * root keeps its region's size; at the end of a game few cells are
   * empty, so only those are visited. */
  guint8 parent[256], size[256];
  guint best = 0;

  for (guint w = 0; w < 4; w++)
    {
      guint64 empty = g->board->grid_cells[w] & ~g->grid_laid[w];

      for (; empty; empty &= empty - 1)
        {
          guint b = 64 * w + __builtin_ctzll (empty), root = b;

          parent[b] = b;
          size[b] = 1;
          for (guint k = 0; k < 2; k++)
            {
              /* west (not from column 0), then north (not from row 0) */
              guint nb = k == 0 ? b - 1 : b - 16;
              gboolean joined = k == 0 ? (b & 15) != 0 : b >= 16;
              guint r;

              if (!joined || !((g->board->grid_cells[nb >> 6] & ~g->grid_laid[nb >> 6]) >> (nb & 63) & 1))
                continue;
              for (r = nb; parent[r] != r; r = parent[r])
                ;
              parent[nb] = r;
              if (r == root)
                continue;
              /* the lower root stays: every root is below the cell b */
              if (root < r)
                {
                  guint t = r;
                  r = root;
                  root = t;
                }
              parent[root] = r;
              size[r] += size[root];
              root = r;
            }
          best = MAX (best, size[root]);
        }
    }
  return best;
}

static void
final_line (CsGame *g, CsEvents *ev, CsLineKind kind, int player, int points,
            guint size, guint per_unit, guint wall, guint count, guint16 node)
{
  CsEvent scratch, *e = emit (ev, &scratch, CS_EVENT_FINAL_LINE);

  e->kind = kind;
  e->player = player;
  e->points = points;
  e->size = size;
  e->per_unit = per_unit;
  e->wall = wall;
  e->count = count;
  e->node = node;
  if (node != CS_NONE)
    {
      e->ftype = g->feat[node].type;
      e->followers[0] = g->feat[node].followers[0];
      e->followers[1] = g->feat[node].followers[1];
      e->cell = cs_tile_mask_lowest (&g->feat[node].tiles);
    }
  if (player >= 0 && points != 0)
    g->player[player].score += points;  /* no wall tiles are taken now */
}

static void
final_scoring (CsGame *g, CsEvents *ev)
{
  CsEvent scratch, *e;
  int keep[CS_NUM_PLAYERS];
  int keeper = -1;
  guint region;

  /* */
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    if (g->wall_kind[c] != 0)
      {
        e = emit (ev, &scratch, CS_EVENT_WALL_TILE_DISCARDED);
        e->corner = c;
        e->kind = g->wall_revealed[c] ? g->wall_kind[c] : 0;
        g->wall_kind[c] = 0;
      }

  /* keep, with */
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    keep[p] = g->player[p].keep_node == CS_NONE ? -1
              : g->player[p].keep_size + 2 * g->player[p].held[CS_WALL_BIGGER_KEEP];
  if (keep[0] > keep[1])
    keeper = 0;
  else if (keep[1] > keep[0])
    keeper = 1;
  region = cs_game_empty_region (g);
  final_line (g, ev, CS_LINE_KEEP, keeper, keeper >= 0 ? (int) region : 0, region, 1,
              CS_WALL_BIGGER_KEEP, keeper >= 0 ? g->player[keeper].held[CS_WALL_BIGGER_KEEP] : 0, CS_NONE);

  /* courts, with: both copies of tile 7 on the richest court
   * always give at least as much as one copy on each of two courts */
  {
    guint16 courts[CS_NUM_PLAYERS * CS_NUM_FOLLOWERS];
    guint nc = 0;
    int best[CS_NUM_PLAYERS] = { -1, -1 };

    /* the courts with followers, by root as a walk over the nodes would
     * meet them: found from the followers standing (at most 12), their
     * roots marked in a bit set (a root is a node), which is then read
     * in increasing order, each once; without a branch on what a
     * follower stands on (a follower in the supply reads node 0's root
     * and marks nothing) */
    guint64 court_roots[CS_MAX_NODES / 64] = { 0 };

    for (guint p = 0; p < CS_NUM_PLAYERS; p++)
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        {
          guint16 n = g->player[p].follower[i];
          guint16 r = g->parent[n == CS_NONE ? 0 : n];
          guint64 court = (n != CS_NONE) & (g->feat[r].type == CS_COURT);

          court_roots[r >> 6] |= court << (r & 63);
        }
    for (guint w = 0; w < CS_MAX_NODES / 64; w++)
      for (guint64 bits = court_roots[w]; bits; bits &= bits - 1)
        courts[nc++] = 64 * w + __builtin_ctzll (bits);
    for (guint i = 0; i < nc; i++)
      {
        const CsFeature *f = &g->feat[courts[i]];
        gint8 who = majority (f);

        if (who >= 0 && (best[who] < 0 || f->markets > g->feat[courts[best[who]]].markets))
          best[who] = i;
      }
    for (guint i = 0; i < nc; i++)
      {
        const CsFeature *f = &g->feat[courts[i]];
        gint8 who = majority (f);
        guint per = 3, copies = 0;

        if (who >= 0 && best[who] == (int) i && g->player[who].held[CS_WALL_MARKETS_X4] > 0)
          {
            copies = MIN (2, g->player[who].held[CS_WALL_MARKETS_X4]);
            per = copies == 2 ? 8 : 4;
          }
        final_line (g, ev, CS_LINE_COURT, who, who >= 0 ? (int) (f->markets * per) : 0,
                    f->markets, per, copies ? CS_WALL_MARKETS_X4 : 0, copies, courts[i]);
      }
  }

  /* wall tiles 4, 5, 6 (R-8.10: each copy takes the best feature) and 9 */
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      for (guint kind = CS_WALL_UNFINISHED_PATH; kind <= CS_WALL_UNFINISHED_HOUSE; kind++)
        {
          guint ftype = kind == CS_WALL_UNFINISHED_PATH ? CS_PATH
                        : kind == CS_WALL_UNFINISHED_TOWER ? CS_TOWER : CS_HOUSE;
          guint16 best = CS_NONE;
          int best_pts = 0;

          if (g->player[p].held[kind] == 0)
            continue;
          for (guint16 n = 0; n < g->n_nodes; n++)
            {
              const CsFeature *f = &g->feat[n];
              int pts;
              if (g->parent[n] != n || f->type != ftype || f->scored || f->open == 0 || majority (f) != (int) p)
                continue;
              pts = feature_size (f) * (ftype == CS_TOWER ? 2 :
                                        (ftype == CS_PATH && f->fountain &&
                                         (g->variants & CS_VARIANT_V1_FOUNTAIN_UNFINISHED)) ? 2 : 1);
              if (pts > best_pts)
                {
                  best_pts = pts;
                  best = n;
                }
            }
          for (guint c = 0; c < g->player[p].held[kind]; c++)
            final_line (g, ev, CS_LINE_WALL_TILE, p, best_pts,
                        best != CS_NONE ? feature_size (&g->feat[best]) : 0,
                        best != CS_NONE ? best_pts / feature_size (&g->feat[best]) : 0,
                        kind, 1, best);
        }
      if (g->player[p].held[CS_WALL_FIVE_POINTS] > 0)
        final_line (g, ev, CS_LINE_WALL_TILE, p, 5 * g->player[p].held[CS_WALL_FIVE_POINTS], 0, 5,
                    CS_WALL_FIVE_POINTS, g->player[p].held[CS_WALL_FIVE_POINTS], CS_NONE);
    }

  e = emit (ev, &scratch, CS_EVENT_GAME_OVER);
  e->player = g->player[0].score > g->player[1].score ? 0
              : g->player[1].score > g->player[0].score ? 1 : -1;   /* */
  e->from = g->player[0].score;
  e->to = g->player[1].score;
}

/* ---- the random player -------------------------------------------------------- */

/* cs_policy_random (cs-policy.h) lives here, beside the fit bits and the
 * open spots it reads, so that their code is inlined into it (it chooses
 * every move of the playouts): the same draws, in the same order */
void
cs_policy_random (const CsGame *game,
                  CsRng        *rng,
                  CsMove       *move)
{
  /* the k-th of cs_game_placements' list, without writing the list */
  CsFits scratch;
  const CsFits *fits = cs_game_fits_ref (game, &scratch);
  guint8 choice[CS_MAX_PIECES];
  guint n = fits->n, open;
  CsPlacement pl;

  g_return_if_fail (n > 0);
  fits_nth (fits, cs_rng_below (rng, n), &pl);
  cs_move_init (move, pl.cell, pl.rot, -1);
  if (cs_rng_below (rng, 2) == 0)
    return;
  open = open_spots (game, pl.cell, pl.rot, choice);
  if (open > 0)
    move->follower = choice[cs_rng_below (rng, open)];
}
