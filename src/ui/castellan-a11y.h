/* castellan-a11y.h — speaking to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*CastellanAnnounceFunc) (GtkWidget  *widget,
                                       const char *message);

/* Say @message to a screen reader without moving the focus: a computer's
 * move, a refused tile, a suggestion. The one place that knows how;
 * @widget is any widget of the window. */
void castellan_announce           (GtkWidget  *widget,
                                   const char *message);
/* how @widget, when it has the focus, shows a message (for a widget whose
 * description is its own, such as the board's cell under the cursor) */
void castellan_a11y_set_announce_func (GtkWidget             *widget,
                                       CastellanAnnounceFunc  func);
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

G_END_DECLS
