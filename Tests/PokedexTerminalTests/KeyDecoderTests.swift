import Artwork
import CommandTestSupport
import PokedexTerminal
import Testing

/// Bytes a terminal sends, as keys and reports, however the reads split them.
@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [TerminalInput] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[1;5A", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down),
        ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete),
        ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\t", .tab),
        ("\u{03}", .control("c")), ("\u{15}", .control("u")), ("\u{1B}", .escape), ("j", .character("j")),
        ("/", .character("/")), ("ㄱ", .character("ㄱ")), ("피", .character("피")), ("🦆", .character("🦆")),
    ])
    func keys(bytes: String, key: Key) {
        #expect(decode(bytes) == [.key(key)])
    }

    @Test func reportsOfTheQueries() {
        #expect(decode("\u{1B}[?62;4;22c") == [.report(.deviceAttributes([62, 4, 22]))])
        #expect(decode("\u{1B}[?1;2c") == [.report(.deviceAttributes([1, 2]))])
        #expect(decode("\u{1B}]11;rgb:ffff/8080/0000\u{1B}\\") == [.report(.background(RGB(red: 255, green: 128, blue: 0)))])
        #expect(decode("\u{1B}]11;rgb:1e/1e/2e\u{07}") == [.report(.background(RGB(red: 30, green: 30, blue: 46)))])
        #expect(decode("\u{1B}_Gi=31;OK\u{1B}\\") == [.report(.kittyGraphics(ok: true))])
        #expect(decode("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\") == [.report(.kittyGraphics(ok: false))])
        #expect(decode("\u{1B}]10;rgb:0/0/0\u{07}x") == [.key(.character("x"))])
    }

    @Test func aLoneEscapeWaitsForTheNextBytes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[B".utf8)) == [.key(.down)])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(decoder.decode(Array("\u{1B}\u{1B}[A".utf8)) == [.key(.escape), .key(.up)])
    }

    /// Every way of splitting a stream into reads decodes alike.
    @Test func splitsAnywhereDecodeTheSame() {
        let stream = Array("jkㄱㄹㅍㄷ\u{1B}[6~\u{1B}[?62;4c\u{1B}]11;rgb:ff/ff/ff\u{1B}\\é\r\u{1B}OF🦆\u{7F}".utf8)
        var whole = KeyDecoder()
        let expected = whole.decode(stream)
        #expect(expected.count == 14)
        for first in 0...stream.count {
            for second in first...stream.count where second - first <= 6 || second == stream.count {
                var decoder = KeyDecoder()
                let parts = [stream[..<first], stream[first..<second], stream[second...]]
                #expect(parts.flatMap { decoder.decode($0) } == expected, "split at \(first), \(second)")
            }
        }
    }

    @Test func garbageNeverGrowsTheDecoder() {
        var decoder = KeyDecoder()
        // A string far longer than any report is read to its end and means nothing.
        let long = [0x1B, UInt8(ascii: "]")] + Array("11;rgb:ff/ff/ff".utf8) + Array(repeating: UInt8(ascii: "0"), count: 5000)
        #expect(decoder.decode(long + [0x07]).isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [.key(.character("q"))])
        // One that never ends waits until the reader's flush.
        #expect(decoder.decode([0x1B, UInt8(ascii: "_")] + Array(repeating: UInt8(ascii: "x"), count: 5000)).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [.key(.character("q"))])
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = decoder.decode(bytes)
        }
        _ = decoder.flush()
        #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [.key(.up)])
    }
}
