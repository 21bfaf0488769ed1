/* castellan-game-page.h — the one game page, for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page keeps a game of each kind (The Castle; classic Carcassonne with
 * or without Bridges, Castles and Bazaars) and shows the one last started,
 * resumed or opened: the board, the players, the drawn tile with the
 * turn's buttons, the tutor, the log, and what only some games have (the
 * castle question, the auction, the lessons). The window hosts it and asks
 * it for the games.
 */
#pragma once

#include <gtk/gtk.h>

#include "castellan-auction-dialog.h"
#include "castellan-board.h"
#include "castellan-classic-lessons.h"
#include "castellan-classic-turn.h"
#include "castellan-final-sheet.h"
#include "castellan-game.h"
#include "castellan-hint-panel.h"
#include "castellan-lesson-card.h"
#include "castellan-save-service.h"
#include "castellan-turn-card.h"
#include "castellan-tutor.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_GAME_PAGE (castellan_game_page_get_type ())
G_DECLARE_FINAL_TYPE (CastellanGamePage, castellan_game_page, CASTELLAN, GAME_PAGE, GtkWidget)

GtkWidget             *castellan_game_page_new           (void);
/* a page the window draws once ahead and never shows (castellan-window.c,
 * preview_start), before it is put in the window: it lends the window no
 * page.* actions (the window's own page does) and takes no keys */
void                   castellan_game_page_set_preview   (CastellanGamePage *self);
/* the game of @kind the page keeps (whether on show or not) */
CastellanGameBase     *castellan_game_page_get_game_of_kind (CastellanGamePage *self,
                                                             CastellanGameKind  kind);
/* the game on show, its kind, its turn */
CastellanGameBase     *castellan_game_page_get_game      (CastellanGamePage *self);
CastellanGameKind      castellan_game_page_get_kind      (CastellanGamePage *self);
CastellanTurnBase     *castellan_game_page_get_turn      (CastellanGamePage *self);
/* The Castle's game, turn, tutor and lessons; classic Carcassonne's game and turn */
CastellanGame         *castellan_game_page_get_castle    (CastellanGamePage *self);
CastellanTurn         *castellan_game_page_get_castle_turn (CastellanGamePage *self);
CastellanTutor        *castellan_game_page_get_tutor     (CastellanGamePage *self);
CastellanTutorial     *castellan_game_page_get_castle_tutorial (CastellanGamePage *self);
CastellanClassicGame  *castellan_game_page_get_classic   (CastellanGamePage *self);
CastellanClassicTurn  *castellan_game_page_get_classic_turn (CastellanGamePage *self);
/* the one board, whichever game is on show */
CastellanBoard        *castellan_game_page_get_board     (CastellanGamePage *self);
CastellanHintPanel    *castellan_game_page_get_hint_panel (CastellanGamePage *self);
/* the toasts of a game show over the side pane (castellan-window-toast.c) */
AdwToastOverlay       *castellan_game_page_get_toast_overlay (CastellanGamePage *self);
/* a line for the window's subtitle: where the game on show stands */
char                  *castellan_game_page_dup_status    (CastellanGamePage *self);
/* the game on show is thinking (a computer's move) */
gboolean               castellan_game_page_get_thinking  (CastellanGamePage *self);
/* stop every computer's move (the window closes) */
void                   castellan_game_page_cancel_thinking (CastellanGamePage *self);
/* the end-of-game dialog: shown when the game ends here and by
 * game.show-final-score; NULL when not on show */
CastellanFinalSheet   *castellan_game_page_get_final_sheet (CastellanGamePage *self);
void                   castellan_game_page_show_final_sheet (CastellanGamePage *self);
/* the hand-over note beside the board ("Over to Red"), shown for a while
 * when the desk passes to another person */
GtkWidget             *castellan_game_page_get_handover  (CastellanGamePage *self);
/* the Lay button of the turn card, accented only while a tile can be laid */
GtkWidget             *castellan_game_page_get_lay_button (CastellanGamePage *self);
CastellanTurnCard     *castellan_game_page_get_turn_card (CastellanGamePage *self);
/* Learn to Play Carcassonne: the lessons shown beside the board, NULL for none */
void                   castellan_game_page_set_tutorial  (CastellanGamePage        *self,
                                                          CastellanClassicTutorial *tutorial);
CastellanClassicTutorial *castellan_game_page_get_tutorial (CastellanGamePage *self);
/* the classic lesson card's title ("Lesson 2 of 7: …"), NULL when none shows */
const char            *castellan_game_page_get_lesson_text (CastellanGamePage *self);
CastellanLessonCard   *castellan_game_page_get_lesson_card (CastellanGamePage *self);
/* a bazaar's auction on show beside the board (B-5), or NULL */
CastellanAuctionDialog *castellan_game_page_get_auction  (CastellanGamePage *self);
/* what the tutor says now, its sections' sentences one a line (tests read it) */
char                  *castellan_game_page_dup_tutor_text (CastellanGamePage *self);
/* B-4.2: the castle question beside the board while a person answers it
 * (page.castle-build, page.castle-score), else NULL; its card */
const char            *castellan_game_page_get_castle_question (CastellanGamePage *self);
GtkWidget             *castellan_game_page_get_castle_card (CastellanGamePage *self);
/* Suggest a Move, in any game: the tutor's suggestion on the board */
void                   castellan_game_page_suggest       (CastellanGamePage *self);
/* Learn to Play The Castle: its guided game, from the first lesson */
void                   castellan_game_page_learn_castle  (CastellanGamePage *self);
/* the toast's "Why?" after a refused tile: the tutor, explaining the cell */
void                   castellan_game_page_explain_refusal (CastellanGamePage *self);
/* a person's turn: the keys go to the board (once the window is active) */
void                   castellan_game_page_focus_board   (CastellanGamePage *self);
/* the tutor's page beside the board: whether it is the one shown; show it */
gboolean               castellan_game_page_tutor_shown   (CastellanGamePage *self);
void                   castellan_game_page_show_tutor    (CastellanGamePage *self);

G_END_DECLS
