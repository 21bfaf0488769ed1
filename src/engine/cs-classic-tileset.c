/* cs-classic-tileset.c — reading and checking a classic tile-set file (C-2, C-3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same key-file shape as The Castle's sets (docs/FORMATS.md): one group
 * per design, [Tile A] … [Tile X], with Count=, Sides= in the core's
 * notation and one key per piece letter.
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <string.h>

#include "cs-classic.h"
#include "cs-input.h"

static const char *const kind_names[CS_CLASSIC_N_KINDS] = { "field", "road", "city", "cloister" };
static const char *const role_names[CS_CLASSIC_N_KINDS] = { "farmer", "traveller", "knight", "monk" };

const char *
cs_classic_kind_name (guint kind)
{
  return kind < CS_CLASSIC_N_KINDS ? kind_names[kind] : "?";
}

const char *
cs_classic_role_name (guint kind)
{
  return kind < CS_CLASSIC_N_KINDS ? role_names[kind] : "?";
}

void
cs_classic_tileset_free (CsClassicTileset *set)
{
  if (set == NULL)
    return;
  g_free (set->name);
  g_free (set);
}

int
cs_classic_tileset_find (const CsClassicTileset *set,
                         char                    letter)
{
  for (guint i = 0; i < set->n_designs; i++)
    if (set->design[i].letter == letter)
      return i;
  return -1;
}

typedef struct {
  CsClassicDesign *d;
  char             borders[CS_CLASSIC_MAX_PIECES][CS_CLASSIC_MAX_PIECES];
} DesignRead;

/* piece @index of a design (CsTileGroupRules.piece): "city shield cap",
 * "field borders=cd", "road", "cloister" */
static gboolean
parse_piece (gpointer     data,
             guint        index,
             const char  *spec,
             GError     **error)
{
  DesignRead *dr = data;
  CsClassicPiece *piece = &dr->d->pieces[index];
  char *borders = dr->borders[index];
  g_auto(GStrv) words = g_strsplit_set (spec, " \t", -1);
  gboolean have_kind = FALSE;

  memset (piece, 0, sizeof *piece);
  borders[0] = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      guint k;

      if (*w == 0)
        continue;
      for (k = 0; k < CS_CLASSIC_N_KINDS; k++)
        if (strcmp (w, kind_names[k]) == 0)
          break;
      if (k < CS_CLASSIC_N_KINDS && !have_kind)
        {
          piece->type = k;
          have_kind = TRUE;
        }
      else if (strcmp (w, "shield") == 0 && have_kind && piece->type == CS_CLASSIC_CITY)
        piece->shield = 1;
      else if (strcmp (w, "cap") == 0 && have_kind && piece->type == CS_CLASSIC_CITY)
        piece->cap = 1;
      else if (g_str_has_prefix (w, "borders=") && have_kind && piece->type == CS_CLASSIC_FIELD &&
               strlen (w + 8) < CS_CLASSIC_MAX_PIECES)
        strcpy (borders, w + 8);
      else
        {
          cs_error_set (error, CS_ERROR_PARSE,
                       "“%s” is not understood; a piece is field [borders=LETTERS], road, "
                       "city [shield] [cap] or cloister (C-2.3)", w);
          return FALSE;
        }
    }
  if (!have_kind)
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "a piece needs a kind: field, road, city or cloister (C-2.2)");
      return FALSE;
    }
  return TRUE;
}

#define TILE_ERROR(code, ...) \
  G_STMT_START { cs_error_set (error, code, __VA_ARGS__); return FALSE; } G_STMT_END

static const char *const classic_keys[] = { "Count", "Bazaar", "Inn", NULL };

static const CsTileGroupRules classic_rules = {
  .keys = classic_keys,
  .max_pieces = CS_CLASSIC_MAX_PIECES,
  .bad_sides = CS_ERROR_FORMAT ("%s: line %u: [%s] Sides: give 12 piece letters, three per side in the order "
                  "N E S W (C-2.6)"),
  .undeclared = CS_ERROR_FORMAT ("%s: line %u: [%s] Sides: segment %s has the label “%c”, which is not "
                   "declared (C-2.2)"),
  .interleave = CS_ERROR_FORMAT ("%s: line %u: [%s] Sides: pieces “%c” (%s, %s) and “%c” (%s, %s) cross each "
                   "other; a tile's pieces must not interleave around its edge (C-2.1)"),
  .piece = parse_piece,
};

static gboolean
parse_design (CsClassicDesign *d,
              GKeyFile        *kf,
              const char      *group,
              const char      *filename,
              GError         **error)
{
  DesignRead dr = { d, { { 0 } } };
  CsTileGroup tg = { .group = group, .data = &dr };
  GError *local = NULL;
  gint64 count;

  if (!cs_tile_group_check_keys (kf, filename, &classic_rules, group, error))
    return FALSE;
  count = g_key_file_get_int64 (kf, group, "Count", &local);
  if (local != NULL || count < 1 || count > CS_CLASSIC_NUM_TILES)
    {
      g_clear_error (&local);
      TILE_ERROR (CS_ERROR_PARSE, "%s: line %u: [%s] Count: give how many tiles of this design the set has, "
                                    "1 to %d (C-3)", filename, cs_keyfile_where (kf, group, "Count"), group,
                  CS_CLASSIC_NUM_TILES);
    }
  d->count = count;

  /* B-2: a design of the expansion may start an auction or show an inn */
  for (guint i = 0; i < 2; i++)
    {
      const char *key = i == 0 ? "Bazaar" : "Inn";
      GError *berr = NULL;
      gboolean on;

      if (!g_key_file_has_key (kf, group, key, NULL))
        continue;
      on = g_key_file_get_boolean (kf, group, key, &berr);
      if (berr != NULL)
        {
          g_error_free (berr);
          TILE_ERROR (CS_ERROR_PARSE, "%s: line %u: [%s] %s: write true or false (B-2)", filename,
                      cs_keyfile_where (kf, group, key), group, key);
        }
      if (i == 0)
        d->bazaar = on;
      else
        d->inn = on;
    }

  if (!cs_tile_group_read (kf, filename, &classic_rules, &tg, error))
    return FALSE;
  d->n_pieces = tg.n_pieces;
  memcpy (d->seg_piece, tg.seg_piece, sizeof d->seg_piece);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      d->pieces[p].label = tg.piece_label[p];
      d->pieces[p].n_segments = tg.piece_segments[p];
    }
  d->cloister = 0xFF;
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const CsClassicPiece *piece = &d->pieces[p];
      const char key[2] = { piece->label, 0 };

      if (piece->type == CS_CLASSIC_CLOISTER)
        {
          if (piece->n_segments > 0)
            TILE_ERROR (CS_ERROR_INVALID, "%s: line %u: [%s] %s: a cloister touches no side of its tile (C-2.2)",
                        filename, cs_keyfile_where (kf, group, key), group, key);
          if (d->cloister != 0xFF)
            TILE_ERROR (CS_ERROR_INVALID, "%s: line %u: [%s] %s: a tile holds one cloister at most (C-2.2)",
                        filename, cs_keyfile_where (kf, group, key), group, key);
          d->cloister = p;
        }
      else if (piece->n_segments == 0)
        TILE_ERROR (CS_ERROR_INVALID, "%s: line %u: [%s] %s: the piece is on no side of the tile (C-2.2)",
                    filename, cs_keyfile_where (kf, group, key), group, key);
      d->n_shields += piece->shield;
      if (piece->type == CS_CLASSIC_FIELD)
        d->field_mask |= 1u << p;
    }

  /* fields' borders name cities of the same tile (C-2.3) */
  for (guint p = 0; p < d->n_pieces; p++)
    for (const char *b = dr.borders[p]; *b; b++)
      {
        guint q;
        for (q = 0; q < d->n_pieces; q++)
          if (d->pieces[q].label == *b)
            break;
        if (q == d->n_pieces || d->pieces[q].type != CS_CLASSIC_CITY)
          {
            const char key[2] = { d->pieces[p].label, 0 };

            TILE_ERROR (CS_ERROR_INVALID, "%s: line %u: [%s] %c: the field borders “%c”, which is not a city of "
                                            "this tile (C-2.3)", filename, cs_keyfile_where (kf, group, key), group,
                        d->pieces[p].label, *b);
          }
        d->pieces[p].borders |= 1 << q;
        d->border_mask |= 1 << p;
      }

  /* C-2.2: every side is a city, road or field side; roads only in the middle */
  for (guint s = 0; s < 4; s++)
    {
      const CsClassicPiece *a = &d->pieces[d->seg_piece[s * 3]];
      const CsClassicPiece *m = &d->pieces[d->seg_piece[s * 3 + 1]];
      const CsClassicPiece *c = &d->pieces[d->seg_piece[s * 3 + 2]];
      gboolean city = m->type == CS_CLASSIC_CITY && a == m && c == m;
      gboolean road = m->type == CS_CLASSIC_ROAD && a->type == CS_CLASSIC_FIELD && c->type == CS_CLASSIC_FIELD;
      gboolean field = a->type == CS_CLASSIC_FIELD && m->type == CS_CLASSIC_FIELD && c->type == CS_CLASSIC_FIELD;

      if (!city && !road && !field)
        TILE_ERROR (CS_ERROR_INVALID, "%s: line %u: [%s] Sides: side %s is “%c%c%c”; every side must be one city "
                                        "piece, field–road–field or three field segments (C-2.2)",
                    filename, tg.sides_line, group, cs_side_name (s), a->label, m->label, c->label);
    }
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].type == CS_CLASSIC_ROAD && d->pieces[p].n_segments > 2)
      {
        const char key[2] = { d->pieces[p].label, 0 };

        TILE_ERROR (CS_ERROR_INVALID, "%s: line %u: [%s] %c: one road piece reaches %u sides; where roads meet, "
                                        "give each arm its own piece (C-2.4)",
                    filename, cs_keyfile_where (kf, group, key), group, d->pieces[p].label,
                    d->pieces[p].n_segments);
      }

  if (!cs_tile_group_check_crossing (filename, &classic_rules, &tg, error))
    return FALSE;

  /* the turn tables, the side kinds and the fit table (C-4.3) */
  {
    guint8 look[CS_CLASSIC_MAX_PIECES];

    cs_tile_turns (d->seg_piece, d->rot_piece);
    for (guint r = 0; r < 4; r++)
      for (guint s = 0; s < 4; s++)
        {
          d->side_kind[r][s] = d->pieces[d->rot_piece[r][s * 3 + 1]].type;
          d->field_segs[r][s] = 0;
          d->side_pieces[r][s] = 0;
          for (guint pos = 0; pos < 3; pos++)
            {
              if (d->pieces[d->rot_piece[r][s * 3 + pos]].type == CS_CLASSIC_FIELD)
                d->field_segs[r][s] |= 1 << pos;
              d->side_pieces[r][s] |= 1 << d->rot_piece[r][s * 3 + pos];
            }
        }
    cs_fit_table_by_kind ((const guint8 (*)[4]) d->side_kind, d->fit);
    for (guint con = 0; con < 256; con++)
      d->fit_count[con] = cs_turns_count (d->fit[con]);
    for (guint r = 0; r < 4; r++)
      {
        guint want = 0;

        for (guint s = 0; s < 4; s++)
          want |= (1u + d->side_kind[r][s]) << (2 * s);
        memset (d->want_con[r], want, sizeof d->want_con[r]);
      }
    for (guint axis = 1; axis <= 2; axis++)
      {
        guint8 kind[4][4], carries = 0;

        memcpy (kind, d->side_kind, sizeof kind);
        for (guint r = 0; r < 4; r++)
          if (kind[r][axis - 1] == CS_CLASSIC_FIELD && kind[r][axis + 1] == CS_CLASSIC_FIELD)
            {
              kind[r][axis - 1] = kind[r][axis + 1] = CS_CLASSIC_ROAD;
              carries |= 1 << r;
            }
        cs_fit_table_by_kind ((const guint8 (*)[4]) kind, d->bridge_fit[axis - 1]);
        for (guint con = 0; con < 256; con++)
          d->bridge_fit[axis - 1][con] &= carries;
      }
    for (guint p = 0; p < d->n_pieces; p++)
      look[p] = d->pieces[p].type | (d->pieces[p].shield << 2);
    d->unique_rot_mask = cs_tile_unique_turns ((const guint8 (*)[CS_SEGMENTS]) d->rot_piece, look);
  }
  return TRUE;
}

/* @expansion: 0 for a base set, else the expansion the file must be */
static CsClassicTileset *
tileset_from_data (const char  *data,
                   gsize        length,
                   const char  *filename,
                   guint        expansion,
                   GError     **error)
{
  g_autofree char *exp_name = NULL;
  guint want = expansion ? CS_CLASSIC_BCB_TILES : CS_CLASSIC_BASE_TILES;
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(CsClassicTileset) set = g_new0 (CsClassicTileset, 1);
  g_auto(GStrv) groups = NULL;
  g_autofree char *game = NULL;
  g_autofree char *start = NULL;
  guint total = 0;
  int s;

  if (filename == NULL)
    filename = "tile set";   /* not translated: a stand-in for a file name */
  if (!cs_keyfile_load (kf, data, length, filename, error))
    return NULL;
  game = g_key_file_get_string (kf, "Tileset", "Game", NULL);
  if (game == NULL || strcmp (game, "carcassonne") != 0)
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "%s: [Tileset] must say Game=carcassonne for a classic tile set", filename);
      return NULL;
    }
  exp_name = g_key_file_get_string (kf, "Tileset", "Expansion", NULL);
  if (expansion == 0 && exp_name != NULL)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Tileset] Expansion: this file holds an expansion's tiles; "
                   "a game adds them to the base set (--expansions %s)", filename, exp_name);
      return NULL;
    }
  if (expansion != 0 && g_strcmp0 (exp_name, "bcb") != 0)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Tileset] must say Expansion=bcb for the tiles of Bridges, Castles and Bazaars (B-1.2)",
                   filename);
      return NULL;
    }
  set->name = g_key_file_get_locale_string (kf, "Tileset", "Name", NULL, NULL);
  if (set->name == NULL)
    set->name = g_strdup (filename);

  groups = g_key_file_get_groups (kf, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      const char *g = groups[i];
      CsClassicDesign *d;

      if (strcmp (g, "Tileset") == 0)
        continue;
      if (!g_str_has_prefix (g, "Tile ") || strlen (g) != 6 || !g_ascii_isupper (g[5]))
        {
          cs_error_set (error, CS_ERROR_PARSE,
                       "%s: line %u: [%s]: unknown group; designs are groups named [Tile A] to [Tile Z]", filename,
                       cs_keyfile_line (kf, g, NULL), g);
          return NULL;
        }
      if (cs_classic_tileset_find (set, g[5]) >= 0)
        {
          cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [%s]: this letter is used twice", filename,
                        cs_keyfile_line (kf, g, NULL), g);
          return NULL;
        }
      if (set->n_designs == CS_CLASSIC_MAX_DESIGNS)
        {
          cs_error_set (error, CS_ERROR_INVALID, "%s: more than %d designs", filename,
                       CS_CLASSIC_MAX_DESIGNS);
          return NULL;
        }
      d = &set->design[set->n_designs];
      d->letter = g[5];
      if (!parse_design (d, kf, g, filename, error))
        return NULL;
      d->expansion = expansion;
      set->cap_mask[set->n_designs] = 0;
      for (guint p = 0; p < d->n_pieces; p++)
        set->cap_mask[set->n_designs] |= (guint) (d->pieces[p].type == CS_CLASSIC_CITY && d->pieces[p].cap) << p;
      for (guint c = 0; c < d->count && total + c < CS_CLASSIC_NUM_TILES; c++)
        set->tile_design[total + c] = set->n_designs;
      total += d->count;
      set->n_designs++;
    }
  if (total != want && expansion)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: the expansion has %u tiles; it must have exactly %u (B-1.2)", filename, total, want);
      return NULL;
    }
  if (total != want)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: the set has %u tiles; the game is played with exactly %d (C-1.3)",
                   filename, total, CS_CLASSIC_BASE_TILES);
      return NULL;
    }
  set->n_tiles = total;
  if (expansion)
    return g_steal_pointer (&set);

  start = g_key_file_get_string (kf, "Tileset", "Start", NULL);
  s = start != NULL && strlen (start) == 1 ? cs_classic_tileset_find (set, start[0]) : -1;
  if (s < 0)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: [Tileset] Start: name the letter of the start tile's design (C-1.3)", filename);
      return NULL;
    }
  for (guint t = 0; t < set->n_tiles; t++)
    if (set->tile_design[t] == (guint) s)
      {
        set->start = t;
        break;
      }
  return g_steal_pointer (&set);
}

CsClassicTileset *
cs_classic_tileset_new_from_data (const char  *data,
                                  gsize        length,
                                  const char  *filename,
                                  GError     **error)
{
  CsClassicTileset *result = tileset_from_data (data, length, filename, 0, error);

  if (result == NULL)
    cs_error_make_valid (error);
  return result;
}

CsClassicTileset *
cs_classic_tileset_new_from_file (const char  *path,
                                  GError     **error)
{
  g_autofree char *data = NULL;
  gsize len;

  if (!cs_file_read (path, CS_MAX_FILE_SIZE, &data, &len, error))
    return NULL;
  return cs_classic_tileset_new_from_data (data, len, path, error);
}

gboolean
cs_classic_tileset_add_expansion (CsClassicTileset *set,
                                  const char       *data,
                                  gsize             length,
                                  const char       *filename,
                                  GError          **error)
{
  g_autoptr(CsClassicTileset) exp = NULL;
  guint cloisters = 0, shields = 0, bazaars = 0;

  g_return_val_if_fail (set != NULL, FALSE);
  if (filename == NULL)
    filename = "tile set";   /* not translated: a stand-in for a file name */
  if (set->expansions & CS_CLASSIC_BCB)
    {
      cs_error_set (error, CS_ERROR_INVALID, "%s: the set already holds the expansion's tiles (B-1.2)", filename);
      return FALSE;
    }
  exp = tileset_from_data (data, length, filename, CS_CLASSIC_BCB, error);
  if (exp == NULL)
    {
      cs_error_make_valid (error);
      return FALSE;
    }
  if (set->n_designs + exp->n_designs > CS_CLASSIC_MAX_DESIGNS || set->n_tiles + exp->n_tiles > CS_CLASSIC_NUM_TILES)
    {
      cs_error_set (error, CS_ERROR_INVALID, "%s: too many designs or tiles for one game", filename);
      return FALSE;
    }
  /* B-2.5: with the base game, 84 tiles, 8 cloisters, 10 shields, 8 bazaars */
  for (guint t = 0; t < set->n_tiles; t++)
    {
      cloisters += cs_classic_tile (set, t)->cloister != 0xFF;
      shields += cs_classic_tile (set, t)->n_shields;
    }
  for (guint t = 0; t < exp->n_tiles; t++)
    {
      cloisters += cs_classic_tile (exp, t)->cloister != 0xFF;
      shields += cs_classic_tile (exp, t)->n_shields;
      bazaars += cs_classic_tile (exp, t)->bazaar;
    }
  if (cloisters != 8 || shields != 10 || bazaars != 8)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: with the base game the expansion gives %u cloisters, %u shields and %u bazaars; "
                   "the game has 8, 10 and 8 (B-2.5)", filename, cloisters, shields, bazaars);
      return FALSE;
    }
  for (guint i = 0; i < exp->n_designs; i++)
    {
      CsClassicDesign *d = &set->design[set->n_designs + i];
      *d = exp->design[i];
      d->letter = g_ascii_tolower (d->letter);
      set->cap_mask[set->n_designs + i] = exp->cap_mask[i];
    }
  for (guint t = 0; t < exp->n_tiles; t++)
    set->tile_design[set->n_tiles + t] = set->n_designs + exp->tile_design[t];
  set->n_designs += exp->n_designs;
  set->n_tiles += exp->n_tiles;
  set->expansions |= CS_CLASSIC_BCB;
  {
    char *name = g_strdup_printf ("%s + %s", set->name, exp->name);
    g_free (set->name);
    set->name = name;
  }
  return TRUE;
}
