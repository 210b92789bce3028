import PokeLocalization
import PokeTables

/// What a Pokédex detail card shows, in one locale: "No.54 고라파덕", 오리포켓몬, its Pokédex entry,
/// 타입: 물, 키: 0.8m, 몸무게: 19.6kg, its abilities (hidden one apart), base stats under their
/// names and egg groups.
///
/// Every localized part keeps its ``/PokeLocalization/LocalizedName``, so a UI can mark the parts
/// that fell back to another locale (``fallbacks``). ``facts`` lists what the card shows, in order,
/// each fact with its label, names, text and fallbacks: draw a card from it. Make one with
/// ``CardMaker/card(for:)``.
public struct PokedexCard: Hashable, Sendable {
    /// The parts of a card, in the order a card shows them: what each ``Fact`` is, and which
    /// piece of it fell back.
    ///
    /// New parts come as the card grows: a `switch` over them needs a `default`.
    public enum Part: String, Hashable, Sendable, CaseIterable {
        /// ``PokedexCard/numberLabel``, "No.{number}": the label of the name's fact.
        case numberLabel
        /// The species part of ``PokedexCard/name``.
        case name
        /// The form part of ``PokedexCard/name``, when it shows one.
        case form
        /// ``PokedexCard/genus``, "Duck Pokémon".
        case genus
        /// The text of ``PokedexCard/entry``, the Pokédex entry.
        case entry
        /// ``PokedexCard/typeLabel``, "Type" or "Types".
        case typeLabel
        /// Any of ``PokedexCard/types``.
        case types
        /// ``PokedexCard/heightLabel``, "Height".
        case heightLabel
        /// ``PokedexCard/height``, a number the formatter writes: it never falls back.
        case height
        /// ``PokedexCard/weightLabel``, "Weight".
        case weightLabel
        /// ``PokedexCard/weight``, a number the formatter writes: it never falls back.
        case weight
        /// ``PokedexCard/abilitiesLabel``, "Ability" or "Abilities".
        case abilitiesLabel
        /// Any ability of ``PokedexCard/abilities`` that is not hidden (or the word for unknown).
        case abilities
        /// ``PokedexCard/hiddenAbilityLabel``, "Hidden Ability", when the Pokémon has one.
        case hiddenAbilityLabel
        /// Any hidden ability of ``PokedexCard/abilities``.
        case hiddenAbility
        /// ``PokedexCard/eggGroupsLabel``, "Egg Group" or "Egg Groups".
        case eggGroupsLabel
        /// Any of ``PokedexCard/eggGroups`` (or the word for unknown).
        case eggGroups
        /// ``PokedexCard/baseStatsLabel``, "Base Stats".
        case baseStatsLabel
        /// Any stat name of ``PokedexCard/baseStats`` (or the word for unknown).
        case baseStats
    }

    /// One of the Pokémon's abilities, named in the card's locale.
    public struct Ability: Hashable, Sendable {
        /// The ability's name: 습기, "Damp".
        public let name: LocalizedName
        /// Whether it is the Pokémon's hidden ability.
        public let isHidden: Bool
    }

    /// One base stat, under its name in the card's locale.
    public struct BaseStat: Hashable, Sendable {
        /// The stat's slug, such as `attack`.
        public let stat: String
        /// The stat's name: 공격, "Attack", "HP".
        public let name: LocalizedName
        /// The base value, such as 52.
        public let value: Int
    }

    /// The National Pokédex number (a form shows its species' number).
    public let number: Int
    /// How the card's locale writes the number, with `{number}` where it goes: "No.{number}".
    public let numberLabel: LocalizedName
    /// The display name, with the form when there is one ("Deoxys (Attack Forme)"), and where
    /// its species and form parts came from.
    public let name: PokemonName
    /// The species' genus, shown under the name: "Duck Pokémon", 오리포켓몬; `nil` for a species
    /// the localizer's catalog doesn't know (a newer one, from a server).
    public let genus: LocalizedName?
    /// The species' Pokédex entry, with the game it came from when the tables say
    /// (``/PokeLocalization/Localizer/entry(slug:in:)``); `nil` for a species no locale of the
    /// chain has an entry for, or one the localizer's catalog doesn't know.
    public let entry: PokedexEntry?
    /// "Type" or "Types", as many as there are types.
    public let typeLabel: LocalizedName
    /// The type names in slot order.
    public let types: [LocalizedName]
    /// The type names joined with the locale's list pattern ("Grass and Poison").
    public let typeList: String
    /// "Height" in the card's locale.
    public let heightLabel: LocalizedName
    /// "0.8m", "2 ft, 7 in"; "????" when PokeAPI does not know it.
    public let height: String
    /// "Weight" in the card's locale.
    public let weightLabel: LocalizedName
    /// "19.6kg", "43.2 lb"; "????" when PokeAPI does not know it.
    public let weight: String
    /// "Ability" or "Abilities", as many as it has that are not hidden.
    public let abilitiesLabel: LocalizedName
    /// The abilities in slot order, the hidden one marked (and last): 습기, 날씨부정, hidden 쓱쓱.
    public let abilities: [Ability]
    /// The names of the abilities that are not hidden, joined with the locale's list pattern
    /// ("Damp and Cloud Nine"); ``unknown`` when the data has none.
    public let abilityList: String
    /// "Hidden Ability" in the card's locale.
    public let hiddenAbilityLabel: LocalizedName
    /// The name of the hidden ability ("Swift Swim"; several joined, should a source give
    /// several); `nil` when the Pokémon has none.
    public let hiddenAbilityList: String?
    /// "Base Stats" in the card's locale.
    public let baseStatsLabel: LocalizedName
    /// The base stats in PokeAPI's order (HP, Attack, Defense, Sp. Atk, Sp. Def, Speed), each
    /// under its name; empty when the data has none.
    public let baseStats: [BaseStat]
    /// "Egg Group" or "Egg Groups", as many as the species has.
    public let eggGroupsLabel: LocalizedName
    /// The species' egg group names, by egg group id as PokeAPI's server lists them; empty when the data has none.
    public let eggGroups: [LocalizedName]
    /// The egg group names joined with the locale's list pattern ("Water 1 and Field");
    /// ``unknown`` when the data has none.
    public let eggGroupList: String
    /// The card's word for what the data lacks: "Unknown", 알 수 없음.
    public let unknown: LocalizedName
    /// The official artwork, when known.
    public let artworkURL: String?

    /// "No.54": the number label with the number in place of its `{number}`.
    public var numberText: String { NumberLabel.fill(numberLabel.value, number: number) }

    /// The parts that came from another locale than the requested one (or from a slug), in
    /// the card's order: the parts of ``facts``' ``Fact/fallbacks``, each once.
    public var fallbacks: [Part] {
        var parts: [Part] = []
        for fallback in facts.lazy.flatMap(\.fallbacks) where !parts.contains(fallback.part) {
            parts.append(fallback.part)
        }
        return parts
    }

    /// The parts whose names a server gave because the tables have none (a species newer than
    /// the bundled snapshot), in the card's order, each once: not reviewed, so a UI may mark them.
    public var fromServer: [Part] {
        var parts: [Part] = []
        for part in facts.lazy.flatMap(\.fromServer) where !parts.contains(part) { parts.append(part) }
        return parts
    }

    /// One line: number and name, then the types, height and weight, separated by " · ".
    public var summary: String {
        "\(numberText) \(name.value) · \(typeLabel.value): \(typeList) · \(heightLabel.value): \(height) · \(weightLabel.value): \(weight)"
    }
}
