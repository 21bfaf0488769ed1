/* castellan-game-page-suggest.c — Suggest a Move, the same for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One path for The Castle, classic Carcassonne and its expansion: the
 * page.suggest action (the tutor's button, Ctrl+H) asks the game on show
 * through CastellanGameBase (castellan_game_base_suggest), which thinks
 * off the main thread and keeps the answer for the position it was asked
 * in. The page shows the answer in words above the tutor's hints (the
 * cell it names lit on the board while the line is pointed at), says it to
 * a screen reader, points the board's cursor at the cell with the tile
 * turned as suggested (The Castle's board also frames it with its
 * follower), and offers Play It (page.play-suggestion), which lights the
 * cell too while it has the focus. The words are the model's, one shape
 * for every game (castellan_game_base_suggestion_text). The main menu's
 * Suggest a Move is page.suggest too: the page lends its group to its
 * window, so the item is disabled whenever the action is.
 */
#define G_LOG_DOMAIN "castellan-page"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-game-page-private.h"
#include "castellan-a11y.h"
#include "castellan-cell-lights.h"

/* the game and turn on show */
#define GAME(self) castellan_game_page_get_game (self)
#define TURN(self) castellan_game_page_get_turn (self)

static gboolean
may_suggest (CastellanGamePage *self)
{
  return castellan_game_base_get_phase (GAME (self)) == CASTELLAN_PHASE_PLACE &&
         castellan_turn_base_get_stage (TURN (self)) == CASTELLAN_STAGE_PLACE;
}

/* page.@name (in the page's own action group) may be used, or not */
static void
set_enabled (CastellanGamePage *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
castellan_game_page_update_suggestion (CastellanGamePage *self)
{
  const char *text = castellan_game_base_get_suggestion (GAME (self));
  gboolean answered = castellan_game_base_get_suggested_move (GAME (self), NULL);

  gtk_label_set_text (self->suggestion_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->suggestion_label), text != NULL);
  gtk_widget_set_visible (self->play_suggestion_button, answered);
  set_enabled (self, "suggest", may_suggest (self));
  set_enabled (self, "play-suggestion", answered && may_suggest (self));
}

/* the answer came (or went): the board's cursor on its cell, turned as
 * suggested; said to a screen reader */
static void
suggestion_cb (CastellanGameBase *game, GParamSpec *pspec, CastellanGamePage *self)
{
  CastellanSuggestedMove move;
  const char *text = castellan_game_base_get_suggestion (game);

  if (game != GAME (self))
    return;
  if (castellan_game_base_get_suggested_move (game, &move) && may_suggest (self))
    {
      castellan_turn_base_set_cursor_cell (TURN (self), move.cell);
      castellan_turn_base_set_rotation (TURN (self), move.rot);
    }
  castellan_game_page_update_suggestion (self);
  if (text != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    castellan_announce (GTK_WIDGET (self), text);
}

void
castellan_game_page_suggest_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanGamePage *self = data;

  if (may_suggest (self))
    castellan_game_base_suggest (GAME (self));
}

void
castellan_game_page_play_suggestion_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanGamePage *self = data;

  if (may_suggest (self))
    castellan_game_base_play_suggestion (GAME (self), G_OBJECT (TURN (self)));
}

/* the answer's line lights the cell it names while pointed at */
static guint
suggested_cells (GtkWidget *row, CastellanBoardModel *model, CastellanCell *cells, guint max, gpointer data)
{
  CastellanGamePage *self = data;
  CastellanSuggestedMove move;

  if (model == NULL || max == 0 || !castellan_game_base_get_suggested_move (GAME (self), &move) ||
      !castellan_board_model_cell_xy (model, move.cell, &cells[0].x, &cells[0].y))
    return 0;
  return 1;
}

/* The main menu's Suggest a Move is page.suggest itself, so that it is
 * disabled whenever the action is: the menu lives in the window's header
 * bar, outside the page, so the page lends its page.* group to the window
 * it is in (and takes it back when it leaves). */
#define LENT_KEY "castellan-suggest-lent-to"

static void
lend_free (gpointer data)
{
  GWeakRef *ref = data;

  g_weak_ref_clear (ref);
  g_free (ref);
}

static void
lend_actions (CastellanGamePage *self)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (self), LENT_KEY);
  g_autoptr(GtkWidget) lent = ref ? g_weak_ref_get (ref) : NULL;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  /* a page drawn ahead lends nothing: the window's own page does */
  if (root == GTK_WIDGET (self) || self->preview)
    root = NULL;
  if (lent == root)
    return;
  if (lent != NULL)
    gtk_widget_insert_action_group (lent, "page", NULL);
  if (root != NULL)
    {
      ref = g_new0 (GWeakRef, 1);
      g_weak_ref_init (ref, root);
      g_object_set_data_full (G_OBJECT (self), LENT_KEY, ref, lend_free);
      gtk_widget_insert_action_group (root, "page", G_ACTION_GROUP (self->actions));
    }
  else
    g_object_set_data (G_OBJECT (self), LENT_KEY, NULL);
}

static void
root_cb (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  lend_actions (CASTELLAN_GAME_PAGE (widget));
}

void
castellan_game_page_init_suggest (CastellanGamePage *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Play It"));

  /* Play It, under the answer */
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_margin_end (button, 12);
  gtk_widget_set_margin_bottom (button, 6);
  gtk_widget_set_visible (button, FALSE);
  gtk_widget_set_tooltip_text (button, _("Lay the tile and place the follower as suggested"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "page.play-suggestion");
  gtk_widget_insert_after (button, gtk_widget_get_parent (GTK_WIDGET (self->suggestion_label)),
                           GTK_WIDGET (self->suggestion_label));
  self->play_suggestion_button = button;
  gtk_widget_add_css_class (GTK_WIDGET (self->suggestion_label), "accent");
  castellan_cell_lights_attach (GTK_WIDGET (self->suggestion_label), GTK_WIDGET (self->board), suggested_cells, self,
                                NULL);
  /* and Play It, where the keys reach the answer, lights it when focused */
  castellan_cell_lights_attach (button, GTK_WIDGET (self->board), suggested_cells, self, NULL);
  g_signal_connect (self, "notify::root", G_CALLBACK (root_cb), NULL);
  g_signal_connect (self->castle, "notify::suggestion", G_CALLBACK (suggestion_cb), self);
  g_signal_connect (self->classic, "notify::suggestion", G_CALLBACK (suggestion_cb), self);
}

void
castellan_game_page_dispose_suggest (CastellanGamePage *self)
{
  g_signal_handlers_disconnect_by_func (self, root_cb, NULL);
  {
    GWeakRef *ref = g_object_get_data (G_OBJECT (self), LENT_KEY);
    g_autoptr(GtkWidget) lent = ref ? g_weak_ref_get (ref) : NULL;

    if (lent != NULL)
      gtk_widget_insert_action_group (lent, "page", NULL);
    g_object_set_data (G_OBJECT (self), LENT_KEY, NULL);
  }
  if (self->castle)
    {
      g_signal_handlers_disconnect_by_func (self->castle, suggestion_cb, self);
      castellan_game_base_clear_suggestion (CASTELLAN_GAME_BASE (self->castle));
    }
  if (self->classic)
    {
      g_signal_handlers_disconnect_by_func (self->classic, suggestion_cb, self);
      castellan_game_base_clear_suggestion (CASTELLAN_GAME_BASE (self->classic));
    }
}
