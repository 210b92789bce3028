#!/usr/bin/env bash
# End to end: a plain incremental `swift build` follows the table files under Resources/, in a
# copy of this package and in an app package that depends on that copy by path. For each: add a
# locale, edit one of its names, delete it; after each step build and check what the built
# program serves. Prints each step's build time. Run by .ci/run; takes several minutes.
#
# Usage: tools/e2e/build-follows-files.sh [WORK-DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
package="$work/PokeLocalization"
app="$work/App"

fail() { echo "build-follows-files: FAILED: $*" >&2; exit 1; }
timed() { # label, command...: runs the command, prints its time
  local label=$1; shift
  local start=$EPOCHREALTIME
  "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; fail "$label"; }
  awk -v label="$label" -v start="$start" -v end="$EPOCHREALTIME" 'BEGIN { printf "  %-58s %6.1f s\n", label, end - start }'
}
expect() { # description, expected substring, command...
  local description=$1 expected=$2; shift 2
  local output
  output=$("$@" 2>&1) || true
  [[ "$output" == *"$expected"* ]] || fail "$description: expected '$expected' in: $output"
  echo "  ok: $description"
}

echo "== copying the package to $package"
rm -rf "$package" "$app"
mkdir -p "$package"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | grep -zv '^Examples/' | xargs -0 -I{} cp -P --parents {} "$package/")

add_locale() { # tables-dir, name for psyduck
  mkdir -p "$1/species" "$1/ui"
  printf '# Esperanto, for the end-to-end check.\npsyduck = %s\n' "$2" > "$1/species/eo.txt"
  printf 'number = N-ro\ntype = Tipo\n' > "$1/ui/eo.txt"
}

echo "== this package: Resources/ and a plain swift build"
cd "$package"
timed "clean build of pokedex" swift build --product pokedex
pokedex="$package/.build/debug/pokedex"
expect "before: no names for eo" "there are no names for the locale 'eo'" "$pokedex" show psyduck --locale eo
add_locale "$package/Resources" "Psikokvako"
timed "incremental build after adding species/eo.txt and ui/eo.txt" swift build --product pokedex
expect "the new locale is served" "N-ro54 Psikokvako" "$pokedex" show psyduck --locale eo
sed -i 's/Psikokvako/Psikokvakulo/' "$package/Resources/species/eo.txt"
timed "incremental build after editing one name" swift build --product pokedex
expect "the edited name is served" "Psikokvakulo" "$pokedex" show psyduck --locale eo
rm "$package/Resources/species/eo.txt" "$package/Resources/ui/eo.txt"
timed "incremental build after deleting the locale" swift build --product pokedex
expect "the deleted locale is gone" "there are no names for the locale 'eo'" "$pokedex" show psyduck --locale eo
timed "incremental build with nothing changed" swift build --product pokedex

echo "== a snapshot the generator can't use: loccheck still builds and reports it"
sed -i 's/^2 = ivysaur$/2 = bulbasaur/' "$package/Resources/snapshot/species.txt"
sed -i 's/^54 = psyduck 54 8 196 water$/54 = psyduck 54 -8 196 water/' "$package/Resources/snapshot/pokemon.txt"
timed "build of everything with a slug listed twice and a negative height" swift build
grep -q "species.txt:.*warning: The slug \`bulbasaur\` is listed again" "$work/last.log" || fail "the generator did not warn about the slug listed twice"
echo "  ok: the generator warned and left the lines out"
expect "loccheck reports the slug listed twice at its line" "snapshot/species.txt:$(grep -n '^2 = bulbasaur$' "$package/Resources/snapshot/species.txt" | cut -d: -f1): error: The slug \`bulbasaur\` is listed again" \
  "$package/.build/debug/loccheck"
expect "and the negative height" "error: The height -8 of \`psyduck\` is negative" "$package/.build/debug/loccheck"
set +e; "$package/.build/debug/loccheck" > /dev/null 2>&1; status=$?; set -e
[ "$status" = 1 ] || fail "loccheck exited $status, not 1"
echo "  ok: exit 1"
(cd "$root" && git show HEAD:Resources/snapshot/species.txt) > "$package/Resources/snapshot/species.txt"
(cd "$root" && git show HEAD:Resources/snapshot/pokemon.txt) > "$package/Resources/snapshot/pokemon.txt"

echo "== an app that depends on the copy by path"
mkdir -p "$app/Sources/App"
cat > "$app/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../PokeLocalization")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "PokeLocalization", package: "PokeLocalization")]),
    ]
)
MANIFEST
cat > "$app/Sources/App/main.swift" <<'MAIN'
import PokeLocalization

let localizer = TableLocalizer()
let locale = localizer.locale(for: "eo")
print("locales: \(localizer.availableLocales.map(\.description).joined(separator: " "))")
print("psyduck: \(localizer.speciesName(id: 54, in: locale)?.value ?? "-")")
MAIN
cd "$app"
timed "clean build of the app" swift build
expect "before: English" "psyduck: Psyduck" .build/debug/App
add_locale "$package/Resources" "Psikokvako"
timed "app build after adding eo to the dependency" swift build
expect "the app serves the new locale" "psyduck: Psikokvako" .build/debug/App
sed -i 's/Psikokvako/Psikokvakulo/' "$package/Resources/species/eo.txt"
timed "app build after editing one name in the dependency" swift build
expect "the app serves the edited name" "psyduck: Psikokvakulo" .build/debug/App
rm "$package/Resources/species/eo.txt" "$package/Resources/ui/eo.txt"
timed "app build after deleting eo from the dependency" swift build
expect "the app no longer has eo" "psyduck: Psyduck" .build/debug/App
echo "build-follows-files: passed"
