/* test-seat-names.c — an unnamed seat is called by its colour in today's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Classic Carcassonne and its expansion, as The Castle (test-ui-language.c):
 * a game started in one language and resumed in another shows the colours
 * in the other; a save of an older Castellan that holds a translated colour
 * still reads as unnamed; a name typed in stays as typed. The review names
 * the seats the same way, for all three games. The language is changed in
 * the process, as a player does between two runs of the app.
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-review.h"
#include "castellan-shipped.h"
#include "cs-classic-text.h"
#include "cs-record.h"
#include "i18n-common.h"

/* a classic game in @setup_language with seat 2 named "Ada", saved */
static char *
classic_saved_in (const char *setup_language, guint n, gboolean bcb, gsize *length)
{
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  CastellanClassicSetup setup = { .n_players = n, .first = 0, .farmers = TRUE, .bcb = bcb,
                                  .seed = 5, .has_seed = TRUE };

  i18n_speak (setup_language);
  for (guint p = 0; p < n; p++)
    setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
  setup.names[2] = "Ada";
  castellan_classic_game_start (game, &setup);
  /* shown in the language of the start… */
  g_assert_cmpstr (castellan_classic_game_get_player_name (game, 0), ==, cs_classic_text_name (0));
  g_assert_cmpstr (castellan_classic_game_get_player_name (game, 2), ==, "Ada");
  return castellan_classic_game_save_to_data (game, length);
}

/* @data resumed in @language: every unnamed seat by its colour there */
static void
assert_resumed_in (const char *data, gsize length, const char *language, guint n, const char *const *expected)
{
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(GError) error = NULL;

  i18n_speak (language);
  g_assert_true (castellan_game_base_load (CASTELLAN_GAME_BASE (game), data, length, "resumed.castellan", &error));
  g_assert_no_error (error);
  for (guint p = 0; p < n; p++)
    {
      CastellanPlayer *player = castellan_game_base_get_player (CASTELLAN_GAME_BASE (game), p);

      g_assert_cmpstr (castellan_classic_game_get_player_name (game, p), ==, expected[p]);
      g_assert_cmpstr (castellan_classic_game_get_player_names (game)[p], ==, expected[p]);
      g_assert_cmpstr (castellan_player_get_name (player), ==, expected[p]);
    }
}

/* started in German, resumed in English and in Polish */
static void
test_classic_resumed (void)
{
  gsize length;
  g_autofree char *data = classic_saved_in ("de", 5, FALSE, &length);
  const char *english[] = { "Yellow", "Red", "Ada", "Blue", "Black" };
  const char *polish[] = { "Żółty", "Czerwony", "Ada", "Niebieski", "Czarny" };

  /* the record keeps an unnamed seat in English, whatever the language */
  g_assert_nonnull (strstr (data, "Player1=Yellow\n"));
  g_assert_nonnull (strstr (data, "Player3=Ada\n"));
  g_assert_null (strstr (data, "Gelb"));
  assert_resumed_in (data, length, "en", 5, english);
  assert_resumed_in (data, length, "pl", 5, polish);
}

/* the expansion, started in English, resumed in Polish: the log and the
 * turn say the Polish colour too */
static void
test_bcb_resumed (void)
{
  gsize length;
  g_autofree char *data = classic_saved_in ("en", 3, TRUE, &length);
  const char *polish[] = { "Żółty", "Czerwony", "Ada" };
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *outcome = NULL;

  assert_resumed_in (data, length, "pl", 3, polish);
  g_assert_true (castellan_game_base_load (CASTELLAN_GAME_BASE (game), data, length, "resumed.castellan", &error));
  g_assert_no_error (error);
  g_assert_true (castellan_classic_game_get_bcb (game));
  g_assert_cmpstr (castellan_classic_game_get_player_name (game, 1), ==, "Czerwony");
}

/* an older save holds the colour in the language it started in
 * (Player1=Gelb); read in French it is Jaune. "Gelb" typed for another
 * seat is no colour of that seat: a name, kept. */
static void
test_old_save (void)
{
  gsize length;
  g_autofree char *data = classic_saved_in ("en", 3, FALSE, &length);
  g_autoptr(GString) old = g_string_new (data);
  const char *french[] = { "Jaune", "Gelb", "Ada" };

  g_assert_cmpuint (g_string_replace (old, "Player1=Yellow\n", "Player1=Gelb\n", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (old, "Player2=Red\n", "Player2=Gelb\n", 1), ==, 1);
  assert_resumed_in (old->str, old->len, "fr", 3, french);
  /* saved again, the colour is kept in English, the name as typed */
  {
    g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
    g_autofree char *again = NULL;
    gsize again_length;

    g_assert_true (castellan_game_base_load (CASTELLAN_GAME_BASE (game), old->str, old->len, "old.castellan", NULL));
    again = castellan_classic_game_save_to_data (game, &again_length);
    g_assert_nonnull (strstr (again, "Player1=Yellow\n"));
    g_assert_nonnull (strstr (again, "Player2=Gelb\n"));
  }
}

/* the colours older saves may hold (cs-classic-text.c) are the catalogs' */
static void
test_catalogued_colours (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (i18n_linguas); l++)
    for (guint seat = 0; seat < CASTELLAN_CLASSIC_MAX_SEATS; seat++)
      {
        g_autofree char *there = NULL;

        i18n_speak (i18n_linguas[l]);
        there = g_strdup (cs_classic_text_name (seat));
        g_assert_cmpstr (there, !=, cs_classic_text_stored_name (seat));
        i18n_speak ("en");
        g_assert_cmpstr (cs_classic_text_shown_name (seat, there), ==, cs_classic_text_stored_name (seat));
        i18n_speak ("it");
        g_assert_cmpstr (cs_classic_text_shown_name (seat, there), ==, cs_classic_text_name (seat));
      }
  g_assert_cmpstr (cs_classic_text_shown_name (0, "Yellowish"), ==, "Yellowish");
  g_assert_cmpstr (cs_classic_text_shown_name (1, NULL), ==, cs_classic_text_name (1));
  g_assert_cmpstr (cs_classic_text_shown_name (1, ""), ==, cs_classic_text_name (1));
}

/* the review names the seats as the game did: a Castle game in Polish, a
 * classic one started in German */
static void
test_review_names (void)
{
  g_autoptr(CsRecord) record = cs_record_new ();
  g_autoptr(CastellanReview) castle = NULL;
  g_autoptr(CastellanReview) classic = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *castle_data = NULL;
  g_autofree char *classic_data = NULL;
  gsize length;

  cs_record_setup_from_seed (record, castellan_shipped_tileset (), 3, 0);
  g_free (record->names[0]);
  g_free (record->names[1]);
  record->names[0] = g_strdup (castellan_player_default_name (0));   /* as the app keeps them */
  record->names[1] = g_strdup ("Bo");
  castle_data = cs_record_to_data (record, &length);
  i18n_speak ("pl");
  castle = castellan_review_new (castle_data, length, "castle.castellan", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (castellan_review_get_player_name (castle, 0), ==, "Niebieski");
  g_assert_cmpstr (castellan_review_get_player_name (castle, 1), ==, "Bo");

  classic_data = classic_saved_in ("de", 3, TRUE, &length);
  i18n_speak ("pl");
  classic = castellan_review_new (classic_data, length, "classic.castellan", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (castellan_review_get_player_name (classic, 0), ==, "Żółty");
  g_assert_cmpstr (castellan_review_get_player_name (classic, 1), ==, "Czerwony");
  g_assert_cmpstr (castellan_review_get_player_name (classic, 2), ==, "Ada");
}

/* a classic save whose move cannot be played, resumed in Polish: the
 * error names the tile by its picture, not by its design's letter, which
 * no player sees ("płytka d") */
static void
test_load_error_tile (void)
{
  gsize length;
  g_autofree char *data = classic_saved_in ("en", 3, TRUE, &length);
  g_autoptr(GString) broken = g_string_new (data);
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(GRegex) letter = g_regex_new ("płytka [A-Za-z] ", 0, 0, NULL);
  g_autoptr(GError) error = NULL;

  /* the first move on the start tile's cell (C-4.2) */
  g_assert_null (strstr (broken->str, "[Moves]"));
  g_assert_cmpuint (g_string_replace (broken, "MoveCount=0\n", "MoveCount=1\n", 1), ==, 1);
  g_string_append (broken, "\n[Moves]\n1=0,0 0\n");
  i18n_speak ("pl");
  g_assert_false (castellan_game_base_load (CASTELLAN_GAME_BASE (game), broken->str, broken->len,
                                            "broken.castellan", &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "ruch 1: płytka (północ "));
  g_assert_nonnull (strstr (error->message, "(C-4.2)"));
  g_assert_false (g_regex_match (letter, error->message, 0, NULL));
}

int
main (int argc, char *argv[])
{
  i18n_test_init (&argc, &argv, "en");
  g_test_add_func ("/seat-names/classic-resumed", test_classic_resumed);
  g_test_add_func ("/seat-names/bcb-resumed", test_bcb_resumed);
  g_test_add_func ("/seat-names/old-save", test_old_save);
  g_test_add_func ("/seat-names/catalogued-colours", test_catalogued_colours);
  g_test_add_func ("/seat-names/review", test_review_names);
  g_test_add_func ("/seat-names/load-error-tile", test_load_error_tile);
  return g_test_run ();
}
