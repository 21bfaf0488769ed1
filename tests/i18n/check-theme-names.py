#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The two themes are offered side by side (New Game, Preferences): in every
catalog each theme's name is translated, and the two names differ. A name
left in English beside a translated one reads as a mistake (issue 32). Nor is the game's name left in English in a
sentence: the Polish About said "Carcassonne: The Castle" where the window's
title says "Carcassonne: Zamek"."""

import os
import re
import sys

# the theme names as the .ui files offer them: (The Castle's, Zamek's)
PAIRS = [("The Castle", "Zamek"), ("_The Castle", "_Zamek")]


def entries(path):
    text = open(path, encoding="utf-8").read()
    found = {}
    for m in re.finditer(r'^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$', text, re.M):
        start = text.rfind("\n\n", 0, m.start())
        if "msgctxt" in text[start:m.start()]:
            continue
        found[m.group(1)] = m.group(2)
    return found


def sentences(path):
    """(msgid, [msgstr…]) of every entry, lines joined"""
    for block in open(path, encoding="utf-8").read().split("\n\n"):
        msgid, strs, key = None, [], None
        for line in block.split("\n"):
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) "(.*)"$', line)
            if m:
                key = m.group(1)
                if key == "msgid":
                    msgid = m.group(2)
                elif key.startswith("msgstr"):
                    strs.append(m.group(2))
            elif line.startswith('"') and key == "msgid":
                msgid += line[1:-1]
            elif line.startswith('"') and key and key.startswith("msgstr"):
                strs[-1] += line[1:-1]
        if msgid:
            yield msgid, strs


def main():
    po = os.path.join(sys.argv[1], "po")
    with open(os.path.join(po, "LINGUAS"), encoding="utf-8") as f:
        linguas = [w for line in f for w in line.split("#")[0].split()]
    failures = []
    for lang in linguas:
        found = entries(os.path.join(po, f"{lang}.po"))
        for castle, zamek in PAIRS:
            c, z = found.get(castle), found.get(zamek)
            if not c or not z:
                failures.append(f"po/{lang}.po: “{castle}” or “{zamek}” has no translation")
            elif c == castle:
                failures.append(f"po/{lang}.po: the theme “{castle}” is left in English beside “{z}”")
            elif c.replace("_", "") == z.replace("_", ""):
                failures.append(f"po/{lang}.po: both themes are called “{z}”")
        for msgid, strs in sentences(os.path.join(po, f"{lang}.po")):
            if "The Castle" in msgid and any("The Castle" in s for s in strs):
                failures.append(f"po/{lang}.po: the game is called “The Castle” in English in: {strs[0][:90]}")
    for f in failures:
        print(f)
    print(f"{len(linguas)} catalogs, {len(PAIRS)} theme pairs: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
