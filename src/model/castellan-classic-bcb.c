/* castellan-classic-bcb.c — the decisions of Bridges, Castles and Bazaars
 * that are not laying a tile, as the app shows and takes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-classic-bcb.h"
#include "cs-classic-text.h"

static const CsClassic *
state (CastellanClassicGame *game)
{
  return castellan_classic_game_get_state (game);
}

static const char *
name (CastellanClassicGame *game, int seat)
{
  return seat >= 0 ? castellan_classic_game_get_player_name (game, seat) : "";
}

CastellanBcbStep
castellan_classic_bcb_get_step (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), CASTELLAN_BCB_NONE);
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE)
    return CASTELLAN_BCB_NONE;
  switch (state (game)->phase)
    {
    case CS_CLASSIC_PHASE_CASTLE: return CASTELLAN_BCB_CASTLE;
    case CS_CLASSIC_PHASE_OFFER:  return CASTELLAN_BCB_OFFER;
    case CS_CLASSIC_PHASE_BID:    return CASTELLAN_BCB_BID;
    case CS_CLASSIC_PHASE_SETTLE: return CASTELLAN_BCB_SETTLE;
    case CS_CLASSIC_PHASE_PICK:   return CASTELLAN_BCB_PICK;
    default:                      return CASTELLAN_BCB_NONE;
    }
}

guint
castellan_classic_bcb_get_n_display (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), 0);
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE || !castellan_classic_game_get_bcb (game))
    return 0;
  return state (game)->bcb.n_display;
}

int
castellan_classic_bcb_get_display_owner (CastellanClassicGame *game,
                                         guint                 i)
{
  g_return_val_if_fail (i < castellan_classic_bcb_get_n_display (game), -1);
  return state (game)->bcb.display_owner[i];
}

const CsClassicDesign *
castellan_classic_bcb_get_display_design (CastellanClassicGame *game,
                                          guint                 i)
{
  const CsClassic *g;

  g_return_val_if_fail (i < castellan_classic_bcb_get_n_display (game), NULL);
  g = state (game);
  return cs_classic_tile (g->tileset, g->bcb.display[i]);
}

int
castellan_classic_bcb_get_auctioned (CastellanClassicGame *game)
{
  const CsClassic *g;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), -1);
  switch (castellan_classic_bcb_get_step (game))
    {
    case CASTELLAN_BCB_BID:
    case CASTELLAN_BCB_SETTLE:
      g = state (game);
      return g->bcb.pick < g->bcb.n_display ? g->bcb.pick : -1;
    default:
      return -1;
    }
}

char *
castellan_classic_bcb_dup_last_deals (CastellanClassicGame *game)
{
  const CsEvents *ev;
  const char *names[CS_CLASSIC_MAX_PLAYERS];
  g_autoptr(GString) lines = g_string_new (NULL);

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  ev = castellan_classic_game_get_last_events (game);
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    names[p] = castellan_classic_game_get_player_name (game, p);
  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      g_autofree char *text = NULL;

      if (e->type < CS_EVENT_BAZAAR_OFFER || e->type > CS_EVENT_BAZAAR_TAKEN)
        continue;
      text = cs_classic_text_event (state (game), e, names);
      if (text != NULL)
        g_string_append_printf (lines, "%s%s", lines->len ? "\n" : "", text);
    }
  return lines->len ? g_string_free (g_steal_pointer (&lines), FALSE) : NULL;
}

gboolean
castellan_classic_bcb_get_bazaar_on (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_NONE && state (game)->bcb.n_display > 0;
}

int
castellan_classic_bcb_get_castle_cell (CastellanClassicGame *game)
{
  const CsClassic *g;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), -1);
  if (castellan_classic_bcb_get_step (game) != CASTELLAN_BCB_CASTLE)
    return -1;
  g = state (game);
  return g->slot_cell[g->node_slot[cs_classic_find (g, g->bcb.pending[g->bcb.pending_pos])]];
}

guint
castellan_classic_bcb_get_castle_cells (CastellanClassicGame *game, guint16 *cells)
{
  const CsClassic *g;
  const CsClassicFeature *f;
  guint n = 0;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), 0);
  if (castellan_classic_bcb_get_castle_cell (game) < 0)
    return 0;
  g = state (game);
  f = &g->feat[cs_classic_find (g, g->bcb.pending[g->bcb.pending_pos])];
  for (guint slot = 0; slot < g->n_laid; slot++)
    if (cs_tile_mask_has (&f->tiles, slot))
      cells[n++] = g->slot_cell[slot];
  return n;
}

char *
castellan_classic_bcb_dup_castle_question (CastellanClassicGame *game)
{
  const CsClassic *g;
  int cell;
  guint tokens;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  cell = castellan_classic_bcb_get_castle_cell (game);
  if (cell < 0)
    return NULL;
  g = state (game);
  tokens = g->player[g->actor].castles;
  /* Translators: %1$s is a player, %2$d,%3$d a cell of the small city, %4$u castle tokens left */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%1$s, your follower holds the small city just completed at %2$d,%3$d: two tiles, each with a half-moon city. "
                                       "Score it now for 4 points (C-7.3), or build a castle on it (you have %4$u castle left): "
                                       "it scores nothing now and your follower stays on it as its lord. The next time a road, a city "
                                       "or a cloister is completed within one tile of the castle, you score what that feature is worth, "
                                       "whoever holds it (B-4.4 to B-4.6).",
                                       "%1$s, your follower holds the small city just completed at %2$d,%3$d: two tiles, each with a half-moon city. "
                                       "Score it now for 4 points (C-7.3), or build a castle on it (you have %4$u castles left): "
                                       "it scores nothing now and your follower stays on it as its lord. The next time a road, a city "
                                       "or a cloister is completed within one tile of the castle, you score what that feature is worth, "
                                       "whoever holds it (B-4.4 to B-4.6).", tokens),
                          name (game, g->actor), cs_classic_cell_x (cell), cs_classic_cell_y (cell), tokens);
}

char *
castellan_classic_bcb_dup_auction_prompt (CastellanClassicGame *game)
{
  const CsClassic *g;
  const CsClassicBcb *b;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  g = state (game);
  b = &g->bcb;
  switch (castellan_classic_bcb_get_step (game))
    {
    case CASTELLAN_BCB_OFFER:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s is the auctioneer: pick a tile and open the bidding with 0 points or more (B-5.3)."),
                              name (game, g->actor));
    case CASTELLAN_BCB_BID:
      if (b->high_bidder < 0)
        /* Translators: %1$s bids now; %2$s opened with %3$d points on tile %4$u */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s, bid more than %3$d point for tile %4$u, which %2$s opened, or pass. You have one chance (B-5.3).",
                                             "%1$s, bid more than %3$d points for tile %4$u, which %2$s opened, or pass. You have one chance (B-5.3).",
                                             ABS (b->high_bid)),
                                name (game, g->actor), name (game, b->auctioneer), b->high_bid, b->pick + 1u);
      /* Translators: %1$s bids now; %2$s bid %3$d points for tile %4$u */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s, bid more than %2$s’s %3$d point for tile %4$u, or pass. You have one chance (B-5.3).",
                                           "%1$s, bid more than %2$s’s %3$d points for tile %4$u, or pass. You have one chance (B-5.3).",
                                           ABS (b->high_bid)),
                              name (game, g->actor), name (game, b->high_bidder), b->high_bid, b->pick + 1u);
    case CASTELLAN_BCB_SETTLE:
      /* Translators: %1$s is the auctioneer, %2$s the highest bidder, %3$d the bid */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s, %2$s bid %3$d point. Buy the tile yourself and pay %2$s, or sell it to %2$s and be paid (B-5.4).",
                                           "%1$s, %2$s bid %3$d points. Buy the tile yourself and pay %2$s, or sell it to %2$s and be paid (B-5.4).",
                                           ABS (b->high_bid)),
                              name (game, g->actor), name (game, b->high_bidder), b->high_bid);
    case CASTELLAN_BCB_PICK:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s, take one of the tiles on show and lay it at once. The quick bazaar has no bids (BV-1)."),
                              name (game, g->actor));
    default:
      return NULL;
    }
}

/* "Buy: Blue 8, Black 12" — the two scores after the deal */
static char *
deal_text (CastellanClassicGame *game, gboolean buy)
{
  const CsClassic *g = state (game);
  const CsClassicBcb *b = &g->bcb;
  int a = b->auctioneer, h = b->high_bidder, bid = b->high_bid;
  int sa = g->player[a].score + (buy ? -bid : bid), sh = g->player[h].score + (buy ? bid : -bid);

  if (castellan_classic_bcb_get_step (game) != CASTELLAN_BCB_SETTLE || h < 0)
    return NULL;
  return buy ? /* Translators: the scores after the auctioneer (%1$s) buys from the highest bidder (%3$s) */
               g_strdup_printf (_("Buy: %1$s %2$d, %3$s %4$d"), name (game, a), sa, name (game, h), sh)
             : /* Translators: the scores after the auctioneer (%1$s) sells to the highest bidder (%3$s) */
               g_strdup_printf (_("Sell: %1$s %2$d, %3$s %4$d"), name (game, a), sa, name (game, h), sh);
}

char *
castellan_classic_bcb_dup_buy_text (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  return deal_text (game, TRUE);
}

char *
castellan_classic_bcb_dup_sell_text (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  return deal_text (game, FALSE);
}

int
castellan_classic_bcb_get_min_bid (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), 0);
  return castellan_classic_bcb_get_step (game) == CASTELLAN_BCB_BID ? state (game)->bcb.high_bid + 1 : 0;
}

static gboolean
play (CastellanClassicGame *game, guint kind, guint pick, int amount, GError **error)
{
  CsClassicMove move = CS_CLASSIC_MOVE_INIT;

  move.kind = kind;
  move.pick = pick;
  move.amount = amount;
  return castellan_classic_game_play (game, &move, error);
}

gboolean
castellan_classic_bcb_castle (CastellanClassicGame *game, gboolean build, GError **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return play (game, build ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE, 0, 0, error);
}

gboolean
castellan_classic_bcb_offer (CastellanClassicGame *game, guint pick, int amount, GError **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return play (game, CS_CLASSIC_MOVE_OFFER, pick, amount, error);
}

gboolean
castellan_classic_bcb_bid (CastellanClassicGame *game, int amount, GError **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return play (game, CS_CLASSIC_MOVE_BID, 0, amount, error);
}

gboolean
castellan_classic_bcb_pass (CastellanClassicGame *game, GError **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return play (game, CS_CLASSIC_MOVE_PASS, 0, 0, error);
}

gboolean
castellan_classic_bcb_settle (CastellanClassicGame *game, gboolean buy, GError **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return play (game, buy ? CS_CLASSIC_MOVE_BUY : CS_CLASSIC_MOVE_SELL, 0, 0, error);
}

gboolean
castellan_classic_bcb_pick (CastellanClassicGame *game, guint pick, GError **error)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  return play (game, CS_CLASSIC_MOVE_PICK, pick, 0, error);
}
