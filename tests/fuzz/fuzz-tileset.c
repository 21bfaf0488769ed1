/* fuzz-tileset.c — libFuzzer harness for the tile-set parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes either give a tile set or an error naming the file. A tile set
 * that parses must be self-consistent (60 tiles with distinct numbers, every
 * segment on a piece, turns precomputed as cs_segment_turn says) and a whole
 * game played with it on the shipped board keeps the invariants.
 *
 * The same bytes are also read as a classic base set, which then takes the
 * shipped expansion (Bridges, Castles and Bazaars), and as an expansion
 * file added to the shipped base set (issue 31): either the set is refused
 * with an error naming the file and left unchanged, or a whole BC&B game,
 * the computer deciding lays, bridges, castles and bazaars, is played with
 * it to the end.
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include "fuzz-common.h"

#include "cs-classic.h"

#include <string.h>

/* The same bytes as a classic tile set (C-2, C-3): a set that parses holds
 * 72 tiles whose sides fit the classic kinds, and a seeded game with it
 * ends with every tile laid or removed. */
static void check_classic_with_bcb (const CsClassicTileset *parsed,
                                    guint32                 seed);

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
  check_classic_with_bcb (set, (guint32) size);
}

/* A whole game of classic with BC&B on @set, every decision the random
 * computer's: each is accepted, and at the end every tile was laid or
 * removed. */
static void
play_bcb (const CsClassicTileset *set, guint32 seed)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsRng rng = { seed };
  guint decisions = 0;

  cs_classic_init (g, set, 2 + seed % 4, CS_CLASSIC_BCB | (seed & 4 ? CS_CLASSIC_QUICK_BAZAAR : 0),
                   seed, 0, NULL);
  while (!cs_classic_over (g))
    {
      g_autoptr(GError) error = NULL;
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;

      cs_classic_bcb_policy (g, &rng, 0, &m);
      if (!cs_classic_play (g, &m, NULL, &error))
        g_error ("decision %u: the computer's BC&B move is refused: %s", decisions + 1, error->message);
      if (++decisions > 20 * CS_CLASSIC_NUM_TILES)
        g_error ("a BC&B game of more than %u decisions", decisions);
    }
  if (g->n_laid + g->n_removed != set->n_tiles)
    g_error ("BC&B: %u laid and %u removed of %u", g->n_laid, g->n_removed, set->n_tiles);
}

/* @set, parsed from the bytes, with the shipped expansion added */
static void
check_classic_with_bcb (const CsClassicTileset *parsed, guint32 seed)
{
  g_autoptr(GBytes) bcb = castellan_shipped_data (CASTELLAN_SHIPPED_BCB_TILESET, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = g_memdup2 (parsed, sizeof *parsed);
  gsize len;
  const char *data = g_bytes_get_data (bcb, &len);

  set->name = g_strdup (parsed->name);   /* adding the expansion renames it */
  if (!cs_classic_tileset_add_expansion (set, data, len, CASTELLAN_SHIPPED_BCB_TILESET, &error))
    {
      fz_check_error (error, CASTELLAN_SHIPPED_BCB_TILESET);
      return;
    }
  play_bcb (set, seed);
}

/* The bytes as an expansion file added to the shipped base set */
static void
check_expansion (const uint8_t *data, size_t size)
{
  const CsClassicTileset *base = fz_classic_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = g_memdup2 (base, sizeof *base);
  char *name;

  set->name = name = g_strdup (base->name);
  if (!cs_classic_tileset_add_expansion (set, (const char *) data, size, "fuzz.tileset", &error))
    {
      fz_check_error (error, "fuzz.tileset");
      set->name = base->name;
      if (memcmp (set, base, sizeof *set) != 0)
        g_error ("a refused expansion changed the base set: %s", error->message);
      set->name = name;
      if (strcmp (name, base->name) != 0)
        g_error ("a refused expansion changed the base set: %s", error->message);
      return;
    }
  if (set->n_tiles <= CS_CLASSIC_BASE_TILES || set->n_tiles > CS_CLASSIC_NUM_TILES ||
      !(set->expansions & CS_CLASSIC_BCB))
    g_error ("the base set with an expansion holds %u tiles", set->n_tiles);
  for (guint i = 0; i < set->n_designs; i++)
    for (guint seg = 0; seg < 12; seg++)
      if (set->design[i].seg_piece[seg] >= set->design[i].n_pieces)
        g_error ("design %c segment %u on no piece", set->design[i].letter, seg);
  play_bcb (set, (guint32) size);
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
  check_expansion (data, size);
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
