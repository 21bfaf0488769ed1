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
#include "castellan-texture-cache.h"
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
  /* at once, not faded in: a fade draws the whole page twice a frame into
   * new offscreen textures (2.6 MB each at 1024×648; GSK 4.8 does not keep
   * them from frame to frame), which made The Castle's first frame, with
   * the computer already thinking, 15-25 ms dearer under software GL
   * (issue 34, item 4; docs/PERFORMANCE.md) */
  gtk_stack_set_visible_child_full (self->main_stack, "game", GTK_STACK_TRANSITION_TYPE_NONE);
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

/* ---- the Rules Reference, and the work done ahead for it and the menu ----------- */

/* Each GtkWindow and each popover is a GdkSurface of its own, and GTK
 * gives each its own renderer and GL context. Under Mesa's software GL
 * (llvmpipe, as under Xvfb) a context compiles, with LLVM and on the main
 * thread, the variant of each shader that a draw needs the first time it
 * draws with it: a new Rules Reference's first frame cost 43-90 ms of the
 * main thread and the main menu's 76-93 ms, a stall while a computer
 * thinks (issue 34, item 4). The variants live in the context and die
 * with it, so what is drawn in one surface does nothing for another.
 *
 * So the window keeps one Reference for its whole life (closing it hides
 * it, castellan-rules-window.c), and once the window is shown it draws
 * ahead, at idle and never while a computer thinks, once in the
 * Reference's renderer and once in the menu's, while neither is shown:
 * the main window's own last frame, real widgets in the same style
 * (header bar, buttons, lists, labels, icons, borders), which need the
 * same variants as theirs; then clears it, so that nothing drawn ahead is
 * ever seen. Their own content cannot be drawn while they are hidden: GTK
 * snapshots only mapped widgets, and a GtkWidgetPaintable shows the last
 * frame a widget drew, none for a window never shown. Measured under Xvfb
 * at load 12-14 (docs/PERFORMANCE.md): the Reference's first frame 9-28 ms
 * with this, 36-106 with nothing drawn in it; the menu's 8-44, 21-54 with
 * the hand-made node drawn in it before. */

static void
rules_destroyed_cb (CastellanWindow *self)
{
  self->rules = NULL;
}

static CastellanTheme
castle_theme (CastellanWindow *self)
{
  return castellan_game_get_theme (castellan_game_page_get_castle (self->page));
}

/* the window's one Reference, made the first time it is asked for */
static CastellanRulesWindow *
ensure_rules (CastellanWindow *self)
{
  if (self->rules == NULL)
    {
      self->rules = castellan_rules_window_new (GTK_WINDOW (self), castle_theme (self));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->rules), TRUE);
      /* GTK owns a window until it is destroyed: with its parent, or by
       * whoever destroys it, which the window hears */
      g_signal_connect_object (self->rules, "destroy", G_CALLBACK (rules_destroyed_cb), self, G_CONNECT_SWAPPED);
    }
  return self->rules;
}

/* the opening page of the game in view: The Castle's goal, classic
 * Carcassonne's first group, or the expansion's */
static const char *
opening_rule (CastellanWindow *self)
{
  gboolean classic = castellan_window_classic_shown (self);

  return castellan_rules_reference_opening (classic, classic &&
                                            castellan_classic_game_get_bcb (castellan_game_page_get_classic (self->page)));
}

/* @frame, the window's last frame, drawn into @native's own renderer
 * while it is not shown, then the surface cleared (see the comment above).
 * A surface never shown is still small (1×1 for a window, 100×100 for a
 * popover, under X11), and GSK draws only the nodes that meet the surface:
 * the frame is drawn both at its own size (the text among what meets the
 * surface drawn at its size) and shrunk to the surface, so that every node
 * of it is drawn. A menu also casts a blurred shadow, which the main window
 * draws none of without a compositor: one is added. */
static void
draw_ahead (GtkWidget *native, GskRenderNode *frame)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (native));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (native));
  const GdkRGBA shadow = { 0, 0, 0, 0.3 };
  graphene_rect_t bounds;
  GskRoundedRect rect;
  cairo_region_t *region;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  int width, height;

  if (renderer == NULL || surface == NULL || !gsk_renderer_is_realized (renderer) || gtk_widget_get_mapped (native))
    return;
  width = MAX (gdk_surface_get_width (surface), 1);
  height = MAX (gdk_surface_get_height (surface), 1);
  gsk_render_node_get_bounds (frame, &bounds);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_node (snapshot, frame);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_scale (snapshot, width / MAX (bounds.size.width, 1), height / MAX (bounds.size.height, 1));
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-bounds.origin.x, -bounds.origin.y));
  gtk_snapshot_append_node (snapshot, frame);
  gtk_snapshot_restore (snapshot);
  gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (0, 0, width, height), MIN (width, height) / 4.0);
  gtk_snapshot_append_outset_shadow (snapshot, &rect, &shadow, 0, 1, 2, 6);
  node = gtk_snapshot_free_to_node (snapshot);

  region = cairo_region_create_rectangle (&(cairo_rectangle_int_t) { 0, 0, width, height });
  gsk_renderer_render (renderer, node, region);
  gsk_render_node_unref (node);
  /* and cleared: a popover mapped well before its first frame under load
   * once showed for a moment what was drawn in it ahead */
  node = gsk_color_node_new (&(GdkRGBA) { 0, 0, 0, 0 }, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_render (renderer, node, region);
  gsk_render_node_unref (node);
  cairo_region_destroy (region);
}

/* the window's last frame, as a node (NULL before it has drawn one) */
static GskRenderNode *
last_frame (CastellanWindow *self)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (self));
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  GtkSnapshot *snapshot;

  if (width <= 0 || height <= 0)
    return NULL;
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  return gtk_snapshot_free_to_node (snapshot);
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

/* A game's page draws kinds of node the welcome page does not: cards'
 * blurred and sharp shadows, an inset ring, the art's textures stretched,
 * clipped and faded, and a group faded as one (drawn offscreen). Each
 * needs its variants of GSK's shaders compiled in the window's own GL
 * context, in each of GSK's clip states; under Xvfb, llvmpipe compiled
 * them with LLVM on the main thread in the first frames of the first
 * game, 100-170 ms of it, while the computer already thought (issue 34,
 * item 4). So the warm-up draws each kind once in the window's own frame,
 * a kind and a clip state a frame, under the window's content, which
 * covers it: nothing of it is ever seen. */
#define WARM_KINDS 9

static GdkTexture *
warm_texture (int size)
{
  g_autoptr(GBytes) bytes = NULL;
  guint32 *pixels = g_new (guint32, size * size);

  /* premultiplied, as the art's: half a brown */
  for (int i = 0; i < size * size; i++)
    pixels[i] = 0x80402010u;
  bytes = g_bytes_new_take (pixels, (gsize) size * size * 4);
  return gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes, size * 4);
}

/* the nodes of @kind (1 to WARM_KINDS), 48 px square at the window's corner */
static void
append_warm_nodes (GtkSnapshot *snapshot, guint kind)
{
  const GdkRGBA shade = { 0, 0, 0, 0.08 }, ring = { 0.11, 0.44, 0.85, 1 };
  const graphene_rect_t area = GRAPHENE_RECT_INIT (4, 4, 40, 40);
  guint clip = (kind - 1) % 3;   /* none, a rectangle, a rounded one */
  GskRoundedRect rounded;

  gtk_snapshot_save (snapshot);
  gsk_rounded_rect_init_from_rect (&rounded, &area, 6);
  if (clip == 1)
    gtk_snapshot_push_clip (snapshot, &area);
  else if (clip == 2)
    gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gsk_rounded_rect_init_from_rect (&rounded, &GRAPHENE_RECT_INIT (10, 10, 28, 28), 12);
  if (kind >= 7)
    {
      /* what else a Castle game's first frame holds (its nodes dumped,
       * docs/PERFORMANCE.md): the spinner (a recoloured icon turned, drawn
       * offscreen), a recoloured group (offscreen: a rounded fill, a
       * border, a recoloured picture), a faded recoloured picture, a
       * thick border */
      g_autoptr(GdkTexture) icon = warm_texture (16);
      const float matrix[16] = { 0.1f, 0.5f, 0.3f, 0, 0.6f, 0.4f, 0, 0, 0.7f, 0.1f, 0.1f, 0, 0, 0, 0, 0.8f };
      const GdkRGBA ink = { 0, 0, 0, 0.8 }, line = { 0.8, 0.8, 0.8, 1 };
      graphene_matrix_t m;
      GskRoundedRect small;

      graphene_matrix_init_from_float (&m, matrix);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (24, 24));
      gtk_snapshot_rotate (snapshot, 198.5f);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-8, -8));
      gtk_snapshot_push_color_matrix (snapshot, &m, graphene_vec4_zero ());
      gtk_snapshot_append_texture (snapshot, icon, &GRAPHENE_RECT_INIT (0, 0, 16, 16));
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_restore (snapshot);

      gtk_snapshot_push_color_matrix (snapshot, &m, graphene_vec4_zero ());
      gsk_rounded_rect_init_from_rect (&small, &GRAPHENE_RECT_INIT (6, 6, 30, 30), 8);
      gtk_snapshot_push_rounded_clip (snapshot, &small);
      gtk_snapshot_append_color (snapshot, &line, &small.bounds);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_append_border (snapshot, &small, (float[4]) { 1, 1, 1, 1 }, (GdkRGBA[4]) { line, line, line, line });
      gtk_snapshot_push_color_matrix (snapshot, &m, graphene_vec4_zero ());
      gtk_snapshot_append_texture (snapshot, icon, &GRAPHENE_RECT_INIT (10, 10, 16, 16));
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_pop (snapshot);

      gtk_snapshot_push_opacity (snapshot, 0.55);
      gtk_snapshot_push_color_matrix (snapshot, &m, graphene_vec4_zero ());
      gtk_snapshot_append_texture (snapshot, icon, &GRAPHENE_RECT_INIT (20, 20, 16, 16));
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_append_border (snapshot, &small, (float[4]) { 4, 4, 4, 4 }, (GdkRGBA[4]) { ink, ink, ink, ink });
    }
  else if (kind <= 3)
    {
      gtk_snapshot_append_outset_shadow (snapshot, &rounded, &shade, 0, 0, 1, 3);
      gtk_snapshot_append_outset_shadow (snapshot, &rounded, &shade, 0, 2, 2, 6);
      gtk_snapshot_append_outset_shadow (snapshot, &rounded, &shade, 0, 1, 1, 0);
      gtk_snapshot_append_inset_shadow (snapshot, &rounded, &ring, 0, 0, 2, 0);
      gtk_snapshot_append_inset_shadow (snapshot, &rounded, &shade, 0, 1, 1, 3);
    }
  else
    {
      g_autoptr(GdkTexture) small = warm_texture (30), large = warm_texture (150);
      const float matrix[16] = { 0.3f, 0.3f, 0.3f, 0, 0.6f, 0.6f, 0.6f, 0, 0.1f, 0.1f, 0.1f, 0, 0, 0, 0, 1 };
      graphene_matrix_t m;

      graphene_matrix_init_from_float (&m, matrix);
      gtk_snapshot_append_texture (snapshot, small, &GRAPHENE_RECT_INIT (4, 4, 30, 30));
      gtk_snapshot_append_texture (snapshot, large, &GRAPHENE_RECT_INIT (4, 4, 40, 40));
      /* and the boards rendered ahead (step 0), made GL textures now
       * rather than in a game's first frame */
      for (guint theme = 0; theme < 2 && clip == 0; theme++)
        if (castellan_texture_board_peek (theme) != NULL)
          gtk_snapshot_append_texture (snapshot, castellan_texture_board_peek (theme), &area);
      gtk_snapshot_push_opacity (snapshot, 0.85);
      gtk_snapshot_append_texture (snapshot, small, &GRAPHENE_RECT_INIT (6, 6, 21, 21));
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_push_opacity (snapshot, 0.5);
      gtk_snapshot_append_texture (snapshot, small, &GRAPHENE_RECT_INIT (4, 4, 20, 20));
      gtk_snapshot_append_texture (snapshot, large, &GRAPHENE_RECT_INIT (14, 14, 30, 30));
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_push_color_matrix (snapshot, &m, graphene_vec4_zero ());
      gtk_snapshot_append_texture (snapshot, small, &GRAPHENE_RECT_INIT (8, 8, 17, 17));
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (5.5f, 3.25f));
      gtk_snapshot_scale (snapshot, 0.7f, 0.7f);
      gtk_snapshot_append_texture (snapshot, large, &GRAPHENE_RECT_INIT (0, 0, 40, 40));
    }
  if (clip != 0)
    gtk_snapshot_pop (snapshot);
  gtk_snapshot_restore (snapshot);
}

/* A game's page drawn once ahead, The Castle's and then classic's: a page
 * of its own with a game of two people in it, under the window's
 * content, and over it a cover of the window's own background, so that
 * nothing of it shows through the content where that is clear; out of
 * the keys' reach and of the accessibility tree, and let go of once it
 * has been drawn. Its one frame does what a game's first frame does the
 * first time (issue 34, item 4): every label's faces loaded and shaped,
 * the icons loaded, the glyphs rasterized into GSK's glyph cache, the art
 * rendered at the board's size and made GL textures, the shader variants
 * of the page's nodes in their real nesting compiled. The window's own
 * page then draws a new game's first frame with all that done, maybe
 * while a computer thinks. */
static void
preview_start (CastellanWindow *self, gboolean classic)
{
  GtkWidget *cover = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  CastellanGamePage *page = CASTELLAN_GAME_PAGE (castellan_game_page_new ());

  castellan_game_page_set_preview (page);
  gtk_widget_add_css_class (cover, "background");
  self->preview = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (self->preview), GTK_WIDGET (page));
  gtk_overlay_add_overlay (GTK_OVERLAY (self->preview), cover);
  gtk_widget_set_can_focus (self->preview, FALSE);
  gtk_widget_set_can_target (self->preview, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->preview), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_insert_after (self->preview, GTK_WIDGET (self), NULL);
  if (classic)
    {
      CastellanClassicSetup setup = { .n_players = 2, .farmers = TRUE, .seed = 1, .has_seed = TRUE };

      castellan_classic_game_start (castellan_game_page_get_classic (page), &setup);
    }
  else
    {
      CastellanGameSetup setup = { { NULL }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN }, 0,
                                   castle_theme (self), 0, 1, TRUE };

      castellan_game_start (castellan_game_page_get_castle (page), &setup);
    }
  self->preview_drawn = FALSE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
preview_stop (CastellanWindow *self)
{
  if (self->preview == NULL)
    return;
  gtk_widget_unparent (g_steal_pointer (&self->preview));
}

static void
castellan_window_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);
  graphene_rect_t bounds;

  GTK_WIDGET_CLASS (castellan_window_parent_class)->size_allocate (widget, width, height, baseline);
  /* where the window's page would be */
  if (self->preview != NULL && gtk_widget_compute_bounds (GTK_WIDGET (self->main_stack), widget, &bounds))
    {
      int min, nat;

      gtk_widget_measure (self->preview, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (self->preview, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_size_allocate (self->preview,
                                &(GtkAllocation) { bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height },
                                -1);
    }
}

static void
castellan_window_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CastellanWindow *self = CASTELLAN_WINDOW (widget);

  if (self->preview != NULL)
    self->preview_drawn = TRUE;

  if (self->warm_kind != 0)
    {
      append_warm_nodes (snapshot, self->warm_kind);
      self->warm_kind = 0;
    }
  GTK_WIDGET_CLASS (castellan_window_parent_class)->snapshot (widget, snapshot);
}

static gboolean warm_cb (gpointer data);

static gboolean
warm_again_cb (gpointer data)
{
  CastellanWindow *self = data;

  self->warm_id = g_idle_add_full (G_PRIORITY_LOW, warm_cb, self, NULL);
  return G_SOURCE_REMOVE;
}

/* Once the window is shown, a step per idle dispatch at low priority: The
 * Castle's board sent to a worker thread to be rendered; the
 * Reference made and filled at its opening page (its template, styles and
 * the faces of its headings loaded: 45-50 ms the first time), measured,
 * realized and drawn in ahead; the main menu's popover realized, measured
 * and drawn in ahead; then a game's kinds of node drawn under the
 * window's frames, a kind a frame; then The Castle's page and classic's,
 * each drawn once under the content (preview_start). A person who opens
 * either, or starts a game, maybe while a computer thinks, finds all that
 * done. */
static gboolean
warm_cb (gpointer data)
{
  CastellanWindow *self = data;
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->primary_menu_button)));
  GtkWidget *rules;
  GskRenderNode *frame;
  int min, nat;

  /* the steps that draw wait while a computer thinks: a look every 100
   * ms; and a kind of node asked to be drawn waits for its frame */
  /* a page drawn ahead is let go of once drawn */
  if (self->preview != NULL && self->preview_drawn)
    preview_stop (self);
  if ((self->warm_step >= 2 && computer_thinking (self)) || self->warm_kind != 0 || self->preview != NULL)
    {
      self->warm_id = g_timeout_add_full (G_PRIORITY_LOW, 100, warm_again_cb, self, NULL);
      return G_SOURCE_REMOVE;
    }
  switch (self->warm_step++)
    {
    case 0:
      /* The Castle's board, in a worker thread, in both themes, at a
       * usual size: a new game's first frame stretches it while the
       * board's own size is rendered (castellan-texture-cache.c) */
      for (guint theme = 0; theme < 2; theme++)
        castellan_texture_board_prepare (theme, 48, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
      castellan_rules_window_show_rule (ensure_rules (self), opening_rule (self));
      return G_SOURCE_CONTINUE;
    case 1:
      rules = GTK_WIDGET (ensure_rules (self));
      gtk_widget_measure (rules, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (rules, GTK_ORIENTATION_VERTICAL, MAX (nat, 600), &min, &nat, NULL, NULL);
      return G_SOURCE_CONTINUE;
    case 2:
      rules = GTK_WIDGET (ensure_rules (self));
      if (gtk_widget_get_visible (rules))
        return G_SOURCE_CONTINUE;
      if ((frame = last_frame (self)) == NULL)
        {
          /* the window not laid out yet (a slow first frame): this step
           * again later, not skipped (a clean-clone run once found the
           * Reference unrealized when the first game began) */
          self->warm_step--;
          self->warm_id = g_timeout_add_full (G_PRIORITY_LOW, 100, warm_again_cb, self, NULL);
          return G_SOURCE_REMOVE;
        }
      gtk_widget_realize (rules);
      draw_ahead (rules, frame);
      gsk_render_node_unref (frame);
      return G_SOURCE_CONTINUE;
    case 3:
      if (popover != NULL && gtk_widget_get_realized (self->primary_menu_button) && !gtk_widget_get_visible (popover) &&
          (frame = last_frame (self)) != NULL)
        {
          gtk_widget_realize (popover);
          gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, nat, &min, &nat, NULL, NULL);
          draw_ahead (popover, frame);
          gsk_render_node_unref (frame);
        }
      return G_SOURCE_CONTINUE;
    case 4 ... 4 + WARM_KINDS - 1:
      /* a game's kinds of node, a kind a frame (see above) */
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        {
          self->warm_kind = self->warm_step - 4;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
      return G_SOURCE_CONTINUE;
    case 4 + WARM_KINDS:
    case 4 + WARM_KINDS + 1:
      /* a game's page drawn once ahead, The Castle's, then classic's (see
       * preview_start), unless a game is on show already */
      if (gtk_widget_get_mapped (GTK_WIDGET (self)) && !page_shown (self))
        preview_start (self, self->warm_step == 4 + WARM_KINDS + 1);
      return G_SOURCE_CONTINUE;
    default:
      self->warm_id = 0;
      return G_SOURCE_REMOVE;
    }
}

static void
warm_on_map (CastellanWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, warm_on_map, NULL);
  self->warm_id = g_idle_add_full (G_PRIORITY_LOW, warm_cb, self, NULL);
}

/**
 * castellan_window_get_warmed:
 * @self: a #CastellanWindow
 *
 * Whether the work done ahead once the window was first shown (the Rules
 * Reference made, measured and drawn in once, the main menu realized and
 * drawn in once, a game's kinds of node drawn once under the window's
 * frames, The Castle's board rendered in a worker thread, The Castle's
 * and classic's pages drawn once under the content) is over. It waits
 * while a computer thinks.
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
 * Opens the rules reference at the section explaining @rule: the window's
 * one Reference, shown again if it was closed, in the words of the theme
 * of The Castle's game.
 */
void
castellan_window_show_rules (CastellanWindow *self,
                             const char      *rule)
{
  CastellanRulesWindow *rules;

  g_return_if_fail (CASTELLAN_IS_WINDOW (self));

  rules = ensure_rules (self);
  castellan_rules_window_set_theme (rules, castle_theme (self));
  /* the reference opens at the game in play */
  if (rule == NULL || g_str_equal (rule, "goal"))
    rule = opening_rule (self);
  castellan_rules_window_show_rule (rules, rule);
  gtk_window_present (GTK_WINDOW (rules));
}

/**
 * castellan_window_get_rules:
 * @self: a #CastellanWindow
 *
 * The window's Rules Reference, shown or not, if it has made it yet.
 *
 * Returns: (transfer none) (nullable): the Reference
 */
CastellanRulesWindow *
castellan_window_get_rules (CastellanWindow *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WINDOW (self), NULL);
  return self->rules;
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
  preview_stop (self);
  if (self->rules != NULL)
    gtk_window_destroy (GTK_WINDOW (self->rules));
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
  widget_class->snapshot = castellan_window_snapshot;
  widget_class->size_allocate = castellan_window_size_allocate;

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
  g_signal_connect (self, "map", G_CALLBACK (warm_on_map), NULL);
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
