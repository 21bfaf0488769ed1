/* fuzz-record.c — libFuzzer harness for the game-record (saved game) parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes either give a record or an error naming the file. A record that
 * parses is written back, and that text parses to a record that writes the
 * same text. Then it is replayed on the shipped board and tiles: each move
 * is played or refused with an error naming the file and the move, a
 * refused move changes nothing, and the invariants hold after every move.
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include <string.h>

#include "fuzz-common.h"


#include "cs-classic-record.h"

static void
check_round_trip (const CsRecord *r)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsRecord) again = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  gsize len, len2;

  text = cs_record_to_data (r, &len);
  again = cs_record_parse (text, len, "written.castellan", &error);
  if (again == NULL)
    g_error ("a parsed record, written back, does not parse: %s\n%s", error->message, text);
  text2 = cs_record_to_data (again, &len2);
  if (len != len2 || memcmp (text, text2, len) != 0)
    g_error ("writing a record twice gives different text:\n%s\n----\n%s", text, text2);
}

static void
replay (const CsRecord *r)
{
  g_autoptr(GError) error = NULL;
  g_autofree CsGame *game = g_new0 (CsGame, 1);
  g_autofree CsGame *before = g_new0 (CsGame, 1);

  if (!cs_record_start (r, fz_board (), fz_tileset (), game, NULL, &error))
    {
      fz_check_error (error, "fuzz.castellan");
      return;
    }
  fz_check_invariants (game, "record set-up");
  for (guint i = 0; i < r->moves->len; i++)
    {
      *before = *game;
      if (!cs_record_play_move (r, i, game, NULL, &error))
        {
          fz_check_error (error, "fuzz.castellan");
          if (memcmp (before, game, sizeof *game) != 0)
            g_error ("move %u was refused but changed the game: %s", i + 1, error->message);
          return;
        }
      fz_check_invariants (game, "record replay");
    }
}

/* The same bytes as a classic record: one that parses writes itself back
 * unchanged, and replays on the shipped classic set (with the tiles of
 * Bridges, Castles and Bazaars when it says Expansions=bcb) until a move is
 * refused with an error that names the record. A refused move changes
 * nothing; every player keeps seven meeples. */
static void
check_classic (const uint8_t *data, size_t size)
{
  const CsClassicTileset *set;
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicRecord) r = cs_classic_record_parse ((const char *) data, size, "fuzz.carcassonne", &error);
  g_autoptr(CsClassicRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree CsClassic *g = NULL;
  g_autofree CsClassic *before = NULL;
  gsize len;

  if (r == NULL)
    {
      fz_check_error (error, "fuzz.carcassonne");
      return;
    }
  text = cs_classic_record_to_data (r, &len);
  again = cs_classic_record_parse (text, len, "again", &error);
  if (again == NULL || again->moves->len != r->moves->len || again->n_pile != r->n_pile ||
      memcmp (again->pile, r->pile, r->n_pile) != 0)
    g_error ("a classic record does not survive writing and reading back");
  set = castellan_shipped_classic_tileset_with (r->options & CS_CLASSIC_BCB);
  if (set == NULL)
    g_error ("the shipped classic set with expansions %u does not load", r->options & CS_CLASSIC_BCB);
  g = g_new0 (CsClassic, 1);
  before = g_new0 (CsClassic, 1);
  if (!cs_classic_record_start (r, set, g, NULL, &error))
    {
      fz_check_error (error, "fuzz.carcassonne");
      return;
    }
  for (guint i = 0; i < r->moves->len; i++)
    {
      *before = *g;
      if (!cs_classic_record_play_move (r, i, g, NULL, &error))
        {
          fz_check_error (error, "fuzz.carcassonne");
          if (memcmp (before, g, sizeof *g) != 0)
            g_error ("classic move %u was refused but changed the game: %s", i + 1, error->message);
          return;
        }
      for (guint p = 0; p < g->n_players; p++)
        {
          guint out = 0;
          for (guint k = 0; k < CS_CLASSIC_FOLLOWERS; k++)
            out += g->player[p].follower[k] != CS_NONE;
          if (out + g->player[p].supply != CS_CLASSIC_FOLLOWERS)
            g_error ("classic move %u: player %u has %u meeples out and %u in the supply", i + 1, p + 1,
                     out, g->player[p].supply);
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsRecord) r = cs_record_parse ((const char *) data, size, "fuzz.castellan", &error);

  check_classic (data, size);
  if (r == NULL)
    {
      fz_check_error (error, "fuzz.castellan");
      return 0;
    }
  if (error != NULL)
    g_error ("a record and an error: %s", error->message);
  check_round_trip (r);
  replay (r);
  return 0;
}
