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
 * /saves/sigkill-classic does the same with games of classic Carcassonne
 * with Bridges, Castles and Bazaars (--classic-writer, CastellanClassicGame,
 * every decision of every seat random: lays, bridges, castles, bids); the
 * kill script runs either game, computers against each other (issue 31),
 * and a classic writer goes on with the game it finds saved, so that the
 * kills land all through each game.
 *
 * The other tests feed the model truncated, garbage, wrong-version and
 * hand-edited illegal saves: each is refused with an error naming the file
 * and what is wrong, and the game already loaded is left as it was.
 */
#define _GNU_SOURCE
#include <glib/gstdio.h>
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-save.h"
#include "castellan-statistics.h"
#include "cs-input.h"
#include "cs-policy.h"

/* CASTELLAN_KILLS=1000 CASTELLAN_KILL_COMPUTERS=1: tests/hardening/kill-saves.sh */
#define N_KILLS 120
#define N_CLASSIC_KILLS 60

static const char *self_exe;

static CastellanGameSetup
hot_seat (guint32 seed)
{
  CastellanGameSetup s = {
    { "Ada", "Bo" }, { CASTELLAN_PLAYER_HUMAN, CASTELLAN_PLAYER_HUMAN },
    0, CASTELLAN_THEME_CASTLE, 0, seed, TRUE
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

/* ---- computer against computer, through the model's own thinking ---- */

typedef struct {
  CastellanGame *game;
  guint32        gen;
} ComputerWriter;

static void start_computer_game (ComputerWriter *w);

static gboolean
report_idle (gpointer data)
{
  ComputerWriter *w = data;

  /* after the turn's autosave, before the next move can arrive */
  report (w->gen, castellan_game_get_record (w->game)->moves->len);
  if (castellan_game_get_phase (w->game) == CASTELLAN_PHASE_OVER)
    {
      w->gen++;
      start_computer_game (w);
    }
  return G_SOURCE_REMOVE;
}

static void
turn_played_cb (CastellanGame *game, gpointer events, gpointer before, ComputerWriter *w)
{
  g_idle_add_full (G_PRIORITY_HIGH, report_idle, w, NULL);
}

static void
start_computer_game (ComputerWriter *w)
{
  CastellanGameSetup s = {
    { "Casual", "Beginner" }, { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER },
    0, CASTELLAN_THEME_CASTLE, 0, w->gen, TRUE
  };

  castellan_game_start (w->game, &s);    /* saves, then the computer thinks */
  report (w->gen, 0);
}

static int
computer_writer (const char *path, guint32 gen)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  ComputerWriter w = { castellan_game_new (), gen };

  castellan_game_set_autosave_file (w.game, file);
  g_signal_connect (w.game, "turn-played", G_CALLBACK (turn_played_cb), &w);
  start_computer_game (&w);
  g_main_loop_run (loop);
  return 0;
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

/* ---- classic Carcassonne with Bridges, Castles and Bazaars ---------------- */

/* CASTELLAN_KILL_GAME: "castle" (the default), "classic" or "bcb" */
static guint
kill_game (void)
{
  const char *g = g_getenv ("CASTELLAN_KILL_GAME");

  if (g == NULL || *g == '\0' || strcmp (g, "castle") == 0)
    return 0;
  if (strcmp (g, "classic") == 0)
    return 1;
  if (strcmp (g, "bcb") == 0)
    return 2;
  g_error ("CASTELLAN_KILL_GAME=%s: give castle, classic or bcb", g);
}

static CastellanClassicSetup
classic_setup (guint32 gen, gboolean bcb, gboolean computers)
{
  CastellanClassicSetup s = { 0 };

  s.n_players = 3;
  for (guint p = 0; p < s.n_players; p++)
    s.kinds[p] = !computers ? CASTELLAN_PLAYER_HUMAN : p == 0 ? CASTELLAN_PLAYER_CASUAL : CASTELLAN_PLAYER_BEGINNER;
  s.first = gen % s.n_players;
  s.farmers = TRUE;
  s.bcb = bcb;
  s.seed = gen;
  s.has_seed = TRUE;
  return s;
}

static guint
classic_moves (CastellanClassicGame *game)
{
  return castellan_classic_game_get_record (game)->moves->len;
}

/* hot seat: every seat's decisions random, each played through the model */
static int
classic_writer (const char *path, guint32 gen, gboolean bcb)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanClassicGame) game = castellan_classic_game_new ();
  CsRng rng = { gen };

  castellan_classic_game_set_autosave_file (game, file);
  for (;; gen++)
    {
      CastellanClassicSetup s = classic_setup (gen, bcb, FALSE);

      castellan_classic_game_start (game, &s);    /* saves */
      report (gen, 0);
      while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
        {
          g_autoptr(GError) error = NULL;
          CsClassicMove m = CS_CLASSIC_MOVE_INIT;
          const CsClassic *state = castellan_classic_game_get_state (game);

          if (bcb)
            cs_classic_bcb_policy (state, &rng, 0, &m);
          else
            cs_classic_policy_random (state, &rng, &m);
          if (!castellan_classic_game_play (game, &m, &error))
            g_error ("%s", error->message);    /* saves after the move */
          report (gen, classic_moves (game));
        }
    }
  return 0;
}

typedef struct {
  CastellanClassicGame *game;
  guint32               gen;
  gboolean              bcb;
} ClassicComputerWriter;

static void start_classic_computer_game (ClassicComputerWriter *w);

static gboolean
classic_report_idle (gpointer data)
{
  ClassicComputerWriter *w = data;

  /* after the move's autosave, before the next move can arrive */
  report (w->gen, classic_moves (w->game));
  if (castellan_classic_game_get_phase (w->game) == CASTELLAN_PHASE_OVER)
    {
      w->gen++;
      start_classic_computer_game (w);
    }
  return G_SOURCE_REMOVE;
}

static void
classic_turn_played_cb (CastellanClassicGame *game, gpointer events, ClassicComputerWriter *w)
{
  g_idle_add_full (G_PRIORITY_HIGH, classic_report_idle, w, NULL);
}

static void
start_classic_computer_game (ClassicComputerWriter *w)
{
  CastellanClassicSetup s = classic_setup (w->gen, w->bcb, TRUE);

  castellan_classic_game_start (w->game, &s);    /* saves, then the computer thinks */
  report (w->gen, 0);
}

static int
classic_computer_writer (const char *path, guint32 gen, gboolean bcb)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  ClassicComputerWriter w = { castellan_classic_game_new (), gen, bcb };
  g_autofree char *contents = NULL;
  gsize len;

  /* Go on with the game the last kill interrupted, so that kills land all
   * through games (castles, bazaars, the end), not only in their first
   * moves; loading saves it again, and the computers think. */
  g_signal_connect (w.game, "turn-played", G_CALLBACK (classic_turn_played_cb), &w);
  castellan_classic_game_set_autosave_file (w.game, file);
  if (g_file_get_contents (path, &contents, &len, NULL) &&
      castellan_classic_game_load (w.game, contents, len, path, NULL) &&
      castellan_classic_game_get_phase (w.game) != CASTELLAN_PHASE_OVER)
    {
      w.gen = castellan_classic_game_get_record (w.game)->seed;
      report (w.gen, classic_moves (w.game));
    }
  else
    start_classic_computer_game (&w);
  g_main_loop_run (loop);
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

static guint
env_uint (const char *name, guint fallback)
{
  const char *v = g_getenv (name);
  return v != NULL && *v != '\0' ? (guint) g_ascii_strtoull (v, NULL, 10) : fallback;
}

/* @kind: 0 The Castle, 1 classic, 2 classic with BC&B */
static void
sigkill_game (guint kind, guint n_kills)
{
  static const char *const kind_names[] = { "The Castle", "classic", "classic with Bridges, Castles and Bazaars" };
  gboolean computers = env_uint ("CASTELLAN_KILL_COMPUTERS", 0) != 0;
  guint max_sleep_us = computers ? 400000 : 150000;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("castellan-crash-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (env_uint ("CASTELLAN_KILL_SEED", 9));
  guint mid_write = 0, loaded = 0, total_saves = 0;
  gboolean ever_saved = FALSE;

  g_assert_no_error (error);
  for (guint i = 0; i < n_kills; i++)
    {
      g_autofree char *gen_arg = g_strdup_printf ("%u", 1000 * (i + 1));
      const char *castle_argv[] = { self_exe, computers ? "--computer-writer" : "--writer", path, gen_arg, NULL };
      const char *classic_argv[] = { self_exe, computers ? "--classic-computer-writer" : "--classic-writer", path,
                                     gen_arg, kind == 2 ? "bcb" : "base", NULL };
      const char *const *argv = kind == 0 ? castle_argv : classic_argv;
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GDataInputStream) out = NULL;
      g_autoptr(GString) rest = NULL;
      g_autofree char *first = NULL;
      g_autoptr(CastellanGame) game = castellan_game_new ();
      g_autoptr(CastellanClassicGame) classic = castellan_classic_game_new ();
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
      g_usleep (g_rand_int_range (rand, 0, max_sleep_us));
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
      if (kind == 0 && !castellan_game_load (game, contents, len, path, &error))
        g_error ("kill %u: the save does not load: %s", i + 1, error->message);
      if (kind != 0 && !castellan_classic_game_load (classic, contents, len, path, &error))
        g_error ("kill %u: the classic save does not load: %s", i + 1, error->message);
      loaded++;
      if (kind != 0 && castellan_classic_game_get_bcb (classic) != (kind == 2))
        g_error ("kill %u: the save lost or gained the expansion", i + 1);
      if (gen != 0)
        {
          const CsClassicRecord *cr = kind != 0 ? castellan_classic_game_get_record (classic) : NULL;
          const CsRecord *r = kind == 0 ? castellan_game_get_record (game) : NULL;
          guint got = r != NULL ? r->moves->len : cr->moves->len;
          guint32 seed = r != NULL ? r->seed : cr->seed;
          /* The last finished save, or the next one if it was renamed in
           * place just before the kill. A classic computer answers a castle
           * or bazaar question at once, so with computers it may have saved
           * more than one move since the last report: never fewer. */
          gboolean ahead_ok = kind != 0 && computers;

          if (!((seed == gen && (got == moves || got == moves + 1 || (ahead_ok && got > moves))) ||
                (seed == gen + 1 && got == 0)))
            g_error ("kill %u: the last finished save was game %u after %u moves; the file holds game %u after %u",
                     i + 1, gen, moves, seed, got);
        }
    }
  g_test_message ("%s, seed %u: %u kills (%s), %u saves reported finished, the file loaded after %u kills; "
                  "%u kills left a half-written temporary file; 0 invalid saves, 0 lost turns",
                  kind_names[kind], env_uint ("CASTELLAN_KILL_SEED", 9), n_kills,
                  computers ? "computer against computer" : "hot seat", total_saves, loaded, mid_write);
  g_assert_cmpuint (loaded, >=, n_kills - 1);
  remove_temporaries (dir);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_sigkill (void)
{
  sigkill_game (kill_game (), env_uint ("CASTELLAN_KILLS", N_KILLS));
}

/* the classic autosave with the expansion, hot seat (issue 31) */
static void
test_sigkill_classic (void)
{
  sigkill_game (2, env_uint ("CASTELLAN_CLASSIC_KILLS", N_CLASSIC_KILLS));
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
  /* the game's message names the move, the record's the file's line */
  assert_refused (game, same_cell, strlen (same_cell), "occupied.castellan", "line ", "move 2:", "R-3.2", NULL);

  bad_cell = replace (good, move1, "1=A1 0");
  assert_refused (game, bad_cell, strlen (bad_cell), "outside.castellan", "move 1", "R-", NULL);

  bad_turn = replace (good, move1, "1=D1 7");
  assert_refused (game, bad_turn, strlen (bad_turn), "turn.castellan", "[Moves] 1", NULL);

  {
    g_auto(GStrv) w1 = g_strsplit (move1 + 2, " ", -1);
    g_autofree char *edited = g_strdup_printf ("1=%s %s follower=Q", w1[0], w1[1]);
    bad_label = replace (good, move1, edited);
  }
  assert_refused (game, bad_label, strlen (bad_label), "label.castellan", "line ", "move 1:", "R-5.1", NULL);

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
  assert_refused (game, dup_tile, strlen (dup_tile), "draw.castellan", "line ", "DrawOrder", "listed twice", "R-1.4", NULL);

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
  assert_refused (game, gap, strlen (gap), "gap.castellan", "[Moves] 6: move 5 is missing", NULL);
  assert_refused (game, bad, strlen (bad), "bad-count.castellan", "MoveCount", NULL);
}


/* ---- a failed write never touches the previous save (issue 13) ----------- */

static char *
read_all (const char *path, gsize *len)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_assert_true (g_file_get_contents (path, &data, len, &error));
  g_assert_no_error (error);
  return data;
}

static void
count_failure_cb (CastellanGame *game, GError *error, guint *n)
{
  g_test_message ("save-failed: %s", error->message);
  (*n)++;
}

static guint
count_others (const char *dir, const char *keep)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (d)) != NULL)
    n += strcmp (name, keep) != 0;
  return n;
}

/* a game saved once, then played on with every save failing: the bytes
 * of the first save stay, the player is told once, no temporary is left */
static void
play_on_failing (const char *dir, void (*make_writes_fail) (const char *dir, gsize saved_len))
{
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanGame) game = castellan_game_new ();
  CastellanGameSetup s = hot_seat (31);
  CsRng rng = { 31 };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_len, after_len;
  guint failures = 0;

  castellan_game_set_autosave_file (game, file);
  g_signal_connect (game, "save-failed", G_CALLBACK (count_failure_cb), &failures);
  castellan_game_start (game, &s);
  for (guint i = 0; i < 5; i++)
    play_random (game, &rng);
  g_assert_cmpuint (failures, ==, 0);
  before = read_all (path, &before_len);

  make_writes_fail (dir, before_len);
  for (guint i = 0; i < 20; i++)
    play_random (game, &rng);
  g_assert_cmpuint (failures, ==, 1);
  after = read_all (path, &after_len);
  g_assert_cmpmem (after, after_len, before, before_len);
  g_assert_cmpuint (count_others (dir, "current.castellan"), ==, 0);
}

static void
limit_file_size (const char *dir, gsize saved_len)
{
  struct rlimit rl;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &rl), ==, 0);
  rl.rlim_cur = saved_len;   /* every later, longer save cannot be written whole */
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &rl), ==, 0);
}

static void
test_fsize_limit (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp ("castellan-fsize-XXXXXX", NULL);
      /* as a well-behaved program would, so the write fails instead */
      signal (SIGXFSZ, SIG_IGN);
      play_on_failing (dir, limit_file_size);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static void
fill_disk (const char *dir, gsize saved_len)
{
  g_autofree char *filler = g_build_filename (dir, "..", "filler", NULL);
  FILE *f = fopen (filler, "w");
  char block[512] = { 0 };

  g_assert_nonnull (f);
  setvbuf (f, NULL, _IONBF, 0);
  while (fwrite (block, 1, sizeof block, f) == sizeof block)
    ;
  while (fwrite (block, 1, 1, f) == 1)
    ;
  fclose (f);
}

/* run in a private mount namespace on a 16 KiB tmpfs; exit 77 if the
 * system does not allow that */
static int
tmpfs_child (const char *mnt)
{
  g_autofree char *dir = g_build_filename (mnt, "castellan", NULL);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize before_len, after_len;

  if (unshare (CLONE_NEWNS) != 0 ||
      mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
      mount ("castellan-test", mnt, "tmpfs", 0, "size=16k") != 0)
    {
      g_print ("cannot mount a tmpfs here: %s\n", g_strerror (errno));
      return 77;
    }
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  play_on_failing (dir, fill_disk);

  /* a read-only file system: refused, the save left as it was */
  before = read_all (path, &before_len);
  g_assert_cmpint (mount (NULL, mnt, NULL, MS_REMOUNT | MS_RDONLY, "size=16k"), ==, 0);
  g_assert_false (castellan_save_write (path, "x", 1, &error));
  g_assert_nonnull (error);
  g_print ("read-only: %s\n", error->message);
  after = read_all (path, &after_len);
  g_assert_cmpmem (after, after_len, before, before_len);
  umount (mnt);
  return 0;
}

static void
test_full_disk (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *mnt = g_dir_make_tmp ("castellan-tmpfs-XXXXXX", NULL);
  const char *argv[] = { self_exe, "--tmpfs-child", mnt, NULL };
  g_autoptr(GSubprocess) child = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_autofree char *out = NULL;

  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("%s", out);
  g_rmdir (mnt);
  if (g_subprocess_get_if_exited (child) && g_subprocess_get_exit_status (child) == 77)
    {
      g_test_skip (out);
      return;
    }
  g_assert_true (g_subprocess_get_successful (child));
}

/* ---- links, read-only files ---------------------------------------------- */

static void
test_links (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("castellan-links-XXXXXX", NULL);
  g_autofree char *real = g_build_filename (dir, "real.castellan", NULL);
  g_autofree char *symlinked = g_build_filename (dir, "link.castellan", NULL);
  g_autofree char *hard = g_build_filename (dir, "hard.castellan", NULL);
  g_autofree char *other = g_build_filename (dir, "other.castellan", NULL);
  g_autofree char *ro = g_build_filename (dir, "read-only.castellan", NULL);
  gsize old_len, new_len, got_len;
  g_autofree char *old = good_save (2, &old_len);
  g_autofree char *new = good_save (9, &new_len);
  g_autofree char *got = NULL;
  struct stat st;

  /* a symbolic link: the file it names is replaced, the link stays */
  g_assert_true (g_file_set_contents (real, old, old_len, NULL));
  g_assert_cmpint (symlink ("real.castellan", symlinked), ==, 0);
  g_assert_true (castellan_save_write (symlinked, new, new_len, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lstat (symlinked, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  got = read_all (real, &got_len);
  g_assert_cmpmem (got, got_len, new, new_len);
  g_clear_pointer (&got, g_free);
  g_assert_cmpuint (count_others (dir, "-"), ==, 2);   /* no temporary left */

  /* a hard link: this name gets the new save, the other keeps the old */
  g_assert_true (g_file_set_contents (hard, old, old_len, NULL));
  g_assert_cmpint (link (hard, other), ==, 0);
  g_assert_true (castellan_save_write (hard, new, new_len, &error));
  g_assert_no_error (error);
  got = read_all (hard, &got_len);
  g_assert_cmpmem (got, got_len, new, new_len);
  g_clear_pointer (&got, g_free);
  got = read_all (other, &got_len);
  g_assert_cmpmem (got, got_len, old, old_len);
  g_clear_pointer (&got, g_free);
  g_assert_cmpint (stat (hard, &st), ==, 0);
  g_assert_cmpuint (st.st_nlink, ==, 1);

  /* a read-only file is left as it is */
  g_assert_true (g_file_set_contents (ro, old, old_len, NULL));
  g_assert_cmpint (g_chmod (ro, 0444), ==, 0);
  g_assert_false (castellan_save_write (ro, new, new_len, &error));
  g_assert_error (error, CASTELLAN_SAVE_ERROR, CASTELLAN_SAVE_ERROR_READ_ONLY);
  g_clear_error (&error);
  got = read_all (ro, &got_len);
  g_assert_cmpmem (got, got_len, old, old_len);
  g_clear_pointer (&got, g_free);

  /* a loop of links is refused */
  g_assert_cmpint (symlink ("loop-b", g_build_filename (dir, "loop-a", NULL)), ==, 0);
  g_assert_cmpint (symlink ("loop-a", g_build_filename (dir, "loop-b", NULL)), ==, 0);
  {
    g_autofree char *loop = g_build_filename (dir, "loop-a", NULL);
    g_assert_false (castellan_save_write (loop, new, new_len, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }
  /* (a read-only folder: /saves/full-disk, on a read-only mount) */
}

/* ---- an unreadable save is kept and not replaced unasked ------------------ */

static void
assert_resume_unreadable (const char *path, const char *why)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autoptr(GError) error = NULL;
  CastellanGameSetup s = hot_seat (5);
  guint failures = 0;
  gint64 start = g_get_monotonic_time ();
  struct stat before, after;

  g_assert_cmpint (lstat (path, &before), ==, 0);
  castellan_game_set_autosave_file (game, file);
  g_signal_connect (game, "save-failed", G_CALLBACK (count_failure_cb), &failures);
  g_assert_cmpint (castellan_game_resume (game, &error), ==, CASTELLAN_RESUME_UNREADABLE);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, why));
  g_assert_nonnull (strstr (error->message, "left as it is"));
  castellan_game_start (game, &s);
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpint (lstat (path, &after), ==, 0);
  g_assert_cmpuint (before.st_ino, ==, after.st_ino);
  g_assert_cmpint (before.st_mtime, ==, after.st_mtime);
}

static void
test_unreadable_kept (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-unread-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.castellan", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.castellan", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.castellan", NULL);
  g_autofree char *big = g_build_filename (dir, "big.castellan", NULL);
  g_autofree char *filler = g_strnfill (CS_MAX_FILE_SIZE + 100, '#');

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (big, filler, -1, NULL));
  assert_resume_unreadable (fifo, "not a regular file");
  assert_resume_unreadable (zero, "not a regular file");
  assert_resume_unreadable (folder, "folder");
  assert_resume_unreadable (big, "bytes");

  /* once the player agrees, the game replaces it */
  {
    g_autoptr(GFile) file = g_file_new_for_path (big);
    g_autoptr(CastellanGame) game = castellan_game_new ();
    g_autoptr(CastellanGame) again = castellan_game_new ();
    CastellanGameSetup s = hot_seat (6);

    castellan_game_set_autosave_file (game, file);
    g_assert_cmpint (castellan_game_resume (game, NULL), ==, CASTELLAN_RESUME_UNREADABLE);
    castellan_game_start (game, &s);
    castellan_game_replace_save (game);
    castellan_game_set_autosave_file (again, file);
    g_assert_cmpint (castellan_game_resume (again, NULL), ==, CASTELLAN_RESUME_DONE);
    g_assert_cmpuint (castellan_game_get_record (again)->seed, ==, 6);
  }
}

/* ---- what crashes leave behind ------------------------------------------- */

static void
test_clean_up (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-clean-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanGame) game = castellan_game_new ();
  const char *stale[] = { "current.castellan.AB12cd", ".goutputstream-XY12AB" };
  g_autofree char *fresh = g_build_filename (dir, "current.castellan.fresh1", NULL);
  g_autofree char *unrelated = g_build_filename (dir, "notes.txt", NULL);
  g_autoptr(GError) error = NULL;
  guint broken = 0;

  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *p = g_build_filename (dir, stale[i], NULL);
      g_assert_true (g_file_set_contents (p, "half a save", -1, NULL));
      g_assert_cmpint (g_utime (p, &(struct utimbuf) { .actime = 1000, .modtime = 1000 }), ==, 0);
    }
  g_assert_true (g_file_set_contents (fresh, "being written by another Castellan", -1, NULL));
  g_assert_true (g_file_set_contents (unrelated, "mine", -1, NULL));
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.broken-2026010%u-120000", path, i + 1);
      g_assert_true (g_file_set_contents (p, "old", -1, NULL));
    }
  /* a broken save now: set aside, and only the newest few kept */
  g_assert_true (g_file_set_contents (path, "[Game]\nnonsense\n", -1, NULL));
  castellan_game_set_autosave_file (game, file);
  g_assert_cmpint (castellan_game_resume (game, &error), ==, CASTELLAN_RESUME_SET_ASIDE);
  g_test_message ("%s", error->message);

  for (guint i = 0; i < G_N_ELEMENTS (stale); i++)
    {
      g_autofree char *p = g_build_filename (dir, stale[i], NULL);
      g_assert_false (g_file_test (p, G_FILE_TEST_EXISTS));
    }
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unrelated, G_FILE_TEST_EXISTS));
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;
    while ((name = g_dir_read_name (d)) != NULL)
      broken += g_str_has_prefix (name, "current.castellan.broken-");
  }
  g_assert_cmpuint (broken, ==, CASTELLAN_SAVE_MAX_SET_ASIDE);
  /* the newest is the one just set aside */
  g_assert_nonnull (strstr (error->message, ".broken-"));
  {
    g_autofree char *p = g_strdup_printf ("%s.broken-20260101-120000", path);
    g_assert_false (g_file_test (p, G_FILE_TEST_EXISTS));
  }
}

/* ---- two Castellans on one home ------------------------------------------ */

static void
test_second_instance (void)
{
  g_autofree char *dir = g_dir_make_tmp ("castellan-two-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current.castellan", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CastellanGame) first = castellan_game_new ();
  g_autoptr(CastellanGame) second = castellan_game_new ();
  CastellanGameSetup s1 = hot_seat (101), s2 = hot_seat (202);
  CsRng rng = { 7 };
  guint failures = 0;
  gsize newer_len, got_len;
  g_autofree char *newer = NULL;
  g_autofree char *got = NULL;

  castellan_game_set_autosave_file (first, file);
  g_assert_cmpint (castellan_game_resume (first, NULL), ==, CASTELLAN_RESUME_NONE);
  g_signal_connect (first, "save-failed", G_CALLBACK (count_failure_cb), &failures);
  castellan_game_start (first, &s1);
  play_random (first, &rng);

  /* a second Castellan (another session) resumes the first's game, then starts its own */
  castellan_game_set_autosave_file (second, file);
  g_assert_cmpint (castellan_game_resume (second, NULL), ==, CASTELLAN_RESUME_DONE);
  castellan_game_start (second, &s2);
  for (guint i = 0; i < 3; i++)
    play_random (second, &rng);
  newer = read_all (path, &newer_len);

  /* the first plays on: it must not silently overwrite the newer save */
  play_random (first, &rng);
  play_random (first, &rng);
  g_assert_cmpuint (failures, ==, 1);
  got = read_all (path, &got_len);
  g_assert_cmpmem (got, got_len, newer, newer_len);
}

/* ---- long names ----------------------------------------------------------- */

static void
test_long_name (void)
{
  g_autoptr(CastellanGame) game = castellan_game_new ();
  g_autofree char *huge = g_strnfill (10 * 1024 * 1024, 'a');
  CastellanGameSetup s = hot_seat (8);
  gint64 start = g_get_monotonic_time ();

  s.names[0] = huge;
  castellan_game_start (game, &s);
  g_assert_cmpint (g_utf8_strlen (castellan_game_get_player_name (game, 0), -1), ==, CS_MAX_NAME_CHARS);
  g_assert_cmpint (strlen (castellan_game_get_record (game)->names[0]), ==, CS_MAX_NAME_CHARS);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
}

/* ---- statistics ------------------------------------------------------------ */

static CastellanGame *
finished_game (void)
{
  CastellanGame *game = castellan_game_new ();
  CastellanGameSetup s = hot_seat (12);
  CsRng rng = { 12 };

  castellan_game_start (game, &s);
  while (castellan_game_get_phase (game) == CASTELLAN_PHASE_PLACE)
    play_random (game, &rng);
  return game;
}

static void
test_statistics (void)
{
  g_autoptr(CastellanGame) game = finished_game ();
  g_autofree char *path = castellan_statistics_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lines = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;
  gboolean kept = FALSE;

  /* damaged: counting starts again, the player is told, the old file kept */
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "[human]\nplayed=3\nwon=x\\Zy\\\n\xff\xfe", -1, NULL));
  g_assert_false (castellan_statistics_record (game, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "kept as"));
  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    kept |= g_str_has_prefix (name, "statistics.ini.broken-");
  g_assert_true (kept);
  g_clear_error (&error);
  lines = castellan_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (lines->len, ==, 1);
  g_assert_cmpuint (g_array_index (lines, CastellanStatsLine, 0).played, ==, 1);
  g_clear_pointer (&lines, g_array_unref);

  /* at the top of the range the counts stay there, never wrapping */
  g_assert_true (g_file_set_contents (path, "[human]\nplayed=2147483647\nwon=2147483647\nshared=0\n"
                                      "best=10\ntotal=9223372036854775807\n", -1, NULL));
  g_assert_true (castellan_statistics_record (game, &error));
  g_assert_no_error (error);
  lines = castellan_statistics_load (&error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_array_index (lines, CastellanStatsLine, 0).played, ==, G_MAXINT);
  g_assert_cmpint (g_array_index (lines, CastellanStatsLine, 0).total, >, 0);
  g_assert_cmpuint (g_array_index (lines, CastellanStatsLine, 0).won, <=, G_MAXINT);
}

int
main (int argc, char **argv)
{
  if (argc == 4 && strcmp (argv[1], "--writer") == 0)
    return writer (argv[2], (guint32) atoi (argv[3]));
  if (argc == 4 && strcmp (argv[1], "--computer-writer") == 0)
    return computer_writer (argv[2], (guint32) atoi (argv[3]));
  if (argc == 5 && strcmp (argv[1], "--classic-writer") == 0)
    return classic_writer (argv[2], (guint32) atoi (argv[3]), strcmp (argv[4], "bcb") == 0);
  if (argc == 5 && strcmp (argv[1], "--classic-computer-writer") == 0)
    return classic_computer_writer (argv[2], (guint32) atoi (argv[3]), strcmp (argv[4], "bcb") == 0);
  if (argc == 3 && strcmp (argv[1], "--tmpfs-child") == 0)
    return tmpfs_child (argv[2]);

  self_exe = argv[0];
  /* the statistics live here */
  g_setenv ("XDG_DATA_HOME", g_dir_make_tmp ("castellan-data-XXXXXX", NULL), TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/saves/sigkill", test_sigkill);
  g_test_add_func ("/saves/sigkill-classic", test_sigkill_classic);
  g_test_add_func ("/saves/garbage", test_garbage);
  g_test_add_func ("/saves/wrong-version", test_wrong_version);
  g_test_add_func ("/saves/hand-edited-illegal", test_hand_edited);
  g_test_add_func ("/saves/truncated", test_truncated);
  g_test_add_func ("/saves/move-count", test_move_count);
  g_test_add_func ("/saves/fsize-limit", test_fsize_limit);
  g_test_add_func ("/saves/full-disk", test_full_disk);
  g_test_add_func ("/saves/links", test_links);
  g_test_add_func ("/saves/unreadable-kept", test_unreadable_kept);
  g_test_add_func ("/saves/clean-up", test_clean_up);
  g_test_add_func ("/saves/second-instance", test_second_instance);
  g_test_add_func ("/saves/long-name", test_long_name);
  g_test_add_func ("/saves/statistics", test_statistics);
  return g_test_run ();
}
