#!/usr/bin/env python3
"""Write Tests/Fixtures/pokeapi-newer: what a PokeAPI server newer than the bundled snapshot adds.

A made-up species, Fixturemon (No.1026, `fixturemon`), its /pokemon entry and a made-up ability,
Fixture Aura (`fixture-aura`, id 314), with names, a genus and Pokédex entries in several
languages, and a made-up form of Pikachu (`pikachu-fixture`, /pokemon and /pokemon-form 10999)
with whole names in a few languages, laid out as PokeAPI's api-data. No game has them: they stand for the next species a
server knows and the package's tables don't. `tools/fixture_server.py --add` serves them on top
of a root (its lists gain the entries, by id). Run from the package's root; the output is
deterministic.
"""

import json
import os

OUT = os.path.join("Tests", "Fixtures", "pokeapi-newer", "api", "v2")
SPECIES, SLUG, ABILITY, ABILITY_ID = 1026, "fixturemon", "fixture-aura", 314


def language(code):
    ids = {"ja-hrkt": 1, "ko": 3, "zh-hant": 4, "fr": 5, "de": 6, "es": 7, "it": 8, "en": 9, "ja": 11, "zh-hans": 12}
    return {"name": code, "url": f"/api/v2/language/{ids[code]}/"}


SPECIES_NAMES = {
    "ja-hrkt": "フィクスチャモン", "ko": "픽스처몬", "zh-hant": "測試寶", "fr": "Fixturémon", "de": "Fixturemon",
    "es": "Fixturemon", "it": "Fixturemon", "en": "Fixturemon", "ja": "フィクスチャモン", "zh-hans": "测试宝",
}
GENERA = {"ja-hrkt": "テストポケモン", "ko": "테스트포켓몬", "fr": "Pokémon Test", "de": "Test-Pokémon", "en": "Test Pokémon"}
# Entries as the games write them: a line break inside a sentence, a page break (form feed)
# between two; the newer game's listed last, as the server lists them.
ENTRIES = [
    ("en", "scarlet", "It lives only in\ntest suites.\fNobody has\nseen one in the wild."),
    ("en", "violet", "It appears wherever\na newer server\fknows more than the\nbundled snapshot."),
    ("ko", "violet", "새로운 서버에만\n나타나는 포켓몬이다."),
    ("ja", "violet", "あたらしい　サーバーにだけ\nあらわれる　ポケモン。"),
]
VERSIONS = {"scarlet": 40, "violet": 41}
FORM, FORM_ID = "pikachu-fixture", 10999
# The whole name with the form, as PokeAPI's `names` of a /pokemon-form (no zh-hant: a Chinese
# card keeps the tables' species name rather than another language's whole name).
FORM_NAMES = {"en": "Fixture Pikachu", "ko": "픽스처 피카츄", "ja": "フィクスチャピカチュウ", "fr": "Pikachu Fixture"}
# The form alone, as its `form_names`: not what a card shows.
FORM_ONLY_NAMES = {"en": "Fixture Form", "ko": "픽스처폼"}
ABILITY_NAMES = {"ko": "픽스처오라", "ja-hrkt": "フィクスチャオーラ", "de": "Fixtur-Aura", "en": "Fixture Aura", "fr": "Aura Fixture"}


def write(relative, body):
    path = os.path.join(OUT, relative, "index.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(body, handle, ensure_ascii=False, indent=1, sort_keys=True)
        handle.write("\n")


def listing(resource, entries):
    results = [{"name": name, "url": f"/api/v2/{resource}/{number}/"} for number, name in entries]
    return {"count": len(results), "next": None, "previous": None, "results": results}


def main():
    write("pokemon", listing("pokemon", [(SPECIES, SLUG), (FORM_ID, FORM)]))
    write("pokemon-species", listing("pokemon-species", [(SPECIES, SLUG)]))
    write("ability", listing("ability", [(ABILITY_ID, ABILITY)]))
    artwork = f"https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/{SPECIES}.png"
    write(f"pokemon/{SPECIES}", {
        "id": SPECIES, "name": SLUG, "order": 1300, "is_default": True, "height": 7, "weight": 125,
        "species": {"name": SLUG, "url": f"/api/v2/pokemon-species/{SPECIES}/"},
        "types": [{"slot": 1, "type": {"name": "normal", "url": "/api/v2/type/1/"}}],
        "abilities": [
            {"ability": {"name": ABILITY, "url": f"/api/v2/ability/{ABILITY_ID}/"}, "is_hidden": False, "slot": 1},
            {"ability": {"name": "damp", "url": "/api/v2/ability/6/"}, "is_hidden": True, "slot": 3},
        ],
        "stats": [{"base_stat": value, "effort": 0, "stat": {"name": stat, "url": f"/api/v2/stat/{index + 1}/"}}
                  for index, (stat, value) in enumerate(
                      [("hp", 70), ("attack", 60), ("defense", 65), ("special-attack", 80), ("special-defense", 75), ("speed", 90)])],
        "sprites": {"front_default": None, "other": {"official-artwork": {"front_default": artwork}}},
        "forms": [{"name": SLUG, "url": f"/api/v2/pokemon-form/{SPECIES}/"}],
    })
    write(f"pokemon/{FORM_ID}", {
        "id": FORM_ID, "name": FORM, "order": 1301, "is_default": False, "height": 4, "weight": 60,
        "species": {"name": "pikachu", "url": "/api/v2/pokemon-species/25/"},
        "types": [{"slot": 1, "type": {"name": "electric", "url": "/api/v2/type/13/"}}],
        "abilities": [{"ability": {"name": "static", "url": "/api/v2/ability/9/"}, "is_hidden": False, "slot": 1}],
        "stats": [{"base_stat": 50, "effort": 0, "stat": {"name": stat, "url": f"/api/v2/stat/{index + 1}/"}}
                  for index, stat in enumerate(["hp", "attack", "defense", "special-attack", "special-defense", "speed"])],
        "sprites": {"front_default": None, "other": {"official-artwork": {"front_default": None}}},
        "forms": [{"name": FORM, "url": f"/api/v2/pokemon-form/{FORM_ID}/"}],
    })
    write(f"pokemon-form/{SPECIES}", {
        "id": SPECIES, "name": SLUG, "form_name": "", "is_default": True, "names": [], "form_names": [],
        "pokemon": {"name": SLUG, "url": f"/api/v2/pokemon/{SPECIES}/"},
    })
    write(f"pokemon-form/{FORM_ID}", {
        "id": FORM_ID, "name": FORM, "form_name": "fixture", "is_default": True,
        "names": [{"name": name, "language": language(code)} for code, name in FORM_NAMES.items()],
        "form_names": [{"name": name, "language": language(code)} for code, name in FORM_ONLY_NAMES.items()],
        "pokemon": {"name": FORM, "url": f"/api/v2/pokemon/{FORM_ID}/"},
    })
    write(f"pokemon-species/{SPECIES}", {
        "id": SPECIES, "name": SLUG, "order": 1300, "is_legendary": False, "is_mythical": False,
        "names": [{"name": name, "language": language(code)} for code, name in SPECIES_NAMES.items()],
        "genera": [{"genus": genus, "language": language(code)} for code, genus in GENERA.items()],
        "flavor_text_entries": [
            {"flavor_text": text, "language": language(code),
             "version": {"name": version, "url": f"/api/v2/version/{VERSIONS[version]}/"}}
            for code, version, text in ENTRIES],
        "varieties": [{"is_default": True, "pokemon": {"name": SLUG, "url": f"/api/v2/pokemon/{SPECIES}/"}}],
        "egg_groups": [{"name": "ground", "url": "/api/v2/egg-group/5/"}],
    })
    write(f"ability/{ABILITY_ID}", {
        "id": ABILITY_ID, "name": ABILITY,
        "names": [{"name": name, "language": language(code)} for code, name in ABILITY_NAMES.items()],
    })


if __name__ == "__main__":
    main()
