#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks docs/RULES-COVERAGE.md's table of The Castle's rules (issue 14):

- every rule of shared/RULES.md (R-1.1 to R-12, V-1 to V-4) has a row;
- every row names, in its "By play" column, at least one test that reaches
  the rule's state by playing legal moves (nothing put in place by hand);
- every test named in the table exists: a GTest path is registered by some
  test under tests/, a scenario record is a file in tests/scenarios.

The rule IDs are listed here because shared/RULES.md is not part of the
repository; a new rule there needs a line here and a row in the table."""

import os
import re
import sys

RULES = (
    [f"R-1.{i}" for i in range(1, 8)] + [f"R-2.{i}" for i in range(1, 7)] +
    [f"R-3.{i}" for i in range(1, 7)] + [f"R-4.{i}" for i in range(1, 7)] +
    [f"R-5.{i}" for i in range(1, 6)] + [f"R-6.{i}" for i in range(1, 7)] +
    [f"R-7.{i}" for i in range(1, 6)] + [f"R-8.{i}" for i in range(1, 12)] +
    [f"R-9.{i}" for i in range(1, 9)] + ["R-10", "R-12"] + [f"V-{i}" for i in range(1, 5)]
)
PATH = re.compile(r"(?<![\w.])/(?:rules|play|parsers|invariants|record|tutor|ai|model|scenarios)/[\w./-]*\w")
REGISTERED = re.compile(r'"(/[\w./-]+)"')


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def main(root):
    with open(os.path.join(root, "docs", "RULES-COVERAGE.md"), encoding="utf-8") as f:
        text = f.read()
    # the Castle's table: the first table of the page
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("| Rule |"))
    header = cells(lines[start])
    if "By play" not in header:
        print("docs/RULES-COVERAGE.md: the rules table has no “By play” column")
        return 1
    col = header.index("By play")
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        c = cells(line)
        rows[c[0]] = c

    registered = set()
    for folder, _dirs, files in os.walk(os.path.join(root, "tests")):
        for name in files:
            if name.endswith((".c", ".py")):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    registered.update(REGISTERED.findall(f.read()))
    scenarios = {os.path.splitext(n)[0] for n in os.listdir(os.path.join(root, "tests", "scenarios"))}

    problems = []
    for rule in RULES:
        if rule not in rows:
            problems.append(f"{rule}: no row")
            continue
        by_play = rows[rule][col]
        named = PATH.findall(by_play) + [w for w in re.findall(r"[\w-]+", by_play) if w in scenarios]
        if not named:
            problems.append(f"{rule}: no test reached by play in the “By play” column")
    for rule, c in rows.items():
        for cell in c[1:]:
            for path in PATH.findall(cell):
                # a test path registered exactly, or a scenario record by file name
                if path in registered:
                    continue
                if path.startswith("/scenarios/") and path[len("/scenarios/"):] in scenarios:
                    continue
                problems.append(f"{rule}: {path} is not a test")
    for p in problems:
        print("docs/RULES-COVERAGE.md: " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
