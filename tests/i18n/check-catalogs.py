#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every catalog in po/LINGUAS is complete for the sources as they are now:
a fresh template is extracted from po/POTFILES.in, merged into each catalog,
and any untranslated or fuzzy entry, any entry no source uses any more, or
any msgfmt --check error, fails."""

import os
import subprocess
import sys
import tempfile

# the same keywords as meson's i18n 'glib' preset, plus our theme plurals
KEYWORDS = ["_", "N_", "C_:1c,2", "NC_:1c,2", "g_dcgettext:2", "g_dngettext:2,3",
            "g_dpgettext2:2c,3", "cs_npgettext:1c,2,3",
            # the engine's errors, worded again by src/text (po/meson.build)
            "cs_error_set:3", "cs_error_new:2", "cs_error_set_caused:4", "TILE_ERROR:2",
            # the formats an error is built of elsewhere (the Sides' errors)
            "CS_ERROR_FORMAT"]
FLAGS = ["N_:1:pass-c-format", "C_:2:pass-c-format", "NC_:2:pass-c-format",
         "g_dngettext:2:pass-c-format", "g_strdup_printf:1:c-format",
         "g_string_printf:2:c-format", "g_string_append_printf:2:c-format",
         "g_set_error:4:c-format", "cs_npgettext:2:pass-c-format",
         "cs_error_set:3:c-format", "cs_error_new:2:c-format", "cs_error_set_caused:4:c-format",
         "TILE_ERROR:2:c-format", "CS_ERROR_FORMAT:1:c-format"]
REQUIRED = os.environ.get("CASTELLAN_REQUIRED_LINGUAS", "").split()


def run(*args, **kw):
    return subprocess.run(list(args), capture_output=True, text=True, **kw)


def main():
    root = sys.argv[1]
    po = os.path.join(root, "po")
    with open(os.path.join(po, "LINGUAS"), encoding="utf-8") as f:
        linguas = [w for line in f for w in line.split("#")[0].split()]
    failures = []
    for lang in REQUIRED:
        if lang not in linguas:
            failures.append(f"po/LINGUAS: {lang} is missing")

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "castellan.pot")
        args = ["xgettext", "--from-code=UTF-8", "--add-comments", "--package-name=castellan",
                f"--directory={root}", f"--files-from={os.path.join(po, 'POTFILES.in')}", f"--output={pot}"]
        args += [f"--keyword={k}" for k in KEYWORDS] + [f"--flag={f}" for f in FLAGS]
        r = run(*args)
        if r.returncode != 0:
            print(r.stderr)
            return 1
        for lang in linguas:
            src = os.path.join(po, f"{lang}.po")
            if not os.path.isfile(src):
                failures.append(f"po/{lang}.po: listed in LINGUAS but missing")
                continue
            merged = os.path.join(tmp, f"{lang}.po")
            r = run("msgmerge", "--quiet", "--no-fuzzy-matching", "--output-file", merged, src, pot)
            if r.returncode != 0:
                failures.append(f"po/{lang}.po: msgmerge failed: {r.stderr.strip()}")
                continue
            r = run("msgfmt", "--check", "--statistics", "--output-file=/dev/null", merged)
            if r.returncode != 0:
                failures.append(f"po/{lang}.po: msgfmt --check: {r.stderr.strip()}")
            for what, flag in (("untranslated", "--untranslated"), ("fuzzy", "--only-fuzzy")):
                r = run("msgattrib", flag, "--no-obsolete", "--no-wrap", merged)
                ids = [l for l in r.stdout.splitlines() if l.startswith("msgid ") and l != 'msgid ""']
                if ids:
                    shown = "; ".join(i[6:][:70] for i in ids[:5])
                    failures.append(f"po/{lang}.po: {len(ids)} {what} entries, e.g. {shown}")
            # an entry whose msgid no source holds any more (msgmerge makes it
            # obsolete): dropped from the catalog, not carried on for ever
            r = run("msgattrib", "--only-obsolete", "--no-wrap", merged)
            ids = [l[3:] for l in r.stdout.splitlines() if l.startswith("#~ msgid ") and l != '#~ msgid ""']
            if ids:
                shown = "; ".join(i[6:][:70] for i in ids[:5])
                failures.append(f"po/{lang}.po: {len(ids)} entries no source uses any more "
                                f"(msgattrib --no-obsolete after msgmerge), e.g. {shown}")
            print(f"po/{lang}.po: {r.returncode == 0 and 'checked'}: {run('msgfmt', '--statistics', '-o', '/dev/null', merged).stderr.strip()}")
    for f in failures:
        print(f"FAIL: {f}")
    if not linguas:
        print("no catalogs listed in po/LINGUAS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
