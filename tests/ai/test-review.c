/* test-review.c — reviews of whole games: random play shows, honest, deterministic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each game (The Castle, classic, classic with Bridges, Castles and
 * Bazaars) a seeded game where seat 1 plays at random and seat 2 as Strong
 * (on seeds of its own, so that it does not simply agree with the
 * reviewer) is recorded and reviewed: every move gets one entry, and the random
 * seat's mean loss is larger than Strong's with the two intervals (two
 * standard errors each way) apart. The judgement of a move does not change
 * when the unseen tiles are dealt in another order (R-12, C-10), and try
 * from here keeps the position and deals the rest anew.
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "castellan-engine.h"
#include "castellan-shipped.h"
#include "cs-review-text.h"
#include "cs-review.h"

typedef struct {
  GArray *moves;   /* CsReviewMove */
  guint   explained;
  guint   cited;
  guint   unexplained;   /* Castle moves unlike the level's, told nothing */
} Collected;

static gboolean
collect (const CsReviewStep *step, gpointer data)
{
  Collected *c = data;
  const char *names[CS_CLASSIC_MAX_PLAYERS] = { "Ada", "Bob", "Cy", "Di", "Eve" };
  g_autofree char *why = cs_review_text_explain (step, CS_THEME_CASTLE, names);

  g_array_append_val (c->moves, *step->judgement);
  /* both moves in words, never in the record's notation ("follower=b") */
  for (guint best = 0; best < 2; best++)
    {
      g_autofree char *words = cs_review_text_move_words (step, best, CS_THEME_CASTLE);
      gboolean lays = step->game != NULL || (best ? step->classic_best : step->classic_played)->kind == CS_CLASSIC_MOVE_LAY;
      gboolean places = step->game ? (best ? step->best : step->played)->follower >= 0
                                   : (best ? step->classic_best : step->classic_played)->follower >= 0;

      g_assert_nonnull (words);
      g_assert_null (strchr (words, '='));
      g_assert_true (!lays || strstr (words, "turned") != NULL);
      g_assert_true (!lays || !places || strstr (words, " on the ") != NULL);
    }
  g_assert_true (step->judgement->loss >= 0);
  g_assert_true (step->judgement->stderr_diff >= 0);
  /* the better move is told, with its rules, whenever it differs */
  if (step->judgement->matched)
    g_assert_null (why);
  /* a Castle move differs in its cell, turn or follower: always something to tell */
  else if (step->game && why == NULL)
    {
      g_autofree char *p = cs_review_text_move (step, FALSE);
      g_autofree char *b = cs_review_text_move (step, TRUE);
      g_test_message ("move %u: %s and %s told alike", step->judgement->index + 1, p, b);
      c->unexplained++;
    }
  if (why)
    {
      c->explained++;
      /* a move that lost nothing is said to be as good, with no rule to cite */
      c->cited += strstr (why, "(R-") || strstr (why, "(C-") || strstr (why, "(B-") || step->judgement->loss < 0.05;
      g_assert_true (step->judgement->loss >= 0.05 || strstr (why, "Better:") == NULL);
    }
  return TRUE;
}

/* random's mean loss is larger, its interval clear of Strong's */
static void
check_apart (GArray *moves, guint n_record_moves)
{
  CsReviewSummary s[2];

  g_assert_cmpuint (moves->len, ==, n_record_moves);
  for (guint i = 0; i < moves->len; i++)
    g_assert_cmpuint (g_array_index (moves, CsReviewMove, i).index, ==, i);
  cs_review_summary ((CsReviewMove *) moves->data, moves->len, 0, &s[0]);
  cs_review_summary ((CsReviewMove *) moves->data, moves->len, 1, &s[1]);
  g_test_message ("random: %u moves, mean loss %.2f ± %.2f; strong: %u moves, %.2f ± %.2f",
                  s[0].n_moves, s[0].mean_loss, s[0].mean_loss_stderr,
                  s[1].n_moves, s[1].mean_loss, s[1].mean_loss_stderr);
  g_assert_cmpuint (s[0].n_moves + s[1].n_moves, ==, n_record_moves);
  g_assert_cmpfloat (s[0].mean_loss - 2 * s[0].mean_loss_stderr, >, s[1].mean_loss + 2 * s[1].mean_loss_stderr);
  g_assert_cmpfloat (s[0].total_loss, >, s[1].total_loss);
  g_assert_cmpfloat (s[1].good_share, >, s[0].good_share);
  /* the costliest are graded down (a slip or worse), costliest first;
   * every move has one grade, counted in the summary */
  for (guint p = 0; p < 2; p++)
    {
      guint graded = 0;

      for (guint k = 0; k < CS_REVIEW_N_GRADES; k++)
        graded += s[p].n_graded[k];
      g_assert_cmpuint (graded, ==, s[p].n_moves);
    }
  for (guint i = 0; i < moves->len; i++)
    {
      const CsReviewMove *m = &g_array_index (moves, CsReviewMove, i);
      g_assert_cmpint (m->grade, ==, cs_review_grade (m->matched, m->loss, m->stderr_diff));
      g_assert_cmpint (m->mistake, ==, m->grade >= CS_REVIEW_MISTAKE);
    }
  for (guint p = 0; p < 2; p++)
    for (guint k = 0; k < s[p].n_costliest; k++)
      {
        const CsReviewMove *m = &g_array_index (moves, CsReviewMove, s[p].costliest[k]);
        g_assert_cmpint (m->grade, >=, CS_REVIEW_SLIP);
        g_assert_cmpuint (m->player, ==, p);
        if (k > 0)
          g_assert_cmpfloat (m->loss, <=, g_array_index (moves, CsReviewMove, s[p].costliest[k - 1]).loss);
      }
  g_assert_cmpuint (s[0].n_costliest, ==, CS_REVIEW_COSTLIEST);
}

/* ---- The Castle ---------------------------------------------------------------- */

static CsRecord *
castle_game_with (guint32 seed, guint variants)
{
  const CsBoard *board = castellan_shipped_board ();
  const CsTileset *tileset = castellan_shipped_tileset ();
  CsRecord *r = cs_record_new ();
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autoptr (GError) error = NULL;
  CsRng rng = { seed };
  CsAiOptions ao = { 0, 1, -1 };

  cs_record_setup_from_seed (r, tileset, seed, 0);
  r->variants = variants;
  g_assert_true (cs_record_start (r, board, tileset, g, NULL, &error));
  g_assert_no_error (error);
  while (!cs_game_over (g))
    {
      CsMove m;

      if (g->active == 0)
        cs_policy_random (g, &rng, &m);
      else
        cs_ai_choose_move_full (g, CS_AI_STRONG, cs_ai_position_seed (seed + 1000, g), NULL, &ao, &m, NULL);
      cs_record_add_move (r, g, &m);
      g_assert_true (cs_game_play (g, &m, NULL, NULL));
    }
  return r;
}

static CsRecord *
castle_game (guint32 seed)
{
  return castle_game_with (seed, 0);
}

static void
review_castle (guint32 seed, guint variants)
{
  g_autoptr (CsRecord) r = castle_game_with (seed, variants);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (CsReviewMove));
  Collected c = { moves };
  CsReviewOptions opts = { CS_AI_STRONG, 24 };

  g_assert_true (cs_review_castle_record (r, castellan_shipped_board (), castellan_shipped_tileset (), &opts, NULL,
                                          collect, &c, &error));
  g_assert_no_error (error);
  check_apart (moves, r->moves->len);
  g_assert_cmpuint (c.explained, >, 0);
  g_assert_cmpuint (c.cited, ==, c.explained);
  g_assert_cmpuint (c.unexplained, ==, 0);
}

static void
test_castle_review (void)
{
  review_castle (33, 0);
}

/* under V-3 an extra turn may hang on a face-down wall tile: the words are
 * still found on a deal where it lies otherwise */
static void
test_castle_v3_review (void)
{
  review_castle (37, CS_VARIANT_V3_IMMEDIATE_EXTRA);
}

/* the position after @n moves of @r */
static CsGame *
castle_after (const CsRecord *r, guint n)
{
  CsGame *g = g_new0 (CsGame, 1);

  g_assert_true (cs_record_start (r, castellan_shipped_board (), castellan_shipped_tileset (), g, NULL, NULL));
  for (guint i = 0; i < n; i++)
    g_assert_true (cs_record_play_move (r, i, g, NULL, NULL));
  return g;
}

static void
test_castle_honest (void)
{
  g_autoptr (CsRecord) r = castle_game (34);
  g_autofree CsGame *g = castle_after (r, 20);
  g_autofree CsGame *other = g_new (CsGame, 1);
  CsReviewOptions opts = { CS_AI_STRONG, 16 };
  CsReviewMove a, b;
  CsMove played, best_a, best_b;
  CsRng rng = { 99 };

  cs_ai_greedy_move (g, 5, &played);
  /* the same position with the pile and the face-down wall tiles dealt otherwise */
  memcpy (other, g, sizeof *other);
  for (guint i = CS_NUM_TILES - 1; i > other->pile_pos; i--)
    {
      guint j = other->pile_pos + cs_rng_below (&rng, i - other->pile_pos + 1);
      guint8 t = other->draw_order[i];
      other->draw_order[i] = other->draw_order[j];
      other->draw_order[j] = t;
    }
  g_assert_true (cs_review_castle_move (g, &played, &opts, 77, NULL, &best_a, &a));
  g_assert_true (cs_review_castle_move (other, &played, &opts, 77, NULL, &best_b, &b));
  g_assert_cmpmem (&best_a, sizeof best_a, &best_b, sizeof best_b);
  g_assert_cmpfloat (a.played_value, ==, b.played_value);
  g_assert_cmpfloat (a.best_value, ==, b.best_value);
  g_assert_cmpfloat (a.stderr_diff, ==, b.stderr_diff);
  /* and twice the same: the samples are the only limit */
  g_assert_true (cs_review_castle_move (g, &played, &opts, 77, NULL, &best_b, &b));
  g_assert_cmpfloat (a.loss, ==, b.loss);
  g_assert_cmpuint (a.samples, ==, 16);
}

static void
test_castle_continue (void)
{
  g_autoptr (CsRecord) r = castle_game (35);
  g_autoptr (CsRecord) more = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree CsGame *g = castle_after (r, 12);
  g_autofree CsGame *h = NULL;
  guint8 a[CS_NUM_TILES], b[CS_NUM_TILES];
  guint n;

  more = cs_review_castle_continue (r, castellan_shipped_board (), castellan_shipped_tileset (), 12, 4242, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (more->moves->len, ==, 12);
  h = castle_after (more, 12);
  g_assert_cmpuint (h->current, ==, g->current);
  g_assert_cmpuint (h->active, ==, g->active);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    g_assert_cmpint (h->player[p].score, ==, g->player[p].score);
  g_assert_cmpmem (h->cell_tile, sizeof h->cell_tile, g->cell_tile, sizeof g->cell_tile);
  /* the rest of the pile: the same tiles, dealt anew */
  n = CS_NUM_TILES - g->pile_pos;
  memcpy (a, g->draw_order + g->pile_pos, n);
  memcpy (b, h->draw_order + h->pile_pos, n);
  g_assert_true (memcmp (a, b, n) != 0);
  for (guint i = 0; i < n; i++)
    {
      guint ca = 0, cb = 0;
      for (guint k = 0; k < n; k++)
        {
          ca += a[k] == a[i];
          cb += b[k] == a[i];
        }
      g_assert_cmpuint (ca, ==, cb);
    }
  /* a move past the record's end is refused, naming it */
  g_assert_null (cs_review_castle_continue (r, castellan_shipped_board (), castellan_shipped_tileset (),
                                            r->moves->len + 1, 1, &error));
  g_assert_nonnull (error);
}

/* ---- classic Carcassonne --------------------------------------------------------- */

static CsClassicRecord *
classic_game (guint32 seed, guint options)
{
  const CsClassicTileset *set = castellan_shipped_classic_tileset_with (options & CS_CLASSIC_BCB);
  CsClassicRecord *r = cs_classic_record_new (2, options);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autoptr (GError) error = NULL;
  CsRng rng = { seed };
  CsAiOptions ao = { 0.1, 1, -1 };

  cs_classic_record_setup_from_seed (r, set, seed, 0);
  g_assert_true (cs_classic_record_start (r, set, g, NULL, &error));
  g_assert_no_error (error);
  while (!cs_classic_over (g))
    {
      CsClassicMove m;

      if (cs_classic_to_move (g) == 0)
        cs_classic_policy_random (g, &rng, &m);
      else
        cs_classic_ai_choose_move (g, CS_AI_STRONG, cs_ai_move_seed (seed + 1000, g->move), NULL, &ao, &m, NULL);
      cs_classic_record_add_move (r, g, &m);
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  return r;
}

static void
review_classic (guint options)
{
  g_autoptr (CsClassicRecord) r = classic_game (21, options);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (CsReviewMove));
  Collected c = { moves };
  CsReviewOptions opts = { CS_AI_STRONG, 8, 0, 0.1 };

  g_assert_true (cs_review_classic_record (r, castellan_shipped_classic_tileset_with (options & CS_CLASSIC_BCB),
                                           &opts, NULL, collect, &c, &error));
  g_assert_no_error (error);
  check_apart (moves, r->moves->len);
  g_assert_cmpuint (c.explained, >, 0);
  g_assert_cmpuint (c.cited, ==, c.explained);
}

static void
test_classic_review (void)
{
  review_classic (0);
}

static void
test_bcb_review (void)
{
  review_classic (CS_CLASSIC_BCB);
}

static CsClassic *
classic_after (const CsClassicRecord *r, const CsClassicTileset *set, guint n)
{
  CsClassic *g = g_new0 (CsClassic, 1);

  g_assert_true (cs_classic_record_start (r, set, g, NULL, NULL));
  for (guint i = 0; i < n; i++)
    g_assert_true (cs_classic_record_play_move (r, i, g, NULL, NULL));
  return g;
}

static void
test_classic_honest_and_continue (void)
{
  const CsClassicTileset *set = castellan_shipped_classic_tileset_with (0);
  g_autoptr (CsClassicRecord) r = classic_game (22, 0);
  g_autoptr (CsClassicRecord) more = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree CsClassic *g = classic_after (r, set, 15);
  g_autofree CsClassic *other = g_new (CsClassic, 1);
  g_autofree CsClassic *h = NULL;
  CsReviewOptions opts = { CS_AI_STRONG, 6, 0, 0.05 };
  CsReviewMove a, b;
  CsClassicMove played = CS_CLASSIC_MOVE_INIT, best_a, best_b;
  CsRng rng = { 7 };

  g_assert_true (cs_classic_record_move (r, 15, g, &played, NULL));
  memcpy (other, g, sizeof *other);
  for (guint i = other->n_pile - 1; i > other->pile_pos; i--)
    {
      guint j = other->pile_pos + cs_rng_below (&rng, i - other->pile_pos + 1);
      guint8 t = other->draw_order[i];
      other->draw_order[i] = other->draw_order[j];
      other->draw_order[j] = t;
    }
  g_assert_true (cs_review_classic_move (g, &played, &opts, 5, NULL, &best_a, &a));
  g_assert_true (cs_review_classic_move (other, &played, &opts, 5, NULL, &best_b, &b));
  g_assert_true (memcmp (&best_a, &best_b, sizeof best_a) == 0);
  g_assert_cmpfloat (a.played_value, ==, b.played_value);
  g_assert_cmpfloat (a.best_value, ==, b.best_value);

  more = cs_review_classic_continue (r, set, 15, 99, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (more->moves->len, ==, 15);
  h = classic_after (more, set, 15);
  g_assert_cmpuint (h->current, ==, g->current);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (h->player[p].score, ==, g->player[p].score);
  g_assert_true (memcmp (h->draw_order + h->pile_pos, g->draw_order + g->pile_pos,
                         g->n_pile - g->pile_pos) != 0);
}

static void
test_cancel (void)
{
  g_autoptr (CsRecord) r = castle_game (36);
  g_autoptr (GError) error = NULL;
  CsReviewOptions opts = { CS_AI_STRONG, 8 };
  gint cancel = 1;

  g_assert_false (cs_review_castle_record (r, castellan_shipped_board (), castellan_shipped_tileset (), &opts,
                                           &cancel, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* the grades by points given away: a point lost is a small slip, not a
 * mistake; nothing is graded down within the noise of the estimate */
static void
test_grades (void)
{
  static const struct { gboolean matched; double loss, err; CsReviewGrade grade; } cases[] = {
    { TRUE, 0.0, 0.0, CS_REVIEW_GOOD },
    { FALSE, 0.0, 0.0, CS_REVIEW_GOOD },
    { FALSE, 0.99, 0.01, CS_REVIEW_GOOD },
    { FALSE, 1.1, 0.2, CS_REVIEW_SLIP },      /* the play-tester's 1.1 points */
    { FALSE, 1.1, 0.6, CS_REVIEW_UNSURE },
    { FALSE, 2.99, 0.1, CS_REVIEW_SLIP },
    { FALSE, 3.0, 0.1, CS_REVIEW_MISTAKE },
    { FALSE, 6.99, 0.5, CS_REVIEW_MISTAKE },
    { FALSE, 7.0, 0.5, CS_REVIEW_BLUNDER },
    { FALSE, 7.0, 3.5, CS_REVIEW_UNSURE },
    { FALSE, 20.0, 1.0, CS_REVIEW_BLUNDER },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (cs_review_grade (cases[i].matched, cases[i].loss, cases[i].err), ==, cases[i].grade);
  g_assert_cmpstr (cs_review_grade_name (CS_REVIEW_SLIP), ==, "slip");
  g_assert_cmpstr (cs_review_grade_name (CS_REVIEW_BLUNDER), ==, "blunder");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review/grades", test_grades);
  g_test_add_func ("/review/castle", test_castle_review);
  g_test_add_func ("/review/castle-v3", test_castle_v3_review);
  g_test_add_func ("/review/castle-honest", test_castle_honest);
  g_test_add_func ("/review/castle-continue", test_castle_continue);
  g_test_add_func ("/review/classic", test_classic_review);
  g_test_add_func ("/review/bcb", test_bcb_review);
  g_test_add_func ("/review/classic-honest-continue", test_classic_honest_and_continue);
  g_test_add_func ("/review/cancel", test_cancel);
  return g_test_run ();
}
