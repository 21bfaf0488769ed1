/* castellan-game-page-private.h — what the game page's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan-game-page.c keeps the page in step with whichever game is on
 * show, through CastellanGameBase and CastellanTurnBase: the board, the
 * turn card, the thinking banner, the hint panel, the log, the tiles left,
 * the final sheet and the game.* actions. What only one game has is in a
 * file of its own: castellan-game-page-castle.c (the questions The
 * Castle's turn asks, its lessons and the toast of a refused tile),
 * castellan-game-page-parts.c (classic Carcassonne's hand-over,
 * its lessons, the expansion's castle question and auction).
 * castellan-game-page-suggest.c has Suggest a Move, one path for every
 * game.
 */
#pragma once

#include <adwaita.h>

#include "castellan-game-page.h"
#include "castellan-classic-tutor.h"
#include "castellan-player-list.h"
#include "castellan-tutorial.h"

G_BEGIN_DECLS

struct _CastellanGamePage
{
  GtkWidget              parent_instance;

  GSettings             *settings;
  CastellanGameKind      kind;           /* the game on show */
  gboolean               started_once;   /* a game was started or resumed here */

  /* The Castle */
  CastellanGame         *castle;
  CastellanTurn         *castle_turn;
  CastellanTutor        *tutor;
  CastellanTutorial     *tutorial;       /* "Learn to Play" The Castle */
  gboolean               starting_tutorial;
  int                    refused_cell;   /* where the tile did not fit, -1 */
  guint                  refused_move;   /* ...in the move of this number */

  /* classic Carcassonne and its expansion */
  CastellanClassicGame  *classic;
  CastellanClassicTurn  *classic_turn;
  CastellanClassicTutor *classic_tutor;
  CastellanClassicTutorial *lessons;    /* Learn to Play Carcassonne, or NULL */
  int                    shown_active;   /* the seat the hand-over was last shown for */
  guint                  handover_id;
  CastellanAuctionDialog *auction;       /* a bazaar's auction on show (B-5), or NULL */
  int                    castle_asked;   /* the move the castle question was asked at, -1 */

  GSimpleActionGroup    *actions;        /* page.*: zoom, castle question, suggest */
  gboolean               final_pending;  /* the game ended here: its sheet once the board is still */
  gboolean               focus_pending;  /* the board takes the keys once the window is active */
  gboolean               fitted;         /* the open board was fitted for the game's end */
  GtkWindow             *final_sheet;    /* the end-of-game dialog on show, weak */
  gboolean               preview;        /* drawn once ahead, never shown (castellan_game_page_set_preview) */

  /* template widgets */
  CastellanBoard        *board;
  GtkWidget             *zoom_box;
  GtkWidget             *players_slot;
  CastellanPlayerList   *player_list;
  GtkStack              *thinking_stack;
  GtkSpinner            *thinking_spinner;
  GtkLabel              *thinking_label;
  CastellanTurnCard     *turn_card;
  GtkMenuButton         *pile_button;
  GtkLabel              *tiles_left_label;
  AdwToastOverlay       *toast_overlay;
  GtkStack              *side_stack;
  GtkWidget             *tutor_slot;
  CastellanHintPanel    *hint_panel;
  GtkLabel              *suggestion_label;
  GtkWidget             *play_suggestion_button;   /* made in castellan-game-page-suggest.c */
  GtkListView           *log_view;
  GtkWidget             *auction_slot;
  GtkWidget             *handover_box;
  GtkWidget             *handover_chip;
  GtkLabel              *handover_label;
  CastellanLessonCard   *lesson_card;
  GtkWidget             *castle_box;
  GtkLabel              *castle_label;
  GtkWidget             *castle_build_button;
  GtkWidget             *castle_score_button;
};

/* castellan-game-page.c */
void castellan_game_page_update                   (CastellanGamePage *self);
/* show the game of @kind (its board, card, tutor, log, players) */
void castellan_game_page_show_kind                (CastellanGamePage *self,
                                                   CastellanGameKind  kind);
/* the game on show started (or was resumed, or loaded) */
void castellan_game_page_game_started             (CastellanGamePage *self,
                                                   CastellanGameKind  kind);
void castellan_game_page_game_played              (CastellanGamePage *self);

/* castellan-game-page-castle.c: what only The Castle has */
void castellan_game_page_init_castle              (CastellanGamePage *self);
void castellan_game_page_dispose_castle           (CastellanGamePage *self);
void castellan_game_page_update_tutor_page        (CastellanGamePage *self);
GdkPaintable *castellan_game_page_castle_tile_picture  (CastellanGamePage *self, int tile, guint rot, int size, int scale);

/* castellan-game-page-parts.c: what only classic Carcassonne and its expansion have */
void castellan_game_page_init_classic             (CastellanGamePage *self);
void castellan_game_page_dispose_classic          (CastellanGamePage *self);
void castellan_game_page_update_classic           (CastellanGamePage *self);
GdkPaintable *castellan_game_page_classic_tile_picture (CastellanGamePage *self, int tile, guint rot, int size, int scale);
/* B-4.2: ask a person about their small city, beside the board; B-5: show the auction */
void castellan_game_page_ask_bcb                  (CastellanGamePage *self);
/* the auction is over and seen: its card goes */
void castellan_game_page_auction_closed           (CastellanGamePage *self);
void castellan_game_page_castle_build_cb          (GSimpleAction *action, GVariant *param, gpointer data);
void castellan_game_page_castle_score_cb          (GSimpleAction *action, GVariant *param, gpointer data);
/* castellan-game-page-suggest.c: Suggest a Move, for every game */
void castellan_game_page_init_suggest             (CastellanGamePage *self);
void castellan_game_page_dispose_suggest          (CastellanGamePage *self);
/* the answer, Play It and whether page.suggest may be used now */
void castellan_game_page_update_suggestion        (CastellanGamePage *self);
void castellan_game_page_suggest_cb               (GSimpleAction *action, GVariant *param, gpointer data);
void castellan_game_page_play_suggestion_cb       (GSimpleAction *action, GVariant *param, gpointer data);
/* the lesson card's buttons (tutor.next-lesson, tutor.leave-lessons) */
void castellan_game_page_next_lesson_action       (GtkWidget *widget, const char *name, GVariant *param);
void castellan_game_page_leave_lessons_action     (GtkWidget *widget, const char *name, GVariant *param);

G_END_DECLS
