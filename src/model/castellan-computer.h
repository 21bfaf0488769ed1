/* castellan-computer.h — the computer players, by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-engine.h"
#include "castellan-model-types.h"

G_BEGIN_DECLS

/* Choose a move for the active player of @state (which may be a throw-away
 * copy). Runs on a worker thread; returns soon after *@cancel becomes 1. */
void castellan_computer_choose (const CsGame        *state,
                                CastellanPlayerKind  level,
                                guint64              seed,
                                const gint          *cancel,
                                CsMove              *move);

G_END_DECLS
