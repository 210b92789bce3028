#!/usr/bin/env python3
"""Counts the tests in Tests/LocCheckTests that spawn the built loccheck, and lists them by file.

A test is an `@Test` function. It spawns loccheck when its body (its nested functions and
closures included) uses a name bound to `BuiltCommand("loccheck")` -- `.run(` on it, or its
`.executable` handed to a `Process` or to `script` -- or calls a helper function that does, at
any depth. Helpers are resolved by name: a bare `name(` (or `self.name(`, `Self.name(`) is a
function of the same file, `Type.name(` one declared in `Type` or an extension of it.

A name bound to `BuiltCommand("loccheck")` counts in its whole file, so a file that keeps a few
binary tests beside in-process ones names the two differently (`binary` and `loccheck`, say).

Usage: tools/count-binary-tests.py [TESTS_DIR]   (default: Tests/LocCheckTests beside tools/)
Prints each file with the spawning tests it has, then `N of M tests spawn the built loccheck`
and the number of call sites.
"""

import os
import re
import sys


def blank_strings_and_comments(text):
    """The text with comments and string literals' contents replaced by spaces (new lines kept),
    so that braces and names inside them are not code. Handles "…", \"\"\"…\"\"\", #"…"#
    (raw, any number of #) and interpolations \\( … ) inside them, which are code again."""
    out = []
    i, n = 0, len(text)
    # A stack of open strings: (hashes, multi-line, depth of parentheses of the interpolation
    # we are in, or None while in the literal's text).
    stack = []

    def blank(segment):
        return "".join("\n" if c == "\n" else " " for c in segment)

    while i < n:
        in_string = bool(stack) and stack[-1][2] is None
        if not in_string:
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                out.append(blank(text[i:end]))
                i = end
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append(blank(text[i:j]))
                i = j
                continue
            match = re.compile(r'(#*)("""|")').match(text, i)
            if match and (match.group(1) or text[i] == '"'):
                hashes, quote = len(match.group(1)), match.group(2)
                stack.append([hashes, quote == '"""', None])
                out.append(match.group(0))
                i = match.end()
                continue
            if stack:  # inside an interpolation: count its parentheses
                if text[i] == "(":
                    stack[-1][2] += 1
                elif text[i] == ")":
                    stack[-1][2] -= 1
                    if stack[-1][2] == 0:
                        stack[-1][2] = None  # back in the literal
                        out.append(")")
                        i += 1
                        continue
            out.append(text[i])
            i += 1
            continue
        hashes, multi, _ = stack[-1]
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        if text.startswith(close, i):
            stack.pop()
            out.append(close)
            i += len(close)
        elif text.startswith(escape + "(", i):
            stack[-1][2] = 1
            out.append(escape + "(")
            i += len(escape) + 1
        elif text.startswith(escape, i):
            out.append(blank(text[i:i + len(escape) + 1]))
            i += len(escape) + 1
        else:
            out.append(blank(text[i]))
            i += 1
    return "".join(out)


def matching_brace(code, start):
    """The index just after the brace that closes the one at `start`."""
    depth = 0
    for index in range(start, len(code)):
        if code[index] == "{":
            depth += 1
        elif code[index] == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    return len(code)


TYPE = re.compile(r"\b(?:struct|enum|class|actor|extension)\s+([A-Za-z_][\w.]*)[^{;]*\{")
FUNC = re.compile(r"\bfunc\s+([A-Za-z_]\w*)")
CALL = re.compile(r"(?:\b([A-Za-z_]\w*)\s*\.\s*)?\b([A-Za-z_]\w*)\s*\(")
BINDING = re.compile(r'\b(?:let|var)\s+([A-Za-z_]\w*)\s*(?::\s*BuiltCommand\s*)?=\s*BuiltCommand\("loccheck"\)')


class Function:
    def __init__(self, file, owner, name, body, is_test):
        self.file, self.owner, self.name, self.body, self.is_test = file, owner, name, body, is_test


def functions(file, code):
    """Every function in `code`: its enclosing type, name, body, and whether it is an @Test."""
    owners = []  # (type name, end of its body)
    for match in TYPE.finditer(code):
        owners.append((match.group(1).split(".")[-1], match.start(), matching_brace(code, match.end() - 1)))
    found = []
    for match in FUNC.finditer(code):
        brace = code.find("{", match.end())
        if brace < 0:
            continue
        # A declaration without a body (a protocol requirement) ends before its next brace.
        signature = code[match.end():brace]
        if re.search(r"\b(?:func|let|var)\s|\}", signature):
            continue
        body = code[brace:matching_brace(code, brace)]
        enclosing = [o for o in owners if o[1] < match.start() < o[2]]
        owner = min(enclosing, key=lambda o: o[2] - o[1])[0] if enclosing else None
        # The attributes before `func`: everything since the end of the previous declaration.
        before = code[:match.start()]
        cut = max(before.rfind("}"), before.rfind("{"))
        is_test = re.search(r"@Test\b", before[cut + 1:]) is not None
        found.append(Function(file, owner, match.group(1), body, is_test))
    return found


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Tests", "LocCheckTests")
    names_by_file, all_functions, call_sites = {}, [], 0
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(directory, name)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        names = set(BINDING.findall(text))
        code = blank_strings_and_comments(text)
        names_by_file[name] = names
        all_functions += functions(name, code)
        for binding in names:
            call_sites += len(re.findall(r"\b%s\s*\.\s*(?:run\s*\(|executable\b)" % re.escape(binding), code))

    def direct(function):
        names = names_by_file[function.file]
        return any(re.search(r"\b%s\s*\.\s*(?:run\s*\(|executable\b)" % re.escape(b), function.body) for b in names) \
            or 'BuiltCommand("loccheck")' in function.body

    spawning = {id(f) for f in all_functions if direct(f)}
    helpers = [f for f in all_functions if not f.is_test]
    changed = True
    while changed:
        changed = False
        for function in all_functions:
            if id(function) in spawning:
                continue
            for match in CALL.finditer(function.body):
                qualifier, called = match.group(1), match.group(2)
                if qualifier in (None, "self", "Self"):
                    targets = [h for h in helpers if h.file == function.file and h.name == called]
                elif qualifier[0].isupper():
                    targets = [h for h in helpers if h.owner == qualifier and h.name == called]
                else:
                    targets = []
                if any(id(t) in spawning for t in targets):
                    spawning.add(id(function))
                    changed = True
                    break

    tests = [f for f in all_functions if f.is_test]
    spawners = [f for f in tests if id(f) in spawning]
    by_file = {}
    for test in spawners:
        by_file.setdefault(test.file, []).append(f"{test.owner}.{test.name}")
    for file in sorted(by_file):
        print(f"{file}: {len(by_file[file])}")
        for test in by_file[file]:
            print(f"    {test}")
    print(f"{len(spawners)} of {len(tests)} tests spawn the built loccheck "
          f"({call_sites} call sites of a BuiltCommand(\"loccheck\"))")


if __name__ == "__main__":
    main()
