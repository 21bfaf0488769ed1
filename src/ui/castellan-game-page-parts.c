/* castellan-game-page-parts.c — what only classic Carcassonne has on the game page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Classic Carcassonne's game and turn with its tutor (its hints go to the
 * hint panel every game shares; its players are the player list's, as
 * every game's); the hand-over note at a shared desk; the lesson card of Learn
 * to Play Carcassonne and of the expansion's course; the expansion's
 * castle question (B-4.2) and auction (B-5) beside the board rather than
 * over it. Each shows only when the game on show has it. (Suggest a Move
 * is every game's: castellan-game-page-suggest.c.)
 */
#define G_LOG_DOMAIN "castellan-page"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-game-page-private.h"
#include "art-cache.h"
#include "castellan-a11y.h"
#include "castellan-art.h"
#include "castellan-classic-bcb.h"
#include "castellan-classic-describe.h"
#include "castellan-tutor.h"
#include "castellan-window.h"

#define HANDOVER_MS 3000

static gboolean
classic_shown (CastellanGamePage *self)
{
  return castellan_game_page_get_kind (self) == CASTELLAN_GAME_KIND_CLASSIC;
}

static const char *const *
names (CastellanGamePage *self)
{
  return castellan_classic_game_get_player_names (self->classic);
}

static guint
people (CastellanGamePage *self)
{
  guint n = 0;

  for (guint p = 0; p < castellan_classic_game_get_n_players (self->classic); p++)
    n += !castellan_player_is_computer (castellan_classic_game_get_player (self->classic, p));
  return n;
}

/* the drawn tile in the turn card, in the classic art */
GdkPaintable *
castellan_game_page_classic_tile_picture (CastellanGamePage *self, int tile, guint rot, int size, int scale)
{
  g_autofree char *svg = castellan_classic_game_dup_tile_svg (self->classic, tile, rot);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface = art_render_svg (svg, size * scale, size * scale, &error);
  GdkTexture *texture;

  if (surface == NULL)
    {
      /* our own generated SVG: a failure here is a bug */
      g_critical ("Cannot draw the drawn tile: %s", error->message);
      return NULL;
    }
  texture = art_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return GDK_PAINTABLE (texture);
}

/* ---- the hand-over -------------------------------------------------------------- */

/* @seat's colour where its name does not already say it ("Ada" plays
 * yellow; "Yellow" needs no "(yellow)"), or NULL */
static const char *
colour_note (CastellanGamePage *self, guint seat)
{
  const char *colour = castellan_classic_seat_colour_word (seat);
  g_autofree char *name = g_utf8_casefold (names (self)[seat], -1);
  g_autofree char *word = g_utf8_casefold (colour, -1);
  g_autofree char *colour_name = g_utf8_casefold (castellan_classic_seat_colour (seat), -1);

  if (g_strcmp0 (name, word) == 0 || g_strcmp0 (name, colour_name) == 0)
    return NULL;
  return colour;
}

static gboolean
handover_done_cb (gpointer data)
{
  CastellanGamePage *self = data;

  self->handover_id = 0;
  gtk_widget_set_visible (self->handover_box, FALSE);
  return G_SOURCE_REMOVE;
}

/* at a desk shared by several people, say whose turn it now is */
static void
maybe_hand_over (CastellanGamePage *self)
{
  guint active = castellan_classic_game_get_turn_seat (self->classic);
  g_autofree char *text = NULL;

  if (castellan_classic_game_get_phase (self->classic) == CASTELLAN_PHASE_OVER)
    {
      g_clear_handle_id (&self->handover_id, g_source_remove);
      gtk_widget_set_visible (self->handover_box, FALSE);
      return;
    }
  if (castellan_classic_game_get_phase (self->classic) != CASTELLAN_PHASE_PLACE || (int) active == self->shown_active)
    return;
  self->shown_active = active;
  if (people (self) < 2)
    return;
  if (colour_note (self, active) != NULL)
    /* Translators: %1$s is a player, %2$s their colour */
    text = g_strdup_printf (_("Over to %1$s (%2$s)"), names (self)[active], colour_note (self, active));
  else
    /* Translators: %s is a player named by their colour, "Yellow" */
    text = g_strdup_printf (_("Over to %s"), names (self)[active]);
  gtk_label_set_text (self->handover_label, text);
  for (guint p = 0; p < CASTELLAN_CLASSIC_MAX_SEATS; p++)
    {
      g_autofree char *seat_class = g_strdup_printf ("classic-seat-%u", p);
      if (p == active)
        gtk_widget_add_css_class (self->handover_chip, seat_class);
      else
        gtk_widget_remove_css_class (self->handover_chip, seat_class);
    }
  gtk_widget_set_visible (self->handover_box, TRUE);
  g_clear_handle_id (&self->handover_id, g_source_remove);
  self->handover_id = g_timeout_add (HANDOVER_MS, handover_done_cb, self);
}

/* ---- keeping in step ------------------------------------------------------------ */

void
castellan_game_page_update_classic (CastellanGamePage *self)
{
  gboolean over = castellan_classic_game_get_phase (self->classic) == CASTELLAN_PHASE_OVER;

  if (castellan_classic_game_get_phase (self->classic) == CASTELLAN_PHASE_NONE)
    return;
  /* the game's end shows the whole board, however the view was zoomed to
   * follow the cursor */
  if (over && !self->fitted)
    castellan_board_fit (self->board);
  self->fitted = over;
  maybe_hand_over (self);
  castellan_game_page_ask_bcb (self);
}

static void
game_changed_cb (CastellanClassicGame *game, CastellanGamePage *self)
{
  if (classic_shown (self))
    castellan_game_page_update (self);
}

static void
turn_changed_cb (CastellanClassicTurn *turn, CastellanGamePage *self)
{
  if (classic_shown (self))
    castellan_game_page_update (self);
}

static void
started_cb (CastellanClassicGame *game, CastellanGamePage *self)
{
  self->shown_active = -1;
  self->castle_asked = -1;
  castellan_game_page_game_started (self, CASTELLAN_GAME_KIND_CLASSIC);
}

/* the tutor's hints say why (the hint panel); the bell and a screen reader
 * too; with the tutor out of sight (the log on show), a toast offers Why?,
 * as in The Castle */
static void
refused_cb (CastellanClassicTurn *turn, const char *why, CastellanGamePage *self)
{
  g_autofree char *said = castellan_classic_describe_refusal (turn, why);
  gboolean helps = g_settings_get_enum (self->settings, "help-level") != CASTELLAN_HELP_OFF;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_widget_error_bell (GTK_WIDGET (self));
  castellan_announce (GTK_WIDGET (self), said);
  if (!castellan_game_page_tutor_shown (self) && CASTELLAN_IS_WINDOW (root))
    castellan_window_toast_with_button (CASTELLAN_WINDOW (root), _("The tile does not fit there"),
                                        helps ? _("_Why?") : NULL, helps ? "win.show-tutor" : NULL);
}

/* every move, the computers' and the people's, is heard as it is seen:
 * what it laid and scored, whose turn it is now, the scores */
static void
played_cb (CastellanClassicGame *game, gpointer events, CastellanGamePage *self)
{
  g_autofree char *said = castellan_classic_describe_move (game, events);

  if (!classic_shown (self) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  castellan_announce (GTK_WIDGET (self), said);
  castellan_game_page_game_played (self);
}

void
castellan_game_page_init_classic (CastellanGamePage *self)
{
  self->shown_active = -1;
  self->castle_asked = -1;
  self->classic = castellan_classic_game_new ();
  self->classic_turn = castellan_classic_turn_new (self->classic);
  self->classic_tutor = castellan_classic_tutor_new (self->classic_turn);
  /* people follow a computer's bids and castles one by one (B-4.2, B-5) */
  castellan_classic_game_set_decision_pause (self->classic, 600);
  g_signal_connect (self->classic, "started", G_CALLBACK (started_cb), self);
  g_signal_connect (self->classic, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect (self->classic, "turn-played", G_CALLBACK (played_cb), self);
  g_signal_connect (self->classic_turn, "changed", G_CALLBACK (turn_changed_cb), self);
  g_signal_connect (self->classic_turn, "placement-refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (castellan_game_page_ask_bcb), NULL);
}

void
castellan_game_page_dispose_classic (CastellanGamePage *self)
{
  g_clear_handle_id (&self->handover_id, g_source_remove);
  castellan_game_page_auction_closed (self);
  castellan_game_page_set_tutorial (self, NULL);
  if (self->classic)
    {
      g_signal_handlers_disconnect_by_data (self->classic, self);
      castellan_classic_game_cancel_thinking (self->classic);
    }
  if (self->classic_turn)
    g_signal_handlers_disconnect_by_data (self->classic_turn, self);
  g_clear_object (&self->classic_tutor);
  g_clear_object (&self->classic_turn);
  g_clear_object (&self->classic);
}

/* the lesson card, as The Castle's: the lesson just done, this one with
 * its count, what the last try lacked; hidden outside the lessons */
static void
update_lesson (CastellanGamePage *self)
{
  int lesson = self->lessons ? castellan_classic_tutorial_get_lesson (self->lessons) : -1;
  int done;
  CastellanClassicCourse course;
  g_autofree char *title = NULL;
  g_autofree char *done_text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->lesson_card), lesson >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.next-lesson",
                                 lesson >= 0 && lesson < CASTELLAN_CLASSIC_N_LESSONS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tutor.leave-lessons", lesson >= 0);
  if (lesson < 0)
    return;
  course = castellan_classic_tutorial_get_course (self->lessons);
  done = castellan_classic_tutorial_get_done (self->lessons);
  if (done >= 0 && done < CASTELLAN_CLASSIC_N_LESSONS)
    done_text = g_strdup_printf (_("✓ Lesson %d done: %s"), done - (int) castellan_classic_course_first (course) + 1,
                                 castellan_classic_lesson_title (done));
  if (lesson >= CASTELLAN_CLASSIC_N_LESSONS)
    castellan_lesson_card_show (self->lesson_card, _("Every lesson done"), castellan_classic_course_done_text (course),
                                NULL, NULL, done_text);
  else
    {
      /* Translators: a lesson's number, the number of lessons, its title */
      title = g_strdup_printf (_("Lesson %1$d of %2$d: %3$s"),
                               lesson - (int) castellan_classic_course_first (course) + 1,
                               castellan_classic_course_length (course), castellan_classic_lesson_title (lesson));
      castellan_lesson_card_show (self->lesson_card, title, castellan_classic_lesson_text (lesson),
                                  castellan_classic_lesson_rule (lesson),
                                  castellan_classic_tutorial_get_why (self->lessons), done_text);
    }
}

static void
lesson_cb (CastellanClassicTutorial *tutorial, GParamSpec *pspec, CastellanGamePage *self)
{
  update_lesson (self);
  /* a new lesson, or what the last try lacked, is said as it is shown */
  if (g_strcmp0 (pspec->name, "why") == 0)
    castellan_announce (GTK_WIDGET (self), castellan_classic_tutorial_get_why (tutorial));
  else if (castellan_classic_tutorial_get_lesson (tutorial) >= 0)
    {
      g_autofree char *said = g_strdup_printf ("%s %s", castellan_lesson_card_get_title (self->lesson_card),
                                               castellan_lesson_card_get_text (self->lesson_card));
      castellan_announce (GTK_WIDGET (self), said);
    }
}

void
castellan_game_page_next_lesson_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanGamePage *self = CASTELLAN_GAME_PAGE (widget);

  if (self->lessons)
    castellan_classic_tutorial_next (self->lessons);
}

void
castellan_game_page_leave_lessons_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CastellanGamePage *self = CASTELLAN_GAME_PAGE (widget);

  if (self->lessons)
    castellan_classic_tutorial_leave (self->lessons);
}

void
castellan_game_page_set_tutorial (CastellanGamePage *self, CastellanClassicTutorial *tutorial)
{
  g_return_if_fail (CASTELLAN_IS_GAME_PAGE (self));
  if (self->lessons)
    g_signal_handlers_disconnect_by_data (self->lessons, self);
  g_set_object (&self->lessons, tutorial);
  if (tutorial)
    {
      g_signal_connect (tutorial, "notify::lesson", G_CALLBACK (lesson_cb), self);
      g_signal_connect (tutorial, "notify::why", G_CALLBACK (lesson_cb), self);
      g_signal_connect_swapped (tutorial, "notify::done", G_CALLBACK (update_lesson), self);
    }
  update_lesson (self);
}

CastellanClassicTutorial *
castellan_game_page_get_tutorial (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->lessons;
}

const char *
castellan_game_page_get_lesson_text (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->lesson_card)) ? castellan_lesson_card_get_title (self->lesson_card)
                                                                  : NULL;
}

CastellanLessonCard *
castellan_game_page_get_lesson_card (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->lesson_card;
}

/* B-4.2: the castle question is a person's to answer now */
static gboolean
castle_question_open (CastellanGamePage *self)
{
  return castellan_classic_bcb_get_step (self->classic) == CASTELLAN_BCB_CASTLE &&
         castellan_classic_game_get_phase (self->classic) == CASTELLAN_PHASE_PLACE;
}

/* the small city in view on the board, where the question card does not
 * cover it: the view moves only when the city lies outside it */
static void
show_small_city (CastellanGamePage *self)
{
  int cell = castellan_classic_bcb_get_castle_cell (self->classic);
  GtkWidget *board = GTK_WIDGET (self->board);
  double x, y;

  if (cell >= 0 && !castellan_board_cell_point (self->board, cell, &x, &y))
    castellan_board_pan (self->board, gtk_widget_get_width (board) / 2.0 - x,
                                 gtk_widget_get_height (board) / 2.0 - y);
}

/* the auction is over and seen: its card goes. The keys it had go back to
 * the board, as after any step of a turn, so that the next tile is laid
 * by keyboard too (a card taken away with the focus in it left the window
 * with none: keys did nothing until a click). They leave before the card
 * does: GTK clears the old focus chain (each ancestor's focus child) only
 * for a focus it moves, and a card taken away with the keys in it left the
 * side pane naming its hidden slot as the child with the focus, so that
 * Tab passed the whole pane by (a play-tester's finding) */
void
castellan_game_page_auction_closed (CastellanGamePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *pane = gtk_widget_get_parent (self->auction_slot);

  if (self->auction == NULL)
    return;
  if (root != NULL && (focus == NULL || gtk_widget_is_ancestor (focus, self->auction_slot)))
    {
      if (gtk_widget_get_mapped (GTK_WIDGET (self->board)))
        gtk_widget_grab_focus (GTK_WIDGET (self->board));
      else
        gtk_root_set_focus (root, NULL);
    }
  gtk_box_remove (GTK_BOX (self->auction_slot), GTK_WIDGET (g_steal_pointer (&self->auction)));
  gtk_widget_set_visible (self->auction_slot, FALSE);
  /* and should the window have had no focus to move */
  if (gtk_widget_get_focus_child (pane) == self->auction_slot)
    gtk_widget_set_focus_child (pane, NULL);
}

/* B-4.2: ask a person about their small city, beside the board; B-5: show the auction */
void
castellan_game_page_ask_bcb (CastellanGamePage *self)
{
  CastellanBcbStep step = castellan_classic_bcb_get_step (self->classic);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  CastellanGameStatus status;
  gboolean castle;

  if (!classic_shown (self))
    return;
  castle = castle_question_open (self);
  {
    /* the question answered with the keys in it: they go back to the
     * board, as after an auction (hidden, its answer left them on the
     * side pane, where no key of the board worked) */
    GtkWidget *focus = GTK_IS_ROOT (root) ? gtk_root_get_focus (root) : NULL;
    gboolean had_keys = !castle && focus != NULL && gtk_widget_is_ancestor (focus, self->castle_box);

    gtk_widget_set_visible (self->castle_box, castle);
    if (had_keys && gtk_widget_get_mapped (GTK_WIDGET (self->board)))
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
  }
  if (castle)
    {
      g_autofree char *question = castellan_classic_bcb_dup_castle_question (self->classic);
      gtk_label_set_text (self->castle_label, question);
    }
  if (!GTK_IS_WINDOW (root) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (step >= CASTELLAN_BCB_OFFER && self->auction == NULL)
    {
      self->auction = castellan_auction_dialog_new (self->classic);
      g_signal_connect_swapped (self->auction, "closed", G_CALLBACK (castellan_game_page_auction_closed), self);
      gtk_box_append (GTK_BOX (self->auction_slot), GTK_WIDGET (self->auction));
      gtk_widget_set_visible (self->auction_slot, TRUE);
      /* a person who opens the auction has the keys in its card at once */
      castellan_auction_dialog_take_focus (self->auction);
    }
  castellan_game_base_get_status (CASTELLAN_GAME_BASE (self->classic), &status);
  if (castle && self->castle_asked != (int) status.turn)
    {
      /* asked once a move: the keys go to the answer, as they went to a
       * dialog, and a screen reader reads the question. They go to the
       * suggested answer, the one drawn as such: Return does what the
       * blue button says (the play-test of Dec 7, 15:00, #1, pressed
       * Return on the castle drawn suggested and scored the city) */
      self->castle_asked = status.turn;
      show_small_city (self);
      gtk_widget_grab_focus (self->castle_build_button);
      castellan_announce (GTK_WIDGET (self), gtk_label_get_text (self->castle_label));
    }
}

static void
castle_answer (CastellanGamePage *self, gboolean build)
{
  g_autoptr(GError) error = NULL;

  if (castle_question_open (self) && !castellan_classic_bcb_castle (self->classic, build, &error))
    g_warning ("%s", error->message);
}

void
castellan_game_page_castle_build_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castle_answer (CASTELLAN_GAME_PAGE (data), TRUE);
}

void
castellan_game_page_castle_score_cb (GSimpleAction *action, GVariant *param, gpointer data)
{
  castle_answer (CASTELLAN_GAME_PAGE (data), FALSE);
}

/* B-5: the auction's card on show beside the board, or NULL */
CastellanAuctionDialog *
castellan_game_page_get_auction (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->auction;
}

/* B-4.2: the castle question on show beside the board, or NULL */
const char *
castellan_game_page_get_castle_question (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return gtk_widget_get_visible (self->castle_box) ? gtk_label_get_text (self->castle_label) : NULL;
}

GtkWidget *
castellan_game_page_get_castle_card (CastellanGamePage *self)
{
  g_return_val_if_fail (CASTELLAN_IS_GAME_PAGE (self), NULL);
  return self->castle_box;
}
