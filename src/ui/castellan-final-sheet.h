/* castellan-final-sheet.h — the final scoring line by line, the winner, a chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-game-base.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_FINAL_SHEET (castellan_final_sheet_get_type ())
G_DECLARE_FINAL_TYPE (CastellanFinalSheet, castellan_final_sheet, CASTELLAN, FINAL_SHEET, AdwWindow)

/* the end of any game: its final lines, the winner, the chart, Play Again
 * (the parent's win.play-again). A line naming cells lights them on
 * @board (the game page's CastellanBoard; NULL none) while hovered or
 * focused. */
CastellanFinalSheet *castellan_final_sheet_new        (GtkWindow           *parent,
                                                       CastellanGameBase   *game,
                                                       GtkWidget           *board);
/* the winner line, and the lines the sheet lists (for tests) */
const char          *castellan_final_sheet_get_winner (CastellanFinalSheet *self);
GListModel          *castellan_final_sheet_get_lines  (CastellanFinalSheet *self);
/* the list box of those lines, a row each */
GtkListBox          *castellan_final_sheet_get_list   (CastellanFinalSheet *self);

G_END_DECLS
