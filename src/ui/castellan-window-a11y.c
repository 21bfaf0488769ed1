/* castellan-window-a11y.c — what the window says to a screen reader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sighted players see a move appear on the board, the score change, a
 * toast when the tile does not fit, the tutor's suggestion. A screen
 * reader hears the same through castellan_announce, in the model's words
 * (castellan-describe.h).
 */
#define G_LOG_DOMAIN "castellan-window"

#include "config.h"

#include <glib/gi18n.h>

#include "castellan-window-private.h"
#include "castellan-a11y.h"

void
castellan_window_init_a11y (CastellanWindow *self)
{
  /* what the games say (moves, refusals, suggestions, lessons) the game
   * page says itself (castellan-game-page-castle.c, -parts.c) */
  castellan_a11y_name_menu_button (self->primary_menu_button, _("Main Menu"));
}
