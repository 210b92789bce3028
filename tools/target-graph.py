#!/usr/bin/env python3
"""Prints the package's source targets (tests and test support left out), each with the targets it
depends on, and how many there are: the target graph, from `swift package dump-package`.

Usage: tools/target-graph.py [PACKAGE_DIR]   (default: the current directory)
"""
import json
import subprocess
import sys


def main() -> int:
    directory = sys.argv[1] if len(sys.argv) > 1 else "."
    manifest = json.loads(subprocess.run(
        ["swift", "package", "--package-path", directory, "dump-package"],
        check=True, capture_output=True, text=True).stdout)
    sources = []
    for target in manifest["targets"]:
        if target["type"] == "test" or (target.get("path") or "").startswith("Tests/"):
            continue
        names = []
        for dependency in target.get("dependencies", []):
            # {"byName": [NAME, condition]}, {"target": [NAME, condition]}, {"product": [NAME, ...]}.
            entry = next(iter(dependency.values()))
            condition = entry[-1]
            suffix = f" ({', '.join(condition['platformNames'])})" if condition and condition.get("platformNames") else ""
            names.append(entry[0] + suffix)
        sources.append((target["name"], target["type"], names))
    for name, kind, names in sources:
        label = "" if kind == "regular" else f" [{kind}]"
        print(f"{name}{label} -> {', '.join(names) if names else '(none)'}")
    plugins = sum(1 for _, kind, _ in sources if kind == "plugin")
    print(f"{len(sources) - plugins} source targets (under Sources/), {plugins} plugins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
