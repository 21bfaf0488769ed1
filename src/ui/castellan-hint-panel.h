/* castellan-hint-panel.h — the rules tutor beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-board-view.h"
#include "castellan-game.h"
#include "castellan-tutorial.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_HELP_EVERYTHING,   /* explain as you go */
  CASTELLAN_HELP_ON_REQUEST,   /* explain when asked */
  CASTELLAN_HELP_OFF,
} CastellanHelpLevel;

#define CASTELLAN_TYPE_HINT_PANEL (castellan_hint_panel_get_type ())
G_DECLARE_FINAL_TYPE (CastellanHintPanel, castellan_hint_panel, CASTELLAN, HINT_PANEL, GtkWidget)

GtkWidget *castellan_hint_panel_new            (void);
/* follow this game and this board: pointer, cursor, the follower step */
void       castellan_hint_panel_attach         (CastellanHintPanel *self,
                                                CastellanGame      *game,
                                                CastellanBoardView *board);
void       castellan_hint_panel_set_help_level (CastellanHintPanel *self,
                                                CastellanHelpLevel  level);
/* show "Learn to play" lessons from @lesson on; < 0 leaves the tutorial */
void       castellan_hint_panel_set_lesson     (CastellanHintPanel *self,
                                                int                 lesson);
int        castellan_hint_panel_get_lesson     (CastellanHintPanel *self);
gboolean   castellan_hint_panel_explains_tile  (CastellanHintPanel *self);
/* ask the computer for a move and show it with its reason */
void       castellan_hint_panel_suggest        (CastellanHintPanel *self);
/* the texts shown now, one per line (tests read them) */
char      *castellan_hint_panel_dup_text       (CastellanHintPanel *self);

G_END_DECLS
