#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that every way into a game of lessons names the game it teaches,
in the same words wherever it appears. Castellan has three courses (The
Castle, classic Carcassonne, and the expansion Bridges, Castles and
Bazaars); a bare "Learn to Play" leaves a newcomer guessing which.

In ui/castellan-window.ui each menu item and button bound to a course's
action must carry a label that names its game, the same label everywhere;
in the user guide (help/C) every <gui> that starts a course must be one of
those labels, as the player sees it (without the mnemonic's underscore).
The welcome page's text must name both games and the expansion, and the
other first words a player reads, the launcher's comment (desktop file),
the software centre's summary and description (metainfo) and the About
window's line, both games.
Usage: check-learn-names.py SOURCE_ROOT"""

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

from check_report import report

# a course's action, and the words its label must contain
COURSES = {
    "win.learn": "The Castle",
    "win.learn-classic": "Carcassonne",
    "win.learn-bcb": "Bridges, Castles and Bazaars",
}
WELCOME_NAMES = ["The Castle", "Carcassonne", "Bridges, Castles and Bazaars"]
GAMES = ["The Castle", "classic Carcassonne"]


def shown(label):
    """the label as the player reads it: no mnemonic underscore, one space"""
    return " ".join(label.replace("_", "").split())


def entry_points(tree):
    """(where, action, label) of every menu item and widget bound to a course"""
    found = []
    for item in tree.iter("item"):
        attrs = {a.get("name"): (a.text or "") for a in item.findall("attribute")}
        if attrs.get("action") in COURSES:
            found.append(("menu item", attrs["action"], attrs.get("label", "")))
    for obj in tree.iter("object"):
        props = {p.get("name"): (p.text or "") for p in obj.findall("property")}
        if props.get("action-name") in COURSES:
            found.append((obj.get("class") + " on the welcome page", props["action-name"], props.get("label", "")))
    return found


def main():
    root = sys.argv[1]
    tree = ET.parse(os.path.join(root, "ui", "castellan-window.ui"))
    errors, labels = [], {}
    points = entry_points(tree)
    for where, action, label in points:
        if COURSES[action] not in shown(label):
            errors.append(f"ui/castellan-window.ui: the {where} for {action}, “{label}”, does not name "
                          f"its game ({COURSES[action]})")
        if labels.setdefault(action, label) != label:
            errors.append(f"ui/castellan-window.ui: {action} is called both “{labels[action]}” and “{label}”")
    for action in COURSES:
        if action not in labels:
            errors.append(f"ui/castellan-window.ui: no menu item or button starts {action}")
    buttons = {action for where, action, _ in points if where != "menu item"}
    for action in ("win.learn", "win.learn-classic"):
        if action not in buttons:
            errors.append(f"ui/castellan-window.ui: the welcome page has no button for {action}")

    for obj in tree.iter("object"):
        if obj.get("id") == "welcome_page":
            text = " ".join(p.text or "" for p in obj.findall("property") if p.get("name") == "description")
            for name in WELCOME_NAMES:
                if name not in text:
                    errors.append(f"ui/castellan-window.ui: the welcome page's text does not name {name}")

    first_words = []
    with open(os.path.join(root, "data", "io.github.castellan.Castellan.desktop.in"), encoding="utf-8") as f:
        comment = re.search(r"^Comment=(.*)$", f.read(), re.M)
        first_words.append(("the desktop file's Comment", comment.group(1) if comment else ""))
    meta = ET.parse(os.path.join(root, "data", "io.github.castellan.Castellan.metainfo.xml.in")).getroot()
    description = " ".join(" ".join(p.itertext()) for p in meta.find("description").findall("p"))
    first_words.append(("the metainfo's description", " ".join(description.split())))
    with open(os.path.join(root, "src", "ui", "castellan-application.c"), encoding="utf-8") as f:
        about = re.search(r"adw_about_window_set_comments \(about,\s*_\(((?:\s*\"[^\"]*\")+)", f.read())
        first_words.append(("the About window's line",
                            "".join(re.findall(r'"([^"]*)"', about.group(1))) if about else ""))
    for where, text in first_words:
        for name in GAMES:
            if name not in text:
                errors.append(f"{where} does not name {name}: “{text}”")

    allowed = {shown(label) for label in labels.values()}
    gui = re.compile(r"<gui(?: [^>]*)?>(.*?)</gui>", re.S)
    link = re.compile(r"<link [^>]*>(Learn.*?)</link>", re.S)
    for path in sorted(glob.glob(os.path.join(root, "help", "C", "*.page"))):
        with open(path, encoding="utf-8") as f:
            page = f.read()
        for m in list(gui.finditer(page)) + list(link.finditer(page)):
            text = shown(m.group(1))
            if text.startswith("Learn") and text not in allowed:
                line = page.count("\n", 0, m.start()) + 1
                errors.append(f"help/C/{os.path.basename(path)}:{line}: “{text}” is not what the app calls a "
                              f"course; one of: {', '.join(sorted(allowed))}")
    return report(errors, f"{len(points)} ways into a course, each naming its game as the help does")


if __name__ == "__main__":
    sys.exit(main())
