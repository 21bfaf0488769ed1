/* castellan-game-base.h — what every game in progress shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CastellanGame (The Castle) and CastellanClassicGame (classic
 * Carcassonne, with or without its expansion) both derive from this. The
 * base owns what a game is to its views and to its files, written once:
 * the phase and how it follows the seats, the players, the log, the
 * computer's thinking, undo's frame, playing a person's move, saving
 * (to data, to a file, the autosave slot and its failures), loading's
 * wording of errors, Suggest a Move, and the properties and signals every
 * view observes ("started", "changed", "save-failed").
 *
 * The contract with a subclass. The subclass owns its rules' state and
 * record, and fills the class's functions (CastellanGameBaseClass) with
 * only what differs by game: where its game stands, its record as text,
 * loading a record, playing one move into its state and record, taking
 * moves back, wording a refusal, its computer, its final sheet and score
 * history, its statistics. The base calls them at fixed points and does
 * the rest around them; a subclass never emits the base's signals or
 * notifies its properties itself. After changing its state, a subclass
 * tells the base with the helpers at the end of this file:
 * castellan_game_base_started (a new or loaded game), then
 * castellan_game_base_go_on (save, and let a computer move);
 * castellan_game_base_played (after a move, before its own "turn-played"
 * signal), then castellan_game_base_go_on. Undo is the base's
 * (castellan_game_base_undo): it asks the subclass's take_back and tells
 * the rest.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-computer.h"
#include "castellan-model-types.h"
#include "castellan-player.h"
#include "castellan-save.h"

G_BEGIN_DECLS

/* the most seats any game has (classic Carcassonne's five, with room) */
#define CASTELLAN_MAX_SEATS 6

typedef struct _CastellanSaveSlot CastellanSaveSlot;   /* castellan-save-slot.h */

#define CASTELLAN_TYPE_GAME_BASE (castellan_game_base_get_type ())
#define CASTELLAN_GAME_BASE(o) (G_TYPE_CHECK_INSTANCE_CAST ((o), CASTELLAN_TYPE_GAME_BASE, CastellanGameBase))
#define CASTELLAN_IS_GAME_BASE(o) (G_TYPE_CHECK_INSTANCE_TYPE ((o), CASTELLAN_TYPE_GAME_BASE))
#define CASTELLAN_GAME_BASE_CLASS(k) (G_TYPE_CHECK_CLASS_CAST ((k), CASTELLAN_TYPE_GAME_BASE, CastellanGameBaseClass))
#define CASTELLAN_GAME_BASE_GET_CLASS(o) (G_TYPE_INSTANCE_GET_CLASS ((o), CASTELLAN_TYPE_GAME_BASE, CastellanGameBaseClass))

typedef struct _CastellanGameBase      CastellanGameBase;
typedef struct _CastellanGameBaseClass CastellanGameBaseClass;

/* Suggest a Move's answer: where the drawn tile goes and the follower */
typedef struct {
  guint cell;       /* the game's cell, as a turn's cursor cell */
  guint rot;        /* 0..3, quarter turns clockwise */
  int   follower;   /* the piece of the tile the follower stands on, -1: none */
} CastellanSuggestedMove;

/* What Suggest a Move knows of its move, from the engine, for its words
 * (castellan_game_base_suggestion_text): every game fills these, so the
 * answer reads the same in The Castle, classic Carcassonne and its
 * expansion. Strings are the game's own words, already translated. */
typedef struct {
  const char *cell;           /* as the board's axis labels name it: "B1", "0,-1" */
  guint       rot;            /* 0..3, quarter turns clockwise */
  const char *put;            /* the follower's clause ("put a knight on its city"), NULL: none */
  const char *feature;        /* the feature it stands on, as an object ("the city") */
  gboolean    feature_at_end; /* that feature scores only at the end (a field, a court) */
  const char *feature_rule;   /* the rule that scores that feature ("C-7.3") */
  guint       completed;      /* features the move completes that score for the person */
  const char *completed_name; /* the one, when completed is 1, as an object ("the road") */
  int         points;         /* what the move scores for the person at once */
  int         others;         /* what it scores for the other players at once */
  const char *score_rule;     /* the rule those points rest on ("R-6.3") */
  const char *free_rule;      /* the rule that leaves the follower optional ("R-5.1") */
  gboolean    none_left;      /* the person has no follower left in the supply */
  const char *empty_rule;     /* the rule that then puts none ("R-5.3") */
} CastellanSuggestionFacts;

/* the fields are the subclasses' to read; the phase changes through
 * castellan_game_base_update_phase, which tells its observers */
struct _CastellanGameBase
{
  GObject           parent_instance;

  CastellanPhase    phase;
  CastellanThinker  thinker;
  CastellanPlayer  *players[CASTELLAN_MAX_SEATS];
  GListStore       *log;                /* CastellanLogEntry */
  GListStore       *player_list;        /* the seats of this game, CastellanPlayer */
  CastellanSaveSlot *slot;              /* where it saves after every move, or NULL */
  gboolean          autosave_failing;   /* the last autosave failed and the player was told */
  gboolean          inert;              /* a look at a saved game: no computer moves */
  gboolean          keep_statistics;
  gboolean          counted;            /* this game is in the statistics (once, even after an undo) */

  /* Suggest a Move (castellan_game_base_suggest), for the position asked in */
  GCancellable     *suggesting;         /* the thinking under way, or NULL */
  guint             suggest_generation; /* bumped whenever the suggestion is dropped */
  char             *suggestion;         /* the answer in words, or NULL */
  gboolean          has_suggested;
  CastellanSuggestedMove suggested;

  /* pacing (castellan_game_base_set_pace): a computer's move that comes
   * before the last one has been in view long enough waits here */
  guint             pace;               /* ms a computer's move stays in view */
  gint64            shown_until;        /* monotonic µs: no computer's move played before */
  gpointer          held_move;          /* the game's engine move, or NULL */
  guint             held_generation;    /* the thinker's generation it was thought in */
  guint             held_id;            /* the timeout that plays it */
  guint             showing;            /* views showing the last move (castellan_game_base_hold_shown) */
  gboolean          thinking_shown;     /* "thinking-visible" */
  guint             show_id;            /* looks at "thinking-visible" again when the pace is over */
};

/* where a game stands, as its rules' state says */
typedef struct {
  gboolean over;
  guint    active;       /* the seat whose turn it is */
  guint    tiles_left;
  guint    turn;         /* moves played */
} CastellanGameStatus;

struct _CastellanGameBaseClass
{
  GObjectClass parent_class;

  void     (*get_status)     (CastellanGameBase   *self,
                              CastellanGameStatus *status);
  /* whether a person's move can be taken back (with a game running) */
  gboolean (*get_can_undo)   (CastellanGameBase *self);
  /* the players' scores, supplies and wall tiles from the state */
  void     (*sync_players)   (CastellanGameBase *self);
  /* let the computer whose turn it is move, off the main thread */
  void     (*step_computer)  (CastellanGameBase *self);
  /* take the game saved in @data, or fail changing nothing (the engine's
   * English error: castellan_game_base_load words it) */
  gboolean (*load)           (CastellanGameBase  *self,
                              const char         *data,
                              gsize               length,
                              const char         *filename,
                              GError            **error);
  /* count the finished game in the statistics (castellan-statistics.h) */
  gboolean (*record_statistics) (CastellanGameBase  *self,
                                 GError            **error);
  /* who won, in a sentence; NULL while the game is not over */
  char    *(*dup_outcome)    (CastellanGameBase *self);
  /* the game as a saved game's text */
  char    *(*save_to_data)   (CastellanGameBase *self,
                              gsize             *length);
  /* play @move (the game's engine move: CsMove, CsClassicMove) into the
   * state and the record, log it and tell it (castellan_game_base_played,
   * the subclass's "turn-played", castellan_game_base_go_on); FALSE,
   * changing nothing, when the rules refuse it, with the engine's English
   * error. The base calls it for a person's move (castellan_game_base_play)
   * and for a computer's (castellan_game_base_computer_play). */
  gboolean (*apply_move)     (CastellanGameBase  *self,
                              gconstpointer       move,
                              GError            **error);
  /* @error, the refusal apply_move gave for @move, in the reader's words
   * (as the tutor says it) */
  char    *(*dup_refusal)    (CastellanGameBase  *self,
                              gconstpointer       move,
                              const GError       *error);
  /* back to the last move a person made, the computers' replies with it:
   * the state, the record, the log and the last move's events. Called only
   * when get_can_undo allows it and the thinking is stopped; the base
   * tells the phase and the properties, and saves, after it. */
  void     (*take_back)      (CastellanGameBase *self);
  /* the final sheet's lines (CastellanFinalLine), empty while not over */
  GListModel *(*dup_final_lines) (CastellanGameBase *self);
  /* every seat's score after each move: @stride ints a step (a new reference) */
  GArray  *(*get_score_history) (CastellanGameBase *self,
                                 guint             *stride);
  /* Suggest a Move: think_async at CASTELLAN_SUGGEST_LEVEL for the
   * person to move (a search bounded by work alone, never by the clock, so
   * a position gives the same answer on any machine), then suggest_finish */
  /* the move the computer at @level would make here, off the main thread,
   * without the clock's cap (the subclass's public think_async) */
  void     (*think_async)    (CastellanGameBase   *self,
                              CastellanPlayerKind  level,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data);
  /* its answer in words (naming the cell), and the move; NULL with @error */
  char    *(*suggest_finish) (CastellanGameBase      *self,
                              GAsyncResult           *result,
                              CastellanSuggestedMove *move,
                              GError                **error);
  /* lay the tile as suggested and put its follower, with @turn (the
   * game's own CastellanTurnBase subclass) */
  gboolean (*play_suggestion) (CastellanGameBase      *self,
                               GObject                *turn,
                               const CastellanSuggestedMove *move);
  /* the subclass's property that changes with every move, told with the
   * base's (castellan_game_base_notify_all), or NULL */
  GParamSpec *state_property;
  /* the colours its seats play with */
  CastellanPalette palette;
  /* the score track's lap (the chart's grid), 0: none */
  guint    track_lap;
  /* the size of the game's engine move (CsMove, CsClassicMove), so that a
   * computer's move can wait for its turn to be shown (pacing) */
  gsize    move_size;
};

GType            castellan_game_base_get_type          (void) G_GNUC_CONST;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CastellanGameBase, g_object_unref)

CastellanPhase   castellan_game_base_get_phase         (CastellanGameBase *self);
CastellanPlayer *castellan_game_base_get_player        (CastellanGameBase *self,
                                                        guint              seat);
CastellanPlayer *castellan_game_base_get_active_player (CastellanGameBase *self);
GListModel      *castellan_game_base_get_log           (CastellanGameBase *self);
/* the seats, a CastellanPlayer each, in seat order: a row template binds
 * name, colour, kind, score, supply and what each holds */
GListModel      *castellan_game_base_get_players       (CastellanGameBase *self);
guint            castellan_game_base_get_n_players     (CastellanGameBase *self);
/* which colours the seats play with (a view maps CastellanPlayer:colour) */
CastellanPalette castellan_game_base_get_palette       (CastellanGameBase *self);
/* back to the last move a person made, the computers' replies with it */
gboolean         castellan_game_base_undo              (CastellanGameBase *self);
/* the final sheet's lines (castellan-final-lines.h), empty while not over */
GListModel      *castellan_game_base_dup_final_lines   (CastellanGameBase *self);
/* every seat's score after the set-up and after each move: @stride ints a
 * step (a seat's column is its index), a new reference to free with
 * g_array_unref; @lap the score track's lap, 0 none */
GArray          *castellan_game_base_dup_score_history (CastellanGameBase *self,
                                                        guint             *stride,
                                                        guint             *lap);
/* the heading of the final sheet: "Ada Wins", "A Shared Victory" */
char            *castellan_game_base_dup_winner        (CastellanGameBase *self);
/* the final totals in a line: "Ada 72 – Bo 65" */
char            *castellan_game_base_dup_totals        (CastellanGameBase *self);
guint            castellan_game_base_get_tiles_left    (CastellanGameBase *self);
/* whether a person's move can be taken back */
gboolean         castellan_game_base_get_can_undo      (CastellanGameBase *self);
void             castellan_game_base_cancel_thinking   (CastellanGameBase *self);
/* Pacing, the same for every game: each computer's move stays in view for
 * @ms before the next computer's move is played, so that a person sees
 * every one (the board sets it from the animation speed: the animation and
 * a moment, or a moment alone with animations off). The computer thinks
 * meanwhile, as always, off the main thread; a move that took longer than
 * @ms to think out is played at once. A person's move is never held, and
 * the reply to it waits for no pace, only for the views showing the
 * person's move (castellan_game_base_hold_shown). 0: no pacing (the default).
 * CASTELLAN_PACE_MS in the environment, when set, is the pace whatever
 * @ms says (the test suites set 0). */
void             castellan_game_base_set_pace          (CastellanGameBase *self,
                                                        guint              ms);
guint            castellan_game_base_get_pace          (CastellanGameBase *self);
/* a computer's move thought out is waiting to be shown (its phase is
 * still CASTELLAN_PHASE_THINKING) */
gboolean         castellan_game_base_get_move_waiting  (CastellanGameBase *self);
/* "thinking-visible": the person waits on a computer's thinking alone (a
 * view says "… is thinking" only then). FALSE on a person's turn, and on a
 * computer's while its move, decided, waits to be shown or while the last
 * move is still being shown (by a view, or for the pace): the computer
 * thinks meanwhile, but the person is not kept waiting by it. */
gboolean         castellan_game_base_get_thinking_visible (CastellanGameBase *self);
/* A view starts (@showing TRUE) or ends (FALSE, once for each start)
 * showing a move, a computer's or a person's (playing it out, or drawing
 * it at least once): the next computer's move waits for it to end as
 * well as for the pace, so that a slow frame never cuts an animation
 * short and a person sees their own move land before the reply. */
void             castellan_game_base_hold_shown        (CastellanGameBase *self,
                                                        gboolean           showing);
/* who won, in a sentence ("Game over: Ada wins"); NULL while not over */
char            *castellan_game_base_dup_outcome       (CastellanGameBase *self);
/* where the game stands in a line, for the window's subtitle: the outcome
 * or whose turn it is; NULL with no game */
char            *castellan_game_base_dup_status_line   (CastellanGameBase *self);
/* a saved game; on failure nothing changes, and the error is in the reader's language */
gboolean         castellan_game_base_load              (CastellanGameBase  *self,
                                                        const char         *data,
                                                        gsize               length,
                                                        const char         *filename,
                                                        GError            **error);
/* the game as a saved game's text (to write with castellan_save_write) */
char            *castellan_game_base_save_to_data      (CastellanGameBase  *self,
                                                        gsize              *length);
/* save to @file; a failed write leaves the previous file whole
 * (castellan-save.h); a file not on this computer GIO replaces as best it can */
gboolean         castellan_game_base_save_to_file      (CastellanGameBase  *self,
                                                        GFile              *file,
                                                        GError            **error);
/* A person's move (the game's engine move: CsMove for The Castle,
 * CsClassicMove for classic Carcassonne); fails, changing nothing, when it
 * is not a person's turn or the move breaks a rule (the error names it in
 * the reader's words). */
gboolean         castellan_game_base_play              (CastellanGameBase  *self,
                                                        gconstpointer       move,
                                                        GError            **error);

/* where the game stands now */
void             castellan_game_base_get_status        (CastellanGameBase   *self,
                                                        CastellanGameStatus *status);
/* a game in progress: not over, and a move played */
gboolean         castellan_game_base_get_under_way     (CastellanGameBase *self);

/* Save after every move into @slot (castellan-save-slot.h; NULL: don't).
 * What the slot may not replace unasked is said by "save-failed" with a
 * CASTELLAN_SAVE_ERROR (NEWER, OTHER_GAME or UNREAD), once, until
 * castellan_game_base_replace_save; a write that fails is said once per
 * run of failures, and tried again after every move. */
void             castellan_game_base_set_save_slot     (CastellanGameBase *self,
                                                        CastellanSaveSlot *slot);
CastellanSaveSlot *castellan_game_base_get_save_slot   (CastellanGameBase *self);
/* save after every move to @file, a local file (NULL: don't), in a slot of
 * its own taking on whatever the file holds now (castellan_save_slot_adopt);
 * the app saves through its save service's slots instead */
void             castellan_game_base_set_autosave_file (CastellanGameBase *self,
                                                        GFile             *file);
/* load the slot's saved game (castellan_save_slot_resume) */
CastellanResume  castellan_game_base_resume            (CastellanGameBase  *self,
                                                        GError            **error);
/* the player agreed: the slot's file is replaced, now if a game runs */
void             castellan_game_base_replace_save      (CastellanGameBase *self);
/* a new game in this object would end a game in progress: the one it
 * plays, or another saved in its slot that it never opened (a game of the
 * same kind left by an earlier run); @moves (may be NULL) that game's moves */
gboolean         castellan_game_base_would_end_game    (CastellanGameBase *self,
                                                        guint             *moves);

/* count each game that ends in the statistics, once, even when its end is
 * taken back and played again (a game loaded already over was counted when
 * it ended); a failure is told by "statistics-failed" */
void             castellan_game_base_set_keep_statistics (CastellanGameBase *self,
                                                          gboolean           keep);

/* ---- Suggest a Move, the same for every game ---- */

/* The level Suggest a Move asks: the one a game's review judges by by
 * default (castellan-review.h), so a move played as suggested is that
 * level's own move there. */
#define CASTELLAN_SUGGEST_LEVEL CASTELLAN_PLAYER_STRONG

/* Ask the computer (CASTELLAN_SUGGEST_LEVEL, bounded by work alone: the
 * same answer for the same position on any machine) for the person's
 * move, off the main thread. "suggestion" says "Thinking about a good move…" at once, then
 * the answer; the answer stands for the position it was asked in and goes
 * with any change of the game (a move, an undo, a new game) or when the
 * person lays the tile (castellan_game_base_clear_suggestion). Nothing
 * happens unless a person is placing. */
void             castellan_game_base_suggest           (CastellanGameBase *self);
/* the answer in words, "Thinking about a good move…" while thinking, or NULL */
const char      *castellan_game_base_get_suggestion    (CastellanGameBase *self);
/* the suggested move once answered; FALSE before (or with none) */
gboolean         castellan_game_base_get_suggested_move (CastellanGameBase      *self,
                                                         CastellanSuggestedMove *move);
/* drop the suggestion, and any thinking about one */
void             castellan_game_base_clear_suggestion  (CastellanGameBase *self);
/* play the suggestion as the person's own with @turn (the game's turn):
 * the tile laid and the follower put; FALSE when there is none */
gboolean         castellan_game_base_play_suggestion   (CastellanGameBase *self,
                                                        GObject           *turn);

/* Suggest a Move's answer in words, one shape for every game: "Lay the
 * tile at B1, turned a quarter clockwise, and put a squire on its house:
 * it completes the house, 6 points for you ." (the turn said as
 * the board says the drawn tile's, the reason with the rule it rests on) */
char            *castellan_game_base_suggestion_text   (const CastellanSuggestionFacts *facts);
/* @answer (castellan_game_base_suggestion_text) said as the move of the
 * level it comes from: "Strong would play this: Lay the tile at …" */
char            *castellan_game_base_suggestion_with_level (const char *answer);

/* ---- for the subclasses ---- */

/* the seats of a new game, @n of them */
void             castellan_game_base_reset_players     (CastellanGameBase          *self,
                                                        guint                       n,
                                                        const char *const          *names,
                                                        const CastellanPlayerKind  *kinds);
/* the phase the state calls for: over, a computer thinking, or a person placing */
void             castellan_game_base_update_phase      (CastellanGameBase *self);
/* the players from the state, then every property that follows the state
 * (the base's and the class's state_property), then "changed" */
void             castellan_game_base_notify_all        (CastellanGameBase *self);
/* a new game or a loaded one: the phase from scratch, everything told, "started" */
void             castellan_game_base_started           (CastellanGameBase *self);
/* a move was played into the state: the phase, everything told, and the
 * game counted in the statistics if it is over */
void             castellan_game_base_played            (CastellanGameBase *self);
/* after a move or a new game: save into the slot, then the computer moves
 * if it is its turn */
void             castellan_game_base_go_on             (CastellanGameBase *self);
/* FALSE, with the reason, when it is no person's move */
gboolean         castellan_game_base_check_placing     (CastellanGameBase *self,
                                                        GError           **error);
/* the computer moves if it is its turn */
void             castellan_game_base_maybe_think       (CastellanGameBase *self);
/* the next computer's move is played no sooner than @ms from now (a
 * pause of the game's own, such as before a castle's or a bazaar's
 * decision), however soon it is thought out */
void             castellan_game_base_pace_next         (CastellanGameBase *self,
                                                        guint              ms);
/* save into the slot now (after a move, a new game, an undo) */
void             castellan_game_base_autosave          (CastellanGameBase *self);
/* what a computer's move does once thought out (castellan_thinker_step's
 * play function): apply_move, unless the game moved on meanwhile */
gboolean         castellan_game_base_computer_play     (gpointer           game,
                                                        gconstpointer      move,
                                                        GError           **error);

G_END_DECLS
