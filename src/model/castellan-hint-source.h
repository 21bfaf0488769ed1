/* castellan-hint-source.h — a tutor's hints, as list models, for any game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game's tutor publishes what it explains as GListModels of
 * CastellanHint, a model per section of the hint panel: The Castle's
 * (CastellanTutor) and classic Carcassonne's (CastellanClassicTutor) alike.
 * The panel binds its rows to whichever source it is given; a section a
 * game does not have (classic Carcassonne has no wall tiles) stays empty.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-board-model.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_HINT_INFO,
  CASTELLAN_HINT_GOOD,      /* a legal place, points, a free spot */
  CASTELLAN_HINT_BAD,       /* why not */
} CastellanHintMood;

/* a tutor's sections, each a GListModel of CastellanHint */
typedef enum {
  CASTELLAN_HINTS_TILE,        /* "Your tile" */
  CASTELLAN_HINTS_FOLLOWERS,   /* the laid tile's follower spots */
  CASTELLAN_HINTS_WALL,        /* wall tiles held and within reach */
  CASTELLAN_HINTS_LAST_TURN,   /* what just happened */
  CASTELLAN_N_HINT_SECTIONS
} CastellanHintSection;

#define CASTELLAN_TYPE_HINT (castellan_hint_get_type ())
G_DECLARE_FINAL_TYPE (CastellanHint, castellan_hint, CASTELLAN, HINT, GObject)

/* a hint saying @sentence; the rule codes it cites become its rule (its
 * row's link), unless @rule names one; @key (may be NULL) is for tests */
CastellanHint     *castellan_hint_new       (const char        *sentence,
                                             const char        *rule,
                                             CastellanHintMood  mood,
                                             const char        *key);
/* the sentence without its rule codes: what a row shows beside its link */
const char        *castellan_hint_get_text  (CastellanHint *self);
/* the sentence as written, rule codes and all: what a line of text shows */
const char        *castellan_hint_get_sentence (CastellanHint *self);
const char        *castellan_hint_get_rule  (CastellanHint *self);   /* "R-3.3" or NULL */
CastellanHintMood  castellan_hint_get_mood  (CastellanHint *self);
/* a stable key for tests: "verdict: :E:D4", "score:tower:8", ... */
const char        *castellan_hint_get_key   (CastellanHint *self);
/* the cells the hint names (where the tile fits, the feature it would
 * finish, a spot's feature), which its row lights on the board; @n
 * cells, NULL when none. The tutor that makes the hint sets them. */
const CastellanCell *castellan_hint_get_cells (CastellanHint       *self,
                                               guint               *n);
void               castellan_hint_set_cells (CastellanHint       *self,
                                             const CastellanCell *cells,
                                             guint                n);
/* castellan_hint_set_cells on the hint last added to @hints, if any */
void               castellan_hints_set_last_cells (GPtrArray           *hints,
                                                   const CastellanCell *cells,
                                                   guint                n);

#define CASTELLAN_TYPE_HINT_SOURCE (castellan_hint_source_get_type ())
G_DECLARE_INTERFACE (CastellanHintSource, castellan_hint_source, CASTELLAN, HINT_SOURCE, GObject)

struct _CastellanHintSourceInterface
{
  GTypeInterface parent_iface;

  /* the section's hints, kept current as the game and the turn move: a
   * list model the source owns, never NULL */
  GListModel *(*get_hints) (CastellanHintSource  *self,
                            CastellanHintSection  section);
};

GListModel *castellan_hint_source_get_hints (CastellanHintSource  *self,
                                             CastellanHintSection  section);
/* the tile section's heading, fit for what it shows now: "Your Tile"
 * while a tile is placed, "Game Over" at the end, "Bazaar" during an
 * auction; the sources' "tile-heading" property (NULL: "Your Tile") */
char       *castellan_hint_source_dup_tile_heading (CastellanHintSource *self);
/* the section's sentences as written, each after @separator but the
 * first; NULL when the section is empty */
char       *castellan_hint_source_dup_text  (CastellanHintSource  *self,
                                             CastellanHintSection  section,
                                             const char           *separator);
/* the same over an array of CastellanHint */
char       *castellan_hints_join            (GPtrArray            *hints,
                                             const char           *separator);

G_END_DECLS
