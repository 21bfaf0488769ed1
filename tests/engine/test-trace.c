/* test-trace.c — a JSON trace alone is enough to replay and check its games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs `castellan-cli play --trace` (the first argument) for seeded games
 * under every combination of the variants V-1…V-4, then replays each game
 * through the engine's public API from nothing but the trace: the set-up
 * from its hidden section, each move from its placement, follower, the
 * cells of the features it completed (the scoring order), the wall tiles
 * 2/3 spent on them and the extra turn taken. Every draw, scored feature,
 * marker move, wall tile, keep, score after each turn, final-scoring line,
 * final score and winner of the trace must be what the engine does
 * (docs/FORMATS.md, trace version 2; issue 23).
 *
 * Classic Carcassonne's traces (2 to 5 players, farmers on and off) are
 * checked twice: every score is recomputed from the trace's own numbers by
 * the C-7 and C-8 rules (who has the most followers, what a road, city,
 * cloister and field are worth), and the game is replayed through the
 * classic engine from the trace's set-up and moves alone, every event
 * compared. Games with Bridges, Castles and Bazaars are replayed from every
 * decision the trace holds (bridges laid and declined, castles built and
 * declined, offers, bids, settlements, picks); each tile drawn or removed
 * must be listed under the player who drew it, and castle points and bazaar
 * payments must add up to the trace's scores (issue 31).
 */
#define G_LOG_DOMAIN "castellan-tests"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "castellan-shipped.h"
#include "cs-classic.h"
#include "test-common.h"

static const char *cli;
static CsBoard *board;
static CsTileset *tileset;
static CsClassicTileset *classic_set;
static const CsClassicTileset *bcb_set;     /* the base game with Bridges, Castles and Bazaars */

/* what the replays went through, so the test cannot pass on trivial games */
static struct {
  guint games, turns, completed, orders, boosts, extra, extra_v3, keep_moved, unfinished,
        court_ties, removed, no_placement;
} seen;

#define trace_fail(where, ...) \
  g_error ("%s: %s", where, g_strdup_printf (__VA_ARGS__))

static JsonArray *
arr (JsonObject *o, const char *name)
{
  g_assert_true (json_object_has_member (o, name));
  return json_object_get_array_member (o, name);
}

static gint64
num (JsonObject *o, const char *name)
{
  g_assert_true (json_object_has_member (o, name));
  return json_object_get_int_member (o, name);
}

/* a player member: 0-based index, or -1 for null */
static int
who (JsonObject *o, const char *name)
{
  g_assert_true (json_object_has_member (o, name));
  return json_object_get_null_member (o, name) ? -1 : (int) json_object_get_int_member (o, name);
}

static int
place_from_name (const char *name)
{
  if (g_str_has_prefix (name, "start "))
    return CS_NUM_CELLS + atoi (name + 6) - 1;
  return cs_board_cell_from_name (board, name);
}

static CsTileMask
cells_mask (JsonArray *cells)
{
  CsTileMask m = { { 0, 0 } };
  for (guint i = 0; i < json_array_get_length (cells); i++)
    {
      int c = place_from_name (json_array_get_string_element (cells, i));
      g_assert_cmpint (c, >=, 0);
      m.w[c / 64] |= G_GUINT64_CONSTANT (1) << (c % 64);
    }
  return m;
}

static gboolean
mask_equal (const CsTileMask *a, const CsTileMask *b)
{
  return a->w[0] == b->w[0] && a->w[1] == b->w[1];
}

static void
check_draws (const char *where, JsonObject *turn, const CsEvents *ev)
{
  JsonArray *drawn = arr (turn, "drawn"), *removed = arr (turn, "removed");
  guint nd = 0, nr = 0;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      if (e->type == CS_EVENT_TILE_DRAWN)
        {
          if (nd >= json_array_get_length (drawn) ||
              json_array_get_int_element (drawn, nd) != tileset->tiles[e->tile].number)
            trace_fail (where, "drawn tile %u is not the trace's", tileset->tiles[e->tile].number);
          nd++;
        }
      else if (e->type == CS_EVENT_TILE_REMOVED)
        {
          if (nr >= json_array_get_length (removed) ||
              json_array_get_int_element (removed, nr) != tileset->tiles[e->tile].number)
            trace_fail (where, "removed tile %u is not the trace's", tileset->tiles[e->tile].number);
          nr++;
        }
    }
  if (nd != json_array_get_length (drawn) || nr != json_array_get_length (removed))
    trace_fail (where, "%u tiles drawn and %u removed; the trace says %u and %u", nd, nr,
                json_array_get_length (drawn), json_array_get_length (removed));
  seen.removed += nr;
}

/* The move of @turn, from the trace alone. */
static void
move_from_trace (const char *where, JsonObject *turn, const CsGame *g, CsMove *m)
{
  JsonObject *pl = json_object_get_object_member (turn, "placement");
  JsonArray *completed = arr (turn, "completed"), *used = arr (turn, "wall_tiles_used");
  const CsTile *tile = &tileset->tiles[g->current];
  CsCompletion comp[CS_MAX_COMPLETE];
  int cell = cs_board_cell_from_name (board, json_object_get_string_member (pl, "cell"));
  int follower = -1;
  guint n;

  if (num (pl, "tile") != tile->number)
    trace_fail (where, "the trace lays tile %" G_GINT64_FORMAT ", the engine drew %u", num (pl, "tile"), tile->number);
  if (!json_object_get_null_member (turn, "follower"))
    {
      const char *label = json_object_get_string_member (json_object_get_object_member (turn, "follower"), "piece");
      for (guint p = 0; p < tile->n_pieces; p++)
        if (tile->pieces[p].label == label[0])
          follower = p;
      g_assert_cmpint (follower, >=, 0);
    }
  cs_move_init (m, cell, num (pl, "rotation"), follower);
  for (guint i = 0; i < json_array_get_length (used); i++)
    if (num (json_array_get_object_element (used, i), "kind") == CS_WALL_EXTRA_TURN)
      m->flags |= CS_MOVE_EXTRA_TURN;

  /* the scoring order and the wall tiles 2/3, by the completed features' cells */
  n = cs_game_completions (g, m->cell, m->rot, m->follower, comp);
  if (n != json_array_get_length (completed))
    trace_fail (where, "the move completes %u features; the trace lists %u", n, json_array_get_length (completed));
  if (n > 0)
    {
      g_autofree CsGame *after = g_new (CsGame, 1);
      guint8 taken[CS_MAX_COMPLETE] = { 0 };
      CsMove plain;

      /* where each completed feature lies once the tile is laid */
      *after = *g;
      cs_move_init (&plain, m->cell, m->rot, m->follower);
      g_assert_true (cs_game_play (after, &plain, NULL, NULL));
      m->flags |= CS_MOVE_CUSTOM_ORDER | CS_MOVE_CUSTOM_BOOST;
      m->n_order = n;
      for (guint j = 0; j < n; j++)
        {
          JsonObject *c = json_array_get_object_element (completed, j);
          CsTileMask want = cells_mask (arr (c, "cells"));
          JsonArray *fol = arr (c, "followers");
          guint i;

          for (i = 0; i < n; i++)
            {
              const CsFeature *f = cs_game_feature (after, comp[i].node);
              if (!taken[i] && mask_equal (&f->tiles, &want) &&
                  g_strcmp0 (cs_feature_type_name (comp[i].type), json_object_get_string_member (c, "type")) == 0 &&
                  comp[i].followers[0] == json_array_get_int_element (fol, 0) &&
                  comp[i].followers[1] == json_array_get_int_element (fol, 1))
                break;
            }
          if (i == n)
            trace_fail (where, "completed feature %u (a %s) is none of those the move completes",
                        j, json_object_get_string_member (c, "type"));
          taken[i] = 1;
          m->order[j] = i;
          m->boost[i] = num (c, "wall_tile_copies");
          seen.boosts += m->boost[i] > 0;
          seen.orders += j > 0;
        }
    }
  seen.completed += n;
}

/* the @i-th marker move of a turn, after @nc features were scored */
static void
check_marker_move (const char *where, JsonArray *moves, guint i, const CsEvent *e, guint nc)
{
  JsonObject *o;

  if (i >= json_array_get_length (moves))
    trace_fail (where, "more marker moves than the trace lists");
  o = json_array_get_object_element (moves, i);
  if (num (o, "player") != e->player || num (o, "from") != e->from || num (o, "to") != e->to ||
      num (o, "completed") != (gint64) nc - 1)
    trace_fail (where, "marker move %u differs from the trace", i);
}

static void
check_turn (const char *where, JsonObject *turn, const CsGame *g, const CsEvents *ev)
{
  JsonArray *completed = arr (turn, "completed"), *moves = arr (turn, "marker_moves");
  JsonArray *taken = arr (turn, "wall_tiles_taken"), *keep = arr (turn, "keep");
  JsonArray *scores = arr (turn, "scores");
  guint nc = 0, nm = 0, nt = 0, nk = 0;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      JsonObject *o;

      switch (e->type)
        {
        case CS_EVENT_FEATURE_SCORED:
          if (nc >= json_array_get_length (completed))
            trace_fail (where, "more features scored than the trace lists");
          o = json_array_get_object_element (completed, nc++);
          if (who (o, "scorer") != e->player || num (o, "points") != e->points || num (o, "tiles") != e->size ||
              (e->player >= 0 && num (o, "per_tile") * e->size != e->points))
            trace_fail (where, "completed feature %u: scorer %d, %d points for %u tiles; the trace says %d, %"
                        G_GINT64_FORMAT ", %" G_GINT64_FORMAT, nc - 1, e->player, e->points, e->size,
                        who (o, "scorer"), num (o, "points"), num (o, "tiles"));
          if (e->followers[0] + e->followers[1] == 0)
            g_assert_true (g_str_has_prefix (json_object_get_string_member (o, "arithmetic"), "no followers"));
          break;
        case CS_EVENT_MARKER_MOVED:
          check_marker_move (where, moves, nm++, e, nc);
          break;
        case CS_EVENT_WALL_TILE_TAKEN:
          if (nt >= json_array_get_length (taken))
            trace_fail (where, "more wall tiles taken than the trace lists");
          o = json_array_get_object_element (taken, nt++);
          if (num (o, "player") != e->player || num (o, "kind") != e->kind || num (o, "space") != e->to)
            trace_fail (where, "wall tile taken %u differs from the trace", nt - 1);
          break;
        case CS_EVENT_KEEP_PLACED:
        case CS_EVENT_KEEP_MOVED:
          if (nk >= json_array_get_length (keep))
            trace_fail (where, "more keep events than the trace lists");
          o = json_array_get_object_element (keep, nk++);
          if (num (o, "player") != e->player || num (o, "tiles") != e->size ||
              g_strcmp0 (json_object_get_string_member (o, "action"),
                         e->type == CS_EVENT_KEEP_PLACED ? "placed" : "moved") != 0)
            trace_fail (where, "keep event %u differs from the trace", nk - 1);
          seen.keep_moved += e->type == CS_EVENT_KEEP_MOVED;
          break;
        case CS_EVENT_EXTRA_TURN:
          seen.extra++;
          break;
        default:
          break;
        }
    }
  if (nc != json_array_get_length (completed) || nm != json_array_get_length (moves) ||
      nt != json_array_get_length (taken) || nk != json_array_get_length (keep))
    trace_fail (where, "the trace lists more than the engine did");
  /* scores after the turn, before any final scoring */
  if (!cs_game_over (g))
    for (guint p = 0; p < CS_NUM_PLAYERS; p++)
      if (json_array_get_int_element (scores, p) != g->player[p].score)
        trace_fail (where, "player %u has %d points; the trace says %" G_GINT64_FORMAT,
                    p, g->player[p].score, json_array_get_int_element (scores, p));
}

static void
check_final (const char *where, JsonObject *game, const CsGame *g, const CsEvents *ev)
{
  JsonArray *final = arr (game, "final"), *scores = arr (game, "scores");
  guint nl = 0;
  int winner;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      /* one trace line per copy of wall tile 9 */
      guint copies = e->kind == CS_LINE_WALL_TILE && e->wall == CS_WALL_FIVE_POINTS ? e->count : 1;

      if (e->type != CS_EVENT_FINAL_LINE)
        continue;
      for (guint c = 0; c < copies; c++)
        {
          JsonObject *o;
          if (nl >= json_array_get_length (final))
            trace_fail (where, "more final lines than the trace lists");
          o = json_array_get_object_element (final, nl++);
          if (who (o, "player") != e->player || num (o, "points") != e->points / (int) copies)
            trace_fail (where, "final line %u: player %d, %d points; the trace says %d, %" G_GINT64_FORMAT,
                        nl - 1, e->player, e->points / (int) copies, who (o, "player"), num (o, "points"));
          if (e->kind == CS_LINE_WALL_TILE && e->wall >= CS_WALL_UNFINISHED_PATH &&
              e->wall <= CS_WALL_UNFINISHED_HOUSE && e->node != CS_NONE)
            {
              CsTileMask want = cells_mask (arr (json_object_get_object_member (o, "feature"), "cells"));
              g_assert_true (mask_equal (&cs_game_feature (g, e->node)->tiles, &want));
              seen.unfinished++;
            }
          if (e->kind == CS_LINE_COURT)
            {
              CsTileMask want = cells_mask (arr (o, "cells"));
              g_assert_true (mask_equal (&cs_game_feature (g, e->node)->tiles, &want));
              seen.court_ties += e->player < 0;
              if (e->player >= 0)
                g_assert_cmpint (num (o, "markets") * num (o, "per_market"), ==, e->points);
              else
                g_assert_true (g_str_has_prefix (json_object_get_string_member (o, "arithmetic"), "tie"));
            }
        }
    }
  if (nl != json_array_get_length (final))
    trace_fail (where, "the trace lists %u final lines, the engine scored %u", json_array_get_length (final), nl);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    if (json_array_get_int_element (scores, p) != g->player[p].score)
      trace_fail (where, "final score of player %u: %d; the trace says %" G_GINT64_FORMAT,
                  p, g->player[p].score, json_array_get_int_element (scores, p));
  winner = g->player[0].score == g->player[1].score ? -1 : g->player[1].score > g->player[0].score;
  g_assert_cmpint (who (game, "winner"), ==, winner);
}

static void
replay_game (const char *file, guint variants, JsonObject *game)
{
  JsonObject *setup = json_object_get_object_member (game, "setup");
  JsonArray *order = arr (setup, "draw_order"), *wall = arr (setup, "wall_tiles"), *out = arr (setup, "left_out");
  JsonArray *turns = arr (game, "turns");
  guint8 draw[CS_NUM_TILES], layout[CS_NUM_WALL_TILES];
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GError) error = NULL;
  guint nturns = json_array_get_length (turns);

  g_assert_cmpuint (json_array_get_length (order), ==, CS_NUM_TILES);
  g_assert_cmpuint (json_array_get_length (wall) + json_array_get_length (out), ==, CS_NUM_WALL_TILES);
  for (guint i = 0; i < CS_NUM_TILES; i++)
    draw[i] = cs_tileset_find (tileset, json_array_get_int_element (order, i));
  for (guint i = 0; i < json_array_get_length (wall); i++)
    layout[i] = num (json_array_get_object_element (wall, i), "kind");
  for (guint i = 0; i < json_array_get_length (out); i++)
    layout[json_array_get_length (wall) + i] = json_array_get_int_element (out, i);
  cs_game_init_explicit (g, board, tileset, variants, draw, layout, num (game, "first"), ev, &error);
  g_assert_no_error (error);

  for (guint k = 0; k < nturns; k++)
    {
      JsonObject *turn = json_array_get_object_element (turns, k);
      g_autofree char *where = g_strdup_printf ("%s: seed %" G_GINT64_FORMAT ", turn %u",
                                                file, num (game, "seed"), k + 1);
      gboolean took_extra = FALSE;
      CsMove m;

      g_assert_cmpint (num (turn, "turn"), ==, k + 1);
      check_draws (where, turn, ev);
      if (json_object_get_null_member (turn, "placement"))
        {
          /* the pile ran out while unplaceable tiles were removed */
          if (k + 1 != nturns || !cs_game_over (g))
            trace_fail (where, "a turn without a placement before the end");
          seen.no_placement++;
          break;
        }
      if (cs_game_over (g))
        trace_fail (where, "the game is over; the trace plays on");
      if (num (turn, "player") != g->active)
        trace_fail (where, "player %" G_GINT64_FORMAT " plays; it is player %u's turn", num (turn, "player"), g->active);
      move_from_trace (where, turn, g, &m);
      ev->n = 0;
      if (!cs_game_play (g, &m, ev, &error))
        trace_fail (where, "%s", error->message);
      check_turn (where, turn, g, ev);
      for (guint i = 0; i < ev->n; i++)
        took_extra |= ev->ev[i].type == CS_EVENT_EXTRA_TURN;
      if (k + 1 < nturns)
        {
          JsonObject *next = json_array_get_object_element (turns, k + 1);
          g_assert_cmpint (json_object_get_boolean_member (next, "extra"), ==, took_extra);
          if (took_extra)
            g_assert_cmpint (num (next, "player"), ==, num (turn, "player"));
        }
      if (took_extra && (variants & CS_VARIANT_V3_IMMEDIATE_EXTRA))
        for (guint i = 0; i < ev->n; i++)
          seen.extra_v3 += ev->ev[i].type == CS_EVENT_WALL_TILE_TAKEN && ev->ev[i].kind == CS_WALL_EXTRA_TURN &&
                           ev->ev[i].player == (int) num (turn, "player");
      seen.turns++;
    }
  if (!cs_game_over (g))
    g_error ("%s: seed %" G_GINT64_FORMAT ": the trace ends before the game", file, num (game, "seed"));
  check_final (file, game, g, ev);
  seen.games++;
}

static void
replay_file (const char *path, guint want_variants)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *top, *options;
  JsonArray *games, *variants;
  guint v = 0;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  top = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (top, "format"), ==, "castellan-trace");
  g_assert_cmpint (num (top, "version"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (top, "game"), ==, "castle");
  g_assert_cmpstr (json_object_get_string_member (top, "board"), ==, "castle");
  g_assert_cmpstr (json_object_get_string_member (top, "tileset"), ==, "castellan");
  g_assert_cmpint (num (top, "player_count"), ==, CS_NUM_PLAYERS);
  g_assert_cmpuint (json_array_get_length (arr (top, "players")), ==, CS_NUM_PLAYERS);
  options = json_object_get_object_member (top, "options");
  variants = arr (options, "variants");
  for (guint i = 0; i < json_array_get_length (variants); i++)
    for (guint k = 0; k < 4; k++)
      if (g_strcmp0 (json_array_get_string_element (variants, i), cs_variant_id (1u << k)) == 0)
        v |= 1u << k;
  g_assert_cmpuint (v, ==, want_variants);
  games = arr (top, "games");
  for (guint i = 0; i < json_array_get_length (games); i++)
    replay_game (path, v, json_array_get_object_element (games, i));
}

/* the English of the trace's arithmetic (issue 14, texts item 5) */
static void
check_wording (const char *path)
{
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_null (strstr (text, "\"1 tiles"));
  g_assert_null (strstr (text, "\"1 markets"));
  g_assert_null (strstr (text, "of 1 cells"));
  g_assert_null (strstr (text, "tie: nobody scores"));
}

/* ---- classic Carcassonne ------------------------------------------------------ */

static struct {
  guint games, turns, completed[CS_CLASSIC_N_KINDS], shared, nobody, unfinished, farms, farm_points, removed;
} cseen;

static const char *
str (JsonObject *o, const char *name)
{
  g_assert_true (json_object_has_member (o, name));
  return json_object_get_string_member (o, name);
}

/* the players listed in @name, as bits */
static guint
player_bits (JsonObject *o, const char *name)
{
  JsonArray *a = arr (o, name);
  guint bits = 0;

  for (guint i = 0; i < json_array_get_length (a); i++)
    bits |= 1u << json_array_get_int_element (a, i);
  return bits;
}

/* C-7.2: the players with the most followers in a feature, none without any */
static guint
majority_from_trace (JsonObject *f, guint n_players)
{
  JsonArray *fol = arr (f, "followers");
  gint64 best = 0;
  guint bits = 0;

  g_assert_cmpuint (json_array_get_length (fol), ==, n_players);
  for (guint p = 0; p < n_players; p++)
    best = MAX (best, json_array_get_int_element (fol, p));
  for (guint p = 0; p < n_players && best > 0; p++)
    if (json_array_get_int_element (fol, p) == best)
      bits |= 1u << p;
  return bits;
}

/* what a feature of the trace is worth by the rules, from the trace alone:
 * complete (C-7.3) or at the end (C-8.2, C-8.3) */
static gint64
points_from_trace (JsonObject *f, gboolean final)
{
  const char *type = str (f, "type");
  gint64 tiles = num (f, "tiles");

  g_assert_cmpint (json_array_get_length (arr (f, "cells")), ==, tiles);
  if (strcmp (type, "road") == 0)
    return tiles;
  if (strcmp (type, "city") == 0)
    return (final ? 1 : 2) * (tiles + num (f, "shields"));
  if (strcmp (type, "cloister") == 0)
    {
      g_assert_cmpint (tiles, ==, 1);
      return 1 + num (f, "neighbours");
    }
  g_assert_cmpstr (type, ==, "field");
  g_assert_true (final);
  return 3 * num (f, "cities") + 4 * num (f, "castles");    /* C-8.3, B-4.10 */
}

/* scores a feature of the trace into @score by the rules; checks the
 * trace's own scorers and points against them */
static void
score_from_trace (const char *where, JsonObject *f, gboolean final, guint n_players, gint64 *score)
{
  guint winners = majority_from_trace (f, n_players);
  gint64 points = points_from_trace (f, final);

  if (player_bits (f, "scorers") != winners)
    trace_fail (where, "a %s: the followers make scorers %#x; the trace says %#x", str (f, "type"),
                winners, player_bits (f, "scorers"));
  if (num (f, "points") != (winners ? points : 0))
    trace_fail (where, "a %s is worth %" G_GINT64_FORMAT "; the trace says %" G_GINT64_FORMAT,
                str (f, "type"), winners ? points : 0, num (f, "points"));
  for (guint p = 0; p < n_players; p++)
    if (winners & (1u << p))
      score[p] += points;         /* ties share full points (C-7.2) */
  cseen.shared += __builtin_popcount (winners) > 1;
  cseen.nobody += winners == 0;
}

/* the engine's cells of a feature, named and in the trace's order */
static void
check_cells (const char *where, const CsClassic *g, guint16 node, JsonObject *f)
{
  JsonArray *cells = arr (f, "cells");
  guint16 want[CS_CLASSIC_NUM_TILES];
  guint n = 0;

  for (guint slot = 0; slot < g->n_laid; slot++)
    if (cs_tile_mask_has (&g->feat[node].tiles, slot))
      want[n++] = g->slot_cell[slot];
  if (n != json_array_get_length (cells))
    trace_fail (where, "a %s on %u cells; the trace lists %u", str (f, "type"), n, json_array_get_length (cells));
  for (guint i = 0; i < n; i++)
    {
      guint cell;
      g_assert_true (cs_classic_cell_from_name (json_array_get_string_element (cells, i), &cell));
      for (guint k = 0; k < n; k++)
        if (want[k] == cell)
          want[k] = G_MAXUINT16;
      if (i > 0)
        {
          guint prev;
          g_assert_true (cs_classic_cell_from_name (json_array_get_string_element (cells, i - 1), &prev));
          g_assert_cmpuint (prev, <, cell);
        }
    }
  for (guint k = 0; k < n; k++)
    if (want[k] != G_MAXUINT16)
      trace_fail (where, "a %s: the trace's cells are not the engine's", str (f, "type"));
}

/* the engine's pieces of a feature against the trace's: each piece's cell
 * and its letter on the tile there ("+" a bridge), cell by cell in grid
 * order, then in the tile's piece order */
static void
check_pieces (const char *where, const CsClassic *g, guint16 node, JsonArray *pieces)
{
  guint16 root = cs_classic_find (g, node);
  guint n = 0;
  gint64 last = -1;

  for (guint16 i = 0; i < g->n_nodes; i++)
    if (cs_classic_find (g, i) == root)
      n++;
  if (n != json_array_get_length (pieces))
    trace_fail (where, "a feature of %u pieces; the trace lists %u", n, json_array_get_length (pieces));
  for (guint k = 0; k < n; k++)
    {
      JsonObject *o = json_array_get_object_element (pieces, k);
      const char *label = str (o, "piece");
      guint cell, slot, piece;
      const CsClassicDesign *d;
      gint64 key;

      g_assert_true (cs_classic_cell_from_name (str (o, "cell"), &cell));
      slot = g->cell_slot[cell];
      g_assert_cmpuint (slot, <, g->n_laid);
      d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
      if (strcmp (label, "+") == 0)
        {
          piece = CS_CLASSIC_BRIDGE_PIECE;
          if (g->slot_bridge[slot] == 0 || cs_classic_find (g, g->slot_bridge_node[slot]) != root)
            trace_fail (where, "no bridge of this feature at %s", str (o, "cell"));
        }
      else
        {
          for (piece = 0; piece < d->n_pieces && d->pieces[piece].label != label[0]; piece++)
            ;
          if (piece == d->n_pieces || cs_classic_find (g, g->slot_node[slot] + piece) != root)
            trace_fail (where, "piece %s at %s is not part of this feature", label, str (o, "cell"));
        }
      key = (gint64) cell * 16 + piece;
      if (key <= last)
        trace_fail (where, "the pieces are not in cell order, then piece order");
      last = key;
    }
}

/* an event that scores a feature, against the trace's entry for it */
static void
check_classic_feature (const char *where, const CsClassic *g, const CsEvent *e, JsonObject *f)
{
  JsonArray *fol = arr (f, "followers");

  if (strcmp (str (f, "type"), cs_classic_kind_name (e->ftype)) != 0 || num (f, "tiles") != e->size ||
      player_bits (f, "scorers") != e->winners || num (f, "points") != e->points)
    trace_fail (where, "the engine scored a %s of %u tiles for %#x, %d points; the trace says a %s of %"
                G_GINT64_FORMAT " for %#x, %" G_GINT64_FORMAT, cs_classic_kind_name (e->ftype), e->size,
                e->winners, e->points, str (f, "type"), num (f, "tiles"), player_bits (f, "scorers"), num (f, "points"));
  for (guint p = 0; p < g->n_players; p++)
    g_assert_cmpint (json_array_get_int_element (fol, p), ==, e->followers[p]);
  check_cells (where, g, e->node, f);
  check_pieces (where, g, e->node, arr (f, "pieces"));
  if (e->type == CS_EVENT_FINAL_LINE && e->kind == CS_LINE_FARM &&
      (num (f, "cities") != e->count - e->castles || num (f, "castles") != e->castles))
    trace_fail (where, "a field borders %u completed cities and %u castles; the trace says %" G_GINT64_FORMAT
                " and %" G_GINT64_FORMAT, e->count - e->castles, e->castles, num (f, "cities"), num (f, "castles"));
}

static void
check_classic_letters (const char *where, JsonArray *letters, const CsClassic *g, const CsEvents *ev, CsEventType type)
{
  guint n = 0;

  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == type)
      {
        char letter = cs_classic_tile (classic_set, ev->ev[i].tile)->letter;
        if (n >= json_array_get_length (letters) || json_array_get_string_element (letters, n)[0] != letter)
          trace_fail (where, "tile %c drawn or removed is not the trace's", letter);
        n++;
      }
  if (n != json_array_get_length (letters))
    trace_fail (where, "%u tiles drawn or removed; the trace lists %u", n, json_array_get_length (letters));
  (void) g;
}

static void
check_classic_turn (const char *where, JsonObject *turn, const CsClassic *g, const CsEvents *ev)
{
  JsonArray *completed = arr (turn, "completed"), *moves = arr (turn, "marker_moves");
  guint nc = 0, nm = 0;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];

      if (e->type == CS_EVENT_FEATURE_SCORED)
        {
          if (nc >= json_array_get_length (completed))
            trace_fail (where, "more features completed than the trace lists");
          check_classic_feature (where, g, e, json_array_get_object_element (completed, nc++));
          cseen.completed[e->ftype]++;
        }
      else if (e->type == CS_EVENT_MARKER_MOVED)
        check_marker_move (where, moves, nm++, e, nc);
    }
  if (nc != json_array_get_length (completed) || nm != json_array_get_length (moves))
    trace_fail (where, "the trace lists more than the engine did");
}

static void
replay_classic_game (const char *file, guint n_players, guint options, JsonObject *game)
{
  JsonObject *setup = json_object_get_object_member (game, "setup");
  JsonObject *start = json_object_get_object_member (setup, "start");
  JsonArray *order = arr (setup, "draw_order"), *turns = arr (game, "turns"), *final = arr (game, "final");
  JsonArray *scores = arr (game, "scores");
  guint8 pile[CS_CLASSIC_NUM_TILES];
  gboolean used[CS_CLASSIC_NUM_TILES] = { 0 };
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GError) error = NULL;
  gint64 score[CS_CLASSIC_MAX_PLAYERS] = { 0 }, best = G_MININT64;
  guint nturns = json_array_get_length (turns), nl = 0, winners = 0;
  g_autofree char *where_end = g_strdup_printf ("%s: seed %" G_GINT64_FORMAT ", final scoring", file, num (game, "seed"));

  /* C-1.3: the start tile unturned at 0,0; the pile as letters, each the next unused tile of its design */
  g_assert_cmpstr (str (start, "cell"), ==, "0,0");
  g_assert_cmpint (num (start, "rotation"), ==, 0);
  g_assert_cmpint (str (start, "tile")[0], ==, cs_classic_tile (classic_set, classic_set->start)->letter);
  used[classic_set->start] = TRUE;
  g_assert_cmpuint (json_array_get_length (order), ==, CS_CLASSIC_BASE_TILES - 1);
  for (guint i = 0; i < json_array_get_length (order); i++)
    {
      char letter = json_array_get_string_element (order, i)[0];
      guint t;
      for (t = 0; t < classic_set->n_tiles; t++)
        if (!used[t] && cs_classic_tile (classic_set, t)->letter == letter)
          break;
      g_assert_cmpuint (t, <, classic_set->n_tiles);
      used[t] = TRUE;
      pile[i] = t;
    }
  g_assert_true (cs_classic_init_explicit (g, classic_set, n_players, options, pile, json_array_get_length (order),
                                           num (game, "first"), ev, &error));
  g_assert_no_error (error);

  for (guint k = 0; k < nturns; k++)
    {
      JsonObject *turn = json_array_get_object_element (turns, k);
      JsonArray *completed = arr (turn, "completed"), *turn_scores = arr (turn, "scores");
      g_autofree char *where = g_strdup_printf ("%s: seed %" G_GINT64_FORMAT ", turn %u", file, num (game, "seed"), k + 1);
      JsonObject *pl;
      CsClassicMove m;

      g_assert_cmpint (num (turn, "turn"), ==, k + 1);
      g_assert_false (json_object_has_member (turn, "extra"));
      g_assert_false (json_object_has_member (turn, "keep"));
      check_classic_letters (where, arr (turn, "drawn"), g, ev, CS_EVENT_TILE_DRAWN);
      check_classic_letters (where, arr (turn, "removed"), g, ev, CS_EVENT_TILE_REMOVED);
      cseen.removed += json_array_get_length (arr (turn, "removed"));
      if (json_object_get_null_member (turn, "placement"))
        {
          /* C-4.4, C-8.1: the last tiles fit nowhere and the pile ran out */
          if (k + 1 != nturns || !cs_classic_over (g))
            trace_fail (where, "a turn without a placement before the end");
          break;
        }
      if (cs_classic_over (g))
        trace_fail (where, "the game is over; the trace plays on");
      if (num (turn, "player") != g->active)
        trace_fail (where, "player %" G_GINT64_FORMAT " plays; it is player %u's turn", num (turn, "player"), g->active);

      /* the move, from the trace */
      pl = json_object_get_object_member (turn, "placement");
      g_assert_cmpint (str (pl, "tile")[0], ==, cs_classic_tile (classic_set, g->current)->letter);
      {
        guint cell;
        g_assert_true (cs_classic_cell_from_name (str (pl, "cell"), &cell));
        m.cell = cell;
      }
      m.rot = num (pl, "rotation");
      m.follower = -1;
      if (!json_object_get_null_member (turn, "follower"))
        {
          const CsClassicDesign *d = cs_classic_tile (classic_set, g->current);
          const char *label = str (json_object_get_object_member (turn, "follower"), "piece");
          for (guint p = 0; p < d->n_pieces; p++)
            if (d->pieces[p].label == label[0])
              m.follower = p;
          g_assert_cmpint (m.follower, >=, 0);
        }
      ev->n = 0;
      if (!cs_classic_play (g, &m, ev, &error))
        trace_fail (where, "%s", error->message);
      check_classic_turn (where, turn, g, ev);

      /* the trace's own arithmetic: its completed features make its scores */
      for (guint i = 0; i < json_array_get_length (completed); i++)
        score_from_trace (where, json_array_get_object_element (completed, i), FALSE, n_players, score);
      g_assert_cmpuint (json_array_get_length (turn_scores), ==, n_players);
      for (guint p = 0; p < n_players; p++)
        if (json_array_get_int_element (turn_scores, p) != score[p] ||
            (!cs_classic_over (g) && score[p] != g->player[p].score))
          trace_fail (where, "player %u: %" G_GINT64_FORMAT " points by the trace's features, %d by the engine; "
                      "the trace says %" G_GINT64_FORMAT, p, score[p], g->player[p].score,
                      json_array_get_int_element (turn_scores, p));
      cseen.turns++;
    }
  if (!cs_classic_over (g))
    g_error ("%s: seed %" G_GINT64_FORMAT ": the trace ends before the game", file, num (game, "seed"));

  /* the final scoring (C-8): the engine's lines, then the trace's arithmetic */
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_FINAL_LINE)
      {
        const CsEvent *e = &ev->ev[i];
        JsonObject *o;
        if (nl >= json_array_get_length (final))
          trace_fail (where_end, "more final lines than the trace lists");
        o = json_array_get_object_element (final, nl++);
        g_assert_cmpstr (str (o, "line"), ==, e->kind == CS_LINE_FARM ? "farmers" : "unfinished");
        check_classic_feature (where_end, g, e, o);
        cseen.unfinished += e->kind != CS_LINE_FARM;
        cseen.farms += e->kind == CS_LINE_FARM;
        cseen.farm_points += e->kind == CS_LINE_FARM ? e->points : 0;
      }
  if (nl != json_array_get_length (final))
    trace_fail (where_end, "the trace lists %u final lines, the engine scored %u", json_array_get_length (final), nl);
  for (guint i = 0; i < nl; i++)
    score_from_trace (where_end, json_array_get_object_element (final, i), TRUE, n_players, score);
  g_assert_cmpuint (json_array_get_length (scores), ==, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      if (json_array_get_int_element (scores, p) != score[p] || score[p] != g->player[p].score)
        trace_fail (where_end, "player %u: %" G_GINT64_FORMAT " points by the trace's own lines, %d by the engine; "
                    "the trace says %" G_GINT64_FORMAT, p, score[p], g->player[p].score,
                    json_array_get_int_element (scores, p));
      best = MAX (best, score[p]);
    }
  for (guint p = 0; p < n_players; p++)
    if (score[p] == best)
      winners |= 1u << p;
  g_assert_cmpuint (player_bits (game, "winners"), ==, winners);     /* C-8.5 */
  cseen.games++;
}

static void
replay_classic_file (const char *path, guint n_players, guint options)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *top;
  JsonArray *games;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  top = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (str (top, "format"), ==, "castellan-trace");
  g_assert_cmpint (num (top, "version"), ==, 2);
  g_assert_cmpstr (str (top, "game"), ==, "carcassonne");
  g_assert_false (json_object_has_member (top, "board"));
  g_assert_cmpstr (str (top, "tileset"), ==, "carcassonne");
  g_assert_cmpint (num (top, "player_count"), ==, n_players);
  g_assert_cmpuint (json_array_get_length (arr (top, "players")), ==, n_players);
  g_assert_cmpint (json_object_get_boolean_member (json_object_get_object_member (top, "options"), "farmers"), ==,
                   !(options & CS_CLASSIC_NO_FARMERS));
  games = arr (top, "games");
  for (guint i = 0; i < json_array_get_length (games); i++)
    replay_classic_game (path, n_players, options, json_array_get_object_element (games, i));
}

static void
test_classic_replay (void)
{
  static const char *const policies[] = { "greedy", "random,greedy", "greedy,random", "beginner,casual,greedy" };
  g_autofree char *dir = g_dir_make_tmp ("castellan-trace-XXXXXX", NULL);

  for (guint n = CS_CLASSIC_MIN_PLAYERS; n <= CS_CLASSIC_MAX_PLAYERS; n++)
    for (guint options = 0; options <= CS_CLASSIC_NO_FARMERS; options++)
      for (guint k = 0; k < G_N_ELEMENTS (policies); k++)
        {
          g_autofree char *path = g_strdup_printf ("%s/classic-%u-%u-%u.json", dir, n, options, k);
          g_autofree char *seed = g_strdup_printf ("%u", 500 + 20 * n + 7 * options + 3 * k);
          g_autofree char *players = g_strdup_printf ("%u", n);
          const char *argv[] = { cli, "play", "--game", "carcassonne", "--players", players, "--seed", seed,
                                 "--games", "2", "--policy", policies[k], "--trace", path,
                                 options ? "--no-farmers" : NULL, NULL };
          g_autofree char *err = NULL;
          g_autoptr(GError) error = NULL;
          int status;

          g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error);
          g_assert_no_error (error);
          if (!g_spawn_check_wait_status (status, &error))
            g_error ("castellan-cli play --game carcassonne: %s\n%s", error->message, err);
          replay_classic_file (path, n, options);
          g_remove (path);
        }
  g_rmdir (dir);

  g_test_message ("%u classic games, %u turns; completed: %u roads, %u cities, %u cloisters; %u features shared "
                  "by several players, %u scored by nobody; final: %u unfinished features, %u fields (%u points); "
                  "%u tiles removed", cseen.games, cseen.turns, cseen.completed[CS_CLASSIC_ROAD],
                  cseen.completed[CS_CLASSIC_CITY], cseen.completed[CS_CLASSIC_CLOISTER], cseen.shared,
                  cseen.nobody, cseen.unfinished, cseen.farms, cseen.farm_points, cseen.removed);
  g_assert_cmpuint (cseen.games, ==, 4 * 2 * G_N_ELEMENTS (policies) * 2);
  g_assert_cmpuint (cseen.completed[CS_CLASSIC_ROAD], >, 0);
  g_assert_cmpuint (cseen.completed[CS_CLASSIC_CITY], >, 0);
  g_assert_cmpuint (cseen.completed[CS_CLASSIC_CLOISTER], >, 0);
  g_assert_cmpuint (cseen.shared, >, 0);
  g_assert_cmpuint (cseen.nobody, >, 0);
  g_assert_cmpuint (cseen.farm_points, >, 0);
}

/* ---- Bridges, Castles and Bazaars ------------------------------------------------ */

static struct {
  guint games, turns, closed, bridges, bridges_declined, castles_built, castles_declined, castles_scored,
        payments, farm_castles, picks;
} bseen;

/* one item of a turn's list, with the turn it is listed in */
typedef struct {
  JsonNode *node;
  guint     turn;
  int       player;
} Item;

static JsonArray *expansion_of (JsonObject *turn);

/* the items of every turn's list @member, in order */
static GPtrArray *
flatten (JsonArray *turns, const char *member)
{
  GPtrArray *a = g_ptr_array_new_with_free_func (g_free);

  for (guint k = 0; k < json_array_get_length (turns); k++)
    {
      JsonObject *turn = json_array_get_object_element (turns, k);
      JsonArray *list = strcmp (member, "expansion") == 0 ? expansion_of (turn) : arr (turn, member);
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          Item *it = g_new (Item, 1);
          it->node = json_array_get_element (list, i);
          it->turn = k;
          it->player = num (turn, "player");
          g_ptr_array_add (a, it);
        }
    }
  return a;
}

/* entries of a turn's "expansion" list that only tell what happened: the
 * decisions are the others, and "taken" when a deal is settled or picked */
static gboolean
told_only (const char *event)
{
  static const char *const told[] = { "bazaar", "displayed", "no_bazaar", "castle_scored", "taken", "bridge" };

  for (guint i = 0; i < G_N_ELEMENTS (told); i++)
    if (strcmp (event, told[i]) == 0)
      return TRUE;
  return FALSE;
}

/* the trace read as the decisions of the game, in order: each turn's
 * declined bridges, its placement (with the bridge laid with it), then the
 * castle and bazaar entries of the turn */
typedef struct {
  JsonArray *turns;
  guint      turn, pos;       /* the next item: entry pos of turn's list, placement at pos == n_before */
  gboolean   placed;
} Cursor;

static JsonArray *
expansion_of (JsonObject *turn)
{
  static JsonArray *empty;

  if (json_object_has_member (turn, "expansion"))
    return json_object_get_array_member (turn, "expansion");
  if (empty == NULL)
    empty = json_array_new ();
  return empty;
}

/* the next decision of the trace that the engine's step wants: the
 * placement (@want NULL) or an entry of event @want or @alt */
static JsonObject *
cursor_next (Cursor *c, const char *where, const char *want, const char *alt)
{
  while (c->turn < json_array_get_length (c->turns))
    {
      JsonObject *turn = json_array_get_object_element (c->turns, c->turn);
      JsonArray *exp = expansion_of (turn);

      if (!c->placed && (c->pos >= json_array_get_length (exp) ||
                         strcmp (str (json_array_get_object_element (exp, c->pos), "event"), "bridge_declined") != 0))
        {
          /* the declined bridges come before the tile laid */
          c->placed = TRUE;
          if (!json_object_get_null_member (turn, "placement"))
            {
              if (want == NULL)
                return turn;
              trace_fail (where, "the engine waits for %s; the trace lays a tile", want);
            }
          continue;
        }
      if (c->pos < json_array_get_length (exp))
        {
          JsonObject *o = json_array_get_object_element (exp, c->pos++);
          const char *event = str (o, "event");
          if ((want != NULL && strcmp (event, want) == 0) || (alt != NULL && strcmp (event, alt) == 0))
            return o;
          if (!told_only (event))
            trace_fail (where, "the engine waits for %s; the trace's turn %u has %s", want ? want : "a tile laid",
                        c->turn + 1, event);
          continue;
        }
      c->turn++;
      c->pos = 0;
      c->placed = FALSE;
    }
  trace_fail (where, "the engine waits for %s; the trace has nothing more", want ? want : "a tile laid");
  return NULL;
}

static guint
piece_of (const CsClassicDesign *d, const char *label)
{
  if (strcmp (label, "+") == 0)
    return d->n_pieces;     /* B-3.8: the bridge */
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].label == label[0])
      return p;
  g_error ("no piece %s on tile %c", label, d->letter);
  return 0;
}

/* the lay of @turn, with its bridge when the next entry of its list is one */
static void
lay_from_trace (Cursor *c, JsonObject *turn, const CsClassic *g, CsClassicMove *m)
{
  JsonObject *pl = json_object_get_object_member (turn, "placement");
  JsonArray *exp = expansion_of (turn);
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);
  guint cell;

  *m = (CsClassicMove) CS_CLASSIC_MOVE_INIT;
  g_assert_cmpint (str (pl, "tile")[0], ==, d->letter);
  g_assert_true (cs_classic_cell_from_name (str (pl, "cell"), &cell));
  m->cell = cell;
  m->rot = num (pl, "rotation");
  if (c->pos < json_array_get_length (exp) &&
      strcmp (str (json_array_get_object_element (exp, c->pos), "event"), "bridge") == 0)
    {
      JsonObject *b = json_array_get_object_element (exp, c->pos++);
      guint at, axis = strcmp (str (b, "axis"), "ns") == 0 ? 1 : 2, target = 0;
      int dx, dy;

      g_assert_true (cs_classic_cell_from_name (str (b, "cell"), &at));
      dx = cs_classic_cell_x (at) - cs_classic_cell_x (cell);
      dy = cs_classic_cell_y (at) - cs_classic_cell_y (cell);
      /* on the tile laid, or on its neighbour to the N, E, S or W */
      target = dx == 0 && dy == 0 ? 0 : dy == -1 ? 1 : dx == 1 ? 2 : dy == 1 ? 3 : 4;
      m->bridge = CS_CLASSIC_BRIDGE (target, axis);
      bseen.bridges++;
    }
  if (!json_object_get_null_member (turn, "follower"))
    m->follower = piece_of (d, str (json_object_get_object_member (turn, "follower"), "piece"));
}

/* the trace's next entry of the engine's BC&B events, compared */
static void
check_bcb_entry (const char *where, const CsClassic *g, const CsEvent *e, JsonObject *o)
{
  static const char *const deals[] = { "kept", "bought", "sold", "free" };
  const char *event = str (o, "event");
  const char *want = NULL;

  switch (e->type)
    {
    case CS_EVENT_BRIDGE_PLACED:   want = "bridge"; break;
    case CS_EVENT_TILE_REMOVED:    want = "bridge_declined"; break;
    case CS_EVENT_CASTLE_BUILT:    want = "castle_built"; break;
    case CS_EVENT_CASTLE_DECLINED: want = "castle_declined"; break;
    case CS_EVENT_CASTLE_SCORED:   want = "castle_scored"; break;
    case CS_EVENT_BAZAAR_OPENED:   want = "bazaar"; break;
    case CS_EVENT_BAZAAR_SKIPPED:  want = "no_bazaar"; break;
    case CS_EVENT_BAZAAR_TILE:     want = "displayed"; break;
    case CS_EVENT_BAZAAR_OFFER:    want = "offer"; break;
    case CS_EVENT_BAZAAR_BID:      want = "bid"; break;
    case CS_EVENT_BAZAAR_PASS:     want = "pass"; break;
    case CS_EVENT_BAZAAR_TAKEN:    want = "taken"; break;
    default: g_assert_not_reached ();
    }
  if (strcmp (event, want) != 0 || num (o, "player") != e->player)
    trace_fail (where, "the engine's %s by player %d; the trace says %s by %" G_GINT64_FORMAT, want, e->player,
                event, num (o, "player"));
  if (json_object_has_member (o, "tile"))
    g_assert_cmpint (str (o, "tile")[0], ==, cs_classic_tile (g->tileset, e->tile)->letter);
  switch (e->type)
    {
    case CS_EVENT_CASTLE_BUILT:
    case CS_EVENT_CASTLE_DECLINED:
    case CS_EVENT_CASTLE_SCORED:
      /* both tiles of the castle, which another castle may share (B-4.1) */
      g_assert_cmpuint (json_array_get_length (arr (o, "cells")), ==, 2);
      check_cells (where, g, e->node, o);
      check_pieces (where, g, e->node, arr (o, "pieces"));
      if (e->type == CS_EVENT_CASTLE_SCORED)
        g_assert_cmpint (num (o, "points"), ==, e->points);
      bseen.castles_built += e->type == CS_EVENT_CASTLE_BUILT;
      bseen.castles_declined += e->type == CS_EVENT_CASTLE_DECLINED;
      bseen.castles_scored += e->type == CS_EVENT_CASTLE_SCORED;
      break;
    case CS_EVENT_BAZAAR_TILE:
    case CS_EVENT_BAZAAR_OFFER:
      g_assert_cmpint (num (o, "number"), ==, e->piece + 1);
      if (e->type == CS_EVENT_BAZAAR_OFFER)
        g_assert_cmpint (num (o, "points"), ==, e->points);
      break;
    case CS_EVENT_BAZAAR_BID:
      g_assert_cmpint (num (o, "points"), ==, e->points);
      break;
    case CS_EVENT_BAZAAR_TAKEN:
      g_assert_cmpint (num (o, "number"), ==, e->piece + 1);
      g_assert_cmpstr (str (o, "deal"), ==, deals[e->kind]);
      g_assert_cmpint (num (o, "points"), ==, e->kind == CS_DEAL_FREE ? 0 : e->points);
      g_assert_cmpint (num (o, "paid_to"), ==, e->from);
      break;
    case CS_EVENT_TILE_REMOVED:
      bseen.bridges_declined++;
      break;
    default:
      break;
    }
}

/* what a marker move of the trace says it pays, from the trace alone */
static void
check_marker_source (const char *where, JsonObject *turn, JsonObject *mm)
{
  gint64 player = num (mm, "player"), delta = num (mm, "to") - num (mm, "from");
  JsonObject *o;

  g_assert_true (json_object_has_member (mm, "expansion"));
  if (!json_object_get_null_member (mm, "completed"))
    {
      o = json_array_get_object_element (arr (turn, "completed"), num (mm, "completed"));
      g_assert_true (json_object_get_null_member (mm, "expansion"));
      if (!(player_bits (o, "scorers") & (1u << player)) || delta != num (o, "points"))
        trace_fail (where, "a marker move of %" G_GINT64_FORMAT " for a %s it did not score", delta, str (o, "type"));
      return;
    }
  o = json_array_get_object_element (expansion_of (turn), num (mm, "expansion"));
  if (strcmp (str (o, "event"), "castle_scored") == 0)
    {
      if (num (o, "player") != player || delta != num (o, "points"))
        trace_fail (where, "a marker move of %" G_GINT64_FORMAT " for a castle it did not score", delta);
      return;
    }
  /* B-5.4: the tile's taker pays the points; paid_to, if any, gets them */
  g_assert_cmpstr (str (o, "event"), ==, "taken");
  if (!((num (o, "player") == player && delta == -num (o, "points")) ||
        (num (o, "paid_to") == player && delta == num (o, "points"))))
    trace_fail (where, "a marker move of %" G_GINT64_FORMAT " is no payment of the deal", delta);
  bseen.payments++;
}

static void
replay_bcb_game (const char *file, guint n_players, guint options, JsonObject *game)
{
  JsonObject *setup = json_object_get_object_member (game, "setup");
  JsonArray *order = arr (setup, "draw_order"), *turns = arr (game, "turns"), *final = arr (game, "final");
  guint8 pile[CS_CLASSIC_NUM_TILES];
  gboolean used[CS_CLASSIC_NUM_TILES] = { 0 };
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (CsEvent));
  g_autoptr(GError) error = NULL;
  g_autofree char *where = g_strdup_printf ("%s: seed %" G_GINT64_FORMAT, file, num (game, "seed"));
  gint64 score[CS_CLASSIC_MAX_PLAYERS] = { 0 };
  guint nturns = json_array_get_length (turns);
  Cursor c = { turns, 0, 0, FALSE };
  guint k, i;

  /* the set-up: the pile as letters, each the next unused tile of its design */
  used[bcb_set->start] = TRUE;
  g_assert_cmpuint (json_array_get_length (order), ==, CS_CLASSIC_NUM_TILES - 1);
  for (i = 0; i < json_array_get_length (order); i++)
    {
      char letter = json_array_get_string_element (order, i)[0];
      guint t;
      for (t = 0; t < bcb_set->n_tiles; t++)
        if (!used[t] && cs_classic_tile (bcb_set, t)->letter == letter)
          break;
      g_assert_cmpuint (t, <, bcb_set->n_tiles);
      used[t] = TRUE;
      pile[i] = t;
    }
  g_assert_true (cs_classic_init_explicit (g, bcb_set, n_players, options, pile, json_array_get_length (order),
                                           num (game, "first"), ev, &error));
  g_assert_no_error (error);
  g_array_append_vals (all, ev->ev, ev->n);

  /* every decision from the trace, as the engine asks for it */
  while (!cs_classic_over (g))
    {
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;
      JsonObject *o;

      switch (g->phase)
        {
        case CS_PHASE_PLACE:
          o = cursor_next (&c, where, NULL, "bridge_declined");
          if (json_object_has_member (o, "event"))
            m.kind = CS_CLASSIC_MOVE_DISCARD;     /* B-3.6 */
          else
            lay_from_trace (&c, o, g, &m);
          break;
        case CS_CLASSIC_PHASE_CASTLE:
          o = cursor_next (&c, where, "castle_built", "castle_declined");
          m.kind = strcmp (str (o, "event"), "castle_built") == 0 ? CS_CLASSIC_MOVE_CASTLE : CS_CLASSIC_MOVE_NO_CASTLE;
          break;
        case CS_CLASSIC_PHASE_OFFER:
          o = cursor_next (&c, where, "offer", NULL);
          m.kind = CS_CLASSIC_MOVE_OFFER;
          m.pick = num (o, "number") - 1;
          m.amount = num (o, "points");
          break;
        case CS_CLASSIC_PHASE_BID:
          o = cursor_next (&c, where, "bid", "pass");
          m.kind = strcmp (str (o, "event"), "bid") == 0 ? CS_CLASSIC_MOVE_BID : CS_CLASSIC_MOVE_PASS;
          m.amount = m.kind == CS_CLASSIC_MOVE_BID ? num (o, "points") : 0;
          break;
        case CS_CLASSIC_PHASE_SETTLE:
          o = cursor_next (&c, where, "taken", NULL);
          m.kind = strcmp (str (o, "deal"), "bought") == 0 ? CS_CLASSIC_MOVE_BUY : CS_CLASSIC_MOVE_SELL;
          break;
        default:
          o = cursor_next (&c, where, "taken", NULL);     /* BV-1 */
          m.kind = CS_CLASSIC_MOVE_PICK;
          m.pick = num (o, "number") - 1;
          bseen.picks++;
          break;
        }
      ev->n = 0;
      if (!cs_classic_play (g, &m, ev, &error))
        trace_fail (where, "move %u from the trace: %s", g->move + 1, error->message);
      g_array_append_vals (all, ev->ev, ev->n);
    }

  /* the engine's events against the trace, list by list, each item with
   * the player of its turn: every tile drawn or removed belongs to the
   * player of the turn it is listed in (B-5.8) */
  {
    g_autoptr(GPtrArray) drawn = flatten (turns, "drawn"), removed = flatten (turns, "removed");
    g_autoptr(GPtrArray) completed = flatten (turns, "completed"), moves = flatten (turns, "marker_moves");
    g_autoptr(GPtrArray) entries = flatten (turns, "expansion");
    guint nd = 0, nr = 0, nc = 0, nm = 0, ne = 0, np = 0, nl = 0;

    for (i = 0; i < all->len; i++)
      {
        const CsEvent *e = &g_array_index (all, CsEvent, i);
        const CsClassicDesign *d = e->type <= CS_EVENT_FOLLOWER_PLACED ? cs_classic_tile (bcb_set, e->tile) : NULL;
        Item *it;

        switch (e->type)
          {
          case CS_EVENT_TILE_DRAWN:
          case CS_EVENT_TILE_REMOVED:
            {
              GPtrArray *list = e->type == CS_EVENT_TILE_DRAWN ? drawn : removed;
              guint *n = e->type == CS_EVENT_TILE_DRAWN ? &nd : &nr;
              if (*n >= list->len)
                trace_fail (where, "tile %c drawn or removed; the trace lists no more", d->letter);
              it = list->pdata[(*n)++];
              if (json_node_get_string (it->node)[0] != d->letter || it->player != e->player)
                trace_fail (where, "turn %u: player %d draws or removes tile %c; the trace says player %d, tile %s",
                            it->turn + 1, e->player, d->letter, it->player, json_node_get_string (it->node));
              bseen.closed += e->type == CS_EVENT_TILE_REMOVED && (e->kind == CS_CLASSIC_REMOVED_BOUGHT ||
                                                                 e->kind == CS_CLASSIC_REMOVED_BOUGHT_DECLINED);
              if (e->type == CS_EVENT_TILE_REMOVED &&
                  (e->kind == CS_CLASSIC_REMOVED_DECLINED || e->kind == CS_CLASSIC_REMOVED_BOUGHT_DECLINED))
                {
                  if (ne >= entries->len)
                    trace_fail (where, "a declined bridge the trace does not list");
                  it = entries->pdata[ne++];
                  check_bcb_entry (where, g, e, json_node_get_object (it->node));
                }
            }
            break;
          case CS_EVENT_TILE_LAID:
            {
              JsonObject *turn, *pl;
              guint cell;
              if (e->player < 0)
                break;      /* the start tile */
              /* the np-th turn with a placement */
              for (; np < nturns && json_object_get_null_member (json_array_get_object_element (turns, np), "placement"); np++)
                ;
              g_assert_cmpuint (np, <, nturns);
              turn = json_array_get_object_element (turns, np++);
              pl = json_object_get_object_member (turn, "placement");
              g_assert_true (cs_classic_cell_from_name (str (pl, "cell"), &cell));
              if (num (turn, "player") != e->player || str (pl, "tile")[0] != d->letter ||
                  cell != cs_classic_cell (e->x, e->y) || num (pl, "rotation") != e->rot)
                trace_fail (where, "turn %u: player %d lays %c at %d,%d turned %u; the trace says otherwise",
                            np, e->player, d->letter, e->x, e->y, e->rot);
              bseen.turns++;
            }
            break;
          case CS_EVENT_FEATURE_SCORED:
            if (nc >= completed->len)
              trace_fail (where, "more features completed than the trace lists");
            it = completed->pdata[nc++];
            check_classic_feature (where, g, e, json_node_get_object (it->node));
            break;
          case CS_EVENT_MARKER_MOVED:
            {
              JsonObject *o;
              if (nm >= moves->len)
                trace_fail (where, "more marker moves than the trace lists");
              it = moves->pdata[nm++];
              o = json_node_get_object (it->node);
              if (num (o, "player") != e->player || num (o, "from") != e->from || num (o, "to") != e->to)
                trace_fail (where, "turn %u: a marker move differs from the engine's", it->turn + 1);
            }
            break;
          case CS_EVENT_FINAL_LINE:
            if (nl >= json_array_get_length (final))
              trace_fail (where, "more final lines than the trace lists");
            check_classic_feature (where, g, e, json_array_get_object_element (final, nl++));
            bseen.farm_castles += e->kind == CS_LINE_FARM && e->castles > 0;
            break;
          default:
            if (e->type >= CS_EVENT_BRIDGE_PLACED)
              {
                if (ne >= entries->len)
                  trace_fail (where, "more expansion events than the trace lists");
                it = entries->pdata[ne++];
                check_bcb_entry (where, g, e, json_node_get_object (it->node));
              }
            break;
          }
      }
    if (nd != drawn->len || nr != removed->len || nc != completed->len || nm != moves->len ||
        ne != entries->len || nl != json_array_get_length (final))
      trace_fail (where, "the trace lists more than the engine did");
  }

  /* the trace's own arithmetic: features, castles and bazaar payments make
   * each turn's scores (C-7, B-4.6, B-5.4), the final lines the end's */
  for (k = 0; k < nturns; k++)
    {
      JsonObject *turn = json_array_get_object_element (turns, k);
      JsonArray *completed = arr (turn, "completed"), *exp = expansion_of (turn), *moves = arr (turn, "marker_moves");
      g_autofree char *at = g_strdup_printf ("%s, turn %u", where, k + 1);

      g_assert_cmpint (num (turn, "turn"), ==, k + 1);
      for (i = 0; i < json_array_get_length (completed); i++)
        score_from_trace (at, json_array_get_object_element (completed, i), FALSE, n_players, score);
      for (i = 0; i < json_array_get_length (exp); i++)
        {
          JsonObject *o = json_array_get_object_element (exp, i);
          if (strcmp (str (o, "event"), "castle_scored") == 0)
            score[num (o, "player")] += num (o, "points");
          else if (strcmp (str (o, "event"), "taken") == 0)
            {
              score[num (o, "player")] -= num (o, "points");
              if (num (o, "paid_to") >= 0)
                score[num (o, "paid_to")] += num (o, "points");
            }
        }
      for (i = 0; i < json_array_get_length (moves); i++)
        check_marker_source (at, turn, json_array_get_object_element (moves, i));
      for (guint p = 0; p < n_players; p++)
        if (json_array_get_int_element (arr (turn, "scores"), p) != score[p])
          trace_fail (at, "player %u: %" G_GINT64_FORMAT " points by the trace's own entries; the trace says %"
                      G_GINT64_FORMAT, p, score[p], json_array_get_int_element (arr (turn, "scores"), p));
      if (json_object_get_null_member (turn, "placement") && k + 1 < nturns)
        {
          /* B-5.8: only a bought tile that fitted nowhere ends a turn without one */
          g_assert_cmpuint (json_array_get_length (arr (turn, "removed")), ==, 1);
          g_assert_cmpuint (json_array_get_length (arr (turn, "drawn")), ==, 1);
        }
    }
  for (i = 0; i < json_array_get_length (final); i++)
    score_from_trace (where, json_array_get_object_element (final, i), TRUE, n_players, score);
  for (guint p = 0; p < n_players; p++)
    if (json_array_get_int_element (arr (game, "scores"), p) != score[p] || score[p] != g->player[p].score)
      trace_fail (where, "player %u: %" G_GINT64_FORMAT " points by the trace's own entries, %d by the engine",
                  p, score[p], g->player[p].score);
  bseen.games++;
}

static void
replay_bcb_run (const char *dir, guint n_players, guint seed, guint games, const char *policy, const char *extra)
{
  g_autofree char *path = g_strdup_printf ("%s/bcb-%u-%u.json", dir, n_players, seed);
  g_autofree char *players = g_strdup_printf ("%u", n_players), *first = g_strdup_printf ("%u", seed);
  g_autofree char *count = g_strdup_printf ("%u", games), *err = NULL;
  const char *argv[] = { cli, "play", "--game", "carcassonne", "--expansions", "bcb", "--players", players,
                         "--seed", first, "--games", count, "--policy", policy, "--trace", path, extra, NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *top, *options;
  JsonArray *list;
  guint flags = CS_CLASSIC_BCB;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("castellan-cli play --expansions bcb: %s\n%s", error->message, err);
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  top = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (num (top, "version"), ==, 2);
  options = json_object_get_object_member (top, "options");
  g_assert_cmpstr (json_array_get_string_element (arr (options, "expansions"), 0), ==, "bcb");
  if (!json_object_get_boolean_member (options, "farmers"))
    flags |= CS_CLASSIC_NO_FARMERS;
  if (json_object_has_member (options, "quick_bazaar"))
    flags |= CS_CLASSIC_QUICK_BAZAAR;
  list = arr (top, "games");
  for (guint i = 0; i < json_array_get_length (list); i++)
    replay_bcb_game (path, n_players, flags, json_array_get_object_element (list, i));
  g_remove (path);
}

/* A trace of a game with Bridges, Castles and Bazaars alone replays it:
 * every decision (bridges laid and declined, castles built and declined,
 * offers, bids, settlements, picks) comes from the trace, every event of
 * the engine is in it under the right turn and player, and its own numbers
 * make its scores, bazaar payments and castles included (issue 31). */
static void
test_bcb_replay (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-trace-XXXXXX", NULL);

  /* the outside checker's two games, where a bought tile fits nowhere (B-5.8) */
  replay_bcb_run (dir, 4, 3, 1, "greedy", NULL);
  replay_bcb_run (dir, 2, 105, 1, "greedy", NULL);
  /* bridges declined (B-3.6), in play and in a bazaar round */
  replay_bcb_run (dir, 2, 1271, 1, "random", NULL);
  replay_bcb_run (dir, 4, 1271, 2, "random", NULL);
  /* castles built, declined and scored; fields against castles (B-4.10) */
  replay_bcb_run (dir, 3, 101, 4, "greedy,random", NULL);
  replay_bcb_run (dir, 5, 100, 2, "casual,greedy", NULL);
  replay_bcb_run (dir, 2, 107, 2, "random", "--no-farmers");
  replay_bcb_run (dir, 3, 7, 2, "greedy", "--quick-bazaar");
  g_rmdir (dir);

  g_test_message ("%u games with BC&B, %u tiles laid; %u bridges, %u declined; castles: %u built, %u declined, "
                  "%u scored; %u bazaar payments; %u picks (BV-1); %u turns ended by a bought tile removed; "
                  "%u fields scored against castles", bseen.games, bseen.turns, bseen.bridges, bseen.bridges_declined,
                  bseen.castles_built, bseen.castles_declined, bseen.castles_scored, bseen.payments, bseen.picks,
                  bseen.closed, bseen.farm_castles);
  g_assert_cmpuint (bseen.games, ==, 15);
  g_assert_cmpuint (bseen.closed, >=, 2);
  g_assert_cmpuint (bseen.bridges, >, 0);
  g_assert_cmpuint (bseen.bridges_declined, >, 0);
  g_assert_cmpuint (bseen.castles_built, >, 0);
  g_assert_cmpuint (bseen.castles_declined, >, 0);
  g_assert_cmpuint (bseen.castles_scored, >, 0);
  g_assert_cmpuint (bseen.payments, >, 0);
  g_assert_cmpuint (bseen.picks, >, 0);
  g_assert_cmpuint (bseen.farm_castles, >, 0);
}

static void
test_replay_every_variant (void)
{
  static const char *const pairs[][2] = { { "greedy", "random" }, { "casual", "greedy" }, { "random", "casual" } };
  g_autofree char *dir = g_dir_make_tmp ("castellan-trace-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint v = 0; v < 16; v++)
    for (guint p = 0; p < G_N_ELEMENTS (pairs); p++)
      {
        g_autofree char *path = g_strdup_printf ("%s/trace-%u-%u.json", dir, v, p);
        g_autofree char *seed = g_strdup_printf ("%u", 1000 + 10 * v + 4 * p);
        g_autoptr(GPtrArray) argv = g_ptr_array_new ();
        g_autofree char *out = NULL, *err = NULL;
        g_autoptr(GError) error = NULL;
        int status;

        g_ptr_array_add (argv, (char *) cli);
        g_ptr_array_add (argv, "play");
        g_ptr_array_add (argv, "--seed");
        g_ptr_array_add (argv, seed);
        g_ptr_array_add (argv, "--games");
        g_ptr_array_add (argv, "3");
        g_ptr_array_add (argv, "--a");
        g_ptr_array_add (argv, (char *) pairs[p][0]);
        g_ptr_array_add (argv, "--b");
        g_ptr_array_add (argv, (char *) pairs[p][1]);
        g_ptr_array_add (argv, "--trace");
        g_ptr_array_add (argv, path);
        for (guint k = 0; k < 4; k++)
          if (v & (1u << k))
            {
              g_ptr_array_add (argv, "--variant");
              g_ptr_array_add (argv, (char *) cs_variant_id (1u << k));
            }
        g_ptr_array_add (argv, NULL);
        g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
        g_assert_no_error (error);
        if (!g_spawn_check_wait_status (status, &error))
          g_error ("castellan-cli play: %s\n%s", error->message, err);
        replay_file (path, v);
        check_wording (path);
        g_remove (path);
      }
  g_rmdir (dir);

  g_test_message ("%u games, %u turns, %u features completed (%u scored after another in the same turn), "
                  "%u wall tiles 2/3 spent, %u extra turns (%u in the turn tile 1 was won, V-3), %u keeps moved, "
                  "%u unfinished features scored by tiles 4-6, %u tied courts, %u tiles removed, "
                  "%u last turns without a placement",
                  seen.games, seen.turns, seen.completed, seen.orders, seen.boosts, seen.extra, seen.extra_v3,
                  seen.keep_moved, seen.unfinished, seen.court_ties, seen.removed, seen.no_placement);
  g_assert_cmpuint (seen.games, ==, 16 * G_N_ELEMENTS (pairs) * 3);
  g_assert_cmpuint (seen.orders, >, 0);
  g_assert_cmpuint (seen.boosts, >, 0);
  g_assert_cmpuint (seen.extra_v3, >, 0);
  g_assert_cmpuint (seen.keep_moved, >, 0);
  g_assert_cmpuint (seen.unfinished, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc < 2)
    g_error ("usage: test-trace CASTELLAN-CLI [test options]");
  cli = argv[1];
  board = tc_shipped_board ();
  tileset = tc_shipped_tileset ();
  classic_set = tc_shipped_classic_tileset ();
  bcb_set = castellan_shipped_classic_tileset_with (CS_CLASSIC_BCB);
  g_test_add_func ("/trace/replay-every-variant", test_replay_every_variant);
  g_test_add_func ("/trace/classic-replay", test_classic_replay);
  g_test_add_func ("/trace/bcb-replay", test_bcb_replay);
  return g_test_run ();
}
