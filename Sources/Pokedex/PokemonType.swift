/// An elemental type as `/api/v2/type/{id}/` returns it, e.g. `fire` with its localized names.
public struct PokemonType: Codable, Hashable, Sendable, Identifiable {
    /// PokeAPI's id: 1–19 for battle types and stellar, 10001–10002 for unknown and shadow.
    public let id: Int
    /// The slug, e.g. `fire`.
    public let name: String
    /// The type's name in each language PokeAPI has (not every language has all types).
    public let names: [TranslatedName]
}
