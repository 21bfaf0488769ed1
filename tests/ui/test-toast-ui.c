/* test-toast-ui.c — the Undo toast on one line, the shortcuts window's names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In a window of 1024×768 two people share the computer: Ada lays a tile
 * of The Castle, and Undo (win.undo) takes it back on Bo's turn. The toast
 * says whose move it was, "Ada’s move taken back" (a play-tester read only
 * "Move taken back" and did not know it was the other person's), on one
 * line beside its close button in the app's language (the play-test saw
 * French "Coup annulé" wrap onto two lines under its ✕). Then the shortcuts window
 * opens and names the expansion by its name. With CASTELLAN_SHOT_LANGUAGE
 * (and CASTELLAN_LOCALEDIR) in that language; with CASTELLAN_SHOT_DIR the
 * pictures toast-LANG.png and shortcuts-LANG.png are written there.
 */
#define G_LOG_DOMAIN "test-toast-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "castellan-new-game-dialog.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint  stage;
  guint  waited;
  CsRng  rng;
};

static UiRunOptions run_options = { 120, 30, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

static const char *
language (void)
{
  const char *lang = g_getenv ("CASTELLAN_SHOT_LANGUAGE");

  return lang != NULL && lang[0] != '\0' ? lang : "en";
}

/* the toast's words, whose move it was among them */
static const char *
toast_text (void)
{
  static char *text;

  if (text == NULL)
    text = g_strdup_printf (_("%s’s move taken back"), "Ada");
  return text;
}

static gboolean
has_text (GtkWidget *widget, gconstpointer text)
{
  return gtk_widget_get_mapped (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* the toast's words: one line, whole, inside the window */
static gboolean
check_toast (Run *run)
{
  const char *text = toast_text ();
  GtkWidget *label = find_child_where (GTK_WIDGET (run->window), GTK_TYPE_LABEL, has_text, text);
  graphene_rect_t at;
  int lines;

  if (label == NULL)
    return FALSE;
  lines = pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label)));
  g_assert_true (gtk_widget_compute_bounds (label, GTK_WIDGET (run->window), &at));
  g_test_message ("%s: “%s” on %d line(s), %.0f px wide at %.0f,%.0f", language (), text, lines, at.size.width,
                  at.origin.x, at.origin.y);
  g_assert_cmpint (lines, ==, 1);
  g_assert_cmpfloat (at.origin.x + at.size.width, <=, gtk_widget_get_width (GTK_WIDGET (run->window)));
  return TRUE;
}

static gboolean
step (Run *run)
{
  switch (run->stage)
    {
    case 0:
      {
        CastellanNewGameDialog *dialog;

        g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
        dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
        g_assert_nonnull (dialog);
        castellan_new_game_dialog_set_seat (dialog, 0, "Ada", CASTELLAN_PLAYER_HUMAN);
        castellan_new_game_dialog_set_seat (dialog, 1, "Bo", CASTELLAN_PLAYER_HUMAN);
        castellan_new_game_dialog_set_seed (dialog, 7);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
        run->stage++;
        return FALSE;
      }
    case 1:
      {
        CastellanGame *game = castellan_window_get_game (run->window);
        CsMove m;

        if (castellan_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
          return FALSE;
        cs_policy_greedy (castellan_game_get_state (game), &run->rng, &m);
        g_assert_true (castellan_game_play (game, &m, NULL));
        run->stage++;
        return FALSE;
      }
    case 2:
      {
        CastellanGame *game = castellan_window_get_game (run->window);

        /* Bo's turn once Ada's move is shown (the game's pace); the game
         * may start a moment after the dialog closes, Ada's move played
         * in the one before: then she plays again */
        g_assert_cmpuint (run->waited++, <, 200);
        if (castellan_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
          return FALSE;
        if (g_strcmp0 (castellan_player_get_name (castellan_game_get_active_player (game)), "Ada") == 0)
          {
            run->stage = 1;
            return FALSE;
          }
        run->waited = 0;
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.undo", NULL));
        /* Ada's move is taken back on Bo's turn: it is hers to play again */
        g_assert_cmpstr (castellan_player_get_name (castellan_game_get_active_player (game)), ==, "Ada");
        run->stage++;
        return FALSE;
      }
    case 3:
      /* the toast slides in */
      if (run->waited++ < 20 || find_child_where (GTK_WIDGET (run->window), GTK_TYPE_LABEL, has_text,
                                                  toast_text ()) == NULL)
        {
          g_assert_cmpuint (run->waited, <, 200);
          return FALSE;
        }
      {
        g_autofree char *name = g_strdup_printf ("toast-%s", language ());
        ui_harness_shot (name, "1024x768");
      }
      g_assert_true (check_toast (run));
      run->stage++;
      return FALSE;
    case 4:
      {
        GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (run->window));

        g_assert_nonnull (shortcuts);
        gtk_window_present (GTK_WINDOW (shortcuts));
        run->waited = 0;
        run->stage++;
        return FALSE;
      }
    default:
      if (run->waited++ < 10)
        return FALSE;
      {
        g_autofree char *name = g_strdup_printf ("shortcuts-%s", language ());
        GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (run->window));

        ui_harness_shot (name, "1024x768");
        gtk_window_close (GTK_WINDOW (shortcuts));
      }
      return TRUE;
    }
}

static void
test_toast (void)
{
  Run run = { .step = step, .rng = { 5 } };

  run_app (&run);
  g_assert_cmpuint (run.stage, >=, 4);
  clean_data ();
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-toast-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/toast/undo-one-line", test_toast);
  return g_test_run ();
}
