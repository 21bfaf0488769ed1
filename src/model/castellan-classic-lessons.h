/* castellan-classic-lessons.h — "Learn to Play" for classic Carcassonne
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A two-seat game against the Beginner with a fixed draw order, and seven
 * lessons: laying tiles, roads, cities and shields, cloisters, scoring,
 * fields and farmers, the final scoring. Each waits until the learner's own
 * move has done what it asks, and says what a move that did not was
 * missing. A second course, in a game with Bridges, Castles and Bazaars
 * whose first tiles are stacked so each situation comes, teaches a castle,
 * a bridge and a bazaar's auction. No GTK.
 */
#pragma once

#include "castellan-classic-game.h"

G_BEGIN_DECLS

#define CASTELLAN_CLASSIC_LESSONS_SEED 17072   /* the draw order every learner gets */
#define CASTELLAN_BCB_LESSONS_SEED     19046   /* the expansion's, under its stacked tiles */

typedef enum {
  CASTELLAN_CLASSIC_LESSON_TILES,
  CASTELLAN_CLASSIC_LESSON_ROADS,
  CASTELLAN_CLASSIC_LESSON_CITIES,
  CASTELLAN_CLASSIC_LESSON_CLOISTERS,
  CASTELLAN_CLASSIC_LESSON_SCORING,
  CASTELLAN_CLASSIC_LESSON_FARMERS,
  CASTELLAN_CLASSIC_LESSON_FINAL,
  /* Bridges, Castles and Bazaars, a course of its own */
  CASTELLAN_CLASSIC_LESSON_CASTLES,
  CASTELLAN_CLASSIC_LESSON_BRIDGES,
  CASTELLAN_CLASSIC_LESSON_BAZAARS,
  CASTELLAN_CLASSIC_N_LESSONS
} CastellanClassicLesson;

typedef enum {
  CASTELLAN_CLASSIC_COURSE_BASE,   /* Learn to Play Carcassonne: TILES to FINAL */
  CASTELLAN_CLASSIC_COURSE_BCB,    /* the expansion: CASTLES to BAZAARS */
  CASTELLAN_CLASSIC_N_COURSES
} CastellanClassicCourse;

/* a course's lessons: @first and the ones after it, @length in all */
CastellanClassicLesson castellan_classic_course_first  (CastellanClassicCourse course);
guint                  castellan_classic_course_length (CastellanClassicCourse course);
/* the lesson card once a course is done: its title and what now */
const char            *castellan_classic_course_done_text (CastellanClassicCourse course);

const char *castellan_classic_lesson_title (CastellanClassicLesson lesson);
/* what the lesson teaches and what to do */
const char *castellan_classic_lesson_text  (CastellanClassicLesson lesson);
/* the rule it teaches, for the Rules Reference ("C-6.1", "B-3.5") */
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
/* the same for @course: with the expansion on (B-1.1) and its first tiles
 * stacked (CastellanClassicSetup.pile_top) for the expansion's course */
void        castellan_classic_course_setup   (CastellanClassicCourse  course,
                                              CastellanClassicSetup  *setup);

#define CASTELLAN_TYPE_CLASSIC_TUTORIAL (castellan_classic_tutorial_get_type ())
G_DECLARE_FINAL_TYPE (CastellanClassicTutorial, castellan_classic_tutorial, CASTELLAN, CLASSIC_TUTORIAL, GObject)

/* follows @game's moves from lesson 0; "lesson" is CASTELLAN_CLASSIC_N_LESSONS
 * once all are done, -1 once left, "why" what the learner's last try was missing */
CastellanClassicTutorial *castellan_classic_tutorial_new        (CastellanClassicGame     *game);
/* the same from @course's first lesson to its last, then N_LESSONS */
CastellanClassicTutorial *castellan_classic_tutorial_new_course (CastellanClassicGame     *game,
                                                                 CastellanClassicCourse    course);
CastellanClassicCourse    castellan_classic_tutorial_get_course (CastellanClassicTutorial *self);
int                       castellan_classic_tutorial_get_lesson (CastellanClassicTutorial *self);
const char               *castellan_classic_tutorial_get_why    (CastellanClassicTutorial *self);
/* the lesson the learner's last move finished, shown as done above the
 * next one; -1 once a lesson is skipped or the lessons are left */
int                       castellan_classic_tutorial_get_done   (CastellanClassicTutorial *self);
/* Next Lesson: skip to the next lesson of the course (or its end) */
void                      castellan_classic_tutorial_next       (CastellanClassicTutorial *self);
/* Leave Lessons: "lesson" becomes -1 and no move is judged any more */
void                      castellan_classic_tutorial_leave      (CastellanClassicTutorial *self);

G_END_DECLS
