#!/usr/bin/env bash
# End to end: loccheck prebuilt, as a CI job or an app package meets it.
#   1. tools/release/artifactbundle.sh builds the bundle (release, Swift runtime and Foundation static),
#      zips it and prints the checksum, which must be the zip's SHA-256 (what SwiftPM checks);
#   2. tools/e2e/fresh-machine.sh --bundle runs it in a fresh Debian 12 with no toolchain and only the
#      packages the bundle's README names: `--version`, then the check of this package's tables;
#   3. a new consumer package, in a folder of another name, depends on the LocCheckPlugins package
#      the script wrote (`.binaryTarget(path:)` to the zip) and runs `swift package loccheck` with an
#      empty SwiftPM cache (a HOME of its own) and no .build: over a copy of this package's tables
#      (must pass, text and SARIF), then with a mistyped key (must fail, naming file and line). No
#      loccheck may be compiled for it: the tool is the bundle's binary.
#   4. tools/ci/get-loccheck.py, the example workflow's step, with the zip served from 127.0.0.1: it
#      takes the prebuilt binary when the checksum matches, and refuses it (with --no-build, exits 1)
#      when it does not or no URL is set.
# Prints each step's time. Needs root for step 2 (see fresh-machine.sh).
# Usage: tools/e2e/artifactbundle.sh [KEEP]   (KEEP: a folder to leave the bundle and LocCheckPlugins in,
#   for .ci/run's fresh-machine.sh --serve-bundle; by default they go with the temporary folder)
# Environment: ARTIFACTBUNDLE_SCRATCH (the release build's scratch path; see artifactbundle.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work=$(mktemp -d /tmp/artifactbundle-e2e.XXXXXX)
trap 'rm -rf "$work"' EXIT
exec 3>&2  # where each step's time goes, whatever the step's own output is redirected to
fail() { echo "artifactbundle e2e: FAILED: $*" >&2; exit 1; }
timed() { # label, command...
  local label=$1 start=$EPOCHREALTIME status=0
  shift
  "$@" || status=$?
  awk -v label="$label" -v start="$start" -v end="$EPOCHREALTIME" -v status="$status" \
    'BEGIN { printf "== %s: %.1f s (exit %d)\n", label, end - start, status }' >&3
  return "$status"
}

# ---- 1. the bundle ------------------------------------------------------------------------------------
release="${1:-$work/release}"
mkdir -p "$release" && release=$(cd "$release" && pwd)  # absolute: the consumer's manifest names it from elsewhere
timed "tools/release/artifactbundle.sh" "$root/tools/release/artifactbundle.sh" "$release" > "$work/release.txt"
{ read -r zip; read -r checksum; } < "$work/release.txt"
[ -f "$zip" ] || fail "artifactbundle.sh printed '$zip', which is no file"
sha=$(sha256sum "$zip" | cut -d' ' -f1)
[ "$checksum" = "$sha" ] || fail "the printed checksum $checksum is not the zip's SHA-256 $sha"
binary=$(find "$release/loccheck.artifactbundle" -path '*/bin/loccheck' -type f)
echo "  $zip: $(du -k "$zip" | cut -f1) KiB, checksum $checksum"
echo "  the binary: $(du -k "$binary" | cut -f1) KiB; ldd lists: $(ldd "$binary" | awk '{ print $1 }' | sort | tr '\n' ' ')"

# ---- 2. a fresh machine without a toolchain -------------------------------------------------------------
timed "fresh-machine.sh --bundle" "$root/tools/e2e/fresh-machine.sh" --bundle "$zip"

# ---- 3. a consumer package, from an empty SwiftPM cache ------------------------------------------------------
consumer="$work/name-checks"
mkdir -p "$consumer/Sources/Names" "$work/home"
cat > "$consumer/Package.swift" << EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NameChecks",
    dependencies: [.package(path: "$release/LocCheckPlugins")],
    targets: [.target(name: "Names")]
)
EOF
echo 'public let tablesAreChecked = true' > "$consumer/Sources/Names/Names.swift"
cp -R "$root/Resources" "$consumer/Sources/Names/Localization"
rm -f "$consumer/Sources/Names/Localization/README.md"
in_consumer() { # the command, in the consumer, with a HOME (and so a SwiftPM cache) of its own
  (cd "$consumer" && env HOME="$work/home" XDG_CACHE_HOME="$work/home/.cache" "$@")
}
timed "swift package loccheck (empty cache, no .build)" in_consumer swift package loccheck > "$work/check.txt" 2>&1 \
  || { cat "$work/check.txt" >&2; fail "swift package loccheck over this package's tables"; }
echo "  last line: $(tail -1 "$work/check.txt")"
grep -q '^0 errors' "$work/check.txt" || fail "the check of this package's tables found errors (above)"
compiled=$(find "$consumer/.build" -name 'loccheck.swiftmodule' -o -name 'LocCheck.swiftmodule' | head -1)
[ -z "$compiled" ] || fail "loccheck was compiled for the consumer ($compiled), not taken from the bundle"
find "$consumer/.build/artifacts" -path '*loccheck.artifactbundle/info.json' | grep -q . \
  || fail "SwiftPM did not unpack the bundle under .build/artifacts"

timed "swift package loccheck --format sarif" in_consumer swift package loccheck --format sarif > "$work/report.sarif" 2> "$work/sarif.err" \
  || { cat "$work/sarif.err" >&2; fail "the SARIF report"; }
python3 - "$work/report.sarif" << 'PY' || fail "the SARIF report is not what it must be"
import json, sys
report = json.load(open(sys.argv[1]))
assert report["version"] == "2.1.0", report["version"]
results = report["runs"][0]["results"]
open_ones = [r for r in results if not r.get("suppressions") and r.get("level") == "error"]
assert not open_ones, open_ones[:3]
print(f"  SARIF: {len(results)} results, {sum(1 for r in results if r.get('suppressions'))} of them the baseline's")
PY

printf 'rookiedee = Kleinfo\n' >> "$consumer/Sources/Names/Localization/species/de.txt"
line=$(wc -l < "$consumer/Sources/Names/Localization/species/de.txt")
status=0
in_consumer swift package loccheck > "$work/mistyped.txt" 2>&1 || status=$?
[ "$status" -ne 0 ] || { cat "$work/mistyped.txt" >&2; fail "a mistyped key passed the check"; }
grep -F "species/de.txt:$line" "$work/mistyped.txt" | grep -q rookiedee \
  || { cat "$work/mistyped.txt" >&2; fail "the finding does not name species/de.txt:$line and the key"; }
echo "  a mistyped key: exit $status, $(grep -F "species/de.txt:$line" "$work/mistyped.txt" | head -1)"

# ---- 4. the workflow's step: prebuilt when the checksum matches, refused when not ------------------------
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$(dirname "$zip")" "$port" > "$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2> /dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do (exec 4<> "/dev/tcp/127.0.0.1/$port") 2> /dev/null && break; sleep 0.1; done
url="http://127.0.0.1:$port/$(basename "$zip")"
get() { # LOCCHECK_BUNDLE_URL, LOCCHECK_BUNDLE_SHA256: runs the step with --no-build in an empty folder
  mkdir -p "$work/get" && (cd "$work/get" && env LOCCHECK_BUNDLE_URL="$1" LOCCHECK_BUNDLE_SHA256="$2" RUNNER_TEMP="$work/get" \
    GITHUB_ENV="$work/get/env" "$root/tools/ci/get-loccheck.py" --no-build)
}
got=$(get "$url" "$checksum" 2> "$work/get.err") || { cat "$work/get.err" >&2; fail "get-loccheck.py refused the right bundle"; }
[ "$("$got" --version)" = "$("$binary" --version)" ] || fail "get-loccheck.py gave $got, which is not the bundle's loccheck"
grep -qx "LOCCHECK=$got" "$work/get/env" || fail "get-loccheck.py wrote no LOCCHECK=$got to GITHUB_ENV"
echo "  get-loccheck.py: $(cat "$work/get.err")"
wrong=$(printf '%064d' 0)
if get "$url" "$wrong" > /dev/null 2> "$work/get.err"; then fail "get-loccheck.py took a bundle whose checksum differs"; fi
grep -q "SHA-256 $checksum, not LOCCHECK_BUNDLE_SHA256 $wrong" "$work/get.err" || { cat "$work/get.err" >&2; fail "the refusal does not say which checksums differ"; }
echo "  a wrong checksum: $(cat "$work/get.err")"
if get "" "" > /dev/null 2> "$work/get.err"; then fail "get-loccheck.py found a prebuilt loccheck with no URL"; fi
echo "  no URL: $(cat "$work/get.err")"
echo "artifactbundle e2e: passed"
