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

G_BEGIN_DECLS

#define CASTELLAN_TYPE_TURN_BASE (castellan_turn_base_get_type ())
#define CASTELLAN_TURN_BASE(o) (G_TYPE_CHECK_INSTANCE_CAST ((o), CASTELLAN_TYPE_TURN_BASE, CastellanTurnBase))
#define CASTELLAN_IS_TURN_BASE(o) (G_TYPE_CHECK_INSTANCE_TYPE ((o), CASTELLAN_TYPE_TURN_BASE))
#define CASTELLAN_TURN_BASE_CLASS(k) (G_TYPE_CHECK_CLASS_CAST ((k), CASTELLAN_TYPE_TURN_BASE, CastellanTurnBaseClass))
#define CASTELLAN_TURN_BASE_GET_CLASS(o) (G_TYPE_INSTANCE_GET_CLASS ((o), CASTELLAN_TYPE_TURN_BASE, CastellanTurnBaseClass))

typedef struct _CastellanTurnBase      CastellanTurnBase;
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
};

GType          castellan_turn_base_get_type          (void) G_GNUC_CONST;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CastellanTurnBase, g_object_unref)

CastellanStage castellan_turn_base_get_stage         (CastellanTurnBase *self);
int            castellan_turn_base_get_cursor_cell   (CastellanTurnBase *self);
guint          castellan_turn_base_get_rotation      (CastellanTurnBase *self);
int            castellan_turn_base_get_selected_spot (CastellanTurnBase *self);

/* ---- for the subclasses ---- */

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

G_END_DECLS
