#!/usr/bin/env bash
# Builds a libFuzzer target (with AddressSanitizer) and runs it for a given time, keeping its
# corpus and any crash inputs under fuzz-work/ (git-ignored; copy crashes into tests).
#
# Usage: tools/fuzz.sh TARGET [SECONDS [LIBFUZZER-FLAGS…]]     (default 600 s)
#          e.g. tools/fuzz.sh xliff-reader 600 -fork=1 -ignore_crashes=1 to go on past a known crash
#        tools/fuzz.sh merge TARGET           (after a run: keep what it found, minimized)
#        tools/fuzz.sh list
# `merge` is fuzz-work/TARGET/fuzz-TARGET -merge=1 tools/fuzz/corpus/TARGET fuzz-work/TARGET/corpus,
# with the target's options and leak suppressions below.
#
# Two ways to build, by what a target needs:
#   * Most targets compile the few sources they need together with their harness in tools/fuzz/,
#     flattened into one module (`sources` below): quick, and no package build.
#   * model-decoding also runs the card maker (PokedexCard, PokedexCardICU), which needs
#     PokeLocalization's tables (generated at build time by the package's build plugin) and
#     PokeFormatting (the system ICU through ICUCalls): too much to compile flat. Its harness is a static library product of the small
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
  [resource-id]="Sources/Pokedex/ResourceID.swift Sources/Pokedex/NamedResource.swift tools/fuzz/ResourceIDFuzz.swift"
  [slug-hash]="Sources/PokeTables/*.swift tools/fuzz/SlugHashFuzz.swift"
  [search-key]="Sources/PokeSearch/SearchKey.swift Sources/PokeSearch/LatinFolding.swift Sources/PokeSearch/KanaFolding.swift Sources/PokeSearch/Hangul.swift tools/fuzz/SearchKeyFuzz.swift"
  [png-decoding]="Sources/Artwork/PNGDecoder.swift Sources/Artwork/PNGChunks.swift Sources/Artwork/CRC32.swift Sources/Artwork/PNGLimits.swift Sources/Artwork/PNGDecodingError.swift Sources/Artwork/RGBAImage.swift Sources/Artwork/AreaScaling.swift tools/fuzz/PNGDecodingFuzz.swift"
  [po-reader]="Sources/PokeTables/*.swift Sources/LocCheck/Exchange/POReader.swift Sources/LocCheck/Exchange/TranslatedFile.swift tools/fuzz/ReaderCostBounds.swift tools/fuzz/POReaderFuzz.swift"
  [xcstrings-reader]="Sources/PokeTables/*.swift Sources/LocCheck/Exchange/XCStringsReader.swift Sources/LocCheck/Exchange/TranslatedFile.swift tools/fuzz/ReaderCostBounds.swift tools/fuzz/XCStringsReaderFuzz.swift"
  [xliff-reader]="Sources/PokeTables/*.swift Sources/LocCheck/Exchange/XLIFFReader.swift Sources/LocCheck/Exchange/XLIFFPrescan.swift Sources/LocCheck/Exchange/TranslatedFile.swift Sources/LocCheck/Check/LabelPlaceholders.swift tools/fuzz/ReaderCostBounds.swift tools/fuzz/XLIFFReaderFuzz.swift"
)
# Flat targets with a C module of the package: its folder (include/ holds the header), and the
# libraries to link (pkg-config names).
declare -A c_modules=(
  [png-decoding]="Sources/C/PNGReading"
)
declare -A c_libraries=(
  [png-decoding]="libpng"
)
# Targets built as a product of tools/fuzz/Package.swift: target name → library product.
declare -A products=(
  [model-decoding]="ModelDecodingFuzz"
)
# libFuzzer options beyond the defaults. The exchange-file readers are held to memory in
# proportion to their longest input L (-max_len, 8 KiB): their harness
# (tools/fuzz/ReaderCostBounds.swift) reads an input pumped to at most 16 L bytes and lets a read
# hold at most 256 bytes of heap per byte read (+ 1 MiB), which it counts itself. libFuzzer
# enforces the same from outside: no single allocation over M = 16 L × 256 bytes
# (-malloc_limit_mb, 32 for 8 KiB), and the process's RSS within 2 M over a fixed 640 MB for what
# it holds reading nothing (AddressSanitizer's 256 MB quarantine of freed memory, the runtimes,
# libFuzzer's corpus; a run's peak is about 400 MB). A read that takes 60 s (-timeout) is a hang
# whatever the machine's load. xliff-reader checks no leaks after each input (-detect_leaks=0,
# LeakSanitizer still checks at exit): Foundation's leak below makes libFuzzer's per-input check
# scan the whole heap after every parse error, which cut a run to 11 inputs a second.
# A second argument adds megabytes for what a run accumulates outside any one input: xliff-reader's
# Foundation leak below (a CFString of about 72 bytes per parse error, 11 for a typical input) grew
# a run by about 250 MB in 334,000 inputs, and ended a 10-minute run as "out-of-memory" at 704 MB
# although the input it stopped on takes 63 MB when it is run alone.
reader_options() {
  local max_len=$1 accumulated_mb=${2:-0}
  echo "-max_len=$max_len -malloc_limit_mb=$(( max_len * 16 * 256 >> 20 )) -rss_limit_mb=$(( 640 + accumulated_mb + (2 * max_len * 16 * 256 >> 20) )) -timeout=60"
}
declare -A options=(
  [po-reader]="$(reader_options 8192)"
  [xcstrings-reader]="$(reader_options 8192)"
  [xliff-reader]="$(reader_options 8192 1024) -detect_leaks=0"
)
# Leaks outside the package that LeakSanitizer is told to ignore (functions in their stacks).
# Foundation's XMLParser on Linux leaks a CFString on each parse error: _CFErrorCreateFromXMLInterface
# passes CFStringCreateWithCString's domain to CFErrorCreate and never releases it.
declare -A leaks=(
  [xliff-reader]="_CFErrorCreateFromXMLInterface"
)

# LSAN_OPTIONS with the target's suppressions, if it has any.
suppress_leaks() {
  if [ -n "${leaks[$1]+x}" ]; then
    mkdir -p "fuzz-work/$1"
    # shellcheck disable=SC2086
    printf 'leak:%s\n' ${leaks[$1]} > "fuzz-work/$1/lsan.supp"
    export LSAN_OPTIONS="suppressions=fuzz-work/$1/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
  fi
}

target=${1:-list}
if [ "$target" = merge ]; then
  target=${2:?usage: tools/fuzz.sh merge TARGET}
  binary="fuzz-work/$target/fuzz-$target"
  [ -x "$binary" ] || { echo "no $binary: run tools/fuzz.sh $target first" >&2; exit 1; }
  mkdir -p "tools/fuzz/corpus/$target"
  suppress_leaks "$target"
  # shellcheck disable=SC2086
  exec "$binary" -merge=1 ${options[$target]:-} "tools/fuzz/corpus/$target" "fuzz-work/$target/corpus"
fi
if [ "$target" = list ] || { [ -z "${sources[$target]+x}" ] && [ -z "${products[$target]+x}" ]; }; then
  echo "targets: ${!sources[*]} ${!products[*]}"
  [ "$target" = list ] && exit 0 || exit 64
fi
seconds=${2:-600}
shift $(( $# < 2 ? $# : 2 ))
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
    sed -E '/^(internal |public |package )?import (PokeTables|PokeLocalization|PokeSearch|Pokedex)$/d' "$file" \
      > "$flat/$(echo "$file" | tr / _)"
  done
  extra=()
  if [ -n "${c_modules[$target]+x}" ]; then
    # The C module: a module map over its header, its sources compiled for coverage and ASan.
    module=${c_modules[$target]}
    name=$(basename "$module")
    mkdir -p "$flat/$name"
    cp "$module"/include/*.h "$flat/$name/"
    printf 'module %s {\n    umbrella "."\n    export *\n}\n' "$name" > "$flat/$name/module.modulemap"
    for source in "$module"/*.c; do
      # shellcheck disable=SC2046
      clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I "$module/include" $(pkg-config --cflags "${c_libraries[$target]}") \
        "$source" -o "$flat/$name/$(basename "$source" .c).o" 2>> "$work/build.log" || { cat "$work/build.log"; exit 1; }
    done
    # shellcheck disable=SC2046
    extra=(-I "$flat/$name" "$flat/$name"/*.o $(pkg-config --libs "${c_libraries[$target]}"))
  fi
  swiftc -sanitize=fuzzer,address -parse-as-library -O -package-name PokeLocalization -module-name "Fuzz_${target//-/_}" "$flat"/*.swift "${extra[@]}" -o "$binary" 2> "$work/build.log" \
    || { cat "$work/build.log"; exit 1; }
fi
suppress_leaks "$target"
# shellcheck disable=SC2086
"$binary" "$work/corpus" -max_total_time="$seconds" -artifact_prefix="$work/crashes/" -print_final_stats=1 ${options[$target]:-} "$@" 2>&1 | tee "$work/run.log" | tail -20
