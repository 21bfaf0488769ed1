/* castellan-classic-board.c — classic Carcassonne's open board, with zoom and pan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board grows with the game, so the view zooms and pans the way GNOME's
 * image and map viewers do: Ctrl+scroll and pinch zoom around the pointer,
 * a drag or a plain scroll pans, + − and 0 zoom and fit, the arrows move the
 * cursor and the view follows it. Lit cells outside the view are pointed at
 * by an arrow at the edge. Until the person zooms or pans, the view keeps
 * the whole board in sight; after that it still follows the board as it
 * grows: each new turn brings the cursor and the lit cells into view,
 * moving the view as little as it can and never zooming behind the
 * person's back.
 *
 * This file is the shell (view, input, accessibility, the animation's
 * clock); the picture is castellan-classic-board-paint.c. Both read the
 * game through the board model (castellan-board-model.h) only.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "castellan-classic-board-private.h"
#include "castellan-classic-describe.h"
#include "castellan-a11y.h"
#include "castellan-ui-enums.h"

/* how far the view may be panned beyond the laid tiles, in cells */
#define PAN_ROOM    12

G_DEFINE_FINAL_TYPE (CastellanClassicBoard, castellan_classic_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  PROP_HIGHLIGHT_LEGAL,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static char *describe (GtkWidget *widget);

static gboolean
has_game (CastellanClassicBoard *self)
{
  return self->model != NULL && castellan_board_model_has_game (self->model);
}

double
classic_board_ease (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* ---- geometry ------------------------------------------------------------------- */

void
classic_board_cell_rect (CastellanClassicBoard *self, int x, int y, double *rx, double *ry)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  *rx = w / 2 + (x - 0.5 - self->cx) * self->zoom;
  *ry = h / 2 + (y - 0.5 - self->cy) * self->zoom;
}

gboolean
classic_board_visible (CastellanClassicBoard *self, int x, int y)
{
  double rx, ry;

  classic_board_cell_rect (self, x, y, &rx, &ry);
  return rx + self->zoom > 0 && ry + self->zoom > 0 &&
         rx < gtk_widget_get_width (GTK_WIDGET (self)) && ry < gtk_widget_get_height (GTK_WIDGET (self));
}

static void
board_point (CastellanClassicBoard *self, double wx, double wy, double *bx, double *by)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  *bx = self->cx + (wx - w / 2) / self->zoom;
  *by = self->cy + (wy - h / 2) / self->zoom;
}

int
classic_board_cell_at (CastellanClassicBoard *self, double wx, double wy)
{
  double bx, by;

  if (self->model == NULL)
    return -1;
  board_point (self, wx, wy, &bx, &by);
  return castellan_board_model_cell_at (self->model, (int) floor (bx + 0.5), (int) floor (by + 0.5));
}

gboolean
castellan_classic_board_cell_area (CastellanClassicBoard *self, int x, int y, graphene_rect_t *area)
{
  double rx, ry;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  classic_board_cell_rect (self, x, y, &rx, &ry);
  graphene_rect_init (area, rx, ry, self->zoom, self->zoom);
  return classic_board_visible (self, x, y);
}

gboolean
castellan_classic_board_cell_point (CastellanClassicBoard *self, guint cell, double *x, double *y)
{
  double rx, ry;
  int cx = 0, cy = 0;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  if (self->model != NULL)
    castellan_board_model_cell_xy (self->model, cell, &cx, &cy);
  classic_board_cell_rect (self, cx, cy, &rx, &ry);
  *x = rx + self->zoom / 2;
  *y = ry + self->zoom / 2;
  return *x >= 0 && *y >= 0 && *x < gtk_widget_get_width (GTK_WIDGET (self)) &&
         *y < gtk_widget_get_height (GTK_WIDGET (self));
}

void
classic_board_clamp_view (CastellanClassicBoard *self)
{
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  self->zoom = CLAMP (self->zoom, CASTELLAN_CLASSIC_MIN_ZOOM, CASTELLAN_CLASSIC_MAX_ZOOM);
  if (self->model != NULL)
    castellan_board_model_get_extent (self->model, &x0, &y0, &x1, &y1);
  self->cx = CLAMP (self->cx, x0 - PAN_ROOM, x1 + PAN_ROOM);
  self->cy = CLAMP (self->cy, y0 - PAN_ROOM, y1 + PAN_ROOM);
}

/* Fitting leaves a margin round the board (past the axis labels at the
 * top and the left) and, at the bottom, room for the zoom buttons that
 * float over the view, so no tile or lit cell sits under them or touches
 * the view's edge. */
#define FIT_MARGIN 12.0
#define FIT_BOTTOM 60.0

void
classic_board_fit_view (CastellanClassicBoard *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double band = classic_board_label_band (self), left = FIT_MARGIN + band, top = FIT_MARGIN + band;
  double nx, ny;
  int x0, y0, x1, y1;

  if (!has_game (self) || w < 1 || h < 1 || !castellan_board_model_get_extent (self->model, &x0, &y0, &x1, &y1))
    {
      self->cx = self->cy = 0;
      self->zoom = 96;
      return;
    }
  /* the laid tiles and a ring of cells around them, where the next ones go */
  nx = x1 - x0 + 3;
  ny = y1 - y0 + 3;
  self->zoom = MIN (MIN ((w - left - FIT_MARGIN) / nx, (h - top - FIT_BOTTOM) / ny), 128);
  self->cx = (x0 + x1) / 2.0 + (FIT_MARGIN - left) / 2 / self->zoom;
  self->cy = (y0 + y1) / 2.0 + (FIT_BOTTOM - top) / 2 / self->zoom;
  classic_board_clamp_view (self);
}

void
castellan_classic_board_fit (CastellanClassicBoard *self)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  self->follow_fit = TRUE;
  classic_board_fit_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
castellan_classic_board_get_zoom (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  return self->zoom;
}

void
castellan_classic_board_zoom_at (CastellanClassicBoard *self, double factor, double x, double y)
{
  double bx, by, w, h;

  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  board_point (self, x, y, &bx, &by);
  self->zoom = CLAMP (self->zoom * factor, CASTELLAN_CLASSIC_MIN_ZOOM, CASTELLAN_CLASSIC_MAX_ZOOM);
  /* the board point under (x, y) stays there */
  self->cx = bx - (x - w / 2) / self->zoom;
  self->cy = by - (y - h / 2) / self->zoom;
  self->follow_fit = FALSE;
  classic_board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
castellan_classic_board_pan (CastellanClassicBoard *self, double dx, double dy)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  self->cx -= dx / self->zoom;
  self->cy -= dy / self->zoom;
  self->follow_fit = FALSE;
  classic_board_clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* bring the cells from (x0, y0) to (x1, y1) into view with a cell of room
 * (and clear of the axis labels), moving as little as possible; where
 * they do not all fit, their middle; FALSE when the view was not set up */
static gboolean
ensure_box_visible (CastellanClassicBoard *self, double x0, double y0, double x1, double y1)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double band = classic_board_label_band (self) / self->zoom;
  double half_w = w / 2 / self->zoom, half_h = h / 2 / self->zoom;
  /* a cell of room where the view has it, less when zoomed in close */
  double room_x = CLAMP ((2 * half_w - band - 1) / 2, 0, 1.0), room_y = CLAMP ((2 * half_h - band - 1) / 2, 0, 1.0);
  /* the view's extent in cells (of the cells' centres), less the room and the labels' band */
  double left = self->cx - half_w + band + room_x + 0.5, right = self->cx + half_w - room_x - 0.5;
  double top = self->cy - half_h + band + room_y + 0.5, bottom = self->cy + half_h - room_y - 0.5;

  if (w < 1 || h < 1)
    return FALSE;
  if (x1 - x0 > right - left)
    self->cx += (x0 + x1) / 2 - (left + right) / 2;
  else if (x0 < left)
    self->cx += x0 - left;
  else if (x1 > right)
    self->cx += x1 - right;
  if (y1 - y0 > bottom - top)
    self->cy += (y0 + y1) / 2 - (top + bottom) / 2;
  else if (y0 < top)
    self->cy += y0 - top;
  else if (y1 > bottom)
    self->cy += y1 - bottom;
  classic_board_clamp_view (self);
  return TRUE;
}

void
classic_board_ensure_visible (CastellanClassicBoard *self, int x, int y)
{
  ensure_box_visible (self, x, y, x, y);
}

/* The view follows the board as it grows: once the person has zoomed or
 * panned, a new turn still brings the lit cells into view (or as many as
 * the zoom lets in, around their middle), then the cursor, whatever the
 * zoom; the zoom itself is the person's. */
static void
follow (CastellanClassicBoard *self)
{
  const CastellanCell *lit;
  guint n = castellan_board_model_get_lit (self->model, &lit);
  int cx, cy;

  if (n > 0)
    {
      double x0 = lit[0].x, x1 = lit[0].x, y0 = lit[0].y, y1 = lit[0].y;

      for (guint i = 1; i < n; i++)
        {
          x0 = MIN (x0, lit[i].x);
          x1 = MAX (x1, lit[i].x);
          y0 = MIN (y0, lit[i].y);
          y1 = MAX (y1, lit[i].y);
        }
      ensure_box_visible (self, x0, y0, x1, y1);
    }
  if (castellan_board_model_get_cursor (self->model, &cx, &cy))
    classic_board_ensure_visible (self, cx, cy);
}

/* the lit cells or the cursor changed: follow them unless the whole board
 * is fitted anyway */
static void
model_changed (CastellanClassicBoard *self)
{
  guint n_tiles = castellan_board_model_get_tiles (self->model, NULL);
  guint n_lit = castellan_board_model_get_lit (self->model, NULL);
  int cx, cy;

  /* a new turn's cells, once a tile was laid since the view last followed */
  if (n_lit > 0 && n_tiles != self->seen_tiles)
    {
      if (!self->follow_fit)
        follow (self);
      self->seen_tiles = n_tiles;
    }
  /* the cursor never leaves the view */
  else if (!self->follow_fit && castellan_board_model_get_cursor (self->model, &cx, &cy) &&
           !classic_board_visible (self, cx, cy))
    classic_board_ensure_visible (self, cx, cy);
}

/* ---- what tests and the page ask ------------------------------------------------ */

gboolean
castellan_classic_board_spot_point (CastellanClassicBoard *self, guint index, double *x, double *y)
{
  double bx[16], by[16], rx, ry;
  guint cell, rot, n;
  int cx, cy;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  if (self->model == NULL || !castellan_classic_turn_get_pending (self->turn, &cell, &rot))
    return FALSE;
  n = castellan_classic_turn_get_open_spots (self->turn, NULL);
  if (index >= n || n > G_N_ELEMENTS (bx) || !castellan_board_model_badges (self->model, 0.12, bx, by, n) ||
      !castellan_board_model_cell_xy (self->model, cell, &cx, &cy))
    return FALSE;
  classic_board_cell_rect (self, cx, cy, &rx, &ry);
  *x = rx + bx[index] * self->zoom;
  *y = ry + by[index] * self->zoom;
  return TRUE;
}

guint
castellan_classic_board_get_castle_city (CastellanClassicBoard *self, const guint16 **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  if (cells != NULL)
    *cells = self->castle_cells;
  return self->n_castle_cells;
}

guint
castellan_classic_board_get_fits (CastellanClassicBoard *self, const CastellanCell **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  if (self->model == NULL || !self->highlight_legal)
    return 0;
  return castellan_board_model_get_lit (self->model, cells);
}

guint
castellan_classic_board_get_offscreen_fits (CastellanClassicBoard *self)
{
  const CastellanCell *lit;
  guint n, off = 0;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  n = castellan_classic_board_get_fits (self, &lit);
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t area;
      double x, y;

      castellan_classic_board_cell_area (self, lit[i].x, lit[i].y, &area);
      x = area.origin.x + area.size.width / 2;
      y = area.origin.y + area.size.height / 2;
      if (x >= 0 && y >= 0 && x < gtk_widget_get_width (GTK_WIDGET (self)) &&
          y < gtk_widget_get_height (GTK_WIDGET (self)))
        return 0;
      off++;
    }
  return off;
}

/* ---- accessibility -------------------------------------------------------------- */

/* What the cursor shows, in the model's words (castellan-classic-describe.h),
 * is the board's description, as on The Castle's board (castellan-a11y.h):
 * Orca speaks it as it changes while the board has the focus; a message
 * announced (a move played, a refused tile, a suggestion) takes its place
 * until the player's next key or click (input). */
static char *
describe (GtkWidget *widget)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);

  return self->turn ? castellan_classic_describe_cursor (self->turn) : NULL;
}

void
classic_board_input (CastellanClassicBoard *self)
{
  castellan_a11y_input (GTK_WIDGET (self));
}

const char *
castellan_classic_board_get_description (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), NULL);
  return castellan_a11y_get_description (GTK_WIDGET (self));
}

/* ---- the object ----------------------------------------------------------------- */

static void
changed_cb (CastellanBoardModel *model, CastellanClassicBoard *self)
{
  const CastellanBoardLight *lights;
  guint n = self->model ? castellan_board_model_get_lights (self->model, &lights) : 0;

  /* the castle question's city, as the turn numbers its cells */
  self->n_castle_cells = 0;
  for (guint i = 0; i < n; i++)
    if (lights[i].style == CASTELLAN_LIGHT_QUESTION)
      {
        self->castle_cells = g_renew (guint16, self->castle_cells, self->n_castle_cells + 1);
        self->castle_cells[self->n_castle_cells++] = castellan_board_model_cell_at (self->model, lights[i].x, lights[i].y);
      }
  if (self->model != NULL)
    model_changed (self);
  castellan_a11y_update (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
stop_animation (CastellanClassicBoard *self)
{
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->play.mover >= 0)
    {
      self->play.mover = -1;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  self->anim_t = 1;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);

  self->anim_t = CLAMP ((gdk_frame_clock_get_frame_time (clock) - self->anim_start) / self->anim_duration, 0, 1);
  gtk_widget_queue_draw (widget);
  if (self->anim_t < 1)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  stop_animation (self);
  return G_SOURCE_REMOVE;
}

/* a person laid their tile by hand and saw it; a computer's move is shown */
static void
played_cb (CastellanBoardModel *model, gpointer data, CastellanClassicBoard *self)
{
  const CastellanBoardPlay *play = data;

  stop_animation (self);
  if (self->speed == CASTELLAN_ANIMATION_OFF || !gtk_widget_get_mapped (GTK_WIDGET (self)) || play->mover < 0 ||
      !play->computer)
    return;
  self->play = *play;
  self->anim_start = g_get_monotonic_time ();
  self->anim_duration = self->speed == CASTELLAN_ANIMATION_FAST ? 450000 : 1100000;
  self->anim_t = 0;
  /* the view follows the move where the person has moved it away */
  if (!self->follow_fit)
    classic_board_ensure_visible (self, play->x, play->y);
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
}

gboolean
castellan_classic_board_get_animating (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  return self->play.mover >= 0;
}

void
castellan_classic_board_set_turn (CastellanClassicBoard *self, CastellanClassicTurn *turn)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));

  if (self->turn == turn)
    return;
  stop_animation (self);
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_signal_handler (&self->played_id, self->model);
    }
  g_clear_object (&self->model);
  g_set_object (&self->turn, turn);
  /* another game's tiles may look alike and differ */
  classic_board_drop_textures (self);
  if (turn)
    {
      self->model = castellan_board_model_new (G_OBJECT (turn));
      self->changed_id = g_signal_connect (self->model, "changed", G_CALLBACK (changed_cb), self);
      self->played_id = g_signal_connect (self->model, "played", G_CALLBACK (played_cb), self);
      self->seen_tiles = castellan_board_model_get_tiles (self->model, NULL);
    }
  self->follow_fit = TRUE;
  changed_cb (self->model, self);
}

CastellanBoardModel *
castellan_classic_board_get_model (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), NULL);
  return self->model;
}

void
castellan_classic_board_light_cells (CastellanClassicBoard *self, const CastellanCell *cells, guint n)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  if (self->model == NULL)
    return;
  castellan_board_model_name_cells (self->model, cells, cells ? n : 0);
  if (cells != NULL && n > 0)
    {
      double x0 = cells[0].x, x1 = cells[0].x, y0 = cells[0].y, y1 = cells[0].y;

      for (guint i = 1; i < n; i++)
        {
          x0 = MIN (x0, cells[i].x);
          x1 = MAX (x1, cells[i].x);
          y0 = MIN (y0, cells[i].y);
          y1 = MAX (y1, cells[i].y);
        }
      ensure_box_visible (self, x0, y0, x1, y1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
castellan_classic_board_set_marks (CastellanClassicBoard *self, const CastellanBoardMark *marks, guint n)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  g_array_set_size (self->marks, 0);
  for (guint i = 0; marks != NULL && i < n; i++)
    {
      ClassicMark m = { { marks[i].x, marks[i].y }, marks[i].art, marks[i].rot & 3, marks[i].style };
      g_array_append_val (self->marks, m);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

CastellanClassicTurn *
castellan_classic_board_get_turn (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), NULL);
  return self->turn;
}

static void
castellan_classic_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);

  if (self->follow_fit)
    classic_board_fit_view (self);
}

static void
castellan_classic_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 160;
  *natural = 640;
}

static void
castellan_classic_board_dispose (GObject *object)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (object);

  castellan_classic_board_set_turn (self, NULL);
  g_clear_handle_id (&self->render_idle, g_source_remove);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->followers, g_hash_table_unref);
  g_clear_pointer (&self->overlays, g_hash_table_unref);
  g_clear_pointer (&self->anchors, g_hash_table_unref);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->castle_cells, g_free);
  G_OBJECT_CLASS (castellan_classic_board_parent_class)->dispose (object);
}

static void
castellan_classic_board_unmap (GtkWidget *widget)
{
  stop_animation (CASTELLAN_CLASSIC_BOARD (widget));
  GTK_WIDGET_CLASS (castellan_classic_board_parent_class)->unmap (widget);
}

static void
castellan_classic_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED: g_value_set_enum (value, self->speed); break;
    case PROP_ANIMATING:       g_value_set_boolean (value, self->play.mover >= 0); break;
    case PROP_HIGHLIGHT_LEGAL: g_value_set_boolean (value, self->highlight_legal); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_classic_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      self->speed = g_value_get_enum (value);
      if (self->speed == CASTELLAN_ANIMATION_OFF)
        stop_animation (self);
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
castellan_classic_board_class_init (CastellanClassicBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_classic_board_dispose;
  object_class->get_property = castellan_classic_board_get_property;
  object_class->set_property = castellan_classic_board_set_property;
  widget_class->unmap = castellan_classic_board_unmap;
  widget_class->snapshot = classic_board_snapshot;
  widget_class->measure = castellan_classic_board_measure;
  widget_class->size_allocate = castellan_classic_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "castellan-classic-board");
  props[PROP_ANIMATION_SPEED] = g_param_spec_enum ("animation-speed", NULL, NULL, CASTELLAN_TYPE_ANIMATION_SPEED,
                                                   CASTELLAN_ANIMATION_NORMAL,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* as The Castle's board view's: off where the board only shows (a review) */
  props[PROP_HIGHLIGHT_LEGAL] = g_param_spec_boolean ("highlight-legal", NULL, NULL, TRUE,
                                                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

  /* the pointer, the pinch, the wheel and the keys: declared in the template */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/castellan-classic-board.ui");
  classic_board_bind_input (widget_class);
}

static void
castellan_classic_board_init (CastellanClassicBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->zoom = 96;
  self->follow_fit = TRUE;
  self->highlight_legal = TRUE;
  self->speed = CASTELLAN_ANIMATION_NORMAL;
  self->play.mover = -1;
  self->anim_t = 1;
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->followers = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->overlays = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->anchors = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->marks = g_array_new (FALSE, FALSE, sizeof (ClassicMark));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Carcassonne board"), -1);
  castellan_a11y_set_describe_func (GTK_WIDGET (self), describe);
}

GtkWidget *
castellan_classic_board_new (void)
{
  return g_object_new (CASTELLAN_TYPE_CLASSIC_BOARD, NULL);
}
