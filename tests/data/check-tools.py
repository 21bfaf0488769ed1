#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every program the tests and scripts run comes from a listed package.

On a fresh Debian 12 machine build-aux/test installs the packages in
build-aux/debian-packages.txt and nothing else, so a test that runs a program
from any other package fails there, though it passes where someone happened
to install it (issue 31: a11y-classic ran xdotool). This reads the shell
scripts, Python scripts, C tests and meson files under tests/, the scripts in
build-aux/ and .ci/run, finds each program they start, and looks up its
Debian package in PROGRAMS below (what `dpkg -S /usr/bin/NAME` says on
Debian 12). It fails on a program whose package is not listed (nor part of
every Debian system), and on a program missing from PROGRAMS, which must
then be added with its package.

A program is also fine where the script checks for it and skips with a
message: `command -v NAME` in a shell script, shutil.which("NAME") or a
call inside `try: ... except FileNotFoundError` in Python,
g_find_program_in_path ("NAME") in C, find_program('NAME', required: false)
in meson (the missing_tool skip of tests/meson.build).

  check-tools.py SOURCE_ROOT
"""
import ast
import os
import re
import sys

from check_report import report

# program -> the Debian 12 packages that ship it (any one will do: a
# listed metapackage such as imagemagick or clang brings the real one)
PROGRAMS = {
    # build
    "meson": ("meson",),
    "ninja": ("ninja-build",),
    "gcc": ("gcc", "gcc-12"),
    "cc": ("gcc", "gcc-12"),
    "clang": ("clang", "clang-14"),
    "pkg-config": ("pkg-config", "pkgconf"),
    "msgfmt": ("gettext",),
    "msgmerge": ("gettext",),
    "msgattrib": ("gettext",),
    "xgettext": ("gettext",),
    "gettext": ("gettext-base", "gettext"),   # gettext depends on gettext-base
    "itstool": ("itstool",),
    # run
    "glib-compile-schemas": ("libglib2.0-bin", "libglib2.0-dev-bin"),
    "gdbus": ("libglib2.0-bin",),
    "gtk4-builder-tool": ("libgtk-4-bin",),
    "gtk4-update-icon-cache": ("libgtk-4-bin",),
    "yelp": ("yelp",),
    # test
    "appstreamcli": ("appstream",),
    "yelp-check": ("yelp-tools",),
    "desktop-file-validate": ("desktop-file-utils",),
    "xvfb-run": ("xvfb",),
    "Xvfb": ("xvfb",),
    "xauth": ("xauth",),
    "xwininfo": ("x11-utils",),
    "xdotool": ("xdotool",),
    "dbus-run-session": ("dbus-daemon",),
    "dbus-daemon": ("dbus-daemon",),
    "python3": ("python3", "python3-minimal"),
    "openbox": ("openbox",),
    "import": ("imagemagick", "imagemagick-6.q16"),
    "convert": ("imagemagick", "imagemagick-6.q16"),
    "valgrind": ("valgrind",),
    # packaging tools build-aux/setup.sh uses to install the list
    "apt-get": ("apt",),
    "dpkg-query": ("dpkg",),
    "sudo": ("sudo",),
    # on every Debian system (Priority: required)
    **{name: ("coreutils",) for name in (
        "basename", "cat", "chmod", "cp", "cut", "date", "dirname", "du", "echo", "env", "false",
        "head", "id", "ln", "ls", "mkdir", "mkfifo", "mktemp", "mv", "nice", "nproc", "od",
        "printf", "readlink", "realpath", "rm", "rmdir", "sleep", "sort", "stat", "tail", "tee",
        "test", "timeout", "touch", "tr", "true", "truncate", "uniq", "wc", "yes", "[")},
    "sh": ("dash",),
    "bash": ("bash",),
    "grep": ("grep",),
    "sed": ("sed",),
    "awk": ("mawk",),
    "find": ("findutils",),
    "xargs": ("findutils",),
    "cmp": ("diffutils",),
    "diff": ("diffutils",),
    "gzip": ("gzip",),
    "tar": ("tar",),
    "kill": ("procps",),
}

# packages every Debian 12 system has, even a debootstrap --variant=minbase
# one (Essential: yes or Priority: required)
BASE_SYSTEM = {"coreutils", "dash", "bash", "grep", "sed", "mawk", "findutils", "diffutils",
               "gzip", "tar", "apt", "dpkg", "procps"}

SHELL_WORDS = {
    "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case",
    "esac", "function", "{", "}", "!", "[[", "]]", "time", "select",
    "]",  # closes a test whose operands held $(…), which the tokenizer ends a command at
    # builtins
    ".", ":", "source", "alias", "break", "cd", "command", "continue", "declare", "eval",
    "exec", "exit", "export", "getopts", "hash", "local", "pushd", "popd", "read", "readonly",
    "return", "set", "shift", "shopt", "trap", "type", "typeset", "ulimit", "umask", "unset",
    "wait", "echo", "printf", "test", "[", "true", "false", "kill", "let", "pwd",
}

# commands that run the command after their own options
PREFIXES = {"env", "nice", "exec", "timeout", "xvfb-run", "dbus-run-session", "sudo", "command"}
# options of those prefixes that take an argument
PREFIX_ARGS = {"nice": {"-n"}, "xvfb-run": {"-s", "-n", "-e", "-f", "-p", "--server-args",
                                           "--server-num", "--error-file", "--auth-file"},
               "env": {"-u", "-C"}}

# the tests' own helpers that run a command after some arguments
# (tests/cli/cli-test.sh: ok DESCRIPTION COMMAND…, fails_with DESCRIPTION PATTERN COMMAND…)
WRAPPERS = {"ok": 1, "fails_with": 2}


class Found:
    def __init__(self):
        self.uses = []          # (where, program)
        self.guarded = set()    # programs a script checks for before running
        self.functions = set()  # shell functions of every script (build-aux's are sourced)

    def use(self, where, name):
        self.uses.append((where, name))


# ---- shell -------------------------------------------------------------------

def shell_tokens(text, line0=1):
    """Words and operators of a shell script: (kind, text, line, subs) with
    kind 'w' (a word; quoted parts kept, subs: the scripts of its $( )) or
    'op'. Heredoc bodies are left out."""
    out = []
    i, n, line = 0, len(text), line0
    heredocs = []
    word, wline, subs, in_word = [], line, [], False

    def end_word():
        nonlocal word, subs, in_word
        if in_word:
            out.append(("w", "".join(word), wline, subs))
        word, subs, in_word = [], [], False

    def start():
        nonlocal in_word, wline
        if not in_word:
            in_word, wline = True, line

    def subst(j):
        """the end of the $( ) that opens at j, and its text"""
        depth, k, q = 1, j + 2, None
        while k < n and depth:
            c = text[k]
            if q:
                if c == "\\" and q == '"':
                    k += 1
                elif c == q:
                    q = None
            elif c in "'\"":
                q = c
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            k += 1
        return k, text[j + 2:k - 1]

    while i < n:
        c = text[i]
        if c == "\n":
            end_word()
            out.append(("op", "\n", line, None))
            line += 1
            i += 1
            for term in heredocs:
                while i < n:
                    end = text.find("\n", i)
                    end = n if end < 0 else end
                    body_line = text[i:end]
                    i = end + 1
                    line += 1
                    if body_line.strip() == term:
                        break
            heredocs = []
            continue
        if c in " \t":
            end_word()
            i += 1
            continue
        if c == "#" and not in_word:
            while i < n and text[i] != "\n":
                i += 1
            continue
        if c == "\\":
            if i + 1 < n and text[i + 1] == "\n":
                line += 1
            else:
                start()
                word.append(text[i:i + 2])
            i += 2
            continue
        if c == "'":
            start()
            j = text.index("'", i + 1)
            word.append(text[i:j + 1])
            line += text.count("\n", i, j)
            i = j + 1
            continue
        if c == '"':
            start()
            j = i + 1
            while j < n and text[j] != '"':
                if text[j] == "\\":
                    j += 2
                    continue
                if text.startswith("$((", j):
                    j = text.index("))", j) + 2
                    continue
                if text.startswith("$(", j):
                    k, body = subst(j)
                    subs.append((body, line + text.count("\n", i, j)))
                    j = k
                    continue
                j += 1
            word.append(text[i:j + 1])
            line += text.count("\n", i, j)
            i = j + 1
            continue
        if text.startswith("$((", i):
            start()
            j = text.index("))", i) + 2
            word.append(text[i:j])
            i = j
            continue
        if text.startswith("$(", i):
            start()
            k, body = subst(i)
            subs.append((body, line))
            word.append("$(…)")
            line += text.count("\n", i, k)
            i = k
            continue
        if text.startswith("<<", i) and not text.startswith("<<<", i):
            end_word()
            m = re.match(r"<<-?\s*(['\"]?)(\w+)\1", text[i:])
            if m:
                heredocs.append(m.group(2))
                i += m.end()
                continue
        if c == "&" and (text.startswith("&>", i) or (in_word and word and word[-1].endswith((">", "<")))):
            start()
            word.append(c)
            i += 1
            continue
        for op in (";;", "&&", "||", ";", "|", "&", "(", ")"):
            if text.startswith(op, i):
                # ${x[@]}, [[ a || b ]] and =( in arrays stay words' business
                if op == "(" and in_word and word and word[-1].endswith("="):
                    break
                end_word()
                out.append(("op", op, line, None))
                i += len(op)
                break
        else:
            start()
            word.append(c)
            i += 1
            continue
        if op == "(" and in_word:
            # an array assignment name=( … ): its words are not commands
            j = text.index(")", i)
            word.append(text[i:j + 1])
            i = j + 1
    end_word()
    return out


def unquote(word):
    if len(word) >= 2 and word[0] == word[-1] and word[0] in "'\"":
        return word[1:-1]
    return word


def shell_commands(text, path, found, line0=1):
    toks = shell_tokens(text, line0)
    functions = found.functions
    at_cmd, skip, in_case, case_pattern, after_for, awaiting_in = True, 0, 0, False, False, False
    prefix = None
    for kind, t, line, subs in toks:
        where = f"{path}:{line}"
        if kind == "w":
            for body, sub_line in subs:
                shell_commands(body, path, found, sub_line)
        if kind == "op":
            if t in ("\n", ";", "&&", "||", "|", "&", "(", ")", ";;"):
                at_cmd, prefix, after_for = True, None, False
                if t == ";;" and in_case:
                    case_pattern = True
                if t == ")" and case_pattern:
                    case_pattern = False
            continue
        if in_case and awaiting_in:
            if t == "in":
                awaiting_in, case_pattern = False, True
            continue
        if case_pattern:
            if t == "esac":
                in_case -= 1
                case_pattern = False
            continue
        if after_for or not at_cmd:
            if t == "do":
                after_for, at_cmd = False, True
            continue
        if skip:
            skip -= 1
            continue
        word = unquote(t)
        if re.match(r"^[A-Za-z_]\w*(\[[^]]*\])?\+?=", word):
            continue                               # VAR=value before a command
        if word.startswith((">", "<", "2>", "1>", "&>")) or re.match(r"^\d*>", word):
            continue
        if prefix is not None:
            if word == "--":
                prefix = "--"
                continue
            if word.startswith("-") and prefix != "--":
                if word in PREFIX_ARGS.get(prefix, ()):
                    skip = 1
                elif prefix == "command" and word == "-v":
                    prefix = "command -v"
                elif prefix == "timeout" and False:
                    pass
                continue
            if prefix == "command -v":
                found.guarded.add(word)
                at_cmd = False
                continue
            if prefix == "timeout" and re.match(r"^\d+[smhd]?$", word):
                continue
        if word == "case":
            in_case += 1
            awaiting_in, case_pattern = True, False
            prefix = None
            continue
        if word == "esac" and in_case:
            in_case -= 1
            continue
        if word == "for" or word == "select":
            after_for = True
            continue
        if word in ("!", "then", "else", "elif", "do", "if", "while", "until", "{", "time"):
            continue
        if word == '"${sudo[@]}"' or t == '"${sudo[@]}"':
            continue
        if word in PREFIXES:
            if word not in ("exec", "command"):
                found.use(where, word)
            prefix = word
            continue
        at_cmd, prefix = False, None
        if word in WRAPPERS:
            skip = WRAPPERS[word]
            at_cmd = True
            continue
        if word in functions or word in SHELL_WORDS or "$" in t or "/" in word or word.startswith("-"):
            # a function, a builtin, a program named by a variable or a path
            # (the build's own programs, the tree's scripts)
            if word in ("sh", "bash"):
                pass
            continue
        if word in ("sh", "bash"):
            found.use(where, word)
            at_cmd, prefix = False, None
            continue
        found.use(where, word)


def shell_sh_c(text, path, found):
    """sh -c '…' and bash -c '…': their scripts run commands too"""
    for m in re.finditer(r"\b(?:sh|bash) -c (['\"])(.*?)(?<!\\)\1", text, re.S):
        line = text.count("\n", 0, m.start()) + 1
        body = m.group(2)
        if m.group(1) == '"':
            body = body.replace("\\\"", "\"")
        # an inline program of another language inside it runs no commands
        body = re.sub(r"\b(python3 -c) (['\"]).*?(?<!\\)\2", r"\1 ''", body, flags=re.S)
        shell_commands(body, path, found, line)


# ---- Python ------------------------------------------------------------------

RUNNERS = {"run", "Popen", "call", "check_call", "check_output"}


def python_commands(text, path, found):
    tree = ast.parse(text, path)
    lists = {}
    runners = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            # a runner: passes its own parameter to subprocess as the command
            params = {a.arg for a in node.args.args}
            if node.args.vararg:
                params.add(node.args.vararg.arg)
            for sub in ast.walk(node):
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and \
                        isinstance(sub.func.value, ast.Name) and sub.func.value.id == "subprocess" and sub.args:
                    arg = sub.args[0]
                    if isinstance(arg, ast.Call) and arg.args:
                        arg = arg.args[0]          # list(args)
                    if isinstance(arg, ast.Name) and arg.id in params:
                        runners.add(node.name)
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            lists[node.targets[0].id] = node.value
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr == "which" and node.args and \
                    isinstance(node.args[0], ast.Constant):
                found.guarded.add(node.args[0].value)

    def first_word(expr):
        if isinstance(expr, ast.BinOp):
            return first_word(expr.left)
        if isinstance(expr, (ast.List, ast.Tuple)) and expr.elts:
            return first_word(expr.elts[0]) if not isinstance(expr.elts[0], ast.Constant) \
                else expr.elts[0].value
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
            return expr.value
        if isinstance(expr, ast.Name) and expr.id in lists and lists[expr.id] is not expr:
            value = lists[expr.id]
            return first_word(value) if isinstance(value, (ast.List, ast.Tuple, ast.BinOp)) else None
        if isinstance(expr, ast.Starred):
            return first_word(expr.value)
        return None

    guarded_nodes = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id in ("FileNotFoundError", "OSError")
                for h in node.handlers):
            for stmt in node.body:
                for sub in ast.walk(stmt):
                    guarded_nodes.add(id(sub))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
        is_sub = isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and \
            f.value.id == "subprocess" and name in RUNNERS
        if not is_sub and not (isinstance(f, ast.Name) and name in runners):
            continue
        word = first_word(node.args[0])
        if word is None or "/" in word:
            continue                       # a program named by a variable: the build's own
        if id(node) in guarded_nodes:
            found.guarded.add(word)
        found.use(f"{path}:{node.lineno}", word)


# ---- C and meson -------------------------------------------------------------

def c_commands(text, path, found):
    for m in re.finditer(r"\bargv\w*\s*\[\]\s*=\s*\{\s*\"([^\"]+)\"", text):
        found.use(f"{path}:{text.count(chr(10), 0, m.start()) + 1}", m.group(1))
    for m in re.finditer(r"g_find_program_in_path\s*\(\s*\"([^\"]+)\"", text):
        found.guarded.add(m.group(1))


def meson_commands(text, path, found):
    for m in re.finditer(r"find_program\(\s*'([^']+)'([^)]*)\)", text):
        where = f"{path}:{text.count(chr(10), 0, m.start()) + 1}"
        name = m.group(1)
        if name.endswith((".sh", ".py")):
            continue                       # a script of the tree
        if re.search(r"required\s*:\s*false", m.group(2)):
            found.guarded.add(name)
        found.use(where, name)


# ---- the check -----------------------------------------------------------------

def listed_packages(root):
    with open(os.path.join(root, "build-aux", "debian-packages.txt"), encoding="utf-8") as f:
        return {line.split("#")[0].strip() for line in f} - {""}


def scan(root, found):
    files = []
    for top, dirs, names in os.walk(os.path.join(root, "tests")):
        dirs[:] = [d for d in dirs if d != "corpus"]
        files += [os.path.join(top, n) for n in names]
    aux = os.path.join(root, "build-aux")
    files += [os.path.join(aux, n) for n in os.listdir(aux)]
    files.append(os.path.join(root, ".ci", "run"))
    for full in files:
        try:
            with open(full, encoding="utf-8") as f:
                found.functions |= set(re.findall(r"^\s*(\w[\w-]*)\s*\(\)\s*\{", f.read(), re.M))
        except (UnicodeDecodeError, IsADirectoryError):
            pass
    for full in sorted(files):
        rel = os.path.relpath(full, root)
        try:
            with open(full, encoding="utf-8") as f:
                text = f.read()
        except (UnicodeDecodeError, IsADirectoryError):
            continue
        first = text.split("\n", 1)[0]
        if rel.endswith(".py") or "python" in first:
            python_commands(text, rel, found)
        elif rel.endswith(".c"):
            c_commands(text, rel, found)
        elif os.path.basename(rel) == "meson.build":
            meson_commands(text, rel, found)
        elif rel.endswith(".sh") or first.startswith("# shellcheck shell=") or \
                re.match(r"#!.*\b(ba)?sh\b", first):
            shell_commands(text, rel, found)
            shell_sh_c(text, rel, found)


def check(root, found):
    listed = listed_packages(root)
    errors = []
    seen = set()
    for where, name in found.uses:
        if name in found.guarded:
            continue
        packages = PROGRAMS.get(name)
        if packages is None:
            errors.append(f"{where}: runs “{name}”, a program check-tools.py does not know: add it to "
                          "PROGRAMS with the Debian package that ships it (dpkg -S), and that package "
                          "to build-aux/debian-packages.txt")
        elif not (set(packages) & (listed | BASE_SYSTEM)):
            errors.append(f"{where}: runs “{name}”, from the Debian package {packages[0]}, which "
                          "build-aux/debian-packages.txt does not list: add it there, or check for "
                          "the program and skip with a message")
        seen.add(name)
    return errors, seen


def main():
    root = sys.argv[1]
    found = Found()
    scan(root, found)
    errors, seen = check(root, found)
    return report(errors, f"{len(found.uses)} program runs checked ({len(seen)} programs: "
                          f"{', '.join(sorted(seen))}); every one comes from a listed package "
                          f"or is checked for")


if __name__ == "__main__":
    sys.exit(main())
