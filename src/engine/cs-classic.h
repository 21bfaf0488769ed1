/* cs-classic.h — classic Carcassonne (C3, 2–5 players, farmers): the rules
 * module over the shared core (shared/RULES-CLASSIC.md, C-IDs)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is an open plane that grows around the start tile at (0,0);
 * x grows to the east, y to the south (C-2.5). No tile can lie more than
 * 71 cells from the start, so a fixed grid of (2 R + 1)² cells centred on it
 * holds every game; cells are indices into that grid. Like CsGame, a
 * CsClassic is a plain struct, copied with memcpy, that allocates nothing
 * once set up. Events are the core's CsEvent (cs-game.h), with x, y and
 * winners filled in.
 */
#pragma once

#include "cs-game.h"
#include "cs-policy.h"

G_BEGIN_DECLS

#define CS_CLASSIC_BASE_TILES   72   /* C-1.3, C-3 */
#define CS_CLASSIC_BCB_TILES    12   /* B-1.2, B-2 */
#define CS_CLASSIC_NUM_TILES    (CS_CLASSIC_BASE_TILES + CS_CLASSIC_BCB_TILES)   /* the most a game uses */
#define CS_CLASSIC_MAX_DESIGNS  40
#define CS_CLASSIC_MAX_PIECES   9
#define CS_CLASSIC_FOLLOWERS    7    /* C-1.2 */
#define CS_CLASSIC_MIN_PLAYERS  2    /* C-1.1 */
#define CS_CLASSIC_MAX_PLAYERS  5
#define CS_CLASSIC_RADIUS       84   /* 83 reachable (C-2.5, with BC&B) plus one ring of frontier */
#define CS_CLASSIC_W            (2 * CS_CLASSIC_RADIUS + 1)
#define CS_CLASSIC_CELLS        (CS_CLASSIC_W * CS_CLASSIC_W)
#define CS_CLASSIC_MAX_NODES    (CS_CLASSIC_NUM_TILES * CS_CLASSIC_MAX_PIECES + 16)   /* + bridges */
#define CS_CLASSIC_MAX_FRONTIER 256
#define CS_CLASSIC_MAX_PLACEMENTS (CS_CLASSIC_MAX_FRONTIER * 4)
#define CS_CLASSIC_NO_SLOT      0xFF
#define CS_CLASSIC_BRIDGE_PIECE CS_CLASSIC_MAX_PIECES   /* node_piece of a bridge (B-3.3) */
#define CS_CLASSIC_MAX_CASTLES  15   /* B-1.3: 3 tokens for up to 4 players, 2 for 5 */
#define CS_CLASSIC_MAX_BID      999  /* the most points a bid (or an opening) may be: B-5.5 sets no limit, Castellan does */
#define CS_CLASSIC_TRACK_SPACES 50   /* C-9.2: the score track; the marker stands on score mod 50 */

typedef enum {
  CS_CLASSIC_FIELD,
  CS_CLASSIC_ROAD,
  CS_CLASSIC_CITY,
  CS_CLASSIC_CLOISTER,
  CS_CLASSIC_N_KINDS
} CsClassicKind;

/* C-11 variants and options, as bits */
typedef enum {
  CS_CLASSIC_NO_FARMERS = 1 << 0,   /* CV-1 */
  CS_CLASSIC_BCB        = 1 << 1,   /* Bridges, Castles and Bazaars (B-1.1); the tile set must hold its tiles */
  CS_CLASSIC_QUICK_BAZAAR = 1 << 2, /* BV-1, with CS_CLASSIC_BCB only: a bazaar without bids */
} CsClassicOptions;

/* why a tile left the game: the kind of its CS_EVENT_TILE_REMOVED */
typedef enum {
  CS_CLASSIC_REMOVED_NOWHERE,    /* a drawn tile fits nowhere; its player draws again (C-4.4) */
  CS_CLASSIC_REMOVED_DECLINED,   /* it fits only with a bridge the player declined (B-3.6) */
  CS_CLASSIC_REMOVED_BOUGHT,     /* a bazaar's tile fits nowhere in the round: no other tile (B-5.8) */
  CS_CLASSIC_REMOVED_BOUGHT_DECLINED,  /* a bazaar's tile fits only with a declined bridge (B-3.6, B-5.8) */
} CsClassicRemoved;

/* ---- the tile set (C-2, C-3) --------------------------------------------- */

typedef struct {
  guint8 type;        /* CsClassicKind */
  guint8 shield;      /* cities: a coat of arms (C-2.3) */
  guint8 cap;         /* cities: a half-moon on one side (B-2.4) */
  guint8 n_segments;  /* 0: touches no side (a cloister) */
  guint16 borders;    /* fields: a bit per piece index of the cities it borders (C-2.3) */
  char   label;
} CsClassicPiece;

typedef struct {
  char           letter;      /* 'A'..'X' */
  guint8         count;
  guint8         n_pieces;
  guint8         cloister;    /* piece index, or 0xFF */
  guint8         n_shields;
  guint8         bazaar;      /* B-2: starts an auction when drawn and laid (B-5.1) */
  guint8         inn;         /* B-2.2: decoration */
  guint8         expansion;   /* 0: the base game; CS_CLASSIC_BCB: from bcb.tileset */
  guint16        field_mask;  /* a bit per field piece */
  guint16        border_mask; /* a bit per field piece that borders a city (C-2.3) */
  CsClassicPiece pieces[CS_CLASSIC_MAX_PIECES];
  guint8         seg_piece[CS_SEGMENTS];
  guint8         rot_piece[4][CS_SEGMENTS];
  guint8         side_kind[4][4];   /* [turn][side]: field, road or city side (C-2.2) */
  guint8         unique_rot_mask;
  /* [turn][side]: a bit per segment position (0..2 along the side) that
   * holds a field piece: the field segments a tile laid against a
   * neighbour joins across that side (C-5.6), read once per side instead
   * of a piece's type per segment */
  guint8         field_segs[4][4];
  /* [turn][side]: a bit per piece with a segment on that side; a piece on
   * no side that meets a laid tile joins no feature, so a meeple may go
   * there whatever the neighbours hold (C-6.2) */
  guint16        side_pieces[4][4];
  guint8         fit[256];          /* see cs_fit_table_by_kind */
  /* [turn]: the constraint byte this turn meets on all four sides (two
   * bits a side, 1 + its kind), 16 times over: a turn fits a cell with
   * constraint con when (con ^ want_con[turn][0]) is 0 on every
   * constrained side, the same answer as fit[con], asked of 16 frontier
   * cells at a time */
  guint8         want_con[4][16];
  guint8         fit_count[256];    /* the turns in fit[con]: the placements at a cell in one look-up */
  /* BC&B: the same with a bridge on this tile across axis 1 (N–S, [0]) or
   * 2 (E–W, [1]): a turn is in it when both sides of the axis are field
   * sides (B-3.2) and, the two taken for road sides, every constrained side
   * matches (C-4.3, B-3.4) — one look-up instead of a bridge's verdict */
  guint8         bridge_fit[2][256];
} CsClassicDesign;

typedef struct {
  char           *name;
  guint           expansions;                           /* CS_CLASSIC_BCB when its tiles were added */
  guint           n_designs;
  CsClassicDesign design[CS_CLASSIC_MAX_DESIGNS];
  guint           n_tiles;                              /* 72, 84 with BC&B */
  guint8          tile_design[CS_CLASSIC_NUM_TILES];    /* tile index -> design */
  guint8          start;                                /* the start tile's index (C-1.3) */
  /* BC&B, by design: a bit per city piece with a cap (B-2.4), the only
   * city pieces of a tile that can be in a small city it completes
   * (B-4.1). Kept here rather than in the design, whose layout the
   * classic core's code is tuned to. */
  guint16         cap_mask[CS_CLASSIC_MAX_DESIGNS];
} CsClassicTileset;

CsClassicTileset *cs_classic_tileset_new_from_data (const char  *data,
                                                    gsize        length,
                                                    const char  *filename,
                                                    GError     **error);
CsClassicTileset *cs_classic_tileset_new_from_file (const char  *path,
                                                    GError     **error);
void              cs_classic_tileset_free          (CsClassicTileset *set);
/* Adds an expansion's tiles (a file with Expansion=bcb in [Tileset]) to a
 * base set, checked as the base set is plus the combined counts (B-2.5).
 * The expansion's designs get lower-case letters (BC&B A is "a"). FALSE,
 * and @set unchanged, on an error. */
gboolean          cs_classic_tileset_add_expansion (CsClassicTileset *set,
                                                    const char       *data,
                                                    gsize             length,
                                                    const char       *filename,
                                                    GError          **error);
/* the design with this letter, or -1 */
int               cs_classic_tileset_find          (const CsClassicTileset *set,
                                                    char                    letter);

static inline const CsClassicDesign *
cs_classic_tile (const CsClassicTileset *set, guint tile)
{
  return &set->design[set->tile_design[tile]];
}

const char *cs_classic_kind_name (guint kind);   /* "road", ... (not translated) */
const char *cs_classic_role_name (guint kind);   /* "traveller", ... (D-14) */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CsClassicTileset, cs_classic_tileset_free)

/* ---- cells --------------------------------------------------------------- */

static inline guint
cs_classic_cell (int x, int y)
{
  return (guint) ((y + CS_CLASSIC_RADIUS) * CS_CLASSIC_W + (x + CS_CLASSIC_RADIUS));
}

static inline int
cs_classic_cell_x (guint cell)
{
  return (int) (cell % CS_CLASSIC_W) - CS_CLASSIC_RADIUS;
}

static inline int
cs_classic_cell_y (guint cell)
{
  return (int) (cell / CS_CLASSIC_W) - CS_CLASSIC_RADIUS;
}

/* "x,y" as in records and the CLI ("0,-1"); parse returns FALSE on anything else */
void     cs_classic_cell_name      (guint cell, char buf[16]);
gboolean cs_classic_cell_from_name (const char *name, guint *cell);

/* ---- the game ------------------------------------------------------------ */

typedef struct {
  CsTileMask tiles;      /* slots (tiles in the order laid) holding a piece: size C-5.2 */
  guint16    open;       /* road/city: tile sides facing an empty cell; cloister:
                            empty cells around it (C-5.4, C-5.5) */
  guint8     type;
  guint8     shields;    /* C-5.3 */
  guint8     scored;     /* completed (and scored, C-7) */
  guint8     n_followers;
  guint8     followers[CS_CLASSIC_MAX_PLAYERS];
  guint8     castle;     /* BC&B: this small city became a castle (B-4.3) */
} CsClassicFeature;

typedef struct {
  int     score;                               /* unbounded (C-9.1) */
  guint16 follower[CS_CLASSIC_FOLLOWERS];      /* node, or CS_NONE in the supply */
  guint8  supply;
  guint8  bridges;                             /* BC&B supplies (B-1.3) */
  guint8  castles;
} CsClassicPlayer;

/* BC&B phases, after the core's CS_PHASE_PLACE and CS_PHASE_OVER: who
 * decides is game->actor */
enum {
  CS_CLASSIC_PHASE_CASTLE = CS_PHASE_OVER + 1,   /* B-4.2: a small city's owner chooses */
  CS_CLASSIC_PHASE_OFFER,                         /* B-5.3: the auctioneer picks a tile and opens */
  CS_CLASSIC_PHASE_BID,                           /* B-5.3: one bid or pass each */
  CS_CLASSIC_PHASE_SETTLE,                        /* B-5.4: the auctioneer buys or sells */
  CS_CLASSIC_PHASE_PICK,                          /* BV-1: a player picks a displayed tile to play now */
};

typedef struct {
  guint8  slot[2];      /* its two tiles (B-4.1) */
  guint8  owner;
  guint8  waiting;      /* its lord still stands on it (B-4.7) */
  guint16 built;        /* the turn it was built in (B-4.5) */
  guint16 city;         /* the small city's root node */
} CsClassicCastle;

typedef struct {
  guint16 turn;                 /* tile-laying turns so far (B-4.5, D-23) */
  guint8  bought;               /* the tile in hand came from a bazaar (B-5.1) */
  /* a turn waiting for small-city choices (B-4.2, B-4.8) */
  guint8  turn_pieces;
  guint16 turn_cell;
  guint16 turn_base;
  guint8  n_pending, pending_pos;
  guint16 pending[4];
  guint8  n_castles;
  CsClassicCastle castle[CS_CLASSIC_MAX_CASTLES];
  /* the bazaar (B-5) */
  guint8  host;                                 /* who laid the bazaar tile */
  guint8  n_display;
  guint8  display[CS_CLASSIC_MAX_PLAYERS];      /* tile indices, face up (B-5.2) */
  gint8   display_owner[CS_CLASSIC_MAX_PLAYERS];/* -1: still on offer */
  guint8  holding[CS_CLASSIC_MAX_PLAYERS];      /* display index each player holds, 0xFF none */
  guint8  auctioneer, pick, bidder;
  gint8   high_bidder;                          /* -1: nobody outbid the auctioneer yet */
  gint16  high_bid;
  guint8  round_left;                           /* bazaar-round turns still to play (B-5.7) */
} CsClassicBcb;

typedef struct {
  const CsClassicTileset *tileset;
  guint    options;            /* CsClassicOptions */
  guint8   n_players;
  guint8   actor;              /* who decides now: the active player, or with
                                  BC&B a small city's owner, an auctioneer, a bidder */

  /* the hidden set-up (C-10): the pile, tile indices in draw order */
  guint8   n_pile;             /* 71 */
  guint8   draw_order[CS_CLASSIC_NUM_TILES];

  CsClassicPlayer player[CS_CLASSIC_MAX_PLAYERS];
  guint8   active;
  guint8   phase;              /* CsPhase */
  guint8   pile_pos;
  guint8   current;            /* tile index being placed */
  guint8   n_laid;             /* tiles on the board, the start tile included */
  guint8   n_removed;
  guint16  move;               /* moves played */
  guint16  n_nodes;

  /* the board, by slot (the order the tiles were laid; slot 0: start) */
  guint16  slot_cell[CS_CLASSIC_NUM_TILES];
  guint8   slot_tile[CS_CLASSIC_NUM_TILES];
  guint8   slot_rot[CS_CLASSIC_NUM_TILES];
  guint16  slot_node[CS_CLASSIC_NUM_TILES];
  /* the piece index of the cloister on each slot's tile, or 0xFF (its
   * design's, kept here so that the eight cells around a laid tile are
   * asked about cloisters with one look-up each, C-5.5); indexed by any
   * cell_slot value: [CS_CLASSIC_NO_SLOT], an empty cell, is 0xFF too, so
   * that the look-up needs no branch on whether the cell is empty */
  guint8   slot_cloister[CS_CLASSIC_NO_SLOT + 1];
  gint8    min_x, max_x, min_y, max_y;       /* the laid tiles' extent */
  /* the cells around the tile laid last that hold a cloister, a bit per
   * place in the ring (N-W first, clockwise): the only cloisters that tile
   * can complete, so its scoring (C-7.1) looks at these alone */
  guint8   ring_cloisters;
  /* the cells of the cloisters that still have an empty cell around them
   * (C-5.5), in no order: the only cloisters a tile laid later can be
   * next to, so laying asks these few (two or three at a time) by the
   * difference of the cells instead of looking at the eight cells around
   * the new tile; a cloister leaves the list when its last neighbour is
   * laid */
  guint8   n_open_cloisters;
  guint16  open_cloister[CS_CLASSIC_NUM_TILES];
  /* the road, city and cloister pieces of the tile laid last that face no
   * empty cell, a bit per piece (with BC&B, a bridge laid with the tile is
   * bit n_pieces; a bridge on a neighbour or a castle changes no side of
   * the tile, so the bits stay right until the turn is scored, B-4.8):
   * a piece with a road or
   * city side against an empty cell leaves its feature open, so these are
   * the only pieces that tile can have completed (C-7.1) */
  guint16  laid_closable;

  /* BC&B: each slot's bridge (0 none, 1 N–S, 2 E–W, B-3.2) and its road node */
  guint8   slot_bridge[CS_CLASSIC_NUM_TILES];
  guint16  slot_bridge_node[CS_CLASSIC_NUM_TILES];
  /* BC&B: which axes of each laid tile could still take a bridge on a
   * neighbour's turn (B-3.2, B-3.4), bit 0 across N–S and bit 1 across
   * E–W: both sides of the axis field sides and the cell beyond each
   * empty; 0 once the tile has a bridge. Indexed by any cell_slot value
   * ([CS_CLASSIC_NO_SLOT], an empty cell, stays 0). An axis only ever
   * closes, when a tile is laid beyond it or a bridge is built, so lay ()
   * and cs_classic__bridge () keep it as they go instead of the random
   * player working it out for every laid tile each turn. The entries of
   * slots not laid yet are 0 too. */
  guint8   slot_carry[CS_CLASSIC_NO_SLOT + 1];
  CsClassicBcb bcb;

  /* empty cells against a laid tile: the only cells a tile may go (C-4.2),
   * and beside each its constraint byte (cell_con below, kept equal): the
   * questions asked every turn — does the tile fit anywhere, in how many
   * ways — read one short array in order instead of a byte per cell
   * scattered over the 28 KB grid */
  guint16  n_frontier;
  guint16  frontier[CS_CLASSIC_MAX_FRONTIER];
  guint8   frontier_con[CS_CLASSIC_MAX_FRONTIER];
  /* the frontier cells constrained on one side only, by 1 + that side's
   * kind ([0] counts the others and means nothing): a tile with a side of
   * that kind fits such a cell (turned to face it), so "does the drawn
   * tile fit anywhere" (C-4.4) is as a rule answered by these three
   * counts, without a walk over the frontier whose end the processor
   * cannot foresee */
  guint16  n_single[4];

  guint16  parent[CS_CLASSIC_MAX_NODES];
  guint8   node_slot[CS_CLASSIC_MAX_NODES];
  guint8   node_piece[CS_CLASSIC_MAX_NODES];
  CsClassicFeature feat[CS_CLASSIC_MAX_NODES];  /* valid at roots */

  /* per grid cell: the slot laid there, the constraint byte of an empty
   * cell (two bits per side: 0 free, 1 + the facing side's kind), and an
   * empty cell's place in frontier[] (valid while it is there) */
  guint8   cell_slot[CS_CLASSIC_CELLS];
  guint8   cell_con[CS_CLASSIC_CELLS];
  guint8   cell_fpos[CS_CLASSIC_CELLS];
} CsClassic;

typedef CsPlacement CsClassicPlacement;   /* cs-core.h */

typedef enum {
  CS_CLASSIC_MOVE_LAY,        /* cell, rot, follower and (BC&B) bridge */
  CS_CLASSIC_MOVE_DISCARD,    /* B-3.6: the tile fits only with a bridge; remove it */
  CS_CLASSIC_MOVE_CASTLE,     /* B-4.2: build a castle on the small city asked about */
  CS_CLASSIC_MOVE_NO_CASTLE,  /* B-4.2: score it as a city */
  CS_CLASSIC_MOVE_OFFER,      /* B-5.3: pick (display index), amount (opening bid, >= 0) */
  CS_CLASSIC_MOVE_BID,        /* B-5.3: amount, more than the highest so far */
  CS_CLASSIC_MOVE_PASS,
  CS_CLASSIC_MOVE_BUY,        /* B-5.4 */
  CS_CLASSIC_MOVE_SELL,
  CS_CLASSIC_MOVE_PICK,       /* BV-1: pick (display index), played at once */
  CS_CLASSIC_N_MOVE_KINDS
} CsClassicMoveKind;

/* a bridge in a move: on the tile laid (target 0) or on its neighbour
 * across side target - 1 (N E S W), across the axis 1 (N–S) or 2 (E–W) */
#define CS_CLASSIC_BRIDGE(target, axis) ((guint8) ((target) * 4 + (axis)))
#define CS_CLASSIC_BRIDGE_TARGET(b)     ((b) >> 2)
#define CS_CLASSIC_BRIDGE_AXIS(b)       ((b) & 3)
#define CS_CLASSIC_MAX_BRIDGES          20   /* bridge codes: 5 targets × 2 axes, in 0..19 */

/* The fields after follower are read only in a game with BC&B; there, set
 * them all (CS_CLASSIC_MOVE_INIT). */
typedef struct {
  guint16 cell;
  guint8  rot;
  gint8   follower;   /* piece index on the laid tile, or -1; BC&B: n_pieces is the bridge (B-3.8) */
  guint8  kind;       /* CsClassicMoveKind */
  guint8  bridge;     /* 0 or CS_CLASSIC_BRIDGE () */
  guint8  pick;
  gint16  amount;
} CsClassicMove;

#define CS_CLASSIC_MOVE_INIT { 0, 0, -1, CS_CLASSIC_MOVE_LAY, 0, 0, 0 }

/* Set up: the start tile at (0,0) unturned (C-1.3, D-9), the pile shuffled
 * with @seed, then the first tile drawn for @first_player. */
void     cs_classic_init          (CsClassic              *game,
                                   const CsClassicTileset *tileset,
                                   guint                   n_players,
                                   guint                   options,
                                   guint32                 seed,
                                   guint                   first_player,
                                   CsEvents               *events);
/* The same on a @game that holds a game already, set up by one of these
 * functions and played on with cs_classic_play (or a whole copy of one):
 * the same new game as cs_classic_init gives, but of the 57 KB grid only
 * the rows around the old game's tiles are cleared — for a caller that
 * plays many games one after another in one struct (the benchmark, where
 * clearing the whole grid for each game of about 70 tiles was a few per
 * cent of the time). */
void     cs_classic_init_again    (CsClassic              *game,
                                   const CsClassicTileset *tileset,
                                   guint                   n_players,
                                   guint                   options,
                                   guint32                 seed,
                                   guint                   first_player,
                                   CsEvents               *events);
/* Same with an explicit pile (71 tile indices, the start tile left out). */
gboolean cs_classic_init_explicit (CsClassic              *game,
                                   const CsClassicTileset *tileset,
                                   guint                   n_players,
                                   guint                   options,
                                   const guint8           *pile,
                                   guint                   n_pile,
                                   guint                   first_player,
                                   CsEvents               *events,
                                   GError                **error);
/* the pile @seed gives (71 tile indices), as cs_classic_init shuffles it */
guint    cs_classic_shuffle       (const CsClassicTileset *tileset,
                                   guint32                 seed,
                                   guint8                 *pile);

static inline gboolean
cs_classic_over (const CsClassic *game)
{
  return game->phase == CS_PHASE_OVER;
}

static inline guint16
cs_classic_find (const CsClassic *game, guint16 node)
{
  return cs_uf_find (game->parent, node);
}

static inline guint
cs_classic_tiles_left (const CsClassic *game)
{
  return game->n_pile - game->pile_pos;
}

/* ---- placements (C-4) ------------------------------------------------------ */

typedef struct {
  CsVerdictCode code;   /* CS_VERDICT_NO_CELL: off the grid; NOT_ADJACENT;
                           OCCUPIED; PATH_BROKEN: a side does not match */
  const char   *rule;   /* "C-4.3", or NULL when legal */
  guint8        side;   /* the first side that does not match */
  guint8        fail_mask;
  guint8        ours;   /* CsClassicKind of our side there */
  guint8        theirs; /* of the facing side */
  guint8        bridge; /* BC&B: a bridge that makes it legal (B-3.5), or the one asked about */
  guint8        bridge_fault;   /* CsClassicBridgeFault of the bridge asked about */
} CsClassicVerdict;

typedef enum {
  CS_BRIDGE_OK,
  CS_BRIDGE_BAD,            /* no such bridge, or not a BC&B game */
  CS_BRIDGE_NONE_LEFT,      /* B-1.3: the supply is empty */
  CS_BRIDGE_NO_TILE,        /* B-3.2: no laid tile there to carry it */
  CS_BRIDGE_TAKEN,          /* B-3.2: that tile has a bridge already */
  CS_BRIDGE_NOT_FIELD,      /* B-3.2: a side of its axis is not a field side */
  CS_BRIDGE_END,            /* B-3.4: an end meets a side that is not a road */
  CS_BRIDGE_STILL_BROKEN,   /* C-4.3: another side still does not match */
} CsClassicBridgeFault;

void     cs_classic_verdict       (const CsClassic *game,
                                   guint            cell,
                                   guint            rot,
                                   CsClassicVerdict *verdict);
gboolean cs_classic_is_legal      (const CsClassic *game,
                                   guint            cell,
                                   guint            rot);
guint    cs_classic_placements    (const CsClassic *game,
                                   gboolean         unique_only,
                                   CsClassicPlacement *out);

/* ---- Bridges, Castles and Bazaars (B-3 to B-5, cs-bcb.c) ------------------ */

/* who decides now (the active player while placing) */
static inline guint
cs_classic_to_move (const CsClassic *game)
{
  return game->actor;
}

/* the verdict on laying the current tile at @cell turned @rot with @bridge
 * (CS_CLASSIC_BRIDGE ()): code, rule, bridge_fault and the side concerned */
void     cs_classic_bridge_verdict (const CsClassic  *game,
                                    guint             cell,
                                    guint             rot,
                                    guint             bridge,
                                    CsClassicVerdict *verdict);
/* a bridge that makes a placement legal that is not without one, or 0 */
guint    cs_classic_fixing_bridge  (const CsClassic *game,
                                    guint            cell,
                                    guint            rot);
/* the lay moves of the current tile (no meeple): every legal cell and
 * distinct turn, and with a bridge where one is needed (all bridges when
 * @optional_bridges); at most @max. */
guint    cs_classic_bcb_placements (const CsClassic *game,
                                    gboolean         optional_bridges,
                                    CsClassicMove   *out,
                                    guint            max);
/* the pieces of the laid tile a meeple may go on with @move laid (its
 * bridge, if on the tile, is piece n_pieces: B-3.8) */
guint    cs_classic_bcb_open_spots (const CsClassic     *game,
                                    const CsClassicMove *move,
                                    guint8              *pieces);
gboolean cs_classic_bcb_check_move (const CsClassic     *game,
                                    const CsClassicMove *move,
                                    GError             **error);
/* whether @cell lies in the fief of castle @castle (an index into
 * game->bcb.castle, B-4.4) */
gboolean cs_classic_in_fief        (const CsClassic *game,
                                    guint            castle,
                                    guint            cell);
/* a whole BC&B decision for the player to move: @level 0 random, 1 and up
 * greedy by points, 3 and up greedy by cs_classic_ai_evaluate (cs-bcb-ai.c) */
void     cs_classic_bcb_policy     (const CsClassic *game,
                                    CsRng           *rng,
                                    guint            level,
                                    CsClassicMove   *move);

/* ---- follower spots (C-6) -------------------------------------------------- */

typedef struct {
  guint8 piece;
  guint8 type;         /* CsClassicKind: traveller, knight, monk, farmer */
  guint8 state;        /* CsSpotState; CS_SPOT_NO_FARMERS beyond it */
  guint8 size;         /* the feature's size with this tile */
  guint8 complete;     /* this tile completes it (C-6.5) */
  guint8 followers[CS_CLASSIC_MAX_PLAYERS];
} CsClassicSpot;

#define CS_SPOT_NO_FARMERS 3   /* CV-1: no meeple on a field */

guint    cs_classic_spots         (const CsClassic *game,
                                   guint            cell,
                                   guint            rot,
                                   CsClassicSpot   *out);
guint    cs_classic_open_spots    (const CsClassic *game,
                                   guint            cell,
                                   guint            rot,
                                   guint8          *pieces);

/* ---- moves ----------------------------------------------------------------- */

gboolean cs_classic_check_move    (const CsClassic     *game,
                                   const CsClassicMove *move,
                                   GError             **error);
/* lay, meeple, scoring (C-4.1); then draw the next tile, removing the ones
 * that fit nowhere (C-4.4), or end the game with the final scoring (C-8).
 * FALSE, and nothing changed, when the move is illegal. */
gboolean cs_classic_play          (CsClassic           *game,
                                   const CsClassicMove *move,
                                   CsEvents            *events,
                                   GError             **error);

/* The C-8 final scoring as it would stand now (the game goes on): for the
 * tutor and the tests. Returns the points per player in @points. */
void     cs_classic_final_preview (const CsClassic *game,
                                   int              points[CS_CLASSIC_MAX_PLAYERS]);

/* Every field holding meeples with every city it borders, each pair once
 * (C-5.7), finished or not: (field root << 16 | city root), sorted. @pairs
 * holds CS_CLASSIC_MAX_FIELD_CITIES (a field piece borders at most 4 cities,
 * one per side). Returns the number of pairs. */
#define CS_CLASSIC_MAX_FIELD_CITIES (CS_CLASSIC_MAX_NODES * 4)
guint    cs_classic_field_cities  (const CsClassic *game,
                                   guint32         *pairs);

/* the winners of a feature: a bit per player with the most meeples (C-7.2) */
guint    cs_classic_majority      (const CsClassicFeature *f,
                                   guint                   n_players);
/* what a feature is worth: complete (C-7.3) or at the end (C-8.2) */
guint    cs_classic_feature_points (const CsClassic        *game,
                                    const CsClassicFeature *f,
                                    gboolean                final);
/* what city @city pays each field that borders it at the end (C-8.3): 3
 * when completed, a castle 4 (B-4.10); nothing while it is still open */
static inline guint
cs_classic_field_city_points (const CsClassicFeature *city)
{
  return city->open != 0 ? 0 : city->castle ? 4 : 3;
}

/* C-9.2: the score track's space for @score (0..49; 0 below zero) and the
 * laps shown beside the marker (+50, +100, …) */
int      cs_classic_track_space   (int              score,
                                   int             *laps);

/* ---- scratch copies ---------------------------------------------------------- */

/* Make @dst equal to @src, where both are copies of one position on which
 * moves may have been played since (either may be the position itself):
 * copies only the parts moves can change (the nodes in use and the rows of
 * cells around the laid tiles), a small part of the struct — for searches
 * that try many moves from one position. */
void     cs_classic_restore       (CsClassic       *dst,
                                   const CsClassic *src);

/* ---- simple move choosers (as cs-policy.h for The Castle) ------------------ */

/* a uniformly random legal placement; a meeple on an open spot half the time */
void     cs_classic_policy_random (const CsClassic *game,
                                   CsRng           *rng,
                                   CsClassicMove   *move);
/* the best move by this turn's points plus a rough value of meeples kept */
void     cs_classic_policy_greedy (const CsClassic *game,
                                   CsRng           *rng,
                                   CsClassicMove   *move);

G_END_DECLS
