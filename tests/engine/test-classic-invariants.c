/* test-classic-invariants.c — seeded classic games (2–5 players, with and
 * without farmers) checked after every move against a from-scratch recount
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The recount knows nothing of the engine's union-find: it floods the laid
 * tiles' pieces across matching segments, counts open sides and cloister
 * neighbours itself, and works out every move's points (C-7) and the final
 * scoring (C-8) from the meeples it sees. CASTELLAN_INVARIANT_GAMES sets the
 * number of games (10,000 by default).
 */

#include <stdlib.h>
#include <string.h>

#include "cs-classic.h"
#include "test-common.h"

static const int side_delta[4] = { -CS_CLASSIC_W, 1, CS_CLASSIC_W, -1 };

typedef struct {
  guint   n;                                   /* components */
  guint16 comp[CS_CLASSIC_MAX_NODES];          /* node -> component */
  guint8  type[CS_CLASSIC_MAX_NODES];
  guint8  size[CS_CLASSIC_MAX_NODES];
  guint16 open[CS_CLASSIC_MAX_NODES];
  guint8  shields[CS_CLASSIC_MAX_NODES];
  CsTileMask slots[CS_CLASSIC_MAX_NODES];
} Recount;

static guint
node_of (const CsClassic *g, guint slot, guint seg)
{
  const CsClassicDesign *d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
  return g->slot_node[slot] + d->rot_piece[g->slot_rot[slot]][seg];
}

static void
recount (const CsClassic *g, Recount *r)
{
  guint16 stack[CS_CLASSIC_MAX_NODES];

  r->n = 0;
  memset (r->shields, 0, g->n_nodes);
  memset (r->size, 0, g->n_nodes);
  memset (r->open, 0, g->n_nodes * sizeof r->open[0]);
  memset (r->slots, 0, g->n_nodes * sizeof r->slots[0]);
  for (guint n = 0; n < g->n_nodes; n++)
    r->comp[n] = G_MAXUINT16;
  for (guint start = 0; start < g->n_nodes; start++)
    {
      guint sp = 0, c = r->n++;

      if (r->comp[start] != G_MAXUINT16)
        {
          r->n--;
          continue;
        }
      r->comp[start] = c;
      stack[sp++] = start;
      while (sp > 0)
        {
          guint n = stack[--sp];
          guint slot = g->node_slot[n], piece = g->node_piece[n];
          guint cell = g->slot_cell[slot], rot = g->slot_rot[slot];
          const CsClassicDesign *d = cs_classic_tile (g->tileset, g->slot_tile[slot]);
          const CsClassicPiece *pc = &d->pieces[piece];

          r->type[c] = pc->type;
          r->shields[c] += pc->shield;
          if (!cs_tile_mask_has (&r->slots[c], slot))
            {
              cs_tile_mask_set (&r->slots[c], slot);
              r->size[c]++;
            }
          if (pc->type == CS_CLASSIC_CLOISTER)
            {
              static const int ring[8][2] = { {-1,-1},{0,-1},{1,-1},{1,0},{1,1},{0,1},{-1,1},{-1,0} };
              guint empty = 0;
              for (guint i = 0; i < 8; i++)
                empty += g->cell_slot[cs_classic_cell (cs_classic_cell_x (cell) + ring[i][0],
                                                        cs_classic_cell_y (cell) + ring[i][1])] == CS_CLASSIC_NO_SLOT;
              r->open[c] += empty;
              continue;
            }
          for (guint seg = 0; seg < 12; seg++)
            {
              guint nb, ns;
              if (d->rot_piece[rot][seg] != piece)
                continue;
              nb = cell + side_delta[seg / 3];
              ns = g->cell_slot[nb];
              if (ns == CS_CLASSIC_NO_SLOT)
                {
                  if (seg % 3 == 1 && pc->type != CS_CLASSIC_FIELD)
                    r->open[c]++;
                  continue;
                }
              {
                guint m = node_of (g, ns, cs_segment_facing (seg));
                const CsClassicDesign *nd = cs_classic_tile (g->tileset, g->slot_tile[ns]);
                if (nd->pieces[g->node_piece[m]].type != pc->type)
                  g_error ("a %s segment faces a %s segment: the sides did not match (C-4.3)",
                           cs_classic_kind_name (pc->type), cs_classic_kind_name (nd->pieces[g->node_piece[m]].type));
                if (r->comp[m] == G_MAXUINT16)
                  {
                    r->comp[m] = c;
                    stack[sp++] = m;
                  }
              }
            }
        }
    }
}

static gboolean
complete (const Recount *r, guint c)
{
  return r->type[c] != CS_CLASSIC_FIELD && r->open[c] == 0;
}

/* the meeples per component and player from a list of nodes */
static void
count_meeples (const Recount *r, const guint16 *nodes, const guint8 *owner, guint n,
               guint8 (*per)[CS_CLASSIC_MAX_PLAYERS])
{
  memset (per, 0, sizeof (guint8) * CS_CLASSIC_MAX_PLAYERS * CS_CLASSIC_MAX_NODES);
  for (guint i = 0; i < n; i++)
    per[r->comp[nodes[i]]][owner[i]]++;
}

static guint
winners (const guint8 *per, guint n_players)
{
  guint best = 0, mask = 0;
  for (guint p = 0; p < n_players; p++)
    if (per[p] > best)
      {
        best = per[p];
        mask = 1u << p;
      }
    else if (per[p] == best && best > 0)
      mask |= 1u << p;
  return mask;
}

static guint
points (const Recount *r, guint c, gboolean final)
{
  switch (r->type[c])
    {
    case CS_CLASSIC_ROAD: return r->size[c];
    case CS_CLASSIC_CITY: return final ? r->size[c] + r->shields[c] : 2 * (r->size[c] + r->shields[c]);
    case CS_CLASSIC_CLOISTER: return 9 - r->open[c];
    default: return 0;
    }
}

typedef struct {
  guint    games;
  guint64  moves;
  guint64  farm_points;
  guint    shared;
} Totals;

static void
check_game (const CsClassicTileset *set, guint32 seed, Totals *tot)
{
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autofree CsClassic *before = g_new0 (CsClassic, 1);
  g_autofree Recount *r = g_new0 (Recount, 1);
  g_autofree guint8 (*per)[CS_CLASSIC_MAX_PLAYERS] = g_malloc0 (CS_CLASSIC_MAX_NODES * CS_CLASSIC_MAX_PLAYERS);
  CsRng rng = { seed * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) + 1 };
  guint players = 2 + seed % 4;
  guint options = (seed / 4) % 2 ? CS_CLASSIC_NO_FARMERS : 0;
  gboolean greedy = seed % 50 == 0;

  cs_classic_init (g, set, players, options, seed, seed % players, NULL);
  while (!cs_classic_over (g))
    {
      CsClassicMove m;
      g_autoptr(GError) error = NULL;
      guint16 nodes[CS_CLASSIC_MAX_PLAYERS * CS_CLASSIC_FOLLOWERS];
      guint8 owner[CS_CLASSIC_MAX_PLAYERS * CS_CLASSIC_FOLLOWERS];
      guint nm = 0, new_slot;
      int want[CS_CLASSIC_MAX_PLAYERS];

      if (greedy)
        cs_classic_policy_greedy (g, &rng, &m);
      else
        cs_classic_policy_random (g, &rng, &m);
      memcpy (before, g, sizeof *g);
      if (!cs_classic_play (g, &m, NULL, &error))
        g_error ("seed %u move %u: the policy's move is illegal: %s", seed, g->move + 1, error->message);
      tot->moves++;
      new_slot = before->n_laid;
      recount (g, r);

      /* the frontier: empty cells, each with its constraint byte beside it
       * as the grid has it, and its place in the list (issue 34); the cells
       * constrained on one side only, counted by that side's kind */
      {
        guint single[4] = { 0 };

        for (guint i = 0; i < g->n_frontier; i++)
          {
            guint cell = g->frontier[i], con = g->cell_con[cell], sides = 0;
            if (g->cell_slot[cell] != CS_CLASSIC_NO_SLOT || g->cell_con[cell] == 0 ||
                g->frontier_con[i] != g->cell_con[cell] || g->cell_fpos[cell] != i)
              g_error ("seed %u move %u: frontier entry %u (cell %u) is stale", seed, g->move, i, cell);
            for (guint s = 0; s < 4; s++)
              if ((con >> (2 * s)) & 3)
                {
                  sides++;
                  single[0] = (con >> (2 * s)) & 3;
                }
            if (sides == 1)
              single[single[0]]++;
          }
        for (guint k = 1; k < 4; k++)
          if (g->n_single[k] != single[k])
            g_error ("seed %u move %u: %u frontier cells are held by one side of kind %u, counted %u", seed,
                     g->move, single[k], k - 1, g->n_single[k]);
      }
      /* each slot's cloister piece, kept beside the slot (issue 34) */
      for (guint s = 0; s < g->n_laid; s++)
        if (g->slot_cloister[s] != cs_classic_tile (set, g->slot_tile[s])->cloister)
          g_error ("seed %u move %u: slot %u's cloister piece is %u, its design's %u", seed, g->move, s,
                   g->slot_cloister[s], cs_classic_tile (set, g->slot_tile[s])->cloister);

      /* the cells around the tile just laid that hold a cloister, noted
       * for its scoring (issue 34) */
      {
        static const int ring[8][2] = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 } };
        guint cell = g->slot_cell[new_slot], want_ring = 0;

        for (guint i = 0; i < 8; i++)
          {
            guint nslot = g->cell_slot[cs_classic_cell (cs_classic_cell_x (cell) + ring[i][0],
                                                        cs_classic_cell_y (cell) + ring[i][1])];
            if (nslot != CS_CLASSIC_NO_SLOT && cs_classic_tile (set, g->slot_tile[nslot])->cloister != 0xFF)
              want_ring |= 1u << i;
          }
        if (g->ring_cloisters != want_ring)
          g_error ("seed %u move %u: the cloisters around the tile laid are 0x%x, not 0x%x", seed, g->move,
                   g->ring_cloisters, want_ring);
      }

      /* the set of cloisters with an empty cell around them, which laying
       * asks instead of the ring's cells (issue 34, fourth round) */
      for (guint s = 0; s < g->n_laid; s++)
        {
          guint cell = g->slot_cell[s];
          gboolean open = FALSE, listed = FALSE;

          if (cs_classic_tile (set, g->slot_tile[s])->cloister != 0xFF)
            for (int dy = -1; dy <= 1; dy++)
              for (int dx = -1; dx <= 1; dx++)
                open |= g->cell_slot[cs_classic_cell (cs_classic_cell_x (cell) + dx,
                                                      cs_classic_cell_y (cell) + dy)] == CS_CLASSIC_NO_SLOT;
          for (guint i = 0; i < g->n_open_cloisters; i++)
            listed |= g->open_cloister[i] == cell;
          if (listed != open)
            g_error ("seed %u move %u: slot %u is %s the open cloisters, and should %s", seed, g->move, s,
                     open ? "not in" : "in", open ? "be" : "not be");
        }

      /* the engine's features agree with the flood, node by node */
      for (guint n = 0; n < g->n_nodes; n++)
        {
          guint16 root = cs_classic_find (g, n);
          const CsClassicFeature *f = &g->feat[root];
          guint c = r->comp[n];
          if (r->comp[root] != c)
            g_error ("seed %u move %u: node %u is joined to a piece it does not touch", seed, g->move, n);
          if (f->type != r->type[c] || cs_tile_mask_count (&f->tiles) != r->size[c] ||
              f->shields != r->shields[c] || (f->type != CS_CLASSIC_FIELD && f->open != r->open[c]))
            g_error ("seed %u move %u: the %s at node %u: size %u open %u shields %u; recount %u %u %u",
                     seed, g->move, cs_classic_kind_name (f->type), n, cs_tile_mask_count (&f->tiles),
                     f->open, f->shields, r->size[c], r->open[c], r->shields[c]);
          if (f->scored != complete (r, c))
            g_error ("seed %u move %u: node %u scored=%u but the recount says complete=%u",
                     seed, g->move, n, f->scored, complete (r, c));
        }
      for (guint n = 0; n < g->n_nodes; n++)
        for (guint k = n + 1; k < g->n_nodes && k < n + 16; k++)
          if ((r->comp[n] == r->comp[k]) != (cs_classic_find (g, n) == cs_classic_find (g, k)))
            g_error ("seed %u move %u: nodes %u and %u are joined differently", seed, g->move, n, k);

      /* the meeples before this move's scoring: those on the board, and the new one */
      for (guint p = 0; p < players; p++)
        for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
          if (before->player[p].follower[i] != CS_NONE)
            {
              nodes[nm] = before->player[p].follower[i];
              owner[nm++] = p;
            }
      if (m.follower >= 0)
        {
          nodes[nm] = g->slot_node[new_slot] + m.follower;
          owner[nm++] = before->active;
        }
      count_meeples (r, nodes, owner, nm, per);

      /* C-7: the features this move completed */
      for (guint p = 0; p < players; p++)
        want[p] = before->player[p].score;
      for (guint c = 0; c < r->n; c++)
        {
          gboolean was_open = FALSE;
          guint w;
          if (!complete (r, c))
            continue;
          /* new: it holds the new tile, or it is a cloister next to it */
          if (cs_tile_mask_has (&r->slots[c], new_slot))
            was_open = TRUE;
          else if (r->type[c] == CS_CLASSIC_CLOISTER)
            for (guint s = 0; s < g->n_laid && !was_open; s++)
              if (cs_tile_mask_has (&r->slots[c], s))
                {
                  int dx = cs_classic_cell_x (g->slot_cell[s]) - cs_classic_cell_x (g->slot_cell[new_slot]);
                  int dy = cs_classic_cell_y (g->slot_cell[s]) - cs_classic_cell_y (g->slot_cell[new_slot]);
                  was_open = ABS (dx) <= 1 && ABS (dy) <= 1;
                }
          if (!was_open)
            continue;
          w = winners (per[c], players);
          for (guint p = 0; p < players; p++)
            if (w & (1u << p))
              want[p] += points (r, c, FALSE);
        }

      /* follower counts: supply plus the board is seven */
      for (guint p = 0; p < players; p++)
        {
          guint on = 0;
          for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
            if (g->player[p].follower[i] != CS_NONE)
              {
                guint16 root = cs_classic_find (g, g->player[p].follower[i]);
                on++;
                if (g->feat[root].scored)
                  g_error ("seed %u move %u: a meeple stands in a completed feature (C-7.4)", seed, g->move);
                if (!(options & CS_CLASSIC_NO_FARMERS) || g->feat[root].type != CS_CLASSIC_FIELD)
                  continue;
                g_error ("seed %u move %u: a farmer in a game without farmers (CV-1)", seed, g->move);
              }
          if (on + g->player[p].supply != CS_CLASSIC_FOLLOWERS)
            g_error ("seed %u move %u: player %u has %u meeples out and %u in the supply",
                     seed, g->move, p, on, g->player[p].supply);
        }

      /* C-8: the final scoring, counted again */
      if (cs_classic_over (g))
        {
          guint8 done[CS_CLASSIC_MAX_NODES] = { 0 };
          for (guint c = 0; c < r->n; c++)
            {
              guint w;
              if (complete (r, c) || r->type[c] == CS_CLASSIC_FIELD)
                continue;
              w = winners (per[c], players);
              for (guint p = 0; p < players; p++)
                if (w & (1u << p))
                  want[p] += points (r, c, TRUE);
            }
          if (!(options & CS_CLASSIC_NO_FARMERS))
            for (guint c = 0; c < r->n; c++)
              {
                guint w, cities = 0;
                if (r->type[c] != CS_CLASSIC_FIELD || (w = winners (per[c], players)) == 0)
                  continue;
                memset (done, 0, sizeof done);
                for (guint n = 0; n < g->n_nodes; n++)
                  {
                    const CsClassicDesign *d = cs_classic_tile (set, g->slot_tile[g->node_slot[n]]);
                    guint b;
                    if (r->comp[n] != c)
                      continue;
                    b = d->pieces[g->node_piece[n]].borders;
                    for (guint q = 0; q < d->n_pieces; q++)
                      if (b & (1u << q))
                        {
                          guint cc = r->comp[g->slot_node[g->node_slot[n]] + q];
                          if (complete (r, cc) && !done[cc])
                            {
                              done[cc] = 1;
                              cities++;
                            }
                        }
                  }
                for (guint p = 0; p < players; p++)
                  if (w & (1u << p))
                    {
                      want[p] += 3 * cities;
                      tot->farm_points += 3 * cities;
                    }
              }
          for (guint p = 0; p < players; p++)
            if (g->player[p].supply != CS_CLASSIC_FOLLOWERS)
              g_error ("seed %u: player %u's meeples did not all come home (C-8.4)", seed, p);
        }
      for (guint p = 0; p < players; p++)
        if (g->player[p].score != want[p])
          g_error ("seed %u move %u: player %u has %d points; the recount says %d",
                   seed, g->move, p, g->player[p].score, want[p]);
    }
  if (g->n_laid + g->n_removed != set->n_tiles)
    g_error ("seed %u: %u laid and %u removed of %u tiles (C-8.1)", seed, g->n_laid, g->n_removed, set->n_tiles);
  tot->games++;
}

static void
test_invariants (void)
{
  g_autoptr(CsClassicTileset) set = tc_shipped_classic_tileset ();
  const char *env = g_getenv ("CASTELLAN_INVARIANT_GAMES");
  guint games = env ? (guint) atoi (env) : 10000;
  Totals tot = { 0 };

  for (guint32 seed = 1; seed <= games; seed++)
    check_game (set, seed, &tot);
  g_assert_cmpuint (tot.games, ==, games);
  /* the farmers did score somewhere, or the check above checked nothing */
  g_assert_cmpuint (tot.farm_points, >, 0);
  g_test_message ("%u classic games, %" G_GUINT64_FORMAT " moves, %" G_GUINT64_FORMAT " farmer points",
                  tot.games, tot.moves, tot.farm_points);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/classic/invariants", test_invariants);
  return g_test_run ();
}
