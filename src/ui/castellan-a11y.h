/* castellan-a11y.h — speaking to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* the text a widget speaks of itself (the board: the cell under its cursor) */
typedef char *(*CastellanDescribeFunc) (GtkWidget *widget);

/* Say @message to a screen reader without moving the focus: a computer's
 * move, a refused tile, a suggestion. The one place that knows how;
 * @widget is any widget of the window. */
void castellan_announce           (GtkWidget  *widget,
                                   const char *message);
/* @widget's description is its own text, @describe's (both boards: the
 * cell under the cursor): a message announced while it has the focus
 * takes its place until castellan_a11y_input */
void castellan_a11y_set_describe_func (GtkWidget             *widget,
                                       CastellanDescribeFunc  describe);
/* what @widget shows changed: its description follows (unless a message
 * announced holds it) */
void castellan_a11y_update        (GtkWidget  *widget);
/* the player acts on @widget: the message announced is done with */
void castellan_a11y_input         (GtkWidget  *widget);
/* a new game or lesson on @widget: a message announced of the one before
 * is done with (a finished game's last move read over a lesson's board) */
void castellan_a11y_forget        (GtkWidget  *widget);
/* what a screen reader reads of @widget now ("" for none) */
const char *castellan_a11y_get_description (GtkWidget *widget);
/* from then on, name the buttons of each window as it is shown */
void castellan_a11y_init          (void);
/* Name every text button under @root by its label without the mnemonic
 * underline (icon buttons are named in their templates). */
void castellan_a11y_name_buttons  (GtkWidget  *root);
/* the same for one button, after its label changed */
void castellan_a11y_name_button   (GtkWidget  *button);
/* a menu button, and so the toggle inside it that takes the focus */
void castellan_a11y_name_menu_button (GtkWidget  *menu_button,
                                      const char *name);

/* a combo row (also done for every row of a window as it is shown): each
 * item of its list named by its text, its description the item chosen */
void castellan_a11y_name_combo_row (GtkWidget *combo_row);

/* an action row whose activatable widget is a switch (done for every
 * row of a window as it is shown): one stop for Tab, the row, which turns
 * the switch and says whether it is on; a row made with the switch's
 * accessible role (GTK_ACCESSIBLE_ROLE_SWITCH) is read as the switch, its
 * subtitle as its description, and its switch is left out of the tree */
void castellan_a11y_switch_row (GtkWidget *row);

/* the widgets under @root that GTK 4.8 would read by their type name and
 * that have nothing to say (scroll bars, a header bar's boxes) get an
 * empty name (done for every window as it is shown, and every page of a
 * stack followed as it is shown) */
void castellan_a11y_unname_types (GtkWidget *root);

/* only the page @stack shows is in the accessible tree */
void castellan_a11y_follow_stack (GtkStack *stack);

G_END_DECLS
