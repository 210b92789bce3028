#!/usr/bin/env python3
"""The checks tools/docc.sh runs around `docc convert`, which DocC itself doesn't make.

    docc-check.py graphs DIR MODULE...          per module, its graphs in DIR/MODULE/: fail on an
                                                undocumented public symbol or another module's
                                                symbol leaking in; print the counts
    docc-check.py topics ARCHIVE...             fail on a page with no summary, or with symbols no
                                                Topics section curates
    docc-check.py listings CATALOG...           fail on a Swift listing in a catalog that is not a
                                                verbatim excerpt of the compiled file it names in a
                                                `<!-- verbatim: FILE -->` line above it (any other
                                                listing with that line is checked the same way)

Exit codes: 0 clean, 1 findings (each printed as file:line or page: message), 2 could not run.
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Symbols a product shows on purpose although they are declared in another module: the top-level
# names it re-exports (`@_exported import struct PokeTables.LocaleTag` in PokeLocalization).
# tools/docc.sh extracts PokeLocalization's graph allowing PokeTables' re-exported symbols, which
# puts LocaleTag and PokemonRecord (and nothing else of PokeTables) in it, so DocC shows them as
# PokeLocalization's (Pokedex re-exports PokemonRecord too, but its graph leaves it out, so the
# struct has one page); any other module's symbol in a product's graph is a leak.
REEXPORTS = {"PokeLocalization": {("PokeTables", "LocaleTag"), ("PokeTables", "PokemonRecord")},
             "PokeSearch": {("PokeTables", "SearchKey"), ("PokeTables", "SearchableName")}}

# Where the compiler writes no source location, the member is synthesized (Equatable's `!=`,
# Codable's `init(from:)`, RawRepresentable's `init(rawValue:)`, Actor's `assertIsolated`): there is
# no declaration to comment. DocC gives such a member its protocol requirement's documentation,
# and `topics` checks that its page has a summary and a place in a Topics section.


def fail(message):
    print(f"docc-check: {message}", file=sys.stderr)
    sys.exit(2)


def source_module(symbol):
    """The module whose Sources/ folder declares the symbol, or None when synthesized."""
    uri = symbol.get("location", {}).get("uri")
    if not uri:
        return None
    parts = Path(uri.removeprefix("file://")).parts
    if "Sources" in parts:
        index = len(parts) - 1 - parts[::-1].index("Sources")
        if index + 1 < len(parts):
            return parts[index + 1]
    return "?" + uri


def location(symbol):
    loc = symbol.get("location", {})
    path = Path(loc.get("uri", "?").removeprefix("file://"))
    try:
        path = path.relative_to(ROOT)
    except ValueError:
        pass
    return f"{path}:{loc.get('position', {}).get('line', 0) + 1}"


def has_doc(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def graphs(directory, modules):
    problems = []
    for module in modules:
        paths = sorted((Path(directory) / module).glob("*.symbols.json"))
        if not paths:
            fail(f"{directory}/{module} holds no symbol graph.")
        declared = synthesized = undocumented = 0
        for path in paths:
            for symbol in json.loads(path.read_text())["symbols"]:
                name = "/".join(symbol["pathComponents"])
                home = source_module(symbol)
                if home is None:
                    synthesized += 1
                    continue
                declared += 1
                if home != module and (home, symbol["pathComponents"][0]) not in REEXPORTS.get(module, set()):
                    problems.append(f"{location(symbol)}: {home}'s {name} is in {module}'s symbol graph; "
                                    f"make it package (or re-export it on purpose and list it in REEXPORTS).")
                if not has_doc(symbol):
                    undocumented += 1
                    problems.append(f"{location(symbol)}: public {symbol['kind']['displayName'].lower()} "
                                    f"{module}/{name} has no doc comment; say what it is in a /// line.")
        print(f"  {module}: {declared + synthesized} public symbols: {declared} declared in source, "
              f"{declared - undocumented} of them documented; {synthesized} synthesized")
    return problems


def topics(archives):
    problems = []
    for archive in map(Path, archives):
        for page in sorted((archive / "data" / "documentation").rglob("*.json")):
            node = json.loads(page.read_text())
            path = node.get("identifier", {}).get("url", str(page)).split("/documentation/", 1)[-1]
            if path.endswith("-Implementations"):
                continue  # a page of synthesized conformance members, which DocC groups itself
            if not node.get("abstract"):
                problems.append(f"{path}: the page has no summary; give the symbol a doc comment, or the "
                                f"page's .md file in the catalog a line under its title.")
            for section in node.get("topicSections", []):
                if section.get("generated") and section.get("title") != "Default Implementations":
                    names = ", ".join(ref.rsplit("/", 1)[-1] for ref in section.get("identifiers", []))
                    problems.append(f"{path}: DocC grouped {names} under \"{section.get('title')}\" itself; "
                                    f"curate them in a Topics section (the page's .md file in the catalog).")
    return problems


def code_blocks(lines):
    """(line number of the fence, language, body lines, the comment line above) per fenced block."""
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.lstrip().startswith("```"):
            fence_indent = len(line) - len(line.lstrip())
            language = line.strip()[3:].strip()
            start = index
            body = []
            index += 1
            while index < len(lines) and not lines[index].strip().startswith("```"):
                line = lines[index]
                body.append(line[fence_indent:] if not line[:fence_indent].strip() else line.lstrip())
                index += 1
            above = next((lines[j].strip() for j in range(start - 1, -1, -1) if lines[j].strip()), "")
            yield start + 1, language, body, above
        index += 1


def is_excerpt(body, text):
    """Whether `body` is a run of lines of `text`, all indented alike (blank lines match blank lines)."""
    while body and not body[-1].strip():
        body = body[:-1]
    if not body:
        return False
    lines = text.splitlines()
    for start, line in enumerate(lines):
        indent = line[:len(line) - len(body[0])]
        if not line.endswith(body[0]) or indent.strip():
            continue
        window = lines[start:start + len(body)]
        if len(window) == len(body) and all(have == indent + want or not (have.strip() or want.strip())
                                            for have, want in zip(window, body)):
            return True
    return False


MARK = "<!-- verbatim:"


def listings(catalogs):
    problems = []
    checked = 0
    for catalog in (Path(path).resolve() for path in catalogs):
        for page in sorted(catalog.rglob("*.md")):
            lines = page.read_text().splitlines()
            for line_number, language, body, above in code_blocks(lines):
                marked = above.startswith(MARK) and above.endswith("-->")
                if language != "swift" and not marked:
                    continue  # shell commands and their output, checked by hand
                where = f"{page.relative_to(ROOT)}:{line_number}"
                if not marked:
                    problems.append(f"{where}: a Swift listing without `{MARK} FILE -->` above it; copy it "
                                    f"from a file CI compiles (a test or Examples/) and name that file.")
                    continue
                name = above[len(MARK):-3].strip()
                source = ROOT / name
                if not source.is_file():
                    problems.append(f"{where}: {name} does not exist.")
                elif not is_excerpt(body, source.read_text()):
                    problems.append(f"{where}: the listing is not a verbatim excerpt of {name}; "
                                    f"copy it again from there.")
                else:
                    checked += 1
    print(f"  {checked} listings are verbatim excerpts of the files they name")
    return problems


def main(arguments):
    if len(arguments) < 2:
        fail(__doc__)
    command, rest = arguments[1], arguments[2:]
    if command == "graphs" and len(rest) >= 2:
        problems = graphs(rest[0], rest[1:])
    elif command == "topics" and rest:
        problems = topics(rest)
    elif command == "listings" and rest:
        problems = listings(rest)
    else:
        fail(f"unknown arguments {arguments[1:]}.\n{__doc__}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
