#!/usr/bin/env bash
# Builds tools/release-lookups (an app-like client of PokeLocalization) in release mode with a
# sanitizer and runs it: the inlined lookups as the optimizer compiles them into apps, checked
# for use after free (address) or data races (thread). The test suite builds in debug mode, where
# the optimizer leaves every reference count in place, so it cannot show this.
#
# Usage: tools/release-lookups.sh [address|thread]     (default address)
set -euo pipefail
cd "$(dirname "$0")/release-lookups"
sanitizer=${1:-address}
swift build -c release --sanitize="$sanitizer" --scratch-path "../../.build/release-lookups-$sanitizer" 2>&1 | grep -E "error|warning: |Compiling release" || true
"../../.build/release-lookups-$sanitizer/release/release-lookups"
