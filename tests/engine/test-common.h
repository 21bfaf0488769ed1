/* test-common.h — shared helpers of the engine test suite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-engine.h"
#include "cs-record.h"
#include "cs-policy.h"
#include "cs-text.h"
#include "castellan-shipped.h"

G_BEGIN_DECLS

/* Files: CASTELLAN_SCENARIO_DIR (tests/scenarios), set by
 * tests/engine/meson.build; the shipped data through castellan-shipped.h. */
char      *tc_path            (const char *env, const char *name);
char      *tc_read            (const char *env, const char *name, gsize *len);
/* the text of a shipped file such as CASTELLAN_SHIPPED_BOARD */
char      *tc_shipped_text    (const char *name, gsize *len);
CsBoard   *tc_shipped_board   (void);
CsTileset *tc_shipped_tileset (void);
CsClassicTileset *tc_shipped_classic_tileset (void);
/* A classic pile: the tiles of @letters first, then the rest of @set in
 * order, bazaar tiles last when @bazaars_last; returns its length */
guint      tc_classic_pile    (const CsClassicTileset *set, const char *letters, gboolean bazaars_last,
                               guint8 *pile);
/* The body of the shipped set's [Tile @number] ("Sides=…\nx=…"), to play
 * the shipped tile in a fixture */
char      *tc_shipped_tile_text (guint number);

/* The shipped castle outline and towers with the given start-space groups
 * ("[Start 1]\n…"); NULL: every start space shows court, path, court. */
char      *tc_board_text      (const char *starts);
/* A 60-tile set: @specials are "Sides=…\nx=…" bodies for tiles 1..n, the
 * rest repeat @filler. */
char      *tc_tileset_text    (const char *const *specials, const char *filler);

typedef struct {
  CsBoard   *board;
  CsTileset *tileset;
  CsGame    *game;
  CsEvents   ev;        /* events of the last play (and of the set-up) */
} Fx;

/* A game on @board_text (NULL: tc_board_text (NULL)) with the tiles drawn
 * in number order (the specials first), wall tiles as @wall (NULL: a fixed
 * layout), player 0 first. */
Fx        *fx_new             (const char        *board_text,
                               const char *const *specials,
                               const char        *filler,
                               guint              variants,
                               const guint8      *wall);
void       fx_free            (Fx *fx);
/* "D1 0 follower=p extra order=1,0 boost=1": plays it, returns FALSE with
 * @error on an illegal move */
gboolean   fx_try             (Fx *fx, const char *move, GError **error);
void       fx_play            (Fx *fx, const char *move);   /* asserts legal */
gboolean   fx_parse_move      (Fx *fx, const char *text, CsMove *m);
int        fx_cell            (Fx *fx, const char *name);
guint      fx_count           (const Fx *fx, CsEventType type);
const CsEvent *fx_event       (const Fx *fx, CsEventType type, guint nth);

/* Independent recomputation of every feature (flood fill over the laid
 * tiles' segments); checks the engine's union-find against it. Returns
 * NULL or a description of the first difference. */
char      *tc_check_features  (const CsGame *game);
/* The cheap invariants (followers, pile, cells); NULL or the problem */
char      *tc_check_counts    (const CsGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Fx, fx_free)

G_END_DECLS
