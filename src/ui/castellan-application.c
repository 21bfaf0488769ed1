/* castellan-application.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "castellan-application"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-application.h"
#include "castellan-a11y.h"
#include "castellan-game-page.h"
#include "castellan-final-sheet.h"
#include "castellan-preferences-window.h"
#include "castellan-review-window.h"
#include "castellan-save.h"
#include "castellan-window.h"
#include "castellan-window-private.h"

#define HELP_URI "help:" GETTEXT_PACKAGE
#define WEBSITE_URL "https://github.com/castellan/castellan"
#define ISSUES_URL WEBSITE_URL "/issues"

struct _CastellanApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (CastellanApplication, castellan_application, ADW_TYPE_APPLICATION)

static CastellanWindow *
castellan_application_ensure_window (CastellanApplication *self)
{
  /* The list is ordered by last focus, and dialogs such as the preferences
   * join the application too, so take the most recent main window. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      if (CASTELLAN_IS_WINDOW (l->data))
        return CASTELLAN_WINDOW (l->data);
    }

  return castellan_window_new (self);
}

static void
castellan_application_update_color_scheme (CastellanApplication *self)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwColorScheme color_scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (scheme, "light") == 0)
    color_scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (scheme, "dark") == 0)
    color_scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (style_manager, color_scheme);
}

static void
color_scheme_changed_cb (CastellanApplication *self,
                         const char           *key,
                         GSettings            *settings)
{
  castellan_application_update_color_scheme (self);
}

static void
castellan_application_new_game_action (GSimpleAction *action,
                                       GVariant      *parameter,
                                       gpointer       user_data)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (user_data);
  CastellanWindow *window = castellan_application_ensure_window (self);

  castellan_window_new_game (window);
  gtk_window_present (GTK_WINDOW (window));
}

static void
castellan_application_preferences_action (GSimpleAction *action,
                                          GVariant      *parameter,
                                          gpointer       user_data)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (user_data);
  CastellanWindow *window = castellan_application_ensure_window (self);
  CastellanPreferencesWindow *preferences;

  preferences = castellan_preferences_window_new (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (preferences));
}

/* Where no help viewer can be started, the Rules Reference stands in for
 * the user guide, at the section for the game in view: The Castle's goal,
 * classic Carcassonne's set-up, or the expansion's (issue 31). */
static const char *
help_fallback_section (CastellanWindow *window)
{
  CastellanClassicGame *classic;

  if (!castellan_window_classic_shown (window))
    return "goal";
  classic = castellan_game_page_get_classic (CASTELLAN_GAME_PAGE (castellan_window_get_game_page (window)));
  return classic != NULL && castellan_classic_game_get_bcb (classic) ? "B-1" : "C-1";
}

static void
show_rules_instead_of_help (CastellanWindow *window,
                            const GError    *error)
{
  g_autofree char *text = NULL;

  castellan_window_show_rules (window, help_fallback_section (window));
  if (error != NULL)
    /* Translators: %s is the system's reason, for example “Operation not supported”. */
    text = g_strdup_printf (_("The help viewer could not be started (%s), so the Rules Reference opened instead."),
                            error->message);
  else
    text = g_strdup (_("No help viewer is installed, so the Rules Reference opened instead."));
  castellan_window_toast (window, text);
}

static void
help_launched_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(CastellanWindow) window = user_data;
  g_autoptr(GError) error = NULL;

  if (g_app_info_launch_default_for_uri_finish (result, &error) ||
      !gtk_widget_get_realized (GTK_WIDGET (window)))
    return;
  show_rules_instead_of_help (window, error);
}

static void
castellan_application_help_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (user_data);
  CastellanWindow *window = castellan_application_ensure_window (self);
  g_autoptr(GdkAppLaunchContext) context = NULL;
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");

  /* Inside a sandbox the portal finds the viewer, which GIO cannot see here */
  if (viewer == NULL && !g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    {
      show_rules_instead_of_help (window, NULL);
      return;
    }
  context = gdk_display_get_app_launch_context (gtk_widget_get_display (GTK_WIDGET (window)));
  g_app_info_launch_default_for_uri_async (HELP_URI,
                                           G_APP_LAUNCH_CONTEXT (context),
                                           NULL,
                                           help_launched_cb,
                                           g_object_ref (window));
}

static void
castellan_application_about_action (GSimpleAction *action,
                                    GVariant      *parameter,
                                    gpointer       user_data)
{
  const char *developers[] = { _("The Castellan developers"), NULL };
  CastellanApplication *self = CASTELLAN_APPLICATION (user_data);
  CastellanWindow *window = castellan_application_ensure_window (self);
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  /* Joining the application keeps its shortcuts (Ctrl+Q) working here. */
  gtk_window_set_application (GTK_WINDOW (about), GTK_APPLICATION (self));
  gtk_window_set_transient_for (GTK_WINDOW (about), GTK_WINDOW (window));
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (about), TRUE);

  adw_about_window_set_application_icon (about, APPLICATION_ID);
  adw_about_window_set_application_name (about, _("Castellan"));
  adw_about_window_set_developer_name (about, _("The Castellan developers"));
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_comments (about,
                                 _("Two tile-laying games, The Castle and classic Carcassonne, "
                                   "with a rules tutor that explains every move."));
  adw_about_window_set_website (about, WEBSITE_URL);
  adw_about_window_set_issue_url (about, ISSUES_URL);
  adw_about_window_set_copyright (about, _("© 2026 The Castellan developers"));
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_developers (about, developers);
  /* Translators: Replace "translator-credits" with your name and email, one per line. */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  adw_about_window_add_legal_section (about,
                                      _("Game Design"),
                                      NULL,
                                      GTK_LICENSE_CUSTOM,
                                      /* Translators: the games by the names of their
                                       * editions in your language, as the window's title
                                       * and New Game name them */
                                      _("Castellan plays the rules of the board games "
                                        "Carcassonne: The Castle by Reiner Knizia, and "
                                        "Carcassonne with its expansion Bridges, Castles and "
                                        "Bazaars by Klaus-Jürgen Wrede. It is an independent "
                                        "project, not endorsed by the designers or the "
                                        "publishers. The castle board, the tiles and all "
                                        "artwork are Castellan’s own."));

  gtk_window_present (GTK_WINDOW (about));
}

/* ---- reviewing a game (issue 33) ------------------------------------------------ */

static void
open_review (CastellanWindow *window, const char *data, gsize length, const char *filename)
{
  g_autoptr(GError) error = NULL;
  CastellanReviewWindow *review = castellan_review_window_new (GTK_WINDOW (window), data, length, filename, &error);

  if (review == NULL)
    {
      castellan_window_show_error (window, _("Could Not Review the Game"), error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (review));
}

static void
review_file_response_cb (GtkNativeDialog *native, int response, CastellanWindow *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *name = g_file_get_parse_name (file);
      gsize length;

      if (g_file_peek_path (file) == NULL)
        /* Translators: %s is what the file chooser gave, a URI */
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s: only a file on this computer can be reviewed"),
                     name);
      if (error == NULL && castellan_save_read (g_file_peek_path (file), &data, &length, &error))
        open_review (window, data, length, g_file_peek_path (file));
      else
        castellan_window_show_error (window, _("Could Not Review the Game"), error->message);
    }
  g_object_unref (native);
}

/* Review a Game…: any record, of any game */
static void
castellan_application_review_file_action (GSimpleAction *action,
                                          GVariant      *parameter,
                                          gpointer       user_data)
{
  CastellanWindow *window = castellan_application_ensure_window (CASTELLAN_APPLICATION (user_data));
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Castellan games"));
  gtk_file_filter_add_pattern (filter, "*.castellan");
  native = gtk_file_chooser_native_new (_("Review a Game"), GTK_WINDOW (window), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Review"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect (native, "response", G_CALLBACK (review_file_response_cb), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

/* Review This Game: the game in view, in progress or over, as it would be saved */
static void
castellan_application_review_current_action (GSimpleAction *action,
                                             GVariant      *parameter,
                                             gpointer       user_data)
{
  CastellanWindow *window = castellan_application_ensure_window (CASTELLAN_APPLICATION (user_data));
  CastellanGameBase *game = castellan_game_page_get_game (CASTELLAN_GAME_PAGE (castellan_window_get_game_page (window)));
  CastellanGameStatus status;
  g_autofree char *data = NULL;
  gsize length;

  castellan_game_base_get_status (game, &status);
  if (status.turn == 0)
    {
      castellan_window_toast (window, _("No move has been played yet: there is nothing to review."));
      return;
    }
  data = CASTELLAN_IS_CLASSIC_GAME (game) ? castellan_classic_game_save_to_data (CASTELLAN_CLASSIC_GAME (game), &length)
                                          : castellan_game_save_to_data (CASTELLAN_GAME (game), &length);
  /* Translators: the name the review gives the game in view in its messages */
  open_review (window, data, length, _("this game"));
}

/* The Final Score sheet does not join the application (it goes with its
 * main window), yet its Review button is an app. action: it gets them. The
 * sheet is in the list of windows already while it is being made. */
static void
toplevels_changed_cb (GListModel *toplevels, guint position, guint removed, guint added, gpointer app)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (CASTELLAN_IS_FINAL_SHEET (window))
        gtk_widget_insert_action_group (window, "app", G_ACTION_GROUP (app));
    }
}

static gboolean
close_windows_cb (gpointer user_data)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (user_data);
  g_autoptr(GPtrArray) windows = g_ptr_array_new_with_free_func (g_object_unref);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    g_ptr_array_add (windows, g_object_ref (l->data));

  if (windows->len == 0)
    g_application_quit (G_APPLICATION (self));

  for (guint i = 0; i < windows->len; i++)
    gtk_window_close (g_ptr_array_index (windows, i));

  return G_SOURCE_REMOVE;
}

static void
castellan_application_quit_action (GSimpleAction *action,
                                   GVariant      *parameter,
                                   gpointer       user_data)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (user_data);

  /* Close the windows rather than quitting outright, so each window runs
   * its close-request handler and saves its state; the application exits
   * once the last window is gone. Closing waits for an idle moment because
   * the shortcut may still be being handled by one of those windows. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_windows_cb,
                   g_object_ref (self), g_object_unref);
}

static const GActionEntry app_actions[] = {
  { .name = "new-game", .activate = castellan_application_new_game_action },
  { .name = "preferences", .activate = castellan_application_preferences_action },
  { .name = "help", .activate = castellan_application_help_action },
  { .name = "about", .activate = castellan_application_about_action },
  { .name = "review-file", .activate = castellan_application_review_file_action },
  { .name = "review-current", .activate = castellan_application_review_current_action },
  { .name = "quit", .activate = castellan_application_quit_action },
};

static const struct {
  const char *action;
  const char *accels[2];
} app_accels[] = {
  { "app.new-game", { "<Control>n", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.help", { "F1", NULL } },
  { "app.quit", { "<Control>q", NULL } },
};

static gboolean
quit_key_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  GApplication *app = g_application_get_default ();

  if (app != NULL && g_action_group_has_action (G_ACTION_GROUP (app), "quit"))
    g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  return TRUE;
}

/* Quit's key (Ctrl+Q) quits from @window as from the main window. For the
 * windows that go with their main window rather than join the application
 * (the review, the statistics, the Rules Reference: a window of the
 * application's list outlives its parent on quit), whose keys the
 * application's accelerators never see. The application is found when
 * the key is pressed: a window that held it would keep it alive. */
void
castellan_application_add_quit_key (GtkWindow *window)
{
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WINDOW (window));
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    if (g_str_equal (app_accels[i].action, "app.quit"))
      for (guint j = 0; app_accels[i].accels[j] != NULL; j++)
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                              gtk_shortcut_new (gtk_shortcut_trigger_parse_string (app_accels[i].accels[j]),
                                                                gtk_callback_action_new (quit_key_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

/* GSettings keys shown in Preferences, as stateful app. actions */
static const char *setting_actions[] = {
  "theme", "animation-speed", "highlight-legal", "confirm-turn", "allow-undo", "help-level",
};

static void
castellan_application_startup (GApplication *application)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (application);
  g_autoptr(GAction) color_scheme_action = NULL;

  G_APPLICATION_CLASS (castellan_application_parent_class)->startup (application);

  gtk_window_set_default_icon_name (APPLICATION_ID);
  castellan_a11y_init ();

  self->settings = g_settings_new (APPLICATION_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);

  color_scheme_action = g_settings_create_action (self->settings, "color-scheme");
  g_action_map_add_action (G_ACTION_MAP (self), color_scheme_action);
  for (guint i = 0; i < G_N_ELEMENTS (setting_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, setting_actions[i]);
      g_action_map_add_action (G_ACTION_MAP (self), action);
    }

  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           app_accels[i].action,
                                           app_accels[i].accels);

  g_signal_connect_object (self->settings,
                           "changed::color-scheme",
                           G_CALLBACK (color_scheme_changed_cb),
                           self,
                           G_CONNECT_SWAPPED);
  castellan_application_update_color_scheme (self);
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (toplevels_changed_cb), self, 0);
}

static void
castellan_application_activate (GApplication *application)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (application);

  gtk_window_present (GTK_WINDOW (castellan_application_ensure_window (self)));
}

static void
castellan_application_shutdown (GApplication *application)
{
  /* Make sure settings written during this run reach the backend. */
  g_settings_sync ();
  g_signal_handlers_disconnect_by_func (gtk_window_get_toplevels (), toplevels_changed_cb, application);

  G_APPLICATION_CLASS (castellan_application_parent_class)->shutdown (application);
}

static void
castellan_application_dispose (GObject *object)
{
  CastellanApplication *self = CASTELLAN_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (castellan_application_parent_class)->dispose (object);
}

static void
castellan_application_class_init (CastellanApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = castellan_application_dispose;

  application_class->startup = castellan_application_startup;
  application_class->activate = castellan_application_activate;
  application_class->shutdown = castellan_application_shutdown;
}

static void
castellan_application_init (CastellanApplication *self)
{
}

CastellanApplication *
castellan_application_new (void)
{
  return g_object_new (CASTELLAN_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}

GSettings *
castellan_application_get_settings (CastellanApplication *self)
{
  g_return_val_if_fail (CASTELLAN_IS_APPLICATION (self), NULL);

  return self->settings;
}
