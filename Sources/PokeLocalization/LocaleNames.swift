import PokeLocks
import PokeTables

/// One locale's names as `String`s, every table, decoded once from the generated constant data.
///
/// For the lookups that walk a fallback chain rather than read a resolved entry (display names
/// of forms) and for search indexes, so only the tables those read: species, labels, forms and
/// full names. Decoding a locale costs one pass over them (about four thousand short strings),
/// done the first time the locale is needed this way.
final class LocaleNames: Sendable {
    let species: [String]
    let ui: [String]
    let forms: [String]
    let fullNames: [String]

    private init(_ tables: GeneratedLocaleTables) {
        species = tables.species.strings()
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
