#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# meson test --benchmark review-…: a whole game reviewed at Strong (issue 33).
# Plays the seeded game of docs/PERFORMANCE.md, then times castellan-cli review
# on its record and prints the processor time (user + system) it took. The
# targets: a two-player game within 30 s of one core, a five-player classic
# game within 90 s.
set -eu
cli=$1
game=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
case $game in
  castle)   "$cli" play --a strong --b strong --seed 1 --record "$tmp/r" >/dev/null ;;
  classic2) "$cli" play --game carcassonne --players 2 --policy greedy --seed 1 --record "$tmp/r" >/dev/null ;;
  bcb2)     "$cli" play --game carcassonne --players 2 --expansions bcb --policy greedy --seed 1 --record "$tmp/r" >/dev/null ;;
  classic5) "$cli" play --game carcassonne --players 5 --policy greedy --seed 1 --record "$tmp/r" >/dev/null ;;
  *) echo "review-bench.sh: unknown game $game" >&2; exit 2 ;;
esac
TIMEFORMAT="review $game at Strong: %U s user + %S s system (wall %R s)"
time "$cli" review "$tmp/r" >/dev/null
