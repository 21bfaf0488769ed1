/* test-card-art-ui.c — a classic turn renders no tile from SVG on the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn card shows the drawn tile. In classic Carcassonne each turn
 * draws another tile, and its picture was rendered from SVG on the main
 * thread as the turn changed (one of the causes of the rare 40-50 ms gaps
 * of the main loop, docs/PERFORMANCE.md). Now a game's tile set is
 * rendered ahead, every design and turn, in a worker thread
 * (castellan_texture_classic_prepare). Through the first turns of a
 * classic game and then of one with Bridges, Castles and Bazaars (its
 * own designs), once the worker thread is done: every turn's picture in
 * the card is the cache's own, and no tile is rendered on the main thread.
 */
#define G_LOG_DOMAIN "test-card-art-ui"

#include "config.h"

#include <adwaita.h>

#include "castellan-classic-game.h"
#include "castellan-game-page.h"
#include "castellan-texture-cache.h"
#include "castellan-turn-card.h"
#include "castellan-window.h"
#include "cs-classic.h"
#include "ui-harness.h"

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  gboolean  bcb;
  guint     stage;
  guint     moves;
  guint     rendered;    /* castellan_texture_classic_rendered_now once prepared */
  CsRng     rng;
  gboolean  done;
};

static UiRunOptions run_options = { 240, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

#define MOVES 16

static gboolean
shows_texture (GtkWidget *widget, gconstpointer data)
{
  return gtk_image_get_paintable (GTK_IMAGE (widget)) == data;
}

/* the card shows the cache's picture of the drawn tile, as it is turned */
static void
check_card (Run *run)
{
  CastellanGamePage *page = ui_game_page (run->window);
  CastellanClassicGame *game = CASTELLAN_CLASSIC_GAME (castellan_game_page_get_game (page));
  const CsClassic *g = castellan_classic_game_get_state (game);
  GtkWidget *card = GTK_WIDGET (castellan_game_page_get_turn_card (page));
  CastellanTurnBase *turn = castellan_game_page_get_turn (page);
  guint rot = castellan_turn_base_get_rotation (turn);
  GdkTexture *texture;

  /* a bazaar's auction: no tile to lay in the card */
  if (castellan_turn_base_get_tile_source (turn) == CASTELLAN_TILE_AT_BAZAAR)
    return;
  /* (asked here as the card asks: found, not rendered) */
  texture = castellan_texture_classic_tile (cs_classic_tile (g->tileset, g->current), rot, 72,
                                            gtk_widget_get_scale_factor (card));
  g_assert_nonnull (find_child_where (card, GTK_TYPE_IMAGE, shows_texture, texture));
}

static gboolean
step (Run *run)
{
  CastellanGamePage *page = ui_game_page (run->window);
  CastellanGameBase *game;
  g_autoptr(GError) error = NULL;
  CsClassicMove m;

  switch (run->stage)
    {
    case 0:
      {
        CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .bcb = run->bcb, .seed = 5,
                                    .has_seed = TRUE };

        s.kinds[0] = s.kinds[1] = CASTELLAN_PLAYER_HUMAN;
        castellan_window_start_classic (run->window, &s);
        run->stage++;
        return FALSE;
      }
    case 1:
      /* the tile set rendered ahead, in a worker thread */
      if (castellan_texture_get_pending () > 0)
        return FALSE;
      run->rendered = castellan_texture_classic_rendered_now ();
      g_test_message ("tiles rendered on the main thread before: %u", run->rendered);
      run->stage++;
      return FALSE;
    default:
      break;
    }
  game = castellan_game_page_get_game (page);
  if (castellan_game_base_get_phase (game) != CASTELLAN_PHASE_PLACE)
    return FALSE;
  check_card (run);
  if (run->moves == MOVES)
    {
      g_assert_cmpuint (castellan_texture_classic_rendered_now (), ==, run->rendered);
      run->done = TRUE;
      return TRUE;
    }
  cs_classic_policy_greedy (castellan_classic_game_get_state (CASTELLAN_CLASSIC_GAME (game)), &run->rng, &m);
  g_assert_true (castellan_game_base_play (game, &m, &error));
  g_assert_no_error (error);
  run->moves++;
  return FALSE;
}

static void
play (gboolean bcb)
{
  Run run = { .step = step, .bcb = bcb, .rng = { 9 } };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

static void
test_classic (void)
{
  play (FALSE);
}

static void
test_bcb (void)
{
  play (TRUE);
}

int
main (int argc, char **argv)
{
  ui_harness_init (&argc, &argv, "castellan-card-art-XXXXXX");
  g_test_add_func ("/card-art/classic", test_classic);
  g_test_add_func ("/card-art/bcb", test_bcb);
  return g_test_run ();
}
