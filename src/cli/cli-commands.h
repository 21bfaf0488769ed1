/* cli-commands.h — the commands of castellan-cli and what they share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "castellan-engine.h"
#include "cs-record.h"
#include "cs-classic.h"
#include "cs-classic-record.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;
  const char *args;
  const char *summary;
  int       (*run) (int argc, char **argv);
} CliCommand;

int cli_validate       (int argc, char **argv);
int cli_play           (int argc, char **argv);
int cli_replay         (int argc, char **argv);
int cli_explain        (int argc, char **argv);
int cli_tileset_report (int argc, char **argv);
int cli_dump           (int argc, char **argv);
int cli_bench          (int argc, char **argv);
int cli_render_tiles   (int argc, char **argv);
int cli_render_board   (int argc, char **argv);
int cli_tournament     (int argc, char **argv);
int cli_suggest        (int argc, char **argv);
int cli_review         (int argc, char **argv);

/* classic Carcassonne (cli-classic.c), chosen with --game carcassonne */
int cli_classic_validate       (int argc, char **argv);
int cli_classic_play           (int argc, char **argv);
int cli_classic_replay         (int argc, char **argv);
int cli_classic_explain        (int argc, char **argv);
int cli_classic_tileset_report (int argc, char **argv);
int cli_classic_dump           (int argc, char **argv);
int cli_classic_bench          (int argc, char **argv);
int cli_classic_suggest        (int argc, char **argv);
int cli_classic_tournament     (int argc, char **argv);
int cli_classic_review         (int argc, char **argv);
/* cli-render.c */
int cli_classic_render_tiles   (int argc, char **argv);

/* "castle"/"castellan" name the shipped data; anything else is a path,
 * relative to @base_dir when not absolute */
CsBoard   *cli_load_board   (const char *ref, const char *base_dir, GError **error);
CsTileset *cli_load_tileset (const char *ref, const char *base_dir, GError **error);
/* "carcassonne" names the shipped classic set */
/* @expansions: CsClassicOptions bits whose shipped tiles are added (CS_CLASSIC_BCB) */
CsClassicTileset *cli_load_classic_tileset (const char *ref, guint expansions, const char *base_dir, GError **error);
/* the tile set @record names, relative to @base_dir (the record's folder);
 * an error says the record's line that names it */
CsClassicTileset *cli_load_classic_record_tileset (const CsClassicRecord *record, const char *base_dir,
                                                   GError **error);
/* @error, about a file that @key of @record's [Game] names (Board,
 * Tileset), said at the record's @line (0: left as it is) */
void              cli_error_named_by       (GError **error, const char *record, guint line, const char *key);
/* a classic record and its tile set, read through the guarded reader, its
 * default seat names in the reader's language; errors are printed as
 * "castellan-cli CMD: …" and NULL returned */
CsClassicRecord  *cli_load_classic_record  (const char *cmd, const char *path, CsClassicTileset **set);
/* one member of a JSON object being built: a NULL string is written as null */
void cli_json_member_str  (JsonBuilder *b, const char *name, const char *value);
void cli_json_member_int  (JsonBuilder *b, const char *name, gint64 value);
void cli_json_member_num  (JsonBuilder *b, const char *name, double value);
void cli_json_member_bool (JsonBuilder *b, const char *name, gboolean value);
/* "bcb" (or "", "none") to CsClassicOptions bits; FALSE on an unknown name */
gboolean          cli_parse_expansions     (const char *text, guint *expansions);
/* @error's message in the reader's language (cs_text_error), to print */
const char *cli_error (GError *error);
/* a record and the board and tile set it names (cli-record.c), its
 * default seat names ("Player 1 (casual)") in the reader's language */
CsRecord  *cli_load_record  (const char *path, CsBoard **board, CsTileset **tileset,
                             GError **error);
/* a seat of The Castle as the CLI names it, in the reader's language:
 * "Player 1", or with @policy "Player 1 (casual)"; a record and a trace
 * keep the English */
char      *cli_seat_name    (guint seat, const char *policy);
/* parse the options of a command; prints its own errors, FALSE on failure */
gboolean   cli_parse        (const char *command, GOptionEntry *entries, const char *params,
                             int *argc, char ***argv);
/* validate: parse the options, then check each file named with @validate_one
 * (0 when it is valid); the exit code ORs theirs, 2 for bad arguments */
int        cli_validate_files (GOptionEntry *entries, int argc, char **argv,
                               int (*validate_one) (const char *path));

/* replay and explain, for both games. cli_record_args parses the options,
 * then wants one record named and, when @turn is given, --turn N from 1;
 * -1 when all is well, else the exit code (the reason printed). */
int        cli_record_args  (const char *command, GOptionEntry *entries, const gint *turn,
                             int *argc, char ***argv);
/* processor time of the calling thread, in seconds: on a shared machine
 * the wall clock also counts the time other programs held the core */
double     cli_cpu_seconds  (void);
/* the median of @values (sorts them) */
double     cli_median       (double *values, guint n);

/* a record being replayed: its moves are played on @game with @play, and
 * @print tells what a move's @events did */
typedef struct {
  gpointer  record;
  gpointer  game;
  CsEvents *events;
  guint     n_moves;
  gboolean (*play)  (gpointer record, guint index, gpointer game, CsEvents *events, GError **error);
  void     (*print) (gpointer record, gpointer game, CsEvents *events);
  gboolean (*over)  (gpointer game);
} CliReplay;
/* The steps of a CliReplay for one game, in one place for both games:
 * PREFIX_play plays move i of a Record on a Game with PLAY_MOVE,
 * PREFIX_print tells a move's events with PRINT (game, events, record),
 * PREFIX_over asks OVER (game); CLI_REPLAY (PREFIX, record, game, events)
 * is the CliReplay of all the record's moves with them. */
#define CLI_REPLAY_STEPS(prefix, Record, Game, play_move, print, over)                   \
  static gboolean prefix##_play (gpointer r, guint i, gpointer g, CsEvents *ev, GError **error) \
  { return play_move ((const Record *) r, i, (Game *) g, ev, error); }                      \
  static void prefix##_print (gpointer r, gpointer g, CsEvents *ev)                         \
  { print ((const Game *) g, ev, (const Record *) r); }                                     \
  static gboolean prefix##_over (gpointer g)                                                \
  { return over ((const Game *) g); }
#define CLI_REPLAY(prefix, r, game, ev) \
  (&(CliReplay) { (r), (game), (ev), (r)->moves->len, prefix##_play, prefix##_print, prefix##_over })
/* replay: for each move, "Move N" and what it did; 0, or 1 when a move fails */
int        cli_replay_moves (const CliReplay *rp);
/* explain: the moves before move @turn played; FALSE (the reason printed)
 * when the record is shorter, a move fails or the game is over by then */
gboolean   cli_explain_reach (const CliReplay *rp, const char *path, guint turn);

/* the JSON trace of games (cli-trace.c; docs/FORMATS.md). The top names
 * the game kind, its data, players and options; then each game is begun,
 * fed the events of its set-up and of every move, and ended. */
typedef struct _CliTrace CliTrace;
/* takes @options */
CliTrace   *cli_trace_new            (const char *game_kind, const char *board_ref, const char *tileset_ref,
                                      guint n_players, const char *const *names,
                                      const char *const *policies, JsonObject *options);
JsonObject *cli_trace_castle_options (guint variants);
void        cli_trace_begin          (CliTrace *trace, const CsGame *game, guint32 seed);
void        cli_trace_events         (CliTrace *trace, const CsGame *game, const CsEvents *events);
void        cli_trace_end            (CliTrace *trace, const CsGame *game);
/* the same for classic Carcassonne */
JsonObject *cli_trace_classic_options (guint options);
void        cli_trace_classic_begin  (CliTrace *trace, const CsClassic *game, guint32 seed);
void        cli_trace_classic_events (CliTrace *trace, const CsClassic *game, const CsEvents *events);
void        cli_trace_classic_end    (CliTrace *trace, const CsClassic *game);
gboolean    cli_trace_write          (CliTrace *trace, const char *path, GError **error);
void        cli_trace_free           (CliTrace *trace);

G_END_DECLS
