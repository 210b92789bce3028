import PokeFormatting
import Testing

/// Every value PokeAPI can hold, checked against the games' arithmetic done independently in
/// floating point: 1 in = 2.54 cm and 1 lb = 0.4536 kg, rounded half up.
@Suite("Imperial numbers match the games")
struct GameArithmeticTests {
    @Test func everyWeightFrom1To9999Hectograms() throws {
        let formatter = try WeightFormatter(locale: "en", system: .usCustomary)
        for hectograms in 1...9999 {
            let tenths = Int((Double(hectograms) / 10 / 0.4536 * 10).rounded(.toNearestOrAwayFromZero))
            let whole = tenths / 10
            let grouped = whole >= 1000 ? "\(whole / 1000),\(String(whole % 1000).leftPadded(to: 3))" : "\(whole)"
            let expected = "\(grouped).\(tenths % 10) lb"
            let actual = try formatter.format(Weight(hectograms: hectograms))
            #expect(actual == expected, "\(hectograms) hg")
            if actual != expected { return }
        }
    }

    @Test func everyHeightFrom1To1000Decimetres() throws {
        let formatter = try HeightFormatter(locale: "en", system: .usCustomary)
        for decimetres in 1...1000 {
            let inches = Int((Double(decimetres) * 10 / 2.54).rounded(.toNearestOrAwayFromZero))
            let expected = "\(inches / 12) ft, \(inches % 12) in"
            let actual = try formatter.format(Height(decimetres: decimetres))
            #expect(actual == expected, "\(decimetres) dm")
            if actual != expected { return }
        }
    }

    @Test func theGamesOwnFigures() throws {
        // Pokédex entries as the US games print them: Pikachu 1′04″ 13.2 lbs, Snorlax 6′11″ 1014.1 lbs.
        let height = try HeightFormatter(locale: "en")
        let weight = try WeightFormatter(locale: "en")
        #expect(try height.format(Height(decimetres: 4)) == "1 ft, 4 in")
        #expect(try weight.format(Weight(hectograms: 60)) == "13.2 lb")
        #expect(try height.format(Height(decimetres: 21)) == "6 ft, 11 in")
        #expect(try weight.format(Weight(hectograms: 4600)) == "1,014.1 lb")
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
