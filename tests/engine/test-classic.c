/* test-classic.c — a test per rule of shared/RULES-CLASSIC.md (C-IDs), each
 * reaching its state by play, and the worked examples as scenario records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>

#include "castellan-shipped.h"
#include "cs-classic-record.h"
#include "test-common.h"

static CsClassicTileset *shipped;

static CsClassicTileset *
classic_set (void)
{
  if (shipped == NULL)
    {
      shipped = tc_shipped_classic_tileset ();
    }
  return shipped;
}

/* ---- a game set up by hand: the pile starts with @letters --------------- */

typedef struct {
  CsClassic *g;
  CsEvents   ev;
} Cx;

static Cx *
cx_new (guint players, guint options, guint first, const char *letters)
{
  const CsClassicTileset *set = classic_set ();
  Cx *cx = g_new0 (Cx, 1);
  guint8 pile[CS_CLASSIC_NUM_TILES];
  guint n = tc_classic_pile (set, letters, FALSE, pile);
  g_autoptr(GError) error = NULL;

  cx->g = g_new0 (CsClassic, 1);
  g_assert_true (cs_classic_init_explicit (cx->g, set, players, options, pile, n, first, &cx->ev, &error));
  g_assert_no_error (error);
  return cx;
}

static void
cx_free (Cx *cx)
{
  g_free (cx->g);
  g_free (cx);
}

/* "X,Y TURNS [LABEL]" */
static gboolean
cx_try (Cx *cx, const char *text, GError **error)
{
  g_auto(GStrv) w = g_strsplit (text, " ", -1);
  CsClassicMove m = { 0, 0, -1 };
  guint cell;

  g_assert_true (cs_classic_cell_from_name (w[0], &cell));
  m.cell = cell;
  m.rot = atoi (w[1]);
  if (w[2] != NULL)
    {
      const CsClassicDesign *d = cs_classic_tile (cx->g->tileset, cx->g->current);
      for (guint p = 0; p < d->n_pieces; p++)
        if (d->pieces[p].label == w[2][0])
          m.follower = p;
      g_assert_cmpint (m.follower, >=, 0);
    }
  cx->ev.n = 0;
  return cs_classic_play (cx->g, &m, &cx->ev, error);
}

static void
cx_play (Cx *cx, const char *text)
{
  g_autoptr(GError) error = NULL;
  if (!cx_try (cx, text, &error))
    g_error ("%s: %s", text, error->message);
}

static guint
cx_count (const Cx *cx, CsEventType type)
{
  guint n = 0;
  for (guint i = 0; i < cx->ev.n; i++)
    n += cx->ev.ev[i].type == type;
  return n;
}

static const CsEvent *
cx_event (const Cx *cx, CsEventType type)
{
  for (guint i = 0; i < cx->ev.n; i++)
    if (cx->ev.ev[i].type == type)
      return &cx->ev.ev[i];
  return NULL;
}

/* ---- scenario records (the worked examples) ------------------------------ */

static CsClassic *
play_record (const char *name, GKeyFile **expect)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tc_path ("CASTELLAN_SCENARIO_DIR", name);
  g_autofree char *data = NULL;
  gsize len;
  g_autoptr(CsClassicRecord) r = NULL;
  CsClassic *g = g_new0 (CsClassic, 1);

  g_assert_true (g_file_get_contents (path, &data, &len, &error));
  g_assert_true (cs_record_data_is_classic (data, len));
  r = cs_classic_record_parse (data, len, name, &error);
  g_assert_no_error (error);
  g_assert_true (cs_classic_record_start (r, (r->options & CS_CLASSIC_BCB) ? castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB)
                                                                           : classic_set (), g, NULL, &error));
  for (guint i = 0; i < r->moves->len; i++)
    if (!cs_classic_record_play_move (r, i, g, NULL, &error))
      g_error ("%s", error->message);
  if (expect != NULL)
    {
      *expect = g_key_file_new ();
      g_assert_true (g_key_file_load_from_data (*expect, data, len, G_KEY_FILE_NONE, NULL));
    }
  return g;
}

static void
check_ints (GKeyFile *kf, const char *key, const int *got, guint n, const char *name)
{
  g_autofree gint *want = NULL;
  gsize nw = 0;

  if (!g_key_file_has_key (kf, "Expect", key, NULL))
    return;
  want = g_key_file_get_integer_list (kf, "Expect", key, &nw, NULL);
  g_assert_cmpuint (nw, ==, n);
  for (guint i = 0; i < n; i++)
    if (want[i] != got[i])
      g_error ("%s: %s of player %u: %d, expected %d", name, key, i + 1, got[i], want[i]);
}

static void
test_scenario (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GKeyFile) kf = NULL;
  g_autofree CsClassic *g = play_record (name, &kf);
  int scores[CS_CLASSIC_MAX_PLAYERS], supply[CS_CLASSIC_MAX_PLAYERS], fin[CS_CLASSIC_MAX_PLAYERS];

  cs_classic_final_preview (g, fin);
  for (guint p = 0; p < g->n_players; p++)
    {
      scores[p] = g->player[p].score;
      supply[p] = g->player[p].supply;
      fin[p] += scores[p];
    }
  check_ints (kf, "Scores", scores, g->n_players, name);
  check_ints (kf, "Supply", supply, g->n_players, name);
  check_ints (kf, "Final", fin, g->n_players, name);
}

/* ---- C-1 components and set-up ---------------------------------------------- */

static void
test_c1_1_players (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  guint8 pile[CS_CLASSIC_NUM_TILES];
  guint n = cs_classic_shuffle (classic_set (), 1, pile);

  for (guint p = 0; p <= 6; p++)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = cs_classic_init_explicit (g, classic_set (), p, 0, pile, n, 0, NULL, &error);
      g_assert_cmpint (ok, ==, p >= 2 && p <= 5);
      if (!ok)
        g_assert_nonnull (strstr (error->message, "C-1.1"));
      else
        g_assert_cmpuint (g->n_players, ==, p);
    }
}

static void
test_c1_2_meeples (void)
{
  Cx *cx = cx_new (5, 0, 0, "");
  for (guint p = 0; p < 5; p++)
    g_assert_cmpuint (cx->g->player[p].supply, ==, 7);
  cx_free (cx);
}

static void
test_c1_3_start (void)
{
  Cx *cx = cx_new (2, 0, 0, "");
  const CsClassic *g = cx->g;
  g_assert_cmpuint (g->n_laid, ==, 1);
  g_assert_cmpuint (g->slot_cell[0], ==, cs_classic_cell (0, 0));
  g_assert_cmpuint (g->slot_rot[0], ==, 0);
  g_assert_cmpint (cs_classic_tile (g->tileset, g->slot_tile[0])->letter, ==, 'D');
  g_assert_cmpuint (g->n_pile, ==, 71);
  g_assert_cmpuint (cs_classic_tiles_left (g) + 1, ==, 71);   /* the current tile is drawn */
  cx_free (cx);
}

static void
test_c1_4_order (void)
{
  Cx *cx = cx_new (3, 0, 2, "UUU");
  g_assert_cmpuint (cx->g->active, ==, 2);
  cx_play (cx, "1,0 0");
  g_assert_cmpuint (cx->g->active, ==, 0);
  cx_play (cx, "2,0 0");
  g_assert_cmpuint (cx->g->active, ==, 1);
  cx_free (cx);
}

/* ---- C-2 geometry and the board -------------------------------------------- */

static void
test_c2_1_turns (void)
{
  /* E has its city north; only E@2 puts it south, against the start's city */
  Cx *cx = cx_new (2, 0, 0, "E");
  for (guint r = 0; r < 4; r++)
    g_assert_cmpint (cs_classic_is_legal (cx->g, cs_classic_cell (0, -1), r), ==, r == 2);
  cx_free (cx);
}

static const char *const bad_sets[][2] = {
  { "[Tile A]\nCount=72\nSides=aba bab aaa aaa\na=field\nb=field\n", "C-2.1" },
  { "[Tile A]\nCount=72\nSides=crc fff fff fff\nc=city\nr=road\nf=field\n", "C-2.2" },
  { "[Tile A]\nCount=72\nSides=rff fff fff fff\nr=road\nf=field\n", "C-2.2" },
  { "[Tile A]\nCount=72\nSides=fff fff fff fff\nf=field borders=f\n", "C-2.3" },
  { "[Tile A]\nCount=72\nSides=fff fff fff fff\nf=field\nm=cloister\nn=cloister\n", "C-2.2" },
  { "[Tile A]\nCount=71\nSides=fff fff fff fff\nf=field\n", "C-1.3" },
};

static void
test_c2_2_sides (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_sets); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf ("[Tileset]\nGame=carcassonne\nStart=A\n%s", bad_sets[i][0]);
      g_autoptr(CsClassicTileset) set = cs_classic_tileset_new_from_data (text, -1, "bad.tileset", &error);
      g_assert_null (set);
      if (strstr (error->message, bad_sets[i][1]) == NULL)
        g_error ("set %u: “%s” does not cite %s", i, error->message, bad_sets[i][1]);
    }
}

static void
test_c2_3_attributes (void)
{
  const CsClassicTileset *set = classic_set ();
  const CsClassicDesign *d = &set->design[cs_classic_tileset_find (set, 'H')];
  const CsClassicDesign *f = &set->design[cs_classic_tileset_find (set, 'F')];

  /* H: one field bordering both caps */
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].type == CS_CLASSIC_FIELD)
      g_assert_cmpuint (__builtin_popcount (d->pieces[p].borders), ==, 2);
  g_assert_cmpuint (f->n_shields, ==, 1);
}

static void
test_c2_4_village (void)
{
  /* the road between two villages is complete */
  g_autoptr(GKeyFile) kf = NULL;
  g_autofree CsClassic *g = play_record ("classic-x2-road.carcassonne", &kf);
  g_assert_cmpint (g->player[3].score, ==, 3);
}

static void
test_c2_5_negative (void)
{
  Cx *cx = cx_new (2, 0, 0, "UUE");
  char name[16];
  guint cell;

  cx_play (cx, "-1,0 0");
  cx_play (cx, "-2,0 0");
  g_assert_cmpint (cx->g->min_x, ==, -2);
  cs_classic_cell_name (cs_classic_cell (-2, 0), name);
  g_assert_cmpstr (name, ==, "-2,0");
  /* 83 cells out with BC&B (C-2.5) */
  g_assert_true (cs_classic_cell_from_name ("-83,-83", &cell));
  g_assert_false (cs_classic_cell_from_name ("-84,0", &cell));
  g_assert_false (cs_classic_cell_from_name ("1;2", &cell));
  /* the north neighbour of (0,0) is (0,-1) */
  g_assert_true (cs_classic_is_legal (cx->g, cs_classic_cell (0, -1), 2));
  cx_free (cx);
}

static void
test_c3_tiles (void)
{
  const CsClassicTileset *set = classic_set ();
  guint shields = 0, cloisters = 0, caps = 0;
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWX";
  static const guint counts[] = { 2, 4, 1, 4, 5, 2, 1, 3, 2, 3, 3, 3, 2, 3, 2, 3, 1, 3, 2, 1, 8, 9, 4, 1 };

  g_assert_cmpuint (set->n_tiles, ==, 72);
  g_assert_cmpuint (set->n_designs, ==, 24);
  for (guint i = 0; i < 24; i++)
    {
      const CsClassicDesign *d = &set->design[cs_classic_tileset_find (set, letters[i])];
      g_assert_cmpuint (d->count, ==, counts[i]);
    }
  for (guint t = 0; t < set->n_tiles; t++)
    {
      const CsClassicDesign *d = cs_classic_tile (set, t);
      shields += d->n_shields;
      cloisters += d->cloister != 0xFF;
    }
  for (guint i = 0; i < set->n_designs; i++)
    for (guint p = 0; p < set->design[i].n_pieces; p++)
      caps += set->design[i].pieces[p].cap;
  g_assert_cmpuint (shields, ==, 10);
  g_assert_cmpuint (cloisters, ==, 6);
  g_assert_cmpuint (caps, ==, 9);     /* D E H H I I J K L (B-2.4) */
  g_assert_cmpint (cs_classic_tile (set, set->start)->letter, ==, 'D');
}

/* ---- C-4 the turn ---------------------------------------------------------- */

static void
test_c4_1_steps (void)
{
  Cx *cx = cx_new (2, 0, 0, "E");
  guint laid = 0, placed = 0, scored = 0, drawn = 0;

  cx_play (cx, "0,-1 2 c");
  for (guint i = 0; i < cx->ev.n; i++)
    switch (cx->ev.ev[i].type)
      {
      case CS_EVENT_TILE_LAID: laid = i + 1; break;
      case CS_EVENT_FOLLOWER_PLACED: placed = i + 1; break;
      case CS_EVENT_FEATURE_SCORED: scored = i + 1; break;
      case CS_EVENT_TILE_DRAWN: drawn = i + 1; break;
      default: break;
      }
  g_assert_true (laid && laid < placed && placed < scored && scored < drawn);
  g_assert_cmpuint (cx->g->active, ==, 1);
  cx_free (cx);
}

static void
test_c4_2_adjacent (void)
{
  Cx *cx = cx_new (2, 0, 0, "U");
  CsClassicVerdict v;

  cs_classic_verdict (cx->g, cs_classic_cell (1, 1), 0, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_NOT_ADJACENT);   /* a corner is not enough */
  g_assert_cmpstr (v.rule, ==, "C-4.2");
  cs_classic_verdict (cx->g, cs_classic_cell (0, 0), 0, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_OCCUPIED);
  cs_classic_verdict (cx->g, cs_classic_cell (1, 0), 0, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_LEGAL);
  cx_free (cx);
}

static void
test_c4_3_every_side (void)
{
  /* U at (1,0) and E@2 at (0,-1); at (1,-1) a tile touches U's field side
   * (south) and E's field side (west); V has a road on two sides */
  Cx *cx = cx_new (2, 0, 0, "UEV");
  CsClassicVerdict v;
  g_autoptr(GError) error = NULL;

  cx_play (cx, "1,0 0");
  cx_play (cx, "0,-1 2");
  /* V@1: road W and N — the west side meets E's field: refused */
  cs_classic_verdict (cx->g, cs_classic_cell (1, -1), 1, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_PATH_BROKEN);
  g_assert_cmpstr (v.rule, ==, "C-4.3");
  g_assert_cmpuint (v.side, ==, CS_WEST);
  g_assert_cmpuint (v.ours, ==, CS_CLASSIC_ROAD);
  g_assert_cmpuint (v.theirs, ==, CS_CLASSIC_FIELD);
  /* V@2: road N and E: both touching sides (S and W) are fields: fits */
  cs_classic_verdict (cx->g, cs_classic_cell (1, -1), 2, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_LEGAL);
  /* V@0: road S and W: one fitting side is not enough, and both fail here */
  cs_classic_verdict (cx->g, cs_classic_cell (1, -1), 0, &v);
  g_assert_cmpint (v.code, ==, CS_VERDICT_PATH_BROKEN);
  g_assert_cmpuint (v.fail_mask, ==, (1 << CS_SOUTH) | (1 << CS_WEST));
  /* V@3: road E and S: the west side fits, the south side does not */
  cs_classic_verdict (cx->g, cs_classic_cell (1, -1), 3, &v);
  g_assert_cmpuint (v.fail_mask, ==, 1 << CS_SOUTH);
  g_assert_false (cx_try (cx, "1,-1 0", &error));
  g_assert_nonnull (strstr (error->message, "C-4.3"));
  cx_free (cx);
}

/* a set of 71 straight roads and one city tile: the city fits nowhere */
static const char lonely_city[] =
  "[Tileset]\nGame=carcassonne\nStart=U\n"
  "[Tile C]\nCount=1\nSides=ccc ccc ccc ccc\nc=city shield\n"
  "[Tile U]\nCount=71\nSides=aaa arb bbb bra\nr=road\na=field\nb=field\n";

static void
test_c4_4_unplaceable (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicTileset) set = cs_classic_tileset_new_from_data (lonely_city, -1, "lonely", &error);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsEvents *ev = g_new0 (CsEvents, 1);
  guint8 pile[CS_CLASSIC_NUM_TILES];
  guint n = 0, removed = 0;

  g_assert_no_error (error);
  /* the city first in the pile: removed at once, and the same player draws again */
  pile[n++] = 0;
  for (guint t = 0; t < set->n_tiles; t++)
    if (t != 0 && t != set->start)
      pile[n++] = t;
  g_assert_true (cs_classic_init_explicit (g, set, 2, 0, pile, n, 1, ev, &error));
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_TILE_REMOVED)
      {
        removed++;
        g_assert_cmpint (ev->ev[i].player, ==, 1);
        g_assert_cmpuint (ev->ev[i].tile, ==, 0);
      }
  g_assert_cmpuint (removed, ==, 1);
  g_assert_cmpuint (g->active, ==, 1);
  g_assert_cmpuint (g->n_removed, ==, 1);
  g_assert_cmpint (cs_classic_tile (set, g->current)->letter, ==, 'U');
  g_free (ev);
}

/* ---- C-5 features -------------------------------------------------------------- */

static void
test_c5_1_join (void)
{
  /* four fields become one */
  g_autofree CsClassic *g = play_record ("classic-x7-city-once.carcassonne", NULL);
  guint16 a = cs_classic_find (g, g->slot_node[1] + 1);   /* U's north field (piece a) */
  guint16 b = cs_classic_find (g, g->slot_node[3] + 1);   /* B's field */
  g_assert_cmpuint (a, ==, b);
  g_assert_cmpuint (cs_tile_mask_count (&g->feat[a].tiles), ==, 4);
}

static void
test_c5_2_tile_once (void)
{
  g_autofree CsClassic *g = play_record ("classic-road-loop.carcassonne", NULL);
  g_assert_cmpint (g->player[1].score, ==, 4);
}

static void
test_c5_3_shields (void)
{
  g_autofree CsClassic *g = play_record ("classic-x3-tie.carcassonne", NULL);
  g_assert_cmpint (g->player[0].score, ==, 2 * 5 + 2 * 1);
}

static void
test_c5_4_complete (void)
{
  Cx *cx = cx_new (2, 0, 0, "UE");
  const CsEvent *e;

  cx_play (cx, "1,0 0 r");           /* the road stays open at both ends */
  g_assert_cmpuint (cx_count (cx, CS_EVENT_FEATURE_SCORED), ==, 0);
  cx_play (cx, "0,-1 2");            /* the city's wall closes */
  e = cx_event (cx, CS_EVENT_FEATURE_SCORED);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->ftype, ==, CS_CLASSIC_CITY);
  g_assert_cmpuint (e->size, ==, 2);
  g_assert_cmpint (e->player, ==, -1);   /* nobody's */
  cx_free (cx);
}

static void
test_c5_5_cloister (void)
{
  g_autofree CsClassic *g = play_record ("classic-x4-cloister.carcassonne", NULL);
  g_assert_cmpint (g->player[0].score, ==, 9);
}

static void
test_c5_6_fields_split (void)
{
  g_autoptr(GError) error = NULL;
  Cx *cx = cx_new (2, 0, 0, "UUU");

  cx_play (cx, "1,0 0 a");            /* north of the road */
  cx_play (cx, "-1,0 0 b");           /* south of it: another field */
  g_assert_false (cx_try (cx, "2,0 0 a", &error));   /* north again: taken (C-6.2) */
  g_assert_nonnull (strstr (error->message, "C-6.2"));
  cx_free (cx);
}

static void
test_c5_7_borders_once (void)
{
  g_autoptr(GKeyFile) kf = NULL;
  g_autofree CsClassic *g = play_record ("classic-x7-city-once.carcassonne", &kf);
  int fin[CS_CLASSIC_MAX_PLAYERS];

  cs_classic_final_preview (g, fin);
  g_assert_cmpint (fin[0], ==, 3);
}

/* ---- C-6 meeples ---------------------------------------------------------------- */

static void
test_c6_1_one_meeple (void)
{
  Cx *cx = cx_new (2, 0, 0, "E");
  CsClassicSpot spots[CS_CLASSIC_MAX_PIECES];
  guint n = cs_classic_spots (cx->g, cs_classic_cell (0, -1), 2, spots);
  g_autoptr(GError) error = NULL;
  CsClassicMove m = { cs_classic_cell (0, -1), 2, 5 };

  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (spots[0].type, ==, CS_CLASSIC_CITY);
  g_assert_true (spots[0].complete);
  g_assert_cmpstr (cs_classic_role_name (spots[0].type), ==, "knight");
  g_assert_false (cs_classic_play (cx->g, &m, NULL, &error));
  g_assert_nonnull (strstr (error->message, "C-6.1"));
  cx_free (cx);
}

static void
test_c6_2_occupied (void)
{
  Cx *cx = cx_new (2, 0, 0, "UU");
  CsClassicSpot spots[CS_CLASSIC_MAX_PIECES];

  cx_play (cx, "1,0 0 r");
  cs_classic_spots (cx->g, cs_classic_cell (2, 0), 0, spots);
  g_assert_cmpuint (spots[0].state, ==, CS_SPOT_OCCUPIED);   /* the road, however far */
  g_assert_cmpuint (spots[0].followers[0], ==, 1);
  g_assert_cmpuint (spots[1].state, ==, CS_SPOT_OPEN);
  cx_free (cx);
}

static void
test_c6_3_supply (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsRng rng = { 3 };
  g_autoptr(GError) error = NULL;

  /* the first player takes a meeple whenever one may go down */
  cs_classic_init (g, classic_set (), 2, 0, 11, 0, NULL);
  while (!cs_classic_over (g) && g->player[0].supply > 0)
    {
      CsClassicMove m;
      cs_classic_policy_random (g, &rng, &m);
      if (g->active == 0)
        {
          guint8 open[CS_CLASSIC_MAX_PIECES];
          guint n = cs_classic_open_spots (g, m.cell, m.rot, open);
          m.follower = n > 0 ? open[0] : -1;
        }
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  g_assert_cmpuint (g->player[0].supply, ==, 0);
  while (g->active != 0)
    {
      CsClassicMove m;
      cs_classic_policy_random (g, &rng, &m);
      m.follower = -1;
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  {
    CsClassicPlacement pl[CS_CLASSIC_MAX_PLACEMENTS];
    guint8 open[CS_CLASSIC_MAX_PIECES];
    CsClassicMove m;
    g_assert_cmpuint (cs_classic_placements (g, FALSE, pl), >, 0);
    g_assert_cmpuint (cs_classic_open_spots (g, pl[0].cell, pl[0].rot, open), ==, 0);
    m.cell = pl[0].cell;
    m.rot = pl[0].rot;
    m.follower = 0;
    g_assert_false (cs_classic_play (g, &m, NULL, &error));
    g_assert_nonnull (strstr (error->message, "C-6.3"));
  }
}

/* Issue 34: the follower question asked before laying (compute_joins,
 * with its shortcuts: a segment meeting the same pieces as the one before
 * is skipped, and without farmers the field segments are) answers as
 * laying the tile on a copy does (cs_classic_spots), for every legal
 * placement of thousands of positions, farmers on and off; and each
 * design's field_segs names exactly the field segments of each side, and
 * its fit_count the turns in each fit. */
static void
test_c6_open_spots_match_laying (void)
{
  const CsClassicTileset *set = classic_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  guint checked = 0;

  for (guint d = 0; d < set->n_designs; d++)
    for (guint r = 0; r < 4; r++)
      for (guint s = 0; s < 4; s++)
        for (guint pos = 0; pos < 3; pos++)
          {
            const CsClassicDesign *dd = &set->design[d];
            gboolean field = dd->pieces[dd->rot_piece[r][s * 3 + pos]].type == CS_CLASSIC_FIELD;
            g_assert_cmpuint ((dd->field_segs[r][s] >> pos) & 1, ==, field);
          }
  for (guint d = 0; d < set->n_designs; d++)
    for (guint con = 0; con < 256; con++)
      g_assert_cmpuint (set->design[d].fit_count[con], ==, __builtin_popcount (set->design[d].fit[con]));

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      CsRng rng = { seed };
      guint options = seed % 2 ? CS_CLASSIC_NO_FARMERS : 0;

      cs_classic_init (g, set, 2 + seed % 4, options, seed, 0, NULL);
      while (!cs_classic_over (g))
        {
          CsClassicPlacement pl[CS_CLASSIC_MAX_PLACEMENTS];
          guint n = cs_classic_placements (g, FALSE, pl);
          CsClassicMove m;

          for (guint i = 0; i < n; i += 3)
            {
              CsClassicSpot spots[CS_CLASSIC_MAX_PIECES];
              guint8 open[CS_CLASSIC_MAX_PIECES];
              guint no = cs_classic_open_spots (g, pl[i].cell, pl[i].rot, open);
              guint ns = cs_classic_spots (g, pl[i].cell, pl[i].rot, spots), k = 0;

              for (guint p = 0; p < ns; p++)
                if (spots[p].state == CS_SPOT_OPEN)
                  {
                    g_assert_cmpuint (k, <, no);
                    g_assert_cmpuint (open[k], ==, p);
                    k++;
                  }
              g_assert_cmpuint (k, ==, no);
              checked++;
            }
          cs_classic_policy_random (g, &rng, &m);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
        }
    }
  g_assert_cmpuint (checked, >, 10000);
}

/* Issue 34: the random policy counts the placements and walks to the k-th
 * from the nearer end of the frontier without listing them; its draw is
 * still the k-th of cs_classic_placements' list, k drawn as before. */
static void
test_random_policy_is_kth (void)
{
  const CsClassicTileset *set = classic_set ();
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  guint checked = 0;

  for (guint32 seed = 1; seed <= 60; seed++)
    {
      CsRng rng = { seed * 7 };

      cs_classic_init (g, set, 2 + seed % 4, seed % 2 ? CS_CLASSIC_NO_FARMERS : 0, seed, 0, NULL);
      while (!cs_classic_over (g))
        {
          CsClassicPlacement pl[CS_CLASSIC_MAX_PLACEMENTS];
          guint n = cs_classic_placements (g, FALSE, pl);
          CsRng copy = rng;
          guint k = cs_rng_below (&copy, n);
          CsClassicMove m;

          cs_classic_policy_random (g, &rng, &m);
          g_assert_cmpuint (m.cell, ==, pl[k].cell);
          g_assert_cmpuint (m.rot, ==, pl[k].rot);
          g_assert_true (cs_classic_play (g, &m, NULL, NULL));
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 4000);
}

/* Issue 34: cs_classic_init_again, on a struct that holds a game played
 * to its end, clears only the rows around that game's tiles; the game it
 * sets up must be the one cs_classic_init sets up in a fresh struct: the
 * same struct (but the node and frontier-place entries not in use) and the
 * same play to the end, for each of a run of games in one struct, with
 * and without farmers and with the expansion. */
static void
test_init_again_is_init (void)
{
  const CsClassicTileset *sets[2] = { classic_set (), castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB) };
  g_autofree CsClassic *again = g_new0 (CsClassic, 1);
  g_autofree CsClassic *fresh = g_new0 (CsClassic, 1);
  guint games = 0;

  for (guint32 seed = 1; seed <= 90; seed++)
    {
      guint options = (seed % 3 == 1 ? CS_CLASSIC_NO_FARMERS : 0) | (seed % 3 == 2 ? CS_CLASSIC_BCB : 0);
      const CsClassicTileset *set = sets[(options & CS_CLASSIC_BCB) != 0];
      guint players = 2 + seed % 4;
      CsRng ra = { seed }, rf = { seed };

      memset (fresh, 0xA5, sizeof *fresh);   /* what a fresh set-up must not depend on */
      cs_classic_init (fresh, set, players, options, seed * 31, 0, NULL);
      if (seed == 1)
        cs_classic_init (again, set, players, options, seed * 31, 0, NULL);
      else
        cs_classic_init_again (again, set, players, options, seed * 31, 0, NULL);
      g_assert_cmpmem (again, G_STRUCT_OFFSET (CsClassic, parent), fresh, G_STRUCT_OFFSET (CsClassic, parent));
      g_assert_cmpmem (again->parent, again->n_nodes * sizeof again->parent[0], fresh->parent, fresh->n_nodes * sizeof fresh->parent[0]);
      g_assert_cmpuint (again->n_nodes, ==, fresh->n_nodes);
      for (guint n = 0; n < fresh->n_nodes; n++)   /* field by field: the padding is not set */
        {
          const CsClassicFeature *fa = &again->feat[n], *ff = &fresh->feat[n];

          g_assert_true (fa->tiles.w[0] == ff->tiles.w[0] && fa->tiles.w[1] == ff->tiles.w[1]);
          g_assert_true (fa->open == ff->open && fa->type == ff->type && fa->shields == ff->shields &&
                         fa->scored == ff->scored && fa->n_followers == ff->n_followers && fa->castle == ff->castle);
          g_assert_cmpmem (fa->followers, sizeof fa->followers, ff->followers, sizeof ff->followers);
        }
      g_assert_cmpmem (again->cell_slot, sizeof again->cell_slot, fresh->cell_slot, sizeof fresh->cell_slot);
      g_assert_cmpmem (again->cell_con, sizeof again->cell_con, fresh->cell_con, sizeof fresh->cell_con);
      while (!cs_classic_over (fresh))
        {
          CsClassicMove ma = CS_CLASSIC_MOVE_INIT, mf = CS_CLASSIC_MOVE_INIT;

          cs_classic_policy_random (again, &ra, &ma);
          cs_classic_policy_random (fresh, &rf, &mf);
          g_assert_true (ma.kind == mf.kind && ma.cell == mf.cell && ma.rot == mf.rot &&
                         ma.follower == mf.follower && ma.bridge == mf.bridge && ma.pick == mf.pick &&
                         ma.amount == mf.amount);
          g_assert_true (cs_classic_play (again, &ma, NULL, NULL));
          g_assert_true (cs_classic_play (fresh, &mf, NULL, NULL));
        }
      g_assert_true (cs_classic_over (again));
      for (guint p = 0; p < players; p++)
        g_assert_cmpint (again->player[p].score, ==, fresh->player[p].score);
      g_assert_cmpmem (again->cell_slot, sizeof again->cell_slot, fresh->cell_slot, sizeof fresh->cell_slot);
      games++;
    }
  g_assert_cmpuint (games, ==, 90);
}

/* Issue 34: the random policy counts each frontier cell's placements 16
 * cells at a time from each turn's want_con; for every design (the base
 * set and the expansion's), turn and constraint byte that answer is the
 * fit table's. */
static void
test_want_con_matches_fit (void)
{
  const CsClassicTileset *sets[2] = { classic_set (), castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB) };
  guint checked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    for (guint t = 0; t < sets[i]->n_designs; t++)
      {
        const CsClassicDesign *d = &sets[i]->design[t];

        for (guint con = 1; con < 256; con++)
          {
            guint side = (con | con >> 1) & 0x55, sides = side | side << 1, count = 0;

            for (guint r = 0; r < 4; r++)
              {
                for (guint b = 0; b < 16; b++)
                  g_assert_cmpuint (d->want_con[r][b], ==, d->want_con[r][0]);
                g_assert_cmpuint (((con ^ d->want_con[r][0]) & sides) == 0, ==, (d->fit[con] >> r) & 1);
                count += ((con ^ d->want_con[r][0]) & sides) == 0;
              }
            g_assert_cmpuint (count, ==, d->fit_count[con]);
            checked++;
          }
      }
  g_assert_cmpuint (checked, >=, (24 + 30) * 255);
}

static void
test_c6_4_joined (void)
{
  g_autofree CsClassic *g = play_record ("classic-x3-majority.carcassonne", NULL);
  g_assert_cmpint (g->player[0].score, ==, 12);
  g_assert_cmpint (g->player[1].score, ==, 0);
}

static void
test_c6_5_same_turn (void)
{
  Cx *cx = cx_new (2, 0, 0, "E");
  cx_play (cx, "0,-1 2 c");
  g_assert_cmpuint (cx_count (cx, CS_EVENT_FOLLOWER_PLACED), ==, 1);
  g_assert_cmpuint (cx_count (cx, CS_EVENT_FOLLOWER_RETURNED), ==, 1);
  g_assert_cmpuint (cx->g->player[0].supply, ==, 7);
  g_assert_cmpint (cx->g->player[0].score, ==, 4);
  cx_free (cx);
}

static void
test_c6_6_farmers_stay (void)
{
  Cx *cx = cx_new (2, 0, 0, "UE");
  cx_play (cx, "1,0 0 a");
  cx_play (cx, "0,-1 2 c");       /* the city next to the field closes */
  g_assert_cmpuint (cx->g->player[0].supply, ==, 6);
  g_assert_cmpuint (cx->g->player[0].follower[0], !=, CS_NONE);
  cx_free (cx);
}

/* ---- C-7 scoring during the game ------------------------------------------------ */

static void
test_c7_1_whoever (void)
{
  /* Blue's last tile completes Red's cloister: Red scores */
  g_autofree CsClassic *g = play_record ("classic-x4-cloister.carcassonne", NULL);
  g_assert_cmpint (g->player[0].score, ==, 9);
  g_assert_cmpint (g->player[1].score, ==, 0);
}

static void
test_c7_2_majority (void)
{
  g_autofree CsClassic *tie = play_record ("classic-x3-tie.carcassonne", NULL);
  g_autofree CsClassic *maj = play_record ("classic-x3-majority.carcassonne", NULL);
  g_assert_cmpint (tie->player[0].score, ==, 12);
  g_assert_cmpint (tie->player[1].score, ==, 12);
  g_assert_cmpint (maj->player[0].score, ==, 12);
  g_assert_cmpint (maj->player[1].score, ==, 0);
}

static void
test_c7_3_points (void)
{
  g_autofree CsClassic *city = play_record ("classic-x1-small-city.carcassonne", NULL);
  g_autofree CsClassic *road = play_record ("classic-x2-road.carcassonne", NULL);
  g_autofree CsClassic *cloister = play_record ("classic-x4-cloister.carcassonne", NULL);
  g_assert_cmpint (city->player[0].score, ==, 4);      /* D-3 */
  g_assert_cmpint (road->player[3].score, ==, 3);
  g_assert_cmpint (cloister->player[0].score, ==, 9);
}

static void
test_c7_4_return (void)
{
  g_autofree CsClassic *g = play_record ("classic-x3-majority.carcassonne", NULL);
  g_assert_cmpuint (g->player[0].supply, ==, 7);
  g_assert_cmpuint (g->player[1].supply, ==, 7);
}

static void
test_c7_5_together (void)
{
  /* X-4's last tile is the cloister's eighth neighbour and closes a
   * two-tile city: both are scored, each on its own */
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tc_path ("CASTELLAN_SCENARIO_DIR", "classic-x4-cloister.carcassonne");
  g_autofree char *data = NULL;
  gsize len;
  g_autoptr(CsClassicRecord) r = NULL;
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  guint kinds = 0, n = 0;

  g_assert_true (g_file_get_contents (path, &data, &len, &error));
  r = cs_classic_record_parse (data, len, path, &error);
  g_assert_no_error (error);
  g_assert_true (cs_classic_record_start (r, (r->options & CS_CLASSIC_BCB) ? castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB)
                                                                           : classic_set (), g, NULL, &error));
  for (guint i = 0; i < r->moves->len; i++)
    {
      ev->n = 0;
      g_assert_true (cs_classic_record_play_move (r, i, g, ev, &error));
    }
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_FEATURE_SCORED)
      {
        n++;
        kinds |= 1u << ev->ev[i].ftype;
      }
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (kinds, ==, (1u << CS_CLASSIC_CITY) | (1u << CS_CLASSIC_CLOISTER));
  g_assert_cmpint (g->player[0].score, ==, 9);
}

/* ---- C-8 the end ------------------------------------------------------------------ */

static void
play_out (CsClassic *g, guint32 seed, CsEvents *ev)
{
  CsRng rng = { seed };
  while (!cs_classic_over (g))
    {
      CsClassicMove m;
      cs_classic_policy_random (g, &rng, &m);
      if (ev != NULL)
        ev->n = 0;
      g_assert_true (cs_classic_play (g, &m, ev, NULL));
    }
}

static void
test_c8_1_end (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  cs_classic_init (g, classic_set (), 3, 0, 5, 0, NULL);
  play_out (g, 5, NULL);
  g_assert_cmpuint (g->n_laid + g->n_removed, ==, 72);
  g_assert_cmpuint (g->move, ==, g->n_laid - 1);
}

static void
test_c8_2_unfinished (void)
{
  g_autofree CsClassic *g = play_record ("classic-x5-final.carcassonne", NULL);
  int fin[CS_CLASSIC_MAX_PLAYERS];
  cs_classic_final_preview (g, fin);
  g_assert_cmpint (fin[0], ==, 4);   /* city of 3 with a shield; the farm 0 */
  g_assert_cmpint (fin[1], ==, 4);   /* road of 4 */
}

static void
test_c8_3_farmers (void)
{
  g_autofree CsClassic *g = play_record ("classic-x8-two-fields.carcassonne", NULL);
  int fin[CS_CLASSIC_MAX_PLAYERS];
  cs_classic_final_preview (g, fin);
  g_assert_cmpint (fin[0], ==, 3);
  g_assert_cmpint (fin[2], ==, 3);
}

static void
test_c8_4_all_return (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  cs_classic_init (g, classic_set (), 4, 0, 9, 0, NULL);
  play_out (g, 9, NULL);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (g->player[p].supply, ==, 7);
}

static void
test_c8_5_winners (void)
{
  CsEvents *ev = g_new0 (CsEvents, 1);
  guint shared = 0;

  for (guint32 seed = 1; seed <= 300; seed++)
    {
      g_autofree CsClassic *g = g_new0 (CsClassic, 1);
      const CsEvent *over = NULL;
      int best = G_MININT;
      guint want = 0;

      cs_classic_init (g, classic_set (), 2 + seed % 4, CS_CLASSIC_NO_FARMERS, seed, 0, NULL);
      play_out (g, seed, ev);
      for (guint i = 0; i < ev->n; i++)
        if (ev->ev[i].type == CS_EVENT_GAME_OVER)
          over = &ev->ev[i];
      g_assert_nonnull (over);
      for (guint p = 0; p < g->n_players; p++)
        best = MAX (best, g->player[p].score);
      for (guint p = 0; p < g->n_players; p++)
        if (g->player[p].score == best)
          want |= 1u << p;
      g_assert_cmpuint (over->winners, ==, want);
      shared += __builtin_popcount (want) > 1;
    }
  g_assert_cmpuint (shared, >, 0);   /* equal totals share the victory */
  g_free (ev);
}

/* ---- C-9, C-10, CV-1 ---------------------------------------------------------------- */

static void
test_c9_track (void)
{
  int laps;
  g_assert_cmpint (cs_classic_track_space (57, &laps), ==, 7);
  g_assert_cmpint (laps, ==, 50);
  g_assert_cmpint (cs_classic_track_space (112, &laps), ==, 12);
  g_assert_cmpint (laps, ==, 100);
  g_assert_cmpint (cs_classic_track_space (-3, &laps), ==, 0);
  g_assert_cmpint (laps, ==, 0);
}

static void
test_c10_hidden (void)
{
  g_autofree CsClassic *a = g_new0 (CsClassic, 1);
  g_autofree CsClassic *b = g_new0 (CsClassic, 1);
  CsRng ra = { 1 }, rb = { 1 };
  CsClassicMove ma, mb;

  cs_classic_init (a, classic_set (), 3, 0, 77, 0, NULL);
  play_out (a, 1, NULL);  /* any finished game */
  cs_classic_init (a, classic_set (), 3, 0, 77, 0, NULL);
  memcpy (b, a, sizeof *a);
  /* the rest of the pile in another order: the greedy choice is the same */
  for (guint i = b->pile_pos, j = b->n_pile - 1; i < j; i++, j--)
    {
      guint8 t = b->draw_order[i];
      b->draw_order[i] = b->draw_order[j];
      b->draw_order[j] = t;
    }
  cs_classic_policy_greedy (a, &ra, &ma);
  cs_classic_policy_greedy (b, &rb, &mb);
  g_assert_cmpuint (ma.cell, ==, mb.cell);
  g_assert_cmpuint (ma.rot, ==, mb.rot);
  g_assert_cmpint (ma.follower, ==, mb.follower);
}

static void
test_cv1_no_farmers (void)
{
  Cx *cx = cx_new (2, CS_CLASSIC_NO_FARMERS, 0, "UE");
  CsClassicSpot spots[CS_CLASSIC_MAX_PIECES];
  g_autoptr(GError) error = NULL;
  guint8 open[CS_CLASSIC_MAX_PIECES];
  guint n;

  cs_classic_spots (cx->g, cs_classic_cell (1, 0), 0, spots);
  g_assert_cmpuint (spots[1].state, ==, CS_SPOT_NO_FARMERS);
  n = cs_classic_open_spots (cx->g, cs_classic_cell (1, 0), 0, open);
  g_assert_cmpuint (n, ==, 1);   /* the road only */
  g_assert_false (cx_try (cx, "1,0 0 a", &error));
  g_assert_nonnull (strstr (error->message, "CV-1"));
  cx_free (cx);
}

int
main (int argc, char **argv)
{
  g_autoptr(GDir) dir = NULL;
  g_autofree char *sdir = NULL;
  const char *name;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/classic/C-1.1/players", test_c1_1_players);
  g_test_add_func ("/classic/C-1.2/meeples", test_c1_2_meeples);
  g_test_add_func ("/classic/C-1.3/start-tile", test_c1_3_start);
  g_test_add_func ("/classic/C-1.4/seat-order", test_c1_4_order);
  g_test_add_func ("/classic/C-2.1/turns", test_c2_1_turns);
  g_test_add_func ("/classic/C-2.2/sides", test_c2_2_sides);
  g_test_add_func ("/classic/C-2.3/attributes", test_c2_3_attributes);
  g_test_add_func ("/classic/C-2.4/village", test_c2_4_village);
  g_test_add_func ("/classic/C-2.5/negative-cells", test_c2_5_negative);
  g_test_add_func ("/classic/C-3/tile-set", test_c3_tiles);
  g_test_add_func ("/classic/C-4.1/steps", test_c4_1_steps);
  g_test_add_func ("/classic/C-4.2/adjacent", test_c4_2_adjacent);
  g_test_add_func ("/classic/C-4.3/every-side", test_c4_3_every_side);
  g_test_add_func ("/classic/C-4.4/unplaceable", test_c4_4_unplaceable);
  g_test_add_func ("/classic/C-5.1/join", test_c5_1_join);
  g_test_add_func ("/classic/C-5.2/tile-once", test_c5_2_tile_once);
  g_test_add_func ("/classic/C-5.3/shields", test_c5_3_shields);
  g_test_add_func ("/classic/C-5.4/complete", test_c5_4_complete);
  g_test_add_func ("/classic/C-5.5/cloister", test_c5_5_cloister);
  g_test_add_func ("/classic/C-5.6/fields-split", test_c5_6_fields_split);
  g_test_add_func ("/classic/C-5.7/borders-once", test_c5_7_borders_once);
  g_test_add_func ("/classic/C-6.1/one-meeple", test_c6_1_one_meeple);
  g_test_add_func ("/classic/C-6.2/occupied", test_c6_2_occupied);
  g_test_add_func ("/classic/C-6.3/supply", test_c6_3_supply);
  g_test_add_func ("/classic/C-6.4/joined", test_c6_4_joined);
  g_test_add_func ("/classic/C-6/open-spots-match-laying", test_c6_open_spots_match_laying);
  g_test_add_func ("/classic/C-4/random-policy-is-kth", test_random_policy_is_kth);
  g_test_add_func ("/classic/C-4.3/want-con-matches-fit", test_want_con_matches_fit);
  g_test_add_func ("/classic/C-1.3/init-again-is-init", test_init_again_is_init);
  g_test_add_func ("/classic/C-6.5/same-turn", test_c6_5_same_turn);
  g_test_add_func ("/classic/C-6.6/farmers-stay", test_c6_6_farmers_stay);
  g_test_add_func ("/classic/C-7.1/whoever-lays", test_c7_1_whoever);
  g_test_add_func ("/classic/C-7.2/majority", test_c7_2_majority);
  g_test_add_func ("/classic/C-7.3/points", test_c7_3_points);
  g_test_add_func ("/classic/C-7.4/return", test_c7_4_return);
  g_test_add_func ("/classic/C-7.5/each-on-its-own", test_c7_5_together);
  g_test_add_func ("/classic/C-8.1/end", test_c8_1_end);
  g_test_add_func ("/classic/C-8.2/unfinished", test_c8_2_unfinished);
  g_test_add_func ("/classic/C-8.3/farmers", test_c8_3_farmers);
  g_test_add_func ("/classic/C-8.4/all-return", test_c8_4_all_return);
  g_test_add_func ("/classic/C-8.5/winners", test_c8_5_winners);
  g_test_add_func ("/classic/C-9/track", test_c9_track);
  g_test_add_func ("/classic/C-10/hidden", test_c10_hidden);
  g_test_add_func ("/classic/CV-1/no-farmers", test_cv1_no_farmers);

  /* every classic scenario record: RULES-CLASSIC.md's worked examples */
  sdir = g_strdup (g_getenv ("CASTELLAN_SCENARIO_DIR"));
  dir = sdir ? g_dir_open (sdir, 0, NULL) : NULL;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".carcassonne"))
      {
        g_autofree char *path = g_strdup_printf ("/classic/scenario/%s", name);
        g_test_add_data_func_full (path, g_strdup (name), test_scenario, g_free);
      }
  return g_test_run ();
}
