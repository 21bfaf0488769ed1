/* test-lines-words.c — how the final sheet and the log name what they tell of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A play-test found (Dec 7): the start tile's two fields both named "Field
 * at 0,0", a castle named by one of its cells in one line and by the other
 * in the next, two copies of wall tile 9 shown as one tile, and "Donjon
 * de Orange" in French. Here: every feature of a finished classic game,
 * with and without the expansion, has a name no other feature of its
 * kind has, always the same one (cs_classic_text_place), and the sheet's
 * field lines and the log's castle lines use it; on every tile of both
 * tile sets two pieces of one kind lie in different parts; a player's
 * copies of one wall tile are counted on the sheet and in the log; in
 * French (LANGUAGE=fr) no keep line puts "de" before a player's name.
 */
#define G_LOG_DOMAIN "test-lines-words"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "castellan-final-lines.h"
#include "castellan-game.h"
#include "cs-classic-text.h"
#include "cs-policy.h"
#include "cs-text.h"
#include "i18n-common.h"
#include "model-common.h"

static gboolean french;

static void
play_to_end (CastellanClassicGame *game)
{
  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
}

/* on each design, turned each way, two pieces of one kind lie in two
 * different parts of the tile, neither in the middle */
static void
test_parts (void)
{
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_CASUAL };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (2, TRUE, TRUE, 5, kinds, NULL);
  const CsClassicTileset *set = castellan_classic_game_get_state (game)->tileset;
  guint pairs = 0;

  g_assert_cmpuint (set->n_designs, >, 24);   /* the base game's and the expansion's */
  for (guint d = 0; d < set->n_designs; d++)
    for (guint rot = 0; rot < 4; rot++)
      for (guint a = 0; a < set->design[d].n_pieces; a++)
        for (guint b = a + 1; b < set->design[d].n_pieces; b++)
          if (set->design[d].pieces[a].type == set->design[d].pieces[b].type &&
              set->design[d].pieces[a].n_segments > 0)
            {
              int pa = cs_classic_piece_part (&set->design[d], rot, a);
              int pb = cs_classic_piece_part (&set->design[d], rot, b);

              if (pa == pb)
                g_error ("tile %c turned %u: pieces %u and %u (kind %u) lie in parts %d and %d",
                         set->design[d].letter, rot, a, b, set->design[d].pieces[a].type, pa, pb);
              pairs++;
            }
  g_test_message ("%u pairs of pieces of one kind on one tile, each told apart", pairs);
  g_assert_cmpuint (pairs, >, 50);
}

/* every feature of a finished game named apart from the others of its kind */
static guint
check_places (CastellanClassicGame *game, guint32 seed)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint parts = 0;

  for (guint16 node = 0; node < g->n_nodes; node++)
    {
      guint16 root = cs_classic_find (g, node);
      g_autofree char *place = cs_classic_text_place (g, node, NULL);
      g_autofree char *again = cs_classic_text_place (g, root, NULL);
      char *key = g_strdup_printf ("%u %s", g->feat[root].type, place);
      gpointer seen;

      /* the same feature, the same name, from any of its pieces */
      g_assert_cmpstr (place, ==, again);
      if (g_hash_table_lookup_extended (by_name, key, NULL, &seen))
        {
          if (GPOINTER_TO_UINT (seen) != root + 1u)
            g_error ("seed %u: features %u and %u of kind %u are both named %s", seed, GPOINTER_TO_UINT (seen) - 1, root,
                     g->feat[root].type, place);
          g_free (key);
        }
      else
        {
          parts += strchr (place, '(') != NULL;
          g_hash_table_insert (by_name, key, GUINT_TO_POINTER (root + 1u));
        }
    }
  return parts;
}

/* the sheet's field lines and the log's castle lines name them so */
static void
check_lines (CastellanClassicGame *game, guint *fields, guint *castles)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  GArray *scored = castellan_classic_game_get_scored (game);
  g_autoptr(GListModel) lines = castellan_final_lines_new_classic (game);
  const char *const *names = (const char *const *) castellan_classic_game_get_record (game)->names;
  g_autofree char *all = NULL;
  g_autoptr(GString) sheet = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);

      g_string_append_printf (sheet, "%s\n%s\n", castellan_final_line_get_spoken (line),
                              castellan_final_line_get_spoken_detail (line) ? castellan_final_line_get_spoken_detail (line) : "");
    }
  for (guint k = 0; k < scored->len; k++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, k);
      g_autofree char *place = NULL, *said = NULL;

      if (e->type != CS_EVENT_FINAL_LINE || e->kind != CS_LINE_FARM || e->points == 0)
        continue;
      place = cs_classic_text_place (g, e->node, NULL);
      said = g_strdup_printf (french ? " %s," : " at %s,", place);
      if (strstr (sheet->str, said) == NULL)
        g_error ("the field at %s is not named so on the sheet:\n%s", place, sheet->str);
      (*fields)++;
    }
  for (guint c = 0; c < g->bcb.n_castles; c++)
    {
      CsEvent built = { .type = CS_EVENT_CASTLE_BUILT, .player = g->bcb.castle[c].owner, .node = g->bcb.castle[c].city };
      CsEvent won = { .type = CS_EVENT_CASTLE_SCORED, .player = g->bcb.castle[c].owner, .node = g->bcb.castle[c].city,
                      .points = 4 };
      g_autofree char *place = cs_classic_text_place (g, g->bcb.castle[c].city, NULL);
      g_autofree char *a = cs_classic_text_event (g, &built, names);
      g_autofree char *b = cs_classic_text_event (g, &won, names);
      guint cell;
      g_autofree char *again = cs_classic_text_place (g, g->bcb.castle[c].city, &cell);
      int lowest = MIN (g->bcb.castle[c].slot[0], g->bcb.castle[c].slot[1]);

      /* a castle is named by its first-laid tile, in every line */
      g_assert_cmpuint (cell, ==, g->slot_cell[lowest]);
      g_assert_nonnull (strstr (a, place));
      g_assert_nonnull (strstr (b, place));
      (*castles)++;
    }
  all = g_string_free (g_steal_pointer (&sheet), FALSE);
  (void) all;
}

static void
test_places (gconstpointer data)
{
  gboolean bcb = GPOINTER_TO_INT (data);
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL };
  guint parts = 0, fields = 0, castles = 0;

  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(CastellanClassicGame) game = model_classic_game_new (2 + seed % 2, TRUE, bcb, seed, kinds, NULL);

      play_to_end (game);
      parts += check_places (game, seed);
      check_lines (game, &fields, &castles);
    }
  g_test_message ("names with a part %u, field lines %u, castles %u", parts, fields, castles);
  g_assert_cmpuint (parts, >, 0);
  g_assert_cmpuint (fields, >, 0);
  if (bcb)
    g_assert_cmpuint (castles, >, 0);
}

/* The Castle to its end with two greedy players */
static CastellanGame *
castle_game (guint32 seed, const char *a, const char *b)
{
  CastellanGame *game = castellan_game_new ();
  CastellanGameSetup setup = { { a, b }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0, CASTELLAN_THEME_CASTLE,
                               0, seed, TRUE };
  CsRng rng = { seed };

  castellan_game_start (game, &setup);
  model_castle_play_out (game, &rng);
  return game;
}

/* two copies of wall tile 9 are said to be two, on the sheet and in the log */
static void
test_wall_copies (void)
{
  guint found = 0;

  for (guint32 seed = 1; seed < 400 && found < 2; seed++)
    {
      g_autoptr(CastellanGame) game = castle_game (seed, "Ada", "Bob");
      const CsGame *g = castellan_game_get_state (game);
      const char *const names[] = { "Ada", "Bob" };
      g_autoptr(GListModel) lines = NULL;
      CsEvent ends[64];
      guint n;

      if (MAX (g->player[0].held[CS_WALL_FIVE_POINTS], g->player[1].held[CS_WALL_FIVE_POINTS]) < 2)
        continue;
      lines = castellan_final_lines_new (game);
      n = castellan_game_get_final_lines (game, ends, G_N_ELEMENTS (ends));
      for (guint i = 0; i < n; i++)
        if (ends[i].wall == CS_WALL_FIVE_POINTS && ends[i].count >= 2)
          {
            g_autofree char *copies = g_strdup_printf (french ? "%u exemplaires" : "%u copies", (guint) ends[i].count);
            g_autofree char *logged = cs_text_event (g, &ends[i], CS_THEME_CASTLE, names);
            gboolean on_sheet = FALSE;

            for (guint k = 0; k < g_list_model_get_n_items (lines); k++)
              {
                g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, k);

                if (castellan_final_line_get_player (line) == ends[i].player &&
                    castellan_final_line_get_kind (line) == CASTELLAN_FINAL_LINE_SCORE &&
                    castellan_final_line_get_points (line) == ends[i].points &&
                    strstr (castellan_final_line_get_text (line), copies) != NULL)
                  on_sheet = TRUE;
              }
            g_test_message ("seed %u: %s", seed, logged);
            g_assert_true (on_sheet);
            g_assert_nonnull (strstr (logged, copies));
            found++;
          }
    }
  g_assert_cmpuint (found, >, 0);
}

/* French: "Donjon (Orange)", never "Donjon de Orange" */
static void
test_keep_names (void)
{
  guint keeps = 0;

  if (!french)
    {
      g_test_skip ("the French keep lines: run with LANGUAGE=fr");
      return;
    }
  for (guint32 seed = 21; seed < 27; seed++)
    {
      g_autoptr(CastellanGame) game = castle_game (seed, "Orange", "Ambre");
      g_autoptr(GListModel) lines = castellan_final_lines_new (game);

      for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
        {
          g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
          const char *detail = castellan_final_line_get_detail (line);

          if (detail == NULL || strstr (detail, "onjon") == NULL)
            continue;
          if (strstr (detail, "de Orange") != NULL || strstr (detail, "de Ambre") != NULL)
            g_error ("seed %u: a keep line says “de” before a vowel: %s", seed, detail);
          g_assert_nonnull (strstr (detail, "Orange"));
          keeps++;
        }
    }
  g_assert_cmpuint (keeps, >, 0);
  /* the sheet's title and the other lines that name a player */
  {
    const char *formats[] = { _("%s Wins"), _("%s’s score during the game"), _("%s’s turn") };

    for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
      {
        g_autofree char *said = g_strdup_printf (formats[i], "Orange");

        g_test_message ("%s", said);
        g_assert_null (strstr (said, "de Orange"));
      }
  }
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  i18n_bind_catalogs ();
  french = g_strcmp0 (g_getenv ("LANGUAGE"), "fr") == 0;
  g_assert_true (!french || strcmp (_("Final scoring"), "Final scoring") != 0);

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lines-words/parts", test_parts);
  g_test_add_data_func ("/lines-words/classic-places", GINT_TO_POINTER (FALSE), test_places);
  g_test_add_data_func ("/lines-words/bcb-places", GINT_TO_POINTER (TRUE), test_places);
  g_test_add_func ("/lines-words/wall-copies", test_wall_copies);
  g_test_add_func ("/lines-words/keep-names", test_keep_names);
  return g_test_run ();
}
