#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Starts the castellan executable as a user would, waits until its main
window is mapped on the X display, asks it to quit through its app.quit
action over D-Bus, and checks that it exits with status 0 and writes no
warnings. Run under xvfb-run and dbus-run-session, with
G_DEBUG=fatal-criticals so any critical aborts the program."""

import subprocess
import sys
import time

TIMEOUT = 60


def window_is_viewable(title):
    result = subprocess.run(
        ["xwininfo", "-name", title], capture_output=True, text=True
    )
    return result.returncode == 0 and "Map State: IsViewable" in result.stdout


def activate_quit(app_id):
    object_path = "/" + app_id.replace(".", "/")
    subprocess.run(
        [
            "gdbus", "call", "--session",
            "--dest", app_id,
            "--object-path", object_path,
            "--method", "org.gtk.Actions.Activate",
            "quit", "[]", "{}",
        ],
        check=True,
        capture_output=True,
    )


def main():
    binary, app_id = sys.argv[1], sys.argv[2]
    proc = subprocess.Popen(
        [binary], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )

    deadline = time.monotonic() + TIMEOUT
    while not window_is_viewable("Castellan"):
        if proc.poll() is not None:
            out, err = proc.communicate()
            print(f"castellan exited early with status {proc.returncode}\n{out}{err}")
            return 1
        if time.monotonic() > deadline:
            tree = subprocess.run(
                ["xwininfo", "-root", "-tree"], capture_output=True, text=True
            )
            proc.kill()
            out, err = proc.communicate()
            print(f"the main window did not map within {TIMEOUT} s\n{out}{err}")
            print(f"windows on the display:\n{tree.stdout}{tree.stderr}")
            return 1
        time.sleep(0.2)
    print("main window mapped")

    activate_quit(app_id)
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        print(f"castellan did not quit within {TIMEOUT} s after app.quit\n{out}{err}")
        return 1

    sys.stdout.write(out)
    sys.stdout.write(err)
    if proc.returncode != 0:
        print(f"castellan exited with status {proc.returncode}")
        return 1
    if "CRITICAL" in err or "WARNING" in err:
        print("castellan wrote warnings while running")
        return 1
    print("castellan quit cleanly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
