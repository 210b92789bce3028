#!/usr/bin/env bash
# End to end: what the bundled tables cost an app, and an app that embeds only what it shows.
# Builds for release, each cold (its own empty .build): a hello-world executable; the README's app
# (its Package.swift and main.swift snippets) over a clone of this checkout's HEAD, with the default
# traits (every locale and kind); and the same app selecting `traits: ["ko", "en", "species",
# "types"]`. Prints each one's cold build time and its stripped binary's size over the hello-world's.
# Both apps must run: the default one prints the README's genus; the selective one its Korean
# species name, and for the genus it left out what a missing name answers (nil: the README's
# `?? ""` prints an empty first line), not a crash.
#
# It tests what is committed (a clone), not uncommitted edits. Takes several minutes.
# Usage: tools/e2e/app-size.sh [WORK-DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
selection='["ko", "en", "species", "types"]'

fail() { echo "app-size: FAILED: $*" >&2; exit 1; }
seconds() { awk -v start="$1" -v end="$EPOCHREALTIME" 'BEGIN { printf "%.1f", end - start }'; }
# build DIR: a cold release build of the package in DIR; prints its time and the stripped size of
# its one executable, as "SECONDS BYTES".
build() {
  local dir=$1 name start
  name=$(basename "$dir")
  rm -rf "$dir/.build"
  start=$EPOCHREALTIME
  (cd "$dir" && swift build -c release > "$work/$name.log" 2>&1 < /dev/null) || { cat "$work/$name.log" >&2; fail "$name does not build"; }
  local time
  time=$(seconds "$start")
  strip -o "$work/$name.stripped" "$dir/.build/release/$name"
  echo "$time $(stat -c %s "$work/$name.stripped")"
}

remote="$work/remote/PokeLocalization.git"
rm -rf "$work/remote" "$work/Hello" "$work/MyPokedex" "$work/Selective"
git init -q --bare --initial-branch=main "$remote"
git -C "$root" push -q "$remote" HEAD:refs/heads/main
echo "== testing commit $(git -C "$root" rev-parse --short HEAD) through $remote"

# The hello-world: the README manifest's tools version and platforms, no dependency.
mkdir -p "$work/Hello/Sources/Hello"
cat > "$work/Hello/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(name: "Hello", platforms: [.macOS(.v15)], targets: [.executableTarget(name: "Hello")])
SWIFT
echo 'print("Hello")' > "$work/Hello/Sources/Hello/main.swift"

# The README's app, then the same with the selection on its dependency line.
. "$root/tools/e2e/readme-snippets.sh"
app="$work/MyPokedex"
mkdir -p "$app/Sources/MyPokedex/Localization/species"
readme_snippet 0 > "$app/Package.swift.readme"
readme_snippet 1 > "$app/Sources/MyPokedex/main.swift"
url=$(grep -o '\.package(url: "[^"]*"' "$app/Package.swift.readme" | sed 's/.*"\(.*\)"/\1/')
[ -n "$url" ] || fail "the README's Package.swift has no .package(url: ...) line"
sed "s|\"$url\"|\"file://$remote\"|" "$app/Package.swift.readme" > "$app/Package.swift"
rm "$app/Package.swift.readme"
printf 'psyduck = Psikokvako\n' > "$app/Sources/MyPokedex/Localization/species/eo.txt"
mkdir -p "$work/Selective"
cp -R "$app/Sources" "$work/Selective/"
mv "$work/Selective/Sources/MyPokedex" "$work/Selective/Sources/Selective"
sed -e "s|branch: \"main\")|branch: \"main\", traits: $selection)|" -e 's|"MyPokedex"|"Selective"|g' "$app/Package.swift" \
  > "$work/Selective/Package.swift"
grep -qF "traits: $selection" "$work/Selective/Package.swift" || fail "could not put the traits on the README's dependency line"

read -r hello_time hello_size < <(build "$work/Hello")
read -r all_time all_size < <(build "$app")
read -r some_time some_size < <(build "$work/Selective")

genus=$(grep -F 'print(localizer.genus(' "$app/Sources/MyPokedex/main.swift" | sed 's|.*// ||')
"$app/.build/release/MyPokedex" > "$work/all.out" 2>&1 || fail "the README's app does not run: $(cat "$work/all.out")"
grep -qxF "$genus" "$work/all.out" || fail "the README's app did not print its genus '$genus': $(cat "$work/all.out")"
"$work/Selective/.build/release/Selective" > "$work/some.out" 2>&1 || fail "the selective app does not run: $(cat "$work/some.out")"
grep -qF "고라파덕" "$work/some.out" || fail "the selective app lost the Korean species name it selected: $(cat "$work/some.out")"
! grep -qF "$genus" "$work/some.out" || fail "the selective app still has the genus it did not select: $(cat "$work/some.out")"
[ -z "$(sed -n 1p "$work/some.out")" ] || fail "the selective app's genus it left out is not answered as a missing one (nil, an empty first line): $(cat "$work/some.out")"
echo "  ok: both apps run; the selective one names psyduck 고라파덕 and answers nil for the genus it left out"

kib() { awk -v bytes="$1" 'BEGIN { printf "%.0f KiB", bytes / 1024 }'; }
echo "  app (release, stripped)                         cold build   size over hello-world"
printf "  %-46s %8.1f s   %s (itself %s)\n" "hello-world" "$hello_time" "0 KiB" "$(kib "$hello_size")"
printf "  %-46s %8.1f s   %s\n" "README app, every locale and kind (default)" "$all_time" "$(kib $((all_size - hello_size)))"
printf "  %-46s %8.1f s   %s\n" "README app, traits $selection" "$some_time" "$(kib $((some_size - hello_size)))"
echo "app-size: passed"
