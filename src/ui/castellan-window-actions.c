/* castellan-window-actions.c — the window's actions and their keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every button and shortcut of the game page is one of these win.*
 * actions: the turn's (turn the tile, lay it, no follower, end the turn,
 * back), the game's (undo, new game, play again, final score,
 * statistics) and the tutor's (Learn to Play, the rules, a hint). Which
 * are enabled follows the turn's stage and the game's phase.
 */
#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-window-private.h"
#include "castellan-statistics-window.h"

void
castellan_window_update_actions (CastellanWindow *self)
{
  CastellanGamePage *page = self->page;
  CastellanTurnBase *turn = castellan_game_page_get_turn (page);
  CastellanGameBase *game = castellan_game_page_get_game (page);
  CastellanStage stage = castellan_turn_base_get_stage (turn);
  CastellanPhase phase = castellan_game_base_get_phase (game);
  gboolean shown = gtk_stack_get_visible_child (self->main_stack) == GTK_WIDGET (page);
  GtkWidget *w = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (w, "win.undo", shown && castellan_game_base_get_can_undo (game));
  gtk_widget_action_set_enabled (w, "win.rotate-cw", shown && stage == CASTELLAN_STAGE_PLACE);
  gtk_widget_action_set_enabled (w, "win.rotate-ccw", shown && stage == CASTELLAN_STAGE_PLACE);
  gtk_widget_action_set_enabled (w, "win.lay-tile", shown && stage == CASTELLAN_STAGE_PLACE);
  gtk_widget_action_set_enabled (w, "win.no-follower", shown && stage == CASTELLAN_STAGE_FOLLOWER);
  gtk_widget_action_set_enabled (w, "win.end-turn", shown && (stage == CASTELLAN_STAGE_CONFIRM ||
                                                              stage == CASTELLAN_STAGE_FOLLOWER));
  gtk_widget_action_set_enabled (w, "win.cancel-move", shown && (stage == CASTELLAN_STAGE_FOLLOWER ||
                                                                 stage == CASTELLAN_STAGE_CONFIRM));
  gtk_widget_action_set_enabled (w, "win.save-as", shown && phase != CASTELLAN_PHASE_NONE);
  gtk_widget_action_set_enabled (w, "win.show-final-score", shown && phase == CASTELLAN_PHASE_OVER);
  gtk_widget_action_set_enabled (w, "win.use-wall-tile", shown && phase == CASTELLAN_PHASE_PLACE &&
                                                         castellan_game_page_get_kind (page) == CASTELLAN_GAME_KIND_CASTLE);
}

/* the toast's "Why?": the tutor, explaining the cell where the tile did not fit */
static void
show_tutor_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_game_page_explain_refusal (CASTELLAN_WINDOW (widget)->page);
}

/* ---- actions -------------------------------------------------------------------- */

/* the turn's actions of the window (its keys and menus) are the game
 * page's game.* actions of the same name, the same for every game */
static void
page_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autofree char *page_name = NULL;

  g_assert (g_str_has_prefix (name, "win."));
  page_name = g_strconcat ("game.", name + strlen ("win."), NULL);
  gtk_widget_activate_action (GTK_WIDGET (CASTELLAN_WINDOW (widget)->page), page_name, NULL);
}

static void
lay_tile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);

  if (castellan_turn_base_get_cursor_cell (castellan_game_page_get_turn (self->page)) < 0)
    {
      castellan_window_toast (self, _("Point at a highlighted cell, or move the cursor there with the arrow keys"));
      return;
    }
  page_action (widget, name, param);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);

  if (castellan_game_base_undo (castellan_game_page_get_game (self->page)))
    {
      castellan_window_toast_undone (self, castellan_game_page_get_game (self->page));
      castellan_game_page_focus_board (self->page);
    }
}

static void
use_wall_tile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);
  g_autofree char *text = castellan_turn_use_wall_tile (castellan_game_page_get_castle_turn (self->page),
                                                        g_variant_get_uint32 (param));

  castellan_window_toast (self, text);
}

static void
show_final_score_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_game_page_show_final_sheet (CASTELLAN_WINDOW (widget)->page);
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_window_new_game (CASTELLAN_WINDOW (widget));
}

static void
statistics_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gtk_window_present (GTK_WINDOW (castellan_statistics_window_new (GTK_WINDOW (widget))));
}

static void
play_again_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);
  CastellanGameSetup setup = self->last_setup;

  /* the game in view is played again: classic Carcassonne's seats and
   * options, or The Castle's */
  if (castellan_window_classic_shown (self))
    {
      if (!castellan_window_play_classic_again (self))
        castellan_window_new_game (self);
      return;
    }
  if (self->last_names[0] == NULL)
    {
      castellan_window_new_game (self);
      return;
    }
  setup.has_seed = FALSE;
  castellan_window_start_game (self, &setup);
}

/* Save As / Open */

static void
learn_bcb (CastellanWindow *self)
{
  castellan_window_learn_classic_course (self, CASTELLAN_CLASSIC_COURSE_BCB);
}

/* a course's game ends the game under way, as Learn to Play The Castle
 * and New Game do: once the player agrees */
static void
learn_classic_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_window_leave_game_then (CASTELLAN_WINDOW (widget), CASTELLAN_GAME_KIND_CLASSIC,
                                    castellan_window_learn_classic);
}

static void
learn_bcb_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_window_leave_game_then (CASTELLAN_WINDOW (widget), CASTELLAN_GAME_KIND_CLASSIC, learn_bcb);
}

static void
learn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_window_learn_to_play (CASTELLAN_WINDOW (widget));
}

static void
rules_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_window_show_rules (CASTELLAN_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* F11: the board on the whole screen, and back */
static void
fullscreen_action (GtkWidget *widget, const char *name, GVariant *param)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

static void
hint_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);

  castellan_game_page_suggest (self->page);
}

void
castellan_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-cw", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "win.rotate-ccw", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "win.lay-tile", NULL, lay_tile_action);
  gtk_widget_class_install_action (widget_class, "win.no-follower", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "win.end-turn", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-move", NULL, page_action);
  gtk_widget_class_install_action (widget_class, "win.use-wall-tile", "u", use_wall_tile_action);
  gtk_widget_class_install_action (widget_class, "win.show-final-score", NULL, show_final_score_action);
  gtk_widget_class_install_action (widget_class, "win.show-tutor", NULL, show_tutor_action);
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.learn", NULL, learn_action);
  gtk_widget_class_install_action (widget_class, "win.learn-classic", NULL, learn_classic_action);
  gtk_widget_class_install_action (widget_class, "win.learn-bcb", NULL, learn_bcb_action);
  gtk_widget_class_install_action (widget_class, "win.rules", "s", rules_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.fullscreen", NULL, fullscreen_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "win.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
}

/* The shortcuts window sets each title on one line, in columns side by
 * side: in every language it came out wider than a 1024×768 screen, its
 * last column and its foot cut off. Its titles wrap instead (GTK 4.8 has
 * no property for it; the labels are the window's own). */
static void
wrap_shortcut_titles (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_SHORTCUT_LABEL (child))
        continue;
      if (GTK_IS_LABEL (child) && gtk_widget_get_ancestor (child, GTK_TYPE_SHORTCUTS_SHORTCUT) != NULL)
        {
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (child), 32);
        }
      else
        wrap_shortcut_titles (child);
    }
}

/* the application gives the window its shortcuts window once it has it */
void
castellan_window_wrap_shortcuts (CastellanWindow *self)
{
  GtkShortcutsWindow *shortcuts = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));

  if (shortcuts != NULL)
    wrap_shortcut_titles (GTK_WIDGET (shortcuts));
}
