/* art-board.c — the castle wall and track, start spaces, tokens, wall tiles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-art"

#include "config.h"

#include <math.h>

#include "art-private.h"
#include "cs-text.h"

#define WALL_W   0.82   /* wall band, in cells, outside the castle outline */
#define WALK_W   0.3    /* its inner walkway, where the start spaces lie */
#define TRACK_AT 0.58   /* the track's middle line */
#define TOWER_R  0.34   /* TRACK_AT + TOWER_R + its stroke must stay inside ART_BOARD_MARGIN */
#define FONT     "Cantarell, 'DejaVu Sans', sans-serif"

/* outward offset of corner @i of the outline by @d cells (a mitre: the
 * wall is rectilinear), in cell units without the margin */
static void
corner_offset (const CsBoard *b, guint i, double d, double *x, double *y)
{
  guint prev = (i + CS_NUM_CORNERS - 1) % CS_NUM_CORNERS, next = (i + 1) % CS_NUM_CORNERS;
  double ax = b->corner_x[i] - b->corner_x[prev], ay = b->corner_y[i] - b->corner_y[prev];
  double bx = b->corner_x[next] - b->corner_x[i], by = b->corner_y[next] - b->corner_y[i];
  double la = hypot (ax, ay), lb = hypot (bx, by);

  /* clockwise in y-down coordinates: the outside is to the left of travel */
  *x = b->corner_x[i] + d * (ay / la + by / lb);
  *y = b->corner_y[i] + d * (-ax / la - bx / lb);
}

static guint
edge_first_space (const CsBoard *b, guint i)
{
  return b->tower[i] + 2;
}

static guint
edge_end_space (const CsBoard *b, guint i)
{
  return i + 1 < CS_NUM_CORNERS ? b->tower[i + 1] : CS_TRACK_LEN;
}

/* a corner tower shrinks where a short stretch of wall must still hold
 * its track spaces (each at least MIN_SPACE long) */
#define MIN_SPACE 0.27

static double
edge_length (const CsBoard *b, guint i)
{
  double x0, y0, x1, y1;

  corner_offset (b, i, TRACK_AT, &x0, &y0);
  corner_offset (b, (i + 1) % CS_NUM_CORNERS, TRACK_AT, &x1, &y1);
  return hypot (x1 - x0, y1 - y0);
}

static double
tower_radius (const CsBoard *b, guint i)
{
  guint prev = (i + CS_NUM_CORNERS - 1) % CS_NUM_CORNERS;
  double r = TOWER_R;

  r = MIN (r, (edge_length (b, i) - (edge_end_space (b, i) - edge_first_space (b, i)) * MIN_SPACE) / 2);
  r = MIN (r, (edge_length (b, prev) - (edge_end_space (b, prev) - edge_first_space (b, prev)) * MIN_SPACE) / 2);
  return MAX (r, 0.22);
}

static gboolean
is_tower_space (const CsBoard *b, guint space)
{
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    if (space == b->tower[i] || space == b->tower[i] + 1u)
      return TRUE;
  return FALSE;
}

/* in cell units, no margin */
static void
track_point (const CsBoard *b, guint space, double *x, double *y, double *size)
{
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    {
      guint first = edge_first_space (b, i), end = edge_end_space (b, i);
      double x0, y0, x1, y1, len, dx, dy, slot;

      if (space == b->tower[i] || space == b->tower[i] + 1u)
        {
          corner_offset (b, i, TRACK_AT, x, y);
          *size = tower_radius (b, i);
          return;
        }
      if (space < first || space >= end)
        continue;
      corner_offset (b, i, TRACK_AT, &x0, &y0);
      corner_offset (b, (i + 1) % CS_NUM_CORNERS, TRACK_AT, &x1, &y1);
      len = hypot (x1 - x0, y1 - y0);
      dx = (x1 - x0) / len;
      dy = (y1 - y0) / len;
      {
        double ra = tower_radius (b, i), rb = tower_radius (b, (i + 1) % CS_NUM_CORNERS);
        slot = (len - ra - rb) / (end - first);
        *x = x0 + dx * (ra + slot * (space - first + 0.5));
        *y = y0 + dy * (ra + slot * (space - first + 0.5));
      }
      *size = MIN (slot * 0.92, 0.4);
      return;
    }
  *x = *y = 0;
  *size = 0.3;
}

void
art_board_track_point (const CsBoard *board, guint space, double cell, double *x, double *y)
{
  double size;

  g_return_if_fail (board != NULL && space < CS_TRACK_LEN);
  track_point (board, space, x, y, &size);
  *x = (*x + ART_BOARD_MARGIN) * cell;
  *y = (*y + ART_BOARD_MARGIN) * cell;
}

static void
outline_path (GString *s, const CsBoard *b, double d)
{
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    {
      double x, y;
      corner_offset (b, i, d, &x, &y);
      art_svg_printf (s, "%s%f %f", i == 0 ? "M" : "L", x, y);
    }
  g_string_append (s, "Z");
}

/* a start space: the tile edge it shows, drawn for the north side of a
 * unit cell at the origin (the caller turns it) */
static void
start_space (GString *s, const CsStartSpace *st, CsTheme theme, const ArtPalette *p)
{
  gboolean mid_path = st->pieces[st->seg_piece[1]].type == CS_PATH;
  double cut[4] = { 0, mid_path ? 0.4 : 1.0 / 3, mid_path ? 0.6 : 2.0 / 3, 1 };
  double d = WALK_W;

  for (guint i = 0; i < 3; i++)
    {
      const CsPiece *piece = &st->pieces[st->seg_piece[i]];
      double x0 = cut[i], w = cut[i + 1] - cut[i];

      art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\"/>",
                      x0, -d, w, d, p->fill[piece->type]);
      if (piece->type == CS_COURT || piece->type == CS_TOWER || piece->type == CS_PATH)
        art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"url(#%s)\"/>",
                        x0, -d, w, d, cs_feature_type_name (piece->type) );
      if (piece->type == CS_HOUSE)
        art_svg_printf (s, "<path d=\"M%f %fH%f\" stroke=\"#%x\" stroke-width=\"0.02\"/>",
                        x0, -d / 2, x0 + w, theme == CS_THEME_ZAMEK ? p->light[CS_HOUSE] : p->dark[CS_HOUSE]);
      if (piece->type == CS_TOWER && theme == CS_THEME_CASTLE)
        art_svg_printf (s, "<path d=\"M%f %fH%f\" stroke=\"#%x\" stroke-width=\"0.05\" stroke-dasharray=\"0.04 0.035\"/>",
                        x0, -0.03, x0 + w, p->light[CS_TOWER]);
      if (piece->type == CS_TOWER && theme == CS_THEME_ZAMEK)
        art_svg_printf (s, "<path d=\"M%f %fH%f\" stroke=\"#%x\" stroke-width=\"0.025\" stroke-dasharray=\"0.01 0.04\" "
                        "stroke-linecap=\"round\"/>", x0, -0.02, x0 + w, p->wood);
    }
  if (mid_path)
    art_svg_printf (s, "<path d=\"M0.39 0V%fM0.61 0V%f\" stroke=\"#%x\" stroke-width=\"0.02\"/>", -d, -d, p->dark[CS_PATH]);
  for (guint i = 0; i < 3; i++)
    {
      const CsPiece *piece = &st->pieces[st->seg_piece[i]];
      if (piece->type == CS_COURT && piece->markets > 0)
        {
          double cx = (cut[i] + cut[i + 1]) / 2;
          if (theme == CS_THEME_ZAMEK)
            art_icon_shrine (s, p, cx, -d / 2, 0.09);
          else
            art_icon_market (s, p, cx, -d / 2, 0.09);
          break;
        }
    }
  art_svg_printf (s, "<rect x=\"0\" y=\"%f\" width=\"1\" height=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.025\"/>\n",
                  -d, d, p->wall_dark);
}

void
art_board_svg_append (GString *s, const CsBoard *b, CsTheme theme, double cell)
{
  const ArtPalette *p = art_palette (theme);
  double m = ART_BOARD_MARGIN;

  /* geometry in cell units; text in hundredths of a cell, since text set
   * at a tiny size and scaled up comes out with badly hinted glyphs */
  art_svg_printf (s, "<g transform=\"scale(%f) translate(%f %f)\">\n<g transform=\"scale(100)\">\n",
                  cell / 100, m * 100, m * 100);
  /* the castle floor, with a faint grid of its cells */
  g_string_append (s, "<path d=\"");
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    art_svg_printf (s, "M%f %fh1v1h-1Z", (double) b->cell_x[c], (double) b->cell_y[c]);
  art_svg_printf (s, "\" fill=\"#%x\" fill-opacity=\"0.55\" stroke=\"#%x\" stroke-width=\"0.02\" stroke-opacity=\"0.6\"/>\n",
                  p->light[CS_COURT], p->dark[CS_COURT]);
  /* the wall */
  g_string_append (s, "<path fill-rule=\"evenodd\" d=\"");
  outline_path (s, b, WALL_W);
  outline_path (s, b, 0);
  art_svg_printf (s, "\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"0.03\"/>\n", p->wall, p->wall_dark);
  g_string_append (s, "<path fill-rule=\"evenodd\" d=\"");
  outline_path (s, b, WALK_W);
  outline_path (s, b, 0);
  art_svg_printf (s, "\" fill=\"#%x\" fill-opacity=\"0.35\"/>\n", p->light[CS_TOWER]);
  /* battlements on the outer face */
  g_string_append (s, "<path d=\"");
  outline_path (s, b, WALL_W - 0.05);
  art_svg_printf (s, "\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.1\" stroke-dasharray=\"0.12 0.1\"/>\n", p->wall_dark);

  for (guint i = 0; i < CS_NUM_START; i++)
    {
      const CsStartSpace *st = &b->start[i];
      art_svg_printf (s, "<g transform=\"translate(%f %f) rotate(%d 0.5 0.5)\">",
                      (double) b->cell_x[st->cell], (double) b->cell_y[st->cell], 90 * st->side);
      start_space (s, st, theme, p);
      g_string_append (s, "</g>\n");
    }

  /* the track: spaces and corner towers, then their numbers */
  for (guint space = 0; space < CS_TRACK_LEN; space++)
    {
      double x, y, size;

      if (is_tower_space (b, space))
        continue;
      track_point (b, space, &x, &y, &size);
      art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" rx=\"0.04\" fill=\"#%x\" "
                      "stroke=\"#%x\" stroke-width=\"0.02\"/>\n",
                      x - size / 2, y - size / 2, size, size,
                      space % 5 == 0 ? p->light[CS_PATH] : p->fill[CS_PATH], p->wall_dark);
    }
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    {
      double x, y, r = tower_radius (b, i);

      corner_offset (b, i, TRACK_AT, &x, &y);
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"0.035\"/>",
                      x, y, r, p->wall, p->wall_dark);
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.06\" "
                      "stroke-dasharray=\"0.07 0.06\"/>", x, y, r - 0.05, p->wall_dark);
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\"/>\n", x, y, r - 0.09, p->light[CS_PATH]);
    }
  g_string_append (s, "</g>\n");
  for (guint space = 0; space < CS_TRACK_LEN; space++)
    {
      double x, y, size;

      if (is_tower_space (b, space))
        continue;
      track_point (b, space, &x, &y, &size);
      art_svg_printf (s, "<text x=\"%f\" y=\"%f\" font-family=\"%s\" font-size=\"%f\" font-weight=\"%s\" "
                      "text-anchor=\"middle\" fill=\"#%x\">%u</text>\n",
                      x * 100, y * 100 + MIN (19, size * 55) * 0.36, FONT, MIN (19, size * 55),
                      space % 5 == 0 ? "bold" : "normal", p->ink, space);
    }
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    {
      double x, y, r = tower_radius (b, i), fs = MIN (17, r * 52);

      corner_offset (b, i, TRACK_AT, &x, &y);
      art_svg_printf (s, "<text x=\"%f\" y=\"%f\" font-family=\"%s\" font-size=\"%f\" font-weight=\"bold\" "
                      "text-anchor=\"middle\" fill=\"#%x\">%u</text>",
                      x * 100, y * 100 - fs * 0.12, FONT, fs, p->ink, (guint) b->tower[i]);
      art_svg_printf (s, "<text x=\"%f\" y=\"%f\" font-family=\"%s\" font-size=\"%f\" font-weight=\"bold\" "
                      "text-anchor=\"middle\" fill=\"#%x\">%u</text>\n",
                      x * 100, y * 100 + fs * 0.85, FONT, fs, p->ink, (guint) b->tower[i] + 1);
    }
  g_string_append (s, "</g>\n");
}

char *
art_board_svg (const CsBoard *board, CsTheme theme, double cell)
{
  GString *s = g_string_sized_new (32768);

  g_return_val_if_fail (board != NULL, NULL);
  art_svg_begin (s, theme, (board->width + 2 * ART_BOARD_MARGIN) * cell,
                 (board->height + 2 * ART_BOARD_MARGIN) * cell);
  art_board_svg_append (s, board, theme, cell);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

/* ---- tokens --------------------------------------------------------------- */

char *
art_follower_svg (guint player, ArtFigure figure, CsTheme theme)
{
  GString *s = g_string_new (NULL);

  art_svg_begin (s, theme, 48, 48);
  art_icon_figure (s, art_player_colour (player), figure, 24, 24, 21);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

void
art_follower_svg_append (GString *s, guint player, ArtFigure figure, double x, double y, double size)
{
  art_icon_figure (s, art_player_colour (player), figure, x, y, size / 2);
}

char *
art_keep_svg (guint player, CsTheme theme)
{
  GString *s = g_string_new (NULL);
  guint32 c = art_player_colour (player), edge = player == 0 ? 0x0b1f40 : 0x4a2500;

  art_svg_begin (s, theme, 48, 48);
  if (theme == CS_THEME_ZAMEK)
    /* the family house: a gabled cottage */
    art_svg_printf (s, "<path d=\"M6 22L24 6L42 22V42H6Z\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"2.4\" "
                    "stroke-linejoin=\"round\"/><path d=\"M19 42V31h10v11M3 24L24 5L45 24\" fill=\"none\" "
                    "stroke=\"#%x\" stroke-width=\"2.4\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>",
                    c, edge, edge);
  else
    /* the keep: a square donjon with battlements */
    art_svg_printf (s, "<path d=\"M8 6h7v5h5V6h8v5h5V6h7v10l-3 3v23H11V19l-3-3Z\" fill=\"#%x\" stroke=\"#%x\" "
                    "stroke-width=\"2.4\" stroke-linejoin=\"round\"/><path d=\"M19 42V33a5 5 0 0 1 10 0v9M11 19h26\" "
                    "fill=\"none\" stroke=\"#%x\" stroke-width=\"2.2\"/>", c, edge, edge);
  if (player != 0)
    art_svg_printf (s, "<circle cx=\"24\" cy=\"25\" r=\"3\" fill=\"#fff6e0\" stroke=\"#%x\" stroke-width=\"1\"/>", edge);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

static void
times_label (GString *s, const ArtPalette *p, const char *text)
{
  art_svg_printf (s, "<text x=\"70\" y=\"78\" font-family=\"%s\" font-size=\"20\" font-weight=\"bold\" "
                  "text-anchor=\"middle\" fill=\"#%x\">%s</text>", FONT, p->ink, text);
}

static void
dashed_ring (GString *s, const ArtPalette *p)
{
  art_svg_printf (s, "<circle cx=\"48\" cy=\"52\" r=\"27\" fill=\"none\" stroke=\"#%x\" stroke-width=\"2\" "
                  "stroke-dasharray=\"5 4\"/>", p->ink);
}

char *
art_wall_tile_svg (guint kind, CsTheme theme)
{
  const ArtPalette *p = art_palette (theme);
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (kind <= CS_NUM_WALL_KINDS, NULL);
  art_svg_begin (s, theme, 96, 96);
  art_svg_printf (s, "<rect x=\"2\" y=\"2\" width=\"92\" height=\"92\" rx=\"9\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"3\"/>",
                  p->wall, p->wall_dark);
  if (kind == CS_WALL_NONE)
    {
      /* the common back: masonry and a shield */
      art_svg_printf (s, "<rect x=\"2\" y=\"2\" width=\"92\" height=\"92\" rx=\"9\" fill=\"url(#tower)\"/>"
                      "<path d=\"M30 26h36v22c0 14-10 20-18 24c-8-4-18-10-18-24Z\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"3\"/>"
                      "<path d=\"M40 42v-8h4v4h8v-4h4v8l-2 2v12H42V44Z\" fill=\"#%x\"/>",
                      p->fill[CS_HOUSE], p->wall_dark, p->light[CS_PATH]);
      art_svg_end (s);
      return g_string_free (s, FALSE);
    }
  art_svg_printf (s, "<rect x=\"9\" y=\"9\" width=\"78\" height=\"78\" rx=\"5\" fill=\"#%x\"/>", p->light[CS_PATH]);
  switch (kind)
    {
    case CS_WALL_EXTRA_TURN:
      art_svg_printf (s, "<path d=\"M68 52a20 20 0 1 1-6-14\" fill=\"none\" stroke=\"#%x\" stroke-width=\"6\" stroke-linecap=\"round\"/>"
                      "<path d=\"M66 24l1 17-16-3Z\" fill=\"#%x\"/>", p->ink, p->ink);
      break;
    case CS_WALL_TOWER_X2:
      art_icon_tower (s, p, theme, 40, 50, 20);
      times_label (s, p, "×2");
      break;
    case CS_WALL_HOUSE_X2:
      art_icon_house (s, p, theme, 40, 50, 20);
      times_label (s, p, "×2");
      break;
    case CS_WALL_UNFINISHED_PATH:
      dashed_ring (s, p);
      art_icon_path (s, p, 48, 52, 20, TRUE);
      break;
    case CS_WALL_UNFINISHED_TOWER:
      dashed_ring (s, p);
      art_icon_tower (s, p, theme, 48, 52, 17);
      break;
    case CS_WALL_UNFINISHED_HOUSE:
      dashed_ring (s, p);
      art_icon_house (s, p, theme, 48, 52, 17);
      break;
    case CS_WALL_MARKETS_X4:
      if (theme == CS_THEME_ZAMEK)
        art_icon_shrine (s, p, 40, 50, 16);
      else
        art_icon_market (s, p, 40, 50, 16);
      times_label (s, p, "×4");
      break;
    case CS_WALL_BIGGER_KEEP:
      if (theme == CS_THEME_ZAMEK)
        art_svg_printf (s, "<path d=\"M22 50L40 34L58 50V68H22Z\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"3\" "
                        "stroke-linejoin=\"round\"/>", p->fill[CS_HOUSE], p->ink);
      else
        art_svg_printf (s, "<path d=\"M24 32h6v4h4v-4h6v4h4v-4h6v10l-3 3v23H27V45l-3-3Z\" fill=\"#%x\" stroke=\"#%x\" "
                        "stroke-width=\"3\" stroke-linejoin=\"round\"/>", p->fill[CS_TOWER], p->ink);
      times_label (s, p, "+2");
      break;
    case CS_WALL_FIVE_POINTS:
      art_svg_printf (s, "<circle cx=\"48\" cy=\"52\" r=\"22\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"3\"/>"
                      "<text x=\"48\" y=\"62\" font-family=\"%s\" font-size=\"28\" font-weight=\"bold\" "
                      "text-anchor=\"middle\" fill=\"#%x\">5</text>", 0xe5b73b, p->ink, FONT, p->ink);
      break;
    default:
      break;
    }
  /* the theme's number for this kind, in the corner */
  art_svg_printf (s, "<circle cx=\"20\" cy=\"20\" r=\"12\" fill=\"#%x\"/>"
                  "<text x=\"20\" y=\"27\" font-family=\"%s\" font-size=\"19\" font-weight=\"bold\" "
                  "text-anchor=\"middle\" fill=\"#ffffff\">%u</text>",
                  p->ink, FONT, cs_wall_number (kind, theme));
  art_svg_end (s);
  return g_string_free (s, FALSE);
}

char *
art_motif_svg (CsTheme theme)
{
  const ArtPalette *p = art_palette (theme);
  GString *s = g_string_new (NULL);

  art_svg_begin (s, theme, 128, 128);
  art_svg_printf (s, "<rect x=\"8\" y=\"14\" width=\"112\" height=\"108\" rx=\"12\" fill=\"#%x\"/>"
                  "<rect x=\"8\" y=\"8\" width=\"112\" height=\"108\" rx=\"12\" fill=\"#%x\"/>"
                  "<path d=\"M8 70H120\" stroke=\"#%x\" stroke-width=\"26\"/><path d=\"M8 70H120\" stroke=\"#%x\" stroke-width=\"22\"/>",
                  p->wall_dark, p->fill[CS_COURT], p->dark[CS_PATH], p->fill[CS_PATH]);
  art_icon_tower (s, p, theme, 44, 36, 22);
  art_icon_house (s, p, theme, 88, 100, 16);
  art_svg_end (s);
  return g_string_free (s, FALSE);
}
