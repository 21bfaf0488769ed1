/* castellan-new-game-dialog.c — seats, who starts, theme, variants and seed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "castellan-new-game-dialog.h"

struct _CastellanNewGameDialog {
  AdwWindow    parent_instance;

  GSettings   *settings;
  char        *names[CASTELLAN_CASTLE_SEATS];

  GtkWidget   *start_button;
  AdwEntryRow *name0_row;
  AdwEntryRow *name1_row;
  AdwComboRow *kind0_row;
  AdwComboRow *kind1_row;
  AdwComboRow *colours_row;
  AdwComboRow *first_row;
  AdwComboRow *theme_row;
  AdwEntryRow *seed_row;
  AdwActionRow *variant_rows[4];
  GtkSwitch   *v1_switch;
  GtkSwitch   *v2_switch;
  GtkSwitch   *v3_switch;
  GtkSwitch   *v4_switch;
  /* classic Carcassonne: seats, who starts, farmers */
  AdwComboRow *game_row;
  AdwPreferencesGroup *classic_group;
  AdwComboRow *classic_players_row;
  AdwComboRow *classic_kind_rows[CASTELLAN_CLASSIC_MAX_SEATS];
  AdwComboRow *classic_first_row;
  GtkSwitch   *farmers_switch;
  GtkSwitch   *bcb_switch;
  GtkSwitch   *quick_bazaar_switch;
};

G_DEFINE_FINAL_TYPE (CastellanNewGameDialog, castellan_new_game_dialog, ADW_TYPE_WINDOW)

/* the theme row lists the themes in the order of CastellanTheme */
static CastellanTheme
selected_theme (CastellanNewGameDialog *self)
{
  return adw_combo_row_get_selected (self->theme_row) == CASTELLAN_THEME_ZAMEK ? CASTELLAN_THEME_ZAMEK
                                                                               : CASTELLAN_THEME_CASTLE;
}

/* the variants in the chosen theme's words and wall numbering */
static void
update_variant_rows (CastellanNewGameDialog *self)
{
  CastellanTheme theme = selected_theme (self);
  const char *text[4][2] = {
    { castellan_theme_words (theme, C_("castle", "V-1: Fountain Counts Double on Unfinished Paths"),
             C_("zamek", "V-1: Stocks Count Double on Unfinished Roads")),
      castellan_theme_words (theme, C_("castle", "With the English edition, wall tile 4 scores 2 per tile on a path with a fountain."),
             C_("zamek", "With the English edition’s rule, wall token 9 scores 2 per tile on a road with stocks.")) },
    /* the same English, but some languages name the wall tile in it */
    { castellan_theme_words (theme, C_("castle", "V-2: Pick Up at the End of the Turn"),
             C_("zamek", "V-2: Pick Up at the End of the Turn")),
      castellan_theme_words (theme, C_("castle", "A wall tile is taken only where a marker stands once all of the turn’s scoring is done."),
             C_("zamek", "A wall token is taken only where a marker stands once all of the turn’s scoring is done.")) },
    { _("V-3: Immediate Extra Turn"),
      castellan_theme_words (theme, C_("castle", "The extra-turn wall tile may be used in the very turn it is won."),
             C_("zamek", "The extra-turn wall token may be used in the very turn it is won.")) },
    { castellan_theme_words (theme, C_("castle", "V-4: Open Wall Tiles"), C_("zamek", "V-4: Open Wall Tokens")),
      castellan_theme_words (theme, C_("castle", "The wall tiles lie face up, so you can see what each tower offers."),
             C_("zamek", "The wall tokens lie face up, so you can see what each tower offers.")) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (text); i++)
    {
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->variant_rows[i]), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->variant_rows[i]), text[i][0]);
      adw_action_row_set_subtitle (self->variant_rows[i], text[i][1]);
    }
}

enum { SIGNAL_START, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
seat_name (CastellanNewGameDialog *self, guint seat)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (seat == 0 ? self->name0_row : self->name1_row));
  /* the rows take no more; a name set from elsewhere is cut to fit */
  g_autofree char *capped = g_utf8_substring (text, 0, CASTELLAN_MAX_NAME_CHARS);
  g_autofree char *stripped = g_strstrip (g_strdup (capped));

  g_free (self->names[seat]);
  if (stripped[0] == '\0')
    {
      /* an unnamed seat is called by its colour, in the language of the
       * day (castellan_player_shown_name) */
      gboolean swapped = adw_combo_row_get_selected (self->colours_row) == 1;
      self->names[seat] = g_strdup (castellan_player_default_name ((seat == 0) != swapped ? 0 : 1));
    }
  else
    self->names[seat] = g_steal_pointer (&stripped);
  return self->names[seat];
}

void
castellan_new_game_dialog_get_setup (CastellanNewGameDialog *self,
                                     CastellanGameSetup     *setup)
{
  const char *seed;

  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));

  memset (setup, 0, sizeof *setup);
  setup->names[0] = seat_name (self, 0);
  setup->names[1] = seat_name (self, 1);
  setup->kinds[0] = adw_combo_row_get_selected (self->kind0_row);
  setup->kinds[1] = adw_combo_row_get_selected (self->kind1_row);
  setup->first = (int) adw_combo_row_get_selected (self->first_row) - 1;
  setup->theme = selected_theme (self);
  setup->variants = (gtk_switch_get_active (self->v1_switch) ? CASTELLAN_VARIANT_FOUNTAIN_UNFINISHED : 0) |
                    (gtk_switch_get_active (self->v2_switch) ? CASTELLAN_VARIANT_PICK_UP_AT_END : 0) |
                    (gtk_switch_get_active (self->v3_switch) ? CASTELLAN_VARIANT_IMMEDIATE_EXTRA : 0) |
                    (gtk_switch_get_active (self->v4_switch) ? CASTELLAN_VARIANT_OPEN_WALL_TILES : 0);
  seed = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  if (seed != NULL && g_ascii_isdigit (seed[0]))
    {
      setup->seed = (guint32) g_ascii_strtoull (seed, NULL, 10);
      setup->has_seed = TRUE;
    }
}

void
castellan_new_game_dialog_set_seat (CastellanNewGameDialog *self,
                                    guint                   seat,
                                    const char             *name,
                                    CastellanPlayerKind     kind)
{
  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < CASTELLAN_CASTLE_SEATS);

  gtk_editable_set_text (GTK_EDITABLE (seat == 0 ? self->name0_row : self->name1_row), name ? name : "");
  adw_combo_row_set_selected (seat == 0 ? self->kind0_row : self->kind1_row, kind);
}

void
castellan_new_game_dialog_set_seed (CastellanNewGameDialog *self,
                                    guint32                 seed)
{
  g_autofree char *text = g_strdup_printf ("%u", seed);

  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), text);
}

/* ---- classic Carcassonne ------------------------------------------------------- */

static void
update_game_rows (CastellanNewGameDialog *self)
{
  gboolean classic = adw_combo_row_get_selected (self->game_row) == CASTELLAN_NEW_GAME_CLASSIC;
  guint n = adw_combo_row_get_selected (self->classic_players_row) + CASTELLAN_CLASSIC_MIN_SEATS;
  GtkWidget *castle[] = { GTK_WIDGET (self->name0_row), GTK_WIDGET (self->name1_row),
                          GTK_WIDGET (self->colours_row), GTK_WIDGET (self->variant_rows[0]) };

  for (guint i = 0; i < G_N_ELEMENTS (castle); i++)
    gtk_widget_set_visible (gtk_widget_get_ancestor (castle[i], ADW_TYPE_PREFERENCES_GROUP), !classic);
  gtk_widget_set_visible (GTK_WIDGET (self->classic_group), classic);
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    gtk_widget_set_visible (GTK_WIDGET (self->classic_kind_rows[p]), p < n);
}

/* a row of @group with a switch, on */
static GtkSwitch *
add_switch_row (AdwPreferencesGroup *group, const char *title, const char *subtitle)
{
  /* read as the switch it holds, by its title and whether it is on
   * (castellan_a11y_switch_row) */
  GtkWidget *row = g_object_new (ADW_TYPE_ACTION_ROW, "accessible-role", GTK_ACCESSIBLE_ROLE_SWITCH, NULL);
  GtkSwitch *sw = GTK_SWITCH (gtk_switch_new ());

  gtk_switch_set_active (sw, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (sw), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (sw));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (sw));
  adw_preferences_group_add (group, row);
  return sw;
}

/* the game and the classic seats as last chosen (the rows' own defaults
 * are the schema's) */
static void
restore_classic (CastellanNewGameDialog *self)
{
  g_auto(GStrv) kinds = g_settings_get_strv (self->settings, "classic-kinds");
  guint n = g_settings_get_uint (self->settings, "classic-players");
  int first = g_settings_get_int (self->settings, "classic-first-player");

  adw_combo_row_set_selected (self->game_row, g_settings_get_enum (self->settings, "game") == 1
                                              ? CASTELLAN_NEW_GAME_CLASSIC : CASTELLAN_NEW_GAME_CASTLE);
  adw_combo_row_set_selected (self->classic_players_row, CLAMP (n, CASTELLAN_CLASSIC_MIN_SEATS, CASTELLAN_CLASSIC_MAX_SEATS) -
                                                         CASTELLAN_CLASSIC_MIN_SEATS);
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS && kinds[p] != NULL; p++)
    adw_combo_row_set_selected (self->classic_kind_rows[p], castellan_player_kind_from_string (kinds[p]));
  adw_combo_row_set_selected (self->classic_first_row, first < 0 ? 0 : (guint) first + 1);
  gtk_switch_set_active (self->farmers_switch, g_settings_get_boolean (self->settings, "classic-farmers"));
  gtk_switch_set_active (self->bcb_switch, g_settings_get_boolean (self->settings, "classic-bcb"));
  gtk_switch_set_active (self->quick_bazaar_switch, g_settings_get_boolean (self->settings, "classic-quick-bazaar"));
}

static void
remember_classic (CastellanNewGameDialog *self)
{
  const char *kinds[CASTELLAN_CLASSIC_MAX_SEATS + 1] = { NULL };
  guint first = adw_combo_row_get_selected (self->classic_first_row);

  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    kinds[p] = castellan_player_kind_to_string (adw_combo_row_get_selected (self->classic_kind_rows[p]));
  g_settings_set_enum (self->settings, "game", castellan_new_game_dialog_get_game (self) == CASTELLAN_NEW_GAME_CLASSIC);
  g_settings_set_uint (self->settings, "classic-players",
                       adw_combo_row_get_selected (self->classic_players_row) + CASTELLAN_CLASSIC_MIN_SEATS);
  g_settings_set_strv (self->settings, "classic-kinds", kinds);
  g_settings_set_int (self->settings, "classic-first-player", (int) first - 1);
  g_settings_set_boolean (self->settings, "classic-farmers", gtk_switch_get_active (self->farmers_switch));
  g_settings_set_boolean (self->settings, "classic-bcb", gtk_switch_get_active (self->bcb_switch));
  g_settings_set_boolean (self->settings, "classic-quick-bazaar", gtk_switch_get_active (self->quick_bazaar_switch));
}

static void
build_classic_rows (CastellanNewGameDialog *self)
{
  GListModel *kinds = adw_combo_row_get_model (self->kind0_row);
  const char *counts[] = { "2", "3", "4", "5", NULL };
  g_autoptr(GtkStringList) first = gtk_string_list_new (NULL);

  self->classic_players_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->classic_players_row), _("Players"));
  adw_combo_row_set_model (self->classic_players_row, G_LIST_MODEL (gtk_string_list_new (counts)));
  g_object_unref (adw_combo_row_get_model (self->classic_players_row));
  adw_preferences_group_add (self->classic_group, GTK_WIDGET (self->classic_players_row));
  /* a seat per colour of the rules (C-1.1), each a person or a computer level */
  gtk_string_list_append (first, _("Draw Lots"));
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    {
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
      GtkWidget *chip = gtk_label_new ("●");
      g_autofree char *chip_class = g_strdup_printf ("classic-seat-%u", p);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), castellan_classic_seat_colour (p));
      adw_combo_row_set_model (row, kinds);
      adw_combo_row_set_selected (row, p == 0 ? CASTELLAN_PLAYER_HUMAN : CASTELLAN_PLAYER_CASUAL);
      gtk_widget_add_css_class (chip, "player-swatch");
      gtk_widget_add_css_class (chip, chip_class);
      /* the row's title names the colour; a screen reader would add "black circle" */
      gtk_accessible_update_state (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), chip);
      adw_preferences_group_add (self->classic_group, GTK_WIDGET (row));
      self->classic_kind_rows[p] = row;
      gtk_string_list_append (first, castellan_classic_seat_colour (p));
    }
  self->classic_first_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->classic_first_row), _("First Player"));
  adw_combo_row_set_model (self->classic_first_row, G_LIST_MODEL (first));
  adw_combo_row_set_selected (self->classic_first_row, 1);
  adw_preferences_group_add (self->classic_group, GTK_WIDGET (self->classic_first_row));
  self->farmers_switch = add_switch_row (self->classic_group, _("Farmers"),
                                         _("Followers may lie in fields and score for the completed cities they border. "
                                           "For a learning game, turn them off (CV-1)."));
  self->bcb_switch = add_switch_row (self->classic_group, _("Bridges, Castles and Bazaars"),
                                     _("The expansion: twelve more tiles, bridges that carry a road over a field, "
                                       "small cities that become castles, and bazaars where tiles are auctioned for points (B-1)."));
  gtk_switch_set_active (self->bcb_switch, FALSE);
  /* BV-1 belongs to the expansion: its row is there only while the expansion is on */
  self->quick_bazaar_switch = add_switch_row (self->classic_group, _("Quick Bazaar"),
                                              _("No bids at a bazaar: from the player after the one who laid the bazaar tile, "
                                                "each takes one of the tiles on show and lays it at once (BV-1)."));
  gtk_switch_set_active (self->quick_bazaar_switch, FALSE);
  g_object_bind_property (self->bcb_switch, "active",
                          gtk_widget_get_ancestor (GTK_WIDGET (self->quick_bazaar_switch), ADW_TYPE_ACTION_ROW), "visible",
                          G_BINDING_SYNC_CREATE);
  restore_classic (self);
  g_signal_connect_object (self->game_row, "notify::selected", G_CALLBACK (update_game_rows), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->classic_players_row, "notify::selected", G_CALLBACK (update_game_rows), self,
                           G_CONNECT_SWAPPED);
  update_game_rows (self);
}

CastellanNewGameKind
castellan_new_game_dialog_get_game (CastellanNewGameDialog *self)
{
  g_return_val_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self), CASTELLAN_NEW_GAME_CASTLE);
  return adw_combo_row_get_selected (self->game_row) == CASTELLAN_NEW_GAME_CLASSIC
         ? CASTELLAN_NEW_GAME_CLASSIC : CASTELLAN_NEW_GAME_CASTLE;
}

void
castellan_new_game_dialog_set_game (CastellanNewGameDialog *self,
                                    CastellanNewGameKind    kind)
{
  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  adw_combo_row_set_selected (self->game_row, kind);
}

void
castellan_new_game_dialog_get_classic_setup (CastellanNewGameDialog *self,
                                             CastellanClassicSetup  *setup)
{
  guint first;
  const char *seed;

  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  memset (setup, 0, sizeof *setup);
  setup->n_players = adw_combo_row_get_selected (self->classic_players_row) + CASTELLAN_CLASSIC_MIN_SEATS;
  for (guint p = 0; p < setup->n_players; p++)
    setup->kinds[p] = adw_combo_row_get_selected (self->classic_kind_rows[p]);
  first = adw_combo_row_get_selected (self->classic_first_row);
  setup->first = first == 0 || first > setup->n_players ? -1 : (int) first - 1;
  setup->farmers = gtk_switch_get_active (self->farmers_switch);
  setup->bcb = gtk_switch_get_active (self->bcb_switch);
  setup->quick_bazaar = setup->bcb && gtk_switch_get_active (self->quick_bazaar_switch);
  seed = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  if (seed != NULL && g_ascii_isdigit (seed[0]))
    {
      setup->seed = (guint32) g_ascii_strtoull (seed, NULL, 10);
      setup->has_seed = TRUE;
    }
}

void
castellan_new_game_dialog_set_classic_seats (CastellanNewGameDialog    *self,
                                             guint                      n_players,
                                             const CastellanPlayerKind *kinds,
                                             gboolean                   farmers)
{
  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (n_players >= CASTELLAN_CLASSIC_MIN_SEATS && n_players <= CASTELLAN_CLASSIC_MAX_SEATS);
  adw_combo_row_set_selected (self->classic_players_row, n_players - CASTELLAN_CLASSIC_MIN_SEATS);
  for (guint p = 0; p < n_players; p++)
    adw_combo_row_set_selected (self->classic_kind_rows[p], kinds[p]);
  gtk_switch_set_active (self->farmers_switch, farmers);
}

void
castellan_new_game_dialog_set_classic_bcb (CastellanNewGameDialog *self,
                                           gboolean                bcb)
{
  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  gtk_switch_set_active (self->bcb_switch, bcb);
}

void
castellan_new_game_dialog_set_classic_quick_bazaar (CastellanNewGameDialog *self,
                                                    gboolean                quick)
{
  g_return_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self));
  gtk_switch_set_active (self->quick_bazaar_switch, quick);
}

gboolean
castellan_new_game_dialog_get_classic_quick_bazaar_shown (CastellanNewGameDialog *self)
{
  g_return_val_if_fail (CASTELLAN_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_widget_is_visible (GTK_WIDGET (self->quick_bazaar_switch)) &&
         gtk_widget_is_sensitive (GTK_WIDGET (self->quick_bazaar_switch));
}

static void
remember (CastellanNewGameDialog *self, const CastellanGameSetup *setup)
{
  /* the names as typed: a seat left unnamed stays so, and keeps following
   * the language */
  g_autofree char *name0 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name0_row))));
  g_autofree char *name1 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name1_row))));
  const char *names[] = { name0, name1, NULL };
  const char *kinds[] = { castellan_player_kind_to_string (setup->kinds[0]),
                          castellan_player_kind_to_string (setup->kinds[1]), NULL };

  g_settings_set_strv (self->settings, "player-names", names);
  g_settings_set_strv (self->settings, "player-kinds", kinds);
  g_settings_set_enum (self->settings, "first-player", setup->first);
  g_settings_set_uint (self->settings, "variants", setup->variants);
  g_settings_set_enum (self->settings, "theme", setup->theme);
  g_settings_set_boolean (self->settings, "swap-colours", adw_combo_row_get_selected (self->colours_row) == 1);
}

static void
start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanNewGameDialog *self = CASTELLAN_NEW_GAME_DIALOG (widget);
  CastellanGameSetup setup;

  castellan_new_game_dialog_get_setup (self, &setup);
  remember (self, &setup);
  remember_classic (self);
  g_signal_emit (self, signals[SIGNAL_START], 0);
}

static void
castellan_new_game_dialog_dispose (GObject *object)
{
  CastellanNewGameDialog *self = CASTELLAN_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CASTELLAN_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  for (guint p = 0; p < CASTELLAN_CASTLE_SEATS; p++)
    g_clear_pointer (&self->names[p], g_free);
  G_OBJECT_CLASS (castellan_new_game_dialog_parent_class)->dispose (object);
}

/* Return starts the game: the focus begins on Start, not on the first
 * button (Cancel), once the window is shown and its actions are known */
static void
castellan_new_game_dialog_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (castellan_new_game_dialog_parent_class)->map (widget);
  gtk_widget_grab_focus (CASTELLAN_NEW_GAME_DIALOG (widget)->start_button);
}

static void
castellan_new_game_dialog_class_init (CastellanNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_new_game_dialog_dispose;
  widget_class->map = castellan_new_game_dialog_map;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, name0_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, name1_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, kind0_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, kind1_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, colours_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, theme_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child_full (widget_class, "v1_row", FALSE,
                                             G_STRUCT_OFFSET (CastellanNewGameDialog, variant_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "v2_row", FALSE,
                                             G_STRUCT_OFFSET (CastellanNewGameDialog, variant_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "v3_row", FALSE,
                                             G_STRUCT_OFFSET (CastellanNewGameDialog, variant_rows[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "v4_row", FALSE,
                                             G_STRUCT_OFFSET (CastellanNewGameDialog, variant_rows[3]));
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, v1_switch);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, v2_switch);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, v3_switch);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, v4_switch);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, CastellanNewGameDialog, classic_group);
  gtk_widget_class_bind_template_callback (widget_class, update_variant_rows);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "dialog.start", NULL);

  /* the player's move is emitted once the dialog's choices are read */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
castellan_new_game_dialog_init (CastellanNewGameDialog *self)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) kinds = NULL;
  guint variants;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* the group that chooses the game has no title to name its list */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (self->game_row))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game"), -1);
  /* a name is at most CASTELLAN_MAX_NAME_CHARS characters: typing or pasting stops there */
  for (guint p = 0; p < CASTELLAN_CASTLE_SEATS; p++)
    {
      GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (p == 0 ? self->name0_row : self->name1_row));
      if (GTK_IS_TEXT (text))
        gtk_text_set_max_length (GTK_TEXT (text), CASTELLAN_MAX_NAME_CHARS);
    }

  self->settings = g_settings_new (APPLICATION_ID);
  names = g_settings_get_strv (self->settings, "player-names");
  kinds = g_settings_get_strv (self->settings, "player-kinds");
  for (guint p = 0; p < CASTELLAN_CASTLE_SEATS; p++)
    {
      CastellanPlayerKind kind = p == 0 ? CASTELLAN_PLAYER_HUMAN : CASTELLAN_PLAYER_CASUAL;
      if (kinds != NULL && g_strv_length (kinds) > p)
        kind = castellan_player_kind_from_string (kinds[p]);
      castellan_new_game_dialog_set_seat (self, p,
                                          names != NULL && g_strv_length (names) > p ? names[p] : NULL,
                                          kind);
    }
  adw_combo_row_set_selected (self->colours_row, g_settings_get_boolean (self->settings, "swap-colours") ? 1 : 0);
  adw_combo_row_set_selected (self->first_row, g_settings_get_enum (self->settings, "first-player") + 1);
  adw_combo_row_set_selected (self->theme_row, g_settings_get_enum (self->settings, "theme"));
  update_variant_rows (self);
  variants = g_settings_get_uint (self->settings, "variants");
  gtk_switch_set_active (self->v1_switch, (variants & CASTELLAN_VARIANT_FOUNTAIN_UNFINISHED) != 0);
  gtk_switch_set_active (self->v2_switch, (variants & CASTELLAN_VARIANT_PICK_UP_AT_END) != 0);
  gtk_switch_set_active (self->v3_switch, (variants & CASTELLAN_VARIANT_IMMEDIATE_EXTRA) != 0);
  gtk_switch_set_active (self->v4_switch, (variants & CASTELLAN_VARIANT_OPEN_WALL_TILES) != 0);
  build_classic_rows (self);
}

CastellanNewGameDialog *
castellan_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (CASTELLAN_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
}
