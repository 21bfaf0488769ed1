/* test-memory.c — no growth across new games, no GObject left behind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * /memory/rss-20-games plays 20 whole hot-seat games one after another in
 * this process — each in a new CastellanGame, with its log, tutor hints
 * and a save to data, as the app does for "New game" — after a warm-up in
 * which it played the same 20 games, and checks that the bytes held on the
 * heap (mallinfo2, with glibc's and GSlice's caches of freed blocks off)
 * did not grow by 2 KiB. The resident set (/proc/self/statm) is reported
 * and only checked for gross growth: it moved by +0 or +512..592 KiB from
 * run to run of the same games (how the allocator hands pages back), which
 * made it a flaky measure of leaks; the heap in use stayed at exactly the
 * same byte count over 80 replayed games.
 *
 * /memory/finalized checks with weak references that the game, its
 * players, their wall-tile lists, log entries and hints are finalised once
 * the last reference is dropped.
 */
#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "castellan-game.h"
#include "castellan-tutor.h"
#include "cs-policy.h"

/* Replaying the warm-up's 20 games needs no new memory at all: a block of
 * 100 bytes kept per game would already exceed this. */
#define HEAP_SLACK_BYTES 2048
/* The resident set also moves with how the allocator returns pages (steps
 * of about 512 KiB were seen without any block kept); this only catches
 * gross growth. */
#define RSS_SLACK_KIB 2048

static long
rss_kib (void)
{
  long size = 0, resident = 0;
  FILE *f = fopen ("/proc/self/statm", "r");

  g_assert_nonnull (f);
  g_assert_cmpint (fscanf (f, "%ld %ld", &size, &resident), ==, 2);
  fclose (f);
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

/* Bytes the allocator has handed out and not had back. Unlike the resident
 * set, this does not move when freed pages go back to the system or stay
 * for later; with glibc's per-thread cache and GSlice's magazines turned off
 * (see main), a freed block is no longer counted, so it grows only when
 * something is not freed. */
static long
heap_in_use (void)
{
  struct mallinfo2 info = mallinfo2 ();

  return (long) info.uordblks;
}

static void
play_one_game (guint32 seed)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup s = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    seed % 2, CASTELLAN_THEME_CASTLE, seed % 16, seed, TRUE
  };
  CsRng rng = { seed };
  g_autofree char *data = NULL;
  gsize len;

  castellan_game_start (game, &s);
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    {
      const CsGame *state = castellan_game_get_state (game);
      CastellanTutorContext ctx = { state, CS_THEME_CASTLE, { "Ada", "Bo" } };
      g_autoptr(GPtrArray) tile = NULL;
      g_autoptr(GPtrArray) followers = NULL;
      g_autoptr(GError) error = NULL;
      CsMove m;

      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (state, &rng, &m);
      tile = castellan_tutor_tile (&ctx, m.cell, m.rot);
      followers = castellan_tutor_followers (&ctx, m.cell, m.rot);
      if (!castellan_game_play (game, &m, &error))
        g_error ("%s", error->message);
    }
  data = castellan_game_save_to_data (game, &len);
  g_assert_cmpuint (len, >, 0);
}

static void
test_rss (void)
{
  long rss_before, rss_after, heap_before, heap_after;

  for (guint i = 0; i < 20; i++)
    play_one_game (200 + i);
  rss_before = rss_kib ();
  heap_before = heap_in_use ();
  for (guint i = 0; i < 20; i++)
    play_one_game (200 + i);
  rss_after = rss_kib ();
  heap_after = heap_in_use ();
  g_test_message ("resident set: %ld KiB after the warm-up, %ld KiB after 20 more games (%+ld KiB)",
                  rss_before, rss_after, rss_after - rss_before);
  g_test_message ("heap in use: %ld bytes after the warm-up, %ld bytes after 20 more games (%+ld bytes)",
                  heap_before, heap_after, heap_after - heap_before);
  g_assert_cmpint (heap_after - heap_before, <, HEAP_SLACK_BYTES);
  g_assert_cmpint (rss_after - rss_before, <, RSS_SLACK_KIB);
}

typedef struct {
  GPtrArray *watched;
} Watch;

static void
watch (GPtrArray *ptrs, gpointer object)
{
  gpointer *slot = g_new (gpointer, 1);

  *slot = object;
  g_object_add_weak_pointer (object, slot);
  g_ptr_array_add (ptrs, slot);
}

static void
test_finalized (void)
{
  g_autoptr(GPtrArray) slots = g_ptr_array_new_with_free_func (g_free);
  CastellanGame *game = castellan_game_new ();
  CastellanGameSetup s = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    0, CASTELLAN_THEME_CASTLE, 0, 31, TRUE
  };
  CsRng rng = { 31 };
  GListModel *log;

  castellan_game_start (game, &s);
  for (guint i = 0; i < 40 && castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE; i++)
    {
      CsMove m;
      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (castellan_game_get_state (game), &rng, &m);
      g_assert_true (castellan_game_play (game, &m, NULL));
    }
  castellan_game_undo (game);
  watch (slots, game);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      CastellanPlayer *player = castellan_game_get_player (game, p);
      GListModel *walls = castellan_player_get_wall_tiles (player);
      watch (slots, player);
      watch (slots, walls);
      for (guint i = 0; i < g_list_model_get_n_items (walls); i++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (walls, i);
          watch (slots, item);
        }
    }
  log = castellan_game_get_log (game);
  watch (slots, log);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GObject) entry = g_list_model_get_item (log, i);
      watch (slots, entry);
    }
  {
    CastellanTutorContext ctx = { castellan_game_get_state (game), CS_THEME_CASTLE, { "Ada", "Bo" } };
    g_autoptr(GPtrArray) hints = castellan_tutor_tile (&ctx, -1, 0);
    for (guint i = 0; i < hints->len; i++)
      watch (slots, hints->pdata[i]);
  }
  g_test_message ("%u objects watched", slots->len);
  g_assert_cmpuint (slots->len, >, 10);

  g_object_unref (game);
  for (guint i = 0; i < slots->len; i++)
    {
      gpointer *slot = slots->pdata[i];
      if (*slot != NULL)
        g_error ("a %s is still alive after the game was unreferenced", G_OBJECT_TYPE_NAME (*slot));
    }
}

#define NO_CACHES "glibc.malloc.tcache_count=0"

int
main (int argc, char **argv)
{
  const char *tunables = g_getenv ("GLIBC_TUNABLES");

  /* Freed blocks waiting in glibc's per-thread cache or in GSlice's
   * magazines still count as in use; run again without either, so that
   * heap_in_use() counts only what is really held. */
  if (tunables == NULL || strstr (tunables, NO_CACHES) == NULL)
    {
      g_setenv ("GLIBC_TUNABLES", NO_CACHES, TRUE);
      g_setenv ("G_SLICE", "always-malloc", TRUE);
      execv ("/proc/self/exe", argv);
      g_error ("could not run %s again without allocator caches: %s", argv[0], g_strerror (errno));
    }
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/memory/rss-20-games", test_rss);
  g_test_add_func ("/memory/finalized", test_finalized);
  return g_test_run ();
}
