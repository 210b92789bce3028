/// The name tables the package keeps, one file per table and locale: `<directory>/<locale>.txt`.
package enum TableKind: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Species names, keyed by species slug, in National Pokédex order.
    case species
    /// Type names, keyed by type slug, in PokeAPI's type id order.
    case types
    /// User-interface labels for a Pokédex card, keyed by label name; English defines the keys.
    case ui
    /// Form names ("Attack Forme"), keyed by `/pokemon` slug (`deoxys-attack`); English defines the keys.
    case forms
    /// Full names of `/pokemon` entries where PokeAPI has one ("Mega Venusaur"), keyed by `/pokemon`
    /// slug; English defines the keys.
    case fullNames = "fullnames"
    /// Romanized search keys of species names (`kedaya` for 可达鸭, `gorapadeok` for 고라파덕), keyed
    /// by species slug; several are separated by `, `. Derived from the locale's species names by
    /// `loccheck import-search-keys`, reviewed, and only for locales not written in Latin letters.
    case searchKeys = "searchkeys"

    /// Whether the snapshot's `/pokemon` slugs are the keys (forms and full names).
    package var isKeyedByPokemon: Bool { self == .forms || self == .fullNames }

    /// The table whose key list this one's values are read against in generated code: full names
    /// share the forms' (`/pokemon` slugs), search keys the species' (species slugs).
    package var keyList: TableKind {
        switch self {
        case .fullNames: .forms
        case .searchKeys: .species
        default: self
        }
    }

    /// Whether a command derives the table from the locale's names (search keys), rather than a
    /// translator writing it: only some locales have one, and translation tools never see it.
    package var isDerived: Bool { self == .searchKeys }

    /// The folder under the tables directory that holds this table's files.
    package var directory: String { rawValue }

    /// The path of one locale's file, relative to the tables directory.
    package func relativePath(for locale: LocaleTag) -> String {
        "\(directory)/\(locale).txt"
    }

    package static func < (lhs: TableKind, rhs: TableKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where the package's reference data lives inside a tables directory.
package enum TableLayout {
    /// The API's species list: `id = slug`.
    package static let speciesSnapshot = "snapshot/species.txt"
    /// The API's type list: `id = slug`.
    package static let typeSnapshot = "snapshot/types.txt"
    /// Every `/pokemon` entry: `id = slug species height weight type[,type]`.
    package static let pokemonSnapshot = "snapshot/pokemon.txt"
    /// Known, accepted findings, each with its reason.
    package static let baseline = "loccheck-baseline.txt"
    /// The locale whose `ui` table defines the label keys every other locale must have.
    package static let referenceLocale = LocaleTag("en")!

    /// Whether a file is one a layer's keys are read against: the snapshot's lists and the
    /// English tables (which define the keys of labels and forms). loccheck embeds them
    /// (`BundledReference`); pokegen reads them beside a layer to warn about its unknown keys.
    package static func isReference(_ path: String) -> Bool {
        path.hasPrefix("snapshot/") || path.hasSuffix("/\(referenceLocale).txt")
    }
}
