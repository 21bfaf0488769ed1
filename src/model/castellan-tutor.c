/* castellan-tutor.c — the rules tutor's explanations, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every sentence is whole and translatable. Where a word depends on the
 * theme (path/road, tower/pigsty, …) the sentence exists once per theme,
 * with the msgctxt "castle" or "zamek". The tutor never tells what a
 * player could not know: a face-down wall tile stays "a face-down tile"
 * (R-12).
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-tutor.h"
#include "castellan-cite.h"
#include "castellan-describe.h"
#include "castellan-game-base.h"
#include "castellan-model-enums.h"
#include "cs-text.h"

/* ---- CastellanHint ----------------------------------------------------------- */

struct _CastellanHint {
  GObject            parent_instance;
  char              *text;
  char              *sentence;
  char              *rule;
  char              *key;
  CastellanHintMood  mood;
};

G_DEFINE_FINAL_TYPE (CastellanHint, castellan_hint, G_TYPE_OBJECT)

enum { PROP_0, PROP_TEXT, PROP_RULE, PROP_MOOD, PROP_KEY, N_PROPS };
static GParamSpec *props[N_PROPS];

static void
castellan_hint_finalize (GObject *object)
{
  CastellanHint *self = CASTELLAN_HINT (object);

  g_free (self->text);
  g_free (self->sentence);
  g_free (self->rule);
  g_free (self->key);
  G_OBJECT_CLASS (castellan_hint_parent_class)->finalize (object);
}

static void
castellan_hint_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanHint *self = CASTELLAN_HINT (object);

  switch (id)
    {
    case PROP_TEXT: g_value_set_string (value, self->text); break;
    case PROP_RULE: g_value_set_string (value, self->rule); break;
    case PROP_MOOD: g_value_set_enum (value, self->mood); break;
    case PROP_KEY:  g_value_set_string (value, self->key); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_hint_class_init (CastellanHintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_hint_finalize;
  object_class->get_property = castellan_hint_get_property;
  props[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, ro);
  props[PROP_RULE] = g_param_spec_string ("rule", NULL, NULL, NULL, ro);
  props[PROP_MOOD] = g_param_spec_enum ("mood", NULL, NULL, CASTELLAN_TYPE_HINT_MOOD, CASTELLAN_HINT_INFO, ro);
  props[PROP_KEY] = g_param_spec_string ("key", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_hint_init (CastellanHint *self)
{
}

const char *
castellan_hint_get_text (CastellanHint *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT (self), NULL);
  return self->text;
}

const char *
castellan_hint_get_sentence (CastellanHint *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT (self), NULL);
  return self->sentence;
}

const char *
castellan_hint_get_rule (CastellanHint *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT (self), NULL);
  return self->rule;
}

CastellanHintMood
castellan_hint_get_mood (CastellanHint *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT (self), CASTELLAN_HINT_INFO);
  return self->mood;
}

const char *
castellan_hint_get_key (CastellanHint *self)
{
  g_return_val_if_fail (CASTELLAN_IS_HINT (self), NULL);
  return self->key;
}

/* takes @text */
static CastellanHint *
hint_new (char *text, const char *rule, CastellanHintMood mood, char *key)
{
  CastellanHint *h = g_object_new (CASTELLAN_TYPE_HINT, NULL);
  g_autofree char *cited = NULL;

  /* the rule is the row's link, not a part of the sentence (issue 20) */
  h->text = castellan_cite_split (text, &cited);
  h->sentence = text;
  h->rule = g_strdup (rule != NULL ? rule : cited);
  h->mood = mood;
  h->key = key;
  return h;
}

CastellanHint *
castellan_hint_new (const char        *sentence,
                    const char        *rule,
                    CastellanHintMood  mood,
                    const char        *key)
{
  g_return_val_if_fail (sentence != NULL, NULL);
  return hint_new (g_strdup (sentence), rule, mood, g_strdup (key));
}

static void
add (GPtrArray *hints, char *text, const char *rule, CastellanHintMood mood, char *key)
{
  g_ptr_array_add (hints, hint_new (text, rule, mood, key));
}

static GPtrArray *
hints_new (void)
{
  return g_ptr_array_new_with_free_func (g_object_unref);
}

/* ---- "Your tile" ---------------------------------------------------------------- */

static char *
finished_text (CsTheme theme, const CsEvent *e, const char *who)
{
  const char *fmt;

  if (e->player < 0)
    {
      if (e->followers[0] == 0 && e->followers[1] == 0)
        switch (e->ftype)
          {
          case CS_PATH:
            fmt = CS_TH (theme, cs_npgettext ("castle", "It would finish a path of %u tile with nobody on it: no points (R-6.2).", "It would finish a path of %u tiles with nobody on it: no points (R-6.2).", e->size), cs_npgettext ("zamek", "It would finish a road of %u tile with nobody on it: no points (R-6.2).", "It would finish a road of %u tiles with nobody on it: no points (R-6.2).", e->size));
            break;
          case CS_TOWER:
            fmt = CS_TH (theme, cs_npgettext ("castle", "It would finish a tower of %u tile with nobody in it: no points (R-6.2).", "It would finish a tower of %u tiles with nobody in it: no points (R-6.2).", e->size), cs_npgettext ("zamek", "It would finish a pigsty of %u tile with nobody in it: no points (R-6.2).", "It would finish a pigsty of %u tiles with nobody in it: no points (R-6.2).", e->size));
            break;
          default:
            fmt = g_dngettext (GETTEXT_PACKAGE, "It would finish a house of %u tile with nobody in it: no points (R-6.2).",
                               "It would finish a house of %u tiles with nobody in it: no points (R-6.2).", e->size);
            break;
          }
      else
        fmt = g_dngettext (GETTEXT_PACKAGE, "It would finish a feature of %u tile, but the followers in it are tied, so nobody scores (R-6.2).",
                           "It would finish a feature of %u tiles, but the followers in it are tied, so nobody scores (R-6.2).", e->size);
      return g_strdup_printf (fmt, e->size);
    }

  switch (e->ftype)
    {
    case CS_PATH:
      fmt = CS_TH (theme, cs_npgettext ("castle", "It would finish a path: %1$s scores %2$d point (%3$u tiles × %4$u) (R-6.3).", "It would finish a path: %1$s scores %2$d points (%3$u tiles × %4$u) (R-6.3).", e->points), cs_npgettext ("zamek", "It would finish a road: %1$s scores %2$d point (%3$u tiles × %4$u) (R-6.3).", "It would finish a road: %1$s scores %2$d points (%3$u tiles × %4$u) (R-6.3).", e->points));
      break;
    case CS_TOWER:
      fmt = CS_TH (theme, cs_npgettext ("castle", "It would finish a tower: %1$s scores %2$d point (%3$u tiles × %4$u) (R-6.3).", "It would finish a tower: %1$s scores %2$d points (%3$u tiles × %4$u) (R-6.3).", e->points), cs_npgettext ("zamek", "It would finish a pigsty: %1$s scores %2$d point (%3$u tiles × %4$u) (R-6.3).", "It would finish a pigsty: %1$s scores %2$d points (%3$u tiles × %4$u) (R-6.3).", e->points));
      break;
    default:
      fmt = g_dngettext (GETTEXT_PACKAGE, "It would finish a house: %1$s scores %2$d point (%3$u tiles × %4$u) (R-6.3).",
                         "It would finish a house: %1$s scores %2$d points (%3$u tiles × %4$u) (R-6.3).", e->points);
      break;
    }
  return g_strdup_printf (fmt, who, e->points, e->size, e->per_unit);
}

static void
explain_effects (const CastellanTutorContext *ctx, const CsGame *before, const CsEvents *ev,
                 GPtrArray *hints, gboolean with_nothing)
{
  gboolean any = FALSE;

  for (guint i = 0; i < ev->n; i++)
    {
      const CsEvent *e = &ev->ev[i];
      const char *who = e->player >= 0 ? ctx->names[e->player] : "";

      switch (e->type)
        {
        case CS_EVENT_FEATURE_SCORED:
          any = TRUE;
          add (hints, finished_text (ctx->theme, e, who), e->player >= 0 ? "R-6.3" : "R-6.2",
               e->player >= 0 ? CASTELLAN_HINT_GOOD : CASTELLAN_HINT_INFO,
               g_strdup_printf ("score:%s:%d:%d", cs_feature_type_name (e->ftype), e->player, e->points));
          castellan_describe_hint_preview (hints, before, ev, i);
          break;
        case CS_EVENT_MARKER_MOVED:
          add (hints, g_strdup_printf (_("The marker of %s would move from %d to %d."), who,
                                       e->from % CS_TRACK_LEN, e->to % CS_TRACK_LEN),
               "R-7.1", CASTELLAN_HINT_INFO, g_strdup_printf ("marker:%d:%d", e->player, e->to));
          break;
        case CS_EVENT_WALL_TILE_TAKEN:
          if (before->wall_revealed[e->corner])
            add (hints, g_strdup_printf (CS_TH (ctx->theme, C_("castle", "It would stop on the corner tower at space %d: %s takes wall tile %u, %s (R-7.2)."), C_("zamek", "It would stop on the corner tower at space %d: %s takes wall token %u, %s (R-7.2).")),
                                         e->to, who, cs_wall_number (e->kind, ctx->theme),
                                         cs_text_wall_name (e->kind, ctx->theme)),
                 "R-7.2", CASTELLAN_HINT_GOOD, g_strdup_printf ("wall:%d:%d", e->player, e->to));
          else
            add (hints, g_strdup_printf (CS_TH (ctx->theme, C_("castle", "It would stop on the corner tower at space %d: %s takes its face-down wall tile (R-7.2)."), C_("zamek", "It would stop on the corner tower at space %d: %s takes its face-down wall token (R-7.2).")),
                                         e->to, who),
                 "R-7.2", CASTELLAN_HINT_GOOD, g_strdup_printf ("wall:%d:%d", e->player, e->to));
          break;
        case CS_EVENT_WALL_TILE_PASSED:
          if (e->count > 0)
            {
              add (hints, g_strdup_printf (CS_TH (ctx->theme,
                                                  C_("castle", "The marker of %1$s would stop on the corner tower at %2$d/%3$d, but with variant V-2 its wall tile goes only to a marker that ends the turn there (V-2)."),
                                                  C_("zamek", "The marker of %1$s would stop on the corner tower at %2$d/%3$d, but with variant V-2 its wall token goes only to a marker that ends the turn there (V-2).")),
                                           who, ctx->game->board->tower[e->corner], ctx->game->board->tower[e->corner] + 1),
                   "V-2", CASTELLAN_HINT_INFO, g_strdup_printf ("passed:%d:%u", e->player, e->corner));
              break;
            }
          add (hints, g_strdup_printf (CS_TH (ctx->theme,
                                              C_("castle", "The marker of %1$s would pass the corner tower at %2$d/%3$d without stopping, so its wall tile stays (R-7.2)."),
                                              C_("zamek", "The marker of %1$s would pass the corner tower at %2$d/%3$d without stopping, so its wall token stays (R-7.2).")),
                                       who, ctx->game->board->tower[e->corner], ctx->game->board->tower[e->corner] + 1),
               "R-7.2", CASTELLAN_HINT_INFO, g_strdup_printf ("passed:%d:%u", e->player, e->corner));
          break;
        case CS_EVENT_KEEP_PLACED:
          add (hints, g_strdup_printf (CS_TH (ctx->theme, C_("castle", "%s would put the keep on this house (R-6.6)."), C_("zamek", "%s would put the family house on this house (R-6.6).")), who),
               "R-6.6", CASTELLAN_HINT_GOOD, g_strdup ("keep:placed"));
          castellan_describe_hint_preview (hints, before, ev, i);
          break;
        case CS_EVENT_KEEP_MOVED:
          add (hints, g_strdup_printf (CS_TH (ctx->theme, C_("castle", "%s would move the keep to this larger house (R-6.6)."), C_("zamek", "%s would move the family house to this larger house (R-6.6).")), who),
               "R-6.6", CASTELLAN_HINT_GOOD, g_strdup ("keep:moved"));
          castellan_describe_hint_preview (hints, before, ev, i);
          break;
        case CS_EVENT_FOLLOWER_RETURNED:
          add (hints, g_strdup_printf (_("A follower of %s would come home to the supply (R-6.4)."), who),
               "R-6.4", CASTELLAN_HINT_INFO, g_strdup_printf ("return:%d", e->player));
          break;
        default:
          break;
        }
    }
  if (!any && with_nothing)
    /* what a tile completes scores: here, nothing */
    add (hints, g_strdup (_("Laid here, the tile finishes nothing yet.")), "R-6.1", CASTELLAN_HINT_INFO,
         g_strdup ("nothing"));
}

GPtrArray *
castellan_tutor_tile (const CastellanTutorContext *ctx,
                      int                          cell,
                      int                          rot)
{
  const CsGame *g = ctx->game;
  GPtrArray *hints = hints_new ();
  CsPlacement pl[CS_MAX_PLACEMENTS];
  guint n, cells = 0;
  guint8 seen[CS_NUM_CELLS] = { 0 };

  if (cs_game_over (g))
    {
      add (hints, g_strdup (_("The game is over: every tile has been laid (R-9.1).")), "R-9.1",
           CASTELLAN_HINT_INFO, g_strdup ("over"));
      return hints;
    }

  n = cs_game_placements (g, FALSE, pl);
  for (guint i = 0; i < n; i++)
    if (!seen[pl[i].cell]++)
      cells++;
  {
    g_autofree char *where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tile %u fits in %u cell",
                                                            "Tile %u fits in %u cells", cells),
                                               g->tileset->tiles[g->current].number, cells);
    g_autofree char *ways = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u way in all", "%u ways in all", n), n);
    /* TRANSLATORS: "Tile 12 fits in 5 cells, 9 ways in all." */
    add (hints, g_strdup_printf (_("%s, %s."), where, ways), g->n_laid == 0 ? "R-3.1" : "R-3.2",
         CASTELLAN_HINT_INFO, g_strdup_printf ("fits:%u:%u", cells, n));
  }

  if (cell < 0 || rot < 0)
    return hints;

  {
    CsVerdict v;
    char name[8];

    cs_game_verdict (g, cell, rot, &v);
    if (cell < CS_NUM_CELLS)
      cs_board_cell_name (g->board, cell, name);
    else
      g_strlcpy (name, "?", sizeof name);
    if (v.code == CS_VERDICT_OCCUPIED)
      {
        /* resting on a laid tile is no mistake: say what lies there */
        add (hints, cs_text_cell_contents (g, cell, ctx->theme, ctx->names), NULL, CASTELLAN_HINT_INFO,
             g_strdup_printf ("cell:%s", name));
        castellan_describe_hint_cell (hints, g, cell);
        return hints;
      }
    if (v.code != CS_VERDICT_LEGAL)
      {
        char nb[8] = "";
        if (v.code == CS_VERDICT_PATH_BROKEN && v.neighbour >= 0)
          cs_board_cell_name (g->board, v.neighbour, nb);
        add (hints, cs_text_verdict (g, cell, rot, &v, ctx->theme), v.rule, CASTELLAN_HINT_BAD,
             g_strdup_printf ("verdict:%s:%s:%s:%s", v.rule, name,
                              v.code == CS_VERDICT_PATH_BROKEN ? cs_side_name (v.side) : "-",
                              v.code == CS_VERDICT_PATH_BROKEN ? (v.neighbour >= 0 ? nb : "start") : "-"));
        castellan_describe_hint_cell (hints, g, cell);
        return hints;
      }
    {
      g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
      CsMove m;

      add (hints, g_strdup_printf (_("It fits at %s this way round."), name), "R-3.3", CASTELLAN_HINT_GOOD,
           g_strdup_printf ("legal:%s:%d", name, rot));
      castellan_describe_hint_cell (hints, g, cell);
      cs_move_init (&m, cell, rot, -1);
      if (cs_game_preview (g, &m, ev, NULL))
        explain_effects (ctx, g, ev, hints, TRUE);
    }
  }
  return hints;
}

/* "Your tile" at the follower step: the tile is down, so where it fits is
 * settled; what is left is the follower, and what the tile finishes */
GPtrArray *
castellan_tutor_laid (const CastellanTutorContext *ctx,
                      guint                        cell,
                      guint                        rot)
{
  const CsGame *g = ctx->game;
  GPtrArray *hints = hints_new ();
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  char name[8];
  CsMove m;

  if (cs_game_over (g) || !cs_game_is_legal (g, cell, rot))
    return hints;
  cs_board_cell_name (g->board, cell, name);
  /* Translators: The Castle's tutor once the tile is laid: %1$u the tile's
   * number, %2$s its cell ("F9") */
  add (hints, g_strdup_printf (_("Tile %1$u lies at %2$s. Now for the follower: pick a numbered spot on it, or No Follower; Back lifts the tile again (R-5.1)."),
                               g->tileset->tiles[g->current].number, name),
       "R-5.1", CASTELLAN_HINT_INFO, g_strdup_printf ("laid:%s:%u", name, rot));
  castellan_describe_hint_cell (hints, g, cell);
  cs_move_init (&m, cell, rot, -1);
  if (cs_game_preview (g, &m, ev, NULL))
    explain_effects (ctx, g, ev, hints, TRUE);
  return hints;
}

/* ---- "Followers" ------------------------------------------------------------------- */

static char *
open_spot_text (CsTheme theme, const CsSpot *s, int per_tile)
{
  const char *fmt;

  /* %1$u tiles, %2$d points a tile, %3$d points in all */
  switch (s->type)
    {
    case CS_PATH:
      fmt = CS_TH (theme, cs_npgettext ("castle", "Herald on the path, %1$u tile so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", "Herald on the path, %1$u tiles so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", s->size), cs_npgettext ("zamek", "Herald on the road, %1$u tile so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", "Herald on the road, %1$u tiles so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", s->size));
      break;
    case CS_TOWER:
      fmt = CS_TH (theme, cs_npgettext ("castle", "Knight in the tower, %1$u tile so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", "Knight in the tower, %1$u tiles so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", s->size), cs_npgettext ("zamek", "Farmer in the pigsty, %1$u tile so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", "Farmer in the pigsty, %1$u tiles so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", s->size));
      break;
    default:
      fmt = g_dngettext (GETTEXT_PACKAGE, "Squire in the house, %1$u tile so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).",
                         "Squire in the house, %1$u tiles so far; if it were finished now, it would score %1$u × %2$d = %3$d (R-6.3).", s->size);
      break;
    }
  return g_strdup_printf (fmt, s->size, per_tile, s->size * per_tile);
}

static char *
court_spot_text (CsTheme theme, const CsSpot *s)
{
  const char *fmt = CS_TH (theme, cs_npgettext ("castle", "Merchant on the court with %u market: a merchant lies down and stays until the end of the game (R-5.5); then the player with more merchants here scores 3 points a market (R-9.4).", "Merchant on the court with %u markets: a merchant lies down and stays until the end of the game (R-5.5); then the player with more merchants here scores 3 points a market (R-9.4).", s->markets), cs_npgettext ("zamek", "Monk on the meadow with %u shrine: a monk lies down and stays until the end of the game (R-5.5); then the player with more monks here scores 3 points a shrine (R-9.4).", "Monk on the meadow with %u shrines: a monk lies down and stays until the end of the game (R-5.5); then the player with more monks here scores 3 points a shrine (R-9.4).", s->markets));
  return g_strdup_printf (fmt, s->markets);
}

/* an open spot's hint, led by the number its badge shows on the board and
 * where on the tile it lies, so that two spots of one kind differ */
static char *
spot_numbered (guint number, const CsGame *g, guint rot, const CsSpot *s, char *text)
{
  g_autofree char *place = castellan_describe_piece_place (&g->tileset->tiles[g->current], rot, s->piece);
  /* Translators: %1$u is the number on a follower spot's badge on the
   * board, %2$s where the spot touches the tile's edge ("at north-west to
   * north-east", "in the middle of the tile"), %3$s the sentence about it */
  char *numbered = g_strdup_printf (_("Spot %1$u, %2$s: %3$s"), number, place, text);

  g_free (text);
  return numbered;
}

/* what the tutor says of open spot @s of the tile laid at (@cell, @rot),
 * unnumbered; @rule and @key (newly allocated) for its row */
static char *
open_spot_sentence (const CastellanTutorContext *ctx, guint cell, guint rot, guint i, const CsSpot *s,
                    const char **rule, char **key)
{
  const CsGame *g = ctx->game;
  int per = s->type == CS_TOWER ? 2 : s->type == CS_PATH && s->fountain ? 2 : 1;
  int pts = s->size * per;

  if (s->type == CS_COURT)
    {
      *rule = "R-5.5";
      *key = g_strdup_printf ("spot:%u:court:%u", i, s->markets);
      return court_spot_text (ctx->theme, s);
    }
  if (s->complete && (s->type == CS_TOWER || s->type == CS_HOUSE))
    {
      /* the move applies wall tiles 2/3 by default:
       * say so, with what it makes */
      g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
      guint used = 0;
      CsMove m;

      cs_move_init (&m, cell, rot, s->piece);
      if (cs_game_preview (g, &m, ev, NULL))
        for (guint k = 0; k < ev->n; k++)
          if (ev->ev[k].type == CS_EVENT_WALL_TILE_USED && ev->ev[k].player == g->active &&
              k + 1 < ev->n && ev->ev[k + 1].type == CS_EVENT_FEATURE_SCORED &&
              ev->ev[k + 1].ftype == s->type && ev->ev[k + 1].size == s->size)
            {
              used = ev->ev[k].count;
              pts = ev->ev[k + 1].size * ev->ev[k + 1].per_unit;
            }
      if (used > 0)
        {
          guint kind = s->type == CS_TOWER ? CS_WALL_TOWER_X2 : CS_WALL_HOUSE_X2;
          const char *fmt = used > 1
                            ? CS_TH (ctx->theme,
                                     cs_npgettext ("castle", "A %1$s here scores at once: the tile finishes the feature, and with both copies of wall tile %2$u, %3$s, it is worth %4$d point; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).",
                                                   "A %1$s here scores at once: the tile finishes the feature, and with both copies of wall tile %2$u, %3$s, it is worth %4$d points; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).", pts),
                                     cs_npgettext ("zamek", "A %1$s here scores at once: the tile finishes the feature, and with both copies of wall token %2$u, %3$s, it is worth %4$d point; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).",
                                                   "A %1$s here scores at once: the tile finishes the feature, and with both copies of wall token %2$u, %3$s, it is worth %4$d points; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).", pts))
                            : CS_TH (ctx->theme,
                                     cs_npgettext ("castle", "A %1$s here scores at once: the tile finishes the feature, and with wall tile %2$u, %3$s, it is worth %4$d point; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).",
                                                   "A %1$s here scores at once: the tile finishes the feature, and with wall tile %2$u, %3$s, it is worth %4$d points; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).", pts),
                                     cs_npgettext ("zamek", "A %1$s here scores at once: the tile finishes the feature, and with wall token %2$u, %3$s, it is worth %4$d point; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).",
                                                   "A %1$s here scores at once: the tile finishes the feature, and with wall token %2$u, %3$s, it is worth %4$d points; the follower comes straight back (fast points, R-6.4, R-8.2, R-8.3).", pts));
          *rule = "R-6.4";
          *key = g_strdup_printf ("spot:%u:fast:%d", i, pts);
          return g_strdup_printf (fmt, cs_text_role (s->type, ctx->theme), cs_wall_number (kind, ctx->theme),
                                  cs_text_wall_name (kind, ctx->theme), pts);
        }
    }
  if (s->complete)
    {
      const char *fmt = g_dngettext (GETTEXT_PACKAGE,
                                     "A %1$s here scores at once: the tile finishes the feature, worth %2$d point, and the follower comes straight back (fast points, R-6.4).",
                                     "A %1$s here scores at once: the tile finishes the feature, worth %2$d points, and the follower comes straight back (fast points, R-6.4).",
                                     pts);
      *rule = "R-6.4";
      *key = g_strdup_printf ("spot:%u:fast:%d", i, pts);
      return g_strdup_printf (fmt, cs_text_role (s->type, ctx->theme), pts);
    }
  *rule = "R-5.1";
  *key = g_strdup_printf ("spot:%u:open:%s:%u", i, cs_feature_type_name (s->type), s->size);
  return open_spot_text (ctx->theme, s, per);
}

char *
castellan_tutor_dup_spot (const CastellanTutorContext *ctx,
                          guint                        cell,
                          guint                        rot,
                          guint                        index)
{
  CsSpot spots[CS_MAX_PIECES];
  guint n, number = 0;

  if (!cs_game_is_legal (ctx->game, cell, rot))
    return NULL;
  n = cs_game_spots (ctx->game, cell, rot, spots);
  for (guint i = 0; i < n; i++)
    if (spots[i].state == CS_SPOT_OPEN && number++ == index)
      {
        const char *rule;
        g_autofree char *key = NULL;

        return open_spot_sentence (ctx, cell, rot, i, &spots[i], &rule, &key);
      }
  return NULL;
}

GPtrArray *
castellan_tutor_followers (const CastellanTutorContext *ctx,
                           guint                        cell,
                           guint                        rot)
{
  const CsGame *g = ctx->game;
  GPtrArray *hints = hints_new ();
  CsSpot spots[CS_MAX_PIECES];
  guint n;

  if (!cs_game_is_legal (g, cell, rot))
    return hints;
  n = cs_game_spots (g, cell, rot, spots);
  add (hints, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "You may put one follower on this tile, or none. You have %u in your supply (R-5.1).",
                                            "You may put one follower on this tile, or none. You have %u in your supply (R-5.1).",
                                            cs_game_supply (g, g->active)),
                               cs_game_supply (g, g->active)),
       "R-5.1", CASTELLAN_HINT_INFO, g_strdup_printf ("supply:%u", cs_game_supply (g, g->active)));

  for (guint i = 0, number = 0; i < n; i++)
    {
      const CsSpot *s = &spots[i];
      const char *rule;
      char *key, *text;

      if (s->state == CS_SPOT_OCCUPIED)
        {
          char where[16];
          cs_text_place_name (g, s->holder_cell, where);
          add (hints, cs_text_spot_refusal (g, s, ctx->theme, ctx->names), "R-5.2", CASTELLAN_HINT_BAD,
               g_strdup_printf ("spot:%u:occupied:%d:%s", i, s->holder, where));
          castellan_describe_hint_spot (hints, g, cell, rot, s->piece);
          continue;
        }
      if (s->state == CS_SPOT_NO_SUPPLY)
        {
          add (hints, cs_text_spot_refusal (g, s, ctx->theme, ctx->names),
               "R-5.3", CASTELLAN_HINT_BAD, g_strdup_printf ("spot:%u:no-supply", i));
          continue;
        }
      text = open_spot_sentence (ctx, cell, rot, i, s, &rule, &key);
      add (hints, spot_numbered (++number, g, rot, s, text), rule, CASTELLAN_HINT_GOOD, key);
      castellan_describe_hint_spot (hints, g, cell, rot, s->piece);
    }
  return hints;
}

/* ---- "Wall tiles" ------------------------------------------------------------------- */

static guint
best_unfinished (const CsGame *g, guint player, guint type)
{
  guint best = 0;

  for (guint16 n = 0; n < g->n_nodes; n++)
    {
      const CsFeature *f = &g->feat[n];
      if (g->parent[n] == n && f->type == type && !f->scored && f->open > 0 &&
          f->followers[player] > f->followers[1 - player])
        best = MAX (best, cs_tile_mask_count (&f->tiles));
    }
  return best;
}

GPtrArray *
castellan_tutor_wall_tiles (const CastellanTutorContext *ctx,
                            guint                        player)
{
  const CsGame *g = ctx->game;
  const CsPlayer *pl = &g->player[player];
  GPtrArray *hints = hints_new ();
  gboolean any = FALSE;

  for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
    {
      g_autofree char *head = NULL;
      const char *when;
      const char *rule;

      if (pl->held[k] == 0)
        continue;
      any = TRUE;
      if (pl->held[k] > 1)
        head = g_strdup_printf (CS_TH (ctx->theme, C_("castle", "Wall tile %u, %s, both copies: %s"), C_("zamek", "Wall token %u, %s, both copies: %s")), cs_wall_number (k, ctx->theme),
                                cs_text_wall_name (k, ctx->theme), cs_text_wall_effect_in (k, ctx->theme, g->variants));
      else
        head = g_strdup_printf (CS_TH (ctx->theme, C_("castle", "Wall tile %u, %s: %s"), C_("zamek", "Wall token %u, %s: %s")), cs_wall_number (k, ctx->theme),
                                cs_text_wall_name (k, ctx->theme), cs_text_wall_effect_in (k, ctx->theme, g->variants));
      if (k <= CS_WALL_HOUSE_X2)
        {
          /* the same sentence a move using it now is refused with */
          when = cs_text_wall_refusal (g, player, k, &rule);
          if (when == NULL && k == CS_WALL_EXTRA_TURN)
            {
              when = _("You can use it at the end of this turn (R-8.1).");
              rule = "R-8.1";
            }
          else if (when == NULL && k == CS_WALL_TOWER_X2)
            {
              when = CS_TH (ctx->theme, C_("castle", "It applies when this turn finishes a tower where you have more knights (R-8.2)."), C_("zamek", "It applies when this turn finishes a pigsty where you have more farmers (R-8.2)."));
              rule = "R-8.2";
            }
          else if (when == NULL)
            {
              when = _("It applies when this turn finishes a house where you have more squires (R-8.3).");
              rule = "R-8.3";
            }
        }
      else
        {
          rule = "R-9.5";
          when = _("It counts by itself in the final scoring (R-9.5).");
          if (k >= CS_WALL_UNFINISHED_PATH && k <= CS_WALL_UNFINISHED_HOUSE)
            {
              guint type = k == CS_WALL_UNFINISHED_PATH ? CS_PATH : k == CS_WALL_UNFINISHED_TOWER ? CS_TOWER : CS_HOUSE;
              if (best_unfinished (g, player, type) == 0)
                when = _("It counts in the final scoring, but right now you lead no unfinished feature of its kind, so it would score nothing (R-8.4–R-8.6).");
            }
          else if (k == CS_WALL_BIGGER_KEEP && pl->keep_node == CS_NONE)
            when = CS_TH (ctx->theme, C_("castle", "It counts in the final scoring, but only with a keep, and you have none yet (R-8.8)."), C_("zamek", "It counts in the final scoring, but only with a family house, and you have none yet (R-8.8)."));
        }
      add (hints, g_strdup_printf ("%s %s", head, when), rule, CASTELLAN_HINT_INFO,
           g_strdup_printf ("held:%u:%u", k, pl->held[k]));
    }
  if (!any)
    add (hints, g_strdup (CS_TH (ctx->theme, C_("castle", "You hold no wall tiles. Stop your marker exactly on a corner tower that still has one to take it (R-7.2)."), C_("zamek", "You hold no wall tokens. Stop your marker exactly on a corner tower that still has one to take it (R-7.2)."))),
         "R-7.2", CASTELLAN_HINT_INFO, g_strdup ("held:none"));

  /* the next towers ahead of this player's marker */
  {
    int pos = pl->score % CS_TRACK_LEN;
    guint shown = 0;

    for (int d = 1; d < CS_TRACK_LEN && shown < 2; d++)
      {
        int s = (pos + d) % CS_TRACK_LEN;
        int c = g->board->tower_at_space[s];
        if (c <= 0 || g->wall_kind[c] == 0 || g->board->tower[c] != s)
          continue;
        shown++;
        if (g->wall_revealed[c])
          add (hints, g_strdup_printf (CS_TH (ctx->theme, C_("castle", "Score exactly %d or %d points to stop on the corner tower at %d/%d and take wall tile %u, %s (R-7.2)."), C_("zamek", "Score exactly %d or %d points to stop on the corner tower at %d/%d and take wall token %u, %s (R-7.2).")),
                                       d, d + 1, s, s + 1, cs_wall_number (g->wall_kind[c], ctx->theme),
                                       cs_text_wall_name (g->wall_kind[c], ctx->theme)),
               "R-7.2", CASTELLAN_HINT_INFO, g_strdup_printf ("ahead:%d", s));
        else
          add (hints, g_strdup_printf (CS_TH (ctx->theme, C_("castle", "Score exactly %d or %d points to stop on the corner tower at %d/%d and take its face-down wall tile (R-7.2)."), C_("zamek", "Score exactly %d or %d points to stop on the corner tower at %d/%d and take its face-down wall token (R-7.2).")),
                                       d, d + 1, s, s + 1),
               "R-7.2", CASTELLAN_HINT_INFO, g_strdup_printf ("ahead:%d", s));
      }
  }
  return hints;
}

/* ---- "What just happened" ----------------------------------------------------------- */

GPtrArray *
castellan_tutor_last_turn (const CastellanTutorContext *ctx,
                           const CsGame                *before,
                           const CsEvents              *events)
{
  GPtrArray *hints = hints_new ();

  for (guint i = 0; i < events->n;)
    {
      const CsEvent *e = &events->ev[i];
      const char *rule = NULL;
      char *text;

      switch (e->type)
        {
        case CS_EVENT_TILE_REMOVED:       rule = "R-3.6"; break;
        case CS_EVENT_TILE_LAID:          rule = "R-3.2"; break;
        case CS_EVENT_FOLLOWER_PLACED:    rule = "R-5.1"; break;
        case CS_EVENT_FEATURE_SCORED:     rule = e->player >= 0 ? "R-6.3" : "R-6.2"; break;
        case CS_EVENT_FOLLOWER_RETURNED:  rule = "R-6.4"; break;
        case CS_EVENT_KEEP_PLACED:
        case CS_EVENT_KEEP_MOVED:         rule = "R-6.6"; break;
        case CS_EVENT_WALL_TILE_TAKEN:    rule = "R-7.2"; break;
        case CS_EVENT_WALL_TILE_PASSED:   rule = e->count > 0 ? "V-2" : "R-7.2"; break;
        case CS_EVENT_WALL_TILE_USED:     rule = "R-7.4"; break;
        case CS_EVENT_WALL_TILE_DISCARDED: rule = "R-7.5"; break;
        case CS_EVENT_EXTRA_TURN:         rule = "R-8.1"; break;
        case CS_EVENT_FINAL_LINE:
          /* each end line by the rule that decides it: the keep,
           * a court, the end-of-game wall tiles */
          rule = e->kind == CS_LINE_KEEP ? "R-9.3" : e->kind == CS_LINE_COURT ? "R-9.4" : "R-9.5";
          break;
        case CS_EVENT_GAME_OVER:          rule = "R-9.7"; break;
        default:                          break;
        }
      text = cs_text_events_next (ctx->game, events, &i, ctx->theme, ctx->names);
      add (hints, text, rule,
           e->type == CS_EVENT_FEATURE_SCORED && e->player >= 0 ? CASTELLAN_HINT_GOOD : CASTELLAN_HINT_INFO,
           g_strdup_printf ("event:%u:%d:%d", e->type, e->player, e->points));
    }
  return hints;
}

/* ---- a suggested move ------------------------------------------------------------------ */

CastellanHint *
castellan_tutor_suggestion (const CastellanTutorContext *ctx,
                            const CsMove                *move)
{
  const CsGame *g = ctx->game;
  g_autofree CsEvents *ev = g_new0 (CsEvents, 1);
  CastellanSuggestionFacts facts = { .rot = move->rot, .score_rule = "R-6.3", .free_rule = "R-5.1",
                                      .none_left = cs_game_supply (g, g->active) == 0, .empty_rule = "R-5.3" };
  char cell[8];

  /* the cell as the castle's row and column labels name it */
  cs_board_cell_name (g->board, move->cell, cell);
  facts.cell = cell;
  if (move->follower >= 0)
    {
      guint type = g->tileset->tiles[g->current].pieces[move->follower].type;

      facts.put = castellan_describe_put_follower (type, ctx->theme);
      facts.feature = castellan_describe_feature_object (type, ctx->theme);
      /* a court scores only at the end; the rest when complete */
      facts.feature_at_end = type == CS_COURT;
      facts.feature_rule = type == CS_COURT ? "R-9.4" : "R-6.3";
    }
  /* what the move scores at once, and for whom */
  if (cs_game_preview (g, move, ev, NULL))
    for (guint i = 0; i < ev->n; i++)
      {
        const CsEvent *e = &ev->ev[i];

        if (e->type == CS_EVENT_MARKER_MOVED && e->player == g->active)
          facts.points += e->points;
        else if (e->type == CS_EVENT_MARKER_MOVED)
          facts.others += e->points;
        else if (e->type == CS_EVENT_FEATURE_SCORED && e->player == g->active)
          {
            facts.completed++;
            facts.completed_name = castellan_describe_feature_object (e->ftype, ctx->theme);
          }
      }
  return hint_new (castellan_game_base_suggestion_text (&facts), NULL, CASTELLAN_HINT_GOOD,
                   g_strdup_printf ("suggest:%s:%u:%d", cell, move->rot, move->follower));
}
