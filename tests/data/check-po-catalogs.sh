#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks every translation catalog in the po directory given as $1 with
# msgfmt --check; an empty directory passes.
set -eu

po_dir="$1"
checked=0
failed=0

for catalog in "$po_dir"/*.po; do
  [ -e "$catalog" ] || continue
  checked=$((checked + 1))
  if msgfmt --check --statistics --output-file=/dev/null "$catalog"; then
    echo "ok: $catalog"
  else
    echo "FAILED: $catalog"
    failed=$((failed + 1))
  fi
done

echo "$checked catalog(s) checked, $failed failed"
[ "$failed" -eq 0 ]
