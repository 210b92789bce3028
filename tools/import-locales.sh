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
