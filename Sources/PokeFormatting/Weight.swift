/// A Pokémon's weight as PokeAPI gives it, in hectograms.
public struct Weight: Sendable, Hashable {
    /// The weight in hectograms, or nil when it is unknown.
    public let hectograms: Int?

    /// A weight from PokeAPI's hectograms; 0, PokeAPI's "unknown" (Eternamax Eternatus), makes
    /// an unknown weight.
    public init(hectograms: Int) {
        precondition(hectograms >= 0, "A weight cannot be negative (\(hectograms) hg); pass PokeAPI's value, which is 0 or more.")
        self.hectograms = hectograms == 0 ? nil : hectograms
    }

    /// An unknown weight, which formats as "????" like the games.
    public static let unknown = Weight(hectograms: 0)

    /// The weight in tenths of a pound, with the games' 0.4536 kg per pound, rounded half up.
    ///
    /// Integer arithmetic: tenths = hg × 10 / 4.536 = hg × 10000 / 4536.
    var roundedTenthsOfPound: Int? {
        hectograms.map { ($0 * 10000 + 2268) / 4536 }
    }
}
