/* castellan-cite.h — a sentence without its rule codes, and the rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *castellan_cite_split (const char  *sentence,
                            char       **rule);
/* the same, with every rule the sentence cites (a %NULL-terminated array) */
char *castellan_cite_split_all (const char   *sentence,
                                char       ***rules);

G_END_DECLS
