#!/usr/bin/env bash
# End to end: Examples/MyPokedex, an app that depends on this package by path and applies its
# plugins, built from a clean copy as a user builds it. It prints a card in its own Esperanto, in
# Korean from the bundled tables, and in English with its own label; a name edited in its table
# shows after a plain `swift build`; `swift package loccheck` passes, then fails with file:line on
# a planted unknown key (which the build log shows as a warning), and refuses a package where no
# target applies the plugin;
# `swift package loccheck-edit fix` asks for permission, then fixes; its Esperanto species names
# moved into a String Catalog build and print on Linux, and loccheck checks the catalog. Prints
# each step's time.
#
# Usage: tools/e2e/example-app.sh [WORK-DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
package="$work/PokeLocalization"
app="$package/Examples/MyPokedex"

fail() { echo "example-app: FAILED: $*" >&2; exit 1; }
timed() { # label, command...: runs the command, prints its time; its output goes to $work/last.log
  local label=$1; shift
  local start=$EPOCHREALTIME status=0
  "$@" > "$work/last.log" 2>&1 < /dev/null || status=$?
  # SwiftPM 6.3.1 itself has crashed here (signal 11 in swift-package's PluginContextSerializer,
  # before any plugin ran): that is the toolchain's crash, not the package's, so it is said and
  # the command run once more. A crash of any of our own programs fails as before.
  if [ "$status" -eq 139 ] && grep -q "in swift-package at /home/build-user/swiftpm" "$work/last.log"; then
    echo "  (swift-package crashed in SwiftPM's own code; running '$label' once more)"
    status=0
    "$@" > "$work/last.log" 2>&1 < /dev/null || status=$?
  fi
  awk -v label="$label" -v start="$start" -v end="$EPOCHREALTIME" -v status="$status" \
    'BEGIN { printf "  %-62s %6.1f s (exit %d)\n", label, end - start, status }'
  return "$status"
}
contains() { # description, expected substring: checks $work/last.log
  grep -qF -- "$2" "$work/last.log" || { cat "$work/last.log" >&2; fail "$1: expected '$2'"; }
  echo "  ok: $1"
}

echo "== copying the package to $package"
rm -rf "$package"
mkdir -p "$package"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp -P --parents {} "$package/")

cd "$app"
timed "clean build of the example app" swift build || fail "the example app does not build"
timed "run" .build/debug/MyPokedex || fail "the example app does not run"
contains "its own Esperanto name and labels" "[eo] №54 Psikokvako · Tipo: Akvo"
contains "a Korean name from the bundled tables" "[ko] No.54 고라파덕 · 타입: 물"
contains "its own English label over the bundled one" "[en] #54 Psyduck · Type: Water"
sed -i 's/^psyduck = Psikokvako$/psyduck = Psikokvakulo/' Sources/MyPokedex/Localization/species/eo.txt
timed "incremental build after editing one of its names" swift build || fail "the rebuild failed"
timed "run" .build/debug/MyPokedex || fail "the example app does not run"
contains "the edited name" "[eo] №54 Psikokvakulo"

timed "swift package loccheck" swift package loccheck || fail "loccheck found problems in the example's tables"
contains "the app's tables checked" "Checked Sources/MyPokedex/Localization/"
echo "psydukc = Psikokvakulo" >> Sources/MyPokedex/Localization/species/eo.txt
if timed "swift package loccheck with a planted unknown key" swift package loccheck; then fail "loccheck passed a planted unknown key"; fi
contains "the finding's file and line" "Sources/MyPokedex/Localization/species/eo.txt:5: error: \`psydukc\` is not a species key"
timed "swift build with the planted unknown key" swift build || fail "the build failed on an unknown key"
contains "the build log warns at its file and line, with the slug it meant" "Sources/MyPokedex/Localization/species/eo.txt:5: warning: \`psydukc\` is not a species key, so no lookup finds its name. Did you mean \`psyduck\`?"
sed -i '/^psydukc = /d' Sources/MyPokedex/Localization/species/eo.txt

if timed "swift package loccheck --write-baseline (the read-only plugin)" swift package loccheck --write-baseline; then fail "the read-only plugin wrote a baseline"; fi
contains "loccheck refuses the write itself" "loccheck was run with --read-only (which \`swift package loccheck\` always passes), so it writes no file"
[ ! -e Sources/MyPokedex/Localization/loccheck-baseline.txt ] || fail "the read-only plugin wrote Localization/loccheck-baseline.txt"
echo "  ok: nothing written"

printf '# Esperanto type names.\nelectric = Elektra\nwater = Akvo\ngrass = Herbo\n' > Sources/MyPokedex/Localization/types/eo.txt
if timed "swift package loccheck-edit fix, without permission" swift package loccheck-edit fix; then fail "it wrote without permission"; fi
contains "SwiftPM asks for permission" "wants permission to write to the package directory"
timed "swift package --allow-writing-to-package-directory loccheck-edit fix" \
  swift package --allow-writing-to-package-directory loccheck-edit fix || fail "loccheck-edit fix failed"
contains "fix moved electric after water and grass, the API's order" "1 line moved into the API's order"
[ "$(grep -v '^#' Sources/MyPokedex/Localization/types/eo.txt | cut -d' ' -f1 | tr '\n' ' ')" = "water grass electric " ] \
  || { cat Sources/MyPokedex/Localization/types/eo.txt >&2; fail "the fixed types/eo.txt is not in the API's order"; }
echo "  ok: types/eo.txt reads water, grass, electric"
timed "swift package loccheck after the fix" swift package loccheck || fail "the fix left findings"

echo "== the app's Esperanto species names in a String Catalog instead of species/eo.txt"
# On Linux SwiftPM compiles no catalog: the plugin compiles the names it holds, as it does the tables.
rm Sources/MyPokedex/Localization/species/eo.txt
cat > Sources/MyPokedex/Localization/Names.xcstrings << 'CATALOG'
{
  "sourceLanguage" : "en",
  "strings" : {
    "Hello" : {
      "localizations" : {
        "eo" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Saluton"
          }
        }
      }
    },
    "species:psyduck" : {
      "comment" : "National Pokédex No. 54.",
      "extractionState" : "manual",
      "localizations" : {
        "eo" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Psikokvako el katalogo"
          }
        }
      }
    }
  },
  "version" : "1.0"
}
CATALOG
timed "swift build with the names in a String Catalog" swift build || fail "the app does not build with a String Catalog"
if grep -q "unhandled" "$work/last.log"; then cat "$work/last.log" >&2; fail "SwiftPM warned of an unhandled file"; fi
timed "run" .build/debug/MyPokedex || fail "the example app does not run"
contains "its Esperanto name, from the catalog" "[eo] №54 Psikokvako el katalogo"
timed "swift package loccheck over the catalog" swift package loccheck || fail "loccheck found problems in the catalog"
sed -i 's/"species:psyduck"/"species:psydukc"/' Sources/MyPokedex/Localization/Names.xcstrings
if timed "swift package loccheck with a misspelt key in the catalog" swift package loccheck; then fail "loccheck passed a misspelt key in the catalog"; fi
contains "the finding at the catalog's line" "Sources/MyPokedex/Localization/Names.xcstrings:21:24: error: \`psydukc\` should be \`psyduck\`"

echo "== a package where no target applies the plugin"
plain="$work/Plain"
rm -rf "$plain" && mkdir -p "$plain/Sources/Plain"
cat > "$plain/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "Plain", dependencies: [.package(name: "PokeLocalization", path: "$package")],
                      targets: [.target(name: "Plain", dependencies: [.product(name: "PokeLocalization", package: "PokeLocalization")])])
MANIFEST
echo 'import PokeLocalization' > "$plain/Sources/Plain/Plain.swift"
cd "$plain"
if timed "swift package loccheck where no target has Localization/" swift package loccheck; then fail "loccheck passed with nothing to check"; fi
contains "why" "has a Localization/ folder, so none applies GenerateLocalizationTables"

cd "$package"
timed "swift package describe" swift package describe || fail "swift package describe failed"
for plugin in GenerateLocalizationTables LocCheckPlugin LocCheckEditPlugin; do
  contains "the plugin product $plugin" "Name: $plugin"
done
echo "example-app: passed"
