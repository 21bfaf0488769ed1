/* castellan-classic-page.h — a game of classic Carcassonne in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-classic-board.h"
#include "castellan-classic-lessons.h"
#include "castellan-lesson-card.h"
#include "castellan-auction-dialog.h"
#include "castellan-final-sheet.h"
#include "castellan-turn-card.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_CLASSIC_PAGE (castellan_classic_page_get_type ())
G_DECLARE_FINAL_TYPE (CastellanClassicPage, castellan_classic_page, CASTELLAN, CLASSIC_PAGE, GtkWidget)

GtkWidget             *castellan_classic_page_new       (CastellanClassicGame *game);
CastellanClassicGame  *castellan_classic_page_get_game  (CastellanClassicPage *self);
CastellanClassicTurn  *castellan_classic_page_get_turn  (CastellanClassicPage *self);
CastellanClassicBoard *castellan_classic_page_get_board (CastellanClassicPage *self);
/* the hand-over note beside the board ("Over to Red"), shown for a while
 * when the desk passes to another person */
GtkWidget             *castellan_classic_page_get_handover (CastellanClassicPage *self);
/* the Lay button of the turn card, accented only while a tile can be laid */
GtkWidget             *castellan_classic_page_get_lay_button (CastellanClassicPage *self);
/* the drawn tile beside the board with the turn's buttons (game.*) */
CastellanTurnCard     *castellan_classic_page_get_turn_card  (CastellanClassicPage *self);
/* the end-of-game dialog, shown when the game ends here and by
 * game.show-final-score, a row per line of castellan_classic_game_get_scored(); NULL when not on show */
CastellanFinalSheet   *castellan_classic_page_get_final_sheet (CastellanClassicPage *self);
/* Learn to Play: the lessons shown beside the board, NULL for none */
void                   castellan_classic_page_set_tutorial (CastellanClassicPage     *self,
                                                            CastellanClassicTutorial *tutorial);
CastellanClassicTutorial *castellan_classic_page_get_tutorial (CastellanClassicPage *self);
/* the lesson card's title ("Lesson 2 of 7: …"), NULL when none shows */
const char            *castellan_classic_page_get_lesson_text (CastellanClassicPage *self);
/* a bazaar's auction on show beside the board (B-5), or NULL */
CastellanAuctionDialog *castellan_classic_page_get_auction (CastellanClassicPage *self);
/* the lesson card The Castle's hint panel also shows (castellan-lesson-card.h) */
CastellanLessonCard   *castellan_classic_page_get_lesson_card (CastellanClassicPage *self);
/* what the tutor line beside the board says now (tests read it) */
const char            *castellan_classic_page_get_tutor_text (CastellanClassicPage *self);
/* B-4.2: the castle question beside the board while a person answers it
 * (classic.castle-build, classic.castle-score), else NULL; its card */
const char            *castellan_classic_page_get_castle_question (CastellanClassicPage *self);
GtkWidget             *castellan_classic_page_get_castle_card (CastellanClassicPage *self);
/* Suggest a Move: the cursor and the tile turned to the Casual computer's
 * move, said in the tutor's line and to a screen reader */
void                   castellan_classic_page_suggest        (CastellanClassicPage *self);

G_END_DECLS
