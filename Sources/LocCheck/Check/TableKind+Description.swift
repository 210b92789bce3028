import PokeTables

extension TableKind {
    /// How a finding names this table's keys: "species key", "/pokemon key".
    var keyDescription: String {
        keyList == .pokemon ? keyList.keyDescription : "\(rawValue) key"
    }

    /// The tables a translator writes (``TableDeclaration/isTranslated``: not search keys, not an
    /// entry's game), in declaration order: what `export` writes, `import --table` fills and
    /// `add-locale` creates.
    package static var translated: [TableKind] { allCases.filter(\.declaration.isTranslated) }

    /// The kinds PokeAPI has (``TableDeclaration/pokeAPI``), which `import-pokeapi --csv` writes.
    package static var inPokeAPI: [TableKind] { allCases.filter { $0.declaration.pokeAPI != nil } }

    /// The kinds PokeAPI has in its recorded `/pokemon-species` responses, not its CSV dump: the
    /// Pokédex entries and their games, which `import-pokeapi --api-data` writes.
    package static var fromSpeciesResponses: [TableKind] {
        allCases.filter { if case .speciesFlavorText = $0.declaration.pokeAPI { true } else { false } }
    }

    /// `kinds` named as help and messages write them: "species, types, ui, forms and fullnames".
    package static func listed(_ kinds: [TableKind], _ conjunction: String = "and") -> String {
        EnglishList.joined(kinds.map(\.rawValue), conjunction)
    }
}
