/* castellan-board.c — one board widget for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shell a page holds: it takes any game's turn and shows the board
 * of that game, made once and kept (with its textures) while games of
 * that kind follow one another. What every board does is asked here in
 * one set of calls; each game's board draws it its own way.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include "castellan-board.h"
#include "castellan-board-view.h"
#include "castellan-classic-board.h"
#include "castellan-ui-enums.h"

struct _CastellanBoard
{
  GtkWidget               parent_instance;

  gpointer                turn;
  GtkWidget              *castle;    /* CastellanBoardView, made on first use */
  GtkWidget              *open;      /* CastellanClassicBoard, made on first use */
  CastellanBoardModel    *model;     /* The Castle's; the open board keeps its own */
  CastellanAnimationSpeed speed;
};

G_DEFINE_FINAL_TYPE (CastellanBoard, castellan_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TURN,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
animating_cb (GObject *board, GParamSpec *pspec, CastellanBoard *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
}

static GtkWidget *
make_board (CastellanBoard *self, GType type)
{
  GtkWidget *board = g_object_new (type, "animation-speed", self->speed, NULL);

  gtk_widget_set_parent (board, GTK_WIDGET (self));
  g_signal_connect (board, "notify::animating", G_CALLBACK (animating_cb), self);
  return board;
}

GtkWidget *
castellan_board_get_game_board (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), NULL);
  if (self->turn == NULL)
    return NULL;
  return CASTELLAN_IS_CLASSIC_TURN (self->turn) ? self->open : self->castle;
}

void
castellan_board_set_turn (CastellanBoard *self, gpointer turn)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  g_return_if_fail (turn == NULL || CASTELLAN_IS_TURN (turn) || CASTELLAN_IS_CLASSIC_TURN (turn));

  if (self->turn == turn)
    return;
  if (self->castle != NULL)
    castellan_board_view_set_turn (CASTELLAN_BOARD_VIEW (self->castle), NULL);
  if (self->open != NULL)
    castellan_classic_board_set_turn (CASTELLAN_CLASSIC_BOARD (self->open), NULL);
  g_clear_object (&self->model);
  g_clear_object (&self->turn);
  if (turn != NULL && CASTELLAN_IS_CLASSIC_TURN (turn))
    {
      if (self->open == NULL)
        self->open = make_board (self, CASTELLAN_TYPE_CLASSIC_BOARD);
      castellan_classic_board_set_turn (CASTELLAN_CLASSIC_BOARD (self->open), turn);
    }
  else if (turn != NULL)
    {
      if (self->castle == NULL)
        self->castle = make_board (self, CASTELLAN_TYPE_BOARD_VIEW);
      castellan_board_view_set_turn (CASTELLAN_BOARD_VIEW (self->castle), turn);
      self->model = castellan_board_model_new (G_OBJECT (turn));
    }
  self->turn = turn ? g_object_ref (turn) : NULL;
  if (self->open != NULL)
    gtk_widget_set_visible (self->open, self->turn != NULL && self->open == castellan_board_get_game_board (self));
  if (self->castle != NULL)
    gtk_widget_set_visible (self->castle, self->turn != NULL && self->castle == castellan_board_get_game_board (self));
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
  if (self->turn != NULL && CASTELLAN_IS_CLASSIC_TURN (self->turn))
    return castellan_classic_board_get_model (CASTELLAN_CLASSIC_BOARD (self->open));
  return self->model;
}

gboolean
castellan_board_cell_area (CastellanBoard *self, int x, int y, graphene_rect_t *area)
{
  GtkWidget *board;
  gboolean shown;
  graphene_point_t at;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  board = castellan_board_get_game_board (self);
  if (board == NULL)
    return FALSE;
  shown = CASTELLAN_IS_CLASSIC_BOARD (board)
          ? castellan_classic_board_cell_area (CASTELLAN_CLASSIC_BOARD (board), x, y, area)
          : castellan_board_view_cell_area (CASTELLAN_BOARD_VIEW (board), x, y, area);
  /* the game's board fills this one; in its coordinates all the same */
  if (gtk_widget_compute_point (board, GTK_WIDGET (self), &area->origin, &at))
    area->origin = at;
  return shown;
}

void
castellan_board_light_cells (CastellanBoard *self, const CastellanCell *cells, guint n)
{
  GtkWidget *board;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  board = castellan_board_get_game_board (self);
  if (board == NULL)
    return;
  if (CASTELLAN_IS_CLASSIC_BOARD (board))
    castellan_classic_board_light_cells (CASTELLAN_CLASSIC_BOARD (board), cells, n);
  else
    {
      castellan_board_view_light_cells (CASTELLAN_BOARD_VIEW (board), cells, n);
      castellan_board_model_name_cells (self->model, cells, n);
    }
}

void
castellan_board_set_marks (CastellanBoard *self, const CastellanBoardMark *marks, guint n)
{
  GtkWidget *board;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  board = castellan_board_get_game_board (self);
  if (board == NULL)
    return;
  if (CASTELLAN_IS_CLASSIC_BOARD (board))
    castellan_classic_board_set_marks (CASTELLAN_CLASSIC_BOARD (board), marks, n);
  else
    castellan_board_view_set_marks (CASTELLAN_BOARD_VIEW (board), marks, n);
}

gboolean
castellan_board_get_animating (CastellanBoard *self)
{
  GtkWidget *board;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  board = castellan_board_get_game_board (self);
  if (board == NULL)
    return FALSE;
  return CASTELLAN_IS_CLASSIC_BOARD (board) ? castellan_classic_board_get_animating (CASTELLAN_CLASSIC_BOARD (board))
                                            : castellan_board_view_get_animating (CASTELLAN_BOARD_VIEW (board));
}

static void
castellan_board_dispose (GObject *object)
{
  CastellanBoard *self = CASTELLAN_BOARD (object);

  castellan_board_set_turn (self, NULL);
  g_clear_pointer (&self->castle, gtk_widget_unparent);
  g_clear_pointer (&self->open, gtk_widget_unparent);
  G_OBJECT_CLASS (castellan_board_parent_class)->dispose (object);
}

static void
castellan_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CastellanBoard *self = CASTELLAN_BOARD (object);

  switch (prop_id)
    {
    case PROP_TURN:            g_value_set_object (value, self->turn); break;
    case PROP_ANIMATION_SPEED: g_value_set_enum (value, self->speed); break;
    case PROP_ANIMATING:       g_value_set_boolean (value, castellan_board_get_animating (self)); break;
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
      self->speed = g_value_get_enum (value);
      if (self->castle != NULL)
        g_object_set (self->castle, "animation-speed", self->speed, NULL);
      if (self->open != NULL)
        g_object_set (self->open, "animation-speed", self->speed, NULL);
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

  object_class->dispose = castellan_board_dispose;
  object_class->get_property = castellan_board_get_property;
  object_class->set_property = castellan_board_set_property;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "castellan-board");
  props[PROP_TURN] = g_param_spec_object ("turn", NULL, NULL, G_TYPE_OBJECT,
                                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_ANIMATION_SPEED] = g_param_spec_enum ("animation-speed", NULL, NULL, CASTELLAN_TYPE_ANIMATION_SPEED,
                                                   CASTELLAN_ANIMATION_NORMAL,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_board_init (CastellanBoard *self)
{
  self->speed = CASTELLAN_ANIMATION_NORMAL;
}

GtkWidget *
castellan_board_new (void)
{
  return g_object_new (CASTELLAN_TYPE_BOARD, NULL);
}

/* What follows asks the game's own board. Until the two boards become
 * one shell with a painter per game, The Castle's board answers what it
 * can: it always shows the whole castle, so it has no zoom or pan. */

static CastellanClassicBoard *
open_board (CastellanBoard *self)
{
  GtkWidget *board = castellan_board_get_game_board (self);

  return board != NULL && CASTELLAN_IS_CLASSIC_BOARD (board) ? CASTELLAN_CLASSIC_BOARD (board) : NULL;
}

static CastellanBoardView *
castle_board (CastellanBoard *self)
{
  GtkWidget *board = castellan_board_get_game_board (self);

  return board != NULL && CASTELLAN_IS_BOARD_VIEW (board) ? CASTELLAN_BOARD_VIEW (board) : NULL;
}

double
castellan_board_get_zoom (CastellanBoard *self)
{
  graphene_rect_t rect;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (open_board (self) != NULL)
    return castellan_classic_board_get_zoom (open_board (self));
  if (castle_board (self) == NULL)
    return 0;
  castellan_board_view_get_cell_rect (castle_board (self), 0, &rect);
  return rect.size.width;
}

void
castellan_board_zoom_at (CastellanBoard *self, double factor, double x, double y)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (open_board (self) != NULL)
    castellan_classic_board_zoom_at (open_board (self), factor, x, y);
}

void
castellan_board_fit (CastellanBoard *self)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (open_board (self) != NULL)
    castellan_classic_board_fit (open_board (self));
}

void
castellan_board_pan (CastellanBoard *self, double dx, double dy)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (open_board (self) != NULL)
    castellan_classic_board_pan (open_board (self), dx, dy);
}

gboolean
castellan_board_cell_point (CastellanBoard *self, guint cell, double *x, double *y)
{
  graphene_rect_t rect;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  if (open_board (self) != NULL)
    return castellan_classic_board_cell_point (open_board (self), cell, x, y);
  if (castle_board (self) == NULL)
    return FALSE;
  castellan_board_view_get_cell_rect (castle_board (self), cell, &rect);
  *x = rect.origin.x + rect.size.width / 2;
  *y = rect.origin.y + rect.size.height / 2;
  return TRUE;
}

gboolean
castellan_board_spot_point (CastellanBoard *self, guint index, double *x, double *y)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), FALSE);
  if (open_board (self) != NULL)
    return castellan_classic_board_spot_point (open_board (self), index, x, y);
  return FALSE;
}

void
castellan_board_activate_at (CastellanBoard *self, double x, double y)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (open_board (self) != NULL)
    castellan_classic_board_activate_at (open_board (self), x, y);
}

guint
castellan_board_get_fits (CastellanBoard *self, const CastellanCell **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (open_board (self) != NULL)
    return castellan_classic_board_get_fits (open_board (self), cells);
  if (cells != NULL)
    *cells = NULL;
  return 0;
}

guint
castellan_board_get_offscreen_fits (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (open_board (self) != NULL)
    return castellan_classic_board_get_offscreen_fits (open_board (self));
  return 0;
}

guint
castellan_board_get_lights (CastellanBoard *self, const CastellanBoardLight **lights)
{
  CastellanBoardModel *model;

  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  model = castellan_board_get_model (self);
  if (model == NULL)
    {
      if (lights != NULL)
        *lights = NULL;
      return 0;
    }
  return castellan_board_model_get_lights (model, lights);
}

guint
castellan_board_get_castle_city (CastellanBoard *self, const guint16 **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), 0);
  if (open_board (self) != NULL)
    return castellan_classic_board_get_castle_city (open_board (self), cells);
  if (cells != NULL)
    *cells = NULL;
  return 0;
}

void
castellan_board_set_show_region (CastellanBoard *self, gboolean show)
{
  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  if (castle_board (self) != NULL)
    castellan_board_view_set_show_region (castle_board (self), show);
}

const char *
castellan_board_get_description (CastellanBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD (self), NULL);
  if (open_board (self) != NULL)
    return castellan_classic_board_get_description (open_board (self));
  return NULL;
}

/* added for the page */
/* the cells where the drawn tile fits are shaded (the highlight-legal key) */
void
castellan_board_set_highlight_legal (CastellanBoard *self, gboolean highlight)
{
  GtkWidget *board;

  g_return_if_fail (CASTELLAN_IS_BOARD (self));
  board = castellan_board_get_game_board (self);
  if (board != NULL && g_object_class_find_property (G_OBJECT_GET_CLASS (board), "highlight-legal") != NULL)
    g_object_set (board, "highlight-legal", highlight, NULL);
}
