/// A Pokémon's height as PokeAPI gives it, in decimetres.
///
/// Any `Int` makes a height, and none can make a formatter trap: a value outside
/// ``formattableDecimetres`` makes ``HeightFormatter/format(_:)`` throw
/// ``FormattingError/heightOutOfRange(decimetres:)``.
public struct Height: Sendable, Hashable {
    /// The heights a formatter shows: 0 (unknown) through 1,000,000 dm (100 km), a thousand
    /// times the tallest Pokémon (Eternamax Eternatus, 1,000 dm). Negative heights and larger ones
    /// are errors in the data's source, and past this bound the conversion to inches would
    /// eventually overflow.
    public static let formattableDecimetres: ClosedRange<Int> = 0...1_000_000

    /// The height in decimetres as given, or nil when it is unknown (0).
    public let decimetres: Int?

    /// A height from PokeAPI's decimetres; 0, PokeAPI's "unknown", makes an unknown height.
    public init(decimetres: Int) {
        self.decimetres = decimetres == 0 ? nil : decimetres
    }

    /// An unknown height, which formats as "????" like the games.
    public static let unknown = Height(decimetres: 0)

    /// The decimetres to show, or nil when unknown.
    /// - Throws: ``FormattingError/heightOutOfRange(decimetres:)`` outside ``formattableDecimetres``.
    func checkedDecimetres() throws(FormattingError) -> Int? {
        guard let decimetres else { return nil }
        guard Self.formattableDecimetres.contains(decimetres) else { throw .heightOutOfRange(decimetres: decimetres) }
        return decimetres
    }

    /// A height in whole inches, rounded half up as the games do (1 in = 2.54 cm).
    ///
    /// Integer arithmetic, so no value lands on the wrong side of a rounding boundary; for
    /// ``formattableDecimetres`` the products stay far below `Int.max`.
    static func roundedInches(decimetres: Int) -> Int {
        (decimetres * 1000 + 127) / 254
    }
}
