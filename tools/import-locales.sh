#!/usr/bin/env bash
# Imports the four locales PokeAPI has no names for (ru, th, pt-BR, tr) from the lists in
# ../shared/names-extra, with `loccheck import`, so the tables can be rebuilt from their sources
# byte for byte. The corrections in Resources/loccheck-corrections.txt apply on the way in.
#
#   ru     species: the `pokemon` names dataset by Sindre Sorhus (ru.json), then the 43 names it
#          leaves in English (821–887) from Pokémon GO's text (pokemon-go/ru.json); types: GO's
#          own Russian text (pokemon-go/ru-types-apk.json).
#   th     species and types: Pokémon GO's Thai text (pokemon-go/th.json).
#   pt-BR, tr  species (the English names, official there) and types: Pokémon GO's text.
#
# The card labels (ui/<locale>.txt) are written by hand; stellar, unknown and shadow have no GO
# name, so those types fall back to English (the baseline says so).
#
# Then the items PokeAPI has no row for in any language (43 Mega Stones of Legends: Z-A, the Hopo
# Berry), from jpoke's item list (PyPI jpoke 0.6.0, MIT licence; NOTICE), through
# tools/jpoke-names.py, into the locales PokeAPI has: en first (English defines which items the
# other locales should name), each filling only names the table lacks, so the Mega Stones
# `loccheck import-pokeapi` derived stay. Run after `loccheck import-pokeapi`; skipped, saying
# so, when jpoke is not installed (pip install jpoke==0.6.0) and JPOKE_LANGMAP is not set.
#
# Usage: tools/import-locales.sh [SHARED [TABLES]]   (default ../shared and Resources)
#        LOCCHECK=path/to/loccheck tools/import-locales.sh   (default: swift run loccheck)
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${1:-../shared}
tables=${2:-Resources}
extra="$shared/names-extra"
go="$extra/pokemon-go"
read -r -a loccheck <<< "${LOCCHECK:-swift run --quiet loccheck}"

import() { "${loccheck[@]}" import --tables "$tables" "$@"; }

import --locale ru --from "$extra/ru.json" \
  --source 'ru.json of the `pokemon` names dataset by Sindre Sorhus (MIT licence)'
import --locale ru --from "$go/ru.json" --untranslated-only \
  --source 'pokemon-go/ru.json (Pokémon GO'"'"'s names, WatWowMap/pogo-translations f5d1ac68): the 43 species 821–887, where they agree with the game'"'"'s own Russian text'
import --locale ru --table types --from "$go/ru-types-apk.json" \
  --source 'pokemon-go/ru-types-apk.json (Pokémon GO'"'"'s own Russian text, pokemon_type_* in PokeMiners/pogo_assets 07ed17d3)'

types_source() { echo "pokemon-go/$1.json (Pokémon GO's text, WatWowMap/pogo-translations f5d1ac68)"; }

import --locale th --from "$go/th.json" \
  --source "$(types_source th), newer than th.json of the \`pokemon\` names dataset"
import --locale th --table types --from "$go/th.json" --source "$(types_source th)"

for locale in pt-BR tr; do
  import --locale "$locale" --from "$go/$locale.json" \
    --source "$(types_source "$locale"): the English names, which are the official ones there, except the 20 Paradox Pokémon and Type: Null, which GO translates"
  import --locale "$locale" --table types --from "$go/$locale.json" --source "$(types_source "$locale")"
done

# Items PokeAPI names in no language, from jpoke (see the header).
jpoke_out=$(mktemp -d)
trap 'rm -rf "$jpoke_out"' EXIT
if jpoke_version=$(python3 tools/jpoke-names.py "$jpoke_out" "$tables"); then
  jpoke_source="jpoke $jpoke_version (PyPI; item_langmap.csv, MIT licence, github.com/tmwork1/jpoke): the items PokeAPI names in no language"
  for locale in en fr de it es ko ja ja-Hrkt zh-Hans zh-Hant; do
    [ -s "$jpoke_out/$locale.csv" ] || continue
    import --locale "$locale" --table items --from "$jpoke_out/$locale.csv" --untranslated-only \
      --source "$jpoke_source$([ "$locale" = ja-Hrkt ] && echo ", its Japanese, which is kana for these items and which PokeAPI's ja-Hrkt item names equal wherever both have one")"
  done
else
  [ $? -eq 3 ] || exit 1
  echo "import-locales.sh: jpoke is not installed, so the items PokeAPI names in no language were not imported (pip install jpoke==0.6.0)" >&2
fi
