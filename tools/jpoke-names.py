#!/usr/bin/env python3
"""Write the item names PokeAPI lacks from jpoke's item list, as `slug,name` CSV files that
`loccheck import --table items` reads, one per locale; and say where jpoke and the tables differ.

jpoke (PyPI, MIT licence; github.com/tmwork1/jpoke) is a Pokémon Champions battle library whose
``jpoke/data/langmap/item_langmap.csv`` names each item in Japanese, English, French, German,
Italian, Spanish, Korean and Chinese (Simplified and Traditional). PokeAPI has no row at all, in
any language, for 45 Mega Stones of Legends: Z-A and the Hopo Berry; jpoke names 43 of those
stones and the berry.

Usage: tools/jpoke-names.py OUT_DIR [TABLES]   (TABLES: default Resources)
       JPOKE_LANGMAP=path/to/item_langmap.csv tools/jpoke-names.py OUT_DIR
Without JPOKE_LANGMAP, the list comes from the installed jpoke package (pip install jpoke==0.6.0);
exit 3 when it is not installed.

What it writes: OUT_DIR/<locale>.csv for en, fr, de, it, es, ko, ja, zh-Hans, zh-Hant, and for
ja-Hrkt jpoke's Japanese (kana for these items), since PokeAPI's ja-Hrkt item names are the same as
ja's for every item jpoke names in both (the script checks it, and writes none when it doesn't
hold). Not for es-419: PokeAPI's es-419 names differ from es's for some berries (pecha-berry), so
its cards show es's name, marked, as for every item PokeAPI lacks in es-419. The rows are the
items TABLES/items/en.txt has no name for (the ones no PokeAPI row names), matched by their
English name (`Hopo Berry` -> hopo-berry); the first line of standard output is jpoke's version,
for the table headers.

What it reports on standard error: each item whose name a table has derived (its header names
the keys `loccheck import-pokeapi` derived) and jpoke writes otherwise, and whether only the
letter's width differs, for a person to judge.
Python standard library only.
"""
import csv
import importlib.metadata
import importlib.util
import os
import re
import sys
import unicodedata

from table_file import read_table

# jpoke's column names (Japanese) -> the package's locales.
COLUMNS = {
    "日本語": "ja", "英語": "en", "フランス語": "fr", "ドイツ語": "de", "イタリア語": "it",
    "スペイン語": "es", "韓国語": "ko", "中国語（簡）": "zh-Hans", "中国語（繁）": "zh-Hant",
    "中国語(簡)": "zh-Hans", "中国語(繁)": "zh-Hant",
}
# Locales jpoke has no column for, each with the one whose names PokeAPI's are the same as.
COPIES = {"ja-Hrkt": "ja"}


def derived_keys(path):
    """The keys a table's header says `loccheck import-pokeapi` derived (MegaNames' note lines)."""
    keys = set()
    if not os.path.exists(path):
        return keys
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("# Derived by `loccheck import-pokeapi`") and ": " in line:
                keys.update(key.strip() for key in line.rstrip().rstrip(".").rsplit(": ", 1)[1].split(","))
    return keys


def read_keys(path):
    keys = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or " = " not in line:
                continue
            keys.append(line.split(" = ", 1)[1].strip())
    return keys


def folded(text):
    return re.sub(r"[^a-z0-9]", "", text.lower())


def langmap():
    path = os.environ.get("JPOKE_LANGMAP")
    if path:
        return path, "(" + path + ")"
    spec = importlib.util.find_spec("jpoke")
    if spec is None or not spec.submodule_search_locations:
        print("jpoke is not installed (pip install jpoke==0.6.0), nor JPOKE_LANGMAP set", file=sys.stderr)
        sys.exit(3)
    folder = list(spec.submodule_search_locations)[0]
    return os.path.join(folder, "data", "langmap", "item_langmap.csv"), importlib.metadata.version("jpoke")


def same_but_width(first, second):
    return unicodedata.normalize("NFKC", first) == unicodedata.normalize("NFKC", second)


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.split("\n\n")[2], file=sys.stderr)
        sys.exit(64)
    out, tables = sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else "Resources"
    path, version = langmap()
    with open(path, encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    header = [COLUMNS.get(column) for column in rows[0]]
    if "en" not in header:
        sys.exit(f"{path}: no English column (英語); is it jpoke's item_langmap.csv?")
    slugs = {folded(slug): slug for slug in read_keys(os.path.join(tables, "snapshot", "items.txt"))}
    english = read_table(os.path.join(tables, "items", "en.txt"))
    table = {locale: read_table(os.path.join(tables, "items", f"{locale}.txt"))
             for locale in set(filter(None, header)) | set(COPIES)}
    names = {}  # locale -> slug -> name
    for row in rows[1:]:
        fields = dict(zip(header, row))
        slug = slugs.get(folded(fields.get("en", "")))
        if slug is None:
            continue
        for locale, name in fields.items():
            if locale and name.strip() and not name.endswith("*"):  # a trailing * marks jpoke's own guess
                names.setdefault(locale, {})[slug] = name.strip()
    wanted = sorted({slug for slug in names.get("en", {}) if slug not in english})
    for locale in sorted(names):
        derived = derived_keys(os.path.join(tables, "items", f"{locale}.txt"))
        for slug, name in sorted(names[locale].items()):
            have = table.get(locale, {}).get(slug)
            if have is not None and (slug in wanted or slug in derived) and have != name:
                kind = "letter width only" if same_but_width(have, name) else "differs"
                print(f"items/{locale}.txt: {slug}: {have} here, {name} in jpoke ({kind})", file=sys.stderr)
    # A copy only where PokeAPI's names of the copying locale are the same for every item both have.
    for locale, source in COPIES.items():
        shared = [slug for slug in names.get(source, {}) if slug in table[locale] and slug in table[source]]
        if shared and all(table[locale][slug] == table[source][slug] for slug in shared):
            names[locale] = names.get(source, {})
        else:
            print(f"items/{locale}.txt: PokeAPI's names are not all {source}'s; none written", file=sys.stderr)
    os.makedirs(out, exist_ok=True)
    for locale, found in sorted(names.items()):
        with open(os.path.join(out, f"{locale}.csv"), "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle, lineterminator="\n")
            writer.writerow(["slug", "name"])
            for slug in wanted:
                if slug in found:
                    writer.writerow([slug, found[slug]])
    print(version)


if __name__ == "__main__":
    main()
