#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Castellan as a screen reader finds it: starts the castellan executable
under Xvfb, a session bus with the accessibility bridge on and openbox (so
a new window takes the focus, as on a desktop), and reads it through
AT-SPI as Orca does. Checks that every button and toggle has a name that
is not a GTK type name, that Return in the New Game dialog starts the
game, that the board says what it shows before any key (whose turn, the drawn
tile, how many cells take it), that the arrow keys change what the
board exposes (the cell's name,
whether the drawn tile fits and why not) with the pointer parked over the
board, that the drawn tile is described and follows its turn, that a
refused tile and a computer's move change what Orca speaks (the focused
board's description), that a follower spot is named and Tab leaves the
board in the follower step, that F and Shift+F go from one cell that takes
the tile to the next and back, that each player is one item of the player
list named with the score, supply, keep, wall tiles and whose turn, and that
the wall tiles a player holds are rows of its card named by their number,
name and effect. Then it plays the whole game with the keyboard
alone, the pointer still over the board. Keys go through AT-SPI's own key
synthesis (XTest), as a person's would.

Arguments: the castellan executable, the application id. Exit 77 (skipped)
when python3-gi, the AT-SPI typelib or openbox is missing."""

import re
import sys
import time

from a11y_common import (Atspi, Failure, SHIFT_MASK, TIMEOUT, check, check_controls, check_hidden_pages, check_list_names, check_log_rows,
                         check_names, check_players, check_type_names, find, find_any, focus_by_tab, focused, frame, frames,
                         is_on, park_pointer, players, press, run_app, type_named, wait_for, walk)

CELL = re.compile(r"^[A-Z][0-9]+: ")
WALL_ROW = re.compile(r"^Wall tile \d+, [^:]+: .+")
# what The Castle's seat holds, said in its item's name: the keep, the wall tiles
CASTLE_HELD = re.compile(r", (No keep yet|Keep on a house of \d+ tiles?), (No wall tiles yet|Wall tiles held: [^,]+(, [^,]+)*)"
                         r"(, ✓ Used: .+)?$")


class Game:
    def __init__(self, app):
        self.app = app
        def board():
            self.window = frame(app, "Castellan")
            return self.window and find(self.window, Atspi.Role.TABLE, "Castle board")
        self.board = wait_for("the board in the accessible tree", board)
        self.image = None
        # the header's title and subtitle: "Ada’s turn", "Game over: …"
        self.title = find(self.window, Atspi.Role.LABEL, "Castellan")
        self.title = self.title and self.title.get_parent()
        self.players = players(self.window)
        if self.title is None or len(self.players) != 2:
            raise Failure("the window title or the two seats of the player list are missing from the accessible tree")

    def check_players(self):
        """Each seat is one item of the player list, named with the score,
        the supply, the keep and the wall tiles and whose turn it is."""
        names = check_players(self.window, 2, "The Castle")
        bad = [name for name in names if not CASTLE_HELD.search(name.removesuffix(", to play"))]
        if bad:
            raise Failure(f"a seat's item does not say its keep and wall tiles: {bad!r}")

    def check_wall_rows(self, seen):
        """The wall tiles a player holds are rows of their card, each read
        by its number, name and effect, and said by name with the seat;
        seen collects them."""
        for item in self.players:
            for obj in (o for o in walk(item) if o is not item and o.get_role() == Atspi.Role.LIST_ITEM):
                name = obj.get_name() or ""
                if not WALL_ROW.match(name):
                    raise Failure(f"a wall tile's row is read as {name!r}")
                tile = name.split(",")[1].split(":")[0].strip()
                if tile not in (item.get_name() or ""):
                    raise Failure(f"the seat {item.get_name()!r} does not say its wall tile {tile!r}")
                seen.add(name)
            # the list scrolls once it holds more than two: its scroll bars
            # are not read as "GtkScrollbar" and "GtkRange"
            bad = type_named(item)
            if bad:
                raise Failure(f"the seat {item.get_name()!r} holds things read by a type name or a symbol: {bad!r}")

    def subtitle(self):
        return " ".join(obj.get_name() or "" for obj in walk(self.title) if obj.get_role() == Atspi.Role.LABEL)

    def said(self):
        """What Orca speaks on its own: the focused board's description."""
        return self.board.get_description() or ""

    def cursor(self):
        return self.board.get_description() or ""

    def tile(self):
        if self.image is None:
            self.image = next((obj for obj in walk(self.window) if obj.get_role() == Atspi.Role.IMAGE
                               and (obj.get_name() or "").startswith("Drawn tile")), None)
        return self.image.get_name() if self.image else ""

    def has_focus(self):
        return self.board.get_state_set().contains(Atspi.StateType.FOCUSED)

    def focus_board(self):
        focus_by_tab(self.has_focus, root=self.window, unblock=lambda: answer_questions(self.app))

    def park_pointer(self):
        return park_pointer(self.board)

    def my_turn(self):
        """The human's item (the first seat) says it is to play."""
        return not self.over() and self.players[0].get_name().endswith(", to play")

    def over(self):
        return "Game over" in self.subtitle()


def to_corner(game):
    """Up and Left until the cursor stops: the top left of the board."""
    for key in ("Up", "Left"):
        for _ in range(20):
            before = game.cursor()
            press(key)
            if game.cursor() == before:
                break


def walk_cursor(game, want):
    """The arrow keys over the whole board, row by row from the top left,
    until want(description); the castle is no rectangle, so a row ends
    where Right stops and the next begins where Down goes."""
    if want(game.cursor()):
        return game.cursor()
    to_corner(game)
    while True:
        for key in ("Left", "Right"):
            for _ in range(20):
                text = game.cursor()
                if want(text):
                    return text
                press(key)
                if game.cursor() == text:
                    break
        for _ in range(20):
            text = game.cursor()
            press("Down")
            if game.cursor() != text:
                break
            press("Left")
            if game.cursor() == text:
                return None
        else:
            return None


FITS = "the drawn tile fits here"


def play_turn(game, check_spots=False):
    """Lay the tile where it fits, no follower, as a keyboard player would:
    F goes to the next cell that takes the tile, turned to fit."""
    if game.cursor().startswith(("Spot ", "Choose a follower", "No follower")):
        press("n")
    press("f")
    # the app takes the key in its own time: wait for the board to say it
    try:
        wait_for("F", lambda: CELL.match(game.cursor()) and FITS in game.cursor()
                 and "when turned" not in game.cursor(), timeout=10)
    except Failure:
        raise Failure(f"F did not go to a cell where the tile fits as it is turned: {game.cursor()!r}")
    press("Return")
    # the follower stage: N for no follower (or nothing to choose); the
    # turn ends unless confirm-turn is on
    if check_spots and game.cursor().startswith("Choose a follower"):
        press("Right")
    checked = check_spots and game.cursor().startswith("Spot ")
    if checked:
        spot = game.cursor()
        # where on the tile it lies, free, and the tutor's sentence with its rule
        check(re.match(r"Spot 1 of \d+, free, (at [\w, -]+|in the middle of the tile|all round the edge): .+R-\d", spot),
              f"a follower spot is named: {spot!r}")
        press("Tab")
        wait_for("Tab to leave the board in the follower step", lambda: not game.has_focus(), timeout=10)
        check(True, "Tab leaves the board in the follower step")
        press("Tab", modifiers=SHIFT_MASK)
        wait_for("Shift+Tab to come back to the board", game.has_focus, timeout=10)
    press("n")
    if "End your turn" in game.cursor():
        press("Return")
    return checked


def answer_questions(app):
    """A question the rules leave to the player (wall tiles, the scoring
    order) is a dialog with its default answer on Return."""
    for f in frames(app):
        if f is not None and f.get_name() != "Castellan" and is_on(f, Atspi.StateType.ACTIVE) \
           and is_on(f, Atspi.StateType.MODAL):
            press("Return")
            return True
    return False


def play(app):
    wait_for("the main window", lambda: frame(app, "Castellan"))
    check_names(frame(app, "Castellan"), "welcome page")

    window = frame(app, "Castellan")
    wait_for("the main window to be active", lambda: window.get_state_set().contains(Atspi.StateType.ACTIVE))
    # libadwaita's and GTK's insides, named or out of the tree
    press("comma", control=True)
    prefs = wait_for("the Preferences window", lambda: frame(app, "Preferences"))
    check_type_names(prefs, "Preferences")
    press("Escape")
    wait_for("Preferences to close", lambda: is_on(window, Atspi.StateType.ACTIVE))
    press("F10")
    menu = wait_for("the main menu", lambda: find(window, Atspi.Role.MENU, "Main Menu"))
    check_type_names(menu, "main menu")
    press("Escape")
    wait_for("the main menu to close", lambda: find(window, Atspi.Role.MENU, "Main Menu") is None)
    press("n", control=True)
    dialog = wait_for("the New Game dialog", lambda: frame(app, "New Game"))
    check_names(dialog, "New Game dialog")
    check_type_names(dialog, "New Game dialog")
    check_list_names(dialog, "New Game dialog")
    check_controls(dialog, "New Game dialog")
    start = wait_for("the focus in the New Game dialog", lambda: focused(dialog))
    check(start.get_name() == "Start", f"the New Game dialog starts with the focus on Start "
          f"(it is on {start.get_role_name()} {start.get_name()!r})")
    # the pointer off the board to come (the top left corner of the screen)
    Atspi.generate_mouse_event(0, 0, "abs")
    press("Return")
    # the main window active again: the dialog has closed (its frame is not
    # asked for while it goes: GTK 4.8 warns answering for a window going)
    wait_for("the dialog to close", lambda: is_on(window, Atspi.StateType.ACTIVE))

    game = Game(app)
    wait_for("the game page", lambda: game.board.get_state_set().contains(Atspi.StateType.VISIBLE))
    check_names(game.window, "game page")
    check_hidden_pages(game.window, ("Welcome to Castellan", "Castellan", "Carcassonne", "Game Log"),
                       "game page, the tutor beside the board")
    check_type_names(game.window, "game page")
    # before any key or pointer over it the board has no cursor; it says
    # what it shows (it was read as nothing): whose turn, the drawn tile,
    # the cells that take it. When the computer played first, its move is
    # announced there instead until the next key: N, which does nothing
    # while a tile is to be laid, is done with it.
    wait_for("the player's turn", game.my_turn)
    game.focus_board()
    opening = re.compile(r"^\w+’s turn\. Score: .*Drawn tile, .* It fits on \d+ cells?: the arrow keys move over the board, "
                         r"F goes to a cell where it fits\.$")
    if " lays tile " in game.said():
        print(f"# the computer played first: {game.said()[:60]!r}…")
        press("n")
    try:
        start = wait_for("the board's description at the start", lambda: opening.match(game.said()) and game.said(),
                         timeout=10)
    except Failure:
        start = game.said()
    check(opening.match(start) is not None,
          f"before any key the board says the turn, the drawn tile and the cells that take it: {start!r}")
    x, y = game.park_pointer()
    print(f"# pointer parked over the board at {x},{y}")
    game.focus_board()

    wait_for("the player's turn", game.my_turn)
    tile = wait_for("the drawn tile's description", game.tile)
    # each side's three segments, one word when they are one feature
    side = r"\w+(, \w+, \w+)?"
    check(re.search(rf"read clockwise: north {side}; east {side}; south {side}; west {side}\.", tile) is not None,
          f"the drawn tile is described side by side: {tile!r}")
    press("r")
    wait_for("the tile's description to follow its turn", lambda: game.tile() != tile)
    check(True, f"turned, it reads {game.tile()!r}")

    press("Right")
    first = wait_for("a cell under the cursor", lambda: CELL.match(game.cursor()) and game.cursor())
    press("Right")
    time.sleep(0.2)
    second = game.cursor()
    check(CELL.match(first) and CELL.match(second) and first != second,
          f"the arrow keys move the board's cursor with the pointer resting on it: {first!r} → {second!r}")
    check(all("fit" in t or not t.split(": ")[1].startswith("empty") for t in (first, second)),
          "an empty cell says whether the drawn tile fits")

    press("f")
    first_fit = wait_for("F to go to a cell that takes the tile", lambda: FITS in game.cursor() and game.cursor())
    press("f")
    second_fit = wait_for("F to go on", lambda: game.cursor() != first_fit and game.cursor())
    press("f", modifiers=SHIFT_MASK)
    wait_for("Shift+F to go back", lambda: game.cursor() != second_fit, timeout=10)
    check(all(CELL.match(t) and FITS in t for t in (first_fit, second_fit)) and game.cursor() == first_fit,
          f"F and Shift+F go from one cell that takes the tile to the next and back: "
          f"{first_fit!r} → {second_fit!r} → {game.cursor()!r}")

    refused = walk_cursor(game, lambda t: "does not fit" in t)
    check(refused is not None, f"a cell where the tile does not fit explains why: {refused!r}")
    before = game.said()
    press("Return")
    said = wait_for("the refusal to be announced", lambda: game.said() != before and game.said(), timeout=10)
    check(said.startswith("The tile does not fit there"), f"a refused tile is announced: {said!r}")

    # the whole game, by keyboard: the computer's moves are heard as
    # the board's description, "<name> lays tile …, Score: …"
    computer = game.players[1].get_name().split(",")[0]
    turns = 0
    spots_checked = False
    heard = [game.said()]
    wall_rows = set()

    def listen():
        said = game.said()
        if said != heard[-1]:
            heard.append(said)
            if said.startswith(computer + " lays tile") and \
               sum(h.startswith(computer + " lays tile") for h in heard) == 1:
                check("Score:" in said, f"the computer's move is announced: {said!r}")
        return said

    started = time.monotonic()
    deadline = started + 800
    while not game.over():
        if time.monotonic() > deadline:
            raise Failure(f"the game did not end in time ({turns} turns of ours)")
        listen()
        if answer_questions(app):
            continue
        if game.my_turn():
            if not game.has_focus():
                game.focus_board()
            game.check_wall_rows(wall_rows)
            game.check_players()
            before = listen()
            spots_checked = play_turn(game, check_spots=not spots_checked) or spots_checked
            turns += 1
            wait_for("our move to be played", lambda: not game.my_turn() or listen() != before
                     or game.over() or answer_questions(app), timeout=TIMEOUT)
        else:
            time.sleep(0.1)
    listen()
    computer_moves = sum(h.startswith(computer + " lays tile") for h in heard)
    check(spots_checked, "a follower spot was named and Tab left the board")
    check(turns > 10 and computer_moves > 10,
          f"a whole game was played by keyboard with the pointer on the board: {turns} turns of ours, "
          f"{computer_moves} of the computer, in {time.monotonic() - started:.0f} s")
    game.check_wall_rows(wall_rows)
    check(wall_rows, f"the wall tiles held are named rows: {sorted(wall_rows)!r}")
    end = [h for h in heard if "Game over" in h]
    check(end, f"the end is announced: {end[-1] if end else heard[-1]!r}")

    # the log's tab beside the board, as a click on it would
    tab = find(game.window, Atspi.Role.PAGE_TAB, "Game Log")
    tab.get_action_iface().do_action(0)
    wait_for("the game log to be shown", lambda: find(game.window, Atspi.Role.LIST, "Game Log"), timeout=10)
    check_log_rows(game.window, "game page, the log beside the board")
    check_hidden_pages(game.window, ("Rules Tutor",), "game page, the log beside the board")


def main():
    return run_app(sys.argv[1], play)


if __name__ == "__main__":
    sys.exit(main())
