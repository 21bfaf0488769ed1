/* castellan-board-model.h — what a board view draws, in cells and plain types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board view reads the game through this and nothing else: the laid
 * tiles, the cells where the drawn tile fits, the laid tile's spots, the
 * followers, the cells to light (a field's cities, the castle question's
 * city, a final-sheet line), each player's last move and the board's
 * extent, all in cell coordinates (x to the east, y to the south, as the
 * log and the final sheet name them). It follows a turn of either game
 * (CastellanTurn for The Castle, CastellanClassicTurn for classic
 * Carcassonne and its expansion) and says "changed" when any of it does.
 * Working out which cells a feature covers is done here, not in a view.
 *
 * No engine type appears in this header; tile art is asked for by the
 * art id the tiles carry (castellan_board_model_dup_tile_svg).
 */
#pragma once

#include <gio/gio.h>

#include "castellan-model-types.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_BOARD_SHAPE_CASTLE,   /* The Castle: a fixed board inside a wall and its track */
  CASTELLAN_BOARD_SHAPE_OPEN,     /* classic: a board that grows from the start tile */
} CastellanBoardShape;

/* what a spot or a follower stands on */
typedef enum {
  CASTELLAN_SPOT_FIELD,
  CASTELLAN_SPOT_ROAD,
  CASTELLAN_SPOT_CITY,
  CASTELLAN_SPOT_CLOISTER,
  CASTELLAN_SPOT_BRIDGE,     /* a traveller on a bridge (B-3.8) */
  CASTELLAN_SPOT_OTHER,      /* The Castle's other features */
} CastellanSpotKind;

/* how lit cells are drawn */
typedef enum {
  CASTELLAN_LIGHT_DONE,      /* gold: a completed city a field supplies, the castle question's city */
  CASTELLAN_LIGHT_OPEN,      /* pale: a city the field borders that is not completed */
  CASTELLAN_LIGHT_QUESTION,  /* the small city the castle question is about (B-4.2), ringed */
  CASTELLAN_LIGHT_NAMED,     /* a line of the final sheet or the log names it, ringed */
} CastellanLightStyle;

typedef struct {
  int x, y;
} CastellanCell;

typedef struct {
  int   x, y;
  guint art;         /* which picture: pass to castellan_board_model_dup_tile_svg */
  guint rot;         /* quarter turns clockwise */
  guint bridge;      /* classic with BC&B: 0 none, 1 north–south, 2 east–west */
  guint cloister;    /* the tile holds a cloister (a bridge is drawn across it so) */
} CastellanBoardTile;

typedef struct {
  int               x, y;       /* the cell of its tile */
  guint             art, rot;   /* that tile's art */
  guint             piece;      /* which part of the tile (for its anchor) */
  CastellanSpotKind kind;
  int               seat;       /* whose */
  /* The Castle: where it stands, in cells from the grid's corner (a start
   * space lies outside the cells), and whether it lies (in a court) */
  double            px, py;
  gboolean          lying;
} CastellanBoardFollower;

typedef struct {
  guint             piece;
  CastellanSpotKind kind;
  gboolean          open;       /* a follower may go there */
  int               owner;      /* the seat already holding the feature, -1 none or more than one */
  const char       *role;       /* The Castle: what a follower there is called ("knight") */
  gboolean          lying;      /* The Castle: a follower there lies down (a court) */
} CastellanBoardSpot;

typedef struct {
  int    x, y;
  int    seat;
  int    piece;      /* the follower put with the tile, -1 none (or gone home) */
  guint  art, rot;
  double px, py;     /* The Castle: where that follower stands, as CastellanBoardFollower's */
} CastellanBoardLastMove;

/* The Castle: a keep on a cell */
typedef struct {
  int x, y;
  int seat;
} CastellanBoardKeep;

/* The Castle: a wall tile lying on corner tower @corner, face up (@open)
 * or down; @x, @y the tower's middle in cells from the picture's corner
 * (the margin with the track included) */
typedef struct {
  guint    corner;
  guint    kind;     /* 0: face down */
  gboolean open;
  double   x, y;
} CastellanBoardWallTile;

typedef struct {
  int                 x, y;
  CastellanLightStyle style;
} CastellanBoardLight;

/* a castle token over the side two tiles share (B-4.3) */
typedef struct {
  int ax, ay, bx, by;
  int seat;
} CastellanBoardCastle;

/* how a board frames a tile it marks (a review's move played, the best) */
typedef enum {
  CASTELLAN_BOARD_MARK_PLAYED,   /* a solid frame: the move played */
  CASTELLAN_BOARD_MARK_BEST,     /* a dashed frame: the move thought best */
} CastellanBoardMarkStyle;

typedef struct {
  int                     x, y;   /* the cell */
  guint                   art;    /* the tile's art (CastellanBoardTile) */
  guint                   rot;
  CastellanBoardMarkStyle style;
} CastellanBoardMark;

/* a computer's move as it was played, to be played out on the board:
 * the tile laid and the followers it sent home */
#define CASTELLAN_BOARD_MAX_HOME 16
#define CASTELLAN_BOARD_MAX_SEATS 5
typedef struct {
  int                    mover;      /* the seat who laid a tile, -1 none */
  gboolean               computer;   /* a computer played it */
  int                    x, y;       /* where its tile went */
  guint                  n_home;
  CastellanBoardFollower home[CASTELLAN_BOARD_MAX_HOME];
  /* The Castle: the score markers' moves, in order, from the scores before */
  int                    score_before[CASTELLAN_BOARD_MAX_SEATS];
  guint                  n_markers;
  struct { int seat, from, to; } marker[CASTELLAN_BOARD_MAX_HOME];
  /* features scored: over which cell, for whom (-1 a tie), how much */
  guint                  n_scored;
  struct { int x, y, seat, points; } scored[CASTELLAN_BOARD_MAX_HOME];
  /* wall tiles taken from a corner tower, and whether they lay face up before */
  guint                  n_walls;
  struct { guint corner, kind; gboolean was_open; } wall[4];
} CastellanBoardPlay;

#define CASTELLAN_TYPE_BOARD_MODEL (castellan_board_model_get_type ())
G_DECLARE_FINAL_TYPE (CastellanBoardModel, castellan_board_model, CASTELLAN, BOARD_MODEL, GObject)

/* Signals: "changed" when anything above changed; "played" (a
 * const CastellanBoardPlay *) when a move was played. */

/* a model following @turn: a CastellanTurn or a CastellanClassicTurn */
CastellanBoardModel *castellan_board_model_new        (GObject             *turn);
GObject             *castellan_board_model_get_turn   (CastellanBoardModel *self);
CastellanBoardShape  castellan_board_model_get_shape  (CastellanBoardModel *self);
/* a game is shown (not the empty board before the first one) */
gboolean             castellan_board_model_has_game   (CastellanBoardModel *self);
gboolean             castellan_board_model_is_over    (CastellanBoardModel *self);
guint                castellan_board_model_get_n_seats (CastellanBoardModel *self);
/* whose turn it is */
int                  castellan_board_model_get_active (CastellanBoardModel *self);

/* the cells a tile lies on, their bounds; FALSE before a game */
gboolean             castellan_board_model_get_extent (CastellanBoardModel *self,
                                                       int                 *min_x,
                                                       int                 *min_y,
                                                       int                 *max_x,
                                                       int                 *max_y);
/* the turn's cell number (castellan_*_turn_set_cursor_cell) at (x, y),
 * -1 off the board; and back */
int                  castellan_board_model_cell_at    (CastellanBoardModel *self,
                                                       int                  x,
                                                       int                  y);
gboolean             castellan_board_model_cell_xy    (CastellanBoardModel *self,
                                                       int                  cell,
                                                       int                 *x,
                                                       int                 *y);

guint                castellan_board_model_get_tiles  (CastellanBoardModel *self,
                                                       const CastellanBoardTile **tiles);
/* the art of the drawn tile (the one in hand) */
gboolean             castellan_board_model_get_drawn  (CastellanBoardModel *self,
                                                       guint               *art);
/* the cells where the drawn tile fits, in the engine's order */
guint                castellan_board_model_get_lit    (CastellanBoardModel *self,
                                                       const CastellanCell **cells);
/* the cursor cell; FALSE for none */
gboolean             castellan_board_model_get_cursor (CastellanBoardModel *self,
                                                       int                 *x,
                                                       int                 *y);
guint                castellan_board_model_get_followers (CastellanBoardModel *self,
                                                          const CastellanBoardFollower **followers);
/* every spot of the laid tile waiting for its follower, by piece */
guint                castellan_board_model_get_spots  (CastellanBoardModel *self,
                                                       const CastellanBoardSpot **spots);
/* each seat's last move still shown (not the active seat's while it plays) */
guint                castellan_board_model_get_last_moves (CastellanBoardModel *self,
                                                           const CastellanBoardLastMove **moves);
/* the cells to light now: the cities the chosen field supplies (C-8.3),
 * the castle question's city (B-4.2), then whatever was named
 * (castellan_board_model_name_cells) */
guint                castellan_board_model_get_lights (CastellanBoardModel *self,
                                                       const CastellanBoardLight **lights);
/* no tile lies at (x, y) */
gboolean             castellan_board_model_is_empty   (CastellanBoardModel *self,
                                                       int                  x,
                                                       int                  y);
/* BC&B: the bridge going with the turn's tile (while placing, the one the
 * cursor's turn needs; once laid, the one chosen): the cell it lies on,
 * its axis, and whether that tile has a cloister; FALSE none */
gboolean             castellan_board_model_get_turn_bridge (CastellanBoardModel *self,
                                                            int                 *x,
                                                            int                 *y,
                                                            guint               *axis,
                                                            gboolean            *cloister);
guint                castellan_board_model_get_castles (CastellanBoardModel *self,
                                                        const CastellanBoardCastle **castles);

/* Light @cells as named by something the person points at (a line of the
 * final sheet or of the log); NULL or 0 clears them. */
void                 castellan_board_model_name_cells (CastellanBoardModel *self,
                                                       const CastellanCell *cells,
                                                       guint                n);
/* The cells line @index of the classic game's scored lines
 * (castellan_classic_game_get_scored: a feature scored in the game or a
 * line of the final scoring) names: the feature's tiles, and for a field
 * the cities it supplies. Up to @max into @cells; how many there are. */
guint                castellan_board_model_scored_cells (CastellanBoardModel *self,
                                                         guint                index,
                                                         CastellanCell       *cells,
                                                         guint                max);

/* the picture of tile art @art turned @rot, as SVG; and where piece
 * @piece of it sits in the unit square */
char                *castellan_board_model_dup_tile_svg (CastellanBoardModel *self,
                                                         guint                art,
                                                         guint                rot);
void                 castellan_board_model_anchor     (CastellanBoardModel *self,
                                                       guint                art,
                                                       guint                rot,
                                                       guint                piece,
                                                       double              *x,
                                                       double              *y);
/* where the spots' badges of the laid tile sit, in the unit square: @n of
 * them into @x, @y (classic: the open spots; The Castle: every spot
 * castellan_board_model_get_spots lists); FALSE when no tile waits */
gboolean             castellan_board_model_badges     (CastellanBoardModel *self,
                                                       double               radius,
                                                       double              *x,
                                                       double              *y,
                                                       guint                n);
/* the same, and into @size (NULL: not wanted) how large each badge is
 * drawn, in the unit square: @radius, or less where its piece is too
 * narrow for it (classic: a road's lane, a small cloister), so each stands
 * whole on its own piece as render-tiles --spots draws it */
gboolean             castellan_board_model_badges_sized (CastellanBoardModel *self,
                                                         double               radius,
                                                         double              *x,
                                                         double              *y,
                                                         double              *size,
                                                         guint                n);
/* the radius the open board lays the classic badges out for (a cell is 1) */
#define CASTELLAN_BOARD_BADGE_RADIUS 0.12
/* The open board's follower step draws the laid tile at least this many
 * pixels across: on a board zoomed out further, the tile is shown enlarged
 * to this size over its neighbours, centred on its cell, until its
 * follower is placed or passed. Each badge is then drawn in proportion to
 * that tile (castellan_board_badge_px), whole on its own piece as the art
 * lays it out, so no badge crosses its tile's edge or covers another at
 * any zoom, and a road's small badge is still 5 px across or more. */
#define CASTELLAN_BOARD_FOLLOWER_CELL 96.0
/* how many pixels across the open board draws the laid tile during the
 * follower step when a cell is @cell pixels across */
double               castellan_board_follower_cell      (double               cell);
/* the radius, in pixels, of a classic badge the layout gives radius @size
 * (castellan_board_model_badges_sized for CASTELLAN_BOARD_BADGE_RADIUS) on
 * a laid tile drawn @tile pixels across: a little inside what it was laid
 * out for (0.11 of 0.12), so its outline stays on its piece */
double               castellan_board_badge_px           (double               tile,
                                                         double               size);
/* how far from the middle of open spot @index's badge (of @n) a click still
 * picks it, in pixels, a cell @cell pixels across: classic, 0.14 of the
 * laid tile as the follower step draws it (castellan_board_follower_cell),
 * shrunk with the badge where the layout draws it smaller than
 * CASTELLAN_BOARD_BADGE_RADIUS (a road's lane), so a click picks the badge
 * drawn; The Castle's badges are all one size (12 px, or 0.14 of a cell).
 * -1: no such badge. */
double               castellan_board_model_badge_reach  (CastellanBoardModel *self,
                                                         guint                index,
                                                         guint                n,
                                                         double               cell);
/* ---- The Castle's board ----
 * These take NULL for The Castle's board before any game is shown, as do
 * castellan_board_model_cell_at and castellan_board_model_cell_xy. */

/* the castle's grid: columns and rows */
void                 castellan_board_model_castle_size (int                *width,
                                                        int                *height);

/* the art's theme (the texture cache's), and a cell's name ("D1") */
guint                castellan_board_model_get_theme  (CastellanBoardModel *self);
void                 castellan_board_model_cell_name  (CastellanBoardModel *self,
                                                       int                  x,
                                                       int                  y,
                                                       char                *name,
                                                       gsize                size);
guint                castellan_board_model_get_keeps  (CastellanBoardModel *self,
                                                       const CastellanBoardKeep **keeps);
guint                castellan_board_model_get_wall_tiles (CastellanBoardModel *self,
                                                           const CastellanBoardWallTile **tiles);
/* what an open wall tile on @corner is and does, for its tooltip */
char                *castellan_board_model_dup_wall_tile_text (CastellanBoardModel *self,
                                                               guint                corner);
/* the score track: its length, where space @space is (in cells from the
 * picture's corner), and whether two scores stop at one place (one space,
 * or the two spaces of one corner tower) */
guint                castellan_board_model_get_track_length (CastellanBoardModel *self);
void                 castellan_board_model_track_point (CastellanBoardModel *self,
                                                        guint                space,
                                                        double              *x,
                                                        double              *y);
gboolean             castellan_board_model_same_stop  (CastellanBoardModel *self,
                                                       int                  a,
                                                       int                  b);
/* the corner tower's middle, as CastellanBoardWallTile's */
void                 castellan_board_model_tower_point (CastellanBoardModel *self,
                                                        guint                corner,
                                                        double              *x,
                                                        double              *y);
int                  castellan_board_model_get_score  (CastellanBoardModel *self,
                                                       int                  seat);
/* Suggest a Move's answer while it stands: the cell, the turn, and the
 * follower with it (seat < 0: none); FALSE when there is none */
gboolean             castellan_board_model_get_suggestion (CastellanBoardModel    *self,
                                                           int                    *x,
                                                           int                    *y,
                                                           guint                  *rot,
                                                           CastellanBoardFollower *follower);
/* the largest group of empty cells: up to @max into @cells */
guint                castellan_board_model_get_empty_region (CastellanBoardModel *self,
                                                             CastellanCell       *cells,
                                                             guint                max);

/* a seat's colour as 0xRRGGBB */
guint32              castellan_board_model_seat_rgb   (CastellanBoardModel *self,
                                                       int                  seat);

G_END_DECLS
