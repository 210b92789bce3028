/// A name, text or word compared and hashed by its UTF-8 bytes: tables are checked for NFC
/// separately (`not-nfc`), and String's own hashing normalizes every non-ASCII string first, which
/// dominated the checks that group names and words by their text.
struct TextBytes<Text: StringProtocol>: Hashable {
    let text: Text

    init(_ text: Text) { self.text = text }

    static func == (lhs: TextBytes, rhs: TextBytes) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        if let hashed: Void = text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) {
            return hashed
        }
        // Text not stored contiguously is copied, so that equal bytes always hash alike.
        Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// A whole name or text by its bytes.
typealias NameBytes = TextBytes<String>
/// A word of a name (``NameWords``) by its bytes.
typealias WordBytes = TextBytes<Substring>
