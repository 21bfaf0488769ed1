/* castellan-snapshot.c — drawing helpers for the boards' snapshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Castle's board view and the classic open board build their render
 * nodes from the same few shapes.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "castellan-snapshot.h"

void
castellan_snapshot_texture (GtkSnapshot *snapshot, GdkTexture *texture, double x, double y, double w, double h,
                            double alpha)
{
  graphene_rect_t r = GRAPHENE_RECT_INIT (x, y, w, h);

  if (alpha <= 0)
    return;
  if (alpha < 1)
    gtk_snapshot_push_opacity (snapshot, alpha);
  gtk_snapshot_append_texture (snapshot, texture, &r);
  if (alpha < 1)
    gtk_snapshot_pop (snapshot);
}

void
castellan_snapshot_rect (GtkSnapshot *snapshot, double x, double y, double w, double h, const GdkRGBA *colour)
{
  graphene_rect_t r = GRAPHENE_RECT_INIT (x, y, w, h);
  gtk_snapshot_append_color (snapshot, colour, &r);
}

void
castellan_snapshot_outline (GtkSnapshot *snapshot, double x, double y, double w, double h, double width,
                            const GdkRGBA *colour)
{
  GskRoundedRect rr;
  float widths[4] = { width, width, width, width };
  GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x, y, w, h), width);
  gtk_snapshot_append_border (snapshot, &rr, widths, colours);
}

void
castellan_snapshot_disc (GtkSnapshot *snapshot, double x, double y, double r, const GdkRGBA *fill,
                         const GdkRGBA *border)
{
  GskRoundedRect rr;
  float widths[4];
  GdkRGBA colours[4] = { *border, *border, *border, *border };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x - r, y - r, 2 * r, 2 * r), r);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, fill, &rr.bounds);
  gtk_snapshot_pop (snapshot);
  for (guint i = 0; i < 4; i++)
    widths[i] = MAX (1.5, r * 0.18);
  gtk_snapshot_append_border (snapshot, &rr, widths, colours);
}

/* The layouts a widget's board text was shaped into, kept on the widget
 * and keyed by size and text: a board draws the same few dozen labels
 * (axis numbers, spot badges) every frame, and shaping them again each
 * time cost a frame's budget while a computer's move played out. The
 * cache is dropped when the widget's Pango context changes (fonts, scale)
 * and when it grows past what any board shows. */
#define TEXT_CACHE_KEY   "castellan-snapshot-text-cache"
#define TEXT_SERIAL_KEY  "castellan-snapshot-text-serial"
#define TEXT_CACHE_LIMIT 512

static PangoLayout *
cached_layout (GtkWidget *widget, const char *text, double px)
{
  GHashTable *cache = g_object_get_data (G_OBJECT (widget), TEXT_CACHE_KEY);
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (widget));
  g_autofree char *key = g_strdup_printf ("%.1f|%s", MAX (6, px), text);
  PangoLayout *layout;
  PangoFontDescription *font;

  if (cache == NULL || GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), TEXT_SERIAL_KEY)) != serial ||
      g_hash_table_size (cache) > TEXT_CACHE_LIMIT)
    {
      cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
      g_object_set_data_full (G_OBJECT (widget), TEXT_CACHE_KEY, cache, (GDestroyNotify) g_hash_table_unref);
      g_object_set_data (G_OBJECT (widget), TEXT_SERIAL_KEY, GUINT_TO_POINTER (serial));
    }
  layout = g_hash_table_lookup (cache, key);
  if (layout != NULL)
    return layout;
  layout = gtk_widget_create_pango_layout (widget, NULL);
  font = pango_font_description_new ();
  pango_font_description_set_absolute_size (font, MAX (6, px) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);   /* plain text: a label may hold & or < */
  g_hash_table_insert (cache, g_steal_pointer (&key), layout);
  return layout;
}

void
castellan_snapshot_text (GtkWidget *widget, GtkSnapshot *snapshot, const char *text,
                         double x, double y, double px, const GdkRGBA *colour, gboolean boxed)
{
  PangoLayout *layout = cached_layout (widget, text, px);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  if (boxed)
    {
      GskRoundedRect rr;
      GdkRGBA bg = { 0.1, 0.1, 0.12, 0.78 };
      gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x - w / 2.0 - 4, y - h / 2.0 - 1, w + 8, h + 2), 5);
      gtk_snapshot_push_rounded_clip (snapshot, &rr);
      gtk_snapshot_append_color (snapshot, &bg, &rr.bounds);
      gtk_snapshot_pop (snapshot);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x - w / 2.0), round (y - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

int
castellan_snapshot_text_width (GtkWidget *widget, const char *text, double px, gboolean boxed)
{
  int w, h;

  pango_layout_get_pixel_size (cached_layout (widget, text, px), &w, &h);
  return boxed ? w + 8 : w;
}

/* a label of the chart, in the widget's font */
static void
chart_text (GtkWidget *widget, cairo_t *cr, const char *text, double x, double y, double xalign, gboolean upright)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (upright)
    cairo_rotate (cr, -G_PI / 2);
  cairo_move_to (cr, -w * xalign, -h / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

void
castellan_score_chart_draw (GtkWidget *widget, cairo_t *cr, int width, int height, const int *scores, guint stride,
                            guint n_steps, guint n_players, const guint32 *colours, int grid, int mark)
{
  double left = 52, right = 12, top = 12, bottom = 40;
  double w = width - left - right, h = height - top - bottom;
  int max = grid;
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  for (guint i = 0; i < n_steps; i++)
    for (guint p = 0; p < n_players; p++)
      max = MAX (max, scores[i * stride + p]);
  max = ((max + grid - 1) / grid) * grid;

  /* the grid and its numbers */
  cairo_set_line_width (cr, 1);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 10);
  for (int k = 0; k <= max / grid; k++)
    {
      double y = top + h - h * k * grid / max;
      char label[16];

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.15);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + w, y);
      cairo_stroke (cr);
      g_snprintf (label, sizeof label, "%d", k * grid);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      cairo_move_to (cr, 24, y + 3);
      cairo_show_text (cr, label);
    }
  /* the axes' titles: points up, the moves along */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
  /* Translators: the vertical axis of the final sheet's score chart */
  chart_text (widget, cr, C_("chart axis", "Points"), 10, top + h / 2, 0.5, TRUE);
  if (n_steps >= 2)
    {
      char label[16];

      g_snprintf (label, sizeof label, "%u", n_steps - 1);
      cairo_move_to (cr, left - 3, top + h + 13);
      cairo_show_text (cr, "0");
      chart_text (widget, cr, label, left + w, top + h + 9, 1.0, FALSE);
    }
  /* Translators: the horizontal axis of the final sheet's score chart */
  chart_text (widget, cr, C_("chart axis", "Moves"), left + w / 2, top + h + 26, 0.5, FALSE);
  if (n_steps < 2)
    return;
  for (guint p = 0; p < n_players; p++)
    {
      guint32 c = colours[p];

      cairo_set_source_rgb (cr, ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0);
      cairo_set_line_width (cr, 2.5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint i = 0; i < n_steps; i++)
        {
          double x = left + w * i / (n_steps - 1);
          double y = top + h - h * scores[i * stride + p] / max;

          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
    }
  /* the step marked, over the lines */
  if (mark >= 0 && (guint) mark < n_steps)
    {
      double x = left + w * mark / (n_steps - 1);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.75);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x, top + h);
      cairo_stroke (cr);
    }
}
