/* cs-classic-text.c — classic Carcassonne in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole sentences per feature, so each language can bend its nouns; the
 * roles and features are the words of the published editions (the
 * translators' notes in po/ say which).
 */
#define G_LOG_DOMAIN "castellan-text"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cs-classic-text.h"
#include "cs-text.h"

const char *
cs_classic_text_feature (guint kind)
{
  switch (kind)
    {
    case CS_CLASSIC_FIELD:    return C_("classic", "field");
    case CS_CLASSIC_ROAD:     return C_("classic", "road");
    case CS_CLASSIC_CITY:     return C_("classic", "city");
    case CS_CLASSIC_CLOISTER: return C_("classic", "cloister");
    default:                  return "?";
    }
}

const char *
cs_classic_text_role (guint kind)
{
  switch (kind)
    {
    case CS_CLASSIC_FIELD:    return C_("classic", "farmer");
    case CS_CLASSIC_ROAD:     return C_("classic", "highwayman");
    case CS_CLASSIC_CITY:     return C_("classic", "knight");
    case CS_CLASSIC_CLOISTER: return C_("classic", "monk");
    default:                  return "?";
    }
}

const char *
cs_classic_text_colour (guint seat)
{
  switch (seat)
    {
    case 0:  return C_("colour", "yellow");
    case 1:  return C_("colour", "red");
    case 2:  return C_("colour", "green");
    case 3:  return C_("colour", "blue");
    case 4:  return C_("colour", "black");
    default: return "?";
    }
}

const char *
cs_classic_text_name (guint seat)
{
  switch (seat)
    {
    case 0:  return C_("player name", "Yellow");
    case 1:  return C_("player name", "Red");
    case 2:  return C_("player name", "Green");
    case 3:  return C_("player name", "Blue");
    case 4:  return C_("player name", "Black");
    default: return "?";
    }
}

const char *
cs_classic_text_stored_name (guint seat)
{
  static const char *const english[] = { "Yellow", "Red", "Green", "Blue", "Black" };

  return seat < G_N_ELEMENTS (english) ? english[seat] : "?";
}

/* each seat's colour as the catalogs in po/ name it ("player name"), in
 * the order of po/LINGUAS: games saved before names were kept in English
 * (issue 20) hold these. tests/i18n/test-seat-names.c checks them against
 * the catalogs. */
static const char *const catalogued_names[][5] = {
  { "Gelb", "Rot", "Grün", "Blau", "Schwarz" },                /* de */
  { "Amarillo", "Rojo", "Verde", "Azul", "Negro" },            /* es */
  { "Jaune", "Rouge", "Vert", "Bleu", "Noir" },                /* fr */
  { "Giallo", "Rosso", "Verde", "Blu", "Nero" },               /* it */
  { "Żółty", "Czerwony", "Zielony", "Niebieski", "Czarny" },   /* pl */
};

const char *
cs_classic_text_shown_name (guint seat, const char *stored)
{
  gboolean unnamed = stored == NULL || *stored == '\0' ||
                     g_strcmp0 (stored, cs_classic_text_stored_name (seat)) == 0 ||
                     g_strcmp0 (stored, cs_classic_text_name (seat)) == 0;

  for (guint l = 0; !unnamed && seat < 5 && l < G_N_ELEMENTS (catalogued_names); l++)
    unnamed = g_strcmp0 (stored, catalogued_names[l][seat]) == 0;
  return unnamed ? cs_classic_text_name (seat) : stored;
}

char *
cs_classic_text_cell_xy (int x, int y)
{
  /* Translators: a cell of the Carcassonne board, by its column and row as
   * the board's axis labels number them ("1,0", "0,-2"). Where the comma
   * is the decimal mark, write a form that cannot be read as one number,
   * e.g. "(%1$d; %2$d)"; see docs/TRANSLATING.md */
  return g_strdup_printf (C_("classic cell, column and row", "%1$d,%2$d"), x, y);
}

char *
cs_classic_text_cell (guint cell)
{
  g_return_val_if_fail (cell < CS_CLASSIC_CELLS, g_strdup ("?"));
  return cs_classic_text_cell_xy (cs_classic_cell_x (cell), cs_classic_cell_y (cell));
}

char *
cs_classic_text_tile_sides (const CsClassicDesign *design)
{
  const char *side[4];
  g_autoptr(GString) s = g_string_new (NULL);

  g_return_val_if_fail (design != NULL, NULL);
  for (guint k = 0; k < 4; k++)
    side[k] = cs_classic_text_feature (design->side_kind[0][k]);
  /* Translators: a classic tile side by side for a screen reader, the
   * feature on its north, east, south and west side ("city", "road", "field") */
  g_string_printf (s, _("north %1$s, east %2$s, south %3$s, west %4$s"), side[0], side[1], side[2], side[3]);
  if (design->cloister != 0xFF)
    {
      g_string_append (s, _(", "));
      /* Translators: said of a tile with a cloister */
      g_string_append (s, _("a cloister in the middle"));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
cs_classic_text_winners (guint winners, guint n_players, const char *const *names)
{
  g_autoptr(GString) s = g_string_new (NULL);
  guint n = __builtin_popcount (winners), i = 0;

  for (guint p = 0; p < n_players; p++)
    if (winners & (1u << p))
      {
        if (i > 0)
          /* Translators: between the names of players who share points; the
           * second form goes before the last name: "Ada, Bob and Cy" */
          g_string_append (s, i + 1 == n ? _(" and ") : _(", "));
        g_string_append (s, names[p]);
        i++;
      }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* the kind of a tile's side, as the refusal names it */
static const char *
side_kind (guint kind)
{
  switch (kind)
    {
    case CS_CLASSIC_CITY: return C_("classic side", "a city");
    case CS_CLASSIC_ROAD: return C_("classic side", "a road");
    default:              return C_("classic side", "a field");
    }
}

char *
cs_classic_text_verdict (const CsClassic *game, const CsClassicVerdict *v)
{
  switch (v->code)
    {
    case CS_VERDICT_LEGAL:
      return NULL;
    case CS_VERDICT_GAME_OVER:
      return g_strdup (_("The game is over."));
    case CS_VERDICT_NO_CELL:
      return g_strdup (_("That is too far from the start tile for any game (C-2.5)."));
    case CS_VERDICT_OCCUPIED:
      return g_strdup (_("A tile already lies there (C-4.2)."));
    case CS_VERDICT_NOT_ADJACENT:
      return g_strdup (_("A tile must share a side with a tile already laid (C-4.2)."));
    case CS_VERDICT_PATH_BROKEN:
    default:
      /* Translators: %1$s is a side as it stands before "side" (north,
       * east…; see "before side"), %2$s and %3$s what a side shows: "a
       * city", "a road", "a field" */
      return g_strdup_printf (_("On its %1$s side this tile shows %2$s, but the neighbour there shows %3$s. "
                                "Every side that touches a tile must match it (C-4.3)."),
                              cs_text_side_of (v->side), side_kind (v->ours), side_kind (v->theirs));
    }
}

char *
cs_classic_text_refusal (const CsClassic     *game,
                         const CsClassicMove *move,
                         const GError        *error,
                         const char *const   *names)
{
  g_return_val_if_fail (game != NULL && move != NULL && error != NULL, NULL);

  if (g_error_matches (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE) && move->cell < CS_CLASSIC_CELLS)
    {
      CsClassicVerdict v;

      cs_classic_verdict (game, move->cell, move->rot & 3, &v);
      if (v.code != CS_VERDICT_LEGAL)
        return cs_classic_text_verdict (game, &v);
      if (move->follower >= 0)
        {
          CsClassicSpot spots[CS_CLASSIC_MAX_PIECES];
          guint n = cs_classic_spots (game, move->cell, move->rot & 3, spots);

          for (guint i = 0; i < n; i++)
            if (spots[i].piece == move->follower && spots[i].state != CS_SPOT_OPEN)
              return cs_classic_text_spot (game, &spots[i], names);
        }
    }
  return cs_text_error (error);
}

char *
cs_classic_text_spot (const CsClassic *game, const CsClassicSpot *s, const char *const *names)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint holders = 0;

  switch (s->type)
    {
    case CS_CLASSIC_ROAD:     g_string_append (text, _("Highwayman on the road: ")); break;
    case CS_CLASSIC_CITY:     g_string_append (text, _("Knight in the city: ")); break;
    case CS_CLASSIC_CLOISTER: g_string_append (text, _("Monk in the cloister: ")); break;
    default:                  g_string_append (text, _("Farmer in the field: ")); break;
    }
  for (guint p = 0; p < game->n_players; p++)
    if (s->followers[p] > 0)
      holders |= 1u << p;
  switch (s->state)
    {
    case CS_SPOT_OCCUPIED:
      {
        g_autofree char *who = cs_classic_text_winners (holders, game->n_players, names);
        /* Translators: %s names players: "held by Ada and Bob" */
        g_string_append_printf (text, _("already held by %s, so no follower may join it (C-6.2)."), who);
      }
      break;
    case CS_SPOT_NO_FARMERS:
      g_string_append (text, _("this game is played without farmers (CV-1)."));
      break;
    case CS_SPOT_NO_SUPPLY:
      g_string_append (text, _("free, but you have no follower left (C-6.3)."));
      break;
    default:
      if (s->complete)
        g_string_append (text, _("free, and this tile completes it: it scores at once and the follower comes back (C-6.5)."));
      else if (s->type == CS_CLASSIC_FIELD)
        g_string_append (text, _("free; a farmer stays to the end and scores 3 for each completed city the field borders (C-8.3)."));
      else
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "free; it spans %u tile so far.",
                                                   "free; it spans %u tiles so far.", s->size),
                                s->size);
      break;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* a city's line, completed (C-7.3) or at the end (C-8.2), with its shields
 * said only when it has some: "…of 4 tiles, with 2 shields (C-7.3)." */
static char *
city_text (const char *who, int points, guint n, guint shields, gboolean final)
{
  g_autofree char *with = NULL;

  if (shields == 0)
    /* Translators: %1$s names who scores, %2$d the points, %3$u the size */
    return final ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: +%2$d for an unfinished city of %3$u tile (C-8.2).",
                                                 "%1$s: +%2$d for an unfinished city of %3$u tiles (C-8.2).", n),
                                    who, points, n)
                 : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: +%2$d for a completed city of %3$u tile (C-7.3).",
                                                 "%1$s: +%2$d for a completed city of %3$u tiles (C-7.3).", n),
                                    who, points, n);
  /* Translators: a city's shields, said after its size in the lines
   * below: "…for a completed city of 4 tiles, with 2 shields" */
  with = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "with %u shield", "with %u shields", shields), shields);
  /* Translators: %1$s names who scores, %2$d the points, %3$u the size,
   * %4$s its shields ("with 2 shields") */
  return final ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: +%2$d for an unfinished city of %3$u tile, %4$s (C-8.2).",
                                               "%1$s: +%2$d for an unfinished city of %3$u tiles, %4$s (C-8.2).", n),
                                  who, points, n, with)
               : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: +%2$d for a completed city of %3$u tile, %4$s (C-7.3).",
                                               "%1$s: +%2$d for a completed city of %3$u tiles, %4$s (C-7.3).", n),
                                  who, points, n, with);
}

static char *
scored_text (const CsEvent *e, const char *who)
{
  guint n = e->size;

  if (e->winners == 0)
    switch (e->ftype)
      {
      case CS_CLASSIC_ROAD:
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A road of %u tile is complete; nobody held it.",
                                             "A road of %u tiles is complete; nobody held it.", n), n);
      case CS_CLASSIC_CITY:
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A city of %u tile is complete; nobody held it.",
                                             "A city of %u tiles is complete; nobody held it.", n), n);
      default:
        return g_strdup (_("A cloister is complete; nobody held it."));
      }
  switch (e->ftype)
    {
    case CS_CLASSIC_ROAD:
      /* Translators: %1$s names who scores, %2$d the points, %3$u the size */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: +%2$d for a completed road of %3$u tile (C-7.3).",
                                           "%1$s: +%2$d for a completed road of %3$u tiles (C-7.3).", n),
                              who, e->points, n);
    case CS_CLASSIC_CITY:
      return city_text (who, e->points, n, e->count, FALSE);
    default:
      return g_strdup_printf (_("%1$s: +%2$d for a completed cloister (C-7.3)."), who, e->points);
    }
}

static char *
final_text (const CsClassic *game, const CsEvent *e, const char *who)
{
  guint n = e->size;

  if (e->kind == CS_LINE_FARM && e->castles > 0)
    {
      /* a field beside castles: each castle counts 4, each completed city
       * 3 (B-4.10), so the line names the two apart and its sum is true */
      guint cities = e->count - e->castles;
      g_autofree char *city_part = NULL;
      g_autofree char *castle_part = NULL;

      /* Translators: part of "…the field at 2,1, which borders 3 completed cities and 1 castle" */
      city_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u completed city", "%u completed cities", cities), cities);
      /* Translators: part of "…the field at 2,1, which borders 3 completed cities and 1 castle" */
      castle_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u castle", "%u castles", e->castles), (guint) e->castles);
      g_autofree char *place = cs_classic_text_place (game, e->node, NULL);

      /* Translators: %1$s names who scores, %2$d the points, %3$s where
       * the field lies ("2,1", or "0,0 (north)" when its tile holds two
       * fields), %4$s its completed cities ("3 completed cities"), %5$s
       * its castles ("1 castle") */
      return g_strdup_printf (_("%1$s: +%2$d for the field at %3$s, which borders %4$s and %5$s (C-8.3, B-4.10)."),
                              who, e->points, place, city_part, castle_part);
    }
  if (e->kind == CS_LINE_FARM)
    {
      g_autofree char *place = cs_classic_text_place (game, e->node, NULL);

      /* Translators: %1$s names who scores, %2$d the points, %3$s where
       * the field lies ("2,1", or "0,0 (north)" when its tile holds two
       * fields), %4$u the completed cities it borders */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s: +%2$d for the field at %3$s, which borders %4$u completed city (C-8.3).",
                                           "%1$s: +%2$d for the field at %3$s, which borders %4$u completed cities (C-8.3).",
                                           e->count),
                              who, e->points, place, e->count);
    }
  switch (e->ftype)
    {
    case CS_CLASSIC_ROAD:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: +%2$d for an unfinished road of %3$u tile (C-8.2).",
                                           "%1$s: +%2$d for an unfinished road of %3$u tiles (C-8.2).", n),
                              who, e->points, n);
    case CS_CLASSIC_CITY:
      return city_text (who, e->points, n, e->count, TRUE);
    default:
      return g_strdup_printf (_("%1$s: +%2$d for an unfinished cloister (C-8.2)."), who, e->points);
    }
}

/* the events of Bridges, Castles and Bazaars (B-3 to B-5) */
static char *
bcb_event_text (const CsClassic *game, const CsEvent *e, const char *const *names)
{
  const char *who = e->player >= 0 && e->player < (int) game->n_players ? names[e->player] : "";
  const char *from = e->from >= 0 && e->from < (int) game->n_players ? names[e->from] : "";

  switch (e->type)
    {
    case CS_EVENT_BRIDGE_PLACED:
      /* Translators: %1$s is a player, %2$d,%3$d the bridged tile's cell */
      return g_strdup_printf (e->rot == 1 ? _("%1$s builds a bridge from north to south across the tile at %2$d,%3$d (B-3).")
                                          : _("%1$s builds a bridge from west to east across the tile at %2$d,%3$d (B-3)."),
                              who, e->x, e->y);
    case CS_EVENT_CASTLE_BUILT:
      {
        g_autofree char *place = cs_classic_text_place (game, e->node, NULL);

        /* Translators: %1$s is a player, %2$s where the castle lies: the
         * cell of its first-laid tile, the one every line names it by
         * ("2,1", or "0,0 (north)" when that tile holds two cities) */
        return g_strdup_printf (_("%1$s turns the small city at %2$s into a castle instead of scoring it (B-4.3)."),
                                who, place);
      }
    case CS_EVENT_CASTLE_SCORED:
      {
        g_autofree char *place = cs_classic_text_place (game, e->node, NULL);

        /* Translators: %1$s is a player, %2$d the points, %3$s where the
         * castle lies ("2,1", or "0,0 (north)") */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s: +%2$d for the castle at %3$s, from a feature completed in its fief (B-4.6).",
                                             "%1$s: +%2$d for the castle at %3$s, from a feature completed in its fief (B-4.6).",
                                             ABS (e->points)),
                                who, e->points, place);
      }
    case CS_EVENT_BAZAAR_OPENED:
      /* Translators: %1$s is a player, %2$u the tiles on offer */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s laid a bazaar: %2$u tile goes up for auction (B-5.2).",
                                           "%1$s laid a bazaar: %2$u tiles go up for auction (B-5.2).", e->count),
                              who, e->count);
    case CS_EVENT_BAZAAR_SKIPPED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "No bazaar: only %u tile is left in the pile (B-5.1).",
                                           "No bazaar: only %u tiles are left in the pile (B-5.1).", e->count),
                              e->count);
    case CS_EVENT_BAZAAR_OFFER:
      /* Translators: %1$s is a player, %2$u the number of the tile on offer, %3$d points */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s offers tile %2$u and opens with %3$d point.",
                                           "%1$s offers tile %2$u and opens with %3$d points.", ABS (e->points)),
                              who, e->piece + 1u, e->points);
    case CS_EVENT_BAZAAR_BID:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s bids %2$d point.", "%1$s bids %2$d points.",
                                           ABS (e->points)),
                              who, e->points);
    case CS_EVENT_BAZAAR_PASS:
      return g_strdup_printf (_("%s passes."), who);
    case CS_EVENT_BAZAAR_TAKEN:
      switch (e->kind)
        {
        case CS_DEAL_KEPT:
          /* the auctioneer's opening bid goes to nobody: an opening of 0 costs nothing */
          if (e->points == 0)
            /* Translators: %1$s is the auctioneer, %2$u the tile's number */
            return g_strdup_printf (_("Nobody outbids %1$s, who takes tile %2$u for nothing (B-5.4)."),
                                    who, e->piece + 1u);
          /* Translators: %1$s is the auctioneer, %2$u the tile's number, %3$d the points of the opening bid */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Nobody outbids %1$s, who takes tile %2$u and pays %3$d point for it (B-5.4).",
                                               "Nobody outbids %1$s, who takes tile %2$u and pays %3$d points for it (B-5.4).",
                                               ABS (e->points)),
                                  who, e->piece + 1u, e->points);
        case CS_DEAL_BOUGHT:
          /* Translators: %1$s buys, %4$s is paid */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s buys tile %2$u and pays %3$d point to %4$s (B-5.4).",
                                               "%1$s buys tile %2$u and pays %3$d points to %4$s (B-5.4).",
                                               ABS (e->points)),
                                  who, e->piece + 1u, e->points, from);
        case CS_DEAL_SOLD:
          /* Translators: %1$s sells to %4$s, who pays */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s sells tile %2$u to %4$s for %3$d point (B-5.4).",
                                               "%1$s sells tile %2$u to %4$s for %3$d points (B-5.4).",
                                               ABS (e->points)),
                                  from, e->piece + 1u, e->points, who);
        default:
          if (game->options & CS_CLASSIC_QUICK_BAZAAR)
            /* Translators: %1$s is a player, %2$u the tile's number; the quick bazaar has no bids */
            return g_strdup_printf (_("%1$s takes tile %2$u (BV-1)."), who, e->piece + 1u);
          /* Translators: %1$s is a player, %2$u the tile's number */
          return g_strdup_printf (_("%1$s takes the last tile, %2$u, for nothing (B-5.6)."), who, e->piece + 1u);
        }
    default:
      return NULL;
    }
}

/* a tile in words a player knows it by, from what it shows: "a city tile
 * with a road", "a cloister tile", "a crossroads tile" (classic tiles have
 * no numbers; issue 32) */
static char *
tile_words (const CsClassicDesign *d)
{
  guint cities = 0, roads = 0;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      cities += d->pieces[p].type == CS_CLASSIC_CITY;
      roads += d->pieces[p].type == CS_CLASSIC_ROAD;
    }
  if (d->cloister != 0xFF)
    return g_strdup (roads > 0 ? _("a cloister tile with a road") : _("a cloister tile"));
  if (cities >= 2)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "a tile with %u city", "a tile with %u cities", cities), cities);
  if (cities == 1)
    return g_strdup (roads == 0 ? _("a city tile") : roads == 1 ? _("a city tile with a road") : _("a city tile with roads"));
  if (roads >= 3)
    return g_strdup (_("a crossroads tile"));
  return g_strdup (roads > 0 ? _("a road tile") : _("a field tile"));
}

char *
cs_classic_text_event (const CsClassic *game, const CsEvent *e, const char *const *names)
{
  g_autofree char *who = NULL;

  switch (e->type)
    {
    case CS_EVENT_TILE_LAID:
      if (e->player < 0)
        {
          g_autofree char *start = cs_classic_text_cell_xy (0, 0);

          /* Translators: %s is the start tile's cell, "0,0" in English (a
           * cell as the language writes it, cs_classic_text_cell) */
          return g_strdup_printf (_("The start tile lies at %s."), start);
        }
      {
        g_autofree char *tile = tile_words (cs_classic_tile (game->tileset, e->tile));

        if (e->rot == 0)
          /* Translators: %1$s is a player, %2$s the tile in words ("a city tile
           * with a road"), %3$d,%4$d the cell; "not turned" in the words of
           * the tile's turn everywhere else (the review, Suggest a Move) */
          return g_strdup_printf (_("%1$s lays %2$s at %3$d,%4$d, not turned."), names[e->player], tile, e->x, e->y);
        /* a turn in the words of Suggest a Move and of the tile's card
         * (cs-text.c) */
        if (e->rot == 1)
          /* Translators: as above */
          return g_strdup_printf (_("%1$s lays %2$s at %3$d,%4$d, turned a quarter clockwise."), names[e->player], tile,
                                  e->x, e->y);
        if (e->rot == 2)
          /* Translators: as above */
          return g_strdup_printf (_("%1$s lays %2$s at %3$d,%4$d, turned half round."), names[e->player], tile,
                                  e->x, e->y);
        /* Translators: as above */
        return g_strdup_printf (_("%1$s lays %2$s at %3$d,%4$d, turned a quarter anticlockwise."), names[e->player], tile,
                                e->x, e->y);
      }
    case CS_EVENT_TILE_REMOVED:
      switch (e->kind)
        {
        case CS_CLASSIC_REMOVED_DECLINED:
          /* Translators: %s is a player */
          return g_strdup_printf (_("%1$s uses no bridge, and the drawn tile fits only with one: it leaves the game and %1$s draws again (B-3.6)."),
                                  names[e->player]);
        case CS_CLASSIC_REMOVED_BOUGHT:
          /* Translators: %s is a player */
          return g_strdup_printf (_("%s’s tile from the bazaar fits nowhere and leaves the game; no other tile comes instead (B-5.8)."),
                                  names[e->player]);
        case CS_CLASSIC_REMOVED_BOUGHT_DECLINED:
          /* Translators: %s is a player */
          return g_strdup_printf (_("%s uses no bridge, and the tile from the bazaar fits only with one: it leaves the game and no other tile comes instead (B-3.6, B-5.8)."),
                                  names[e->player]);
        default:
          /* Translators: %s is a player */
          return g_strdup_printf (_("The drawn tile fits nowhere and leaves the game; %s draws again (C-4.4)."),
                                  names[e->player]);
        }
    case CS_EVENT_FOLLOWER_PLACED:
      switch (e->ftype)
        {
        case CS_CLASSIC_ROAD:  return g_strdup_printf (_("%s places a highwayman on the road."), names[e->player]);
        case CS_CLASSIC_CITY:  return g_strdup_printf (_("%s places a knight in the city."), names[e->player]);
        case CS_CLASSIC_FIELD: return g_strdup_printf (_("%s lays a farmer in the field."), names[e->player]);
        default:               return g_strdup_printf (_("%s places a monk in the cloister."), names[e->player]);
        }
    case CS_EVENT_FEATURE_SCORED:
      who = cs_classic_text_winners (e->winners, game->n_players, names);
      return scored_text (e, who);
    case CS_EVENT_FINAL_LINE:
      who = cs_classic_text_winners (e->winners, game->n_players, names);
      return final_text (game, e, who);
    case CS_EVENT_GAME_OVER:
      who = cs_classic_text_winners (e->winners, game->n_players, names);
      if (__builtin_popcount (e->winners) > 1)
        /* Translators: %1$s names the players who share the victory */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game is over: %1$s share the victory with %2$d point each.",
                                             "The game is over: %1$s share the victory with %2$d points each.",
                                             ABS (e->points)),
                                who, e->points);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game is over: %1$s wins with %2$d point.",
                                           "The game is over: %1$s wins with %2$d points.", ABS (e->points)),
                              who, e->points);
    default:
      return bcb_event_text (game, e, names);
    }
}

/* ---- where a feature lies (the log's and the final sheet's names) ------------- */

/* the direction of piece @piece of @design turned @rot from the tile's
 * centre, the sum of its segments' places (x to the east, y to the south,
 * in sixths of a side): N0..N2 west to east, E0..E2 north to south, S0..S2
 * east to west, W0..W2 south to north (clockwise, cs-core.h) */
static void
piece_direction (const CsClassicDesign *design, guint rot, guint piece, int *x, int *y, guint *n)
{
  static const int seg_x[CS_SEGMENTS] = { -3, 0, 3, 6, 6, 6, 3, 0, -3, -6, -6, -6 };
  static const int seg_y[CS_SEGMENTS] = { -6, -6, -6, -3, 0, 3, 6, 6, 6, 3, 0, -3 };

  *x = *y = 0;
  *n = 0;
  for (guint s = 0; s < CS_SEGMENTS; s++)
    if (design->rot_piece[rot % 4][s] == piece)
      {
        *x += seg_x[s];
        *y += seg_y[s];
        (*n)++;
      }
}

/* one of eight parts of 45° each, 0 north clockwise to 7 north-west; 8
 * the middle (no direction) */
static int
compass (int x, int y)
{
  gboolean east, west, south, north;

  if (x == 0 && y == 0)
    return 8;
  /* more than 22.5° off an axis (|a| > tan 22.5° |b|, tan 22.5° < 5/12)
   * leans towards the other */
  east = x > 0 && 12 * x > 5 * ABS (y);
  west = x < 0 && 12 * -x > 5 * ABS (y);
  south = y > 0 && 12 * y > 5 * ABS (x);
  north = y < 0 && 12 * -y > 5 * ABS (x);
  if (north)
    return east ? 1 : west ? 7 : 0;
  if (south)
    return east ? 3 : west ? 5 : 4;
  return east ? 2 : 6;
}

int
cs_classic_piece_part (const CsClassicDesign *design, guint rot, guint piece)
{
  int x, y, part;
  guint n;

  piece_direction (design, rot, piece, &x, &y, &n);
  if (n == 0)
    return 8;
  part = compass (x, y);
  /* a piece of its kind further out the same way (the corner inside a
   * bend, with the band around it): this one is the middle one */
  for (guint q = 0; q < design->n_pieces && part != 8; q++)
    if (q != piece && design->pieces[q].type == design->pieces[piece].type)
      {
        int qx, qy;
        guint qn;

        piece_direction (design, rot, q, &qx, &qy, &qn);
        /* compare the mean places: |q| / qn > |p| / n */
        if (qn > 0 && compass (qx, qy) == part &&
            (gint64) (qx * qx + qy * qy) * n * n > (gint64) (x * x + y * y) * qn * qn)
          part = 8;
      }
  return part;
}

static const char *
part_name (int part)
{
  switch (part)
    {
    /* Translators: the part of a tile a feature lies in, when the tile
     * holds two of its kind: "the field at 0,0 (north)" */
    case 0:  return C_("part of a tile", "north");
    case 1:  return C_("part of a tile", "north-east");
    case 2:  return C_("part of a tile", "east");
    case 3:  return C_("part of a tile", "south-east");
    case 4:  return C_("part of a tile", "south");
    case 5:  return C_("part of a tile", "south-west");
    case 6:  return C_("part of a tile", "west");
    case 7:  return C_("part of a tile", "north-west");
    /* Translators: the part of a tile a feature lies in when another of
     * its kind lies further out the same way: "the field at 0,0 (middle)" */
    case 8:  return C_("part of a tile", "middle");
    /* Translators: the part of a tile a road lies in when it is the
     * bridge across it (B-3): "the road at 2,1 (bridge)" */
    default: return C_("part of a tile", "bridge");
    }
}

char *
cs_classic_text_place (const CsClassic *game, guint16 node, guint *cell)
{
  guint16 root;
  const CsClassicFeature *f;
  const CsClassicDesign *d;
  guint slot, c, n_same = 0;
  int part = -1;
  gboolean mine_bridge = FALSE;

  g_return_val_if_fail (game != NULL && node != CS_NONE && node < game->n_nodes, g_strdup ("?"));

  root = cs_classic_find (game, node);
  f = &game->feat[root];
  slot = cs_tile_mask_lowest (&f->tiles);
  c = game->slot_cell[slot];
  if (cell != NULL)
    *cell = c;
  d = cs_classic_tile (game->tileset, game->slot_tile[slot]);
  /* the tile's pieces of this kind, and the first of them in the feature */
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].type == f->type)
      {
        n_same++;
        if (part == -1 && cs_classic_find (game, game->slot_node[slot] + p) == root)
          part = p;
      }
  if (game->slot_bridge[slot] != 0 && f->type == CS_CLASSIC_ROAD)
    {
      n_same++;
      mine_bridge = part == -1 && cs_classic_find (game, game->slot_bridge_node[slot]) == root;
    }
  if (n_same > 1)
    {
      /* another feature of its kind on the tile: say which part */
      int where = mine_bridge ? 9 : part >= 0 ? cs_classic_piece_part (d, game->slot_rot[slot], part) : -1;
      gboolean shared = FALSE;

      for (guint p = 0; p < d->n_pieces; p++)
        shared |= d->pieces[p].type == f->type && cs_classic_find (game, game->slot_node[slot] + p) != root;
      if (game->slot_bridge[slot] != 0 && f->type == CS_CLASSIC_ROAD)
        shared |= cs_classic_find (game, game->slot_bridge_node[slot]) != root;
      if (shared && where >= 0)
        /* Translators: a feature's cell and the part of the tile it lies
         * in, when that tile holds two of its kind: "0,0 (north)" */
        return g_strdup_printf (C_("place", "%1$d,%2$d (%3$s)"), cs_classic_cell_x (c), cs_classic_cell_y (c),
                                part_name (where));
    }
  return cs_classic_text_cell (c);
}
