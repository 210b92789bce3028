#!/usr/bin/env bash
# End to end: the README's "Apps" section, followed as written. A new package in an empty
# directory gets the README's Package.swift and main.swift snippets, byte for byte, except the
# dependency's URL, which becomes a file:// clone of this repository's committed HEAD (as branch
# main); it must resolve, build and print the card the README's comment shows. The `path:` line
# the README offers instead must resolve too, from a checkout whose folder has another name. Prints each step's time.
#
# It tests what is committed (a clone), not uncommitted edits.
# Usage: tools/e2e/readme-app.sh [WORK-DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"

fail() { echo "readme-app: FAILED: $*" >&2; exit 1; }
timed() { # label, command...: runs the command, prints its time; its output goes to $work/last.log
  local label=$1; shift
  local start=$EPOCHREALTIME status=0
  "$@" > "$work/last.log" 2>&1 < /dev/null || status=$?
  awk -v label="$label" -v start="$start" -v end="$EPOCHREALTIME" -v status="$status" \
    'BEGIN { printf "  %-62s %6.1f s (exit %d)\n", label, end - start, status }'
  [ "$status" -eq 0 ] || { cat "$work/last.log" >&2; return "$status"; }
}

# A repository holding this checkout's HEAD as branch main, as a hosted one would.
remote="$work/remote/PokeLocalization.git"
rm -rf "$work/remote" "$work/MyPokedex" "$work/pokeloc-checkout" "$work/path-app"
git init -q --bare --initial-branch=main "$remote"
git -C "$root" push -q "$remote" HEAD:refs/heads/main
echo "== testing commit $(git -C "$root" rev-parse --short HEAD) through $remote"

# The README's snippets: the swift block that starts "// swift-tools-version", and the one after it.
. "$root/tools/e2e/readme-snippets.sh"
app="$work/MyPokedex"
mkdir -p "$app/Sources/MyPokedex/Localization/species"
readme_snippet 0 > "$app/Package.swift.readme"
readme_snippet 1 > "$app/Sources/MyPokedex/main.swift"
grep -q '^// swift-tools-version' "$app/Package.swift.readme" || fail "no Package.swift snippet in the README"
grep -q '^import PokeLocalization' "$app/Sources/MyPokedex/main.swift" || fail "no main.swift snippet after it in the README"
url=$(grep -o '\.package(url: "[^"]*"' "$app/Package.swift.readme" | sed 's/.*"\(.*\)"/\1/')
[ -n "$url" ] || fail "the README's Package.swift has no .package(url: ...) line"
sed "s|\"$url\"|\"file://$remote\"|" "$app/Package.swift.readme" > "$app/Package.swift"
rm "$app/Package.swift.readme"
# The one table the README asks for.
printf 'psyduck = Psikokvako\n' > "$app/Sources/MyPokedex/Localization/species/eo.txt"

cd "$app"
timed "swift package resolve (url, branch main)" swift package resolve || fail "the README's dependency line does not resolve"
timed "swift build" swift build || fail "the README's app does not build"
timed "swift run MyPokedex" swift run -q MyPokedex || fail "the README's app does not run"
# The lines the README's comments say it prints: the card's summary and the genus.
for call in 'print(card.summary)' 'print(localizer.genus('; do
  expected=$(grep -F "$call" "$work/MyPokedex/Sources/MyPokedex/main.swift" | sed 's|.*// ||')
  [ -n "$expected" ] || fail "the README's main.swift has no commented $call"
  grep -qxF "$expected" "$work/last.log" || fail "it did not print '$expected', as the README says; it printed: $(cat "$work/last.log")"
  echo "  ok: prints the README's $call line: $expected"
done
# The entry's comment gives its start, ending in " …".
entry=$(grep -F 'print(localizer.entry(' "$work/MyPokedex/Sources/MyPokedex/main.swift" | sed 's|.*// ||; s| …$||')
[ -n "$entry" ] || fail "the README's main.swift has no commented print(localizer.entry( line"
grep -qF -- "$entry" "$work/last.log" || fail "it did not print the Pokédex entry the README's comment starts ('$entry')"
echo "  ok: prints the README's Pokédex entry, starting: $entry"
grep -qxF '[]' "$work/last.log" || fail "the README says no part fell back; it printed: $(cat "$work/last.log")"
echo "  ok: no part fell back, as the README says"

# The path: line the README's comment offers, against a checkout beside the app in a folder of
# another name than the package's: SwiftPM names a path dependency after its folder, so the line
# must work whatever the checkout is called.
git clone -q --branch main "$remote" "$work/pokeloc-checkout"
readme_line=$(grep -o '`\.package([^`]*path: "[^"]*")`' "$root/README.md" | head -1 | tr -d '`')
[ -n "$readme_line" ] || fail "the README offers no .package(... path: ...) line"
path_line=$(printf '%s' "$readme_line" | sed 's|path: "[^"]*"|path: "../pokeloc-checkout"|')
echo "  the README's line: $readme_line; with the checkout's folder: $path_line"
mkdir -p "$work/path-app" && cp -R "$app/Sources" "$work/path-app/"
sed "s|\.package(url: \"[^\"]*\", branch: \"main\")|$path_line|" "$app/Package.swift" > "$work/path-app/Package.swift"
grep -qF "$path_line" "$work/path-app/Package.swift" || fail "could not put the path line in the manifest"
cd "$work/path-app"
timed "swift package resolve ($path_line)" swift package resolve || fail "the README's path line does not resolve"
# The manifest's product references must name the dependency as the line does.
timed "swift package describe" swift package describe || fail "the README's path line does not work from a folder named pokeloc-checkout"
echo "readme-app: passed"
