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
        try allScalars(of: bytes, passing: { _, _ in false }, body)
    }

    /// ``allScalars(of:_:)``, passing over without decoding each scalar whose first two bytes
    /// `passes` accepts (the second is 0 for a scalar of one byte): a caller that knows a whole
    /// block answers `true` (the CJK ideographs, say) reads most text a byte or two at a time.
    /// - Complexity: O(n) in the bytes.
    @inlinable @inline(__always)
    package static func allScalars(
        of bytes: UnsafeBufferPointer<UInt8>, passing passes: (UInt8, UInt8) -> Bool,
        _ body: (Unicode.Scalar) throws -> Bool
    ) rethrows -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            if passes(lead, index + 1 < bytes.count ? bytes[index + 1] : 0) {
                index += length
                continue
            }
            if lead < 0x80 {
                guard try body(Unicode.Scalar(lead)) else { return false }
                index += 1
                continue
            }
            // The lead byte says how many continuation bytes follow, each adding six bits.
            var value = UInt32(lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
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
    package static func allScalars(of text: String, _ body: (Unicode.Scalar) throws -> Bool) rethrows -> Bool {
        try allScalars(of: text, passing: { _, _ in false }, body)
    }

    /// ``allScalars(of:passing:_:)-(UnsafeBufferPointer<UInt8>,_,_)`` of a string's UTF-8, read in
    /// place. `passes` must accept only scalars `body` answers `true` for (and changes no state
    /// of the caller's for but what `passes` itself does): text not stored contiguously gives
    /// every scalar to `body`.
    @inlinable @inline(__always)
    package static func allScalars(
        of text: String, passing passes: (UInt8, UInt8) -> Bool,
        _ body: (Unicode.Scalar) throws -> Bool
    ) rethrows -> Bool {
        if let answer = try text.utf8.withContiguousStorageIfAvailable({ try allScalars(of: $0, passing: passes, body) }) { return answer }
        for scalar in text.unicodeScalars { guard try body(scalar) else { return false } }
        return true
    }
}
