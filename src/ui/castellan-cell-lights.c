/* castellan-cell-lights.c — a line that names cells lights them on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One piece serves the final sheet, the log and the tutor's rows: a
 * pointer and a focus controller on the row say whether it is pointed at;
 * while it is, its cells are lit on the board. The board remembers which
 * row lit it, so a row that is left takes off only its own cells, never
 * those another row lit meanwhile.
 */
#define G_LOG_DOMAIN "castellan-cell-lights"

#include "config.h"

#include "castellan-cell-lights.h"
#include "castellan-board.h"

#define LIGHTS_KEY "castellan-cell-lights"
#define OWNER_KEY  "castellan-cell-lights-owner"
#define MAX_CELLS  512    /* more than any game has tiles */

typedef struct {
  GtkWidget         *row;      /* not held: the row holds this */
  GtkWidget         *board;    /* weak */
  CastellanCellsFunc func;
  gpointer           data;
  GDestroyNotify     destroy;
  GtkEventController *hover;   /* the row's, to take away on detach */
  GtkEventController *focus;
  gboolean           hovered;
  gboolean           focused;
} Lights;

/* light @cells on @board (a CastellanBoard, the one board of every
 * game); NULL clears */
static void
light (GtkWidget *board, const CastellanCell *cells, guint n)
{
  if (CASTELLAN_IS_BOARD (board))
    castellan_board_light_cells (CASTELLAN_BOARD (board), cells, n);
}

static CastellanBoardModel *
board_model (GtkWidget *board)
{
  if (CASTELLAN_IS_BOARD (board))
    return castellan_board_get_model (CASTELLAN_BOARD (board));
  return NULL;
}

static gboolean
owns (Lights *lights)
{
  return lights->board != NULL && g_object_get_data (G_OBJECT (lights->board), OWNER_KEY) == lights;
}

/* the board goes dark, if this row lit it */
static void
put_out (Lights *lights)
{
  if (!owns (lights))
    return;
  g_object_set_data (G_OBJECT (lights->board), OWNER_KEY, NULL);
  light (lights->board, NULL, 0);
}

/* pointed at: the row's cells light up (a row naming none leaves the
 * board dark); left: its own cells go out */
static void
refresh (Lights *lights)
{
  CastellanCell cells[MAX_CELLS];
  guint n;

  if (lights->board == NULL)
    return;
  if (!lights->hovered && !lights->focused)
    {
      put_out (lights);
      return;
    }
  n = MIN (lights->func (lights->row, board_model (lights->board), cells, G_N_ELEMENTS (cells), lights->data),
           G_N_ELEMENTS (cells));
  if (n == 0)
    {
      if (g_object_get_data (G_OBJECT (lights->board), OWNER_KEY) != NULL)
        {
          g_object_set_data (G_OBJECT (lights->board), OWNER_KEY, NULL);
          light (lights->board, NULL, 0);
        }
      return;
    }
  g_object_set_data (G_OBJECT (lights->board), OWNER_KEY, lights);
  light (lights->board, cells, n);
}

static void
hover_enter_cb (GtkEventControllerMotion *motion, double x, double y, Lights *lights)
{
  lights->hovered = TRUE;
  refresh (lights);
}

static void
hover_leave_cb (GtkEventControllerMotion *motion, Lights *lights)
{
  lights->hovered = FALSE;
  refresh (lights);
}

static void
focus_enter_cb (GtkEventControllerFocus *focus, Lights *lights)
{
  lights->focused = TRUE;
  refresh (lights);
}

static void
focus_leave_cb (GtkEventControllerFocus *focus, Lights *lights)
{
  lights->focused = FALSE;
  refresh (lights);
}

static void
lights_free (gpointer data)
{
  Lights *lights = data;

  put_out (lights);
  if (lights->board != NULL)
    g_object_remove_weak_pointer (G_OBJECT (lights->board), (gpointer *) &lights->board);
  if (lights->destroy != NULL)
    lights->destroy (lights->data);
  g_free (lights);
}

void
castellan_cell_lights_attach (GtkWidget          *row,
                              GtkWidget          *board,
                              CastellanCellsFunc  func,
                              gpointer            data,
                              GDestroyNotify      destroy)
{
  Lights *lights;
  GtkEventController *hover, *focus;

  g_return_if_fail (GTK_IS_WIDGET (row));
  g_return_if_fail (board == NULL || GTK_IS_WIDGET (board));
  g_return_if_fail (func != NULL);
  g_return_if_fail (g_object_get_data (G_OBJECT (row), LIGHTS_KEY) == NULL);

  lights = g_new0 (Lights, 1);
  lights->row = row;
  lights->func = func;
  lights->data = data;
  lights->destroy = destroy;
  g_object_set_data_full (G_OBJECT (row), LIGHTS_KEY, lights, lights_free);
  castellan_cell_lights_set_board (row, board);

  lights->hover = hover = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (hover, "castellan-cell-lights");
  g_signal_connect (hover, "enter", G_CALLBACK (hover_enter_cb), lights);
  g_signal_connect (hover, "leave", G_CALLBACK (hover_leave_cb), lights);
  gtk_widget_add_controller (row, hover);
  /* the focus on the row or on a widget inside it (its rule link) */
  lights->focus = focus = gtk_event_controller_focus_new ();
  gtk_event_controller_set_name (focus, "castellan-cell-lights");
  g_signal_connect (focus, "enter", G_CALLBACK (focus_enter_cb), lights);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave_cb), lights);
  gtk_widget_add_controller (row, focus);
}

void
castellan_cell_lights_set_board (GtkWidget *row,
                                 GtkWidget *board)
{
  Lights *lights;

  g_return_if_fail (GTK_IS_WIDGET (row));
  g_return_if_fail (board == NULL || GTK_IS_WIDGET (board));
  lights = g_object_get_data (G_OBJECT (row), LIGHTS_KEY);
  if (lights == NULL || lights->board == board)
    return;
  put_out (lights);
  if (lights->board != NULL)
    g_object_remove_weak_pointer (G_OBJECT (lights->board), (gpointer *) &lights->board);
  lights->board = board;
  if (board != NULL)
    g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &lights->board);
  refresh (lights);
}

void
castellan_cell_lights_update (GtkWidget *row)
{
  Lights *lights;

  g_return_if_fail (GTK_IS_WIDGET (row));
  lights = g_object_get_data (G_OBJECT (row), LIGHTS_KEY);
  if (lights != NULL && (lights->hovered || lights->focused))
    refresh (lights);
}

gboolean
castellan_cell_lights_is_lit (GtkWidget *row)
{
  Lights *lights;

  g_return_val_if_fail (GTK_IS_WIDGET (row), FALSE);
  lights = g_object_get_data (G_OBJECT (row), LIGHTS_KEY);
  return lights != NULL && owns (lights);
}

void
castellan_cell_lights_detach (GtkWidget *row)
{
  Lights *lights;

  g_return_if_fail (GTK_IS_WIDGET (row));
  lights = g_object_get_data (G_OBJECT (row), LIGHTS_KEY);
  if (lights == NULL)
    return;
  gtk_widget_remove_controller (row, lights->hover);
  gtk_widget_remove_controller (row, lights->focus);
  /* frees it: what it lit goes out */
  g_object_set_data (G_OBJECT (row), LIGHTS_KEY, NULL);
}
