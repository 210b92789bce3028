#!/usr/bin/env python3
"""Renders a swift-api-digester dump (`-dump-sdk`) as the public API, one declaration a line.

Each line is readable (`struct SearchResult: Equatable, Hashable, Sendable`, `func search(_:limit:)
(Swift.String, Swift.Int) -> [PokeSearch.SearchResult]`) and ends with the declaration's mangled
name, which the compiler derives from everything that makes the API: labels, types, generic
constraints, `async`, the type a function throws. Declarations the compiler writes itself
(implicit ones, such as derived `==`) and imports are left out; children are indented under
their parent and sorted, so the text changes only when the API does.

Usage: render.py DUMP.json [TYPE…] > API.txt   (TYPE…: only these top-level declarations)
"""
import json
import sys

# Conformances every type has; listing them would only be noise.
IMPLIED = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}
KEYWORDS = {"Struct": "struct", "Enum": "enum", "Class": "class", "Protocol": "protocol", "Actor": "actor",
            "TypeAlias": "typealias", "AssociatedType": "associatedtype", "Func": "func", "Constructor": "init",
            "Subscript": "subscript", "Var": "var", "EnumElement": "case", "Extension": "extension"}


def types(node):
    return [c["printedName"] for c in node.get("children", []) if c["kind"].startswith("Type")]


def line(node):
    kind = node.get("declKind", node["kind"])
    words = []
    if node.get("static"):
        words.append("static")
    if node.get("spi_group_names"):
        words.append("@_spi(" + ",".join(node["spi_group_names"]) + ")")
    if kind == "Var" and node.get("isLet"):
        words.append("let")
    elif kind != "Constructor":  # its printed name, init(…), says what it is
        words.append(KEYWORDS.get(kind, kind))
    name = node["printedName"]
    signature = types(node)
    if kind in ("Struct", "Enum", "Class", "Protocol", "Actor"):
        conformances = sorted(c["printedName"] for c in node.get("conformances", []) if c["printedName"] not in IMPLIED)
        text = name + (": " + ", ".join(conformances) if conformances else "")
    elif kind in ("Func", "Constructor", "Subscript"):
        result, parameters = (signature[0], signature[1:]) if signature else ("", [])
        text = f"{name} ({', '.join(parameters)}) -> {result}"
    elif kind == "Var":
        setter = any(a.get("accessorKind") == "set" for a in node.get("accessors", []))
        text = f"{name}: {signature[0] if signature else '?'}" + (" { get set }" if setter else "")
    elif kind == "EnumElement":
        payload = signature[0].split(" -> ")[1:-1] if signature else []
        text = name + (" " + " -> ".join(payload) if payload else "")
    elif kind == "TypeAlias":
        text = f"{name} = {signature[0] if signature else '?'}"
    else:
        text = name
    flags = [word for key, word in (("throwing", "throws"), ("isAsync", "async"), ("protocolReq", "(requirement)")) if node.get(key)]
    if node.get("genericSig"):
        flags.append(node["genericSig"])
    return " ".join(words + [text] + flags)


def render(node, depth, out, only=()):
    entries = []
    for child in node.get("children", []):
        # isInternal marks `package` and `@usableFromInline` declarations: not the app's API.
        if child.get("kind") in ("Import",) or child.get("implicit") or child.get("isInternal") or "declKind" not in child:
            continue
        if depth == 0 and only and child.get("name") not in only:
            continue
        if child["kind"].startswith("Type") and child["kind"] != "TypeDecl":
            continue
        sub = []
        render(child, depth + 1, sub)
        entries.append(("  " * depth + line(child) + "  // " + child.get("mangledName", ""), sub))
    for text, sub in sorted(entries):
        out.append(text)
        out.extend(sub)


def main():
    dump = json.load(open(sys.argv[1], encoding="utf-8"))
    out = []
    render(dump["ABIRoot"], 0, out, only=tuple(sys.argv[2:]))
    sys.stdout.write("".join(text + "\n" for text in out))


if __name__ == "__main__":
    main()
