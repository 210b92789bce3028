import PokeTables
import Synchronization

/// One table of a chain, resolved: per key position, the first name the chain has, or the slug.
///
/// Plain arrays, which own their elements: a copy of this value (or of a name read from it)
/// stays valid however long it lives, after its ``ChainNames`` and the stack are gone.
@usableFromInline
struct ResolvedTable: Sendable {
    @usableFromInline let names: [String]
    @usableFromInline let origins: [NameOrigin]

    /// Resolves `kind` over `chain` in `stack`: for each locale of the chain in turn, each table
    /// set in turn; one string decoded per entry that has a name, and (with `slugsForMissing`) the
    /// slug of each that has none. Without, such an entry's name is empty (its origin says slug).
    init(_ kind: TableKind, keys: SlugIndex, chain: [LocaleTag], stack: TableStack, slugsForMissing: Bool = true) {
        var names = [String](repeating: "", count: keys.count)
        var origins = [NameOrigin](repeating: .slug, count: keys.count)
        let list = kind.keyList
        for (link, tag) in chain.enumerated() {
            for (layerIndex, layer) in stack.layers.enumerated() {
                guard let table = layer.locale(tag)?.table(kind) else { continue }
                let map = stack.maps[layerIndex][list]
                let origin = NameOrigin(link: UInt8(link), layer: UInt8(layerIndex), isBundled: stack.bundled[layerIndex])
                for local in 0..<table.count {
                    guard let position = map.stackPosition(of: local), origins[position].isSlug,
                        let name = table.nonEmptyString(at: local)
                    else { continue }
                    names[position] = name
                    origins[position] = origin
                }
            }
        }
        for position in origins.indices where slugsForMissing && origins[position].isSlug {
            names[position] = keys.slug(at: position)
        }
        self.names = names
        self.origins = origins
    }
}

/// The names of one fallback chain (`es-419 → es → en`) over one stack of table sets, resolved
/// once: species, types, labels, and the display names of `/pokemon` entries.
///
/// Every entry already holds the first name the chain has for it, or the slug, so a lookup reads
/// one element instead of walking the chain. Built the first time a chain is negotiated (decoding
/// about one string per entry, a few thousand in all), shared by every ``NameLocale`` with that
/// chain, and kept by its stack and by those locales: it refers to no stack, so a locale keeps
/// its names after the stack is gone. Immutable after `init` but for the display names, which a
/// mutex guards.
@usableFromInline
final class ChainNames: Sendable {
    /// The identity of the stack the names were resolved over, so a lookup can check that a
    /// locale belongs to it.
    @usableFromInline let stack: Int
    /// The chain, whose indexes the names' origins hold.
    @usableFromInline let chain: [LocaleTag]
    @usableFromInline let species: ResolvedTable
    @usableFromInline let types: ResolvedTable
    @usableFromInline let labels: ResolvedTable
    /// The display name of every `/pokemon` entry, by position, worked out the first time one
    /// is asked for (most apps ask for species names only).
    private let pokemon = PThreadMutex<[ResolvedPokemonName]?>(nil)
    /// The other kinds' tables (genus, abilities, moves, items, forms…, and any kind added later),
    /// each resolved the first time it is asked for and published once: a lookup after that reads
    /// it with one atomic load, no lock.
    @usableFromInline let late: LateTables

    init(chain: [LocaleTag], stack: TableStack) {
        self.stack = stack.identity
        self.chain = chain
        species = ResolvedTable(.species, keys: stack.species, chain: chain, stack: stack)
        types = ResolvedTable(.types, keys: stack.types, chain: chain, stack: stack)
        labels = ResolvedTable(.labels, keys: stack.labels, chain: chain, stack: stack)
        late = LateTables(counts: TableKind.allCases.map { stack.indexes[$0.keyList].count }, chain: chain)
    }

    /// The answer for the entry at `position` of a kind resolved late (not species, types or
    /// labels), as ``name(_:at:requested:)``, resolving the kind's table the first time; two
    /// threads that both resolve it agree on the first one published.
    /// - Complexity: O(1) after the kind's first lookup in this chain: an atomic load. The first
    ///   decodes one name per entry of the kind's tables in the chain.
    func name(late kind: NameKind, at position: Int, stack: TableStack, requested: LocaleTag?) -> LocalizedName {
        let slot = late.slot(kind.position)
        if let name = slot.name(at: position, requested: requested) { return name }
        late.publish(ResolvedTable(kind.table, keys: stack.indexes[kind.table.keyList], chain: chain, stack: stack), at: kind.position)
        // Published now, by this call or another.
        return slot.name(at: position, requested: requested)!
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
}

/// Which of a chain's resolved tables a lookup reads.
@usableFromInline
enum ResolvedKind: Sendable {
    case species, types, labels
}

extension ChainNames {
    /// The answer for a resolved entry: a copy of its name, the chain's locale and the set that
    /// have it. `position` comes from the table's own key index and `origin.link` indexes this
    /// chain, so the (checked) reads never fail.
    ///
    /// Read through `self`, which the caller's ``NameLocale`` holds: the arrays are borrowed, not
    /// copied, so a lookup retains nothing but the name it returns.
    @inlinable @inline(__always)
    func name(_ kind: ResolvedKind, at position: Int, requested: LocaleTag?) -> LocalizedName {
        let origin: NameOrigin
        switch kind {
        case .species: origin = species.origins[position]
        case .types: origin = types.origins[position]
        case .labels: origin = labels.origins[position]
        }
        let value: String
        switch kind {
        case .species: value = species.names[position]
        case .types: value = types.names[position]
        case .labels: value = labels.names[position]
        }
        guard !origin.isSlug else {
            return LocalizedName(value: value, servedBy: nil, requested: requested)
        }
        return LocalizedName(
            value: value, servedBy: chain[Int(origin.link)], requested: requested,
            tableSet: TableSetID(position: Int(origin.layer), isBundled: origin.isBundled))
    }
}
