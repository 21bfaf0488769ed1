/* castellan-tutor.h — the rules tutor's explanations, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure functions of an engine state: each returns CastellanHint objects
 * (a whole translated sentence, the rule it rests on, a mood); tests check
 * them. CastellanTutor keeps them current beside a game, as list models
 * the hint panel binds its rows to.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-engine.h"
#include "castellan-hint-source.h"
#include "castellan-turn.h"
#include "castellan-tutorial.h"

G_BEGIN_DECLS

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
/* "Your tile" at the follower step, the tile laid at (cell, rot): where it
 * lies, what is to choose now, and what laying it finishes */
GPtrArray *castellan_tutor_laid        (const CastellanTutorContext *ctx,
                                        guint                        cell,
                                        guint                        rot);
/* "Followers": every spot of the current tile laid at (cell, rot). */
GPtrArray *castellan_tutor_followers   (const CastellanTutorContext *ctx,
                                        guint                        cell,
                                        guint                        rot);
/* what "Followers" says of open spot @index (0-based, as numbered on the
 * board) of the current tile laid at (cell, rot), without its number;
 * NULL when there is no such spot */
char      *castellan_tutor_dup_spot    (const CastellanTutorContext *ctx,
                                        guint                        cell,
                                        guint                        rot,
                                        guint                        index);
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

/* ---- the tutor beside a game: its hints as list models ------------------------- */

/* @store (of CastellanHint) becomes @hints (NULL: none) in at most one
 * change: the hints it begins and ends with that read the same stay,
 * so their rows stay too; nothing changes when all are the same */
void castellan_tutor_update_hints (GListStore *store,
                                   GPtrArray  *hints);

typedef enum {
  CASTELLAN_HELP_EVERYTHING,   /* explain as you go */
  CASTELLAN_HELP_ON_REQUEST,   /* explain when asked */
  CASTELLAN_HELP_OFF,
} CastellanHelpLevel;

#define CASTELLAN_TYPE_TUTOR (castellan_tutor_get_type ())
G_DECLARE_FINAL_TYPE (CastellanTutor, castellan_tutor, CASTELLAN, TUTOR, GObject)

/* follows the game, the turn in progress (cursor, rotation, laid tile) and
 * the tutorial (a lesson explains everything); its sections are a
 * CastellanHintSource's (castellan-hint-source.h) */
CastellanTutor    *castellan_tutor_new             (CastellanGame       *game,
                                                    CastellanTurn       *turn,
                                                    CastellanTutorial   *tutorial);
GListModel        *castellan_tutor_get_hints       (CastellanTutor      *self,
                                                    CastellanHintSection section);
CastellanTutorial *castellan_tutor_get_tutorial    (CastellanTutor      *self);
CastellanGame     *castellan_tutor_get_game        (CastellanTutor      *self);
CastellanHelpLevel castellan_tutor_get_help_level  (CastellanTutor      *self);
void               castellan_tutor_set_help_level  (CastellanTutor      *self,
                                                    CastellanHelpLevel   level);
/* whether it explains, right now, where the tile fits and why not: with
 * help set to everything, after Explain, or during a lesson */
gboolean           castellan_tutor_get_explaining  (CastellanTutor      *self);
/* "Explain": everything, until the turn is played */
void               castellan_tutor_explain         (CastellanTutor      *self);
/* ask the computer for a move (castellan_game_base_suggest, the same for
 * every game): "suggestion" says it as the game's does, and the turn's
 * cursor and rotation go to it */
void               castellan_tutor_suggest         (CastellanTutor      *self);
const char        *castellan_tutor_get_suggestion  (CastellanTutor      *self);
/* whether a suggested move is shown, and playing it as the player's own */
gboolean           castellan_tutor_can_play_suggestion (CastellanTutor  *self);
gboolean           castellan_tutor_play_suggestion (CastellanTutor      *self);

G_END_DECLS
