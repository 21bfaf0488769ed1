/* castellan-statistics-window.c — games played and won, per opponent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-statistics-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-application.h"
#include "castellan-statistics-window.h"
#include "castellan-statistics.h"

struct _CastellanStatisticsWindow {
  AdwWindow             parent_instance;

  GtkStack             *stack;
  AdwPreferencesGroup  *group;
  AdwPreferencesGroup  *classic_group;
  GtkWidget            *reset_button;
  GPtrArray            *rows;          /* (element-type AdwActionRow) in group */
  GPtrArray            *classic_rows;  /* (element-type AdwActionRow) in classic_group */
  guint                 show_frames;   /* frames since map, while the focused line is brought into view */
};

G_DEFINE_FINAL_TYPE (CastellanStatisticsWindow, castellan_statistics_window, ADW_TYPE_WINDOW)

/* a line: its opponent the title, its figures the subtitle, which a screen
 * reader reads as the row's description (the row is named by its title
 * alone, and the figures went unread as the focus came to it) */
static void
set_line (GtkWidget *row, const char *title, const char *figures)
{
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), figures);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, figures, -1);
}

/* a line's figures: "3 games, 1 won · best 68 · average 57.0", each
 * count with its own plural (French "1 partie, 1 gagnée" and "3 parties,
 * 2 gagnées": the won count was one form for all) */
static char *
figures (const CastellanStatsLine *l)
{
  g_autofree char *played = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", l->played), l->played);
  /* Translators: games won, after "3 games, " in Statistics: agrees with
   * the word for games where your language wants it */
  g_autofree char *won = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u won", "%u won", l->won), l->won);

  /* Translators: %1$s "3 games", %2$s "1 won" (games won), %3$d best score, %4$.1f average score */
  return g_strdup_printf (_("%1$s, %2$s · best %3$d · average %4$.1f"), played, won, l->best,
                          (double) l->total / l->played);
}

/* a row for every opponent, a person and each computer level, played or
 * not yet (issue 20, item 13) */
static void
fill (CastellanStatisticsWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lines = castellan_statistics_load (&error);

  adw_preferences_group_set_description (self->group, error != NULL ? error->message : NULL);
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; i < self->classic_rows->len; i++)
    adw_preferences_group_remove (self->classic_group, self->classic_rows->pdata[i]);
  g_ptr_array_set_size (self->classic_rows, 0);
  for (guint k = CASTELLAN_PLAYER_HUMAN; k <= CASTELLAN_PLAYER_EXPERT; k++)
    {
      const CastellanStatsLine *l = NULL;
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      for (guint i = 0; i < lines->len; i++)
        if (g_array_index (lines, CastellanStatsLine, i).opponent == k
            && !g_array_index (lines, CastellanStatsLine, i).classic)
          l = &g_array_index (lines, CastellanStatsLine, i);
      if (k == CASTELLAN_PLAYER_HUMAN)
        title = g_strdup (_("Against a person (first seat’s results)"));
      else
        /* Translators: %s is a computer level, such as "Computer, Casual" */
        title = g_strdup_printf (_("Against %s"), castellan_player_kind_label (k));
      subtitle = l != NULL ? figures (l) : g_strdup (_("Not played yet"));
      set_line (row, title, subtitle);
      if (l == NULL)
        gtk_widget_add_css_class (row, "dim-label");
      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }
  /* classic Carcassonne: only what has been played, in its own group */
  for (guint i = 0; i < lines->len; i++)
    {
      const CastellanStatsLine *l = &g_array_index (lines, CastellanStatsLine, i);
      GtkWidget *row;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (!l->classic)
        continue;
      row = adw_action_row_new ();
      if (l->opponent == CASTELLAN_PLAYER_HUMAN)
        title = g_strdup (_("Among people (first person’s results)"));
      else
        /* Translators: %s is a computer level, such as "Computer, Casual" */
        title = g_strdup_printf (_("Against %s"), castellan_player_kind_label (l->opponent));
      subtitle = figures (l);
      set_line (row, title, subtitle);
      adw_preferences_group_add (self->classic_group, row);
      g_ptr_array_add (self->classic_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->classic_group), self->classic_rows->len > 0);
  gtk_widget_set_visible (self->reset_button, lines->len > 0);
  gtk_stack_set_visible_child_name (self->stack, lines->len > 0 || error != NULL ? "list" : "empty");
}

guint
castellan_statistics_window_get_n_rows (CastellanStatisticsWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_STATISTICS_WINDOW (self), 0);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "list") == 0 ? self->rows->len : 0;
}

static void focus_start (CastellanStatisticsWindow *self);

static void
reset_response_cb (AdwMessageDialog *dialog, const char *response, CastellanStatisticsWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;
  if (!castellan_statistics_reset (&error))
    adw_preferences_group_set_description (self->group, error->message);
  fill (self);
  /* the line that had the focus is gone with the rest */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    focus_start (self);
}

/* Reset…: asks first, as what is forgotten cannot come back */
static void
reset_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanStatisticsWindow *self = CASTELLAN_STATISTICS_WINDOW (widget);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Reset the Statistics?"),
                                                                      _("Every game counted so far is forgotten.")));

  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "reset", _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* without asking: for tests */
void
castellan_statistics_window_reset (CastellanStatisticsWindow *self)
{
  g_return_if_fail (CASTELLAN_IS_STATISTICS_WINDOW (self));
  reset_response_cb (NULL, "reset", self);
}

static void
castellan_statistics_window_dispose (GObject *object)
{
  g_clear_pointer (&CASTELLAN_STATISTICS_WINDOW (object)->rows, g_ptr_array_unref);
  g_clear_pointer (&CASTELLAN_STATISTICS_WINDOW (object)->classic_rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), CASTELLAN_TYPE_STATISTICS_WINDOW);
  G_OBJECT_CLASS (castellan_statistics_window_parent_class)->dispose (object);
}

/* the first line with figures: The Castle's, then classic Carcassonne's
 * (all of which have them); NULL when none has */
static GtkWidget *
first_played (CastellanStatisticsWindow *self)
{
  GPtrArray *groups[] = { self->rows, self->classic_rows };

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    for (guint i = 0; i < groups[g]->len; i++)
      if (!gtk_widget_has_css_class (groups[g]->pdata[i], "dim-label"))
        return groups[g]->pdata[i];
  return NULL;
}

/* The window opens where a keyboard and a screen reader's user looks for
 * what it is for: the first line that has figures, read with them. Not
 * on Reset…, the first button, which a Return would press (it asks
 * first), nor on a dimmed "Not played yet" line: The Castle's lines are
 * all shown, played or not, and after classic games only the first of
 * them said nothing. With no line played but the list shown (the file
 * could not be read, its error above the lines) the first line. With
 * nothing counted there is nothing to act on (Reset… is hidden, the
 * header bar's close button takes no focus; Escape closes): the focus
 * on the page, which GTK read as an unnamed "scroll pane", named and
 * described as it shows, "No Games Yet", "Finish a game…". */
static void
focus_start (CastellanStatisticsWindow *self)
{
  GtkWidget *line = first_played (self);
  AdwStatusPage *empty;
  GtkWidget *focus;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "list") == 0 && self->rows->len > 0)
    {
      gtk_widget_grab_focus (line != NULL ? line : self->rows->pdata[0]);
      return;
    }
  empty = ADW_STATUS_PAGE (gtk_stack_get_child_by_name (self->stack, "empty"));
  if (!gtk_widget_child_focus (GTK_WIDGET (empty), GTK_DIR_TAB_FORWARD) ||
      (focus = gtk_root_get_focus (GTK_ROOT (self))) == NULL)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self));
      return;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, adw_status_page_get_title (empty),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, adw_status_page_get_description (empty),
                                  -1);
}

/* The line with the focus in view, once the list is laid out: the focus
 * is given at map, before the list has its size, and the list stayed at
 * its top. At 1024×768, after a game of classic Carcassonne, the one line
 * with figures was below The Castle's five, out of sight (the play-test
 * of Dec 7, #5). The list is scrolled to it on each of the first frames
 * until it shows it whole (the first layout puts the list back at its
 * top), and no longer than a few frames, before a person could scroll. */
static gboolean
show_focus_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanStatisticsWindow *self = CASTELLAN_STATISTICS_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));
  GtkWidget *scroller = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SCROLLED_WINDOW) : NULL;
  GtkAdjustment *adjustment;
  graphene_rect_t line;
  double top;
  int height;

  if (scroller == NULL || scroller == focus || self->show_frames++ > 10)
    return G_SOURCE_REMOVE;
  height = gtk_widget_get_height (scroller);
  if (height == 0 || !gtk_widget_compute_bounds (focus, scroller, &line))
    return G_SOURCE_CONTINUE;
  if (line.origin.y >= 0 && line.origin.y + line.size.height <= height)
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  top = gtk_adjustment_get_value (adjustment) + line.origin.y;
  gtk_adjustment_clamp_page (adjustment, top, top + line.size.height);
  return G_SOURCE_CONTINUE;
}

static void
castellan_statistics_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (castellan_statistics_window_parent_class)->map (widget);
  focus_start (CASTELLAN_STATISTICS_WINDOW (widget));
  CASTELLAN_STATISTICS_WINDOW (widget)->show_frames = 0;
  gtk_widget_add_tick_callback (widget, show_focus_cb, NULL, NULL);
}

static void
castellan_statistics_window_class_init (CastellanStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_statistics_window_dispose;
  widget_class->map = castellan_statistics_window_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, group);
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, classic_group);
  gtk_widget_class_bind_template_child (widget_class, CastellanStatisticsWindow, reset_button);
  gtk_widget_class_install_action (widget_class, "statistics.reset", NULL, reset_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
castellan_statistics_window_init (CastellanStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->classic_rows = g_ptr_array_new ();
  fill (self);
}

CastellanStatisticsWindow *
castellan_statistics_window_new (GtkWindow *parent)
{
  CastellanStatisticsWindow *self = g_object_new (CASTELLAN_TYPE_STATISTICS_WINDOW, "transient-for", parent, NULL);

  castellan_application_add_quit_key (GTK_WINDOW (self));
  return self;
}
