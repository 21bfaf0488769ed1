/* castellan-lesson-card.h — a course's lesson, with Leave and Next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CASTELLAN_TYPE_LESSON_CARD (castellan_lesson_card_get_type ())
G_DECLARE_FINAL_TYPE (CastellanLessonCard, castellan_lesson_card, CASTELLAN, LESSON_CARD, GtkWidget)

GtkWidget  *castellan_lesson_card_new      (void);
/* Shows a lesson: @title ("Lesson 2 of 7: Roads"), @text (its rule codes
 * become links), @rule the lesson's rule for the link below it, @why what
 * the last try lacked, @done the line marking the lesson just finished;
 * each nullable but @title. */
void        castellan_lesson_card_show     (CastellanLessonCard *self,
                                            const char          *title,
                                            const char          *text,
                                            const char          *rule,
                                            const char          *why,
                                            const char          *done);
const char *castellan_lesson_card_get_title (CastellanLessonCard *self);
/* the lesson's text as read, without markup */
const char *castellan_lesson_card_get_text  (CastellanLessonCard *self);
/* the "done" line on show, or NULL */
const char *castellan_lesson_card_get_done  (CastellanLessonCard *self);
GtkLabel   *castellan_lesson_card_get_text_label   (CastellanLessonCard *self);
GtkWidget  *castellan_lesson_card_get_next_button  (CastellanLessonCard *self);
GtkWidget  *castellan_lesson_card_get_leave_button (CastellanLessonCard *self);

G_END_DECLS
