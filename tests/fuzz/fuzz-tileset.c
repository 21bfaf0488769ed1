/* fuzz-tileset.c — libFuzzer harness for the tile-set parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes either give a tile set or an error naming the file. A tile set
 * that parses must be self-consistent (60 tiles with distinct numbers, every
 * segment on a piece, turns precomputed as cs_segment_turn says) and a whole
 * game played with it on the shipped board keeps the invariants.
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include "fuzz-common.h"

#include "cs-classic.h"

/* The same bytes as a classic tile set (C-2, C-3): a set that parses holds
 * 72 tiles whose sides fit the classic kinds, and a seeded game with it
 * ends with every tile laid or removed. */
static void
check_classic (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = cs_classic_tileset_new_from_data ((const char *) data, size, "fuzz.tileset", &error);
  g_autofree CsClassic *g = NULL;
  CsRng rng = { size };

  if (set == NULL)
    {
      fz_check_error (error, "fuzz.tileset");
      return;
    }
  if (set->n_tiles != CS_CLASSIC_BASE_TILES || set->tile_design[set->start] >= set->n_designs)
    g_error ("a classic set of %u tiles", set->n_tiles);
  for (guint i = 0; i < set->n_designs; i++)
    for (guint seg = 0; seg < 12; seg++)
      if (set->design[i].seg_piece[seg] >= set->design[i].n_pieces)
        g_error ("design %c segment %u on no piece", set->design[i].letter, seg);
  g = g_new0 (CsClassic, 1);
  cs_classic_init (g, set, 2 + size % 4, size % 2 ? CS_CLASSIC_NO_FARMERS : 0, size, 0, NULL);
  while (!cs_classic_over (g))
    {
      CsClassicMove m;
      cs_classic_policy_random (g, &rng, &m);
      if (!cs_classic_play (g, &m, NULL, NULL))
        g_error ("the random policy's move is illegal");
    }
  if (g->n_laid + g->n_removed != g->tileset->n_tiles)
    g_error ("%u laid and %u removed", g->n_laid, g->n_removed);
}

static void
check_tileset (const CsTileset *set)
{
  if (set->n_tiles != CS_NUM_TILES)
    g_error ("%u tiles", set->n_tiles);
  for (guint i = 0; i < set->n_tiles; i++)
    {
      const CsTile *t = &set->tiles[i];

      if (cs_tileset_find (set, t->number) != (int) i)
        g_error ("tile %u: its number finds another tile", t->number);
      if (t->n_pieces == 0 || t->n_pieces > CS_MAX_PIECES)
        g_error ("tile %u has %u pieces", t->number, t->n_pieces);
      for (guint seg = 0; seg < 12; seg++)
        {
          if (t->seg_piece[seg] >= t->n_pieces)
            g_error ("tile %u segment %u: piece %u of %u", t->number, seg, t->seg_piece[seg], t->n_pieces);
          for (guint rot = 0; rot < 4; rot++)
            if (t->rot_piece[rot][cs_segment_turn (seg, rot)] != t->seg_piece[seg])
              g_error ("tile %u turned %u: segment %u moved to the wrong place", t->number, rot, seg);
        }
      for (guint p = 0; p < t->n_pieces; p++)
        if (t->pieces[p].type >= CS_N_FEATURE_TYPES)
          g_error ("tile %u piece %u of type %u", t->number, p, t->pieces[p].type);
      if ((t->unique_rot_mask & 1) == 0)
        g_error ("tile %u: the unturned tile is not among the unique turns", t->number);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsTileset) set = cs_tileset_new_from_data ((const char *) data, size, "fuzz.tileset", &error);

  check_classic (data, size);
  if (set == NULL)
    {
      fz_check_error (error, "fuzz.tileset");
      return 0;
    }
  if (error != NULL)
    g_error ("a tile set and an error: %s", error->message);
  check_tileset (set);
  fz_play_checked (fz_board (), set, (guint32) size);
  return 0;
}
