#!/usr/bin/env python3
"""Count, per locale, the /pokemon entries whose display name is built from a name that is not
PokeAPI's as it is: derived by a rule, corrected, or taken from a second source.

Usage: tools/display-name-sources.py POKEDEX [TABLES] [--list]
  POKEDEX  the pokedex binary (e.g. .build/debug/pokedex); `POKEDEX list --locale L` gives the
           display names, as `pokedex show SLUG --locale L` prints them after the number.
  TABLES   the Resources folder (default: Resources beside this script's folder).
  --list   also print every counted entry (locale, kind, slug, display name, the lines used).

The display name of each entry is the binary's. Which table lines it was built from is found by
the rule the binary follows (Sources/PokeTables/DisplayNames: the chain locale -> parent ->
ja-Hrkt for ja -> en; species, forms, fullnames), recomputed here; where the binary's name is not
the recomputed one (entries of one species that came out alike and were told apart), the lines
are those of the entry's own species, form and full name, of any locale of the chain, and the
form names of the entries it varies, whose text (or the text without the species name) the
displayed name holds.

An entry counts as
  derived        when a line used is one the table's header lists as derived
                 (`# Derived by `loccheck import-pokeapi` ...: key, key, ...`);
  corrected      when a line used is a `TABLE LOCALE KEY corrected` of loccheck-corrections.txt;
  second-source  when a line used comes from another list than the table's own source: a
                 correction with a `source` line, a key the table's header says was filled from
                 another list (`# Names that were missing or English filled by ...`; its keys are
                 the table's `source-mismatch` lines of loccheck-baseline.txt). (jpoke's names
                 are items only, which no display name is built from.)
A line is judged in the locale whose table it is in: a form name es-419 shows from es's table
counts as es's line is. `total` is the entries in at least one of the three.
Python standard library only.
"""
import os
import re
import subprocess
import sys

from table_file import read_table

NAME_TABLES = ("species", "forms", "fullnames")


def header_lines(path):
    lines = []
    if not os.path.exists(path):
        return lines
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if not line.startswith("#"):
                break
            lines.append(line.rstrip("\n"))
    return lines


def derived_keys(path):
    """The keys a table's header says `loccheck import-pokeapi` derived."""
    keys = set()
    for line in header_lines(path):
        if line.startswith("# Derived by `loccheck import-pokeapi`") and ": " in line:
            keys.update(key.strip() for key in line.rstrip().rstrip(".").rsplit(": ", 1)[1].split(","))
    return keys


def corrections(path):
    """(table, locale, key) -> {field: text} of loccheck-corrections.txt."""
    found = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("#") or " = " not in line:
                continue
            head, text = line.split(" = ", 1)
            fields = head.split()
            if len(fields) != 4:
                continue
            table, locale, key, field = fields
            found.setdefault((table, locale, key), {})[field] = text
    return found


def baseline_source_keys(path, table, locale):
    """The keys of `source-mismatch TABLE LOCALE KEY` lines of the baseline."""
    keys = set()
    if not os.path.exists(path):
        return keys
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.split(" = ", 1)[0].split()
            if len(fields) == 4 and fields[:3] == ["source-mismatch", table, locale]:
                keys.add(fields[3])
    return keys


def read_list(path):
    """`id = slug ...` lines: [(id, fields)]."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or " = " not in line:
                continue
            number, rest = line.rstrip("\n").split(" = ", 1)
            rows.append((int(number), rest.split()))
    return rows


def parent(locale):
    parts = locale.split("-")
    if parts[0] == "ja" and len(parts) > 1 and parts[1] == "Hrkt":
        return "ja"
    if len(parts) == 1:
        return None
    if len(parts[1]) == 4 or len(parts) > 2:  # a script or variants: no parent but English
        return None
    return parts[0]


def chain_of(locale, available):
    chain = []
    tag = locale
    while tag is not None:
        if tag not in chain:
            chain.append(tag)
        tag = parent(tag)
        if tag is not None and tag not in available:
            tag = None
    if locale == "ja" and "ja-Hrkt" in available and "ja-Hrkt" not in chain:
        chain.append("ja-Hrkt")
    if "en" in available and "en" not in chain:
        chain.append("en")
    return chain


def contains(words, text):
    return words == "" or words in text


def removing(species, form):
    """FormNames.removing: `form` without `species` and the spaces or hyphens around it."""
    if not species or species not in form:
        return form
    start = form.index(species)
    head, tail = form[:start], form[start + len(species):]
    sep = " -"
    before, after = head.strip(sep), tail.strip(sep)
    if not before and not after:
        return form
    gap = head[len(head.rstrip(sep)):] + tail[:len(tail) - len(tail.lstrip(sep))]
    joint = "" if not before or not after else (" " if " " in gap else gap[:1])
    return before + joint + after


def fill(pattern, species, form):
    return pattern.replace("{species}", "\0S").replace("{form}", "\0F").replace("\0S", species).replace("\0F", form)


class Tables:
    def __init__(self, root):
        self.root = root
        self.names = {}  # table -> locale -> {key: value}
        self.derived = {}  # (table, locale) -> keys
        self.headers = {}
        for table in NAME_TABLES:
            folder = os.path.join(root, table)
            for file in sorted(os.listdir(folder)):
                if not file.endswith(".txt"):
                    continue
                locale = file[:-4]
                path = os.path.join(folder, file)
                self.names.setdefault(table, {})[locale] = read_table(path)
                self.derived[(table, locale)] = derived_keys(path)
                self.headers[(table, locale)] = header_lines(path)
        self.available = set()
        for folder in os.listdir(root):
            path = os.path.join(root, folder)
            if os.path.isdir(path) and folder != "snapshot":
                self.available.update(f[:-4] for f in os.listdir(path) if f.endswith(".txt"))
        self.patterns = {}
        for locale in self.available:
            ui = read_table(os.path.join(root, "ui", f"{locale}.txt"))
            self.patterns[locale] = ui.get("form-pattern", "{species} ({form})")
        self.corrections = corrections(os.path.join(root, "loccheck-corrections.txt"))
        baseline = os.path.join(root, "loccheck-baseline.txt")
        # Second-source keys: corrections with a `source`, and the keys a header says were filled
        # from another list (named by the baseline's source-mismatch lines of that table).
        self.second = {}  # (table, locale) -> {key: what}
        for (table, locale, key), fields in self.corrections.items():
            if "source" in fields:
                self.second.setdefault((table, locale), {})[key] = fields["source"]
        for (table, locale), lines in self.headers.items():
            filled = [line for line in lines if re.match(r"# Names that were missing or English filled by", line)]
            if filled:
                what = filled[0].split(" from ", 1)[-1].split(" (", 1)[0]
                table_names = self.names[table][locale]
                for key in baseline_source_keys(baseline, table, locale):
                    if key in table_names:
                        self.second.setdefault((table, locale), {})[key] = what
        species_rows = read_list(os.path.join(root, "snapshot", "species.txt"))
        self.species_slug = {number: fields[0] for number, fields in species_rows}
        self.entries = [(number, fields[0], int(fields[1])) for number, fields in read_list(os.path.join(root, "snapshot", "pokemon.txt"))]
        self.entry_of_slug = {slug: i for i, (_, slug, _) in enumerate(self.entries)}

    def kinds(self, line):
        """The kinds (derived, corrected, second-source) of a line (table, locale, key)."""
        table, locale, key = line
        found = []
        if key in self.derived.get((table, locale), ()):
            found.append("derived")
        fix = self.corrections.get((table, locale, key))
        if fix and "corrected" in fix:
            found.append("corrected")
        second = self.second.get((table, locale), {})
        if key in second:
            found.append("second-source")
        return found


class Resolver:
    """DisplayNames.resolve for one chain, with the lines each name was built from."""

    def __init__(self, tables, locale):
        self.t = tables
        self.chain = chain_of(locale, tables.available)
        self.forms_en = tables.names["forms"].get("en", {})
        self.unmatched = []

    def value(self, table, link, key):
        locale = self.chain[link]
        name = self.t.names[table].get(locale, {}).get(key)
        return None if name is None else (name, (table, locale, key))

    def first(self, table, key, start=0):
        for link in range(start, len(self.chain)):
            part = self.value(table, link, key)
            if part:
                return link, part
        return None

    def resolve(self, position):
        number, slug, species_id = self.t.entries[position]
        species = self.t.species_slug.get(species_id)
        if slug not in self.forms_en or species is None:
            found = self.first("species", species) if species else None
            if found:
                return found[1][0], [found[1][1]]
            return slug, []
        for link in range(len(self.chain)):
            sp = self.value("species", link, species)
            if sp is None:
                full = self.value("fullnames", link, slug)
                if full:
                    return full[0], [full[1]]
                continue
            form = self.value("forms", link, slug)
            pattern = self.t.patterns[self.chain[link]]
            if form:
                if contains(sp[0], form[0]):
                    return form[0], [form[1]]
                return fill(pattern, sp[0], form[0]), [sp[1], form[1]]
            full = self.value("fullnames", link, slug)
            if full:
                return full[0], [full[1]]
            if number == species_id:
                return sp[0], [sp[1]]
            later = self.first("forms", slug, link + 1)
            if later:
                form_link, form = later
                other_species = self.value("species", form_link, species)
                words = removing(other_species[0], form[0]) if other_species else form[0]
                return fill(pattern, sp[0], words), [sp[1], form[1]]
            return sp[0], [sp[1]]
        return slug, []

    def lines_in(self, position, shown, resolved, resolved_lines):
        """The lines of a shown name that is not the resolved one: an entry told apart from another
        of its species by DisplayNames+Distinct's options, each tried here, in any pattern of
        the chain: PokeAPI's full name as it is; its words without the species name beside the
        species name, or after the resolved name; the resolved name with the form name of the entry
        it varies; the resolved name with slug words (no line). Else (not seen) the entry's
        species, form and full names whose text the shown name holds."""
        _, slug, species_id = self.t.entries[position]
        species = self.t.species_slug.get(species_id)
        patterns = []
        for locale in self.chain:
            if self.t.patterns[locale] not in patterns:
                patterns.append(self.t.patterns[locale])
        found_species = self.first("species", species) if species else None
        for link in range(len(self.chain)):
            full = self.value("fullnames", link, slug)
            if not full:
                continue
            if shown == full[0]:
                return [full[1]]
            there = self.value("species", link, species) if species else None
            words = removing(there[0], full[0]) if there else full[0]
            for pattern in patterns:
                if found_species and shown == fill(pattern, found_species[1][0], words):
                    return [found_species[1][1], full[1]]
                if shown == fill(pattern, resolved, words):
                    return list(resolved_lines) + [full[1]]
        words = slug.split("-")[:-1]
        while words and species:  # the entry this one varies (meowstic-female for meowstic-female-mega)
            prefix = "-".join(words)
            words.pop()
            if len(prefix) <= len(species) or prefix not in self.t.entry_of_slug or prefix not in self.forms_en:
                continue
            varied = self.first("forms", prefix)
            if not varied:
                continue
            form_link, form = varied
            there = self.value("species", form_link, species)
            text = removing(there[0], form[0]) if there else form[0]
            for pattern in patterns:
                if shown == fill(pattern, resolved, text):
                    return list(resolved_lines) + [form[1]]
            break
        if shown.startswith(resolved):
            return list(resolved_lines)
        lines = []
        for link in range(len(self.chain)):
            for table, key in (("species", species), ("forms", slug), ("fullnames", slug)):
                part = self.value(table, link, key) if key else None
                if part and part[0] in shown and part[1] not in lines:
                    lines.append(part[1])
        self.unmatched.append((slug, shown))
        return lines


def display_names(pokedex, locale):
    out = subprocess.run([pokedex, "list", "--locale", locale], capture_output=True, text=True, check=True).stdout
    names = []
    for line in out.splitlines():
        match = re.match(r"^\D*\d+ (.*)$", line)
        names.append(match.group(1) if match else line)
    return names


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    listing = "--list" in sys.argv[1:]
    if len(args) not in (1, 2):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(64)
    pokedex = args[0]
    root = args[1] if len(args) == 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources")
    tables = Tables(root)
    locales = sorted(tables.names["species"])
    kinds = ("derived", "corrected", "second-source")
    rows = []
    notes = []
    for locale in locales:
        resolver = Resolver(tables, locale)
        shown = display_names(pokedex, locale)
        if len(shown) != len(tables.entries):
            notes.append(f"{locale}: the binary lists {len(shown)} entries, the snapshot {len(tables.entries)}")
        counts = {kind: 0 for kind in kinds}
        examples = {kind: None for kind in kinds}
        total = 0
        fallback = 0
        for position, (number, slug, _) in enumerate(tables.entries):
            if position >= len(shown):
                break
            value, lines = resolver.resolve(position)
            name = shown[position]
            if value != name:
                fallback += 1
                lines = resolver.lines_in(position, name, value, lines)
            found = set()
            for line in lines:
                for kind in tables.kinds(line):
                    found.add(kind)
                    if listing:
                        print(f"{locale}\t{kind}\t{slug}\t{name}\t{'/'.join(line)}")
            for kind in found:
                counts[kind] += 1
                if examples[kind] is None:
                    examples[kind] = f"{slug} = {name}"
            total += bool(found)
        rows.append((locale, counts, total, examples, fallback))
        for slug, name in resolver.unmatched:
            notes.append(f"{locale}: {slug} = {name}: no rule of DisplayNames gives it; attributed by the names it holds")
    header = ["locale", "derived", "corrected", "second-source", "total", "example derived", "example corrected", "example second-source"]
    table = [header]
    for locale, counts, total, examples, _ in rows:
        table.append([locale, *(str(counts[k]) for k in kinds), str(total), *(examples[k] or "-" for k in kinds)])
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    for r in table:
        print("  ".join(cell.ljust(widths[i]) if i == 0 or i > 4 else cell.rjust(widths[i]) for i, cell in enumerate(r)).rstrip())
    print()
    print(f"{len(tables.entries)} /pokemon entries (snapshot/pokemon.txt). Entries whose shown name is not the recomputed "
          "one (told apart from a same-named entry of their species), attributed by the lines their name holds: "
          + ", ".join(f"{locale} {fallback}" for locale, _, _, _, fallback in rows if fallback) + ".")
    others = []
    for locale in locales:
        first = next((line for line in tables.headers[("species", locale)] if line.startswith("# Imported")), "")
        if "PokeAPI" not in first:
            others.append(locale)
    if others:
        print("Species tables not imported from PokeAPI at all (their names are the table's own source, not counted "
              "as second-source): " + ", ".join(others) + ".")
    for note in notes:
        print(note)


if __name__ == "__main__":
    main()
