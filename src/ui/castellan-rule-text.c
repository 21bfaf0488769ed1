/* castellan-rule-text.c — rule codes in a label's text, as links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model's sentences cite rules by their codes (C-7.3, B-4.2). In a
 * label each code is a link that opens the Rules Reference at that rule
 * (issue 20: codes are links, not words of the sentence). Shared by the
 * classic page's tutor and final lines and by every lesson card.
 */
#define G_LOG_DOMAIN "castellan-rule-text"

#include "config.h"

#include <string.h>

#include "castellan-rule-text.h"
#include "castellan-cite.h"

/* the codes castellan-cite.c knows, V-2, C-8.2, CV-1, B-4.4, BV-1 */
#define RULE_CODE "\\b" CASTELLAN_RULE_ID

char *
castellan_rule_text_cited_markup (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) rules = NULL;
      g_autofree char *sentence = castellan_cite_split_all (lines[i], &rules);
      g_autofree char *escaped = g_markup_escape_text (sentence, -1);
      gsize len = strlen (escaped);
      gboolean stop = len > 0 && escaped[len - 1] == '.';

      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append_len (out, escaped, stop ? len - 1 : len);
      for (guint r = 0; rules[r] != NULL; r++)
        {
          g_autofree char *code = g_markup_escape_text (rules[r], -1);
          g_string_append_printf (out, "%s<a href=\"%s\">%s</a>", r == 0 ? " (" : ", ", code, code);
        }
      if (rules[0] != NULL)
        g_string_append_c (out, ')');
      if (stop)
        g_string_append_c (out, '.');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
castellan_rule_text_linked_markup (const char *text)
{
  g_autoptr(GRegex) code = g_regex_new (RULE_CODE, 0, 0, NULL);
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  /* the codes hold no character markup escapes, so they are found as written */
  return g_regex_replace (code, escaped, -1, 0, "<a href=\"\\0\">\\0</a>", 0, NULL);
}

/* a rule's link in a label: the Rules Reference at that rule */
static gboolean
rule_link_cb (GtkLabel *label, const char *uri, gpointer data)
{
  gtk_widget_activate_action (GTK_WIDGET (label), "win.rules", "s", uri);
  return TRUE;
}

void
castellan_rule_text_set_label (GtkLabel *label, const char *text, gboolean inline_links)
{
  g_autofree char *markup = NULL;

  g_return_if_fail (GTK_IS_LABEL (label));
  markup = inline_links ? castellan_rule_text_linked_markup (text ? text : "")
                        : castellan_rule_text_cited_markup (text ? text : "");
  gtk_label_set_markup (label, markup);
  if (!g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, rule_link_cb, NULL))
    g_signal_connect (label, "activate-link", G_CALLBACK (rule_link_cb), NULL);
}
