/// A name in one language, as PokeAPI's `names` arrays hold them.
public struct TranslatedName: Codable, Hashable, Sendable {
    /// The name, e.g. `Pikachu` or `ピカチュウ`.
    public let name: String
    /// The language, e.g. `ja-hrkt` with id 1.
    public let language: NamedResource
}

/// PokeAPI's `names` arrays, read by language.
extension Array where Element == TranslatedName {
    /// The name in the language with this PokeAPI code (`en`, `ja-hrkt`, `zh-hans`…), if any.
    /// - Complexity: O(n) in the number of names.
    public func name(inLanguage code: String) -> String? {
        first { $0.language.name == code }?.name
    }
}
