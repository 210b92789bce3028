extension String {
    /// The fields between each `separator` (empty ones kept unless `omittingEmpty`), split on the
    /// UTF-8 bytes: the snapshot's separators are ASCII, which never occurs inside a multi-byte
    /// character, and splitting by Character costs a grapheme break test per character.
    /// - Complexity: O(n) in the bytes; each field is made from its bytes directly, with no array
    ///   of slices in between.
    func asciiFields(separatedBy separator: Unicode.Scalar, omittingEmpty: Bool = false) -> [String] {
        let separator = UInt8(ascii: separator)
        func fields(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
            var fields: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
                if index > start || !omittingEmpty {
                    fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
            return fields
        }
        if let split = utf8.withContiguousStorageIfAvailable(fields) { return split }
        return Array(utf8).withUnsafeBufferPointer(fields)
    }
}
