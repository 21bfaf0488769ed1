/* castellan-window.c
 *
 * Copyright 2026 The Castellan developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main window: the header bar, the menus, the welcome page and the
 * one game page (CastellanGamePage), which holds the games of every kind
 * and shows the one in play. The window keeps no game of its own: it asks
 * the page, for the saves, the statistics, the subtitle and its actions.
 */

#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-window-private.h"
#include "castellan-a11y.h"
#include "castellan-new-game-dialog.h"
#include "castellan-rules-window.h"
#include "castellan-rules-reference.h"
#include "castellan-tutorial.h"

G_DEFINE_FINAL_TYPE (CastellanWindow, castellan_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- keeping the header in step with the game page ------------------------------ */

static gboolean
page_shown (CastellanWindow *self)
{
  return gtk_stack_get_visible_child (self->main_stack) == GTK_WIDGET (self->page);
}

/* the subtitle says where the game in view stands, whichever game it is */
void
castellan_window_update_subtitle (CastellanWindow *self)
{
  g_autofree char *subtitle = page_shown (self) ? castellan_game_page_dup_status (self->page) : NULL;
  /* (the classic game's computers move in paced steps: no spinner, see
   * castellan_game_page_update) */
  gboolean thinking = page_shown (self) && castellan_game_page_get_thinking (self->page) &&
                      castellan_game_page_get_kind (self->page) == CASTELLAN_GAME_KIND_CASTLE;

  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
  gtk_widget_set_visible (self->header_spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->header_spinner), thinking);
}

static void
page_changed_cb (CastellanWindow *self)
{
  castellan_window_update_actions (self);
  castellan_window_update_subtitle (self);
}

/* a game started, was resumed or opened: the page shows it */
static void
page_started_cb (CastellanWindow *self)
{
  gboolean classic = castellan_game_page_get_kind (self->page) == CASTELLAN_GAME_KIND_CLASSIC;

  gtk_stack_page_set_title (gtk_stack_get_page (self->main_stack, GTK_WIDGET (self->page)),
                            classic ? _("Carcassonne") : _("Carcassonne: The Castle"));
  gtk_stack_set_visible_child (self->main_stack, GTK_WIDGET (self->page));
  page_changed_cb (self);
  castellan_game_page_focus_board (self->page);
}

static void
start_tutorial (CastellanWindow *self)
{
  castellan_game_page_learn_castle (self->page);
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

/* A popover is a surface of its own, with its own renderer and GL
 * context. Under Mesa's software GL (llvmpipe, as under Xvfb) a context
 * compiles its shaders with LLVM the first time it draws with them, on the
 * main thread: the main menu's first frame cost 76-93 ms of the main
 * thread, and while a computer thinks that is a stall (issue 34, item 4).
 * Drawing once ahead in the popover's own renderer while it is not shown,
 * what a menu draws (shadows, a rounded clip, a background and a
 * gradient, text, a recoloured icon and a border), has most of that done
 * then (its first frame 28-46 ms after it); the surface is drawn whole
 * when it is first shown. A Rules Reference is a new window each time,
 * with a new context, so nothing drawn ahead would serve it. */
static void
warm_renderer (GtkWidget *native)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (native));
  const GdkRGBA fg = { 0.2, 0.2, 0.2, 1 }, bg = { 1, 1, 1, 1 }, shadow = { 0, 0, 0, 0.3 };
  const GdkRGBA colors[4] = { fg, fg, fg, fg };
  const float widths[4] = { 1, 1, 1, 1 };
  /* text in the popover's font; never shown, so not translated */
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (native, "Aa");
  const GskColorStop stops[2] = { { 0, { 1, 1, 1, 1 } }, { 1, { 0.9, 0.9, 0.9, 1 } } };
  static const guchar pixels[4 * 4 * 4] = { 0 };
  g_autoptr(GBytes) bytes = g_bytes_new_static (pixels, sizeof pixels);
  g_autoptr(GdkTexture) texture = gdk_memory_texture_new (4, 4, GDK_MEMORY_DEFAULT, bytes, 16);
  graphene_matrix_t recolor;
  graphene_vec4_t offset;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  GskRoundedRect rect;
  cairo_region_t *region;

  if (renderer == NULL || !gsk_renderer_is_realized (renderer))
    return;
  graphene_matrix_init_scale (&recolor, 0, 0, 0);
  graphene_vec4_init (&offset, 0.2, 0.2, 0.2, 0);
  gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (8, 8, 120, 60), 9);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_outset_shadow (snapshot, &rect, &shadow, 0, 1, 2, 6);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_color (snapshot, &bg, &GRAPHENE_RECT_INIT (8, 8, 120, 60));
  gtk_snapshot_append_linear_gradient (snapshot, &GRAPHENE_RECT_INIT (8, 8, 120, 20), &GRAPHENE_POINT_INIT (8, 8),
                                       &GRAPHENE_POINT_INIT (8, 28), stops, G_N_ELEMENTS (stops));
  gtk_snapshot_append_inset_shadow (snapshot, &rect, &shadow, 0, 1, 1, 2);
  /* a symbolic icon, as a check mark or a submenu's arrow is drawn */
  gtk_snapshot_push_color_matrix (snapshot, &recolor, &offset);
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (100, 12, 16, 16));
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_push_opacity (snapshot, 0.55);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (16, 16));
  gtk_snapshot_append_layout (snapshot, layout, &fg);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &rect, widths, colors);
  node = gtk_snapshot_free_to_node (snapshot);
  region = cairo_region_create_rectangle (&(cairo_rectangle_int_t) { 0, 0, 140, 80 });
  gsk_renderer_render (renderer, node, region);
  gsk_render_node_unref (node);
  /* and cleared again: under a load where the popover is mapped well
   * before its first frame, the drawing above was seen for a moment */
  node = gsk_color_node_new (&(GdkRGBA) { 0, 0, 0, 0 }, &GRAPHENE_RECT_INIT (0, 0, 140, 80));
  gsk_renderer_render (renderer, node, region);
  gsk_render_node_unref (node);
  cairo_region_destroy (region);
}

/* a computer thinking in the game shown: the warm-up's heavier steps wait,
 * not to take the main thread from the board's frames then */
static gboolean
computer_thinking (CastellanWindow *self)
{
  GObject *game = castellan_window_classic_shown (self) ? G_OBJECT (castellan_game_page_get_classic (self->page))
                                                        : G_OBJECT (castellan_game_page_get_castle (self->page));

  return game != NULL && castellan_game_base_get_phase (CASTELLAN_GAME_BASE (game)) == CASTELLAN_PHASE_THINKING;
}

static gboolean warm_rules_cb (gpointer data);

static gboolean
warm_again_cb (gpointer data)
{
  CastellanWindow *self = data;

  self->warm_id = g_idle_add_full (G_PRIORITY_LOW, warm_rules_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

/* The first Rules Reference of a run cost 45-50 ms of the main thread on a
 * loaded machine, the later ones 20-30 (issue 34, item 4): the first loads
 * its template, styles and the faces of its headings. Once the window is
 * shown, a Reference is made, filled at the opening page, measured and
 * destroyed, a step per idle dispatch at low priority, so that the one a
 * person opens, maybe while a computer thinks, finds all that done. No
 * Reference stays hidden. */
static gboolean
warm_rules_cb (gpointer data)
{
  CastellanWindow *self = data;
  int min, nat;

  switch (self->warm_step++)
    {
    case 0:
      self->warm_rules = g_object_ref_sink (GTK_WIDGET (castellan_rules_window_new (
        GTK_WINDOW (self), castellan_game_get_theme (castellan_game_page_get_castle (self->page)))));
      return G_SOURCE_CONTINUE;
    case 1:
      castellan_rules_window_show_rule (CASTELLAN_RULES_WINDOW (self->warm_rules),
                                        castellan_rules_reference_opening (castellan_window_classic_shown (self), FALSE));
      return G_SOURCE_CONTINUE;
    case 2:
      gtk_widget_measure (self->warm_rules, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (self->warm_rules, GTK_ORIENTATION_VERTICAL, MAX (nat, 600), &min, &nat, NULL, NULL);
      return G_SOURCE_CONTINUE;
    case 3:
      {
        /* the main menu's popover too: its surface and renderer made, its
         * items measured, before the first click (it stays realized) */
        GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->primary_menu_button)));

        if (computer_thinking (self))
          {
            /* again once it has moved: a look every 100 ms */
            self->warm_step--;
            self->warm_id = g_timeout_add_full (G_PRIORITY_LOW, 100, warm_again_cb, self, NULL);
            return G_SOURCE_REMOVE;
          }
        if (popover != NULL && gtk_widget_get_realized (self->primary_menu_button))
          {
            gtk_widget_realize (popover);
            gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
            gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, nat, &min, &nat, NULL, NULL);
            warm_renderer (popover);
          }
        return G_SOURCE_CONTINUE;
      }
    default:
      gtk_window_destroy (GTK_WINDOW (self->warm_rules));
      g_clear_object (&self->warm_rules);
      self->warm_id = 0;
      return G_SOURCE_REMOVE;
    }
}

static void
warm_rules_on_map (CastellanWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, warm_rules_on_map, NULL);
  self->warm_id = g_idle_add_full (G_PRIORITY_LOW, warm_rules_cb, self, NULL);
}

/**
 * castellan_window_get_warmed:
 * @self: a #CastellanWindow
 *
 * Whether the work done ahead once the window was first shown (a Rules
 * Reference made and measured, the main menu realized and drawn once) is
 * over. It waits while a computer thinks.
 *
 * Returns: %TRUE once it is
 */
gboolean
castellan_window_get_warmed (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), FALSE);
  return self->warm_step > 0 && self->warm_id == 0;
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
      rules = castellan_rules_window_new (GTK_WINDOW (self),
                                          castellan_game_get_theme (castellan_game_page_get_castle (self->page)));
      g_object_set_data (G_OBJECT (self), "rules-window", rules);
      g_signal_connect_object (rules, "destroy", G_CALLBACK (rules_destroyed_cb), self, G_CONNECT_SWAPPED);
    }
  /* the reference opens at the game in play */
  if (rule == NULL || g_str_equal (rule, "goal"))
    {
      gboolean classic = castellan_window_classic_shown (self);
      rule = castellan_rules_reference_opening (classic, classic &&
                                                castellan_classic_game_get_bcb (castellan_game_page_get_classic (self->page)));
    }
  castellan_rules_window_show_rule (rules, rule);
  gtk_window_present (GTK_WINDOW (rules));
}

CastellanHintPanel *
castellan_window_get_hint_panel (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return castellan_game_page_get_hint_panel (self->page);
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
  castellan_game_page_cancel_thinking (self->page);

  return GTK_WINDOW_CLASS (castellan_window_parent_class)->close_request (window);
}


static void
update_undo_button (CastellanWindow *self)
{
  gtk_widget_set_visible (self->undo_button, page_shown (self));
}

static void
castellan_window_dispose (GObject *object)
{
  CastellanWindow *self = CASTELLAN_WINDOW (object);

  g_clear_handle_id (&self->toast_timeout_id, g_source_remove);
  g_clear_handle_id (&self->warm_id, g_source_remove);
  if (self->warm_rules != NULL)
    gtk_window_destroy (GTK_WINDOW (self->warm_rules));
  g_clear_object (&self->warm_rules);
  castellan_window_dispose_classic (self);
  /* the saves handed to the writer thread are on disk before the app can
   * exit, and anything saved from here on is written at once */
  if (self->saves)
    castellan_save_service_set_background (self->saves, FALSE);
  g_clear_object (&self->saves);
  if (self->page)
    {
      g_signal_handlers_disconnect_by_data (self->page, self);
      castellan_game_page_cancel_thinking (self->page);
    }
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_WINDOW);
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
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, page);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, header_spinner);
  gtk_widget_class_bind_template_child (widget_class, CastellanWindow, primary_menu_button);

  gtk_widget_class_bind_template_callback (widget_class, update_undo_button);

  castellan_window_class_init_actions (widget_class);
  castellan_window_class_init_files (widget_class);

  g_type_ensure (CASTELLAN_TYPE_GAME_PAGE);
}

static void
castellan_window_init (CastellanWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "realize", G_CALLBACK (castellan_window_wrap_shortcuts), NULL);
  g_signal_connect (self, "map", G_CALLBACK (warm_rules_on_map), NULL);
  castellan_a11y_follow_stack (self->main_stack);

  self->settings = g_settings_new (APPLICATION_ID);
  castellan_window_restore_state (self);

  /* the subtitle follows the game in view, whichever it is */
  g_signal_connect_swapped (self->page, "started", G_CALLBACK (page_started_cb), self);
  g_signal_connect_swapped (self->page, "changed", G_CALLBACK (page_changed_cb), self);
  g_signal_connect_swapped (self->main_stack, "notify::visible-child", G_CALLBACK (page_changed_cb), self);
  castellan_window_init_files (self);
  update_undo_button (self);

  castellan_window_init_a11y (self);
  castellan_window_update_actions (self);
  {
    int lesson = g_settings_get_int (self->settings, "tutorial-lesson");
    /* a tutorial left half-way resumes at its lesson */
    if (castellan_window_resume (self) == CASTELLAN_GAME_KIND_CASTLE)
      castellan_tutorial_set_lesson (castellan_game_page_get_castle_tutorial (self->page), lesson);
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
  return castellan_game_page_get_castle (self->page);
}

CastellanTutor *
castellan_window_get_tutor (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return castellan_game_page_get_tutor (self->page);
}

CastellanTurn *
castellan_window_get_turn (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return castellan_game_page_get_castle_turn (self->page);
}

CastellanBoard *
castellan_window_get_board (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return castellan_game_page_get_board (self->page);
}

GtkWidget *
castellan_window_get_game_page (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->page);
}
