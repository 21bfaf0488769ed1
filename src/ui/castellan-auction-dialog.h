/* castellan-auction-dialog.h — a bazaar's auction (B-5), for people and computers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-classic-game.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_AUCTION_DIALOG (castellan_auction_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CastellanAuctionDialog, castellan_auction_dialog, CASTELLAN, AUCTION_DIALOG, AdwWindow)

/* Shows the auction of @game's bazaar as it goes: the tiles on offer and
 * who took each, every offer, bid and deal, whose decision it is, and for
 * a person the controls of that decision. It stays until the auction is
 * over and the person closes it. */
CastellanAuctionDialog *castellan_auction_dialog_new      (GtkWindow            *parent,
                                                           CastellanClassicGame *game);
/* the tile picked for the offer (0-based) and the amount of an offer or a bid */
void                    castellan_auction_dialog_set_pick   (CastellanAuctionDialog *self,
                                                             guint                   pick);
void                    castellan_auction_dialog_set_amount (CastellanAuctionDialog *self,
                                                             int                     amount);
/* the prompt and the lines told so far, for tests */
const char             *castellan_auction_dialog_get_prompt (CastellanAuctionDialog *self);
const char             *castellan_auction_dialog_get_told   (CastellanAuctionDialog *self);
/* the auction is over; Continue closes the dialog */
gboolean                castellan_auction_dialog_get_done   (CastellanAuctionDialog *self);

G_END_DECLS
