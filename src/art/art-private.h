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
} ArtPalette;

const ArtPalette *art_palette (CsTheme theme);

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
