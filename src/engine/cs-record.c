/* cs-record.c — reading, writing and replaying game records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <string.h>

#include "cs-record.h"
#include "cs-input.h"

static const char *const variant_ids[] = { "V-1", "V-2", "V-3", "V-4" };

const char *
cs_variant_id (guint bit)
{
  for (guint i = 0; i < G_N_ELEMENTS (variant_ids); i++)
    if (bit == (1u << i))
      return variant_ids[i];
  return "?";
}

CsRecord *
cs_record_new (void)
{
  CsRecord *r = g_new0 (CsRecord, 1);

  r->moves = g_array_new (FALSE, TRUE, sizeof (CsRecordMove));
  r->board_ref = g_strdup ("castle");
  r->tileset_ref = g_strdup ("castellan");
  r->n_draw_numbers = CS_NUM_TILES;
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    {
      r->names[p] = g_strdup_printf ("Player %u", p + 1);
      r->kinds[p] = g_strdup ("human");
    }
  return r;
}

void
cs_record_free (CsRecord *r)
{
  if (r == NULL)
    return;
  g_free (r->board_ref);
  g_free (r->tileset_ref);
  cs_record_players_free (CS_NUM_PLAYERS, r->names, r->kinds);
  g_array_unref (r->moves);
  g_free (r->filename);
  g_free (r);
}

void
cs_record_setup_from_seed (CsRecord        *r,
                           const CsTileset *tileset,
                           guint32          seed,
                           guint            first)
{
  guint8 order[CS_NUM_TILES];

  cs_shuffle_setup (seed, order, r->wall_layout);
  for (guint i = 0; i < CS_NUM_TILES; i++)
    r->draw_numbers[i] = tileset->tiles[order[i]].number;
  r->n_draw_numbers = CS_NUM_TILES;
  r->seed = seed;
  r->has_seed = TRUE;
  r->first = first;
}

static gboolean
parse_move (const char    *text,
            const char    *filename,
            guint          line,
            guint          index,
            CsRecordMove  *rm,
            GError       **error)
{
  g_autofree char *cell = NULL;
  g_auto(GStrv) rest = NULL;
  guint rot;

  memset (rm, 0, sizeof *rm);
  rm->move.follower = -1;
  rm->move.cell = 0xFF;
  /* the cell is resolved against the board later (parse_cell_name) */
  if (!cs_record_move_words (text, &cell, &rot, &rest))
    goto bad;
  rm->move.rot = rot;

  for (guint i = 0; rest[i] != NULL; i++)
    {
      const char *w = rest[i];
      guint64 v;

      if (g_str_has_prefix (w, "follower="))
        {
          if (!(rm->follower_label = cs_record_follower_word (w)))
            goto bad;
        }
      else if (strcmp (w, "extra") == 0)
        rm->move.flags |= CS_MOVE_EXTRA_TURN;
      else if (g_str_has_prefix (w, "order=") || g_str_has_prefix (w, "boost="))
        {
          gboolean is_order = w[0] == 'o';
          g_auto(GStrv) items = g_strsplit (w + 6, ",", -1);
          guint k = 0;

          for (; items[k] != NULL; k++)
            {
              if (k >= CS_MAX_COMPLETE ||
                  !g_ascii_string_to_unsigned (items[k], 10, 0, CS_MAX_COMPLETE - 1, &v, NULL))
                goto bad;
              if (is_order)
                rm->move.order[k] = v;
              else
                rm->move.boost[k] = v;
            }
          if (is_order)
            {
              rm->move.n_order = k;
              rm->move.flags |= CS_MOVE_CUSTOM_ORDER;
            }
          else
            rm->move.flags |= CS_MOVE_CUSTOM_BOOST;
        }
      else
        goto bad;
    }
  return TRUE;

bad:
  {
    g_autofree char *quoted = cs_quote_text (text);
    cs_error_set (error, CS_ERROR_PARSE,
                 "%s: line %u: [Moves] %u: “%s” is not a move; write CELL TURNS [follower=LABEL] "
                 "[order=I,J…] [boost=N,M…] [extra], as in “D5 1 follower=p”",
                 filename, line, index, quoted);
  }
  return FALSE;
}

static gboolean
parse_cell_name (const char *text, CsRecordMove *rm)
{
  guint64 row;
  g_auto(GStrv) w = g_strsplit_set (text, " \t", -1);
  guint i = 0;

  while (w[i] != NULL && w[i][0] == '\0')
    i++;
  if (w[i] == NULL || !g_ascii_isalpha (w[i][0]))
    return FALSE;
  if (!g_ascii_string_to_unsigned (w[i] + 1, 10, 1, CS_MAX_H, &row, NULL))
    return FALSE;
  rm->cell_col = g_ascii_toupper (w[i][0]) - 'A';
  rm->cell_row = row - 1;
  return rm->cell_col < CS_MAX_W;
}

/* does @text read as a move? (cs_record_cut_in_move) */
static gboolean
is_move (const char *text)
{
  CsRecordMove rm;

  return parse_move (text, "", 0, 1, &rm, NULL) && parse_cell_name (text, &rm);
}

static CsRecord *
record_from_data (const char  *data,
                  gsize        length,
                  const char  *filename,
                  GError     **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(CsRecord) r = cs_record_new ();
  g_autofree gint *order = NULL;
  g_autofree gint *wall = NULL;
  g_auto(GStrv) variants = NULL;
  g_autofree char *theme = NULL;
  GError *local = NULL;
  gsize n_order = 0, n_wall = 0, n_variants = 0;
  gint version, first;
  gint64 count;

  if (filename == NULL)
    filename = "record";   /* not translated: a stand-in for a file name */
  r->filename = g_strdup (filename);

  if (!cs_keyfile_load (kf, data, length, filename, error))
    return NULL;
  if (!cs_record_check_whole (kf, data, length, filename, error))
    return NULL;
  if (!g_key_file_has_group (kf, "Game"))
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: there is no [Game] group; is this a game record?", filename);
      return NULL;
    }
  /* a record of The Castle has no Game line (or says castle); a classic
   * one is read by cs-classic-record.c, and no other game is known */
  {
    g_autofree char *game = g_key_file_get_string (kf, "Game", "Game", NULL);
    if (game != NULL && strcmp (game, "castle") != 0)
      {
        cs_error_set (error, CS_ERROR_PARSE,
                      "%s: line %u: [Game] Game: “%s” is not a game of Castellan's; a record of The Castle has no Game "
                      "line, one of classic Carcassonne says Game=carcassonne",
                      filename, cs_keyfile_where (kf, "Game", "Game"), game);
        return NULL;
      }
  }

  /* every key a Castellan has written in a record of The Castle, and no
   * other: a misspelt key is refused, not ignored (docs/FORMATS.md) */
  {
    static const char *const known[] = {
      "Format", "Version", "MoveCount", "Board", "Tileset", "Theme", "Variants", "Game", "Player1",
      "Player1Kind", "Player2", "Player2Kind", "Seed", "First", "DrawOrder", "InHand", "WallTiles", NULL
    };
    if (!cs_keyfile_check_keys (kf, filename, "Game", known, FALSE, error))
      return NULL;
  }

/* a key that is not there at all most likely means a file cut short; a
 * value that is not what the key takes is said in our words (@what, a new
 * error), not GLib's ("Key file contains key … which has a value that
 * cannot be interpreted"), when there are words for it */
#define REQUIRE_WHY(expr, key, what)                                                \
  G_STMT_START {                                                                    \
    if (!(expr))                                                                    \
      {                                                                             \
        if (!g_key_file_has_key (kf, "Game", key, NULL))                            \
          /* Translators: the first %s is a file name, the second a key such as "First" */ \
          cs_error_set (error, CS_ERROR_PARSE,                             \
                       "%s: [Game] has no %s line: the file is cut short, or it is not a Castellan game record", \
                       filename, key);                                              \
        else                                                                        \
          {                                                                         \
            GError *ours = (what);                                                  \
            g_autoptr(GError) why = ours ? ours : local ? g_steal_pointer (&local) \
                                    : cs_error_new (CS_ERROR_PARSE, "missing or malformed"); \
            cs_error_set_caused (error, CS_ERROR_PARSE, why, "%s: line %u: [Game] %s: %s",   \
                                 filename, cs_keyfile_where (kf, "Game", key), key, why->message); \
          }                                                                         \
        g_clear_error (&local);                                                     \
        return NULL;                                                                \
      }                                                                             \
  } G_STMT_END
#define REQUIRE(expr, key) REQUIRE_WHY (expr, key, NULL)
#define WHOLE(lo, hi) cs_error_new (CS_ERROR_PARSE, "give a whole number from %d to %d", lo, hi)

  version = g_key_file_get_integer (kf, "Game", "Version", &local);
  REQUIRE_WHY (local == NULL, "Version", WHOLE (1, 1000));
  if (version != CS_RECORD_VERSION)
    {
      cs_error_set (error, CS_ERROR_VERSION,
                   "%s: line %u: [Game] Version: this is a version %d record; this Castellan reads version %d",
                   filename, cs_keyfile_where (kf, "Game", "Version"), version, CS_RECORD_VERSION);
      return NULL;
    }

  g_free (r->board_ref);
  r->board_ref = g_key_file_get_string (kf, "Game", "Board", &local);
  REQUIRE (r->board_ref != NULL && local == NULL, "Board");
  g_free (r->tileset_ref);
  r->tileset_ref = g_key_file_get_string (kf, "Game", "Tileset", &local);
  REQUIRE (r->tileset_ref != NULL && local == NULL, "Tileset");
  r->board_line = cs_keyfile_where (kf, "Game", "Board");
  r->tileset_line = cs_keyfile_where (kf, "Game", "Tileset");

  theme = g_key_file_get_string (kf, "Game", "Theme", NULL);
  if (theme == NULL || strcmp (theme, "castle") == 0)
    r->theme = CS_THEME_CASTLE;
  else if (strcmp (theme, "zamek") == 0)
    r->theme = CS_THEME_ZAMEK;
  else
    {
      cs_error_set (error, CS_ERROR_PARSE,
                   "%s: line %u: [Game] Theme: “%s”; use castle or zamek (R-10)", filename,
                   cs_keyfile_where (kf, "Game", "Theme"), theme);
      return NULL;
    }

  variants = g_key_file_get_string_list (kf, "Game", "Variants", &n_variants, NULL);
  for (gsize i = 0; i < n_variants; i++)
    {
      guint bit = 0;
      for (guint k = 0; k < G_N_ELEMENTS (variant_ids); k++)
        if (strcmp (g_strstrip (variants[i]), variant_ids[k]) == 0)
          bit = 1u << k;
      if (bit == 0 && variants[i][0] != '\0')
        {
          cs_error_set (error, CS_ERROR_PARSE,
                       "%s: line %u: [Game] Variants: “%s” is not a variant; known: V-1 to V-4 (R-11)",
                       filename, cs_keyfile_where (kf, "Game", "Variants"), variants[i]);
          return NULL;
        }
      r->variants |= bit;
    }

  if (!cs_record_players_read (kf, filename, CS_NUM_PLAYERS, r->names, r->kinds, error))
    return NULL;

  if (g_key_file_has_key (kf, "Game", "Seed", NULL))
    {
      g_autofree char *seed = g_key_file_get_string (kf, "Game", "Seed", NULL);
      guint64 v;
      REQUIRE_WHY (seed && g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &v, NULL), "Seed",
                   cs_error_new (CS_ERROR_PARSE, "give a whole number from 0 to 4294967295"));
      r->seed = v;
      r->has_seed = TRUE;
    }

  first = g_key_file_get_integer (kf, "Game", "First", &local);
  REQUIRE_WHY (local == NULL && (first == 1 || first == 2), "First", WHOLE (1, 2));
  r->first = first - 1;

  /* a turn in progress: the tile in hand, and the pile known only as far
   * as it has been drawn (docs/FORMATS.md) */
  if (g_key_file_has_key (kf, "Game", "InHand", NULL))
    {
      g_autofree char *hand = g_key_file_get_string (kf, "Game", "InHand", NULL);
      guint64 v;
      REQUIRE_WHY (hand && g_ascii_string_to_unsigned (hand, 10, 1, 9999, &v, NULL), "InHand", WHOLE (1, 9999));
      r->in_hand = v;
      r->in_hand_line = cs_keyfile_where (kf, "Game", "InHand");
    }

  order = g_key_file_get_integer_list (kf, "Game", "DrawOrder", &n_order, &local);
  REQUIRE_WHY (order != NULL, "DrawOrder",
               cs_error_new (CS_ERROR_PARSE, "give the tiles' numbers in the order they are drawn, each followed by ; (R-1.4)"));
  r->draw_order_line = cs_keyfile_where (kf, "Game", "DrawOrder");
  if (r->in_hand != 0 && n_order >= 1 && n_order <= CS_NUM_TILES)
    r->n_draw_numbers = n_order;
  else if (n_order != CS_NUM_TILES)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: line %u: [Game] DrawOrder: %u tiles listed; the pile has %d (R-1.4)",
                   filename, cs_keyfile_where (kf, "Game", "DrawOrder"), (guint) n_order, CS_NUM_TILES);
      return NULL;
    }
  for (guint i = 0; i < r->n_draw_numbers; i++)
    {
      if (order[i] < 1 || order[i] > 9999)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [Game] DrawOrder: %d is not a tile number", filename,
                       cs_keyfile_where (kf, "Game", "DrawOrder"), order[i]);
          return NULL;
        }
      r->draw_numbers[i] = order[i];
    }

  wall = g_key_file_get_integer_list (kf, "Game", "WallTiles", &n_wall, &local);
  REQUIRE_WHY (wall != NULL, "WallTiles",
               cs_error_new (CS_ERROR_PARSE, "give the wall tiles' numbers, 1 to 9, each followed by ; (R-1.5)"));
  if (n_wall != CS_NUM_WALL_TILES)
    {
      cs_error_set (error, CS_ERROR_INVALID,
                   "%s: line %u: [Game] WallTiles: %u listed; there are %d: one per corner tower after 0/1, "
                   "then the 5 left out (R-1.5)", filename,
                   cs_keyfile_where (kf, "Game", "WallTiles"), (guint) n_wall, CS_NUM_WALL_TILES);
      return NULL;
    }
  for (guint i = 0; i < CS_NUM_WALL_TILES; i++)
    {
      if (wall[i] < 1 || wall[i] > CS_NUM_WALL_KINDS)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: line %u: [Game] WallTiles: %d is not a wall tile; they are numbered 1 to 9 (R-8)",
                       filename, cs_keyfile_where (kf, "Game", "WallTiles"), wall[i]);
          return NULL;
        }
      r->wall_layout[i] = wall[i];
    }
#undef REQUIRE
#undef REQUIRE_WHY
#undef WHOLE

  if (!cs_record_move_count (kf, filename, &count, error))
    return NULL;
  if (g_key_file_has_group (kf, "Moves"))
    {
      gsize n_keys = 0;
      guint n_moves;

      g_strfreev (g_key_file_get_keys (kf, "Moves", &n_keys, NULL));

      /* refused before any is parsed: a game has at most one move per tile */
      if (n_keys > CS_MAX_RECORD_MOVES)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                       "%s: [Moves]: %lu lines; a game has at most %d moves",
                       filename, (gulong) n_keys, CS_MAX_RECORD_MOVES);
          return NULL;
        }
      if (!cs_record_move_keys (kf, filename, &n_moves, error))
        return NULL;
      for (guint i = 1; i <= n_moves; i++)
        {
          char key[16];
          g_autofree char *text = NULL;
          CsRecordMove rm;

          g_snprintf (key, sizeof key, "%u", i);
          text = g_key_file_get_string (kf, "Moves", key, NULL);
          if (!parse_move (text, filename, cs_keyfile_line (kf, "Moves", key), i, &rm, NULL) ||
              !parse_cell_name (text, &rm))
            {
              /* a file cut in its last move is said to be cut, not to hold a bad move */
              if (cs_record_cut_in_move (kf, data, length, filename, i, n_moves, count, text, is_move, error))
                return NULL;
              if (!parse_move (text, filename, cs_keyfile_line (kf, "Moves", key), i, &rm, error))
                return NULL;
              {
                g_autofree char *quoted = cs_quote_text (text);
                cs_error_set (error, CS_ERROR_PARSE,
                              "%s: line %u: [Moves] %u: “%s” does not start with a cell name such as D5",
                              filename, cs_keyfile_line (kf, "Moves", key), i, quoted);
              }
              return NULL;
            }
          rm.line = cs_keyfile_line (kf, "Moves", key);
          g_array_append_val (r->moves, rm);
        }
    }

  /* Written since records carry it: a file cut short after a whole move
   * line would otherwise load as a shorter game. */
  if (!cs_record_check_count (kf, filename, count, r->moves->len, error))
    return NULL;

  return g_steal_pointer (&r);
}

/* The messages quote the file (a line, a value, a group name), which may
 * be any bytes; the caller shows them, so they are made valid UTF-8. */
CsRecord *
cs_record_parse (const char  *data,
                 gsize        length,
                 const char  *filename,
                 GError     **error)
{
  CsRecord *result = record_from_data (data, length, filename, error);

  if (result == NULL)
    cs_error_make_valid (error);
  return result;
}

static char *
format_move (const CsRecordMove *rm)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%c%u %u", 'A' + rm->cell_col, rm->cell_row + 1u, rm->move.rot);
  if (rm->follower_label)
    g_string_append_printf (s, " follower=%c", rm->follower_label);
  if (rm->move.flags & CS_MOVE_CUSTOM_ORDER)
    {
      g_string_append (s, " order=");
      for (guint k = 0; k < rm->move.n_order; k++)
        g_string_append_printf (s, k ? ",%u" : "%u", rm->move.order[k]);
    }
  if (rm->move.flags & CS_MOVE_CUSTOM_BOOST)
    {
      guint last = 0;
      for (guint k = 0; k < CS_MAX_COMPLETE; k++)
        if (rm->move.boost[k])
          last = k;
      g_string_append (s, " boost=");
      for (guint k = 0; k <= last; k++)
        g_string_append_printf (s, k ? ",%u" : "%u", rm->move.boost[k]);
    }
  if (rm->move.flags & CS_MOVE_EXTRA_TURN)
    g_string_append (s, " extra");
  return g_string_free (s, FALSE);
}

static void
record_move_from (CsRecordMove *rm,
                  const CsGame *game,
                  const CsMove *move)
{
  memset (rm, 0, sizeof *rm);
  rm->move = *move;
  rm->cell_col = game->board->cell_x[move->cell];
  rm->cell_row = game->board->cell_y[move->cell];
  if (move->follower >= 0)
    rm->follower_label = game->tileset->tiles[game->current].pieces[move->follower].label;
}

char *
cs_record_format_move (const CsGame *game,
                       const CsMove *move)
{
  CsRecordMove rm;

  record_move_from (&rm, game, move);
  return format_move (&rm);
}

char *
cs_record_to_data (const CsRecord *r,
                   gsize          *length)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  gint order[CS_NUM_TILES], wall[CS_NUM_WALL_TILES];
  const char *variants[G_N_ELEMENTS (variant_ids) + 1];
  guint nv = 0;

  g_key_file_set_string (kf, "Game", "Format", "castellan-record");
  g_key_file_set_integer (kf, "Game", "Version", CS_RECORD_VERSION);
  g_key_file_set_integer (kf, "Game", "MoveCount", r->moves->len);
  g_key_file_set_string (kf, "Game", "Board", r->board_ref);
  g_key_file_set_string (kf, "Game", "Tileset", r->tileset_ref);
  g_key_file_set_string (kf, "Game", "Theme", r->theme == CS_THEME_ZAMEK ? "zamek" : "castle");
  for (guint k = 0; k < G_N_ELEMENTS (variant_ids); k++)
    if (r->variants & (1u << k))
      variants[nv++] = variant_ids[k];
  variants[nv] = NULL;
  g_key_file_set_string_list (kf, "Game", "Variants", variants, nv);
  cs_record_players_write (kf, CS_NUM_PLAYERS, r->names, r->kinds);
  if (r->has_seed)
    {
      char seed[16];
      g_snprintf (seed, sizeof seed, "%u", r->seed);
      g_key_file_set_string (kf, "Game", "Seed", seed);
    }
  g_key_file_set_integer (kf, "Game", "First", r->first + 1);
  if (r->in_hand != 0)
    g_key_file_set_integer (kf, "Game", "InHand", r->in_hand);
  for (guint i = 0; i < r->n_draw_numbers; i++)
    order[i] = r->draw_numbers[i];
  g_key_file_set_integer_list (kf, "Game", "DrawOrder", order, r->n_draw_numbers);
  for (guint i = 0; i < CS_NUM_WALL_TILES; i++)
    wall[i] = r->wall_layout[i];
  g_key_file_set_integer_list (kf, "Game", "WallTiles", wall, CS_NUM_WALL_TILES);

  for (guint i = 0; i < r->moves->len; i++)
    {
      g_autofree char *s = format_move (&g_array_index (r->moves, CsRecordMove, i));
      char key[16];

      g_snprintf (key, sizeof key, "%u", i + 1);
      g_key_file_set_string (kf, "Moves", key, s);
    }
  if (r->moves->len == 0)
    g_key_file_set_comment (kf, "Game", NULL, " A Castellan game record (docs/FORMATS.md)", NULL);
  return g_key_file_to_data (kf, length, NULL);
}

/* the record says which tile the player to move holds: the replay must agree */
static gboolean
check_in_hand (const CsRecord *r,
               const CsGame   *game,
               GError        **error)
{
  const char *file = r->filename ? r->filename : "record";

  if (r->in_hand == 0)
    return TRUE;
  if (cs_game_over (game))
    {
      cs_error_set (error, CS_ERROR_INVALID,
                    "%1$s: line %2$u: [Game] InHand: after move %3$u the game is over, so no tile is in hand; "
                      "leave InHand out (R-9.1)",
                    file, r->in_hand_line, r->moves->len);
      return FALSE;
    }
  if (game->tileset->tiles[game->current].number != r->in_hand)
    {
      /* Translators: %1$s is a file, %2$u a line of it; then the number of moves and the tile numbers */
      cs_error_set (error, CS_ERROR_INVALID,
                    "%1$s: line %2$u: [Game] InHand: after move %3$u the player to move holds tile %4$u, not tile %5$u; "
                      "DrawOrder must list every tile drawn so far, the tile in hand last (R-3.6)",
                    file, r->in_hand_line, r->moves->len, game->tileset->tiles[game->current].number, r->in_hand);
      return FALSE;
    }
  return TRUE;
}

gboolean
cs_record_start (const CsRecord  *r,
                 const CsBoard   *board,
                 const CsTileset *tileset,
                 CsGame          *game,
                 CsEvents        *events,
                 GError         **error)
{
  guint8 order[CS_NUM_TILES];
  gboolean listed[CS_NUM_TILES] = { FALSE };
  GError *local = NULL;
  guint n = r->n_draw_numbers;

  for (guint i = 0; i < n; i++)
    {
      int idx = cs_tileset_find (tileset, r->draw_numbers[i]);
      if (idx < 0)
        {
          cs_error_set (error, CS_ERROR_INVALID,
                        "%1$s: line %2$u: [Game] DrawOrder: tile %3$u is not in the tile set “%4$s”; "
                          "list each of its %5$d tiles once (R-1.4)",
                        r->filename ? r->filename : "record", r->draw_order_line, r->draw_numbers[i], tileset->name,
                        CS_NUM_TILES);
          return FALSE;
        }
      if (idx < CS_NUM_TILES && listed[idx])
        {
          cs_error_set (error, CS_ERROR_INVALID,
                        "%1$s: line %2$u: [Game] DrawOrder: tile %3$u is listed twice; "
                          "list each of the %4$d tiles once (R-1.4)",
                        r->filename ? r->filename : "record", r->draw_order_line, r->draw_numbers[i], CS_NUM_TILES);
          return FALSE;
        }
      order[i] = idx;
      if (idx < CS_NUM_TILES)
        listed[idx] = TRUE;
    }
  /* the part of the pile a turn in progress does not know: the tiles not
   * listed, in tile-set order; the computer only sees their multiset */
  for (guint t = 0; t < tileset->n_tiles && t < CS_NUM_TILES && n < CS_NUM_TILES; t++)
    if (!listed[t])
      order[n++] = t;
  for (; n < CS_NUM_TILES; n++)
    order[n] = CS_NUM_TILES;   /* a tile listed twice: cs_game_init_explicit names it */
  if (!cs_game_init_explicit (game, board, tileset, r->variants, order, r->wall_layout,
                              r->first, events, &local))
    {
      cs_error_set_caused (error, CS_ERROR_INVALID, local, "%s: [Game]: %s",
                           r->filename ? r->filename : "record", local->message);
      g_clear_error (&local);
      return FALSE;
    }
  return r->moves->len > 0 || check_in_hand (r, game, error);
}

/* @why (a move's refusal: "move N: …, (RULE)") said of @file, at @line
 * when the move was read from one (0 for a move added in play) */
void
cs_record_refuse_move (GError     **error,
                       const char  *file,
                       guint        line,
                       GError      *why)
{
  if (line != 0)
    cs_error_set_caused (error, CS_ERROR_ILLEGAL_MOVE, why, "%s: line %u: %s", file, line, why->message);
  else
    cs_error_set_caused (error, CS_ERROR_ILLEGAL_MOVE, why, "%s: %s", file, why->message);
  g_error_free (why);
}

gboolean
cs_record_play_move (const CsRecord  *r,
                     guint            index,
                     CsGame          *game,
                     CsEvents        *events,
                     GError         **error)
{
  const CsRecordMove *rm;
  const char *file = r->filename ? r->filename : "record";
  CsMove m;
  GError *local = NULL;
  int cell;

  g_return_val_if_fail (index < r->moves->len, FALSE);
  rm = &g_array_index (r->moves, CsRecordMove, index);
  m = rm->move;

  if (cs_game_over (game))
    {
      cs_record_refuse_move (error, file, rm->line,
                   cs_error_new (CS_ERROR_ILLEGAL_MOVE,
                                 "move %u: the game is already over; no tiles are left (R-9.1)", index + 1));
      return FALSE;
    }
  cell = rm->cell_row < game->board->height && rm->cell_col < game->board->width
         ? game->board->cell_at[rm->cell_row][rm->cell_col] : -1;
  if (cell < 0)
    {
      cs_record_refuse_move (error, file, rm->line,
                   cs_error_new (CS_ERROR_ILLEGAL_MOVE, "move %u: %c%u is not a cell of the castle (R-1.1)",
                                 index + 1, 'A' + rm->cell_col, rm->cell_row + 1u));
      return FALSE;
    }
  m.cell = cell;
  m.follower = -1;
  if (rm->follower_label)
    {
      const CsTile *t = &game->tileset->tiles[game->current];
      for (guint p = 0; p < t->n_pieces; p++)
        if (t->pieces[p].label == rm->follower_label)
          m.follower = p;
      if (m.follower < 0)
        {
          /* as the game's own refusals: the file's line, then the move */
          if (rm->line != 0)
            cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                          "%s: line %u: move %u: tile %u has no piece “%c” for a follower (R-5.1)",
                          file, rm->line, index + 1, t->number, rm->follower_label);
          else
            cs_error_set (error, CS_ERROR_ILLEGAL_MOVE,
                          "%s: move %u: tile %u has no piece “%c” for a follower (R-5.1)",
                          file, index + 1, t->number, rm->follower_label);
          return FALSE;
        }
    }
  if (!cs_game_play (game, &m, events, &local))
    {
      /* the game's message names the move already: here the file, and
       * the line when the move was read from one */
      cs_record_refuse_move (error, file, rm->line, local);
      return FALSE;
    }
  /* a parsed move knows its cell and follower by name only: once played,
   * it keeps them resolved, as a move added in play has them (the app's
   * last-move frames read them after a game is resumed) */
  g_array_index (r->moves, CsRecordMove, index).move = m;
  return index + 1 < r->moves->len || check_in_hand (r, game, error);
}

void
cs_record_add_move (CsRecord     *r,
                    const CsGame *game,
                    const CsMove *move)
{
  CsRecordMove rm;

  record_move_from (&rm, game, move);
  g_array_append_val (r->moves, rm);
}
