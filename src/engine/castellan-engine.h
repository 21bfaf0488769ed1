/* castellan-engine.h — the rules engine, all of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cs-types.h"
#include "cs-board.h"
#include "cs-tileset.h"
#include "cs-game.h"
