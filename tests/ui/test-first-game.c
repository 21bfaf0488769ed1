/* test-first-game.c — what a newcomer meets in a first game (issue 20)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real application in-process under Xvfb: the default window and
 * the smallest one show the board, the tile in hand and the tutor at once,
 * and a larger one gives the board the room (item 1); each player's last
 * tile and follower stay marked until their next turn (2); every numbered
 * spot has its key, 5 and up too (5); R and the card's turn button follow
 * one rule, through all four turns (6); resting on a laid tile says what
 * lies there, not an error (7); Suggest a Move shows its move on the board
 * and plays it when asked (11); a toast stays off the board and its score
 * track (12); the count of tiles left opens the list of those still to
 * come (13). Keys go through the board's own shortcut table, as a key
 * press would.
 */
#define G_LOG_DOMAIN "test-first-game"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "castellan-application.h"
#include "castellan-board.h"
#include "castellan-describe.h"
#include "castellan-hint-panel.h"
#include "castellan-turn-card.h"
#include "castellan-tutor.h"
#include "castellan-window.h"
#include "cs-policy.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 100

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint                 stage;
  guint                 waited;
  CsRng                 rng;
  CsMove                suggested;
};

static const UiRunOptions run_options = { WATCHDOG_SECONDS, 30, 0, 0 };
UI_DEFINE_RUN_APP (Run, &run_options)

/* the first widget under @widget (itself included) that @is says is it */
static GtkWidget *
find_where (GtkWidget *widget, gboolean (*is) (GtkWidget *widget, gconstpointer data), gconstpointer data)
{
  if (is (widget, data))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_where (c, is, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_css_name (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_css_name (widget), name) == 0;
}

/* the menu button whose label is the count of tiles left */
static gboolean
is_pile_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) && GTK_IS_LABEL (gtk_menu_button_get_child (GTK_MENU_BUTTON (widget)));
}

static guint
count_pictures (GtkWidget *widget)
{
  guint n = GTK_IS_PICTURE (widget) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_pictures (c);
  return n;
}

static void
start_game (Run *run, CastellanPlayerKind second, guint32 seed)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, second }, 0, CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
  castellan_window_start_game (run->window, &s);
}

/* the key as the board's shortcut table binds it, activated on the board */
static gboolean
press_key (GtkWidget *widget, guint keyval, GdkModifierType mods)
{
  if (ui_widget_takes_key (widget, keyval, mods))
    return TRUE;
  /* the keys may be those of a part of the widget (the one board holds
   * the game's own board) */
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_get_visible (c) && press_key (c, keyval, mods))
      return TRUE;
  return FALSE;
}

/* ---- item 1: the window's layout ------------------------------------------------- */

static int layout_width, layout_height;

/* @widget lies whole inside the window, shown and of a usable size */
static graphene_rect_t
assert_shown (Run *run, GtkWidget *widget, const char *what, double min_w, double min_h)
{
  graphene_rect_t r;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_get_child_visible (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (run->window), &r));
  g_test_message ("%d×%d: %s at %.0f,%.0f %.0f×%.0f", layout_width, layout_height, what,
                  r.origin.x, r.origin.y, r.size.width, r.size.height);
  g_assert_cmpfloat (r.size.width, >=, min_w);
  g_assert_cmpfloat (r.size.height, >=, min_h);
  g_assert_cmpfloat (r.origin.x, >=, 0);
  g_assert_cmpfloat (r.origin.y, >=, 0);
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (GTK_WIDGET (run->window)) + 0.5);
  g_assert_cmpfloat (r.origin.y + r.size.height, <=, gtk_widget_get_height (GTK_WIDGET (run->window)) + 0.5);
  return r;
}

static void
check_layout (Run *run)
{
  GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));
  GtkWidget *panel = GTK_WIDGET (castellan_window_get_hint_panel (run->window));
  GtkWidget *card = find_child (GTK_WIDGET (run->window), CASTELLAN_TYPE_TURN_CARD);
  GtkWidget *tile = find_child (card, GTK_TYPE_IMAGE);
  graphene_rect_t b, p, t, overlap;
  double side = MIN (layout_width, layout_height);

  /* the size asked for (less a frame for resizing, without a window manager) */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (run->window)), <=, layout_width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (run->window)), >=, layout_width - 24);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (run->window)), <=, layout_height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (run->window)), >=, layout_height - 24);
  /* the board keeps most of the room; the tutor is wide enough to read */
  b = assert_shown (run, board, "board", layout_width * 0.5, side * 0.6);
  p = assert_shown (run, panel, "tutor", 260, 150);
  t = assert_shown (run, tile, "tile in hand", 40, 40);
  /* nothing lies over the board: all three can be used at once */
  g_assert_false (graphene_rect_intersection (&b, &p, &overlap) && overlap.size.width > 1 && overlap.size.height > 1);
  g_assert_false (graphene_rect_intersection (&b, &t, &overlap) && overlap.size.width > 1 && overlap.size.height > 1);
  if (layout_width >= 1200)
    /* a larger window gives the room to the board, not to the side */
    g_assert_cmpfloat (b.size.width, >=, layout_width * 0.6);
}

static gboolean
step_layout (Run *run)
{
  switch (run->stage++)
    {
    case 0:
      castellan_window_learn_to_play (run->window);
      return FALSE;
    case 1: case 2: case 3: case 4: case 5:
      return FALSE;
    case 6:
      /* Learn to Play: the lesson is read in the tutor beside the board */
      g_assert_cmpint (castellan_game_get_phase (castellan_window_get_game (run->window)), ==, CASTELLAN_PHASE_PLACE);
      check_layout (run);
      start_game (run, CASTELLAN_PLAYER_HUMAN, 3);
      return FALSE;
    case 7: case 8: case 9: case 10: case 11:
      return FALSE;
    default:
      /* a game: the same */
      check_layout (run);
      return TRUE;
    }
}

static void
test_layout (gconstpointer data)
{
  const int *size = data;
  Run run = { .step = step_layout };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  layout_width = size[0];
  layout_height = size[1];
  g_settings_set_int (settings, "window-width", size[0]);
  g_settings_set_int (settings, "window-height", size[1]);
  clean_data ();
  run_app (&run);
}

/* ---- the shortcuts window fits the default screen, 1024×768 ------------------------ */

/* the window as shown, asked its natural size */
static void
assert_fits (GtkWidget *window, const char *what)
{
  int w, h;

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
  g_test_message ("the shortcuts window, %s: %d×%d", what, w, h);
  g_assert_cmpint (w, <=, 1024);
  g_assert_cmpint (h, <=, 768);
}

static void
lengthen_titles (GtkWidget *widget)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_object_set (widget, "title", "Andere Brücke zum gelegten Plättchen (Carcassonne mit Brücken)", NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    lengthen_titles (c);
}

static gboolean
step_shortcuts (Run *run)
{
  GtkWidget *shortcuts;

  switch (run->stage++)
    {
    case 0:
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.show-help-overlay", NULL));
      return FALSE;
    case 1: case 2:
      return FALSE;
    default:
      shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
      g_assert_nonnull (shortcuts);
      assert_fits (shortcuts, "in English");
      /* every title as long as the longest translation's (German, 62
       * characters) */
      lengthen_titles (shortcuts);
      assert_fits (shortcuts, "its titles 62 characters long");
      gtk_window_destroy (GTK_WINDOW (shortcuts));
      return TRUE;
    }
}

static void
test_shortcuts (void)
{
  Run run = { .step = step_shortcuts };

  clean_data ();
  run_app (&run);
}

/* ---- items 2, 6, 7, 11: a game against the computer ------------------------------ */

/* a cell where the tile fits some turns but not all, or -1 */
static int
partly_fitting_cell (CastellanTurn *turn)
{
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      guint fits = castellan_turn_get_fits (turn, c);
      if (fits != 0 && fits != 0xF)
        return c;
    }
  return -1;
}

/* item 6: R and the turn card's ↻ step through all four turns, one rule */
static void
check_turning (Run *run)
{
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));
  int cell = partly_fitting_cell (turn);
  guint seen_r = 0, seen_button = 0;

  g_assert_cmpint (cell, >=, 0);
  castellan_turn_set_cursor_cell (turn, cell);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (press_key (board, GDK_KEY_r, 0));
      seen_r |= 1 << castellan_turn_get_rotation (turn);
    }
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.rotate-cw", NULL));
      g_assert_cmpint (castellan_turn_get_cursor_cell (turn), ==, cell);
      seen_button |= 1 << castellan_turn_get_rotation (turn);
    }
  g_assert_cmpuint (seen_r, ==, 0xF);
  g_assert_cmpuint (seen_button, ==, 0xF);
  /* Shift+R goes back the same way */
  {
    guint before = castellan_turn_get_rotation (turn);
    g_assert_true (press_key (board, GDK_KEY_R, GDK_SHIFT_MASK));
    g_assert_cmpuint (castellan_turn_get_rotation (turn), ==, (before + 3) % 4);
  }
  /* a turn that does not fit is refused with the reason, not skipped */
  while (castellan_turn_get_fits (turn, cell) & (1 << castellan_turn_get_rotation (turn)))
    press_key (board, GDK_KEY_r, 0);
  g_assert_false (castellan_turn_lay (turn));
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
  {
    GListModel *tile = castellan_tutor_get_hints (castellan_window_get_tutor (run->window), CASTELLAN_HINTS_TILE);
    g_autoptr(CastellanHint) last = g_list_model_get_item (tile, g_list_model_get_n_items (tile) - 1);
    g_assert_cmpint (castellan_hint_get_mood (last), ==, CASTELLAN_HINT_BAD);
    g_assert_true (g_str_has_prefix (castellan_hint_get_key (last), "verdict:"));
  }
}

/* item 7: resting on a laid tile says what lies there */
static void
check_hover_laid (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  const CsGame *g = castellan_game_get_state (game);
  GListModel *tile = castellan_tutor_get_hints (castellan_window_get_tutor (run->window), CASTELLAN_HINTS_TILE);
  int laid = -1;
  char name[8];

  for (guint c = 0; c < CS_NUM_CELLS && laid < 0; c++)
    if (g->cell_tile[c] != CS_CELL_EMPTY)
      laid = c;
  g_assert_cmpint (laid, >=, 0);
  cs_board_cell_name (g->board, laid, name);
  castellan_turn_set_cursor_cell (turn, laid);
  for (guint i = 0; i < g_list_model_get_n_items (tile); i++)
    {
      g_autoptr(CastellanHint) h = g_list_model_get_item (tile, i);
      g_assert_cmpint (castellan_hint_get_mood (h), !=, CASTELLAN_HINT_BAD);
      g_assert_null (strstr (castellan_hint_get_text (h), "already"));
    }
  {
    g_autoptr(CastellanHint) last = g_list_model_get_item (tile, g_list_model_get_n_items (tile) - 1);
    g_autofree char *key = g_strdup_printf ("cell:%s", name);
    g_assert_cmpstr (castellan_hint_get_key (last), ==, key);
    g_assert_true (g_str_has_prefix (castellan_hint_get_text (last), name));
  }
}

/* item 2: the computer's last tile (and follower) stays marked in our turn */
static void
check_last_moves (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  const CsRecord *rec = castellan_game_get_record (game);
  const CsMove *m = &g_array_index (rec->moves, CsRecordMove, rec->moves->len - 1).move;
  guint cell;
  int follower;

  g_assert_cmpint (castellan_game_get_state (game)->active, ==, 0);
  /* ours is not shown in our own turn; the computer's is */
  g_assert_false (castellan_game_get_last_move (game, 0, NULL, NULL));
  g_assert_true (castellan_game_get_last_move (game, 1, &cell, &follower));
  g_assert_cmpuint (cell, ==, m->cell);
  g_assert_true (follower == -1 || follower == m->follower);
}

static gboolean
step_game (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  CastellanHintPanel *panel = castellan_window_get_hint_panel (run->window);

  switch (run->stage)
    {
    case 0:
      start_game (run, CASTELLAN_PLAYER_BEGINNER, 12);
      run->stage++;
      return FALSE;
    case 1:
      /* our first tile: turn it, then ask for a suggestion */
      if (castellan_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
        return FALSE;
      if (partly_fitting_cell (turn) < 0)
        {
          /* a first tile that fits every way round shows nothing: another game */
          g_assert_cmpuint (run->waited++, <, 50);
          start_game (run, CASTELLAN_PLAYER_BEGINNER, 12 + run->waited);
          return FALSE;
        }
      run->waited = 0;
      check_turning (run);
      g_assert_false (castellan_turn_get_suggestion (turn, NULL));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.hint", NULL));
      run->stage++;
      return FALSE;
    case 2:
      /* item 11: it is shown on the board, cell, turn and spot, with Play It */
      if (!castellan_turn_get_suggestion (turn, &run->suggested))
        {
          g_assert_cmpuint (run->waited++, <, 1000);
          return FALSE;
        }
      g_assert_cmpint (castellan_turn_get_cursor_cell (turn), ==, run->suggested.cell);
      g_assert_cmpuint (castellan_turn_get_rotation (turn), ==, run->suggested.rot);
      {
        const char *text = castellan_tutor_get_suggestion (castellan_window_get_tutor (run->window));
        char name[8];
        cs_board_cell_name (castellan_game_get_state (game)->board, run->suggested.cell, name);
        g_assert_nonnull (strstr (text, name));
        /* the turn said as the board reads the drawn tile out, in every
         * game's suggestion ("turned a quarter clockwise") */
        g_assert_nonnull (strstr (text, castellan_describe_rotation (run->suggested.rot)));
      }
      g_assert_true (castellan_tutor_can_play_suggestion (castellan_window_get_tutor (run->window)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "tutor.play-suggestion", NULL));
      /* played as suggested */
      {
        const CsRecord *rec = castellan_game_get_record (game);
        const CsMove *m = &g_array_index (rec->moves, CsRecordMove, 0).move;
        g_assert_cmpuint (rec->moves->len, ==, 1);
        g_assert_cmpuint (m->cell, ==, run->suggested.cell);
        g_assert_cmpuint (m->rot, ==, run->suggested.rot);
        g_assert_cmpint (m->follower, ==, run->suggested.follower);
      }
      g_assert_false (castellan_turn_get_suggestion (turn, NULL));
      run->stage++;
      return FALSE;
    case 3:
      /* the computer moves; then ours again */
      if (castellan_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
        return FALSE;
      check_last_moves (run);
      check_hover_laid (run);
      /* item 13: F11 is bound (full screen itself needs a window manager) */
      g_assert_true (press_key (GTK_WIDGET (run->window), GDK_KEY_F11, 0));
      /* item 12: a toast in a game shows beside the board */
      castellan_window_toast (run->window, "A toast");
      /* item 13: the count of tiles left lists them, a picture each */
      {
        GtkWidget *button = find_where (GTK_WIDGET (run->window), is_pile_button, NULL);
        GtkPopover *popover;

        g_assert_nonnull (button);
        gtk_menu_button_popup (GTK_MENU_BUTTON (button));
        popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
        g_assert_nonnull (popover);
        g_assert_cmpuint (count_pictures (gtk_popover_get_child (popover)), ==, castellan_game_get_tiles_left (game));
        gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
      }
      run->stage++;
      return FALSE;
    case 4:
      {
        GtkWidget *toast = find_where (GTK_WIDGET (run->window), has_css_name, "toast");
        GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));
        graphene_rect_t t, b, overlap;

        if (toast == NULL || !gtk_widget_get_mapped (toast))
          {
            g_assert_cmpuint (run->waited++, <, 100);
            return FALSE;
          }
        g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (run->window), &t));
        g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (run->window), &b));
        g_test_message ("toast at %.0f,%.0f %.0f×%.0f; board at %.0f,%.0f %.0f×%.0f", t.origin.x, t.origin.y,
                        t.size.width, t.size.height, b.origin.x, b.origin.y, b.size.width, b.size.height);
        /* never over the board, whose edge is the score track */
        g_assert_false (graphene_rect_intersection (&t, &b, &overlap) && overlap.size.width > 1 && overlap.size.height > 1);
      }
      return TRUE;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

static void
test_game (void)
{
  Run run = { .step = step_game, .rng = { 4 } };

  clean_data ();
  run_app (&run);
}

/* ---- item 5: a tile with five or more open spots ---------------------------------- */

/* a place for the current tile with at least @n open spots */
static gboolean
find_many_spots (const CsGame *g, guint n, CsMove *out)
{
  CsPlacement pl[CS_MAX_PLACEMENTS];
  guint np = cs_game_placements (g, FALSE, pl);

  for (guint i = 0; i < np; i++)
    {
      CsSpot spots[CS_MAX_PIECES];
      guint ns = cs_game_spots (g, pl[i].cell, pl[i].rot, spots), open = 0;
      for (guint s = 0; s < ns; s++)
        open += spots[s].state == CS_SPOT_OPEN;
      if (open >= n)
        {
          cs_move_init (out, pl[i].cell, pl[i].rot, -1);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
step_keys (Run *run)
{
  CastellanGame *game = castellan_window_get_game (run->window);
  CastellanTurn *turn = castellan_window_get_turn (run->window);
  GtkWidget *board = GTK_WIDGET (castellan_window_get_board (run->window));
  const CsGame *g;
  CsMove m;

  if (run->stage == 0)
    {
      start_game (run, CASTELLAN_PLAYER_HUMAN, 21);
      run->stage++;
      return FALSE;
    }
  g = castellan_game_get_state (game);
  g_assert_cmpint (castellan_game_get_phase (game), ==, CASTELLAN_PHASE_PLACE);
  if (!find_many_spots (g, 5, &m))
    {
      /* on to the next turn, keeping the followers for later */
      cs_policy_greedy (g, &run->rng, &m);
      m.follower = -1;
      g_assert_true (castellan_game_play (game, &m, NULL));
      return FALSE;
    }
  castellan_turn_set_cursor_cell (turn, m.cell);
  castellan_turn_set_rotation (turn, m.rot);
  g_assert_true (press_key (board, GDK_KEY_Return, 0));
  g_assert_cmpint (castellan_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  {
    guint8 pieces[CS_MAX_PIECES];
    guint n = castellan_turn_get_open_spots (turn, pieces), moves = g->move;
    const CsRecord *rec;

    g_assert_cmpuint (n, >=, 5);
    /* each numbered spot has its key: every one of them picks its spot */
    for (guint i = 0; i < n; i++)
      {
        const char *key = castellan_turn_spot_key (i);
        g_assert_nonnull (key);
        g_assert_true (press_key (board, gdk_unicode_to_keyval (key[0]), 0));
        while (ui_answer_dialog (NULL))
          ;
        if (i + 1 < n)
          {
            /* not the last: take it back and try the next key */
            g_assert_cmpuint (castellan_game_get_state (game)->move, ==, moves + 1);
            rec = castellan_game_get_record (game);
            g_assert_cmpint (g_array_index (rec->moves, CsRecordMove, rec->moves->len - 1).move.follower, ==,
                             pieces[i]);
            g_assert_true (castellan_game_undo (game));
            castellan_turn_set_cursor_cell (turn, m.cell);
            castellan_turn_set_rotation (turn, m.rot);
            g_assert_true (castellan_turn_lay (turn));
          }
      }
    rec = castellan_game_get_record (game);
    g_assert_cmpint (g_array_index (rec->moves, CsRecordMove, rec->moves->len - 1).move.follower, ==, pieces[n - 1]);
  }
  return TRUE;
}

static void
test_spot_keys (void)
{
  Run run = { .step = step_keys, .rng = { 8 } };

  clean_data ();
  run_app (&run);
}

int
main (int argc, char *argv[])
{
  static const int sizes[][2] = { { 1024, 768 }, { 800, 600 }, { 1260, 1000 } };
  ui_harness_init (&argc, &argv, "castellan-first-XXXXXX");

  g_test_add_data_func ("/first-game/layout/1024x768", sizes[0], test_layout);
  g_test_add_data_func ("/first-game/layout/800x600", sizes[1], test_layout);
  g_test_add_data_func ("/first-game/layout/1260x1000", sizes[2], test_layout);
  g_test_add_func ("/first-game/shortcuts-window", test_shortcuts);
  g_test_add_func ("/first-game/turn-suggest-last-move", test_game);
  g_test_add_func ("/first-game/spot-keys", test_spot_keys);

  return g_test_run ();
}
