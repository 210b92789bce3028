#!/usr/bin/env bash
# The pre-commit hooks (.pre-commit-hooks.yaml) as a pre-commit user meets them: pre-commit (from
# PyPI, in a venv of its own) validates the manifest, then a new git repository of an app's
# tables names this checkout's HEAD as a hook repository and runs the loccheck-prebuilt hook with
# LOCCHECK's folder on PATH: a drifted key fails the commit with loccheck's finding, the fixed key
# passes, and a commit that touches no table skips the hook. The `loccheck` hook (language: swift)
# differs only in who builds the binary: pre-commit's `swift build -c release`, not run here.
# Usage: tools/e2e/pre-commit.sh LOCCHECK   (e.g. .build/debug/loccheck)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
loccheck=$(cd "$(dirname "${1:?usage: tools/e2e/pre-commit.sh LOCCHECK}")" && pwd)/$(basename "$1")
fail() { echo "pre-commit: FAILED: $*" >&2; exit 1; }
[ -x "$loccheck" ] || fail "$loccheck is not an executable"
git -C "$root" diff --quiet HEAD -- .pre-commit-hooks.yaml || fail ".pre-commit-hooks.yaml has uncommitted changes; the hook repository is HEAD"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q pre-commit==4.7.0 || fail "pip install pre-commit==4.7.0"
pc=$work/venv/bin/pre-commit
export PRE_COMMIT_HOME=$work/cache
"$pc" validate-manifest "$root/.pre-commit-hooks.yaml" || fail "pre-commit validate-manifest refused .pre-commit-hooks.yaml"

app=$work/app
mkdir -p "$app/Sources/App/Localization/species"
cd "$app"
git init -q
git config user.email ci@example.invalid
git config user.name CI
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $root
    rev: $(git -C "$root" rev-parse HEAD)
    hooks:
      - id: loccheck-prebuilt
        args: [--tables, Sources/App/Localization, --over-bundled]
CONFIG
printf 'psyduck = 고라파덕\nrookiedee = 파라꼬\n' > Sources/App/Localization/species/ko.txt
git add -A
status=0
PATH="$(dirname "$loccheck"):$PATH" "$pc" run --all-files > "$work/drifted.log" 2>&1 || status=$?
cat "$work/drifted.log"
[ "$status" = 1 ] || fail "a drifted key: pre-commit exited $status, not 1"
grep -q 'species/ko.txt:2: error: `rookiedee`' "$work/drifted.log" || fail "no finding at species/ko.txt:2 in the hook's output"
grep -q 'rookidee' "$work/drifted.log" || fail "the finding does not suggest rookidee"

printf 'psyduck = 고라파덕\nrookidee = 파라꼬\n' > Sources/App/Localization/species/ko.txt
git add -A
PATH="$(dirname "$loccheck"):$PATH" "$pc" run --all-files > "$work/fixed.log" 2>&1 || { cat "$work/fixed.log"; fail "the fixed key did not pass"; }
git commit -q -m tables --no-verify
echo "# App" > README.md
git add README.md
PATH="$(dirname "$loccheck"):$PATH" "$pc" run > "$work/other.log" 2>&1 || { cat "$work/other.log"; fail "a change to no table failed"; }
grep -q 'no files to check' "$work/other.log" || { cat "$work/other.log"; fail "a change to no table ran the hook"; }
echo "pre-commit: passed (manifest valid; a drifted key fails at its line, the fixed one passes, other files skip the hook)"
