/* castellan-texture-cache.c — the art's textures, one cache for the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-texture-cache"

#include "config.h"

#include "castellan-texture-cache.h"
#include "castellan-game.h"
#include "art-cache.h"

/* every window drawn again: a picture rendered in a worker thread is in */
static void
redraw_windows (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      gtk_widget_queue_draw (window);
    }
}

static ArtCache *
cache (void)
{
  static ArtCache *shared;

  if (shared == NULL)
    {
      shared = art_cache_new (castellan_shipped_board (), castellan_shipped_tileset ());
      art_cache_set_ready_func (shared, redraw_windows, NULL);
    }
  return shared;
}

static gboolean colours_swapped;

guint
castellan_seat_colour (guint seat)
{
  return colours_swapped ? 1 - (seat & 1) : (seat & 1);
}

guint32
castellan_seat_rgb (guint seat)
{
  return art_player_colour (castellan_seat_colour (seat));
}

void
castellan_set_seat_colours_swapped (gboolean swapped)
{
  colours_swapped = !!swapped;
}

GdkTexture *
castellan_texture_tile (guint tile, guint rot, guint theme, int size, int scale)
{
  return art_cache_tile (cache (), tile, rot, theme, MAX (size, 1), MAX (scale, 1));
}

/* The board, the one large picture (its cells at the board's size, 40-50
 * ms of SVG rendering at a usual size under load): one texture a theme,
 * the last asked for at the last size. Asked for at a new size, the one
 * there is is drawn stretched while the new one is rendered in a worker
 * thread (librsvg, cairo and a GdkMemoryTexture, which is immutable and
 * may be made in any thread), so that a new game's first frame or a
 * resize never renders it on the main thread while a computer thinks
 * (issue 34, item 4); when it is ready every window is redrawn. Only the
 * first board of a theme, with none to stretch, is rendered at once, and
 * the window renders that ahead (castellan_texture_board_prepare). So at
 * most two boards a theme are held: the one shown and the one coming. */
typedef struct {
  GdkTexture   *texture;     /* the one drawn, at cell × scale */
  int           cell, scale;
  int           want_cell, want_scale;   /* the one being rendered (0: none) */
} BoardArt;

static BoardArt boards[2];

typedef struct {
  guint theme;
  int   cell, scale;
} BoardJob;

static void
board_render_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const BoardJob *job = data;
  int px = job->cell * job->scale;
  double w = (castellan_shipped_board ()->width + 2 * ART_BOARD_MARGIN) * px;
  double h = (castellan_shipped_board ()->height + 2 * ART_BOARD_MARGIN) * px;
  g_autofree char *svg = art_board_svg (castellan_shipped_board (), job->theme, px);
  GError *error = NULL;
  cairo_surface_t *surface = art_render_svg (svg, (int) (w + 0.5), (int) (h + 0.5), &error);

  if (surface == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, art_texture_from_surface (surface), g_object_unref);
  cairo_surface_destroy (surface);
}

static void
board_rendered_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  const BoardJob *job = g_task_get_task_data (G_TASK (result));
  BoardArt *art = &boards[job->theme & 1];
  g_autoptr(GError) error = NULL;
  GdkTexture *texture = g_task_propagate_pointer (G_TASK (result), &error);

  if (texture == NULL)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot render the board: %s", error->message);
      return;
    }
  /* asked for at yet another size meanwhile: that one is coming */
  if (job->cell != art->want_cell || job->scale != art->want_scale)
    {
      g_object_unref (texture);
      return;
    }
  g_set_object (&art->texture, texture);
  g_object_unref (texture);
  art->cell = job->cell;
  art->scale = job->scale;
  art->want_cell = art->want_scale = 0;
  redraw_windows (NULL);
}

static void
board_render_async (guint theme, int cell, int scale)
{
  BoardArt *art = &boards[theme & 1];
  BoardJob *job;
  GTask *task;

  if (art->want_cell == cell && art->want_scale == scale)
    return;
  art->want_cell = cell;
  art->want_scale = scale;
  job = g_new (BoardJob, 1);
  *job = (BoardJob) { theme, cell, scale };
  task = g_task_new (NULL, NULL, board_rendered_cb, NULL);
  g_task_set_task_data (task, job, g_free);
  g_task_run_in_thread (task, board_render_thread);
  g_object_unref (task);
}

GdkTexture *
castellan_texture_board (guint theme, int cell, int scale)
{
  static int last_cell, last_scale;
  BoardArt *art = &boards[theme & 1];

  cell = MAX (cell, 1);
  scale = MAX (scale, 1);
  /* the other pictures drawn neither at this size nor at the last are
   * dropped: a resize does not pile them up (art-cache.c) */
  if (cell != last_cell || scale != last_scale)
    {
      art_cache_next_size (cache ());
      last_cell = cell;
      last_scale = scale;
    }
  if (art->texture != NULL && (art->cell != cell || art->scale != scale))
    board_render_async (theme, cell, scale);
  else if (art->texture == NULL)
    {
      /* none to stretch: at once */
      art->want_cell = art->want_scale = 0;
      art->texture = art_cache_board (cache (), theme, cell, scale);
      g_object_ref (art->texture);
      art->cell = cell;
      art->scale = scale;
    }
  return art->texture;
}

GdkTexture *
castellan_texture_board_peek (guint theme)
{
  return boards[theme & 1].texture;
}

void
castellan_texture_board_prepare (guint theme, int cell, int scale)
{
  if (boards[theme & 1].texture == NULL)
    board_render_async (theme, MAX (cell, 1), MAX (scale, 1));
}

guint
castellan_texture_get_pending (void)
{
  return (boards[0].want_cell != 0) + (boards[1].want_cell != 0) + art_cache_get_pending (cache ());
}

guint
castellan_texture_count (void)
{
  return art_cache_count (cache ());
}

/* The board's own pictures (the painter's, castellan-board-castle.c) at
 * the board's cell size: after a resize, stretched from the size they
 * were drawn at until the worker thread has them (art-cache.c) */
GdkTexture *
castellan_texture_board_tile (guint tile, guint rot, guint theme, int size, int scale)
{
  return art_cache_tile_or_stretch (cache (), tile, rot, theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_board_follower (guint player, ArtFigure figure, guint theme, int size, int scale)
{
  return art_cache_follower_or_stretch (cache (), castellan_seat_colour (player), figure, theme, MAX (size, 1),
                                        MAX (scale, 1));
}

GdkTexture *
castellan_texture_board_keep (guint player, guint theme, int size, int scale)
{
  return art_cache_keep_or_stretch (cache (), castellan_seat_colour (player), theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_board_wall_tile (guint kind, guint theme, int size, int scale)
{
  return art_cache_wall_tile_or_stretch (cache (), kind, theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_follower (guint player, ArtFigure figure, guint theme, int size, int scale)
{
  return art_cache_follower (cache (), castellan_seat_colour (player), figure, theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_keep (guint player, guint theme, int size, int scale)
{
  return art_cache_keep (cache (), castellan_seat_colour (player), theme, MAX (size, 1), MAX (scale, 1));
}

GdkTexture *
castellan_texture_wall_tile (guint kind, guint theme, int size, int scale)
{
  return art_cache_wall_tile (cache (), kind, theme, MAX (size, 1), MAX (scale, 1));
}
