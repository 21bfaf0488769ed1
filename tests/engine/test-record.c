/* test-record.c — a record written by the engine replays to the same game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-common.h"

static void
assert_same_game (const CsGame *a, const CsGame *b)
{
  g_assert_cmpmem (a->draw_order, sizeof a->draw_order, b->draw_order, sizeof b->draw_order);
  g_assert_cmpmem (a->wall_kind, sizeof a->wall_kind, b->wall_kind, sizeof b->wall_kind);
  g_assert_cmpmem (a->wall_revealed, sizeof a->wall_revealed, b->wall_revealed, sizeof b->wall_revealed);
  g_assert_cmpmem (a->cell_tile, sizeof a->cell_tile, b->cell_tile, sizeof b->cell_tile);
  g_assert_cmpmem (a->cell_rot, sizeof a->cell_rot, b->cell_rot, sizeof b->cell_rot);
  g_assert_cmpmem (a->player, sizeof a->player, b->player, sizeof b->player);
  g_assert_cmpuint (a->variants, ==, b->variants);
  g_assert_cmpuint (a->n_laid, ==, b->n_laid);
  g_assert_cmpuint (a->n_removed, ==, b->n_removed);
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_cmpuint (a->move, ==, b->move);
  g_assert_cmpuint (a->n_nodes, ==, b->n_nodes);
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->active, ==, b->active);
  for (guint n = 0; n < a->n_nodes; n++)
    {
      guint16 ra = cs_game_find (a, n), rb = cs_game_find (b, n);
      g_assert_cmpuint (ra, ==, rb);
      g_assert_cmpmem (&a->feat[ra], sizeof (CsFeature), &b->feat[rb], sizeof (CsFeature));
    }
}

static void
round_trip (guint32 seed, guint variants, gboolean greedy)
{
  g_autoptr(CsBoard) board = tc_shipped_board ();
  g_autoptr(CsTileset) tileset = tc_shipped_tileset ();
  g_autoptr(CsRecord) rec = cs_record_new ();
  g_autoptr(CsRecord) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GByteArray) ev1 = g_byte_array_new ();
  g_autoptr(GByteArray) ev2 = g_byte_array_new ();
  g_autofree CsGame *g1 = g_new0 (CsGame, 1);
  g_autofree CsGame *g2 = g_new0 (CsGame, 1);
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  g_autofree char *data = NULL;
  g_autofree char *data2 = NULL;
  CsRng rng = { seed };
  gsize len, len2;

  cs_record_setup_from_seed (rec, tileset, seed, seed % 2);
  rec->variants = variants;
  g_assert_true (cs_record_start (rec, board, tileset, g1, ev, &error));
  g_byte_array_append (ev1, (guint8 *) ev->ev, ev->n * sizeof (CsEvent));
  while (!cs_game_over (g1))
    {
      CsMove m;
      CsCompletion comp[CS_MAX_COMPLETE];
      guint n;

      cs_move_init (&m, 0, 0, -1);
      if (greedy)
        cs_policy_greedy (g1, &rng, &m);
      else
        cs_policy_random (g1, &rng, &m);
      /* spell out the scoring order (reversed groups where legal) now and then */
      n = cs_game_completions (g1, m.cell, m.rot, m.follower, comp);
      if (n > 1 && (rng.s & 1) && !(m.flags & CS_MOVE_CUSTOM_ORDER))
        {
          guint k = 0;
          for (int grp = 0; grp < 3; grp++)
            for (int i = n - 1; i >= 0; i--)
              {
                int want = comp[i].scorer == g1->active ? 0 : comp[i].scorer >= 0 ? 1 : 2;
                if (want == grp)
                  m.order[k++] = i;
              }
          m.n_order = n;
          m.flags |= CS_MOVE_CUSTOM_ORDER;
        }
      cs_record_add_move (rec, g1, &m);
      ev->n = 0;
      g_assert_true (cs_game_play (g1, &m, ev, &error));
      g_assert_no_error (error);
      g_byte_array_append (ev1, (guint8 *) ev->ev, ev->n * sizeof (CsEvent));
    }

  data = cs_record_to_data (rec, &len);
  back = cs_record_parse (data, len, "round-trip.castellan", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->moves->len, ==, rec->moves->len);
  g_assert_cmpuint (back->variants, ==, variants);
  ev->n = 0;
  g_assert_true (cs_record_start (back, board, tileset, g2, ev, &error));
  g_byte_array_append (ev2, (guint8 *) ev->ev, ev->n * sizeof (CsEvent));
  for (guint i = 0; i < back->moves->len; i++)
    {
      ev->n = 0;
      if (!cs_record_play_move (back, i, g2, ev, &error))
        g_error ("seed %u: %s", seed, error->message);
      g_byte_array_append (ev2, (guint8 *) ev->ev, ev->n * sizeof (CsEvent));
    }
  g_assert_true (cs_game_over (g2));
  assert_same_game (g1, g2);
  if (ev1->len != ev2->len || memcmp (ev1->data, ev2->data, ev1->len) != 0)
    {
      const CsEvent *a = (const CsEvent *) ev1->data, *b = (const CsEvent *) ev2->data;
      guint na = ev1->len / sizeof (CsEvent), nb = ev2->len / sizeof (CsEvent);
      for (guint i = 0; i < MAX (na, nb); i++)
        if (i >= na || i >= nb || memcmp (&a[i], &b[i], sizeof (CsEvent)) != 0)
          g_error ("seed %u: event %u differs: type %d vs %d (of %u and %u events)", seed, i,
                   i < na ? a[i].type : -1, i < nb ? b[i].type : -1, na, nb);
    }

  /* and writing it again gives the same bytes */
  data2 = cs_record_to_data (back, &len2);
  g_assert_cmpmem (data, len, data2, len2);
}

static void
test_round_trip (void)
{
  for (guint32 seed = 1; seed <= 60; seed++)
    round_trip (seed, (seed / 3) % 16, seed % 2 == 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/round-trip", test_round_trip);
  return g_test_run ();
}
