/* fuzz-board.c — libFuzzer harness for the board parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes either give a board or an error naming the file. A board that
 * parses must be self-consistent (every cell where the grid says, every
 * neighbour relation mutual, start spaces against the wall side they name)
 * and a whole game played on it with the shipped tiles keeps the invariants.
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include "fuzz-common.h"

static void
check_board (const CsBoard *b)
{
  if (b->width == 0 || b->width > CS_MAX_W || b->height == 0 || b->height > CS_MAX_H)
    g_error ("board of %u×%u", b->width, b->height);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      if (b->cell_x[c] >= b->width || b->cell_y[c] >= b->height ||
          b->cell_at[b->cell_y[c]][b->cell_x[c]] != (int) c)
        g_error ("cell %u is not where the grid says", c);
      for (guint s = 0; s < 4; s++)
        {
          int nb = b->neighbour[c][s];
          if (nb >= 0)
            {
              if (nb >= CS_NUM_CELLS || b->neighbour[nb][(s + 2) % 4] != (int) c)
                g_error ("cell %u side %u: neighbour %d does not face back", c, s, nb);
            }
          else if (CS_NB_IS_START (nb))
            {
              guint st = CS_NB_START_INDEX (nb);
              if (st >= CS_NUM_START || b->start[st].cell != c || b->start[st].side != s)
                g_error ("cell %u side %u: start space %u lies elsewhere", c, s, st);
            }
          else if (nb != CS_NB_WALL)
            g_error ("cell %u side %u: neighbour code %d", c, s, nb);
        }
    }
  for (guint st = 0; st < CS_NUM_START; st++)
    {
      const CsStartSpace *sp = &b->start[st];
      if (sp->n_pieces == 0 || sp->n_pieces > CS_MAX_START_PIECES)
        g_error ("start space %u has %u pieces", st, sp->n_pieces);
      for (guint k = 0; k < 3; k++)
        if (sp->seg_piece[k] >= sp->n_pieces)
          g_error ("start space %u segment %u: piece %u of %u", st, k, sp->seg_piece[k], sp->n_pieces);
    }
  for (guint t = 0; t < CS_NUM_CORNERS; t++)
    if (b->tower[t] >= CS_TRACK_LEN || b->tower_at_space[b->tower[t]] != (int) t)
      g_error ("corner tower %u at track space %u", t, b->tower[t]);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsBoard) board = cs_board_new_from_data ((const char *) data, size, "fuzz.board", &error);

  if (board == NULL)
    {
      fz_check_error (error, "fuzz.board");
      return 0;
    }
  if (error != NULL)
    g_error ("a board and an error: %s", error->message);
  check_board (board);
  fz_play_checked (board, fz_tileset (), (guint32) size);
  return 0;
}
