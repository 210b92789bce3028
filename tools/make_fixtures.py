#!/usr/bin/env python3
"""Derive the small committed fixtures in Tests/Fixtures/pokeapi from the recorded corpus.

Run: python3 tools/make_fixtures.py [../shared/pokeapi]
(../shared/pokeapi: PokeAPI's recorded responses, the api/v2 tree of github.com/PokeAPI/api-data.)
Keeps the full list indexes of pokemon, pokemon-species and type (names and URLs only) and a
handful of bodies trimmed to the fields the Pokedex model reads (moves, flavor text... dropped),
so tests pass on a fresh clone without the shared corpus.
"""

import json
import os
import shutil
import sys

POKEMON = [1, 25, 29, 132, 386, 10001]
SPECIES = [1, 25, 29, 132, 386]
TYPES = [1, 10, 11, 12, 13, 14]
POKEMON_KEYS = ["id", "name", "order", "is_default", "height", "weight", "species", "types", "sprites", "abilities", "stats"]
SPECIES_KEYS = ["id", "name", "order", "names", "genera", "varieties", "is_legendary", "is_mythical", "egg_groups"]
TYPE_KEYS = ["id", "name", "names"]


def trimmed_sprites(sprites):
    kept = {key: value for key, value in sprites.items() if not isinstance(value, dict)}
    artwork = sprites.get("other", {}).get("official-artwork")
    kept["other"] = {"official-artwork": artwork} if artwork is not None else {}
    return kept


def write(target, relative, body):
    path = os.path.join(target, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(body, handle, ensure_ascii=False, indent=1, sort_keys=True)
        handle.write("\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    source = os.path.join(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "shared", "pokeapi"), "api", "v2")
    target = os.path.join(here, "..", "Tests", "Fixtures", "pokeapi")
    shutil.rmtree(os.path.join(target, "api"), ignore_errors=True)  # README.md, written by hand, stays

    def read(relative):
        with open(os.path.join(source, relative), encoding="utf-8") as handle:
            return json.load(handle)

    for resource in ["pokemon", "pokemon-species", "type"]:
        listing = read(f"{resource}/index.json")
        listing["results"] = [{"name": e["name"], "url": e["url"]} for e in listing["results"]]
        write(target, f"api/v2/{resource}/index.json", listing)
    for number in POKEMON:
        body = read(f"pokemon/{number}/index.json")
        kept = {key: body[key] for key in POKEMON_KEYS}
        kept["sprites"] = trimmed_sprites(body["sprites"])
        write(target, f"api/v2/pokemon/{number}/index.json", kept)
    for number in SPECIES:
        body = read(f"pokemon-species/{number}/index.json")
        write(target, f"api/v2/pokemon-species/{number}/index.json", {key: body[key] for key in SPECIES_KEYS})
    for number in TYPES:
        body = read(f"type/{number}/index.json")
        write(target, f"api/v2/type/{number}/index.json", {key: body[key] for key in TYPE_KEYS})


if __name__ == "__main__":
    main()
