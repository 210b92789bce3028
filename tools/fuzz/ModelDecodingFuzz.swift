// libFuzzer target: decoding arbitrary bytes as PokeAPI bodies must only ever throw, never crash;
// a body that decodes must encode and decode back to the same value.
import Foundation

private let decoder = JSONDecoder()
private let encoder = JSONEncoder()

@_cdecl("LLVMFuzzerTestOneInput")
public func modelDecodingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    roundTrip(Pokemon.self, body)
    roundTrip(Species.self, body)
    roundTrip(PokemonType.self, body)
    roundTrip(ListPage.self, body)
    return 0
}

private func roundTrip<Model: Codable & Equatable>(_ type: Model.Type, _ body: Data) {
    guard let value = try? decoder.decode(type, from: body) else { return }
    guard let encoded = try? encoder.encode(value) else { preconditionFailure("a decoded \(type) did not encode") }
    precondition((try? decoder.decode(type, from: encoded)) == value, "a \(type) changed in an encode/decode round trip")
}
