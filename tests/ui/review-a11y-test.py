#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The review window as a screen reader finds it (issue 33), through
AT-SPI with a11y_common.py: a Castle game of 30 moves is waiting in the
save slot when Castellan starts; Review This Game from the main menu opens
its review. Every button there has a name, nothing is read by its type
name, the list of moves is named and has a row a move from the start, each
saying the move and its values or that it is not judged yet; and each step
by the keys (Right, End, Home) is said: the move, its value in points and
the better move, or that the level makes the same move; and Ctrl+Q there
quits Castellan.
Usage: review-a11y-test.py CASTELLAN CASTELLAN-CLI"""

import os
import re
import stat
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import a11y_common  # noqa: E402
from gi.repository import GLib  # noqa: E402
from a11y_common import (Atspi, Failure, check, check_names, check_type_names, find, focused,  # noqa: E402
                         find_app, frame, is_on, press, run_app, wait_for, walk)

a11y_common.KEY.update(Home=0xFF50, End=0xFF57, q=0x0071)

MOVES = 30
REVIEW_TITLE = "Review of a Game of The Castle"


def write_record(cli, path):
    """A whole game from the command line, cut after MOVES moves and given
    to two people, so that nothing plays on by itself once resumed."""
    subprocess.run([cli, "play", "--seed", "7", "--a", "random", "--b", "greedy", "--record", path],
                   check=True, stdout=subprocess.DEVNULL)
    with open(path, encoding="utf-8") as f:
        head, moves = f.read().split("[Moves]\n")
    kept = [line for line in moves.splitlines() if line and int(line.split("=")[0]) <= MOVES]
    head = re.sub(r"MoveCount=\d+", f"MoveCount={MOVES}", head).replace("Kind=computer", "Kind=human")
    with open(path, "w", encoding="utf-8") as f:
        f.write(head + "[Moves]\n" + "\n".join(kept) + "\n")


def starter(binary, record, folder):
    """Castellan started with the record in its save slot (the home is the
    one run_app makes)."""
    path = os.path.join(folder, "castellan-with-save")
    with open(path, "w") as f:
        f.write('#!/bin/sh\nmkdir -p "$XDG_DATA_HOME/castellan" && '
                f'cp "{record}" "$XDG_DATA_HOME/castellan/current.castellan" && exec "{binary}"\n')
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def said(review):
    """What the focused object says; nothing if it was replaced meanwhile
    (the caller waits and asks again)"""
    obj = focused(review)
    try:
        return (obj.get_description() or "") if obj is not None else ""
    except GLib.Error:
        return ""


def row_names(moves):
    """The names of the list's rows, read in one pass; None if a row was
    replaced while they were read (the review puts each judged move in its
    row's place as it goes), so that wait_for reads them again."""
    try:
        return [row.get_name() or "" for row in walk(moves) if row.get_role() == Atspi.Role.LIST_ITEM]
    except GLib.Error:
        return None


def step(review, key, number):
    """key pressed; what is said names move number, with its judgement"""
    press(key)
    text = wait_for(f"move {number} and its judgement to be said after {key}",
                    lambda: (lambda s: s if s.startswith(f"Move {number}: ") and "points" in s else None)(said(review)))
    check(" plays " in text and (" prefers " in text or "makes the same move" in text),
          f"{key}: the move, its value and the better move are said: {text!r}")


def body(app):
    window = wait_for("the main window", lambda: frame(app, "Castellan"))
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    press("F10")
    menu = wait_for("the main menu", lambda: find(window, Atspi.Role.MENU, "Main Menu"))
    item = wait_for("Review This Game in the main menu", lambda: find(menu, Atspi.Role.MENU_ITEM, "Review This Game"))
    item.get_action_iface().do_action(0)
    review = wait_for("the review window", lambda: frame(app, REVIEW_TITLE))
    wait_for("the review window to be active", lambda: is_on(review, Atspi.StateType.ACTIVE))
    check_names(review, "review window")
    check_type_names(review, "review window")
    moves = find(review, Atspi.Role.LIST, "Moves of the game")
    check(moves is not None, "the list of moves is named 'Moves of the game'")
    # every move has its row from the start, judged or not
    names = wait_for(f"the list to show its {MOVES} rows",
                     lambda: (lambda n: n if n is not None and len(n) == MOVES else None)(row_names(moves)))
    check(len(names) == MOVES, f"the list has a row for each of the {MOVES} moves: {len(names)}")
    check(all(re.match(rf"^{i + 1}\. .+: .+, ", name) for i, name in enumerate(names)),
          f"each row of the moves says its number and its move: {names[0]!r}")
    check(all(name.endswith(", not judged yet") or name.endswith(", not judged: the review was stopped")
              or re.search(r", [+−-]\d", name) for name in names),
          f"each row says its values or that it is not judged: {names[-1]!r}")
    step(review, "Right", 2)
    step(review, "Right", 3)
    step(review, "End", MOVES)
    step(review, "Home", 1)
    # Quit's key quits from the review too, as the Keyboard Shortcuts say
    press("q", control=True)
    wait_for("Ctrl+Q in the review to quit Castellan", lambda: find_app("castellan") is None, timeout=20)


def main():
    binary, cli = sys.argv[1], sys.argv[2]
    folder = tempfile.mkdtemp(prefix="castellan-review-a11y-")
    record = os.path.join(folder, "thirty.castellan")
    write_record(cli, record)
    return run_app(starter(binary, record, folder), body)


if __name__ == "__main__":
    sys.exit(main())
