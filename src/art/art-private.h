/* art-private.h — what the art generators share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-art.h"

G_BEGIN_DECLS

typedef struct {
  guint32 fill[CS_N_FEATURE_TYPES];   /* base colours: the tests classify pixels by these */
  guint32 dark[CS_N_FEATURE_TYPES];   /* outlines and texture */
  guint32 light[CS_N_FEATURE_TYPES];  /* highlights */
  guint32 water;
  guint32 wood;
  guint32 accent;                     /* awnings, flags */
  guint32 wall;                       /* the castle wall */
  guint32 wall_dark;
  guint32 ink;                        /* numbers */
  const char *tower_texture;          /* the pattern a tower's band is filled with */
  guint32 tower_wall;                 /* 0, or a solid wall under the battlements */
} ArtPalette;

const ArtPalette *art_palette (CsTheme theme);
/* classic Carcassonne's: The Castle's, with a town of roofs in the towers'
 * place, ringed by a stone wall (art-classic.c) */
const ArtPalette *art_classic_palette (void);
#define ART_CLASSIC_ROOF      0xb5532f
#define ART_CLASSIC_ROOF_DARK 0x7a3018

/* art_tile_svg_append in another palette, over the defs of @theme */
void art_tile_svg_append_palette (GString *s, const CsTile *tile, guint rot, CsTheme theme,
                                  const ArtPalette *palette, double x, double y, double size);

/* A lane a caller draws over the shared layout itself (BC&B H's bent
 * road, art-classic.c): the circle round (cx, cy) of radius r, half_width
 * each side of it, in the board's unit square. The layout keeps its round
 * towers clear of it as of its own lanes (shrunk, or left out where there
 * is no room), so the lane meets a wall, not a tower. The _with calls are
 * the calls above and in castellan-art.h with such a lane (NULL: none);
 * every call for one picture must pass the same. */
typedef struct {
  double cx, cy, r, half_width;
} ArtLane;

void     art_tile_svg_append_with   (GString *s, const CsTile *tile, guint rot, const ArtLane *extra, CsTheme theme,
                                     const ArtPalette *palette, double x, double y, double size);
gboolean art_tile_anchor_with       (const CsTile *tile, guint rot, const ArtLane *extra, guint piece, double *x,
                                     double *y);
void     art_tile_badge_layout_with (const CsTile *tile, guint rot, const ArtLane *extra, const guint8 *pieces,
                                     guint n, double r, double *x, double *y);
int      art_tile_piece_at_with     (const CsTile *tile, guint rot, const ArtLane *extra, double x, double y);
void     art_tile_regions_with      (const CsTile *tile, guint rot, const ArtLane *extra, guint n, gint8 *pieces);

/* small pictures drawn at (x, y) with half-size @r, in the current user space */
void art_icon_fountain (GString *s, const ArtPalette *p, double x, double y, double r);
void art_icon_stocks   (GString *s, const ArtPalette *p, double x, double y, double r);
void art_icon_market   (GString *s, const ArtPalette *p, double x, double y, double r);
void art_icon_shrine   (GString *s, const ArtPalette *p, double x, double y, double r);
void art_icon_tower    (GString *s, const ArtPalette *p, CsTheme theme, double x, double y, double r);
void art_icon_house    (GString *s, const ArtPalette *p, CsTheme theme, double x, double y, double r);
void art_icon_path     (GString *s, const ArtPalette *p, double x, double y, double r, gboolean open_end);
void art_icon_figure   (GString *s, guint32 colour, ArtFigure figure, double x, double y, double r);

G_END_DECLS
