/* castellan-classic-page-private.h — what the classic page's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan-classic-page.c keeps the page in step with the game and the
 * turn; castellan-classic-page-parts.c holds its parts that only some games
 * or moments have: the lesson card, the expansion's castle question and
 * auction, Suggest a Move.
 */
#pragma once

#include <adwaita.h>

#include "castellan-classic-page.h"

G_BEGIN_DECLS

struct _CastellanClassicPage
{
  GtkWidget              parent_instance;

  CastellanClassicGame  *game;
  CastellanClassicTurn  *turn;
  int                    shown_active;   /* the seat the hand-over was last shown for */
  guint                  handover_id;
  char                  *refusal;
  char                  *suggestion;     /* Suggest a Move's answer, for this move */
  GCancellable          *suggesting;
  GSimpleActionGroup    *actions;
  CastellanAuctionDialog *auction;     /* a bazaar's auction on show (B-5), or NULL */
  GtkWidget             *auction_slot;
  int                    castle_asked;  /* the move the castle question was asked at, -1 */

  GtkWidget             *box;
  CastellanClassicBoard *board;
  CastellanClassicTutorial *tutorial;  /* Learn to Play, or NULL */
  CastellanLessonCard   *lesson_card;
  GtkWidget             *handover_box;
  GtkWidget             *handover_chip;
  GtkLabel              *handover_label;
  GtkLabel              *prompt_label;
  GtkLabel              *detail_label;
  GtkWidget             *castle_box;
  GtkLabel              *castle_label;
  GtkWidget             *castle_score_button;
  GtkLabel              *tutor_label;
  CastellanTurnCard     *turn_card;
  GtkListBox            *score_list;
  GtkLabel              *tiles_left_label;
  GtkListView           *log_view;
  GtkWindow             *final_sheet;   /* the end-of-game dialog on show, weak */
  gboolean               fitted;        /* the board was fitted for the game's end */
};

/* castellan-classic-page.c */
void castellan_classic_page_update_tutor          (CastellanClassicPage *self);

/* castellan-classic-page-parts.c */
/* B-4.2: ask a person about their small city, beside the board; B-5: show the auction */
void castellan_classic_page_ask_bcb               (CastellanClassicPage *self);
/* the auction is over and seen: its card goes */
void castellan_classic_page_auction_closed        (CastellanClassicPage *self);
void castellan_classic_page_castle_build_cb       (GSimpleAction *action, GVariant *param, gpointer data);
void castellan_classic_page_castle_score_cb       (GSimpleAction *action, GVariant *param, gpointer data);
void castellan_classic_page_suggest_cb            (GSimpleAction *action, GVariant *param, gpointer data);
/* the lesson card's buttons (tutor.next-lesson, tutor.leave-lessons) */
void castellan_classic_page_next_lesson_action    (GtkWidget *widget, const char *name, GVariant *param);
void castellan_classic_page_leave_lessons_action  (GtkWidget *widget, const char *name, GVariant *param);

G_END_DECLS
