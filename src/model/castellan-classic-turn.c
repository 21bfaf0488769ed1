/* castellan-classic-turn.c — the turn in progress in classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-turn"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-classic-turn.h"
#include "castellan-model-enums.h"
#include "cs-classic-text.h"
#include "castellan-describe.h"
#include "castellan-classic-describe.h"

static void classic_turn_init_base_class (CastellanTurnBaseClass *klass);

struct _CastellanClassicTurn
{
  CastellanTurnBase     base;

  CastellanClassicGame *game;           /* base.game, typed */

  /* where the drawn tile fits: a rotation mask per cell */
  guint8                fits[CS_CLASSIC_CELLS];
  guint16               fit_cells[CS_CLASSIC_MAX_FRONTIER];
  guint                 n_fit_cells;
  guint                 n_places;
  /* BC&B (B-3.5): the rotations per cell that fit only with a bridge, and
   * every lay move with each bridge that may go with it */
  guint8                needs_bridge[CS_CLASSIC_CELLS];
  CsClassicMove        *lays;
  guint                 n_lays;

  /* the laid tile and its spots */
  guint                 pending_cell;
  guint                 pending_rot;
  CsClassicSpot         spots[CS_CLASSIC_MAX_PIECES];
  guint                 n_spots;
  guint8                open[CS_CLASSIC_MAX_PIECES];
  guint                 n_open;
  int                   chosen;
  /* the bridges that may go with the laid tile (0: none, when it fits
   * without), and the one chosen */
  guint8                bridges[CS_CLASSIC_MAX_BRIDGES + 1];
  guint                 n_bridges;
  guint                 bridge_index;
};

/* every frontier cell, turn and bridge (cs_classic_bcb_placements) */
#define MAX_LAYS (CS_CLASSIC_MAX_FRONTIER * 4 * 11)

G_DEFINE_FINAL_TYPE (CastellanClassicTurn, castellan_classic_turn, CASTELLAN_TYPE_TURN_BASE)

#define BASE(self) (&(self)->base)

enum { SIGNAL_PLACEMENT_REFUSED, SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const CsClassic *
state (CastellanClassicTurn *self)
{
  return castellan_classic_game_get_state (self->game);
}

/* a person lays a tile now (not a castle's or a bazaar's decision, B-4.2, B-5) */
static gboolean
placing (CastellanClassicTurn *self)
{
  return castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_PLACE &&
         state (self)->phase == CS_PHASE_PLACE;
}

static void
compute_fits (CastellanClassicTurn *self)
{
  g_autofree CsClassicPlacement *places = NULL;
  guint n;

  for (guint i = 0; i < self->n_fit_cells; i++)
    self->fits[self->fit_cells[i]] = self->needs_bridge[self->fit_cells[i]] = 0;
  self->n_fit_cells = 0;
  self->n_places = 0;
  self->n_lays = 0;
  if (!placing (self))
    return;
  if (castellan_classic_game_get_bcb (self->game))
    {
      /* B-3.5: where the tile fits with a bridge, too */
      guint8 plain[CS_CLASSIC_MAX_FRONTIER];

      if (self->lays == NULL)
        self->lays = g_new (CsClassicMove, MAX_LAYS);
      self->n_lays = cs_classic_bcb_placements (state (self), TRUE, self->lays, MAX_LAYS);
      for (guint i = 0; i < self->n_lays; i++)
        {
          const CsClassicMove *m = &self->lays[i];
          guint k;

          if (self->fits[m->cell] == 0 && self->n_fit_cells < CS_CLASSIC_MAX_FRONTIER)
            {
              plain[self->n_fit_cells] = 0;
              self->fit_cells[self->n_fit_cells++] = m->cell;
            }
          self->fits[m->cell] |= 1u << m->rot;
          for (k = 0; k < self->n_fit_cells && self->fit_cells[k] != m->cell; k++)
            ;
          if (m->bridge == 0 && k < self->n_fit_cells)
            plain[k] |= 1u << m->rot;
        }
      for (guint k = 0; k < self->n_fit_cells; k++)
        {
          self->needs_bridge[self->fit_cells[k]] = self->fits[self->fit_cells[k]] & ~plain[k];
          self->n_places += __builtin_popcount (self->fits[self->fit_cells[k]]);
        }
      return;
    }
  places = g_new (CsClassicPlacement, CS_CLASSIC_MAX_PLACEMENTS);
  n = cs_classic_placements (state (self), FALSE, places);
  for (guint i = 0; i < n; i++)
    {
      if (self->fits[places[i].cell] == 0 && self->n_fit_cells < CS_CLASSIC_MAX_FRONTIER)
        self->fit_cells[self->n_fit_cells++] = places[i].cell;
      self->fits[places[i].cell] |= 1u << places[i].rot;
    }
  self->n_places = n;
}

static int
distance2 (guint a, guint b)
{
  int dx = cs_classic_cell_x (a) - cs_classic_cell_x (b);
  int dy = cs_classic_cell_y (a) - cs_classic_cell_y (b);
  return dx * dx + dy * dy;
}

/* the fitting cell nearest @cell (ties: the engine's order) */
static int
nearest_fit (CastellanClassicTurn *self, int cell)
{
  int best = -1, best_d = G_MAXINT;

  for (guint i = 0; i < self->n_fit_cells; i++)
    {
      int d = cell < 0 ? 0 : distance2 (self->fit_cells[i], cell);
      if (d < best_d)
        {
          best_d = d;
          best = self->fit_cells[i];
        }
    }
  return best;
}

static void
clear_pending (CastellanClassicTurn *self)
{
  self->n_spots = 0;
  self->n_open = 0;
  self->chosen = -1;
  self->n_bridges = 0;
  self->bridge_index = 0;
  castellan_turn_base_set_selected (BASE (self), -1);
}

static void
changed (CastellanClassicTurn *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* a new turn (or a new game, a load, an undo): back to placing */
static void
sync_turn (CastellanClassicTurn *self)
{
  int cursor;

  clear_pending (self);
  compute_fits (self);
  if (!placing (self))
    {
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_IDLE);
      changed (self);
      return;
    }
  cursor = nearest_fit (self, self->base.cursor >= 0 ? self->base.cursor : (int) cs_classic_cell (0, 0));
  if (cursor >= 0)
    {
      castellan_turn_base_set_cursor (BASE (self), cursor);
      castellan_turn_base_set_rot (BASE (self), castellan_turn_first_rot (self->fits[cursor], 0));
    }
  castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_PLACE);
  changed (self);
}

static void
castellan_classic_turn_sync (CastellanTurnBase *base)
{
  sync_turn (CASTELLAN_CLASSIC_TURN (base));
}

static void
castellan_classic_turn_finalize (GObject *object)
{
  g_free (CASTELLAN_CLASSIC_TURN (object)->lays);
  G_OBJECT_CLASS (castellan_classic_turn_parent_class)->finalize (object);
}

static void
castellan_classic_turn_dispose (GObject *object)
{
  CASTELLAN_CLASSIC_TURN (object)->game = NULL;
  G_OBJECT_CLASS (castellan_classic_turn_parent_class)->dispose (object);
}

static void
castellan_classic_turn_constructed (GObject *object)
{
  CastellanClassicTurn *self = CASTELLAN_CLASSIC_TURN (object);

  G_OBJECT_CLASS (castellan_classic_turn_parent_class)->constructed (object);
  self->game = CASTELLAN_CLASSIC_GAME (self->base.game);
  sync_turn (self);
}

static void
castellan_classic_turn_class_init (CastellanClassicTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CastellanTurnBaseClass *base_class = CASTELLAN_TURN_BASE_CLASS (klass);

  object_class->dispose = castellan_classic_turn_dispose;
  object_class->finalize = castellan_classic_turn_finalize;
  object_class->constructed = castellan_classic_turn_constructed;
  base_class->game_type = CASTELLAN_TYPE_CLASSIC_GAME;
  base_class->sync = castellan_classic_turn_sync;
  classic_turn_init_base_class (base_class);

  /* the tile does not fit where the person tried: the reason, in words */
  signals[SIGNAL_PLACEMENT_REFUSED] = g_signal_new ("placement-refused", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_STRING);
  /* anything the board shows of the turn may have changed */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
castellan_classic_turn_init (CastellanClassicTurn *self)
{
  self->chosen = -1;
}

CastellanClassicTurn *
castellan_classic_turn_new (CastellanClassicGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  return g_object_new (CASTELLAN_TYPE_CLASSIC_TURN, "game", game, NULL);
}

CastellanClassicGame *
castellan_classic_turn_get_game (CastellanClassicTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), NULL);
  return self->game;
}

/* ---- the cursor and the rotation -------------------------------------------------- */

void
castellan_classic_turn_set_cursor_cell (CastellanClassicTurn *self,
                                        int                   cell)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_TURN (self));
  g_return_if_fail (cell >= -1 && cell < CS_CLASSIC_CELLS);

  /* turn the tile to one that fits here, keeping the person's turn if it does */
  if (castellan_turn_base_point (BASE (self), cell, cell >= 0 ? self->fits[cell] : 0))
    changed (self);
}

gboolean
castellan_classic_turn_move_cursor (CastellanClassicTurn *self,
                                    int                   dx,
                                    int                   dy)
{
  const CsClassic *g;
  int x, y;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);

  if (self->base.stage == CASTELLAN_STAGE_FOLLOWER)
    {
      int n = self->n_open + 1;   /* the open spots and "none" */
      int step = dx + dy > 0 ? 1 : -1;
      int i = self->base.selected < 0 ? (int) self->n_open : self->base.selected;

      i = (i + step + n) % n;
      castellan_classic_turn_select_spot (self, i == (int) self->n_open ? -1 : i);
      return TRUE;
    }
  g = state (self);
  if (self->base.cursor < 0)
    {
      castellan_classic_turn_set_cursor_cell (self, cs_classic_cell (0, 0));
      return TRUE;
    }
  x = cs_classic_cell_x (self->base.cursor) + dx;
  y = cs_classic_cell_y (self->base.cursor) + dy;
  if (x < g->min_x - 1 || x > g->max_x + 1 || y < g->min_y - 1 || y > g->max_y + 1)
    return FALSE;
  castellan_classic_turn_set_cursor_cell (self, cs_classic_cell (x, y));
  return TRUE;
}

/* the order a person reads the board in: row by row from the north, each
 * row from the west */
static int
reading_key (guint cell)
{
  return cs_classic_cell_y (cell) * CS_CLASSIC_W + cs_classic_cell_x (cell);
}

gboolean
castellan_classic_turn_next_fit (CastellanClassicTurn *self,
                                 int                   step)
{
  int here, best = -1, first = -1;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);
  g_return_val_if_fail (step == 1 || step == -1, FALSE);

  if (self->base.stage != CASTELLAN_STAGE_PLACE || self->n_fit_cells == 0)
    return FALSE;
  /* going back is going forward in the reverse order */
  here = self->base.cursor >= 0 ? step * reading_key (self->base.cursor) : G_MININT;
  for (guint i = 0; i < self->n_fit_cells; i++)
    {
      int c = self->fit_cells[i], key = step * reading_key (c);

      if (first < 0 || key < step * reading_key (first))
        first = c;
      if (key > here && (best < 0 || key < step * reading_key (best)))
        best = c;
    }
  /* past the last, around to the first */
  castellan_classic_turn_set_cursor_cell (self, best >= 0 ? best : first);
  return TRUE;
}

void
castellan_classic_turn_set_rotation (CastellanClassicTurn *self,
                                     guint                 rot)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_TURN (self));
  if (self->base.stage != CASTELLAN_STAGE_PLACE)
    return;
  castellan_turn_base_set_rot (BASE (self), rot);
  changed (self);
}

void
castellan_classic_turn_rotate (CastellanClassicTurn *self,
                               int                   dir)
{
  guint mask;
  guint rot;

  g_return_if_fail (CASTELLAN_IS_CLASSIC_TURN (self));
  if (self->base.stage != CASTELLAN_STAGE_PLACE)
    return;
  mask = self->base.cursor >= 0 ? self->fits[self->base.cursor] : 0;
  rot = self->base.rot;
  for (guint k = 0; k < 4; k++)
    {
      rot = (rot + (dir < 0 ? 3 : 1)) & 3;
      if (mask == 0 || (mask & (1u << rot)))
        break;
    }
  castellan_turn_base_set_rot (BASE (self), rot);
  changed (self);
}

guint
castellan_classic_turn_get_fits (CastellanClassicTurn *self,
                                 guint                 cell)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  if (cell >= CS_CLASSIC_CELLS || self->base.stage != CASTELLAN_STAGE_PLACE)
    return 0;
  return self->fits[cell];
}

guint
castellan_classic_turn_get_fit_cells (CastellanClassicTurn *self,
                                      const guint16       **cells)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  if (cells)
    *cells = self->fit_cells;
  return self->base.stage == CASTELLAN_STAGE_PLACE ? self->n_fit_cells : 0;
}

char *
castellan_classic_turn_dup_refusal (CastellanClassicTurn *self,
                                    guint                 cell,
                                    guint                 rot)
{
  CsClassicVerdict verdict;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), NULL);
  if (!placing (self))
    return NULL;
  if (cell < CS_CLASSIC_CELLS && (self->fits[cell] & (1u << (rot & 3))))
    return NULL;   /* it fits, perhaps only with a bridge (B-3.5) */
  cs_classic_verdict (state (self), cell, rot & 3, &verdict);
  return cs_classic_text_verdict (state (self), &verdict);
}

/* ---- laying and the follower ------------------------------------------------------ */

static guint
pending_bridge (CastellanClassicTurn *self)
{
  return self->n_bridges > 0 ? self->bridges[self->bridge_index] : 0;
}

/* the spots open with the laid tile and its bridge: a bridge on the tile
 * is a spot of its own, piece n_pieces (B-3.8) */
static void
find_open_spots (CastellanClassicTurn *self)
{
  self->n_open = 0;
  if (castellan_classic_game_get_bcb (self->game))
    {
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;

      m.cell = self->pending_cell;
      m.rot = self->pending_rot;
      m.bridge = pending_bridge (self);
      self->n_open = cs_classic_bcb_open_spots (state (self), &m, self->open);
      return;
    }
  for (guint i = 0; i < self->n_spots; i++)
    if (self->spots[i].state == CS_SPOT_OPEN)
      self->open[self->n_open++] = self->spots[i].piece;
}

gboolean
castellan_classic_turn_lay (CastellanClassicTurn *self)
{

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);

  if (self->base.stage != CASTELLAN_STAGE_PLACE || self->base.cursor < 0)
    return FALSE;
  if (!(self->fits[self->base.cursor] & (1u << self->base.rot)))
    {
      g_autofree char *why = castellan_classic_turn_dup_refusal (self, self->base.cursor, self->base.rot);
      g_signal_emit (self, signals[SIGNAL_PLACEMENT_REFUSED], 0, why);
      castellan_turn_base_refused (BASE (self), self->base.cursor, why);
      return FALSE;
    }
  self->pending_cell = self->base.cursor;
  self->pending_rot = self->base.rot;
  self->n_spots = cs_classic_spots (state (self), self->base.cursor, self->base.rot, self->spots);
  /* the bridges that may go with it: none first when it fits without (B-3.6) */
  self->n_bridges = 0;
  self->bridge_index = 0;
  if (!(self->needs_bridge[self->pending_cell] & (1u << self->pending_rot)))
    self->bridges[self->n_bridges++] = 0;
  for (guint i = 0; i < self->n_lays; i++)
    if (self->lays[i].cell == self->pending_cell && self->lays[i].rot == self->pending_rot &&
        self->lays[i].bridge != 0 && self->n_bridges < G_N_ELEMENTS (self->bridges))
      self->bridges[self->n_bridges++] = self->lays[i].bridge;
  find_open_spots (self);
  castellan_turn_base_set_selected (BASE (self), -1);
  self->chosen = -1;
  castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_FOLLOWER);
  changed (self);
  return TRUE;
}

gboolean
castellan_classic_turn_get_pending (CastellanClassicTurn *self,
                                    guint                *cell,
                                    guint                *rot)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);
  if (self->base.stage != CASTELLAN_STAGE_FOLLOWER && self->base.stage != CASTELLAN_STAGE_CONFIRM)
    return FALSE;
  if (cell)
    *cell = self->pending_cell;
  if (rot)
    *rot = self->pending_rot;
  return TRUE;
}

guint
castellan_classic_turn_get_spots (CastellanClassicTurn *self,
                                  const CsClassicSpot **spots)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  if (spots)
    *spots = self->spots;
  return castellan_classic_turn_get_pending (self, NULL, NULL) ? self->n_spots : 0;
}

guint
castellan_classic_turn_get_open_spots (CastellanClassicTurn *self,
                                       const guint8        **pieces)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  if (pieces)
    *pieces = self->open;
  return castellan_classic_turn_get_pending (self, NULL, NULL) ? self->n_open : 0;
}

gboolean
castellan_classic_turn_select_spot (CastellanClassicTurn *self,
                                    int                   index)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);
  if (self->base.stage != CASTELLAN_STAGE_FOLLOWER || index < -1 || index >= (int) self->n_open)
    return FALSE;
  if (castellan_turn_base_set_selected (BASE (self), index))
    changed (self);
  return TRUE;
}

int
castellan_classic_turn_get_chosen_follower (CastellanClassicTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), -1);
  return self->base.stage == CASTELLAN_STAGE_CONFIRM ? self->chosen : -1;
}

void
castellan_classic_turn_choose_follower (CastellanClassicTurn *self,
                                        int                   index)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_TURN (self));
  if (self->base.stage != CASTELLAN_STAGE_FOLLOWER || index < -1 || index >= (int) self->n_open)
    return;
  self->chosen = index < 0 ? -1 : self->open[index];
  castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_CONFIRM);
  changed (self);
  if (!self->base.confirm_turn)
    castellan_classic_turn_end (self);
}

void
castellan_classic_turn_end (CastellanClassicTurn *self)
{
  g_autoptr(GError) error = NULL;
  CsClassicMove move = CS_CLASSIC_MOVE_INIT;

  g_return_if_fail (CASTELLAN_IS_CLASSIC_TURN (self));
  if (self->base.stage == CASTELLAN_STAGE_FOLLOWER)
    self->chosen = self->base.selected < 0 ? -1 : self->open[self->base.selected];
  else if (self->base.stage != CASTELLAN_STAGE_CONFIRM)
    return;
  move.cell = self->pending_cell;
  move.rot = self->pending_rot;
  move.follower = self->chosen;
  move.bridge = pending_bridge (self);
  /* the game's "changed" brings the next turn (sync_turn) */
  if (!castellan_classic_game_play (self->game, &move, &error))
    {
      g_signal_emit (self, signals[SIGNAL_PLACEMENT_REFUSED], 0, error->message);
      castellan_turn_base_refused (BASE (self), move.cell, error->message);
      sync_turn (self);
    }
}

void
castellan_classic_turn_cancel (CastellanClassicTurn *self)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_TURN (self));
  switch (self->base.stage)
    {
    case CASTELLAN_STAGE_CONFIRM:
      self->chosen = -1;
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_FOLLOWER);
      changed (self);
      break;
    case CASTELLAN_STAGE_FOLLOWER:
      clear_pending (self);
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_PLACE);
      changed (self);
      break;
    default:
      break;
    }
}

/* ---- bridges (B-3) -------------------------------------------------------------- */

guint
castellan_classic_turn_get_needs_bridge (CastellanClassicTurn *self,
                                         guint                 cell)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  if (cell >= CS_CLASSIC_CELLS || self->base.stage != CASTELLAN_STAGE_PLACE)
    return 0;
  return self->needs_bridge[cell];
}

guint
castellan_classic_turn_get_bridge (CastellanClassicTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  if (self->base.stage == CASTELLAN_STAGE_PLACE)
    {
      /* the cursor's bridge: the first that makes it fit, when it must have one */
      int cell = self->base.cursor;
      if (cell < 0 || !(self->needs_bridge[cell] & (1u << self->base.rot)))
        return 0;
      for (guint i = 0; i < self->n_lays; i++)
        if (self->lays[i].cell == (guint) cell && self->lays[i].rot == self->base.rot && self->lays[i].bridge != 0)
          return self->lays[i].bridge;
      return 0;
    }
  return castellan_classic_turn_get_pending (self, NULL, NULL) ? pending_bridge (self) : 0;
}

guint
castellan_classic_turn_get_n_bridges (CastellanClassicTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), 0);
  return self->base.stage == CASTELLAN_STAGE_FOLLOWER ? self->n_bridges : 0;
}

gboolean
castellan_classic_turn_next_bridge (CastellanClassicTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);
  if (self->base.stage != CASTELLAN_STAGE_FOLLOWER || self->n_bridges < 2)
    return FALSE;
  self->bridge_index = (self->bridge_index + 1) % self->n_bridges;
  find_open_spots (self);
  castellan_turn_base_set_selected (BASE (self), -1);
  changed (self);
  return TRUE;
}

gboolean
castellan_classic_turn_get_can_discard (CastellanClassicTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);
  if (self->base.stage != CASTELLAN_STAGE_PLACE || self->n_fit_cells == 0)
    return FALSE;
  for (guint i = 0; i < self->n_fit_cells; i++)
    if (self->fits[self->fit_cells[i]] & ~self->needs_bridge[self->fit_cells[i]])
      return FALSE;
  return TRUE;
}

gboolean
castellan_classic_turn_discard (CastellanClassicTurn *self)
{
  g_autoptr(GError) error = NULL;
  CsClassicMove move = CS_CLASSIC_MOVE_INIT;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TURN (self), FALSE);
  if (!castellan_classic_turn_get_can_discard (self))
    return FALSE;
  move.kind = CS_CLASSIC_MOVE_DISCARD;
  if (!castellan_classic_game_play (self->game, &move, &error))
    {
      g_signal_emit (self, signals[SIGNAL_PLACEMENT_REFUSED], 0, error->message);
      castellan_turn_base_refused (BASE (self), -1, error->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- what every view asks of a turn (castellan-turn-base.h) ----------------------------- */

#define CTURN(b) CASTELLAN_CLASSIC_TURN (b)

/* every (cell, rotation) that takes the tile, bridges' included */
static guint
base_get_n_places (CastellanTurnBase *base)
{
  CastellanClassicTurn *self = CTURN (base);
  const guint16 *cells;
  guint n = castellan_classic_turn_get_fit_cells (self, &cells), places = 0;

  for (guint i = 0; i < n; i++)
    places += (guint) __builtin_popcount (self->fits[cells[i]]);
  return places;
}

static guint
base_get_n_open_spots (CastellanTurnBase *base)
{
  return castellan_classic_turn_get_open_spots (CTURN (base), NULL);
}

static char *
base_dup_spot_name (CastellanTurnBase *base, guint index)
{
  CastellanClassicTurn *self = CTURN (base);
  const CsClassic *g = state (self);
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->current);

  if (index >= self->n_open)
    return NULL;
  /* a follower on a bridge (piece n_pieces, B-3.8) stands on its road */
  if (self->open[index] >= d->n_pieces)
    return g_strdup (cs_classic_text_role (CS_CLASSIC_ROAD));
  return g_strdup (cs_classic_text_role (d->pieces[self->open[index]].type));
}

/* while a tile is placed or a computer thinks (castellan_turn_base_get_drawn_tile) */
static int
base_get_drawn_tile (CastellanTurnBase *base)
{
  /* none once the game is over, even while the game's phase still says
   * otherwise: a record loaded over a game in progress has the state at
   * its end before the phase is told (the tile index is then no tile's) */
  return state (CTURN (base))->phase == CS_PHASE_OVER ? -1 : state (CTURN (base))->current;
}

/* as The Castle's (castellan_describe_tile): how it is turned, each side's
 * feature, named as bought in a bazaar round */
static char *
base_dup_tile_description (CastellanTurnBase *base)
{
  return castellan_classic_describe_tile (CTURN (base));
}

/* B-5: an auction runs (no tile to lay yet), or the tile in hand was
 * bought at the bazaar and is laid in its round (B-5.7) */
static CastellanTileSource
base_get_tile_source (CastellanTurnBase *base)
{
  const CsClassic *g = state (CTURN (base));

  switch (g->phase)
    {
    case CS_CLASSIC_PHASE_OFFER:
    case CS_CLASSIC_PHASE_BID:
    case CS_CLASSIC_PHASE_SETTLE:
      return CASTELLAN_TILE_AT_BAZAAR;
    default:
      return g->bcb.bought ? CASTELLAN_TILE_BOUGHT : CASTELLAN_TILE_DRAWN;
    }
}

static void
classic_turn_init_base_class (CastellanTurnBaseClass *klass)
{
  CASTELLAN_TURN_BASE_CLASS_FORWARD (klass, CastellanClassicTurn, castellan_classic_turn);
  klass->get_n_places = base_get_n_places;
  klass->dup_refusal = CASTELLAN_TURN_BASE_VFUNC (CastellanClassicTurn, castellan_classic_turn_dup_refusal, char *,
                                                  guint, guint);
  klass->get_n_open_spots = base_get_n_open_spots;
  klass->dup_spot_name = base_dup_spot_name;
  klass->get_drawn_tile = base_get_drawn_tile;
  klass->dup_tile_description = base_dup_tile_description;
  klass->get_tile_source = base_get_tile_source;
}
