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
 * masks, the first checks of a placement's verdict, the event buffer with
 * the draw from the pile and the score marker's moves, and the seeded
 * shuffle. Nothing here knows a board's shape, a feature kind or what
 * anything scores.
 */
#pragma once

#include <glib.h>
#include <string.h>

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

/* ---- placements (R-3, C-4) ------------------------------------------------ */

/* a cell of the game's board and a turn of the tile there */
typedef struct {
  guint16 cell;
  guint8  rot;
} CsPlacement;

/* Does a tile with fit table @fit (cs_fit_table_by_kind or the game's own)
 * take turn @rot at an empty cell with constraint byte @con? */
static inline gboolean
cs_fit_allows (const guint8 fit[256], guint con, guint rot)
{
  return (fit[con] >> rot) & 1;
}

/* the turns in a 4-bit turn mask */
static inline guint
cs_turns_count (guint turns)
{
  return (0x4332322132212110ull >> (4 * (turns & 15))) & 15;
}

/* Appends a placement at @cell for every turn in the bit mask @turns to
 * @out, which holds @n; returns the new count. */
static inline guint
cs_placements_add (CsPlacement *out, guint n, guint cell, guint turns)
{
  for (; turns; turns &= turns - 1)
    {
      out[n].cell = cell;
      out[n].rot = __builtin_ctz (turns);
      n++;
    }
  return n;
}

/* ---- features: union-find over the nodes of laid pieces ----------------- */

/* Nodes @base .. @base + @n - 1 for the pieces of a tile laid at @where (a
 * cell, or a slot): each piece its own feature until the game joins them. */
static inline void
cs_nodes_add (guint16 *parent, guint8 *node_where, guint8 *node_piece, guint16 base, guint n, guint where)
{
  for (guint p = 0; p < n; p++)
    {
      parent[base + p] = base + p;
      node_where[base + p] = where;
      node_piece[base + p] = p;
    }
}

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

/* The pieces a follower may go on: those whose group joins no neighbour
 * feature that holds one (bit i of @held for join i) and that @allowed
 * lets (a bit per piece); written to @pieces, their number returned
 * (R-5.2, C-6.2). */
static inline guint
cs_joins_open_pieces (const CsJoins *j, guint n_pieces, guint held, guint allowed, guint8 *pieces)
{
  guint taken = 0, n = 0;

  for (guint i = 0; i < j->nn; i++)
    if ((held >> i) & 1)
      taken |= 1u << j->comp[j->npiece[i]];
  for (guint p = 0; p < n_pieces; p++)
    if (!((taken >> j->comp[p]) & 1) && ((allowed >> p) & 1))
      pieces[n++] = p;
  return n;
}

/* ---- bits ------------------------------------------------------------------- */

/* The set bits of @x. x86-64's baseline has no popcnt instruction, and
 * without it GCC calls libgcc's __popcountdi2: here the instruction is
 * used where the processor has it (asked at run time: one load and a
 * branch that always goes the same way), else a dozen inline
 * instructions do the same. */
static inline guint
cs_popcount64 (guint64 x)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
  return __builtin_popcountll (x);
#else
#if defined(__x86_64__)
  if (G_LIKELY (__builtin_cpu_supports ("popcnt")))
    {
      guint64 n;

      __asm__ ("popcnt %1, %0" : "=r" (n) : "rm" (x) : "cc");
      return (guint) n;
    }
#endif
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
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
  return cs_popcount64 (m->w[0]) + cs_popcount64 (m->w[1]);
}

static inline guint
cs_tile_mask_lowest (const CsTileMask *m)
{
  if (m->w[0])
    return __builtin_ctzll (m->w[0]);
  return 64 + __builtin_ctzll (m->w[1]);
}

/* ---- placement verdicts (R-3, C-4) ---------------------------------------- */

typedef enum {
  CS_VERDICT_LEGAL,
  CS_VERDICT_GAME_OVER,
  CS_VERDICT_NO_CELL,        /* not a cell of the board */
  CS_VERDICT_OCCUPIED,       /* */
  CS_VERDICT_FIRST_TILE,     /* */
  CS_VERDICT_NOT_ADJACENT,   /* */
  CS_VERDICT_PATH_BROKEN,    /* */
} CsVerdictCode;

/* The checks every game makes first on a placement, in this order: the game
 * is over, no such cell or turn, a tile already there. The first that fails
 * sets @code and @rule (the game's rule ID for it, from @rules) and gives
 * FALSE; TRUE when all pass and the game's own checks follow. */
typedef struct {
  const char *over, *no_cell, *occupied;
} CsPlaceRules;

gboolean    cs_verdict_basics    (gboolean            placing,
                                  gboolean            on_board,
                                  gboolean            empty,
                                  const CsPlaceRules *rules,
                                  CsVerdictCode      *code,
                                  const char        **rule);

/* ---- events -------------------------------------------------------------- */

#define CS_MAX_EVENTS     256

typedef enum {
  CS_EVENT_TILE_DRAWN,
  CS_EVENT_TILE_REMOVED,      /* unplaceable, R-3.6 */
  CS_EVENT_TILE_LAID,
  CS_EVENT_FOLLOWER_PLACED,
  CS_EVENT_FEATURE_SCORED,    /* a completed feature: scorer -1 on a tie */
  CS_EVENT_MARKER_MOVED,
  CS_EVENT_FOLLOWER_RETURNED,
  CS_EVENT_KEEP_PLACED,
  CS_EVENT_KEEP_MOVED,
  CS_EVENT_WALL_TILE_TAKEN,
  CS_EVENT_WALL_TILE_PASSED,  /* a marker moved over a tower with a tile without stopping;
                                 count 1: it stopped there, but V-2 waits for the turn's end */
  CS_EVENT_WALL_TILE_USED,
  CS_EVENT_WALL_TILE_DISCARDED, /* at the end */
  CS_EVENT_EXTRA_TURN,
  CS_EVENT_FINAL_LINE,
  CS_EVENT_GAME_OVER,
  /* classic with Bridges, Castles and Bazaars */
  CS_EVENT_BRIDGE_PLACED,     /* player; x, y: the bridged tile; rot: the axis, 1 N–S or 2 E–W */
  CS_EVENT_CASTLE_BUILT,      /* player: the owner; x, y: one of its tiles; node: the city */
  CS_EVENT_CASTLE_SCORED,     /* player: the owner; points; x, y: one of its tiles */
  CS_EVENT_BAZAAR_OPENED,     /* player: who laid the bazaar tile; count: tiles displayed */
  CS_EVENT_BAZAAR_SKIPPED,    /* B-5.1: fewer tiles left than players */
  CS_EVENT_BAZAAR_TILE,       /* a displayed tile: tile, piece its display index */
  CS_EVENT_BAZAAR_OFFER,      /* player: the auctioneer; tile, piece; points: the opening bid */
  CS_EVENT_BAZAAR_BID,        /* player; points */
  CS_EVENT_BAZAAR_PASS,       /* player */
  CS_EVENT_BAZAAR_TAKEN,      /* player takes tile (piece: display index) for points paid to
                                 from (-1 nobody); kind: CsBazaarDeal */
  CS_EVENT_CASTLE_DECLINED,   /* B-4.2: the owner (player) scores the small city (node; x, y:
                                 one of its tiles) instead of building a castle */
} CsEventType;

typedef enum {
  CS_DEAL_KEPT,     /* nobody outbid the auctioneer, who pays to nobody (B-5.4) */
  CS_DEAL_BOUGHT,   /* the auctioneer pays the highest bidder */
  CS_DEAL_SOLD,     /* the highest bidder pays the auctioneer */
  CS_DEAL_FREE,     /* the last tile, for nothing (B-5.6) */
} CsBazaarDeal;

typedef enum {
  CS_LINE_KEEP,
  CS_LINE_COURT,
  CS_LINE_WALL_TILE,
  CS_LINE_FEATURE,       /* classic: an unfinished road, city or cloister (C-8.2) */
  CS_LINE_FARM,          /* classic: a field's farmers (C-8.3) */
} CsLineKind;

typedef struct {
  guint8  type;          /* CsEventType */
  gint8   player;        /* who it concerns; -1 nobody (a tie) */
  guint8  tile;          /* tile index */
  guint8  cell;          /* cell (or CS_NUM_CELLS + start) */
  guint8  rot;
  guint8  piece;
  guint8  ftype;         /* feature type */
  guint8  size;          /* tiles in the feature, cells of the empty region, markets of a court */
  guint8  per_unit;      /* points per tile / per market / per cell */
  guint8  followers[CS_MAX_PLAYERS];  /* by seat; The Castle uses two */
  guint8  winners;       /* classic: a bit per player who scored it (ties share, C-7.2) */
  gint8   x, y;          /* classic: the cell (C-2.5) */
  guint8  kind;          /* wall tile kind; CsLineKind for FINAL_LINE */
  guint8  wall;          /* FINAL_LINE: wall tile kind on a wall-tile line */
  guint8  corner;        /* corner tower index */
  guint8  count;         /* copies of a wall tile; classic: a field's completed cities, castles included */
  guint8  castles;       /* classic FINAL_LINE of a field: how many of count are castles (B-4.10) */
  gint16  points;
  gint16  from;
  gint16  to;
  guint16 node;          /* feature node */
} CsEvent;

/* Every call that takes a CsEvents appends to it (so set-up, a move and the
 * next draw can share one buffer); set n to 0 to start afresh. NULL skips
 * the events altogether, as the AI's playouts do. */
typedef struct {
  guint   n;
  CsEvent ev[CS_MAX_EVENTS];
} CsEvents;

/* a new event of @type at the end of @ev (every game's rules module adds
 * its events so), or in @scratch when @ev is NULL or full; inline, as the
 * playouts of the computer players add many to no buffer */
static inline CsEvent *
cs_events_add (CsEvents    *ev,
               CsEvent     *scratch,
               CsEventType  type)
{
  CsEvent *e = scratch;

  /* without a buffer the event goes to @scratch, which nobody reads:
   * the playouts need not clear it */
  if (ev == NULL)
    return e;
  if (ev->n < CS_MAX_EVENTS)
    e = &ev->ev[ev->n++];
  memset (e, 0, sizeof *e);
  e->type = type;
  e->player = -1;
  return e;
}

/* Adds @points to *@score, @player's total, and tells it as a move of the
 * player's score marker (R-7.2, C-9.1). */
static inline CsEvent *
cs_events_score (CsEvents *ev,
                 CsEvent  *scratch,
                 int      *score,
                 int       player,
                 int       points)
{
  CsEvent *e;
  int from = *score;

  *score += points;
  e = cs_events_add (ev, scratch, CS_EVENT_MARKER_MOVED);
  e->player = player;
  e->from = from;
  e->to = *score;
  e->points = points;
  return e;
}

typedef enum {
  CS_PHASE_PLACE,        /* a tile is drawn and waits to be laid */
  CS_PHASE_OVER,
} CsPhase;

/* Draws from the pile, @order[*@pos] on, until a tile fits somewhere by
 * @fits; each tile drawn, and each that fits nowhere and so leaves the game
 * (R-3.6, C-4.4), is an event of @player. The tile that fits goes to
 * *@current and the phase to CS_PHASE_PLACE; when the pile ran out, the
 * phase is CS_PHASE_OVER, *@current @none, and FALSE is returned: the game's
 * final scoring follows. Inline, so that @fits is too: it runs every turn. */
static inline gboolean
cs_draw_placeable (const guint8 *order,
                   guint         n,
                   guint8       *pos,
                   guint8       *n_removed,
                   int           player,
                   gboolean    (*fits) (gconstpointer game, guint tile),
                   gconstpointer game,
                   guint8       *current,
                   guint8       *phase,
                   guint8        none,
                   CsEvents     *ev)
{
  CsEvent scratch, *e;

  while (*pos < n)
    {
      guint t = order[(*pos)++];

      e = cs_events_add (ev, &scratch, CS_EVENT_TILE_DRAWN);
      e->player = player;
      e->tile = t;
      if (fits (game, t))
        {
          *current = t;
          *phase = CS_PHASE_PLACE;
          return TRUE;
        }
      e = cs_events_add (ev, &scratch, CS_EVENT_TILE_REMOVED);
      e->player = player;
      e->tile = t;
      (*n_removed)++;
    }
  *current = none;
  *phase = CS_PHASE_OVER;
  return FALSE;
}

/* ---- seeded play ---------------------------------------------------------- */

/* GLib's generator (GRand: the Mersenne Twister, seeded and drawn as
 * g_rand_new_with_seed and g_rand_int_range do in GLib 2.74), without its
 * allocation: it lives on the stack, and only the state words the draws
 * need are seeded and mixed, so a shuffle of 60 tiles costs a few hundred
 * steps instead of 1,248. Same seed, same numbers as GRand: seeded games
 * stay what they were. */
#define CS_MT_N 624

typedef struct {
  guint32 mt[CS_MT_N];
  guint   next;      /* the state word the next draw mixes */
  guint   seeded;    /* state words seeded so far */
} CsMtRand;

void        cs_mt_init           (CsMtRand     *r,
                                  guint32       seed);
guint32     cs_mt_int            (CsMtRand     *r);   /* g_rand_int */
guint32     cs_mt_below          (CsMtRand     *r,    /* g_rand_int_range (r, 0, n) */
                                  guint32       n);

/* Fisher–Yates with GLib's generator: the same seed gives the same order on
 * every machine, so records and tests can name a game by its seed. */
void        cs_shuffle           (CsMtRand     *rand,
                                  guint8       *items,
                                  guint         n);

G_END_DECLS
