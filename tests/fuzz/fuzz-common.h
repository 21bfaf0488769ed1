/* fuzz-common.h — shared helpers of the libFuzzer harnesses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "test-common.h"
#include "cs-classic.h"

G_BEGIN_DECLS

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);
int LLVMFuzzerInitialize   (int           *argc,
                            char        ***argv);

/* The shipped board and tile set, from the compiled-in GResource, parsed once */
const CsBoard   *fz_board             (void);
const CsTileset *fz_tileset           (void);

/* Aborts (a libFuzzer finding) unless @error is set, names @filename and
 * carries a non-empty UTF-8 message. */
const CsClassicTileset *fz_classic_tileset (void);
void             fz_check_error       (const GError  *error,
                                       const char    *filename);
/* Aborts unless the counts and every feature agree with a recomputation
 * from scratch (tests/engine/test-common.c). */
void             fz_check_invariants  (const CsGame  *game,
                                       const char    *where);
/* Plays a whole game with the random policy from @seed, checking the
 * invariants after every move; for boards and tile sets that parsed. */
void             fz_play_checked      (const CsBoard   *board,
                                       const CsTileset *tileset,
                                       guint32          seed);

G_END_DECLS
