import PokeLocks
import PokeTables

/// Where a resolved name came from: which link of the chain and which table set, or the slug.
@usableFromInline
struct NameOrigin: Equatable, Sendable {
    /// The index in the chain of the locale that has the name; `.max` for the slug.
    @usableFromInline let link: UInt8
    /// The position of the table set in the stack.
    @usableFromInline let layer: UInt8
    /// Whether that set is the bundled one.
    @usableFromInline let isBundled: Bool

    @inlinable
    init(link: UInt8, layer: UInt8, isBundled: Bool) {
        self.link = link
        self.layer = layer
        self.isBundled = isBundled
    }

    /// A name that is the slug itself.
    static let slug = NameOrigin(link: .max, layer: .max, isBundled: false)

    @inlinable var isSlug: Bool { link == .max }
}

/// One table of a chain, resolved: per key position, the first name the chain has, or the slug.
///
/// The entries live in buffers that the table's ``ChainNames`` owns and frees, not in arrays:
/// copying this value (which every lookup does) then copies two pointers, where arrays would add a
/// retain and a release of the owner on every lookup. `pokebench lookups` measured it with arrays:
/// by slug 20.8 ns and by id 7.4 ns, against 4–6 ns with the buffers (the README has the run). A
/// lookup reads them while its ``NameLocale`` holds the owner, so they outlive every read; the
/// positions come from the table's own key index, which the buffers are sized for.
@usableFromInline
struct ResolvedTable: @unchecked Sendable {
    @usableFromInline let names: UnsafeBufferPointer<String>
    @usableFromInline let origins: UnsafeBufferPointer<NameOrigin>

    /// Resolves `kind` over `chain` in `stack`: for each locale of the chain in turn, each table
    /// set in turn; one string decoded per entry that has a name.
    init(_ kind: TableKind, keys: SlugIndex, chain: [LocaleTag], stack: TableStack) {
        let space = KeySpace(kind)
        var names = [String](repeating: "", count: keys.count)
        var origins = [NameOrigin](repeating: .slug, count: keys.count)
        for (link, tag) in chain.enumerated() {
            for (layerIndex, layer) in stack.layers.enumerated() {
                guard let table = layer.locale(tag)?.table(kind) else { continue }
                let map = stack.maps[layerIndex][space]
                let origin = NameOrigin(link: UInt8(link), layer: UInt8(layerIndex), isBundled: stack.bundled[layerIndex])
                for local in 0..<table.count {
                    guard let position = map.stackPosition(of: local), origins[position].isSlug,
                          !table.utf8(at: local).isEmpty else { continue }
                    names[position] = table.string(at: local)
                    origins[position] = origin
                }
            }
        }
        for position in origins.indices where origins[position].isSlug {
            names[position] = keys.slug(at: position)
        }
        self.names = UnsafeBufferPointer(Self.copy(names))
        self.origins = UnsafeBufferPointer(Self.copy(origins))
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeMutableBufferPointer(rebasing: buffer[..<elements.count])
    }

    /// Frees the buffers; only the owning ``ChainNames`` calls this, from `deinit`.
    func deallocate() {
        UnsafeMutableBufferPointer(mutating: names).deinitialize().deallocate()
        UnsafeMutableBufferPointer(mutating: origins).deallocate()
    }
}

/// The names of one fallback chain (`es-419 → es → en`) over one stack of table sets, resolved
/// once: species, types, labels, and the display names of `/pokemon` entries.
///
/// Every entry already holds the first name the chain has for it, or the slug, so a lookup reads
/// one element instead of walking the chain. Built the first time a chain is negotiated (decoding
/// about one string per entry, a few thousand in all), shared by every ``NameLocale`` with that
/// chain, and kept by the stack for the life of the process. Immutable after `init` (so
/// `Sendable`; the buffers are never written after it).
@usableFromInline
final class ChainNames: @unchecked Sendable {
    /// The identity of the stack the names were resolved over, so a lookup can check that a
    /// locale belongs to it.
    @usableFromInline let stack: Int
    let chain: [LocaleTag]
    /// The chain again, in a buffer this object owns, for lookups (see ``ResolvedTable``).
    @usableFromInline let chainTags: UnsafeBufferPointer<LocaleTag>
    @usableFromInline let species: ResolvedTable
    @usableFromInline let types: ResolvedTable
    @usableFromInline let labels: ResolvedTable
    /// The display name of every `/pokemon` entry, by position, worked out the first time one
    /// is asked for (most apps ask for species names only).
    private let pokemon = PThreadMutex<[ResolvedPokemonName]?>(nil)

    init(chain: [LocaleTag], stack: TableStack) {
        self.stack = stack.identity
        self.chain = chain
        let tags = UnsafeMutableBufferPointer<LocaleTag>.allocate(capacity: max(chain.count, 1))
        _ = tags.initialize(from: chain)
        chainTags = UnsafeBufferPointer(rebasing: tags[..<chain.count])
        species = ResolvedTable(.species, keys: stack.species, chain: chain, stack: stack)
        types = ResolvedTable(.types, keys: stack.types, chain: chain, stack: stack)
        labels = ResolvedTable(.ui, keys: stack.labels, chain: chain, stack: stack)
    }

    /// The display name of the `/pokemon` entry at `position` of `stack`, the stack these names
    /// were resolved over. - Complexity: a lock; the first call works out every entry's name.
    func pokemon(at position: Int, stack: TableStack) -> ResolvedPokemonName {
        pokemon.withLock { names in
            if let names { return names[position] }
            let all = PokemonName.all(chain: chain, stack: stack, species: species, labels: labels)
            names = all
            return all[position]
        }
    }

    deinit {
        species.deallocate()
        types.deallocate()
        labels.deallocate()
        UnsafeMutableBufferPointer(mutating: chainTags).deallocate()
    }
}
