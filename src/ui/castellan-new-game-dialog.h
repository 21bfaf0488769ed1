/* castellan-new-game-dialog.h — seats, who starts, theme, variants and seed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_NEW_GAME_DIALOG (castellan_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CastellanNewGameDialog, castellan_new_game_dialog, CASTELLAN, NEW_GAME_DIALOG, AdwWindow)

CastellanNewGameDialog *castellan_new_game_dialog_new       (GtkWindow              *parent);
/* the names in @setup belong to the dialog */
void                    castellan_new_game_dialog_get_setup (CastellanNewGameDialog *self,
                                                             CastellanGameSetup     *setup);
/* for tests and for remembering: set a seat */
void                    castellan_new_game_dialog_set_seat  (CastellanNewGameDialog *self,
                                                             guint                   seat,
                                                             const char             *name,
                                                             CastellanPlayerKind     kind);

void                    castellan_new_game_dialog_set_seed  (CastellanNewGameDialog *self,
                                                             guint32                 seed);

/* which game: The Castle or classic Carcassonne (the order of the game row) */
typedef enum {
  CASTELLAN_NEW_GAME_CASTLE,
  CASTELLAN_NEW_GAME_CLASSIC,
} CastellanNewGameKind;

CastellanNewGameKind    castellan_new_game_dialog_get_game  (CastellanNewGameDialog *self);
void                    castellan_new_game_dialog_set_game  (CastellanNewGameDialog *self,
                                                             CastellanNewGameKind    kind);
void                    castellan_new_game_dialog_get_classic_setup (CastellanNewGameDialog *self,
                                                                     CastellanClassicSetup  *setup);
/* for tests: @n_players seats played by @kinds, with or without farmers */
void                    castellan_new_game_dialog_set_classic_seats (CastellanNewGameDialog    *self,
                                                                     guint                      n_players,
                                                                     const CastellanPlayerKind *kinds,
                                                                     gboolean                   farmers);
/* for tests: with or without Bridges, Castles and Bazaars (off at first) */
void                    castellan_new_game_dialog_set_classic_bcb   (CastellanNewGameDialog    *self,
                                                                     gboolean                   bcb);
/* for tests: the quick bazaar (BV-1), which counts only with the expansion;
 * whether its switch can be seen and used now */
void                    castellan_new_game_dialog_set_classic_quick_bazaar (CastellanNewGameDialog *self,
                                                                            gboolean                quick);
gboolean                castellan_new_game_dialog_get_classic_quick_bazaar_shown (CastellanNewGameDialog *self);

G_END_DECLS
