import PokeTables
import Synchronization

/// The tables of a chain's kinds other than species, types and labels (genus, abilities, moves,
/// items, forms…), each resolved the first time it is asked for and published once.
///
/// A kind's table is one allocation of entries, whose address a word of ``addresses`` keeps (0
/// until it is published, then never changed); the chain's locales, which the entries' origins
/// index, are a copy in memory of their own. All of it is owned here and freed with the names.
///
/// Raw memory, not arrays or a class per kind, because of what the compiler does around the
/// atomic load: a reference read before it and used after it (a kind's class, an array published
/// in the word, or the ``ChainNames`` the chain is read from) is retained and released on every
/// lookup, which measured two to three times a species lookup in `pokebench lookups`. A lookup
/// reads a ``LateSlot`` (two addresses) from the names, and then only memory through it.
@usableFromInline
final class LateTables: Sendable {
    /// One word per kind, by its position among ``/PokeTables/TableKind/allCases``: the address
    /// of its published entries, or 0.
    @usableFromInline nonisolated(unsafe) let addresses: UnsafeMutablePointer<Atomic<UInt>>
    /// The chain's locales.
    @usableFromInline nonisolated(unsafe) let chain: UnsafeMutablePointer<LocaleTag>
    /// Each kind's number of entries (its keys in the stack), by position.
    private let counts: [Int]
    private let chainCount: Int

    /// Room for a table of each kind, `counts[i]` entries for the kind at position `i`, none
    /// published, over `chain`.
    init(counts: [Int], chain: [LocaleTag]) {
        self.counts = counts
        chainCount = chain.count
        addresses = .allocate(capacity: max(counts.count, 1))
        for position in counts.indices { (addresses + position).initialize(to: Atomic(0)) }
        self.chain = .allocate(capacity: max(chain.count, 1))
        self.chain.initialize(from: chain, count: chain.count)
    }

    /// Where a lookup reads the table of the kind at `position`. - Complexity: O(1).
    @inlinable @inline(__always)
    func slot(_ position: Int) -> LateSlot {
        LateSlot(address: UnsafePointer(addresses + position), chain: UnsafePointer(chain))
    }

    /// Publishes `table` as the kind at `position`'s, unless one was published first.
    /// - Complexity: O(n) in the table's entries.
    func publish(_ table: ResolvedTable, at position: Int) {
        let count = counts[position]
        precondition(table.names.count == count, "a late table has one entry per key of its kind")
        let entries = UnsafeMutablePointer<ResolvedEntry>.allocate(capacity: max(count, 1))
        for index in 0..<count {
            (entries + index).initialize(to: ResolvedEntry(name: table.names[index], origin: table.origins[index]))
        }
        let exchanged = addresses[position].compareExchange(
            expected: 0, desired: UInt(bitPattern: entries), ordering: .acquiringAndReleasing
        ).exchanged
        if !exchanged {
            entries.deinitialize(count: count)
            entries.deallocate()
        }
    }

    deinit {
        for (position, count) in counts.enumerated() {
            if let entries = UnsafeMutablePointer<ResolvedEntry>(bitPattern: addresses[position].load(ordering: .acquiring)) {
                entries.deinitialize(count: count)
                entries.deallocate()
            }
        }
        addresses.deinitialize(count: counts.count)
        addresses.deallocate()
        chain.deinitialize(count: chainCount)
        chain.deallocate()
    }
}

/// Where a lookup reads one kind's late table: the word that holds its entries' address, and the
/// chain's locales. Valid while the ``ChainNames`` it was read from lives, which a lookup's
/// ``NameLocale`` keeps.
@usableFromInline
struct LateSlot {
    @usableFromInline let address: UnsafePointer<Atomic<UInt>>
    @usableFromInline let chain: UnsafePointer<LocaleTag>

    @inlinable
    init(address: UnsafePointer<Atomic<UInt>>, chain: UnsafePointer<LocaleTag>) {
        self.address = address
        self.chain = chain
    }

    /// The answer for the entry at `position` (below the kind's count of keys) as
    /// ``ChainNames/name(_:at:requested:)`` gives it, or `nil` before the table is published.
    /// - Complexity: O(1): an atomic load and one entry read.
    @inlinable @inline(__always)
    func name(at position: Int, requested: LocaleTag?) -> LocalizedName? {
        guard let entries = UnsafePointer<ResolvedEntry>(bitPattern: address.pointee.load(ordering: .acquiring)) else { return nil }
        let entry = entries[position]
        guard !entry.origin.isSlug else { return LocalizedName(value: entry.name, servedBy: nil, requested: requested) }
        return LocalizedName(
            value: entry.name, servedBy: chain[Int(entry.origin.link)], requested: requested,
            tableSet: TableSetID(position: Int(entry.origin.layer), isBundled: entry.origin.isBundled))
    }
}

/// One entry of a table resolved late: the first name the chain has for the key, or the slug,
/// and where it came from.
@usableFromInline
struct ResolvedEntry: Sendable {
    @usableFromInline let name: String
    @usableFromInline let origin: NameOrigin
}
