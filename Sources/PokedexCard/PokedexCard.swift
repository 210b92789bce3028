import PokeLocalization
import PokeTables

/// What a Pokédex detail card shows, in one locale: "No.54 고라파덕 · 타입: 물 · 키: 0.8m · 몸무게: 19.6kg".
///
/// Every localized part keeps its ``/PokeLocalization/LocalizedName``, so a UI can mark the parts
/// that fell back to another locale (``fallbacks``). Make one with ``CardMaker/card(for:)``.
public struct PokedexCard: Hashable, Sendable {
    /// The parts of a card, for saying which fell back.
    public enum Part: String, Hashable, Sendable, CaseIterable {
        /// ``PokedexCard/numberLabel``, "No.{number}".
        case numberLabel
        /// The species part of ``PokedexCard/name``.
        case name
        /// The form part of ``PokedexCard/name``, when it shows one.
        case form
        /// ``PokedexCard/typeLabel``, "Type" or "Types".
        case typeLabel
        /// Any of ``PokedexCard/types``.
        case types
        /// ``PokedexCard/heightLabel``, "Height".
        case heightLabel
        /// ``PokedexCard/weightLabel``, "Weight".
        case weightLabel
    }

    /// The National Pokédex number (a form shows its species' number).
    public let number: Int
    /// How the card's locale writes the number, with `{number}` where it goes: "No.{number}".
    public let numberLabel: LocalizedName
    /// The display name, with the form when there is one ("Deoxys (Attack Forme)"), and where
    /// its species and form parts came from.
    public let name: PokemonName
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
    /// The official artwork, when known.
    public let artworkURL: String?

    /// "No.54": the number label with the number in place of its `{number}`.
    public var numberText: String { NumberLabel.fill(numberLabel.value, number: number) }

    /// The parts that came from another locale than the requested one (or from a slug).
    public var fallbacks: [Part] {
        var parts: [Part] = []
        if numberLabel.isFallback { parts.append(.numberLabel) }
        if name.species.isFallback { parts.append(.name) }
        if name.form?.isFallback == true { parts.append(.form) }
        if typeLabel.isFallback { parts.append(.typeLabel) }
        if types.contains(where: \.isFallback) { parts.append(.types) }
        if heightLabel.isFallback { parts.append(.heightLabel) }
        if weightLabel.isFallback { parts.append(.weightLabel) }
        return parts
    }

    /// One line: number and name, then each labelled value, separated by " · ".
    public var summary: String {
        "\(numberText) \(name.value) · \(typeLabel.value): \(typeList) · \(heightLabel.value): \(height) · \(weightLabel.value): \(weight)"
    }
}
