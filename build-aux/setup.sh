# shellcheck shell=bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Shared set-up for build-aux/play and build-aux/test; source it, do not run it.
#
# castellan_setup [meson setup options...]
#   installs the missing Debian packages listed in build-aux/debian-packages.txt
#   (and in the files named in CASTELLAN_PACKAGE_LISTS, separated by spaces:
#   build-aux/play adds debian-packages-play.txt), configures the build directory if needed (or applies the options to an
#   existing one), and builds.

CASTELLAN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CASTELLAN_BUILD_DIR="${CASTELLAN_BUILD_DIR:-$CASTELLAN_ROOT/_build}"

castellan_log () {
  printf '\033[1m==> %s\033[0m\n' "$*" >&2
}

castellan_install_packages () {
  local lists=("$CASTELLAN_ROOT/build-aux/debian-packages.txt")
  local missing=()
  local line pkg list

  # shellcheck disable=SC2206
  lists+=(${CASTELLAN_PACKAGE_LISTS:-})
  if ! command -v dpkg-query >/dev/null 2>&1; then
    castellan_log "Not a Debian system: install the packages in ${lists[*]} yourself."
    return 0
  fi

  for list in "${lists[@]}"; do
    while IFS= read -r line || [ -n "$line" ]; do
      pkg="${line%%#*}"
      pkg="${pkg//[[:space:]]/}"
      [ -n "$pkg" ] || continue
      if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$pkg")
      fi
    done < "$list"
  done

  [ "${#missing[@]}" -gt 0 ] || return 0

  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      castellan_log "Missing packages: ${missing[*]}"
      castellan_log "Run as root or install sudo, then try again."
      return 1
    fi
    sudo=(sudo)
  fi

  castellan_log "Installing missing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
}

# castellan_options_match -Dname=value...: true when the build directory
# already has all these option values.
castellan_options_match () {
  meson introspect --buildoptions "$CASTELLAN_BUILD_DIR" | python3 -c '
import json, sys
current = {o["name"]: o["value"] for o in json.load(sys.stdin)}
for arg in sys.argv[1:]:
    name, _, value = arg[2:].partition("=")
    have = current.get(name)
    if isinstance(have, bool):
        have = "true" if have else "false"
    if str(have) != value:
        sys.exit(1)
' "$@"
}

castellan_setup () {
  castellan_install_packages

  if [ -f "$CASTELLAN_BUILD_DIR/build.ninja" ]; then
    # Reconfigure only when an option differs, so a second call is quick.
    if [ "$#" -gt 0 ] && ! castellan_options_match "$@"; then
      castellan_log "Reconfiguring $CASTELLAN_BUILD_DIR with $*"
      meson configure "$CASTELLAN_BUILD_DIR" "$@"
    fi
  else
    castellan_log "Configuring $CASTELLAN_BUILD_DIR"
    meson setup "$CASTELLAN_BUILD_DIR" "$CASTELLAN_ROOT" "$@"
  fi

  castellan_log "Building"
  meson compile -C "$CASTELLAN_BUILD_DIR"
}
