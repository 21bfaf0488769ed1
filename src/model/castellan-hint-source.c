/* castellan-hint-source.c — a tutor's hints, as list models, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-tutor"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-hint-source.h"

G_DEFINE_INTERFACE (CastellanHintSource, castellan_hint_source, G_TYPE_OBJECT)

static void
castellan_hint_source_default_init (CastellanHintSourceInterface *iface)
{
  /* what the tile section is about now, its heading: NULL for the tile
   * being placed ("Your Tile"); the game's end, a bazaar, ... */
  g_object_interface_install_property (iface,
                                       g_param_spec_string ("tile-heading", NULL, NULL, NULL,
                                                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                                                            G_PARAM_STATIC_STRINGS));
}

char *
castellan_hint_source_dup_tile_heading (CastellanHintSource *self)
{
  char *heading = NULL;

  g_return_val_if_fail (CASTELLAN_IS_HINT_SOURCE (self), NULL);
  g_object_get (self, "tile-heading", &heading, NULL);
  return heading != NULL ? heading : g_strdup (_("Your Tile"));
}

GListModel *
castellan_hint_source_get_hints (CastellanHintSource  *self,
                                 CastellanHintSection  section)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_SOURCE (self), NULL);
  g_return_val_if_fail (section < CASTELLAN_N_HINT_SECTIONS, NULL);
  return CASTELLAN_HINT_SOURCE_GET_IFACE (self)->get_hints (self, section);
}

char *
castellan_hint_source_dup_text (CastellanHintSource  *self,
                                CastellanHintSection  section,
                                const char           *separator)
{
  GListModel *hints = castellan_hint_source_get_hints (self, section);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (hints != NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (hints); i++)
    g_ptr_array_add (items, g_list_model_get_item (hints, i));
  return castellan_hints_join (items, separator);
}

char *
castellan_hints_join (GPtrArray  *hints,
                      const char *separator)
{
  g_autoptr(GString) text = NULL;

  if (hints == NULL || hints->len == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < hints->len; i++)
    {
      if (i > 0)
        g_string_append (text, separator);
      g_string_append (text, castellan_hint_get_sentence (g_ptr_array_index (hints, i)));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The cells ride on the hint as data: the hint's own struct is the tutor's
 * (castellan-tutor.c), and every game's tutor gives cells the same way. */
static GQuark
cells_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("castellan-hint-cells");
  return quark;
}

const CastellanCell *
castellan_hint_get_cells (CastellanHint *self,
                          guint         *n)
{
  GArray *cells;

  g_return_val_if_fail (CASTELLAN_IS_HINT (self), NULL);
  g_return_val_if_fail (n != NULL, NULL);
  cells = g_object_get_qdata (G_OBJECT (self), cells_quark ());
  *n = cells != NULL ? cells->len : 0;
  return cells != NULL ? (const CastellanCell *) (gpointer) cells->data : NULL;
}

void
castellan_hint_set_cells (CastellanHint       *self,
                          const CastellanCell *cells,
                          guint                n)
{
  GArray *copy = NULL;

  g_return_if_fail (CASTELLAN_IS_HINT (self));
  g_return_if_fail (cells != NULL || n == 0);
  if (n > 0)
    {
      copy = g_array_sized_new (FALSE, FALSE, sizeof (CastellanCell), n);
      g_array_append_vals (copy, cells, n);
    }
  g_object_set_qdata_full (G_OBJECT (self), cells_quark (), copy, (GDestroyNotify) g_array_unref);
}

void
castellan_hints_set_last_cells (GPtrArray           *hints,
                                const CastellanCell *cells,
                                guint                n)
{
  if (hints != NULL && hints->len > 0)
    castellan_hint_set_cells (g_ptr_array_index (hints, hints->len - 1), cells, n);
}
