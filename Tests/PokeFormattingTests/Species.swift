import PokeFormatting

/// PokeAPI heights (dm) and weights (hg) of species the tests use, from pokemon.csv.
enum Species {
    /// Psyduck, #54: 8 dm, 196 hg; the games show 2′07″ and 43.2 lbs.
    static let psyduck = (height: Height(decimetres: 8), weight: Weight(hectograms: 196))
    /// Cosmoem, #790: the lightest-looking extremes, 1 dm and 9999 hg; the games show 0′04″ and 2204.4 lbs.
    static let cosmoem = (height: Height(decimetres: 1), weight: Weight(hectograms: 9999))
    /// Eternamax Eternatus, id 10190: 1000 dm, and weight 0, which PokeAPI uses for unknown.
    static let eternamaxEternatus = (height: Height(decimetres: 1000), weight: Weight(hectograms: 0))
    /// Bulbasaur, #1: 7 dm, 69 hg.
    static let bulbasaur = (height: Height(decimetres: 7), weight: Weight(hectograms: 69))
}
