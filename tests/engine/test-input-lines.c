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

/* one refusal: a group after the file's head, the header of the group
 * named, the line named (NULL: the header's), and a rule or word the
 * message holds */
typedef struct {
  const char *text, *group, *needle, *also;
} Refusal;

#define CASTLE_HEAD "# a comment\n[Tileset]\nName=Test\n\n[Tile 7]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\n\n"

/* the Sides line: too short, undeclared, interleaving, a path off the
 * middle, a piece on both sides of a crossing path */
static const Refusal castle_sides[] = {
  { "[Tile 2]\na=court\nSides=apb bbb bpa aa\nb=court\np=path\n", "[Tile 2]", "Sides=", "R-2.1" },
  { "[Tile 2]\na=court\nb=court\np=path\nSides=apb bbb bpa aax\n", "[Tile 2]", "Sides=", "R-2.3" },
  { "[Tile 2]\n\na=court\nb=court\nSides=aaa bbb aaa bbb\n", "[Tile 2]", "Sides=", "R-2.4" },
  { "[Tile 2]\na=court\nb=court\np=path\nSides=pab bbb bpa aaa\n", "[Tile 2]", "Sides=", "R-2.3" },
  { "[Tile 2]\nh=house\nc=court\np=path\nSides=hhh ccc cpc ccc\n", "[Tile 2]", "Sides=", "R-2.4" },
  /* no Sides at all: the group's header */
  { "[Tile 2]\na=court\nb=court\n", "[Tile 2]", NULL, "R-2.1" },
  { NULL }
};

/* the piece's own line */
static const Refusal castle_pieces[] = {
  { "[Tile 2]\nSides=apb bbb bpa aaa\na=court\nb=garden\np=path\n", "[Tile 2]", "b=garden", "garden" },
  { "[Tile 2]\nSides=apb bbb bpa aaa\na=court\nb=court inner\np=path\n", "[Tile 2]", "b=court", "R-2.3" },
  { "[Tile 2]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\nq=tower\n", "[Tile 2]", "q=", "R-2.3" },
  { "[Tile 2]\nSides=apa apa apa aaa\na=court\np=path\n", "[Tile 2]", "p=", "R-2.5" },
  { NULL }
};

/* not a boolean: the line, and our words, not GLib's */
static const Refusal castle_square[] = {
  { "[Tile 2]\nSides=apb bbb bpa aaa\nSquare=yes\na=court\nb=court\np=path\n", "[Tile 2]", "Square=",
    "write true or false" },
  { "[Tile 2]\nSides=apb bbb bbb aaa\nSquare=true\na=court\nb=court\np=path\n", "[Tile 2]", "Square=", "R-2.5" },
  { NULL }
};

static const Refusal castle_groups[] = {
  { "[Tiel 2]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\n", "[Tiel 2]", NULL, "unknown group" },
  { "[Tile 07]\nSides=apb bbb bpa aaa\na=court\nb=court\np=path\n", "[Tile 07]", NULL, "twice" },
  { NULL }
};

#define CLASSIC_HEAD "[Tileset]\nGame=carcassonne\nStart=A\n\n# a road\n[Tile A]\nCount=3\n" \
                     "Sides=fff frg ggg grf\nr=road\nf=field\ng=field\n\n"

static const Refusal classic_keys[] = {
  { "[Tile B]\nSides=fff fff fff fff\nCount=two\nf=field\n", "[Tile B]", "Count=", "C-3" },
  { "[Tile B]\nSides=fff fff fff fff\nf=field\n", "[Tile B]", NULL, "C-3" },
  { "[Tile B]\nCount=1\nBazaar=maybe\nSides=fff fff fff fff\nf=field\n", "[Tile B]", "Bazaar=", "B-2" },
  { NULL }
};

static const Refusal classic_sides[] = {
  { "[Tile B]\nCount=1\nf=field\nSides=fff fff fff ff\n", "[Tile B]", "Sides=", "C-2.6" },
  { "[Tile B]\nCount=1\nf=field\nSides=fff fff fff ffx\n", "[Tile B]", "Sides=", "C-2.2" },
  { "[Tile B]\nCount=1\nf=field\ng=field\nSides=fff ggg fff ggg\n", "[Tile B]", "Sides=", "C-2.1" },
  { "[Tile B]\nCount=1\nf=field\nc=city\nSides=fcf fff fff fff\n", "[Tile B]", "Sides=", "C-2.2" },
  { NULL }
};

static const Refusal classic_pieces[] = {
  { "[Tile B]\nCount=1\nSides=fff fff fff fff\nf=feild\n", "[Tile B]", "f=", "C-2.3" },
  { "[Tile B]\nCount=1\nSides=fff fff fff fmf\nf=field\nm=cloister\n", "[Tile B]", "m=", "C-2.2" },
  { "[Tile B]\nCount=1\nSides=fff fff fff fff\nf=field\nm=cloister\nn=cloister\n", "[Tile B]", "n=", "C-2.2" },
  { "[Tile B]\nCount=1\nSides=fff fff fff fff\nf=field\nc=city\n", "[Tile B]", "c=", "C-2.2" },
  { "[Tile B]\nCount=1\nSides=fff fff fff fff\nf=field borders=f\n", "[Tile B]", "f=", "C-2.3" },
  { "[Tile B]\nCount=1\nSides=frf frf frf fff\nf=field\nr=road\n", "[Tile B]", "r=", "C-2.4" },
  { NULL }
};

static const Refusal classic_groups[] = {
  { "[Tile b]\nCount=1\nSides=fff fff fff fff\nf=field\n", "[Tile b]", NULL, "unknown group" },
  { NULL }
};

typedef struct {
  const char    *path;
  gboolean       classic;
  const Refusal *refusals;   /* up to a row without text */
} Suite;

/* every refusal of @data, each group after its game's head */
static void
test_refusals (gconstpointer data)
{
  const Suite *suite = data;

  for (const Refusal *r = suite->refusals; r->text != NULL; r++)
    {
      g_autofree char *text = g_strconcat (suite->classic ? CLASSIC_HEAD : CASTLE_HEAD, r->text, NULL);

      expect (suite->classic, text, r->group, r->needle, r->also);
    }
}

int
main (int argc, char *argv[])
{
  static const Suite suites[] = {
    { "/input-lines/castle/sides", FALSE, castle_sides },
    { "/input-lines/castle/pieces", FALSE, castle_pieces },
    { "/input-lines/castle/square", FALSE, castle_square },
    { "/input-lines/castle/groups", FALSE, castle_groups },
    { "/input-lines/classic/keys", TRUE, classic_keys },
    { "/input-lines/classic/sides", TRUE, classic_sides },
    { "/input-lines/classic/pieces", TRUE, classic_pieces },
    { "/input-lines/classic/groups", TRUE, classic_groups },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (suites); i++)
    g_test_add_data_func (suites[i].path, &suites[i], test_refusals);
  return g_test_run ();
}
