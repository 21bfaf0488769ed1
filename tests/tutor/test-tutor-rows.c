/* test-tutor-rows.c — every tutor row that states a rule links to it, and
 * follower spots can be told apart by ear
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Classic and the expansion: the "Your Tile" rows (where it fits, C-4.3;
 * what laying it completes, C-7.1; a city nobody held, C-7.2) and every
 * spot row carry a rule, as The Castle's rows do. A cloister's spot says
 * how many of its eight neighbours hold tiles and what it scores (C-7.3,
 * C-8.2), and it does so when the tile was laid with a bridge too (B-3.5).
 *
 * The Castle: each follower spot is named by where it touches the tile's
 * edge, so two knights on one tile differ; the screen reader hears
 * the tutor's whole sentence for it; the drawn tile is read side by side
 * with each side's three segments, and what runs across sides.
 */
#include "config.h"

#include <string.h>

#include "castellan-classic-tutor.h"
#include "castellan-classic-turn.h"
#include "castellan-describe.h"
#include "castellan-tutor.h"
#include "castellan-turn.h"
#include "cs-text.h"

static CastellanClassicGame *
classic_game (const char *pile_top, gboolean bcb)
{
  CastellanClassicGame *game = castellan_classic_game_new ();
  CastellanClassicSetup setup = { 0 };

  setup.n_players = 2;
  setup.farmers = TRUE;
  setup.bcb = bcb;
  setup.seed = 11;
  setup.has_seed = TRUE;
  setup.first = 0;
  setup.pile_top = pile_top;
  for (guint p = 0; p < setup.n_players; p++)
    setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
  castellan_classic_game_start (game, &setup);
  return game;
}

static void
assert_all_ruled (GPtrArray *hints, const char *what)
{
  g_assert_nonnull (hints);
  g_assert_cmpuint (hints->len, >, 0);
  for (guint i = 0; i < hints->len; i++)
    {
      CastellanHint *h = hints->pdata[i];

      g_test_message ("%s: %s [%s]", what, castellan_hint_get_text (h),
                      castellan_hint_get_rule (h) ? castellan_hint_get_rule (h) : "no rule");
      if (castellan_hint_get_rule (h) == NULL)
        g_error ("%s: the row “%s” (%s) cites no rule", what, castellan_hint_get_text (h),
                 castellan_hint_get_key (h));
    }
}

static CastellanHint *
find_key (GPtrArray *hints, const char *key)
{
  for (guint i = 0; i < hints->len; i++)
    if (g_str_equal (castellan_hint_get_key (hints->pdata[i]), key))
      return hints->pdata[i];
  return NULL;
}

/* E closes the start tile's city at 0,-1 turned half round: a city of 2
 * tiles nobody held (C-7.2); the fit count (C-4.3) and the head (C-7.1) */
static void
test_classic_tile_rows (void)
{
  for (int bcb = 0; bcb < 2; bcb++)
    {
      g_autoptr(CastellanClassicGame) game = classic_game ("E", bcb);
      g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
      g_autoptr(GPtrArray) tile = NULL;

      castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (0, -1));
      castellan_classic_turn_set_rotation (turn, 2);
      tile = castellan_classic_tutor_tile (turn);
      assert_all_ruled (tile, bcb ? "expansion, your tile" : "classic, your tile");
      g_assert_cmpstr (castellan_hint_get_rule (find_key (tile, "tile:fits")), ==, "C-4.3");
      g_assert_cmpstr (castellan_hint_get_rule (find_key (tile, "preview:head")), ==, "C-7.1");
      g_assert_cmpstr (castellan_hint_get_text (find_key (tile, "preview:scored")), ==,
                       "A city of 2 tiles is complete; nobody held it.");
      g_assert_cmpstr (castellan_hint_get_rule (find_key (tile, "preview:scored")), ==, "C-7.2");
      g_clear_pointer (&tile, g_ptr_array_unref);

      /* a cell that completes nothing, and a refusal */
      castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (0, 1));
      tile = castellan_classic_tutor_tile (turn);
      assert_all_ruled (tile, "your tile elsewhere");
    }
}

/* a cloister laid south of the start tile: one of its eight neighbours
 * holds a tile; completed it scores 9, at the end now 2 */
static void
test_classic_cloister_spot (void)
{
  g_autoptr(CastellanClassicGame) game = classic_game ("B", FALSE);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(GPtrArray) spots = NULL;
  gboolean seen = FALSE;

  castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (0, 1));
  castellan_classic_turn_set_rotation (turn, 0);
  g_assert_true (castellan_classic_turn_lay (turn));
  spots = castellan_classic_tutor_spots (turn);
  assert_all_ruled (spots, "classic spots");
  for (guint i = 0; i < spots->len; i++)
    {
      const char *text = castellan_hint_get_text (spots->pdata[i]);

      if (strstr (text, "Monk in the cloister") == NULL)
        continue;
      seen = TRUE;
      g_assert_cmpstr (text, ==, "1. Monk in the cloister: free; 1 of the 8 cells around it holds a tile. "
                                 "Completed, it scores 9; left unfinished at the end, 2.");
      g_assert_cmpstr (castellan_hint_get_rule (spots->pdata[i]), ==, "C-7.3");
    }
  g_assert_true (seen);
}

/* a cloister with a road (A) that fits a cell only with a bridge: its spot
 * rows still say what the features are worth once the tile is down with
 * its bridge (B-3.5) */
static void
test_bcb_bridge_spots (void)
{
  g_autoptr(CastellanClassicGame) game = classic_game ("A", TRUE);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(GPtrArray) spots = NULL;
  int cell = -1;
  guint rot = 0;

  /* a cell and turn where it fits only with a bridge */
  for (int c = 0; c < CS_CLASSIC_CELLS && cell < 0; c++)
    {
      guint needs = castellan_classic_turn_get_needs_bridge (turn, c);

      for (guint r = 0; r < 4 && cell < 0; r++)
        if (needs & (1u << r))
          cell = c, rot = r;
    }
  if (cell < 0)
    {
      g_test_skip ("no cell takes tile A only with a bridge");
      return;
    }
  castellan_classic_turn_set_cursor_cell (turn, cell);
  castellan_classic_turn_set_rotation (turn, rot);
  g_assert_true (castellan_classic_turn_lay (turn));
  spots = castellan_classic_tutor_spots (turn);
  assert_all_ruled (spots, "spots on a tile laid with a bridge");
  for (guint i = 0; i < spots->len; i++)
    {
      const char *text = castellan_hint_get_text (spots->pdata[i]);

      if (strstr (text, "Monk in the cloister") != NULL)
        g_assert_nonnull (strstr (text, "of the 8 cells around it"));
      if (strstr (text, "Highwayman on the road") != NULL)
        g_assert_nonnull (strstr (text, "Finished now it would score"));
    }
}

/* no two pieces of one Castle tile, in any turn, are said to lie at the
 * same place */
static void
test_castle_piece_places (void)
{
  const CsTileset *set = castellan_shipped_tileset ();

  for (guint t = 0; t < set->n_tiles; t++)
    for (guint rot = 0; rot < 4; rot++)
      for (guint p = 0; p < set->tiles[t].n_pieces; p++)
        for (guint q = p + 1; q < set->tiles[t].n_pieces; q++)
          {
            g_autofree char *a = castellan_describe_piece_place (&set->tiles[t], rot, p);
            g_autofree char *b = castellan_describe_piece_place (&set->tiles[t], rot, q);

            if (g_str_equal (a, b))
              g_error ("tile %u turned %u: pieces %u and %u are both “%s”", set->tiles[t].number, rot, p, q, a);
          }
}

/* a whole game between two people: at every follower step each open spot
 * is told apart from the others, for the eye and for the ear */
static void
test_castle_spots_differ (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
  CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 5, TRUE };
  CsRng rng = { 5 };
  guint checked = 0, same_kind = 0;

  castellan_game_start (game, &setup);
  for (guint move = 0; move < 40 && !cs_game_over (castellan_game_get_state (game)); move++)
    {
      const CsGame *g = castellan_game_get_state (game);
      CastellanTutorContext ctx = { g, CS_THEME_CASTLE, { "Ada", "Bo" } };
      g_autofree char *tile = castellan_describe_tile (turn);
      g_autoptr(GPtrArray) rows = NULL;
      guint n_open;
      CsMove m;

      g_assert_nonnull (strstr (tile, "each side read clockwise: north "));
      cs_policy_greedy (g, &rng, &m);
      castellan_turn_set_cursor_cell (turn, m.cell);
      castellan_turn_set_rotation (turn, m.rot);
      g_assert_true (castellan_turn_lay (turn));
      n_open = castellan_turn_get_open_spots (turn, NULL);
      rows = castellan_tutor_followers (&ctx, m.cell, m.rot);
      assert_all_ruled (rows, "The Castle's followers");
      {
        /* "Your Tile" once laid, "finishes nothing yet" included */
        g_autoptr(GPtrArray) laid = castellan_tutor_laid (&ctx, m.cell, m.rot);
        assert_all_ruled (laid, "The Castle's laid tile");
      }
      for (guint i = 0; i < n_open; i++)
        {
          g_autofree char *said = castellan_describe_spot (turn, i);
          g_autofree char *prefix = g_strdup_printf ("Spot %u of %u, free, ", i + 1, n_open);

          g_assert_nonnull (said);
          g_test_message ("%s", said);
          g_assert_true (g_str_has_prefix (said, prefix));
          g_assert_nonnull (strstr (said, "R-"));
          for (guint k = 0; k < i; k++)
            {
              g_autofree char *other = castellan_describe_spot (turn, k);
              const char *a = strchr (said, ':'), *b = strchr (other, ':');
              g_autofree char *where_a = g_strndup (said, a - said);
              g_autofree char *where_b = g_strndup (other, b - other);

              /* the part before the sentence: number and place */
              g_assert_cmpstr (strstr (where_a, "free, "), !=, strstr (where_b, "free, "));
              same_kind += g_str_equal (a, b) || (strstr (a, "Knight") && strstr (b, "Knight"));
            }
          checked++;
        }
      for (guint i = 0; i < rows->len; i++)
        for (guint k = 0; k < i; k++)
          g_assert_cmpstr (castellan_hint_get_text (rows->pdata[i]), !=, castellan_hint_get_text (rows->pdata[k]));
      castellan_turn_cancel (turn);
      g_assert_true (castellan_game_play (game, &m, NULL));
    }
  g_test_message ("%u spots read, %u pairs of one kind", checked, same_kind);
  g_assert_cmpuint (checked, >, 0);
}

/* a tile whose side is not one feature is read segment by segment */
static void
test_castle_tile_sides (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(CastellanTurn) turn = castellan_turn_new (game);
  CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 5, TRUE };
  CsRng rng = { 9 };
  gboolean mixed = FALSE;

  castellan_game_start (game, &setup);
  for (guint move = 0; move < 60 && !mixed && !cs_game_over (castellan_game_get_state (game)); move++)
    {
      const CsGame *g = castellan_game_get_state (game);
      const CsTile *t = &g->tileset->tiles[g->current];
      guint rot = castellan_turn_get_rotation (turn);
      g_autofree char *said = castellan_describe_tile (turn);
      CsMove m;

      g_test_message ("%s", said);
      for (guint side = 0; side < 4; side++)
        {
          const guint8 *seg = &t->rot_piece[rot][side * 3];

          if (t->pieces[seg[0]].type != t->pieces[seg[1]].type || t->pieces[seg[0]].type != t->pieces[seg[2]].type)
            {
              static const char *const names[4] = { "north", "east", "south", "west" };
              g_autofree char *three = g_strdup_printf ("%s %s, %s, %s", names[side],
                                                        cs_text_feature (t->pieces[seg[0]].type, CS_THEME_CASTLE),
                                                        cs_text_feature (t->pieces[seg[1]].type, CS_THEME_CASTLE),
                                                        cs_text_feature (t->pieces[seg[2]].type, CS_THEME_CASTLE));
              g_assert_nonnull (strstr (said, three));
              mixed = TRUE;
            }
        }
      cs_policy_greedy (g, &rng, &m);
      g_assert_true (castellan_game_play (game, &m, NULL));
    }
  g_assert_true (mixed);
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tutor-rows/classic-tile-rows-cite-rules", test_classic_tile_rows);
  g_test_add_func ("/tutor-rows/classic-cloister-spot", test_classic_cloister_spot);
  g_test_add_func ("/tutor-rows/bcb-bridge-spots", test_bcb_bridge_spots);
  g_test_add_func ("/tutor-rows/castle-piece-places-differ", test_castle_piece_places);
  g_test_add_func ("/tutor-rows/castle-spots-differ", test_castle_spots_differ);
  g_test_add_func ("/tutor-rows/castle-tile-sides", test_castle_tile_sides);
  return g_test_run ();
}
