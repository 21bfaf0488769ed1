/* cs-tileset.c — reading and checking a tile-set file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <string.h>

#include "cs-game.h"
#include "cs-input.h"

void
cs_tileset_free (CsTileset *set)
{
  if (set == NULL)
    return;
  g_free (set->name);
  g_free (set);
}

int
cs_tileset_find (const CsTileset *set,
                 guint            number)
{
  for (guint i = 0; i < set->n_tiles; i++)
    if (set->tiles[i].number == number)
      return i;
  return -1;
}

/* what a piece looks and scores like: equal values, equal pieces (for the
 * turns of a symmetric tile that need not be tried twice) */
static guint8
piece_look (const CsPiece *p)
{
  return p->type | (p->fountain ? 8 : 0) | (p->markets << 4);
}

static void
precompute (CsTile *t)
{
  guint8 look[CS_MAX_PIECES];

  cs_tile_turns (t->seg_piece, t->rot_piece);
  for (guint r = 0; r < 4; r++)
    {
      t->path_mask[r] = 0;
      for (guint s = 0; s < 4; s++)
        if (t->pieces[t->rot_piece[r][s * 3 + 1]].type == CS_PATH)
          t->path_mask[r] |= 1 << s;
      for (guint s = 0; s < 4; s++)
        t->side_con[r][s] = (1 << ((s + 2) % 4)) | (((t->path_mask[r] >> s) & 1) << (4 + (s + 2) % 4));
    }
  for (guint con = 0; con < 256; con++)
    {
      guint sides = con & 0xF, req = con >> 4;
      t->fit[con] = 0;
      for (guint r = 0; r < 4; r++)
        if (sides != 0 && (req & ~sides) == 0 && (t->path_mask[r] & sides) == req)
          t->fit[con] |= 1 << r;
    }
  for (guint m = 0; m < 16; m++)
    {
      t->fail_path[m] = t->fail_other[m] = 0;
      for (guint r = 0; r < 4; r++)
        {
          t->fail_path[m] |= ((m & ~t->path_mask[r]) != 0) << r;
          t->fail_other[m] |= ((m & t->path_mask[r]) != 0) << r;
        }
    }
  for (guint s = 0; s < 4; s++)
    {
      t->side_count[s] = 0;
      for (guint pos = 0; pos < 3; pos++)
        t->side_count[s] += G_GUINT64_CONSTANT (1) << (4 * t->seg_piece[s * 3 + pos]);
    }
  for (guint m = 0; m < 16; m++)
    {
      t->open_by_empty[m] = 0;
      for (guint j = 0; j < 4; j++)
        if (m & (1u << j))
          t->open_by_empty[m] += t->side_count[j];
      memset (t->closed_by_empty[m], 0, sizeof t->closed_by_empty[m]);
      t->n_closed_by_empty[m] = 0;
      for (guint p = 0; p < t->n_pieces; p++)
        if (t->pieces[p].type != CS_COURT && ((t->open_by_empty[m] >> (4 * p)) & 15) == 0)
          t->closed_by_empty[m][t->n_closed_by_empty[m]++] = p;
    }
  for (guint r = 0; r < 4; r++)
    for (guint k = 0; k < 12; k++)
      t->rot_type[r][k] = t->pieces[t->rot_piece[r][k]].type;
  for (guint p = 0; p < t->n_pieces; p++)
    {
      CsFeature f;

      look[p] = piece_look (&t->pieces[p]);
      memset (&f, 0, sizeof f);
      f.type = t->pieces[p].type;
      f.markets = t->pieces[p].markets;
      f.fountain = t->pieces[p].fountain;
      memcpy (&t->piece_feature[p], &f, sizeof t->piece_feature[p]);
    }
  t->unique_rot_mask = cs_tile_unique_turns (t->rot_piece, look);
}

static gboolean
is_building (const CsPiece *piece)
{
  return piece->type == CS_TOWER || piece->type == CS_HOUSE;
}

/* beyond the edge: a path arm that touches one side does not stop in
 * the air.  It runs to the square where the arms meet, to a building
 * standing inside the tile, or straight across to a building in the middle
 * of the opposite side.  Two arms meeting at a square or an inner building,
 * or one arm and the building across, form a line through the tile from
 * segment @x to segment @y: no other piece may lie on both sides of it. */
static gboolean
check_barrier (const CsTile *t,
               guint         x,
               guint         y,
               guint         through,   /* the building or square between, or CS_MAX_PIECES */
               const char   *filename,
               guint         line,      /* of Sides */
               const char   *group,
               GError      **error)
{
  gboolean arc_a[CS_MAX_PIECES] = { FALSE }, arc_b[CS_MAX_PIECES] = { FALSE };

  for (guint k = (x + 1) % 12; k != y; k = (k + 1) % 12)
    arc_a[t->seg_piece[k]] = TRUE;
  for (guint k = (y + 1) % 12; k != x; k = (k + 1) % 12)
    arc_b[t->seg_piece[k]] = TRUE;
  for (guint p = 0; p < t->n_pieces; p++)
    {
      if (p == t->seg_piece[x] || p == t->seg_piece[y] || p == through || !arc_a[p] || !arc_b[p])
        continue;
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: line %u: [%s] Sides: piece “%c” lies on both sides of the path that crosses the tile "
                   "from %s to %s; give each side its own piece (R-2.4)",
                   filename, line, group, t->pieces[p].label, cs_segment_name (x), cs_segment_name (y));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_crossings (const CsTile *t,
                 const char   *filename,
                 guint         line,
                 const char   *group,
                 GError      **error)
{
  guint arms[4], n_arms = 0, hub = CS_MAX_PIECES;

  for (guint s = 0; s < 4; s++)
    {
      guint p = t->seg_piece[s * 3 + 1];
      if (t->pieces[p].type == CS_PATH && t->pieces[p].n_segments == 1)
        arms[n_arms++] = s * 3 + 1;
    }
  for (guint p = 0; p < t->n_pieces; p++)
    if (t->pieces[p].n_segments == 0 && is_building (&t->pieces[p]))
      hub = p;
  if (t->square || hub < CS_MAX_PIECES)
    {
      /* the arms meet in the middle: every two of them cross the tile */
      for (guint i = 0; i < n_arms; i++)
        for (guint j = i + 1; j < n_arms; j++)
          if (!check_barrier (t, arms[i], arms[j], hub, filename, line, group, error))
            return FALSE;
      return TRUE;
    }
  for (guint i = 0; i < n_arms; i++)
    {
      guint across = (arms[i] + 6) % 12;
      if (is_building (&t->pieces[t->seg_piece[across]]) &&
          !check_barrier (t, arms[i], across, CS_MAX_PIECES, filename, line, group, error))
        return FALSE;
    }
  return TRUE;
}

typedef struct {
  CsTile   *t;
  gboolean  inner[CS_MAX_PIECES];
} TileRead;

/* one piece of a Castle tile: cs_piece_parse */
static gboolean
castle_piece (gpointer     data,
              guint        index,
              const char  *spec,
              GError     **error)
{
  TileRead *tr = data;

  return cs_piece_parse (spec, &tr->t->pieces[index], &tr->inner[index], error);
}

static const char *const castle_keys[] = { "Square", NULL };

static const CsTileGroupRules castle_rules = {
  .keys = castle_keys,
  .max_pieces = CS_MAX_PIECES,
  .bad_sides = CS_ERROR_FORMAT ("%s: line %u: [%s] Sides: “%s” must be 12 piece letters, three per side "
                  "in the order N E S W (R-2.1)"),
  .undeclared = CS_ERROR_FORMAT ("%s: line %u: [%s] Sides: segment %s has the label “%c”, which is not declared (R-2.3)"),
  .interleave = CS_ERROR_FORMAT ("%s: line %u: [%s] Sides: pieces “%c” (%s, %s) and “%c” (%s, %s) cross each other; "
                   "a tile's pieces must not interleave around its edge (R-2.4)"),
  .piece = castle_piece,
};

static gboolean
parse_tile (CsTile      *t,
            GKeyFile    *kf,
            const char  *group,
            const char  *filename,
            GError     **error)
{
  TileRead tr = { t, { FALSE } };
  CsTileGroup tg = { .group = group, .data = &tr };
  GError *local = NULL;

  if (!cs_tile_group_read (kf, filename, &castle_rules, &tg, error))
    return FALSE;
  t->n_pieces = tg.n_pieces;
  memcpy (t->seg_piece, tg.seg_piece, sizeof t->seg_piece);
  for (guint p = 0; p < t->n_pieces; p++)
    {
      t->pieces[p].label = tg.piece_label[p];
      t->pieces[p].n_segments = tg.piece_segments[p];
    }

  /* "inner" exactly when the piece touches no side */
  for (guint p = 0; p < t->n_pieces; p++)
    {
      const char key[2] = { t->pieces[p].label, 0 };

      if (t->pieces[p].n_segments > 0 && tr.inner[p])
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [%s] %s: the piece is marked inner but lies on the tile's sides (R-2.3)",
                       filename, cs_keyfile_where (kf, group, key), group, key);
          return FALSE;
        }
      if (t->pieces[p].n_segments == 0 && !tr.inner[p])
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [%s] %s: the piece is on no side; mark it “inner” if it lies wholly "
                       "inside the tile (R-2.3)", filename, cs_keyfile_where (kf, group, key), group, key);
          return FALSE;
        }
    }

  t->square = g_key_file_get_boolean (kf, group, "Square", &local);
  if (local != NULL)
    {
      if (!g_error_matches (local, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND))
        {
          g_autofree char *square_text = g_key_file_get_value (kf, group, "Square", NULL);

          /* Translators: the value is GLib's boolean: true or false, not translated */
          cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [%s] Square: “%s”: write true or false (R-2.5)",
                        filename, cs_keyfile_where (kf, group, "Square"), group, square_text);
          g_clear_error (&local);
          return FALSE;
        }
      g_clear_error (&local);
    }

  /* paths only on middle segments, and at most two sides per piece */
  for (guint s = 0; s < 12; s++)
    {
      const CsPiece *piece = &t->pieces[t->seg_piece[s]];
      if (piece->type == CS_PATH && s % 3 != 1)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [%s] Sides: the path “%c” is on segment %s, off the middle of the side; "
                       "a path only uses middle segments (R-2.3)", filename, tg.sides_line, group, piece->label, cs_segment_name (s));
          return FALSE;
        }
    }
  for (guint p = 0; p < t->n_pieces; p++)
    if (t->pieces[p].type == CS_PATH && t->pieces[p].n_segments > 2)
      {
        const char key[2] = { t->pieces[p].label, 0 };

        cs_error_set (error, CS_ERROR_INVALID,
                     "%s: line %u: [%s] %c: one path piece reaches %u sides; where paths meet, give each arm "
                     "its own piece and set Square=true (R-2.5)", filename, cs_keyfile_where (kf, group, key),
                     group, t->pieces[p].label, t->pieces[p].n_segments);
        return FALSE;
      }

  if (!cs_tile_group_check_crossing (filename, &castle_rules, &tg, error) ||
      !check_crossings (t, filename, tg.sides_line, group, error))
    return FALSE;

  if (t->square)
    {
      guint arms = 0;
      for (guint p = 0; p < t->n_pieces; p++)
        if (t->pieces[p].type == CS_PATH && t->pieces[p].n_segments == 1)
          arms++;
      if (arms < 2)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [%s] Square: a square needs at least two path arms of one side each (R-2.5)",
                       filename, cs_keyfile_where (kf, group, "Square"), group);
          return FALSE;
        }
    }

  precompute (t);
  return TRUE;
}

static CsTileset *
tileset_from_data (const char  *data,
                   gsize        length,
                   const char  *filename,
                   GError     **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(CsTileset) set = g_new0 (CsTileset, 1);
  g_auto(GStrv) groups = NULL;
  gsize n_groups = 0;
  guint n_tile_groups = 0;

  if (filename == NULL)
    filename = "tile set";   /* not translated: a stand-in for a file name */

  if (!cs_keyfile_load (kf, data, length, filename, error))
    return NULL;
  if (!g_key_file_has_group (kf, "Tileset"))
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: there is no [Tileset] group; is this a tile-set file?", filename);
      return NULL;
    }
  set->name = g_key_file_get_locale_string (kf, "Tileset", "Name", NULL, NULL);
  if (set->name == NULL)
    set->name = g_strdup (filename);

  groups = g_key_file_get_groups (kf, &n_groups);
  for (gsize i = 0; i < n_groups; i++)
    {
      const char *g = groups[i];
      guint64 number;
      CsTile *t;

      if (strcmp (g, "Tileset") == 0)
        continue;
      if (!g_str_has_prefix (g, "Tile ") ||
          !g_ascii_string_to_unsigned (g + 5, 10, 1, 9999, &number, NULL))
        {
          cs_error_set (error, CS_ERROR_PARSE,
                       "%s: line %u: [%s]: unknown group; tiles are groups named [Tile N]", filename,
                       cs_keyfile_line (kf, g, NULL), g);
          return NULL;
        }
      n_tile_groups++;
      if (set->n_tiles == CS_NUM_TILES)
        continue; /* counted, reported below */
      if (cs_tileset_find (set, number) >= 0)
        {
          cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [%s]: this tile number is used twice", filename,
                        cs_keyfile_line (kf, g, NULL), g);
          return NULL;
        }
      t = &set->tiles[set->n_tiles];
      t->number = number;
      if (!parse_tile (t, kf, g, filename, error))
        return NULL;
      set->n_tiles++;
    }

  if (n_tile_groups != CS_NUM_TILES)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: the set has %u tiles; the game is played with exactly %d (R-1.4)",
                   filename, n_tile_groups, CS_NUM_TILES);
      return NULL;
    }
  {
    guint pieces = 0;

    for (guint i = 0; i < set->n_tiles; i++)
      pieces += set->tiles[i].n_pieces;
    if (pieces > CS_MAX_TILE_PIECES)
      {
        cs_error_set (error, CS_ERROR_INVALID,
                     "%s: the tiles have %u pieces in all; a set may have at most %d", filename, pieces,
                     CS_MAX_TILE_PIECES);
        return NULL;
      }
  }
  return g_steal_pointer (&set);
}

/* The messages quote the file (a line, a value, a group name), which may
 * be any bytes; the caller shows them, so they are made valid UTF-8. */
CsTileset *
cs_tileset_new_from_data (const char  *data,
                          gsize        length,
                          const char  *filename,
                          GError     **error)
{
  CsTileset *result = tileset_from_data (data, length, filename, error);

  if (result == NULL)
    cs_error_make_valid (error);
  return result;
}

CsTileset *
cs_tileset_new_from_file (const char  *path,
                          GError     **error)
{
  g_autofree char *data = NULL;
  gsize len;

  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, error))
    return NULL;
  return cs_tileset_new_from_data (data, len, path, error);
}
