/* castellan-review-summary.c — the review window's summary per player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 33, item 3. Per player, over the moves judged so far: the points
 * given away against the level, the share of good moves, the moves by
 * grade, and the costliest moves as buttons that show them.
 */
#define G_LOG_DOMAIN "castellan-review"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-a11y.h"
#include "castellan-review-window-private.h"

/* ---- the summary ------------------------------------------------------------------- */

static void
costly_clicked_cb (GtkButton *button, CastellanReviewWindow *self)
{
  castellan_review_window_show_move (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move")));
  gtk_stack_set_visible_child_name (self->side_stack, "moves");
}

void
castellan_review_summary_update (CastellanReviewWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->summary_box))) != NULL)
    gtk_box_remove (self->summary_box, child);
  for (guint seat = 0; seat < castellan_review_get_n_players (self->review); seat++)
    {
      CastellanReviewSummary s;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *label;
      g_autofree char *text = NULL, *grades = NULL;

      castellan_review_get_summary (self->review, seat, &s);
      label = gtk_label_new (castellan_review_get_player_name (self->review, seat));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
      if (s.n_moves == 0)
        text = g_strdup (_("No move judged yet."));
      else
        {
          const char *level = castellan_review_level_label (self->review);

          g_autofree char *lost = castellan_review_dup_decimal (s.total_loss);

          /* Translators: a player's summary: %1$s the level the moves are
           * judged against (Strong, Expert), %2$s the points given away
           * over the player's moves ("12.3"), then the share of good
           * moves; %1$s comes twice */
          text = g_strdup_printf (ngettext ("Against %1$s: %2$s points given away in %3$u move; %4$.0f%% good "
                                            "moves (as %1$s plays, or losing under a point).",
                                            "Against %1$s: %2$s points given away in %3$u moves; %4$.0f%% good "
                                            "moves (as %1$s plays, or losing under a point).", s.n_moves),
                                  level, lost, s.n_moves, 100 * s.good_share);
          grades = g_strdup_printf (
            /* Translators: a player's moves by grade: from 1 to 3 points
             * given away, from 3 to 7, 7 or more */
            _("Small slips: %1$u. Mistakes: %2$u. Blunders: %3$u."), s.n_graded[CASTELLAN_REVIEW_SLIP],
            s.n_graded[CASTELLAN_REVIEW_MISTAKE], s.n_graded[CASTELLAN_REVIEW_BLUNDER]);
        }
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_box_append (GTK_BOX (box), label);
      if (grades != NULL)
        {
          label = gtk_label_new (grades);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
          gtk_box_append (GTK_BOX (box), label);
        }
      if (s.n_costliest > 0)
        {
          /* the buttons on a line of their own, in the side column's width */
          GtkWidget *flow = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

          label = gtk_label_new (_("Costliest:"));
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_box_append (GTK_BOX (box), label);
          for (guint k = 0; k < s.n_costliest; k++)
            {
              g_autoptr (CastellanReviewMove) m = castellan_review_window_dup_move (self, s.costliest[k]);
              g_autofree char *name = NULL;
              g_autofree char *lost = castellan_review_dup_decimal (m ? castellan_review_move_get_loss (m) : 0.0);
              GtkWidget *button;

              /* Translators: a button to a costly move: its number and the points it lost ("2.3") */
              name = g_strdup_printf (_("Move %1$u (−%2$s)"), s.costliest[k], lost);
              button = gtk_button_new_with_label (name);
              gtk_widget_add_css_class (button, "flat");
              g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (s.costliest[k]));
              g_signal_connect (button, "clicked", G_CALLBACK (costly_clicked_cb), self);
              castellan_a11y_name_button (button);
              gtk_box_append (GTK_BOX (flow), button);
            }
          gtk_box_append (GTK_BOX (box), flow);
        }
      gtk_box_append (self->summary_box, box);
    }
}
