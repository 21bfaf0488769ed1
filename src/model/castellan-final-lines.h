/* castellan-final-lines.h — the final score sheet as a list of lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "castellan-game.h"
#include "castellan-classic-game.h"
#include "castellan-board-model.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_FINAL_LINE_PLAYER,     /* a player's heading: the name and the total */
  CASTELLAN_FINAL_LINE_GAME,       /* what the player had before the final scoring */
  CASTELLAN_FINAL_LINE_SCORE,      /* a line of the final scoring that gave points */
  CASTELLAN_FINAL_LINE_NO_EFFECT,  /* the lines that gave nothing, folded into one */
  CASTELLAN_FINAL_LINE_SUBTOTAL,   /* what the final scoring added */
  CASTELLAN_FINAL_LINE_DURING,     /* classic: a kind of what scored during the game
                                    * (cities, roads...), part of the GAME line above it */
} CastellanFinalLineKind;

#define CASTELLAN_TYPE_FINAL_LINE (castellan_final_line_get_type ())
G_DECLARE_FINAL_TYPE (CastellanFinalLine, castellan_final_line, CASTELLAN, FINAL_LINE, GObject)

CastellanFinalLineKind castellan_final_line_get_kind   (CastellanFinalLine *self);
int                    castellan_final_line_get_player (CastellanFinalLine *self);
const char            *castellan_final_line_get_text   (CastellanFinalLine *self);
/* the text as a screen reader hears it: where the line leaves out whose
 * it is (a seat's own end line under its heading), with it; else the text */
const char            *castellan_final_line_get_spoken (CastellanFinalLine *self);
/* the detail as a screen reader hears it (the folded lines with whose
 * they are); else the detail */
const char            *castellan_final_line_get_spoken_detail (CastellanFinalLine *self);
/* what the wall tiles did, the sizes compared; NULL when nothing to add */
const char            *castellan_final_line_get_detail (CastellanFinalLine *self);
int                    castellan_final_line_get_points (CastellanFinalLine *self);
/* the points as shown: "+7", "72", "0" */
const char            *castellan_final_line_get_shown_points (CastellanFinalLine *self);
/* the rule for the row's link, NULL for none */
const char            *castellan_final_line_get_rule   (CastellanFinalLine *self);
/* every rule it cites, the link's first (a field with castles: C-8.3 and
 * B-4.10); NULL when none */
const char *const     *castellan_final_line_get_rules  (CastellanFinalLine *self);
/* which of the game's scored lines it shows, as castellan_board_model_scored_cells
 * counts them (classic Carcassonne's): the first, -1 when it names none */
int                    castellan_final_line_get_scored (CastellanFinalLine *self);
/* all of them: a line of what scored during the game counts several, and
 * so does a folded line; NULL and *@n 0 when none */
const guint           *castellan_final_line_get_scored_lines (CastellanFinalLine *self,
                                                              guint              *n);
/* the board cells the line names itself (The Castle's: the largest empty
 * region of the keep line, a court, the unfinished feature a wall tile
 * scored; a folded line all of its lines'), as the board model counts
 * them; NULL and *@n 0 when it names none here */
const CastellanCell   *castellan_final_line_get_cells  (CastellanFinalLine *self,
                                                        guint              *n);

/* the sheet of a finished game: per player a heading, the game's score,
 * the lines that scored, one line for those that did not, and the
 * subtotal; then the lines that scored for nobody (a tie). Empty while
 * the game is not over. */
GListModel            *castellan_final_lines_new       (CastellanGame      *game);
/* classic Carcassonne's, with or without the expansion, shaped as The
 * Castle's: per seat a heading, the score during the game with a line per
 * kind (DURING) under it, each end-of-game line the seat scored, one line
 * for those worth nothing, the subtotal. The sum of a seat's GAME and
 * SCORE lines is its total; of its DURING lines, its GAME line. */
GListModel            *castellan_final_lines_new_classic (CastellanClassicGame *game);

G_END_DECLS
