/* castellan-board-input.c — the board's keys, pointer and screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Alike for every game. The pointer over a cell puts the cursor there
 * (on the open board, over a cell where the tile fits); a click lays the drawn tile (one click), or chooses the numbered follower
 * spot clicked, or, with a spot still to choose, lays the tile again on
 * another cell where it fits. The keys: the arrows move the cursor, F and
 * Shift+F to the next cell that takes the tile, R and Shift+R turn it,
 * Enter lays it and ends the turn, 1–9 (0 the tenth) choose a spot, N no
 * follower, Escape steps back; on a board that grows, + − and 0 zoom and
 * fit, a drag or the wheel pans and Ctrl+wheel or a pinch zooms. On The
 * Castle's board, which never moves, the wheel turns the tile. The
 * expansion adds Delete (B-3.6: remove a tile that fits only with a
 * bridge) and B (the next bridge that may go with the laid tile).
 *
 * The keys are the class's actions and bindings, so that a key that
 * means nothing at the moment passes on (Tab moves the focus, Escape
 * reaches the window).
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-board-private.h"
#include "castellan-a11y.h"
#include "castellan-classic-describe.h"
#include "castellan-classic-turn.h"
#include "castellan-describe.h"
#include "castellan-turn.h"

#define DRAG_SLOP 5.0
#define ZOOM_STEP 1.25

/* the player acts: what was announced before is done with */
void
board_input (CastellanBoard *self)
{
  castellan_a11y_input (GTK_WIDGET (self));
}

void
board_update_actions (CastellanBoard *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  CastellanStage st = board_stage (self);
  gboolean place = st == CASTELLAN_STAGE_PLACE, follower = st == CASTELLAN_STAGE_FOLLOWER;
  gboolean open = self->turn != NULL && CASTELLAN_IS_CLASSIC_TURN (self->turn);
  guint spots = follower ? castellan_turn_base_get_n_open_spots (self->turn) : 0;

  gtk_widget_action_set_enabled (w, "board.rotate", place);
  gtk_widget_action_set_enabled (w, "board.next-fit", place);
  gtk_widget_action_set_enabled (w, "board.activate", st != CASTELLAN_STAGE_IDLE);
  gtk_widget_action_set_enabled (w, "board.no-follower", follower);
  gtk_widget_action_set_enabled (w, "board.pick-spot", follower);
  gtk_widget_action_set_enabled (w, "board.next-spot", spots > 0);
  gtk_widget_action_set_enabled (w, "board.cancel", follower || st == CASTELLAN_STAGE_CONFIRM);
  /* 0 fits the view, or picks a tenth spot */
  gtk_widget_action_set_enabled (w, "board.zoom", (self->painter != NULL && !self->painter->fixed) || spots >= 10);
  gtk_widget_action_set_enabled (w, "board.discard", open && place);
  gtk_widget_action_set_enabled (w, "board.next-bridge", open && st != CASTELLAN_STAGE_IDLE);
  gtk_widget_action_set_enabled (w, "board.move-cursor", self->turn != NULL);
}

/* ---- choosing --------------------------------------------------------------------- */

void
board_activate_cursor (CastellanBoard *self)
{
  switch (board_stage (self))
    {
    case CASTELLAN_STAGE_PLACE:
      if (!castellan_turn_base_lay (self->turn) && castellan_turn_base_get_cursor_cell (self->turn) < 0)
        gtk_widget_error_bell (GTK_WIDGET (self));
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      castellan_turn_base_choose_follower (self->turn, castellan_turn_base_get_selected_spot (self->turn));
      break;
    case CASTELLAN_STAGE_CONFIRM:
      castellan_turn_base_end (self->turn);
      break;
    case CASTELLAN_STAGE_IDLE:
    default:
      break;
    }
}

/* the view follows the cursor the keys moved */
static void
follow_cursor (CastellanBoard *self)
{
  int x, y;

  if (self->model != NULL && castellan_board_model_get_cursor (self->model, &x, &y) &&
      self->painter != NULL && !self->painter->fixed)
    {
      self->follow_fit = FALSE;
      board_ensure_visible (self, x, y);
    }
}

static void
action_rotate (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  board_input (self);
  if (self->turn != NULL)
    castellan_turn_base_rotate (self->turn, g_variant_get_int32 (param));
}

static void
action_move_cursor (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);
  int dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  board_input (self);
  self->pointer_cursor = FALSE;
  if (self->turn == NULL)
    return;
  if (!castellan_turn_base_move_cursor (self->turn, dx, dy) &&
      (board_stage (self) != CASTELLAN_STAGE_FOLLOWER || castellan_turn_base_get_n_open_spots (self->turn) > 0))
    gtk_widget_error_bell (widget);
  if (board_stage (self) == CASTELLAN_STAGE_PLACE)
    follow_cursor (self);
}

static void
action_next_fit (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  board_input (self);
  self->pointer_cursor = FALSE;
  if (self->turn == NULL || !castellan_turn_base_next_fit (self->turn, g_variant_get_int32 (param) < 0 ? -1 : 1))
    gtk_widget_error_bell (widget);
  else
    follow_cursor (self);
}

static void
action_activate (GtkWidget *widget, const char *name, GVariant *param)
{
  board_input (CASTELLAN_BOARD (widget));
  board_activate_cursor (CASTELLAN_BOARD (widget));
}

static void
action_no_follower (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  board_input (self);
  if (board_stage (self) == CASTELLAN_STAGE_FOLLOWER)
    castellan_turn_base_choose_follower (self->turn, -1);
}

static void
pick_spot (CastellanBoard *self, int index)
{
  board_input (self);
  if (board_stage (self) != CASTELLAN_STAGE_FOLLOWER)
    return;
  if (!castellan_turn_base_select_spot (self->turn, index))
    gtk_widget_error_bell (GTK_WIDGET (self));
  else
    castellan_turn_base_choose_follower (self->turn, index);
}

static void
action_pick_spot (GtkWidget *widget, const char *name, GVariant *param)
{
  pick_spot (CASTELLAN_BOARD (widget), g_variant_get_int32 (param) - 1);
}

static void
action_next_spot (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);
  guint n;

  if (board_stage (self) != CASTELLAN_STAGE_FOLLOWER || (n = castellan_turn_base_get_n_open_spots (self->turn)) == 0)
    return;
  castellan_turn_base_select_spot (self->turn, (castellan_turn_base_get_selected_spot (self->turn) + 1) % (int) n);
}

static void
action_cancel (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  board_input (self);
  if (self->turn != NULL)
    castellan_turn_base_cancel (self->turn);
}

/* + (1), − (-1), 0 (fit; with ten spots or more to choose from, the tenth) */
static void
action_zoom (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);
  int step = g_variant_get_int32 (param);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  if (step == 0 && board_stage (self) == CASTELLAN_STAGE_FOLLOWER &&
      castellan_turn_base_get_n_open_spots (self->turn) >= 10)
    pick_spot (self, 9);
  else if (step == 0)
    castellan_board_fit (self);
  else
    castellan_board_zoom_at (self, step > 0 ? ZOOM_STEP : 1 / ZOOM_STEP, w / 2, h / 2);
}

/* B-3.6: a tile that fits only with a bridge may be removed instead */
static void
action_discard (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  board_input (self);
  if (self->turn == NULL || !CASTELLAN_IS_CLASSIC_TURN (self->turn) ||
      !castellan_classic_turn_discard (CASTELLAN_CLASSIC_TURN (self->turn)))
    gtk_widget_error_bell (widget);
}

/* B-3: the next bridge that may go with the laid tile, or none */
static void
action_next_bridge (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  board_input (self);
  if (self->turn == NULL || !CASTELLAN_IS_CLASSIC_TURN (self->turn) ||
      !castellan_classic_turn_next_bridge (CASTELLAN_CLASSIC_TURN (self->turn)))
    gtk_widget_error_bell (widget);
}

/* ---- the pointer ------------------------------------------------------------------ */

void
castellan_board_activate_at (CastellanBoard *self, double x, double y)
{
  int cell;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  board_input (self);
  self->pointer_cursor = TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->turn == NULL || !board_has_game (self))
    return;
  cell = board_cell_at (self, x, y);
  switch (board_stage (self))
    {
    case CASTELLAN_STAGE_PLACE:
      /* one click lays: where the tile does not fit as turned, the turn says why */
      if (cell < 0)
        return;
      castellan_turn_base_set_cursor_cell (self->turn, cell);
      board_activate_cursor (self);
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      {
        int spot = board_spot_at (self, x, y);
        guint pending = 0;

        castellan_turn_base_get_pending (self->turn, &pending, NULL);
        if (spot >= 0)
          castellan_turn_base_choose_follower (self->turn, spot);
        else if (cell >= 0 && cell != (int) pending && castellan_turn_base_get_fits (self->turn, cell))
          {
            /* changed one's mind: lay it there instead */
            castellan_turn_base_cancel (self->turn);
            castellan_turn_base_set_cursor_cell (self->turn, cell);
            board_activate_cursor (self);
          }
      }
      break;
    case CASTELLAN_STAGE_CONFIRM:
    case CASTELLAN_STAGE_IDLE:
    default:
      if (cell >= 0)
        castellan_turn_base_set_cursor_cell (self->turn, cell);
      break;
    }
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, CastellanBoard *self)
{
  self->drag_cx = self->cx;
  self->drag_cy = self->cy;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, CastellanBoard *self)
{
  if (self->painter == NULL || self->painter->fixed || (!self->dragging && hypot (dx, dy) < DRAG_SLOP))
    return;
  self->dragging = TRUE;
  self->cx = self->drag_cx - dx / self->zoom;
  self->cy = self->drag_cy - dy / self->zoom;
  self->follow_fit = FALSE;
  board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, CastellanBoard *self)
{
  double x, y;

  if (self->dragging)
    {
      self->dragging = FALSE;
      return;
    }
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  castellan_board_activate_at (self, x + dx, y + dy);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, CastellanBoard *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (self->painter == NULL || self->painter->fixed)
    {
      /* the board that never moves: the wheel turns the tile */
      if (board_stage (self) != CASTELLAN_STAGE_PLACE || dy == 0)
        return FALSE;
      board_input (self);
      castellan_turn_base_rotate (self->turn, dy > 0 ? 1 : -1);
      return TRUE;
    }
  if (mods & GDK_CONTROL_MASK)
    {
      double x = self->pointer_in ? self->px : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double y = self->pointer_in ? self->py : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
      castellan_board_zoom_at (self, pow (ZOOM_STEP, -dy), x, y);
    }
  else
    castellan_board_pan (self, -dx * 40, -dy * 40);
  return TRUE;
}

/* GTK sends a motion event at the resting pointer's place whenever the
 * board is laid out again or moves in the window (the side pane grows, a
 * dialog closes): only a pointer that really moved in the window takes the
 * cursor, so the keyboard's cursor stays where the keys put it */
static gboolean
pointer_moved (CastellanBoard *self, double x, double y)
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
motion_cb (GtkEventControllerMotion *controller, double x, double y, CastellanBoard *self)
{
  CastellanStage stage = board_stage (self);

  self->px = x;
  self->py = y;
  self->pointer_in = TRUE;
  if (!pointer_moved (self, x, y) || self->turn == NULL || self->dragging)
    return;
  board_input (self);
  /* hovering a numbered spot marks it, so the tutor and the board show
   * what it is (a field lights the cities it supplies) */
  if (stage == CASTELLAN_STAGE_FOLLOWER)
    {
      int spot = board_spot_at (self, x, y);
      if (spot >= 0 && spot != castellan_turn_base_get_selected_spot (self->turn))
        castellan_turn_base_select_spot (self->turn, spot);
      return;
    }
  if (stage != CASTELLAN_STAGE_PLACE && stage != CASTELLAN_STAGE_IDLE)
    return;
  if (self->painter != NULL && !self->painter->fixed)
    {
      /* a board that grows is mostly empty ground: only a cell where the
       * tile fits takes the cursor, and it stays when the pointer leaves */
      int cell = board_cell_at (self, x, y);

      if (stage == CASTELLAN_STAGE_PLACE && cell >= 0 && castellan_turn_base_get_fits (self->turn, cell))
        castellan_turn_base_set_cursor_cell (self->turn, cell);
      return;
    }
  self->pointer_cursor = TRUE;
  castellan_turn_base_set_cursor_cell (self->turn, board_cell_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *controller, CastellanBoard *self)
{
  CastellanStage stage = board_stage (self);

  self->pointer_in = FALSE;
  /* the place is kept: a window shown over the board and closed again
   * brings the pointer back where it rested, which is no move */
  if (!self->pointer_cursor || self->turn == NULL)
    return;
  if (stage == CASTELLAN_STAGE_PLACE || stage == CASTELLAN_STAGE_IDLE)
    castellan_turn_base_set_cursor_cell (self->turn, -1);
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, CastellanBoard *self)
{
  self->pinch_zoom = self->zoom;
}

static void
zoom_scale_cb (GtkGestureZoom *gesture, double scale, CastellanBoard *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  castellan_board_zoom_at (self, self->pinch_zoom * scale / self->zoom, x, y);
}

/* the keyboard cursor is drawn only while the board has the focus */
static void
focus_changed_cb (GtkEventControllerFocus *focus, CastellanBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- what a screen reader hears --------------------------------------------------- */

/* What the cursor shows, in the model's words, is the board's description:
 * Orca speaks it as it changes while the board has the focus. A message
 * announced meanwhile (castellan_announce: a move played, a refused tile)
 * takes its place until the player's next key or click (board_input). */
static char *
describe_cursor (CastellanBoard *self)
{
  if (CASTELLAN_IS_CLASSIC_TURN (self->turn))
    return castellan_classic_describe_cursor (CASTELLAN_CLASSIC_TURN (self->turn));
  return castellan_describe_cursor (CASTELLAN_TURN (self->turn));
}

/* No cursor yet: The Castle's first turn before any key (its cursor comes
 * with the first tile laid), or a computer to play first in any game. The
 * board was read as nothing; it says what it shows: whose turn and the
 * score, and on a person's turn the drawn tile and how many cells take it
 * (the cells it lights), with the keys that go there. */
static char *
describe_no_cursor (CastellanBoard *self)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autofree char *turn = NULL;
  g_autofree char *tile = NULL;
  guint n_fits;

  if (!board_has_game (self))
    return NULL;
  if (CASTELLAN_IS_CLASSIC_TURN (self->turn))
    {
      CastellanClassicTurn *classic = CASTELLAN_CLASSIC_TURN (self->turn);
      turn = castellan_classic_describe_turn (castellan_classic_turn_get_game (classic));
      if (board_stage (self) == CASTELLAN_STAGE_PLACE)
        tile = castellan_classic_describe_tile (classic);
    }
  else
    {
      turn = castellan_describe_turn (castellan_turn_get_game (CASTELLAN_TURN (self->turn)));
      if (board_stage (self) == CASTELLAN_STAGE_PLACE)
        tile = castellan_describe_tile (CASTELLAN_TURN (self->turn));
    }
  if (turn != NULL)
    g_string_append (s, turn);
  if (tile != NULL)
    {
      g_string_append_printf (s, "%s%s", s->len ? " " : "", tile);
      /* the classic tile's words end without a full stop */
      if (!g_str_has_suffix (tile, "."))
        g_string_append_c (s, '.');
      n_fits = castellan_board_model_get_lit (self->model, NULL);
      if (n_fits > 0)
        {
          g_string_append_c (s, ' ');
          /* Translators: for a screen reader, after the drawn tile's
           * description, while no cell of the board has the cursor yet */
          g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                  "It fits on %u cell: the arrow keys move over the board, F goes to a cell where it fits.",
                                                  "It fits on %u cells: the arrow keys move over the board, F goes to a cell where it fits.",
                                                  n_fits),
                                  n_fits);
        }
    }
  return s->len ? g_string_free (g_steal_pointer (&s), FALSE) : NULL;
}

static char *
describe (GtkWidget *widget)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);
  char *text;

  if (self->turn == NULL)
    return NULL;
  text = describe_cursor (self);
  if (text == NULL && castellan_turn_base_get_cursor_cell (self->turn) < 0)
    text = describe_no_cursor (self);
  return text;
}

static void
a11y_init (GtkWidget *widget)
{
  castellan_a11y_set_describe_func (widget, describe);
}

void
board_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.rotate", "i", action_rotate);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", action_move_cursor);
  gtk_widget_class_install_action (widget_class, "board.next-fit", "i", action_next_fit);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.no-follower", NULL, action_no_follower);
  gtk_widget_class_install_action (widget_class, "board.pick-spot", "i", action_pick_spot);
  gtk_widget_class_install_action (widget_class, "board.next-spot", NULL, action_next_spot);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "board.zoom", "i", action_zoom);
  gtk_widget_class_install_action (widget_class, "board.discard", NULL, action_discard);
  gtk_widget_class_install_action (widget_class, "board.next-bridge", NULL, action_next_bridge);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1);
  for (guint kp = 0; kp < 2; kp++)
    {
      gtk_widget_class_add_binding_action (widget_class, kp ? GDK_KEY_KP_Left : GDK_KEY_Left, 0,
                                           "board.move-cursor", "(ii)", -1, 0);
      gtk_widget_class_add_binding_action (widget_class, kp ? GDK_KEY_KP_Right : GDK_KEY_Right, 0,
                                           "board.move-cursor", "(ii)", 1, 0);
      gtk_widget_class_add_binding_action (widget_class, kp ? GDK_KEY_KP_Up : GDK_KEY_Up, 0,
                                           "board.move-cursor", "(ii)", 0, -1);
      gtk_widget_class_add_binding_action (widget_class, kp ? GDK_KEY_KP_Down : GDK_KEY_Down, 0,
                                           "board.move-cursor", "(ii)", 0, 1);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "board.next-fit", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F, GDK_SHIFT_MASK, "board.next-fit", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "board.no-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  for (guint i = 1; i <= 9; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, 0, "board.pick-spot", "i", i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + i, 0, "board.pick-spot", "i", i);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, 0, "board.zoom", "i", 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "board.zoom", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "board.zoom", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "board.discard", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "board.discard", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "board.next-bridge", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_B, GDK_SHIFT_MASK, "board.next-bridge", NULL);

  /* the pointer, the pinch, the wheel and the focus: declared in the template */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/castellan-board.ui");
  gtk_widget_class_bind_template_callback (widget_class, drag_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_update_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_end_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_scale_cb);
  gtk_widget_class_bind_template_callback (widget_class, scroll_cb);
  gtk_widget_class_bind_template_callback (widget_class, motion_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_cb);
  gtk_widget_class_bind_template_callback (widget_class, focus_changed_cb);
}

/* any key the player presses on the board is an act: what was announced
 * before (a suggestion, a refusal) gives way to the cell under the cursor,
 * even for a key that changes nothing now (N while placing) */
static gboolean
any_key_cb (GtkEventControllerKey *controller,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            CastellanBoard        *self)
{
  switch (keyval)
    {
    case GDK_KEY_Shift_L: case GDK_KEY_Shift_R: case GDK_KEY_Control_L: case GDK_KEY_Control_R:
    case GDK_KEY_Alt_L: case GDK_KEY_Alt_R: case GDK_KEY_Super_L: case GDK_KEY_Super_R:
      break;   /* a modifier alone is no act */
    default:
      board_input (self);
    }
  return GDK_EVENT_PROPAGATE;
}

void
board_init_input (CastellanBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (any_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  a11y_init (GTK_WIDGET (self));
}
