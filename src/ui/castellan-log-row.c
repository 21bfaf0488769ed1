/* castellan-log-row.c — a line of the game log, and the log that follows its end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both games show their log in a list view whose rows come from
 * castellan-log-row.ui. GTK 4.8 reads such a row to a screen reader by its
 * type name ("GtkListItemWidget") and gives a template no hold on it: the
 * row's box, this type, names its parent by the line's sentence. The log
 * also keeps its newest line in sight as lines come (a list view of rows of
 * different heights lands short of the end with "list.scroll-to-item").
 */
#define G_LOG_DOMAIN "castellan-log"

#include "config.h"

#include <string.h>

#include "castellan-log-row.h"
#include "castellan-board.h"
#include "castellan-cell-lights.h"
#include "castellan-log-entry.h"

struct _CastellanLogRow
{
  GtkBox  parent_instance;

  char              *text;
  CastellanLogEntry *entry;
  GtkWidget         *board;       /* weak: where the line's cells light up */
  GtkWidget         *lit_row;     /* the list's row the lights are on (the parent) */
};

G_DEFINE_FINAL_TYPE (CastellanLogRow, castellan_log_row, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_TEXT,
  PROP_ENTRY,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* the list's row around the box, which a screen reader stops on */
static void
name_row (CastellanLogRow *self)
{
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self));

  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    self->text ? self->text : "", -1);
}

/* the cells the row's line names (castellan-cell-lights.h) */
static guint
entry_cells (GtkWidget *row, CastellanBoardModel *model, CastellanCell *cells, guint max, gpointer data)
{
  CastellanLogRow *self = data;
  const CastellanCell *named;
  guint n = 0;

  if (self->entry == NULL)
    return 0;
  named = castellan_log_entry_get_cells (self->entry, &n);
  n = MIN (n, max);
  if (n > 0)
    memcpy (cells, named, n * sizeof *cells);
  return n;
}

/* The list's row (the parent, which takes the focus and the pointer)
 * lights the line's cells while hovered or focused. */
static void
watch_row (CastellanLogRow *self)
{
  GtkWidget *row = gtk_widget_get_parent (GTK_WIDGET (self));

  if (row == self->lit_row)
    return;
  if (self->lit_row != NULL)
    castellan_cell_lights_detach (self->lit_row);
  self->lit_row = row;
  if (row != NULL)
    castellan_cell_lights_attach (row, self->board, entry_cells, self, NULL);
}

/* a row taken into a log view finds the board the view was given */
static void
find_board (CastellanLogRow *self)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_LIST_VIEW);
  GtkWidget *board = view != NULL ? g_object_get_data (G_OBJECT (view), "castellan-log-board") : NULL;

  if (board != NULL && self->board == NULL)
    castellan_log_row_set_board (self, board);
}

static void
parent_cb (CastellanLogRow *self)
{
  name_row (self);
  watch_row (self);
}

static void
castellan_log_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CastellanLogRow *self = CASTELLAN_LOG_ROW (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      if (g_strcmp0 (self->text, g_value_get_string (value)) == 0)
        return;
      g_free (self->text);
      self->text = g_value_dup_string (value);
      name_row (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_ENTRY:
      g_return_if_fail (g_value_get_object (value) == NULL || CASTELLAN_IS_LOG_ENTRY (g_value_get_object (value)));
      if (!g_set_object (&self->entry, g_value_get_object (value)))
        return;
      if (self->lit_row != NULL)
        castellan_cell_lights_update (self->lit_row);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_BOARD:
      castellan_log_row_set_board (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_log_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CastellanLogRow *self = CASTELLAN_LOG_ROW (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_ENTRY:
      g_value_set_object (value, self->entry);
      break;
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_log_row_finalize (GObject *object)
{
  CastellanLogRow *self = CASTELLAN_LOG_ROW (object);

  g_free (self->text);
  G_OBJECT_CLASS (castellan_log_row_parent_class)->finalize (object);
}

static void
castellan_log_row_dispose (GObject *object)
{
  CastellanLogRow *self = CASTELLAN_LOG_ROW (object);

  if (self->lit_row != NULL)
    castellan_cell_lights_detach (self->lit_row);
  self->lit_row = NULL;
  g_clear_weak_pointer (&self->board);
  g_clear_object (&self->entry);
  G_OBJECT_CLASS (castellan_log_row_parent_class)->dispose (object);
}

static void
castellan_log_row_class_init (CastellanLogRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->set_property = castellan_log_row_set_property;
  object_class->get_property = castellan_log_row_get_property;
  object_class->finalize = castellan_log_row_finalize;
  object_class->dispose = castellan_log_row_dispose;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the line shown (a CastellanLogEntry: the list item's item, which an
   * expression gives as a GObject): its cells light up on the board */
  properties[PROP_ENTRY] = g_param_spec_object ("entry", NULL, NULL, G_TYPE_OBJECT,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* weak: the board the line's cells light up on, NULL none */
  properties[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, CASTELLAN_TYPE_BOARD,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
castellan_log_row_init (CastellanLogRow *self)
{
  /* the row may come after the text: a list view sets the child first */
  g_signal_connect (self, "notify::parent", G_CALLBACK (parent_cb), NULL);
  g_signal_connect (self, "notify::root", G_CALLBACK (find_board), NULL);
}

void
castellan_log_row_set_board (CastellanLogRow *self,
                             GtkWidget       *board)
{
  g_return_if_fail (CASTELLAN_IS_LOG_ROW (self));
  g_return_if_fail (board == NULL || CASTELLAN_IS_BOARD (board));

  if (!g_set_weak_pointer (&self->board, board))
    return;
  if (self->lit_row != NULL)
    castellan_cell_lights_set_board (self->lit_row, board);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

CastellanLogEntry *
castellan_log_row_get_entry (CastellanLogRow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ROW (self), NULL);
  return self->entry;
}

/* every row of @view, now and to come, lights its line on @board */
void
castellan_log_view_set_board (GtkListView *view,
                              GtkWidget   *board)
{
  g_return_if_fail (GTK_IS_LIST_VIEW (view));
  g_return_if_fail (board == NULL || CASTELLAN_IS_BOARD (board));

  if (board != NULL)
    g_object_set_data_full (G_OBJECT (view), "castellan-log-board", g_object_ref (board), g_object_unref);
  else
    g_object_set_data (G_OBJECT (view), "castellan-log-board", NULL);
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (view)); item; item = gtk_widget_get_next_sibling (item))
    for (GtkWidget *child = gtk_widget_get_first_child (item); child; child = gtk_widget_get_next_sibling (child))
      if (CASTELLAN_IS_LOG_ROW (child))
        castellan_log_row_set_board (CASTELLAN_LOG_ROW (child), board);
}

/* The end of the log in sight, or where the player scrolled to. A list
 * view sets its adjustment from the row it keeps in sight and does not
 * listen while it does: the move to the end waits for it to be done. */
typedef struct {
  gboolean follow;      /* at the end: stay there as lines come */
  double   last[3];     /* the value, page size and upper before */
  guint    idle_id;
} Follow;

static gboolean
at_end (GtkAdjustment *adj)
{
  return gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj) >= gtk_adjustment_get_upper (adj) - 1;
}

static gboolean
to_end_cb (gpointer data)
{
  GtkAdjustment *adj = data;
  Follow *follow = g_object_get_data (G_OBJECT (adj), "castellan-follow");

  follow->idle_id = 0;
  if (follow->follow && !at_end (adj))
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

/* the lines or the view's height changed: to the end again if following */
static void
follow_changed_cb (GtkAdjustment *adj, Follow *follow)
{
  if (follow->follow && !at_end (adj) && follow->idle_id == 0)
    follow->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, to_end_cb, g_object_ref (adj), g_object_unref);
}

/* the player scrolled up (the view and its lines as they were): the log
 * stays there; back at the end, it follows again */
static void
follow_value_cb (GtkAdjustment *adj, Follow *follow)
{
  double now[3] = { gtk_adjustment_get_value (adj), gtk_adjustment_get_page_size (adj),
                    gtk_adjustment_get_upper (adj) };

  if (at_end (adj))
    follow->follow = TRUE;
  else if (now[0] < follow->last[0] - 1 && now[1] == follow->last[1] && now[2] == follow->last[2])
    follow->follow = FALSE;
  memcpy (follow->last, now, sizeof now);
}

static void
follow_free (gpointer data)
{
  Follow *follow = data;

  g_clear_handle_id (&follow->idle_id, g_source_remove);
  g_free (follow);
}

void
castellan_log_follow_end (GtkListView *view)
{
  GtkAdjustment *adj;
  Follow *follow;

  g_return_if_fail (GTK_IS_LIST_VIEW (view));
  adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
  g_return_if_fail (adj != NULL);
  follow = g_new0 (Follow, 1);
  follow->follow = TRUE;
  g_object_set_data_full (G_OBJECT (adj), "castellan-follow", follow, follow_free);
  g_signal_connect (adj, "changed", G_CALLBACK (follow_changed_cb), follow);
  g_signal_connect (adj, "value-changed", G_CALLBACK (follow_value_cb), follow);
}
