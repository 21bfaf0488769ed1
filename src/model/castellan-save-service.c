/* castellan-save-service.c — the saved games of every game kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "castellan-save"

#include "config.h"

#include <glib/gstdio.h>

#include "castellan-classic-game.h"
#include "castellan-game.h"
#include "castellan-save-service.h"

struct _CastellanSaveService
{
  GObject            parent_instance;

  CastellanSaveSlot *slots[CASTELLAN_N_GAME_KINDS];
};

G_DEFINE_FINAL_TYPE (CastellanSaveService, castellan_save_service, G_TYPE_OBJECT)

static const char *const file_names[CASTELLAN_N_GAME_KINDS] = {
  [CASTELLAN_GAME_KIND_CASTLE] = "current.castellan",
  [CASTELLAN_GAME_KIND_CLASSIC] = "current-carcassonne.castellan",
};

static void
castellan_save_service_dispose (GObject *object)
{
  CastellanSaveService *self = CASTELLAN_SAVE_SERVICE (object);

  /* the last moves reach the disk before the app can exit */
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    if (self->slots[k] != NULL)
      castellan_save_slot_flush (self->slots[k]);
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    g_clear_object (&self->slots[k]);
  G_OBJECT_CLASS (castellan_save_service_parent_class)->dispose (object);
}

static void
castellan_save_service_class_init (CastellanSaveServiceClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = castellan_save_service_dispose;
}

static void
castellan_save_service_init (CastellanSaveService *self)
{
}

static GType
game_type (CastellanGameKind kind)
{
  return kind == CASTELLAN_GAME_KIND_CLASSIC ? CASTELLAN_TYPE_CLASSIC_GAME : CASTELLAN_TYPE_GAME;
}

CastellanSaveService *
castellan_save_service_new (const char *dir)
{
  CastellanSaveService *self = g_object_new (CASTELLAN_TYPE_SAVE_SERVICE, NULL);
  g_autofree char *own = dir == NULL ? g_build_filename (g_get_user_data_dir (), "castellan", NULL) : NULL;

  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    {
      g_autofree char *path = g_build_filename (dir != NULL ? dir : own, file_names[k], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      self->slots[k] = castellan_save_slot_new (file, game_type (k));
    }
  return self;
}

CastellanSaveSlot *
castellan_save_service_get_slot (CastellanSaveService *self,
                                 CastellanGameKind     kind)
{
  g_return_val_if_fail (CASTELLAN_IS_SAVE_SERVICE (self), NULL);
  g_return_val_if_fail (kind < CASTELLAN_N_GAME_KINDS, NULL);
  return self->slots[kind];
}

CastellanGameKind
castellan_game_kind_of (CastellanGameBase *game)
{
  return CASTELLAN_IS_CLASSIC_GAME (game) ? CASTELLAN_GAME_KIND_CLASSIC : CASTELLAN_GAME_KIND_CASTLE;
}

void
castellan_save_service_set_background (CastellanSaveService *self,
                                       gboolean              background)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SERVICE (self));

  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    castellan_save_slot_set_background (self->slots[k], background);
}

void
castellan_save_service_flush (CastellanSaveService *self)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SERVICE (self));

  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    castellan_save_slot_flush (self->slots[k]);
}

void
castellan_save_service_attach (CastellanSaveService *self,
                               CastellanGameBase    *const *games)
{
  g_return_if_fail (CASTELLAN_IS_SAVE_SERVICE (self));

  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    if (games[k] != NULL)
      castellan_game_base_set_save_slot (games[k], self->slots[k]);
}

/* when the save in the file was made (castellan_save_date), -1 when
 * there is none */
static gint64
mtime_of (CastellanSaveSlot *slot)
{
  GStatBuf st;

  if (g_stat (g_file_peek_path (castellan_save_slot_get_file (slot)), &st) != 0)
    return -1;
  return (gint64) st.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000) + st.st_mtim.tv_nsec;
}

int
castellan_save_service_resume (CastellanSaveService *self,
                               CastellanGameBase    *const *games,
                               GError              **error)
{
  gint64 mtimes[CASTELLAN_N_GAME_KINDS];
  gboolean tried[CASTELLAN_N_GAME_KINDS] = { FALSE };

  g_return_val_if_fail (CASTELLAN_IS_SAVE_SERVICE (self), -1);

  castellan_save_service_attach (self, games);
  castellan_save_service_flush (self);
  /* whatever kind is resumed, no slot keeps what a crash left */
  for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
    {
      castellan_save_slot_clean (self->slots[k]);
      mtimes[k] = mtime_of (self->slots[k]);
    }
  for (;;)
    {
      g_autoptr(GError) local = NULL;
      int newest = -1;

      for (guint k = 0; k < CASTELLAN_N_GAME_KINDS; k++)
        if (!tried[k] && games[k] != NULL && mtimes[k] >= 0 && (newest < 0 || mtimes[k] > mtimes[newest]))
          newest = k;
      if (newest < 0)
        return -1;
      tried[newest] = TRUE;
      switch (castellan_save_slot_resume (self->slots[newest], games[newest], &local))
        {
        case CASTELLAN_RESUME_DONE:
          return newest;
        case CASTELLAN_RESUME_NONE:
          break;
        case CASTELLAN_RESUME_SET_ASIDE:
        case CASTELLAN_RESUME_UNREADABLE:
        default:
          /* said once, and the next newest is tried */
          if (error != NULL && *error == NULL)
            g_propagate_error (error, g_steal_pointer (&local));
          break;
        }
    }
}
