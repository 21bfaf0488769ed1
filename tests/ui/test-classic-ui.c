/* test-classic-ui.c — whole games of classic Carcassonne through the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application in-process under Xvfb: a game chosen in the New Game
 * dialog, played to its final sheet as a person plays it — point at a lit
 * cell, turn the tile, lay it with the page's action, pick a numbered
 * follower spot or none — with two people at one desk, with five seats
 * and computers, with and without farmers, and through save, quit and
 * resume. CASTELLAN_SHOT_DIR=DIR also writes pictures of the window there.
 */
#define G_LOG_DOMAIN "test-classic-ui"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>

#include "castellan-application.h"
#include "castellan-cite.h"
#include "castellan-game-page.h"
#include "castellan-final-sheet.h"
#include "castellan-final-lines.h"
#include "castellan-classic-tutor.h"
#include "castellan-new-game-dialog.h"
#include "castellan-statistics.h"
#include "castellan-window.h"
#include "cs-classic-text.h"
#include "ui-harness.h"

#define WATCHDOG_SECONDS 240

typedef struct _Run Run;

struct _Run {
  UI_RUN_FIELDS (Run);
  guint                 n_players;
  CastellanPlayerKind   kinds[CS_CLASSIC_MAX_PLAYERS];
  gboolean              farmers;
  guint32               seed;
  guint                 human_moves;
  guint                 stop_after;     /* quit after this many moves of people (0: to the end) */
  guint                 followers_placed;
  guint                 farmers_placed;
  gboolean              saw_final;
  gboolean              saw_handover;
  guint                 handover_notes;
  gboolean              saw_refusal;
  gboolean              zoom_tested;
  gboolean              zoomed_late;    /* zoomed in near the end, as a person following the cursor */
  gboolean              farmer_shot;
  gboolean              log_checked;
  guint                 computer_moves_animated;
  const char           *shots;          /* a name prefix for pictures, or NULL */
  CsRng                 rng;
};

/* CASTELLAN_SHOT_SIZE=1024x768 sets the window for pictures at a smaller screen */
static UiRunOptions run_options = { WATCHDOG_SECONDS, 20, 1280, 800 };
UI_DEFINE_RUN_APP (Run, &run_options)

static void
shot (Run *run, const char *name)
{
  ui_harness_shot (run->shots, name);
}

/* the question before a game under way is left, if it was asked: answer
 * it; TRUE when it was */
static gboolean
leave_game (gboolean leave)
{
  return ui_answer_dialog (leave ? "leave" : "keep");
}

static void
start_from_dialog (Run *run)
{
  CastellanNewGameDialog *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (run->app), "new-game", NULL);
  dialog = find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  castellan_new_game_dialog_set_game (dialog, CASTELLAN_NEW_GAME_CLASSIC);
  castellan_new_game_dialog_set_classic_seats (dialog, run->n_players, run->kinds, run->farmers);
  castellan_new_game_dialog_set_seed (dialog, run->seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  /* the kind chosen, the game it would end is asked about */
  leave_game (TRUE);
  g_assert_null (find_toplevel (CASTELLAN_TYPE_NEW_GAME_DIALOG));
}

/* one person's move, as the pointer and the page's buttons make it */
static void
play_person_move (Run *run)
{
  CastellanGamePage *p = ui_game_page (run->window);
  CastellanClassicGame *game = castellan_game_page_get_classic (p);
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (p);
  CastellanBoard *board = castellan_game_page_get_board (p);
  const CsClassic *g = castellan_classic_game_get_state (game);
  guint moves = g->move, seat = g->active;
  const guint8 *open;
  guint n_open, cell, rot;
  int index = -1;
  CsClassicMove m;

  cs_classic_policy_greedy (g, &run->rng, &m);
  g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);

  /* a wrong turn first, now and then: the tutor says why, with the rule */
  if (!run->saw_refusal && g->n_laid > 20 && castellan_classic_turn_get_fits (turn, m.cell) != 0xF)
    {
      guint bad = __builtin_ctz (~castellan_classic_turn_get_fits (turn, m.cell) & 0xF);
      castellan_classic_turn_set_cursor_cell (turn, m.cell);
      castellan_classic_turn_set_rotation (turn, bad);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p), "game.lay-tile", NULL));
      g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_PLACE);
      /* the rule is the line's link, cited once at its end, not a word of
       * its sentences: "… must match it (C-4.3)." */
      {
        const char *said = ui_tutor_text (p);
        g_assert_true (g_str_has_suffix (said, " (C-4.3)."));
        g_assert_true (strstr (said, "C-4.3") == g_strrstr (said, "C-4.3"));
      }
      shot (run, "refused");
      run->saw_refusal = TRUE;
    }
  castellan_classic_turn_set_cursor_cell (turn, m.cell);
  castellan_classic_turn_set_rotation (turn, m.rot);
  /* where it fits, the tutor says what laying it there completes */
  {
    g_autofree char *preview = castellan_classic_tutor_dup_preview (turn, m.cell, m.rot);
    g_assert_nonnull (preview);
    g_auto(GStrv) lines = g_strsplit (preview, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      {
        /* a row a sentence in the hint panel: without the bullet of a line of text */
        g_autofree char *sentence = castellan_cite_split (g_str_has_prefix (lines[i], "• ") ? lines[i] + strlen ("• ")
                                                                                          : lines[i], NULL);
        /* the citation, if any, goes before the line's last full stop */
        if (g_str_has_suffix (sentence, "."))
          sentence[strlen (sentence) - 1] = '\0';
        if (strstr (ui_tutor_text (p), sentence) == NULL)
          g_error ("the tutor does not say \"%s\": it says \"%s\"", sentence, ui_tutor_text (p));
      }
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p), "game.lay-tile", NULL));

  /* the follower step offers the engine's open spots, each explained */
  g_assert_cmpint (castellan_classic_turn_get_stage (turn), ==, CASTELLAN_STAGE_FOLLOWER);
  g_assert_false (gtk_widget_has_css_class (castellan_game_page_get_lay_button (p), "suggested-action"));
  g_assert_true (castellan_classic_turn_get_pending (turn, &cell, &rot));
  g_assert_cmpuint (cell, ==, m.cell);
  g_assert_cmpuint (rot, ==, m.rot);
  g_assert_cmpstr (ui_tutor_text (p), !=, "");
  n_open = castellan_classic_turn_get_open_spots (turn, &open);
  for (guint i = 0; i < n_open; i++)
    {
      double x, y;
      g_assert_true (castellan_board_spot_point (board, i, &x, &y));
      if (open[i] == m.follower)
        index = i;
    }
  if (index >= 0)
    {
      const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);
      if (d->pieces[m.follower].type == CS_CLASSIC_FIELD)
        {
          g_assert_true (run->farmers);
          if (run->farmers_placed++ == 0 || (g->n_laid > 15 && !run->farmer_shot))
            {
              guint16 cities[CS_CLASSIC_NUM_TILES];
              guint done;

              /* pointing at the field lights the cities it supplies */
              g_assert_true (castellan_classic_turn_select_spot (turn, index));
              castellan_classic_tutor_field_city_cells (turn, cities, &done);
              g_assert_nonnull (strstr (ui_tutor_text (p), cs_classic_text_role (CS_CLASSIC_FIELD)));
              g_assert_nonnull (strstr (ui_tutor_text (p), "C-8.3"));
              run->farmer_shot = g->n_laid > 15;
              shot (run, "farmer-spot");
            }
        }
      run->followers_placed++;
      castellan_classic_turn_choose_follower (turn, index);
    }
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (p), "game.no-follower", NULL));
  g_assert_cmpuint (castellan_classic_game_get_state (game)->move, ==, moves + 1);
  /* the board marks this move, tile and follower, until the seat's next turn */
  g_assert_cmpint (castellan_classic_game_get_last_cell (game, seat), ==, (int) m.cell);
  g_assert_cmpint (castellan_classic_game_get_last_piece (game, seat), ==, index >= 0 ? m.follower : -1);
  run->human_moves++;
}

/* every laid tile and every lit cell wholly in the view, a margin from its
 * edges and clear of the zoom buttons' band at the bottom */
static void
assert_fitted (CastellanBoard *board)
{
  const CsClassic *g = castellan_classic_game_get_state (castellan_classic_turn_get_game (castellan_board_get_turn (board)));
  double w = gtk_widget_get_width (GTK_WIDGET (board)), h = gtk_widget_get_height (GTK_WIDGET (board));
  double half = castellan_board_get_zoom (board) / 2;
  const guint16 *fits;
  guint n_fits = castellan_classic_turn_get_fit_cells (castellan_board_get_turn (board), &fits);

  for (guint i = 0; i < g->n_laid + n_fits; i++)
    {
      guint cell = i < g->n_laid ? g->slot_cell[i] : fits[i - g->n_laid];
      double x, y;

      castellan_board_cell_point (board, cell, &x, &y);
      if (x - half < 8 || y - half < 8 || x + half > w - 8 || y + half > h - 48)
        g_error ("fitted, cell %d,%d should lie in view but spans %.0f,%.0f–%.0f,%.0f in a view of %.0f×%.0f",
                 cs_classic_cell_x (cell), cs_classic_cell_y (cell), x - half, y - half, x + half, y + half, w, h);
    }
}

/* zoom and pan as a viewer: keys, fit, and the arrow toward lit cells */
static void
try_zoom (Run *run)
{
  CastellanBoard *board = castellan_game_page_get_board (ui_game_page (run->window));
  CastellanClassicTurn *turn = castellan_game_page_get_classic_turn (ui_game_page (run->window));
  double z = castellan_board_get_zoom (board);

  const guint16 *fits;
  guint lit = 0;
  double x, y;

  /* fitted, the whole board and every lit cell lie in the view with room
   * round them, clear of the zoom buttons at the bottom; the hand-over
   * note stays beside the board, not over it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), "page.fit", NULL));
  assert_fitted (board);
  z = castellan_board_get_zoom (board);
  g_assert_false (gtk_widget_is_ancestor (castellan_game_page_get_handover (ui_game_page (run->window)),
                                          gtk_widget_get_parent (GTK_WIDGET (board))));
  shot (run, "zoomed-out");
  /* zoomed in around the lit cell nearest the middle of the board, which
   * stays under the pointer */
  {
    guint n = castellan_classic_turn_get_fit_cells (turn, &fits);
    double best = G_MAXDOUBLE;
    double mx = gtk_widget_get_width (GTK_WIDGET (board)) / 2.0, my = gtk_widget_get_height (GTK_WIDGET (board)) / 2.0;

    g_assert_cmpuint (n, >, 0);
    for (guint i = 0; i < n; i++)
      {
        double cx, cy;
        castellan_board_cell_point (board, fits[i], &cx, &cy);
        if (hypot (cx - mx, cy - my) < best)
          {
            best = hypot (cx - mx, cy - my);
            lit = fits[i];
          }
      }
  }
  castellan_board_cell_point (board, lit, &x, &y);
  castellan_board_zoom_at (board, 2.5, x, y);
  g_assert_cmpfloat (castellan_board_get_zoom (board), >, z);
  {
    double x2, y2;
    castellan_board_cell_point (board, lit, &x2, &y2);
    g_assert_cmpfloat (fabs (x2 - x), <, 1);
    g_assert_cmpfloat (fabs (y2 - y), <, 1);
  }
  shot (run, "zoomed-in");
  castellan_board_pan (board, 5000, 5000);
  g_assert_cmpuint (castellan_board_get_offscreen_fits (board), ==,
                    castellan_classic_turn_get_fit_cells (turn, NULL));
  shot (run, "off-screen");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), "page.fit", NULL));
  g_assert_cmpuint (castellan_board_get_offscreen_fits (board), ==, 0);
  run->zoom_tested = TRUE;
}

/* a button of @widget's that activates @action */
static gboolean
has_action_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return gtk_widget_get_visible (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (has_action_button (child, action))
      return TRUE;
  return FALSE;
}

/* the cells named on the board, in @cells (sorted by x, then y) */
static guint
named_cells (CastellanBoardModel *model, CastellanCell *cells, guint max)
{
  const CastellanBoardLight *lights;
  guint n_lights = castellan_board_model_get_lights (model, &lights), n = 0;

  for (guint i = 0; i < n_lights; i++)
    if (lights[i].style == CASTELLAN_LIGHT_NAMED && n < max)
      {
        cells[n].x = lights[i].x;
        cells[n].y = lights[i].y;
        n++;
      }
  return n;
}

static int
cell_order (gconstpointer a, gconstpointer b)
{
  const CastellanCell *p = a, *q = b;
  return p->x != q->x ? (p->x > q->x) - (p->x < q->x) : (p->y > q->y) - (p->y < q->y);
}

/* the cells a final line names, from the model alone: each scored line's
 * as the board model gives them and the cells it carries itself, each
 * cell once */
static guint
line_wants (CastellanBoardModel *model, CastellanFinalLine *line, CastellanCell *cells, guint max)
{
  guint n_scored = 0, n_named = 0, n = 0;
  const guint *scored = castellan_final_line_get_scored_lines (line, &n_scored);
  const CastellanCell *named = castellan_final_line_get_cells (line, &n_named);
  CastellanCell some[256];

  for (guint i = 0; i < n_named && n < max; i++)
    cells[n++] = named[i];
  for (guint s = 0; s < n_scored; s++)
    {
      guint got = castellan_board_model_scored_cells (model, scored[s], some, G_N_ELEMENTS (some));

      for (guint i = 0; i < got && n < max; i++)
        {
          gboolean seen = FALSE;
          for (guint j = 0; j < n; j++)
            seen |= cells[j].x == some[i].x && cells[j].y == some[i].y;
          if (!seen)
            cells[n++] = some[i];
        }
    }
  return n;
}

/* a line of the final sheet focused lights on the board the cells the
 * model names for its scored lines (issue 32, item 2): every line, a kind
 * of what scored during the game all of its features, then none once the
 * focus leaves */
static void
check_final_lights (Run *run, CastellanFinalSheet *sheet)
{
  CastellanBoardModel *model = castellan_board_get_model (castellan_game_page_get_board (ui_game_page (run->window)));
  GListModel *lines = castellan_final_sheet_get_lines (sheet);
  GtkListBox *list = castellan_final_sheet_get_list (sheet);
  CastellanCell want[1024], lit[1024];
  guint n_checked = 0, n_during = 0;

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
      guint n = line_wants (model, line, want, G_N_ELEMENTS (want)), n_scored = 0;

      castellan_final_line_get_scored_lines (line, &n_scored);
      g_assert_cmpuint (n, <, G_N_ELEMENTS (want));
      gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, i)));
      g_assert_cmpuint (named_cells (model, lit, G_N_ELEMENTS (lit)), ==, n);
      qsort (want, n, sizeof *want, cell_order);
      qsort (lit, n, sizeof *lit, cell_order);
      for (guint c = 0; c < n; c++)
        if (want[c].x != lit[c].x || want[c].y != lit[c].y)
          g_error ("final sheet line %u lights %d,%d, not %d,%d", i, lit[c].x, lit[c].y, want[c].x, want[c].y);
      /* a line that names a scored line lights something */
      if (n_scored > 0)
        g_assert_cmpuint (n, >, 0);
      n_checked += n > 0;
      n_during += n > 0 && n_scored > 1 && castellan_final_line_get_kind (line) == CASTELLAN_FINAL_LINE_DURING;
    }
  g_assert_cmpuint (n_checked, >, 0);
  g_assert_cmpuint (n_during, >, 0);
  gtk_window_set_focus (GTK_WINDOW (sheet), NULL);
  g_assert_cmpuint (named_cells (model, lit, G_N_ELEMENTS (lit)), ==, 0);
}

/* the final sheet: the end-of-game dialog every game has (issue 32,
 * item 3), with the winner, the chart and Play Again; grouped per player
 * as The Castle's, in seat order: a heading with the total, the score
 * during the game with its kinds under it, the player's end lines, the
 * subtotal. Every feature a player scored is named under that player
 * with the rule that scored it as its link (RULES-CLASSIC.md): C-7.3 for
 * what was completed during the game, C-8.2 for a road, city or cloister
 * left unfinished at the end, C-8.3 for a field (a11y-classic-test.py
 * hears each row's name); then the end-of-game lines in view for a picture */
static void
check_final_sheet (Run *run)
{
  CastellanClassicGame *game = castellan_game_page_get_classic (ui_game_page (run->window));
  const CsClassic *g = castellan_classic_game_get_state (game);
  GArray *scored = castellan_classic_game_get_scored (game);
  CastellanFinalSheet *sheet = castellan_game_page_get_final_sheet (ui_game_page (run->window));
  GListModel *lines;
  GtkListBox *list;
  GtkWidget *first_final = NULL;
  guint kinds = 0, n_lines, heads = 0;
  g_autofree guint *named = g_new0 (guint, scored->len * CS_CLASSIC_MAX_PLAYERS);
  int current = -1;

  g_assert_nonnull (sheet);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sheet)));
  g_assert_true (find_toplevel (CASTELLAN_TYPE_FINAL_SHEET) == (gpointer) sheet);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (sheet)) == GTK_WINDOW (run->window));
  g_assert_nonnull (castellan_final_sheet_get_winner (sheet));
  g_assert_true (has_action_button (GTK_WIDGET (sheet), "sheet.play-again"));
  lines = castellan_final_sheet_get_lines (sheet);
  list = castellan_final_sheet_get_list (sheet);
  n_lines = g_list_model_get_n_items (lines);
  for (guint i = 0; i < n_lines; i++)
    {
      g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);
      CastellanFinalLineKind kind = castellan_final_line_get_kind (line);
      guint n_scored = 0;
      const guint *idx = castellan_final_line_get_scored_lines (line, &n_scored);

      g_assert_nonnull (row);
      if (kind == CASTELLAN_FINAL_LINE_PLAYER)
        {
          /* the groups in seat order, headed by the player's total */
          g_assert_cmpint (castellan_final_line_get_player (line), ==, current + 1);
          current = castellan_final_line_get_player (line);
          g_assert_cmpint (castellan_final_line_get_points (line), ==, g->player[current].score);
          heads++;
          continue;
        }
      g_assert_cmpint (castellan_final_line_get_player (line), ==, current);
      if (kind == CASTELLAN_FINAL_LINE_SCORE && first_final == NULL)
        first_final = GTK_WIDGET (row);
      for (guint k = 0; k < n_scored; k++)
        {
          const CsEvent *e = &g_array_index (scored, CsEvent, idx[k]);
          const char *rule;

          if (e->type != CS_EVENT_FINAL_LINE)
            rule = "C-7.3";
          else if (e->kind == CS_LINE_FARM)
            rule = "C-8.3";
          else
            rule = "C-8.2";
          g_assert_true (e->winners & (1u << current));
          named[idx[k] * CS_CLASSIC_MAX_PLAYERS + current]++;
          if (kind == CASTELLAN_FINAL_LINE_NO_EFFECT)
            continue;
          if (g_strcmp0 (castellan_final_line_get_rule (line), rule) != 0)
            g_error ("final sheet line %u (%s %u) cites no %s but %s: %s", i,
                     e->type == CS_EVENT_FINAL_LINE ? "final" : "scored", e->ftype, rule,
                     castellan_final_line_get_rule (line), castellan_final_line_get_text (line));
          /* the rule is the row's link, not repeated in its words */
          g_assert_null (strstr (castellan_final_line_get_text (line), rule));
          kinds |= 1u << (e->type == CS_EVENT_FINAL_LINE ? (e->kind == CS_LINE_FARM ? 2 : 1) : 0);
        }
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, n_lines));
  g_assert_cmpuint (heads, ==, g->n_players);
  /* every scored line under each of its winners, once */
  for (guint k = 0; k < scored->len; k++)
    for (guint p = 0; p < g->n_players; p++)
      if (named[k * CS_CLASSIC_MAX_PLAYERS + p] != ((g_array_index (scored, CsEvent, k).winners >> p) & 1u))
        g_error ("scored line %u is named %u times under seat %u", k, named[k * CS_CLASSIC_MAX_PLAYERS + p], p + 1);
  g_assert_true (kinds & 1);
  check_final_lights (run, sheet);
  if (first_final != NULL)
    {
      GtkWidget *pane = gtk_widget_get_ancestor (first_final, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (pane));
      graphene_point_t at;

      g_assert_true (gtk_widget_compute_point (first_final, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (pane)),
                                               &GRAPHENE_POINT_INIT (0, 0), &at));
      /* the first player's end-of-game lines at the top of the sheet */
      gtk_adjustment_set_value (adj, at.y);
      shot (run, "final-lines");
    }
}

/* the hand-over note names the seat; a seat named by its colour ("Red")
 * is not followed by the colour again ("Over to Red", not "Over to Red
 * (red)"), in any language */
static void
check_handover (Run *run)
{
  GtkWidget *box = castellan_game_page_get_handover (ui_game_page (run->window));

  if (!gtk_widget_get_visible (box))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (box); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && g_utf8_strlen (gtk_label_get_text (GTK_LABEL (child)), -1) > 1)
      {
        const char *text = gtk_label_get_text (GTK_LABEL (child));
        guint active = castellan_classic_game_get_state (castellan_game_page_get_classic (ui_game_page (run->window)))->active;

        g_assert_nonnull (strstr (text, cs_classic_text_name (active)));
        g_assert_null (strchr (text, '('));
        run->handover_notes++;
      }
}

static gboolean
step_play (Run *run)
{
  CastellanClassicGame *game;

  if (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (castellan_window_get_game_page (run->window)))) == NULL)
    return FALSE;
  game = castellan_game_page_get_classic (ui_game_page (run->window));
  switch (castellan_classic_game_get_phase (game))
    {
    case CASTELLAN_PHASE_PLACE:
      if (run->stop_after && run->human_moves >= run->stop_after)
        return TRUE;
      if (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (castellan_game_page_get_board (ui_game_page (run->window))))))
        run->saw_handover |= castellan_classic_game_get_state (game)->move > 0;
      check_handover (run);
      if (!run->zoom_tested && castellan_classic_game_get_state (game)->n_laid > 25)
        try_zoom (run);
      /* near the end the person zooms in (+, as the buttons over the
       * board do) and the view stays so until the game is over */
      if (run->zoom_tested && !run->zoomed_late && cs_classic_tiles_left (castellan_classic_game_get_state (game)) <= 8)
        {
          CastellanBoard *board = castellan_game_page_get_board (ui_game_page (run->window));
          double z = castellan_board_get_zoom (board);

          for (guint i = 0; i < 3; i++)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_game_page (run->window)), "page.zoom-in", NULL));
          g_assert_cmpfloat (castellan_board_get_zoom (board), >, z * 1.5);
          run->zoomed_late = TRUE;
        }
      /* the log follows the game: its newest line in sight, once a player picks its tab */
      if (run->human_moves == 9)
        {
          GtkListView *log = ui_log_view (GTK_WIDGET (ui_game_page (run->window)), FALSE);
          gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (GTK_WIDGET (log), GTK_TYPE_STACK)), "log");
        }
      /* once the log's tab, shown, has been laid out (its lines measured:
       * a frame after it was shown, which under load can come after the
       * next move) */
      if (!run->log_checked && run->human_moves >= 10 && ui_log_view (GTK_WIDGET (ui_game_page (run->window)), TRUE) != NULL &&
          gtk_adjustment_get_upper (gtk_scrollable_get_vadjustment (
            GTK_SCROLLABLE (ui_log_view (GTK_WIDGET (ui_game_page (run->window)), TRUE)))) > 0)
        {
          ui_assert_log_at_end (ui_log_view (GTK_WIDGET (ui_game_page (run->window)), TRUE));
          run->log_checked = TRUE;
        }
      play_person_move (run);
      return FALSE;
    case CASTELLAN_PHASE_THINKING:
      g_assert_cmpint (castellan_classic_turn_get_stage (castellan_game_page_get_classic_turn (ui_game_page (run->window))), ==,
                       CASTELLAN_STAGE_IDLE);
      return FALSE;
    case CASTELLAN_PHASE_OVER:
      {
        const CsClassic *g = castellan_classic_game_get_state (game);
        g_autofree char *outcome = castellan_classic_game_dup_outcome (game);
        GArray *scored = castellan_classic_game_get_scored (game);
        guint fields = 0;

        g_assert_nonnull (outcome);
        g_assert_cmpuint (g->n_players, ==, run->n_players);
        for (guint i = 0; i < scored->len; i++)
          fields += g_array_index (scored, CsEvent, i).kind == CS_LINE_FARM &&
                    g_array_index (scored, CsEvent, i).type == CS_EVENT_FINAL_LINE;
        if (!run->farmers)
          g_assert_cmpuint (fields, ==, 0);
        for (guint p = 0; p < g->n_players; p++)
          g_assert_cmpint (castellan_player_get_score (castellan_classic_game_get_player (game, p)), ==,
                           g->player[p].score);
        /* counted in the statistics, under Carcassonne and the strongest
         * computer at the table, apart from The Castle's games */
        {
          g_autoptr(GArray) stats = castellan_statistics_load (NULL);
          CastellanPlayerKind strongest = CASTELLAN_PLAYER_HUMAN;
          gboolean counted = FALSE;

          for (guint p = 1; p < run->n_players; p++)
            strongest = MAX (strongest, run->kinds[p]);
          for (guint i = 0; i < stats->len; i++)
            {
              const CastellanStatsLine *l = &g_array_index (stats, CastellanStatsLine, i);
              g_assert_true (l->classic);
              counted |= l->opponent == strongest && l->played >= 1;
            }
          g_assert_true (counted);
        }
        /* nothing is left to lay: the Lay button is neither pressable nor accented */
        g_assert_false (gtk_widget_is_sensitive (castellan_game_page_get_lay_button (ui_game_page (run->window))));
        g_assert_false (gtk_widget_has_css_class (castellan_game_page_get_lay_button (ui_game_page (run->window)),
                                                  "suggested-action"));
        g_assert_true (run->log_checked || run->human_moves < 12);
        /* the end shows the whole board, however it was zoomed */
        if (run->zoomed_late)
          assert_fitted (castellan_game_page_get_board (ui_game_page (run->window)));
        shot (run, "final");
        check_final_sheet (run);
        run->saw_final = TRUE;
        return TRUE;
      }
    case CASTELLAN_PHASE_NONE:
    default:
      return FALSE;
    }
}

static gboolean
step_new_then_play (Run *run)
{
  start_from_dialog (run);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (castellan_window_get_game_page (run->window)))) ==
                 castellan_window_get_game_page (run->window));
  shot (run, "start");
  run->step = step_play;
  return FALSE;
}

/* ---- the tests -------------------------------------------------------------------- */

static void
test_hot_seat (void)
{
  Run run = { .step = step_new_then_play, .n_players = 2, .farmers = TRUE, .seed = 5, .rng = { 3 },
              .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, .shots = "hot-seat" };

  clean_data ();
  run_app (&run);
  g_assert_true (run.saw_final);
  g_assert_true (run.saw_refusal);
  g_assert_true (run.zoom_tested);
  g_assert_true (run.zoomed_late);
  g_assert_cmpuint (run.handover_notes, >, 0);
  g_assert_cmpuint (run.farmers_placed, >, 0);
  g_assert_cmpuint (run.human_moves, >=, 60);
}

/* after the board heard the move: a computer's move plays out on it */
static void
played_cb (CastellanClassicGame *game, gpointer events, Run *run)
{
  const CsEvents *ev = events;

  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_TILE_LAID && ev->ev[i].player >= 0 &&
        castellan_player_is_computer (castellan_classic_game_get_player (game, ev->ev[i].player)))
      run->computer_moves_animated += castellan_board_get_animating (castellan_game_page_get_board (ui_game_page (run->window)));
}

static gboolean
step_watch_then_play (Run *run)
{
  start_from_dialog (run);
  g_signal_connect (castellan_game_page_get_classic (ui_game_page (run->window)), "turn-played", G_CALLBACK (played_cb), run);
  run->step = step_play;
  return FALSE;
}

/* for pictures only (CASTELLAN_SHOT_DIR): a person against two computers
 * with farmers, from the New Game dialog to the final sheet, as
 * build-aux/classic-screenshots plays it */
static gboolean
step_watch_start (Run *run)
{
  step_watch_then_play (run);
  shot (run, "start");
  return FALSE;
}

static void
test_three_seats (void)
{
  Run run = { .step = step_watch_start, .n_players = 3, .farmers = TRUE, .seed = 7, .rng = { 9 },
              .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL },
              .shots = "three" };

  clean_data ();
  run_app (&run);
  g_assert_true (run.saw_final);
  /* every picture the docs use was taken */
  g_assert_true (run.saw_refusal);
  g_assert_true (run.zoom_tested);
  g_assert_true (run.farmer_shot);
  g_assert_cmpuint (run.human_moves, >=, 20);
}

static void
test_five_seats (void)
{
  Run run = { .step = step_watch_then_play, .n_players = 5, .farmers = FALSE, .seed = 12, .rng = { 8 },
              .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL,
                         CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL }, .shots = "five" };
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  clean_data ();
  /* the computers' moves play out, quickly */
  g_settings_set_enum (settings, "animation-speed", 2);
  run_app (&run);
  g_settings_set_enum (settings, "animation-speed", 0);
  g_assert_cmpuint (run.computer_moves_animated, >, 40);
  g_assert_true (run.saw_final);
  g_assert_cmpuint (run.farmers_placed, ==, 0);
  g_assert_cmpuint (run.human_moves, >=, 10);
}

static gboolean
step_check_resumed (Run *run)
{
  CastellanClassicGame *game = castellan_game_page_get_classic (ui_game_page (run->window));

  /* the classic game, newer than any Castle save, is the one resumed */
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (ui_game_page (run->window))))) ==
                 GTK_WIDGET (ui_game_page (run->window)));
  g_assert_cmpint (castellan_classic_game_get_phase (game), !=, CASTELLAN_PHASE_NONE);
  g_assert_cmpuint (castellan_classic_game_get_n_players (game), ==, 3);
  g_assert_true (castellan_classic_game_get_farmers (game));
  g_assert_cmpint (castellan_player_get_kind (castellan_classic_game_get_player (game, 2)), ==,
                   CASTELLAN_PLAYER_BEGINNER);
  g_assert_cmpuint (castellan_classic_game_get_record (game)->moves->len, >=, 12);
  run->step = step_play;
  return FALSE;
}

static void
test_save_quit_resume (void)
{
  Run first = { .step = step_new_then_play, .n_players = 3, .farmers = TRUE, .seed = 21, .rng = { 4 },
                .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER },
                .stop_after = 8 };
  Run second = { .step = step_check_resumed, .n_players = 3, .farmers = TRUE, .rng = { 5 },
                 .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_BEGINNER } };
  g_autofree char *castle = g_build_filename (data_home, "castellan", "current.castellan", NULL);

  clean_data ();
  run_app (&first);
  g_assert_false (first.saw_final);
  g_assert_false (g_file_test (castle, G_FILE_TEST_EXISTS));
  run_app (&second);
  g_assert_true (second.saw_final);
}

/* Open with a classic game saved earlier: it replaces the game in view,
 * on the classic page, with its moves and seats */
static gboolean
step_save_then_open (Run *run)
{
  CastellanClassicGame *game = castellan_game_page_get_classic (ui_game_page (run->window));
  g_autofree char *path = g_build_filename (data_home, "saved-classic.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  guint moves;

  if (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
    return FALSE;
  if (run->human_moves < 6)
    {
      play_person_move (run);
      return FALSE;
    }
  moves = castellan_classic_game_get_record (game)->moves->len;
  g_assert_true (castellan_classic_game_save_to_file (game, file, &error));
  g_assert_no_error (error);
  /* Open asks before the game under way of the file's kind is replaced;
   * kept, it goes on */
  castellan_window_open_file (run->window, file);
  g_assert_true (leave_game (FALSE));
  g_assert_cmpuint (castellan_classic_game_get_record (game)->moves->len, ==, moves);
  g_assert_cmpint (castellan_classic_game_get_phase (game), ==, CASTELLAN_PHASE_PLACE);
  /* another game meanwhile, with other seats */
  run->n_players = 4;
  run->seed = 99;
  start_from_dialog (run);
  g_assert_cmpuint (castellan_classic_game_get_n_players (game), ==, 4);
  castellan_window_open_file (run->window, file);
  g_assert_cmpuint (castellan_classic_game_get_n_players (game), ==, 2);
  g_assert_cmpuint (castellan_classic_game_get_record (game)->moves->len, ==, moves);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (ui_game_page (run->window))))) ==
                 GTK_WIDGET (ui_game_page (run->window)));
  return TRUE;
}

static gboolean
step_new_then_save (Run *run)
{
  start_from_dialog (run);
  run->step = step_save_then_open;
  return FALSE;
}

static void
test_save_as_open (void)
{
  Run run = { .step = step_new_then_save, .n_players = 2, .farmers = TRUE, .seed = 31, .rng = { 6 },
              .kinds = { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN,
                         CASTELLAN_PLAYER_HUMAN } };

  clean_data ();
  run_app (&run);
}

/* Learn to Play Carcassonne from the menu: the lessons' game against the
 * Beginner, the first lesson beside the board, and on to the next once the
 * learner has laid a tile */
static gboolean
step_learn (Run *run)
{
  CastellanGamePage *p;
  CastellanClassicTutorial *tutorial;

  if (run->human_moves == 0 && castellan_game_page_get_tutorial (ui_game_page (run->window)) == NULL)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.learn-classic", NULL));
      p = ui_game_page (run->window);
      g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (p)))) == GTK_WIDGET (p));
      g_assert_nonnull (castellan_game_page_get_lesson_text (p));
      g_assert_nonnull (strstr (castellan_game_page_get_lesson_text (p), "1"));
      shot (run, "lesson");
      return FALSE;
    }
  p = ui_game_page (run->window);
  tutorial = castellan_game_page_get_tutorial (p);
  g_assert_nonnull (tutorial);
  if (castellan_classic_game_get_phase (castellan_game_page_get_classic (p)) != CASTELLAN_PHASE_PLACE)
    return FALSE;
  if (run->human_moves == 1)
    {
      g_assert_cmpint (castellan_classic_tutorial_get_lesson (tutorial), ==, CASTELLAN_CLASSIC_LESSON_ROADS);
      g_assert_nonnull (strstr (castellan_game_page_get_lesson_text (p), castellan_classic_lesson_title (1)));
      /* issue 32, item 7: the card is The Castle's, with the lesson just
       * done above the next one and its Leave and Next buttons */
      {
        CastellanLessonCard *card = castellan_game_page_get_lesson_card (p);
        GtkWidget *next = castellan_lesson_card_get_next_button (card);
        GtkWidget *leave = castellan_lesson_card_get_leave_button (card);

        g_assert_nonnull (castellan_lesson_card_get_done (card));
        g_assert_nonnull (strstr (castellan_lesson_card_get_done (card), castellan_classic_lesson_title (0)));
        g_assert_true (gtk_widget_is_drawable (next) && gtk_widget_is_sensitive (next));
        g_assert_true (gtk_widget_is_drawable (leave) && gtk_widget_is_sensitive (leave));
        shot (run, "lesson-done");
        g_signal_emit_by_name (next, "clicked");
        g_assert_cmpint (castellan_classic_tutorial_get_lesson (tutorial), ==, CASTELLAN_CLASSIC_LESSON_CITIES);
        g_assert_null (castellan_lesson_card_get_done (card));
        g_assert_nonnull (strstr (castellan_game_page_get_lesson_text (p), castellan_classic_lesson_title (2)));
        g_signal_emit_by_name (leave, "clicked");
        g_assert_cmpint (castellan_classic_tutorial_get_lesson (tutorial), ==, -1);
        g_assert_null (castellan_game_page_get_lesson_text (p));
      }
      /* a new game of one's own leaves the lessons */
      run->n_players = 2;
      run->kinds[1] = CASTELLAN_PLAYER_HUMAN;
      start_from_dialog (run);
      g_assert_null (castellan_game_page_get_tutorial (ui_game_page (run->window)));
      g_assert_null (castellan_game_page_get_lesson_text (ui_game_page (run->window)));
      /* once that game is under way, Learn to Play Carcassonne asks before
       * it ends it, and keeping it keeps it */
      play_person_move (run);
      {
        guint moves = castellan_classic_game_get_state (castellan_game_page_get_classic (ui_game_page (run->window)))->move;

        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (run->window), "win.learn-classic", NULL));
        g_assert_true (leave_game (FALSE));
        g_assert_null (castellan_game_page_get_tutorial (ui_game_page (run->window)));
        g_assert_cmpuint (castellan_classic_game_get_state (castellan_game_page_get_classic (ui_game_page (run->window)))->move, ==, moves);
      }
      return TRUE;
    }
  play_person_move (run);
  return FALSE;
}

static void
test_learn (void)
{
  Run run = { .step = step_learn, .farmers = TRUE, .seed = 1, .rng = { 2 }, .shots = "learn" };

  clean_data ();
  run_app (&run);
  g_assert_cmpuint (run.human_moves, ==, 2);
}

int
main (int argc, char *argv[])
{
  ui_harness_init (&argc, &argv, "castellan-classic-ui-XXXXXX");
  ui_harness_shot_setup (&run_options);

  g_test_add_func ("/classic/hot-seat", test_hot_seat);
  g_test_add_func ("/classic/five-seats", test_five_seats);
  g_test_add_func ("/classic/save-quit-resume", test_save_quit_resume);
  g_test_add_func ("/classic/save-as-open", test_save_as_open);
  g_test_add_func ("/classic/learn", test_learn);
  if (g_getenv ("CASTELLAN_SHOT_DIR") != NULL)
    g_test_add_func ("/classic/three-seats", test_three_seats);
  return g_test_run ();
}
