/* cs-classic-text.h — classic Carcassonne in words: features, roles,
 * colours, refusals and events (shared/RULES-CLASSIC.md, C-IDs)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-classic.h"

G_BEGIN_DECLS

const char *cs_classic_text_feature (guint kind);    /* "city" (CsClassicKind) */
const char *cs_classic_text_role    (guint kind);    /* "knight" */
const char *cs_classic_text_colour  (guint seat);    /* "yellow" (C-1.1) */
const char *cs_classic_text_name    (guint seat);    /* "Yellow": a seat's default name */
/* an unnamed seat's name as a record keeps it: "Yellow", English in any
 * language, shown by cs_classic_text_shown_name in today's */
const char *cs_classic_text_stored_name (guint seat);
/* the name @stored (a record's) of @seat as shown: its colour in today's
 * language when the seat is unnamed (NULL, "", or that seat's colour in
 * English or in any language Castellan is translated into, as older saves
 * hold it); a name typed in as it is */
const char *cs_classic_text_shown_name  (guint seat, const char *stored);
/* a cell of the board as a person reads it, by the open board's axis
 * labels (column, row): "1,0" in English; each language writes it in a
 * form that cannot be read as a decimal number ("(1; 0)" where the comma
 * is the decimal mark, docs/TRANSLATING.md). Records, traces and the
 * CLI's machine-readable output keep the engine's cs_classic_cell_name. */
char       *cs_classic_text_cell_xy     (int x, int y);
char       *cs_classic_text_cell        (guint cell);
/* @design's picture as drawn, by its sides: "north city, east road, south
 * field, west road", and its cloister */
char       *cs_classic_text_tile_sides  (const CsClassicDesign *design);

/* why @game's drawn tile may not go at @cell in @rot, with the C-ID; NULL
 * when it may */
char       *cs_classic_text_verdict (const CsClassic        *game,
                                     const CsClassicVerdict *verdict);
/* @move, which the engine refused (cs_classic_play) on @game with @error,
 * as the tutor says it: a tile that does not fit (cs_classic_text_verdict)
 * or a follower on a spot it may not take (cs_classic_text_spot); anything
 * else as cs_text_error. One verdict, one wording. */
char       *cs_classic_text_refusal (const CsClassic        *game,
                                     const CsClassicMove    *move,
                                     const GError           *error,
                                     const char *const      *names);
/* a follower spot: its role, whether the feature is free or held and by
 * whom, and what it is worth now */
char       *cs_classic_text_spot    (const CsClassic        *game,
                                     const CsClassicSpot    *spot,
                                     const char *const      *names);
/* one event of a move as a sentence for the log and the final sheet; NULL
 * for the events that are not told (draws, markers, meeples going home) */
char       *cs_classic_text_event   (const CsClassic        *game,
                                     const CsEvent          *event,
                                     const char *const      *names);
/* where the feature of @node lies, as the log and the final sheet name it
 * (issue: two fields of the start tile were both "at 0,0"): the cell of
 * the first-laid tile it covers ("2,-1"), and when that tile holds
 * another feature of the same kind, the part of the tile its piece lies
 * in ("0,0 (north)", "0,0 (bridge)"). A castle is named as the small city
 * it was. @cell, if not NULL, gets that cell. */
char       *cs_classic_text_place   (const CsClassic        *game,
                                     guint16                 node,
                                     guint                  *cell);
/* the part of a tile piece @piece of @design lies in when turned @rot:
 * 0 north, 1 north-east … 7 north-west (clockwise), 8 the middle (it
 * touches no side, its sides balance, or another piece of its kind lies
 * further out the same way) */
int         cs_classic_piece_part   (const CsClassicDesign  *design,
                                     guint                   rot,
                                     guint                   piece);
/* the names of the players in @winners (a bit per seat), "Ada and Bob" */
char       *cs_classic_text_winners (guint                   winners,
                                     guint                   n_players,
                                     const char *const      *names);

G_END_DECLS
