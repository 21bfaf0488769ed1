/* castellan-review-rows.c — the rows of the review window's moves list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 33. A row a move of the record: its number, player and move, and
 * once judged the values of the move played and of the level's choice, the
 * points lost with their standard error, and its grade ("good", "small
 * slip", "mistake", "blunder"; none within the noise); all of it
 * in the row's accessible label. Until then the row says it is not judged
 * yet, or that the review was stopped before it; the judged move takes its
 * row's place in the list (castellan-review.h).
 */
#define G_LOG_DOMAIN "castellan-review"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-review-window-private.h"

/* ---- the list of moves -------------------------------------------------------------- */

static GtkWidget *
move_label (const char *text, gboolean expand, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), expand ? 0 : 1);
  gtk_widget_set_hexpand (label, expand);
  if (expand)
    {
      /* a short natural width: the side column keeps its width, and the
       * board its size, whatever the moves say */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
    }
  if (css)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* what an unjudged row says instead of the values */
static const char *
unjudged_text (CastellanReview *review)
{
  return castellan_review_get_running (review)
         /* Translators: in a row of the moves list, in place of the move's values */
         ? _("not judged yet")
         /* Translators: in a row of the moves list, in place of the move's values */
         : _("not judged: the review was stopped");
}

static void
unjudged_running_cb (CastellanReview *review, GParamSpec *pspec, GtkWidget *row)
{
  GtkLabel *label = g_object_get_data (G_OBJECT (row), "unjudged-label");
  const char *title = g_object_get_data (G_OBJECT (row), "title");
  g_autofree char *access = g_strdup_printf ("%s, %s", title, unjudged_text (review));

  gtk_label_set_text (label, unjudged_text (review));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, access, -1);
}

/* a move not judged yet: its number, player and move, and what it waits for */
static GtkWidget *
unjudged_row (CastellanReviewWindow *self, GtkWidget *row, GtkWidget *box, const char *title)
{
  GtkWidget *label = move_label (unjudged_text (self->review), TRUE, "dim-label");

  gtk_box_append (GTK_BOX (box), move_label (title, TRUE, NULL));
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "unjudged-label", label);
  g_object_set_data_full (G_OBJECT (row), "title", g_strdup (title), g_free);
  /* it says "stopped" once the review ends without it */
  g_signal_connect_object (self->review, "notify::running", G_CALLBACK (unjudged_running_cb), row, 0);
  unjudged_running_cb (self->review, NULL, row);
  return row;
}

GtkWidget *
castellan_review_rows_create (gpointer item, gpointer data)
{
  CastellanReviewMove *move = item;
  CastellanReviewWindow *self = data;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top, *bottom;
  g_autofree char *title = NULL, *values = NULL, *loss = NULL, *access = NULL;
  const char *mark;

  /* one Tab stop in the list: the row of the move shown (castellan-review-window.c) */
  gtk_widget_set_focusable (row, castellan_review_move_get_number (move) == self->current);

  /* Translators: a row of the moves list: the move's number, the player's name, the move */
  title = g_strdup_printf (_("%u. %s: %s"), castellan_review_move_get_number (move),
                           castellan_review_move_get_player_name (move), castellan_review_move_get_played (move));
  if (!castellan_review_move_get_judged (move))
    return unjudged_row (self, row, box, title);
  top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  if (castellan_review_move_get_matched (move))
    {
      g_autofree char *played = castellan_review_dup_signed (castellan_review_move_get_played_value (move));

      /* Translators: the value of a move that is the level's own choice, in points ("+2.2, as
       * Strong"); where the comma is the decimal mark, no comma after the figure ("+2,2 wie Stark") */
      values = g_strdup_printf (_("%1$s, as %2$s"), played, castellan_review_level_label (self->review));
      mark = _("good");
    }
  else
    {
      /* Translators: the value of the move played, then of the level's (%2$s) choice, in points
       * ("−8.6, Strong −1.2"); where the comma is the decimal mark, join them otherwise
       * ("−8,6; Stark −1,2") */
      g_autofree char *played = castellan_review_dup_signed (castellan_review_move_get_played_value (move));
      g_autofree char *best = castellan_review_dup_signed (castellan_review_move_get_best_value (move));

      values = g_strdup_printf (_("%1$s, %2$s %3$s"), played, castellan_review_level_label (self->review), best);
      switch (castellan_review_move_get_grade (move))
        {
        case CASTELLAN_REVIEW_GOOD:
          mark = _("good");
          break;
        case CASTELLAN_REVIEW_SLIP:
          /* Translators: the mark of a move that gives away from 1 to 3 points */
          mark = _("small slip");
          break;
        case CASTELLAN_REVIEW_MISTAKE:
          /* Translators: the mark of a move that gives away from 3 to 7 points */
          mark = _("mistake");
          break;
        case CASTELLAN_REVIEW_BLUNDER:
          /* Translators: the mark of a move that gives away 7 points or more */
          mark = _("blunder");
          break;
        case CASTELLAN_REVIEW_UNSURE:
        case CASTELLAN_REVIEW_N_GRADES:
        default:
          mark = "";   /* within the noise: no grade */
          break;
        }
    }
  /* the points given away: a figure, or words when none were */
  loss = castellan_review_move_dup_loss_text (move);
  /* (no empty label: GTK 4.8 would read it by its type name) */
  gtk_box_append (GTK_BOX (top), move_label (title, TRUE, NULL));
  if (*mark)
    gtk_box_append (GTK_BOX (top), move_label (mark, FALSE, castellan_review_grade_css (move)));
  gtk_box_append (GTK_BOX (bottom), move_label (values, TRUE, "dim-label"));
  if (*loss)
    gtk_box_append (GTK_BOX (bottom), move_label (loss, FALSE, "numeric"));
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), bottom);
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  access = g_strdup_printf ("%s, %s %s %s", title, values, loss, mark);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, access, -1);
  return row;
}
