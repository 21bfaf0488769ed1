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

#define CS_CLASSIC_NUM_TILES    72   /* C-1.3, C-3 */
#define CS_CLASSIC_MAX_DESIGNS  32
#define CS_CLASSIC_MAX_PIECES   9
#define CS_CLASSIC_FOLLOWERS    7    /* C-1.2 */
#define CS_CLASSIC_MIN_PLAYERS  2    /* C-1.1 */
#define CS_CLASSIC_MAX_PLAYERS  5
#define CS_CLASSIC_RADIUS       72   /* 71 reachable plus one ring of frontier */
#define CS_CLASSIC_W            (2 * CS_CLASSIC_RADIUS + 1)
#define CS_CLASSIC_CELLS        (CS_CLASSIC_W * CS_CLASSIC_W)
#define CS_CLASSIC_MAX_NODES    (CS_CLASSIC_NUM_TILES * CS_CLASSIC_MAX_PIECES)
#define CS_CLASSIC_MAX_FRONTIER 256
#define CS_CLASSIC_MAX_PLACEMENTS (CS_CLASSIC_MAX_FRONTIER * 4)
#define CS_CLASSIC_NO_SLOT      0xFF

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
} CsClassicOptions;

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
  CsClassicPiece pieces[CS_CLASSIC_MAX_PIECES];
  guint8         seg_piece[CS_SEGMENTS];
  guint8         rot_piece[4][CS_SEGMENTS];
  guint8         side_kind[4][4];   /* [turn][side]: field, road or city side (C-2.2) */
  guint8         unique_rot_mask;
  guint8         fit[256];          /* see cs_fit_table_by_kind */
} CsClassicDesign;

typedef struct {
  char           *name;
  guint           n_designs;
  CsClassicDesign design[CS_CLASSIC_MAX_DESIGNS];
  guint           n_tiles;                              /* 72 */
  guint8          tile_design[CS_CLASSIC_NUM_TILES];    /* tile index -> design */
  guint8          start;                                /* the start tile's index (C-1.3) */
} CsClassicTileset;

CsClassicTileset *cs_classic_tileset_new_from_data (const char  *data,
                                                    gsize        length,
                                                    const char  *filename,
                                                    GError     **error);
CsClassicTileset *cs_classic_tileset_new_from_file (const char  *path,
                                                    GError     **error);
void              cs_classic_tileset_free          (CsClassicTileset *set);
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
} CsClassicFeature;

typedef struct {
  int     score;                               /* unbounded (C-9.1) */
  guint16 follower[CS_CLASSIC_FOLLOWERS];      /* node, or CS_NONE in the supply */
  guint8  supply;
} CsClassicPlayer;

typedef struct {
  const CsClassicTileset *tileset;
  guint    options;            /* CsClassicOptions */
  guint8   n_players;

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
  gint8    min_x, max_x, min_y, max_y;       /* the laid tiles' extent */

  /* empty cells against a laid tile: the only cells a tile may go (C-4.2) */
  guint16  n_frontier;
  guint16  frontier[CS_CLASSIC_MAX_FRONTIER];

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

typedef struct {
  guint16 cell;
  guint8  rot;
} CsClassicPlacement;

typedef struct {
  guint16 cell;
  guint8  rot;
  gint8   follower;   /* piece index on the laid tile, or -1 */
} CsClassicMove;

/* Set up: the start tile at (0,0) unturned (C-1.3, D-9), the pile shuffled
 * with @seed, then the first tile drawn for @first_player. */
void     cs_classic_init          (CsClassic              *game,
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
} CsClassicVerdict;

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
