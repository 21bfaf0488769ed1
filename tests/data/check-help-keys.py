#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the user guide's keyboard page (help/C/keyboard.page) lists
every shortcut of the app's shortcuts window (ui/gtk/help-overlay.ui), each
key written as the page writes keys (<key>Ctrl</key>, <key>←</key>, ...), so
a shortcut added to the window without a line in the guide fails here.
Usage: check-help-keys.py SOURCE_ROOT"""

import os
import re
import sys
import xml.etree.ElementTree as ET

from check_report import report

# what GTK gives win.show-help-overlay when the window has a shortcuts window
DEFAULT_ACCELS = {"win.show-help-overlay": "<Control>question"}
MODIFIERS = {"Control": "Ctrl", "Primary": "Ctrl", "Shift": "Shift", "Alt": "Alt"}
KEYS = {"Return": "Enter", "KP_Enter": "Enter", "space": "Space", "Escape": "Esc",
        "Left": "←", "Right": "→", "Up": "↑", "Down": "↓",
        "comma": ",", "question": "?", "period": ".", "plus": "+", "minus": "−"}


def app_accels(source_root):
    """action -> first accelerator, from the accels tables in src/."""
    accels = dict(DEFAULT_ACCELS)
    table_row = re.compile(r'\{\s*"((?:app|win)\.[a-z-]+)"\s*,\s*\{\s*"([^"]+)"')
    for dirpath, _dirs, files in os.walk(os.path.join(source_root, "src")):
        for name in files:
            if name.endswith(".c"):
                with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                    for action, accel in table_row.findall(f.read()):
                        accels[action] = accel
    return accels


def markup(token):
    """'<Control><Shift>s' -> '<keyseq><key>Ctrl</key>...</keyseq>'"""
    mods = re.findall(r"<(\w+)>", token)
    key = re.sub(r"<\w+>", "", token)
    key = KEYS.get(key, key.upper() if len(key) == 1 else key)
    keys = [MODIFIERS.get(m, m) for m in mods] + [key]
    if len(keys) == 1:
        return f"<key>{keys[0]}</key>"
    return "<keyseq>" + "".join(f"<key>{k}</key>" for k in keys) + "</keyseq>"


def main():
    root = sys.argv[1]
    page_path = os.path.join(root, "help", "C", "keyboard.page")
    with open(page_path, encoding="utf-8") as f:
        page = f.read()
    accels = app_accels(root)
    tree = ET.parse(os.path.join(root, "ui", "gtk", "help-overlay.ui"))
    errors, checked = [], 0
    window_keys = set()
    for obj in tree.iter("object"):
        if obj.get("class") != "GtkShortcutsShortcut":
            continue
        props = {p.get("name"): (p.text or "") for p in obj.findall("property")}
        accel = props.get("accelerator") or accels.get(props.get("action-name", ""))
        if not accel:
            errors.append(f"ui/gtk/help-overlay.ui: no key found for '{props.get('title')}'")
            continue
        # "1...9" is a range, shown by its ends
        for token in (end for t in accel.split() for end in t.split("...")):
            checked += 1
            window_keys.update(re.findall(r"<key>([^<]*)</key>", markup(token)))
            if "..." in accel and token.isdigit():
                window_keys.update(str(d) for d in range(10))
            if markup(token) not in page:
                errors.append(f"{page_path}: '{props.get('title')}' ({token}) is not listed; "
                              f"add a row with {markup(token)} and translate it in help/*/*.po")
    # and the other way: a key the guide lists (zoom, …) is in the window too
    for key in sorted(set(re.findall(r"<key>([^<]*)</key>", page)) - window_keys - {"Ctrl", "Shift", "Alt"}):
        errors.append(f"ui/gtk/help-overlay.ui: the guide lists the key {key} ({page_path}) "
                      "but the shortcuts window does not")
    return report(errors, f"{page_path}: all {checked} keys of the shortcuts window listed, and no more")


if __name__ == "__main__":
    sys.exit(main())
