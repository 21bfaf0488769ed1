/* castellan-classic-board-private.h — what the open board's two files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan-classic-board.c is the shell: the view (zoom, pan, following
 * the board as it grows), the pointer and the keys, accessibility and the
 * animation's clock. castellan-classic-board-paint.c is the painter: the
 * textures and the picture, from the board model (castellan-board-model.h)
 * alone, with the axis labels that name the cells as the log does.
 */
#pragma once

#include "castellan-classic-board.h"
#include "castellan-board-model.h"
#include "castellan-board-view.h"

G_BEGIN_DECLS

#define CLASSIC_N_SIZES 7

typedef struct {
  CastellanCell cell;
  guint         art, rot;
  CastellanBoardMarkStyle style;
} ClassicMark;

struct _CastellanClassicBoard
{
  GtkWidget             parent_instance;

  CastellanClassicTurn *turn;
  CastellanBoardModel  *model;
  gulong                changed_id;
  gulong                played_id;

  /* a computer's move, played out: its tile settles, its follower comes
   * down, followers going home rise and fade (as The Castle's board) */
  CastellanAnimationSpeed speed;
  CastellanBoardPlay    play;          /* mover < 0: nothing playing */
  gint64                anim_start;
  double                anim_duration; /* µs */
  double                anim_t;        /* 0..1 */
  guint                 tick_id;

  double                zoom;        /* pixels per cell */
  double                cx, cy;      /* the board point at the view's centre, in cells */
  gboolean              follow_fit;  /* keep the whole board in view until the person moves it */
  gboolean              highlight_legal;  /* shade the cells where the drawn tile fits */
  guint                 seen_tiles;  /* tiles laid when the view last followed the board */

  /* pointer */
  double                px, py;
  gboolean              pointer_in;
  gboolean              pointer_seen;
  double                pointer_wx, pointer_wy;   /* in the window, where it last moved */
  double                drag_cx, drag_cy;
  gboolean              dragging;
  double                pinch_zoom;

  /* textures: key (art × 4 + rot) × N_SIZES + size index */
  GHashTable           *textures;
  GHashTable           *followers;   /* (seat × 2 + lying) × N_SIZES + size index */
  GHashTable           *overlays;    /* BC&B: bridges and castles, OVERLAY_* × N_SIZES + size index */
  GHashTable           *anchors;     /* (art × 4 + rot) × 64 + piece → double[2] */
  guint                 render_idle;

  /* the castle question's cells as the turn numbers them, for
   * castellan_classic_board_get_castle_city */
  guint16              *castle_cells;
  guint                 n_castle_cells;

  /* tiles shown as marked (castellan_classic_board_set_marks) */
  GArray               *marks;       /* ClassicMark */
};

/* the widget's top-left corner of cell (x, y) */
void     classic_board_cell_rect   (CastellanClassicBoard *self,
                                    int                    x,
                                    int                    y,
                                    double                *rx,
                                    double                *ry);
gboolean classic_board_visible     (CastellanClassicBoard *self,
                                    int                    x,
                                    int                    y);
void     classic_board_fit_view    (CastellanClassicBoard *self);
/* the zoom within its bounds, the view near the laid tiles */
void     classic_board_clamp_view  (CastellanClassicBoard *self);
double   classic_board_ease        (double                 t);
/* the turn's cell at widget point (x, y), -1 none */
int      classic_board_cell_at     (CastellanClassicBoard *self,
                                    double                 wx,
                                    double                 wy);
void     classic_board_ensure_visible (CastellanClassicBoard *self,
                                       int                    x,
                                       int                    y);
/* a key or a click: what was announced gives way to the cursor's text */
void     classic_board_input       (CastellanClassicBoard *self);

/* castellan-classic-board-input.c: the template's callbacks */
void     classic_board_bind_input  (GtkWidgetClass        *widget_class);

/* castellan-classic-board-paint.c */
void     classic_board_snapshot    (GtkWidget             *widget,
                                    GtkSnapshot           *snapshot);
void     classic_board_anchor      (CastellanClassicBoard *self,
                                    guint                  art,
                                    guint                  rot,
                                    guint                  piece,
                                    double                *x,
                                    double                *y);
void     classic_board_drop_textures (CastellanClassicBoard *self);
/* the band along the top and the left edges holding the axis labels, px */
double   classic_board_label_band  (CastellanClassicBoard *self);

G_END_DECLS
