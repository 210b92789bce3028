import Foundation
import Testing

@testable import Artwork

/// Malformed and hostile files end in a typed error, within the limits, never a crash.
@Suite struct HostilePNGTests {
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory()
        try PNGMaker.run(["hostile", scratch.url.path])
    }

    private func decode(_ name: String) throws -> Result<RGBAImage, PNGDecodingError> {
        let bytes = try Data(contentsOf: scratch.file(name))
        return Result { () throws(PNGDecodingError) in try PNGDecoder.decode(bytes) }
    }

    @Test func aTruncatedFileSaysWhereItEnds() throws {
        defer { scratch.remove() }
        let size = try Data(contentsOf: scratch.file("truncated.png")).count
        #expect(try decode("truncated.png") == .failure(.truncated(atByte: size)))
    }

    @Test func aWrongCRCNamesTheChunk() throws {
        defer { scratch.remove() }
        #expect(try decode("bad-crc.png") == .failure(.badChecksum(chunk: "IDAT", atByte: 33)))
    }

    @Test func hugeDimensionsAreRefusedFromTheHeader() throws {
        defer { scratch.remove() }
        let size = try Data(contentsOf: scratch.file("huge-dimensions.png")).count
        #expect(
            try decode("huge-dimensions.png")
                == .failure(.tooLarge(width: 100_000, height: 100_000, bytes: size, limits: .artwork)))
    }

    @Test func compressedDataInflatingPastTheImageIsCorrupt() throws {
        defer { scratch.remove() }
        guard case .failure(.corrupt(let reason)) = try decode("bomb-idat.png") else {
            Issue.record("a 64 MiB stream behind a 64 × 64 image decoded: \(try decode("bomb-idat.png"))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func aCompressedTextChunkIsSkippedUnread() throws {
        defer { scratch.remove() }
        let image = try decode("bomb-ztxt.png").get()
        #expect(image.width == 16 && image.height == 16)
    }

    @Test func missingImageDataIsCorruptWithLibpngsReason() throws {
        defer { scratch.remove() }
        guard case .failure(.corrupt(let reason)) = try decode("short-idat.png") else {
            Issue.record("half the image data decoded: \(try decode("short-idat.png"))")
            return
        }
        #expect(reason.lowercased().contains("not enough image data"), "\(reason)")
    }

    @Test func anythingElseIsNotPNG() throws {
        defer { scratch.remove() }
        #expect(try decode("not-png.png") == .failure(.notPNG))
        #expect(Result { () throws(PNGDecodingError) in try PNGDecoder.decode([UInt8]()) } == .failure(.notPNG))
    }

    @Test func everyPrefixOfAGoodFileIsAnErrorOrTheImage() throws {
        defer { scratch.remove() }
        try PNGMaker.run(["artwork", scratch.url.path, "3", "--size", "20", "--interlace"])
        let bytes = [UInt8](try Data(contentsOf: scratch.file("3.png")))
        let whole = try PNGDecoder.decode(bytes)
        for length in 0..<bytes.count {
            let result = Result { () throws(PNGDecodingError) in try PNGDecoder.decode(bytes[..<length]) }
            switch result {
            case .success(let image): Issue.record("a \(length)-byte prefix decoded to \(image.width) × \(image.height)")
            case .failure(.notPNG), .failure(.truncated): break
            case .failure(let error): Issue.record("a \(length)-byte prefix: \(error)")
            }
        }
        #expect(whole.width == 20)
    }

    @Test func everyFlippedByteIsAnErrorOrAnImageOfTheHeadersSize() throws {
        defer { scratch.remove() }
        try PNGMaker.run(["artwork", scratch.url.path, "4", "--size", "12"])
        let bytes = [UInt8](try Data(contentsOf: scratch.file("4.png")))
        for offset in bytes.indices {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            if let image = try? PNGDecoder.decode(damaged) {
                #expect(image.pixels.count == image.width * image.height * 4, "byte \(offset)")
            }
        }
    }
}
