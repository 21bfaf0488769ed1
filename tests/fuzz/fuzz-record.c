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
 * unchanged, and replays on the shipped classic set until a move is refused
 * with an error that names the record. */
static void
check_classic (const uint8_t *data, size_t size)
{
  const CsClassicTileset *set = fz_classic_tileset ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicRecord) r = cs_classic_record_parse ((const char *) data, size, "fuzz.carcassonne", &error);
  g_autoptr(CsClassicRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree CsClassic *g = NULL;
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
  g = g_new0 (CsClassic, 1);
  if (!cs_classic_record_start (r, set, g, NULL, &error))
    {
      fz_check_error (error, "fuzz.carcassonne");
      return;
    }
  for (guint i = 0; i < r->moves->len; i++)
    if (!cs_classic_record_play_move (r, i, g, NULL, &error))
      {
        fz_check_error (error, "fuzz.carcassonne");
        return;
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
