import Foundation
import Testing

@testable import Artwork

/// The decoder against Pillow, pixel for pixel, on generated images of every colour type and bit
/// depth, interlaced and not, with and without tRNS.
@Suite struct PNGDecoderTests {
    @Test("every colour type and bit depth decodes as Pillow decodes it", .enabled(if: PNGMaker.hasPillow, PNGMaker.noPillow))
    func matchesPillow() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let names = try PNGMaker.run(["samples", scratch.url.path])
        // 5 colour types: gray 1/2/4/8/16, RGB 8/16, palette 1/2/4/8 (each also with tRNS), gray
        // with alpha and RGBA 8/16; all of them interlaced and not.
        #expect(names.count == 52)
        for name in names {
            let expected = try PNGMaker.readRGBA(scratch.file(name + ".rgba"))
            let image = try PNGDecoder.decode(Data(contentsOf: scratch.file(name + ".png")))
            #expect(image.width == expected.width && image.height == expected.height, "\(name)")
            guard image.pixels != expected.pixels else { continue }
            let first = zip(image.pixels, expected.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
            Issue.record(
                """
                \(name): pixel \(first % image.width),\(first / image.width) is \
                \(Array(image.pixels[(first * 4)..<(first * 4 + 4)])), Pillow has \(Array(expected.pixels[(first * 4)..<(first * 4 + 4)]))
                """)
        }
    }

    @Test func interlacedAndPlainFilesOfOnePictureDecodeAlike() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try PNGMaker.run(["artwork", scratch.file("plain").path, "7", "--size", "45"])
        try PNGMaker.run(["artwork", scratch.file("interlaced").path, "7", "--size", "45", "--interlace"])
        let plain = try PNGDecoder.decode(Data(contentsOf: scratch.file("plain/7.png")))
        let interlaced = try PNGDecoder.decode(Data(contentsOf: scratch.file("interlaced/7.png")))
        #expect(plain.width == 45 && plain.height == 45)
        #expect(plain == interlaced)
    }

    @Test func imagesOverTheLimitsAreRefusedBeforeDecoding() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try PNGMaker.run(["artwork", scratch.url.path, "1", "--size", "96"])
        let bytes = try Data(contentsOf: scratch.file("1.png"))
        let limits = PNGLimits(maxWidth: 95, maxHeight: 4096, maxPixels: 1 << 24, maxBytes: 1 << 20)
        #expect(throws: PNGDecodingError.tooLarge(width: 96, height: 96, bytes: bytes.count, limits: limits)) {
            try PNGDecoder.decode(bytes, limits: limits)
        }
        let fewerPixels = PNGLimits(maxPixels: 96 * 95)
        #expect(throws: PNGDecodingError.tooLarge(width: 96, height: 96, bytes: bytes.count, limits: fewerPixels)) {
            try PNGDecoder.decode(bytes, limits: fewerPixels)
        }
        let shortFile = PNGLimits(maxBytes: bytes.count - 1)
        #expect(throws: PNGDecodingError.tooLarge(width: 96, height: 96, bytes: bytes.count, limits: shortFile)) {
            try PNGDecoder.decode(bytes, limits: shortFile)
        }
        #expect(try PNGDecoder.decode(bytes, limits: PNGLimits(maxWidth: 96, maxHeight: 96, maxPixels: 96 * 96)).width == 96)
    }
}
