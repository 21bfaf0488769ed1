/* test-rule-ids.c — every rule a text cites is found, linked and explained
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The texts cite rules by ID in every game: and V-2 (The Castle),
 * C-8.2 and CV-1 (classic Carcassonne), B-4.4 and BV-1 (Bridges, Castles
 * and Bazaars). Each ID cited by any translatable string (every msgid of
 * po/de.po, which holds them all) must be
 *  - taken out of its sentence as a rule by castellan_cite_split, so that
 *    the window shows it as the row's link, and
 *  - found in the Rules Reference, in a section that names it.
 * The quick bazaar (BV-1) was cited by the New Game dialog and the tutor but
 * was neither linked nor in the Reference (the play-test of Dec 6).
 */
#include "config.h"

#include <string.h>

#include "castellan-cite.h"
#include "castellan-rules-reference.h"
#include "castellan-model-types.h"

/* "UTF-8" and the like: words with a dash and a number, not rules */
static const char *const not_rules[] = { "UTF", NULL };

/* every ID the catalog's source texts (its msgids, with their
 * continuation lines) cite, once each */
static GPtrArray *
cited_ids (const char *po_dir)
{
  g_autofree char *path = g_build_filename (po_dir, "de.po", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRegex) id = g_regex_new ("\\b([A-Z]{1,4})-\\d+(?:\\.\\d+)?", 0, 0, NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) lines = NULL;
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  gboolean in_msgid = FALSE;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr (GMatchInfo) m = NULL;

      if (g_str_has_prefix (lines[l], "msgid"))
        in_msgid = TRUE;
      else if (lines[l][0] != '"')
        in_msgid = FALSE;
      if (!in_msgid)
        continue;
      for (g_regex_match (id, lines[l], 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
        {
          g_autofree char *whole = g_match_info_fetch (m, 0);
          g_autofree char *family = g_match_info_fetch (m, 1);

          if (g_strv_contains (not_rules, family) || g_hash_table_contains (seen, whole))
            continue;
          g_hash_table_add (seen, g_strdup (whole));
          g_ptr_array_add (ids, g_steal_pointer (&whole));
        }
    }
  return ids;
}

static void
test_cited (gconstpointer po_dir)
{
  g_autoptr (GPtrArray) ids = cited_ids (po_dir);
  gboolean families[4] = { FALSE };

  g_assert_cmpuint (ids->len, >, 100);
  for (guint i = 0; i < ids->len; i++)
    {
      const char *rule_id = g_ptr_array_index (ids, i);
      g_autofree char *sentence = g_strdup_printf ("This is what the rule says (%s).", rule_id);
      g_autofree char *rule = NULL;
      g_autofree char *bare = castellan_cite_split (sentence, &rule);
      int section = castellan_rules_reference_find (rule_id);
      g_autofree char *group = g_strndup (rule_id, strcspn (rule_id, "."));
      gboolean named;

      if (g_strcmp0 (rule, rule_id) != 0 || strstr (bare, rule_id) != NULL)
        g_error ("“%s” is cited by a text, but not taken as a rule: the sentence keeps “%s”, the rule is “%s”",
                 rule_id, bare, rule ? rule : "(none)");
      if (section < 0)
        g_error ("“%s” is cited by a text, but the Rules Reference has no section for it", rule_id);
      /* the section is the rule's group (the list shows its ID, "R-11"),
       * or its text names the rule or its group ("B-5" for "B-5.4") */
      named = g_strcmp0 (castellan_rules_reference_section_id (section), group) == 0;
      for (guint p = 0; p < castellan_rules_reference_section_n_paragraphs (section); p++)
        {
          const char *para = castellan_rules_reference_paragraph (section, p, CASTELLAN_THEME_CASTLE);
          named |= para != NULL && (strstr (para, rule_id) != NULL || strstr (para, group) != NULL);
        }
      if (!named)
        g_error ("“%s” is found in the Rules Reference's section “%s”, which never names it",
                 rule_id, castellan_rules_reference_section_title (section, CASTELLAN_THEME_CASTLE));
      families[0] |= g_str_has_prefix (rule_id, "R-");
      families[1] |= g_str_has_prefix (rule_id, "C-");
      families[2] |= g_str_has_prefix (rule_id, "B-");
      families[3] |= g_str_has_prefix (rule_id, "BV-");
    }
  g_assert_true (families[0] && families[1] && families[2] && families[3]);
  g_test_message ("%u rule IDs cited by the texts, each linked and in the Reference", ids->len);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  g_test_add_data_func ("/rule-ids/cited", argv[1], test_cited);
  return g_test_run ();
}
