/* castellan-lesson-card.c — a course's lesson, with Leave and Next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One card for every course (issue 32, item 7): The Castle's hint panel
 * and the classic page show their lesson here, with the lesson just done
 * above it, what the last try lacked below, and the Leave Lessons and
 * Next Lesson buttons. The buttons name the actions tutor.leave-lessons
 * and tutor.next-lesson, which each host installs for its own tutorial.
 */
#define G_LOG_DOMAIN "castellan-lesson-card"

#include "config.h"

#include "castellan-lesson-card.h"
#include "castellan-hint-row.h"
#include "castellan-rule-text.h"

struct _CastellanLessonCard
{
  GtkWidget  parent_instance;

  /* template widgets */
  GtkWidget *box;
  GtkLabel  *done_label;
  GtkLabel  *title_label;
  GtkLabel  *text_label;
  GtkLabel  *why_label;
  GtkWidget *rule_link;
  GtkWidget *leave_button;
  GtkWidget *next_button;
};

G_DEFINE_FINAL_TYPE (CastellanLessonCard, castellan_lesson_card, GTK_TYPE_WIDGET)

static void
castellan_lesson_card_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CASTELLAN_TYPE_LESSON_CARD);
  G_OBJECT_CLASS (castellan_lesson_card_parent_class)->dispose (object);
}

static void
castellan_lesson_card_class_init (CastellanLessonCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = castellan_lesson_card_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/castellan-lesson-card.ui");
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, box);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, done_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, title_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, text_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, why_label);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, rule_link);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, leave_button);
  gtk_widget_class_bind_template_child (widget_class, CastellanLessonCard, next_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lessoncard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
castellan_lesson_card_init (CastellanLessonCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
castellan_lesson_card_new (void)
{
  return g_object_new (CASTELLAN_TYPE_LESSON_CARD, NULL);
}

void
castellan_lesson_card_show (CastellanLessonCard *self, const char *title, const char *text, const char *rule,
                            const char *why, const char *done)
{
  g_return_if_fail (CASTELLAN_IS_LESSON_CARD (self));
  g_return_if_fail (title != NULL);

  gtk_label_set_text (self->done_label, done ? done : "");
  gtk_widget_set_visible (GTK_WIDGET (self->done_label), done != NULL);
  gtk_label_set_text (self->title_label, title);
  castellan_rule_text_set_label (self->text_label, text, TRUE);
  gtk_label_set_text (self->why_label, why ? why : "");
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), why != NULL);
  castellan_rule_link_set (self->rule_link, rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

const char *
castellan_lesson_card_get_title (CastellanLessonCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LESSON_CARD (self), NULL);
  return gtk_label_get_text (self->title_label);
}

const char *
castellan_lesson_card_get_text (CastellanLessonCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LESSON_CARD (self), NULL);
  return gtk_label_get_text (self->text_label);
}

const char *
castellan_lesson_card_get_done (CastellanLessonCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LESSON_CARD (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->done_label)) ? gtk_label_get_text (self->done_label) : NULL;
}

GtkLabel *
castellan_lesson_card_get_text_label (CastellanLessonCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LESSON_CARD (self), NULL);
  return self->text_label;
}

GtkWidget *
castellan_lesson_card_get_next_button (CastellanLessonCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LESSON_CARD (self), NULL);
  return self->next_button;
}

GtkWidget *
castellan_lesson_card_get_leave_button (CastellanLessonCard *self)
{
  g_return_val_if_fail (CASTELLAN_IS_LESSON_CARD (self), NULL);
  return self->leave_button;
}
