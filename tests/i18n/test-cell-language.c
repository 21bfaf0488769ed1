/* test-cell-language.c — a cell of the Carcassonne board is never read as
 * a decimal number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A play-test in Polish, Spanish and German found the cells named "1,0"
 * in every text a person reads ("ukończone miasto przy 0,3, 5 płytek",
 * "Coloca la loseta en 1,0"): where the comma is the decimal mark, that is
 * the number 1.0. Each language now writes a cell its own way
 * (cs_classic_text_cell, docs/TRANSLATING.md): English "1,0", the five
 * translations "(1; 0)". Here: the name itself, the places of the final
 * sheet and the log, a real Suggest a Move answer, and the error opening
 * a record with a tile where it may not go, in each language.
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "castellan-classic-game.h"
#include "castellan-game-base.h"
#include "cs-classic.h"
#include "cs-classic-text.h"
#include "cs-text.h"
#include "i18n-common.h"

/* English last: in a process that has looked the cell up in English, a
 * language spoken after it found the msgid untranslated here */
static const struct { const char *lang, *one_zero, *zero_minus_two; } want[] = {
  { "de", "(1; 0)", "(0; -2)" },
  { "es", "(1; 0)", "(0; -2)" },
  { "fr", "(1\u202f; 0)", "(0\u202f; -2)" },
  { "it", "(1; 0)", "(0; -2)" },
  { "pl", "(1; 0)", "(0; -2)" },
  { "en", "1,0", "0,-2" },
};

/* a number with the decimal comma: "1,0", "0,-2" next to a digit */
static gboolean
has_decimal_like (const char *text)
{
  return g_regex_match_simple ("[0-9],-?[0-9]", text, 0, 0);
}

static void
test_name (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autofree char *a = NULL, *b = NULL;

      i18n_speak (want[i].lang);
      a = cs_classic_text_cell (cs_classic_cell (1, 0));
      b = cs_classic_text_cell (cs_classic_cell (0, -2));
      g_test_message ("%s: %s, %s", want[i].lang, a, b);
      g_assert_cmpstr (a, ==, want[i].one_zero);
      g_assert_cmpstr (b, ==, want[i].zero_minus_two);
    }
  i18n_speak ("en");
}

/* the places the final sheet and the log name (cs_classic_text_place):
 * the start tile's features, two fields among them told apart by part */
static void
test_places (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
      CastellanClassicSetup ks = { .n_players = 2, .farmers = TRUE, .seed = 3, .has_seed = TRUE,
                                   .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN } };
      gboolean english = g_str_equal (want[i].lang, "en");
      const CsClassic *g;
      guint parts = 0;

      i18n_speak (want[i].lang);
      castellan_classic_game_start (game, &ks);
      g = castellan_classic_game_get_state (game);
      for (guint16 node = 0; node < g->n_nodes; node++)
        {
          g_autofree char *place = cs_classic_text_place (g, node, NULL);

          g_test_message ("%s: %s", want[i].lang, place);
          if (english)
            g_assert_true (g_regex_match_simple ("^0,0( \\(.+\\))?$", place, 0, 0));
          else
            {
              g_assert_true (g_regex_match_simple ("^\\(0\u202f?; 0(, .+)?\\)$", place, 0, 0));
              g_assert_false (has_decimal_like (place));
            }
          parts += strchr (place, ' ') != NULL && (english || strchr (place, ',') != NULL);
        }
      /* the start tile's two fields are told apart by their parts */
      g_assert_cmpuint (parts, >, 0);
    }
  i18n_speak ("en");
}

/* a real answer of Suggest a Move in classic Carcassonne names its cell so */
static void
test_suggestion (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
      CastellanClassicSetup ks = { .n_players = 2, .farmers = TRUE, .seed = 5, .has_seed = TRUE,
                                   .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN } };
      CastellanSuggestedMove move;
      const char *text;

      i18n_speak (want[i].lang);
      castellan_classic_game_start (game, &ks);
      castellan_game_base_suggest (CASTELLAN_GAME_BASE (game));
      while (!castellan_game_base_get_suggested_move (CASTELLAN_GAME_BASE (game), &move))
        g_main_context_iteration (NULL, TRUE);
      text = castellan_game_base_get_suggestion (CASTELLAN_GAME_BASE (game));
      g_test_message ("%s: %s", want[i].lang, text);
      if (g_str_equal (want[i].lang, "en"))
        g_assert_true (g_regex_match_simple ("Lay the tile at -?[0-9]+,-?[0-9]+, ", text, 0, 0));
      else
        {
          g_assert_true (g_regex_match_simple ("\\(-?[0-9]+\u202f?; -?[0-9]+\\)", text, 0, 0));
          g_assert_false (has_decimal_like (text));
        }
    }
  i18n_speak ("en");
}

/* the error opening a record with a tile where it may not go ("…at 5,5:
 * the tile must share a side with a laid tile"), as the reader reads it */
static void
test_error (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
      CastellanClassicSetup ks = { .n_players = 2, .farmers = TRUE, .seed = 5, .has_seed = TRUE,
                                   .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN } };
      g_autofree CsClassic *copy = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      CsClassicMove move = CS_CLASSIC_MOVE_INIT;

      i18n_speak (want[i].lang);
      castellan_classic_game_start (game, &ks);
      copy = g_memdup2 (castellan_classic_game_get_state (game), sizeof *copy);
      move.cell = cs_classic_cell (5, 5);
      g_assert_false (cs_classic_play (copy, &move, NULL, &error));
      text = cs_text_error_tiles (error, copy->tileset);
      g_test_message ("%s: %s", want[i].lang, text);
      if (g_str_equal (want[i].lang, "en"))
        g_assert_nonnull (strstr (text, " at 5,5: "));
      else
        {
          g_assert_true (g_regex_match_simple ("\\(5\u202f?; 5\\)", text, 0, 0));
          g_assert_false (has_decimal_like (text));
        }
    }
  i18n_speak ("en");
}

int
main (int argc, char *argv[])
{
  i18n_test_init (&argc, &argv, "en");
  g_test_add_func ("/cell-language/name", test_name);
  g_test_add_func ("/cell-language/places", test_places);
  g_test_add_func ("/cell-language/suggestion", test_suggestion);
  g_test_add_func ("/cell-language/error", test_error);
  return g_test_run ();
}
