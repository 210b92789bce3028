import PokeCommandLine
import PokeTables

extension TableKind {
    /// How a finding names this table's keys: "species key", "/pokemon key".
    var keyDescription: String {
        keyList == .pokemon ? keyList.keyDescription : "\(rawValue) key"
    }

    /// The tables a translator writes (every kind not ``isDerived``), in declaration order: what
    /// `export` writes, `import --table` fills and `add-locale` creates.
    static var translated: [TableKind] { allCases.filter { !$0.isDerived } }

    /// The kinds PokeAPI has (``TableDeclaration/pokeAPI``), which `import-pokeapi --csv` writes.
    static var inPokeAPI: [TableKind] { allCases.filter { $0.declaration.pokeAPI != nil } }

    /// `kinds` named as help and messages write them: "species, types, ui, forms and fullnames".
    static func listed(_ kinds: [TableKind], _ conjunction: String = "and") -> String {
        EnglishList.joined(kinds.map(\.rawValue), conjunction)
    }
}
