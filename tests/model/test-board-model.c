/* test-board-model.c — what a board view draws, read from the model alone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CastellanBoardModel over a classic game played by two people at one
 * desk, with no display: after every change its tiles, lit cells, cursor,
 * extent and followers are the engine's, in cell coordinates; a field's
 * cities are lit as the tutor finds them (C-8.3); every scored line names
 * the cells of its feature; named cells light until cleared; the open
 * spots' badges are where and as large as the art lays them out, smaller
 * on a narrow piece.
 */
#include "castellan-art.h"
#include "castellan-board-model.h"
#include "castellan-classic-turn.h"
#include "castellan-classic-tutor.h"
#include "model-common.h"

typedef struct {
  guint changed;
  guint played;
  int   mover;
} Seen;

static void
changed_cb (CastellanBoardModel *model, Seen *seen)
{
  seen->changed++;
}

static void
played_cb (CastellanBoardModel *model, const CastellanBoardPlay *play, Seen *seen)
{
  seen->played++;
  seen->mover = play->mover;
}

/* the model says what the engine holds */
static void
check_model (CastellanBoardModel *model, CastellanClassicTurn *turn, const CsClassic *g)
{
  const CastellanBoardTile *tiles;
  const CastellanCell *lit;
  const CastellanBoardFollower *followers;
  const guint16 *fits;
  guint n_tiles = castellan_board_model_get_tiles (model, &tiles);
  guint n_lit = castellan_board_model_get_lit (model, &lit);
  guint n_fits = castellan_classic_turn_get_fit_cells (turn, &fits), n_on_board = 0;
  int x0, y0, x1, y1, x, y;

  g_assert_cmpint (castellan_board_model_get_shape (model), ==, CASTELLAN_BOARD_SHAPE_OPEN);
  g_assert_cmpuint (n_tiles, ==, g->n_laid);
  for (guint s = 0; s < g->n_laid; s++)
    {
      g_assert_cmpint (tiles[s].x, ==, cs_classic_cell_x (g->slot_cell[s]));
      g_assert_cmpint (tiles[s].y, ==, cs_classic_cell_y (g->slot_cell[s]));
      g_assert_cmpuint (tiles[s].art, ==, g->tileset->tile_design[g->slot_tile[s]]);
      g_assert_cmpuint (tiles[s].rot, ==, g->slot_rot[s]);
      g_assert_false (castellan_board_model_is_empty (model, tiles[s].x, tiles[s].y));
    }
  g_assert_cmpuint (n_lit, ==, n_fits);
  for (guint i = 0; i < n_lit; i++)
    {
      g_assert_cmpint (castellan_board_model_cell_at (model, lit[i].x, lit[i].y), ==, fits[i]);
      g_assert_true (castellan_board_model_is_empty (model, lit[i].x, lit[i].y));
    }
  g_assert_true (castellan_board_model_get_extent (model, &x0, &y0, &x1, &y1));
  g_assert_cmpint (x0, ==, g->min_x);
  g_assert_cmpint (x1, ==, g->max_x);
  g_assert_cmpint (y0, ==, g->min_y);
  g_assert_cmpint (y1, ==, g->max_y);
  if (castellan_classic_turn_get_cursor_cell (turn) >= 0)
    {
      g_assert_true (castellan_board_model_get_cursor (model, &x, &y));
      g_assert_cmpint (castellan_board_model_cell_at (model, x, y), ==, castellan_classic_turn_get_cursor_cell (turn));
    }
  for (guint p = 0; p < g->n_players; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
      n_on_board += g->player[p].follower[i] != CS_NONE;
  g_assert_cmpuint (castellan_board_model_get_followers (model, &followers), ==, n_on_board);
  g_assert_cmpint (castellan_board_model_get_active (model), ==, g->active);
}

static void
test_classic (void)
{
  g_autoptr(CastellanClassicGame) game = NULL;
  g_autoptr(CastellanClassicTurn) turn = NULL;
  g_autoptr(CastellanBoardModel) model = NULL;
  CastellanPlayerKind kinds[2] = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN };
  const CsClassic *g;
  Seen seen = { 0, 0, -1 };
  guint field_lit = 0, narrow = 0;

  game = model_classic_game_new (2, TRUE, FALSE, 21, kinds, "Ada");
  turn = castellan_classic_turn_new (game);
  model = castellan_board_model_new (G_OBJECT (turn));
  g = castellan_classic_game_get_state (game);
  g_signal_connect (model, "changed", G_CALLBACK (changed_cb), &seen);
  g_signal_connect (model, "played", G_CALLBACK (played_cb), &seen);
  g_assert_true (castellan_board_model_has_game (model));

  for (guint move = 0; move < 40 && !cs_classic_over (g); move++)
    {
      const guint16 *fits;
      guint n = castellan_classic_turn_get_fit_cells (turn, &fits), n_open, seat = g->active;
      const CastellanBoardSpot *spots;
      guint changed = seen.changed;
      gboolean moves = castellan_classic_turn_get_cursor_cell (turn) != fits[move % n];

      check_model (model, turn, g);
      castellan_classic_turn_set_cursor_cell (turn, fits[move % n]);
      /* a cursor moved is a change to draw */
      g_assert_cmpuint (seen.changed > changed, ==, moves);
      check_model (model, turn, g);
      g_assert_true (castellan_classic_turn_lay (turn));
      /* the laid tile's spots, the open ones among them */
      n_open = castellan_classic_turn_get_open_spots (turn, NULL);
      {
        guint n_spots = castellan_board_model_get_spots (model, &spots), open = 0;
        for (guint i = 0; i < n_spots; i++)
          open += spots[i].open;
        g_assert_cmpuint (open, ==, n_open);
      }
      /* the badges the view draws: where the art lays them out and as
       * large as it says, a road's smaller than a field's (issue 32, item
       * 10: the same as render-tiles --spots) */
      {
        const guint8 *open;
        guint cell, rot;
        double bx[16], by[16], br[16], ax[16], ay[16], ar[16];
        const CsClassicDesign *d = &g->tileset->design[g->tileset->tile_design[g->current]];

        g_assert_cmpuint (castellan_classic_turn_get_open_spots (turn, &open), ==, n_open);
        g_assert_true (castellan_classic_turn_get_pending (turn, &cell, &rot));
        g_assert_cmpuint (n_open, <=, G_N_ELEMENTS (bx));
        if (n_open > 0)
          {
            g_assert_true (castellan_board_model_badges_sized (model, 0.12, bx, by, br, n_open));
            art_classic_badge_layout_sized (d, rot, open, n_open, 0.12, ax, ay, ar);
          }
        for (guint i = 0; i < n_open; i++)
          {
            g_assert_cmpfloat (bx[i], ==, ax[i]);
            g_assert_cmpfloat (by[i], ==, ay[i]);
            g_assert_cmpfloat (br[i], ==, ar[i]);
            g_assert_cmpfloat (br[i], <=, 0.12);
            if (d->pieces[open[i]].type == CS_CLASSIC_ROAD)
              {
                g_assert_cmpfloat (br[i], <, 0.12);
                narrow++;
              }
            /* a click reaches as far as the badge drawn (the open board's
             * disc, a cell 96 px across): on a road's small disc a click
             * 1.3 times its radius off, inside the one-size reach of old
             * (12 px, 0.14 of a cell), picks nothing */
            {
              const double px = 96, old = MAX (12, px * 0.14);
              double drawn = MAX (9, px * 0.11) * br[i] / CASTELLAN_BOARD_BADGE_RADIUS;
              double reach = castellan_board_model_badge_reach (model, i, n_open, px);

              g_assert_cmpfloat (reach, >=, drawn);
              if (d->pieces[open[i]].type == CS_CLASSIC_ROAD)
                {
                  g_assert_cmpfloat (1.3 * drawn, <, old);
                  g_assert_cmpfloat (1.3 * drawn, >, reach);
                }
              else if (br[i] == CASTELLAN_BOARD_BADGE_RADIUS)
                g_assert_cmpfloat (reach, ==, old);
              }
          }
      }
      /* each open spot in turn: a field lights the cities the tutor names */
      for (guint i = 0; i < n_open; i++)
        {
          guint16 cells[CS_CLASSIC_NUM_TILES];
          guint done = 0, n_cities, n_lights;
          const CastellanBoardLight *lights;

          castellan_classic_turn_select_spot (turn, i);
          n_cities = castellan_classic_tutor_field_city_cells (turn, cells, &done);
          n_lights = castellan_board_model_get_lights (model, &lights);
          g_assert_cmpuint (n_lights, ==, n_cities);
          for (guint k = 0; k < n_lights; k++)
            {
              g_assert_cmpint (castellan_board_model_cell_at (model, lights[k].x, lights[k].y), ==, cells[k]);
              g_assert_cmpint (lights[k].style, ==, k < done ? CASTELLAN_LIGHT_DONE : CASTELLAN_LIGHT_OPEN);
            }
          field_lit += n_cities > 0;
        }
      castellan_classic_turn_choose_follower (turn, n_open > 0 && move % 3 == 0 ? 0 : -1);
      if (castellan_classic_turn_get_stage (turn) == CASTELLAN_STAGE_CONFIRM)
        castellan_classic_turn_end (turn);
      g_assert_cmpint (seen.mover, ==, (int) seat);
    }
  g_assert_cmpuint (seen.played, ==, 40);
  g_assert_cmpuint (field_lit, >, 0);
  g_assert_cmpuint (narrow, >, 0);

  /* every scored line names the cells of its feature's tiles */
  {
    GArray *scored = castellan_classic_game_get_scored (game);
    CastellanCell cells[CS_CLASSIC_NUM_TILES];

    g_assert_cmpuint (scored->len, >, 0);
    for (guint i = 0; i < scored->len; i++)
      {
        const CsEvent *e = &g_array_index (scored, CsEvent, i);
        guint n = castellan_board_model_scored_cells (model, i, cells, G_N_ELEMENTS (cells));

        g_assert_cmpuint (n, >=, 1);
        if (e->ftype != CS_CLASSIC_CLOISTER)
          g_assert_cmpuint (n, >=, e->size);
        for (guint k = 0; k < n; k++)
          g_assert_false (castellan_board_model_is_empty (model, cells[k].x, cells[k].y));
      }
    g_assert_cmpuint (castellan_board_model_scored_cells (model, scored->len, cells, G_N_ELEMENTS (cells)), ==, 0);

    /* named cells are lit until cleared, whatever else changes */
    {
      const CastellanBoardLight *lights;
      guint n = castellan_board_model_scored_cells (model, 0, cells, G_N_ELEMENTS (cells)), named = 0;
      guint n_lights;

      castellan_board_model_name_cells (model, cells, n);
      castellan_classic_turn_rotate (turn, 1);
      n_lights = castellan_board_model_get_lights (model, &lights);
      for (guint k = 0; k < n_lights; k++)
        named += lights[k].style == CASTELLAN_LIGHT_NAMED;
      g_assert_cmpuint (named, ==, n);
      castellan_board_model_name_cells (model, NULL, 0);
      g_assert_cmpuint (castellan_board_model_get_lights (model, NULL), ==, 0);
    }
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-model/classic", test_classic);
  return g_test_run ();
}
