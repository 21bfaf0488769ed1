/* castellan-turn-base.h — what every game's turn in progress shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CastellanTurn (The Castle) and CastellanClassicTurn (classic Carcassonne)
 * both derive from this: the game they follow, the stage, the cursor cell,
 * the tile's rotation, the marked follower spot and confirm-turn, with
 * their properties and notifications, kept in one place. Each subclass
 * adds what its rules need (where the tile fits, the spots, the questions).
 */
#pragma once

#include <glib-object.h>

#include "castellan-model-types.h"
#include "castellan-game-base.h"

G_BEGIN_DECLS

#define CASTELLAN_TYPE_TURN_BASE (castellan_turn_base_get_type ())
#define CASTELLAN_TURN_BASE(o) (G_TYPE_CHECK_INSTANCE_CAST ((o), CASTELLAN_TYPE_TURN_BASE, CastellanTurnBase))
#define CASTELLAN_IS_TURN_BASE(o) (G_TYPE_CHECK_INSTANCE_TYPE ((o), CASTELLAN_TYPE_TURN_BASE))
#define CASTELLAN_TURN_BASE_CLASS(k) (G_TYPE_CHECK_CLASS_CAST ((k), CASTELLAN_TYPE_TURN_BASE, CastellanTurnBaseClass))
#define CASTELLAN_TURN_BASE_GET_CLASS(o) (G_TYPE_INSTANCE_GET_CLASS ((o), CASTELLAN_TYPE_TURN_BASE, CastellanTurnBaseClass))

typedef struct _CastellanTurnBase      CastellanTurnBase;

/* where the tile in hand comes from (castellan_turn_base_get_tile_source) */
typedef enum {
  CASTELLAN_TILE_DRAWN,      /* drawn from the pile, the usual way */
  CASTELLAN_TILE_BOUGHT,     /* bought at a bazaar, laid in its round (B-5.7) */
  CASTELLAN_TILE_AT_BAZAAR,  /* none yet: a bazaar's auction runs (B-5.3) */
} CastellanTileSource;
typedef struct _CastellanTurnBaseClass CastellanTurnBaseClass;

/* the fields are the subclasses' to read; they change them through the
 * functions below, which tell the property's observers */
struct _CastellanTurnBase
{
  GObject         parent_instance;

  GObject        *game;           /* the game followed (construct-only) */
  CastellanStage  stage;
  int             cursor;         /* the cell under the pointer or keyboard cursor, -1 */
  guint           rot;            /* the drawn tile's rotation, 0..3 */
  int             selected;       /* the marked open spot (an index), -1 */
  gboolean        confirm_turn;   /* wait for the end of the turn after the follower */
};

struct _CastellanTurnBaseClass
{
  GObjectClass parent_class;

  /* set in class_init: the type of the "game" property's value */
  GType game_type;
  /* the game changed: start the turn afresh */
  void (*sync) (CastellanTurnBase *self);

  /* what a view asks of every turn, whatever the game (see the functions
   * of the same names below); every subclass sets them all */
  void      (*set_cursor_cell)  (CastellanTurnBase *self, int cell);
  gboolean  (*move_cursor)      (CastellanTurnBase *self, int dx, int dy);
  gboolean  (*next_fit)         (CastellanTurnBase *self, int step);
  void      (*rotate)           (CastellanTurnBase *self, int dir);
  void      (*set_rotation)     (CastellanTurnBase *self, guint rot);
  guint     (*get_fits)         (CastellanTurnBase *self, guint cell);
  guint     (*get_n_places)     (CastellanTurnBase *self);
  char     *(*dup_refusal)      (CastellanTurnBase *self, guint cell, guint rot);
  gboolean  (*lay)              (CastellanTurnBase *self);
  gboolean  (*get_pending)      (CastellanTurnBase *self, guint *cell, guint *rot);
  guint     (*get_n_open_spots) (CastellanTurnBase *self);
  char     *(*dup_spot_name)    (CastellanTurnBase *self, guint index);
  gboolean  (*select_spot)      (CastellanTurnBase *self, int index);
  void      (*choose_follower)  (CastellanTurnBase *self, int index);
  void      (*end)              (CastellanTurnBase *self);
  void      (*cancel)           (CastellanTurnBase *self);
  /* the drawn tile (a tile of the game's set, for its art), asked only
   * while a tile is placed or a computer thinks */
  int       (*get_drawn_tile)   (CastellanTurnBase *self);
  char     *(*dup_tile_description) (CastellanTurnBase *self);
  /* where the tile in hand comes from; NULL: always drawn (The Castle) */
  CastellanTileSource (*get_tile_source) (CastellanTurnBase *self);
};

GType          castellan_turn_base_get_type          (void) G_GNUC_CONST;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CastellanTurnBase, g_object_unref)

CastellanStage castellan_turn_base_get_stage         (CastellanTurnBase *self);
int            castellan_turn_base_get_cursor_cell   (CastellanTurnBase *self);
guint          castellan_turn_base_get_rotation      (CastellanTurnBase *self);
int            castellan_turn_base_get_selected_spot (CastellanTurnBase *self);
/* the game followed, through the base every game shares */
CastellanGameBase *castellan_turn_base_get_game   (CastellanTurnBase *self);

/* ---- what a view does with any turn (issue 32: views need not know the game) ---- */

/* the cursor on @cell (-1: none), the tile turned to fit there if it can */
void           castellan_turn_base_set_cursor_cell   (CastellanTurnBase *self,
                                                      int                cell);
/* walk the cursor, or the open spots in the follower stage; FALSE at the edge */
gboolean       castellan_turn_base_move_cursor       (CastellanTurnBase *self,
                                                      int                dx,
                                                      int                dy);
/* the cursor to the next (1) or previous (-1) cell that takes the tile */
gboolean       castellan_turn_base_next_fit          (CastellanTurnBase *self,
                                                      int                step);
/* a quarter turn of the drawn tile (dir ±1), as each game turns it */
void           castellan_turn_base_rotate            (CastellanTurnBase *self,
                                                      int                dir);
void           castellan_turn_base_set_rotation      (CastellanTurnBase *self,
                                                      guint              rot);
/* the rotations (bits 0..3) that fit at @cell; 0 outside the placing stage */
guint          castellan_turn_base_get_fits          (CastellanTurnBase *self,
                                                      guint              cell);
/* how many (cell, rotation) places the drawn tile has */
guint          castellan_turn_base_get_n_places      (CastellanTurnBase *self);
/* why the tile does not fit at @cell turned @rot, citing the rule; NULL if it fits */
char          *castellan_turn_base_dup_refusal       (CastellanTurnBase *self,
                                                      guint              cell,
                                                      guint              rot);
/* lay the tile at the cursor: on to the follower stage. Where it does not
 * fit, or with no cursor, "refused" says why and FALSE returns. */
gboolean       castellan_turn_base_lay               (CastellanTurnBase *self);
/* the laid tile waiting for its follower; FALSE when there is none */
gboolean       castellan_turn_base_get_pending       (CastellanTurnBase *self,
                                                      guint             *cell,
                                                      guint             *rot);
/* the open follower spots of the laid tile, numbered 1, 2, 3… */
guint          castellan_turn_base_get_n_open_spots  (CastellanTurnBase *self);
/* open spot @index in words: the follower's role there ("knight") */
char          *castellan_turn_base_dup_spot_name     (CastellanTurnBase *self,
                                                      guint              index);
gboolean       castellan_turn_base_select_spot       (CastellanTurnBase *self,
                                                      int                index);
/* a follower on open spot @index, or none (-1) */
void           castellan_turn_base_choose_follower   (CastellanTurnBase *self,
                                                      int                index);
/* end the turn (what the rules leave open is asked first, in The Castle) */
void           castellan_turn_base_end               (CastellanTurnBase *self);
/* one step back: confirm → follower → placing */
void           castellan_turn_base_cancel            (CastellanTurnBase *self);
/* the drawn tile, -1 when there is none */
int            castellan_turn_base_get_drawn_tile    (CastellanTurnBase *self);
/* the drawn tile as it is turned, in words for a screen reader; NULL none */
char          *castellan_turn_base_dup_tile_description (CastellanTurnBase *self);
/* the tile in hand drawn, bought at a bazaar, or none while a bazaar's
 * auction runs; CASTELLAN_TILE_DRAWN in a game without bazaars */
CastellanTileSource castellan_turn_base_get_tile_source (CastellanTurnBase *self);

/* ---- for the subclasses ---- */

/* the person tried to lay the tile where it does not fit (@cell, -1 with
 * no cursor): "refused" carries the cell and @reason, in words */
void           castellan_turn_base_refused           (CastellanTurnBase *self,
                                                      int                cell,
                                                      const char        *reason);

void           castellan_turn_base_set_stage         (CastellanTurnBase *self,
                                                      CastellanStage     stage);
void           castellan_turn_base_set_rot           (CastellanTurnBase *self,
                                                      guint              rot);
void           castellan_turn_base_set_cursor        (CastellanTurnBase *self,
                                                      int                cell);
/* The cursor to @cell, where the tile fits in the rotations of the mask
 * @fits: in the placing stage it turns to one that fits there, keeping the
 * person's turn if that does. FALSE when the cursor was there already. */
gboolean       castellan_turn_base_point             (CastellanTurnBase *self,
                                                      int                cell,
                                                      guint              fits);
/* FALSE when that spot was marked already */
gboolean       castellan_turn_base_set_selected      (CastellanTurnBase *self,
                                                      int                index);
/* the first rotation in @mask from @from on, turning clockwise; @from if none */
guint          castellan_turn_first_rot              (guint              mask,
                                                      guint              from);

/* @f, a subclass's public function on a @T (ret f (T *, ...)), as the
 * vfunc it implements (ret (*) (CastellanTurnBase *, ...)). The
 * assignment checks that @f has exactly that type; the cast only changes
 * what its first argument points to, an instance of @T either way (as
 * castellan-game.c sets dup_outcome and undo). */
#define CASTELLAN_TURN_BASE_VFUNC(T, f, ret, ...) \
  ({ ret (*typed_) (T *, ##__VA_ARGS__) = (f); (ret (*) (CastellanTurnBase *, ##__VA_ARGS__)) typed_; })

/* In a subclass's class_init: the vfuncs a view calls that the subclass
 * (type @T, functions @prefix_set_cursor_cell and so on) answers with
 * public functions of the same names and arguments, all set at once. Each
 * subclass sets the rest itself: get_n_places, dup_refusal,
 * get_n_open_spots, dup_spot_name, get_drawn_tile, dup_tile_description. */
#define CASTELLAN_TURN_BASE_CLASS_FORWARD(klass, T, prefix) G_STMT_START {                        \
  (klass)->set_cursor_cell = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_set_cursor_cell, void, int);     \
  (klass)->move_cursor = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_move_cursor, gboolean, int, int);    \
  (klass)->next_fit = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_next_fit, gboolean, int);               \
  (klass)->rotate = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_rotate, void, int);                       \
  (klass)->set_rotation = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_set_rotation, void, guint);         \
  (klass)->get_fits = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_get_fits, guint, guint);                \
  (klass)->lay = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_lay, gboolean);                              \
  (klass)->get_pending = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_get_pending, gboolean, guint *, guint *); \
  (klass)->select_spot = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_select_spot, gboolean, int);         \
  (klass)->choose_follower = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_choose_follower, void, int);     \
  (klass)->end = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_end, void);                                  \
  (klass)->cancel = CASTELLAN_TURN_BASE_VFUNC (T, prefix##_cancel, void);                            \
} G_STMT_END

G_END_DECLS
