import Testing

@testable import PokeTables

@Suite("Decoding valid UTF-8 in place")
struct ValidUTF8Tests {
    @Test("the scalars decoded from a string's bytes are its unicodeScalars, for every scalar, and a false answer stops the walk")
    func decodesAsTheStandardLibrary() {
        let every = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
        // In texts of a few thousand scalars each, so every length of sequence sits beside every other.
        for start in stride(from: 0, to: every.count, by: 4096) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: every[start..<min(start + 4096, every.count)])
            var decoded: [Unicode.Scalar] = []
            #expect(
                ValidUTF8.allScalars(of: String(text)) {
                    decoded.append($0)
                    return true
                })
            #expect(decoded == Array(text), "from U+\(String(every[start].value, radix: 16))")
        }
        var seen: [Unicode.Scalar] = []
        #expect(
            !ValidUTF8.allScalars(of: "ab한c") {
                seen.append($0)
                return $0 != "한"
            })
        #expect(seen == ["a", "b", "한"])
    }

    @Test("bytes cut off inside a sequence end the walk without reading past them")
    func truncated() {
        let bytes: [UInt8] = [0x61, 0xED, 0x95]  // "a", then two of 한's three bytes
        var decoded: [Unicode.Scalar] = []
        let answer = bytes.withUnsafeBufferPointer {
            ValidUTF8.allScalars(of: $0) {
                decoded.append($0)
                return true
            }
        }
        #expect(answer)
        #expect(decoded == ["a"])
    }
}
