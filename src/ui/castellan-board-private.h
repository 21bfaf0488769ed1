/* castellan-board-private.h — the board shell and its painters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CastellanBoard is one widget for every game. The shell
 * (castellan-board.c, castellan-board-input.c, castellan-board-view.c)
 * owns what every board does alike: the turn and its model, the view
 * (zoom, pan, following the board as it grows), the cursor, the keys and
 * the pointer, the animation of a move played, the lit cells, the marked
 * tiles, the texture ladder and what a screen reader hears. What differs
 * between the games is drawn by a painter: The Castle's
 * (castellan-board-castle.c: its wall, the score track, the lettered grid,
 * the end's region) and the open board's (castellan-board-open.c: the
 * row and column numbers, the expansion's bridges and castles).
 */
#pragma once

#include <math.h>

#include "castellan-board.h"
#include "castellan-turn-base.h"

G_BEGIN_DECLS

/* Where the board is drawn now: @cell pixels per cell, and the widget
 * point of cell (0, 0)'s top-left corner (cells as the board model counts
 * them). Every cell (x, y) lies at (ox + x × cell, oy + y × cell). */
typedef struct {
  double cell;
  double ox, oy;
} CastellanBoardLayout;

/* A painter is a table of functions, one per game's look, chosen by the
 * shell from the model's shape (castellan_board_model_get_shape). It is a
 * plain struct rather than a GObject interface: painters hold no state of
 * their own (what they need lives in the shell and the model) and are
 * never chosen by anyone but the shell, so there is nothing to register
 * or to reference-count. The shell calls them in this order each frame:
 *
 *   layout               the board's size and place in the widget
 *   snapshot_background  what lies under the tiles' lights: the board,
 *                        its tiles and whatever stands on them
 *   (the shell)          the lit cells (castellan_board_light_cells, a
 *                        field's cities, the castle question's city)
 *   snapshot_cell_overlays  what the turn adds on the cells: where the
 *                        tile fits, the cursor, the laid tile's spots
 *   (the shell)          the marked tiles of a review
 *   snapshot_foreground  what sits on the view's edges (the axis labels,
 *                        the arrow to lit cells out of view)
 */
typedef struct {
  /* the accessible label, untranslated (N_()) */
  const char *label;
  /* TRUE: the whole board always fills the view; zoom and pan do nothing */
  gboolean    fixed;
  /* every move played is played out (The Castle moves its markers for
   * people too); FALSE: only a computer's */
  gboolean    plays_every_move;
  /* the band along the top and left edges kept for labels, px (fitting
   * leaves it free) */
  double      band;

  void        (*measure)        (CastellanBoard       *self,
                                 GtkOrientation        orientation,
                                 int                  *minimum,
                                 int                  *natural);
  void        (*layout)         (CastellanBoard       *self,
                                 CastellanBoardLayout *layout);
  /* tile art @art turned @rot, for the cell size of @layout */
  GdkTexture *(*tile_texture)   (CastellanBoard       *self,
                                 const CastellanBoardLayout *layout,
                                 guint                 art,
                                 guint                 rot);
  /* where open spot @index's badge sits on the laid tile, in its unit
   * square; FALSE when it is not drawn */
  gboolean    (*spot_point)     (CastellanBoard       *self,
                                 guint                 index,
                                 double               *x,
                                 double               *y);
  void        (*snapshot_background)    (CastellanBoard             *self,
                                         GtkSnapshot                *snapshot,
                                         const CastellanBoardLayout *layout);
  void        (*snapshot_cell_overlays) (CastellanBoard             *self,
                                         GtkSnapshot                *snapshot,
                                         const CastellanBoardLayout *layout);
  void        (*snapshot_foreground)    (CastellanBoard             *self,
                                         GtkSnapshot                *snapshot,
                                         const CastellanBoardLayout *layout);
  /* TRUE when widget point (@x, @y) lies on the laid tile as drawn,
   * which may be larger than its cell (the open board's follower step on
   * a board zoomed out); NULL: the tile is drawn on its cell */
  gboolean    (*over_turn)      (CastellanBoard       *self,
                                 double                x,
                                 double                y);
  /* a tooltip at (@x, @y), or FALSE */
  gboolean    (*query_tooltip)  (CastellanBoard       *self,
                                 double                x,
                                 double                y,
                                 GtkTooltip           *tooltip);
} CastellanBoardPainter;

extern const CastellanBoardPainter castellan_board_castle_painter;
extern const CastellanBoardPainter castellan_board_open_painter;

/* the texture ladder: SVG art rendered at a few sizes, the nearest one
 * stretched while zooming and the exact one rendered once it settles */
#define CASTELLAN_BOARD_N_SIZES 7

struct _CastellanBoard
{
  GtkWidget               parent_instance;

  CastellanTurnBase      *turn;
  CastellanGameBase      *game;        /* the turn's */
  CastellanBoardModel    *model;
  const CastellanBoardPainter *painter;
  gulong                  changed_id, played_id, phase_id, notify_id, refused_id;

  gboolean                highlight_legal;
  gboolean                show_region;
  CastellanAnimationSpeed speed;

  /* a move played out: its tile settles or fades in, its follower comes
   * down, followers going home rise and fade, markers move */
  CastellanBoardPlay      play;        /* mover < 0: nothing playing */
  gboolean                playing;
  gint64                  anim_start;
  double                  anim_duration; /* µs */
  double                  anim_t;        /* 0..1 */
  guint                   tick_id;
  gint64                  think_start;   /* a computer thinking: the drawn tile pulses */
  CastellanGameBase      *showing_for;   /* told a computer's move is played out (castellan_game_base_hold_shown) */

  /* the view of a board that zooms: pixels per cell and the board point
   * at the view's centre, in cells */
  double                  zoom;
  double                  cx, cy;
  gboolean                follow_fit;  /* keep the whole board in view until the person moves it */
  guint                   seen_tiles;  /* tiles laid when the view last followed the board */

  /* pointer */
  double                  px, py;      /* in the widget, where it last moved */
  gboolean                pointer_in;
  gboolean                pointer_seen;
  double                  pointer_wx, pointer_wy;   /* in the window */
  gboolean                pointer_cursor;           /* the pointer, not the keys, put the cursor */
  double                  drag_cx, drag_cy;
  gboolean                dragging;
  double                  pinch_zoom;

  /* textures: the ladder (castellan-board-textures.c), and the cell size a
   * fixed board's textures are made at (settled after a resize) */
  GHashTable             *textures;
  GHashTable             *followers;
  GHashTable             *overlays;
  GHashTable             *anchors;
  guint                   render_idle;
  int                     render_cell;
  guint                   resize_id;

  /* the castle question's cells as the turn numbers them */
  guint16                *castle_cells;
  guint                   n_castle_cells;
  /* what other views ask to show over the game */
  GArray                 *named;       /* CastellanCell */
  GArray                 *marks;       /* CastellanBoardMark */
  /* The Castle's follower step: the chosen spot's role label as last
   * drawn, its box in widget points; empty where it was left out
   * (castellan_board_get_spot_label, for tests) */
  graphene_rect_t         spot_label;
};

/* the box of the chosen spot's role label as the last frame drew it, in
 * the board's points; FALSE where it was left out (for tests) */
static inline gboolean
castellan_board_get_spot_label (CastellanBoard *self, graphene_rect_t *box)
{
  *box = self->spot_label;
  return self->spot_label.size.width > 0;
}

static inline gboolean
board_has_game (CastellanBoard *self)
{
  return self->model != NULL && self->painter != NULL && castellan_board_model_has_game (self->model) &&
         castellan_game_base_get_phase (self->game) != CASTELLAN_PHASE_NONE;
}

static inline CastellanStage
board_stage (CastellanBoard *self)
{
  return self->turn != NULL ? castellan_turn_base_get_stage (self->turn) : CASTELLAN_STAGE_IDLE;
}

static inline double
board_ease (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* castellan-board.c */
void     board_get_layout          (CastellanBoard       *self,
                                    CastellanBoardLayout *layout);
void     board_cell_rect           (CastellanBoard       *self,
                                    const CastellanBoardLayout *layout,
                                    int                   x,
                                    int                   y,
                                    double               *rx,
                                    double               *ry);
gboolean board_visible             (CastellanBoard       *self,
                                    const CastellanBoardLayout *layout,
                                    int                   x,
                                    int                   y);
/* the turn's cell at widget point (x, y), -1 none */
int      board_cell_at             (CastellanBoard       *self,
                                    double                x,
                                    double                y);
/* the open spot whose badge is at (x, y), -1 none */
int      board_spot_at             (CastellanBoard       *self,
                                    double                x,
                                    double                y);
void     board_fit_view            (CastellanBoard       *self);
void     board_clamp_view          (CastellanBoard       *self);
void     board_ensure_visible      (CastellanBoard       *self,
                                    int                   x,
                                    int                   y);
void     board_update_actions      (CastellanBoard       *self);
void     board_input               (CastellanBoard       *self);
GdkRGBA  board_seat_rgba           (CastellanBoard       *self,
                                    int                   seat,
                                    double                alpha);

/* castellan-board-input.c */
void     board_class_init_input    (GtkWidgetClass       *widget_class);
void     board_activate_cursor     (CastellanBoard       *self);
void     board_init_input          (CastellanBoard       *self);

/* castellan-board-textures.c */
void        board_textures_init    (CastellanBoard       *self);
void        board_textures_clear   (CastellanBoard       *self);
void        board_textures_drop    (CastellanBoard       *self);
GdkTexture *board_ladder_tile      (CastellanBoard       *self,
                                    guint                 art,
                                    guint                 rot,
                                    double                px);
GdkTexture *board_ladder_follower  (CastellanBoard       *self,
                                    guint                 seat,
                                    gboolean              lying,
                                    double                px);
GdkTexture *board_ladder_overlay   (CastellanBoard       *self,
                                    guint                 key,
                                    double                px);
void        board_anchor           (CastellanBoard       *self,
                                    guint                 art,
                                    guint                 rot,
                                    guint                 piece,
                                    double               *x,
                                    double               *y);
/* the lit cells and the marked tiles, drawn alike for every game */
void        board_snapshot_lights  (CastellanBoard       *self,
                                    GtkSnapshot          *snapshot,
                                    const CastellanBoardLayout *layout);
void        board_snapshot_marks   (CastellanBoard       *self,
                                    GtkSnapshot          *snapshot,
                                    const CastellanBoardLayout *layout);

G_END_DECLS
