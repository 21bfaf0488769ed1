/* test-player-list.c — one player list for every game, kept up to date
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list binds its rows to the game's list model of players (issue 32).
 * For The Castle, a classic game of five and a game with Bridges, Castles
 * and Bazaars, moves are played through the model, and after each one
 * every row shows what the engine's state says: the name, the score, the
 * followers in the supply, what the seat holds (keep and wall tiles;
 * bridges, castles and a bazaar tile) and whose turn it is — from the
 * same row widgets as at the start, so they follow the players rather
 * than being made again. A row whose binding or notify broke shows an old
 * score or supply, and the test fails.
 *
 * The list is a line of cards above the board. At the board's width in a
 * window of 1024 px (691 px beside the side pane, as build-aux/shots finds it), five seats share one line in every
 * language, and at 420 px
 * they wrap onto two; The Castle's two seats share one line at either;
 * with five long names no line of any game's cards needs more room than
 * it has, and none is cut short. The expansion's five cards are no taller
 * than classic's in any language (its bridges and castles are a picture and
 * a count each beside the followers or the name, its bazaar tile is a
 * square beside the name). With CASTELLAN_SHOT_DIR set,
 * the lists are written there as player-list-{classic,bcb,castle}-LANG.png;
 * with CASTELLAN_SHOT_LANGUAGE (and CASTELLAN_LOCALEDIR) only that check
 * runs, in that language.
 */
#define G_LOG_DOMAIN "test-player-list"

#include "config.h"

#include <adwaita.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-player-list.h"
#include "castellan-player-row.h"
#include "cs-classic.h"
#include "cs-game.h"
#include "cs-policy.h"
#include "ui-harness.h"

/* the board's column in a window of 1024 px beside the side pane, and a
 * narrow one */
#define BOARD_WIDTH  691
#define NARROW_WIDTH 420

static const char *const long_names[] = {
  "Maximiliane von Hohenberg-Wolkenstein",
  "Bartholomäus Schwarzenegger-Pfefferkorn",
  "Przemysław Wojciechowski-Szczepański",
  "Anastasia Konstantinopoulou-Papadaki",
  "Guillaume de Montmorency-Laval",
};

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* ---- reading a row -------------------------------------------------------------- */

/* the first label of @css_class in @widget */
static GtkWidget *
find_label (GtkWidget *widget, const char *css_class)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, css_class);
      if (found)
        return found;
    }
  return NULL;
}

/* every caption line shown, outside the wall tiles' own rows, joined by
 * "\n"; a line seen through only keeps its room */
static void
collect_captions (GtkWidget *widget, GString *out)
{
  if (!gtk_widget_get_visible (widget) || GTK_IS_LIST_BOX (widget) || gtk_widget_get_opacity (widget) == 0.0)
    return;
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "caption") &&
      !gtk_widget_has_css_class (widget, "dim-label"))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (out, '\n');
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_captions (c, out);
}

/* the no-break spaces that glue a count to its word read as spaces */
static char *
captions (GtkWidget *row)
{
  GString *out = g_string_new (NULL);

  collect_captions (row, out);
  g_string_replace (out, "\u00a0", " ", 0);
  return g_string_free (out, FALSE);
}

/* the rows of the wall tiles held that the row shows */
static guint
wall_rows (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (GTK_IS_LIST_BOX (widget) && gtk_widget_has_css_class (widget, "wall-tiles"))
    {
      while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (widget), n) != NULL)
        n++;
      return n;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += wall_rows (c);
  return n;
}

static void
assert_has (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    {
      g_autofree char *flat = g_strdelimit (g_strdup (text), "\n", '|');
      g_error ("“%s” is not in the row's lines: %s", part, flat);
    }
}

/* the label showing the count @n whose tooltip says @words ("2 bridges"),
 * shown, with a picture beside it under the same tooltip */
static void
assert_count (GtkWidget *row, const char *words, guint n)
{
  g_autofree char *count = g_strdup_printf ("%u", n);
  GtkWidget *found = NULL, *picture = NULL;
  GPtrArray *todo = g_ptr_array_new ();

  g_ptr_array_add (todo, row);
  while (todo->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (todo, todo->len - 1);

      if (!gtk_widget_get_visible (w))
        continue;
      if (g_strcmp0 (gtk_widget_get_tooltip_text (w), words) == 0 && GTK_IS_LABEL (w))
        found = w;
      else if (g_strcmp0 (gtk_widget_get_tooltip_text (w), words) == 0 && GTK_IS_DRAWING_AREA (w))
        picture = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (todo, c);
    }
  g_ptr_array_unref (todo);
  if (found == NULL || picture == NULL)
    g_error ("no count and picture told as “%s” on the card", words);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (found)), ==, count);
}

/* what every row shows of its seat, read off its widgets; @short_supply:
 * the expansion's card says "5 followers" beside its bridges and castles */
static void
check_common (GtkWidget *row, const char *name, int score, guint supply, gboolean active, gboolean short_supply)
{
  GtkWidget *name_label = find_label (row, "heading");
  GtkWidget *score_label = find_label (row, "title-3");
  g_autofree char *lines = captions (row);
  g_autofree char *score_text = g_strdup_printf ("%d", score);
  g_autofree char *supply_text = g_strdup_printf (supply == 1 ? "%u follower in supply" : "%u followers in supply",
                                                  supply);
  const char *spoken = castellan_player_row_get_spoken (CASTELLAN_PLAYER_ROW (row));
  g_autofree char *shown_supply = g_strdup_printf (supply == 1 ? "%u follower" : "%u followers", supply);

  g_assert_nonnull (name_label);
  g_assert_nonnull (score_label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name_label)), ==, name);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (score_label)), ==, score_text);
  assert_has (lines, short_supply ? shown_supply : supply_text);
  /* whose turn it is: the frame, and the screen reader hears it */
  g_assert_cmpint (gtk_widget_has_css_class (row, "active-player"), ==, active);
  /* one item a screen reader names with it all: who, the score, the
   * supply (and what is held, checked by each game), whose turn */
  g_assert_true (g_str_has_prefix (spoken, name));
  assert_has (spoken, score_text);
  g_assert_cmpint (g_str_has_suffix (spoken, ", to play"), ==, active);
  assert_has (spoken, supply_text);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (row)), ==, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
}

/* the list's rows, which must stay the same widgets all game */
static void
take_rows (CastellanPlayerList *list, guint n, GtkWidget **rows)
{
  for (guint p = 0; p < n; p++)
    {
      rows[p] = castellan_player_list_get_row (list, p);
      g_assert_nonnull (rows[p]);
    }
  g_assert_null (castellan_player_list_get_row (list, n));
}

static void
assert_same_rows (CastellanPlayerList *list, guint n, GtkWidget **rows)
{
  for (guint p = 0; p < n; p++)
    g_assert_true (castellan_player_list_get_row (list, p) == rows[p]);
}

/* the list's height at the board's width: the same all game, for the
 * board under it must not move (a line that comes and goes keeps its room) */
static int
list_height (GtkWidget *list)
{
  int height;

  gtk_widget_measure (list, GTK_ORIENTATION_VERTICAL, BOARD_WIDTH, NULL, &height, NULL, NULL);
  return height;
}

static GtkWidget *
show_list (CastellanGameBase *game, int width, GtkWidget **list_out)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = castellan_player_list_new ();

  /* tall enough for two lines of cards; the list takes its own height */
  gtk_window_set_default_size (GTK_WINDOW (window), width, 640);
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), list);
  castellan_player_list_set_game (CASTELLAN_PLAYER_LIST (list), game);
  g_assert_true (castellan_player_list_get_game (CASTELLAN_PLAYER_LIST (list)) == game);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  *list_out = list;
  return window;
}

/* ---- The Castle ------------------------------------------------------------------- */

static void
check_castle (CastellanGame *game, GtkWidget **rows)
{
  const CsGame *g = castellan_game_get_state (game);
  gboolean zamek = castellan_game_get_theme (game) == CASTELLAN_THEME_ZAMEK;

  for (guint p = 0; p < 2; p++)
    {
      const CsPlayer *pl = &g->player[p];
      g_autofree char *lines = captions (rows[p]);
      const char *said = castellan_player_row_get_spoken (CASTELLAN_PLAYER_ROW (rows[p]));
      guint held = 0;

      check_common (rows[p], long_names[p], pl->score, cs_game_supply (g, p), !cs_game_over (g) && g->active == p,
                    FALSE);
      if (pl->keep_node == CS_NONE)
        {
          assert_has (lines, zamek ? "No family house yet" : "No keep yet");
          assert_has (said, zamek ? "No family house yet" : "No keep yet");
        }
      else
        {
          g_autofree char *keep = g_strdup_printf (pl->keep_size == 1 ? "%s on a house of %u tile"
                                                                       : "%s on a house of %u tiles",
                                                   zamek ? "Family house" : "Keep", pl->keep_size);
          assert_has (lines, keep);
          assert_has (said, keep);
        }
      for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
        held += pl->held[k];
      g_assert_cmpuint (wall_rows (rows[p]), ==, held);
      /* the wall tiles held are said by name with the seat */
      if (held == 0)
        assert_has (said, zamek ? "No wall tokens yet" : "No wall tiles yet");
      else
        {
          g_autoptr(CastellanWallTile) first = g_list_model_get_item (castellan_player_get_wall_tiles (
                                                 castellan_game_base_get_player (CASTELLAN_GAME_BASE (game), p)), 0);
          g_autofree char *names = g_strdup_printf ("%s: %s", zamek ? "Wall tokens held" : "Wall tiles held",
                                                    castellan_wall_tile_get_name (first));
          assert_has (said, names);
        }
      /* the wall tiles used stay said (issue 20, item 12) */
      g_assert_cmpint (strstr (said, "✓ Used: ") != NULL,
                       ==, g_list_model_get_n_items (castellan_player_get_used_wall_tiles (
                             castellan_game_base_get_player (CASTELLAN_GAME_BASE (game), p))) > 0);
    }
}

static void
test_castle (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup setup = { 0 };
  CsRng rng = { 20261206 };
  GtkWidget *rows[2], *list, *window;
  gboolean kept = FALSE, walled = FALSE, scored = FALSE, used = FALSE;
  guint moves = 0;
  int height;

  setup.names[0] = long_names[0];
  setup.names[1] = long_names[1];
  setup.kinds[0] = setup.kinds[1] = CASTELLAN_PLAYER_HUMAN;
  setup.first = 0;
  setup.seed = 5;
  setup.has_seed = TRUE;
  castellan_game_start (game, &setup);
  window = show_list (CASTELLAN_GAME_BASE (game), BOARD_WIDTH, &list);
  take_rows (CASTELLAN_PLAYER_LIST (list), 2, rows);
  check_castle (game, rows);
  height = list_height (list);

  while (!cs_game_over (castellan_game_get_state (game)) && moves < 200)
    {
      g_autoptr(GError) error = NULL;
      CsMove m;

      cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
      g_assert_true (castellan_game_play (game, &m, &error));
      g_assert_no_error (error);
      moves++;
      /* the other names of Zamek for a while: the rows follow the theme */
      if (moves == 20 || moves == 40)
        castellan_game_set_theme (game, moves == 20 ? CASTELLAN_THEME_ZAMEK : CASTELLAN_THEME_CASTLE);
      spin ();
      assert_same_rows (CASTELLAN_PLAYER_LIST (list), 2, rows);
      check_castle (game, rows);
      g_assert_cmpint (list_height (list), ==, height);
      for (guint p = 0; p < 2; p++)
        {
          const CsPlayer *pl = &castellan_game_get_state (game)->player[p];
          kept |= pl->keep_node != CS_NONE;
          scored |= pl->score > 0;
          for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
            walled |= pl->held[k] > 0;
          used |= g_list_model_get_n_items (castellan_player_get_used_wall_tiles (
                    castellan_game_base_get_player (CASTELLAN_GAME_BASE (game), p))) > 0;
        }
    }
  g_test_message ("The Castle: %u moves, over %d", moves, cs_game_over (castellan_game_get_state (game)));
  /* the game went through what the rows show */
  g_assert_true (scored);
  g_assert_true (kept);
  g_assert_true (walled);
  g_assert_true (used);

  castellan_player_list_set_game (CASTELLAN_PLAYER_LIST (list), NULL);
  g_assert_null (castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), 0));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- classic Carcassonne and the expansion ----------------------------------------- */

typedef struct {
  guint    bridges0[CASTELLAN_CLASSIC_MAX_SEATS];
  gboolean bridge_used, castle_built, bazaar_held, scored;
} Seen;

static void
check_classic (CastellanClassicGame *game, guint n, GtkWidget **rows, Seen *seen)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  gboolean bcb = castellan_classic_game_get_bcb (game);

  for (guint p = 0; p < n; p++)
    {
      const CsClassicPlayer *pl = &g->player[p];
      g_autofree char *lines = captions (rows[p]);
      const char *said = castellan_player_row_get_spoken (CASTELLAN_PLAYER_ROW (rows[p]));
      int laps = 0;
      int space = cs_classic_track_space (pl->score, &laps);
      GtkWidget *laps_label = find_label (rows[p], "laps");
      int rounds = laps / CS_CLASSIC_TRACK_SPACES;
      g_autofree char *laps_text = laps != 0 ? g_strdup_printf ("↻%d", rounds) : g_strdup ("");
      gboolean holds = bcb && g->bcb.n_display > 0 && g->bcb.holding[p] != 0xFF;

      check_common (rows[p], long_names[p], pl->score, pl->supply, !cs_classic_over (g) && cs_classic_to_move (g) == p,
                    bcb);
      /* a name that is not a colour has its colour said */
      assert_has (lines, castellan_classic_seat_colour_word (p));
      g_assert_cmpuint (wall_rows (rows[p]), ==, 0);
      if (laps != 0)
        {
          g_autofree char *track = g_strdup_printf ("Score marker on space %d after %d %s of the track", space, rounds,
                                                    rounds == 1 ? "lap" : "laps");
          assert_has (said, track);
          g_assert_cmpstr (gtk_widget_get_tooltip_text (laps_label), ==, track);
        }
      /* the laps under the whole score as a badge, "↻1", in room kept from
       * the start; never "+50", which read as 50 more points (play-test) */
      g_assert_true (gtk_widget_get_visible (laps_label));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (laps_label)), ==, laps_text);
      g_assert_null (strchr (gtk_label_get_text (GTK_LABEL (laps_label)), '+'));
      g_assert_cmpint (strstr (said, "Score marker on") != NULL, ==, laps != 0);
      g_assert_null (strstr (said, "+"));
      if (bcb)
        {
          g_autofree char *bridges = g_strdup_printf ("%u %s", pl->bridges, pl->bridges == 1 ? "bridge" : "bridges");
          g_autofree char *castles = g_strdup_printf ("%u %s", pl->castles, pl->castles == 1 ? "castle" : "castles");
          g_autofree char *said_supplies = g_strconcat (bridges, ", ", castles, NULL);

          /* a picture and a count each, the words in their tooltips; the
           * screen reader hears the words with the seat */
          assert_count (rows[p], bridges, pl->bridges);
          assert_count (rows[p], castles, pl->castles);
          g_assert_null (strstr (lines, "bridge"));
          assert_has (said, said_supplies);
          seen->bridge_used |= pl->bridges < seen->bridges0[p];
          seen->castle_built |= pl->castles < 3;
          seen->bazaar_held |= holds;
        }
      else
        g_assert_null (strstr (lines, "bridge"));
      /* B-5.7: the bazaar tile held is a square beside the name, told in
       * its tooltip and said with the seat */
      {
        GtkWidget *badge = find_label (rows[p], "bazaar-badge");

        g_assert_nonnull (badge);
        g_assert_cmpint (gtk_widget_get_visible (badge), ==, holds);
        if (holds)
          g_assert_cmpstr (gtk_widget_get_tooltip_text (badge), ==, "A tile from the bazaar to lay");
      }
      g_assert_null (strstr (lines, "A tile from the bazaar to lay"));
      g_assert_cmpint (strstr (said, "A tile from the bazaar to lay") != NULL, ==, holds);
      seen->scored |= pl->score > 0;
    }
}

static void
play_classic (gboolean bcb, guint n, guint max_moves)
{
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  CastellanClassicSetup setup = { 0 };
  CsRng rng = { 77 + n };
  GtkWidget *rows[CASTELLAN_CLASSIC_MAX_SEATS], *list, *window;
  Seen seen = { 0 };
  guint moves = 0;
  int height;

  setup.n_players = n;
  for (guint p = 0; p < n; p++)
    {
      setup.names[p] = long_names[p];
      setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
    }
  setup.first = 0;
  setup.farmers = TRUE;
  setup.bcb = bcb;
  setup.seed = 9;
  setup.has_seed = TRUE;
  castellan_classic_game_start (game, &setup);
  for (guint p = 0; p < n; p++)
    seen.bridges0[p] = castellan_classic_game_get_state (game)->player[p].bridges;
  window = show_list (CASTELLAN_GAME_BASE (game), BOARD_WIDTH, &list);
  take_rows (CASTELLAN_PLAYER_LIST (list), n, rows);
  check_classic (game, n, rows, &seen);
  height = list_height (list);

  while (!cs_classic_over (castellan_classic_game_get_state (game)) && moves < max_moves)
    {
      g_autoptr(GError) error = NULL;
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;

      if (bcb)
        cs_classic_bcb_policy (castellan_classic_game_get_state (game), &rng, 1, &m);
      else
        cs_classic_policy_greedy (castellan_classic_game_get_state (game), &rng, &m);
      g_assert_true (castellan_classic_game_play (game, &m, &error));
      g_assert_no_error (error);
      moves++;
      spin ();
      assert_same_rows (CASTELLAN_PLAYER_LIST (list), n, rows);
      check_classic (game, n, rows, &seen);
      g_assert_cmpint (list_height (list), ==, height);
    }
  g_test_message ("classic (bcb %d): %u moves, over %d", bcb, moves,
                  cs_classic_over (castellan_classic_game_get_state (game)));
  g_assert_true (seen.scored);
  if (bcb)
    {
      g_assert_true (seen.bridge_used);
      g_assert_true (seen.castle_built);
      g_assert_true (seen.bazaar_held);
    }

  /* a new game in the same object: the list shows its seats */
  setup.n_players = 2;
  castellan_classic_game_start (game, &setup);
  spin ();
  take_rows (CASTELLAN_PLAYER_LIST (list), 2, rows);
  check_classic (game, 2, rows, &seen);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_classic (void)
{
  play_classic (FALSE, 5, 400);
}

static void
test_bcb (void)
{
  play_classic (TRUE, 3, 2000);
}

/* ---- at the side pane's width ------------------------------------------------------- */

static void
save_shot (GtkWidget *window, const char *name)
{
  const char *dir = g_getenv ("CASTELLAN_SHOT_DIR");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  if (dir == NULL)
    return;
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  {
    const char *language = g_getenv ("CASTELLAN_SHOT_LANGUAGE");
    g_autofree char *file = g_strdup_printf ("%s-%s.png", name, language && *language ? language : "en");
    path = g_build_filename (dir, file, NULL);
  }
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("picture: %s (%dx%d)", path, width, height);
}

/* no label in the list needs more room than it was given; with
 * @max_lines, none takes more lines than that (German's cards once grew to
 * three lines for the followers and the bazaar tile, and the board lost
 * their height) */
static void
assert_nothing_clipped (GtkWidget *widget, int max_lines)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      int min;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      /* only a name may end in "…", with the whole of it in its tooltip */
      if (gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE)
        g_assert_cmpstr (gtk_widget_get_tooltip_text (widget), ==, gtk_label_get_text (GTK_LABEL (widget)));
      if (min > gtk_widget_get_width (widget))
        g_error ("“%s” needs %d px, has %d", gtk_label_get_text (GTK_LABEL (widget)), min, gtk_widget_get_width (widget));
      /* nor breaks a word in two (“Hobbyspie-ler”) */
      ui_assert_words_whole (GTK_LABEL (widget));
      int allowed = max_lines;

      if (allowed > 0 && pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (widget))) > allowed)
        g_error ("“%s” takes %d lines at %d px, more than %d", gtk_label_get_text (GTK_LABEL (widget)),
                 pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (widget))), gtk_widget_get_width (widget),
                 allowed);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    assert_nothing_clipped (c, max_lines);
}

/* the lines the cards lie on */
static guint
count_lines (GtkWidget *list, guint n)
{
  guint lines = 0;
  float last_y = -1;

  for (guint p = 0; p < n; p++)
    {
      GtkWidget *card = castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), p);
      graphene_rect_t at;

      g_assert_true (gtk_widget_compute_bounds (card, list, &at));
      /* each card wholly inside the list */
      g_assert_cmpfloat (at.origin.x, >=, 0);
      g_assert_cmpfloat (at.origin.x + at.size.width, <=, gtk_widget_get_width (list) + 0.5);
      g_assert_cmpfloat (at.origin.y + at.size.height, <=, gtk_widget_get_height (list) + 0.5);
      if (at.origin.y > last_y + 0.5)
        lines++;
      last_y = at.origin.y;
    }
  return lines;
}

static void
look_at (CastellanGameBase *game, const char *name, int width, guint max_lines)
{
  GtkWidget *list, *window = show_list (game, width, &list);
  guint n = g_list_model_get_n_items (castellan_game_base_get_players (game));
  g_autofree char *shot = g_strdup_printf ("%s-%d", name, width);
  int min;
  guint lines;

  gtk_widget_measure (list, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: the list needs %d px", name, min);
  g_assert_cmpint (min, <=, width);
  /* wait for the window to take its size */
  for (guint i = 0; i < 100 && gtk_widget_get_width (list) != width; i++)
    {
      spin ();
      g_usleep (10 * 1000);
    }
  g_assert_cmpint (gtk_widget_get_width (list), ==, width);
  spin ();
  /* at the board's width, no line of a card on more than two lines */
  assert_nothing_clipped (list, width >= BOARD_WIDTH ? 2 : 0);
  lines = count_lines (list, n);
  {
    int card_min, card_nat;

    gtk_widget_measure (castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), 0), GTK_ORIENTATION_HORIZONTAL, -1,
                        &card_min, &card_nat, NULL, NULL);
    g_test_message ("%s at %d px: %u cards on %u lines, %d px high; a card needs %d px, would take %d", name, width, n,
                    lines, gtk_widget_get_height (list), card_min, card_nat);
  }
  save_shot (window, shot);
  g_assert_cmpuint (lines, >=, 1);
  g_assert_cmpuint (lines, <=, max_lines);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* the tallest card of @game's list at the board's width */
static int
card_height (CastellanGameBase *game, const char *name)
{
  GtkWidget *list, *window = show_list (game, BOARD_WIDTH, &list);
  guint n = g_list_model_get_n_items (castellan_game_base_get_players (game));
  int tallest = 0;

  for (guint i = 0; i < 100 && gtk_widget_get_width (list) != BOARD_WIDTH; i++)
    {
      spin ();
      g_usleep (10 * 1000);
    }
  spin ();
  for (guint p = 0; p < n; p++)
    tallest = MAX (tallest, gtk_widget_get_height (castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), p)));
  g_test_message ("%s: %u cards at %d px, the tallest %d px high", name, n, BOARD_WIDTH, tallest);
  {
    g_autofree char *shot = g_strdelimit (g_strdup_printf ("player-card-%s", name), " ,", '-');
    save_shot (window, shot);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  return tallest;
}

/* five cards on one line at the board's width, in any language (a card
 * asks for the same width whatever its words), on two when narrow; The
 * Castle's two always on one */
static void
look_at_widths (CastellanGameBase *game, const char *name)
{
  guint n = g_list_model_get_n_items (castellan_game_base_get_players (game));

  look_at (game, name, BOARD_WIDTH, 1);
  look_at (game, name, NARROW_WIDTH, n <= 2 ? 1 : 2);
}

/* The expansion's five cards at the board's width are no taller than
 * classic Carcassonne's, in English as in German, Polish and every
 * language it runs in (player-list-de, -pl, -es, -fr, -it): its bridges,
 * castles and bazaar tile once took four lines more, 58 px, and in German
 * and Polish "2 Brücken, 2 Burgen" still took two lines more, 28 px; they
 * are now a picture and a count each. With names that are not colours
 * (the colour is on the card) and with the colours as names, as a new
 * game has them; a bazaar tile held changes no card's height. */
static void
test_bcb_compact (void)
{
  CsRng rng = { 31 };

  for (guint named = 0; named < 2; named++)
    {
      g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
      g_autoptr(CastellanClassicGame) bcb = castellan_classic_game_new ();
      CastellanClassicSetup setup = { 0 };
      int classic_height, bcb_height;
      gboolean held = FALSE;

      setup.n_players = 5;
      for (guint p = 0; p < 5; p++)
        {
          setup.names[p] = named ? long_names[p] : castellan_classic_seat_colour (p);
          setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
        }
      setup.first = 0;
      setup.farmers = TRUE;
      setup.seed = 4;
      setup.has_seed = TRUE;
      castellan_classic_game_start (classic, &setup);
      classic_height = card_height (CASTELLAN_GAME_BASE (classic), "classic");
      setup.bcb = TRUE;
      castellan_classic_game_start (bcb, &setup);
      bcb_height = card_height (CASTELLAN_GAME_BASE (bcb), "the expansion");
      g_test_message ("the expansion's cards %+d px beside classic's", bcb_height - classic_height);
      g_assert_cmpint (bcb_height, <=, classic_height);
      /* and with the computers' longer kinds ("Computer: Expert" on two
       * lines beside the score), as a game against them has it */
      {
        g_autoptr(CastellanClassicGame) classic_ai = castellan_classic_game_new ();
        g_autoptr(CastellanClassicGame) bcb_ai = castellan_classic_game_new ();
        static const CastellanPlayerKind computers[] = { CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL,
                                                         CASTELLAN_PLAYER_STRONG, CASTELLAN_PLAYER_EXPERT };
        CastellanClassicSetup ai = setup;
        int classic_ai_height, bcb_ai_height;

        for (guint p = 1; p < 5; p++)
          ai.kinds[p] = computers[p - 1];
        ai.bcb = FALSE;
        castellan_classic_game_start (classic_ai, &ai);
        classic_ai_height = card_height (CASTELLAN_GAME_BASE (classic_ai), "classic, computers");
        ai.bcb = TRUE;
        castellan_classic_game_start (bcb_ai, &ai);
        bcb_ai_height = card_height (CASTELLAN_GAME_BASE (bcb_ai), "the expansion, computers");
        g_test_message ("with computers, the expansion's cards %+d px beside classic's", bcb_ai_height - classic_ai_height);
        g_assert_cmpint (bcb_ai_height, <=, classic_ai_height);
      }
      /* on until a seat holds a bazaar tile (B-5.7) */
      for (guint i = 0; i < 200 && !held && !cs_classic_over (castellan_classic_game_get_state (bcb)); i++)
        {
          const CsClassic *g = castellan_classic_game_get_state (bcb);
          CsClassicMove m = CS_CLASSIC_MOVE_INIT;

          cs_classic_bcb_policy (g, &rng, 1, &m);
          g_assert_true (castellan_classic_game_play (bcb, &m, NULL));
          g = castellan_classic_game_get_state (bcb);
          for (guint p = 0; p < 5; p++)
            held |= g->bcb.n_display > 0 && g->bcb.holding[p] != 0xFF;
        }
      g_assert_true (held);
      g_assert_cmpint (card_height (CASTELLAN_GAME_BASE (bcb), "the expansion, a bazaar tile held"), ==, bcb_height);
    }
}

static gboolean
label_says (GtkWidget *widget, gconstpointer text)
{
  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* the lowest a shown label of @widget's tree reaches in @card, in px */
static double
lowest_words (GtkWidget *widget, GtkWidget *card)
{
  double lowest = 0;
  graphene_rect_t at;

  if (!gtk_widget_get_visible (widget))
    return 0;
  if (GTK_IS_LABEL (widget) && gtk_widget_get_opacity (widget) > 0 &&
      gtk_label_get_text (GTK_LABEL (widget))[0] != '\0' && gtk_widget_compute_bounds (widget, card, &at))
    lowest = at.origin.y + at.size.height;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    lowest = MAX (lowest, lowest_words (c, card));
  return lowest;
}

/* The Castle's cards at 1024×768 keep no empty band at their foot: the
 * room kept for the wall tiles was two rows high under "No wall tiles
 * yet", 45 px of the card empty below its last words, the board's
 * biggest loss of height. Room for one row is kept now (a second tile
 * won scrolls), no more than the card's margin lies under its words, and
 * a wall tile won leaves the card as high. */
static void
test_castle_compact (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup setup = { 0 };
  CsRng rng = { 20261206 };
  gboolean walled = FALSE;
  int height_before = 0;

  setup.names[0] = "Ada";
  setup.names[1] = "Bo";
  setup.kinds[0] = setup.kinds[1] = CASTELLAN_PLAYER_HUMAN;
  setup.first = 0;
  setup.seed = 5;
  setup.has_seed = TRUE;
  castellan_game_start (game, &setup);
  for (guint round = 0; round < 2; round++)
    {
      GtkWidget *list, *window = show_list (CASTELLAN_GAME_BASE (game), BOARD_WIDTH, &list);

      for (guint i = 0; i < 100 && gtk_widget_get_width (list) != BOARD_WIDTH; i++)
        {
          spin ();
          g_usleep (10 * 1000);
        }
      /* and the cards laid out at that width */
      for (guint i = 0; i < 20; i++)
        {
          spin ();
          g_usleep (10 * 1000);
        }
      for (guint p = 0; p < 2; p++)
        {
          GtkWidget *card = castellan_player_list_get_row (CASTELLAN_PLAYER_LIST (list), p);
          int height = gtk_widget_get_height (card);
          double empty = height - lowest_words (card, card);

          g_test_message ("The Castle's card %u (%s): %d px high, %.0f px empty under its last words", p,
                          round ? "a wall tile held" : "no wall tile", height, empty);
          /* the wall tiles' line starts where the card's other lines do
           * (4 px further in, it read as an odd indent in French) */
          {
            GtkWidget *wall = find_child (find_child (card, GTK_TYPE_LIST_BOX), GTK_TYPE_LABEL);
            GtkWidget *kind = find_child_where (card, GTK_TYPE_LABEL, label_says,
                                                castellan_player_kind_label (CASTELLAN_PLAYER_HUMAN));
            graphene_rect_t wall_at, kind_at;

            g_assert_nonnull (wall);
            g_assert_nonnull (kind);
            g_assert_true (gtk_widget_compute_bounds (wall, card, &wall_at));
            g_assert_true (gtk_widget_compute_bounds (kind, card, &kind_at));
            g_test_message ("“%s” starts at %.0f px, “%s” at %.0f px", gtk_label_get_text (GTK_LABEL (wall)),
                            wall_at.origin.x, gtk_label_get_text (GTK_LABEL (kind)), kind_at.origin.x);
            g_assert_cmpfloat (wall_at.origin.x, ==, kind_at.origin.x);
          }
          /* Tab goes through the card and stops at nothing unnamed: the
           * wall tiles' scroller, its list empty, took the focus itself
           * and was read as an unnamed "scroll pane" (the play-test of
           * Dec 7, 15:00, #4) */
          gtk_widget_grab_focus (card);
          for (guint stop = 0; stop < 6 && gtk_widget_child_focus (card, GTK_DIR_TAB_FORWARD); stop++)
            {
              GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (card));

              g_test_message ("Tab in the card: %s", focus ? G_OBJECT_TYPE_NAME (focus) : "nothing");
              g_assert_false (GTK_IS_SCROLLED_WINDOW (focus));
            }
          if (round == 0)
            {
              g_assert_cmpfloat (empty, <=, 14);
              height_before = MAX (height_before, height);
            }
          else
            /* a wall tile won moves nothing under the cards */
            g_assert_cmpint (height, ==, height_before);
        }
      save_shot (window, round ? "player-card-castle-wall" : "player-card-castle");
      gtk_window_destroy (GTK_WINDOW (window));
      /* on until a seat holds a wall tile */
      for (guint i = 0; i < 120 && !walled && !cs_game_over (castellan_game_get_state (game)); i++)
        {
          CsMove m;

          cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
          g_assert_true (castellan_game_play (game, &m, NULL));
          for (guint p = 0; p < 2; p++)
            walled |= g_list_model_get_n_items (castellan_player_get_wall_tiles (
                        castellan_game_base_get_player (CASTELLAN_GAME_BASE (game), p))) > 0;
        }
      g_assert_true (walled);
    }
}

static void
test_width (void)
{
  g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
  g_autoptr(CastellanClassicGame) bcb = castellan_classic_game_new ();
  g_autoptr(CastellanGame) castle = castellan_game_new ();
  CastellanClassicSetup setup = { 0 };
  CastellanGameSetup castle_setup = { 0 };
  CsRng rng = { 3 };

  setup.n_players = 5;
  for (guint p = 0; p < 5; p++)
    setup.names[p] = long_names[p];
  setup.kinds[1] = CASTELLAN_PLAYER_EXPERT;
  setup.kinds[2] = CASTELLAN_PLAYER_CASUAL;
  setup.kinds[3] = CASTELLAN_PLAYER_BEGINNER;
  setup.first = 0;
  setup.farmers = TRUE;
  setup.seed = 4;
  setup.has_seed = TRUE;
  castellan_classic_game_start (classic, &setup);
  look_at_widths (CASTELLAN_GAME_BASE (classic), "player-list-classic");
  /* past a lap of the score track (C-9.2), the seats played through the
   * model as people: the lap badge under the whole score fits every card
   * in every language, and is never "+50" */
  {
    g_autoptr(CastellanClassicGame) lapped = castellan_classic_game_new ();
    CastellanClassicSetup lap_setup = setup;
    gboolean past = FALSE;

    for (guint p = 0; p < 5; p++)
      lap_setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
    castellan_classic_game_start (lapped, &lap_setup);
    while (!past)
      {
        const CsClassic *g = castellan_classic_game_get_state (lapped);
        CsClassicMove m = CS_CLASSIC_MOVE_INIT;

        for (guint p = 0; p < 5; p++)
          past |= g->player[p].score >= CS_CLASSIC_TRACK_SPACES;
        if (past)
          break;
        g_assert_false (cs_classic_over (g));
        cs_classic_policy_greedy (g, &rng, &m);
        g_assert_true (castellan_classic_game_play (lapped, &m, NULL));
      }
    look_at_widths (CASTELLAN_GAME_BASE (lapped), "player-list-classic-lap");
  }

  for (guint p = 0; p < 5; p++)
    setup.kinds[p] = CASTELLAN_PLAYER_HUMAN;
  setup.bcb = TRUE;
  castellan_classic_game_start (bcb, &setup);
  for (guint i = 0; i < 12; i++)
    {
      CsClassicMove m = CS_CLASSIC_MOVE_INIT;

      cs_classic_bcb_policy (castellan_classic_game_get_state (bcb), &rng, 1, &m);
      g_assert_true (castellan_classic_game_play (bcb, &m, NULL));
    }
  look_at_widths (CASTELLAN_GAME_BASE (bcb), "player-list-bcb");

  castle_setup.names[0] = long_names[0];
  castle_setup.names[1] = long_names[1];
  castle_setup.kinds[1] = CASTELLAN_PLAYER_STRONG;
  castle_setup.first = 0;
  castle_setup.seed = 5;
  castle_setup.has_seed = TRUE;
  castle_setup.kinds[0] = castle_setup.kinds[1] = CASTELLAN_PLAYER_HUMAN;
  castellan_game_start (castle, &castle_setup);
  /* on until a seat holds a wall tile and has a keep, the other's turn
   * after, so the one it holds can show its Use button */
  for (guint i = 0; i < 80 && !cs_game_over (castellan_game_get_state (castle)); i++)
    {
      const CsGame *g = castellan_game_get_state (castle);
      CsMove m;
      gboolean shown = FALSE;

      for (guint p = 0; p < 2; p++)
        {
          guint held = 0;

          for (guint k = CS_WALL_EXTRA_TURN; k <= CS_WALL_HOUSE_X2; k++)
            held += g->player[p].held[k];
          shown |= held > 0 && g->player[p].keep_node != CS_NONE && g->active == p;
        }
      if (shown)
        break;
      cs_policy_greedy (g, &rng, &m);
      g_assert_true (castellan_game_play (castle, &m, NULL));
    }
  look_at_widths (CASTELLAN_GAME_BASE (castle), "player-list-castle");
}

int
main (int argc, char *argv[])
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("LANGUAGE", "C", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  if (g_getenv ("CASTELLAN_SHOT_LANGUAGE") != NULL)
    {
      UiRunOptions options = { 0 };

      ui_harness_shot_setup (&options);
    }
  adw_init ();
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    /* the seats' colours and the active player's frame, as the app has them */
    gtk_css_provider_load_from_resource (css, RESOURCE_PREFIX "/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  /* the checks of what the rows say read English */
  if (g_getenv ("CASTELLAN_SHOT_LANGUAGE") == NULL)
    {
      g_test_add_func ("/player-list/castle", test_castle);
      g_test_add_func ("/player-list/classic", test_classic);
      g_test_add_func ("/player-list/bcb", test_bcb);
    }
  g_test_add_func ("/player-list/width", test_width);
  g_test_add_func ("/player-list/bcb-compact", test_bcb_compact);
  g_test_add_func ("/player-list/castle-compact", test_castle_compact);
  return g_test_run ();
}
