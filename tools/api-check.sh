#!/usr/bin/env bash
# The public API of the library products, recorded with the toolchain's swift-api-digester, against
# the baseline in tools/api/baseline/: any difference fails, so a change to the API is deliberate.
#
# Usage: tools/api-check.sh            compare (CI runs this after swift test)
#        tools/api-check.sh --update   record the current API as the baseline; commit the result
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t products < <(tools/library-products.sh)
[ ${#products[@]} -gt 0 ] || { echo "api-check: the manifest lists no library product" >&2; exit 2; }
baseline=tools/api/baseline
current=$(mktemp -d)
trap 'rm -rf "$current"' EXIT

swift build >/dev/null
bin=$(swift build --show-bin-path)
modules=$bin/Modules
for module in "${products[@]}"; do
  # The C modules the products import (internally) must be found to load them: ICUCalls' module map
  # for PokeFormatting, and on Linux CurlGet's (SwiftPM writes it) for Pokedex.
  swift-api-digester -dump-sdk -module "$module" -I "$modules" -I Sources/C/ICUCalls/include -I "$bin/CurlGet.build" \
    -avoid-location -abort-on-module-fail -o "$current/$module.json"
  python3 tools/api/render.py "$current/$module.json" > "$current/$module.txt"
done
# The types of PokeTables (no product) that products re-export: PokeLocalization's LocaleTag,
# PokemonRecord (PokeLocalization's and Pokedex's), and PokeSearch's SearchKey and SearchableName.
# Their API is the apps' too, one file each.
reexported=(LocaleTag PokemonRecord SearchKey SearchableName)
products+=("${reexported[@]}")
swift-api-digester -dump-sdk -module PokeTables -I "$modules" -avoid-location -abort-on-module-fail -o "$current/PokeTables.json"
for name in "${reexported[@]}"; do
  python3 tools/api/render.py "$current/PokeTables.json" "$name" > "$current/$name.txt"
done

if [ "${1:-}" = "--update" ]; then
  mkdir -p "$baseline"
  for module in "${products[@]}"; do cp "$current/$module.txt" "$baseline/$module.txt"; done
  echo "Recorded the public API of ${products[*]} in $baseline/; review the diff and commit it."
  exit 0
fi

changed=0
for module in "${products[@]}"; do
  if ! diff -u "$baseline/$module.txt" "$current/$module.txt" --label "baseline $module" --label "now $module"; then
    changed=1
  fi
done
if [ $changed -ne 0 ]; then
  echo "The public API differs from $baseline/ (above: - is the baseline, + is now)."
  echo "If the change is deliberate, run tools/api-check.sh --update and commit $baseline/ with it."
  exit 1
fi
echo "The public API of ${products[*]} matches $baseline/ ($(cat "$baseline"/*.txt | wc -l) declarations)."
