#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the sources keep to their layers (docs/ARCHITECTURE.md):

- the engine (src/engine) includes no header of the text, model, art or UI
  layers, and no gettext (no gi18n header, no gettext call): its errors are
  English with their fields (cs-error.h), worded again by src/text;
- the text layer (src/text) and the model (src/model) include no GTK or
  libadwaita header;
- the UI (src/ui) includes no engine header: it reaches the rules through
  the model (and the art) only;
- in the model, the bases every game and turn share (castellan-game-base,
  castellan-turn-base) include none of the games or turns built on them.

The build enforces what it can (the model library does not link GTK); this
check covers the includes, which a build cannot tell apart."""

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
GTK = re.compile(r"^(gtk/|gdk/|adwaita\.h|graphene)")
GETTEXT = re.compile(r"(?<![A-Za-z0-9_])(_|N_|C_|NC_|g_dgettext|g_dngettext|g_dpgettext2|ngettext|gettext|"
                     r"dgettext|GETTEXT_PACKAGE)\s*\(")
BASES = {"castellan-game-base", "castellan-turn-base"}
DERIVED = {"castellan-game.h", "castellan-classic-game.h", "castellan-turn.h", "castellan-classic-turn.h"}


def headers(root, layer):
    folder = os.path.join(root, "src", layer)
    return {n for n in os.listdir(folder) if n.endswith(".h")}


def sources(root, layer):
    folder = os.path.join(root, "src", layer)
    for name in sorted(os.listdir(folder)):
        if name.endswith((".c", ".h")):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            yield f"src/{layer}/{name}", text


def main():
    root = sys.argv[1]
    engine = headers(root, "engine")
    upper = headers(root, "text") | headers(root, "model") | headers(root, "ui") | headers(root, "art")
    errors = []

    for path, text in sources(root, "engine"):
        for inc in INCLUDE.findall(text):
            if inc in upper:
                errors.append(f"{path}: the engine includes {inc} from a layer above it")
        if "cs-text" in path:
            errors.append(f"{path}: the texts belong in src/text, not in the engine")
        for inc in INCLUDE.findall(text):
            if "gi18n" in inc or inc == "libintl.h":
                errors.append(f"{path}: the engine includes {inc}; its errors are English with fields "
                              "(cs-error.h), worded in the reader's language by src/text")
        for m in GETTEXT.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            errors.append(f"{path}:{line}: the engine calls {m.group(1)}; it knows no translations "
                          "(cs_error_set keeps the English format for src/text to word)")
    for layer in ("text", "model"):
        for path, text in sources(root, layer):
            for inc in INCLUDE.findall(text):
                if GTK.match(inc):
                    errors.append(f"{path}: the {layer} layer includes the toolkit header {inc}")
    for path, text in sources(root, "model"):
        if os.path.basename(path).split(".")[0] not in BASES:
            continue
        for inc in INCLUDE.findall(text):
            if inc in DERIVED:
                errors.append(f"{path}: the base includes {inc}, a game built on it; "
                              "what both need belongs in a header of its own")
    for path, text in sources(root, "ui"):
        for inc in INCLUDE.findall(text):
            if inc in engine:
                errors.append(f"{path}: the UI includes the engine header {inc}; "
                              "use the model's (castellan-game.h, castellan-turn.h, ...)")

    for e in errors:
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
