#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-layers.py on small made-up source trees: it fails on a UI file that
names an engine symbol in code or includes an engine or text header, lets
comments and strings name them, says so when no file is pending, reports
a pending file without failing, and fails on a pending file that is clean
or does not exist."""

import os
import subprocess
import sys
import tempfile

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-layers.py")


def tree(files):
    root = tempfile.mkdtemp(prefix="layers-")
    for layer in ("engine", "text", "model", "ui", "art"):
        os.makedirs(os.path.join(root, "src", layer))
    base = {"src/engine/cs-game.h": "typedef int CsGame;\n", "src/text/cs-text.h": "\n",
            "src/model/castellan-game.h": "\n"}
    for path, text in {**base, **files}.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as f:
            f.write(text)
    return root


def run(files, pending=None):
    root = tree(files)
    listing = "-"
    if pending is not None:
        listing = os.path.join(root, "pending.txt")
        with open(listing, "w", encoding="utf-8") as f:
            f.write("# a comment\n" + "".join(p + "\n" for p in pending))
    done = subprocess.run([sys.executable, CHECK, root, listing], capture_output=True, text=True)
    return done.returncode, done.stdout


CLEAN = '#include "castellan-game.h"\n/* cs_game_play() moves; CsGame, CS_NUM_PLAYERS */\n' \
        'static const char *s = "cs_text_role CS_THEME_ZAMEK";\n// CsTheme\nint castellan_x (void);\n'
CASES = [
    # (what, files, pending, expected exit code, a word the output must hold)
    ("clean file", {"src/ui/a.c": CLEAN}, None, 0, ""),
    ("cs_ function", {"src/ui/a.c": "void f (void) { cs_game_play (0); }\n"}, None, 1, "src/ui/a.c:1: the UI names the engine symbol cs_game_play"),
    ("Cs type", {"src/ui/a.h": "\n\nCsTheme theme;\n"}, None, 1, "src/ui/a.h:3: the UI names the engine symbol CsTheme"),
    ("CS_ macro", {"src/ui/a.c": "int n[CS_NUM_PLAYERS];\n"}, None, 1, "CS_NUM_PLAYERS"),
    ("after a string", {"src/ui/a.c": 'const char *s = "a\\"b"; int n = CS_X;\n'}, None, 1, "CS_X"),
    ("engine header", {"src/ui/a.c": '#include "cs-game.h"\n'}, None, 1, "engine header cs-game.h"),
    ("text header", {"src/ui/a.c": '#include "cs-text.h"\n'}, None, 1, "text header cs-text.h"),
    ("castellan names", {"src/ui/a.c": "int castellan_cs_x, CsX_ok_not;\nint xcs_y;\n"}, None, 1, "CsX_ok_not"),
    ("nothing pending", {"src/ui/a.c": CLEAN}, [], 0, "no UI file is pending"),
    ("nothing pending, one bad", {"src/ui/a.c": "int n[CS_NUM_PLAYERS];\n"}, [], 1, "CS_NUM_PLAYERS"),
    ("pending file", {"src/ui/a.c": "int n[CS_NUM_PLAYERS];\n"}, ["src/ui/a.c"], 0, "pending (1"),
    ("pending but clean", {"src/ui/a.c": CLEAN}, ["src/ui/a.c"], 1, "clean now"),
    ("pending, not there", {"src/ui/a.c": CLEAN}, ["src/ui/gone.c"], 1, "is no UI source"),
    ("another file", {"src/ui/a.c": "int n[CS_NUM_PLAYERS];\n", "src/ui/b.c": "CsGame *g;\n"},
     ["src/ui/a.c"], 1, "src/ui/b.c:1"),
]


def main():
    failed = 0
    for number, (what, files, pending, code, word) in enumerate(CASES, 1):
        got, out = run(files, pending)
        ok = got == code and word in out
        print(f"{'ok' if ok else 'not ok'} {number} - {what}")
        if not ok:
            failed += 1
            print(f"# exit {got}, wanted {code}; output:\n# " + out.replace("\n", "\n# "))
    print(f"1..{len(CASES)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
