/* test-error-language.c — the engine's errors in the reader's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine words its errors in English only and keeps their fields
 * (cs-error.h); the texts word them again, translated (cs_text_error). A
 * tile laid where it does not fit reads as the tutor says it
 * (cs_text_refusal, cs_text_verdict). Run with LANGUAGE=de.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "castellan-engine.h"
#include "castellan-shipped.h"
#include "cs-classic-text.h"
#include "cs-record.h"
#include "cs-review-text.h"
#include "cs-text.h"
#include "i18n-common.h"

static void
test_expand (void)
{
  const char *args[] = { "a.board", "7" };
  g_autofree char *in_order = cs_error_expand ("%s: line %s, 100%%", args, 2);
  g_autofree char *reordered = cs_error_expand ("%2$s <- %1$s", args, 2);

  g_assert_cmpstr (in_order, ==, "a.board: line 7, 100%");
  g_assert_cmpstr (reordered, ==, "7 <- a.board");
}

/* a parse error: English from the engine, German from the texts */
static void
test_parse_error (void)
{
  const char *data = "[Castle]\nCells=#\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *worded = NULL;
  g_autofree char *expected = NULL;
  CsBoard *board = cs_board_new_from_data (data, strlen (data), "mine.board", &error);

  g_assert_null (board);
  g_assert_error (error, CS_ERROR, CS_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "mine.board: there is no [Board] group; is this a board file?");
  g_assert_cmpstr (cs_error_get_format (error), ==, "%s: there is no [Board] group; is this a board file?");

  worded = cs_text_error (error);
  expected = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s: there is no [Board] group; is this a board file?"),
                              "mine.board");
  g_assert_cmpstr (worded, ==, expected);
  g_assert_cmpstr (worded, !=, error->message);
}

/* an error made of another: the inner one is worded again too */
static void
test_caused_error (void)
{
  const char *data = "[Board]\nCells=#\\q\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *worded = NULL;
  const char *inner = g_dgettext (GETTEXT_PACKAGE, "the value holds an unknown escape; a backslash may only "
                                  "come before s, n, t, r, ; or another backslash");
  CsBoard *board = cs_board_new_from_data (data, strlen (data), "mine.board", &error);

  g_assert_null (board);
  g_assert_nonnull (error);
  g_assert_nonnull (cs_error_get_cause (error));
  g_assert_nonnull (strstr (error->message, "a backslash may only come before"));
  worded = cs_text_error (error);
  g_assert_nonnull (strstr (worded, inner));
  g_assert_true (g_str_has_prefix (worded, "mine.board"));
}

/* a tile where it does not fit: the dialog's words are the tutor's */
static void
test_refusal (void)
{
  const CsBoard *board = castellan_shipped_board ();
  const CsTileset *tileset = castellan_shipped_tileset ();
  g_autoptr(CsRecord) record = cs_record_new ();
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *refusal = NULL;
  g_autofree char *tutor = NULL;
  const char *names[CS_NUM_PLAYERS] = { "Ada", "Bo" };
  CsMove move = { .follower = -1 };
  CsVerdict v;

  cs_record_setup_from_seed (record, tileset, 7, 0);
  g_assert_true (cs_record_start (record, board, tileset, game, ev, &error));
  g_assert_no_error (error);
  /* the first tile anywhere but against a start space */
  for (guint cell = 0; cell < CS_NUM_CELLS; cell++)
    {
      cs_game_verdict (game, cell, 0, &v);
      if (v.code == CS_VERDICT_FIRST_TILE)
        {
          move.cell = cell;
          break;
        }
    }
  g_assert_cmpint (v.code, ==, CS_VERDICT_FIRST_TILE);
  ev->n = 0;
  g_assert_false (cs_game_play (game, &move, ev, &error));
  g_assert_error (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (cs_error_get_placement (error));
  g_assert_nonnull (strstr (error->message, "(R-3.1)"));

  refusal = cs_text_refusal (game, &move, error, CS_THEME_CASTLE, names);
  tutor = cs_text_verdict (game, move.cell, move.rot, &v, CS_THEME_CASTLE);
  g_assert_cmpstr (refusal, ==, tutor);
  g_assert_cmpstr (refusal, !=, error->message);
  g_assert_cmpstr (refusal, ==, g_dgettext (GETTEXT_PACKAGE, "The first tile must lie with a whole side against "
                                            "a start space on the wall (R-3.1)."));
  g_assert_cmpstr (refusal, !=, "The first tile must lie with a whole side against a start space on the wall (R-3.1).");
}

/* a classic tile whose side does not match names the side as German says
 * it, one word: "An der Westseite", not "An der Seite West" */
static void
test_classic_side (void)
{
  const char *const sides[] = { "Nordseite", "Ostseite", "Südseite", "Westseite" };

  for (guint side = 0; side < 4; side++)
    {
      CsClassicVerdict v = { .code = CS_VERDICT_PATH_BROKEN, .rule = "C-4.3", .side = side,
                             .ours = CS_CLASSIC_CITY, .theirs = CS_CLASSIC_FIELD };
      g_autofree char *said = cs_classic_text_verdict (NULL, &v);
      g_autofree char *start = g_strdup_printf ("An der %s zeigt dieses Plättchen eine Stadt", sides[side]);

      g_assert_true (g_str_has_prefix (said, start));
      g_assert_null (strstr (said, "Seite West"));
    }
}

/* A classic record's move the engine refuses, as a record's reader sees
 * it (cs_text_error): the verdict's phrase, the sides and the kinds in
 * German too, not only the frame around them */
static void
test_classic_record_refusal (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsClassicMove taken = CS_CLASSIC_MOVE_INIT;
  CsClassicMove far = CS_CLASSIC_MOVE_INIT;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) far_error = NULL;
  g_autofree char *worded = NULL;
  g_autofree char *far_worded = NULL;
  gboolean broken = FALSE;

  cs_classic_init (g, castellan_shipped_classic_tileset (), 2, 0, 11, 0, NULL);

  taken.cell = cs_classic_cell (0, 0);   /* the start tile's cell */
  g_assert_false (cs_classic_check_move (g, &taken, &error));
  g_assert_error (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "the cell already holds a tile (C-4.2)"));
  worded = cs_text_error (error);
  g_assert_nonnull (strstr (worded, "Zug 1: "));
  g_assert_nonnull (strstr (worded, "auf dem Feld liegt bereits ein Plättchen (C-4.2)"));
  g_assert_null (strstr (worded, "already"));

  far.cell = cs_classic_cell (4, 4);
  g_assert_false (cs_classic_check_move (g, &far, &far_error));
  far_worded = cs_text_error (far_error);
  g_assert_nonnull (strstr (far_worded, "das Plättchen muss eine Seite mit einem gelegten Plättchen teilen"));

  /* a side that does not match: its side and both kinds worded in German */
  for (guint rot = 0; rot < 4; rot++)
    for (int dx = -1; dx <= 1; dx++)
      for (int dy = -1; dy <= 1; dy++)
        {
          CsClassicMove m = CS_CLASSIC_MOVE_INIT;
          CsClassicVerdict v;
          g_autoptr(GError) side_error = NULL;
          g_autofree char *said = NULL;

          if ((dx == 0) == (dy == 0))
            continue;
          m.cell = cs_classic_cell (dx, dy);
          m.rot = rot;
          cs_classic_verdict (g, m.cell, m.rot, &v);
          if (v.code != CS_VERDICT_PATH_BROKEN)
            continue;
          broken = TRUE;
          g_assert_false (cs_classic_check_move (g, &m, &side_error));
          said = cs_text_error (side_error);
          g_assert_nonnull (strstr (said, cs_text_side (v.side)));
          g_assert_nonnull (strstr (said, cs_classic_text_feature (v.ours)));
          g_assert_nonnull (strstr (said, cs_classic_text_feature (v.theirs)));
          g_assert_null (strstr (said, " side "));
          for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
            g_assert_null (strstr (said, cs_classic_kind_name (k)));
        }
  g_assert_true (broken);
}

/* a classic tile the engine names by its design's letter ("tile d"), which
 * no player sees, is named by its picture as drawn, in German; the
 * expansion's lower-case letters too */
static void
test_classic_tile_named (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsClassicMove taken = CS_CLASSIC_MOVE_INIT;
  const CsClassicTileset *bcb = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) bridge = NULL;
  g_autofree char *worded = NULL;
  g_autofree char *bridge_worded = NULL;
  g_autofree char *sides = NULL;
  g_autofree char *lower_sides = NULL;
  g_autofree char *letter = NULL;
  const CsClassicDesign *d;
  int lower;

  cs_classic_init (g, castellan_shipped_classic_tileset (), 2, 0, 11, 0, NULL);
  taken.cell = cs_classic_cell (0, 0);
  g_assert_false (cs_classic_check_move (g, &taken, &error));
  g_assert_cmpstr (cs_error_get_format (error), ==, "move %u: tile %c at %s: %s (%s)");
  d = cs_classic_tile (g->tileset, g->current);
  sides = cs_classic_text_tile_sides (d);
  g_assert_nonnull (strstr (sides, "Norden "));
  letter = g_strdup_printf ("Plättchen %c ", d->letter);
  worded = cs_text_error_tiles (error, g->tileset);
  g_assert_nonnull (strstr (worded, "Zug 1: "));
  g_assert_nonnull (strstr (worded, sides));
  g_assert_null (strstr (worded, letter));
  g_assert_nonnull (strstr (worded, "(C-4.2)"));
  /* without a tile set the letter stays: nothing else to name it by */
  g_clear_pointer (&worded, g_free);
  worded = cs_text_error (error);
  g_assert_nonnull (strstr (worded, letter));

  lower = cs_classic_tileset_find (bcb, 'a');
  g_assert_cmpint (lower, >=, 0);
  bridge = cs_error_new (CS_ERROR_ILLEGAL_MOVE, "move %u: tile %c fits without a bridge, so it cannot be removed (B-3.6)",
                         9, 'a');
  lower_sides = cs_classic_text_tile_sides (&bcb->design[lower]);
  bridge_worded = cs_text_error_tiles (bridge, bcb);
  g_assert_nonnull (strstr (bridge_worded, "Zug 9: "));
  g_assert_nonnull (strstr (bridge_worded, lower_sides));
  g_assert_null (strstr (bridge_worded, " a "));
  g_assert_nonnull (strstr (bridge_worded, "(B-3.6)"));
}

/* an engine error naming a feature words it as the game's theme does: a
 * Zamek game's "road" where The Castle has its "path" */
static void
test_themed_feature (void)
{
  g_autoptr(GError) error = cs_error_new (CS_ERROR_ILLEGAL_MOVE,
                                          "move %u: the %s “%c” already holds a follower (R-5.2)",
                                          3, cs_feature_type_name (CS_PATH), 'b');
  g_autofree char *castle = cs_text_error (error);
  g_autofree char *castle_too = cs_text_error_themed (error, CS_THEME_CASTLE);
  g_autofree char *zamek = cs_text_error_themed (error, CS_THEME_ZAMEK);

  g_assert_cmpstr (castle, ==, castle_too);
  g_assert_nonnull (strstr (castle, "Weg"));
  g_assert_nonnull (strstr (zamek, "Straße"));
  g_assert_null (strstr (zamek, "Weg"));
  g_assert_nonnull (strstr (zamek, "(R-5.2)"));
}


/* the languages, English first (no catalog: the msgids) */
static const char *const languages[] = { "en", "de", "es", "fr", "it", "pl" };

/* Play-test: a record's refused move said how the tile was turned by the
 * engine's number ("girada 0", "turned 0") and kept the English order.
 * The turn is in the words of the log and the review in every language,
 * and each language orders the sentence: German joins the side to "Seite"
 * ("an seiner Westseite"), Polish bends it ("po zachodniej stronie"). */
static void
assert_turn_worded (const char *lang, const char *said, guint rot, guint side)
{
  /* the turn by its number, as the catalogs had it */
  const char *by_number = "(turned|gedreht|girada|tournée|ruotata|obrócona|obrót) [0-3]\\b|[0-3](×| fois| times)";

  if (g_test_verbose ())
    g_printerr ("%s: %s\n", lang, said);
  g_assert_nonnull (strstr (said, cs_text_turn (rot)));
  g_assert_false (g_regex_match_simple (by_number, said, 0, 0));
  if (side < 4)
    {
      g_assert_nonnull (strstr (said, cs_text_side_of (side)));
      if (strcmp (lang, "de") == 0)
        {
          g_autofree char *joined = g_strdup_printf ("%sseite", cs_text_side_of (side));
          g_assert_nonnull (strstr (said, joined));
        }
    }
}

static void
test_refusal_turn_words (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsGame *castle = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GError) classic_error = NULL;
  g_autoptr(GError) castle_error = NULL;
  g_autoptr(GError) bridge_error = NULL;
  g_autoptr(GError) no_bridge_error = NULL;
  CsClassicVerdict cv = { 0 };
  CsVerdict v = { 0 };
  CsMove move = { .follower = -1 };
  guint classic_rot = 0, castle_rot = 0;

  /* a classic tile turned so that a side does not match (C-4.3) */
  cs_classic_init (g, castellan_shipped_classic_tileset (), 2, 0, 11, 0, NULL);
  for (guint rot = 0; rot < 4 && classic_error == NULL; rot++)
    for (int dx = -1; dx <= 1 && classic_error == NULL; dx++)
      for (int dy = -1; dy <= 1 && classic_error == NULL; dy++)
        {
          CsClassicMove m = CS_CLASSIC_MOVE_INIT;

          if ((dx == 0) == (dy == 0))
            continue;
          m.cell = cs_classic_cell (dx, dy);
          m.rot = rot;
          cs_classic_verdict (g, m.cell, m.rot, &cv);
          if (cv.code == CS_VERDICT_PATH_BROKEN)
            {
              g_assert_false (cs_classic_check_move (g, &m, &classic_error));
              classic_rot = rot;
            }
        }
  g_assert_nonnull (classic_error);

  /* a Castle tile whose path would not be continued, from the
   * first position where one is */
  cs_game_init (castle, castellan_shipped_board (), castellan_shipped_tileset (), 0, 7, 0, ev);
  for (guint turn = 0; turn < 20 && castle_error == NULL; turn++)
    {
      guint legal_cell = CS_NUM_CELLS, legal_rot = 0;

      for (guint cell = 0; cell < CS_NUM_CELLS && castle_error == NULL; cell++)
        for (guint rot = 0; rot < 4 && castle_error == NULL; rot++)
          {
            cs_game_verdict (castle, cell, rot, &v);
            if (v.code == CS_VERDICT_LEGAL && legal_cell == CS_NUM_CELLS)
              {
                legal_cell = cell;
                legal_rot = rot;
              }
            if (v.code == CS_VERDICT_PATH_BROKEN)
              {
                g_autofree CsGame *copy = g_memdup2 (castle, sizeof *castle);
                move.cell = cell;
                move.rot = rot;
                ev->n = 0;
                g_assert_false (cs_game_play (copy, &move, ev, &castle_error));
                castle_rot = rot;
              }
          }
      if (castle_error == NULL)
        {
          CsMove lay = { .cell = legal_cell, .rot = legal_rot, .follower = -1 };
          g_assert_cmpuint (legal_cell, <, CS_NUM_CELLS);
          ev->n = 0;
          g_assert_true (cs_game_play (castle, &lay, ev, NULL));
        }
    }
  g_assert_nonnull (castle_error);
  g_assert_cmpstr (cs_error_get_format (castle_error), ==,
                   "move %u: tile %u at %s turned %u: %s on side %s (%s meets %s) (%s)");

  /* the expansion's two, as cs-bcb.c words them */
  bridge_error = cs_error_new (CS_ERROR_ILLEGAL_MOVE, "move %u: tile %c at %d,%d turned %u cannot take that bridge (%s)",
                               9, 'j', 2, -1, 3, "B-3.2");
  no_bridge_error = cs_error_new (CS_ERROR_ILLEGAL_MOVE,
                                  "move %u: tile %c at %d,%d turned %u fits only with a bridge (B-3.5)", 9, 'j', 2, -1, 2);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *classic = NULL, *castle_said = NULL, *bridge = NULL, *no_bridge = NULL;
      g_autofree char *cell = NULL;

      i18n_speak (languages[l]);
      classic = cs_text_error_tiles (classic_error, castellan_shipped_classic_tileset ());
      castle_said = cs_text_error (castle_error);
      bridge = cs_text_error_tiles (bridge_error, castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB));
      no_bridge = cs_text_error (no_bridge_error);
      assert_turn_worded (languages[l], classic, classic_rot, cv.side);
      assert_turn_worded (languages[l], castle_said, castle_rot, v.side);
      assert_turn_worded (languages[l], bridge, 3, 4);
      assert_turn_worded (languages[l], no_bridge, 2, 4);
      /* the kinds and features in the language, the rules kept */
      g_assert_nonnull (strstr (classic, cs_classic_text_feature (cv.ours)));
      g_assert_nonnull (strstr (classic, cs_classic_text_feature (cv.theirs)));
      g_assert_nonnull (strstr (classic, "(C-4.3)"));
      g_assert_nonnull (strstr (castle_said, cs_text_feature (v.ours, CS_THEME_CASTLE)));
      g_assert_nonnull (strstr (castle_said, cs_text_feature (v.theirs, CS_THEME_CASTLE)));
      g_assert_nonnull (strstr (castle_said, "(R-3.3)"));
      g_assert_nonnull (strstr (bridge, "(B-3.2)"));
      g_assert_nonnull (strstr (no_bridge, "(B-3.5)"));
      /* the expansion's cell as every cell is shown ("(2; -1)" where the
       * comma is the decimal mark) */
      cell = cs_classic_text_cell_xy (2, -1);
      g_assert_nonnull (strstr (bridge, cell));
      g_assert_nonnull (strstr (no_bridge, cell));
      if (strcmp (languages[l], "en") != 0)
        {
          g_assert_null (strstr (classic, " side"));
          g_assert_null (strstr (castle_said, " side"));
          g_assert_null (strstr (no_bridge, "bridge"));
        }
    }
  i18n_speak ("de");
}

/* Play-test: the review's moves list said "0.0 ± 0.0" of a move as good as
 * the level's, which reads as a sum; it says in words that nothing was
 * given away, as the summary counts "points given away" */
static void
test_review_loss_words (void)
{
  CsReviewMove same = { .matched = FALSE, .played_value = 3.2, .best_value = 3.2, .loss = 0.0, .stderr_diff = 0.0 };
  CsReviewMove better = { .matched = FALSE, .played_value = 4.0, .best_value = 3.2, .loss = 0.0, .stderr_diff = 0.3 };
  CsReviewMove own = { .matched = TRUE, .played_value = 3.2, .best_value = 3.2 };
  CsReviewMove slip = { .matched = FALSE, .played_value = 1.0, .best_value = 3.34, .loss = 2.34, .stderr_diff = 0.41 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      const CsReviewMove *none[] = { &same, &better };
      g_autofree char *own_row = NULL, *slip_row = NULL, *slip_sentence = NULL;
      g_autofree char *figure = NULL, *error = NULL;

      i18n_speak (languages[l]);
      /* the figures with the language's decimal mark (test-number-language.c) */
      figure = cs_review_text_decimal (2.34);
      error = cs_review_text_decimal (0.41);
      for (guint k = 0; k < G_N_ELEMENTS (none); k++)
        {
          g_autofree char *row = cs_review_text_loss (none[k]);
          g_autofree char *sentence = cs_review_text_difference (none[k]);
          g_autofree char *zero = cs_review_text_decimal (0.0);

          g_assert_cmpstr (row, ==, g_dgettext (GETTEXT_PACKAGE, "nothing given away"));
          g_assert_cmpstr (sentence, ==, g_dgettext (GETTEXT_PACKAGE, "Nothing given away."));
          g_assert_null (strstr (row, "±"));
          g_assert_null (strstr (row, zero));
          g_assert_null (strstr (sentence, "±"));
          g_assert_null (strstr (sentence, zero));
        }
      own_row = cs_review_text_loss (&own);
      g_assert_cmpstr (own_row, ==, "");
      slip_row = cs_review_text_loss (&slip);
      slip_sentence = cs_review_text_difference (&slip);
      g_assert_nonnull (strstr (slip_row, figure));
      g_assert_nonnull (strstr (slip_row, error));
      g_assert_nonnull (strstr (slip_sentence, figure));
      g_assert_nonnull (strstr (slip_sentence, error));
      if (strcmp (languages[l], "en") != 0)
        g_assert_cmpstr (slip_sentence, !=, "Difference: 2.3 ± 0.4 points.");
    }
  i18n_speak ("de");
}

/* the start tile's cell as every other cell of the log is shown: "(0; 0)"
 * where the comma is the decimal mark, never "0,0" */
static void
test_start_tile_cell (void)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsEvent start = { .type = CS_EVENT_TILE_LAID, .player = -1 };
  const char *names[] = { "Ada", "Bo" };

  cs_classic_init (g, castellan_shipped_classic_tileset (), 2, 0, 11, 0, NULL);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *said = NULL, *cell = NULL;

      i18n_speak (languages[l]);
      said = cs_classic_text_event (g, &start, names);
      cell = cs_classic_text_cell_xy (0, 0);
      g_assert_nonnull (strstr (said, cell));
      if (strcmp (languages[l], "en") != 0)
        g_assert_null (strstr (said, "0,0"));
    }
  i18n_speak ("de");
}

int
main (int argc, char *argv[])
{
  i18n_test_init (&argc, &argv, "de");
  g_test_add_func ("/error-language/expand", test_expand);
  g_test_add_func ("/error-language/parse-error", test_parse_error);
  g_test_add_func ("/error-language/caused-error", test_caused_error);
  g_test_add_func ("/error-language/refusal", test_refusal);
  g_test_add_func ("/error-language/themed-feature", test_themed_feature);
  g_test_add_func ("/error-language/classic-side", test_classic_side);
  g_test_add_func ("/error-language/classic-record-refusal", test_classic_record_refusal);
  g_test_add_func ("/error-language/classic-tile-named", test_classic_tile_named);
  g_test_add_func ("/error-language/refusal-turn-words", test_refusal_turn_words);
  g_test_add_func ("/error-language/review-loss-words", test_review_loss_words);
  g_test_add_func ("/error-language/start-tile-cell", test_start_tile_cell);
  return g_test_run ();
}
