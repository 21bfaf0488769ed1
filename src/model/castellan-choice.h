/* castellan-choice.h — a question the rules leave to the player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before a move is played the turn may have to ask (wall tiles 2/3, the
 * scoring order, another turn under V-3): a CastellanChoice is one such
 * question, its heading, body, options and default, in words. The window
 * shows it as a dialog and calls castellan_choice_answer; the turn hears
 * the answer through "answered".
 */
#pragma once

#include <gio/gio.h>

#include "castellan-game.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_CHOICE (castellan_choice_get_type ())
G_DECLARE_FINAL_TYPE (CastellanChoice, castellan_choice, CASTELLAN, CHOICE, GObject)

CastellanChoiceKind castellan_choice_get_kind        (CastellanChoice *self);
const char         *castellan_choice_get_heading     (CastellanChoice *self);
const char         *castellan_choice_get_body        (CastellanChoice *self);
guint               castellan_choice_get_n_options   (CastellanChoice *self);
/* a button label with a mnemonic: "_Use It", "Order _2" */
const char         *castellan_choice_get_option      (CastellanChoice *self,
                                                      guint            index);
guint               castellan_choice_get_default     (CastellanChoice *self);
/* the player's answer; each choice is answered once (later calls are ignored) */
void                castellan_choice_answer          (CastellanChoice *self,
                                                      guint            option);
gboolean            castellan_choice_get_answered    (CastellanChoice *self);

/* The questions, worded (castellan-turn.c asks them). The option is how
 * many copies of the wall tile to spend on @c */
CastellanChoice    *castellan_choice_new_boost       (const CsCompletion *c,
                                                      CsTheme             theme);
/* one option per order in @orders, each said with what it changes: who
 * takes which wall tile when @move is played in that order */
CastellanChoice    *castellan_choice_new_order       (CastellanGame      *game,
                                                      const CsMove       *move,
                                                      const CsCompletion *completions,
                                                      guint               n_completions,
                                                      const guint8        orders[][CS_MAX_COMPLETE],
                                                      guint               n_orders);
/* option 1 takes the extra turn (wall tile 1), option 0 keeps it for later */
CastellanChoice    *castellan_choice_new_extra_turn  (CsTheme             theme);

G_END_DECLS
