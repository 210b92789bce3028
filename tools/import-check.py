#!/usr/bin/env python3
"""Fail when a target imports a module of this package that it does not declare as a dependency.

Usage: tools/import-check.py [--scratch-path DIR] [PACKAGE_DIR]

`--scratch-path` is passed to SwiftPM, for a run while another SwiftPM command holds `.build`'s
lock (the test that runs this script inside `swift test` does).

SwiftPM builds a target only after the targets it depends on, so an undeclared import builds
only when some other target happened to build that module first: it passes on one machine and
fails on a fresh clone (it did: LocCheckTests imported PokeLocalization). SwiftPM's own
`--explicit-target-dependency-import-check error`, which `.ci/run` also passes, skips some
targets without a word (here, LocCheckTests, which
depends on the loccheck executable target), so this
reads the manifest as SwiftPM does (`swift package describe --type json`) and each Swift source of
every target, plugins included.

A module counts as declared when it is one of the target's own `dependencies:` (not one reached
through another target): the manifest is the one place a reader looks, and a transitive edge can
disappear when the target in between stops needing it. Exit 0 when every import is declared, 1
with one `file:line` line per undeclared import otherwise, 2 when the manifest can't be read.
"""

import json
import pathlib
import re
import subprocess
import sys

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def main() -> int:
    arguments = sys.argv[1:]
    scratch = []
    if arguments[:1] == ["--scratch-path"] and len(arguments) >= 2:
        scratch = arguments[:2]
        arguments = arguments[2:]
    root = pathlib.Path(arguments[0] if arguments else ".").resolve()
    try:
        described = subprocess.run(
            ["swift", "package", *scratch, "describe", "--type", "json"],
            cwd=root, check=True, capture_output=True, text=True,
        ).stdout
        manifest = json.loads(described[described.index("{"):])
    except (subprocess.CalledProcessError, ValueError) as error:
        print(f"import-check: could not read the manifest of {root}: {error}", file=sys.stderr)
        return 2
    targets = {target["name"]: target for target in manifest["targets"]}
    # A C target's module name is its c99name; Swift imports it by that name.
    modules = {target.get("c99name", name): name for name, target in targets.items()}
    problems = []
    checked = 0
    for name, target in sorted(targets.items()):
        declared = set(target.get("target_dependencies", [])) | set(target.get("product_dependencies", []))
        declared_modules = {targets[d].get("c99name", d) for d in declared if d in targets}
        own = target.get("c99name", name)
        for source in target.get("sources", []):
            if not source.endswith(".swift"):
                continue
            path = root / target["path"] / source
            checked += 1
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                match = IMPORT.match(line)
                if not match:
                    continue
                module = match.group(1)
                if module in modules and module != own and module not in declared_modules:
                    problems.append(
                        f"{path.relative_to(root)}:{number}: error: target {name} imports {module}, "
                        f"which it does not declare; add \"{modules[module]}\" to {name}'s dependencies "
                        "in Package.swift (or drop the import)."
                    )
    for problem in problems:
        print(problem)
    print(f"import-check: {checked} Swift files in {len(targets)} targets, "
          f"{len(problems)} undeclared import{'s' if len(problems) != 1 else ''}.", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
