#!/usr/bin/env python3
"""Reads and edits PO and XLIFF files with translate-toolkit, an implementation independent of loccheck.

The exchange tests use it as their oracle and as a translator's tool:

    translate_toolkit_units.py units FILE
        prints {"language": ..., "units": [{"context", "source", "target", "fuzzy", "notes",
        "placeholders"}]} as JSON; placeholders are the texts of XLIFF <ph> elements in the source.
        A unit's context is its msgctxt or id when that is TABLE:KEY, else its resname or the
        location that is (where xliff2po and po2xliff keep the key when they renumber ids).
    translate_toolkit_units.py fill FILE CONTEXT=TEXT... [--fuzzy CONTEXT=TEXT...]
        sets those targets (the later ones marked fuzzy) and saves FILE as translate-toolkit writes it.
"""
import json
import re
import sys

from translate.storage import factory


# A TABLE:KEY: a table's folder name (lower-case letters, as every table kind's is), a colon and
# a key with no white space. Renumbered ids ("1") and file locations ("ko.po:12") are not.
TABLE_KEY = re.compile(r"[a-z]+:[^\s:]+")


def context(store_name, unit):
    """The unit's TABLE:KEY: its msgctxt or id, else where converters keep it (resname, locations)."""
    if store_name.endswith(".po"):
        candidates = [unit.getcontext()] + unit.getlocations()
    else:
        element = unit.xmlelement
        candidates = [element.get("id"), element.get("resname")] + unit.getlocations()
    for candidate in candidates:
        if candidate and TABLE_KEY.fullmatch(candidate):
            return candidate
    return candidates[0] or ""


def placeholders(unit):
    source = getattr(unit, "xmlelement", None)
    if source is None:
        return []
    found = []
    for element in source.iter():
        if not isinstance(element.tag, str):
            continue
        if element.tag.endswith("}ph") and element.getparent().tag.endswith("}source"):
            found.append(element.text or "")
    return found


def units(name):
    store = factory.getobject(name)
    result = []
    for unit in store.units:
        if unit.isheader():
            continue
        result.append({
            "context": context(name, unit),
            "source": unit.source,
            "target": unit.target or "",
            "fuzzy": bool(unit.isfuzzy()),
            "notes": unit.getnotes(),
            "placeholders": placeholders(unit),
        })
    print(json.dumps({"language": store.gettargetlanguage(), "units": result}, ensure_ascii=False))


def fill(name, arguments):
    store = factory.getobject(name)
    by_context = {context(name, unit): unit for unit in store.units if not unit.isheader()}
    fuzzy = False
    for argument in arguments:
        if argument == "--fuzzy":
            fuzzy = True
            continue
        key, _, text = argument.partition("=")
        unit = by_context[key]
        unit.target = text
        unit.markfuzzy(fuzzy)
    store.save()


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "units":
        units(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "fill":
        fill(sys.argv[2], sys.argv[3:])
    else:
        sys.exit(__doc__)
