/* castellan-board-view.c — the castle, its track and the turn being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board lets a person play the turn in progress (CastellanTurn) with
 * the pointer and the keyboard: a place and a turn for the drawn tile,
 * then a follower spot or none. The turn keeps the state and asks the
 * engine; the board passes the input on, shows the answers and animates
 * the moves played. Its picture is drawn in castellan-board-drawing.c.
 */
#define G_LOG_DOMAIN "castellan-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "castellan-board-view-private.h"
#include "castellan-a11y.h"
#include "castellan-describe.h"

G_DEFINE_FINAL_TYPE (CastellanBoardView, castellan_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TURN,
  PROP_HIGHLIGHT_LEGAL,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

/* the player acts: what was announced before is done with */
static void
input (CastellanBoardView *self)
{
  castellan_a11y_input (GTK_WIDGET (self));
}

static CastellanStage
stage (CastellanBoardView *self)
{
  return self->turn ? castellan_turn_get_stage (self->turn) : CASTELLAN_STAGE_IDLE;
}

/* keys that mean nothing in a stage pass on (Tab moves the focus, Escape
 * reaches the window) instead of being swallowed by the board */
static void
update_actions (CastellanBoardView *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  CastellanStage st = stage (self);
  gboolean place = st == CASTELLAN_STAGE_PLACE;
  gboolean follower = st == CASTELLAN_STAGE_FOLLOWER;

  gtk_widget_action_set_enabled (w, "board.rotate", place);
  gtk_widget_action_set_enabled (w, "board.next-fit", place);
  gtk_widget_action_set_enabled (w, "board.activate", st != CASTELLAN_STAGE_IDLE);
  gtk_widget_action_set_enabled (w, "board.no-follower", follower);
  gtk_widget_action_set_enabled (w, "board.pick-spot", follower);
  gtk_widget_action_set_enabled (w, "board.next-spot", follower && castellan_turn_get_open_spots (self->turn, NULL) > 0);
  gtk_widget_action_set_enabled (w, "board.cancel", follower || st == CASTELLAN_STAGE_CONFIRM);
}

/* ---- animation ------------------------------------------------------------------ */

static void
stop_animation (CastellanBoardView *self)
{
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->playing)
    {
      self->playing = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  self->anim_t = 1;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  gtk_widget_queue_draw (widget);
  if (self->playing)
    {
      self->anim_t = CLAMP ((double) (now - self->anim_start) / self->anim_duration, 0, 1);
      if (self->anim_t < 1)
        return G_SOURCE_CONTINUE;
      self->playing = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  /* the thinking pulse */
  if (view_has_game (self) && castellan_game_get_phase (self->game) == CASTELLAN_PHASE_THINKING)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
ensure_ticking (CastellanBoardView *self)
{
  if (self->tick_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
played_cb (CastellanBoardModel *model, gpointer data, CastellanBoardView *self)
{
  const CastellanBoardPlay *play = data;

  stop_animation (self);
  if (self->speed == CASTELLAN_ANIMATION_OFF || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->play = *play;
  self->playing = TRUE;
  self->anim_start = g_get_monotonic_time ();
  self->anim_duration = self->speed == CASTELLAN_ANIMATION_FAST ? 450000 : 1100000;
  self->anim_t = 0;
  /* a human just laid this tile by hand; anyone else's tile fades in */
  self->anim_tile = play->computer;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
  ensure_ticking (self);
}

static void
phase_cb (CastellanGame *game, GParamSpec *pspec, CastellanBoardView *self)
{
  if (castellan_game_get_phase (game) == CASTELLAN_PHASE_THINKING)
    {
      self->think_start = g_get_monotonic_time ();
      ensure_ticking (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* the turn moved on: a stage, the cursor, the tile turned, a spot */
static void
turn_notify_cb (CastellanTurn *turn, GParamSpec *pspec, CastellanBoardView *self)
{
  update_actions (self);
  castellan_a11y_update (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
refused_cb (CastellanTurn *turn, int cell, CastellanBoardView *self)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* ---- choosing ------------------------------------------------------------------- */

static void
activate_cursor (CastellanBoardView *self)
{
  switch (stage (self))
    {
    case CASTELLAN_STAGE_PLACE:
      if (!castellan_turn_lay (self->turn) && castellan_turn_get_cursor_cell (self->turn) < 0)
        gtk_widget_error_bell (GTK_WIDGET (self));
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      castellan_turn_choose_follower (self->turn, castellan_turn_get_selected_spot (self->turn));
      break;
    case CASTELLAN_STAGE_CONFIRM:
      castellan_turn_end (self->turn);
      break;
    case CASTELLAN_STAGE_IDLE:
    default:
      break;
    }
}

static void
action_rotate (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  input (self);
  if (self->turn)
    castellan_turn_rotate (self->turn, g_variant_get_int32 (param));
}

static void
action_move_cursor (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (param, "(ii)", &dx, &dy);
  input (self);
  self->pointer_cursor = FALSE;
  if (self->turn && !castellan_turn_move_cursor (self->turn, dx, dy) &&
      (stage (self) != CASTELLAN_STAGE_FOLLOWER || castellan_turn_get_open_spots (self->turn, NULL) > 0))
    gtk_widget_error_bell (widget);
}

/* F, Shift+F: on to the next cell that takes the tile, or back */
static void
action_next_fit (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  input (self);
  self->pointer_cursor = FALSE;
  if (self->turn && !castellan_turn_next_fit (self->turn, g_variant_get_int32 (param) < 0 ? -1 : 1))
    gtk_widget_error_bell (widget);
}

static void
action_activate (GtkWidget *widget, const char *name, GVariant *param)
{
  input (CASTELLAN_BOARD_VIEW (widget));
  activate_cursor (CASTELLAN_BOARD_VIEW (widget));
}

static void
action_no_follower (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  input (self);
  if (stage (self) == CASTELLAN_STAGE_FOLLOWER)
    castellan_turn_choose_follower (self->turn, -1);
}

static void
action_pick_spot (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  int index = g_variant_get_int32 (param) - 1;

  input (self);
  if (stage (self) != CASTELLAN_STAGE_FOLLOWER)
    return;
  if (!castellan_turn_select_spot (self->turn, index))
    gtk_widget_error_bell (widget);
  else
    castellan_turn_choose_follower (self->turn, index);
}

static void
action_next_spot (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  guint n;

  if (stage (self) != CASTELLAN_STAGE_FOLLOWER || (n = castellan_turn_get_open_spots (self->turn, NULL)) == 0)
    return;
  castellan_turn_select_spot (self->turn, (castellan_turn_get_selected_spot (self->turn) + 1) % (int) n);
}

static void
action_cancel (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  input (self);
  if (self->turn)
    castellan_turn_cancel (self->turn);
}

/* ---- pointer -------------------------------------------------------------------- */

/* GTK sends a motion event at the resting pointer's place whenever the
 * board is laid out again, moved too when what lies above it grows or
 * shrinks: only a pointer that really moved in the window takes the
 * cursor, so the keyboard's cursor stays where the keys put it */
static void
motion_cb (GtkEventControllerMotion *motion, double x, double y, CastellanBoardView *self)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  double wx = x, wy = y;
  gboolean moved;

  if (root != NULL)
    gtk_widget_translate_coordinates (GTK_WIDGET (self), root, x, y, &wx, &wy);
  moved = !self->pointer_seen || fabs (wx - self->pointer_x) >= 1 || fabs (wy - self->pointer_y) >= 1;
  self->pointer_seen = TRUE;
  self->pointer_x = wx;
  self->pointer_y = wy;
  if (!moved)
    return;
  input (self);
  self->pointer_cursor = TRUE;
  if (self->turn && (stage (self) == CASTELLAN_STAGE_PLACE || stage (self) == CASTELLAN_STAGE_IDLE))
    castellan_turn_set_cursor_cell (self->turn, board_view_cell_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *motion, CastellanBoardView *self)
{
  /* the place is kept: a window shown over the board and closed again
   * brings the pointer back where it rested, which is no move */
  if (!self->pointer_cursor)
    return;
  if (self->turn && (stage (self) == CASTELLAN_STAGE_PLACE || stage (self) == CASTELLAN_STAGE_IDLE))
    castellan_turn_set_cursor_cell (self->turn, -1);
}

/* the keyboard cursor is drawn only while the board has the focus */
static void
focus_changed_cb (GtkEventControllerFocus *focus, CastellanBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pressed_cb (GtkGestureClick *click, int n_press, double x, double y, CastellanBoardView *self)
{
  int cell = board_view_cell_at (self, x, y);

  input (self);
  self->pointer_cursor = TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->turn == NULL)
    return;
  switch (stage (self))
    {
    case CASTELLAN_STAGE_PLACE:
      castellan_turn_set_cursor_cell (self->turn, cell);
      activate_cursor (self);
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      {
        int spot = board_view_spot_at (self, x, y);
        guint pending = 0;
        castellan_turn_get_pending (self->turn, &pending, NULL);
        if (spot >= 0)
          castellan_turn_choose_follower (self->turn, spot);
        else if (cell >= 0 && cell != (int) pending && castellan_turn_get_fits (self->turn, cell))
          {
            /* changed one's mind: lay it there instead */
            castellan_turn_cancel (self->turn);
            castellan_turn_set_cursor_cell (self->turn, cell);
            activate_cursor (self);
          }
      }
      break;
    case CASTELLAN_STAGE_CONFIRM:
    case CASTELLAN_STAGE_IDLE:
    default:
      castellan_turn_set_cursor_cell (self->turn, cell);
      break;
    }
}

static gboolean
scroll_cb (GtkEventControllerScroll *scroll, double dx, double dy, CastellanBoardView *self)
{
  if (stage (self) != CASTELLAN_STAGE_PLACE || dy == 0)
    return FALSE;
  input (self);
  castellan_turn_rotate (self->turn, dy > 0 ? 1 : -1);
  return TRUE;
}

/* ---- accessibility -------------------------------------------------------------- */

/* What the cursor shows, in the model's words, is the board's description:
 * Orca speaks it as it changes while the board has the focus. A message
 * announced meanwhile (castellan_announce: a move played, a refused tile)
 * takes its place until the player's next key or click (input). */
static char *
describe (GtkWidget *widget)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  return self->turn ? castellan_describe_cursor (self->turn) : NULL;
}

/* ---- GObject -------------------------------------------------------------------- */

static void
castellan_board_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (castellan_board_view_parent_class)->map (widget);
  if (view_has_game (CASTELLAN_BOARD_VIEW (widget)) &&
      castellan_game_get_phase (CASTELLAN_BOARD_VIEW (widget)->game) == CASTELLAN_PHASE_THINKING)
    ensure_ticking (CASTELLAN_BOARD_VIEW (widget));
}

static void
castellan_board_view_unmap (GtkWidget *widget)
{
  stop_animation (CASTELLAN_BOARD_VIEW (widget));
  GTK_WIDGET_CLASS (castellan_board_view_parent_class)->unmap (widget);
}

static void
castellan_board_view_dispose (GObject *object)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  castellan_board_view_set_turn (self, NULL);
  g_clear_handle_id (&self->resize_id, g_source_remove);
  G_OBJECT_CLASS (castellan_board_view_parent_class)->dispose (object);
}

static void
castellan_board_view_finalize (GObject *object)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  g_array_unref (self->named);
  g_array_unref (self->marks);
  G_OBJECT_CLASS (castellan_board_view_parent_class)->finalize (object);
}

static void
castellan_board_view_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  switch (id)
    {
    case PROP_TURN:            g_value_set_object (value, self->turn); break;
    case PROP_HIGHLIGHT_LEGAL: g_value_set_boolean (value, self->highlight_legal); break;
    case PROP_ANIMATION_SPEED: g_value_set_enum (value, self->speed); break;
    case PROP_ANIMATING:       g_value_set_boolean (value, self->playing); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_board_view_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  switch (id)
    {
    case PROP_TURN:
      castellan_board_view_set_turn (self, g_value_get_object (value));
      break;
    case PROP_HIGHLIGHT_LEGAL:
      self->highlight_legal = g_value_get_boolean (value);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      break;
    case PROP_ANIMATION_SPEED:
      self->speed = g_value_get_enum (value);
      if (self->speed == CASTELLAN_ANIMATION_OFF)
        stop_animation (self);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_board_view_class_init (CastellanBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = castellan_board_view_dispose;
  object_class->finalize = castellan_board_view_finalize;
  object_class->get_property = castellan_board_view_get_property;
  object_class->set_property = castellan_board_view_set_property;
  widget_class->snapshot = board_view_snapshot;
  widget_class->measure = board_view_measure;
  widget_class->query_tooltip = board_view_query_tooltip;
  widget_class->map = castellan_board_view_map;
  widget_class->unmap = castellan_board_view_unmap;

  props[PROP_TURN] = g_param_spec_object ("turn", NULL, NULL, CASTELLAN_TYPE_TURN, rw);
  props[PROP_HIGHLIGHT_LEGAL] = g_param_spec_boolean ("highlight-legal", NULL, NULL, TRUE, rw);
  props[PROP_ANIMATION_SPEED] = g_param_spec_enum ("animation-speed", NULL, NULL, CASTELLAN_TYPE_ANIMATION_SPEED,
                                                   CASTELLAN_ANIMATION_NORMAL, rw);
  props[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", action_rotate);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", action_move_cursor);
  gtk_widget_class_install_action (widget_class, "board.next-fit", "i", action_next_fit);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.no-follower", NULL, action_no_follower);
  gtk_widget_class_install_action (widget_class, "board.pick-spot", "i", action_pick_spot);
  gtk_widget_class_install_action (widget_class, "board.next-spot", NULL, action_next_spot);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.move-cursor", "(ii)", -1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.move-cursor", "(ii)", 1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.move-cursor", "(ii)", 0, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.move-cursor", "(ii)", 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "board.next-fit", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F, GDK_SHIFT_MASK, "board.next-fit", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "board.no-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  /* every numbered spot its key: 1 … 9, and 0 for the tenth */
  for (guint i = 1; castellan_turn_spot_key (i - 1) != NULL; i++)
    {
      guint digit = i % 10;
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + digit, 0, "board.pick-spot", "i", i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + digit, 0, "board.pick-spot", "i", i);
    }

  /* the pointer, the wheel and the focus: declared in the template */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/castellan-board-view.ui");
  gtk_widget_class_bind_template_callback (widget_class, motion_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_cb);
  gtk_widget_class_bind_template_callback (widget_class, pressed_cb);
  gtk_widget_class_bind_template_callback (widget_class, scroll_cb);
  gtk_widget_class_bind_template_callback (widget_class, focus_changed_cb);

  gtk_widget_class_set_css_name (widget_class, "castellan-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
castellan_board_view_init (CastellanBoardView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->highlight_legal = TRUE;
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  self->speed = CASTELLAN_ANIMATION_NORMAL;
  self->anim_t = 1;
  self->named = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
  self->marks = g_array_new (FALSE, FALSE, sizeof (CastellanBoardMark));
  board_view_find_spare (self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Castle board"), -1);
  castellan_a11y_set_describe_func (GTK_WIDGET (self), describe);
  update_actions (self);
}

GtkWidget *
castellan_board_view_new (void)
{
  return g_object_new (CASTELLAN_TYPE_BOARD_VIEW, NULL);
}

void
castellan_board_view_set_turn (CastellanBoardView *self, CastellanTurn *turn)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  g_return_if_fail (turn == NULL || CASTELLAN_IS_TURN (turn));

  if (self->turn == turn)
    return;
  stop_animation (self);
  if (self->turn)
    {
      g_signal_handlers_disconnect_by_data (self->turn, self);
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_signal_handlers_disconnect_by_data (self->model, self);
      g_clear_object (&self->model);
      g_clear_object (&self->game);
      g_clear_object (&self->turn);
    }
  if (turn)
    {
      self->turn = g_object_ref (turn);
      self->game = g_object_ref (castellan_turn_get_game (turn));
      self->model = castellan_board_model_new (G_OBJECT (turn));
      g_signal_connect (self->model, "played", G_CALLBACK (played_cb), self);
      g_signal_connect (self->game, "notify::phase", G_CALLBACK (phase_cb), self);
      g_signal_connect_swapped (self->game, "changed", G_CALLBACK (gtk_widget_queue_draw), self);
      g_signal_connect (self->turn, "notify", G_CALLBACK (turn_notify_cb), self);
      g_signal_connect (self->turn, "placement-refused", G_CALLBACK (refused_cb), self);
    }
  update_actions (self);
  castellan_a11y_update (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TURN]);
}

CastellanTurn *
castellan_board_view_get_turn (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), NULL);
  return self->turn;
}

void
castellan_board_view_set_show_region (CastellanBoardView *self, gboolean show)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  self->show_region = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
castellan_board_view_get_animating (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), FALSE);
  return self->playing;
}

void
castellan_board_view_get_cell_rect (CastellanBoardView *self, guint cell, graphene_rect_t *rect)
{
  int x = 0, y = 0;

  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  if (!castellan_board_model_cell_xy (self->model, (int) cell, &x, &y))
    g_return_if_reached ();
  castellan_board_view_cell_area (self, x, y, rect);
}
