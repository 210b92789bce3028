/// A Pokémon's height as PokeAPI gives it, in decimetres.
public struct Height: Sendable, Hashable {
    /// The height in decimetres, or nil when it is unknown.
    public let decimetres: Int?

    /// A height from PokeAPI's decimetres; 0, PokeAPI's "unknown", makes an unknown height.
    public init(decimetres: Int) {
        precondition(decimetres >= 0, "A height cannot be negative (\(decimetres) dm); pass PokeAPI's value, which is 0 or more.")
        self.decimetres = decimetres == 0 ? nil : decimetres
    }

    /// An unknown height, which formats as "????" like the games.
    public static let unknown = Height(decimetres: 0)

    /// The height in whole inches, rounded half up as the games do (1 in = 2.54 cm).
    ///
    /// Integer arithmetic, so no value lands on the wrong side of a rounding boundary.
    var roundedInches: Int? {
        decimetres.map { ($0 * 1000 + 127) / 254 }
    }
}
