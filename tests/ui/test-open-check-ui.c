/* test-open-check-ui.c — Open checks the file before it asks to leave a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb. A classic game is opened and
 * under way; Open with a broken record (a move against the rules), with a
 * file that is no record at all and with a file that is not there: each is
 * said to be bad, naming the file, and "Leave the Game in Progress?" is
 * never asked; the game in progress stays as it was. Open with a good file
 * asks, and kept, the game goes on.
 *
 * Before the fix the question came first, and a player who agreed to leave
 * the game was then told the file was broken.
 */
#define G_LOG_DOMAIN "test-open-check-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-classic-game.h"
#include "castellan-game-page.h"
#include "castellan-window.h"
#include "model-common.h"
#include "ui-harness.h"

#define LEAVE_HEADING "Leave the Game in Progress?"
#define ERROR_HEADING "Could Not Open the Game"
#define MOVES 4

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  char     *good, *broken, *garbage, *missing;
  guint     bad_checked;
  gboolean  asked_for_good;
};

static UiRunOptions run_options = { 60, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

static void
open_path (Run *run, const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  castellan_window_open_file (run->window, file);
}

/* a classic game of two people, a few moves in, saved; and the same
 * record with its second move moved to a cell far from the others */
static void
write_files (Run *run)
{
  g_autoptr(CastellanClassicGame) scratch = castellan_classic_game_new ();
  CastellanClassicSetup setup = { .n_players = 2, .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                                  .first = 0, .farmers = TRUE, .seed = 5, .has_seed = TRUE };
  g_autoptr(GFile) good = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_auto(GStrv) lines = NULL;
  CsRng rng = { 5 };

  run->good = g_build_filename (data_home, "good.castellan", NULL);
  run->broken = g_build_filename (data_home, "broken.castellan", NULL);
  run->garbage = g_build_filename (data_home, "garbage.castellan", NULL);
  run->missing = g_build_filename (data_home, "missing.castellan", NULL);
  castellan_classic_game_start (scratch, &setup);
  model_classic_play_random (scratch, &rng, MOVES);
  good = g_file_new_for_path (run->good);
  g_assert_true (castellan_classic_game_save_to_file (scratch, good, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (run->good, &data, NULL, &error));
  lines = g_strsplit (data, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "2="))
      {
        g_free (lines[i]);
        lines[i] = g_strdup ("2=40,40 0");
      }
  {
    g_autofree char *broken = g_strjoinv ("\n", lines);
    g_assert_true (g_file_set_contents (run->broken, broken, -1, &error));
  }
  g_assert_true (g_file_set_contents (run->garbage, "This is no saved game.\n", -1, &error));
  g_assert_no_error (error);
}

static gboolean
step_open (Run *run)
{
  const char *bad[] = { run->broken, run->garbage, run->missing };
  AdwMessageDialog *dialog;

  if (run->good == NULL)
    {
      write_files (run);
      /* nothing under way: the good file opens without a question */
      open_path (run, run->good);
      g_assert_null (ui_find_dialog (LEAVE_HEADING));
      return FALSE;
    }
  if (castellan_classic_game_get_phase (ui_classic_game (run->window)) != CASTELLAN_PHASE_PLACE)
    return FALSE;
  g_assert_cmpuint (castellan_classic_game_get_state (ui_classic_game (run->window))->move, ==, MOVES);
  g_assert_true (castellan_game_base_get_under_way (CASTELLAN_GAME_BASE (ui_classic_game (run->window))));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *name = g_path_get_basename (bad[i]);
      const char *body;

      open_path (run, bad[i]);
      /* the file is checked first: no question about the game in progress */
      g_assert_null (ui_find_dialog (LEAVE_HEADING));
      dialog = ui_find_dialog (ERROR_HEADING);
      g_assert_nonnull (dialog);
      body = adw_message_dialog_get_body (dialog);
      g_test_message ("%s: %s", name, body);
      /* what is wrong, and where */
      g_assert_nonnull (strstr (body, name));
      gtk_window_destroy (GTK_WINDOW (dialog));
      /* the game in progress stays */
      g_assert_cmpuint (castellan_classic_game_get_state (ui_classic_game (run->window))->move, ==, MOVES);
      g_assert_cmpint (castellan_classic_game_get_phase (ui_classic_game (run->window)), ==, CASTELLAN_PHASE_PLACE);
      run->bad_checked++;
    }

  /* a good file: now the game in progress is asked about; kept, it stays */
  open_path (run, run->good);
  g_assert_null (ui_find_dialog (ERROR_HEADING));
  dialog = ui_find_dialog (LEAVE_HEADING);
  g_assert_nonnull (dialog);
  run->asked_for_good = TRUE;
  adw_message_dialog_response (dialog, "keep");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (castellan_classic_game_get_state (ui_classic_game (run->window))->move, ==, MOVES);
  return TRUE;
}

static void
test_open_checks_first (void)
{
  Run run = { .step = step_open };

  clean_data ();
  run_app (&run);
  g_assert_cmpuint (run.bad_checked, ==, 3);
  g_assert_true (run.asked_for_good);
  g_free (run.good);
  g_free (run.broken);
  g_free (run.garbage);
  g_free (run.missing);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-open-check-XXXXXX");
  g_test_add_func ("/open/checks-the-file-first", test_open_checks_first);
  return g_test_run ();
}
