#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Classic Carcassonne as a screen reader finds it (issue 22), through
AT-SPI as Orca reads it, the keys sent as a person's would (XTest), the
pointer parked over the board all along.

Starts a game from the New Game dialog by keyboard alone: Carcassonne,
five seats, Yellow and Red people at one desk, Green, Blue and Black
Casual computers (five seats: the people's turns, the slow part of the
test, are fewest; the computers play with the animations off). Checks
that every control of the dialog and every item of its lists is properly
named, that every button of the game is; that the open board names the
cell under its cursor ("1,-1") and says what lies there, or whether the
drawn tile fits there as it is turned (its sides, what it would complete)
and why not; that a refused tile, Suggest a Move (Ctrl+H) and every move
played are announced (the focused board's description, which Orca speaks),
with whose turn it is next and every seat's score; that F and Shift+F go
from one cell that takes the tile to the next and back and R turns it; that
each follower spot, farmers included, is read with what the tutor says of
it, and Tab leaves the board in the follower step. Then it plays the whole
game, both people's turns, by keyboard, and hears its end.

Then, with Bridges, Castles and Bazaars, two games saved by castellan-cli
(CASTELLAN_CLI) and cut just before a decision that is not laying a tile,
three people at one desk: the castle question (its text, its answers named
and described by it, the focus on an answer, answered by keyboard) and the
bazaar's auction card (its tiles, who holds them, the prompt, the points,
each button named, nothing read by its type name, an offer and a bid made
by keyboard and told).

Arguments: the castellan executable, the application id. Exit 77 (skipped)
when python3-gi, the AT-SPI typelib or openbox is missing."""

import os
import re
import subprocess
import sys
import tempfile
import time

from a11y_common import (PLAYER, Atspi, CONTROL_MASK, Failure, GLib, SHIFT_MASK, check, check_controls, check_hidden_pages,
                         check_log_rows, check_names, check_players, check_type_names, find, focus_by_tab, focused, frame,
                         is_on, park_pointer, players, press, run_app, wait_for, walk)

CELL = re.compile(r"^-?\d+,-?\d+: ")
FITS = "the drawn tile fits here"
SIDES = r"north \w+, east \w+, south \w+, west \w+(, a cloister in the middle)?"
# what the turn card beside the board says (castellan-turn-card.c), in every game
PROMPT = re.compile(r"^(\w+)(, lay the drawn tile\. .*| is thinking…)$|^(Place a follower|No follower|You have no follower|End your turn)")
SPOT = re.compile(r"^Spot (\d+) of (\d+)\. (Highwayman on the road|Knight in the city|Monk in the cloister|"
                  r"Farmer in the field): \S")
PEOPLE = ("Yellow", "Red")
COMPUTERS = ("Green", "Blue", "Black")
SCORES = re.compile(r"Score: Yellow -?\d+, Red -?\d+, Green -?\d+, Blue -?\d+, Black -?\d+\.$")
# a seat of the five, as the player list names it (PLAYER), without the
# expansion: what it holds is at most its score marker's laps
SEAT_ROW = re.compile(r"^(Yellow|Red|Green|Blue|Black), (Human|Computer: Casual), -?\d+ points?, "
                      r"\d+ followers? in supply(, Score marker on space \d+ after \d+ laps? of the track)?(, to play)?$")
# with the expansion (B-1.3): its bridges and castles, a tile bought at the bazaar
BCB_HELD = re.compile(r", \d+ bridges?, \d+ castles?(, A tile from the bazaar to lay)?(, Score marker on space \d+ after \d+ laps? of the track)?$")


def tab_to(dialog, role, name):
    """Tab until the control named name has the focus (found once: a walk
    of the whole dialog at every Tab is slow on a loaded machine)."""
    target = wait_for(f"{name!r} in the New Game dialog", lambda: find(dialog, role, name), timeout=10)
    for _ in range(30):
        if is_on(target, Atspi.StateType.FOCUSED):
            return target
        press("Tab")
        time.sleep(0.05)
    raise Failure(f"Tab does not reach {name!r} in the New Game dialog")


def choose(dialog, name, key, times):
    """A combo row's list opened with Space, an item chosen with the arrows
    and Return, as a keyboard user does."""
    combo = tab_to(dialog, Atspi.Role.COMBO_BOX, name)
    press("space")

    def open_item():
        obj = focused(combo)   # its popover is the row's own
        return obj if obj is not None and obj.get_role() == Atspi.Role.LIST_ITEM else None
    item = wait_for(f"the list of {name!r} to open", open_item, timeout=10)
    check_controls(item.get_parent(), f"the list of {name!r}, open")
    for _ in range(times):
        press(key)
    press("Return")
    wait_for(f"the list of {name!r} to close", lambda: is_on(combo, Atspi.StateType.FOCUSED), timeout=10)


def switch_rows(dialog):
    """A row with a switch is one stop for Tab, read as the switch (GTK
    4.8 calls it a check box) with whether it is on, and Space on it turns
    it (the switch inside takes no focus and is not read a second time)."""
    row = tab_to(dialog, Atspi.Role.CHECK_BOX, "Farmers")
    check(is_on(row, Atspi.StateType.CHECKED), "the Farmers row says it is on, as the rules play them (C-11)")
    inner = [o for o in walk(row) if o != row and o.get_role() == Atspi.Role.CHECK_BOX]
    check(not inner, "the switch in the Farmers row is not read again inside it")
    press("Tab")
    after = wait_for("Tab to leave the Farmers row", lambda: (focused(dialog) or row) != row and focused(dialog),
                     timeout=10)
    check(after.get_role() == Atspi.Role.CHECK_BOX and after.get_name() == "Bridges, Castles and Bazaars",
          f"Tab goes from the Farmers row to the next row ({after.get_role_name()} {after.get_name()!r})")
    press("Tab", modifiers=SHIFT_MASK)
    wait_for("Shift+Tab to come back to the Farmers row", lambda: is_on(row, Atspi.StateType.FOCUSED), timeout=10)
    for want in (False, True):
        press("space")
        wait_for(f"Space to turn farmers {'on' if want else 'off'}",
                 lambda: is_on(row, Atspi.StateType.CHECKED) == want, timeout=10)
    check(True, "Space on the Farmers row turns its switch off and on again")


def start_classic(app):
    window = frame(app, "Castellan")
    wait_for("the main window to be active", lambda: window.get_state_set().contains(Atspi.StateType.ACTIVE))
    press("n", control=True)
    dialog = wait_for("the New Game dialog", lambda: frame(app, "New Game"))
    wait_for("the focus on Start", lambda: (focused(dialog) or dialog).get_name() == "Start")
    choose(dialog, "Game", "Down", 1)                 # Carcassonne
    wait_for("the seats of classic Carcassonne", lambda: find(dialog, Atspi.Role.COMBO_BOX, "Players"))
    choose(dialog, "Players", "Down", 3)              # 5
    wait_for("a fifth seat", lambda: find(dialog, Atspi.Role.COMBO_BOX, "Black"))
    choose(dialog, "Red", "Up", 1)                    # the list opens on its first item: Human
    switch_rows(dialog)
    check_names(dialog, "New Game dialog for Carcassonne")
    check_controls(dialog, "New Game dialog for Carcassonne")
    chosen = {seat: find(dialog, Atspi.Role.COMBO_BOX, seat).get_description() for seat in ("Yellow", "Red") + COMPUTERS}
    check(chosen == {"Yellow": "Human", "Red": "Human", "Green": "Computer, Casual", "Blue": "Computer, Casual",
                     "Black": "Computer, Casual"}, f"each seat's combo box says who plays it: {chosen!r}")
    tab_to(dialog, Atspi.Role.PUSH_BUTTON, "Start")
    press("Return")
    # the main window active again: the dialog has closed (its frame is not
    # asked for while it goes: GTK 4.8 warns answering for a window going)
    wait_for("the dialog to close", lambda: is_on(window, Atspi.StateType.ACTIVE))
    return window


class Classic:
    def __init__(self, window):
        self.window = window
        self.board = wait_for("the classic board in the accessible tree",
                              lambda: find(window, Atspi.Role.TABLE, "Carcassonne board"))
        self.prompt_label = wait_for("the prompt beside the board", lambda: next(
            (o for o in walk(window) if o.get_role() == Atspi.Role.LABEL and PROMPT.match(o.get_name() or "")),
            None))
        # what Orca hears: every change of the board's description, as
        # the events it listens to report them
        self.heard = []
        self.listener = Atspi.EventListener.new(self.description_changed)
        self.listener.register("object:property-change:accessible-description")

    def description_changed(self, event):
        try:
            if event.source.get_role() == Atspi.Role.TABLE and event.source.get_name() == "Carcassonne board":
                text = event.any_data if isinstance(event.any_data, str) else event.source.get_description()
                self.heard.append(text or "")
        except GLib.Error:
            pass

    def said(self):
        """What Orca speaks now: the focused board's description."""
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        return self.board.get_description() or ""

    def heard_since(self, mark, text):
        self.said()
        return any(text in h for h in self.heard[mark:])

    def prompt(self):
        return self.prompt_label.get_name() or ""

    def to_lay(self):
        """The person whose tile it is to lay, or None."""
        m = PROMPT.match(self.prompt())
        return m.group(1) if m and m.group(2) and m.group(2).startswith(", lay the drawn tile") else None

    def over(self):
        """The card says the game's outcome: none of a turn's prompts."""
        prompt = self.prompt()
        return bool(prompt) and PROMPT.match(prompt) is None

    def seat_rows(self):
        """The player list's items, the same as The Castle's, each named by
        its seat's state."""
        return [name for name in check_players(self.window, 5, "classic Carcassonne") if SEAT_ROW.match(name)]

    def has_focus(self):
        return self.board.get_state_set().contains(Atspi.StateType.FOCUSED)

    def focus_board(self):
        focus_by_tab(self.has_focus, root=self.window)

    def key(self, key, want, what, modifiers=0, timeout=10):
        """Press key and wait until the board says what want accepts."""
        press(key, modifiers=modifiers)
        try:
            return wait_for(what, lambda: want(self.said()) and self.said(), timeout=timeout)
        except Failure:
            raise Failure(f"{what}: the board says {self.said()!r}")


def first_turn(game):
    """Yellow's first turn: the cursor, the refusal, the start tile,
    Suggest a Move."""
    here = wait_for("the cursor on a cell", lambda: CELL.match(game.said()) and game.said())
    check(FITS in here and re.search(r"Drawn tile, [^:]+: " + SIDES + r"\.", here) and "Laid here, the tile" in here,
          f"the cursor starts on a cell where the tile fits, its sides and what it completes there: {here!r}")
    # up and left until the cursor stops: the corner of the ring round the
    # start tile, a cell against no tile
    seen = {here}
    for key in ("Up", "Left"):
        for _ in range(4):
            before = game.said()
            press(key)
            time.sleep(0.15)
            seen.add(game.said())
            if game.said() == before:
                break
    corner = game.said()
    check(len(seen) >= 2 and all(CELL.match(t) for t in seen),
          f"the arrow keys move the cursor over the board, the pointer resting on it: {sorted(seen)!r}")
    check(corner.startswith("-1,-1: empty, the drawn tile does not fit here. ") and "(C-4.2)" in corner,
          f"a cell where the tile does not fit says why: {corner!r}")
    said = game.key("Return", lambda t: t != corner, "the refusal to be announced")
    check(said.startswith("The tile does not fit there. A tile must share a side"), f"a refused tile is announced: {said!r}")
    game.key("Right", lambda t: t.startswith("0,-1: "), "the cursor to 0,-1")
    start = game.key("Down", lambda t: t.startswith("0,0: "), "the cursor on the start tile")
    check(re.match(r"^0,0: " + SIDES + "$", start), f"a laid tile is read side by side: {start!r}")
    said = game.key("h", lambda t: t.startswith("Strong would play this: Lay the tile at "), "Suggest a Move to be announced",
                    modifiers=CONTROL_MASK, timeout=60)
    # the one shape of every game: the cell, the turn as the board says it,
    # the follower, and why, with the rule it rests on
    check(re.match(r"^Strong would play this: Lay the tile at -?\d+,-?\d+, [^,]+, (and put a \w+ on its \w+|without a follower): "
                   r"it [^()]+ \(C-\d+(\.\d+)?\)\.( It also scores \d+ points? for others\.)?$",
                   said), f"Suggest a Move is announced: {said!r}")
    # the board shows it: a key that moves nothing reads the cell under
    # the cursor again, the one suggested, the tile turned as suggested
    cell = said.split(" at ")[1].split(",", 2)
    turned = cell[2].split(",")[0].strip()
    shown = game.key("n", lambda t: not t.startswith("Strong would play this:"), "the board to read its cursor again")
    check(shown.startswith(f"{cell[0]},{cell[1]}: empty, {FITS}. Drawn tile, {turned}: "),
          f"the cursor is on the cell suggested, the tile turned as suggested: {shown!r}")


class Checks:
    """What is checked once along the game, when the deal allows it."""
    def __init__(self):
        self.cycle = self.turned = self.spot = self.farmer = self.tab = self.follower = False


def same_cell(a, b):
    """The same cell, however the tile lies there."""
    return a.split(": ")[0] == b.split(": ")[0]


def place_tile(game, checks):
    """F to a cell that takes the tile (and Shift+F, R when not yet
    checked), then Enter."""
    # the turn may start on a cell that takes the tile: wait for F to move
    # the cursor before reading it, else a later F is taken for this one
    before = game.said()
    press("f")
    try:
        wait_for("F to move the cursor", lambda: game.said() != before, timeout=3)
    except Failure:
        pass   # the tile fits in one cell only
    fit = wait_for("F to go to a cell where the tile fits as it is turned",
                   lambda: CELL.match(game.said()) and FITS in game.said() and "when turned" not in game.said()
                   and game.said(), timeout=10)
    if not checks.cycle:
        press("f")
        try:
            second = wait_for("F to go on", lambda: game.said() != fit and game.said(), timeout=3)
        except Failure:
            second = fit   # the tile fits in one cell only: next turn
        if second != fit and CELL.match(second) and FITS in second:
            # back on the same cell, where the tile still fits.  The tile
            # keeps the way it was turned wherever that way fits, so when
            # the second cell needed another way and that way fits here
            # too, the tile comes back lying as it was turned there.
            back = game.key("f", lambda t: same_cell(t, fit) and FITS in t, "Shift+F to go back",
                            modifiers=SHIFT_MASK)
            checks.cycle = True
            check(same_cell(back, fit) and FITS in back,
                  f"F and Shift+F go from one cell that takes the tile to the next and back: "
                  f"{fit!r} → {second!r} → {back!r}")
        fit = game.said()
    if not checks.turned:
        press("r")
        try:
            turned = wait_for("R to turn the tile", lambda: game.said() != fit and game.said(), timeout=3)
        except Failure:
            turned = fit   # one way only fits there: next turn
        if turned != fit:
            checks.turned = True
            check(turned.split(": ")[0] == fit.split(": ")[0] and FITS in turned
                  and re.search(r"Drawn tile, (not turned|turned [^:]+): " + SIDES, turned),
                  f"R turns the tile to the next way it fits, and the board says how it lies: {turned!r}")
            fit = turned
    return game.key("Return", lambda t: t.startswith(("Spot ", "Choose a follower", "No follower can go")),
                    "the follower step after Enter")


def place_follower(game, checks, turn):
    """Read the spots (once through, for a farmer), Tab out and back once,
    then a follower on spot 1 every third turn or none."""
    text = game.said()
    if text.startswith("No follower can go"):
        press("n")
        return
    if not (checks.spot and checks.farmer):
        first = game.key("Right", lambda t: t.startswith("Spot "), "Right to read the first spot")
        m = SPOT.match(first)
        check(m and m.group(1) == "1", f"a follower spot is read with what the tutor says of it: {first!r}")
        checks.spot = True
        for _ in range(int(m.group(2))):
            text = game.said()
            if text.startswith("Spot ") and "Farmer in the field" in text and not checks.farmer:
                checks.farmer = True
                check(SPOT.match(text), f"a farmer's spot is read: {text!r}")
            press("Right")
            wait_for("Right to go on", lambda: game.said() != text, timeout=10)
    if not checks.tab:
        press("Tab")
        wait_for("Tab to leave the board in the follower step", lambda: not game.has_focus(), timeout=10)
        press("Tab", modifiers=SHIFT_MASK)
        wait_for("Shift+Tab to come back to the board", game.has_focus, timeout=10)
        checks.tab = True
        check(True, "Tab leaves the board in the follower step, Shift+Tab comes back")
    if turn % 3 == 0:
        press("1")
    else:
        press("n")


def check_log_tab(game, where):
    """The log's tab beside the board, as a click on it would; its rows;
    then the tutor's tab again and the keys back on the board."""
    find(game.window, Atspi.Role.PAGE_TAB, "Game Log").get_action_iface().do_action(0)
    wait_for("the game log to be shown", lambda: find(game.window, Atspi.Role.LIST, "Game Log"), timeout=10)
    check_log_rows(game.window, where)
    find(game.window, Atspi.Role.PAGE_TAB, "Rules Tutor").get_action_iface().do_action(0)
    game.focus_board()


def play(app):
    window = start_classic(app)
    game = Classic(window)
    check_names(window, "classic game page")
    check_hidden_pages(window, ("Welcome to Castellan", "Castellan", "Carcassonne: The Castle"), "classic game page")
    check_type_names(window, "classic game page")
    x, y = park_pointer(game.board)
    print(f"# pointer parked over the board at {x},{y}")
    game.focus_board()
    wait_for("Yellow's turn", lambda: game.to_lay() == "Yellow")
    first_turn(game)

    check_log_tab(game, "classic game page")
    rows = game.seat_rows()
    check(len(rows) == 5 and rows[0].endswith(", to play") and "Green, Computer: Casual" in rows[2],
          f"the player list's items are read by seat, who plays, score, supply and whose turn: {rows!r}")

    checks = Checks()
    turns = {name: 0 for name in PEOPLE}
    lost = []
    started = time.monotonic()
    deadline = started + 600
    while not game.over():
        if time.monotonic() > deadline:
            raise Failure(f"the game did not end in time ({turns} turns of the people)")
        game.said()
        seat = game.to_lay()
        if seat not in PEOPLE:
            time.sleep(0.05)
            continue
        if not game.has_focus():
            lost.append(f"{seat}'s turn {turns[seat] + 1}")
            game.focus_board()
        if turns[seat] == 5 and seat == "Yellow":
            check_log_tab(game, "classic game page, in the game")
        place_tile(game, checks)
        mark = len(game.heard)
        place_follower(game, checks, turns[seat])
        turns[seat] += 1
        wait_for(f"{seat}'s move to be heard", lambda: game.heard_since(mark, f"{seat} lays a"), timeout=30)
    time.sleep(0.5)
    game.said()
    elapsed = time.monotonic() - started
    moves = [h for h in game.heard if re.match(r"^\w+ lays an? [\w ]*tile[\w ]* at -?\d+,-?\d+, (not turned|turned (a quarter clockwise|half round|a quarter anticlockwise))\.", h)]
    by = {name: [h for h in moves if h.startswith(name + " ")] for name in PEOPLE + COMPUTERS}
    check(not lost, f"the board keeps the focus from turn to turn (lost at {lost!r})")
    check(checks.spot and checks.tab and checks.cycle,
          "follower spots read, Tab out of the follower step, F and Shift+F checked")
    check(checks.farmer, "a farmer's spot was read")
    check(any("Green’s turn." in h for h in by["Red"]) and any("Red’s turn." in h for h in by["Yellow"]),
          "each move says whose turn it is next, at a desk shared by Yellow and Red")
    said = next((h for h in by["Black"] if SCORES.search(h)), None)
    check(said and "Yellow’s turn." in said, f"a computer's move is announced with the scores: {said!r}")
    check(all(SCORES.search(h) for name in COMPUTERS for h in by[name]),
          "every computer's move is announced with the scores")
    check(any(re.search(r"(places a \w+ (on|in) the \w+|lays a farmer in the field)\.", h) for h in moves),
          "a follower put on a tile is announced")
    heard = {name: len(by[name]) for name in COMPUTERS}
    check(all(turns[name] >= 13 for name in PEOPLE) and all(n >= 13 for n in heard.values()),
          f"a whole game was played by keyboard, the pointer over the board: {turns} turns of the people, "
          f"{heard} heard of the computers, in {elapsed:.0f} s")
    where = subprocess.run(["xdotool", "getmouselocation"], capture_output=True, text=True).stdout
    check(where.startswith(f"x:{x} y:{y} "), f"the pointer rested over the board all game ({where.strip()!r})")
    # the end opens the Final Score dialog every game has (issue 32, item 3)
    sheet = wait_for("the Final Score dialog", lambda: frame(app, "Final Score"))
    chart = next((obj for obj in walk(sheet) if obj.get_name() == "Score chart"), None)
    check(chart is not None, "the final score chart in the Final Score dialog is named")
    # grouped per player (issue 32): each group's heading says the player and the total, every row is named
    rows = [obj for obj in walk(sheet) if obj.get_role() == Atspi.Role.LIST_ITEM]
    heads = [r.get_name() for r in rows if re.fullmatch(r"\w+: -?\d+ points?", r.get_name() or "")]
    check(len(heads) == len(PEOPLE) + len(COMPUTERS) and all(not r.get_name() == "" for r in rows),
          f"the Final Score dialog reads a heading per player and a name for every line: {heads}")
    # a player's colour is a "●" beside the heading, which names the player
    check_type_names(sheet, "the Final Score dialog")
    end = game.heard[-1]
    check(re.search(r"The game is over[^.]*\..*" + SCORES.pattern, end), f"the end is announced: {end!r}")


def bcb_record(stop):
    """A game with Bridges, Castles and Bazaars as castellan-cli plays it,
    cut just before its first move of the kind stop ("castle", "offer"),
    or with "bought" just after the first tile of a bazaar is bought or
    sold, its three seats people at one desk; None without castellan-cli."""
    cli = os.environ.get("CASTELLAN_CLI")
    if not cli:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.castellan")
        subprocess.run([cli, "play", "--game", "carcassonne", "--players", "3", "--expansions", "bcb",
                        "--seed", "3", "--record", path], check=True, capture_output=True)
        with open(path) as f:
            head, moves = f.read().split("[Moves]\n")
    moves = [line for line in moves.splitlines() if "=" in line]
    if stop == "bought":
        cut = next(i for i, line in enumerate(moves) if line.split("=", 1)[1] in ("buy", "sell")) + 1
    else:
        cut = next(i for i, line in enumerate(moves) if line.split("=", 1)[1].startswith(stop))
    head = re.sub(r"MoveCount=\d+", f"MoveCount={cut}", head).replace("Kind=computer", "Kind=human")
    return head + "[Moves]\n" + "".join(line + "\n" for line in moves[:cut])


def inside(obj, root):
    """Whether obj is root or lies under it."""
    while obj is not None:
        if obj == root:
            return True
        obj = obj.get_parent()
    return False


def castle_question(app):
    """B-4.2: the question beside the board, read and answered by keyboard."""
    window = wait_for("the resumed game's window", lambda: frame(app, "Castellan"))
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    question = wait_for("the castle question", lambda: next(
        (o for o in walk(window) if o.get_role() == Atspi.Role.LABEL
         and re.match(r"^\w+, your follower holds the small city just completed at -?\d+,-?\d+", o.get_name() or "")),
        None))
    text = question.get_name()
    check("(B-4.4 to B-4.6)" in text, f"the castle question is read whole, with its rules: {text!r}")
    build = find(window, Atspi.Role.PUSH_BUTTON, "Build a Castle")
    score = next((o for o in walk(window) if o.get_role() == Atspi.Role.PUSH_BUTTON
                  and re.match(r"^Score \d+ Points?$", o.get_name() or "")), None)
    check(build is not None and score is not None,
          f"both answers are buttons named by what they do ({build and build.get_name()!r}, "
          f"{score and score.get_name()!r})")
    answer = wait_for("the focus on an answer", lambda: next(
        (o for o in (build, score) if is_on(o, Atspi.StateType.FOCUSED)), None), timeout=10)
    # Return does what the button drawn as suggested says
    check(answer == build, f"the focus is on the suggested answer, Build a Castle, not {answer.get_name()!r}")
    check(answer.get_description() == text,
          f"the answer with the focus, {answer.get_name()!r}, is described by the question")
    check_names(window, "the castle question")
    check_type_names(question.get_parent(), "the castle question")
    press("Return")
    wait_for("the question to be answered", lambda: not any(
        o.get_role() == Atspi.Role.LABEL and (o.get_name() or "") == text for o in walk(window)), timeout=20)
    check(True, f"Return answers with {answer.get_name()!r}, and the question goes")


def auction_card(app):
    """B-5.3: the bazaar's card beside the board, read and bid by keyboard."""
    window = wait_for("the resumed game's window", lambda: frame(app, "Castellan"))
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    card = wait_for("the auction card", lambda: find(window, Atspi.Role.PANEL, "Bazaar"))
    # the seats beside it, one item each as in every game, with what they hold in the expansion
    seats = check_players(window, 3, "the expansion, the auction open")
    held = [PLAYER.match(name).group("held") for name in seats]
    check(all(BCB_HELD.match(h) for h in held), f"each seat says its bridges and castles: {held!r}")
    # the pictures of the bridges and castles on the cards, read by their words, not "GtkDrawingArea"
    seat_items = players(window)
    pictures = [o for item in seat_items for o in walk(item) if o.get_role() == Atspi.Role.IMAGE]
    words = [p.get_name() or "" for p in pictures]
    check(len(words) == 6 and all(re.match(r"^\d+ (bridges?|castles?)$", w) for w in words),
          f"each card's bridges and castles are pictures named by their count: {words!r}")
    for item in seat_items:
        check_type_names(item, "a seat's card in the expansion")
    tiles = find(card, Atspi.Role.TABLE)
    check(tiles is not None and tiles.get_name() == "Tiles on Offer",
          f"the tiles on offer are a table named so ({tiles and tiles.get_name()!r})")
    buttons = [o for o in walk(tiles) if o.get_role() in (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON)]
    names = [b.get_name() or "" for b in buttons]
    check(len(names) == 3 and all(re.match(rf"^Tile {i + 1}: {SIDES}$", n) for i, n in enumerate(names)),
          f"a tile on offer per player, each a button named by its number and what is on it: {names!r}")
    prompt = wait_for("the auctioneer's prompt", lambda: next(
        (o for o in walk(card) if o.get_role() == Atspi.Role.LABEL
         and re.match(r"^\w+ is the auctioneer: pick a tile", o.get_name() or "")), None))
    auctioneer = prompt.get_name().split()[0]
    points = find(card, Atspi.Role.SPIN_BUTTON)
    check(points is not None and points.get_name() == "Points:", f"the points to bid are named ({points and points.get_name()!r})")
    check_names(card, "the auction card")
    check_type_names(card, "the auction card")
    start = wait_for("the focus in the auction card", lambda: (lambda f: f if f is not None and inside(f, card)
                                                                 else None)(focused(window)), timeout=10)
    check(start in buttons, f"the focus starts on a tile on offer ({start.get_name()!r})")
    offer = find(card, Atspi.Role.PUSH_BUTTON, "Offer")
    check(offer is not None, "the auctioneer's Offer button is named")
    focus_by_tab(lambda: is_on(offer, Atspi.StateType.FOCUSED), "the Offer button")
    press("Return")
    bid = wait_for("the next player's Bid button", lambda: find(card, Atspi.Role.PUSH_BUTTON, "Bid"), timeout=20)
    passing = find(card, Atspi.Role.PUSH_BUTTON, "Pass")
    check(bid is not None and passing is not None, "the bidder's Bid and Pass buttons are named")
    told = wait_for("the offer to be told in the card", lambda: next(
        (o for o in walk(card) if o.get_role() == Atspi.Role.LABEL and auctioneer in (o.get_name() or "")
         and o != prompt and "auctioneer" not in (o.get_name() or "") and ":" not in (o.get_name() or "")), None),
        timeout=10)
    check(True, f"the offer is told in the card, read by its words: {told.get_name()!r}")
    auctioned = [b for b in buttons if is_on(b, Atspi.StateType.CHECKED) or is_on(b, Atspi.StateType.PRESSED)]
    check(len(auctioned) == 1, f"the tile being auctioned is the one pressed ({[b.get_name() for b in auctioned]!r})")
    check_names(card, "the auction card, bidding")
    check_type_names(card, "the auction card, bidding")


def bazaar_tile_held(app):
    """B-5.7: a seat holding a tile from the bazaar says so in its item's
    name; the square its card shows for it ("▣") is not read."""
    window = wait_for("the resumed game's window", lambda: frame(app, "Castellan"))
    wait_for("the main window to be active", lambda: is_on(window, Atspi.StateType.ACTIVE))
    holder = wait_for("a seat holding a tile from the bazaar", lambda: next(
        (item for item in players(window) if "A tile from the bazaar to lay" in (item.get_name() or "")), None))
    check(True, f"a seat says the tile it holds from the bazaar: {holder.get_name()!r}")
    for item in players(window):
        check_type_names(item, "a seat's card, a tile from the bazaar held")


def main():
    status = run_app(sys.argv[1], play, animation="off")
    for stop, body in (("castle", castle_question), ("offer", auction_card), ("bought", bazaar_tile_held)):
        saved = bcb_record(stop)
        if saved is None:
            print(f"# skipped the {stop} check: CASTELLAN_CLI is not set")
            continue
        status = run_app(sys.argv[1], body, animation="off", saved=saved) or status
    return status


if __name__ == "__main__":
    sys.exit(main())
