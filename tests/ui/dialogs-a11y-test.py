#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The ends of games and the dialogs round them as a screen reader finds
them, through AT-SPI with a11y_common.py. Each game is a record played by
castellan-cli, cut a move or a few from its end and waiting in the save
slot as Castellan starts:

- the Final Score dialog of each game (The Castle, Carcassonne, Bridges,
  Castles and Bazaars) reads its list of lines as "Final Score", not by
  its type name ("GtkListBox");
- a finished game's last announcement, the focused board's description
  that Orca speaks, is not what the board says once a new game (Play Again)
  or a lesson (Learn to Play Carcassonne) starts on it;
- Statistics opens with the focus on its first line that has figures (a
  game played), read with them, not on a dimmed "Not played yet" line nor
  on Reset…; before any game, on its page, read as "No Games Yet" and why;
- each switch of the New Game dialog (The Castle's variants, classic
  Carcassonne's farmers, the expansion, the quick bazaar) and of the
  Preferences window (Highlight Legal Places, Confirm Before Ending a
  Turn, Allow Undo) is one stop for Tab, read as a switch (GTK 4.8 calls
  it a check box) with its name, whether it is on and what it turns on,
  and Space turns it, its state read as it follows.

Usage: dialogs-a11y-test.py CASTELLAN CASTELLAN-CLI"""

import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from a11y_common import (Atspi, GLib, TYPE_NAME, check, find, focus_by_tab, focused, frame,  # noqa: E402
                         is_on, named, press, run_app, wait_for, walk)

OVER = "The game is over"
FITS = "the drawn tile fits here"
# what GTK 4.8 makes of a switch (GTK_ACCESSIBLE_ROLE_SWITCH); a toggle
# button would be read as well
SWITCH_ROLES = (Atspi.Role.CHECK_BOX, Atspi.Role.TOGGLE_BUTTON)
CASTLE_SWITCHES = ("V-1: ", "V-2: ", "V-3: ", "V-4: ")
CLASSIC_SWITCHES = ("Farmers", "Bridges, Castles and Bazaars")
PREFERENCES_SWITCHES = ("Highlight Legal Places", "Confirm Before Ending a Turn", "Allow Undo")
# a dialog's controls do not take the focus by themselves (but its first
# one as it opens): focus_by_tab waits this long before it Tabs to one
SETTLE = 0.5
PLAYED = re.compile(r"^\d+ games?, \d+ won · best -?\d+ · average -?[\d.]+$")
FIGURES = re.compile(r"^(Not played yet|" + PLAYED.pattern[1:-1] + r")$")


def record(cli, game, left, people):
    """A game as castellan-cli plays it, cut left moves from its end; its
    seats people (they lay the last tiles by keyboard) or the computers
    that played it (they finish it by themselves)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.castellan")
        args = {"castle": ["--seed", "7", "--a", "random", "--b", "greedy"],
                "classic": ["--game", "carcassonne", "--players", "3", "--seed", "3"],
                "bcb": ["--game", "carcassonne", "--players", "3", "--expansions", "bcb", "--seed", "3"]}[game]
        subprocess.run([cli, "play", *args, "--record", path], check=True, capture_output=True)
        with open(path, encoding="utf-8") as f:
            head, moves = f.read().split("[Moves]\n")
    moves = [line for line in moves.splitlines() if "=" in line]
    cut = len(moves) - left
    head = re.sub(r"MoveCount=\d+", f"MoveCount={cut}", head)
    if people:
        head = head.replace("Kind=computer", "Kind=human")
    return head + "[Moves]\n" + "".join(line + "\n" for line in moves[:cut])


def slot(game):
    return "current.castellan" if game == "castle" else "current-carcassonne.castellan"


def main_window(app):
    window = wait_for("the main window", lambda: frame(app, "Castellan"))
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    return window


def board_of(window):
    return wait_for("the board", lambda: next((o for o in walk(window) if o.get_role() == Atspi.Role.TABLE
                                               and (o.get_name() or "").endswith(" board")), None))


def said(board):
    return board.get_description() or ""


def check_sheet(app, where):
    """The Final Score dialog's list of lines is named "Final Score"."""
    sheet = wait_for(f"the Final Score dialog of {where}", lambda: frame(app, "Final Score"), timeout=120)
    lists = wait_for("the lines of the Final Score dialog", lambda: [
        o for o in walk(sheet) if o.get_role() == Atspi.Role.LIST and
        any(c.get_role() == Atspi.Role.LIST_ITEM for c in walk(o))])
    names = [o.get_name() or "" for o in lists]
    check(names == ["Final Score"],
          f"{where}: the Final Score dialog's lines are one list read as 'Final Score' ({names!r})")
    typed = [f"{o.get_role_name()} {o.get_name()!r}" for o in walk(sheet) if TYPE_NAME.match(o.get_name() or "")]
    check(not typed, f"{where}: nothing in the Final Score dialog is read by its type name" +
          ("" if not typed else f", but {typed!r}"))
    return sheet


def finish_by_keyboard(app, window, board):
    """The last tile laid by keyboard, as a person would: F to a cell that
    takes it, Return, no follower; the end is announced on the board."""
    focus_by_tab(lambda: is_on(board, Atspi.StateType.FOCUSED), root=window)
    press("f")
    wait_for("F to go to a cell that takes the tile", lambda: FITS in said(board) and "when turned" not in said(board),
             timeout=10)
    press("Return")
    wait_for("the follower step", lambda: said(board).startswith(("Choose a follower", "Spot ", "No follower")),
             timeout=10)
    press("n")
    told = wait_for("the end to be announced", lambda: OVER in said(board) and said(board), timeout=30)
    check(True, f"the end is announced on the board: …{told[-90:]!r}")
    return told


def menu_item(window, name):
    """name chosen in the main menu (F10), as Orca's user would."""
    press("F10")
    menu = wait_for("the main menu", lambda: find(window, Atspi.Role.MENU, "Main Menu"))
    item = wait_for(f"{name!r} in the main menu", lambda: find(menu, Atspi.Role.MENU_ITEM, name))
    item.do_action(0)


def check_new_board(window, board, told, how):
    """Once a game or a lesson starts, the board no longer says the
    finished game's end."""
    focus_by_tab(lambda: is_on(board, Atspi.StateType.FOCUSED), root=window)
    time.sleep(1)  # anything the start says has reached the bus
    now = said(board)
    check(now != told and OVER not in now,
          f"{how}: the board no longer reads the finished game's end, but {now[:90]!r}")


def check_statistics(app, window):
    """Statistics opens with the focus on its first line that has figures,
    read with them (the game just played: a classic game, below The
    Castle's lines, all dimmed "Not played yet"); Reset… is not where the
    keys are."""
    menu_item(window, "Statistics")
    stats = wait_for("the Statistics window", lambda: frame(app, "Statistics"))
    wait_for("the Statistics window to be active", lambda: is_on(stats, Atspi.StateType.ACTIVE))
    start = wait_for("the focus in the Statistics window", lambda: focused(stats), timeout=10)
    lines = [o for o in walk(stats) if o.get_role() == Atspi.Role.LIST_ITEM]
    played = [o for o in lines if PLAYED.match(o.get_description() or "")]
    check(played and start == played[0],
          f"Statistics opens with the focus on its first line with figures, "
          f"{played[0].get_name() if played else None!r}, {played[0].get_description() if played else None!r}" +
          ("" if played and start == played[0] else
           f", but it is on {start.get_role_name()} {start.get_name()!r} ({start.get_description()!r})"))
    figures = [(o.get_name(), o.get_description() or "") for o in lines]
    bad = [f for f in figures if not FIGURES.match(f[1])]
    check(not bad, f"each line of Statistics is read with its figures: {figures[:2]!r}…" +
          ("" if not bad else f", but {bad!r}"))
    check(any(re.match(r"^1 game, ", d) for n, d in figures), "the game just finished is counted")
    press("Escape")
    wait_for("Statistics to close", lambda: frame(app, "Statistics") is None)


def check_empty_statistics(app, window):
    """Before any game Statistics has nothing to act on (Escape closes
    it): it opens with the focus on its page, read as it shows, "No Games
    Yet" and why (it was an unnamed scroll pane)."""
    menu_item(window, "Statistics")
    stats = wait_for("the Statistics window", lambda: frame(app, "Statistics"))
    wait_for("the Statistics window to be active", lambda: is_on(stats, Atspi.StateType.ACTIVE))
    start = wait_for("the focus in the Statistics window", lambda: focused(stats), timeout=10)
    said = start.get_description() or ""
    check(start.get_name() == "No Games Yet" and said == "Finish a game and it is counted here.",
          f"Statistics with no game opens with the focus on its page, which says so: "
          f"{start.get_role_name()} {start.get_name()!r} ({said!r})")
    press("Escape")
    wait_for("Statistics to close", lambda: frame(app, "Statistics") is None)
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))


def switch_row(dialog, title):
    """The switch row whose name starts with title."""
    try:
        return next((o for o, role, name in named(dialog) if role in SWITCH_ROLES and name.startswith(title)
                     and is_on(o, Atspi.StateType.FOCUSABLE)), None)
    except GLib.Error:  # a row gone while we looked (the dialog shows another game's)
        return None


def check_switch_rows(dialog, titles, where):
    """Each switch row is read as a switch with its name, its state and
    what it turns on; no other object says the same again; Tab reaches it
    and Space turns it and back."""
    for title in titles:
        row = wait_for(f"the switch {title!r} in {where}", lambda: switch_row(dialog, title), timeout=10)
        name = row.get_name()
        others = [Atspi.role_get_name(role) for o, role, other in named(dialog) if o != row and other == name
                  and role != Atspi.Role.LABEL]
        check(not others, f"{where}: {name!r} is read as a {row.get_role_name()}, once"
              + ("" if not others else f", but also as {others!r}"))
        description = row.get_description() or ""
        check(description and description != name and not TYPE_NAME.match(description),
              f"{where}: the switch {name!r} says what it turns on ({description!r})")
        focus_by_tab(lambda: is_on(row, Atspi.StateType.FOCUSED), f"the switch {name!r}", root=dialog,
                     settle=SETTLE)
        on = is_on(row, Atspi.StateType.CHECKED)
        for want in (not on, on):
            press("space")
            wait_for(f"Space to turn {name!r} {'on' if want else 'off'}",
                     lambda: is_on(row, Atspi.StateType.CHECKED) == want, timeout=10)
        check(True, f"{where}: Space on {name!r} turns it {'off' if on else 'on'} and back, its state read")


def check_preferences(app, window):
    """Preferences (Ctrl+,): its switch rows read as the New Game
    dialog's, each named without its mnemonic's underline."""
    press("comma", control=True)
    prefs = wait_for("the Preferences window", lambda: frame(app, "Preferences"))
    wait_for("the Preferences window to be active", lambda: is_on(prefs, Atspi.StateType.ACTIVE))
    check_switch_rows(prefs, PREFERENCES_SWITCHES, "Preferences")
    names = [switch_row(prefs, title).get_name() for title in PREFERENCES_SWITCHES]
    check(names == list(PREFERENCES_SWITCHES), f"Preferences: the switches are named by their titles alone: {names!r}")
    press("Escape")
    wait_for("Preferences to close", lambda: frame(app, "Preferences") is None)
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))


def show_classic(dialog):
    """Carcassonne chosen in the Game list (by keyboard: Space opens it,
    Down, Return) unless it is shown."""
    if switch_row(dialog, "Farmers") is not None:
        return
    combo = wait_for("the Game list", lambda: find(dialog, Atspi.Role.COMBO_BOX, "Game"), timeout=10)
    focus_by_tab(lambda: is_on(combo, Atspi.StateType.FOCUSED), "the Game list", root=dialog, settle=SETTLE)
    press("space")
    wait_for("the Game list to open", lambda: (lambda f: f is not None and f.get_role() == Atspi.Role.LIST_ITEM)
             (focused(combo)), timeout=10)
    press("Down")
    press("Return")
    wait_for("Carcassonne's options", lambda: switch_row(dialog, "Farmers"), timeout=10)


def lesson_after_end(app):
    """Statistics before any game; Carcassonne's last tile by keyboard;
    Statistics; then Learn to Play Carcassonne on the same board."""
    window = main_window(app)
    board = board_of(window)
    check_empty_statistics(app, window)
    told = finish_by_keyboard(app, window, board)
    check_sheet(app, "Carcassonne")
    press("Escape")
    wait_for("the Final Score dialog to close", lambda: frame(app, "Final Score") is None)
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    check(said(board) == told, "closed, the Final Score dialog leaves the board saying the end, until the next move")
    check_statistics(app, window)
    menu_item(window, "Learn to Play Carcassonne")
    wait_for("the first lesson", lambda: find(window, Atspi.Role.LABEL, "Every lesson done") is None and any(
        (o.get_name() or "").startswith("Lesson 1 of ") for o in walk(window) if o.get_role() == Atspi.Role.LABEL))
    check_new_board(window, board, told, "a lesson started after the end")


def again_after_end(app):
    """Carcassonne's last tile by keyboard, then Play Again: the New Game
    dialog (the game was resumed), its switches, and the new game."""
    window = main_window(app)
    board = board_of(window)
    told = finish_by_keyboard(app, window, board)
    sheet = check_sheet(app, "Carcassonne")
    find(sheet, Atspi.Role.PUSH_BUTTON, "Play Again").do_action(0)
    dialog = wait_for("the New Game dialog", lambda: frame(app, "New Game"))
    wait_for("the New Game dialog to be active", lambda: is_on(dialog, Atspi.StateType.ACTIVE))
    show_classic(dialog)
    check_switch_rows(dialog, CLASSIC_SWITCHES, "the New Game dialog for Carcassonne")
    # the quick bazaar shows with the expansion on
    bcb = switch_row(dialog, "Bridges, Castles and Bazaars")
    focus_by_tab(lambda: is_on(bcb, Atspi.StateType.FOCUSED), "the expansion's switch", root=dialog, settle=SETTLE)
    if not is_on(bcb, Atspi.StateType.CHECKED):
        press("space")
        wait_for("the expansion on", lambda: is_on(bcb, Atspi.StateType.CHECKED), timeout=10)
    check_switch_rows(dialog, ("Quick Bazaar",), "the New Game dialog with the expansion")
    focus_by_tab(lambda: is_on(bcb, Atspi.StateType.FOCUSED), "the expansion's switch", root=dialog, settle=SETTLE)
    press("space")
    wait_for("the expansion off", lambda: not is_on(bcb, Atspi.StateType.CHECKED), timeout=10)
    focus_by_tab(lambda: (focused(dialog) or dialog).get_name() == "Start", "Start", root=dialog, settle=SETTLE)
    press("Return")
    wait_for("the New Game dialog to close", lambda: frame(app, "New Game") is None)
    check_new_board(window, board, told, "Play Again")


def castle_end(app):
    """The Castle's computers finish their game; its Final Score dialog;
    Play Again opens the New Game dialog with The Castle's variants; then
    Preferences' switches."""
    window = wait_for("the main window", lambda: frame(app, "Castellan"))
    sheet = check_sheet(app, "The Castle")
    find(sheet, Atspi.Role.PUSH_BUTTON, "Play Again").do_action(0)
    dialog = wait_for("the New Game dialog", lambda: frame(app, "New Game"))
    wait_for("the New Game dialog to be active", lambda: is_on(dialog, Atspi.StateType.ACTIVE))
    check_switch_rows(dialog, CASTLE_SWITCHES, "the New Game dialog for The Castle")
    press("Escape")
    wait_for("the New Game dialog to close", lambda: frame(app, "New Game") is None)
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    check_preferences(app, window)


def bcb_end(app):
    check_sheet(app, "Bridges, Castles and Bazaars")


def main():
    binary, cli = sys.argv[1], sys.argv[2]
    status = 0
    for body, game, left, people in ((lesson_after_end, "classic", 1, True), (again_after_end, "classic", 1, True),
                                     (castle_end, "castle", 3, False), (bcb_end, "bcb", 3, False)):
        print(f"# {body.__name__}: {game}, {left} moves from the end")
        status = run_app(binary, body, animation="off", saved=record(cli, game, left, people), slot=slot(game)) or status
    return status


if __name__ == "__main__":
    sys.exit(main())
