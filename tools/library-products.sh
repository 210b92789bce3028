#!/usr/bin/env bash
# The package's library products, one a line in the manifest's order, as SwiftPM reads them: the
# products tools/api-check.sh records and tools/docc.sh documents, so a new product is in both.
#
# Usage: tools/library-products.sh [SWIFTPM-OPTIONS]   (such as --scratch-path DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
swift package "$@" dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(product["name"])
'
