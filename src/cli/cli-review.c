/* cli-review.c — the judgement of every move of a game record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * castellan-cli review RECORD [--level L] [--player N] [--json]: for each
 * move, the move played and the level's choice, each valued for the mover
 * on the same deals of the unseen tiles (cs-review.h), the points given
 * away and the standard error; then a summary per player. The same for
 * The Castle and classic Carcassonne, with or without its expansion.
 */
#define G_LOG_DOMAIN "castellan-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli-commands.h"
#include "cs-classic-record.h"
#include "cs-classic-text.h"
#include "cs-review-text.h"
#include "cs-review.h"

typedef struct {
  CsReviewMove judgement;
  char        *played;
  char        *best;
  char        *explanation;
} Entry;

typedef struct {
  const char  *game;        /* "castle" or "carcassonne" */
  CsAiLevel    level;
  guint        samples;
  guint        n_players;
  const char  *names[CS_CLASSIC_MAX_PLAYERS];
  CsTheme      theme;
  GArray      *entries;     /* Entry */
  gboolean     json;
} Review;

static void
entry_clear (gpointer data)
{
  Entry *e = data;

  g_free (e->played);
  g_free (e->best);
  g_free (e->explanation);
}

static const char *
level_title (CsAiLevel level)
{
  /* Translators: the computer levels, as in the New Game dialog */
  return level == CS_AI_EXPERT ? C_("level", "Expert") : C_("level", "Strong");
}

/* a move's grade (cs_review_grade), as the review window marks it */
static const char *
grade_words (CsReviewGrade grade)
{
  switch (grade)
    {
    case CS_REVIEW_GOOD:
      /* Translators: a reviewed move that loses under a point */
      return _("good, under a point");
    case CS_REVIEW_SLIP:
      /* Translators: a reviewed move that gives away from 1 to 3 points */
      return _("a small slip");
    case CS_REVIEW_MISTAKE:
      /* Translators: a reviewed move that gives away from 3 to 7 points */
      return _("a mistake");
    case CS_REVIEW_BLUNDER:
      /* Translators: a reviewed move that gives away 7 points or more */
      return _("a blunder");
    case CS_REVIEW_UNSURE:
    case CS_REVIEW_N_GRADES:
    default:
      return _("within the noise of the estimate");
    }
}

static void
print_line (const Review *rv, const Entry *e)
{
  const CsReviewMove *j = &e->judgement;
  const char *name = rv->names[j->player];

  if (j->matched)
    {
      /* Translators: a reviewed move the computer would have made too:
       * move number, player, the move, the level, the move's value */
      printf (_("Move %1$u, %2$s: %3$s — %4$s’s choice too (%5$+.1f)\n"), j->index + 1, name, e->played,
              level_title (rv->level), j->played_value);
      return;
    }
  /* Translators: move number, player, the move played and its value, the
   * level, its move and value, the points given away and their standard error */
  printf (_("Move %1$u, %2$s: %3$s (%4$+.1f); %5$s plays %6$s (%7$+.1f): %8$.1f ± %9$.1f points given away"),
          j->index + 1, name, e->played, j->played_value, level_title (rv->level), e->best, j->best_value, j->loss,
          j->stderr_diff);
  printf (" — %s", grade_words (j->grade));
  if (e->explanation)
    printf (". %s", e->explanation);
  printf ("\n");
}

static gboolean
on_step (const CsReviewStep *step, gpointer data)
{
  Review *rv = data;
  Entry e = { *step->judgement };

  e.played = cs_review_text_move (step, FALSE);
  e.best = cs_review_text_move (step, TRUE);
  e.explanation = cs_review_text_explain (step, rv->theme, rv->names);
  g_array_append_val (rv->entries, e);
  if (!rv->json)
    {
      print_line (rv, &e);
      fflush (stdout);
    }
  return TRUE;
}

static void
summarise (const Review *rv, guint player, CsReviewSummary *s)
{
  g_autofree CsReviewMove *moves = g_new (CsReviewMove, MAX (1u, rv->entries->len));

  for (guint i = 0; i < rv->entries->len; i++)
    moves[i] = g_array_index (rv->entries, Entry, i).judgement;
  cs_review_summary (moves, rv->entries->len, player, s);
}

static void
print_json (const Review *rv, guint only)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  cli_json_member_str (b, "format", "castellan-review");
  cli_json_member_int (b, "version", 1);
  cli_json_member_str (b, "game", rv->game);
  cli_json_member_str (b, "level", cs_ai_level_name (rv->level));
  cli_json_member_int (b, "samples", rv->samples);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < rv->entries->len; i++)
    {
      const Entry *e = &g_array_index (rv->entries, Entry, i);
      const CsReviewMove *j = &e->judgement;

      json_builder_begin_object (b);
      cli_json_member_int (b, "move", j->index + 1);
      cli_json_member_int (b, "player", j->player + 1);
      cli_json_member_str (b, "played", e->played);
      cli_json_member_str (b, "best", e->best);
      cli_json_member_num (b, "played_value", j->played_value);
      cli_json_member_num (b, "best_value", j->best_value);
      cli_json_member_num (b, "loss", j->loss);
      cli_json_member_num (b, "stderr", j->stderr_diff);
      cli_json_member_int (b, "samples", j->samples);
      cli_json_member_bool (b, "matched", j->matched);
      cli_json_member_str (b, "grade", cs_review_grade_name (j->grade));
      cli_json_member_bool (b, "mistake", j->mistake);
      cli_json_member_str (b, "explanation", e->explanation);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "summary");
  json_builder_begin_array (b);
  for (guint p = 0; p < rv->n_players; p++)
    {
      CsReviewSummary s;

      if (only != 0 && !(only & (1u << p)))
        continue;
      summarise (rv, p, &s);
      json_builder_begin_object (b);
      cli_json_member_int (b, "player", p + 1);
      cli_json_member_str (b, "name", rv->names[p]);
      cli_json_member_int (b, "moves", s.n_moves);
      cli_json_member_num (b, "total_loss", s.total_loss);
      cli_json_member_num (b, "mean_loss", s.mean_loss);
      cli_json_member_num (b, "mean_loss_stderr", s.mean_loss_stderr);
      cli_json_member_num (b, "good_share", s.good_share);
      json_builder_set_member_name (b, "grades");
      json_builder_begin_object (b);
      for (guint k = 0; k < CS_REVIEW_N_GRADES; k++)
        cli_json_member_int (b, cs_review_grade_name (k), s.n_graded[k]);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "costliest");
      json_builder_begin_array (b);
      for (guint k = 0; k < s.n_costliest; k++)
        json_builder_add_int_value (b, g_array_index (rv->entries, Entry, s.costliest[k]).judgement.index + 1);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  text = json_to_string (root, TRUE);
  printf ("%s\n", text);
}

static void
print_summary (const Review *rv, guint only)
{
  for (guint p = 0; p < rv->n_players; p++)
    {
      CsReviewSummary s;
      g_autoptr (GString) costly = g_string_new (NULL);

      if (only != 0 && !(only & (1u << p)))
        continue;
      summarise (rv, p, &s);
      for (guint k = 0; k < s.n_costliest; k++)
        {
          const CsReviewMove *j = &g_array_index (rv->entries, Entry, s.costliest[k]).judgement;
          /* Translators: one of the costliest moves: its number and the points it gave away */
          g_string_append_printf (costly, _("%s%u (%.1f)"), k ? ", " : "", j->index + 1, j->loss);
        }
      /* Translators: a player's summary: name, moves reviewed, points given
       * away in all, the share of moves that matched the level or lost under
       * a point, the level */
      printf (g_dngettext (GETTEXT_PACKAGE,
                           "%1$s: %2$u move, %3$.1f points given away, %4$.0f%% as %5$s plays or within a point",
                           "%1$s: %2$u moves, %3$.1f points given away, %4$.0f%% as %5$s plays or within a point",
                           s.n_moves),
              rv->names[p], s.n_moves, s.total_loss, 100.0 * s.good_share, level_title (rv->level));
      /* Translators: then the player's moves by grade: from 1 to 3 points
       * given away, from 3 to 7, 7 or more */
      printf (_("; small slips %1$u, mistakes %2$u, blunders %3$u"), s.n_graded[CS_REVIEW_SLIP],
              s.n_graded[CS_REVIEW_MISTAKE], s.n_graded[CS_REVIEW_BLUNDER]);
      if (costly->len)
        /* Translators: then the numbers of the costliest moves */
        printf (_("; costliest moves: %s"), costly->str);
      printf ("\n");
    }
}

static char    *opt_level = NULL;
static gint     opt_player = 0;
static gint     opt_samples = 0;
static gboolean opt_json = FALSE;
static char    *opt_game_ignored = NULL;

static gboolean
parse_options (int *argc, char ***argv, int *level)
{
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &opt_level,
      N_("The computer level that judges: strong (default) or expert"), N_("LEVEL") },
    { "player", 'p', 0, G_OPTION_ARG_INT, &opt_player, N_("Judge only this player’s moves, from 1"), N_("N") },
    { "samples", 0, 0, G_OPTION_ARG_INT, &opt_samples,
      N_("Deals of the unseen tiles a move (default: the level’s)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json, N_("Print the review as JSON"), NULL },
    { "game", 0, 0, G_OPTION_ARG_STRING, &opt_game_ignored, N_("The game: castle or carcassonne"), N_("GAME") },
    { NULL }
  };

  if (!cli_parse ("review", entries, "RECORD", argc, argv))
    return FALSE;
  *level = opt_level != NULL ? cs_ai_level_from_name (opt_level) : CS_AI_STRONG;
  if (*argc != 2 || (*level != CS_AI_STRONG && *level != CS_AI_EXPERT) || opt_player < 0 || opt_samples < 0)
    {
      fprintf (stderr, "castellan-cli review: %s\n",
               _("name one game record; --level is strong or expert; --player and --samples are at least 1"));
      return FALSE;
    }
  return TRUE;
}

static int
finish (Review *rv, gboolean ok, GError *error)
{
  guint only = opt_player > 0 ? 1u << (opt_player - 1) : 0;

  if (!ok)
    {
      fprintf (stderr, "castellan-cli review: %s\n", cli_error (error));
      return 1;
    }
  if (rv->json)
    print_json (rv, only);
  else
    print_summary (rv, only);
  return 0;
}

static gboolean
player_in_range (guint n_players)
{
  if (opt_player <= (gint) n_players)
    return TRUE;
  fprintf (stderr, "castellan-cli review: %s\n", _("--player names a seat of the game, from 1"));
  return FALSE;
}

int
cli_review (int argc, char **argv)
{
  g_autoptr (CsBoard) board = NULL;
  g_autoptr (CsTileset) tileset = NULL;
  g_autoptr (CsRecord) r = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  Review rv = { "castle" };
  CsReviewOptions opts = { 0 };
  int level;
  gboolean ok;

  if (!parse_options (&argc, &argv, &level))
    return 2;
  g_array_set_clear_func (entries, entry_clear);
  r = cli_load_record (argv[1], &board, &tileset, &error);
  if (r == NULL)
    return finish (&rv, FALSE, error);
  if (!player_in_range (CS_NUM_PLAYERS))
    return 2;
  rv.level = opts.level = level;
  opts.samples = opt_samples;
  opts.players = opt_player > 0 ? 1u << (opt_player - 1) : 0;
  rv.samples = opt_samples > 0 ? (guint) opt_samples : cs_review_default_samples (FALSE, level);
  rv.n_players = CS_NUM_PLAYERS;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    rv.names[p] = r->names[p];
  rv.theme = r->theme;
  rv.entries = entries;
  rv.json = opt_json;
  ok = cs_review_castle_record (r, board, tileset, &opts, NULL, on_step, &rv, &error);
  return finish (&rv, ok, error);
}

int
cli_classic_review (int argc, char **argv)
{
  g_autoptr (CsClassicRecord) r = NULL;
  g_autoptr (CsClassicTileset) set = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  Review rv = { "carcassonne" };
  CsReviewOptions opts = { 0 };
  int level;
  gboolean ok;

  if (!parse_options (&argc, &argv, &level))
    return 2;
  g_array_set_clear_func (entries, entry_clear);
  r = cli_load_classic_record ("review", argv[1], &set);
  if (r == NULL)
    return 1;
  if (!player_in_range (r->n_players))
    return 2;
  rv.level = opts.level = level;
  opts.samples = opt_samples;
  opts.players = opt_player > 0 ? 1u << (opt_player - 1) : 0;
  rv.samples = opt_samples > 0 ? (guint) opt_samples : cs_review_default_samples (TRUE, level);
  rv.n_players = r->n_players;
  for (guint p = 0; p < r->n_players; p++)
    rv.names[p] = r->names[p] ? r->names[p] : cs_classic_text_name (p);
  rv.theme = CS_THEME_CASTLE;
  rv.entries = entries;
  rv.json = opt_json;
  ok = cs_review_classic_record (r, set, &opts, NULL, on_step, &rv, &error);
  return finish (&rv, ok, error);
}
