/* castellan-statistics.c — games played and won, kept in the user data dir
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key file with one group per opponent kind ("human", "computer:casual",
 * …), and for classic Carcassonne the same with "carcassonne:" before it.
 * A game between people counts once, from the first person's side; games
 * between computers only are not counted.
 */
#define G_LOG_DOMAIN "castellan-statistics"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>

#include "castellan-save.h"
#include "castellan-statistics.h"

char *
castellan_statistics_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "castellan", "statistics.ini", NULL);
}

/* a count read back, never negative, never past what it can hold */
static gint64
get_count (GKeyFile *kf, const char *group, const char *key, gint64 max)
{
  gint64 v = g_key_file_get_int64 (kf, group, key, NULL);
  return CLAMP (v, 0, max);
}

/* Count one finished game from the side of @seat: @group names the game and
 * the opponent, @best_other is the best score among the others. */
static gboolean
record_line (const char *group, int mine, int best_other, GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) reset = NULL;
  g_autofree char *path = castellan_statistics_path ();
  g_autofree char *out = NULL;
  gsize len;

  /* a damaged file starts afresh, but is kept and the player told */
  if (!castellan_save_read_keyfile (path, kf, &local) && !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_propagate_error (&reset, g_steal_pointer (&local));
  g_clear_error (&local);
  if (reset != NULL)
    {
      g_autoptr(GError) aside_error = NULL;
      g_autofree char *aside = castellan_save_set_aside (path, &aside_error);

      g_clear_pointer (&kf, g_key_file_unref);
      kf = g_key_file_new ();
      if (aside == NULL)
        {
          /* Translators: %s says why */
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       _("The statistics could not be read, so this game was not counted: %s"), reset->message);
          return FALSE;
        }
      /* Translators: %1$s says why, %2$s is where the old file was kept */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("The statistics were damaged and start again (%1$s); the old file was kept as %2$s"),
                   reset->message, aside);
    }

  /* counts stop at the largest an int holds rather than wrap */
#define BUMP(key, by) \
  g_key_file_set_int64 (kf, group, key, MIN (get_count (kf, group, key, G_MAXINT) + (by), G_MAXINT))
  BUMP ("played", 1);
  BUMP ("won", mine > best_other ? 1 : 0);
  BUMP ("shared", mine == best_other ? 1 : 0);
#undef BUMP
  g_key_file_set_int64 (kf, group, "total",
                        MIN (get_count (kf, group, "total", G_MAXINT64 - G_MAXINT) + MAX (mine, 0),
                             G_MAXINT64 - G_MAXINT));
  if (!g_key_file_has_key (kf, group, "best", NULL) || g_key_file_get_integer (kf, group, "best", NULL) < mine)
    g_key_file_set_integer (kf, group, "best", mine);

  out = g_key_file_to_data (kf, &len, NULL);
  if (!castellan_save_write (path, out, len, &local))
    {
      g_clear_error (error);
      /* Translators: %s says why, with the file's path */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("The statistics could not be saved: %s"),
                   local->message);
      return FALSE;
    }
  return reset == NULL;
}

gboolean
castellan_statistics_record (CastellanGame *game, GError **error)
{
  const CsGame *g;
  int seat = -1;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), FALSE);

  g = castellan_game_get_state (game);
  if (!cs_game_over (g))
    return TRUE;
  for (guint p = 0; p < CS_NUM_PLAYERS && seat < 0; p++)
    if (!castellan_player_is_computer (castellan_game_get_player (game, p)))
      seat = p;
  if (seat < 0)
    return TRUE;
  return record_line (castellan_player_kind_to_string (castellan_player_get_kind (castellan_game_get_player (game, 1 - seat))),
                      g->player[seat].score, g->player[1 - seat].score, error);
}

/* Classic Carcassonne has a group of its own per opponent: "carcassonne:"
 * and the strongest computer at the table, or "human" when all are people;
 * counted from the first person's seat, won when no one scored more. */
gboolean
castellan_statistics_record_classic (CastellanClassicGame *game, GError **error)
{
  const CsClassic *g;
  CastellanPlayerKind strongest = CASTELLAN_PLAYER_HUMAN;
  int seat = -1, best_other = G_MININT;
  g_autofree char *group = NULL;

  g_return_val_if_fail (CASTELLAN_IS_CLASSIC_GAME (game), FALSE);
  g = castellan_classic_game_get_state (game);
  if (!cs_classic_over (g))
    return TRUE;
  for (guint p = 0; p < g->n_players && seat < 0; p++)
    if (!castellan_player_is_computer (castellan_classic_game_get_player (game, p)))
      seat = p;
  if (seat < 0)
    return TRUE;
  for (guint p = 0; p < g->n_players; p++)
    {
      if ((int) p == seat)
        continue;
      strongest = MAX (strongest, castellan_player_get_kind (castellan_classic_game_get_player (game, p)));
      best_other = MAX (best_other, g->player[p].score);
    }
  group = g_strconcat (CASTELLAN_STATISTICS_CLASSIC, castellan_player_kind_to_string (strongest), NULL);
  return record_line (group, g->player[seat].score, best_other, error);
}

GArray *
castellan_statistics_load (GError **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *path = castellan_statistics_path ();
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (CastellanStatsLine));
  g_autoptr(GError) local = NULL;

  /* the one guarded reader: a FIFO there must not hang the window, nor a
   * huge file be read whole */
  if (!castellan_save_read_keyfile (path, kf, &local))
    {
      if (!g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_propagate_error (error, g_steal_pointer (&local));
      return lines;
    }
  for (guint classic = 0; classic < 2; classic++)
  for (guint k = CASTELLAN_PLAYER_HUMAN; k <= CASTELLAN_PLAYER_EXPERT; k++)
    {
      g_autofree char *group = g_strconcat (classic ? CASTELLAN_STATISTICS_CLASSIC : "",
                                            castellan_player_kind_to_string (k), NULL);
      CastellanStatsLine line = { 0 };

      if (!g_key_file_has_group (kf, group))
        continue;
      line.opponent = k;
      line.classic = classic;
      line.played = get_count (kf, group, "played", G_MAXINT);
      line.won = MIN (get_count (kf, group, "won", G_MAXINT), line.played);
      line.shared = MIN (get_count (kf, group, "shared", G_MAXINT), line.played - line.won);
      line.best = g_key_file_get_integer (kf, group, "best", NULL);
      line.total = get_count (kf, group, "total", G_MAXINT64);
      if (line.played > 0)
        g_array_append_val (lines, line);
    }
  return lines;
}

gboolean
castellan_statistics_reset (GError **error)
{
  g_autofree char *path = castellan_statistics_path ();

  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved = errno;
      /* Translators: %1$s is the statistics file's path, %2$s why it could not be removed */
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), _("The statistics in %1$s could not be reset: %2$s"),
                   path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
