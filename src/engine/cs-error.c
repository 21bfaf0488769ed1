/* cs-error.c — the engine's errors, in words and in fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cs-error.h"

typedef struct {
  char             *format;
  GPtrArray        *args;
  GError           *cause;
  char             *prefix;
  gboolean          has_placement;
  CsErrorPlacement  placement;
} CsErrorPrivate;

static void
cs_error_private_init (CsErrorPrivate *priv)
{
  priv->args = g_ptr_array_new_with_free_func (g_free);
}

static void
cs_error_private_copy (const CsErrorPrivate *src, CsErrorPrivate *dest)
{
  dest->format = g_strdup (src->format);
  for (guint i = 0; i < src->args->len; i++)
    g_ptr_array_add (dest->args, g_strdup (src->args->pdata[i]));
  dest->cause = src->cause ? g_error_copy (src->cause) : NULL;
  dest->prefix = g_strdup (src->prefix);
  dest->has_placement = src->has_placement;
  dest->placement = src->placement;
}

static void
cs_error_private_clear (CsErrorPrivate *priv)
{
  g_free (priv->format);
  g_ptr_array_unref (priv->args);
  g_clear_error (&priv->cause);
  g_free (priv->prefix);
}

G_DEFINE_EXTENDED_ERROR (CsError, cs_error)

/* the fields of @error, NULL when it is not one of the engine's */
static CsErrorPrivate *
private_of (const GError *error)
{
  return error != NULL && error->domain == CS_ERROR ? cs_error_get_private (error) : NULL;
}

/* ---- the conversions of a format ----------------------------------------------- */

typedef struct {
  int   index;      /* the argument it takes, from 0 */
  char  spec[24];   /* "%-3u": the conversion without its "N$" */
  char  conv;       /* s c d i u x f g */
  int   longs;      /* 1: %ld, %lu */
} Conv;

/* Reads the conversion at @p ('%'); @conv->index is -1 for "%%". Returns
 * where the text goes on. */
static const char *
read_conv (const char *p, Conv *conv)
{
  const char *start;
  gsize n = 0;

  memset (conv, 0, sizeof *conv);
  conv->index = -2;   /* in order */
  p++;
  if (*p == '%')
    {
      conv->index = -1;
      return p + 1;
    }
  start = p;
  while (g_ascii_isdigit (*p))
    p++;
  if (*p == '$' && p > start)
    {
      conv->index = (int) g_ascii_strtoull (start, NULL, 10) - 1;
      p++;
    }
  else
    p = start;
  conv->spec[n++] = '%';
  while (*p && strchr ("-+ #0'", *p) && n < sizeof conv->spec - 4)
    conv->spec[n++] = *p++;
  while ((g_ascii_isdigit (*p) || *p == '.') && n < sizeof conv->spec - 4)
    conv->spec[n++] = *p++;
  while (*p == 'l' || *p == 'h' || *p == 'z')
    {
      if (*p == 'l')
        conv->longs++;
      conv->spec[n++] = *p++;
    }
  conv->conv = *p;
  if (*p)
    conv->spec[n++] = *p++;
  conv->spec[n] = '\0';
  return p;
}

char *
cs_error_expand (const char        *format,
                 const char *const *args,
                 guint              n_args)
{
  GString *out = g_string_new (NULL);
  int next = 0;

  g_return_val_if_fail (format != NULL, NULL);

  for (const char *p = format; *p;)
    {
      Conv c;
      int index;

      if (*p != '%')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      p = read_conv (p, &c);
      if (c.index == -1)
        {
          g_string_append_c (out, '%');
          continue;
        }
      index = c.index >= 0 ? c.index : next++;
      if (index >= 0 && (guint) index < n_args)
        g_string_append (out, args[index]);
    }
  return g_string_free (out, FALSE);
}

/* each argument of @format as text, in the order of their numbers */
static GPtrArray *
args_as_text (const char *format, va_list ap)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  Conv convs[16];
  guint n = 0;
  int next = 0;
  int max = -1;

  for (const char *p = format; *p && n < G_N_ELEMENTS (convs);)
    {
      if (*p != '%')
        {
          p++;
          continue;
        }
      p = read_conv (p, &convs[n]);
      if (convs[n].index == -1)
        continue;
      if (convs[n].index < 0)
        convs[n].index = next++;
      max = MAX (max, convs[n].index);
      n++;
    }
  /* va_arg in the arguments' order, whatever the format's */
  for (int index = 0; index <= max; index++)
    {
      const Conv *c = NULL;
      char *text = NULL;

      for (guint i = 0; i < n && c == NULL; i++)
        if (convs[i].index == index)
          c = &convs[i];
      if (c == NULL)
        {
          g_ptr_array_add (args, g_strdup (""));
          continue;
        }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      switch (c->conv)
        {
        case 's':
          {
            const char *s = va_arg (ap, const char *);
            text = g_utf8_make_valid (s ? s : "(null)", -1);
          }
          break;
        case 'c':
        case 'd':
        case 'i':
          text = c->longs ? g_strdup_printf (c->spec, va_arg (ap, long)) : g_strdup_printf (c->spec, va_arg (ap, int));
          break;
        case 'u':
        case 'x':
          text = c->longs ? g_strdup_printf (c->spec, va_arg (ap, unsigned long))
                          : g_strdup_printf (c->spec, va_arg (ap, unsigned int));
          break;
        case 'f':
        case 'g':
          text = g_strdup_printf (c->spec, va_arg (ap, double));
          break;
        default:
          g_assert_not_reached ();
        }
#pragma GCC diagnostic pop
      if (c->conv == 'c' && !g_utf8_validate (text, -1, NULL))
        {
          char *valid = g_utf8_make_valid (text, -1);
          g_free (text);
          text = valid;
        }
      g_ptr_array_add (args, text);
    }
  return args;
}

static GError *
new_valist (CsErrorCode code, const GError *cause, const char *format, va_list ap)
{
  GPtrArray *args = args_as_text (format, ap);
  g_autofree char *message = cs_error_expand (format, (const char *const *) args->pdata, args->len);
  GError *error = g_error_new_literal (CS_ERROR, code, message);
  CsErrorPrivate *priv = cs_error_get_private (error);

  priv->format = g_strdup (format);
  g_ptr_array_unref (priv->args);
  priv->args = args;
  priv->cause = cause ? g_error_copy (cause) : NULL;
  return error;
}

void
cs_error_set (GError     **error,
              CsErrorCode  code,
              const char  *format,
              ...)
{
  va_list ap;

  if (error == NULL)
    return;
  va_start (ap, format);
  g_propagate_error (error, new_valist (code, NULL, format, ap));
  va_end (ap);
}

GError *
cs_error_new (CsErrorCode  code,
              const char  *format,
              ...)
{
  GError *error;
  va_list ap;

  va_start (ap, format);
  error = new_valist (code, NULL, format, ap);
  va_end (ap);
  return error;
}

void
cs_error_set_caused (GError       **error,
                     CsErrorCode    code,
                     const GError  *cause,
                     const char    *format,
                     ...)
{
  va_list ap;

  if (error == NULL)
    return;
  va_start (ap, format);
  g_propagate_error (error, new_valist (code, cause, format, ap));
  va_end (ap);
}

void
cs_error_prefix (GError     **error,
                 const char  *prefix)
{
  CsErrorPrivate *priv;

  if (error == NULL || *error == NULL)
    return;
  g_prefix_error (error, "%s", prefix);
  priv = private_of (*error);
  if (priv != NULL)
    {
      char *both = g_strconcat (prefix, priv->prefix, NULL);
      g_free (priv->prefix);
      priv->prefix = both;
    }
}

void
cs_error_set_placement (GError                 **error,
                        const CsErrorPlacement  *placement)
{
  CsErrorPrivate *priv;

  if (error == NULL || *error == NULL)
    return;
  priv = private_of (*error);
  if (priv != NULL)
    {
      priv->has_placement = TRUE;
      priv->placement = *placement;
    }
}

void
cs_error_make_valid (GError **error)
{
  if (error != NULL && *error != NULL && !g_utf8_validate ((*error)->message, -1, NULL))
    {
      char *valid = g_utf8_make_valid ((*error)->message, -1);
      g_free ((*error)->message);
      (*error)->message = valid;
    }
}

const char *
cs_error_get_format (const GError *error)
{
  CsErrorPrivate *priv = private_of (error);
  return priv ? priv->format : NULL;
}

const char *const *
cs_error_get_args (const GError *error,
                   guint        *n_args)
{
  CsErrorPrivate *priv = private_of (error);

  *n_args = priv ? priv->args->len : 0;
  return priv ? (const char *const *) priv->args->pdata : NULL;
}

const GError *
cs_error_get_cause (const GError *error)
{
  CsErrorPrivate *priv = private_of (error);
  return priv ? priv->cause : NULL;
}

const char *
cs_error_get_prefix (const GError *error)
{
  CsErrorPrivate *priv = private_of (error);
  return priv ? priv->prefix : NULL;
}

const CsErrorPlacement *
cs_error_get_placement (const GError *error)
{
  CsErrorPrivate *priv = private_of (error);
  return priv && priv->has_placement ? &priv->placement : NULL;
}
