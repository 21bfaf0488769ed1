/* test-parsers.c — bad boards, tile sets and records are rejected with a
 * message naming the file, the group and the rule; no bytes crash a parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cs-classic.h"
#include "cs-classic-record.h"
#include "cs-input.h"

#include "test-common.h"

#define TILE_STRAIGHT "Sides=apb bbb bpa aaa\na=court\nb=court\np=path"

static void
assert_message (const GError *error, ...)
{
  va_list ap;
  const char *want;

  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  va_start (ap, error);
  while ((want = va_arg (ap, const char *)) != NULL)
    if (strstr (error->message, want) == NULL)
      g_error ("“%s” does not mention “%s”", error->message, want);
  va_end (ap);
}

static void
reject_board (const char *text, ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsBoard) b = cs_board_new_from_data (text, -1, "bad.board", &error);
  va_list ap;
  const char *want;

  g_assert_null (b);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "bad.board"));
  va_start (ap, text);
  while ((want = va_arg (ap, const char *)) != NULL)
    if (strstr (error->message, want) == NULL)
      g_error ("“%s” does not mention “%s”", error->message, want);
  va_end (ap);
}

static char *
replace (const char *text, const char *from, const char *to)
{
  g_auto(GStrv) parts = g_strsplit (text, from, 2);
  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], to, parts[1], NULL);
}

/* 76 cells */
static void
test_board_cells (void)
{
  g_autofree char *good = tc_board_text (NULL);
  g_autofree char *less = replace (good, ";..######...;", ";..#####....;");
  g_autofree char *more = replace (good, ";..######...;", ";..#######..;");

  reject_board (less, "[Board]", "Cells", "75 cells", "R-1.1", NULL);
  reject_board (more, "[Board]", "Cells", "77 cells", "R-1.1", NULL);
}

/* 14 corners (a 76-cell rectangle with one notch has 6) */
static void
test_board_corners (void)
{
  g_autofree char *good = tc_board_text (NULL);
  g_autofree char *bad = replace (good,
                                  ".######....;.##########;##########.;##########.;##########.;##########.;########...;..######...;..######...",
                                  "##########;##########;##########;##########;##########;##########;##########;######....");
  g_autofree char *split = replace (good,
                                    ".######....;.##########;##########.;##########.;##########.;##########.;########...;..######...;..######...",
                                    "##########;##########;##########;##########;..........;##########;##########;######....;..........");

  reject_board (bad, "[Board]", "Cells", "6 corners", "R-1.1", NULL);
  reject_board (split, "[Board]", "Cells", "R-1.1", NULL);
}

/* 14 towers, 0/1, 32/33 and 56/57 among them */
static void
test_board_towers (void)
{
  g_autofree char *good = tc_board_text (NULL);
  g_autofree char *few = replace (good, "Towers=0;15;", "Towers=0;");
  g_autofree char *no32 = replace (good, ";32;42;", ";33;42;");
  g_autofree char *no0 = replace (good, "Towers=0;", "Towers=1;");

  reject_board (few, "[Board]", "Towers", "R-1.2", NULL);
  reject_board (no32, "[Board]", "Towers", "32/33", "R-1.2", NULL);
  reject_board (no0, "[Board]", "Towers", "R-1.2", NULL);
}

/* every corner tower on its corner of the wall, the spaces even
 * along it; the board shipped before had towers 32/33, 35/36 and 44/45
 * four to five spaces short of their corners */
static void
test_board_towers_even (void)
{
  static const char old_cells[] =
    ".#######..;.#########;##########;##########;##########;#########.;#########.;..#######.;..#####...";
  g_autofree char *good = tc_board_text (NULL);
  g_auto(GStrv) lines = g_strsplit (good, "\n", -1);
  g_autoptr(GString) old_board = g_string_new (NULL);
  g_autofree char *shifted = replace (good, ";42;48;", ";39;48;");
  g_autoptr(GError) error = NULL;
  g_autoptr(CsBoard) shipped = tc_shipped_board ();

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Cells="))
      g_string_append_printf (old_board, "Cells=%s\n", old_cells);
    else if (g_str_has_prefix (lines[i], "Towers="))
      g_string_append (old_board, "Towers=0;18;21;26;32;35;44;52;56;68;74;79;91;95\n");
    else
      g_string_append_printf (old_board, "%s\n", lines[i]);
  reject_board (old_board->str, "[Board]", "Towers", "tower 5", "space 32", "R-1.2", NULL);
  reject_board (shifted, "[Board]", "Towers", "tower 7", "space 39", "R-1.2", NULL);
  /* the shipped castle: 0/1, 32/33 and 56/57 on corners, 76 cells */
  g_assert_cmpuint (shipped->tower[0], ==, 0);
  g_assert_cmpint (shipped->tower_at_space[32], >=, 0);
  g_assert_cmpint (shipped->tower_at_space[56], >=, 0);
  g_assert_no_error (error);
}

/* 7 start spaces against the wall, each with a declared edge;
 * on a start space */
static void
test_board_starts (void)
{
  g_autofree char *good = tc_board_text (NULL);
  g_autofree char *missing = replace (good, "[Start 7]", "[Other]");
  g_autofree char *extra = g_strconcat (good, "[Start 8]\nCell=C1\nSide=N\nEdge=aaa\na=court\n", NULL);
  g_autofree char *inside = replace (good, "Cell=F9\nSide=S", "Cell=F8\nSide=S");
  g_autofree char *undeclared = replace (good, "Cell=F9\nSide=S\nEdge=apb", "Cell=F9\nSide=S\nEdge=apz");
  g_autofree char *offmiddle = replace (good, "Cell=F9\nSide=S\nEdge=apb", "Cell=F9\nSide=S\nEdge=ppb");
  g_autofree char *split = replace (good, "Cell=F9\nSide=S\nEdge=apb", "Cell=F9\nSide=S\nEdge=bab");
  g_autoptr(GError) error = NULL;
  g_autoptr(CsBoard) ok = cs_board_new_from_data (good, -1, "good.board", &error);

  g_assert_no_error (error);
  g_assert_nonnull (ok);
  reject_board (missing, "[Start 7]", "R-1.3", NULL);
  reject_board (extra, "[Start 8]", "R-1.3", NULL);
  reject_board (inside, "[Start 4]", "R-1.3", NULL);
  reject_board (undeclared, "[Start 4]", "Edge", "“z”", NULL);
  reject_board (offmiddle, "[Start 4]", "R-2.3", NULL);
  reject_board (split, "[Start 4]", "R-2.4", NULL);
}

static void
reject_tiles (const char *const *specials, const char *filler, ...)
{
  g_autofree char *text = tc_tileset_text (specials, filler);
  g_autoptr(GError) error = NULL;
  g_autoptr(CsTileset) t = cs_tileset_new_from_data (text, -1, "bad.tileset", &error);
  va_list ap;
  const char *want;

  g_assert_null (t);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "bad.tileset"));
  va_start (ap, filler);
  while ((want = va_arg (ap, const char *)) != NULL)
    if (strstr (error->message, want) == NULL)
      g_error ("“%s” does not mention “%s”", error->message, want);
  va_end (ap);
}

/* a path only on middle segments */
static void
test_tileset_path_off_middle (void)
{
  const char *const off[] = { TILE_STRAIGHT, "Sides=pab bbb bpa aaa\na=court\nb=court\np=path", NULL };
  const char *const start_only[] = { "Sides=apb bbb bbb bbb\na=path\nb=court\np=path", NULL };

  reject_tiles (off, TILE_STRAIGHT, "[Tile 2]", "Sides", "N0", "R-2.3", NULL);
  reject_tiles (start_only, TILE_STRAIGHT, "[Tile 1]", "R-2.3", NULL);
}

/* pieces may not interleave */
static void
test_tileset_interleave (void)
{
  const char *const bad[] = { "Sides=aaa bbb aaa bbb\na=court\nb=court", NULL };
  const char *const cross[] = { TILE_STRAIGHT, TILE_STRAIGHT, "Sides=apa aqa apa aqa\na=court\np=path\nq=path", NULL };

  reject_tiles (bad, TILE_STRAIGHT, "[Tile 1]", "R-2.4", NULL);
  reject_tiles (cross, TILE_STRAIGHT, "[Tile 3]", "R-2.4", NULL);
}

/* a path that crosses the tile without touching its far side (into a
 * building across, or two arms through an inner building or a square)
 * still separates the pieces on its two sides */
static void
test_tileset_crossing (void)
{
  const char *const to_house[] = { TILE_STRAIGHT, "Sides=hhh ccc cpc ccc\nh=house\nc=court\np=path", NULL };
  const char *const to_tower[] = { "Sides=ttt ccc cpc ccc\nt=tower\nc=court\np=path", NULL };
  const char *const through_inner[] = { "Sides=cqc ccc cpc ccc\nc=court\np=path\nq=path\nh=house inner", NULL };
  const char *const through_square[] = { "Sides=cqc ccc cpc ccc\nSquare=true\nc=court\np=path\nq=path", NULL };
  const char *const good[] = {
    "Sides=hhh bbb bpa aaa\nh=house\na=court\nb=court\np=path",        /* split: fine */
    "Sides=ccc ccc cpc ccc\nc=court\np=path\nh=house inner",             /* one arm to the middle */
    "Sides=ccc ccc cpc ccc\nc=court\np=path",                             /* ends in the open */
    NULL
  };
  g_autofree char *text = tc_tileset_text (good, TILE_STRAIGHT);
  g_autoptr(GError) error = NULL;
  g_autoptr(CsTileset) set = cs_tileset_new_from_data (text, -1, "good.tileset", &error);

  reject_tiles (to_house, TILE_STRAIGHT, "[Tile 2]", "“c”", "S1", "N1", "R-2.4", NULL);
  reject_tiles (to_tower, TILE_STRAIGHT, "[Tile 1]", "R-2.4", NULL);
  reject_tiles (through_inner, TILE_STRAIGHT, "[Tile 1]", "R-2.4", NULL);
  reject_tiles (through_square, TILE_STRAIGHT, "[Tile 1]", "R-2.4", NULL);
  g_assert_no_error (error);
  g_assert_nonnull (set);
}

/* an undeclared label, an unused one, a bad type, R-2.5 attributes */
static void
test_tileset_labels (void)
{
  const char *const undeclared[] = { "Sides=apb bbb bpa aaz\na=court\nb=court\np=path", NULL };
  const char *const unused[] = { "Sides=apb bbb bpa aaa\na=court\nb=court\np=path\nq=tower", NULL };
  const char *const badtype[] = { "Sides=apb bbb bpa aaa\na=court\nb=garden\np=path", NULL };
  const char *const fountain[] = { "Sides=apb bbb bpa aaa\na=court fountain\nb=court\np=path", NULL };
  const char *const markets[] = { "Sides=apb bbb bpa aaa\na=court\nb=court\np=path markets=2", NULL };
  const char *const short_sides[] = { "Sides=apb bbb bpa aa\na=court\nb=court\np=path", NULL };
  const char *const three[] = { "Sides=apa apa apa aaa\na=court\np=path", NULL };

  reject_tiles (undeclared, TILE_STRAIGHT, "[Tile 1]", "Sides", "“z”", "not declared", NULL);
  reject_tiles (unused, TILE_STRAIGHT, "[Tile 1]", "q", "R-2.3", NULL);
  reject_tiles (badtype, TILE_STRAIGHT, "[Tile 1]", "garden", NULL);
  reject_tiles (fountain, TILE_STRAIGHT, "[Tile 1]", "R-2.5", NULL);
  reject_tiles (markets, TILE_STRAIGHT, "[Tile 1]", "R-2.5", NULL);
  reject_tiles (short_sides, TILE_STRAIGHT, "[Tile 1]", "R-2.1", NULL);
  reject_tiles (three, TILE_STRAIGHT, "[Tile 1]", "R-2.5", NULL);
}

/* exactly 60 tiles */
static void
test_tileset_total (void)
{
  g_autofree char *text = tc_tileset_text (NULL, TILE_STRAIGHT);
  g_autofree char *less = replace (text, "[Tile 60]\n" TILE_STRAIGHT "\n", "");
  g_autofree char *more = g_strconcat (text, "[Tile 61]\n" TILE_STRAIGHT "\n", NULL);
  g_autofree char *twice = replace (text, "[Tile 60]", "[Tile 59]");
  g_autoptr(GError) e1 = NULL;
  g_autoptr(GError) e2 = NULL;
  g_autoptr(GError) e3 = NULL;
  g_autoptr(CsTileset) ok = cs_tileset_new_from_data (text, -1, "bad.tileset", NULL);
  g_autoptr(CsTileset) t1 = cs_tileset_new_from_data (less, -1, "bad.tileset", &e1);
  g_autoptr(CsTileset) t2 = cs_tileset_new_from_data (more, -1, "bad.tileset", &e2);
  g_autoptr(CsTileset) t3 = cs_tileset_new_from_data (twice, -1, "bad.tileset", &e3);

  g_assert_nonnull (ok);
  g_assert_null (t1);
  g_assert_null (t2);
  g_assert_null (t3);
  assert_message (e1, "bad.tileset", "59 tiles", "R-1.4", NULL);
  assert_message (e2, "bad.tileset", "61 tiles", "R-1.4", NULL);
  /* GKeyFile merges a repeated group, so this one is short by one as well */
  g_assert_nonnull (e3);
}

static const char *record_head =
  "[Game]\nVersion=1\nBoard=castle\nTileset=castellan\nFirst=1\n";

static char *
good_record (void)
{
  GString *s = g_string_new (record_head);
  g_string_append (s, "DrawOrder=");
  for (guint i = 1; i <= 60; i++)
    g_string_append_printf (s, "%u;", i);
  g_string_append (s, "\nWallTiles=1;1;2;2;3;3;4;4;5;5;6;6;7;7;8;8;9;9\n[Moves]\n1=D1 0\n");
  return g_string_free (s, FALSE);
}

static void
reject_record (const char *text, ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsRecord) r = cs_record_parse (text, -1, "bad.castellan", &error);
  va_list ap;
  const char *want;

  g_assert_null (r);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "bad.castellan"));
  va_start (ap, text);
  while ((want = va_arg (ap, const char *)) != NULL)
    if (strstr (error->message, want) == NULL)
      g_error ("“%s” does not mention “%s”", error->message, want);
  va_end (ap);
}

static void
test_record_header (void)
{
  g_autofree char *good = good_record ();
  g_autofree char *short_order = replace (good, "DrawOrder=1;", "DrawOrder=");
  g_autofree char *bad_wall = replace (good, "WallTiles=1;", "WallTiles=10;");
  g_autofree char *few_wall = replace (good, "WallTiles=1;", "WallTiles=");
  g_autofree char *version = replace (good, "Version=1", "Version=7");
  g_autofree char *variant = replace (good, "First=1", "First=1\nVariants=V-9");
  g_autofree char *move = replace (good, "1=D1 0", "1=D1 nine");
  g_autofree char *third = replace (good, "WallTiles=1;1;2;", "WallTiles=1;1;1;");
  g_autofree char *twice = replace (good, "DrawOrder=1;2;", "DrawOrder=1;1;");
  g_autoptr(GError) error = NULL;
  g_autoptr(CsRecord) r = cs_record_parse (good, -1, "good.castellan", &error);
  g_autoptr(CsRecord) r3 = NULL;
  g_autoptr(CsRecord) r4 = NULL;
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autofree CsGame *game = g_new0 (CsGame, 1);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  reject_record (short_order, "[Game]", "DrawOrder", "R-1.4", NULL);
  reject_record (bad_wall, "[Game]", "WallTiles", "R-8", NULL);
  reject_record (few_wall, "[Game]", "WallTiles", "R-1.5", NULL);
  reject_record (version, "[Game]", "Version", NULL);
  reject_record (variant, "[Game]", "Variants", "R-11", NULL);
  reject_record (move, "[Moves]", "1", NULL);

  /* well formed, but the set-up breaks */
  r3 = cs_record_parse (third, -1, "bad.castellan", &error);
  g_assert_no_error (error);
  g_assert_false (cs_record_start (r3, board, tileset, game, NULL, &error));
  assert_message (error, "bad.castellan", "[Game]", "R-1.5", NULL);
  g_clear_error (&error);
  r4 = cs_record_parse (twice, -1, "bad.castellan", &error);
  g_assert_no_error (error);
  g_assert_false (cs_record_start (r4, board, tileset, game, NULL, &error));
  assert_message (error, "bad.castellan", "line 6: [Game] DrawOrder: tile 1 is listed twice", "R-1.4", NULL);
  g_clear_error (&error);

  /* play-test: InHand and DrawOrder refused after the file was read still
   * name the file, the line and what is wrong, as every record error does */
  {
    g_autofree char *stranger = replace (good, "DrawOrder=1;", "DrawOrder=9999;");
    g_autofree char *held = replace (good, "First=1\nDrawOrder=1;2;", "First=1\nInHand=3\nDrawOrder=1;2;");
    g_autofree char *held_short = NULL;
    g_autoptr(CsRecord) r5 = cs_record_parse (stranger, -1, "bad.castellan", &error);
    g_autoptr(CsRecord) r6 = NULL;
    char *cut;

    g_assert_no_error (error);
    g_assert_false (cs_record_start (r5, board, tileset, game, NULL, &error));
    assert_message (error, "bad.castellan", "line 6: [Game] DrawOrder: tile 9999 is not in the tile set", "R-1.4", NULL);
    g_clear_error (&error);
    /* a turn in progress holding tile 3 whose DrawOrder lists 1 and 2 only
     * and no move: the player to move holds tile 1, not 3 */
    cut = strstr (held, "DrawOrder=1;2;");
    g_assert_nonnull (cut);
    held_short = g_strdup_printf ("%.*sDrawOrder=1;2\nWallTiles=1;1;2;2;3;3;4;4;5;5;6;6;7;7;8;8;9;9\n[Moves]\n",
                                  (int) (cut - held), held);
    r6 = cs_record_parse (held_short, -1, "bad.castellan", &error);
    g_assert_no_error (error);
    g_assert_false (cs_record_start (r6, board, tileset, game, NULL, &error));
    assert_message (error, "bad.castellan", "line 6: [Game] InHand: after move 0", "not tile 3", "R-3.6", NULL);
  }
}

/* ---- never a crash on any bytes ---------------------------------------- */

typedef enum { KIND_BOARD, KIND_TILESET, KIND_RECORD } Kind;

static void
feed (Kind kind, const char *data, gsize len, const CsBoard *board, const CsTileset *tileset)
{
  g_autoptr(GError) error = NULL;

  switch (kind)
    {
    case KIND_BOARD:
      {
        g_autoptr(CsBoard) b = cs_board_new_from_data (data, len, "fuzz.board", &error);
        g_assert_true ((b == NULL) == (error != NULL));
        break;
      }
    case KIND_TILESET:
      {
        g_autoptr(CsTileset) t = cs_tileset_new_from_data (data, len, "fuzz.tileset", &error);
        g_assert_true ((t == NULL) == (error != NULL));
        break;
      }
    case KIND_RECORD:
      {
        g_autoptr(CsRecord) r = cs_record_parse (data, len, "fuzz.castellan", &error);
        g_autofree CsGame *game = g_new0 (CsGame, 1);
        g_assert_true ((r == NULL) == (error != NULL));
        if (r == NULL || !cs_record_start (r, board, tileset, game, NULL, NULL))
          break;
        for (guint i = 0; i < r->moves->len; i++)
          if (!cs_record_play_move (r, i, game, NULL, NULL))
            break;
        break;
      }
    }
}

static void
fuzz_one (Kind kind, const char *data, gsize len, guint32 seed)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *buf = g_malloc (len + 64);
  guint step = len > 4000 ? 7 : 1;

  /* every truncation (or every 7th for long files) */
  for (gsize n = 0; n <= len; n += step)
    {
      g_autofree char *copy = g_memdup2 (data, n);
      feed (kind, copy, n, board, tileset);
    }
  /* random byte edits: overwrite, delete, duplicate lines */
  for (guint round = 0; round < 2000; round++)
    {
      gsize n = len;
      guint edits = 1 + g_rand_int_range (rand, 0, 8);

      memcpy (buf, data, len);
      for (guint e = 0; e < edits && n > 0; e++)
        {
          gsize at = g_rand_int_range (rand, 0, n);
          switch (g_rand_int_range (rand, 0, 4))
            {
            case 0:
              buf[at] = g_rand_int_range (rand, 0, 256);
              break;
            case 1:
              buf[at] = "#.;=\n[]0123456789 pathcourt-"[g_rand_int_range (rand, 0, 29)];
              break;
            case 2:
              memmove (buf + at, buf + at + 1, n - at - 1);
              n--;
              break;
            default:
              buf[at] = '\0';
              break;
            }
        }
      feed (kind, buf, n, board, tileset);
    }
  /* pure noise */
  for (guint round = 0; round < 200; round++)
    {
      gsize n = g_rand_int_range (rand, 0, len + 1);
      for (gsize i = 0; i < n; i++)
        buf[i] = g_rand_int_range (rand, 0, 256);
      feed (kind, buf, n, board, tileset);
    }
}

static void
test_fuzz_board (void)
{
  gsize len;
  g_autofree char *data = tc_shipped_text (CASTELLAN_SHIPPED_BOARD, &len);
  fuzz_one (KIND_BOARD, data, len, 1);
}

static void
test_fuzz_tileset (void)
{
  gsize len;
  g_autofree char *data = tc_shipped_text (CASTELLAN_SHIPPED_TILESET, &len);
  fuzz_one (KIND_TILESET, data, len, 2);
}

static void
test_fuzz_record (void)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autoptr(CsRecord) r = cs_record_new ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree char *data = NULL;
  CsRng rng = { 99 };
  gsize len;

  /* a whole game's record, written by the engine */
  cs_record_setup_from_seed (r, tileset, 4242, 0);
  g_assert_true (cs_record_start (r, board, tileset, g, NULL, NULL));
  while (!cs_game_over (g))
    {
      CsMove m;
      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (g, &rng, &m);
      cs_record_add_move (r, g, &m);
      g_assert_true (cs_game_play (g, &m, NULL, NULL));
    }
  data = cs_record_to_data (r, &len);
  fuzz_one (KIND_RECORD, data, len, 3);
}

/* ---- hostile input (issue 13) ------------------------------------------- */

/* GLib 2.74 sets its GError twice for "x\Zy\" and warns: never reach that */
static void
test_bad_escape_no_warning (void)
{
  g_autofree char *board = tc_shipped_text (CASTELLAN_SHIPPED_BOARD, NULL);
  g_autofree char *tileset = tc_shipped_text (CASTELLAN_SHIPPED_TILESET, NULL);
  g_autofree char *good = good_record ();
  g_autofree char *bad_board = replace (board, "Name=The Castle", "Name=x\\Zy\\");
  g_autofree char *bad_tileset = replace (tileset, "[Tile 1]\n", "[Tile 1]\nNote=x\\Zy\\\n");
  g_autofree char *bad_record = replace (good, "First=1", "First=1\nPlayer1=x\\Zy\\");
  g_autofree char *bad_move = replace (good, "1=D1 0", "1=D1 0\\Zy\\");
  g_autoptr(GError) e1 = NULL;
  g_autoptr(GError) e2 = NULL;
  g_autoptr(CsBoard) b = NULL;
  g_autoptr(CsTileset) t = NULL;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
  b = cs_board_new_from_data (bad_board, -1, "bad.board", &e1);
  g_assert_null (b);
  assert_message (e1, "bad.board", "line ", "[Board] Name", "backslash", NULL);
  t = cs_tileset_new_from_data (bad_tileset, -1, "bad.tileset", &e2);
  g_assert_null (t);
  assert_message (e2, "bad.tileset", "[Tile 1] Note", "backslash", NULL);
  reject_record (bad_record, "line 6", "[Game] Player1", "backslash", NULL);
  reject_record (bad_move, "[Moves] 1", "backslash", NULL);

  /* the classic parsers too */
  {
    g_autofree char *classic = tc_shipped_text (CASTELLAN_SHIPPED_CLASSIC_TILESET, NULL);
    g_autofree char *bad_classic = replace (classic, "[Tileset]\n", "[Tileset]\nNote=x\\Zy\\\n");
    const char *bad_classic_record = "[Game]\nGame=carcassonne\nPlayer1=x\\Zy\\\n";
    g_autoptr(GError) e3 = NULL;
    g_autoptr(GError) e4 = NULL;
    CsClassicTileset *ct = cs_classic_tileset_new_from_data (bad_classic, -1, "bad-classic.tileset", &e3);
    CsClassicRecord *cr = cs_classic_record_parse (bad_classic_record, -1, "bad-classic.carcassonne", &e4);

    g_assert_null (ct);
    assert_message (e3, "bad-classic.tileset", "[Tileset] Note", "backslash", NULL);
    g_assert_null (cr);
    assert_message (e4, "bad-classic.carcassonne", "[Game] Player1", "backslash", NULL);
    g_assert_false (cs_record_data_is_classic (bad_classic_record, strlen (bad_classic_record)));
  }
}

/* invalid UTF-8 is reported as such, with file, line and key */
static void
test_invalid_utf8 (void)
{
  g_autofree char *good = good_record ();
  g_autofree char *bad_move = replace (good, "1=D1 0", "1=D1 0\n2=D2 \xff");
  g_autofree char *counted = replace (bad_move, "First=1", "First=1\nMoveCount=2");
  g_autofree char *theme = replace (good, "First=1", "First=1\nTheme=\xff");
  g_autofree char *board = tc_shipped_text (CASTELLAN_SHIPPED_BOARD, NULL);
  g_autofree char *bad_board = replace (board, "Name=The Castle", "Name=The \xfe Castle");

  reject_record (bad_move, "line 10", "[Moves] 2", "UTF-8", NULL);
  reject_record (counted, "[Moves] 2", "UTF-8", NULL);
  reject_record (theme, "line 6", "[Game] Theme", "UTF-8", NULL);
  reject_board (bad_board, "[Board] Name", "UTF-8", NULL);
}

/* a name is at most CS_MAX_NAME_CHARS characters */
static void
test_long_name (void)
{
  g_autofree char *good = good_record ();
  g_autofree char *name = g_strnfill (CS_MAX_NAME_CHARS + 1, 'n');
  g_autofree char *line = g_strdup_printf ("First=1\nPlayer2=%s", name);
  g_autofree char *longer = replace (good, "First=1", line);
  g_autofree char *ok_line = g_strdup_printf ("First=1\nPlayer2=%.*s", CS_MAX_NAME_CHARS, name);
  g_autofree char *ok = replace (good, "First=1", ok_line);
  g_autoptr(CsRecord) r = cs_record_parse (ok, -1, "ok.castellan", NULL);

  g_assert_nonnull (r);
  reject_record (longer, "[Game] Player2", "41 characters", NULL);
}

/* huge records are refused by size, and by move count, before parsing */
static void
test_huge_record (void)
{
  g_autofree char *good = good_record ();
  GString *many = g_string_new (good);
  GString *big = g_string_new (good);
  gint64 start;

  for (guint i = 2; i <= CS_MAX_RECORD_MOVES + 1; i++)
    g_string_append_printf (many, "%u=D%u 0\n", i, i);
  reject_record (many->str, "[Moves]", "at most 64 moves", NULL);
  while (big->len <= CS_MAX_FILE_SIZE)
    g_string_append (big, "# padding padding padding padding padding padding padding\n");
  start = g_get_monotonic_time ();
  reject_record (big->str, "bytes", NULL);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_string_free (many, TRUE);
  g_string_free (big, TRUE);
}

/* a board with a group it does not know is refused, as a tile set is */
static void
test_board_unknown_group (void)
{
  g_autofree char *board = tc_shipped_text (CASTELLAN_SHIPPED_BOARD, NULL);
  g_autofree char *extra = g_strconcat (board, "\n[Strat 1]\nCell=A1\n", NULL);

  reject_board (extra, "[Strat 1]", "unknown group", NULL);
}

/* A seed is any guint32 (g_random_int): every one written is read back,
 * 2^31 and 2^32 - 1 included, in both games' records; one past is refused */
static void
test_record_seeds (void)
{
  static const guint32 seeds[] = { 0, 1, G_MAXINT32, (guint32) G_MAXINT32 + 1, G_MAXUINT32 - 1, G_MAXUINT32 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    for (guint bcb = 0; bcb < 2; bcb++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(CsClassicRecord) c = cs_classic_record_new (3, bcb ? CS_CLASSIC_BCB : 0);
        g_autoptr(CsClassicRecord) c_back = NULL;
        g_autoptr(CsRecord) r = cs_record_new ();
        g_autoptr(CsRecord) r_back = NULL;
        g_autofree char *c_data = NULL;
        g_autofree char *r_data = NULL;
        g_autofree CsClassic *game = g_new0 (CsClassic, 1);
        gsize len;

        cs_classic_record_setup_from_seed (c, castellan_shipped_classic_tileset_with (bcb ? CS_CLASSIC_BCB : 0),
                                           seeds[i], 1);
        c_data = cs_classic_record_to_data (c, &len);
        c_back = cs_classic_record_parse (c_data, len, "seed.carcassonne", &error);
        g_assert_no_error (error);
        g_assert_true (c_back->has_seed);
        g_assert_cmpuint (c_back->seed, ==, seeds[i]);
        g_assert_true (cs_classic_record_start (c_back, castellan_shipped_classic_tileset_with (bcb ? CS_CLASSIC_BCB : 0),
                                                game, NULL, &error));
        g_assert_no_error (error);

        cs_record_setup_from_seed (r, castellan_shipped_tileset (), seeds[i], 0);
        r_data = cs_record_to_data (r, &len);
        r_back = cs_record_parse (r_data, len, "seed.castellan", &error);
        g_assert_no_error (error);
        g_assert_true (r_back->has_seed);
        g_assert_cmpuint (r_back->seed, ==, seeds[i]);
      }

  {
    g_autoptr(CsClassicRecord) c = cs_classic_record_new (2, 0);
    g_autofree char *data = NULL;
    g_autofree char *over = NULL;
    g_autofree char *negative = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(CsClassicRecord) back = NULL;

    cs_classic_record_setup_from_seed (c, castellan_shipped_classic_tileset (), 7, 0);
    data = cs_classic_record_to_data (c, NULL);
    over = replace (data, "Seed=7", "Seed=4294967296");
    negative = replace (data, "Seed=7", "Seed=-1");
    back = cs_classic_record_parse (over, -1, "over.carcassonne", &error);
    g_assert_null (back);
    assert_message (error, "over.carcassonne", "[Game] Seed", "4294967295", NULL);
    g_clear_error (&error);
    back = cs_classic_record_parse (negative, -1, "negative.carcassonne", &error);
    g_assert_null (back);
    assert_message (error, "negative.carcassonne", "[Game] Seed", NULL);
  }
  {
    g_autofree char *good = good_record ();
    g_autofree char *over = replace (good, "First=1", "First=1\nSeed=4294967296");
    reject_record (over, "[Game] Seed", NULL);
  }
}

/* issue 31, item 9: a classic record says how many moves it holds, so a
 * copy cut at a line boundary is refused, not loaded as a shorter game;
 * one written before MoveCount existed still loads */
static void
test_classic_move_count (void)
{
  const CsClassicTileset *set = castellan_shipped_classic_tileset ();
  g_autoptr(CsClassicRecord) r = cs_classic_record_new (2, 0);
  g_autofree CsClassic *game = g_new0 (CsClassic, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *cut = NULL;
  g_autofree char *old = NULL;
  g_autofree char *bad = NULL;
  CsRng rng = { 9 };
  char *last;

  cs_classic_record_setup_from_seed (r, set, 9, 0);
  g_assert_true (cs_classic_record_start (r, set, game, NULL, &error));
  for (guint i = 0; i < 6; i++)
    {
      CsClassicMove m;
      cs_classic_policy_random (game, &rng, &m);
      cs_classic_record_add_move (r, game, &m);
      g_assert_true (cs_classic_play (game, &m, NULL, &error));
    }
  data = cs_classic_record_to_data (r, NULL);
  g_assert_nonnull (strstr (data, "\nMoveCount=6\n"));

  /* cut after move 5's line */
  cut = g_strdup (data);
  last = strstr (cut, "\n6=");
  g_assert_nonnull (last);
  last[1] = '\0';
  {
    g_autoptr(CsClassicRecord) back = cs_classic_record_parse (cut, -1, "cut.carcassonne", &error);
    g_assert_null (back);
    /* where the file stops: move 5's line, and MoveCount's */
    assert_message (error, "cut.carcassonne", "line 22: [Moves] 5: the file stops after this move",
                    "MoveCount (line 5) is 6", "cut short", NULL);
    g_clear_error (&error);
  }
  /* cut inside move 6's line, a newline after it (an editor adds one):
   * the file is cut, not "“…” is not a move" */
  {
    g_autofree char *half = g_strdup (data);
    char *six = strstr (half, "\n6=");
    g_autofree char *cut6 = NULL;
    g_autofree char *want = NULL;

    six = strchr (six + 1, ' ');
    g_assert_nonnull (six);
    six[0] = '\0';
    want = g_strdup_printf ("“%s”", strstr (half, "\n6=") + 3);
    six[1] = '\0';
    /* "6=X,Y" then a newline: */
    cut6 = g_strconcat (half, "\n", NULL);
    {
      g_autoptr(CsClassicRecord) back = cs_classic_record_parse (cut6, -1, "cut6.carcassonne", &error);
      g_assert_null (back);
      assert_message (error, "cut6.carcassonne", "line 23: [Moves] 6: the file ends in the middle of this move",
                      "cut short", want, NULL);
      g_assert_null (strstr (error->message, "is not a move"));
      g_clear_error (&error);
    }
  }
  /* a move left out: named at the line after the gap */
  {
    g_autofree char *gap = g_strdup (data);
    char *three = strstr (gap, "\n3=");
    char *four = strstr (gap, "\n4=");

    memmove (three, four, strlen (four) + 1);
    {
      g_autoptr(CsClassicRecord) back = cs_classic_record_parse (gap, -1, "gap.carcassonne", &error);
      g_assert_null (back);
      assert_message (error, "gap.carcassonne", "line 20: [Moves] 4: move 3 is missing", NULL);
      g_clear_error (&error);
    }
  }
  /* a record from before MoveCount: read as it was */
  old = replace (cut, "MoveCount=6\n", "");
  {
    g_autoptr(CsClassicRecord) back = cs_classic_record_parse (old, -1, "old.carcassonne", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (back->moves->len, ==, 5);
  }
  bad = replace (data, "MoveCount=6", "MoveCount=six");
  {
    g_autoptr(CsClassicRecord) back = cs_classic_record_parse (bad, -1, "bad.carcassonne", &error);
    g_assert_null (back);
    assert_message (error, "bad.carcassonne", "[Game] MoveCount", NULL);
    g_clear_error (&error);
  }
  {
    g_autoptr(CsClassicRecord) back = cs_classic_record_parse (data, -1, "whole.carcassonne", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (back->moves->len, ==, 6);
  }
}

/* a typo in a classic record's Pile names the entry, its place and its
 * line; too long a pile says so (C-1.3) */
static void
test_classic_pile (void)
{
  const CsClassicTileset *set = castellan_shipped_classic_tileset ();
  g_autoptr(CsClassicRecord) r = cs_classic_record_new (2, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *typo = NULL;
  g_autofree char *longer = NULL;
  g_autofree char *want = NULL;
  const char *pile;

  cs_classic_record_setup_from_seed (r, set, 9, 0);
  data = cs_classic_record_to_data (r, NULL);
  pile = strstr (data, "\nPile=");
  g_assert_nonnull (pile);
  pile += strlen ("\nPile=");
  /* the third entry given a second letter: "A;B;Cx;…" */
  g_assert_true (pile[1] == ';' && pile[3] == ';' && pile[5] == ';');
  typo = g_strdup_printf ("%.*sx%s", (int) (pile - data + 5), data, pile + 5);
  want = g_strdup_printf ("entry 3, “%cx”, is not a design letter", pile[4]);
  {
    g_autoptr(CsClassicRecord) back = cs_classic_record_parse (typo, -1, "typo.carcassonne", &error);
    g_assert_null (back);
    assert_message (error, "typo.carcassonne", "line ", "[Game] Pile", want, "(C-1.3)", NULL);
    g_clear_error (&error);
  }
  longer = replace (data, "\nPile=", "\nPile=A;A;A;A;A;A;A;A;A;A;A;A;A;A;A;A;A;A;A;A;");
  {
    g_autoptr(CsClassicRecord) back = cs_classic_record_parse (longer, -1, "long.carcassonne", &error);
    g_assert_null (back);
    assert_message (error, "long.carcassonne", "[Game] Pile", "more tiles than the game has", "(C-1.3)", NULL);
    g_clear_error (&error);
  }
  /* a letter no design has, one design too often, a tile left out: each
   * said at the Pile's line (line 15), not of the file alone */
  {
    g_autofree char *unknown = g_strdup_printf ("%.*sZ%s", (int) (pile - data), data, pile + 1);
    g_autofree char *shorter = g_strdup_printf ("%.*s%s", (int) (pile - data), data, pile + 2);
    g_autofree char *twice = NULL;
    g_autofree char *too_many = NULL;
    g_autofree CsClassic *game = g_new0 (CsClassic, 1);
    struct { const char *text, *want; } cases[] = {
      { unknown, "line 15: [Game] Pile: tile 1 is “Z”, but the tile set “Carcassonne” has no design “Z” (C-1.3)" },
      { shorter, "line 15: [Game] Pile: 70 tiles listed; the pile holds the 71 tiles other than the start tile (C-1.3)" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(CsClassicRecord) back = cs_classic_record_parse (cases[i].text, -1, "pile.carcassonne", &error);
        g_assert_no_error (error);
        g_assert_false (cs_classic_record_start (back, set, game, NULL, &error));
        assert_message (error, "pile.carcassonne: ", cases[i].want, NULL);
        g_clear_error (&error);
      }
    /* every tile of the first tile's design, then one more in place of another */
    twice = g_strdup (data);
    for (char *p = twice + (pile - data) + 2; *p && *p != '\n'; p += 2)
      if (*p == pile[0])
        {
          /* the same design again, where another design stood */
          for (char *q = twice + (pile - data) + 2; *q && *q != '\n'; q += 2)
            if (*q != pile[0])
              {
                *q = pile[0];
                break;
              }
          break;
        }
    too_many = g_strdup_printf ("one more than the %u tiles of that design the pile can hold (C-1.3)",
                                (guint) set->design[cs_classic_tileset_find (set, pile[0])].count -
                                  (set->tile_design[set->start] == cs_classic_tileset_find (set, pile[0])));
    {
      g_autoptr(CsClassicRecord) back = cs_classic_record_parse (twice, -1, "pile.carcassonne", &error);
      g_assert_no_error (error);
      g_assert_false (cs_classic_record_start (back, set, game, NULL, &error));
      assert_message (error, "pile.carcassonne: line 15: [Game] Pile: tile ", too_many, NULL);
      g_clear_error (&error);
    }
  }
}

/* The Castle's records: cut inside the last move's line, a newline added
 * after it, the file is said to be cut there; a move left out or one past
 * MoveCount is named at its line (as classic records say it) */
static void
test_record_cut_move (void)
{
  g_autofree char *good = good_record ();
  g_autofree char *cut = g_strdup (good);
  g_autoptr(GError) error = NULL;
  char *last = strrchr (cut, '\n');

  /* the last move "N=D5 0 …" cut after its cell and a space */
  while (last > cut && last[-1] != '\n')
    last--;
  {
    char *space = strchr (last, ' ');
    g_assert_nonnull (space);
    space[1] = '\n';
    space[2] = '\0';
  }
  {
    g_autoptr(CsRecord) r = cs_record_parse (cut, -1, "cut.castellan", &error);
    g_assert_null (r);
    assert_message (error, "cut.castellan: line ", "the file ends in the middle of this move", "cut short", NULL);
    g_assert_null (strstr (error->message, "is not a move"));
    g_clear_error (&error);
  }
  /* a move typed wrong in the middle of the file is still not a move */
  {
    g_autofree char *typo = g_strconcat (good, "2=D2 follower\n3=D3 0\n", NULL);
    g_autoptr(CsRecord) r = cs_record_parse (typo, -1, "typo.castellan", &error);
    g_assert_null (r);
    assert_message (error, "typo.castellan: line ", "[Moves] 2: “D2 follower” is not a move", NULL);
    g_clear_error (&error);
  }
  /* move 3 left out: named at move 4's line, not read as a game of 2 moves */
  {
    g_autofree char *gap = g_strconcat (good, "2=D2 0\n4=D3 0\n", NULL);
    g_autoptr(CsRecord) r = cs_record_parse (gap, -1, "gap.castellan", &error);
    g_assert_null (r);
    assert_message (error, "gap.castellan: line ", "[Moves] 4: move 3 is missing", NULL);
    g_clear_error (&error);
  }
  /* a value that is not what its key takes: our words and its line, not
   * GLib's "Key file contains key … which has a value that cannot be
   * interpreted" */
  {
    g_autofree char *first = replace (good, "First=1", "First=x");
    g_autofree char *order = replace (good, "DrawOrder=1;", "DrawOrder=one;");
    g_autofree char *wall = replace (good, "WallTiles=1;", "WallTiles=a;");

    reject_record (first, "bad.castellan: line 5: [Game] First: give a whole number from 1 to 2", NULL);
    reject_record (order, "line 6: [Game] DrawOrder: give the tiles' numbers in the order they are drawn", "(R-1.4)", NULL);
    reject_record (wall, "line 7: [Game] WallTiles: give the wall tiles' numbers, 1 to 9", "(R-1.5)", NULL);
  }
  /* a move past MoveCount */
  {
    g_autofree char *counted = replace (good, "[Game]\n", "[Game]\nMoveCount=1\n");
    g_autofree char *more = g_strconcat (counted, "2=D2 0\n", NULL);
    g_autoptr(CsRecord) r = cs_record_parse (more, -1, "more.castellan", &error);
    g_assert_null (r);
    assert_message (error, "more.castellan: line ", "[Moves] 2: the record's MoveCount (line 2) is 1, so there is no move 2",
                    NULL);
    g_clear_error (&error);
  }
}

/* a classic record parsed from @text must be refused, naming each of the rest */
static void
reject_classic (const char *text, gsize len, ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicRecord) r = cs_classic_record_parse (text, len, "bad.carcassonne", &error);
  va_list ap;
  const char *want;

  g_assert_null (r);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "bad.carcassonne"));
  va_start (ap, len);
  while ((want = va_arg (ap, const char *)) != NULL)
    if (strstr (error->message, want) == NULL)
      g_error ("“%s” does not mention “%s”", error->message, want);
  va_end (ap);
}

/* issue 31, item 10: what GKeyFile would let through is refused with the
 * file, the line and the key: a key given twice (the last would win, and
 * Players=3 then Players=5 gave five seats), a NUL byte (it cut a name
 * short), a kind of player no Castellan writes, and a game it does not play */
static void
test_record_keys (void)
{
  g_autoptr(CsClassicRecord) c = cs_classic_record_new (3, 0);
  g_autofree char *classic = NULL;
  g_autofree char *good = good_record ();

  cs_classic_record_setup_from_seed (c, castellan_shipped_classic_tileset (), 4, 0);
  classic = cs_classic_record_to_data (c, NULL);
  {
    g_autoptr(CsClassicRecord) ok = cs_classic_record_parse (classic, -1, "ok.carcassonne", NULL);
    g_assert_nonnull (ok);
  }

  /* a key twice: in one group, or in a group split in two */
  {
    g_autofree char *seats = replace (classic, "Players=3\n", "Players=3\nPlayers=5\n");
    g_autofree char *split = g_strconcat (classic, "\n[Game]\nFirst=2\n", NULL);
    g_autofree char *castle = replace (good, "First=1", "First=1\nFirst = 2");
    g_autofree char *moves = replace (good, "1=D1 0", "1=D1 0\n1=D2 0");
    g_autofree char *other_group = replace (good, "1=D1 0", "1=D1 0\nFirst=2");

    reject_classic (seats, -1, "line 8", "[Game] Players", "first on line 7", NULL);
    reject_classic (split, -1, "[Game] First", NULL);
    reject_record (castle, "line 6", "[Game] First", "first on line 5", NULL);
    reject_record (moves, "[Moves] 1", "given again", NULL);
    /* the same key in another group is another key: not given again,
     * though [Moves] holds only numbered moves (as a classic record's) */
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CsRecord) r = cs_record_parse (other_group, -1, "ok.castellan", &error);
      g_assert_null (r);
      assert_message (error, "ok.castellan: line 10: [Moves] “First”: moves are numbered 1, 2, 3…", NULL);
      g_assert_null (strstr (error->message, "given again"));
    }
  }

  /* a NUL byte: refused, never a name cut short */
  {
    g_autofree char *named = replace (classic, "Player2=Red", "Player2=Red@Evil");
    g_autofree char *castle = replace (good, "First=1", "First=1\nPlayer2=Ada@Evil");
    char *at = strchr (named, '@');

    *at = '\0';
    reject_classic (named, strlen (at + 1) + (at + 1 - named), "line", "NUL", NULL);
    at = strchr (castle, '@');
    *at = '\0';
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CsRecord) r = cs_record_parse (castle, strlen (at + 1) + (at + 1 - castle), "bad.castellan", &error);
      g_assert_null (r);
      assert_message (error, "bad.castellan", "line 6", "NUL", NULL);
    }
  }

  /* a kind of player no Castellan writes */
  {
    g_autofree char *wizard = replace (classic, "Player2Kind=human", "Player2Kind=wizard");
    g_autofree char *castle = replace (good, "First=1", "First=1\nPlayer1Kind=computer:grandmaster");
    g_autofree char *known = replace (good, "First=1", "First=1\nPlayer1Kind=computer:expert\nPlayer2Kind=computer");
    g_autoptr(CsRecord) r = cs_record_parse (known, -1, "ok.castellan", NULL);

    g_assert_nonnull (r);
    reject_classic (wizard, -1, "[Game] Player2Kind", "wizard", NULL);
    reject_record (castle, "[Game] Player1Kind", "computer:grandmaster", NULL);
  }

  /* a game Castellan does not play is not read as The Castle */
  {
    g_autofree char *chess = replace (good, "Version=1", "Game=chess\nVersion=1");
    g_autofree char *castle = replace (good, "Version=1", "Game=castle\nVersion=1");
    g_autoptr(CsRecord) r = cs_record_parse (castle, -1, "ok.castellan", NULL);

    g_assert_nonnull (r);
    reject_record (chess, "[Game] Game", "chess", NULL);
    reject_classic (chess, -1, "[Game] Game", NULL);
  }
}

/* only regular files of bounded size are read, never blocking */
static void
test_file_read (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("castellan-read-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.castellan", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.castellan", NULL);
  g_autofree char *big = g_build_filename (dir, "big.castellan", NULL);
  g_autofree char *small = g_build_filename (dir, "small.castellan", NULL);
  g_autofree char *data = NULL;
  g_autofree char *filler = g_strnfill (CS_MAX_FILE_SIZE + 1, 'x');
  gsize len = 0;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_true (g_file_set_contents (big, filler, -1, NULL));
  g_assert_true (g_file_set_contents (small, "[Game]\n", -1, NULL));

  g_assert_false (cs_file_read (fifo, CS_MAX_FILE_SIZE, &data, &len, &error));
  assert_message (error, "fifo.castellan", "not a regular file", NULL);
  g_clear_error (&error);
  g_assert_false (cs_file_read (zero, CS_MAX_FILE_SIZE, &data, &len, &error));
  assert_message (error, "zero.castellan", "not a regular file", NULL);
  g_clear_error (&error);
  g_assert_false (cs_file_read (big, CS_MAX_FILE_SIZE, &data, &len, &error));
  assert_message (error, "big.castellan", "at most", NULL);
  g_clear_error (&error);
  g_assert_false (cs_file_read (dir, CS_MAX_FILE_SIZE, &data, &len, &error));
  assert_message (error, "folder", NULL);
  g_clear_error (&error);
  g_assert_true (cs_file_read (small, CS_MAX_FILE_SIZE, &data, &len, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (data, ==, "[Game]\n");
  g_assert_cmpuint (len, ==, 7);

  /* the board and tile-set readers use it too */
  g_assert_null (cs_board_new_from_file (fifo, &error));
  assert_message (error, "not a regular file", NULL);
  g_clear_error (&error);
  g_assert_null (cs_tileset_new_from_file (zero, &error));
  assert_message (error, "not a regular file", NULL);
  g_clear_error (&error);

  g_unlink (fifo);
  g_unlink (zero);
  g_unlink (big);
  g_unlink (small);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/parsers/R-1.1/board-not-76-cells", test_board_cells);
  g_test_add_func ("/parsers/R-1.1/board-not-14-corners", test_board_corners);
  g_test_add_func ("/parsers/R-1.2/board-towers", test_board_towers);
  g_test_add_func ("/parsers/R-1.2/board-towers-on-corners-evenly", test_board_towers_even);
  g_test_add_func ("/parsers/R-1.3/board-start-spaces", test_board_starts);
  g_test_add_func ("/parsers/R-2.3/tileset-path-off-middle", test_tileset_path_off_middle);
  g_test_add_func ("/parsers/R-2.4/tileset-interleaving", test_tileset_interleave);
  g_test_add_func ("/parsers/R-2.4/tileset-crossing", test_tileset_crossing);
  g_test_add_func ("/parsers/R-2.3/tileset-labels", test_tileset_labels);
  g_test_add_func ("/parsers/R-1.4/tileset-total", test_tileset_total);
  g_test_add_func ("/parsers/R-1.5/record-header", test_record_header);
  g_test_add_func ("/parsers/record-seeds", test_record_seeds);
  g_test_add_func ("/parsers/classic-move-count", test_classic_move_count);
  g_test_add_func ("/parsers/C-1.3/classic-pile", test_classic_pile);
  g_test_add_func ("/parsers/record-cut-move", test_record_cut_move);
  g_test_add_func ("/parsers/hostile/record-keys", test_record_keys);
  g_test_add_func ("/parsers/hostile/bad-escape-no-warning", test_bad_escape_no_warning);
  g_test_add_func ("/parsers/hostile/invalid-utf8", test_invalid_utf8);
  g_test_add_func ("/parsers/hostile/long-name", test_long_name);
  g_test_add_func ("/parsers/hostile/huge-record", test_huge_record);
  g_test_add_func ("/parsers/hostile/board-unknown-group", test_board_unknown_group);
  g_test_add_func ("/parsers/hostile/file-read", test_file_read);
  g_test_add_func ("/parsers/fuzz/board", test_fuzz_board);
  g_test_add_func ("/parsers/fuzz/tileset", test_fuzz_tileset);
  g_test_add_func ("/parsers/fuzz/record", test_fuzz_record);
  return g_test_run ();
}
