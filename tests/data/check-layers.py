#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the sources keep to their layers (docs/ARCHITECTURE.md):

- the engine (src/engine) includes no header of the text, model, art or UI
  layers, and no gettext (no gi18n header, no gettext call): its errors are
  English with their fields (cs-error.h), worded again by src/text;
- the text layer (src/text) and the model (src/model) include no GTK or
  libadwaita header;
- the UI (src/ui) includes no engine or text header and names no engine
  or text symbol (a `Cs*` type, a `cs_*` function, a `CS_*` macro or
  constant) outside comments and strings: it reaches the rules through the
  model's own vocabulary (and the art) only. Files still being moved
  over may be listed in layers-pending.txt: they are reported, not failed,
  and the list may only shrink (a listed file that is clean fails). The
  list is empty now (issue 32): every UI file keeps to the rule, and an
  empty list is said so;
- in the model, the bases every game and turn share (castellan-game-base,
  castellan-turn-base) include none of the games or turns built on them.

The build enforces what it can (the model library does not link GTK); this
check covers the includes and names, which a build cannot tell apart.

Usage: check-layers.py SOURCE_ROOT [PENDING_LIST]; PENDING_LIST defaults to
layers-pending.txt beside this script; give "-" for no pending files."""

import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
GTK = re.compile(r"^(gtk/|gdk/|adwaita\.h|graphene)")
GETTEXT = re.compile(r"(?<![A-Za-z0-9_])(_|N_|C_|NC_|g_dgettext|g_dngettext|g_dpgettext2|ngettext|gettext|"
                     r"dgettext|GETTEXT_PACKAGE)\s*\(")
BASES = {"castellan-game-base", "castellan-turn-base"}
DERIVED = {"castellan-game.h", "castellan-classic-game.h", "castellan-turn.h", "castellan-classic-turn.h"}
ENGINE_SYMBOL = re.compile(r"(?<![A-Za-z0-9_])(Cs[A-Z][A-Za-z0-9_]*|cs_[a-z0-9_]+|CS_[A-Z0-9_]+)(?![A-Za-z0-9_])")
# a comment, a string or a character constant, so that none of them counts
# as naming a symbol ("cs_game_play" in a comment about the engine is fine)
COMMENT_OR_STRING = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)


def code_only(text):
    """@text with comments, strings and #include lines blanked out, every
    newline kept so that line numbers still hold."""
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    text = COMMENT_OR_STRING.sub(blank, text)
    return re.sub(r"^\s*#\s*include[^\n]*", "", text, flags=re.M)


def engine_symbols(text):
    """(line, name) of every engine or text symbol @text names in code"""
    code = code_only(text)
    return [(code.count("\n", 0, m.start()) + 1, m.group(1)) for m in ENGINE_SYMBOL.finditer(code)]


def read_pending(path):
    """the files of the pending list: one path a line, '#' starts a comment"""
    if path == "-":
        return {}
    pending = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if line:
                pending[line] = number
    return pending


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
    pending_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                                        "layers-pending.txt")
    pending = read_pending(pending_path)
    engine = headers(root, "engine")
    text_layer = headers(root, "text")
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
    reports = []
    seen = set()
    for path, text in sources(root, "ui"):
        seen.add(path)
        found = []
        for inc in INCLUDE.findall(text):
            if inc in engine or inc in text_layer:
                found.append(f"{path}: the UI includes the {'engine' if inc in engine else 'text'} header {inc}; "
                             "use the model's (castellan-game.h, castellan-turn.h, ...)")
        for line, name in engine_symbols(text):
            found.append(f"{path}:{line}: the UI names the engine symbol {name}; "
                         "ask the model in its own words (src/model)")
        if path in pending:
            if found:
                reports.append(f"{path}: pending ({len(found)} to move to the model), "
                               f"listed in {os.path.basename(pending_path)}")
            else:
                errors.append(f"{path}: clean now; take it off {os.path.basename(pending_path)} "
                              f"(line {pending[path]}), the list only shrinks")
        else:
            errors.extend(found)
    for path, number in sorted(pending.items(), key=lambda item: item[1]):
        if path not in seen:
            errors.append(f"{os.path.basename(pending_path)}:{number}: {path} is no UI source; "
                          "the list names only src/ui files still to move")

    for r in reports:
        print(r)
    for e in errors:
        print(e)
    if not pending and not errors:
        print("src/ui names no engine or text symbol and includes no engine or text header; "
              "no UI file is pending")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
