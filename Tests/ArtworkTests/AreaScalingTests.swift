import Foundation
import Testing

@testable import Artwork

/// Area averaging against Pillow's BOX filter (which premultiplies alpha too), and the arithmetic
/// it rests on.
@Suite struct AreaScalingTests {
    /// Pillow's BOX filter gives each source pixel wholly to the new pixel its centre falls in, so
    /// it is area averaging exactly when the sizes divide: those are compared with Pillow.
    @Test(
        "whole-factor reductions agree with Pillow's BOX resize within rounding", .enabled(if: PNGMaker.hasPillow, PNGMaker.noPillow),
        arguments: [(475, 95, 95), (475, 25, 25), (475, 25, 95), (96, 48, 32), (96, 24, 24), (96, 96, 96), (200, 1, 1)])
    func matchesPillowBox(source: Int, width: Int, height: Int) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try PNGMaker.run(["artwork", scratch.url.path, "25", "--size", String(source)])
        let image = try PNGDecoder.decode(Data(contentsOf: scratch.file("25.png")))
        try PNGMaker.run(["box", scratch.file("25.png").path, String(width), String(height), scratch.file("box.rgba").path])
        let pillow = try PNGMaker.readRGBA(scratch.file("box.rgba"))
        let scaled = image.scaled(width: width, height: height)
        #expect(scaled.width == width && scaled.height == height)
        // Compared as shown over black and over white: a nearly transparent pixel's own colour
        // carries no weight, and Pillow rounds its premultiplied samples to 8 bits.
        var worst = 0
        for index in 0..<(width * height) {
            let ours = RGBA(
                red: scaled.pixels[index * 4], green: scaled.pixels[index * 4 + 1],
                blue: scaled.pixels[index * 4 + 2], alpha: scaled.pixels[index * 4 + 3])
            let theirs = RGBA(
                red: pillow.pixels[index * 4], green: pillow.pixels[index * 4 + 1],
                blue: pillow.pixels[index * 4 + 2], alpha: pillow.pixels[index * 4 + 3])
            worst = max(worst, abs(Int(ours.alpha) - Int(theirs.alpha)))
            for background in [RGB.black, .white] {
                let (a, b) = (ours.composited(over: background), theirs.composited(over: background))
                worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            }
        }
        #expect(worst <= 2, "the largest difference from Pillow is \(worst)")
    }

    /// Between sizes that don't divide, area averaging keeps the image's total colour: the mean of
    /// the premultiplied samples over the whole image is the same before and after, within rounding.
    @Test(arguments: [(475, 40, 40), (475, 31, 62), (96, 17, 23), (45, 90, 70), (45, 46, 44), (96, 7, 1)])
    func anyScalingKeepsTheMeanColour(source: Int, width: Int, height: Int) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try PNGMaker.run(["artwork", scratch.url.path, "6", "--size", String(source)])
        let image = try PNGDecoder.decode(Data(contentsOf: scratch.file("6.png")))
        let before = Self.premultipliedMeans(image)
        let after = Self.premultipliedMeans(image.scaled(width: width, height: height))
        for channel in 0..<4 {
            #expect(abs(before[channel] - after[channel]) <= 0.75, "channel \(channel): \(before) before, \(after) after")
        }
    }

    /// The mean of red · alpha, green · alpha, blue · alpha (each over 255) and alpha.
    private static func premultipliedMeans(_ image: RGBAImage) -> [Double] {
        var sums = [Double](repeating: 0, count: 4)
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let alpha = Double(image.pixels[index + 3])
            for channel in 0..<3 { sums[channel] += Double(image.pixels[index + channel]) * alpha / 255 }
            sums[3] += alpha
        }
        return sums.map { $0 / Double(image.width * image.height) }
    }

    @Test func anExactReductionIsTheMeanOfEachBlock() throws {
        // 4 × 2 → 2 × 1: each new pixel averages a 2 × 2 block; transparent pixels add no colour.
        let pixels: [UInt8] = [
            255, 0, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 0, 0, 0, 0,
            255, 0, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 0, 0, 0, 0,
        ]
        let image = try #require(RGBAImage(width: 4, height: 2, pixels: pixels))
        let scaled = image.scaled(width: 2, height: 1)
        #expect(scaled.pixel(x: 0, y: 0) == RGBA(red: 128, green: 0, blue: 128, alpha: 255))
        #expect(scaled.pixel(x: 1, y: 0) == RGBA(red: 10, green: 20, blue: 30, alpha: 128))
    }

    @Test func everySizeFromOneToTwiceTheSourceKeepsAFlatColourFlat() throws {
        let colour: [UInt8] = [12, 200, 99, 180]
        let image = try #require(RGBAImage(width: 7, height: 5, pixels: Array([[UInt8]](repeating: colour, count: 35).joined())))
        for width in 1...14 {
            for height in 1...10 {
                let scaled = image.scaled(width: width, height: height)
                #expect(
                    Set(stride(from: 0, to: scaled.pixels.count, by: 4).map { Array(scaled.pixels[$0..<($0 + 4)]) }) == [colour],
                    "\(width) × \(height)")
            }
        }
    }

    @Test func fittingKeepsTheAspectRatio() throws {
        let square = try #require(RGBAImage(width: 475, height: 475, pixels: [UInt8](repeating: 0, count: 475 * 475 * 4)))
        #expect(square.fitting(width: 60, height: 40) == (40, 40))
        #expect(square.fitting(width: 30, height: 40) == (30, 30))
        let wide = try #require(RGBAImage(width: 200, height: 100, pixels: [UInt8](repeating: 0, count: 200 * 100 * 4)))
        #expect(wide.fitting(width: 50, height: 50) == (50, 25))
        #expect(wide.fitting(width: 1, height: 50) == (1, 1))
    }

    @Test func compositingMixesByAlpha() {
        #expect(RGBA(red: 255, green: 0, blue: 100, alpha: 255).composited(over: .white) == RGB(red: 255, green: 0, blue: 100))
        #expect(RGBA(red: 255, green: 0, blue: 100, alpha: 0).composited(over: .white) == .white)
        #expect(RGBA(red: 255, green: 0, blue: 100, alpha: 128).composited(over: .black) == RGB(red: 128, green: 0, blue: 50))
    }
}
