/* test-classic.c — classic Carcassonne through CastellanClassicGame and
 * CastellanClassicTurn, with no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hot-seat games played as the board plays them (point, turn, lay, pick a
 * spot), computer seats stepping through their GTask, and a game saved
 * and resumed with its seats and options.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "castellan-classic-describe.h"
#include "castellan-classic-turn.h"
#include "castellan-classic-lessons.h"
#include "castellan-classic-tutor.h"
#include "castellan-game.h"
#include "castellan-save.h"
#include "castellan-tutor.h"
#include "cs-classic-text.h"
#include "model-common.h"

/* every seat played by @kind, the second called Ada */
static CastellanClassicGame *
new_game (guint n, gboolean farmers, guint32 seed, CastellanPlayerKind kind)
{
  CastellanPlayerKind kinds[CS_CLASSIC_MAX_PLAYERS];

  for (guint p = 0; p < n; p++)
    kinds[p] = kind;
  return model_classic_game_new (n, farmers, FALSE, seed, kinds, "Ada");
}

/* C-4.2, C-4.3: the turn's lit cells are the engine's, and a refusal names its rule */
static void
test_legal_cells (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (2, TRUE, 7, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const CsClassic *g = castellan_classic_game_get_state (game);
  g_autofree CsClassicPlacement *places = g_new (CsClassicPlacement, CS_CLASSIC_MAX_PLACEMENTS);
  const guint16 *cells;
  guint n, n_cells, n_places = 0;
  gboolean refused_side = FALSE;

  g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  g_assert_cmpuint (castellan_classic_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (castellan_classic_game_get_player_name (game, 0), ==, "Yellow");
  g_assert_cmpstr (castellan_classic_game_get_player_name (game, 1), ==, "Ada");
  g_assert_cmpuint (castellan_classic_game_get_tiles_left (game), ==, 70);   /* one is in hand */

  n = cs_classic_placements (g, FALSE, places);
  n_cells = castellan_classic_turn_get_fit_cells (turn, &cells);
  g_assert_cmpuint (n_cells, >, 0);
  for (guint i = 0; i < n; i++)
    g_assert_true (castellan_classic_turn_get_fits (turn, places[i].cell) & (1u << places[i].rot));
  for (guint i = 0; i < n_cells; i++)
    n_places += __builtin_popcount (castellan_classic_turn_get_fits (turn, cells[i]));
  g_assert_cmpuint (n_places, ==, n);

  /* the cursor starts on a lit cell, turned to fit */
  g_assert_true (castellan_classic_turn_get_fits (turn, castellan_classic_turn_get_cursor_cell (turn)) &
                 (1u << castellan_classic_turn_get_rotation (turn)));

  /* far away: C-4.2; on the start tile: C-4.2; a side that does not match: C-4.3 */
  {
    g_autofree char *far = castellan_classic_turn_dup_refusal (turn, cs_classic_cell (5, 5), 0);
    g_autofree char *on = castellan_classic_turn_dup_refusal (turn, cs_classic_cell (0, 0), 0);
    g_autoptr(GError) error = NULL;
    CsClassicMove m = { .cell = cs_classic_cell (5, 5), .rot = 0, .follower = -1 };

    g_assert_nonnull (strstr (far, "C-4.2"));
    g_assert_nonnull (strstr (on, "C-4.2"));
    /* the game refuses the move in the same words (one wording per verdict) */
    g_assert_false (castellan_classic_game_play (game, &m, &error));
    g_assert_error (error, CS_ERROR, CS_ERROR_ILLEGAL_MOVE);
    g_assert_cmpstr (error->message, ==, far);
  }
  for (int x = -1; x <= 1; x++)
    for (int y = -1; y <= 1; y++)
      for (guint rot = 0; rot < 4; rot++)
        {
          guint cell = cs_classic_cell (x, y);
          g_autofree char *why = castellan_classic_turn_dup_refusal (turn, cell, rot);
          if ((x == 0) == (y == 0))
            continue;
          g_assert_cmpint (why == NULL, ==, !!(castellan_classic_turn_get_fits (turn, cell) & (1u << rot)));
          if (why != NULL)
            {
              g_assert_nonnull (strstr (why, "C-4.3"));
              refused_side = TRUE;
            }
        }
  /* with 24 designs, some rotation beside the start tile does not fit */
  g_assert_true (refused_side);
}

static void
refused_cb (CastellanClassicTurn *turn, const char *why, char **out)
{
  g_free (*out);
  *out = g_strdup (why);
}

/* turning walks only the rotations that fit; laying where it does not fit is refused */
static void
test_turning (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (2, TRUE, 11, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autofree char *refused = NULL;
  const guint16 *cells;
  guint n_cells = castellan_classic_turn_get_fit_cells (turn, &cells);
  gboolean tried = FALSE;

  g_signal_connect (turn, "placement-refused", G_CALLBACK (refused_cb), &refused);
  for (guint i = 0; i < n_cells; i++)
    {
      guint mask = castellan_classic_turn_get_fits (turn, cells[i]);
      castellan_classic_turn_set_cursor_cell (turn, cells[i]);
      for (guint k = 0; k < 8; k++)
        {
          castellan_classic_turn_rotate (turn, k < 4 ? 1 : -1);
          g_assert_true (mask & (1u << castellan_classic_turn_get_rotation (turn)));
        }
      if (mask != 0xF && !tried)
        {
          guint bad = __builtin_ctz (~mask & 0xF);
          castellan_classic_turn_set_rotation (turn, bad);
          g_assert_false (castellan_classic_turn_lay (turn));
          g_assert_nonnull (refused);
          g_assert_nonnull (strstr (refused, "C-4.3"));
          g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
          tried = TRUE;
        }
    }
  g_assert_true (tried);

  /* the cursor walks the board within a cell of the laid tiles */
  castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (0, 0));
  g_assert_true (castellan_classic_turn_move_cursor (turn, 1, 0));
  g_assert_cmpint (castellan_classic_turn_get_cursor_cell (turn), ==, cs_classic_cell (1, 0));
  g_assert_false (castellan_classic_turn_move_cursor (turn, 1, 0));
  g_assert_true (castellan_classic_turn_move_cursor (turn, -2, -1));
}

/* C-6: spots name their roles; a held feature and CV-1 close them */
static void
test_spot_roles (void)
{
  const char *names[] = { "Yellow", "Ada" };
  CsClassic dummy = { 0 };
  CsClassicSpot s = { 0 };
  const char *roles[CS_CLASSIC_N_KINDS] = { "farmer", "highwayman", "knight", "monk" };
  guint seen[CS_CLASSIC_N_KINDS] = { 0 };
  guint no_farmers = 0;

  dummy.n_players = 2;
  for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
    {
      g_autofree char *text = NULL;
      s.type = k;
      s.state = CS_SPOT_OPEN;
      s.size = 2;
      text = cs_classic_text_spot (&dummy, &s, names);
      {
        g_autofree char *lower = g_ascii_strdown (text, -1);
        g_assert_nonnull (strstr (lower, roles[k]));
      }
      g_assert_cmpstr (cs_classic_text_role (k), ==, roles[k]);
    }
  s.type = CS_CLASSIC_CITY;
  s.state = CS_SPOT_OCCUPIED;
  s.followers[1] = 1;
  {
    g_autofree char *text = cs_classic_text_spot (&dummy, &s, names);
    g_assert_nonnull (strstr (text, "Ada"));
    g_assert_nonnull (strstr (text, "C-6.2"));
  }

  /* whole games: every kind of spot turns up; without farmers no field is open */
  for (guint farmers = 0; farmers < 2; farmers++)
    {
      g_autoptr(CastellanClassicGame) game = new_game (3, farmers, 5, CASTELLAN_PLAYER_HUMAN);
      g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);

      while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
        {
          const CsClassicSpot *spots;
          const guint8 *open;
          guint n, n_open;

          g_assert_true (castellan_classic_turn_lay (turn));
          n = castellan_classic_turn_get_spots (turn, &spots);
          n_open = castellan_classic_turn_get_open_spots (turn, &open);
          for (guint i = 0; i < n; i++)
            {
              seen[spots[i].type]++;
              if (spots[i].type == CS_CLASSIC_FIELD && !farmers)
                {
                  g_assert_cmpint (spots[i].state, ==, CS_SPOT_NO_FARMERS);
                  no_farmers++;
                }
            }
          for (guint i = 0; i < n_open; i++)
            g_assert_true (farmers || spots[open[i]].type != CS_CLASSIC_FIELD);
          castellan_classic_turn_choose_follower (turn, n_open > 0 ? (int) (castellan_classic_game_get_state (game)->move % n_open) : -1);
        }
      g_assert_cmpint (castellan_classic_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
    }
  for (guint k = 0; k < CS_CLASSIC_N_KINDS; k++)
    g_assert_cmpuint (seen[k], >, 0);
  g_assert_cmpuint (no_farmers, >, 0);
}

static guint
count_events (GArray *scored, guint type, guint kind)
{
  guint n = 0;
  for (guint i = 0; i < scored->len; i++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, i);
      n += e->type == type && (type != CS_EVENT_FINAL_LINE || e->kind == kind);
    }
  return n;
}

/* a whole hot-seat game through the turn, with confirm-turn: the log, the
 * final sheet's lines and the outcome */
static void
test_hot_seat_game (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (2, TRUE, 3, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autofree char *outcome = NULL;
  guint turns = 0, placed = 0;
  int total[2] = { 0, 0 };
  GArray *scored;

  g_object_set (turn, "confirm-turn", TRUE, NULL);
  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      const guint8 *open;
      guint n_open, active = castellan_classic_game_get_state (game)->active;

      g_assert_true (castellan_player_get_active (castellan_classic_game_get_player (game, active)));
      castellan_classic_turn_rotate (turn, 1);
      g_assert_true (castellan_classic_turn_lay (turn));
      g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
      n_open = castellan_classic_turn_get_open_spots (turn, &open);
      /* a farmer whenever one can go, else the first spot */
      castellan_classic_turn_choose_follower (turn, n_open > 0 ? (int) n_open - 1 : -1);
      g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_CONFIRM);
      placed += n_open > 0;
      castellan_classic_turn_end (turn);
      turns++;
      g_assert_cmpint (castellan_classic_game_get_last_cell (game, active), >=, 0);
    }
  g_assert_cmpint (castellan_classic_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  g_assert_cmpuint (turns, >=, 60);
  g_assert_cmpuint (placed, >, 0);
  g_assert_cmpuint (castellan_classic_game_get_tiles_left (game), ==, 0);
  outcome = castellan_classic_game_dup_outcome (game);
  g_assert_nonnull (outcome);
  g_assert_nonnull (strstr (outcome, "game is over"));

  /* every scored feature and field is a line, and they add up to the scores */
  scored = castellan_classic_game_get_scored (game);
  g_assert_cmpuint (count_events (scored, CS_EVENT_FEATURE_SCORED, 0), >, 0);
  g_assert_cmpuint (count_events (scored, CS_EVENT_FINAL_LINE, CS_LINE_FARM), >, 0);
  for (guint i = 0; i < scored->len; i++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, i);
      for (guint p = 0; p < 2; p++)
        if (e->winners & (1u << p))
          total[p] += e->points;
    }
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (total[p], ==, castellan_player_get_score (castellan_classic_game_get_player (game, p)));
  g_assert_cmpuint (g_list_model_get_n_items (castellan_classic_game_get_log (game)), >, turns);
}

static guint
count_bullets (const char *text)
{
  guint n = 0;
  for (const char *p = text; (p = strstr (p, "\n• ")) != NULL; p++)
    n++;
  return n;
}

/* The tutor agrees with the engine: before a move it lists what laying the
 * tile there completes, exactly the features the move then scores; a field
 * spot lights cities with tiles laid; at the end each field's line names
 * as many completed cities as it scored for (C-8.3). */
static void
test_tutor (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, 11, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const char *const *names = (const char *const *) castellan_classic_game_get_record (game)->names;
  guint previews = 0, lit = 0, farms = 0;
  GArray *scored;

  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      const CsClassic *g = castellan_classic_game_get_state (game);
      const guint16 *cells;
      const guint8 *open;
      guint n_fit = castellan_classic_turn_get_fit_cells (turn, &cells), cell = cells[g->move % n_fit], rot;
      g_autofree char *preview = NULL, *spots = NULL;
      const CsEvents *ev;
      guint n_open, completed = 0;
      int farmer = -1;

      castellan_classic_turn_set_cursor_cell (turn, cell);
      rot = __builtin_ctz (castellan_classic_turn_get_fits (turn, cell));
      castellan_classic_turn_set_rotation (turn, rot);
      if (!(castellan_classic_turn_get_fits (turn, cell) & (1u << ((rot + 1) & 3))))
        {
          g_autofree char *none = castellan_classic_tutor_dup_preview (turn, cell, (rot + 1) & 3);
          g_assert_null (none);
        }
      preview = castellan_classic_tutor_dup_preview (turn, cell, rot);
      g_assert_nonnull (preview);
      g_assert_true (castellan_classic_turn_lay (turn));
      spots = castellan_classic_tutor_dup_spots (turn);
      g_assert_nonnull (spots);
      n_open = castellan_classic_turn_get_open_spots (turn, &open);
      /* each numbered spot an item of its own, a blank line before the next */
      for (guint i = 2; i <= n_open; i++)
        {
          g_autofree char *item = g_strdup_printf ("\n\n%u. ", i);
          g_assert_nonnull (strstr (spots, item));
        }
      /* walk the spots; a field lights the laid tiles of its cities */
      for (guint i = 0; i < n_open; i++)
        {
          guint16 city_cells[CS_CLASSIC_NUM_TILES];
          guint done, n;

          g_assert_true (castellan_classic_turn_select_spot (turn, i));
          n = castellan_classic_tutor_field_city_cells (turn, city_cells, &done);
          g_assert_cmpuint (done, <=, n);
          for (guint k = 0; k < n; k++)
            g_assert_true (g->cell_slot[city_cells[k]] != CS_CLASSIC_NO_SLOT || city_cells[k] == cell);
          lit += n > 0;
          if (cs_classic_tile (g->tileset, g->current)->pieces[open[i]].type == CS_CLASSIC_FIELD)
            farmer = i;
        }
      castellan_classic_turn_choose_follower (turn, farmer);
      ev = castellan_classic_game_get_last_events (game);
      for (guint i = 0; i < ev->n; i++)
        completed += ev->ev[i].type == CS_EVENT_FEATURE_SCORED;
      g_assert_cmpuint (count_bullets (preview), ==, completed);
      previews += completed > 0;
    }
  g_assert_cmpuint (previews, >, 0);
  g_assert_cmpuint (lit, >, 0);
  scored = castellan_classic_game_get_scored (game);
  for (guint i = 0; i < scored->len; i++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, i);
      g_autofree char *cities = castellan_classic_tutor_dup_farm_cities (castellan_classic_game_get_state (game), e, names);

      if (e->type != CS_EVENT_FINAL_LINE || e->kind != CS_LINE_FARM)
        {
          g_assert_null (cities);
          continue;
        }
      /* a bullet per completed city, and one for the farmers */
      g_assert_cmpuint (count_bullets (cities), ==, e->count + 1u);
      farms++;
    }
  g_assert_cmpuint (farms, >, 0);
}

static void
wait_over (CastellanClassicGame *game)
{
  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
}

/* five computer seats play a whole game off the main thread, farmers off */
/* how many hints of @model have @key */
static guint
count_keys (GListModel *model, const char *key)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(CastellanHint) hint = g_list_model_get_item (model, i);
      n += g_strcmp0 (castellan_hint_get_key (hint), key) == 0;
    }
  return n;
}

/* The classic tutor publishes its words as list models, as The Castle's
 * does (issue 32), through the same interface: "Your tile" while the tile
 * is placed, the spots once it is laid, and the texts the classic page
 * shows are these lists joined. */
static void
test_tutor_lists (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, 11, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  CastellanHintSource *source = CASTELLAN_HINT_SOURCE (tutor);
  GListModel *tile = castellan_hint_source_get_hints (source, CASTELLAN_HINTS_TILE);
  GListModel *followers = castellan_hint_source_get_hints (source, CASTELLAN_HINTS_FOLLOWERS);
  guint refusals = 0, scoring = 0;

  g_assert_true (g_type_is_a (CASTELLAN_TYPE_TUTOR, CASTELLAN_TYPE_HINT_SOURCE));
  g_assert_true (tile == castellan_classic_tutor_get_hints (tutor, CASTELLAN_HINTS_TILE));
  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      const CsClassic *g = castellan_classic_game_get_state (game);
      const guint16 *cells;
      const guint8 *open;
      guint n_fit = castellan_classic_turn_get_fit_cells (turn, &cells), cell = cells[g->move % n_fit], rot;
      g_autofree char *preview = NULL, *spots = NULL, *joined = NULL, *fits = NULL;
      g_autoptr(GPtrArray) preview_hints = NULL;
      const CsEvents *ev;
      guint completed = 0, n_spots, n_open;
      const CsClassicSpot *all_spots;

      /* a cell next to nothing: refused, with the reason the turn gives */
      castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (-20, 20));
      if (castellan_classic_turn_get_cursor_cell (turn) >= 0 &&
          !castellan_classic_turn_get_fits (turn, castellan_classic_turn_get_cursor_cell (turn)))
        {
          g_autoptr(CastellanHint) first = g_list_model_get_item (tile, 0);
          g_autofree char *why = castellan_classic_turn_dup_refusal (turn, castellan_classic_turn_get_cursor_cell (turn),
                                                                     castellan_classic_turn_get_rotation (turn));

          g_assert_cmpuint (g_list_model_get_n_items (tile), ==, 1);
          g_assert_cmpstr (castellan_hint_get_key (first), ==, "tile:refused");
          g_assert_cmpint (castellan_hint_get_mood (first), ==, CASTELLAN_HINT_BAD);
          g_assert_cmpstr (castellan_hint_get_sentence (first), ==, why);
          refusals++;
        }

      castellan_classic_turn_set_cursor_cell (turn, cell);
      rot = __builtin_ctz (castellan_classic_turn_get_fits (turn, cell));
      castellan_classic_turn_set_rotation (turn, rot);
      g_assert_cmpuint (count_keys (tile, "tile:fits"), ==, 1);
      g_assert_cmpuint (g_list_model_get_n_items (followers), ==, 0);
      fits = g_strdup_printf ("The tile fits in %u lit cell", n_fit);
      joined = castellan_hint_source_dup_text (source, CASTELLAN_HINTS_TILE, "\n");
      g_assert_true (g_str_has_prefix (joined, fits));
      /* the page's preview is the preview's hints joined, a bullet a feature */
      preview = castellan_classic_tutor_dup_preview (turn, cell, rot);
      preview_hints = castellan_classic_tutor_preview (turn, cell, rot);
      g_assert_nonnull (strstr (joined, castellan_hint_get_sentence (g_ptr_array_index (preview_hints, 0))));
      g_assert_cmpuint (count_bullets (preview), ==, preview_hints->len - 1);
      g_assert_cmpuint (count_keys (tile, "preview:scored"), ==, preview_hints->len - 1);

      g_assert_true (castellan_classic_turn_lay (turn));
      g_assert_cmpuint (g_list_model_get_n_items (tile), ==, 0);
      n_spots = castellan_classic_turn_get_spots (turn, &all_spots);
      n_open = castellan_classic_turn_get_open_spots (turn, &open);
      g_assert_cmpuint (count_keys (followers, "spot:open") + count_keys (followers, "spot:bridge"), ==, n_open);
      g_assert_cmpuint (count_keys (followers, "spot:open") + count_keys (followers, "spot:closed"), ==, n_spots);
      spots = castellan_classic_tutor_dup_spots (turn);
      g_clear_pointer (&joined, g_free);
      joined = castellan_hint_source_dup_text (source, CASTELLAN_HINTS_FOLLOWERS, "\n\n");
      g_assert_true (g_str_has_prefix (joined ? joined : "", spots));
      castellan_classic_turn_choose_follower (turn, -1);
      ev = castellan_classic_game_get_last_events (game);
      for (guint i = 0; i < ev->n; i++)
        completed += ev->ev[i].type == CS_EVENT_FEATURE_SCORED;
      g_assert_cmpuint (preview_hints->len - 1, ==, completed);
      scoring += completed > 0;
      /* a classic game has no wall tiles; its log tells the last turn */
      g_assert_cmpuint (g_list_model_get_n_items (castellan_hint_source_get_hints (source, CASTELLAN_HINTS_WALL)), ==, 0);
      g_assert_cmpuint (g_list_model_get_n_items (castellan_hint_source_get_hints (source, CASTELLAN_HINTS_LAST_TURN)), ==, 0);
    }
  /* over: the tile's section tells of the end (/classic/tutor-over) */
  g_assert_cmpuint (g_list_model_get_n_items (tile), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (tile); i++)
    {
      g_autoptr(CastellanHint) hint = g_list_model_get_item (tile, i);

      g_assert_true (g_str_has_prefix (castellan_hint_get_key (hint), "over:"));
    }
  g_assert_cmpuint (g_list_model_get_n_items (followers), ==, 0);
  g_assert_cmpuint (refusals, >, 0);
  g_assert_cmpuint (scoring, >, 0);
}

static void
test_computer_game (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (5, FALSE, 17, CASTELLAN_PLAYER_BEGINNER);
  const CsClassic *g = castellan_classic_game_get_state (game);

  g_assert_cmpint (castellan_classic_game_get_phase (game), ==, CASTELLAN_PHASE_THINKING);
  g_assert_false (castellan_classic_game_get_farmers (game));
  wait_over (game);
  g_assert_cmpuint (g->n_players, ==, 5);
  g_assert_cmpuint (count_events (castellan_classic_game_get_scored (game), CS_EVENT_FINAL_LINE, CS_LINE_FARM), ==, 0);
  for (guint p = 0; p < 5; p++)
    g_assert_cmpint (castellan_classic_game_get_last_cell (game, p), >=, 0);
}

/* the learner's move: one that reaches the lesson when the tile allows it
 * (tried on a scratch copy, as the lesson judges it: from the events),
 * else the greedy one */
static void
lesson_move (const CsClassic *g, int lesson, CsRng *rng, CsClassicMove *best)
{
  g_autofree CsClassicPlacement *places = g_new (CsClassicPlacement, CS_CLASSIC_MAX_FRONTIER * 4);
  g_autofree CsClassic *copy = g_new (CsClassic, 1);
  g_autofree CsEvents *ev = g_new (CsEvents, 1);
  guint n = cs_classic_placements (g, FALSE, places);

  cs_classic_policy_greedy (g, rng, best);
  if (lesson >= CASTELLAN_CLASSIC_N_LESSONS)
    return;
  for (guint i = 0; i < n; i++)
    {
      guint8 open[CS_CLASSIC_MAX_PIECES];
      guint n_open = cs_classic_open_spots (g, places[i].cell, places[i].rot, open);

      for (int k = -1; k < (int) n_open; k++)
        {
          CsClassicMove m = { places[i].cell, places[i].rot, k < 0 ? -1 : open[k] };

          *copy = *g;
          ev->n = 0;
          if (cs_classic_play (copy, &m, ev, NULL) && castellan_classic_lesson_reached (lesson, g->active, ev, NULL))
            {
              *best = m;
              return;
            }
        }
    }
}

/* Learn to Play: every lesson is reached by the learner's own moves, each
 * waiting until its goal is met and saying what a move lacked */
static void
test_lessons (void)
{
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  g_autoptr(CastellanClassicTutorial) tutorial = castellan_classic_tutorial_new (game);
  CastellanClassicSetup setup;
  CsRng rng = { 9 };
  guint whys = 0;

  castellan_classic_lessons_setup (&setup);
  g_assert_cmpuint (setup.n_players, ==, 2);
  castellan_classic_game_start (game, &setup);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (tutorial), ==, 0);
  for (guint l = 0; l < castellan_classic_course_length (CASTELLAN_CLASSIC_COURSE_BASE); l++)
    {
      g_assert_cmpuint (strlen (castellan_classic_lesson_title (l)), >, 3);
      g_assert_nonnull (strstr (castellan_classic_lesson_text (l), "."));
      g_assert_true (g_str_has_prefix (castellan_classic_lesson_rule (l), "C-"));
    }
  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    {
      const CsClassic *g = castellan_classic_game_get_state (game);
      g_autoptr(GError) error = NULL;
      CsClassicMove m;
      int before = castellan_classic_tutorial_get_lesson (tutorial);

      if (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      g_assert_cmpuint (g->active, ==, 0);
      lesson_move (g, before, &rng, &m);
      g_assert_true (castellan_classic_game_play (game, &m, &error));
      g_assert_no_error (error);
      /* a lesson left waiting says what the move lacked */
      if (castellan_classic_tutorial_get_lesson (tutorial) == before && before > 0 &&
          before < CASTELLAN_CLASSIC_LESSON_FINAL)
        {
          g_assert_nonnull (castellan_classic_tutorial_get_why (tutorial));
          whys++;
        }
    }
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (tutorial), ==, CASTELLAN_CLASSIC_N_LESSONS);
  g_test_message ("%u tries fell short", whys);
}

static const CastellanHint *
find_hint (GListModel *hints, const char *prefix)
{
  for (guint i = 0; i < g_list_model_get_n_items (hints); i++)
    {
      g_autoptr(CastellanHint) hint = g_list_model_get_item (hints, i);

      if (g_str_has_prefix (castellan_hint_get_key (hint), prefix))
        return hint;   /* the list holds it */
    }
  return NULL;
}

/* the final lines of @kind that gave points each name a cell of @cells */
static guint
check_final_cells (GArray *scored, guint kind, const CastellanHint *hint)
{
  guint n = 0, n_cells = 0, most = 0;
  const CastellanCell *cells = castellan_hint_get_cells ((CastellanHint *) hint, &n_cells);

  for (guint i = 0; i < scored->len; i++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, i);
      gboolean named = FALSE;

      if (e->type != CS_EVENT_FINAL_LINE || e->kind != kind || e->points <= 0)
        continue;
      for (guint c = 0; c < n_cells; c++)
        named |= cells[c].x == e->x && cells[c].y == e->y;
      if (!named)
        g_error ("end hint \"%s\" does not name %d,%d of a feature it scored", castellan_hint_get_text ((CastellanHint *) hint),
                 e->x, e->y);
      most = MAX (most, e->size);
      n++;
    }
  g_assert_cmpuint (n_cells, >=, most);
  return n;
}

/* Issue 32: at the end of a classic or expansion game the tutor's tile
 * section says the game is over (C-8.1), who won (C-8.5) and how the final
 * scoring went (C-8.2, C-8.3), lighting what it scored; nothing of it
 * while the game runs */
static void
test_tutor_over (gconstpointer data)
{
  guint mode = GPOINTER_TO_UINT (data);
  gboolean farmers = mode != 1, bcb = mode == 2;
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, farmers, bcb, 41 + mode, kinds, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  GListModel *tile = castellan_hint_source_get_hints (CASTELLAN_HINT_SOURCE (tutor), CASTELLAN_HINTS_TILE);
  GArray *scored = castellan_classic_game_get_scored (game);
  const CsClassic *g;
  const CastellanHint *hint;
  g_autofree char *outcome = NULL;
  int top = G_MININT;
  guint n_top = 0;

  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    {
      g_assert_null (find_hint (tile, "over:"));
      g_main_context_iteration (NULL, TRUE);
    }
  g = castellan_classic_game_get_state (game);

  hint = find_hint (tile, "over:end");
  g_assert_nonnull (hint);
  g_assert_cmpstr (castellan_hint_get_rule ((CastellanHint *) hint), ==, "C-8.1");

  /* the winner, as the outcome names them */
  hint = find_hint (tile, "over:winner");
  g_assert_nonnull (hint);
  g_assert_cmpstr (castellan_hint_get_rule ((CastellanHint *) hint), ==, "C-8.5");
  for (guint p = 0; p < g->n_players; p++)
    top = MAX (top, g->player[p].score);
  for (guint p = 0; p < g->n_players; p++)
    if (g->player[p].score == top)
      {
        const char *name = castellan_player_shown_name (castellan_classic_game_get_record (game)->names[p]);

        if (strstr (castellan_hint_get_text ((CastellanHint *) hint), name) == NULL)
          g_error ("end hint \"%s\" does not name the winner %s", castellan_hint_get_text ((CastellanHint *) hint), name);
        n_top++;
      }
  g_assert_cmpuint (n_top, >, 0);
  outcome = castellan_classic_game_dup_outcome (game);
  g_assert_nonnull (outcome);

  /* the unfinished features that scored again, their cells lit */
  hint = find_hint (tile, "over:features:");
  g_assert_nonnull (hint);
  g_assert_cmpstr (castellan_hint_get_rule ((CastellanHint *) hint), ==, "C-8.2");
  {
    guint n = check_final_cells (scored, CS_LINE_FEATURE, hint);
    g_autofree char *key = g_strdup_printf ("over:features:%u", n);

    g_assert_cmpstr (castellan_hint_get_key ((CastellanHint *) hint), ==, key);
    g_assert_cmpuint (n, >, 0);
  }

  /* the fields, with farmers only */
  hint = find_hint (tile, "over:fields:");
  if (!farmers)
    g_assert_null (hint);
  else
    {
      guint n;
      g_autofree char *key = NULL;

      g_assert_nonnull (hint);
      g_assert_cmpstr (castellan_hint_get_rule ((CastellanHint *) hint), ==, "C-8.3");
      n = check_final_cells (scored, CS_LINE_FARM, hint);
      key = g_strdup_printf ("over:fields:%u", n);
      g_assert_cmpstr (castellan_hint_get_key ((CastellanHint *) hint), ==, key);
    }
  g_assert_nonnull (find_hint (tile, "over:sheet"));
  g_test_message ("%s: %u end hints", outcome, g_list_model_get_n_items (tile));
  for (guint i = 0; i < g_list_model_get_n_items (tile); i++)
    {
      g_autoptr(CastellanHint) one = g_list_model_get_item (tile, i);
      guint n;

      castellan_hint_get_cells (one, &n);
      g_test_message ("  %s [%s, %u cells]", castellan_hint_get_text (one), castellan_hint_get_rule (one), n);
    }
}

/* saved with its kind, seats and farmers option, and resumed to the same position */
static void
test_save_resume (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (4, FALSE, 23, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicGame) back = castellan_classic_game_new ();
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *dir = g_dir_make_tmp ("castellan-classic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *on_disk = NULL;
  gsize len;

  castellan_classic_game_set_autosave_file (game, file);
  for (guint i = 0; i < 20; i++)
    {
      castellan_classic_turn_lay (turn);
      castellan_classic_turn_choose_follower (turn, castellan_classic_turn_get_open_spots (turn, NULL) > 0 ? 0 : -1);
    }
  data = castellan_classic_game_save_to_data (game, &len);
  g_assert_true (cs_record_data_is_classic (data, len));
  g_assert_nonnull (strstr (data, "Game=carcassonne"));
  g_assert_true (g_file_get_contents (path, &on_disk, NULL, NULL));
  g_assert_cmpstr (on_disk, ==, data);

  g_assert_true (castellan_classic_game_load (back, data, len, "saved", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (castellan_classic_game_get_n_players (back), ==, 4);
  g_assert_false (castellan_classic_game_get_farmers (back));
  g_assert_cmpstr (castellan_classic_game_get_player_name (back, 1), ==, "Ada");
  g_assert_true (memcmp (castellan_classic_game_get_state (back), castellan_classic_game_get_state (game),
                         sizeof (CsClassic)) == 0);
  g_assert_cmpuint (g_list_model_get_n_items (castellan_classic_game_get_log (back)), ==,
                    g_list_model_get_n_items (castellan_classic_game_get_log (game)));
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (castellan_classic_game_get_last_cell (back, p), ==, castellan_classic_game_get_last_cell (game, p));

  /* a Castle record, or a broken one, is refused and changes nothing */
  g_assert_false (castellan_classic_game_load (back, "[Game]\nVersion=1\n", 17, "castle", &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (castellan_classic_game_get_n_players (back), ==, 4);

  /* undo takes back the person's last move */
  g_assert_true (castellan_classic_game_get_can_undo (game));
  {
    guint16 moves = castellan_classic_game_get_state (game)->move;
    g_assert_true (castellan_classic_game_undo (game));
    g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, moves - 1);
    g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  }
  g_remove (path);
  g_rmdir (dir);
}

/* Saved, then resumed in a new game: the same position, the same seed
 * (issue 31: seeds from 2^31 up were refused on resume). Through a file
 * when @path is given (each save is synced to disk, so not every time). */
static void
save_and_resume (CastellanClassicGame *game, const char *path)
{
  g_autoptr(CastellanClassicGame) back = castellan_classic_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;

  if (path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_assert_true (castellan_classic_game_save_to_file (game, file, &error));
      g_assert_no_error (error);
      g_assert_true (castellan_save_read (path, &data, &len, &error));
    }
  else
    data = castellan_classic_game_save_to_data (game, &len);
  if (!castellan_classic_game_load (back, data, len, path, &error))
    g_error ("seed %u: %s", castellan_classic_game_get_record (game)->seed, error->message);
  g_assert_cmpuint (castellan_classic_game_get_record (back)->seed, ==, castellan_classic_game_get_record (game)->seed);
  g_assert_cmpuint (castellan_classic_game_get_bcb (back), ==, castellan_classic_game_get_bcb (game));
  g_assert_true (memcmp (castellan_classic_game_get_state (back), castellan_classic_game_get_state (game),
                         sizeof (CsClassic)) == 0);
}

/* issue 31: 1,000 games started as the New Game dialog starts them, with
 * no seed given (g_random_int draws one from the whole guint32 range), half
 * of them with the expansion, a few moves each, saved and resumed (one in
 * 25 through a file); and the highest seeds given outright */
static void
test_unseeded_resume (void)
{
  static const guint32 edges[] = { (guint32) G_MAXINT32 + 1, G_MAXUINT32 };
  g_autofree char *dir = g_dir_make_tmp ("castellan-seeds-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current-carcassonne.castellan", NULL);
  CsRng rng = { 31 };
  guint high = 0;

  for (guint i = 0; i < 1000 + G_N_ELEMENTS (edges); i++)
    {
      g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
      CastellanClassicSetup setup = { 0 };

      setup.n_players = 2 + i % 4;
      setup.farmers = i % 3 != 0;
      setup.bcb = i % 2 == 1;
      setup.quick_bazaar = i % 4 == 3;
      setup.first = -1;
      if (i >= 1000)
        {
          setup.seed = edges[i - 1000];
          setup.has_seed = TRUE;
        }
      castellan_classic_game_start (game, &setup);
      if (castellan_classic_game_get_record (game)->seed > (guint32) G_MAXINT32)
        high++;
      for (guint m = 0; m < 1 + i % 3; m++)
        {
          CsClassicMove move;
          g_autoptr(GError) error = NULL;

          cs_classic_policy_random (castellan_classic_game_get_state (game), &rng, &move);
          g_assert_true (castellan_classic_game_play (game, &move, &error));
          g_assert_no_error (error);
        }
      save_and_resume (game, i % 25 == 0 || i >= 1000 ? path : NULL);
    }
  /* about half of the drawn seeds lie above 2^31 - 1; at least the two given */
  g_assert_cmpuint (high, >, 2);
  g_test_message ("%u of %u seeds above 2^31 - 1", high, 1000 + (guint) G_N_ELEMENTS (edges));
  g_remove (path);
  g_rmdir (dir);
}

/* F and Shift+F: every cell that takes the tile once, in reading order
 * (north to south, west to east), around and back (issue 22) */
static void
test_next_fit (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, 5, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const guint16 *cells;
  guint n = castellan_classic_turn_get_fit_cells (turn, &cells);
  g_autofree int *seen = g_new0 (int, n + 1);
  int prev = G_MININT;

  g_assert_cmpuint (n, >=, 2);
  castellan_classic_turn_set_cursor_cell (turn, -1);
  for (guint i = 0; i < n; i++)
    {
      int cell, key;

      g_assert_true (castellan_classic_turn_next_fit (turn, 1));
      cell = castellan_classic_turn_get_cursor_cell (turn);
      key = cs_classic_cell_y (cell) * CS_CLASSIC_W + cs_classic_cell_x (cell);
      g_assert_cmpint (key, >, prev);
      prev = key;
      /* turned to fit there */
      g_assert_true (castellan_classic_turn_get_fits (turn, cell) & (1u << castellan_classic_turn_get_rotation (turn)));
      seen[i] = cell;
    }
  /* past the last, around to the first; back, to the last */
  g_assert_true (castellan_classic_turn_next_fit (turn, 1));
  g_assert_cmpint (castellan_classic_turn_get_cursor_cell (turn), ==, seen[0]);
  g_assert_true (castellan_classic_turn_next_fit (turn, -1));
  g_assert_cmpint (castellan_classic_turn_get_cursor_cell (turn), ==, seen[n - 1]);
  g_assert_true (castellan_classic_turn_next_fit (turn, -1));
  g_assert_cmpint (castellan_classic_turn_get_cursor_cell (turn), ==, seen[n - 2]);
  /* not in the follower step */
  g_assert_true (castellan_classic_turn_lay (turn));
  g_assert_false (castellan_classic_turn_next_fit (turn, 1));
}

static void
played_cb (CastellanClassicGame *game, gpointer events, char **out)
{
  g_free (*out);
  *out = castellan_classic_describe_move (game, events);
}

/* what a screen reader hears of the board and the moves (issue 22) */
static void
test_describe (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, 5, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const CsClassic *g = castellan_classic_game_get_state (game);
  g_autofree char *start = castellan_classic_describe_cell (turn, cs_classic_cell (0, 0));
  g_autofree char *far = NULL, *fit = NULL, *spot = NULL, *move = NULL, *turn_text = NULL, *refusal = NULL;
  gboolean farmer = FALSE;

  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), &move);
  /* the start tile (C-1.3): city north, road east and west, field south */
  g_assert_cmpstr (start, ==, "0,0: north city, east road, south field, west road");

  castellan_classic_turn_set_cursor_cell (turn, cs_classic_cell (-1, -1));
  far = castellan_classic_describe_cursor (turn);
  g_assert_true (g_str_has_prefix (far, "-1,-1: empty, the drawn tile does not fit here. "));
  g_assert_nonnull (strstr (far, "(C-4.2)"));
  refusal = castellan_classic_describe_refusal (turn, "Why (C-4.2).");
  g_assert_cmpstr (refusal, ==, "The tile does not fit there. Why (C-4.2).");

  g_assert_true (castellan_classic_turn_next_fit (turn, 1));
  fit = castellan_classic_describe_cursor (turn);
  g_assert_nonnull (strstr (fit, ": empty, the drawn tile fits here. Drawn tile, "));
  g_assert_nonnull (strstr (fit, "north "));
  g_assert_nonnull (strstr (fit, "Laid here, the tile"));
  g_assert_null (strstr (fit, "•"));

  /* the follower step: each open spot, a farmer's too, with the tutor's words */
  g_assert_true (castellan_classic_turn_lay (turn));
  for (guint i = 0; i < castellan_classic_turn_get_open_spots (turn, NULL); i++)
    {
      g_autofree char *prefix = g_strdup_printf ("Spot %u of %u. ", i + 1,
                                                 castellan_classic_turn_get_open_spots (turn, NULL));
      g_free (spot);
      castellan_classic_turn_select_spot (turn, i);
      spot = castellan_classic_describe_cursor (turn);
      g_assert_true (g_str_has_prefix (spot, prefix));
      farmer |= strstr (spot, "Farmer in the field: ") != NULL;
    }
  g_assert_true (farmer);

  /* the move, whose turn is next, every seat's score */
  castellan_classic_turn_choose_follower (turn, -1);
  g_assert_nonnull (move);
  /* the tile in words, its cell and its turn, as The Castle's line (issue 32) */
  g_assert_true (g_str_has_prefix (move, "Yellow lays a"));
  g_assert_true (g_regex_match_simple ("^Yellow lays an? [a-z ]*tile[a-z ]* at -?[0-9]+,-?[0-9]+, "
                                       "(not turned|turned (a quarter clockwise|half round|a quarter anticlockwise))\\.", move, 0, 0));
  g_assert_true (g_str_has_suffix (move, "Ada’s turn. Score: Yellow 0, Ada 0, Green 0."));
  turn_text = castellan_classic_describe_turn (game);
  g_assert_cmpstr (turn_text, ==, "Ada’s turn. Score: Yellow 0, Ada 0, Green 0.");
  g_assert_cmpuint (g->active, ==, 1);

  /* a drawn tile with a cloister says so, as a laid one does */
  for (guint i = 0; i < 40 && cs_classic_tile (g->tileset, g->current)->cloister == 0xFF; i++)
    {
      g_assert_true (castellan_classic_turn_next_fit (turn, 1));
      g_assert_true (castellan_classic_turn_lay (turn));
      castellan_classic_turn_choose_follower (turn, -1);
    }
  g_assert_true (cs_classic_tile (g->tileset, g->current)->cloister != 0xFF);
  g_assert_true (castellan_classic_turn_next_fit (turn, 1));
  g_free (fit);
  fit = castellan_classic_describe_cursor (turn);
  g_assert_nonnull (strstr (fit, ", a cloister in the middle. "));
}

static void
suggested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* what the classic page asks the game in the model's words (issue 32):
 * the seat to lay, its track space, the colours, the drawn tile's picture
 * and a suggested move in words, each as the engine has it */
static void
test_page_words (void)
{
  g_autoptr(CastellanClassicGame) game = new_game (3, TRUE, 5, CASTELLAN_PLAYER_HUMAN);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  const CsClassic *g = castellan_classic_game_get_state (game);
  guint moves = 0;

  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    g_assert_cmpstr (castellan_classic_seat_colour_word (p), ==, cs_classic_text_colour (p));
  while (castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE && moves < 12)
    {
      g_autoptr(GAsyncResult) result = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL, *svg = NULL;
      char where[16];
      guint cell = G_MAXUINT, rot = G_MAXUINT;

      g_assert_cmpuint (castellan_classic_game_get_turn_seat (game), ==, g->active);
      for (guint p = 0; p < g->n_players; p++)
        {
          int laps, want_laps, space = castellan_classic_game_get_track_space (game, p, &laps);
          g_assert_cmpint (space, ==, cs_classic_track_space (g->player[p].score, &want_laps));
          g_assert_cmpint (laps, ==, want_laps);
        }
      svg = castellan_classic_game_dup_tile_svg (game, g->current, 1);
      g_assert_nonnull (strstr (svg, "<svg"));

      castellan_classic_game_think_async (game, CASTELLAN_PLAYER_CASUAL, NULL, suggested_cb, &result);
      while (result == NULL)
        g_main_context_iteration (NULL, TRUE);
      text = castellan_classic_game_suggest_finish (game, result, &cell, &rot, &error);
      g_assert_no_error (error);
      g_assert_nonnull (text);
      cs_classic_cell_name (cell, where);
      g_assert_nonnull (strstr (text, where));
      /* the tile fits where and as the suggestion lays it */
      g_assert_true (castellan_classic_turn_get_fits (turn, cell) & (1u << rot));

      castellan_classic_turn_set_cursor_cell (turn, cell);
      castellan_classic_turn_set_rotation (turn, rot);
      g_assert_true (castellan_classic_turn_lay (turn));
      castellan_classic_turn_choose_follower (turn, -1);
      moves++;
    }
  g_assert_cmpuint (moves, ==, 12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/classic/legal-cells", test_legal_cells);
  g_test_add_func ("/classic/turning", test_turning);
  g_test_add_func ("/classic/next-fit", test_next_fit);
  g_test_add_func ("/classic/describe", test_describe);
  g_test_add_func ("/classic/spot-roles", test_spot_roles);
  g_test_add_func ("/classic/hot-seat-game", test_hot_seat_game);
  g_test_add_func ("/classic/tutor", test_tutor);
  g_test_add_func ("/classic/tutor-lists", test_tutor_lists);
  g_test_add_data_func ("/classic/tutor-over/farmers", GUINT_TO_POINTER (0), test_tutor_over);
  g_test_add_data_func ("/classic/tutor-over/no-farmers", GUINT_TO_POINTER (1), test_tutor_over);
  g_test_add_data_func ("/classic/tutor-over/bcb", GUINT_TO_POINTER (2), test_tutor_over);
  g_test_add_func ("/classic/computer-game", test_computer_game);
  g_test_add_func ("/classic/lessons", test_lessons);
  g_test_add_func ("/classic/save-resume", test_save_resume);
  g_test_add_func ("/classic/unseeded-resume", test_unseeded_resume);
  g_test_add_func ("/classic/page-words", test_page_words);
  return g_test_run ();
}
