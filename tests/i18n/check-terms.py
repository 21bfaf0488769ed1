#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""One word per thing in each language, in all three games (docs/TRANSLATING.md,
Glossary): no catalog uses a word the glossary set aside, such as Polish
"pionek" beside "podwładny" for a follower, or "rolnik" beside "chłop"."""

import os
import re
import sys

# words set aside, per language: (pattern, the glossary's word)
NOT = {
    "de": [(r"\bMeeple\b", "Gefolgsmann"), (r"\bSpielfigur", "Gefolgsmann"), (r"\bReisende[nr]?\b", "Wegelagerer"),
           (r"\b[Uu]nvollendet", "unfertig"), (r"\bwie gezogen\b|\b[Uu]ngedreht", "nicht gedreht")],
    "es": [(r"\bviajeros?\b", "salteador"), (r"\bfichas? de castillo", "castillo"),
           (r"\b[Mm]ovimientos?\b", "jugada"), (r"\btal como salió\b|\bsin girarla\b", "sin girar")],
    "fr": [(r"\bfermiers?\b", "paysan"), (r"\bvoyageurs?\b", "voleur"), (r"\bjetons? de château", "château"),
           (r"\btelle que (piochée|tirée)\b|\bsans la tourner\b", "non tournée")],
    "it": [(r"\bviandant[ei]\b", "ladro"), (r"\bsegnalini castello", "castello"), (r"\bincompiut", "incompleto"),
           (r"\bcosì come pescata\b|\bsenza ruotarla\b", "non ruotata")],
    "pl": [(r"\bpion(ek|ka|ki|ków|kiem|kami|kom|ku)\b", "podwładny"), (r"\bkafel", "płytka"),
           (r"\brolni(k|ka|cy|ków|kiem|kami|kom|kowi|ku)\b", "chłop"), (r"\bwędrow", "rozbójnik"),
           (r"\bwylosowan\w* płyt", "dobrana płytka"), (r"\bżetony zamków", "zamek"),
           (r"\b[Nn]iedokończ", "nieukończony"), (r"\btak jak (ją )?(dobrano|wyciągnięto)\b|\bbez obracania\b", "nieobrócona")],
}
# the classic field's word where another is Zamek's meadow, which is a word
# of its own in its own contexts (the guide, which has none, tells of both)
THEMED = {"castle", "zamek", "suggest castle", "suggest zamek"}
CLASSIC_NOT = {
    "es": [(r"\bprados?\b", "campo")],
    "it": [(r"\bprat[oi]\b", "campo")],
    "pl": [(r"\błąk(a|i|ę|ą|ach)?\b|\błące\b", "pole")],
}
# the app's own words, checked in po/ only: the computer player, its four
# levels and the draw pile, one word each wherever they are named (New Game,
# player cards, Statistics, review, Suggest, command line). Play-test: French
# "Ordinateur, occasionnel" in New Game beside "IA : amateur" on the cards,
# Spanish "montón" on the counter beside "la pila está vacía" at the end.
COMPUTER = {"de": r"Computer", "es": r"\b[Oo]rdenador", "fr": r"\b[Oo]rdinateur", "it": r"\b[Cc]omputer\b",
            "pl": r"\b[Kk]omputer"}
# Beginner, Casual, Strong, Expert (as the level names in a msgid, or the
# prose below), in any of the word's forms
LEVELS = ("Beginner", "Casual", "Strong", "Expert")
LEVEL_WORDS = {
    "de": (r"Anfänger", r"\bAmateur", r"\bStark\b", r"\bExpert"),
    "es": (r"\b[Nn]ovat[oa]s?\b", r"\b[Aa]ficionad[oa]s?\b", r"\b[Ff]uertes?\b", r"\b[Ee]xpert[oa]s?\b"),
    "fr": (r"\b[Dd]ébutants?\b", r"\b[Aa]mateurs?\b", r"\b[Ff]orts?\b", r"\b[Ee]xperts?\b"),
    "it": (r"\b[Nn]ovizi[oe]?\b", r"\b[Aa]matorial[ei]\b", r"\b[Ff]ort[ei]\b", r"\b[Ee]spert[oi]\b"),
    "pl": (r"\b[Nn]owicjusz", r"\b[Zz]wykł", r"\b[Ss]iln", r"\b[Ee]kspert"),
}
LEVEL_PROSE = {"Beginner": r"\bfrom beginner to\b|\bA beginner’s\b", "Expert": r"\bto expert\b"}
PILE = {"de": r"Stapel", "es": r"\bmontón\b", "fr": r"\bpioche\b", "it": r"\bpila\b", "pl": r"\bstos"}
# a tile laid as it was drawn: "not turned" beside "turned half round", in
# the log, the review, Suggest a Move and the command line alike. Play-test:
# the German review's "nicht gedreht" for the move beside the log's "wie
# gezogen" for the same thing in its explanation.
NOT_TURNED = {"de": r"\bnicht gedreht\b", "es": r"\bsin girar\b", "fr": r"\bnon tournée\b", "it": r"\bnon ruotata\b",
              "pl": r"\bnieobrócon[aąe]\b"}
# and the words set aside for them, in po/ and in the user guide (play-test:
# the French guide's "pile" beside the app's "pioche")
APP_NOT = {
    "es": [(r"\bprincipiantes?\b", "novato"), (r"\bpilas?\b", "montón"), (r"\bequipo\b", "ordenador")],
    "fr": [(r"\bIA\b", "ordinateur"), (r"\boccasionnel", "amateur"), (r"\bpiles?\b", "pioche")],
    "it": [(r"\bprincipiant[ei]\b", "novizio"), (r"\bamator[ei]\b", "amatoriale"), (r"\bmazz[oi]\b", "pila"),
           (r"\bmucchi[oi]\b", "pila")],
    "pl": [(r"\bpoczątkując", "nowicjusz")],
}


def app_words(po, lang):
    """the computer, its levels and the pile in po/LANG.po"""
    failures = []
    for ctx, msgid, strs in entries(os.path.join(po, f"{lang}.po")):
        if not msgid or not strs:
            continue
        bare = msgid.replace("_", "")
        said = [s.replace("_", "") for s in strs]
        wants = []
        # "computer" as a word of the sentence, not the record's or the
        # command line's keyword (computer:casual, "write human, computer")
        if re.search(r"\bcomputer(?!:)", re.sub(r"human, computer", "", bare), re.I):
            wants.append(("the computer", COMPUTER[lang]))
        for level, word in zip(LEVELS, LEVEL_WORDS[lang]):
            if re.search(rf"\b{level}\b", bare) or re.search(LEVEL_PROSE.get(level, r"^$"), bare):
                wants.append((level, word))
        if re.search(r"\bpile\b", bare):
            wants.append(("the pile", PILE[lang]))
        if re.search(r"\bnot turned\b", bare):
            wants.append(("a tile not turned", NOT_TURNED[lang]))
        if re.search(r"\bas drawn\b", bare):
            failures.append(f"po/{lang}.po: “{msgid}” says “as drawn” of a tile where the rest says “not turned”")
        for what, word in wants:
            for s in said:
                if not re.search(word, s):
                    failures.append(f"po/{lang}.po: “{msgid}” does not name {what} “{word}”: {s[:100]}")
        for pattern, want in APP_NOT.get(lang, []):
            for s in said:
                m = re.search(pattern, s)
                if m:
                    failures.append(f"po/{lang}.po: “{m.group(0)}” where the glossary says “{want}”: {s[:100]}")
    return failures


# words that agree with the word for the tile: (msgid, pattern the translation must match)
AGREE = {
    "pl": [(m, r"a\b") for m in ("turned a quarter clockwise", "turned half round",
                                  "turned a quarter anticlockwise", "not turned")],
}


def entries(path):
    """(msgid, [msgstr…]) of each entry, read as text"""
    block = []
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        if line.strip():
            block.append(line)
            continue
        ctx, msgid, strs, key = None, None, [], None
        for b in block:
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) "(.*)"$', b)
            if m:
                key = m.group(1)
                if key == "msgctxt":
                    ctx = m.group(2)
                elif key == "msgid":
                    msgid = m.group(2)
                elif key.startswith("msgstr"):
                    strs.append(m.group(2))
            elif b.startswith('"') and key:
                if key == "msgid":
                    msgid += b[1:-1]
                elif key.startswith("msgstr"):
                    strs[-1] += b[1:-1]
        if msgid is not None:
            yield ctx, msgid, strs
        block = []


def main():
    po = os.path.join(sys.argv[1], "po")
    failures = []
    for lang, words in NOT.items():
        # the app's catalog and the user guide's
        paths = [os.path.join(po, f"{lang}.po"), os.path.join(sys.argv[1], "help", lang, f"{lang}.po")]
        for path, ctx, msgid, strs in ((p, c, i, s) for p in paths if os.path.exists(p) for c, i, s in entries(p)):
            # the guide: the app's words set aside too (po/ has them in app_words)
            guide = APP_NOT.get(lang, []) if path == paths[1] else []
            for s in strs:
                for pattern, want in words + guide + (CLASSIC_NOT.get(lang, []) if ctx not in THEMED and path == paths[0] else []):
                    m = re.search(pattern, s)
                    if m:
                        failures.append(f"{os.path.relpath(path, sys.argv[1])}: “{m.group(0)}” where the glossary says “{want}”: {s[:100]}")
            for agree_id, pattern in AGREE.get(lang, []):
                if msgid == agree_id and not all(re.search(pattern, s) for s in strs):
                    failures.append(f"{os.path.relpath(path, sys.argv[1])}: “{msgid}” does not agree with the word for the tile: {strs}")
    # the expansion by its one name everywhere, the shortcuts window too
    # (play-test: "(Carcassonne with bridges)"), in English and in each
    # language, as the catalog names it on its own
    EXPANSION = "Bridges, Castles and Bazaars"
    for lang in NOT:
        path = os.path.join(po, f"{lang}.po")
        name = [s[0] for c, i, s in entries(path) if i == EXPANSION and s]
        for ctx, msgid, strs in entries(path):
            if re.search(r"Carcassonne with bridges", msgid, re.I):
                failures.append(f"po/{lang}.po: “{msgid}” names the expansion otherwise than “{EXPANSION}”")
            if name and f"({EXPANSION})" in msgid and not all(f"({name[0]})" in s for s in strs):
                failures.append(f"po/{lang}.po: “{msgid}” does not name the expansion “{name[0]}”: {strs}")
    for lang in NOT:
        failures += app_words(po, lang)
    for f in failures:
        print(f)
    print(f"{len(failures)} words off the glossary")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
