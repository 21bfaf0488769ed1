#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# castellan-cli in each language (issue 16): what a classic game's replay,
# explain and tileset-report print holds no English feature or meeple word,
# as happened when kind words were put into translated sentences; explain
# names a side in words, not by its letter ("E" is "O" in German); a record
# with an illegal move is refused in the language, not with an English
# reason inside a translated frame; seats named by default ("Yellow", and
# The Castle's "Player 1 (casual)" as the CLI names them) are named in the
# language.
#
#   check-cli-language.sh CASTELLAN-CLI LOCALEDIR LANGUAGE...
set -eu
cli=$1
localedir=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

"$cli" play --game carcassonne --players 3 --seed 5 --record "$tmp/game.carcassonne" >/dev/null
# move 2 laid on the start tile's cell (C-4.2)
sed 's/^2=.*/2=0,0 0/' "$tmp/game.carcassonne" > "$tmp/taken.carcassonne"
# with Bridges, Castles and Bazaars: fields that border castles at the end
"$cli" play --game carcassonne --expansions bcb --players 3 --seed 1 --record "$tmp/bcb.carcassonne" >/dev/null
# The Castle, its seats named by the CLI ("Player 1 (casual)"), kept in English
"$cli" play --seed 3 --a casual --b strong --record "$tmp/game.castle" >/dev/null
# the same as the app writes it, its seats unnamed ("Blue", "Orange",
# docs/FORMATS.md), cut after 4 moves for a quick review
sed -e 's/^Player1=.*/Player1=Blue/' -e 's/^Player2=.*/Player2=Orange/' -e 's/^MoveCount=.*/MoveCount=4/' \
    -e '/^[5-9]=/d' -e '/^[1-9][0-9]=/d' "$tmp/game.castle" > "$tmp/app.castle"
# play-test: a record whose move is turned so that a side does not match
# (C-4.3, R-3.3) is refused with the turn in words ("girada 0" before) and
# in the language's order; the first turn of move 3 (classic) or of an
# early Castle move that breaks one
turn_words() {
  case $1 in
    0) echo "not turned" ;; 1) echo "turned a quarter clockwise" ;;
    2) echo "turned half round" ;; 3) echo "turned a quarter anticlockwise" ;;
  esac
}
broken_turn=
for r in 0 1 2 3; do
  sed "s/^3=\([-0-9]*,[-0-9]*\) [0-3]/3=\1 $r/" "$tmp/game.carcassonne" > "$tmp/turned.carcassonne"
  if ! "$cli" validate "$tmp/turned.carcassonne" 2>&1 | grep -q 'C-4.3'; then continue; fi
  broken_turn=$r; break
done
castle_turn=
for m in 2 3 4 5 6 7 8; do
  for r in 0 1 2 3; do
    sed "s/^$m=\([A-Z][0-9]*\) [0-3].*/$m=\1 $r/" "$tmp/game.castle" > "$tmp/turned.castle"
    if "$cli" validate "$tmp/turned.castle" 2>&1 | grep -q 'R-3.3'; then castle_turn=$r; break 2; fi
  done
done
if [ -z "$broken_turn" ] || [ -z "$castle_turn" ]; then
  echo "FAIL: no turn of move 3 (classic: $broken_turn) or of moves 2-8 (The Castle: $castle_turn) breaks a side"; fail=1
fi
for lang in "$@"; do
  LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir \
    sh -c '"$1" replay "$2" && "$1" explain "$2" --turn 9 && "$1" tileset-report --game carcassonne --games 5' \
    sh "$cli" "$tmp/game.carcassonne" > "$tmp/$lang.txt"
  if grep -Ew 'roads?|city|cities|cloisters?|fields?|traveller|knight|monk|farmer|Yellow|Green' "$tmp/$lang.txt" > "$tmp/english"; then
    echo "FAIL: $lang: English words in castellan-cli's output:"; head -n 5 "$tmp/english"; fail=1
  elif ! [ -s "$tmp/$lang.txt" ]; then
    echo "FAIL: $lang: castellan-cli printed nothing"; fail=1
  else
    echo "ok: $lang ($(wc -l < "$tmp/$lang.txt") lines)"
  fi
  LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir "$cli" explain "$tmp/game.carcassonne" --turn 2 \
    > "$tmp/$lang-explain.txt"
  if ! grep -q 'C-4.3' "$tmp/$lang-explain.txt"; then
    echo "FAIL: $lang: explain --turn 2 shows no side that does not match"; fail=1
  elif grep 'C-4.3' "$tmp/$lang-explain.txt" | grep -E '[[:space:](][NESW][[:space:])]'; then
    echo "FAIL: $lang: explain names a side by its English letter"; fail=1
  fi
  # the usage line: the command once, its parameters in the language
  usage=$(LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir "$cli" replay --help | sed -n 2p)
  case $usage in
    *replay*replay*|*RECORD*) echo "FAIL: $lang: replay --help's usage line reads: $usage"; fail=1 ;;
  esac
  if LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir "$cli" validate "$tmp/taken.carcassonne" \
       > "$tmp/$lang-taken.txt" 2>&1; then
    echo "FAIL: $lang: a record with a tile on a laid one passes validate"; fail=1
  elif ! grep -q 'C-4.2' "$tmp/$lang-taken.txt" || grep -Ei 'holds|tile|move' "$tmp/$lang-taken.txt"; then
    echo "FAIL: $lang: the refusal is not worded in the language:"; cat "$tmp/$lang-taken.txt"; fail=1
  fi
  # play-test: classic replay says how a tile is turned in words, as The
  # Castle's does ("turned half round"), not by a number ("girada 2")
  half=$(LANGUAGE=$lang LC_ALL=C.UTF-8 TEXTDOMAINDIR=$localedir gettext castellan "turned half round")
  if [ "$half" = "turned half round" ] || ! grep -qF "$half" "$tmp/$lang.txt"; then
    echo "FAIL: $lang: the classic replay does not say “$half”:"; grep -m 3 -E ' [0-3]$' "$tmp/$lang.txt"; fail=1
  else
    echo "ok: $lang: the classic replay turns tiles in words"
  fi
  for game in carcassonne castle; do
    [ $game = carcassonne ] && r=$broken_turn || r=$castle_turn
    [ -n "$r" ] || continue
    words=$(LANGUAGE=$lang LC_ALL=C.UTF-8 TEXTDOMAINDIR=$localedir gettext castellan "$(turn_words "$r")")
    LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir "$cli" replay "$tmp/turned.$game" \
      > /dev/null 2> "$tmp/$lang-turned.txt" || true
    if [ "$words" = "$(turn_words "$r")" ] || ! grep -qF "$words" "$tmp/$lang-turned.txt" \
       || grep -E '(turned|gedreht|girada|tournée|ruotata|obrócona|obrót) [0-3]\b|[0-3](×| fois)' "$tmp/$lang-turned.txt" \
       || grep -Ew 'side|meets' "$tmp/$lang-turned.txt"; then
      echo "FAIL: $lang: a $game record's refused move does not say “$words”:"; cat "$tmp/$lang-turned.txt"; fail=1
    else
      echo "ok: $lang: a $game record's refused move turned in words"
    fi
  done
  # play-test: The Castle's unnamed seats ("Blue") read in the language
  # in replay and review, as in the app ("Bleu")
  blue=$(LANGUAGE=$lang LC_ALL=C.UTF-8 TEXTDOMAINDIR=$localedir gettext castellan Blue)
  LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir \
    sh -c '"$1" replay "$2" && "$1" review --samples 4 "$2"' sh "$cli" "$tmp/app.castle" > "$tmp/$lang-app.txt"
  if [ "$blue" = Blue ] || grep -qw Blue "$tmp/$lang-app.txt" || ! grep -qF "$blue" "$tmp/$lang-app.txt"; then
    echo "FAIL: $lang: The Castle's unnamed seat is not “$blue”:"; grep -m 3 -w Blue "$tmp/$lang-app.txt"; fail=1
  else
    echo "ok: $lang: The Castle's unnamed seats named in the language"
  fi
  # The Castle's seats as the CLI names them read in the language
  LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir \
    sh -c '"$1" replay "$2" && "$1" explain "$2" --turn 5 && "$1" play --seed 3 --games 1 -v' \
    sh "$cli" "$tmp/game.castle" > "$tmp/$lang-castle.txt"
  if grep -E 'Player [0-9]' "$tmp/$lang-castle.txt" | head -n 3 > "$tmp/english" && [ -s "$tmp/english" ]; then
    echo "FAIL: $lang: The Castle's seats are named in English:"; cat "$tmp/english"; fail=1
  elif ! grep -q '(casual)' "$tmp/$lang-castle.txt"; then
    echo "FAIL: $lang: The Castle's replay names no seat with its policy"; fail=1
  else
    echo "ok: $lang: The Castle's seats named in the language"
  fi
  # play-test: a field that borders castles is told in one sentence that
  # names it once, with its place, its cities and castles and the points,
  # not "the field at 0,0 … / and 7 castles, worth 4 each to the field"
  LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir "$cli" replay "$tmp/bcb.carcassonne" > "$tmp/$lang-bcb.txt"
  if ! grep -q 'B-4.10' "$tmp/$lang-bcb.txt"; then
    echo "FAIL: $lang: the expansion's replay tells no field bordering a castle"; fail=1
  # (the cell as the language writes it: "(0; 0)", never "0,0", which
  # reads as a number where the comma is the decimal mark)
  elif grep 'B-4.10' "$tmp/$lang-bcb.txt" | grep -Ev '^  [^ ].* \(-?[0-9]+[^;]{0,3}; -?[0-9]+\) .*\+[0-9]+$'; then
    echo "FAIL: $lang: a field's castles are not told in the field's sentence"; fail=1
  else
    echo "ok: $lang: a field's castles in its sentence"
  fi
done
exit $fail
