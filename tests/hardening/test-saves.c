/* test-saves.c — saves survive a crash; bad saves are refused, saying why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * /saves/sigkill runs this program again as a writer (--writer FILE GEN):
 * it plays hot-seat games with the model's autosave on, one after another,
 * and after every save it reports "GEN MOVES" on stdout. The test kills it
 * with SIGKILL at random moments, many times, and after each kill the file
 * must load completely with castellan_game_load and hold the last reported
 * save or the one after it (the save that was being written). Leftover
 * temporary files show that kills landed in the middle of writing.
 *
 * The other tests feed the model truncated, garbage, wrong-version and
 * hand-edited illegal saves: each is refused with an error naming the file
 * and what is wrong, and the game already loaded is left as it was.
 */
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "castellan-game.h"
#include "cs-policy.h"

#define N_KILLS 120

static const char *self_exe;

static CastellanGameSetup
hot_seat (guint32 seed)
{
  CastellanGameSetup s = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    0, CS_THEME_CASTLE, 0, seed, TRUE
  };
  return s;
}

static void
play_random (CastellanGame *game, CsRng *rng)
{
  g_autoptr(GError) error = NULL;
  CsMove m;

  cs_move_init (&m, 0, 0, -1);
  cs_policy_random (castellan_game_get_state (game), rng, &m);
  if (!castellan_game_play (game, &m, &error))
    g_error ("%s", error->message);
}

static void
report (guint32 gen, guint moves)
{
  char line[64];
  int n = g_snprintf (line, sizeof line, "%u %u\n", gen, moves);

  /* unbuffered, so every reported save reaches the test before a kill */
  if (write (STDOUT_FILENO, line, n) != n)
    exit (2);
}

/* the crashing side: saves forever, until killed */
static int
writer (const char *path, guint32 gen)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CsRng rng = { gen };

  castellan_game_set_autosave_file (game, file);
  for (;; gen++)
    {
      CastellanGameSetup s = hot_seat (gen);

      castellan_game_start (game, &s);    /* saves */
      report (gen, 0);
      while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
        {
          play_random (game, &rng);         /* saves after the turn */
          report (gen, castellan_game_get_record (game)->moves->len);
        }
    }
  return 0;
}

static guint
remove_temporaries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (d)) != NULL)
    if (strcmp (name, "current.castellan") != 0)
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);
        g_unlink (p);
        n++;
      }
  return n;
}

static void
test_sigkill (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("castellan-crash-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  guint mid_write = 0, loaded = 0, total_saves = 0;
  gboolean ever_saved = FALSE;

  g_assert_no_error (error);
  for (guint i = 0; i < N_KILLS; i++)
    {
      g_autofree char *gen_arg = g_strdup_printf ("%u", 1000 * (i + 1));
      const char *argv[] = { self_exe, "--writer", path, gen_arg, NULL };
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GDataInputStream) out = NULL;
      g_autoptr(GString) rest = NULL;
      g_autofree char *first = NULL;
      g_autoptr(CastellanGame) game = castellan_game_new ();
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;
      guint n_lines, gen = 0, moves = 0;
      gsize len;

      child = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
      g_assert_no_error (error);
      out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
      /* once the writer is saving (its first save is done), kill it at a
       * random moment: it saves 20 to 50 times a second (each save syncs) */
      first = g_data_input_stream_read_line (out, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (first);
      g_usleep (g_rand_int_range (rand, 0, 150000));
      g_subprocess_send_signal (child, SIGKILL);
      g_subprocess_wait (child, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (child));
      g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);

      /* the last complete line is the last save that finished */
      rest = g_string_new (first);
      g_string_append_c (rest, '\n');
      for (;;)
        {
          char buf[4096];
          gssize got = g_input_stream_read (G_INPUT_STREAM (out), buf, sizeof buf, NULL, &error);
          g_assert_no_error (error);
          if (got <= 0)
            break;
          g_string_append_len (rest, buf, got);
        }
      lines = g_strsplit (rest->str, "\n", -1);
      n_lines = g_strv_length (lines);
      for (guint k = n_lines; k > 0; k--)
        if (sscanf (lines[k - 1], "%u %u", &gen, &moves) == 2)
          {
            total_saves += k;
            ever_saved = TRUE;
            break;
          }

      mid_write += remove_temporaries (dir) > 0;
      if (!g_file_get_contents (path, &contents, &len, &error))
        {
          /* only while no save has ever finished */
          g_assert_false (ever_saved);
          g_clear_error (&error);
          continue;
        }
      if (!castellan_game_load (game, contents, len, path, &error))
        g_error ("kill %u: the save does not load: %s", i + 1, error->message);
      loaded++;
      if (gen != 0)
        {
          const CsRecord *r = castellan_game_get_record (game);
          guint got = r->moves->len;

          /* the last finished save, or the next one if it was renamed in place just before the kill */
          if (!((r->seed == gen && (got == moves || got == moves + 1)) || (r->seed == gen + 1 && got == 0)))
            g_error ("kill %u: the last finished save was game %u after %u moves; the file holds game %u after %u",
                     i + 1, gen, moves, r->seed, got);
        }
    }
  g_test_message ("%u kills, %u saves reported finished, the file loaded after %u kills; "
                  "%u kills left a half-written temporary file", N_KILLS, total_saves, loaded, mid_write);
  g_assert_cmpuint (loaded, >=, N_KILLS - 1);
  remove_temporaries (dir);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- bad saves ---------------------------------------------------------- */

static char *
good_save (guint moves, gsize *len)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup s = hot_seat (77);
  CsRng rng = { 77 };

  castellan_game_start (game, &s);
  for (guint i = 0; i < moves; i++)
    play_random (game, &rng);
  return castellan_game_save_to_data (game, len);
}

/* a game with @n moves to refuse things on */
static CastellanGame *
loaded_game (guint n)
{
  CastellanGame *game = castellan_game_new ();
  g_autoptr(GError) error = NULL;
  gsize len;
  g_autofree char *data = good_save (n, &len);

  g_assert_true (castellan_game_load (game, data, len, "good.castellan", &error));
  g_assert_no_error (error);
  return game;
}

/* refused, saying @what (each a substring of the message), nothing changed */
static void
assert_refused (CastellanGame *game, const char *data, gsize len, const char *name, ...)
{
  g_autoptr(GError) error = NULL;
  const CsRecord *before = castellan_game_get_record (game);
  guint moves = before->moves->len;
  g_autofree CsGame *state = g_memdup2 (castellan_game_get_state (game), sizeof (CsGame));
  va_list ap;
  const char *what;

  if (castellan_game_load (game, data, len, name, &error))
    g_error ("%s was loaded:\n%.*s", name, (int) len, data);
  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (strstr (error->message, name) == NULL)
    g_error ("the message does not name %s: %s", name, error->message);
  va_start (ap, name);
  while ((what = va_arg (ap, const char *)) != NULL)
    if (strstr (error->message, what) == NULL)
      g_error ("the message for %s does not say “%s”: %s", name, what, error->message);
  va_end (ap);
  g_assert_true (castellan_game_get_record (game) == before);
  g_assert_cmpuint (castellan_game_get_record (game)->moves->len, ==, moves);
  g_assert_cmpmem (castellan_game_get_state (game), G_STRUCT_OFFSET (CsGame, parent),
                   state, G_STRUCT_OFFSET (CsGame, parent));
}

static char *
replace (const char *data, const char *old, const char *new)
{
  const char *at = strstr (data, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - data), data, new, at + strlen (old));
}

static void
test_garbage (void)
{
  g_autoptr(CastellanGame) game = loaded_game (10);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  char noise[2048];

  assert_refused (game, "", 0, "empty.castellan", NULL);
  assert_refused (game, "\x01\xff\xfe garbage", 11, "junk.castellan", NULL);
  assert_refused (game, "[Board]\nName=Castle\n", 20, "board.castellan", "[Game]", NULL);
  for (guint i = 0; i < 200; i++)
    {
      gsize n = g_rand_int_range (rand, 1, sizeof noise);
      for (gsize k = 0; k < n; k++)
        noise[k] = g_rand_int_range (rand, 0, 256);
      assert_refused (game, noise, n, "noise.castellan", NULL);
    }
}

static void
test_wrong_version (void)
{
  g_autoptr(CastellanGame) game = loaded_game (10);
  gsize len;
  g_autofree char *good = good_save (12, &len);
  g_autofree char *v2 = replace (good, "Version=1\n", "Version=2\n");
  g_autofree char *vx = replace (good, "Version=1\n", "Version=one\n");

  assert_refused (game, v2, strlen (v2), "v2.castellan", "version 2", NULL);
  assert_refused (game, vx, strlen (vx), "vx.castellan", "Version", NULL);
}

static void
test_hand_edited (void)
{
  g_autoptr(CastellanGame) game = loaded_game (10);
  gsize len;
  g_autofree char *good = good_save (12, &len);
  g_auto(GStrv) lines = g_strsplit (good, "\n", -1);
  g_autofree char *move1 = NULL, *move2 = NULL;
  g_autofree char *same_cell = NULL, *bad_cell = NULL, *bad_label = NULL, *bad_turn = NULL;
  g_autofree char *dup_tile = NULL, *bad_wall = NULL, *other_board = NULL, *extra = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "1="))
        move1 = g_strdup (lines[i]);
      if (g_str_has_prefix (lines[i], "2="))
        move2 = g_strdup (lines[i]);
    }
  g_assert_nonnull (move1);
  g_assert_nonnull (move2);

  /* move 2 on the cell of move 1: occupied */
  {
    g_auto(GStrv) w1 = g_strsplit (move1 + 2, " ", -1);
    g_auto(GStrv) w2 = g_strsplit (move2 + 2, " ", -1);
    g_autofree char *edited = g_strdup_printf ("2=%s %s", w1[0], w2[1]);
    same_cell = replace (good, move2, edited);
  }
  assert_refused (game, same_cell, strlen (same_cell), "occupied.castellan", "[Moves] 2", "R-3.2", NULL);

  bad_cell = replace (good, move1, "1=A1 0");
  assert_refused (game, bad_cell, strlen (bad_cell), "outside.castellan", "[Moves] 1", "R-", NULL);

  bad_turn = replace (good, move1, "1=D1 7");
  assert_refused (game, bad_turn, strlen (bad_turn), "turn.castellan", "[Moves] 1", NULL);

  {
    g_auto(GStrv) w1 = g_strsplit (move1 + 2, " ", -1);
    g_autofree char *edited = g_strdup_printf ("1=%s %s follower=Q", w1[0], w1[1]);
    bad_label = replace (good, move1, edited);
  }
  assert_refused (game, bad_label, strlen (bad_label), "label.castellan", "[Moves] 1", "R-5.1", NULL);

  {
    /* the draw order with one tile twice */
    const char *d = strstr (good, "DrawOrder=") + strlen ("DrawOrder=");
    const char *semi = strchr (d, ';');
    g_autofree char *first = g_strndup (d, semi - d);
    const char *semi2 = strchr (semi + 1, ';');
    g_autofree char *second = g_strndup (semi + 1, semi2 - semi - 1);
    g_autofree char *old = g_strdup_printf ("DrawOrder=%s;%s;", first, second);
    g_autofree char *new = g_strdup_printf ("DrawOrder=%s;%s;", first, first);
    dup_tile = replace (good, old, new);
  }
  assert_refused (game, dup_tile, strlen (dup_tile), "draw.castellan", "draw order", "R-1.4", NULL);

  bad_wall = replace (good, "WallTiles=", "WallTiles=9;9;9;9;9;9;");
  assert_refused (game, bad_wall, strlen (bad_wall), "wall.castellan", "WallTiles", NULL);

  other_board = replace (good, "Board=castle\n", "Board=/tmp/elsewhere.board\n");
  assert_refused (game, other_board, strlen (other_board), "board.castellan", "board", NULL);

  /* a move after the last one the pile allows is refused too */
  extra = replace (good, move1, "1=Z99 0");
  assert_refused (game, extra, strlen (extra), "cell.castellan", "[Moves] 1", NULL);
}

static void
test_truncated (void)
{
  gsize len;
  g_autofree char *good = good_save (30, &len);
  g_autoptr(CastellanGame) whole = castellan_game_new ();
  g_autoptr(GError) error = NULL;
  guint refused = 0, loaded = 0;
  /* the last move's line: a cut inside it can leave a shorter valid move */
  const char *last_line = g_strrstr_len (good, len - 1, "\n") + 1;

  g_assert_true (castellan_game_load (whole, good, len, "whole.castellan", &error));
  g_assert_nonnull (strstr (good, "MoveCount=30\n"));
  for (gsize n = 0; n < len; n++)
    {
      g_autoptr(CastellanGame) g = castellan_game_new ();
      g_autoptr(GError) e = NULL;

      if (!castellan_game_load (g, good, n, "cut.castellan", &e))
        {
          g_assert_nonnull (strstr (e->message, "cut.castellan"));
          refused++;
          continue;
        }
      /* MoveCount says how many moves there are: only a cut inside the
       * last move's options can still load, as the same number of moves */
      if (good + n <= last_line)
        g_error ("cut after %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " bytes, the save loaded", n, len);
      g_assert_cmpuint (castellan_game_get_record (g)->moves->len, ==, 30);
      loaded++;
    }
  g_test_message ("%" G_GSIZE_FORMAT " truncations: %u refused, %u inside the last move's line loaded",
                  len, refused, loaded);
}

/* a hand-edited count, or moves with a gap, are refused too */
static void
test_move_count (void)
{
  g_autoptr(CastellanGame) game = loaded_game (10);
  gsize len;
  g_autofree char *good = good_save (12, &len);
  g_autofree char *wrong = replace (good, "MoveCount=12\n", "MoveCount=13\n");
  g_autofree char *gap = replace (good, "\n5=", "\n55=");
  g_autofree char *bad = replace (good, "MoveCount=12\n", "MoveCount=many\n");

  assert_refused (game, wrong, strlen (wrong), "count.castellan", "13", "cut short", NULL);
  assert_refused (game, gap, strlen (gap), "gap.castellan", "cut short", NULL);
  assert_refused (game, bad, strlen (bad), "bad-count.castellan", "MoveCount", NULL);
}

int
main (int argc, char **argv)
{
  if (argc == 4 && strcmp (argv[1], "--writer") == 0)
    return writer (argv[2], (guint32) atoi (argv[3]));

  self_exe = argv[0];
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/saves/sigkill", test_sigkill);
  g_test_add_func ("/saves/garbage", test_garbage);
  g_test_add_func ("/saves/wrong-version", test_wrong_version);
  g_test_add_func ("/saves/hand-edited-illegal", test_hand_edited);
  g_test_add_func ("/saves/truncated", test_truncated);
  g_test_add_func ("/saves/move-count", test_move_count);
  return g_test_run ();
}
