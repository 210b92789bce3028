extension String {
    /// The fields between each `separator` (empty ones kept unless `omittingEmpty`), split on the
    /// UTF-8 bytes: the snapshot's separators are ASCII, which never occurs inside a multi-byte
    /// character, and splitting by Character costs a grapheme break test per character.
    func asciiFields(separatedBy separator: Unicode.Scalar, omittingEmpty: Bool = false) -> [String] {
        utf8.split(separator: UInt8(ascii: separator), omittingEmptySubsequences: omittingEmpty).map { String(decoding: $0, as: UTF8.self) }
    }
}
