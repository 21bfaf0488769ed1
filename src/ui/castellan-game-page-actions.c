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

static void
rotate_cw_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  castellan_turn_base_rotate (a->turn, 1);
  keys_to_board (a);
}

static void
rotate_ccw_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  castellan_turn_base_rotate (a->turn, -1);
  keys_to_board (a);
}

static void
lay_tile_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  castellan_turn_base_lay (a->turn);
  keys_to_board (a);
}

static void
no_follower_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  castellan_turn_base_choose_follower (a->turn, -1);
  keys_to_board (a);
}

static void
end_turn_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  /* with no spot chosen, the turn ends without a follower */
  if (castellan_turn_base_get_stage (a->turn) == CASTELLAN_STAGE_FOLLOWER)
    castellan_turn_base_choose_follower (a->turn, castellan_turn_base_get_selected_spot (a->turn));
  if (castellan_turn_base_get_stage (a->turn) == CASTELLAN_STAGE_CONFIRM)
    castellan_turn_base_end (a->turn);
  keys_to_board (a);
}

static void
cancel_move_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  castellan_turn_base_cancel (a->turn);
  keys_to_board (a);
}

static void
undo_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  if (castellan_game_base_undo (a->game))
    keys_to_board (a);
}

static void
show_final_score_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  Actions *a = data;

  if (forwarded (a, action))
    return;
  if (a->final_sheet != NULL)
    a->final_sheet (a->host);
}

static const GActionEntry entries[] = {
  { "rotate-cw", rotate_cw_cb },
  { "rotate-ccw", rotate_ccw_cb },
  { "lay-tile", lay_tile_cb },
  { "no-follower", no_follower_cb },
  { "end-turn", end_turn_cb },
  { "cancel-move", cancel_move_cb },
  { "undo", undo_cb },
  { "show-final-score", show_final_score_cb },
};

static gboolean
phase_is_over (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_set_boolean (to, g_value_get_enum (from) == CASTELLAN_PHASE_OVER);
  return TRUE;
}

static void
bind (GActionMap *map, const char *name, gpointer source, const char *property)
{
  g_object_bind_property (source, property, g_action_map_lookup_action (map, name), "enabled", G_BINDING_SYNC_CREATE);
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
  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), a);
  bind (G_ACTION_MAP (group), "rotate-cw", turn, "can-turn");
  bind (G_ACTION_MAP (group), "rotate-ccw", turn, "can-turn");
  bind (G_ACTION_MAP (group), "lay-tile", turn, "can-lay");
  bind (G_ACTION_MAP (group), "no-follower", turn, "can-choose-none");
  bind (G_ACTION_MAP (group), "end-turn", turn, "can-end");
  bind (G_ACTION_MAP (group), "cancel-move", turn, "can-cancel");
  bind (G_ACTION_MAP (group), "undo", game, "can-undo");
  g_object_bind_property_full (game, "phase", g_action_map_lookup_action (G_ACTION_MAP (group), "show-final-score"),
                               "enabled", G_BINDING_SYNC_CREATE, phase_is_over, NULL, NULL, NULL);
  gtk_widget_insert_action_group (host, "game", G_ACTION_GROUP (group));
  g_object_unref (group);
  return G_ACTION_GROUP (group);
}
