/* cli-dump.c — the JSON outputs: geometry dump and game traces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schemas are documented in docs/FORMATS.md.
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli-commands.h"

static JsonObject *
piece_json (const CsPiece *p)
{
  JsonObject *o = json_object_new ();
  char label[2] = { p->label, 0 };

  json_object_set_string_member (o, "label", label);
  json_object_set_string_member (o, "type", cs_feature_type_name (p->type));
  json_object_set_int_member (o, "segments", p->n_segments);
  if (p->type == CS_PATH)
    json_object_set_boolean_member (o, "fountain", p->fountain);
  if (p->type == CS_COURT)
    json_object_set_int_member (o, "markets", p->markets);
  return o;
}

static char *opt_board = NULL;
static char *opt_tileset = NULL;

int
cli_dump (int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "board", 0, 0, G_OPTION_ARG_FILENAME, &opt_board, N_("Board file (default: the shipped castle)"), N_("FILE") },
    { "tileset", 0, 0, G_OPTION_ARG_FILENAME, &opt_tileset, N_("Tile-set file (default: the shipped set)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) gen = NULL;
  g_autofree char *text = NULL;
  JsonObject *top, *bo, *to;
  JsonArray *cells, *starts, *corners, *tiles;

  if (!cli_parse ("dump", entries, "", &argc, &argv))
    return 2;
  board = cli_load_board (opt_board ? opt_board : "castle", NULL, &error);
  if (board)
    tileset = cli_load_tileset (opt_tileset ? opt_tileset : "castellan", NULL, &error);
  if (!board || !tileset)
    {
      fprintf (stderr, "castellan-cli dump: %s\n", error->message);
      return 1;
    }

  top = json_object_new ();
  json_object_set_string_member (top, "format", "castellan-dump");
  json_object_set_int_member (top, "version", 1);

  bo = json_object_new ();
  json_object_set_string_member (bo, "name", board->name);
  json_object_set_int_member (bo, "width", board->width);
  json_object_set_int_member (bo, "height", board->height);
  cells = json_array_new ();
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      JsonObject *o = json_object_new ();
      JsonArray *nb = json_array_new ();
      char name[8];
      cs_board_cell_name (board, c, name);
      json_object_set_int_member (o, "index", c);
      json_object_set_string_member (o, "name", name);
      json_object_set_int_member (o, "x", board->cell_x[c]);
      json_object_set_int_member (o, "y", board->cell_y[c]);
      for (guint s = 0; s < 4; s++)
        {
          int n = board->neighbour[c][s];
          if (n >= 0)
            json_array_add_int_element (nb, n);
          else if (CS_NB_IS_START (n))
            {
              g_autofree char *sn = g_strdup_printf ("start %d", CS_NB_START_INDEX (n) + 1);
              json_array_add_string_element (nb, sn);
            }
          else
            json_array_add_string_element (nb, "wall");
        }
      json_object_set_array_member (o, "neighbours", nb);
      json_array_add_object_element (cells, o);
    }
  json_object_set_array_member (bo, "cells", cells);
  corners = json_array_new ();
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_int_member (o, "x", board->corner_x[i]);
      json_object_set_int_member (o, "y", board->corner_y[i]);
      json_object_set_int_member (o, "tower", board->tower[i]);
      json_array_add_object_element (corners, o);
    }
  json_object_set_array_member (bo, "corners", corners);
  starts = json_array_new ();
  for (guint s = 0; s < CS_NUM_START; s++)
    {
      const CsStartSpace *st = &board->start[s];
      JsonObject *o = json_object_new ();
      JsonArray *pieces = json_array_new ();
      JsonArray *segs = json_array_new ();
      char name[8];
      cs_board_cell_name (board, st->cell, name);
      json_object_set_string_member (o, "cell", name);
      json_object_set_string_member (o, "side", cs_side_name (st->side));
      for (guint p = 0; p < st->n_pieces; p++)
        json_array_add_object_element (pieces, piece_json (&st->pieces[p]));
      for (guint i = 0; i < 3; i++)
        json_array_add_int_element (segs, st->seg_piece[i]);
      json_object_set_array_member (o, "pieces", pieces);
      json_object_set_array_member (o, "segment_piece", segs);
      json_array_add_object_element (starts, o);
    }
  json_object_set_array_member (bo, "start_spaces", starts);
  json_object_set_object_member (top, "board", bo);

  to = json_object_new ();
  json_object_set_string_member (to, "name", tileset->name);
  tiles = json_array_new ();
  for (guint i = 0; i < tileset->n_tiles; i++)
    {
      const CsTile *t = &tileset->tiles[i];
      JsonObject *o = json_object_new ();
      JsonArray *pieces = json_array_new ();
      JsonArray *segs = json_array_new ();
      json_object_set_int_member (o, "number", t->number);
      json_object_set_boolean_member (o, "square", t->square);
      for (guint p = 0; p < t->n_pieces; p++)
        json_array_add_object_element (pieces, piece_json (&t->pieces[p]));
      for (guint k = 0; k < 12; k++)
        json_array_add_int_element (segs, t->seg_piece[k]);
      json_object_set_array_member (o, "pieces", pieces);
      json_object_set_array_member (o, "segment_piece", segs);
      json_array_add_object_element (tiles, o);
    }
  json_object_set_array_member (to, "tiles", tiles);
  json_object_set_object_member (top, "tileset", to);

  root = json_node_init_object (json_node_alloc (), top);
  json_object_unref (top);
  gen = json_generator_new ();
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  printf ("%s\n", text);
  return 0;
}

/* ---- traces ---------------------------------------------------------------- */

struct _CliTrace {
  JsonArray  *games;
  JsonObject *game;     /* borrowed from games */
  JsonArray  *turns;    /* borrowed */
  JsonObject *turn;     /* borrowed */
  JsonArray  *final;    /* borrowed */
};

CliTrace *
cli_trace_new (void)
{
  CliTrace *t = g_new0 (CliTrace, 1);
  t->games = json_array_new ();
  return t;
}

void
cli_trace_free (CliTrace *t)
{
  json_array_unref (t->games);
  g_free (t);
}

void
cli_trace_begin (CliTrace     *t,
                 const CsGame *game,
                 guint32       seed,
                 const char   *const names[2])
{
  JsonArray *players = json_array_new ();

  t->game = json_object_new ();
  json_array_add_object_element (t->games, t->game);
  json_object_set_int_member (t->game, "seed", seed);
  json_array_add_string_element (players, names[0]);
  json_array_add_string_element (players, names[1]);
  json_object_set_array_member (t->game, "players", players);
  json_object_set_int_member (t->game, "first", game->active);
  t->turns = json_array_new ();
  json_object_set_array_member (t->game, "turns", t->turns);
  t->final = json_array_new ();
  json_object_set_array_member (t->game, "final", t->final);
  t->turn = NULL;
}

static JsonArray *
turn_array (JsonObject *turn, const char *name)
{
  if (!json_object_has_member (turn, name))
    json_object_set_array_member (turn, name, json_array_new ());
  return json_object_get_array_member (turn, name);
}

static const char *
line_name (guint kind)
{
  /* not translated: JSON values of the trace format (docs/FORMATS.md) */
  return kind == CS_LINE_KEEP ? "keep" : kind == CS_LINE_COURT ? "court" : "wall tile";
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
      char cell[8];

      if (e->cell < CS_NUM_CELLS)
        cs_board_cell_name (game->board, e->cell, cell);
      else
        g_snprintf (cell, sizeof cell, "start %d", e->cell - CS_NUM_CELLS + 1);

      if (e->type == CS_EVENT_TILE_DRAWN &&
          (t->turn == NULL || json_object_has_member (t->turn, "placement")))
        {
          t->turn = json_object_new ();
          json_object_set_int_member (t->turn, "turn", json_array_get_length (t->turns) + 1);
          json_object_set_int_member (t->turn, "player", e->player);
          json_array_add_object_element (t->turns, t->turn);
        }
      if (t->turn == NULL && e->type != CS_EVENT_FINAL_LINE && e->type != CS_EVENT_GAME_OVER &&
          e->type != CS_EVENT_WALL_TILE_DISCARDED)
        continue;

      switch (e->type)
        {
        case CS_EVENT_TILE_DRAWN:
          json_array_add_int_element (turn_array (t->turn, "drawn"), ts->tiles[e->tile].number);
          break;
        case CS_EVENT_TILE_REMOVED:
          json_array_add_int_element (turn_array (t->turn, "removed"), ts->tiles[e->tile].number);
          break;
        case CS_EVENT_TILE_LAID:
          o = json_object_new ();
          json_object_set_int_member (o, "tile", ts->tiles[e->tile].number);
          json_object_set_string_member (o, "cell", cell);
          json_object_set_int_member (o, "rotation", e->rot);
          json_object_set_object_member (t->turn, "placement", o);
          json_object_set_null_member (t->turn, "follower");
          break;
        case CS_EVENT_FOLLOWER_PLACED:
          {
            char label[2] = { ts->tiles[game->cell_tile[e->cell]].pieces[e->piece].label, 0 };
            o = json_object_new ();
            json_object_set_string_member (o, "piece", label);
            json_object_set_string_member (o, "role", cs_role_name (e->ftype));
            json_object_set_string_member (o, "feature", cs_feature_type_name (e->ftype));
            json_object_set_object_member (t->turn, "follower", o);
          }
          break;
        case CS_EVENT_FEATURE_SCORED:
          {
            JsonArray *f = json_array_new ();
            g_autofree char *arith = g_strdup_printf ("%u tiles × %u = %d", e->size, e->per_unit,
                                                      e->player >= 0 ? e->points : 0);
            o = json_object_new ();
            json_object_set_string_member (o, "type", cs_feature_type_name (e->ftype));
            json_object_set_int_member (o, "tiles", e->size);
            json_array_add_int_element (f, e->followers[0]);
            json_array_add_int_element (f, e->followers[1]);
            json_object_set_array_member (o, "followers", f);
            if (e->player >= 0)
              json_object_set_int_member (o, "scorer", e->player);
            else
              json_object_set_null_member (o, "scorer");
            json_object_set_int_member (o, "points", e->points);
            json_object_set_string_member (o, "arithmetic", e->player >= 0 ? arith : "tie: nobody scores");
            json_array_add_object_element (turn_array (t->turn, "completed"), o);
          }
          break;
        case CS_EVENT_MARKER_MOVED:
          o = json_object_new ();
          json_object_set_int_member (o, "player", e->player);
          json_object_set_int_member (o, "from", e->from);
          json_object_set_int_member (o, "to", e->to);
          json_array_add_object_element (turn_array (t->turn, "marker_moves"), o);
          break;
        case CS_EVENT_WALL_TILE_TAKEN:
          o = json_object_new ();
          json_object_set_int_member (o, "player", e->player);
          json_object_set_int_member (o, "kind", e->kind);
          json_object_set_int_member (o, "space", e->to);
          json_array_add_object_element (turn_array (t->turn, "wall_tiles_taken"), o);
          break;
        case CS_EVENT_WALL_TILE_USED:
          o = json_object_new ();
          json_object_set_int_member (o, "player", e->player);
          json_object_set_int_member (o, "kind", e->kind);
          json_object_set_int_member (o, "copies", e->count);
          json_array_add_object_element (turn_array (t->turn, "wall_tiles_used"), o);
          break;
        case CS_EVENT_FINAL_LINE:
          {
            g_autofree char *arith = NULL;
            o = json_object_new ();
            json_object_set_string_member (o, "line", line_name (e->kind));
            if (e->player >= 0)
              json_object_set_int_member (o, "player", e->player);
            else
              json_object_set_null_member (o, "player");
            if (e->kind == CS_LINE_WALL_TILE)
              json_object_set_int_member (o, "wall_tile", e->wall);
            json_object_set_int_member (o, "points", e->points);
            if (e->kind == CS_LINE_KEEP)
              arith = g_strdup_printf ("empty region of %u cells", e->size);
            else if (e->kind == CS_LINE_COURT)
              arith = g_strdup_printf ("%u markets × %u = %d", e->size, e->per_unit, e->points);
            else
              arith = g_strdup_printf ("%d points", e->points);
            json_object_set_string_member (o, "arithmetic", arith);
            json_array_add_object_element (t->final, o);
          }
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
  JsonArray *scores = json_array_new ();

  json_array_add_int_element (scores, game->player[0].score);
  json_array_add_int_element (scores, game->player[1].score);
  json_object_set_array_member (t->game, "scores", scores);
  if (game->player[0].score == game->player[1].score)
    json_object_set_null_member (t->game, "winner");
  else
    json_object_set_int_member (t->game, "winner", game->player[1].score > game->player[0].score);
  t->turn = NULL;
}

gboolean
cli_trace_write (CliTrace    *t,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonObject *top = json_object_new ();

  json_object_set_string_member (top, "format", "castellan-trace");
  json_object_set_int_member (top, "version", 1);
  json_object_set_array_member (top, "games", json_array_ref (t->games));
  json_node_take_object (root, top);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_root (gen, root);
  return json_generator_to_file (gen, path, error);
}
