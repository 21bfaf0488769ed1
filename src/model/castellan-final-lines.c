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

struct _CastellanFinalLine {
  GObject                 parent_instance;
  CastellanFinalLineKind  kind;
  int                     player;
  char                   *text;
  char                   *detail;
  int                     points;
  char                   *shown_points;
  char                   *rule;
  int                     scored;     /* the scored line's index, -1 none */
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
  g_free (self->detail);
  g_free (self->shown_points);
  g_free (self->rule);
  g_clear_pointer (&self->cells, g_array_unref);
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
  props[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, 0, CASTELLAN_FINAL_LINE_SUBTOTAL, 0, flags);
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
  self->scored = -1;
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

int
castellan_final_line_get_scored (CastellanFinalLine *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_LINE (self), -1);
  return self->scored;
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
  line->shown_points = g_strdup_printf (kind == CASTELLAN_FINAL_LINE_SCORE || kind == CASTELLAN_FINAL_LINE_SUBTOTAL
                                        ? "%+d" : "%d", points);
  line->rule = rule;
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
        return g_strdup (CS_TH (theme, C_("castle", "There was no unfinished one where this player had the most followers, so the wall tile gave nothing."),
                                C_("zamek", "There was no unfinished one where this player had the most followers, so the wall token gave nothing.")));
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
      g_autoptr(GArray) none_cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

      append (store, CASTELLAN_FINAL_LINE_PLAYER, p, g_strdup (names[p]), NULL, g->player[p].score, NULL);
      append (store, CASTELLAN_FINAL_LINE_GAME, p, g_strdup (_("Score during the game")), NULL,
              g->player[p].score - added[p], NULL);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *sentence = NULL;
          char *rule = NULL;
          char *text, *detail;

          if (lines[i].player != (int) p)
            continue;
          sentence = cs_text_event (g, &lines[i], theme, names);
          text = castellan_cite_split (sentence, &rule);
          detail = detail_of (g, &lines[i], theme, names);
          if (lines[i].points != 0)
            {
              g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (CastellanCell));

              cells_of (game, g, &lines[i], cells);
              give_cells (append (store, CASTELLAN_FINAL_LINE_SCORE, p, text, detail, lines[i].points, rule), cells);
            }
          else
            {
              cells_of (game, g, &lines[i], none_cells);
              fold (none, text, detail);
              g_free (text);
              g_free (detail);
              g_free (rule);
            }
        }
      if (none->len > 0)
        give_cells (append (store, CASTELLAN_FINAL_LINE_NO_EFFECT, p, g_strdup (_("No effect")),
                            g_string_free (g_steal_pointer (&none), FALSE), 0, NULL), none_cells);
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

/* Classic Carcassonne's sheet: a line for every feature scored, during the
 * game (C-7.3) and at its end (C-8.2, C-8.3 with the cities a field
 * served), in the order scored, so that the sheet reads as the game went;
 * each in the log's words with its rule as the line's link. A line that
 * scored for several seats (a shared majority, C-7.2) is the first's. */
GListModel *
castellan_final_lines_new_classic (CastellanClassicGame *game)
{
  GListStore *store = g_list_store_new (CASTELLAN_TYPE_FINAL_LINE);
  const CsClassic *g;
  const char *const *names;
  GArray *scored;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), G_LIST_MODEL (store));

  if (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    return G_LIST_MODEL (store);
  g = castellan_classic_game_get_state (game);
  names = (const char *const *) castellan_classic_game_get_record (game)->names;
  scored = castellan_classic_game_get_scored (game);
  for (guint i = 0; i < scored->len; i++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, i);
      g_autofree char *line = cs_classic_text_event (g, e, names);
      g_autofree char *cities = castellan_classic_tutor_dup_farm_cities (g, e, names);
      g_autofree char *sentence = g_strconcat (line, cities, NULL);
      char *rule = NULL;
      char *text = castellan_cite_split (sentence, &rule);
      int player = e->winners != 0 ? (int) __builtin_ctz (e->winners) : -1;

      /* line i is scored line i: the board model names its cells */
      append (store, e->winners != 0 ? CASTELLAN_FINAL_LINE_SCORE : CASTELLAN_FINAL_LINE_NO_EFFECT, player, text,
              NULL, e->winners != 0 ? e->points : 0, rule)->scored = (int) i;
    }
  return G_LIST_MODEL (store);
}
