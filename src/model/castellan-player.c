/* castellan-player.c — one seat at the table, and the wall tiles it holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-model"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "castellan-player.h"
#include "castellan-model-enums.h"
#include "castellan-engine.h"
#include "cs-classic.h"
#include "cs-text.h"

/* ---- CastellanWallTile ------------------------------------------------------ */

struct _CastellanWallTile {
  GObject  parent_instance;
  guint    kind;
  guint    theme;
  guint    variants;   /* CsVariants: V-1 changes tile 4's effect */
  gboolean usable;
  guint    used_on;    /* the move it was used in; 0 while held */
};

G_DEFINE_FINAL_TYPE (CastellanWallTile, castellan_wall_tile, G_TYPE_OBJECT)

enum { WT_PROP_0, WT_PROP_KIND, WT_PROP_NUMBER, WT_PROP_NAME, WT_PROP_EFFECT, WT_PROP_USABLE, WT_N_PROPS };
static GParamSpec *wt_props[WT_N_PROPS];

static void
castellan_wall_tile_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanWallTile *self = CASTELLAN_WALL_TILE (object);

  switch (id)
    {
    case WT_PROP_KIND:   g_value_set_uint (value, self->kind); break;
    case WT_PROP_NUMBER: g_value_set_uint (value, castellan_wall_tile_get_number (self)); break;
    case WT_PROP_NAME:   g_value_set_string (value, castellan_wall_tile_get_name (self)); break;
    case WT_PROP_EFFECT: g_value_set_string (value, castellan_wall_tile_get_effect (self)); break;
    case WT_PROP_USABLE: g_value_set_boolean (value, self->usable); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_wall_tile_class_init (CastellanWallTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = castellan_wall_tile_get_property;
  wt_props[WT_PROP_KIND] = g_param_spec_uint ("kind", NULL, NULL, 1, 9, 1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  wt_props[WT_PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 1, 9, 1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  wt_props[WT_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  wt_props[WT_PROP_EFFECT] = g_param_spec_string ("effect", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  wt_props[WT_PROP_USABLE] = g_param_spec_boolean ("usable", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, WT_N_PROPS, wt_props);
}

static void
castellan_wall_tile_init (CastellanWallTile *self)
{
}

guint
castellan_wall_tile_get_kind (CastellanWallTile *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WALL_TILE (self), 0);
  return self->kind;
}

guint
castellan_wall_tile_get_number (CastellanWallTile *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WALL_TILE (self), 0);
  return cs_wall_number (self->kind, self->theme);
}

const char *
castellan_wall_tile_get_name (CastellanWallTile *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WALL_TILE (self), NULL);
  return cs_text_wall_name (self->kind, self->theme);
}

const char *
castellan_wall_tile_get_effect (CastellanWallTile *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WALL_TILE (self), NULL);
  return cs_text_wall_effect_in (self->kind, self->theme, self->variants);
}

gboolean
castellan_wall_tile_get_usable (CastellanWallTile *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WALL_TILE (self), FALSE);
  return self->usable;
}

guint
castellan_wall_tile_get_used_on (CastellanWallTile *self)
{
  g_return_val_if_fail (CASTELLAN_IS_WALL_TILE (self), 0);
  return self->used_on;
}

/* ---- CastellanPlayer ---------------------------------------------------------- */

struct _CastellanPlayer {
  GObject              parent_instance;
  guint                index;
  char                *name;
  CastellanPlayerKind  kind;
  int                  score;
  guint                supply;
  guint                keep_size;
  gboolean             active;
  GListStore          *wall_tiles;
  GListStore          *used_wall_tiles;
  GArray              *used;           /* UsedTile, as the list shows them */
  guint8               held[CS_NUM_WALL_KINDS + 1];
  guint8               usable[CS_NUM_WALL_KINDS + 1];
  guint                theme;
  guint                variants;
  /* classic Carcassonne: the score track (C-9.2) and the expansion's
   * supplies (B-1.3) and the tile bought at a bazaar (B-5.7) */
  guint                track_space;
  int                  track_laps;
  gboolean             bcb;
  guint                bridges;
  guint                castles;
  gboolean             bazaar_tile;
};

G_DEFINE_FINAL_TYPE (CastellanPlayer, castellan_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_KIND,
  PROP_SCORE,
  PROP_SUPPLY,
  PROP_KEEP_SIZE,
  PROP_ACTIVE,
  PROP_WALL_TILES,
  PROP_COLOUR,
  PROP_THEME,
  PROP_TRACK_SPACE,
  PROP_TRACK_LAPS,
  PROP_BCB,
  PROP_BRIDGES,
  PROP_CASTLES,
  PROP_BAZAAR_TILE,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

static void
castellan_player_finalize (GObject *object)
{
  CastellanPlayer *self = CASTELLAN_PLAYER (object);

  g_free (self->name);
  g_clear_object (&self->wall_tiles);
  g_clear_object (&self->used_wall_tiles);
  g_clear_pointer (&self->used, g_array_unref);
  G_OBJECT_CLASS (castellan_player_parent_class)->finalize (object);
}

static void
castellan_player_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CastellanPlayer *self = CASTELLAN_PLAYER (object);

  switch (id)
    {
    case PROP_INDEX:      g_value_set_uint (value, self->index); break;
    case PROP_NAME:       g_value_set_string (value, castellan_player_shown_name (self->name)); break;
    case PROP_KIND:       g_value_set_enum (value, self->kind); break;
    case PROP_SCORE:      g_value_set_int (value, self->score); break;
    case PROP_SUPPLY:     g_value_set_uint (value, self->supply); break;
    case PROP_KEEP_SIZE:  g_value_set_uint (value, self->keep_size); break;
    case PROP_ACTIVE:     g_value_set_boolean (value, self->active); break;
    case PROP_WALL_TILES: g_value_set_object (value, self->wall_tiles); break;
    case PROP_COLOUR:     g_value_set_uint (value, self->index); break;
    case PROP_THEME:      g_value_set_uint (value, castellan_player_get_theme (self)); break;
    case PROP_TRACK_SPACE: g_value_set_uint (value, self->track_space); break;
    case PROP_TRACK_LAPS: g_value_set_int (value, self->track_laps); break;
    case PROP_BCB:        g_value_set_boolean (value, self->bcb); break;
    case PROP_BRIDGES:    g_value_set_uint (value, self->bridges); break;
    case PROP_CASTLES:    g_value_set_uint (value, self->castles); break;
    case PROP_BAZAAR_TILE: g_value_set_boolean (value, self->bazaar_tile); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
castellan_player_class_init (CastellanPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = castellan_player_finalize;
  object_class->get_property = castellan_player_get_property;

  props[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, CASTELLAN_PLAYER_MAX_COLOUR, 0, ro);
  props[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  props[PROP_KIND] = g_param_spec_enum ("kind", NULL, NULL, CASTELLAN_TYPE_PLAYER_KIND, CASTELLAN_PLAYER_HUMAN, ro);
  /* below 0 with the expansion's bids (B-5.5) */
  props[PROP_SCORE] = g_param_spec_int ("score", NULL, NULL, G_MININT, G_MAXINT, 0, ro);
  /* The Castle has 6 followers, classic Carcassonne 7 (C-1.2) */
  props[PROP_SUPPLY] = g_param_spec_uint ("supply", NULL, NULL, 0, CS_CLASSIC_FOLLOWERS, CS_NUM_FOLLOWERS, ro);
  props[PROP_KEEP_SIZE] = g_param_spec_uint ("keep-size", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, ro);
  props[PROP_WALL_TILES] = g_param_spec_object ("wall-tiles", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  /* the seat's colour in its game's palette (castellan_game_base_get_palette):
   * every game gives seat n colour n, and a view may swap The Castle's two */
  props[PROP_COLOUR] = g_param_spec_uint ("colour", NULL, NULL, 0, CASTELLAN_PLAYER_MAX_COLOUR, 0, ro);
  /* The Castle's names (a CastellanTheme): "keep" or "family house" */
  props[PROP_THEME] = g_param_spec_uint ("theme", NULL, NULL, CASTELLAN_THEME_CASTLE, CASTELLAN_THEME_ZAMEK,
                                         CASTELLAN_THEME_CASTLE, ro);
  /* classic: the space the score marker stands on and the laps beside it (C-9.2) */
  props[PROP_TRACK_SPACE] = g_param_spec_uint ("track-space", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_TRACK_LAPS] = g_param_spec_int ("track-laps", NULL, NULL, 0, G_MAXINT, 0, ro);
  /* with Bridges, Castles and Bazaars: the bridges and castles in the
   * supply (B-1.3), and a tile bought at the bazaar still to lay (B-5.7) */
  props[PROP_BCB] = g_param_spec_boolean ("bcb", NULL, NULL, FALSE, ro);
  props[PROP_BRIDGES] = g_param_spec_uint ("bridges", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_CASTLES] = g_param_spec_uint ("castles", NULL, NULL, 0, G_MAXUINT, 0, ro);
  props[PROP_BAZAAR_TILE] = g_param_spec_boolean ("bazaar-tile", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
castellan_player_init (CastellanPlayer *self)
{
  self->wall_tiles = g_list_store_new (CASTELLAN_TYPE_WALL_TILE);
  self->used_wall_tiles = g_list_store_new (CASTELLAN_TYPE_WALL_TILE);
  self->used = g_array_new (FALSE, TRUE, sizeof (CastellanUsedWallTile));
  self->supply = CS_NUM_FOLLOWERS;
}

CastellanPlayer *
castellan_player_new (guint                index,
                      const char          *name,
                      CastellanPlayerKind  kind)
{
  CastellanPlayer *self = g_object_new (CASTELLAN_TYPE_PLAYER, NULL);

  self->index = index;
  self->name = g_strdup (name);
  self->kind = kind;
  return self;
}

#define GETTER(type, name, field, fallback)                  \
  type                                                        \
  castellan_player_get_##name (CastellanPlayer *self)        \
  {                                                           \
    g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), fallback); \
    return self->field;                                       \
  }

GETTER (guint, index, index, 0)
GETTER (guint, colour, index, 0)
GETTER (CastellanPlayerKind, kind, kind, CASTELLAN_PLAYER_HUMAN)
GETTER (int, score, score, 0)
GETTER (guint, supply, supply, 0)
GETTER (guint, keep_size, keep_size, 0)
GETTER (gboolean, active, active, FALSE)
GETTER (gboolean, bcb, bcb, FALSE)
GETTER (guint, bridges, bridges, 0)
GETTER (guint, castles, castles, 0)
GETTER (gboolean, bazaar_tile, bazaar_tile, FALSE)
#undef GETTER

CastellanTheme
castellan_player_get_theme (CastellanPlayer *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), CASTELLAN_THEME_CASTLE);
  return self->theme == CS_THEME_ZAMEK ? CASTELLAN_THEME_ZAMEK : CASTELLAN_THEME_CASTLE;
}

guint
castellan_player_get_track_space (CastellanPlayer *self,
                                  int             *laps)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), 0);
  if (laps != NULL)
    *laps = self->track_laps;
  return self->track_space;
}

/* the name as shown: a default name in today's language */
const char *
castellan_player_get_name (CastellanPlayer *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), NULL);
  return castellan_player_shown_name (self->name);
}

/* A seat nobody named is called by its colour, the tutorial's opponent
 * "Practice Partner": the record keeps these names in English and they are
 * shown in the language of today, not of the game's start (issue 20). A
 * name typed in is shown as typed. */
const char *
castellan_player_default_name (guint colour)
{
  return colour == 0 ? "Blue" : "Orange";
}

void
castellan_player_lesson_seats (CastellanPlayerKind  kinds[2],
                               int                 *first,
                               guint32             *seed,
                               gboolean            *has_seed,
                               guint32              lessons_seed)
{
  kinds[0] = CASTELLAN_PLAYER_HUMAN;
  kinds[1] = CASTELLAN_PLAYER_BEGINNER;
  *first = 0;
  *seed = lessons_seed;
  *has_seed = TRUE;
}

const char *
castellan_player_shown_name (const char *stored)
{
  /* the CLI's words too: CASTELLAN_PRACTICE_PARTNER is cs-text's "Practice Partner" */
  return cs_text_seat_name (stored);
}

gboolean
castellan_player_is_computer (CastellanPlayer *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), FALSE);
  return self->kind != CASTELLAN_PLAYER_HUMAN;
}

GListModel *
castellan_player_get_wall_tiles (CastellanPlayer *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), NULL);
  return G_LIST_MODEL (self->wall_tiles);
}

/* in an update: self's @field takes the argument of the same name, and
 * @prop is told if that changes it */
#define SET(field, prop)                                               \
  if (self->field != field)                                            \
    {                                                                  \
      self->field = field;                                             \
      g_object_notify_by_pspec (G_OBJECT (self), props[prop]);         \
    }

void
castellan_player_update (CastellanPlayer *self,
                         int              score,
                         guint            supply,
                         guint            keep_size,
                         gboolean         active,
                         const guint8    *held,
                         const guint8    *usable,
                         guint            theme,
                         guint            variants)
{
  g_return_if_fail (CASTELLAN_IS_PLAYER (self));

  g_object_freeze_notify (G_OBJECT (self));
  SET (score, PROP_SCORE);
  SET (supply, PROP_SUPPLY);
  SET (keep_size, PROP_KEEP_SIZE);
  SET (active, PROP_ACTIVE);

  if (self->theme != theme)
    {
      /* told after the wall tiles below are named in it */
      g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
    }
  if (memcmp (self->held, held, sizeof self->held) != 0 ||
      memcmp (self->usable, usable, sizeof self->usable) != 0 || self->theme != theme ||
      self->variants != variants)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

      memcpy (self->held, held, sizeof self->held);
      memcpy (self->usable, usable, sizeof self->usable);
      self->theme = theme;
      self->variants = variants;
      for (guint k = 1; k <= CS_NUM_WALL_KINDS; k++)
        for (guint c = 0; c < held[k]; c++)
          {
            CastellanWallTile *wt = g_object_new (CASTELLAN_TYPE_WALL_TILE, NULL);
            wt->kind = k;
            wt->theme = theme;
            wt->variants = variants;
            wt->usable = c < usable[k];
            g_ptr_array_add (items, wt);
          }
      g_list_store_splice (self->wall_tiles, 0, g_list_model_get_n_items (G_LIST_MODEL (self->wall_tiles)),
                           items->pdata, items->len);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * castellan_player_update_classic:
 * @track_space: the space of the score track the marker stands on (C-9.2)
 * @track_laps: the laps shown beside it: +50, +100…
 * @bcb: the game is played with Bridges, Castles and Bazaars
 * @bridges: (with @bcb) the bridges in the supply (B-1.3)
 * @castles: (with @bcb) the castles in the supply
 * @bazaar_tile: (with @bcb) a tile bought at the bazaar, still to lay (B-5.7)
 *
 * What a seat of classic Carcassonne holds besides its followers; each
 * property that changes is told.
 */
void
castellan_player_update_classic (CastellanPlayer *self,
                                 guint            track_space,
                                 int              track_laps,
                                 gboolean         bcb,
                                 guint            bridges,
                                 guint            castles,
                                 gboolean         bazaar_tile)
{
  g_return_if_fail (CASTELLAN_IS_PLAYER (self));

  bcb = !!bcb;
  bazaar_tile = bcb && bazaar_tile;
  if (!bcb)
    bridges = castles = 0;
  g_object_freeze_notify (G_OBJECT (self));
  SET (track_space, PROP_TRACK_SPACE);
  SET (track_laps, PROP_TRACK_LAPS);
  SET (bcb, PROP_BCB);
  SET (bridges, PROP_BRIDGES);
  SET (castles, PROP_CASTLES);
  SET (bazaar_tile, PROP_BAZAAR_TILE);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * castellan_player_set_used_wall_tiles:
 * @used: (array length=n): the wall tiles this player used, in the order
 *   of the game
 *
 * The used wall tiles stay on show (issue 20, item 12): the list of
 * castellan_player_get_used_wall_tiles() follows @used.
 */
void
castellan_player_set_used_wall_tiles (CastellanPlayer             *self,
                                      const CastellanUsedWallTile *used,
                                      guint                        n,
                                      guint                        theme,
                                      guint                        variants)
{
  g_autoptr(GPtrArray) items = NULL;

  g_return_if_fail (CASTELLAN_IS_PLAYER (self));

  if (n == self->used->len && (n == 0 || memcmp (used, self->used->data, n * sizeof *used) == 0) &&
      theme == self->theme && variants == self->variants)
    return;
  g_array_set_size (self->used, 0);
  g_array_append_vals (self->used, used, n);
  items = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n; i++)
    {
      CastellanWallTile *wt = g_object_new (CASTELLAN_TYPE_WALL_TILE, NULL);
      wt->kind = used[i].kind;
      wt->theme = theme;
      wt->variants = variants;
      wt->used_on = used[i].move;
      g_ptr_array_add (items, wt);
    }
  g_list_store_splice (self->used_wall_tiles, 0, g_list_model_get_n_items (G_LIST_MODEL (self->used_wall_tiles)),
                       items->pdata, items->len);
}

GListModel *
castellan_player_get_used_wall_tiles (CastellanPlayer *self)
{
  g_return_val_if_fail (CASTELLAN_IS_PLAYER (self), NULL);
  return G_LIST_MODEL (self->used_wall_tiles);
}

static const char *const kind_ids[] = {
  "human", "computer:beginner", "computer:casual", "computer:strong", "computer:expert"
};

const char *
castellan_player_kind_to_string (CastellanPlayerKind kind)
{
  return kind <= CASTELLAN_PLAYER_EXPERT ? kind_ids[kind] : "human";
}

CastellanPlayerKind
castellan_player_kind_from_string (const char *text)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_ids); i++)
    if (g_strcmp0 (text, kind_ids[i]) == 0)
      return i;
  if (g_str_has_prefix (text ? text : "", "computer"))
    return CASTELLAN_PLAYER_CASUAL;
  return CASTELLAN_PLAYER_HUMAN;
}

const char *
castellan_player_kind_label (CastellanPlayerKind kind)
{
  switch (kind)
    {
    case CASTELLAN_PLAYER_HUMAN:    return _("Human");
    case CASTELLAN_PLAYER_BEGINNER: return _("Computer: Beginner");
    case CASTELLAN_PLAYER_CASUAL:   return _("Computer: Casual");
    case CASTELLAN_PLAYER_STRONG:   return _("Computer: Strong");
    case CASTELLAN_PLAYER_EXPERT:   return _("Computer: Expert");
    default:                        return "?";
    }
}
