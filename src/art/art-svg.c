/* art-svg.c — palettes, the SVG formatter, shared icons and rendering
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-art"

#include "config.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <stdarg.h>

#include "art-private.h"

/* Each theme's four base colours sit at clearly different lightness
 * (path lightest, house darkest), so they stay apart for every kind of
 * colour blindness; texture and shape tell them apart as well. */
static const ArtPalette palettes[2] = {
  [CS_THEME_CASTLE] = {
    /*            path      tower     house     court   */
    .fill  = { 0xeadab0, 0xb4b6bb, 0xa9472f, 0x79a845 },
    .dark  = { 0xb89c64, 0x5e6068, 0x5c2214, 0x4f7a2a },
    .light = { 0xf7efd8, 0xd8d9dc, 0xd0735a, 0x9cc464 },
    .water = 0x4a90d9, .wood = 0x7a5230, .accent = 0xc0392b,
    .wall = 0xa8a29a, .wall_dark = 0x5b5650, .ink = 0x2b2622, .tower_texture = "tower",
  },
  [CS_THEME_ZAMEK] = {
    .fill  = { 0xecdcb5, 0xd39c8c, 0x7e5236, 0x6f9f3d },
    .dark  = { 0xa8895a, 0x7d4f45, 0x3e2615, 0x44702a },
    .light = { 0xf8efd9, 0xebc3b7, 0xa9774f, 0x98c25e },
    .water = 0x3f8fcf, .wood = 0x6b4423, .accent = 0xe8c547,
    .wall = 0xc2a27c, .wall_dark = 0x6d5238, .ink = 0x2d2114, .tower_texture = "tower",
  },
};

const ArtPalette *
art_palette (CsTheme theme)
{
  return &palettes[theme == CS_THEME_ZAMEK ? CS_THEME_ZAMEK : CS_THEME_CASTLE];
}

guint32
art_type_colour (CsTheme theme, guint type)
{
  g_return_val_if_fail (type < CS_N_FEATURE_TYPES, 0);
  return art_palette (theme)->fill[type];
}

guint32
art_player_colour (guint player)
{
  /* blue and orange: the pair that survives every common colour blindness */
  return player == 0 ? 0x1f5fbf : 0xf08a1c;
}

static void
append_number (GString *s, double v)
{
  gint64 n = (gint64) llround (v * 100.0);

  if (n < 0)
    {
      g_string_append_c (s, '-');
      n = -n;
    }
  g_string_append_printf (s, "%" G_GINT64_FORMAT, n / 100);
  if (n % 100 != 0)
    {
      if (n % 10 == 0)
        g_string_append_printf (s, ".%d", (int) (n % 100) / 10);
      else
        g_string_append_printf (s, ".%02d", (int) (n % 100));
    }
}

void
art_svg_printf (GString *s, const char *format, ...)
{
  va_list ap;

  va_start (ap, format);
  for (const char *f = format; *f; f++)
    {
      if (*f != '%')
        {
          g_string_append_c (s, *f);
          continue;
        }
      f++;
      switch (*f)
        {
        case 'f':
          append_number (s, va_arg (ap, double));
          break;
        case 'd':
          g_string_append_printf (s, "%d", va_arg (ap, int));
          break;
        case 'u':
          g_string_append_printf (s, "%u", va_arg (ap, guint));
          break;
        case 's':
          g_string_append (s, va_arg (ap, const char *));
          break;
        case 'x':
          g_string_append_printf (s, "%06x", va_arg (ap, guint32) & 0xffffff);
          break;
        case '%':
          g_string_append_c (s, '%');
          break;
        default:
          g_assert_not_reached ();
        }
    }
  va_end (ap);
}

/* Patterns in user space: one tile is 120 units, and every pattern's period
 * divides 120, so textures run on seamlessly from tile to tile. */
void
art_svg_begin (GString *s, CsTheme theme, double width, double height)
{
  const ArtPalette *p = art_palette (theme);

  art_svg_printf (s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%f\" height=\"%f\" "
                  "viewBox=\"0 0 %f %f\">\n<defs>\n", width, height, width, height);
  if (theme == CS_THEME_CASTLE)
    {
      /* court: grass tufts */
      art_svg_printf (s, "<pattern id=\"court\" patternUnits=\"userSpaceOnUse\" width=\"20\" height=\"20\">"
                      "<path d=\"M3 6l1.5-3 1.5 3M13 16l1.5-3 1.5 3M14 5l1-2 1 2M5 15l1-2 1 2\" "
                      "fill=\"none\" stroke=\"#%x\" stroke-width=\"1\" stroke-linecap=\"round\"/></pattern>\n",
                      p->dark[CS_COURT]);
      /* path: cobbles */
      art_svg_printf (s, "<pattern id=\"path\" patternUnits=\"userSpaceOnUse\" width=\"8\" height=\"8\">"
                      "<path d=\"M0 4h8M4 0v4M0 4v4M8 4v4\" fill=\"none\" stroke=\"#%x\" stroke-width=\"0.5\" "
                      "stroke-opacity=\"0.55\"/></pattern>\n", p->dark[CS_PATH]);
      /* tower: ashlar blocks */
      art_svg_printf (s, "<pattern id=\"tower\" patternUnits=\"userSpaceOnUse\" width=\"12\" height=\"8\">"
                      "<path d=\"M0 0.3h12M0 4.3h12M3 0.3v4M9 4.3v4\" fill=\"none\" stroke=\"#%x\" "
                      "stroke-width=\"0.7\" stroke-opacity=\"0.6\"/></pattern>\n", p->dark[CS_TOWER]);
      /* a classic city: roofs packed inside its walls (art-classic.c) */
      art_svg_printf (s, "<pattern id=\"town\" patternUnits=\"userSpaceOnUse\" width=\"20\" height=\"20\">"
                      "<path d=\"M2 2h7v5h-7zM12 11h6v5h-6zM12 2h5v5h-5zM2 12h6v5h-6z\" fill=\"#%x\" "
                      "fill-opacity=\"0.5\"/><path d=\"M2 4.5h7M12 13.5h6M14.5 2v5M5 12v5\" stroke=\"#%x\" "
                      "stroke-width=\"0.7\" stroke-opacity=\"0.7\"/></pattern>\n",
                      ART_CLASSIC_ROOF, ART_CLASSIC_ROOF_DARK);
    }
  else
    {
      /* meadow: little flowers */
      art_svg_printf (s, "<pattern id=\"court\" patternUnits=\"userSpaceOnUse\" width=\"20\" height=\"20\">"
                      "<circle cx=\"4\" cy=\"5\" r=\"1\" fill=\"#f4f1d0\"/><circle cx=\"14\" cy=\"14\" r=\"1\" fill=\"#f2d84a\"/>"
                      "<circle cx=\"15\" cy=\"4\" r=\"0.7\" fill=\"#%x\"/><circle cx=\"6\" cy=\"15\" r=\"0.7\" fill=\"#%x\"/>"
                      "</pattern>\n", p->dark[CS_COURT], p->dark[CS_COURT]);
      /* road: wheel ruts and pebbles */
      art_svg_printf (s, "<pattern id=\"path\" patternUnits=\"userSpaceOnUse\" width=\"10\" height=\"10\">"
                      "<circle cx=\"2\" cy=\"3\" r=\"0.6\" fill=\"#%x\"/><circle cx=\"7\" cy=\"8\" r=\"0.5\" fill=\"#%x\"/>"
                      "</pattern>\n", p->dark[CS_PATH], p->dark[CS_PATH]);
      /* pigsty: trampled mud with straw */
      art_svg_printf (s, "<pattern id=\"tower\" patternUnits=\"userSpaceOnUse\" width=\"10\" height=\"10\">"
                      "<path d=\"M1 2l3 1M6 7l3-1M2 8l2 1M7 2l1 2\" fill=\"none\" stroke=\"#%x\" "
                      "stroke-width=\"0.7\" stroke-linecap=\"round\" stroke-opacity=\"0.7\"/></pattern>\n",
                      p->dark[CS_TOWER]);
    }
  art_svg_printf (s, "</defs>\n");
}

void
art_svg_end (GString *s)
{
  g_string_append (s, "</svg>\n");
}

/* ---- icons -------------------------------------------------------------- */

void
art_icon_fountain (GString *s, const ArtPalette *p, double x, double y, double r)
{
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x, y, r, p->water, p->wall_dark, r * 0.3);
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>"
                  "<path d=\"M%f %fh%fM%f %fv%f\" stroke=\"#ffffff\" stroke-width=\"%f\" stroke-opacity=\"0.7\"/>\n",
                  x, y, r * 0.25, x - r * 0.6, y, r * 1.2, x, y - r * 0.6, r * 1.2, r * 0.12);
}

void
art_icon_stocks (GString *s, const ArtPalette *p, double x, double y, double r)
{
  /* the stocks: a pale plank with three holes between two dark posts */
  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\"/>"
                  "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\"/>",
                  x - r * 1.15, y - r * 0.75, r * 0.3, r * 1.5, p->dark[CS_HOUSE],
                  x + r * 0.85, y - r * 0.75, r * 0.3, r * 1.5, p->dark[CS_HOUSE]);
  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" rx=\"%f\" fill=\"#d9ad6c\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x - r, y - r * 0.6, 2 * r, r * 1.2, r * 0.12, p->dark[CS_HOUSE], r * 0.1);
  for (int i = -1; i <= 1; i++)
    art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\"/>",
                    x + i * r * 0.6, y, i == 0 ? r * 0.24 : r * 0.15, p->dark[CS_HOUSE]);
  g_string_append_c (s, '\n');
}

void
art_icon_market (GString *s, const ArtPalette *p, double x, double y, double r)
{
  /* a stall seen from above: a striped awning */
  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#ffffff\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x - r, y - r * 0.75, 2 * r, 1.5 * r, p->ink, r * 0.14);
  for (int i = 0; i < 4; i += 2)
    art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\"/>",
                    x - r + i * r * 0.5, y - r * 0.75, r * 0.5, 1.5 * r, p->accent);
  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"%f\"/>\n",
                  x - r, y - r * 0.75, 2 * r, 1.5 * r, p->ink, r * 0.14);
}

void
art_icon_shrine (GString *s, const ArtPalette *p, double x, double y, double r)
{
  /* a wayside shrine: a pale plinth carrying a cross */
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#f3ead6\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x, y, r, p->ink, r * 0.14);
  art_svg_printf (s, "<path d=\"M%f %fv%fM%f %fh%f\" stroke=\"#%x\" stroke-width=\"%f\" stroke-linecap=\"round\"/>\n",
                  x, y - r * 0.65, r * 1.3, x - r * 0.45, y - r * 0.2, r * 0.9, p->wood, r * 0.26);
}

void
art_icon_tower (GString *s, const ArtPalette *p, CsTheme theme, double x, double y, double r)
{
  if (theme == CS_THEME_ZAMEK)
    {
      /* a pigsty: a fenced round pen with a pig */
      art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\" "
                      "stroke-dasharray=\"%f %f\"/>", x, y, r, p->fill[CS_TOWER], p->wood, r * 0.16, r * 0.2, r * 0.12);
      art_svg_printf (s, "<ellipse cx=\"%f\" cy=\"%f\" rx=\"%f\" ry=\"%f\" fill=\"#f2b8b0\" stroke=\"#%x\" stroke-width=\"%f\"/>"
                      "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#f2b8b0\" stroke=\"#%x\" stroke-width=\"%f\"/>\n",
                      x - r * 0.1, y, r * 0.45, r * 0.3, p->dark[CS_TOWER], r * 0.07,
                      x + r * 0.4, y, r * 0.2, p->dark[CS_TOWER], r * 0.07);
      return;
    }
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x, y, r, p->fill[CS_TOWER], p->dark[CS_TOWER], r * 0.1);
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"%f\" "
                  "stroke-dasharray=\"%f %f\"/>", x, y, r * 0.78, p->dark[CS_TOWER], r * 0.26, r * 0.3, r * 0.25);
  art_svg_printf (s, "<circle cx=\"%f\" cy=\"%f\" r=\"%f\" fill=\"#%x\"/>\n", x, y, r * 0.5, p->light[CS_TOWER]);
}

void
art_icon_house (GString *s, const ArtPalette *p, CsTheme theme, double x, double y, double r)
{
  /* a hipped roof from above */
  double w = r, h = r * 0.72;

  art_svg_printf (s, "<rect x=\"%f\" y=\"%f\" width=\"%f\" height=\"%f\" fill=\"#%x\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x - w, y - h, 2 * w, 2 * h, p->fill[CS_HOUSE], p->dark[CS_HOUSE], r * 0.1);
  art_svg_printf (s, "<path d=\"M%f %fL%f %fL%f %fM%f %fL%f %fM%f %fL%f %fL%f %f\" fill=\"none\" stroke=\"#%x\" "
                  "stroke-width=\"%f\" stroke-linecap=\"round\"/>\n",
                  x - w, y - h, x - w + h, y, x - w, y + h,
                  x - w + h, y, x + w - h, y,
                  x + w, y - h, x + w - h, y, x + w, y + h,
                  theme == CS_THEME_ZAMEK ? p->light[CS_HOUSE] : p->dark[CS_HOUSE], r * 0.12);
}

void
art_icon_path (GString *s, const ArtPalette *p, double x, double y, double r, gboolean open_end)
{
  art_svg_printf (s, "<path d=\"M%f %fC%f %f %f %f %f %f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"%f\"/>",
                  x - r, y + r * 0.7, x - r * 0.2, y + r * 0.7, x + r * 0.2, y - r * 0.7, x + r, y - r * 0.7,
                  p->dark[CS_PATH], r * 0.62);
  art_svg_printf (s, "<path d=\"M%f %fC%f %f %f %f %f %f\" fill=\"none\" stroke=\"#%x\" stroke-width=\"%f\"%s/>\n",
                  x - r, y + r * 0.7, x - r * 0.2, y + r * 0.7, x + r * 0.2, y - r * 0.7, x + r, y - r * 0.7,
                  p->fill[CS_PATH], r * 0.44, open_end ? " stroke-dasharray=\"4 2\"" : "");
}

/* a follower: standing seen from the front, lying turned on its side */
void
art_icon_figure (GString *s, guint32 colour, ArtFigure figure, double x, double y, double r)
{
  guint luma = ((colour >> 16 & 0xff) * 3 + (colour >> 8 & 0xff) * 6 + (colour & 0xff)) / 10;
  /* a dark outline, a light one round a black figure (classic's fifth colour) */
  guint32 edge = luma < 0x50 ? 0xd8d2c4 : colour == art_player_colour (0) ? 0x0b1f40 : 0x4a2500;

  art_svg_printf (s, "<g transform=\"translate(%f %f) scale(%f)%s\">", x, y, r / 10.0,
                  figure == ART_FIGURE_LYING ? " rotate(-90)" : "");
  art_svg_printf (s, "<path d=\"M0 -10a3.4 3.4 0 0 1 3.4 3.4c0 1.5-1 2.6-1.6 3l5.6 2.4c1.3 0.6 1.6 2.4 0.4 3.2"
                  "l-3.2 1.3 3.3 6.3c0.5 0.9-0.1 1.8-1 1.8h-4.6l-2.3-4-2.3 4h-4.6c-0.9 0-1.5-0.9-1-1.8"
                  "l3.3-6.3-3.2-1.3c-1.2-0.8-0.9-2.6 0.4-3.2l5.6-2.4c-0.6-0.4-1.6-1.5-1.6-3A3.4 3.4 0 0 1 0 -10z\" "
                  "fill=\"#%x\" stroke=\"#%x\" stroke-width=\"1\" stroke-linejoin=\"round\"/>", colour, edge);
  /* the second player's figures also carry a pale sash: not colour alone */
  if (colour == art_player_colour (1))
    art_svg_printf (s, "<path d=\"M-3.3 -2.5L3 4\" stroke=\"#fff6e0\" stroke-width=\"1.6\" stroke-linecap=\"round\"/>");
  art_svg_printf (s, "</g>\n");
}

/* ---- rendering ----------------------------------------------------------- */

cairo_surface_t *
art_render_svg (const char *svg, int width, int height, GError **error)
{
  RsvgHandle *handle;
  cairo_surface_t *surface;
  cairo_t *cr;
  RsvgRectangle viewport = { 0, 0, width, height };
  gboolean ok;

  g_return_val_if_fail (svg != NULL && width > 0 && height > 0, NULL);

  handle = rsvg_handle_new_from_data ((const guint8 *) svg, strlen (svg), error);
  if (!handle)
    return NULL;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  ok = rsvg_handle_render_document (handle, cr, &viewport, error);
  cairo_destroy (cr);
  g_object_unref (handle);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_flush (surface);
  return surface;
}
