/* cs-classic-record.c — reading, writing and replaying classic game records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-engine"

#include "config.h"


#include <string.h>

#include "cs-classic-record.h"
#include "cs-input.h"

gboolean
cs_record_data_is_classic (const char *data,
                           gsize       length)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autofree char *game = NULL;

  if (!cs_keyfile_load (kf, data, length, "", NULL))
    return FALSE;
  game = g_key_file_get_string (kf, "Game", "Game", NULL);
  if (game == NULL)
    game = g_key_file_get_string (kf, "Tileset", "Game", NULL);
  return game != NULL && strcmp (game, "carcassonne") == 0;
}

CsClassicRecord *
cs_classic_record_new (guint n_players,
                       guint options)
{
  static const char *const colours[CS_CLASSIC_MAX_PLAYERS] = { "Yellow", "Red", "Green", "Blue", "Black" };
  CsClassicRecord *r = g_new0 (CsClassicRecord, 1);

  r->moves = g_array_new (FALSE, TRUE, sizeof (CsClassicRecordMove));
  r->tileset_ref = g_strdup ("carcassonne");
  r->n_players = CLAMP (n_players, CS_CLASSIC_MIN_PLAYERS, CS_CLASSIC_MAX_PLAYERS);
  r->options = options;
  for (guint p = 0; p < CS_CLASSIC_MAX_PLAYERS; p++)
    {
      r->names[p] = g_strdup (colours[p]);   /* C-1.1 */
      r->kinds[p] = g_strdup ("human");
    }
  return r;
}

void
cs_classic_record_free (CsClassicRecord *r)
{
  if (r == NULL)
    return;
  g_free (r->tileset_ref);
  cs_record_players_free (CS_CLASSIC_MAX_PLAYERS, r->names, r->kinds);
  g_array_unref (r->moves);
  g_free (r->filename);
  g_free (r);
}

void
cs_classic_record_setup_from_seed (CsClassicRecord        *r,
                                   const CsClassicTileset *tileset,
                                   guint32                 seed,
                                   guint                   first)
{
  guint8 pile[CS_CLASSIC_NUM_TILES];

  r->n_pile = cs_classic_shuffle (tileset, seed, pile);
  for (guint i = 0; i < r->n_pile; i++)
    r->pile[i] = cs_classic_tile (tileset, pile[i])->letter;
  r->seed = seed;
  r->has_seed = TRUE;
  r->first = first;
}

static const char *const move_words[CS_CLASSIC_N_MOVE_KINDS] = {
  [CS_CLASSIC_MOVE_DISCARD] = "discard", [CS_CLASSIC_MOVE_CASTLE] = "castle",
  [CS_CLASSIC_MOVE_NO_CASTLE] = "no-castle", [CS_CLASSIC_MOVE_OFFER] = "offer",
  [CS_CLASSIC_MOVE_BID] = "bid", [CS_CLASSIC_MOVE_PASS] = "pass",
  [CS_CLASSIC_MOVE_BUY] = "buy", [CS_CLASSIC_MOVE_SELL] = "sell", [CS_CLASSIC_MOVE_PICK] = "pick",
};

/* "X,Y TURNS [bridge=X,Y:ns|we] [follower=L|follower=bridge]", or with
 * BC&B one of the decision words, "offer N POINTS", "bid POINTS" and (BV-1)
 * "pick N" */
static gboolean
parse_move (const char          *text,
            const char          *filename,
            guint                line,
            guint                index,
            CsClassicRecordMove *rm,
            GError             **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  guint n = 0;

  memset (rm, 0, sizeof *rm);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      guint64 v;
      guint cell;

      if (*w == '\0')
        continue;
      if (n == 0)
        {
          for (guint k = 1; k < CS_CLASSIC_N_MOVE_KINDS; k++)
            if (strcmp (w, move_words[k]) == 0)
              rm->kind = k;
          if (rm->kind == CS_CLASSIC_MOVE_LAY)
            {
              if (!cs_classic_cell_from_name (w, &cell))
                goto bad;
              rm->x = cs_classic_cell_x (cell);
              rm->y = cs_classic_cell_y (cell);
            }
        }
      else if ((rm->kind == CS_CLASSIC_MOVE_OFFER || rm->kind == CS_CLASSIC_MOVE_PICK) && n == 1)
        {
          /* any tile number: the game says which are on offer (B-5.3, BV-1) */
          if (!g_ascii_string_to_unsigned (w, 10, 1, 255, &v, NULL))
            goto bad;
          rm->pick = v - 1;
        }
      else if ((rm->kind == CS_CLASSIC_MOVE_OFFER && n == 2) || (rm->kind == CS_CLASSIC_MOVE_BID && n == 1))
        {
          if (!g_ascii_string_to_unsigned (w, 10, 0, CS_CLASSIC_MAX_BID, &v, NULL))
            {
              /* a number, but one no bid can be: say so, not "no move" */
              if (strspn (w, "0123456789") == strlen (w))
                {
                  cs_error_set (error, CS_ERROR_PARSE,
                                "%1$s: line %2$u: [Moves] %3$u: “%4$s”: a bid of %5$s points is too large; "
                                "Castellan takes bids from 0 to %6$d points, which may be more than the "
                                "bidder's score (B-5.5)",
                                filename, line, index, text, w, CS_CLASSIC_MAX_BID);
                  return FALSE;
                }
              goto bad;
            }
          rm->amount = v;
        }
      else if (rm->kind != CS_CLASSIC_MOVE_LAY)
        goto bad;
      else if (n == 1)
        {
          if (!g_ascii_string_to_unsigned (w, 10, 0, 3, &v, NULL))
            goto bad;
          rm->rot = v;
        }
      else if (g_str_has_prefix (w, "bridge=") && rm->bridge_axis == 0 && rm->follower_label == 0)
        {
          g_autofree char *where = g_strdup (w + 7);
          char *colon = strchr (where, ':');
          if (colon == NULL || !cs_classic_cell_from_name ((*colon = 0, where), &cell))
            goto bad;
          if (strcmp (colon + 1, "ns") == 0)
            rm->bridge_axis = 1;
          else if (strcmp (colon + 1, "we") == 0)
            rm->bridge_axis = 2;
          else
            goto bad;
          rm->bridge_x = cs_classic_cell_x (cell);
          rm->bridge_y = cs_classic_cell_y (cell);
        }
      else if (strcmp (w, "follower=bridge") == 0 && rm->follower_label == 0)
        rm->follower_label = '+';
      else if (g_str_has_prefix (w, "follower=") && strlen (w) == 10 && g_ascii_isalpha (w[9]) &&
               rm->follower_label == 0)
        rm->follower_label = w[9];
      else
        goto bad;
      n++;
    }
  if ((rm->kind == CS_CLASSIC_MOVE_LAY && n < 2) || (rm->kind == CS_CLASSIC_MOVE_OFFER && n != 3) ||
      (rm->kind == CS_CLASSIC_MOVE_BID && n != 2) || (rm->kind == CS_CLASSIC_MOVE_PICK && n != 2))
    goto bad;
  return TRUE;

bad:
  {
    g_autofree char *quoted = cs_quote_text (text);
    cs_error_set (error, CS_ERROR_PARSE,
                 "%s: line %u: [Moves] %u: “%s” is not a move; write X,Y TURNS [bridge=X,Y:ns|we] [follower=LABEL], "
                 "as in “0,-1 2 follower=c”, or with Bridges, Castles and Bazaars discard, castle, no-castle, "
                 "offer N POINTS, bid POINTS, pass, buy, sell or pick N", filename, line, index, quoted);
  }
  return FALSE;
}

/* does @text read as a move? (cs_record_cut_in_move) */
static gboolean
is_move (const char *text)
{
  CsClassicRecordMove rm;

  return parse_move (text, "", 0, 1, &rm, NULL);
}

static CsClassicRecord *
record_from_data (const char  *data,
                  gsize        length,
                  const char  *filename,
                  GError     **error)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  g_autoptr(CsClassicRecord) r = NULL;
  g_autofree char *game = NULL;
  g_autofree char *pile = NULL;
  GError *local = NULL;
  gint64 version, players, first, count;
  gboolean farmers;
  guint n_moves = 0;

  if (filename == NULL)
    filename = "record";   /* not translated: a stand-in for a file name */
  if (!cs_keyfile_load (kf, data, length, filename, error))
    return NULL;
  if (!cs_record_check_whole (kf, data, length, filename, error))
    return NULL;
  game = g_key_file_get_string (kf, "Game", "Game", NULL);
  if (game == NULL || strcmp (game, "carcassonne") != 0)
    {
      /* a [Game] with no Game line and no Version either was cut short */
      if (!g_key_file_has_group (kf, "Game"))
        cs_error_set (error, CS_ERROR_PARSE, "%s: there is no [Game] group; is this a game record?", filename);
      else if (game == NULL && g_key_file_has_group (kf, "Game") && !g_key_file_has_key (kf, "Game", "Version", NULL))
        cs_error_set (error, CS_ERROR_PARSE,
                      "%s: [Game] has no Game line: the file is cut short, or it is not a classic game record",
                      filename);
      else
        cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [Game] Game: this is not a classic game record", filename,
                      cs_keyfile_where (kf, "Game", "Game"));
      return NULL;
    }

  /* every key a Castellan has written in a classic record, and no other:
   * a misspelt key is refused, not ignored (docs/FORMATS.md) */
  {
    static const char *const known[] = {
      "Format", "Game", "Version", "MoveCount", "Tileset", "Players", "Farmers", "Expansions", "QuickBazaar",
      "Player1", "Player1Kind", "Player2", "Player2Kind", "Player3", "Player3Kind", "Player4", "Player4Kind",
      "Player5", "Player5Kind", "Seed", "First", "Pile", NULL
    };
    if (!cs_keyfile_check_keys (kf, filename, "Game", known, FALSE, error))
      return NULL;
  }

#define GET_INT(var, key, lo, hi)                                                        \
  G_STMT_START {                                                                         \
    var = g_key_file_get_int64 (kf, "Game", key, &local);                                \
    if (local != NULL || var < (lo) || var > (hi))                                       \
      {                                                                                  \
        cs_error_set (error, CS_ERROR_PARSE,                                    \
                     "%s: line %u: [Game] %s: give a whole number from %d to %d",              \
                     filename, cs_keyfile_where (kf, "Game", key), key, (int) (lo), (int) (hi)); \
        g_clear_error (&local);                                                          \
        return NULL;                                                                     \
      }                                                                                  \
  } G_STMT_END

  GET_INT (version, "Version", 1, 1000);
  if (version != CS_CLASSIC_RECORD_VERSION)
    {
      cs_error_set (error, CS_ERROR_VERSION,
                   "%s: line %u: [Game] Version: this is a version %d classic record; this Castellan reads version %d",
                   filename, cs_keyfile_where (kf, "Game", "Version"), (int) version, CS_CLASSIC_RECORD_VERSION);
      return NULL;
    }
  GET_INT (players, "Players", CS_CLASSIC_MIN_PLAYERS, CS_CLASSIC_MAX_PLAYERS);
  GET_INT (first, "First", 0, players - 1);
  farmers = g_key_file_get_boolean (kf, "Game", "Farmers", &local);
  if (local != NULL)
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [Game] Farmers: write true or false (CV-1)", filename,
                    cs_keyfile_where (kf, "Game", "Farmers"));
      g_clear_error (&local);
      return NULL;
    }
  r = cs_classic_record_new (players, farmers ? 0 : CS_CLASSIC_NO_FARMERS);
  {
    g_autofree char *exps = g_key_file_get_string (kf, "Game", "Expansions", NULL);
    g_auto(GStrv) names = g_strsplit (exps ? exps : "", ";", -1);
    for (guint i = 0; names[i] != NULL; i++)
      {
        if (strcmp (names[i], "bcb") == 0)
          r->options |= CS_CLASSIC_BCB;
        else if (names[i][0] != 0)
          {
            cs_error_set (error, CS_ERROR_PARSE,
                         "%s: line %u: [Game] Expansions: “%s” is not an expansion this Castellan knows; "
                         "the only one is bcb (B-1.1)", filename,
                         cs_keyfile_where (kf, "Game", "Expansions"), names[i]);
            return NULL;
          }
      }
  }
  if (g_key_file_has_key (kf, "Game", "QuickBazaar", NULL))
    {
      gboolean quick = g_key_file_get_boolean (kf, "Game", "QuickBazaar", &local);
      if (local != NULL || (quick && !(r->options & CS_CLASSIC_BCB)))
        {
          cs_error_set (error, CS_ERROR_PARSE,
                       "%s: line %u: [Game] QuickBazaar: write true or false; the quick bazaar (BV-1) also needs Expansions=bcb",
                       filename, cs_keyfile_where (kf, "Game", "QuickBazaar"));
          g_clear_error (&local);
          return NULL;
        }
      if (quick)
        r->options |= CS_CLASSIC_QUICK_BAZAAR;
    }
  r->filename = g_strdup (filename);
  r->first = first;
  g_free (r->tileset_ref);
  r->tileset_ref = g_key_file_get_string (kf, "Game", "Tileset", NULL);
  if (r->tileset_ref == NULL || *r->tileset_ref == 0)
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: [Game] has no Tileset line", filename);
      return NULL;
    }
  r->tileset_line = cs_keyfile_where (kf, "Game", "Tileset");
  if (!cs_record_players_read (kf, filename, r->n_players, r->names, r->kinds, error))
    return NULL;
  /* every seed the app draws (g_random_int: up to 2^32 - 1), as The Castle's records */
  if (g_key_file_has_key (kf, "Game", "Seed", NULL))
    {
      g_autofree char *seed = g_key_file_get_string (kf, "Game", "Seed", NULL);
      guint64 v;

      if (seed == NULL || !g_ascii_string_to_unsigned (g_strstrip (seed), 10, 0, G_MAXUINT32, &v, NULL))
        {
          cs_error_set (error, CS_ERROR_PARSE, "%s: line %u: [Game] Seed: give a whole number from 0 to 4294967295",
                        filename, cs_keyfile_where (kf, "Game", "Seed"));
          return NULL;
        }
      r->seed = v;
      r->has_seed = TRUE;
    }

  pile = g_key_file_get_string (kf, "Game", "Pile", NULL);
  if (pile == NULL)
    {
      cs_error_set (error, CS_ERROR_PARSE, "%s: [Game] has no Pile line", filename);
      return NULL;
    }
  r->pile_line = cs_keyfile_where (kf, "Game", "Pile");
  for (const char *p = pile; *p; p++)
    {
      if (*p == ';' || *p == ' ')
        continue;
      if (r->n_pile == CS_CLASSIC_NUM_TILES - 1)
        {
          int n = (r->options & CS_CLASSIC_BCB) ? CS_CLASSIC_NUM_TILES - 1 : CS_CLASSIC_BASE_TILES - 1;
          cs_error_set (error, CS_ERROR_PARSE,
                       "%s: line %u: [Game] Pile: more tiles than the game has (%d at the most) (C-1.3)",
                       filename, cs_keyfile_where (kf, "Game", "Pile"), n);
          return NULL;
        }
      if (!(g_ascii_isupper (*p) || ((r->options & CS_CLASSIC_BCB) && g_ascii_islower (*p))))
        {
          /* the entry that holds it, between two semicolons, and its place */
          const char *start = p, *end = p;
          guint entry = 1;

          while (start > pile && start[-1] != ';')
            start--;
          while (*end && *end != ';')
            end++;
          for (const char *q = pile; q < start; q++)
            entry += *q == ';';
          g_autofree char *bad = g_strstrip (g_strndup (start, end - start));
          cs_error_set (error, CS_ERROR_PARSE,
                       "%s: line %u: [Game] Pile: entry %u, “%s”, is not a design letter; "
                       "list the pile's tiles as design letters, as in “A;U;V…” (C-1.3)",
                       filename, cs_keyfile_where (kf, "Game", "Pile"), entry, bad);
          return NULL;
        }
      r->pile[r->n_pile++] = *p;
    }

  if (!cs_record_move_count (kf, filename, &count, error) || !cs_record_move_keys (kf, filename, &n_moves, error))
    return NULL;
  g_array_set_size (r->moves, n_moves);
  for (guint i = 1; i <= n_moves; i++)
    {
      g_autofree char *key = g_strdup_printf ("%u", i);
      g_autofree char *text = g_key_file_get_string (kf, "Moves", key, NULL);
      guint line = cs_keyfile_line (kf, "Moves", key);
      CsClassicRecordMove *rm = &g_array_index (r->moves, CsClassicRecordMove, i - 1);

      if (!parse_move (text, filename, line, i, rm, NULL))
        {
          /* a file cut in its last move is said to be cut, not to hold a bad move */
          if (!cs_record_cut_in_move (kf, data, length, filename, i, n_moves, count, text, is_move, error))
            parse_move (text, filename, line, i, rm, error);
          return NULL;
        }
      rm->line = line;
    }

  /* written since issue 31, as in The Castle's records: a copy cut short
   * after a whole move line would otherwise load as a shorter game. A
   * record without it was written before then and is read as it was. */
  if (!cs_record_check_count (kf, filename, count, r->moves->len, error))
    return NULL;
  return g_steal_pointer (&r);
}

CsClassicRecord *
cs_classic_record_parse (const char  *data,
                         gsize        length,
                         const char  *filename,
                         GError     **error)
{
  CsClassicRecord *result = record_from_data (data, length, filename, error);

  if (result == NULL)
    cs_error_make_valid (error);
  return result;
}

/* a [Moves] line */
static char *
move_text (const CsClassicRecordMove *m)
{
  GString *val = g_string_new (NULL);

  if (m->kind == CS_CLASSIC_MOVE_OFFER)
    g_string_printf (val, "offer %u %d", m->pick + 1, m->amount);
  else if (m->kind == CS_CLASSIC_MOVE_PICK)
    g_string_printf (val, "pick %u", m->pick + 1);
  else if (m->kind == CS_CLASSIC_MOVE_BID)
    g_string_printf (val, "bid %d", m->amount);
  else if (m->kind != CS_CLASSIC_MOVE_LAY)
    g_string_assign (val, move_words[m->kind]);
  else
    {
      g_string_printf (val, "%d,%d %u", m->x, m->y, m->rot);
      if (m->bridge_axis)
        g_string_append_printf (val, " bridge=%d,%d:%s", m->bridge_x, m->bridge_y, m->bridge_axis == 1 ? "ns" : "we");
      if (m->follower_label == '+')
        g_string_append (val, " follower=bridge");
      else if (m->follower_label)
        g_string_append_printf (val, " follower=%c", m->follower_label);
    }
  return g_string_free (val, FALSE);
}

char *
cs_classic_record_to_data (const CsClassicRecord *r,
                           gsize                 *length)
{
  g_autoptr(GKeyFile) kf = g_key_file_new ();
  GString *pile = g_string_new (NULL);

  g_key_file_set_string (kf, "Game", "Format", "castellan-record");
  g_key_file_set_string (kf, "Game", "Game", "carcassonne");
  g_key_file_set_integer (kf, "Game", "Version", CS_CLASSIC_RECORD_VERSION);
  g_key_file_set_integer (kf, "Game", "MoveCount", r->moves->len);
  g_key_file_set_string (kf, "Game", "Tileset", r->tileset_ref);
  g_key_file_set_integer (kf, "Game", "Players", r->n_players);
  g_key_file_set_boolean (kf, "Game", "Farmers", !(r->options & CS_CLASSIC_NO_FARMERS));
  if (r->options & CS_CLASSIC_BCB)
    g_key_file_set_string (kf, "Game", "Expansions", "bcb");
  if (r->options & CS_CLASSIC_QUICK_BAZAAR)
    g_key_file_set_boolean (kf, "Game", "QuickBazaar", TRUE);
  cs_record_players_write (kf, r->n_players, r->names, r->kinds);
  if (r->has_seed)
    g_key_file_set_uint64 (kf, "Game", "Seed", r->seed);
  g_key_file_set_integer (kf, "Game", "First", r->first);
  for (guint i = 0; i < r->n_pile; i++)
    g_string_append_printf (pile, "%c;", r->pile[i]);
  g_key_file_set_string (kf, "Game", "Pile", pile->str);
  g_string_free (pile, TRUE);
  for (guint i = 0; i < r->moves->len; i++)
    {
      const CsClassicRecordMove *m = &g_array_index (r->moves, CsClassicRecordMove, i);
      g_autofree char *key = g_strdup_printf ("%u", i + 1);
      g_autofree char *val = move_text (m);

      g_key_file_set_string (kf, "Moves", key, val);
    }
  return g_key_file_to_data (kf, length, NULL);
}


gboolean
cs_classic_record_start (const CsClassicRecord  *r,
                         const CsClassicTileset *tileset,
                         CsClassic              *game,
                         CsEvents               *events,
                         GError                **error)
{
  guint8 pile[CS_CLASSIC_NUM_TILES];
  guint8 used[CS_CLASSIC_NUM_TILES] = { 0 };
  const char *filename = r->filename ? r->filename : "record";

  used[tileset->start] = 1;
  if (r->n_pile != tileset->n_tiles - 1 && r->pile_line != 0)
    {
      /* a tile dropped from the list, or one added: said at the Pile's line */
      cs_error_set (error, CS_ERROR_INVALID,
                    "%1$s: line %2$u: [Game] Pile: %3$u tiles listed; the pile holds the %4$u tiles other than the "
                      "start tile (C-1.3)",
                    filename, r->pile_line, r->n_pile, tileset->n_tiles - 1);
      return FALSE;
    }
  for (guint i = 0; i < r->n_pile; i++)
    {
      guint t;
      for (t = 0; t < tileset->n_tiles; t++)
        if (!used[t] && cs_classic_tile (tileset, t)->letter == r->pile[i])
          break;
      if (t == tileset->n_tiles)
        {
          const char *file = filename;
          guint line = r->pile_line;
          int design = cs_classic_tileset_find (tileset, r->pile[i]);

          /* a letter no design has, or one design too often: both said at
           * the Pile's line when it was read from a file */
          if (design < 0 && line != 0)
            cs_error_set (error, CS_ERROR_INVALID,
                          "%1$s: line %2$u: [Game] Pile: tile %3$u is “%4$c”, but the tile set “%5$s” has no "
                            "design “%4$c” (C-1.3)",
                          file, line, i + 1, r->pile[i], tileset->name);
          else if (design < 0)
            cs_error_set (error, CS_ERROR_INVALID,
                          "%1$s: [Game] Pile: tile %2$u is “%3$c”, but the tile set “%4$s” has no design “%3$c” (C-1.3)",
                          file, i + 1, r->pile[i], tileset->name);
          else if (line != 0)
            cs_error_set (error, CS_ERROR_INVALID,
                          "%1$s: line %2$u: [Game] Pile: tile %3$u is “%4$c”, one more than the %5$u tiles of that "
                            "design the pile can hold (C-1.3)",
                          file, line, i + 1, r->pile[i],
                          (guint) tileset->design[design].count - (tileset->tile_design[tileset->start] == design));
          else
            cs_error_set (error, CS_ERROR_INVALID,
                          "%s: [Game] Pile: tile %u is “%c”, but the tile set has no more tiles of that design (C-3)",
                          file, i + 1, r->pile[i]);
          return FALSE;
        }
      used[t] = 1;
      pile[i] = t;
    }
  if (!cs_classic_init_explicit (game, tileset, r->n_players, r->options, pile, r->n_pile, r->first, events, error))
    {
      g_autofree char *prefix = g_strconcat (filename, ": ", NULL);
      cs_error_prefix (error, prefix);
      return FALSE;
    }
  return TRUE;
}

/* @why (a move's refusal: "move N: …, (RULE)") said of @r's file, at
 * the move's line when it was read from one */
static gboolean
refuse_move (GError                **error,
             const CsClassicRecord  *r,
             guint                   index,
             GError                 *why)
{
  const char *filename = r->filename ? r->filename : "record";
  guint line = g_array_index (r->moves, CsClassicRecordMove, index).line;
  int code = why->domain == CS_ERROR ? why->code : CS_ERROR_ILLEGAL_MOVE;

  if (line != 0)
    cs_error_set_caused (error, code, why, "%s: line %u: %s", filename, line, why->message);
  else
    cs_error_set_caused (error, code, why, "%s: %s", filename, why->message);
  g_error_free (why);
  return FALSE;
}

gboolean
cs_classic_record_move (const CsClassicRecord *r,
                        guint                  index,
                        const CsClassic       *game,
                        CsClassicMove         *move,
                        GError               **error)
{
  const CsClassicRecordMove *rm = &g_array_index (r->moves, CsClassicRecordMove, index);

  if (cs_classic_over (game))
    return refuse_move (error, r, index,
                        cs_error_new (CS_ERROR_ILLEGAL_MOVE, "move %u: the game is already over (C-8.1)", index + 1));
  {
    CsClassicMove init = CS_CLASSIC_MOVE_INIT;
    *move = init;
  }
  move->kind = rm->kind;
  move->pick = rm->pick;
  move->amount = rm->amount;
  if (rm->kind != CS_CLASSIC_MOVE_LAY && !(game->options & CS_CLASSIC_BCB))
    return refuse_move (error, r, index,
                        cs_error_new (CS_ERROR_ILLEGAL_MOVE,
                                      "move %u: “%s” is a move of Bridges, Castles and Bazaars, which this game "
                                      "does not play (B-1.1)", index + 1, move_words[rm->kind]));
  if (rm->kind != CS_CLASSIC_MOVE_LAY)
    return TRUE;
  move->cell = cs_classic_cell (rm->x, rm->y);
  move->rot = rm->rot;
  if (rm->bridge_axis)
    {
      guint bcell = cs_classic_cell (rm->bridge_x, rm->bridge_y);
      static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
      int target = bcell == move->cell ? 0 : -1;

      for (guint s = 0; s < 4 && target < 0; s++)
        if (rm->bridge_x == rm->x + dx[s] && rm->bridge_y == rm->y + dy[s])
          target = s + 1;
      if (target < 0 || !(game->options & CS_CLASSIC_BCB))
        return refuse_move (error, r, index,
                            cs_error_new (CS_ERROR_ILLEGAL_MOVE,
                                          "move %u: a bridge goes on the tile laid or on a tile beside it (B-3.2)",
                                          index + 1));
      move->bridge = CS_CLASSIC_BRIDGE (target, rm->bridge_axis);
    }
  if (rm->follower_label == '+' && game->phase == CS_PHASE_PLACE)
    move->follower = cs_classic_tile (game->tileset, game->current)->n_pieces;
  else if (rm->follower_label)
    {
      const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
      for (guint p = 0; p < d->n_pieces; p++)
        if (d->pieces[p].label == rm->follower_label)
          move->follower = p;
      if (move->follower < 0)
        return refuse_move (error, r, index,
                            cs_error_new (CS_ERROR_ILLEGAL_MOVE, "move %u: tile %c has no piece “%c” (C-6.1)",
                                          index + 1, d->letter, rm->follower_label));
    }
  return TRUE;
}

gboolean
cs_classic_record_play_move (const CsClassicRecord *r,
                             guint                  index,
                             CsClassic             *game,
                             CsEvents              *events,
                             GError               **error)
{
  CsClassicMove m;

  if (!cs_classic_record_move (r, index, game, &m, error))
    return FALSE;
  if (!cs_classic_play (game, &m, events, error))
    {
      /* the game's message names the move: here the file, and the line
       * when the move was read from one */
      if (error != NULL && *error != NULL)
        refuse_move (error, r, index, g_steal_pointer (error));
      return FALSE;
    }
  return TRUE;
}

char *
cs_classic_record_move_text (const CsClassic     *game,
                             const CsClassicMove *move)
{
  g_autoptr(CsClassicRecord) r = cs_classic_record_new (game->n_players, game->options);

  cs_classic_record_add_move (r, game, move);
  return move_text (&g_array_index (r->moves, CsClassicRecordMove, 0));
}

void
cs_classic_record_add_move (CsClassicRecord     *r,
                            const CsClassic     *game,
                            const CsClassicMove *move)
{
  CsClassicRecordMove rm = { 0 };

  if ((game->options & CS_CLASSIC_BCB) && move->kind != CS_CLASSIC_MOVE_LAY)
    {
      rm.kind = move->kind;
      rm.pick = move->pick;
      rm.amount = move->amount;
      g_array_append_val (r->moves, rm);
      return;
    }
  rm.x = cs_classic_cell_x (move->cell);
  rm.y = cs_classic_cell_y (move->cell);
  rm.rot = move->rot;
  if ((game->options & CS_CLASSIC_BCB) && move->bridge != 0)
    {
      static const int dx[5] = { 0, 0, 1, 0, -1 }, dy[5] = { 0, -1, 0, 1, 0 };
      guint t = CS_CLASSIC_BRIDGE_TARGET (move->bridge);
      rm.bridge_x = rm.x + dx[t];
      rm.bridge_y = rm.y + dy[t];
      rm.bridge_axis = CS_CLASSIC_BRIDGE_AXIS (move->bridge);
    }
  if (move->follower >= 0)
    {
      const CsClassicDesign *d = cs_classic_tile (game->tileset, game->current);
      rm.follower_label = move->follower < d->n_pieces ? d->pieces[move->follower].label : '+';
    }
  g_array_append_val (r->moves, rm);
}
