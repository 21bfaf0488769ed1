/* castellan-window.h
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-classic-game.h"
#include "castellan-classic-lessons.h"
#include "castellan-tutor.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_WINDOW (castellan_window_get_type ())

G_DECLARE_FINAL_TYPE (CastellanWindow, castellan_window, CASTELLAN, WINDOW, AdwApplicationWindow)

CastellanWindow    *castellan_window_new         (CastellanApplication     *application);
/* shows the New Game dialog */
void                castellan_window_new_game    (CastellanWindow          *self);
/* starts a game at once (the dialog calls this) */
void                castellan_window_start_game  (CastellanWindow          *self,
                                                  const CastellanGameSetup *setup);
void                castellan_window_learn_to_play (CastellanWindow        *self);
/* wait until the saves handed to the writer thread are on disk */
void                castellan_window_flush_saves (CastellanWindow         *self);
void                castellan_window_show_rules  (CastellanWindow          *self,
                                                  const char               *rule);
/* the one Rules Reference, shown or hidden; NULL until first made */
struct _CastellanRulesWindow *castellan_window_get_rules (CastellanWindow *self);
struct _CastellanHintPanel *castellan_window_get_hint_panel (CastellanWindow *self);
void                castellan_window_show_error  (CastellanWindow          *self,
                                                  const char               *heading,
                                                  const char               *body);
/* The Castle's game, turn and tutor, as the game page keeps them */
CastellanGame      *castellan_window_get_game    (CastellanWindow          *self);
/* the game page's one board */
CastellanBoard     *castellan_window_get_board   (CastellanWindow          *self);
gboolean            castellan_window_get_warmed  (CastellanWindow          *self);
/* a short message over the board; @text is plain text, not markup */
void                castellan_window_toast       (CastellanWindow          *self,
                                                  const char               *text);
/* the same with a button: @button and @action (one toast at a time) */
void                castellan_window_toast_with_button (CastellanWindow    *self,
                                                        const char         *text,
                                                        const char         *button,
                                                        const char         *action);
CastellanTurn      *castellan_window_get_turn    (CastellanWindow          *self);
CastellanTutor     *castellan_window_get_tutor   (CastellanWindow          *self);
/* classic Carcassonne: start a game at once; its page (a CastellanGamePage) */
void                castellan_window_start_classic (CastellanWindow             *self,
                                                    const CastellanClassicSetup *setup);
/* the one game page, whichever game is played (a CastellanGamePage) */
GtkWidget          *castellan_window_get_game_page (CastellanWindow           *self);
/* Learn to Play Carcassonne: a game against the Beginner, lesson by lesson */
void                castellan_window_learn_classic (CastellanWindow             *self);
/* the same for a course: CASTELLAN_CLASSIC_COURSE_BCB teaches the expansion */
void                castellan_window_learn_classic_course (CastellanWindow        *self,
                                                           CastellanClassicCourse  course);
/* what Open does with the file chosen: a classic record to the classic
 * game, anything else to The Castle, once the player agrees to end the
 * game of that kind in progress, if any */
void                castellan_window_open_file (CastellanWindow             *self,
                                                GFile                       *file);
/* the same for a record already read, named @name in messages (Try From
 * Here in a review): the question, if any, is asked over @over (NULL: the
 * window), and @done hears whether the record's game replaced the one in
 * progress (FALSE: the player kept it). A record that cannot be loaded
 * asks nothing and returns FALSE with @error, @done never called; @destroy
 * frees @user_data either way. */
typedef void (*CastellanWindowOpened) (CastellanWindow *self,
                                       gboolean         opened,
                                       gpointer         user_data);
gboolean            castellan_window_open_record (CastellanWindow           *self,
                                                  const char                *data,
                                                  gsize                      length,
                                                  const char                *name,
                                                  GtkWindow                 *over,
                                                  CastellanWindowOpened      done,
                                                  gpointer                   user_data,
                                                  GDestroyNotify             destroy,
                                                  GError                   **error);

G_END_DECLS
