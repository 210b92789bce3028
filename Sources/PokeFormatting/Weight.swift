/// A Pokémon's weight as PokeAPI gives it, in hectograms.
///
/// Any `Int` makes a weight, and none can make a formatter trap: a value outside
/// ``formattableHectograms`` makes ``WeightFormatter/format(_:)`` throw
/// ``FormattingError/weightOutOfRange(hectograms:)``.
public struct Weight: Sendable, Hashable {
    /// The weights a formatter shows: 0 (unknown) through 1,000,000 hg (100 t), a hundred times
    /// the heaviest Pokémon (9,999 hg). Negative weights and larger ones are errors in the data's
    /// source, and past this bound the conversion to pounds would eventually overflow.
    public static let formattableHectograms: ClosedRange<Int> = 0...1_000_000

    /// The weight in hectograms as given, or nil when it is unknown (0).
    public let hectograms: Int?

    /// A weight from PokeAPI's hectograms; 0, PokeAPI's "unknown" (Eternamax Eternatus), makes
    /// an unknown weight.
    public init(hectograms: Int) {
        self.hectograms = hectograms == 0 ? nil : hectograms
    }

    /// An unknown weight, which formats as "????" like the games.
    public static let unknown = Weight(hectograms: 0)

    /// The hectograms to show, or nil when unknown.
    /// - Throws: ``FormattingError/weightOutOfRange(hectograms:)`` outside ``formattableHectograms``.
    func checkedHectograms() throws(FormattingError) -> Int? {
        guard let hectograms else { return nil }
        guard Self.formattableHectograms.contains(hectograms) else { throw .weightOutOfRange(hectograms: hectograms) }
        return hectograms
    }

    /// A weight in tenths of a pound, with the games' 0.4536 kg per pound, rounded half up.
    ///
    /// Integer arithmetic: tenths = hg × 10 / 4.536 = hg × 10000 / 4536; for
    /// ``formattableHectograms`` the products stay far below `Int.max`.
    static func roundedTenthsOfPound(hectograms: Int) -> Int {
        (hectograms * 10000 + 2268) / 4536
    }
}
