import Testing

@testable import PokeTransforms

@Suite("Ideographs")
struct IdeographTests {
    @Test("isIdeographicFast answers as Unicode's Ideographic property does, for every scalar")
    func matchesTheProperty() {
        var differing: [UInt32] = []
        var ideographs = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.properties.isIdeographic { ideographs += 1 }
            if scalar.isIdeographicFast != scalar.properties.isIdeographic { differing.append(value) }
        }
        #expect(differing.isEmpty, "differ at \(differing.prefix(5).map { String($0, radix: 16) })")
        #expect(ideographs > 90_000)
    }
}
