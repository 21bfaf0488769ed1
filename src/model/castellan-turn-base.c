/* castellan-turn-base.c — what every game's turn in progress shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-turn"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-turn-base.h"
#include "castellan-model-enums.h"

G_DEFINE_ABSTRACT_TYPE (CastellanTurnBase, castellan_turn_base, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_STAGE,
  PROP_CURSOR_CELL,
  PROP_ROTATION,
  PROP_SELECTED_SPOT,
  PROP_CONFIRM_TURN,
  PROP_CAN_TURN,
  PROP_CAN_LAY,
  PROP_CAN_CHOOSE_NONE,
  PROP_CAN_END,
  PROP_CAN_CANCEL,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_REFUSED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

#define KLASS(self) CASTELLAN_TURN_BASE_GET_CLASS (self)

static void
game_changed_cb (GObject *game, CastellanTurnBase *self)
{
  CASTELLAN_TURN_BASE_GET_CLASS (self)->sync (self);
}

static void
castellan_turn_base_dispose (GObject *object)
{
  CastellanTurnBase *self = CASTELLAN_TURN_BASE (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (castellan_turn_base_parent_class)->dispose (object);
}

static void
castellan_turn_base_constructed (GObject *object)
{
  CastellanTurnBase *self = CASTELLAN_TURN_BASE (object);

  G_OBJECT_CLASS (castellan_turn_base_parent_class)->constructed (object);
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (self->game, CASTELLAN_TURN_BASE_GET_CLASS (self)->game_type));
  g_return_if_fail (CASTELLAN_IS_GAME_BASE (self->game));
  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
}

static void
castellan_turn_base_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanTurnBase *self = CASTELLAN_TURN_BASE (object);

  switch (id)
    {
    case PROP_GAME:          g_value_set_object (value, self->game); break;
    case PROP_STAGE:         g_value_set_enum (value, self->stage); break;
    case PROP_CURSOR_CELL:   g_value_set_int (value, self->cursor); break;
    case PROP_ROTATION:      g_value_set_uint (value, self->rot); break;
    case PROP_SELECTED_SPOT: g_value_set_int (value, self->selected); break;
    case PROP_CONFIRM_TURN:  g_value_set_boolean (value, self->confirm_turn); break;
    case PROP_CAN_TURN:
    case PROP_CAN_LAY:       g_value_set_boolean (value, self->stage == CASTELLAN_STAGE_PLACE); break;
    case PROP_CAN_CHOOSE_NONE: g_value_set_boolean (value, self->stage == CASTELLAN_STAGE_FOLLOWER); break;
    case PROP_CAN_END:
    case PROP_CAN_CANCEL:    g_value_set_boolean (value, self->stage == CASTELLAN_STAGE_FOLLOWER ||
                                                         self->stage == CASTELLAN_STAGE_CONFIRM); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_turn_base_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  CastellanTurnBase *self = CASTELLAN_TURN_BASE (object);

  switch (id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_CONFIRM_TURN:
      if (self->confirm_turn != g_value_get_boolean (value))
        {
          self->confirm_turn = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_turn_base_class_init (CastellanTurnBaseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = castellan_turn_base_dispose;
  object_class->constructed = castellan_turn_base_constructed;
  object_class->get_property = castellan_turn_base_get_property;
  object_class->set_property = castellan_turn_base_set_property;
  klass->game_type = G_TYPE_OBJECT;

  props[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, G_TYPE_OBJECT,
                                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  props[PROP_STAGE] = g_param_spec_enum ("stage", NULL, NULL, CASTELLAN_TYPE_STAGE, CASTELLAN_STAGE_IDLE, ro);
  props[PROP_CURSOR_CELL] = g_param_spec_int ("cursor-cell", NULL, NULL, -1, G_MAXINT, -1, ro);
  props[PROP_ROTATION] = g_param_spec_uint ("rotation", NULL, NULL, 0, 3, 0, ro);
  props[PROP_SELECTED_SPOT] = g_param_spec_int ("selected-spot", NULL, NULL, -1, G_MAXINT, -1, ro);
  props[PROP_CONFIRM_TURN] = g_param_spec_boolean ("confirm-turn", NULL, NULL, FALSE, rw);
  /* what the stage allows, for a view's actions to bind their "enabled" to:
   * turning and laying the tile, no follower, ending the turn, going back */
  props[PROP_CAN_TURN] = g_param_spec_boolean ("can-turn", NULL, NULL, FALSE, ro);
  props[PROP_CAN_LAY] = g_param_spec_boolean ("can-lay", NULL, NULL, FALSE, ro);
  props[PROP_CAN_CHOOSE_NONE] = g_param_spec_boolean ("can-choose-none", NULL, NULL, FALSE, ro);
  props[PROP_CAN_END] = g_param_spec_boolean ("can-end", NULL, NULL, FALSE, ro);
  props[PROP_CAN_CANCEL] = g_param_spec_boolean ("can-cancel", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * CastellanTurnBase::refused:
   * @cell: where the tile does not fit as it is turned, -1 with no cursor
   * @reason: why, in words, citing the rule
   *
   * The person tried to lay the drawn tile where it cannot go; every game
   * says so through this one signal (besides its own "placement-refused").
   */
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
castellan_turn_base_init (CastellanTurnBase *self)
{
  self->cursor = -1;
  self->selected = -1;
}

/* ---- reading ---------------------------------------------------------------------- */

CastellanStage
castellan_turn_base_get_stage (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), CASTELLAN_STAGE_IDLE);
  return self->stage;
}

int
castellan_turn_base_get_cursor_cell (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), -1);
  return self->cursor;
}

guint
castellan_turn_base_get_rotation (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), 0);
  return self->rot;
}

int
castellan_turn_base_get_selected_spot (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), -1);
  return self->selected;
}

CastellanGameBase *
castellan_turn_base_get_game (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), NULL);
  return CASTELLAN_GAME_BASE (self->game);
}

/* ---- what a view does with any turn --------------------------------------------------- */

void
castellan_turn_base_set_cursor_cell (CastellanTurnBase *self,
                                     int                cell)
{
  g_return_if_fail (CASTELLAN_IS_TURN_BASE (self));
  KLASS (self)->set_cursor_cell (self, cell);
}

gboolean
castellan_turn_base_move_cursor (CastellanTurnBase *self,
                                 int                dx,
                                 int                dy)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), FALSE);
  return KLASS (self)->move_cursor (self, dx, dy);
}

gboolean
castellan_turn_base_next_fit (CastellanTurnBase *self,
                              int                step)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), FALSE);
  return KLASS (self)->next_fit (self, step);
}

void
castellan_turn_base_rotate (CastellanTurnBase *self,
                            int                dir)
{
  g_return_if_fail (CASTELLAN_IS_TURN_BASE (self));
  KLASS (self)->rotate (self, dir);
}

void
castellan_turn_base_set_rotation (CastellanTurnBase *self,
                                  guint              rot)
{
  g_return_if_fail (CASTELLAN_IS_TURN_BASE (self));
  KLASS (self)->set_rotation (self, rot);
}

guint
castellan_turn_base_get_fits (CastellanTurnBase *self,
                              guint              cell)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), 0);
  return KLASS (self)->get_fits (self, cell);
}

guint
castellan_turn_base_get_n_places (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), 0);
  return KLASS (self)->get_n_places (self);
}

char *
castellan_turn_base_dup_refusal (CastellanTurnBase *self,
                                 guint              cell,
                                 guint              rot)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), NULL);
  return KLASS (self)->dup_refusal (self, cell, rot);
}

gboolean
castellan_turn_base_lay (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), FALSE);
  if (self->stage == CASTELLAN_STAGE_PLACE && self->cursor < 0)
    {
      castellan_turn_base_refused (self, -1, _("Point at a highlighted cell, or move the cursor there with the arrow keys"));
      return FALSE;
    }
  return KLASS (self)->lay (self);
}

gboolean
castellan_turn_base_get_pending (CastellanTurnBase *self,
                                 guint             *cell,
                                 guint             *rot)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), FALSE);
  return KLASS (self)->get_pending (self, cell, rot);
}

guint
castellan_turn_base_get_n_open_spots (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), 0);
  return KLASS (self)->get_n_open_spots (self);
}

char *
castellan_turn_base_dup_spot_name (CastellanTurnBase *self,
                                   guint              index)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), NULL);
  if (index >= castellan_turn_base_get_n_open_spots (self))
    return NULL;
  return KLASS (self)->dup_spot_name (self, index);
}

gboolean
castellan_turn_base_select_spot (CastellanTurnBase *self,
                                 int                index)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), FALSE);
  return KLASS (self)->select_spot (self, index);
}

void
castellan_turn_base_choose_follower (CastellanTurnBase *self,
                                     int                index)
{
  g_return_if_fail (CASTELLAN_IS_TURN_BASE (self));
  KLASS (self)->choose_follower (self, index);
}

void
castellan_turn_base_end (CastellanTurnBase *self)
{
  g_return_if_fail (CASTELLAN_IS_TURN_BASE (self));
  KLASS (self)->end (self);
}

void
castellan_turn_base_cancel (CastellanTurnBase *self)
{
  g_return_if_fail (CASTELLAN_IS_TURN_BASE (self));
  KLASS (self)->cancel (self);
}

int
castellan_turn_base_get_drawn_tile (CastellanTurnBase *self)
{
  CastellanPhase phase;

  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), -1);
  phase = castellan_game_base_get_phase (CASTELLAN_GAME_BASE (self->game));
  /* a tile is drawn while it is placed, or while a computer thinks */
  if (phase != CASTELLAN_PHASE_PLACE && phase != CASTELLAN_PHASE_THINKING)
    return -1;
  return KLASS (self)->get_drawn_tile (self);
}

char *
castellan_turn_base_dup_tile_description (CastellanTurnBase *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), NULL);
  if (castellan_turn_base_get_drawn_tile (self) < 0)
    return NULL;
  return KLASS (self)->dup_tile_description (self);
}

CastellanTileSource
castellan_turn_base_get_tile_source (CastellanTurnBase *self)
{
  CastellanPhase phase;

  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (self), CASTELLAN_TILE_DRAWN);
  phase = castellan_game_base_get_phase (CASTELLAN_GAME_BASE (self->game));
  if (KLASS (self)->get_tile_source == NULL ||
      (phase != CASTELLAN_PHASE_PLACE && phase != CASTELLAN_PHASE_THINKING))
    return CASTELLAN_TILE_DRAWN;
  return KLASS (self)->get_tile_source (self);
}

void
castellan_turn_base_refused (CastellanTurnBase *self,
                             int                cell,
                             const char        *reason)
{
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, cell, reason);
}

/* ---- changing, for the subclasses ------------------------------------------------------ */

void
castellan_turn_base_set_stage (CastellanTurnBase *self,
                               CastellanStage     stage)
{
  if (self->stage == stage)
    return;
  self->stage = stage;
  /* Suggest a Move's answer is for placing the tile: gone once it is laid */
  if (stage != CASTELLAN_STAGE_PLACE && self->game != NULL)
    castellan_game_base_clear_suggestion (CASTELLAN_GAME_BASE (self->game));
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STAGE]);
  for (guint p = PROP_CAN_TURN; p <= PROP_CAN_CANCEL; p++)
    g_object_notify_by_pspec (G_OBJECT (self), props[p]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
castellan_turn_base_set_rot (CastellanTurnBase *self,
                             guint              rot)
{
  rot &= 3;
  if (self->rot == rot)
    return;
  self->rot = rot;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ROTATION]);
}

void
castellan_turn_base_set_cursor (CastellanTurnBase *self,
                                int                cell)
{
  if (self->cursor == cell)
    return;
  self->cursor = cell;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURSOR_CELL]);
}

gboolean
castellan_turn_base_point (CastellanTurnBase *self,
                           int                cell,
                           guint              fits)
{
  if (self->cursor == cell)
    return FALSE;
  self->cursor = cell;
  /* over a cell that takes the tile, turn it to a way that fits */
  if (cell >= 0 && self->stage == CASTELLAN_STAGE_PLACE && fits != 0 && !(fits & (1u << self->rot)))
    castellan_turn_base_set_rot (self, castellan_turn_first_rot (fits, self->rot));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CURSOR_CELL]);
  return TRUE;
}

gboolean
castellan_turn_base_set_selected (CastellanTurnBase *self,
                                  int                index)
{
  if (self->selected == index)
    return FALSE;
  self->selected = index;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SELECTED_SPOT]);
  return TRUE;
}

guint
castellan_turn_first_rot (guint mask,
                          guint from)
{
  for (guint k = 0; k < 4; k++)
    if (mask & (1u << ((from + k) & 3)))
      return (from + k) & 3;
  return from;
}
