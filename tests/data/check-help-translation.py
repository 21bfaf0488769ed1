#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Merges one language's translation into the user guide, as the build does
(msgfmt, then itstool -m), in a scratch folder, and validates every merged
page with yelp-check. A translation whose markup is broken fails here (the
build would quietly show the English sentence instead).
Usage: check-help-translation.py HELP_DIR LANG PAGE..."""

import os
import subprocess
import sys
import tempfile


def main():
    help_dir, lang, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
    sources = [os.path.join(help_dir, "C", p) for p in pages]
    with tempfile.TemporaryDirectory() as tmp:
        mo = os.path.join(tmp, lang + ".mo")
        out = os.path.join(tmp, lang)
        os.mkdir(out)
        subprocess.run(["msgfmt", "--check", "-o", mo, os.path.join(help_dir, lang, lang + ".po")], check=True)
        merge = subprocess.run(["itstool", "-m", mo, "--lang", lang, "-o", out] + sources,
                               stderr=subprocess.PIPE, text=True)
        # itstool keeps the English text where a translation's markup is
        # broken, and only warns: that is a failure here
        if merge.returncode != 0 or merge.stderr.strip():
            print(f"help/{lang}/{lang}.po: itstool could not merge it:\n{merge.stderr}", end="")
            return 1
        merged = [os.path.join(out, p) for p in pages if p.endswith(".page")]
        return subprocess.run(["yelp-check", "validate", "--strict"] + merged).returncode


if __name__ == "__main__":
    sys.exit(main())
