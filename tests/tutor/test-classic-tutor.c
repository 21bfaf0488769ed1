/* test-classic-tutor.c — the classic tutor and final sheet say the points
 * the engine scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position of Bridges, Castles and Bazaars is reached by play through
 * CastellanClassicGame: Red closes a small city on the start tile and
 * builds a castle on it; Blue lays a road beside it with a farmer in the
 * field north of the road, which borders the castle. At the end that castle
 * pays the field 4, not 3 (B-4.10).
 *
 * The lines of roads and cities, as the final sheet shows them: their rule
 * codes become links in one parenthesis before the full stop, so no other
 * parenthesis may stand just before it ("(shields: 0) (C-7.3).") in any
 * language; a city's shields are said only when it has some.
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "castellan-cite.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-tutor.h"
#include "castellan-classic-turn.h"
#include "cs-classic-text.h"
#include "i18n-common.h"

/* the piece of the tile to be laid now labelled @label */
static guint
piece (const CsClassic *g, char label)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);

  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].label == label)
      return p;
  g_assert_not_reached ();
}

static void
lay (CastellanClassicGame *game, int x, int y, guint rot, char follower)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  g_autoptr(GError) error = NULL;

  m.cell = cs_classic_cell (x, y);
  m.rot = rot;
  m.follower = follower ? (gint8) piece (g, follower) : -1;
  g_assert_true (castellan_classic_game_play (game, &m, &error));
  g_assert_no_error (error);
}

/* Red's castle on the start tile's city, and Blue's W about to be laid */
static CastellanClassicGame *
castle_game (void)
{
  CastellanClassicGame *game = castellan_classic_game_new ();
  CastellanClassicSetup setup = { 0 };
  g_autoptr(GError) error = NULL;

  setup.n_players = 3;
  setup.farmers = TRUE;
  setup.bcb = TRUE;
  setup.seed = 7;
  setup.has_seed = TRUE;
  setup.first = 0;
  setup.pile_top = "EWX";
  for (guint p = 0; p < setup.n_players; p++)
    setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
  castellan_classic_game_start (game, &setup);
  lay (game, 0, -1, 2, 'c');     /* Red closes the small city with a knight */
  g_assert_true (castellan_classic_bcb_castle (game, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (castellan_classic_game_get_state (game)->bcb.n_castles, ==, 1);
  return game;
}

/* B-4.10: the farmer spot's worth counts the castle 4, as the engine does */
static void
test_spot_worth (void)
{
  g_autoptr(CastellanClassicGame) game = castle_game ();
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const CsClassic *g = castellan_classic_game_get_state (game);
  guint farm = piece (g, 'a'), n_open;
  const guint8 *open;
  int spot = -1;
  g_autofree char *worth = NULL, *said = NULL;
  int fin[CS_CLASSIC_MAX_PLAYERS];

  castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (1, 0));
  castellan_classic_turn_set_rotation (turn, 0);
  g_assert_true (castellan_classic_turn_lay (turn));
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint k = 0; k < n_open; k++)
    if (open[k] == farm)
      spot = k;
  g_assert_cmpint (spot, >=, 0);
  worth = castellan_classic_tutor_dup_spot (turn, spot);
  g_assert_nonnull (worth);
  g_test_message ("%s", worth);

  /* what the engine gives Blue's farmer there at the end */
  castellan_classic_turn_choose_follower (turn, spot);
  cs_classic_final_preview (castellan_classic_game_get_state (game), fin);
  g_assert_cmpint (fin[1], ==, 4);
  said = g_strdup_printf ("(1 completed): %d points for its farmers", fin[1]);
  g_assert_nonnull (strstr (worth, said));
  g_assert_nonnull (strstr (worth, "(B-4.10)"));
}

/* the final sheet's bullets under a field line: the castle 4 (B-4.10) */
static void
test_final_sheet (void)
{
  g_autoptr(CastellanClassicGame) game = castle_game ();
  const char *const *names = (const char *const *) castellan_classic_game_get_record (game)->names;
  const CsClassic *g;
  CsEvent line = { 0 };
  g_autofree char *cities = NULL;
  int fin[CS_CLASSIC_MAX_PLAYERS];

  lay (game, 1, 0, 0, 'a');      /* Blue's farmer north of the road */
  g = castellan_classic_game_get_state (game);
  cs_classic_final_preview (g, fin);
  g_assert_cmpint (fin[1], ==, 4);
  line.type = CS_EVENT_FINAL_LINE;
  line.kind = CS_LINE_FARM;
  for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
    if (g->player[1].follower[i] != CS_NONE)
      line.node = cs_classic_find (g, g->player[1].follower[i]);
  line.followers[1] = 1;
  cities = castellan_classic_tutor_dup_farm_cities (g, &line, names);
  g_assert_nonnull (cities);
  g_test_message ("%s", cities);
  g_assert_nonnull (strstr (cities, "\n• the castle at 0,0: 4 points (B-4.10)"));
  g_assert_null (strstr (cities, "3 points"));
}

/* the texts in @lang from now on; textdomain () makes gettext forget the
 * lines it has read so far */
static void
speak (const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  textdomain (GETTEXT_PACKAGE);
}

/* the road and city lines in every language: nothing in parentheses left
 * before the codes once they are links; shields said only when there are */
static void
test_feature_lines (void)
{
  static const char *const langs[] = { "de", "es", "fr", "it", "pl", "C" };
  static const guint8 types[] = { CS_CLASSIC_ROAD, CS_CLASSIC_CITY };
  static const guint sizes[] = { 1, 2, 5, 22 };
  const char *names[CS_CLASSIC_MAX_PLAYERS] = { "Ada", "Bo", "Cy", "Di", "Ed" };
  g_autoptr(CastellanClassicGame) game = castle_game ();
  const CsClassic *g = castellan_classic_game_get_state (game);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      speak (langs[l]);
      for (guint final = 0; final < 2; final++)
        for (guint t = 0; t < G_N_ELEMENTS (types); t++)
          for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
            for (guint shields = 0; shields < 3; shields++)
              {
                CsEvent e = { 0 };
                g_autofree char *line = NULL, *sentence = NULL;
                g_auto(GStrv) rules = NULL;
                gsize len;

                if (types[t] == CS_CLASSIC_ROAD && shields > 0)
                  continue;
                e.type = final ? CS_EVENT_FINAL_LINE : CS_EVENT_FEATURE_SCORED;
                e.kind = CS_LINE_FEATURE;
                e.ftype = types[t];
                e.size = sizes[z];
                e.count = shields;
                e.player = 0;
                e.winners = 1;
                e.points = 2 * sizes[z] + 2 * shields;
                line = cs_classic_text_event (g, &e, (const char *const *) names);
                sentence = castellan_cite_split_all (line, &rules);
                len = strlen (sentence);
                g_test_message ("%s: %s", langs[l], line);
                g_assert_nonnull (rules[0]);
                g_assert_cmpstr (rules[0], ==, final ? "C-8.2" : "C-7.3");
                g_assert_null (rules[1]);
                g_assert_true (len > 2 && sentence[len - 1] == '.');
                if (sentence[len - 2] == ')')
                  g_error ("%s: “%s” leaves a parenthesis beside its codes' own", langs[l], line);
                if (g_str_equal (langs[l], "C"))
                  {
                    g_assert_true ((strstr (line, "shield") != NULL) == (shields > 0));
                    if (shields == 2)
                      g_assert_nonnull (strstr (line, ", with 2 shields (C-"));
                    if (shields == 1)
                      g_assert_nonnull (strstr (line, ", with 1 shield (C-"));
                  }
              }
    }
  speak ("C");
}

/* The Castle's refusals of a path broken at a side read in Polish as the
 * classic ones do: the side in the sentence ("wychodząca z tej płytki na
 * zachód", "na zachód od tej płytki"), not "(strona: zachód)" */
static void
test_castle_sides_in_polish (void)
{
  static const char *const said[][2] = {
    { "The path leaving the %1$s side would run into the tower of the tile at %2$s. Paths must always be continued (R-3.3).", "z tej płytki na %1$s " },
    { "The path of the tile at %2$s would end in this tile's court on its %1$s side. Paths must always be continued (R-3.3).", ", na %1$s od tej płytki," },
  };

  speak ("pl");
  for (guint i = 0; i < G_N_ELEMENTS (said); i++)
    {
      const char *text = g_dpgettext2 (GETTEXT_PACKAGE, "castle", said[i][0]);

      g_test_message ("%s", text);
      g_assert_true (text != said[i][0]);
      g_assert_null (strstr (text, "strona:"));
      g_assert_nonnull (strstr (text, said[i][1]));
    }
  speak ("C");
}

/* a field beside castles: the log's line names its cities and castles apart,
 * and says the rule of each, so 2 × 3 + 1 × 4 reads as the 10 it scores */
static void
test_farm_castle_line (void)
{
  static const char *const langs[] = { "de", "es", "fr", "it", "pl", "C" };
  const char *names[CS_CLASSIC_MAX_PLAYERS] = { "Ada", "Bo", "Cy", "Di", "Ed" };
  g_autoptr(CastellanClassicGame) game = castle_game ();
  const CsClassic *g = castellan_classic_game_get_state (game);
  CsEvent e = { 0 };

  e.type = CS_EVENT_FINAL_LINE;
  e.kind = CS_LINE_FARM;
  e.count = 3;                  /* the castle is counted among them */
  e.castles = 1;
  e.points = 2 * 3 + 4;
  e.winners = 1;
  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_autofree char *line = NULL;
      g_auto(GStrv) rules = NULL;
      g_autofree char *sentence = NULL;

      speak (langs[l]);
      line = cs_classic_text_event (g, &e, (const char *const *) names);
      g_test_message ("%s: %s", langs[l], line);
      sentence = castellan_cite_split_all (line, &rules);
      g_assert_cmpstr (rules[0], ==, "C-8.3");
      g_assert_cmpstr (rules[1], ==, "B-4.10");
      g_assert_nonnull (strstr (sentence, "2"));
      g_assert_nonnull (strstr (sentence, "1"));
      g_assert_null (strstr (sentence, "3"));
      if (g_str_equal (langs[l], "C"))
        g_assert_nonnull (strstr (line, "which borders 2 completed cities and 1 castle (C-8.3, B-4.10)."));
    }
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  i18n_bind_catalogs ();
  /* GLib decides once, at the first text it is asked to translate, whether
   * to translate at all (g_dgettext): ask it with a catalog there, then
   * start in English */
  speak ("de");
  (void) g_dgettext (GETTEXT_PACKAGE, "Castellan");
  speak ("C");

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/classic-tutor/castle-field-spot", test_spot_worth);
  g_test_add_func ("/classic-tutor/castle-field-final-sheet", test_final_sheet);
  g_test_add_func ("/classic-tutor/feature-lines-in-every-language", test_feature_lines);
  g_test_add_func ("/classic-tutor/castle-sides-in-polish", test_castle_sides_in_polish);
  g_test_add_func ("/classic-tutor/farm-castle-line", test_farm_castle_line);
  return g_test_run ();
}
