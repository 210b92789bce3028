import Artwork
import CommandTestSupport
import Foundation
import Testing

@testable import PokedexTerminal

/// Half-blocks, the 256-colour palette, kitty's and sixel's encodings.
@Suite struct ArtRenderingTests {
    private func image(_ width: Int, _ height: Int, _ pixels: [RGBA]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })!
    }

    private let red = RGBA(red: 255, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 255)
    private let clear = RGBA(red: 9, green: 9, blue: 9, alpha: 0)

    @Test func eachCellIsTwoPixelsWithTheUpperInFront() {
        // Columns: red over blue, red over nothing, nothing over blue, nothing at all, half-transparent red over blue.
        let halfRed = RGBA(red: 255, green: 0, blue: 0, alpha: 128)
        let picture = image(5, 2, [red, red, clear, clear, halfRed, blue, clear, blue, clear, blue])
        let row = HalfBlockArt(trueColor: true, background: .white).cells(of: picture)
        #expect(
            row == [
                "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;255;0;0;49m▀\u{1B}[38;2;0;0;255;49m▄\u{1B}[39;49m "
                    + "\u{1B}[38;2;255;127;127;48;2;0;0;255m▀\u{1B}[0m"
            ])
        let palette = HalfBlockArt(trueColor: false, background: .black).cells(of: image(1, 2, [red, blue]))
        #expect(palette == ["\u{1B}[38;5;196;48;5;21m▀\u{1B}[0m"])
    }

    @Test func anOddRowLeavesTheLowerHalfEmpty() {
        let rows = HalfBlockArt(trueColor: true, background: .black).cells(of: image(1, 3, [red, blue, red]))
        #expect(rows.count == 2)
        #expect(rows[1] == "\u{1B}[38;2;255;0;0;49m▀\u{1B}[0m")
    }

    @Test func theArtFitsTheCellsKeepingItsShape() {
        let square = image(4, 4, Array(repeating: red, count: 16))
        let (rows, width) = HalfBlockArt(trueColor: true, background: .black).rows(for: square, columns: 30, rows: 5)
        #expect(width == 10 && rows.count == 5)
    }

    /// The nearest palette entry, against a search through all 240 cube and gray entries.
    @Test func thePaletteIndexIsTheNearestEntry() {
        var random = SplitMix64(seed: 256)
        func distance(_ a: RGB, _ b: RGB) -> Int {
            [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)].reduce(0) { $0 + (Int($1.0) - Int($1.1)) * (Int($1.0) - Int($1.1)) }
        }
        for _ in 0..<3000 {
            let colour = RGB(
                red: UInt8(random.next(below: 256)), green: UInt8(random.next(below: 256)), blue: UInt8(random.next(below: 256)))
            let best = (16...255).map { distance(colour, Palette256.colour(at: $0)) }.min()!
            #expect(distance(colour, Palette256.colour(at: Palette256.index(of: colour))) == best, "\(colour)")
        }
        #expect(Palette256.index(of: RGB(red: 255, green: 0, blue: 0)) == 196)
        #expect(Palette256.index(of: RGB(red: 128, green: 128, blue: 128)) == 244)
    }

    @Test func kittyImagesAreBase64RGBAInChunks() throws {
        var random = SplitMix64(seed: 3)
        let pixels = (0..<(70 * 40)).map { _ in
            RGBA(red: UInt8(random.next(below: 256)), green: 7, blue: 1, alpha: UInt8(random.next(below: 256)))
        }
        let picture = image(70, 40, pixels)
        let sequence = KittyImage.sequence(for: picture, columns: 12, rows: 6)
        let chunks = sequence.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(chunks.count == (70 * 40 * 4 + 2) / 3 * 4 / 4096 + 1)
        #expect(chunks[0].hasPrefix("\u{1B}_Ga=T,f=32,s=70,v=40,c=12,r=6,i=\(KittyImage.artworkID),C=1,q=2,m=1;"))
        #expect(chunks.last!.hasPrefix("\u{1B}_Gm=0;") && chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("\u{1B}_Gm=1;") })
        let payload = chunks.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payload.allSatisfy { $0.utf8.count <= 4096 })
        #expect(try #require(Data(base64Encoded: payload.joined())) == Data(picture.pixels))
    }

    static let sixel2png = ["/usr/bin/sixel2png", "/usr/local/bin/sixel2png"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Our sixel sequence decoded by libsixel's sixel2png, read back by Pillow: every pixel at
    /// least half opaque is its colour mixed with the background and rounded to the 6 × 6 × 6 cube.
    @Test(
        .enabled(
            if: sixel2png != nil && PillowRGBA.available,
            "needs libsixel's sixel2png (Debian libsixel-bin) and Pillow (PyPI pillow), which .ci/run installs"))
    func sixelDecodesToTheQuantizedImage() throws {
        var random = SplitMix64(seed: 6)
        let width = 23
        let height = 17  // not a whole number of six-row bands
        let pixels = (0..<(width * height)).map { _ in
            RGBA(
                red: UInt8(random.next(below: 256)), green: UInt8(random.next(below: 256)),
                blue: UInt8(random.next(below: 256)), alpha: [0, 90, 200, 255][random.next(below: 4)])
        }
        let background = RGB(red: 30, green: 30, blue: 46)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sixel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sixel = directory.appendingPathComponent("image.six")
        let png = directory.appendingPathComponent("image.png")
        try SixelImage.sequence(for: image(width, height, pixels), background: background).write(
            to: sixel, atomically: true, encoding: .utf8)
        let decoded = try BuiltCommand(executable: URL(fileURLWithPath: Self.sixel2png!)).run(["-i", sixel.path, "-o", png.path])
        try #require(decoded.status == 0, "sixel2png: \(decoded.stderr)")
        let read = try PillowRGBA.read(png)
        #expect(read.width == width && read.height == height)
        for (index, pixel) in pixels.enumerated() where pixel.alpha >= 128 {
            let shown = pixel.composited(over: background)
            let expected = [shown.red, shown.green, shown.blue].map { UInt8((Int($0) * 5 + 127) / 255 * 51) }
            #expect(Array(read.pixels[(index * 4)..<(index * 4 + 3)]) == expected, "pixel \(index % width),\(index / width)")
        }
    }
}

/// Pillow's decode of a PNG as 8-bit RGBA, through tools/pngmaker.py.
enum PillowRGBA {
    static let python = BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
    static let available = (try? python.run(["python3", "-c", "import PIL.Image"]).status) == 0

    static func read(_ png: URL) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let output = png.deletingPathExtension().appendingPathExtension("rgba")
        let script = BuiltCommand.packageRoot.appendingPathComponent("tools/pngmaker.py").path
        let result = try python.run(["python3", script, "decode", png.path, output.path])
        guard result.status == 0 else { throw PillowFailure(message: result.stderr) }
        let data = [UInt8](try Data(contentsOf: output))
        let number = { (offset: Int) in data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(0), number(4), Array(data[8...]))
    }

    struct PillowFailure: Error {
        let message: String
    }
}
