/* castellan-window.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main window: the board, the turn card, both players, the log, and
 * the actions that drive a game. It owns the CastellanGame and its
 * CastellanTurn; the questions the turn raises (wall tiles 1–3, the
 * scoring order) are shown here as dialogs, and answered back to it.
 */

#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-window-private.h"
#include "castellan-a11y.h"
#include "castellan-pile-view.h"
#include "castellan-board-view.h"
#include "castellan-final-sheet.h"
#include "castellan-game-page-actions.h"
#include "castellan-hint-panel.h"
#include "castellan-log-row.h"
#include "castellan-new-game-dialog.h"
#include "castellan-player-panel.h"
#include "castellan-rules-window.h"
#include "castellan-rules-reference.h"
#include "castellan-texture-cache.h"
#include "castellan-turn-card.h"
#include "castellan-tutorial.h"

G_DEFINE_FINAL_TYPE (CastellanWindow, castellan_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- keeping the window in step with the game ----------------------------------- */

/* the subtitle says where the game in view stands, whichever game it is */
void
castellan_window_update_subtitle (CastellanWindow *self)
{
  GtkWidget *shown = gtk_stack_get_visible_child (self->main_stack);
  CastellanGameBase *game = NULL;
  g_autofree char *subtitle = NULL;

  if (shown == self->game_page)
    game = CASTELLAN_GAME_BASE (self->game);
  else if (shown == self->classic_page && self->classic_game != NULL)
    game = CASTELLAN_GAME_BASE (self->classic_game);
  if (game != NULL)
    subtitle = castellan_game_base_dup_status_line (game);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
}

static void
update_ui (CastellanWindow *self)
{
  CastellanPhase phase = castellan_game_get_phase (self->game);
  g_autofree char *tiles = NULL;
  guint left = castellan_game_get_tiles_left (self->game);
  gboolean thinking = phase == CASTELLAN_PHASE_THINKING;

  castellan_window_update_actions (self);
  if (phase == CASTELLAN_PHASE_NONE)
    return;

  tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the pile", "%u tiles left in the pile", left),
                           left);
  gtk_label_set_text (self->tiles_left_label, tiles);
  /* the count is the button that lists the tiles: named by it */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_button), GTK_ACCESSIBLE_PROPERTY_LABEL, tiles, -1);
  castellan_window_update_subtitle (self);

  /* the turn card follows the turn itself; the banner over the board
   * says who is thinking, in the card's words */
  gtk_widget_set_visible (self->thinking_banner, thinking);
  gtk_widget_set_visible (self->header_spinner, thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->header_spinner), thinking);
}

/* A human's turn starts with the keyboard on the board, so the arrow keys
 * move the cursor at once; but never while a name is being typed, and not
 * behind a dialog's back: then it waits until this window is active. */
static void
focus_board_for_turn (CastellanWindow *self)
{
  GtkWidget *focus;

  self->focus_board_pending = FALSE;
  if (castellan_game_get_phase (self->game) != CASTELLAN_PHASE_PLACE ||
      gtk_stack_get_visible_child (self->main_stack) != self->game_page)
    return;
  if (!gtk_window_is_active (GTK_WINDOW (self)))
    {
      self->focus_board_pending = TRUE;
      return;
    }
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
is_active_cb (CastellanWindow *self, GParamSpec *pspec, CastellanWindow *also_self)
{
  if (self->focus_board_pending && gtk_window_is_active (GTK_WINDOW (self)))
    focus_board_for_turn (self);
}

static void
bind_players (CastellanWindow *self)
{
  CastellanTheme theme = castellan_game_get_theme (self->game);

  castellan_player_panel_set_player (self->panel0, castellan_game_get_player (self->game, 0), theme);
  castellan_player_panel_set_player (self->panel1, castellan_game_get_player (self->game, 1), theme);
}

static void
game_started_cb (CastellanGame *game, CastellanWindow *self)
{
  /* "Learn to Play" starts at its first lesson; any other game has none */
  castellan_tutorial_set_lesson (self->tutorial, self->starting_tutorial ? 0 : -1);
  self->starting_tutorial = FALSE;
  self->finished_here = FALSE;
  self->final_pending = FALSE;
  if (self->final_sheet)
    gtk_window_destroy (self->final_sheet);
  /* a finished game opened from a file shows its end at once */
  castellan_board_view_set_show_region (self->board, castellan_game_get_phase (game) == CASTELLAN_PHASE_OVER);
  bind_players (self);
  gtk_stack_set_visible_child (self->main_stack, self->game_page);
  update_ui (self);
  focus_board_for_turn (self);
}

void
castellan_window_show_final_sheet (CastellanWindow *self)
{
  if (castellan_game_get_phase (self->game) != CASTELLAN_PHASE_OVER)
    return;
  castellan_board_view_set_show_region (self->board, TRUE);
  if (self->final_sheet)
    {
      gtk_window_present (self->final_sheet);
      return;
    }
  self->final_sheet = GTK_WINDOW (castellan_final_sheet_new (GTK_WINDOW (self), CASTELLAN_GAME_BASE (self->game),
                                                            GTK_WIDGET (self->board)));
  g_object_add_weak_pointer (G_OBJECT (self->final_sheet), (gpointer *) &self->final_sheet);
  gtk_window_present (self->final_sheet);
}

static void
maybe_show_final (CastellanWindow *self)
{
  if (!self->final_pending || castellan_board_view_get_animating (self->board))
    return;
  self->final_pending = FALSE;
  castellan_window_show_final_sheet (self);
}

static void
animating_cb (CastellanBoardView *board, GParamSpec *pspec, CastellanWindow *self)
{
  maybe_show_final (self);
}

static void
turn_played_cb (CastellanGame *game, gpointer events, gpointer before, CastellanWindow *self)
{
  /* the game is over after a move only when that move ended it (no move
   * is played in a finished game) */
  if (castellan_game_base_get_phase (CASTELLAN_GAME_BASE (game)) == CASTELLAN_PHASE_OVER)
    {
      self->finished_here = TRUE;
      self->final_pending = TRUE;
    }
  focus_board_for_turn (self);
  maybe_show_final (self);
}

static void
game_notify_cb (CastellanGame *game, GParamSpec *pspec, CastellanWindow *self)
{
  update_ui (self);
  /* the computer has moved, or a move was taken back */
  if (g_strcmp0 (pspec->name, "phase") == 0)
    focus_board_for_turn (self);
}

static void
turn_notify_cb (CastellanTurn *turn, GParamSpec *pspec, CastellanWindow *self)
{
  update_ui (self);
}

/* ---- a human's move: the questions the turn raises ------------------------------ */

static void
choice_response_cb (AdwMessageDialog *dialog, const char *response, CastellanChoice *choice)
{
  castellan_choice_answer (choice, (guint) g_ascii_strtoull (response, NULL, 10));
}

/* the turn asks (wall tiles 2/3, the scoring order, another turn): one
 * button per option, the default suggested and taken on Escape */
static gboolean
choose_cb (CastellanTurn *turn, CastellanChoice *choice, CastellanWindow *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), castellan_choice_get_heading (choice),
                                              castellan_choice_get_body (choice));
  g_autofree char *default_id = g_strdup_printf ("%u", castellan_choice_get_default (choice));

  for (guint i = 0; i < castellan_choice_get_n_options (choice); i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, castellan_choice_get_option (choice, i));
    }
  g_signal_connect_data (dialog, "response", G_CALLBACK (choice_response_cb), g_object_ref (choice),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), default_id);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), default_id);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), default_id, ADW_RESPONSE_SUGGESTED);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
move_refused_cb (CastellanTurn *turn, GError *error, CastellanWindow *self)
{
  castellan_window_show_error (self, _("That Move Is Not Allowed"), error->message);
}

/* the tile does not fit where the player tried to lay it: the tutor,
 * following the cursor, says why; offer it when it is out of sight */
static void
placement_refused_cb (CastellanTurn *turn, int cell, CastellanWindow *self)
{
  gboolean helps = g_settings_get_enum (self->settings, "help-level") != CASTELLAN_HELP_OFF;

  self->refused_cell = cell;
  self->refused_move = castellan_game_get_record (self->game)->moves->len;
  if (castellan_window_tutor_shown (self) && castellan_tutor_get_explaining (self->tutor))
    return;
  castellan_window_toast_with_button (self, _("The tile does not fit there"),
                     helps ? _("_Why?") : NULL, helps ? "win.show-tutor" : NULL);
}

/* ---- settings ------------------------------------------------------------------- */

static void update_tutor_page (CastellanWindow *self);

static void
settings_changed_cb (GSettings *settings, const char *key, CastellanWindow *self)
{
  if (g_strcmp0 (key, "swap-colours") == 0)
    {
      castellan_set_seat_colours_swapped (g_settings_get_boolean (settings, "swap-colours"));
      bind_players (self);
      gtk_widget_queue_draw (GTK_WIDGET (self->board));
    }
  else if (g_strcmp0 (key, "help-level") == 0)
    {
      /* (the tutor follows the key itself) */
      update_tutor_page (self);
    }
  else if (g_strcmp0 (key, "theme") == 0 && castellan_game_get_phase (self->game) != CASTELLAN_PHASE_NONE)
    {
      castellan_game_set_theme (self->game, g_settings_get_enum (settings, "theme"));
      bind_players (self);
      update_ui (self);
    }
}

/* ---- the rules tutor ------------------------------------------------------------- */

/* the tutor's page beside the board, unless help is off (then the log) */
static void
update_tutor_page (CastellanWindow *self)
{
  gboolean on = g_settings_get_enum (self->settings, "help-level") != CASTELLAN_HELP_OFF;

  gtk_stack_page_set_visible (gtk_stack_get_page (self->side_stack, GTK_WIDGET (self->tutor_slot)), on);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_panel), on);
}

gboolean
castellan_window_tutor_shown (CastellanWindow *self)
{
  return gtk_stack_get_visible_child (self->side_stack) == GTK_WIDGET (self->tutor_slot);
}

void
castellan_window_show_tutor (CastellanWindow *self)
{
  if (gtk_widget_get_visible (GTK_WIDGET (self->hint_panel)))
    gtk_stack_set_visible_child (self->side_stack, GTK_WIDGET (self->tutor_slot));
}

static void
scroll_to_top (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));
      gtk_adjustment_set_value (adj, gtk_adjustment_get_lower (adj));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    scroll_to_top (child);
}

static void
lesson_changed_cb (CastellanTutorial *tutorial, GParamSpec *pspec, CastellanWindow *self)
{
  int lesson = castellan_tutorial_get_lesson (tutorial);

  g_settings_set_int (self->settings, "tutorial-lesson", MIN (lesson, CASTELLAN_N_LESSONS));
  if (lesson < 0)
    return;
  /* a lesson is read in the tutor: show it, with its card (the tutor's
   * first) in view */
  castellan_window_show_tutor (self);
  scroll_to_top (GTK_WIDGET (self->hint_panel));
}

static void
start_tutorial (CastellanWindow *self)
{
  CastellanGameSetup setup;
  g_auto(GStrv) names = NULL;

  names = g_settings_get_strv (self->settings, "player-names");
  /* the learner's seat is named by its colour, like a new game's default */
  castellan_tutorial_setup (&setup, names[0] && *names[0] ? names[0]
                            : castellan_player_default_name (g_settings_get_boolean (self->settings, "swap-colours") ? 1 : 0),
                            g_settings_get_enum (self->settings, "theme"));
  /* the lessons are read in the tutor: have it shown before the first one */
  g_settings_set_enum (self->settings, "help-level", CASTELLAN_HELP_EVERYTHING);
  self->starting_tutorial = TRUE;
  castellan_game_start (self->game, &setup);
  self->starting_tutorial = FALSE;
}

/**
 * castellan_window_learn_to_play:
 * @self: a #CastellanWindow
 *
 * Starts the guided first game at its first lesson.
 *
 * A game under way is only left once the player agrees.
 */
void
castellan_window_learn_to_play (CastellanWindow *self)
{
  g_return_if_fail (CASTELLAN_IS_WINDOW (self));

  castellan_window_leave_game_then (self, CASTELLAN_GAME_KIND_CASTLE, start_tutorial);
}

static void
rules_destroyed_cb (CastellanWindow *self)
{
  g_object_set_data (G_OBJECT (self), "rules-window", NULL);
}

/**
 * castellan_window_show_rules:
 * @self: a #CastellanWindow
 * @rule: (nullable): a rule ID such as "R-3.3", or a section such as "goal"
 *
 * Opens the rules reference at the section explaining @rule.
 */
void
castellan_window_show_rules (CastellanWindow *self,
                             const char      *rule)
{
  CastellanRulesWindow *rules;

  g_return_if_fail (CASTELLAN_IS_WINDOW (self));

  rules = g_object_get_data (G_OBJECT (self), "rules-window");
  if (rules == NULL)
    {
      rules = castellan_rules_window_new (GTK_WINDOW (self), castellan_game_get_theme (self->game));
      g_object_set_data (G_OBJECT (self), "rules-window", rules);
      g_signal_connect_object (rules, "destroy", G_CALLBACK (rules_destroyed_cb), self, G_CONNECT_SWAPPED);
    }
  /* the reference opens at the game in play */
  if (rule == NULL || g_str_equal (rule, "goal"))
    {
      gboolean classic = castellan_window_classic_shown (self);
      rule = castellan_rules_reference_opening (classic, classic && castellan_classic_game_get_bcb (self->classic_game));
    }
  castellan_rules_window_show_rule (rules, rule);
  gtk_window_present (GTK_WINDOW (rules));
}

CastellanHintPanel *
castellan_window_get_hint_panel (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->hint_panel;
}

/* ---- GObject -------------------------------------------------------------------- */

static void
castellan_window_restore_state (CastellanWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  /* the schema's range keeps a hand-set 0 or negative size out; -1 leaves
   * the size to the window's content should one get through */
  gtk_window_set_default_size (GTK_WINDOW (self), width > 0 ? width : -1, height > 0 ? height : -1);

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
castellan_window_save_state (CastellanWindow *self)
{
  int width = 0;
  int height = 0;

  /* While maximized the default size still holds the unmaximized size. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);

  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }

  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
castellan_window_close_request (GtkWindow *window)
{
  CastellanWindow *self = CASTELLAN_WINDOW (window);

  castellan_window_save_state (self);
  castellan_game_cancel_thinking (self->game);

  return GTK_WINDOW_CLASS (castellan_window_parent_class)->close_request (window);
}


static void
update_undo_button (CastellanWindow *self)
{
  gtk_widget_set_visible (self->undo_button, gtk_stack_get_visible_child (self->main_stack) == self->game_page);
}

static void
castellan_window_dispose (GObject *object)
{
  CastellanWindow *self = CASTELLAN_WINDOW (object);

  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  castellan_window_dispose_classic (self);
  /* the game.* actions hold the game and the turn: let them go with the view */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", NULL);
  g_clear_object (&self->saves);
  if (self->game)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_signal_handlers_disconnect_by_data (castellan_game_get_log (self->game), self);
      castellan_game_cancel_thinking (self->game);
    }
  if (self->board)
    g_signal_handlers_disconnect_by_data (self->board, self);
  if (self->turn)
    g_signal_handlers_disconnect_by_data (self->turn, self);
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  if (self->tutorial)
    g_signal_handlers_disconnect_by_data (self->tutorial, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_WINDOW);
  g_clear_object (&self->tutor);
  g_clear_object (&self->tutorial);
  g_clear_object (&self->turn);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  for (guint p = 0; p < CASTELLAN_CASTLE_SEATS; p++)
    g_clear_pointer (&self->last_names[p], g_free);
  g_clear_pointer (&self->resume_error, g_free);

  G_OBJECT_CLASS (castellan_window_parent_class)->dispose (object);
}

static void
castellan_window_class_init (CastellanWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = castellan_window_dispose;

  window_class->close_request = castellan_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, game_toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, pile_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, header_spinner);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, board);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, thinking_banner);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, tutor_slot);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, hint_panel);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, turn_card);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, panel0);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, panel1);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, log_view);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, log_scroller);

  gtk_widget_class_bind_template_callback (widget_class, is_active_cb);
  gtk_widget_class_bind_template_callback (widget_class, update_undo_button);
  gtk_widget_class_bind_template_callback (widget_class, animating_cb);

  castellan_window_class_init_actions (widget_class);
  castellan_window_class_init_files (widget_class);

  g_type_ensure (CASTELLAN_TYPE_BOARD_VIEW);
  g_type_ensure (CASTELLAN_TYPE_HINT_PANEL);
  g_type_ensure (CASTELLAN_TYPE_TURN_CARD);
  g_type_ensure (CASTELLAN_TYPE_PLAYER_PANEL);
  g_type_ensure (CASTELLAN_TYPE_LOG_ENTRY);
  g_type_ensure (CASTELLAN_TYPE_LOG_ROW);
}

/* the drawn tile in the card, in the game's theme */
static GdkPaintable *
castle_tile_picture (int tile, guint rot, int size, int scale, gpointer data)
{
  CastellanWindow *self = data;

  return g_object_ref (GDK_PAINTABLE (castellan_texture_tile (tile, rot, castellan_game_get_theme (self->game), size,
                                                              scale)));
}

/* the tiles still in the pile, as they are when the button is pressed */
static void
pile_popup_cb (GtkMenuButton *button, gpointer data)
{
  CastellanWindow *self = data;
  GtkWidget *popover = gtk_popover_new ();

  gtk_popover_set_child (GTK_POPOVER (popover),
                         castellan_pile_view_new (self->game, gtk_widget_get_scale_factor (GTK_WIDGET (self))));
  gtk_menu_button_set_popover (button, popover);
}

static void
castellan_window_init (CastellanWindow *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "realize", G_CALLBACK (castellan_window_wrap_shortcuts), NULL);
  self->refused_cell = -1;
  castellan_a11y_follow_stack (self->main_stack);
  castellan_a11y_follow_stack (self->side_stack);

  self->settings = g_settings_new (APPLICATION_ID);
  castellan_window_restore_state (self);

  self->game = castellan_game_new ();
  castellan_window_init_classic (self);
  /* the subtitle follows the game in view, whichever it is */
  g_signal_connect_swapped (self->main_stack, "notify::visible-child", G_CALLBACK (castellan_window_update_subtitle), self);
  g_signal_connect_swapped (self->classic_game, "changed", G_CALLBACK (castellan_window_update_subtitle), self);
  g_signal_connect_swapped (self->classic_game, "notify::phase", G_CALLBACK (castellan_window_update_subtitle), self);
  castellan_window_init_files (self);
  g_settings_bind (self->settings, "allow-undo", self->game, "allow-undo", G_SETTINGS_BIND_GET);
  self->turn = castellan_turn_new (self->game);
  g_settings_bind (self->settings, "highlight-legal", self->board, "highlight-legal", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "confirm-turn", self->turn, "confirm-turn", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self->board, "animation-speed", G_SETTINGS_BIND_GET);
  castellan_set_seat_colours_swapped (g_settings_get_boolean (self->settings, "swap-colours"));
  g_signal_connect (self->settings, "changed", G_CALLBACK (settings_changed_cb), self);

  castellan_board_view_set_turn (self->board, self->turn);
  castellan_turn_card_set_turn (self->turn_card, CASTELLAN_TURN_BASE (self->turn));
  castellan_turn_card_set_tile_painter (self->turn_card, castle_tile_picture, self);
  /* the card's buttons: the game.* actions every game page has, sent on to
   * the window's own (the keys' and the board's way) */
  castellan_game_actions_insert (GTK_WIDGET (self), CASTELLAN_GAME_BASE (self->game), CASTELLAN_TURN_BASE (self->turn),
                                 GTK_WIDGET (self->board), "win", NULL);
  g_object_bind_property (self->turn_card, "prompt", self->thinking_label, "label", G_BINDING_SYNC_CREATE);
  g_signal_connect (self->game, "started", G_CALLBACK (game_started_cb), self);
  g_signal_connect (self->game, "turn-played", G_CALLBACK (turn_played_cb), self);
  g_signal_connect (self->game, "notify", G_CALLBACK (game_notify_cb), self);
  g_signal_connect (self->turn, "notify", G_CALLBACK (turn_notify_cb), self);
  g_signal_connect (self->turn, "choose", G_CALLBACK (choose_cb), self);
  g_signal_connect (self->turn, "move-refused", G_CALLBACK (move_refused_cb), self);
  g_signal_connect (self->turn, "placement-refused", G_CALLBACK (placement_refused_cb), self);

  selection = gtk_no_selection_new (g_object_ref (castellan_game_get_log (self->game)));
  gtk_list_view_set_model (self->log_view, GTK_SELECTION_MODEL (selection));
  castellan_log_follow_end (self->log_view);
  gtk_menu_button_set_create_popup_func (self->pile_button, pile_popup_cb, self, NULL);


  /* the tutor and the lessons beside the board, in the model; the panel
   * (in the template) shows them */
  self->tutorial = castellan_tutorial_new (self->game, self->turn);
  self->tutor = castellan_tutor_new (self->game, self->turn, self->tutorial);
  g_settings_bind (self->settings, "help-level", self->tutor, "help-level", G_SETTINGS_BIND_GET);
  castellan_hint_panel_set_tutor (self->hint_panel, self->tutor);
  update_tutor_page (self);
  g_signal_connect (self->tutorial, "notify::lesson", G_CALLBACK (lesson_changed_cb), self);
  update_undo_button (self);

  castellan_window_init_a11y (self);
  castellan_window_update_actions (self);
  {
    int lesson = g_settings_get_int (self->settings, "tutorial-lesson");
    /* a tutorial left half-way resumes at its lesson */
    if (castellan_window_resume (self) == CASTELLAN_GAME_KIND_CASTLE)
      castellan_tutorial_set_lesson (self->tutorial, lesson);
  }
}

CastellanWindow *
castellan_window_new (CastellanApplication *application)
{
  g_return_val_if_fail (CASTELLAN_IS_APPLICATION (application), NULL);

  return g_object_new (CASTELLAN_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

CastellanGame *
castellan_window_get_game (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->game;
}

CastellanTutor *
castellan_window_get_tutor (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->tutor;
}

CastellanTurn *
castellan_window_get_turn (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->turn;
}

CastellanBoardView *
castellan_window_get_board (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->board;
}
