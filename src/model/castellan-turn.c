/* castellan-turn.c — the turn in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The stages of a person's turn: place the drawn tile (a cell under the
 * cursor, a rotation that fits there), put a follower on an open spot or
 * none, confirm, answer what the rules leave open, play. Every "may I" is
 * the engine's answer (cs_game_is_legal, cs_game_spots,
 * cs_game_completions, cs_game_scoring_orders); this object keeps where the
 * person is and tells the views.
 */
#define G_LOG_DOMAIN "castellan-turn"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-turn.h"
#include "castellan-describe.h"
#include "castellan-model-enums.h"
#include "cs-text.h"

/* the scoring orders shown at most: more would not fit a question */
#define MAX_ORDER_OPTIONS 4

typedef enum {
  STEP_BOOST,
  STEP_ORDER,
  STEP_EXTRA,
  STEP_PLAY,
} Step;

struct _CastellanTurn
{
  CastellanTurnBase base;

  CastellanGame   *game;            /* base.game, typed */

  guint            rot_turn;        /* the move count the rotation was chosen in, G_MAXUINT: none */
  guint8           fits[CS_NUM_CELLS];   /* rotation mask per cell */
  guint            n_places;
  int              pending_cell;    /* laid, waiting for the follower step */
  guint            pending_rot;
  CsSpot           spot_info[CS_MAX_PIECES];
  guint            n_spot_info;
  guint8           spots[CS_MAX_PIECES];  /* the open ones */
  guint            n_spots;
  int              chosen_follower; /* piece, -1 none */
  gboolean         want_extra;      /* wall tile 1 announced for this turn */
  CsMove           suggested;       /* Suggest a Move's answer for this turn */
  guint            suggested_turn;  /* the move count it is for, G_MAXUINT: none */

  /* the move being put together, and what it still asks */
  CsMove           move;
  CsCompletion     completions[CS_MAX_COMPLETE];
  guint            n_completions;
  guint            boost_index;
  Step             step;
  guint8           orders[MAX_ORDER_OPTIONS][CS_MAX_COMPLETE];
  guint            n_orders;
  CastellanChoice *choice;          /* the question out, if any */
  guint            choice_move;     /* ...asked in the game's move of this number */
};

G_DEFINE_FINAL_TYPE (CastellanTurn, castellan_turn, CASTELLAN_TYPE_TURN_BASE)

#define BASE(self) (&(self)->base)

/* the turn's own; the base has the stage, cursor, rotation, marked spot and confirm-turn */
enum {
  PROP_0,
  PROP_PENDING_CELL,
  PROP_HAS_SUGGESTION,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_PLACEMENT_REFUSED,
  SIGNAL_CHOOSE,
  SIGNAL_MOVE_REFUSED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void run_choices (CastellanTurn *self);
static void castellan_turn_init_base_class (CastellanTurnBaseClass *klass);

/* ---- state ----------------------------------------------------------------------- */

static const CsGame *
state (CastellanTurn *self)
{
  return castellan_game_get_state (self->game);
}

static CsTheme
theme (CastellanTurn *self)
{
  return castellan_game_get_cs_theme (self->game);
}

static gboolean
placing (CastellanTurn *self)
{
  return castellan_game_get_phase (self->game) == CASTELLAN_PHASE_PLACE;
}

static guint
move_no (CastellanTurn *self)
{
  return castellan_game_get_record (self->game)->moves->len;
}

static void
compute_fits (CastellanTurn *self)
{
  const CsGame *g = state (self);
  CsPlacement pl[CS_MAX_PLACEMENTS];

  memset (self->fits, 0, sizeof self->fits);
  self->n_places = 0;
  if (!placing (self))
    return;
  self->n_places = cs_game_placements (g, FALSE, pl);
  for (guint i = 0; i < self->n_places; i++)
    self->fits[pl[i].cell] |= 1 << pl[i].rot;
}

static void
clear_pending (CastellanTurn *self)
{
  gboolean had = self->pending_cell >= 0;

  self->pending_cell = -1;
  self->n_spots = 0;
  self->n_spot_info = 0;
  self->chosen_follower = -1;
  if (had)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PENDING_CELL]);
  castellan_turn_base_set_selected (BASE (self), -1);
}

/* each turn's tile starts as drawn, or at its first turn that fits (where
 * the cursor is, else anywhere): a turn chosen for the last tile means
 * nothing for this one */
static void
reset_rotation (CastellanTurn *self)
{
  guint8 mask = 0;

  if (self->base.cursor >= 0 && self->fits[self->base.cursor])
    mask = self->fits[self->base.cursor];
  else
    for (guint c = 0; c < CS_NUM_CELLS; c++)
      mask |= self->fits[c];
  self->rot_turn = move_no (self);
  castellan_turn_base_set_rot (BASE (self), castellan_turn_first_rot (mask, 0));
}

/* the cell that takes the tile closest to @cell on the grid, -1 if none */
static int
nearest_fit (CastellanTurn *self, int cell)
{
  const CsBoard *b = state (self)->board;
  int best = -1, best_d = G_MAXINT;

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      int dx = b->cell_x[c] - b->cell_x[cell], dy = b->cell_y[c] - b->cell_y[cell];
      int d = dx * dx + dy * dy;
      if (self->fits[c] && d < best_d)
        {
          best = c;
          best_d = d;
        }
    }
  return best;
}

static void
forget_choice (CastellanTurn *self)
{
  if (self->choice != NULL)
    g_signal_handlers_disconnect_by_data (self->choice, self);
  g_clear_object (&self->choice);
}

static gboolean
has_suggestion (CastellanTurn *self)
{
  return self->suggested_turn != G_MAXUINT && self->suggested_turn == move_no (self) && placing (self);
}

static void
forget_suggestion (CastellanTurn *self)
{
  if (self->suggested_turn == G_MAXUINT)
    return;
  self->suggested_turn = G_MAXUINT;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_HAS_SUGGESTION]);
}

/* the game moved on (a move, an undo, a new game): start the turn afresh */
static void
sync_turn (CastellanTurn *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  compute_fits (self);
  clear_pending (self);
  if (!has_suggestion (self))
    forget_suggestion (self);
  if (placing (self))
    {
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_PLACE);
      if (self->rot_turn != move_no (self))
        {
          /* a new turn: the cursor, left on a laid tile, moves to the
           * nearest cell that takes the new one */
          if (self->base.cursor >= 0 && state (self)->cell_tile[self->base.cursor] != CS_CELL_EMPTY)
            castellan_turn_set_cursor_cell (self, nearest_fit (self, self->base.cursor));
          reset_rotation (self);
        }
      else if (self->base.cursor >= 0 && self->fits[self->base.cursor])
        castellan_turn_base_set_rot (BASE (self), castellan_turn_first_rot (self->fits[self->base.cursor], self->base.rot));
    }
  else
    castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_IDLE);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
started_cb (CastellanGame *game, CastellanTurn *self)
{
  /* a new game may begin with as many moves as the last one had: 0 */
  self->rot_turn = G_MAXUINT;
  self->want_extra = FALSE;
  forget_choice (self);
  forget_suggestion (self);
  sync_turn (self);
}

static void
phase_cb (CastellanGame *game, GParamSpec *pspec, CastellanTurn *self)
{
  sync_turn (self);
}

static void
turn_played_cb (CastellanGame *game, gpointer events, gpointer before, CastellanTurn *self)
{
  /* a new turn: intentions for wall tiles and a suggestion belong to the old one */
  self->want_extra = FALSE;
  forget_choice (self);
  forget_suggestion (self);
}

/* Suggest a Move's answer, asked of the game (castellan_game_base_suggest),
 * is shown on the board through the turn: the cursor on its cell, the tile
 * turned, the follower (castellan_turn_get_suggestion); gone with it */
static void
game_suggestion_cb (CastellanGame *game, GParamSpec *pspec, CastellanTurn *self)
{
  CastellanSuggestedMove s;
  CsMove move;

  if (!castellan_game_base_get_suggested_move (CASTELLAN_GAME_BASE (game), &s))
    {
      forget_suggestion (self);
      return;
    }
  cs_move_init (&move, s.cell, s.rot, s.follower);
  castellan_turn_suggest (self, &move);
}

/* ---- the object -------------------------------------------------------------------- */

static void
castellan_turn_sync (CastellanTurnBase *base)
{
  sync_turn (CASTELLAN_TURN (base));
}

static void
castellan_turn_dispose (GObject *object)
{
  CastellanTurn *self = CASTELLAN_TURN (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  self->game = NULL;
  forget_choice (self);
  G_OBJECT_CLASS (castellan_turn_parent_class)->dispose (object);
}

static void
castellan_turn_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanTurn *self = CASTELLAN_TURN (object);

  switch (id)
    {
    case PROP_PENDING_CELL:
      g_value_set_int (value, self->pending_cell);
      break;
    case PROP_HAS_SUGGESTION:
      g_value_set_boolean (value, has_suggestion (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_turn_constructed (GObject *object)
{
  CastellanTurn *self = CASTELLAN_TURN (object);

  G_OBJECT_CLASS (castellan_turn_parent_class)->constructed (object);
  self->game = CASTELLAN_GAME (self->base.game);
  g_signal_connect (self->game, "started", G_CALLBACK (started_cb), self);
  g_signal_connect (self->game, "notify::phase", G_CALLBACK (phase_cb), self);
  g_signal_connect (self->game, "turn-played", G_CALLBACK (turn_played_cb), self);
  g_signal_connect (self->game, "notify::suggestion", G_CALLBACK (game_suggestion_cb), self);
  sync_turn (self);
}

static void
castellan_turn_class_init (CastellanTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CastellanTurnBaseClass *base_class = CASTELLAN_TURN_BASE_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = castellan_turn_dispose;
  object_class->constructed = castellan_turn_constructed;
  object_class->get_property = castellan_turn_get_property;
  base_class->game_type = CASTELLAN_TYPE_GAME;
  base_class->sync = castellan_turn_sync;
  castellan_turn_init_base_class (base_class);

  props[PROP_PENDING_CELL] = g_param_spec_int ("pending-cell", NULL, NULL, -1, CS_NUM_CELLS - 1, -1, ro);
  props[PROP_HAS_SUGGESTION] = g_param_spec_boolean ("has-suggestion", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * CastellanTurn::placement-refused:
   * @cell: where the tile does not fit, as it is turned
   *
   * The person tried to lay the tile where it does not fit.
   */
  signals[SIGNAL_PLACEMENT_REFUSED] = g_signal_new ("placement-refused", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * CastellanTurn::choose:
   * @choice: the question, its options and its default
   *
   * The move needs an answer the rules leave to the player. A handler shows
   * the question, returns %TRUE and calls castellan_choice_answer() when
   * the player has answered (at once or later); unhandled, the default is
   * taken.
   */
  signals[SIGNAL_CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, g_signal_accumulator_true_handled, NULL, NULL,
                                         G_TYPE_BOOLEAN, 1, CASTELLAN_TYPE_CHOICE);
  /**
   * CastellanTurn::move-refused:
   * @error: why, in words, with the rule
   *
   * The game refused the move put together (it cannot, unless the game
   * moved on underneath); the turn is back at placing the tile.
   */
  signals[SIGNAL_MOVE_REFUSED] = g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
castellan_turn_init (CastellanTurn *self)
{
  self->pending_cell = -1;
  self->chosen_follower = -1;
  self->rot_turn = G_MAXUINT;
  self->suggested_turn = G_MAXUINT;
}

CastellanTurn *
castellan_turn_new (CastellanGame *game)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);
  return g_object_new (CASTELLAN_TYPE_TURN, "game", game, NULL);
}

CastellanGame *
castellan_turn_get_game (CastellanTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), NULL);
  return self->game;
}

/* ---- placing ------------------------------------------------------------------------- */

void
castellan_turn_set_cursor_cell (CastellanTurn *self, int cell)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  g_return_if_fail (cell >= -1 && cell < CS_NUM_CELLS);

  /* over a cell that takes the tile, turn it to a way that fits */
  castellan_turn_base_point (BASE (self), cell, cell >= 0 ? self->fits[cell] : 0);
}

/* a cell's place in reading order: rows from the top, each from the left */
static int
reading_key (const CsBoard *b, int cell)
{
  return b->cell_y[cell] * 256 + b->cell_x[cell];
}

gboolean
castellan_turn_next_fit (CastellanTurn *self, int step)
{
  const CsBoard *b;
  int here, best = -1, first = -1;

  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);
  g_return_val_if_fail (step == 1 || step == -1, FALSE);

  if (self->base.stage != CASTELLAN_STAGE_PLACE || self->n_places == 0)
    return FALSE;
  b = state (self)->board;
  /* going back is going forward in the reverse order */
  here = self->base.cursor >= 0 ? step * reading_key (b, self->base.cursor) : G_MININT;
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      int key = step * reading_key (b, c);
      if (!self->fits[c])
        continue;
      if (first < 0 || key < step * reading_key (b, first))
        first = c;
      if (key > here && (best < 0 || key < step * reading_key (b, best)))
        best = c;
    }
  /* past the last, around to the first */
  castellan_turn_set_cursor_cell (self, best >= 0 ? best : first);
  return TRUE;
}

gboolean
castellan_turn_move_cursor (CastellanTurn *self, int dx, int dy)
{
  const CsBoard *b;
  int x, y;

  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);

  if (self->base.stage == CASTELLAN_STAGE_FOLLOWER)
    {
      /* left/right walk the spots */
      if (self->n_spots == 0)
        return FALSE;
      return castellan_turn_select_spot (self, ((self->base.selected < 0 ? (dx + dy > 0 ? -1 : 0) : self->base.selected) +
                                                dx + dy + (int) self->n_spots) % (int) self->n_spots);
    }
  b = state (self)->board;
  if (self->base.cursor < 0)
    {
      /* start on a place that takes the tile when there is one */
      for (guint c = 0; c < CS_NUM_CELLS; c++)
        if (self->fits[c])
          {
            castellan_turn_set_cursor_cell (self, c);
            return TRUE;
          }
      castellan_turn_set_cursor_cell (self, 0);
      return TRUE;
    }
  x = b->cell_x[self->base.cursor];
  y = b->cell_y[self->base.cursor];
  for (;;)
    {
      x += dx;
      y += dy;
      if (x < 0 || y < 0 || x >= b->width || y >= b->height)
        return FALSE;
      if (b->cell_at[y][x] >= 0)
        {
          castellan_turn_set_cursor_cell (self, b->cell_at[y][x]);
          return TRUE;
        }
    }
}

void
castellan_turn_set_rotation (CastellanTurn *self, guint rot)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  castellan_turn_base_set_rot (BASE (self), rot % 4);
}

/* One rule for R, Shift+R, the wheel and the card's buttons: a quarter turn
 * each, through all four turns, wherever the cursor is. A turn that does
 * not fit where the tile is offered is shown (dimmed) with the tutor's
 * reason, so a lesson can show why a path must continue. */
void
castellan_turn_rotate (CastellanTurn *self, int dir)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  if (self->base.stage != CASTELLAN_STAGE_PLACE || dir == 0)
    return;
  castellan_turn_base_set_rot (BASE (self), (self->base.rot + 4 + (dir > 0 ? 1 : 3)) % 4);
}

guint
castellan_turn_get_fits (CastellanTurn *self, guint cell)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), 0);
  g_return_val_if_fail (cell < CS_NUM_CELLS, 0);
  return self->base.stage == CASTELLAN_STAGE_IDLE ? 0 : self->fits[cell];
}

guint
castellan_turn_get_n_places (CastellanTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), 0);
  return self->n_places;
}

gboolean
castellan_turn_lay (CastellanTurn *self)
{
  const CsGame *g;

  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);

  if (self->base.stage != CASTELLAN_STAGE_PLACE)
    return FALSE;
  if (self->base.cursor < 0 || !(self->fits[self->base.cursor] & (1 << self->base.rot)))
    {
      /* a cell that takes no turn of the tile, or not this one */
      if (self->base.cursor >= 0)
        {
          g_autofree char *why = castellan_turn_base_dup_refusal (BASE (self), self->base.cursor, self->base.rot);

          g_signal_emit (self, signals[SIGNAL_PLACEMENT_REFUSED], 0, self->base.cursor);
          castellan_turn_base_refused (BASE (self), self->base.cursor, why);
        }
      return FALSE;
    }
  g = state (self);
  g_object_freeze_notify (G_OBJECT (self));
  self->pending_cell = self->base.cursor;
  self->pending_rot = self->base.rot;
  self->n_spot_info = cs_game_spots (g, self->pending_cell, self->pending_rot, self->spot_info);
  self->n_spots = 0;
  for (guint i = 0; i < self->n_spot_info; i++)
    if (self->spot_info[i].state == CS_SPOT_OPEN)
      self->spots[self->n_spots++] = self->spot_info[i].piece;
  castellan_turn_base_set_selected (BASE (self), -1);
  castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_FOLLOWER);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PENDING_CELL]);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
castellan_turn_get_pending (CastellanTurn *self, guint *cell, guint *rot)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);
  if (self->pending_cell < 0)
    return FALSE;
  if (cell)
    *cell = self->pending_cell;
  if (rot)
    *rot = self->pending_rot;
  return TRUE;
}

guint
castellan_turn_get_spots (CastellanTurn *self, const CsSpot **spots)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), 0);
  if (spots)
    *spots = self->spot_info;
  return self->pending_cell >= 0 ? self->n_spot_info : 0;
}

guint
castellan_turn_get_open_spots (CastellanTurn *self, guint8 *pieces)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), 0);
  if (self->pending_cell < 0)
    return 0;
  if (pieces)
    memcpy (pieces, self->spots, self->n_spots);
  return self->n_spots;
}

const char *
castellan_turn_spot_key (guint index)
{
  static const char *const keys[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "0" };

  return index < G_N_ELEMENTS (keys) ? keys[index] : NULL;
}

int
castellan_turn_get_chosen_follower (CastellanTurn *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), -1);
  return self->chosen_follower;
}

gboolean
castellan_turn_select_spot (CastellanTurn *self, int index)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);
  if (self->base.stage != CASTELLAN_STAGE_FOLLOWER || index < 0 || (guint) index >= self->n_spots)
    return FALSE;
  castellan_turn_base_set_selected (BASE (self), index);
  return TRUE;
}

void
castellan_turn_choose_follower (CastellanTurn *self, int index)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  if (self->base.stage != CASTELLAN_STAGE_FOLLOWER)
    return;
  if (index >= 0 && !castellan_turn_select_spot (self, index))
    return;
  self->chosen_follower = index >= 0 ? self->spots[index] : -1;
  if (self->base.confirm_turn)
    castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_CONFIRM);
  else
    castellan_turn_end (self);
}

void
castellan_turn_cancel (CastellanTurn *self)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  if (self->base.stage == CASTELLAN_STAGE_CONFIRM)
    {
      self->chosen_follower = -1;
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_FOLLOWER);
    }
  else if (self->base.stage == CASTELLAN_STAGE_FOLLOWER)
    {
      g_object_freeze_notify (G_OBJECT (self));
      clear_pending (self);
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_PLACE);
      g_object_thaw_notify (G_OBJECT (self));
    }
}

void
castellan_turn_reset (CastellanTurn *self)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  forget_choice (self);
  sync_turn (self);
}

/* ---- the questions before the move is played ------------------------------------------- */

static void choice_answered_cb (CastellanChoice *choice, guint option, CastellanTurn *self);

static gboolean
ask (CastellanTurn *self, CastellanChoice *choice)
{
  gboolean handled = FALSE;

  forget_choice (self);
  self->choice = g_object_ref (choice);
  self->choice_move = move_no (self);
  g_signal_connect (choice, "answered", G_CALLBACK (choice_answered_cb), self);
  g_signal_emit (self, signals[SIGNAL_CHOOSE], 0, choice, &handled);
  if (!handled)
    castellan_choice_answer (choice, castellan_choice_get_default (choice));
  return TRUE;
}

static void
choice_answered_cb (CastellanChoice *choice, guint option, CastellanTurn *self)
{
  /* a question of a turn that is gone (the game moved on) */
  if (choice != self->choice || self->choice_move != move_no (self) || !placing (self))
    return;
  switch (castellan_choice_get_kind (choice))
    {
    case CASTELLAN_CHOICE_BOOST:
      self->move.boost[self->boost_index] = (guint8) option;
      self->boost_index++;
      break;
    case CASTELLAN_CHOICE_ORDER:
      memcpy (self->move.order, self->orders[option], self->n_completions);
      self->move.n_order = self->n_completions;
      self->move.flags |= CS_MOVE_CUSTOM_ORDER;
      self->step = STEP_EXTRA;
      break;
    case CASTELLAN_CHOICE_EXTRA_TURN:
    default:
      if (option == 1)
        self->move.flags |= CS_MOVE_EXTRA_TURN;
      else
        self->move.flags &= ~CS_MOVE_EXTRA_TURN;
      self->step = STEP_PLAY;
      break;
    }
  forget_choice (self);
  run_choices (self);
}

static void
play_move (CastellanTurn *self)
{
  g_autoptr(GError) error = NULL;

  if (!castellan_game_play (self->game, &self->move, &error))
    {
      castellan_turn_reset (self);
      g_signal_emit (self, signals[SIGNAL_MOVE_REFUSED], 0, error);
    }
}

static void
run_choices (CastellanTurn *self)
{
  const CsGame *g = state (self);

  if (!placing (self))
    return;

  if (self->step == STEP_BOOST)
    {
      for (; self->boost_index < self->n_completions; self->boost_index++)
        {
          const CsCompletion *c = &self->completions[self->boost_index];
          g_autoptr(CastellanChoice) choice = NULL;

          if (c->max_boost == 0 || c->scorer != g->active)
            continue;
          choice = castellan_choice_new_boost (c, theme (self));
          ask (self, choice);
          return;
        }
      self->step = STEP_ORDER;
    }

  if (self->step == STEP_ORDER)
    {
      g_autofree CsEvents *scratch = g_new0 (CsEvents, 1);

      self->n_orders = cs_game_scoring_orders (g, &self->move, scratch, self->orders, MAX_ORDER_OPTIONS);
      if (self->n_orders > 1)
        {
          g_autoptr(CastellanChoice) choice =
            castellan_choice_new_order (self->game, &self->move, self->completions, self->n_completions,
                                        (const guint8 (*)[CS_MAX_COMPLETE]) self->orders, self->n_orders);
          ask (self, choice);
          return;
        }
      self->step = STEP_EXTRA;
    }

  if (self->step == STEP_EXTRA)
    {
      /* V-3: a wall tile 1 won by this very move may be used at once */
      if (!(self->move.flags & CS_MOVE_EXTRA_TURN) && (g->variants & CS_VARIANT_V3_IMMEDIATE_EXTRA) &&
          cs_game_tiles_left (g) > 0)
        {
          g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
          if (cs_game_preview (g, &self->move, ev, NULL))
            for (guint i = 0; i < ev->n; i++)
              if (ev->ev[i].type == CS_EVENT_WALL_TILE_TAKEN && ev->ev[i].player == g->active &&
                  ev->ev[i].kind == CS_WALL_EXTRA_TURN)
                self->move.flags |= CS_MOVE_EXTRA_TURN;
        }
      if ((self->move.flags & CS_MOVE_EXTRA_TURN) && !self->want_extra)
        {
          g_autoptr(CastellanChoice) choice = castellan_choice_new_extra_turn (theme (self));
          ask (self, choice);
          return;
        }
      self->step = STEP_PLAY;
    }

  play_move (self);
}

void
castellan_turn_end (CastellanTurn *self)
{
  const CsGame *g;

  g_return_if_fail (CASTELLAN_IS_TURN (self));
  if (self->pending_cell < 0 || !placing (self) || self->choice != NULL)
    return;
  if (self->base.stage == CASTELLAN_STAGE_FOLLOWER && self->chosen_follower < 0 && self->base.selected >= 0)
    self->chosen_follower = self->spots[self->base.selected];

  g = state (self);
  cs_move_init (&self->move, self->pending_cell, self->pending_rot, self->chosen_follower);
  cs_game_default_move (g, &self->move);
  self->n_completions = cs_game_completions (g, self->move.cell, self->move.rot, self->move.follower,
                                             self->completions);
  /* the default: spend wall tiles 2 and 3 where they can be (as the engine would) */
  self->move.flags |= CS_MOVE_CUSTOM_BOOST;
  for (guint i = 0; i < self->n_completions; i++)
    self->move.boost[i] = self->completions[i].scorer == g->active ? self->completions[i].max_boost : 0;
  self->boost_index = 0;
  self->step = STEP_BOOST;
  run_choices (self);
}

/* ---- wall tiles and the board ---------------------------------------------------------- */

char *
castellan_turn_use_wall_tile (CastellanTurn *self, guint kind)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), NULL);
  if (kind == CS_WALL_EXTRA_TURN)
    {
      self->want_extra = TRUE;
      return g_strdup (_("You will take another turn after this one"));
    }
  /* Translators: %s is a wall tile's name */
  return g_strdup_printf (_("%s will be offered when you complete a feature it applies to"),
                          cs_text_wall_name (kind, theme (self)));
}

void
castellan_turn_suggest (CastellanTurn *self, const CsMove *move)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  g_return_if_fail (move != NULL);

  if (!placing (self) || move->cell >= CS_NUM_CELLS || !(self->fits[move->cell] & (1 << move->rot)))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (self->base.stage != CASTELLAN_STAGE_PLACE)
    {
      clear_pending (self);
      castellan_turn_base_set_stage (BASE (self), CASTELLAN_STAGE_PLACE);
    }
  self->suggested = *move;
  self->suggested_turn = move_no (self);
  castellan_turn_base_set_rot (BASE (self), move->rot);
  castellan_turn_set_cursor_cell (self, move->cell);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_HAS_SUGGESTION]);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
castellan_turn_get_suggestion (CastellanTurn *self, CsMove *move)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);
  if (!has_suggestion (self))
    return FALSE;
  if (move)
    *move = self->suggested;
  return TRUE;
}

gboolean
castellan_turn_play_suggestion (CastellanTurn *self)
{
  CsMove m;
  int index = -1;

  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);
  if (!castellan_turn_get_suggestion (self, &m))
    return FALSE;
  if (self->base.stage != CASTELLAN_STAGE_PLACE)
    castellan_turn_cancel (self);
  if (self->base.stage != CASTELLAN_STAGE_PLACE)
    castellan_turn_cancel (self);
  castellan_turn_set_cursor_cell (self, m.cell);
  castellan_turn_base_set_rot (BASE (self), m.rot);
  if (!castellan_turn_lay (self))
    return FALSE;
  for (guint i = 0; i < self->n_spots; i++)
    if ((int) self->spots[i] == m.follower)
      index = i;
  castellan_turn_choose_follower (self, index);
  return TRUE;
}

gboolean
castellan_turn_cell_is_empty (CastellanTurn *self, guint cell)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN (self), FALSE);
  g_return_val_if_fail (cell < CS_NUM_CELLS, FALSE);
  return castellan_game_get_phase (self->game) == CASTELLAN_PHASE_NONE ||
         state (self)->cell_tile[cell] == CS_CELL_EMPTY;
}

void
castellan_turn_get_empty_region (CastellanTurn *self, guint8 *region)
{
  g_return_if_fail (CASTELLAN_IS_TURN (self));
  castellan_game_get_empty_region (self->game, region);
}

/* ---- what every view asks of a turn (castellan-turn-base.h) ----------------------------- */

#define TURN(b) CASTELLAN_TURN (b)

/* in the tutor's words (cs_text_verdict), the rule cited */
static char *
base_dup_refusal (CastellanTurnBase *base, guint cell, guint rot)
{
  CastellanTurn *self = TURN (base);
  CsVerdict verdict;

  if (!placing (self) || cell >= CS_NUM_CELLS || (self->fits[cell] & (1u << (rot & 3))))
    return NULL;
  cs_game_verdict (state (self), cell, rot & 3, &verdict);
  if (verdict.code == CS_VERDICT_LEGAL)
    return NULL;
  return cs_text_verdict (state (self), cell, rot & 3, &verdict, theme (self));
}

static guint
base_get_n_open_spots (CastellanTurnBase *base)
{
  return castellan_turn_get_open_spots (TURN (base), NULL);
}

static char *
base_dup_spot_name (CastellanTurnBase *base, guint index)
{
  CastellanTurn *self = TURN (base);
  const CsSpot *spots;
  guint n = castellan_turn_get_spots (self, &spots), number = 0;

  for (guint i = 0; i < n; i++)
    if (spots[i].state == CS_SPOT_OPEN && number++ == index)
      return g_strdup (cs_text_role (spots[i].type, theme (self)));
  return NULL;
}

/* while a tile is placed or a computer thinks (castellan_turn_base_get_drawn_tile) */
static int
base_get_drawn_tile (CastellanTurnBase *base)
{
  /* none once the game is over, even while the game's phase still says
   * otherwise: a record loaded over a game in progress has the state at
   * its end before the phase is told (the tile index is then no tile's) */
  return state (TURN (base))->phase == CS_PHASE_OVER ? -1 : state (TURN (base))->current;
}

static char *
base_dup_tile_description (CastellanTurnBase *base)
{
  return castellan_describe_tile (TURN (base));
}

static void
castellan_turn_init_base_class (CastellanTurnBaseClass *klass)
{
  CASTELLAN_TURN_BASE_CLASS_FORWARD (klass, CastellanTurn, castellan_turn);
  klass->get_n_places = CASTELLAN_TURN_BASE_VFUNC (CastellanTurn, castellan_turn_get_n_places, guint);
  klass->dup_refusal = base_dup_refusal;
  klass->get_n_open_spots = base_get_n_open_spots;
  klass->dup_spot_name = base_dup_spot_name;
  klass->get_drawn_tile = base_get_drawn_tile;
  klass->dup_tile_description = base_dup_tile_description;
}
