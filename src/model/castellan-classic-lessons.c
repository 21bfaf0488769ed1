/* castellan-classic-lessons.c — "Learn to Play" for classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each lesson's goal is read from the events of the learner's move, the
 * engine's own account of what it did, so a lesson is reached exactly when
 * the rules say the thing happened.
 */
#define G_LOG_DOMAIN "castellan"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-classic-lessons.h"
#include "castellan-classic-bcb.h"

typedef struct {
  const char *rule;
  const char *title;
  const char *text;
  const char *missing;   /* what a move that did not reach it lacked */
} Lesson;

static const Lesson lessons[CASTELLAN_CLASSIC_N_LESSONS] = {
  [CASTELLAN_CLASSIC_LESSON_TILES] = { "C-4.3",
    NC_("classic", "Laying tiles"),
    NC_("classic", "Lit cells show where the tile you drew fits: next to the laid tiles, every touching side matching, city to city, road to road, field to field. Turn it with R, point at a lit cell and lay it."),
    NULL },
  [CASTELLAN_CLASSIC_LESSON_ROADS] = { "C-6.1",
    NC_("classic", "Roads and highwaymen"),
    NC_("classic", "After laying a tile you may put one follower on it. On a road it is a highwayman; a road scores 1 point a tile once both its ends are closed. Put a highwayman on a road."),
    NC_("classic", "Not yet: this move put no highwayman on a road.") },
  [CASTELLAN_CLASSIC_LESSON_CITIES] = { "C-7.3",
    NC_("classic", "Cities and shields"),
    NC_("classic", "In a city a follower is a knight. A completed city scores 2 points a tile and 2 for each shield on it. Put a knight in a city."),
    NC_("classic", "Not yet: this move put no knight in a city.") },
  [CASTELLAN_CLASSIC_LESSON_CLOISTERS] = { "C-5.5",
    NC_("classic", "Cloisters and monks"),
    NC_("classic", "A monk in a cloister scores 9 once all eight cells around it hold tiles. Put a monk in a cloister when you draw one."),
    NC_("classic", "Not yet: this move put no monk in a cloister.") },
  [CASTELLAN_CLASSIC_LESSON_SCORING] = { "C-7.2",
    NC_("classic", "Scoring"),
    NC_("classic", "A road, city or cloister scores the moment it is completed, for whoever has most followers in it, and the followers come home. Complete one where you have a follower."),
    NC_("classic", "Not yet: this move completed nothing you hold.") },
  [CASTELLAN_CLASSIC_LESSON_FARMERS] = { "C-8.3",
    NC_("classic", "Fields and farmers"),
    NC_("classic", "A farmer lies in a field until the end; then the field pays its farmers 3 points for every completed city it borders. Point at a farmer's spot to see those cities lit. Lay a farmer in a field."),
    NC_("classic", "Not yet: this move laid no farmer in a field.") },
  [CASTELLAN_CLASSIC_LESSON_FINAL] = { "C-8.2",
    NC_("classic", "The final scoring"),
    NC_("classic", "When the last tile is laid, unfinished roads, cities and cloisters score 1 a tile (a city 1 a shield too), then the farmers. Play on to the end; the final sheet shows every line."),
    NULL },
  /* the expansion's course: its game stacks the first tiles (bcb_pile_top) */
  [CASTELLAN_CLASSIC_LESSON_CASTLES] = { "B-4.2",
    NC_("classic", "Castles"),
    NC_("classic", "Two tiles, each with a half-moon city, closed against each other make a small city (B-4.1). Close the start tile's city with your city tile and a knight on it, then build a castle instead of taking the 4 points: the knight stays on it as its lord (B-4.2, B-4.3). The next road, city or cloister completed in its fief, its two tiles and the four cells beside them, pays you what that feature is worth (B-4.4 to B-4.6)."),
    NC_("classic", "Not yet: this move built no castle. Close a small city with your knight in it and choose the castle.") },
  [CASTELLAN_CLASSIC_LESSON_BRIDGES] = { "B-3.5",
    NC_("classic", "Bridges"),
    NC_("classic", "You have three bridges. A bridge crosses a tile straight from the middle of one field side to the opposite one, and both sides then count as road sides (B-3.2, B-3.3). So a tile may lie where one of its field sides meets a road, with a bridge across it (B-3.5). Lay your city tile at the open end of a road: there it fits only with a bridge across it, and the road runs on over the bridge."),
    NC_("classic", "Not yet: this move built no bridge. Lay a tile where a road meets one of its field sides, or press B once it is laid to give it a bridge where one may go.") },
  [CASTELLAN_CLASSIC_LESSON_BAZAARS] = { "B-5.3",
    NC_("classic", "Bazaars"),
    NC_("classic", "Lay the bazaar tile you draw: one tile for each player goes on display, and they are auctioned one at a time (B-5.1 to B-5.3). When your turn comes, bid more than the bid so far, or pass. If you outbid the auctioneer, the auctioneer either pays you your bid and keeps the tile, or takes your bid and hands you the tile (B-5.4). Then each player lays the tile they got (B-5.7)."),
    NC_("classic", "Not yet: no bazaar was held. Lay a tile with a bazaar when you draw one.") },
};

typedef struct {
  CastellanClassicLesson first;
  guint                  length;
  const char            *done;
} Course;

static const Course courses[CASTELLAN_CLASSIC_N_COURSES] = {
  [CASTELLAN_CLASSIC_COURSE_BASE] = { CASTELLAN_CLASSIC_LESSON_TILES, CASTELLAN_CLASSIC_LESSON_FINAL + 1,
    N_("You know the rules of Carcassonne. Start a game of your own from New Game.") },
  [CASTELLAN_CLASSIC_COURSE_BCB] = { CASTELLAN_CLASSIC_LESSON_CASTLES, 3,
    N_("You know Bridges, Castles and Bazaars. Play on, or start a game with the expansion from New Game.") },
};

/* The expansion's first tiles, drawn in turn by the learner and the
 * Beginner: the learner's cap (base E) closes the start tile's cap into a
 * small city; the Beginner's straight and curved roads (U, V) have no city,
 * so cannot close it first, and no end, so roads stay open; the learner's
 * second cap fits at an open road end only with a bridge across it; the
 * learner's bazaar in a field (bcb b) is laid anywhere and opens an
 * auction of the next two, a city with a shield (F) and a road crossing
 * (W). */
static const char bcb_pile_top[] = "EUEVbFW";

const char *
castellan_classic_lesson_title (CastellanClassicLesson lesson)
{
  g_return_val_if_fail (lesson < CASTELLAN_CLASSIC_N_LESSONS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "classic", lessons[lesson].title);
}

const char *
castellan_classic_lesson_text (CastellanClassicLesson lesson)
{
  g_return_val_if_fail (lesson < CASTELLAN_CLASSIC_N_LESSONS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "classic", lessons[lesson].text);
}

const char *
castellan_classic_lesson_rule (CastellanClassicLesson lesson)
{
  g_return_val_if_fail (lesson < CASTELLAN_CLASSIC_N_LESSONS, NULL);
  return lessons[lesson].rule;
}

CastellanClassicLesson
castellan_classic_course_first (CastellanClassicCourse course)
{
  g_return_val_if_fail (course < CASTELLAN_CLASSIC_N_COURSES, 0);
  return courses[course].first;
}

guint
castellan_classic_course_length (CastellanClassicCourse course)
{
  g_return_val_if_fail (course < CASTELLAN_CLASSIC_N_COURSES, 0);
  return courses[course].length;
}

const char *
castellan_classic_course_done_text (CastellanClassicCourse course)
{
  g_return_val_if_fail (course < CASTELLAN_CLASSIC_N_COURSES, NULL);
  return _(courses[course].done);
}

static gboolean
placed (const CsEvents *ev, guint seat, guint kind)
{
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_FOLLOWER_PLACED && ev->ev[i].player == (int) seat && ev->ev[i].ftype == kind)
      return TRUE;
  return FALSE;
}

/* an event of @type by @seat */
static gboolean
by (const CsEvents *ev, guint seat, CsEventType type)
{
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == type && ev->ev[i].player == (int) seat)
      return TRUE;
  return FALSE;
}

gboolean
castellan_classic_lesson_reached (CastellanClassicLesson lesson, guint seat, const CsEvents *events, char **why)
{
  gboolean ok = FALSE;

  g_return_val_if_fail (lesson < CASTELLAN_CLASSIC_N_LESSONS && events != NULL, FALSE);
  switch (lesson)
    {
    case CASTELLAN_CLASSIC_LESSON_TILES:
      for (guint i = 0; i < events->n; i++)
        ok |= events->ev[i].type == CS_EVENT_TILE_LAID && events->ev[i].player == (int) seat;
      break;
    case CASTELLAN_CLASSIC_LESSON_ROADS:
      ok = placed (events, seat, CS_CLASSIC_ROAD);
      break;
    case CASTELLAN_CLASSIC_LESSON_CITIES:
      ok = placed (events, seat, CS_CLASSIC_CITY);
      break;
    case CASTELLAN_CLASSIC_LESSON_CLOISTERS:
      ok = placed (events, seat, CS_CLASSIC_CLOISTER);
      break;
    case CASTELLAN_CLASSIC_LESSON_SCORING:
      for (guint i = 0; i < events->n; i++)
        ok |= events->ev[i].type == CS_EVENT_FEATURE_SCORED && (events->ev[i].winners & (1u << seat)) &&
              events->ev[i].points > 0;
      break;
    case CASTELLAN_CLASSIC_LESSON_FARMERS:
      ok = placed (events, seat, CS_CLASSIC_FIELD);
      break;
    case CASTELLAN_CLASSIC_LESSON_BRIDGES:
      ok = by (events, seat, CS_EVENT_BRIDGE_PLACED);
      break;
    case CASTELLAN_CLASSIC_LESSON_CASTLES:
      ok = by (events, seat, CS_EVENT_CASTLE_BUILT);
      break;
    case CASTELLAN_CLASSIC_LESSON_BAZAARS:
      /* a part in an auction: with two players the learner either opens
       * one (the Beginner laid the bazaar) or bids or passes once */
      ok = by (events, seat, CS_EVENT_BAZAAR_OFFER) || by (events, seat, CS_EVENT_BAZAAR_BID) ||
           by (events, seat, CS_EVENT_BAZAAR_PASS);
      break;
    case CASTELLAN_CLASSIC_LESSON_FINAL:
    default:
      for (guint i = 0; i < events->n; i++)
        ok |= events->ev[i].type == CS_EVENT_GAME_OVER;
      break;
    }
  if (!ok && why != NULL && lessons[lesson].missing != NULL)
    *why = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "classic", lessons[lesson].missing));
  return ok;
}

void
castellan_classic_course_setup (CastellanClassicCourse course, CastellanClassicSetup *setup)
{
  gboolean bcb = course == CASTELLAN_CLASSIC_COURSE_BCB;

  g_return_if_fail (setup != NULL && course < CASTELLAN_CLASSIC_N_COURSES);
  memset (setup, 0, sizeof *setup);
  setup->n_players = 2;
  castellan_player_lesson_seats (setup->kinds, &setup->first, &setup->seed, &setup->has_seed,
                                 bcb ? CASTELLAN_BCB_LESSONS_SEED : CASTELLAN_CLASSIC_LESSONS_SEED);
  setup->farmers = TRUE;
  setup->bcb = bcb;
  setup->pile_top = bcb ? bcb_pile_top : NULL;
}

void
castellan_classic_lessons_setup (CastellanClassicSetup *setup)
{
  castellan_classic_course_setup (CASTELLAN_CLASSIC_COURSE_BASE, setup);
}

/* ---- the learner's progress ------------------------------------------------------ */

struct _CastellanClassicTutorial
{
  GObject               parent_instance;

  CastellanClassicGame *game;
  CastellanClassicCourse course;
  int                   lesson;   /* -1 once the learner leaves the lessons */
  int                   done;     /* the lesson the last move finished, or -1 */
  char                 *why;
  int                   actor;    /* who decides the next move, -1 not known yet */
};

G_DEFINE_FINAL_TYPE (CastellanClassicTutorial, castellan_classic_tutorial, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LESSON,
  PROP_DONE,
  PROP_WHY,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

static void
set_why (CastellanClassicTutorial *self, char *why)
{
  g_free (self->why);
  self->why = why;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WHY]);
}

static void
set_done (CastellanClassicTutorial *self, int done)
{
  if (self->done == done)
    return;
  self->done = done;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DONE]);
}

/* on to the next lesson, or the course is done */
static void
advance (CastellanClassicTutorial *self)
{
  const Course *c = &courses[self->course];

  set_done (self, self->lesson);
  self->lesson++;
  if (self->lesson >= (int) (c->first + c->length))
    self->lesson = CASTELLAN_CLASSIC_N_LESSONS;
  set_why (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LESSON]);
}

/* The expansion's lessons: a castle, a bid or a pass is a move without a
 * tile, and a bazaar's moves go by in another's turn. Each move is judged
 * by what the learner did in it; a move that leaves the learner a decision
 * (the castle question, a bid) is not judged until that is made. */
static void
judge_bcb (CastellanClassicTutorial *self, int mover, const CsEvents *ev)
{
  char *why = NULL;

  if (mover < 0 || castellan_player_is_computer (castellan_classic_game_get_player (self->game, mover)))
    return;
  if (castellan_classic_lesson_reached (self->lesson, mover, ev, &why))
    advance (self);
  else if (castellan_classic_bcb_get_step (self->game) == CASTELLAN_BCB_NONE)
    set_why (self, why);
  else
    {
      g_free (why);
      set_why (self, NULL);
    }
}

static void
turn_played_cb (CastellanClassicGame *game, gpointer events, CastellanClassicTutorial *self)
{
  const CsEvents *ev = events;
  char *why = NULL;
  int mover = -1, decider = self->actor;

  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_TILE_LAID)
      mover = ev->ev[i].player;
  self->actor = castellan_classic_game_get_actor (game);
  if (self->lesson < 0 || self->lesson >= CASTELLAN_CLASSIC_N_LESSONS)
    return;
  if (self->course == CASTELLAN_CLASSIC_COURSE_BCB)
    {
      judge_bcb (self, mover >= 0 ? mover : decider, ev);
      return;
    }
  /* the final lesson ends with the game, whoever laid the last tile;
   * the others wait for the learner's own move */
  if (self->lesson != CASTELLAN_CLASSIC_LESSON_FINAL &&
      (mover < 0 || castellan_player_is_computer (castellan_classic_game_get_player (game, mover))))
    return;
  if (castellan_classic_lesson_reached (self->lesson, MAX (mover, 0), ev, &why))
    advance (self);
  else if (self->lesson != CASTELLAN_CLASSIC_LESSON_FINAL)
    set_why (self, why);
  else
    g_free (why);
}

static void
castellan_classic_tutorial_dispose (GObject *object)
{
  CastellanClassicTutorial *self = CASTELLAN_CLASSIC_TUTORIAL (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->why, g_free);
  G_OBJECT_CLASS (castellan_classic_tutorial_parent_class)->dispose (object);
}

static void
castellan_classic_tutorial_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanClassicTutorial *self = CASTELLAN_CLASSIC_TUTORIAL (object);

  switch (id)
    {
    case PROP_LESSON: g_value_set_int (value, self->lesson); break;
    case PROP_DONE:   g_value_set_int (value, self->done); break;
    case PROP_WHY:    g_value_set_string (value, self->why); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_classic_tutorial_class_init (CastellanClassicTutorialClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = castellan_classic_tutorial_dispose;
  object_class->get_property = castellan_classic_tutorial_get_property;
  props[PROP_LESSON] = g_param_spec_int ("lesson", NULL, NULL, -1, CASTELLAN_CLASSIC_N_LESSONS, 0,
                                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_DONE] = g_param_spec_int ("done", NULL, NULL, -1, CASTELLAN_CLASSIC_N_LESSONS, -1,
                                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_WHY] = g_param_spec_string ("why", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_classic_tutorial_init (CastellanClassicTutorial *self)
{
  self->done = -1;
}

CastellanClassicTutorial *
castellan_classic_tutorial_new (CastellanClassicGame *game)
{
  return castellan_classic_tutorial_new_course (game, CASTELLAN_CLASSIC_COURSE_BASE);
}

/* the learner's first move is a tile of their own (the lessons' set-up) */
static void
started_cb (CastellanClassicGame *game, CastellanClassicTutorial *self)
{
  self->actor = castellan_classic_game_get_actor (game);
}

CastellanClassicTutorial *
castellan_classic_tutorial_new_course (CastellanClassicGame *game, CastellanClassicCourse course)
{
  CastellanClassicTutorial *self;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  g_return_val_if_fail (course < CASTELLAN_CLASSIC_N_COURSES, NULL);
  self = g_object_new (CASTELLAN_TYPE_CLASSIC_TUTORIAL, NULL);
  self->game = g_object_ref (game);
  self->course = course;
  self->lesson = courses[course].first;
  self->actor = castellan_classic_game_get_phase (game) == CASTELLAN_PHASE_NONE ? -1
                : (int) castellan_classic_game_get_actor (game);
  g_signal_connect (game, "turn-played", G_CALLBACK (turn_played_cb), self);
  g_signal_connect (game, "started", G_CALLBACK (started_cb), self);
  return self;
}

CastellanClassicCourse
castellan_classic_tutorial_get_course (CastellanClassicTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TUTORIAL (self), 0);
  return self->course;
}

int
castellan_classic_tutorial_get_lesson (CastellanClassicTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TUTORIAL (self), 0);
  return self->lesson;
}

const char *
castellan_classic_tutorial_get_why (CastellanClassicTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TUTORIAL (self), NULL);
  return self->why;
}

int
castellan_classic_tutorial_get_done (CastellanClassicTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_TUTORIAL (self), -1);
  return self->done;
}

/* the learner skips a lesson: the next one begins, nothing is marked done
 * (as The Castle's castellan_tutorial_next) */
void
castellan_classic_tutorial_next (CastellanClassicTutorial *self)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_TUTORIAL (self));
  if (self->lesson < 0 || self->lesson >= CASTELLAN_CLASSIC_N_LESSONS)
    return;
  advance (self);
  set_done (self, -1);
}

/* Leave Lessons: the game plays on without its lesson card */
void
castellan_classic_tutorial_leave (CastellanClassicTutorial *self)
{
  g_return_if_fail (CASTELLAN_IS_CLASSIC_TUTORIAL (self));
  if (self->lesson < 0)
    return;
  self->lesson = -1;
  set_done (self, -1);
  set_why (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LESSON]);
}
