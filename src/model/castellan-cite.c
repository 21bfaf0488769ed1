/* castellan-cite.c — a sentence without its rule codes, and the rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The texts (src/text) cite the rule inside their sentences, "… scores 7
 * .", as the command line and the errors want them. The window shows
 * the rule as the row's small link instead (issue 20, item 9): the model
 * takes the citations out of the sentences it hands to the window and keeps
 * the first rule for the link. A parenthesis of rule codes goes whole,
 * "(R-8.2, R-8.3)"; in a mixed one only the codes go, "(fast points, R-6.4)"
 * becomes "(fast points)"; "(variant V-1)" is words, and stays.
 */
#define G_LOG_DOMAIN "castellan-cite"

#include "config.h"

#include <string.h>

#include "castellan-cite.h"

/* V-2, C-8.2, CV-1, BV-1, R-10, and a range, R-8.4– –8.6 */
#define RULE_CODE CASTELLAN_RULE_ID "(?:–(?:" CASTELLAN_RULE_ID "|\\d+(?:\\.\\d+)?))?"

static gboolean
is_code (GRegex *code, const char *part)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (part));
  return g_regex_match (code, trimmed, 0, NULL);
}

/* what is left of the inside of a parenthesis once its codes are out:
 * NULL when nothing is */
static char *
without_codes (GRegex *code, const char *inside, GPtrArray *rules)
{
  g_auto(GStrv) parts = g_regex_split_simple ("\\s*[,;]\\s*", inside, 0, 0);
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  g_autoptr(GString) out = NULL;
  guint n_parts = g_strv_length (parts);

  for (guint i = 0; i < n_parts; i++)
    {
      if (is_code (code, parts[i]))
        {
          g_autofree char *trimmed = g_strstrip (g_strdup (parts[i]));

          if (!g_ptr_array_find_with_equal_func (rules, trimmed, g_str_equal, NULL))
            g_ptr_array_add (rules, g_steal_pointer (&trimmed));
          continue;
        }
      g_ptr_array_add (kept, parts[i]);
    }
  if (kept->len == n_parts)
    return g_strdup (inside);
  if (kept->len == 0)
    return NULL;
  /* keep the inside up to its last word that is not a code, with its own
   * separators: "(shields: 3; C-7.3)" → "(shields: 3)" */
  out = g_string_new (NULL);
  {
    const char *last = kept->pdata[kept->len - 1];
    const char *end = strstr (inside, last);
    g_string_append_len (out, inside, end != NULL ? (gssize) (end - inside + strlen (last)) : (gssize) strlen (inside));
  }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* @sentence without its codes; every rule it cites, each once, in order,
 * added to @rules */
static char *
split (const char *sentence, GPtrArray *rules)
{
  static GRegex *code, *paren;
  static gsize ready;
  g_autoptr(GString) out = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  const char *from;

  if (g_once_init_enter (&ready))
    {
      code = g_regex_new ("^" RULE_CODE "$", G_REGEX_OPTIMIZE, 0, NULL);
      paren = g_regex_new (" ?\\(([^()]*" RULE_CODE "[^()]*)\\)", G_REGEX_OPTIMIZE, 0, NULL);
      g_once_init_leave (&ready, 1);
    }

  out = g_string_new (NULL);
  from = sentence;
  g_regex_match (paren, sentence, 0, &match);
  while (g_match_info_matches (match))
    {
      int start, end, in_start, in_end;
      g_autofree char *inside = NULL;
      g_autofree char *kept = NULL;

      g_match_info_fetch_pos (match, 0, &start, &end);
      g_match_info_fetch_pos (match, 1, &in_start, &in_end);
      inside = g_strndup (sentence + in_start, in_end - in_start);
      kept = without_codes (code, inside, rules);
      g_string_append_len (out, from, sentence + start - from);
      if (kept != NULL)
        {
          g_string_append_len (out, sentence + start, in_start - 1 - start);
          g_string_append_printf (out, "(%s)", kept);
        }
      from = sentence + end;
      g_match_info_next (match, NULL);
    }
  g_string_append (out, from);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * castellan_cite_split:
 * @sentence: a sentence of the texts, citing its rules
 * @rule: (out) (optional) (nullable): the first rule cited, or %NULL
 *
 * Returns: (transfer full): the sentence without its rule codes
 */
char *
castellan_cite_split (const char  *sentence,
                      char       **rule)
{
  g_autoptr(GPtrArray) rules = g_ptr_array_new_with_free_func (g_free);
  char *text;

  g_return_val_if_fail (sentence != NULL, NULL);
  text = split (sentence, rules);
  if (rule != NULL)
    *rule = rules->len > 0 ? g_strdup (rules->pdata[0]) : NULL;
  return text;
}

/**
 * castellan_cite_split_all:
 * @sentence: a sentence of the texts, citing its rules
 * @rules: (out) (transfer full): every rule cited, each once, in order;
 *   empty when none is
 *
 * Returns: (transfer full): the sentence without its rule codes
 */
char *
castellan_cite_split_all (const char   *sentence,
                          char       ***rules)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  char *text;

  g_return_val_if_fail (sentence != NULL && rules != NULL, NULL);
  text = split (sentence, found);
  g_ptr_array_set_free_func (found, NULL);
  g_ptr_array_add (found, NULL);
  *rules = (char **) g_ptr_array_free (g_steal_pointer (&found), FALSE);
  return text;
}
