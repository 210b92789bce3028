/// A PokeAPI endpoint, named by its path segment under `/api/v2/`.
public enum ResourceKind: String, Sendable, CaseIterable {
    /// `/api/v2/pokemon/`: 1,351 pokemon, default varieties and forms.
    case pokemon
    /// `/api/v2/pokemon-species/`: the 1,025 species.
    case species = "pokemon-species"
    /// `/api/v2/type/`: the 21 types.
    case type
    /// `/api/v2/language/`: the languages names are given in.
    case language
    /// `/api/v2/pokemon-form/`: forms, with their localized form names.
    case form = "pokemon-form"
    /// `/api/v2/ability/`: the abilities, with their localized names.
    case ability
}

/// Names one resource by id (`25`) or slug (`"pikachu"`); literals of either kind work.
public enum ResourceKey: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// A numeric id, as read from a resource URL.
    case id(Int)
    /// A slug such as `mr-mime`; PokeAPI slugs are lower case.
    case slug(String)

    /// A key from an integer literal: `25` is ``id(_:)``.
    public init(integerLiteral value: Int) { self = .id(value) }

    /// A key from a string literal: `"pikachu"` is ``slug(_:)``.
    public init(stringLiteral value: String) { self = .slug(value) }

    /// The path segment: the id's digits, or the slug lower-cased; nil for an empty slug or id < 1.
    var pathSegment: String? {
        switch self {
        case .id(let id):
            return id > 0 ? String(id) : nil
        case .slug(let slug):
            let lowered = slug.lowercased()
            guard !lowered.isEmpty, lowered.unicodeScalars.allSatisfy({ Self.slugCharacters.contains($0) })
            else { return nil }
            return lowered
        }
    }

    /// The id's digits or the slug as given: `25`, `pikachu`.
    public var description: String {
        switch self {
        case .id(let id): return String(id)
        case .slug(let slug): return slug
        }
    }

    private static let slugCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-._".unicodeScalars)
}
