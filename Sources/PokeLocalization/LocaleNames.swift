import PokeLocks
import PokeTables

/// One locale's names as `String`s, decoded once from the generated constant data.
///
/// Decoding a locale costs one pass over its tables (about a thousand short strings); after
/// that a lookup is an array index. Instances are shared by every ``NameLocale`` of the locale.
@usableFromInline
final class LocaleNames: Sendable {
    @usableFromInline let tag: LocaleTag
    @usableFromInline let species: [String]
    @usableFromInline let types: [String]
    @usableFromInline let ui: [String]
    @usableFromInline let forms: [String]
    @usableFromInline let fullNames: [String]

    /// The name at `position` of a table; empty when the locale has none.
    @inlinable @inline(__always)
    func name(at position: Int, in table: TableKind) -> String {
        switch table {
        case .species: species[position]
        case .types: types[position]
        case .ui: ui[position]
        case .forms: forms[position]
        case .fullNames: fullNames[position]
        }
    }

    private init(_ tables: GeneratedLocaleTables) {
        tag = LocaleTag(tables.tag)!
        species = tables.species.strings()
        types = tables.types.strings()
        ui = tables.ui.strings()
        forms = tables.forms.strings()
        fullNames = tables.fullnames.strings()
    }

    /// Locales decoded so far, by position in `GeneratedTables.locales`; guarded by the mutex
    /// because any thread may negotiate a locale first. A pthread mutex rather than
    /// `Synchronization.Mutex`, whose futexes ThreadSanitizer cannot see (see `PThreadMutex`).
    private static let decoded = PThreadMutex<[Int: LocaleNames]>([:])

    /// The reference locale's names (English), which say which `/pokemon` entries have a form.
    static let reference: LocaleNames? = GeneratedTables.locales
        .firstIndex { $0.tag == TableLayout.referenceLocale.description }
        .map(names(at:))

    /// The names of the locale at `index` in `GeneratedTables.locales`, decoding them on first use.
    static func names(at index: Int) -> LocaleNames {
        decoded.withLock { cache in
            if let names = cache[index] { return names }
            let names = LocaleNames(GeneratedTables.locales[index])
            cache[index] = names
            return names
        }
    }
}
