#!/usr/bin/env bash
# The README's quick start as a fresh machine runs it: `swift run loccheck` builds only what
# loccheck needs, in a build directory of its own (not the one `swift test` filled), and must pass.
# A module that loads the system ICU next to Foundation's once broke exactly this build and no other.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
swift run --scratch-path "$scratch" loccheck > "$scratch.log" 2>&1 || { cat "$scratch.log" >&2; echo "quick-start: FAILED: swift run loccheck" >&2; exit 1; }
tail -1 "$scratch.log"
echo "quick-start: passed"
