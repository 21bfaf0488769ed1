/* test-suggest-language.c — Suggest a Move's answer reads as a sentence in
 * every language, and the tile bought at the bazaar is not called drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The answer was glued from bare nouns ("…setze einen Gefolgsmann ein:
 * Ritter (Stadt) – das schließt ab: Stadt, 4 Punkte…"): it is now made of
 * whole clauses, each language's own. One answer is checked word for word
 * in each language; then real answers of The Castle (both themes), classic
 * Carcassonne and the expansion are asked in each, and none may hold an
 * English word or a noun set in brackets: the only brackets hold rule IDs
 * and, where the comma is the decimal mark, a classic cell ("(1; 0)").
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "castellan-classic-describe.h"
#include "castellan-classic-game.h"
#include "castellan-describe.h"
#include "castellan-game.h"
#include "castellan-game-base.h"
#include "cs-classic.h"
#include "i18n-common.h"

/* a knight laid on the city it closes, turned half round, as classic's
 * Suggest a Move says it */
static char *
knight_on_city (void)
{
  CastellanSuggestionFacts f = { .cell = "0,-1", .rot = 2, .score_rule = "C-7.3", .free_rule = "C-6.1" };

  f.put = castellan_classic_describe_put_follower (CS_CLASSIC_CITY);
  f.feature = castellan_classic_describe_feature_object (CS_CLASSIC_CITY);
  f.feature_rule = "C-7.3";
  f.completed = 1;
  f.completed_name = castellan_classic_describe_feature_object (CS_CLASSIC_CITY);
  f.points = 4;
  return castellan_game_base_suggestion_text (&f);
}

static void
test_sentence (void)
{
  static const struct { const char *lang, *text; } want[] = {
    { "en", "Lay the tile at 0,-1, turned half round, and put a knight on its city: "
            "it completes the city, 4 points for you (C-7.3)." },
    { "de", "Lege das Plättchen auf 0,-1, halb herumgedreht, und setze einen Ritter in die Stadt: "
            "Damit schließt du die Stadt ab, 4 Punkte für dich (C-7.3)." },
    { "es", "Coloca la loseta en 0,-1, girada media vuelta, y pon un caballero en la ciudad: "
            "completa la ciudad, 4 puntos para ti (C-7.3)." },
    { "fr", "Posez la tuile en 0,-1, tournée d’un demi-tour, et placez un chevalier dans la ville\u00a0: "
            "elle complète la ville, 4 points pour vous (C-7.3)." },
    { "it", "Posa la tessera in 0,-1, ruotata di mezzo giro, e metti un cavaliere nella città: "
            "completa la città, 4 punti per te (C-7.3)." },
    { "pl", "Połóż płytkę na polu 0,-1, obróconą o pół obrotu, i postaw rycerza w mieście: "
            "zamyka miasto, 4 punkty dla ciebie (C-7.3)." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *text = NULL;

      i18n_speak (want[i].lang);
      text = knight_on_city ();
      g_test_message ("%s: %s", want[i].lang, text);
      g_assert_cmpstr (text, ==, want[i].text);
    }
  i18n_speak ("en");
}

/* the answer names the level it speaks for (the one the game's review
 * judges by), in the words of the New Game dialog, in every language */
static void
test_level (void)
{
  static const struct { const char *lang, *start; } want[] = {
    { "en", "Strong would play this: Lay the tile at 0,-1, " },
    { "de", "Die Stufe Stark würde so spielen: Lege das Plättchen auf 0,-1, " },
    { "es", "El nivel Fuerte jugaría así: Coloca la loseta en 0,-1, " },
    { "fr", "Le niveau Fort jouerait ainsi\u00a0: Posez la tuile en 0,-1, " },
    { "it", "Il livello Forte giocherebbe così: Posa la tessera in 0,-1, " },
    { "pl", "Poziom Silny zagrałby tak: Połóż płytkę na polu 0,-1, " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *answer = NULL, *text = NULL;

      i18n_speak (want[i].lang);
      answer = knight_on_city ();
      text = castellan_game_base_suggestion_with_level (answer);
      g_test_message ("%s: %s", want[i].lang, text);
      g_assert_true (g_str_has_prefix (text, want[i].start));
      g_assert_true (g_str_has_suffix (text, answer));
    }
  i18n_speak ("en");
}

/* with no follower left, the answer says so, in every language,
 * and never that the move keeps the followers free */
static void
test_none_left (void)
{
  static const struct { const char *lang, *text; } want[] = {
    { "en", "Lay the tile at G9, turned a quarter anticlockwise, without a follower: "
            "it scores nothing now, and you have no follower left to put (R-5.3)." },
    { "de", "Lege das Plättchen auf G9, um eine Vierteldrehung gegen den Uhrzeigersinn gedreht, ohne Gefolgsmann: "
            "Das bringt jetzt nichts, und du hast keinen Gefolgsmann mehr zum Einsetzen (R-5.3)." },
    { "pl", "Połóż płytkę na polu G9, obróconą o ćwierć obrotu w lewo, bez podwładnego: "
            "teraz nie daje punktów, a nie masz już żadnego podwładnego do postawienia (R-5.3)." },
  };
  CastellanSuggestionFacts f = { .cell = "G9", .rot = 3, .score_rule = "R-6.3", .free_rule = "R-5.1",
                                 .none_left = TRUE, .empty_rule = "R-5.3" };

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *text = NULL;

      i18n_speak (want[i].lang);
      text = castellan_game_base_suggestion_text (&f);
      g_test_message ("%s: %s", want[i].lang, text);
      g_assert_cmpstr (text, ==, want[i].text);
    }
  i18n_speak ("en");
}

/* every bracket holds a rule ID ("(C-7.3)"), never a noun ("(Stadt)"); no
 * English word of the sentence is left; a full stop ends it */
static void
assert_reads (const char *lang, const char *game, const char *text)
{
  g_autoptr(GRegex) bracket = g_regex_new ("\\(([^)]*)\\)", 0, 0, NULL);
  g_autoptr(GRegex) english = g_regex_new ("\\b(Lay|tile|put|its|completes|claims|follower|points? for)\\b", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_test_message ("%s, %s: %s", lang, game, text);
  g_assert_true (g_str_has_suffix (text, "."));
  g_assert_null (strstr (text, "  "));
  g_assert_null (strstr (text, "?"));
  if (g_regex_match (english, text, 0, NULL))
    g_error ("%s, %s: English left in the suggestion: %s", lang, game, text);
  g_regex_match (bracket, text, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *inside = g_match_info_fetch (match, 1);

      /* a rule ID, or a classic cell where the comma is the decimal mark: "(1; 0)" */
      if (!g_regex_match_simple ("^[RCB]-[0-9]+(\\.[0-9]+)?$", inside, 0, 0)
          && !g_regex_match_simple ("^-?[0-9]+\u202f?; -?[0-9]+$", inside, 0, 0))
        g_error ("%s, %s: a bracket holds \"%s\", not a rule ID: %s", lang, game, inside, text);
    }
}

/* Suggest a Move's answer; @followers counts those that put a follower */
static char *
answer (CastellanGameBase *game, guint *followers)
{
  CastellanSuggestedMove move;

  castellan_game_base_suggest (game);
  while (!castellan_game_base_get_suggested_move (game, &move))
    g_main_context_iteration (NULL, TRUE);
  *followers += move.follower >= 0;
  return g_strdup (castellan_game_base_get_suggestion (game));
}

static void
test_games (void)
{
  guint with_follower = 0;

  for (guint l = 0; l < G_N_ELEMENTS (i18n_linguas); l++)
    for (guint32 seed = 1; seed <= 4; seed++)
      {
        g_autoptr(CastellanGame) castle = castellan_game_new ();
        g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
        CastellanGameSetup cs = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                  seed & 1 ? CASTELLAN_THEME_ZAMEK : CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
        CastellanClassicSetup ks = { .n_players = 2, .farmers = TRUE, .bcb = seed & 2, .seed = seed, .has_seed = TRUE,
                                     .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN } };
        g_autofree char *a = NULL, *b = NULL;

        i18n_speak (i18n_linguas[l]);
        castellan_game_start (castle, &cs);
        a = answer (CASTELLAN_GAME_BASE (castle), &with_follower);
        assert_reads (i18n_linguas[l], seed & 1 ? "zamek" : "castle", a);
        castellan_classic_game_start (classic, &ks);
        b = answer (CASTELLAN_GAME_BASE (classic), &with_follower);
        assert_reads (i18n_linguas[l], ks.bcb ? "expansion" : "classic", b);
      }
  /* the clauses that put a follower were heard, not only "without a follower" */
  g_test_message ("%u of %u answers put a follower", with_follower, 2 * 4 * (guint) G_N_ELEMENTS (i18n_linguas));
  g_assert_cmpuint (with_follower, >, 0);
  i18n_speak ("en");
}

/* the tile bought at the bazaar has its own name in every catalog, not
 * the drawn tile's */
static void
test_bought_tile (void)
{
  static const char *const pairs[][2] = {
    { "Drawn tile, %1$s: north %2$s, east %3$s, south %4$s, west %5$s",
      "Tile bought at the bazaar, %1$s: north %2$s, east %3$s, south %4$s, west %5$s" },
    { "Drawn tile, %1$s: %2$s.", "Tile bought at the bazaar, %1$s: %2$s." },
    { "%s: empty, the drawn tile fits here", "%s: empty, the tile bought at the bazaar fits here" },
  };

  for (guint l = 0; l < G_N_ELEMENTS (i18n_linguas); l++)
    {
      i18n_speak (i18n_linguas[l]);
      for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
        {
          const char *drawn = _(pairs[p][0]);
          const char *bought = _(pairs[p][1]);

          g_test_message ("%s: %s / %s", i18n_linguas[l], drawn, bought);
          g_assert_cmpstr (drawn, !=, pairs[p][0]);
          g_assert_cmpstr (bought, !=, pairs[p][1]);
          g_assert_cmpstr (bought, !=, drawn);
        }
    }
  i18n_speak ("en");
}

int
main (int argc, char *argv[])
{
  i18n_test_init (&argc, &argv, "en");
  g_test_add_func ("/suggest-language/sentence", test_sentence);
  g_test_add_func ("/suggest-language/games", test_games);
  g_test_add_func ("/suggest-language/bought-tile", test_bought_tile);
  g_test_add_func ("/suggest-language/none-left", test_none_left);
  g_test_add_func ("/suggest-language/level", test_level);
  return g_test_run ();
}
