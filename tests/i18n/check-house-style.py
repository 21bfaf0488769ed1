#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks each language's catalogs (po/LANG.po and the user guide's
help/LANG/LANG.po) against that language's house style, which a complete
catalog can still miss:

- the words of the game's own edition in that language, not a synonym
  (Italian: the follower on a road is a "ladro", as in the Italian
  edition, never a "brigante");
- Italian elides with the typographic apostrophe (l’ultima, c’è), as the
  rest of the desktop's Italian does, never the typewriter one;
- French sets the high signs off with no-break spaces, in the app and in
  its user guide alike; Italian quotes with « » in the app.
Usage: check-house-style.py SOURCE_ROOT"""

import os
import re
import sys

# language -> [(a pattern no translation may hold, what to write instead)]
WORDS = {
    "it": [(re.compile(r"\bbrigant[ei]\b", re.I), "ladro / ladri, the Italian edition's road follower")],
    # play-test: the final sheet's "plus de marchands ici" reads as "no more
    # merchants here" as well as "more merchants here"
    "fr": [(re.compile(r"(?<!\ble )(?<!\bla )\bplus de \w+ (?:ici|là)\b", re.I),
            "“majorité de … ici” or “le plus de … ici”: a bare “plus de … ici” also reads “no more … here”")],
}
# languages that elide with ’ between two letters
TYPOGRAPHIC_APOSTROPHE = {"it"}
STRAIGHT_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")
# the app's catalog and the user guide's: French sets the high signs off
# with the no-break spaces it already uses, U+00A0 before ":" and inside
# « », U+202F before ; ? ! (play-test: "Score pendant la partie: 7", "fort
# ; la chance", and the guide's "joueur : les points" beside the app's
# "joueur : …"); a colon glued to a keyword of the command line or the
# record (computer:casual) is code, not prose, and one inside the guide's
# markup (xref="…", help:castellan) is followed by no space
FRENCH_SPACES = [
    (re.compile(r"(?<!\u00a0)(?<!\bcomputer):(?=\s|\\n|\"$)"), "a no-break space (U+00A0) before “:”"),
    (re.compile(r"(?<=[ \w]);(?=\s|\\n)|(?<=[ \w])[?!](?=\s|\\n|\"$)"),
     "a narrow no-break space (U+202F) before “;”, “?” or “!”"),
    (re.compile(r"«(?!\u00a0)|(?<!\u00a0)»"), "a no-break space (U+00A0) inside « »"),
]
# Italian quotes with « », as most of its catalog did (play-test: “Nessun
# seguace” beside «…»)
ITALIAN_QUOTES = re.compile(r"[“”]")
HEADER = re.compile(r'^"[A-Z][A-Za-z-]+: .*\\n"$')


def translations(path):
    """(line number, text) of every msgstr line, continuation lines included"""
    in_msgstr = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("msgstr"):
                in_msgstr = True
            elif not line.startswith('"'):
                in_msgstr = False
            if in_msgstr:
                start = line.find('"')
                yield number, line[start:].rstrip("\n")


def main():
    root = sys.argv[1]
    errors, checked = [], 0
    for lang in sorted(set(WORDS) | TYPOGRAPHIC_APOSTROPHE | {"fr"}):
        for rel in (os.path.join("po", lang + ".po"), os.path.join("help", lang, lang + ".po")):
            path = os.path.join(root, rel)
            if not os.path.exists(path):
                continue
            checked += 1
            for number, text in translations(path):
                for pattern, instead in WORDS.get(lang, []):
                    for m in pattern.finditer(text):
                        errors.append(f"{rel}:{number}: “{m.group(0)}”: write {instead}")
                if lang in TYPOGRAPHIC_APOSTROPHE and STRAIGHT_APOSTROPHE.search(text):
                    errors.append(f"{rel}:{number}: a typewriter apostrophe (') where the language writes ’: {text}")
                if HEADER.match(text):
                    continue
                for pattern, instead in FRENCH_SPACES if lang == "fr" else []:
                    if pattern.search(text):
                        errors.append(f"{rel}:{number}: write {instead}: {text}")
                # Italian quotes: the app's catalog (the guide's not yet checked)
                if not rel.startswith("po"):
                    continue
                if lang == "it" and ITALIAN_QUOTES.search(text):
                    errors.append(f"{rel}:{number}: “ ” where the catalog quotes with « »: {text}")
    for e in errors:
        print(e)
    if not errors:
        print(f"{checked} catalogs in their languages' house style")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
