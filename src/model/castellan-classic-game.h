/* castellan-classic-game.h — a game of classic Carcassonne in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classic counterpart of CastellanGame: the same phases, players, log
 * entries, signals and save files, over the classic rules module
 * (cs-classic.h) for 2–5 seats.
 */
#pragma once

#include <gio/gio.h>

#include "castellan-shipped.h"

#include "cs-classic.h"
#include "cs-classic-record.h"
#include "castellan-game-base.h"
#include "castellan-model-types.h"
#include "castellan-player.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_CLASSIC_GAME (castellan_classic_game_get_type ())
/* the spaces of the classic score track, one lap of the marker (C-9.2) */
#define CASTELLAN_CLASSIC_TRACK_SPACES CS_CLASSIC_TRACK_SPACES
G_DECLARE_FINAL_TYPE (CastellanClassicGame, castellan_classic_game, CASTELLAN, CLASSIC_GAME, CastellanGameBase)

typedef struct {
  guint                n_players;                          /* 2–5 (C-1.1) */
  const char          *names[CS_CLASSIC_MAX_PLAYERS];      /* NULL or "": the colour */
  CastellanPlayerKind  kinds[CS_CLASSIC_MAX_PLAYERS];
  int                  first;      /* a seat; -1 draws lots (D-7) */
  gboolean             farmers;    /* FALSE: CV-1 */
  gboolean             bcb;        /* with Bridges, Castles and Bazaars (B-1.1) */
  gboolean             quick_bazaar; /* with bcb: bazaars without bids (BV-1) */
  guint32              seed;
  gboolean             has_seed;   /* FALSE: a random seed */
  const char          *pile_top;   /* NULL, or design letters drawn first, in this
                                      order, the seed's shuffle after them (lessons) */
} CastellanClassicSetup;

/* the shipped tile set: castellan_shipped_classic_tileset (castellan-shipped.h) */

/* the colour of @seat (0 to CASTELLAN_CLASSIC_MAX_SEATS - 1), in the
 * reader's language: "Yellow"; an unnamed seat's name */
const char      *castellan_classic_seat_colour            (guint                 seat);
/* the same colour as a word within a sentence: "yellow" */
const char      *castellan_classic_seat_colour_word       (guint                 seat);
/* @stored, a classic record's name of @seat, as shown: an unnamed seat's
 * colour in today's language (cs_classic_text_shown_name), a tutorial
 * partner's name translated, a typed name as typed */
const char      *castellan_classic_shown_name             (guint                 seat,
                                                           const char           *stored);

CastellanClassicGame *castellan_classic_game_new          (void);
void             castellan_classic_game_start             (CastellanClassicGame        *self,
                                                           const CastellanClassicSetup *setup);
/* the game as a saved game's text, saving it to a file and the autosave
 * file are the base's (castellan_game_base_save_to_data,
 * castellan_game_base_save_to_file, castellan_game_base_set_autosave_file);
 * the app saves through its save service's slots (castellan-save-service.h) */
#define castellan_classic_game_save_to_data(self, len)    castellan_game_base_save_to_data (CASTELLAN_GAME_BASE (self), (len))
#define castellan_classic_game_save_to_file(self, f, e)   castellan_game_base_save_to_file (CASTELLAN_GAME_BASE (self), (f), (e))
#define castellan_classic_game_set_autosave_file(self, f) castellan_game_base_set_autosave_file (CASTELLAN_GAME_BASE (self), (f))

/* read through the base every game shares (castellan-game-base.h) */
#define castellan_classic_game_set_keep_statistics(self, keep) castellan_game_base_set_keep_statistics (CASTELLAN_GAME_BASE (self), (keep))
#define castellan_classic_game_get_phase(self)         castellan_game_base_get_phase (CASTELLAN_GAME_BASE (self))
#define castellan_classic_game_get_player(self, seat)  castellan_game_base_get_player (CASTELLAN_GAME_BASE (self), (seat))
#define castellan_classic_game_get_active_player(self) castellan_game_base_get_active_player (CASTELLAN_GAME_BASE (self))
#define castellan_classic_game_get_log(self)           castellan_game_base_get_log (CASTELLAN_GAME_BASE (self))
#define castellan_classic_game_get_tiles_left(self)    castellan_game_base_get_tiles_left (CASTELLAN_GAME_BASE (self))
#define castellan_classic_game_get_can_undo(self)      castellan_game_base_get_can_undo (CASTELLAN_GAME_BASE (self))
#define castellan_classic_game_cancel_thinking(self)   castellan_game_base_cancel_thinking (CASTELLAN_GAME_BASE (self))
#define castellan_classic_game_resume(self, e)     castellan_game_base_resume (CASTELLAN_GAME_BASE (self), (e))
#define castellan_classic_game_replace_save(self)  castellan_game_base_replace_save (CASTELLAN_GAME_BASE (self))
/* a saved classic game (Game=carcassonne); on failure nothing changes */
#define castellan_classic_game_load(self, d, n, f, e)   castellan_game_base_load (CASTELLAN_GAME_BASE (self), (d), (n), (f), (e))

const CsClassic *castellan_classic_game_get_state         (CastellanClassicGame *self);
const CsEvents  *castellan_classic_game_get_last_events   (CastellanClassicGame *self);
const CsClassicRecord *castellan_classic_game_get_record  (CastellanClassicGame *self);
guint            castellan_classic_game_get_n_players     (CastellanClassicGame *self);
const char      *castellan_classic_game_get_player_name   (CastellanClassicGame *self,
                                                           guint                 seat);
/* every seat's name as shown (get_player_name), CS_CLASSIC_MAX_PLAYERS of
 * them; the record keeps an unnamed seat's in English */
const char *const *castellan_classic_game_get_player_names (CastellanClassicGame *self);
gboolean         castellan_classic_game_get_farmers       (CastellanClassicGame *self);
/* played with Bridges, Castles and Bazaars (B-1.1) */
gboolean         castellan_classic_game_get_bcb           (CastellanClassicGame *self);
/* with its quick bazaar (BV-1) */
gboolean         castellan_classic_game_get_quick_bazaar  (CastellanClassicGame *self);
/* the seat who decides now: the active player while a tile is laid, with
 * BC&B also a small city's owner, an auctioneer or a bidder (cs_classic_to_move) */
guint            castellan_classic_game_get_actor         (CastellanClassicGame *self);
/* a computer's castle or bazaar decision is played no sooner than @ms
 * after the move before it, so people can follow each bid; the computer
 * thinks meanwhile (castellan_game_base_pace_next; 0, the default: at once) */
void             castellan_classic_game_set_decision_pause (CastellanClassicGame *self,
                                                            guint                 ms);
/* While held (nested: each hold wants its release) computers make no move:
 * a view shows what just happened, the auction's outcome (B-5.7), until
 * the person has seen it. The last release lets a waiting computer play. */
void                  castellan_classic_game_hold     (CastellanClassicGame *self,
                                                       gboolean              hold);
gboolean              castellan_classic_game_get_held (CastellanClassicGame *self);
/* the seat whose turn it is, who lays the drawn tile (with BC&B not
 * always the actor: a castle's owner or a bidder may decide first) */
guint            castellan_classic_game_get_turn_seat     (CastellanClassicGame *self);
/* C-9.2: the score track's space where @seat's marker stands (0..49) and
 * the laps shown beside it (+50, +100…), from the seat's score */
int              castellan_classic_game_get_track_space   (CastellanClassicGame *self,
                                                           guint                 seat,
                                                           int                  *laps);
/* the picture of tile @tile of the game's set (the drawn tile of
 * castellan_turn_base_get_drawn_tile) turned @rot, as SVG */
char            *castellan_classic_game_dup_tile_svg      (CastellanClassicGame *self,
                                                           guint                 tile,
                                                           guint                 rot);
/* the cell of the tile @seat laid last, -1 before their first */
int              castellan_classic_game_get_last_cell     (CastellanClassicGame *self,
                                                           guint                 seat);
/* the piece of that tile where @seat put a follower with it, -1 none */
int              castellan_classic_game_get_last_piece    (CastellanClassicGame *self,
                                                           guint                 seat);

/* A person's move; fails (changing nothing) when it is not a person's turn
 * or the move breaks a rule (the error names it). */
gboolean         castellan_classic_game_play              (CastellanClassicGame *self,
                                                           const CsClassicMove  *move,
                                                           GError              **error);
/* back to the last move a person made; the computers' replies go too */
#define castellan_classic_game_undo(self)             castellan_game_base_undo (CASTELLAN_GAME_BASE (self))

/* the move the computer at @level would make here (Suggest a Move asks it
 * at Strong), bounded by the level's work alone, never by the clock */
void             castellan_classic_game_think_async       (CastellanClassicGame *self,
                                                           CastellanPlayerKind   level,
                                                           GCancellable         *cancellable,
                                                           GAsyncReadyCallback   callback,
                                                           gpointer              user_data);
gboolean         castellan_classic_game_think_finish      (CastellanClassicGame *self,
                                                           GAsyncResult         *result,
                                                           CsClassicMove        *move,
                                                           GError              **error);

/* Suggest a Move, asked with castellan_classic_game_think_async: the
 * move in words ("Lay the tile at 2,-1, …", as every game says it), with the cell
 * and rotation it lays the drawn tile at; NULL (@error set) when thinking
 * failed or was cancelled, NULL (no error) when the move lays no tile */
char            *castellan_classic_game_suggest_finish    (CastellanClassicGame  *self,
                                                           GAsyncResult          *result,
                                                           guint                 *cell,
                                                           guint                 *rot,
                                                           GError               **error);

/* "The game is over: Ada wins with 87 points."; NULL while it goes on */
char            *castellan_classic_game_dup_outcome       (CastellanClassicGame *self);
/* the lines of the final sheet: every feature scored in the game and the
 * end's lines (FEATURE_SCORED and FINAL_LINE events), in order */
GArray          *castellan_classic_game_get_scored        (CastellanClassicGame *self);
/* every seat's score after the set-up and after each move, for the score
 * chart: CS_CLASSIC_MAX_PLAYERS ints a step */
GArray          *castellan_classic_game_get_score_history (CastellanClassicGame *self);

G_END_DECLS
