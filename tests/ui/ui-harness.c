/* ui-harness.c — running the real application in-process for the ui tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "ui-harness"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <time.h>

#include "i18n-common.h"
#include "ui-harness.h"
#include "castellan-hint-panel.h"
#include "castellan-player-list.h"
#include "castellan-player-row.h"
#include "cs-policy.h"

char *data_home;
static GSettings *settings;

/* Pictures in another language: CASTELLAN_SHOT_LANGUAGE=de, with the
 * build's catalogs in CASTELLAN_LOCALEDIR. gettext ignores LANGUAGE under
 * the C locale (xvfb-run from a shell without LANG, or LC_ALL=C), and
 * gtk_init sets the locale again from the environment, so the environment
 * gets a UTF-8 locale that lets LANGUAGE choose. */
static void
shot_language (void)
{
  const char *language = g_getenv ("CASTELLAN_SHOT_LANGUAGE");
  const char *locale;

  if (language == NULL || language[0] == '\0')
    return;
  g_setenv ("LANGUAGE", language, TRUE);
  locale = setlocale (LC_ALL, "");
  if (locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX"))
    {
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
    }
  i18n_bind_catalogs ();
}

/* Before anything asks GLib for the user's directories: never the user's own
 * files. Also animations off, so that a step sees the board as it is. */
void
ui_harness_init (int *argc, char ***argv, const char *tmp_template)
{
  data_home = g_dir_make_tmp (tmp_template, NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CONFIG_HOME", data_home, TRUE);
  g_test_init (argc, argv, NULL);

  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_enum (settings, "animation-speed", 0);
}

/* the next run starts at the welcome page: no game to resume */
void
clean_data (void)
{
  g_autofree char *dir = g_build_filename (data_home, "castellan", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
}

typedef struct {
  CastellanApplication **app;
  CastellanWindow      **window;
  const UiRunOptions    *options;
  UiStepFunc             step;
  gpointer               run;
  gboolean               mapped;
} Harness;

static gboolean
watchdog_cb (gpointer data)
{
  g_error ("The test did not finish within %u seconds", GPOINTER_TO_UINT (data));
  return G_SOURCE_REMOVE;
}

static gboolean
tick_cb (gpointer data)
{
  Harness *h = data;

  if (h->step (h->run))
    {
      g_action_group_activate_action (G_ACTION_GROUP (*h->app), "quit", NULL);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
window_map_cb (GtkWidget *widget, Harness *h)
{
  if (h->mapped)
    return;
  h->mapped = TRUE;
  /* Below GDK_PRIORITY_REDRAW, so that every step lets a frame through, as
   * a person's input does (GTK delivers it inside the frame cycle). At the
   * default priority a step that takes longer than the interval — a loaded
   * machine, a hot-seat game that never waits for the computer — keeps the
   * timer always ready, and GLib then never dispatches the frame clock: no
   * layout, no painting and no animation tick for the rest of the game. The
   * "Move taken back" toast then could not finish sliding in before its
   * timeout dismissed it; when the next frame came, its slide-in and
   * slide-out ended together, and libadwaita 1.2 frees a toast at the end of
   * its slide-out while the slide-in's "done" handler still points at it —
   * a use-after-free (fixed in libadwaita 1.3) that crashed test-game-ui
   * with SIGSEGV. */
  g_timeout_add_full (G_PRIORITY_LOW, h->options->interval_ms, tick_cb, h, NULL);
}

static void
window_added_cb (GtkApplication *application, GtkWindow *window, Harness *h)
{
  if (*h->window == NULL && CASTELLAN_IS_WINDOW (window))
    {
      *h->window = CASTELLAN_WINDOW (window);
      if (h->options->width > 0 && h->options->height > 0)
        gtk_window_set_default_size (window, h->options->width, h->options->height);
      g_signal_connect (window, "map", G_CALLBACK (window_map_cb), h);
    }
}

/* the application from its start to the quit that the last step asks for */
void
ui_run_app (CastellanApplication **app, CastellanWindow **window, const UiRunOptions *options,
            UiStepFunc step, gpointer run)
{
  Harness h = { app, window, options, step, run, FALSE };
  guint watchdog;
  int status;

  *app = castellan_application_new ();
  g_signal_connect (*app, "window-added", G_CALLBACK (window_added_cb), &h);
  watchdog = g_timeout_add_seconds (options->watchdog_seconds, watchdog_cb,
                                    GUINT_TO_POINTER (options->watchdog_seconds));
  status = g_application_run (G_APPLICATION (*app), 0, NULL);
  g_source_remove (watchdog);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (h.mapped);
  g_clear_object (app);
}

/* the first shown window of @type that passes @test (NULL: any), or NULL */
static gpointer
find_toplevel_where (GType type, UiWidgetTest test, gconstpointer data)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr(GObject) w = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)) &&
          (test == NULL || test (GTK_WIDGET (w), data)))
        return w;
    }
  return NULL;
}

gint64
ui_thread_cpu_us (void)
{
  struct timespec ts;

  g_assert_cmpint (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts), ==, 0);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* the shown window of @type, or NULL */
gpointer
find_toplevel (GType type)
{
  return find_toplevel_where (type, NULL, NULL);
}

static gboolean
heading_starts (GtkWidget *dialog, gconstpointer heading)
{
  return g_str_has_prefix (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), heading);
}

AdwMessageDialog *
ui_find_dialog (const char *heading)
{
  return find_toplevel_where (ADW_TYPE_MESSAGE_DIALOG, heading_starts, heading);
}

gboolean
ui_answer_dialog (const char *response)
{
  AdwMessageDialog *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  if (dialog == NULL)
    return FALSE;
  adw_message_dialog_response (dialog, response != NULL ? response : adw_message_dialog_get_default_response (dialog));
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  return TRUE;
}

GtkWidget *
find_child (GtkWidget *widget, GType type)
{
  return find_child_where (widget, type, NULL, NULL);
}

GtkWidget *
find_child_where (GtkWidget *widget, GType type, UiWidgetTest test, gconstpointer data)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && (test == NULL || test (widget, data)))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_child_where (c, type, test, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

CastellanGamePage *
ui_game_page (CastellanWindow *window)
{
  return CASTELLAN_GAME_PAGE (castellan_window_get_game_page (window));
}

CastellanBoard *
ui_board (CastellanWindow *window)
{
  return castellan_game_page_get_board (ui_game_page (window));
}

CastellanGamePage *
ui_classic_page (CastellanWindow *window)
{
  return ui_game_page (window);
}

CastellanClassicGame *
ui_classic_game (CastellanWindow *window)
{
  return castellan_game_page_get_classic (ui_game_page (window));
}

CastellanClassicTurn *
ui_classic_turn (CastellanWindow *window)
{
  return castellan_game_page_get_classic_turn (ui_game_page (window));
}

void
ui_classic_aim (CastellanClassicTurn *turn)
{
  const guint16 *cells;
  guint n = castellan_classic_turn_get_fit_cells (turn, &cells);

  g_assert_cmpuint (n, >, 0);
  castellan_classic_turn_set_cursor_cell (turn, cells[0]);
  castellan_classic_turn_set_rotation (turn, __builtin_ctz (castellan_classic_turn_get_fits (turn, cells[0])));
}

void
ui_harness_shot_setup (UiRunOptions *options)
{
  if (g_getenv ("CASTELLAN_SHOT_SIZE") != NULL)
    sscanf (g_getenv ("CASTELLAN_SHOT_SIZE"), "%dx%d", &options->width, &options->height);
  shot_language ();
}

void
ui_harness_shot (const char *prefix, const char *name)
{
  const char *dir = g_getenv ("CASTELLAN_SHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  gint64 until = g_get_monotonic_time () + 500 * 1000;
  int status;

  if (dir == NULL || prefix == NULL)
    return;
  while (g_get_monotonic_time () < until)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10 * 1000);
    }
  path = g_strdup_printf ("%s/%s-%s.png", dir, prefix, name);
  {
    const char *argv[] = { "import", "-window", "root", path, NULL };
    if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                       G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, &error))
      g_message ("No picture: %s", error->message);
  }
}

static gboolean
is_log_view (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "log-view") && (data == NULL || gtk_widget_get_mapped (widget));
}

/* the game log under @root (shown, if @shown), or NULL */
GtkListView *
ui_log_view (GtkWidget *root, gboolean shown)
{
  return GTK_LIST_VIEW (find_child_where (root, GTK_TYPE_LIST_VIEW, is_log_view, shown ? root : NULL));
}

/* The log @view, its lines more than it can show, has its newest line in
 * sight: as a player sees it after a move, unless they scrolled up. */
void
ui_assert_log_at_end (GtkListView *view)
{
  GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
  double value = gtk_adjustment_get_value (adj);
  double page = gtk_adjustment_get_page_size (adj);
  double upper = gtk_adjustment_get_upper (adj);

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_cmpfloat (upper, >, page);
  if (value + page < upper - 1)
    g_error ("the game log shows %.0f to %.0f px of its %.0f px, not its newest line (%u lines)",
             value, value + page, upper, g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (view))));
}

const char *
ui_tutor_text (CastellanGamePage *page)
{
  static char *text;

  g_free (text);
  text = castellan_game_page_dup_tutor_text (page);
  return text;
}

guint
ui_count_children (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type);

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += ui_count_children (c, type);
  return n;
}

/* @label as laid out at its width breaks its lines only where a word
 * ends (a space, or after a hyphen or a slash): never inside a word, as
 * "Hobbyspie-ler" or "początkują-cy" would be */
void
ui_assert_words_whole (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  const PangoLogAttr *attrs;
  int n_attrs;

  attrs = pango_layout_get_log_attrs_readonly (layout, &n_attrs);
  for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      glong at = g_utf8_pointer_to_offset (text, text + line->start_index);

      if (line->start_index == 0 || at >= n_attrs)
        continue;
      /* where Pango may break a line between words, not inside a word
       * wider than the line (PANGO_WRAP_WORD_CHAR's last resort, shown
       * with a hyphen Pango adds) */
      if (!attrs[at].is_line_break ||
          g_unichar_isalpha (g_utf8_get_char (g_utf8_prev_char (text + line->start_index))))
        g_error ("“%s” breaks inside a word at %d px: a line begins “%.12s”", text, gtk_widget_get_width (GTK_WIDGET (label)),
                 text + line->start_index);
    }
}

static void
assert_labels_whole (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_get_opacity (widget) > 0)
    {
      int min;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      /* a label that may end in "…" (a long name) has its whole text in its tooltip */
      if (gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE &&
          g_strcmp0 (gtk_widget_get_tooltip_text (widget), gtk_label_get_text (GTK_LABEL (widget))) != 0)
        g_error ("a player's “%s” may be cut short, and its tooltip does not say it whole",
                 gtk_label_get_text (GTK_LABEL (widget)));
      if (min > gtk_widget_get_width (widget))
        g_error ("a player's “%s” is cut: it needs %d px, has %d", gtk_label_get_text (GTK_LABEL (widget)), min,
                 gtk_widget_get_width (widget));
      ui_assert_words_whole (GTK_LABEL (widget));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    assert_labels_whole (c);
}

void
ui_assert_players_whole (CastellanWindow *window)
{
  GtkWidget *list = find_child (GTK_WIDGET (ui_game_page (window)), CASTELLAN_TYPE_PLAYER_LIST);
  guint n = g_list_model_get_n_items (castellan_game_base_get_players (castellan_player_list_get_game (
                                        CASTELLAN_PLAYER_LIST (list))));
  graphene_rect_t at;

  g_assert_true (gtk_widget_compute_bounds (list, GTK_WIDGET (window), &at));
  g_assert_cmpfloat (at.origin.x + at.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)) + 0.5);
  g_assert_cmpfloat (at.origin.y + at.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)) + 0.5);
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *card = castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), p);

      g_assert_true (gtk_widget_get_mapped (card));
      g_assert_true (gtk_widget_compute_bounds (card, list, &at));
      g_assert_cmpfloat (at.origin.x, >=, -0.5);
      g_assert_cmpfloat (at.origin.x + at.size.width, <=, gtk_widget_get_width (list) + 0.5);
      g_assert_cmpfloat (at.origin.y + at.size.height, <=, gtk_widget_get_height (list) + 0.5);
      assert_labels_whole (card);
    }
}

void
ui_assert_one_page (CastellanWindow *window)
{
  GtkWidget *root = GTK_WIDGET (window);

  g_assert_cmpuint (ui_count_children (root, CASTELLAN_TYPE_GAME_PAGE), ==, 1);
  g_assert_cmpuint (ui_count_children (root, CASTELLAN_TYPE_BOARD), ==, 1);
  g_assert_true (find_child (root, CASTELLAN_TYPE_GAME_PAGE) == GTK_WIDGET (ui_game_page (window)));
  g_assert_true (find_child (root, CASTELLAN_TYPE_BOARD) == GTK_WIDGET (ui_board (window)));
  /* the page is the stack's page on show, whichever game it shows */
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (ui_game_page (window))))) ==
                 GTK_WIDGET (ui_game_page (window)));
  /* the tutor's lines light their cells on that one board */
  g_assert_true (castellan_hint_panel_get_board (castellan_game_page_get_hint_panel (ui_game_page (window))) ==
                 GTK_WIDGET (ui_board (window)));
  /* one player list for every game, on the page, bound to the players of
   * the game on show: a card a seat, each the model's player in its order */
  {
    CastellanGameBase *game = castellan_game_page_get_game (ui_game_page (window));
    GListModel *players = castellan_game_base_get_players (game);
    GtkWidget *list = find_child (GTK_WIDGET (ui_game_page (window)), CASTELLAN_TYPE_PLAYER_LIST);
    guint n = g_list_model_get_n_items (players);

    g_assert_cmpuint (ui_count_children (root, CASTELLAN_TYPE_PLAYER_LIST), ==, 1);
    g_assert_nonnull (list);
    g_assert_true (gtk_widget_get_mapped (list));
    g_assert_true (castellan_player_list_get_game (CASTELLAN_PLAYER_LIST (list)) == game);
    g_assert_cmpuint (n, >=, 2);
    g_assert_cmpuint (ui_count_children (list, CASTELLAN_TYPE_PLAYER_ROW), ==, n);
    for (guint p = 0; p < n; p++)
      {
        g_autoptr(CastellanPlayer) player = g_list_model_get_item (players, p);
        GtkWidget *card = castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), p);

        g_assert_nonnull (card);
        g_assert_true (castellan_player_row_get_player (CASTELLAN_PLAYER_ROW (card)) == player);
      }
  }
  ui_assert_players_whole (window);
}

gboolean
ui_bcb_aim (CastellanClassicTurn *turn, const CsClassic *g, CsRng *rng, CsClassicMove *m)
{
  cs_classic_bcb_policy (g, rng, 1, m);
  if (m->kind == CS_CLASSIC_MOVE_DISCARD)
    {
      g_assert_true (castellan_classic_turn_discard (turn));
      return FALSE;
    }
  castellan_classic_turn_set_cursor_cell (turn, m->cell);
  castellan_classic_turn_set_rotation (turn, m->rot);
  return TRUE;
}

const char *
ui_auction_prepare (CastellanAuctionDialog *dialog, const CsClassicMove *move)
{
  switch (move->kind)
    {
    case CS_CLASSIC_MOVE_OFFER:
      castellan_auction_dialog_set_pick (dialog, move->pick);
      castellan_auction_dialog_set_amount (dialog, move->amount);
      return "auction.offer";
    case CS_CLASSIC_MOVE_BID:
      castellan_auction_dialog_set_amount (dialog, move->amount);
      return "auction.bid";
    case CS_CLASSIC_MOVE_PASS: return "auction.pass";
    case CS_CLASSIC_MOVE_BUY:  return "auction.buy";
    default:                   return "auction.sell";
    }
}

void
ui_hover_cell_lights (GtkWidget *widget,
                      gboolean   enter)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_EVENT_CONTROLLER_MOTION (controller) ||
          g_strcmp0 (gtk_event_controller_get_name (controller), "castellan-cell-lights") != 0)
        continue;
      if (enter)
        g_signal_emit_by_name (controller, "enter", 4.0, 4.0);
      else
        g_signal_emit_by_name (controller, "leave");
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
}

GtkMenuButton *
ui_primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkMenuButton *found = ui_primary_menu (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
trigger_matches (GtkShortcutTrigger *t, guint keyval, GdkModifierType mods)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (t))
    return trigger_matches (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (t)), keyval, mods) ||
           trigger_matches (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (t)), keyval, mods);
  return GTK_IS_KEYVAL_TRIGGER (t) &&
         gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (t))) == gdk_keyval_to_lower (keyval) &&
         gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (t)) == mods;
}

GList *
ui_key_shortcuts (GtkWidget *widget, guint keyval, GdkModifierType mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GList *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        {
          GtkShortcut *sc = g_list_model_get_item (G_LIST_MODEL (c), k);

          if (trigger_matches (gtk_shortcut_get_trigger (sc), keyval, mods))
            found = g_list_prepend (found, sc);
          else
            g_object_unref (sc);
        }
    }
  return g_list_reverse (found);
}

gboolean
ui_widget_takes_key (GtkWidget *widget, guint keyval, GdkModifierType mods)
{
  GList *shortcuts = ui_key_shortcuts (widget, keyval, mods);
  gboolean taken = FALSE;

  for (GList *l = shortcuts; l != NULL && !taken; l = l->next)
    taken = gtk_shortcut_action_activate (gtk_shortcut_get_action (l->data), 0, widget,
                                          gtk_shortcut_get_arguments (l->data));
  g_list_free_full (shortcuts, g_object_unref);
  return taken;
}

void
ui_castle_person_moves (CastellanWindow *window,
                        CsRng           *rng)
{
  const CsGame *g = castellan_game_get_state (castellan_window_get_game (window));
  CastellanTurn *turn = castellan_window_get_turn (window);
  GtkWidget *bw = GTK_WIDGET (castellan_window_get_board (window));
  CsMove m;

  cs_policy_greedy (g, rng, &m);
  castellan_turn_set_cursor_cell (turn, m.cell);
  castellan_turn_set_rotation (turn, m.rot);
  g_assert_true (gtk_widget_activate_action (bw, "board.activate", NULL));
  g_assert_true (gtk_widget_activate_action (bw, "board.no-follower", NULL));
  if (castellan_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL));
}
