/* castellan-turn-base.c — what every game's turn in progress shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-turn"

#include "config.h"

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
  N_PROPS
};
static GParamSpec *props[N_PROPS];

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
  g_object_class_install_properties (object_class, N_PROPS, props);
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

/* ---- changing, for the subclasses ------------------------------------------------------ */

void
castellan_turn_base_set_stage (CastellanTurnBase *self,
                               CastellanStage     stage)
{
  if (self->stage == stage)
    return;
  self->stage = stage;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_STAGE]);
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
