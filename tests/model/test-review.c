/* test-review.c — CastellanReview: every move listed at once, filled in as the worker goes, cancel, try from here
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-review.h"
#include "castellan-shipped.h"
#include "cs-classic-record.h"
#include "cs-policy.h"
#include "cs-record.h"

/* a whole Castle game: seat 1 at random, seat 2 greedy */
static char *
castle_record (guint32 seed, gsize *len)
{
  g_autoptr (CsRecord) r = cs_record_new ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  CsRng rng = { seed };

  cs_record_setup_from_seed (r, castellan_shipped_tileset (), seed, 0);
  g_assert_true (cs_record_start (r, castellan_shipped_board (), castellan_shipped_tileset (), g, NULL, NULL));
  while (!cs_game_over (g))
    {
      CsMove m;

      if (g->active == 0)
        cs_policy_random (g, &rng, &m);
      else
        cs_policy_greedy (g, &rng, &m);
      cs_record_add_move (r, g, &m);
      g_assert_true (cs_game_play (g, &m, NULL, NULL));
    }
  return cs_record_to_data (r, len);
}

typedef struct {
  GMainLoop *loop;
  gboolean   ok;
  GError    *error;
  guint      changes;        /* items-changed seen before the end */
  guint      n_moves;        /* the list's length, which stays */
  guint      progress;       /* notify::progress seen */
  GCancellable *cancel_after_first;
} Run;

static void
items_changed_cb (GListModel *list, guint pos, guint removed, guint added, gpointer data)
{
  Run *run = data;
  g_autoptr (CastellanReviewMove) m = g_list_model_get_item (list, pos);

  /* one row filled in where it was, not the list rebuilt */
  g_assert_cmpuint (removed, ==, 1);
  g_assert_cmpuint (added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, run->n_moves);
  g_assert_true (castellan_review_move_get_judged (m));
  g_assert_cmpuint (castellan_review_move_get_number (m), ==, pos + 1);
  run->changes++;
  if (run->cancel_after_first)
    g_cancellable_cancel (run->cancel_after_first);
}

static void
progress_cb (GObject *object, GParamSpec *pspec, gpointer data)
{
  Run *run = data;
  run->progress++;
}

static void
done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Run *run = data;

  run->ok = castellan_review_run_finish (CASTELLAN_REVIEW (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
test_fills (void)
{
  gsize len;
  g_autofree char *data = castle_record (8, &len);
  g_autoptr (GError) error = NULL;
  g_autoptr (CastellanReview) review = castellan_review_new (data, len, "test.castellan", &error);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Run run = { loop };
  GListModel *moves;
  CastellanReviewSummary s[2];
  guint random_mistakes = 0;
  g_autoptr (GPtrArray) unjudged = g_ptr_array_new_with_free_func (g_free);

  g_assert_no_error (error);
  g_assert_cmpstr (castellan_review_get_game_kind (review), ==, "castle");
  g_assert_cmpstr (castellan_review_get_level (review), ==, "strong");
  castellan_review_set_samples (review, 6);
  moves = castellan_review_get_moves (review);
  run.n_moves = castellan_review_get_n_moves (review);
  g_signal_connect (moves, "items-changed", G_CALLBACK (items_changed_cb), &run);
  g_signal_connect (review, "notify::progress", G_CALLBACK (progress_cb), &run);
  castellan_review_run_async (review, NULL, done_cb, &run);
  g_assert_true (castellan_review_get_running (review));
  /* nothing judged yet: the worker hands each move to this thread */
  g_assert_cmpuint (castellan_review_get_n_judged (review), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, castellan_review_get_n_moves (review));
  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (CastellanReviewMove) m = g_list_model_get_item (moves, i);
      g_ptr_array_add (unjudged, g_strdup (castellan_review_move_get_played (m)));
    }
  g_main_loop_run (loop);
  g_assert_no_error (run.error);
  g_assert_true (run.ok);
  g_assert_false (castellan_review_get_running (review));
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, castellan_review_get_n_moves (review));
  g_assert_cmpuint (castellan_review_get_n_judged (review), ==, castellan_review_get_n_moves (review));
  g_assert_cmpuint (run.changes, ==, castellan_review_get_n_moves (review));
  g_assert_cmpuint (run.progress, >=, run.changes);
  g_assert_cmpfloat (castellan_review_get_progress (review), ==, 1.0);
  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (CastellanReviewMove) m = g_list_model_get_item (moves, i);

      g_assert_cmpuint (castellan_review_move_get_number (m), ==, i + 1);
      g_assert_true (castellan_review_move_get_judged (m));
      /* the row said the move played before, as it says it now */
      g_assert_cmpstr (castellan_review_move_get_played (m), ==, g_ptr_array_index (unjudged, i));
      g_assert_cmpfloat (castellan_review_move_get_loss (m), >=, 0);
      g_assert_nonnull (castellan_review_move_get_played (m));
      g_assert_nonnull (castellan_review_move_get_best (m));
      if (castellan_review_move_get_matched (m))
        g_assert_null (castellan_review_move_get_explanation (m));
      /* every Castle move lays a tile: both cells are known, one if matched */
      g_assert_cmpint (castellan_review_move_get_played_cell (m), >=, 0);
      g_assert_cmpint (castellan_review_move_get_best_cell (m), >=, 0);
      if (castellan_review_move_get_matched (m))
        g_assert_cmpint (castellan_review_move_get_played_cell (m), ==, castellan_review_move_get_best_cell (m));
      random_mistakes += castellan_review_move_get_player (m) == 0 && castellan_review_move_get_mistake (m);
    }
  g_assert_cmpuint (random_mistakes, >, 0);
  castellan_review_get_summary (review, 0, &s[0]);
  castellan_review_get_summary (review, 1, &s[1]);
  g_assert_cmpuint (s[0].n_moves + s[1].n_moves, ==, castellan_review_get_n_moves (review));
  g_assert_cmpfloat (s[0].total_loss, >, s[1].total_loss);
  g_assert_cmpuint (s[0].n_costliest, ==, 3);
  g_assert_cmpuint (s[0].costliest[0], >=, 1);
}

static void
test_cancel (void)
{
  gsize len;
  g_autofree char *data = castle_record (9, &len);
  g_autoptr (GError) error = NULL;
  g_autoptr (CastellanReview) review = castellan_review_new (data, len, "test.castellan", &error);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Run run = { loop };

  g_assert_no_error (error);
  castellan_review_set_samples (review, 6);
  run.cancel_after_first = cancellable;
  run.n_moves = castellan_review_get_n_moves (review);
  g_signal_connect (castellan_review_get_moves (review), "items-changed", G_CALLBACK (items_changed_cb), &run);
  castellan_review_run_async (review, cancellable, done_cb, &run);
  g_main_loop_run (loop);
  g_assert_false (run.ok);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&run.error);
  g_assert_false (castellan_review_get_running (review));
  /* stopped soon after the first move arrived; what was judged stays,
   * and every move keeps its row */
  g_assert_cmpuint (castellan_review_get_n_judged (review), >=, 1);
  g_assert_cmpuint (castellan_review_get_n_judged (review), <, castellan_review_get_n_moves (review));
  g_assert_cmpuint (castellan_review_get_n_judged (review), ==, run.changes);
  g_assert_cmpuint (g_list_model_get_n_items (castellan_review_get_moves (review)), ==,
                    castellan_review_get_n_moves (review));
  g_assert_cmpfloat (castellan_review_get_progress (review), <, 1.0);
  /* the summary counts the judged moves only */
  {
    CastellanReviewSummary s[2];

    castellan_review_get_summary (review, 0, &s[0]);
    castellan_review_get_summary (review, 1, &s[1]);
    g_assert_cmpuint (s[0].n_moves + s[1].n_moves, ==, castellan_review_get_n_judged (review));
  }
}

static void
test_try_from_here (void)
{
  gsize len, more_len;
  g_autofree char *data = castle_record (10, &len);
  g_autoptr (GError) error = NULL;
  g_autoptr (CastellanReview) review = castellan_review_new (data, len, "test.castellan", &error);
  g_autofree char *more = NULL;
  g_autoptr (CsRecord) r = NULL;

  g_assert_no_error (error);
  more = castellan_review_try_from_here (review, 21, 777, &more_len, &error);
  g_assert_no_error (error);
  r = cs_record_parse (more, more_len, "more", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (r->moves->len, ==, 20);
  g_assert_cmpuint (r->seed, ==, 777);
  /* the app opens it as any saved game, at move 21 */
  {
    g_autoptr (CastellanGame) game = castellan_game_new ();

    g_assert_true (castellan_game_load (game, more, more_len, "more.castellan", &error));
    g_assert_no_error (error);
    g_assert_cmpuint (castellan_game_get_record (game)->moves->len, ==, 20);
    g_assert_cmpuint (castellan_game_get_state (game)->move, ==, 20);
  }
  /* no move 200 to go on from */
  g_assert_null (castellan_review_try_from_here (review, 200, 1, &more_len, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "test.castellan"));
}

static void
test_classic_kind (void)
{
  g_autoptr (CsClassicRecord) r = cs_classic_record_new (3, 0);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (CastellanReview) review = NULL;
  gsize len;

  cs_classic_record_setup_from_seed (r, castellan_shipped_classic_tileset (), 5, 0);
  data = cs_classic_record_to_data (r, &len);
  review = castellan_review_new (data, len, "c.castellan", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (castellan_review_get_game_kind (review), ==, "carcassonne");
  g_assert_cmpuint (castellan_review_get_n_players (review), ==, 3);
  g_assert_cmpuint (castellan_review_get_n_moves (review), ==, 0);
  /* a file that is no record says where */
  g_assert_null (castellan_review_new ("[Game]\nFormat=nonsense\n", 24, "bad.castellan", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "bad.castellan"));
}

/* the position before a move is the record's prefix, in an inert game of its kind */
static void
test_game_before (void)
{
  gsize len;
  g_autofree char *data = castle_record (11, &len);
  g_autoptr (GError) error = NULL;
  g_autoptr (CastellanReview) review = castellan_review_new (data, len, "test.castellan", &error);
  guint n, laid_at_start = 0;

  g_assert_no_error (error);
  n = castellan_review_get_n_moves (review);
  g_assert_cmpuint (n, >, 20);
  for (guint number = 1; number <= n + 1; number += 9)
    {
      g_autoptr (GObject) game = castellan_review_dup_game_before (review, number, &error);

      g_assert_no_error (error);
      g_assert_true (CASTELLAN_IS_GAME (game));
      g_assert_true (CASTELLAN_GAME_BASE (game)->inert);
      g_assert_cmpuint (castellan_game_get_state (CASTELLAN_GAME (game))->move, ==, number - 1);
      g_assert_cmpuint (castellan_game_get_record (CASTELLAN_GAME (game))->moves->len, ==, number - 1);
      /* every move before it laid one tile */
      if (number == 1)
        laid_at_start = castellan_game_get_state (CASTELLAN_GAME (game))->n_laid;
      g_assert_cmpuint (castellan_game_get_state (CASTELLAN_GAME (game))->n_laid, ==, laid_at_start + number - 1);
    }
  g_assert_null (castellan_review_dup_game_before (review, n + 2, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "test.castellan"));
}

/* a game saved in the middle: only the draws made by then, and the tile in hand */
static void
test_game_before_in_progress (void)
{
  g_autoptr (CastellanGame) castle = castellan_game_new ();
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, 41, TRUE };
  g_autoptr (CastellanReview) review = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  CsRng rng = { 3 };
  gsize len;

  castellan_game_start (castle, &s);
  for (guint i = 0; i < 12; i++)
    {
      CsMove m;
      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (castellan_game_get_state (castle), &rng, &m);
      g_assert_true (castellan_game_play (castle, &m, NULL));
    }
  data = castellan_game_save_to_data (castle, &len);
  review = castellan_review_new (data, len, "now.castellan", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (castellan_review_get_n_moves (review), ==, 12);
  for (guint number = 1; number <= 13; number++)
    {
      g_autoptr (GObject) game = castellan_review_dup_game_before (review, number, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (castellan_game_get_state (CASTELLAN_GAME (game))->move, ==, number - 1);
    }
}

static void
test_classic_game_before (void)
{
  g_autoptr (CastellanClassicGame) classic = castellan_classic_game_new ();
  CastellanClassicSetup c = { .n_players = 3, .farmers = TRUE, .bcb = TRUE, .seed = 42, .has_seed = TRUE };
  g_autoptr (CastellanReview) review = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  CsRng rng = { 4 };
  gsize len;

  castellan_classic_game_start (classic, &c);
  for (guint i = 0; i < 15; i++)
    {
      CsClassicMove m;
      cs_classic_policy_greedy (castellan_classic_game_get_state (classic), &rng, &m);
      g_assert_true (castellan_classic_game_play (classic, &m, NULL));
    }
  data = castellan_classic_game_save_to_data (classic, &len);
  review = castellan_review_new (data, len, "c.castellan", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (castellan_review_get_n_moves (review), ==, 15);
  for (guint number = 1; number <= 16; number++)
    {
      g_autoptr (GObject) game = castellan_review_dup_game_before (review, number, &error);

      g_assert_no_error (error);
      g_assert_true (CASTELLAN_IS_CLASSIC_GAME (game));
      g_assert_true (castellan_classic_game_get_bcb (CASTELLAN_CLASSIC_GAME (game)));
      g_assert_cmpuint (castellan_classic_game_get_state (CASTELLAN_CLASSIC_GAME (game))->move, ==, number - 1);
    }
}


/* Every move has its row before the review runs: number, player, the move
 * played in words, its cell, nothing judged (the Castle) */
static void
test_listed_castle (void)
{
  gsize len;
  g_autofree char *data = castle_record (12, &len);
  g_autoptr (CsRecord) r = cs_record_parse (data, len, "l.castellan", NULL);
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (CastellanReview) review = castellan_review_new (data, len, "l.castellan", &error);
  GListModel *moves;

  g_assert_no_error (error);
  moves = castellan_review_get_moves (review);
  g_assert_cmpuint (castellan_review_get_n_moves (review), >, 20);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, castellan_review_get_n_moves (review));
  g_assert_cmpuint (castellan_review_get_n_judged (review), ==, 0);
  g_assert_cmpfloat (castellan_review_get_progress (review), ==, 0.0);
  g_assert_true (cs_record_start (r, castellan_shipped_board (), castellan_shipped_tileset (), g, NULL, NULL));
  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (CastellanReviewMove) m = g_list_model_get_item (moves, i);
      const CsRecordMove *rm = &g_array_index (r->moves, CsRecordMove, i);
      char cell[8];

      g_assert_false (castellan_review_move_get_judged (m));
      g_assert_cmpuint (castellan_review_move_get_number (m), ==, i + 1);
      g_assert_cmpuint (castellan_review_move_get_player (m), ==, g->active);
      g_assert_cmpstr (castellan_review_move_get_player_name (m), ==, castellan_review_get_player_name (review, g->active));
      /* "C4, turned a quarter clockwise…": the record's cell and turn */
      g_snprintf (cell, sizeof cell, "%c%u, ", 'A' + rm->cell_col, rm->cell_row + 1u);
      g_assert_true (g_str_has_prefix (castellan_review_move_get_played (m), cell));
      g_assert_nonnull (strstr (castellan_review_move_get_played (m), "turned"));
      g_assert_cmpint (castellan_review_move_get_played_cell (m), >=, 0);
      /* nothing of a judgement */
      g_assert_null (castellan_review_move_get_best (m));
      g_assert_null (castellan_review_move_get_explanation (m));
      g_assert_cmpint (castellan_review_move_get_best_cell (m), ==, -1);
      g_assert_true (cs_record_play_move (r, i, g, NULL, NULL));
    }
  /* the summary counts no move not judged */
  {
    CastellanReviewSummary s;

    castellan_review_get_summary (review, 0, &s);
    g_assert_cmpuint (s.n_moves, ==, 0);
  }
}

/* classic Carcassonne with farmers, and with Bridges, Castles and Bazaars:
 * the expansion's moves that lay no tile are worded too */
static void
check_listed_classic (const char *data, gsize len, guint *n_other, guint *n_bridges)
{
  g_autoptr (CsClassicRecord) r = cs_classic_record_parse (data, len, "c.castellan", NULL);
  const CsClassicTileset *tiles = castellan_shipped_classic_tileset_with (r->options & CS_CLASSIC_BCB);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr (CastellanReview) review = castellan_review_new (data, len, "c.castellan", &error);
  GListModel *moves;

  g_assert_no_error (error);
  /* the list is made on the caller's thread: one replay, a few ms */
  g_test_message ("%u moves listed in %.1f ms", r->moves->len, (g_get_monotonic_time () - start) / 1000.0);
  moves = castellan_review_get_moves (review);
  g_assert_cmpuint (g_list_model_get_n_items (moves), ==, r->moves->len);
  g_assert_true (cs_classic_record_start (r, tiles, g, NULL, NULL));
  for (guint i = 0; i < r->moves->len; i++)
    {
      g_autoptr (CastellanReviewMove) m = g_list_model_get_item (moves, i);
      const CsClassicRecordMove *rm = &g_array_index (r->moves, CsClassicRecordMove, i);
      const char *played = castellan_review_move_get_played (m);

      g_assert_false (castellan_review_move_get_judged (m));
      g_assert_cmpuint (castellan_review_move_get_number (m), ==, i + 1);
      g_assert_cmpuint (castellan_review_move_get_player (m), ==, cs_classic_to_move (g));
      g_assert_nonnull (played);
      switch ((CsClassicMoveKind) rm->kind)
        {
        case CS_CLASSIC_MOVE_LAY:
          g_assert_nonnull (strstr (played, "turned"));
          g_assert_cmpint (castellan_review_move_get_played_cell (m), >=, 0);
          if (rm->bridge_axis != 0)
            {
              g_assert_nonnull (strstr (played, "with a bridge"));
              (*n_bridges)++;
            }
          break;
        case CS_CLASSIC_MOVE_CASTLE:    g_assert_cmpstr (played, ==, "builds a castle"); (*n_other)++; break;
        case CS_CLASSIC_MOVE_NO_CASTLE: g_assert_cmpstr (played, ==, "scores the small city"); (*n_other)++; break;
        case CS_CLASSIC_MOVE_BUY:       g_assert_cmpstr (played, ==, "buys the tile"); (*n_other)++; break;
        case CS_CLASSIC_MOVE_SELL:      g_assert_cmpstr (played, ==, "sells the tile"); (*n_other)++; break;
        case CS_CLASSIC_MOVE_PASS:      g_assert_cmpstr (played, ==, "passes"); (*n_other)++; break;
        case CS_CLASSIC_MOVE_BID:       g_assert_true (g_str_has_prefix (played, "bids ")); (*n_other)++; break;
        case CS_CLASSIC_MOVE_OFFER:     g_assert_true (g_str_has_prefix (played, "offers a tile for ")); (*n_other)++; break;
        case CS_CLASSIC_MOVE_PICK:      g_assert_cmpstr (played, ==, "takes a tile"); (*n_other)++; break;
        default:
          g_assert_null (strstr (played, "turned"));
          g_assert_cmpint (castellan_review_move_get_played_cell (m), ==, -1);
          (*n_other)++;
        }
      if (rm->kind != CS_CLASSIC_MOVE_LAY)
        g_assert_cmpint (castellan_review_move_get_played_cell (m), ==, -1);
      {
        CsClassicMove cm;
        g_assert_true (cs_classic_record_move (r, i, g, &cm, NULL));
        g_assert_true (cs_classic_play (g, &cm, NULL, NULL));
      }
    }
}

static char *
classic_record_of (guint n_players, guint options, guint32 seed, guint n_moves, gsize *len)
{
  g_autoptr (CsClassicRecord) r = cs_classic_record_new (n_players, options);
  const CsClassicTileset *tiles = castellan_shipped_classic_tileset_with (options & CS_CLASSIC_BCB);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsRng rng = { seed };

  cs_classic_record_setup_from_seed (r, tiles, seed, 0);
  g_assert_true (cs_classic_record_start (r, tiles, g, NULL, NULL));
  for (guint i = 0; i < n_moves && !cs_classic_over (g); i++)
    {
      CsClassicMove m;

      cs_classic_policy_greedy (g, &rng, &m);
      cs_classic_record_add_move (r, g, &m);
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  return cs_classic_record_to_data (r, len);
}

static void
test_listed_classic (void)
{
  guint other = 0, bridges = 0;
  gsize len;
  g_autofree char *classic = classic_record_of (3, 0, 21, 40, &len);

  check_listed_classic (classic, len, &other, &bridges);
  g_assert_cmpuint (other, ==, 0);
  /* the expansion: bazaars' bids and purchases, castles, bridges */
  for (guint32 seed = 33; seed < 36; seed++)
    {
      g_autofree char *bcb = classic_record_of (2, CS_CLASSIC_BCB, seed, 200, &len);
      check_listed_classic (bcb, len, &other, &bridges);
    }
  /* a bazaar without bids (BV-1): a tile taken */
  {
    g_autofree char *quick = classic_record_of (3, CS_CLASSIC_BCB | CS_CLASSIC_QUICK_BAZAAR, 34, 200, &len);
    check_listed_classic (quick, len, &other, &bridges);
  }
  g_test_message ("expansion moves that lay no tile: %u, bridges: %u", other, bridges);
  g_assert_cmpuint (other, >, 0);
}

/* a value's sign as the losses' (a true minus), none on what rounds to 0.0:
 * the moves list once had "-8.6" beside "−10.7" in one row (a play-test) */
static void
test_signed (void)
{
  static const struct { double value; const char *text; } cases[] = {
    { 2.24, "+2.2" }, { -8.6, "−8.6" }, { -0.04, "0.0" }, { 0.04, "0.0" }, { 0.0, "0.0" }, { -12.96, "−13.0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = castellan_review_dup_signed (cases[i].value);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review/fills", test_fills);
  g_test_add_func ("/review/signed", test_signed);
  g_test_add_func ("/review/cancel", test_cancel);
  g_test_add_func ("/review/listed-castle", test_listed_castle);
  g_test_add_func ("/review/listed-classic", test_listed_classic);
  g_test_add_func ("/review/try-from-here", test_try_from_here);
  g_test_add_func ("/review/classic-kind", test_classic_kind);
  g_test_add_func ("/review/game-before", test_game_before);
  g_test_add_func ("/review/game-before-in-progress", test_game_before_in_progress);
  g_test_add_func ("/review/classic-game-before", test_classic_game_before);
  return g_test_run ();
}
