#!/usr/bin/env python3
"""Parses every Markdown page of the repository as a CommonMark renderer does (markdown-it-py,
PyPI) and fails on what silently breaks a page there:

  * a code fence that is never closed, which swallows the rest of the page into one code block
    (a closing fence must stand alone on its line: "``` text" closes nothing);
  * a heading that vanished: a line a writer meant as a heading ("## Errors", outside a fence by
    a plain reading of the fences) that the parser does not make a heading;
  * a relative link or image whose target does not exist (README.md, docs/*.md and every other
    page link to each other and to files of the repository), or whose #fragment names no heading
    of the Markdown page it points to (GitHub's anchors: the heading's text in lower case, its
    punctuation dropped, spaces made hyphens). Links with a scheme (https:, mailto:) are not
    followed.

Usage: tools/markdown-check.py [FILE.md ...]   (default: every *.md git tracks, and every new one
git does not ignore, such as a page of docs/ not committed yet)
Exit: 0 clean, 1 a page is broken (each problem printed as FILE:LINE: message), 2 could not run.
"""
import os
import re
import subprocess
import sys
from urllib.parse import unquote

try:
    from markdown_it import MarkdownIt
except ImportError:
    print("markdown-check: markdown-it-py is not installed (python3 -m pip install markdown-it-py)", file=sys.stderr)
    sys.exit(2)

HEADING = re.compile(r"^ {0,3}#{1,6}(\s|$)")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
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


def anchor(heading):
    """GitHub's anchor for a heading's text: lower case, punctuation but hyphens and underscores
    dropped, each space a hyphen."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(tokens):
    """The anchors of a parsed page's headings; a repeated heading gets -1, -2… as on GitHub."""
    found, seen = set(), {}
    for index, token in enumerate(tokens):
        if token.type != "heading_open":
            continue
        text = "".join(child.content for child in tokens[index + 1].children or [] if child.type in ("text", "code_inline"))
        base = anchor(text)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


PAGE_ANCHORS = {}  # path -> the anchors of its headings, each page parsed once


def page_anchors(path):
    if path not in PAGE_ANCHORS:
        with open(path, encoding="utf-8") as file:
            PAGE_ANCHORS[path] = anchors(MarkdownIt("commonmark").parse(file.read()))
    return PAGE_ANCHORS[path]


def link_problems(path, tokens):
    """Each relative link or image of the page whose file, or whose #fragment in a Markdown page,
    does not exist."""
    found = []
    for token in tokens:
        for child in token.children or []:
            target = child.attrGet("href") if child.type == "link_open" else child.attrGet("src") if child.type == "image" else None
            if not target or SCHEME.match(target):
                continue
            line = (token.map[0] + 1) if token.map else 0
            file_part, _, fragment = target.partition("#")
            file_part = unquote(file_part)
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            if not os.path.exists(resolved):
                found.append(f"{path}:{line}: the link to `{target}` points at {resolved}, which does not exist")
            elif fragment and resolved.endswith(".md") and os.path.isfile(resolved) and unquote(fragment) not in page_anchors(resolved):
                found.append(f"{path}:{line}: the link to `{target}`: {resolved} has no heading whose anchor is #{fragment}")
    return found


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
    return found + link_problems(path, tokens)


def main():
    listed = ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z", "*.md"]
    paths = sys.argv[1:] or sorted(set(filter(os.path.isfile, subprocess.run(listed, check=True, capture_output=True, text=True).stdout.split("\0"))))
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
