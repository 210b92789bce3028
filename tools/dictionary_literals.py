#!/usr/bin/env python3
"""Writes the package's species and type tables as the hand-written pattern apps use:
one `[String: String]` dictionary literal per table and locale, in one Swift file.

Usage: tools/dictionary_literals.py RESOURCES-DIR OUTPUT.swift

Only the compile-time comparison (tools/compile-time.sh) uses it; the package never compiles it.
"""
import os
import sys


def swift_string(value):
    out = []
    for ch in value:
        if ch == '"':
            out.append('\\"')
        elif ch == '\\':
            out.append('\\\\')
        elif 0x20 <= ord(ch) <= 0x7E:
            out.append(ch)
        else:
            out.append('\\u{%X}' % ord(ch))
    return '"' + ''.join(out) + '"'


def entries(path):
    with open(path, encoding='utf-8') as handle:
        for line in handle:
            line = line.rstrip('\n')
            if not line.strip() or line.lstrip().startswith('#') or '=' not in line:
                continue
            key, value = line.split('=', 1)
            yield key.strip(), value[1:] if value.startswith(' ') else value


def main():
    resources, output = sys.argv[1], sys.argv[2]
    lines = ['// The hand-written pattern: one dictionary literal per table and locale.', '']
    for table in ('species', 'types'):
        folder = os.path.join(resources, table)
        for name in sorted(os.listdir(folder)):
            if not name.endswith('.txt'):
                continue
            identifier = '%s_%s' % (table, name[:-4].replace('-', '_'))
            body = ',\n'.join('    %s: %s' % (swift_string(k), swift_string(v)) for k, v in entries(os.path.join(folder, name)))
            lines.append('let %s: [String: String] = [\n%s,\n]\n' % (identifier, body))
    with open(output, 'w', encoding='utf-8') as handle:
        handle.write('\n'.join(lines))


if __name__ == '__main__':
    main()
