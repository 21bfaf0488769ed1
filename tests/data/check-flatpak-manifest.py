#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the flatpak manifest parses and keeps to the project's rules:
the right app id, a GNOME runtime, minimal permissions, and a module that
builds this checkout."""

import json
import sys

ALLOWED_FINISH_ARGS = {
    "--share=ipc",
    "--socket=fallback-x11",
    "--socket=wayland",
    "--device=dri",
}


def main():
    path, app_id = sys.argv[1], sys.argv[2]
    try:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        print(f"{path}: cannot read manifest: {e}")
        return 1

    errors = []
    if manifest.get("id", manifest.get("app-id")) != app_id:
        errors.append(f"id must be {app_id}")
    if manifest.get("runtime") != "org.gnome.Platform":
        errors.append("runtime must be org.gnome.Platform")
    if manifest.get("sdk") != "org.gnome.Sdk":
        errors.append("sdk must be org.gnome.Sdk")
    if manifest.get("command") != "castellan":
        errors.append("command must be castellan")
    extra = set(manifest.get("finish-args", [])) - ALLOWED_FINISH_ARGS
    if extra:
        errors.append("unexpected finish-args: " + ", ".join(sorted(extra)))

    modules = manifest.get("modules", [])
    main_module = modules[-1] if modules else {}
    if main_module.get("name") != "castellan" or main_module.get("buildsystem") != "meson":
        errors.append("the last module must be castellan, built with meson")
    sources = main_module.get("sources", [])
    if not any(s.get("type") == "dir" for s in sources):
        errors.append("the castellan module must build this checkout (a 'dir' source)")

    for e in errors:
        print(f"{path}: {e}")
    if not errors:
        print(f"{path}: ok")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
