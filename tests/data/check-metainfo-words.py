#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The store description (data/*.metainfo.xml.in) tells what Castellan is:
all three games, the rules tutor, the lessons, the review, the computer
opponents and the languages, and The Castle's keep as R-9.3 scores it (the
largest region of empty cells, not a courtyard); short, as GNOME apps' are."""

import re
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1]
desc = ET.parse(path).getroot().find("description")
text = re.sub(r"\s+", " ", " ".join(desc.itertext())).strip()
failures = []
for words in ("The Castle", "classic Carcassonne", "farmers", "two to five players",
              "Bridges, Castles and Bazaars", "rules tutor", "lessons", "move by move",
              "Computer opponents", "German", "Polish", "empty cells", "keep"):
    if words not in text:
        failures.append(f"{path}: the description does not say “{words}”")
if "courtyard" in text:
    failures.append(f"{path}: the keep scores the largest region of empty cells (R-9.3), not a courtyard")
n_words = len(text.split())
if n_words > 230:
    failures.append(f"{path}: the description has {n_words} words; keep it under 230")
for f in failures:
    print("FAIL:", f)
print(f"{path}: {n_words} words")
sys.exit(1 if failures else 0)
