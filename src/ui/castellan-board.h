/* castellan-board.h — one board widget for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Give it a turn of any game and it shows that game's board: The Castle
 * inside its wall, or the open board of classic Carcassonne and its
 * expansion. A page holds one CastellanBoard and calls the same functions
 * whatever the game: the turn, a cell's rectangle, cells to light, marked
 * tiles, the animation speed. Cells are counted as the board model counts
 * them (castellan-board-model.h). The widget is one shell with a painter
 * per game (castellan-board-private.h).
 *
 * Properties: "turn", "animation-speed" (CastellanAnimationSpeed),
 * "animating" (read-only: a move is being played out) and
 * "highlight-legal" (shade the cells where the drawn tile fits; off where
 * the board only shows, as in a review).
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-board-model.h"

G_BEGIN_DECLS

/* how a move played is played out on the board */
typedef enum {
  CASTELLAN_ANIMATION_OFF,
  CASTELLAN_ANIMATION_NORMAL,
  CASTELLAN_ANIMATION_FAST,
} CastellanAnimationSpeed;

/* pixels per cell on a board that zooms, the smallest and the largest */
#define CASTELLAN_BOARD_MIN_ZOOM  10.0
#define CASTELLAN_BOARD_MAX_ZOOM 240.0

#define CASTELLAN_TYPE_BOARD (castellan_board_get_type ())
G_DECLARE_FINAL_TYPE (CastellanBoard, castellan_board, CASTELLAN, BOARD, GtkWidget)

GtkWidget           *castellan_board_new          (void);
/* @turn: a CastellanTurn, a CastellanClassicTurn, or NULL */
void                 castellan_board_set_turn     (CastellanBoard           *self,
                                                   gpointer                  turn);
gpointer             castellan_board_get_turn     (CastellanBoard           *self);
/* the model of what is drawn; NULL without a turn */
CastellanBoardModel *castellan_board_get_model    (CastellanBoard           *self);
/* the board itself once it shows a game (there is no other widget
 * inside any more); NULL without a turn. Kept for older callers. */
GtkWidget           *castellan_board_get_game_board (CastellanBoard         *self);
/* where cell (@x, @y) is drawn, in this widget's pixels; FALSE when it
 * lies outside the view */
gboolean             castellan_board_cell_area    (CastellanBoard           *self,
                                                   int                       x,
                                                   int                       y,
                                                   graphene_rect_t          *area);
/* light @cells (a hovered final-sheet or log line names them); NULL clears */
void                 castellan_board_light_cells  (CastellanBoard           *self,
                                                   const CastellanCell      *cells,
                                                   guint                     n);
/* the cells castellan_board_light_cells named last */
guint                castellan_board_get_lit_cells (CastellanBoard          *self,
                                                    const CastellanCell    **cells);
/* draw @marks: tiles at cells, framed by style (a review); NULL clears */
void                 castellan_board_set_marks    (CastellanBoard           *self,
                                                   const CastellanBoardMark *marks,
                                                   guint                     n);
guint                castellan_board_get_marks    (CastellanBoard           *self,
                                                   const CastellanBoardMark **marks);
/* a computer's move is playing out */
gboolean             castellan_board_get_animating (CastellanBoard          *self);

/* Cells below named by a number are the turn's cells, as
 * castellan_turn_get_fits and castellan_classic_turn_get_fits count them. */

/* zoom, in pixels per cell; The Castle's board always shows the whole
 * castle, so zooming and panning change nothing there */
double               castellan_board_get_zoom     (CastellanBoard           *self);
/* zoom by @factor keeping the board point under widget point (@x, @y) still */
void                 castellan_board_zoom_at      (CastellanBoard           *self,
                                                   double                    factor,
                                                   double                    x,
                                                   double                    y);
/* bring cells (@x0, @y0) to (@x1, @y1) into view, moving it as little as
 * it can (their middle where they do not all fit) */
void                 castellan_board_show_box     (CastellanBoard           *self,
                                                   double                    x0,
                                                   double                    y0,
                                                   double                    x1,
                                                   double                    y1);
/* show the whole board */
void                 castellan_board_fit          (CastellanBoard           *self);
/* move the view by (@dx, @dy) pixels */
void                 castellan_board_pan          (CastellanBoard           *self,
                                                   double                    dx,
                                                   double                    dy);
/* where the centre of the turn's @cell is, in this widget's pixels;
 * FALSE when it is off-screen */
gboolean             castellan_board_cell_point   (CastellanBoard           *self,
                                                   guint                     cell,
                                                   double                   *x,
                                                   double                   *y);
/* where the turn's follower spot @index is drawn; FALSE when it is not */
gboolean             castellan_board_spot_point   (CastellanBoard           *self,
                                                   guint                     index,
                                                   double                   *x,
                                                   double                   *y);
/* what a click at (@x, @y) does: aim, lay, choose a spot */
void                 castellan_board_activate_at  (CastellanBoard           *self,
                                                   double                    x,
                                                   double                    y);
/* the cells shaded where the drawn tile fits (none with the board's
 * "highlight-legal" off), and how many of them lie outside the view */
guint                castellan_board_get_fits     (CastellanBoard           *self,
                                                   const CastellanCell     **cells);
guint                castellan_board_get_offscreen_fits (CastellanBoard     *self);
/* the cells lit now: what castellan_board_light_cells named, and the
 * model's own lights (a field's cities, the castle question's city) */
guint                castellan_board_get_lights   (CastellanBoard           *self,
                                                   const CastellanBoardLight **lights);
/* B-4.2: the small city a castle question is about, as turn cells */
guint                castellan_board_get_castle_city (CastellanBoard        *self,
                                                      const guint16        **cells);
/* tint the largest empty region (The Castle's end) */
void                 castellan_board_set_show_region (CastellanBoard        *self,
                                                      gboolean               show);
gboolean             castellan_board_get_show_region (CastellanBoard        *self);
/* the open board's column (HORIZONTAL) or row (VERTICAL) numbers along
 * its top or left edge: the x or y of the cells, as the log names them,
 * and the centre of each label in widget pixels; up to @max. The Castle
 * names its cells with letters and numbers drawn round the castle: 0. */
guint                castellan_board_get_axis_labels (CastellanBoard        *self,
                                                      GtkOrientation         orientation,
                                                      int                   *values,
                                                      double                *centres,
                                                      guint                  max);
/* what a screen reader reads of the board now: the cursor cell in the
 * game's words, or the message last announced (castellan_announce) */
const char          *castellan_board_get_description (CastellanBoard        *self);

/* shade the cells where the drawn tile fits (the "highlight-legal"
 * property; the highlight-legal key) */
void                 castellan_board_set_highlight_legal (CastellanBoard    *self,
                                                          gboolean           highlight);

G_END_DECLS
