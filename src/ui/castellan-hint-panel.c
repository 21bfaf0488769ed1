/* castellan-hint-panel.c — the rules tutor beside the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel only shows: each section's rows are bound to one of the list
 * models of a hint source (castellan-hint-source.h), whichever game's
 * tutor it is. With The Castle's tutor (CastellanTutor) the lesson card
 * follows the tutorial (CastellanTutorial) and the buttons ask the tutor.
 * Every sentence comes from the model, which asks the engine.
 *
 * The rows follow the tutor's lists through lists of the panel's own,
 * brought up to date from an idle while the panel is on screen. The tutor
 * changes its lists whenever the turn's cursor moves, and the board moves
 * it from inside GTK's own pointer handling: the pointer leaving the board
 * takes the cursor away (castellan-board-input.c, leave_cb). When the
 * pointer came straight onto a tutor's row (a quick hand, or the window
 * laid out anew under a resting pointer as it was resized), the rows
 * replaced there were the very ones GTK 4.8 was sending the pointer into:
 * gtk_synthesize_crossing_events walks up from the row it picked after
 * the board's "leave" ran, met a row already taken out, and the app died
 * with SIGSEGV (docs/PERFORMANCE.md, "A crash on a resize with the pointer
 * over the side pane"). Out of GTK's event and layout work, a row can go.
 */
#define G_LOG_DOMAIN "castellan-hint-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-hint-panel.h"
#include "castellan-hint-row.h"
#include "castellan-board.h"
#include "castellan-cell-lights.h"
#include "castellan-lesson-card.h"

struct _CastellanHintPanel
{
  GtkWidget           parent_instance;

  CastellanHintSource *source;
  CastellanTutor     *tutor;      /* the source, when it is The Castle's tutor */
  GtkWidget          *board;      /* weak: where a hint's cells light up, NULL none */
  GSignalGroup       *tutor_signals;
  GSignalGroup       *tutorial_signals;
  GSignalGroup       *game_signals;
  GListStore         *shown[CASTELLAN_N_HINT_SECTIONS];   /* what the rows show */
  guint               sync_id;    /* the idle that brings them up to date */

  /* template widgets */
  GtkWidget          *box;
  GtkWidget          *explain_button;
  CastellanLessonCard *lesson_card;
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

enum {
  PROP_0,
  PROP_TUTOR,
  PROP_SOURCE,
  PROP_BOARD,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

/* ---- what to show ---------------------------------------------------------------- */

/* one stop for the keyboard per hint, read as its sentence; Return opens
 * its rule (the link inside is for the pointer) */
static GtkWidget *
create_row (gpointer item, gpointer data)
{
  CastellanHintPanel *self = data;
  CastellanHint *hint = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *hint_row = castellan_hint_row_new (hint);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), hint_row);
  /* a hint naming cells lights them on the board while pointed at */
  castellan_hint_row_watch (CASTELLAN_HINT_ROW (hint_row), row, self->board);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), castellan_hint_get_rule (hint) != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, castellan_hint_get_text (hint),
                                  -1);
  g_object_set_data_full (G_OBJECT (row), "castellan-rule", g_strdup (castellan_hint_get_rule (hint)), g_free);
  return row;
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, gpointer data)
{
  const char *rule = g_object_get_data (G_OBJECT (row), "castellan-rule");

  if (rule != NULL)
    gtk_widget_activate_action (GTK_WIDGET (row), "win.rules", "s", rule);
}

static gboolean
has_items (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_set_boolean (to, g_value_get_uint (from) > 0);
  return TRUE;
}

/* a section's shown list becomes its model's items: those both begin and
 * end with stay (the tutor keeps a hint that did not change as the same
 * object), so only the rows of the hints that changed are made anew */
static void
sync_section (GListStore *shown, GListModel *model)
{
  GListModel *old_items = G_LIST_MODEL (shown);
  guint old = g_list_model_get_n_items (old_items), n = model ? g_list_model_get_n_items (model) : 0;
  guint head = 0, tail = 0;
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);

  while (head < old && head < n)
    {
      g_autoptr(GObject) a = g_list_model_get_item (old_items, head);
      g_autoptr(GObject) b = g_list_model_get_item (model, head);

      if (a != b)
        break;
      head++;
    }
  while (tail < old - head && tail < n - head)
    {
      g_autoptr(GObject) a = g_list_model_get_item (old_items, old - 1 - tail);
      g_autoptr(GObject) b = g_list_model_get_item (model, n - 1 - tail);

      if (a != b)
        break;
      tail++;
    }
  if (head + tail == old && old == n)
    return;
  for (guint i = head; i < n - tail; i++)
    g_ptr_array_add (added, g_list_model_get_item (model, i));
  g_list_store_splice (shown, head, old - head - tail, added->pdata, added->len);
}

static void
sync_rows (CastellanHintPanel *self)
{
  g_clear_handle_id (&self->sync_id, g_source_remove);
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    sync_section (self->shown[i], self->source ? castellan_hint_source_get_hints (self->source, i) : NULL);
}

static gboolean
sync_rows_cb (gpointer data)
{
  CastellanHintPanel *self = data;

  self->sync_id = 0;
  sync_rows (self);
  return G_SOURCE_REMOVE;
}

/* The tutor's lists changed: on screen, the rows follow once GTK is done
 * with what it was doing, before the next frame; off screen no pointer is
 * over them and no one lays them out, so they follow at once. */
static void
hints_changed_cb (CastellanHintPanel *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    sync_rows (self);
  else if (self->sync_id == 0)
    self->sync_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, sync_rows_cb, self, NULL);
}

/* a section: its rows from the panel's list, shown with its heading when it has any */
static void
bind_section (CastellanHintPanel *self, GtkListBox *list, GtkWidget *heading, CastellanHintSection section)
{
  GListModel *model = G_LIST_MODEL (self->shown[section]);

  gtk_list_box_bind_model (list, model, create_row, self, NULL);
  g_signal_connect (list, "row-activated", G_CALLBACK (row_activated_cb), NULL);
  g_object_bind_property_full (model, "n-items", list, "visible", G_BINDING_SYNC_CREATE, has_items, NULL, NULL, NULL);
  g_object_bind_property_full (model, "n-items", heading, "visible", G_BINDING_SYNC_CREATE, has_items, NULL, NULL,
                               NULL);
}

/* the source's lists, watched (@watch) or no longer */
static void
watch_source (CastellanHintPanel *self, gboolean watch)
{
  for (guint i = 0; self->source != NULL && i < CASTELLAN_N_HINT_SECTIONS; i++)
    {
      GListModel *model = castellan_hint_source_get_hints (self->source, i);

      if (model == NULL)
        continue;
      if (watch)
        g_signal_connect_swapped (model, "items-changed", G_CALLBACK (hints_changed_cb), self);
      else
        g_signal_handlers_disconnect_by_func (model, hints_changed_cb, self);
    }
}

/* the tile section's heading fits what it shows: the tile, the end, a bazaar */
static void
tile_heading_cb (CastellanHintPanel *self)
{
  g_autofree char *heading = NULL;

  if (self->source == NULL)
    return;
  heading = castellan_hint_source_dup_tile_heading (self->source);
  gtk_label_set_label (GTK_LABEL (self->tile_heading), heading);
}

/* the buttons, the theme's words and the lesson card */
static void
refresh (CastellanHintPanel *self)
{
  CastellanGame *game;
  CastellanTutorial *tutorial;
  CastellanPhase phase;
  CastellanTheme theme;
  int lesson;
  const char *why;

  if (self->tutor == NULL)
    {
      /* another game's tutor: its hints only; it has no lessons, Explain or
       * Suggest of its own here */
      gtk_widget_set_visible (self->explain_button, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.suggest", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.explain", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.play-suggestion", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.next-lesson", FALSE);
      return;
    }
  tutorial = castellan_tutor_get_tutorial (self->tutor);
  game = g_signal_group_dup_target (self->game_signals);
  phase = castellan_game_get_phase (game);
  theme = castellan_game_get_theme (game);
  g_object_unref (game);
  lesson = castellan_tutorial_get_lesson (tutorial);

  gtk_widget_set_visible (self->explain_button,
                          castellan_tutor_get_help_level (self->tutor) == CASTELLAN_HELP_ON_REQUEST && lesson < 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.suggest", phase == CASTELLAN_PHASE_PLACE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.explain", phase == CASTELLAN_PHASE_PLACE);
  gtk_widget_set_tooltip_text (self->explain_button,
                               castellan_theme_words (theme, C_("castle", "Explain the tile, the followers and the wall tiles now"),
                                                      C_("zamek", "Explain the tile, the followers and the wall tokens now")));
  gtk_label_set_label (GTK_LABEL (self->wall_heading),
                       castellan_theme_words (theme, C_("castle", "Wall Tiles"), C_("zamek", "Wall Tokens")));

  /* Suggest a Move's answer and its Play It are the game page's, above
   * this panel, the same for every game (castellan-game-page-suggest.c);
   * tutor.play-suggestion stays for The Castle's tutor */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.play-suggestion",
                                 castellan_tutor_can_play_suggestion (self->tutor));

  why = castellan_tutorial_get_why (tutorial);
  if (lesson >= 0)
    {
      int done = castellan_tutorial_get_done (tutorial);
      g_autofree char *title = NULL;
      g_autofree char *done_text = NULL;
      const char *text, *rule = NULL;

      if (lesson < CASTELLAN_N_LESSONS)
        {
          title = g_strdup_printf (_("Lesson %d of %d: %s"), lesson + 1, CASTELLAN_N_LESSONS,
                                   castellan_lesson_title (lesson, theme));
          text = castellan_lesson_text (lesson, theme);
          rule = castellan_lesson_rule (lesson);
        }
      else
        {
          title = g_strdup (_("All lessons done"));
          text = _("You know every rule now. Play on to the end of this game, or start a new one against the computer.");
          why = NULL;
        }
      if (done >= 0 && done < CASTELLAN_N_LESSONS)
        /* Translators: above the next lesson: "✓ Lesson 2 done: Paths continue" */
        done_text = g_strdup_printf (_("✓ Lesson %d done: %s"), done + 1, castellan_lesson_title (done, theme));
      castellan_lesson_card_show (self->lesson_card, title, text, rule, why, done_text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), lesson >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.next-lesson", lesson >= 0 && lesson < CASTELLAN_N_LESSONS);
}

/* ---- actions ---------------------------------------------------------------------- */

static void
suggest_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  if (self->tutor)
    castellan_tutor_suggest (self->tutor);
}

static void
play_suggestion_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  if (self->tutor)
    castellan_tutor_play_suggestion (self->tutor);
}

static void
explain_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  if (self->tutor)
    castellan_tutor_explain (self->tutor);
}

static void
next_lesson_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  if (self->tutor)
    castellan_tutorial_next (castellan_tutor_get_tutorial (self->tutor));
}

static void
leave_lessons_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (widget);

  if (self->tutor)
    castellan_tutorial_set_lesson (castellan_tutor_get_tutorial (self->tutor), -1);
}

/* ---- the object -------------------------------------------------------------------- */

static void
castellan_hint_panel_dispose (GObject *object)
{
  CastellanHintPanel *self = CASTELLAN_HINT_PANEL (object);

  g_clear_weak_pointer (&self->board);
  g_clear_object (&self->tutor_signals);
  g_clear_object (&self->tutorial_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->tutor);
  g_clear_handle_id (&self->sync_id, g_source_remove);
  if (self->source != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->source, tile_heading_cb, self);
      watch_source (self, FALSE);
    }
  g_clear_object (&self->source);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_HINT_PANEL);
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    g_clear_object (&self->shown[i]);
  G_OBJECT_CLASS (castellan_hint_panel_parent_class)->dispose (object);
}

static void
castellan_hint_panel_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_TUTOR:
      g_value_set_object (value, CASTELLAN_HINT_PANEL (object)->tutor);
      break;
    case PROP_SOURCE:
      g_value_set_object (value, CASTELLAN_HINT_PANEL (object)->source);
      break;
    case PROP_BOARD:
      g_value_set_object (value, CASTELLAN_HINT_PANEL (object)->board);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_hint_panel_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_TUTOR:
      castellan_hint_panel_set_tutor (CASTELLAN_HINT_PANEL (object), g_value_get_object (value));
      break;
    case PROP_SOURCE:
      castellan_hint_panel_set_source (CASTELLAN_HINT_PANEL (object), g_value_get_object (value));
      break;
    case PROP_BOARD:
      castellan_hint_panel_set_board (CASTELLAN_HINT_PANEL (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_hint_panel_class_init (CastellanHintPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_hint_panel_dispose;
  object_class->get_property = castellan_hint_panel_get_property;
  object_class->set_property = castellan_hint_panel_set_property;

  props[PROP_TUTOR] = g_param_spec_object ("tutor", NULL, NULL, CASTELLAN_TYPE_TUTOR,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SOURCE] = g_param_spec_object ("source", NULL, NULL, CASTELLAN_TYPE_HINT_SOURCE,
                                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* weak: the board a hint's cells light up on while its row is pointed at */
  props[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, CASTELLAN_TYPE_BOARD,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  g_type_ensure (CASTELLAN_TYPE_LESSON_CARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-hint-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, explain_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanHintPanel, lesson_card);
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
  gtk_widget_class_install_action (widget_class, "tutor.play-suggestion", NULL, play_suggestion_action);
  gtk_widget_class_install_action (widget_class, "tutor.next-lesson", NULL, next_lesson_action);
  gtk_widget_class_install_action (widget_class, "tutor.leave-lessons", NULL, leave_lessons_action);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hintpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
castellan_hint_panel_init (CastellanHintPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rules Tutor"), -1);
  for (guint i = 0; i < CASTELLAN_N_HINT_SECTIONS; i++)
    self->shown[i] = g_list_store_new (CASTELLAN_TYPE_HINT);
  bind_section (self, self->tile_list, self->tile_heading, CASTELLAN_HINTS_TILE);
  bind_section (self, self->followers_list, self->followers_heading, CASTELLAN_HINTS_FOLLOWERS);
  bind_section (self, self->wall_list, self->wall_heading, CASTELLAN_HINTS_WALL);
  bind_section (self, self->last_list, self->last_heading, CASTELLAN_HINTS_LAST_TURN);

  /* whatever the tutor, the tutorial or the game says, the panel looks again */
  self->tutor_signals = g_signal_group_new (CASTELLAN_TYPE_TUTOR);
  g_signal_group_connect_swapped (self->tutor_signals, "notify::help-level", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->tutor_signals, "notify::explaining", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->tutor_signals, "notify::suggestion", G_CALLBACK (refresh), self);
  self->tutorial_signals = g_signal_group_new (CASTELLAN_TYPE_TUTORIAL);
  g_signal_group_connect_swapped (self->tutorial_signals, "notify", G_CALLBACK (refresh), self);
  self->game_signals = g_signal_group_new (CASTELLAN_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "started", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::phase", G_CALLBACK (refresh), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::theme", G_CALLBACK (refresh), self);
}

GtkWidget *
castellan_hint_panel_new (void)
{
  return g_object_new (CASTELLAN_TYPE_HINT_PANEL, NULL);
}

void
castellan_hint_panel_set_tutor (CastellanHintPanel *self, CastellanTutor *tutor)
{
  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));
  g_return_if_fail (tutor == NULL || CASTELLAN_IS_TUTOR (tutor));

  castellan_hint_panel_set_source (self, tutor ? CASTELLAN_HINT_SOURCE (tutor) : NULL);
}

void
castellan_hint_panel_set_source (CastellanHintPanel  *self,
                                 CastellanHintSource *source)
{
  CastellanTutor *tutor;

  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));
  g_return_if_fail (source == NULL || CASTELLAN_IS_HINT_SOURCE (source));

  if (self->source == source)
    return;
  if (self->source != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->source, tile_heading_cb, self);
      watch_source (self, FALSE);
    }
  g_set_object (&self->source, source);
  if (source != NULL)
    {
      g_signal_connect_swapped (source, "notify::tile-heading", G_CALLBACK (tile_heading_cb), self);
      watch_source (self, TRUE);
    }
  tile_heading_cb (self);
  tutor = CASTELLAN_IS_TUTOR (source) ? CASTELLAN_TUTOR (source) : NULL;
  g_set_object (&self->tutor, tutor);
  g_signal_group_set_target (self->tutor_signals, tutor);
  g_signal_group_set_target (self->tutorial_signals, tutor ? castellan_tutor_get_tutorial (tutor) : NULL);
  g_signal_group_set_target (self->game_signals, tutor ? castellan_tutor_get_game (tutor) : NULL);
  hints_changed_cb (self);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SOURCE]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_TUTOR]);
}

CastellanHintSource *
castellan_hint_panel_get_source (CastellanHintPanel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_PANEL (self), NULL);
  return self->source;
}

CastellanTutor *
castellan_hint_panel_get_tutor (CastellanHintPanel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_PANEL (self), NULL);
  return self->tutor;
}

void
castellan_hint_panel_set_board (CastellanHintPanel *self,
                                GtkWidget          *board)
{
  GtkListBox *lists[] = { self->tile_list, self->followers_list, self->wall_list, self->last_list };

  g_return_if_fail (CASTELLAN_IS_HINT_PANEL (self));
  g_return_if_fail (board == NULL || CASTELLAN_IS_BOARD (board));

  if (!g_set_weak_pointer (&self->board, board))
    return;
  /* the rows there are now light up there too */
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (lists[i])); row; row = gtk_widget_get_next_sibling (row))
      castellan_cell_lights_set_board (row, board);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_BOARD]);
}

GtkWidget *
castellan_hint_panel_get_board (CastellanHintPanel *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT_PANEL (self), NULL);
  return self->board;
}
