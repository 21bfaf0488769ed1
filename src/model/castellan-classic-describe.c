/* castellan-classic-describe.c — a classic Carcassonne turn, board and moves in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The open board has no letters and numbers along its edges: a cell is
 * named by its place from the start tile, "x,y" with x growing to the east
 * and y to the south, as the log, the records and the CLI name it. The
 * sentences are those the tutor, the log and The Castle's board already
 * say wherever they can, so a screen reader hears what the eye reads.
 */
#define G_LOG_DOMAIN "castellan-describe"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-classic-describe.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-tutor.h"
#include "castellan-describe.h"
#include "castellan-hint-source.h"
#include "cs-classic-text.h"
#include "cs-text.h"

static const CsClassic *
state (CastellanClassicTurn *turn)
{
  return castellan_classic_game_get_state (castellan_classic_turn_get_game (turn));
}

static const char *const *
names (CastellanClassicGame *game)
{
  return castellan_classic_game_get_player_names (game);
}

/* "north city, east road, south field, west road": the sides of @design
 * turned @rot times, then its cloister (laid or drawn alike) */
static char *
sides (const CsClassicDesign *design, guint rot)
{
  const char *side[4];
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint k = 0; k < 4; k++)
    side[k] = cs_classic_text_feature (design->side_kind[rot & 3][k]);
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
castellan_classic_describe_cell (CastellanClassicTurn *turn, guint cell)
{
  CastellanClassicGame *game;
  const CsClassic *g;
  const CsClassicDesign *d;
  g_autoptr(GString) s = g_string_new (NULL);
  g_autofree char *tile = NULL;
  g_autofree char *name = NULL;
  guint slot, n = 0;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  g_return_val_if_fail (cell < CS_CLASSIC_CELLS, NULL);

  game = castellan_classic_turn_get_game (turn);
  g = state (turn);
  name = cs_classic_text_cell (cell);
  slot = g->cell_slot[cell];
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE || slot == CS_CLASSIC_NO_SLOT)
    /* Translators: %s is a cell name such as "D4" */
    return g_strdup_printf (_("%s: empty"), name);
  d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
  tile = sides (d, g->slot_rot[slot]);
  /* Translators: %1$s is a cell of the open board such as "2,-1", %2$s
   * the tile's sides ("north city, east road, …") */
  g_string_printf (s, _("%1$s: %2$s"), name, tile);
  /* a bridge across it (B-3.2), as the board draws it */
  if (g->slot_bridge[slot] != 0)
    {
      g_string_append (s, _(", "));
      /* Translators: said of a laid tile with a bridge across it (B-3.2),
       * after its sides: "north field, east city, …, a bridge from north to south" */
      g_string_append (s, g->slot_bridge[slot] == 1 ? _("a bridge from north to south") : _("a bridge from west to east"));
    }
  /* who stands on it */
  for (guint p = 0; p < g->n_players; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
      {
        guint16 node = g->player[p].follower[i];

        if (node == CS_NONE || g->node_slot[node] != slot)
          continue;
        if (g->node_piece[node] == CS_CLASSIC_BRIDGE_PIECE)
          {
            g_string_append (s, n++ ? _(", ") : "; ");
            /* Translators: a highwayman on a tile's bridge (B-3.8): "Ada’s
             * highwayman on the bridge"; %1$s the player, %2$s the role */
            g_string_append_printf (s, _("%1$s’s %2$s on the bridge"), names (game)[p],
                                    cs_classic_text_role (CS_CLASSIC_ROAD));
            continue;
          }
        if (g->node_piece[node] >= d->n_pieces)
          continue;
        g_string_append (s, n++ ? _(", ") : "; ");
        /* Translators: a follower on a tile: "Ada’s knight"; %1$s the player, %2$s the role */
        g_string_append_printf (s, _("%1$s’s %2$s"), names (game)[p],
                                cs_classic_text_role (d->pieces[g->node_piece[node]].type));
      }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* the tile in hand was bought at the bazaar (B-5.7), not drawn: said so */
static gboolean
bought (CastellanClassicTurn *turn)
{
  return castellan_turn_base_get_tile_source (CASTELLAN_TURN_BASE (turn)) == CASTELLAN_TILE_BOUGHT;
}

/* the cursor on an empty cell: whether the tile in hand fits there as it
 * is turned; if so how it lies and what it would complete, if not why */
static char *
describe_fit (CastellanClassicTurn *turn, guint cell)
{
  const CsClassic *g = state (turn);
  guint rot = castellan_classic_turn_get_rotation (turn);
  guint fits = castellan_classic_turn_get_fits (turn, cell);
  gboolean from_bazaar = bought (turn);
  g_autofree char *tile = NULL, *preview = NULL, *why = NULL;
  g_autofree char *name = cs_classic_text_cell (cell);

  if (fits & (1u << rot))
    {
      g_autoptr(GString) s = g_string_new (NULL);

      tile = sides (cs_classic_tile (g->tileset, g->current), rot);
      if (from_bazaar)
        {
          /* Translators: %s is a cell name such as "D4"; the tile in hand was bought at the bazaar */
          g_string_printf (s, _("%s: empty, the tile bought at the bazaar fits here"), name);
          g_string_append (s, ". ");
          /* Translators: how the tile bought at the bazaar would lie: %1$s how it
           * is turned ("turned half round"), %2$s its sides ("north city, …") */
          g_string_append_printf (s, _("Tile bought at the bazaar, %1$s: %2$s."), castellan_describe_rotation (rot),
                                  tile);
        }
      else
        {
          /* Translators: %s is a cell name such as "D4" */
          g_string_printf (s, _("%s: empty, the drawn tile fits here"), name);
          g_string_append (s, ". ");
          /* Translators: how the drawn tile would lie: %1$s how it is turned
           * ("turned half round"), %2$s its sides ("north city, east road, …") */
          g_string_append_printf (s, _("Drawn tile, %1$s: %2$s."), castellan_describe_rotation (rot), tile);
        }
      /* the bridge laying it here takes (B-3.5), as the tutor says it */
      if (castellan_classic_turn_get_needs_bridge (turn, cell) & (1u << (rot & 3)))
        {
          g_autofree char *bridge = castellan_classic_tutor_dup_bridge_note (turn, cell, rot);
          if (bridge != NULL)
            g_string_append_printf (s, " %s", bridge);
        }
      preview = castellan_classic_tutor_dup_preview (turn, cell, rot);
      if (preview != NULL)
        {
          /* the tutor's list, one line a feature with a bullet, as one
           * sentence after another */
          g_auto(GStrv) lines = g_strsplit (preview, "\n• ", -1);
          g_autofree char *said = g_strjoinv (" ", lines);
          g_string_append_printf (s, " %s", said);
        }
      return g_string_free (g_steal_pointer (&s), FALSE);
    }
  if (fits != 0 && from_bazaar)
    /* Translators: %s is a cell name such as "D4"; the tile in hand was bought at the bazaar */
    return g_strdup_printf (_("%s: empty, the tile bought at the bazaar fits here when turned"), name);
  if (fits != 0)
    /* Translators: %s is a cell name such as "D4" */
    return g_strdup_printf (_("%s: empty, the drawn tile fits here when turned"), name);
  why = castellan_classic_turn_dup_refusal (turn, cell, rot);
  if (from_bazaar)
    /* Translators: %1$s is a cell name such as "D4", %2$s one sentence saying
     * why; the tile in hand was bought at the bazaar */
    return g_strdup_printf (_("%1$s: empty, the tile bought at the bazaar does not fit here. %2$s"), name,
                            why ? why : "");
  /* Translators: %1$s is a cell name such as "D4", %2$s one sentence saying why */
  return g_strdup_printf (_("%1$s: empty, the drawn tile does not fit here. %2$s"), name, why ? why : "");
}

/* the tile in hand for a screen reader, as The Castle's
 * (castellan_describe_tile): how it is turned, each side's feature; named
 * as bought when it came from the bazaar (B-5.7) */
char *
castellan_classic_describe_tile (CastellanClassicTurn *turn)
{
  const CsClassic *g;
  const CsClassicDesign *d;
  guint rot, pending_rot;
  const char *side[4];

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  g = state (turn);
  d = cs_classic_tile (g->tileset, g->current);
  rot = castellan_classic_turn_get_rotation (turn);
  if (castellan_classic_turn_get_pending (turn, NULL, &pending_rot))
    rot = pending_rot;
  for (guint s = 0; s < 4; s++)
    side[s] = cs_classic_text_feature (d->pieces[d->rot_piece[rot][s * 3 + 1]].type);
  if (bought (turn))
    /* Translators: the tile bought at the bazaar, for a screen reader; %1$s
     * how it is turned ("turned half round"), then the feature on its north,
     * east, south and west side */
    return g_strdup_printf (_("Tile bought at the bazaar, %1$s: north %2$s, east %3$s, south %4$s, west %5$s"),
                            castellan_describe_rotation (rot), side[0], side[1], side[2], side[3]);
  /* Translators: the drawn tile for a screen reader; %1$s how it is turned
   * ("turned half round"), then the feature on its north, east, south and
   * west side ("path", "tower"…) */
  return g_strdup_printf (_("Drawn tile, %1$s: north %2$s, east %3$s, south %4$s, west %5$s"),
                          castellan_describe_rotation (rot), side[0], side[1], side[2], side[3]);
}

char *
castellan_classic_describe_set_tile (CastellanClassicGame *game, guint tile)
{
  const CsClassicTileset *set;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  set = castellan_classic_game_get_state (game)->tileset;
  g_return_val_if_fail (tile < CS_CLASSIC_NUM_TILES, NULL);
  return sides (cs_classic_tile (set, tile), 0);
}

char *
castellan_classic_describe_display_tile (CastellanClassicGame *game, guint index)
{
  const CsClassicDesign *design;
  g_autofree char *tile = NULL;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  design = castellan_classic_bcb_get_display_design (game, index);
  g_return_val_if_fail (design != NULL, NULL);
  tile = sides (design, 0);
  /* Translators: a tile on offer at the bazaar for a screen reader: %1$u
   * its number among those on offer, %2$s its sides ("north city, east
   * road, …") */
  return g_strdup_printf (_("Tile %1$u: %2$s"), index + 1, tile);
}

char *
castellan_classic_describe_spot (CastellanClassicTurn *turn, guint index)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  line = castellan_classic_tutor_dup_spot (turn, index);
  if (line == NULL)
    return NULL;
  /* Translators: a follower spot on the laid tile for a screen reader:
   * "Spot 2 of 3. Farmer in the field: free; …"; %3$s is what the tutor
   * says of it */
  return g_strdup_printf (_("Spot %1$u of %2$u. %3$s"), index + 1,
                          castellan_classic_turn_get_open_spots (turn, NULL), line);
}

char *
castellan_classic_describe_cursor (CastellanClassicTurn *turn)
{
  CastellanClassicGame *game;
  int cursor, spot, chosen;
  guint cell;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  game = castellan_classic_turn_get_game (turn);
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE)
    return NULL;
  cursor = castellan_classic_turn_get_cursor_cell (turn);
  switch (castellan_classic_turn_get_stage (turn))
    {
    case CASTELLAN_STAGE_PLACE:
      if (cursor < 0)
        return NULL;
      if (state (turn)->cell_slot[cursor] == CS_CLASSIC_NO_SLOT)
        return describe_fit (turn, cursor);
      return castellan_classic_describe_cell (turn, cursor);
    case CASTELLAN_STAGE_FOLLOWER:
      if (castellan_classic_turn_get_open_spots (turn, NULL) == 0)
        return g_strdup (_("No follower can go on this tile. End the turn."));
      spot = castellan_classic_turn_get_selected_spot (turn);
      if (spot < 0)
        return g_strdup (_("Choose a follower spot, or no follower"));
      return castellan_classic_describe_spot (turn, spot);
    case CASTELLAN_STAGE_CONFIRM:
      chosen = castellan_classic_turn_get_chosen_follower (turn);
      if (chosen < 0)
        return g_strdup (_("No follower. End your turn, or go back to change it."));
      if (!castellan_classic_turn_get_pending (turn, &cell, NULL))
        return NULL;
      {
        const CsClassicDesign *d = cs_classic_tile (state (turn)->tileset, state (turn)->current);
        g_autofree char *name = cs_classic_text_cell (cell);
        g_autofree char *where = NULL;

        /* Translators: %1$s is a cell such as "2,-1", %2$s the follower's role ("farmer") */
        where = g_strdup_printf (_("%1$s, %2$s"), name, cs_classic_text_role (d->pieces[chosen].type));
        /* Translators: %s describes the cell, e.g. "D4: tower and path" */
        return g_strdup_printf (_("Follower chosen on %s. End your turn, or go back to change it."), where);
      }
    case CASTELLAN_STAGE_IDLE:
    default:
      return cursor >= 0 ? castellan_classic_describe_cell (turn, cursor) : NULL;
    }
}

char *
castellan_classic_describe_refusal (CastellanClassicTurn *turn, const char *why)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  if (why == NULL || *why == '\0')
    return g_strdup (_("The tile does not fit there"));
  /* a follower refused after the tile was laid is not the tile's fault */
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return g_strdup (why);
  /* Translators: %s is one sentence saying why */
  return g_strdup_printf (_("The tile does not fit there. %s"), why);
}

/* " Score: Ada 12, Bob 9, Cy 0." */
static void
append_scores (GString *s, CastellanClassicGame *game)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint p = 0; p < g->n_players; p++)
    {
      if (p > 0)
        g_string_append (list, _(", "));
      /* Translators: one player's score in the list after "Score:": "Ada 12" */
      g_string_append_printf (list, _("%1$s %2$d"), names (game)[p], g->player[p].score);
    }
  g_string_append_c (s, ' ');
  /* Translators: every player's score: "Score: Ada 12, Bob 9, Cy 0." */
  g_string_append_printf (s, _("Score: %s."), list->str);
}

char *
castellan_classic_describe_turn (CastellanClassicGame *game)
{
  g_autoptr(GString) s = g_string_new (NULL);
  const CsClassic *g;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  if (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE)
    return NULL;
  /* the game's phase follows the last move's signal: ask the position */
  g = castellan_classic_game_get_state (game);
  if (cs_classic_over (g))
    {
      g_autofree char *outcome = castellan_classic_game_dup_outcome (game);
      g_string_append (s, outcome ? outcome : _("The game is over."));
    }
  else
    {
      /* Translators: the window subtitle; %s is a player's name */
      g_string_append_printf (s, _("%s’s turn"), names (game)[g->active]);
      g_string_append_c (s, '.');
    }
  append_scores (s, game);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
castellan_classic_describe_move (CastellanClassicGame *game, const CsEvents *events)
{
  g_autoptr(GString) s = g_string_new (NULL);
  const CsClassic *g;
  gboolean over = FALSE;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  g_return_val_if_fail (events != NULL, NULL);
  g = castellan_classic_game_get_state (game);
  for (guint i = 0; i < events->n; i++)
    {
      g_autofree char *line = cs_classic_text_event (g, &events->ev[i], names (game));

      over |= events->ev[i].type == CS_EVENT_GAME_OVER;
      if (line == NULL || *line == '\0')
        continue;
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, line);
    }
  /* the outcome is among the events: the scores follow it */
  if (over)
    append_scores (s, game);
  else
    {
      g_autofree char *turn = castellan_classic_describe_turn (game);
      if (turn)
        g_string_append_printf (s, s->len ? " %s" : "%s", turn);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* ---- the cells a line names ------------------------------------------------ */

static void
add_cell (GArray *cells, int x, int y)
{
  CastellanCell cell = { x, y };

  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, CastellanCell, i).x == x && g_array_index (cells, CastellanCell, i).y == y)
      return;
  g_array_append_val (cells, cell);
}

/* the tiles of the feature @node belongs to in @g */
static void
add_feature (GArray *cells, const CsClassic *g, guint node)
{
  guint16 root;

  if (node >= g->n_nodes)
    return;
  root = cs_classic_find (g, (guint16) node);
  for (guint slot = 0; slot < g->n_laid; slot++)
    if (cs_tile_mask_has (&g->feat[root].tiles, slot))
      add_cell (cells, cs_classic_cell_x (g->slot_cell[slot]), cs_classic_cell_y (g->slot_cell[slot]));
}

/* what @e names on the board of @g, to @cells */
static void
event_cells (GArray *cells, const CsClassic *g, const CsEvent *e)
{
  switch (e->type)
    {
    case CS_EVENT_TILE_LAID:
    case CS_EVENT_FOLLOWER_PLACED:
    case CS_EVENT_BRIDGE_PLACED:
      add_cell (cells, e->x, e->y);
      break;
    case CS_EVENT_FEATURE_SCORED:
    case CS_EVENT_FINAL_LINE:
    case CS_EVENT_CASTLE_BUILT:
    case CS_EVENT_CASTLE_SCORED:
    case CS_EVENT_CASTLE_DECLINED:
      add_feature (cells, g, e->node);
      break;
    default:
      break;
    }
}

void
castellan_classic_describe_entry_cells (CastellanLogEntry *entry,
                                        const CsClassic   *game,
                                        const CsEvent     *event)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  g_return_if_fail (CASTELLAN_IS_LOG_ENTRY (entry));
  event_cells (cells, game, event);
  castellan_log_entry_set_cells (entry, (const CastellanCell *) (gpointer) cells->data, cells->len);
}

void
castellan_classic_describe_hint_cell (GPtrArray *hints,
                                      int        cell)
{
  CastellanCell one;

  if (cell < 0)
    return;
  one.x = cs_classic_cell_x ((guint) cell);
  one.y = cs_classic_cell_y ((guint) cell);
  castellan_hints_set_last_cells (hints, &one, 1);
}

void
castellan_classic_describe_hint_event (GPtrArray       *hints,
                                       const CsClassic *game,
                                       const CsEvent   *event)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  event_cells (cells, game, event);
  castellan_hints_set_last_cells (hints, (const CastellanCell *) (gpointer) cells->data, cells->len);
}

gboolean
castellan_classic_describe_hint_final (GPtrArray       *hints,
                                       const CsClassic *game,
                                       GArray          *events,
                                       guint            kind)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  for (guint i = 0; events != NULL && i < events->len; i++)
    {
      const CsEvent *e = &g_array_index (events, CsEvent, i);

      if (e->type == CS_EVENT_FINAL_LINE && e->kind == kind && e->points > 0)
        event_cells (cells, game, e);
    }
  castellan_hints_set_last_cells (hints, (const CastellanCell *) (gpointer) cells->data, cells->len);
  return cells->len > 0;
}

void
castellan_classic_describe_hint_spot (GPtrArray       *hints,
                                      const CsClassic *after,
                                      guint            cell,
                                      guint            piece)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  if (after != NULL && after->cell_slot[cell] != CS_CLASSIC_NO_SLOT)
    add_feature (cells, after, after->slot_node[after->cell_slot[cell]] + piece);
  if (cells->len == 0)
    add_cell (cells, cs_classic_cell_x (cell), cs_classic_cell_y (cell));
  castellan_hints_set_last_cells (hints, (const CastellanCell *) (gpointer) cells->data, cells->len);
}

/* Suggest a Move's words for classic Carcassonne and its expansion
 * (castellan_game_base_suggestion_text): whole clauses per kind */
const char *
castellan_classic_describe_put_follower (guint kind)
{
  /* Translators: a clause of Suggest a Move's answer, after "Lay the tile
   * at 0,-1, …, and": the follower put and where, in your language's
   * order and cases */
  switch (kind)
    {
    case CS_CLASSIC_FIELD:    return C_("suggest classic", "put a farmer on its field");
    case CS_CLASSIC_ROAD:     return C_("suggest classic", "put a highwayman on its road");
    case CS_CLASSIC_CITY:     return C_("suggest classic", "put a knight on its city");
    case CS_CLASSIC_CLOISTER: return C_("suggest classic", "put a monk on its cloister");
    default:                  return "?";
    }
}

const char *
castellan_classic_describe_feature_object (guint kind)
{
  /* Translators: a feature as the object of "it completes …" and "it
   * claims …" in Suggest a Move's answer: with its article, in the case
   * those verbs take */
  switch (kind)
    {
    case CS_CLASSIC_FIELD:    return C_("suggest classic", "the field");
    case CS_CLASSIC_ROAD:     return C_("suggest classic", "the road");
    case CS_CLASSIC_CITY:     return C_("suggest classic", "the city");
    case CS_CLASSIC_CLOISTER: return C_("suggest classic", "the cloister");
    default:                  return "?";
    }
}
