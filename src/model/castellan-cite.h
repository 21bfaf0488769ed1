/* castellan-cite.h — a sentence without its rule codes, and the rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A rule's ID as the rule files write it, for a GRegex: and V-2 (The
 * Castle), C-8.2 and CV-1 (classic Carcassonne), B-4.4 and BV-1 (Bridges,
 * Castles and Bazaars). Every pattern that finds rule IDs in a text is built
 * on this one, so that a family added here is linked everywhere. */
#define CASTELLAN_RULE_ID "(?:R|V|C|CV|B|BV)-\\d+(?:\\.\\d+)?"

char *castellan_cite_split (const char  *sentence,
                            char       **rule);
/* the same, with every rule the sentence cites (a %NULL-terminated array) */
char *castellan_cite_split_all (const char   *sentence,
                                char       ***rules);

G_END_DECLS
