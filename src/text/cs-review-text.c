/* cs-review-text.c — a reviewed move in the tutor's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both moves are played on one deal of the unseen tiles (never the real
 * pile: the review may not know the next draw) and their events told as
 * the log tells them; the sentences the two moves share are left out, so
 * what remains is what the better move does differently.
 */
#define G_LOG_DOMAIN "castellan-text"

#include "config.h"

#include <math.h>

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cs-classic-record.h"
#include "cs-classic-text.h"
#include "cs-review-text.h"
#include "cs-text.h"

#define EXPLAIN_DEAL G_GUINT64_CONSTANT (0x7265766965772d31)

/* @sentence with @rule cited before its full stop, unless it cites one */
static char *
cite (char *sentence, const char *rule)
{
  gsize n;
  char *out;

  if (sentence == NULL || rule == NULL || strstr (sentence, "(R-") || strstr (sentence, "(C-") ||
      strstr (sentence, "(B-"))
    return sentence;
  n = strlen (sentence);
  if (n > 0 && sentence[n - 1] == '.')
    sentence[n - 1] = '\0';
  out = g_strdup_printf ("%s (%s).", sentence, rule);
  g_free (sentence);
  return out;
}

/* a move's events in sentences, each citing its rule: @words says one
 * event (with @data, the game's), NULL for an event a review leaves out */
typedef char *(*EventWords) (const CsEvent *e, gconstpointer data);

static GPtrArray *
sentences (const CsEvents *ev, EventWords words, gconstpointer data)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < ev->n; i++)
    {
      char *s = words (&ev->ev[i], data);

      if (s)
        g_ptr_array_add (out, s);
    }
  return out;
}

typedef struct {
  const CsGame      *observed;   /* the position the mover saw */
  const CsGame      *after;      /* after the move, on a deal */
  CsTheme            theme;
  const char *const *names;
} CastleWords;

static char *
castle_event_words (const CsEvent *e, gconstpointer data)
{
  const CastleWords *w = data;
  const char *rule;

  switch (e->type)
    {
    case CS_EVENT_TILE_LAID:       rule = "R-3.2"; break;
    case CS_EVENT_FOLLOWER_PLACED: rule = "R-5.1"; break;
    case CS_EVENT_FEATURE_SCORED:  rule = "R-6.3"; break;
    case CS_EVENT_KEEP_PLACED:
    case CS_EVENT_KEEP_MOVED:      rule = "R-6.6"; break;
    case CS_EVENT_WALL_TILE_USED:  rule = "R-8"; break;
    case CS_EVENT_EXTRA_TURN:      rule = "R-8.1"; break;
    case CS_EVENT_WALL_TILE_TAKEN:
      if (!w->observed->wall_revealed[e->corner])
        /* its kind is the deal's, not the game's */
        return g_strdup_printf (_("%s wins a face-down wall tile (R-7.2)."), w->names[e->player]);
      rule = "R-7.2";
      break;
    default:
      return NULL;
    }
  return cite (cs_text_event (w->after, e, w->theme, w->names), rule);
}

static GPtrArray *
castle_sentences (const CsGame *observed, const CsGame *after, const CsEvents *ev, CsTheme theme,
                  const char *const *names)
{
  CastleWords w = { observed, after, theme, names };

  return sentences (ev, castle_event_words, &w);
}

typedef struct {
  const CsClassic   *after;      /* after the move, on a deal */
  const char *const *names;
} ClassicWords;

static char *
classic_event_words (const CsEvent *e, gconstpointer data)
{
  const ClassicWords *w = data;
  const char *rule;

  switch (e->type)
    {
    case CS_EVENT_TILE_LAID:        rule = "C-4.2"; break;
    case CS_EVENT_FOLLOWER_PLACED:  rule = "C-6.1"; break;
    case CS_EVENT_FEATURE_SCORED:   rule = "C-7.3"; break;
    case CS_EVENT_BRIDGE_PLACED:    rule = "B-3.1"; break;
    case CS_EVENT_CASTLE_BUILT:     rule = "B-4.3"; break;
    case CS_EVENT_BAZAAR_OPENED:    rule = "B-5.2"; break;
    case CS_EVENT_BAZAAR_OFFER:
    case CS_EVENT_BAZAAR_BID:
    case CS_EVENT_BAZAAR_PASS:      rule = "B-5.3"; break;
    case CS_EVENT_BAZAAR_TAKEN:     rule = "B-5.4"; break;
    default:
      /* no drawn or displayed tile: the deal's, not the game's (C-10) */
      return NULL;
    }
  return cite (cs_classic_text_event (w->after, e, w->names), rule);
}

static GPtrArray *
classic_sentences (const CsClassic *after, const CsEvents *ev, const char *const *names)
{
  ClassicWords w = { after, names };

  return sentences (ev, classic_event_words, &w);
}

static gboolean
has_sentence (GPtrArray *list, const char *s)
{
  for (guint i = 0; i < list->len; i++)
    if (strcmp (g_ptr_array_index (list, i), s) == 0)
      return TRUE;
  return FALSE;
}

/* "Better: …" with what only @better says, then "Instead of: …" with what only @played says */
static char *
contrast (GPtrArray *better, GPtrArray *played, const char *keeps)
{
  GString *b = g_string_new (NULL), *p = g_string_new (NULL);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < better->len; i++)
    if (!has_sentence (played, g_ptr_array_index (better, i)))
      g_string_append_printf (b, "%s%s", b->len ? " " : "", (char *) g_ptr_array_index (better, i));
  if (keeps)
    g_string_append_printf (b, "%s%s", b->len ? " " : "", keeps);
  for (guint i = 0; i < played->len; i++)
    if (!has_sentence (better, g_ptr_array_index (played, i)))
      g_string_append_printf (p, "%s%s", p->len ? " " : "", (char *) g_ptr_array_index (played, i));
  if (b->len)
    /* Translators: what the computer's preferred move does, in sentences of the game log */
    g_string_append_printf (out, _("Better: %s"), b->str);
  if (p->len)
    {
      if (out->len)
        g_string_append_c (out, ' ');
      /* Translators: what the move played did instead, in sentences of the game log */
      g_string_append_printf (out, _("Instead of: %s"), p->str);
    }
  g_string_free (b, TRUE);
  g_string_free (p, TRUE);
  return g_string_free (out, out->len == 0);
}

/* @m on the deal @g; an extra turn asked for under V-3 may hang on a wall
 * tile the deal does not put there: then the move without it */
static gboolean
play_on_deal (CsGame *g, const CsMove *m, CsEvents *ev)
{
  g_autofree CsGame *before = NULL;
  CsMove plain = *m;

  if (!(m->flags & CS_MOVE_EXTRA_TURN))
    return cs_game_play (g, m, ev, NULL);
  before = g_memdup2 (g, sizeof *g);
  if (cs_game_play (g, m, ev, NULL))
    return TRUE;
  memcpy (g, before, sizeof *g);
  ev->n = 0;
  plain.flags &= ~CS_MOVE_EXTRA_TURN;
  return cs_game_play (g, &plain, ev, NULL);
}

static char *
explain_castle (const CsReviewStep *step, CsTheme theme, const char *const *names)
{
  CsRng rng = { EXPLAIN_DEAL };
  g_autofree CsGame *g = g_new (CsGame, 3);
  g_autofree CsEvents *ev = g_new (CsEvents, 2);
  g_autoptr (GPtrArray) sb = NULL;
  g_autoptr (GPtrArray) sp = NULL;
  const char *keeps = NULL;

  cs_ai_determinize (step->game, &rng, &g[0]);
  memcpy (&g[1], &g[0], sizeof g[0]);
  memcpy (&g[2], &g[0], sizeof g[0]);
  ev[0].n = ev[1].n = 0;
  if (!play_on_deal (&g[1], step->best, &ev[0]) || !play_on_deal (&g[2], step->played, &ev[1]))
    return NULL;
  sb = castle_sentences (step->game, &g[1], &ev[0], theme, names);
  sp = castle_sentences (step->game, &g[2], &ev[1], theme, names);
  if (step->best->follower < 0 && step->played->follower >= 0)
    keeps = _("It keeps the follower in the supply for a later turn (R-5.1).");
  return contrast (sb, sp, keeps);
}

static char *
explain_classic (const CsReviewStep *step, const char *const *names)
{
  CsRng rng = { EXPLAIN_DEAL };
  g_autofree CsClassic *g = g_new (CsClassic, 3);
  g_autofree CsEvents *ev = g_new (CsEvents, 2);
  g_autoptr (GPtrArray) sb = NULL;
  g_autoptr (GPtrArray) sp = NULL;
  const char *keeps = NULL;

  cs_classic_ai_determinize (step->classic, &rng, &g[0]);
  memcpy (&g[1], &g[0], sizeof g[0]);
  memcpy (&g[2], &g[0], sizeof g[0]);
  ev[0].n = ev[1].n = 0;
  if (!cs_classic_play (&g[1], step->classic_best, &ev[0], NULL) ||
      !cs_classic_play (&g[2], step->classic_played, &ev[1], NULL))
    return NULL;
  sb = classic_sentences (&g[1], &ev[0], names);
  sp = classic_sentences (&g[2], &ev[1], names);
  if (step->classic_best->kind == CS_CLASSIC_MOVE_LAY && step->classic_played->kind == CS_CLASSIC_MOVE_LAY &&
      step->classic_best->follower < 0 && step->classic_played->follower >= 0)
    keeps = _("It keeps the meeple in the supply for a later turn (C-6.1).");
  return contrast (sb, sp, keeps);
}

char *
cs_review_text_explain (const CsReviewStep *step,
                        CsTheme             theme,
                        const char *const  *names)
{
  char *why;

  g_return_val_if_fail (step != NULL && step->judgement != NULL && names != NULL, NULL);

  if (step->judgement->matched)
    return NULL;
  /* the other move is called better only when it is, by the points the
   * verdict shows (one decimal): a played move that scored as well or
   * higher is said to be so */
  if (step->judgement->loss < 0.05)
    {
      if (step->judgement->played_value >= step->judgement->best_value + 0.05)
        return g_strdup (_("The move played scored higher than the one the level chose: it is the best move "
                           "found."));
      return g_strdup (_("The move played is as good as the one the level chose: by the estimate neither "
                         "is better."));
    }
  why = step->game ? explain_castle (step, theme, names) : explain_classic (step, names);
  if (why == NULL)
    {
      /* two moves the log words alike: another piece of the same kind on
       * the tile, or (classic) another turn of it at the same cell */
      g_autofree char *best = cs_review_text_move_words (step, TRUE, theme);
      g_autofree char *played = cs_review_text_move_words (step, FALSE, theme);

      /* two pieces of one kind on the tile read alike in words too: then
       * the record's notation, which names the piece by its letter */
      if (g_strcmp0 (best, played) == 0)
        {
          g_free (best);
          g_free (played);
          best = cs_review_text_move (step, TRUE);
          played = cs_review_text_move (step, FALSE);
        }

      /* Translators: the computer's move and the move played, both in
       * words ("I3, turned 90°, knight on the tower"), then a rule ID */
      why = g_strdup_printf (_("Better: %s rather than %s; the log tells them alike, but the tile or the "
                               "follower lies otherwise (%s)."),
                             best, played, step->game ? "R-5.1" : "C-6.1");
    }
  return why;
}

char *
cs_review_text_move (const CsReviewStep *step,
                     gboolean            best)
{
  g_return_val_if_fail (step != NULL, NULL);

  if (step->game)
    return cs_record_format_move (step->game, best ? step->best : step->played);
  return cs_classic_record_move_text (step->classic, best ? step->classic_best : step->classic_played);
}

/* the follower's piece on the tile in hand, as its role ("knight on the
 * city"), or NULL for none */
static char *
castle_follower_words (const CsGame *game, const CsMove *move, CsTheme theme)
{
  const CsTile *tile = &game->tileset->tiles[game->current];

  if (move->follower < 0 || (guint) move->follower >= tile->n_pieces)
    return NULL;
  /* Translators: a follower placed in a reviewed move: its role, then the
   * feature it stands on ("knight on the tower") */
  return g_strdup_printf (_("%1$s on the %2$s"), cs_text_role (tile->pieces[move->follower].type, theme),
                          cs_text_feature (tile->pieces[move->follower].type, theme));
}

static char *
classic_follower_words (const CsClassic *game, const CsClassicMove *move)
{
  const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);

  if (move->follower < 0)
    return NULL;
  if (move->follower >= d->n_pieces)
    /* Translators: a meeple placed on a bridge in a reviewed move (B-3.8) */
    return g_strdup (_("a meeple on the bridge"));
  /* Translators: a meeple placed in a reviewed move: its role, then the
   * feature it stands on ("farmer on the field") */
  return g_strdup_printf (_("%1$s on the %2$s"), cs_classic_text_role (d->pieces[move->follower].type),
                          cs_classic_text_feature (d->pieces[move->follower].type));
}

char *
cs_review_text_move_words (const CsReviewStep *step,
                           gboolean            best,
                           CsTheme             theme)
{
  g_autofree char *follower = NULL;
  g_autofree char *placed = NULL;
  char cell[16];
  guint rot;

  g_return_val_if_fail (step != NULL, NULL);

  if (step->game)
    {
      const CsMove *move = best ? step->best : step->played;

      cs_text_place_name (step->game, move->cell, cell);
      rot = move->rot;
      follower = castle_follower_words (step->game, move, theme);
    }
  else
    {
      const CsClassicMove *move = best ? step->classic_best : step->classic_played;

      switch ((CsClassicMoveKind) move->kind)
        {
        case CS_CLASSIC_MOVE_LAY:
          break;
        case CS_CLASSIC_MOVE_DISCARD:
          /* Translators: a reviewed move (B-3.6) */
          return g_strdup (_("puts the tile aside"));
        case CS_CLASSIC_MOVE_CASTLE:
          /* Translators: a reviewed move (B-4.2) */
          return g_strdup (_("builds a castle"));
        case CS_CLASSIC_MOVE_NO_CASTLE:
          /* Translators: a reviewed move (B-4.2) */
          return g_strdup (_("scores the small city"));
        case CS_CLASSIC_MOVE_OFFER:
          /* Translators: a reviewed move (B-5.3): the opening bid, in points */
          return g_strdup_printf (ngettext ("offers a tile for %d point", "offers a tile for %d points",
                                            ABS (move->amount)), move->amount);
        case CS_CLASSIC_MOVE_BID:
          /* Translators: a reviewed move (B-5.3): the bid, in points */
          return g_strdup_printf (ngettext ("bids %d point", "bids %d points", ABS (move->amount)), move->amount);
        case CS_CLASSIC_MOVE_PASS:
          /* Translators: a reviewed move (B-5.3) */
          return g_strdup (_("passes"));
        case CS_CLASSIC_MOVE_BUY:
          /* Translators: a reviewed move (B-5.4) */
          return g_strdup (_("buys the tile"));
        case CS_CLASSIC_MOVE_SELL:
          /* Translators: a reviewed move (B-5.4) */
          return g_strdup (_("sells the tile"));
        case CS_CLASSIC_MOVE_PICK:
          /* Translators: a reviewed move (BV-1) */
          return g_strdup (_("takes a tile"));
        case CS_CLASSIC_N_MOVE_KINDS:
        default:
          return cs_classic_record_move_text (step->classic, move);
        }
      {
        g_autofree char *shown = cs_classic_text_cell (move->cell);
        g_strlcpy (cell, shown, sizeof cell);
      }
      rot = move->rot;
      follower = classic_follower_words (step->classic, move);
      if (move->bridge != 0)
        {
          g_autofree char *with = follower;
          /* Translators: added to a reviewed move that lays a bridge (B-3) */
          follower = with ? g_strdup_printf (_("%s, with a bridge"), with) : g_strdup (_("with a bridge"));
        }
    }
  /* the cell, then the tile's turn in the words the log, Suggest a Move and
   * the tile's card use ("I3, turned a quarter clockwise"), then the
   * follower placed ("…, knight on the tower") */
  placed = g_strdup_printf (_("%1$s, %2$s"), cell, cs_text_turn (rot));
  if (follower != NULL)
    return g_strdup_printf (_("%1$s, %2$s"), placed, follower);
  return g_steal_pointer (&placed);
}

char *
cs_review_text_decimal (double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  char *point;

  /* not printf's %.1f: its mark is the system's (LC_NUMERIC), and a
   * language chosen in Preferences sets only the words (LANGUAGE), so a
   * German review read "3.2" on an English system; the words' catalog
   * knows the mark that goes with them */
  g_ascii_formatd (text, sizeof text, "%.1f", value);
  point = strchr (text, '.');
  if (point == NULL)
    return g_strdup (text);
  *point = '\0';
  /* Translators: the decimal mark of your language, as in the review's
   * "2.3 points": "," where the comma is the decimal mark */
  return g_strconcat (text, C_("decimal mark", "."), point + 1, NULL);
}

char *
cs_review_text_loss (const CsReviewMove *judgement)
{
  g_autofree char *loss = NULL, *error = NULL;

  g_return_val_if_fail (judgement != NULL, NULL);

  if (judgement->matched)
    return g_strdup ("");
  /* as the verdict rounds it: a move that gives away no tenth of a point
   * is said to give away nothing, not "0.0 ± 0.3", which reads as a sum */
  if (judgement->loss < 0.05)
    /* Translators: in a row of the review's moves list, where a move's
     * lost points stand ("−2.3 ± 0.4"): the move played is as good as the
     * level's, or better (the summary's "points given away") */
    return g_strdup (_("nothing given away"));
  /* Translators: in a row of the review's moves list: the points the move
   * gives away against the level's, and the standard error of that figure */
  loss = cs_review_text_decimal (judgement->loss);
  error = cs_review_text_decimal (judgement->stderr_diff);
  return g_strdup_printf (_("−%1$s ± %2$s"), loss, error);
}

char *
cs_review_text_signed (double value)
{
  g_autofree char *text = NULL;

  /* what rounds to 0.0 has no sign */
  if (fabs (value) < 0.05)
    value = 0.0;
  text = cs_review_text_decimal (fabs (value));
  if (value == 0.0)
    return g_steal_pointer (&text);
  return g_strconcat (value > 0 ? "+" : "−", text, NULL);
}

char *
cs_review_text_difference (const CsReviewMove *judgement)
{
  g_autofree char *loss = NULL, *error = NULL;

  g_return_val_if_fail (judgement != NULL, NULL);

  if (judgement->loss < 0.05)
    /* Translators: the end of a move's values in the review, where it
     * would say "Difference: 2.3 ± 0.4 points." (as the moves list's
     * "nothing given away") */
    return g_strdup (_("Nothing given away."));
  /* Translators: the end of a move's values in the review: the points the
   * move gives away against the level's, and their standard error */
  loss = cs_review_text_decimal (judgement->loss);
  error = cs_review_text_decimal (judgement->stderr_diff);
  return g_strdup_printf (_("Difference: %1$s ± %2$s points."), loss, error);
}
