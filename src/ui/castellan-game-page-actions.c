/* castellan-game-page-actions.c — the game.* actions, one group for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn card's buttons are these actions in every game (issue 32):
 * they read and drive the turn through CastellanTurnBase and the game
 * through CastellanGameBase, so the card and the page need not know which
 * game is played. Each action's "enabled" is bound to a property of the
 * model, never set by hand.
 */
#define G_LOG_DOMAIN "castellan-game-actions"

#include "config.h"

#include "castellan-game-page-actions.h"

typedef struct {
  GtkWidget                *host;     /* weak: the group lives in it */
  CastellanGameBase        *game;
  CastellanTurnBase        *turn;
  GtkWidget                *focus;
  char                     *forward;
  CastellanGameActionsHook  final_sheet;
} Actions;

static void
actions_free (gpointer data)
{
  Actions *a = data;

  g_clear_object (&a->game);
  g_clear_object (&a->turn);
  g_free (a->forward);
  g_free (a);
}

/* TRUE when the host's own action took it */
static gboolean
forwarded (Actions *a, GSimpleAction *action)
{
  g_autofree char *name = NULL;

  if (a->forward == NULL)
    return FALSE;
  name = g_strdup_printf ("%s.%s", a->forward, g_action_get_name (G_ACTION (action)));
  gtk_widget_activate_action_variant (a->host, name, NULL);
  return TRUE;
}

static void
keys_to_board (Actions *a)
{
  if (a->focus != NULL && gtk_widget_get_mapped (a->focus))
    gtk_widget_grab_focus (a->focus);
}

/* the action @name's step on the model: TRUE when the keys go back to
 * the board after it */
static gboolean
step (Actions *a, const char *name)
{
  if (g_str_equal (name, "rotate-cw"))
    castellan_turn_base_rotate (a->turn, 1);
  else if (g_str_equal (name, "rotate-ccw"))
    castellan_turn_base_rotate (a->turn, -1);
  else if (g_str_equal (name, "lay-tile"))
    castellan_turn_base_lay (a->turn);
  else if (g_str_equal (name, "no-follower"))
    castellan_turn_base_choose_follower (a->turn, -1);
  else if (g_str_equal (name, "end-turn"))
    {
      /* with no spot chosen, the turn ends without a follower */
      if (castellan_turn_base_get_stage (a->turn) == CASTELLAN_STAGE_FOLLOWER)
        castellan_turn_base_choose_follower (a->turn, castellan_turn_base_get_selected_spot (a->turn));
      if (castellan_turn_base_get_stage (a->turn) == CASTELLAN_STAGE_CONFIRM)
        castellan_turn_base_end (a->turn);
    }
  else if (g_str_equal (name, "cancel-move"))
    castellan_turn_base_cancel (a->turn);
  else if (g_str_equal (name, "undo"))
    return castellan_game_base_undo (a->game);
  else if (g_str_equal (name, "show-final-score"))
    {
      if (a->final_sheet != NULL)
        a->final_sheet (a->host);
      return FALSE;
    }
  else
    g_assert_not_reached ();
  return TRUE;
}

static void
activate_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  if (step (a, g_action_get_name (G_ACTION (action))))
    keys_to_board (a);
}

/* each action's "enabled" follows a property of the turn or of the game
 * (NULL: the game is over) */
static const struct {
  const char *name;
  gboolean    of_game;
  const char *enabled_by;
} actions[] = {
  { "rotate-cw", FALSE, "can-turn" },
  { "rotate-ccw", FALSE, "can-turn" },
  { "lay-tile", FALSE, "can-lay" },
  { "no-follower", FALSE, "can-choose-none" },
  { "end-turn", FALSE, "can-end" },
  { "cancel-move", FALSE, "can-cancel" },
  { "undo", TRUE, "can-undo" },
  { "show-final-score", TRUE, NULL },
};

static gboolean
phase_is_over (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == CASTELLAN_PHASE_OVER);
  return TRUE;
}

GActionGroup *
castellan_game_actions_insert (GtkWidget                *host,
                               CastellanGameBase        *game,
                               CastellanTurnBase        *turn,
                               GtkWidget                *focus,
                               const char               *forward,
                               CastellanGameActionsHook  final_sheet)
{
  GSimpleActionGroup *group;
  Actions *a;

  g_return_val_if_fail (GTK_IS_WIDGET (host), NULL);
  g_return_val_if_fail (CASTELLAN_IS_GAME_BASE (game), NULL);
  g_return_val_if_fail (CASTELLAN_IS_TURN_BASE (turn), NULL);

  a = g_new0 (Actions, 1);
  a->host = host;
  a->game = g_object_ref (game);
  a->turn = g_object_ref (turn);
  a->focus = focus;
  a->forward = g_strdup (forward);
  a->final_sheet = final_sheet;
  group = g_simple_action_group_new ();
  g_object_set_data_full (G_OBJECT (group), "castellan-game-actions", a, actions_free);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GSimpleAction *action = g_simple_action_new (actions[i].name, NULL);
      gpointer source = actions[i].of_game ? (gpointer) game : (gpointer) turn;

      g_signal_connect (action, "activate", G_CALLBACK (activate_cb), a);
      if (actions[i].enabled_by != NULL)
        g_object_bind_property (source, actions[i].enabled_by, action, "enabled", G_BINDING_SYNC_CREATE);
      else
        g_object_bind_property_full (source, "phase", action, "enabled", G_BINDING_SYNC_CREATE,
                                     phase_is_over, NULL, NULL, NULL);
      g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
      g_object_unref (action);
    }
  gtk_widget_insert_action_group (host, "game", G_ACTION_GROUP (group));
  g_object_unref (group);
  return G_ACTION_GROUP (group);
}
