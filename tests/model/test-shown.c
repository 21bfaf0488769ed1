/* test-shown.c — what the window shows from the model: the final sheet's
 * lines, the sentences without their rule codes, the used wall tiles kept
 * on show, the statistics reset (issue 20, items 4, 9, 12 and 13)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "castellan-cite.h"
#include "castellan-final-lines.h"
#include "castellan-game.h"
#include "castellan-pile.h"
#include "castellan-statistics.h"
#include "cs-policy.h"
#include "model-common.h"

static void
check_split (const char *sentence, const char *text, const char *rule)
{
  g_autofree char *got_rule = NULL;
  g_autofree char *got = castellan_cite_split (sentence, &got_rule);

  g_assert_cmpstr (got, ==, text);
  g_assert_cmpstr (got_rule, ==, rule);
}

static void
test_cite_split (void)
{
  check_split ("Keep: Bo has the larger keep and scores 7 for the largest empty region (R-9.3).",
               "Keep: Bo has the larger keep and scores 7 for the largest empty region.", "R-9.3");
  check_split ("It would finish a path: Ada scores 6 points (3 tiles × 2) (R-6.3).",
               "It would finish a path: Ada scores 6 points (3 tiles × 2).", "R-6.3");
  check_split ("Ada uses wall tiles 2 and 3 (R-8.2, R-8.3).", "Ada uses wall tiles 2 and 3.", "R-8.2");
  check_split ("Ada scores 4 (fast points, R-6.4, R-8.2, R-8.3).", "Ada scores 4 (fast points).", "R-6.4");
  check_split ("A city (shields: 3; C-7.3).", "A city (shields: 3).", "C-7.3");
  check_split ("Wall tiles 4 to 6 (R-8.4–R-8.6) score at the end.", "Wall tiles 4 to 6 score at the end.", "R-8.4–R-8.6");
  check_split ("It scores 2 a tile (variant V-1).", "It scores 2 a tile (variant V-1).", NULL);
  check_split ("No rule here (3 tiles).", "No rule here (3 tiles).", NULL);
}

/* every rule a line cites, each once, for the classic page's citation
 * "(C-7.3, C-8.2)" after it */
static void
test_cite_split_all (void)
{
  g_auto(GStrv) rules = NULL;
  g_auto(GStrv) none = NULL;
  g_autofree char *text = castellan_cite_split_all ("Monk in the cloister: free; it would score 9 (C-7.3, C-8.2). "
                                                    "Stays to the end (C-8.2; C-6.5).", &rules);
  g_autofree char *plain = castellan_cite_split_all ("No rule here (3 tiles).", &none);
  const char *const want[] = { "C-7.3", "C-8.2", "C-6.5", NULL };

  g_assert_cmpstr (text, ==, "Monk in the cloister: free; it would score 9. Stays to the end.");
  g_assert_true (g_strv_equal ((const char *const *) rules, want));
  g_assert_cmpstr (plain, ==, "No rule here (3 tiles).");
  g_assert_cmpuint (g_strv_length (none), ==, 0);
}

static gboolean
has_rule_code (const char *text)
{
  return text != NULL && (strstr (text, "(R-") != NULL || strstr (text, " R-") != NULL);
}

/* one finished hot-seat game of greedy moves */
static CastellanGame *
finished_game (guint32 seed)
{
  CastellanGame *game = castellan_game_new ();
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                           CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
  CsRng rng = { seed };

  castellan_game_start (game, &s);
  model_castle_play_out (game, &rng);
  g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  return game;
}

static void
test_sheet (void)
{
  guint keep_with_tile = 0, no_effect = 0, wall_details = 0;

  for (guint32 seed = 1; seed <= 24; seed++)
    {
      g_autoptr(CastellanGame) game = finished_game (seed);
      g_autoptr(GListModel) lines = castellan_final_lines_new (game);
      const CsGame *g = castellan_game_get_state (game);
      int current = -2, game_score = 0, added = 0, subtotals = 0;
      guint folded[CS_NUM_PLAYERS + 1] = { 0 };

      g_assert_cmpuint (g_list_model_get_n_items (lines), >=, 6);
      for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
        {
          g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
          int p = castellan_final_line_get_player (line);
          int points = castellan_final_line_get_points (line);
          const char *detail = castellan_final_line_get_detail (line);

          g_assert_false (has_rule_code (castellan_final_line_get_text (line)));
          g_assert_false (has_rule_code (detail));
          switch (castellan_final_line_get_kind (line))
            {
            case CASTELLAN_FINAL_LINE_PLAYER:
              /* the groups in seat order, each headed by the name and the total */
              g_assert_cmpint (p, ==, current + (current == -2 ? 2 : 1));
              g_assert_cmpstr (castellan_final_line_get_text (line), ==, castellan_game_get_player_name (game, p));
              g_assert_cmpint (points, ==, g->player[p].score);
              current = p;
              added = 0;
              break;
            case CASTELLAN_FINAL_LINE_GAME:
              g_assert_cmpint (p, ==, current);
              game_score = points;
              break;
            case CASTELLAN_FINAL_LINE_SCORE:
              g_assert_cmpint (p, ==, current);
              g_assert_cmpint (points, !=, 0);
              g_assert_nonnull (castellan_final_line_get_rule (line));
              added += points;
              if (strstr (castellan_final_line_get_text (line), "Keep:") != NULL)
                {
                  /* the keep line says both keeps' sizes, and wall tile 8's */
                  g_assert_nonnull (detail);
                  g_assert_nonnull (strstr (detail, "Ada"));
                  g_assert_nonnull (strstr (detail, "Bo"));
                  if (g->player[p].held[CS_WALL_BIGGER_KEEP] > 0)
                    {
                      g_autofree char *with = g_strdup_printf ("size %u, %u with wall tile 8", g->player[p].keep_size,
                                                               g->player[p].keep_size + 2 * g->player[p].held[CS_WALL_BIGGER_KEEP]);
                      g_assert_nonnull (strstr (detail, with));
                      keep_with_tile++;
                    }
                }
              if (strstr (castellan_final_line_get_text (line), "Wall tile") != NULL && detail != NULL)
                wall_details++;
              break;
            case CASTELLAN_FINAL_LINE_DURING:
              /* The Castle's score during the game is one line, without kinds under it */
              g_assert_not_reached ();
              break;
            case CASTELLAN_FINAL_LINE_NO_EFFECT:
              g_assert_cmpint (points, ==, 0);
              g_assert_nonnull (detail);
              folded[p + 1]++;
              g_assert_cmpuint (folded[p + 1], ==, 1);
              no_effect++;
              break;
            case CASTELLAN_FINAL_LINE_SUBTOTAL:
              g_assert_cmpint (p, ==, current);
              g_assert_cmpint (points, ==, added);
              g_assert_cmpint (game_score + added, ==, g->player[p].score);
              {
                g_autofree char *shown = g_strdup_printf ("%+d", added);
                g_assert_cmpstr (castellan_final_line_get_shown_points (line), ==, shown);
              }
              subtotals++;
              break;
            }
        }
      g_assert_cmpint (subtotals, ==, CS_NUM_PLAYERS);
    }
  /* the seeds reach what the sheet explains */
  g_assert_cmpuint (keep_with_tile, >, 0);
  g_assert_cmpuint (no_effect, >, 0);
  g_assert_cmpuint (wall_details, >, 0);
}

static void
test_log_without_codes (void)
{
  g_autoptr(CastellanGame) game = finished_game (3);
  GListModel *log = castellan_game_get_log (game);
  guint with_rule = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(CastellanLogEntry) e = g_list_model_get_item (log, i);
      g_assert_false (has_rule_code (castellan_log_entry_get_text (e)));
      if (castellan_log_entry_get_rule (e) != NULL)
        with_rule++;
    }
  g_assert_cmpuint (with_rule, >, 0);
}

static guint
count_used_in_log (CastellanGame *game, int player)
{
  GListModel *log = castellan_game_get_log (game);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(CastellanLogEntry) e = g_list_model_get_item (log, i);
      if (castellan_log_entry_get_event_type (e) == CS_EVENT_WALL_TILE_USED &&
          castellan_log_entry_get_player (e) == player)
        n++;
    }
  return n;
}

/* a used wall tile stays in the player's list with its move; undo takes
 * it back out */
static void
test_used_wall_tiles (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                           CASTELLAN_THEME_CASTLE, 0, 7, TRUE };
  CsRng rng = { 7 };
  gboolean undone = FALSE;
  guint seen = 0;

  castellan_game_start (game, &s);
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      g_autoptr(GError) error = NULL;
      guint before[CS_NUM_PLAYERS];
      CsMove m;

      for (guint p = 0; p < CS_NUM_PLAYERS; p++)
        before[p] = g_list_model_get_n_items (castellan_player_get_used_wall_tiles (castellan_game_get_player (game, p)));
      cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
      g_assert_true (castellan_game_play (game, &m, &error));
      for (guint p = 0; p < CS_NUM_PLAYERS; p++)
        {
          GListModel *used = castellan_player_get_used_wall_tiles (castellan_game_get_player (game, p));
          guint n = g_list_model_get_n_items (used);

          g_assert_cmpuint (n, ==, count_used_in_log (game, p));
          if (n > before[p])
            {
              g_autoptr(CastellanWallTile) last = g_list_model_get_item (used, n - 1);
              g_assert_cmpuint (castellan_wall_tile_get_used_on (last), ==, castellan_game_get_state (game)->move);
              g_assert_cmpuint (castellan_wall_tile_get_kind (last), >=, CS_WALL_EXTRA_TURN);
              g_assert_cmpuint (castellan_wall_tile_get_kind (last), <=, CS_WALL_HOUSE_X2);
              seen++;
              if (!undone)
                {
                  g_assert_true (castellan_game_undo (game));
                  g_assert_cmpuint (g_list_model_get_n_items (used), ==, before[p]);
                  undone = TRUE;
                  break;
                }
            }
        }
    }
  g_assert_true (undone);
  g_assert_cmpuint (seen, >, 1);

  /* a game read back from its save shows the same tiles, used in the same moves */
  {
    g_autoptr(CastellanGame) again = castellan_game_new ();
    g_autoptr(GError) error = NULL;
    gsize length;
    g_autofree char *data = castellan_game_save_to_data (game, &length);

    g_assert_true (castellan_game_load (again, data, length, NULL, &error));
    for (guint p = 0; p < CS_NUM_PLAYERS; p++)
      {
        GListModel *a = castellan_player_get_used_wall_tiles (castellan_game_get_player (game, p));
        GListModel *b = castellan_player_get_used_wall_tiles (castellan_game_get_player (again, p));

        g_assert_cmpuint (g_list_model_get_n_items (a), ==, g_list_model_get_n_items (b));
        for (guint i = 0; i < g_list_model_get_n_items (a); i++)
          {
            g_autoptr(CastellanWallTile) x = g_list_model_get_item (a, i);
            g_autoptr(CastellanWallTile) y = g_list_model_get_item (b, i);
            g_assert_cmpuint (castellan_wall_tile_get_kind (x), ==, castellan_wall_tile_get_kind (y));
            g_assert_cmpuint (castellan_wall_tile_get_used_on (x), ==, castellan_wall_tile_get_used_on (y));
          }
      }
  }
}

static void
test_statistics_reset (void)
{
  g_autoptr(CastellanGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;

  g_assert_true (castellan_statistics_reset (&error));
  game = finished_game (5);
  g_assert_true (castellan_statistics_record (game, &error));
  g_assert_no_error (error);
  before = castellan_statistics_load (&error);
  g_assert_cmpuint (before->len, ==, 1);
  g_assert_true (castellan_statistics_reset (&error));
  g_assert_no_error (error);
  after = castellan_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (after->len, ==, 0);
  /* nothing to forget is no error */
  g_assert_true (castellan_statistics_reset (&error));
  g_assert_no_error (error);
}

typedef struct {
  GMutex    lock;
  GCond     done_cond;
  gboolean  done;
  GArray   *lines;
  GError   *error;
} Loading;

static gpointer
load_thread (gpointer data)
{
  Loading *l = data;
  GError *error = NULL;
  GArray *lines = castellan_statistics_load (&error);

  g_mutex_lock (&l->lock);
  l->lines = lines;
  l->error = error;
  l->done = TRUE;
  g_cond_signal (&l->done_cond);
  g_mutex_unlock (&l->lock);
  return NULL;
}

/* castellan_statistics_load, which must answer within 5 seconds */
static GArray *
load_in_time (GError **error)
{
  Loading l = { 0 };
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  GThread *thread = g_thread_new ("statistics", load_thread, &l);

  g_mutex_lock (&l.lock);
  while (!l.done)
    if (!g_cond_wait_until (&l.done_cond, &l.lock, until))
      g_error ("reading the statistics did not return within 5 seconds (a FIFO read blocks)");
  g_mutex_unlock (&l.lock);
  g_thread_join (thread);
  g_propagate_error (error, l.error);
  return l.lines;
}

/* issue 31, item 7: the Statistics window reads statistics.ini through the
 * guarded reader: a FIFO there is refused at once, a huge file is refused
 * by its size without being read; the window then shows no lines and why */
static void
test_statistics_guarded (void)
{
  g_autofree char *path = castellan_statistics_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lines = NULL;
  gint64 start;
  int fd;

  g_assert_true (castellan_statistics_reset (&error));
  g_mkdir_with_parents (dir, 0700);

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  lines = load_in_time (&error);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "statistics.ini"));
  g_assert_cmpuint (lines->len, ==, 0);
  g_clear_error (&error);
  g_clear_pointer (&lines, g_array_unref);
  g_assert_cmpint (g_unlink (path), ==, 0);

  /* 150 MB (a sparse file: no disk used); refused by its size at once */
  fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 150 * 1024 * 1024), ==, 0);
  close (fd);
  start = g_get_monotonic_time ();
  lines = load_in_time (&error);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "157286400"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_cmpuint (lines->len, ==, 0);
  g_clear_error (&error);
  g_assert_true (castellan_statistics_reset (&error));
  g_assert_no_error (error);
}

/* the tiles still to come: all but those drawn, in the set's order, each
 * of one kind; one fewer after every move */
static void
test_pile (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                           CASTELLAN_THEME_CASTLE, 0, 9, TRUE };
  CsRng rng = { 9 };
  guint kinds[CASTELLAN_PILE_N_KINDS] = { 0 };

  castellan_game_start (game, &s);
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      g_autoptr(GArray) pile = castellan_pile_dup_tiles (game);
      const CsGame *g = castellan_game_get_state (game);
      g_autoptr(GError) error = NULL;
      CsMove m;

      g_assert_cmpuint (pile->len, ==, castellan_game_get_tiles_left (game));
      for (guint i = 0; i < pile->len; i++)
        {
          guint tile = g_array_index (pile, guint, i);
          g_assert_cmpuint (tile, !=, g->current);
          for (guint c = 0; c < CS_NUM_CELLS; c++)
            g_assert_cmpuint (g->cell_tile[c], !=, tile);
          if (i > 0)
            g_assert_cmpuint (tile, >, g_array_index (pile, guint, i - 1));
          kinds[castellan_pile_kind (tile)]++;
          g_assert_cmpuint (castellan_pile_tile_number (tile), ==, castellan_shipped_tileset ()->tiles[tile].number);
          g_assert_cmpuint (castellan_pile_tile_number (tile), >, 0);
        }
      cs_policy_greedy (g, &rng, &m);
      g_assert_true (castellan_game_play (game, &m, &error));
    }
  for (guint k = 0; k < CASTELLAN_PILE_N_KINDS; k++)
    {
      g_assert_cmpuint (kinds[k], >, 0);
      g_assert_nonnull (castellan_pile_kind_name (k, CASTELLAN_THEME_ZAMEK));
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *home = g_dir_make_tmp ("castellan-shown-XXXXXX", NULL);

  /* never the real ~/.local/share/castellan */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", home, TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shown/cite-split", test_cite_split);
  g_test_add_func ("/shown/cite-split-all", test_cite_split_all);
  g_test_add_func ("/shown/sheet", test_sheet);
  g_test_add_func ("/shown/log-without-codes", test_log_without_codes);
  g_test_add_func ("/shown/used-wall-tiles", test_used_wall_tiles);
  g_test_add_func ("/shown/statistics-reset", test_statistics_reset);
  g_test_add_func ("/shown/statistics-guarded", test_statistics_guarded);
  g_test_add_func ("/shown/pile", test_pile);
  return g_test_run ();
}
