/* castellan-board-view.c — the castle, its track and the turn being played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws the model's state with cached textures and lets a human
 * choose a move: a place and a turn for the drawn tile, then a follower
 * spot or none. Every "may I" is asked of the engine (cs_game_is_legal,
 * cs_game_spots); the board only shows the answers.
 */
#define G_LOG_DOMAIN "castellan-board-view"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "castellan-board-view.h"
#include "castellan-texture-cache.h"
#include "cs-text.h"

#define M CASTELLAN_BOARD_MARGIN
/* a band above and left of the picture for the column letters and row
 * numbers of the cell names ("D1"), in cells */
#define LABELS 0.36

struct _CastellanBoardView {
  GtkWidget       parent_instance;

  CastellanGame  *game;
  gulong          changed_id;
  gulong          turn_id;
  gulong          phase_id;
  gulong          started_id;

  CastellanStage  stage;
  int             cursor;         /* cell under the pointer or keyboard cursor, -1 */
  guint           rot;
  guint           rot_turn;       /* the move count the rotation was chosen in, G_MAXUINT: none */
  int             pending_cell;   /* laid, waiting for the follower step */
  guint           pending_rot;
  guint8          spots[CS_MAX_PIECES];
  CsSpot          spot_info[CS_MAX_PIECES];
  guint           n_spot_info;
  guint           n_spots;
  int             selected;       /* index into spots[], -1 */
  int             chosen_follower;
  guint8          legal[CS_NUM_CELLS];   /* turn mask per cell */
  gboolean        highlight_legal;
  gboolean        confirm_turn;
  gboolean        show_region;
  guint8          region[CS_NUM_CELLS];
  CastellanAnimationSpeed speed;
  int             spare_x, spare_y;      /* a grid square outside the wall for the drawn tile */

  /* what the last move did, while it is being shown */
  CsGame         *anim_before;
  CsEvents       *anim_events;
  gint64          anim_start;
  gint64          anim_duration;
  guint           tick_id;
  double          anim_t;
  gboolean        anim_tile;      /* fade the laid tile in (someone else's move) */
  gint64          think_start;
  int             render_cell;    /* the cell size textures are made at */
  guint           resize_id;
};

/* texture size for a thing @f cells big: made at the settled cell size and
 * stretched while the window is being resized */
#define RS(self, f) ((int) ((self)->render_cell * (f) + 0.5))

G_DEFINE_FINAL_TYPE (CastellanBoardView, castellan_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_STAGE,
  PROP_CURSOR_CELL,
  PROP_ROTATION,
  PROP_PENDING_CELL,
  PROP_PENDING_ROT,
  PROP_SELECTED_SPOT,
  PROP_HIGHLIGHT_LEGAL,
  PROP_CONFIRM_TURN,
  PROP_ANIMATION_SPEED,
  PROP_ANIMATING,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_HOVER_CHANGED,
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_PLACEMENT_REFUSED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void update_accessible (CastellanBoardView *self);
static void set_cursor (CastellanBoardView *self, int cell);

/* ---- state helpers ------------------------------------------------------------- */

static const CsGame *
state (CastellanBoardView *self)
{
  return self->game ? castellan_game_get_state (self->game) : NULL;
}

static gboolean
has_game (CastellanBoardView *self)
{
  return self->game != NULL && castellan_game_get_phase (self->game) != CASTELLAN_PHASE_NONE;
}

static CsTheme
theme (CastellanBoardView *self)
{
  return self->game ? castellan_game_get_theme (self->game) : CS_THEME_CASTLE;
}

static const CsBoard *
board (void)
{
  return castellan_shipped_board ();
}

static void
compute_legal (CastellanBoardView *self)
{
  const CsGame *g = state (self);

  memset (self->legal, 0, sizeof self->legal);
  if (!has_game (self) || castellan_game_get_phase (self->game) != CASTELLAN_PHASE_PLACE)
    return;
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    for (guint r = 0; r < 4; r++)
      if (cs_game_is_legal (g, c, r))
        self->legal[c] |= 1 << r;
}

static void
compute_region (CastellanBoardView *self)
{
  const CsGame *g = state (self);
  guint8 seen[CS_NUM_CELLS] = { 0 };
  guint best = 0;

  memset (self->region, 0, sizeof self->region);
  if (!has_game (self))
    return;
  /* the largest connected group of empty cells, to point at it */
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      guint8 group[CS_NUM_CELLS] = { 0 };
      guint8 stack[CS_NUM_CELLS];
      guint sp = 0, size = 0;

      if (seen[c] || g->cell_tile[c] != CS_CELL_EMPTY)
        continue;
      seen[c] = 1;
      stack[sp++] = c;
      while (sp > 0)
        {
          guint x = stack[--sp];
          group[x] = 1;
          size++;
          for (guint s = 0; s < 4; s++)
            {
              int nb = g->board->neighbour[x][s];
              if (nb >= 0 && !seen[nb] && g->cell_tile[nb] == CS_CELL_EMPTY)
                {
                  seen[nb] = 1;
                  stack[sp++] = nb;
                }
            }
        }
      if (size > best)
        {
          best = size;
          memcpy (self->region, group, sizeof group);
        }
    }
}

static guint
first_rot (guint8 mask, guint from)
{
  for (guint i = 0; i < 4; i++)
    if (mask & (1 << ((from + i) % 4)))
      return (from + i) % 4;
  return from;
}

static void
emit_hover (CastellanBoardView *self)
{
  g_signal_emit (self, signals[SIGNAL_HOVER_CHANGED], 0, self->cursor, self->rot);
}

/* keys that mean nothing in a stage pass on (Tab moves the focus, Escape
 * reaches the window) instead of being swallowed by the board */
static void
update_actions (CastellanBoardView *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  gboolean place = self->stage == CASTELLAN_STAGE_PLACE;
  gboolean follower = self->stage == CASTELLAN_STAGE_FOLLOWER;

  gtk_widget_action_set_enabled (w, "board.rotate", place);
  gtk_widget_action_set_enabled (w, "board.activate", self->stage != CASTELLAN_STAGE_IDLE);
  gtk_widget_action_set_enabled (w, "board.no-follower", follower);
  gtk_widget_action_set_enabled (w, "board.pick-spot", follower);
  gtk_widget_action_set_enabled (w, "board.next-spot", follower && self->n_spots > 0);
  gtk_widget_action_set_enabled (w, "board.cancel", follower || self->stage == CASTELLAN_STAGE_CONFIRM);
}

static void
set_stage (CastellanBoardView *self, CastellanStage stage)
{
  if (self->stage == stage)
    {
      update_actions (self);
      return;
    }
  self->stage = stage;
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STAGE]);
}

static void
clear_pending (CastellanBoardView *self)
{
  gboolean had = self->pending_cell >= 0;

  self->pending_cell = -1;
  self->n_spots = 0;
  self->n_spot_info = 0;
  self->selected = -1;
  self->chosen_follower = -1;
  if (had)
    {
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PENDING_CELL]);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PENDING_ROT]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SELECTED_SPOT]);
}

/* each turn's tile starts as drawn, or at its first turn that fits (where
 * the cursor is, else anywhere): a turn chosen for the last tile means
 * nothing for this one */
static void
reset_rotation (CastellanBoardView *self)
{
  guint8 mask = 0;
  guint rot;

  if (self->cursor >= 0 && self->legal[self->cursor])
    mask = self->legal[self->cursor];
  else
    for (guint c = 0; c < CS_NUM_CELLS; c++)
      mask |= self->legal[c];
  self->rot_turn = castellan_game_get_record (self->game)->moves->len;
  rot = first_rot (mask, 0);
  if (rot == self->rot)
    return;
  self->rot = rot;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ROTATION]);
  emit_hover (self);
}

/* the legal cell closest to @cell on the grid, -1 if there is none */
static int
nearest_legal (CastellanBoardView *self, int cell)
{
  const CsBoard *b = board ();
  int best = -1, best_d = G_MAXINT;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      int dx = b->cell_x[c] - b->cell_x[cell], dy = b->cell_y[c] - b->cell_y[cell];
      int d = dx * dx + dy * dy;
      if (self->legal[c] && d < best_d)
        {
          best = c;
          best_d = d;
        }
    }
  return best;
}

static void
sync_stage (CastellanBoardView *self)
{
  compute_legal (self);
  compute_region (self);
  clear_pending (self);
  if (has_game (self) && castellan_game_get_phase (self->game) == CASTELLAN_PHASE_PLACE)
    {
      set_stage (self, CASTELLAN_STAGE_PLACE);
      if (self->rot_turn != castellan_game_get_record (self->game)->moves->len)
        {
          /* a new turn: the cursor, left on a laid tile, moves to the
           * nearest cell that takes the new one */
          if (self->cursor >= 0 && state (self)->cell_tile[self->cursor] != CS_CELL_EMPTY)
            set_cursor (self, nearest_legal (self, self->cursor));
          reset_rotation (self);
        }
      else if (self->cursor >= 0 && self->legal[self->cursor])
        self->rot = first_rot (self->legal[self->cursor], self->rot);
    }
  else
    set_stage (self, CASTELLAN_STAGE_IDLE);
  if (castellan_game_get_phase (self->game) == CASTELLAN_PHASE_THINKING)
    self->think_start = g_get_monotonic_time ();
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- animation ------------------------------------------------------------------ */

static void
stop_animation (CastellanBoardView *self)
{
  if (self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  if (self->anim_events && self->anim_events->n)
    {
      self->anim_events->n = 0;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  self->anim_t = 1;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  gtk_widget_queue_draw (widget);
  if (self->anim_events->n > 0)
    {
      self->anim_t = CLAMP ((double) (now - self->anim_start) / self->anim_duration, 0, 1);
      if (self->anim_t < 1)
        return G_SOURCE_CONTINUE;
      self->anim_events->n = 0;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
    }
  /* the thinking pulse */
  if (has_game (self) && castellan_game_get_phase (self->game) == CASTELLAN_PHASE_THINKING)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
ensure_ticking (CastellanBoardView *self)
{
  if (self->tick_id == 0 && gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

static void
turn_played_cb (CastellanGame *game, gpointer events, gpointer before, CastellanBoardView *self)
{
  const CsEvents *ev = events;
  const CsGame *b = before;

  stop_animation (self);
  if (self->speed == CASTELLAN_ANIMATION_OFF || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  *self->anim_before = *b;
  *self->anim_events = *ev;
  self->anim_start = g_get_monotonic_time ();
  self->anim_duration = self->speed == CASTELLAN_ANIMATION_FAST ? 450000 : 1100000;
  self->anim_t = 0;
  /* a human just laid this tile by hand; anyone else's tile fades in */
  self->anim_tile = castellan_player_is_computer (castellan_game_get_player (game, b->active));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATING]);
  ensure_ticking (self);
}

static void
changed_cb (CastellanGame *game, CastellanBoardView *self)
{
  sync_stage (self);
}

static void
started_cb (CastellanGame *game, CastellanBoardView *self)
{
  /* a new game may begin with as many moves as the last one had: 0 */
  self->rot_turn = G_MAXUINT;
  sync_stage (self);
}

static void
phase_cb (CastellanGame *game, GParamSpec *pspec, CastellanBoardView *self)
{
  sync_stage (self);
  if (castellan_game_get_phase (game) == CASTELLAN_PHASE_THINKING)
    ensure_ticking (self);
}

/* ---- geometry ------------------------------------------------------------------- */

static double
cell_size (CastellanBoardView *self, double *ox, double *oy)
{
  const CsBoard *b = board ();
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double bw = b->width + 2 * M + LABELS, bh = b->height + 2 * M + LABELS;
  double cell = floor (MIN (w / bw, h / bh));

  cell = MAX (cell, 4);
  /* the picture's corner, right of and below the labels */
  if (ox)
    *ox = floor ((w - bw * cell) / 2 + LABELS * cell);
  if (oy)
    *oy = floor ((h - bh * cell) / 2 + LABELS * cell);
  return cell;
}

static void
cell_origin (CastellanBoardView *self, guint c, double *x, double *y)
{
  double ox, oy, cell = cell_size (self, &ox, &oy);
  *x = ox + (M + board ()->cell_x[c]) * cell;
  *y = oy + (M + board ()->cell_y[c]) * cell;
}

static int
cell_at (CastellanBoardView *self, double x, double y)
{
  const CsBoard *b = board ();
  double ox, oy, cell = cell_size (self, &ox, &oy);
  double gx = (x - ox) / cell - M, gy = (y - oy) / cell - M;
  int ix = (int) floor (gx), iy = (int) floor (gy);

  if (ix < 0 || iy < 0 || ix >= b->width || iy >= b->height)
    return -1;
  return b->cell_at[iy][ix];
}

/* a follower location (a cell's piece, or a start space) in widget pixels */
static void
piece_point (CastellanBoardView *self, const CsGame *g, guint cell, guint piece, double *x, double *y)
{
  double ox, oy, size = cell_size (self, &ox, &oy);
  const CsBoard *b = board ();

  if (cell >= CS_NUM_CELLS)
    {
      const CsStartSpace *st = &b->start[cell - CS_NUM_CELLS];
      double cx, cy;
      cell_origin (self, st->cell, &cx, &cy);
      *x = cx + size * (st->side == CS_EAST ? 1.1 : st->side == CS_WEST ? -0.1 : 0.5);
      *y = cy + size * (st->side == CS_SOUTH ? 1.1 : st->side == CS_NORTH ? -0.1 : 0.5);
      return;
    }
  {
    double ax = 0.5, ay = 0.5, cx, cy;
    if (g->cell_tile[cell] != CS_CELL_EMPTY)
      castellan_tile_anchor (&g->tileset->tiles[g->cell_tile[cell]], g->cell_rot[cell], piece, &ax, &ay);
    cell_origin (self, cell, &cx, &cy);
    *x = cx + ax * size;
    *y = cy + ay * size;
  }
}

static void
tower_point (CastellanBoardView *self, guint corner, double *x, double *y)
{
  double ox, oy, cell = cell_size (self, &ox, &oy);
  double x0, y0, x1, y1;
  const CsBoard *b = board ();

  art_board_track_point (b, b->tower[corner], cell, &x0, &y0);
  art_board_track_point (b, b->tower[corner] + 1, cell, &x1, &y1);
  *x = ox + (x0 + x1) / 2;
  *y = oy + (y0 + y1) / 2;
}

static void
find_spare (CastellanBoardView *self)
{
  const CsBoard *b = board ();
  double best = -1;

  self->spare_x = -1;
  self->spare_y = 0;
  for (int y = 0; y < b->height; y++)
    for (int x = 0; x < b->width; x++)
      {
        double near = 1e9;
        if (b->cell_at[y][x] >= 0)
          continue;
        for (guint c = 0; c < CS_NUM_CELLS; c++)
          near = MIN (near, hypot (b->cell_x[c] - x, b->cell_y[c] - y));
        if (near > best)
          {
            best = near;
            self->spare_x = x;
            self->spare_y = y;
          }
      }
}

/* ---- drawing -------------------------------------------------------------------- */

static void
append_texture (GtkSnapshot *snapshot, GdkTexture *texture, double x, double y, double w, double h, double alpha)
{
  graphene_rect_t r = GRAPHENE_RECT_INIT (x, y, w, h);

  if (alpha <= 0)
    return;
  if (alpha < 1)
    gtk_snapshot_push_opacity (snapshot, alpha);
  gtk_snapshot_append_texture (snapshot, texture, &r);
  if (alpha < 1)
    gtk_snapshot_pop (snapshot);
}

static void
append_rect (GtkSnapshot *snapshot, double x, double y, double w, double h, const GdkRGBA *colour)
{
  graphene_rect_t r = GRAPHENE_RECT_INIT (x, y, w, h);
  gtk_snapshot_append_color (snapshot, colour, &r);
}

static void
append_outline (GtkSnapshot *snapshot, double x, double y, double w, double h, double width, const GdkRGBA *colour)
{
  GskRoundedRect rr;
  float widths[4] = { width, width, width, width };
  GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x, y, w, h), width);
  gtk_snapshot_append_border (snapshot, &rr, widths, colours);
}

static void
append_disc (GtkSnapshot *snapshot, double x, double y, double r, const GdkRGBA *fill, const GdkRGBA *border)
{
  GskRoundedRect rr;
  float widths[4];
  GdkRGBA colours[4] = { *border, *border, *border, *border };

  gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x - r, y - r, 2 * r, 2 * r), r);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, fill, &rr.bounds);
  gtk_snapshot_pop (snapshot);
  for (guint i = 0; i < 4; i++)
    widths[i] = MAX (1.5, r * 0.18);
  gtk_snapshot_append_border (snapshot, &rr, widths, colours);
}

static void
append_text (CastellanBoardView *self, GtkSnapshot *snapshot, const char *text,
             double x, double y, double px, const GdkRGBA *colour, gboolean boxed)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_new ();
  int w, h;

  pango_font_description_set_absolute_size (font, MAX (6, px) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);   /* plain text: a label may hold & or < */
  pango_layout_get_pixel_size (layout, &w, &h);
  if (boxed)
    {
      GskRoundedRect rr;
      GdkRGBA bg = { 0.1, 0.1, 0.12, 0.78 };
      gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (x - w / 2.0 - 4, y - h / 2.0 - 1, w + 8, h + 2), 5);
      gtk_snapshot_push_rounded_clip (snapshot, &rr);
      gtk_snapshot_append_color (snapshot, &bg, &rr.bounds);
      gtk_snapshot_pop (snapshot);
    }
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x - w / 2.0), round (y - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static double
ease (double t)
{
  return t < 0.5 ? 2 * t * t : 1 - pow (-2 * t + 2, 2) / 2;
}

/* the event phase: 0..1 over the animation, each event in its own slot */
static double
slot_t (CastellanBoardView *self, guint index, guint count)
{
  double t = self->anim_t * count - index;
  return CLAMP (t, 0, 1);
}

static void
draw_tiles (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  int laid_cell = -1;

  if (self->anim_events->n > 0 && self->anim_tile)
    for (guint i = 0; i < self->anim_events->n; i++)
      if (self->anim_events->ev[i].type == CS_EVENT_TILE_LAID)
        laid_cell = self->anim_events->ev[i].cell;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      double x, y, alpha = 1;
      if (g->cell_tile[c] == CS_CELL_EMPTY)
        continue;
      cell_origin (self, c, &x, &y);
      if ((int) c == laid_cell)
        alpha = MIN (1, self->anim_t * 4);
      append_texture (snapshot,
                      castellan_texture_tile (g->cell_tile[c], g->cell_rot[c], theme (self), RS (self, 1), scale),
                      x, y, cell, cell, alpha);
    }
}

static void
draw_follower_at (CastellanBoardView *self, GtkSnapshot *snapshot, guint player, guint type,
                  double x, double y, double cell, int scale, double alpha)
{
  double s = cell * 0.36;
  ArtFigure fig = type == CS_COURT ? ART_FIGURE_LYING : ART_FIGURE_STANDING;

  append_texture (snapshot, castellan_texture_follower (player, fig, theme (self), RS (self, 0.36), scale),
                  x - s / 2, y - s / 2, s, s, alpha);
}

static guint
piece_type (const CsGame *g, guint cell, guint piece)
{
  if (cell >= CS_NUM_CELLS)
    return g->board->start[cell - CS_NUM_CELLS].pieces[piece].type;
  return g->tileset->tiles[g->cell_tile[cell]].pieces[piece].type;
}

static void
draw_followers (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      const CsPlayer *pl = &g->player[p];
      /* keeps */
      if (pl->keep_node != CS_NONE)
        {
          double x, y, s = cell * 0.34;
          cell_origin (self, pl->keep_cell, &x, &y);
          x += p == 0 ? cell * 0.04 : cell - s - cell * 0.04;
          y += cell * 0.04;
          append_texture (snapshot, castellan_texture_keep (p, theme (self), RS (self, 0.34), scale),
                          x, y, s, s, 1);
        }
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        {
          guint cellidx, piece;
          double x, y;
          if (pl->follower[i] == CS_NONE || !cs_game_node_location (g, pl->follower[i], &cellidx, &piece))
            continue;
          piece_point (self, g, cellidx, piece, &x, &y);
          draw_follower_at (self, snapshot, p, piece_type (g, cellidx, piece), x, y, cell, scale, 1);
        }
    }

  /* followers going home fade where they stood */
  if (self->anim_events->n > 0)
    for (guint i = 0; i < self->anim_events->n; i++)
      {
        const CsEvent *e = &self->anim_events->ev[i];
        double x, y;
        if (e->type != CS_EVENT_FOLLOWER_RETURNED)
          continue;
        piece_point (self, g, e->cell, e->piece, &x, &y);
        draw_follower_at (self, snapshot, e->player, e->ftype, x, y - self->anim_t * cell * 0.3, cell, scale,
                          1 - ease (self->anim_t));
      }
}

static void
draw_wall_tiles (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  double s = cell * 0.46;

  for (guint c = 1; c < CS_NUM_CORNERS; c++)
    {
      double x, y;
      guint kind = g->wall_kind[c];
      double flip = 1, alpha = 1;
      gboolean taken_now = FALSE;

      for (guint i = 0; i < self->anim_events->n; i++)
        if (self->anim_events->ev[i].type == CS_EVENT_WALL_TILE_TAKEN && self->anim_events->ev[i].corner == c)
          {
            double t = self->anim_t;
            taken_now = TRUE;
            kind = t < 0.5 ? (self->anim_before->wall_revealed[c] ? self->anim_events->ev[i].kind : 0)
                           : self->anim_events->ev[i].kind;
            flip = fabs (cos (G_PI * MIN (1, t * 2)));
            alpha = t < 0.75 ? 1 : 1 - (t - 0.75) * 4;
          }
      if (kind == 0 && !taken_now)
        continue;
      if (!taken_now && !g->wall_revealed[c])
        kind = 0;
      tower_point (self, c, &x, &y);
      append_texture (snapshot, castellan_texture_wall_tile (kind, theme (self), RS (self, 0.46), scale),
                      x - s * flip / 2, y - s / 2, MAX (1, s * flip), s, alpha);
    }
}

/* both markers on one space, or on the two spaces of one corner tower */
static gboolean
marker_spaces_close (double a, double b)
{
  const CsBoard *bd = board ();
  int sa = (((int) floor (a)) % CS_TRACK_LEN + CS_TRACK_LEN) % CS_TRACK_LEN;
  int sb = (((int) floor (b)) % CS_TRACK_LEN + CS_TRACK_LEN) % CS_TRACK_LEN;

  return sa == sb || (bd->tower_at_space[sa] >= 0 && bd->tower_at_space[sa] == bd->tower_at_space[sb]);
}

static void
draw_markers (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  double ox, oy, s = cell * 0.42;
  double shown[CS_NUM_PLAYERS];

  cell_size (self, &ox, &oy);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    shown[p] = g->player[p].score;
  if (self->anim_events->n > 0)
    {
      /* each marker move in its own slot of the animation */
      guint n_moves = 0, k = 0;
      for (guint i = 0; i < self->anim_events->n; i++)
        if (self->anim_events->ev[i].type == CS_EVENT_MARKER_MOVED)
          n_moves++;
      for (guint p = 0; p < CS_NUM_PLAYERS; p++)
        shown[p] = self->anim_before->player[p].score;
      for (guint i = 0; i < self->anim_events->n; i++)
        {
          const CsEvent *e = &self->anim_events->ev[i];
          if (e->type != CS_EVENT_MARKER_MOVED || e->player < 0)
            continue;
          shown[e->player] = e->from + (e->to - e->from) * ease (slot_t (self, k++, n_moves));
        }
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      double x0, y0, x1, y1, x, y, f;
      int base = (int) floor (shown[p]);
      gboolean same = marker_spaces_close (shown[0], shown[1]);

      f = shown[p] - base;
      art_board_track_point (board (), ((base % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN, cell, &x0, &y0);
      art_board_track_point (board (), (((base + 1) % CS_TRACK_LEN) + CS_TRACK_LEN) % CS_TRACK_LEN, cell, &x1, &y1);
      x = ox + x0 + (x1 - x0) * f;
      y = oy + y0 + (y1 - y0) * f;
      if (same)
        x += (p == 0 ? -0.14 : 0.14) * cell;
      append_texture (snapshot,
                      castellan_texture_follower (p, ART_FIGURE_STANDING, theme (self), RS (self, 0.42), scale),
                      x - s / 2, y - s * 0.75, s, s, 1);
      if (shown[p] >= CS_TRACK_LEN)
        {
          g_autofree char *laps = g_strdup_printf ("+%d", ((int) shown[p] / CS_TRACK_LEN) * CS_TRACK_LEN);
          GdkRGBA white = { 1, 1, 1, 1 };
          append_text (self, snapshot, laps, x, y - s * 0.95, cell * 0.16, &white, TRUE);
        }
    }
}

static void
draw_points (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell)
{
  guint n = 0, k = 0;

  if (self->anim_events->n == 0)
    return;
  for (guint i = 0; i < self->anim_events->n; i++)
    if (self->anim_events->ev[i].type == CS_EVENT_FEATURE_SCORED)
      n++;
  for (guint i = 0; i < self->anim_events->n; i++)
    {
      const CsEvent *e = &self->anim_events->ev[i];
      double x, y, t;
      g_autofree char *text = NULL;
      GdkRGBA colour = { 1, 1, 1, 1 };

      if (e->type != CS_EVENT_FEATURE_SCORED)
        continue;
      t = slot_t (self, k++, n);
      if (t <= 0 || t >= 1 || e->cell >= CS_NUM_CELLS)
        continue;
      cell_origin (self, e->cell, &x, &y);
      if (e->player >= 0)
        {
          guint32 c = castellan_seat_rgb (e->player);
          colour = (GdkRGBA) { ((c >> 16) & 0xff) / 255.0 * 0.5 + 0.5, ((c >> 8) & 0xff) / 255.0 * 0.5 + 0.5,
                               (c & 0xff) / 255.0 * 0.5 + 0.5, 1 - pow (t, 3) };
          text = g_strdup_printf ("+%d", e->points);
        }
      else
        {
          colour.alpha = 1 - pow (t, 3);
          /* Translators: shown over a completed feature that nobody scores (a tie) */
          text = g_strdup (_("tie"));
        }
      append_text (self, snapshot, text, x + cell / 2, y + cell / 2 - t * cell * 0.8, cell * 0.34, &colour, TRUE);
    }
}


/* where the pending tile's spots are drawn, in cell units from its corner:
 * at their pieces, moved apart where they would overlap (the art knows how) */
static double
spot_layout (CastellanBoardView *self, double *px, double *py)
{
  const CsGame *g = state (self);
  const double r = 0.13;
  guint8 pieces[CS_MAX_PIECES];

  for (guint i = 0; i < self->n_spot_info; i++)
    pieces[i] = self->spot_info[i].piece;
  art_tile_badge_layout (&g->tileset->tiles[g->current], self->pending_rot, pieces, self->n_spot_info, r, px, py);
  return r;
}

static void
draw_spots (CastellanBoardView *self, GtkSnapshot *snapshot, const CsGame *g, double cell, int scale)
{
  double cx, cy;
  guint number = 0;

  double sx[CS_MAX_PIECES], sy[CS_MAX_PIECES];
  double radius = spot_layout (self, sx, sy);

  cell_origin (self, self->pending_cell, &cx, &cy);
  for (guint i = 0; i < self->n_spot_info; i++)
    {
      const CsSpot *sp = &self->spot_info[i];
      double x, y, r = cell * radius;
      gboolean open = sp->state == CS_SPOT_OPEN;
      gboolean selected = open && self->selected >= 0 && self->spots[self->selected] == sp->piece;
      GdkRGBA fill = open ? (GdkRGBA) { 1, 0.97, 0.75, 0.95 } : (GdkRGBA) { 0.5, 0.5, 0.5, 0.55 };
      GdkRGBA border = selected ? (GdkRGBA) { 0.1, 0.45, 0.9, 1 } : (GdkRGBA) { 0.15, 0.12, 0.08, 0.9 };
      GdkRGBA ink = { 0.1, 0.08, 0.05, 1 };
      GdkRGBA white = { 1, 1, 1, 1 };
      char num[8];

      x = cx + sx[i] * cell;
      y = cy + sy[i] * cell;
      if (self->stage == CASTELLAN_STAGE_CONFIRM)
        {
          if ((int) sp->piece == self->chosen_follower)
            draw_follower_at (self, snapshot, g->active, sp->type, x, y, cell, scale, 1);
          continue;
        }
      if (selected)
        {
          draw_follower_at (self, snapshot, g->active, sp->type, x, y, cell, scale, 0.9);
          r *= 1.1;
        }
      append_disc (snapshot, x, y, selected ? r * 0.55 : r, &fill, &border);
      if (open)
        {
          number++;
          g_snprintf (num, sizeof num, "%u", number);
          if (!selected)
            append_text (self, snapshot, num, x, y, r * 1.1, &ink, FALSE);
          else
            append_text (self, snapshot, cs_text_role (sp->type, theme (self)), x, y + r * 1.6, cell * 0.14, &white, TRUE);
        }
    }
}

/* column letters above the castle and row numbers left of it, as the cell
 * names the tutor uses spell them */
static void
draw_labels (CastellanBoardView *self, GtkSnapshot *snapshot, double ox, double oy, double cell)
{
  const CsBoard *b = board ();
  GdkRGBA ink;
  double px = MIN (MAX (cell * 0.24, 8), LABELS * cell);

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &ink);
  ink.alpha *= 0.55;
  for (int x = 0; x < b->width; x++)
    for (int y = 0; y < b->height; y++)
      if (b->cell_at[y][x] >= 0)
        {
          char name[8];
          cs_board_cell_name (b, b->cell_at[y][x], name);
          name[1] = '\0';
          append_text (self, snapshot, name, ox + (M + x + 0.5) * cell, oy - LABELS * cell / 2, px, &ink, FALSE);
          break;
        }
  for (int y = 0; y < b->height; y++)
    for (int x = 0; x < b->width; x++)
      if (b->cell_at[y][x] >= 0)
        {
          char name[8];
          cs_board_cell_name (b, b->cell_at[y][x], name);
          append_text (self, snapshot, name + 1, ox - LABELS * cell / 2, oy + (M + y + 0.5) * cell, px, &ink, FALSE);
          break;
        }
}

static gboolean
resize_settled_cb (gpointer data)
{
  CastellanBoardView *self = data;

  self->resize_id = 0;
  self->render_cell = (int) cell_size (self, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
castellan_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  const CsBoard *b = board ();
  const CsGame *g = state (self);
  int scale = gtk_widget_get_scale_factor (widget);
  double ox, oy, cell = cell_size (self, &ox, &oy);
  CastellanPhase phase = self->game ? castellan_game_get_phase (self->game) : CASTELLAN_PHASE_NONE;
  GdkRGBA legal = { 0.98, 0.86, 0.3, 0.42 };
  GdkRGBA cursor_colour = { 0.1, 0.45, 0.9, 1 };
  GdkRGBA bad = { 0.85, 0.15, 0.1, 0.9 };
  GdkRGBA region = { 0.35, 0.15, 0.55, 0.33 };

  if (self->render_cell == 0)
    self->render_cell = (int) cell;
  else if (self->render_cell != (int) cell && self->resize_id == 0)
    self->resize_id = g_timeout_add (150, resize_settled_cb, self);
  append_texture (snapshot, castellan_texture_board (theme (self), RS (self, 1), scale),
                  ox, oy, (b->width + 2 * M) * cell, (b->height + 2 * M) * cell, 1);
  draw_labels (self, snapshot, ox, oy, cell);
  if (!has_game (self))
    return;

  draw_tiles (self, snapshot, g, cell, scale);

  if (self->stage == CASTELLAN_STAGE_PLACE && self->highlight_legal)
    for (guint c = 0; c < CS_NUM_CELLS; c++)
      if (self->legal[c])
        {
          double x, y;
          cell_origin (self, c, &x, &y);
          append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &legal);
        }
  if (self->show_region)
    for (guint c = 0; c < CS_NUM_CELLS; c++)
      if (self->region[c])
        {
          double x, y;
          cell_origin (self, c, &x, &y);
          append_rect (snapshot, x + 1, y + 1, cell - 2, cell - 2, &region);
        }

  draw_followers (self, snapshot, g, cell, scale);
  draw_wall_tiles (self, snapshot, g, cell, scale);
  draw_markers (self, snapshot, g, cell, scale);

  /* the drawn tile waits beside the castle, turning as the player turns it */
  if ((phase == CASTELLAN_PHASE_PLACE || phase == CASTELLAN_PHASE_THINKING) && self->spare_x >= 0)
    {
      double s = cell * 1.1, x = ox + (M + self->spare_x + 0.5) * cell - s / 2;
      double y = oy + (M + self->spare_y + 0.5) * cell - s / 2, alpha = 1;
      GdkRGBA shadow = { 0, 0, 0, 0.25 };
      if (phase == CASTELLAN_PHASE_THINKING)
        {
          double t = (g_get_monotonic_time () - self->think_start) / 1e6;
          y += sin (t * 3) * cell * 0.06;
          alpha = 0.75 + 0.25 * sin (t * 3);
        }
      if (self->stage != CASTELLAN_STAGE_FOLLOWER && self->stage != CASTELLAN_STAGE_CONFIRM)
        {
          append_rect (snapshot, x + cell * 0.08, y + cell * 0.1, s, s, &shadow);
          append_texture (snapshot,
                          castellan_texture_tile (g->current, phase == CASTELLAN_PHASE_PLACE ? self->rot : 0,
                                                  theme (self), RS (self, 1.1), scale),
                          x, y, s, s, alpha);
        }
    }

  if (self->stage == CASTELLAN_STAGE_PLACE && self->cursor >= 0 && g->cell_tile[self->cursor] == CS_CELL_EMPTY)
    {
      double x, y;
      cell_origin (self, self->cursor, &x, &y);
      if (self->legal[self->cursor] & (1 << self->rot))
        append_texture (snapshot,
                        castellan_texture_tile (g->current, self->rot, theme (self), RS (self, 1), scale),
                        x, y, cell, cell, 0.85);
      else
        append_outline (snapshot, x + 2, y + 2, cell - 4, cell - 4, 2, &bad);
    }
  if ((self->stage == CASTELLAN_STAGE_FOLLOWER || self->stage == CASTELLAN_STAGE_CONFIRM) && self->pending_cell >= 0)
    {
      double x, y;
      cell_origin (self, self->pending_cell, &x, &y);
      append_texture (snapshot,
                      castellan_texture_tile (g->current, self->pending_rot, theme (self), RS (self, 1), scale),
                      x, y, cell, cell, 1);
      append_outline (snapshot, x, y, cell, cell, 3, &cursor_colour);
      draw_spots (self, snapshot, g, cell, scale);
    }

  if (self->cursor >= 0 && gtk_widget_has_focus (widget) && self->stage != CASTELLAN_STAGE_FOLLOWER)
    {
      /* red where the tile, as turned, cannot go */
      gboolean refused = self->stage == CASTELLAN_STAGE_PLACE && !(self->legal[self->cursor] & (1 << self->rot));
      double x, y;
      cell_origin (self, self->cursor, &x, &y);
      append_outline (snapshot, x, y, cell, cell, 3, refused ? &bad : &cursor_colour);
    }

  draw_points (self, snapshot, g, cell);
}

static void
castellan_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  const CsBoard *b = board ();
  double units = (orientation == GTK_ORIENTATION_HORIZONTAL ? b->width : b->height) + 2 * M + LABELS;

  /* natural: cells of 48 px, about what a 768 px high window has room for;
   * the tutor beside the board folds over it rather than squeeze it below that */
  *minimum = (int) (units * 24);
  *natural = (int) (units * 48);
}

/* ---- choosing ------------------------------------------------------------------- */

static void
set_cursor (CastellanBoardView *self, int cell)
{
  if (self->cursor == cell)
    return;
  self->cursor = cell;
  if (self->stage == CASTELLAN_STAGE_PLACE && cell >= 0 && self->legal[cell] && !(self->legal[cell] & (1 << self->rot)))
    {
      self->rot = first_rot (self->legal[cell], self->rot);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ROTATION]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURSOR_CELL]);
  emit_hover (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
rotate (CastellanBoardView *self, int dir)
{
  guint8 mask = 0xF;

  if (self->stage != CASTELLAN_STAGE_PLACE)
    return;
  if (self->cursor >= 0 && self->legal[self->cursor])
    mask = self->legal[self->cursor];
  /* only the turns that fit where the tile is offered */
  for (guint i = 1; i <= 4; i++)
    {
      guint r = (self->rot + 4 + dir * (int) i) % 4;
      if (mask & (1 << r))
        {
          self->rot = r;
          break;
        }
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ROTATION]);
  emit_hover (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
finish_choice (CastellanBoardView *self, int follower)
{
  self->chosen_follower = follower;
  if (self->confirm_turn)
    {
      set_stage (self, CASTELLAN_STAGE_CONFIRM);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0);
}

static void
lay (CastellanBoardView *self, guint cell, guint rot)
{
  const CsGame *g = state (self);

  self->pending_cell = cell;
  self->pending_rot = rot;
  self->n_spot_info = cs_game_spots (g, cell, rot, self->spot_info);
  self->n_spots = 0;
  for (guint i = 0; i < self->n_spot_info; i++)
    if (self->spot_info[i].state == CS_SPOT_OPEN)
      self->spots[self->n_spots++] = self->spot_info[i].piece;
  self->selected = -1;
  set_stage (self, CASTELLAN_STAGE_FOLLOWER);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PENDING_CELL]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PENDING_ROT]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SELECTED_SPOT]);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
activate_cursor (CastellanBoardView *self)
{
  switch (self->stage)
    {
    case CASTELLAN_STAGE_PLACE:
      if (self->cursor >= 0 && (self->legal[self->cursor] & (1 << self->rot)))
        lay (self, self->cursor, self->rot);
      else
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          if (self->cursor >= 0)
            g_signal_emit (self, signals[SIGNAL_PLACEMENT_REFUSED], 0);
        }
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      finish_choice (self, self->selected >= 0 ? self->spots[self->selected] : -1);
      break;
    case CASTELLAN_STAGE_CONFIRM:
      g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0);
      break;
    case CASTELLAN_STAGE_IDLE:
    default:
      break;
    }
}

static void
cancel (CastellanBoardView *self)
{
  if (self->stage == CASTELLAN_STAGE_CONFIRM)
    {
      self->chosen_follower = -1;
      set_stage (self, CASTELLAN_STAGE_FOLLOWER);
    }
  else if (self->stage == CASTELLAN_STAGE_FOLLOWER)
    {
      clear_pending (self);
      set_stage (self, CASTELLAN_STAGE_PLACE);
    }
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_spot (CastellanBoardView *self, int index)
{
  if (self->stage != CASTELLAN_STAGE_FOLLOWER || index < 0 || (guint) index >= self->n_spots)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  self->selected = index;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SELECTED_SPOT]);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
action_rotate (GtkWidget *widget, const char *name, GVariant *param)
{
  rotate (CASTELLAN_BOARD_VIEW (widget), g_variant_get_int32 (param));
}

static void
action_move_cursor (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  const CsBoard *b = board ();
  int dx, dy, x, y;

  g_variant_get (param, "(ii)", &dx, &dy);
  if (self->stage == CASTELLAN_STAGE_FOLLOWER)
    {
      /* left/right walk the spots */
      if (self->n_spots > 0)
        select_spot (self, ((self->selected < 0 ? (dx + dy > 0 ? -1 : 0) : self->selected) + dx + dy + (int) self->n_spots)
                           % (int) self->n_spots);
      return;
    }
  if (self->cursor < 0)
    {
      /* start on a legal place when there is one */
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (self->legal[c])
          {
            set_cursor (self, c);
            return;
          }
      set_cursor (self, 0);
      return;
    }
  x = b->cell_x[self->cursor];
  y = b->cell_y[self->cursor];
  for (;;)
    {
      x += dx;
      y += dy;
      if (x < 0 || y < 0 || x >= b->width || y >= b->height)
        {
          gtk_widget_error_bell (widget);
          return;
        }
      if (b->cell_at[y][x] >= 0)
        {
          set_cursor (self, b->cell_at[y][x]);
          return;
        }
    }
}

static void
action_activate (GtkWidget *widget, const char *name, GVariant *param)
{
  activate_cursor (CASTELLAN_BOARD_VIEW (widget));
}

static void
action_no_follower (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  if (self->stage == CASTELLAN_STAGE_FOLLOWER)
    finish_choice (self, -1);
}

static void
action_pick_spot (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);
  int index = g_variant_get_int32 (param) - 1;

  if (self->stage != CASTELLAN_STAGE_FOLLOWER)
    return;
  select_spot (self, index);
  if (self->selected == index)
    finish_choice (self, self->spots[index]);
}

static void
action_next_spot (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (widget);

  if (self->stage != CASTELLAN_STAGE_FOLLOWER || self->n_spots == 0)
    return;
  select_spot (self, (self->selected + 1) % (int) self->n_spots);
}

static void
action_cancel (GtkWidget *widget, const char *name, GVariant *param)
{
  cancel (CASTELLAN_BOARD_VIEW (widget));
}

/* ---- pointer -------------------------------------------------------------------- */

static void
motion_cb (GtkEventControllerMotion *motion, double x, double y, CastellanBoardView *self)
{
  if (self->stage == CASTELLAN_STAGE_PLACE || self->stage == CASTELLAN_STAGE_IDLE)
    set_cursor (self, cell_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *motion, CastellanBoardView *self)
{
  if (self->stage == CASTELLAN_STAGE_PLACE || self->stage == CASTELLAN_STAGE_IDLE)
    set_cursor (self, -1);
}

/* the keyboard cursor is drawn only while the board has the focus */
static void
focus_changed_cb (GtkEventControllerFocus *focus, CastellanBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static int
spot_at (CastellanBoardView *self, double x, double y)
{
  double cx, cy, cell = cell_size (self, NULL, NULL);
  double sx[CS_MAX_PIECES], sy[CS_MAX_PIECES], r;
  int best = -1;
  double best_d;

  if (self->pending_cell < 0)
    return -1;
  r = spot_layout (self, sx, sy);
  best_d = cell * r * 1.3;
  cell_origin (self, self->pending_cell, &cx, &cy);
  for (guint i = 0; i < self->n_spot_info; i++)
    {
      double d = hypot (cx + sx[i] * cell - x, cy + sy[i] * cell - y);
      if (self->spot_info[i].state != CS_SPOT_OPEN || d > best_d)
        continue;
      for (guint k = 0; k < self->n_spots; k++)
        if (self->spots[k] == self->spot_info[i].piece)
          {
            best = k;
            best_d = d;
          }
    }
  return best;
}

static void
pressed_cb (GtkGestureClick *click, int n_press, double x, double y, CastellanBoardView *self)
{
  int cell = cell_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  switch (self->stage)
    {
    case CASTELLAN_STAGE_PLACE:
      set_cursor (self, cell);
      activate_cursor (self);
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      {
        int spot = spot_at (self, x, y);
        if (spot >= 0)
          {
            select_spot (self, spot);
            finish_choice (self, self->spots[spot]);
          }
        else if (cell >= 0 && cell != self->pending_cell && self->legal[cell])
          {
            /* changed one's mind: lay it there instead */
            clear_pending (self);
            set_stage (self, CASTELLAN_STAGE_PLACE);
            set_cursor (self, cell);
            activate_cursor (self);
          }
      }
      break;
    case CASTELLAN_STAGE_CONFIRM:
    case CASTELLAN_STAGE_IDLE:
    default:
      set_cursor (self, cell);
      break;
    }
}

static gboolean
scroll_cb (GtkEventControllerScroll *scroll, double dx, double dy, CastellanBoardView *self)
{
  if (self->stage != CASTELLAN_STAGE_PLACE || dy == 0)
    return FALSE;
  rotate (self, dy > 0 ? 1 : -1);
  return TRUE;
}

/* ---- accessibility -------------------------------------------------------------- */

char *
castellan_board_view_describe_cell (CastellanBoardView *self, guint cell)
{
  const CsGame *g;
  char name[8];
  g_autoptr(GString) s = g_string_new (NULL);
  CsTheme th;

  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (cell < CS_NUM_CELLS, NULL);

  g = state (self);
  th = theme (self);
  cs_board_cell_name (board (), cell, name);
  if (!has_game (self) || g->cell_tile[cell] == CS_CELL_EMPTY)
    {
      if (self->stage == CASTELLAN_STAGE_PLACE && self->legal[cell])
        /* Translators: %s is a cell name such as "D4" */
        return g_strdup_printf (_("%s: empty, the drawn tile fits here"), name);
      /* Translators: %s is a cell name such as "D4" */
      return g_strdup_printf (_("%s: empty"), name);
    }
  {
    const CsTile *tile = &g->tileset->tiles[g->cell_tile[cell]];
    gboolean seen[CS_N_FEATURE_TYPES] = { FALSE };
    g_autoptr(GString) features = g_string_new (NULL);
    g_autoptr(GString) people = g_string_new (NULL);

    for (guint p = 0; p < tile->n_pieces; p++)
      {
        guint t = tile->pieces[p].type;
        if (seen[t])
          continue;
        seen[t] = TRUE;
        if (features->len)
          /* Translators: joins the features of a tile: "tower and path" */
          g_string_append (features, _(" and "));
        g_string_append (features, cs_text_feature (t, th));
      }
    for (guint pl = 0; pl < CS_NUM_PLAYERS; pl++)
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        {
          guint fc, fp;
          if (g->player[pl].follower[i] == CS_NONE ||
              !cs_game_node_location (g, g->player[pl].follower[i], &fc, &fp) || fc != cell)
            continue;
          g_string_append (people, ", ");
          /* Translators: a follower on a cell: "Blue's knight"; %1$s the player, %2$s the role */
          g_string_append_printf (people, _("%1$s’s %2$s"), castellan_game_get_player_name (self->game, pl),
                                  cs_text_role (tile->pieces[fp].type, th));
        }
    /* Translators: "D4: tower and path", then followers */
    g_string_printf (s, _("%s: %s"), name, features->str);
    g_string_append (s, people->str);
  }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
update_accessible (CastellanBoardView *self)
{
  g_autofree char *desc = NULL;

  if (self->cursor >= 0 && has_game (self))
    desc = castellan_board_view_describe_cell (self, self->cursor);
  else if (self->stage == CASTELLAN_STAGE_FOLLOWER)
    desc = g_strdup (_("Choose a follower spot, or no follower"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, desc ? desc : "",
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), NULL);
}

/* ---- GObject -------------------------------------------------------------------- */

static void
castellan_board_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (castellan_board_view_parent_class)->map (widget);
  if (has_game (CASTELLAN_BOARD_VIEW (widget)) &&
      castellan_game_get_phase (CASTELLAN_BOARD_VIEW (widget)->game) == CASTELLAN_PHASE_THINKING)
    ensure_ticking (CASTELLAN_BOARD_VIEW (widget));
}

static void
castellan_board_view_unmap (GtkWidget *widget)
{
  stop_animation (CASTELLAN_BOARD_VIEW (widget));
  GTK_WIDGET_CLASS (castellan_board_view_parent_class)->unmap (widget);
}

static void
castellan_board_view_dispose (GObject *object)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  castellan_board_view_set_game (self, NULL);
  g_clear_handle_id (&self->resize_id, g_source_remove);
  G_OBJECT_CLASS (castellan_board_view_parent_class)->dispose (object);
}

static void
castellan_board_view_finalize (GObject *object)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  g_free (self->anim_before);
  g_free (self->anim_events);
  G_OBJECT_CLASS (castellan_board_view_parent_class)->finalize (object);
}

static void
castellan_board_view_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  switch (id)
    {
    case PROP_GAME:            g_value_set_object (value, self->game); break;
    case PROP_STAGE:           g_value_set_int (value, self->stage); break;
    case PROP_CURSOR_CELL:     g_value_set_int (value, self->cursor); break;
    case PROP_ROTATION:        g_value_set_uint (value, self->rot); break;
    case PROP_PENDING_CELL:    g_value_set_int (value, self->pending_cell); break;
    case PROP_PENDING_ROT:     g_value_set_int (value, self->pending_cell >= 0 ? (int) self->pending_rot : -1); break;
    case PROP_SELECTED_SPOT:   g_value_set_int (value, self->selected); break;
    case PROP_HIGHLIGHT_LEGAL: g_value_set_boolean (value, self->highlight_legal); break;
    case PROP_CONFIRM_TURN:    g_value_set_boolean (value, self->confirm_turn); break;
    case PROP_ANIMATION_SPEED: g_value_set_int (value, self->speed); break;
    case PROP_ANIMATING:       g_value_set_boolean (value, self->anim_events->n > 0); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_board_view_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  CastellanBoardView *self = CASTELLAN_BOARD_VIEW (object);

  switch (id)
    {
    case PROP_GAME:        castellan_board_view_set_game (self, g_value_get_object (value)); break;
    case PROP_CURSOR_CELL: castellan_board_view_set_cursor_cell (self, g_value_get_int (value)); break;
    case PROP_ROTATION:    castellan_board_view_set_rotation (self, g_value_get_uint (value)); break;
    case PROP_HIGHLIGHT_LEGAL:
      self->highlight_legal = g_value_get_boolean (value);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      break;
    case PROP_CONFIRM_TURN:
      self->confirm_turn = g_value_get_boolean (value);
      break;
    case PROP_ANIMATION_SPEED:
      self->speed = g_value_get_int (value);
      if (self->speed == CASTELLAN_ANIMATION_OFF)
        stop_animation (self);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_board_view_class_init (CastellanBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = castellan_board_view_dispose;
  object_class->finalize = castellan_board_view_finalize;
  object_class->get_property = castellan_board_view_get_property;
  object_class->set_property = castellan_board_view_set_property;
  widget_class->snapshot = castellan_board_view_snapshot;
  widget_class->measure = castellan_board_view_measure;
  widget_class->map = castellan_board_view_map;
  widget_class->unmap = castellan_board_view_unmap;

  props[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, CASTELLAN_TYPE_GAME, rw);
  props[PROP_STAGE] = g_param_spec_int ("stage", NULL, NULL, 0, CASTELLAN_STAGE_CONFIRM, 0, ro);
  props[PROP_CURSOR_CELL] = g_param_spec_int ("cursor-cell", NULL, NULL, -1, CS_NUM_CELLS - 1, -1, rw);
  props[PROP_ROTATION] = g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0, rw);
  props[PROP_PENDING_CELL] = g_param_spec_int ("pending-cell", NULL, NULL, -1, CS_NUM_CELLS - 1, -1, ro);
  props[PROP_PENDING_ROT] = g_param_spec_int ("pending-rot", NULL, NULL, -1, 3, -1, ro);
  props[PROP_SELECTED_SPOT] = g_param_spec_int ("selected-spot", NULL, NULL, -1, CS_MAX_PIECES, -1, ro);
  props[PROP_HIGHLIGHT_LEGAL] = g_param_spec_boolean ("highlight-legal", NULL, NULL, TRUE, rw);
  props[PROP_CONFIRM_TURN] = g_param_spec_boolean ("confirm-turn", NULL, NULL, FALSE, rw);
  props[PROP_ANIMATION_SPEED] = g_param_spec_int ("animation-speed", NULL, NULL, 0, 2, 1, rw);
  props[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* the cell (-1: none) and turn under the pointer or the keyboard cursor */
  signals[SIGNAL_HOVER_CHANGED] = g_signal_new ("hover-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /* the human has chosen place, turn and follower: see get_chosen_move */
  signals[SIGNAL_MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the human tried to lay the tile on the cursor cell, where it does not
   * fit as turned: the tutor can say why */
  signals[SIGNAL_PLACEMENT_REFUSED] = g_signal_new ("placement-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", action_rotate);
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", action_move_cursor);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.no-follower", NULL, action_no_follower);
  gtk_widget_class_install_action (widget_class, "board.pick-spot", "i", action_pick_spot);
  gtk_widget_class_install_action (widget_class, "board.next-spot", NULL, action_next_spot);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "board.move-cursor", "(ii)", -1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "board.move-cursor", "(ii)", 1, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "board.move-cursor", "(ii)", 0, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "board.move-cursor", "(ii)", 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "board.no-follower", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Tab, 0, "board.next-spot", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
  for (guint i = 1; i <= 4; i++)
    {
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + i, 0, "board.pick-spot", "i", i);
      gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0 + i, 0, "board.pick-spot", "i", i);
    }

  gtk_widget_class_set_css_name (widget_class, "castellan-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
castellan_board_view_init (CastellanBoardView *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL |
                                                                GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);

  self->cursor = -1;
  self->rot_turn = G_MAXUINT;
  self->pending_cell = -1;
  self->selected = -1;
  self->chosen_follower = -1;
  self->highlight_legal = TRUE;
  self->speed = CASTELLAN_ANIMATION_NORMAL;
  self->anim_before = g_new0 (CsGame, 1);
  self->anim_events = g_new0 (CsEvents, 1);
  self->anim_t = 1;
  find_spare (self);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Castle board"), -1);
  update_actions (self);
}

GtkWidget *
castellan_board_view_new (void)
{
  return g_object_new (CASTELLAN_TYPE_BOARD_VIEW, NULL);
}

void
castellan_board_view_set_game (CastellanBoardView *self, CastellanGame *game)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || CASTELLAN_IS_GAME (game));

  if (self->game == game)
    return;
  stop_animation (self);
  if (self->game)
    {
      g_clear_signal_handler (&self->changed_id, self->game);
      g_clear_signal_handler (&self->turn_id, self->game);
      g_clear_signal_handler (&self->phase_id, self->game);
      g_clear_signal_handler (&self->started_id, self->game);
      g_clear_object (&self->game);
    }
  if (game)
    {
      self->game = g_object_ref (game);
      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (changed_cb), self);
      self->turn_id = g_signal_connect (game, "turn-played", G_CALLBACK (turn_played_cb), self);
      self->phase_id = g_signal_connect (game, "notify::phase", G_CALLBACK (phase_cb), self);
      self->started_id = g_signal_connect (game, "started", G_CALLBACK (started_cb), self);
      self->rot_turn = G_MAXUINT;
      sync_stage (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_GAME]);
}

CastellanGame *
castellan_board_view_get_game (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

CastellanStage
castellan_board_view_get_stage (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), CASTELLAN_STAGE_IDLE);
  return self->stage;
}

int
castellan_board_view_get_cursor_cell (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), -1);
  return self->cursor;
}

void
castellan_board_view_set_cursor_cell (CastellanBoardView *self, int cell)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  g_return_if_fail (cell >= -1 && cell < CS_NUM_CELLS);
  set_cursor (self, cell);
}

guint
castellan_board_view_get_rotation (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), 0);
  return self->rot;
}

void
castellan_board_view_set_rotation (CastellanBoardView *self, guint rot)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  if (self->rot == rot % 4)
    return;
  self->rot = rot % 4;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ROTATION]);
  emit_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
castellan_board_view_get_pending (CastellanBoardView *self, guint *cell, guint *rot)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), FALSE);
  if (self->pending_cell < 0)
    return FALSE;
  if (cell)
    *cell = self->pending_cell;
  if (rot)
    *rot = self->pending_rot;
  return TRUE;
}

guint
castellan_board_view_get_open_spots (CastellanBoardView *self, guint8 *pieces)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), 0);
  if (pieces)
    memcpy (pieces, self->spots, self->n_spots);
  return self->n_spots;
}

int
castellan_board_view_get_selected_spot (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), -1);
  return self->selected;
}

gboolean
castellan_board_view_get_chosen_move (CastellanBoardView *self, CsMove *move)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), FALSE);
  if (self->pending_cell < 0)
    return FALSE;
  cs_move_init (move, self->pending_cell, self->pending_rot, self->chosen_follower);
  return TRUE;
}

void
castellan_board_view_reset_turn (CastellanBoardView *self)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  sync_stage (self);
}

void
castellan_board_view_set_show_region (CastellanBoardView *self, gboolean show)
{
  g_return_if_fail (CASTELLAN_IS_BOARD_VIEW (self));
  self->show_region = show;
  compute_region (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
castellan_board_view_get_animating (CastellanBoardView *self)
{
  g_return_val_if_fail (CASTELLAN_IS_BOARD_VIEW (self), FALSE);
  return self->anim_events->n > 0;
}
