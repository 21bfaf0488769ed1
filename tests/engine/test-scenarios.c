/* test-scenarios.c — replay every record in tests/scenarios and check the
 * outcome its [Expect] group states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * [Expect] keys (players are 1 and 2, 0 is nobody):
 *   Scores=W;B            final scores after the moves
 *   Scored=TYPE:SIZE:PLAYER:POINTS;…   every feature scored, in order
 *   Taken=PLAYER:KIND;…   every wall tile taken, in order
 *   Passed=N              wall tiles passed without stopping
 *   Returned=N            followers that came back
 *   Supply=W;B            followers in the supplies at the end
 *   KeepSizes=W;B         keep sizes (0: no keep)
 *   Lines=KIND:PLAYER:POINTS;…   final-score lines (keep / court / wall)
 *   CourtMarkets=N        markets of the court on the first court line
 *   Region=N              largest empty region
 *   Removed=N             tiles removed as unplaceable
 *   Over=BOOL             the game ended
 *   FailsAt=N, Error=A;B  the replay stops at move N with a message holding A, B…
 * [Setup] Scores=W;B sets the scores before the first move (a record cannot
 * express a marker already on the track; the printed 33 example needs it).
 */
#include <string.h>

#include "test-common.h"

static const char *
ftype_name (guint t)
{
  return cs_feature_type_name (t);
}

static void
test_scenario (gconstpointer data)
{
  const char *file = data;
  g_autofree char *path = tc_path ("CASTELLAN_SCENARIO_DIR", file);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(CsRecord) rec = NULL;
  g_autoptr(CsBoard) board = NULL;
  g_autoptr(CsTileset) tileset = NULL;
  g_autofree char *bpath = NULL;
  g_autofree char *tpath = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GString) scored = g_string_new (NULL);
  g_autoptr(GString) taken = g_string_new (NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  guint passed = 0, returned = 0, failed_at = 0, court_markets = 0;
  g_autofree char *fail_message = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  g_assert_true (g_key_file_load_from_data (kf, text, len, G_KEY_FILE_NONE, NULL));
  g_assert_true (g_key_file_has_group (kf, "Expect"));

  rec = cs_record_parse (text, len, file, &error);
  g_assert_no_error (error);
  if (strcmp (rec->board_ref, "castle") == 0)
    board = tc_shipped_board ();
  else
    {
      bpath = g_path_is_absolute (rec->board_ref) ? g_strdup (rec->board_ref)
              : g_build_filename (dir, rec->board_ref, NULL);
      board = cs_board_new_from_file (bpath, &error);
      g_assert_no_error (error);
    }
  if (strcmp (rec->tileset_ref, "castellan") == 0)
    tileset = tc_shipped_tileset ();
  else
    {
      tpath = g_build_filename (dir, rec->tileset_ref, NULL);
      tileset = cs_tileset_new_from_file (tpath, &error);
      g_assert_no_error (error);
    }

  g_assert_true (cs_record_start (rec, board, tileset, game, ev, &error));
  g_assert_no_error (error);
  if (g_key_file_has_key (kf, "Setup", "Scores", NULL))
    {
      gsize n;
      g_autofree gint *s = g_key_file_get_integer_list (kf, "Setup", "Scores", &n, NULL);
      g_assert_cmpuint (n, ==, 2);
      game->player[0].score = s[0];
      game->player[1].score = s[1];
    }

  for (guint i = 0; i < rec->moves->len; i++)
    {
      int before[2] = { game->player[0].score, game->player[1].score };
      g_autofree char *problem = NULL;

      ev->n = 0;
      if (!cs_record_play_move (rec, i, game, ev, &error))
        {
          failed_at = i + 1;
          fail_message = g_strdup (error->message);
          g_clear_error (&error);
          break;
        }
      for (guint k = 0; k < ev->n; k++)
        {
          const CsEvent *e = &ev->ev[k];
          switch (e->type)
            {
            case CS_EVENT_FEATURE_SCORED:
              g_string_append_printf (scored, "%s%s:%u:%d:%d", scored->len ? ";" : "",
                                      ftype_name (e->ftype), e->size, e->player + 1, e->points);
              break;
            case CS_EVENT_WALL_TILE_TAKEN:
              g_string_append_printf (taken, "%s%d:%u", taken->len ? ";" : "", e->player + 1, e->kind);
              break;
            case CS_EVENT_WALL_TILE_PASSED:
              passed++;
              break;
            case CS_EVENT_FOLLOWER_RETURNED:
              returned++;
              break;
            case CS_EVENT_FINAL_LINE:
              g_string_append_printf (lines, "%s%s:%d:%d", lines->len ? ";" : "",
                                      e->kind == CS_LINE_KEEP ? "keep" : e->kind == CS_LINE_COURT ? "court" : "wall",
                                      e->player + 1, e->points);
              if (e->kind == CS_LINE_COURT && court_markets == 0)
                court_markets = e->size;
              break;
            default:
              break;
            }
        }
      /* the invariants hold after every move of every scenario too */
      problem = tc_check_features (game);
      g_assert_null (problem);
      problem = tc_check_counts (game);
      g_assert_null (problem);
      g_assert_cmpint (game->player[0].score, >=, before[0]);
      g_assert_cmpint (game->player[1].score, >=, before[1]);
    }

  if (g_key_file_has_key (kf, "Expect", "FailsAt", NULL))
    {
      g_auto(GStrv) want = g_key_file_get_string_list (kf, "Expect", "Error", NULL, NULL);
      g_assert_cmpuint (failed_at, ==, g_key_file_get_integer (kf, "Expect", "FailsAt", NULL));
      g_assert_nonnull (fail_message);
      g_test_message ("%s", fail_message);
      g_assert_nonnull (strstr (fail_message, file));
      for (guint i = 0; want != NULL && want[i] != NULL; i++)
        if (strstr (fail_message, want[i]) == NULL)
          g_error ("“%s” does not mention “%s”", fail_message, want[i]);
    }
  else if (fail_message != NULL)
    g_error ("%s", fail_message);

#define EXPECT_STR(key, got)                                                   \
  if (g_key_file_has_key (kf, "Expect", key, NULL))                            \
    {                                                                          \
      g_autofree char *want = g_key_file_get_string (kf, "Expect", key, NULL); \
      g_assert_cmpstr (got, ==, g_strstrip (want));                            \
    }
#define EXPECT_INT(key, got)                                                      \
  if (g_key_file_has_key (kf, "Expect", key, NULL))                               \
    g_assert_cmpint (got, ==, g_key_file_get_integer (kf, "Expect", key, NULL));
#define EXPECT_PAIR(key, a, b)                                                              \
  if (g_key_file_has_key (kf, "Expect", key, NULL))                                         \
    {                                                                                       \
      gsize n;                                                                              \
      g_autofree gint *v = g_key_file_get_integer_list (kf, "Expect", key, &n, NULL);       \
      g_assert_cmpuint (n, ==, 2);                                                          \
      g_assert_cmpint (a, ==, v[0]);                                                        \
      g_assert_cmpint (b, ==, v[1]);                                                        \
    }

  EXPECT_PAIR ("Scores", game->player[0].score, game->player[1].score);
  EXPECT_STR ("Scored", scored->str);
  EXPECT_STR ("Taken", taken->str);
  EXPECT_STR ("Lines", lines->str);
  EXPECT_INT ("Passed", (int) passed);
  EXPECT_INT ("Returned", (int) returned);
  EXPECT_INT ("CourtMarkets", (int) court_markets);
  EXPECT_INT ("Region", (int) cs_game_empty_region (game));
  EXPECT_INT ("Removed", (int) game->n_removed);
  EXPECT_PAIR ("Supply", (int) cs_game_supply (game, 0), (int) cs_game_supply (game, 1));
  EXPECT_PAIR ("KeepSizes", game->player[0].keep_node == CS_NONE ? 0 : game->player[0].keep_size,
               game->player[1].keep_node == CS_NONE ? 0 : game->player[1].keep_size);
  if (g_key_file_has_key (kf, "Expect", "Over", NULL))
    g_assert_cmpint (cs_game_over (game), ==, g_key_file_get_boolean (kf, "Expect", "Over", NULL));
  g_free (ev);
}

static int
cmp_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  dir = tc_path ("CASTELLAN_SCENARIO_DIR", "");
  d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".castellan"))
      g_ptr_array_add (files, g_strdup (name));
  g_ptr_array_sort (files, cmp_names);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *test = g_strdup_printf ("/scenarios/%s", (char *) files->pdata[i]);
      g_test_add_data_func (test, files->pdata[i], test_scenario);
    }
  return g_test_run ();
}
