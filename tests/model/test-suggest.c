/* test-suggest.c — the app's Suggest a Move and `castellan-cli suggest` give
 * the same move for the same position and seed (issue 18), at the level a
 * game's review judges by, so a game played as suggested is that level's
 * own move by move in the review
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-review.h"
#include "cs-policy.h"
#include "cs-record.h"

static const char *cli;

static void
think_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* the main loop run until the thinking of think_cb is in */
static void
wait_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
}

/* the move the app's computer gives for the loaded game */
static char *
app_suggestion (CastellanGame *game, CastellanPlayerKind level)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  CsMove move;

  castellan_game_think_async (game, level, NULL, think_cb, &result);
  wait_result (&result);
  g_assert_true (castellan_game_think_finish (game, result, &move, &error));
  g_assert_no_error (error);
  return cs_record_format_move (castellan_game_get_state (game), &move);
}

/* the first line of `castellan-cli suggest FILE --level LEVEL` (no
 * --level when NULL) */
static char *
cli_suggestion (const char *path, const char *level)
{
  const char *argv[] = { cli, "suggest", path, level ? "--level" : NULL, level, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("castellan-cli suggest failed: %s", err);
  *strchr (out, '\n') = '\0';
  return g_steal_pointer (&out);
}

static void
test_same_move (void)
{
  static const struct { CastellanPlayerKind kind; const char *name; } levels[] = {
    { CASTELLAN_PLAYER_BEGINNER, "beginner" },   /* the seed matters most here */
    { CASTELLAN_PLAYER_STRONG, "strong" },       /* what Suggest a Move asks, and the command's default */
  };
  g_autofree char *dir = g_dir_make_tmp ("castellan-suggest-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint32 seed = 11; seed <= 16; seed++)
    {
      g_autoptr(CsRecord) r = cs_record_new ();
      g_autoptr(CastellanGame) game = castellan_game_new ();
      g_autofree CsGame *g = g_new0 (CsGame, 1);
      g_autofree char *path = g_strdup_printf ("%s/turn.castellan", dir);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      CsRng rng = { seed };
      gsize len;

      cs_record_setup_from_seed (r, castellan_shipped_tileset (), seed, seed & 1);
      g_assert_true (cs_record_start (r, castellan_shipped_board (), castellan_shipped_tileset (), g, NULL, &error));
      for (guint i = 0; i < 3 * seed; i++)
        {
          CsMove m;
          cs_policy_greedy (g, &rng, &m);
          cs_record_add_move (r, g, &m);
          g_assert_true (cs_game_play (g, &m, NULL, NULL));
        }
      /* as an outside program would write it: the pile only as far as drawn */
      r->in_hand = g->tileset->tiles[g->current].number;
      r->n_draw_numbers = g->pile_pos;
      data = cs_record_to_data (r, &len);
      g_assert_true (g_file_set_contents (path, data, len, &error));
      g_assert_true (castellan_game_load (game, data, len, path, &error));
      g_assert_no_error (error);

      for (guint k = 0; k < G_N_ELEMENTS (levels); k++)
        {
          g_autofree char *app = app_suggestion (game, levels[k].kind);
          g_autofree char *cmd = cli_suggestion (path, levels[k].name);
          g_assert_cmpstr (app, ==, cmd);
        }
      /* the command asked with no level answers as Suggest a Move does */
      {
        g_autofree char *app = app_suggestion (game, CASTELLAN_SUGGEST_LEVEL);
        g_autofree char *cmd = cli_suggestion (path, NULL);
        g_assert_cmpstr (app, ==, cmd);
      }
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Suggest a Move as the app asks it (castellan_game_base_suggest, one path
 * for every game): the move of Strong, the level the review judges by,
 * bounded by its work and not by the clock, so asked twice it is the same;
 * thought out off the main thread, and said as Strong's */
static void
base_suggestion (CastellanGameBase *game, CastellanSuggestedMove *move, gint64 *took)
{
  gint64 start = g_get_monotonic_time ();

  castellan_game_base_suggest (game);
  /* under way, not answered while the main loop has not run */
  g_assert_nonnull (castellan_game_base_get_suggestion (game));
  g_assert_false (castellan_game_base_get_suggested_move (game, NULL));
  while (!castellan_game_base_get_suggested_move (game, move))
    g_main_context_iteration (NULL, TRUE);
  *took = g_get_monotonic_time () - start;
  g_assert_nonnull (castellan_game_base_get_suggestion (game));
  g_assert_true (g_str_has_prefix (castellan_game_base_get_suggestion (game), "Strong would play this: Lay the tile at "));
}

/* Suggest a Move asked twice of @game: the computer's move at @cell, turned
 * @rot (with @follower, unless NULL), the same both times */
static void
assert_suggests (CastellanGameBase *game, guint cell, guint rot, const int *follower, gint64 *most)
{
  CastellanSuggestedMove a, b;
  gint64 took;

  base_suggestion (game, &a, &took);
  *most = MAX (*most, took);
  g_assert_cmpuint (a.cell, ==, cell);
  g_assert_cmpuint (a.rot, ==, rot);
  if (follower != NULL)
    g_assert_cmpint (a.follower, ==, *follower);
  base_suggestion (game, &b, &took);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
}

static void
test_base_same_move (void)
{
  gint64 most = 0;

  for (guint32 seed = 21; seed <= 26; seed++)
    {
      g_autoptr(CastellanGame) castle = castellan_game_new ();
      g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
      CastellanGameSetup cs = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
      CastellanClassicSetup ks = { .n_players = 2 + seed % 4, .farmers = seed & 1, .bcb = seed % 3 == 0, .seed = seed,
                                   .has_seed = TRUE };

      /* The Castle: what Strong plays, again and again */
      castellan_game_start (castle, &cs);
      {
        g_autoptr(GAsyncResult) result = NULL;
        CsMove m;

        int follower;

        castellan_game_think_async (castle, CASTELLAN_SUGGEST_LEVEL, NULL, think_cb, &result);
        wait_result (&result);
        g_assert_true (castellan_game_think_finish (castle, result, &m, NULL));
        follower = m.follower;
        assert_suggests (CASTELLAN_GAME_BASE (castle), m.cell, m.rot, &follower, &most);
      }
      /* classic Carcassonne, 2 to 5 seats, farmers on and off, with the expansion or not */
      for (guint k = 0; k < ks.n_players; k++)
        ks.kinds[k] = CASTELLAN_PLAYER_HUMAN;
      castellan_classic_game_start (classic, &ks);
      {
        g_autoptr(GAsyncResult) result = NULL;
        CsClassicMove m;

        castellan_classic_game_think_async (classic, CASTELLAN_SUGGEST_LEVEL, NULL, think_cb, &result);
        wait_result (&result);
        g_assert_true (castellan_classic_game_think_finish (classic, result, &m, NULL));
        assert_suggests (CASTELLAN_GAME_BASE (classic), m.cell, m.rot, NULL, &most);
      }
      /* any change of the game drops it */
      castellan_classic_game_start (classic, &ks);
      g_assert_null (castellan_game_base_get_suggestion (CASTELLAN_GAME_BASE (classic)));
      g_assert_false (castellan_game_base_get_suggested_move (CASTELLAN_GAME_BASE (classic), NULL));
    }
  g_test_message ("slowest suggestion: %.1f ms", most / 1000.0);
}

/* ---- a game played as suggested, then reviewed ---- */

static void
review_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (castellan_review_run_finish (CASTELLAN_REVIEW (source), result, &error));
  g_assert_no_error (error);
  *(gboolean *) data = TRUE;
}

/* @data (a saved game) reviewed as the app's review window starts it, at
 * its default level: every move is that level's own, and good */
static void
assert_review_agrees (const char *data, gsize len, const char *name, guint n_moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CastellanReview) review = castellan_review_new (data, len, name, &error);
  gboolean done = FALSE;
  GListModel *moves;

  g_assert_no_error (error);
  /* the review window's default: the level Suggest a Move speaks for */
  g_assert_cmpstr (castellan_review_get_level (review), ==, "strong");
  g_assert_cmpint (CASTELLAN_SUGGEST_LEVEL, ==, CASTELLAN_PLAYER_STRONG);
  castellan_review_set_samples (review, 4);   /* the level's choice is made in full; fewer deals value it */
  castellan_review_run_async (review, NULL, review_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  moves = castellan_review_get_moves (review);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, n_moves);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(CastellanReviewMove) m = g_list_model_get_item (moves, i);

      g_assert_true (castellan_review_move_get_judged (m));
      if (!castellan_review_move_get_matched (m))
        g_error ("%s: move %u played as suggested (%s), but the review prefers %s", name, i + 1,
                 castellan_review_move_get_played (m), castellan_review_move_get_best (m));
      g_assert_cmpint (castellan_review_move_get_grade (m), ==, CASTELLAN_REVIEW_GOOD);
      g_assert_false (castellan_review_move_get_mistake (m));
    }
}

/* The play-tester's game: every move made as Suggest a Move says (asked
 * through the app's path; the full move, wall tiles and bids included, is
 * the same level's), then the game reviewed: not one move is called worse
 * than the level's own, in The Castle, classic Carcassonne and the
 * expansion. */
static void
test_follow_then_review (void)
{
  for (guint32 seed = 31; seed <= 32; seed++)
    {
      g_autoptr(CastellanGame) castle = castellan_game_new ();
      CastellanGameSetup cs = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
      g_autofree char *data = NULL;
      guint n = 0;
      gsize len;

      castellan_game_start (castle, &cs);
      for (guint k = 0; k < 6 && castellan_game_get_phase (castle) == CASTELLAN_PHASE_PLACE; k++)
        {
          g_autoptr(GAsyncResult) result = NULL;
          guint before = castellan_game_get_state (castle)->move;
          CastellanSuggestedMove said;
          gint64 took;
          CsMove m;

          /* the app's own path: asked, answered, its cell, turn and follower the move's */
          base_suggestion (CASTELLAN_GAME_BASE (castle), &said, &took);
          castellan_game_think_async (castle, CASTELLAN_SUGGEST_LEVEL, NULL, think_cb, &result);
          wait_result (&result);
          g_assert_true (castellan_game_think_finish (castle, result, &m, NULL));
          g_assert_cmpuint (said.cell, ==, m.cell);
          g_assert_cmpuint (said.rot, ==, m.rot);
          g_assert_cmpint (said.follower, ==, m.follower);
          g_assert_true (castellan_game_play (castle, &m, NULL));
          g_assert_cmpuint (castellan_game_get_state (castle)->move, >, before);
          n++;
        }
      data = castellan_game_save_to_data (castle, &len);
      assert_review_agrees (data, len, "suggested.castellan", n);
    }
  for (guint32 seed = 33; seed <= 34; seed++)
    {
      g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
      CastellanClassicSetup ks = { .n_players = 2 + seed % 2, .farmers = TRUE, .bcb = seed % 2 == 0, .seed = seed,
                                   .has_seed = TRUE };
      g_autofree char *data = NULL;
      guint n = 0;
      gsize len;

      for (guint k = 0; k < ks.n_players; k++)
        ks.kinds[k] = CASTELLAN_PLAYER_HUMAN;
      castellan_classic_game_start (classic, &ks);
      for (guint k = 0; k < 6 && castellan_classic_game_get_phase (classic) == CASTELLAN_PHASE_PLACE; k++)
        {
          CastellanSuggestedMove said;
          g_autoptr(GAsyncResult) result = NULL;
          CsClassicMove m;
          gint64 took;

          /* the app's own path: asked, answered, its cell and turn the move's */
          base_suggestion (CASTELLAN_GAME_BASE (classic), &said, &took);
          castellan_classic_game_think_async (classic, CASTELLAN_SUGGEST_LEVEL, NULL, think_cb, &result);
          wait_result (&result);
          g_assert_true (castellan_classic_game_think_finish (classic, result, &m, NULL));
          if (m.kind == CS_CLASSIC_MOVE_LAY)
            {
              g_assert_cmpuint (said.cell, ==, m.cell);
              g_assert_cmpuint (said.rot, ==, m.rot);
              g_assert_cmpint (said.follower, ==, m.follower);
            }
          g_assert_true (castellan_classic_game_play (classic, &m, NULL));
          n++;
        }
      data = castellan_classic_game_save_to_data (classic, &len);
      assert_review_agrees (data, len, "suggested.carcassonne", n);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli = argv[1];
  g_test_add_func ("/model/suggest-same-move", test_same_move);
  g_test_add_func ("/model/suggest-base-same-move", test_base_same_move);
  g_test_add_func ("/model/suggest-follow-then-review", test_follow_then_review);
  return g_test_run ();
}
