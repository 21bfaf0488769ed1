/* test-suggest-ui.c — Suggest a Move, one path for every game (issue 32)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb. In The Castle and in
 * classic Carcassonne alike, the page's action page.suggest (the tutor's
 * button, Ctrl+H) asks the game on show; the answer comes off the main
 * thread, is said in words naming a cell where the drawn tile fits, stands
 * on the board (the cursor on that cell, turned as suggested; the board
 * model holds it, and The Castle's board frames it), is told to a screen reader, goes as soon
 * as the tile is laid, and Play It (page.play-suggestion) plays it.
 *
 * The answer reads the same in every game, expansion included: one
 * sentence shape, the turn said as the board says the drawn tile's, and
 * why with the rule ID it rests on. Pointing at the answer (or focusing
 * Play It) lights the suggested cell on the board. The main menu holds
 * Suggest a Move, the same page.suggest, shown with Ctrl+H and disabled
 * whenever the action is; the shortcuts window lists Ctrl+H.
 */
#define G_LOG_DOMAIN "test-suggest-ui"

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "castellan-a11y.h"
#include "castellan-board.h"
#include "castellan-game-page.h"
#include "castellan-window.h"
#include "cs-board.h"
#include "cs-classic.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 120

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  gboolean               classic;
  gboolean               bcb;       /* classic with Bridges, Castles and Bazaars */
  guint                  stage;
  guint                  waited;
  guint                  turn_before;
  gint64                 asked_at;
  gint64                 answered_at;
  CastellanSuggestedMove move;
  gboolean               done;
};

static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1024, 768 };
UI_DEFINE_RUN_APP (Run, &run_options)

static CastellanGamePage *
page (Run *run)
{
  return ui_game_page (run->window);
}

static CastellanGameBase *
game (Run *run)
{
  return castellan_game_page_get_game (page (run));
}

static CastellanTurnBase *
turn (Run *run)
{
  return castellan_game_page_get_turn (page (run));
}

static gboolean
has_action (GtkWidget *widget, gconstpointer name)
{
  return gtk_widget_get_visible (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), name) == 0;
}

/* the shown button bound to page.@name */
static GtkWidget *
button (Run *run, const char *name)
{
  return find_child_where (GTK_WIDGET (page (run)), GTK_TYPE_BUTTON, has_action, name);
}

static guint
moves (Run *run)
{
  CastellanGameStatus status;

  castellan_game_base_get_status (game (run), &status);
  return status.turn;
}

/* the cell as the game names it in words */
static void
cell_name (Run *run, guint cell, char name[16])
{
  if (run->classic)
    cs_classic_cell_name (cell, name);
  else
    cs_board_cell_name (castellan_game_get_state (castellan_window_get_game (run->window))->board, cell, name);
}

static void
answered_cb (CastellanGameBase *base, GParamSpec *pspec, Run *run)
{
  if (run->answered_at == 0 && castellan_game_base_get_suggested_move (base, NULL))
    run->answered_at = g_get_monotonic_time ();
}

static void
start (Run *run)
{
  if (run->classic)
    {
      CastellanClassicSetup s = { .n_players = 2, .first = 0, .farmers = TRUE, .bcb = run->bcb, .seed = 5,
                                  .has_seed = TRUE };

      s.kinds[0] = s.kinds[1] = CASTELLAN_PLAYER_HUMAN;
      castellan_window_start_classic (run->window, &s);
    }
  else
    {
      CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                               CASTELLAN_THEME_CASTLE, 0, 5, TRUE };

      castellan_window_start_game (run->window, &s);
    }
  g_signal_connect (game (run), "notify::suggestion", G_CALLBACK (answered_cb), run);
}

/* ---- the answer's shape, the same in every game ---- */

/* how the board says the drawn tile is turned, by quarter turns clockwise */
static const char *const turned[] = {
  "not turned", "turned a quarter clockwise", "turned half round", "turned a quarter anticlockwise",
};

/* "Strong would play this: Lay the tile at CELL, TURN, and put a ROLE on
 * its FEATURE: WHY (RULE)." or "…, without a follower: WHY (RULE).", then
 * perhaps what others score: the level it speaks for named first, the one
 * the game's review judges by */
static void
check_shape (Run *run, const char *text)
{
  g_autoptr(GRegex) shape = g_regex_new ("^Strong would play this: Lay the tile at ([A-Z][0-9]+|-?[0-9]+,-?[0-9]+), ([a-z ]+), "
                                         "(and put a ([a-z]+) on its ([a-z]+)|without a follower): "
                                         "(it [a-z ,0-9]+) \\(([RC]-[0-9]+(\\.[0-9]+)?)\\)\\."
                                         "( It also scores [0-9]+ points? for others\\.)?$", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *cell = NULL, *turn = NULL, *rule = NULL;
  char name[16];

  if (!g_regex_match (shape, text, 0, &match))
    g_error ("%s: the suggestion is not in the one shape of every game: %s",
             run->bcb ? "expansion" : run->classic ? "classic" : "castle", text);
  /* the cell as the board's axis labels name it, turned as the board says */
  cell = g_match_info_fetch (match, 1);
  cell_name (run, run->move.cell, name);
  g_assert_cmpstr (cell, ==, name);
  turn = g_match_info_fetch (match, 2);
  g_assert_cmpstr (turn, ==, turned[run->move.rot & 3]);
  /* a follower exactly when the move puts one */
  g_assert_cmpint (strstr (text, "without a follower") == NULL, ==, run->move.follower >= 0);
  /* the rule of the game in play: The Castle's R-, classic's C- */
  rule = g_match_info_fetch (match, 7);
  g_assert_cmpint (rule[0], ==, run->classic ? 'C' : 'R');
}

/* the board model lights (x, y): it is drawn lit */
static gboolean
lit (CastellanBoardModel *model, int x, int y)
{
  const CastellanBoardLight *lights;
  guint n = castellan_board_model_get_lights (model, &lights);

  for (guint i = 0; i < n; i++)
    if (lights[i].x == x && lights[i].y == y)
      return TRUE;
  return FALSE;
}

static gboolean
shows_text (GtkWidget *widget, gconstpointer text)
{
  return gtk_widget_get_visible (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* pointing at the answer, or focusing Play It, lights the suggested
 * cell on the board; leaving it puts the light out */
static void
check_lights (Run *run, int x, int y)
{
  CastellanBoardModel *model = castellan_board_get_model (ui_board (run->window));
  GtkWidget *label = find_child_where (GTK_WIDGET (page (run)), GTK_TYPE_LABEL, shows_text,
                                       castellan_game_base_get_suggestion (game (run)));
  GtkWidget *play = button (run, "page.play-suggestion");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (run->window));

  g_assert_nonnull (label);
  g_assert_false (lit (model, x, y));
  ui_hover_cell_lights (label, TRUE);
  g_assert_true (lit (model, x, y));
  ui_hover_cell_lights (label, FALSE);
  g_assert_false (lit (model, x, y));
  gtk_widget_grab_focus (play);
  g_assert_true (gtk_widget_has_focus (play));
  g_assert_true (lit (model, x, y));
  gtk_widget_grab_focus (focus);
  g_assert_false (lit (model, x, y));
}

/* ---- the main menu and the shortcuts window ---- */

/* the menu model's item bound to @action: its section, label and accel */
static gboolean
menu_item (GMenuModel *menu, const char *action, int *section, char **label, char **accel)
{
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr(GMenuModel) items = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      for (int i = 0; items != NULL && i < g_menu_model_get_n_items (items); i++)
        {
          g_autofree char *name = NULL;

          if (!g_menu_model_get_item_attribute (items, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) ||
              g_strcmp0 (name, action) != 0)
            continue;
          *section = s;
          g_menu_model_get_item_attribute (items, i, G_MENU_ATTRIBUTE_LABEL, "s", label);
          g_menu_model_get_item_attribute (items, i, "accel", "s", accel);
          return TRUE;
        }
    }
  return FALSE;
}

/* the popover's button for Suggest a Move, as the menu shows it */
static GtkWidget *
suggest_item (GtkWidget *widget)
{
  if (g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkModelButton") == 0)
    {
      g_autofree char *text = NULL;
      g_auto (GStrv) parts = g_strsplit (g_dgettext (GETTEXT_PACKAGE, "Suggest a _Move"), "_", -1);
      g_autofree char *shown = g_strjoinv ("", parts);   /* (in the language of the pictures too) */

      g_object_get (widget, "text", &text, NULL);
      if (g_strcmp0 (text, shown) == 0)
        return widget;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = suggest_item (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* the item is in the menu's game section, with Ctrl+H shown, and may be
 * used exactly when page.suggest may */
static void
check_menu (Run *run, gboolean enabled)
{
  GtkMenuButton *menu = ui_primary_menu (GTK_WIDGET (run->window));
  g_autofree char *label = NULL, *accel = NULL, *shown = NULL;
  GtkWidget *item;
  int section = -1;

  g_assert_nonnull (menu);
  g_assert_true (menu_item (gtk_menu_button_get_menu_model (menu), "page.suggest", &section, &label, &accel));
  g_assert_cmpint (section, ==, 0);
  g_assert_cmpstr (label, ==, g_dgettext (GETTEXT_PACKAGE, "Suggest a _Move"));
  g_assert_cmpstr (accel, ==, "<Control>h");
  item = suggest_item (GTK_WIDGET (gtk_menu_button_get_popover (menu)));
  g_assert_nonnull (item);
  g_object_get (item, "accel", &shown, NULL);
  g_assert_cmpstr (shown, ==, "<Control>h");
  g_assert_cmpint (gtk_widget_get_sensitive (item), ==, enabled);
  g_assert_cmpint (gtk_widget_get_sensitive (item), ==, gtk_widget_is_sensitive (button (run, "page.suggest")));
}

static gboolean
lists_ctrl_h (GtkWidget *widget, gconstpointer data)
{
  g_autofree char *accel = NULL, *title = NULL;

  g_object_get (widget, "accelerator", &accel, "title", &title, NULL);
  return g_strcmp0 (accel, "<Control>h") == 0 && title != NULL && g_str_has_prefix (title, "Suggest");
}

/* ask through the page's action, as the button and Ctrl+H do */
static void
ask (Run *run)
{
  GtkWidget *suggest = button (run, "page.suggest");

  g_assert_nonnull (suggest);
  g_assert_true (gtk_widget_is_sensitive (suggest));
  g_assert_false (castellan_game_base_get_suggested_move (game (run), NULL));
  run->answered_at = 0;
  run->asked_at = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "page.suggest", NULL));
  /* thought out off the main thread: said to be under way, not answered yet */
  g_assert_nonnull (castellan_game_base_get_suggestion (game (run)));
  g_assert_false (castellan_game_base_get_suggested_move (game (run), NULL));
  run->waited = 0;
}

static gboolean
answered (Run *run)
{
  if (castellan_game_base_get_suggested_move (game (run), &run->move))
    return TRUE;
  g_assert_cmpuint (run->waited++, <, 500);
  return FALSE;
}

/* the answer, everywhere it is shown */
static void
check_answer (Run *run)
{
  CastellanBoardModel *model = castellan_board_get_model (ui_board (run->window));
  const char *text = castellan_game_base_get_suggestion (game (run));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (run->window));
  char name[16];
  int x, y, cx, cy;

  g_test_message ("%s: suggested in %.1f ms: %s", run->bcb ? "expansion" : run->classic ? "classic" : "castle",
                  (run->answered_at - run->asked_at) / 1000.0, text);
  /* a picture of the answer in the hint panel, when asked for (before the
   * checks of its English words) */
  ui_harness_shot ("suggest", run->bcb ? "bcb" : run->classic ? "classic" : "castle");
  /* in words, naming a cell where the drawn tile fits, turned so */
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  cell_name (run, run->move.cell, name);
  g_assert_nonnull (strstr (text, name));
  g_assert_cmpuint (castellan_turn_base_get_fits (turn (run), run->move.cell) & (1u << run->move.rot), !=, 0);
  /* above the tutor's hints, with Play It */
  g_assert_nonnull (strstr (ui_tutor_text (page (run)), text));
  g_assert_nonnull (button (run, "page.play-suggestion"));
  g_assert_true (gtk_widget_is_sensitive (button (run, "page.play-suggestion")));
  /* on the board: the cursor on the cell, the tile turned as suggested */
  g_assert_true (castellan_board_model_cell_xy (model, run->move.cell, &x, &y));
  g_assert_true (castellan_board_model_get_cursor (model, &cx, &cy));
  g_assert_cmpint (cx, ==, x);
  g_assert_cmpint (cy, ==, y);
  g_assert_cmpuint (castellan_turn_base_get_rotation (turn (run)), ==, run->move.rot);
  /* the board model holds it (The Castle's board frames it, with its follower) */
  {
    CastellanBoardFollower f;
    guint rot;
    int sx, sy;

    g_assert_true (castellan_board_model_get_suggestion (model, &sx, &sy, &rot, &f));
    g_assert_cmpint (sx, ==, x);
    g_assert_cmpint (sy, ==, y);
    g_assert_cmpuint (rot, ==, run->move.rot);
  }
  /* told to a screen reader, through the widget with the keys */
  g_assert_nonnull (focus);
  g_assert_nonnull (strstr (castellan_a11y_get_description (focus), text));
  /* in the one shape of every game, and it lights its cell when pointed at */
  check_shape (run, text);
  check_lights (run, x, y);
}

static gboolean
step (Run *run)
{
  CastellanBoardModel *model = castellan_board_get_model (ui_board (run->window));
  g_autofree char *said = NULL;

  switch (run->stage)
    {
    case 0:
      /* after the window's warm-up, as a person who looks at the window a
       * moment first: the game pages it draws ahead must leave the menu
       * its Suggest a Move (castellan-window.c, preview_start) */
      if (!castellan_window_get_warmed (run->window))
        return FALSE;
      start (run);
      run->stage++;
      return FALSE;
    case 1:
      if (castellan_game_base_get_phase (game (run)) != CASTELLAN_PHASE_PLACE)
        return FALSE;
      g_assert_null (castellan_game_base_get_suggestion (game (run)));
      check_menu (run, TRUE);
      ask (run);
      run->stage++;
      return FALSE;
    case 2:
      if (!answered (run))
        return FALSE;
      check_answer (run);
      said = g_strdup (castellan_game_base_get_suggestion (game (run)));
      /* the tile laid (where it was suggested): the suggestion is gone */
      g_assert_true (castellan_turn_base_lay (turn (run)));
      g_assert_null (castellan_game_base_get_suggestion (game (run)));
      g_assert_false (castellan_game_base_get_suggested_move (game (run), NULL));
      g_assert_null (strstr (ui_tutor_text (page (run)), said));
      g_assert_null (button (run, "page.play-suggestion"));
      {
        CastellanBoardFollower f;
        guint rot;
        int sx, sy;

        g_assert_false (castellan_board_model_get_suggestion (model, &sx, &sy, &rot, &f));
      }
      /* asked only while the tile may be laid: the menu's item too */
      g_assert_false (gtk_widget_is_sensitive (button (run, "page.suggest")));
      check_menu (run, FALSE);
      castellan_turn_base_cancel (turn (run));
      g_assert_cmpint (castellan_turn_base_get_stage (turn (run)), ==, CASTELLAN_STAGE_PLACE);
      ask (run);
      run->stage++;
      return FALSE;
    case 3:
      if (!answered (run))
        return FALSE;
      check_answer (run);
      /* played as the person's own */
      run->turn_before = moves (run);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page (run)), "page.play-suggestion", NULL));
      if (castellan_turn_base_get_stage (turn (run)) == CASTELLAN_STAGE_CONFIRM)
        castellan_turn_base_end (turn (run));
      run->waited = 0;
      run->stage++;
      return FALSE;
    case 4:
      if (moves (run) == run->turn_before)
        {
          g_assert_cmpuint (run->waited++, <, 500);
          return FALSE;
        }
      g_assert_cmpuint (moves (run), ==, run->turn_before + 1);
      /* laid where it was suggested, and the suggestion gone with the move */
      g_assert_cmpuint (castellan_turn_base_get_fits (turn (run), run->move.cell), ==, 0);
      g_assert_null (castellan_game_base_get_suggestion (game (run)));
      if (!run->classic)
        {
          const CsRecord *rec = castellan_game_get_record (castellan_window_get_game (run->window));
          const CsMove *m = &g_array_index (rec->moves, CsRecordMove, rec->moves->len - 1).move;

          g_assert_cmpuint (m->cell, ==, run->move.cell);
          g_assert_cmpuint (m->rot, ==, run->move.rot);
          g_assert_cmpint (m->follower, ==, run->move.follower);
        }
      /* the shortcuts window lists Ctrl+H */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.show-help-overlay", NULL));
      run->stage++;
      return FALSE;
    case 5:
      {
        GtkWidget *shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);

        g_assert_nonnull (shortcuts);
        g_assert_nonnull (find_child_where (shortcuts, GTK_TYPE_SHORTCUTS_SHORTCUT, lists_ctrl_h, NULL));
        gtk_window_destroy (GTK_WINDOW (shortcuts));
      }
      run->done = TRUE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static void
test_suggest (gconstpointer data)
{
  Run run = { .step = step, .classic = GPOINTER_TO_INT (data) > 0, .bcb = GPOINTER_TO_INT (data) == 2 };

  clean_data ();
  run_app (&run);
  g_assert_true (run.done);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-suggest-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);
  g_test_add_data_func ("/suggest/castle", GINT_TO_POINTER (FALSE), test_suggest);
  g_test_add_data_func ("/suggest/classic", GINT_TO_POINTER (1), test_suggest);
  g_test_add_data_func ("/suggest/bcb", GINT_TO_POINTER (2), test_suggest);
  return g_test_run ();
}
