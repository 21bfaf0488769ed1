/* test-hint-panel.c — one hint panel shows either game's tutor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both tutors publish their hints as the list models of a
 * CastellanHintSource (issue 32); the panel binds its rows to whichever it
 * is given. With classic Carcassonne's tutor it shows a row for each hint
 * of "Your tile" while the tile is placed and for each follower spot once
 * it is laid, and none of The Castle's own buttons.
 */
#define G_LOG_DOMAIN "test-hint-panel"

#include "config.h"

#include <adwaita.h>

#include "castellan-classic-tutor.h"
#include "castellan-hint-panel.h"

/* the rows of every list the panel shows now */
static guint
shown_rows (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (GTK_IS_LIST_BOX (widget))
    {
      while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (widget), n) != NULL)
        n++;
      return n;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += shown_rows (child);
  return n;
}

/* the buttons for The Castle's tutor (Suggest, Explain, lessons) that can be pressed */
static guint
tutor_buttons (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (GTK_IS_ACTIONABLE (widget) && gtk_widget_is_sensitive (widget) &&
      g_str_has_prefix (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) ?: "", "tutor."))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += tutor_buttons (child);
  return n;
}

static guint
n_hints (CastellanHintSource *source, CastellanHintSection section)
{
  return g_list_model_get_n_items (castellan_hint_source_get_hints (source, section));
}

static void
test_classic_tutor (void)
{
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(CastellanClassicTurn) turn = NULL;
  g_autoptr(CastellanClassicTutor) tutor = NULL;
  CastellanClassicSetup setup = { 0 };
  CastellanHintSource *source;
  GtkWidget *panel, *window;
  const guint16 *cells;
  guint laid = 0;

  setup.n_players = 3;
  setup.farmers = TRUE;
  setup.seed = 11;
  setup.has_seed = TRUE;
  castellan_classic_game_start (game, &setup);
  turn = castellan_classic_turn_new (game);
  tutor = castellan_classic_tutor_new (turn);
  source = CASTELLAN_HINT_SOURCE (tutor);

  panel = castellan_hint_panel_new ();
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), panel);
  castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (panel), source);
  g_assert_true (castellan_hint_panel_get_source (CASTELLAN_HINT_PANEL (panel)) == source);
  g_assert_null (castellan_hint_panel_get_tutor (CASTELLAN_HINT_PANEL (panel)));

  for (guint move = 0; move < 6; move++)
    {
      guint n_fit = castellan_classic_turn_get_fit_cells (turn, &cells);

      castellan_classic_turn_set_cursor_cell (turn, cells[move % n_fit]);
      g_assert_cmpuint (n_hints (source, CASTELLAN_HINTS_TILE), >, 0);
      g_assert_cmpuint (shown_rows (panel), ==, n_hints (source, CASTELLAN_HINTS_TILE));
      g_assert_true (castellan_classic_turn_lay (turn));
      g_assert_cmpuint (n_hints (source, CASTELLAN_HINTS_FOLLOWERS), >, 0);
      g_assert_cmpuint (shown_rows (panel), ==, n_hints (source, CASTELLAN_HINTS_FOLLOWERS));
      /* The Castle's Suggest and lessons are not this tutor's */
      g_assert_cmpuint (tutor_buttons (panel), ==, 0);
      castellan_classic_turn_choose_follower (turn, -1);
      laid++;
    }
  g_assert_cmpuint (laid, ==, 6);

  castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (panel), NULL);
  g_assert_cmpuint (shown_rows (panel), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/hint-panel/classic-tutor", test_classic_tutor);
  return g_test_run ();
}
