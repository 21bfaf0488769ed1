/* cs-core.c — the tile geometry and helpers every game's rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"

#include <string.h>

#include "cs-core.h"

static const char *const segment_names[CS_SEGMENTS] = {
  "N0", "N1", "N2", "E0", "E1", "E2", "S0", "S1", "S2", "W0", "W1", "W2"
};

const char *
cs_segment_name (guint seg)
{
  return seg < CS_SEGMENTS ? segment_names[seg] : "?";
}

int
cs_sides_parse (const char *text,
                char        labels[CS_SEGMENTS])
{
  int n = 0;

  for (const char *p = text; *p; p++)
    {
      if (*p == ' ' || *p == '\t')
        continue;
      if (n == CS_SEGMENTS || !g_ascii_isalpha (*p))
        return -1;
      labels[n++] = *p;
    }
  return n;
}

gboolean
cs_pieces_interleave (const guint8 seg_piece[CS_SEGMENTS],
                      guint        where[4])
{
  for (guint a = 0; a < CS_SEGMENTS; a++)
    for (guint b = a + 1; b < CS_SEGMENTS; b++)
      {
        if (seg_piece[a] == seg_piece[b])
          continue;
        for (guint c = b + 1; c < CS_SEGMENTS; c++)
          {
            if (seg_piece[c] != seg_piece[a])
              continue;
            for (guint d = c + 1; d < CS_SEGMENTS; d++)
              if (seg_piece[d] == seg_piece[b])
                {
                  where[0] = a;
                  where[1] = b;
                  where[2] = c;
                  where[3] = d;
                  return TRUE;
                }
          }
      }
  return FALSE;
}

void
cs_tile_turns (const guint8 seg_piece[CS_SEGMENTS],
               guint8       rot_piece[4][CS_SEGMENTS])
{
  for (guint r = 0; r < 4; r++)
    for (guint k = 0; k < CS_SEGMENTS; k++)
      rot_piece[r][cs_segment_turn (k, r)] = seg_piece[k];
}

/* Do turns r1 and r2 look and play the same? */
static gboolean
turns_equal (const guint8 rot_piece[4][CS_SEGMENTS], const guint8 *look, guint r1, guint r2)
{
  for (guint i = 0; i < CS_SEGMENTS; i++)
    {
      if (look[rot_piece[r1][i]] != look[rot_piece[r2][i]])
        return FALSE;
      for (guint j = i + 1; j < CS_SEGMENTS; j++)
        if ((rot_piece[r1][i] == rot_piece[r1][j]) != (rot_piece[r2][i] == rot_piece[r2][j]))
          return FALSE;
    }
  return TRUE;
}

guint8
cs_tile_unique_turns (const guint8  rot_piece[4][CS_SEGMENTS],
                      const guint8 *look)
{
  guint8 mask = 0;

  for (guint r = 0; r < 4; r++)
    {
      gboolean dup = FALSE;
      for (guint q = 0; q < r && !dup; q++)
        dup = turns_equal (rot_piece, look, q, r);
      if (!dup)
        mask |= 1 << r;
    }
  return mask;
}

void
cs_fit_table_by_kind (const guint8 side_kind[4][4],
                      guint8       fit[256])
{
  for (guint con = 0; con < 256; con++)
    {
      fit[con] = 0;
      if (con == 0)
        continue;
      for (guint r = 0; r < 4; r++)
        {
          gboolean ok = TRUE;
          for (guint s = 0; s < 4 && ok; s++)
            {
              guint want = (con >> (2 * s)) & 3;
              ok = want == 0 || want == 1u + side_kind[r][s];
            }
          if (ok)
            fit[con] |= 1 << r;
        }
    }
}

void
cs_shuffle (GRand  *rand,
            guint8 *items,
            guint   n)
{
  for (guint i = n - 1; i > 0 && n > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      guint8 t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
}

/* ---- events and verdicts --------------------------------------------------- */

gboolean
cs_verdict_basics (gboolean            placing,
                   gboolean            on_board,
                   gboolean            empty,
                   const CsPlaceRules *rules,
                   CsVerdictCode      *code,
                   const char        **rule)
{
  *code = !placing ? CS_VERDICT_GAME_OVER : !on_board ? CS_VERDICT_NO_CELL
          : !empty ? CS_VERDICT_OCCUPIED : CS_VERDICT_LEGAL;
  *rule = !placing ? rules->over : !on_board ? rules->no_cell : !empty ? rules->occupied : NULL;
  return *code == CS_VERDICT_LEGAL;
}
