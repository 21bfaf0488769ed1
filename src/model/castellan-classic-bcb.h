/* castellan-classic-bcb.h — the decisions of Bridges, Castles and Bazaars
 * that are not laying a tile, as the app shows and takes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small city's owner chooses between scoring it and a castle (B-4.2);
 * at a bazaar an auctioneer offers a tile and opens, each other player
 * bids once or passes, and the auctioneer buys or sells (B-5.3, B-5.4);
 * with the quick bazaar each player takes a tile in turn instead (BV-1).
 * The engine decides what is legal; this says it in words and turns a
 * person's choice into the engine's move. No GTK.
 */
#pragma once

#include "castellan-classic-game.h"

G_BEGIN_DECLS

typedef enum {
  CASTELLAN_BCB_NONE,      /* a tile is laid, or the game is over */
  CASTELLAN_BCB_CASTLE,    /* B-4.2 */
  CASTELLAN_BCB_OFFER,     /* B-5.3: pick a tile and open */
  CASTELLAN_BCB_BID,       /* B-5.3: bid more or pass */
  CASTELLAN_BCB_SETTLE,    /* B-5.4: buy or sell */
  CASTELLAN_BCB_PICK,      /* BV-1: take a tile on show and lay it at once */
} CastellanBcbStep;

CastellanBcbStep castellan_classic_bcb_get_step      (CastellanClassicGame *game);
/* a bazaar is on: its auction, or a bazaar round still to come (B-5.7) */
gboolean         castellan_classic_bcb_get_bazaar_on (CastellanClassicGame *game);

/* the castle question for the small city's owner: what it is, what it
 * scores now, what a castle would do (B-4.1 to B-4.6) */
char            *castellan_classic_bcb_dup_castle_question (CastellanClassicGame *game);
/* a cell of that small city, to show it on the board; -1 when none is asked about */
int              castellan_classic_bcb_get_castle_cell     (CastellanClassicGame *game);
/* every cell of that small city (B-4.1: two), written to @cells, which
 * holds CS_CLASSIC_NUM_TILES; their number, 0 when none is asked about */
guint            castellan_classic_bcb_get_castle_cells    (CastellanClassicGame *game,
                                                            guint16              *cells);
/* the bazaar's tiles on show (B-5.2), 0 when no bazaar is on; the seat
 * holding the tile shown at @i, -1 while it is still on offer; its design,
 * for the art (art_classic_tile_svg) */
guint            castellan_classic_bcb_get_n_display       (CastellanClassicGame *game);
int              castellan_classic_bcb_get_display_owner   (CastellanClassicGame *game,
                                                            guint                 i);
const CsClassicDesign *castellan_classic_bcb_get_display_design (CastellanClassicGame *game,
                                                                 guint                 i);
/* the tile on show being auctioned now (B-5.3), -1 when none is */
int              castellan_classic_bcb_get_auctioned       (CastellanClassicGame *game);
/* what the last move did at the bazaar (offers, bids, passes, deals,
 * tiles taken), a line each; NULL when it did nothing there */
char            *castellan_classic_bcb_dup_last_deals      (CastellanClassicGame *game);
/* whose decision it is at the bazaar and what it is, in a sentence */
char            *castellan_classic_bcb_dup_auction_prompt  (CastellanClassicGame *game);
/* what the choices in the settlement would leave each side with (B-5.4):
 * "Buy: you 12, Black 8" */
char            *castellan_classic_bcb_dup_buy_text        (CastellanClassicGame *game);
char            *castellan_classic_bcb_dup_sell_text       (CastellanClassicGame *game);
/* the least a bid may be now: 0 to open, one more than the highest bid */
int              castellan_classic_bcb_get_min_bid         (CastellanClassicGame *game);

/* a person's decision; FALSE with the reason (in words) when it is not theirs or not legal */
gboolean         castellan_classic_bcb_castle   (CastellanClassicGame *game,
                                                 gboolean              build,
                                                 GError              **error);
gboolean         castellan_classic_bcb_offer    (CastellanClassicGame *game,
                                                 guint                 pick,
                                                 int                   amount,
                                                 GError              **error);
gboolean         castellan_classic_bcb_bid      (CastellanClassicGame *game,
                                                 int                   amount,
                                                 GError              **error);
gboolean         castellan_classic_bcb_pass     (CastellanClassicGame *game,
                                                 GError              **error);
gboolean         castellan_classic_bcb_settle   (CastellanClassicGame *game,
                                                 gboolean              buy,
                                                 GError              **error);
gboolean         castellan_classic_bcb_pick     (CastellanClassicGame *game,
                                                 guint                 pick,
                                                 GError              **error);

G_END_DECLS
