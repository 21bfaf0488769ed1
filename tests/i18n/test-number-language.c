/* test-number-language.c — the review's figures with the decimal mark of
 * the language its words are in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A language chosen in Preferences sets the words (LANGUAGE), not the
 * system's number format (LC_NUMERIC): a German review on an English
 * system read "Gespielt: −8.6 Punkte", and an English one on a German
 * system "2,3". Every decimal the review shows now takes its mark from the
 * catalog the words come from (cs_review_text_decimal), whatever
 * LC_NUMERIC says. The command line is not concerned: its records and
 * traces never hold these texts.
 */
#define G_LOG_DOMAIN "castellan-tests"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "castellan-review.h"
#include "cs-review-text.h"
#include "i18n-common.h"

/* English last, as in test-cell-language.c */
static const struct { const char *lang, *mark; } want[] = {
  { "de", "," }, { "es", "," }, { "fr", "," }, { "it", "," }, { "pl", "," }, { "en", "." },
};

/* a figure written with @other, the mark the language does not use */
static gboolean
has_mark (const char *text, const char *mark)
{
  g_autofree char *pattern = g_strdup_printf ("[0-9]%s[0-9]", mark[0] == '.' ? "\\." : mark);

  return g_regex_match_simple (pattern, text, 0, 0);
}

static void
check_language (guint i)
{
  CsReviewMove slip = { .matched = FALSE, .played_value = -8.6, .best_value = -6.26, .loss = 2.34, .stderr_diff = 0.41 };
  const char *other = strcmp (want[i].mark, ",") == 0 ? "." : ",";
  g_autofree char *decimal = NULL, *minus = NULL, *plus = NULL, *zero = NULL, *row = NULL, *sentence = NULL;
  g_autofree char *want_minus = g_strdup_printf ("−8%s6", want[i].mark);
  g_autofree char *want_plus = g_strdup_printf ("+2%s2", want[i].mark);
  g_autofree char *want_zero = g_strdup_printf ("0%s0", want[i].mark);
  g_autofree char *want_decimal = g_strdup_printf ("12%s3", want[i].mark);
  g_autofree char *want_loss = g_strdup_printf ("2%s3 ± 0%s4", want[i].mark, want[i].mark);

  i18n_speak (want[i].lang);
  decimal = castellan_review_dup_decimal (12.34);
  minus = castellan_review_dup_signed (-8.6);
  plus = castellan_review_dup_signed (2.24);
  zero = castellan_review_dup_signed (-0.04);
  row = cs_review_text_loss (&slip);
  sentence = cs_review_text_difference (&slip);
  g_test_message ("%s: %s %s %s %s | %s | %s", want[i].lang, decimal, minus, plus, zero, row, sentence);
  g_assert_cmpstr (decimal, ==, want_decimal);
  g_assert_cmpstr (minus, ==, want_minus);
  g_assert_cmpstr (plus, ==, want_plus);
  g_assert_cmpstr (zero, ==, want_zero);
  g_assert_nonnull (strstr (row, want_loss));
  g_assert_nonnull (strstr (sentence, want_loss));
  g_assert_false (has_mark (row, other));
  g_assert_false (has_mark (sentence, other));
}

static void
test_catalog_mark (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    check_language (i);
}

/* the system's number format does not leak into the words: a locale with
 * the decimal comma where the machine has one, else C with its point */
static void
test_system_numbers (void)
{
  static const char *const comma[] = { "de_DE.UTF-8", "fr_FR.UTF-8", "pl_PL.UTF-8", "es_ES.UTF-8", "it_IT.UTF-8" };
  const char *set = NULL;

  for (guint k = 0; k < G_N_ELEMENTS (comma) && set == NULL; k++)
    set = setlocale (LC_NUMERIC, comma[k]);
  if (set == NULL)
    g_test_message ("no locale with the decimal comma here: LC_NUMERIC stays C");
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    check_language (i);
  setlocale (LC_NUMERIC, "C");
}

int
main (int argc, char **argv)
{
  i18n_test_init (&argc, &argv, "de");
  g_test_add_func ("/numbers/catalog-mark", test_catalog_mark);
  g_test_add_func ("/numbers/system-numbers", test_system_numbers);
  return g_test_run ();
}
