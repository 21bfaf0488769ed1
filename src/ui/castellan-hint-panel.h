/* castellan-hint-panel.h — the rules tutor beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-hint-source.h"
#include "castellan-tutor.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_HINT_PANEL (castellan_hint_panel_get_type ())
G_DECLARE_FINAL_TYPE (CastellanHintPanel, castellan_hint_panel, CASTELLAN, HINT_PANEL, GtkWidget)

GtkWidget      *castellan_hint_panel_new       (void);
/* show the hints of any game's tutor (CastellanTutor, CastellanClassicTutor) */
void                 castellan_hint_panel_set_source (CastellanHintPanel  *self,
                                                      CastellanHintSource *source);
CastellanHintSource *castellan_hint_panel_get_source (CastellanHintPanel  *self);
/* show The Castle's tutor: its hints, and its lessons and suggestions */
void            castellan_hint_panel_set_tutor (CastellanHintPanel *self,
                                                CastellanTutor     *tutor);
CastellanTutor *castellan_hint_panel_get_tutor (CastellanHintPanel *self);
/* the "board" (a CastellanBoard, weak; NULL none) on which a hint's cells
 * light up while its row is hovered or focused */
void            castellan_hint_panel_set_board (CastellanHintPanel *self,
                                                GtkWidget          *board);
GtkWidget      *castellan_hint_panel_get_board (CastellanHintPanel *self);

G_END_DECLS
