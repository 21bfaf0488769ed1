/* cs-text.h — the engine's verdicts and events in words, for both themes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every sentence is whole and translatable; theme-specific sentences carry
 * the msgctxt "castle" or "zamek".
 */
#pragma once

#include "cs-classic.h"
#include "cs-game.h"

G_BEGIN_DECLS

/* one of a sentence's two wordings, each marked with its theme as context:
 * CS_TH (theme, C_("castle", "…path…"), C_("zamek", "…road…")) */
#define CS_TH(theme, castle, zamek) ((theme) == CS_THEME_ZAMEK ? (zamek) : (castle))

/* ngettext with a context, for theme-specific plurals; extract with
 * --keyword=cs_npgettext:1c,2,3 */
const char *cs_npgettext (const char *context, const char *msgid, const char *plural, gulong n);

const char *cs_text_feature     (guint type, CsTheme theme);  /* "tower" / "pigsty" */
const char *cs_text_role        (guint type, CsTheme theme);  /* "knight" / "farmer" */
const char *cs_text_wall_name   (guint kind, CsTheme theme);  /* "Tower ×2" */
const char *cs_text_wall_effect (guint kind, CsTheme theme);  /* a sentence */
/* how far a tile is turned, in quarters clockwise, as a phrase that agrees
 * with the tile: "turned a quarter clockwise", "not turned" */
const char *cs_text_turn        (guint rot);
/* a Castle record's seat name as the reader sees it: a seat nobody named
 * is kept as its colour in English ("Blue", "Orange"), the lesson's
 * opponent as "Practice Partner", and shown in the reader's language
 * (docs/FORMATS.md); any other name as written */
const char *cs_text_seat_name   (const char *stored);
/* the same, as the game's variants (CsVariants) change it (V-1) */
const char *cs_text_wall_effect_in (guint kind, CsTheme theme, guint variants);
guint       cs_wall_number      (guint kind, CsTheme theme);  /* R-10 numbering */
const char *cs_text_side        (guint side);                 /* "north" */
/* the side as a word before "side", which some languages bend: "west" in
 * "on its west side", Polish "zachodniej" in "po zachodniej stronie" */
const char *cs_text_side_of     (guint side);

/* An engine error (cs-error.h) in the reader's language: its English
 * format translated, its arguments put back in; another error's message. */
char *cs_text_error   (const GError    *error);
/* the same, its feature words in @theme's ("road", not "path", in Zamek);
 * cs_text_error words them as The Castle does */
char *cs_text_error_themed (const GError *error,
                            CsTheme       theme);
/* @error's message worded that way, in place, for an error passed on up */
void  cs_text_error_localize (GError   *error);
/* as cs_text_error, and a classic tile the engine names by its design's
 * letter ("tile d") named by its picture as drawn, from @set, as a player
 * knows it ("tile (north city, east road, south field, west road)") */
char *cs_text_error_tiles    (const GError            *error,
                              const CsClassicTileset  *set);
void  cs_text_error_localize_tiles (GError                  *error,
                                    const CsClassicTileset  *set);
/* @move, which the engine refused (cs_game_play, cs_game_check_move) on
 * @game with @error, in the tutor's words wherever the tutor words that
 * verdict: a tile that does not fit (cs_text_verdict), a follower on a
 * taken spot or with none left (cs_text_spot_refusal), a wall tile or an
 * extra turn not to be had now (cs_text_wall_refusal); anything else (a
 * scoring order, a piece the tile lacks) as cs_text_error. One verdict,
 * one wording. */
char *cs_text_refusal (const CsGame    *game,
                       const CsMove    *move,
                       const GError    *error,
                       CsTheme          theme,
                       const char      *const names[CS_NUM_PLAYERS]);
/* Why no follower may go on @spot (cs_game_spots): taken or none
 * left in the supply; NULL for an open spot. */
char *cs_text_spot_refusal (const CsGame  *game,
                            const CsSpot  *spot,
                            CsTheme        theme,
                            const char    *const names[CS_NUM_PLAYERS]);
/* Why @player cannot use wall tile @kind (1–3) now, though they hold it:
 * the game is over, it was won this turn, it is not their turn, or
 * there is no extra turn to play; NULL when they can, or hold none.
 * @rule (may be NULL) gets the rule's ID. */
const char *cs_text_wall_refusal (const CsGame *game,
                                  guint         player,
                                  guint         kind,
                                  const char  **rule);
/* where @where is: a cell's name, or for a start space its cell's */
void  cs_text_place_name (const CsGame *game,
                          guint         where,
                          char          buf[16]);

char *cs_text_verdict (const CsGame    *game,
                       guint            cell,
                       guint            rot,
                       const CsVerdict *verdict,
                       CsTheme          theme);
char *cs_text_event   (const CsGame    *game,
                       const CsEvent   *event,
                       CsTheme          theme,
                       const char      *const names[CS_NUM_PLAYERS]);
/* What lies in a laid cell, for a pointer resting on it: "D4 holds tile
 * 12: tower, path. On it: Ada’s knight." NULL for an empty cell. */
char *cs_text_cell_contents (const CsGame *game,
                             guint         cell,
                             CsTheme       theme,
                             const char   *const names[CS_NUM_PLAYERS]);
/* The sentence for events->ev[*index], advancing *index past the events
 * it tells: usually one, but the wall tiles left on the wall at the end
 * are told in one sentence however many there are. */
char *cs_text_events_next (const CsGame   *game,
                           const CsEvents *events,
                           guint          *index,
                           CsTheme         theme,
                           const char     *const names[CS_NUM_PLAYERS]);

G_END_DECLS
