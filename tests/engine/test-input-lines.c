/* test-input-lines.c — every refusal of a tile-set group names its line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tile-set error names the file, the line and the tile: the line of the
 * key at fault, or the group's header when the group as a whole is (a
 * missing key, a name used twice). Each case below is one check of
 * cs-tileset.c, cs-classic-tileset.c or cs-input.c's tile groups.
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

/* the 1-based line of the first @needle at or after the header of
 * @group ("[Tile 2]"); @needle NULL: the header's own line */
static guint
line_of (const char *text, const char *group, const char *needle)
{
  const char *start = strstr (text, group);
  const char *at;
  guint line = 1;

  g_assert_nonnull (start);
  at = needle != NULL ? strstr (start, needle) : start;
  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  return line;
}

/* @text is refused with "bad.tileset: line N: [GROUP]" where N is the line
 * of @needle in @group, and the message holds @also (a rule, a word) */
static void
expect (gboolean     classic,
        const char  *text,
        const char  *group,
        const char  *needle,
        const char  *also)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *want = g_strdup_printf ("bad.tileset: line %u: %s", line_of (text, group, needle), group);

  if (classic)
    {
      g_autoptr(CsClassicTileset) set = cs_classic_tileset_new_from_data (text, -1, "bad.tileset", &error);
      g_assert_null (set);
    }
  else
    {
      g_autoptr(CsTileset) set = cs_tileset_new_from_data (text, -1, "bad.tileset", &error);
      g_assert_null (set);
    }
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (!g_str_has_prefix (error->message, want))
    g_error ("“%s” does not start with “%s”", error->message, want);
  if (also != NULL && strstr (error->message, also) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, also);
}

#define CASTLE_HEAD "# a comment\n[Tileset]\nName=Test\n\n[Tile 7]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\n\n"

static void
castle (const char *group_text, const char *group, const char *needle, const char *also)
{
  g_autofree char *text = g_strconcat (CASTLE_HEAD, group_text, NULL);

  expect (FALSE, text, group, needle, also);
}

static void
test_castle_sides (void)
{
  /* the Sides line: too short, undeclared, interleaving, a path off the
   * middle, a piece on both sides of a crossing path */
  castle ("[Tile 2]\na=court\nSides=apb bbb bpa aa\nb=court\np=path\n", "[Tile 2]", "Sides=", "R-2.1");
  castle ("[Tile 2]\na=court\nb=court\np=path\nSides=apb bbb bpa aax\n", "[Tile 2]", "Sides=", "R-2.3");
  castle ("[Tile 2]\n\na=court\nb=court\nSides=aaa bbb aaa bbb\n", "[Tile 2]", "Sides=", "R-2.4");
  castle ("[Tile 2]\na=court\nb=court\np=path\nSides=pab bbb bpa aaa\n", "[Tile 2]", "Sides=", "R-2.3");
  castle ("[Tile 2]\nh=house\nc=court\np=path\nSides=hhh ccc cpc ccc\n", "[Tile 2]", "Sides=", "R-2.4");
  /* no Sides at all: the group's header */
  castle ("[Tile 2]\na=court\nb=court\n", "[Tile 2]", NULL, "R-2.1");
}

static void
test_castle_pieces (void)
{
  /* the piece's own line */
  castle ("[Tile 2]\nSides=apb bbb bpa aaa\na=court\nb=garden\np=path\n", "[Tile 2]", "b=garden", "garden");
  castle ("[Tile 2]\nSides=apb bbb bpa aaa\na=court\nb=court inner\np=path\n", "[Tile 2]", "b=court", "R-2.3");
  castle ("[Tile 2]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\nq=tower\n", "[Tile 2]", "q=", "R-2.3");
  castle ("[Tile 2]\nSides=apa apa apa aaa\na=court\np=path\n", "[Tile 2]", "p=", "R-2.5");
}

static void
test_castle_square (void)
{
  /* not a boolean: the line, and our words, not GLib's */
  castle ("[Tile 2]\nSides=apb bbb bpa aaa\nSquare=yes\na=court\nb=court\np=path\n", "[Tile 2]", "Square=",
          "write true or false");
  castle ("[Tile 2]\nSides=apb bbb bbb aaa\nSquare=true\na=court\nb=court\np=path\n", "[Tile 2]", "Square=",
          "R-2.5");
}

static void
test_castle_groups (void)
{
  castle ("[Tiel 2]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\n", "[Tiel 2]", NULL, "unknown group");
  castle ("[Tile 07]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\n", "[Tile 07]", NULL, "twice");
}

#define CLASSIC_HEAD "[Tileset]\nGame=carcassonne\nStart=A\n\n# a road\n[Tile A]\nCount=3\n" \
                     "Sides=fff frg ggg grf\nr=road\nf=field\ng=field\n\n"

static void
classic (const char *group_text, const char *group, const char *needle, const char *also)
{
  g_autofree char *text = g_strconcat (CLASSIC_HEAD, group_text, NULL);

  expect (TRUE, text, group, needle, also);
}

static void
test_classic_keys (void)
{
  classic ("[Tile B]\nSides=fff fff fff fff\nCount=two\nf=field\n", "[Tile B]", "Count=", "C-3");
  classic ("[Tile B]\nSides=fff fff fff fff\nf=field\n", "[Tile B]", NULL, "C-3");
  classic ("[Tile B]\nCount=1\nBazaar=maybe\nSides=fff fff fff fff\nf=field\n", "[Tile B]", "Bazaar=", "B-2");
}

static void
test_classic_sides (void)
{
  classic ("[Tile B]\nCount=1\nf=field\nSides=fff fff fff ff\n", "[Tile B]", "Sides=", "C-2.6");
  classic ("[Tile B]\nCount=1\nf=field\nSides=fff fff fff ffx\n", "[Tile B]", "Sides=", "C-2.2");
  classic ("[Tile B]\nCount=1\nf=field\ng=field\nSides=fff ggg fff ggg\n", "[Tile B]", "Sides=", "C-2.1");
  classic ("[Tile B]\nCount=1\nf=field\nc=city\nSides=fcf fff fff fff\n", "[Tile B]", "Sides=", "C-2.2");
}

static void
test_classic_pieces (void)
{
  classic ("[Tile B]\nCount=1\nSides=fff fff fff fff\nf=feild\n", "[Tile B]", "f=", "C-2.3");
  classic ("[Tile B]\nCount=1\nSides=fff fff fff fmf\nf=field\nm=cloister\n", "[Tile B]", "m=", "C-2.2");
  classic ("[Tile B]\nCount=1\nSides=fff fff fff fff\nf=field\nm=cloister\nn=cloister\n", "[Tile B]", "n=",
           "C-2.2");
  classic ("[Tile B]\nCount=1\nSides=fff fff fff fff\nf=field\nc=city\n", "[Tile B]", "c=", "C-2.2");
  classic ("[Tile B]\nCount=1\nSides=fff fff fff fff\nf=field borders=f\n", "[Tile B]", "f=", "C-2.3");
  classic ("[Tile B]\nCount=1\nSides=frf frf frf fff\nf=field\nr=road\n", "[Tile B]", "r=", "C-2.4");
}

static void
test_classic_groups (void)
{
  classic ("[Tile b]\nCount=1\nSides=fff fff fff fff\nf=field\n", "[Tile b]", NULL, "unknown group");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/input-lines/castle/sides", test_castle_sides);
  g_test_add_func ("/input-lines/castle/pieces", test_castle_pieces);
  g_test_add_func ("/input-lines/castle/square", test_castle_square);
  g_test_add_func ("/input-lines/castle/groups", test_castle_groups);
  g_test_add_func ("/input-lines/classic/keys", test_classic_keys);
  g_test_add_func ("/input-lines/classic/sides", test_classic_sides);
  g_test_add_func ("/input-lines/classic/pieces", test_classic_pieces);
  g_test_add_func ("/input-lines/classic/groups", test_classic_groups);
  return g_test_run ();
}
