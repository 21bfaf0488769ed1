/* castellan-classic-tutor.c — the tutor's words for a classic Carcassonne turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is read from the engine: a scratch copy of the position
 * with the move played answers what it would complete, what a feature is
 * worth and which cities a field supplies, so the tutor and the rules can
 * never disagree.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-classic-tutor.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-describe.h"
#include "castellan-tutor.h"
#include "cs-classic-text.h"

static const char *const *
names (CastellanClassicTurn *turn)
{
  return castellan_classic_game_get_player_names (castellan_classic_turn_get_game (turn));
}

static const CsClassic *
state (CastellanClassicTurn *turn)
{
  return castellan_classic_game_get_state (castellan_classic_turn_get_game (turn));
}

/* the position after the drawn tile is laid at @cell in @rot with no
 * follower, and its events; NULL where that is not a legal move */
static CsClassic *
scratch_play (CastellanClassicTurn *turn, guint cell, guint rot, CsEvents *events)
{
  const CsClassic *g = state (turn);
  CsClassicMove move = { cell, rot, -1 };
  g_autofree CsClassic *copy = NULL;

  if (g == NULL || cs_classic_over (g))
    return NULL;
  /* a tile that fits here only with a bridge is laid with it (B-3.5); the
   * laid tile with the bridge chosen for it (B-3.1) */
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE ||
      (castellan_classic_turn_get_needs_bridge (turn, cell) & (1u << (rot & 3))))
    move.bridge = castellan_classic_turn_get_bridge (turn);
  if (move.bridge == 0 && !cs_classic_is_legal (g, cell, rot))
    return NULL;
  copy = g_memdup2 (g, sizeof *g);
  if (events != NULL)
    events->n = 0;
  if (!cs_classic_play (copy, &move, events, NULL))
    return NULL;
  return g_steal_pointer (&copy);
}

/* the distinct city roots a field (by root) borders (C-5.7) */
static guint
field_cities (const CsClassic *g, guint16 field, guint16 *cities)
{
  guint n = 0;

  for (guint slot = 0; slot < g->n_laid; slot++)
    {
      const CsClassicDesign *d = cs_classic_tile (g->tileset, g->slot_tile[slot]);

      for (guint p = 0; p < d->n_pieces; p++)
        {
          guint b = d->pieces[p].borders;

          if (b == 0 || cs_classic_find (g, g->slot_node[slot] + p) != field)
            continue;
          for (; b; b &= b - 1)
            {
              guint16 city = cs_classic_find (g, g->slot_node[slot] + __builtin_ctz (b));
              gboolean seen = FALSE;

              for (guint i = 0; i < n; i++)
                seen |= cities[i] == city;
              if (!seen)
                cities[n++] = city;
            }
        }
    }
  return n;
}

static GPtrArray *
hints_new (void)
{
  return g_ptr_array_new_with_free_func (g_object_unref);
}

static void
add (GPtrArray *hints, const char *sentence, CastellanHintMood mood, const char *key)
{
  g_ptr_array_add (hints, castellan_hint_new (sentence, NULL, mood, key));
}

/* as add(), the row's link @rule when the sentence cites none itself: every
 * row that states a rule links to it, as The Castle's do */
static void
add_ruled (GPtrArray *hints, const char *sentence, const char *rule, CastellanHintMood mood, const char *key)
{
  CastellanHint *hint = castellan_hint_new (sentence, NULL, mood, key);

  if (castellan_hint_get_rule (hint) == NULL)
    {
      g_object_unref (hint);
      hint = castellan_hint_new (sentence, rule, mood, key);
    }
  g_ptr_array_add (hints, hint);
}

GPtrArray *
castellan_classic_tutor_preview (CastellanClassicTurn *turn, guint cell, guint rot)
{
  g_autofree CsEvents *events = g_new0 (CsEvents, 1);
  g_autofree CsClassic *after = NULL;
  g_autoptr(GPtrArray) scored = hints_new ();
  GPtrArray *hints;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  after = scratch_play (turn, cell, rot, events);
  if (after == NULL)
    return NULL;
  for (guint i = 0; i < events->n; i++)
    if (events->ev[i].type == CS_EVENT_FEATURE_SCORED)
      {
        g_autofree char *line = cs_classic_text_event (after, &events->ev[i], names (turn));
        /* "nobody held it": a feature with no follower scores for nobody (C-7.2) */
        add_ruled (scored, line, "C-7.2", CASTELLAN_HINT_GOOD, "preview:scored");
        castellan_classic_describe_hint_event (scored, after, &events->ev[i]);
      }
  hints = hints_new ();
  if (scored->len == 0)
    add_ruled (hints, _("Laid here, the tile completes nothing yet."), "C-7.1", CASTELLAN_HINT_INFO, "preview:nothing");
  else
    /* Translators: a list of features scored follows, one a line */
    add_ruled (hints, _("Laid here, the tile completes what follows, and it scores at once:"), "C-7.1",
               CASTELLAN_HINT_INFO, "preview:head");
  g_ptr_array_extend_and_steal (hints, g_steal_pointer (&scored));
  return hints;
}

char *
castellan_classic_tutor_dup_preview (CastellanClassicTurn *turn, guint cell, guint rot)
{
  g_autoptr(GPtrArray) hints = castellan_classic_tutor_preview (turn, cell, rot);

  /* the head, then each feature scored as an item of a list */
  return castellan_hints_join (hints, "\n• ");
}

/* what the feature of @piece on the tile just laid at @cell is worth now */
static char *
worth_now (const CsClassic *after, guint cell, guint piece)
{
  guint16 root = cs_classic_find (after, after->slot_node[after->cell_slot[cell]] + piece);
  const CsClassicFeature *f = &after->feat[root];

  if (f->scored)
    return NULL;
  if (f->type == CS_CLASSIC_FIELD)
    {
      guint16 cities[CS_CLASSIC_NUM_TILES * 4];
      guint n = field_cities (after, root, cities), done = 0, points = 0;
      gboolean castle = FALSE;
      char *text;

      /* the engine's own figure for each city, a castle's too */
      for (guint i = 0; i < n; i++)
        {
          const CsClassicFeature *city = &after->feat[cities[i]];

          done += city->open == 0;
          points += cs_classic_field_city_points (city);
          castle |= city->open == 0 && city->castle;
        }
      /* Translators: %1$u cities in all, %2$u of them completed, %3$u points */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The field borders %1$u city (%2$u completed): %3$u points for its farmers if the game ended now (C-8.3).",
                                           "The field borders %1$u cities (%2$u completed): %3$u points for its farmers if the game ended now (C-8.3).",
                                           n),
                              n, done, points);
      if (castle)
        {
          char *with = g_strdup_printf ("%s %s", text, _("A castle pays the field 4 points instead of 3 (B-4.10)."));

          g_free (text);
          text = with;
        }
      return text;
    }
  /* Translators: points for a road, city or cloister */
  return g_strdup_printf (_("Finished now it would score %1$u; left unfinished at the end, %2$u (C-7.3, C-8.2)."),
                          cs_classic_feature_points (after, f, FALSE), cs_classic_feature_points (after, f, TRUE));
}

/* B-4.1, B-4.2: whether a knight on @spot of the tile laid at @cell
 * (@after: the position with it laid, no follower) closes a small city,
 * two tiles with one cap each, that the player may build a castle on
 * instead of scoring it: with the expansion and a castle token left */
static gboolean
small_city_castle (const CsClassic *before, const CsClassic *after, guint cell, const CsClassicSpot *spot)
{
  const CsClassicFeature *f;
  guint16 root;
  guint tiles = 0;

  if (!(after->options & CS_CLASSIC_BCB) || before->player[before->active].castles == 0 ||
      spot->type != CS_CLASSIC_CITY || !spot->complete || spot->state != CS_SPOT_OPEN)
    return FALSE;
  root = cs_classic_find (after, after->slot_node[after->cell_slot[cell]] + spot->piece);
  f = &after->feat[root];
  if (f->type != CS_CLASSIC_CITY || f->open != 0 || f->castle || cs_tile_mask_count (&f->tiles) != 2)
    return FALSE;
  for (guint slot = 0; slot < after->n_laid; slot++)
    {
      const CsClassicDesign *d;
      guint pieces = 0, caps = 0;

      if (!cs_tile_mask_has (&f->tiles, slot))
        continue;
      d = cs_classic_tile (after->tileset, after->slot_tile[slot]);
      for (guint p = 0; p < d->n_pieces; p++)
        if (cs_classic_find (after, after->slot_node[slot] + p) == root)
          {
            pieces++;
            caps += d->pieces[p].cap;
          }
      if (pieces != 1 || caps != 1)
        return FALSE;
      tiles++;
    }
  return tiles == 2;
}

/* what the tutor says of @spot of the tile laid at @cell: who may take it
 * and what it is worth now (@after: the position with the tile laid) */
static void
append_spot (GString *text, CastellanClassicTurn *turn, const CsClassic *after, guint cell,
             const CsClassicSpot *spot)
{
  g_autofree char *line = NULL;
  g_autofree char *worth = NULL;

  if (after != NULL && spot->type == CS_CLASSIC_CLOISTER && spot->state == CS_SPOT_OPEN && !spot->complete)
    {
      /* a cloister grows by its eight neighbours, not by tiles joined to
       * it (C-5.5): how many hold a tile, and what it is worth now */
      guint16 root = cs_classic_find (after, after->slot_node[after->cell_slot[cell]] + spot->piece);
      guint filled = 8 - after->feat[root].open;

      /* Translators: a free cloister spot in the tutor; %1$u of the 8 cells
       * around the cloister hold tiles, %2$u what it scores unfinished at the end */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "Monk in the cloister: free; %1$u of the 8 cells around it holds a tile. Completed, it scores 9 (C-7.3); left unfinished at the end, %2$u (C-8.2).",
                                                 "Monk in the cloister: free; %1$u of the 8 cells around it hold tiles. Completed, it scores 9 (C-7.3); left unfinished at the end, %2$u (C-8.2).",
                                                 filled),
                              filled, cs_classic_feature_points (after, &after->feat[root], TRUE));
      return;
    }
  if (after != NULL && small_city_castle (state (turn), after, cell, spot))
    /* the knight does not always come back (C-6.5): on a small city it
     * may stay as a castle's lord (B-4.2, B-4.3) */
    line = g_strdup (_("Knight in the city: free, and this tile completes a small city. Score it at once and the knight comes back (C-6.5), "
                       "or build a castle on it instead: it scores nothing now and the knight stays on it as its lord (B-4.2, B-4.3)."));
  else
    line = cs_classic_text_spot (state (turn), spot, names (turn));
  g_string_append (text, line);
  if (after != NULL && spot->state != CS_SPOT_NO_FARMERS)
    worth = worth_now (after, cell, spot->piece);
  if (worth != NULL)
    g_string_append_printf (text, " %s", worth);
}

GPtrArray *
castellan_classic_tutor_spots (CastellanClassicTurn *turn)
{
  const CsClassicSpot *spots;
  const guint8 *open;
  guint n, n_open, cell, rot;
  g_autofree CsClassic *after = NULL;
  GPtrArray *hints;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_FOLLOWER ||
      !castellan_classic_turn_get_pending (turn, &cell, &rot))
    return NULL;
  n = castellan_classic_turn_get_spots (turn, &spots);
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  after = scratch_play (turn, cell, rot, NULL);
  hints = hints_new ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      int number = -1;

      for (guint k = 0; k < n_open; k++)
        if (open[k] == spots[i].piece)
          number = k + 1;
      if (number > 0)
        g_string_append_printf (text, "%d. ", number);
      append_spot (text, turn, after, cell, &spots[i]);
      add_ruled (hints, text->str, "C-6.1", number > 0 ? CASTELLAN_HINT_GOOD : CASTELLAN_HINT_BAD,
                 number > 0 ? "spot:open" : "spot:closed");
      castellan_classic_describe_hint_spot (hints, after, cell, spots[i].piece);
    }
  /* B-3.8: the bridge just built on this tile is a road spot of its own */
  for (guint k = 0; k < n_open; k++)
    if (open[k] >= cs_classic_tile (state (turn)->tileset, state (turn)->current)->n_pieces)
      {
        g_autofree char *text = g_strdup_printf ("%u. %s", k + 1,
                                                 _("Highwayman on the bridge: free; the bridge is a road of its own that joins the roads at its two ends (B-3.7, B-3.8)."));
        add (hints, text, CASTELLAN_HINT_GOOD, "spot:bridge");
      }
  return hints;
}

char *
castellan_classic_tutor_dup_spots (CastellanClassicTurn *turn)
{
  g_autoptr(GPtrArray) hints = castellan_classic_tutor_spots (turn);

  if (hints == NULL)
    return NULL;
  if (hints->len == 0)
    return g_strdup ("");
  /* a blank line between two spots, so that each reads as an item of its
   * own however its lines wrap */
  return castellan_hints_join (hints, "\n\n");
}

char *
castellan_classic_tutor_dup_spot (CastellanClassicTurn *turn, guint index)
{
  const CsClassicSpot *spots;
  const guint8 *open;
  guint n, cell, rot;
  g_autofree CsClassic *after = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_FOLLOWER ||
      !castellan_classic_turn_get_pending (turn, &cell, &rot) ||
      index >= castellan_classic_turn_get_open_spots (turn, &open))
    return NULL;
  n = castellan_classic_turn_get_spots (turn, &spots);
  after = scratch_play (turn, cell, rot, NULL);
  for (guint i = 0; i < n; i++)
    if (spots[i].piece == open[index])
      append_spot (text, turn, after, cell, &spots[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

guint
castellan_classic_tutor_field_city_cells (CastellanClassicTurn *turn, guint16 *cells, guint *n_complete)
{
  const guint8 *open;
  guint n_open, cell, rot, n = 0, done = 0;
  int selected;
  g_autofree CsClassic *after = NULL;
  guint16 cities[CS_CLASSIC_NUM_TILES * 4];
  guint n_cities;
  guint16 root;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), 0);
  *n_complete = 0;
  selected = castellan_classic_turn_get_selected_spot (turn);
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_FOLLOWER || selected < 0 ||
      (guint) selected >= n_open || !castellan_classic_turn_get_pending (turn, &cell, &rot))
    return 0;
  after = scratch_play (turn, cell, rot, NULL);
  if (after == NULL || open[selected] >= cs_classic_tile (after->tileset, state (turn)->current)->n_pieces)
    return 0;   /* or a bridge (B-3.8): a road, no field */
  root = cs_classic_find (after, after->slot_node[after->cell_slot[cell]] + open[selected]);
  if (after->feat[root].type != CS_CLASSIC_FIELD)
    return 0;
  n_cities = field_cities (after, root, cities);
  /* the completed cities first, then the rest */
  for (int pass = 0; pass < 2; pass++)
    for (guint c = 0; c < n_cities; c++)
      {
        const CsClassicFeature *f = &after->feat[cities[c]];

        if ((f->open == 0) != (pass == 0))
          continue;
        for (guint slot = 0; slot < after->n_laid; slot++)
          {
            gboolean seen = FALSE;

            if (!cs_tile_mask_has (&f->tiles, slot))
              continue;
            for (guint i = 0; i < n; i++)
              seen |= cells[i] == after->slot_cell[slot];
            if (!seen && n < CS_CLASSIC_NUM_TILES)
              {
                cells[n++] = after->slot_cell[slot];
                done += pass == 0;
              }
          }
      }
  *n_complete = done;
  return n;
}

char *
castellan_classic_tutor_dup_farm_cities (const CsClassic *game, const CsEvent *line, const char *const *names)
{
  guint16 cities[CS_CLASSIC_NUM_TILES * 4];
  g_autoptr(GString) text = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (game != NULL && line != NULL, NULL);
  if (line->type != CS_EVENT_FINAL_LINE || line->kind != CS_LINE_FARM)
    return NULL;
  n = field_cities (game, cs_classic_find (game, line->node), cities);
  for (guint i = 0; i < n; i++)
    {
      const CsClassicFeature *f = &game->feat[cities[i]];
      guint size = cs_tile_mask_count (&f->tiles);
      guint points = cs_classic_field_city_points (f);
      g_autofree char *place = NULL;

      if (f->open != 0)
        continue;
      /* each city (or castle) by the name every line gives it: the cell of
       * its first-laid tile, with the part of that tile when it holds two
       * cities (cs_classic_text_place) */
      place = cs_classic_text_place (game, cities[i], NULL);
      g_string_append (text, "\n• ");
      if (f->castle)
        /* Translators: a castle a field borders, where ("2,1", or "0,0
         * (north)"), and what it gives the field */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "the castle at %1$s: %2$u point (B-4.10)",
                                                   "the castle at %1$s: %2$u points (B-4.10)", points),
                                place, points);
      else
        /* Translators: a completed city a field supplies, where ("2,1", or
         * "0,0 (north)") and how big; %3$u is what it gives the field */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "the completed city at %1$s, %2$u tile: %3$u points",
                                                   "the completed city at %1$s, %2$u tiles: %3$u points", size),
                                place, size, points);
    }
  /* who had the most farmers there */
  {
    g_autoptr(GString) who = g_string_new (NULL);

    for (guint p = 0; p < game->n_players; p++)
      if (line->followers[p] > 0)
        {
          if (who->len)
            g_string_append (who, ", ");
          g_string_append_printf (who, "%s %u", names[p], line->followers[p]);
        }
    g_string_append (text, "\n• ");
    /* Translators: %s lists players with their farmers: "Ada 2, Bo 1" */
    g_string_append_printf (text, _("Farmers in the field: %s; the most farmers take it (C-8.3)."), who->str);
  }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
castellan_classic_tutor_dup_bridge_note (CastellanClassicTurn *turn,
                                         guint                 cell,
                                         guint                 rot)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  g_autoptr(GString) text = g_string_new (NULL);
  CastellanStage stage;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  stage = castellan_classic_turn_get_stage (turn);
  if (stage == CASTELLAN_STAGE_PLACE && (castellan_classic_turn_get_needs_bridge (turn, cell) & (1u << (rot & 3))))
    {
      guint bridge = castellan_classic_turn_get_bridge (turn), target = CS_CLASSIC_BRIDGE_TARGET (bridge);
      int x = cs_classic_cell_x (cell) + (target ? dx[target - 1] : 0);
      int y = cs_classic_cell_y (cell) + (target ? dy[target - 1] : 0);

      /* Translators: %1$d,%2$d is the cell of the tile the bridge crosses */
      g_string_append_printf (text, CS_CLASSIC_BRIDGE_AXIS (bridge) == 1
                              ? _("This tile fits here only with a bridge: laid here, it gets one from north to south across the tile at %1$d,%2$d (B-3.5).")
                              : _("This tile fits here only with a bridge: laid here, it gets one from west to east across the tile at %1$d,%2$d (B-3.5)."),
                              x, y);
    }
  if (castellan_classic_turn_get_can_discard (turn))
    g_string_append_printf (text, "%s%s", text->len ? " " : "",
                            _("It fits nowhere without a bridge, so you may remove it and draw again instead: press Delete (B-3.6)."));
  if (stage == CASTELLAN_STAGE_FOLLOWER && castellan_classic_turn_get_n_bridges (turn) > 1)
    g_string_append (text, _("Press B to build another bridge that may go with this tile, or none where it fits without one (B-3.2)."));
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* ==== CastellanClassicTutor: the same words as list models ====================== */

/* "Your tile" while the tile is placed: why it does not fit under the
 * cursor, or where it fits and what laying it there would score, and the
 * bridge it would take (B-3.5, B-3.6) */
GPtrArray *
castellan_classic_tutor_tile (CastellanClassicTurn *turn)
{
  int cell;
  guint rot, n;
  g_autofree char *why = NULL;
  g_autofree char *fits = NULL;
  g_autofree char *bridge = NULL;
  GPtrArray *hints;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
    return NULL;
  cell = castellan_classic_turn_get_cursor_cell (turn);
  rot = castellan_classic_turn_get_rotation (turn);
  hints = hints_new ();
  if (cell >= 0 && (why = castellan_classic_turn_dup_refusal (turn, cell, rot)) != NULL)
    {
      add_ruled (hints, why, "C-4.3", CASTELLAN_HINT_BAD, "tile:refused");
      castellan_classic_describe_hint_cell (hints, cell);
      return hints;
    }
  n = castellan_classic_turn_get_fit_cells (turn, NULL);
  fits = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The tile fits in %u lit cell.",
                                       "The tile fits in %u lit cells.", n), n);
  /* lit where every touching side fits (C-4.3) */
  add_ruled (hints, fits, "C-4.3", CASTELLAN_HINT_INFO, "tile:fits");
  if (cell >= 0)
    {
      g_autoptr(GPtrArray) preview = castellan_classic_tutor_preview (turn, cell, rot);

      if (preview != NULL)
        g_ptr_array_extend_and_steal (hints, g_steal_pointer (&preview));
      if ((bridge = castellan_classic_tutor_dup_bridge_note (turn, cell, rot)) != NULL)
        add (hints, bridge, CASTELLAN_HINT_INFO, "tile:bridge");
    }
  return hints;
}

/* the final lines of @kind among @scored that gave points: how many, how
 * many points in all, and how many castles their fields counted (B-4.10) */
static guint
count_final (GArray *scored, guint kind, int *points, guint *castles)
{
  guint n = 0;

  *points = 0;
  *castles = 0;
  for (guint i = 0; i < scored->len; i++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, i);

      if (e->type == CS_EVENT_FINAL_LINE && e->kind == kind && e->points > 0)
        {
          n++;
          *points += e->points;
          *castles += kind == CS_LINE_FARM ? e->castles : 0;
        }
    }
  return n;
}

/* "14 points" */
static char *
dup_points (int points)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (points)), points);
}

/* who won, the rule cited (C-8.5): one name, or the names that share */
static char *
dup_winners (const CsClassic *g, const char *const *names)
{
  g_autoptr(GPtrArray) best = g_ptr_array_new ();
  int top = G_MININT;

  for (guint p = 0; p < g->n_players; p++)
    top = MAX (top, g->player[p].score);
  for (guint p = 0; p < g->n_players; p++)
    if (g->player[p].score == top)
      g_ptr_array_add (best, (gpointer) castellan_player_shown_name (names[p]));
  if (best->len == 1)
    /* Translators: the end of a classic game in the tutor: "Ada wins with 72 points (C-8.5)." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s wins with %2$d point (C-8.5).",
                                         "%1$s wins with %2$d points (C-8.5).", ABS (top)),
                            (const char *) best->pdata[0], top);
  {
    g_autofree char *who = g_strdup (best->pdata[0]);

    for (guint i = 1; i < best->len; i++)
      {
        char *longer = i + 1 < best->len
                       /* Translators: between the names of the players who share a victory, but the last two */
                       ? g_strdup_printf (_("%1$s, %2$s"), who, (const char *) best->pdata[i])
                       /* Translators: before the last name of the players who share a victory: "Ada, Bo and Cy" */
                       : g_strdup_printf (_("%1$s and %2$s"), who, (const char *) best->pdata[i]);

        g_free (who);
        who = longer;
      }

    /* Translators: equal totals at the end of a classic game: "Ada, Bo share the victory with 72 points each (C-8.5)." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s share the victory with %2$d point each (C-8.5).",
                                         "%1$s share the victory with %2$d points each (C-8.5).", ABS (top)),
                            who, top);
  }
}

/* what the final lines of @kind (the unfinished features, C-8.2, or the
 * fields, C-8.3) gave, lighting what scored */
static void
add_final (GPtrArray *hints, const CsClassic *g, GArray *scored, guint kind)
{
  gboolean fields = kind == CS_LINE_FARM;
  int points;
  guint castles, n = count_final (scored, kind, &points, &castles);
  g_autofree char *sum = NULL;
  g_autofree char *text = NULL;
  g_autofree char *key = g_strdup_printf (fields ? "over:fields:%u" : "over:features:%u", n);

  if (n == 0)
    {
      add (hints, fields ? _("No field with farmers bordered a completed city, so the farmers scored nothing (C-8.3).")
                         : _("No unfinished road, city or cloister held a follower at the end, so none scored again (C-8.2)."),
           CASTELLAN_HINT_INFO, key);
      return;
    }
  sum = dup_points (points);
  if (fields)
    /* Translators: the farmers at the end of a classic game; %1$u fields, %2$s the
     * points they gave in all ("9 points") */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Then the farmers scored %1$u field, %2$s in all: 3 for each completed city the field borders, to the player with most farmers in it (C-8.3).",
                                         "Then the farmers scored %1$u fields, %2$s in all: 3 for each completed city a field borders, to the player with most farmers in it (C-8.3).",
                                         n),
                            n, sum);
  else
    /* Translators: the final scoring of a classic game; %1$u features, %2$s the points
     * they gave in all ("14 points") */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "At the end, %1$u unfinished feature with followers scored once more, %2$s in all: a road 1 a tile, a city 1 a tile and 1 a shield, a cloister 1 and 1 for each tile around it (C-8.2).",
                                         "At the end, %1$u unfinished features with followers scored once more, %2$s in all: a road 1 a tile, a city 1 a tile and 1 a shield, a cloister 1 and 1 for each tile around it (C-8.2).",
                                         n),
                            n, sum);
  add (hints, text, CASTELLAN_HINT_INFO, key);
  castellan_classic_describe_hint_final (hints, g, scored, kind);
}

/* The tile section once the game is over: that it is over and why (C-8.1),
 * who won (C-8.5), and how the final scoring went, each part lighting
 * what it scored: the unfinished features (C-8.2), the fields (C-8.3,
 * castles B-4.10); the final sheet has every line. NULL while not over. */
GPtrArray *
castellan_classic_tutor_over (CastellanClassicTurn *turn)
{
  CastellanClassicGame *game;
  const CsClassic *g;
  GArray *scored;
  GPtrArray *hints;
  guint castles;
  int points;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  game = castellan_classic_turn_get_game (turn);
  g = state (turn);
  if (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER || g == NULL)
    return NULL;
  scored = castellan_classic_game_get_scored (game);
  count_final (scored, CS_LINE_FARM, &points, &castles);
  hints = hints_new ();
  add (hints, _("The game is over: the pile is empty (C-8.1)."), CASTELLAN_HINT_INFO, "over:end");
  {
    g_autofree char *winners = dup_winners (g, names (turn));

    add (hints, winners, CASTELLAN_HINT_GOOD, "over:winner");
  }

  add_final (hints, g, scored, CS_LINE_FEATURE);
  if (!(g->options & CS_CLASSIC_NO_FARMERS))
    {
      add_final (hints, g, scored, CS_LINE_FARM);
      if (castles > 0)
        add (hints, _("A castle that a field borders gave that field 4 points instead of a city’s 3 (B-4.10)."),
             CASTELLAN_HINT_INFO, "over:castles");
    }
  /* how to read the final sheet: each player's score in its two parts,
   * named as the sheet names them, and a line lights what it scored */
  add (hints, (g->options & CS_CLASSIC_NO_FARMERS)
              ? _("The final sheet gives each player’s score in two parts: “Score during the game” for what "
                  "scored while playing, and “Final scoring” for what was left unfinished. Point at a line, or "
                  "move to it with the keyboard, to light on the board what it scored.")
              : _("The final sheet gives each player’s score in two parts: “Score during the game” for what "
                  "scored while playing, and “Final scoring” for what was left unfinished and for the fields. "
                  "Point at a line, or move to it with the keyboard, to light on the board what it scored."),
       CASTELLAN_HINT_INFO, "over:sheet");
  return hints;
}

/* The tile section during a bazaar (B-5): what the auction is, what the
 * player who decides now may do, and what a bid costs or brings in. NULL
 * when no auction or quick bazaar waits for a decision. */
GPtrArray *
castellan_classic_tutor_bazaar (CastellanClassicTurn *turn)
{
  CastellanClassicGame *game;
  const CsClassic *g;
  const CsClassicBcb *b;
  const char *const *who;
  CastellanBcbStep step;
  GPtrArray *hints;
  g_autofree char *text = NULL;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  game = castellan_classic_turn_get_game (turn);
  g = state (turn);
  if (g == NULL || !castellan_classic_game_get_bcb (game))
    return NULL;
  step = castellan_classic_bcb_get_step (game);
  if (step != CASTELLAN_BCB_OFFER && step != CASTELLAN_BCB_BID && step != CASTELLAN_BCB_SETTLE &&
      step != CASTELLAN_BCB_PICK)
    return NULL;
  b = &g->bcb;
  who = names (turn);
  hints = hints_new ();
  if (step == CASTELLAN_BCB_PICK)
    {
      /* Translators: the quick bazaar in the tutor; %u tiles on show */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A quick bazaar: %u tile lies face up. In turn, each player takes one and lays it straight away; nobody bids, and no points change hands (BV-1).",
                                           "A quick bazaar: %u tiles lie face up. In turn, each player takes one and lays it straight away; nobody bids, and no points change hands (BV-1).",
                                           b->n_display),
                              b->n_display);
      add (hints, text, CASTELLAN_HINT_INFO, "bazaar:quick");
      return hints;
    }

  /* Translators: the bazaar in the tutor; %u tiles on show, one for each player */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "A bazaar: %u tile lies face up, one for each player. The tiles go up for auction one by one until everyone holds one; then each player lays the tile they hold, in turn (B-5.2, B-5.7).",
                                       "A bazaar: %u tiles lie face up, one for each player. The tiles go up for auction one by one until everyone holds one; then each player lays the tile they hold, in turn (B-5.2, B-5.7).",
                                       b->n_display),
                          b->n_display);
  add (hints, text, CASTELLAN_HINT_INFO, "bazaar:what");
  g_clear_pointer (&text, g_free);

  switch (step)
    {
    case CASTELLAN_BCB_OFFER:
      /* Translators: %s is the auctioneer */
      text = g_strdup_printf (_("%s is the auctioneer: choose one of the tiles on show and name an opening bid, 0 points or more (B-5.3)."),
                              who[g->actor]);
      add (hints, text, CASTELLAN_HINT_GOOD, "bazaar:offer");
      add (hints, _("If no one bids more, the auctioneer takes the tile and loses the opening bid; those points go to no one (B-5.4)."),
           CASTELLAN_HINT_INFO, "bazaar:unbeaten");
      break;
    case CASTELLAN_BCB_BID:
      /* Translators: %1$s bids now, on tile %2$u on show; %3$d the least bid */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s has one chance at tile %2$u: bid %3$d point or more, or pass. Passing costs nothing, but the tile is then out of reach (B-5.3).",
                                           "%1$s has one chance at tile %2$u: bid %3$d points or more, or pass. Passing costs nothing, but the tile is then out of reach (B-5.3).",
                                           ABS (castellan_classic_bcb_get_min_bid (game))),
                              who[g->actor], b->pick + 1u, castellan_classic_bcb_get_min_bid (game));
      add (hints, text, CASTELLAN_HINT_GOOD, "bazaar:bid");
      g_clear_pointer (&text, g_free);
      /* Translators: %s is the auctioneer */
      text = g_strdup_printf (_("If a bid stays the highest, %1$s settles it: selling hands the tile to the bidder, who pays the bid to %1$s; buying keeps the tile, and %1$s pays the bid to the bidder (B-5.4)."),
                              who[b->auctioneer]);
      add (hints, text, CASTELLAN_HINT_INFO, "bazaar:settles");
      add (hints, _("A bid may be more than the bidder’s score: a score can drop below 0 (B-5.5)."),
           CASTELLAN_HINT_INFO, "bazaar:below-zero");
      break;
    case CASTELLAN_BCB_SETTLE:
      /* Translators: %1$s the auctioneer, %2$s the highest bidder, %3$d the bid, %4$u the tile on show */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s decides on tile %4$u, for which %2$s bid %3$d point. Buy: %1$s keeps the tile and pays %2$s the bid. Sell: %2$s takes the tile and pays %1$s the bid (B-5.4).",
                                           "%1$s decides on tile %4$u, for which %2$s bid %3$d points. Buy: %1$s keeps the tile and pays %2$s the bid. Sell: %2$s takes the tile and pays %1$s the bid (B-5.4).",
                                           ABS (b->high_bid)),
                              who[g->actor], b->high_bidder >= 0 ? who[b->high_bidder] : "", b->high_bid,
                              b->pick + 1u);
      add (hints, text, CASTELLAN_HINT_GOOD, "bazaar:settle");
      break;
    default:
      break;
    }
  add (hints, _("Whoever holds a tile sits out the rest of this bazaar’s auctions; the last tile goes free to the one player still without one (B-5.6)."),
       CASTELLAN_HINT_INFO, "bazaar:holding");
  return hints;
}

struct _CastellanClassicTutor
{
  GObject               parent_instance;

  CastellanClassicTurn *turn;
  GListStore           *hints[CASTELLAN_N_HINT_SECTIONS];
  const char           *tile_heading;   /* NULL: "Your Tile" */
};

enum {
  PROP_0,
  PROP_TILE_HEADING,
};

static void castellan_classic_tutor_hint_source_init (CastellanHintSourceInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CastellanClassicTutor, castellan_classic_tutor, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CASTELLAN_TYPE_HINT_SOURCE,
                                                      castellan_classic_tutor_hint_source_init))

/* the section's hints become @hints (NULL: none); those that stay keep their rows */
static void
fill (CastellanClassicTutor *self, CastellanHintSection section, GPtrArray *hints)
{
  castellan_tutor_update_hints (self->hints[section], hints);
}

static void
refresh (CastellanClassicTutor *self)
{
  CastellanClassicGame *game = castellan_classic_turn_get_game (self->turn);
  gboolean placing = castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE;
  g_autoptr(GPtrArray) tile = NULL;
  g_autoptr(GPtrArray) followers = NULL;

  const char *heading = NULL;

  if ((tile = castellan_classic_tutor_bazaar (self->turn)) != NULL)
    heading = _("Bazaar");
  else if (placing && castellan_classic_turn_get_stage (self->turn) == CASTELLAN_STAGE_FOLLOWER)
    {
      g_autofree char *bridge = castellan_classic_tutor_dup_bridge_note (self->turn, 0, 0);

      followers = castellan_classic_tutor_spots (self->turn);
      if (followers != NULL && bridge != NULL)
        add (followers, bridge, CASTELLAN_HINT_INFO, "spot:bridge-note");
    }
  else if (placing)
    tile = castellan_classic_tutor_tile (self->turn);
  else if ((tile = castellan_classic_tutor_over (self->turn)) != NULL)
    heading = _("Game Over");
  /* the heading says what the section holds now (issue 32) */
  if (g_strcmp0 (heading, self->tile_heading) != 0)
    {
      self->tile_heading = heading;
      g_object_notify (G_OBJECT (self), "tile-heading");
    }
  fill (self, CASTELLAN_HINTS_TILE, tile);
  fill (self, CASTELLAN_HINTS_FOLLOWERS, followers);
}

static GListModel *
get_hints (CastellanHintSource *source, CastellanHintSection section)
{
  return castellan_classic_tutor_get_hints (CASTELLAN_CLASSIC_TUTOR (source), section);
}

static void
castellan_classic_tutor_hint_source_init (CastellanHintSourceInterface *iface)
{
  iface->get_hints = get_hints;
}

static void
castellan_classic_tutor_dispose (GObject *object)
{
  CastellanClassicTutor *self = CASTELLAN_CLASSIC_TUTOR (object);

  if (self->turn != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->turn, self);
      g_signal_handlers_disconnect_by_data (castellan_classic_turn_get_game (self->turn), self);
    }
  g_clear_object (&self->turn);
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    g_clear_object (&self->hints[i]);
  G_OBJECT_CLASS (castellan_classic_tutor_parent_class)->dispose (object);
}

static void
castellan_classic_tutor_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_TILE_HEADING:
      g_value_set_string (value, CASTELLAN_CLASSIC_TUTOR (object)->tile_heading);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_classic_tutor_class_init (CastellanClassicTutorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = castellan_classic_tutor_dispose;
  object_class->get_property = castellan_classic_tutor_get_property;
  g_object_class_override_property (object_class, PROP_TILE_HEADING, "tile-heading");
}

static void
castellan_classic_tutor_init (CastellanClassicTutor *self)
{
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    self->hints[i] = g_list_store_new (CASTELLAN_TYPE_HINT);
}

CastellanClassicTutor *
castellan_classic_tutor_new (CastellanClassicTurn *turn)
{
  CastellanClassicTutor *self;
  CastellanClassicGame *game;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (turn), NULL);
  self = g_object_new (CASTELLAN_TYPE_CLASSIC_TUTOR, NULL);
  self->turn = g_object_ref (turn);
  game = castellan_classic_turn_get_game (turn);
  g_signal_connect_swapped (turn, "changed", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (refresh), self);
  g_signal_connect_swapped (game, "started", G_CALLBACK (refresh), self);
  refresh (self);
  return self;
}

GListModel *
castellan_classic_tutor_get_hints (CastellanClassicTutor *self,
                                   CastellanHintSection   section)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TUTOR (self), NULL);
  g_return_val_if_fail (section < CASTELLAN_N_HINT_SECTIONS, NULL);
  return G_LIST_MODEL (self->hints[section]);
}

CastellanClassicTurn *
castellan_classic_tutor_get_turn (CastellanClassicTutor *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TUTOR (self), NULL);
  return self->turn;
}
