/* castellan-final-sheet.c — the final scoring line by line, the winner, a chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lines are the model's (castellan_game_base_dup_final_lines), every
 * game's grouped per player alike: a heading, the score during the game
 * (classic: its kinds under it), the end lines, the subtotal; the sheet
 * makes a row of each, named for a screen reader (issue 32). The board
 * behind the sheet shows the end; a line that names cells (features
 * scored, a castle) lights them on it while hovered or focused.
 */
#define G_LOG_DOMAIN "castellan-final-sheet"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-final-sheet.h"
#include "castellan-cell-lights.h"
#include "castellan-snapshot.h"
#include "castellan-final-lines.h"
#include "castellan-hint-row.h"
#include "castellan-texture-cache.h"
#include "castellan-art.h"
#include "castellan-board.h"

struct _CastellanFinalSheet {
  AdwWindow       parent_instance;

  CastellanGameBase *game;
  GArray         *history;
  guint           stride;         /* ints a step of the history */
  guint           lap;            /* the score track's lap: the chart's grid, 0 none */
  GListModel     *lines;
  char           *winner;
  GtkWidget      *board;          /* weak: the game's board, NULL none */

  GtkLabel       *winner_label;
  GtkLabel       *total_label;
  GtkListBox     *lines_list;
  GtkDrawingArea *chart;
};

G_DEFINE_FINAL_TYPE (CastellanFinalSheet, castellan_final_sheet, ADW_TYPE_WINDOW)

/* the CSS class of @seat's colour chip in @game */
static char *
seat_class (CastellanGameBase *game, guint seat)
{
  if (castellan_game_base_get_palette (game) == CASTELLAN_PALETTE_CLASSIC)
    return g_strdup_printf ("classic-seat-%u", seat);
  return g_strdup (castellan_seat_colour (seat) == 0 ? "player-0" : "player-1");
}

static guint32
seat_rgb (CastellanGameBase *game, guint seat)
{
  if (castellan_game_base_get_palette (game) == CASTELLAN_PALETTE_CLASSIC)
    return art_classic_seat_colour (seat);
  return castellan_seat_rgb (seat);
}

/* the cells a row's line names: The Castle's lines carry theirs, classic
 * Carcassonne's name the scored lines whose cells the board model knows
 * (a line of what scored during the game names several), and a castle's
 * cell */
static guint
line_cells (GtkWidget *row, CastellanBoardModel *model, CastellanCell *cells, guint max, gpointer data)
{
  CastellanFinalLine *line = data;
  guint n_scored = 0, n_named = 0, n = 0;
  const guint *scored = castellan_final_line_get_scored_lines (line, &n_scored);
  const CastellanCell *named = castellan_final_line_get_cells (line, &n_named);
  CastellanCell some[256];

  for (guint i = 0; i < n_named && n < max; i++)
    cells[n++] = named[i];
  for (guint s = 0; s < n_scored && model != NULL; s++)
    {
      guint got = castellan_board_model_scored_cells (model, scored[s], some, G_N_ELEMENTS (some));

      /* each cell once: features scored apart may share a tile */
      for (guint i = 0; i < got && n < max; i++)
        {
          gboolean seen = FALSE;
          for (guint j = 0; j < n && !seen; j++)
            seen = cells[j].x == some[i].x && cells[j].y == some[i].y;
          if (!seen)
            cells[n++] = some[i];
        }
    }
  return n;
}

/* what a screen reader says for a row: the heading's name, colour and
 * total; a line's words, points and rule */
static char *
row_name (CastellanFinalSheet *self, CastellanFinalLine *line)
{
  int player = castellan_final_line_get_player (line);
  const char *text = castellan_final_line_get_text (line);
  /* a screen reader hears whose each line is, where the sheet leaves the
   * name to the heading above */
  const char *spoken = castellan_final_line_get_spoken (line);
  const char *detail = castellan_final_line_get_spoken_detail (line);
  const char *rule = castellan_final_line_get_rule (line);
  int points = castellan_final_line_get_points (line);
  g_autofree char *said = NULL;

  if (castellan_final_line_get_kind (line) == CASTELLAN_FINAL_LINE_PLAYER)
    {
      if (castellan_game_base_get_palette (self->game) == CASTELLAN_PALETTE_CLASSIC && player >= 0 &&
          g_strcmp0 (text, castellan_classic_seat_colour (player)) != 0)
        /* Translators: a player's heading on the final sheet, for a screen reader: "Ada (yellow): 87 points" */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s (%2$s): %3$d point", "%1$s (%2$s): %3$d points",
                                             ABS (points)),
                                text, castellan_classic_seat_colour_word (player), points);
      /* Translators: a player's heading on the final sheet, for a screen reader: "Red: 87 points" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$d point", "%1$s: %2$d points", ABS (points)),
                              text, points);
    }
  /* the sentence's full stop gives way to the points: "… the largest
   * empty region: +10", not "… region.: +10" */
  {
    gsize len = strlen (spoken);
    int cut = len > 0 && spoken[len - 1] == '.' ? 1 : 0;
    g_autofree char *head = g_strndup (spoken, len - cut);

    /* Translators: a final-sheet line and its points, for a screen reader:
     * "Final scoring: +51" (French puts a no-break space before the colon) */
    said = g_strdup_printf (_("%1$s: %2$s"), head, castellan_final_line_get_shown_points (line));
  }
  if (detail != NULL)
    {
      char *more = g_strdup_printf ("%s. %s", said, detail);
      g_free (said);
      said = more;
    }
  if (rule != NULL)
    {
      g_autofree char *cited = g_strjoinv (", ", (char **) castellan_final_line_get_rules (line));
      /* Translators: a final-sheet line for a screen reader, and the rule that scored it: "2 roads completed: +7 (C-7.3)" */
      return g_strdup_printf (_("%1$s (%2$s)"), said, cited);
    }
  return g_steal_pointer (&said);
}

/* a row of the sheet for a line of the model (castellan-final-lines.c) */
static GtkWidget *
create_row (gpointer item, gpointer data)
{
  CastellanFinalSheet *self = data;
  CastellanFinalLine *line = item;
  CastellanFinalLineKind kind = castellan_final_line_get_kind (line);
  int player = castellan_final_line_get_player (line);
  const char *detail = castellan_final_line_get_detail (line);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (castellan_final_line_get_text (line));
  GtkWidget *value = gtk_label_new (castellan_final_line_get_shown_points (line));
  GtkWidget *link = gtk_button_new ();
  GtkWidget *list_row = gtk_list_box_row_new ();
  guint n_cells = 0, n_scored = 0;
  g_autofree char *name = row_name (self, line);

  gtk_widget_set_margin_top (row, 8);
  gtk_widget_set_margin_bottom (row, 8);
  gtk_widget_set_margin_start (row, kind == CASTELLAN_FINAL_LINE_PLAYER || player < 0 ? 12
                                    : kind == CASTELLAN_FINAL_LINE_DURING ? 60 : 36);
  gtk_widget_set_margin_end (row, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (value, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (value, "numeric");
  if (kind == CASTELLAN_FINAL_LINE_PLAYER)
    {
      GtkWidget *swatch = gtk_label_new ("●");
      g_autofree char *chip = seat_class (self->game, player);
      gtk_widget_add_css_class (swatch, "player-swatch");
      gtk_widget_add_css_class (swatch, chip);
      /* the row's name says whose it is: a screen reader would read "●" */
      gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (row), swatch);
      gtk_widget_add_css_class (label, "title-4");
      gtk_widget_add_css_class (value, "title-4");
      gtk_widget_add_css_class (list_row, "final-player");
    }
  else if (kind == CASTELLAN_FINAL_LINE_SUBTOTAL)
    {
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (value, "heading");
    }
  else if (kind == CASTELLAN_FINAL_LINE_GAME && castellan_game_base_get_palette (self->game) == CASTELLAN_PALETTE_CLASSIC)
    {
      /* the heading of the kinds under it */
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (value, "heading");
    }
  else if (kind == CASTELLAN_FINAL_LINE_DURING)
    gtk_widget_add_css_class (value, "dim-label");
  else if (kind == CASTELLAN_FINAL_LINE_NO_EFFECT)
    {
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (value, "dim-label");
    }
  else
    gtk_widget_add_css_class (value, "heading");
  gtk_box_append (GTK_BOX (words), label);
  if (detail != NULL)
    {
      GtkWidget *more = gtk_label_new (detail);
      gtk_label_set_wrap (GTK_LABEL (more), TRUE);
      gtk_label_set_xalign (GTK_LABEL (more), 0);
      gtk_widget_add_css_class (more, "caption");
      gtk_widget_add_css_class (more, "dim-label");
      gtk_box_append (GTK_BOX (words), more);
    }
  gtk_box_append (GTK_BOX (row), words);
  gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (link, "flat");
  gtk_widget_add_css_class (link, "caption");
  castellan_rule_link_set (link, castellan_final_line_get_rule (line));
  gtk_box_append (GTK_BOX (row), link);
  /* a line citing more rules has a link to each (a field with castles: B-4.10) */
  for (const char *const *more = castellan_final_line_get_rules (line); more != NULL && *more != NULL; more++)
    if (more != castellan_final_line_get_rules (line))
      {
        GtkWidget *next = gtk_button_new ();

        gtk_widget_set_valign (next, GTK_ALIGN_CENTER);
        gtk_widget_add_css_class (next, "flat");
        gtk_widget_add_css_class (next, "caption");
        castellan_rule_link_set (next, *more);
        gtk_box_append (GTK_BOX (row), next);
      }
  gtk_box_append (GTK_BOX (row), value);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (list_row), row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (list_row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list_row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (castellan_final_line_get_scored_lines (line, &n_scored) != NULL || castellan_final_line_get_cells (line, &n_cells) != NULL)
    /* lit on the board while hovered or focused (castellan-cell-lights.c) */
    castellan_cell_lights_attach (list_row, self->board, line_cells, g_object_ref (line), g_object_unref);
  return list_row;
}

static void
fill (CastellanFinalSheet *self)
{
  g_autofree char *total = castellan_game_base_dup_totals (self->game);

  self->lines = castellan_game_base_dup_final_lines (self->game);
  gtk_list_box_bind_model (self->lines_list, self->lines, create_row, self, NULL);
  self->winner = castellan_game_base_dup_winner (self->game);
  gtk_label_set_text (self->winner_label, self->winner);
  gtk_label_set_text (self->total_label, total);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CastellanFinalSheet *self = data;
  guint n = castellan_game_base_get_n_players (self->game);
  guint32 colours[CASTELLAN_MAX_SEATS] = { 0 };
  int grid = (int) self->lap;

  /* without a track's laps, the grid every quarter of the way, in steps of 5 */
  if (grid == 0)
    {
      int max = 10;
      for (guint i = 0; i < self->history->len; i++)
        max = MAX (max, g_array_index (self->history, int, i));
      grid = ((max + 19) / 20) * 5;
    }
  for (guint p = 0; p < n && p < CASTELLAN_MAX_SEATS; p++)
    colours[p] = seat_rgb (self->game, p);
  castellan_score_chart_draw (GTK_WIDGET (area), cr, width, height, (const int *) (gpointer) self->history->data,
                              self->stride, self->history->len / self->stride, n, colours, grid, -1);
}

static void
play_again_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  /* the new game's page may already have let this sheet go */
  g_object_ref (widget);
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.play-again", NULL);
  gtk_window_destroy (GTK_WINDOW (widget));
  g_object_unref (widget);
}

/* a line's rule link opens the rules reference of the game's window */
static void
rules_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (parent != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (parent), "win.rules", param);
}

static void
castellan_final_sheet_dispose (GObject *object)
{
  CastellanFinalSheet *self = CASTELLAN_FINAL_SHEET (object);

  if (self->board != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->board), (gpointer *) &self->board);
  self->board = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_FINAL_SHEET);
  g_clear_object (&self->game);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_object (&self->lines);
  g_clear_pointer (&self->winner, g_free);
  G_OBJECT_CLASS (castellan_final_sheet_parent_class)->dispose (object);
}

static void
castellan_final_sheet_class_init (CastellanFinalSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_final_sheet_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-final-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanFinalSheet, winner_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanFinalSheet, total_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanFinalSheet, lines_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanFinalSheet, chart);

  gtk_widget_class_install_action (widget_class, "sheet.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "win.rules", "s", rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
castellan_final_sheet_init (CastellanFinalSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

CastellanFinalSheet *
castellan_final_sheet_new (GtkWindow *parent, CastellanGameBase *game, GtkWidget *board)
{
  CastellanFinalSheet *self;

  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (game), NULL);

  self = g_object_new (CASTELLAN_TYPE_FINAL_SHEET, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  self->board = board;
  if (board != NULL)
    g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &self->board);
  self->history = castellan_game_base_dup_score_history (game, &self->stride, &self->lap);
  fill (self);
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  return self;
}

const char *
castellan_final_sheet_get_winner (CastellanFinalSheet *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_SHEET (self), NULL);
  return self->winner;
}

GtkListBox *
castellan_final_sheet_get_list (CastellanFinalSheet *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_SHEET (self), NULL);
  return self->lines_list;
}

GListModel *
castellan_final_sheet_get_lines (CastellanFinalSheet *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_SHEET (self), NULL);
  return self->lines;
}
