/* castellan-rules-reference.h — the rules in our own words, by section
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "castellan-model-types.h"

G_BEGIN_DECLS

guint       castellan_rules_reference_n_sections           (void);
/* "goal", "R-1" … "R-12", "tips", then classic Carcassonne's "C-1" … "CV-1" */
const char *castellan_rules_reference_section_id           (guint   index);
const char *castellan_rules_reference_section_title        (guint          index,
                                                            CastellanTheme theme);
guint       castellan_rules_reference_section_n_paragraphs (guint   index);
const char *castellan_rules_reference_paragraph            (guint          index,
                                                            guint          paragraph,
                                                            CastellanTheme theme);
/* where the reference opens for a game: The Castle's goal, classic
 * Carcassonne's set-up, or the expansion's */
const char *castellan_rules_reference_opening              (gboolean classic,
                                                            gboolean bcb);
/* the section explaining a rule ("R-3.3", "V-2", "C-4.3", "CV-1"), or -1 */
int         castellan_rules_reference_find                 (const char *rule);
/* the section that lists the nine wall tiles (after its first paragraph),
 * and the rule of each kind (1–9, The Castle's numbering) */
gboolean    castellan_rules_reference_section_lists_wall_tiles (guint index);
char       *castellan_rules_reference_wall_tile_rule       (guint   kind);
/* the kind (1–9) shown as @number (1–9) in @theme's numbering, and
 * a kind's name ("Extra turn") and what it does, in @theme's words */
guint       castellan_rules_reference_wall_tile_kind       (guint          number,
                                                            CastellanTheme theme);
const char *castellan_rules_reference_wall_tile_name       (guint          kind,
                                                            CastellanTheme theme);
const char *castellan_rules_reference_wall_tile_effect     (guint          kind,
                                                            CastellanTheme theme);

G_END_DECLS
