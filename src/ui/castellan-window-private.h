/* castellan-window-private.h — what the window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan-window.c hosts the game page (castellan-game-page.c), which
 * holds every game, and keeps the header in step with it; castellan-window-actions.c holds the window's
 * actions and their keys; castellan-window-files.c the file choosers and
 * the messages of saving, opening and resuming; castellan-window-games.c
 * starting a game and leaving one; castellan-window-toast.c the toast.
 */
#pragma once

#include "castellan-window.h"
#include "castellan-classic-game.h"
#include "castellan-game-page.h"
#include "castellan-rules-window.h"
#include "castellan-save-service.h"

G_BEGIN_DECLS

struct _CastellanWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  CastellanSaveService *saves;          /* a slot per game kind (castellan-window-files.c) */
  CastellanGameSetup    last_setup;
  char                 *last_names[CASTELLAN_CASTLE_SEATS];
  CastellanClassicSetup last_classic;   /* for Play Again; n_players 0: none yet */
  char                 *last_classic_names[CASTELLAN_CLASSIC_MAX_SEATS];

  CastellanRulesWindow *rules;          /* the one Rules Reference, once asked for or made ahead */
  guint                 warm_id;        /* the work done ahead once shown (castellan-window.c) */
  guint                 warm_step;
  guint                 warm_kind;      /* the nodes drawn under the next frame (castellan-window.c), 0: none */
  GtkWidget            *preview;        /* a game's page drawn once ahead, under the content, or NULL */
  gboolean              preview_drawn;
  const char           *resume_heading; /* why a saved game was not resumed, shown */
  char                 *resume_error;   /* ...once the window is mapped */

  /* Template widgets */
  GtkStack             *main_stack;
  AdwStatusPage        *welcome_page;
  CastellanGamePage    *page;           /* the one game page: every game is its */
  AdwToastOverlay      *toast_overlay;
  AdwToast             *toast;          /* the one shown, weak */
  guint                 toast_timeout_id;
  GtkWidget            *undo_button;    /* only beside a game */
  AdwWindowTitle       *window_title;
  GtkWidget            *header_spinner;
  GtkWidget            *primary_menu_button;
};

/* castellan-window-toast.c */
/* the toast of a move taken back in @game: whose, when people share the computer */
void castellan_window_toast_undone       (CastellanWindow     *self,
                                          CastellanGameBase   *game);
typedef void (*CastellanWindowThen) (CastellanWindow *self);
/* run @then, which starts a game of @kind, once the player agrees to end
 * the game of that kind it would end, if any (named in the question) */
void castellan_window_leave_game_then    (CastellanWindow     *self,
                                          CastellanGameKind    kind,
                                          CastellanWindowThen  then);
/* the same, over @over (NULL: the window); @answer hears whether to go on */
typedef void (*CastellanWindowAnswer) (CastellanWindow *self, gboolean go_on, gpointer data);
void castellan_window_leave_game_answer  (CastellanWindow      *self,
                                          CastellanGameKind     kind,
                                          GtkWindow            *over,
                                          CastellanWindowAnswer answer,
                                          gpointer              data,
                                          GDestroyNotify        destroy);

/* castellan-window-files.c */
void     castellan_window_class_init_files (GtkWidgetClass  *widget_class);
/* the saves of both games and the statistics, and what the window says
 * of them (after castellan_window_init_classic) */
void     castellan_window_init_files       (CastellanWindow *self);
/* resume the newest saved game of any kind: its kind, or -1; a save that
 * could not be used is told once the window is mapped */
int      castellan_window_resume           (CastellanWindow *self);


/* castellan-window-actions.c */
/* the shortcuts window's titles wrap (once the application has given it) */
void castellan_window_wrap_shortcuts     (CastellanWindow *self);
void castellan_window_class_init_actions (GtkWidgetClass  *widget_class);
/* which actions a stage and a phase allow */
void castellan_window_update_actions     (CastellanWindow *self);
void castellan_window_update_subtitle    (CastellanWindow *self);
/* castellan-window-a11y.c: what the window says to a screen reader */
void castellan_window_init_a11y          (CastellanWindow *self);

/* castellan-window-classic.c: starting, playing again and opening classic games */
void     castellan_window_dispose_classic (CastellanWindow *self);
/* a classic game in view, in progress or over (Save As saves it) */
gboolean castellan_window_classic_shown   (CastellanWindow *self);
/* Play Again in the classic game: the seats and options of the last one,
 * a new deal; FALSE when no classic game was started in this window */
gboolean castellan_window_play_classic_again (CastellanWindow *self);
/* @data is a classic game record (Game=carcassonne) */
gboolean castellan_window_is_classic_record (const char   *data,
                                             gsize         length);
/* Open with a classic record: loads it (or sets @error) and returns TRUE;
 * FALSE when @data is not a classic record */
gboolean castellan_window_open_classic    (CastellanWindow *self,
                                           const char      *data,
                                           gsize            length,
                                           const char      *path,
                                           GError         **error);

G_END_DECLS
