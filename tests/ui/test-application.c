/* test-application.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Runs the real application in-process under Xvfb: the main window must map,
 * every primary-menu action must run without a critical (the test runs with
 * G_DEBUG=fatal-criticals), app.quit must end the run with status 0, and the
 * window size must be restored from and saved to GSettings. Where no help
 * viewer can be started, F1 opens the Rules Reference at the section for
 * the game in view (issue 31). */

#define G_LOG_DOMAIN "test-application"

#include "config.h"

#include <adwaita.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "castellan-application.h"
#include "castellan-rules-window.h"
#include "castellan-window.h"

#define STEP_INTERVAL_MS 150
#define WATCHDOG_SECONDS 60

typedef void (*StepFunc) (CastellanApplication *app,
                          CastellanWindow      *window);

typedef struct
{
  CastellanApplication *app;
  CastellanWindow      *window;
  const StepFunc       *steps;
  guint                 next_step;
  gboolean              mapped;
} Run;

static gboolean
watchdog_cb (gpointer user_data)
{
  g_error ("The application did not finish within %d seconds", WATCHDOG_SECONDS);
  return G_SOURCE_REMOVE;
}

static gboolean
next_step_cb (gpointer user_data)
{
  Run *run = user_data;

  if (run->steps != NULL && run->steps[run->next_step] != NULL)
    {
      run->steps[run->next_step++] (run->app, run->window);
      return G_SOURCE_CONTINUE;
    }

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static void
window_map_cb (GtkWidget *widget,
               Run       *run)
{
  if (run->mapped)
    return;

  run->mapped = TRUE;
  g_timeout_add (STEP_INTERVAL_MS, next_step_cb, run);
}

static void
window_added_cb (GtkApplication *application,
                 GtkWindow      *window,
                 Run            *run)
{
  if (run->window == NULL && CASTELLAN_IS_WINDOW (window))
    {
      run->window = CASTELLAN_WINDOW (window);
      g_signal_connect (window, "map", G_CALLBACK (window_map_cb), run);
    }
}

/* Runs the application until the steps are done and app.quit was activated. */
static void
run_application (const StepFunc *steps)
{
  Run run = { .steps = steps };
  guint watchdog;
  int status;

  run.app = castellan_application_new ();
  g_signal_connect (run.app, "window-added", G_CALLBACK (window_added_cb), &run);

  watchdog = g_timeout_add_seconds (WATCHDOG_SECONDS, watchdog_cb, NULL);
  status = g_application_run (G_APPLICATION (run.app), 0, NULL);
  g_source_remove (watchdog);

  g_assert_cmpint (status, ==, 0);
  g_assert_true (run.mapped);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (run.app)));

  g_assert_finalize_object (run.app);
}

static void
test_application_starts_and_quits (void)
{
  run_application (NULL);
}

/* the button in @widget's tree showing @icon, or NULL */
static GtkWidget *
find_button (GtkWidget *widget, const char *icon)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, icon);
      if (found)
        return found;
    }
  return NULL;
}

static void
step_check_menu_actions (CastellanApplication *app,
                         CastellanWindow      *window)
{
  /* The names the primary menu in castellan-window.ui refers to. */
  static const char *app_actions[] = { "new-game", "preferences", "help", "about", "quit" };

  for (guint i = 0; i < G_N_ELEMENTS (app_actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), app_actions[i]));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  /* Undo is in the header bar only beside a game: not on the welcome page
   * (a game resumed from an earlier run shows the board) */
  {
    GtkWidget *undo = find_button (GTK_WIDGET (window), "edit-undo-symbolic");
    g_assert_nonnull (undo);
    g_assert_cmpint (gtk_widget_get_visible (undo), ==,
                     castellan_game_get_phase (castellan_window_get_game (window)) != CASTELLAN_PHASE_NONE);
  }
}

static void
step_new_game (CastellanApplication *app,
               CastellanWindow      *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-game", NULL);
}

static void
step_preferences (CastellanApplication *app,
                  CastellanWindow      *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
}

static void
step_dark_style (CastellanApplication *app,
                 CastellanWindow      *window)
{
  g_autofree char *scheme = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "color-scheme",
                                  g_variant_new_string ("dark"));
  scheme = g_settings_get_string (castellan_application_get_settings (app), "color-scheme");
  g_assert_cmpstr (scheme, ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()),
                   ==, ADW_COLOR_SCHEME_FORCE_DARK);
}

static void
step_default_style (CastellanApplication *app,
                    CastellanWindow      *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "color-scheme",
                                  g_variant_new_string ("default"));
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()),
                   ==, ADW_COLOR_SCHEME_DEFAULT);
}

static void
step_about (CastellanApplication *app,
            CastellanWindow      *window)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
}

static void
step_shortcuts (CastellanApplication *app,
                CastellanWindow      *window)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
}

static void
test_application_menu_actions (void)
{
  static const StepFunc steps[] = {
    step_check_menu_actions,
    step_new_game,
    step_preferences,
    step_dark_style,
    step_default_style,
    step_about,
    step_shortcuts,
    NULL,
  };

  run_application (steps);
}

static void
step_check_and_resize (CastellanApplication *app,
                       CastellanWindow      *window)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  g_assert_cmpint (height, ==, 700);

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 640);
}

static void
test_application_window_size_remembered (void)
{
  static const StepFunc steps[] = { step_check_and_resize, NULL };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  g_settings_set_int (settings, "window-width", 1000);
  g_settings_set_int (settings, "window-height", 700);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  run_application (steps);

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 640);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

static void
step_check_default_size (CastellanApplication *app,
                         CastellanWindow      *window)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1024);
  g_assert_cmpint (height, ==, 768);
}

static void
write_past_checks (GSettingsBackend *backend, const char *key, gint32 v)
{
  GVariant *value = g_variant_ref_sink (g_variant_new_int32 (v));

  g_assert_true (G_SETTINGS_BACKEND_GET_CLASS (backend)->write (backend, key, value, NULL));
  g_variant_unref (value);
}

/* issue 31, item 10: a size below 1 written into the settings by hand
 * (dconf write, a key file) is out of the schema's range: the defaults are
 * used, with no Gtk-CRITICAL (this test runs with fatal criticals) */
static void
test_application_window_size_out_of_range (void)
{
  static const StepFunc steps[] = { step_check_default_size, NULL };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  GSettingsBackend *backend = g_settings_backend_get_default ();
  g_autofree char *path = NULL;
  g_autofree char *width_key = NULL;
  g_autofree char *height_key = NULL;

  g_object_get (settings, "path", &path, NULL);
  width_key = g_strconcat (path, "window-width", NULL);
  height_key = g_strconcat (path, "window-height", NULL);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  /* past GSettings' own range check, as an editor of the stored settings
   * would (g_settings_backend_write is not public: the class's own write) */
  write_past_checks (backend, width_key, -5);
  write_past_checks (backend, height_key, -300);

  run_application (steps);
  g_object_unref (backend);
}

/* ---- F1 without a help viewer ---------------------------------------------- */

static CastellanRulesWindow *
find_rules_window (CastellanApplication *app)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  /* a shown one: the window keeps its Reference, hidden, made ahead and
   * when closed (castellan-window.c) */
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (CASTELLAN_IS_RULES_WINDOW (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static void
step_help (CastellanApplication *app,
           CastellanWindow      *window)
{
  CastellanRulesWindow *rules = find_rules_window (app);

  if (rules != NULL)
    gtk_window_destroy (GTK_WINDOW (rules));
  g_assert_null (find_rules_window (app));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
}

static void
check_rules_at (CastellanApplication *app,
                const char           *section)
{
  CastellanRulesWindow *rules = find_rules_window (app);

  /* not a dead end: the rules in our words stand in for the guide */
  g_assert_nonnull (rules);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules)));
  g_assert_cmpstr (castellan_rules_window_get_section (rules), ==, section);
}

static void
step_rules_at_goal (CastellanApplication *app,
                    CastellanWindow      *window)
{
  check_rules_at (app, "goal");
}

static void
start_classic (CastellanWindow *window, gboolean bcb)
{
  CastellanClassicSetup setup = { 0 };

  setup.n_players = 2;
  setup.kinds[0] = setup.kinds[1] = CASTELLAN_PLAYER_HUMAN;
  setup.first = 0;
  setup.farmers = TRUE;
  setup.bcb = bcb;
  setup.seed = 7;
  setup.has_seed = TRUE;
  castellan_window_start_classic (window, &setup);
}

static void
step_start_classic (CastellanApplication *app,
                    CastellanWindow      *window)
{
  start_classic (window, FALSE);
}

static void
step_rules_at_classic (CastellanApplication *app,
                       CastellanWindow      *window)
{
  check_rules_at (app, "C-1");
}

static void
step_start_bcb (CastellanApplication *app,
                CastellanWindow      *window)
{
  start_classic (window, TRUE);
}

static void
step_rules_at_bcb (CastellanApplication *app,
                   CastellanWindow      *window)
{
  check_rules_at (app, "B-1");
}

static void
test_application_help_without_viewer (void)
{
  static const StepFunc steps[] = {
    step_help, step_rules_at_goal,
    step_start_classic, step_help, step_rules_at_classic,
    step_start_bcb, step_help, step_rules_at_bcb,
    NULL,
  };

  run_application (steps);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("castellan-test-application-XXXXXX", NULL);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);

  /* Saves and settings of our own, and no help viewer even where one is
   * installed: this user has removed it as the handler of help: links. */
  g_assert_nonnull (home);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_assert_true (g_file_set_contents (mimeapps,
                                      "[Removed Associations]\n"
                                      "x-scheme-handler/help=yelp.desktop;org.gnome.Yelp.desktop;\n",
                                      -1, NULL));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/application/starts-and-quits", test_application_starts_and_quits);
  g_test_add_func ("/application/menu-actions", test_application_menu_actions);
  g_test_add_func ("/application/window-size-remembered", test_application_window_size_remembered);
  g_test_add_func ("/application/window-size-out-of-range", test_application_window_size_out_of_range);
  g_test_add_func ("/application/help-without-viewer", test_application_help_without_viewer);

  return g_test_run ();
}
