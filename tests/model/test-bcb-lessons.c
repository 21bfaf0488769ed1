/* test-bcb-lessons.c — Learn Bridges, Castles and Bazaars through the model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expansion's course of lessons played through CastellanClassicGame
 * and CastellanClassicTutorial, with no display: its game has the
 * expansion on and its first tiles stacked, so each lesson's situation
 * comes when the lesson asks for it (a cap that closes a small city, a cap
 * that fits at a road end only with a bridge, a bazaar tile), and each
 * lesson waits until the learner has done what it asks.
 */
#include <string.h>

#include "castellan-classic-bcb.h"
#include "castellan-classic-describe.h"
#include "castellan-classic-turn.h"
#include "castellan-classic-tutor.h"
#include "castellan-hint-source.h"
#include "castellan-classic-lessons.h"

typedef struct {
  CastellanClassicGame     *game;
  CastellanClassicTutorial *tutorial;
} Course;

static void
course_start (Course *c)
{
  CastellanClassicSetup setup;

  c->game = castellan_classic_game_new ();
  c->tutorial = castellan_classic_tutorial_new_course (c->game, CASTELLAN_CLASSIC_COURSE_BCB);
  castellan_classic_course_setup (CASTELLAN_CLASSIC_COURSE_BCB, &setup);
  g_assert_true (setup.bcb);
  g_assert_cmpuint (setup.n_players, ==, 2);
  castellan_classic_game_start (c->game, &setup);
  g_assert_true (castellan_classic_game_get_bcb (c->game));
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c->tutorial), ==, CASTELLAN_CLASSIC_LESSON_CASTLES);
}

static void
course_free (Course *c)
{
  g_clear_object (&c->tutorial);
  g_clear_object (&c->game);
}

static const CsClassic *
state (Course *c)
{
  return castellan_classic_game_get_state (c->game);
}

/* the Beginner's moves, until the learner has something to decide */
static void
wait_for_learner (Course *c)
{
  while (castellan_classic_game_get_phase (c->game) == CASTELLAN_PHASE_THINKING)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (castellan_classic_game_get_phase (c->game), ==, CASTELLAN_PHASE_PLACE);
  g_assert_cmpuint (castellan_classic_game_get_actor (c->game), ==, 0);
}

static const CsClassicDesign *
drawn (Course *c)
{
  const CsClassic *g = state (c);

  return cs_classic_tile (g->tileset, g->current);
}

/* a lay move of the drawn tile at @x,@y that needs no bridge */
static gboolean
find_lay (Course *c, int x, int y, CsClassicMove *out)
{
  g_autofree CsClassicMove *moves = g_new (CsClassicMove, CS_CLASSIC_MAX_PLACEMENTS * 4);
  guint n = cs_classic_bcb_placements (state (c), FALSE, moves, CS_CLASSIC_MAX_PLACEMENTS * 4);

  for (guint i = 0; i < n; i++)
    if (moves[i].cell == cs_classic_cell (x, y) && moves[i].bridge == 0)
      {
        *out = moves[i];
        return TRUE;
      }
  return FALSE;
}

static void
play (Course *c, const CsClassicMove *m)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (castellan_classic_game_play (c->game, m, &error));
  g_assert_no_error (error);
}

/* what the tutor's "Followers" says of the knight's spot when the drawn
 * tile is laid as @m: the sentence with its rule codes */
static char *
knight_spot_line (Course *c, const CsClassicMove *m)
{
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (c->game);
  g_autoptr(GPtrArray) spots = NULL;

  castellan_classic_turn_set_cursor_cell (turn, m->cell);
  castellan_classic_turn_set_rotation (turn, m->rot);
  g_assert_true (castellan_classic_turn_lay (turn));
  spots = castellan_classic_tutor_spots (turn);
  g_assert_nonnull (spots);
  for (guint i = 0; i < spots->len; i++)
    {
      const char *line = castellan_hint_get_sentence (spots->pdata[i]);
      if (line != NULL && strstr (line, "Knight in the city") != NULL)
        return g_strdup (line);
    }
  return NULL;
}

/* the learner's part, lesson by lesson, as the lesson card asks */
static void
play_castle_lesson (Course *c)
{
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;
  guint8 open[CS_CLASSIC_MAX_PIECES + 1];
  guint n_open;
  int knight = -1;
  g_autoptr(GError) error = NULL;
  g_autofree char *question = NULL;

  wait_for_learner (c);
  /* the stacked cap: it closes the start tile's cap into a small city
   * (B-4.1), which the Beginner's road tiles could not touch */
  g_assert_cmpint (drawn (c)->letter, ==, 'E');
  g_assert_cmpint (state (c)->cell_slot[cs_classic_cell (0, -1)], ==, CS_CLASSIC_NO_SLOT);
  g_assert_true (find_lay (c, 0, -1, &m));
  n_open = cs_classic_bcb_open_spots (state (c), &m, open);
  for (guint i = 0; i < n_open; i++)
    if (open[i] < drawn (c)->n_pieces && drawn (c)->pieces[open[i]].type == CS_CLASSIC_CITY)
      knight = open[i];
  g_assert_cmpint (knight, >=, 0);
  /* play-test: the knight's spot said "the follower comes back", but on
   * a small city it may stay as a castle's lord (B-4.2, B-4.3) */
  {
    g_autofree char *line = knight_spot_line (c, &m);

    g_assert_nonnull (line);
    g_assert_nonnull (strstr (line, "castle"));
    g_assert_nonnull (strstr (line, "B-4.3"));
    g_assert_nonnull (strstr (line, "stays"));
  }
  m.follower = knight;
  play (c, &m);
  /* the castle question is the learner's, and the move is not judged
   * before it is answered */
  g_assert_cmpint (castellan_classic_bcb_get_step (c->game), ==, CASTELLAN_BCB_CASTLE);
  g_assert_cmpuint (castellan_classic_game_get_actor (c->game), ==, 0);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c->tutorial), ==, CASTELLAN_CLASSIC_LESSON_CASTLES);
  g_assert_null (castellan_classic_tutorial_get_why (c->tutorial));
  question = castellan_classic_bcb_dup_castle_question (c->game);
  g_assert_nonnull (strstr (question, "B-4"));
  g_assert_true (castellan_classic_bcb_castle (c->game, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (state (c)->bcb.n_castles, ==, 1);
  g_assert_cmpuint (state (c)->bcb.castle[0].owner, ==, 0);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c->tutorial), ==, CASTELLAN_CLASSIC_LESSON_BRIDGES);
  g_assert_null (castellan_classic_tutorial_get_why (c->tutorial));
}

static void
play_bridge_lesson (Course *c)
{
  g_autofree CsClassicMove *moves = g_new (CsClassicMove, CS_CLASSIC_MAX_PLACEMENTS * 4);
  guint n, i;

  wait_for_learner (c);
  /* the second stacked cap: at an open road end it fits only with a
   * bridge across it (B-3.5); the Beginner's roads have no end, so there
   * is one */
  g_assert_cmpint (drawn (c)->letter, ==, 'E');
  n = cs_classic_bcb_placements (state (c), FALSE, moves, CS_CLASSIC_MAX_PLACEMENTS * 4);
  for (i = 0; i < n && moves[i].bridge == 0; i++)
    ;
  g_assert_cmpuint (i, <, n);
  g_assert_cmpuint (cs_classic_fixing_bridge (state (c), moves[i].cell, moves[i].rot), !=, 0);
  play (c, &moves[i]);
  g_assert_cmpuint (state (c)->player[0].bridges, ==, 2);
  /* play-test: the bridged tile's cell, as a screen reader hears it,
   * names its bridge (B-3.2) */
  {
    g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (c->game);
    const CsClassic *g = state (c);
    guint bridged = 0;

    for (guint slot = 0; slot < g->n_laid; slot++)
      if (g->slot_bridge[slot] != 0)
        {
          g_autofree char *said = castellan_classic_describe_cell (turn, g->slot_cell[slot]);

          g_assert_nonnull (strstr (said, g->slot_bridge[slot] == 1 ? "a bridge from north to south"
                                                                    : "a bridge from west to east"));
          bridged++;
        }
    g_assert_cmpuint (bridged, ==, 1);
  }
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c->tutorial), ==, CASTELLAN_CLASSIC_LESSON_BAZAARS);
  g_assert_null (castellan_classic_tutorial_get_why (c->tutorial));
}

static void
play_bazaar_lesson (Course *c, gboolean bid)
{
  g_autofree CsClassicMove *moves = g_new (CsClassicMove, CS_CLASSIC_MAX_PLACEMENTS * 4);
  const CsClassic *g;
  g_autoptr(GError) error = NULL;
  guint n;

  wait_for_learner (c);
  /* the stacked bazaar tile, laid anywhere, opens a bazaar (B-5.1) */
  g_assert_true (drawn (c)->bazaar);
  g_assert_cmpuint (drawn (c)->expansion, ==, CS_CLASSIC_BCB);
  n = cs_classic_bcb_placements (state (c), FALSE, moves, CS_CLASSIC_MAX_PLACEMENTS * 4);
  g_assert_cmpuint (n, >, 0);
  play (c, &moves[0]);
  g_assert_true (castellan_classic_bcb_get_bazaar_on (c->game));
  /* the Beginner, after the learner, is the first auctioneer (B-5.3):
   * not yet the learner's decision, so not judged */
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c->tutorial), ==, CASTELLAN_CLASSIC_LESSON_BAZAARS);
  g_assert_null (castellan_classic_tutorial_get_why (c->tutorial));
  wait_for_learner (c);
  g = state (c);
  g_assert_cmpint (castellan_classic_bcb_get_step (c->game), ==, CASTELLAN_BCB_BID);
  g_assert_cmpuint (g->bcb.n_display, ==, 2);
  g_assert_cmpint (cs_classic_tile (g->tileset, g->bcb.display[0])->letter, ==, 'F');
  g_assert_cmpint (cs_classic_tile (g->tileset, g->bcb.display[1])->letter, ==, 'W');
  if (bid)
    g_assert_true (castellan_classic_bcb_bid (c->game, castellan_classic_bcb_get_min_bid (c->game), &error));
  else
    g_assert_true (castellan_classic_bcb_pass (c->game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c->tutorial), ==, CASTELLAN_CLASSIC_N_LESSONS);
}

/* each lesson names its rule and says what to do */
static void
test_texts (void)
{
  CastellanClassicLesson first = castellan_classic_course_first (CASTELLAN_CLASSIC_COURSE_BCB);

  g_assert_cmpint (first, ==, CASTELLAN_CLASSIC_LESSON_CASTLES);
  g_assert_cmpuint (castellan_classic_course_length (CASTELLAN_CLASSIC_COURSE_BCB), ==, 3);
  for (guint l = first; l < first + castellan_classic_course_length (CASTELLAN_CLASSIC_COURSE_BCB); l++)
    {
      g_assert_cmpuint (strlen (castellan_classic_lesson_title (l)), >, 3);
      g_assert_true (g_str_has_prefix (castellan_classic_lesson_rule (l), "B-"));
      /* the card cites the rule it teaches */
      g_assert_nonnull (strstr (castellan_classic_lesson_text (l), castellan_classic_lesson_rule (l)));
    }
  g_assert_nonnull (strstr (castellan_classic_course_done_text (CASTELLAN_CLASSIC_COURSE_BCB), "Bazaars"));
}

/* the whole course as its cards ask, each situation where it is promised */
static void
test_course (gconstpointer bid)
{
  Course c = { 0 };

  course_start (&c);
  play_castle_lesson (&c);
  play_bridge_lesson (&c);
  play_bazaar_lesson (&c, GPOINTER_TO_INT (bid));
  /* the bazaar round and the game go on with the lessons done */
  wait_for_learner (&c);
  g_assert_cmpuint (state (&c)->bcb.bought, ==, 1);
  /* a screen reader hears the tile in hand named as bought, not drawn (B-5.7) */
  {
    g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (c.game);
    g_autofree char *tile = castellan_turn_base_dup_tile_description (CASTELLAN_TURN_BASE (turn));
    g_autofree char *fit = NULL;

    g_assert_true (g_str_has_prefix (tile, "Tile bought at the bazaar, "));
    g_assert_true (castellan_classic_turn_next_fit (turn, 1));
    fit = castellan_classic_describe_cursor (turn);
    g_assert_nonnull (strstr (fit, ": empty, the tile bought at the bazaar fits here. Tile bought at the bazaar, "));
    g_assert_null (strstr (fit, "rawn"));
  }
  course_free (&c);
}

/* a lesson waits: a move that does not do what it asks leaves it where it
 * is and says what was missing; a later move can still do it */
static void
test_waits (void)
{
  Course c = { 0 };
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;

  course_start (&c);
  wait_for_learner (&c);
  /* the cap south of the start tile, where it closes nothing */
  g_assert_true (find_lay (&c, 0, 1, &m));
  play (&c, &m);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, CASTELLAN_CLASSIC_LESSON_CASTLES);
  g_assert_nonnull (castellan_classic_tutorial_get_why (c.tutorial));
  /* the next cap closes the start tile's city: the castle now */
  play_castle_lesson (&c);
  course_free (&c);
}

/* issue 32, item 7: the course's lessons as The Castle's. The castle
 * lesson reached is marked done above the next; Next Lesson skips one
 * and marks none done; Leave Lessons ends the course, and no move is
 * judged after it. */
static void
test_next_and_leave (void)
{
  Course c = { 0 };
  CsClassicMove m = CS_CLASSIC_MOVE_INIT;

  course_start (&c);
  g_assert_cmpint (castellan_classic_tutorial_get_done (c.tutorial), ==, -1);
  wait_for_learner (&c);
  g_assert_true (find_lay (&c, 0, 1, &m));
  play (&c, &m);
  g_assert_cmpint (castellan_classic_tutorial_get_done (c.tutorial), ==, -1);
  play_castle_lesson (&c);
  g_assert_cmpint (castellan_classic_tutorial_get_done (c.tutorial), ==, CASTELLAN_CLASSIC_LESSON_CASTLES);
  /* skipped by hand: on to the bazaar, nothing marked done */
  castellan_classic_tutorial_next (c.tutorial);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, CASTELLAN_CLASSIC_LESSON_BAZAARS);
  g_assert_cmpint (castellan_classic_tutorial_get_done (c.tutorial), ==, -1);
  g_assert_null (castellan_classic_tutorial_get_why (c.tutorial));
  /* the last lesson skipped ends the course */
  castellan_classic_tutorial_next (c.tutorial);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, CASTELLAN_CLASSIC_N_LESSONS);
  castellan_classic_tutorial_next (c.tutorial);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, CASTELLAN_CLASSIC_N_LESSONS);
  castellan_classic_tutorial_leave (c.tutorial);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, -1);
  course_free (&c);

  /* left at the start: the learner's moves are judged no more */
  course_start (&c);
  castellan_classic_tutorial_leave (c.tutorial);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, -1);
  wait_for_learner (&c);
  g_assert_true (find_lay (&c, 0, 1, &m));
  play (&c, &m);
  g_assert_cmpint (castellan_classic_tutorial_get_lesson (c.tutorial), ==, -1);
  g_assert_null (castellan_classic_tutorial_get_why (c.tutorial));
  course_free (&c);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bcb-lessons/texts", test_texts);
  g_test_add_data_func ("/bcb-lessons/course-bid", GINT_TO_POINTER (TRUE), test_course);
  g_test_add_data_func ("/bcb-lessons/course-pass", GINT_TO_POINTER (FALSE), test_course);
  g_test_add_func ("/bcb-lessons/waits", test_waits);
  g_test_add_func ("/bcb-lessons/next-and-leave", test_next_and_leave);
  return g_test_run ();
}
