/* castellan-statistics.c — games played and won, kept in the user data dir
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key file with one group per opponent kind ("human", "computer:casual",
 * …). A game between two people counts once, from the first seat's side;
 * games between two computers are not counted.
 */
#define G_LOG_DOMAIN "castellan-statistics"

#include "config.h"

#include <glib/gstdio.h>

#include "castellan-statistics.h"

char *
castellan_statistics_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "castellan", "statistics.ini", NULL);
}

gboolean
castellan_statistics_record (CastellanGame *game, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = castellan_statistics_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  const CsGame *g;
  const char *group;
  int seat = -1, mine, theirs;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), FALSE);

  g = castellan_game_get_state (game);
  if (!cs_game_over (g))
    return TRUE;
  for (guint p = 0; p < CS_NUM_PLAYERS && seat < 0; p++)
    if (!castellan_player_is_computer (castellan_game_get_player (game, p)))
      seat = p;
  if (seat < 0)
    return TRUE;

  /* a damaged file starts afresh rather than blocking the count */
  g_key_file_load_from_file (kf, path, G_KEY_FILE_KEEP_COMMENTS, NULL);
  group = castellan_player_kind_to_string (castellan_player_get_kind (castellan_game_get_player (game, 1 - seat)));
  mine = g->player[seat].score;
  theirs = g->player[1 - seat].score;

#define BUMP(key, by) \
  g_key_file_set_integer (kf, group, key, g_key_file_get_integer (kf, group, key, NULL) + (by))
  BUMP ("played", 1);
  BUMP ("won", mine > theirs ? 1 : 0);
  BUMP ("shared", mine == theirs ? 1 : 0);
  BUMP ("total", mine);
#undef BUMP
  if (!g_key_file_has_key (kf, group, "best", NULL) || g_key_file_get_integer (kf, group, "best", NULL) < mine)
    g_key_file_set_integer (kf, group, "best", mine);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", dir, g_strerror (errno));
      return FALSE;
    }
  return g_key_file_save_to_file (kf, path, error);
}

GArray *
castellan_statistics_load (GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = castellan_statistics_path ();
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (CastellanStatsLine));
  g_autoptr(GError) local = NULL;

  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, &local))
    {
      if (!g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_propagate_error (error, g_steal_pointer (&local));
      return lines;
    }
  for (guint k = CASTELLAN_PLAYER_HUMAN; k <= CASTELLAN_PLAYER_EXPERT; k++)
    {
      const char *group = castellan_player_kind_to_string (k);
      CastellanStatsLine line = { 0 };

      if (!g_key_file_has_group (kf, group))
        continue;
      line.opponent = k;
      line.played = MAX (0, g_key_file_get_integer (kf, group, "played", NULL));
      line.won = MAX (0, g_key_file_get_integer (kf, group, "won", NULL));
      line.shared = MAX (0, g_key_file_get_integer (kf, group, "shared", NULL));
      line.best = g_key_file_get_integer (kf, group, "best", NULL);
      line.total = g_key_file_get_int64 (kf, group, "total", NULL);
      if (line.played > 0)
        g_array_append_val (lines, line);
    }
  return lines;
}
