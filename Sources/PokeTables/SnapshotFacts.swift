/// The facts of each `/pokemon` entry beside its size and types: its abilities and base stats, and
/// its species' egg groups. Each is a file of its own under `snapshot/`, keyed by slug in the
/// order of the list it belongs to, a line per entry:
///
///     snapshot/pokemon-abilities.txt   psyduck = damp cloud-nine hidden:swift-swim
///     snapshot/pokemon-stats.txt       psyduck = hp:50 attack:52 defense:48 special-attack:65 special-defense:50 speed:55
///     snapshot/species-egggroups.txt   psyduck = water1 ground
///
/// An entry without a line has none of that fact (PokeAPI lists no abilities for a few of the
/// newest forms). Egg groups are keyed by species, as PokeAPI keeps them: every variety of a
/// species has its species' groups.
///
/// Each fact is declared once, in ``declaration``, as ``TableKind``'s kinds are: its file, the
/// lists that key it and that its values name, its limit, its header, and where PokeAPI's CSV dump
/// has it. The snapshot reader and writer and the CSV importer read the declaration.
package enum SnapshotFacts: CaseIterable, Sendable {
    case abilities, baseStats, eggGroups

    /// The most abilities an entry has: two and a hidden one (PokeAPI's slots 1–3).
    package static let maximumAbilities = 3
    /// The most egg groups a species has.
    package static let maximumEggGroups = 2
    /// How a hidden ability is marked in `pokemon-abilities.txt`.
    static let hiddenMark = "hidden:"

    /// What the fact is (``makeDeclaration()``'s, made once per fact): everything else reads this.
    /// - Complexity: O(1), an array read.
    package var declaration: SnapshotFactDeclaration { Self.declarations[Self.ordered.firstIndex(of: self)!] }

    /// ``allCases``, made once (each read of `allCases` builds the array).
    private static let ordered = allCases
    /// Each fact's declaration, in ``allCases``' order.
    private static let declarations = ordered.map { $0.makeDeclaration() }

    /// What the fact is. The one `switch` over the facts' declarations: ``declaration`` reads it, once per fact.
    private func makeDeclaration() -> SnapshotFactDeclaration {
        switch self {
        case .abilities:
            SnapshotFactDeclaration(
                file: "snapshot/pokemon-abilities.txt", keys: .pokemon, values: .abilities, value: "ability",
                maximum: .init(
                    count: Self.maximumAbilities, plural: "abilities", reason: "a Pokémon has at most {count}, two and a hidden one"),
                pokeAPI: .init(file: "pokemon_abilities.csv", owner: "pokemon_id", value: "ability_id", extra: ["slot", "is_hidden"]),
                header: [
                    "PokeAPI abilities of each /pokemon entry: slug = abilities in slot order, a hidden one as hidden:slug, from {csv}.",
                    "An entry without a line has no ability in PokeAPI.",
                ])
        case .baseStats:
            SnapshotFactDeclaration(
                file: "snapshot/pokemon-stats.txt", keys: .pokemon, values: .stats, value: "stat", maximum: nil,
                pokeAPI: .init(file: "pokemon_stats.csv", owner: "pokemon_id", value: "stat_id", extra: ["base_stat"]),
                header: [
                    "PokeAPI base stats of each /pokemon entry: slug = stat:value for each stat, in the stat list's order, from {csv}."
                ])
        case .eggGroups:
            SnapshotFactDeclaration(
                file: "snapshot/species-egggroups.txt", keys: .species, values: .eggGroups, value: "egg group",
                maximum: .init(count: Self.maximumEggGroups, plural: "egg groups", reason: "a species has at most {count}"),
                pokeAPI: .init(file: "pokemon_egg_groups.csv", owner: "species_id", value: "egg_group_id", extra: []),
                header: [
                    "PokeAPI egg groups of each species: slug = egg groups by egg group id (the server's order), from {csv}.",
                    "Every variety of a species has its species' egg groups.",
                ])
        }
    }

    /// The file, relative to the tables directory.
    package var file: String { declaration.file }

    /// Every fact file.
    package static let files = allCases.map(\.file)

    /// The key list whose slugs key the file's lines.
    var keys: KeyListKind { declaration.keys }
    /// The key list the values name.
    var values: KeyListKind { declaration.values }
}

/// What a ``SnapshotFacts`` fact is; see ``SnapshotFacts/declaration``.
package struct SnapshotFactDeclaration: Sendable {
    /// The most values one line may have, and how a message says so.
    package struct Maximum: Sendable {
        package let count: Int
        /// The values, for messages: "abilities".
        package let plural: String
        /// Why a line may have no more, with `{count}` for ``count``: "a species has at most {count}".
        package let reason: String
    }

    /// Where PokeAPI's CSV dump (`data/v2/csv`) has the fact: a file with a row per value, whose
    /// `owner` column is the id of the entry (or species) that has it and whose `value` column is
    /// the id of the value in ``SnapshotFactDeclaration/values``' list.
    package struct PokeAPIRows: Sendable {
        package let file: String
        package let owner: String
        package let value: String
        /// More columns of whole numbers each row carries: an ability's slot and whether it is hidden, a stat's value.
        package let extra: [String]
    }

    /// The file, relative to the tables directory.
    package let file: String
    /// The key list whose slugs key the file's lines.
    package let keys: KeyListKind
    /// The key list the values name.
    package let values: KeyListKind
    /// What one value is, for messages: "egg group".
    package let value: String
    /// The most values a line may have; nil for no limit but the list's length.
    package let maximum: Maximum?
    /// Where PokeAPI's CSV dump has the fact.
    package let pokeAPI: PokeAPIRows
    /// The file's header comments, before the source and date.
    package let header: [String]

    /// - Parameter header: the header, with `{csv}` for the file of ``pokeAPI``.
    init(file: String, keys: KeyListKind, values: KeyListKind, value: String, maximum: Maximum?, pokeAPI: PokeAPIRows, header: [String]) {
        self.file = file
        self.keys = keys
        self.values = values
        self.value = value
        self.maximum = maximum
        self.pokeAPI = pokeAPI
        self.header = header.map { $0.replacing("{csv}", with: pokeAPI.file) }
    }
}
