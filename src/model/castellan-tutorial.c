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
castellan_lesson_title (CastellanLesson lesson, CsTheme theme)
{
  g_return_val_if_fail (lesson < CASTELLAN_N_LESSONS, NULL);
  return CS_TH (theme, g_dpgettext2 (GETTEXT_PACKAGE, "castle", lessons[lesson].title_castle),
             g_dpgettext2 (GETTEXT_PACKAGE, "zamek", lessons[lesson].title_zamek));
}

const char *
castellan_lesson_text (CastellanLesson lesson, CsTheme theme)
{
  g_return_val_if_fail (lesson < CASTELLAN_N_LESSONS, NULL);
  return CS_TH (theme, g_dpgettext2 (GETTEXT_PACKAGE, "castle", lessons[lesson].text_castle),
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
                          CsTheme             theme)
{
  memset (setup, 0, sizeof *setup);
  setup->names[0] = learner_name;
  setup->names[1] = C_("opponent", "Tutor");
  setup->kinds[0] = CASTELLAN_PLAYER_HUMAN;
  setup->kinds[1] = CASTELLAN_PLAYER_BEGINNER;
  setup->first = 0;
  setup->theme = theme;
  setup->seed = CASTELLAN_TUTORIAL_SEED;
  setup->has_seed = TRUE;
}
