/* castellan-art.h — pictures generated from the engine's data, as SVG
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here works without GTK: tile data in, SVG text out, and a
 * librsvg helper that turns SVG into a cairo image surface. The texture
 * cache for GTK lives in art-cache.h.
 *
 * Coordinates: a tile is the unit square (x east, y south) in the board's
 * orientation after the turn; its SVG uses a 120 × 120 view box.
 */
#pragma once

#include <cairo.h>

#include "castellan-engine.h"
#include "cs-classic.h"

G_BEGIN_DECLS

#define ART_TILE_UNITS 120

typedef enum {
  ART_FIGURE_STANDING,
  ART_FIGURE_LYING,
} ArtFigure;

/* The base colour of a feature type in a theme, 0xRRGGBB (tests classify pixels by it). */
guint32  art_type_colour        (CsTheme theme, guint type);

/* Tiles */
char    *art_tile_svg           (const CsTile *tile, guint rot, CsTheme theme);
void     art_tile_svg_append    (GString *svg, const CsTile *tile, guint rot, CsTheme theme,
                                 double x, double y, double size);
gboolean art_tile_anchor        (const CsTile *tile, guint rot, guint piece, double *x, double *y);
/* where to draw round badges of radius @r (cell units) for @n of the tile's
 * pieces: at their anchors, pushed apart so that none overlap, inside the tile */
void     art_tile_badge_layout  (const CsTile *tile, guint rot, const guint8 *pieces, guint n, double r,
                                 double *x, double *y);
/* push @n badges of radius @r at (@x, @y) apart until none overlap, inside
 * the tile; the last @n_fixed keep their places */
void     art_badges_spread      (double *x, double *y, guint n, guint n_fixed, double r);
/* the piece drawn at (x, y), or -1 on a square (which belongs to no piece) */
int      art_tile_piece_at      (const CsTile *tile, guint rot, double x, double y);
/* the same for the centres of an @n × @n grid, row by row, into @pieces */
void     art_tile_regions       (const CsTile *tile, guint rot, guint n, gint8 *pieces);

/* Document pieces, to compose sheets: <svg …><defs…> and </svg> */
void     art_svg_begin          (GString *svg, CsTheme theme, double width, double height);
void     art_svg_end            (GString *svg);

/* The castle: wall, track 0–99, corner towers and start spaces; @cell is
 * the size of a cell in pixels (the picture is (width + 2 × margin) cells wide).
 * The margin holds everything drawn outside the castle's cells: the corner
 * towers reach furthest, 0.94 cells out (art-board.c). */
#define  ART_BOARD_MARGIN 1.0
char    *art_board_svg          (const CsBoard *board, CsTheme theme, double cell);
void     art_board_svg_append   (GString *svg, const CsBoard *board, CsTheme theme, double cell);
/* where track space @space lies in board pixels (cell units × @cell, margin included) */
void     art_board_track_point  (const CsBoard *board, guint space, double cell, double *x, double *y);

/* Tokens, each a square picture */
char    *art_follower_svg       (guint player, ArtFigure figure, CsTheme theme);
/* a follower of @size px centred at (x, y) inside a document being built */
void     art_follower_svg_append (GString *svg, guint player, ArtFigure figure,
                                  double x, double y, double size);
char    *art_keep_svg           (guint player, CsTheme theme);
char    *art_wall_tile_svg      (guint kind, CsTheme theme);   /* kind 0: the common back */
char    *art_motif_svg          (CsTheme theme);
guint32  art_player_colour      (guint player);

/* Classic Carcassonne (art-classic.c): its tiles in the same hand, with
 * shields and cloisters, and followers in the five colours of C-1.1 */
#define  ART_CLASSIC_SEATS 5
guint32  art_classic_seat_colour (guint seat);
/* the base colour of a classic feature kind (CsClassicKind): a city's is a
 * town's, apart from the grey of its walls */
guint32  art_classic_kind_colour (guint kind);
/* the grey of a city's walls */
guint32  art_classic_wall_colour (void);
char    *art_classic_tile_svg    (const CsClassicDesign *design, guint rot);
void     art_classic_tile_svg_append (GString *svg, const CsClassicDesign *design, guint rot,
                                      double x, double y, double size);
gboolean art_classic_anchor      (const CsClassicDesign *design, guint rot, guint piece, double *x, double *y);
int      art_classic_piece_at    (const CsClassicDesign *design, guint rot, double x, double y);
void     art_classic_badge_layout (const CsClassicDesign *design, guint rot, const guint8 *pieces, guint n,
                                   double r, double *x, double *y);
/* the same, each badge whole on its own piece (the bridge's in the middle),
 * and in @radius how large each may be drawn: @r, or less where its piece
 * is too narrow for @r (a road's lane, a small cloister) */
void     art_classic_badge_layout_sized (const CsClassicDesign *design, guint rot, const guint8 *pieces, guint n,
                                         double r, double *x, double *y, double *radius);
char    *art_classic_follower_svg (guint seat, ArtFigure figure);
/* Bridges, Castles and Bazaars: a bridge across a whole tile, north–south
 * (axis 1) or west–east (axis 2), on a clear ground to lay over the tile
 * (B-3.2), its deck open over the building when @over_cloister; a castle
 * token in a seat's colour, to lay over the two tiles' shared side (B-4.3). The bazaar's stall is part of its tiles' pictures. */
char    *art_classic_bridge_svg   (guint axis, gboolean over_cloister);
char    *art_classic_castle_svg   (guint seat);
/* where a follower on a tile's bridge stands, or its spot's badge (B-3.8) */
#define  ART_CLASSIC_BRIDGE_X 0.5
#define  ART_CLASSIC_BRIDGE_Y 0.5

/* librsvg: parse @svg and draw its whole document into a new ARGB32 surface */
cairo_surface_t *art_render_svg (const char *svg, int width, int height, GError **error);

/* the locale-independent formatter used by all the generators: %f (2 decimals),
 * %d, %u, %s, %x (6 hex digits, for colours), %% */
void     art_svg_printf         (GString *svg, const char *format, ...);

G_END_DECLS
