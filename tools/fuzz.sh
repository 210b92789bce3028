#!/usr/bin/env bash
# Builds a libFuzzer target (with AddressSanitizer) and runs it for a given time, keeping its
# corpus and any crash inputs under fuzz-work/ (git-ignored; copy crashes into tests).
#
# Usage: tools/fuzz.sh TARGET [SECONDS]     (default 600 s)
#        tools/fuzz.sh list
# To keep what a run found: fuzz-work/TARGET/fuzz-TARGET -merge=1 tools/fuzz/corpus/TARGET fuzz-work/TARGET/corpus
#
# Two ways to build, by what a target needs:
#   * Most targets compile the few sources they need together with their harness in tools/fuzz/,
#     flattened into one module (`sources` below): quick, and no package build.
#   * model-decoding also runs the card maker (PokedexCard), which needs PokeLocalization's tables
#     (generated at build time by the package's build plugin) and PokeFormatting (the system ICU
#     through CICU): too much to compile flat. Its harness is a static library product of the small
#     package tools/fuzz/Package.swift, which depends on this package by path. SwiftPM builds it
#     (release, `--sanitize=address`, and `-Xfrontend -sanitize=fuzzer,address` so every module is
#     compiled with libFuzzer's coverage), then swiftc links the library with libFuzzer and ICU.
#     Not `swift build --sanitize=fuzzer`: that links the plugin's pokegen with libFuzzer's `main`
#     too, and frontend-only flags leave every link to SwiftPM's plain address sanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A sources=(
  [table-file]="Sources/PokeTables/*.swift tools/fuzz/TableFileFuzz.swift"
  [locale-negotiation]="Sources/PokeTables/*.swift Sources/PokeLocalization/LocaleNegotiator.swift Sources/PokeLocalization/LocaleNegotiator+PreferredLanguages.swift Sources/PokeLocalization/DesiredLocale.swift Sources/PokeLocalization/LikelySubtags.swift Sources/PokeLocalization/AcceptLanguage.swift tools/fuzz/LocaleNegotiationFuzz.swift"
  [resource-id]="Sources/Pokedex/ResourceID.swift tools/fuzz/ResourceIDFuzz.swift"
  [slug-hash]="Sources/PokeTables/*.swift tools/fuzz/SlugHashFuzz.swift"
  [search-key]="Sources/PokeSearch/SearchKey.swift Sources/PokeSearch/LatinFolding.swift Sources/PokeSearch/KanaFolding.swift Sources/PokeSearch/Hangul.swift tools/fuzz/SearchKeyFuzz.swift"
)
# Targets built as a product of tools/fuzz/Package.swift: target name → library product.
declare -A products=(
  [model-decoding]="ModelDecodingFuzz"
)

target=${1:-list}
if [ "$target" = list ] || { [ -z "${sources[$target]+x}" ] && [ -z "${products[$target]+x}" ]; }; then
  echo "targets: ${!sources[*]} ${!products[*]}"
  [ "$target" = list ] && exit 0 || exit 64
fi
seconds=${2:-600}
work="fuzz-work/$target"
mkdir -p "$work/corpus" "$work/crashes"
# Committed inputs: hand-picked seeds, and the corpus earlier runs kept (minimized with -merge=1).
for kept in "tools/fuzz/seeds/$target" "tools/fuzz/corpus/$target"; do
  if [ -d "$kept" ]; then cp -n "$kept"/* "$work/corpus/" 2>/dev/null || true; fi
done
binary="$work/fuzz-$target"
if [ -n "${products[$target]+x}" ]; then
  product=${products[$target]}
  swift build --package-path tools/fuzz -c release --sanitize=address --product "$product" \
    -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer,address > "$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 1; }
  # shellcheck disable=SC2046
  swiftc -sanitize=fuzzer,address "tools/fuzz/.build/release/lib$product.a" $(pkg-config --libs icu-uc icu-i18n) \
    -o "$binary" 2>> "$work/build.log" || { cat "$work/build.log"; exit 1; }
else
  # The sources of several package modules become one module here, so their imports of each other go.
  flat="$work/sources"
  rm -rf "$flat" && mkdir -p "$flat"
  # shellcheck disable=SC2086
  for file in ${sources[$target]}; do
    sed -E '/^(internal |public |package )?import (PokeTables|PokeLocalization|PokeSearch|Pokedex|PokeLocks)$/d' "$file" \
      > "$flat/$(echo "$file" | tr / _)"
  done
  swiftc -sanitize=fuzzer,address -parse-as-library -O -package-name PokeLocalization -module-name "Fuzz_${target//-/_}" "$flat"/*.swift -o "$binary" 2> "$work/build.log" \
    || { cat "$work/build.log"; exit 1; }
fi
"$binary" "$work/corpus" -max_total_time="$seconds" -artifact_prefix="$work/crashes/" -print_final_stats=1 2>&1 | tee "$work/run.log" | tail -20
