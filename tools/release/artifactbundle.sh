#!/usr/bin/env bash
# Builds loccheck for release, with the Swift runtime and Foundation linked statically, as a SwiftPM
# artifact bundle (SE-0305: an info.json at schema 1.0 naming each variant's path and triples), zips
# it, and prints the zip's path and its checksum (`swift package compute-checksum`). Beside the zip
# it writes LocCheckPlugins/: the plugin package that runs the prebuilt binary
# (tools/release/LocCheckPlugins, its symlinks followed), with the zip in it as
# `.binaryTarget(path:)`; with --url, that target becomes `.binaryTarget(url:checksum:)` for the
# address the zip is published at (a GitHub release's asset, say), as SwiftLint's SwiftLintPlugins.
#
# One variant: x86_64-unknown-linux-gnu (this machine's; a macOS variant is built on a Mac and listed
# only where it was built). Its binary needs, of the system, what the bundle's README states
# (tools/release/bundle-README.md): glibc, and Debian 12's libicu72 and libxml2 (libcurl4 only for
# --api). tools/e2e/artifactbundle.sh runs it in a Debian 12 that has only those.
#
# Usage: tools/release/artifactbundle.sh OUTDIR [--url URL]
# Environment: ARTIFACTBUNDLE_SCRATCH (default .build/artifactbundle: the release build's scratch path)
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
out=""
url=""
while [ $# -gt 0 ]; do
  case "$1" in
    --url) [ $# -ge 2 ] || { echo "artifactbundle: --url needs the zip's address" >&2; exit 64; }; url=$2; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    -*) echo "artifactbundle: unknown option '$1' (usage: $0 OUTDIR [--url URL])" >&2; exit 64 ;;
    *) [ -z "$out" ] || { echo "artifactbundle: one OUTDIR, not '$out' and '$1'" >&2; exit 64; }; out=$1; shift ;;
  esac
done
[ -n "$out" ] || { usage >&2; exit 64; }

root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${ARTIFACTBUNDLE_SCRATCH:-$root/.build/artifactbundle}"
triple=x86_64-unknown-linux-gnu
[ "$(uname -sm)" = "Linux x86_64" ] || { echo "artifactbundle: builds the $triple variant, on such a machine; this is $(uname -sm)" >&2; exit 1; }

start=$EPOCHREALTIME
swift build --package-path "$root" --scratch-path "$scratch" -c release --static-swift-stdlib --product loccheck >&2
built="$scratch/release/loccheck"
awk -v start="$start" -v end="$EPOCHREALTIME" 'BEGIN { printf "artifactbundle: release build %.0f s\n", end - start }' >&2

version=$("$built" --version)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+ ]] || { echo "artifactbundle: '$built --version' printed '$version', not a version" >&2; exit 1; }

# The bundle, laid out in a temporary folder and moved into place whole.
mkdir -p "$out"
out="$(cd "$out" && pwd)"
work=$(mktemp -d "$out/.artifactbundle.XXXXXX")
trap 'rm -rf "$work"' EXIT
bundle="$work/loccheck.artifactbundle"
variant="loccheck-$version-linux-x86_64"
mkdir -p "$bundle/$variant/bin"
strip -o "$bundle/$variant/bin/loccheck" "$built"
cp "$root/LICENSE" "$bundle/LICENSE"
cp "$root/tools/release/bundle-README.md" "$bundle/README.md"
cat > "$bundle/info.json" << JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "loccheck": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/loccheck",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
# The same bytes for the same binary: fixed times and order, no extra fields.
find "$bundle" -exec touch -h -d 2000-01-01T00:00:00Z {} +
(cd "$work" && find loccheck.artifactbundle | LC_ALL=C sort | TZ=UTC zip -q -X -D -@ loccheck.artifactbundle.zip)

# The plugin package around it: the committed one, its symlinks (the main package's plugin code) followed.
plugins="$work/LocCheckPlugins"
cp -RL "$root/tools/release/LocCheckPlugins" "$plugins"
cp "$work/loccheck.artifactbundle.zip" "$plugins/loccheck.artifactbundle.zip"
checksum=$(swift package --package-path "$plugins" --scratch-path "$work/scratch" compute-checksum "$plugins/loccheck.artifactbundle.zip")
if [ -n "$url" ]; then
  rm "$plugins/loccheck.artifactbundle.zip"
  python3 - "$plugins/Package.swift" "$url" "$checksum" << 'PY'
import json, sys
path, url, checksum = sys.argv[1:]
text = open(path).read()
old = '.binaryTarget(name: "loccheck", path: "loccheck.artifactbundle.zip")'
assert text.count(old) == 1, f"{path} has no single {old}"
open(path, "w").write(text.replace(old, f'.binaryTarget(name: "loccheck", url: {json.dumps(url)}, checksum: "{checksum}")'))
PY
fi

rm -rf "$out/loccheck.artifactbundle" "$out/LocCheckPlugins"
mv "$bundle" "$out/loccheck.artifactbundle"
mv "$work/loccheck.artifactbundle.zip" "$out/loccheck.artifactbundle.zip"
mv "$plugins" "$out/LocCheckPlugins"
echo "artifactbundle: loccheck $version, $triple, $(du -k "$out/loccheck.artifactbundle.zip" | cut -f1) KiB zipped" >&2
echo "$out/loccheck.artifactbundle.zip"
echo "$checksum"
