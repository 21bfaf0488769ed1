/* castellan-game-page.c — the one game page, for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board beside a side pane: the players above the board, the drawn
 * tile with the turn's buttons, the tiles left, the tutor and the log one
 * click apart, the end-of-game dialog. The page keeps a game of each kind
 * and shows the one last started; everything here reads it through
 * CastellanGameBase and CastellanTurnBase, so it is the same for The
 * Castle, classic Carcassonne and its expansion. What only one game has
 * lives in castellan-game-page-castle.c and castellan-game-page-parts.c.
 * Every "may I" is the turn's; the page only shows it.
 */
#define G_LOG_DOMAIN "castellan-page"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "castellan-game-page-private.h"
#include "castellan-a11y.h"
#include "castellan-classic-game.h"
#include "castellan-game-page-actions.h"
#include "castellan-log-row.h"
#include "castellan-pile-view.h"
#include "castellan-player-list.h"
#include "castellan-width-bin.h"

G_DEFINE_FINAL_TYPE (CastellanGamePage, castellan_game_page, GTK_TYPE_WIDGET)

enum { SIG_STARTED, SIG_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ---- the game on show ----------------------------------------------------------- */

CastellanGameBase *
castellan_game_page_get_game_of_kind (CastellanGamePage *self, CastellanGameKind kind)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return kind == CASTELLAN_GAME_KIND_CLASSIC ? CASTELLAN_GAME_BASE (self->classic) : CASTELLAN_GAME_BASE (self->castle);
}

CastellanGameBase *
castellan_game_page_get_game (CastellanGamePage *self)
{
  return castellan_game_page_get_game_of_kind (self, self->kind);
}

CastellanGameKind
castellan_game_page_get_kind (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), CASTELLAN_GAME_KIND_CASTLE);
  return self->kind;
}

CastellanTurnBase *
castellan_game_page_get_turn (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->kind == CASTELLAN_GAME_KIND_CLASSIC ? CASTELLAN_TURN_BASE (self->classic_turn)
                                                   : CASTELLAN_TURN_BASE (self->castle_turn);
}

static gboolean
classic_shown (CastellanGamePage *self)
{
  return self->kind == CASTELLAN_GAME_KIND_CLASSIC;
}

/* a computer is thinking, and the person waits on it: its phase, no
 * move of its decided and waiting to be shown, the last move shown
 * ("thinking-visible"), and no view holds the game. A computer that has
 * decided is not said to think while its move waits; nor is one that
 * thinks while the last move is still on show (the banner would come and
 * go at every move of a run of computers'). A computer to move while the
 * auction's outcome holds the game waits for the person's Continue
 * (B-5.7): no banner says it thinks, and the turn card says what it waits
 * for */
gboolean
castellan_game_page_get_thinking (CastellanGamePage *self)
{
  CastellanGameBase *game;

  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), FALSE);
  game = castellan_game_page_get_game (self);
  return castellan_game_base_get_phase (game) == CASTELLAN_PHASE_THINKING &&
         castellan_game_base_get_thinking_visible (game) &&
         !(CASTELLAN_IS_CLASSIC_GAME (game) && castellan_classic_game_get_held (CASTELLAN_CLASSIC_GAME (game)));
}

char *
castellan_game_page_dup_status (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return castellan_game_base_dup_status_line (castellan_game_page_get_game (self));
}

void
castellan_game_page_update (CastellanGamePage *self)
{
  CastellanGameBase *game = castellan_game_page_get_game (self);
  CastellanPhase phase = castellan_game_base_get_phase (game);
  gboolean thinking = castellan_game_page_get_thinking (self);
  g_autofree char *tiles = NULL;
  CastellanGameStatus status;

  if (phase != CASTELLAN_PHASE_NONE)
    {
      castellan_game_base_get_status (game, &status);
      tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile left in the pile", "%u tiles left in the pile",
                                            status.tiles_left), status.tiles_left);
      gtk_label_set_text (self->tiles_left_label, tiles);
      /* the count is the button that lists the tiles: named by it */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_button), GTK_ACCESSIBLE_PROPERTY_LABEL, tiles, -1);
    }
  /* the banner over the board says who is thinking, in the card's words,
   * in its own row (castellan-game-page.ui says why). Its spinner turns
   * for The Castle's one stretch of thinking; the classic game's computers
   * move in paced steps (a decision pause each), and a spinner turning
   * through all of them would have the whole window drawn again every
   * frame for minutes */
  gtk_stack_set_visible_child_name (self->thinking_stack, thinking ? "thinking" : "idle");
  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), !classic_shown (self));
  gtk_spinner_set_spinning (self->thinking_spinner, thinking && !classic_shown (self));
  if (classic_shown (self))
    castellan_game_page_update_classic (self);
  castellan_game_page_update_suggestion (self);
  g_signal_emit (self, signals[SIG_CHANGED], 0);
}

/* the drawn tile in the card, in the game's art */
static GdkPaintable *
tile_picture (int tile, guint rot, int size, int scale, gpointer data)
{
  CastellanGamePage *self = data;

  return classic_shown (self) ? castellan_game_page_classic_tile_picture (self, tile, rot, size, scale)
                              : castellan_game_page_castle_tile_picture (self, tile, rot, size, scale);
}

/* the tiles still in the pile of the game on show, as they are when the
 * button is pressed */
static void
pile_popup_cb (GtkMenuButton *button, gpointer data)
{
  CastellanGamePage *self = data;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  GtkWidget *popover = gtk_popover_new ();

  gtk_popover_set_child (GTK_POPOVER (popover),
                         classic_shown (self) ? castellan_pile_view_new_classic (self->classic, scale, tile_picture, self)
                                              : castellan_pile_view_new (self->castle, scale));
  gtk_menu_button_set_popover (button, popover);
}

static void
show_final_sheet_hook (GtkWidget *widget)
{
  castellan_game_page_show_final_sheet (CASTELLAN_GAME_PAGE (widget));
}

void
castellan_game_page_show_kind (CastellanGamePage *self, CastellanGameKind kind)
{
  gboolean classic = kind == CASTELLAN_GAME_KIND_CLASSIC;
  CastellanGameBase *game = castellan_game_page_get_game_of_kind (self, kind);
  g_autoptr(GtkNoSelection) selection = NULL;

  self->kind = kind;
  castellan_board_set_turn (self->board, classic ? (gpointer) self->classic_turn : (gpointer) self->castle_turn);
  castellan_board_set_highlight_legal (self->board, g_settings_get_boolean (self->settings, "highlight-legal"));
  castellan_turn_card_set_turn (self->turn_card, castellan_game_page_get_turn (self));
  castellan_turn_card_set_tile_painter (self->turn_card, tile_picture, self);
  /* the card's buttons and the window's keys: one game.* group, for the game on show */
  castellan_game_actions_insert (GTK_WIDGET (self), game, castellan_game_page_get_turn (self),
                                 GTK_WIDGET (self->board), NULL, show_final_sheet_hook);
  castellan_hint_panel_set_source (self->hint_panel, classic ? CASTELLAN_HINT_SOURCE (self->classic_tutor)
                                                             : CASTELLAN_HINT_SOURCE (self->tutor));
  selection = gtk_no_selection_new (g_object_ref (castellan_game_base_get_log (game)));
  gtk_list_view_set_model (self->log_view, GTK_SELECTION_MODEL (selection));
  /* the players of the game on show, a card each, for every game */
  castellan_player_list_set_game (self->player_list, game);
  gtk_widget_set_visible (self->zoom_box, classic);
  if (!classic)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), FALSE);
      gtk_widget_set_visible (self->castle_box, FALSE);
      gtk_widget_set_visible (self->handover_box, FALSE);
      castellan_game_page_auction_closed (self);
    }
  castellan_game_page_update_tutor_page (self);
  castellan_game_page_update (self);
}

/* ---- the end of the game -------------------------------------------------------- */

static void
final_sheet_destroyed_cb (CastellanGamePage *self)
{
  self->final_sheet = NULL;
}

/* the end-of-game dialog every game has (castellan-final-sheet.c): the
 * final lines, the winner, the chart and Play Again; The Castle's board
 * tints its largest empty region behind it */
void
castellan_game_page_show_final_sheet (CastellanGamePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  CastellanGameBase *game = castellan_game_page_get_game (self);

  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  if (castellan_game_base_get_phase (game) != CASTELLAN_PHASE_OVER || !GTK_IS_WINDOW (root))
    return;
  if (!classic_shown (self))
    castellan_board_set_show_region (self->board, TRUE);
  if (self->final_sheet == NULL)
    {
      self->final_sheet = GTK_WINDOW (castellan_final_sheet_new (GTK_WINDOW (root), game, GTK_WIDGET (self->board)));
      /* gone with the window, whoever still holds it */
      g_signal_connect_object (self->final_sheet, "destroy", G_CALLBACK (final_sheet_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_window_present (self->final_sheet);
}

CastellanFinalSheet *
castellan_game_page_get_final_sheet (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->final_sheet ? CASTELLAN_FINAL_SHEET (self->final_sheet) : NULL;
}

/* the sheet waits until the last move has been seen on the board */
static void
maybe_show_final (CastellanGamePage *self)
{
  if (!self->final_pending || castellan_board_get_animating (self->board))
    return;
  self->final_pending = FALSE;
  castellan_game_page_show_final_sheet (self);
}

static void
animating_cb (CastellanGamePage *self)
{
  maybe_show_final (self);
}

/* ---- the keys ------------------------------------------------------------------- */

/* A person's turn starts with the keyboard on the board, so the arrow keys
 * move the cursor at once; but never while a name is being typed, and not
 * behind a dialog's back: then it waits until the window is active. */
void
castellan_game_page_focus_board (CastellanGamePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus;

  self->focus_pending = FALSE;
  if (self->preview || castellan_game_base_get_phase (castellan_game_page_get_game (self)) != CASTELLAN_PHASE_PLACE)
    return;
  /* a game resumed as the app starts, before its window is shown: the
   * board takes the keys once it is (the window's first button, Undo,
   * took them, and Return undid a move) */
  if (!GTK_IS_WINDOW (root) || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
      !gtk_window_is_active (GTK_WINDOW (root)))
    {
      self->focus_pending = TRUE;
      return;
    }
  focus = gtk_root_get_focus (root);
  if (focus != NULL && GTK_IS_EDITABLE (focus))
    return;
  /* the castle question and the auction take the keys while they ask */
  if (focus != NULL && (gtk_widget_is_ancestor (focus, self->castle_box) ||
                        gtk_widget_is_ancestor (focus, self->auction_slot)))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
root_active_cb (GtkWindow *window, GParamSpec *pspec, CastellanGamePage *self)
{
  if (self->focus_pending && gtk_window_is_active (window))
    castellan_game_page_focus_board (self);
}

/* the page comes on show (a game resumed as the window opens, or after
 * the welcome page) with a turn waiting for the keys */
static void
castellan_game_page_map (GtkWidget *widget)
{
  CastellanGamePage *self = CASTELLAN_GAME_PAGE (widget);

  GTK_WIDGET_CLASS (castellan_game_page_parent_class)->map (widget);
  if (self->focus_pending)
    castellan_game_page_focus_board (self);
}

static void
castellan_game_page_root (GtkWidget *widget)
{
  CastellanGamePage *self = CASTELLAN_GAME_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (castellan_game_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    g_signal_connect_object (root, "notify::is-active", G_CALLBACK (root_active_cb), self, 0);
}

/* ---- what every game tells the page --------------------------------------------- */

void
castellan_game_page_game_started (CastellanGamePage *self, CastellanGameKind kind)
{
  self->final_pending = FALSE;
  self->fitted = FALSE;
  if (self->final_sheet)
    gtk_window_destroy (self->final_sheet);
  castellan_game_page_show_kind (self, kind);
  castellan_a11y_forget (GTK_WIDGET (self->board));
  g_signal_emit (self, signals[SIG_STARTED], 0);
  castellan_game_page_focus_board (self);
}

void
castellan_game_page_game_played (CastellanGamePage *self)
{
  /* the game is over after a move only when that move ended it (no move
   * is played in a finished game) */
  if (castellan_game_base_get_phase (castellan_game_page_get_game (self)) == CASTELLAN_PHASE_OVER)
    self->final_pending = TRUE;
  castellan_game_page_focus_board (self);
  maybe_show_final (self);
}

static void
game_notify_cb (CastellanGameBase *game, GParamSpec *pspec, CastellanGamePage *self)
{
  if (game != castellan_game_page_get_game (self))
    return;
  castellan_game_page_update (self);
  /* the computer has moved, or a move was taken back */
  if (g_strcmp0 (pspec->name, "phase") == 0)
    castellan_game_page_focus_board (self);
}

/* ---- page.* actions --------------------------------------------------------------- */

static void
zoom_in_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanBoard *board = CASTELLAN_GAME_PAGE (data)->board;
  castellan_board_zoom_at (board, 1.25, gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                           gtk_widget_get_height (GTK_WIDGET (board)) / 2.0);
}

static void
zoom_out_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanBoard *board = CASTELLAN_GAME_PAGE (data)->board;
  castellan_board_zoom_at (board, 1 / 1.25, gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                           gtk_widget_get_height (GTK_WIDGET (board)) / 2.0);
}

static void
fit_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castellan_board_fit (CASTELLAN_GAME_PAGE (data)->board);
}

static const GActionEntry actions[] = {
  { "suggest", castellan_game_page_suggest_cb }, { "play-suggestion", castellan_game_page_play_suggestion_cb },
  { "zoom-in", zoom_in_cb }, { "zoom-out", zoom_out_cb }, { "fit", fit_cb },
  { "castle-build", castellan_game_page_castle_build_cb }, { "castle-score", castellan_game_page_castle_score_cb },
};

/* board.*: the keys' actions of the board, asked of the page (a button,
 * a test) and done by the board, whose class holds them */
static void
board_forward_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  CastellanGamePage *self = data;
  g_autofree char *name = g_strdup_printf ("board.%s", g_action_get_name (G_ACTION (action)));

  if (castellan_board_get_turn (self->board) != NULL)
    gtk_widget_activate_action_variant (GTK_WIDGET (self->board), name, param);
}

static const GActionEntry board_actions[] = {
  { "activate", board_forward_cb }, { "no-follower", board_forward_cb }, { "pick-spot", board_forward_cb, "i" },
  { "next-spot", board_forward_cb }, { "cancel", board_forward_cb }, { "rotate", board_forward_cb, "i" },
  { "move-cursor", board_forward_cb, "(ii)" }, { "next-fit", board_forward_cb, "i" },
};

/* Suggest a Move, the same for every game (castellan-game-page-suggest.c) */
void
castellan_game_page_suggest (CastellanGamePage *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  g_action_group_activate_action (G_ACTION_GROUP (self->actions), "suggest", NULL);
}

/* ---- the tutor's page ----------------------------------------------------------- */

gboolean
castellan_game_page_tutor_shown (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), FALSE);
  return gtk_stack_get_visible_child (self->side_stack) == self->tutor_slot;
}

void
castellan_game_page_show_tutor (CastellanGamePage *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  if (gtk_widget_get_visible (GTK_WIDGET (self->hint_panel)))
    gtk_stack_set_visible_child (self->side_stack, self->tutor_slot);
}

char *
castellan_game_page_dup_tutor_text (CastellanGamePage *self)
{
  CastellanHintSource *source;
  GString *text = g_string_new (NULL);
  static const CastellanHintSection sections[] = { CASTELLAN_HINTS_TILE, CASTELLAN_HINTS_FOLLOWERS };

  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  source = castellan_hint_panel_get_source (self->hint_panel);
  if (castellan_game_base_get_suggestion (castellan_game_page_get_game (self)) != NULL)
    g_string_append_printf (text, "%s\n", castellan_game_base_get_suggestion (castellan_game_page_get_game (self)));
  for (guint s = 0; source != NULL && s < G_N_ELEMENTS (sections); s++)
    {
      g_autofree char *part = castellan_hint_source_dup_text (source, sections[s], "\n");
      if (part != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 && text->str[text->len - 1] != '\n' ? "\n" : "", part);
    }
  return g_string_free (text, FALSE);
}

/* ---- getters -------------------------------------------------------------------- */

CastellanGame *
castellan_game_page_get_castle (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->castle;
}

CastellanTurn *
castellan_game_page_get_castle_turn (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->castle_turn;
}

CastellanTutor *
castellan_game_page_get_tutor (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->tutor;
}

CastellanTutorial *
castellan_game_page_get_castle_tutorial (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->tutorial;
}

CastellanClassicGame *
castellan_game_page_get_classic (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->classic;
}

CastellanClassicTurn *
castellan_game_page_get_classic_turn (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->classic_turn;
}

CastellanBoard *
castellan_game_page_get_board (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->board;
}

CastellanHintPanel *
castellan_game_page_get_hint_panel (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->hint_panel;
}

AdwToastOverlay *
castellan_game_page_get_toast_overlay (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->toast_overlay;
}

GtkWidget *
castellan_game_page_get_handover (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->handover_box;
}

GtkWidget *
castellan_game_page_get_lay_button (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return castellan_turn_card_get_lay_button (self->turn_card);
}

CastellanTurnCard *
castellan_game_page_get_turn_card (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->turn_card;
}

void
castellan_game_page_cancel_thinking (CastellanGamePage *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  if (self->castle)
    castellan_game_cancel_thinking (self->castle);
  if (self->classic)
    castellan_classic_game_cancel_thinking (self->classic);
}

/* ---- the object ----------------------------------------------------------------- */

static void
castellan_game_page_dispose (GObject *object)
{
  CastellanGamePage *self = CASTELLAN_GAME_PAGE (object);

  /* the game.* actions hold the game and the turn: let them go with the page */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "game", NULL);
  if (self->final_sheet != NULL)
    gtk_window_destroy (self->final_sheet);
  castellan_game_page_cancel_thinking (self);
  castellan_game_page_dispose_suggest (self);
  castellan_game_page_dispose_classic (self);
  castellan_game_page_dispose_castle (self);
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_GAME_PAGE);
  {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }
  g_clear_object (&self->actions);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (castellan_game_page_parent_class)->dispose (object);
}

static void
castellan_game_page_class_init (CastellanGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_game_page_dispose;
  widget_class->root = castellan_game_page_root;
  widget_class->map = castellan_game_page_map;
  /* the game on show started, resumed or was opened */
  signals[SIG_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 0);
  /* the game on show or its turn changed: the window's subtitle and actions follow */
  signals[SIG_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 0);
  /* the stack page it lies in names it for a screen reader */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (CASTELLAN_TYPE_BOARD);
  g_type_ensure (CASTELLAN_TYPE_LESSON_CARD);
  g_type_ensure (CASTELLAN_TYPE_HINT_PANEL);
  g_type_ensure (CASTELLAN_TYPE_TURN_CARD);
  g_type_ensure (CASTELLAN_TYPE_WIDTH_BIN);
  g_type_ensure (CASTELLAN_TYPE_PLAYER_LIST);
  g_type_ensure (CASTELLAN_TYPE_LOG_ENTRY);
  g_type_ensure (CASTELLAN_TYPE_LOG_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-game-page.ui");
  /* the classic lesson card's buttons (castellan-lesson-card.ui) */
  gtk_widget_class_install_action (widget_class, "tutor.next-lesson", NULL, castellan_game_page_next_lesson_action);
  gtk_widget_class_install_action (widget_class, "tutor.leave-lessons", NULL, castellan_game_page_leave_lessons_action);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, board);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, zoom_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, players_slot);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, player_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, thinking_stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, thinking_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, turn_card);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, pile_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, tiles_left_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, side_stack);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, tutor_slot);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, hint_panel);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, suggestion_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, log_view);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, auction_slot);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, handover_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, handover_chip);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, handover_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, lesson_card);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, castle_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, castle_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, castle_build_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanGamePage, castle_score_button);
  gtk_widget_class_bind_template_callback (widget_class, animating_cb);
}

static void
castellan_game_page_init (CastellanGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APPLICATION_ID);
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), actions, G_N_ELEMENTS (actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "page", G_ACTION_GROUP (self->actions));
  {
    g_autoptr(GSimpleActionGroup) board = g_simple_action_group_new ();
    g_action_map_add_action_entries (G_ACTION_MAP (board), board_actions, G_N_ELEMENTS (board_actions), self);
    gtk_widget_insert_action_group (GTK_WIDGET (self), "board", G_ACTION_GROUP (board));
  }
  castellan_a11y_follow_stack (self->side_stack);
  g_settings_bind (self->settings, "animation-speed", self->board, "animation-speed", G_SETTINGS_BIND_GET);
  g_object_bind_property (self->turn_card, "prompt", self->thinking_label, "label", G_BINDING_SYNC_CREATE);
  castellan_log_follow_end (self->log_view);
  /* a log line or a tutor line that names cells lights them on the board */
  castellan_log_view_set_board (self->log_view, GTK_WIDGET (self->board));
  castellan_hint_panel_set_board (self->hint_panel, GTK_WIDGET (self->board));

  castellan_game_page_init_castle (self);
  castellan_game_page_init_classic (self);
  castellan_game_page_init_suggest (self);
  gtk_menu_button_set_create_popup_func (self->pile_button, pile_popup_cb, self, NULL);
  g_signal_connect (self->castle, "notify", G_CALLBACK (game_notify_cb), self);
  g_signal_connect (self->classic, "notify", G_CALLBACK (game_notify_cb), self);
  castellan_game_page_show_kind (self, CASTELLAN_GAME_KIND_CASTLE);
}

void
castellan_game_page_set_preview (CastellanGamePage *self)
{
  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  g_return_if_fail (gtk_widget_get_parent (GTK_WIDGET (self)) == NULL);
  self->preview = TRUE;
}

GtkWidget *
castellan_game_page_new (void)
{
  return g_object_new (CASTELLAN_TYPE_GAME_PAGE, NULL);
}
