#!/usr/bin/env bash
# Rebuilds the tables from their sources as a maintainer does, with the built loccheck: `loccheck
# import-pokeapi` over PokeAPI's CSV (../shared/pokeapi/csv), then tools/import-locales.sh, which
# imports the locales PokeAPI lacks and jpoke's item names, one loccheck process per import. Then
# every table those imports wrote (its header says `loccheck import`) must be the committed one,
# byte for byte. The tables import-pokeapi alone writes are compared by swift test
# (ImporterTests.reproducesCommittedTables, in memory); the script's many processes are why this
# part is here. Skipped, saying why, where ../shared is absent; jpoke's tables where jpoke is not
# installed (the script says so too).
#
# Usage: tools/e2e/reimport-tables.sh [LOCCHECK]   (default .build/debug/loccheck)
set -euo pipefail
cd "$(dirname "$0")/../.."
loccheck=$(realpath "${1:-.build/debug/loccheck}")
shared=../shared
if [ ! -d "$shared/pokeapi/csv" ] || [ ! -d "$shared/names-extra" ]; then
  echo "reimport-tables: skipped: needs ../shared/pokeapi/csv and ../shared/names-extra, which are absent here"
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tables=$work/tables
mkdir -p "$tables"
# The corrections outlive the import: with them, it gives back the corrected tables.
cp Resources/loccheck-corrections.txt "$tables/"
taken=$(sed -n 's/^# taken: //p' Resources/snapshot/species.txt | head -n 1)
"$loccheck" import-pokeapi --csv "$shared/pokeapi/csv" --tables "$tables" --taken "$taken" > /dev/null
LOCCHECK=$loccheck tools/import-locales.sh "$shared" "$tables"

jpoke=yes
python3 -c 'import jpoke' 2> /dev/null || jpoke=no
checked=0
differ=0
while IFS= read -r file; do
  relative=${file#Resources/}
  if [ "$jpoke" = no ] && grep -q 'filled by `loccheck import --untranslated-only` from jpoke' "$file"; then
    continue
  fi
  checked=$((checked + 1))
  if ! cmp -s "$file" "$tables/$relative"; then
    differ=$((differ + 1))
    echo "reimport-tables: $relative differs from the committed table:"
    diff "$file" "$tables/$relative" | head -n 10 || true
  fi
done < <(grep -rlE 'Imported by `loccheck import` from|filled by `loccheck import --untranslated-only` from' Resources --include='*.txt' | sort)
if [ "$checked" -eq 0 ]; then
  echo "reimport-tables: FAILED: no committed table names \`loccheck import\` as its source"
  exit 1
fi
if [ "$differ" -gt 0 ]; then
  echo "reimport-tables: FAILED: $differ of $checked tables differ"
  exit 1
fi
echo "reimport-tables: passed: the $checked tables the imports wrote are the committed ones, byte for byte (jpoke: $jpoke)"
