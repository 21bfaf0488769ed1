#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# castellan-cli in each language (issue 16): what a classic game's replay,
# explain and tileset-report print holds no English feature or meeple word,
# as happened when kind words were put into translated sentences.
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
for lang in "$@"; do
  LANGUAGE=$lang LC_ALL=C.UTF-8 CASTELLAN_LOCALEDIR=$localedir \
    sh -c '"$1" replay "$2" && "$1" explain "$2" --turn 9 && "$1" tileset-report --game carcassonne --games 5' \
    sh "$cli" "$tmp/game.carcassonne" > "$tmp/$lang.txt"
  if grep -Ew 'roads?|city|cities|cloisters?|fields?|traveller|knight|monk|farmer' "$tmp/$lang.txt" > "$tmp/english"; then
    echo "FAIL: $lang: English words in castellan-cli's output:"; head -n 5 "$tmp/english"; fail=1
  elif ! [ -s "$tmp/$lang.txt" ]; then
    echo "FAIL: $lang: castellan-cli printed nothing"; fail=1
  else
    echo "ok: $lang ($(wc -l < "$tmp/$lang.txt") lines)"
  fi
done
exit $fail
