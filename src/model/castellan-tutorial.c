/* castellan-tutorial.c — "Learn to play": lessons and their goals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-tutorial.h"
#include "cs-text.h"

typedef struct {
  const char *rule;
  const char *title_castle, *title_zamek;
  const char *text_castle, *text_zamek;
} LessonText;

static const LessonText lessons[CASTELLAN_N_LESSONS] = {
  [CASTELLAN_LESSON_FIRST_TILE] = { "R-3",
    NC_("castle", "Laying tiles"), NC_("zamek", "Laying tiles"),
    NC_("castle", "Your tile is shown beside the board. The first tile of the game must lie with a whole side against one of the seven start spaces on the wall; the lit cells show where. Turn it with R or the mouse wheel, then click a lit cell to lay it."),
    NC_("zamek", "Your tile is shown beside the board. The first tile of the game must lie with a whole side against one of the seven start spaces on the wall; the lit cells show where. Turn it with R or the mouse wheel, then click a lit cell to lay it.") },
  [CASTELLAN_LESSON_PATHS] = { "R-3.3",
    NC_("castle", "Paths continue"), NC_("zamek", "Roads continue"),
    NC_("castle", "A path may never stop at a seam: where your tile touches a path, it must carry the path on, and a path of yours may not run into a tile's side without one. Lay a tile so that a path on it joins a path already on the board."),
    NC_("zamek", "A road may never stop at a seam: where your tile touches a road, it must carry the road on, and a road of yours may not run into a tile's side without one. Lay a tile so that a road on it joins a road already on the board.") },
  [CASTELLAN_LESSON_ROLES] = { "R-5.1",
    NC_("castle", "Four roles"), NC_("zamek", "Four roles"),
    NC_("castle", "After laying a tile you may put one follower on it. On a path it is a herald, in a tower a knight, in a house a squire, on a court a merchant. Pick one of the lit spots on your new tile."),
    NC_("zamek", "After laying a tile you may put one follower on it. On a road it is a herald, in a pigsty a farmer, in a house a squire, on a meadow a monk. Pick one of the lit spots on your new tile.") },
  [CASTELLAN_LESSON_OCCUPIED] = { "R-5.2",
    NC_("castle", "Taken features"), NC_("zamek", "Taken features"),
    NC_("castle", "A feature that already holds a follower, yours or your opponent's, takes no more, however far away the follower stands. The hint panel says which spots are taken and by whom. Put another follower on a free spot."),
    NC_("zamek", "A feature that already holds a follower, yours or your opponent's, takes no more, however far away the follower stands. The hint panel says which spots are taken and by whom. Put another follower on a free spot.") },
  [CASTELLAN_LESSON_SCORING] = { "R-6",
    NC_("castle", "Finishing and scoring"), NC_("zamek", "Finishing and scoring"),
    NC_("castle", "A path, tower or house is finished when no edge of it faces an empty cell. It scores at once for the player with more followers in it, and those followers come home. Finish a feature where you have a follower."),
    NC_("zamek", "A road, pigsty or house is finished when no edge of it faces an empty cell. It scores at once for the player with more followers in it, and those followers come home. Finish a feature where you have a follower.") },
  [CASTELLAN_LESSON_SQUARES] = { "R-2.5",
    NC_("castle", "Squares and fountains"), NC_("zamek", "Fountains and stocks"),
    NC_("castle", "A square ends every path that reaches it, and so do buildings and the wall. A fountain beside a path doubles it: 2 points a tile. Finish a path and score it."),
    NC_("zamek", "A fountain ends every road that reaches it, and so do buildings and the wall. Stocks beside a road double it: 2 points a tile. Finish a road and score it.") },
  [CASTELLAN_LESSON_MAJORITY] = { "R-6.2",
    NC_("castle", "Majority and ties"), NC_("zamek", "Majority and ties"),
    NC_("castle", "Two features can grow together, and then both players may have followers in one. Only the player with more followers scores it; on a tie nobody does. Place a follower on a feature that can still grow."),
    NC_("zamek", "Two features can grow together, and then both players may have followers in one. Only the player with more followers scores it; on a tie nobody does. Place a follower on a feature that can still grow.") },
  [CASTELLAN_LESSON_FAST_POINTS] = { "R-6.4",
    NC_("castle", "Fast points"), NC_("zamek", "Fast points"),
    NC_("castle", "If your tile finishes a feature, a follower you put on it scores straight away and comes back in the same turn. Place a follower on a spot the hint panel marks as scoring at once."),
    NC_("zamek", "If your tile finishes a feature, a follower you put on it scores straight away and comes back in the same turn. Place a follower on a spot the hint panel marks as scoring at once.") },
  [CASTELLAN_LESSON_WALL_TILES] = { "R-7.2",
    NC_("castle", "Wall tiles"), NC_("zamek", "Wall tokens"),
    NC_("castle", "The wall is the score track. When your marker stops exactly on a corner tower that still holds a wall tile, you take it. The hint panel counts how many points you need. Take a wall tile."),
    NC_("zamek", "The wall is the score track. When your marker stops exactly on a corner tower that still holds a wall token, you take it. The hint panel counts how many points you need. Take a wall token.") },
  [CASTELLAN_LESSON_KEEP] = { "R-6.6",
    NC_("castle", "The keep"), NC_("zamek", "The family house"),
    NC_("castle", "The first house you score gets your keep; a larger one later takes it over. At the end, the larger keep scores the biggest empty area of the castle. Score a house."),
    NC_("zamek", "The first house you score gets your family house; a larger one later takes it over. At the end, the larger one scores the biggest empty area of the village. Score a house.") },
  [CASTELLAN_LESSON_COURTS] = { "R-9.4",
    NC_("castle", "Courts and markets"), NC_("zamek", "Meadows and shrines"),
    NC_("castle", "Courts never finish during the game. A merchant lies down on one and stays; at the end, more merchants on a court earn 3 points for each market in it. Put a merchant on a court with a market."),
    NC_("zamek", "Meadows never finish during the game. A monk lies down on one and stays; at the end, more monks on a meadow earn 3 points for each shrine in it. Put a monk on a meadow with a shrine.") },
  [CASTELLAN_LESSON_FINAL] = { "R-9",
    NC_("castle", "The final scoring"), NC_("zamek", "The final scoring"),
    NC_("castle", "When the last tile is laid, the keeps, the courts and the end-of-game wall tiles are scored, line by line. Play on to the end; the score sheet shows each line."),
    NC_("zamek", "When the last tile is laid, the family houses, the meadows and the end-of-game wall tokens are scored, line by line. Play on to the end; the score sheet shows each line.") },
};

const char *
castellan_lesson_title (CastellanLesson lesson, CastellanTheme theme)
{
  g_return_val_if_fail (lesson < CASTELLAN_N_LESSONS, NULL);
  return castellan_theme_words (theme, g_dpgettext2 (GETTEXT_PACKAGE, "castle", lessons[lesson].title_castle),
             g_dpgettext2 (GETTEXT_PACKAGE, "zamek", lessons[lesson].title_zamek));
}

const char *
castellan_lesson_text (CastellanLesson lesson, CastellanTheme theme)
{
  g_return_val_if_fail (lesson < CASTELLAN_N_LESSONS, NULL);
  return castellan_theme_words (theme, g_dpgettext2 (GETTEXT_PACKAGE, "castle", lessons[lesson].text_castle),
             g_dpgettext2 (GETTEXT_PACKAGE, "zamek", lessons[lesson].text_zamek));
}

const char *
castellan_lesson_rule (CastellanLesson lesson)
{
  g_return_val_if_fail (lesson < CASTELLAN_N_LESSONS, NULL);
  return lessons[lesson].rule;
}

static gboolean
has_event (const CsEvents *ev, CsEventType type, int player, gboolean with_points)
{
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == type && (player < 0 || ev->ev[i].player == player) &&
        (!with_points || ev->ev[i].points > 0))
      return TRUE;
  return FALSE;
}

static gboolean
scored_type (const CsEvents *ev, int player, guint ftype)
{
  for (guint i = 0; i < ev->n; i++)
    if (ev->ev[i].type == CS_EVENT_FEATURE_SCORED && ev->ev[i].player == player &&
        ev->ev[i].ftype == ftype && ev->ev[i].points > 0)
      return TRUE;
  return FALSE;
}

gboolean
castellan_lesson_reached (CastellanLesson  lesson,
                          const CsGame    *before,
                          const CsMove    *move,
                          const CsEvents  *events,
                          CsTheme          theme,
                          char           **why)
{
  const CsTile *t = &before->tileset->tiles[before->current];
  int me = before->active;
  CsSpot spots[CS_MAX_PIECES];
  guint n_spots = cs_game_spots (before, move->cell, move->rot, spots);
  const CsSpot *mine = move->follower >= 0 && (guint) move->follower < n_spots ? &spots[move->follower] : NULL;
  const char *missing = NULL;
  gboolean ok = FALSE;

  switch (lesson)
    {
    case CASTELLAN_LESSON_FIRST_TILE:
      ok = TRUE;
      break;

    case CASTELLAN_LESSON_PATHS:
      for (guint s = 0; s < 4 && !ok; s++)
        ok = (t->path_mask[move->rot] >> s & 1) && (before->cell_con[move->cell] >> (4 + s) & 1);
      if (!ok)
        missing = CS_TH (theme, C_("castle", "The tile went down, but none of its paths joined a path on the board. Look for a cell next to a path end."),
                      C_("zamek", "The tile went down, but none of its roads joined a road on the board. Look for a cell next to a road end."));
      break;

    case CASTELLAN_LESSON_ROLES:
      ok = mine != NULL;
      if (!ok)
        missing = _("No follower this time. After laying, click one of the lit spots on the new tile.");
      break;

    case CASTELLAN_LESSON_OCCUPIED:
      ok = mine != NULL;
      if (!ok)
        missing = _("No follower this time. Put one on a spot that the hint panel does not mark as taken.");
      break;

    case CASTELLAN_LESSON_SCORING:
      ok = has_event (events, CS_EVENT_FEATURE_SCORED, me, TRUE);
      if (!ok)
        missing = _("Nothing of yours was finished this turn. Look for a feature with your follower that has one open edge left.");
      break;

    case CASTELLAN_LESSON_SQUARES:
      ok = scored_type (events, me, CS_PATH);
      if (!ok)
        missing = CS_TH (theme, C_("castle", "No path of yours was finished. Both ends must stop: at a square, a building, the wall, or by closing a loop."),
                      C_("zamek", "No road of yours was finished. Both ends must stop: at a fountain, a building, the wall, or by closing a loop."));
      break;

    case CASTELLAN_LESSON_MAJORITY:
      ok = mine != NULL && !mine->complete && mine->type != CS_COURT;
      if (!ok)
        missing = CS_TH (theme, C_("castle", "Put a follower on a path, tower or house this tile does not finish yet."),
                      C_("zamek", "Put a follower on a road, pigsty or house this tile does not finish yet."));
      break;

    case CASTELLAN_LESSON_FAST_POINTS:
      ok = mine != NULL && mine->complete;
      if (!ok)
        missing = _("That follower did not score at once. Choose a spot on a feature your tile finishes.");
      break;

    case CASTELLAN_LESSON_WALL_TILES:
      ok = has_event (events, CS_EVENT_WALL_TILE_TAKEN, me, FALSE);
      if (!ok)
        missing = CS_TH (theme, C_("castle", "Your marker did not stop on a corner tower with a wall tile. The hint panel tells how many points would reach the next one."), C_("zamek", "Your marker did not stop on a corner tower with a wall token. The hint panel tells how many points would reach the next one."));
      break;

    case CASTELLAN_LESSON_KEEP:
      ok = has_event (events, CS_EVENT_KEEP_PLACED, me, FALSE) || has_event (events, CS_EVENT_KEEP_MOVED, me, FALSE) ||
           before->player[me].keep_node != CS_NONE;
      if (!ok)
        missing = _("No house of yours was scored this turn. Finish a house where you have the most squires.");
      break;

    case CASTELLAN_LESSON_COURTS:
      ok = mine != NULL && mine->type == CS_COURT && mine->markets > 0;
      if (!ok)
        missing = CS_TH (theme, C_("castle", "That was not a merchant on a court with a market. The hint panel lists each court spot with its markets."),
                      C_("zamek", "That was not a monk on a meadow with a shrine. The hint panel lists each meadow spot with its shrines."));
      break;

    case CASTELLAN_LESSON_FINAL:
      ok = has_event (events, CS_EVENT_GAME_OVER, -1, FALSE);
      break;

    default:
      break;
    }

  if (why)
    *why = ok || missing == NULL ? NULL : g_strdup (missing);
  return ok;
}

void
castellan_tutorial_setup (CastellanGameSetup *setup,
                          const char         *learner_name,
                          CastellanTheme      theme)
{
  memset (setup, 0, sizeof *setup);
  setup->names[0] = learner_name;
  /* not "Tutor": that is the panel explaining the rules; kept in English
   * in the record, shown translated (castellan_player_shown_name) */
  setup->names[1] = CASTELLAN_PRACTICE_PARTNER;
  castellan_player_lesson_seats (setup->kinds, &setup->first, &setup->seed, &setup->has_seed,
                                 CASTELLAN_TUTORIAL_SEED);
  setup->theme = theme;
}

/* ==== CastellanTutorial ============================================================ */

struct _CastellanTutorial
{
  GObject         parent_instance;

  CastellanGame  *game;
  CastellanTurn  *turn;
  int             lesson;           /* -1: no lessons */
  char           *why;
  int             done;             /* the lesson the learner's last move finished, -1 */
  gboolean        mid_turn;         /* begun with the tile already down... */
  guint           mid_move;         /* ...after this many moves */
};

G_DEFINE_FINAL_TYPE (CastellanTutorial, castellan_tutorial, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LESSON,
  PROP_WHY,
  PROP_DONE,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

static void
set_why (CastellanTutorial *self, const char *why)
{
  if (g_strcmp0 (self->why, why) == 0)
    return;
  g_free (self->why);
  self->why = g_strdup (why);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WHY]);
}

static guint
moves_played (CastellanTutorial *self)
{
  return castellan_game_get_record (self->game)->moves->len;
}

/* the lesson is done: marked so, and the next one begins */
static void
finish_lesson (CastellanTutorial *self)
{
  int finished = self->lesson;

  castellan_tutorial_set_lesson (self, self->lesson + 1);
  self->done = finished;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DONE]);
}

static void
turn_played_cb (CastellanGame *game, gpointer events, gpointer before, CastellanTutorial *self)
{
  const CsGame *b = before;
  const CsRecord *record = castellan_game_get_record (game);

  /* a lesson begun after the tile went down (Next Lesson in the follower
   * step) is for the next move, not this one */
  if (self->mid_turn)
    self->mid_turn = FALSE;
  else if (self->lesson >= 0 && self->lesson < CASTELLAN_N_LESSONS && record->moves->len > 0 &&
           !castellan_player_is_computer (castellan_game_get_player (game, b->active)))
    {
      const CsRecordMove *rm = &g_array_index (record->moves, CsRecordMove, record->moves->len - 1);
      CsMove move = rm->move;
      g_autofree char *why = NULL;

      /* the record keeps the cell as written; the state before has it as an index */
      move.cell = b->board->cell_at[rm->cell_row][rm->cell_col];
      move.follower = -1;
      if (rm->follower_label)
        for (guint p = 0; p < b->tileset->tiles[b->current].n_pieces; p++)
          if (b->tileset->tiles[b->current].pieces[p].label == rm->follower_label)
            move.follower = p;
      if (castellan_lesson_reached (self->lesson, b, &move, events, castellan_game_get_cs_theme (game), &why))
        finish_lesson (self);
      else
        set_why (self, why);
    }
  if (self->lesson == CASTELLAN_LESSON_FINAL && castellan_game_get_phase (game) == CASTELLAN_PHASE_OVER)
    finish_lesson (self);
}

/* the tile taken back up (Escape, Undo) before the move was played: the
 * lesson skipped to judges this move after all */
static void
stage_cb (CastellanTurn *turn, GParamSpec *pspec, CastellanTutorial *self)
{
  if (self->mid_turn && castellan_turn_get_stage (turn) == CASTELLAN_STAGE_PLACE &&
      moves_played (self) <= self->mid_move)
    self->mid_turn = FALSE;
}

static void
castellan_tutorial_dispose (GObject *object)
{
  CastellanTutorial *self = CASTELLAN_TUTORIAL (object);

  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->turn)
    g_signal_handlers_disconnect_by_data (self->turn, self);
  g_clear_object (&self->game);
  g_clear_object (&self->turn);
  G_OBJECT_CLASS (castellan_tutorial_parent_class)->dispose (object);
}

static void
castellan_tutorial_finalize (GObject *object)
{
  g_free (CASTELLAN_TUTORIAL (object)->why);
  G_OBJECT_CLASS (castellan_tutorial_parent_class)->finalize (object);
}

static void
castellan_tutorial_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanTutorial *self = CASTELLAN_TUTORIAL (object);

  switch (id)
    {
    case PROP_LESSON:
      g_value_set_int (value, self->lesson);
      break;
    case PROP_DONE:
      g_value_set_int (value, self->done);
      break;
    case PROP_WHY:
      g_value_set_string (value, self->why);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_tutorial_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  switch (id)
    {
    case PROP_LESSON:
      castellan_tutorial_set_lesson (CASTELLAN_TUTORIAL (object), g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_tutorial_class_init (CastellanTutorialClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = castellan_tutorial_dispose;
  object_class->finalize = castellan_tutorial_finalize;
  object_class->get_property = castellan_tutorial_get_property;
  object_class->set_property = castellan_tutorial_set_property;

  props[PROP_LESSON] = g_param_spec_int ("lesson", NULL, NULL, -1, CASTELLAN_N_LESSONS, -1,
                                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_DONE] = g_param_spec_int ("done", NULL, NULL, -1, CASTELLAN_N_LESSONS, -1,
                                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_WHY] = g_param_spec_string ("why", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_tutorial_init (CastellanTutorial *self)
{
  self->lesson = -1;
  self->done = -1;
}

CastellanTutorial *
castellan_tutorial_new (CastellanGame *game, CastellanTurn *turn)
{
  CastellanTutorial *self;

  g_return_val_if_fail (CASTELLAN_IS_GAME (game), NULL);
  g_return_val_if_fail (CASTELLAN_IS_TURN (turn), NULL);

  self = g_object_new (CASTELLAN_TYPE_TUTORIAL, NULL);
  self->game = g_object_ref (game);
  self->turn = g_object_ref (turn);
  g_signal_connect (game, "turn-played", G_CALLBACK (turn_played_cb), self);
  g_signal_connect (turn, "notify::stage", G_CALLBACK (stage_cb), self);
  return self;
}

int
castellan_tutorial_get_done (CastellanTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTORIAL (self), -1);
  return self->done;
}

int
castellan_tutorial_get_lesson (CastellanTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTORIAL (self), -1);
  return self->lesson;
}

void
castellan_tutorial_set_lesson (CastellanTutorial *self, int lesson)
{
  g_return_if_fail (CASTELLAN_IS_TUTORIAL (self));

  lesson = CLAMP (lesson, -1, CASTELLAN_N_LESSONS);
  if (self->lesson == lesson)
    return;
  self->lesson = lesson;
  self->mid_turn = FALSE;
  if (self->done >= 0)
    {
      self->done = -1;
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_DONE]);
    }
  set_why (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LESSON]);
}

void
castellan_tutorial_next (CastellanTutorial *self)
{
  CastellanStage stage;

  g_return_if_fail (CASTELLAN_IS_TUTORIAL (self));
  if (self->lesson < 0)
    return;
  castellan_tutorial_set_lesson (self, self->lesson + 1);
  /* skipped to with the tile already down: this move is not the new
   * lesson's try */
  stage = castellan_turn_get_stage (self->turn);
  self->mid_turn = stage == CASTELLAN_STAGE_FOLLOWER || stage == CASTELLAN_STAGE_CONFIRM;
  self->mid_move = moves_played (self);
}

const char *
castellan_tutorial_get_why (CastellanTutorial *self)
{
  g_return_val_if_fail (CASTELLAN_IS_TUTORIAL (self), NULL);
  return self->why;
}
