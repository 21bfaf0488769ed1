/* test-bcb-lessons-ui.c — Learn Bridges, Castles and Bazaars through the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb: the course found in the main
 * menu and started from it, then played as the lesson cards ask and as a
 * person plays: the cap that closes the start tile's city with a knight,
 * and the castle chosen in the card beside the board that asks; the next cap laid at a
 * road end, where the board gives it a bridge; the bazaar tile laid, and a
 * bid in the auction dialog. Each card must move on to the next
 * lesson, the last to "Every lesson done". CASTELLAN_SHOT_DIR=DIR writes a
 * picture of each lesson there, CASTELLAN_SHOT_LANGUAGE=de in another
 * language, CASTELLAN_SHOT_SIZE=1024x768 at that size.
 */
#define G_LOG_DOMAIN "test-bcb-lessons-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "castellan-auction-dialog.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-lessons.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 200

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  int      lesson_played;     /* the last lesson the learner did its part of, -1 */
  gboolean asked, bid, done;
  guint    ticks;             /* since the castle question or the auction showed */
  const char *shots;
};

/* the window's default size, where the castle question and the auction
 * card above the lesson card once left it too little height */
static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

#define page(run) ui_classic_page ((run)->window)
#define game(run) ui_classic_game ((run)->window)

static int
lesson (Run *run)
{
  return castellan_classic_tutorial_get_lesson (castellan_game_page_get_tutorial (page (run)));
}

/* does @model, or a section or submenu of it, hold an item for @action? */
static gboolean
menu_has_action (GMenuModel *model, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) linked = g_menu_link_iter_get_value (links);
          if (menu_has_action (linked, action))
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
offers (GtkWidget *button, gconstpointer action)
{
  GMenuModel *model = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));

  return model != NULL && menu_has_action (model, action);
}

/* a turn of the drawn tile at @cell: one that fits there with a bridge
 * (@bridge), or else without one if there is such a turn */
static guint
fitting_turn (Run *run, guint cell, gboolean bridge)
{
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page (run));
  guint fits = castellan_classic_turn_get_fits (turn, cell);
  guint needs = castellan_classic_turn_get_needs_bridge (turn, cell);
  guint want = bridge ? needs : (fits & ~needs) ? fits & ~needs : fits;

  for (guint rot = 0; rot < 4; rot++)
    if (want & (1u << rot))
      return rot;
  g_assert_not_reached ();
}

/* the cell of a lay move of the drawn tile that needs a bridge (B-3.5), or
 * else of one that does not */
static guint
cell_for (Run *run, gboolean bridge)
{
  CsClassicMove m[CS_CLASSIC_MAX_PLACEMENTS];
  guint n = cs_classic_bcb_placements (castellan_classic_game_get_state (game (run)), FALSE, m, G_N_ELEMENTS (m));

  for (guint i = 0; i < n; i++)
    if ((m[i].bridge != 0) == bridge)
      return m[i].cell;
  g_assert_not_reached ();
}

/* the cursor on @cell with the tile turned to fit, as the learner points */
static void
point_at (Run *run, guint cell, gboolean bridge)
{
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page (run));

  castellan_classic_turn_set_cursor_cell (turn, cell);
  castellan_classic_turn_set_rotation (turn, fitting_turn (run, cell, bridge));
}

/* the learner lays the drawn tile where the cursor is, as the board lays
 * it (Return); then a follower of @kind, or none (-1) */
static void
lay_here (Run *run, int kind)
{
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page (run));
  const CsClassic *g = castellan_classic_game_get_state (game (run));
  const CsClassicDesign *tile = cs_classic_tile (g->tileset, g->current);
  guint moves = g->move;
  const guint8 *open;
  guint n_open;
  int index = -1;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "game.lay-tile", NULL));
  g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint i = 0; i < n_open && kind >= 0; i++)
    if (open[i] < tile->n_pieces && tile->pieces[open[i]].type == kind)
      index = i;
  g_assert_true (kind < 0 || index >= 0);
  if (index >= 0)
    castellan_classic_turn_choose_follower (turn, index);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "game.no-follower", NULL));
  g_assert_cmpuint (g->move, ==, moves + 1);
}

static gboolean
labelled (GtkWidget *button, gconstpointer label)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0;
}

/* @widget's bounds lie across the side column's, shown and laid out */
static void
assert_across_column (GtkWidget *widget, GtkWidget *column)
{
  graphene_rect_t at;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, column, &at));
  g_test_message ("%s at %.0f, %.0f px wide in a column %d px wide", G_OBJECT_TYPE_NAME (widget), at.origin.x,
                  at.size.width, gtk_widget_get_width (column));
  g_assert_cmpfloat (at.size.height, >, 0);
  g_assert_cmpfloat (at.origin.x, >=, -0.5);
  g_assert_cmpfloat (at.origin.x + at.size.width, <=, gtk_widget_get_width (column) + 0.5);
}

/* The lesson card below the castle question or the auction card: read
 * whole, wrapped at the column's width, its title and buttons there. The
 * column once measured it for the height the window had left and got its
 * lines unwrapped, cut off on both sides, with no title and no buttons. */
static void
assert_lesson_card_whole (Run *run)
{
  CastellanLessonCard *card = castellan_game_page_get_lesson_card (page (run));
  GtkWidget *text = GTK_WIDGET (castellan_lesson_card_get_text_label (card));
  GtkWidget *column = gtk_widget_get_ancestor (GTK_WIDGET (card), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *title = NULL;

  g_assert_nonnull (column);
  assert_across_column (GTK_WIDGET (card), column);
  {
    /* and down: the tutor's page has the height the card needs, no part
     * of it cut off by the page (it was given the height the toast
     * overlay measured for no width, a line a label) */
    GtkWidget *stack = gtk_widget_get_ancestor (GTK_WIDGET (card), GTK_TYPE_STACK);
    graphene_rect_t at;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), stack, &at));
    g_test_message ("the lesson card at %.0f, %.0f px high in a page %d px high", at.origin.y, at.size.height,
                    gtk_widget_get_height (stack));
    g_assert_cmpfloat (at.origin.y, >=, -0.5);
    g_assert_cmpfloat (at.origin.y + at.size.height, <=, gtk_widget_get_height (stack) + 0.5);
  }
  assert_across_column (text, column);
  /* a lesson's text is lines long at this width, and wraps between words */
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (text))), >, 2);
  ui_assert_words_whole (GTK_LABEL (text));
  for (GtkWidget *c = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (card))); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c) && gtk_widget_has_css_class (c, "title-4"))
      title = c;
  g_assert_nonnull (title);
  assert_across_column (title, column);
  assert_across_column (castellan_lesson_card_get_next_button (card), column);
  assert_across_column (castellan_lesson_card_get_leave_button (card), column);
}

static gboolean
step_play (Run *run)
{
  CastellanAuctionDialog *auction = castellan_game_page_get_auction (page (run));
  const char *question = castellan_game_page_get_castle_question (page (run));
  CastellanBcbStep step = castellan_classic_bcb_get_step (game (run));
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (page (run));
  const char *card = castellan_game_page_get_lesson_text (page (run));
  GtkWidget *button;
  int now = lesson (run);

  if (auction != NULL && castellan_auction_dialog_get_done (auction))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (auction), "auction.continue", NULL));
      return FALSE;
    }
  if (now == CASTELLAN_CLASSIC_LESSON_BRIDGES)
    {
      /* the castle lesson is marked done above the bridge's */
      const char *done = castellan_lesson_card_get_done (castellan_game_page_get_lesson_card (page (run)));

      g_assert_nonnull (done);
      g_assert_nonnull (strstr (done, castellan_classic_lesson_title (CASTELLAN_CLASSIC_LESSON_CASTLES)));
    }
  if (now == CASTELLAN_CLASSIC_N_LESSONS && auction == NULL)
    {
      /* the card says the course is done */
      g_assert_nonnull (card);
      g_assert_true (run->bid);
      ui_harness_shot (run->shots, "done");
      run->done = TRUE;
      return TRUE;
    }
  if (castellan_classic_game_get_phase (game (run)) != CASTELLAN_PHASE_PLACE ||
      castellan_classic_game_get_actor (game (run)) != 0)
    return FALSE;
  if (step == CASTELLAN_BCB_CASTLE)
    {
      if (question == NULL || ++run->ticks < 5)
        return FALSE;
      run->ticks = 0;
      assert_lesson_card_whole (run);
      /* B-4.2: the castle question, beside the board and not over it */
      g_assert_nonnull (strstr (question, "B-4"));
      g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
      ui_harness_shot (run->shots, "castle-question");
      run->asked = TRUE;
      /* its button, as a person clicks it: the question goes */
      button = find_child_where (GTK_WIDGET (page (run)), GTK_TYPE_BUTTON, labelled, _("_Build a Castle"));
      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
      g_assert_null (castellan_game_page_get_castle_question (page (run)));
      g_assert_cmpint (lesson (run), ==, CASTELLAN_CLASSIC_LESSON_BRIDGES);
      return FALSE;
    }
  if (step == CASTELLAN_BCB_BID)
    {
      if (auction == NULL || ++run->ticks < 5)
        return FALSE;
      run->ticks = 0;
      assert_lesson_card_whole (run);
      /* B-5.3: one bid, the least the dialog allows */
      g_assert_cmpint (now, ==, CASTELLAN_CLASSIC_LESSON_BAZAARS);
      castellan_auction_dialog_set_amount (auction, castellan_classic_bcb_get_min_bid (game (run)));
      ui_harness_shot (run->shots, "auction");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (auction), "auction.bid", NULL));
      g_assert_cmpint (lesson (run), ==, CASTELLAN_CLASSIC_N_LESSONS);
      run->bid = TRUE;
      return FALSE;
    }
  g_assert_cmpint (step, ==, CASTELLAN_BCB_NONE);
  if (castellan_classic_turn_get_stage (turn) != CASTELLAN_STAGE_PLACE || now == run->lesson_played)
    return FALSE;
  /* a new lesson: its card, as the learner reads it first */
  g_assert_nonnull (card);
  g_assert_nonnull (strstr (card, castellan_classic_lesson_title (now)));
  switch (now)
    {
    case CASTELLAN_CLASSIC_LESSON_CASTLES:
      /* the cap, pointed at the start tile's city, closes it */
      point_at (run, cs_classic_cell (0, -1), FALSE);
      ui_harness_shot (run->shots, "castles");
      lay_here (run, CS_CLASSIC_CITY);
      break;
    case CASTELLAN_CLASSIC_LESSON_BRIDGES:
      g_assert_true (run->asked);
      /* at a road end the cap fits only with a bridge, and the tutor says
       * so (B-3.5) */
      point_at (run, cell_for (run, TRUE), TRUE);
      g_assert_nonnull (strstr (ui_tutor_text (page (run)), "B-3.5"));
      ui_harness_shot (run->shots, "bridges");
      lay_here (run, -1);
      g_assert_cmpint (lesson (run), ==, CASTELLAN_CLASSIC_LESSON_BAZAARS);
      break;
    case CASTELLAN_CLASSIC_LESSON_BAZAARS:
      /* the bazaar tile anywhere it fits without a bridge */
      point_at (run, cell_for (run, FALSE), FALSE);
      ui_harness_shot (run->shots, "bazaars");
      lay_here (run, -1);
      g_assert_true (castellan_classic_bcb_get_bazaar_on (game (run)));
      break;
    default:
      g_assert_not_reached ();
    }
  run->lesson_played = now;
  return FALSE;
}

/* the course from the main menu: its item is there, and it starts the
 * lessons' game with the expansion and the first card */
static gboolean
step_open (Run *run)
{
  GtkWidget *menu = find_child_where (GTK_WIDGET (run->window), GTK_TYPE_MENU_BUTTON, offers, "win.learn-bcb");

  /* in the main menu, beside Learn to Play Carcassonne */
  g_assert_nonnull (menu);
  g_assert_true (find_child_where (GTK_WIDGET (run->window), GTK_TYPE_MENU_BUTTON, offers, "win.learn-classic") == menu);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.learn-bcb", NULL));
  g_assert_true (castellan_classic_game_get_bcb (game (run)));
  g_assert_nonnull (castellan_game_page_get_tutorial (page (run)));
  g_assert_cmpint (castellan_classic_tutorial_get_course (castellan_game_page_get_tutorial (page (run))), ==,
                   CASTELLAN_CLASSIC_COURSE_BCB);
  /* issue 32, item 7: The Castle's lesson card, its buttons there and
   * the rules the lesson names links to the Rules Reference */
  {
    CastellanLessonCard *card = castellan_game_page_get_lesson_card (page (run));
    const char *markup = gtk_label_get_label (castellan_lesson_card_get_text_label (card));

    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (card)));
    g_assert_true (gtk_widget_get_visible (castellan_lesson_card_get_next_button (card)));
    g_assert_true (gtk_widget_get_visible (castellan_lesson_card_get_leave_button (card)));
    g_assert_true (gtk_label_get_use_markup (castellan_lesson_card_get_text_label (card)));
    g_assert_nonnull (strstr (markup, "<a href=\"B-4.1\">B-4.1</a>"));
    g_assert_nonnull (strstr (markup, "<a href=\"B-4.3\">B-4.3</a>"));
    /* as read, the codes stay in the sentence */
    g_assert_nonnull (strstr (castellan_lesson_card_get_text (card), "(B-4.1)"));
  }
  /* the Beginner's bids, quickly: the test follows them */
  castellan_classic_game_set_decision_pause (game (run), 30);
  run->step = step_play;
  return FALSE;
}

static void
test_course (void)
{
  Run run = { .step = step_open, .lesson_played = -1, .shots = "bcb-lessons" };

  clean_data ();
  run_app (&run);
  g_assert_true (run.asked);
  g_assert_true (run.bid);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-bcb-lessons-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_func ("/bcb-lessons/course", test_course);
  return g_test_run ();
}
