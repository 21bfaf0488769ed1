/* castellan-statistics.h — games played and won, kept in the user data dir
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "castellan-classic-game.h"
#include "castellan-game.h"

G_BEGIN_DECLS

/* the groups of classic games begin so */
#define CASTELLAN_STATISTICS_CLASSIC "carcassonne:"

typedef struct {
  CastellanPlayerKind opponent;   /* classic: the strongest at the table */
  gboolean            classic;    /* classic Carcassonne, else The Castle */
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
/* the same for classic Carcassonne, from the first person's seat */
gboolean  castellan_statistics_record_classic (CastellanClassicGame *game,
                                               GError              **error);
/* one line per game and opponent kind that has been played, The Castle's
 * first; FALSE when the file is unreadable */
GArray   *castellan_statistics_load   (GError             **error);
/* forget every game counted; TRUE when there is nothing left to forget */
gboolean  castellan_statistics_reset  (GError             **error);

G_END_DECLS
