# SPDX-License-Identifier: GPL-3.0-or-later
"""What the AT-SPI tests share (a11y-test.py for The Castle,
a11y-classic-test.py for classic Carcassonne): reading the accessible
tree as Orca does, keys through AT-SPI's own key synthesis (XTest), as a
person's would, and the app started under a window manager with a
throw-away home, its log read for criticals at the end.

Importing it exits 77 (skipped) when python3-gi or the AT-SPI typelib is
missing."""

import os
import re
import subprocess
import sys
import tempfile
import time

try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
except (ImportError, ValueError) as e:
    print(f"not installed: python3-gi and gir1.2-atspi-2.0 ({e})")
    sys.exit(77)

TIMEOUT = 60
TYPE_NAME = re.compile(r"^(Gtk|Adw|Castellan)[A-Z]\w*$")
# a name of symbols only, no word in it: "●", "▣"
SYMBOL = re.compile(r"^[^\w\s]+$")
SHIFT_MASK = 1 << 0
CONTROL_MASK = 1 << 2
KEY = {"Right": 0xFF53, "Left": 0xFF51, "Up": 0xFF52, "Down": 0xFF54,
       "Return": 0xFF0D, "Tab": 0xFF09, "space": 0x0020,
       "f": 0x0066, "h": 0x0068, "n": 0x006E, "r": 0x0072, "1": 0x0031,
       "comma": 0x002C, "Escape": 0xFF1B, "F10": 0xFFC7}


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)
    print(f"ok: {what}")


def wait_for(what, fn, timeout=TIMEOUT):
    """fn's first true value, asked again every 50 ms. An object that went
    away while fn read it (AT-SPI's "The application no longer exists", as
    a list replaces its rows or a menu closes) counts as not yet: fn is
    asked again, and the timeout says what it last met."""
    deadline = time.monotonic() + timeout
    gone = ""
    while True:
        try:
            value = fn()
        except GLib.Error as e:
            value, gone = None, f" (last: {e.message})"
        if value:
            return value
        if time.monotonic() > deadline:
            raise Failure(f"timed out waiting for {what}{gone}")
        time.sleep(0.05)


def find_app(name):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == name:
            return app
    return None


def walk(obj):
    """Every object under obj that is visible, depth first (GTK 4.8 marks
    only windows as showing)."""
    try:
        states = obj.get_state_set()
        if not states.contains(Atspi.StateType.VISIBLE):
            return
        n = obj.get_child_count()
    except Exception:  # an object gone while we looked
        return
    yield obj
    for i in range(n):
        try:
            child = obj.get_child_at_index(i)
        except GLib.Error:  # obj went away while we read its children
            return
        if child is not None:
            yield from walk(child)


def named(root):
    """(object, role, name) for every object walk() finds, less any that
    went away while we read it (a list may put a new row in an old one's
    place: the review window does, as it judges each move)."""
    for obj in walk(root):
        try:
            yield obj, obj.get_role(), obj.get_name() or ""
        except GLib.Error:
            continue


def frames(app):
    return [app.get_child_at_index(i) for i in range(app.get_child_count())]


def frame(app, title):
    for f in frames(app):
        try:
            if f is not None and f.get_name() == title:
                return f
        except GLib.Error:  # a window gone while we looked (a dialog closing)
            continue
    return None


def find(root, role, name=None):
    for obj in walk(root):
        try:
            if obj.get_role() == role and (name is None or obj.get_name() == name):
                return obj
        except GLib.Error:  # an object gone while we looked
            continue
    return None


def find_any(root, role, name):
    """Like find, hidden objects included (GTK 4.8 keeps them in the tree)."""
    stack = [root]
    while stack:
        obj = stack.pop()
        try:
            if obj.get_role() == role and obj.get_name() == name:
                return obj
            stack.extend(obj.get_child_at_index(i) for i in range(obj.get_child_count()))
        except GLib.Error:
            continue
    return None


def is_on(obj, state):
    return obj.get_state_set().contains(state)


def press(key, control=False, modifiers=0):
    if control:
        modifiers |= CONTROL_MASK
    if modifiers:
        Atspi.generate_keyboard_event(modifiers, None, Atspi.KeySynthType.LOCKMODIFIERS)
    Atspi.generate_keyboard_event(KEY[key], None, Atspi.KeySynthType.SYM)
    if modifiers:
        Atspi.generate_keyboard_event(modifiers, None, Atspi.KeySynthType.UNLOCKMODIFIERS)
    time.sleep(0.05)


def focused(root):
    for obj in walk(root):
        try:
            if obj.get_state_set().contains(Atspi.StateType.FOCUSED):
                return obj
        except GLib.Error:  # an object gone while we looked
            continue
    return None


def focus_by_tab(has_focus, what="the board", root=None, unblock=None, settle=5):
    """Wait settle seconds for what to take the focus (a turn starts with
    it there); else Tab to it, as a keyboard user does. The focus state
    reaches us in the app's own time, so each Tab waits a moment for it;
    unblock() is called first (it answers a question dialog that took the
    keys) and root names what has the focus when it fails. What does not
    take the focus by itself (a dialog's second switch) is Tabbed to at
    once with a short settle: a Tab pressed before the focus settles only
    makes the loop go round once more."""
    try:
        wait_for(f"{what} to take the focus", has_focus, timeout=settle)
        return
    except Failure:
        pass
    for _ in range(40):
        if unblock is not None and unblock():
            time.sleep(0.3)
        if has_focus():
            return
        press("Tab")
        end = time.monotonic() + 0.5
        while time.monotonic() < end:
            if has_focus():
                return
            time.sleep(0.05)
    where = ""
    if root is not None:
        obj = focused(root)
        where = f" (the focus is on {obj.get_role_name()} {obj.get_name()!r})" if obj else \
            " (nothing in the window has the focus)"
    raise Failure(f"Tab does not reach {what}{where}")


def check_names(root, where):
    bad = []
    n = 0
    for obj, role, name in named(root):
        if role in (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON):
            n += 1
            if not name.strip() or TYPE_NAME.match(name) or "_" in name:
                bad.append(f"{obj.get_role_name()} named {name!r} (description {obj.get_description()!r})")
    check(n > 0 and not bad, f"{where}: {n} buttons and toggles, each with a proper name" +
          ("" if not bad else ": " + "; ".join(bad)))


def check_hidden_pages(root, hidden, where):
    """The pages of a stack that are not shown are out of the tree (GTK 4.8
    kept each as a panel named by its title, empty or not)."""
    found = [name for name in hidden if find_any(root, Atspi.Role.PANEL, name) is not None]
    check(not found, f"{where}: the pages not on screen are out of the accessible tree" +
          ("" if not found else f", but panels {found!r} are in it"))


def type_named(root):
    """What under root is read by a type name or a symbol alone, by role."""
    return sorted({f"{Atspi.role_get_name(role)} {name!r}" for obj, role, name in named(root)
                   if TYPE_NAME.match(name) or SYMBOL.match(name)})


def check_type_names(root, where):
    """Nothing is read by its GTK type name ("AdwGizmo", "GtkScrollbar"),
    as GTK 4.8 reads what has no name of its own, nor by a symbol alone
    (a colour's "●", the bazaar's "▣"): what it shows is said in words by
    what holds it, or it is left out of the tree."""
    bad = type_named(root)
    check(not bad, f"{where}: nothing read by its type name or a symbol alone" + ("" if not bad else f", but {bad!r}"))


def check_list_names(root, where):
    """No two lists in one window share a name: a screen reader says the
    name as it enters a list, and two lists both called "Game" cannot be
    told apart."""
    names = [obj.get_name() for obj in walk(root) if obj.get_role() == Atspi.Role.LIST and obj.get_name()]
    twice = sorted({name for name in names if names.count(name) > 1})
    check(not twice, f"{where}: every list has a name of its own" + ("" if not twice else f", but {twice!r} twice"))


def check_log_rows(root, where):
    """Each row of the game log is named by its sentence, the text it
    shows (GTK 4.8 reads a list view's row by its type name)."""
    log = find(root, Atspi.Role.LIST, "Game Log")
    rows = [obj for obj in walk(log) if obj.get_role() == Atspi.Role.LIST_ITEM] if log else []
    bad = []
    for row in rows:
        name = row.get_name() or ""
        label = find(row, Atspi.Role.LABEL)
        if not name.strip() or TYPE_NAME.match(name) or label is None or label.get_name() != name:
            bad.append(name)
    check(log is not None and rows and not bad,
          f"{where}: the game log is a list named 'Game Log', its {len(rows)} rows named by their sentence" +
          ("" if log is not None else ": no such list") + ("" if not bad else f": rows named {bad[:3]!r}"))
    return [row.get_name() for row in rows]


# a seat of any game as the player list names it: who, who plays, the
# score, the followers in the supply (the colour first where the name does
# not say it), then what the seat holds in its game and whose turn it is
PLAYER = re.compile(r"^(?P<name>[^,]+), (?P<kind>Human|Computer: \w+), -?\d+ points?, "
                    r"(?:\w+, )?\d+ followers? in supply(?P<held>(?:, [^,]+)*?)(?P<turn>, to play)?$")


def players(root):
    """The one player list above the board, the same for every game: a
    list named "Players", an item a seat, each item named with all its
    card shows. Returns the items."""
    box = find(root, Atspi.Role.LIST, "Players")
    if box is None:
        return []
    items = (box.get_child_at_index(i) for i in range(box.get_child_count()))
    return [obj for obj in items if obj is not None and obj.get_role() == Atspi.Role.LIST_ITEM]


def check_players(root, n, where):
    """n seats, each one item of the player list named as PLAYER says, and
    at most one of them to play; returns their names."""
    names = [obj.get_name() or "" for obj in players(root)]
    bad = [name for name in names if not PLAYER.match(name)]
    to_play = [name for name in names if name.endswith(", to play")]
    check(len(names) == n and not bad and len(to_play) <= 1,
          f"{where}: the player list holds {n} seats, each one item named with its score, supply, "
          f"holdings and whose turn: {names!r}" + ("" if not bad else f", but {bad!r} do not read so"))
    return names


# what a keyboard user stops on or moves through in a dialog
CONTROLS = (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX, Atspi.Role.RADIO_BUTTON,
            Atspi.Role.COMBO_BOX, Atspi.Role.LIST, Atspi.Role.LIST_ITEM, Atspi.Role.TEXT, Atspi.Role.IMAGE,
            Atspi.Role.SPIN_BUTTON, Atspi.Role.SLIDER, Atspi.Role.MENU_ITEM)


def check_controls(root, where):
    """Every control under root (a dialog, an open list) has a name that is
    not a type name, and its container too; a combo box says what is
    chosen (its description, as GTK 4.8 gives it no value)."""
    bad = []
    n = 0
    for obj in walk(root):
        role = obj.get_role()
        name = obj.get_name() or ""
        if role in CONTROLS:
            n += 1
            if not name.strip() or TYPE_NAME.match(name) or "_" in name:
                bad.append(f"{obj.get_role_name()} named {name!r}")
            elif role == Atspi.Role.COMBO_BOX and not (obj.get_description() or "").strip():
                bad.append(f"combo box {name!r} does not say what is chosen")
        elif TYPE_NAME.match(name) and role not in (Atspi.Role.SCROLL_BAR, Atspi.Role.FILLER) or \
                name in ("GtkPopover", "GtkPopoverContent"):
            bad.append(f"{obj.get_role_name()} named {name!r}")
    check(n > 0 and not bad, f"{where}: {n} controls, each with a proper name" +
          ("" if not bad else ": " + "; ".join(bad)))


def park_pointer(obj, title="Castellan"):
    """The pointer to the middle of obj. GTK 4 gives no screen
    coordinates: the window's place is X's."""
    info = subprocess.run(["xwininfo", "-name", title], capture_output=True, text=True).stdout
    wx = int(re.search(r"Absolute upper-left X:\s+(-?\d+)", info).group(1))
    wy = int(re.search(r"Absolute upper-left Y:\s+(-?\d+)", info).group(1))
    ext = obj.get_extents(Atspi.CoordType.WINDOW)
    x, y = wx + ext.x + ext.width // 2, wy + ext.y + ext.height // 2
    Atspi.generate_mouse_event(x, y, "abs")
    return x, y


def run_app(binary, body, animation="fast", saved=None, slot="current-carcassonne.castellan"):
    """Starts binary with a home of its own, the accessibility bridge on,
    computers' moves played out at the animation setting given, under openbox (so a
    new window takes the focus, as on a desktop); runs body(app); returns
    the exit status, 1 on a failed check or a critical in the app's log.
    saved, the text of a classic game's record, is the saved game the app
    finds and resumes as it starts, in the save slot named (The Castle's
    is current.castellan)."""
    # a loaded machine answers slowly: wait as long as a person would
    Atspi.set_timeout(120000, 120000)
    tmp = tempfile.mkdtemp(prefix="castellan-a11y-")
    env = dict(os.environ)
    for key in ("NO_AT_BRIDGE", "GTK_A11Y"):
        env.pop(key, None)
    # criticals are read from the log below, so that the test says what
    # came before one rather than only that the app aborted
    env["G_DEBUG"] = ""
    env.update(XDG_DATA_HOME=os.path.join(tmp, "data"), XDG_CONFIG_HOME=os.path.join(tmp, "config"),
               XDG_CACHE_HOME=os.path.join(tmp, "cache"))
    # settings from a key file of our own
    settings = os.path.join(tmp, "config", "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w") as f:
        f.write(f"[io/github/castellan/Castellan]\nanimation-speed='{animation}'\n")
    env["GSETTINGS_BACKEND"] = "keyfile"
    if saved is not None:
        os.makedirs(os.path.join(tmp, "data", "castellan"))
        with open(os.path.join(tmp, "data", "castellan", slot), "w") as f:
            f.write(saved)
    log = open(os.path.join(tmp, "castellan.log"), "w+")
    try:
        wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except FileNotFoundError:
        print("not installed: openbox")
        return 77
    time.sleep(0.5)
    proc = subprocess.Popen([binary], stdout=log, stderr=subprocess.STDOUT, env=env)
    status = 1
    try:
        app = wait_for("castellan on the accessibility bus", lambda: find_app("castellan"))
        body(app)
        status = 0
    except Failure as e:
        print(f"not ok: {e}")
    except GLib.Error as e:
        print(f"not ok: AT-SPI failed ({e.message}); castellan "
              f"{'is still running' if proc.poll() is None else f'exited with {proc.returncode}'}")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        wm.terminate()
        log.seek(0)
        out = log.read()
        criticals = [line for line in out.splitlines() if "CRITICAL" in line]
        if status != 0 or criticals:
            print(out)
        if criticals:
            print(f"not ok: {len(criticals)} criticals in the log, the first: {criticals[0]}")
            status = 1
    return status
