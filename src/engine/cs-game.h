/* cs-game.h — The Castle's game state, moves and verdicts (events: cs-core.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CsGame is a plain struct: copy it with memcpy (or `*a = *b`) to explore a
 * move, as the preview, the tutor and the AI do. Nothing here allocates
 * once a game is set up.
 */
#pragma once

#include <string.h>

#include "cs-tileset.h"

G_BEGIN_DECLS

/* CsTileMask (cs-core.h): cells 0..75 and start spaces 76..82, one bit each */

#define CS_SEG_EMPTY 0xFFFF
#define CS_SEG_WALL  0xFFFE

#define CS_START_BIT(s) (CS_NUM_CELLS + (s))

/* the cells rounded up to whole 16-byte lanes: the arrays the placement
 * test reads sixteen cells at a time have this many entries, those past
 * the last cell empty and unconstrained */
#define CS_CELL_LANES ((CS_NUM_CELLS + 15) / 16 * 16)
/* the same for the slots (CsBoard.nb_slot): laying writes the constraint
 * of the slot on each side without asking whether it is a cell */
#define CS_SLOT_LANES ((CS_NUM_SLOTS + 15) / 16 * 16)
/* the nodes and CS_LAY_PIECES more: laying writes the nodes of that
 * many pieces whatever the tile has, without a loop */
#define CS_LAY_PIECES 8
#define CS_NODE_LANES (CS_MAX_NODES + CS_LAY_PIECES)

/* The turns of the current tile that fit each cell, four bits a cell
 * (turn r of cell c is bit 4c + r of the 320, sixteen cells a word), and
 * how many placements that makes: what cs_game_placements lists,
 * unwritten; cs_fits_nth gives its k-th. */
#define CS_FITS_WORDS (CS_CELL_LANES / 16)

typedef struct {
  guint64 bits[CS_FITS_WORDS];
  guint8  before[CS_FITS_WORDS];   /* the placements in the words before each */
  guint   n;
} CsFits;

typedef struct {
  /* the first 8 bytes of a tile's new feature come whole from
   * CsTile.piece_feature */
  guint16    open;       /* segments facing an empty cell */
  guint8     type;
  guint8     markets;    /* */
  guint8     fountain;   /* */
  guint8     scored;     /* completed and scored */
  guint8     followers[CS_NUM_PLAYERS];
  CsTileMask tiles;      /* tiles (and start spaces) holding a piece of it: size */
} CsFeature;

typedef struct {
  int     score;                      /* unbounded; the marker is at score % 100 */
  guint16 follower[CS_NUM_FOLLOWERS]; /* node it stands on, or CS_NONE in the supply */
  guint16 keep_node;                  /* house feature (any of its nodes), CS_NONE if none */
  guint8  keep_size;
  guint8  keep_cell;
  guint8  held[CS_NUM_WALL_KINDS + 1];   /* wall tiles held, by kind */
  guint8  fresh[CS_NUM_WALL_KINDS + 1];  /* of those, won in the current turn */
} CsPlayer;

typedef struct {
  /* immutable set-up, shared */
  const CsBoard   *board;
  const CsTileset *tileset;
  guint            variants;          /* CsVariants */

  /* the hidden set-up */
  guint8   draw_order[CS_NUM_TILES];  /* tile indices in the order they are drawn */
  guint8   wall_kind[CS_NUM_CORNERS]; /* kind lying on each corner tower, 0: none / taken */
  guint8   wall_out[CS_NUM_WALL_TILES - (CS_NUM_CORNERS - 1)]; /* the 5 unused, unseen */
  guint8   wall_revealed[CS_NUM_CORNERS];

  /* the table */
  guint8   cell_tile[CS_SLOT_LANES];  /* tile index or CS_CELL_EMPTY; CS_CELL_EMPTY past
                                         the last cell too, so that the fit
                                         test reads whole 32-byte lanes */
  guint8   cell_rot[CS_NUM_CELLS];
  guint16  cell_node[CS_NUM_CELLS];   /* first node of the tile's pieces */
  guint8   cell_con[CS_SLOT_LANES];   /* low nibble: sides against a tile or start space;
                                         high nibble: of those, the ones that need a path;
                                         0 past the last cell, and 0 on a laid
                                         cell (lay clears it). The frontier,
                                         where a tile may go, is the cells
                                         whose byte is not 0: it is kept no
                                         other way */
  guint64  grid_laid[4];              /* the cells holding a tile, by CsBoard.grid_bit */
  /* the node of each segment of each slot (cell, start space, the wall;
   * CsBoard.nb_slot): CS_SEG_EMPTY on an empty cell, CS_SEG_WALL on the
   * wall, a start space's only on the segments that face its cell */
  guint16  seg_node[CS_NUM_SLOTS][12];
  guint16  start_node[CS_NUM_START];
  guint16  n_nodes;

  CsPlayer player[CS_NUM_PLAYERS];
  guint8   active;
  guint8   phase;
  guint8   pile_pos;                  /* next index of draw_order to draw */
  guint8   current;                   /* tile index being placed */
  guint8   n_laid;
  guint8   n_removed;
  guint16  turn;                      /* turns played so far */
  guint16  move;                      /* moves played so far (records count these) */
  guint8   extra_turn;                /* the current turn is an extra turn */
  /* where the current tile fits, as its draw found (cs_game_fits): good
   * while drawn_tile is the current tile and drawn_laid the tiles laid */
  guint8   drawn_tile;
  guint8   drawn_laid;
  CsFits   drawn;

  /* the pieces laid so far, as union-find nodes; only the first n_nodes
   * entries are meaningful (kept last so set-up need not clear them).
   * Every node points straight at its root (the feature's lowest node):
   * a join relinks the nodes of the feature whose root is given up, found
   * through its ring. */
  guint16  parent[CS_NODE_LANES];     /* always the feature's root: a find is one load */
  guint16  next[CS_NODE_LANES];       /* the nodes of a feature, a ring through next */
  guint8   node_cell[CS_NODE_LANES];  /* cell, or CS_NUM_CELLS + start index */
  guint8   node_piece[CS_NODE_LANES];
  CsFeature feat[CS_NODE_LANES];      /* valid at roots */
} CsGame;

/* ---- placement verdicts (R-3) ------------------------------------------ */

typedef struct {
  CsVerdictCode code;
  const char   *rule;        /* "R-3.3", or NULL when legal */
  guint8        side;        /* PATH_BROKEN: the first side that fails */
  guint8        fail_mask;   /* PATH_BROKEN: every side that fails */
  gint16        neighbour;   /* cell, or CS_NB_START(s) */
  guint8        ours;        /* our middle segment's feature type on that side */
  guint8        theirs;      /* the facing segment's feature type */
} CsVerdict;

/* CsPlacement: cs-core.h */

/* ---- moves -------------------------------------------------------------- */

enum {
  CS_MOVE_EXTRA_TURN   = 1 << 0,  /* use wall tile 1 at the end of this turn */
  CS_MOVE_CUSTOM_ORDER = 1 << 1,  /* order[] is given, else the default order */
  CS_MOVE_CUSTOM_BOOST = 1 << 2,  /* boost[] is given, else wall tiles 2/3 are used where they can be */
};

typedef struct {
  guint8 cell;
  guint8 rot;
  gint8  follower;                  /* piece index on the laid tile, or -1 */
  guint8 flags;
  guint8 n_order;
  guint8 order[CS_MAX_COMPLETE];    /* indices into the completion list */
  guint8 boost[CS_MAX_COMPLETE];    /* wall tiles 2/3 spent on completion i (0..2) */
} CsMove;

/* A feature the move completes, in discovery order (see cs_game_completions) */
typedef struct {
  guint16 node;       /* a node of the feature */
  guint8  type;
  guint8  size;
  guint8  followers[CS_NUM_PLAYERS];
  gint8   scorer;     /* -1: tie, nobody scores */
  guint8  per_tile;   /* before wall tiles 2/3 */
  guint8  max_boost;  /* wall tiles 2/3 the active player could spend on it */
} CsCompletion;

/* ---- follower spots (R-5) ----------------------------------------------- */

typedef enum {
  CS_SPOT_OPEN,
  CS_SPOT_OCCUPIED,    /* */
  CS_SPOT_NO_SUPPLY,   /* */
} CsSpotState;

typedef struct {
  guint8  piece;       /* piece index on the tile */
  guint8  type;        /* herald / knight / squire / merchant by feature type */
  guint8  state;       /* CsSpotState */
  gint8   holder;      /* OCCUPIED: owner of one follower already in the feature */
  guint8  holder_cell; /* OCCUPIED: where it stands (cell, or CS_NUM_CELLS + start) */
  guint8  size;        /* the feature's size with this tile */
  guint8  complete;    /* the tile completes it: fast points */
  guint8  followers[CS_NUM_PLAYERS];
  guint8  fountain;    /* the joined path has a fountain */
  guint8  markets;     /* the joined court's markets */
} CsSpot;

/* ---- the API ------------------------------------------------------------- */

/* Set up a new game: shuffles the pile and the wall tiles with @seed,
 * then draws the first tile for @first_player. */
void     cs_game_init            (CsGame          *game,
                                  const CsBoard   *board,
                                  const CsTileset *tileset,
                                  guint            variants,
                                  guint32          seed,
                                  guint            first_player,
                                  CsEvents        *events);
/* Same with an explicit draw order (tile indices) and wall layout: kinds for
 * towers 1..13 and the 5 left out; as stored in a record. */
gboolean cs_game_init_explicit   (CsGame          *game,
                                  const CsBoard   *board,
                                  const CsTileset *tileset,
                                  guint            variants,
                                  const guint8    *draw_order,
                                  const guint8    *wall_layout,
                                  guint            first_player,
                                  CsEvents        *events,
                                  GError         **error);
void     cs_shuffle_setup        (guint32          seed,
                                  guint8          *draw_order,
                                  guint8          *wall_layout);

static inline gboolean
cs_game_over (const CsGame *game)
{
  return game->phase == CS_PHASE_OVER;
}

guint    cs_game_tiles_left      (const CsGame *game);  /* still in the pile, not counting the current tile */

/* */
void     cs_game_verdict         (const CsGame *game,
                                  guint         cell,
                                  guint         rot,
                                  CsVerdict    *verdict);
gboolean cs_game_is_legal        (const CsGame *game,
                                  guint         cell,
                                  guint         rot);
/* all legal (cell, turn) pairs for the current tile; @unique_only skips
 * turns that look the same as an earlier turn of a symmetric tile */
guint    cs_game_placements      (const CsGame *game,
                                  gboolean      unique_only,
                                  CsPlacement  *out);
guint    cs_game_placements_for  (const CsGame *game,
                                  guint         tile,
                                  gboolean      unique_only,
                                  CsPlacement  *out);

/* the spots on the current tile if it were laid at (cell, rot) */
guint    cs_game_spots           (const CsGame *game,
                                  guint         cell,
                                  guint         rot,
                                  CsSpot       *out);

/* only the pieces a follower may go on, cheaper than
 * cs_game_spots when the reasons are not needed; returns how many.
 * @pieces has room for CS_MAX_PIECES: all of it may be written. */
guint    cs_game_open_spots      (const CsGame *game,
                                  guint         cell,
                                  guint         rot,
                                  guint8       *pieces);

/* features that laying (cell, rot) with @follower would complete */
guint    cs_game_completions     (const CsGame *game,
                                  guint         cell,
                                  guint         rot,
                                  int           follower,
                                  CsCompletion *out);

/* Fill a move's order and boosts with the defaults (R-6.5 order: active
 * player's features first, each group as discovered; wall tiles 2/3 spent
 * where they can be) and the extra turn where it can be taken: a tile 1
 * held from before, or under V-3 one that this (legal) move wins. */
void     cs_game_default_move    (const CsGame *game,
                                  CsMove       *move);
/* a move of @follower (-1: none) at (cell, rot), its order and boosts
 * cleared; inline, as every playout move starts here */
static inline void
cs_move_init (CsMove *move,
              guint   cell,
              guint   rot,
              int     follower)
{
  memset (move, 0, sizeof *move);
  move->cell = cell;
  move->rot = rot;
  move->follower = follower;
}

/* Every move the given placements allow: each placement without a
 * follower, then with one on each open spot, always in that order, so a
 * seeded choice over them is repeatable. Lives on the stack:
 *
 *   CsMoveIter it;
 *   const CsSpot *spot;   (NULL: no follower)
 *   cs_move_iter_init (&it, game, placements, n);
 *   while (cs_move_iter_next (&it, &move, &spot))
 *     …
 */
typedef struct {
  const CsGame      *game;
  const CsPlacement *placements;
  guint              n_placements;
  guint              index;    /* the placement being walked */
  int                spot;     /* the last spot returned: -1 none, -2 not started */
  guint              n_spots;
  CsSpot             spots[CS_MAX_PIECES];
} CsMoveIter;

void     cs_move_iter_init       (CsMoveIter        *iter,
                                  const CsGame      *game,
                                  const CsPlacement *placements,
                                  guint              n_placements);
/* the next move, order and boosts cleared (see cs_game_default_move) */
gboolean cs_move_iter_next       (CsMoveIter        *iter,
                                  CsMove            *move,
                                  const CsSpot     **spot);

/* Check a whole move without playing it; the error names the rule. */
gboolean cs_game_check_move      (const CsGame *game,
                                  const CsMove *move,
                                  GError      **error);

/* Play the move: lay, follower, scoring, wall tiles, end of turn; then
 * draw the next tile (removing unplaceable ones), or end the game with the
 * final scoring. Returns FALSE (and changes nothing) when the move is illegal. */
gboolean cs_game_play            (CsGame       *game,
                                  const CsMove *move,
                                  CsEvents     *events,
                                  GError      **error);
/* cs_game_play for a move made on this very position from the placements
 * of cs_game_placements (or cs_game_fits and cs_fits_nth) and, for
 * a follower, cs_game_open_spots, with no flags: the random playouts of the
 * policies, the computer players and the benchmark. It is not checked
 * again; any other move breaks the game. */
void     cs_game_play_trusted    (CsGame       *game,
                                  const CsMove *move,
                                  CsEvents     *events);

guint    cs_game_fits            (const CsGame *game,
                                  CsFits       *fits);
/* the same without a copy: the fits the draw found, kept in @game, or
 * else @scratch filled by cs_game_fits; valid until @game changes.
 * Inline: the random playouts ask it every move. */
static inline const CsFits *
cs_game_fits_ref (const CsGame *game,
                  CsFits       *scratch)
{
  if (game->phase == CS_PHASE_PLACE && game->drawn_tile == game->current && game->drawn_laid == game->n_laid)
    return &game->drawn;
  cs_game_fits (game, scratch);
  return scratch;
}
void     cs_fits_nth             (const CsFits *fits,
                                  guint         k,
                                  CsPlacement  *placement);

/* The cells where the current tile fits, in cs_game_placements' order,
 * and the turns that fit each (a bit per turn); returns how many. What
 * cs_game_placements lists, without writing every placement. */
guint    cs_game_fit_cells       (const CsGame *game,
                                  guint8       *cells,
                                  guint8       *turns);

/* What the move would do this turn, without drawing the next tile and
 * without changing @game. */
gboolean cs_game_preview         (const CsGame *game,
                                  const CsMove *move,
                                  CsEvents     *events,
                                  GError      **error);

/* the scoring orders of @move (its cell, turn and follower)
 * that lead to different outcomes (who takes which wall tile), one order
 * per outcome, each as n indices into cs_game_completions' list, the first
 * being the default order. Returns how many were written (at most @max,
 * at most CS_MAX_SCORING_ORDERS); below 2 the order decides nothing and
 * the player need not be asked. @scratch holds the previews' events. */
#define CS_MAX_SCORING_ORDERS 8
guint    cs_game_scoring_orders  (const CsGame *game,
                                  const CsMove *move,
                                  CsEvents     *scratch,
                                  guint8      (*orders)[CS_MAX_COMPLETE],
                                  guint         max);

/* feature queries */
guint16  cs_game_find            (const CsGame *game,
                                  guint16       node);
static inline const CsFeature *
cs_game_feature (const CsGame *game, guint16 node)
{
  return &game->feat[cs_game_find (game, node)];
}
guint    cs_game_empty_region    (const CsGame *game);  /* largest region */
/* the followers @player has in the supply; inline, as the
 * random playouts ask it every other move */
static inline guint
cs_game_supply (const CsGame *game,
                guint         player)
{
  guint n = 0;

  for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
    n += game->player[player].follower[i] == CS_NONE;
  return n;
}
gboolean cs_game_wall_usable     (const CsGame *game,
                                  guint         player,
                                  guint         kind);
/* a follower (node) of @player's, for drawing and tests */
gboolean cs_game_node_location   (const CsGame *game,
                                  guint16       node,
                                  guint        *cell,
                                  guint        *piece);

const char *cs_role_name         (guint type);  /* "herald", ... */

G_END_DECLS
