/* test-lines-sheet.c — classic Carcassonne's final sheet, grouped per player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 32: the classic and expansion final sheet has The Castle's shape:
 * per seat, in seat order, a heading with the total, the score during the
 * game with a line per kind under it, the seat's end-of-game lines and the
 * subtotal. Whole games of computers, with farmers and without, with
 * Bridges, Castles and Bazaars, 2 and 5 seats, several deals: a seat's
 * lines add up to its final score, its kinds to its score during the game
 * (the total less what the engine's end lines gave it), every end line
 * scored for a seat is under that seat (a shared one under each of its
 * winners), every feature it completed is counted under it, each line
 * cites its rule. An end line a seat scored alone does not repeat the
 * name its heading gives; a screen reader still hears it.
 */
#define G_LOG_DOMAIN "test-lines-sheet"

#include "config.h"

#include <string.h>

#include "castellan-classic-tutor.h"
#include "castellan-final-lines.h"
#include "model-common.h"

typedef struct {
  gboolean farmers, bcb;
  guint    n_players;
  guint32  seed;
} Deal;

/* what the runs saw, over all the deals of a kind */
static guint seen_castle_fields, seen_fields, seen_castles, seen_bazaars, seen_shared, seen_folded, seen_farm_lists,
             seen_own;

/* An end line under its seat's heading: one the seat scored alone does not
 * name the seat again in its first line ("Field at 4,0…", not "Red: +8 for
 * the field at 4,0…"; the farmers' list under a field names everyone who
 * had some there), a screen reader hears it with the name; a line a tie
 * shares names every winner (C-7.2) */
static void
check_own_words (CastellanFinalLine *line, const CsEvent *e, const char *const *names, guint n_players, guint p)
{
  const char *text = castellan_final_line_get_text (line);
  const char *spoken = castellan_final_line_get_spoken (line);
  g_autofree char *first = g_strndup (text, strcspn (text, "\n"));
  g_autofree char *points = g_strdup_printf ("%+d", e->points);

  if (__builtin_popcount (e->winners) == 1)
    {
      if (strstr (first, names[p]) != NULL)
        g_error ("seat %u's own end line names it again under its heading: %s", p + 1, text);
      /* the points are in the points column, not in the words */
      g_assert_null (strstr (first, points));
      g_assert_true (g_str_has_prefix (spoken, names[p]));
      g_assert_nonnull (strstr (spoken, points));
      /* the rest said alike: the cities and castles a field borders */
      g_assert_true (g_str_has_suffix (spoken, text + strlen (first)));
      if (seen_own++ % 40 == 0)
        g_test_message ("under %s: “%s”; said “%s”", names[p], first, spoken);
    }
  else
    {
      for (guint q = 0; q < n_players; q++)
        if (e->winners & (1u << q))
          g_assert_nonnull (strstr (first, names[q]));
      g_assert_cmpstr (spoken, ==, text);
    }
}

static void
play_to_end (CastellanClassicGame *game)
{
  while (castellan_classic_game_get_phase (game) != CASTELLAN_PHASE_OVER)
    g_main_context_iteration (NULL, TRUE);
}

/* a field's cities, under its line: no two bullets alike. Two cities (or
 * castles) can share their lowest tile; each is then named with the part
 * of the tile it lies in (cs_classic_text_place) */
static guint
check_farm_cities (CastellanClassicGame *game, GArray *scored)
{
  const char *const *names = (const char *const *) castellan_classic_game_get_record (game)->names;
  guint checked = 0;

  for (guint k = 0; k < scored->len; k++)
    {
      g_autofree char *cities = castellan_classic_tutor_dup_farm_cities (castellan_classic_game_get_state (game),
                                                                        &g_array_index (scored, CsEvent, k), names);
      g_auto(GStrv) bullets = NULL;

      if (cities == NULL)
        continue;
      bullets = g_strsplit (cities, "\n", -1);
      for (guint a = 0; bullets[a] != NULL; a++)
        for (guint b = a + 1; bullets[b] != NULL; b++)
          if (*bullets[a] != '\0')
            g_assert_cmpstr (bullets[a], !=, bullets[b]);
      checked++;
    }
  return checked;
}

static void
check_sheet (CastellanClassicGame *game, const Deal *deal)
{
  const CsClassic *g = castellan_classic_game_get_state (game);
  GArray *scored = castellan_classic_game_get_scored (game);
  g_autoptr(GListModel) lines = castellan_final_lines_new_classic (game);
  guint n = g_list_model_get_n_items (lines), i = 0;
  /* how often each scored line is named under each seat */
  g_autofree guint *named = g_new0 (guint, scored->len * CS_CLASSIC_MAX_PLAYERS);

  g_assert_cmpuint (g->n_players, ==, deal->n_players);
  for (guint p = 0; p < g->n_players; p++)
    {
      g_autoptr(CastellanFinalLine) head = g_list_model_get_item (lines, i++);
      int total = castellan_final_line_get_points (head), game_score, during = 0, added = 0, finals = 0;
      gboolean subtotal = FALSE;

      /* the groups in seat order, as The Castle's, each headed by the name and the total */
      g_assert_cmpint (castellan_final_line_get_kind (head), ==, CASTELLAN_FINAL_LINE_PLAYER);
      g_assert_cmpint (castellan_final_line_get_player (head), ==, (int) p);
      g_assert_cmpstr (castellan_final_line_get_text (head), ==, castellan_classic_game_get_record (game)->names[p]);
      g_assert_cmpint (total, ==, g->player[p].score);
      g_assert_cmpint (total, ==, castellan_player_get_score (castellan_classic_game_get_player (game, p)));
      {
        g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i++);
        g_assert_cmpint (castellan_final_line_get_kind (line), ==, CASTELLAN_FINAL_LINE_GAME);
        g_assert_cmpint (castellan_final_line_get_player (line), ==, (int) p);
        game_score = castellan_final_line_get_points (line);
      }
      while (!subtotal)
        {
          g_autoptr(CastellanFinalLine) line = NULL;
          const char *rule;
          guint n_idx = 0;
          const guint *idx;

          g_assert_cmpuint (i, <, n);
          line = g_list_model_get_item (lines, i++);
          rule = castellan_final_line_get_rule (line);
          idx = castellan_final_line_get_scored_lines (line, &n_idx);
          g_assert_cmpint (castellan_final_line_get_player (line), ==, (int) p);
          g_assert_nonnull (castellan_final_line_get_text (line));
          if (rule != NULL)
            g_assert_null (strstr (castellan_final_line_get_text (line), rule));
          for (guint k = 0; k < n_idx; k++)
            {
              const CsEvent *e;

              g_assert_cmpuint (idx[k], <, scored->len);
              e = &g_array_index (scored, CsEvent, idx[k]);
              /* only what this seat scored */
              g_assert_true (e->winners & (1u << p));
              named[idx[k] * CS_CLASSIC_MAX_PLAYERS + p]++;
            }
          switch (castellan_final_line_get_kind (line))
            {
            case CASTELLAN_FINAL_LINE_DURING:
              /* a kind of what scored during the game: its features are ones completed then */
              g_assert_nonnull (rule);
              during += castellan_final_line_get_points (line);
              for (guint k = 0; k < n_idx; k++)
                g_assert_cmpint (g_array_index (scored, CsEvent, idx[k]).type, ==, CS_EVENT_FEATURE_SCORED);
              if (g_strcmp0 (rule, "C-7.3") == 0)
                g_assert_cmpuint (n_idx, >, 0);
              else if (g_strcmp0 (rule, "B-4.6") == 0)
                {
                  guint n_cells = 0;
                  g_assert_true (deal->bcb);
                  g_assert_nonnull (castellan_final_line_get_cells (line, &n_cells));
                  seen_castles++;
                }
              else
                {
                  g_assert_cmpstr (rule, ==, "B-5.4");
                  g_assert_true (deal->bcb);
                  seen_bazaars++;
                }
              break;
            case CASTELLAN_FINAL_LINE_SCORE:
              {
                const CsEvent *e;

                /* an end line: one of the engine's, with its points for this seat */
                g_assert_cmpuint (n_idx, ==, 1);
                e = &g_array_index (scored, CsEvent, idx[0]);
                g_assert_cmpint (e->type, ==, CS_EVENT_FINAL_LINE);
                g_assert_cmpint (castellan_final_line_get_points (line), ==, e->points);
                g_assert_cmpint (e->points, !=, 0);
                g_assert_cmpstr (rule, ==, e->kind == CS_LINE_FARM ? "C-8.3" : "C-8.2");
                /* a field that borders castles cites B-4.10 too, as a second link */
                if (e->kind == CS_LINE_FARM && e->castles > 0)
                  {
                    const char *const *rules = castellan_final_line_get_rules (line);
                    g_assert_true (deal->bcb);
                    g_assert_nonnull (rules);
                    g_assert_true (g_strv_contains (rules, "B-4.10"));
                    g_assert_null (strstr (castellan_final_line_get_text (line), "B-4.10"));
                    seen_castle_fields++;
                  }
                check_own_words (line, e, (const char *const *) castellan_classic_game_get_record (game)->names,
                                 g->n_players, p);
                seen_fields += e->kind == CS_LINE_FARM;
                seen_shared += __builtin_popcount (e->winners) > 1;
                added += castellan_final_line_get_points (line);
              }
              break;
            case CASTELLAN_FINAL_LINE_NO_EFFECT:
              g_assert_cmpint (castellan_final_line_get_points (line), ==, 0);
              g_assert_cmpuint (n_idx, >, 0);
              for (guint k = 0; k < n_idx; k++)
                g_assert_cmpint (g_array_index (scored, CsEvent, idx[k]).points, ==, 0);
              /* a screen reader hears whose the folded lines are */
              {
                const char *const *names = (const char *const *) castellan_classic_game_get_record (game)->names;
                const char *spoken_detail = castellan_final_line_get_spoken_detail (line);

                g_assert_nonnull (spoken_detail);
                g_assert_nonnull (strstr (spoken_detail, names[p]));
                for (guint k = 0; k < n_idx; k++)
                  if (__builtin_popcount (g_array_index (scored, CsEvent, idx[k]).winners) == 1)
                    g_assert_cmpstr (spoken_detail, !=, castellan_final_line_get_detail (line));
              }
              seen_folded++;
              break;
            case CASTELLAN_FINAL_LINE_SUBTOTAL:
              g_assert_cmpint (castellan_final_line_get_points (line), ==, added);
              subtotal = TRUE;
              break;
            default:
              g_error ("seat %u: a line of kind %d inside its group: %s", p + 1,
                       castellan_final_line_get_kind (line), castellan_final_line_get_text (line));
            }
        }
      /* the kinds add up to the score during the game, and that with the end lines to the total */
      g_assert_cmpint (during, ==, game_score);
      g_assert_cmpint (game_score + added, ==, total);
      /* the score during the game as the engine's end lines leave it */
      for (guint k = 0; k < scored->len; k++)
        {
          const CsEvent *e = &g_array_index (scored, CsEvent, k);
          if (e->type == CS_EVENT_FINAL_LINE && (e->winners & (1u << p)))
            finals += e->points;
        }
      g_assert_cmpint (game_score, ==, total - finals);
    }
  /* nothing after the groups */
  g_assert_cmpuint (i, ==, n);
  /* every line a seat scored, in the game or at its end, is under that
   * seat once; a shared one under each of its winners */
  for (guint k = 0; k < scored->len; k++)
    {
      const CsEvent *e = &g_array_index (scored, CsEvent, k);
      for (guint p = 0; p < g->n_players; p++)
        {
          guint want = (e->winners & (1u << p)) ? 1 : 0;
          if (named[k * CS_CLASSIC_MAX_PLAYERS + p] != want)
            g_error ("seed %u: scored line %u (type %u, winners %#x) is named %u times under seat %u, not %u",
                     deal->seed, k, e->type, e->winners, named[k * CS_CLASSIC_MAX_PLAYERS + p], p + 1, want);
        }
    }
}

static void
test_sheet (gconstpointer data)
{
  const Deal *kind = data;
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL,
                                        CASTELLAN_PLAYER_BEGINNER, CASTELLAN_PLAYER_CASUAL };
  static const guint32 seeds[] = { 3, 11, 29 };

  seen_own = seen_farm_lists = seen_castle_fields = seen_fields = seen_castles = seen_bazaars = seen_shared = seen_folded = 0;
  for (guint n_players = 2; n_players <= 5; n_players += 3)
    for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
      {
        Deal deal = { kind->farmers, kind->bcb, n_players, seeds[s] };
        g_autoptr(CastellanClassicGame) game = model_classic_game_new (n_players, deal.farmers, deal.bcb, deal.seed,
                                                                       kinds, NULL);
        /* before the end there is no sheet */
        g_autoptr(GListModel) early = castellan_final_lines_new_classic (game);

        g_assert_cmpuint (g_list_model_get_n_items (early), ==, 0);
        play_to_end (game);
        g_test_message ("%u seats, seed %u", n_players, deal.seed);
        check_sheet (game, &deal);
        seen_farm_lists += check_farm_cities (game, castellan_classic_game_get_scored (game));
      }
  if (kind->farmers)
    {
      g_assert_cmpuint (seen_fields, >, 0);
      g_assert_cmpuint (seen_farm_lists, >, 0);
    }
  else
    g_assert_cmpuint (seen_fields, ==, 0);
  if (kind->bcb)
    {
      g_assert_cmpuint (seen_bazaars, >, 0);
      g_assert_cmpuint (seen_castle_fields, >, 0);
    }
  else
    g_assert_cmpuint (seen_castles + seen_bazaars, ==, 0);
  g_assert_cmpuint (seen_own, >, 0);
  g_test_message ("fields %u, castles %u, bazaars %u, shared %u, folded %u, own %u", seen_fields, seen_castles,
                  seen_bazaars, seen_shared, seen_folded, seen_own);
}

/* The tutor's last hint tells a newcomer how to read the sheet as it is:
 * each player's score in two parts, named as the sheet's lines name them
 * ("Score during the game", "Final scoring"), the fields only where there
 * are farmers, and that a line lights what it scored */
static void
test_sheet_hint (gconstpointer data)
{
  gboolean farmers = GPOINTER_TO_INT (data);
  const CastellanPlayerKind kinds[] = { CASTELLAN_PLAYER_CASUAL, CASTELLAN_PLAYER_BEGINNER };
  g_autoptr(CastellanClassicGame) game = model_classic_game_new (2, farmers, FALSE, 7, kinds, NULL);
  g_autoptr(CastellanClassicTurn) turn = castellan_classic_turn_new (game);
  g_autoptr(CastellanClassicTutor) tutor = castellan_classic_tutor_new (turn);
  GListModel *hints = castellan_hint_source_get_hints (CASTELLAN_HINT_SOURCE (tutor), CASTELLAN_HINTS_TILE);
  g_autoptr(GListModel) lines = NULL;
  const char *text = NULL;

  play_to_end (game);
  for (guint i = 0; i < g_list_model_get_n_items (hints); i++)
    {
      g_autoptr(CastellanHint) hint = g_list_model_get_item (hints, i);

      if (g_strcmp0 (castellan_hint_get_key (hint), "over:sheet") == 0)
        text = castellan_hint_get_text (hint);   /* the list holds it */
    }
  g_assert_nonnull (text);
  g_test_message ("%s", text);
  lines = castellan_final_lines_new_classic (game);
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(CastellanFinalLine) line = g_list_model_get_item (lines, i);
      CastellanFinalLineKind kind = castellan_final_line_get_kind (line);

      if (kind == CASTELLAN_FINAL_LINE_GAME || kind == CASTELLAN_FINAL_LINE_SUBTOTAL)
        if (strstr (text, castellan_final_line_get_text (line)) == NULL)
          g_error ("the sheet's hint does not name its part “%s”: %s", castellan_final_line_get_text (line), text);
    }
  g_assert_cmpint (strstr (text, "fields") != NULL, ==, farmers);
  g_assert_nonnull (strstr (text, "Point at a line"));
}

int
main (int argc, char *argv[])
{
  static const Deal farmers = { TRUE, FALSE, 0, 0 }, plain = { FALSE, FALSE, 0, 0 }, bcb = { TRUE, TRUE, 0, 0 };

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/lines-sheet/classic-farmers", &farmers, test_sheet);
  g_test_add_data_func ("/lines-sheet/classic-without-farmers", &plain, test_sheet);
  g_test_add_data_func ("/lines-sheet/bcb", &bcb, test_sheet);
  g_test_add_data_func ("/lines-sheet/hint-farmers", GINT_TO_POINTER (TRUE), test_sheet_hint);
  g_test_add_data_func ("/lines-sheet/hint-without-farmers", GINT_TO_POINTER (FALSE), test_sheet_hint);
  return g_test_run ();
}
