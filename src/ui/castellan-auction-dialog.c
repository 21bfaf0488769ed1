/* castellan-auction-dialog.c — a bazaar's auction (B-5), for people and computers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything it shows comes from the game: castellan-classic-bcb for the
 * tiles, owners and bids, the words and the moves. The person whose decision it is gets its controls; while a
 * computer decides, the controls are hidden and its name is on the prompt
 * (with a short pause the game makes before each computer decision).
 * With the quick bazaar (BV-1) it shows the tiles while a player takes
 * one, and closes once they have: that player lays it on the board.
 *
 * It is a card in the classic page's side pane, not a window over the
 * board (issue 32, item 8): the board stays in view while people bid.
 * Once the auction is over it holds the game (castellan_classic_game_hold)
 * until Continue, so the next turn is not played behind it.
 */
#define G_LOG_DOMAIN "castellan-ui"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-auction-dialog.h"
#include "castellan-a11y.h"
#include "castellan-art.h"
#include "art-cache.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-describe.h"
#include "castellan-widgets.h"
#include "castellan-width-bin.h"

#define TILE_PX 48           /* five tiles side by side in the side pane */
#define TOLD_LINES 4      /* the lines told on show, the newest */

struct _CastellanAuctionDialog
{
  GtkWidget             parent_instance;

  CastellanClassicGame *game;
  gboolean              done;
  gboolean              holding;   /* the game waits for Continue */
  gboolean              closed;
  GtkWidget            *outer;
  GtkLabel             *title;
  gboolean              quick;   /* BV-1: a pick at a time */
  guint                 pick;
  GString              *told;

  GtkWidget            *tiles_box;
  /* a bazaar shows a tile per player (B-5.2) */
  GtkWidget            *tile_buttons[CASTELLAN_CLASSIC_MAX_SEATS];
  GtkLabel             *tile_labels[CASTELLAN_CLASSIC_MAX_SEATS];
  GtkWidget            *chip;
  GtkLabel             *prompt;
  GtkLabel             *scores;
  GtkLabel             *told_label;
  GtkWidget            *told_window;   /* what holds told_label */
  GtkWidget            *amount_row;
  GtkSpinButton        *amount;
  GtkWidget            *offer_button, *bid_button, *pass_button, *buy_button, *sell_button, *take_button, *continue_button;
  GtkLabel             *buy_label, *sell_label;
  /* the keys were last brought to the decision of this move (the
   * game's move number; -1: none yet), or to Continue */
  int                   focused_move;
  gboolean              focused_done;
};

G_DEFINE_FINAL_TYPE (CastellanAuctionDialog, castellan_auction_dialog, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CLOSED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* the auction is over and seen, or the game it was about is gone: the
 * game plays on, and the page takes the card away */
static void
close_card (CastellanAuctionDialog *self)
{
  if (self->holding && self->game != NULL)
    castellan_classic_game_hold (self->game, FALSE);
  self->holding = FALSE;
  if (self->closed)
    return;
  self->closed = TRUE;
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0);
}

static const char *
name (CastellanAuctionDialog *self, guint seat)
{
  return castellan_classic_game_get_player_name (self->game, seat);
}

static void
set_seat_class (GtkWidget *widget, int seat)
{
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    {
      g_autofree char *seat_class = g_strdup_printf ("classic-seat-%u", p);
      if ((int) p == seat)
        gtk_widget_add_css_class (widget, seat_class);
      else
        gtk_widget_remove_css_class (widget, seat_class);
    }
}

static GtkWidget *
tile_picture (CastellanClassicGame *game, guint i)
{
  g_autofree char *svg = art_classic_tile_svg (castellan_classic_bcb_get_display_design (game, i), 0);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = art_render_svg (svg, TILE_PX, TILE_PX, &error);
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *picture;

  if (surface == NULL)
    {
      g_critical ("Cannot render a bazaar tile: %s", error->message);
      return gtk_label_new ("?");
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
  gtk_widget_set_size_request (picture, TILE_PX, TILE_PX);
  return picture;
}

/* An arrow on a tile: the keys go to the next tile open for the choice
 * (Right, Down) or the one before (Left, Up), round the ends, and it is
 * chosen, as in a group of radio buttons. Only Tab moved between them
 * before: the flow box took the arrows and, its places refusing the
 * focus, did nothing with them. */
static gboolean
tile_arrow_cb (GtkWidget *button, GVariant *args, gpointer data)
{
  CastellanAuctionDialog *self = data;
  int step = g_variant_get_int32 (args);
  int n = 0, at = -1;

  while (n < CASTELLAN_CLASSIC_MAX_SEATS && self->tile_buttons[n] != NULL)
    {
      if (self->tile_buttons[n] == button)
        at = n;
      n++;
    }
  g_return_val_if_fail (at >= 0, FALSE);
  for (int i = (at + step + n) % n; i != at; i = (i + step + n) % n)
    if (gtk_widget_is_sensitive (self->tile_buttons[i]))
      {
        gtk_widget_grab_focus (self->tile_buttons[i]);
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tile_buttons[i]), TRUE);
        return TRUE;
      }
  /* the only tile open: the keys stay on it */
  gtk_widget_error_bell (button);
  return TRUE;
}

static void
add_tile_arrows (CastellanAuctionDialog *self, GtkWidget *button)
{
  static const struct { guint key; int step; } arrows[] = {
    { GDK_KEY_Right, 1 }, { GDK_KEY_KP_Right, 1 }, { GDK_KEY_Down, 1 }, { GDK_KEY_KP_Down, 1 },
    { GDK_KEY_Left, -1 }, { GDK_KEY_KP_Left, -1 }, { GDK_KEY_Up, -1 }, { GDK_KEY_KP_Up, -1 },
  };
  GtkEventController *keys = gtk_shortcut_controller_new ();

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (arrows[i].key, 0),
                                                gtk_callback_action_new (tile_arrow_cb, self, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (arrows[i].step));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), shortcut);
    }
  gtk_widget_add_controller (button, keys);
}

/* the tiles on offer, once: a toggle button each */
static void
build_tiles (CastellanAuctionDialog *self)
{
  guint n = MIN (castellan_classic_bcb_get_n_display (self->game), CASTELLAN_CLASSIC_MAX_SEATS);
  GtkToggleButton *group = NULL;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *label = gtk_label_new (NULL);
      /* named with what is on it, as the drawn tile is: a screen reader
       * hears what is on offer, not only its number */
      g_autofree char *a11y = castellan_classic_describe_display_tile (self->game, i);

      GtkWidget *picture = tile_picture (self->game, i);

      gtk_button_set_child (GTK_BUTTON (button), picture);
      /* the button is named; the picture in it would be read as "GtkPicture" */
      gtk_accessible_update_state (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_object_set_data (G_OBJECT (button), "pick", GUINT_TO_POINTER (i));
      add_tile_arrows (self, button);
      gtk_box_append (GTK_BOX (box), button);
      gtk_box_append (GTK_BOX (box), label);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 8);
      gtk_widget_add_css_class (label, "caption");
      gtk_flow_box_append (GTK_FLOW_BOX (self->tiles_box), box);
      /* the tile's toggle is the keyboard's stop, not its place in the
       * flow, which is named as the tile (not "GtkFlowBoxChild") */
      gtk_widget_set_focusable (gtk_widget_get_parent (box), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      a11y, -1);
      self->tile_buttons[i] = button;
      self->tile_labels[i] = GTK_LABEL (label);
    }
}

/* the control a person's decision starts from: the tile chosen for an
 * offer or a quick pick, the points of a bid, Buy; Continue once over */
static GtkWidget *
decision_focus (CastellanAuctionDialog *self)
{
  CastellanBcbStep step = castellan_classic_bcb_get_step (self->game);

  if (self->done)
    return self->continue_button;
  if (castellan_classic_game_get_phase (self->game) != CASTELLAN_PHASE_PLACE)
    return NULL;
  switch (step)
    {
    case CASTELLAN_BCB_OFFER:
    case CASTELLAN_BCB_PICK:
      return self->pick < CASTELLAN_CLASSIC_MAX_SEATS && self->tile_buttons[self->pick] != NULL
             ? self->tile_buttons[self->pick] : NULL;
    case CASTELLAN_BCB_BID:
      return GTK_WIDGET (self->amount);
    case CASTELLAN_BCB_SETTLE:
      return self->buy_button;
    default:
      return NULL;
    }
}

/* A person's decision begins (or the auction is over): the keys go to the
 * card, to the control the decision starts from, once for each decision,
 * as they went to a dialog's; Tab goes on through the card's controls. A
 * computer's decision leaves them where they are. */
static void
focus_decision (CastellanAuctionDialog *self)
{
  int move = (int) castellan_classic_game_get_state (self->game)->move;
  GtkWidget *target = decision_focus (self);

  if (target == NULL || gtk_widget_get_root (GTK_WIDGET (self)) == NULL ||
      (move == self->focused_move && self->done == self->focused_done))
    return;
  if (gtk_widget_grab_focus (target))
    {
      self->focused_move = move;
      self->focused_done = self->done;
      /* the card moved the keys, not the player: the ring shows where
       * they went (GTK shows it only after Tab or an arrow, and Return
       * pressed on a tile nobody could see was focused did nothing the
       * play-tester could tell) */
      gtk_window_set_focus_visible (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), TRUE);
    }
}

static void
update (CastellanAuctionDialog *self)
{
  guint n_display = castellan_classic_bcb_get_n_display (self->game);
  int auctioned = castellan_classic_bcb_get_auctioned (self->game);
  guint actor = castellan_classic_game_get_actor (self->game);
  CastellanBcbStep step = castellan_classic_bcb_get_step (self->game);
  gboolean person = castellan_classic_game_get_phase (self->game) == CASTELLAN_PHASE_PLACE && step != CASTELLAN_BCB_NONE;
  /* the decisions where a tile is chosen: the auctioneer's offer, a quick bazaar's pick */
  gboolean choosing = step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_PICK;
  g_autofree char *prompt = NULL, *buy = NULL, *sell = NULL;
  g_autoptr(GString) scores = g_string_new (NULL);
  int seat = step == CASTELLAN_BCB_NONE ? -1 : (int) actor;

  if (step == CASTELLAN_BCB_NONE || step == CASTELLAN_BCB_CASTLE)
    {
      /* the outcome stays on show, and the next turn waits, until Continue */
      if (!self->done && !self->holding)
        castellan_classic_game_hold (self->game, TRUE);
      self->holding = TRUE;
      self->done = TRUE;
      prompt = g_strdup (_("The auction is over. Each player lays their tile in turn, beginning with the player after the one who laid the bazaar (B-5.7)."));
    }
  else if (person)
    prompt = castellan_classic_bcb_dup_auction_prompt (self->game);
  else
    {
      g_autofree char *what = castellan_classic_bcb_dup_auction_prompt (self->game);
      /* Translators: %1$s is a computer player, %2$s what it decides */
      prompt = g_strdup_printf (_("%1$s is deciding… %2$s"), name (self, actor), what);
    }
  gtk_label_set_text (self->prompt, prompt);
  set_seat_class (self->chip, seat);
  gtk_widget_set_visible (self->chip, seat >= 0);
  /* the prompt names the player; GTK 4.8 gives a widget shown back to
   * screen readers, which would read "●" */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  /* the tiles: who has each; the one being auctioned is marked */
  for (guint i = 0; i < CASTELLAN_CLASSIC_MAX_SEATS && self->tile_buttons[i] != NULL; i++)
    {
      int owner = i < n_display ? castellan_classic_bcb_get_display_owner (self->game, i) : -1;
      gboolean open = owner < 0 && !self->done;
      g_autofree char *text = owner >= 0 ? g_strdup_printf ("%u · %s", i + 1, name (self, owner))
                                         : g_strdup_printf ("%u", i + 1);

      gtk_label_set_text (self->tile_labels[i], text);
      /* a screen reader hears who holds the tile with its name, as the
       * caption under it shows */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tile_buttons[i]), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      owner >= 0 ? name (self, owner) : "", -1);
      gtk_widget_set_sensitive (self->tile_buttons[i], open && person && choosing);
      if (!choosing && owner < 0 && !self->done && (int) i == auctioned)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tile_buttons[i]), TRUE);
      if (choosing && open && self->pick < n_display &&
          castellan_classic_bcb_get_display_owner (self->game, self->pick) >= 0)
        self->pick = i;
    }
  if (choosing && self->tile_buttons[self->pick] != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tile_buttons[self->pick]), TRUE);
  /* the tiles are a stop for Tab only while one is to be chosen: a flow
   * box whose tiles all refuse the focus still claims Tab, and held it
   * there, the keys never reaching the points and Bid below (Tab from the
   * board went no further than the zoom buttons) */
  gtk_widget_set_can_focus (self->tiles_box, person && choosing && !self->done);

  for (guint p = 0; p < castellan_classic_game_get_n_players (self->game); p++)
    g_string_append_printf (scores, "%s%s: %d", p ? "   " : "", name (self, p),
                            castellan_player_get_score (castellan_classic_game_get_player (self->game, p)));
  gtk_label_set_text (self->scores, scores->str);
  {
    /* the newest lines only, each whole (the game log keeps them all) */
    const char *tail = self->told->str + self->told->len;
    guint lines = 0;

    while (tail > self->told->str)
      {
        if (tail[-1] == '\n' && ++lines == TOLD_LINES)
          break;
        tail--;
      }
    gtk_label_set_text (self->told_label, tail);
  }
  /* an empty label would be read by its type name */
  gtk_widget_set_visible (self->told_window, self->told->len > 0);

  /* the controls of the decision, for a person */
  gtk_widget_set_visible (self->amount_row, person && (step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_BID));
  if (person && (step == CASTELLAN_BCB_OFFER || step == CASTELLAN_BCB_BID))
    {
      int min = castellan_classic_bcb_get_min_bid (self->game);
      gtk_spin_button_set_range (self->amount, min, 999);
      if (gtk_spin_button_get_value_as_int (self->amount) < min)
        gtk_spin_button_set_value (self->amount, min);
    }
  gtk_widget_set_visible (self->offer_button, person && step == CASTELLAN_BCB_OFFER);
  gtk_widget_set_visible (self->bid_button, person && step == CASTELLAN_BCB_BID);
  gtk_widget_set_visible (self->pass_button, person && step == CASTELLAN_BCB_BID);
  gtk_widget_set_visible (self->buy_button, person && step == CASTELLAN_BCB_SETTLE);
  gtk_widget_set_visible (self->sell_button, person && step == CASTELLAN_BCB_SETTLE);
  gtk_widget_set_visible (self->take_button, person && step == CASTELLAN_BCB_PICK);
  buy = castellan_classic_bcb_dup_buy_text (self->game);
  sell = castellan_classic_bcb_dup_sell_text (self->game);
  gtk_label_set_text (self->buy_label, buy ? buy : "");
  gtk_label_set_text (self->sell_label, sell ? sell : "");
  gtk_widget_set_visible (GTK_WIDGET (self->buy_label), person && step == CASTELLAN_BCB_SETTLE);
  gtk_widget_set_visible (GTK_WIDGET (self->sell_label), person && step == CASTELLAN_BCB_SETTLE);
  gtk_widget_set_visible (self->continue_button, self->done);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.offer", person && step == CASTELLAN_BCB_OFFER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.bid", person && step == CASTELLAN_BCB_BID);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.pass", person && step == CASTELLAN_BCB_BID);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.buy", person && step == CASTELLAN_BCB_SETTLE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.sell", person && step == CASTELLAN_BCB_SETTLE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.take", person && step == CASTELLAN_BCB_PICK);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "auction.continue", self->done);
  focus_decision (self);
}

/* each offer, bid, pass and deal, told as it happens */
static void
played_cb (CastellanClassicGame *game, gconstpointer events, CastellanAuctionDialog *self)
{
  g_autofree char *deals = NULL;

  /* a move after the auction's end (a person laid their tile without
   * Continue): the outcome has been seen */
  if (self->done)
    {
      close_card (self);
      return;
    }
  deals = castellan_classic_bcb_dup_last_deals (game);
  if (deals != NULL)
    g_string_append_printf (self->told, "%s%s", self->told->len ? "\n" : "", deals);
  /* BV-1: the tile is taken; its player lays it on the board */
  if (self->quick && castellan_classic_bcb_get_step (self->game) != CASTELLAN_BCB_PICK)
    {
      close_card (self);
      return;
    }
  update (self);
}

static void
tell (CastellanAuctionDialog *self, gboolean ok, GError *error)
{
  if (!ok)
    {
      gtk_label_set_text (self->prompt, error->message);
      gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static void
decide_cb (GtkWidget *widget, const char *action, GVariant *param)
{
  CastellanAuctionDialog *self = CASTELLAN_AUCTION_DIALOG (widget);
  g_autoptr(GError) error = NULL;
  int amount = gtk_spin_button_get_value_as_int (self->amount);
  gboolean ok;

  if (g_str_equal (action, "auction.offer"))
    ok = castellan_classic_bcb_offer (self->game, self->pick, amount, &error);
  else if (g_str_equal (action, "auction.bid"))
    ok = castellan_classic_bcb_bid (self->game, amount, &error);
  else if (g_str_equal (action, "auction.pass"))
    ok = castellan_classic_bcb_pass (self->game, &error);
  else if (g_str_equal (action, "auction.take"))
    ok = castellan_classic_bcb_pick (self->game, self->pick, &error);
  else
    ok = castellan_classic_bcb_settle (self->game, g_str_equal (action, "auction.buy"), &error);
  tell (self, ok, error);
}

/* Return in the points field makes the offer or the bid of the points in
 * it (the spin button has taken them in first) */
static void
amount_activate_cb (GtkWidget *text, CastellanAuctionDialog *self)
{
  CastellanBcbStep step = castellan_classic_bcb_get_step (self->game);

  if (step == CASTELLAN_BCB_OFFER)
    gtk_widget_activate_action (GTK_WIDGET (self), "auction.offer", NULL);
  else if (step == CASTELLAN_BCB_BID)
    gtk_widget_activate_action (GTK_WIDGET (self), "auction.bid", NULL);
}

static void
continue_cb (GtkWidget *widget, const char *action, GVariant *param)
{
  close_card (CASTELLAN_AUCTION_DIALOG (widget));
}

/* a new game, or a game loaded: this auction is gone with the old one */
static void
started_cb (CastellanClassicGame *game, CastellanAuctionDialog *self)
{
  close_card (self);
}

static void
pick_cb (GtkToggleButton *button, CastellanAuctionDialog *self)
{
  if (gtk_toggle_button_get_active (button))
    self->pick = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pick"));
}

/* A tile clicked, or Return or Space on it: it is chosen (the toggle has
 * done that), and the keys go on to what completes the decision: the
 * points of the offer, which Return there makes (B-5.3), or Take in a
 * quick bazaar (BV-1). Return on the tile chosen already did nothing
 * before: a toggle in a group stays down. */
static void
tile_clicked_cb (GtkButton *button, CastellanAuctionDialog *self)
{
  CastellanBcbStep step = castellan_classic_bcb_get_step (self->game);
  GtkWidget *next = NULL;

  if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)))
    return;
  if (step == CASTELLAN_BCB_OFFER && gtk_widget_get_visible (self->amount_row))
    next = GTK_WIDGET (self->amount);
  else if (step == CASTELLAN_BCB_PICK && gtk_widget_get_visible (self->take_button))
    next = self->take_button;
  if (next != NULL)
    gtk_widget_grab_focus (next);
}

/* The points are a whole number, the field takes digits only: GTK 4.8's
 * numeric spin button still let letters be typed ("Punti: n") */
static void
amount_insert_text_cb (GtkEditable *text, const char *new_text, int length, int *position,
                       CastellanAuctionDialog *self)
{
  g_autoptr(GString) digits = g_string_new (NULL);
  gsize n = length < 0 ? strlen (new_text) : (gsize) length;

  for (gsize i = 0; i < n; i++)
    if (g_ascii_isdigit (new_text[i]))
      g_string_append_c (digits, new_text[i]);
  if (digits->len == n)
    return;
  g_signal_stop_emission_by_name (text, "insert-text");
  if (digits->len > 0)
    {
      g_signal_handlers_block_by_func (text, amount_insert_text_cb, self);
      gtk_editable_insert_text (text, digits->str, (int) digits->len, position);
      g_signal_handlers_unblock_by_func (text, amount_insert_text_cb, self);
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (text));
}

static void
castellan_auction_dialog_dispose (GObject *object)
{
  CastellanAuctionDialog *self = CASTELLAN_AUCTION_DIALOG (object);

  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      if (self->holding)
        castellan_classic_game_hold (self->game, FALSE);
      self->holding = FALSE;
    }
  g_clear_object (&self->game);
  g_clear_pointer (&self->outer, gtk_widget_unparent);
  G_OBJECT_CLASS (castellan_auction_dialog_parent_class)->dispose (object);
}

static void
castellan_auction_dialog_finalize (GObject *object)
{
  g_string_free (CASTELLAN_AUCTION_DIALOG (object)->told, TRUE);
  G_OBJECT_CLASS (castellan_auction_dialog_parent_class)->finalize (object);
}

static void
castellan_auction_dialog_class_init (CastellanAuctionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* every decision goes through decide_cb, which tells them apart by name */
  static const char *const decisions[] = { "auction.offer", "auction.bid", "auction.pass", "auction.buy",
                                           "auction.sell", "auction.take" };

  object_class->dispose = castellan_auction_dialog_dispose;
  object_class->finalize = castellan_auction_dialog_finalize;
  for (guint i = 0; i < G_N_ELEMENTS (decisions); i++)
    gtk_widget_class_install_action (widget_class, decisions[i], NULL, decide_cb);
  gtk_widget_class_install_action (widget_class, "auction.continue", NULL, continue_cb);
  /* Escape closes the card once the auction is over, as Continue does
   * (ui/gtk/help-overlay.ui lists it) */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "auction.continue", NULL);
  /* Continue pressed, a quick bazaar's tile taken, or the game gone: the
   * page removes the card */
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "auction");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkWidget *
action_button (const char *label, const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  /* made after the window was shown, so not named with its buttons: GTK
   * 4.8 would read "_Offer Offer" */
  castellan_a11y_name_button (button);
  return button;
}

static GtkLabel *
wrapped_label (GtkWidget *box, const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* a wrapped label asks for its whole text on one line unless told
   * otherwise, and the side pane would widen to give it that, shifting
   * the board left under the pointer while the auction runs; it takes
   * what width the pane has and wraps there */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  if (box != NULL)
    gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
castellan_auction_dialog_init (CastellanAuctionDialog *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *prompt_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *deals = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *amount_label, *told, *told_box;

  self->told = g_string_new (NULL);
  self->focused_move = -1;
  /* The card's text wraps, and its width never depends on its height;
   * but the side pane scrolls, and GTK 4.8's viewport measures the pane's
   * width for the height it shows: each wrapping label of the card, asked
   * its width at a height, would search for it, laying its text out again
   * at each width tried (castellan-width-bin.c, issue 34, item 4) */
  self->outer = castellan_width_bin_new (outer);
  gtk_widget_set_parent (self->outer, GTK_WIDGET (self));
  gtk_widget_add_css_class (outer, "card");
  castellan_widget_set_margins (box, 10, 12, 12, 12);
  gtk_box_append (GTK_BOX (outer), box);
  self->title = wrapped_label (box, "title-4");
  gtk_label_set_text (self->title, _("Bazaar"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bazaar"), -1);

  /* Three tiles a row, four or five wrap to a second: a flow box asks for
   * room for as many as a row may hold, and five tiles' width would widen
   * the side pane past its own, shifting the board while the auction runs */
  self->tiles_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->tiles_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->tiles_box), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->tiles_box), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->tiles_box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->tiles_box), 6);
  gtk_widget_set_halign (self->tiles_box, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tiles_box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tiles on Offer"), -1);
  gtk_box_append (GTK_BOX (box), self->tiles_box);

  self->chip = gtk_label_new ("●");
  /* the prompt beside it names the player; a screen reader would add "black circle" */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_add_css_class (self->chip, "player-swatch");
  gtk_widget_set_valign (self->chip, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (prompt_box), self->chip);
  self->prompt = wrapped_label (NULL, "heading");
  gtk_widget_set_hexpand (GTK_WIDGET (self->prompt), TRUE);
  /* beside the chip, in a box that would ask its width at its height */
  gtk_box_append (GTK_BOX (prompt_box), castellan_width_bin_new (GTK_WIDGET (self->prompt)));
  gtk_box_append (GTK_BOX (box), prompt_box);
  self->scores = wrapped_label (box, "dim-label");

  self->amount_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  amount_label = gtk_label_new_with_mnemonic (_("_Points:"));
  self->amount = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 999, 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (amount_label), GTK_WIDGET (self->amount));
  g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (self->amount)), "activate",
                    G_CALLBACK (amount_activate_cb), self);
  gtk_spin_button_set_numeric (self->amount, TRUE);
  g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (self->amount)), "insert-text",
                    G_CALLBACK (amount_insert_text_cb), self);
  gtk_box_append (GTK_BOX (self->amount_row), amount_label);
  gtk_box_append (GTK_BOX (self->amount_row), GTK_WIDGET (self->amount));
  gtk_box_append (GTK_BOX (box), self->amount_row);

  self->offer_button = action_button (_("_Offer"), "auction.offer");
  self->bid_button = action_button (_("_Bid"), "auction.bid");
  self->pass_button = action_button (_("_Pass"), "auction.pass");
  self->buy_button = action_button (_("B_uy"), "auction.buy");
  self->sell_button = action_button (_("_Sell"), "auction.sell");
  self->take_button = action_button (_("_Take"), "auction.take");
  self->continue_button = action_button (_("_Continue"), "auction.continue");
  gtk_widget_add_css_class (self->offer_button, "suggested-action");
  gtk_widget_add_css_class (self->bid_button, "suggested-action");
  gtk_widget_add_css_class (self->take_button, "suggested-action");
  gtk_widget_add_css_class (self->continue_button, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), self->offer_button);
  gtk_box_append (GTK_BOX (buttons), self->bid_button);
  gtk_box_append (GTK_BOX (buttons), self->pass_button);
  gtk_box_append (GTK_BOX (buttons), self->buy_button);
  gtk_box_append (GTK_BOX (buttons), self->sell_button);
  gtk_box_append (GTK_BOX (buttons), self->take_button);
  gtk_box_append (GTK_BOX (buttons), self->continue_button);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (box), buttons);
  self->buy_label = wrapped_label (deals, NULL);
  self->sell_label = wrapped_label (deals, NULL);
  gtk_box_append (GTK_BOX (box), deals);

  /* every offer, bid and deal so far: with five players they run to some
   * thirty lines, which would push the card past a 768-pixel screen; a
   * window scrolling them cut the newest in half at times (GTK 4.8 sized
   * it for the lines as they wrapped before), so the card shows the last
   * few whole, and grows with them */
  told_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->told_label = wrapped_label (told_box, NULL);
  gtk_label_set_selectable (self->told_label, TRUE);
  told = castellan_width_bin_new (told_box);
  self->told_window = told;
  gtk_box_append (GTK_BOX (box), told);
}

CastellanAuctionDialog *
castellan_auction_dialog_new (CastellanClassicGame *game)
{
  CastellanAuctionDialog *self;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  self = g_object_new (CASTELLAN_TYPE_AUCTION_DIALOG, NULL);
  self->game = g_object_ref (game);
  self->quick = castellan_classic_game_get_quick_bazaar (game);
  if (self->quick)
    {
      gtk_label_set_text (self->title, _("Quick Bazaar"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Quick Bazaar"), -1);
    }
  build_tiles (self);
  for (guint i = 0; i < CASTELLAN_CLASSIC_MAX_SEATS && self->tile_buttons[i] != NULL; i++)
    {
      g_signal_connect (self->tile_buttons[i], "toggled", G_CALLBACK (pick_cb), self);
      g_signal_connect (self->tile_buttons[i], "clicked", G_CALLBACK (tile_clicked_cb), self);
    }
  g_signal_connect (game, "turn-played", G_CALLBACK (played_cb), self);
  g_signal_connect (game, "started", G_CALLBACK (started_cb), self);
  update (self);
  return self;
}

void
castellan_auction_dialog_take_focus (CastellanAuctionDialog *self)
{
  g_return_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self));
  focus_decision (self);
}

void
castellan_auction_dialog_set_pick (CastellanAuctionDialog *self,
                                   guint                   pick)
{
  g_return_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self));
  g_return_if_fail (pick < CASTELLAN_CLASSIC_MAX_SEATS && self->tile_buttons[pick] != NULL);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tile_buttons[pick]), TRUE);
}

void
castellan_auction_dialog_set_amount (CastellanAuctionDialog *self,
                                     int                     amount)
{
  g_return_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self));
  gtk_spin_button_set_value (self->amount, amount);
}

const char *
castellan_auction_dialog_get_title (CastellanAuctionDialog *self)
{
  g_return_val_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self), NULL);
  return gtk_label_get_text (self->title);
}

const char *
castellan_auction_dialog_get_prompt (CastellanAuctionDialog *self)
{
  g_return_val_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self), NULL);
  return gtk_label_get_text (self->prompt);
}

const char *
castellan_auction_dialog_get_told (CastellanAuctionDialog *self)
{
  g_return_val_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self), NULL);
  return self->told->str;
}

gboolean
castellan_auction_dialog_get_done (CastellanAuctionDialog *self)
{
  g_return_val_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self), FALSE);
  return self->done;
}

gboolean
castellan_auction_dialog_get_told_whole (CastellanAuctionDialog *self)
{
  GtkWidget *label;
  graphene_rect_t bounds;
  int height, needed;

  g_return_val_if_fail (CASTELLAN_IS_AUCTION_DIALOG (self), FALSE);
  if (!gtk_widget_get_visible (self->told_window))
    return TRUE;
  label = GTK_WIDGET (self->told_label);
  height = gtk_widget_get_height (self->told_window);
  if (!gtk_widget_compute_bounds (label, self->told_window, &bounds))
    return FALSE;
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &needed, NULL, NULL, NULL);
  g_debug ("told: window %d px high, label at %.0f, %.0f px high, needs %d px",
           height, bounds.origin.y, bounds.size.height, needed);
  /* the label has the height its lines need at its width, and its foot
   * (the newest line) lies within the window */
  return bounds.size.height >= needed && bounds.origin.y + bounds.size.height <= height + 0.5;
}
