/* castellan-tutorial.h — "Learn to play": a guided first game in lessons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tutorial game has a fixed draw order and wall layout (a fixed seed)
 * and a predictable opponent (the Beginner computer, deterministic for the
 * seed). Each lesson names a goal for the learner's own moves; it waits
 * until a move reaches it, and says what a move that did not was missing.
 */
#pragma once

#include "castellan-engine.h"
#include "castellan-game.h"
#include "castellan-turn.h"

G_BEGIN_DECLS

#define CASTELLAN_TUTORIAL_SEED 20031   /* the draw order every learner gets */

typedef enum {
  CASTELLAN_LESSON_FIRST_TILE,
  CASTELLAN_LESSON_PATHS,
  CASTELLAN_LESSON_ROLES,
  CASTELLAN_LESSON_OCCUPIED,
  CASTELLAN_LESSON_SCORING,
  CASTELLAN_LESSON_SQUARES,
  CASTELLAN_LESSON_MAJORITY,
  CASTELLAN_LESSON_FAST_POINTS,
  CASTELLAN_LESSON_WALL_TILES,
  CASTELLAN_LESSON_KEEP,
  CASTELLAN_LESSON_COURTS,
  CASTELLAN_LESSON_FINAL,
  CASTELLAN_N_LESSONS
} CastellanLesson;

const char *castellan_lesson_title (CastellanLesson lesson, CastellanTheme theme);
/* what the lesson teaches and what to do */
const char *castellan_lesson_text  (CastellanLesson lesson, CastellanTheme theme);
/* the rule group it belongs to, for the reference link */
const char *castellan_lesson_rule  (CastellanLesson lesson);

/* Did the learner's move (played on @before, giving @events) reach the
 * lesson's goal? If not and @why is given, it gets a sentence saying what
 * was missing (NULL when the lesson simply waits for a later turn).
 * The final lesson is reached when the game ends, whoever lays the last
 * tile: check the game's phase for it too. */
gboolean    castellan_lesson_reached (CastellanLesson  lesson,
                                      const CsGame    *before,
                                      const CsMove    *move,
                                      const CsEvents  *events,
                                      CsTheme          theme,
                                      char           **why);

/* the game set-up for the tutorial: the learner plays first against the Beginner */
void        castellan_tutorial_setup (CastellanGameSetup *setup,
                                      const char         *learner_name,
                                      CastellanTheme      theme);

/* ---- the learner's progress through the lessons -------------------------------- */

#define CASTELLAN_TYPE_TUTORIAL (castellan_tutorial_get_type ())
G_DECLARE_FINAL_TYPE (CastellanTutorial, castellan_tutorial, CASTELLAN, TUTORIAL, GObject)

/* follows the game's moves and the turn's stage; "lesson" is -1 outside
 * the tutorial and CASTELLAN_N_LESSONS once every lesson is done */
CastellanTutorial *castellan_tutorial_new        (CastellanGame     *game,
                                                  CastellanTurn     *turn);
int                castellan_tutorial_get_lesson (CastellanTutorial *self);
/* show lessons from @lesson on; < 0 leaves the tutorial */
void               castellan_tutorial_set_lesson (CastellanTutorial *self,
                                                  int                lesson);
/* on to the next lesson; begun with the tile already laid, it waits for
 * the next move */
void               castellan_tutorial_next       (CastellanTutorial *self);
/* the lesson the learner's last move finished, shown as done while the
 * next one begins; -1 once lessons are chosen by hand */
int                castellan_tutorial_get_done   (CastellanTutorial *self);
/* what the learner's last try was missing, or NULL */
const char        *castellan_tutorial_get_why    (CastellanTutorial *self);

G_END_DECLS
