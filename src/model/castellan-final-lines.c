/* castellan-final-lines.c — the final score sheet as a list of lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The final sheet binds this list (issue 20, item 4): the engine's
 * FINAL_LINE events grouped per player with a subtotal, each line in the
 * texts' words without its rule code (the rule is the line's link), what
 * the wall tiles did with the sizes before and after, and the lines that
 * gave nothing folded into one "no effect" line per player.
 */
#define G_LOG_DOMAIN "castellan-final-lines"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-final-lines.h"
#include "castellan-cite.h"
#include "cs-text.h"
#include "castellan-classic-game.h"
#include "castellan-classic-tutor.h"
#include "cs-classic-text.h"
#include "cs-classic-record.h"

#include <string.h>

struct _CastellanFinalLine {
  GObject                 parent_instance;
  CastellanFinalLineKind  kind;
  int                     player;
  char                   *text;
  char                   *spoken;     /* the text with whose line it is; NULL: the text */
  char                   *detail;
  char                   *spoken_detail;   /* the detail with whose lines they are; NULL: the detail */
  int                     points;
  char                   *shown_points;
  char                   *rule;
  char                  **rules;      /* every rule it cites, rule first; NULL none */
  GArray                 *scored;     /* guint: the scored lines' indices, NULL none */
  GArray                 *cells;      /* CastellanCell: the cells it names, NULL none */
};

G_DEFINE_FINAL_TYPE (CastellanFinalLine, castellan_final_line, G_TYPE_OBJECT)

enum { PROP_0, PROP_KIND, PROP_PLAYER, PROP_TEXT, PROP_DETAIL, PROP_SHOWN_POINTS, PROP_RULE, N_PROPS };
static GParamSpec *props[N_PROPS];

static void
castellan_final_line_finalize (GObject *object)
{
  CastellanFinalLine *self = CASTELLAN_FINAL_LINE (object);

  g_free (self->text);
  g_free (self->spoken);
  g_free (self->detail);
  g_free (self->spoken_detail);
  g_free (self->shown_points);
  g_free (self->rule);
  g_strfreev (self->rules);
  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->scored, g_array_unref);
  G_OBJECT_CLASS (castellan_final_line_parent_class)->finalize (object);
}

static void
castellan_final_line_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanFinalLine *self = CASTELLAN_FINAL_LINE (object);

  switch (id)
    {
    case PROP_KIND:         g_value_set_int (value, self->kind); break;
    case PROP_PLAYER:       g_value_set_int (value, self->player); break;
    case PROP_TEXT:         g_value_set_string (value, self->text); break;
    case PROP_DETAIL:       g_value_set_string (value, self->detail); break;
    case PROP_SHOWN_POINTS: g_value_set_string (value, self->shown_points); break;
    case PROP_RULE:         g_value_set_string (value, self->rule); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_final_line_class_init (CastellanFinalLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_final_line_finalize;
  object_class->get_property = castellan_final_line_get_property;
  props[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, 0, CASTELLAN_FINAL_LINE_DURING, 0, flags);
  props[PROP_PLAYER] = g_param_spec_int ("player", NULL, NULL, -1, CASTELLAN_MAX_SEATS - 1, -1, flags);
  props[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  props[PROP_DETAIL] = g_param_spec_string ("detail", NULL, NULL, NULL, flags);
  props[PROP_SHOWN_POINTS] = g_param_spec_string ("shown-points", NULL, NULL, NULL, flags);
  props[PROP_RULE] = g_param_spec_string ("rule", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_final_line_init (CastellanFinalLine *self)
{
  self->player = -1;
}

CastellanFinalLineKind
castellan_final_line_get_kind (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), CASTELLAN_FINAL_LINE_SCORE);
  return self->kind;
}

int
castellan_final_line_get_player (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), -1);
  return self->player;
}

const char *
castellan_final_line_get_text (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return self->text;
}

const char *
castellan_final_line_get_spoken (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return self->spoken != NULL ? self->spoken : self->text;
}

const char *
castellan_final_line_get_spoken_detail (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return self->spoken_detail != NULL ? self->spoken_detail : self->detail;
}

const char *
castellan_final_line_get_detail (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return self->detail;
}

int
castellan_final_line_get_points (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), 0);
  return self->points;
}

const char *
castellan_final_line_get_shown_points (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return self->shown_points;
}

const char *
castellan_final_line_get_rule (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return self->rule;
}

const char *const *
castellan_final_line_get_rules (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  return (const char *const *) self->rules;
}

int
castellan_final_line_get_scored (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), -1);
  return self->scored != NULL ? (int) g_array_index (self->scored, guint, 0) : -1;
}

const guint *
castellan_final_line_get_scored_lines (CastellanFinalLine *self, guint *n)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  *n = self->scored != NULL ? self->scored->len : 0;
  return self->scored != NULL ? (const guint *) (gpointer) self->scored->data : NULL;
}

const CastellanCell *
castellan_final_line_get_cells (CastellanFinalLine *self, guint *n)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), NULL);
  *n = self->cells != NULL ? self->cells->len : 0;
  return self->cells != NULL ? (const CastellanCell *) (gpointer) self->cells->data : NULL;
}

/* takes @text, @detail and @rule */
static CastellanFinalLine *
append (GListStore *store, CastellanFinalLineKind kind, int player, char *text, char *detail,
        int points, char *rule)
{
  g_autoptr(CastellanFinalLine) line = g_object_new (CASTELLAN_TYPE_FINAL_LINE, NULL);

  line->kind = kind;
  line->player = player;
  line->text = text;
  line->detail = detail;
  line->points = points;
  line->shown_points = g_strdup_printf (kind == CASTELLAN_FINAL_LINE_SCORE || kind == CASTELLAN_FINAL_LINE_SUBTOTAL ||
                                        kind == CASTELLAN_FINAL_LINE_DURING ? "%+d" : "%d", points);
  line->rule = rule;
  if (rule != NULL)
    line->rules = g_strdupv ((char *[]) { rule, NULL });
  g_list_store_append (store, line);
  return line;   /* the store's */
}

/* ---- what each line's wall tiles did ------------------------------------------ */

static char *
keep_of (const CsGame *g, guint p, CsTheme theme, const char *name)
{
  const CsPlayer *pl = &g->player[p];
  guint held = pl->held[CS_WALL_BIGGER_KEEP];

  if (pl->keep_node == CS_NONE)
    return g_strdup_printf (CS_TH (theme, C_("castle", "%s has no keep."), C_("zamek", "%s has no family house.")), name);
  if (held == 0)
    return g_strdup_printf (CS_TH (theme, C_("castle", "%1$s’s keep: size %2$u."), C_("zamek", "%1$s’s family house: size %2$u.")),
                            name, (guint) pl->keep_size);
  /* Translators: the keep's size before and after wall tile 8: "Ada’s keep: size 2, 4 with wall tile 8." */
  return g_strdup_printf (CS_TH (theme, C_("castle", "%1$s’s keep: size %2$u, %3$u with wall tile %4$u."),
                                 C_("zamek", "%1$s’s family house: size %2$u, %3$u with wall token %4$u.")),
                          name, (guint) pl->keep_size, (guint) (pl->keep_size + 2 * held),
                          cs_wall_number (CS_WALL_BIGGER_KEEP, theme));
}

static char *
detail_of (const CsGame *g, const CsEvent *e, CsTheme theme, const char *const names[CS_NUM_PLAYERS])
{
  switch (e->kind)
    {
    case CS_LINE_KEEP:
      {
        g_autofree char *a = keep_of (g, 0, theme, names[0]);
        g_autofree char *b = keep_of (g, 1, theme, names[1]);
        g_autofree char *region = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The largest empty region has %u cell.",
                                                                "The largest empty region has %u cells.", e->size),
                                                   (guint) e->size);
        return g_strjoin ("\n", a, b, region, NULL);
      }
    case CS_LINE_COURT:
      if (e->wall != CS_WALL_MARKETS_X4 || e->player < 0)
        return NULL;
      /* Translators: wall tile 7 on a court: "Wall tile 7: 4 a market instead of 3, 8 instead of 6." */
      return g_strdup_printf (CS_TH (theme, C_("castle", "Wall tile %1$u: %2$u a market instead of 3, %3$d instead of %4$d."),
                                     C_("zamek", "Wall token %1$u: %2$u a shrine instead of 3, %3$d instead of %4$d.")),
                              cs_wall_number (CS_WALL_MARKETS_X4, theme), (guint) e->per_unit, e->points, 3 * e->size);
    case CS_LINE_WALL_TILE:
      if (e->wall < CS_WALL_UNFINISHED_PATH || e->wall > CS_WALL_UNFINISHED_HOUSE)
        return NULL;
      if (e->size == 0 || e->points == 0)
        /* Translators: a wall tile 4–6 that found no feature; %s is the player */
        return g_strdup_printf (CS_TH (theme, C_("castle", "There was no unfinished one where %s had the most followers, so the wall tile gave nothing."),
                                       C_("zamek", "There was no unfinished one where %s had the most followers, so the wall token gave nothing.")),
                                e->player >= 0 && e->player < CS_NUM_PLAYERS ? names[e->player] : "?");
      /* Translators: wall tiles 4–6: the feature's size, what it scores without the tile and with it */
      return g_strdup_printf (CS_TH (theme,
                                     cs_npgettext ("castle", "The largest unfinished one, %1$u tile: nothing without the wall tile, %2$d with it.",
                                                   "The largest unfinished one, %1$u tiles: nothing without the wall tile, %2$d with it.", e->size),
                                     cs_npgettext ("zamek", "The largest unfinished one, %1$u tile: nothing without the wall token, %2$d with it.",
                                                   "The largest unfinished one, %1$u tiles: nothing without the wall token, %2$d with it.", e->size)),
                              (guint) e->size, e->points);
    default:
      return NULL;
    }
}

/* ---- the cells each line names --------------------------------------------- */

static void
add_cell (GArray *cells, const CsGame *g, guint c)
{
  CastellanCell cell = { g->board->cell_x[c], g->board->cell_y[c] };

  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, CastellanCell, i).x == cell.x && g_array_index (cells, CastellanCell, i).y == cell.y)
      return;
  g_array_append_val (cells, cell);
}

/* the cells @e names, added to @cells: the keep line's largest empty
 * region (R-9.3), a court's tiles (R-9.4), the unfinished feature a wall
 * tile 4–6 scored; nothing for wall tile 9 or a tile that found
 * no feature. Start spaces lie on the wall, not in a cell. */
static void
cells_of (CastellanGame *game, const CsGame *g, const CsEvent *e, GArray *cells)
{
  if (e->kind == CS_LINE_KEEP)
    {
      guint8 region[CS_NUM_CELLS];

      castellan_game_get_empty_region (game, region);
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (region[c])
          add_cell (cells, g, c);
    }
  else if (e->node != CS_NONE && e->node < g->n_nodes)
    for (guint c = 0; c < CS_NUM_CELLS; c++)
      if (cs_tile_mask_has (&g->feat[e->node].tiles, c))
        add_cell (cells, g, c);
}

/* @cells to @line, or none when empty */
static void
give_cells (CastellanFinalLine *line, GArray *cells)
{
  if (cells->len > 0)
    line->cells = g_array_ref (cells);
}

/* a folded line: the sentence, and what its wall tiles did */
static void
fold (GString *folded, const char *text, const char *detail)
{
  if (folded->len > 0)
    g_string_append_c (folded, '\n');
  g_string_append (folded, text);
  if (detail != NULL)
    {
      g_autofree char *one_line = g_strdelimit (g_strdup (detail), "\n", ' ');
      g_string_append_c (folded, ' ');
      g_string_append (folded, one_line);
    }
}

/* The Castle's end line of one player, under that player's heading: the
 * line without the name the log's line gives it ("Court: 3 markets × 4",
 * not "Court: Ada scores 12, 3 markets × 4"; the points are in the points
 * column). NULL for a line that names no player. */
static char *
own_castle_text (const CsEvent *e, CsTheme theme)
{
  if (e->player < 0)
    return NULL;
  switch (e->kind)
    {
    case CS_LINE_KEEP:
      /* Translators: a line of the final sheet under the player who scored it */
      return g_strdup (CS_TH (theme, C_("castle", "Keep: the larger of the two, so it scores the largest empty region (R-9.3)."),
                              C_("zamek", "Family house: the larger of the two, so it scores the largest empty region (R-9.3).")));
    case CS_LINE_COURT:
      if (e->size == 0)
        /* Translators: a line of the final sheet under the player who had more merchants there */
        return g_strdup (CS_TH (theme, C_("castle", "Court without a market: more merchants here, but it scores nothing (R-9.4)."),
                                C_("zamek", "Meadow without a shrine: more monks here, but it scores nothing (R-9.4).")));
      /* Translators: a line of the final sheet under the player who scored
       * it: the court's markets and what each scores */
      return g_strdup_printf (CS_TH (theme,
                                     cs_npgettext ("castle", "Court: %1$u market × %2$u (R-9.4).",
                                                   "Court: %1$u markets × %2$u (R-9.4).", e->size),
                                     cs_npgettext ("zamek", "Meadow: %1$u shrine × %2$u (R-9.4).",
                                                   "Meadow: %1$u shrines × %2$u (R-9.4).", e->size)),
                              (guint) e->size, (guint) e->per_unit);
    default:
      if (e->count > 1)
        /* Translators: a line of the final sheet under the player who
         * scored it: the wall tile's number and name, and how many copies
         * of it the player won, scored together */
        return g_strdup_printf (CS_TH (theme,
                                       cs_npgettext ("castle", "Wall tile %1$u, %2$s, %3$u copy (R-9.5).",
                                                     "Wall tile %1$u, %2$s, %3$u copies (R-9.5).", e->count),
                                       cs_npgettext ("zamek", "Wall token %1$u, %2$s, %3$u copy (R-9.5).",
                                                     "Wall token %1$u, %2$s, %3$u copies (R-9.5).", e->count)),
                                cs_wall_number (e->wall, theme), cs_text_wall_name (e->wall, theme), (guint) e->count);
      /* Translators: a line of the final sheet under the player who scored
       * it: the wall tile's number and name */
      return g_strdup_printf (CS_TH (theme, C_("castle", "Wall tile %1$u, %2$s (R-9.5)."),
                                     C_("zamek", "Wall token %1$u, %2$s (R-9.5).")),
                              cs_wall_number (e->wall, theme), cs_text_wall_name (e->wall, theme));
    }
}

GListModel *
castellan_final_lines_new (CastellanGame *game)
{
  GListStore *store = g_list_store_new (CASTELLAN_TYPE_FINAL_LINE);
  const CsGame *g;
  CsTheme theme;
  const char *names[CS_NUM_PLAYERS];
  CsEvent lines[64];
  guint n;
  int added[CS_NUM_PLAYERS] = { 0, 0 };
  g_autoptr(GString) nobody = g_string_new (NULL);
  g_autoptr(GArray) nobody_cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), G_LIST_MODEL (store));

  if (castellan_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    return G_LIST_MODEL (store);
  g = castellan_game_get_state (game);
  theme = castellan_game_get_cs_theme (game);
  names[0] = castellan_game_get_player_name (game, 0);
  names[1] = castellan_game_get_player_name (game, 1);
  n = castellan_game_get_final_lines (game, lines, G_N_ELEMENTS (lines));
  for (guint i = 0; i < n; i++)
    if (lines[i].player >= 0)
      added[lines[i].player] += lines[i].points;

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      g_autoptr(GString) none = g_string_new (NULL);
      g_autoptr(GString) none_spoken = g_string_new (NULL);
      g_autoptr(GArray) none_cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

      append (store, CASTELLAN_FINAL_LINE_PLAYER, p, g_strdup (names[p]), NULL, g->player[p].score, NULL);
      append (store, CASTELLAN_FINAL_LINE_GAME, p, g_strdup (_("Score during the game")), NULL,
              g->player[p].score - added[p], NULL);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *sentence = NULL, *own = NULL, *spoken = NULL;
          char *rule = NULL;
          char *text, *detail;

          if (lines[i].player != (int) p)
            continue;
          sentence = cs_text_event (g, &lines[i], theme, names);
          text = castellan_cite_split (sentence, &rule);
          detail = detail_of (g, &lines[i], theme, names);
          /* the heading above names the player: the line does not again, a
           * screen reader hears the whole sentence */
          own = own_castle_text (&lines[i], theme);
          if (own != NULL)
            {
              spoken = text;
              text = castellan_cite_split (own, NULL);
            }
          if (lines[i].points != 0)
            {
              g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
              CastellanFinalLine *line = append (store, CASTELLAN_FINAL_LINE_SCORE, p, text, detail, lines[i].points, rule);

              line->spoken = g_steal_pointer (&spoken);
              cells_of (game, g, &lines[i], cells);
              give_cells (line, cells);
            }
          else
            {
              cells_of (game, g, &lines[i], none_cells);
              fold (none, text, detail);
              fold (none_spoken, spoken != NULL ? spoken : text, detail);
              g_free (text);
              g_free (detail);
              g_free (rule);
            }
        }
      if (none->len > 0)
        {
          CastellanFinalLine *line = append (store, CASTELLAN_FINAL_LINE_NO_EFFECT, p, g_strdup (_("No effect")),
                                             g_string_free (g_steal_pointer (&none), FALSE), 0, NULL);

          line->spoken_detail = g_string_free (g_steal_pointer (&none_spoken), FALSE);
          give_cells (line, none_cells);
        }
      append (store, CASTELLAN_FINAL_LINE_SUBTOTAL, p, g_strdup (_("Final scoring")), NULL, added[p], NULL);
    }

  for (guint i = 0; i < n; i++)
    if (lines[i].player < 0)
      {
        g_autofree char *sentence = cs_text_event (g, &lines[i], theme, names);
        g_autofree char *text = castellan_cite_split (sentence, NULL);
        g_autofree char *detail = detail_of (g, &lines[i], theme, names);
        fold (nobody, text, detail);
        cells_of (game, g, &lines[i], nobody_cells);
      }
  if (nobody->len > 0)
    give_cells (append (store, CASTELLAN_FINAL_LINE_NO_EFFECT, -1, g_strdup (_("Scored for nobody")),
                        g_string_free (g_steal_pointer (&nobody), FALSE), 0, NULL), nobody_cells);
  return G_LIST_MODEL (store);
}

/* ---- classic Carcassonne and its expansion ---------------------------------------- */

/* what a seat scored during the game, one part per kind */
enum { PART_CITY, PART_ROAD, PART_CLOISTER, PART_CASTLE, PART_BAZAAR, N_PARTS };

typedef struct {
  guint    count;     /* features or castles scored */
  int      points;    /* as the engine moved the seat's marker for them */
  int      paid, received;   /* the bazaar's */
  GString *each;      /* each scoring's points: "+8 +6 +12" */
  GArray  *scored;    /* guint: the scored lines (features) */
  GArray  *cells;     /* CastellanCell: a castle's cell */
} Part;

typedef struct {
  Part parts[N_PARTS];
  int  unexplained;   /* marker moves with no cause found: never, or the sheet is wrong */
} Seat;

static int
part_of_feature (guint ftype)
{
  switch (ftype)
    {
    case CS_CLASSIC_CITY:     return PART_CITY;
    case CS_CLASSIC_ROAD:     return PART_ROAD;
    case CS_CLASSIC_CLOISTER: return PART_CLOISTER;
    default:                  return -1;
    }
}

/* one move's events into @seats: each feature or castle a seat scored,
 * counted once, and each marker move (C-9) to what caused it, the last
 * scoring or bazaar deal before it. @scored counts the game's scored
 * lines (FEATURE_SCORED and FINAL_LINE, castellan_classic_game_get_scored). */
static void
take_classic_events (const CsClassic *state, const CsEvents *ev, Seat *seats, guint n_seats, guint *scored)
{
  int cause = -1;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];

      switch (e->type)
        {
        case CS_EVENT_FEATURE_SCORED:
          cause = part_of_feature (e->ftype);
          for (guint p = 0; p < n_seats && cause >= 0; p++)
            if (e->winners & (1u << p))
              {
                Part *part = &seats[p].parts[cause];
                part->count++;
                g_array_append_val (part->scored, *scored);
                g_string_append_printf (part->each, part->each->len > 0 ? " %+d" : "%+d", e->points);
              }
          (*scored)++;
          break;
        case CS_EVENT_FINAL_LINE:
          cause = -1;
          (*scored)++;
          break;
        case CS_EVENT_CASTLE_SCORED:
          cause = PART_CASTLE;
          if (e->player >= 0 && (guint) e->player < n_seats)
            {
              Part *part = &seats[e->player].parts[PART_CASTLE];
              const CsClassicFeature *f = &state->feat[cs_classic_find (state, e->node)];

              /* both of the castle's tiles light, not the one cell the
               * event gives */
              part->count++;
              for (guint slot = 0; slot < state->n_laid; slot++)
                if (cs_tile_mask_has (&f->tiles, slot))
                  {
                    CastellanCell cell = { cs_classic_cell_x (state->slot_cell[slot]),
                                           cs_classic_cell_y (state->slot_cell[slot]) };
                    gboolean listed = FALSE;

                    /* two castles of one line can share a tile (its caps
                     * on two sides): each cell once */
                    for (guint c = 0; c < part->cells->len && !listed; c++)
                      listed = g_array_index (part->cells, CastellanCell, c).x == cell.x &&
                               g_array_index (part->cells, CastellanCell, c).y == cell.y;
                    if (!listed)
                      g_array_append_val (part->cells, cell);
                  }
              g_string_append_printf (part->each, part->each->len > 0 ? " %+d" : "%+d", e->points);
            }
          break;
        case CS_EVENT_BAZAAR_TAKEN:
          cause = PART_BAZAAR;
          break;
        case CS_EVENT_MARKER_MOVED:
          if (e->player < 0 || (guint) e->player >= n_seats)
            break;
          if (cause < 0)
            seats[e->player].unexplained += e->points;
          else
            {
              Part *part = &seats[e->player].parts[cause];
              part->points += e->points;
              if (cause == PART_BAZAAR && e->points < 0)
                part->paid -= e->points;
              else if (cause == PART_BAZAAR)
                part->received += e->points;
            }
          break;
        default:
          break;
        }
    }
}

/* the game replayed from its record with events: what each seat scored
 * during it, as the engine scored it (the game keeps only the features
 * scored, not the castles' points or the bazaar's payments) */
static gboolean
replay_classic (CastellanClassicGame *game, Seat *seats, guint n_seats)
{
  const CsClassicRecord *record = castellan_classic_game_get_record (game);
  const CsClassic *end = castellan_classic_game_get_state (game);
  g_autofree CsClassic *state = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GError) error = NULL;
  guint scored = 0;

  if (!cs_classic_record_start (record, end->tileset, state, ev, &error))
    {
      g_warning ("final sheet: the game's record does not start again: %s", error->message);
      return FALSE;
    }
  take_classic_events (state, ev, seats, n_seats, &scored);
  for (guint i = 0; i < record->moves->len; i++)
    {
      ev->n = 0;
      if (!cs_classic_record_play_move (record, i, state, ev, &error))
        {
          g_warning ("final sheet: move %u of the game's record does not replay: %s", i + 1, error->message);
          return FALSE;
        }
      take_classic_events (state, ev, seats, n_seats, &scored);
    }
  if (scored != castellan_classic_game_get_scored (game)->len)
    g_warning ("final sheet: the replay scored %u lines, the game %u", scored,
               castellan_classic_game_get_scored (game)->len);
  for (guint p = 0; p < n_seats; p++)
    if (seats[p].unexplained != 0)
      g_warning ("final sheet: %d points of seat %u have no cause", seats[p].unexplained, p + 1);
  return TRUE;
}

/* An end-of-game line scored by one seat alone, under that seat's heading
 * (which names it and the points column gives its points): what scored,
 * where, and its rule, without the name the log's line starts with ("Red:
 * +8 for the field at 4,0…" is "Field at 4,0…" under "Red"). A line a
 * tie shares (C-7.2) keeps its names. */
static char *
own_final_text (const CsClassic *g, const CsEvent *e)
{
  guint n = e->size;
  g_autofree char *place = e->kind == CS_LINE_FARM ? cs_classic_text_place (g, e->node, NULL) : NULL;

  if (e->kind == CS_LINE_FARM && e->castles > 0)
    {
      guint cities = e->count - e->castles;
      g_autofree char *city_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u completed city", "%u completed cities",
                                                                 cities), cities);
      g_autofree char *castle_part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u castle", "%u castles", e->castles),
                                                      (guint) e->castles);

      /* Translators: a line of the final sheet under the player who scored
       * it: %1$s where the field lies ("2,1", or "0,0 (north)" when its
       * tile holds two fields), %2$s its completed cities ("3 completed
       * cities"), %3$s its castles ("1 castle") */
      return g_strdup_printf (_("Field at %1$s, which borders %2$s and %3$s (C-8.3, B-4.10)."), place,
                              city_part, castle_part);
    }
  if (e->kind == CS_LINE_FARM)
    /* Translators: a line of the final sheet under the player who scored
     * it: %1$s where the field lies ("2,1", or "0,0 (north)" when its tile
     * holds two fields), %2$u the completed cities it borders */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Field at %1$s, which borders %2$u completed city (C-8.3).",
                                         "Field at %1$s, which borders %2$u completed cities (C-8.3).", e->count),
                            place, e->count);
  switch (e->ftype)
    {
    case CS_CLASSIC_ROAD:
      /* Translators: a line of the final sheet under the player who scored it */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished road of %u tile (C-8.2).",
                                           "Unfinished road of %u tiles (C-8.2).", n), n);
    case CS_CLASSIC_CITY:
      if (e->count > 0)
        {
          g_autofree char *with = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "with %u shield", "with %u shields",
                                                                e->count), (guint) e->count);

          /* Translators: a line of the final sheet under the player who
           * scored it: %1$u the city's size, %2$s its shields ("with 2 shields") */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished city of %1$u tile, %2$s (C-8.2).",
                                               "Unfinished city of %1$u tiles, %2$s (C-8.2).", n), n, with);
        }
      /* Translators: a line of the final sheet under the player who scored it */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Unfinished city of %u tile (C-8.2).",
                                           "Unfinished city of %u tiles (C-8.2).", n), n);
    default:
      /* Translators: a line of the final sheet under the player who scored it */
      return g_strdup (_("Unfinished cloister (C-8.2)."));
    }
}

/* a part's line under "Score during the game": how many, its rule, each
 * scoring's points, the cells it names */
static void
append_part (GListStore *store, guint p, guint kind, Part *part)
{
  CastellanFinalLine *line;
  char *text;
  const char *rule;

  switch (kind)
    {
    case PART_CITY:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u city completed", "%u cities completed", part->count), part->count);
      rule = "C-7.3";
      break;
    case PART_ROAD:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u road completed", "%u roads completed", part->count), part->count);
      rule = "C-7.3";
      break;
    case PART_CLOISTER:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cloister completed", "%u cloisters completed", part->count),
                              part->count);
      rule = "C-7.3";
      break;
    case PART_CASTLE:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u castle scored", "%u castles scored", part->count), part->count);
      rule = "B-4.6";
      break;
    default:
      /* Translators: the points a player paid and received in the bazaars' auctions (B-5.4) */
      text = g_strdup_printf (_("Bazaar auctions: %1$d paid, %2$d received"), part->paid, part->received);
      rule = "B-5.4";
      break;
    }
  line = append (store, CASTELLAN_FINAL_LINE_DURING, (int) p, text,
                 part->each->len > 0 && part->count > 1 ? g_strdup (part->each->str) : NULL, part->points,
                 g_strdup (rule));
  if (part->scored->len > 0)
    line->scored = g_array_ref (part->scored);
  give_cells (line, part->cells);
}

/* Classic Carcassonne's sheet, with or without the expansion, shaped as
 * The Castle's (issue 32): per seat in seat order a heading with the
 * total; the score during the game, and under it a line per kind (cities,
 * roads, cloisters completed, C-7.3; castles, B-4.6; the bazaar's
 * payments, B-5.4), each lighting what it counts; then each end-of-game
 * line the seat scored (C-8.2, C-8.3 with the cities and castles a field
 * served, B-4.10), one line for those worth nothing, and the subtotal. A
 * feature shared by a tie (C-7.2) is under each of its winners, with the
 * points the engine gave each; nothing is scored here. */
GListModel *
castellan_final_lines_new_classic (CastellanClassicGame *game)
{
  GListStore *store = g_list_store_new (CASTELLAN_TYPE_FINAL_LINE);
  const CsClassic *g;
  const char *const *names;
  GArray *scored;
  Seat seats[CS_CLASSIC_MAX_PLAYERS];

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), G_LIST_MODEL (store));

  if (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    return G_LIST_MODEL (store);
  g = castellan_classic_game_get_state (game);
  names = castellan_classic_game_get_player_names (game);
  scored = castellan_classic_game_get_scored (game);
  memset (seats, 0, sizeof seats);
  for (guint p = 0; p < g->n_players; p++)
    for (guint k = 0; k < N_PARTS; k++)
      {
        seats[p].parts[k].each = g_string_new (NULL);
        seats[p].parts[k].scored = g_array_new (FALSE, FALSE, sizeof (guint));
        seats[p].parts[k].cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));
      }
  replay_classic (game, seats, g->n_players);

  for (guint p = 0; p < g->n_players; p++)
    {
      g_autoptr(GString) none = g_string_new (NULL);
      g_autoptr(GString) none_spoken = g_string_new (NULL);
      g_autoptr(GArray) none_scored = g_array_new (FALSE, FALSE, sizeof (guint));
      int during = seats[p].unexplained, added = 0;
      CastellanFinalLine *line;

      for (guint k = 0; k < N_PARTS; k++)
        during += seats[p].parts[k].points;
      append (store, CASTELLAN_FINAL_LINE_PLAYER, (int) p, g_strdup (names[p]), NULL, g->player[p].score, NULL);
      append (store, CASTELLAN_FINAL_LINE_GAME, (int) p, g_strdup (_("Score during the game")), NULL, during, NULL);
      for (guint k = 0; k < N_PARTS; k++)
        {
          Part *part = &seats[p].parts[k];
          if (part->count > 0 || part->paid != 0 || part->received != 0)
            append_part (store, p, k, part);
        }
      for (guint i = 0; i < scored->len; i++)
        {
          const CsEvent *e = &g_array_index (scored, CsEvent, i);
          g_autofree char *sentence = NULL, *said = NULL, *cities = NULL, *spoken = NULL;
          g_auto(GStrv) rules = NULL;
          char *rule = NULL, *text;

          if (e->type != CS_EVENT_FINAL_LINE || !(e->winners & (1u << p)))
            continue;
          said = cs_classic_text_event (g, e, names);
          cities = castellan_classic_tutor_dup_farm_cities (g, e, names);
          sentence = g_strconcat (said, cities, NULL);
          text = castellan_cite_split_all (sentence, &rules);
          rule = g_strdup (rules[0]);
          if (__builtin_popcount (e->winners) == 1)
            {
              /* the seat's heading names it: the line does not again, a
               * screen reader hears the whole sentence */
              g_autofree char *own = own_final_text (g, e);
              g_autofree char *own_all = g_strconcat (own, cities, NULL);
              g_auto(GStrv) own_rules = NULL;

              spoken = text;
              text = castellan_cite_split_all (own_all, &own_rules);
            }
          if (e->points != 0)
            {
              /* the line names its feature's cells through the board model;
               * a field with castles cites B-4.10 after C-8.3 */
              line = append (store, CASTELLAN_FINAL_LINE_SCORE, (int) p, text, NULL, e->points, rule);
              line->spoken = g_steal_pointer (&spoken);
              if (rule != NULL)
                {
                  g_strfreev (line->rules);
                  line->rules = g_steal_pointer (&rules);
                }
              line->scored = g_array_new (FALSE, FALSE, sizeof (guint));
              g_array_append_val (line->scored, i);
              added += e->points;
            }
          else
            {
              fold (none, text, NULL);
              fold (none_spoken, spoken != NULL ? spoken : text, NULL);
              g_array_append_val (none_scored, i);
              g_free (text);
              g_free (rule);
            }
        }
      if (none->len > 0)
        {
          line = append (store, CASTELLAN_FINAL_LINE_NO_EFFECT, (int) p, g_strdup (_("No effect")),
                         g_string_free (g_steal_pointer (&none), FALSE), 0, NULL);
          line->spoken_detail = g_string_free (g_steal_pointer (&none_spoken), FALSE);
          line->scored = g_array_ref (none_scored);
        }
      append (store, CASTELLAN_FINAL_LINE_SUBTOTAL, (int) p, g_strdup (_("Final scoring")), NULL, added, NULL);
    }

  for (guint p = 0; p < g->n_players; p++)
    for (guint k = 0; k < N_PARTS; k++)
      {
        g_string_free (seats[p].parts[k].each, TRUE);
        g_array_unref (seats[p].parts[k].scored);
        g_array_unref (seats[p].parts[k].cells);
      }
  return G_LIST_MODEL (store);
}
