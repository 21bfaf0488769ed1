#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks po/POTFILES.in: sorted, every listed file exists, and every source,
UI or data file with translatable strings is listed."""

import os
import re
import sys

MARKERS = {
    ".c": re.compile(r"\b(N?_|C_|NC_|g_dngettext|ngettext)\s*\("),
    ".ui": re.compile(r'translatable="yes"'),
}
SCAN_DIRS = ("src", "ui")


def main():
    root = sys.argv[1]
    potfiles_path = os.path.join(root, "po", "POTFILES.in")
    with open(potfiles_path, encoding="utf-8") as f:
        listed = [l.strip() for l in f if l.strip() and not l.startswith("#")]

    errors = []
    if listed != sorted(listed):
        errors.append("entries are not sorted")
    for entry in listed:
        if not os.path.isfile(os.path.join(root, entry)):
            errors.append(f"listed file does not exist: {entry}")

    for top in SCAN_DIRS:
        for dirpath, _dirs, files in os.walk(os.path.join(root, top)):
            for name in files:
                ext = os.path.splitext(name)[1]
                if ext not in MARKERS:
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                with open(path, encoding="utf-8", errors="replace") as f:
                    if MARKERS[ext].search(f.read()) and rel not in listed:
                        errors.append(f"has translatable strings but is not listed: {rel}")

    for e in errors:
        print(f"{potfiles_path}: {e}")
    if not errors:
        print(f"{potfiles_path}: {len(listed)} files, ok")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
