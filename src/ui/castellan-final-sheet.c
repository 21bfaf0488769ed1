/* castellan-final-sheet.c — the final scoring line by line, the winner, a chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lines are the model's (castellan-final-lines.c), grouped per player
 * with their subtotals; the sheet makes a row of each. The board behind the
 * sheet shows the empty region the keep scored.
 */
#define G_LOG_DOMAIN "castellan-final-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-final-sheet.h"
#include "castellan-snapshot.h"
#include "castellan-final-lines.h"
#include "castellan-hint-row.h"
#include "castellan-texture-cache.h"

struct _CastellanFinalSheet {
  AdwWindow       parent_instance;

  CastellanGame  *game;
  GArray         *history;
  GListModel     *lines;
  char           *winner;

  GtkLabel       *winner_label;
  GtkLabel       *total_label;
  GtkListBox     *lines_list;
  GtkDrawingArea *chart;
};

G_DEFINE_FINAL_TYPE (CastellanFinalSheet, castellan_final_sheet, ADW_TYPE_WINDOW)

/* a row of the sheet for a line of the model (castellan-final-lines.c) */
static GtkWidget *
create_row (gpointer item, gpointer data)
{
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

  gtk_widget_set_margin_top (row, 8);
  gtk_widget_set_margin_bottom (row, 8);
  gtk_widget_set_margin_start (row, kind == CASTELLAN_FINAL_LINE_PLAYER || player < 0 ? 12 : 36);
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
      gtk_widget_add_css_class (swatch, "player-swatch");
      gtk_widget_add_css_class (swatch, castellan_seat_colour (player) == 0 ? "player-0" : "player-1");
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
  gtk_box_append (GTK_BOX (row), value);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (list_row), row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (list_row), FALSE);
  return list_row;
}

static void
fill (CastellanFinalSheet *self)
{
  const CsGame *g = castellan_game_get_state (self->game);
  const char *names[CS_NUM_PLAYERS] = { castellan_game_get_player_name (self->game, 0),
                                        castellan_game_get_player_name (self->game, 1) };
  g_autofree char *total = NULL;

  self->lines = castellan_final_lines_new (self->game);
  gtk_list_box_bind_model (self->lines_list, self->lines, create_row, NULL, NULL);

  if (g->player[0].score == g->player[1].score)
    self->winner = g_strdup (_("A Shared Victory"));
  else
    /* Translators: %s is the winner's name */
    self->winner = g_strdup_printf (_("%s Wins"), names[g->player[0].score > g->player[1].score ? 0 : 1]);
  gtk_label_set_text (self->winner_label, self->winner);
  /* Translators: the final totals: "Ada 72 – Bo 65" */
  total = g_strdup_printf (_("%1$s %2$d – %3$s %4$d"), names[0], g->player[0].score, names[1], g->player[1].score);
  gtk_label_set_text (self->total_label, total);
}

static void
draw_chart (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  CastellanFinalSheet *self = data;
  guint32 colours[CS_NUM_PLAYERS];

  /* the grid every quarter of the way, in steps of 5 */
  int max = 10, grid;
  for (guint i = 0; i < self->history->len; i++)
    max = MAX (max, g_array_index (self->history, int, i));
  grid = ((max + 19) / 20) * 5;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    colours[p] = castellan_seat_rgb (p);
  castellan_score_chart_draw (GTK_WIDGET (area), cr, width, height, (const int *) (gpointer) self->history->data,
                              CS_NUM_PLAYERS, self->history->len / CS_NUM_PLAYERS, CS_NUM_PLAYERS, colours, grid);
}

static void
play_again_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.play-again", NULL);
  gtk_window_destroy (GTK_WINDOW (widget));
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
castellan_final_sheet_new (GtkWindow *parent, CastellanGame *game)
{
  CastellanFinalSheet *self;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);

  self = g_object_new (CASTELLAN_TYPE_FINAL_SHEET, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  self->history = castellan_game_get_score_history (game);
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

GListModel *
castellan_final_sheet_get_lines (CastellanFinalSheet *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_SHEET (self), NULL);
  return self->lines;
}
