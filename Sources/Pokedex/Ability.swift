/// An ability as `/api/v2/ability/{id}/` returns it, e.g. `damp` with its localized names.
public struct Ability: Codable, Hashable, Sendable, Identifiable {
    /// PokeAPI's id: 1–310 for the games' abilities, 10001 and on for others.
    public let id: Int
    /// The slug, e.g. `damp`.
    public let name: String
    /// The ability's name in each language PokeAPI has.
    public let names: [TranslatedName]
}
