/* castellan-hint-panel.c — the rules tutor beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel only shows; every sentence comes from the model's tutor
 * (castellan-tutor.c), which asks the engine.
 */
#define G_LOG_DOMAIN "castellan-hint-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-hint-panel.h"
#include "castellan-tutor.h"
#include "cs-text.h"

struct _CastellanHintPanel
{
  GtkWidget           parent_instance;

  CastellanGame      *game;
  CastellanBoardView *board;
  GCancellable       *suggesting;
  CastellanHelpLevel  level;
  gboolean            requested;   /* "Explain" pressed since the last turn */
  int                 lesson;      /* -1: no lessons */
  gboolean            lesson_mid_turn; /* begun with the tile already down... */
  guint               lesson_mid_move; /* ...after this many moves */

  /* template widgets */
  GtkWidget          *box;
  GtkWidget          *explain_button;
  GtkWidget          *lesson_box;
  GtkLabel           *lesson_title;
  GtkLabel           *lesson_text;
  GtkLabel           *lesson_why;
  GtkWidget          *next_lesson_button;
  GtkLabel           *suggestion_label;
  GtkWidget          *tile_heading;
  GtkListBox         *tile_list;
  GtkWidget          *followers_heading;
  GtkListBox         *followers_list;
  GtkWidget          *wall_heading;
  GtkListBox         *wall_list;
  GtkWidget          *last_heading;
  GtkListBox         *last_list;
};

G_DEFINE_FINAL_TYPE (CastellanHintPanel, castellan_hint_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_LESSON_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void refresh (CastellanHintPanel *self);

/* ---- rows ---------------------------------------------------------------------- */

/* the row's link shows the rule: leave out the same citation ending the
 * sentence, "… ." */
static char *
shown_text (const char *text, const char *rule)
{
  g_autofree char *cite = rule != NULL ? g_strdup_printf (" (%s).", rule) : NULL;
  g_autofree char *shorter = NULL;

  if (cite == NULL || !g_str_has_suffix (text, cite))
    return g_strdup (text);
  shorter = g_strndup (text, strlen (text) - strlen (cite));
  return g_strconcat (shorter, ".", NULL);
}

static GtkWidget *
hint_row (CastellanHint *hint)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon, *label;
  g_autofree char *shown = NULL;
  const char *rule = castellan_hint_get_rule (hint);

  switch (castellan_hint_get_mood (hint))
    {
    case CASTELLAN_HINT_GOOD:
      icon = gtk_image_new_from_icon_name ("emblem-ok-symbolic");
      gtk_widget_add_css_class (icon, "success");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Fine"), -1);
      break;
    case CASTELLAN_HINT_BAD:
      icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      gtk_widget_add_css_class (icon, "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Not allowed"), -1);
      break;
    default:
      icon = gtk_image_new_from_icon_name ("dialog-information-symbolic");
      gtk_widget_add_css_class (icon, "dim-label");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Note"), -1);
      break;
    }
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 2);
  gtk_box_append (GTK_BOX (row), icon);

  shown = shown_text (castellan_hint_get_text (hint), rule);
  label = gtk_label_new (shown);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), label);

  if (rule != NULL)
    {
      GtkWidget *link = gtk_button_new_with_label (rule);
      /* TRANSLATORS: tooltip of a rule link such as "R-3.3" */
      g_autofree char *tip = g_strdup_printf (_("Read rule %s in the rules reference"), rule);
      gtk_widget_add_css_class (link, "flat");
      gtk_widget_add_css_class (link, "caption");
      gtk_widget_set_valign (link, GTK_ALIGN_START);
      gtk_widget_set_tooltip_text (link, tip);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (link), "win.rules");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (link), "s", rule);
      gtk_box_append (GTK_BOX (row), link);
    }
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_set_margin_start (row, 8);
  gtk_widget_set_margin_end (row, 4);
  return row;
}

static void
fill (GtkListBox *list, GtkWidget *heading, GPtrArray *hints)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
  for (guint i = 0; hints != NULL && i < hints->len; i++)
    gtk_list_box_append (list, hint_row (hints->pdata[i]));
  gtk_widget_set_visible (GTK_WIDGET (list), hints != NULL && hints->len > 0);
  gtk_widget_set_visible (heading, hints != NULL && hints->len > 0);
}

/* ---- what to show ---------------------------------------------------------------- */

static guint
human_seat (CastellanHintPanel *self)
{
  const CsGame *g = castellan_game_get_state (self->game);

  if (!castellan_player_is_computer (castellan_game_get_player (self->game, g->active)))
    return g->active;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    if (!castellan_player_is_computer (castellan_game_get_player (self->game, p)))
      return p;
  return g->active;
}

static void
refresh (CastellanHintPanel *self)
{
  CastellanTutorContext ctx;
  CastellanPhase phase;
  gboolean explain;
  g_autoptr(GPtrArray) tile = NULL;
  g_autoptr(GPtrArray) followers = NULL;
  g_autoptr(GPtrArray) wall = NULL;
  g_autoptr(GPtrArray) last = NULL;

  if (self->game == NULL)
    return;

  phase = castellan_game_get_phase (self->game);
  ctx.game = castellan_game_get_state (self->game);
  ctx.theme = castellan_game_get_theme (self->game);
  ctx.names[0] = castellan_game_get_player_name (self->game, 0);
  ctx.names[1] = castellan_game_get_player_name (self->game, 1);

  explain = castellan_hint_panel_explains_tile (self);
  gtk_widget_set_visible (self->explain_button, self->level == CASTELLAN_HELP_ON_REQUEST && self->lesson < 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.suggest", phase == CASTELLAN_PHASE_PLACE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.explain", phase == CASTELLAN_PHASE_PLACE);

  if (phase != CASTELLAN_PHASE_NONE && explain)
    {
      CastellanStage stage = self->board ? castellan_board_view_get_stage (self->board) : CASTELLAN_STAGE_IDLE;
      guint cell, rot;

      if (phase == CASTELLAN_PHASE_PLACE && self->board &&
          (stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM) &&
          castellan_board_view_get_pending (self->board, &cell, &rot))
        {
          tile = castellan_tutor_tile (&ctx, cell, rot);
          followers = castellan_tutor_followers (&ctx, cell, rot);
        }
      else if (phase == CASTELLAN_PHASE_PLACE || phase == CASTELLAN_PHASE_OVER)
        {
          int c = self->board ? castellan_board_view_get_cursor_cell (self->board) : -1;
          int r = self->board ? (int) castellan_board_view_get_rotation (self->board) : -1;
          tile = castellan_tutor_tile (&ctx, c, c >= 0 ? r : -1);
        }
      if (phase != CASTELLAN_PHASE_OVER)
        wall = castellan_tutor_wall_tiles (&ctx, human_seat (self));
    }
  if (phase != CASTELLAN_PHASE_NONE && self->level != CASTELLAN_HELP_OFF)
    last = castellan_tutor_last_turn (&ctx, castellan_game_get_last_before (self->game),
                                      castellan_game_get_last_events (self->game));

  fill (self->tile_list, self->tile_heading, tile);
  fill (self->followers_list, self->followers_heading, followers);
  gtk_widget_set_tooltip_text (self->explain_button,
                               CS_TH (ctx.theme, C_("castle", "Explain the tile, the followers and the wall tiles now"),
                                      C_("zamek", "Explain the tile, the followers and the wall tokens now")));
  gtk_label_set_label (GTK_LABEL (self->wall_heading),
                       CS_TH (ctx.theme, C_("castle", "Wall Tiles"), C_("zamek", "Wall Tokens")));
  fill (self->wall_list, self->wall_heading, wall);
  fill (self->last_list, self->last_heading, last);

  if (self->lesson >= 0 && self->lesson < CASTELLAN_N_LESSONS)
    {
      g_autofree char *title = g_strdup_printf (_("Lesson %d of %d: %s"), self->lesson + 1, CASTELLAN_N_LESSONS,
                                                castellan_lesson_title (self->lesson, ctx.theme));
      gtk_label_set_label (self->lesson_title, title);
      gtk_label_set_label (self->lesson_text, castellan_lesson_text (self->lesson, ctx.theme));
      gtk_widget_set_visible (self->lesson_box, TRUE);
    }
  else if (self->lesson >= CASTELLAN_N_LESSONS)
    {
      gtk_label_set_label (self->lesson_title, _("All lessons done"));
      gtk_label_set_label (self->lesson_text, _("You know every rule now. Play on to the end of this game, or start a new one against the computer."));
      gtk_widget_set_visible (GTK_WIDGET (self->lesson_why), FALSE);
      gtk_widget_set_visible (self->lesson_box, TRUE);
    }
  else
    gtk_widget_set_visible (self->lesson_box, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.next-lesson",
                                 self->lesson >= 0 && self->lesson < CASTELLAN_N_LESSONS);
}

/* ---- signals from the game and the board ------------------------------------------- */

static void
changed_cb (CastellanHintPanel *self)
{
  refresh (self);
}

static void
turn_played_cb (CastellanHintPanel *self,
                gpointer            events,
                gpointer            before,
                CastellanGame      *game)
{
  const CsGame *b = before;
  const CsRecord *record = castellan_game_get_record (game);

  self->requested = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->suggestion_label), FALSE);

  /* a lesson begun after the tile went down (Next Lesson in the follower
   * step) is for the next move, not this one */
  if (self->lesson_mid_turn)
    self->lesson_mid_turn = FALSE;
  else if (self->lesson >= 0 && self->lesson < CASTELLAN_N_LESSONS && record->moves->len > 0 &&
           !castellan_player_is_computer (castellan_game_get_player (game, b->active)))
    {
      const CsRecordMove *rm = &g_array_index (record->moves, CsRecordMove, record->moves->len - 1);
      CsMove move = rm->move;
      g_autofree char *why = NULL;

      /* the record keeps the cell as written; the state before has it as an index */
      move.cell = b->board->cell_at[rm->cell_row][rm->cell_col];
      move.follower = -1;
      if (rm->follower_label)
        for (guint p = 0; p < b->tileset->tiles[b->current].n_pieces; p++)
          if (b->tileset->tiles[b->current].pieces[p].label == rm->follower_label)
            move.follower = p;
      if (castellan_lesson_reached (self->lesson, b, &move, events, castellan_game_get_theme (game), &why))
        castellan_hint_panel_set_lesson (self, self->lesson + 1);
      else
        {
          gtk_label_set_label (self->lesson_why, why ? why : "");
          gtk_widget_set_visible (GTK_WIDGET (self->lesson_why), why != NULL);
        }
    }
  if (self->lesson == CASTELLAN_LESSON_FINAL && castellan_game_get_phase (game) == CASTELLAN_PHASE_OVER)
    castellan_hint_panel_set_lesson (self, CASTELLAN_N_LESSONS);
  refresh (self);
}

static void
board_changed_cb (CastellanHintPanel *self)
{
  /* the tile taken back up (Escape, Undo) before the move was played: the
   * lesson skipped to judges this move after all */
  if (self->lesson_mid_turn && self->game != NULL &&
      castellan_board_view_get_stage (self->board) == CASTELLAN_STAGE_PLACE &&
      castellan_game_get_record (self->game)->moves->len <= self->lesson_mid_move)
    self->lesson_mid_turn = FALSE;
  refresh (self);
}

/* ---- actions ---------------------------------------------------------------------- */

static void
suggested_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(CastellanHintPanel) self = data;
  CastellanGame *game = self->game;
  g_autoptr(GError) error = NULL;
  g_autoptr(CastellanHint) hint = NULL;
  CastellanTutorContext ctx;
  CsMove move;

  if (game == NULL || !castellan_game_think_finish (game, result, &move, &error))
    return;
  if (castellan_game_get_phase (game) != CASTELLAN_PHASE_PLACE)
    return;
  ctx.game = castellan_game_get_state (game);
  ctx.theme = castellan_game_get_theme (game);
  ctx.names[0] = castellan_game_get_player_name (game, 0);
  ctx.names[1] = castellan_game_get_player_name (game, 1);
  if (!cs_game_is_legal (ctx.game, move.cell, move.rot))
    return;   /* the position moved on meanwhile */
  hint = castellan_tutor_suggestion (&ctx, &move);
  gtk_label_set_label (self->suggestion_label, castellan_hint_get_text (hint));
  gtk_widget_set_visible (GTK_WIDGET (self->suggestion_label), TRUE);
  if (self->board)
    {
      castellan_board_view_set_rotation (self->board, move.rot);
      castellan_board_view_set_cursor_cell (self->board, move.cell);
    }
}

void
castellan_hint_panel_suggest (CastellanHintPanel *self)
{
  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));

  if (self->game == NULL || castellan_game_get_phase (self->game) != CASTELLAN_PHASE_PLACE)
    return;
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  self->suggesting = g_cancellable_new ();
  gtk_label_set_label (self->suggestion_label, _("Thinking about a good move…"));
  gtk_widget_set_visible (GTK_WIDGET (self->suggestion_label), TRUE);
  castellan_game_think_async (self->game, CASTELLAN_PLAYER_CASUAL, self->suggesting,
                              suggested_cb, g_object_ref (self));
}

static void
suggest_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_hint_panel_suggest (CASTELLAN_HINT_PANEL (widget));
}

static void
explain_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  self->requested = TRUE;
  refresh (self);
}

static void
next_lesson_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  if (self->lesson < 0)
    return;
  castellan_hint_panel_set_lesson (self, self->lesson + 1);
  /* skipped to with the tile already down: this move is not the new
   * lesson's try */
  self->lesson_mid_turn = self->board != NULL &&
                          (castellan_board_view_get_stage (self->board) == CASTELLAN_STAGE_FOLLOWER ||
                           castellan_board_view_get_stage (self->board) == CASTELLAN_STAGE_CONFIRM);
  self->lesson_mid_move = self->game ? castellan_game_get_record (self->game)->moves->len : 0;
}

static void
leave_lessons_action (GtkWidget *widget, const char *name, GVariant *param)
{
  castellan_hint_panel_set_lesson (CASTELLAN_HINT_PANEL (widget), -1);
}

/* ---- the object -------------------------------------------------------------------- */

static void
castellan_hint_panel_dispose (GObject *object)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (object);

  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->board)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->game);
  g_clear_object (&self->board);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_HINT_PANEL);
  G_OBJECT_CLASS (castellan_hint_panel_parent_class)->dispose (object);
}

static void
castellan_hint_panel_class_init (CastellanHintPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_hint_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-hint-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, explain_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, lesson_box);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, lesson_title);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, lesson_text);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, lesson_why);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, next_lesson_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, suggestion_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, tile_heading);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, tile_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, followers_heading);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, followers_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, wall_heading);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, wall_list);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, last_heading);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, last_list);

  gtk_widget_class_install_action (widget_class, "tutor.suggest", NULL, suggest_action);
  gtk_widget_class_install_action (widget_class, "tutor.explain", NULL, explain_action);
  gtk_widget_class_install_action (widget_class, "tutor.next-lesson", NULL, next_lesson_action);
  gtk_widget_class_install_action (widget_class, "tutor.leave-lessons", NULL, leave_lessons_action);

  /* the lesson shown changed (-1: none): the window keeps it for next time */
  signals[SIGNAL_LESSON_CHANGED] = g_signal_new ("lesson-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hintpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
castellan_hint_panel_init (CastellanHintPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->lesson = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rules Tutor"), -1);
}

GtkWidget *
castellan_hint_panel_new (void)
{
  return g_object_new (CASTELLAN_TYPE_HINT_PANEL, NULL);
}

void
castellan_hint_panel_attach (CastellanHintPanel *self,
                             CastellanGame      *game,
                             CastellanBoardView *board)
{
  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->board)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_set_object (&self->game, game);
  g_set_object (&self->board, board);
  if (game)
    {
      g_signal_connect_swapped (game, "changed", G_CALLBACK (changed_cb), self);
      g_signal_connect_swapped (game, "started", G_CALLBACK (changed_cb), self);
      g_signal_connect_object (game, "turn-played", G_CALLBACK (turn_played_cb), self, G_CONNECT_SWAPPED);
    }
  if (board)
    {
      g_signal_connect_swapped (board, "hover-changed", G_CALLBACK (board_changed_cb), self);
      g_signal_connect_swapped (board, "notify::stage", G_CALLBACK (board_changed_cb), self);
      g_signal_connect_swapped (board, "notify::pending-cell", G_CALLBACK (board_changed_cb), self);
    }
  refresh (self);
}

void
castellan_hint_panel_set_help_level (CastellanHintPanel *self,
                                     CastellanHelpLevel  level)
{
  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));
  self->level = level;
  self->requested = FALSE;
  refresh (self);
}

void
castellan_hint_panel_set_lesson (CastellanHintPanel *self,
                                 int                 lesson)
{
  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));
  if (lesson > CASTELLAN_N_LESSONS)
    lesson = CASTELLAN_N_LESSONS;
  if (self->lesson == lesson)
    return;
  self->lesson = lesson < 0 ? -1 : lesson;
  self->lesson_mid_turn = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->lesson_why), FALSE);
  refresh (self);
  g_signal_emit (self, signals[SIGNAL_LESSON_CHANGED], 0, self->lesson);
}

/**
 * castellan_hint_panel_explains_tile:
 * @self: a #CastellanHintPanel
 *
 * Whether the panel explains, right now, where the tile fits and why not:
 * with help set to everything, after Explain, or during a lesson.
 */
gboolean
castellan_hint_panel_explains_tile (CastellanHintPanel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_PANEL (self), FALSE);
  return self->level == CASTELLAN_HELP_EVERYTHING || self->requested || self->lesson >= 0;
}

int
castellan_hint_panel_get_lesson (CastellanHintPanel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_PANEL (self), -1);
  return self->lesson;
}

static void
append_list_text (GString *s, GtkListBox *list)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (list)))
    return;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
        if (GTK_IS_LABEL (c))
          g_string_append_printf (s, "%s\n", gtk_label_get_label (GTK_LABEL (c)));
    }
}

char *
castellan_hint_panel_dup_text (CastellanHintPanel *self)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (CASTELLAN_IS_HINT_PANEL (self), NULL);
  if (gtk_widget_get_visible (self->lesson_box))
    g_string_append_printf (s, "%s\n%s\n", gtk_label_get_label (self->lesson_title),
                            gtk_label_get_label (self->lesson_text));
  if (gtk_widget_get_visible (GTK_WIDGET (self->suggestion_label)))
    g_string_append_printf (s, "%s\n", gtk_label_get_label (self->suggestion_label));
  append_list_text (s, self->tile_list);
  append_list_text (s, self->followers_list);
  append_list_text (s, self->wall_list);
  append_list_text (s, self->last_list);
  return g_string_free (s, FALSE);
}
