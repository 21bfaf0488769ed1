/* test-lesson-open-ui.c — Open a finished game while a lesson is on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb. A player starts Learn to
 * Play The Castle, and at its first turn opens a finished game of The
 * Castle (Open, Ctrl+O): the lesson gives way to the game, shown at its
 * end, with no critical in the log (the test runs with criticals fatal).
 *
 * A play-test found that the lesson's pictures then asked the art cache for
 * a tile of the lesson's own set by the finished game's number, out of its
 * range: "art_cache_tile: assertion 'tile_index < …' failed", twice.
 */
#define G_LOG_DOMAIN "test-lesson-open-ui"

#include "config.h"

#include <adwaita.h>

#include "castellan-application.h"
#include "castellan-game.h"
#include "castellan-window.h"
#include "model-common.h"
#include "ui-harness.h"

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  char  *finished;
  guint  stage;
  guint  frames;
};

static UiRunOptions run_options = { 60, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* a game of The Castle between two people, played to its end and saved */
static char *
write_finished (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (data_home, "finished.castellan", NULL);
  CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 11, TRUE };
  CsRng rng = { 11 };

  castellan_game_start (game, &setup);
  model_castle_play_out (game, &rng);
  g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  file = g_file_new_for_path (path);
  g_assert_true (castellan_game_save_to_file (game, file, &error));
  g_assert_no_error (error);
  return path;
}

static gboolean
step (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);

  switch (run->stage)
    {
    case 0:
      run->finished = write_finished ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.learn", NULL));
      run->stage++;
      return FALSE;
    case 1:
      /* the lesson's first turn, drawn */
      if (castellan_game_get_phase (castellan_window_get_game (run->window)) != CASTELLAN_PHASE_PLACE ||
          ++run->frames < 10)
        return FALSE;
      {
        g_autoptr(GFile) file = g_file_new_for_path (run->finished);

        castellan_window_open_file (run->window, file);
      }
      run->frames = 0;
      run->stage++;
      return FALSE;
    default:
      /* a lesson is left without a question; the game opened at its end
       * and drawn a while, everything on the page with it */
      g_assert_null (ui_find_dialog ("Leave"));
      game = castellan_window_get_game (run->window);
      if (castellan_game_get_phase (game) != CASTELLAN_PHASE_OVER)
        return FALSE;
      return ++run->frames >= 15;
    }
}

static void
test_open_in_lesson (void)
{
  Run run = { .step = step };

  run_app (&run);
  g_free (run.finished);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-lesson-open-ui-XXXXXX");
  g_test_add_func ("/lesson/open-finished", test_open_in_lesson);
  return g_test_run ();
}
