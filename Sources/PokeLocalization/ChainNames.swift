import PokeLocks
import PokeTables

/// One entry of a resolved table: the name's words, and which link of the chain has the name.
@usableFromInline
struct ResolvedName {
    /// The name, or the slug when no locale of the chain has one (see ``StringWords``).
    @usableFromInline let name: StringWords
    /// The index in the chain of the locale that has the name; ``slugLink`` for the slug.
    @usableFromInline let link: UInt8

    @inlinable @inline(__always)
    init(name: StringWords, link: UInt8) {
        self.name = name
        self.link = link
    }

    /// The link of a name that is the slug itself.
    @inlinable static var slugLink: UInt8 { .max }
}

/// One table of a chain, resolved: per key position, the first name the chain has, or the slug.
///
/// Owned by its ``ChainNames``, which lives as long as the process; so the names' words stay
/// valid, and lookups read them without bounds checks (positions come from the tables' indexes).
@usableFromInline
struct ResolvedTable {
    @usableFromInline let names: UnsafeMutableBufferPointer<String>
    @usableFromInline let links: UnsafeMutableBufferPointer<UInt8>

    /// The entry at a key position. - Complexity: O(1): two loads, no retain.
    @inlinable @inline(__always)
    subscript(position: Int) -> ResolvedName {
        ResolvedName(name: StringWords(at: names.baseAddress.unsafelyUnwrapped + position), link: links[position])
    }

    /// Resolves `table` over a chain of generated locale tables, for `keys`.
    init(_ table: KeyPath<GeneratedLocaleTables, PackedStrings>, chain: [GeneratedLocaleTables], keys: SlugIndex) {
        names = .allocate(capacity: keys.count)
        links = .allocate(capacity: keys.count)
        for position in 0..<keys.count {
            let link = chain.firstIndex { !$0[keyPath: table].utf8(at: position).isEmpty }
            (names.baseAddress! + position).initialize(to: link.map { chain[$0][keyPath: table].string(at: position) } ?? keys.slug(at: position))
            links[position] = link.map(UInt8.init) ?? ResolvedName.slugLink
        }
    }

    func deallocate() {
        names.deinitialize().deallocate()
        links.deallocate()
    }
}

/// The species, type and label names of one fallback chain (`es-419 → es → en`), resolved once.
///
/// Every entry already holds the first name the chain has for it, or the slug, so a lookup reads
/// one element instead of walking the chain. Built straight from the generated constant data the
/// first time a chain is negotiated, decoding one string per entry (about a thousand), shared by
/// every ``NameLocale`` with that chain, and kept for the life of the process (the cache below
/// never lets one go), which is what keeps ``StringWords`` read from it valid.
/// `@unchecked Sendable`: immutable after `init`.
@usableFromInline
final class ChainNames: @unchecked Sendable {
    @usableFromInline let species: ResolvedTable
    @usableFromInline let types: ResolvedTable
    @usableFromInline let ui: ResolvedTable

    /// Resolves the chain of locales at `positions` in `GeneratedTables.locales`.
    private init(_ positions: [Int]) {
        let chain = positions.map { GeneratedTables.locales[$0] }
        species = ResolvedTable(\.species, chain: chain, keys: .species)
        types = ResolvedTable(\.types, chain: chain, keys: .types)
        ui = ResolvedTable(\.ui, chain: chain, keys: .labels)
    }

    deinit {
        species.deallocate()
        types.deallocate()
        ui.deallocate()
    }

    /// Chains resolved so far, by their locales' positions in `GeneratedTables.locales`.
    private static let resolved = PThreadMutex<[[Int]: ChainNames]>([:])

    /// The resolved names of a chain given by positions in `GeneratedTables.locales`.
    static func names(ofChain positions: [Int]) -> ChainNames {
        resolved.withLock { cache in
            if let names = cache[positions] { return names }
            let names = ChainNames(positions)
            cache[positions] = names
            return names
        }
    }
}
