/* castellan-describe.c — the turn, the board and the moves in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A screen reader cannot look at the board: these sentences say what the
 * picture shows. They are asked of the turn and the game, like every other
 * word the views show.
 */
#define G_LOG_DOMAIN "castellan-describe"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-describe.h"
#include "castellan-hint-source.h"
#include "castellan-tutor.h"
#include "cs-text.h"

char *
castellan_describe_cell (CastellanTurn *turn, guint cell)
{
  CastellanGame *game;
  const CsGame *g;
  char name[8];
  const char *names[CS_NUM_PLAYERS];

  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);
  g_return_val_if_fail (cell < CS_NUM_CELLS, NULL);

  game = castellan_turn_get_game (turn);
  g = castellan_game_get_state (game);
  if (castellan_game_get_phase (game) == CASTELLAN_PHASE_NONE || g->cell_tile[cell] == CS_CELL_EMPTY)
    {
      cs_board_cell_name (castellan_shipped_board (), cell, name);
      /* Translators: %s is a cell name such as "D4" */
      return g_strdup_printf (_("%s: empty"), name);
    }
  /* what lies there, as the tutor says it when the pointer rests on it */
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    names[p] = castellan_game_get_player_name (game, p);
  return cs_text_cell_contents (g, cell, castellan_game_get_cs_theme (game), names);
}

/* whether the drawn tile fits an empty cell turned as it is, and why not */
static char *
describe_fit (CastellanTurn *turn, guint cell)
{
  const CsGame *g = castellan_game_get_state (castellan_turn_get_game (turn));
  CsTheme th = castellan_game_get_cs_theme (castellan_turn_get_game (turn));
  guint rot = castellan_turn_get_rotation (turn);
  guint fits = castellan_turn_get_fits (turn, cell);
  char name[8];
  CsVerdict verdict;
  g_autofree char *why = NULL;

  cs_board_cell_name (castellan_shipped_board (), cell, name);
  if (fits & (1u << rot))
    /* Translators: %s is a cell name such as "D4" */
    return g_strdup_printf (_("%s: empty, the drawn tile fits here"), name);
  if (fits != 0)
    /* Translators: %s is a cell name such as "D4" */
    return g_strdup_printf (_("%s: empty, the drawn tile fits here when turned"), name);
  cs_game_verdict (g, cell, rot, &verdict);
  why = cs_text_verdict (g, cell, rot, &verdict, th);
  /* Translators: %1$s is a cell name such as "D4", %2$s one sentence saying why */
  return g_strdup_printf (_("%1$s: empty, the drawn tile does not fit here. %2$s"), name, why);
}

/* ---- where a piece lies on a tile (R-2.1) ------------------------------------ */

/* the eight points of the compass, clockwise from north */
static const char *
compass_point (guint point)
{
  switch (point & 7)
    {
    case 0:  return C_("compass", "north");
    case 1:  return C_("compass", "north-east");
    case 2:  return C_("compass", "east");
    case 3:  return C_("compass", "south-east");
    case 4:  return C_("compass", "south");
    case 5:  return C_("compass", "south-west");
    case 6:  return C_("compass", "west");
    default: return C_("compass", "north-west");
    }
}

/* the point of the edge board segment @seg lies at: a side's middle
 * segment at the side, an end segment by the corner it touches (N0 is by
 * the north-west corner, N2 by the north-east one, E0 by the north-east…) */
static guint
segment_point (guint seg)
{
  static const guint8 point[12] = { 7, 0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7 };

  return point[seg % 12];
}

char *
castellan_describe_piece_place (const CsTile *tile, guint rot, guint piece)
{
  g_autoptr(GString) s = g_string_new (NULL);
  guint mask = 0, start = 0;

  g_return_val_if_fail (tile != NULL, NULL);
  for (guint seg = 0; seg < 12; seg++)
    if (tile->rot_piece[rot & 3][seg] == piece)
      mask |= 1u << segment_point (seg);
  if (mask == 0)
    return g_strdup (C_("compass", "in the middle of the tile"));
  if (mask == 0xff)
    return g_strdup (C_("compass", "all round the edge"));
  /* the points in runs, clockwise, each run from its first point */
  while (!(mask & (1u << start)) || (mask & (1u << ((start + 7) & 7))))
    start++;
  for (guint k = 0; k < 8;)
    {
      guint p = (start + k) & 7, len = 0;

      if (!(mask & (1u << p)))
        {
          k++;
          continue;
        }
      while (k + len < 8 && (mask & (1u << ((p + len) & 7))))
        len++;
      if (s->len)
        g_string_append (s, ", ");
      if (len >= 3)
        /* Translators: where a piece touches the edge of a tile, clockwise:
         * "north-west to north-east" */
        g_string_append_printf (s, C_("compass", "%1$s to %2$s"), compass_point (p), compass_point (p + len - 1));
      else if (len == 2)
        g_string_append_printf (s, "%s, %s", compass_point (p), compass_point (p + 1));
      else
        g_string_append (s, compass_point (p));
      k += len;
    }
  /* Translators: where a piece touches the edge of a tile: "at north-east",
   * "at north-west to north-east, south" */
  return g_strdup_printf (C_("compass", "at %s"), s->str);
}

char *
castellan_describe_spot (CastellanTurn *turn, guint index)
{
  CastellanGame *game;
  CastellanTutorContext ctx = { 0 };
  const CsSpot *spots;
  guint cell, rot, n, number = 0;
  g_autofree char *line = NULL;
  g_autofree char *place = NULL;

  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);
  game = castellan_turn_get_game (turn);
  if (!castellan_turn_get_pending (turn, &cell, &rot))
    return NULL;
  ctx.game = castellan_game_get_state (game);
  ctx.theme = castellan_game_get_cs_theme (game);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    ctx.names[p] = castellan_game_get_player_name (game, p);
  /* what the tutor says of it: where on the tile, the feature it joins,
   * how big that is so far and what it scores, the rule */
  line = castellan_tutor_dup_spot (&ctx, cell, rot, index);
  n = castellan_turn_get_spots (turn, &spots);
  for (guint i = 0; i < n && place == NULL; i++)
    if (spots[i].state == CS_SPOT_OPEN && number++ == index)
      place = castellan_describe_piece_place (&ctx.game->tileset->tiles[ctx.game->current], rot, spots[i].piece);
  if (line == NULL || place == NULL)
    return NULL;
  /* Translators: a free follower spot on the laid tile for a screen reader:
   * "Spot 2 of 3, free, at north-west to north-east: Knight in the tower, …";
   * %3$s where it touches the tile's edge ("at north-east", "in the middle
   * of the tile"), %4$s the tutor's words for it */
  return g_strdup_printf (_("Spot %1$u of %2$u, free, %3$s: %4$s"), index + 1,
                          castellan_turn_get_open_spots (turn, NULL), place, line);
}

char *
castellan_describe_cursor (CastellanTurn *turn)
{
  int cursor, spot;
  guint cell;

  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);
  if (castellan_game_get_phase (castellan_turn_get_game (turn)) == CASTELLAN_PHASE_NONE)
    return NULL;
  cursor = castellan_turn_get_cursor_cell (turn);
  switch (castellan_turn_get_stage (turn))
    {
    case CASTELLAN_STAGE_PLACE:
      if (cursor < 0)
        return NULL;
      if (castellan_turn_cell_is_empty (turn, cursor))
        return describe_fit (turn, cursor);
      return castellan_describe_cell (turn, cursor);
    case CASTELLAN_STAGE_FOLLOWER:
      if (castellan_turn_get_open_spots (turn, NULL) == 0)
        return g_strdup (_("No follower can go on this tile. End the turn."));
      spot = castellan_turn_get_selected_spot (turn);
      if (spot < 0)
        return g_strdup (_("Choose a follower spot, or no follower"));
      return castellan_describe_spot (turn, spot);
    case CASTELLAN_STAGE_CONFIRM:
      if (castellan_turn_get_chosen_follower (turn) < 0)
        return g_strdup (_("No follower. End your turn, or go back to change it."));
      if (!castellan_turn_get_pending (turn, &cell, NULL))
        return NULL;
      {
        g_autofree char *where = castellan_describe_cell (turn, cell);
        /* Translators: %s describes the cell, e.g. "D4: tower and path" */
        return g_strdup_printf (_("Follower chosen on %s. End your turn, or go back to change it."), where);
      }
    case CASTELLAN_STAGE_IDLE:
    default:
      return cursor >= 0 ? castellan_describe_cell (turn, cursor) : NULL;
    }
}

const char *
castellan_describe_rotation (guint rot)
{
  return cs_text_turn (rot);
}

/* Suggest a Move's words for The Castle (castellan_game_base_suggestion_text):
 * whole clauses per piece and theme, so each language bends its own nouns */
const char *
castellan_describe_put_follower (guint type, CsTheme theme)
{
  /* Translators: a clause of Suggest a Move's answer, after "Lay the tile
   * at B1, …, and": the follower put and where, in your language's order
   * and cases */
  switch (type)
    {
    case CS_PATH:  return CS_TH (theme, C_("suggest castle", "put a herald on its path"),
                                 C_("suggest zamek", "put a herald on its road"));
    case CS_TOWER: return CS_TH (theme, C_("suggest castle", "put a knight on its tower"),
                                 C_("suggest zamek", "put a farmer on its pigsty"));
    case CS_HOUSE: return CS_TH (theme, C_("suggest castle", "put a squire on its house"),
                                 C_("suggest zamek", "put a squire on its house"));
    case CS_COURT: return CS_TH (theme, C_("suggest castle", "put a merchant on its court"),
                                 C_("suggest zamek", "put a monk on its meadow"));
    default:       return "?";
    }
}

const char *
castellan_describe_feature_object (guint type, CsTheme theme)
{
  /* Translators: a feature as the object of "it completes …" and "it
   * claims …" in Suggest a Move's answer: with its article, in the case
   * those verbs take */
  switch (type)
    {
    case CS_PATH:  return CS_TH (theme, C_("suggest castle", "the path"), C_("suggest zamek", "the road"));
    case CS_TOWER: return CS_TH (theme, C_("suggest castle", "the tower"), C_("suggest zamek", "the pigsty"));
    case CS_HOUSE: return CS_TH (theme, C_("suggest castle", "the house"), C_("suggest zamek", "the house"));
    case CS_COURT: return CS_TH (theme, C_("suggest castle", "the court"), C_("suggest zamek", "the meadow"));
    default:       return "?";
    }
}

char *
castellan_describe_tile (CastellanTurn *turn)
{
  CastellanGame *game;
  const CsGame *g;
  const CsTile *tile;
  CsTheme th;
  guint rot, pending_rot;
  g_autoptr(GString) sides = g_string_new (NULL);
  g_autoptr(GString) joined = g_string_new (NULL);
  g_autoptr(GString) inside = g_string_new (NULL);
  g_autoptr(GString) s = g_string_new (NULL);

  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);
  game = castellan_turn_get_game (turn);
  g = castellan_game_get_state (game);
  if (castellan_game_get_phase (game) == CASTELLAN_PHASE_NONE || cs_game_over (g) || g->current >= g->tileset->n_tiles)
    return NULL;
  th = castellan_game_get_cs_theme (game);
  tile = &g->tileset->tiles[g->current];
  rot = castellan_turn_get_rotation (turn);
  if (castellan_turn_get_pending (turn, NULL, &pending_rot))
    rot = pending_rot;
  /* each side is three segments: one word when they are one
   * feature, else the three, read clockwise */
  for (guint side = 0; side < 4; side++)
    {
      const guint8 *seg = &tile->rot_piece[rot & 3][side * 3];

      if (sides->len)
        g_string_append (sides, "; ");
      g_string_append_printf (sides, "%s %s", compass_point (side * 2),
                              cs_text_feature (tile->pieces[seg[0]].type, th));
      if (tile->pieces[seg[1]].type != tile->pieces[seg[0]].type ||
          tile->pieces[seg[2]].type != tile->pieces[seg[0]].type)
        g_string_append_printf (sides, ", %s, %s", cs_text_feature (tile->pieces[seg[1]].type, th),
                                cs_text_feature (tile->pieces[seg[2]].type, th));
    }
  /* what joins what on the tile: a piece on several sides joins them
   * a piece on no side lies inside */
  for (guint p = 0; p < tile->n_pieces; p++)
    {
      guint on = 0, n_on = 0;

      for (guint seg = 0; seg < 12; seg++)
        if (tile->rot_piece[rot & 3][seg] == p)
          on |= 1u << (seg / 3);
      for (guint side = 0; side < 4; side++)
        n_on += (on >> side) & 1;
      if (n_on == 0)
        {
          if (inside->len)
            g_string_append (inside, ", ");
          g_string_append (inside, cs_text_feature (tile->pieces[p].type, th));
        }
      else if (n_on > 1)
        {
          g_string_append (joined, joined->len ? "; " : "");
          g_string_append (joined, cs_text_feature (tile->pieces[p].type, th));
          for (guint side = 0, k = 0; side < 4; side++)
            if (on & (1u << side))
              g_string_append_printf (joined, "%s%s", k++ ? ", " : " ", compass_point (side * 2));
        }
    }
  /* Translators: the drawn tile for a screen reader; %1$s how it is turned
   * ("turned half round"), %2$s its four sides, each read clockwise:
   * "north tower; east house, path, house; south court; west court" */
  g_string_append_printf (s, _("Drawn tile, %1$s, each side read clockwise: %2$s."),
                          castellan_describe_rotation (rot), sides->str);
  if (joined->len)
    /* Translators: the features of the drawn tile that run over several
     * sides, with those sides: "tower north, east; court south, west" */
    {
      g_autofree char *line = g_strdup_printf (_("Joined across sides: %s."), joined->str);
      g_string_append_printf (s, " %s", line);
    }
  if (inside->len)
    /* Translators: features of the drawn tile that touch no side */
    {
      g_autofree char *line = g_strdup_printf (_("Inside the tile, touching no side: %s."), inside->str);
      g_string_append_printf (s, " %s", line);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
castellan_describe_refusal (CastellanTurn *turn, int cell)
{
  CastellanGame *game;
  const CsGame *g;
  CsVerdict verdict;
  g_autofree char *why = NULL;
  guint rot;

  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);
  if (cell < 0 || cell >= CS_NUM_CELLS)
    return g_strdup (_("The tile does not fit there"));
  game = castellan_turn_get_game (turn);
  g = castellan_game_get_state (game);
  rot = castellan_turn_get_rotation (turn);
  cs_game_verdict (g, cell, rot, &verdict);
  why = cs_text_verdict (g, cell, rot, &verdict, castellan_game_get_cs_theme (game));
  /* Translators: %s is one sentence saying why */
  return g_strdup_printf (_("The tile does not fit there. %s"), why);
}

static void
append_scores (GString *s, CastellanGame *game)
{
  const CsGame *g = castellan_game_get_state (game);

  g_string_append_c (s, ' ');
  /* Translators: the score of both players: "Score: Ada 12, Bob 9." */
  g_string_append_printf (s, _("Score: %1$s %2$d, %3$s %4$d."),
                          castellan_game_get_player_name (game, 0), g->player[0].score,
                          castellan_game_get_player_name (game, 1), g->player[1].score);
}

char *
castellan_describe_turn (CastellanGame *game)
{
  g_autoptr(GString) s = g_string_new (NULL);
  const CsGame *g;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);
  if (castellan_game_get_phase (game) == CASTELLAN_PHASE_NONE)
    return NULL;
  /* the game's phase follows the last move's signal: ask the position */
  g = castellan_game_get_state (game);
  if (!cs_game_over (g))
    /* Translators: the window subtitle; %s is a player's name */
    g_string_append_printf (s, _("%s’s turn"), castellan_game_get_player_name (game, g->active));
  else if (g->player[0].score == g->player[1].score)
    g_string_append (s, _("Game over: a shared victory"));
  else
    /* Translators: %s is the winner's name */
    g_string_append_printf (s, _("Game over: %s wins"),
                            castellan_game_get_player_name (game, g->player[0].score > g->player[1].score ? 0 : 1));
  g_string_append_c (s, '.');
  append_scores (s, game);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
castellan_describe_move (CastellanGame *game, const CsEvents *events)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autofree char *turn = NULL;
  const char *names[CS_NUM_PLAYERS];
  CsTheme th;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);
  g_return_val_if_fail (events != NULL, NULL);
  th = castellan_game_get_cs_theme (game);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    names[p] = castellan_game_get_player_name (game, p);
  for (guint i = 0; i < events->n;)
    {
      g_autofree char *line = cs_text_events_next (castellan_game_get_state (game), events, &i, th, names);
      if (line == NULL || *line == '\0')
        continue;
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, line);
    }
  turn = castellan_describe_turn (game);
  if (turn)
    {
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, turn);
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

char *
castellan_describe_player (CastellanPlayer *player)
{
  int score;
  g_autoptr(GString) s = g_string_new (NULL);

  g_return_val_if_fail (CASTELLAN_IS_PLAYER (player), NULL);
  score = castellan_player_get_score (player);
  /* Translators: a player's panel for a screen reader: "Ada, Human, 12 points" */
  g_string_printf (s, g_dngettext (GETTEXT_PACKAGE, "%1$s, %2$s, %3$d point", "%1$s, %2$s, %3$d points", ABS (score)),
                   castellan_player_get_name (player), castellan_player_kind_label (castellan_player_get_kind (player)),
                   score);
  if (castellan_player_get_active (player))
    {
      g_string_append (s, ", ");
      /* Translators: said of the player whose turn it is */
      g_string_append (s, _("to play"));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* ---- the cells a line names ------------------------------------------------ */

/* cell @c of @g (The Castle's numbering) to @cells, once */
static void
add_cell (GArray *cells, const CsGame *g, guint c)
{
  CastellanCell cell;

  if (c >= CS_NUM_CELLS)
    return;   /* a start space: on the wall, in no cell */
  cell.x = g->board->cell_x[c];
  cell.y = g->board->cell_y[c];
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, CastellanCell, i).x == cell.x && g_array_index (cells, CastellanCell, i).y == cell.y)
      return;
  g_array_append_val (cells, cell);
}

/* the tiles of the feature @node belongs to in @g */
static void
add_feature (GArray *cells, const CsGame *g, guint node)
{
  guint16 root;

  if (node == CS_NONE || node >= g->n_nodes)
    return;
  root = cs_game_find (g, node);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    if (cs_tile_mask_has (&g->feat[root].tiles, c))
      add_cell (cells, g, c);
}

void
castellan_describe_empty_region (const CsGame *g, guint8 *region)
{
  guint8 seen[CS_NUM_CELLS] = { 0 };
  guint best = 0;

  memset (region, 0, CS_NUM_CELLS);
  /* the largest connected group of empty cells, to point at it */
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      guint8 group[CS_NUM_CELLS] = { 0 };
      guint8 stack[CS_NUM_CELLS];
      guint sp = 0, size = 0;

      if (seen[c] || g->cell_tile[c] != CS_CELL_EMPTY)
        continue;
      seen[c] = 1;
      stack[sp++] = c;
      while (sp > 0)
        {
          guint x = stack[--sp];
          group[x] = 1;
          size++;
          for (guint s = 0; s < 4; s++)
            {
              int nb = g->board->neighbour[x][s];
              if (nb >= 0 && !seen[nb] && g->cell_tile[nb] == CS_CELL_EMPTY)
                {
                  seen[nb] = 1;
                  stack[sp++] = nb;
                }
            }
        }
      if (size > best)
        {
          best = size;
          memcpy (region, group, sizeof group);
        }
    }
}

/* the largest empty region of @g, what the keep's line scores */
static void
add_empty_region (GArray *cells, const CsGame *g)
{
  guint8 region[CS_NUM_CELLS];

  castellan_describe_empty_region (g, region);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    if (region[c])
      add_cell (cells, g, c);
}

void
castellan_describe_entry_cells (CastellanLogEntry *entry,
                                const CsGame      *game,
                                const CsEvents    *events,
                                guint              first,
                                guint              next)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  g_return_if_fail (CASTELLAN_IS_LOG_ENTRY (entry));
  for (guint i = first; i < next && i < events->n; i++)
    {
      const CsEvent *e = &events->ev[i];

      switch (e->type)
        {
        case CS_EVENT_TILE_LAID:
        case CS_EVENT_FOLLOWER_PLACED:
          add_cell (cells, game, e->cell);
          break;
        case CS_EVENT_FEATURE_SCORED:
        case CS_EVENT_KEEP_PLACED:
        case CS_EVENT_KEEP_MOVED:
        case CS_EVENT_WALL_TILE_USED:
          add_feature (cells, game, e->node);
          break;
        case CS_EVENT_FINAL_LINE:
          /* the keep's line scores the largest empty region, no feature */
          if (e->kind == CS_LINE_KEEP)
            add_empty_region (cells, game);
          else
            add_feature (cells, game, e->node);
          break;
        default:
          break;
        }
    }
  castellan_log_entry_set_cells (entry, (const CastellanCell *) (gpointer) cells->data, cells->len);
}

void
castellan_describe_hint_cell (GPtrArray    *hints,
                              const CsGame *game,
                              int           cell)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  if (cell >= 0)
    add_cell (cells, game, (guint) cell);
  castellan_hints_set_last_cells (hints, (const CastellanCell *) (gpointer) cells->data, cells->len);
}

void
castellan_describe_hint_preview (GPtrArray      *hints,
                                 const CsGame   *game,
                                 const CsEvents *events,
                                 guint           index)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
  g_autofree CsGame *after = NULL;
  g_autofree CsEvents *scratch = NULL;
  int cell = -1, rot = 0, follower = -1;
  CsMove move;

  /* the move the preview played: its tile laid, its follower */
  for (guint i = 0; i < events->n; i++)
    if (events->ev[i].type == CS_EVENT_TILE_LAID)
      cell = events->ev[i].cell, rot = events->ev[i].rot;
    else if (events->ev[i].type == CS_EVENT_FOLLOWER_PLACED)
      follower = events->ev[i].piece;
  if (cell < 0 || index >= events->n)
    return;
  /* the feature as the move would make it: a copy of the game plays it */
  after = g_memdup2 (game, sizeof *game);
  scratch = g_new0 (CsEvents, 1);
  cs_move_init (&move, (guint) cell, (guint) rot, follower);
  if (cs_game_play (after, &move, scratch, NULL))
    add_feature (cells, after, events->ev[index].node);
  add_cell (cells, game, (guint) cell);
  castellan_hints_set_last_cells (hints, (const CastellanCell *) (gpointer) cells->data, cells->len);
}

void
castellan_describe_hint_spot (GPtrArray    *hints,
                              const CsGame *game,
                              guint         cell,
                              guint         rot,
                              guint         piece)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
  g_autofree CsGame *after = g_memdup2 (game, sizeof *game);
  g_autofree CsEvents *scratch = g_new0 (CsEvents, 1);
  CsMove move;

  /* the spot's feature as the tile laid there would make it */
  cs_move_init (&move, cell, rot, -1);
  if (cell < CS_NUM_CELLS && cs_game_play (after, &move, scratch, NULL))
    add_feature (cells, after, after->cell_node[cell] + piece);
  add_cell (cells, game, cell);
  castellan_hints_set_last_cells (hints, (const CastellanCell *) (gpointer) cells->data, cells->len);
}
