/* test-statistics-view-ui.c — Statistics opens with the game played in view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play-test of Dec 7 (#5): at 1024×768, after one game of classic
 * Carcassonne, Statistics opened on The Castle's five lines, all "Not
 * played yet", and the one line with figures was below them, out of
 * sight. The real application under Xvfb at 1024×768: with one game
 * counted (classic Carcassonne against the Expert; The Castle against the
 * Expert, its group's last line), Statistics opens with the focus on that
 * line and the whole line in view in its scrolled list.
 * CASTELLAN_SHOT_DIR=DIR also writes a picture of each.
 */
#define G_LOG_DOMAIN "test-statistics-view-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "castellan-statistics-window.h"
#include "ui-harness.h"

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  const char *group;      /* the one line counted, a group of statistics.ini */
  guint       stage;
  guint       ticks;
  gboolean    done;
};

static UiRunOptions run_options = { 120, 30, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* one game counted, lost 71 to 80 */
static void
write_statistics (const char *group)
{
  g_autofree char *dir = g_build_filename (data_home, "castellan", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *text = g_strdup_printf ("[%s]\nplayed=1\nwon=0\nshared=0\nbest=71\ntotal=71\n", group);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static gboolean
step (Run *run)
{
  CastellanStatisticsWindow *stats;
  GtkWidget *focus, *scroller;
  graphene_rect_t line, view;

  switch (run->stage)
    {
    case 0:
      gtk_widget_activate_action (GTK_WIDGET (run->window), "win.statistics", NULL);
      run->stage++;
      return FALSE;
    case 1:
      stats = find_toplevel (CASTELLAN_TYPE_STATISTICS_WINDOW);
      if (stats == NULL || !gtk_widget_get_mapped (GTK_WIDGET (stats)) || run->ticks++ < 5)
        return FALSE;
      ui_harness_shot ("statistics", run->group);
      /* the focus on the line with figures... */
      focus = gtk_root_get_focus (GTK_ROOT (stats));
      g_assert_true (ADW_IS_ACTION_ROW (focus));
      g_assert_false (gtk_widget_has_css_class (focus, "dim-label"));
      /* ...and all of it in sight in the list */
      scroller = gtk_widget_get_ancestor (focus, GTK_TYPE_SCROLLED_WINDOW);
      g_assert_nonnull (scroller);
      g_assert_true (gtk_widget_compute_bounds (focus, scroller, &line));
      g_assert_true (gtk_widget_compute_bounds (scroller, scroller, &view));
      g_test_message ("%s: the line at %g–%g, the list shows 0–%g", run->group, line.origin.y,
                      line.origin.y + line.size.height, view.size.height);
      g_assert_cmpfloat (line.origin.y, >=, 0);
      g_assert_cmpfloat (line.origin.y + line.size.height, <=, view.size.height);
      run->done = TRUE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_one (gconstpointer group)
{
  Run run = { .step = step, .group = group };

  clean_data ();
  write_statistics (group);
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-statistics-view-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_data_func ("/statistics-view/classic", "carcassonne:computer:expert", test_one);
  g_test_add_data_func ("/statistics-view/castle", "computer:expert", test_one);
  return g_test_run ();
}
