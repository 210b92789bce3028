#!/usr/bin/env bash
# Builds the DocC documentation of the library products (tools/library-products.sh reads them from
# the manifest) with the toolchain's own tools, no plugin, and fails on any warning (an unresolved
# ``Symbol`` link included):
#
#   1. One `swift build` of the package, in its usual scratch path (.build, or DOCC_SCRATCH), so
#      after `swift build` or `swift test` it is a no-op, and one SwiftPM process is one chance less
#      of the toolchain's intermittent libdispatch crash (swiftlang/swift#87033), which once ended
#      CI here in the fifth of five `swift build --target` runs; then `swift-symbolgraph-extract` of each product's module
#      alone from the built modules, into a directory emptied first. (`-Xswiftc -emit-symbol-graph`
#      in the build works too, but it rewrites no graph whose text is unchanged and never deletes
#      one, so a graph left from a removed extension can't be told from a current one.) Only the
#      products' graphs go to DocC, so PokeTables, PokeTablesIO… never become pages. PokeLocalization
#      re-exports `LocaleTag` and `PokemonRecord` (`@_exported import struct PokeTables.LocaleTag`):
#      its extraction allows PokeTables' re-exported symbols, which are those structs alone (and
#      PokeSearch's, `SearchKey` and `SearchableName`, likewise), so they
#      are pages of PokeLocalization, ``LocaleTag`` links resolve there and
#      ``/PokeLocalization/LocaleTag`` from the other products (Pokedex re-exports PokemonRecord
#      too, but its extraction leaves it out, so it has one page); the rest of PokeTables is
#      `package` and in no graph.
#      `-emit-extension-block-symbols` gives Pokedex's extension of `Array` a page (Swift → Array).
#   2. tools/docc-check.py: every public symbol declared in source has a doc comment, no other
#      module's symbol is in a product's graph, and every Swift listing of a catalog is a verbatim
#      excerpt of the file CI compiles that it names (`<!-- verbatim: FILE -->` above it).
#   3. `docc convert Sources/<Module>/<Module>.docc` per product, all at once, twice: the first
#      pass writes each archive's link metadata; the second, `--warnings-as-errors`, resolves links
#      between products against the other products' first-pass archives (`--dependency`). Such a
#      link is absolute: ``/PokeLocalization/TableLocalizer``, <doc:/PokeLocalization/AddingALocale>.
#   4. tools/docc-check.py: every page has a summary, and no page has symbols that no Topics
#      section curates (only "Default Implementations" are DocC's to group).
#   5. `docc merge`: one archive of them all, .build/docc/PokeLocalization.doccarchive.
#
# Usage: tools/docc.sh   (DOCC_SCRATCH=DIR builds in DIR instead of .build, so it never waits for
# .build's lock; the graphs and archives are written under .build/docc either way)
# Read it: python3 -m http.server -d .build/docc/PokeLocalization.doccarchive, then open
# http://localhost:8000/documentation/pokelocalization (a static site; or `docc preview`).
set -euo pipefail
start=$EPOCHREALTIME
cd "$(dirname "$0")/.."
root=$PWD
build_path=${DOCC_SCRATCH:-$root/.build}
scratch=$root/.build/docc
mapfile -t products < <(tools/library-products.sh --scratch-path "$build_path")
[ ${#products[@]} -gt 0 ] || { echo "docc: the manifest lists no library product" >&2; exit 2; }
docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
[ -x "$docc" ] || { echo "docc: the toolchain's docc is not on PATH nor beside swift" >&2; exit 2; }

elapsed() { awk -v start="$start" -v end="$EPOCHREALTIME" 'BEGIN { printf "%.1f", end - start }'; }
failed() { echo "docc: FAILED after $(elapsed) s: $*" >&2; exit 1; }

symbolgraph_extract=$(dirname "$docc")/swift-symbolgraph-extract
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
mkdir -p "$scratch"
log="$scratch/build.log"
echo "== build (swift build --scratch-path ${build_path#"$root"/})"
swift build --scratch-path "$build_path" > "$log" 2>&1 || { cat "$log" >&2; failed "swift build"; }
bin=$(swift build --scratch-path "$build_path" --show-bin-path)
modules="$bin/Modules"

echo "== symbol graphs and listings (at $(elapsed) s)"
rm -rf "$scratch/graphs"
for product in "${products[@]}"; do
  mkdir -p "$scratch/graphs/$product"
  reexported=()
  case "$product" in PokeLocalization|PokeSearch) reexported=(-experimental-allowed-reexported-modules=PokeTables) ;; esac
  # The C modules the products import (internally), which loading them needs: ICUCalls' module map
  # for PokeFormatting, and on Linux CurlGet's (SwiftPM writes it) for Pokedex.
  "$symbolgraph_extract" -module-name "$product" -target "$triple" -I "$modules" -I Sources/C/ICUCalls/include -I "$bin/CurlGet.build" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$scratch/graphs/$product" ${reexported[@]+"${reexported[@]}"} \
    || failed "swift-symbolgraph-extract $product"
done
python3 tools/docc-check.py graphs "$scratch/graphs" "${products[@]}" \
  || failed "undocumented or leaked symbols (above)"
catalogs=()
for product in "${products[@]}"; do catalogs+=("Sources/$product/$product.docc"); done
python3 tools/docc-check.py listings "${catalogs[@]}" \
  || failed "listings that are not verbatim (above)"

convert() { # pass (links: no warnings checked; archives), product, archives to resolve links against...
  local pass=$1 product=$2; shift 2
  local options=(--enable-experimental-external-link-support)
  if [ "$pass" = archives ]; then options+=(--warnings-as-errors); fi
  for archive in "$@"; do options+=(--dependency "$archive"); done
  rm -rf "$scratch/$pass/$product.doccarchive"
  "$docc" convert "Sources/$product/$product.docc" \
    --additional-symbol-graph-dir "$scratch/graphs/$product" \
    --fallback-display-name "$product" --fallback-bundle-identifier "PokeLocalization.$product" \
    --fallback-default-module-kind Library \
    --output-path "$scratch/$pass/$product.doccarchive" "${options[@]}" > "$scratch/$pass/$product.log" 2>&1
}

pass() { # links|archives: every product at once, each into its log; prints the logs of those that failed
  local pass=$1 product other status=0
  local pids=()
  mkdir -p "$scratch/$pass"
  for product in "${products[@]}"; do
    local others=()
    if [ "$pass" = archives ]; then
      for other in "${products[@]}"; do [ "$other" = "$product" ] || others+=("$scratch/links/$other.doccarchive"); done
    fi
    convert "$pass" "$product" ${others[@]+"${others[@]}"} &
    pids+=($!)
  done
  for index in "${!products[@]}"; do
    if ! wait "${pids[$index]}"; then
      cat "$scratch/$pass/${products[$index]}.log" >&2
      status=1
    fi
  done
  return "$status"
}

echo "== docc convert (at $(elapsed) s)"
# The first pass only writes each archive's link metadata: its warnings (links to products whose
# archives don't exist yet) are the second pass's to report, against the first pass's archives.
pass links || failed "docc convert, first pass (above)"
pass archives || failed "docc convert: warnings (above)"

archives=()
for product in "${products[@]}"; do archives+=("$scratch/archives/$product.doccarchive"); done
echo "== topics (at $(elapsed) s)"
python3 tools/docc-check.py topics "${archives[@]}" \
  || failed "pages without a summary, or with symbols no Topics section curates (above)"

rm -rf "$scratch/PokeLocalization.doccarchive"
"$docc" merge "${archives[@]}" --output-path "$scratch/PokeLocalization.doccarchive" \
  --synthesized-landing-page-name PokeLocalization > "$scratch/merge.log" 2>&1 \
  || { cat "$scratch/merge.log" >&2; failed "docc merge"; }
echo "docc: ${#products[@]} products documented with no warnings in $(elapsed) s: ${scratch#"$root"/}/PokeLocalization.doccarchive"
