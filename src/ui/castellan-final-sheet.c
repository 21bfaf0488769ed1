/* castellan-final-sheet.c — the final scoring line by line, the winner, a chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lines are the engine's FINAL_LINE events in the engine's words; the
 * in-game score is what the players had before them. The board behind the
 * sheet shows the empty region the keep scored.
 */
#define G_LOG_DOMAIN "castellan-final-sheet"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-final-sheet.h"
#include "castellan-snapshot.h"
#include "castellan-texture-cache.h"
#include "cs-text.h"

struct _CastellanFinalSheet {
  AdwWindow       parent_instance;

  CastellanGame  *game;
  GArray         *history;
  char           *winner;
  guint           n_lines;

  GtkLabel       *winner_label;
  GtkLabel       *total_label;
  GtkListBox     *lines_list;
  GtkDrawingArea *chart;
};

G_DEFINE_FINAL_TYPE (CastellanFinalSheet, castellan_final_sheet, ADW_TYPE_WINDOW)

static void
add_line (CastellanFinalSheet *self, const char *text, const char *points, int player)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *value = gtk_label_new (points);

  gtk_widget_set_margin_top (row, 8);
  gtk_widget_set_margin_bottom (row, 8);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (value, "numeric");
  gtk_widget_add_css_class (value, "heading");
  if (player >= 0)
    {
      GtkWidget *swatch = gtk_label_new ("●");
      gtk_widget_add_css_class (swatch, "player-swatch");
      gtk_widget_add_css_class (swatch, castellan_seat_colour (player) == 0 ? "player-0" : "player-1");
      gtk_box_append (GTK_BOX (row), swatch);
    }
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), value);
  gtk_list_box_append (self->lines_list, row);
  self->n_lines++;
}

static void
fill (CastellanFinalSheet *self)
{
  const CsGame *g = castellan_game_get_state (self->game);
  CsTheme theme = castellan_game_get_theme (self->game);
  const char *names[CS_NUM_PLAYERS] = { castellan_game_get_player_name (self->game, 0),
                                        castellan_game_get_player_name (self->game, 1) };
  CsEvent lines[64];
  guint n = castellan_game_get_final_lines (self->game, lines, G_N_ELEMENTS (lines));
  int before[CS_NUM_PLAYERS] = { g->player[0].score, g->player[1].score };
  g_autofree char *total = NULL;

  for (guint i = 0; i < n; i++)
    if (lines[i].player >= 0)
      before[lines[i].player] -= lines[i].points;

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      /* Translators: a line of the final score sheet; %s is a player's name */
      g_autofree char *text = g_strdup_printf (_("%s’s score during the game"), names[p]);
      g_autofree char *pts = g_strdup_printf ("%d", before[p]);
      add_line (self, text, pts, p);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = cs_text_event (g, &lines[i], theme, names);
      g_autofree char *pts = g_strdup_printf ("%+d", lines[i].points);
      add_line (self, text, lines[i].player >= 0 ? pts : "0", lines[i].player);
    }
  if (n == 0)
    add_line (self, _("Nothing more was scored at the end."), "", -1);

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

static void
castellan_final_sheet_dispose (GObject *object)
{
  CastellanFinalSheet *self = CASTELLAN_FINAL_SHEET (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_FINAL_SHEET);
  g_clear_object (&self->game);
  g_clear_pointer (&self->history, g_array_unref);
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

guint
castellan_final_sheet_get_n_lines (CastellanFinalSheet *self)
{
  g_return_val_if_fail (CASTELLAN_IS_FINAL_SHEET (self), 0);
  return self->n_lines;
}
