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
};

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

static gboolean
placed (const CsEvents *ev, guint seat, guint kind)
{
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_FOLLOWER_PLACED && ev->ev[i].player == (int) seat && ev->ev[i].ftype == kind)
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
castellan_classic_lessons_setup (CastellanClassicSetup *setup)
{
  g_return_if_fail (setup != NULL);
  memset (setup, 0, sizeof *setup);
  setup->n_players = 2;
  castellan_player_lesson_seats (setup->kinds, &setup->first, &setup->seed, &setup->has_seed,
                                 CASTELLAN_CLASSIC_LESSONS_SEED);
  setup->farmers = TRUE;
}

/* ---- the learner's progress ------------------------------------------------------ */

struct _CastellanClassicTutorial
{
  GObject               parent_instance;

  CastellanClassicGame *game;
  int                   lesson;
  char                 *why;
};

G_DEFINE_FINAL_TYPE (CastellanClassicTutorial, castellan_classic_tutorial, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LESSON,
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
turn_played_cb (CastellanClassicGame *game, gpointer events, CastellanClassicTutorial *self)
{
  const CsEvents *ev = events;
  char *why = NULL;
  int mover = -1;

  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_TILE_LAID)
      mover = ev->ev[i].player;
  if (self->lesson >= CASTELLAN_CLASSIC_N_LESSONS)
    return;
  /* the final lesson ends with the game, whoever laid the last tile;
   * the others wait for the learner's own move */
  if (self->lesson != CASTELLAN_CLASSIC_LESSON_FINAL &&
      (mover < 0 || castellan_player_is_computer (castellan_classic_game_get_player (game, mover))))
    return;
  if (castellan_classic_lesson_reached (self->lesson, MAX (mover, 0), ev, &why))
    {
      self->lesson++;
      set_why (self, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LESSON]);
    }
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
  props[PROP_LESSON] = g_param_spec_int ("lesson", NULL, NULL, 0, CASTELLAN_CLASSIC_N_LESSONS, 0,
                                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_WHY] = g_param_spec_string ("why", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_classic_tutorial_init (CastellanClassicTutorial *self)
{
}

CastellanClassicTutorial *
castellan_classic_tutorial_new (CastellanClassicGame *game)
{
  CastellanClassicTutorial *self;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), NULL);
  self = g_object_new (CASTELLAN_TYPE_CLASSIC_TUTORIAL, NULL);
  self->game = g_object_ref (game);
  g_signal_connect (game, "turn-played", G_CALLBACK (turn_played_cb), self);
  return self;
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
