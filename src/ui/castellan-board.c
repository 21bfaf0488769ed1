/* castellan-board.c — one board widget for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shell a page holds: it takes any game's turn (a CastellanTurnBase),
 * follows it through the board model and draws it with the painter of
 * that game's board (castellan-board-private.h). This file keeps the
 * object: the turn, the animation of a move played, the properties and
 * the calls a page makes; castellan-board-view.c keeps the view (zoom,
 * pan, where a cell is), castellan-board-input.c the keys, the pointer
 * and what a screen reader hears.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-board-private.h"
#include "castellan-a11y.h"
#include "castellan-texture-cache.h"
#include "castellan-ui-enums.h"

G_DEFINE_FINAL_TYPE (CastellanBoard, castellan_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TURN,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  PROP_HIGHLIGHT_LEGAL,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

GdkRGBA
board_seat_rgba (CastellanBoard *self, int seat, double alpha)
{
  guint32 c = self->model != NULL ? castellan_board_model_seat_rgb (self->model, seat) : castellan_seat_rgb (seat);

  return (GdkRGBA) { ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0, alpha };
}

/* ---- a move played out ------------------------------------------------------------ */

/* how long a move is played out, µs */
static double
animation_us (CastellanAnimationSpeed speed)
{
  return speed == CASTELLAN_ANIMATION_FAST ? 450000 : 1100000;
}

/* Each computer's move stays in view this long before the next
 * computer's is played (castellan_game_base_set_pace): its animation and
 * a moment of rest, or with animations off a moment to see it at all. */
static void
pace_game (CastellanBoard *self)
{
  if (self->game != NULL)
    castellan_game_base_set_pace (self->game, self->speed == CASTELLAN_ANIMATION_OFF ? 600
                                              : (guint) (animation_us (self->speed) / 1000) + 150);
}

/* the game's next computer's move need not wait for this board any more */
static void
release_game (CastellanBoard *self)
{
  if (self->showing_for != NULL)
    castellan_game_base_hold_shown (self->showing_for, FALSE);
  g_clear_object (&self->showing_for);
}

static void
stop_animation (CastellanBoard *self)
{
  release_game (self);
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  self->anim_t = 1;
  self->play.mover = -1;
  if (self->playing)
    {
      self->playing = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
}

static gboolean
thinking (CastellanBoard *self)
{
  return self->game != NULL && castellan_game_base_get_phase (self->game) == CASTELLAN_PHASE_THINKING &&
         self->painter != NULL && self->painter->fixed;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  gtk_widget_queue_draw (widget);
  if (self->playing)
    {
      self->anim_t = CLAMP ((gdk_frame_clock_get_frame_time (clock) - self->anim_start) / self->anim_duration, 0, 1);
      if (self->anim_t < 1)
        return G_SOURCE_CONTINUE;
      self->playing = FALSE;
      self->play.mover = -1;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  /* the move has been played out, or (not played out) this frame draws
   * it: the computer's next move may come */
  release_game (self);
  /* The Castle's drawn tile pulses while a computer thinks */
  if (thinking (self))
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
ensure_ticking (CastellanBoard *self)
{
  if (self->tick_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
played_cb (CastellanBoardModel *model, gpointer data, CastellanBoard *self)
{
  const CastellanBoardPlay *play = data;

  stop_animation (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* the computer's next move (a reply to a person's move too) waits for
   * this one to be shown: played out whole, however slow the frames, or
   * when not played out, drawn in a frame at least (tick_cb lets it go) */
  self->showing_for = g_object_ref (self->game);
  castellan_game_base_hold_shown (self->game, TRUE);
  ensure_ticking (self);
  if (self->speed == CASTELLAN_ANIMATION_OFF ||
      (!self->painter->plays_every_move && (play->mover < 0 || !play->computer)))
    return;
  self->play = *play;
  self->playing = TRUE;
  self->anim_start = g_get_monotonic_time ();
  self->anim_duration = animation_us (self->speed);
  self->anim_t = 0;
  /* the view follows the move where the person has moved it away */
  if (!self->painter->fixed && !self->follow_fit && play->mover >= 0)
    board_ensure_visible (self, play->x, play->y);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
  ensure_ticking (self);
}

static void
phase_cb (GObject *game, GParamSpec *pspec, CastellanBoard *self)
{
  if (thinking (self))
    {
      self->think_start = g_get_monotonic_time ();
      ensure_ticking (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- following the turn ------------------------------------------------------------- */

/* the lit cells or the cursor changed: the view follows them (unless the
 * whole board is fitted anyway), the castle question's cells are
 * numbered as the turn numbers them */
static void
changed_cb (CastellanBoardModel *model, CastellanBoard *self)
{
  const CastellanBoardLight *lights;
  guint n = self->model != NULL ? castellan_board_model_get_lights (self->model, &lights) : 0;

  self->n_castle_cells = 0;
  for (guint i = 0; i < n; i++)
    if (lights[i].style == CASTELLAN_LIGHT_QUESTION)
      {
        self->castle_cells = g_renew (guint16, self->castle_cells, self->n_castle_cells + 1);
        self->castle_cells[self->n_castle_cells++] = castellan_board_model_cell_at (self->model, lights[i].x, lights[i].y);
      }
  if (self->model != NULL && !self->painter->fixed)
    {
      guint n_tiles = castellan_board_model_get_tiles (self->model, NULL);
      guint n_lit = castellan_board_model_get_lit (self->model, NULL);
      int cx, cy;
      graphene_rect_t area;

      /* a new turn's cells, once a tile was laid since the view last followed */
      if (n_lit > 0 && n_tiles != self->seen_tiles)
        {
          if (!self->follow_fit)
            {
              const CastellanCell *lit;
              double x0, x1, y0, y1;

              castellan_board_model_get_lit (self->model, &lit);
              x0 = x1 = lit[0].x;
              y0 = y1 = lit[0].y;
              for (guint i = 1; i < n_lit; i++)
                {
                  x0 = MIN (x0, lit[i].x);
                  x1 = MAX (x1, lit[i].x);
                  y0 = MIN (y0, lit[i].y);
                  y1 = MAX (y1, lit[i].y);
                }
              castellan_board_show_box (self, x0, y0, x1, y1);
              if (castellan_board_model_get_cursor (self->model, &cx, &cy))
                board_ensure_visible (self, cx, cy);
            }
          self->seen_tiles = n_tiles;
        }
      /* the cursor never leaves the view */
      else if (!self->follow_fit && castellan_board_model_get_cursor (self->model, &cx, &cy) &&
               !castellan_board_cell_area (self, cx, cy, &area))
        board_ensure_visible (self, cx, cy);
    }
  castellan_a11y_update (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* the turn moved on: a stage, the cursor, the tile turned, a spot */
static void
turn_notify_cb (GObject *turn, GParamSpec *pspec, CastellanBoard *self)
{
  board_update_actions (self);
  castellan_a11y_update (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
refused_cb (GObject *turn, int cell, const char *reason, CastellanBoard *self)
{
  gtk_widget_error_bell (GTK_WIDGET (self));
}

void
castellan_board_set_turn (CastellanBoard *self, gpointer turn)
{
  const CastellanBoardPainter *painter;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  g_return_if_fail (turn == NULL || CASTELLAN_IS_TURN_BASE (turn));

  if ((gpointer) self->turn == turn)
    return;
  stop_animation (self);
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_signal_handler (&self->played_id, self->model);
    }
  if (self->game != NULL)
    g_clear_signal_handler (&self->phase_id, self->game);
  if (self->turn != NULL)
    {
      g_clear_signal_handler (&self->notify_id, self->turn);
      g_clear_signal_handler (&self->refused_id, self->turn);
    }
  g_clear_object (&self->model);
  g_clear_object (&self->game);
  g_clear_object (&self->turn);
  /* another game's tiles may look alike and differ */
  board_textures_drop (self);
  if (turn != NULL)
    {
      self->turn = g_object_ref (turn);
      self->game = g_object_ref (castellan_turn_base_get_game (self->turn));
      self->model = castellan_board_model_new (G_OBJECT (turn));
      painter = castellan_board_model_get_shape (self->model) == CASTELLAN_BOARD_SHAPE_CASTLE
                ? &castellan_board_castle_painter : &castellan_board_open_painter;
      if (painter != self->painter)
        {
          self->painter = painter;
          gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _(painter->label), -1);
          gtk_widget_queue_resize (GTK_WIDGET (self));
        }
      self->changed_id = g_signal_connect (self->model, "changed", G_CALLBACK (changed_cb), self);
      self->played_id = g_signal_connect (self->model, "played", G_CALLBACK (played_cb), self);
      self->phase_id = g_signal_connect (self->game, "notify::phase", G_CALLBACK (phase_cb), self);
      self->notify_id = g_signal_connect (self->turn, "notify", G_CALLBACK (turn_notify_cb), self);
      self->refused_id = g_signal_connect (self->turn, "refused", G_CALLBACK (refused_cb), self);
      self->seen_tiles = castellan_board_model_get_tiles (self->model, NULL);
      pace_game (self);
      castellan_board_model_name_cells (self->model, (const CastellanCell *) (gpointer) self->named->data,
                                        self->named->len);
    }
  self->follow_fit = TRUE;
  changed_cb (self->model, self);
  board_update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TURN]);
}

gpointer
castellan_board_get_turn (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), NULL);
  return self->turn;
}

CastellanBoardModel *
castellan_board_get_model (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), NULL);
  return self->model;
}

GtkWidget *
castellan_board_get_game_board (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), NULL);
  return self->turn != NULL ? GTK_WIDGET (self) : NULL;
}

gboolean
castellan_board_get_animating (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  return self->playing;
}

/* ---- what other views show over the game ------------------------------------------- */

void
castellan_board_light_cells (CastellanBoard *self, const CastellanCell *cells, guint n)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (cells == NULL)
    n = 0;
  g_array_set_size (self->named, 0);
  g_array_append_vals (self->named, cells, n);
  if (self->model == NULL)
    return;
  castellan_board_model_name_cells (self->model, cells, n);
  if (n > 0 && !self->painter->fixed)
    {
      double x0 = cells[0].x, x1 = cells[0].x, y0 = cells[0].y, y1 = cells[0].y;

      for (guint i = 1; i < n; i++)
        {
          x0 = MIN (x0, cells[i].x);
          x1 = MAX (x1, cells[i].x);
          y0 = MIN (y0, cells[i].y);
          y1 = MAX (y1, cells[i].y);
        }
      castellan_board_show_box (self, x0, y0, x1, y1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
castellan_board_get_lit_cells (CastellanBoard *self, const CastellanCell **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (cells != NULL)
    *cells = (const CastellanCell *) (gpointer) self->named->data;
  return self->named->len;
}

void
castellan_board_set_marks (CastellanBoard *self, const CastellanBoardMark *marks, guint n)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  g_array_set_size (self->marks, 0);
  if (marks != NULL)
    g_array_append_vals (self->marks, marks, n);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
castellan_board_get_marks (CastellanBoard *self, const CastellanBoardMark **marks)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (marks != NULL)
    *marks = (const CastellanBoardMark *) (gpointer) self->marks->data;
  return self->marks->len;
}

guint
castellan_board_get_lights (CastellanBoard *self, const CastellanBoardLight **lights)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (self->model == NULL)
    {
      if (lights != NULL)
        *lights = NULL;
      return 0;
    }
  return castellan_board_model_get_lights (self->model, lights);
}

guint
castellan_board_get_castle_city (CastellanBoard *self, const guint16 **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (cells != NULL)
    *cells = self->castle_cells;
  return self->n_castle_cells;
}

void
castellan_board_set_show_region (CastellanBoard *self, gboolean show)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  self->show_region = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
castellan_board_get_show_region (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  return self->show_region;
}

guint
castellan_board_get_fits (CastellanBoard *self, const CastellanCell **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (self->model == NULL || !self->highlight_legal || board_stage (self) != CASTELLAN_STAGE_PLACE)
    {
      if (cells != NULL)
        *cells = NULL;
      return 0;
    }
  return castellan_board_model_get_lit (self->model, cells);
}

const char *
castellan_board_get_description (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), NULL);
  return castellan_a11y_get_description (GTK_WIDGET (self));
}

/* ---- the widget ------------------------------------------------------------------- */

static void
castellan_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);
  CastellanBoardLayout layout;

  if (self->painter == NULL)
    return;
  if (!self->painter->fixed && self->follow_fit)
    board_fit_view (self);
  board_get_layout (self, &layout);
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                         gtk_widget_get_height (widget)));
  self->painter->snapshot_background (self, snapshot, &layout);
  if (board_has_game (self))
    {
      board_snapshot_lights (self, snapshot, &layout);
      self->painter->snapshot_cell_overlays (self, snapshot, &layout);
      board_snapshot_marks (self, snapshot, &layout);
    }
  self->painter->snapshot_foreground (self, snapshot, &layout);
  gtk_snapshot_pop (snapshot);
}

static void
castellan_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                         int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  if (self->painter != NULL)
    self->painter->measure (self, orientation, minimum, natural);
  else
    {
      *minimum = 160;
      *natural = 640;
    }
}

static void
castellan_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  if (self->painter != NULL && !self->painter->fixed && self->follow_fit)
    board_fit_view (self);
}

static gboolean
castellan_board_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  CastellanBoard *self = CASTELLAN_BOARD (widget);

  if (keyboard || !board_has_game (self) || self->painter->query_tooltip == NULL)
    return FALSE;
  return self->painter->query_tooltip (self, x, y, tooltip);
}

static void
castellan_board_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (castellan_board_parent_class)->map (widget);
  if (thinking (CASTELLAN_BOARD (widget)))
    ensure_ticking (CASTELLAN_BOARD (widget));
}

static void
castellan_board_unmap (GtkWidget *widget)
{
  stop_animation (CASTELLAN_BOARD (widget));
  GTK_WIDGET_CLASS (castellan_board_parent_class)->unmap (widget);
}

static void
castellan_board_dispose (GObject *object)
{
  CastellanBoard *self = CASTELLAN_BOARD (object);

  castellan_board_set_turn (self, NULL);
  g_clear_handle_id (&self->resize_id, g_source_remove);
  board_textures_clear (self);
  G_OBJECT_CLASS (castellan_board_parent_class)->dispose (object);
}

static void
castellan_board_finalize (GObject *object)
{
  CastellanBoard *self = CASTELLAN_BOARD (object);

  g_array_unref (self->named);
  g_array_unref (self->marks);
  g_free (self->castle_cells);
  G_OBJECT_CLASS (castellan_board_parent_class)->finalize (object);
}

static void
castellan_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CastellanBoard *self = CASTELLAN_BOARD (object);

  switch (prop_id)
    {
    case PROP_TURN:            g_value_set_object (value, self->turn); break;
    case PROP_ANIMATION_SPEED: g_value_set_enum (value, self->speed); break;
    case PROP_ANIMATING:       g_value_set_boolean (value, self->playing); break;
    case PROP_HIGHLIGHT_LEGAL: g_value_set_boolean (value, self->highlight_legal); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CastellanBoard *self = CASTELLAN_BOARD (object);

  switch (prop_id)
    {
    case PROP_TURN:
      castellan_board_set_turn (self, g_value_get_object (value));
      break;
    case PROP_ANIMATION_SPEED:
      if (self->speed == (CastellanAnimationSpeed) g_value_get_enum (value))
        break;
      self->speed = g_value_get_enum (value);
      if (self->speed == CASTELLAN_ANIMATION_OFF)
        stop_animation (self);
      pace_game (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_HIGHLIGHT_LEGAL:
      if (self->highlight_legal == g_value_get_boolean (value))
        break;
      self->highlight_legal = g_value_get_boolean (value);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (object, pspec);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_board_class_init (CastellanBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = castellan_board_dispose;
  object_class->finalize = castellan_board_finalize;
  object_class->get_property = castellan_board_get_property;
  object_class->set_property = castellan_board_set_property;
  widget_class->snapshot = castellan_board_snapshot;
  widget_class->measure = castellan_board_measure;
  widget_class->size_allocate = castellan_board_size_allocate;
  widget_class->query_tooltip = castellan_board_query_tooltip;
  widget_class->map = castellan_board_map;
  widget_class->unmap = castellan_board_unmap;

  props[PROP_TURN] = g_param_spec_object ("turn", NULL, NULL, G_TYPE_OBJECT, rw);
  props[PROP_ANIMATION_SPEED] = g_param_spec_enum ("animation-speed", NULL, NULL, CASTELLAN_TYPE_ANIMATION_SPEED,
                                                   CASTELLAN_ANIMATION_NORMAL, rw);
  props[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* off where the board only shows (a review): no cells lit where the
   * tile fits, and no tile in hand drawn at the cursor */
  props[PROP_HIGHLIGHT_LEGAL] = g_param_spec_boolean ("highlight-legal", NULL, NULL, TRUE, rw);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_css_name (widget_class, "castellan-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
  board_class_init_input (widget_class);
}

static void
castellan_board_init (CastellanBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->speed = CASTELLAN_ANIMATION_NORMAL;
  self->highlight_legal = TRUE;
  self->play.mover = -1;
  self->anim_t = 1;
  self->zoom = 96;
  self->follow_fit = TRUE;
  self->named = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
  self->marks = g_array_new (FALSE, FALSE, sizeof (CastellanBoardMark));
  board_textures_init (self);
  board_init_input (self);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  board_update_actions (self);
}

GtkWidget *
castellan_board_new (void)
{
  return g_object_new (CASTELLAN_TYPE_BOARD, NULL);
}

/* the cells where the drawn tile fits are shaded (the highlight-legal key) */
void
castellan_board_set_highlight_legal (CastellanBoard *self, gboolean highlight)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  g_object_set (self, "highlight-legal", highlight, NULL);
}
