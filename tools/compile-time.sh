#!/usr/bin/env bash
# Measures the release (-O) compile time of the package's generated tables against the same
# names written as one [String: String] dictionary literal per table and locale, in one run,
# and prints the ratio. Takes a few minutes: the dictionary literals are the slow part.
#
# Usage: tools/compile-time.sh [RESOURCES-DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
resources=${1:-Resources}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The generated file imports PokeLocalization (for its table types), so it is compiled against that
# module's interface from a debug build; only this one file is compiled with -O and timed.
swift build --product pokegen >/dev/null
swift build --target PokeLocalization >/dev/null
modules="$(swift build --show-bin-path)/Modules"
"$(swift build --show-bin-path)/pokegen" bundled "$resources" "$work/GeneratedTables.swift" 2>/dev/null
python3 tools/dictionary_literals.py "$resources" "$work/DictionaryLiterals.swift"

compile() { # file → seconds and peak memory, from GNU time
  /usr/bin/time -f '%e %M' swiftc -O -parse-as-library -c -module-name Tables -I "$modules" "$1" -o "$work/out.o" 2>&1 >/dev/null | tail -1
}
echo "generated tables: $(wc -c < "$work/GeneratedTables.swift") bytes of Swift"
read -r generated generated_kb < <(compile "$work/GeneratedTables.swift")
echo "  swiftc -O: ${generated} s, peak ${generated_kb} KB"
echo "dictionary literals: $(wc -c < "$work/DictionaryLiterals.swift") bytes of Swift"
read -r literals literals_kb < <(compile "$work/DictionaryLiterals.swift")
echo "  swiftc -O: ${literals} s, peak ${literals_kb} KB"
python3 -c "print('ratio: dictionary literals take %.1fx as long to compile as the generated tables' % ($literals / max($generated, 0.01)))"
