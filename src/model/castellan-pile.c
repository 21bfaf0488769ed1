/* castellan-pile.c — the tiles still in the pile, by kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One click away in the window (issue 20, item 13): which tiles are still
 * to come. Anyone could count them from the board, so the list is fair;
 * it is sorted by tile number so that it says nothing of the pile's order.
 */
#define G_LOG_DOMAIN "castellan-pile"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-pile.h"
#include "cs-text.h"

GArray *
castellan_pile_dup_tiles (CastellanGame *game)
{
  GArray *tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  guint8 to_come[CS_NUM_TILES] = { 0 };
  guint n = castellan_shipped_tileset ()->n_tiles;
  const CsGame *g;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), tiles);

  if (castellan_game_get_phase (game) == CASTELLAN_PHASE_NONE)
    return tiles;
  g = castellan_game_get_state (game);
  for (guint i = g->pile_pos; i < n; i++)
    to_come[g->draw_order[i]] = 1;
  /* in the tile set's order, not the pile's */
  for (guint tile = 0; tile < n; tile++)
    if (to_come[tile])
      g_array_append_val (tiles, tile);
  return tiles;
}

GArray *
castellan_pile_dup_classic (CastellanClassicGame *game)
{
  GArray *designs = g_array_new (FALSE, FALSE, sizeof (CastellanPileDesign));
  CastellanPileDesign by_design[CS_CLASSIC_MAX_DESIGNS] = { { 0 } };
  const CsClassic *g;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), designs);

  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE)
    return designs;
  g = castellan_classic_game_get_state (game);
  for (guint i = g->pile_pos; i < g->n_pile; i++)
    {
      guint tile = g->draw_order[i], d = g->tileset->tile_design[tile];

      by_design[d].tile = tile;
      by_design[d].count++;
    }
  for (guint d = 0; d < g->tileset->n_designs; d++)
    if (by_design[d].count > 0)
      g_array_append_val (designs, by_design[d]);
  return designs;
}

CastellanPileKind
castellan_pile_kind (guint tile)
{
  const CsTile *t = &castellan_shipped_tileset ()->tiles[tile];
  gboolean house = FALSE, path = FALSE;

  for (guint p = 0; p < t->n_pieces; p++)
    switch (t->pieces[p].type)
      {
      case CS_TOWER:
        return CASTELLAN_PILE_TOWER;
      case CS_HOUSE:
        house = TRUE;
        break;
      case CS_PATH:
        path = TRUE;
        break;
      default:
        break;
      }
  return house ? CASTELLAN_PILE_HOUSE : path ? CASTELLAN_PILE_PATH : CASTELLAN_PILE_COURT;
}

guint
castellan_pile_tile_number (guint tile)
{
  const CsTileset *set = castellan_shipped_tileset ();

  g_return_val_if_fail (tile < set->n_tiles, 0);
  return set->tiles[tile].number;
}

const char *
castellan_pile_kind_name (CastellanPileKind kind,
                          CastellanTheme    theme)
{
  switch (kind)
    {
    case CASTELLAN_PILE_TOWER:
      return castellan_theme_words (theme, C_("castle", "With a tower"), C_("zamek", "With a pigsty"));
    case CASTELLAN_PILE_HOUSE:
      return castellan_theme_words (theme, C_("castle", "With a house"), C_("zamek", "With a house"));
    case CASTELLAN_PILE_PATH:
      return castellan_theme_words (theme, C_("castle", "With a path"), C_("zamek", "With a road"));
    default:
      return castellan_theme_words (theme, C_("castle", "Courts only"), C_("zamek", "Meadows only"));
    }
}
