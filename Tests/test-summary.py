#!/usr/bin/env python3
"""`make test`'s report: runs the test command and prints what a reader needs from it.

    python3 Tests/test-summary.py --floors Tests/test-floors.tsv --xunit FILE -- swift test ...

Of the runner's output it prints every line but a test's or suite's start, pass and skip (so the
failures in full, each issue with its details, and what the tests print) and, last, the runner's own
closing line ("Test run with N tests in M suites passed after ..."), which CI judges by; then a
summary: passes counted, the skipped tests listed with why (a tool is missing: README, "Run the
tests"), and each test target's count against its floor in FILE (`Tests/test-floors.tsv`), read from
the runner's JUnit report: a target that ran fewer tests than its floor fails the run, so tests
removed or never compiled cannot pass unnoticed. Exit status: the runner's, else 1 for a floor.
Python's standard library only.
"""
import argparse
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

# A test's or a suite's start and pass (◇, ✔): counted, not printed. A test case's arguments may span
# lines (a string argument holding line breaks): such an event ends at the line that ends as it does.
STARTED = re.compile(r"^\u25c7 (Test|Suite) .* started\.$", re.S)
PASSED = re.compile(r"^\u2714 (Test|Suite) (.*) passed after [0-9.]+ seconds\.$", re.S)
OPENED = re.compile(r"^[\u25c7\u2714] Test case passing ")
EVENT_END = re.compile(r"( started\.| passed after [0-9.]+ seconds\.)$")
SKIPPED = re.compile(r"^\S+ (Test|Suite) (.*) skipped(: .*)?$")
HEADER = re.compile(r"^\S+ (Test run started\.|Testing Library Version:|Target Platform:)")
CLOSING = re.compile(r"Test run with \d+ tests?")
COLOR = re.compile(r"\x1b\[[0-9;]*m")


def run(command):
    """Runs `command`, printing its kept lines as they come; its status, passes, skips, closing line."""
    passes, skips = 0, []
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               errors="replace", bufsize=1)
    closing, pending = None, None
    for line in process.stdout:
        line = line.rstrip("\n")
        plain = COLOR.sub("", line)
        if pending is not None:
            pending.append(line)
            if not EVENT_END.search(plain):
                continue
            line, plain, pending = "\n".join(pending), COLOR.sub("", "\n".join(pending)), None
        elif OPENED.match(plain) and not EVENT_END.search(plain):
            pending = [line]
            continue
        if CLOSING.search(plain):
            closing = line
            continue
        passed = PASSED.match(plain)
        if passed:
            if passed.group(1) == "Test":
                passes += 1
            continue
        if STARTED.match(plain) or HEADER.match(plain):
            continue
        skipped = SKIPPED.match(plain)
        if skipped and skipped.group(1) == "Test":
            skips.append(skipped.group(2) + (skipped.group(3) or ""))
            continue
        print(line, flush=True)
    if pending:
        print("\n".join(pending), flush=True)
    return process.wait(), passes, skips, closing


def counts_by_target(xunit):
    """Test cases per test target in the runner's JUnit report (`classname` is `Target.Suite`)."""
    counts = {}
    for case in ElementTree.parse(xunit).getroot().iter("testcase"):
        target = case.get("classname", "").split(".")[0]
        counts[target] = counts.get(target, 0) + 1
    return counts


def read_floors(path):
    floors = {}
    for line in open(path, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if line:
            target, floor = line.split()
            floors[target] = int(floor)
    return floors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--floors", required=True)
    parser.add_argument("--xunit", required=True)
    parser.add_argument("--package", default="Package.swift")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    arguments = parser.parse_args()
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if os.path.exists(arguments.xunit):
        os.remove(arguments.xunit)  # a report left by an earlier run counts nothing of this one
    status, passes, skips, closing = run(command)

    print()
    print(f"passed: {passes} tests")
    if skips:
        print(f"skipped: {len(skips)} tests (run as root, `make test` installs what they need; under CI=true they fail):")
        for skip in skips:
            print(f"  {skip}")
    floors = read_floors(arguments.floors)
    declared = re.findall(r'\.testTarget\(\s*name:\s*"([^"]+)"', open(arguments.package, encoding="utf-8").read())
    try:
        counts = counts_by_target(arguments.xunit)
    except (OSError, ElementTree.ParseError) as error:
        print(f"floors: no JUnit report to count by target ({error})")
        counts = None
    below = []
    if counts is not None:
        for target in sorted(set(declared) | set(floors)):
            ran, floor = counts.get(target, 0), floors.get(target)
            if floor is None:
                below.append(f"{target}: {ran} tests and no floor in {arguments.floors}")
            elif target not in declared:
                below.append(f"{target}: a floor in {arguments.floors} for a target Package.swift does not declare")
            elif ran < floor:
                below.append(f"{target}: {ran} tests ran, fewer than its floor of {floor}")
        print("by target: " + ", ".join(f"{target} {counts.get(target, 0)}" for target in sorted(declared)))
    for problem in below:
        print(f"floor: {problem}")
    if closing:
        print(closing)
    else:
        print("the runner printed no closing line (Test run with N tests ...): it did not finish")
    if status == 0 and (below or counts is None or not closing):
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
