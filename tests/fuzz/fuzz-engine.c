/* fuzz-engine.c — libFuzzer harness driving the engine with arbitrary moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bytes choose the set-up (seed, variants, first player) and then, one
 * operation at a time, a move: a legal placement with any of its follower
 * spots (open or not) and arbitrary extra-turn, order and boost choices; a
 * placement at any cell and turn; or a follower index from anywhere. For
 * every attempt, cs_game_check_move, cs_game_preview and cs_game_play must
 * agree; a refused move carries an error and changes nothing, preview never
 * changes anything. After every move the invariants of the engine suite
 * hold (tests/engine/test-common.c recomputes every feature from scratch),
 * scores never fall and every listed placement is legal. At the end the
 * accepted moves, written as a record and replayed, give the same game.
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include <string.h>

#include "fuzz-common.h"

typedef struct {
  const uint8_t *data;
  size_t         size;
  size_t         pos;
} Bytes;

static gboolean
bytes_left (const Bytes *b)
{
  return b->pos < b->size;
}

static guint
next (Bytes *b)
{
  return b->pos < b->size ? b->data[b->pos++] : 0;
}

static guint
below (Bytes *b, guint n)
{
  guint v = next (b);

  if (n > 256)
    v = v << 8 | next (b);
  return n ? v % n : 0;
}

/* a legal placement with bytes-chosen follower, flags, order and boosts */
static void
choose_move (const CsGame *g, Bytes *b, guint op, CsMove *m)
{
  CsPlacement pl[CS_MAX_PLACEMENTS];
  CsSpot spots[CS_MAX_PIECES];
  CsCompletion comp[CS_MAX_COMPLETE];
  guint n = cs_game_placements (g, FALSE, pl);
  guint k, n_spots, n_comp;

  if (n == 0)
    g_error ("a tile is current but has no placement; it should have been removed (R-3.6)");
  k = below (b, n);
  cs_move_init (m, pl[k].cell, pl[k].rot, -1);
  n_spots = cs_game_spots (g, m->cell, m->rot, spots);
  if (n_spots > CS_MAX_PIECES)
    g_error ("%u follower spots on one tile", n_spots);
  k = below (b, n_spots + 1);
  if (k < n_spots)
    m->follower = spots[k].piece;      /* open, occupied or out of supply */

  cs_game_default_move (g, m);
  if (op & 0x08)
    m->flags ^= CS_MOVE_EXTRA_TURN;
  n_comp = cs_game_completions (g, m->cell, m->rot, m->follower, comp);
  if (n_comp > CS_MAX_COMPLETE)
    g_error ("%u completions of one move", n_comp);
  if (op & 0x10)
    {
      /* mostly a permutation; sometimes a wrong length, a repeat or a bad index */
      m->flags |= CS_MOVE_CUSTOM_ORDER;
      m->n_order = (op & 0x40) ? below (b, CS_MAX_COMPLETE + 1) : n_comp;
      for (guint i = 0; i < m->n_order; i++)
        m->order[i] = i;
      for (guint i = m->n_order; i > 1; i--)
        {
          guint j = below (b, i);
          guint8 t = m->order[i - 1];
          m->order[i - 1] = m->order[j];
          m->order[j] = t;
        }
      if ((op & 0x80) && m->n_order > 0)
        m->order[below (b, m->n_order)] = below (b, CS_MAX_COMPLETE);
    }
  if (op & 0x20)
    {
      m->flags |= CS_MOVE_CUSTOM_BOOST;
      for (guint i = 0; i < CS_MAX_COMPLETE; i++)
        m->boost[i] = i < n_comp ? below (b, comp[i].max_boost + 2) : 0;
    }
}

static void
play_checked (CsGame *g, CsRecord *record, const CsMove *m, guint attempt)
{
  g_autofree CsGame *before = g_new (CsGame, 1);
  g_autoptr(GError) e_check = NULL;
  g_autoptr(GError) e_preview = NULL;
  g_autoptr(GError) e_play = NULL;
  CsEvents events;
  gboolean ok_check, ok_preview, ok_play, legal_cell;
  int score[CS_NUM_PLAYERS];

  *before = *g;
  legal_cell = cs_game_is_legal (g, m->cell, m->rot);
  ok_check = cs_game_check_move (g, m, &e_check);
  events.n = 0;
  ok_preview = cs_game_preview (g, m, &events, &e_preview);
  if (memcmp (before, g, sizeof *g) != 0)
    g_error ("attempt %u: check or preview changed the game", attempt);
  if (ok_check && !legal_cell)
    g_error ("attempt %u: a move accepted on a placement cs_game_is_legal refuses", attempt);
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    score[p] = g->player[p].score;
  if (ok_check)
    cs_record_add_move (record, g, m);
  events.n = 0;
  ok_play = cs_game_play (g, m, &events, &e_play);

  if (ok_check != ok_preview || ok_check != ok_play)
    g_error ("attempt %u: check %d, preview %d and play %d disagree (%s / %s / %s)", attempt,
             ok_check, ok_preview, ok_play, e_check ? e_check->message : "-",
             e_preview ? e_preview->message : "-", e_play ? e_play->message : "-");
  if (!ok_play)
    {
      if (e_check == NULL || e_play == NULL || e_check->domain != CS_ERROR || e_play->message[0] == '\0')
        g_error ("attempt %u: refused without a proper error", attempt);
      if (memcmp (before, g, sizeof *g) != 0)
        g_error ("attempt %u: refused (%s) but changed the game", attempt, e_play->message);
      return;
    }
  if (events.n > CS_MAX_EVENTS)
    g_error ("attempt %u: %u events", attempt, events.n);
  fz_check_invariants (g, "after a move");
  for (guint p = 0; p < CS_NUM_PLAYERS; p++)
    if (g->player[p].score < score[p])
      g_error ("attempt %u: player %u's score fell from %d to %d", attempt, p, score[p], g->player[p].score);
  if (!cs_game_over (g))
    {
      CsPlacement pl[CS_MAX_PLACEMENTS];
      guint n = cs_game_placements (g, FALSE, pl);
      if (n == 0)
        g_error ("attempt %u: the drawn tile has no placement and was not removed (R-3.6)", attempt);
      for (guint i = 0; i < n; i++)
        if (!cs_game_is_legal (g, pl[i].cell, pl[i].rot))
          g_error ("attempt %u: a listed placement is not legal", attempt);
    }
}

/* the accepted moves, written as a record, parsed and replayed, give @g again */
static void
check_record (const CsRecord *record, const CsGame *g)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsRecord) again = NULL;
  g_autofree CsGame *replayed = g_new0 (CsGame, 1);
  g_autofree char *text = NULL;
  gsize len;

  text = cs_record_to_data (record, &len);
  again = cs_record_parse (text, len, "fuzz.castellan", &error);
  if (again == NULL)
    g_error ("the record of the game does not parse: %s", error->message);
  if (!cs_record_start (again, fz_board (), fz_tileset (), replayed, NULL, &error))
    g_error ("the record of the game does not start: %s", error->message);
  for (guint i = 0; i < again->moves->len; i++)
    if (!cs_record_play_move (again, i, replayed, NULL, &error))
      g_error ("the record of the game does not replay: %s\n%s", error->message, text);
  if (memcmp (replayed, g, sizeof *g) != 0)
    g_error ("the replayed record gives another game:\n%s", text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Bytes b = { data, size, 0 };
  g_autofree CsGame *g = g_new0 (CsGame, 1);
  g_autoptr(CsRecord) record = cs_record_new ();
  guint32 seed = next (&b) | next (&b) << 8 | next (&b) << 16 | (guint32) next (&b) << 24;
  guint setup = next (&b);
  guint variants = setup & 0x0F, first = (setup >> 4) & 1;
  guint attempt = 0;

  cs_record_setup_from_seed (record, fz_tileset (), seed, first);
  record->variants = variants;
  cs_game_init (g, fz_board (), fz_tileset (), variants, seed, first, NULL);
  fz_check_invariants (g, "after set-up");

  while (!cs_game_over (g) && bytes_left (&b))
    {
      guint op = next (&b);
      CsMove m;

      attempt++;
      switch (op & 0x07)
        {
        case 5:
          /* anywhere: a cell number up to 255, a turn up to 3 */
          cs_move_init (&m, next (&b), next (&b) % 4, -1);
          if (op & 0x08)
            m.follower = below (&b, CS_MAX_PIECES + 1) - 1;
          break;
        case 6:
          /* a legal placement with any follower index */
          choose_move (g, &b, op & 0x08, &m);
          m.follower = (gint8) next (&b);
          break;
        default:
          choose_move (g, &b, op, &m);
          break;
        }
      play_checked (g, record, &m, attempt);
    }
  check_record (record, g);
  return 0;
}
