/// A walk over a PNG's chunks before libpng sees it: the signature, every chunk's length and
/// CRC, and IHDR's size, so the commonest damage gets a precise error with its byte offset and a
/// huge image is refused before any memory is allocated for it.
struct PNGChunks {
    /// PNG's signature: \x89 P N G \r \n \x1A \n.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// IHDR's width and height.
    let width: Int
    let height: Int

    /// Checks the structure of `bytes` as far as IEND.
    /// - Complexity: O(n): one pass computing CRCs.
    init(_ bytes: UnsafeRawBufferPointer, limits: PNGLimits) throws(PNGDecodingError) {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(Self.signature) else { throw .notPNG }
        var offset = 8
        var header: (width: Int, height: Int)?
        while true {
            guard bytes.count - offset >= 12 else { throw .truncated(atByte: bytes.count) }
            let length = Self.uint32(bytes, at: offset)
            let type = Self.typeName(bytes[(offset + 4)..<(offset + 8)])
            // PNG caps a chunk's length at 2³¹ − 1; a larger one is damage, not a long chunk.
            guard length <= 0x7FFF_FFFF else { throw .corrupt(reason: "the \(type) chunk at byte \(offset) claims \(length) bytes") }
            let end = offset + 8 + Int(length)
            guard end <= bytes.count - 4 else { throw .truncated(atByte: bytes.count) }
            if CRC32.checksum(bytes[(offset + 4)..<end]) != Self.uint32(bytes, at: end) {
                throw .badChecksum(chunk: type, atByte: offset)
            }
            if header == nil {
                guard type == "IHDR", length == 13 else {
                    throw .corrupt(reason: "the first chunk is \(type), not a 13-byte IHDR")
                }
                header = (Int(Self.uint32(bytes, at: offset + 8)), Int(Self.uint32(bytes, at: offset + 12)))
                try Self.check(header!, bytes: bytes.count, limits: limits)
            }
            offset = end + 4
            if type == "IEND" { break }
        }
        (width, height) = header!
    }

    private static func check(_ size: (width: Int, height: Int), bytes: Int, limits: PNGLimits) throws(PNGDecodingError) {
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        if size.width > limits.maxWidth || size.height > limits.maxHeight || overflow || pixels > limits.maxPixels || pixels > Int.max / 4
            || bytes > limits.maxBytes
        {
            throw .tooLarge(width: size.width, height: size.height, bytes: bytes, limits: limits)
        }
    }

    /// A chunk type as text: its four ASCII letters, anything else as "?" (it ends up on a terminal).
    private static func typeName(_ bytes: UnsafeRawBufferPointer.SubSequence) -> String {
        String(
            bytes.map { byte in
                let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                return Character(Unicode.Scalar(isLetter ? byte : UInt8(ascii: "?")))
            })
    }

    private static func uint32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
