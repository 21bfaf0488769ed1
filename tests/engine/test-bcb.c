/* test-bcb.c — Bridges, Castles and Bazaars (shared/RULES-CLASSIC.md, B-IDs):
 * a test per rule reaching its state by play, the worked examples X-9 to
 * X-17, and the invariants over seeded games of 2 to 5 players
 * (CASTELLAN_INVARIANT_GAMES sets how many; 10,000 by default)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>

#include "castellan-shipped.h"
#include "cs-classic-ai.h"
#include "cs-classic-private.h"
#include "cs-classic-record.h"
#include "cs-classic-text.h"
#include "test-common.h"

static const CsClassicTileset *
bcb_set (void)
{
  return castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);
}

/* ---- a game set up by hand: the pile starts with @letters --------------- */

typedef struct {
  CsClassic *g;
  CsEvents   ev;
} Bx;

static Bx *
bx_new_with (guint players, guint first, const char *letters, guint options)
{
  const CsClassicTileset *set = bcb_set ();
  Bx *bx = g_new0 (Bx, 1);
  guint8 pile[CS_CLASSIC_NUM_TILES];
  /* the rest: no bazaar tile early, so that only the test's own bazaars happen */
  guint n = tc_classic_pile (set, letters, TRUE, pile);
  g_autoptr(GError) error = NULL;

  bx->g = g_new0 (CsClassic, 1);
  g_assert_true (cs_classic_init_explicit (bx->g, set, players, options, pile, n, first, &bx->ev, &error));
  g_assert_no_error (error);
  return bx;
}

static Bx *
bx_new (guint players, guint first, const char *letters)
{
  return bx_new_with (players, first, letters, CS_CLASSIC_BCB);
}

static void
bx_free (Bx *bx)
{
  g_free (bx->g);
  g_free (bx);
}

/* a move in record notation ("1,0 2 bridge=1,0:we follower=bridge",
 * "castle", "offer 1 2", …), read by the record parser */
static gboolean
bx_try (Bx *bx, const char *text, GError **error)
{
  g_autofree char *data = g_strdup_printf ("[Game]\nGame=carcassonne\nVersion=1\nTileset=carcassonne\nPlayers=2\n"
                                           "Farmers=true\nExpansions=bcb\nFirst=0\nPile=\n[Moves]\n1=%s\n", text);
  g_autoptr(CsClassicRecord) r = cs_classic_record_parse (data, strlen (data), "test", error);
  CsClassicMove m;

  g_assert_nonnull (r);
  if (!cs_classic_record_move (r, 0, bx->g, &m, error))
    return FALSE;
  bx->ev.n = 0;
  return cs_classic_play (bx->g, &m, &bx->ev, error);
}

static void
bx_play (Bx *bx, const char *text)
{
  g_autoptr(GError) error = NULL;
  if (!bx_try (bx, text, &error))
    g_error ("%s: %s", text, error->message);
}

static void
bx_refuse (Bx *bx, const char *text, const char *rule)
{
  g_autoptr(GError) error = NULL;
  g_assert_false (bx_try (bx, text, &error));
  g_assert_nonnull (error);
  g_test_message ("%s: %s", text, error->message);
  if (strstr (error->message, rule) == NULL)
    g_error ("%s: “%s” does not name %s", text, error->message, rule);
}

static const CsEvent *
bx_event (const Bx *bx, CsEventType type)
{
  for (guint i = 0; i < bx->ev.n; i++)
    if (bx->ev.ev[i].type == type)
      return &bx->ev.ev[i];
  return NULL;
}

static guint16
bx_node (const Bx *bx, int x, int y, char label)
{
  guint slot = bx->g->cell_slot[cs_classic_cell (x, y)];
  const CsClassicDesign *d;

  g_assert_cmpuint (slot, !=, CS_CLASSIC_NO_SLOT);
  d = cs_classic_tile (bx->g->tileset, bx->g->slot_tile[slot]);
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].label == label)
      return cs_classic_find (bx->g, bx->g->slot_node[slot] + p);
  g_assert_not_reached ();
}

/* ---- B-1, B-2: set-up and the tiles ------------------------------------------ */

static void
test_b1_setup (void)
{
  for (guint players = 2; players <= 5; players++)
    {
      Bx *bx = bx_new (players, 0, "");
      for (guint p = 0; p < players; p++)
        {
          g_assert_cmpuint (bx->g->player[p].bridges, ==, players == 5 ? 2 : 3);   /* B-1.3 */
          g_assert_cmpuint (bx->g->player[p].castles, ==, players == 5 ? 2 : 3);
        }
      g_assert_cmpuint (bx->g->n_pile, ==, 83);                                    /* B-1.2 */
      bx_free (bx);
    }
}

static void
test_b2_tiles (void)
{
  const CsClassicTileset *set = bcb_set ();
  guint bazaars = 0, cloisters = 0, shields = 0, caps = 0, inns = 0;
  g_autoptr(GBytes) bytes = castellan_shipped_data (CASTELLAN_SHIPPED_BCB_TILESET, NULL);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(CsClassicTileset) base = tc_shipped_classic_tileset ();
  g_autoptr(GError) error = NULL;
  char *count;

  g_assert_cmpuint (set->n_tiles, ==, 84);
  for (guint t = 0; t < set->n_tiles; t++)
    {
      const CsClassicDesign *d = cs_classic_tile (set, t);
      bazaars += d->bazaar;
      inns += d->inn;
      cloisters += d->cloister != 0xFF;
      shields += d->n_shields;
      guint cap_mask = 0;

      if (d->expansion)
        {
          g_assert_true (g_ascii_islower (d->letter));
          for (guint p = 0; p < d->n_pieces; p++)
            caps += d->pieces[p].cap;
        }
      /* the tile set's cap_mask, which the small-city question reads (B-4.1) */
      for (guint p = 0; p < d->n_pieces; p++)
        cap_mask |= (guint) (d->pieces[p].type == CS_CLASSIC_CITY && d->pieces[p].cap) << p;
      g_assert_cmpuint (set->cap_mask[set->tile_design[t]], ==, cap_mask);
    }
  g_assert_cmpuint (bazaars, ==, 8);      /* B-2 */
  g_assert_cmpuint (cloisters, ==, 8);    /* B-2.5 */
  g_assert_cmpuint (shields, ==, 10);
  g_assert_cmpuint (inns, ==, 2);         /* B-2.2: C and J */
  g_assert_cmpuint (caps, ==, 4);         /* B-2.4: A and H's three; not I's witch hat */

  /* the same checks refuse a broken expansion file: one tile too many */
  count = strstr (text, "Count=2");
  g_assert_nonnull (count);
  count[6] = '3';
  g_assert_false (cs_classic_tileset_add_expansion (base, text, strlen (text), "bad.tileset", &error));
  g_assert_nonnull (strstr (error->message, "B-1.2"));
  g_assert_cmpuint (base->n_tiles, ==, 72);
  g_clear_error (&error);
  /* a base game played with a BC&B set, or the reverse, is refused */
  {
    g_autofree CsClassic *g = g_new0 (CsClassic, 1);
    guint8 pile[CS_CLASSIC_NUM_TILES];
    guint n = cs_classic_shuffle (set, 1, pile);
    g_assert_false (cs_classic_init_explicit (g, set, 2, 0, pile, n, 0, NULL, &error));
    g_assert_nonnull (strstr (error->message, "B-1.2"));
  }
}

/* ---- B-3 bridges ------------------------------------------------------------------ */

/* B fits east of the start tile only with a bridge on it; the
 * traveller on the bridge scores the road X–D–B–W */
static void
test_x9_bridge_on_tile (void)
{
  Bx *bx = bx_new (3, 0, "BWX");
  CsClassicVerdict v;

  cs_classic_verdict (bx->g, cs_classic_cell (1, 0), 0, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_PATH_BROKEN);
  g_assert_cmpuint (v.bridge, !=, 0);                 /* B-3.5: it says a bridge would do */
  bx_refuse (bx, "1,0 0", "B-3.5");
  bx_refuse (bx, "1,0 0 bridge=1,0:ns", "C-4.3");     /* the wrong way round */
  bx_refuse (bx, "1,0 0 bridge=0,0:we", "the tile at 0,0 must join two field sides");   /* B-3.2 */
  bx_refuse (bx, "castle", "tile B is to be laid now (C-4.1)");
  bx_play (bx, "1,0 0 bridge=1,0:we follower=bridge");
  g_assert_nonnull (bx_event (bx, CS_EVENT_BRIDGE_PLACED));
  g_assert_cmpuint (bx->g->player[0].bridges, ==, 2);
  bx_play (bx, "2,0 0");
  bx_play (bx, "-1,0 0");
  {
    const CsEvent *e = bx_event (bx, CS_EVENT_FEATURE_SCORED);
    g_assert_nonnull (e);
    g_assert_cmpuint (e->ftype, ==, CS_CLASSIC_ROAD);
    g_assert_cmpuint (e->size, ==, 4);                /* B-3.9 */
  }
  g_assert_cmpint (bx->g->player[0].score, ==, 4);

  /* the start tile's fields north and south of its road are one now */
  g_assert_cmpuint (bx_node (bx, 0, 0, 'a'), ==, bx_node (bx, 0, 0, 'b'));
  bx_free (bx);
}

/* X-10 (B-3.7): continuing X-9, the start tile's city is finished, Blue's
 * farmer goes on a tile south of it, on the former south field, and a city
 * bordering that field is finished too: at the end the farmer scores both
 * cities (6), where without the bridge it would have only the second */
static void
test_x10_fields_under_bridge (void)
{
  Bx *bx = bx_new (3, 0, "BWXEEE");
  int fin[CS_CLASSIC_MAX_PLAYERS];

  bx_play (bx, "1,0 0 bridge=1,0:we follower=bridge");
  bx_play (bx, "2,0 0");
  bx_play (bx, "-1,0 0");
  bx_play (bx, "0,-1 2");                    /* Red closes the start tile's city, for nobody */
  bx_play (bx, "0,1 2 follower=f");          /* Blue's farmer south of the start tile */
  bx_play (bx, "0,2 0");                     /* Yellow closes Blue's tile's city */
  g_assert_cmpuint (bx_node (bx, 0, 1, 'f'), ==, bx_node (bx, 0, 0, 'a'));
  cs_classic_final_preview (bx->g, fin);
  g_assert_cmpint (fin[1], ==, 6);
  bx_free (bx);
}

/* a bridge on the neighbour; a traveller on the new tile's road,
 * not on the bridge; and a placement no bridge can mend */
static void
test_x11_bridge_on_neighbour (void)
{
  Bx *bx = bx_new (2, 0, "EUU");
  CsClassicVerdict v;

  bx_play (bx, "0,-1 2");
  cs_classic_verdict (bx->g, cs_classic_cell (0, 1), 1, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_PATH_BROKEN);
  g_assert_cmpuint (v.bridge, ==, 0);                 /* a city side is never mended */
  cs_classic_bridge_verdict (bx->g, cs_classic_cell (0, 1), 1, CS_CLASSIC_BRIDGE (1, 1), &v);
  g_assert_cmpuint (v.bridge_fault, ==, CS_BRIDGE_NOT_FIELD);
  g_assert_cmpstr (v.rule, ==, "B-3.2");
  bx_refuse (bx, "1,-1 0 bridge=0,-1:we follower=bridge", "B-3.8");
  bx_play (bx, "1,-1 0 bridge=0,-1:we follower=r");
  {
    const CsClassicFeature *f = &bx->g->feat[bx_node (bx, 1, -1, 'r')];
    g_assert_cmpuint (cs_tile_mask_count (&f->tiles), ==, 2);
    g_assert_cmpuint (f->n_followers, ==, 1);
  }
  /* B-3.2: one bridge per tile */
  cs_classic_bridge_verdict (bx->g, cs_classic_cell (-1, -1), 3, CS_CLASSIC_BRIDGE (2, 2), &v);
  g_assert_cmpuint (v.bridge_fault, ==, CS_BRIDGE_TAKEN);
  bx_refuse (bx, "-1,-1 3 bridge=0,-1:we", "the tile at 0,-1 has a bridge already");
  bx_free (bx);
}

/* B-3.4: a bridge's far end against a field side is refused */
static void
test_b3_4_ends (void)
{
  Bx *bx = bx_new (2, 0, "EBU");

  bx_play (bx, "0,-1 2");
  bx_play (bx, "-1,-1 0");
  bx_refuse (bx, "1,-1 0 bridge=0,-1:we", "an end of the bridge across the tile at 0,-1 meets a side that is not a road (B-3.4)");
  bx_free (bx);
}

/* B-3.7: a bridge crossing a printed road joins nothing it crosses */
static void
test_b3_7_crossing (void)
{
  Bx *bx = bx_new (2, 0, "U");
  guint slot;

  bx_play (bx, "1,0 0 bridge=1,0:ns");
  slot = bx->g->cell_slot[cs_classic_cell (1, 0)];
  g_assert_cmpuint (cs_classic_find (bx->g, bx->g->slot_bridge_node[slot]), !=, bx_node (bx, 1, 0, 'r'));
  /* its ends stay open: a tile north of it must show a road side there */
  {
    CsClassicVerdict v;
    bx->g->current = bx->g->slot_tile[slot];   /* any U */
    cs_classic_verdict (bx->g, cs_classic_cell (1, -1), 0, &v);
    g_assert_cmpint (v.code, ==, CS_VERDICT_PATH_BROKEN);
    cs_classic_verdict (bx->g, cs_classic_cell (1, -1), 1, &v);
    g_assert_cmpint (v.code, ==, CS_VERDICT_LEGAL);
  }
  bx_free (bx);
}

/* the log's words for a tile's removal cite @rule and no other */
static void
assert_removal_cites (const CsClassic *g, const CsEvent *e, guint kind, const char *rule)
{
  static const char *const names[] = { "Red", "Blue", "Black", "Yellow", "Green" };
  g_autofree char *text = NULL;

  g_assert_cmpuint (e->type, ==, CS_EVENT_TILE_REMOVED);
  g_assert_cmpuint (e->kind, ==, kind);
  text = cs_classic_text_event (g, e, names);
  g_test_message ("%s", text);
  if (strstr (text, rule) == NULL || (strcmp (rule, "C-4.4") != 0 && strstr (text, "C-4.4") != NULL))
    g_error ("“%s” should cite %s", text, rule);
}

/* B-3.6: a tile that fits only with a bridge may be removed instead; one
 * that fits without may not. The state is found by random play. */
static void
test_b3_6_discard (void)
{
  const CsClassicTileset *set = bcb_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  gboolean found = FALSE;

  for (guint32 seed = 1; seed < 400 && !found; seed++)
    {
      CsRng rng = { seed };
      cs_classic_init (g, set, 2 + seed % 4, CS_CLASSIC_BCB, seed, 0, NULL);
      while (!cs_classic_over (g) && !found)
        {
          CsClassicMove m = CS_CLASSIC_MOVE_INIT;
          g_autoptr(GError) error = NULL;

          if (g->phase == CS_PHASE_PLACE && !g->bcb.bought)
            {
              CsClassicPlacement pl[CS_CLASSIC_MAX_PLACEMENTS];
              m.kind = CS_CLASSIC_MOVE_DISCARD;
              if (cs_classic_placements (g, FALSE, pl) == 0)
                {
                  guint pos = g->pile_pos, removed = g->n_removed, who = g->active;
                  CsEvents ev = { 0 };
                  g_assert_true (cs_classic_play (g, &m, &ev, &error));
                  g_assert_cmpuint (g->n_removed, ==, removed + 1);
                  /* the log says the bridge was declined (B-3.6), not that the tile fits nowhere */
                  assert_removal_cites (g, &ev.ev[0], CS_CLASSIC_REMOVED_DECLINED, "B-3.6");
                  g_assert_cmpuint (g->active, ==, who);               /* the same player draws again */
                  g_assert_true (g->pile_pos > pos || cs_classic_over (g));
                  found = TRUE;
                  break;
                }
              g_assert_false (cs_classic_play (g, &m, NULL, &error));
              g_assert_nonnull (strstr (error->message, "B-3.6"));
            }
          cs_classic_policy_random (g, &rng, &m);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
        }
    }
  g_assert_true (found);
}

/* B-2.1: a bazaar is no feature (no meeple on it) and a road that reaches
 * it ends there; B-5.7, B-5.9: the round, then the player after the one
 * who laid the bazaar tile */
static void
test_b2_1_bazaar_ends_road (void)
{
  Bx *bx = bx_new (2, 0, "cXU");
  CsClassicMove lay = CS_CLASSIC_MOVE_INIT;
  guint8 open[CS_CLASSIC_MAX_PIECES + 1];
  const CsClassicDesign *d = cs_classic_tile (bx->g->tileset, bx->g->current);

  lay.cell = cs_classic_cell (1, 0);
  lay.rot = 1;
  g_assert_cmpuint (cs_classic_bcb_open_spots (bx->g, &lay, open), ==, d->n_pieces);   /* road and field only */
  g_assert_cmpuint (d->n_pieces, ==, 2);
  bx_play (bx, "1,0 1 follower=r");          /* Red: the road D–c ends at the bazaar */
  g_assert_nonnull (bx_event (bx, CS_EVENT_BAZAAR_OPENED));
  bx_play (bx, "offer 1 0");                 /* Blue: X */
  bx_play (bx, "pass");                      /* Red: U for nothing */
  g_assert_cmpuint (bx->g->active, ==, 1);
  bx_play (bx, "-1,0 0");                    /* Blue closes X–D–c: 3 tiles */
  g_assert_cmpint (bx->g->player[0].score, ==, 3);
  g_assert_cmpuint (bx->g->active, ==, 0);
  g_assert_cmpuint (bx->g->bcb.bought, ==, 1);
  bx_play (bx, "0,1 0");                     /* Red, the host, ends the round */
  g_assert_cmpuint (bx->g->phase, ==, CS_PHASE_PLACE);
  g_assert_cmpuint (bx->g->active, ==, 1);   /* B-5.9 */
  g_assert_cmpuint (bx->g->bcb.bought, ==, 0);
  g_assert_cmpuint (bx->g->pile_pos, ==, 4);  /* c, the display of two, and Blue's tile now */
  bx_free (bx);
}

/* B-2.3: the cloister inside G's city takes a monk while the city holds a
 * knight; the city itself takes no second one (C-6.2) */
static void
test_b2_3_cloister_in_city (void)
{
  Bx *bx = bx_new (2, 0, "UEg");

  bx_play (bx, "1,0 0");
  bx_play (bx, "1,-1 1 follower=c");         /* Blue's knight in a cap facing east */
  bx_refuse (bx, "2,-1 0 follower=c", "C-6.2");
  bx_play (bx, "2,-1 0 follower=m");         /* Red's monk in the same city's tile */
  g_assert_cmpuint (bx_node (bx, 2, -1, 'c'), ==, bx_node (bx, 1, -1, 'c'));
  g_assert_cmpuint (bx->g->feat[bx_node (bx, 2, -1, 'm')].n_followers, ==, 1);
  g_assert_cmpuint (bx->g->feat[bx_node (bx, 2, -1, 'c')].followers[1], ==, 1);
  bx_free (bx);
}

/* ---- B-4 castles -------------------------------------------------------------------- */

/* X-1 with the choice declined: the small city scores 4 (B-4.2) */
static void
test_x1_small_city (void)
{
  Bx *bx = bx_new (3, 0, "E");

  bx_play (bx, "0,-1 2 follower=c");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 0);
  bx_refuse (bx, "1,0 0", "chooses now: castle or no-castle (B-4.2)");
  bx_play (bx, "no-castle");
  g_assert_cmpint (bx->g->player[0].score, ==, 4);
  g_assert_cmpuint (bx->g->player[0].castles, ==, 3);
  g_assert_cmpuint (bx->g->player[0].supply, ==, CS_CLASSIC_FOLLOWERS);
  g_assert_cmpuint (bx->g->active, ==, 1);
  bx_free (bx);
}

/* a castle; a road finished in its fief a turn later scores it;
 * a farmer's field bordering it gets 4 at the end */
static void
test_x12_castle (void)
{
  Bx *bx = bx_new (3, 0, "EWX");
  int fin[CS_CLASSIC_MAX_PLAYERS];

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  g_assert_nonnull (bx_event (bx, CS_EVENT_CASTLE_BUILT));
  g_assert_cmpint (bx->g->player[0].score, ==, 0);
  g_assert_cmpuint (bx->g->player[0].castles, ==, 2);
  g_assert_cmpuint (bx->g->player[0].supply, ==, CS_CLASSIC_FOLLOWERS - 1);   /* the lord stays */
  g_assert_cmpuint (bx->g->bcb.n_castles, ==, 1);
  bx_play (bx, "1,0 0 follower=a");      /* a farmer north of the road: its field borders the castle */
  g_assert_cmpint (bx->g->player[1].score, ==, 0);
  bx_play (bx, "-1,0 0");
  {
    const CsEvent *e = bx_event (bx, CS_EVENT_CASTLE_SCORED);
    g_assert_nonnull (e);
    g_assert_cmpint (e->points, ==, 3);
  }
  g_assert_cmpint (bx->g->player[0].score, ==, 3);
  g_assert_cmpuint (bx->g->player[0].supply, ==, CS_CLASSIC_FOLLOWERS);   /* the lord comes back */
  g_assert_false (bx->g->bcb.castle[0].waiting);
  cs_classic_final_preview (bx->g, fin);
  g_assert_cmpint (fin[1], ==, 4);        /* B-4.10 */
  bx_free (bx);
}

/* B-4.8: a small city scored as a city is a completed city worth 4: one
 * tile of it in Red's fief scores Red's castle 4 as well */
static void
test_b4_8_small_city_triggers (void)
{
  Bx *bx = bx_new (3, 0, "EEE");

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  bx_play (bx, "1,-1 0 follower=c");
  bx_play (bx, "1,-2 2");
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);     /* Blue's choice */
  bx_play (bx, "no-castle");
  g_assert_cmpint (bx->g->player[1].score, ==, 4);
  g_assert_cmpint (bx->g->player[0].score, ==, 4);
  g_assert_nonnull (bx_event (bx, CS_EVENT_CASTLE_SCORED));
  bx_free (bx);
}

/* X-13 (B-4.6): a 5-tile city with 2 shields and Green's knight is finished
 * with one tile in Red's fief: Green +14, Red's castle +14 */
static void
test_x13_castle_value (void)
{
  Bx *bx = bx_new (3, 0, "EEFFGE");
  const CsEvent *e;

  bx_play (bx, "0,-1 2 follower=c");        /* Red */
  bx_play (bx, "castle");                    /* fief: columns -1..1, rows -1..0 */
  bx_play (bx, "1,-1 1");                    /* Blue: a cap facing east, in the fief */
  bx_play (bx, "2,-1 0 follower=c");         /* Green's knight; a shield */
  bx_play (bx, "3,-1 0");                    /* Red: a shield */
  bx_play (bx, "4,-1 0");                    /* Blue */
  g_assert_cmpint (bx->g->player[0].score, ==, 0);
  bx_play (bx, "5,-1 3");                    /* Green closes the city: 5 tiles */
  e = bx_event (bx, CS_EVENT_FEATURE_SCORED);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->size, ==, 5);
  g_assert_cmpint (bx->g->player[2].score, ==, 14);
  e = bx_event (bx, CS_EVENT_CASTLE_SCORED);
  g_assert_nonnull (e);
  g_assert_cmpint (e->player, ==, 0);
  g_assert_cmpint (e->points, ==, 14);
  g_assert_cmpint (bx->g->player[0].score, ==, 14);
  g_assert_cmpint (bx->g->player[1].score, ==, 0);
  g_assert_false (bx->g->bcb.castle[0].waiting);
  g_assert_cmpuint (bx->g->player[0].supply, ==, CS_CLASSIC_FOLLOWERS);   /* the lord is back */
  g_assert_cmpuint (bx->g->player[0].castles, ==, 2);                    /* the token is not */
  bx_free (bx);
}

/* X-13's second case: Red owns the castle and the traveller of a 4-tile road
 * finished in its fief: +4 for the road and +4 for the castle */
static void
test_x13_both (void)
{
  Bx *bx = bx_new (2, 0, "EXUW");

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  bx_play (bx, "-1,0 0");                    /* Blue */
  bx_play (bx, "1,0 0 follower=r");          /* Red's traveller */
  bx_play (bx, "2,0 0");                     /* Blue closes X–D–U–W */
  g_assert_cmpint (bx->g->player[0].score, ==, 8);
  g_assert_cmpint (bx->g->player[1].score, ==, 0);
  g_assert_cmpint (bx_event (bx, CS_EVENT_CASTLE_SCORED)->points, ==, 4);
  bx_free (bx);
}

/* X-14's castles: Red's on the start tile's city (fief: columns -1..1, rows
 * -1..0), then Blue's on (1,-1) and (2,-1) (columns 1..2, rows -2..0): one
 * tile of Blue's lies in Red's fief, none of Red's in Blue's */
static Bx *
x14_castles (const char *letters)
{
  Bx *bx = bx_new (2, 0, letters);

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  bx_play (bx, "1,-1 1 follower=c");
  bx_play (bx, "2,-1 3");
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);
  bx_play (bx, "castle");
  g_assert_cmpuint (bx->g->bcb.n_castles, ==, 2);
  g_assert_true (cs_classic_in_fief (bx->g, 0, cs_classic_cell (1, -1)));
  g_assert_false (cs_classic_in_fief (bx->g, 1, cs_classic_cell (0, -1)));
  g_assert_false (cs_classic_in_fief (bx->g, 1, cs_classic_cell (0, 0)));
  return bx;
}

/* X-14 (B-4.7): after the castles, three tiles (@moves, Blue, Red, Blue)
 * finish a road of 3 nobody holds; the scores are then @red and @blue, and
 * Blue's lord still waits or not */
static void
x14_road (const char *letters, const char *const moves[3], int red, int blue, gboolean blue_waits)
{
  Bx *bx = x14_castles (letters);

  bx_play (bx, moves[0]);
  bx_play (bx, moves[1]);
  g_assert_cmpint (bx->g->player[0].score, ==, 0);
  g_assert_cmpint (bx->g->player[1].score, ==, 0);
  bx_play (bx, moves[2]);
  g_assert_cmpint (bx->g->player[0].score, ==, red);
  g_assert_cmpint (bx->g->player[1].score, ==, blue);
  g_assert_false (bx->g->bcb.castle[0].waiting);
  g_assert_cmpint (bx->g->bcb.castle[1].waiting, ==, blue_waits);
  bx_free (bx);
}

/* a road W–U–W in Blue's fief only scores Blue's castle 3, then Red's 3 by
 * the chain */
static void
test_x14_castle_chain (void)
{
  static const char *const moves[3] = { "2,0 0", "3,0 0", "4,0 0" };
  x14_road ("EEEWUW", moves, 3, 3, FALSE);
}

/* the reverse: a road X–U–A in Red's fief only scores Red's castle 3 and
 * Blue's nothing (a chain runs one way, D-25) */
static void
test_x14_reverse (void)
{
  static const char *const moves[3] = { "-1,0 0", "-1,-1 1", "-1,-2 0" };
  x14_road ("EEEXUA", moves, 3, 0, TRUE);
}

/* X-15 (B-4.9, B-4.10): at the end Blue's field borders Red's castle, two
 * finished cities and an unfinished one: Blue +4 +3 +3 = 10; Red's lord,
 * still waiting, is removed for nothing. The cities are finished outside
 * Red's fief, so that the castle never scores. */
static void
test_x15_castle_fields (void)
{
  Bx *bx = bx_new (2, 0, "EEEKEK");
  int fin[CS_CLASSIC_MAX_PLAYERS];

  bx_play (bx, "0,-1 2 follower=c");        /* Red */
  bx_play (bx, "castle");
  bx_play (bx, "0,-2 0 follower=f");         /* Blue's farmer: its city stays open */
  bx_play (bx, "1,-2 1");                    /* Red */
  bx_play (bx, "2,-2 3");                    /* Blue closes the first city, for nobody */
  bx_play (bx, "-1,-2 3");                   /* Red */
  bx_play (bx, "-2,-2 1");                   /* Blue closes the second */
  g_assert_null (bx_event (bx, CS_EVENT_CASTLE_SCORED));
  g_assert_true (bx->g->bcb.castle[0].waiting);
  cs_classic_final_preview (bx->g, fin);
  g_assert_cmpint (fin[1], ==, 10);
  g_assert_cmpint (fin[0], ==, 0);
  bx_free (bx);
}

/* B-4.2: the small city's owner chooses, not the player who closed it */
static void
test_b4_2_owner (void)
{
  Bx *bx = bx_new (3, 0, "UEI");

  bx_play (bx, "1,0 0");
  bx_play (bx, "1,-1 3 follower=c");
  bx_play (bx, "0,-1 2");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);
  g_assert_cmpuint (bx->g->active, ==, 2);
  bx_play (bx, "castle");
  g_assert_cmpuint (bx->g->player[1].castles, ==, 2);
  g_assert_cmpuint (bx->g->active, ==, 0);
  bx_free (bx);
}

/* B-4.1, B-2.4: a two-tile city is small only with a cap on each tile; with
 * BC&B I's witch hat it is scored at once, with no choice (D-22) */
static void
test_b4_1_witch_hat (void)
{
  Bx *bx = bx_new (2, 0, "iE");

  bx_play (bx, "-1,0 0 follower=c");         /* Red: the witch hat faces west */
  bx_play (bx, "-2,0 1");                    /* Blue: a cap facing east closes it */
  g_assert_cmpuint (bx->g->phase, ==, CS_PHASE_PLACE);
  g_assert_cmpint (bx->g->player[0].score, ==, 4);
  g_assert_cmpuint (bx->g->player[0].castles, ==, 3);
  g_assert_cmpuint (bx->g->active, ==, 0);
  bx_free (bx);
}

/* B-4.5: the turn that builds a castle triggers nothing for it; B-4.9: a
 * lord still waiting at the end scores nothing */
static void
test_b4_9_lord_at_end (void)
{
  Bx *bx = bx_new (2, 0, "E");
  int fin[CS_CLASSIC_MAX_PLAYERS];

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  g_assert_null (bx_event (bx, CS_EVENT_CASTLE_SCORED));
  cs_classic_final_preview (bx->g, fin);
  g_assert_cmpint (fin[0], ==, 0);
  bx_free (bx);
}

/* ---- B-5 bazaars ------------------------------------------------------------------------ */

/* Red, Blue, Black on 10; Red lays a bazaar tile from the pile */
static Bx *
x16_start (void)
{
  Bx *bx = bx_new (3, 0, "bUVE");

  for (guint p = 0; p < 3; p++)
    bx->g->player[p].score = 10;
  bx_play (bx, "0,1 0");
  g_assert_nonnull (bx_event (bx, CS_EVENT_BAZAAR_OPENED));
  return bx;
}

static void
test_x16_bazaar (void)
{
  Bx *bx = x16_start ();
  const CsClassicBcb *b = &bx->g->bcb;

  g_assert_cmpuint (b->n_display, ==, 3);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);          /* the player after the active one */
  bx_play (bx, "offer 1 1");
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 2);
  bx_refuse (bx, "bid 1", "B-5.3");                              /* strictly more */
  bx_play (bx, "bid 2");
  bx_play (bx, "pass");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_SETTLE);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);
  bx_play (bx, "sell");
  g_assert_cmpint (bx->g->player[2].score, ==, 8);
  g_assert_cmpint (bx->g->player[1].score, ==, 12);
  g_assert_cmpuint (b->holding[2], ==, 0);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 0);          /* Red: Black has a tile */
  bx_refuse (bx, "offer 1 0", "B-5.3");                          /* sold already */
  bx_play (bx, "offer 2 0");
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);
  bx_play (bx, "pass");
  /* Red keeps T2 for 0; Blue takes T3 for nothing; the round begins with Blue */
  g_assert_cmpint (bx->g->player[0].score, ==, 10);
  g_assert_cmpuint (bx->g->phase, ==, CS_PHASE_PLACE);
  g_assert_cmpuint (bx->g->active, ==, 1);
  g_assert_cmpuint (bx->g->current, ==, b->display[2]);
  g_assert_cmpuint (bx->g->bcb.bought, ==, 1);
  bx_free (bx);
}

/* X-16's other branch: Blue buys T1 and Black auctions next */
static void
test_x16_buy (void)
{
  Bx *bx = x16_start ();

  bx_play (bx, "offer 1 1");
  bx_play (bx, "bid 2");
  bx_play (bx, "pass");
  bx_play (bx, "buy");
  g_assert_cmpint (bx->g->player[1].score, ==, 8);
  g_assert_cmpint (bx->g->player[2].score, ==, 12);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 2);
  bx_free (bx);
}

/* Random games with BC&B from seed 1 on (@players, or 2 to 5 when 0) until
 * @found is all TRUE or @max_seeds have been played. Before each move @look
 * may play one itself (returning TRUE; @ev then holds its events); after
 * each random move it sees the move and its events. */
typedef struct {
  CsClassic     *g;
  CsRng         *rng;
  CsEvents      *ev;
  CsClassicMove  m;
  guint          pos, removed, left;   /* before the move */
  gboolean       bazaar_laid, round;
  gboolean      *found;
} Search;

typedef gboolean (*SearchLook) (Search *s, gboolean before);

static void
search_by_play (guint players, guint32 max_seeds, SearchLook look, gboolean *found, guint n_found)
{
  const CsClassicTileset *set = bcb_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  gboolean all = FALSE;

  for (guint32 seed = 1; seed < max_seeds && !all; seed++)
    {
      CsRng rng = { seed };
      Search s = { g, &rng, ev, CS_CLASSIC_MOVE_INIT, 0, 0, 0, FALSE, FALSE, found };

      cs_classic_init (g, set, players ? players : 2 + seed % 4, CS_CLASSIC_BCB, seed, 0, NULL);
      while (!cs_classic_over (g))
        {
          s.pos = g->pile_pos;
          s.removed = g->n_removed;
          s.left = cs_classic_tiles_left (g);
          s.round = g->bcb.bought;
          s.bazaar_laid = g->phase == CS_PHASE_PLACE && !g->bcb.bought && cs_classic_tile (set, g->current)->bazaar;
          ev->n = 0;
          if (look (&s, TRUE))
            continue;
          cs_classic_policy_random (g, &rng, &s.m);
          g_assert_true (cs_classic_play (g, &s.m, ev, NULL));
          look (&s, FALSE);
        }
      all = TRUE;
      for (guint i = 0; i < n_found; i++)
        all &= found[i];
    }
  for (guint i = 0; i < n_found; i++)
    g_assert_true (found[i]);
}

/* X-17, B-5.1, B-5.7 to B-5.10: a bazaar with fewer tiles left than
 * players is skipped; with exactly as many, the round empties the pile and
 * the game ends; every round turn is a turn (bought tiles hold no bazaar).
 * The states are found by random play of 4 players. */
static gboolean
x17_look (Search *s, gboolean before)
{
  CsClassic *g = s->g;

  if (before)
    return FALSE;
  for (guint i = 0; i < s->ev->n; i++)
    if (s->round && s->m.kind == CS_CLASSIC_MOVE_LAY)
      g_assert_cmpuint (s->ev->ev[i].type, !=, CS_EVENT_BAZAAR_OPENED);   /* B-5.1 */
  if (!s->bazaar_laid || s->m.kind != CS_CLASSIC_MOVE_LAY || g->phase == CS_CLASSIC_PHASE_CASTLE)
    return FALSE;
  if (s->left == 3)
    {
      gboolean seen = FALSE;
      for (guint i = 0; i < s->ev->n; i++)
        seen |= s->ev->ev[i].type == CS_EVENT_BAZAAR_SKIPPED;
      g_assert_true (seen);
      s->found[0] = TRUE;
    }
  else if (s->left == 4)
    {
      g_assert_cmpuint (g->phase, ==, CS_CLASSIC_PHASE_OFFER);
      g_assert_cmpuint (cs_classic_tiles_left (g), ==, 0);
      while (!cs_classic_over (g))
        {
          CsClassicMove m;
          cs_classic_policy_random (g, s->rng, &m);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
        }
      s->found[1] = TRUE;
    }
  return FALSE;
}

static void
test_x17_last_bazaar (void)
{
  gboolean found[2] = { FALSE, FALSE };   /* skipped, last */
  search_by_play (4, 3000, x17_look, found, 2);
}

/* The log's words for a tile taken at a bazaar say what happened, not "pays
 * 0 points to nobody": an opening nobody raised costs the auctioneer its
 * points, or nothing when it was 0 (B-5.4); the last tile comes for nothing
 * (B-5.6); at a quick bazaar a tile is simply taken (BV-1) */
static void
test_b5_4_deal_words (void)
{
  static const char *const names[] = { "Red", "Blue", "Black" };
  static const struct { guint kind; int points; gboolean quick; const char *says; } deals[] = {
    { CS_DEAL_KEPT, 0, FALSE, "Nobody outbids Red, who takes tile 2 for nothing (B-5.4)." },
    { CS_DEAL_KEPT, 1, FALSE, "Nobody outbids Red, who takes tile 2 and pays 1 point for it (B-5.4)." },
    { CS_DEAL_KEPT, 3, FALSE, "Nobody outbids Red, who takes tile 2 and pays 3 points for it (B-5.4)." },
    { CS_DEAL_FREE, 0, FALSE, "Red takes the last tile, 2, for nothing (B-5.6)." },
    { CS_DEAL_FREE, 0, TRUE, "Red takes tile 2 (BV-1)." },
  };
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);

  g->n_players = 3;
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      CsEvent e = { .type = CS_EVENT_BAZAAR_TAKEN, .player = 0, .from = -1, .piece = 1 };
      g_autofree char *text = NULL;

      e.kind = deals[i].kind;
      e.points = deals[i].points;
      g->options = CS_CLASSIC_BCB | (deals[i].quick ? CS_CLASSIC_QUICK_BAZAAR : 0);
      text = cs_classic_text_event (g, &e, names);
      g_assert_cmpstr (text, ==, deals[i].says);
    }
}

/* BV-1: the quick bazaar. Red, Blue and Black; Red lays a bazaar tile; from
 * Blue on, each picks a displayed tile and plays it at once, Red last with
 * the tile left; no bids, no points paid; then Blue draws (B-5.9) */
static void
test_bv1_quick_bazaar (void)
{
  Bx *bx = bx_new_with (3, 0, "bUVE", CS_CLASSIC_BCB | CS_CLASSIC_QUICK_BAZAAR);
  const CsClassicBcb *b = &bx->g->bcb;
  g_autoptr(GError) error = NULL;
  guint8 pile[CS_CLASSIC_NUM_TILES];
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);

  bx_play (bx, "0,1 0");
  g_assert_nonnull (bx_event (bx, CS_EVENT_BAZAAR_OPENED));
  g_assert_cmpuint (b->n_display, ==, 3);
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_PICK);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);
  bx_refuse (bx, "offer 1 0", "BV-1");       /* no auction */
  bx_refuse (bx, "0,2 0", "BV-1");
  bx_play (bx, "pick 2");                    /* Blue: V, to play now */
  g_assert_cmpuint (bx->g->phase, ==, CS_PHASE_PLACE);
  g_assert_cmpuint (bx->g->active, ==, 1);
  g_assert_cmpuint (bx->g->current, ==, b->display[1]);
  bx_play (bx, "0,2 0");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_PICK);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 2);
  bx_refuse (bx, "pick 2", "BV-1");          /* Blue has it */
  bx_play (bx, "pick 1");                    /* Black: U */
  bx_play (bx, "-1,1 1");
  /* Red, who laid the bazaar tile, gets the last one without a pick */
  g_assert_cmpuint (bx->g->phase, ==, CS_PHASE_PLACE);
  g_assert_cmpuint (bx->g->active, ==, 0);
  g_assert_cmpuint (bx->g->current, ==, b->display[2]);
  bx_play (bx, "1,1 0");
  g_assert_cmpuint (bx->g->active, ==, 1);   /* B-5.9 */
  g_assert_cmpuint (bx->g->bcb.bought, ==, 0);
  g_assert_cmpuint (bx->g->pile_pos, ==, 5);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (bx->g->player[p].score, ==, 0);
  bx_free (bx);

  /* the variant belongs to the expansion */
  g_assert_false (cs_classic_init_explicit (g, castellan_shipped_classic_tileset (), 2, CS_CLASSIC_QUICK_BAZAAR, pile,
                                            cs_classic_shuffle (castellan_shipped_classic_tileset (), 1, pile), 0,
                                            NULL, &error));
  g_assert_nonnull (strstr (error->message, "BV-1"));
}

/* B-5.8 (D-30): a bought tile that fits nowhere when its owner's turn in the
 * round comes is removed, and so is one that fits only with a bridge its
 * owner declines; either way that player gets no other tile, nobody draws,
 * and the round goes on. Both states are found by random play. */
static gboolean
b5_8_look (Search *s, gboolean before)
{
  CsClassic *g = s->g;
  CsEvents *ev = s->ev;

  if (before)
    {
      guint who = g->active;
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;

      if (g->phase != CS_PHASE_PLACE || !g->bcb.bought || s->found[0] || cs_classic__any_placement (g, g->current))
        return FALSE;
      m.kind = CS_CLASSIC_MOVE_DISCARD;   /* it fits only with a bridge: declined */
      g_assert_true (cs_classic_play (g, &m, ev, NULL));
      g_assert_cmpuint (g->n_removed, ==, s->removed + 1);
      g_assert_cmpuint (ev->ev[0].player, ==, who);
      assert_removal_cites (g, &ev->ev[0], CS_CLASSIC_REMOVED_BOUGHT_DECLINED, "B-5.8");
      assert_removal_cites (g, &ev->ev[0], CS_CLASSIC_REMOVED_BOUGHT_DECLINED, "B-3.6");
      /* the next in the round, or the round over: not the same player again */
      g_assert_true (g->active != who || !g->bcb.bought);
      if (g->bcb.bought)
        g_assert_cmpuint (g->pile_pos, ==, s->pos);
      s->found[0] = TRUE;
      return TRUE;
    }
  for (guint i = 0; i + 1 < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_TILE_DRAWN && ev->ev[i + 1].type == CS_EVENT_TILE_REMOVED &&
        ev->ev[i].tile == ev->ev[i + 1].tile && g->bcb.bought && s->pos == g->pile_pos)
      {
        /* a bought tile handed over and removed at once: the next event
         * hands the next player their tile, or ends the round */
        int who = ev->ev[i].player;
        g_assert_cmpint (ev->ev[i + 1].player, ==, who);
        g_assert_true (i + 2 == ev->n || ev->ev[i + 2].player != who);
        g_assert_cmpuint (g->n_removed, >, s->removed);
        assert_removal_cites (g, &ev->ev[i + 1], CS_CLASSIC_REMOVED_BOUGHT, "B-5.8");
        s->found[1] = TRUE;
      }
  return FALSE;
}

static void
test_b5_8_unplaceable_bought (void)
{
  gboolean found[2] = { FALSE, FALSE };   /* declined, fits nowhere */
  search_by_play (0, 20000, b5_8_look, found, 2);
}

/* ---- Strong's castles and bridges ---------------------------------------------------------- */

static CsClassicMove
strong_move (const CsClassic *g)
{
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;

  g_assert_true (cs_classic_bcb_ai_choose_move (g, CS_AI_STRONG, 7, &m, NULL));
  return m;
}

/* B-4.2: Strong turns its finished small city into a castle when that
 * pays and takes the 4 points when it does not. The same city (X-1, Red's
 * knight on E at 0,-1): at the first move only the start tile's road lies
 * in its fief, so a castle could win little more than the 4 points it
 * gives up; once a road of seven tiles runs through the fief with most of
 * the pile to come, the castle can expect that road's worth; with that
 * road but the pile down to its last tile, a castle would never score
 * (B-4.9). */
static void
test_ai_strong_castle (void)
{
  Bx *bx = bx_new (2, 0, "E");

  bx_play (bx, "0,-1 2 follower=c");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
  g_assert_cmpuint (strong_move (bx->g).kind, ==, CS_CLASSIC_MOVE_NO_CASTLE);
  bx_free (bx);

  bx = bx_new (2, 0, "UUUUUUE");
  bx_play (bx, "1,0 0");
  bx_play (bx, "-1,0 0");
  bx_play (bx, "2,0 0");
  bx_play (bx, "-2,0 0");
  bx_play (bx, "3,0 0");
  bx_play (bx, "-3,0 0");
  bx_play (bx, "0,-1 2 follower=c");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 0);
  g_assert_cmpuint (strong_move (bx->g).kind, ==, CS_CLASSIC_MOVE_CASTLE);
  /* the pile run down to one tile, the board as it is */
  bx->g->pile_pos = bx->g->n_pile - 1;
  g_assert_cmpuint (cs_classic_tiles_left (bx->g), <=, 1);
  g_assert_cmpuint (strong_move (bx->g).kind, ==, CS_CLASSIC_MOVE_NO_CASTLE);
  bx_free (bx);
}

/* B-3: Strong spends a bridge when its tile fits only with one (rather
 * than give the tile up, B-3.6), and keeps its bridges when a plain lay
 * does as well: on each seed's first move, where nothing on the board
 * needs a bridge, it lays none. The bridge states are found by play. */
static void
test_ai_strong_bridge (void)
{
  const CsClassicTileset *set = bcb_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  guint needed = 0, first = 0;

  for (guint32 seed = 1; seed < 400 && needed < 3; seed++)
    {
      CsRng rng = { seed };

      cs_classic_init (g, set, 2 + seed % 3, CS_CLASSIC_BCB, seed, 0, NULL);
      if (seed <= 4)
        {
          CsClassicMove m = strong_move (g);
          g_assert_cmpuint (m.kind, ==, CS_CLASSIC_MOVE_LAY);
          g_assert_cmpuint (m.bridge, ==, 0);
          first++;
        }
      while (!cs_classic_over (g) && needed < 3)
        {
          CsClassicMove m = CS_CLASSIC_MOVE_INIT;

          if (g->phase == CS_PHASE_PLACE && g->player[g->active].bridges > 0 &&
              !cs_classic__any_placement (g, g->current) && cs_bcb_fits_with_bridge (g, g->current))
            {
              CsClassicMove strong = strong_move (g);
              g_autoptr(GError) error = NULL;
              g_autofree CsClassic *after = g_memdup2 (g, sizeof *g);

              g_assert_cmpuint (strong.kind, ==, CS_CLASSIC_MOVE_LAY);
              g_assert_cmpuint (strong.bridge, !=, 0);
              g_assert_true (cs_classic_play (after, &strong, NULL, &error));
              g_assert_cmpuint (after->player[g->active].bridges, ==, g->player[g->active].bridges - 1);
              needed++;
            }
          cs_classic_policy_random (g, &rng, &m);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
        }
    }
  g_assert_cmpuint (first, ==, 4);
  g_assert_cmpuint (needed, ==, 3);
}

/* ---- C-10: the computer decides from what the players see --------------------------------- */

/* Laying a bazaar tile starts an auction whose display comes from the pile:
 * two games that differ only in the order of the unseen tiles get the same
 * decision from every level. The states are found by play. */
static void
test_c10_hidden (void)
{
  const CsClassicTileset *set = bcb_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsClassic *other = g_new0 (CsClassic, 1);
  guint found = 0;

  for (guint32 seed = 1; seed < 200 && found < 3; seed++)
    {
      CsRng rng = { seed };
      cs_classic_init (g, set, 2 + seed % 3, CS_CLASSIC_BCB, seed, 0, NULL);
      while (!cs_classic_over (g))
        {
          CsClassicMove m;
          if (g->phase == CS_PHASE_PLACE && !g->bcb.bought && cs_classic_tile (set, g->current)->bazaar &&
              cs_classic_tiles_left (g) > 8)
            {
              CsRng shuffle = { seed * 7 + 1 };
              memcpy (other, g, sizeof *other);
              for (guint i = other->n_pile - 1; i > other->pile_pos; i--)
                {
                  guint j = other->pile_pos + cs_rng_below (&shuffle, i - other->pile_pos + 1);
                  guint8 t = other->draw_order[i];
                  other->draw_order[i] = other->draw_order[j];
                  other->draw_order[j] = t;
                }
              for (guint level = CS_AI_BEGINNER; level < CS_AI_N_LEVELS; level++)
                {
                  CsClassicMove a, b;
                  g_assert_true (cs_classic_ai_choose_move (g, level, seed, NULL, NULL, &a, NULL));
                  g_assert_true (cs_classic_ai_choose_move (other, level, seed, NULL, NULL, &b, NULL));
                  g_assert_cmpint (a.cell, ==, b.cell);
                  g_assert_cmpint (a.rot, ==, b.rot);
                  g_assert_cmpint (a.follower, ==, b.follower);
                  g_assert_cmpint (a.bridge, ==, b.bridge);
                }
              found++;
              break;
            }
          cs_classic_policy_random (g, &rng, &m);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
        }
    }
  g_assert_cmpuint (found, ==, 3);
}

/* B-4.2 for the computer: closing the start tile's city with a knight is
 * worth its 4 points, or a castle, to every level; a trial move that waits
 * for the castle choice must not look worthless. (Strong and Expert, after
 * their look ahead, close it too, and may prefer a farmer beside it.) */
static void
test_ai_small_city (void)
{
  for (guint level = CS_AI_BEGINNER + 1; level < CS_AI_N_LEVELS; level++)
    {
      Bx *bx = bx_new (2, 0, "E");
      CsClassicMove m;

      g_assert_true (cs_classic_ai_choose_move (bx->g, level, 1, NULL, NULL, &m, NULL));
      g_assert_cmpint (m.cell, ==, cs_classic_cell (0, -1));
      g_assert_cmpint (m.rot, ==, 2);
      if (level >= CS_AI_STRONG && m.follower != 0)
        {
          bx_free (bx);
          continue;
        }
      g_assert_cmpint (m.follower, ==, 0);
      bx->ev.n = 0;
      g_assert_true (cs_classic_play (bx->g, &m, &bx->ev, NULL));
      g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
      g_assert_true (cs_classic_ai_choose_move (bx->g, level, 1, NULL, NULL, &m, NULL));
      if (level < CS_AI_STRONG)
        g_assert_cmpuint (m.kind, ==, CS_CLASSIC_MOVE_CASTLE);   /* the game is long yet */
      else    /* weighed against what the castle may bring */
        g_assert_true (m.kind == CS_CLASSIC_MOVE_CASTLE || m.kind == CS_CLASSIC_MOVE_NO_CASTLE);
      bx_free (bx);
    }
}

/* ---- invariants over seeded games --------------------------------------------------------- */

/* C-4.3 with bridges, B-3.2/B-3.4: every pair of touching tiles shows the
 * same kind of side; a bridge joins two sides that are field sides printed */
static void
check_board (const CsClassic *g, guint32 seed)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  guint bridges = 0;

  for (guint slot = 0; slot < g->n_laid; slot++)
    {
      guint cell = g->slot_cell[slot];
      const CsClassicDesign *d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
      if (g->slot_bridge[slot])
        {
          guint a = g->slot_bridge[slot] - 1;
          bridges++;
          if (d->side_kind[g->slot_rot[slot]][a] != CS_CLASSIC_FIELD ||
              d->side_kind[g->slot_rot[slot]][a + 2] != CS_CLASSIC_FIELD)
            g_error ("seed %u: a bridge on printed non-field sides (B-3.2)", seed);
        }
      for (guint s = 0; s < 4; s++)
        {
          guint nb = cs_classic_cell (cs_classic_cell_x (cell) + dx[s], cs_classic_cell_y (cell) + dy[s]);
          guint nslot = g->cell_slot[nb];
          guint ours, theirs;
          const CsClassicDesign *nd;

          if (nslot == CS_CLASSIC_NO_SLOT)
            continue;
          nd = cs_classic_tile (g->tileset, g->slot_tile[nslot]);
          ours = g->slot_bridge[slot] && g->slot_bridge[slot] - 1u == (s & 1) ? CS_CLASSIC_ROAD
                 : d->side_kind[g->slot_rot[slot]][s];
          theirs = g->slot_bridge[nslot] && g->slot_bridge[nslot] - 1u == ((s + 2) % 4 & 1) ? CS_CLASSIC_ROAD
                   : nd->side_kind[g->slot_rot[nslot]][(s + 2) % 4];
          if (ours != theirs)
            g_error ("seed %u: tiles at %d,%d and %d,%d do not fit (C-4.3, B-3.4)", seed, cs_classic_cell_x (cell),
                     cs_classic_cell_y (cell), cs_classic_cell_x (nb), cs_classic_cell_y (nb));
        }
    }
  for (guint p = 0; p < g->n_players; p++)
    bridges += g->player[p].bridges;
  if (bridges != g->n_players * (g->n_players == 5 ? 2u : 3u))
    g_error ("seed %u: %u bridges in all (B-1.3)", seed, bridges);
}

static void
test_invariants (void)
{
  const CsClassicTileset *set = bcb_set ();
  const char *env = g_getenv ("CASTELLAN_INVARIANT_GAMES");
  guint games = env ? (guint) atoi (env) : 10000;
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsClassic *replay = g_new0 (CsClassic, 1);
  guint64 bazaars = 0, castles = 0, bridges = 0, castle_scores = 0;

  for (guint32 seed = 1; seed <= games; seed++)
    {
      CsRng rng = { seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 1 };
      guint players = 2 + seed % 4;
      guint options = CS_CLASSIC_BCB | ((seed / 4) % 2 ? CS_CLASSIC_NO_FARMERS : 0) |
                      (seed % 3 == 0 ? CS_CLASSIC_QUICK_BAZAAR : 0);   /* BV-1 */
      gboolean greedy = seed % 500 == 0, recorded = seed % 50 == 0;
      g_autoptr(CsClassicRecord) record = cs_classic_record_new (players, options);
      g_autofree CsEvents *ev = g_new0 (CsEvents, 1);

      cs_classic_record_setup_from_seed (record, set, seed, seed % players);
      cs_classic_init (g, set, players, options, seed, seed % players, NULL);
      while (!cs_classic_over (g))
        {
          CsClassicMove m;
          g_autoptr(GError) error = NULL;
          int before = 0, after = 0;
          guint tokens_before = 0, tokens_after = 0;

          if (greedy)
            cs_classic_policy_greedy (g, &rng, &m);
          else
            cs_classic_policy_random (g, &rng, &m);
          if (recorded)
            cs_classic_record_add_move (record, g, &m);
          for (guint p = 0; p < players; p++)
            {
              before += g->player[p].score;
              tokens_before += g->player[p].castles;
            }
          ev->n = 0;
          if (!cs_classic_play (g, &m, ev, &error))
            g_error ("seed %u move %u: the policy's move is illegal: %s", seed, g->move + 1, error->message);
          for (guint p = 0; p < players; p++)
            {
              after += g->player[p].score;
              tokens_after += g->player[p].castles;
            }
          /* points change only by scoring events; a sale moves points between players */
          {
            int told = 0;
            for (guint i = 0; i < ev->n; i++)
              {
                const CsEvent *e = &ev->ev[i];
                if (e->type == CS_EVENT_MARKER_MOVED)
                  told += e->points;
                else if (e->type == CS_EVENT_FINAL_LINE)
                  told += e->points * __builtin_popcount (e->winners);
                bazaars += e->type == CS_EVENT_BAZAAR_OPENED;
                castles += e->type == CS_EVENT_CASTLE_BUILT;
                castle_scores += e->type == CS_EVENT_CASTLE_SCORED;
                bridges += e->type == CS_EVENT_BRIDGE_PLACED;
              }
            if (after - before != told)
              g_error ("seed %u move %u: scores moved by %d, the events say %d", seed, g->move, after - before, told);
          }
          if (tokens_after > tokens_before)
            g_error ("seed %u: a castle token came back (B-1.3)", seed);
          for (guint p = 0; p < players; p++)
            {
              guint out = 0;
              for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
                out += g->player[p].follower[i] != CS_NONE;
              if (out + g->player[p].supply != CS_CLASSIC_FOLLOWERS)
                g_error ("seed %u: player %u has lost a meeple", seed, p);
            }
          if (g->phase != CS_PHASE_OVER && cs_classic_to_move (g) >= players)
            g_error ("seed %u: nobody to move", seed);
        }
      check_board (g, seed);
      if (g->n_laid + g->n_removed != set->n_tiles)
        g_error ("seed %u: %u laid and %u removed of %u (B-1.2)", seed, g->n_laid, g->n_removed, set->n_tiles);
      for (guint c = 0; c < g->bcb.n_castles; c++)
        if (g->feat[cs_classic_find (g, g->bcb.castle[c].city)].n_followers != 0)
          g_error ("seed %u: a lord is still on a castle at the end (B-4.9)", seed);

      /* the record replays to the same scores */
      if (recorded)
        {
          g_autoptr(GError) error = NULL;
          gsize len;
          g_autofree char *data = cs_classic_record_to_data (record, &len);
          g_autoptr(CsClassicRecord) back = cs_classic_record_parse (data, len, "round-trip", &error);

          g_assert_no_error (error);
          g_assert_true (cs_classic_record_start (back, set, replay, NULL, &error));
          for (guint i = 0; i < back->moves->len; i++)
            if (!cs_classic_record_play_move (back, i, replay, NULL, &error))
              g_error ("seed %u: the record does not replay: %s", seed, error->message);
          g_assert_true (cs_classic_over (replay));
          for (guint p = 0; p < players; p++)
            g_assert_cmpint (replay->player[p].score, ==, g->player[p].score);
        }
    }
  if (games >= 100)
    {
      /* the games used what they test */
      g_assert_cmpuint (bazaars, >, 0);
      g_assert_cmpuint (castles, >, 0);
      g_assert_cmpuint (castle_scores, >, 0);
      g_assert_cmpuint (bridges, >, 0);
    }
  g_test_message ("%u games: %" G_GUINT64_FORMAT " bazaars, %" G_GUINT64_FORMAT " bridges, %" G_GUINT64_FORMAT
                  " castles, %" G_GUINT64_FORMAT " castles scored", games, bazaars, bridges, castles, castle_scores);
}

/* issue 34: the lay moves come from fit tables and per-cell bridge checks,
 * and the open meeple spots from a partial scratch copy; both must say
 * what the bridge's verdict and a whole copy of the game say, in every
 * position of many random games */
static void
test_fast_lays_match_verdicts (void)
{
  const CsClassicTileset *set = bcb_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsClassic *copy = g_new (CsClassic, 1);
  g_autofree CsClassicMove *fast = g_new (CsClassicMove, 4096);
  g_autofree CsClassicMove *slow = g_new (CsClassicMove, 4096);
  guint checked = 0, bridged = 0, checked_fits = 0, checked_meeples = 0;

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      CsRng rng = { seed };

      cs_classic_init (g, set, 2 + seed % 4, CS_CLASSIC_BCB | (seed % 3 == 0 ? CS_CLASSIC_NO_FARMERS : 0),
                       seed, 0, NULL);
      while (!cs_classic_over (g))
        {
          CsClassicMove m;

          if (g->phase == CS_PHASE_PLACE)
            {
              const CsClassicDesign *d = cs_classic_tile (set, g->current);
              guint nf = cs_classic_bcb_placements (g, TRUE, fast, 4096), ns = 0;

              /* bridges change constraint bytes: the frontier's copies follow */
              for (guint i = 0; i < g->n_frontier; i++)
                g_assert_cmpuint (g->frontier_con[i], ==, g->cell_con[g->frontier[i]]);
              /* slot_carry, kept by lay () and cs_classic__bridge (), against
               * its definition: an axis of a tile without a bridge whose two
               * sides are field sides facing empty cells (B-3.2, B-3.4) */
              {
                static const int delta[4] = { -CS_CLASSIC_W, 1, CS_CLASSIC_W, -1 };
                g_assert_cmpuint (g->slot_carry[CS_CLASSIC_NO_SLOT], ==, 0);
                for (guint slot = g->n_laid; slot < CS_CLASSIC_NUM_TILES; slot++)
                  g_assert_cmpuint (g->slot_carry[slot], ==, 0);
                for (guint slot = 0; slot < g->n_laid; slot++)
                  {
                    guint ok = 0, axes;

                    for (guint s = 0; s < 4; s++)
                      if (cs_classic__side_kind (g, slot, s) == CS_CLASSIC_FIELD &&
                          g->cell_slot[g->slot_cell[slot] + delta[s]] == CS_CLASSIC_NO_SLOT)
                        ok |= 1u << s;
                    axes = g->slot_bridge[slot] != 0 ? 0 : ok & (ok >> 2) & 3;
                    g_assert_cmpuint (g->slot_carry[slot], ==, axes);
                  }
              }
              /* touching sides of laid tiles match, bridges counted as
               * roads (C-4.3, B-3.4): the random player's bridge count
               * (neighbour_carry_axes) leans on it to skip the far ends */
              for (guint slot = 0; slot < g->n_laid; slot++)
                for (guint s = 0; s < 4; s++)
                  {
                    static const int delta[4] = { -CS_CLASSIC_W, 1, CS_CLASSIC_W, -1 };
                    guint nslot = g->cell_slot[g->slot_cell[slot] + delta[s]];

                    if (nslot != CS_CLASSIC_NO_SLOT)
                      g_assert_cmpuint (cs_classic__side_kind (g, slot, s), ==, cs_classic__side_kind (g, nslot, (s + 2) % 4));
                  }

              /* every frontier cell and turn: plain where it fits and the turn
               * looks new, then each bridge code whose verdict is legal */
              for (guint i = 0; i < g->n_frontier; i++)
                for (guint rot = 0; rot < 4; rot++)
                  {
                    guint cell = g->frontier[i];
                    CsClassicVerdict v;

                    if (cs_classic_is_legal (g, cell, rot) && ((d->unique_rot_mask >> rot) & 1))
                      {
                        CsClassicMove p = CS_CLASSIC_MOVE_INIT;
                        p.cell = cell;
                        p.rot = rot;
                        slow[ns++] = p;
                      }
                    /* the move check's quick answer is the verdict's,
                     * for every code, those that name no bridge too */
                    for (guint code = 0; code < 32; code++)
                      {
                        if (code == 0)
                          cs_classic_verdict (g, cell, rot, &v);
                        else
                          cs_classic_bridge_verdict (g, cell, rot, code, &v);
                        g_assert_cmpint (cs_classic__bcb_lay_fits (g, cell, rot, code), ==, v.code == CS_VERDICT_LEGAL);
                        checked_fits++;
                      }
                    if (g->player[g->active].bridges == 0)
                      continue;
                    for (guint target = 0; target <= 4; target++)
                      for (guint axis = 1; axis <= 2; axis++)
                        {
                          cs_classic_bridge_verdict (g, cell, rot, CS_CLASSIC_BRIDGE (target, axis), &v);
                          if (v.code == CS_VERDICT_LEGAL)
                            {
                              CsClassicMove p = CS_CLASSIC_MOVE_INIT;
                              p.cell = cell;
                              p.rot = rot;
                              p.bridge = CS_CLASSIC_BRIDGE (target, axis);
                              slow[ns++] = p;
                            }
                        }
                  }
              g_assert_cmpuint (nf, ==, ns);
              /* and no quick yes off the frontier: a laid cell, an empty one
               * far from the tiles, one off the grid, a turn that is none */
              g_assert_false (cs_classic__bcb_lay_fits (g, g->slot_cell[g->n_laid - 1], 0, 0));
              g_assert_false (cs_classic__bcb_lay_fits (g, 0, 0, 0));
              g_assert_false (cs_classic__bcb_lay_fits (g, CS_CLASSIC_CELLS + 3, 0, 0));
              if (g->n_frontier > 0)
                g_assert_false (cs_classic__bcb_lay_fits (g, g->frontier[0], 4, 0));
              /* the random player's counted pick: the same draws give the
               * same move as picking from the list */
              {
                CsRng r1 = { seed * 977 + g->move }, r2 = r1;
                CsClassicMove picked;
                gboolean plain = FALSE, laid = cs_classic__bcb_random_lay (g, &r1, 4096, &picked);

                for (guint i = 0; i < nf; i++)
                  plain |= fast[i].bridge == 0;
                if (nf == 0 || (!plain && cs_rng_below (&r2, 4) == 0))
                  g_assert_false (laid);
                else
                  {
                    guint k = cs_rng_below (&r2, nf);
                    g_assert_true (laid);
                    g_assert_cmpuint (picked.cell, ==, fast[k].cell);
                    g_assert_cmpuint (picked.rot, ==, fast[k].rot);
                    g_assert_cmpuint (picked.bridge, ==, fast[k].bridge);
                  }
                g_assert_cmpuint (r1.s, ==, r2.s);
              }
              for (guint i = 0; i < nf; i++)
                {
                  guint8 open[CS_CLASSIC_MAX_PIECES + 1], want[CS_CLASSIC_MAX_PIECES + 1];
                  guint no, nw = 0;

                  g_assert_cmpuint (fast[i].cell, ==, slow[i].cell);
                  g_assert_cmpuint (fast[i].rot, ==, slow[i].rot);
                  g_assert_cmpuint (fast[i].bridge, ==, slow[i].bridge);
                  /* the open spots against the tile and its bridge laid on a
                   * whole copy of the game (B-3.8: a bridge on the tile is
                   * piece n_pieces) */
                  no = cs_classic_bcb_open_spots (g, &fast[i], open);
                  if (g->player[g->active].supply > 0)
                    {
                      CsClassicMove t = fast[i];
                      guint target = CS_CLASSIC_BRIDGE_TARGET (t.bridge), axis = CS_CLASSIC_BRIDGE_AXIS (t.bridge);
                      guint16 base;

                      memcpy (copy, g, sizeof *copy);
                      copy->slot_bridge[copy->n_laid] = t.bridge != 0 && target == 0 ? axis : 0;
                      if (t.bridge != 0 && target != 0)
                        cs_classic__bridge (copy, copy->cell_slot[t.cell + (target == 1 ? -CS_CLASSIC_W : target == 2 ? 1 :
                                                                             target == 3 ? CS_CLASSIC_W : -1)], axis);
                      base = copy->n_nodes;
                      cs_classic__lay_and_place (copy, &t, NULL);
                      for (guint p = 0; p < d->n_pieces + (guint) (t.bridge != 0 && target == 0); p++)
                        {
                          const CsClassicFeature *f = &copy->feat[cs_classic__find (copy, base + p)];
                          if (f->n_followers == 0 &&
                              (!(g->options & CS_CLASSIC_NO_FARMERS) || p >= d->n_pieces ||
                               d->pieces[p].type != CS_CLASSIC_FIELD))
                            want[nw++] = p;
                        }
                    }
                  g_assert_cmpmem (open, no, want, nw);
                  /* the move check, whose quick answer skips the joins for a
                   * piece on no side against a laid tile, says the same */
                  for (guint p = 0; p <= d->n_pieces; p++)
                    {
                      CsClassicMove t = fast[i];
                      gboolean listed = FALSE;

                      t.follower = p;
                      for (guint j = 0; j < no; j++)
                        listed |= open[j] == p;
                      g_assert_cmpint (cs_classic_bcb_check_move (g, &t, NULL), ==, listed);
                      checked_meeples++;
                    }
                  checked++;
                  bridged += fast[i].bridge != 0;
                }
            }
          cs_classic_policy_random (g, &rng, &m);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
        }
    }
  g_assert_cmpuint (bridged, >, 100);
  g_assert_cmpuint (checked_fits, >, 10000);
  g_assert_cmpuint (checked_meeples, >, 10000);
  g_test_message ("%u lay moves checked, %u with a bridge; %u quick move checks, %u meeple checks", checked, bridged,
                  checked_fits, checked_meeples);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bcb/B-1.3/supplies", test_b1_setup);
  g_test_add_func ("/bcb/B-2/tiles", test_b2_tiles);
  g_test_add_func ("/bcb/B-3.5/X-9-bridge-on-the-tile", test_x9_bridge_on_tile);
  g_test_add_func ("/bcb/B-3.7/X-10-fields-under-a-bridge", test_x10_fields_under_bridge);
  g_test_add_func ("/bcb/B-3.2/X-11-bridge-on-a-neighbour", test_x11_bridge_on_neighbour);
  g_test_add_func ("/bcb/B-3.4/ends", test_b3_4_ends);
  g_test_add_func ("/bcb/B-3.7/crossing", test_b3_7_crossing);
  g_test_add_func ("/bcb/B-3.6/discard", test_b3_6_discard);
  g_test_add_func ("/bcb/B-2.1/bazaar-ends-a-road", test_b2_1_bazaar_ends_road);
  g_test_add_func ("/bcb/B-2.3/cloister-in-a-city", test_b2_3_cloister_in_city);
  g_test_add_func ("/bcb/B-4.2/X-1-small-city", test_x1_small_city);
  g_test_add_func ("/bcb/B-4.2/owner-chooses", test_b4_2_owner);
  g_test_add_func ("/bcb/B-4.1/witch-hat", test_b4_1_witch_hat);
  g_test_add_func ("/bcb/B-4.5/X-12-castle", test_x12_castle);
  g_test_add_func ("/bcb/B-4.9/lord-at-the-end", test_b4_9_lord_at_end);
  g_test_add_func ("/bcb/B-4.8/small-city-triggers", test_b4_8_small_city_triggers);
  g_test_add_func ("/bcb/B-4.6/X-13-castle-value", test_x13_castle_value);
  g_test_add_func ("/bcb/B-4.6/X-13-both", test_x13_both);
  g_test_add_func ("/bcb/B-4.7/X-14-castle-chain", test_x14_castle_chain);
  g_test_add_func ("/bcb/B-4.7/X-14-reverse", test_x14_reverse);
  g_test_add_func ("/bcb/B-4.10/X-15-castle-fields", test_x15_castle_fields);
  g_test_add_func ("/bcb/B-5.4/X-16-bazaar", test_x16_bazaar);
  g_test_add_func ("/bcb/B-5.4/X-16-buy", test_x16_buy);
  g_test_add_func ("/bcb/B-5.10/X-17-last-bazaar", test_x17_last_bazaar);
  g_test_add_func ("/bcb/B-5.8/unplaceable-bought-tile", test_b5_8_unplaceable_bought);
  g_test_add_func ("/bcb/B-5.4/deal-words", test_b5_4_deal_words);
  g_test_add_func ("/bcb/BV-1/quick-bazaar", test_bv1_quick_bazaar);
  g_test_add_func ("/bcb/ai/strong-castle", test_ai_strong_castle);
  g_test_add_func ("/bcb/ai/strong-bridge", test_ai_strong_bridge);
  g_test_add_func ("/bcb/C-10/hidden", test_c10_hidden);
  g_test_add_func ("/bcb/B-4.2/computer-small-city", test_ai_small_city);
  g_test_add_func ("/bcb/invariants", test_invariants);
  g_test_add_func ("/bcb/fast-lays-match-verdicts", test_fast_lays_match_verdicts);
  return g_test_run ();
}
