#!/usr/bin/env bash
# Checks that `pokedex show` prints the same card whatever the process's locale: Psyduck and
# Bulbasaur in every bundled locale and in tags ICU has no data for or refuses, under LANG=C,
# ru_RU.UTF-8, ja_JP.UTF-8 and th_TH.UTF-8 (ICU reads LANG itself; the system locales need not
# be installed). Slower than the `swift test` version (ProcessLocaleTests), which runs one card
# for fewer tags. Usage: tools/process-locale-check.sh [path/to/pokedex]   (default .build/debug/pokedex)
set -euo pipefail
cd "$(dirname "$0")/.."
pokedex=${1:-.build/debug/pokedex}
[ -x "$pokedex" ] || { echo "process-locale-check: no executable at $pokedex; build it with 'swift build --product pokedex'." >&2; exit 2; }

locales=()
for file in Resources/ui/*.txt; do locales+=("$(basename "$file" .txt)"); done
locales+=(und ja-Kana ja-Hira ko-Latn ru-Latn zh-Latn cmn yue-HK zh-TW es-MX es-BR en-GB und-JP
          en-fonipa-fonipa de-1996-1996 xx xx-YY klingon pt-BR)
langs=(C ru_RU.UTF-8 ja_JP.UTF-8 th_TH.UTF-8)

start=$SECONDS
failures=0
runs=0
for pokemon in psyduck bulbasaur; do
  for locale in "${locales[@]}"; do
    reference=$(env -u LC_ALL -u LC_MESSAGES LANG=C "$pokedex" show "$pokemon" --locale "$locale" 2>&1) || {
      echo "FAIL: pokedex show $pokemon --locale $locale exits non-zero under LANG=C: $reference"; failures=$((failures + 1)); }
    for lang in "${langs[@]:1}"; do
      output=$(env -u LC_ALL -u LC_MESSAGES LANG="$lang" "$pokedex" show "$pokemon" --locale "$locale" 2>&1) || true
      runs=$((runs + 1))
      if [ "$output" != "$reference" ]; then
        echo "FAIL: pokedex show $pokemon --locale $locale differs under LANG=$lang:"
        diff <(echo "$reference") <(echo "$output") | sed 's/^/  /' || true
        failures=$((failures + 1))
      fi
    done
  done
done
echo "process-locale-check: ${#locales[@]} locales x 2 cards x ${#langs[@]} LANG values, $failures differences ($((SECONDS - start)) s)"
[ "$failures" -eq 0 ]
