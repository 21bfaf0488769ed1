#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks one language of the user guide against today's English pages.

Extracts the pages' text afresh (itstool), merges help/LANG/LANG.po into it
(msgmerge) and fails on any sentence left untranslated or fuzzy, as the i18n
suite does for po/. Then merges the translation into the pages as the build
does (msgfmt, itstool -m) in a scratch folder and validates every merged
page with yelp-check. A translation whose markup is broken fails too (the
build would quietly show the English sentence instead).
Usage: check-help-translation.py HELP_DIR LANG PAGE..."""

import os
import re
import subprocess
import sys
import tempfile

from check_report import report


def run(args, **kwargs):
    return subprocess.run(args, check=True, text=True, **kwargs)


def unfinished(po_path, which):
    """(msgid, references) of the entries msgattrib selects with WHICH."""
    out = run(["msgattrib", which, "--no-wrap", "--no-obsolete", po_path],
              stdout=subprocess.PIPE).stdout
    found = []
    for entry in out.split("\n\n"):
        m = re.search(r'^msgid "(.*)"$', entry, re.M)
        if m and m.group(1):
            refs = " ".join(re.findall(r"^#: (.*)$", entry, re.M))
            found.append((m.group(1), refs))
    return found


def main():
    help_dir, lang, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
    po_file = os.path.join(help_dir, lang, lang + ".po")
    sources = [os.path.join(help_dir, "C", p) for p in pages]
    errors = []
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "help.pot")
        po = os.path.join(tmp, lang + ".po")
        mo = os.path.join(tmp, lang + ".mo")
        out = os.path.join(tmp, lang)
        os.mkdir(out)
        run(["itstool", "-o", pot] + pages, cwd=os.path.join(help_dir, "C"))
        run(["msgmerge", "--quiet", "--no-wrap", "-o", po, po_file, pot])
        for which, what in (("--untranslated", "untranslated"), ("--only-fuzzy", "fuzzy")):
            for msgid, refs in unfinished(po, which):
                short = msgid if len(msgid) <= 70 else msgid[:67] + "..."
                errors.append(f"help/{lang}/{lang}.po: {what} (help/C/{refs}): \"{short}\"")

        run(["msgfmt", "--check", "-o", mo, po])
        merge = subprocess.run(["itstool", "-m", mo, "--lang", lang, "-o", out] + sources,
                               stderr=subprocess.PIPE, text=True)
        # itstool keeps the English text where a translation's markup is
        # broken, and only warns: that is a failure here
        if merge.returncode != 0 or merge.stderr.strip():
            errors.append(f"help/{lang}/{lang}.po: itstool could not merge it:\n{merge.stderr.rstrip()}")
        merged = [os.path.join(out, p) for p in pages if p.endswith(".page")]
        if subprocess.run(["yelp-check", "validate", "--strict"] + merged).returncode != 0:
            errors.append(f"help/{lang}: a merged page is not valid Mallard (see above)")

    return report(errors, f"help/{lang}/{lang}.po: complete, and all {len(pages)} merged files valid")


if __name__ == "__main__":
    sys.exit(main())
