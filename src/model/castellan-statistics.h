/* castellan-statistics.h — games played and won, kept in the user data dir
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-game.h"

G_BEGIN_DECLS

typedef struct {
  CastellanPlayerKind opponent;
  guint               played;
  guint               won;
  guint               shared;
  int                 best;
  gint64              total;   /* for the average */
} CastellanStatsLine;

/* $XDG_DATA_HOME/castellan/statistics.ini */
char     *castellan_statistics_path   (void);
/* count a finished game, from the side of the (first) human seat */
gboolean  castellan_statistics_record (CastellanGame       *game,
                                       GError             **error);
/* one line per opponent kind that has been played; FALSE when the file is unreadable */
GArray   *castellan_statistics_load   (GError             **error);

G_END_DECLS
