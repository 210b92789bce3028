import Foundation

/// How a card writes its height, weight and list of types, in the card's locale.
///
/// Pass one to ``CardMaker/init(localizer:locale:formatter:)-(_,NameLocale,_)``. The product PokedexCardICU has
/// one through the system ICU (``/PokedexCardICU/ICUCardFormatter``, and a `CardMaker` initializer
/// that uses it); an app without ICU's headers to build it against (an iOS app) can write one
/// with Foundation's `MeasurementFormatter` and `ListFormatter`.
public protocol CardFormatter: Sendable {
    /// The height, from PokeAPI's decimetres; 0 means unknown (the games show "????").
    func height(decimetres: Int) throws(CardError) -> String
    /// The weight, from PokeAPI's hectograms; 0 means unknown (the games show "????").
    func weight(hectograms: Int) throws(CardError) -> String
    /// The type names joined as the locale joins a list: "Grass and Poison".
    func typeList(_ names: [String]) throws(CardError) -> String
}

/// A card that could not be made.
public enum CardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The card's formatter could not write a value; the message says what and how to fix it.
    case formatting(String)

    /// The message, as the formatter wrote it.
    public var description: String {
        switch self {
        case .formatting(let message): message
        }
    }
}

/// `localizedDescription`, which apps show, is the same sentence as `description`.
extension CardError: LocalizedError {
    /// The same sentence as `description`.
    public var errorDescription: String? { description }
}
