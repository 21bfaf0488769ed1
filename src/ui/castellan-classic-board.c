/* castellan-classic-board.c — classic Carcassonne's open board, with zoom and pan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board grows with the game, so the view zooms and pans the way GNOME's
 * image and map viewers do: Ctrl+scroll and pinch zoom around the pointer,
 * a drag or a plain scroll pans, + − and 0 zoom and fit, the arrows move the
 * cursor and the view follows it. Lit cells outside the view are pointed at
 * by an arrow at the edge. Until the person zooms or pans, the view keeps
 * the whole board in sight.
 *
 * Tiles are textures rendered from the generated SVG at a ladder of sizes;
 * while zooming the nearest size already rendered is stretched, and the
 * exact one is rendered in an idle once the zoom settles, so a snapshot
 * never parses SVG after the first frame.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <math.h>

#include "castellan-classic-board.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-describe.h"
#include "castellan-classic-tutor.h"
#include "castellan-a11y.h"
#include "castellan-board-view.h"
#include "castellan-ui-enums.h"
#include "castellan-art.h"
#include "art-cache.h"
#include "castellan-snapshot.h"

#define N_SIZES     7
#define DRAG_SLOP   5.0
#define ZOOM_STEP   1.25

static const int ladder[N_SIZES] = { 24, 40, 64, 96, 144, 216, 320 };

typedef struct {
  gboolean done;
  double   x, y;
} Anchor;

struct _CastellanClassicBoard
{
  GtkWidget             parent_instance;

  CastellanClassicTurn *turn;
  CastellanClassicGame *game;
  gulong                turn_changed_id;
  gulong                game_changed_id;
  gulong                played_id;

  /* a computer's move, played out: its tile settles, its follower comes
   * down, followers going home rise and fade (as The Castle's board) */
  CastellanAnimationSpeed speed;
  CsEvents             *anim_events;   /* n == 0: nothing playing */
  gint64                anim_start;
  double                anim_duration; /* µs */
  double                anim_t;        /* 0..1 */
  guint                 tick_id;

  double                zoom;        /* pixels per cell */
  double                cx, cy;      /* the board point at the view's centre, in cells */
  gboolean              follow_fit;  /* keep the whole board in view until the person moves it */

  /* pointer */
  double                px, py;
  gboolean              pointer_in;
  gboolean              pointer_seen;
  double                pointer_wx, pointer_wy;   /* in the window, where it last moved */
  double                drag_cx, drag_cy;
  gboolean              dragging;
  double                pinch_zoom;

  /* textures: key (design × 4 + rot) × N_SIZES + size index */
  GHashTable           *textures;
  GHashTable           *followers;   /* (seat × 2 + lying) × N_SIZES + size index */
  GHashTable           *overlays;    /* BC&B: bridges and castles, OVERLAY_* × N_SIZES + size index */
  guint                 render_idle;
  Anchor               *anchors;     /* [design][rot][piece] */

  /* the cities the chosen field supplies, worked out when the turn
   * changes rather than in every frame (it plays the tile on a copy of
   * the game): the completed ones first, n_field_done of them */
  guint16               field_cells[CS_CLASSIC_NUM_TILES];
  guint                 n_field_cells;
  guint                 n_field_done;

  /* B-4.2: the small city its owner is asked about, a castle or the
   * points, outlined while the question is open */
  guint16               castle_cells[CS_CLASSIC_NUM_TILES];
  guint                 n_castle_cells;

  /* where the open spots' badges sit on the tile waiting for its
   * follower, in cells: a search over the tile's art, done once per tile,
   * turn and set of spots rather than for every badge in every frame
   * (it was nearly all of the follower step's snapshot) */
  guint                 badge_design;   /* G_MAXUINT: none yet */
  guint                 badge_rot;
  guint                 badge_n;
  guint8                badge_open[CS_CLASSIC_MAX_PIECES + 1];
  double                badge_x[CS_CLASSIC_MAX_PIECES + 1];
  double                badge_y[CS_CLASSIC_MAX_PIECES + 1];
};

G_DEFINE_FINAL_TYPE (CastellanClassicBoard, castellan_classic_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static const CsClassic *
state (CastellanClassicBoard *self)
{
  return self->game ? castellan_classic_game_get_state (self->game) : NULL;
}

static gboolean
has_game (CastellanClassicBoard *self)
{
  return self->game != NULL && castellan_classic_game_get_phase (self->game) != CASTELLAN_PHASE_NONE;
}

/* ---- geometry ------------------------------------------------------------------- */

static void
cell_rect (CastellanClassicBoard *self, int x, int y, double *rx, double *ry)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  *rx = w / 2 + (x - 0.5 - self->cx) * self->zoom;
  *ry = h / 2 + (y - 0.5 - self->cy) * self->zoom;
}

static void
board_point (CastellanClassicBoard *self, double wx, double wy, double *bx, double *by)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  *bx = self->cx + (wx - w / 2) / self->zoom;
  *by = self->cy + (wy - h / 2) / self->zoom;
}

static int
cell_at (CastellanClassicBoard *self, double wx, double wy)
{
  double bx, by;
  int x, y;

  board_point (self, wx, wy, &bx, &by);
  x = (int) floor (bx + 0.5);
  y = (int) floor (by + 0.5);
  if (x < -CS_CLASSIC_RADIUS || x > CS_CLASSIC_RADIUS || y < -CS_CLASSIC_RADIUS || y > CS_CLASSIC_RADIUS)
    return -1;
  return cs_classic_cell (x, y);
}

gboolean
castellan_classic_board_cell_point (CastellanClassicBoard *self, guint cell, double *x, double *y)
{
  double rx, ry;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  cell_rect (self, cs_classic_cell_x (cell), cs_classic_cell_y (cell), &rx, &ry);
  *x = rx + self->zoom / 2;
  *y = ry + self->zoom / 2;
  return *x >= 0 && *y >= 0 && *x < gtk_widget_get_width (GTK_WIDGET (self)) &&
         *y < gtk_widget_get_height (GTK_WIDGET (self));
}

static void
clamp_view (CastellanClassicBoard *self)
{
  self->zoom = CLAMP (self->zoom, CASTELLAN_CLASSIC_MIN_ZOOM, CASTELLAN_CLASSIC_MAX_ZOOM);
  self->cx = CLAMP (self->cx, -CS_CLASSIC_RADIUS, CS_CLASSIC_RADIUS);
  self->cy = CLAMP (self->cy, -CS_CLASSIC_RADIUS, CS_CLASSIC_RADIUS);
}

/* Fitting leaves a margin round the board and, at the bottom, room for the
 * zoom buttons that float over the view, so no tile or lit cell sits under
 * them or touches the view's edge. */
#define FIT_MARGIN 12.0
#define FIT_BOTTOM 60.0

static void
fit_view (CastellanClassicBoard *self)
{
  const CsClassic *g = state (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double nx, ny;

  if (g == NULL || !has_game (self) || w < 1 || h < 1)
    {
      self->cx = self->cy = 0;
      self->zoom = 96;
      return;
    }
  /* the laid tiles and a ring of cells around them, where the next ones go */
  nx = g->max_x - g->min_x + 3;
  ny = g->max_y - g->min_y + 3;
  self->zoom = MIN (MIN ((w - 2 * FIT_MARGIN) / nx, (h - FIT_MARGIN - FIT_BOTTOM) / ny), 128);
  self->cx = (g->min_x + g->max_x) / 2.0;
  self->cy = (g->min_y + g->max_y) / 2.0 + (FIT_BOTTOM - FIT_MARGIN) / 2 / self->zoom;
  clamp_view (self);
}

void
castellan_classic_board_fit (CastellanClassicBoard *self)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  self->follow_fit = TRUE;
  fit_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
castellan_classic_board_get_zoom (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  return self->zoom;
}

void
castellan_classic_board_zoom_at (CastellanClassicBoard *self, double factor, double x, double y)
{
  double bx, by, w, h;

  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  board_point (self, x, y, &bx, &by);
  self->zoom = CLAMP (self->zoom * factor, CASTELLAN_CLASSIC_MIN_ZOOM, CASTELLAN_CLASSIC_MAX_ZOOM);
  /* the board point under (x, y) stays there */
  self->cx = bx - (x - w / 2) / self->zoom;
  self->cy = by - (y - h / 2) / self->zoom;
  self->follow_fit = FALSE;
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
castellan_classic_board_pan (CastellanClassicBoard *self, double dx, double dy)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));
  self->cx -= dx / self->zoom;
  self->cy -= dy / self->zoom;
  self->follow_fit = FALSE;
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* bring @cell into view with a cell of room, moving as little as possible */
static void
ensure_visible (CastellanClassicBoard *self, guint cell)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double half_w = w / 2 / self->zoom - 1.0, half_h = h / 2 / self->zoom - 1.0;
  int x = cs_classic_cell_x (cell), y = cs_classic_cell_y (cell);

  if (half_w < 0.5 || half_h < 0.5)
    return;
  if (x < self->cx - half_w)
    self->cx = x + half_w;
  else if (x > self->cx + half_w)
    self->cx = x - half_w;
  if (y < self->cy - half_h)
    self->cy = y + half_h;
  else if (y > self->cy + half_h)
    self->cy = y - half_h;
  clamp_view (self);
}

/* ---- textures ------------------------------------------------------------------- */

static guint
size_index (double px)
{
  for (guint i = 0; i < N_SIZES; i++)
    if (ladder[i] >= px)
      return i;
  return N_SIZES - 1;
}

static GdkTexture *
render (const char *svg, int px)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = art_render_svg (svg, px, px, &error);
  GdkTexture *texture;

  if (surface == NULL)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot render a classic tile: %s", error->message);
      return NULL;
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

static gboolean render_idle_cb (gpointer data);

static void
want_exact (CastellanClassicBoard *self)
{
  if (self->render_idle == 0)
    self->render_idle = g_timeout_add (120, render_idle_cb, self);
}

/* the texture of @key at the size index @want, or the nearest size there
 * is (and the exact one later); rendered now only if there is none at all */
static GdkTexture *
lookup (CastellanClassicBoard *self, GHashTable *table, guint key, guint want, gboolean is_tile,
        guint a, guint b)
{
  GdkTexture *texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * N_SIZES + want + 1));

  if (texture != NULL)
    return texture;
  for (guint d = 1; d < N_SIZES; d++)
    {
      if (want + d < N_SIZES &&
          (texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * N_SIZES + want + d + 1))))
        break;
      if (want >= d &&
          (texture = g_hash_table_lookup (table, GUINT_TO_POINTER (key * N_SIZES + want - d + 1))))
        break;
    }
  if (texture != NULL)
    {
      want_exact (self);
      return texture;
    }
  {
    g_autofree char *svg = is_tile ? art_classic_tile_svg (&state (self)->tileset->design[a], b)
                                   : art_classic_follower_svg (a, b ? ART_FIGURE_LYING : ART_FIGURE_STANDING);
    texture = render (svg, ladder[want]);
  }
  if (texture != NULL)
    g_hash_table_insert (table, GUINT_TO_POINTER (key * N_SIZES + want + 1), texture);
  return texture;
}

static int
device_scale (CastellanClassicBoard *self)
{
  return gtk_widget_get_scale_factor (GTK_WIDGET (self));
}

static GdkTexture *
tile_texture (CastellanClassicBoard *self, guint design, guint rot)
{
  return lookup (self, self->textures, design * 4 + rot, size_index (self->zoom * device_scale (self)),
                 TRUE, design, rot);
}

static GdkTexture *
follower_texture (CastellanClassicBoard *self, guint seat, gboolean lying, double px)
{
  return lookup (self, self->followers, seat * 2 + lying, size_index (px * device_scale (self)),
                 FALSE, seat, lying);
}

/* Bridges, Castles and Bazaars: a bridge (key = its axis, 1 or 2, plus
 * OVERLAY_CLOISTER across a cloister's tile) or a castle token
 * (OVERLAY_CASTLE + seat), rendered at the size asked */
#define OVERLAY_CLOISTER 4
#define OVERLAY_CASTLE 8

static GdkTexture *
overlay_texture (CastellanClassicBoard *self, guint key, double px)
{
  guint want = size_index (px * device_scale (self));
  guint hkey = key * N_SIZES + want + 1;
  GdkTexture *texture = g_hash_table_lookup (self->overlays, GUINT_TO_POINTER (hkey));

  if (texture == NULL)
    {
      g_autofree char *svg = key < OVERLAY_CASTLE ? art_classic_bridge_svg (key & 3, (key & OVERLAY_CLOISTER) != 0)
                                                  : art_classic_castle_svg (key - OVERLAY_CASTLE);
      texture = render (svg, ladder[want]);
      if (texture != NULL)
        g_hash_table_insert (self->overlays, GUINT_TO_POINTER (hkey), texture);
    }
  return texture;
}

/* render what the view stretches now at its exact size */
static gboolean
render_idle_cb (gpointer data)
{
  CastellanClassicBoard *self = data;
  const CsClassic *g = state (self);
  guint want = size_index (self->zoom * device_scale (self));

  self->render_idle = 0;
  if (g == NULL)
    return G_SOURCE_REMOVE;
  for (guint s = 0; s < g->n_laid; s++)
    {
      guint design = g->tileset->tile_design[g->slot_tile[s]], rot = g->slot_rot[s];
      guint key = (design * 4 + rot) * N_SIZES + want + 1;

      if (!g_hash_table_contains (self->textures, GUINT_TO_POINTER (key)))
        {
          g_autofree char *svg = art_classic_tile_svg (&g->tileset->design[design], rot);
          GdkTexture *texture = render (svg, ladder[want]);
          if (texture)
            g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
        }
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
anchor (CastellanClassicBoard *self, guint design, guint rot, guint piece, double *x, double *y)
{
  Anchor *a = &self->anchors[(design * 4 + rot) * CS_CLASSIC_MAX_PIECES + piece];

  if (!a->done)
    {
      art_classic_anchor (&state (self)->tileset->design[design], rot, piece, &a->x, &a->y);
      a->done = TRUE;
    }
  *x = a->x;
  *y = a->y;
}

/* ---- drawing -------------------------------------------------------------------- */

static GdkRGBA
seat_rgba (guint seat, double alpha)
{
  guint32 c = art_classic_seat_colour (seat);
  return (GdkRGBA) { ((c >> 16) & 0xff) / 255.0, ((c >> 8) & 0xff) / 255.0, (c & 0xff) / 255.0, alpha };
}

static void
draw_follower (CastellanClassicBoard *self, GtkSnapshot *snapshot, guint seat, guint type,
               int x, int y, guint design, guint rot, guint piece, double lift, double alpha)
{
  double ax, ay, rx, ry, size = MAX (12, self->zoom * 0.34);
  gboolean lying = type == CS_CLASSIC_FIELD;   /* a farmer lies in his field */
  GdkTexture *texture = follower_texture (self, seat, lying, size);

  anchor (self, design, rot, piece, &ax, &ay);
  cell_rect (self, x, y, &rx, &ry);
  if (texture)
    castellan_snapshot_texture (snapshot, texture, rx + ax * self->zoom - size / 2,
                                ry + ay * self->zoom - size / 2 - lift * self->zoom, size, size, alpha);
}

static gboolean
visible (CastellanClassicBoard *self, int x, int y)
{
  double rx, ry;

  cell_rect (self, x, y, &rx, &ry);
  return rx + self->zoom > 0 && ry + self->zoom > 0 &&
         rx < gtk_widget_get_width (GTK_WIDGET (self)) && ry < gtk_widget_get_height (GTK_WIDGET (self));
}

static void
draw_tile (CastellanClassicBoard *self, GtkSnapshot *snapshot, guint tile, guint rot, int x, int y, double alpha)
{
  const CsClassic *g = state (self);
  GdkTexture *texture = tile_texture (self, g->tileset->tile_design[tile], rot);
  double rx, ry;

  cell_rect (self, x, y, &rx, &ry);
  if (texture)
    castellan_snapshot_texture (snapshot, texture, rx, ry, self->zoom, self->zoom, alpha);
}

/* the bridge @code (CS_CLASSIC_BRIDGE) with a tile laid or about to be at @cell */
static void
draw_bridge (CastellanClassicBoard *self, GtkSnapshot *snapshot, guint cell, guint code, double alpha)
{
  const CsClassic *g = state (self);
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  guint target = CS_CLASSIC_BRIDGE_TARGET (code);
  int x = cs_classic_cell_x (cell) + (target ? dx[target - 1] : 0);
  int y = cs_classic_cell_y (cell) + (target ? dy[target - 1] : 0);
  guint slot = g->cell_slot[cs_classic_cell (x, y)];
  /* the bridged tile: one laid, or the one in hand about to be */
  guint tile = slot != CS_CLASSIC_NO_SLOT ? g->slot_tile[slot] : g->current;
  gboolean cloister = g->tileset->design[g->tileset->tile_design[tile]].cloister != 0xFF;
  GdkTexture *texture = overlay_texture (self, CS_CLASSIC_BRIDGE_AXIS (code) | (cloister ? OVERLAY_CLOISTER : 0),
                                         self->zoom);
  double rx, ry;

  cell_rect (self, x, y, &rx, &ry);
  if (texture != NULL)
    castellan_snapshot_texture (snapshot, texture, rx, ry, self->zoom, self->zoom, alpha);
}

/* every bridge on the board and every castle, its token over the side its
 * two tiles share (B-3, B-4.3) */
static void
draw_bcb (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  const CsClassic *g = state (self);
  double size = self->zoom * 0.62;

  if (!(g->options & CS_CLASSIC_BCB))
    return;
  for (guint s = 0; s < g->n_laid; s++)
    if (g->slot_bridge[s] != 0 && visible (self, cs_classic_cell_x (g->slot_cell[s]), cs_classic_cell_y (g->slot_cell[s])))
      draw_bridge (self, snapshot, g->slot_cell[s], CS_CLASSIC_BRIDGE (0, g->slot_bridge[s]), 1.0);
  for (guint i = 0; i < g->bcb.n_castles; i++)
    {
      const CsClassicCastle *c = &g->bcb.castle[i];
      guint a = g->slot_cell[c->slot[0]], b = g->slot_cell[c->slot[1]];
      GdkTexture *texture = overlay_texture (self, OVERLAY_CASTLE + c->owner, size);
      double ax, ay, bx, by;

      cell_rect (self, cs_classic_cell_x (a), cs_classic_cell_y (a), &ax, &ay);
      cell_rect (self, cs_classic_cell_x (b), cs_classic_cell_y (b), &bx, &by);
      if (texture != NULL)
        castellan_snapshot_texture (snapshot, texture, (ax + bx + self->zoom - size) / 2,
                                    (ay + by + self->zoom - size) / 2, size, size, 1.0);
    }
}

static gboolean
castle_cell (CastellanClassicBoard *self, int x, int y)
{
  if (x < -CS_CLASSIC_RADIUS || x > CS_CLASSIC_RADIUS || y < -CS_CLASSIC_RADIUS || y > CS_CLASSIC_RADIUS)
    return FALSE;
  for (guint i = 0; i < self->n_castle_cells; i++)
    if (self->castle_cells[i] == cs_classic_cell (x, y))
      return TRUE;
  return FALSE;
}

/* B-4.2: the small city the castle question is about, in the gold of a
 * completed city (as a field's cities are lit, C-8.3) and ringed as one
 * shape: a dark line outside a light one, which reads on any tile */
static void
draw_castle_city (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
  GdkRGBA gold = { 1, 0.80, 0.15, 0.38 }, halo = { 1, 1, 1, 0.95 }, edge = { 0.45, 0.28, 0.0, 1 };
  double line = MAX (3, self->zoom * 0.06);

  /* the fill, then the light line, then the dark one over its outer half */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < self->n_castle_cells; i++)
      {
        int x = cs_classic_cell_x (self->castle_cells[i]), y = cs_classic_cell_y (self->castle_cells[i]);
        double rx, ry, width = pass == 1 ? 2 * line : line;

        if (!visible (self, x, y))
          continue;
        cell_rect (self, x, y, &rx, &ry);
        if (pass == 0)
          {
            castellan_snapshot_rect (snapshot, rx, ry, self->zoom, self->zoom, &gold);
            continue;
          }
        /* each side the city does not share with another of its tiles */
        for (guint side = 0; side < 4; side++)
          if (!castle_cell (self, x + dx[side], y + dy[side]))
            castellan_snapshot_rect (snapshot, rx + (dx[side] > 0 ? self->zoom - width : 0),
                                     ry + (dy[side] > 0 ? self->zoom - width : 0),
                                     dx[side] != 0 ? width : self->zoom, dy[side] != 0 ? width : self->zoom,
                                     pass == 1 ? &halo : &edge);
      }
}

/* @seat's follower still stands on @piece of the tile at @cell (a completed
 * feature sends it home at once) */
static gboolean
still_there (const CsClassic *g, guint seat, guint cell, int piece)
{
  for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
    {
      guint16 node = g->player[seat].follower[i];
      if (node != CS_NONE && g->node_slot[node] == g->cell_slot[cell] && g->node_piece[node] == piece)
        return TRUE;
    }
  return FALSE;
}

/* ---- a computer's move, played out -------------------------------------------------- */

static double
ease (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* the seat whose move is playing out */
static int
anim_mover (CastellanClassicBoard *self)
{
  for (guint i = 0; i < self->anim_events->n; i++)
    if (self->anim_events->ev[i].type == CS_EVENT_TILE_LAID)
      return self->anim_events->ev[i].player;
  return -1;
}

/* the tile comes down on its cell: from a little larger and faint, in the
 * first part of the move */
static void
draw_tile_settling (CastellanClassicBoard *self, GtkSnapshot *snapshot, guint tile, guint rot, int x, int y)
{
  double t = ease (CLAMP (self->anim_t * 2, 0, 1)), rx, ry, k = 1.3 - 0.3 * t;

  cell_rect (self, x, y, &rx, &ry);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rx + self->zoom / 2, ry + self->zoom / 2));
  gtk_snapshot_scale (snapshot, k, k);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-rx - self->zoom / 2, -ry - self->zoom / 2));
  draw_tile (self, snapshot, tile, rot, x, y, MIN (1, 0.2 + t));
  gtk_snapshot_restore (snapshot);
}

/* followers a completed feature sends home rise from where they stood and fade */
static void
draw_going_home (CastellanClassicBoard *self, GtkSnapshot *snapshot)
{
  const CsClassic *g = state (self);

  for (guint i = 0; i < self->anim_events->n; i++)
    {
      const CsEvent *e = &self->anim_events->ev[i];
      guint cell, slot;

      if (e->type != CS_EVENT_FOLLOWER_RETURNED)
        continue;
      cell = cs_classic_cell (e->x, e->y);
      slot = g->cell_slot[cell];
      if (slot == CS_CLASSIC_NO_SLOT || !visible (self, e->x, e->y))
        continue;
      draw_follower (self, snapshot, e->player, e->ftype, e->x, e->y, g->tileset->tile_design[g->slot_tile[slot]],
                     g->slot_rot[slot], e->piece, 0.3 * self->anim_t, 1 - ease (self->anim_t));
    }
}

static void
stop_animation (CastellanClassicBoard *self)
{
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->anim_events != NULL && self->anim_events->n > 0)
    {
      self->anim_events->n = 0;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  self->anim_t = 1;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);

  self->anim_t = CLAMP ((gdk_frame_clock_get_frame_time (clock) - self->anim_start) / self->anim_duration, 0, 1);
  gtk_widget_queue_draw (widget);
  if (self->anim_t < 1)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  stop_animation (self);
  return G_SOURCE_REMOVE;
}

static void
played_cb (CastellanClassicGame *game, gpointer events, CastellanClassicBoard *self)
{
  const CsEvents *ev = events;
  int mover;

  stop_animation (self);
  *self->anim_events = *ev;
  mover = anim_mover (self);
  /* a person laid their tile by hand and saw it; a computer's move is shown */
  if (self->speed == CASTELLAN_ANIMATION_OFF || !gtk_widget_get_mapped (GTK_WIDGET (self)) || mover < 0 ||
      !castellan_player_is_computer (castellan_classic_game_get_player (game, mover)))
    {
      self->anim_events->n = 0;
      return;
    }
  self->anim_start = g_get_monotonic_time ();
  self->anim_duration = self->speed == CASTELLAN_ANIMATION_FAST ? 450000 : 1100000;
  self->anim_t = 0;
  /* the view follows the move where the person has moved it away */
  if (!self->follow_fit)
    {
      const CsClassic *g = state (self);
      ensure_visible (self, g->slot_cell[g->n_laid - 1]);
    }
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
}

gboolean
castellan_classic_board_get_animating (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  return self->anim_events->n > 0;
}

/* an arrow at the view's edge toward the nearest lit cell out of view, with
 * the count of such cells */
static void
draw_offscreen (CastellanClassicBoard *self, GtkSnapshot *snapshot, const guint16 *cells, guint n)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double best = G_MAXDOUBLE, tx = 0, ty = 0, dx, dy, t, ex, ey;
  guint off = 0;
  GdkRGBA fill = { 0.21, 0.52, 0.89, 0.95 }, white = { 1, 1, 1, 1 };
  char label[16];

  for (guint i = 0; i < n; i++)
    {
      double x, y;
      if (castellan_classic_board_cell_point (self, cells[i], &x, &y))
        return;   /* one is in view: no arrow */
      off++;
      dx = x - w / 2;
      dy = y - h / 2;
      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          tx = x;
          ty = y;
        }
    }
  if (off == 0)
    return;
  dx = tx - w / 2;
  dy = ty - h / 2;
  /* where the line from the centre leaves the view, 28 px inside */
  t = MIN (fabs (dx) > 1e-6 ? (w / 2 - 28) / fabs (dx) : G_MAXDOUBLE,
           fabs (dy) > 1e-6 ? (h / 2 - 28) / fabs (dy) : G_MAXDOUBLE);
  ex = w / 2 + dx * t;
  ey = h / 2 + dy * t;
  /* not under the zoom buttons in the bottom-right corner */
  if (ex > w - 150 && ey > h - 80)
    ey = h - 100;
  {
    double len = hypot (dx, dy), ux = dx / len, uy = dy / len;

    castellan_snapshot_disc (snapshot, ex, ey, 18, &fill, &white);
    /* the arrow head: a small disc ahead of the badge */
    castellan_snapshot_disc (snapshot, ex + ux * 20, ey + uy * 20, 6, &fill, &white);
  }
  g_snprintf (label, sizeof label, "%u", off);
  castellan_snapshot_text (GTK_WIDGET (self), snapshot, label, ex, ey, 14, &white, FALSE);
}

static void
castellan_classic_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);
  const CsClassic *g = state (self);
  CastellanStage stage;
  guint pending_cell = 0, pending_rot = 0;
  gboolean pending;
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GdkRGBA lit = { 0.21, 0.52, 0.89, 0.30 }, lit_edge = { 0.21, 0.52, 0.89, 0.8 };
  GdkRGBA cursor_ok = { 1, 1, 1, 0.95 }, cursor_bad = { 0.88, 0.11, 0.14, 0.95 };
  GdkRGBA white = { 1, 1, 1, 1 }, ink = { 0.1, 0.1, 0.12, 1 };
  const guint16 *fits = NULL;
  guint n_fits;

  if (g == NULL || !has_game (self))
    return;
  if (self->follow_fit)
    fit_view (self);
  stage = castellan_classic_turn_get_stage (self->turn);
  pending = castellan_classic_turn_get_pending (self->turn, &pending_cell, &pending_rot);
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* the tiles */
  for (guint s = 0; s < g->n_laid; s++)
    {
      int x = cs_classic_cell_x (g->slot_cell[s]), y = cs_classic_cell_y (g->slot_cell[s]);
      if (!visible (self, x, y))
        continue;
      if (self->anim_events->n > 0 && s == (guint) g->n_laid - 1)
        draw_tile_settling (self, snapshot, g->slot_tile[s], g->slot_rot[s], x, y);
      else
        draw_tile (self, snapshot, g->slot_tile[s], g->slot_rot[s], x, y, 1.0);
    }

  draw_bcb (self, snapshot);

  /* each player's last tile, until their next turn */
  for (guint p = 0; p < g->n_players; p++)
    {
      int cell = castellan_classic_game_get_last_cell (self->game, p), piece;
      double rx, ry;
      GdkRGBA c = seat_rgba (p, 0.95), halo = { 1, 1, 1, 0.8 };

      if (cell < 0 || (p == g->active && !cs_classic_over (g)))
        continue;
      cell_rect (self, cs_classic_cell_x (cell), cs_classic_cell_y (cell), &rx, &ry);
      castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, MAX (2, self->zoom * 0.05) + 2, &halo);
      castellan_snapshot_outline (snapshot, rx + 1, ry + 1, self->zoom - 2, self->zoom - 2,
                                  MAX (2, self->zoom * 0.05), &c);
      /* and the follower put with it, ringed */
      piece = castellan_classic_game_get_last_piece (self->game, p);
      if (piece >= 0 && g->cell_slot[cell] != CS_CLASSIC_NO_SLOT && still_there (g, p, cell, piece))
        {
          guint slot = g->cell_slot[cell];
          double ax, ay;
          GdkRGBA none = { 0, 0, 0, 0 };

          if (piece < g->tileset->design[g->tileset->tile_design[g->slot_tile[slot]]].n_pieces)
            anchor (self, g->tileset->tile_design[g->slot_tile[slot]], g->slot_rot[slot], piece, &ax, &ay);
          else
            ax = ART_CLASSIC_BRIDGE_X, ay = ART_CLASSIC_BRIDGE_Y;   /* on a bridge (B-3.8) */
          castellan_snapshot_disc (snapshot, rx + ax * self->zoom, ry + ay * self->zoom,
                                   MAX (9, self->zoom * 0.22), &none, &c);
        }
    }

  /* the cities the chosen field supplies (C-8.3): the completed ones in
   * gold, the others pale */
  if (stage == CASTELLAN_STAGE_FOLLOWER)
    {
      const guint16 *cities = self->field_cells;
      guint done = self->n_field_done, n = self->n_field_cells;
      GdkRGBA gold = { 1, 0.80, 0.15, 0.38 }, gold_edge = { 0.85, 0.62, 0.05, 0.95 };
      GdkRGBA pale = { 1, 1, 1, 0.30 }, pale_edge = { 1, 1, 1, 0.8 };

      for (guint i = 0; i < n; i++)
        {
          double rx, ry;

          if (!visible (self, cs_classic_cell_x (cities[i]), cs_classic_cell_y (cities[i])))
            continue;
          cell_rect (self, cs_classic_cell_x (cities[i]), cs_classic_cell_y (cities[i]), &rx, &ry);
          castellan_snapshot_rect (snapshot, rx + 2, ry + 2, self->zoom - 4, self->zoom - 4, i < done ? &gold : &pale);
          castellan_snapshot_outline (snapshot, rx + 2, ry + 2, self->zoom - 4, self->zoom - 4,
                                      MAX (2, self->zoom * 0.04), i < done ? &gold_edge : &pale_edge);
        }
    }

  draw_castle_city (self, snapshot);

  /* the followers on the board */
  for (guint p = 0; p < g->n_players; p++)
    for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
      {
        guint16 node = g->player[p].follower[i];
        guint slot, piece, tile;
        gboolean placed;
        double t;

        if (node == CS_NONE)
          continue;
        slot = g->node_slot[node];
        piece = g->node_piece[node];
        tile = g->slot_tile[slot];
        placed = self->anim_events->n > 0 && slot == (guint) g->n_laid - 1 && (int) p == anim_mover (self);
        t = placed ? ease (CLAMP (self->anim_t * 2 - 0.6, 0, 1)) : 1;
        if (piece >= g->tileset->design[g->tileset->tile_design[tile]].n_pieces)
          {
            /* a traveller on a bridge (B-3.8), where every bridge crosses */
            double rx, ry, size = MAX (12, self->zoom * 0.34);
            GdkTexture *texture = follower_texture (self, p, FALSE, size);

            cell_rect (self, cs_classic_cell_x (g->slot_cell[slot]), cs_classic_cell_y (g->slot_cell[slot]), &rx, &ry);
            if (texture != NULL)
              castellan_snapshot_texture (snapshot, texture, rx + ART_CLASSIC_BRIDGE_X * self->zoom - size / 2,
                                          ry + ART_CLASSIC_BRIDGE_Y * self->zoom - size / 2, size, size, t);
            continue;
          }
        if (visible (self, cs_classic_cell_x (g->slot_cell[slot]), cs_classic_cell_y (g->slot_cell[slot])))
          draw_follower (self, snapshot, p, g->tileset->design[g->tileset->tile_design[tile]].pieces[piece].type,
                         cs_classic_cell_x (g->slot_cell[slot]), cs_classic_cell_y (g->slot_cell[slot]),
                         g->tileset->tile_design[tile], g->slot_rot[slot], piece, placed ? 0.3 * (1 - t) : 0,
                         placed ? t : 1.0);
      }
  draw_going_home (self, snapshot);

  /* where the drawn tile fits */
  n_fits = castellan_classic_turn_get_fit_cells (self->turn, &fits);
  for (guint i = 0; i < n_fits; i++)
    {
      int x = cs_classic_cell_x (fits[i]), y = cs_classic_cell_y (fits[i]);
      double rx, ry;

      if (!visible (self, x, y))
        continue;
      cell_rect (self, x, y, &rx, &ry);
      castellan_snapshot_rect (snapshot, rx + 1, ry + 1, self->zoom - 2, self->zoom - 2, &lit);
      castellan_snapshot_outline (snapshot, rx + 1, ry + 1, self->zoom - 2, self->zoom - 2, 1.5, &lit_edge);
    }

  /* the drawn tile under the cursor, or laid and waiting for its follower */
  if (stage == CASTELLAN_STAGE_PLACE && castellan_classic_turn_get_cursor_cell (self->turn) >= 0)
    {
      int cell = castellan_classic_turn_get_cursor_cell (self->turn);
      guint rot = castellan_classic_turn_get_rotation (self->turn);
      gboolean fits_here = castellan_classic_turn_get_fits (self->turn, cell) & (1u << rot);
      int x = cs_classic_cell_x (cell), y = cs_classic_cell_y (cell);
      double rx, ry;

      cell_rect (self, x, y, &rx, &ry);
      if (g->cell_slot[cell] == CS_CLASSIC_NO_SLOT)
        draw_tile (self, snapshot, g->current, rot, x, y, fits_here ? 0.85 : 0.45);
      if (fits_here && castellan_classic_turn_get_bridge (self->turn) != 0)
        draw_bridge (self, snapshot, cell, castellan_classic_turn_get_bridge (self->turn), 0.85);
      castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, MAX (2.5, self->zoom * 0.06),
                                  fits_here ? &cursor_ok : &cursor_bad);
    }
  else if (pending)
    {
      int x = cs_classic_cell_x (pending_cell), y = cs_classic_cell_y (pending_cell);
      const guint8 *open;
      guint n_open = castellan_classic_turn_get_open_spots (self->turn, &open);
      int selected = castellan_classic_turn_get_selected_spot (self->turn);
      int chosen = castellan_classic_turn_get_chosen_follower (self->turn);
      guint design = g->tileset->tile_design[g->current];
      double rx, ry;
      GdkRGBA mine = seat_rgba (g->active, 0.95);

      draw_tile (self, snapshot, g->current, pending_rot, x, y, 1.0);
      if (castellan_classic_turn_get_bridge (self->turn) != 0)
        draw_bridge (self, snapshot, pending_cell, castellan_classic_turn_get_bridge (self->turn), 1.0);
      cell_rect (self, x, y, &rx, &ry);
      castellan_snapshot_outline (snapshot, rx, ry, self->zoom, self->zoom, MAX (2.5, self->zoom * 0.06), &mine);
      if (stage == CASTELLAN_STAGE_CONFIRM && chosen >= (int) g->tileset->design[design].n_pieces)
        {
          double sx = rx + ART_CLASSIC_BRIDGE_X * self->zoom, sy = ry + ART_CLASSIC_BRIDGE_Y * self->zoom;
          castellan_snapshot_disc (snapshot, sx, sy, MAX (9, self->zoom * 0.11), &mine, &ink);
        }
      else if (stage == CASTELLAN_STAGE_CONFIRM && chosen >= 0)
        draw_follower (self, snapshot, g->active, g->tileset->design[design].pieces[chosen].type,
                       x, y, design, pending_rot, chosen, 0, 1.0);
      else if (stage == CASTELLAN_STAGE_FOLLOWER)
        for (guint i = 0; i < n_open; i++)
          {
            double sx, sy;
            char label[4];

            castellan_classic_board_spot_point (self, i, &sx, &sy);
            castellan_snapshot_disc (snapshot, sx, sy, MAX (9, self->zoom * 0.11),
                                     (int) i == selected ? &mine : &white, &ink);
            g_snprintf (label, sizeof label, "%u", i + 1);
            castellan_snapshot_text (widget, snapshot, label, sx, sy, MAX (9, self->zoom * 0.12), &ink, FALSE);
          }
    }

  if (n_fits > 0)
    draw_offscreen (self, snapshot, fits, n_fits);
  gtk_snapshot_pop (snapshot);
}

gboolean
castellan_classic_board_spot_point (CastellanClassicBoard *self, guint index, double *x, double *y)
{
  const CsClassic *g;
  const guint8 *open;
  guint cell, rot, n, design;
  double rx, ry;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), FALSE);
  g = state (self);
  if (g == NULL || !castellan_classic_turn_get_pending (self->turn, &cell, &rot))
    return FALSE;
  n = castellan_classic_turn_get_open_spots (self->turn, &open);
  if (index >= n || n > G_N_ELEMENTS (self->badge_open))
    return FALSE;
  design = g->tileset->tile_design[g->current];
  if (design != self->badge_design || rot != self->badge_rot || n != self->badge_n ||
      memcmp (open, self->badge_open, n) != 0)
    {
      art_classic_badge_layout (&g->tileset->design[design], rot, open, n, 0.12, self->badge_x, self->badge_y);
      memcpy (self->badge_open, open, n);
      self->badge_design = design;
      self->badge_rot = rot;
      self->badge_n = n;
    }
  cell_rect (self, cs_classic_cell_x (cell), cs_classic_cell_y (cell), &rx, &ry);
  *x = rx + self->badge_x[index] * self->zoom;
  *y = ry + self->badge_y[index] * self->zoom;
  return TRUE;
}

guint
castellan_classic_board_get_castle_city (CastellanClassicBoard *self, const guint16 **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  if (cells != NULL)
    *cells = self->castle_cells;
  return self->n_castle_cells;
}

guint
castellan_classic_board_get_offscreen_fits (CastellanClassicBoard *self)
{
  const guint16 *fits;
  guint n, off = 0;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), 0);
  if (self->turn == NULL)
    return 0;
  n = castellan_classic_turn_get_fit_cells (self->turn, &fits);
  for (guint i = 0; i < n; i++)
    {
      double x, y;
      if (castellan_classic_board_cell_point (self, fits[i], &x, &y))
        return 0;
      off++;
    }
  return off;
}

/* ---- accessibility -------------------------------------------------------------- */

/* What the cursor shows, in the model's words (castellan-classic-describe.h),
 * is the board's description, as on The Castle's board (castellan-a11y.h):
 * Orca speaks it as it changes while the board has the focus; a message
 * announced (a move played, a refused tile, a suggestion) takes its place
 * until the player's next key or click (input). */
static char *
describe (GtkWidget *widget)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);

  return self->turn ? castellan_classic_describe_cursor (self->turn) : NULL;
}

static void
input (CastellanClassicBoard *self)
{
  castellan_a11y_input (GTK_WIDGET (self));
}

const char *
castellan_classic_board_get_description (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), NULL);
  return castellan_a11y_get_description (GTK_WIDGET (self));
}

/* ---- input ---------------------------------------------------------------------- */

/* the open spot whose numbered badge is at (wx, wy), or -1 */
static int
spot_at (CastellanClassicBoard *self, double wx, double wy)
{
  guint n = castellan_classic_turn_get_open_spots (self->turn, NULL);
  double r = MAX (12, self->zoom * 0.14);

  for (guint i = 0; i < n; i++)
    {
      double sx, sy;
      if (castellan_classic_board_spot_point (self, i, &sx, &sy) && hypot (sx - wx, sy - wy) <= r)
        return i;
    }
  return -1;
}

void
castellan_classic_board_activate_at (CastellanClassicBoard *self, double wx, double wy)
{
  CastellanStage stage;
  int cell;

  if (self->turn == NULL || !has_game (self))
    return;
  input (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  stage = castellan_classic_turn_get_stage (self->turn);
  if (stage == CASTELLAN_STAGE_FOLLOWER)
    {
      int spot = spot_at (self, wx, wy);
      if (spot >= 0)
        castellan_classic_turn_choose_follower (self->turn, spot);
      return;
    }
  if (stage != CASTELLAN_STAGE_PLACE)
    return;
  cell = cell_at (self, wx, wy);
  if (cell < 0)
    return;
  /* one click lays, as on The Castle's board: where the tile does not
   * fit as turned, the turn says why */
  castellan_classic_turn_set_cursor_cell (self->turn, cell);
  castellan_classic_turn_lay (self->turn);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, CastellanClassicBoard *self)
{
  self->drag_cx = self->cx;
  self->drag_cy = self->cy;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, CastellanClassicBoard *self)
{
  if (!self->dragging && hypot (dx, dy) < DRAG_SLOP)
    return;
  self->dragging = TRUE;
  self->cx = self->drag_cx - dx / self->zoom;
  self->cy = self->drag_cy - dy / self->zoom;
  self->follow_fit = FALSE;
  clamp_view (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, CastellanClassicBoard *self)
{
  double x, y;

  if (self->dragging)
    {
      self->dragging = FALSE;
      return;
    }
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  castellan_classic_board_activate_at (self, x + dx, y + dy);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, CastellanClassicBoard *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (mods & GDK_CONTROL_MASK)
    {
      double x = self->pointer_in ? self->px : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      double y = self->pointer_in ? self->py : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
      castellan_classic_board_zoom_at (self, pow (ZOOM_STEP, -dy), x, y);
    }
  else
    castellan_classic_board_pan (self, -dx * 40, -dy * 40);
  return TRUE;
}

/* GTK sends a motion event at the resting pointer's place whenever the
 * board is laid out again or moves in the window (the side pane grows, a
 * dialog closes): only a pointer that really moved in the window takes the
 * cursor, so the keyboard's cursor stays where the keys put it */
static gboolean
pointer_moved (CastellanClassicBoard *self, double x, double y)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  double wx = x, wy = y;
  gboolean moved;

  if (root != NULL)
    gtk_widget_translate_coordinates (GTK_WIDGET (self), root, x, y, &wx, &wy);
  moved = !self->pointer_seen || fabs (wx - self->pointer_wx) >= 1 || fabs (wy - self->pointer_wy) >= 1;
  self->pointer_seen = TRUE;
  self->pointer_wx = wx;
  self->pointer_wy = wy;
  return moved;
}

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, CastellanClassicBoard *self)
{
  int cell;

  self->px = x;
  self->py = y;
  self->pointer_in = TRUE;
  if (!pointer_moved (self, x, y) || self->turn == NULL || self->dragging)
    return;
  /* hovering a numbered spot chooses it, so the tutor and the board show
   * what it is (a field lights the cities it supplies) */
  if (castellan_classic_turn_get_stage (self->turn) == CASTELLAN_STAGE_FOLLOWER)
    {
      int spot = spot_at (self, x, y);
      if (spot >= 0 && spot != castellan_classic_turn_get_selected_spot (self->turn))
        castellan_classic_turn_select_spot (self->turn, spot);
      return;
    }
  /* hovering a lit cell shows the tile there */
  if (castellan_classic_turn_get_stage (self->turn) != CASTELLAN_STAGE_PLACE)
    return;
  cell = cell_at (self, x, y);
  if (cell >= 0 && castellan_classic_turn_get_fits (self->turn, cell))
    castellan_classic_turn_set_cursor_cell (self->turn, cell);
}

static void
leave_cb (GtkEventControllerMotion *controller, CastellanClassicBoard *self)
{
  self->pointer_in = FALSE;
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, CastellanClassicBoard *self)
{
  self->pinch_zoom = self->zoom;
}

static void
zoom_scale_cb (GtkGestureZoom *gesture, double scale, CastellanClassicBoard *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  castellan_classic_board_zoom_at (self, self->pinch_zoom * scale / self->zoom, x, y);
}

static gboolean
key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType mods,
        CastellanClassicBoard *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  CastellanStage stage = self->turn ? castellan_classic_turn_get_stage (self->turn) : CASTELLAN_STAGE_IDLE;
  int dx = 0, dy = 0;

  if (mods & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  input (self);
  switch (keyval)
    {
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      castellan_classic_board_zoom_at (self, ZOOM_STEP, w / 2, h / 2);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      castellan_classic_board_zoom_at (self, 1 / ZOOM_STEP, w / 2, h / 2);
      return TRUE;
    case GDK_KEY_0: case GDK_KEY_KP_0:
      castellan_classic_board_fit (self);
      return TRUE;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:       dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:   dy = 1; break;
    case GDK_KEY_r:
      castellan_classic_turn_rotate (self->turn, 1);
      return self->turn != NULL;
    case GDK_KEY_R:
      castellan_classic_turn_rotate (self->turn, -1);
      return self->turn != NULL;
    case GDK_KEY_f: case GDK_KEY_F:
      /* F, Shift+F: on to the next cell that takes the tile, or back */
      if (stage != CASTELLAN_STAGE_PLACE)
        return FALSE;
      if (!castellan_classic_turn_next_fit (self->turn, keyval == GDK_KEY_F ? -1 : 1))
        gtk_widget_error_bell (GTK_WIDGET (self));
      else
        {
          self->follow_fit = FALSE;
          ensure_visible (self, castellan_classic_turn_get_cursor_cell (self->turn));
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
      return TRUE;
    case GDK_KEY_n:
      /* N: no follower */
      if (stage != CASTELLAN_STAGE_FOLLOWER)
        return FALSE;
      castellan_classic_turn_choose_follower (self->turn, -1);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (stage == CASTELLAN_STAGE_PLACE)
        castellan_classic_turn_lay (self->turn);
      else if (stage == CASTELLAN_STAGE_FOLLOWER)
        castellan_classic_turn_choose_follower (self->turn, castellan_classic_turn_get_selected_spot (self->turn));
      else if (stage == CASTELLAN_STAGE_CONFIRM)
        castellan_classic_turn_end (self->turn);
      return stage != CASTELLAN_STAGE_IDLE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      /* B-3.6: a tile that fits only with a bridge may be removed instead */
      return self->turn != NULL && castellan_classic_turn_discard (self->turn);
    case GDK_KEY_b: case GDK_KEY_B:
      /* B-3: the next bridge that may go with the laid tile, or none */
      return self->turn != NULL && castellan_classic_turn_next_bridge (self->turn);
    case GDK_KEY_Escape:
      if (stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM)
        {
          castellan_classic_turn_cancel (self->turn);
          return TRUE;
        }
      return FALSE;
    default:
      if (stage == CASTELLAN_STAGE_FOLLOWER && keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
        {
          guint i = keyval - GDK_KEY_1;
          if (i < castellan_classic_turn_get_open_spots (self->turn, NULL))
            castellan_classic_turn_choose_follower (self->turn, i);
          return TRUE;
        }
      return FALSE;
    }
  if (self->turn == NULL)
    return FALSE;
  castellan_classic_turn_move_cursor (self->turn, dx, dy);
  if (castellan_classic_turn_get_cursor_cell (self->turn) >= 0 && stage == CASTELLAN_STAGE_PLACE)
    {
      self->follow_fit = FALSE;
      ensure_visible (self, castellan_classic_turn_get_cursor_cell (self->turn));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* ---- the object ----------------------------------------------------------------- */

static void
changed_cb (gpointer source, CastellanClassicBoard *self)
{
  self->badge_design = G_MAXUINT;
  self->n_field_done = 0;
  self->n_field_cells = self->turn != NULL
                        ? castellan_classic_tutor_field_city_cells (self->turn, self->field_cells, &self->n_field_done)
                        : 0;
  /* the question is the owner's to answer, as the page asks it */
  self->n_castle_cells = self->game != NULL && castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_PLACE
                         ? castellan_classic_bcb_get_castle_cells (self->game, self->castle_cells)
                         : 0;
  castellan_a11y_update (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
castellan_classic_board_set_turn (CastellanClassicBoard *self, CastellanClassicTurn *turn)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self));

  if (self->turn == turn)
    return;
  stop_animation (self);
  if (self->turn)
    {
      g_clear_signal_handler (&self->turn_changed_id, self->turn);
      g_clear_signal_handler (&self->game_changed_id, self->game);
      g_clear_signal_handler (&self->played_id, self->game);
    }
  g_set_object (&self->turn, turn);
  g_clear_object (&self->game);
  if (turn)
    {
      self->game = g_object_ref (castellan_classic_turn_get_game (turn));
      self->turn_changed_id = g_signal_connect (turn, "changed", G_CALLBACK (changed_cb), self);
      self->game_changed_id = g_signal_connect (self->game, "changed", G_CALLBACK (changed_cb), self);
      self->played_id = g_signal_connect (self->game, "turn-played", G_CALLBACK (played_cb), self);
    }
  self->follow_fit = TRUE;
  changed_cb (NULL, self);
}

CastellanClassicTurn *
castellan_classic_board_get_turn (CastellanClassicBoard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_BOARD (self), NULL);
  return self->turn;
}

static void
castellan_classic_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (widget);

  if (self->follow_fit)
    fit_view (self);
}

static void
castellan_classic_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 160;
  *natural = 640;
}

static void
castellan_classic_board_dispose (GObject *object)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (object);

  castellan_classic_board_set_turn (self, NULL);
  g_clear_handle_id (&self->render_idle, g_source_remove);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->followers, g_hash_table_unref);
  g_clear_pointer (&self->overlays, g_hash_table_unref);
  g_clear_pointer (&self->anchors, g_free);
  G_OBJECT_CLASS (castellan_classic_board_parent_class)->dispose (object);
}

static void
castellan_classic_board_finalize (GObject *object)
{
  g_free (CASTELLAN_CLASSIC_BOARD (object)->anim_events);
  G_OBJECT_CLASS (castellan_classic_board_parent_class)->finalize (object);
}

static void
castellan_classic_board_unmap (GtkWidget *widget)
{
  stop_animation (CASTELLAN_CLASSIC_BOARD (widget));
  GTK_WIDGET_CLASS (castellan_classic_board_parent_class)->unmap (widget);
}

static void
castellan_classic_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED: g_value_set_enum (value, self->speed); break;
    case PROP_ANIMATING:       g_value_set_boolean (value, self->anim_events->n > 0); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_classic_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CastellanClassicBoard *self = CASTELLAN_CLASSIC_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATION_SPEED:
      self->speed = g_value_get_enum (value);
      if (self->speed == CASTELLAN_ANIMATION_OFF)
        stop_animation (self);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
castellan_classic_board_class_init (CastellanClassicBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_classic_board_dispose;
  object_class->finalize = castellan_classic_board_finalize;
  object_class->get_property = castellan_classic_board_get_property;
  object_class->set_property = castellan_classic_board_set_property;
  widget_class->unmap = castellan_classic_board_unmap;
  widget_class->snapshot = castellan_classic_board_snapshot;
  widget_class->measure = castellan_classic_board_measure;
  widget_class->size_allocate = castellan_classic_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "castellan-classic-board");
  props[PROP_ANIMATION_SPEED] = g_param_spec_enum ("animation-speed", NULL, NULL, CASTELLAN_TYPE_ANIMATION_SPEED,
                                                   CASTELLAN_ANIMATION_NORMAL,
                                                   G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

  /* the pointer, the pinch, the wheel and the keys: declared in the template */
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/castellan/Castellan/castellan-classic-board.ui");
  gtk_widget_class_bind_template_callback (widget_class, drag_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_update_cb);
  gtk_widget_class_bind_template_callback (widget_class, drag_end_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_begin_cb);
  gtk_widget_class_bind_template_callback (widget_class, zoom_scale_cb);
  gtk_widget_class_bind_template_callback (widget_class, scroll_cb);
  gtk_widget_class_bind_template_callback (widget_class, motion_cb);
  gtk_widget_class_bind_template_callback (widget_class, leave_cb);
  gtk_widget_class_bind_template_callback (widget_class, key_cb);
}

static void
castellan_classic_board_init (CastellanClassicBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->zoom = 96;
  self->follow_fit = TRUE;
  self->speed = CASTELLAN_ANIMATION_NORMAL;
  self->anim_events = g_new0 (CsEvents, 1);
  self->anim_t = 1;
  self->badge_design = G_MAXUINT;
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->followers = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->overlays = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->anchors = g_new0 (Anchor, CS_CLASSIC_MAX_DESIGNS * 4 * CS_CLASSIC_MAX_PIECES);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Carcassonne board"), -1);
  castellan_a11y_set_describe_func (GTK_WIDGET (self), describe);
}

GtkWidget *
castellan_classic_board_new (void)
{
  return g_object_new (CASTELLAN_TYPE_CLASSIC_BOARD, NULL);
}
