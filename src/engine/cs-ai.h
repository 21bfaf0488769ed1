/* cs-ai.h — the computer opponents: four levels, honest about hidden information
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The AI decides from what the player to move could know: the laid
 * tiles, the multiset of tiles not yet drawn and the multiset of wall tiles
 * not yet revealed. Every decision starts by canonicalising the hidden part
 * of the state (cs_ai_determinize), so two states that differ only in the
 * draw order or in the face-down wall tiles give the same move for a seed.
 *
 * Levels are defined by deterministic budgets; a wall-clock cap guards the
 * time per move. Only when the cap is hit can a move depend on the machine.
 */
#pragma once

#include "cs-game.h"
#include "cs-policy.h"

G_BEGIN_DECLS

typedef enum {
  CS_AI_BEGINNER,  /* legal, sensible-looking moves that miss things */
  CS_AI_CASUAL,    /* greedy one-turn evaluation with positional heuristics */
  CS_AI_STRONG,    /* determinised Monte Carlo search, one core, <= 1 s */
  CS_AI_EXPERT,    /* the same on a finer evaluation, with a bigger budget on two cores,
                    * playouts to the end in its last 8 turns, more samples for close
                    * calls, <= 3 s */
  CS_AI_N_LEVELS
} CsAiLevel;

typedef struct {
  double   budget_scale;   /* multiplies the search budget (1.0: the level's own) */
  guint    threads;        /* 0: the level's default (Expert 2, else 1) */
  gint64   time_cap_us;    /* 0: the level's default cap; < 0: no cap. Pass < 0 wherever
                            * the same position must give the same move on any machine
                            * (castellan-cli suggest, a game's review); stats.capped
                            * says when a cap cut a search short */
} CsAiOptions;

typedef struct {
  guint    candidates;     /* moves considered */
  guint    searched;       /* candidates given to the search */
  guint    samples;        /* determinised samples evaluated */
  guint    plies;          /* turns played in their playouts, the move's own not counted */
  gboolean capped;         /* the wall-clock cap ended the search */
  gboolean cancelled;
  double   value;          /* estimated value of the chosen move, in points */
} CsAiStats;

const char *cs_ai_level_name      (CsAiLevel level);        /* "beginner", ... (not translated) */
int         cs_ai_level_from_name (const char *name);       /* -1 if unknown */

/* Canonicalise the hidden state of @observed (the unseen tiles and the
 * unseen wall tiles are sorted), then shuffle both with @rng into @out.
 * The result depends only on what the player to move can see. */
void        cs_ai_determinize     (const CsGame *observed,
                                   CsRng        *rng,
                                   CsGame       *out);

/* Sort @n unseen items (so only their multiset counts), then shuffle them
 * with @rng: the step of every determinisation, for either game. */
void        cs_ai_canonical_shuffle (guint8 *items,
                                     guint   n,
                                     CsRng  *rng);

/* Choose every decision of the turn for the player to move: placement,
 * follower, scoring order, wall tiles 2 and 3, extra turn. @cancel may be
 * NULL; when it becomes non-zero (g_atomic_int_set) the search stops at
 * once, @out still gets a legal move and FALSE is returned. */
gboolean    cs_ai_choose_move     (const CsGame *game,
                                   CsAiLevel     level,
                                   guint64       seed,
                                   const gint   *cancel,
                                   CsMove       *out);
gboolean    cs_ai_choose_move_full (const CsGame      *game,
                                    CsAiLevel          level,
                                    guint64            seed,
                                    const gint        *cancel,
                                    const CsAiOptions *options,
                                    CsMove            *out,
                                    CsAiStats         *stats);

/* The move @level's search expects from an opponent who is to move in
 * @game: Strong's playouts assume the reply Casual would make (its taste
 * among the moves close to the best by the evaluation), Expert's the best
 * move by the evaluation. Beginner and Casual do not search; for them it
 * is the greedy reply. For tests and tools. */
void        cs_ai_model_reply     (const CsGame *game,
                                   CsAiLevel     level,
                                   guint64       seed,
                                   CsMove       *out);

/* The best move by cs_ai_evaluate_search() (Strong's evaluation), with up
 * to half a point of noise, one turn ahead on a determinisation: the play
 * the fitted weights of Expert's evaluation were fitted on
 * (tests/ai/fit-eval.c --policy greedy). For tools. */
void        cs_ai_greedy_move     (const CsGame *game,
                                   guint64       seed,
                                   CsMove       *out);

/* The seed of the decision in @game in a game whose set-up seed is
 * @game_seed (a record's Seed; 0 without one). The app's computer players,
 * its Suggest a Move and `castellan-cli suggest` all derive their seed so,
 * which is why they give the same move for the same position. */
guint64     cs_ai_position_seed   (guint64       game_seed,
                                   const CsGame *game);
static inline guint64
cs_ai_move_seed (guint64 game_seed, guint moves_played)   /* the same, for any game */
{
  return game_seed * G_GUINT64_CONSTANT (6364136223846793005) + moves_played + 1;
}

/* The heuristic value of @game for @player, in points (used by the levels
 * and shown by tools); exact score difference once the game is over. */
double      cs_ai_evaluate        (const CsGame *game,
                                   guint         player);

/* The terms cs_ai_evaluate() adds up, each @player's less the opponent's,
 * in points: the score, the open features and courts held, the follower
 * supply, the wall tiles held (one term a kind), an extra turn under way
 * and the keep. For the tool that fits the search's weights
 * (tests/ai/fit-eval.c). */
enum {
  CS_AI_TERM_SCORE,
  CS_AI_TERM_FEATURES,
  CS_AI_TERM_SUPPLY,
  CS_AI_TERM_WALL,                                   /* + kind − 1 */
  CS_AI_TERM_EXTRA = CS_AI_TERM_WALL + CS_NUM_WALL_KINDS,
  CS_AI_TERM_KEEP,
  CS_AI_N_TERMS,                                     /* the terms Casual's evaluation adds up */
  /* parts of the others and more, for the search only */
  CS_AI_TERM_TOWERS = CS_AI_N_TERMS,                 /* the towers' share of FEATURES */
  CS_AI_TERM_HOUSES,                                 /* the houses' share */
  CS_AI_TERM_COURTS,                                 /* the courts' share */
  CS_AI_TERM_STAKE,                                  /* + 0 path, 1 tower, 2 house: points that may stay open */
  CS_AI_TERM_STUCK = CS_AI_TERM_STAKE + 3,           /* followers that may stay out */
  CS_AI_N_TERMS_ALL
};
void        cs_ai_evaluate_terms  (const CsGame *game,
                                   guint         player,
                                   double        terms[CS_AI_N_TERMS_ALL]);

/* The evaluation Strong's search uses: Casual's terms, each with a weight
 * fitted to self-play outcomes that changes with the tiles left
 * (docs/AI.md); the exact score difference once the game is over. Expert
 * searches on all the terms, with weights of its own. */
double      cs_ai_evaluate_search (const CsGame *game,
                                   guint         player);

/* The value for the player to move in @game of @move on determinisation
 * @sample: one sample of @level's search (Strong or Expert), in points —
 * the unseen tiles and wall tiles dealt from their multiset with @seed and
 * @sample, @move played, the playout the search plays, and its
 * evaluation. Two moves valued with the same @seed and @sample see the same
 * deal (common random numbers). @work: two scratch states. For reviews
 * (cs-review.h). */
double      cs_ai_sample_value    (const CsGame *game,
                                   CsAiLevel     level,
                                   guint64       seed,
                                   guint         sample,
                                   const CsMove *move,
                                   CsGame        work[2]);

G_END_DECLS
