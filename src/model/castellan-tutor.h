/* castellan-tutor.h — the rules tutor's explanations, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure functions of an engine state: each returns CastellanHint objects
 * (a whole translated sentence, the rule it rests on, a mood). The hint
 * panel shows them; tests check them.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-engine.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_HINT_INFO,
  CASTELLAN_HINT_GOOD,      /* a legal place, points, a free spot */
  CASTELLAN_HINT_BAD,       /* why not */
} CastellanHintMood;

#define CASTELLAN_TYPE_HINT (castellan_hint_get_type ())
G_DECLARE_FINAL_TYPE (CastellanHint, castellan_hint, CASTELLAN, HINT, GObject)

const char        *castellan_hint_get_text (CastellanHint *self);
const char        *castellan_hint_get_rule (CastellanHint *self);   /* "R-3.3" or NULL */
CastellanHintMood  castellan_hint_get_mood (CastellanHint *self);
/* a stable key for tests: "verdict: :E:D4", "score:tower:8", ... */
const char        *castellan_hint_get_key  (CastellanHint *self);

typedef struct {
  const CsGame *game;
  CsTheme       theme;
  const char   *names[CS_NUM_PLAYERS];
} CastellanTutorContext;

/* "Your tile": how many places fit, and for (cell, rot) (cell < 0: none)
 * why it does not fit there, or what laying it there would do. */
GPtrArray *castellan_tutor_tile        (const CastellanTutorContext *ctx,
                                        int                          cell,
                                        int                          rot);
/* "Followers": every spot of the current tile laid at (cell, rot). */
GPtrArray *castellan_tutor_followers   (const CastellanTutorContext *ctx,
                                        guint                        cell,
                                        guint                        rot);
/* "Wall tiles": those @player holds, and the ones the markers could stop on next. */
GPtrArray *castellan_tutor_wall_tiles  (const CastellanTutorContext *ctx,
                                        guint                        player);
/* "What just happened": @events played on @before (ctx->game is the state after). */
GPtrArray *castellan_tutor_last_turn   (const CastellanTutorContext *ctx,
                                        const CsGame                *before,
                                        const CsEvents              *events);
/* A suggested move in words. */
CastellanHint *castellan_tutor_suggestion (const CastellanTutorContext *ctx,
                                           const CsMove                *move);

G_END_DECLS
