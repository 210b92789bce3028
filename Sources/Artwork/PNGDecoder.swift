import PNGReading

/// Decodes PNG files into 8-bit RGBA with libpng: every colour type (gray, RGB, palette, gray
/// with alpha, RGBA), every bit depth (1, 2, 4, 8, 16), interlaced or not.
///
/// Samples come out as Pillow reads them: palettes and low-bit grays expanded, a tRNS colour
/// made transparent, 16-bit samples cut to their high byte, gray copied into red, green and
/// blue; gamma and colour-space chunks are ignored. Any input ends in an image or a
/// `PNGDecodingError` within the limits: the file's length, the image's size (checked before
/// anything is allocated for it), and so the time, which is linear in the two.
package enum PNGDecoder {
    /// The image in `bytes`.
    /// - Complexity: O(n + w · h) for n bytes and a w × h image.
    package static func decode(_ bytes: some Collection<UInt8>, limits: PNGLimits = .artwork) throws(PNGDecodingError) -> RGBAImage {
        let result =
            bytes.withContiguousStorageIfAvailable { buffer in
                Self.decode(UnsafeRawBufferPointer(buffer), limits: limits)
            } ?? Array(bytes).withUnsafeBytes { Self.decode($0, limits: limits) }
        return try result.get()
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, limits: PNGLimits) -> Result<RGBAImage, PNGDecodingError> {
        Result { () throws(PNGDecodingError) -> RGBAImage in
            let chunks = try PNGChunks(bytes, limits: limits)
            return try read(bytes, width: chunks.width, height: chunks.height, limits: limits)
        }
    }

    /// libpng's read of bytes whose chunks were checked, into a buffer of the checked size.
    private static func read(
        _ bytes: UnsafeRawBufferPointer, width: Int, height: Int,
        limits: PNGLimits
    ) throws(PNGDecodingError) -> RGBAImage {
        var cLimits = png_reading_limits(
            max_width: UInt32(clamping: limits.maxWidth), max_height: UInt32(clamping: limits.maxHeight),
            max_pixels: UInt64(clamping: limits.maxPixels), max_chunk_bytes: 1 << 20)
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            let reading = png_reading_open(base, bytes.count, &cLimits)
        else { throw .outOfMemory }
        defer { png_reading_close(reading) }
        try check(png_reading_status_of(reading), reading, width: width, height: height, bytes: bytes.count, limits: limits)
        let header = png_reading_header_of(reading)
        guard Int(header.width) == width, Int(header.height) == height else {
            throw .corrupt(reason: "libpng read a \(header.width) × \(header.height) header where IHDR says \(width) × \(height)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { buffer in
            // An empty image has no pixels to write; libpng refuses a zero size before this.
            guard let start = buffer.baseAddress else { return PNG_READING_CORRUPT }
            return png_reading_finish(reading, start, width * 4)
        }
        try check(status, reading, width: width, height: height, bytes: bytes.count, limits: limits)
        guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
            throw .corrupt(reason: "the decoded pixels do not fill \(width) × \(height)")
        }
        return image
    }

    private static func check(
        _ status: png_reading_status, _ reading: OpaquePointer, width: Int, height: Int,
        bytes: Int, limits: PNGLimits
    ) throws(PNGDecodingError) {
        switch status {
        case PNG_READING_OK: return
        case PNG_READING_TRUNCATED: throw .truncated(atByte: bytes)
        case PNG_READING_TOO_LARGE: throw .tooLarge(width: width, height: height, bytes: bytes, limits: limits)
        case PNG_READING_OUT_OF_MEMORY: throw .outOfMemory
        default: throw .corrupt(reason: printable(String(cString: png_reading_message(reading))))
        }
    }

    /// libpng's message without control characters (C0, DEL and C1); it ends up on a terminal.
    private static func printable(_ message: String) -> String {
        String(String.UnicodeScalarView(message.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }))
    }
}
