/* castellan-board-model.c — what a board view draws, in cells and plain types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model reads the followed turn's game when something changed and
 * keeps the result in plain arrays, so a view reads them every frame
 * without asking the engine anything. One fill function per game: The
 * Castle's (fill_castle) and classic Carcassonne's (fill_classic).
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <string.h>

#include "castellan-board-model.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-turn.h"
#include "castellan-classic-tutor.h"
#include "castellan-turn.h"
#include "castellan-art.h"
#include "cs-classic-text.h"
#include "cs-text.h"

#include <glib/gi18n.h>

struct _CastellanBoardModel
{
  GObject              parent_instance;

  GObject             *turn;        /* CastellanTurn or CastellanClassicTurn */
  GObject             *game;        /* its game */
  gulong               turn_changed_id, game_changed_id, played_id;
  CastellanBoardShape  shape;

  gboolean             has_game, over, has_extent;
  int                  active;
  guint                n_seats;
  int                  min_x, min_y, max_x, max_y;
  gboolean             has_cursor, has_drawn;
  int                  cursor_x, cursor_y;
  guint                drawn;

  GArray              *tiles;       /* CastellanBoardTile */
  GArray              *lit;         /* CastellanCell */
  GArray              *followers;   /* CastellanBoardFollower */
  GArray              *spots;       /* CastellanBoardSpot */
  GArray              *last;        /* CastellanBoardLastMove */
  GArray              *lights;      /* CastellanBoardLight: the turn's, then the named ones */
  GArray              *named;       /* CastellanCell */
  GArray              *castles;     /* CastellanBoardCastle */
  GArray              *keeps;       /* CastellanBoardKeep */
  GArray              *walls;       /* CastellanBoardWallTile */

  /* where the laid tile's badges sit: a search over the tile's art, done
   * once per change of the turn rather than for every badge in every
   * frame (it was nearly all of the follower step's snapshot) */
  gboolean             badges_valid;
  double               badge_r;
  guint                badge_n;
  double               badge_x[32], badge_y[32], badge_size[32];
};

G_DEFINE_FINAL_TYPE (CastellanBoardModel, castellan_board_model, G_TYPE_OBJECT)

enum { CHANGED, PLAYED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* NULL stands for The Castle's board before any game (its size, its cells) */
static gboolean
is_classic (CastellanBoardModel *self)
{
  return self != NULL && self->shape == CASTELLAN_BOARD_SHAPE_OPEN;
}

static const CsClassic *
classic_state (CastellanBoardModel *self)
{
  return castellan_classic_game_get_state (CASTELLAN_CLASSIC_GAME (self->game));
}

static CastellanSpotKind
classic_kind (guint type)
{
  switch (type)
    {
    case CS_CLASSIC_FIELD: return CASTELLAN_SPOT_FIELD;
    case CS_CLASSIC_ROAD: return CASTELLAN_SPOT_ROAD;
    case CS_CLASSIC_CITY: return CASTELLAN_SPOT_CITY;
    case CS_CLASSIC_CLOISTER: return CASTELLAN_SPOT_CLOISTER;
    default: return CASTELLAN_SPOT_OTHER;
    }
}

static void
add_light (CastellanBoardModel *self, int x, int y, CastellanLightStyle style)
{
  CastellanBoardLight l = { x, y, style };
  g_array_append_val (self->lights, l);
}

/* ---- classic Carcassonne ---------------------------------------------------------- */

static void
fill_classic (CastellanBoardModel *self)
{
  CastellanClassicTurn *turn = CASTELLAN_CLASSIC_TURN (self->turn);
  CastellanClassicGame *game = CASTELLAN_CLASSIC_GAME (self->game);
  const CsClassic *g = classic_state (self);
  const CsClassicTileset *set = g->tileset;
  const guint16 *fits = NULL;
  guint n, cell, rot;

  self->has_game = castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_NONE;
  if (g == NULL || set == NULL)
    {
      self->has_game = FALSE;
      return;
    }
  self->over = cs_classic_over (g);
  self->active = g->active;
  self->n_seats = g->n_players;
  self->has_extent = g->n_laid > 0;
  self->min_x = g->min_x;
  self->max_x = g->max_x;
  self->min_y = g->min_y;
  self->max_y = g->max_y;
  self->has_drawn = !self->over;
  self->drawn = set->tile_design[g->current];

  for (guint s = 0; s < g->n_laid; s++)
    {
      guint design = set->tile_design[g->slot_tile[s]];
      CastellanBoardTile t = {
        cs_classic_cell_x (g->slot_cell[s]), cs_classic_cell_y (g->slot_cell[s]), design, g->slot_rot[s],
        (g->options & CS_CLASSIC_BCB) ? g->slot_bridge[s] : 0, set->design[design].cloister != 0xFF,
      };
      g_array_append_val (self->tiles, t);
    }

  n = castellan_classic_turn_get_fit_cells (turn, &fits);
  for (guint i = 0; i < n; i++)
    {
      CastellanCell c = { cs_classic_cell_x (fits[i]), cs_classic_cell_y (fits[i]) };
      g_array_append_val (self->lit, c);
    }
  if (castellan_classic_turn_get_cursor_cell (turn) >= 0)
    {
      self->has_cursor = TRUE;
      self->cursor_x = cs_classic_cell_x (castellan_classic_turn_get_cursor_cell (turn));
      self->cursor_y = cs_classic_cell_y (castellan_classic_turn_get_cursor_cell (turn));
    }

  /* the followers on the board */
  for (guint p = 0; p < g->n_players; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
      {
        guint16 node = g->player[p].follower[i];
        guint slot, piece, design;
        CastellanBoardFollower f;

        if (node == CS_NONE)
          continue;
        slot = g->node_slot[node];
        piece = g->node_piece[node];
        design = set->tile_design[g->slot_tile[slot]];
        f = (CastellanBoardFollower) {
          cs_classic_cell_x (g->slot_cell[slot]), cs_classic_cell_y (g->slot_cell[slot]), design,
          g->slot_rot[slot], piece,
          piece < set->design[design].n_pieces ? classic_kind (set->design[design].pieces[piece].type)
                                               : CASTELLAN_SPOT_BRIDGE,
          (int) p,
        };
        g_array_append_val (self->followers, f);
      }

  /* the laid tile's spots */
  if (castellan_classic_turn_get_pending (turn, &cell, &rot))
    {
      const CsClassicSpot *spots = NULL;
      guint design = set->tile_design[g->current];

      n = castellan_classic_turn_get_spots (turn, &spots);
      for (guint i = 0; i < n; i++)
        {
          int owner = -1, held = 0;
          CastellanBoardSpot s;

          for (guint p = 0; p < g->n_players; p++)
            if (spots[i].followers[p] > 0)
              {
                owner = p;
                held++;
              }
          s = (CastellanBoardSpot) {
            spots[i].piece,
            spots[i].piece < set->design[design].n_pieces ? classic_kind (spots[i].type) : CASTELLAN_SPOT_BRIDGE,
            spots[i].state == CS_SPOT_OPEN, held == 1 ? owner : -1,
          };
          g_array_append_val (self->spots, s);
        }
    }

  /* each player's last tile, until their next turn */
  for (guint p = 0; p < g->n_players; p++)
    {
      int last = castellan_classic_game_get_last_cell (game, p), piece;
      guint slot;
      CastellanBoardLastMove m;

      if (last < 0 || (p == g->active && !self->over) || g->cell_slot[last] == CS_CLASSIC_NO_SLOT)
        continue;
      slot = g->cell_slot[last];
      piece = castellan_classic_game_get_last_piece (game, p);
      if (piece >= 0)
        {
          /* only while the follower still stands there: a completed
           * feature sends it home at once */
          gboolean there = FALSE;
          for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
            {
              guint16 node = g->player[p].follower[i];
              there |= node != CS_NONE && g->node_slot[node] == slot && g->node_piece[node] == piece;
            }
          if (!there)
            piece = -1;
        }
      m = (CastellanBoardLastMove) { cs_classic_cell_x (last), cs_classic_cell_y (last), (int) p, piece,
                                     set->tile_design[g->slot_tile[slot]], g->slot_rot[slot] };
      g_array_append_val (self->last, m);
    }

  /* the cities the chosen field supplies (C-8.3), the completed ones first */
  {
    guint16 cells[CS_CLASSIC_NUM_TILES];
    guint done = 0;

    n = castellan_classic_tutor_field_city_cells (turn, cells, &done);
    for (guint i = 0; i < n; i++)
      add_light (self, cs_classic_cell_x (cells[i]), cs_classic_cell_y (cells[i]),
                 i < done ? CASTELLAN_LIGHT_DONE : CASTELLAN_LIGHT_OPEN);
  }
  /* B-4.2: the small city its owner is asked about, while the question is open */
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      guint16 cells[CS_CLASSIC_NUM_TILES];

      n = castellan_classic_bcb_get_castle_cells (game, cells);
      for (guint i = 0; i < n; i++)
        add_light (self, cs_classic_cell_x (cells[i]), cs_classic_cell_y (cells[i]), CASTELLAN_LIGHT_QUESTION);
    }

  for (guint i = 0; i < g->bcb.n_castles && (g->options & CS_CLASSIC_BCB); i++)
    {
      const CsClassicCastle *c = &g->bcb.castle[i];
      guint a = g->slot_cell[c->slot[0]], b = g->slot_cell[c->slot[1]];
      CastellanBoardCastle k = { cs_classic_cell_x (a), cs_classic_cell_y (a),
                                 cs_classic_cell_x (b), cs_classic_cell_y (b), c->owner };
      g_array_append_val (self->castles, k);
    }
}

/* ---- The Castle ----------------------------------------------------------------- */

/* where a follower sits on a tile of the shipped set, kept by (tile, turn,
 * piece): the art finds it by laying out the whole tile (about 0.4 ms), and
 * the model is filled again for every follower several times a move, on the
 * main thread while a computer thinks (issue 34, item 4: 442 layouts, 171 ms,
 * in four moves). Main thread only, like the model. */
static gboolean
castle_tile_anchor (const CsGame *g, guint cell, guint piece, double *ax, double *ay)
{
  static GHashTable *anchors;   /* key: ((tile * 4 + rot) * CS_MAX_PIECES + piece) + 1 → double[2] */
  const CsTile *tile = &g->tileset->tiles[g->cell_tile[cell]];
  gpointer key = GUINT_TO_POINTER (((g->cell_tile[cell] * 4u + (g->cell_rot[cell] & 3)) * CS_MAX_PIECES + piece) + 1);
  double *xy;

  if (g->tileset != castellan_shipped_tileset ())
    return art_tile_anchor (tile, g->cell_rot[cell], piece, ax, ay);
  if (anchors == NULL)
    anchors = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  xy = g_hash_table_lookup (anchors, key);
  if (xy == NULL)
    {
      double x, y;

      if (!art_tile_anchor (tile, g->cell_rot[cell], piece, &x, &y))
        return FALSE;
      xy = g_new (double, 2);
      xy[0] = x;
      xy[1] = y;
      g_hash_table_insert (anchors, key, xy);
    }
  *ax = xy[0];
  *ay = xy[1];
  return TRUE;
}

/* a follower location (a cell's piece, or a start space) in cells from the grid's corner */
static void
castle_piece_point (const CsGame *g, guint cell, guint piece, double *x, double *y)
{
  const CsBoard *b = castellan_shipped_board ();
  double ax = 0.5, ay = 0.5;

  if (cell >= CS_NUM_CELLS)
    {
      const CsStartSpace *st = &b->start[cell - CS_NUM_CELLS];

      *x = b->cell_x[st->cell] + (st->side == CS_EAST ? 1.1 : st->side == CS_WEST ? -0.1 : 0.5);
      *y = b->cell_y[st->cell] + (st->side == CS_SOUTH ? 1.1 : st->side == CS_NORTH ? -0.1 : 0.5);
      return;
    }
  if (g->cell_tile[cell] != CS_CELL_EMPTY &&
      !castle_tile_anchor (g, cell, piece, &ax, &ay))
    ax = ay = 0.5;
  *x = b->cell_x[cell] + ax;
  *y = b->cell_y[cell] + ay;
}

static guint
castle_piece_type (const CsGame *g, guint cell, guint piece)
{
  if (cell >= CS_NUM_CELLS)
    return g->board->start[cell - CS_NUM_CELLS].pieces[piece].type;
  return g->tileset->tiles[g->cell_tile[cell]].pieces[piece].type;
}

static CastellanBoardFollower
castle_follower (const CsGame *g, guint cell, guint piece, guint type, int seat)
{
  const CsBoard *b = castellan_shipped_board ();
  CastellanBoardFollower f = { 0 };

  f.seat = seat;
  f.piece = piece;
  f.kind = CASTELLAN_SPOT_OTHER;
  f.lying = type == CS_COURT;
  if (cell < CS_NUM_CELLS)
    {
      f.x = b->cell_x[cell];
      f.y = b->cell_y[cell];
      f.art = g->cell_tile[cell];
      f.rot = g->cell_rot[cell];
    }
  castle_piece_point (g, cell, piece, &f.px, &f.py);
  return f;
}

static void
fill_castle (CastellanBoardModel *self)
{
  CastellanTurn *turn = CASTELLAN_TURN (self->turn);
  CastellanGame *game = CASTELLAN_GAME (self->game);
  const CsGame *g = castellan_game_get_state (game);
  const CsBoard *b = castellan_shipped_board ();
  guint cell, rot;

  self->has_game = castellan_game_get_phase (game) != CASTELLAN_PHASE_NONE;
  if (g == NULL || g->tileset == NULL)
    {
      self->has_game = FALSE;
      return;
    }
  self->over = cs_game_over (g);
  self->active = g->active;
  self->n_seats = CS_NUM_PLAYERS;
  /* the castle is all there from the start */
  self->has_extent = TRUE;
  self->min_x = self->min_y = 0;
  self->max_x = b->width - 1;
  self->max_y = b->height - 1;
  self->has_drawn = !self->over;
  self->drawn = g->current;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      CastellanBoardTile t = { b->cell_x[c], b->cell_y[c], g->cell_tile[c], g->cell_rot[c], 0, 0 };

      if (g->cell_tile[c] == CS_CELL_EMPTY)
        continue;
      g_array_append_val (self->tiles, t);
    }
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    if (castellan_turn_get_fits (turn, c) != 0)
      {
        CastellanCell l = { b->cell_x[c], b->cell_y[c] };
        g_array_append_val (self->lit, l);
      }
  if (castellan_turn_get_cursor_cell (turn) >= 0)
    {
      self->has_cursor = TRUE;
      self->cursor_x = b->cell_x[castellan_turn_get_cursor_cell (turn)];
      self->cursor_y = b->cell_y[castellan_turn_get_cursor_cell (turn)];
    }
  if (castellan_turn_get_pending (turn, &cell, &rot))
    {
      const CsSpot *spots = NULL;
      guint n = castellan_turn_get_spots (turn, &spots);

      for (guint i = 0; i < n; i++)
        {
          CastellanBoardSpot s = { spots[i].piece, CASTELLAN_SPOT_OTHER, spots[i].state == CS_SPOT_OPEN,
                                   spots[i].state == CS_SPOT_OCCUPIED ? spots[i].holder : -1,
                                   cs_text_role (spots[i].type, castellan_game_get_cs_theme (game)),
                                   spots[i].type == CS_COURT };
          g_array_append_val (self->spots, s);
        }
    }
  /* the followers, on tiles and start spaces, and the keeps */
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      const CsPlayer *pl = &g->player[p];

      if (pl->keep_node != CS_NONE)
        {
          CastellanBoardKeep k = { b->cell_x[pl->keep_cell], b->cell_y[pl->keep_cell], (int) p };
          g_array_append_val (self->keeps, k);
        }
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        {
          guint where, piece;
          CastellanBoardFollower f;

          if (pl->follower[i] == CS_NONE || !cs_game_node_location (g, pl->follower[i], &where, &piece))
            continue;
          f = castle_follower (g, where, piece, castle_piece_type (g, where, piece), (int) p);
          g_array_append_val (self->followers, f);
        }
    }
  /* the wall tiles on their corner towers */
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    {
      CastellanBoardWallTile w = { c, g->wall_revealed[c] ? g->wall_kind[c] : 0, g->wall_revealed[c] != 0, 0, 0 };

      if (g->wall_kind[c] == 0)
        continue;
      castellan_board_model_tower_point (self, c, &w.x, &w.y);
      g_array_append_val (self->walls, w);
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      guint c;
      int piece;
      CastellanBoardLastMove m;

      if (!castellan_game_get_last_move (game, p, &c, &piece) || c >= CS_NUM_CELLS ||
          g->cell_tile[c] == CS_CELL_EMPTY)
        continue;
      m = (CastellanBoardLastMove) { b->cell_x[c], b->cell_y[c], (int) p, piece, g->cell_tile[c], g->cell_rot[c], 0, 0 };
      if (piece >= 0)
        castle_piece_point (g, c, piece, &m.px, &m.py);
      g_array_append_val (self->last, m);
    }
}

/* a classic move's events, as a play to show */
static void
classic_played_cb (CastellanClassicGame *game, gpointer events, CastellanBoardModel *self)
{
  const CsEvents *ev = events;
  const CsClassic *g = classic_state (self);
  CastellanBoardPlay play = { .mover = -1 };

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];

      if (e->type == CS_EVENT_TILE_LAID && play.mover < 0)
        {
          play.mover = e->player;
          play.x = e->x;
          play.y = e->y;
        }
      else if (e->type == CS_EVENT_FOLLOWER_RETURNED && play.n_home < CASTELLAN_BOARD_MAX_HOME)
        {
          guint slot = g->cell_slot[cs_classic_cell (e->x, e->y)];
          CastellanBoardFollower *f = &play.home[play.n_home];

          if (slot == CS_CLASSIC_NO_SLOT)
            continue;
          *f = (CastellanBoardFollower) { e->x, e->y, g->tileset->tile_design[g->slot_tile[slot]], g->slot_rot[slot],
                                          e->piece, classic_kind (e->ftype), e->player };
          play.n_home++;
        }
    }
  if (play.mover >= 0)
    play.computer = castellan_player_is_computer (castellan_classic_game_get_player (game, play.mover));
  g_signal_emit (self, signals[PLAYED], 0, &play);
}

/* a Castle move's events, as a play to show */
static void
castle_played_cb (CastellanGame *game, gpointer events, gpointer before, CastellanBoardModel *self)
{
  const CsEvents *ev = events;
  const CsGame *b = before, *g = castellan_game_get_state (game);
  const CsBoard *board = castellan_shipped_board ();
  CastellanBoardPlay play = { .mover = -1 };

  for (guint p = 0; p < CS_NUM_PLAYERS && p < CASTELLAN_BOARD_MAX_SEATS; p++)
    play.score_before[p] = b->player[p].score;
  play.computer = castellan_player_is_computer (castellan_game_get_player (game, b->active));
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];

      switch (e->type)
        {
        case CS_EVENT_TILE_LAID:
          if (play.mover < 0 && e->cell < CS_NUM_CELLS)
            {
              play.mover = e->player >= 0 ? e->player : b->active;
              play.x = board->cell_x[e->cell];
              play.y = board->cell_y[e->cell];
            }
          break;
        case CS_EVENT_FOLLOWER_RETURNED:
          if (play.n_home < CASTELLAN_BOARD_MAX_HOME)
            play.home[play.n_home++] = castle_follower (g, e->cell, e->piece, e->ftype, e->player);
          break;
        case CS_EVENT_MARKER_MOVED:
          if (e->player >= 0 && play.n_markers < CASTELLAN_BOARD_MAX_HOME)
            {
              play.marker[play.n_markers].seat = e->player;
              play.marker[play.n_markers].from = e->from;
              play.marker[play.n_markers].to = e->to;
              play.n_markers++;
            }
          break;
        case CS_EVENT_FEATURE_SCORED:
          if (play.n_scored < CASTELLAN_BOARD_MAX_HOME && e->cell < CS_NUM_CELLS)
            {
              play.scored[play.n_scored].x = board->cell_x[e->cell];
              play.scored[play.n_scored].y = board->cell_y[e->cell];
              play.scored[play.n_scored].seat = e->player;
              play.scored[play.n_scored].points = e->points;
              play.n_scored++;
            }
          break;
        case CS_EVENT_WALL_TILE_TAKEN:
          if (play.n_walls < G_N_ELEMENTS (play.wall))
            {
              play.wall[play.n_walls].corner = e->corner;
              play.wall[play.n_walls].kind = e->kind;
              play.wall[play.n_walls].was_open = b->wall_revealed[e->corner] != 0;
              play.n_walls++;
            }
          break;
        default:
          break;
        }
    }
  /* a move is shown even when no tile was laid (the mover is whose turn it was) */
  if (play.mover < 0)
    {
      play.mover = b->active;
      play.x = play.y = -1;
    }
  g_signal_emit (self, signals[PLAYED], 0, &play);
}

gboolean
castellan_board_model_is_empty (CastellanBoardModel *self, int x, int y)
{
  int cell;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), TRUE);
  cell = castellan_board_model_cell_at (self, x, y);
  if (cell < 0)
    return TRUE;
  if (is_classic (self))
    return classic_state (self)->cell_slot[cell] == CS_CLASSIC_NO_SLOT;
  return castellan_turn_cell_is_empty (CASTELLAN_TURN (self->turn), cell);
}

gboolean
castellan_board_model_get_turn_bridge (CastellanBoardModel *self, int *x, int *y, guint *axis, gboolean *cloister)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  const CsClassic *g;
  guint code, target, tile, cell, rot;
  int cursor;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  if (!is_classic (self))
    return FALSE;
  code = castellan_classic_turn_get_bridge (CASTELLAN_CLASSIC_TURN (self->turn));
  if (code == 0)
    return FALSE;
  if (castellan_classic_turn_get_pending (CASTELLAN_CLASSIC_TURN (self->turn), &cell, &rot))
    cursor = cell;
  else
    cursor = castellan_classic_turn_get_cursor_cell (CASTELLAN_CLASSIC_TURN (self->turn));
  if (cursor < 0)
    return FALSE;
  g = classic_state (self);
  target = CS_CLASSIC_BRIDGE_TARGET (code);
  *x = cs_classic_cell_x (cursor) + (target ? dx[target - 1] : 0);
  *y = cs_classic_cell_y (cursor) + (target ? dy[target - 1] : 0);
  cell = cs_classic_cell (*x, *y);
  /* the bridged tile: one laid, or the one in hand about to be */
  tile = g->cell_slot[cell] != CS_CLASSIC_NO_SLOT ? g->slot_tile[g->cell_slot[cell]] : g->current;
  *axis = CS_CLASSIC_BRIDGE_AXIS (code);
  *cloister = g->tileset->design[g->tileset->tile_design[tile]].cloister != 0xFF;
  return TRUE;
}

/* ---- the object ----------------------------------------------------------------- */

static void
refill (CastellanBoardModel *self)
{
  g_array_set_size (self->tiles, 0);
  g_array_set_size (self->lit, 0);
  g_array_set_size (self->followers, 0);
  g_array_set_size (self->spots, 0);
  g_array_set_size (self->last, 0);
  g_array_set_size (self->lights, 0);
  g_array_set_size (self->castles, 0);
  g_array_set_size (self->keeps, 0);
  g_array_set_size (self->walls, 0);
  self->badges_valid = FALSE;
  self->has_game = self->over = self->has_extent = self->has_cursor = self->has_drawn = FALSE;
  self->active = -1;
  self->n_seats = 0;
  if (self->turn != NULL)
    {
      if (is_classic (self))
        fill_classic (self);
      else
        fill_castle (self);
    }
  for (guint i = 0; i < self->named->len; i++)
    {
      const CastellanCell *c = &g_array_index (self->named, CastellanCell, i);
      add_light (self, c->x, c->y, CASTELLAN_LIGHT_NAMED);
    }
}

static void
changed_cb (gpointer source, CastellanBoardModel *self)
{
  refill (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
notify_cb (GObject *turn, GParamSpec *pspec, CastellanBoardModel *self)
{
  changed_cb (NULL, self);
}

static void
castellan_board_model_dispose (GObject *object)
{
  CastellanBoardModel *self = CASTELLAN_BOARD_MODEL (object);

  if (self->turn != NULL)
    {
      g_clear_signal_handler (&self->turn_changed_id, self->turn);
      g_clear_signal_handler (&self->game_changed_id, self->game);
      g_clear_signal_handler (&self->played_id, self->game);
    }
  g_clear_object (&self->turn);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (castellan_board_model_parent_class)->dispose (object);
}

static void
castellan_board_model_finalize (GObject *object)
{
  CastellanBoardModel *self = CASTELLAN_BOARD_MODEL (object);

  g_array_unref (self->tiles);
  g_array_unref (self->lit);
  g_array_unref (self->followers);
  g_array_unref (self->spots);
  g_array_unref (self->last);
  g_array_unref (self->lights);
  g_array_unref (self->named);
  g_array_unref (self->castles);
  g_array_unref (self->keeps);
  g_array_unref (self->walls);
  G_OBJECT_CLASS (castellan_board_model_parent_class)->finalize (object);
}

static void
castellan_board_model_class_init (CastellanBoardModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = castellan_board_model_dispose;
  object_class->finalize = castellan_board_model_finalize;
  /* anything a view draws changed */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* a move was played: a const CastellanBoardPlay * */
  signals[PLAYED] = g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
castellan_board_model_init (CastellanBoardModel *self)
{
  self->tiles = g_array_new (FALSE, FALSE, sizeof (CastellanBoardTile));
  self->lit = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
  self->followers = g_array_new (FALSE, FALSE, sizeof (CastellanBoardFollower));
  self->spots = g_array_new (FALSE, FALSE, sizeof (CastellanBoardSpot));
  self->last = g_array_new (FALSE, FALSE, sizeof (CastellanBoardLastMove));
  self->lights = g_array_new (FALSE, FALSE, sizeof (CastellanBoardLight));
  self->named = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
  self->castles = g_array_new (FALSE, FALSE, sizeof (CastellanBoardCastle));
  self->keeps = g_array_new (FALSE, FALSE, sizeof (CastellanBoardKeep));
  self->walls = g_array_new (FALSE, FALSE, sizeof (CastellanBoardWallTile));
  self->active = -1;
}

CastellanBoardModel *
castellan_board_model_new (GObject *turn)
{
  CastellanBoardModel *self;

  g_return_val_if_fail (CASTELLAN_IS_TURN (turn) || CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  self = g_object_new (CASTELLAN_TYPE_BOARD_MODEL, NULL);
  self->turn = g_object_ref (turn);
  if (CASTELLAN_IS_CLASSIC_TURN (turn))
    {
      self->shape = CASTELLAN_BOARD_SHAPE_OPEN;
      self->game = g_object_ref (G_OBJECT (castellan_classic_turn_get_game (CASTELLAN_CLASSIC_TURN (turn))));
    }
  else
    {
      self->shape = CASTELLAN_BOARD_SHAPE_CASTLE;
      self->game = g_object_ref (G_OBJECT (castellan_turn_get_game (CASTELLAN_TURN (turn))));
    }
  /* The Castle's turn tells its changes as property notifications */
  if (CASTELLAN_IS_CLASSIC_TURN (turn))
    self->turn_changed_id = g_signal_connect (turn, "changed", G_CALLBACK (changed_cb), self);
  else
    self->turn_changed_id = g_signal_connect (turn, "notify", G_CALLBACK (notify_cb), self);
  self->game_changed_id = g_signal_connect (self->game, "changed", G_CALLBACK (changed_cb), self);
  if (CASTELLAN_IS_CLASSIC_TURN (turn))
    self->played_id = g_signal_connect (self->game, "turn-played", G_CALLBACK (classic_played_cb), self);
  else
    self->played_id = g_signal_connect (self->game, "turn-played", G_CALLBACK (castle_played_cb), self);
  refill (self);
  return self;
}

GObject *
castellan_board_model_get_turn (CastellanBoardModel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), NULL);
  return self->turn;
}

CastellanBoardShape
castellan_board_model_get_shape (CastellanBoardModel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), CASTELLAN_BOARD_SHAPE_OPEN);
  return self->shape;
}

gboolean
castellan_board_model_has_game (CastellanBoardModel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  return self->has_game;
}

gboolean
castellan_board_model_is_over (CastellanBoardModel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  return self->over;
}

guint
castellan_board_model_get_n_seats (CastellanBoardModel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), 0);
  return self->n_seats;
}

int
castellan_board_model_get_active (CastellanBoardModel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), -1);
  return self->active;
}

gboolean
castellan_board_model_get_extent (CastellanBoardModel *self, int *min_x, int *min_y, int *max_x, int *max_y)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  *min_x = self->min_x;
  *min_y = self->min_y;
  *max_x = self->max_x;
  *max_y = self->max_y;
  return self->has_extent;
}

int
castellan_board_model_cell_at (CastellanBoardModel *self, int x, int y)
{
  const CsBoard *b;

  g_return_val_if_fail (self == NULL || CASTELLAN_IS_BOARD_MODEL (self), -1);
  if (is_classic (self))
    {
      if (x < -CS_CLASSIC_RADIUS || x > CS_CLASSIC_RADIUS || y < -CS_CLASSIC_RADIUS || y > CS_CLASSIC_RADIUS)
        return -1;
      return cs_classic_cell (x, y);
    }
  b = castellan_shipped_board ();
  if (x < 0 || y < 0 || x >= b->width || y >= b->height)
    return -1;
  return b->cell_at[y][x];
}

gboolean
castellan_board_model_cell_xy (CastellanBoardModel *self, int cell, int *x, int *y)
{
  const CsBoard *b;

  g_return_val_if_fail (self == NULL || CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  if (cell < 0)
    return FALSE;
  if (is_classic (self))
    {
      if (cell >= CS_CLASSIC_CELLS)
        return FALSE;
      *x = cs_classic_cell_x (cell);
      *y = cs_classic_cell_y (cell);
      return TRUE;
    }
  if (cell >= CS_NUM_CELLS)
    return FALSE;
  b = castellan_shipped_board ();
  *x = b->cell_x[cell];
  *y = b->cell_y[cell];
  return TRUE;
}

#define GETTER(name, field, type)                                              \
  guint                                                                        \
  castellan_board_model_get_##name (CastellanBoardModel *self, const type **out) \
  {                                                                            \
    g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), 0);                 \
    if (out != NULL)                                                           \
      *out = (const type *) (gpointer) self->field->data;                      \
    return self->field->len;                                                   \
  }

GETTER (tiles, tiles, CastellanBoardTile)
GETTER (lit, lit, CastellanCell)
GETTER (followers, followers, CastellanBoardFollower)
GETTER (spots, spots, CastellanBoardSpot)
GETTER (last_moves, last, CastellanBoardLastMove)
GETTER (lights, lights, CastellanBoardLight)
GETTER (castles, castles, CastellanBoardCastle)
GETTER (keeps, keeps, CastellanBoardKeep)
GETTER (wall_tiles, walls, CastellanBoardWallTile)

gboolean
castellan_board_model_get_drawn (CastellanBoardModel *self, guint *art)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  if (art != NULL)
    *art = self->drawn;
  return self->has_drawn;
}

gboolean
castellan_board_model_get_cursor (CastellanBoardModel *self, int *x, int *y)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  if (!self->has_cursor)
    return FALSE;
  *x = self->cursor_x;
  *y = self->cursor_y;
  return TRUE;
}

void
castellan_board_model_name_cells (CastellanBoardModel *self, const CastellanCell *cells, guint n)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_MODEL (self));
  if (cells == NULL)
    n = 0;
  if (n == self->named->len && (n == 0 || memcmp (cells, self->named->data, n * sizeof *cells) == 0))
    return;
  g_array_set_size (self->named, 0);
  g_array_append_vals (self->named, cells, n);
  changed_cb (NULL, self);
}

/* the cells of the tiles feature @root covers, not yet in @cells[0..n) */
static guint
feature_cells (const CsClassic *g, guint16 root, CastellanCell *cells, guint n, guint max, guint *total)
{
  for (guint slot = 0; slot < g->n_laid; slot++)
    {
      CastellanCell c = { cs_classic_cell_x (g->slot_cell[slot]), cs_classic_cell_y (g->slot_cell[slot]) };
      gboolean seen = FALSE;

      if (!cs_tile_mask_has (&g->feat[root].tiles, slot))
        continue;
      for (guint i = 0; i < MIN (n, max) && !seen; i++)
        seen = cells[i].x == c.x && cells[i].y == c.y;
      if (seen)
        continue;
      if (n < max)
        cells[n] = c;
      n++;
    }
  *total = n;
  return n;
}

guint
castellan_board_model_scored_cells (CastellanBoardModel *self, guint index, CastellanCell *cells, guint max)
{
  const CsClassic *g;
  GArray *scored;
  const CsEvent *e;
  guint16 root;
  guint n = 0;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), 0);
  if (!is_classic (self))
    return 0;
  g = classic_state (self);
  scored = castellan_classic_game_get_scored (CASTELLAN_CLASSIC_GAME (self->game));
  if (index >= scored->len)
    return 0;
  e = &g_array_index (scored, CsEvent, index);
  if (e->node >= g->n_nodes)
    return 0;
  root = cs_classic_find (g, e->node);
  feature_cells (g, root, cells, 0, max, &n);
  if (g->feat[root].type != CS_CLASSIC_FIELD)
    return n;
  /* a field: the completed cities it supplies as well (C-8.3) */
  for (guint slot = 0; slot < g->n_laid; slot++)
    {
      const CsClassicDesign *d = cs_classic_tile (g->tileset, g->slot_tile[slot]);

      for (guint p = 0; p < d->n_pieces; p++)
        {
          if (d->pieces[p].borders == 0 || cs_classic_find (g, g->slot_node[slot] + p) != root)
            continue;
          for (guint b = d->pieces[p].borders; b != 0; b &= b - 1)
            {
              guint16 city = cs_classic_find (g, g->slot_node[slot] + __builtin_ctz (b));

              if (g->feat[city].open == 0)
                feature_cells (g, city, cells, n, max, &n);
            }
        }
    }
  return n;
}

char *
castellan_board_model_dup_tile_svg (CastellanBoardModel *self, guint art, guint rot)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), NULL);
  g_return_val_if_fail (is_classic (self), NULL);
  g_return_val_if_fail (art < CS_CLASSIC_MAX_DESIGNS, NULL);
  return art_classic_tile_svg (&classic_state (self)->tileset->design[art], rot & 3);
}

void
castellan_board_model_anchor (CastellanBoardModel *self, guint art, guint rot, guint piece, double *x, double *y)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_MODEL (self));
  *x = ART_CLASSIC_BRIDGE_X;
  *y = ART_CLASSIC_BRIDGE_Y;
  if (!is_classic (self) || art >= CS_CLASSIC_MAX_DESIGNS)
    return;
  if (piece < classic_state (self)->tileset->design[art].n_pieces)
    art_classic_anchor (&classic_state (self)->tileset->design[art], rot & 3, piece, x, y);
}

static gboolean
lay_out_badges (CastellanBoardModel *self, double radius, double *x, double *y, double *size, guint n)
{
  const guint8 *open;
  guint cell, rot, n_open;
  const CsClassic *g;

  if (!is_classic (self))
    {
      const CsGame *cg = castellan_game_get_state (CASTELLAN_GAME (self->game));
      guint8 pieces[CS_MAX_PIECES];

      if (!castellan_turn_get_pending (CASTELLAN_TURN (self->turn), &cell, &rot) || n != self->spots->len ||
          n > G_N_ELEMENTS (pieces))
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          pieces[i] = g_array_index (self->spots, CastellanBoardSpot, i).piece;
          size[i] = radius;
        }
      art_tile_badge_layout (&cg->tileset->tiles[cg->current], rot, pieces, n, radius, x, y);
      return TRUE;
    }
  if (!castellan_classic_turn_get_pending (CASTELLAN_CLASSIC_TURN (self->turn), &cell, &rot))
    return FALSE;
  n_open = castellan_classic_turn_get_open_spots (CASTELLAN_CLASSIC_TURN (self->turn), &open);
  if (n != n_open)
    return FALSE;
  g = classic_state (self);
  /* each badge whole on its own piece, smaller on a narrow one (a road's
   * lane, a small cloister): the view draws it as large as said here */
  art_classic_badge_layout_sized (&g->tileset->design[g->tileset->tile_design[g->current]], rot, open, n, radius,
                                  x, y, size);
  return TRUE;
}

gboolean
castellan_board_model_badges_sized (CastellanBoardModel *self, double radius, double *x, double *y, double *size,
                                    guint n)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  if (n > G_N_ELEMENTS (self->badge_x))
    return FALSE;
  if (!self->badges_valid || self->badge_r != radius || self->badge_n != n)
    {
      if (!lay_out_badges (self, radius, self->badge_x, self->badge_y, self->badge_size, n))
        return FALSE;
      self->badges_valid = TRUE;
      self->badge_r = radius;
      self->badge_n = n;
    }
  memcpy (x, self->badge_x, n * sizeof *x);
  memcpy (y, self->badge_y, n * sizeof *y);
  if (size != NULL)
    memcpy (size, self->badge_size, n * sizeof *size);
  return TRUE;
}

double
castellan_board_follower_cell (double cell)
{
  return MAX (cell, CASTELLAN_BOARD_FOLLOWER_CELL);
}

double
castellan_board_badge_px (double tile, double size)
{
  return tile * 0.11 * size / CASTELLAN_BOARD_BADGE_RADIUS;
}

double
castellan_board_model_badge_reach (CastellanBoardModel *self, guint index, guint n, double cell)
{
  double x[16], y[16], size[16];
  double reach = MAX (12, cell * 0.14);

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), -1);
  if (index >= n || n > G_N_ELEMENTS (x))
    return -1;
  if (!is_classic (self))
    return reach;
  if (!castellan_board_model_badges_sized (self, CASTELLAN_BOARD_BADGE_RADIUS, x, y, size, n))
    return -1;
  return castellan_board_follower_cell (cell) * 0.14 * size[index] / CASTELLAN_BOARD_BADGE_RADIUS;
}

gboolean
castellan_board_model_badges (CastellanBoardModel *self, double radius, double *x, double *y, guint n)
{
  return castellan_board_model_badges_sized (self, radius, x, y, NULL, n);
}

guint32
castellan_board_model_seat_rgb (CastellanBoardModel *self, int seat)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), 0);
  return is_classic (self) ? art_classic_seat_colour (seat) : art_player_colour (seat);
}

/* ---- The Castle's board ------------------------------------------------------------ */

void
castellan_board_model_castle_size (int *width, int *height)
{
  *width = castellan_shipped_board ()->width;
  *height = castellan_shipped_board ()->height;
}

guint
castellan_board_model_get_theme (CastellanBoardModel *self)
{
  g_return_val_if_fail (self == NULL || CASTELLAN_IS_BOARD_MODEL (self), 0);
  if (self == NULL || is_classic (self) || self->game == NULL)
    return CS_THEME_CASTLE;
  return castellan_game_get_theme (CASTELLAN_GAME (self->game));
}

void
castellan_board_model_cell_name (CastellanBoardModel *self, int x, int y, char *name, gsize size)
{
  int cell;

  g_return_if_fail (self == NULL || CASTELLAN_IS_BOARD_MODEL (self));
  g_return_if_fail (size > 0);
  name[0] = '\0';
  cell = castellan_board_model_cell_at (self, x, y);
  if (cell < 0)
    return;
  if (is_classic (self))
    {
      g_autofree char *shown = cs_classic_text_cell_xy (x, y);
      g_strlcpy (name, shown, size);
    }
  else
    {
      char buf[8];
      cs_board_cell_name (castellan_shipped_board (), cell, buf);
      g_strlcpy (name, buf, size);
    }
}

char *
castellan_board_model_dup_wall_tile_text (CastellanBoardModel *self, guint corner)
{
  const CsGame *g;
  CsTheme theme;
  guint kind;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), NULL);
  if (is_classic (self) || corner >= CS_NUM_CORNERS)
    return NULL;
  g = castellan_game_get_state (CASTELLAN_GAME (self->game));
  kind = g->wall_kind[corner];
  if (kind == 0 || !g->wall_revealed[corner])
    return NULL;
  theme = castellan_game_get_cs_theme (CASTELLAN_GAME (self->game));
  /* Translators: the tooltip of an open wall tile on the board: "Wall tile 7, Markets ×4: …" */
  return g_strdup_printf (CS_TH (theme, C_("castle", "Wall tile %1$u, %2$s: %3$s"), C_("zamek", "Wall token %1$u, %2$s: %3$s")),
                          cs_wall_number (kind, theme), cs_text_wall_name (kind, theme),
                          cs_text_wall_effect_in (kind, theme, g->variants));
}

guint
castellan_board_model_get_track_length (CastellanBoardModel *self)
{
  return CS_TRACK_LEN;
}

void
castellan_board_model_track_point (CastellanBoardModel *self, guint space, double *x, double *y)
{
  art_board_track_point (castellan_shipped_board (), space % CS_TRACK_LEN, 1.0, x, y);
}

void
castellan_board_model_tower_point (CastellanBoardModel *self, guint corner, double *x, double *y)
{
  const CsBoard *b = castellan_shipped_board ();
  double x0, y0, x1, y1;

  g_return_if_fail (corner < CS_NUM_CORNERS);
  art_board_track_point (b, b->tower[corner], 1.0, &x0, &y0);
  art_board_track_point (b, (b->tower[corner] + 1) % CS_TRACK_LEN, 1.0, &x1, &y1);
  *x = (x0 + x1) / 2;
  *y = (y0 + y1) / 2;
}

gboolean
castellan_board_model_same_stop (CastellanBoardModel *self, int a, int b)
{
  const CsBoard *bd = castellan_shipped_board ();
  int sa = ((a % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN;
  int sb = ((b % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN;

  return sa == sb || (bd->tower_at_space[sa] >= 0 && bd->tower_at_space[sa] == bd->tower_at_space[sb]);
}

int
castellan_board_model_get_score (CastellanBoardModel *self, int seat)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), 0);
  if (is_classic (self))
    return seat >= 0 && seat < classic_state (self)->n_players ? classic_state (self)->player[seat].score : 0;
  return seat >= 0 && seat < CS_NUM_PLAYERS ? castellan_game_get_state (CASTELLAN_GAME (self->game))->player[seat].score : 0;
}

gboolean
castellan_board_model_get_suggestion (CastellanBoardModel *self, int *x, int *y, guint *rot,
                                      CastellanBoardFollower *follower)
{
  const CsBoard *b = castellan_shipped_board ();
  const CsGame *g;
  CsMove m;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), FALSE);
  if (self->turn == NULL)
    return FALSE;
  if (is_classic (self))
    {
      /* the game's answer, for every game (castellan_game_base_suggest);
       * the open board shows it with the cursor on its cell, turned so */
      CastellanSuggestedMove s;

      if (castellan_turn_base_get_stage (CASTELLAN_TURN_BASE (self->turn)) != CASTELLAN_STAGE_PLACE ||
          !castellan_game_base_get_suggested_move (CASTELLAN_GAME_BASE (self->game), &s) ||
          !castellan_board_model_cell_xy (self, s.cell, x, y))
        return FALSE;
      *rot = s.rot;
      follower->seat = -1;
      return TRUE;
    }
  if (!castellan_turn_get_suggestion (CASTELLAN_TURN (self->turn), &m) || m.cell >= CS_NUM_CELLS)
    return FALSE;
  g = castellan_game_get_state (CASTELLAN_GAME (self->game));
  *x = b->cell_x[m.cell];
  *y = b->cell_y[m.cell];
  *rot = m.rot;
  follower->seat = -1;
  if (m.follower >= 0)
    {
      double ax = 0.5, ay = 0.5;
      guint type = g->tileset->tiles[g->current].pieces[m.follower].type;

      if (!art_tile_anchor (&g->tileset->tiles[g->current], m.rot, m.follower, &ax, &ay))
        ax = ay = 0.5;
      *follower = (CastellanBoardFollower) { *x, *y, g->current, m.rot, m.follower, CASTELLAN_SPOT_OTHER, g->active,
                                             *x + ax, *y + ay, type == CS_COURT };
    }
  return TRUE;
}

guint
castellan_board_model_get_empty_region (CastellanBoardModel *self, CastellanCell *cells, guint max)
{
  const CsBoard *b = castellan_shipped_board ();
  guint8 region[CS_NUM_CELLS];
  guint n = 0;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_MODEL (self), 0);
  if (is_classic (self))
    return 0;
  castellan_turn_get_empty_region (CASTELLAN_TURN (self->turn), region);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    if (region[c])
      {
        if (n < max)
          cells[n] = (CastellanCell) { b->cell_x[c], b->cell_y[c] };
        n++;
      }
  return n;
}
