// libFuzzer target: any bytes through the PNG decoder (libpng behind PNGReading's C shim) must end
// in an image of the header's size or a typed PNGDecodingError, within the limits, never a
// crash; an image that decodes is scaled to a card's cell grid, as pokedex browse draws it.
// Compiled flat with the Artwork sources it needs (see tools/fuzz.sh), png_reading.c with clang,
// linked with the system libpng (which is not instrumented: coverage guides through the shim
// and the Swift code around it).
import PNGReading

private let limits = PNGLimits(maxWidth: 512, maxHeight: 512, maxPixels: 512 * 384, maxBytes: 1 << 20)

@_cdecl("LLVMFuzzerTestOneInput")
public func pngDecodingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    check(Array(bytes))
    // Mutations almost always break a CRC, which the chunk walk refuses before libpng sees the
    // data; with every CRC made right again, the mutated chunks reach libpng.
    check(withCorrectCRCs(Array(bytes)))
    return 0
}

private func check(_ bytes: [UInt8]) {
    do {
        let image = try PNGDecoder.decode(bytes, limits: limits)
        precondition(image.width <= limits.maxWidth && image.height <= limits.maxHeight
                     && image.width * image.height <= limits.maxPixels, "an image past the limits decoded")
        precondition(image.pixels.count == image.width * image.height * 4, "the pixels do not fill the image")
        let grid = image.fitting(width: 40, height: 36)
        let scaled = image.scaled(width: grid.width, height: grid.height)
        precondition(scaled.pixels.count == grid.width * grid.height * 4, "the scaled image has the wrong size")
    } catch {
        precondition(!error.description.isEmpty, "an error without a message")
        if case .tooLarge(let width, let height, let length, _) = error {
            precondition(width > limits.maxWidth || height > limits.maxHeight || width * height > limits.maxPixels
                         || length > limits.maxBytes, "a small image refused as too large")
        }
    }
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed.
private func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var fixed = bytes
    var offset = 8
    while fixed.count - offset >= 12 {
        let length = fixed[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard length <= fixed.count - offset - 12 else { break }
        let end = offset + 8 + length
        let crc = fixed.withUnsafeBytes { CRC32.checksum($0[(offset + 4)..<end]) }
        for index in 0..<4 { fixed[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        offset = end + 4
    }
    return fixed
}
