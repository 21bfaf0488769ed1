/* test-tutor-steps.c — the tutor speaks of the step in play (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tile section of every game's tutor, and its heading, follow the
 * step: placing, the follower, a bazaar's auction, the end.
 */
#include <string.h>

#include "castellan-classic-bcb.h"
#include "castellan-classic-tutor.h"
#include "castellan-classic-turn.h"
#include "castellan-final-lines.h"
#include "castellan-log-entry.h"
#include "castellan-tutor.h"
#include "model-common.h"

static gboolean
has_key (GListModel *hints, const char *prefix)
{
  for (guint i = 0; i < g_list_model_get_n_items (hints); i++)
    {
      g_autoptr(CastellanHint) hint = g_list_model_get_item (hints, i);

      if (g_str_has_prefix (castellan_hint_get_key (hint), prefix))
        return TRUE;
    }
  return FALSE;
}

/* a count "3 × 1" in @text keeps together: no-break spaces around × */
static guint
times_kept_together (const char *text)
{
  guint n = 0;

  for (const char *t = strstr (text, "×"); t != NULL; t = strstr (t + 1, "×"))
    {
      if ((t > text && t[-1] == ' ') || t[strlen ("×")] == ' ')
        g_error ("\"%s\" breaks at its ×", text);
      n++;
    }
  return n;
}

static void
assert_heading (CastellanHintSource *source, const char *expected)
{
  g_autofree char *heading = castellan_hint_source_dup_tile_heading (source);

  g_assert_cmpstr (heading, ==, expected);
}

/* The Castle: once the tile is laid, "Your Tile" no longer says where it
 * fits; it says where it lies and that the follower is next. At the end
 * the heading is the end's. */
static void
test_castle_steps (void)
{
  g_autoptr(CastellanGame) game = NULL;
  g_autoptr(CastellanTurn) turn = NULL;
  g_autoptr(CastellanTutorial) tutorial = NULL;
  g_autoptr(CastellanTutor) tutor = model_castle_tutor_new (22, &game, &turn, &tutorial);
  CastellanHintSource *source;
  GListModel *tile_hints, *spot_hints;
  guint turns = 0;

  source = CASTELLAN_HINT_SOURCE (tutor);
  tile_hints = castellan_hint_source_get_hints (source, CASTELLAN_HINTS_TILE);
  spot_hints = castellan_hint_source_get_hints (source, CASTELLAN_HINTS_FOLLOWERS);
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      g_assert_true (castellan_turn_next_fit (turn, 1));
      g_assert_true (has_key (tile_hints, "fits:"));
      assert_heading (source, "Your Tile");
      g_assert_true (castellan_turn_lay (turn));
      if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_FOLLOWER)
        {
          g_autofree char *text = castellan_hint_source_dup_text (source, CASTELLAN_HINTS_TILE, " ");

          /* the step in play: no word of placing */
          g_assert_false (has_key (tile_hints, "fits:"));
          g_assert_false (has_key (tile_hints, "legal:"));
          g_assert_true (has_key (tile_hints, "laid:"));
          g_assert_null (strstr (text, "fits in"));
          g_assert_true (has_key (spot_hints, "supply:"));
          assert_heading (source, "Your Tile");
          turns++;
        }
      {
        guint8 open[CS_MAX_PIECES];

        /* followers out, so that features score with a count "3 × 1" */
        castellan_turn_choose_follower (turn, castellan_turn_get_stage (turn) == CASTELLAN_STAGE_FOLLOWER &&
                                              castellan_turn_get_open_spots (turn, open) > 0 ? 0 : -1);
      }
      if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
        castellan_turn_end (turn);
    }
  g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  g_assert_cmpuint (turns, >, 20);
  g_assert_true (has_key (tile_hints, "over"));
  assert_heading (source, "Game Over");

  /* the log's and the final sheet's counts keep together (issue 32) */
  {
    GListModel *log = castellan_game_get_log (game);
    g_autoptr(GListModel) finals = castellan_final_lines_new (game);
    guint counts = 0;

    for (guint i = 0; i < g_list_model_get_n_items (log); i++)
      {
        g_autoptr(CastellanLogEntry) entry = g_list_model_get_item (log, i);
        counts += times_kept_together (castellan_log_entry_get_text (entry));
      }
    for (guint i = 0; i < g_list_model_get_n_items (finals); i++)
      {
        g_autoptr(CastellanFinalLine) line = g_list_model_get_item (finals, i);
        counts += times_kept_together (castellan_final_line_get_text (line));
        counts += times_kept_together (castellan_final_line_get_detail (line) ?: "");
      }
    g_assert_cmpuint (counts, >, 5);
    g_test_message ("%u counts with × in the log and the final lines, each kept together", counts);
  }
}

/* every catalog's translation of a count with × keeps it together too */
static void
test_po_times (gconstpointer data)
{
  const char *po_dir = data;
  const char *langs[] = { "de", "es", "fr", "it", "pl" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.po", po_dir, langs[l]);
      g_autofree char *raw = NULL;
      g_auto(GStrv) blocks = NULL;
      guint checked = 0;

      g_assert_true (g_file_get_contents (path, &raw, NULL, NULL));
      blocks = g_strsplit (raw, "\n\n", -1);
      for (guint b = 0; blocks[b] != NULL; b++)
        {
          g_auto(GStrv) lines = NULL;
          gboolean in_str = FALSE, kept = FALSE;
          g_autoptr(GString) str = g_string_new (NULL);

          /* an entry whose msgid has a count kept together */
          if (strstr (blocks[b], "\u00a0×\u00a0") == NULL || strstr (blocks[b], "\nmsgstr") == NULL)
            continue;
          lines = g_strsplit (blocks[b], "\n", -1);
          for (guint i = 0; lines[i] != NULL; i++)
            {
              if (g_str_has_prefix (lines[i], "msgid") && strstr (lines[i], "\u00a0×\u00a0"))
                kept = TRUE;
              if (g_str_has_prefix (lines[i], "msgstr"))
                in_str = TRUE;
              else if (lines[i][0] != '"')
                in_str = FALSE;
              if (in_str)
                g_string_append (str, lines[i]);
            }
          if (!kept)
            continue;
          if (strstr (str->str, " ×") || strstr (str->str, "× "))
            g_error ("%s: a translation breaks at its ×: %s", path, str->str);
          checked++;
        }
      g_assert_cmpuint (checked, >=, 7);
    }
}

/* Bridges, Castles and Bazaars: during an auction the classic tutor tells
 * what it is and what the one deciding may do, citing B-5; its heading is
 * the bazaar's, and the end's at the end */
static void
test_classic_bazaar (void)
{
  const CastellanPlayerKind kinds[3] = { 0 };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, TRUE, 41, kinds, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  CastellanHintSource *source = CASTELLAN_HINT_SOURCE (tutor);
  GListModel *tile_hints = castellan_hint_source_get_hints (source, CASTELLAN_HINTS_TILE);
  const CsClassic *g = castellan_classic_game_get_state (game);
  guint offers = 0, bids = 0, settles = 0;
  CsRng rng = { 41 };

  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      CastellanBcbStep step = castellan_classic_bcb_get_step (game);
      g_autoptr(GError) error = NULL;
      CsClassicMove move = CS_CLASSIC_MOVE_INIT;

      if (step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_BID || step == CASTELLAN_BCB_SETTLE)
        {
          const char *key = step == CASTELLAN_BCB_OFFER ? "bazaar:offer"
                            : step == CASTELLAN_BCB_BID ? "bazaar:bid" : "bazaar:settle";
          gboolean cited = FALSE;

          assert_heading (source, "Bazaar");
          g_assert_true (has_key (tile_hints, "bazaar:what"));
          g_assert_true (has_key (tile_hints, key));
          for (guint i = 0; i < g_list_model_get_n_items (tile_hints); i++)
            {
              g_autoptr(CastellanHint) hint = g_list_model_get_item (tile_hints, i);
              const char *rule = castellan_hint_get_rule (hint);

              g_assert_nonnull (rule);
              cited |= g_str_has_prefix (rule, "B-5.");
              /* the sentence names the one deciding, without its rule code */
              g_assert_null (strstr (castellan_hint_get_text (hint), "(B-"));
            }
          g_assert_true (cited);
          {
            g_autofree char *text = castellan_hint_source_dup_text (source, CASTELLAN_HINTS_TILE, " ");
            g_assert_nonnull (strstr (text, castellan_classic_game_get_player_name (game, g->actor)));
          }
          offers += step == CASTELLAN_BCB_OFFER;
          bids += step == CASTELLAN_BCB_BID;
          settles += step == CASTELLAN_BCB_SETTLE;
        }
      else if (step == CASTELLAN_BCB_NONE)
        {
          g_assert_false (has_key (tile_hints, "bazaar:"));
          if (castellan_classic_turn_get_stage (turn) == CASTELLAN_STAGE_PLACE)
            {
              g_autofree char *heading = castellan_hint_source_dup_tile_heading (source);
              g_assert_cmpstr (heading, ==, "Your Tile");
            }
        }
      cs_classic_bcb_policy (g, &rng, 1, &move);
      g_assert_true (castellan_classic_game_play (game, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (castellan_classic_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  g_assert_cmpuint (offers, >, 0);
  g_assert_cmpuint (bids, >, 0);
  g_test_message ("%u offers, %u bids, %u settlements explained", offers, bids, settles);
  g_assert_true (has_key (tile_hints, "over:end"));
  assert_heading (source, "Game Over");
}

int
main (int argc, char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tutor-steps/castle", test_castle_steps);
  g_test_add_func ("/tutor-steps/classic-bazaar", test_classic_bazaar);
  if (argc > 1)
    g_test_add_data_func ("/tutor-steps/po-times", argv[1], test_po_times);
  return g_test_run ();
}
