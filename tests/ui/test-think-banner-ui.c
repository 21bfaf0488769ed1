/* test-think-banner-ui.c — the "… is thinking" banner covers nothing of the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The play-test of Dec 7 (#7): at 1024×768 the banner that says which
 * computer is thinking floated over the top of the board, on The Castle's
 * letters and the open board's column numbers. The real application
 * under Xvfb, at 1024×768, for each game (The Castle, classic Carcassonne
 * with five seats, and with Bridges, Castles and Bazaars): once a computer
 * thinks, the banner is on show, says so in the turn card's words, whole,
 * inside the window, and shares no pixel with the board; on the person's
 * turn it is gone, and the board has the same height either way.
 * CASTELLAN_SHOT_DIR=DIR also writes pictures of both moments there
 * (CASTELLAN_SHOT_LANGUAGE=de for another language).
 */
#define G_LOG_DOMAIN "test-think-banner-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-player-list.h"
#include "castellan-turn-card.h"
#include "ui-harness.h"

typedef enum { GAME_CASTLE, GAME_CLASSIC, GAME_BCB } Game;

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  Game        game;
  const char *name;
  guint       stage;
  guint       ticks;           /* on the person's turn */
  double      room;            /* between the cards and the board then */
  gboolean    done;
};

static UiRunOptions run_options = { 240, 30, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* the board's top, below the players' cards: the room between them */
static double
room_above_board (Run *run)
{
  GtkWidget *players = find_child (GTK_WIDGET (ui_game_page (run->window)), CASTELLAN_TYPE_PLAYER_LIST);
  graphene_rect_t p, d;

  g_assert_true (gtk_widget_compute_bounds (players, GTK_WIDGET (run->window), &p));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (ui_board (run->window)), GTK_WIDGET (run->window), &d));
  return d.origin.y - (p.origin.y + p.size.height);
}

static gboolean
is_banner (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "thinking-banner");
}

static GtkWidget *
banner (Run *run)
{
  GtkWidget *found = find_child_where (GTK_WIDGET (ui_game_page (run->window)), GTK_TYPE_WIDGET, is_banner, NULL);

  g_assert_nonnull (found);
  return found;
}

/* a new game: the person first (@computer_first FALSE) or a computer */
static void
start (Run *run, gboolean computer_first)
{
  CastellanPlayerKind computer = CASTELLAN_PLAYER_EXPERT;

  if (run->game == GAME_CASTLE)
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { computer, CASTELLAN_PLAYER_HUMAN }, computer_first ? 0 : 1,
                               CASTELLAN_THEME_CASTLE, 0, 7, TRUE };

      castellan_window_start_game (run->window, &s);
    }
  else
    {
      /* five seats, the most cards over the board */
      CastellanClassicSetup s = { .n_players = 5, .first = computer_first ? 0 : 1, .farmers = TRUE,
                                  .bcb = run->game == GAME_BCB, .seed = 11, .has_seed = TRUE };

      for (guint i = 0; i < s.n_players; i++)
        s.kinds[i] = i == 1 ? CASTELLAN_PLAYER_HUMAN : computer;
      castellan_window_start_classic (run->window, &s);
    }
}

static gboolean
step (Run *run)
{
  CastellanGamePage *page = ui_game_page (run->window);
  GtkWidget *board = GTK_WIDGET (ui_board (run->window)), *shown;
  graphene_rect_t b, d, w, both;

  switch (run->stage)
    {
    case 0:
      start (run, FALSE);
      run->stage++;
      return FALSE;
    case 1:
      /* the person’s turn: no banner */
      if (castellan_game_base_get_phase (castellan_game_page_get_game (page)) != CASTELLAN_PHASE_PLACE ||
          run->ticks++ < 3)
        return FALSE;
      g_assert_false (castellan_game_page_get_thinking (page));
      g_assert_false (gtk_widget_get_mapped (banner (run)));
      run->room = room_above_board (run);
      {
        /* the banner's row is as high for a prompt of three lines (the
         * follower step's, which the hidden banner follows too) as for one:
         * the board does not move as the prompt changes */
        GtkLabel *label = GTK_LABEL (find_child (banner (run), GTK_TYPE_LABEL));
        GtkWidget *row = gtk_widget_get_parent (banner (run));
        g_autofree char *was = g_strdup (gtk_label_get_label (label));
        int one, three;

        gtk_label_set_label (label, "One line");
        gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, -1, NULL, &one, NULL, NULL);
        gtk_label_set_label (label, "One\nTwo\nThree");
        gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, -1, NULL, &three, NULL, NULL);
        gtk_label_set_label (label, was);
        g_assert_cmpint (one, ==, three);
      }
      if (run->game != GAME_CASTLE)
        ui_classic_aim (ui_classic_turn (run->window));
      ui_harness_shot (run->name, "placing");
      /* the same game, a computer to move first: held thinking (an inert
       * game makes no computer move), so that the banner stays as long as
       * the test looks, whatever the machine's speed */
      castellan_game_page_get_game (page)->inert = TRUE;
      start (run, TRUE);
      run->stage++;
      return FALSE;
    case 2:
      /* a computer thinks, and the banner has been laid out for it */
      shown = banner (run);
      if (!castellan_game_page_get_thinking (page) || !gtk_widget_get_mapped (shown) ||
          gtk_widget_get_width (shown) == 0)
        return FALSE;
      g_assert_true (gtk_widget_compute_bounds (shown, GTK_WIDGET (run->window), &b));
      g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (run->window), &d));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (run->window), GTK_WIDGET (run->window), &w));
      g_test_message ("%s: the banner at %g,%g %g×%g, the board at %g,%g %g×%g", run->name,
                      b.origin.x, b.origin.y, b.size.width, b.size.height,
                      d.origin.x, d.origin.y, d.size.width, d.size.height);
      /* it says who thinks, in the turn card's words, every word whole */
      {
        GtkLabel *label = GTK_LABEL (find_child (shown, GTK_TYPE_LABEL));

        g_assert_cmpstr (gtk_label_get_label (label), ==,
                         castellan_turn_card_get_prompt (castellan_game_page_get_turn_card (page)));
        ui_assert_words_whole (label);
      }
      g_assert_true (graphene_rect_contains_rect (&w, &b));
      /* ...covers nothing of the board: no pixel of the two in common */
      if (graphene_rect_intersection (&b, &d, &both))
        g_assert_cmpfloat (both.size.width * both.size.height, ==, 0);
      /* ...and the board is where it was below the cards: it does not
       * jump each time a computer starts or stops thinking */
      g_assert_cmpfloat (room_above_board (run), ==, run->room);
      ui_harness_shot (run->name, "thinking");
      run->done = TRUE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
play (Game game, const char *name)
{
  Run run = { .step = step, .game = game, .name = name };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

static void
test_castle (void)
{
  play (GAME_CASTLE, "castle");
}

static void
test_classic (void)
{
  play (GAME_CLASSIC, "classic");
}

static void
test_bcb (void)
{
  play (GAME_BCB, "bcb");
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-think-banner-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/think-banner/castle", test_castle);
  g_test_add_func ("/think-banner/classic", test_classic);
  g_test_add_func ("/think-banner/bcb", test_bcb);
  return g_test_run ();
}
