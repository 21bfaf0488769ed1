#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one libFuzzer harness from its seed corpus without writing into it.
#
#   run-fuzz.sh HARNESS CORPUS_DIR [libFuzzer options...]
#
# New inputs go to a scratch directory (kept with CASTELLAN_FUZZ_KEEP=DIR);
# a crash, leak or timeout is written to CASTELLAN_FUZZ_ARTIFACTS (default:
# the current directory) and fails the run. The meson test uses -runs=20000
# with a fixed -seed; for a long run, e.g. ten minutes:
#
#   tests/fuzz/run-fuzz.sh _build_fuzz/tests/fuzz/fuzz-engine \
#       tests/fuzz/corpus/engine -max_total_time=600 -jobs=2
set -eu

harness="$1"
corpus="$2"
shift 2

if [ -n "${CASTELLAN_FUZZ_KEEP:-}" ]; then
  scratch="$CASTELLAN_FUZZ_KEEP"
  mkdir -p "$scratch"
else
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
fi
artifacts="${CASTELLAN_FUZZ_ARTIFACTS:-$PWD}"
mkdir -p "$artifacts"

# Sanitizer findings end the run with a report instead of continuing.
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"

"$harness" -seed=1 -max_len=65536 -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@" "$scratch" "$corpus"
