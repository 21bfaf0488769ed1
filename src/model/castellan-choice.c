/* castellan-choice.c — a question the rules leave to the player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question and its options are words, made here from what the turn
 * found open (castellan-turn.c): a wall tile to spend, the order of the
 * scorings, another turn. The answer goes back to whoever asked through
 * the "answered" signal, so the question knows nothing of the turn.
 */
#define G_LOG_DOMAIN "castellan-turn"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-choice.h"
#include "castellan-model-enums.h"
#include "cs-text.h"

struct _CastellanChoice
{
  GObject              parent_instance;

  CastellanChoiceKind  kind;
  char                *heading;
  char                *body;
  GPtrArray           *options;
  guint                default_option;
  gboolean             answered;
};

G_DEFINE_FINAL_TYPE (CastellanChoice, castellan_choice, G_TYPE_OBJECT)

enum {
  CHOICE_PROP_0,
  CHOICE_PROP_KIND,
  CHOICE_PROP_HEADING,
  CHOICE_PROP_BODY,
  CHOICE_N_PROPS
};
static GParamSpec *choice_props[CHOICE_N_PROPS];

enum {
  SIGNAL_ANSWERED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
castellan_choice_finalize (GObject *object)
{
  CastellanChoice *self = CASTELLAN_CHOICE (object);

  g_free (self->heading);
  g_free (self->body);
  g_ptr_array_unref (self->options);
  G_OBJECT_CLASS (castellan_choice_parent_class)->finalize (object);
}

static void
castellan_choice_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanChoice *self = CASTELLAN_CHOICE (object);

  switch (id)
    {
    case CHOICE_PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case CHOICE_PROP_HEADING:
      g_value_set_string (value, self->heading);
      break;
    case CHOICE_PROP_BODY:
      g_value_set_string (value, self->body);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_choice_class_init (CastellanChoiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_choice_finalize;
  object_class->get_property = castellan_choice_get_property;

  choice_props[CHOICE_PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, CASTELLAN_TYPE_CHOICE_KIND,
                                                      CASTELLAN_CHOICE_BOOST, ro);
  choice_props[CHOICE_PROP_HEADING] = g_param_spec_string ("heading", NULL, NULL, NULL, ro);
  choice_props[CHOICE_PROP_BODY] = g_param_spec_string ("body", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, CHOICE_N_PROPS, choice_props);

  /**
   * CastellanChoice::answered:
   * @option: the option taken: the player's, or the default for one out of range
   *
   * Emitted once, by castellan_choice_answer().
   */
  signals[SIGNAL_ANSWERED] = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
castellan_choice_init (CastellanChoice *self)
{
  self->options = g_ptr_array_new_with_free_func (g_free);
}

static CastellanChoice *
choice_new (CastellanChoiceKind kind, char *heading, char *body)
{
  CastellanChoice *self = g_object_new (CASTELLAN_TYPE_CHOICE, NULL);

  self->kind = kind;
  self->heading = heading;
  self->body = body;
  return self;
}

static void
choice_add (CastellanChoice *self, const char *label)
{
  g_ptr_array_add (self->options, g_strdup (label));
}

CastellanChoiceKind
castellan_choice_get_kind (CastellanChoice *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), CASTELLAN_CHOICE_BOOST);
  return self->kind;
}

const char *
castellan_choice_get_heading (CastellanChoice *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), NULL);
  return self->heading;
}

const char *
castellan_choice_get_body (CastellanChoice *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), NULL);
  return self->body;
}

guint
castellan_choice_get_n_options (CastellanChoice *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), 0);
  return self->options->len;
}

const char *
castellan_choice_get_option (CastellanChoice *self, guint index)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), NULL);
  g_return_val_if_fail (index < self->options->len, NULL);
  return self->options->pdata[index];
}

guint
castellan_choice_get_default (CastellanChoice *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), 0);
  return self->default_option;
}

gboolean
castellan_choice_get_answered (CastellanChoice *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CHOICE (self), TRUE);
  return self->answered;
}

void
castellan_choice_answer (CastellanChoice *self, guint option)
{
  g_return_if_fail (CASTELLAN_IS_CHOICE (self));
  if (self->answered)
    return;
  self->answered = TRUE;
  if (option >= self->options->len)
    option = self->default_option;
  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0, option);
}

/* ---- the questions ------------------------------------------------------------- */

CastellanChoice *
castellan_choice_new_boost (const CsCompletion *c,
                            CsTheme             th)
{
  guint kind = c->type == CS_TOWER ? CS_WALL_TOWER_X2 : CS_WALL_HOUSE_X2;
  CastellanChoice *choice;

  g_return_val_if_fail (c != NULL, NULL);

  choice = choice_new (CASTELLAN_CHOICE_BOOST,
                       /* Translators: %s is a wall tile's name, such as "Tower ×2" */
                       g_strdup_printf (_("Use %s?"), cs_text_wall_name (kind, th)),
                       /* Translators: %1$s a feature ("tower"), %2$u its size, %3$d points without the tile */
                       g_strdup_printf (_("This %1$s of %2$u tiles scores %3$d points for you. %4$s"),
                                        cs_text_feature (c->type, th), c->size, c->size * c->per_tile,
                                        cs_text_wall_effect (kind, th)));
  /* the option is how many copies to spend */
  choice_add (choice, _("_Keep It"));
  choice_add (choice, _("_Use It"));
  if (c->max_boost > 1)
    choice_add (choice, _("Use _Both"));
  choice->default_option = c->max_boost > 1 ? 2 : 1;
  return choice;
}

/* one order in words: "tower (Ada), house (Ben) — Ada takes the wall tile at 33" */
static char *
describe_order (CastellanGame *game, const CsMove *move, const CsCompletion *completions, guint n_completions,
                const guint8 *order)
{
  const CsGame *g = castellan_game_get_state (game);
  CsTheme th = castellan_game_get_cs_theme (game);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  GString *s = g_string_new (NULL);
  CsMove m = *move;
  guint taken = 0;

  for (guint i = 0; i < n_completions; i++)
    {
      const CsCompletion *c = &completions[order[i]];
      if (c->scorer < 0)
        continue;
      if (s->len)
        g_string_append (s, ", ");
      /* Translators: one scoring in an order: "tower (Ada)" */
      g_string_append_printf (s, _("%1$s (%2$s)"), cs_text_feature (c->type, th),
                              castellan_game_get_player_name (game, c->scorer));
    }
  g_string_append (s, " — ");
  memcpy (m.order, order, n_completions);
  m.n_order = n_completions;
  m.flags |= CS_MOVE_CUSTOM_ORDER;
  if (cs_game_preview (g, &m, ev, NULL))
    for (guint i = 0; i < ev->n; i++)
      if (ev->ev[i].type == CS_EVENT_WALL_TILE_TAKEN)
        {
          if (taken++ > 0)
            g_string_append (s, ", ");
          /* Translators: %1$s is a player, %2$u a track space number */
          g_string_append_printf (s, CS_TH (th, C_("castle", "%1$s takes the wall tile at %2$u"),
                                            C_("zamek", "%1$s takes the wall token at %2$u")),
                                  castellan_game_get_player_name (game, ev->ev[i].player),
                                  g->board->tower[ev->ev[i].corner]);
        }
  if (taken == 0)
    g_string_append (s, CS_TH (th, C_("castle", "no wall tile is taken"),
                               C_("zamek", "no wall token is taken")));
  return g_string_free (s, FALSE);
}

CastellanChoice *
castellan_choice_new_order (CastellanGame      *game,
                            const CsMove       *move,
                            const CsCompletion *completions,
                            guint               n_completions,
                            const guint8        orders[][CS_MAX_COMPLETE],
                            guint               n_orders)
{
  CsTheme th;
  GString *body;
  CastellanChoice *choice;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);
  th = castellan_game_get_cs_theme (game);

  body = g_string_new (CS_TH (th,
                              C_("castle", "The order in which the features are scored decides who takes a wall tile."),
                              C_("zamek", "The order in which the features are scored decides who takes a wall token.")));
  for (guint i = 0; i < n_orders; i++)
    {
      g_autofree char *text = describe_order (game, move, completions, n_completions, orders[i]);
      g_string_append_printf (body, "\n\n%u. %s", i + 1, text);
    }
  choice = choice_new (CASTELLAN_CHOICE_ORDER, g_strdup (_("Choose the Scoring Order")),
                       g_string_free (body, FALSE));
  for (guint i = 0; i < n_orders; i++)
    {
      g_autofree char *label = g_strdup_printf (_("Order _%u"), i + 1);
      choice_add (choice, label);
    }
  choice->default_option = 0;
  return choice;
}

CastellanChoice *
castellan_choice_new_extra_turn (CsTheme theme)
{
  CastellanChoice *choice;

  choice = choice_new (CASTELLAN_CHOICE_EXTRA_TURN, g_strdup (_("Take Another Turn?")),
                       g_strdup (cs_text_wall_effect (CS_WALL_EXTRA_TURN, theme)));
  choice_add (choice, _("_Not Now"));
  choice_add (choice, _("_Take Another Turn"));
  choice->default_option = 1;
  return choice;
}
