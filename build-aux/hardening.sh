# shellcheck shell=bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer and fuzzing half of build-aux/test (issue 9); source it, do
# not run it.
#
# castellan_hardening
#   configures $CASTELLAN_BUILD_DIR/hardening with clang, AddressSanitizer,
#   UndefinedBehaviorSanitizer and -Dfuzz=true, builds only what the
#   'engine' and 'fuzz' suites need, and runs those two suites there: the
#   engine and CLI tests under the sanitizers, then each libFuzzer harness
#   for a fixed number of runs from its seed corpus. It is
#   castellan_hardening_build then castellan_hardening_tests.
#
# castellan_hardening_build [nice]
#   with nice, compiles at the lowest priority (nice -n 19), as
#   build-aux/test does beside the main build's tests: it then takes only
#   the processor time they leave idle (the UI tests wait a lot).
#
#   This build also defines CS_BASELINE_ONLY: the engine's fit tests then
#   use only x86-64's baseline instructions, never the AVX2, popcnt and pdep
#   paths it picks at run time where the processor has them (issue 21). So
#   the main build tests the fast paths on a machine that has them, and this
#   one the code every other machine runs, on the same games.

castellan_hardening () {
  castellan_hardening_build ""
  castellan_hardening_tests
}

castellan_hardening_build () {
  local dir="$CASTELLAN_BUILD_DIR/hardening"
  local targets
  local nice=()

  if [ "${1:-}" = nice ]; then
    nice=(nice -n 19)
  fi

  if ! command -v clang >/dev/null 2>&1; then
    castellan_log "clang is missing: install the packages in build-aux/debian-packages.txt"
    return 1
  fi

  if [ ! -f "$dir/build.ninja" ]; then
    castellan_log "Configuring $dir (clang, address and undefined sanitizers, fuzzing)"
    CC=clang "${nice[@]}" meson setup "$dir" "$CASTELLAN_ROOT" \
      -Dwerror=true -Dfuzz=true -Dc_args=-DCS_BASELINE_ONLY \
      -Db_sanitize=address,undefined -Db_lundef=false
  fi

  # Only the targets of the two suites: the application itself is not
  # needed here, which halves the build. Regenerate first, so that tests
  # added since this directory was configured are in the introspection.
  "${nice[@]}" ninja -C "$dir" build.ninja >/dev/null
  targets="$(meson introspect --tests --targets "$dir" | python3 -c '
import json, os, sys
info = json.load(sys.stdin)
files = {t["id"]: t["filename"] for t in info["targets"]}
wanted = set()
for test in info["tests"]:
    if set(test["suite"]) & {"castellan:engine", "castellan:fuzz"}:
        for dep in test["depends"]:
            for f in files.get(dep, []):
                wanted.add(os.path.relpath(f, sys.argv[1]))
print("\n".join(sorted(wanted)))
' "$dir")"

  castellan_log "Building the engine, CLI and fuzzing targets in $dir"
  # shellcheck disable=SC2086
  "${nice[@]}" ninja -C "$dir" $targets
}

castellan_hardening_tests () {
  local dir="$CASTELLAN_BUILD_DIR/hardening"

  castellan_log "Running the engine suite under ASan + UBSan, then the fuzz suite"
  # The invariants test plays 1,000 games here instead of 10,000: the
  # sanitizers make each game about ten times slower.
  ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1" \
  LSAN_OPTIONS="suppressions=$CASTELLAN_ROOT/build-aux/lsan.supp:print_suppressions=0" \
  UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1" \
  CASTELLAN_INVARIANT_GAMES=1000 \
    meson test -C "$dir" --no-rebuild --print-errorlogs --timeout-multiplier 3 \
      --suite engine --suite fuzz
}
