/* castellan-rule-text.h — rule codes in a label's text, as links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @text's lines as markup, each line's rule codes taken out of its
 * sentences and put as links at its end: "… scores 2 (C-7.3)." */
char *castellan_rule_text_cited_markup (const char *text);
/* @text as markup with every rule code a link where it stands, for prose
 * that names rules inside its sentences (a lesson: "… (B-4.2, B-4.3).") */
char *castellan_rule_text_linked_markup (const char *text);
/* @label's markup from castellan_rule_text_cited_markup(), or with
 * @inline castellan_rule_text_linked_markup(); its links open the Rules
 * Reference at their rule (win.rules) */
void  castellan_rule_text_set_label    (GtkLabel   *label,
                                        const char *text,
                                        gboolean    inline_links);

G_END_DECLS
