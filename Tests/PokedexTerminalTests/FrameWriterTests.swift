import PokedexTerminal
import Testing

/// Frames drawn as the rows that changed, inside synchronized updates.
@Suite struct FrameWriterTests {
    private func frame(_ texts: [String], image: PlacedImage? = nil) -> Frame {
        Frame(lines: texts.map { TextLine($0) }, columns: 10, height: 4, image: image)
    }

    @Test func theFirstFrameIsDrawnWholeThenOnlyChangedRows() {
        var writer = FrameWriter()
        let first = writer.output(for: frame(["a", "b", "c"]))
        #expect(first.hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[2J") && first.hasSuffix("\u{1B}[?2026l"))
        for row in 1...4 { #expect(first.contains("\u{1B}[\(row);1H")) }
        #expect(writer.output(for: frame(["a", "b", "c"])) == "\u{1B}[?2026h\u{1B}[?2026l")
        let changed = writer.output(for: frame(["a", "B", "c"]))
        #expect(changed.contains("\u{1B}[2;1H") && !changed.contains("\u{1B}[1;1H") && !changed.contains("\u{1B}[3;1H"))
        writer.invalidate()
        #expect(writer.output(for: frame(["a", "B", "c"])).contains("\u{1B}[2J"))
    }

    @Test func anImageIsSentOnceAndRemovedWithTheRowsItCovered() {
        var writer = FrameWriter()
        let picture = PlacedImage(row: 1, column: 2, sequence: "<image>", removal: "<delete>")
        _ = writer.output(for: frame(["card"], image: picture))
        #expect(!writer.output(for: frame(["card"], image: picture)).contains("<image>"))
        let gone = writer.output(for: frame(["list"]))
        #expect(gone.contains("<delete>") && gone.contains("\u{1B}[2;1H") && gone.contains("\u{1B}[4;1H"))
        #expect(!gone.contains("<image>"))
    }

    @Test func theInitialArtModeFollowsTheEnvironment() {
        #expect(ArtMode.initial(environment: ["COLORTERM": "truecolor"], noArt: false) == .trueColorBlocks)
        #expect(ArtMode.initial(environment: ["COLORTERM": "24bit"], noArt: false) == .trueColorBlocks)
        #expect(ArtMode.initial(environment: [:], noArt: false) == .palette256Blocks)
        #expect(ArtMode.initial(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"], noArt: false) == .textOnly)
        #expect(ArtMode.initial(environment: ["COLORTERM": "truecolor", "NO_COLOR": ""], noArt: false) == .trueColorBlocks)
        #expect(ArtMode.initial(environment: ["COLORTERM": "truecolor"], noArt: true) == .textOnly)
        #expect(ArtMode.trueColorBlocks.upgraded(kittyOK: true, deviceAttributes: [62, 4]) == .kitty)
        #expect(ArtMode.palette256Blocks.upgraded(kittyOK: false, deviceAttributes: [62, 4, 22]) == .sixel)
        #expect(ArtMode.trueColorBlocks.upgraded(kittyOK: false, deviceAttributes: [1, 2]) == .trueColorBlocks)
        #expect(ArtMode.textOnly.upgraded(kittyOK: true, deviceAttributes: [62, 4]) == .textOnly)
    }
}
