/* castellan-shipped.h — the board and the tile sets Castellan ships
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one loader of the shipped data, for the app, the CLI and the tests:
 * the files of data/games are built in as a GResource and read here with
 * the engine's parsers.
 */
#pragma once

#include <gio/gio.h>

#include "cs-board.h"
#include "cs-classic.h"
#include "cs-tileset.h"

G_BEGIN_DECLS

#define CASTELLAN_SHIPPED_BOARD           "castle.board"
#define CASTELLAN_SHIPPED_TILESET         "castellan.tileset"
#define CASTELLAN_SHIPPED_CLASSIC_TILESET "carcassonne.tileset"
#define CASTELLAN_SHIPPED_BCB_TILESET     "bcb.tileset"

/* a shipped file's text by its name, such as CASTELLAN_SHIPPED_BOARD */
GBytes                 *castellan_shipped_data                (const char  *name,
                                                               GError     **error);
/* a copy of the caller's own, named after its file in messages */
CsBoard                *castellan_shipped_board_new           (GError     **error);
CsTileset              *castellan_shipped_tileset_new         (GError     **error);
CsClassicTileset       *castellan_shipped_classic_tileset_new (GError     **error);
/* adds the shipped tiles of @expansions (CS_CLASSIC_BCB) to @set */
gboolean                castellan_shipped_add_expansions      (CsClassicTileset *set,
                                                               guint             expansions,
                                                               GError          **error);
/* read once for the life of the process; a broken one aborts (the tests
 * check that each reads) */
const CsBoard          *castellan_shipped_board               (void);
const CsTileset        *castellan_shipped_tileset             (void);
const CsClassicTileset *castellan_shipped_classic_tileset     (void);
/* the base set with the expansions' tiles (CsClassicOptions bits; 0: the base set) */
const CsClassicTileset *castellan_shipped_classic_tileset_with (guint expansions);

G_END_DECLS
