/* art-cache.c — textures rendered from the generated SVG, cached
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each picture is parsed and rendered once per theme and size in device
 * pixels; drawing the board afterwards only looks textures up.
 */
#define G_LOG_DOMAIN "castellan-art"

#include "config.h"

#include "art-cache.h"

/* a picture of the art, whatever its size */
typedef enum {
  PICTURE_TILE,       /* a: the tile's index, b: its turn */
  PICTURE_FOLLOWER,   /* a: the player, b: the ArtFigure */
  PICTURE_KEEP,       /* a: the player */
  PICTURE_WALL,       /* a: the wall tile's kind */
  PICTURE_BOARD,      /* a: a cell's size in device pixels */
} PictureKind;

typedef struct {
  PictureKind kind;
  guint       a, b;
  CsTheme     theme;
} Picture;

/* one size of a picture */
typedef struct {
  int         width, height;   /* device pixels */
  GdkTexture *texture;
  guint       used;            /* the cache's size when it was last drawn (ArtCache.size) */
} Sized;

/* a picture to render at a size in the worker thread, and what it made */
typedef struct {
  Picture     picture;
  int         width, height;
  char       *key;             /* the picture's (ArtCache.textures) */
  GdkTexture *texture;
} Job;

/* The cache holds each picture at the sizes it was drawn at, so that a
 * view whose size changes (The Castle's board: every tile, follower,
 * keep and wall tile at a new cell size at once, 65-67 ms of librsvg on
 * the main thread with forty tiles, issue 34, item 4) can draw a picture
 * at the size it has while the new one is rendered in a worker thread
 * (the *_or_stretch lookups). What is dropped is told by the view's size, counted in
 * ArtCache.size (art_cache_next_size): a picture not drawn at the
 * current size or the previous one goes, so a resize keeps two sizes'
 * pictures at most, the one shown and the one coming, not every size
 * the window went through; a texture someone still shows (a GtkPicture
 * holds a reference) lives on with them.
 *
 * textures: the picture's key ("tile/3/1/0", without its size) -> a
 * GPtrArray of Sized, a few at most. The SVG is made by the art's pure
 * functions, which need nothing of the main thread; librsvg, a cairo
 * image surface and a GdkMemoryTexture (immutable) may be made in any
 * thread. One batch of jobs at a time runs in a GTask's thread, started
 * from an idle so that a frame's misses make one batch; when it is done
 * its textures are put in and the ready function says so (the UI redraws
 * its windows). */
struct _ArtCache {
  const CsBoard   *board;
  const CsTileset *tileset;
  GHashTable      *textures;   /* picture key -> GPtrArray of Sized */
  guint            size;       /* the view's size, counted */
  GHashTable      *pending;    /* "key@WxH" -> itself: queued or being rendered */
  GPtrArray       *queued;     /* Job, for the next batch */
  guint            start_id;   /* the idle that starts it */
  gboolean         busy;       /* a batch is being rendered */
  gboolean         freed;      /* art_cache_free while busy: freed when the batch is back */
  ArtCacheReadyFunc ready;
  gpointer         ready_data;
};

static void
sized_free (gpointer data)
{
  Sized *s = data;

  g_clear_object (&s->texture);
  g_free (s);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  g_clear_object (&job->texture);
  g_free (job->key);
  g_free (job);
}

static void
sizes_unref (gpointer data)
{
  g_ptr_array_unref (data);
}

ArtCache *
art_cache_new (const CsBoard *board, const CsTileset *tileset)
{
  ArtCache *cache = g_new0 (ArtCache, 1);

  cache->board = board;
  cache->tileset = tileset;
  cache->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, sizes_unref);
  cache->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  cache->queued = g_ptr_array_new_with_free_func (job_free);
  return cache;
}

static void
really_free (ArtCache *cache)
{
  g_clear_pointer (&cache->textures, g_hash_table_unref);
  g_clear_pointer (&cache->pending, g_hash_table_unref);
  g_clear_pointer (&cache->queued, g_ptr_array_unref);
  g_free (cache);
}

void
art_cache_free (ArtCache *cache)
{
  if (!cache)
    return;
  g_clear_handle_id (&cache->start_id, g_source_remove);
  if (cache->busy)
    cache->freed = TRUE;
  else
    really_free (cache);
}

void
art_cache_clear (ArtCache *cache)
{
  g_return_if_fail (cache != NULL);
  g_hash_table_remove_all (cache->textures);
}

void
art_cache_set_ready_func (ArtCache *cache, ArtCacheReadyFunc func, gpointer data)
{
  g_return_if_fail (cache != NULL);
  cache->ready = func;
  cache->ready_data = data;
}

guint
art_cache_get_pending (ArtCache *cache)
{
  g_return_val_if_fail (cache != NULL, 0);
  return g_hash_table_size (cache->pending);
}

guint
art_cache_count (ArtCache *cache)
{
  GHashTableIter iter;
  gpointer value;
  guint n = 0;

  g_return_val_if_fail (cache != NULL, 0);
  g_hash_table_iter_init (&iter, cache->textures);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    n += ((GPtrArray *) value)->len;
  return n;
}

void
art_cache_next_size (ArtCache *cache)
{
  GHashTableIter iter;
  gpointer value;

  g_return_if_fail (cache != NULL);
  cache->size++;
  g_hash_table_iter_init (&iter, cache->textures);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GPtrArray *sizes = value;

      for (guint i = sizes->len; i-- > 0;)
        if (((Sized *) sizes->pdata[i])->used + 1 < cache->size)
          g_ptr_array_remove_index_fast (sizes, i);
      if (sizes->len == 0)
        g_hash_table_iter_remove (&iter);
    }
}

GdkTexture *
art_texture_from_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);
  /* cairo's ARGB32 is premultiplied in native byte order: GDK_MEMORY_DEFAULT */
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

static char *
picture_key (const Picture *p)
{
  static const char *const names[] = { "tile", "follower", "keep", "wall", "board" };

  /* the board's b is its cell's size, a size of the same picture */
  return g_strdup_printf ("%s/%u/%u/%d", names[p->kind], p->a, p->kind == PICTURE_BOARD ? 0 : p->b, p->theme);
}

/* the picture's SVG: the art's pure functions, safe in any thread */
static char *
picture_svg (const CsBoard *board, const CsTileset *tileset, const Picture *p)
{
  switch (p->kind)
    {
    case PICTURE_TILE:
      return art_tile_svg (&tileset->tiles[p->a], p->b & 3, p->theme);
    case PICTURE_FOLLOWER:
      return art_follower_svg (p->a, p->b, p->theme);
    case PICTURE_KEEP:
      return art_keep_svg (p->a, p->theme);
    case PICTURE_WALL:
      return art_wall_tile_svg (p->a, p->theme);
    case PICTURE_BOARD:
    default:
      return art_board_svg (board, p->theme, p->b);
    }
}

static GdkTexture *
render (const CsBoard *board, const CsTileset *tileset, const Picture *p, int width, int height, GError **error)
{
  g_autofree char *svg = picture_svg (board, tileset, p);
  cairo_surface_t *surface = art_render_svg (svg, width, height, error);
  GdkTexture *texture;

  if (!surface)
    return NULL;
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

static Sized *
find (ArtCache *cache, const char *key, int width, int height)
{
  GPtrArray *sizes = g_hash_table_lookup (cache->textures, key);

  for (guint i = 0; sizes != NULL && i < sizes->len; i++)
    {
      Sized *s = sizes->pdata[i];

      if (s->width == width && s->height == height)
        return s;
    }
  return NULL;
}

static void
insert (ArtCache *cache, const char *key, int width, int height, GdkTexture *texture)
{
  GPtrArray *sizes = g_hash_table_lookup (cache->textures, key);
  Sized *s = g_new0 (Sized, 1);

  if (sizes == NULL)
    {
      sizes = g_ptr_array_new_with_free_func (sized_free);
      g_hash_table_insert (cache->textures, g_strdup (key), sizes);
    }
  *s = (Sized) { width, height, g_object_ref (texture), cache->size };
  g_ptr_array_add (sizes, s);
}

/* what a batch's thread reads: the board and the tile set (immutable),
 * and its jobs, which it fills in */
typedef struct {
  const CsBoard   *board;
  const CsTileset *tileset;
  GPtrArray       *jobs;
} Batch;

static void
batch_free (gpointer data)
{
  Batch *batch = data;

  g_ptr_array_unref (batch->jobs);
  g_free (batch);
}

static void
batch_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Batch *batch = data;

  for (guint i = 0; i < batch->jobs->len; i++)
    {
      Job *job = batch->jobs->pdata[i];
      g_autoptr(GError) error = NULL;

      job->texture = render (batch->board, batch->tileset, &job->picture, job->width, job->height, &error);
      /* our own generated SVG: a failure here is a bug (said in the main thread) */
      if (job->texture == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

static void start_batch (ArtCache *cache);

static void
batch_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  ArtCache *cache = data;
  GPtrArray *jobs = ((Batch *) g_task_get_task_data (G_TASK (result)))->jobs;
  g_autoptr(GError) error = NULL;

  cache->busy = FALSE;
  if (cache->freed)
    {
      really_free (cache);
      return;
    }
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_critical ("Cannot render a picture: %s", error->message);
  for (guint i = 0; i < jobs->len; i++)
    {
      Job *job = jobs->pdata[i];
      g_autofree char *pending = g_strdup_printf ("%s@%dx%d", job->key, job->width, job->height);

      g_hash_table_remove (cache->pending, pending);
      /* (rendered at once meanwhile, asked for exactly: there already) */
      if (job->texture != NULL && find (cache, job->key, job->width, job->height) == NULL)
        insert (cache, job->key, job->width, job->height, job->texture);
    }
  if (cache->queued->len > 0)
    start_batch (cache);
  if (cache->ready != NULL)
    cache->ready (cache->ready_data);
}

static void
start_batch (ArtCache *cache)
{
  GTask *task = g_task_new (NULL, NULL, batch_done_cb, cache);
  Batch *batch = g_new (Batch, 1);

  *batch = (Batch) { cache->board, cache->tileset, g_steal_pointer (&cache->queued) };
  cache->queued = g_ptr_array_new_with_free_func (job_free);
  cache->busy = TRUE;
  g_task_set_task_data (task, batch, batch_free);
  g_task_run_in_thread (task, batch_thread);
  g_object_unref (task);
}

static gboolean
start_cb (gpointer data)
{
  ArtCache *cache = data;

  cache->start_id = 0;
  if (!cache->busy && cache->queued->len > 0)
    start_batch (cache);
  return G_SOURCE_REMOVE;
}

static GdkTexture *
lookup (ArtCache *cache, const Picture *p, int width, int height, gboolean stretch)
{
  g_autofree char *key = picture_key (p);
  g_autoptr(GError) error = NULL;
  GPtrArray *sizes = g_hash_table_lookup (cache->textures, key);
  Sized *near = NULL;
  GdkTexture *texture;

  for (guint i = 0; sizes != NULL && i < sizes->len; i++)
    {
      Sized *s = sizes->pdata[i];

      if (s->width == width && s->height == height)
        {
          s->used = cache->size;
          return s->texture;
        }
      if (near == NULL || ABS (s->width - width) < ABS (near->width - width))
        near = s;
    }
  if (stretch && near != NULL)
    {
      char *pending = g_strdup_printf ("%s@%dx%d", key, width, height);

      if (!g_hash_table_contains (cache->pending, pending))
        {
          Job *job = g_new0 (Job, 1);

          *job = (Job) { *p, width, height, g_strdup (key), NULL };
          g_hash_table_add (cache->pending, pending);
          g_ptr_array_add (cache->queued, job);
          if (!cache->busy && cache->start_id == 0)
            cache->start_id = g_idle_add (start_cb, cache);
        }
      else
        g_free (pending);
      near->used = cache->size;
      return near->texture;
    }
  /* none to stretch, or asked for exactly: at once */
  texture = render (cache->board, cache->tileset, p, width, height, &error);
  if (!texture)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot render %s: %s", key, error->message);
      return NULL;
    }
  insert (cache, key, width, height, texture);
  g_object_unref (texture);
  return texture;
}

static GdkTexture *
square (ArtCache *cache, PictureKind kind, guint a, guint b, CsTheme theme, int size, int scale, gboolean stretch)
{
  Picture p = { kind, a, b, theme };

  return lookup (cache, &p, size * scale, size * scale, stretch);
}

GdkTexture *
art_cache_tile (ArtCache *cache, guint tile_index, guint rot, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && cache->tileset != NULL, NULL);
  g_return_val_if_fail (tile_index < cache->tileset->n_tiles && size > 0 && scale > 0, NULL);
  return square (cache, PICTURE_TILE, tile_index, rot & 3, theme, size, scale, FALSE);
}

GdkTexture *
art_cache_follower (ArtCache *cache, guint player, ArtFigure figure, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0, NULL);
  return square (cache, PICTURE_FOLLOWER, player, figure, theme, size, scale, FALSE);
}

GdkTexture *
art_cache_keep (ArtCache *cache, guint player, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0, NULL);
  return square (cache, PICTURE_KEEP, player, 0, theme, size, scale, FALSE);
}

GdkTexture *
art_cache_wall_tile (ArtCache *cache, guint kind, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0 && kind <= CS_NUM_WALL_KINDS, NULL);
  return square (cache, PICTURE_WALL, kind, 0, theme, size, scale, FALSE);
}

GdkTexture *
art_cache_tile_or_stretch (ArtCache *cache, guint tile_index, guint rot, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && cache->tileset != NULL, NULL);
  g_return_val_if_fail (tile_index < cache->tileset->n_tiles && size > 0 && scale > 0, NULL);
  return square (cache, PICTURE_TILE, tile_index, rot & 3, theme, size, scale, TRUE);
}

GdkTexture *
art_cache_follower_or_stretch (ArtCache *cache, guint player, ArtFigure figure, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0, NULL);
  return square (cache, PICTURE_FOLLOWER, player, figure, theme, size, scale, TRUE);
}

GdkTexture *
art_cache_keep_or_stretch (ArtCache *cache, guint player, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0, NULL);
  return square (cache, PICTURE_KEEP, player, 0, theme, size, scale, TRUE);
}

GdkTexture *
art_cache_wall_tile_or_stretch (ArtCache *cache, guint kind, CsTheme theme, int size, int scale)
{
  g_return_val_if_fail (cache != NULL && size > 0 && scale > 0 && kind <= CS_NUM_WALL_KINDS, NULL);
  return square (cache, PICTURE_WALL, kind, 0, theme, size, scale, TRUE);
}

GdkTexture *
art_cache_board (ArtCache *cache, CsTheme theme, int cell, int scale)
{
  Picture p = { PICTURE_BOARD, 0, cell * scale, theme };
  double w, h;

  g_return_val_if_fail (cache != NULL && cache->board != NULL && cell > 0 && scale > 0, NULL);
  w = (cache->board->width + 2 * ART_BOARD_MARGIN) * cell * scale;
  h = (cache->board->height + 2 * ART_BOARD_MARGIN) * cell * scale;
  return lookup (cache, &p, (int) (w + 0.5), (int) (h + 0.5), FALSE);
}
