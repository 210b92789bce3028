// libFuzzer target: decoding arbitrary bytes as PokeAPI bodies must only ever throw, never crash;
// a body that decodes must encode and decode back to the same value; and the card maker, run on
// every pokemon that decodes (and on any height and weight a body holds, even ones decoding
// refuses), must give a card or a typed error, never crash.
// Built with SwiftPM (tools/fuzz/Package.swift), not compiled flat: see tools/fuzz.sh.
import Foundation
import PokeFormatting
import Pokedex
import PokedexCard
import PokedexCardICU

private let decoder = JSONDecoder()
private let encoder = JSONEncoder()

/// Card makers in an imperial and a metric locale, every width, and a locale whose names fall back.
private let makers: [CardMaker] = [
    ("en", MeasurementSystemChoice.asInGames, MeasurementWidth.short), ("en-GB", .regionPreference, .long),
    ("ko", .asInGames, .narrow), ("fr", .usCustomary, .short), ("zh-Hant", .metric, .long), ("ja-Latn", .asInGames, .short),
].map { locale, system, width in
    do {
        return try CardMaker(locale: locale, width: width, system: system)
    } catch {
        preconditionFailure("the card maker for \(locale) did not open: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func modelDecodingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    if let pokemon = roundTrip(Pokemon.self, body) {
        let facts = PokemonFacts(pokemon)
        for maker in makers {
            do {
                let card = try maker.card(for: facts)
                precondition(!card.summary.isEmpty, "an empty card for \(facts)")
            } catch {
                // Decoding refuses what can't be formatted, so a decoded pokemon always has a card.
                preconditionFailure("a decoded pokemon's card did not format: \(facts): \(error)")
            }
        }
    }
    _ = roundTrip(Species.self, body)
    _ = roundTrip(PokemonType.self, body)
    _ = roundTrip(ListPage.self, body)
    cardForAnyMeasurement(body)
    return 0
}

private func roundTrip<Model: Codable & Equatable>(_ type: Model.Type, _ body: Data) -> Model? {
    guard let value = try? decoder.decode(type, from: body) else { return nil }
    guard let encoded = try? encoder.encode(value) else { preconditionFailure("a decoded \(type) did not encode") }
    precondition((try? decoder.decode(type, from: encoded)) == value, "a \(type) changed in an encode/decode round trip")
    return value
}

/// A body's height and weight as any `Int`, unchecked, as an app could pass them.
private struct AnyMeasurements: Decodable {
    var height: Int?
    var weight: Int?
}

/// The card maker with whatever height and weight the body holds: a card, or the card's typed
/// error (`card(for:)` throws only `CardError`) for exactly the values outside the formattable
/// range, naming the value refused.
private func cardForAnyMeasurement(_ body: Data) {
    guard let measured = try? decoder.decode(AnyMeasurements.self, from: body) else { return }
    let height = measured.height ?? 7, weight = measured.weight ?? 69
    let facts = PokemonFacts(id: 1, slug: "bulbasaur", speciesID: 1, height: height, weight: weight,
                             types: ["grass", "poison"], artworkURL: nil)
    for maker in makers {
        let inRange = Height.formattableDecimetres.contains(height) && Weight.formattableHectograms.contains(weight)
        do {
            _ = try maker.card(for: facts)
            precondition(inRange, "height \(height) and weight \(weight) formatted, though one is out of range")
        } catch {
            precondition(!inRange, "height \(height), weight \(weight), both in range, refused: \(error)")
            let refused = Height.formattableDecimetres.contains(height) ? "\(weight)" : "\(height)"
            precondition(error.description.contains(refused), "the refusal names the value: \(error)")
        }
    }
}
