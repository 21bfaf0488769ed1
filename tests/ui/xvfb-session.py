#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a command on an X server of its own, as xvfb-run -a does, but
safely beside other tests doing the same, so that the tests that need a
display can run in parallel.

xvfb-run -a picks its display number by looking for a free lock file,
then starts Xvfb on it: two started at once can pick the same number.
Here Xvfb picks the display itself (-displayfd: it takes the first one
whose lock it can create, and writes its number once it accepts
connections), so two servers never share one, and the command starts
only once its server is ready.

Usage: xvfb-session.py [-s SERVER-ARGS] COMMAND [ARG...]

SERVER-ARGS are Xvfb's options in one argument, as for xvfb-run
(default "-screen 0 1280x1024x24", xvfb-run's). The exit status is the
command's; 1 if the server does not start."""

import os
import shlex
import signal
import subprocess
import sys
import tempfile


def start_server(server_args, log):
    """Xvfb started on a display of its own, its output to log; returns
    (process, display), display None if it did not start."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-nolisten", "tcp", *server_args],
                              pass_fds=[write_end], stdout=log, stderr=subprocess.STDOUT)
    os.close(write_end)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read_end, 16)
        if not chunk:  # the server ended without a display
            break
        number += chunk
    os.close(read_end)
    if not number.strip().isdigit():
        server.wait()
        return server, None
    return server, ":" + number.decode().strip()


def main(argv):
    server_args = ["-screen", "0", "1280x1024x24"]
    if len(argv) > 2 and argv[1] == "-s":
        server_args = shlex.split(argv[2])
        argv = argv[2:]
    command = argv[1:]
    if not command:
        print("usage: xvfb-session.py [-s SERVER-ARGS] COMMAND [ARG...]", file=sys.stderr)
        return 2

    # the server's warnings (xkbcomp's) are not the test's: shown only
    # when it fails to start
    with tempfile.TemporaryFile("w+") as log:
        server, display = start_server(server_args, log)
        if display is None:
            log.seek(0)
            print(f"{log.read()}xvfb-session: Xvfb did not start (status {server.returncode})", file=sys.stderr)
            return 1
        return run(server, display, command)


def run(server, display, command):
    # ended by a signal (meson test's timeout, Ctrl+C), end the server too
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    env = dict(os.environ, DISPLAY=display)
    env.pop("XAUTHORITY", None)
    try:
        return subprocess.call(command, env=env)
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
