#!/usr/bin/env bash
# The package's library products for apps, one a line in the manifest's order, as SwiftPM reads
# them: the products tools/api-check.sh records and tools/docc.sh documents, so a new product is in
# both. A product whose name starts with `_` is no promise to apps (`_PokeBenchmarkSupport`, which
# Benchmarks/ uses) and is left out.
#
# Usage: tools/library-products.sh [SWIFTPM-OPTIONS]   (such as --scratch-path DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
swift package "$@" dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"] and not product["name"].startswith("_"):
        print(product["name"])
'
