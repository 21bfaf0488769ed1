/* test-rules.c — a test per rule of shared/RULES.md, named after its R-ID
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Most tests build an exact situation: the shipped castle outline with
 * start spaces that all show court–path–court (tc_board_text (NULL)) and a
 * 60-tile set of the tiles the test needs followed by fillers (houses on
 * every side, which never fit next to a path), drawn in number order.
 * Some final-scoring tests end the game early by emptying the pile before
 * the last move (fx_last_move). The rules that hold in every game are also
 * checked on the events of 150 seeded games (sweep ()).
 */
#include <math.h>
#include <string.h>

#include "test-common.h"

#define STRAIGHT "Sides=apb bbb bpa aaa\na=court\nb=court\np=path"
#define FOUNT    "Sides=apb bbb bpa aaa\na=court\nb=court\np=path fountain"
#define DEAD     "Sides=apa aaa aaa aaa\na=court\np=path"
#define CURVE    "Sides=apb bpa aaa aaa\na=court\nb=court\np=path"
#define SQ       "Sides=apb bqc crd dsa\nSquare=true\na=court\nb=court\nc=court\nd=court\np=path\nq=path\nr=path\ns=path"
#define TE       "Sides=aaa ttt aaa aaa\na=court\nt=tower"
#define TW       "Sides=aaa aaa aaa ttt\na=court\nt=tower"
#define HE       "Sides=aaa hhh aaa aaa\na=court\nh=house"
#define HN       "Sides=hhh aaa aaa aaa\na=court\nh=house"
#define COURT    "Sides=aaa aaa aaa aaa\na=court"
#define COURTM   "Sides=aaa aaa aaa aaa\na=court markets=2"
#define INNER    "Sides=apb bbb bpa aaa\na=court\nb=court\np=path\ni=tower inner"
#define HOUSE    "Sides=hhh hhh hhh hhh\nh=house"

#define FX(...) fx_new (NULL, (const char *const[]) { __VA_ARGS__, NULL }, HOUSE, 0, NULL)
#define FXV(v, ...) fx_new (NULL, (const char *const[]) { __VA_ARGS__, NULL }, HOUSE, v, NULL)

/* empty the pile, so this move is the last of the game */
static void
fx_last_move (Fx *fx, const char *move)
{
  fx->game->pile_pos = CS_NUM_TILES;
  fx_play (fx, move);
  g_assert_true (cs_game_over (fx->game));
}

static const CsEvent *
final_line (Fx *fx, guint kind, guint nth)
{
  for (guint i = 0; i < fx->ev.n; i++)
    if (fx->ev.ev[i].type == CS_EVENT_FINAL_LINE && fx->ev.ev[i].kind == kind && nth-- == 0)
      return &fx->ev.ev[i];
  return NULL;
}

static void
expect_illegal (Fx *fx, const char *move, const char *rule)
{
  g_autoptr(GError) error = NULL;
  CsGame before = *fx->game;

  g_assert_false (fx_try (fx, move, &error));
  g_assert_error (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE);
  g_test_message ("%s", error->message);
  if (strstr (error->message, rule) == NULL)
    g_error ("“%s” does not name %s", error->message, rule);
  /* nothing changed */
  g_assert_cmpmem (fx->game->player, sizeof before.player, before.player, sizeof before.player);
  g_assert_cmpmem (fx->game->cell_tile, sizeof before.cell_tile, before.cell_tile, sizeof before.cell_tile);
}

/* the verdict on the drawn tile at @cell turned @rot, into @v: @code, and
 * the rule @rule (NULL: not asked) */
static void
expect_verdict (Fx *fx, guint cell, guint rot, CsVerdictCode code, const char *rule, CsVerdict *v)
{
  cs_game_verdict (fx->game, cell, rot, v);
  g_assert_cmpint (v->code, ==, code);
  if (rule != NULL)
    g_assert_cmpstr (v->rule, ==, rule);
}

/* ---- a sweep over seeded games for the rules that hold in all of them ---- */

typedef void (*MoveCheck) (const CsGame *before, const CsGame *after, const CsMove *m, const CsEvents *ev);

static void
sweep (MoveCheck check)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree CsGame *before = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);

  for (guint32 seed = 1; seed <= 150; seed++)
    {
      CsRng rng = { seed * 7919 };
      cs_game_init (g, board, tileset, (seed / 5) % 16, seed, seed % 2, NULL);
      while (!cs_game_over (g))
        {
          CsMove m;
          cs_move_init (&m, 0, 0, -1);
          if (seed % 5 == 0)
            cs_policy_greedy (g, &rng, &m);
          else
            cs_policy_random (g, &rng, &m);
          *before = *g;
          ev->n = 0;
          g_assert_true (cs_game_play (g, &m, ev, NULL));
          check (before, g, &m, ev);
        }
    }
}

/* ---- R-1 ----------------------------------------------------------------- */

static void
test_r1_1 (void)
{
  g_autoptr(CsBoard) b = tc_shipped_board ();
  guint walls = 0;
  CsVerdict v;
  g_autoptr(Fx) fx = FX (STRAIGHT);

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    for (guint s = 0; s < 4; s++)
      walls += b->neighbour[c][s] == CS_NB_WALL;
  g_assert_cmpuint (walls, >, 0);
  g_assert_cmpint (cs_board_cell_from_name (b, "A1"), ==, -1);   /* outside the wall */
  g_assert_cmpint (cs_board_cell_from_name (b, "B1"), ==, 0);
  g_assert_cmpint (cs_board_cell_from_name (b, "H9"), ==, CS_NUM_CELLS - 1);
  expect_verdict (fx, CS_NUM_CELLS, 0, CS_VERDICT_NO_CELL, "R-1.1", &v);
}

static void
test_r1_2 (void)
{
  g_autoptr(CsBoard) b = tc_shipped_board ();
  g_assert_cmpuint (b->tower[0], ==, 0);
  g_assert_cmpint (b->tower_at_space[0], ==, 0);
  g_assert_cmpint (b->tower_at_space[1], ==, 0);
  g_assert_cmpint (b->tower_at_space[32], ==, b->tower_at_space[33]);
  g_assert_cmpint (b->tower_at_space[56], ==, b->tower_at_space[57]);
  g_assert_cmpint (b->tower_at_space[32], >, 0);
  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    g_assert_cmpuint (b->tower[c], >=, b->tower[c - 1] + 2);
  g_assert_cmpuint (b->corner_x[0], ==, 1);   /* the north-west corner of the wall */
  g_assert_cmpuint (b->corner_y[0], ==, 0);
  /* every tower on its corner, the spaces even along the wall: walk the
   * outline cell side by cell side and put each corner where an even
   * track of 100 spaces puts it */
  {
    double along[CS_NUM_CORNERS], length = 0;

    for (guint c = 0; c < CS_NUM_CORNERS; c++)
      {
        guint n = (c + 1) % CS_NUM_CORNERS;
        along[c] = length;
        length += fabs ((double) b->corner_x[n] - b->corner_x[c]) + fabs ((double) b->corner_y[n] - b->corner_y[c]);
      }
    for (guint c = 0; c < CS_NUM_CORNERS; c++)
      {
        g_test_message ("tower %u at %u, even %.2f", c, b->tower[c], 100 * along[c] / length);
        g_assert_cmpfloat (fabs (b->tower[c] - 100 * along[c] / length), <=, 1.5);
      }
  }
}

static void
test_r1_3 (void)
{
  g_autoptr(CsBoard) b = tc_shipped_board ();
  gboolean types[CS_N_FEATURE_TYPES] = { FALSE };

  for (guint s = 0; s < CS_NUM_START; s++)
    {
      guint segs = 0;
      g_assert_cmpint (b->neighbour[b->start[s].cell][b->start[s].side], ==, CS_NB_START ((int) s));
      for (guint p = 0; p < b->start[s].n_pieces; p++)
        {
          segs += b->start[s].pieces[p].n_segments;
          types[b->start[s].pieces[p].type] = TRUE;
        }
      g_assert_cmpuint (segs, ==, 3);
    }
  for (guint t = 0; t < CS_N_FEATURE_TYPES; t++)
    g_assert_true (types[t]);   /* the shipped castle shows a mix */
}

static void
test_r1_4 (void)
{
  g_autoptr(CsTileset) t = tc_shipped_tileset ();
  g_autoptr(Fx) fx = FX (STRAIGHT);
  guint8 seen[CS_NUM_TILES] = { 0 };

  g_assert_cmpuint (t->n_tiles, ==, CS_NUM_TILES);
  g_assert_cmpuint (cs_game_tiles_left (fx->game), ==, CS_NUM_TILES - 1);
  {
    guint8 order[CS_NUM_TILES], wall[CS_NUM_WALL_TILES];
    cs_shuffle_setup (5, order, wall);
    for (guint i = 0; i < CS_NUM_TILES; i++)
      g_assert_cmpuint (seen[order[i]]++, ==, 0);
  }
}

/* the set-up of seed @s as GRand's Fisher–Yates gives it */
static void
assert_setup_as_grand (guint32 s)
{
  g_autoptr(GRand) grand = g_rand_new_with_seed (s);
  guint8 order[CS_NUM_TILES], wall[CS_NUM_WALL_TILES];
  guint8 gorder[CS_NUM_TILES], gwall[CS_NUM_WALL_TILES];

  cs_shuffle_setup (s, order, wall);
  for (guint i = 0; i < CS_NUM_TILES; i++)
    gorder[i] = i;
  for (guint i = CS_NUM_TILES - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (grand, 0, i + 1);
      guint8 t = gorder[i];
      gorder[i] = gorder[j];
      gorder[j] = t;
    }
  for (guint i = 0; i < CS_NUM_WALL_TILES; i++)
    gwall[i] = 1 + i / 2;
  for (guint i = CS_NUM_WALL_TILES - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (grand, 0, i + 1);
      guint8 t = gwall[i];
      gwall[i] = gwall[j];
      gwall[j] = t;
    }
  g_assert_cmpmem (order, sizeof order, gorder, sizeof gorder);
  g_assert_cmpmem (wall, sizeof wall, gwall, sizeof gwall);
}

/* a seed names the same hidden set-up as it always did. The engine
 * draws GLib's numbers without allocating a GRand (issue 21): each draw
 * and each shuffle must equal GRand's, whatever the seed and the range. */
static void
test_r12_shuffle_as_grand (void)
{
  static const guint32 ranges[] = { 1, 2, 3, 7, 18, 60, 71, 1000, 65536, 0x40000001u, 0x7fffffffu };
  /* seeds whose pile shuffle draws a number GRand rejects (above the
   * largest multiple of the range) and draws again: for the 59 tiles
   * left at seed 2,180,022 and 5,113,050, for 29 at 5,257,882 (found by
   * trying every seed from 0; about one seed in a million does) */
  static const guint32 rejecting[] = { 2180022, 5113050, 5257882 };

  for (guint32 seed = 0; seed < 300; seed++)
    {
      guint32 s = seed * 2654435761u;
      g_autoptr(GRand) grand = g_rand_new_with_seed (s);
      CsMtRand mt;

      /* 1,500 draws: across GLib's second batch of 624 */
      cs_mt_init (&mt, s);
      for (guint i = 0; i < 1500; i++)
        {
          guint32 n = ranges[(seed + i) % G_N_ELEMENTS (ranges)];
          guint32 want = (guint32) g_rand_int_range (grand, 0, (gint32) n);
          g_assert_cmpuint (cs_mt_below (&mt, n), ==, want);
        }
      assert_setup_as_grand (s);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rejecting); i++)
    assert_setup_as_grand (rejecting[i]);

  /* a shuffle that goes on from a generator drawn past its first 227
   * draws, and one of more than 64 items, as GRand's */
  for (guint32 seed = 1; seed < 20; seed++)
    {
      g_autoptr(GRand) grand = g_rand_new_with_seed (seed);
      CsMtRand mt;
      guint8 items[200], want[200];

      cs_mt_init (&mt, seed);
      for (guint i = 0; i < 200 + seed; i++)
        g_assert_cmpuint (cs_mt_int (&mt), ==, g_rand_int (grand));
      for (guint i = 0; i < 200; i++)
        items[i] = want[i] = i;
      cs_shuffle (&mt, items, seed < 10 ? 60 : 200);
      for (guint i = (seed < 10 ? 60 : 200) - 1; i > 0; i--)
        {
          guint j = g_rand_int_range (grand, 0, i + 1);
          guint8 t = want[i];
          want[i] = want[j];
          want[j] = t;
        }
      g_assert_cmpmem (items, sizeof items, want, sizeof want);
    }
}

static void
test_r1_5 (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);

  for (guint32 seed = 1; seed < 50; seed++)
    {
      guint kinds[CS_NUM_WALL_KINDS + 1] = { 0 };
      cs_game_init (g, board, tileset, 0, seed, 0, NULL);
      g_assert_cmpuint (g->wall_kind[0], ==, 0);            /* not on 0/1 */
      for (guint c = 1; c < CS_NUM_CORNERS; c++)
        {
          g_assert_cmpuint (g->wall_kind[c], >=, 1);
          g_assert_false (g->wall_revealed[c]);             /* face down */
          kinds[g->wall_kind[c]]++;
        }
      for (guint i = 0; i < G_N_ELEMENTS (g->wall_out); i++)
        kinds[g->wall_out[i]]++;
      for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
        g_assert_cmpuint (kinds[k], ==, 2);
    }
}

static void
test_r1_6 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      g_assert_cmpuint (cs_game_supply (fx->game, p), ==, 6);
      g_assert_cmpint (fx->game->player[p].score, ==, 0);
      g_assert_cmpuint (fx->game->player[p].keep_node, ==, CS_NONE);
    }
}

static void
test_r1_7 (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autoptr(GError) error = NULL;
  guint8 order[CS_NUM_TILES], wall[CS_NUM_WALL_TILES];

  cs_game_init (g, board, tileset, 0, 1, 1, NULL);
  g_assert_cmpuint (g->active, ==, 1);
  cs_game_init (g, board, tileset, 0, 1, 0, NULL);
  g_assert_cmpuint (g->active, ==, 0);
  cs_shuffle_setup (1, order, wall);
  g_assert_false (cs_game_init_explicit (g, board, tileset, 0, order, wall, 2, NULL, &error));
  g_assert_nonnull (strstr (error->message, "R-1.7"));
}

/* ---- R-2 ----------------------------------------------------------------- */

static void
test_r2_1 (void)
{
  g_autoptr(Fx) fx = FX (TE);
  const CsTile *t = &fx->tileset->tiles[0];

  g_assert_cmpstr (cs_segment_name (0), ==, "N0");
  g_assert_cmpstr (cs_segment_name (5), ==, "E2");
  g_assert_cmpstr (cs_segment_name (11), ==, "W2");
  for (guint k = 0; k < 12; k++)
    g_assert_cmpuint (cs_segment_turn (k, 1), ==, (k + 3) % 12);
  /* the tower on the east side lies on the south side after one turn */
  for (guint r = 0; r < 4; r++)
    for (guint k = 0; k < 12; k++)
      {
        gboolean tower = t->pieces[t->rot_piece[r][k]].type == CS_TOWER;
        g_assert_cmpint (tower, ==, k / 3 == (1 + r) % 4);
      }
}

static void
test_r2_2 (void)
{
  static const guint expect[12] = { 8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3 };
  for (guint k = 0; k < 12; k++)
    g_assert_cmpuint (cs_segment_facing (k), ==, expect[k]);
}

/* Where segment k of a cell lies on the board, from R-2.1's wording alone
 * (each side cut in three, numbered clockwise from the north-west corner):
 * the middle of its stretch of edge, in units of a third of a cell. */
static void
segment_position (const CsBoard *b, guint cell, guint k, int *x, int *y)
{
  int cx = 3 * b->cell_x[cell], cy = 3 * b->cell_y[cell];
  int i = k % 3;

  switch (k / 3)
    {
    case 0: *x = 2 * cx + 2 * i + 1;       *y = 2 * cy;                  break;   /* N, west to east */
    case 1: *x = 2 * cx + 6;               *y = 2 * cy + 2 * i + 1;      break;   /* E, north to south */
    case 2: *x = 2 * cx + 6 - 2 * i - 1;   *y = 2 * cy + 6;              break;   /* S, east to west */
    default: *x = 2 * cx;                  *y = 2 * cy + 6 - 2 * i - 1;  break;   /* W, south to north */
    }
}

/* checked without the engine's facing table: in played games, any
 * two segments of neighbouring tiles that lie at the same place on the
 * board and have the same type belong to one feature. */
static void
test_r2_2_by_position (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  guint checked = 0;

  for (guint seed = 1; seed <= 20; seed++)
    {
      CsRng rng = { seed };

      cs_game_init (g, board, tileset, 0, seed, seed & 1, NULL);
      while (!cs_game_over (g))
        {
          CsMove m;
          cs_policy_greedy (g, &rng, &m);
          g_assert_true (cs_game_play (g, &m, NULL, NULL));
        }
      for (guint a = 0; a < CS_NUM_CELLS; a++)
        for (guint c = 0; c < CS_NUM_CELLS; c++)
          {
            if (a == c || g->cell_tile[a] == CS_CELL_EMPTY || g->cell_tile[c] == CS_CELL_EMPTY)
              continue;
            for (guint i = 0; i < 12; i++)
              for (guint j = 0; j < 12; j++)
                {
                  const CsTile *ta = &tileset->tiles[g->cell_tile[a]], *tc = &tileset->tiles[g->cell_tile[c]];
                  guint pa = ta->rot_piece[g->cell_rot[a]][i], pc = tc->rot_piece[g->cell_rot[c]][j];
                  int xa, ya, xc, yc;

                  segment_position (board, a, i, &xa, &ya);
                  segment_position (board, c, j, &xc, &yc);
                  if (xa != xc || ya != yc || ta->pieces[pa].type != tc->pieces[pc].type)
                    continue;
                  g_assert_cmpuint (cs_game_find (g, g->cell_node[a] + pa), ==, cs_game_find (g, g->cell_node[c] + pc));
                  checked++;
                }
          }
    }
  g_test_message ("%u facing segment pairs", checked);
  g_assert_cmpuint (checked, >, 1000);
}

static void
test_r2_3 (void)
{
  g_autoptr(Fx) fx = FX (INNER, STRAIGHT);
  const CsTile *t = &fx->tileset->tiles[0];
  guint inner = 0;

  /* an inner piece is allowed, every segment has a piece; the parser's
   * rejections are in test-parsers (/parsers/R-2.3/…) */
  for (guint p = 0; p < t->n_pieces; p++)
    inner += t->pieces[p].n_segments == 0;
  g_assert_cmpuint (inner, ==, 1);
  for (guint k = 0; k < 12; k++)
    if (t->pieces[t->seg_piece[k]].type == CS_PATH)
      g_assert_cmpuint (k % 3, ==, 1);
}

static void
test_r2_4 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT, COURT);
  const CsGame *g = fx->game;

  /* the path from N to S splits the courts: west and east stay apart */
  fx_play (fx, "D1 0");
  fx_play (fx, "C1 0");
  fx_play (fx, "E1 0");
  g_assert_cmpuint (cs_game_find (g, g->cell_node[fx_cell (fx, "C1")]), !=,
                    cs_game_find (g, g->cell_node[fx_cell (fx, "E1")]));
}

/* The shipped tiles where a path runs into a building (29, 30, 31) or two
 * paths run into a house in the middle (35): the court west of the path is
 * not the court east of it.  A merchant on one leaves the other free. */
static void
test_r2_4_shipped_dead_ends (void)
{
  /* the tiles on which a path runs from one side into a building across
   * the tile (issue 14 split their courts); laid at D1 with the path's
   * side against start 1, whatever lies west of the path must be another
   * feature than what lies east of it, and a follower on the west one
   * leaves the east one free */
  static const guint numbers[] = { 29, 30, 31, 35 };

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *body = tc_shipped_tile_text (numbers[i]);
      g_autoptr(Fx) fx = FX (body, body);
      const CsTile *t = &fx->tileset->tiles[0];
      const CsGame *g = fx->game;
      int d1 = fx_cell (fx, "D1");
      g_autofree char *move = NULL;
      guint rot = 0, west, east;
      const CsFeature *fe;

      g_test_message ("tile %u", numbers[i]);
      /* the turn that brings the tile's south dead end to the north */
      while (rot < 4 && t->pieces[t->rot_piece[rot][3 * CS_NORTH + 1]].type != CS_PATH)
        rot++;
      g_assert_cmpuint (rot, <, 4);
      west = t->rot_piece[rot][3 * CS_NORTH + 0];
      east = t->rot_piece[rot][3 * CS_NORTH + 2];
      g_assert_cmpuint (west, !=, east);
      move = g_strdup_printf ("D1 %u follower=%c", rot, t->pieces[west].label);
      fx_play (fx, move);
      g_assert_cmpuint (cs_game_find (g, g->cell_node[d1] + west), !=, cs_game_find (g, g->cell_node[d1] + east));
      fe = &g->feat[cs_game_find (g, g->cell_node[d1] + east)];
      g_assert_cmpuint (fe->followers[0] + fe->followers[1], ==, 0);
    }
}

static void
test_r2_5 (void)
{
  g_autoptr(Fx) fx = FX (SQ, FOUNT, COURTM);
  const CsTile *sq = &fx->tileset->tiles[0];
  guint arms = 0;

  g_assert_true (sq->square);
  for (guint p = 0; p < sq->n_pieces; p++)
    arms += sq->pieces[p].type == CS_PATH;
  g_assert_cmpuint (arms, ==, 4);
  g_assert_true (fx->tileset->tiles[1].pieces[2].fountain);
  g_assert_cmpuint (fx->tileset->tiles[2].pieces[0].markets, ==, 2);
  /* a square ends each arm: the north arm joins the start path only */
  fx_play (fx, "D1 0");
  g_assert_cmpuint (cs_tile_mask_count (&cs_game_feature (fx->game, fx->game->cell_node[fx_cell (fx, "D1")] + 4)->tiles), ==, 2);
  g_assert_cmpuint (cs_tile_mask_count (&cs_game_feature (fx->game, fx->game->cell_node[fx_cell (fx, "D1")] + 5)->tiles), ==, 1);
}

static void
test_r2_6 (void)
{
  /* a picture (a Name) changes nothing: the two tiles play alike */
  g_autoptr(Fx) fx = FX (STRAIGHT "\nName=Tile with a cat", STRAIGHT);
  const CsTile *a = &fx->tileset->tiles[0], *b = &fx->tileset->tiles[1];

  g_assert_cmpmem (a->rot_piece, sizeof a->rot_piece, b->rot_piece, sizeof b->rot_piece);
  g_assert_cmpmem (a->fit, sizeof a->fit, b->fit, sizeof b->fit);
  g_assert_cmpmem (a->pieces, sizeof a->pieces, b->pieces, sizeof b->pieces);
}

/* The shipped set, and the same set with every tile given pictures that
 * name things (a fountain, markets, a knight and a pig) in two languages,
 * play 20 seeded games event for event alike. */
static void
test_r2_6_play (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = tc_shipped_text (CASTELLAN_SHIPPED_TILESET, NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) named = g_string_new (NULL);
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) plain = tc_shipped_tileset ();
  g_autoptr(CsTileset) pictured = NULL;
  g_autofree CsGame *g1 = g_new0 (CsGame, 1), *g2 = g_new0 (CsGame, 1);
  g_autofree CsEvents *e1 = g_new0 (CsEvents, 1), *e2 = g_new0 (CsEvents, 1);
  guint named_tiles = 0;

  for (guint i = 0; lines[i]; i++)
    {
      g_string_append_printf (named, "%s\n", lines[i]);
      if (g_str_has_prefix (lines[i], "[Tile "))
        {
          g_string_append (named, "Name=A knight and a pig by the fountain, with two market stalls\n"
                                  "Name[pl]=Rycerz i \xc5\x9bwinia przy fontannie, dwa kramy\n");
          named_tiles++;
        }
    }
  g_assert_cmpuint (named_tiles, ==, CS_NUM_TILES);
  pictured = cs_tileset_new_from_data (named->str, named->len, "pictured.tileset", &error);
  g_assert_no_error (error);
  for (guint t = 0; t < CS_NUM_TILES; t++)
    {
      const CsTile *a = &plain->tiles[t], *b = &pictured->tiles[t];
      g_assert_cmpmem (a->pieces, sizeof a->pieces, b->pieces, sizeof b->pieces);
      g_assert_cmpmem (a->fit, sizeof a->fit, b->fit, sizeof b->fit);
    }
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      CsRng r1 = { seed }, r2 = { seed };

      e1->n = e2->n = 0;
      cs_game_init (g1, board, plain, 0, seed, seed % 2, e1);
      cs_game_init (g2, board, pictured, 0, seed, seed % 2, e2);
      while (!cs_game_over (g1))
        {
          CsMove m1, m2;
          cs_policy_greedy (g1, &r1, &m1);
          cs_policy_greedy (g2, &r2, &m2);
          g_assert_cmpmem (&m1, sizeof m1, &m2, sizeof m2);
          g_assert_true (cs_game_play (g1, &m1, e1, NULL));
          g_assert_true (cs_game_play (g2, &m2, e2, NULL));
          g_assert_cmpmem (e1->ev, e1->n * sizeof e1->ev[0], e2->ev, e2->n * sizeof e2->ev[0]);
          e1->n = e2->n = 0;
        }
      g_assert_true (cs_game_over (g2));
      g_assert_cmpint (g1->player[0].score, ==, g2->player[0].score);
      g_assert_cmpint (g1->player[1].score, ==, g2->player[1].score);
    }
}

/* ---- R-3 ----------------------------------------------------------------- */

static void
test_r3_1 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT);
  CsVerdict v;

  expect_verdict (fx, fx_cell (fx, "E5"), 0, CS_VERDICT_FIRST_TILE, "R-3.1", &v);
  expect_illegal (fx, "E5 0", "R-3.1");
  g_assert_true (cs_game_is_legal (fx->game, fx_cell (fx, "D1"), 0));
}

static void
test_r3_2 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT, COURT);
  CsVerdict v;

  fx_play (fx, "D1 0");
  expect_verdict (fx, fx_cell (fx, "D1"), 0, CS_VERDICT_OCCUPIED, "R-3.2", &v);
  expect_verdict (fx, fx_cell (fx, "E2"), 0, CS_VERDICT_NOT_ADJACENT, "R-3.2", &v);   /* corner to corner */
  expect_illegal (fx, "E2 0", "R-3.2");
  expect_illegal (fx, "D1 0", "R-3.2");
  g_assert_true (cs_game_is_legal (fx->game, fx_cell (fx, "E1"), 0));
}

static void
test_r3_3 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, STRAIGHT, STRAIGHT);
  CsVerdict v;
  g_autofree char *text = NULL;

  fx_play (fx, "D1 0");
  /* C1 turned once: its path would run east into D1's court */
  expect_verdict (fx, fx_cell (fx, "C1"), 1, CS_VERDICT_PATH_BROKEN, "R-3.3", &v);
  g_assert_cmpuint (v.side, ==, CS_EAST);
  g_assert_cmpint (v.neighbour, ==, fx_cell (fx, "D1"));
  g_assert_cmpuint (v.ours, ==, CS_PATH);
  g_assert_cmpuint (v.theirs, ==, CS_COURT);
  text = cs_text_verdict (fx->game, fx_cell (fx, "C1"), 1, &v, CS_THEME_CASTLE);
  g_assert_nonnull (strstr (text, "R-3.3"));
  /* D2 turned once: the court would meet D1's path */
  expect_verdict (fx, fx_cell (fx, "D2"), 1, CS_VERDICT_PATH_BROKEN, NULL, &v);
  g_assert_cmpuint (v.side, ==, CS_NORTH);
  g_assert_cmpuint (v.ours, ==, CS_COURT);
  g_assert_cmpuint (v.theirs, ==, CS_PATH);
  /* a path may run into the plain wall (C1 north) */
  g_assert_true (cs_game_is_legal (fx->game, fx_cell (fx, "C1"), 0));
  expect_illegal (fx, "C1 1", "R-3.3");
}

static void
test_r3_4 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, TE, HN);

  fx_play (fx, "D1 0");
  fx_play (fx, "E1 1");   /* tower side (south after a turn) faces nothing; west court meets court */
  fx_play (fx, "F1 3");   /* house turned to the west meets E1's east court */
  g_assert_cmpuint (fx->game->n_laid, ==, 3);
}

static void
test_r3_5 (void)
{
  g_autoptr(Fx) fx = FX (CURVE);
  CsPlacement pl[CS_MAX_PLACEMENTS];
  guint n = cs_game_placements (fx->game, FALSE, pl), legal = 0, rots = 0;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    for (guint r = 0; r < 4; r++)
      legal += cs_game_is_legal (fx->game, c, r);
  g_assert_cmpuint (n, ==, legal);
  for (guint i = 0; i < n; i++)
    if (pl[i].cell == fx_cell (fx, "D1"))
      rots |= 1 << pl[i].rot;
  /* the curve fits D1 with its path north: turns 0 (N–E) and 1 (E–S: no), 3 (W–N) */
  g_assert_cmpuint (rots, ==, (1 << 0) | (1 << 3));
}

static void
test_r3_6 (void)
{
  /* tile 1 (houses only) fits nowhere: it is removed and the same player draws tile 2 */
  g_autoptr(Fx) fx = FX (HOUSE, SQ);

  g_assert_cmpuint (fx->game->n_removed, ==, 1);
  g_assert_cmpuint (fx->game->current, ==, 1);
  g_assert_cmpuint (fx->game->active, ==, 0);
  g_assert_cmpuint (fx_count (fx, CS_EVENT_TILE_REMOVED), ==, 1);
  g_assert_cmpuint (fx_event (fx, CS_EVENT_TILE_REMOVED, 0)->tile, ==, 0);
  /* and after a move the next unplaceable ones go too, then the game ends */
  fx_play (fx, "D1 0");
  g_assert_true (cs_game_over (fx->game));
  g_assert_cmpuint (fx->game->n_removed, ==, 59);
}

/* ---- R-4 ----------------------------------------------------------------- */

static void
test_r4_1 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, TE, TW, COURT);
  const CsGame *g = fx->game;

  fx_play (fx, "D1 0");
  fx_play (fx, "E1 0");
  fx_play (fx, "F1 0");   /* tower meets tower: one feature */
  g_assert_cmpuint (cs_game_find (g, g->cell_node[fx_cell (fx, "E1")] + 1), ==,
                    cs_game_find (g, g->cell_node[fx_cell (fx, "F1")] + 1));
  fx_play (fx, "E2 0");   /* court meets E1's court: joined; meets nothing else */
  g_assert_cmpuint (cs_game_find (g, g->cell_node[fx_cell (fx, "E1")]), ==,
                    cs_game_find (g, g->cell_node[fx_cell (fx, "E2")]));
}

static void
test_r4_2 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT);
  const CsFeature *f;

  fx_play (fx, "D1 0");
  f = cs_game_feature (fx->game, fx->game->cell_node[fx_cell (fx, "D1")] + 2);
  g_assert_cmpuint (f->type, ==, CS_PATH);
  g_assert_cmpuint (cs_tile_mask_count (&f->tiles), ==, 2);
  g_assert_true ((f->tiles.w[1] >> (CS_START_BIT (0) - 64)) & 1);
}

/* a start space's tower that no tile joins is not a feature: bounding it
 * with a court completes nothing; joining and closing it does */
static void
test_r4_2_lone_start (void)
{
  g_autofree char *board = tc_board_text ("[Start 1]\nCell=D1\nSide=N\nEdge=ttt\nt=tower\n"
                                          "[Start 2]\nCell=J3\nSide=E\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 3]\nCell=J5\nSide=E\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 4]\nCell=F9\nSide=S\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 5]\nCell=A5\nSide=W\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 6]\nCell=B1\nSide=W\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 7]\nCell=I2\nSide=N\nEdge=apb\na=court\np=path\nb=court\n");
  g_autoptr(Fx) bounded = fx_new (board, (const char *const[]) { COURT, NULL }, HOUSE, 0, NULL);
  g_autoptr(Fx) joined = fx_new (board, (const char *const[]) { "Sides=ttt aaa aaa aaa\na=court\nt=tower", NULL },
                                 HOUSE, 0, NULL);
  CsCompletion c[CS_MAX_COMPLETE];

  g_assert_cmpuint (cs_game_completions (bounded->game, fx_cell (bounded, "D1"), 0, -1, c), ==, 0);
  fx_play (bounded, "D1 0");
  g_assert_cmpuint (fx_count (bounded, CS_EVENT_FEATURE_SCORED), ==, 0);

  g_assert_cmpuint (cs_game_completions (joined->game, fx_cell (joined, "D1"), 0, -1, c), ==, 1);
  g_assert_cmpuint (c[0].size, ==, 2);   /* the tile and the start space */
  fx_play (joined, "D1 0");
  g_assert_cmpuint (fx_count (joined, CS_EVENT_FEATURE_SCORED), ==, 1);
}

static void
test_r4_3 (void)
{
  /* the curve's court wraps around: C1 touches D1's big court twice, still size 2 */
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT, COURT);
  const CsFeature *f;

  fx_play (fx, "D1 0");
  fx_play (fx, "C1 0");
  fx_play (fx, "C2 0");
  f = cs_game_feature (fx->game, fx->game->cell_node[fx_cell (fx, "C2")]);
  g_assert_cmpuint (cs_tile_mask_count (&f->tiles), ==, 4);   /* D1 west court, the start's court, C1, C2 */
}

static void
test_r4_4 (void)
{
  g_autofree char *board = tc_board_text ("[Start 1]\nCell=D1\nSide=N\nEdge=apb\na=court markets=1\np=path fountain\nb=court\n"
                                          "[Start 2]\nCell=J3\nSide=E\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 3]\nCell=J5\nSide=E\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 4]\nCell=F9\nSide=S\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 5]\nCell=A5\nSide=W\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 6]\nCell=B1\nSide=W\nEdge=apb\na=court\np=path\nb=court\n"
                                          "[Start 7]\nCell=I2\nSide=N\nEdge=apb\na=court\np=path\nb=court\n");
  g_autoptr(Fx) fx = fx_new (board, (const char *const[]) { STRAIGHT, COURTM, NULL }, HOUSE, 0, NULL);
  const CsGame *g = fx->game;

  fx_play (fx, "D1 0");
  g_assert_true (cs_game_feature (g, g->cell_node[fx_cell (fx, "D1")] + 2)->fountain);  /* from the start space */
  fx_play (fx, "C1 0");
  g_assert_cmpuint (cs_game_feature (g, g->cell_node[fx_cell (fx, "C1")])->markets, ==, 3);   /* 1 + 2 */
}

static void
test_r4_5 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, INNER, STRAIGHT, DEAD);
  const CsGame *g = fx->game;

  fx_play (fx, "D1 0");
  g_assert_cmpuint (cs_game_feature (g, g->cell_node[fx_cell (fx, "D1")] + 2)->open, ==, 1);
  fx_play (fx, "D2 0");   /* its inner tower is complete when laid */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_FEATURE_SCORED), ==, 1);
  g_assert_cmpuint (fx_event (fx, CS_EVENT_FEATURE_SCORED, 0)->ftype, ==, CS_TOWER);
  fx_play (fx, "D3 0");
  fx_play (fx, "D4 0");   /* the path ends at a building: complete */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_FEATURE_SCORED), ==, 1);
  g_assert_cmpuint (fx_event (fx, CS_EVENT_FEATURE_SCORED, 0)->size, ==, 5);
}

static void
check_no_court_scored (const CsGame *b, const CsGame *a, const CsMove *m, const CsEvents *ev)
{
  for (guint i = 0; i < ev->n; i++)
    {
      if (ev->ev[i].type == CS_EVENT_FEATURE_SCORED)
        g_assert_cmpuint (ev->ev[i].ftype, !=, CS_COURT);
      /* merchants never come back */
      if (ev->ev[i].type == CS_EVENT_FOLLOWER_RETURNED)
        g_assert_cmpuint (ev->ev[i].ftype, !=, CS_COURT);
    }
}

static void
test_r4_6 (void)
{
  sweep (check_no_court_scored);
}

/* ---- R-5 ----------------------------------------------------------------- */

/* CsMoveIter yields, for every placement in order, the move without a
 * follower and then one per open spot, in piece order: the
 * same set cs_game_open_spots gives, and every move is legal */
static void
test_r5_move_iter (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  guint positions = 0, moves = 0;

  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autofree CsGame *g = g_new0 (CsGame, 1);
      CsRng rng = { seed };

      cs_game_init (g, board, tileset, 0, seed, seed % 2, NULL);
      while (!cs_game_over (g))
        {
          CsPlacement pl[CS_MAX_PLACEMENTS];
          guint np = cs_game_placements (g, TRUE, pl), k = 0;
          CsMoveIter it;
          CsMove m;
          const CsSpot *spot;

          cs_move_iter_init (&it, g, pl, np);
          for (guint i = 0; i < np; i++)
            {
              guint8 open[CS_MAX_PIECES];
              guint n_open = cs_game_open_spots (g, pl[i].cell, pl[i].rot, open);

              for (int j = -1; j < (int) n_open; j++)
                {
                  g_autoptr(GError) error = NULL;

                  g_assert_true (cs_move_iter_next (&it, &m, &spot));
                  g_assert_cmpuint (m.cell, ==, pl[i].cell);
                  g_assert_cmpuint (m.rot, ==, pl[i].rot);
                  g_assert_cmpint (m.follower, ==, j < 0 ? -1 : open[j]);
                  g_assert_true ((spot == NULL) == (j < 0));
                  if (spot != NULL)
                    {
                      g_assert_cmpuint (spot->piece, ==, open[j]);
                      g_assert_cmpuint (spot->state, ==, CS_SPOT_OPEN);
                    }
                  cs_game_default_move (g, &m);
                  if (!cs_game_check_move (g, &m, &error))
                    g_error ("seed %u: %s", seed, error->message);
                  k++;
                }
            }
          g_assert_false (cs_move_iter_next (&it, &m, &spot));
          positions++;
          moves += k;

          cs_move_init (&m, 0, 0, -1);
          cs_policy_random (g, &rng, &m);
          g_assert_true (cs_game_play (g, &m, NULL, NULL));
        }
    }
  g_test_message ("%u positions, %u moves", positions, moves);
  g_assert_cmpuint (positions, >, 500);
}

static void
test_r5_1 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT);
  CsSpot spots[CS_MAX_PIECES];
  guint n = cs_game_spots (fx->game, fx_cell (fx, "D1"), 0, spots);

  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (spots[i].state, ==, CS_SPOT_OPEN);
  g_assert_cmpstr (cs_role_name (CS_PATH), ==, "herald");
  g_assert_cmpstr (cs_role_name (CS_TOWER), ==, "knight");
  g_assert_cmpstr (cs_role_name (CS_HOUSE), ==, "squire");
  g_assert_cmpstr (cs_role_name (CS_COURT), ==, "merchant");
  fx_play (fx, "D1 0 follower=p");
  g_assert_cmpuint (fx_event (fx, CS_EVENT_FOLLOWER_PLACED, 0)->ftype, ==, CS_PATH);
  g_assert_cmpuint (cs_game_supply (fx->game, 0), ==, 5);
  g_assert_cmpuint (cs_game_feature (fx->game, fx->game->player[0].follower[0])->followers[0], ==, 1);
}

static void
test_r5_2 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, STRAIGHT, STRAIGHT);
  CsSpot spots[CS_MAX_PIECES];

  fx_play (fx, "D1 0 follower=p");
  cs_game_spots (fx->game, fx_cell (fx, "D2"), 0, spots);
  g_assert_cmpint (spots[2].state, ==, CS_SPOT_OCCUPIED);
  g_assert_cmpint (spots[2].holder, ==, 0);
  g_assert_cmpuint (spots[2].holder_cell, ==, fx_cell (fx, "D1"));
  g_assert_cmpint (spots[0].state, ==, CS_SPOT_OPEN);
  expect_illegal (fx, "D2 0 follower=p", "R-5.2");
  fx_play (fx, "D2 0 follower=a");
}

static void
test_r5_3 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, STRAIGHT);
  CsSpot spots[CS_MAX_PIECES];

  fx_play (fx, "D1 0");
  /* put all six of player 2's followers out (on D1's west court) */
  for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
    fx->game->player[1].follower[i] = fx->game->cell_node[fx_cell (fx, "D1")];
  cs_game_spots (fx->game, fx_cell (fx, "E1"), 3, spots);
  g_assert_cmpint (spots[1].state, ==, CS_SPOT_NO_SUPPLY);
  expect_illegal (fx, "D2 0 follower=b", "R-5.3");
}

static void
test_r5_4 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, TE, COURT, COURT, TW, "Sides=aaa aaa ttt ttt\na=court\nt=tower");
  CsCompletion c[CS_MAX_COMPLETE];

  fx_play (fx, "D1 0");
  fx_play (fx, "E1 0 follower=t");
  fx_play (fx, "E2 0");
  fx_play (fx, "C1 0");
  fx_play (fx, "F2 1 follower=t");
  g_assert_cmpuint (cs_game_completions (fx->game, fx_cell (fx, "F1"), 0, -1, c), ==, 1);
  g_assert_cmpuint (c[0].followers[0], ==, 1);
  g_assert_cmpuint (c[0].followers[1], ==, 1);
  g_assert_cmpint (c[0].scorer, ==, -1);
}

static void
test_r5_5 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);

  fx_play (fx, "D1 0 follower=a");
  fx_last_move (fx, "C1 0");
  g_assert_cmpuint (fx->game->player[0].follower[0], !=, CS_NONE);   /* the merchant stays */
  sweep (check_no_court_scored);
}

/* ---- R-6 ----------------------------------------------------------------- */

static gint8
majority (const guint8 *f)
{
  return f[0] > f[1] ? 0 : f[1] > f[0] ? 1 : -1;
}

static void
check_scoring (const CsGame *b, const CsGame *a, const CsMove *m, const CsEvents *ev)
{
  gboolean opponent_seen = FALSE;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      if (e->type != CS_EVENT_FEATURE_SCORED)
        continue;
      /* */
      g_assert_cmpint (e->player, ==, majority (e->followers));
      if (e->player < 0)
        g_assert_cmpint (e->points, ==, 0);
      else
        {
          /* with R-8.2/8.3 boosts counted in e->count */
          guint per = e->ftype == CS_TOWER ? 2 : 1;
          if (e->ftype == CS_PATH)
            g_assert_true (e->per_unit == 1 || e->per_unit == 2);
          else
            g_assert_cmpuint (e->per_unit, ==, per * (1 + e->count));
          g_assert_cmpint (e->points, ==, e->size * e->per_unit);
          /* the active player's features first */
          if (e->player != b->active)
            opponent_seen = TRUE;
          else
            g_assert_false (opponent_seen);
        }
    }
}

static void
test_r6_1 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, DEAD);

  fx_play (fx, "D1 0");
  fx_play (fx, "C1 0");   /* a one-tile path against the wall: complete, nobody in it */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_FEATURE_SCORED), ==, 1);
  g_assert_cmpint (fx_event (fx, CS_EVENT_FEATURE_SCORED, 0)->player, ==, -1);
  g_assert_true (cs_game_feature (fx->game, fx->game->cell_node[fx_cell (fx, "C1")] + 1)->scored);
  sweep (check_scoring);
}

static void
test_r6_2 (void)
{
  sweep (check_scoring);
}

static void
test_r6_3 (void)
{
  g_autoptr(Fx) fx = FX (FOUNT, STRAIGHT, DEAD);

  fx_play (fx, "D1 0 follower=p");
  fx_play (fx, "D2 0");
  fx_play (fx, "D3 0");
  g_assert_cmpint (fx_event (fx, CS_EVENT_FEATURE_SCORED, 0)->per_unit, ==, 2);
  g_assert_cmpint (fx->game->player[0].score, ==, 8);
  sweep (check_scoring);
}

static void
test_r6_4 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, TE, TW);

  fx_play (fx, "D1 0");
  fx_play (fx, "E1 0");
  fx_play (fx, "F1 0 follower=t");   /* fast points */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_FOLLOWER_PLACED), ==, 1);
  g_assert_cmpuint (fx_count (fx, CS_EVENT_FOLLOWER_RETURNED), ==, 1);
  g_assert_cmpint (fx->game->player[0].score, ==, 4);
  g_assert_cmpuint (cs_game_supply (fx->game, 0), ==, 6);
}

static void
test_r6_5 (void)
{
  /* White's herald on D1's path, Black's on C1–C2; the square White lays at
   * D2 closes both: White's is scored first, a custom order naming Black's
   * first is refused */
  g_autoptr(Fx) fx = FX (STRAIGHT, STRAIGHT, CURVE, STRAIGHT, SQ);
  CsCompletion c[CS_MAX_COMPLETE];

  fx_play (fx, "D1 0 follower=p");    /* White: path start+D1, open south */
  fx_play (fx, "C1 0 follower=p");    /* Black: path C1 from the wall, open south */
  fx_play (fx, "C2 0");               /* White: curve north–east */
  fx_play (fx, "A5 1");               /* Black */
  g_assert_cmpuint (cs_game_completions (fx->game, fx_cell (fx, "D2"), 0, -1, c), ==, 2);
  g_assert_cmpint (c[0].scorer, ==, 0);
  g_assert_cmpint (c[1].scorer, ==, 1);
  expect_illegal (fx, "D2 0 order=1,0", "R-6.5");
  expect_illegal (fx, "D2 0 order=0", "R-6.5");
  fx_play (fx, "D2 0 order=0,1");
  g_assert_cmpint (fx_event (fx, CS_EVENT_MARKER_MOVED, 0)->player, ==, 0);
  g_assert_cmpint (fx_event (fx, CS_EVENT_MARKER_MOVED, 1)->player, ==, 1);
  sweep (check_scoring);
}

static void
test_r6_6 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, HN, COURT, "Sides=hhh aaa hhh bbb\na=court\nb=court\nh=house", COURT, HN);

  fx_play (fx, "D1 0");
  fx_play (fx, "C1 0 follower=h");      /* Black: house of 1, keep placed */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_KEEP_PLACED), ==, 1);
  g_assert_cmpuint (fx->game->player[1].keep_size, ==, 1);
  fx_play (fx, "E1 0");
  fx_play (fx, "F1 0 follower=h");      /* Black: house band, open south */
  fx_play (fx, "E2 0");
  fx_play (fx, "F2 0");                 /* Black closes it: house of 2, keep moves */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_KEEP_MOVED), ==, 1);
  g_assert_cmpuint (fx->game->player[1].keep_size, ==, 2);
  g_assert_cmpuint (fx->game->player[1].keep_cell, ==, fx_cell (fx, "F1"));
}

static void
test_r6_6_tie (void)
{
  /* Black's squire on E1's house, White's on D2's; White's tile at E2 joins
   * and completes both: a house of 3 with one squire each. Nobody scores it
   * and nobody gets the keep; both squires come back. */
  g_autoptr(Fx) fx = FX (STRAIGHT, HN, "Sides=apb hhh bpa aaa\na=court\nb=court\np=path\nh=house", STRAIGHT,
                         "Sides=hhh aaa aaa hhh\na=court\nh=house");
  const CsEvent *e;

  fx_play (fx, "D1 0");
  fx_play (fx, "E1 2 follower=h");     /* Black: house open to the south */
  fx_play (fx, "D2 0 follower=h");     /* White: house open to the east */
  fx_play (fx, "A5 1");                /* Black */
  fx_play (fx, "E2 0");                /* White closes both into one */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_FEATURE_SCORED), ==, 1);
  e = fx_event (fx, CS_EVENT_FEATURE_SCORED, 0);
  g_assert_cmpuint (e->ftype, ==, CS_HOUSE);
  g_assert_cmpuint (e->size, ==, 3);
  g_assert_cmpuint (e->followers[0], ==, 1);
  g_assert_cmpuint (e->followers[1], ==, 1);
  g_assert_cmpint (e->player, ==, -1);
  g_assert_cmpuint (fx_count (fx, CS_EVENT_KEEP_PLACED) + fx_count (fx, CS_EVENT_KEEP_MOVED), ==, 0);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (fx->game->player[p].keep_node, ==, CS_NONE);
      g_assert_cmpuint (cs_game_supply (fx->game, p), ==, CS_NUM_FOLLOWERS);
    }
}

/* ---- R-7 ----------------------------------------------------------------- */

static Fx *
tower_fx (guint variants, int score0, const guint8 *wall)
{
  Fx *fx = fx_new (NULL, (const char *const[]) { STRAIGHT, TE, TW, COURT, COURT, TE, TW, NULL }, HOUSE, variants, wall);
  fx->game->player[0].score = score0;
  fx_play (fx, "D1 0");
  fx_play (fx, "E1 0");
  return fx;
}

static void
test_r7_1 (void)
{
  g_autoptr(Fx) fx = tower_fx (0, 129, NULL);

  fx_play (fx, "F1 0 follower=t");   /* 129 + 4 = 133: stops on 33 of the second lap */
  g_assert_cmpint (fx->game->player[0].score, ==, 133);
  g_assert_cmpuint (fx_count (fx, CS_EVENT_WALL_TILE_TAKEN), ==, 1);
}

static void
test_r7_2 (void)
{
  g_autoptr(Fx) stop = tower_fx (0, 29, NULL);
  g_autoptr(Fx) pass = tower_fx (0, 31, NULL);
  g_autoptr(Fx) stop32 = tower_fx (0, 28, NULL);

  int corner = stop->board->tower_at_space[33];
  guint kind = stop->game->wall_kind[corner];

  g_assert_cmpuint (kind, >, 0);
  fx_play (stop, "F1 0 follower=t");
  g_assert_cmpuint (fx_count (stop, CS_EVENT_WALL_TILE_TAKEN), ==, 1);
  g_assert_cmpuint (stop->game->player[0].held[kind], ==, 1);
  g_assert_true (stop->game->wall_revealed[corner]);
  g_assert_cmpuint (stop->game->wall_kind[corner], ==, 0);
  fx_play (stop32, "F1 0 follower=t");
  g_assert_cmpuint (fx_count (stop32, CS_EVENT_WALL_TILE_TAKEN), ==, 1);
  fx_play (pass, "F1 0 follower=t");
  g_assert_cmpuint (fx_count (pass, CS_EVENT_WALL_TILE_TAKEN), ==, 0);
  g_assert_cmpuint (fx_count (pass, CS_EVENT_WALL_TILE_PASSED), ==, 1);
  g_assert_cmpuint (pass->game->wall_kind[corner], ==, kind);   /* still there */
}

static void
test_r7_3 (void)
{
  /* Black's herald on C1; White's square at C2 finishes it: Black 16 -> 18 */
  g_autoptr(Fx) fx = FX (STRAIGHT, STRAIGHT, SQ);

  fx->game->player[1].score = 16;
  fx_play (fx, "D1 0");
  fx_play (fx, "C1 0 follower=p");
  fx_play (fx, "C2 0");
  g_assert_cmpuint (fx_count (fx, CS_EVENT_WALL_TILE_TAKEN), ==, 1);
  g_assert_cmpint (fx_event (fx, CS_EVENT_WALL_TILE_TAKEN, 0)->player, ==, 1);
  g_assert_cmpuint (fx->game->player[1].held[1], ==, 1);
}

static void
test_r7_4 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT, DEAD, COURT, COURT, COURT);

  fx->game->player[0].score = 17;
  fx_play (fx, "D1 0");                   /* White */
  fx_play (fx, "E1 0");                   /* Black */
  g_assert_false (cs_game_wall_usable (fx->game, 0, CS_WALL_EXTRA_TURN));
  expect_illegal (fx, "C1 0 follower=p extra", "R-8.1");   /* won in this very turn */
  fx_play (fx, "C1 0 follower=p");        /* White: 17 + 1 = 18, takes tile 1 */
  g_assert_cmpuint (fx->game->player[0].held[1], ==, 1);
  g_assert_false (cs_game_wall_usable (fx->game, 1, CS_WALL_EXTRA_TURN));
  expect_illegal (fx, "F1 0 extra", "R-8.1");           /* not in the opponent's turn */
  fx_play (fx, "F1 0");                   /* Black */
  g_assert_true (cs_game_wall_usable (fx->game, 0, CS_WALL_EXTRA_TURN));
  fx_play (fx, "G1 0 extra");             /* White uses it */
  g_assert_cmpuint (fx_count (fx, CS_EVENT_WALL_TILE_USED), ==, 1);
  g_assert_cmpuint (fx_count (fx, CS_EVENT_EXTRA_TURN), ==, 1);
  g_assert_cmpuint (fx->game->active, ==, 0);
  g_assert_cmpuint (fx->game->player[0].held[1], ==, 0);
}

static void
test_r7_5 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);
  g_autoptr(Fx) open = FXV (CS_VARIANT_V4_OPEN_WALL_TILES, STRAIGHT, COURT);

  fx_play (fx, "D1 0");
  fx_last_move (fx, "C1 0");
  g_assert_cmpuint (fx_count (fx, CS_EVENT_WALL_TILE_DISCARDED), ==, 13);
  for (guint i = 0; i < 13; i++)
    g_assert_cmpuint (fx_event (fx, CS_EVENT_WALL_TILE_DISCARDED, i)->kind, ==, 0);   /* unseen */
  for (guint c = 0; c < CS_NUM_CORNERS; c++)
    g_assert_cmpuint (fx->game->wall_kind[c], ==, 0);
  fx_play (open, "D1 0");
  fx_last_move (open, "C1 0");
  g_assert_cmpuint (fx_event (open, CS_EVENT_WALL_TILE_DISCARDED, 0)->kind, !=, 0);
}

/* ---- R-8 ----------------------------------------------------------------- */

static void
test_r8_1 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);

  fx->game->player[0].held[1] = 1;
  fx->game->pile_pos = CS_NUM_TILES;   /* the pile is empty: no extra turn */
  expect_illegal (fx, "D1 0 extra", "R-8.1");
  fx->game->pile_pos = 1;
  fx_play (fx, "D1 0 extra");
  g_assert_cmpuint (fx->game->active, ==, 0);
  g_assert_true (fx->game->extra_turn);
}

static void
boost_tower (guint copies, int points)
{
  g_autoptr(Fx) fx = tower_fx (0, 0, NULL);

  fx->game->player[0].held[2] = copies;
  fx_play (fx, "F1 0 follower=t");
  g_assert_cmpint (fx->game->player[0].score, ==, points);
  g_assert_cmpuint (fx->game->player[0].held[2], ==, 0);
}

static void
test_r8_2 (void)
{
  boost_tower (1, 8);
  boost_tower (2, 12);
  {
    /* not on a tower the holder does not win */
    g_autoptr(Fx) fx = tower_fx (0, 0, NULL);
    fx->game->player[0].held[2] = 1;
    expect_illegal (fx, "F1 0 boost=1", "R-8.2");
  }
}

static void
test_r8_3 (void)
{
  for (guint copies = 0; copies <= 2; copies++)
    {
      g_autoptr(Fx) fx = FX (STRAIGHT, HN);
      fx->game->player[1].held[3] = copies;
      fx_play (fx, "D1 0");
      fx_play (fx, "C1 0 follower=h");
      g_assert_cmpint (fx->game->player[1].score, ==, 1 + copies);
      g_assert_cmpuint (fx->game->player[1].keep_size, ==, 1);   /* unchanged */
    }
}

static int
unfinished (guint kind, guint copies, guint variants, const char *tile, const char *move)
{
  g_autoptr(Fx) fx = FXV (variants, tile, COURT);

  fx->game->player[0].held[kind] = copies;
  fx_play (fx, move);
  fx_last_move (fx, "C1 0");
  return fx->game->player[0].score;
}

static void
test_r8_4 (void)
{
  g_assert_cmpint (unfinished (4, 1, 0, FOUNT, "D1 0 follower=p"), ==, 2);   /* 1 per tile with a fountain */
  g_assert_cmpint (unfinished (4, 0, 0, FOUNT, "D1 0 follower=p"), ==, 0);
}

static void
test_v1 (void)
{
  g_assert_cmpint (unfinished (4, 1, CS_VARIANT_V1_FOUNTAIN_UNFINISHED, FOUNT, "D1 0 follower=p"), ==, 4);
  g_assert_cmpint (unfinished (4, 1, CS_VARIANT_V1_FOUNTAIN_UNFINISHED, STRAIGHT, "D1 0 follower=p"), ==, 2);
}

#define PT "Sides=apb ttt bpa aaa\na=court\nb=court\np=path\nt=tower"
#define PH "Sides=apb hhh bpa aaa\na=court\nb=court\np=path\nh=house"

static void
test_r8_5 (void)
{
  g_assert_cmpint (unfinished (5, 1, 0, PT, "D1 0 follower=t"), ==, 2);
}

static void
test_r8_6 (void)
{
  g_assert_cmpint (unfinished (6, 1, 0, PH, "D1 0 follower=h"), ==, 1);
}

static int
markets (guint copies)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURTM);

  fx->game->player[0].held[7] = copies;
  fx_play (fx, "D1 0 follower=a");
  fx_last_move (fx, "C1 0");
  g_assert_cmpuint (final_line (fx, CS_LINE_COURT, 0)->size, ==, 2);
  return fx->game->player[0].score;
}

static void
test_r8_7 (void)
{
  g_assert_cmpint (markets (0), ==, 6);
  g_assert_cmpint (markets (1), ==, 8);
  g_assert_cmpint (markets (2), ==, 16);
}

static int
keep_line (int keep0, int keep1, guint bigger0)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);
  const CsEvent *e;

  if (keep0 >= 0)
    {
      fx->game->player[0].keep_node = 0;
      fx->game->player[0].keep_size = keep0;
    }
  if (keep1 >= 0)
    {
      fx->game->player[1].keep_node = 0;
      fx->game->player[1].keep_size = keep1;
    }
  fx->game->player[0].held[8] = bigger0;
  fx_play (fx, "D1 0");
  fx_last_move (fx, "C1 0");
  e = final_line (fx, CS_LINE_KEEP, 0);
  g_assert_nonnull (e);
  if (e->player >= 0)
    g_assert_cmpint (e->points, ==, CS_NUM_CELLS - 2);
  else
    g_assert_cmpint (e->points, ==, 0);
  return e->player;
}

static void
test_r8_8 (void)
{
  g_assert_cmpint (keep_line (1, 2, 0), ==, 1);
  g_assert_cmpint (keep_line (1, 2, 1), ==, 0);    /* 1 + 2 > 2 */
  g_assert_cmpint (keep_line (1, 3, 1), ==, -1);   /* 3 = 3 */
  g_assert_cmpint (keep_line (-1, -1, 1), ==, -1); /* no keep: tile 8 makes none */
  g_assert_cmpint (keep_line (-1, 2, 2), ==, 1);
}

static void
test_r8_9 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);

  fx->game->player[1].held[9] = 2;
  fx_play (fx, "D1 0");
  fx_last_move (fx, "C1 0");
  g_assert_cmpint (fx->game->player[1].score, ==, 10);
}

static void
test_r8_10 (void)
{
  g_assert_cmpint (unfinished (5, 2, 0, PT, "D1 0 follower=t"), ==, 4);   /* both on the one tower */
}

static void
test_r8_11 (void)
{
  /* White's heralds: path start+D1+D2 (3) and start+A5 (2); tile 4 takes the larger */
  g_autoptr(Fx) fx = FX (STRAIGHT, STRAIGHT, STRAIGHT);
  const CsEvent *e;

  fx->game->player[0].held[4] = 1;
  fx_play (fx, "D1 0 follower=p");
  fx_play (fx, "D2 0");
  fx_last_move (fx, "A5 1 follower=p");
  e = final_line (fx, CS_LINE_WALL_TILE, 0);
  g_assert_cmpint (e->player, ==, 0);
  g_assert_cmpuint (e->wall, ==, 4);
  g_assert_cmpint (e->points, ==, 3);
  g_assert_cmpint (fx->game->player[0].score, ==, 3);
  g_assert_cmpint (fx->game->player[1].score, ==, 0);
}

/* ---- R-9 ----------------------------------------------------------------- */

static void
check_end (const CsGame *b, const CsGame *a, const CsMove *m, const CsEvents *ev)
{
  gboolean final = FALSE;
  guint last_kind = 0;

  if (!cs_game_over (a))
    {
      g_assert_cmpuint (a->n_laid + a->n_removed + 1 + cs_game_tiles_left (a), ==, CS_NUM_TILES);
      return;
    }
  g_assert_cmpuint (a->n_laid + a->n_removed, ==, CS_NUM_TILES);   /* */
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      if (e->type == CS_EVENT_WALL_TILE_DISCARDED || e->type == CS_EVENT_FINAL_LINE)
        final = TRUE;
      if (final)
        g_assert_cmpuint (e->type, !=, CS_EVENT_WALL_TILE_TAKEN);   /* */
      if (e->type == CS_EVENT_FINAL_LINE)
        {
          guint order = e->kind == CS_LINE_KEEP ? 0 : e->kind == CS_LINE_COURT ? 1 : 2;
          g_assert_cmpuint (order, >=, last_kind);   /* then 9.4, then 9.5 */
          last_kind = order;
        }
      if (e->type == CS_EVENT_GAME_OVER)   /* */
        g_assert_cmpint (e->player, ==, a->player[0].score > a->player[1].score ? 0
                         : a->player[1].score > a->player[0].score ? 1 : -1);
    }
  for (guint c = 0; c < CS_NUM_CORNERS; c++)
    g_assert_cmpuint (a->wall_kind[c], ==, 0);   /* */
}

static void
test_r9_1 (void)
{
  sweep (check_end);
}

static void
test_r9_2 (void)
{
  /* White ends on 3 + 15 = 18, a tower still holding a tile: nothing is taken */
  g_autoptr(Fx) fx = FX (STRAIGHT, "Sides=aaa aaa aaa aaa\na=court markets=5");

  fx->game->player[0].score = 3;
  fx_play (fx, "D1 0 follower=a");
  fx_last_move (fx, "C1 0");
  g_assert_cmpint (fx->game->player[0].score, ==, 18);
  g_assert_cmpuint (fx_count (fx, CS_EVENT_WALL_TILE_TAKEN), ==, 0);
  g_assert_cmpuint (fx->game->player[0].held[1], ==, 0);
  sweep (check_end);
}

static void
test_r9_3 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);

  g_assert_cmpint (keep_line (3, -1, 0), ==, 0);
  g_assert_cmpint (keep_line (2, 2, 0), ==, -1);
  g_assert_cmpint (keep_line (-1, -1, 0), ==, -1);
  /* start spaces are not cells: with D1 and C1 laid the region is 74 */
  fx_play (fx, "D1 0");
  fx_play (fx, "C1 0");
  g_assert_cmpuint (cs_game_empty_region (fx->game), ==, CS_NUM_CELLS - 2);
}

static void
test_r9_4 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURTM);

  fx_play (fx, "D1 0 follower=a");
  /* a tie in the court: give Black a merchant in it too */
  fx->game->feat[cs_game_find (fx->game, fx->game->cell_node[fx_cell (fx, "D1")])].followers[1] = 1;
  fx_last_move (fx, "C1 0");
  g_assert_cmpint (final_line (fx, CS_LINE_COURT, 0)->player, ==, -1);
  g_assert_cmpint (fx->game->player[0].score + fx->game->player[1].score, ==, 0);
  g_assert_cmpint (markets (0), ==, 6);
}

static void
test_r9_5 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURTM);

  fx->game->player[0].held[9] = 1;
  fx->game->player[0].held[4] = 1;
  fx_play (fx, "D1 0 follower=a");
  fx_last_move (fx, "C1 0");
  /* keep line, then the court, then the wall tiles */
  g_assert_cmpuint (final_line (fx, CS_LINE_WALL_TILE, 0)->wall, ==, 4);
  g_assert_cmpuint (final_line (fx, CS_LINE_WALL_TILE, 1)->wall, ==, 9);
  g_assert_cmpint (fx->game->player[0].score, ==, 6 + 0 + 5);
  sweep (check_end);
}

static void
test_r9_6 (void)
{
  g_assert_cmpint (unfinished (5, 0, 0, PT, "D1 0 follower=t"), ==, 0);
  g_assert_cmpint (unfinished (6, 0, 0, PH, "D1 0 follower=h"), ==, 0);
  g_assert_cmpint (unfinished (4, 0, 0, STRAIGHT, "D1 0 follower=p"), ==, 0);
}

static void
test_r9_7 (void)
{
  g_autoptr(Fx) fx = FX (STRAIGHT, COURT);

  fx->game->player[0].score = 7;
  fx->game->player[1].score = 7;
  fx_play (fx, "D1 0");
  fx_last_move (fx, "C1 0");
  g_assert_cmpint (fx_event (fx, CS_EVENT_GAME_OVER, 0)->player, ==, -1);   /* shared victory */
  sweep (check_end);
}

static void
test_r9_8 (void)
{
  test_r9_2 ();
}

/* ---- R-12 ------------------------------------------------------ */

static void
test_r10 (void)
{
  static const guint zamek[CS_NUM_WALL_KINDS + 1] = { 0, 1, 3, 2, 9, 8, 7, 4, 5, 6 };

  for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
    {
      g_assert_cmpuint (cs_wall_number (k, CS_THEME_CASTLE), ==, k);
      g_assert_cmpuint (cs_wall_number (k, CS_THEME_ZAMEK), ==, zamek[k]);
      g_assert_nonnull (cs_text_wall_name (k, CS_THEME_ZAMEK));
    }
  g_assert_cmpuint (cs_wall_number (CS_WALL_TOWER_X2, CS_THEME_ZAMEK), ==, 3);
  g_assert_cmpuint (cs_wall_number (CS_WALL_FIVE_POINTS, CS_THEME_ZAMEK), ==, 6);
  for (guint t = 0; t < CS_N_FEATURE_TYPES; t++)
    g_assert_nonnull (cs_text_feature (t, CS_THEME_ZAMEK));
  g_assert_cmpstr (cs_text_feature (CS_TOWER, CS_THEME_CASTLE), !=, cs_text_feature (CS_TOWER, CS_THEME_ZAMEK));
}

/* A word of the other theme in @text: the Castle's names for features,
 * followers and markers in a Zamek sentence or Zamek's in a Castle one.
 * The wall's corner towers keep their name in both. */
static const char *
foreign_word (const char *text, CsTheme theme)
{
  static const char *const castle[] = { "path", "knight", "merchant", "court", "market", "keep",
                                        "wall tile", "square", NULL };
  static const char *const zamek[] = { "road", "pigsty", "farmer", "monk", "meadow", "shrine", "family house",
                                       "stocks", "wall token", NULL };
  const char *const *words = theme == CS_THEME_ZAMEK ? castle : zamek;
  g_autoptr(GRegex) tower = g_regex_new ("\\btowers?\\b(?! space)", 0, 0, NULL);
  g_autofree char *lower = g_utf8_strdown (text, -1);
  g_autoptr(GMatchInfo) info = NULL;

  for (guint i = 0; words[i]; i++)
    if (strstr (lower, words[i]))
      return words[i];
  if (theme == CS_THEME_ZAMEK && g_regex_match (tower, lower, 0, &info))
    {
      /* "corner tower" and "tower space" are the wall's */
      gint start = 0;
      g_match_info_fetch_pos (info, 0, &start, NULL);
      if (start < 7 || strncmp (lower + start - 7, "corner ", 7) != 0)
        return "tower";
    }
  return NULL;
}

/* R-10 by play: seeded games told in both themes; every sentence uses its
 * theme's names only, and a wall tile is named by its theme's number */
static void
test_r10_play (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  const char *const names[] = { "Ada", "Bo" };
  guint told[2] = { 0, 0 }, numbered = 0;

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      CsRng rng = { seed };

      ev->n = 0;
      cs_game_init (g, board, tileset, seed % 2 ? CS_VARIANT_V1_FOUNTAIN_UNFINISHED : 0, seed, 0, ev);
      while (TRUE)
        {
          for (CsTheme th = CS_THEME_CASTLE; th <= CS_THEME_ZAMEK; th++)
            for (guint i = 0; i < ev->n;)
              {
                const CsEvent *e = &ev->ev[i];
                g_autofree char *text = cs_text_events_next (g, ev, &i, th, names);
                const char *w = foreign_word (text, th);
                if (w)
                  g_error ("seed %u, %s theme: “%s” says “%s”", seed, th == CS_THEME_ZAMEK ? "Zamek" : "Castle", text, w);
                told[th]++;
                if (e->type == CS_EVENT_WALL_TILE_TAKEN)
                  {
                    g_autofree char *number = g_strdup_printf (" %u, ", cs_wall_number (e->kind, th));
                    g_assert_nonnull (strstr (text, number));
                    numbered += th == CS_THEME_ZAMEK && cs_wall_number (e->kind, th) != e->kind;
                  }
              }
          if (cs_game_over (g))
            break;
          {
            CsMove m;
            cs_policy_greedy (g, &rng, &m);
            ev->n = 0;
            g_assert_true (cs_game_play (g, &m, ev, NULL));
          }
        }
    }
  g_assert_cmpuint (told[CS_THEME_ZAMEK], >, 1000);
  g_assert_cmpuint (numbered, >, 0);
}

static void
test_v2 (void)
{
  /* White has heralds on two paths the square at D2 closes: 12 -> 15 -> 18.
   * Normally the stop on 15 takes tower 15/16's tile and 18 takes 18/19's;
   * with V-2 only where the marker ends (18) counts. */
  for (guint v = 0; v < 2; v++)
    {
      g_autoptr(Fx) fx = FXV (v ? CS_VARIANT_V2_END_OF_TURN_PICKUP : 0,
                              STRAIGHT, STRAIGHT, STRAIGHT, STRAIGHT, CURVE, STRAIGHT, SQ);
      fx->game->player[0].score = 12;
      fx_play (fx, "D1 0 follower=p");   /* W: start+D1 */
      fx_play (fx, "A5 1");              /* B */
      fx_play (fx, "C1 0 follower=p");   /* W: C1, open south */
      fx_play (fx, "B5 1");              /* B */
      fx_play (fx, "C2 0");              /* W: curve north–east */
      fx_play (fx, "C5 1");              /* B */
      fx_play (fx, "D2 0");              /* W: closes both */
      g_assert_cmpint (fx->game->player[0].score, ==, 18);
      g_assert_cmpuint (fx_count (fx, CS_EVENT_WALL_TILE_TAKEN), ==, v ? 1 : 2);
      g_assert_cmpuint (fx_event (fx, CS_EVENT_WALL_TILE_TAKEN, v ? 0 : 1)->corner, ==, 2);
      /* the log says what happened: with V-2 the marker stopped on 15
       * and left the tile there; it passed nothing */
      {
        static const char *const names[] = { "White", "Black" };
        gboolean said_stop = FALSE;

        for (guint i = 0; i < fx->ev.n; i++)
          {
            g_autofree char *text = cs_text_event (fx->game, &fx->ev.ev[i], CS_THEME_CASTLE, names);
            g_test_message ("%s", text);
            g_assert_null (strstr (text, "without stopping"));
            said_stop |= strstr (text, "stops on the corner tower at 15/16") != NULL && strstr (text, "V-2") != NULL;
          }
        g_assert_true (said_stop == (v == 1));
      }
    }
}

static void
test_v3 (void)
{
  for (guint v = 0; v < 2; v++)
    {
      g_autoptr(Fx) fx = FXV (v ? CS_VARIANT_V3_IMMEDIATE_EXTRA : 0, STRAIGHT, COURT, DEAD, COURT, COURT);
      fx->game->player[0].score = 17;
      fx_play (fx, "D1 0");
      fx_play (fx, "E1 0");
      if (v)
        {
          fx_play (fx, "C1 0 follower=p extra");   /* won and used in one turn */
          g_assert_cmpuint (fx->game->active, ==, 0);
          g_assert_cmpuint (fx_count (fx, CS_EVENT_EXTRA_TURN), ==, 1);
        }
      else
        expect_illegal (fx, "C1 0 follower=p extra", "R-8.1");
    }
}

static void
test_v4 (void)
{
  g_autoptr(Fx) open = FXV (CS_VARIANT_V4_OPEN_WALL_TILES, STRAIGHT);
  g_autoptr(Fx) closed = FX (STRAIGHT);

  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    {
      g_assert_true (open->game->wall_revealed[c]);
      g_assert_false (closed->game->wall_revealed[c]);
    }
}

static void
test_r12 (void)
{
  /* the policies choose the same move whatever the hidden pile order after
   * the current tile and the face-down wall layout */
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *a = g_new0 (CsGame, 1);
  g_autofree CsGame *b = g_new0 (CsGame, 1);

  for (guint32 seed = 1; seed <= 30; seed++)
    {
      CsRng rng = { seed };
      cs_game_init (a, board, tileset, 0, seed, 0, NULL);
      for (guint i = 0; i < 20 && !cs_game_over (a); i++)
        {
          CsMove m;
          cs_move_init (&m, 0, 0, -1);
          cs_policy_greedy (a, &rng, &m);
          g_assert_true (cs_game_play (a, &m, NULL, NULL));
        }
      if (cs_game_over (a))
        continue;
      *b = *a;
      /* reverse the rest of the pile, shuffle the hidden wall tiles */
      for (guint i = b->pile_pos, j = CS_NUM_TILES - 1; i < j; i++, j--)
        {
          guint8 t = b->draw_order[i];
          b->draw_order[i] = b->draw_order[j];
          b->draw_order[j] = t;
        }
      for (guint c = 1; c + 1 < CS_NUM_CORNERS; c++)
        if (b->wall_kind[c] && b->wall_kind[c + 1] && !b->wall_revealed[c] && !b->wall_revealed[c + 1])
          {
            guint8 t = b->wall_kind[c];
            b->wall_kind[c] = b->wall_kind[c + 1];
            b->wall_kind[c + 1] = t;
          }
      {
        CsRng ra = { seed * 3 }, rb = { seed * 3 };
        CsMove ma, mb;
        cs_move_init (&ma, 0, 0, -1);
        cs_move_init (&mb, 0, 0, -1);
        cs_policy_greedy (a, &ra, &ma);
        cs_policy_greedy (b, &rb, &mb);
        g_assert_cmpmem (&ma, sizeof ma, &mb, sizeof mb);
      }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/R-1.1/castle-interior", test_r1_1);
  g_test_add_func ("/rules/R-1.2/scoring-track-towers", test_r1_2);
  g_test_add_func ("/rules/R-1.3/start-spaces", test_r1_3);
  g_test_add_func ("/rules/R-1.4/sixty-tiles-once", test_r1_4);
  g_test_add_func ("/rules/R-1.5/wall-tiles-face-down", test_r1_5);
  g_test_add_func ("/rules/R-12/shuffle-as-grand", test_r12_shuffle_as_grand);
  g_test_add_func ("/rules/R-1.6/followers-and-keep", test_r1_6);
  g_test_add_func ("/rules/R-1.7/either-player-starts", test_r1_7);
  g_test_add_func ("/rules/R-2.1/segment-numbering", test_r2_1);
  g_test_add_func ("/rules/R-2.2/facing-segments", test_r2_2);
  g_test_add_func ("/rules/R-2.2/joins-by-board-position", test_r2_2_by_position);
  g_test_add_func ("/rules/R-2.3/pieces-and-paths", test_r2_3);
  g_test_add_func ("/rules/R-2.4/path-splits-courts", test_r2_4);
  g_test_add_func ("/rules/R-2.4/shipped-dead-ends-split-courts", test_r2_4_shipped_dead_ends);
  g_test_add_func ("/rules/R-2.5/square-fountain-markets", test_r2_5);
  g_test_add_func ("/rules/R-2.6/pictures-mean-nothing", test_r2_6);
  g_test_add_func ("/rules/R-2.6/pictured-set-plays-alike", test_r2_6_play);
  g_test_add_func ("/rules/R-3.1/first-tile-at-start-space", test_r3_1);
  g_test_add_func ("/rules/R-3.2/whole-side-contact", test_r3_2);
  g_test_add_func ("/rules/R-3.3/path-must-continue", test_r3_3);
  g_test_add_func ("/rules/R-3.4/buildings-touch-anything", test_r3_4);
  g_test_add_func ("/rules/R-3.5/four-turns", test_r3_5);
  g_test_add_func ("/rules/R-3.6/unplaceable-removed", test_r3_6);
  g_test_add_func ("/rules/R-4.1/same-types-join", test_r4_1);
  g_test_add_func ("/rules/R-4.2/start-space-counts", test_r4_2);
  g_test_add_func ("/rules/R-4.2/lone-start-space", test_r4_2_lone_start);
  g_test_add_func ("/rules/R-4.3/size-distinct-tiles", test_r4_3);
  g_test_add_func ("/rules/R-4.4/fountain-and-markets", test_r4_4);
  g_test_add_func ("/rules/R-4.5/completion", test_r4_5);
  g_test_add_func ("/rules/R-4.6/courts-never-complete", test_r4_6);
  g_test_add_func ("/rules/R-5.1/follower-roles", test_r5_1);
  g_test_add_func ("/rules/R-5.2/occupied-feature", test_r5_2);
  g_test_add_func ("/rules/R-5.3/empty-supply", test_r5_3);
  g_test_add_func ("/rules/R-5.4/joined-followers", test_r5_4);
  g_test_add_func ("/rules/R-5.5/merchants-stay", test_r5_5);
  g_test_add_func ("/rules/R-5.2/move-iterator", test_r5_move_iter);
  g_test_add_func ("/rules/R-6.1/completed-features-score", test_r6_1);
  g_test_add_func ("/rules/R-6.2/majority-and-tie", test_r6_2);
  g_test_add_func ("/rules/R-6.3/points", test_r6_3);
  g_test_add_func ("/rules/R-6.4/followers-return-fast-points", test_r6_4);
  g_test_add_func ("/rules/R-6.5/scoring-order", test_r6_5);
  g_test_add_func ("/rules/R-6.6/keep", test_r6_6);
  g_test_add_func ("/rules/R-6.6/tied-house", test_r6_6_tie);
  g_test_add_func ("/rules/R-7.1/unbounded-score", test_r7_1);
  g_test_add_func ("/rules/R-7.2/stop-takes-pass-does-not", test_r7_2);
  g_test_add_func ("/rules/R-7.3/opponent-turn-wins", test_r7_3);
  g_test_add_func ("/rules/R-7.4/use-from-next-turn", test_r7_4);
  g_test_add_func ("/rules/R-7.5/left-tiles-removed-unseen", test_r7_5);
  g_test_add_func ("/rules/R-8.1/extra-turn", test_r8_1);
  g_test_add_func ("/rules/R-8.2/tower-x2", test_r8_2);
  g_test_add_func ("/rules/R-8.3/house-x2", test_r8_3);
  g_test_add_func ("/rules/R-8.4/unfinished-path", test_r8_4);
  g_test_add_func ("/rules/R-8.5/unfinished-tower", test_r8_5);
  g_test_add_func ("/rules/R-8.6/unfinished-house", test_r8_6);
  g_test_add_func ("/rules/R-8.7/markets-x4", test_r8_7);
  g_test_add_func ("/rules/R-8.8/bigger-keep", test_r8_8);
  g_test_add_func ("/rules/R-8.9/five-points", test_r8_9);
  g_test_add_func ("/rules/R-8.10/two-copies-same-feature", test_r8_10);
  g_test_add_func ("/rules/R-8.11/best-choice-for-holder", test_r8_11);
  g_test_add_func ("/rules/R-9.1/end-of-game", test_r9_1);
  g_test_add_func ("/rules/R-9.2/wall-tiles-removed", test_r9_2);
  g_test_add_func ("/rules/R-9.3/keep-region", test_r9_3);
  g_test_add_func ("/rules/R-9.4/courts", test_r9_4);
  g_test_add_func ("/rules/R-9.5/wall-tiles-4-5-6-9", test_r9_5);
  g_test_add_func ("/rules/R-9.6/incomplete-score-nothing", test_r9_6);
  g_test_add_func ("/rules/R-9.7/winner-or-shared", test_r9_7);
  g_test_add_func ("/rules/R-9.8/no-wall-tiles-at-end", test_r9_8);
  g_test_add_func ("/rules/R-10/zamek-numbering", test_r10);
  g_test_add_func ("/rules/R-10/zamek-texts-by-play", test_r10_play);
  g_test_add_func ("/rules/V-1/fountain-unfinished-path", test_v1);
  g_test_add_func ("/rules/V-2/end-of-turn-pickup", test_v2);
  g_test_add_func ("/rules/V-3/immediate-extra-turn", test_v3);
  g_test_add_func ("/rules/V-4/open-wall-tiles", test_v4);
  g_test_add_func ("/rules/R-12/hidden-information", test_r12);
  return g_test_run ();
}
