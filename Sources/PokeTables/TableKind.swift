/// The tables the package keeps, one file per table and locale: `<folder>/<locale>.txt`.
///
/// Each kind is declared once, in ``declaration``: its folder, the key list it is read against,
/// what loccheck checks in it, where PokeAPI has it and how a translator's note describes it.
/// The generator, the generated code's columns, the runtime tables, loccheck's checks, importers,
/// corrections, PO/XLIFF and the help read the declaration; none of them lists the kinds again.
/// Adding a kind is a case here, its declaration, its data, and (optionally) a typed helper.
package enum TableKind: String, CaseIterable, Hashable, Sendable, Comparable {
    case species
    case types
    case labels = "ui"
    case forms
    case fullNames = "fullnames"
    case searchKeys = "searchkeys"
    case genus
    case pokedexEntries = "pokedexentries"
    case entryVersions = "entryversions"
    case abilities
    case abilityDescriptions = "abilitydescriptions"
    case moves
    case items
    case natures
    case stats
    case eggGroups = "egggroups"
    case colors
    case shapes
    case habitats
    case generations
    case regions
    case versions

    /// What the kind is (``makeDeclaration()``'s, made once per kind): everything else reads this.
    /// - Complexity: O(1), an array read.
    package var declaration: TableDeclaration { Self.declarations[position] }

    /// The kind's position among ``allCases``, where tables kept per kind keep its value.
    /// - Complexity: O(kinds), comparisons of the cases (no hashing, no allocation).
    package var position: Int { Self.ordered.firstIndex(of: self)! }

    /// ``allCases``, made once (each read of `allCases` builds the array).
    private static let ordered = allCases
    /// Each kind's declaration, by ``position``.
    private static let declarations = ordered.map { $0.makeDeclaration() }

    /// What the kind is. The one `switch` over the kinds: ``declaration`` reads it, once per kind.
    private func makeDeclaration() -> TableDeclaration {
        switch self {
        case .species:
            TableDeclaration(
                header: "Species names in {locale}, keyed by PokeAPI slug, in National Pokédex order.",
                summary: "Species names, keyed by PokeAPI species slug, in National Pokédex order.",
                entry: "species name", keys: .species,
                pokeAPI: .names(file: Self.speciesNamesFile, id: "pokemon_species_id", column: "name"),
                note: "National Pokédex No. {number}.")
        case .types:
            TableDeclaration(
                header: "Type names in {locale}, keyed by PokeAPI slug, in PokeAPI's type order.",
                summary: "Type names, keyed by type slug, in PokeAPI's type order.",
                entry: "type name", keys: .types,
                pokeAPI: .names(file: "type_names.csv", id: "type_id", column: "name"),
                note: "A Pokémon type, as the card shows it after the type label.")
        case .labels:
            TableDeclaration(
                header: "Pokédex card labels in {locale}.",
                summary:
                    "Pokédex card labels, with the keys of ui/en.txt: number, where {number} is replaced (\"No.{number}\" in English), type, types, height, weight, unknown, form-pattern, which joins a species and a form name: {species} and {form} are replaced (\"{species} ({form})\" in English), ability, abilities, hidden-ability, base-stats, egg-group, egg-groups, fallback, the note under a card some of whose parts came from another language: {locales} is replaced (\"Shown in another language ({locales})\" in English), and from-server, the note under a card some of whose names came from a server, not reviewed (\"From the server, not yet reviewed\" in English).",
                entry: "label", keys: .labels, namesMayRepeat: true, checksScript: false,
                note: "A label on the Pokédex card.")
        case .forms:
            TableDeclaration(
                header: "Form names in {locale}, keyed by PokeAPI /pokemon slug, in /pokemon id order.",
                summary: "Form names (\"Attack Forme\"), keyed by /pokemon slug (deoxys-attack), for the /pokemon entries English names.",
                entry: "form name", keys: .pokemon, expected: .namedInEnglish, namesMayRepeat: true, checksScript: false,
                pokeAPI: .formNames(column: "form_name"),
                note: "A form of {species}, National Pokédex No. {number} (/pokemon {key}){display}.")
        case .fullNames:
            TableDeclaration(
                header: "Full names of /pokemon entries in {locale} where PokeAPI has one, keyed by /pokemon slug.",
                summary:
                    "Whole names of forms where PokeAPI has one (\"Attack Deoxys\"), keyed by /pokemon slug; shown only where a locale has no form name.",
                entry: "full name", keys: .pokemon, expected: .namedInEnglish, namesMayRepeat: true, checksScript: false,
                // Shown only where a locale lacks the form name, which the pattern would make
                // the same: counting both would count each form twice.
                countsTowardCoverage: false,
                pokeAPI: .formNames(column: "pokemon_name"),
                note:
                    "The whole name of {species}{form}, National Pokédex No. {number} (/pokemon {key}); shown only where this locale has no form name."
            )
        case .searchKeys:
            TableDeclaration(
                header: "Romanized search keys of the species names in {locale}, keyed by PokeAPI slug, in National Pokédex order.",
                summary:
                    "Romanized search keys of the species names of non-Latin locales (kedaya, gorapadeok), keyed by species slug; written by import-search-keys.",
                entry: "search key", keys: .species, isDerived: true, namesMayRepeat: true,
                checksScript: false, countsTowardCoverage: false,
                note: "National Pokédex No. {number}.")
        case .genus:
            TableDeclaration(
                header: "Species genera in {locale}, keyed by PokeAPI slug, in National Pokédex order.",
                summary:
                    "The genus of each species, shown under its name (\"Duck Pokémon\", 오리포켓몬), keyed by species slug, in National Pokédex order.",
                entry: "genus", keys: .species, namesMayRepeat: true,  // "Mouse Pokémon" is Pikachu's and Rattata's.
                pokeAPI: .names(file: Self.speciesNamesFile, id: "pokemon_species_id", column: "genus"),
                note: "The genus of {species}, National Pokédex No. {number}, shown under its name.")
        case .pokedexEntries:
            TableDeclaration(
                header:
                    "Pokédex entries in {locale}, each the newest game's that has one in this language (entryversions/{locale}.txt names the game), keyed by PokeAPI slug, in National Pokédex order.",
                summary:
                    "The Pokédex entry of each species, the newest game's in the locale (the game is in entryversions), as one line of display text (Resources/README.md, Prose), keyed by species slug.",
                entry: "Pokédex entry", keys: .species, value: .prose,
                pokeAPI: .speciesFlavorText(.text),
                note: "The Pokédex entry of {species}, National Pokédex No. {number}{game}.")
        case .entryVersions:
            TableDeclaration(
                header:
                    "The game each Pokédex entry in {locale} comes from (a versions key), keyed by PokeAPI slug, in National Pokédex order.",
                summary:
                    "The game each locale's Pokédex entry comes from, a versions key (sword), for the keys of the locale's pokedexentries table; not translated.",
                entry: "entry's game", keys: .species, expected: .sameAs(.pokedexEntries), value: .keys(of: .versions),
                namesMayRepeat: true, checksScript: false, countsTowardCoverage: false,
                pokeAPI: .speciesFlavorText(.version),
                note: "The game the Pokédex entry of {species} comes from.")
        case .abilities:
            .pokeAPIName(
                .abilities, "abilities", "ability", in: "ability_names.csv", id: "ability_id", example: "Damp, 습기",
                note: "An ability ({key}) of {holders}, as the card lists a Pokémon's abilities.")
        case .abilityDescriptions:
            // Abilities that do the same have the same text (Clear Body and White Smoke).
            TableDeclaration(
                header:
                    "The games' descriptions of abilities in {locale}, each the newest version group's, keyed by PokeAPI slug, in PokeAPI's id order.",
                summary:
                    "The games' one-line description of each ability, the newest version group's in the locale, as display text (Resources/README.md, Prose), keyed by ability slug.",
                entry: "ability description", keys: .abilities, expected: .namedInEnglish, value: .prose, namesMayRepeat: true,
                pokeAPI: .flavorText(file: "ability_flavor_text.csv", id: "ability_id", column: "flavor_text"),
                note: "The games' description of the ability {name} ({key}), an ability of {holders}.")
        case .moves:
            .pokeAPIName(
                .moves, "moves", "move", in: "move_names.csv", id: "move_id", example: "Water Gun, 물대포",
                note: "A move ({key}).")
        case .items:
            // Many items share a name: the 'Data Card' of each number, the TMs of several games.
            .pokeAPIName(
                .items, "items", "item", in: "item_names.csv", id: "item_id", example: "Poké Ball, 몬스터볼",
                namesMayRepeat: true, note: "An item ({key}).")
        case .natures:
            .pokeAPIName(
                .natures, "natures", "nature", in: "nature_names.csv", id: "nature_id", example: "Modest, 조심",
                note: "A nature ({key}).")
        case .stats:
            .pokeAPIName(
                .stats, "stats", "stat", in: "stat_names.csv", id: "stat_id", example: "Attack, 공격",
                note: "A stat ({key}), a base stat of {holders}; the card shows each base stat under its name.")
        case .eggGroups:
            .pokeAPIName(
                .eggGroups, "egg groups", "egg group", in: "egg_group_prose.csv", id: "egg_group_id", example: "Water 1, 수중 1",
                note: "An egg group ({key}) of {holders}, as the card lists a species' egg groups.")
        case .colors:
            .pokeAPIName(
                .colors, "Pokédex colours", "colour", in: "pokemon_color_names.csv", id: "pokemon_color_id", example: "Yellow, 노랑",
                note: "A Pokédex colour category ({key}).")
        case .shapes:
            .pokeAPIName(
                .shapes, "Pokédex shapes", "shape", in: "pokemon_shape_prose.csv", id: "pokemon_shape_id", example: "Upright, Droit",
                note: "A Pokédex body shape ({key}).")
        case .habitats:
            .pokeAPIName(
                .habitats, "habitats", "habitat", in: "pokemon_habitat_names.csv", id: "pokemon_habitat_id", example: "water's edge",
                note: "A Pokédex habitat ({key}).")
        case .generations:
            .pokeAPIName(
                .generations, "generations", "generation", in: "generation_names.csv", id: "generation_id", example: "Generation I, 1세대",
                note: "A generation of the games ({key}).")
        case .regions:
            .pokeAPIName(
                .regions, "regions", "region", in: "region_names.csv", id: "region_id", example: "Kanto, 관동",
                note: "A region of the games ({key}).")
        case .versions:
            // Red in Japan and abroad (`red-japan`, `red`) share a name, as in English: duplicate-name
            // accepts what English shares, so the names need not be declared as repeating.
            .pokeAPIName(
                .versions, "game versions", "game version", in: "version_names.csv", id: "version_id", example: "Sword, 소드",
                note: "A game version ({key}).")
        }
    }

    /// PokeAPI's file of species names, which has the genus beside each name.
    private static let speciesNamesFile = "pokemon_species_names.csv"

    /// The folder under the tables directory that holds this table's files: the kind's name.
    package var directory: String { rawValue }

    /// The first header line of one locale's file: what it holds, keyed how, in which order.
    package func header(for locale: LocaleTag) -> String {
        declaration.header.replacing("{locale}", with: locale.description)
    }

    /// The path of one locale's file, relative to the tables directory.
    package func relativePath(for locale: LocaleTag) -> String {
        "\(directory)/\(locale).txt"
    }

    /// The key list the table's values are read against (``TableDeclaration/keys``).
    package var keyList: KeyListKind { declaration.keys }

    /// Whether a command derives the table from the locale's names (search keys), rather than a
    /// translator writing it: only some locales have one, and translation tools never see it.
    package var isDerived: Bool { declaration.isDerived }

    /// Whether the keys are `/pokemon` slugs (forms and full names).
    package var isKeyedByPokemon: Bool { keyList == .pokemon }

    /// The table that says which game each of this table's texts comes from: the kind whose keys
    /// are this one's (``TableDeclaration/ExpectedKeys/sameAs(_:)``) and whose values are `versions`
    /// keys (`entryversions` for `pokedexentries`); nil for other tables.
    package var versionTable: TableKind? {
        Self.allCases.first { $0.declaration.expected == .sameAs(self) && $0.declaration.value == .keys(of: .versions) }
    }

    package static func < (lhs: TableKind, rhs: TableKind) -> Bool {
        lhs.position < rhs.position
    }
}

/// What a ``TableKind`` is; see ``TableKind/declaration``.
package struct TableDeclaration: Sendable {
    /// Which keys every locale's table should have.
    package enum ExpectedKeys: Sendable, Equatable {
        /// Every key of the key list.
        case all
        /// The keys the reference locale (English) names: forms, which only some entries have.
        case namedInEnglish
        /// The keys the same locale's table of another kind has: the game of each Pokédex entry
        /// the locale has, no more and no fewer.
        case sameAs(TableKind)
    }

    /// What a table's values are, which decides what loccheck checks in them.
    package enum Value: Sendable, Equatable {
        /// A name: short, one per key, checked for its script and (unless ``namesMayRepeat``) for
        /// being another key's name too (`wrong-script`, `duplicate-name`, `untranslated-copy`).
        case name
        /// Game text, sentences long, stored as one line of display text (``GameText``): checked
        /// for the layout escapes, split words and unbalanced pairs game text brings, for English
        /// left in place and (unless ``namesMayRepeat``) for another key's text (the prose rules).
        case prose
        /// A key of another list (an entry's game is a `versions` key): not translated, and each
        /// value must be a key of that list (`unknown-value`).
        case keys(of: KeyListKind)
    }

    /// Which part of the recorded `/pokemon-species/{id}` responses a table holds.
    package enum EntryField: Sendable, Equatable {
        /// The text of the newest game's `flavor_text_entries` entry in each language.
        case text
        /// The game (`version`) that entry is from.
        case version
    }

    /// Where PokeAPI's CSV dump (`data/v2/csv`) has the names, for the importer and corrections.
    package enum PokeAPIColumn: Sendable, Equatable {
        /// A names file with one row per entry and language: the entry's id column, the name column.
        case names(file: String, id: String, column: String)
        /// `pokemon_form_names.csv`, whose rows name the default form of each `/pokemon` entry.
        case formNames(column: String)
        /// The games' text in a file with one row per entry, version group and language (such as
        /// `ability_flavor_text.csv`): the newest version group's (by `version_groups.csv`
        /// `order`) in each language, as display text (``GameText``).
        case flavorText(file: String, id: String, column: String)
        /// Not in the CSV dump: the recorded `/pokemon-species/{id}` responses (PokeAPI's
        /// api-data), whose `flavor_text_entries` hold every game's Pokédex entry per language;
        /// the newest game's (by `version_groups.csv` `order`, then `versions.csv` id) is taken.
        case speciesFlavorText(EntryField)
    }

    /// The first header line of the locale's file the importer writes, `{locale}` filled.
    package let header: String
    /// One line for the help and the docs.
    package let summary: String
    /// What one value is, for messages: "species name", "label".
    package let entry: String
    /// The key list the table is read against.
    package let keys: KeyListKind
    /// Which keys every locale should have.
    package let expected: ExpectedKeys
    /// What the values are: names, prose, or keys of another list.
    package let value: Value
    /// Whether a command writes it from the locale's other tables (search keys), not a translator.
    package let isDerived: Bool
    /// Whether two keys may have the same name in one locale (labels: タイプ is type and types).
    package let namesMayRepeat: Bool
    /// Whether names are checked for the locale's script (`wrong-script`, `han-variant`).
    package let checksScript: Bool
    /// Whether a locale's coverage percentage counts the table's names.
    package let countsTowardCoverage: Bool
    /// Where PokeAPI's CSV dump has the names; nil for a table PokeAPI doesn't have.
    package let pokeAPI: PokeAPIColumn?
    /// The translator's note, with `{number}`, `{species}`, `{key}`, `{form}`, `{display}`, `{name}`
    /// (the English name of the key, from its list's name table), `{game}` (the games the texts
    /// come from, from ``TableKind/versionTable``) and `{holders}` (the Pokémon that have the key,
    /// for a key list a snapshot fact names: ``SnapshotFacts/naming(_:)``) filled for the entry (see
    /// loccheck's `TranslatorNote`, which also says what else the offline data knows of the key).
    package let note: String

    package init(
        header: String, summary: String, entry: String, keys: KeyListKind, expected: ExpectedKeys = .all,
        value: Value = .name, isDerived: Bool = false, namesMayRepeat: Bool = false, checksScript: Bool = true,
        countsTowardCoverage: Bool = true, pokeAPI: PokeAPIColumn? = nil, note: String
    ) {
        self.header = header
        self.summary = summary
        self.entry = entry
        self.keys = keys
        self.expected = expected
        self.value = value
        self.isDerived = isDerived
        self.namesMayRepeat = namesMayRepeat
        self.checksScript = checksScript
        self.countsTowardCoverage = countsTowardCoverage && !isDerived
        self.pokeAPI = pokeAPI
        self.note = note
    }

    /// Whether a translator writes the table: not derived from other tables (search keys), and
    /// text rather than keys of another list (an entry's game). `export`, `import` and
    /// `add-locale` handle these tables only.
    package var isTranslated: Bool {
        guard !isDerived else { return false }
        if case .keys = value { return false }
        return true
    }

    /// Whether two keys' names must differ (`duplicate-name`): names that may not repeat, not prose
    /// (the prose rules compare texts) or keys of a list.
    package var namesMustDiffer: Bool { value == .name && !namesMayRepeat }

    /// A table of the names of one of PokeAPI's lists (abilities, moves, egg groups…), which its
    /// `file` keeps in a `name` column by the list's `id` column: the header, summary and entry
    /// words follow from `plural` and `singular`.
    static func pokeAPIName(
        _ keys: KeyListKind, _ plural: String, _ singular: String, in file: String, id: String,
        example: String, namesMayRepeat: Bool = false, note: String
    ) -> TableDeclaration {
        TableDeclaration(
            header: "Names of \(plural) in {locale}, keyed by PokeAPI slug, in PokeAPI's id order.",
            summary: "Names of \(plural) (\(example)), keyed by \(singular) slug, in PokeAPI's id order.",
            // Some entries have no name in PokeAPI in any language (Gen I's Special stat; 46 items
            // until named from jpoke): nameless-entry reports them. A locale is expected to name
            // what English names.
            entry: "\(singular) name", keys: keys, expected: .namedInEnglish, namesMayRepeat: namesMayRepeat,
            pokeAPI: .names(file: file, id: id, column: "name"), note: note)
    }
}

/// Where the package's reference data lives inside a tables directory.
package enum TableLayout {
    /// The API's species list: `id = slug`.
    package static let speciesSnapshot = "snapshot/species.txt"
    /// The API's type list: `id = slug`.
    package static let typeSnapshot = "snapshot/types.txt"
    /// Every `/pokemon` entry: `id = slug species height weight type[,type]`.
    package static let pokemonSnapshot = "snapshot/pokemon.txt"
    /// Every file of the snapshot, one per key list it keeps (``KeyListKind/snapshotFile``).
    package static let snapshotPaths = KeyListKind.allCases.compactMap(\.snapshotFile)
    /// Known, accepted findings, each with its reason.
    package static let baseline = "loccheck-baseline.txt"
    /// The locale whose `ui` table defines the label keys every other locale must have.
    package static let referenceLocale = LocaleTag("en")!

    /// The kind of table a path inside a tables directory is of, by its folder (`species/ko.txt`
    /// → species); `nil` for a path in no table's folder.
    package static func kind(ofPath path: String) -> TableKind? {
        path.split(separator: "/", maxSplits: 1).first.flatMap { TableKind(rawValue: String($0)) }
    }

    /// Whether a path inside a tables directory is in the snapshot's folder: its lists
    /// (``snapshotPaths``) and the facts of its entries (``SnapshotFacts/files``).
    package static func isSnapshot(_ path: String) -> Bool {
        path.hasPrefix("snapshot/")
    }

    /// Whether a file is one a layer's keys are read against: the snapshot's lists and the
    /// English tables (which define the keys of labels and forms). loccheck embeds them
    /// (`BundledReference`); pokegen reads them beside a layer to warn about its unknown keys.
    package static func isReference(_ path: String) -> Bool {
        isSnapshot(path) || path.hasSuffix("/\(referenceLocale).txt")
    }
}

extension TableKind {
    /// Whether the kind's tables name the entries of a list of their own (species, types,
    /// abilities, moves, items, natures…): what a Pokédex search finds. Not labels, forms, genus,
    /// search keys or game text, which belong to another list's entries or are no names.
    package var namesEntries: Bool {
        declaration.value == .name && keyList.rawValue == rawValue && self != .labels
    }
}
