#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every user-visible literal is marked for translation.

C sources: a string literal that reads like words (two or more words of
letters) must sit inside a gettext call (_, N_, C_, NC_, g_dngettext,
cs_npgettext, …) unless it is an argument of a call that never reaches the
user (logging, assertions, property and action names, keys, comparisons),
or its line says why with a comment containing "not translated".

.ui files: every label, title, tooltip, description, subtitle, placeholder
and menu label with text must carry translatable="yes"."""

import os
import re
import sys
import xml.etree.ElementTree as ET

MARKERS = {"_", "N_", "C_", "NC_", "g_dngettext", "cs_npgettext", "g_dpgettext2",
           "g_dgettext", "ngettext", "gettext", "g_dcgettext",
           # the engine's errors: their formats are msgids of the texts (po/meson.build)
           "cs_error_set", "cs_error_new", "cs_error_set_caused", "TILE_ERROR",
           "CS_ERROR_FORMAT"}
NOT_USER = re.compile(r"^(g_warning|g_critical|g_debug|g_message|g_info|g_error|g_log|g_log_structured|"
                      r"g_assert\w*|g_test_\w+|g_return\w*|g_warn\w*|g_print|g_printerr|"
                      r"g_object_\w+|g_signal_\w+|g_settings_\w+|gtk_widget_class_\w+|"
                      r"g_action_\w+|g_simple_action\w*|gtk_actionable_\w+|gtk_widget_add_css_class|"
                      r"gtk_widget_remove_css_class|gtk_widget_has_css_class|g_type_\w+|g_param_spec_\w+|"
                      r"g_key_file_\w+|json_\w+|g_str\w+|strcmp|strncmp|g_quark\w*|g_variant_\w+|"
                      r"g_file_\w+|g_build_\w+|g_getenv|g_setenv|g_resources_\w+|g_application_\w+|"
                      r"gtk_application_\w+|g_menu_\w+|gtk_builder_\w+|g_environ\w*|g_spawn\w*|"
                      r"g_error_matches|g_dbus_\w+|g_bus_\w+|g_strdup|G_\w+|GTK_\w+|"
                      r"gtk_accessible_update_\w+|cairo_\w+|pango_\w+|rsvg_\w+|gdk_\w+|gsk_\w+|"
                      r"art_svg_\w+|g_string_append\w*|g_string_printf|g_string_new|"
                      r"g_option_context_new|gtk_widget_set_name|gtk_stack_\w+|gtk_css_\w+|"
                      r"g_task_\w+|g_once\w*|g_hash_table_\w+|g_ptr_array_\w+|memcmp|memcpy|"
                      r"g_object_new|g_object_set|g_object_get|g_object_bind_property\w*)$")
WORD = re.compile(r"(?<![-_./%\\A-Za-z0-9])[A-Za-z]{2,}(?![-_./:A-Za-z0-9(])")


def wordy(body):
    """two or more plain words: prose, not a key, path or program name"""
    return len(WORD.findall(body.replace("\\n", " "))) >= 2

TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|[A-Za-z_][A-Za-z0-9_]*|\S', re.S)


def check_c(path, rel, errors):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    lines = text.split("\n")
    stack = []  # names of the calls we are inside
    prev_ident = None
    pos_line = 1
    last_end = 0
    for m in TOKEN.finditer(text):
        pos_line += text.count("\n", last_end, m.start())
        last_end = m.start()
        tok = m.group(0)
        if tok.startswith("//") or tok.startswith("/*"):
            prev_ident = None
            continue
        if tok == "(":
            stack.append(prev_ident or "")
            prev_ident = None
            continue
        if tok == ")":
            if stack:
                stack.pop()
            prev_ident = None
            continue
        if tok.startswith('"'):
            body = tok[1:-1]
            line = lines[pos_line - 1]
            if line.lstrip().startswith("#"):
                continue
            if not wordy(body) or re.match(r"^<(Control|Shift|Alt|Primary|Super)>", body):
                continue
            if "not translated" in line or "not translated" in lines[pos_line - 2]:
                continue
            if any(name in MARKERS for name in stack):
                continue
            if any(NOT_USER.match(name) for name in stack if name):
                continue
            errors.append(f"{rel}:{pos_line}: user-visible text not marked for translation: \"{body[:60]}\"")
            continue
        prev_ident = tok if re.match(r"[A-Za-z_]", tok) else None


UI_PROPS = {"label", "title", "tooltip-text", "description", "subtitle", "placeholder-text",
            "text", "secondary-text", "heading", "body", "comments", "copyright"}


def check_ui(path, rel, errors):
    tree = ET.parse(path)
    for el in tree.iter():
        if el.tag in ("property", "attribute") and el.get("name") in UI_PROPS:
            value = (el.text or "").strip()
            if not value or not re.search(r"[A-Za-z]{2,}", value):
                continue
            if el.get("translatable") != "yes" and el.get("bind-source") is None:
                errors.append(f"{rel}: <{el.tag} name=\"{el.get('name')}\"> “{value[:50]}” lacks translatable=\"yes\"")


def main():
    root = sys.argv[1]
    errors = []
    for top in ("src", "ui"):
        for dirpath, _dirs, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                if name.endswith(".c"):
                    check_c(path, rel, errors)
                elif name.endswith(".ui"):
                    check_ui(path, rel, errors)
    for e in errors:
        print(e)
    print(f"{len(errors)} unmarked strings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
