#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Kills the autosaving model with SIGKILL at random moments of computer-vs-computer
# games, 1,000 times by default, and checks after every kill that the save loads
# and holds the last move reported saved, or a later one (issue 13). Run by
# hand; it takes about ten minutes. The figure goes in docs/PERFORMANCE.md.
#
#   tests/hardening/kill-saves.sh [BUILD_DIR [KILLS [SEED [GAME]]]]
#
# GAME: castle (the default), classic, or bcb (classic with Bridges, Castles
# and Bazaars, issue 31). A classic writer goes on with the game it finds
# saved, so the kills land all through each game.
set -eu
build="${1:-_build}"
kills="${2:-1000}"
seed="${3:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"
game="${4:-castle}"

case "$game" in
  castle|classic|bcb) ;;
  *) echo "kill-saves.sh: GAME must be castle, classic or bcb, not “$game”" >&2; exit 2 ;;
esac

echo "$kills kills of $game games, seed $seed"
CASTELLAN_KILLS="$kills" CASTELLAN_KILL_COMPUTERS=1 CASTELLAN_KILL_SEED="$seed" CASTELLAN_KILL_GAME="$game" \
G_DEBUG=fatal-criticals GSETTINGS_BACKEND=memory LC_ALL=C.UTF-8 \
  "$build/tests/hardening/test-saves" -p /saves/sigkill --verbose
