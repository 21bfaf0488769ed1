/* castellan-pile-view.c — the tiles still in the pile, by kind, with pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the "N tiles left in the pile" button opens (issue 20, item 13): in
 * The Castle a heading per kind (castellan-pile.c) with its count, and the
 * picture of each tile to come, drawn by src/art; in classic Carcassonne a
 * picture a design with how many of it are to come.
 */
#define G_LOG_DOMAIN "castellan-pile-view"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-pile-view.h"
#include "castellan-classic-describe.h"
#include "castellan-pile.h"
#include "castellan-texture-cache.h"

#define PICTURE_SIZE 44

/* the popover's frame: a heading that says how many tiles are to come,
 * over @box, where the lists go, scrolled */
static GtkWidget *
pile_frame (guint n, GtkWidget **box)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();
  g_autofree char *all = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile still to come", "%u tiles still to come",
                                                       n), n);
  GtkWidget *title = gtk_label_new (all);

  *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (*box), title);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 480);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), *box);
  return scroll;
}

/* a list of pictures, six to a line */
static GtkWidget *
pile_flow (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  return flow;
}

/* @paintable at the list's size, named @name for a screen reader and in
 * its tooltip */
static GtkWidget *
pile_picture (GdkPaintable *paintable, const char *name)
{
  GtkWidget *picture = gtk_picture_new_for_paintable (paintable);

  gtk_widget_set_size_request (picture, PICTURE_SIZE, PICTURE_SIZE);
  gtk_widget_set_tooltip_text (picture, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return picture;
}

GtkWidget *
castellan_pile_view_new (CastellanGame *game,
                         int            scale)
{
  g_autoptr(GArray) tiles = castellan_pile_dup_tiles (game);
  CastellanTheme theme = castellan_game_get_theme (game);
  GtkWidget *box;
  GtkWidget *scroll = pile_frame (tiles->len, &box);

  for (CastellanPileKind kind = 0; kind < CASTELLAN_PILE_N_KINDS; kind++)
    {
      GtkWidget *flow = pile_flow ();
      GtkWidget *heading;
      g_autofree char *text = NULL;
      guint n = 0;

      for (guint i = 0; i < tiles->len; i++)
        {
          guint tile = g_array_index (tiles, guint, i);
          GdkTexture *texture;   /* the cache's */
          g_autofree char *name = NULL;

          if (castellan_pile_kind (tile) != kind)
            continue;
          /* the cache takes the theme by the engine's name until it moves
           * over (layers-pending.txt); both number the themes alike */
          texture = castellan_texture_tile (tile, 0, (guint) theme, PICTURE_SIZE, scale);
          /* Translators: a tile still in the pile, by its number */
          name = g_strdup_printf (_("Tile %u"), castellan_pile_tile_number (tile));
          gtk_flow_box_append (GTK_FLOW_BOX (flow), pile_picture (GDK_PAINTABLE (texture), name));
          n++;
        }
      if (n == 0)
        {
          g_object_ref_sink (flow);
          g_object_unref (flow);
          continue;
        }
      /* Translators: a kind of tile and how many of it are still in the pile: "With a tower: 7" */
      text = g_strdup_printf (_("%1$s: %2$u"), castellan_pile_kind_name (kind, theme), n);
      heading = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_widget_set_margin_top (heading, 6);
      gtk_widget_add_css_class (heading, "caption-heading");
      gtk_box_append (GTK_BOX (box), heading);
      gtk_box_append (GTK_BOX (box), flow);
    }
  return scroll;
}

GtkWidget *
castellan_pile_view_new_classic (CastellanClassicGame *game,
                                 int                   scale,
                                 CastellanTilePainter  painter,
                                 gpointer              painter_data)
{
  g_autoptr(GArray) designs = castellan_pile_dup_classic (game);
  GtkWidget *flow = pile_flow ();
  GtkWidget *box, *scroll;
  guint n = 0;

  for (guint i = 0; i < designs->len; i++)
    {
      const CastellanPileDesign *d = &g_array_index (designs, CastellanPileDesign, i);
      g_autoptr(GdkPaintable) paintable = painter (d->tile, 0, PICTURE_SIZE, scale, painter_data);
      g_autofree char *sides = castellan_classic_describe_set_tile (game, d->tile);
      g_autofree char *name = NULL, *count = NULL;
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *label;

      n += d->count;
      /* Translators: a kind of tile still in the pile, for a screen reader
       * and in its tooltip: how many of it are to come, then its sides
       * ("3 to come: north city, east road, south field, west road") */
      name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$u to come: %2$s", "%1$u to come: %2$s", d->count),
                              d->count, sides);
      gtk_box_append (GTK_BOX (cell), pile_picture (paintable, name));
      /* Translators: under a tile's picture in the list of tiles still in
       * the pile, how many of that tile are to come: "×3" */
      count = g_strdup_printf (_("×%u"), d->count);
      label = gtk_label_new (count);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      /* the picture's name says it already */
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (cell), label);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), cell);
    }
  scroll = pile_frame (n, &box);
  if (designs->len > 0)
    gtk_box_append (GTK_BOX (box), flow);
  else
    {
      g_object_ref_sink (flow);
      g_object_unref (flow);
    }
  return scroll;
}
