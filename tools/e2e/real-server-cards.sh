#!/usr/bin/env bash
# Every /pokemon entry's card, offline against live: for each id, `pokedex show ID --locale L`
# (the bundled data) must print the card `pokedex show ID --locale L --api URL --cache DIR` prints
# from a PokeAPI server, line for line, with the same exit code. Meant for the real PokeAPI server
# run on 127.0.0.1 (../shared/pokeapi/README.md, "Running the real PokeAPI server on 127.0.0.1");
# tools/fixture_server.py serves only the recorded bodies, so most ids would be missing there.
#
# The ids: offline, the lines of `pokedex list` in PokeAPI's order (1…1025, then the forms
# 10001…, numbered on from 10001; each offline card's first line must be its list line, which
# checks that numbering; the card may end that line with the `*` of a name shown from another
# locale, which the list leaves off); live, the server's /pokemon list (followed through `next`).
# An id only one side has is reported and fails the run. `pokedex list` offline and live must
# agree too.
#
# A server run from PokeAPI's repository without its sprites submodule (as that recipe does) has
# no artwork URLs, so every live card lacks the offline card's last line, the official artwork's
# URL: ARTWORK=ignore then leaves that line out of the offline card when the live card has none.
#
# Prints a line per id ("agree" or "DIFFER" with the differing lines, `offline:` then `live:`),
# then a summary. Exits 0 when every card agrees, 1 when any differs or an id is on one side
# only, 2 when it cannot run. The cache is kept, so a rerun reads the server's bodies from it
# without asking the server again: give a new CACHE_DIR (or empty it) to test a changed server.
#
# Usage: tools/e2e/real-server-cards.sh API_URL [POKEDEX] [CACHE_DIR]
#   API_URL    the server's API root, e.g. http://127.0.0.1:8000/api/v2/
#   POKEDEX    the pokedex binary (default .build/debug/pokedex)
#   CACHE_DIR  pokedex's --cache (default ${TMPDIR:-/tmp}/real-server-cards-cache)
# Environment: LOCALE (default en), JOBS (ids compared at once, default 1; above 1 the lines come
# at the end, in id order), IDS (a space-separated subset of ids to compare, default all),
# ARTWORK (compare, the default, or ignore: see above).
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 3 ]; then
  sed -n '/^# Usage:/,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
fi
api=$1
case $api in */) ;; *) api=$api/ ;; esac
root=$(cd "$(dirname "$0")/../.." && pwd)
pokedex=$(realpath -m "${2:-$root/.build/debug/pokedex}")
cache=$(realpath -m "${3:-${TMPDIR:-/tmp}/real-server-cards-cache}")
locale=${LOCALE:-en}
jobs=${JOBS:-1}
artwork=${ARTWORK:-compare}
case $artwork in compare | ignore) ;; *) echo "real-server-cards: ARTWORK is compare or ignore, not $artwork" >&2; exit 2 ;; esac
[ -x "$pokedex" ] || { echo "real-server-cards: cannot run: no pokedex binary at $pokedex" >&2; exit 2; }
mkdir -p "$cache"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The server's ids, from its /pokemon list, page after page.
if ! python3 - "$api" > "$work/server-ids" 2> "$work/server-ids.err" <<'EOF'
import json, re, sys, urllib.request
url = sys.argv[1] + "pokemon/?limit=2000"
while url:
    with urllib.request.urlopen(url, timeout=120) as response:
        page = json.load(response)
    for result in page["results"]:
        print(int(re.search(r"/pokemon/(\d+)/?$", result["url"]).group(1)))
    url = page.get("next")
EOF
then
  tail -n 1 "$work/server-ids.err" >&2
  echo "real-server-cards: cannot run: could not read ${api}pokemon/" >&2
  exit 2
fi
sort -n -o "$work/server-ids" "$work/server-ids"

# The offline ids, from the list's order: a line numbered as its position is a species' default
# entry (1…1025); the lines after it are the forms, 10001 on.
"$pokedex" list --locale "$locale" > "$work/list-offline"
awk '{ n = substr($1, 4) + 0 } forms == 0 && n == NR { print NR "\t" $0; next } { forms++; print 10000 + forms "\t" $0 }' \
  "$work/list-offline" > "$work/offline-list-lines"
cut -f1 "$work/offline-list-lines" | sort -n > "$work/offline-ids"

only_offline=$(comm -23 <(sort "$work/offline-ids") <(sort "$work/server-ids") | sort -n | tr '\n' ' ')
only_server=$(comm -13 <(sort "$work/offline-ids") <(sort "$work/server-ids") | sort -n | tr '\n' ' ')
comm -12 <(sort "$work/offline-ids") <(sort "$work/server-ids") | sort -n > "$work/both-ids"
if [ -n "${IDS:-}" ]; then
  # comm wants the same order on both sides: sort as text, then back to numbers.
  tr ' ' '\n' <<< "$IDS" | grep -x '[0-9][0-9]*' | sort -u | comm -12 - <(sort "$work/both-ids") | sort -n > "$work/ids" || true
else
  cp "$work/both-ids" "$work/ids"
fi

# One id: both cards with their exit codes; "agree", or "DIFFER" and the lines that differ.
compare() {
  local id=$1 offline live expected first
  offline=$("$pokedex" show "$id" --locale "$locale" 2>&1; echo "(exit $?)")
  live=$("$pokedex" show "$id" --locale "$locale" --api "$api" --cache "$cache" 2>&1; echo "(exit $?)")
  if [ "$artwork" = ignore ] && ! grep -q '/official-artwork/' <<< "$live"; then
    offline=$(grep -v '^https://.*/official-artwork/' <<< "$offline" || true)
  fi
  expected=$(awk -F'\t' -v id="$id" '$1 == id { print $2 }' "$work/offline-list-lines")
  first=${offline%%$'\n'*}
  if [ "$offline" = "$live" ] && [ "${first%\*}" = "$expected" ]; then
    echo "$id: agree"
    return 0
  fi
  echo "$id: DIFFER"
  if [ "${first%\*}" != "$expected" ]; then
    echo "  offline list line: $expected"
    echo "  offline card line: $first"
  fi
  diff <(printf '%s\n' "$offline") <(printf '%s\n' "$live") |
    sed -n 's/^< /  offline: /p; s/^> /  live:    /p' || true
  return 1
}
export -f compare
export pokedex api cache locale work artwork

start=$(date +%s)
if [ "$jobs" -le 1 ]; then
  while read -r id; do
    compare "$id" > "$work/$id.out" || true
    cat "$work/$id.out"
  done < "$work/ids"
else
  xargs -P "$jobs" -I{} bash -c 'compare {} > "$work/{}.out" || true' < "$work/ids"
  while read -r id; do cat "$work/$id.out"; done < "$work/ids"
fi
elapsed=$(( $(date +%s) - start ))

"$pokedex" list --locale "$locale" --api "$api" --cache "$cache" > "$work/list-live" 2>&1 || true
lists=agree
if ! cmp -s "$work/list-offline" "$work/list-live"; then
  lists=DIFFER
  echo "list: DIFFER"
  diff "$work/list-offline" "$work/list-live" | sed -n 's/^< /  offline: /p; s/^> /  live:    /p' | head -n 40 || true
fi

compared=$(wc -l < "$work/ids")
agree=$(cat "$work"/*.out 2> /dev/null | grep -c ': agree$' || true)
differ=$((compared - agree))
echo "real-server-cards: offline ids $(wc -l < "$work/offline-ids"), server ids $(wc -l < "$work/server-ids")"
[ -z "$only_offline" ] || echo "real-server-cards: ids only offline: $only_offline"
[ -z "$only_server" ] || echo "real-server-cards: ids only on the server: $only_server"
echo "real-server-cards: $compared cards compared in ${elapsed}s (locale $locale, artwork: $artwork): $agree agree, $differ differ; list: $lists"
if [ "$differ" -gt 0 ] || [ -n "$only_offline" ] || [ -n "$only_server" ] || [ "$lists" != agree ]; then
  echo "real-server-cards: FAILED"
  exit 1
fi
echo "real-server-cards: passed"
