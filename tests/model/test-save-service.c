/* test-save-service.c — one save service for every game kind (issue 31)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two Castellans on one home are two sets of objects over one folder:
 * each has its save service (one slot per game kind), a CastellanGame and
 * a CastellanClassicGame. What one writes, the other must never throw
 * away unasked: a game of the other kind, a newer save, a file it could
 * not read; and at start-up no slot keeps what a crash left.
 *
 * Every test runs twice: with the slots writing at once, and writing in
 * the background as the app's do (castellan_save_slot_set_background);
 * then what the other Castellan or the test reads is read once the
 * writers are done, as another process would a moment later, and the
 * failures are those either signal said ("save-failed" at once,
 * "write-failed" from the writer).
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <utime.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-save-service.h"
#include "cs-policy.h"
#include "cs-record.h"
#include "cs-classic-record.h"

/* the slots write in the background (the second run of every test) */
static gboolean background;

/* one Castellan: its service and its two games */
typedef struct {
  CastellanSaveService *saves;
  CastellanGame        *castle;
  CastellanClassicGame *classic;
  GPtrArray            *failures;   /* GError* of every "save-failed" */
} Instance;

static void
failed_cb (CastellanGameBase *game, GError *error, Instance *in)
{
  g_test_message ("save-failed: %s", error->message);
  g_ptr_array_add (in->failures, g_error_copy (error));
}

static void
write_failed_cb (CastellanSaveSlot *slot, GError *error, Instance *in)
{
  g_test_message ("write-failed: %s", error->message);
  g_ptr_array_add (in->failures, g_error_copy (error));
}

/* the Castellans open now */
static GPtrArray *open_instances;

/* every save handed to a writer is on disk, and what went wrong said */
static void
settle (void)
{
  for (guint i = 0; open_instances != NULL && i < open_instances->len; i++)
    castellan_save_service_flush (((Instance *) g_ptr_array_index (open_instances, i))->saves);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static guint
n_failures (Instance *in)
{
  settle ();
  return in->failures->len;
}

static GError *
failure (Instance *in, guint i)
{
  return g_ptr_array_index (in->failures, i);
}

static CastellanGameBase **
games_of (Instance *in, CastellanGameBase **games)
{
  games[CASTELLAN_GAME_KIND_CASTLE] = CASTELLAN_GAME_BASE (in->castle);
  games[CASTELLAN_GAME_KIND_CLASSIC] = CASTELLAN_GAME_BASE (in->classic);
  return games;
}

/* a Castellan starting on @dir: resumes the newest save; returns its kind */
static int
instance_open (Instance *in, const char *dir, GError **error)
{
  CastellanGameBase *games[CASTELLAN_N_GAME_KINDS];

  /* another Castellan starts after what this one wrote reached the disk */
  settle ();
  if (open_instances == NULL)
    open_instances = g_ptr_array_new ();
  g_ptr_array_add (open_instances, in);
  in->saves = castellan_save_service_new (dir);
  castellan_save_service_set_background (in->saves, background);
  in->castle = castellan_game_new ();
  in->classic = castellan_classic_game_new ();
  in->failures = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_signal_connect (in->castle, "save-failed", G_CALLBACK (failed_cb), in);
  g_signal_connect (in->classic, "save-failed", G_CALLBACK (failed_cb), in);
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    g_signal_connect (castellan_save_service_get_slot (in->saves, k), "write-failed", G_CALLBACK (write_failed_cb), in);
  return castellan_save_service_resume (in->saves, games_of (in, games), error);
}

static void
instance_close (Instance *in)
{
  settle ();
  g_ptr_array_remove (open_instances, in);
  g_clear_object (&in->castle);
  g_clear_object (&in->classic);
  g_clear_object (&in->saves);
  g_clear_pointer (&in->failures, g_ptr_array_unref);
}

static void
start_castle (Instance *in, guint32 seed)
{
  CastellanGameSetup s = { { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
                           0, CASTELLAN_THEME_CASTLE, 0, seed, TRUE };
  castellan_game_start (in->castle, &s);
}

/* classic with the expansion when @bcb: Learn to Play starts one like this */
static void
start_classic (Instance *in, guint32 seed, gboolean bcb)
{
  CastellanClassicSetup s = { 0 };

  s.n_players = 3;
  s.farmers = TRUE;
  s.bcb = bcb;
  s.seed = seed;
  s.has_seed = TRUE;
  castellan_classic_game_start (in->classic, &s);
}

static void
play_castle (Instance *in, guint n, CsRng *rng)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      CsMove m;

      cs_move_init (&m, 0, 0, -1);
      cs_policy_greedy (castellan_game_get_state (in->castle), rng, &m);
      g_assert_true (castellan_game_play (in->castle, &m, &error));
      g_assert_no_error (error);
    }
}

static void
play_classic (Instance *in, guint n, CsRng *rng)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      CsClassicMove m;

      cs_classic_policy_greedy (castellan_classic_game_get_state (in->classic), rng, &m);
      g_assert_true (castellan_classic_game_play (in->classic, &m, &error));
      g_assert_no_error (error);
    }
}

static gint64
mtime_ns (const char *path)
{
  struct stat st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
}

static char *
slot_path (const char *dir, CastellanGameKind kind)
{
  return g_build_filename (dir, kind == CASTELLAN_GAME_KIND_CLASSIC ? "current-carcassonne.castellan"
                                                                     : "current.castellan", NULL);
}

/* the moves the Castle save in @dir holds */
static guint
castle_moves (const char *dir)
{
  g_autofree char *path = slot_path (dir, CASTELLAN_GAME_KIND_CASTLE);
  g_autofree char *data = NULL;
  g_autoptr(CsRecord) record = NULL;
  gsize len;

  settle ();
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  record = cs_record_parse (data, len, path, NULL);
  g_assert_nonnull (record);
  return record->moves->len;
}

static guint
classic_moves (const char *dir, guint32 *seed)
{
  g_autofree char *path = slot_path (dir, CASTELLAN_GAME_KIND_CLASSIC);
  g_autofree char *data = NULL;
  CsClassicRecord *record;
  gsize len;
  guint n;

  settle ();
  g_assert_true (g_file_get_contents (path, &data, &len, NULL));
  record = cs_classic_record_parse (data, len, path, NULL);
  g_assert_nonnull (record);
  n = record->moves->len;
  if (seed != NULL)
    *seed = record->seed;
  cs_classic_record_free (record);
  return n;
}

/* @path last written @age seconds ago */
static void
age (const char *path, gint64 age)
{
  gint64 t = g_get_real_time () / G_USEC_PER_SEC - age;
  g_assert_cmpint (g_utime (path, &(struct utimbuf) { .actime = t, .modtime = t }), ==, 0);
}

static guint
count_prefix (const char *dir, const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (d)) != NULL)
    n += g_str_has_prefix (name, prefix);
  return n;
}

/* a Castle save, a newer classic save (the repro of item 2): with the
 * classic game resumed, a new Castle game is the one that would end the
 * saved Castle game, and it does not end it unasked */
static void
test_other_kind_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-kinds-XXXXXX", NULL);
  g_autofree char *castle = slot_path (dir, CASTELLAN_GAME_KIND_CASTLE);
  Instance a = { 0 }, b = { 0 };
  CsRng rng = { 31 };
  guint moves = 0;

  g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
  start_castle (&a, 11);
  play_castle (&a, 4, &rng);
  start_classic (&a, 12, TRUE);
  play_classic (&a, 3, &rng);
  g_assert_cmpuint (n_failures (&a), ==, 0);
  age (castle, 60);   /* the classic save is the newer */
  g_assert_cmpuint (castle_moves (dir), ==, 4);
  instance_close (&a);

  /* the next start resumes the classic game */
  g_assert_cmpint (instance_open (&b, dir, NULL), ==, CASTELLAN_GAME_KIND_CLASSIC);
  g_assert_cmpuint (castellan_classic_game_get_record (b.classic)->moves->len, ==, 3);
  /* which game each kind's new game would end: its own kind's, and that only */
  g_assert_true (castellan_game_base_would_end_game (CASTELLAN_GAME_BASE (b.classic), &moves));
  g_assert_cmpuint (moves, ==, 3);
  g_assert_true (castellan_game_base_would_end_game (CASTELLAN_GAME_BASE (b.castle), &moves));
  g_assert_cmpuint (moves, ==, 4);

  /* a Castle game started without asking the player keeps the save, and asks */
  start_castle (&b, 13);
  g_assert_cmpuint (n_failures (&b), ==, 1);
  g_assert_error (failure (&b, 0), CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_OTHER_GAME);
  play_castle (&b, 2, &rng);
  g_assert_cmpuint (n_failures (&b), ==, 1);   /* asked once */
  g_assert_cmpuint (castle_moves (dir), ==, 4);
  /* the classic game is untouched by all this */
  g_assert_cmpuint (classic_moves (dir, NULL), ==, 3);

  /* the player agrees: the new Castle game takes the slot */
  castellan_game_replace_save (b.castle);
  g_assert_cmpuint (castle_moves (dir), ==, 2);
  g_assert_cmpuint (classic_moves (dir, NULL), ==, 3);
  instance_close (&b);
}

/* another Castellan saved a classic game after this one started its own:
 * the classic autosave asks before it replaces it, as The Castle's does */
static void
test_classic_newer_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-newer-XXXXXX", NULL);
  Instance a = { 0 }, b = { 0 };
  CsRng rng = { 7 };
  guint32 seed = 0;

  g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
  start_classic (&a, 101, TRUE);
  play_classic (&a, 2, &rng);

  /* a second Castellan resumes it, then starts its own, and a Castle game */
  g_assert_cmpint (instance_open (&b, dir, NULL), ==, CASTELLAN_GAME_KIND_CLASSIC);
  start_classic (&b, 202, FALSE);
  play_classic (&b, 3, &rng);
  start_castle (&b, 203);
  g_assert_cmpuint (n_failures (&b), ==, 0);

  /* the first plays on: it must not overwrite the newer save, and asks once */
  play_classic (&a, 2, &rng);
  g_assert_cmpuint (n_failures (&a), ==, 1);
  g_assert_error (failure (&a, 0), CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_NEWER);
  g_assert_cmpuint (classic_moves (dir, &seed), ==, 3);
  g_assert_cmpuint (seed, ==, 202);
  /* and its Castle slot, never written, says nothing of b's Castle game */
  g_assert_cmpuint (castle_moves (dir), ==, 0);

  /* told to, it replaces it */
  castellan_classic_game_replace_save (a.classic);
  g_assert_cmpuint (classic_moves (dir, &seed), ==, 4);
  g_assert_cmpuint (seed, ==, 101);
  instance_close (&a);
  instance_close (&b);
}

/* a classic save that is no game: set aside as .broken-DATE when resumed,
 * and the older Castle game resumes instead; one that cannot be read is
 * left as it is, and the classic game asks before it saves over it */
static void
test_classic_unreadable_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-unread-XXXXXX", NULL);
  g_autofree char *castle = slot_path (dir, CASTELLAN_GAME_KIND_CASTLE);
  g_autofree char *classic = slot_path (dir, CASTELLAN_GAME_KIND_CLASSIC);
  Instance a = { 0 }, b = { 0 }, c = { 0 }, d = { 0 };
  g_autoptr(GError) error = NULL;
  CsRng rng = { 3 };
  struct stat st;

  g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
  start_castle (&a, 5);
  play_castle (&a, 3, &rng);
  instance_close (&a);
  age (castle, 60);
  g_assert_true (g_file_set_contents (classic, "[Game]\nGame=carcassonne\nPlayers=banana\n", -1, NULL));

  /* the classic save is the newer: it is set aside, the Castle game resumes */
  g_assert_cmpint (instance_open (&b, dir, &error), ==, CASTELLAN_GAME_KIND_CASTLE);
  g_assert_error (error, CS_ERROR, CS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "current-carcassonne.castellan.broken-"));
  g_assert_cmpuint (count_prefix (dir, "current-carcassonne.castellan.broken-"), ==, 1);
  g_assert_false (g_file_test (classic, G_FILE_TEST_EXISTS));
  instance_close (&b);
  g_clear_error (&error);

  /* an older broken classic save, not resumed: Learn to Play Carcassonne
   * sets it aside before it saves its own game there */
  g_assert_true (g_file_set_contents (classic, "[Game]\nGame=carcassonne\nSeed=-4\n", -1, NULL));
  age (classic, 120);
  g_assert_cmpint (instance_open (&c, dir, &error), ==, CASTELLAN_GAME_KIND_CASTLE);
  g_assert_no_error (error);
  start_classic (&c, 9, FALSE);
  g_assert_cmpuint (n_failures (&c), ==, 0);
  g_assert_cmpuint (count_prefix (dir, "current-carcassonne.castellan.broken-"), ==, 2);
  g_assert_cmpuint (classic_moves (dir, NULL), ==, 0);
  instance_close (&c);

  /* a classic save that cannot be read (here a folder): kept, not
   * replaced unasked, whether resumed or not */
  g_assert_cmpint (g_remove (classic), ==, 0);
  g_assert_cmpint (g_mkdir (classic, 0700), ==, 0);
  g_assert_cmpint (instance_open (&d, dir, &error), ==, CASTELLAN_GAME_KIND_CASTLE);
  g_assert_error (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD);
  start_classic (&d, 10, TRUE);
  g_assert_cmpuint (n_failures (&d), ==, 1);
  g_assert_error (failure (&d, 0), CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_UNREAD);
  g_assert_cmpint (g_stat (classic, &st), ==, 0);
  g_assert_true (S_ISDIR (st.st_mode));
  g_assert_cmpuint (castle_moves (dir), ==, 3);
  instance_close (&d);
  g_rmdir (classic);
}

/* at start-up every slot loses what a crash left, whichever is resumed */
static void
test_clean_every_slot (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-clean-XXXXXX", NULL);
  g_autofree char *castle = slot_path (dir, CASTELLAN_GAME_KIND_CASTLE);
  const char *stale[] = { "current.castellan.Ab12Cd", "current-carcassonne.castellan.Xy34Zw" };
  Instance a = { 0 }, b = { 0 };
  CsRng rng = { 5 };

  g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
  start_castle (&a, 1);
  play_castle (&a, 1, &rng);
  start_classic (&a, 2, TRUE);
  play_classic (&a, 1, &rng);
  instance_close (&a);
  age (castle, 60);
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *p = g_build_filename (dir, stale[i], NULL);
      g_assert_true (g_file_set_contents (p, "half a save", -1, NULL));
      age (p, 3600);
    }

  g_assert_cmpint (instance_open (&b, dir, NULL), ==, CASTELLAN_GAME_KIND_CLASSIC);
  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *p = g_build_filename (dir, stale[i], NULL);
      g_assert_false (g_file_test (p, G_FILE_TEST_EXISTS));
    }
  instance_close (&b);
}

/* Games of both kinds played by turns, a move at a time, each save
 * reaching the disk a moment after the other: the next Castellan resumes
 * the game played last every time. The kernel dates files by a clock of
 * coarse ticks, so two saves written within one tick used to look made at
 * once, and the first kind was taken; and a save written in the
 * background may land after a newer one of the other kind. */
/* the kind a Castellan started on a copy of @dir resumes: a copy, so
 * that the one playing in @dir goes on as if alone */
static int
kind_resumed_from_copy (const char *dir)
{
  g_autofree char *copy = g_dir_make_tmp ("castellan-copy-XXXXXX", NULL);
  Instance b = { 0 };
  int kind;

  settle ();
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    {
      g_autofree char *from = slot_path (dir, k);
      g_autofree char *to = slot_path (copy, k);
      g_autoptr(GFile) source = g_file_new_for_path (from);
      g_autoptr(GFile) target = g_file_new_for_path (to);

      /* with its time to the nanosecond */
      g_assert_true (g_file_copy (source, target, G_FILE_COPY_ALL_METADATA, NULL, NULL, NULL, NULL));
      g_assert_cmpint (mtime_ns (from), ==, mtime_ns (to));
    }
  kind = instance_open (&b, copy, NULL);
  instance_close (&b);
  return kind;
}

static void
test_last_played_resumed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-last-XXXXXX", NULL);
  Instance a = { 0 };
  CsRng rng = { 29 };

  g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
  start_castle (&a, 5);
  start_classic (&a, 6, FALSE);
  for (guint turn = 0; turn < 40; turn++)
    {
      CastellanGameKind last = turn % 2 == 0 ? CASTELLAN_GAME_KIND_CLASSIC : CASTELLAN_GAME_KIND_CASTLE;
      /* the other kind's save is handed over first, this one's just after */
      if (last == CASTELLAN_GAME_KIND_CLASSIC)
        {
          play_castle (&a, 1, &rng);
          play_classic (&a, 1, &rng);
        }
      else
        {
          play_classic (&a, 1, &rng);
          play_castle (&a, 1, &rng);
        }
      g_assert_cmpint (kind_resumed_from_copy (dir), ==, last);
    }
  g_assert_cmpuint (a.failures->len, ==, 0);
  instance_close (&a);
}

/* ---- writing in the background --------------------------------------------------- */

/* a game played on fast, each move handed to the writer, and the
 * Castellan closed at once: the file holds the last move, and the writer
 * left no temporary file */
static void
test_nothing_lost (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-background-XXXXXX", NULL);
  Instance a = { 0 }, b = { 0 };
  CsRng rng = { 17 };

  background = TRUE;
  g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
  start_castle (&a, 3);
  play_castle (&a, 20, &rng);
  start_classic (&a, 4, TRUE);
  play_classic (&a, 12, &rng);
  /* closed without a flush of its own: disposing the service waits */
  g_ptr_array_remove (open_instances, &a);
  g_clear_object (&a.castle);
  g_clear_object (&a.classic);
  g_clear_object (&a.saves);
  g_assert_cmpuint (count_prefix (dir, "current.castellan."), ==, 0);
  g_assert_cmpuint (count_prefix (dir, "current-carcassonne.castellan."), ==, 0);
  g_assert_cmpuint (castle_moves (dir), ==, 20);
  g_assert_cmpuint (classic_moves (dir, NULL), ==, 12);
  g_assert_cmpuint (a.failures->len, ==, 0);
  g_clear_pointer (&a.failures, g_ptr_array_unref);

  /* and the next Castellan resumes the newest, with every move */
  g_assert_cmpint (instance_open (&b, dir, NULL), ==, CASTELLAN_GAME_KIND_CLASSIC);
  g_assert_cmpuint (castellan_classic_game_get_record (b.classic)->moves->len, ==, 12);
  instance_close (&b);
  background = FALSE;
}

/* The writer's failure (a file-size limit: the checks made first pass,
 * the write itself fails) is said by "write-failed", once for a run of
 * failures, on the main thread; the save there stays as it was, whole,
 * and no temporary file is left. A subprocess: the limit is its own. */
static void
test_failure_said_once (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp ("castellan-background-XXXXXX", NULL);
      g_autofree char *path = slot_path (dir, CASTELLAN_GAME_KIND_CASTLE);
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      gsize before_len, after_len;
      Instance a = { 0 };
      CsRng rng = { 23 };
      struct rlimit rl;

      background = TRUE;
      g_assert_cmpint (instance_open (&a, dir, NULL), ==, -1);
      start_castle (&a, 8);
      play_castle (&a, 3, &rng);
      settle ();
      g_assert_true (g_file_get_contents (path, &before, &before_len, NULL));

      /* every later, longer save cannot be written whole */
      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &rl), ==, 0);
      rl.rlim_cur = before_len;
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &rl), ==, 0);
      for (guint i = 0; i < 6; i++)
        {
          play_castle (&a, 1, &rng);
          settle ();    /* each its own write, each failing */
        }
      g_assert_cmpuint (n_failures (&a), ==, 1);
      g_assert_true (failure (&a, 0)->domain == G_FILE_ERROR);
      g_assert_nonnull (strstr (failure (&a, 0)->message, path));
      g_assert_true (g_file_get_contents (path, &after, &after_len, NULL));
      g_assert_cmpmem (after, after_len, before, before_len);
      g_assert_cmpuint (count_prefix (dir, "current.castellan."), ==, 0);
      instance_close (&a);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* a test of this file run again with the slots writing in the background */
typedef struct {
  void (*run) (void);
} Test;

static const Test other_kind_kept = { test_other_kind_kept };
static const Test classic_newer_kept = { test_classic_newer_kept };
static const Test classic_unreadable_kept = { test_classic_unreadable_kept };
static const Test clean_every_slot = { test_clean_every_slot };
static const Test last_played_resumed = { test_last_played_resumed };

static void
run_in_background (gconstpointer data)
{
  background = TRUE;
  ((const Test *) data)->run ();
  background = FALSE;
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-service/other-kind-kept", test_other_kind_kept);
  g_test_add_func ("/save-service/classic-newer-kept", test_classic_newer_kept);
  g_test_add_func ("/save-service/classic-unreadable-kept", test_classic_unreadable_kept);
  g_test_add_func ("/save-service/clean-every-slot", test_clean_every_slot);
  g_test_add_func ("/save-service/last-played-resumed", test_last_played_resumed);
  g_test_add_data_func ("/save-service/background/other-kind-kept", &other_kind_kept, run_in_background);
  g_test_add_data_func ("/save-service/background/classic-newer-kept", &classic_newer_kept, run_in_background);
  g_test_add_data_func ("/save-service/background/classic-unreadable-kept", &classic_unreadable_kept, run_in_background);
  g_test_add_data_func ("/save-service/background/clean-every-slot", &clean_every_slot, run_in_background);
  g_test_add_data_func ("/save-service/background/last-played-resumed", &last_played_resumed, run_in_background);
  g_test_add_func ("/save-service/background/nothing-lost", test_nothing_lost);
  g_test_add_func ("/save-service/background/failure-said-once", test_failure_said_once);
  return g_test_run ();
}
