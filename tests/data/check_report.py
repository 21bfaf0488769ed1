# SPDX-License-Identifier: GPL-3.0-or-later
"""The ending the data suite's help checks share: print each error, or one
line saying what was found in order, and give the test's exit status."""


def report(errors, ok_message):
    for e in errors:
        print(e)
    if not errors:
        print(ok_message)
    return 1 if errors else 0
