import Foundation

/// Why a PNG was not decoded. Every way decoding fails is one of these; none traps.
package enum PNGDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data does not start with PNG's 8-byte signature.
    case notPNG
    /// The data ends before the image does: a chunk runs past the end, or there is no IEND.
    case truncated(atByte: Int)
    /// A chunk's CRC does not match its bytes.
    case badChecksum(chunk: String, atByte: Int)
    /// The image is wider, taller or has more pixels than the limits, or the file is longer.
    case tooLarge(width: Int, height: Int, bytes: Int, limits: PNGLimits)
    /// libpng refused the data, with its reason: a bad header, too little or too much image
    /// data (a decompression bomb), a broken compressed stream…
    case corrupt(reason: String)
    /// libpng could not allocate memory.
    case outOfMemory

    package var description: String {
        switch self {
        case .notPNG:
            return "The file is not a PNG (it does not start with PNG's signature). Check that the URL serves a PNG image."
        case .truncated(let byte):
            return "The PNG ends early, at byte \(byte), before its image is complete. Fetch it again; the download was cut short."
        case .badChecksum(let chunk, let byte):
            return "The PNG's \(chunk) chunk at byte \(byte) fails its CRC check, so the file is damaged. Fetch it again."
        case .tooLarge(let width, let height, let bytes, let limits):
            return "The PNG is \(width) × \(height) pixels in \(bytes) bytes, more than the limits "
                + "(\(limits.maxWidth) × \(limits.maxHeight), \(limits.maxPixels) pixels, \(limits.maxBytes) bytes), "
                + "so it was not decoded. Use a smaller image."
        case .corrupt(let reason):
            return "The PNG is malformed: \(reason). Fetch it again or use another image."
        case .outOfMemory:
            return "There was not enough memory to decode the PNG. Close other programs and try again."
        }
    }
}

/// `localizedDescription` is the same sentence as `description`.
extension PNGDecodingError: LocalizedError {
    /// The same sentence as `description`.
    package var errorDescription: String? { description }
}
