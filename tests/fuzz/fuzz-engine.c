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
 *
 * Bits 5 and 6 of the set-up byte choose the game (issue 31): The Castle,
 * classic Carcassonne, or classic with Bridges, Castles and Bazaars, with
 * or without the quick bazaar (BV-1). The classic games are driven the same
 * way: legal lays (with any follower index, any bridge where one is needed
 * or optional), arbitrary cells, turns, bridges and move kinds, the
 * computer's own decisions for castles and bazaars, and decisions with a
 * changed pick or amount. Check and play must agree, a refused move changes
 * nothing, every player keeps seven meeples, a finished game has laid or
 * removed every tile, and the record of the accepted moves replays to the
 * same game on the shipped sets.
 */
#define G_LOG_DOMAIN "castellan-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "cs-classic-record.h"

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

/* ---- classic Carcassonne, with or without BC&B ------------------------------ */

static void
classic_check_state (const CsClassic *g, guint attempt)
{
  for (guint p = 0; p < g->n_players; p++)
    {
      guint out = 0;
      for (guint i = 0; i < CS_CLASSIC_FOLLOWERS; i++)
        out += g->player[p].follower[i] != CS_NONE;
      if (out + g->player[p].supply != CS_CLASSIC_FOLLOWERS)
        g_error ("attempt %u: player %u has %u meeples out and %u in the supply (C-1.2)",
                 attempt, p + 1, out, g->player[p].supply);
    }
  if (g->n_laid + g->n_removed > g->tileset->n_tiles)
    g_error ("attempt %u: %u tiles laid and %u removed of %u", attempt, g->n_laid, g->n_removed, g->tileset->n_tiles);
  if (cs_classic_over (g) && g->n_laid + g->n_removed != g->tileset->n_tiles)
    g_error ("attempt %u: the game is over with %u tiles laid and %u removed of %u",
             attempt, g->n_laid, g->n_removed, g->tileset->n_tiles);
  if (g->phase == CS_PHASE_PLACE)
    {
      CsClassicMove lays[64];
      if (cs_classic_bcb_placements (g, FALSE, lays, G_N_ELEMENTS (lays)) == 0 &&
          !(g->options & CS_CLASSIC_BCB))
        g_error ("attempt %u: the drawn tile has no placement and was not removed (C-4.4)", attempt);
    }
}

static void
classic_play_checked (CsClassic *g, CsClassicRecord *record, const CsClassicMove *m, guint attempt)
{
  /* one copy for the whole run: a CsClassic is large, and allocating one
   * per attempt costs a mapping and page faults under the sanitizers */
  static CsClassic *before;
  g_autoptr(GError) e_check = NULL;
  g_autoptr(GError) e_play = NULL;
  gboolean bcb = (g->options & CS_CLASSIC_BCB) != 0;
  gboolean ok_check, ok_play;
  CsEvents events;

  if (before == NULL)
    before = g_new (CsClassic, 1);
  *before = *g;
  ok_check = bcb ? cs_classic_bcb_check_move (g, m, &e_check) : cs_classic_check_move (g, m, &e_check);
  if (memcmp (before, g, sizeof *g) != 0)
    g_error ("attempt %u: checking a classic move changed the game", attempt);
  if (ok_check)
    cs_classic_record_add_move (record, g, m);
  events.n = 0;
  ok_play = cs_classic_play (g, m, &events, &e_play);
  if (ok_check != ok_play)
    g_error ("attempt %u: classic check %d and play %d disagree (%s / %s)", attempt, ok_check, ok_play,
             e_check ? e_check->message : "-", e_play ? e_play->message : "-");
  if (!ok_play)
    {
      if (e_check == NULL || e_play == NULL || e_play->domain != CS_ERROR || e_play->message[0] == '\0' ||
          !g_utf8_validate (e_play->message, -1, NULL))
        g_error ("attempt %u: a classic move refused without a proper error", attempt);
      if (memcmp (before, g, sizeof *g) != 0)
        g_error ("attempt %u: refused (%s) but changed the game", attempt, e_play->message);
      return;
    }
  if (events.n > CS_MAX_EVENTS)
    g_error ("attempt %u: %u events", attempt, events.n);
  classic_check_state (g, attempt);
}

/* the computer's own decision: random (level 0) or greedy */
static void
classic_policy (const CsClassic *g, CsRng *rng, guint level, CsClassicMove *m)
{
  CsClassicMove init = CS_CLASSIC_MOVE_INIT;

  *m = init;
  if (g->options & CS_CLASSIC_BCB)
    cs_classic_bcb_policy (g, rng, level, m);
  else if (level > 0)
    cs_classic_policy_greedy (g, rng, m);
  else
    cs_classic_policy_random (g, rng, m);
}

/* a move for the current decision, chosen by the bytes */
static void
classic_choose (const CsClassic *g, Bytes *b, guint op, CsRng *rng, CsClassicMove *m)
{
  CsClassicMove init = CS_CLASSIC_MOVE_INIT;

  *m = init;
  switch (op & 0x07)
    {
    case 5:
      /* anything: a cell near the start, any turn, kind, bridge, pick, amount */
      m->cell = cs_classic_cell ((int) below (b, 21) - 10, (int) below (b, 21) - 10);
      m->rot = next (b) % 5;
      m->follower = (gint8) ((int) below (b, CS_CLASSIC_MAX_PIECES + 3) - 1);
      m->kind = below (b, CS_CLASSIC_N_MOVE_KINDS + 1);
      m->bridge = (op & 0x08) ? below (b, CS_CLASSIC_MAX_BRIDGES + 2) : 0;
      m->pick = below (b, CS_CLASSIC_MAX_PLAYERS + 1);
      m->amount = (gint16) ((int) below (b, 40) - 5);
      return;
    case 6:
      /* the computer's decision: random, or one time in eight greedy (which
       * tries every lay, and is slow under the sanitizers) */
      classic_policy (g, rng, (op & 0x38) == 0x38, m);
      if (op & 0x10)
        m->amount += (int) below (b, 5) - 2;          /* a bid or offer nearby */
      if (op & 0x20)
        m->pick = below (b, CS_CLASSIC_MAX_PLAYERS + 1);
      return;
    case 7:
      m->kind = (op & 0x08) ? CS_CLASSIC_MOVE_DISCARD : below (b, CS_CLASSIC_N_MOVE_KINDS);
      m->pick = below (b, CS_CLASSIC_MAX_PLAYERS);
      m->amount = below (b, 12);
      return;
    default:
      break;
    }

  if (g->phase != CS_PHASE_PLACE)
    {
      classic_policy (g, rng, 0, m);
      return;
    }
  {
    CsClassicMove lays[CS_CLASSIC_MAX_PLACEMENTS];
    guint8 spots[CS_CLASSIC_MAX_PIECES + 1];
    guint n = cs_classic_bcb_placements (g, (op & 0x08) != 0, lays, G_N_ELEMENTS (lays));
    guint n_spots, k;

    if (n == 0)
      {
        /* only a bridge the player lacks would fit, or a BC&B tile left to
         * discard (B-3.6): the computer knows what to do */
        classic_policy (g, rng, 0, m);
        return;
      }
    *m = lays[below (b, n)];
    n_spots = (g->options & CS_CLASSIC_BCB) ? cs_classic_bcb_open_spots (g, m, spots)
                                            : cs_classic_open_spots (g, m->cell, m->rot, spots);
    if (n_spots > CS_CLASSIC_MAX_PIECES + 1)
      g_error ("%u open spots on one tile", n_spots);
    k = below (b, n_spots + 2);
    if (k < n_spots)
      m->follower = spots[k];
    else if (k == n_spots + 1 && (op & 0x10))
      m->follower = (gint8) below (b, CS_CLASSIC_MAX_PIECES + 2);   /* open, taken or none */
  }
}

/* A record names tiles by design letter, and its loader takes the first
 * unused tile of each letter, so the same game may hold other tiles of the
 * same designs: name every tile by the first tile of its design. */
static guint8
classic_first_of_design (const CsClassicTileset *set, guint8 t)
{
  for (guint u = 0; u < t && t < set->n_tiles; u++)
    if (set->tile_design[u] == set->tile_design[t])
      return u;
  return t;
}

static void
classic_canonical (CsClassic *g)
{
  const CsClassicTileset *set = g->tileset;

  for (guint i = 0; i < CS_CLASSIC_NUM_TILES; i++)
    {
      g->draw_order[i] = classic_first_of_design (set, g->draw_order[i]);
      g->slot_tile[i] = classic_first_of_design (set, g->slot_tile[i]);
    }
  for (guint i = 0; i < CS_CLASSIC_MAX_PLAYERS; i++)
    g->bcb.display[i] = classic_first_of_design (set, g->bcb.display[i]);
  g->current = classic_first_of_design (set, g->current);
}

/* the accepted moves, written as a record, parsed and replayed on the
 * shipped set, give @g again */
static void
classic_check_record (const CsClassicRecord *record, const CsClassic *g)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CsClassicRecord) again = NULL;
  g_autofree CsClassic *replayed = g_new0 (CsClassic, 1);
  g_autofree CsClassic *copy = g_memdup2 (g, sizeof *g);
  g_autofree char *text = NULL;
  gsize len;

  text = cs_classic_record_to_data (record, &len);
  again = cs_classic_record_parse (text, len, "fuzz.carcassonne", &error);
  if (again == NULL)
    g_error ("the classic record of the game does not parse: %s\n%s", error->message, text);
  if (!cs_classic_record_start (again, castellan_shipped_classic_tileset_with (g->options & CS_CLASSIC_BCB),
                                replayed, NULL, &error))
    g_error ("the classic record of the game does not start: %s", error->message);
  for (guint i = 0; i < again->moves->len; i++)
    if (!cs_classic_record_play_move (again, i, replayed, NULL, &error))
      g_error ("the classic record of the game does not replay: %s\n%s", error->message, text);
  classic_canonical (replayed);
  classic_canonical (copy);
  if (memcmp (replayed, copy, sizeof *copy) != 0)
    g_error ("the replayed classic record gives another game:\n%s", text);
}

static void
classic_one_input (Bytes *b, guint32 seed, guint setup)
{
  static const guint options[] = { 0, CS_CLASSIC_BCB, CS_CLASSIC_BCB | CS_CLASSIC_QUICK_BAZAAR };
  guint opts = options[((setup >> 5) & 3) - 1] | ((setup & 0x04) ? CS_CLASSIC_NO_FARMERS : 0);
  guint n_players = CS_CLASSIC_MIN_PLAYERS + (setup & 0x03);
  guint first = ((setup >> 3) & 3) % n_players;
  const CsClassicTileset *set = castellan_shipped_classic_tileset_with (opts & CS_CLASSIC_BCB);
  g_autofree CsClassic *g = g_new0 (CsClassic, 1);
  g_autoptr(CsClassicRecord) record = cs_classic_record_new (n_players, opts);
  CsRng rng = { seed ^ 0x9e3779b9u };
  guint attempt = 0;

  cs_classic_record_setup_from_seed (record, set, seed, first);
  cs_classic_init (g, set, n_players, opts, seed, first, NULL);
  classic_check_state (g, 0);
  while (!cs_classic_over (g) && bytes_left (b))
    {
      guint op = next (b);
      CsClassicMove m;

      attempt++;
      classic_choose (g, b, op, &rng, &m);
      classic_play_checked (g, record, &m, attempt);
    }
  classic_check_record (record, g);
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

  if ((setup >> 5) & 3)
    {
      classic_one_input (&b, seed, setup);
      return 0;
    }
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
