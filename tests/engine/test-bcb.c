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
#include "cs-classic-record.h"
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
bx_new (guint players, guint first, const char *letters)
{
  const CsClassicTileset *set = bcb_set ();
  Bx *bx = g_new0 (Bx, 1);
  guint8 pile[CS_CLASSIC_NUM_TILES];
  /* the rest: no bazaar tile early, so that only the test's own bazaars happen */
  guint n = tc_classic_pile (set, letters, TRUE, pile);
  g_autoptr(GError) error = NULL;

  bx->g = g_new0 (CsClassic, 1);
  g_assert_true (cs_classic_init_explicit (bx->g, set, players, CS_CLASSIC_BCB, pile, n, first, &bx->ev, &error));
  g_assert_no_error (error);
  return bx;
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
      if (d->expansion)
        {
          g_assert_true (g_ascii_islower (d->letter));
          for (guint p = 0; p < d->n_pieces; p++)
            caps += d->pieces[p].cap;
        }
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
  bx_free (bx);
}

/* B-3.4: a bridge's far end against a field side is refused */
static void
test_b3_4_ends (void)
{
  Bx *bx = bx_new (2, 0, "EBU");

  bx_play (bx, "0,-1 2");
  bx_play (bx, "-1,-1 0");
  bx_refuse (bx, "1,-1 0 bridge=0,-1:we", "B-3.4");
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
                  g_assert_true (cs_classic_play (g, &m, NULL, &error));
                  g_assert_cmpuint (g->n_removed, ==, removed + 1);
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

/* ---- B-4 castles -------------------------------------------------------------------- */

/* X-1 with the choice declined: the small city scores 4 (B-4.2) */
static void
test_x1_small_city (void)
{
  Bx *bx = bx_new (3, 0, "E");

  bx_play (bx, "0,-1 2 follower=c");
  g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 0);
  bx_refuse (bx, "1,0 0", "B-4.2");
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

/* X-13 (B-4.6, B-4.8): a small city scored as a city, one tile in Red's fief,
 * is worth 4 to its knight's owner and 4 to Red's castle */
static void
test_x13_castle_value (void)
{
  Bx *bx = bx_new (3, 0, "EEE");

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  bx_play (bx, "1,-1 0 follower=c");
  bx_play (bx, "1,-2 2");
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);     /* Green's choice */
  bx_play (bx, "no-castle");
  g_assert_cmpint (bx->g->player[1].score, ==, 4);
  g_assert_cmpint (bx->g->player[0].score, ==, 4);
  g_assert_nonnull (bx_event (bx, CS_EVENT_CASTLE_SCORED));
  bx_free (bx);
}

/* X-14 (B-4.7): a road finished in Blue's fief only scores Blue's castle,
 * and Red's castle, whose fief holds a tile of Blue's, with it */
static void
test_x14_castle_chain (void)
{
  Bx *bx = bx_new (2, 0, "EEEWW");

  bx_play (bx, "0,-1 2 follower=c");
  bx_play (bx, "castle");
  bx_play (bx, "1,-1 1 follower=c");
  bx_play (bx, "2,-1 3");
  g_assert_cmpuint (cs_classic_to_move (bx->g), ==, 1);
  bx_play (bx, "castle");
  g_assert_cmpuint (bx->g->bcb.n_castles, ==, 2);
  bx_play (bx, "2,0 0");
  g_assert_cmpint (bx->g->player[0].score, ==, 0);
  bx_play (bx, "3,0 0");
  g_assert_cmpint (bx->g->player[1].score, ==, 2);
  g_assert_cmpint (bx->g->player[0].score, ==, 2);
  g_assert_false (bx->g->bcb.castle[0].waiting);
  g_assert_false (bx->g->bcb.castle[1].waiting);
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

/* X-17, B-5.1, B-5.7 to B-5.10: a bazaar with fewer tiles left than
 * players is skipped; with exactly as many, the round empties the pile and
 * the game ends; every round turn is a turn (bought tiles hold no bazaar).
 * The states are found by random play of 4 players. */
static void
test_x17_last_bazaar (void)
{
  const CsClassicTileset *set = bcb_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  gboolean skipped = FALSE, last = FALSE;

  for (guint32 seed = 1; seed < 3000 && !(skipped && last); seed++)
    {
      CsRng rng = { seed };
      cs_classic_init (g, set, 4, CS_CLASSIC_BCB, seed, 0, NULL);
      while (!cs_classic_over (g))
        {
          CsClassicMove m;
          gboolean bazaar_laid = g->phase == CS_PHASE_PLACE && !g->bcb.bought &&
                                 cs_classic_tile (set, g->current)->bazaar;
          guint left = cs_classic_tiles_left (g);
          gboolean round = g->bcb.bought;

          cs_classic_policy_random (g, &rng, &m);
          ev->n = 0;
          g_assert_true (cs_classic_play (g, &m, ev, NULL));
          for (guint i = 0; i < ev->n; i++)
            if (round && m.kind == CS_CLASSIC_MOVE_LAY)
              g_assert_cmpuint (ev->ev[i].type, !=, CS_EVENT_BAZAAR_OPENED);   /* B-5.1 */
          if (!bazaar_laid || m.kind != CS_CLASSIC_MOVE_LAY || g->phase == CS_CLASSIC_PHASE_CASTLE)
            continue;
          if (left == 3)
            {
              gboolean seen = FALSE;
              for (guint i = 0; i < ev->n; i++)
                seen |= ev->ev[i].type == CS_EVENT_BAZAAR_SKIPPED;
              g_assert_true (seen);
              skipped = TRUE;
            }
          else if (left == 4)
            {
              g_assert_cmpuint (g->phase, ==, CS_CLASSIC_PHASE_OFFER);
              g_assert_cmpuint (cs_classic_tiles_left (g), ==, 0);
              while (!cs_classic_over (g))
                {
                  cs_classic_policy_random (g, &rng, &m);
                  g_assert_true (cs_classic_play (g, &m, NULL, NULL));
                }
              last = TRUE;
              break;
            }
        }
    }
  g_assert_true (skipped);
  g_assert_true (last);
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
 * for the castle choice must not look worthless */
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
      g_assert_cmpint (m.follower, ==, 0);
      bx->ev.n = 0;
      g_assert_true (cs_classic_play (bx->g, &m, &bx->ev, NULL));
      g_assert_cmpuint (bx->g->phase, ==, CS_CLASSIC_PHASE_CASTLE);
      g_assert_true (cs_classic_ai_choose_move (bx->g, level, 1, NULL, NULL, &m, NULL));
      g_assert_cmpuint (m.kind, ==, CS_CLASSIC_MOVE_CASTLE);   /* the game is long yet */
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
      guint options = CS_CLASSIC_BCB | ((seed / 4) % 2 ? CS_CLASSIC_NO_FARMERS : 0);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bcb/B-1.3/supplies", test_b1_setup);
  g_test_add_func ("/bcb/B-2/tiles", test_b2_tiles);
  g_test_add_func ("/bcb/B-3.5/X-9-bridge-on-the-tile", test_x9_bridge_on_tile);
  g_test_add_func ("/bcb/B-3.2/X-11-bridge-on-a-neighbour", test_x11_bridge_on_neighbour);
  g_test_add_func ("/bcb/B-3.4/ends", test_b3_4_ends);
  g_test_add_func ("/bcb/B-3.7/crossing", test_b3_7_crossing);
  g_test_add_func ("/bcb/B-3.6/discard", test_b3_6_discard);
  g_test_add_func ("/bcb/B-4.2/X-1-small-city", test_x1_small_city);
  g_test_add_func ("/bcb/B-4.2/owner-chooses", test_b4_2_owner);
  g_test_add_func ("/bcb/B-4.5/X-12-castle", test_x12_castle);
  g_test_add_func ("/bcb/B-4.9/lord-at-the-end", test_b4_9_lord_at_end);
  g_test_add_func ("/bcb/B-4.6/X-13-castle-value", test_x13_castle_value);
  g_test_add_func ("/bcb/B-4.7/X-14-castle-chain", test_x14_castle_chain);
  g_test_add_func ("/bcb/B-5.4/X-16-bazaar", test_x16_bazaar);
  g_test_add_func ("/bcb/B-5.4/X-16-buy", test_x16_buy);
  g_test_add_func ("/bcb/B-5.10/X-17-last-bazaar", test_x17_last_bazaar);
  g_test_add_func ("/bcb/C-10/hidden", test_c10_hidden);
  g_test_add_func ("/bcb/B-4.2/computer-small-city", test_ai_small_city);
  g_test_add_func ("/bcb/invariants", test_invariants);
  return g_test_run ();
}
