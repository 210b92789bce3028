#!/usr/bin/env python3
"""Parses every Markdown page of the repository as a CommonMark renderer does (markdown-it-py,
PyPI) and fails on what silently breaks a page there:

  * a code fence that is never closed, which swallows the rest of the page into one code block
    (a closing fence must stand alone on its line: "``` text" closes nothing);
  * a heading that vanished: a line a writer meant as a heading ("## Errors", outside a fence by
    a plain reading of the fences) that the parser does not make a heading.

Usage: tools/markdown-check.py [FILE.md ...]   (default: every *.md git tracks)
Exit: 0 clean, 1 a page is broken (each problem printed as FILE:LINE: message), 2 could not run.
"""
import re
import subprocess
import sys

try:
    from markdown_it import MarkdownIt
except ImportError:
    print("markdown-check: markdown-it-py is not installed (python3 -m pip install markdown-it-py)", file=sys.stderr)
    sys.exit(2)

HEADING = re.compile(r"^ {0,3}#{1,6}(\s|$)")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def meant_headings(lines):
    """Line numbers (0-based) of lines written as ATX headings outside fences, reading a fence as
    closed by the next line that starts with the same fence characters, whatever follows them."""
    headings, fence = [], None
    for number, line in enumerate(lines):
        match = FENCE.match(line)
        if fence is None:
            if match:
                fence = match.group(1)
            elif HEADING.match(line):
                headings.append(number)
        elif match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
            fence = None
    return headings


def problems(path, text):
    lines = text.split("\n")
    tokens = MarkdownIt("commonmark").parse(text)
    found = []
    for token in tokens:
        if token.type != "fence" or token.map is None:
            continue
        start, end = token.map
        closing = lines[end - 1] if end - 1 < len(lines) else ""
        closed = end - 1 > start and re.fullmatch(r" {0,3}" + re.escape(token.markup[0]) + "{%d,}[ \t]*" % len(token.markup), closing)
        if not closed:
            found.append(f"{path}:{start + 1}: a code fence opened here is never closed, so the rest of the page is code; "
                         f"close it with a line of {token.markup} alone")
    parsed = {token.map[0] for token in tokens if token.type == "heading_open" and token.map}
    for number in meant_headings(lines):
        if number not in parsed:
            found.append(f"{path}:{number + 1}: `{lines[number].strip()}` is not a heading to a CommonMark renderer "
                         "(inside a code block or an unclosed fence above); fix what swallows it")
    return found


def main():
    paths = sys.argv[1:] or subprocess.run(["git", "ls-files", "*.md"], check=True, capture_output=True, text=True).stdout.split()
    found = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            found += problems(path, file.read())
    for line in found:
        print(line)
    print(f"markdown-check: {len(paths)} pages, {len(found)} problems", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
