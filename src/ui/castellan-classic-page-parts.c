/* castellan-classic-page-parts.c — the classic page's parts some games have
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lesson card of Learn to Play Carcassonne and of the expansion's
 * course; the expansion's castle question (B-4.2) and auction (B-5) beside
 * the board rather than over it; Suggest a Move. Each shows only when the
 * game in view has it (castellan-classic-page-private.h).
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-classic-page-private.h"
#include "castellan-a11y.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-describe.h"
#include "castellan-describe.h"

/* the lesson card, as The Castle's: the lesson just done, this one with
 * its count, what the last try lacked; hidden outside the lessons */
static void
update_lesson (CastellanClassicPage *self)
{
  int lesson = self->tutorial ? castellan_classic_tutorial_get_lesson (self->tutorial) : -1;
  int done;
  CastellanClassicCourse course;
  g_autofree char *title = NULL;
  g_autofree char *done_text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), lesson >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.next-lesson",
                                 lesson >= 0 && lesson < CASTELLAN_CLASSIC_N_LESSONS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.leave-lessons", lesson >= 0);
  if (lesson < 0)
    return;
  course = castellan_classic_tutorial_get_course (self->tutorial);
  done = castellan_classic_tutorial_get_done (self->tutorial);
  if (done >= 0 && done < CASTELLAN_CLASSIC_N_LESSONS)
    done_text = g_strdup_printf (_("✓ Lesson %d done: %s"), done - (int) castellan_classic_course_first (course) + 1,
                                 castellan_classic_lesson_title (done));
  if (lesson >= CASTELLAN_CLASSIC_N_LESSONS)
    castellan_lesson_card_show (self->lesson_card, _("Every lesson done"), castellan_classic_course_done_text (course),
                                NULL, NULL, done_text);
  else
    {
      /* Translators: a lesson's number, the number of lessons, its title */
      title = g_strdup_printf (_("Lesson %1$d of %2$d: %3$s"),
                               lesson - (int) castellan_classic_course_first (course) + 1,
                               castellan_classic_course_length (course), castellan_classic_lesson_title (lesson));
      castellan_lesson_card_show (self->lesson_card, title, castellan_classic_lesson_text (lesson),
                                  castellan_classic_lesson_rule (lesson),
                                  castellan_classic_tutorial_get_why (self->tutorial), done_text);
    }
}

static void
lesson_cb (CastellanClassicTutorial *tutorial, GParamSpec *pspec, CastellanClassicPage *self)
{
  update_lesson (self);
  /* a new lesson, or what the last try lacked, is said as it is shown */
  if (g_strcmp0 (pspec->name, "why") == 0)
    castellan_announce (GTK_WIDGET (self), castellan_classic_tutorial_get_why (tutorial));
  else if (castellan_classic_tutorial_get_lesson (tutorial) >= 0)
    {
      g_autofree char *said = g_strdup_printf ("%s %s", castellan_lesson_card_get_title (self->lesson_card),
                                               castellan_lesson_card_get_text (self->lesson_card));
      castellan_announce (GTK_WIDGET (self), said);
    }
}

void
castellan_classic_page_next_lesson_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanClassicPage *self = CASTELLAN_CLASSIC_PAGE (widget);

  if (self->tutorial)
    castellan_classic_tutorial_next (self->tutorial);
}

void
castellan_classic_page_leave_lessons_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanClassicPage *self = CASTELLAN_CLASSIC_PAGE (widget);

  if (self->tutorial)
    castellan_classic_tutorial_leave (self->tutorial);
}

void
castellan_classic_page_set_tutorial (CastellanClassicPage *self, CastellanClassicTutorial *tutorial)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self));
  if (self->tutorial)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  g_set_object (&self->tutorial, tutorial);
  if (tutorial)
    {
      g_signal_connect (tutorial, "notify::lesson", G_CALLBACK (lesson_cb), self);
      g_signal_connect (tutorial, "notify::why", G_CALLBACK (lesson_cb), self);
      g_signal_connect_swapped (tutorial, "notify::done", G_CALLBACK (update_lesson), self);
    }
  update_lesson (self);
}

CastellanClassicTutorial *
castellan_classic_page_get_tutorial (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->tutorial;
}

const char *
castellan_classic_page_get_lesson_text (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->lesson_card)) ? castellan_lesson_card_get_title (self->lesson_card)
                                                                  : NULL;
}

CastellanLessonCard *
castellan_classic_page_get_lesson_card (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->lesson_card;
}

/* B-4.2: the castle question is a person's to answer now */
static gboolean
castle_question_open (CastellanClassicPage *self)
{
  return castellan_classic_bcb_get_step (self->game) == CASTELLAN_BCB_CASTLE &&
         castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_PLACE;
}

/* the small city in view on the board, where the question card does not
 * cover it: the view moves only when the city lies outside it */
static void
show_small_city (CastellanClassicPage *self)
{
  int cell = castellan_classic_bcb_get_castle_cell (self->game);
  GtkWidget *board = GTK_WIDGET (self->board);
  double x, y;

  if (cell >= 0 && !castellan_classic_board_cell_point (self->board, cell, &x, &y))
    castellan_classic_board_pan (self->board, gtk_widget_get_width (board) / 2.0 - x,
                                 gtk_widget_get_height (board) / 2.0 - y);
}

/* the auction is over and seen: its card goes */
void
castellan_classic_page_auction_closed (CastellanClassicPage *self)
{
  if (self->auction == NULL)
    return;
  gtk_box_remove (GTK_BOX (self->auction_slot), GTK_WIDGET (g_steal_pointer (&self->auction)));
  gtk_widget_set_visible (self->auction_slot, FALSE);
}

/* B-4.2: ask a person about their small city, beside the board; B-5: show the auction */
void
castellan_classic_page_ask_bcb (CastellanClassicPage *self)
{
  CastellanBcbStep step = castellan_classic_bcb_get_step (self->game);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  CastellanGameStatus status;
  gboolean castle = castle_question_open (self);

  gtk_widget_set_visible (self->castle_box, castle);
  if (castle)
    {
      g_autofree char *question = castellan_classic_bcb_dup_castle_question (self->game);
      gtk_label_set_text (self->castle_label, question);
    }
  if (!GTK_IS_WINDOW (root) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (step >= CASTELLAN_BCB_OFFER && self->auction == NULL)
    {
      self->auction = castellan_auction_dialog_new (self->game);
      g_signal_connect_swapped (self->auction, "closed", G_CALLBACK (castellan_classic_page_auction_closed), self);
      gtk_box_append (GTK_BOX (self->auction_slot), GTK_WIDGET (self->auction));
      gtk_widget_set_visible (self->auction_slot, TRUE);
      gtk_widget_child_focus (GTK_WIDGET (self->auction), GTK_DIR_TAB_FORWARD);
    }
  castellan_game_base_get_status (CASTELLAN_GAME_BASE (self->game), &status);
  if (castle && self->castle_asked != (int) status.turn)
    {
      /* asked once a move: the keys go to the answer, as they went to a
       * dialog, and a screen reader reads the question */
      self->castle_asked = status.turn;
      show_small_city (self);
      gtk_widget_grab_focus (self->castle_score_button);
      castellan_announce (GTK_WIDGET (self), gtk_label_get_text (self->castle_label));
    }
}

static void
castle_answer (CastellanClassicPage *self, gboolean build)
{
  g_autoptr(GError) error = NULL;

  if (castle_question_open (self) && !castellan_classic_bcb_castle (self->game, build, &error))
    g_warning ("%s", error->message);
}

void
castellan_classic_page_castle_build_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castle_answer (CASTELLAN_CLASSIC_PAGE (data), TRUE);
}

void
castellan_classic_page_castle_score_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castle_answer (CASTELLAN_CLASSIC_PAGE (data), FALSE);
}

/* B-5: the auction's card on show beside the board, or NULL */
CastellanAuctionDialog *
castellan_classic_page_get_auction (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->auction;
}

/* B-4.2: the castle question on show beside the board, or NULL */
const char *
castellan_classic_page_get_castle_question (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return gtk_widget_get_visible (self->castle_box) ? gtk_label_get_text (self->castle_label) : NULL;
}

GtkWidget *
castellan_classic_page_get_castle_card (CastellanClassicPage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_PAGE (self), NULL);
  return self->castle_box;
}

/* Suggest a Move: the move the Casual computer would make, shown on the
 * board (the cursor on its cell, the tile turned as it says), in the
 * tutor's line and to a screen reader */
static void
suggested_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(CastellanClassicPage) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint cell, rot;

  if (self->game == NULL)
    return;
  text = castellan_classic_game_suggest_finish (self->game, result, &cell, &rot, &error);
  if (text == NULL || castellan_classic_turn_get_stage (self->turn) != CASTELLAN_STAGE_PLACE)
    return;
  g_free (self->suggestion);
  self->suggestion = g_steal_pointer (&text);
  castellan_classic_turn_set_cursor_cell (self->turn, cell);
  castellan_classic_turn_set_rotation (self->turn, rot);
  castellan_classic_page_update_tutor (self);
  castellan_announce (GTK_WIDGET (self), self->suggestion);
}

void
castellan_classic_page_suggest_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanClassicPage *self = data;

  if (castellan_classic_turn_get_stage (self->turn) != CASTELLAN_STAGE_PLACE)
    return;
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  self->suggesting = g_cancellable_new ();
  castellan_classic_game_think_async (self->game, CASTELLAN_PLAYER_CASUAL, self->suggesting, suggested_cb,
                                      g_object_ref (self));
}
