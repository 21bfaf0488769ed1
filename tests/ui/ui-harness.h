/* ui-harness.h — running the real application in-process for the ui tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What test-game-ui.c, test-first-game.c and test-classic-ui.c share: a data
 * directory of their own, the application run until the test's step says it
 * is done (one step per tick once the window is shown), a watchdog, and
 * finding the windows and widgets a step looks at.
 */
#pragma once

#include <adwaita.h>

#include "castellan-application.h"
#include "castellan-auction-dialog.h"
#include "castellan-game-page.h"
#include "castellan-window.h"
#include "cs-classic.h"

G_BEGIN_DECLS

typedef struct {
  guint watchdog_seconds;   /* the run fails after this long */
  guint interval_ms;        /* between two steps */
  int   width, height;      /* the window's default size; 0: the app's own */
} UiRunOptions;

/* one step of a test; TRUE: done, quit */
typedef gboolean (*UiStepFunc) (gpointer run);

/* the temporary XDG_DATA_HOME (and XDG_CONFIG_HOME) of this test program */
extern char *data_home;

void       ui_harness_init  (int                 *argc,
                             char              ***argv,
                             const char          *tmp_template);
void       clean_data       (void);

void       ui_run_app       (CastellanApplication **app,
                             CastellanWindow      **window,
                             const UiRunOptions    *options,
                             UiStepFunc             step,
                             gpointer               run);

gpointer   find_toplevel    (GType                type);
/* the calling thread's own CPU time, µs (CLOCK_THREAD_CPUTIME_ID): what
 * the main loop's watches hold to their bounds, not the wall clock */
gint64     ui_thread_cpu_us (void);
/* the message dialog shown whose heading begins with @heading, or NULL */
AdwMessageDialog *ui_find_dialog (const char     *heading);
/* the message dialog shown, if one is, answered with @response (NULL: its
 * default, as Enter would) and closed; TRUE when there was one */
gboolean   ui_answer_dialog (const char          *response);

/* pictures of the window for docs/images: CASTELLAN_SHOT_SIZE=WxH sets the
 * window's size in @options, CASTELLAN_SHOT_LANGUAGE=de (with the build's
 * catalogs in CASTELLAN_LOCALEDIR) the language; call before the tests */
void       ui_harness_shot_setup (UiRunOptions *options);
/* the screen as a person sees it now, once the window has drawn what the
 * test just did, into $CASTELLAN_SHOT_DIR/PREFIX-NAME.png (ImageMagick's
 * import); nothing without CASTELLAN_SHOT_DIR or @prefix */
void       ui_harness_shot  (const char          *prefix,
                             const char          *name);
GtkWidget *find_child       (GtkWidget           *widget,
                             GType                type);
/* the first widget of @type in @widget's tree that passes @test (NULL: any) */
typedef gboolean (*UiWidgetTest) (GtkWidget *widget, gconstpointer data);
GtkWidget *find_child_where (GtkWidget           *widget,
                             GType                type,
                             UiWidgetTest         test,
                             gconstpointer        data);
/* the window's one game page, whichever game is played, and its one board */
CastellanGamePage *ui_game_page (CastellanWindow *window);
CastellanBoard    *ui_board     (CastellanWindow *window);
/* the same page (the name the classic game's tests knew it by) */
CastellanGamePage *ui_classic_page (CastellanWindow *window);
/* the game log under @root (only a shown one, if @shown), or NULL */
GtkListView *ui_log_view    (GtkWidget           *root,
                             gboolean             shown);
/* the log's newest line is in sight (its lines more than it shows) */
void       ui_assert_log_at_end (GtkListView     *view);
/* In The Castle, the person whose turn it is in @window lays the greedy
 * policy's tile, without a follower, through the board's actions */
void        ui_castle_person_moves (CastellanWindow *window,
                                    CsRng           *rng);

/* how many widgets of @type @widget's tree holds, itself included */
guint      ui_count_children (GtkWidget      *widget,
                              GType           type);
/* the window holds exactly one game page and one board, whichever game
 * is played (issue 32), and the page is on show */
void       ui_assert_one_page (CastellanWindow *window);
/* every player's card above the board whole: inside the list and the
 * window, no line of it ellipsized or given less width than it needs */
void       ui_assert_players_whole (CastellanWindow *window);
void       ui_assert_words_whole   (GtkLabel        *label);
/* what the page's tutor says now (castellan_game_page_dup_tutor_text),
 * good until the next call */
const char *ui_tutor_text (CastellanGamePage *page);
/* the classic game the page keeps, and its turn */
CastellanClassicGame *ui_classic_game (CastellanWindow *window);
CastellanClassicTurn *ui_classic_turn (CastellanWindow *window);
/* the turn's cursor on its first lit cell (there is one), the tile turned
 * the first way it fits there, ready to be laid */
void                  ui_classic_aim  (CastellanClassicTurn *turn);

/* the fields a test's Run begins with: "struct _Run { UI_RUN_FIELDS (Run); …" */
#define UI_RUN_FIELDS(Run)                                                      \
  CastellanApplication *app;                                                    \
  CastellanWindow      *window;                                                 \
  gboolean            (*step) (Run *run)   /* TRUE: done, quit */

/* run_app (Run *run) for a test whose Run begins with UI_RUN_FIELDS:
 * the application until run->step returns TRUE */
#define UI_DEFINE_RUN_APP(Run, options)                                         \
  static gboolean run_step (gpointer data) { Run *r = data; return r->step (r); } \
  static void run_app (Run *run) { ui_run_app (&run->app, &run->window, (options), run_step, run); }

/* A table of tests that each run the application with a fresh Run until
 * its step is done: "UI_DEFINE_STEP_TESTS (Run)" after UI_DEFINE_RUN_APP,
 * then in main a "static const RunStepTest tests[] = { { "/path", step_x },
 * … }" and "return run_step_tests (argc, argv, TEMPLATE, &run_options,
 * tests, G_N_ELEMENTS (tests))": the harness set up (ui_harness_init,
 * ui_harness_shot_setup) and the tests run. Each starts from clean data
 * and fails unless its step set run->done; a row with a func instead of a
 * step adds that test as it is, in its place. */
#define UI_DEFINE_STEP_TESTS(Run)                                               \
  typedef struct {                                                              \
    const char *path;                                                           \
    gboolean  (*step) (Run *run);                                               \
    GTestFunc   func;                                                           \
  } RunStepTest;                                                                \
  static void run_step_test (gconstpointer data)                                \
  {                                                                             \
    Run run = { .step = ((const RunStepTest *) data)->step };                   \
    clean_data ();                                                              \
    run_app (&run);                                                             \
    g_assert_true (run.done);                                                   \
  }                                                                             \
  static int run_step_tests (int argc, char **argv, const char *tmp_template,   \
                             UiRunOptions *options,                             \
                             const RunStepTest *tests, gsize n)                 \
  {                                                                             \
    ui_harness_init (&argc, &argv, tmp_template);                               \
    ui_harness_shot_setup (options);                                            \
    for (gsize i = 0; i < n; i++)                                               \
      if (tests[i].func != NULL)                                                \
        g_test_add_func (tests[i].path, tests[i].func);                         \
      else                                                                      \
        g_test_add_data_func (tests[i].path, &tests[i], run_step_test);         \
    return g_test_run ();                                                       \
  }

/* the shortcuts of @widget itself (its class's key bindings among them)
 * that the key with @mods triggers, in the order GTK tries them (a trigger
 * keeps the keyval in lower case, Shift in its modifiers); free with
 * g_list_free_full (list, g_object_unref) */
GList         *ui_key_shortcuts     (GtkWidget       *widget,
                                     guint            keyval,
                                     GdkModifierType  mods);
/* the key pressed on @widget through those shortcuts, as GTK does for a key
 * event: each activated in turn until one takes it; TRUE when one did */
gboolean       ui_widget_takes_key  (GtkWidget       *widget,
                                     guint            keyval,
                                     GdkModifierType  mods);

/* the expansion's policy's move for @g into @m: a discard done at once
 * (FALSE), or the turn's cursor on its cell and the tile turned its way,
 * ready to be laid (TRUE) */
gboolean    ui_bcb_aim         (CastellanClassicTurn   *turn,
                                const CsClassic        *g,
                                CsRng                  *rng,
                                CsClassicMove          *m);

/* the expansion's auction card set for @move (an offer's tile and amount, a
 * bid's amount, B-5.3); returns the card's action that plays it */
const char *ui_auction_prepare (CastellanAuctionDialog *dialog,
                                const CsClassicMove    *move);

/* the pointer comes to @widget or leaves it, as its cell lights' motion
 * controller hears it (castellan-cell-lights.c names it; @widget has one) */
void           ui_hover_cell_lights (GtkWidget *widget,
                                     gboolean   enter);
/* the window's main menu button (the primary one) under @widget */
GtkMenuButton *ui_primary_menu      (GtkWidget *widget);

G_END_DECLS
