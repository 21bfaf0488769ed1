/* test-lines.c — the log's lines and the tutor's hints name their cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 32: each log line and tutor line that names cells lights them on
 * the board. Here, without a display, the model gives them: a whole game
 * of The Castle and of classic Carcassonne played through the model, and
 * every line that tells of a tile laid names that tile's cell, every line
 * that tells of a feature scored names its tiles (as many as lie in
 * cells, the one its event names among them), and the
 * tutors' hints name where the tile fits and the feature of a spot; The
 * Castle's keep line at the end names the largest empty region. With
 * the expansion, castles and bridges name theirs too.
 */
#define G_LOG_DOMAIN "test-lines"

#include "config.h"

#include "castellan-classic-tutor.h"
#include "castellan-final-lines.h"
#include "castellan-game.h"
#include "castellan-log-entry.h"
#include "castellan-tutor.h"
#include "cs-policy.h"
#include "model-common.h"

static gboolean
names_cell (const CastellanCell *cells, guint n, int x, int y)
{
  for (guint i = 0; i < n; i++)
    if (cells[i].x == x && cells[i].y == y)
      return TRUE;
  return FALSE;
}

static CastellanLogEntry *
entry_at (GListModel *log, guint i)
{
  CastellanLogEntry *entry = g_list_model_get_item (log, i);

  g_object_unref (entry);   /* the log holds it */
  return entry;
}

static void
test_castle_log (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup setup = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 21, TRUE };
  GListModel *log;
  CsRng rng = { 9 };
  guint seen = 0, laid = 0, scored = 0, keep = 0;

  castellan_game_start (game, &setup);
  log = castellan_game_get_log (game);
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      const CsGame *g = castellan_game_get_state (game);
      g_autoptr(GError) error = NULL;
      const CsEvents *events;
      guint next, finals;
      int x, y;
      CsMove m;

      cs_policy_greedy (g, &rng, &m);
      x = g->board->cell_x[m.cell];
      y = g->board->cell_y[m.cell];
      g_assert_true (castellan_game_play (game, &m, &error));
      g_assert_no_error (error);
      events = castellan_game_get_last_events (game);
      next = 0;
      finals = 0;
      for (; seen < g_list_model_get_n_items (log); seen++)
        {
          CastellanLogEntry *entry = entry_at (log, seen);
          guint type = castellan_log_entry_get_event_type (entry), n;
          const CastellanCell *cells = castellan_log_entry_get_cells (entry, &n);

          if (type == CS_EVENT_TILE_LAID)
            {
              /* the tile laid, its follower on the same tile */
              if (n != 1 || cells[0].x != x || cells[0].y != y)
                g_error ("log line \"%s\" names %u cells, not %d,%d", castellan_log_entry_get_text (entry), n, x, y);
              laid++;
            }
          else if (type == CS_EVENT_FEATURE_SCORED)
            {
              /* the feature scored: as many tiles as it has, its first
               * among them */
              const CsEvent *e = NULL;
              guint16 root;
              guint want;

              while (next < events->n && e == NULL)
                if (events->ev[next++].type == CS_EVENT_FEATURE_SCORED)
                  e = &events->ev[next - 1];
              g_assert_nonnull (e);
              /* its size counts the start spaces it reaches too,
               * which lie on the wall, in no cell */
              root = cs_game_find (g, e->node);
              want = 0;
              for (guint c = 0; c < CS_NUM_CELLS; c++)
                want += cs_tile_mask_has (&g->feat[root].tiles, c);
              g_assert_cmpuint (want, <=, e->size);
              if (n != want || (e->cell < CS_NUM_CELLS &&
                                !names_cell (cells, n, g->board->cell_x[e->cell], g->board->cell_y[e->cell])))
                g_error ("log line \"%s\" names %u cells, not the %u of its feature", castellan_log_entry_get_text (entry),
                         n, want);
              scored++;
            }
          else if (type == CS_EVENT_FINAL_LINE)
            {
              /* the final lines come in their events' order; the keep's
               * names the largest empty region it scores, as the
               * final sheet does */
              const CsEvent *e = NULL;

              while (finals < events->n && e == NULL)
                if (events->ev[finals++].type == CS_EVENT_FINAL_LINE)
                  e = &events->ev[finals - 1];
              g_assert_nonnull (e);
              if (e->kind == CS_LINE_KEEP)
                {
                  guint8 region[CS_NUM_CELLS];

                  castellan_game_get_empty_region (game, region);
                  g_assert_cmpuint (e->size, >, 0);
                  if (n != e->size)
                    g_error ("keep line \"%s\" names %u cells, not the %u of the largest empty region",
                             castellan_log_entry_get_text (entry), n, e->size);
                  for (guint c = 0; c < CS_NUM_CELLS; c++)
                    if (region[c] && !names_cell (cells, n, g->board->cell_x[c], g->board->cell_y[c]))
                      g_error ("keep line \"%s\" does not name %d,%d of the largest empty region",
                               castellan_log_entry_get_text (entry), g->board->cell_x[c], g->board->cell_y[c]);
                  keep++;
                }
            }
          else if (type == CS_EVENT_GAME_OVER)
            g_assert_cmpuint (n, ==, 0);
        }
    }
  g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_OVER);
  g_assert_cmpuint (laid, >, 20);
  g_assert_cmpuint (scored, >, 0);
  g_assert_cmpuint (keep, ==, 1);
}

/* the classic log's lines since @seen: a tile laid names @cell, a feature
 * scored its tiles, as many as it has */
static void
check_classic_log (CastellanClassicGame *game, guint *seen, guint cell, guint *laid, guint *scored)
{
  GListModel *log = castellan_classic_game_get_log (game);
  GArray *features = castellan_classic_game_get_scored (game);

  for (; *seen < g_list_model_get_n_items (log); (*seen)++)
    {
      CastellanLogEntry *entry = entry_at (log, *seen);
      guint type = castellan_log_entry_get_event_type (entry), n;
      const CastellanCell *cells = castellan_log_entry_get_cells (entry, &n);

      if (type == CS_EVENT_TILE_LAID && castellan_log_entry_get_player (entry) >= 0)
        {
          if (n != 1 || !names_cell (cells, n, cs_classic_cell_x (cell), cs_classic_cell_y (cell)))
            g_error ("log line \"%s\" names %u cells, not %d,%d", castellan_log_entry_get_text (entry), n,
                     cs_classic_cell_x (cell), cs_classic_cell_y (cell));
          (*laid)++;
        }
      else if (type == CS_EVENT_FEATURE_SCORED)
        {
          /* the scored features are kept in the log's order */
          const CsEvent *e = &g_array_index (features, CsEvent, *scored);

          g_assert_cmpuint (*scored, <, features->len);
          if (n != e->size || !names_cell (cells, n, cs_classic_cell_x (cell), cs_classic_cell_y (cell)))
            g_error ("log line \"%s\" names %u cells, not the %u of its feature with %d,%d",
                     castellan_log_entry_get_text (entry), n, e->size, cs_classic_cell_x (cell),
                     cs_classic_cell_y (cell));
          (*scored)++;
        }
    }
}

static void
test_classic_log (gconstpointer data)
{
  gboolean bcb = GPOINTER_TO_INT (data);
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, bcb, 31, kinds, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  GListModel *tile_hints = castellan_hint_source_get_hints (CASTELLAN_HINT_SOURCE (tutor), CASTELLAN_HINTS_TILE);
  GListModel *spot_hints = castellan_hint_source_get_hints (CASTELLAN_HINT_SOURCE (tutor), CASTELLAN_HINTS_FOLLOWERS);
  guint seen = 0, laid = 0, scored = 0, spots = 0, previews = 0, laid_cell = 0;

  for (guint move = 0; castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_PLACE && move < 200; move++)
    {
      const guint16 *fit;
      guint n_fit, cell;

      if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
        {
          /* the expansion's questions: the first answer */
          castellan_classic_turn_choose_follower (turn, -1);
          check_classic_log (game, &seen, laid_cell, &laid, &scored);
          continue;
        }
      n_fit = castellan_classic_turn_get_fit_cells (turn, &fit);
      g_assert_cmpuint (n_fit, >, 0);
      cell = fit[move % n_fit];
      castellan_classic_turn_set_cursor_cell (turn, (int) cell);
      /* what laying it here would score names the feature's tiles */
      for (guint i = 0; i < g_list_model_get_n_items (tile_hints); i++)
        {
          g_autoptr(CastellanHint) hint = g_list_model_get_item (tile_hints, i);
          guint n;

          castellan_hint_get_cells (hint, &n);
          if (g_strcmp0 (castellan_hint_get_key (hint), "preview:scored") == 0)
            {
              g_assert_cmpuint (n, >, 0);
              previews++;
            }
        }
      if (!castellan_classic_turn_lay (turn))
        continue;
      /* each follower spot names its feature, the tile laid among it */
      for (guint i = 0; i < g_list_model_get_n_items (spot_hints); i++)
        {
          g_autoptr(CastellanHint) hint = g_list_model_get_item (spot_hints, i);
          guint n;
          const CastellanCell *cells = castellan_hint_get_cells (hint, &n);

          if (!g_str_has_prefix (castellan_hint_get_key (hint), "spot:open") &&
              !g_str_has_prefix (castellan_hint_get_key (hint), "spot:closed"))
            continue;
          if (!names_cell (cells, n, cs_classic_cell_x (cell), cs_classic_cell_y (cell)))
            g_error ("spot hint \"%s\" does not name %d,%d", castellan_hint_get_text (hint),
                     cs_classic_cell_x (cell), cs_classic_cell_y (cell));
          spots++;
        }
      laid_cell = cell;
      castellan_classic_turn_choose_follower (turn, move % 3 == 0 ? 0 : -1);
      check_classic_log (game, &seen, laid_cell, &laid, &scored);
    }
  g_assert_cmpuint (laid, >, 20);
  g_assert_cmpuint (scored, >, 0);
  g_assert_cmpuint (spots, >, 0);
  g_assert_cmpuint (previews, >, 0);
}

/* With Bridges, Castles and Bazaars, computers to the end: each tile laid
 * names its cell, each feature scored (in play or at the end) as many
 * tiles as it has, each castle built or declined its city, each bridge
 * its tile */
static void
test_bcb_log (void)
{
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (3, TRUE, TRUE, 17, kinds, NULL);
  GListModel *log = castellan_classic_game_get_log (game);
  GArray *features = castellan_classic_game_get_scored (game);
  guint laid = 0, scored = 0, castles = 0, bridges = 0;

  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      CastellanLogEntry *entry = entry_at (log, i);
      guint type = castellan_log_entry_get_event_type (entry), n;
      const CastellanCell *cells = castellan_log_entry_get_cells (entry, &n);
      const char *text = castellan_log_entry_get_text (entry);

      switch (type)
        {
        case CS_EVENT_TILE_LAID:
          if (n != 1)
            g_error ("log line \"%s\" names %u cells", text, n);
          laid++;
          break;
        case CS_EVENT_BRIDGE_PLACED:
          if (n != 1)
            g_error ("log line \"%s\" names %u cells", text, n);
          bridges++;
          break;
        case CS_EVENT_FEATURE_SCORED:
        case CS_EVENT_FINAL_LINE:
          {
            const CsEvent *e;

            g_assert_cmpuint (scored, <, features->len);
            e = &g_array_index (features, CsEvent, scored);
            g_assert_cmpuint (e->type, ==, type);
            if (n != e->size || !names_cell (cells, n, e->x, e->y))
              g_error ("log line \"%s\" names %u cells, not the %u of its feature with %d,%d", text, n, e->size,
                       e->x, e->y);
            scored++;
          }
          break;
        case CS_EVENT_CASTLE_BUILT:
        case CS_EVENT_CASTLE_DECLINED:
          if (n == 0)
            g_error ("log line \"%s\" names no cells", text);
          castles++;
          break;
        default:
          break;
        }
    }
  g_assert_cmpuint (scored, ==, features->len);
  g_assert_cmpuint (laid, >, 40);
  g_test_message ("%u tiles laid, %u features scored, %u castle lines, %u bridges: each names its cells", laid,
                  scored, castles, bridges);
}

/* The Castle's tutor: the cell the tile fits in, and a spot's feature */
static void
test_castle_hints (void)
{
  g_autoptr(CastellanGame) game = NULL;
  g_autoptr(CastellanTurn) turn = NULL;
  g_autoptr(CastellanTutorial) tutorial = NULL;
  g_autoptr(CastellanTutor) tutor = model_castle_tutor_new (22, &game, &turn, &tutorial);
  GListModel *tile_hints, *spot_hints;
  guint legal = 0, spots = 0;

  tile_hints = castellan_hint_source_get_hints (CASTELLAN_HINT_SOURCE (tutor), CASTELLAN_HINTS_TILE);
  spot_hints = castellan_hint_source_get_hints (CASTELLAN_HINT_SOURCE (tutor), CASTELLAN_HINTS_FOLLOWERS);
  for (guint move = 0; move < 12 && castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE; move++)
    {
      const CsGame *g = castellan_game_get_state (game);
      int cell, x, y;

      g_assert_true (castellan_turn_next_fit (turn, 1));
      cell = castellan_turn_get_cursor_cell (turn);
      x = g->board->cell_x[cell];
      y = g->board->cell_y[cell];
      for (guint i = 0; i < g_list_model_get_n_items (tile_hints); i++)
        {
          g_autoptr(CastellanHint) hint = g_list_model_get_item (tile_hints, i);
          guint n;
          const CastellanCell *cells = castellan_hint_get_cells (hint, &n);

          if (g_str_has_prefix (castellan_hint_get_key (hint), "legal:"))
            {
              g_assert_cmpuint (n, ==, 1);
              g_assert_true (names_cell (cells, n, x, y));
              legal++;
            }
          else if (g_str_has_prefix (castellan_hint_get_key (hint), "score:"))
            g_assert_true (names_cell (cells, n, x, y));
        }
      g_assert_true (castellan_turn_lay (turn));
      for (guint i = 0; i < g_list_model_get_n_items (spot_hints); i++)
        {
          g_autoptr(CastellanHint) hint = g_list_model_get_item (spot_hints, i);
          guint n;
          const CastellanCell *cells = castellan_hint_get_cells (hint, &n);

          if (!g_str_has_prefix (castellan_hint_get_key (hint), "spot:"))
            continue;
          if (!names_cell (cells, n, x, y))
            g_error ("spot hint \"%s\" does not name %d,%d", castellan_hint_get_text (hint), x, y);
          spots++;
        }
      castellan_turn_choose_follower (turn, -1);
      if (castellan_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE)
        castellan_turn_end (turn);
    }
  g_assert_cmpuint (legal, >=, 12);
  g_assert_cmpuint (spots, >, 0);
}

/* The Castle's final sheet, under each player's heading: the player's own
 * end lines do not name the player again ("Court: 3 markets × 4", not
 * "Court: Ada scores 12, 3 markets × 4"), a screen reader hears the whole
 * sentence with the name and the points; in both themes, for seeds that
 * end with courts, a keep and wall tiles scored */
static void
test_castle_sheet (void)
{
  static const char *const names[] = { "Adelajda", "Zygfryd" };
  guint own = 0, folded = 0;

  for (guint32 seed = 21; seed < 27; seed++)
    {
      g_autoptr(CastellanGame) game = castellan_game_new ();
      CastellanGameSetup setup = { { names[0], names[1] }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                   seed % 2 ? CASTELLAN_THEME_ZAMEK : CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
      g_autoptr(GListModel) lines = NULL;
      CsRng rng = { seed };

      castellan_game_start (game, &setup);
      model_castle_play_out (game, &rng);
      lines = castellan_final_lines_new (game);
      for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
        {
          g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
          int p = castellan_final_line_get_player (line);
          const char *text = castellan_final_line_get_text (line);
          const char *spoken = castellan_final_line_get_spoken (line);

          switch (castellan_final_line_get_kind (line))
            {
            case CASTELLAN_FINAL_LINE_SCORE:
              {
                g_autofree char *points = g_strdup_printf ("%d", ABS (castellan_final_line_get_points (line)));

                g_assert_cmpint (p, >=, 0);
                if (strstr (text, names[p]) != NULL)
                  g_error ("seed %u: %s's own end line names them again under their heading: %s", seed, names[p], text);
                g_assert_nonnull (strstr (spoken, names[p]));
                g_assert_nonnull (strstr (spoken, points));
                if (own++ % 8 == 0)
                  g_test_message ("under %s: “%s”; said “%s”", names[p], text, spoken);
              }
              break;
            case CASTELLAN_FINAL_LINE_NO_EFFECT:
              if (p >= 0)
                {
                  const char *detail = castellan_final_line_get_spoken_detail (line);

                  g_assert_nonnull (detail);
                  /* the lines that gave nothing keep their words for a screen reader */
                  g_assert_cmpuint (strlen (detail), >=, strlen (castellan_final_line_get_detail (line)));
                  folded++;
                }
              break;
            default:
              break;
            }
        }
    }
  g_test_message ("%u own end lines, %u folded", own, folded);
  g_assert_cmpuint (own, >, 6);
}

int
main (int argc, char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lines/castle-log", test_castle_log);
  g_test_add_data_func ("/lines/classic-log", GINT_TO_POINTER (FALSE), test_classic_log);
  g_test_add_func ("/lines/bcb-log", test_bcb_log);
  g_test_add_func ("/lines/castle-hints", test_castle_hints);
  g_test_add_func ("/lines/castle-sheet", test_castle_sheet);
  return g_test_run ();
}
