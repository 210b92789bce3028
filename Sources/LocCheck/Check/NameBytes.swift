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
