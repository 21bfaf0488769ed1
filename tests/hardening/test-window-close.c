/* test-window-close.c — closing the window finalises every model and widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real application in-process (under Xvfb), starts a hot-seat game
 * in its window and plays a few turns, then puts a weak pointer on the
 * window, every widget inside it, the board view, the game, its players and
 * their wall tiles, and the log with its entries. After the window is
 * closed and the application released, every one of them must be gone.
 */
#define G_LOG_DOMAIN "test-window-close"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-classic-turn.h"
#include "castellan-turn.h"
#include "castellan-window.h"
#include "cs-policy.h"

static GPtrArray *slots;
static guint n_widgets;

static void
watch (gpointer object)
{
  gpointer *slot = g_new (gpointer, 1);

  *slot = object;
  g_object_add_weak_pointer (object, slot);
  g_ptr_array_add (slots, slot);
}

static void
watch_widgets (GtkWidget *widget)
{
  /* GTK keeps one tooltip window per display for reuse: not ours */
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkTooltipWindow"))
    return;
  watch (widget);
  n_widgets++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    watch_widgets (child);
}

static void
watch_list (GListModel *list)
{
  watch (list);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (list, i);
      watch (item);
    }
}

static gboolean
play_and_close_cb (gpointer data)
{
  CastellanWindow *window = data;
  CastellanGameSetup setup = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    0, CASTELLAN_THEME_CASTLE, 0, 21, TRUE
  };
  CastellanGame *game;
  CsRng rng = { 21 };

  castellan_window_start_game (window, &setup);
  game = castellan_window_get_game (window);
  g_assert_nonnull (game);
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(GError) error = NULL;
      CsMove m;

      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
      g_assert_true (castellan_game_play (game, &m, &error));
      g_assert_no_error (error);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }

  watch_widgets (GTK_WIDGET (window));
  watch (game);
  watch (castellan_window_get_board (window));
  watch_list (castellan_game_get_log (game));
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      CastellanPlayer *player = castellan_game_get_player (game, p);
      watch (player);
      watch_list (castellan_player_get_wall_tiles (player));
    }
  g_test_message ("watching %u objects, %u of them widgets", slots->len, n_widgets);

  gtk_window_close (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void
map_cb (GtkWidget *window)
{
  g_idle_add (play_and_close_cb, window);
}

static void
window_added_cb (GtkApplication *app, GtkWindow *window)
{
  if (CASTELLAN_IS_WINDOW (window))
    g_signal_connect (window, "map", G_CALLBACK (map_cb), NULL);
}

static void
test_window_close (void)
{
  g_autoptr(GHashTable) alive = g_hash_table_new (g_str_hash, g_str_equal);
  CastellanApplication *app = castellan_application_new ();
  guint n_alive = 0;

  slots = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);
  g_object_unref (app);
  /* animations and idles still queued may hold a reference for a moment */
  for (gint64 until = g_get_monotonic_time () + 3 * G_USEC_PER_SEC; g_get_monotonic_time () < until;)
    {
      gboolean any = FALSE;
      while (g_main_context_iteration (NULL, FALSE))
        ;
      for (guint i = 0; i < slots->len && !any; i++)
        any = *(gpointer *) slots->pdata[i] != NULL;
      if (!any)
        break;
      g_usleep (10000);
    }

  g_assert_cmpuint (slots->len, >, 20);
  for (guint i = 0; i < slots->len; i++)
    {
      gpointer *slot = slots->pdata[i];
      if (*slot != NULL)
        {
          const char *type = G_OBJECT_TYPE_NAME (*slot);
          g_hash_table_insert (alive, (gpointer) type,
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (alive, type)) + 1));
          n_alive++;
        }
    }
  if (n_alive > 0)
    {
      GHashTableIter iter;
      gpointer type, count;
      g_autoptr(GString) s = g_string_new (NULL);

      g_hash_table_iter_init (&iter, alive);
      while (g_hash_table_iter_next (&iter, &type, &count))
        g_string_append_printf (s, " %s×%u", (const char *) type, GPOINTER_TO_UINT (count));
      g_error ("%u of %u objects outlive the window:%s", n_alive, slots->len, s->str);
    }
  g_clear_pointer (&slots, g_ptr_array_unref);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("castellan-close-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window/close-finalizes-everything", test_window_close);
  return g_test_run ();
}
