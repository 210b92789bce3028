/// The scalars of UTF-8 already known to be valid (a `String`'s own bytes, or a file validated as
/// a whole), decoded from the bytes in place: the rules that look at every scalar of every name
/// (invisible characters, NFC) read them this way rather than through `unicodeScalars`, whose
/// index checks cost more than the decoding.
package enum ValidUTF8 {
    /// Calls `body` with each scalar of `bytes`, in order, until it answers `false`; whether every
    /// call answered `true`.
    ///
    /// The bytes must be valid UTF-8. Bytes that are not still never make it read outside the
    /// buffer: a sequence cut off by the end stops the walk, and the scalars it passes are then
    /// meaningless rather than unsafe.
    /// - Complexity: O(n) in the bytes.
    @inlinable
    package static func allScalars(of bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) throws -> Bool) rethrows -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard try body(Unicode.Scalar(lead)) else { return false }
                index += 1
                continue
            }
            // The lead byte says how many continuation bytes follow, each adding six bits.
            var value: UInt32
            let length: Int
            switch lead {
            case ..<0xE0: (value, length) = (UInt32(lead & 0x1F), 2)
            case ..<0xF0: (value, length) = (UInt32(lead & 0x0F), 3)
            default: (value, length) = (UInt32(lead & 0x07), 4)
            }
            guard index + length <= bytes.count else { return true }
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            index += length
            guard let scalar = Unicode.Scalar(value) else { continue }
            guard try body(scalar) else { return false }
        }
        return true
    }

    /// ``allScalars(of:_:)`` of a string's UTF-8, read in place (a native string is stored
    /// contiguously; any other is decoded by its scalar view).
    @inlinable
    package static func allScalars(of text: some StringProtocol, _ body: (Unicode.Scalar) throws -> Bool) rethrows -> Bool {
        if let answer = try text.utf8.withContiguousStorageIfAvailable({ try allScalars(of: $0, body) }) { return answer }
        for scalar in text.unicodeScalars { guard try body(scalar) else { return false } }
        return true
    }
}
