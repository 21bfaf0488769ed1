/* castellan-hint-source.c — a tutor's hints, as list models, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-tutor"

#include "config.h"

#include "castellan-hint-source.h"

G_DEFINE_INTERFACE (CastellanHintSource, castellan_hint_source, G_TYPE_OBJECT)

static void
castellan_hint_source_default_init (CastellanHintSourceInterface *iface)
{
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
