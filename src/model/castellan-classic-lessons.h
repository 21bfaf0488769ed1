/* castellan-classic-lessons.h — "Learn to Play" for classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A two-seat game against the Beginner with a fixed draw order, and seven
 * lessons: laying tiles, roads, cities and shields, cloisters, scoring,
 * fields and farmers, the final scoring. Each waits until the learner's own
 * move has done what it asks, and says what a move that did not was
 * missing. No GTK.
 */
#pragma once

#include "castellan-classic-game.h"

G_BEGIN_DECLS

#define CASTELLAN_CLASSIC_LESSONS_SEED 17072   /* the draw order every learner gets */

typedef enum {
  CASTELLAN_CLASSIC_LESSON_TILES,
  CASTELLAN_CLASSIC_LESSON_ROADS,
  CASTELLAN_CLASSIC_LESSON_CITIES,
  CASTELLAN_CLASSIC_LESSON_CLOISTERS,
  CASTELLAN_CLASSIC_LESSON_SCORING,
  CASTELLAN_CLASSIC_LESSON_FARMERS,
  CASTELLAN_CLASSIC_LESSON_FINAL,
  CASTELLAN_CLASSIC_N_LESSONS
} CastellanClassicLesson;

const char *castellan_classic_lesson_title (CastellanClassicLesson lesson);
/* what the lesson teaches and what to do */
const char *castellan_classic_lesson_text  (CastellanClassicLesson lesson);
/* the rule it teaches, for the Rules Reference ("C-6.1") */
const char *castellan_classic_lesson_rule  (CastellanClassicLesson lesson);
/* Did the move of @seat that gave @events reach the lesson's goal? If not,
 * @why (when given) gets what it was missing. The final lesson is reached
 * by the game's end, whoever lays the last tile. */
gboolean    castellan_classic_lesson_reached (CastellanClassicLesson lesson,
                                              guint                  seat,
                                              const CsEvents        *events,
                                              char                 **why);
/* the set-up of the lessons' game: the learner first, against the Beginner */
void        castellan_classic_lessons_setup  (CastellanClassicSetup *setup);

#define CASTELLAN_TYPE_CLASSIC_TUTORIAL (castellan_classic_tutorial_get_type ())
G_DECLARE_FINAL_TYPE (CastellanClassicTutorial, castellan_classic_tutorial, CASTELLAN, CLASSIC_TUTORIAL, GObject)

/* follows @game's moves from lesson 0; "lesson" is CASTELLAN_CLASSIC_N_LESSONS
 * once all are done, "why" what the learner's last try was missing */
CastellanClassicTutorial *castellan_classic_tutorial_new        (CastellanClassicGame     *game);
int                       castellan_classic_tutorial_get_lesson (CastellanClassicTutorial *self);
const char               *castellan_classic_tutorial_get_why    (CastellanClassicTutorial *self);

G_END_DECLS
