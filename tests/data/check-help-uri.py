#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that Help (F1) finds the user guide once installed: every help: URI
the app opens must name a document that the build installs as
<datadir>/help/<lang>/<id>/index.page, in English (C) and in every language
of help/LINGUAS. Yelp looks the document up under exactly that name."""

import json
import os
import re
import sys

from check_report import report

URI = re.compile(r'"help:([A-Za-z0-9_.-]*)"\s*([A-Z_][A-Z0-9_]*)?')


def config_value(build_root, name):
    with open(os.path.join(build_root, "config.h"), encoding="utf-8") as f:
        m = re.search(r'#define\s+%s\s+"([^"]*)"' % name, f.read())
    return m.group(1) if m else None


def help_ids(source_root, build_root):
    """(file, id) for every help: URI written in src/."""
    found = []
    for dirpath, _dirs, files in os.walk(os.path.join(source_root, "src")):
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                for m in URI.finditer(f.read()):
                    doc = m.group(1)
                    if m.group(2):
                        doc += config_value(build_root, m.group(2)) or ""
                    doc = doc.split("/")[0]
                    found.append((os.path.relpath(path, source_root), doc))
    return found


def main():
    source_root, build_root = sys.argv[1:3]
    with open(os.path.join(build_root, "meson-info", "intro-installed.json"), encoding="utf-8") as f:
        installed = set(json.load(f).values())
    with open(os.path.join(build_root, "meson-info", "intro-buildoptions.json"), encoding="utf-8") as f:
        options = {o["name"]: o["value"] for o in json.load(f)}
    datadir = os.path.join(options["prefix"], options["datadir"])
    with open(os.path.join(source_root, "help", "LINGUAS"), encoding="utf-8") as f:
        langs = ["C"] + [l.split("#")[0].strip() for l in f if l.split("#")[0].strip()]

    uris = help_ids(source_root, build_root)
    errors = []
    if not uris:
        errors.append("src/: no help: URI found, so Help opens nothing")
    for where, doc in uris:
        if not doc:
            errors.append(f"{where}: a help: URI without a document name")
            continue
        for lang in langs:
            page = os.path.join(datadir, "help", lang, doc, "index.page")
            if page not in installed:
                errors.append(f"{where}: help:{doc} opens {page}, which is not installed")
    return report(errors, "help:" + ", help:".join(sorted({d for _, d in uris})) +
                  f" installed in {len(langs)} languages ({' '.join(langs)})")


if __name__ == "__main__":
    sys.exit(main())
