/* castellan-texture-cache.h — the art's textures, one cache for the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-art.h"

G_BEGIN_DECLS

/* the margin around the castle cells, in cells: the track runs in it */
#define CASTELLAN_BOARD_MARGIN ART_BOARD_MARGIN

/* The shared cache over the shipped board and tile set (art-cache.h). When
 * the board is asked for at a new cell size, the pictures drawn neither at
 * it nor at the size before are dropped, so resizing the window does not
 * pile textures up. The board itself is then rendered at the new size in
 * a worker thread, and the one at the old size is drawn stretched until
 * it is ready (every window redrawn); so are the board's own pictures,
 * asked for through castellan_texture_board_tile and the like. The others
 * (castellan_texture_tile, ...) come at their size at once, rendered now
 * if need be. */
GdkTexture *castellan_texture_tile      (guint tile, guint rot, guint theme, int size, int scale);
GdkTexture *castellan_texture_board     (guint theme, int cell, int scale);
/* the board of @theme rendered ahead in a worker thread, if there is none
 * yet, so that its first frame has one to stretch */
void        castellan_texture_board_prepare (guint theme, int cell, int scale);
/* the board of @theme there is, at whatever size, or %NULL */
GdkTexture *castellan_texture_board_peek    (guint theme);
/* how many pictures are being rendered in a worker thread now (the tests
 * wait for none before they look) */
guint       castellan_texture_get_pending (void);
/* the textures held (every size counted) */
guint       castellan_texture_count     (void);
/* the board's tiles, followers, keeps and wall tiles, at the board's cell
 * size: a picture not rendered at @size yet but there at another comes at
 * that one, to be stretched, while a worker thread renders it */
GdkTexture *castellan_texture_board_tile      (guint tile, guint rot, guint theme, int size, int scale);
GdkTexture *castellan_texture_board_follower  (guint player, ArtFigure figure, guint theme, int size, int scale);
GdkTexture *castellan_texture_board_keep      (guint player, guint theme, int size, int scale);
GdkTexture *castellan_texture_board_wall_tile (guint kind, guint theme, int size, int scale);
GdkTexture *castellan_texture_follower  (guint player, ArtFigure figure, guint theme, int size, int scale);
GdkTexture *castellan_texture_keep      (guint player, guint theme, int size, int scale);
GdkTexture *castellan_texture_wall_tile (guint kind, guint theme, int size, int scale);

/* The theme is the art's (castellan_board_model_get_theme). */

/* Which of the art's two colours a seat plays with: the New Game dialog
 * lets the first seat take either. Followers, keeps and markers are asked
 * for by seat and drawn in the seat's colour. */
guint       castellan_seat_colour       (guint seat);
guint32     castellan_seat_rgb          (guint seat);
void        castellan_set_seat_colours_swapped (gboolean swapped);

G_END_DECLS
