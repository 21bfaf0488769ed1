/* cs-error.h — the engine's errors, in words and in fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every error the engine sets says what and where in English (its
 * message), and keeps what that message was made of: the English format,
 * which is also the msgid under which the texts (src/text) translate it,
 * and each argument as text. cs_text_error words it again in the reader's
 * language; the engine itself knows no translations. A tile laid where it
 * does not fit keeps the verdict too, so that the refusal reads the same
 * in the tutor and in a dialog (cs_text_refusal).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CS_ERROR (cs_error_quark ())
GQuark cs_error_quark (void);

typedef enum {
  CS_ERROR_PARSE,      /* the bytes are not a key file, or a value has the wrong shape */
  CS_ERROR_INVALID,    /* well formed, but breaks a rule (message names the R-ID) */
  CS_ERROR_ILLEGAL_MOVE,
  CS_ERROR_VERSION,
  CS_ERROR_FILE,       /* not read: a folder, a device, a file too long */
} CsErrorCode;

/* a placement refused: the move, the tile and where, and the verdict's
 * fields (CsVerdict, cs-game.h) */
typedef struct {
  guint        move;       /* counted from 1 */
  guint        tile;       /* the tile's number */
  guint        cell;
  guint        rot;
  guint        code;       /* CsVerdictCode */
  guint8       side;
  guint8       ours;
  guint8       theirs;
  gint16       neighbour;
  const char  *rule;
} CsErrorPlacement;

/* Set @error (CS_ERROR, @code) to @format (English; the texts' msgid) with
 * its arguments: %s, %c, %d, %u, %ld, %lu and their %N$ forms. */
void                    cs_error_set            (GError            **error,
                                                 CsErrorCode         code,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (3, 4);
/* The same as a new error, to be the @cause of another */
GError                 *cs_error_new            (CsErrorCode         code,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (2, 3);
/* The same, the last %s of @format being @cause's message: worded again,
 * it is @cause worded again */
void                    cs_error_set_caused     (GError            **error,
                                                 CsErrorCode         code,
                                                 const GError       *cause,
                                                 const char         *format,
                                                 ...) G_GNUC_PRINTF (4, 5);
/* "FILE: " before the message (g_prefix_error), @prefix not worded again */
void                    cs_error_prefix         (GError            **error,
                                                 const char         *prefix);
/* a placement refused (CS_ERROR_ILLEGAL_MOVE): the fields of the verdict */
void                    cs_error_set_placement  (GError            **error,
                                                 const CsErrorPlacement *placement);
/* replaces a message that is not UTF-8 (it quotes a file) by a valid one */
void                    cs_error_make_valid     (GError            **error);

/* What an error of CS_ERROR was made of; NULL (or no format) for others */
const char             *cs_error_get_format     (const GError       *error);
/* its arguments as text, @n_args of them */
const char *const      *cs_error_get_args       (const GError       *error,
                                                 guint              *n_args);
const GError           *cs_error_get_cause      (const GError       *error);
const char             *cs_error_get_prefix     (const GError       *error);
const CsErrorPlacement *cs_error_get_placement  (const GError       *error);

/* @format with @args put in for its conversions, in order or by %N$ */
char                   *cs_error_expand         (const char         *format,
                                                 const char *const  *args,
                                                 guint               n_args);

G_END_DECLS
