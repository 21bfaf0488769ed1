/* castellan-log-entry.c — one line of a game's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include "castellan-cite.h"
#include "castellan-log-entry.h"
#include "cs-core.h"

struct _CastellanLogEntry {
  GObject  parent_instance;
  char    *text;
  char    *rule;      /* the rule its sentence cited, for the row's link */
  int      player;
  guint    turn;
  guint    event_type;
  guint    wall;      /* the kind of a wall tile used (CS_EVENT_WALL_TILE_USED) */
  GArray  *cells;     /* CastellanCell: the cells it names, NULL none */
};

G_DEFINE_FINAL_TYPE (CastellanLogEntry, castellan_log_entry, G_TYPE_OBJECT)

enum { LE_PROP_0, LE_PROP_TEXT, LE_PROP_PLAYER, LE_PROP_TURN, LE_PROP_RULE, LE_PROP_HAS_RULE, LE_PROP_RULE_TARGET, LE_PROP_RULE_ACTION, LE_N_PROPS };
static GParamSpec *le_props[LE_N_PROPS];

static void
castellan_log_entry_finalize (GObject *object)
{
  g_free (CASTELLAN_LOG_ENTRY (object)->text);
  g_free (CASTELLAN_LOG_ENTRY (object)->rule);
  g_clear_pointer (&CASTELLAN_LOG_ENTRY (object)->cells, g_array_unref);
  G_OBJECT_CLASS (castellan_log_entry_parent_class)->finalize (object);
}

static void
castellan_log_entry_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanLogEntry *self = CASTELLAN_LOG_ENTRY (object);

  switch (id)
    {
    case LE_PROP_TEXT:   g_value_set_string (value, self->text); break;
    case LE_PROP_PLAYER: g_value_set_int (value, self->player); break;
    case LE_PROP_TURN:   g_value_set_uint (value, self->turn); break;
    case LE_PROP_RULE:   g_value_set_string (value, self->rule); break;
    case LE_PROP_HAS_RULE: g_value_set_boolean (value, self->rule != NULL); break;
    case LE_PROP_RULE_TARGET:
      g_value_set_variant (value, g_variant_new_string (self->rule != NULL ? self->rule : ""));
      break;
    case LE_PROP_RULE_ACTION:
      g_value_set_string (value, self->rule != NULL ? "win.rules" : NULL);
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_log_entry_class_init (CastellanLogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = castellan_log_entry_finalize;
  object_class->get_property = castellan_log_entry_get_property;
  le_props[LE_PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  le_props[LE_PROP_PLAYER] = g_param_spec_int ("player", NULL, NULL, -1, CS_MAX_PLAYERS - 1, -1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  le_props[LE_PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  le_props[LE_PROP_RULE] = g_param_spec_string ("rule", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  le_props[LE_PROP_HAS_RULE] = g_param_spec_boolean ("has-rule", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* the row's link: win.rules with the rule, or no action without one */
  le_props[LE_PROP_RULE_ACTION] = g_param_spec_string ("rule-action", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  le_props[LE_PROP_RULE_TARGET] = g_param_spec_variant ("rule-target", NULL, NULL, G_VARIANT_TYPE_STRING, NULL,
                                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, LE_N_PROPS, le_props);
}

static void
castellan_log_entry_init (CastellanLogEntry *self)
{
}

CastellanLogEntry *
castellan_log_entry_new (const char *text,
                         int         player,
                         guint       turn,
                         guint       event_type)
{
  CastellanLogEntry *self = g_object_new (CASTELLAN_TYPE_LOG_ENTRY, NULL);

  /* the rule is the row's link, not a part of the sentence (issue 20) */
  self->text = castellan_cite_split (text, &self->rule);
  self->player = player;
  self->turn = turn;
  self->event_type = event_type;
  return self;
}

const char *
castellan_log_entry_get_rule (CastellanLogEntry *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), NULL);
  return self->rule;
}

const char *
castellan_log_entry_get_text (CastellanLogEntry *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), NULL);
  return self->text;
}

int
castellan_log_entry_get_player (CastellanLogEntry *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), -1);
  return self->player;
}

guint
castellan_log_entry_get_turn (CastellanLogEntry *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), 0);
  return self->turn;
}

guint
castellan_log_entry_get_event_type (CastellanLogEntry *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), 0);
  return self->event_type;
}

void
castellan_log_entry_set_wall (CastellanLogEntry *self,
                              guint              wall)
{
  g_return_if_fail (CASTELLAN_IS_LOG_ENTRY (self));
  self->wall = wall;
}

guint
castellan_log_entry_get_wall (CastellanLogEntry *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), 0);
  return self->wall;
}

void
castellan_log_entry_set_cells (CastellanLogEntry   *self,
                               const CastellanCell *cells,
                               guint                n)
{
  g_return_if_fail (CASTELLAN_IS_LOG_ENTRY (self));
  g_return_if_fail (cells != NULL || n == 0);
  g_clear_pointer (&self->cells, g_array_unref);
  if (n == 0)
    return;
  self->cells = g_array_sized_new (FALSE, FALSE, sizeof (CastellanCell), n);
  g_array_append_vals (self->cells, cells, n);
}

const CastellanCell *
castellan_log_entry_get_cells (CastellanLogEntry *self,
                               guint             *n)
{
  g_return_val_if_fail (CASTELLAN_IS_LOG_ENTRY (self), NULL);
  g_return_val_if_fail (n != NULL, NULL);
  *n = self->cells != NULL ? self->cells->len : 0;
  return self->cells != NULL ? (const CastellanCell *) (gpointer) self->cells->data : NULL;
}
