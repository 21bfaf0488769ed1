/* cs-board.c — reading and checking a castle board file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <string.h>
#include <stdlib.h>

#include "cs-board.h"
#include "cs-input.h"

static const char *const side_names[4] = { "N", "E", "S", "W" };
static const char *const type_names[CS_N_FEATURE_TYPES] = { "path", "tower", "house", "court" };

const char *
cs_side_name (guint side)
{
  return side < 4 ? side_names[side] : "?";
}

int
cs_side_from_name (const char *name)
{
  for (int i = 0; i < 4; i++)
    if (g_strcmp0 (name, side_names[i]) == 0)
      return i;
  return -1;
}

const char *
cs_feature_type_name (guint type)
{
  return type < CS_N_FEATURE_TYPES ? type_names[type] : "?";
}

gboolean
cs_piece_parse (const char  *spec,
                CsPiece     *piece,
                gboolean    *inner,
                GError     **error)
{
  g_auto(GStrv) words = g_strsplit_set (spec, " \t", -1);
  gboolean have_type = FALSE;

  memset (piece, 0, sizeof *piece);
  *inner = FALSE;

  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];

      if (*w == '\0')
        continue;
      if (!have_type)
        {
          int t = -1;
          for (int k = 0; k < CS_N_FEATURE_TYPES; k++)
            if (strcmp (w, type_names[k]) == 0)
              t = k;
          if (t < 0)
            {
              cs_error_set (error, CS_ERROR_INVALID,
                           "“%s” is not a feature type; use path, tower, house or court (R-2.3)", w);
              return FALSE;
            }
          piece->type = t;
          have_type = TRUE;
        }
      else if (strcmp (w, "fountain") == 0)
        {
          if (piece->type != CS_PATH)
            {
              cs_error_set (error, CS_ERROR_INVALID,
                           "only a path can have a fountain, not a %s (R-2.5)", type_names[piece->type]);
              return FALSE;
            }
          piece->fountain = 1;
        }
      else if (g_str_has_prefix (w, "markets="))
        {
          guint64 n;
          if (piece->type != CS_COURT)
            {
              cs_error_set (error, CS_ERROR_INVALID,
                           "only a court can have markets, not a %s (R-2.5)", type_names[piece->type]);
              return FALSE;
            }
          if (!g_ascii_string_to_unsigned (w + 8, 10, 0, 9, &n, NULL))
            {
              cs_error_set (error, CS_ERROR_PARSE,
                           "“%s”: the number of markets must be a whole number from 0 to 9", w);
              return FALSE;
            }
          piece->markets = n;
        }
      else if (strcmp (w, "inner") == 0)
        *inner = TRUE;
      else
        {
          cs_error_set (error, CS_ERROR_PARSE,
                       "unknown attribute “%s” (known: fountain, markets=N, inner)", w);
          return FALSE;
        }
    }

  if (!have_type)
    {
      cs_error_set (error, CS_ERROR_PARSE, "the piece has no feature type");
      return FALSE;
    }
  return TRUE;
}

void
cs_board_cell_name (const CsBoard *board,
                    guint          cell,
                    char           buf[8])
{
  if (cell >= CS_NUM_CELLS)
    {
      g_strlcpy (buf, "?", 8);
      return;
    }
  g_snprintf (buf, 8, "%c%u", 'A' + board->cell_x[cell], (guint) board->cell_y[cell] + 1);
}

int
cs_board_cell_from_name (const CsBoard *board,
                         const char    *name)
{
  guint64 row;
  int x;

  if (name == NULL || !g_ascii_isalpha (name[0]))
    return -1;
  x = g_ascii_toupper (name[0]) - 'A';
  if (!g_ascii_string_to_unsigned (name + 1, 10, 1, CS_MAX_H, &row, NULL))
    return -1;
  if (x >= board->width || row > board->height)
    return -1;
  return board->cell_at[row - 1][x];
}

void
cs_board_free (CsBoard *board)
{
  if (board == NULL)
    return;
  g_free (board->name);
  g_free (board);
}

static gboolean
inside (const CsBoard *b, int x, int y)
{
  return x >= 0 && y >= 0 && x < b->width && y < b->height && b->cell_at[y][x] >= 0;
}

/* Walk the wall clockwise (interior on the right, y pointing down) and
 * record its corners, starting at the north-west one. */
static gboolean
trace_wall (CsBoard     *b,
            const char  *filename,
            GError     **error)
{
  /* out[v] = direction of the one boundary edge leaving vertex v, or -1 */
  enum { VW = CS_MAX_W + 1, VH = CS_MAX_H + 1 };
  static const int dx[4] = { 1, 0, -1, 0 };   /* E, S, W, N as walking directions */
  static const int dy[4] = { 0, 1, 0, -1 };
  gint8 out[VH][VW];
  int n_edges = 0, walked = 0, n_corners = 0;
  int sx = -1, sy = -1, x, y, dir, prev;

  memset (out, -1, sizeof out);

#define ADD_EDGE(vx, vy, d)                                                  \
  G_STMT_START {                                                             \
    if (out[vy][vx] != -1)                                                   \
      {                                                                      \
        cs_error_set (error, CS_ERROR_INVALID,                      \
                     "%s: [Board] Cells: the wall touches itself at "       \
                     "corner point (%d,%d); the castle must have one "      \
                     "simple wall (R-1.1)", filename, vx, vy);              \
        return FALSE;                                                        \
      }                                                                      \
    out[vy][vx] = (d);                                                       \
    n_edges++;                                                               \
  } G_STMT_END

  for (y = 0; y < b->height; y++)
    for (x = 0; x < b->width; x++)
      {
        if (!inside (b, x, y))
          continue;
        if (!inside (b, x, y - 1)) ADD_EDGE (x, y, 0);
        if (!inside (b, x + 1, y)) ADD_EDGE (x + 1, y, 1);
        if (!inside (b, x, y + 1)) ADD_EDGE (x + 1, y + 1, 2);
        if (!inside (b, x - 1, y)) ADD_EDGE (x, y + 1, 3);
      }
#undef ADD_EDGE

  /* north-west corner: top row, left-most vertex with an edge */
  for (y = 0; y < VH && sx < 0; y++)
    for (x = 0; x < VW; x++)
      if (out[y][x] != -1)
        {
          sx = x;
          sy = y;
          break;
        }
  if (sx < 0)
    {
      cs_error_set (error, CS_ERROR_INVALID, "%s: [Board] Cells: the castle has no cells (R-1.1)", filename);
      return FALSE;
    }

  x = sx;
  y = sy;
  prev = 3; /* arriving from the south, walking north, into the first corner */
  do
    {
      dir = out[y][x];
      if (dir != prev)
        {
          if (n_corners < CS_NUM_CORNERS)
            {
              b->corner_x[n_corners] = x;
              b->corner_y[n_corners] = y;
            }
          n_corners++;
        }
      prev = dir;
      x += dx[dir];
      y += dy[dir];
      walked++;
    }
  while ((x != sx || y != sy) && walked <= n_edges);

  if (walked != n_edges)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Board] Cells: the cells do not form one piece inside one wall "
                   "(the wall has %d sides but one walk around it covers %d) (R-1.1)",
                   filename, n_edges, walked);
      return FALSE;
    }
  if (n_corners != CS_NUM_CORNERS)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Board] Cells: the wall has %d corners; it must have exactly %d (R-1.1)",
                   filename, n_corners, CS_NUM_CORNERS);
      return FALSE;
    }
  return TRUE;
}

/* tower i stands on corner i of the wall (both counted clockwise from
 * the north-west corner), and the 100 spaces run evenly along the wall: the
 * tower starts at most 1.5 spaces from where an even track puts its corner,
 * 100 × (the length of wall before the corner) / (the wall's length). */
static gboolean
check_towers_even (const CsBoard *b,
                   const char    *filename,
                   GError       **error)
{
  int along[CS_NUM_CORNERS + 1], length;

  along[0] = 0;
  for (guint i = 1; i <= CS_NUM_CORNERS; i++)
    {
      guint j = i % CS_NUM_CORNERS;
      along[i] = along[i - 1] + abs (b->corner_x[j] - b->corner_x[i - 1]) + abs (b->corner_y[j] - b->corner_y[i - 1]);
    }
  length = along[CS_NUM_CORNERS];
  for (guint i = 0; i < CS_NUM_CORNERS; i++)
    {
      /* in units of 1 / (2 × length) spaces, to stay in integers */
      int off = 2 * (CS_TRACK_LEN * along[i] - (int) b->tower[i] * length);

      if (abs (off) > 3 * length)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: [Board] Towers: tower %u starts at space %u, but its corner lies %d of "
                       "the wall's %d cell lengths along, where an even track has space %.1f; each "
                       "corner tower must start within 1.5 spaces of that (R-1.2)",
                       filename, i + 1, (guint) b->tower[i], along[i], length,
                       (double) CS_TRACK_LEN * along[i] / length);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_start (CsBoard     *b,
             GKeyFile    *kf,
             const char  *group,
             guint        index,
             const char  *filename,
             GError     **error)
{
  CsStartSpace *st = &b->start[index];
  g_autofree char *cell = NULL;
  g_autofree char *side = NULL;
  g_autofree char *edge = NULL;
  GError *local = NULL;
  int c, s, nx, ny;

  /* g_key_file_get_string returns the raw value AND sets an error when it
   * holds a bad escape such as \c: the error decides */
  cell = g_key_file_get_string (kf, group, "Cell", &local);
  if (cell == NULL || local != NULL)
    goto missing;
  side = g_key_file_get_string (kf, group, "Side", &local);
  if (side == NULL || local != NULL)
    goto missing;
  edge = g_key_file_get_string (kf, group, "Edge", &local);
  if (edge == NULL || local != NULL)
    goto missing;

  c = cs_board_cell_from_name (b, g_strstrip (cell));
  if (c < 0)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [%s] Cell: “%s” is not a cell of this castle (R-1.3)", filename, group, cell);
      return FALSE;
    }
  s = cs_side_from_name (g_strstrip (side));
  if (s < 0)
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "%s: [%s] Side: “%s” is not a side; use N, E, S or W", filename, group, side);
      return FALSE;
    }
  nx = b->cell_x[c] + (s == CS_EAST) - (s == CS_WEST);
  ny = b->cell_y[c] + (s == CS_SOUTH) - (s == CS_NORTH);
  if (inside (b, nx, ny))
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [%s] Side: side %s of %s faces another cell, not the wall; "
                   "a start space lies against the wall (R-1.3)", filename, group, side, cell);
      return FALSE;
    }
  for (guint i = 0; i < index; i++)
    if (b->start[i].cell == c && b->start[i].side == s)
      {
        cs_error_set (error, CS_ERROR_INVALID,
                     "%s: [%s]: side %s of %s already has a start space (R-1.3)", filename, group, side, cell);
        return FALSE;
      }
  st->cell = c;
  st->side = s;

  g_strstrip (edge);
  if (strlen (edge) != 3)
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "%s: [%s] Edge: “%s” must be three piece letters, one per segment (R-1.3)",
                   filename, group, edge);
      return FALSE;
    }
  st->n_pieces = 0;
  for (guint i = 0; i < 3; i++)
    {
      char label = edge[i];
      char key[2] = { label, 0 };
      g_autofree char *spec = NULL;
      gboolean inner;
      guint p;

      for (p = 0; p < st->n_pieces; p++)
        if (st->pieces[p].label == label)
          break;
      if (p == st->n_pieces)
        {
          GError *perr = NULL;

          if (!g_ascii_isalpha (label) || !g_key_file_has_key (kf, group, key, NULL))
            {
              cs_error_set (error, CS_ERROR_INVALID,
                           "%s: [%s] Edge: the label “%c” is not declared in this group (R-1.3)",
                           filename, group, label);
              return FALSE;
            }
          spec = g_key_file_get_string (kf, group, key, NULL);
          if (spec == NULL || !cs_piece_parse (spec, &st->pieces[p], &inner, &perr))
            {
              g_autoptr(GError) why = perr ? g_steal_pointer (&perr) : cs_error_new (CS_ERROR_PARSE, "not text");
              cs_error_set_caused (error, CS_ERROR_INVALID, why, "%s: [%s] %c: %s",
                                   filename, group, label, why->message);
              return FALSE;
            }
          if (inner)
            {
              cs_error_set (error, CS_ERROR_INVALID,
                           "%s: [%s] %c: a start space piece lies on its edge, it cannot be inner",
                           filename, group, label);
              return FALSE;
            }
          if (st->pieces[p].type == CS_PATH && i != 1)
            {
              cs_error_set (error, CS_ERROR_INVALID,
                           "%s: [%s] Edge: a path may only take the middle segment (R-2.3)",
                           filename, group);
              return FALSE;
            }
          st->pieces[p].label = label;
          st->n_pieces++;
        }
      else if (p + 1 != st->n_pieces)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: [%s] Edge: piece “%c” is split by another piece (R-2.4)",
                       filename, group, label);
          return FALSE;
        }
      st->seg_piece[i] = p;
      st->pieces[p].n_segments++;
    }
  return TRUE;

missing:
  cs_error_set (error, CS_ERROR_PARSE, "%s: [%s]: %s", filename, group, local->message);
  g_clear_error (&local);
  return FALSE;
}

static CsBoard *
board_from_data (const char  *data,
                 gsize        length,
                 const char  *filename,
                 GError     **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(CsBoard) b = g_new0 (CsBoard, 1);
  g_auto(GStrv) rows = NULL;
  g_autofree gint *towers = NULL;
  GError *local = NULL;
  gsize n_rows = 0, n_towers = 0;
  guint n_cells = 0;

  if (filename == NULL)
    filename = "board";   /* not translated: a stand-in for a file name */

  if (!cs_keyfile_load (kf, data, length, filename, error))
    return NULL;
  if (!g_key_file_has_group (kf, "Board"))
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: there is no [Board] group; is this a board file?", filename);
      return NULL;
    }

  b->name = g_key_file_get_locale_string (kf, "Board", "Name", NULL, NULL);
  if (b->name == NULL)
    b->name = g_strdup (filename);

  rows = g_key_file_get_string_list (kf, "Board", "Cells", &n_rows, &local);
  if (rows == NULL)
    {
      g_autoptr(GError) why = local ? g_steal_pointer (&local)
                              : cs_error_new (CS_ERROR_PARSE, "no rows of cells (R-1.1)");
      cs_error_set_caused (error, CS_ERROR_PARSE, why, "%s: [Board] Cells: %s", filename, why->message);
      return NULL;
    }
  if (n_rows == 0 || n_rows > CS_MAX_H)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Board] Cells: %u rows; a board has 1 to %d rows", filename, (guint) n_rows, CS_MAX_H);
      return NULL;
    }
  memset (b->cell_at, -1, sizeof b->cell_at);
  b->height = n_rows;
  b->width = 0;
  for (guint y = 0; y < n_rows; y++)
    {
      const char *row = rows[y];
      gsize len = strlen (row);

      if (len > CS_MAX_W)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: [Board] Cells: row %u is %u wide; at most %d columns", filename, y + 1, (guint) len, CS_MAX_W);
          return NULL;
        }
      b->width = MAX (b->width, len);
      for (guint x = 0; x < len; x++)
        {
          if (row[x] == '#')
            {
              if (n_cells >= CS_NUM_CELLS)
                {
                  n_cells++;
                  continue;
                }
              b->cell_at[y][x] = n_cells;
              b->cell_x[n_cells] = x;
              b->cell_y[n_cells] = y;
              n_cells++;
            }
          else if (row[x] != '.')
            {
              cs_error_set (error, CS_ERROR_PARSE,
                           "%s: [Board] Cells: row %u, column %u: “%c”; use # for a cell and . for outside",
                           filename, y + 1, x + 1, row[x]);
              return NULL;
            }
        }
    }
  if (n_cells != CS_NUM_CELLS)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Board] Cells: the castle has %u cells; it must have exactly %d (R-1.1)",
                   filename, n_cells, CS_NUM_CELLS);
      return NULL;
    }
  if (!trace_wall (b, filename, error))
    return NULL;

  towers = g_key_file_get_integer_list (kf, "Board", "Towers", &n_towers, &local);
  if (towers == NULL)
    {
      /* an empty list comes back as NULL without an error */
      g_autoptr(GError) why = local ? g_steal_pointer (&local)
                              : cs_error_new (CS_ERROR_PARSE, "no corner towers listed (R-1.2)");
      cs_error_set_caused (error, CS_ERROR_PARSE, why, "%s: [Board] Towers: %s", filename, why->message);
      return NULL;
    }
  if (n_towers != CS_NUM_CORNERS)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Board] Towers: %u corner towers listed; the wall has %d corners (R-1.2)",
                   filename, (guint) n_towers, CS_NUM_CORNERS);
      return NULL;
    }
  memset (b->tower_at_space, -1, sizeof b->tower_at_space);
  for (guint i = 0; i < n_towers; i++)
    {
      int t = towers[i];
      int lo = i == 0 ? 0 : towers[i - 1] + 2;

      if ((i == 0 && t != 0) || t < lo || t > CS_TRACK_LEN - 2)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: [Board] Towers: tower %u at space %d; towers start at 0 and go up "
                       "clockwise, two spaces each, without overlapping, up to 98 (R-1.2)",
                       filename, i + 1, t);
          return NULL;
        }
      b->tower[i] = t;
      b->tower_at_space[t] = i;
      b->tower_at_space[t + 1] = i;
    }
  if (b->tower_at_space[32] < 0 || b->tower[b->tower_at_space[32]] != 32 ||
      b->tower_at_space[56] < 0 || b->tower[b->tower_at_space[56]] != 56)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Board] Towers: spaces 32/33 and 56/57 must be corner towers (R-1.2)", filename);
      return NULL;
    }
  if (!check_towers_even (b, filename, error))
    return NULL;

  /* start spaces, then the neighbour table */
  for (guint i = 0; i < CS_NUM_START; i++)
    {
      g_autofree char *group = g_strdup_printf ("Start %u", i + 1);

      if (!g_key_file_has_group (kf, group))
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: there is no [%s] group; a castle has %d start spaces (R-1.3)",
                       filename, group, CS_NUM_START);
          return NULL;
        }
      if (!parse_start (b, kf, group, i, filename, error))
        return NULL;
    }
  if (g_key_file_has_group (kf, "Start 8"))
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Start 8]: a castle has exactly %d start spaces (R-1.3)", filename, CS_NUM_START);
      return NULL;
    }

  /* like the tile-set parser: a group that means nothing here is a mistake */
  {
    g_auto(GStrv) groups = g_key_file_get_groups (kf, NULL);
    for (guint i = 0; groups[i] != NULL; i++)
      {
        guint64 n;
        if (strcmp (groups[i], "Board") != 0 &&
            !(g_str_has_prefix (groups[i], "Start ") &&
              g_ascii_string_to_unsigned (groups[i] + 6, 10, 1, CS_NUM_START, &n, NULL)))
          {
            cs_error_set (error, CS_ERROR_PARSE,
                         "%s: [%s]: unknown group; a board has [Board] and [Start 1] to [Start %d]",
                         filename, groups[i], CS_NUM_START);
            return NULL;
          }
      }
  }

  for (guint c = 0; c < CS_NUM_CELLS; c++)
    for (guint s = 0; s < 4; s++)
      {
        int nx = b->cell_x[c] + (s == CS_EAST) - (s == CS_WEST);
        int ny = b->cell_y[c] + (s == CS_SOUTH) - (s == CS_NORTH);

        b->neighbour[c][s] = inside (b, nx, ny) ? b->cell_at[ny][nx] : CS_NB_WALL;
      }
  for (guint i = 0; i < CS_NUM_START; i++)
    b->neighbour[b->start[i].cell][b->start[i].side] = CS_NB_START (i);
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      for (guint s = 0; s < 4; s++)
        {
          int nb = b->neighbour[c][s];
          b->cell_sides[c] |= (nb >= 0) << s;
          if (nb >= 0)
            b->nb_slot[c][s] = nb;
          else if (CS_NB_IS_START (nb))
            b->nb_slot[c][s] = CS_NUM_CELLS + CS_NB_START_INDEX (nb);
          else
            b->nb_slot[c][s] = CS_SLOT_WALL;
        }
      b->grid_bit[c] = b->cell_y[c] * 16 + b->cell_x[c];
      b->grid_cells[b->grid_bit[c] >> 6] |= G_GUINT64_CONSTANT (1) << (b->grid_bit[c] & 63);
    }

  return g_steal_pointer (&b);
}

/* The messages quote the file (a line, a value, a group name), which may
 * be any bytes; the caller shows them, so they are made valid UTF-8. */
CsBoard *
cs_board_new_from_data (const char  *data,
                        gsize        length,
                        const char  *filename,
                        GError     **error)
{
  CsBoard *result = board_from_data (data, length, filename, error);

  if (result == NULL)
    cs_error_make_valid (error);
  return result;
}

CsBoard *
cs_board_new_from_file (const char  *path,
                        GError     **error)
{
  g_autofree char *data = NULL;
  gsize len;

  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, error))
    return NULL;
  return cs_board_new_from_data (data, len, path, error);
}
