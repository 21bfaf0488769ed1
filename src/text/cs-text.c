/* cs-text.c — verdicts and events in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-text"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cs-text.h"
#include "cs-classic-text.h"

/* gettext has no context-and-plural call in GLib: build the "context\004msgid"
 * key ourselves. xgettext finds these through --keyword=cs_npgettext:1c,2,3. */
const char *
cs_npgettext (const char *context, const char *msgid, const char *plural, gulong n)
{
  char key[512];
  const char *tr;

  g_snprintf (key, sizeof key, "%s\004%s", context, msgid);
  tr = g_dngettext (GETTEXT_PACKAGE, key, plural, n);
  if (tr == key)
    return msgid;
  return tr;
}

const char *
cs_text_feature (guint type, CsTheme theme)
{
  switch (type)
    {
    case CS_PATH:  return CS_TH (theme, C_("castle", "path"), C_("zamek", "road"));
    case CS_TOWER: return CS_TH (theme, C_("castle", "tower"), C_("zamek", "pigsty"));
    case CS_HOUSE: return CS_TH (theme, C_("castle", "house"), C_("zamek", "house"));
    case CS_COURT: return CS_TH (theme, C_("castle", "court"), C_("zamek", "meadow"));
    default:       return "?";
    }
}

const char *
cs_text_role (guint type, CsTheme theme)
{
  switch (type)
    {
    case CS_PATH:  return CS_TH (theme, C_("castle", "herald"), C_("zamek", "herald"));
    case CS_TOWER: return CS_TH (theme, C_("castle", "knight"), C_("zamek", "farmer"));
    case CS_HOUSE: return CS_TH (theme, C_("castle", "squire"), C_("zamek", "squire"));
    case CS_COURT: return CS_TH (theme, C_("castle", "merchant"), C_("zamek", "monk"));
    default:       return "?";
    }
}

const char *
cs_text_side (guint side)
{
  switch (side)
    {
    case CS_NORTH: return _("north");
    case CS_EAST:  return _("east");
    case CS_SOUTH: return _("south");
    case CS_WEST:  return _("west");
    default:       return "?";
    }
}

const char *
cs_text_side_of (guint side)
{
  /* Translators: a side as it stands before the word "side" in "on its
   * west side": German joins it to the noun (an der %sseite: "West"),
   * Polish bends it (po %s stronie: "zachodniej") */
  switch (side)
    {
    case CS_NORTH: return C_("before side", "north");
    case CS_EAST:  return C_("before side", "east");
    case CS_SOUTH: return C_("before side", "south");
    case CS_WEST:  return C_("before side", "west");
    default:       return "?";
    }
}

guint
cs_wall_number (guint kind, CsTheme theme)
{
  static const guint8 zamek[CS_NUM_WALL_KINDS + 1] = { 0, 1, 3, 2, 9, 8, 7, 4, 5, 6 };  /* */

  if (kind > CS_NUM_WALL_KINDS)
    return 0;
  return theme == CS_THEME_ZAMEK ? zamek[kind] : kind;
}

const char *
cs_text_wall_name (guint kind, CsTheme theme)
{
  switch (kind)
    {
    case CS_WALL_EXTRA_TURN:       return CS_TH (theme, C_("castle", "Extra turn"), C_("zamek", "Extra turn"));
    case CS_WALL_TOWER_X2:         return CS_TH (theme, C_("castle", "Tower ×2"), C_("zamek", "Pigsty ×2"));
    case CS_WALL_HOUSE_X2:         return CS_TH (theme, C_("castle", "House ×2"), C_("zamek", "House ×2"));
    case CS_WALL_UNFINISHED_PATH:  return CS_TH (theme, C_("castle", "Unfinished path"), C_("zamek", "Unfinished road"));
    case CS_WALL_UNFINISHED_TOWER: return CS_TH (theme, C_("castle", "Unfinished tower"), C_("zamek", "Unfinished pigsty"));
    case CS_WALL_UNFINISHED_HOUSE: return CS_TH (theme, C_("castle", "Unfinished house"), C_("zamek", "Unfinished house"));
    case CS_WALL_MARKETS_X4:       return CS_TH (theme, C_("castle", "Markets ×4"), C_("zamek", "Shrines ×4"));
    case CS_WALL_BIGGER_KEEP:      return CS_TH (theme, C_("castle", "Bigger keep"), C_("zamek", "Bigger family house"));
    case CS_WALL_FIVE_POINTS:      return CS_TH (theme, C_("castle", "Five points"), C_("zamek", "Five points"));
    default:                       return "?";
    }
}

const char *
cs_text_wall_effect (guint kind, CsTheme theme)
{
  switch (kind)
    {
    case CS_WALL_EXTRA_TURN:
      return CS_TH (theme, C_("castle", "After one of your turns, play another whole turn. Not when the pile is empty."), C_("zamek", "After one of your turns, play another whole turn. Not when the pile is empty."));
    case CS_WALL_TOWER_X2:
      return CS_TH (theme, C_("castle", "In your turn, a tower you complete and win scores 4 points a tile instead of 2 (both copies: 6)."), C_("zamek", "In your turn, a pigsty you complete and win scores 4 points a tile instead of 2 (both copies: 6)."));
    case CS_WALL_HOUSE_X2:
      return CS_TH (theme, C_("castle", "In your turn, a house you complete and win scores 2 points a tile instead of 1 (both copies: 3)."), C_("zamek", "In your turn, a house you complete and win scores 2 points a tile instead of 1 (both copies: 3)."));
    case CS_WALL_UNFINISHED_PATH:
      return CS_TH (theme, C_("castle", "At the end, one unfinished path where you have the most heralds scores 1 point a tile."), C_("zamek", "At the end, one unfinished road where you have the most heralds scores 1 point a tile."));
    case CS_WALL_UNFINISHED_TOWER:
      return CS_TH (theme, C_("castle", "At the end, one unfinished tower where you have the most knights scores 2 points a tile."), C_("zamek", "At the end, one unfinished pigsty where you have the most farmers scores 2 points a tile."));
    case CS_WALL_UNFINISHED_HOUSE:
      return CS_TH (theme, C_("castle", "At the end, one unfinished house where you have the most squires scores 1 point a tile."), C_("zamek", "At the end, one unfinished house where you have the most squires scores 1 point a tile."));
    case CS_WALL_MARKETS_X4:
      return CS_TH (theme, C_("castle", "At the end, one court you win scores 4 points a market instead of 3 (both copies on one court: 8)."), C_("zamek", "At the end, one meadow you win scores 4 points a shrine instead of 3 (both copies on one meadow: 8)."));
    case CS_WALL_BIGGER_KEEP:
      return CS_TH (theme, C_("castle", "At the end, your keep counts as 2 tiles larger. It does nothing without a keep."), C_("zamek", "At the end, your family house counts as 2 tiles larger. It does nothing without one."));
    case CS_WALL_FIVE_POINTS:
      return CS_TH (theme, C_("castle", "At the end, 5 points."), C_("zamek", "At the end, 5 points."));
    default:
      return "?";
    }
}

const char *
cs_text_wall_effect_in (guint kind, CsTheme theme, guint variants)
{
  if (kind == CS_WALL_UNFINISHED_PATH && (variants & CS_VARIANT_V1_FOUNTAIN_UNFINISHED))
    return CS_TH (theme, C_("castle", "At the end, one unfinished path where you have the most heralds scores 1 point a tile, or 2 a tile with a fountain (variant V-1)."),
                  C_("zamek", "At the end, one unfinished road where you have the most heralds scores 1 point a tile, or 2 a tile with stocks (variant V-1)."));
  return cs_text_wall_effect (kind, theme);
}

static const char *
path_broken_sentence (guint ours, guint theirs, gboolean start, CsTheme theme)
{
  /* %1$s: our side ("east"), %2$s: the neighbour's cell ("D4") */
  if (ours == CS_PATH)
    switch (theirs)
      {
      case CS_TOWER:
        return start ? CS_TH (theme, C_("castle", "The path leaving the %1$s side would run into the tower of the start space at %2$s. Paths must always be continued (R-3.3)."), C_("zamek", "The road leaving the %1$s side would run into the pigsty of the start space at %2$s. Roads must always be continued (R-3.3)."))
                     : CS_TH (theme, C_("castle", "The path leaving the %1$s side would run into the tower of the tile at %2$s. Paths must always be continued (R-3.3)."), C_("zamek", "The road leaving the %1$s side would run into the pigsty of the tile at %2$s. Roads must always be continued (R-3.3)."));
      case CS_HOUSE:
        return start ? CS_TH (theme, C_("castle", "The path leaving the %1$s side would run into the house of the start space at %2$s. Paths must always be continued (R-3.3)."), C_("zamek", "The road leaving the %1$s side would run into the house of the start space at %2$s. Roads must always be continued (R-3.3)."))
                     : CS_TH (theme, C_("castle", "The path leaving the %1$s side would run into the house of the tile at %2$s. Paths must always be continued (R-3.3)."), C_("zamek", "The road leaving the %1$s side would run into the house of the tile at %2$s. Roads must always be continued (R-3.3)."));
      default:
        return start ? CS_TH (theme, C_("castle", "The path leaving the %1$s side would run into the court of the start space at %2$s. Paths must always be continued (R-3.3)."), C_("zamek", "The road leaving the %1$s side would run into the meadow of the start space at %2$s. Roads must always be continued (R-3.3)."))
                     : CS_TH (theme, C_("castle", "The path leaving the %1$s side would run into the court of the tile at %2$s. Paths must always be continued (R-3.3)."), C_("zamek", "The road leaving the %1$s side would run into the meadow of the tile at %2$s. Roads must always be continued (R-3.3)."));
      }
  switch (ours)
    {
    case CS_TOWER:
      return start ? CS_TH (theme, C_("castle", "The path of the start space at %2$s would end against this tile's tower on its %1$s side. Paths must always be continued (R-3.3)."), C_("zamek", "The road of the start space at %2$s would end against this tile's pigsty on its %1$s side. Roads must always be continued (R-3.3)."))
                   : CS_TH (theme, C_("castle", "The path of the tile at %2$s would end against this tile's tower on its %1$s side. Paths must always be continued (R-3.3)."), C_("zamek", "The road of the tile at %2$s would end against this tile's pigsty on its %1$s side. Roads must always be continued (R-3.3)."));
    case CS_HOUSE:
      return start ? CS_TH (theme, C_("castle", "The path of the start space at %2$s would end against this tile's house on its %1$s side. Paths must always be continued (R-3.3)."), C_("zamek", "The road of the start space at %2$s would end against this tile's house on its %1$s side. Roads must always be continued (R-3.3)."))
                   : CS_TH (theme, C_("castle", "The path of the tile at %2$s would end against this tile's house on its %1$s side. Paths must always be continued (R-3.3)."), C_("zamek", "The road of the tile at %2$s would end against this tile's house on its %1$s side. Roads must always be continued (R-3.3)."));
    default:
      return start ? CS_TH (theme, C_("castle", "The path of the start space at %2$s would end in this tile's court on its %1$s side. Paths must always be continued (R-3.3)."), C_("zamek", "The road of the start space at %2$s would end in this tile's meadow on its %1$s side. Roads must always be continued (R-3.3)."))
                   : CS_TH (theme, C_("castle", "The path of the tile at %2$s would end in this tile's court on its %1$s side. Paths must always be continued (R-3.3)."), C_("zamek", "The road of the tile at %2$s would end in this tile's meadow on its %1$s side. Roads must always be continued (R-3.3)."));
    }
}

char *
cs_text_cell_contents (const CsGame *game,
                       guint         cell,
                       CsTheme       theme,
                       const char   *const names[CS_NUM_PLAYERS])
{
  const CsTile *tile;
  gboolean seen[CS_N_FEATURE_TYPES] = { FALSE };
  g_autoptr(GString) features = g_string_new (NULL);
  g_autoptr(GString) people = g_string_new (NULL);
  GString *s;
  char name[8];

  g_return_val_if_fail (cell < CS_NUM_CELLS, NULL);
  if (game->cell_tile[cell] == CS_CELL_EMPTY)
    return NULL;
  tile = &game->tileset->tiles[game->cell_tile[cell]];
  cs_board_cell_name (game->board, cell, name);
  for (guint p = 0; p < tile->n_pieces; p++)
    {
      guint t = tile->pieces[p].type;
      if (seen[t])
        continue;
      seen[t] = TRUE;
      if (features->len)
        /* Translators: between the features of a tile: "tower, path" */
        g_string_append (features, _(", "));
      g_string_append (features, cs_text_feature (t, theme));
    }
  for (guint pl = 0; pl < CS_NUM_PLAYERS; pl++)
    {
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        {
          guint fc, fp;
          if (game->player[pl].follower[i] == CS_NONE ||
              !cs_game_node_location (game, game->player[pl].follower[i], &fc, &fp) || fc != cell)
            continue;
          if (people->len)
            g_string_append (people, _(", "));
          /* Translators: a follower on a tile: "Ada’s knight"; %1$s the player, %2$s the role */
          g_string_append_printf (people, _("%1$s’s %2$s"), names[pl], cs_text_role (tile->pieces[fp].type, theme));
        }
      if (game->player[pl].keep_node != CS_NONE && game->player[pl].keep_cell == cell)
        {
          if (people->len)
            g_string_append (people, _(", "));
          /* Translators: "Ada’s keep" */
          g_string_append_printf (people, CS_TH (theme, C_("castle", "%s’s keep"), C_("zamek", "%s’s family house")),
                                  names[pl]);
        }
    }
  /* Translators: %1$s a cell ("D4"), %2$u a tile number, %3$s its features ("tower, path") */
  s = g_string_new (NULL);
  g_string_printf (s, _("%1$s holds tile %2$u: %3$s."), name, tile->number, features->str);
  if (people->len)
    {
      g_string_append_c (s, ' ');
      /* Translators: who stands on a laid tile: "On it: Ada’s knight, Bo’s keep." */
      g_string_append_printf (s, _("On it: %s."), people->str);
    }
  return g_string_free (s, FALSE);
}

char *
cs_text_verdict (const CsGame    *game,
                 guint            cell,
                 guint            rot,
                 const CsVerdict *v,
                 CsTheme          theme)
{
  char name[8];

  switch (v->code)
    {
    case CS_VERDICT_LEGAL:
      return g_strdup (_("The tile fits here."));
    case CS_VERDICT_GAME_OVER:
      return g_strdup (_("The game is over: no tile is waiting to be laid (R-9.1)."));
    case CS_VERDICT_NO_CELL:
      return g_strdup (_("That is outside the castle wall (R-1.1)."));
    case CS_VERDICT_OCCUPIED:
      return g_strdup (_("A tile already lies in this cell (R-3.2)."));
    case CS_VERDICT_FIRST_TILE:
      return g_strdup (_("The first tile must lie with a whole side against a start space on the wall (R-3.1)."));
    case CS_VERDICT_NOT_ADJACENT:
      return g_strdup (_("A tile must touch a laid tile or a start space with a whole side; corners do not count (R-3.2)."));
    case CS_VERDICT_PATH_BROKEN:
      {
        gboolean start = CS_NB_IS_START (v->neighbour);
        if (start)
          cs_board_cell_name (game->board, cell, name);
        else
          cs_board_cell_name (game->board, v->neighbour, name);
        return g_strdup_printf (path_broken_sentence (v->ours, v->theirs, start, theme),
                                cs_text_side (v->side), name);
      }
    default:
      return g_strdup ("?");
    }
}

/* "%1$s scores %2$d …" with the arithmetic; plural forms follow the points.
 * The spaces around × here are no-break spaces (U+00A0), so that a line
 * never breaks inside "3 × 1" (issue 32) */
static char *
scored_text (guint type, CsTheme theme, const char *who, int points, guint size, guint per)
{
  const char *fmt;

  switch (type)
    {
    case CS_PATH:
      fmt = theme == CS_THEME_ZAMEK
            ? cs_npgettext ("zamek", "%1$s scores %2$d point for a finished road: %3$u × %4$u.",
                             "%1$s scores %2$d points for a finished road: %3$u × %4$u.", points)
            : cs_npgettext ("castle", "%1$s scores %2$d point for a finished path: %3$u × %4$u.",
                             "%1$s scores %2$d points for a finished path: %3$u × %4$u.", points);
      break;
    case CS_TOWER:
      fmt = theme == CS_THEME_ZAMEK
            ? cs_npgettext ("zamek", "%1$s scores %2$d point for a finished pigsty: %3$u × %4$u.",
                             "%1$s scores %2$d points for a finished pigsty: %3$u × %4$u.", points)
            : cs_npgettext ("castle", "%1$s scores %2$d point for a finished tower: %3$u × %4$u.",
                             "%1$s scores %2$d points for a finished tower: %3$u × %4$u.", points);
      break;
    default:
      fmt = g_dngettext (GETTEXT_PACKAGE, "%1$s scores %2$d point for a finished house: %3$u × %4$u.",
                         "%1$s scores %2$d points for a finished house: %3$u × %4$u.", points);
      break;
    }
  return g_strdup_printf (fmt, who, points, size, per);
}

/* a finished feature nobody scores: empty, or tied; @where is its
 * first cell */
static char *
unscored_text (guint type, CsTheme theme, guint size, guint f0, guint f1, const char *where)
{
  const char *fmt;

  if (f0 == 0 && f1 == 0)
    {
      switch (type)
        {
        case CS_PATH:
          fmt = CS_TH (theme,
                       cs_npgettext ("castle", "A path of %1$u tile at %2$s is finished with nobody on it, so it scores nothing (R-6.2).",
                                     "A path of %1$u tiles at %2$s is finished with nobody on it, so it scores nothing (R-6.2).", size),
                       cs_npgettext ("zamek", "A road of %1$u tile at %2$s is finished with nobody on it, so it scores nothing (R-6.2).",
                                     "A road of %1$u tiles at %2$s is finished with nobody on it, so it scores nothing (R-6.2).", size));
          break;
        case CS_TOWER:
          fmt = CS_TH (theme,
                       cs_npgettext ("castle", "A tower of %1$u tile at %2$s is finished with nobody in it, so it scores nothing (R-6.2).",
                                     "A tower of %1$u tiles at %2$s is finished with nobody in it, so it scores nothing (R-6.2).", size),
                       cs_npgettext ("zamek", "A pigsty of %1$u tile at %2$s is finished with nobody in it, so it scores nothing (R-6.2).",
                                     "A pigsty of %1$u tiles at %2$s is finished with nobody in it, so it scores nothing (R-6.2).", size));
          break;
        default:
          fmt = g_dngettext (GETTEXT_PACKAGE, "A house of %1$u tile at %2$s is finished with nobody in it, so it scores nothing (R-6.2).",
                             "A house of %1$u tiles at %2$s is finished with nobody in it, so it scores nothing (R-6.2).", size);
          break;
        }
      return g_strdup_printf (fmt, size, where);
    }
  switch (type)
    {
    case CS_PATH:
      fmt = CS_TH (theme,
                   cs_npgettext ("castle", "A path of %1$u tile at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).",
                                 "A path of %1$u tiles at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).", size),
                   cs_npgettext ("zamek", "A road of %1$u tile at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).",
                                 "A road of %1$u tiles at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).", size));
      break;
    case CS_TOWER:
      fmt = CS_TH (theme,
                   cs_npgettext ("castle", "A tower of %1$u tile at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).",
                                 "A tower of %1$u tiles at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).", size),
                   cs_npgettext ("zamek", "A pigsty of %1$u tile at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).",
                                 "A pigsty of %1$u tiles at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).", size));
      break;
    default:
      fmt = g_dngettext (GETTEXT_PACKAGE, "A house of %1$u tile at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).",
                         "A house of %1$u tiles at %4$s is finished with the followers tied %2$u to %3$u, so nobody scores (R-6.2).", size);
      break;
    }
  return g_strdup_printf (fmt, size, f0, f1, where);
}

char *
cs_text_event (const CsGame  *game,
               const CsEvent *e,
               CsTheme        theme,
               const char    *const names[CS_NUM_PLAYERS])
{
  const char *who = e->player >= 0 && e->player < CS_NUM_PLAYERS ? names[e->player] : "";
  const CsTileset *ts = game->tileset;
  char cell[8];

  if (e->cell < CS_NUM_CELLS)
    cs_board_cell_name (game->board, e->cell, cell);
  else
    g_snprintf (cell, sizeof cell, "S%d", e->cell - CS_NUM_CELLS + 1);

  switch (e->type)
    {
    case CS_EVENT_TILE_DRAWN:
      return g_strdup_printf (_("%s draws tile %u."), who, ts->tiles[e->tile].number);
    case CS_EVENT_TILE_REMOVED:
      return g_strdup_printf (_("Tile %u fits nowhere and leaves the game; %s draws again (R-3.6)."),
                              ts->tiles[e->tile].number, who);
    case CS_EVENT_TILE_LAID:
      if (e->rot == 0)
        /* Translators: %1$s is a player, %2$u a tile number, %3$s a cell such as "D3";
         * "not turned" in the words of the tile's turn everywhere else
         * (the review, Suggest a Move, the command line) */
        return g_strdup_printf (_("%1$s lays tile %2$u at %3$s, not turned."), who, ts->tiles[e->tile].number, cell);
      /* a turn in the words of Suggest a Move and of the tile's card, whose
       * two buttons turn it a quarter each way: "a quarter anticlockwise"
       * is one press, where "270° clockwise" is three to count */
      if (e->rot == 1)
        /* Translators: as "%1$s lays tile %2$u at %3$s, not turned." */
        return g_strdup_printf (_("%1$s lays tile %2$u at %3$s, turned a quarter clockwise."), who,
                                ts->tiles[e->tile].number, cell);
      if (e->rot == 2)
        /* Translators: as "%1$s lays tile %2$u at %3$s, not turned." */
        return g_strdup_printf (_("%1$s lays tile %2$u at %3$s, turned half round."), who,
                                ts->tiles[e->tile].number, cell);
      /* Translators: as "%1$s lays tile %2$u at %3$s, not turned." */
      return g_strdup_printf (_("%1$s lays tile %2$u at %3$s, turned a quarter anticlockwise."), who,
                              ts->tiles[e->tile].number, cell);
    case CS_EVENT_FOLLOWER_PLACED:
      return g_strdup_printf (_("%s puts a %s on the %s at %s."), who,
                              cs_text_role (e->ftype, theme), cs_text_feature (e->ftype, theme), cell);
    case CS_EVENT_FEATURE_SCORED:
      if (e->player < 0)
        return unscored_text (e->ftype, theme, e->size, e->followers[0], e->followers[1], cell);
      return scored_text (e->ftype, theme, who, e->points, e->size, e->per_unit);
    case CS_EVENT_MARKER_MOVED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s moves %d space, from %d to %d.",
                                           "%s moves %d spaces, from %d to %d.", e->points),
                              who, e->points, e->from, e->to);
    case CS_EVENT_FOLLOWER_RETURNED:
      return g_strdup_printf (_("%s takes back the %s from %s."), who, cs_text_role (e->ftype, theme), cell);
    case CS_EVENT_KEEP_PLACED:
      return g_strdup_printf (CS_TH (theme,
                                     cs_npgettext ("castle", "%1$s puts the keep on the house at %2$s, %3$u tile big (R-6.6).",
                                                   "%1$s puts the keep on the house at %2$s, %3$u tiles big (R-6.6).", e->size),
                                     cs_npgettext ("zamek", "%1$s puts the family house on the house at %2$s, %3$u tile big (R-6.6).",
                                                   "%1$s puts the family house on the house at %2$s, %3$u tiles big (R-6.6).", e->size)),
                              who, cell, e->size);
    case CS_EVENT_KEEP_MOVED:
      return g_strdup_printf (CS_TH (theme,
                                     cs_npgettext ("castle", "%1$s moves the keep to the larger house at %2$s, %3$u tile big (R-6.6).",
                                                   "%1$s moves the keep to the larger house at %2$s, %3$u tiles big (R-6.6).", e->size),
                                     cs_npgettext ("zamek", "%1$s moves the family house to the larger house at %2$s, %3$u tile big (R-6.6).",
                                                   "%1$s moves the family house to the larger house at %2$s, %3$u tiles big (R-6.6).", e->size)),
                              who, cell, e->size);
    case CS_EVENT_WALL_TILE_TAKEN:
      return g_strdup_printf (CS_TH (theme, C_("castle", "%s stops on tower space %d and takes wall tile %u, %s (R-7.2)."), C_("zamek", "%s stops on tower space %d and takes wall token %u, %s (R-7.2).")), who, e->to,
                              cs_wall_number (e->kind, theme), cs_text_wall_name (e->kind, theme));
    case CS_EVENT_WALL_TILE_PASSED:
      if (e->count > 0)
        return g_strdup_printf (CS_TH (theme,
                                       C_("castle", "%1$s stops on the corner tower at %2$d/%3$d, but with variant V-2 a wall tile goes only to a marker that ends the turn on its tower (V-2)."),
                                       C_("zamek", "%1$s stops on the corner tower at %2$d/%3$d, but with variant V-2 a wall token goes only to a marker that ends the turn on its tower (V-2).")),
                                who, game->board->tower[e->corner], game->board->tower[e->corner] + 1);
      return g_strdup_printf (CS_TH (theme,
                                     C_("castle", "%1$s passes the corner tower at %2$d/%3$d without stopping, so its wall tile stays (R-7.2)."),
                                     C_("zamek", "%1$s passes the corner tower at %2$d/%3$d without stopping, so its wall token stays (R-7.2).")),
                              who, game->board->tower[e->corner], game->board->tower[e->corner] + 1);
    case CS_EVENT_WALL_TILE_USED:
      if (e->count > 1)
        return g_strdup_printf (CS_TH (theme,
                                       C_("castle", "%1$s uses both copies of wall tile %2$u, %3$s: together they make ×3 (R-8.2, R-8.3)."),
                                       C_("zamek", "%1$s uses both copies of wall token %2$u, %3$s: together they make ×3 (R-8.2, R-8.3).")),
                                who, cs_wall_number (e->kind, theme), cs_text_wall_name (e->kind, theme));
      return g_strdup_printf (CS_TH (theme, C_("castle", "%s uses wall tile %u, %s."), C_("zamek", "%s uses wall token %u, %s.")), who, cs_wall_number (e->kind, theme),
                              cs_text_wall_name (e->kind, theme));
    case CS_EVENT_WALL_TILE_DISCARDED:
      return g_strdup (CS_TH (theme, C_("castle", "A wall tile nobody took leaves the game unseen (R-7.5)."), C_("zamek", "A wall token nobody took leaves the game unseen (R-7.5).")));
    case CS_EVENT_EXTRA_TURN:
      return g_strdup_printf (_("%s plays an extra turn (R-8.1)."), who);
    case CS_EVENT_FINAL_LINE:
      switch (e->kind)
        {
        case CS_LINE_KEEP:
          if (e->player < 0)
            return g_strdup (CS_TH (theme, C_("castle", "Keep: the keeps are equal or nobody has one, so nobody scores the empty cells (R-9.3)."), C_("zamek", "Family house: they are equal or nobody has one, so nobody scores the empty cells (R-9.3).")));
          return g_strdup_printf (CS_TH (theme, C_("castle", "Keep: %s has the larger keep and scores %d for the largest empty region (R-9.3)."), C_("zamek", "Family house: %s has the larger one and scores %d for the largest empty region (R-9.3).")),
                                  who, e->points);
        case CS_LINE_COURT:
          if (e->size == 0)
            return e->player < 0
                   ? g_strdup (CS_TH (theme, C_("castle", "Court without a market: its merchants tie, and it would score nothing anyway (R-9.4)."),
                                      C_("zamek", "Meadow without a shrine: its monks tie, and it would score nothing anyway (R-9.4).")))
                   : g_strdup_printf (CS_TH (theme, C_("castle", "Court without a market: %s has more merchants there, but it scores nothing (R-9.4)."),
                                             C_("zamek", "Meadow without a shrine: %s has more monks there, but it scores nothing (R-9.4).")),
                                      who);
          if (e->player < 0)
            return g_strdup_printf (CS_TH (theme,
                                           cs_npgettext ("castle", "Court with %u market: a tie between the merchants, nobody scores (R-9.4).",
                                                         "Court with %u markets: a tie between the merchants, nobody scores (R-9.4).", e->size),
                                           cs_npgettext ("zamek", "Meadow with %u shrine: a tie between the monks, nobody scores (R-9.4).",
                                                         "Meadow with %u shrines: a tie between the monks, nobody scores (R-9.4).", e->size)),
                                    e->size);
          return g_strdup_printf (CS_TH (theme,
                                         cs_npgettext ("castle", "Court: %1$s scores %2$d, %3$u market × %4$u (R-9.4).",
                                                       "Court: %1$s scores %2$d, %3$u markets × %4$u (R-9.4).", e->size),
                                         cs_npgettext ("zamek", "Meadow: %1$s scores %2$d, %3$u shrine × %4$u (R-9.4).",
                                                       "Meadow: %1$s scores %2$d, %3$u shrines × %4$u (R-9.4).", e->size)),
                                  who, e->points, e->size, e->per_unit);
        default:
          if (e->count > 1)
            /* Translators: a player's %5$u copies of one wall tile, scored
             * together at the end: "Wall tile 9, Five points, 2
             * copies: Ada scores 10 ." */
            return g_strdup_printf (CS_TH (theme,
                                           cs_npgettext ("castle", "Wall tile %1$u, %2$s, %5$u copy: %3$s scores %4$d (R-9.5).",
                                                         "Wall tile %1$u, %2$s, %5$u copies: %3$s scores %4$d (R-9.5).", e->count),
                                           cs_npgettext ("zamek", "Wall token %1$u, %2$s, %5$u copy: %3$s scores %4$d (R-9.5).",
                                                         "Wall token %1$u, %2$s, %5$u copies: %3$s scores %4$d (R-9.5).", e->count)),
                                    cs_wall_number (e->wall, theme), cs_text_wall_name (e->wall, theme), who, e->points,
                                    (guint) e->count);
          return g_strdup_printf (CS_TH (theme, C_("castle", "Wall tile %u, %s: %s scores %d (R-9.5)."), C_("zamek", "Wall token %u, %s: %s scores %d (R-9.5).")), cs_wall_number (e->wall, theme),
                                  cs_text_wall_name (e->wall, theme), who, e->points);
        }
    case CS_EVENT_GAME_OVER:
      if (e->player < 0)
        return g_strdup_printf (_("The game ends %d to %d: a shared victory (R-9.7)."), e->from, e->to);
      return g_strdup_printf (_("The game ends %d to %d: %s wins."), e->from, e->to, who);
    default:
      return g_strdup ("?");
    }
}

char *
cs_text_events_next (const CsGame   *game,
                     const CsEvents *events,
                     guint          *index,
                     CsTheme         theme,
                     const char     *const names[CS_NUM_PLAYERS])
{
  const CsEvent *e = &events->ev[*index];
  guint n = 0;

  if (e->type != CS_EVENT_WALL_TILE_DISCARDED)
    {
      (*index)++;
      return cs_text_event (game, e, theme, names);
    }
  while (*index < events->n && events->ev[*index].type == CS_EVENT_WALL_TILE_DISCARDED)
    {
      (*index)++;
      n++;
    }
  return g_strdup_printf (CS_TH (theme,
                                 cs_npgettext ("castle", "%u wall tile nobody took leaves the game (R-7.5).",
                                               "%u wall tiles nobody took leave the game (R-7.5).", n),
                                 cs_npgettext ("zamek", "%u wall token nobody took leaves the game (R-7.5).",
                                               "%u wall tokens nobody took leave the game (R-7.5).", n)),
                          n);
}

/* ---- the engine's errors ------------------------------------------------------- */

/* Some errors carry English words of the engine as arguments: a verdict's
 * phrase, a side ("N"), a feature ("path", classic "city"). Each such
 * format, and which of its arguments are which word, so that the whole
 * error reads in the reader's language. */
typedef enum {
  WORD_NONE,
  WORD_PHRASE,          /* one of verdict_phrases */
  WORD_SIDE,            /* cs_side_name */
  WORD_FEATURE,         /* cs_feature_type_name */
  WORD_CLASSIC_KIND,    /* cs_classic_kind_name */
  WORD_TILE_LETTER,     /* a classic design's letter ("d"): its picture in words */
  WORD_CLASSIC_CELL,    /* cs_classic_cell_name ("5,5"): as cs_classic_text_cell shows it */
  WORD_CLASSIC_XY,      /* a classic cell as two arguments, "%d,%d": this one and the next */
  WORD_SIDE_OF,         /* cs_side_name, as it stands before "side" (cs_text_side_of) */
  WORD_TURN,            /* a tile's turn in quarters ("2"): "turned half round" (cs_text_turn) */
} WordKind;

#define N_WORDED_ARGS 8

static const struct {
  const char *format;
  guint8      kind[N_WORDED_ARGS];
} worded_formats[] = {
  /* each format is the engine's English, not translated here: it is the msgid */
  { "move %u: tile %c at %s: %s (%s)", /* not translated */
    { [1] = WORD_TILE_LETTER, [2] = WORD_CLASSIC_CELL, [3] = WORD_PHRASE } },
  { "move %u: tile %c at %s turned %u: its %s side %s meets a %s side (%s)", /* not translated */
    { [1] = WORD_TILE_LETTER, [2] = WORD_CLASSIC_CELL, [4] = WORD_CLASSIC_KIND, [5] = WORD_SIDE,
      [6] = WORD_CLASSIC_KIND } },
  /* the other errors that name a classic tile by its design's letter */
  { "move %u: tile %c has no piece %d to put a meeple on (C-6.1)", /* not translated */
    { [1] = WORD_TILE_LETTER } },
  { "move %u: tile %c has no piece “%c” (C-6.1)", /* not translated */
    { [1] = WORD_TILE_LETTER } },
  { "move %u: tile %c at %d,%d turned %u cannot take that bridge (%s)", /* not translated */
    { [1] = WORD_TILE_LETTER } },
  { "move %u: tile %c fits without a bridge, so it cannot be removed (B-3.6)", /* not translated */
    { [1] = WORD_TILE_LETTER } },
  { "move %u: tile %c at %d,%d turned %u fits only with a bridge (B-3.5)", /* not translated */
    { [1] = WORD_TILE_LETTER } },
  { "move %u: tile %c is to be laid now (C-4.1)", /* not translated */
    { [1] = WORD_TILE_LETTER } },
  { "move %u: the %s “%c” joins a feature that already holds a meeple (C-6.2)", /* not translated */
    { [1] = WORD_CLASSIC_KIND } },
  { "move %u: tile %u at %s: %s (%s)", /* not translated */
    { [3] = WORD_PHRASE } },
  { "move %u: tile %u at %s turned %u: %s on side %s (%s meets %s) (%s)", /* not translated */
    { [4] = WORD_PHRASE, [5] = WORD_SIDE, [6] = WORD_FEATURE, [7] = WORD_FEATURE } },
  { "move %u: the %s “%c” already holds a follower (R-5.2)", /* not translated */
    { [1] = WORD_FEATURE } },
  /* not translated */
  { "move %u: wall tile %s cannot be used on that %s: it must be a tower " /* not translated */
    "(tile 2) or house (tile 3) you win, with a tile won before this turn (R-8.2, R-8.3, R-7.4)",
    { [2] = WORD_FEATURE } },
};

/* The engine's refusals that say how the tile is turned ("turned 2"), and
 * put the side before its feature as English does, told again in a
 * sentence of our own: the turn in words, the arguments numbered, so that
 * each language says it in its own order. @from: which of the engine's
 * arguments each of ours is; @kind: how it is worded. */
#define N_REWORDED_ARGS 8

static const struct {
  const char *format;                  /* the engine's English */
  const char *words;                   /* ours, translated */
  guint8      from[N_REWORDED_ARGS];
  guint8      kind[N_REWORDED_ARGS];
  guint       n;
} reworded_formats[] = {
  { "move %u: tile %c at %s turned %u: its %s side %s meets a %s side (%s)", /* not translated */
    /* Translators: a classic record's move refused: %1$s the move's
     * number, %2$s the tile (its letter, or its sides in words: "(north
     * city, east road, south field, west road)"), %3$s the cell, %4$s how
     * it is turned ("turned half round", "not turned"), %5$s the feature
     * on the tile's side ("city"), %6$s that side as it stands before
     * "side" (cs_text_side_of: German "West", Polish "zachodniej"), %7$s
     * the feature it meets, %8$s the rule. Order them as your language
     * does. */
    N_("move %1$s: tile %2$s at %3$s, %4$s: the %5$s on its %6$s side meets a %7$s (%8$s)"),
    { 0, 1, 2, 3, 4, 5, 6, 7 },
    { WORD_NONE, WORD_TILE_LETTER, WORD_CLASSIC_CELL, WORD_TURN, WORD_CLASSIC_KIND, WORD_SIDE_OF,
      WORD_CLASSIC_KIND, WORD_NONE }, 8 },
  { "move %u: tile %u at %s turned %u: %s on side %s (%s meets %s) (%s)", /* not translated */
    /* Translators: a Castle record's move refused, a path not continued
     * %1$s the move's number, %2$s the tile's number, %3$s the
     * cell ("D4"), %4$s how the tile is turned ("turned half round", "not
     * turned"), %5$s the feature on the tile's side ("path", "house"; the
     * game's theme's word), %6$s that side as it stands before "side"
     * (cs_text_side_of), %7$s the feature it meets, %8$s the rule. Order
     * them as your language does. */
    N_("move %1$s: tile %2$s at %3$s, %4$s: on its %6$s side, its %5$s meets a %7$s (%8$s)"),
    { 0, 1, 2, 3, 6, 5, 7, 8 },
    { WORD_NONE, WORD_NONE, WORD_NONE, WORD_TURN, WORD_FEATURE, WORD_SIDE_OF, WORD_FEATURE, WORD_NONE }, 8 },
  { "move %u: tile %c at %d,%d turned %u cannot take that bridge (%s)", /* not translated */
    /* Translators: an expansion record's move refused: %1$s the move's
     * number, %2$s the tile, %3$s the cell, %4$s how the tile is turned
     * ("turned half round"), %5$s the rule */
    N_("move %1$s: tile %2$s at %3$s, %4$s, cannot take that bridge (%5$s)"),
    { 0, 1, 2, 4, 5 },
    { WORD_NONE, WORD_TILE_LETTER, WORD_CLASSIC_XY, WORD_TURN, WORD_NONE }, 5 },
  { "move %u: tile %c at %d,%d turned %u fits only with a bridge (B-3.5)", /* not translated */
    /* Translators: an expansion record's move refused: %1$s the move's
     * number, %2$s the tile, %3$s the cell, %4$s how the tile is turned
     * ("turned half round") */
    N_("move %1$s: tile %2$s at %3$s, %4$s, fits only with a bridge (B-3.5)"),
    { 0, 1, 2, 4 },
    { WORD_NONE, WORD_TILE_LETTER, WORD_CLASSIC_XY, WORD_TURN }, 4 },
};

/* the verdicts' phrases, as cs_game_check_move and cs_classic_check_move
 * put them in their errors */
static const char *const verdict_phrases[] = {
  N_("the game is over"),
  N_("there is no such cell in the castle"),
  N_("there is no such cell"),
  N_("the cell already holds a tile"),
  N_("the first tile must lie with a whole side against a start space"),
  N_("the tile must touch a laid tile or a start space with a whole side"),
  N_("the tile must share a side with a laid tile"),
  N_("a path would not be continued"),
};

/* @arg, an English word of kind @kind, in the reader's language; @arg
 * itself when it is not one of them. A tile's letter is worded only with
 * @set, to @tile (freed by the caller), as is a classic cell. */
static const char *
word_arg (WordKind kind, const char *arg, const char *next, CsTheme theme, const CsClassicTileset *set, char **tile)
{
  switch (kind)
    {
    case WORD_CLASSIC_XY:
      {
        g_autofree char *name = g_strdup_printf ("%s,%s", arg ? arg : "", next ? next : "");
        guint cell;

        if (cs_classic_cell_from_name (name, &cell))
          {
            *tile = cs_classic_text_cell (cell);
            return *tile;
          }
        *tile = g_steal_pointer (&name);
        return *tile;
      }
    case WORD_SIDE_OF:
      for (guint s = 0; s < 4; s++)
        if (g_strcmp0 (arg, cs_side_name (s)) == 0)
          return cs_text_side_of (s);
      break;
    case WORD_TURN:
      if (arg != NULL && arg[0] >= '0' && arg[0] <= '3' && arg[1] == '\0')
        return cs_text_turn (arg[0] - '0');
      break;
    case WORD_TILE_LETTER:
      if (set != NULL && arg != NULL && arg[0] != '\0' && arg[1] == '\0' && cs_classic_tileset_find (set, arg[0]) >= 0)
        {
          g_autofree char *sides = cs_classic_text_tile_sides (&set->design[cs_classic_tileset_find (set, arg[0])]);

          /* in place of the letter: "move 9: tile (north city, east
           * road, south field, west road) at 5,5: …" */
          *tile = g_strconcat ("(", sides, ")", NULL);
          return *tile;
        }
      break;
    case WORD_CLASSIC_CELL:
      {
        guint cell;

        /* "5,5" is 5.5 where the comma is the decimal mark */
        if (arg != NULL && cs_classic_cell_from_name (arg, &cell))
          {
            *tile = cs_classic_text_cell (cell);
            return *tile;
          }
      }
      break;
    case WORD_PHRASE:
      for (guint i = 0; i < G_N_ELEMENTS (verdict_phrases); i++)
        if (g_strcmp0 (arg, verdict_phrases[i]) == 0)
          return _(verdict_phrases[i]);
      break;
    case WORD_SIDE:
      for (guint s = 0; s < 4; s++)
        if (g_strcmp0 (arg, cs_side_name (s)) == 0)
          return cs_text_side (s);
      break;
    case WORD_FEATURE:
      for (guint t = 0; t < CS_N_FEATURE_TYPES; t++)
        if (g_strcmp0 (arg, cs_feature_type_name (t)) == 0)
          return cs_text_feature (t, theme);
      break;
    case WORD_CLASSIC_KIND:
      for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
        if (g_strcmp0 (arg, cs_classic_kind_name (k)) == 0)
          return cs_classic_text_feature (k);
      break;
    case WORD_NONE:
    default:
      break;
    }
  return arg;
}

char *
cs_text_error (const GError *error)
{
  return cs_text_error_themed (error, CS_THEME_CASTLE);
}

static char *error_worded (const GError *error, CsTheme theme, const CsClassicTileset *set);

char *
cs_text_error_themed (const GError *error, CsTheme theme)
{
  return error_worded (error, theme, NULL);
}

char *
cs_text_error_tiles (const GError *error, const CsClassicTileset *set)
{
  g_return_val_if_fail (error != NULL, NULL);
  return error_worded (error, CS_THEME_CASTLE, set);
}

void
cs_text_error_localize_tiles (GError *error, const CsClassicTileset *set)
{
  char *text;

  g_return_if_fail (error != NULL);
  text = cs_text_error_tiles (error, set);
  g_free (error->message);
  error->message = text;
}

static char *
error_worded (const GError *error, CsTheme theme, const CsClassicTileset *set)
{
  const char *format;
  const char *const *args;
  const GError *cause;
  g_autoptr(GPtrArray) words = NULL;
  g_autofree char *worded = NULL;
  guint n;

  g_return_val_if_fail (error != NULL, NULL);

  format = cs_error_get_format (error);
  if (format == NULL)
    return g_strdup (error->message);
  args = cs_error_get_args (error, &n);
  words = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (words, g_strdup (args[i]));
  for (guint f = 0; f < G_N_ELEMENTS (worded_formats); f++)
    if (g_strcmp0 (format, worded_formats[f].format) == 0)
      for (guint i = 0; i < MIN (n, N_WORDED_ARGS); i++)
        if (worded_formats[f].kind[i] != WORD_NONE)
          {
            char *tile = NULL;
            const char *word = word_arg (worded_formats[f].kind[i], args[i], i + 1 < n ? args[i + 1] : NULL, theme,
                                         set, &tile);
            g_free (words->pdata[i]);
            words->pdata[i] = g_strdup (word);
            g_free (tile);
          }
  for (guint f = 0; f < G_N_ELEMENTS (reworded_formats); f++)
    if (g_strcmp0 (format, reworded_formats[f].format) == 0 && cs_error_get_cause (error) == NULL)
      {
        g_autoptr(GPtrArray) ours = g_ptr_array_new_with_free_func (g_free);

        for (guint i = 0; i < reworded_formats[f].n; i++)
          {
            guint from = reworded_formats[f].from[i];
            char *tile = NULL;
            const char *word = from < n ? word_arg (reworded_formats[f].kind[i], args[from],
                                                    from + 1 < n ? args[from + 1] : NULL, theme, set, &tile) : "";

            g_ptr_array_add (ours, g_strdup (word));
            g_free (tile);
          }
        worded = cs_error_expand (_(reworded_formats[f].words), (const char *const *) ours->pdata, ours->len);
        return g_strconcat (cs_error_get_prefix (error) ? cs_error_get_prefix (error) : "", worded, NULL);
      }
  /* the cause is the last argument: in words too */
  cause = cs_error_get_cause (error);
  if (cause != NULL && n > 0)
    {
      g_free (words->pdata[n - 1]);
      words->pdata[n - 1] = error_worded (cause, theme, set);
    }
  worded = cs_error_expand (g_dgettext (GETTEXT_PACKAGE, format), (const char *const *) words->pdata, n);
  return g_strconcat (cs_error_get_prefix (error) ? cs_error_get_prefix (error) : "", worded, NULL);
}

void
cs_text_error_localize (GError *error)
{
  char *text;

  g_return_if_fail (error != NULL);
  text = cs_text_error (error);
  g_free (error->message);
  error->message = text;
}

void
cs_text_place_name (const CsGame *game,
                    guint         where,
                    char          buf[16])
{
  if (where < CS_NUM_CELLS)
    cs_board_cell_name (game->board, where, buf);
  else
    {
      char cell[8];
      cs_board_cell_name (game->board, game->board->start[where - CS_NUM_CELLS].cell, cell);
      g_snprintf (buf, 16, "%s", cell);
    }
}

static char *
occupied_text (CsTheme theme, guint type, const char *holder, const char *where)
{
  const char *fmt;

  switch (type)
    {
    case CS_PATH:
      fmt = CS_TH (theme, C_("castle", "This path is taken: %1$s already has a follower on it, at %2$s. No second follower may join a path (R-5.2)."), C_("zamek", "This road is taken: %1$s already has a follower on it, at %2$s. No second follower may join a road (R-5.2)."));
      break;
    case CS_TOWER:
      fmt = CS_TH (theme, C_("castle", "This tower is taken: %1$s already has a follower in it, at %2$s. No second follower may join a tower (R-5.2)."), C_("zamek", "This pigsty is taken: %1$s already has a follower in it, at %2$s. No second follower may join a pigsty (R-5.2)."));
      break;
    case CS_HOUSE:
      fmt = CS_TH (theme, C_("castle", "This house is taken: %1$s already has a follower in it, at %2$s. No second follower may join a house (R-5.2)."), C_("zamek", "This house is taken: %1$s already has a follower in it, at %2$s. No second follower may join a house (R-5.2)."));
      break;
    default:
      fmt = CS_TH (theme, C_("castle", "This court is taken: %1$s already has a merchant on it, at %2$s. No second follower may join a court (R-5.2)."), C_("zamek", "This meadow is taken: %1$s already has a monk on it, at %2$s. No second follower may join a meadow (R-5.2)."));
      break;
    }
  return g_strdup_printf (fmt, holder, where);
}

char *
cs_text_spot_refusal (const CsGame *game,
                      const CsSpot *spot,
                      CsTheme       theme,
                      const char   *const names[CS_NUM_PLAYERS])
{
  char where[16];

  g_return_val_if_fail (game != NULL && spot != NULL, NULL);

  switch (spot->state)
    {
    case CS_SPOT_OCCUPIED:
      cs_text_place_name (game, spot->holder_cell, where);
      return occupied_text (theme, spot->type, names[spot->holder], where);
    case CS_SPOT_NO_SUPPLY:
      return g_strdup (_("You have no follower left in your supply, so you cannot place one (R-5.3)."));
    default:
      return NULL;
    }
}

const char *
cs_text_wall_refusal (const CsGame *game,
                      guint         player,
                      guint         kind,
                      const char  **rule)
{
  const char *dummy;

  g_return_val_if_fail (game != NULL && player < CS_NUM_PLAYERS, NULL);

  if (rule == NULL)
    rule = &dummy;
  *rule = "R-7.4";
  if (kind == 0 || kind > CS_WALL_HOUSE_X2 || game->player[player].held[kind] == 0)
    return NULL;
  if (cs_game_over (game))
    return _("The game is over; it is no longer of use.");
  if (!cs_game_wall_usable (game, player, kind))
    return _("Won this turn: it can be used from your next turn on (R-7.4).");
  if (player != game->active)
    return _("It can only be used in your own turn (R-7.4).");
  *rule = "R-8.1";
  if (kind == CS_WALL_EXTRA_TURN && cs_game_tiles_left (game) == 0)
    return _("Not now: the pile is empty, so there is no extra turn to play (R-8.1).");
  return NULL;
}

/* the tutor's sentence for the refusal of a follower, a wall tile 2 or 3
 * or an extra turn in @move; NULL where the tutor has none */
static char *
tutor_refusal (const CsGame *game, const CsMove *move, CsTheme theme, const char *const names[CS_NUM_PLAYERS])
{
  gboolean v3 = (game->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA) != 0;
  const char *wall;

  /* in the engine's order (cs_game_check_move): the extra turn first,
   * unless V-3 lets a tile 1 won by this very move count */
  if ((move->flags & CS_MOVE_EXTRA_TURN) && !v3 &&
      (wall = cs_text_wall_refusal (game, game->active, CS_WALL_EXTRA_TURN, NULL)) != NULL)
    return g_strdup (wall);
  if (move->follower >= 0 && move->cell < CS_NUM_CELLS && move->rot < 4)
    {
      CsSpot spots[CS_MAX_PIECES];
      guint n = cs_game_spots (game, move->cell, move->rot, spots);

      for (guint i = 0; i < n; i++)
        if (spots[i].piece == move->follower && spots[i].state != CS_SPOT_OPEN)
          return cs_text_spot_refusal (game, &spots[i], theme, names);
    }
  if (move->flags & CS_MOVE_CUSTOM_BOOST)
    for (guint k = CS_WALL_TOWER_X2; k <= CS_WALL_HOUSE_X2; k++)
      if ((wall = cs_text_wall_refusal (game, game->active, k, NULL)) != NULL)
        for (guint i = 0; i < CS_MAX_COMPLETE; i++)
          if (move->boost[i] > 0)
            return g_strdup (wall);
  if ((move->flags & CS_MOVE_EXTRA_TURN) && v3 &&
      (wall = cs_text_wall_refusal (game, game->active, CS_WALL_EXTRA_TURN, NULL)) != NULL)
    return g_strdup (wall);
  return NULL;
}

char *
cs_text_refusal (const CsGame *game,
                 const CsMove *move,
                 const GError *error,
                 CsTheme       theme,
                 const char   *const names[CS_NUM_PLAYERS])
{
  const CsErrorPlacement *p;
  char *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (error != NULL, NULL);

  p = cs_error_get_placement (error);
  if (p != NULL)
    {
      CsVerdict v = {
        .code = p->code, .rule = p->rule, .side = p->side, .neighbour = p->neighbour,
        .ours = p->ours, .theirs = p->theirs,
      };
      return cs_text_verdict (game, p->cell, p->rot, &v, theme);
    }
  if (g_error_matches (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE) &&
      (text = tutor_refusal (game, move, theme, names)) != NULL)
    return text;
  return cs_text_error_themed (error, theme);
}

const char *
cs_text_seat_name (const char *stored)
{
  /* the words the app shows too (castellan_player_shown_name) */
  if (g_strcmp0 (stored, "Blue") == 0)
    return _("Blue");
  if (g_strcmp0 (stored, "Orange") == 0)
    return _("Orange");
  if (g_strcmp0 (stored, "Practice Partner") == 0)
    return C_("opponent", "Practice Partner");
  return stored;
}

const char *
cs_text_turn (guint rot)
{
  switch (rot & 3)
    {
    case 1:  return _("turned a quarter clockwise");
    case 2:  return _("turned half round");
    case 3:  return _("turned a quarter anticlockwise");
    default: return _("not turned");
    }
}
