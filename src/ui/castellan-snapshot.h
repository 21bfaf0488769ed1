/* castellan-snapshot.h — drawing helpers for the boards' snapshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @texture stretched over the rectangle, at @alpha (nothing at 0) */
void castellan_snapshot_texture (GtkSnapshot     *snapshot,
                                 GdkTexture      *texture,
                                 double           x,
                                 double           y,
                                 double           w,
                                 double           h,
                                 double           alpha);
void castellan_snapshot_rect    (GtkSnapshot     *snapshot,
                                 double           x,
                                 double           y,
                                 double           w,
                                 double           h,
                                 const GdkRGBA   *colour);
/* a rounded frame @width wide inside the rectangle */
void castellan_snapshot_outline (GtkSnapshot     *snapshot,
                                 double           x,
                                 double           y,
                                 double           w,
                                 double           h,
                                 double           width,
                                 const GdkRGBA   *colour);
void castellan_snapshot_disc    (GtkSnapshot     *snapshot,
                                 double           x,
                                 double           y,
                                 double           r,
                                 const GdkRGBA   *fill,
                                 const GdkRGBA   *border);
/* bold text of @px pixels centred at (x, y), on a dark box when @boxed */
void castellan_snapshot_text    (GtkWidget       *widget,
                                 GtkSnapshot     *snapshot,
                                 const char      *text,
                                 double           x,
                                 double           y,
                                 double           px,
                                 const GdkRGBA   *colour,
                                 gboolean         boxed);
/* the width in pixels castellan_snapshot_text() draws @text at @px, its
 * box (when boxed) included */
int  castellan_snapshot_text_width (GtkWidget  *widget,
                                    const char *text,
                                    double      px,
                                    gboolean    boxed);

/* Every seat's score over the game, a line each in its colour, on grid
 * lines every @grid points: @scores holds @n_steps rows of @stride ints,
 * the first @n_players of each row drawn; a vertical line at step @mark
 * when it is one (-1: none). (The final sheets of both games, the review.) */
void castellan_score_chart_draw (GtkWidget       *widget,
                                 cairo_t         *cr,
                                 int              width,
                                 int              height,
                                 const int       *scores,
                                 guint            stride,
                                 guint            n_steps,
                                 guint            n_players,
                                 const guint32   *colours,
                                 int              grid,
                                 int              mark);

G_END_DECLS
