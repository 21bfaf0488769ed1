/* castellan-classic-board-input.c — the open board's pointer and keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A click lays the drawn tile (one click, as on The Castle's board) or
 * chooses a numbered follower spot; a drag or a plain scroll pans;
 * Ctrl+scroll and a pinch zoom around the pointer; the keys zoom (+ − 0),
 * move the cursor (the arrows, F), turn (R), lay (Enter), choose a spot
 * (1–9, N) and step back (Escape). The turn (CastellanClassicTurn) keeps
 * what they choose; the view follows the cursor.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <math.h>

#include "castellan-classic-board-private.h"

#define DRAG_SLOP   5.0
#define ZOOM_STEP   1.25

/* ---- input ---------------------------------------------------------------------- */

/* the open spot whose numbered badge is at (wx, wy), or -1 */
static int
spot_at (CastellanClassicBoard *self, double wx, double wy)
{
  guint n = castellan_classic_turn_get_open_spots (self->turn, NULL);
  double r = MAX (12, self->zoom * 0.14);

  for (guint i = 0; i < n; i++)
    {
      double sx, sy;
      if (castellan_classic_board_spot_point (self, i, &sx, &sy) && hypot (sx - wx, sy - wy) <= r)
        return i;
    }
  return -1;
}

void
castellan_classic_board_activate_at (CastellanClassicBoard *self, double wx, double wy)
{
  CastellanStage stage;
  int cell;

  if (self->turn == NULL || !castellan_board_model_has_game (self->model))
    return;
  classic_board_input (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  stage = castellan_classic_turn_get_stage (self->turn);
  if (stage == CASTELLAN_STAGE_FOLLOWER)
    {
      int spot = spot_at (self, wx, wy);
      if (spot >= 0)
        castellan_classic_turn_choose_follower (self->turn, spot);
      return;
    }
  if (stage != CASTELLAN_STAGE_PLACE)
    return;
  cell = classic_board_cell_at (self, wx, wy);
  if (cell < 0)
    return;
  /* one click lays, as on The Castle's board: where the tile does not
   * fit as turned, the turn says why */
  castellan_classic_turn_set_cursor_cell (self->turn, cell);
  castellan_classic_turn_lay (self->turn);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, CastellanClassicBoard *self)
{
  self->drag_cx = self->cx;
  self->drag_cy = self->cy;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, CastellanClassicBoard *self)
{
  if (!self->dragging && hypot (dx, dy) < DRAG_SLOP)
    return;
  self->dragging = TRUE;
  self->cx = self->drag_cx - dx / self->zoom;
  self->cy = self->drag_cy - dy / self->zoom;
  self->follow_fit = FALSE;
  classic_board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, CastellanClassicBoard *self)
{
  double x, y;

  if (self->dragging)
    {
      self->dragging = FALSE;
      return;
    }
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  castellan_classic_board_activate_at (self, x + dx, y + dy);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, CastellanClassicBoard *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (mods & GDK_CONTROL_MASK)
    {
      double x = self->pointer_in ? self->px : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double y = self->pointer_in ? self->py : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
      castellan_classic_board_zoom_at (self, pow (ZOOM_STEP, -dy), x, y);
    }
  else
    castellan_classic_board_pan (self, -dx * 40, -dy * 40);
  return TRUE;
}

/* GTK sends a motion event at the resting pointer's place whenever the
 * board is laid out again or moves in the window (the side pane grows, a
 * dialog closes): only a pointer that really moved in the window takes the
 * cursor, so the keyboard's cursor stays where the keys put it */
static gboolean
pointer_moved (CastellanClassicBoard *self, double x, double y)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  double wx = x, wy = y;
  gboolean moved;

  if (root != NULL)
    gtk_widget_translate_coordinates (GTK_WIDGET (self), root, x, y, &wx, &wy);
  moved = !self->pointer_seen || fabs (wx - self->pointer_wx) >= 1 || fabs (wy - self->pointer_wy) >= 1;
  self->pointer_seen = TRUE;
  self->pointer_wx = wx;
  self->pointer_wy = wy;
  return moved;
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, CastellanClassicBoard *self)
{
  int cell;

  self->px = x;
  self->py = y;
  self->pointer_in = TRUE;
  if (!pointer_moved (self, x, y) || self->turn == NULL || self->dragging)
    return;
  /* hovering a numbered spot chooses it, so the tutor and the board show
   * what it is (a field lights the cities it supplies) */
  if (castellan_classic_turn_get_stage (self->turn) == CASTELLAN_STAGE_FOLLOWER)
    {
      int spot = spot_at (self, x, y);
      if (spot >= 0 && spot != castellan_classic_turn_get_selected_spot (self->turn))
        castellan_classic_turn_select_spot (self->turn, spot);
      return;
    }
  /* hovering a lit cell shows the tile there */
  if (castellan_classic_turn_get_stage (self->turn) != CASTELLAN_STAGE_PLACE)
    return;
  cell = classic_board_cell_at (self, x, y);
  if (cell >= 0 && castellan_classic_turn_get_fits (self->turn, cell))
    castellan_classic_turn_set_cursor_cell (self->turn, cell);
}

static void
leave_cb (GtkEventControllerMotion *controller, CastellanClassicBoard *self)
{
  self->pointer_in = FALSE;
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, CastellanClassicBoard *self)
{
  self->pinch_zoom = self->zoom;
}

static void
zoom_scale_cb (GtkGestureZoom *gesture, double scale, CastellanClassicBoard *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  castellan_classic_board_zoom_at (self, self->pinch_zoom * scale / self->zoom, x, y);
}

static gboolean
key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType mods,
        CastellanClassicBoard *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  CastellanStage stage = self->turn ? castellan_classic_turn_get_stage (self->turn) : CASTELLAN_STAGE_IDLE;
  int dx = 0, dy = 0;

  if (mods & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  classic_board_input (self);
  switch (keyval)
    {
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      castellan_classic_board_zoom_at (self, ZOOM_STEP, w / 2, h / 2);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      castellan_classic_board_zoom_at (self, 1 / ZOOM_STEP, w / 2, h / 2);
      return TRUE;
    case GDK_KEY_0: case GDK_KEY_KP_0:
      castellan_classic_board_fit (self);
      return TRUE;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:       dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:   dy = 1; break;
    case GDK_KEY_r:
      castellan_classic_turn_rotate (self->turn, 1);
      return self->turn != NULL;
    case GDK_KEY_R:
      castellan_classic_turn_rotate (self->turn, -1);
      return self->turn != NULL;
    case GDK_KEY_f: case GDK_KEY_F:
      /* F, Shift+F: on to the next cell that takes the tile, or back */
      if (stage != CASTELLAN_STAGE_PLACE)
        return FALSE;
      if (!castellan_classic_turn_next_fit (self->turn, keyval == GDK_KEY_F ? -1 : 1))
        gtk_widget_error_bell (GTK_WIDGET (self));
      else
        {
          int x, y;

          self->follow_fit = FALSE;
          if (castellan_board_model_get_cursor (self->model, &x, &y))
            classic_board_ensure_visible (self, x, y);
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
      return TRUE;
    case GDK_KEY_n:
      /* N: no follower */
      if (stage != CASTELLAN_STAGE_FOLLOWER)
        return FALSE;
      castellan_classic_turn_choose_follower (self->turn, -1);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (stage == CASTELLAN_STAGE_PLACE)
        castellan_classic_turn_lay (self->turn);
      else if (stage == CASTELLAN_STAGE_FOLLOWER)
        castellan_classic_turn_choose_follower (self->turn, castellan_classic_turn_get_selected_spot (self->turn));
      else if (stage == CASTELLAN_STAGE_CONFIRM)
        castellan_classic_turn_end (self->turn);
      return stage != CASTELLAN_STAGE_IDLE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      /* B-3.6: a tile that fits only with a bridge may be removed instead */
      return self->turn != NULL && castellan_classic_turn_discard (self->turn);
    case GDK_KEY_b: case GDK_KEY_B:
      /* B-3: the next bridge that may go with the laid tile, or none */
      return self->turn != NULL && castellan_classic_turn_next_bridge (self->turn);
    case GDK_KEY_Escape:
      if (stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM)
        {
          castellan_classic_turn_cancel (self->turn);
          return TRUE;
        }
      return FALSE;
    default:
      if (stage == CASTELLAN_STAGE_FOLLOWER && keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
        {
          guint i = keyval - GDK_KEY_1;
          if (i < castellan_classic_turn_get_open_spots (self->turn, NULL))
            castellan_classic_turn_choose_follower (self->turn, i);
          return TRUE;
        }
      return FALSE;
    }
  if (self->turn == NULL)
    return FALSE;
  castellan_classic_turn_move_cursor (self->turn, dx, dy);
  {
    int x, y;

    if (stage == CASTELLAN_STAGE_PLACE && castellan_board_model_get_cursor (self->model, &x, &y))
      {
        self->follow_fit = FALSE;
        classic_board_ensure_visible (self, x, y);
      }
  }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

void
classic_board_bind_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, drag_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_update_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_end_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_scale_cb);
  gtk_widget_class_bind_template_callback (widget_class, scroll_cb);
  gtk_widget_class_bind_template_callback (widget_class, motion_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_cb);
  gtk_widget_class_bind_template_callback (widget_class, key_cb);
}
