/* test-ui-language.c — the app in another language, as LANGUAGE=de castellan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real application in-process under Xvfb with the language given
 * on the command line, lets two computer players finish a game, and checks
 * that the window title, the rules tutor and the final-score sheet show
 * translated text (the catalog's translation, which must differ from the
 * English original).
 */
#define G_LOG_DOMAIN "test-ui-language"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-final-sheet.h"
#include "castellan-hint-panel.h"
#include "castellan-window.h"
#include "i18n-common.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 150

static const char *language;

typedef struct {
  CastellanApplication *app;
  CastellanWindow      *window;
  gboolean              started;
  gboolean              saw_title;
  gboolean              saw_hint;
  gboolean              saw_sheet;
  guint                 ticks;
} Run;

static gboolean
watchdog_cb (gpointer data)
{
  g_error ("The test did not finish within %d seconds", WATCHDOG_SECONDS);
  return G_SOURCE_REMOVE;
}

/* the translation of @msgid, which must exist and differ from English */
static const char *
translated (const char *msgid)
{
  const char *t = g_dgettext (GETTEXT_PACKAGE, msgid);

  if (t == msgid || strcmp (t, msgid) == 0)
    g_error ("“%s” is not translated into %s", msgid, language);
  return t;
}

/* the longest piece of a format without its conversions: "%s zieht Plättchen %u." → " zieht Plättchen " */
static char *
fixed_part (const char *format)
{
  g_auto(GStrv) parts = g_regex_split_simple ("%([0-9]+\\$)?[-+ #0-9.]*[a-z]", format, 0, 0);
  const char *best = "";

  for (guint i = 0; parts[i]; i++)
    if (strlen (parts[i]) > strlen (best))
      best = parts[i];
  return g_strstrip (g_strdup (best));
}

static void
collect_labels (GtkWidget *widget, GString *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  if (ADW_IS_WINDOW_TITLE (widget))
    g_string_append_printf (out, "%s\n%s\n", adw_window_title_get_title (ADW_WINDOW_TITLE (widget)),
                            adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

static gboolean
tick_cb (gpointer data)
{
  Run *run = data;
  g_autoptr(GString) labels = g_string_new (NULL);
  CastellanTutor *tutor;
  GtkWindow *sheet;

  if (run->window == NULL)
    return G_SOURCE_CONTINUE;
  run->ticks++;

  if (!run->started)
    {
      CastellanGameSetup setup = {
        { "Ada", "Bo" }, { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_BEGINNER },
        0, CASTELLAN_THEME_CASTLE, 0, 7, TRUE
      };
      castellan_window_start_game (run->window, &setup);
      run->started = TRUE;
      return G_SOURCE_CONTINUE;
    }

  collect_labels (GTK_WIDGET (run->window), labels);
  tutor = castellan_window_get_tutor (run->window);

  if (!run->saw_title)
    {
      g_autofree char *a = g_strdup_printf (translated ("%s’s turn"), "Ada");
      g_autofree char *b = g_strdup_printf (translated ("%s’s turn"), "Bo");
      run->saw_title = strstr (labels->str, a) != NULL || strstr (labels->str, b) != NULL;
    }
  if (!run->saw_hint && tutor != NULL)
    {
      /* the tutor's last-turn hints, read from its model */
      GListModel *last = castellan_tutor_get_hints (tutor, CASTELLAN_HINTS_LAST_TURN);
      g_autoptr(GString) text = g_string_new (NULL);
      g_autofree char *draws = fixed_part (translated ("%s draws tile %u."));

      for (guint i = 0; i < g_list_model_get_n_items (last); i++)
        {
          g_autoptr(CastellanHint) hint = g_list_model_get_item (last, i);
          g_string_append_printf (text, "%s\n", castellan_hint_get_text (hint));
        }
      run->saw_hint = strstr (text->str, draws) != NULL && strstr (text->str, " draws tile ") == NULL &&
                      strstr (labels->str, translated ("Rules Tutor")) != NULL;
    }

  sheet = find_toplevel (CASTELLAN_TYPE_FINAL_SHEET);
  if (sheet == NULL && run->ticks % 20 == 0)
    gtk_widget_activate_action (GTK_WIDGET (run->window), "win.show-final-score", NULL);
  if (sheet != NULL)
    {
      g_autoptr(GString) sheet_labels = g_string_new (NULL);
      g_autofree char *ada = g_strdup_printf (translated ("%s Wins"), "Ada");
      g_autofree char *bo = g_strdup_printf (translated ("%s Wins"), "Bo");

      collect_labels (GTK_WIDGET (sheet), sheet_labels);
      run->saw_sheet = (strstr (sheet_labels->str, ada) || strstr (sheet_labels->str, bo) ||
                        strstr (sheet_labels->str, translated ("A Shared Victory"))) &&
                       strstr (sheet_labels->str, translated ("Scores, Move by Move")) &&
                       /* the lines grouped per player, with their subtotals (issue 20) */
                       strstr (sheet_labels->str, translated ("Final scoring")) &&
                       strstr (sheet_labels->str, translated ("Score during the game")) &&
                       strstr (sheet_labels->str, "(R-") == NULL;
      if (run->saw_sheet)
        {
          g_test_message ("%s", sheet_labels->str);
          gtk_window_destroy (sheet);
          g_application_quit (G_APPLICATION (run->app));
          return G_SOURCE_REMOVE;
        }
    }
  return G_SOURCE_CONTINUE;
}

static void
window_added_cb (GtkApplication *application, GtkWindow *window, Run *run)
{
  if (CASTELLAN_IS_WINDOW (window) && run->window == NULL)
    run->window = CASTELLAN_WINDOW (window);
}

static void
test_language (void)
{
  Run run = { 0 };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *data = g_dir_make_tmp ("castellan-lang-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_settings_set_enum (settings, "animation-speed", 0);
  g_settings_set_enum (settings, "help-level", 0);

  run.app = castellan_application_new ();
  g_signal_connect (run.app, "window-added", G_CALLBACK (window_added_cb), &run);
  g_timeout_add (50, tick_cb, &run);
  g_timeout_add_seconds (WATCHDOG_SECONDS, watchdog_cb, NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (run.app), 0, NULL), ==, 0);

  g_assert_true (run.saw_title);
  g_assert_true (run.saw_hint);
  g_assert_true (run.saw_sheet);
  g_object_unref (run.app);
}

/* an unnamed seat is called by its colour in today's language: the record
 * keeps the English name, so a game started in one language and resumed
 * in another shows the other's (issue 20, item 13); a typed name stays */
static void
test_default_names (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(CastellanGame) again = castellan_game_new ();
  CastellanGameSetup setup = { { NULL, "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                               0, CASTELLAN_THEME_CASTLE, 0, 7, TRUE };
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  castellan_game_start (game, &setup);
  g_assert_cmpstr (castellan_game_get_player_name (game, 0), ==, translated ("Blue"));
  g_assert_cmpstr (castellan_player_get_name (castellan_game_get_player (game, 0)), ==, translated ("Blue"));
  g_assert_cmpstr (castellan_game_get_player_name (game, 1), ==, "Bo");
  data = castellan_game_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "Player1=Blue\n"));
  g_assert_true (castellan_game_load (again, data, length, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (castellan_game_get_player_name (again, 0), ==, translated ("Blue"));
}

int
main (int argc, char *argv[])
{
  language = g_getenv ("CASTELLAN_TEST_LANGUAGE");
  g_assert_nonnull (language);
  i18n_test_init (&argc, &argv, language);

  g_test_add_func ("/i18n/window-tutor-and-final-sheet", test_language);
  g_test_add_func ("/i18n/default-names", test_default_names);
  return g_test_run ();
}
