/* cli-trace.c — the JSON trace of games (castellan-cli play --trace)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A trace is meant for programs outside Castellan: with the shipped data it
 * names, it is enough to replay and check every game it holds. Its schema
 * (version 2) is documented field by field in docs/FORMATS.md; the values
 * are JSON data, not translated. The Castle and classic Carcassonne share
 * its shape: the top, a game's set-up, turns and final lines, and the code
 * that writes them; only what a game's features and extras look like is
 * written by each game's part below.
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <stdio.h>

#include "cli-commands.h"

#define TRACE_VERSION 2

struct _CliTrace {
  JsonObject *top;
  JsonArray  *games;    /* borrowed from top */
  JsonObject *game;     /* borrowed from games */
  JsonArray  *turns;    /* borrowed */
  JsonObject *turn;     /* borrowed */
  JsonArray  *final;    /* borrowed */
  JsonArray  *discarded;/* borrowed; The Castle only */
  guint       n_players;
  int         score[CS_MAX_PLAYERS];
  gboolean    next_extra;
  gboolean    castle;
  gboolean    bcb;        /* classic with Bridges, Castles and Bazaars */
  gboolean    closed;     /* the turn is over though it laid no tile (B-5.8) */
  int         source;     /* what the next marker moves pay: -1 the feature scored
                             last, else an index into the turn's "expansion" */
};

static JsonArray *
int_array (const int *v, guint n)
{
  JsonArray *a = json_array_sized_new (n);
  for (guint i = 0; i < n; i++)
    json_array_add_int_element (a, v[i]);
  return a;
}

static void
set_player (JsonObject *o, const char *member, int player)
{
  if (player >= 0)
    json_object_set_int_member (o, member, player);
  else
    json_object_set_null_member (o, member);
}

CliTrace *
cli_trace_new (const char        *game_kind,
               const char        *board_ref,
               const char        *tileset_ref,
               guint              n_players,
               const char *const *names,
               const char *const *policies,
               JsonObject        *options)
{
  CliTrace *t = g_new0 (CliTrace, 1);
  JsonArray *players = json_array_new ();

  t->n_players = n_players;
  t->castle = g_strcmp0 (game_kind, "castle") == 0;
  t->top = json_object_new ();
  json_object_set_string_member (t->top, "format", "castellan-trace");
  json_object_set_int_member (t->top, "version", TRACE_VERSION);
  json_object_set_string_member (t->top, "game", game_kind);
  if (board_ref)
    json_object_set_string_member (t->top, "board", board_ref);
  json_object_set_string_member (t->top, "tileset", tileset_ref);
  json_object_set_int_member (t->top, "player_count", n_players);
  for (guint p = 0; p < n_players; p++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "name", names[p]);
      json_object_set_string_member (o, "policy", policies[p]);
      json_array_add_object_element (players, o);
    }
  json_object_set_array_member (t->top, "players", players);
  json_object_set_object_member (t->top, "options", options);
  t->games = json_array_new ();
  json_object_set_array_member (t->top, "games", t->games);
  return t;
}

JsonObject *
cli_trace_castle_options (guint variants)
{
  JsonObject *o = json_object_new ();
  JsonArray *v = json_array_new ();

  for (guint k = 0; k < 4; k++)
    if (variants & (1u << k))
      json_array_add_string_element (v, cs_variant_id (1u << k));
  json_object_set_array_member (o, "variants", v);
  return o;
}

void
cli_trace_free (CliTrace *t)
{
  json_object_unref (t->top);
  g_free (t);
}

/* ---- what every game shares ------------------------------------------------ */

/* a new game of the file: its seed, first player and hidden set-up */
static void
game_begin (CliTrace *t, guint32 seed, guint first, JsonObject *setup, const int *scores)
{
  t->game = json_object_new ();
  json_array_add_object_element (t->games, t->game);
  json_object_set_int_member (t->game, "seed", seed);
  json_object_set_int_member (t->game, "first", first);
  json_object_set_object_member (t->game, "setup", setup);
  t->turns = json_array_new ();
  json_object_set_array_member (t->game, "turns", t->turns);
  t->final = json_array_new ();
  json_object_set_array_member (t->game, "final", t->final);
  t->discarded = NULL;
  t->turn = NULL;
  t->next_extra = FALSE;
  t->closed = FALSE;
  t->source = -1;
  for (guint p = 0; p < t->n_players; p++)
    t->score[p] = scores[p];
}

/* the lists of a turn: the first two in every game, the rest The Castle's */
static const char *const turn_lists[] = {
  "completed", "marker_moves", "wall_tiles_taken", "wall_tiles_used", "keep"
};

static void
new_turn (CliTrace *t, int player)
{
  t->turn = json_object_new ();
  json_object_set_int_member (t->turn, "turn", json_array_get_length (t->turns) + 1);
  json_object_set_int_member (t->turn, "player", player);
  if (t->castle)
    json_object_set_boolean_member (t->turn, "extra", t->next_extra);
  t->next_extra = FALSE;
  t->closed = FALSE;
  t->source = -1;
  json_object_set_array_member (t->turn, "drawn", json_array_new ());
  json_object_set_array_member (t->turn, "removed", json_array_new ());
  json_object_set_null_member (t->turn, "placement");
  json_object_set_null_member (t->turn, "follower");
  for (guint i = 0; i < (t->castle ? G_N_ELEMENTS (turn_lists) : 2); i++)
    json_object_set_array_member (t->turn, turn_lists[i], json_array_new ());
  json_object_set_array_member (t->turn, "scores", int_array (t->score, t->n_players));
  json_array_add_object_element (t->turns, t->turn);
}

static JsonArray *
list (CliTrace *t, const char *name)
{
  return json_object_get_array_member (t->turn, name);
}

/* A tile drawn after the last turn's placement, or after a turn that ended
 * without one (a bought tile removed, B-5.8), opens the next turn. FALSE
 * for an event outside every turn that is not part of the final scoring. */
static gboolean
follow_turn (CliTrace *t, const CsEvent *e)
{
  if (e->type == CS_EVENT_TILE_DRAWN &&
      (t->turn == NULL || t->closed || !json_object_get_null_member (t->turn, "placement")))
    new_turn (t, e->player);
  return t->turn != NULL || e->type == CS_EVENT_FINAL_LINE || e->type == CS_EVENT_WALL_TILE_DISCARDED;
}

/* the index in the turn's "completed" of the feature scored last, or -1 */
static int
last_completed (CliTrace *t)
{
  return t->turn ? (int) json_array_get_length (list (t, "completed")) - 1 : -1;
}

/* a new entry of one of the turn's lists, for @player */
static JsonObject *
add_entry (CliTrace *t, const char *name, int player)
{
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "player", player);
  json_array_add_object_element (list (t, name), o);
  return o;
}

/* the turn's tile laid; takes @tile */
static void
placed (CliTrace *t, JsonNode *tile, const char *cell, guint rot)
{
  JsonObject *o = json_object_new ();

  json_object_set_member (o, "tile", tile);
  json_object_set_string_member (o, "cell", cell);
  json_object_set_int_member (o, "rotation", rot);
  json_object_set_object_member (t->turn, "placement", o);
}

static void
follower_placed (CliTrace *t, char piece, const char *role, const char *feature)
{
  JsonObject *o = json_object_new ();
  char label[2] = { piece, 0 };

  json_object_set_string_member (o, "piece", label);
  json_object_set_string_member (o, "role", role);
  json_object_set_string_member (o, "feature", feature);
  json_object_set_object_member (t->turn, "follower", o);
}

static void
marker_moved (CliTrace *t, const CsEvent *e)
{
  JsonObject *o = add_entry (t, "marker_moves", e->player);

  json_object_set_int_member (o, "from", e->from);
  json_object_set_int_member (o, "to", e->to);
  /* BC&B: a castle's points and a bazaar's payments come from no feature */
  if (t->source >= 0)
    {
      json_object_set_null_member (o, "completed");
      json_object_set_int_member (o, "expansion", t->source);
    }
  else
    {
      json_object_set_int_member (o, "completed", last_completed (t));
      if (t->bcb)
        json_object_set_null_member (o, "expansion");
    }
  t->score[e->player] = e->to;
  json_object_set_array_member (t->turn, "scores", int_array (t->score, t->n_players));
}

/* the final scores; returns the highest */
static int
game_end (CliTrace *t, const int *scores)
{
  int best = G_MININT;

  json_object_set_array_member (t->game, "scores", int_array (scores, t->n_players));
  for (guint p = 0; p < t->n_players; p++)
    best = MAX (best, scores[p]);
  t->turn = NULL;
  return best;
}

/* a list of the players whose bit is set in @bits */
static JsonArray *
players_of (guint bits, guint n_players)
{
  JsonArray *a = json_array_new ();

  for (guint p = 0; p < n_players; p++)
    if (bits & (1u << p))
      json_array_add_int_element (a, p);
  return a;
}

static char *
plural (guint n, const char *one, const char *many)
{
  return g_strdup_printf ("%u %s", n, n == 1 ? one : many);
}

/* ---- The Castle ----------------------------------------------------------- */

static void
place_name (const CsGame *game, guint place, char name[12])
{
  if (place < CS_NUM_CELLS)
    cs_board_cell_name (game->board, place, name);
  else
    g_snprintf (name, 12, "start %u", place - CS_NUM_CELLS + 1);
}

/* the cells (and start spaces) a feature lies on, in board order */
static JsonArray *
feature_cells (const CsGame *game, guint16 node)
{
  const CsTileMask *m = &cs_game_feature (game, node)->tiles;
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < CS_NUM_CELLS + CS_NUM_START; i++)
    if (m->w[i / 64] & (G_GUINT64_CONSTANT (1) << (i % 64)))
      {
        char name[12];
        place_name (game, i, name);
        json_array_add_string_element (a, name);
      }
  return a;
}

static JsonArray *
tower_spaces (const CsGame *game, guint corner)
{
  int s[2] = { game->board->tower[corner], (game->board->tower[corner] + 1) % CS_TRACK_LEN };
  return int_array (s, 2);
}

void
cli_trace_begin (CliTrace     *t,
                 const CsGame *game,
                 guint32       seed)
{
  const CsTileset *ts = game->tileset;
  JsonObject *setup = json_object_new ();
  JsonArray *order = json_array_new (), *wall = json_array_new (), *out = json_array_new ();

  int scores[CS_NUM_PLAYERS];

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    scores[p] = game->player[p].score;

  /* R-12's hidden set-up, which the players never see */
  for (guint i = 0; i < CS_NUM_TILES; i++)
    json_array_add_int_element (order, ts->tiles[game->draw_order[i]].number);
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_array_member (o, "spaces", tower_spaces (game, c));
      json_object_set_int_member (o, "kind", game->wall_kind[c]);
      json_array_add_object_element (wall, o);
    }
  for (guint i = 0; i < G_N_ELEMENTS (game->wall_out); i++)
    json_array_add_int_element (out, game->wall_out[i]);
  json_object_set_array_member (setup, "draw_order", order);
  json_object_set_array_member (setup, "wall_tiles", wall);
  json_object_set_array_member (setup, "left_out", out);
  game_begin (t, seed, game->active, setup, scores);
  t->discarded = json_array_new ();
  json_object_set_array_member (t->game, "discarded", t->discarded);
}

/* why nobody scores a feature with followers in it */
static char *
nobody_scores (const guint8 *followers, const char *one, const char *many)
{
  g_autofree char *each = NULL;

  if (followers[0] + followers[1] == 0)
    return g_strdup_printf ("no %s: nobody scores", many);
  each = plural (followers[0], one, many);
  return g_strdup_printf ("tie, %s each: nobody scores", each);
}

static char *
product (guint n, const char *one, const char *many, guint per, int points, guint wall, guint copies)
{
  g_autofree char *what = plural (n, one, many);

  if (copies == 0)
    return g_strdup_printf ("%s × %u = %d", what, per, points);
  return g_strdup_printf ("%s × %u = %d (wall tile %u%s)", what, per, points, wall,
                          copies > 1 ? ", both copies" : "");
}

static void
completed_json (CliTrace *t, const CsGame *game, const CsEvent *e)
{
  JsonObject *o = json_object_new ();
  JsonArray *f = json_array_new ();
  g_autofree char *arith = NULL;

  json_object_set_string_member (o, "type", cs_feature_type_name (e->ftype));
  json_object_set_array_member (o, "cells", feature_cells (game, e->node));
  json_object_set_int_member (o, "tiles", e->size);
  json_array_add_int_element (f, e->followers[0]);
  json_array_add_int_element (f, e->followers[1]);
  json_object_set_array_member (o, "followers", f);
  set_player (o, "scorer", e->player);
  json_object_set_int_member (o, "per_tile", e->player >= 0 ? e->per_unit : 0);
  json_object_set_int_member (o, "wall_tile_copies", e->player >= 0 ? e->count : 0);
  json_object_set_int_member (o, "points", e->points);
  if (e->player >= 0)
    arith = product (e->size, "tile", "tiles", e->per_unit, e->points,
                     e->ftype == CS_TOWER ? CS_WALL_TOWER_X2 : CS_WALL_HOUSE_X2, e->count);
  else
    arith = nobody_scores (e->followers, "follower", "followers");
  json_object_set_string_member (o, "arithmetic", arith);
  json_array_add_object_element (list (t, "completed"), o);
}

static const char *
unfinished_name (guint kind)
{
  return kind == CS_WALL_UNFINISHED_PATH ? "path" : kind == CS_WALL_UNFINISHED_TOWER ? "tower" : "house";
}

static void
final_json (CliTrace *t, const CsGame *game, const CsEvent *e)
{
  /* not translated: JSON values of the trace format (docs/FORMATS.md) */
  static const char *const line_names[] = { "keep", "court", "wall tile" };
  guint copies = e->kind == CS_LINE_WALL_TILE && e->wall == CS_WALL_FIVE_POINTS ? e->count : 1;

  /* one line per copy of a wall tile, as for tiles 4 to 6 */
  for (guint c = 0; c < copies; c++)
    {
      JsonObject *o = json_object_new ();
      g_autofree char *arith = NULL;
      int points = e->points / (int) copies;

      json_object_set_string_member (o, "line", line_names[e->kind]);
      set_player (o, "player", e->player);
      if (e->kind == CS_LINE_KEEP)
        {
          JsonArray *keeps = json_array_new ();
          int size[CS_NUM_PLAYERS];
          for (guint p = 0; p < CS_NUM_PLAYERS; p++)
            {
              const CsPlayer *pl = &game->player[p];
              JsonObject *k;
              size[p] = pl->keep_node == CS_NONE ? -1 : pl->keep_size + 2 * pl->held[CS_WALL_BIGGER_KEEP];
              if (size[p] < 0)
                {
                  json_array_add_null_element (keeps);
                  continue;
                }
              k = json_object_new ();
              json_object_set_array_member (k, "cells", feature_cells (game, pl->keep_node));
              json_object_set_int_member (k, "tiles", pl->keep_size);
              json_object_set_int_member (k, "wall_tile_copies", pl->held[CS_WALL_BIGGER_KEEP]);
              json_object_set_int_member (k, "size", size[p]);
              json_array_add_object_element (keeps, k);
            }
          json_object_set_array_member (o, "keeps", keeps);
          json_object_set_int_member (o, "region", e->size);
          if (e->player >= 0)
            {
              g_autofree char *region = plural (e->size, "cell", "cells");
              g_autofree char *other = size[1 - e->player] < 0 ? g_strdup ("none")
                                       : g_strdup_printf ("%d", size[1 - e->player]);
              arith = g_strdup_printf ("keep %d against %s: empty region of %s = %d",
                                       size[e->player], other, region, e->points);
            }
          else
            arith = g_strdup (size[0] < 0 ? "no keep: nobody scores" : "equal keeps: nobody scores");
        }
      else if (e->kind == CS_LINE_COURT)
        {
          json_object_set_array_member (o, "cells", feature_cells (game, e->node));
          json_object_set_int_member (o, "markets", e->size);
          json_object_set_array_member (o, "followers",
                                        int_array ((int[]) { e->followers[0], e->followers[1] }, 2));
          json_object_set_int_member (o, "per_market", e->player >= 0 ? e->per_unit : 0);
          json_object_set_int_member (o, "wall_tile_copies", e->count);
          if (e->player >= 0)
            arith = product (e->size, "market", "markets", e->per_unit, e->points, CS_WALL_MARKETS_X4, e->count);
          else
            arith = nobody_scores (e->followers, "merchant", "merchants");
        }
      else
        {
          json_object_set_int_member (o, "wall_tile", e->wall);
          if (e->wall != CS_WALL_FIVE_POINTS && e->node != CS_NONE)
            {
              JsonObject *f = json_object_new ();
              json_object_set_string_member (f, "type", cs_feature_type_name (e->ftype));
              json_object_set_array_member (f, "cells", feature_cells (game, e->node));
              json_object_set_int_member (f, "tiles", e->size);
              json_object_set_array_member (f, "followers",
                                            int_array ((int[]) { e->followers[0], e->followers[1] }, 2));
              json_object_set_int_member (f, "per_tile", e->per_unit);
              json_object_set_object_member (o, "feature", f);
              arith = product (e->size, "tile", "tiles", e->per_unit, points, 0, 0);
            }
          else if (e->wall != CS_WALL_FIVE_POINTS)
            {
              json_object_set_null_member (o, "feature");
              arith = g_strdup_printf ("no unfinished %s held: 0", unfinished_name (e->wall));
            }
          else
            arith = g_strdup_printf ("%d points", points);
        }
      json_object_set_int_member (o, "points", points);
      json_object_set_string_member (o, "arithmetic", arith);
      json_array_add_object_element (t->final, o);
    }
}

void
cli_trace_events (CliTrace       *t,
                  const CsGame   *game,
                  const CsEvents *ev)
{
  const CsTileset *ts = game->tileset;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      JsonObject *o;
      char cell[12];
      int last;

      if (!follow_turn (t, e))
        continue;
      place_name (game, e->cell, cell);
      last = last_completed (t);

      switch (e->type)
        {
        case CS_EVENT_TILE_DRAWN:
          json_array_add_int_element (list (t, "drawn"), ts->tiles[e->tile].number);
          break;
        case CS_EVENT_TILE_REMOVED:
          json_array_add_int_element (list (t, "removed"), ts->tiles[e->tile].number);
          break;
        case CS_EVENT_TILE_LAID:
          placed (t, json_node_init_int (json_node_alloc (), ts->tiles[e->tile].number), cell, e->rot);
          break;
        case CS_EVENT_FOLLOWER_PLACED:
          follower_placed (t, ts->tiles[game->cell_tile[e->cell]].pieces[e->piece].label,
                           cs_role_name (e->ftype), cs_feature_type_name (e->ftype));
          break;
        case CS_EVENT_FEATURE_SCORED:
          completed_json (t, game, e);
          break;
        case CS_EVENT_MARKER_MOVED:
          marker_moved (t, e);
          break;
        case CS_EVENT_KEEP_PLACED:
        case CS_EVENT_KEEP_MOVED:
          o = add_entry (t, "keep", e->player);
          json_object_set_string_member (o, "action", e->type == CS_EVENT_KEEP_PLACED ? "placed" : "moved");
          json_object_set_int_member (o, "completed", last);
          json_object_set_int_member (o, "tiles", e->size);
          json_object_set_array_member (o, "cells", feature_cells (game, e->node));
          break;
        case CS_EVENT_WALL_TILE_TAKEN:
          o = add_entry (t, "wall_tiles_taken", e->player);
          json_object_set_int_member (o, "kind", e->kind);
          json_object_set_int_member (o, "space", e->to);
          break;
        case CS_EVENT_WALL_TILE_USED:
          o = add_entry (t, "wall_tiles_used", e->player);
          json_object_set_int_member (o, "kind", e->kind);
          json_object_set_int_member (o, "copies", e->count);
          /* tiles 2 and 3 go on the feature scored next */
          if (e->kind == CS_WALL_EXTRA_TURN)
            json_object_set_null_member (o, "completed");
          else
            json_object_set_int_member (o, "completed", last + 1);
          break;
        case CS_EVENT_EXTRA_TURN:
          t->next_extra = TRUE;
          break;
        case CS_EVENT_WALL_TILE_DISCARDED:
          o = json_object_new ();
          json_object_set_array_member (o, "spaces", tower_spaces (game, e->corner));
          if (e->kind)
            json_object_set_int_member (o, "kind", e->kind);
          else
            json_object_set_null_member (o, "kind");
          json_array_add_object_element (t->discarded, o);
          break;
        case CS_EVENT_FINAL_LINE:
          final_json (t, game, e);
          break;
        default:
          break;
        }
    }
}

void
cli_trace_end (CliTrace     *t,
               const CsGame *game)
{
  int scores[CS_NUM_PLAYERS];

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    scores[p] = game->player[p].score;
  game_end (t, scores);
  if (scores[0] == scores[1])
    json_object_set_null_member (t->game, "winner");
  else
    json_object_set_int_member (t->game, "winner", scores[1] > scores[0]);
}

/* ---- classic Carcassonne ----------------------------------------------------- */

JsonObject *
cli_trace_classic_options (guint options)
{
  JsonObject *o = json_object_new ();

  json_object_set_boolean_member (o, "farmers", !(options & CS_CLASSIC_NO_FARMERS));
  if (options & CS_CLASSIC_BCB)
    {
      JsonArray *a = json_array_new ();
      json_array_add_string_element (a, "bcb");
      json_object_set_array_member (o, "expansions", a);
    }
  if (options & CS_CLASSIC_QUICK_BAZAAR)
    json_object_set_boolean_member (o, "quick_bazaar", TRUE);   /* BV-1 */
  return o;
}

static JsonNode  *letter_node    (const CsClassic *game, guint tile);
static JsonArray *classic_cells  (const CsClassic *game, guint16 node);
static JsonArray *classic_pieces (const CsClassic *game, guint16 node);

/* BC&B: the turn's bridges, castles and bazaar steps, in order (docs/FORMATS.md);
 * *index gets the entry's place in the list */
static JsonObject *
bcb_entry (CliTrace *t, const char *what, const CsEvent *e, int *index)
{
  JsonArray *a;
  JsonObject *o = json_object_new ();

  if (!json_object_has_member (t->turn, "expansion"))
    json_object_set_array_member (t->turn, "expansion", json_array_new ());
  a = json_object_get_array_member (t->turn, "expansion");
  json_object_set_string_member (o, "event", what);
  json_object_set_int_member (o, "player", e->player);
  json_array_add_object_element (a, o);
  if (index)
    *index = (int) json_array_get_length (a) - 1;
  return o;
}

/* a small city's castle, built, declined or scoring: its two tiles and pieces */
static void
castle_members (JsonObject *o, const CsClassic *game, const CsEvent *e)
{
  json_object_set_array_member (o, "cells", classic_cells (game, e->node));
  json_object_set_array_member (o, "pieces", classic_pieces (game, e->node));
}

static void
bcb_event (CliTrace *t, const CsClassic *game, const CsEvent *e)
{
  /* not translated: JSON values of the trace format */
  static const char *const deals[] = { "kept", "bought", "sold", "free" };
  JsonObject *o;
  char cell[16];

  cs_classic_cell_name (cs_classic_cell (e->x, e->y), cell);
  switch (e->type)
    {
    case CS_EVENT_BRIDGE_PLACED:
      o = bcb_entry (t, "bridge", e, NULL);
      json_object_set_string_member (o, "cell", cell);
      json_object_set_string_member (o, "axis", e->rot == 1 ? "ns" : "we");
      break;
    case CS_EVENT_TILE_REMOVED:
      /* B-3.6: a tile that fitted with a bridge, removed because the player laid none */
      o = bcb_entry (t, "bridge_declined", e, NULL);
      json_object_set_member (o, "tile", letter_node (game, e->tile));
      break;
    case CS_EVENT_CASTLE_BUILT:
      o = bcb_entry (t, "castle_built", e, NULL);
      castle_members (o, game, e);
      break;
    case CS_EVENT_CASTLE_DECLINED:
      o = bcb_entry (t, "castle_declined", e, NULL);
      castle_members (o, game, e);
      break;
    case CS_EVENT_CASTLE_SCORED:
      o = bcb_entry (t, "castle_scored", e, &t->source);
      json_object_set_string_member (o, "cell", cell);
      castle_members (o, game, e);
      json_object_set_int_member (o, "points", e->points);
      break;
    case CS_EVENT_BAZAAR_OPENED:
      bcb_entry (t, "bazaar", e, NULL);
      break;
    case CS_EVENT_BAZAAR_SKIPPED:
      o = bcb_entry (t, "no_bazaar", e, NULL);
      json_object_set_int_member (o, "tiles_left", e->count);
      break;
    case CS_EVENT_BAZAAR_TILE:
      o = bcb_entry (t, "displayed", e, NULL);
      json_object_set_member (o, "tile", letter_node (game, e->tile));
      json_object_set_int_member (o, "number", e->piece + 1);
      break;
    case CS_EVENT_BAZAAR_OFFER:
    case CS_EVENT_BAZAAR_BID:
    case CS_EVENT_BAZAAR_PASS:
      o = bcb_entry (t, e->type == CS_EVENT_BAZAAR_OFFER ? "offer" : e->type == CS_EVENT_BAZAAR_BID ? "bid" : "pass",
                     e, NULL);
      json_object_set_member (o, "tile", letter_node (game, e->tile));
      if (e->type == CS_EVENT_BAZAAR_OFFER)
        json_object_set_int_member (o, "number", e->piece + 1);
      if (e->type != CS_EVENT_BAZAAR_PASS)
        json_object_set_int_member (o, "points", e->points);
      break;
    case CS_EVENT_BAZAAR_TAKEN:
      o = bcb_entry (t, "taken", e, &t->source);
      json_object_set_member (o, "tile", letter_node (game, e->tile));
      json_object_set_int_member (o, "number", e->piece + 1);
      json_object_set_string_member (o, "deal", deals[e->kind & 3]);
      json_object_set_int_member (o, "points", e->kind == CS_DEAL_FREE ? 0 : e->points);
      json_object_set_int_member (o, "paid_to", e->from);
      break;
    default:
      break;
    }
}

static JsonNode *
letter_node (const CsClassic *game, guint tile)
{
  JsonNode *n = json_node_new (JSON_NODE_VALUE);
  char letter[2] = { cs_classic_tile (game->tileset, tile)->letter, 0 };

  json_node_set_string (n, letter);
  return n;
}

static JsonNode *
cell_node (guint cell)
{
  JsonNode *n = json_node_new (JSON_NODE_VALUE);
  char name[16];

  cs_classic_cell_name (cell, name);
  json_node_set_string (n, name);
  return n;
}

static int
cmp_cells (const void *a, const void *b)
{
  guint x = *(const guint16 *) a, y = *(const guint16 *) b;
  return x < y ? -1 : x > y;
}

static int
cmp_u32 (const void *a, const void *b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  return x < y ? -1 : x > y;
}

/* the pieces a feature is made of, each as its cell and its letter on the
 * tile there ("+" for a bridge, B-3.3): in the order of the cells, then of
 * the tile's pieces. Two fields on the same tiles differ here. */
static JsonArray *
classic_pieces (const CsClassic *game, guint16 node)
{
  g_autofree guint32 *keys = g_new (guint32, game->n_nodes);
  guint16 root = cs_classic_find (game, node);
  JsonArray *a = json_array_new ();
  guint n = 0;

  for (guint16 i = 0; i < game->n_nodes; i++)
    if (cs_classic_find (game, i) == root)
      keys[n++] = (guint32) game->slot_cell[game->node_slot[i]] << 8 | game->node_piece[i];
  qsort (keys, n, sizeof *keys, cmp_u32);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *o = json_object_new ();
      guint slot = game->cell_slot[keys[i] >> 8], piece = keys[i] & 0xFF;
      const CsClassicDesign *d = cs_classic_tile (game->tileset, game->slot_tile[slot]);
      char label[2] = { piece < d->n_pieces ? d->pieces[piece].label : '+', 0 };

      json_object_set_member (o, "cell", cell_node (keys[i] >> 8));
      json_object_set_string_member (o, "piece", label);
      json_array_add_object_element (a, o);
    }
  return a;
}

/* the cells a feature lies on, north to south, then west to east */
static JsonArray *
classic_cells (const CsClassic *game, guint16 node)
{
  const CsTileMask *m = &game->feat[node].tiles;
  guint16 cells[CS_CLASSIC_NUM_TILES];
  JsonArray *a = json_array_new ();
  guint n = 0;

  for (guint slot = 0; slot < game->n_laid; slot++)
    if (cs_tile_mask_has (m, slot))
      cells[n++] = game->slot_cell[slot];
  /* the grid is row by row, so its index orders north to south, west to east */
  qsort (cells, n, sizeof *cells, cmp_cells);
  for (guint i = 0; i < n; i++)
    json_array_add_element (a, cell_node (cells[i]));
  return a;
}

void
cli_trace_classic_begin (CliTrace        *t,
                         const CsClassic *game,
                         guint32          seed)
{
  JsonObject *setup = json_object_new (), *start = json_object_new ();
  JsonArray *order = json_array_new ();
  int scores[CS_CLASSIC_MAX_PLAYERS];

  /* C-1.3: the start tile, then the hidden pile (C-10) in draw order */
  json_object_set_member (start, "tile", letter_node (game, game->slot_tile[0]));
  json_object_set_member (start, "cell", cell_node (game->slot_cell[0]));
  json_object_set_int_member (start, "rotation", game->slot_rot[0]);
  json_object_set_object_member (setup, "start", start);
  for (guint i = 0; i < game->n_pile; i++)
    json_array_add_element (order, letter_node (game, game->draw_order[i]));
  json_object_set_array_member (setup, "draw_order", order);
  for (guint p = 0; p < game->n_players; p++)
    scores[p] = game->player[p].score;
  game_begin (t, seed, game->active, setup, scores);
  t->bcb = (game->options & CS_CLASSIC_BCB) != 0;
}

/* a completed feature (C-7), or with @line a line of the final scoring (C-8) */
static JsonObject *
classic_feature (const CsClassic *game, const CsEvent *e, const char *line)
{
  const CsClassicFeature *f = &game->feat[e->node];
  JsonObject *o = json_object_new ();
  JsonArray *followers = json_array_new ();
  g_autofree char *tiles = plural (e->size, "tile", "tiles");
  g_autofree char *arith = NULL;
  gboolean final = line != NULL;
  guint extra = 0, castles = 0;

  if (final)
    json_object_set_string_member (o, "line", line);
  json_object_set_string_member (o, "type", cs_classic_kind_name (f->type));
  json_object_set_array_member (o, "cells", classic_cells (game, e->node));
  json_object_set_array_member (o, "pieces", classic_pieces (game, e->node));
  json_object_set_int_member (o, "tiles", e->size);
  switch (f->type)
    {
    case CS_CLASSIC_CITY:
      extra = f->shields;
      json_object_set_int_member (o, "shields", extra);
      break;
    case CS_CLASSIC_CLOISTER:
      extra = 8 - f->open;
      json_object_set_int_member (o, "neighbours", extra);
      break;
    case CS_CLASSIC_FIELD:
      /* B-4.10: castles apart from the completed cities, which they no longer are */
      castles = e->castles;
      extra = e->count - castles;
      json_object_set_int_member (o, "cities", extra);
      json_object_set_int_member (o, "castles", castles);
      break;
    default:
      break;
    }
  for (guint p = 0; p < game->n_players; p++)
    json_array_add_int_element (followers, e->followers[p]);
  json_object_set_array_member (o, "followers", followers);
  json_object_set_array_member (o, "scorers", players_of (e->winners, game->n_players));
  json_object_set_int_member (o, "points", e->points);

  if (e->winners == 0)
    arith = g_strdup ("no followers: nobody scores");
  else if (f->type == CS_CLASSIC_CLOISTER)
    {
      g_autofree char *around = plural (extra, "neighbour", "neighbours");
      arith = g_strdup_printf ("1 + %s = %d", around, e->points);
    }
  else if (f->type == CS_CLASSIC_FIELD)
    {
      /* not translated: JSON */
      g_autofree char *cities = plural (extra, "completed city", "completed cities");
      g_autofree char *forts = plural (castles, "castle", "castles");
      if (castles == 0)
        arith = g_strdup_printf ("%s × 3 = %d", cities, e->points);
      else if (extra == 0)
        arith = g_strdup_printf ("%s × 4 = %d", forts, e->points);
      else
        arith = g_strdup_printf ("%s × 3 + %s × 4 = %d", cities, forts, e->points);
    }
  else if (f->type == CS_CLASSIC_CITY && extra > 0)
    {
      g_autofree char *shields = plural (extra, "shield", "shields");
      arith = final ? g_strdup_printf ("%s + %s = %d", tiles, shields, e->points)
                    : g_strdup_printf ("(%s + %s) × 2 = %d", tiles, shields, e->points);
    }
  else
    arith = g_strdup_printf ("%s × %u = %d", tiles, f->type == CS_CLASSIC_CITY && !final ? 2 : 1, e->points);
  json_object_set_string_member (o, "arithmetic", arith);
  return o;
}

void
cli_trace_classic_events (CliTrace        *t,
                          const CsClassic *game,
                          const CsEvents  *ev)
{
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      char cell[16];

      if (!follow_turn (t, e))
        continue;
      switch (e->type)
        {
        case CS_EVENT_TILE_DRAWN:
          json_array_add_element (list (t, "drawn"), letter_node (game, e->tile));
          break;
        case CS_EVENT_TILE_REMOVED:
          json_array_add_element (list (t, "removed"), letter_node (game, e->tile));
          if (e->kind == CS_CLASSIC_REMOVED_DECLINED || e->kind == CS_CLASSIC_REMOVED_BOUGHT_DECLINED)
            bcb_event (t, game, e);
          /* B-5.8: the player's only tile of the bazaar round is gone, and with it the turn */
          t->closed |= e->kind == CS_CLASSIC_REMOVED_BOUGHT || e->kind == CS_CLASSIC_REMOVED_BOUGHT_DECLINED;
          break;
        case CS_EVENT_TILE_LAID:
          cs_classic_cell_name (cs_classic_cell (e->x, e->y), cell);
          placed (t, letter_node (game, e->tile), cell, e->rot);
          break;
        case CS_EVENT_FOLLOWER_PLACED:
          {
            const CsClassicDesign *d = cs_classic_tile (game->tileset, e->tile);
            follower_placed (t, e->piece < d->n_pieces ? d->pieces[e->piece].label : '+',
                             cs_classic_role_name (e->ftype), cs_classic_kind_name (e->ftype));
          }
          break;
        case CS_EVENT_FEATURE_SCORED:
          json_array_add_object_element (list (t, "completed"), classic_feature (game, e, NULL));
          t->source = -1;
          break;
        case CS_EVENT_MARKER_MOVED:
          marker_moved (t, e);
          break;
        case CS_EVENT_FINAL_LINE:
          /* not translated: JSON values of the trace format (docs/FORMATS.md) */
          json_array_add_object_element (t->final, classic_feature (game, e, e->kind == CS_LINE_FARM
                                                                              ? "farmers" : "unfinished"));
          break;
        default:
          if (e->type >= CS_EVENT_BRIDGE_PLACED && t->turn != NULL)
            bcb_event (t, game, e);
          break;
        }
    }
}

void
cli_trace_classic_end (CliTrace        *t,
                       const CsClassic *game)
{
  int scores[CS_CLASSIC_MAX_PLAYERS];
  guint winners = 0;
  int best;

  for (guint p = 0; p < game->n_players; p++)
    scores[p] = game->player[p].score;
  best = game_end (t, scores);
  for (guint p = 0; p < game->n_players; p++)
    if (scores[p] == best)
      winners |= 1u << p;
  /* C-8.5: equal highest totals share the victory */
  json_object_set_array_member (t->game, "winners", players_of (winners, game->n_players));
}

gboolean
cli_trace_write (CliTrace    *t,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_init_object (json_node_alloc (), t->top);

  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, root);
  return json_generator_to_file (gen, path, error);
}
