/* test-review-try-ui.c — Try From Here leaves the person at the new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play-test of Dec 7 (#4): Try From Here in the review window started
 * the game in the main window, but the review stayed on top of it (a
 * window manager keeps a transient window above its parent). The real
 * application under Xvfb: a classic game in progress in the main window,
 * a review of another game's record over it, and Try From Here at move 7.
 * The question to leave the game in progress comes over the review, where
 * the person clicked; "Keep Playing" keeps both the game and the review;
 * asked again, "Leave It" puts the position before move 7 in the main
 * window and closes the review, so the person looks at the new game.
 * CASTELLAN_SHOT_DIR=DIR also writes pictures of the three moments there
 * (run under a window manager to see the windows stacked as a person does).
 */
#define G_LOG_DOMAIN "test-review-try-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "castellan-classic-game.h"
#include "castellan-review-window.h"
#include "castellan-shipped.h"
#include "castellan-window-private.h"
#include "cs-classic-record.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define TRIED_AT 7

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint                  stage;
  guint                  ticks;
  guint                  moves_in_progress;  /* the main window's game's, before the try */
  CastellanReviewWindow *review;
  gboolean               done;
};

static UiRunOptions run_options = { 240, 30, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* a record of a classic game of three seats, 30 moves of the engine's */
static char *
classic_record (gsize *len)
{
  g_autoptr (CsClassicRecord) r = cs_classic_record_new (3, 0);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  CsRng rng = { 21 };

  cs_classic_record_setup_from_seed (r, castellan_shipped_classic_tileset (), 21, 0);
  g_assert_true (cs_classic_record_start (r, castellan_shipped_classic_tileset (), g, NULL, NULL));
  for (guint i = 0; i < 30 && !cs_classic_over (g); i++)
    {
      CsClassicMove m;

      cs_classic_policy_greedy (g, &rng, &m);
      cs_classic_record_add_move (r, g, &m);
      g_assert_true (cs_classic_play (g, &m, NULL, NULL));
    }
  return cs_classic_record_to_data (r, len);
}

static guint
main_moves (Run *run)
{
  return castellan_classic_game_get_record (ui_classic_game (run->window))->moves->len;
}

static AdwMessageDialog *
leave_question (void)
{
  return ui_find_dialog (g_dgettext (GETTEXT_PACKAGE, "Leave the Game in Progress?"));
}

static void
try_from_here (Run *run)
{
  castellan_review_window_show_move (run->review, TRIED_AT);
  gtk_widget_activate_action (GTK_WIDGET (run->review), "review.try-from-here", NULL);
}

static gboolean
step (Run *run)
{
  AdwMessageDialog *question;

  switch (run->stage)
    {
    case 0:
      {
        /* a game in progress: a computer moves first, then the person's turn */
        CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .seed = 3, .has_seed = TRUE,
                                    .kinds = { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_HUMAN } };

        castellan_window_start_classic (run->window, &s);
        run->stage++;
        return FALSE;
      }
    case 1:
      if (castellan_classic_game_get_phase (ui_classic_game (run->window)) != CASTELLAN_PHASE_PLACE ||
          main_moves (run) == 0)
        return FALSE;
      run->moves_in_progress = main_moves (run);
      {
        /* the review over the main window, as Review a Game… opens it */
        g_autoptr (GError) error = NULL;
        g_autofree char *data = NULL;
        gsize len;

        data = classic_record (&len);
        run->review = castellan_review_window_new (GTK_WINDOW (run->window), data, len, "three.castellan", &error);
        g_assert_no_error (error);
        /* few samples: the judging runs beside the test, and is not what it tests */
        castellan_review_window_restart (run->review, "strong", 2);
        gtk_window_present (GTK_WINDOW (run->review));
      }
      run->stage++;
      return FALSE;
    case 2:
      if (!gtk_widget_get_mapped (GTK_WIDGET (run->review)))
        return FALSE;
      try_from_here (run);
      run->stage++;
      return FALSE;
    case 3:
      /* asked over the review, where the person clicked, not behind it */
      question = leave_question ();
      if (question == NULL)
        return FALSE;
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (question)) == GTK_WINDOW (run->review));
      ui_harness_shot ("try", "question");
      g_assert_true (ui_answer_dialog ("keep"));
      run->stage++;
      return FALSE;
    case 4:
      /* kept: the game in progress as it was, the review still on show */
      if (run->ticks++ < 5)
        return FALSE;
      g_assert_null (leave_question ());
      g_assert_cmpuint (main_moves (run), ==, run->moves_in_progress);
      g_assert_true (find_toplevel (CASTELLAN_TYPE_REVIEW_WINDOW) == run->review);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (run->review)));
      ui_harness_shot ("try", "kept");
      /* asked again, and this time the person leaves it */
      try_from_here (run);
      run->ticks = 0;
      run->stage++;
      return FALSE;
    case 5:
      question = leave_question ();
      if (question == NULL)
        return FALSE;
      g_assert_true (ui_answer_dialog ("leave"));
      run->stage++;
      return FALSE;
    case 6:
      /* the position before move 7 in the main window, and the review gone:
       * nothing between the person and the new game */
      if (main_moves (run) != TRIED_AT - 1 || find_toplevel (CASTELLAN_TYPE_REVIEW_WINDOW) != NULL)
        {
          g_assert_cmpuint (run->ticks++, <, 100);
          return FALSE;
        }
      g_assert_null (leave_question ());
      g_assert_true (castellan_window_classic_shown (run->window));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (run->window)));
      ui_harness_shot ("try", "left");
      run->done = TRUE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_keep_then_leave (void)
{
  Run run = { .step = step };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-review-try-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/review-try/keep-then-leave", test_keep_then_leave);
  return g_test_run ();
}
