#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# castellan-cli as a user runs it: the shipped data validates, a played game's
# record replays, and bad input gets a clear message naming file and rule.
# Prints TAP.
set -u
cli=$1
data=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
fail=0

ok () {   # ok DESCRIPTION COMMAND…
  local desc=$1; shift
  n=$((n + 1))
  if "$@" >"$tmp/out" 2>"$tmp/err"; then
    echo "ok $n - $desc"
  else
    echo "not ok $n - $desc"; sed 's/^/# /' "$tmp/out" "$tmp/err"; fail=1
  fi
}

fails_with () {   # fails_with DESCRIPTION PATTERN COMMAND…
  local desc=$1 pattern=$2; shift 2
  n=$((n + 1))
  if "$@" >"$tmp/out" 2>"$tmp/err"; then
    echo "not ok $n - $desc (it succeeded)"; fail=1
  elif grep -q -- "$pattern" "$tmp/err"; then
    echo "ok $n - $desc"
  else
    echo "not ok $n - $desc: no “$pattern” in:"; sed 's/^/# /' "$tmp/err"; fail=1
  fi
}

ok "--version" "$cli" --version
ok "--help" "$cli" --help
ok "shipped board and tile set validate" "$cli" validate "$data/castle.board" "$data/castellan.tileset"
ok "shipped tile set: 60 distinct tiles, plays" "$cli" tileset-report --games 50
ok "play writes a record and a trace" "$cli" play --seed 7 --record "$tmp/game.castellan" --trace "$tmp/trace.json"
ok "the record replays" "$cli" replay "$tmp/game.castellan"
ok "the record validates" "$cli" validate "$tmp/game.castellan"
ok "explain a turn" "$cli" explain "$tmp/game.castellan" --turn 12
ok "dump is JSON" sh -c "'$cli' dump | python3 -m json.tool >/dev/null"
ok "the trace is JSON with 60 turns or fewer" python3 -c "
import json, sys
d = json.load(open('$tmp/trace.json'))
g = d['games'][0]
assert d['format'] == 'castellan-trace' and 0 < len(g['turns']) <= 60
assert g['scores'][0] >= 0 and g['final']"

# the replayed final score equals the played one
played=$("$cli" play --seed 7 | sed -n 's/.*: \([0-9]*\) – \([0-9]*\)$/\1 \2/p')
replayed=$("$cli" replay "$tmp/game.castellan" | tail -n 1 | sed -n 's/.* \([0-9]*\), .* \([0-9]*\)$/\1 \2/p')
n=$((n + 1))
if [ -n "$played" ] && [ "$played" = "$replayed" ]; then echo "ok $n - replay reproduces the score ($played)"
else echo "not ok $n - replay gave “$replayed”, play gave “$played”"; fail=1; fi

# an illegal move: put move 3 on a cell far from everything
sed 's/^3=[A-Z][0-9]* /3=E5 /' "$tmp/game.castellan" > "$tmp/illegal.castellan"
fails_with "an illegal move names its move and rule" "\[Moves\] 3: .*(R-3\.[123])" "$cli" replay "$tmp/illegal.castellan"
head -c 300 "$tmp/game.castellan" > "$tmp/truncated.castellan"
fails_with "a truncated record is refused" "truncated.castellan" "$cli" replay "$tmp/truncated.castellan"
sed 's/^Version=1/Version=7/' "$tmp/game.castellan" > "$tmp/version.castellan"
fails_with "a record of another version is refused" "version 7 record" "$cli" replay "$tmp/version.castellan"
sed 's/^Sides=apb bbb bpa aaa$/Sides=apb bbb bpa aap/' "$data/castellan.tileset" > "$tmp/typo.tileset"
fails_with "a tile-set typo: path off the middle (R-2.3)" "\[Tile 1\].*(R-2.3)" "$cli" validate "$tmp/typo.tileset"
sed 's/^Sides=apb bbb bpa aaa$/Sides=apb bbb bpa aax/' "$data/castellan.tileset" > "$tmp/label.tileset"
fails_with "a tile-set typo: undeclared label" "\[Tile 1\].*“x”, which is not declared" "$cli" validate "$tmp/label.tileset"
sed 's/^Cells=\.#######\.\./Cells=.########./' "$data/castle.board" > "$tmp/cells.board"
fails_with "a board with 77 cells (R-1.1)" "77 cells.*(R-1.1)" "$cli" validate "$tmp/cells.board"
head -c 4000 /dev/urandom > "$tmp/noise.castellan"
fails_with "random bytes are refused, not a crash" "noise.castellan" "$cli" validate "$tmp/noise.castellan"

echo "1..$n"
exit $fail
