import PokeLocks
import PokeTables

/// One entry of a fallback chain's resolved table: the name, and which link of the chain has it.
@usableFromInline
struct ResolvedName: Sendable {
    /// The name, or the slug when no locale of the chain has one.
    @usableFromInline let value: String
    /// The index in the chain of the locale that has the name; ``slugLink`` for the slug.
    @usableFromInline let link: UInt8

    /// The link of a name that is the slug itself.
    @usableFromInline static let slugLink: UInt8 = .max
}

/// The species, type and label names of one fallback chain (`es-419 → es → en`), resolved once.
///
/// Every entry already holds the first name the chain has for it, or the slug, so a lookup reads
/// one element instead of walking the chain. Built straight from the generated constant data the
/// first time a chain is negotiated, decoding one string per entry (about a thousand), and shared
/// by every ``NameLocale`` with that chain. Each table has exactly as many entries as its keys,
/// and positions come from the tables' own indexes, so lookups read the buffers without bounds
/// checks (`@unchecked Sendable`: immutable after `init`).
@usableFromInline
final class ChainNames: @unchecked Sendable {
    @usableFromInline let species: UnsafeMutableBufferPointer<ResolvedName>
    @usableFromInline let types: UnsafeMutableBufferPointer<ResolvedName>
    @usableFromInline let ui: UnsafeMutableBufferPointer<ResolvedName>

    /// Resolves the chain of locales at `positions` in `GeneratedTables.locales`.
    private init(_ positions: [Int]) {
        let chain = positions.map { GeneratedTables.locales[$0] }
        func resolve(_ table: KeyPath<GeneratedLocaleTables, PackedStrings>, keys: SlugIndex) -> UnsafeMutableBufferPointer<ResolvedName> {
            let buffer = UnsafeMutableBufferPointer<ResolvedName>.allocate(capacity: keys.count)
            for position in 0..<keys.count {
                let link = chain.firstIndex { !$0[keyPath: table].utf8(at: position).isEmpty }
                let name = link.map { ResolvedName(value: chain[$0][keyPath: table].string(at: position), link: UInt8($0)) }
                    ?? ResolvedName(value: keys.slug(at: position), link: ResolvedName.slugLink)
                (buffer.baseAddress! + position).initialize(to: name)
            }
            return buffer
        }
        species = resolve(\.species, keys: .species)
        types = resolve(\.types, keys: .types)
        ui = resolve(\.ui, keys: .labels)
    }

    deinit {
        for table in [species, types, ui] {
            table.deinitialize()
            table.deallocate()
        }
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
