/* castellan-turn-card.c — the drawn tile, what to do now, the turn's buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card beside the board follows the turn in progress (CastellanTurn):
 * the drawn tile as it is turned or laid, a sentence saying what to do in
 * this stage, and the buttons of the stage, for every game: it reads the
 * turn through CastellanTurnBase only. The buttons are the page's game.*
 * actions (game.lay-tile, game.end-turn, …), whose "enabled" follows the
 * turn's can-* properties.
 */
#define G_LOG_DOMAIN "castellan-turn-card"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-turn-card.h"
#include "castellan-classic-game.h"

struct _CastellanTurnCard
{
  GtkWidget          parent_instance;

  CastellanTurnBase *turn;
  GSignalGroup      *turn_signals;
  GSignalGroup      *game_signals;
  char              *prompt;
  CastellanTilePainter painter;   /* the drawn tile's picture, the host's */
  gpointer           painter_data;
  GdkPaintable      *picture;       /* the picture shown, drawn for... */
  int                picture_tile;  /* ...this tile (-1: none), */
  guint              picture_rot;   /* turned so, */
  int                picture_scale; /* at this scale */
  /* every picture the painter drew for this turn's game, by picture_key:
   * a game draws the same few tiles again and again, and the classic art
   * is drawn from SVG (milliseconds) on the main thread */
  GHashTable        *pictures;

  /* template widgets */
  GtkWidget         *box;
  GtkImage          *tile_image;
  GtkLabel          *prompt_label;
  GtkWidget         *place_buttons;
  GtkWidget         *lay_button;
  GtkWidget         *follower_buttons;
  GtkWidget         *no_follower_button;
  GtkWidget         *end_turn_button;
  GtkWidget         *final_button;
};

G_DEFINE_FINAL_TYPE (CastellanTurnCard, castellan_turn_card, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PROMPT,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

static CastellanGameBase *
game_of (CastellanTurnCard *self)
{
  return castellan_turn_base_get_game (self->turn);
}

/* the open spots' roles, one numbered line each: "1 · knight" */
static char *
follower_prompt (CastellanTurnCard *self, CastellanGameBase *game)
{
  guint n = castellan_turn_base_get_n_open_spots (self->turn);
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      const char *key = castellan_turn_card_spot_key (i);
      g_autofree char *role = castellan_turn_base_dup_spot_name (self->turn, i);
      g_string_append_printf (list, "\n%s · %s", key ? key : "…", role ? role : "");
    }
  if (n == 0)
    return g_strdup (castellan_player_get_supply (castellan_game_base_get_active_player (game)) == 0
                     ? _("You have no follower left in your supply. End the turn.")
                     : _("No follower can go on this tile: every feature on it is taken. End the turn."));
  return g_strdup_printf ("%s%s",
                          g_dngettext (GETTEXT_PACKAGE,
                                       "Place a follower on the numbered spot, or choose No Follower:",
                                       "Place a follower on a numbered spot, or choose No Follower:",
                                       n),
                          list->str);
}

static char *
prompt_for (CastellanTurnCard *self, CastellanGameBase *game)
{
  CastellanPhase phase = castellan_game_base_get_phase (game);
  const char *name = castellan_player_get_name (castellan_game_base_get_active_player (game));

  /* B-5.3: the auction's card above says whose decision it is (a
   * computer's thinking too); this one says why no tile waits here */
  if (castellan_turn_base_get_tile_source (self->turn) == CASTELLAN_TILE_AT_BAZAAR)
    return g_strdup (_("Bazaar: the tiles on show are auctioned first, then everyone lays the tile they got (B-5.7). The next tile is drawn from the pile after that."));
  switch (phase)
    {
    case CASTELLAN_PHASE_OVER:
      return castellan_game_base_dup_outcome (game);
    case CASTELLAN_PHASE_THINKING:
      /* B-5.7: the auction's outcome on show holds the game; the computer
       * to move waits for the person's Continue, it is not thinking */
      if (CASTELLAN_IS_CLASSIC_GAME (game) && castellan_classic_game_get_held (CASTELLAN_CLASSIC_GAME (game)))
        /* Translators: %s is the computer player's name; Continue is the
         * auction card's button (“_Continue” without its underline) */
        return g_strdup_printf (_("%s plays once you press Continue on the auction card."), name);
      /* Translators: %s is the computer player's name */
      return g_strdup_printf (_("%s is thinking…"), name);
    case CASTELLAN_PHASE_PLACE:
      break;
    case CASTELLAN_PHASE_NONE:
    default:
      return g_strdup ("");
    }
  switch (castellan_turn_base_get_stage (self->turn))
    {
    case CASTELLAN_STAGE_PLACE:
      {
        guint n = castellan_turn_base_get_n_places (self->turn);

        if (castellan_turn_base_get_tile_source (self->turn) == CASTELLAN_TILE_BOUGHT)
          /* Translators: %1$s is the player's name; %2$u how many (place, turn)
           * choices there are; the tile was bought at the bazaar, not drawn */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%1$s, lay the tile from the bazaar. It fits %2$u way; highlighted cells take it.",
                                               "%1$s, lay the tile from the bazaar. It fits %2$u ways; highlighted cells take it.",
                                               n),
                                  name, n);
        /* Translators: %1$s is the player's name; %2$u how many (place, turn) choices there are */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s, lay the drawn tile. It fits %2$u way; highlighted cells take it.",
                                             "%1$s, lay the drawn tile. It fits %2$u ways; highlighted cells take it.",
                                             n),
                                name, n);
      }
    case CASTELLAN_STAGE_FOLLOWER:
      return follower_prompt (self, game);
    case CASTELLAN_STAGE_CONFIRM:
      return g_strdup (_("End your turn, or go back to change it."));
    case CASTELLAN_STAGE_IDLE:
    default:
      return g_strdup ("");
    }
}

/* a drawn picture's place in self->pictures */
static gpointer
picture_key (int tile, guint rot, int scale)
{
  return GUINT_TO_POINTER (((guint) tile << 8) | ((rot & 3) << 6) | (guint) CLAMP (scale, 1, 63));
}

/* the pictures drawn so far no longer show what they did (another game,
 * another art, another painter) */
static void
forget_pictures (CastellanTurnCard *self)
{
  g_clear_object (&self->picture);
  g_hash_table_remove_all (self->pictures);
}

static void
update (CastellanTurnCard *self)
{
  CastellanGameBase *game;
  CastellanPhase phase;
  CastellanStage stage;
  guint n_open;
  int tile;

  if (self->turn == NULL)
    return;
  game = game_of (self);
  phase = castellan_game_base_get_phase (game);
  stage = castellan_turn_base_get_stage (self->turn);
  n_open = castellan_turn_base_get_n_open_spots (self->turn);
  if (phase == CASTELLAN_PHASE_NONE)
    return;

  g_free (self->prompt);
  self->prompt = prompt_for (self, game);
  gtk_label_set_text (self->prompt_label, self->prompt);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PROMPT]);

  tile = castellan_turn_base_get_drawn_tile (self->turn);
  /* during an auction the tile in hand is the bazaar just laid: not one to lay */
  if (castellan_turn_base_get_tile_source (self->turn) == CASTELLAN_TILE_AT_BAZAAR)
    tile = -1;
  if (tile >= 0 && self->painter != NULL)
    {
      int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
      guint rot = phase == CASTELLAN_PHASE_PLACE ? castellan_turn_base_get_rotation (self->turn) : 0;
      guint pending_rot;

      if (castellan_turn_base_get_pending (self->turn, NULL, &pending_rot))
        rot = pending_rot;
      /* drawn again only when it changes: the card follows every move of
       * the cursor, and a game's art may be drawn from SVG */
      if (self->picture == NULL || tile != self->picture_tile || rot != self->picture_rot ||
          scale != self->picture_scale)
        {
          gpointer key = picture_key (tile, rot, scale);

          g_clear_object (&self->picture);
          self->picture = g_hash_table_lookup (self->pictures, key);
          if (self->picture != NULL)
            g_object_ref (self->picture);
          else
            {
              self->picture = self->painter (tile, rot, 72, scale, self->painter_data);
              if (self->picture != NULL)
                g_hash_table_insert (self->pictures, key, g_object_ref (self->picture));
            }
          self->picture_tile = tile;
          self->picture_rot = rot;
          self->picture_scale = scale;
          gtk_image_set_from_paintable (self->tile_image, self->picture);
        }
    }
  else
    {
      g_clear_object (&self->picture);
      gtk_image_clear (self->tile_image);
    }
  /* no drawn tile (the game is over): no empty square beside the words */
  gtk_widget_set_visible (GTK_WIDGET (self->tile_image), tile >= 0);
  {
    /* the picture in words, for a screen reader */
    g_autofree char *words = castellan_turn_base_dup_tile_description (self->turn);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->tile_image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    words ? words : "", -1);
  }

  gtk_widget_set_visible (self->place_buttons, stage == CASTELLAN_STAGE_PLACE);
  gtk_widget_set_visible (self->follower_buttons, stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM);
  gtk_widget_set_visible (self->no_follower_button, stage == CASTELLAN_STAGE_FOLLOWER && n_open > 0);
  gtk_widget_set_visible (self->end_turn_button, stage == CASTELLAN_STAGE_CONFIRM ||
                                                 (stage == CASTELLAN_STAGE_FOLLOWER && n_open == 0));
  gtk_widget_set_visible (self->final_button, phase == CASTELLAN_PHASE_OVER);
  /* the accent marks the move to make: the Lay button, while the tile is
   * laid; a button that cannot be pressed has none */
  if (stage == CASTELLAN_STAGE_PLACE)
    gtk_widget_add_css_class (self->lay_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->lay_button, "suggested-action");
}

/* The card's text wraps, so it is tallest at its narrowest. Left to
 * itself, its box says for no width at all the height of the text on the
 * widest lines it could have, yet at any real width asks for more: GTK 4.8
 * then finds, measuring the side pane's width for a height, that the card
 * "reports a minimum height of 158, but minimum height for width of 1048576
 * is 202" (a critical), and may overlap it with what lies below. So the
 * card says for no width the height it needs at its narrowest, never asks
 * more than that for any width, and its width does not depend on height. */
static void
castellan_turn_card_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  CastellanTurnCard *self = CASTELLAN_TURN_CARD (widget);
  int narrowest, tallest;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->box, orientation, -1, minimum, natural, NULL, NULL);
      return;
    }
  gtk_widget_measure (self->box, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, NULL, NULL, NULL);
  gtk_widget_measure (self->box, orientation, narrowest, &tallest, NULL, NULL, NULL);
  if (for_size < 0)
    {
      *minimum = *natural = tallest;
      return;
    }
  gtk_widget_measure (self->box, orientation, MAX (for_size, narrowest), minimum, natural, NULL, NULL);
  *minimum = MIN (*minimum, tallest);
  *natural = MIN (*natural, tallest);
}

static void
castellan_turn_card_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (CASTELLAN_TURN_CARD (widget)->box, width, height, baseline, NULL);
}

static GtkSizeRequestMode
castellan_turn_card_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
castellan_turn_card_dispose (GObject *object)
{
  CastellanTurnCard *self = CASTELLAN_TURN_CARD (object);

  g_clear_object (&self->turn_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->picture);
  g_clear_pointer (&self->pictures, g_hash_table_unref);
  g_clear_object (&self->turn);
  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_TURN_CARD);
  G_OBJECT_CLASS (castellan_turn_card_parent_class)->dispose (object);
}

static void
castellan_turn_card_finalize (GObject *object)
{
  g_free (CASTELLAN_TURN_CARD (object)->prompt);
  G_OBJECT_CLASS (castellan_turn_card_parent_class)->finalize (object);
}

static void
castellan_turn_card_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_PROMPT:
      g_value_set_string (value, castellan_turn_card_get_prompt (CASTELLAN_TURN_CARD (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_turn_card_class_init (CastellanTurnCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_turn_card_dispose;
  object_class->finalize = castellan_turn_card_finalize;
  object_class->get_property = castellan_turn_card_get_property;

  /* the sentence shown: what to do now, or who is thinking */
  props[PROP_PROMPT] = g_param_spec_string ("prompt", NULL, NULL, "", G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-turn-card.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, tile_image);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, place_buttons);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, lay_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, follower_buttons);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, no_follower_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanTurnCard, final_button);
  widget_class->measure = castellan_turn_card_measure;
  widget_class->size_allocate = castellan_turn_card_size_allocate;
  widget_class->get_request_mode = castellan_turn_card_get_request_mode;
  /* a plain group: GTK 4.8 would read it by its type name */
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
castellan_turn_card_init (CastellanTurnCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->pictures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->turn_signals = g_signal_group_new (CASTELLAN_TYPE_TURN_BASE);
  g_signal_group_connect_swapped (self->turn_signals, "notify", G_CALLBACK (update), self);
  self->game_signals = g_signal_group_new (CASTELLAN_TYPE_GAME_BASE);
  g_signal_group_connect_swapped (self->game_signals, "notify", G_CALLBACK (update), self);
  g_signal_group_connect_swapped (self->game_signals, "changed", G_CALLBACK (update), self);
  /* The Castle's theme draws the same tile otherwise */
  g_signal_group_connect_swapped (self->game_signals, "notify::theme", G_CALLBACK (castellan_turn_card_refresh), self);
  /* a new game may be of another tile set (the expansion) */
  g_signal_group_connect_swapped (self->game_signals, "started", G_CALLBACK (castellan_turn_card_refresh), self);
}

void
castellan_turn_card_set_turn (CastellanTurnCard *self, CastellanTurnBase *turn)
{
  g_return_if_fail (CASTELLAN_IS_TURN_CARD (self));
  g_return_if_fail (turn == NULL || CASTELLAN_IS_TURN_BASE (turn));

  if (!g_set_object (&self->turn, turn))
    return;
  forget_pictures (self);
  g_signal_group_set_target (self->turn_signals, turn);
  g_signal_group_set_target (self->game_signals, turn ? castellan_turn_base_get_game (turn) : NULL);
  update (self);
}

void
castellan_turn_card_set_tile_painter (CastellanTurnCard    *self,
                                      CastellanTilePainter  painter,
                                      gpointer              data)
{
  g_return_if_fail (CASTELLAN_IS_TURN_CARD (self));
  self->painter = painter;
  self->painter_data = data;
  forget_pictures (self);
  update (self);
}

/* what the tile shows changed without the turn noticing (the theme) */
void
castellan_turn_card_refresh (CastellanTurnCard *self)
{
  g_return_if_fail (CASTELLAN_IS_TURN_CARD (self));
  forget_pictures (self);
  update (self);
}

GtkWidget *
castellan_turn_card_get_lay_button (CastellanTurnCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_CARD (self), NULL);
  return self->lay_button;
}

const char *
castellan_turn_card_spot_key (guint index)
{
  static const char *const keys[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "0" };

  return index < G_N_ELEMENTS (keys) ? keys[index] : NULL;
}

const char *
castellan_turn_card_get_prompt (CastellanTurnCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TURN_CARD (self), NULL);
  return self->prompt ? self->prompt : "";
}
