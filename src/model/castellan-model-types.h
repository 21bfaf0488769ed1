/* castellan-model-types.h — enums of the model layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_PLAYER_HUMAN,
  CASTELLAN_PLAYER_BEGINNER,
  CASTELLAN_PLAYER_CASUAL,
  CASTELLAN_PLAYER_STRONG,
  CASTELLAN_PLAYER_EXPERT,
} CastellanPlayerKind;

typedef enum {
  CASTELLAN_PHASE_NONE,      /* no game */
  CASTELLAN_PHASE_PLACE,     /* a human lays the drawn tile */
  CASTELLAN_PHASE_THINKING,  /* the computer is choosing its move */
  CASTELLAN_PHASE_OVER,
} CastellanPhase;

/* where the turn in progress stands (CastellanTurn) */
typedef enum {
  CASTELLAN_STAGE_IDLE,       /* not a human's turn: look around */
  CASTELLAN_STAGE_PLACE,      /* choose where the drawn tile goes */
  CASTELLAN_STAGE_FOLLOWER,   /* the tile is laid: a follower or none */
  CASTELLAN_STAGE_CONFIRM,    /* all chosen: end the turn */
} CastellanStage;

/* a question the rules leave to the player before a move is played */
typedef enum {
  CASTELLAN_CHOICE_BOOST,        /* spend wall tiles 2/3 on a feature */
  CASTELLAN_CHOICE_ORDER,        /* the scoring order */
  CASTELLAN_CHOICE_EXTRA_TURN,   /* take another turn with wall tile 1 */
} CastellanChoiceKind;

/* the names and pictures of The Castle: the English edition's, or
 * Zamek's (the 2020 edition); in the order of the "theme" setting */
typedef enum {
  CASTELLAN_THEME_CASTLE,
  CASTELLAN_THEME_ZAMEK,
} CastellanTheme;

/* of two wordings, the one @theme uses: castellan_theme_words (theme,
 * C_("castle", "…path…"), C_("zamek", "…road…")) */
static inline const char *
castellan_theme_words (CastellanTheme theme,
                       const char    *castle,
                       const char    *zamek)
{
  return theme == CASTELLAN_THEME_ZAMEK ? zamek : castle;
}

/* The Castle's rule variants, chosen before a game; the bits of
 * the "variants" setting */
typedef enum {
  CASTELLAN_VARIANT_NONE                = 0,
  CASTELLAN_VARIANT_FOUNTAIN_UNFINISHED = 1 << 0,   /* V-1 */
  CASTELLAN_VARIANT_PICK_UP_AT_END      = 1 << 1,   /* V-2 */
  CASTELLAN_VARIANT_IMMEDIATE_EXTRA     = 1 << 2,   /* V-3 */
  CASTELLAN_VARIANT_OPEN_WALL_TILES     = 1 << 3,   /* V-4 */
} CastellanVariants;

/* the seats of each game: The Castle is for two, classic
 * Carcassonne for two to five (C-1.1) */
#define CASTELLAN_CASTLE_SEATS       2
#define CASTELLAN_CLASSIC_MIN_SEATS  2
#define CASTELLAN_CLASSIC_MAX_SEATS  5

/* the colours a game's seats play with: The Castle's two (the first seat
 * may take either, a view's choice) or classic Carcassonne's five */
typedef enum {
  CASTELLAN_PALETTE_CASTLE,
  CASTELLAN_PALETTE_CLASSIC,
} CastellanPalette;

G_END_DECLS
