/* test-common.c — shared helpers of the engine test suite
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "test-common.h"

char *
tc_path (const char *env, const char *name)
{
  const char *dir = g_getenv (env);

  if (dir == NULL)
    g_error ("%s is not set; run the tests with meson test", env);
  return g_build_filename (dir, name, NULL);
}

char *
tc_read (const char *env, const char *name, gsize *len)
{
  g_autofree char *path = tc_path (env, name);
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  if (!g_file_get_contents (path, &data, len, &error))
    g_error ("%s", error->message);
  return data;
}

char *
tc_shipped_text (const char *name, gsize *len)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = castellan_shipped_data (name, &error);
  gsize n;
  const char *data;

  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &n);
  if (len != NULL)
    *len = n;
  return g_strndup (data, n);
}

CsBoard *
tc_shipped_board (void)
{
  g_autoptr(GError) error = NULL;
  CsBoard *b = castellan_shipped_board_new (&error);

  g_assert_no_error (error);
  return b;
}

CsTileset *
tc_shipped_tileset (void)
{
  g_autoptr(GError) error = NULL;
  CsTileset *t = castellan_shipped_tileset_new (&error);

  g_assert_no_error (error);
  return t;
}

CsClassicTileset *
tc_shipped_classic_tileset (void)
{
  g_autoptr(GError) error = NULL;
  CsClassicTileset *t = castellan_shipped_classic_tileset_new (&error);

  g_assert_no_error (error);
  return t;
}

guint
tc_classic_pile (const CsClassicTileset *set,
                 const char             *letters,
                 gboolean                bazaars_last,
                 guint8                 *pile)
{
  guint8 used[CS_CLASSIC_NUM_TILES] = { 0 };
  guint n = 0;

  used[set->start] = 1;
  for (const char *p = letters; *p; p++)
    for (guint t = 0; t < set->n_tiles; t++)
      if (!used[t] && cs_classic_tile (set, t)->letter == *p)
        {
          used[t] = 1;
          pile[n++] = t;
          break;
        }
  g_assert_cmpuint (n, ==, strlen (letters));
  for (guint late = 0; late < 2; late++)
    for (guint t = 0; t < set->n_tiles; t++)
      if (!used[t] && (!bazaars_last || cs_classic_tile (set, t)->bazaar == late))
        {
          used[t] = 1;
          pile[n++] = t;
        }
  return n;
}

char *
tc_shipped_tile_text (guint number)
{
  g_autoptr(GBytes) text = castellan_shipped_data (CASTELLAN_SHIPPED_TILESET, NULL);
  g_autofree char *group = g_strdup_printf ("Tile %u", number);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) keys = NULL;
  GString *s = g_string_new (NULL);

  g_key_file_load_from_bytes (kf, text, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  keys = g_key_file_get_keys (kf, group, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autofree char *value = g_key_file_get_value (kf, group, keys[i], NULL);
      g_string_append_printf (s, "%s%s=%s", i ? "\n" : "", keys[i], value);
    }
  return g_string_free (s, FALSE);
}

char *
tc_board_text (const char *starts)
{
  static const char *const cells[CS_NUM_START] = { "D1", "J3", "J5", "F9", "A5", "B1", "I2" };
  static const char *const sides[CS_NUM_START] = { "N", "E", "E", "S", "W", "W", "N" };
  g_autoptr(GBytes) text = castellan_shipped_data (CASTELLAN_SHIPPED_BOARD, NULL);
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *cells_value = NULL;
  g_autofree char *towers_value = NULL;
  GString *s;

  g_key_file_load_from_bytes (kf, text, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  cells_value = g_key_file_get_value (kf, "Board", "Cells", &error);
  g_assert_no_error (error);
  towers_value = g_key_file_get_value (kf, "Board", "Towers", &error);
  g_assert_no_error (error);
  s = g_string_new (NULL);
  g_string_append_printf (s, "[Board]\nName=Test\nCells=%s\nTowers=%s\n", cells_value, towers_value);

  if (starts != NULL)
    g_string_append (s, starts);
  else
    for (guint i = 0; i < CS_NUM_START; i++)
      g_string_append_printf (s, "[Start %u]\nCell=%s\nSide=%s\nEdge=apb\na=court\np=path\nb=court\n",
                              i + 1, cells[i], sides[i]);
  return g_string_free (s, FALSE);
}

char *
tc_tileset_text (const char *const *specials, const char *filler)
{
  GString *s = g_string_new ("[Tileset]\nName=Test\n");
  guint n = 0;

  for (; specials != NULL && specials[n] != NULL; n++)
    g_string_append_printf (s, "[Tile %u]\n%s\n", n + 1, specials[n]);
  for (guint i = n; i < CS_NUM_TILES; i++)
    g_string_append_printf (s, "[Tile %u]\n%s\n", i + 1, filler);
  return g_string_free (s, FALSE);
}

Fx *
fx_new (const char        *board_text,
        const char *const *specials,
        const char        *filler,
        guint              variants,
        const guint8      *wall)
{
  static const guint8 default_wall[CS_NUM_WALL_TILES] = { 1, 1, 2, 9, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9 };
  g_autofree char *btext = board_text ? NULL : tc_board_text (NULL);
  g_autofree char *ttext = tc_tileset_text (specials, filler);
  g_autoptr(GError) error = NULL;
  guint8 order[CS_NUM_TILES];
  Fx *fx = g_new0 (Fx, 1);

  fx->board = cs_board_new_from_data (board_text ? board_text : btext, -1, "test.board", &error);
  g_assert_no_error (error);
  fx->tileset = cs_tileset_new_from_data (ttext, -1, "test.tileset", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < CS_NUM_TILES; i++)
    order[i] = cs_tileset_find (fx->tileset, i + 1);
  fx->game = g_new0 (CsGame, 1);
  g_assert_true (cs_game_init_explicit (fx->game, fx->board, fx->tileset, variants, order,
                                        wall ? wall : default_wall, 0, &fx->ev, &error));
  g_assert_no_error (error);
  return fx;
}

void
fx_free (Fx *fx)
{
  if (fx == NULL)
    return;
  cs_board_free (fx->board);
  cs_tileset_free (fx->tileset);
  g_free (fx->game);
  g_free (fx);
}

int
fx_cell (Fx *fx, const char *name)
{
  int c = cs_board_cell_from_name (fx->board, name);
  g_assert_cmpint (c, >=, 0);
  return c;
}

gboolean
fx_parse_move (Fx *fx, const char *text, CsMove *m)
{
  g_auto(GStrv) w = g_strsplit (text, " ", -1);
  const CsTile *t = &fx->tileset->tiles[fx->game->current];

  g_assert_nonnull (w[0]);
  g_assert_nonnull (w[1]);
  cs_move_init (m, fx_cell (fx, w[0]), atoi (w[1]), -1);
  for (guint i = 2; w[i] != NULL; i++)
    {
      if (g_str_has_prefix (w[i], "follower="))
        {
          m->follower = 99;
          for (guint p = 0; p < t->n_pieces; p++)
            if (t->pieces[p].label == w[i][9])
              m->follower = p;
        }
      else if (strcmp (w[i], "extra") == 0)
        m->flags |= CS_MOVE_EXTRA_TURN;
      else if (g_str_has_prefix (w[i], "order=") || g_str_has_prefix (w[i], "boost="))
        {
          g_auto(GStrv) items = g_strsplit (w[i] + 6, ",", -1);
          gboolean order = w[i][0] == 'o';
          guint k = 0;
          for (; items[k] != NULL; k++)
            (order ? m->order : m->boost)[k] = atoi (items[k]);
          if (order)
            {
              m->n_order = k;
              m->flags |= CS_MOVE_CUSTOM_ORDER;
            }
          else
            m->flags |= CS_MOVE_CUSTOM_BOOST;
        }
      else
        g_error ("bad test move %s", text);
    }
  return TRUE;
}

gboolean
fx_try (Fx *fx, const char *text, GError **error)
{
  CsMove m;

  fx_parse_move (fx, text, &m);
  fx->ev.n = 0;
  return cs_game_play (fx->game, &m, &fx->ev, error);
}

void
fx_play (Fx *fx, const char *text)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = fx_try (fx, text, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

guint
fx_count (const Fx *fx, CsEventType type)
{
  guint n = 0;
  for (guint i = 0; i < fx->ev.n; i++)
    n += fx->ev.ev[i].type == type;
  return n;
}

const CsEvent *
fx_event (const Fx *fx, CsEventType type, guint nth)
{
  for (guint i = 0; i < fx->ev.n; i++)
    if (fx->ev.ev[i].type == type && nth-- == 0)
      return &fx->ev.ev[i];
  return NULL;
}

/* ---- independent recomputation ----------------------------------------- */

typedef struct {
  guint   n;
  guint16 parent[CS_MAX_NODES];
  guint8  cell[CS_MAX_NODES];   /* cell or CS_NUM_CELLS + start */
  guint8  piece[CS_MAX_NODES];
  guint16 first[CS_NUM_CELLS + CS_NUM_START];
} Flood;

static guint16
flood_find (Flood *f, guint16 x)
{
  while (f->parent[x] != x)
    x = f->parent[x] = f->parent[f->parent[x]];
  return x;
}

/* the piece of the laid tile at @cell showing on board segment @seg */
static guint
piece_at (const CsGame *g, guint cell, guint seg)
{
  const CsTile *t = &g->tileset->tiles[g->cell_tile[cell]];
  guint unturned = (seg + 12 - 3 * g->cell_rot[cell]) % 12;
  return t->seg_piece[unturned];
}

static guint
piece_type (const CsGame *g, guint where, guint piece)
{
  if (where < CS_NUM_CELLS)
    return g->tileset->tiles[g->cell_tile[where]].pieces[piece].type;
  return g->board->start[where - CS_NUM_CELLS].pieces[piece].type;
}

char *
tc_check_features (const CsGame *g)
{
  g_autofree Flood *f = g_new0 (Flood, 1);
  g_autofree guint16 *open = g_new0 (guint16, CS_MAX_NODES);
  g_autofree CsTileMask *tiles = g_new0 (CsTileMask, CS_MAX_NODES);
  g_autofree guint8 *fol = g_new0 (guint8, CS_MAX_NODES * 2);
  g_autofree guint8 *markets = g_new0 (guint8, CS_MAX_NODES);
  g_autofree guint8 *fountain = g_new0 (guint8, CS_MAX_NODES);
  g_autofree guint16 *root_of = g_new0 (guint16, CS_MAX_NODES);   /* my root -> engine root */
  g_autofree guint16 *mine_of = g_new0 (guint16, CS_MAX_NODES);   /* engine root -> my root */

  /* nodes */
  for (guint c = 0; c < CS_NUM_CELLS + CS_NUM_START; c++)
    {
      guint np;
      f->first[c] = f->n;
      if (c < CS_NUM_CELLS)
        np = g->cell_tile[c] == CS_CELL_EMPTY ? 0 : g->tileset->tiles[g->cell_tile[c]].n_pieces;
      else
        np = g->board->start[c - CS_NUM_CELLS].n_pieces;
      for (guint p = 0; p < np; p++)
        {
          f->parent[f->n] = f->n;
          f->cell[f->n] = c;
          f->piece[f->n] = p;
          f->n++;
        }
    }
  if (f->n != g->n_nodes)
    return g_strdup_printf ("%u pieces on the table, the engine has %u nodes", f->n, g->n_nodes);

  /* joins and open segments */
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    for (guint seg = 0; seg < 12; seg++)
      {
        int nb = g->board->neighbour[c][seg / 3];
        guint face = ((seg / 3 + 2) % 4) * 3 + (2 - seg % 3);

        if (g->cell_tile[c] == CS_CELL_EMPTY)
          {
            /* an empty cell: what faces it is open */
            if (CS_NB_IS_START (nb))
              {
                guint s = CS_NB_START_INDEX (nb);
                open[f->first[CS_NUM_CELLS + s] + g->board->start[s].seg_piece[seg % 3]]++;
              }
            else if (nb >= 0 && g->cell_tile[nb] != CS_CELL_EMPTY)
              open[f->first[nb] + piece_at (g, nb, face)]++;
            continue;
          }
        if (nb >= 0 && g->cell_tile[nb] != CS_CELL_EMPTY)
          {
            guint16 a = f->first[c] + piece_at (g, c, seg);
            guint16 b = f->first[nb] + piece_at (g, nb, face);
            if (piece_type (g, c, f->piece[a]) == piece_type (g, nb, f->piece[b]))
              f->parent[flood_find (f, a)] = flood_find (f, b);
          }
        else if (CS_NB_IS_START (nb))
          {
            guint s = CS_NB_START_INDEX (nb);
            guint16 a = f->first[c] + piece_at (g, c, seg);
            guint16 b = f->first[CS_NUM_CELLS + s] + g->board->start[s].seg_piece[seg % 3];
            if (piece_type (g, c, f->piece[a]) == piece_type (g, CS_NUM_CELLS + s, f->piece[b]))
              f->parent[flood_find (f, a)] = flood_find (f, b);
          }
      }

  /* per-component sums */
  for (guint n = 0; n < f->n; n++)
    {
      guint r = flood_find (f, n);
      guint w = f->cell[n];
      const CsPiece *pc = w < CS_NUM_CELLS ? &g->tileset->tiles[g->cell_tile[w]].pieces[f->piece[n]]
                                           : &g->board->start[w - CS_NUM_CELLS].pieces[f->piece[n]];
      if (r != n)
        open[r] += open[n];
      tiles[r].w[w >> 6] |= G_GUINT64_CONSTANT (1) << (w & 63);
      markets[r] += pc->markets;
      fountain[r] |= pc->fountain;
    }
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
      {
        guint16 node = g->player[p].follower[i];
        guint cell, piece;
        if (node == CS_NONE)
          continue;
        if (!cs_game_node_location (g, node, &cell, &piece) || cell >= CS_NUM_CELLS ||
            g->cell_tile[cell] == CS_CELL_EMPTY)
          return g_strdup_printf ("player %u's follower %u is on node %u, not on a laid tile", p, i, node);
        fol[flood_find (f, f->first[cell] + piece) * 2 + p]++;
      }

  /* compare with the engine, node by node */
  for (guint i = 0; i < CS_MAX_NODES; i++)
    root_of[i] = mine_of[i] = CS_NONE;
  for (guint n = 0; n < f->n; n++)
    {
      guint w = f->cell[n];
      guint16 en = (w < CS_NUM_CELLS ? g->cell_node[w] : g->start_node[w - CS_NUM_CELLS]) + f->piece[n];
      guint16 er = cs_game_find (g, en);
      guint16 r = flood_find (f, n);
      const CsFeature *ef = &g->feat[er];

      if (g->node_cell[en] != w || g->node_piece[en] != f->piece[n])
        return g_strdup_printf ("engine node %u is at %u/%u, expected %u/%u", en,
                                g->node_cell[en], g->node_piece[en], w, f->piece[n]);
      if (root_of[r] == CS_NONE && mine_of[er] == CS_NONE)
        {
          root_of[r] = er;
          mine_of[er] = r;
        }
      else if (root_of[r] != er || mine_of[er] != r)
        return g_strdup_printf ("node %u (cell %u piece %u): the engine joins features differently", en, w, f->piece[n]);
      if (r != n)
        continue;
      if (ef->type != piece_type (g, w, f->piece[n]) ||
          ef->tiles.w[0] != tiles[r].w[0] || ef->tiles.w[1] != tiles[r].w[1] ||
          ef->open != open[r] || ef->markets != markets[r] || ef->fountain != fountain[r] ||
          ef->followers[0] != fol[r * 2] || ef->followers[1] != fol[r * 2 + 1])
        return g_strdup_printf ("feature at cell %u piece %u: engine type %u size %u open %u markets %u "
                                "fountain %u followers %u/%u; recomputed type %u size %u open %u markets %u "
                                "fountain %u followers %u/%u",
                                w, f->piece[n], ef->type, cs_tile_mask_count (&ef->tiles), ef->open,
                                ef->markets, ef->fountain, ef->followers[0], ef->followers[1],
                                piece_type (g, w, f->piece[n]), cs_tile_mask_count (&tiles[r]), open[r],
                                markets[r], fountain[r], fol[r * 2], fol[r * 2 + 1]);
      /* a start-space piece no tile has joined is not a feature:
       * bounded or not, it is never completed nor scored */
      if (tiles[r].w[0] == 0 && (tiles[r].w[1] & ((G_GUINT64_CONSTANT (1) << (CS_NUM_CELLS - 64)) - 1)) == 0)
        {
          if (ef->scored)
            return g_strdup_printf ("the %s of start space %u alone is marked scored (R-4.2)",
                                    cs_feature_type_name (ef->type), w - CS_NUM_CELLS + 1);
          continue;
        }
      /* completed (scored) features hold no follower; unscored non-courts are open */
      if (ef->type != CS_COURT && open[r] == 0 && (fol[r * 2] + fol[r * 2 + 1] > 0 || !ef->scored))
        return g_strdup_printf ("the completed %s at cell %u holds %u followers, scored %u",
                                cs_feature_type_name (ef->type), w, fol[r * 2] + fol[r * 2 + 1], ef->scored);
      if (ef->scored && open[r] != 0)
        return g_strdup_printf ("the %s at cell %u is marked scored but is open", cs_feature_type_name (ef->type), w);
    }
  return NULL;
}

char *
tc_check_counts (const CsGame *g)
{
  guint laid = 0, empty = 0;

  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      guint out = 0;
      for (guint i = 0; i < CS_NUM_FOLLOWERS; i++)
        out += g->player[p].follower[i] != CS_NONE;
      /* six in the supply or on the table, plus the score marker */
      if (out + cs_game_supply (g, p) + 1 != 7)
        return g_strdup_printf ("player %u: %u out + %u in supply + marker != 7", p, out, cs_game_supply (g, p));
    }
  for (guint c = 0; c < CS_NUM_CELLS; c++)
    {
      laid += g->cell_tile[c] != CS_CELL_EMPTY;
      empty += g->cell_tile[c] == CS_CELL_EMPTY;
    }
  if (laid != g->n_laid)
    return g_strdup_printf ("%u tiles on the table, n_laid %u", laid, g->n_laid);
  if (empty != CS_NUM_CELLS - laid)
    return g_strdup_printf ("%u empty cells with %u laid", empty, laid);
  if (laid + g->n_removed + cs_game_tiles_left (g) + (cs_game_over (g) ? 0 : 1) != CS_NUM_TILES)
    return g_strdup_printf ("laid %u + removed %u + pile %u (+ the current tile) != 60",
                            laid, g->n_removed, cs_game_tiles_left (g));
  return NULL;
}
