import PokeTables

/// The table sets a ``TableLocalizer`` serves, most specific first, merged once: their keys,
/// their locales, and each negotiated chain's names.
///
/// The species, type and `/pokemon` keys are those of the first set that carries a snapshot (the
/// bundled tables, in every stack an app builds); a set that only overrides names, like an app's
/// `Localization/` folder, has its keys mapped onto those. Card labels are the union: the first
/// set's, then labels only a later set has.
///
/// One stack per distinct list of sets at a time, so every localizer over the same sets shares
/// the resolved chains. The bundled tables' own stack lives for the process; any other lives
/// while a localizer (or a catalog) over it does, and is built again when one is made after it
/// is gone. A ``NameLocale`` keeps only its chain's names (``ChainNames``, which refer to no
/// stack), so it outlives the stack that negotiated it. Immutable after `init` but for the
/// chain cache, which a mutex guards.
@usableFromInline
final class TableStack: Sendable {
    /// A number no other stack in the process has, which resolved names carry so that a lookup
    /// can check they belong to this stack with an integer comparison (taking no reference).
    @usableFromInline let identity: Int
    /// The sets, most specific first.
    let layers: [TableData]
    /// For each layer, whether it is the bundled set.
    let bundled: [Bool]
    /// The stack's keys, per key list.
    @usableFromInline let indexes: KeyListTable<SlugIndex>
    // The lists the lookups read, held directly so the inlined lookups reach them in one load.
    @usableFromInline let species: SlugIndex
    @usableFromInline let types: SlugIndex
    @usableFromInline let labels: SlugIndex
    let pokemon: SlugIndex
    /// The snapshot's lists, from the first set that has them (empty when none has).
    let catalog: PokemonCatalog.Columns
    /// Whether species numbers run 1…n without gaps, so a number's position is the number minus one.
    @usableFromInline let speciesNumbersAreContiguous: Bool
    @usableFromInline let speciesCount: Int
    /// For each layer and key list: how the layer's keys line up with the stack's.
    let maps: [KeyListTable<LayerMap>]
    /// Every locale any set has a table for, sorted.
    let locales: [LocaleTag]
    let negotiator: LocaleNegotiator
    /// The chains resolved so far. A list, not a dictionary: a process negotiates a handful, and
    /// a dictionary keyed by arrays cost more to set up (the first time, in every process) than
    /// all the searches of the list.
    private let chains = PThreadMutex<[ChainNames]>([])

    private init(_ layers: [TableData], identity: Int) {
        self.identity = identity
        self.layers = layers
        let bundledData = LocalizationTables.bundled.data
        bundled = layers.map { $0 === bundledData }
        let base = layers.first { $0.catalog != nil }
        catalog = base?.catalog ?? .empty
        // The layer whose own key list a key list of the stack uses, if one does (then that
        // layer lines up with the stack as it is); otherwise the list is the union of the layers' keys.
        var owners: [KeyListKind: TableData] = [:]
        func index(_ list: KeyListKind) -> SlugIndex {
            if let owner = list == .labels && layers.count > 1 ? nil : base ?? (layers.count == 1 ? layers.first : nil) {
                owners[list] = owner
                return SlugIndex(keys: owner.keys[list], generated: owner.generatedKeys[list])
            }
            var seen = Set<String>()
            let ordered = (base.map { [$0] } ?? []) + layers
            let union = ordered.flatMap { $0.keys[list].strings }.filter { seen.insert($0).inserted }
            return SlugIndex(keys: KeyList(Array(union.prefix(SlugHash.maximumKeyCount))))
        }
        let indexes = KeyListTable(index)
        self.indexes = indexes
        species = indexes[.species]
        types = indexes[.types]
        labels = indexes[.labels]
        pokemon = indexes[.pokemon]
        let ids = catalog.speciesIDs
        speciesCount = ids.count
        speciesNumbersAreContiguous = ids.enumerated().allSatisfy { $0.element == $0.offset + 1 }
        maps = layers.map { layer in
            layer.keys.map { list, keys in owners[list] === layer ? .identity : LayerMap(keys: keys, index: indexes[list]) }
        }
        locales = Array(Set(layers.flatMap { $0.locales.map(\.tag) })).sorted()
        negotiator = LocaleNegotiator(available: locales)
    }

    /// The stacks made so far: weakly, those alive (a list, for the reason ``chains`` is one);
    /// the bundled tables' own, kept for the process as the constant tables it maps are (every
    /// `TableLocalizer()` and `PokemonCatalog()` uses it); and the identity the next one gets, a
    /// number never given before, so a locale of a stack that is gone never passes for one of a
    /// newer stack.
    private static let registry = PThreadMutex<Registry>(Registry())

    private struct Registry: Sendable {
        var alive: [WeakStack] = []
        var bundled: TableStack?
        var issued = 0
    }

    private struct WeakStack: Sendable {
        weak let stack: TableStack?
    }

    /// The stack of `tables`: the one alive for these sets in this order, else a new one.
    /// - Complexity: a lock and a search of the stacks alive (a handful in an app); a new stack
    ///   maps every set's keys (O(keys)).
    static func shared(for tables: [LocalizationTables]) -> TableStack {
        let layers = tables.map(\.data)
        return registry.withLock { registry in
            registry.alive.removeAll { $0.stack == nil }
            if let stack = registry.alive.lazy.compactMap(\.stack).first(where: { $0.layers.elementsEqual(layers, by: ===) }) {
                return stack
            }
            registry.issued += 1
            let stack = TableStack(layers, identity: registry.issued)
            registry.alive.append(WeakStack(stack: stack))
            if stack.bundled == [true] { registry.bundled = stack }
            return stack
        }
    }

    /// The resolved names of a chain of locales, resolved the first time the chain is asked for.
    /// - Complexity: a lock and a search of the chains resolved so far after the first; the first
    ///   decodes one name per entry of the chain's tables (see ``ChainNames``).
    func names(ofChain chain: [LocaleTag]) -> ChainNames {
        chains.withLock { chains in
            if let names = chains.first(where: { $0.chain == chain }) { return names }
            let names = ChainNames(chain: chain, stack: self)
            chains.append(names)
            return names
        }
    }
}

/// How one set's keys line up with a stack's: the same list, or a mapping both ways.
enum LayerMap: Sendable {
    /// The set's keys are the stack's.
    case identity
    /// The stack position of each of the set's keys (`nil` for a key the stack lacks), and back.
    case mapped(toStack: [Int?], fromStack: [Int: Int])

    init(keys: KeyList, index: SlugIndex) {
        let toStack = keys.strings.map { index.position(of: $0) }
        var fromStack: [Int: Int] = [:]
        for (local, position) in toStack.enumerated() {
            if let position { fromStack[position] = local }
        }
        self = .mapped(toStack: toStack, fromStack: fromStack)
    }

    /// The stack position of the set's key at `local`.
    func stackPosition(of local: Int) -> Int? {
        switch self {
        case .identity: local
        case .mapped(let toStack, _): toStack[local]
        }
    }

    /// The set's position of the stack's key at `position`, if the set has that key.
    func layerPosition(of position: Int) -> Int? {
        switch self {
        case .identity: position
        case .mapped(_, let fromStack): fromStack[position]
        }
    }
}
