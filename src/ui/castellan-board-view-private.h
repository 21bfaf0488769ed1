/* castellan-board-view-private.h — what the board view's two files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan-board-view.c takes the input and keeps the view's own state
 * (settings, animation); castellan-board-drawing.c draws the castle, the
 * track and the turn. The turn's state is the turn's (CastellanTurn).
 */
#pragma once

#include "castellan-board-view.h"
#include "castellan-texture-cache.h"
#include "castellan-ui-enums.h"

G_BEGIN_DECLS

#define M CASTELLAN_BOARD_MARGIN
/* a band above and left of the picture for the column letters and row
 * numbers of the cell names ("D1"), in cells */
#define LABELS 0.36

struct _CastellanBoardView {
  GtkWidget       parent_instance;

  CastellanTurn  *turn;
  CastellanGame  *game;           /* the turn's */
  CastellanBoardModel *model;     /* what is drawn, read from the turn's game */

  gboolean        highlight_legal;
  gboolean        show_region;
  CastellanAnimationSpeed speed;
  int             spare_x, spare_y;      /* a grid square outside the wall for the drawn tile */

  /* what the last move did, while it is being shown */
  gboolean        playing;
  CastellanBoardPlay play;
  gint64          anim_start;
  gint64          anim_duration;
  guint           tick_id;
  double          anim_t;
  gboolean        anim_tile;      /* fade the laid tile in (someone else's move) */
  gint64          think_start;
  int             render_cell;    /* the cell size textures are made at */
  /* the pointer's last place, and whether it (not the keys) put the cursor */
  double          pointer_x, pointer_y;
  gboolean        pointer_seen;
  gboolean        pointer_cursor;
  guint           resize_id;

  /* what other views ask to show over the game (castellan-board-view-overlay.c) */
  GArray         *named;          /* CastellanCell: lit as a pointed-at line names them */
  GArray         *marks;          /* CastellanBoardMark */
};

/* texture size for a thing @f cells big: made at the settled cell size and
 * stretched while the window is being resized */
#define RS(self, f) ((int) ((self)->render_cell * (f) + 0.5))

static inline gboolean
view_has_game (CastellanBoardView *self)
{
  return self->turn != NULL && castellan_game_get_phase (self->game) != CASTELLAN_PHASE_NONE &&
         self->model != NULL && castellan_board_model_has_game (self->model);
}

static inline guint
view_theme (CastellanBoardView *self)
{
  return castellan_board_model_get_theme (self->model);
}

/* castellan-board-drawing.c */
double board_view_cell_size    (CastellanBoardView *self,
                                double             *ox,
                                double             *oy);
void   board_view_cell_origin  (CastellanBoardView *self,
                                guint               cell,
                                double             *x,
                                double             *y);
int    board_view_cell_at      (CastellanBoardView *self,
                                double              x,
                                double              y);
int    board_view_spot_at      (CastellanBoardView *self,
                                double              x,
                                double              y);
void   board_view_find_spare   (CastellanBoardView *self);
gboolean board_view_query_tooltip (GtkWidget       *widget,
                                   int              x,
                                   int              y,
                                   gboolean         keyboard,
                                   GtkTooltip      *tooltip);
void   board_view_snapshot     (GtkWidget          *widget,
                                GtkSnapshot        *snapshot);
double board_view_spot_layout  (CastellanBoardView *self,
                                double             *px,
                                double             *py);
GdkTexture *board_view_tile_texture (CastellanBoardView *self,
                                     guint               tile,
                                     guint               rot,
                                     int                 scale);

/* castellan-board-view-overlay.c */
void   board_view_draw_labels  (CastellanBoardView *self,
                                GtkSnapshot        *snapshot,
                                double              ox,
                                double              oy,
                                double              cell);
void   board_view_draw_lit_named (CastellanBoardView *self,
                                  GtkSnapshot        *snapshot,
                                  double              ox,
                                  double              oy,
                                  double              cell);
void   board_view_draw_marks   (CastellanBoardView *self,
                                GtkSnapshot        *snapshot,
                                double              ox,
                                double              oy,
                                double              cell,
                                int                 scale);
void   board_view_measure      (GtkWidget          *widget,
                                GtkOrientation      orientation,
                                int                 for_size,
                                int                *minimum,
                                int                *natural,
                                int                *minimum_baseline,
                                int                *natural_baseline);

G_END_DECLS
