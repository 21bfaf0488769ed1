/* castellan-auction-dialog.h — a bazaar's auction (B-5), for people and computers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "castellan-classic-game.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_AUCTION_DIALOG (castellan_auction_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CastellanAuctionDialog, castellan_auction_dialog, CASTELLAN, AUCTION_DIALOG, GtkWidget)

/* A card beside the board showing the auction of @game's bazaar as it
 * goes: the tiles on offer and who took each, every offer, bid and deal,
 * whose decision it is, and for a person the controls of that decision.
 * Once the auction is over the game waits until Continue; then the card
 * emits "closed" for its holder to take it away. */
CastellanAuctionDialog *castellan_auction_dialog_new      (CastellanClassicGame *game);
/* the keys to the card, on the control a person's decision starts from
 * (once a decision; the card does so itself as the auction goes on, once
 * it is in a window) */
void                    castellan_auction_dialog_take_focus (CastellanAuctionDialog *self);
/* the tile picked for the offer (0-based) and the amount of an offer or a bid */
void                    castellan_auction_dialog_set_pick   (CastellanAuctionDialog *self,
                                                             guint                   pick);
void                    castellan_auction_dialog_set_amount (CastellanAuctionDialog *self,
                                                             int                     amount);
/* its heading ("Bazaar", "Quick Bazaar"), the prompt and the lines told
 * so far, for tests */
const char             *castellan_auction_dialog_get_title  (CastellanAuctionDialog *self);
const char             *castellan_auction_dialog_get_prompt (CastellanAuctionDialog *self);
const char             *castellan_auction_dialog_get_told   (CastellanAuctionDialog *self);
/* the lines told show whole, the newest in sight: none cut at the foot
 * of their window (as laid out last), for tests */
gboolean                castellan_auction_dialog_get_told_whole (CastellanAuctionDialog *self);
/* the auction is over; Continue lets the game go on and closes the card */
gboolean                castellan_auction_dialog_get_done   (CastellanAuctionDialog *self);

G_END_DECLS
