/* castellan-player.h — one seat at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "castellan-model-types.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_PLAYER (castellan_player_get_type ())
G_DECLARE_FINAL_TYPE (CastellanPlayer, castellan_player, CASTELLAN, PLAYER, GObject)

#define CASTELLAN_TYPE_WALL_TILE (castellan_wall_tile_get_type ())
G_DECLARE_FINAL_TYPE (CastellanWallTile, castellan_wall_tile, CASTELLAN, WALL_TILE, GObject)

CastellanPlayer    *castellan_player_new           (guint                index,
                                                    const char          *name,
                                                    CastellanPlayerKind  kind);
guint               castellan_player_get_index     (CastellanPlayer     *self);
/* the seat's colour in its game's palette (CastellanPalette) */
#define CASTELLAN_PLAYER_MAX_COLOUR 5
guint               castellan_player_get_colour    (CastellanPlayer     *self);
const char         *castellan_player_get_name      (CastellanPlayer     *self);
CastellanPlayerKind castellan_player_get_kind      (CastellanPlayer     *self);
gboolean            castellan_player_is_computer   (CastellanPlayer     *self);
int                 castellan_player_get_score     (CastellanPlayer     *self);
guint               castellan_player_get_supply    (CastellanPlayer     *self);
guint               castellan_player_get_keep_size (CastellanPlayer     *self);
gboolean            castellan_player_get_active    (CastellanPlayer     *self);
/* The Castle's names its wall tiles and keep go by */
CastellanTheme      castellan_player_get_theme     (CastellanPlayer     *self);
/* classic: the score track's space the marker stands on (C-9.2), and
 * in @laps (may be NULL) the laps shown beside it (+50, +100…; 0 none) */
guint               castellan_player_get_track_space (CastellanPlayer   *self,
                                                      int               *laps);
/* with Bridges, Castles and Bazaars (B-1.3): its bridges and castles in
 * the supply, and whether it holds a tile bought at the bazaar (B-5.7) */
gboolean            castellan_player_get_bcb       (CastellanPlayer     *self);
guint               castellan_player_get_bridges   (CastellanPlayer     *self);
guint               castellan_player_get_castles   (CastellanPlayer     *self);
gboolean            castellan_player_get_bazaar_tile (CastellanPlayer   *self);
/* the wall tiles held, as CastellanWallTile items */
GListModel         *castellan_player_get_wall_tiles (CastellanPlayer    *self);

/* the wall tiles used so far, as CastellanWallTile items with their move */
GListModel         *castellan_player_get_used_wall_tiles (CastellanPlayer *self);

typedef struct {
  guint kind;   /* CsWallKind */
  guint move;   /* the move it was used in */
} CastellanUsedWallTile;

/* the model updates these */
void                castellan_player_set_used_wall_tiles (CastellanPlayer             *self,
                                                          const CastellanUsedWallTile *used,
                                                          guint                        n,
                                                          guint                        theme,
                                                          guint                        variants);
void                castellan_player_update        (CastellanPlayer     *self,
                                                    int                  score,
                                                    guint                supply,
                                                    guint                keep_size,
                                                    gboolean             active,
                                                    const guint8        *held,
                                                    const guint8        *usable,
                                                    guint                theme,
                                                    guint                variants);

/* classic Carcassonne's game updates these too */
void                castellan_player_update_classic (CastellanPlayer    *self,
                                                     guint               track_space,
                                                     int                 track_laps,
                                                     gboolean            bcb,
                                                     guint               bridges,
                                                     guint               castles,
                                                     gboolean            bazaar_tile);

guint               castellan_wall_tile_get_kind   (CastellanWallTile   *self);
guint               castellan_wall_tile_get_number (CastellanWallTile   *self);
const char         *castellan_wall_tile_get_name   (CastellanWallTile   *self);
const char         *castellan_wall_tile_get_effect (CastellanWallTile   *self);
gboolean            castellan_wall_tile_get_usable (CastellanWallTile   *self);
/* the move a used wall tile was used in; 0 for a tile still held */
guint               castellan_wall_tile_get_used_on (CastellanWallTile  *self);

/* the English names of unnamed seats (by colour, 0 blue) and of the
 * tutorial's opponent, kept so in records; shown translated */
#define CASTELLAN_PRACTICE_PARTNER "Practice Partner"
const char         *castellan_player_default_name  (guint                colour);
/* the seats of a game of lessons, The Castle's or classic: the learner in
 * seat 0 moves first, against the Beginner in seat 1, and a fixed seed,
 * so the same moves always meet the same tiles and replies */
void                castellan_player_lesson_seats  (CastellanPlayerKind  kinds[2],
                                                    int                 *first,
                                                    guint32             *seed,
                                                    gboolean            *has_seed,
                                                    guint32              lessons_seed);
const char         *castellan_player_shown_name    (const char          *stored);

const char         *castellan_player_kind_to_string (CastellanPlayerKind kind);  /* "computer:casual" */
CastellanPlayerKind castellan_player_kind_from_string (const char       *text);
const char         *castellan_player_kind_label   (CastellanPlayerKind kind);   /* translated */

G_END_DECLS
