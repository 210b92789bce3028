import PokeTables

/// What a name names: a species, a type, a card label, a form… one of the package's tables.
///
/// Every kind the tables have is in ``all``, each declared once in the package (its folder, the
/// keys it is read against, what loccheck checks in it); the static members are typed shorthand
/// for the common ones. New kinds arrive as the tables grow, so code that goes over every kind
/// should iterate ``all`` rather than list them.
public struct NameKind: Hashable, Sendable, CustomStringConvertible {
    package let table: TableKind
    /// The table kind's position among ``/PokeTables/TableKind/allCases`` and its key list's among
    /// ``/PokeTables/KeyListKind/allCases``, found once here so a lookup reads them in O(1).
    @usableFromInline package let position: Int
    @usableFromInline package let keyListPosition: Int
    /// Species, types or labels, which every chain resolves at once; `nil` for a kind whose
    /// table is resolved the first time it is asked for.
    @usableFromInline let resolvedAtOnce: ResolvedKind?

    package init(_ table: TableKind) {
        self.table = table
        position = table.position
        keyListPosition = table.keyList.position
        resolvedAtOnce =
            switch table {
            case .species: .species
            case .types: .types
            case .labels: .labels
            default: nil
            }
    }

    /// The kind whose tables are in the folder `identifier` (`species`, `ui`, `fullnames`: the
    /// identifier of one of ``all``), as table files, PO contexts and the baseline name it; `nil`
    /// for a name no table has.
    public init?(identifier: String) {
        guard let table = TableKind(rawValue: identifier) else { return nil }
        self.init(table)
    }

    /// The kind's name in table files and their folder: `species`, `ui`.
    public var identifier: String { table.rawValue }

    /// ``identifier``.
    public var description: String { identifier }

    /// Whether the kind's tables name the entries of a list of their own (species, types,
    /// abilities, moves, items, natures…): what a Pokédex search finds. Not labels, forms, genus,
    /// search keys or game text, which belong to another list's entries or are no names.
    public var namesEntries: Bool { table.namesEntries }

    /// What one entry of the kind is, in English, for a list that mixes kinds: `species`,
    /// `ability`, `move`, `item` (the declaration's entry, "ability name", without "name").
    public var entryWord: String {
        let entry = table.declaration.entry
        return entry.hasSuffix(" name") ? String(entry.dropLast(" name".count)) : entry
    }

    /// Every kind of name the tables have, in the order the package declares them.
    public static var all: [NameKind] { TableKind.allCases.map(NameKind.init) }

    /// Species names ("Psyduck"), keyed by species slug (`psyduck`).
    public static let species = NameKind(.species)
    /// Type names ("Water"), keyed by type slug (`water`).
    public static let types = NameKind(.types)
    /// Card labels ("Type", "No.{number}"), keyed by label (`type`, `number`): the `ui` tables.
    public static let labels = NameKind(.labels)
    /// Form names ("Attack Forme"), keyed by `/pokemon` slug (`deoxys-attack`).
    public static let forms = NameKind(.forms)
    /// Whole names of forms ("Attack Deoxys"), keyed by `/pokemon` slug.
    public static let fullNames = NameKind(.fullNames)
    /// Romanized search keys of species names (`gorapadeok, gorapadug`), keyed by species slug.
    public static let searchKeys = NameKind(.searchKeys)
    /// The species' genus, shown under its name ("Duck Pokémon", 오리포켓몬), keyed by species slug.
    public static let genus = NameKind(.genus)
    /// Pokédex entries, keyed by species slug: each locale's entry from the newest game that has
    /// one in its language, as one line of display text. ``Localizer/entry(slug:in:)`` gives it
    /// with its game.
    public static let pokedexEntries = NameKind(.pokedexEntries)
    /// The game each locale's Pokédex entry comes from, a ``versions`` key (`sword`), keyed by
    /// species slug; not translated text: ``Localizer/entry(slug:in:)`` reads it with the entry.
    public static let entryVersions = NameKind(.entryVersions)
    /// Names of abilities, keyed by slug. An ability (`damp`): "Damp", 습기.
    public static let abilities = NameKind(.abilities)
    /// The games' one-line descriptions of abilities, keyed by ability slug: the newest version
    /// group's in each locale, as display text. ``Localizer/abilityDescription(slug:in:)`` gives one.
    public static let abilityDescriptions = NameKind(.abilityDescriptions)
    /// Names of moves, keyed by slug. A move (`water-gun`): "Water Gun", 물대포.
    public static let moves = NameKind(.moves)
    /// Names of items, keyed by slug. An item (`poke-ball`): "Poké Ball", 몬스터볼.
    public static let items = NameKind(.items)
    /// Names of natures, keyed by slug. A nature (`modest`): "Modest", 조심.
    public static let natures = NameKind(.natures)
    /// Names of stats, keyed by slug. A stat (`attack`, `special-attack`): "Attack", 공격.
    public static let stats = NameKind(.stats)
    /// Names of egg groups, keyed by slug. An egg group (`water1`): "Water 1", 수중 1.
    public static let eggGroups = NameKind(.eggGroups)
    /// Names of Pokédex colours, keyed by slug. A Pokédex colour category (`yellow`).
    public static let colors = NameKind(.colors)
    /// Names of Pokédex shapes, keyed by slug. A Pokédex body shape (`upright`).
    public static let shapes = NameKind(.shapes)
    /// Names of habitats, keyed by slug. A Pokédex habitat (`waters-edge`).
    public static let habitats = NameKind(.habitats)
    /// Names of generations, keyed by slug. A generation of the games (`generation-i`): "Generation I", 1세대.
    public static let generations = NameKind(.generations)
    /// Names of regions, keyed by slug. A region of the games (`kanto`): "Kanto", 관동.
    public static let regions = NameKind(.regions)
    /// Names of game versions, keyed by slug. A game version (`sword`): "Sword", 소드.
    public static let versions = NameKind(.versions)
}
