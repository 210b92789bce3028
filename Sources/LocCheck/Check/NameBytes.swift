/// A name or text compared and hashed by its UTF-8 bytes: tables are checked for NFC separately
/// (`not-nfc`), and String's own hashing normalizes every non-ASCII string first, which dominated
/// the checks that group names by their text.
struct NameBytes: Hashable {
    let name: String

    init(_ name: String) { self.name = name }

    static func == (lhs: NameBytes, rhs: NameBytes) -> Bool {
        lhs.name.utf8.elementsEqual(rhs.name.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var copy = name  // withUTF8 may make a small string contiguous, so it needs a var
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// A word of a name (``NameWords``), compared and hashed by its UTF-8 bytes, as ``NameBytes`` is.
struct WordBytes: Hashable {
    let word: Substring

    init(_ word: Substring) { self.word = word }

    static func == (lhs: WordBytes, rhs: WordBytes) -> Bool {
        lhs.word.utf8.elementsEqual(rhs.word.utf8)
    }

    func hash(into hasher: inout Hasher) {
        if let hashed: Void = word.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) {
            return hashed
        }
        for byte in word.utf8 { hasher.combine(byte) }
    }
}
