/* cli-dump.c — the JSON geometry dump (traces: cli-trace.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema is documented in docs/FORMATS.md.
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
      fprintf (stderr, "castellan-cli dump: %s\n", cli_error (error));
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
