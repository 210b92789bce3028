#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The line scanner behind ``TableFile``.
struct TableFileParser {
    private(set) var entries: [TableEntry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var comments: [String] = []
    /// The first of each key's entries, in file order: until a key repeats, ``entries`` itself
    /// (the same storage, not a second array of every line).
    private(set) var uniqueEntries: [TableEntry] = []
    /// Whether a key was given twice, so ``uniqueEntries`` is kept apart from ``entries``.
    private var hasRepeatedKey = false
    /// Each key's first entry, as its index in ``entries``.
    private var firstEntryOfKey: [String: Int] = [:]
    /// How many lines end in CR LF, counted before the lines are read: an editor on Windows
    /// writes every line so, which is one problem of the file, reported once at its first line.
    private var carriageReturnLines = 0
    private var reportedCarriageReturn = false

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A name as a message quotes it: its start when it is long, so a finding stays small
    /// (a file of many duplicates has a finding on each of their lines).
    private static func quoted(_ name: String) -> String { ShownText(excerptOf: name, characters: 60).text }

    mutating func parse(_ bytes: [UInt8]) {
        guard bytes.count <= TableLimits.fileBytes else {
            // Not a line of it is read: a file this size is no table, and parsing it would cost its size.
            diagnose(
                .fileTooLarge, 1,
                "The file is over the limit of \(TableLimits.describe(TableLimits.fileBytes)) for a table "
                    + "(\(TableLimits.grouped(bytes.count)) bytes or more); no line of it is read. Keep one table a file, each name at most "
                    + "\(TableLimits.describe(TableLimits.valueBytes)).")
            return
        }
        var start = 0
        var lineNumber = 1
        // Where each line ends (a line feed, or the end of the file), found by libc's memchr.
        let ends = Self.lineEnds(bytes)
        for end in ends where end > 0 && bytes[end - 1] == 0x0D { carriageReturnLines += 1 }
        // One entry a line at most: sized once, the key index never rehashes while it fills.
        let lines = ends.count
        firstEntryOfKey.reserveCapacity(lines)
        entries.reserveCapacity(lines)
        if bytes.starts(with: Self.byteOrderMark) {
            diagnose(
                .byteOrderMark, 1,
                "The file starts with a UTF-8 byte order mark; save it as UTF-8 without a BOM (`loccheck fix` removes it).")
            start = Self.byteOrderMark.count
        }
        for end in ends where start < bytes.count {
            if end > start { parseLine(bytes[start..<end], number: lineNumber) }
            start = end + 1
            lineNumber += 1
        }
        if !hasRepeatedKey { uniqueEntries = entries }
    }

    private mutating func parseLine(_ raw: ArraySlice<UInt8>, number: Int) {
        var bytes = raw
        if bytes.last == 0x0D {
            if !reportedCarriageReturn {
                reportedCarriageReturn = true
                let others = carriageReturnLines > 1 ? ", as do \(carriageReturnLines) lines of the file in all" : ""
                diagnose(
                    .carriageReturn, number,
                    "The line ends in CR LF\(others); save the file with LF (Unix) line endings (`loccheck fix` converts them).")
            }
            bytes = bytes.dropLast()
        }
        // Read as bytes up to the key and value: the blanks, `#`, `=` and the space after it are
        // ASCII, which never occurs inside a UTF-8 sequence, and going through Characters cost a
        // fifth of a whole check. Each part is validated as UTF-8 where it becomes a String.
        let content = bytes.drop(while: Self.isBlank)
        if content.isEmpty { return }
        if content.first == UInt8(ascii: "#") {
            guard let comment = text(content.dropFirst()) else { return invalidUTF8(number) }
            comments.append(String(comment.drop(while: { $0 == " " })))
            return
        }
        guard let equals = content.firstIndex(of: UInt8(ascii: "=")) else {
            guard text(content) != nil else { return invalidUTF8(number) }
            diagnose(
                .malformedLine, number,
                "Expected `key = value`, found no `=`; write the slug, ` = `, then the name, or start the line with `#` to make it a comment."
            )
            return
        }
        var valueStart = content.index(after: equals)
        if valueStart < content.endIndex, content[valueStart] == UInt8(ascii: " ") {
            valueStart = content.index(after: valueStart)
        }
        // The key's blanks before `=` trimmed as bytes (its leading ones are already).
        let keyEnd = content[..<equals].lastIndex(where: { !Self.isBlank($0) }).map { content.index(after: $0) } ?? content.startIndex
        let keyBytes = content[..<keyEnd]
        let valueBytes = content[valueStart...]
        guard let key = text(keyBytes), let value = text(valueBytes) else { return invalidUTF8(number) }
        guard !key.isEmpty else {
            diagnose(.malformedLine, number, "The line has a value but no key before `=`; write the PokeAPI slug before ` = `.")
            return
        }
        if valueBytes.count > TableLimits.valueBytes || key.utf8.count > TableLimits.valueBytes {
            let (part, bytes) = valueBytes.count > TableLimits.valueBytes ? ("value", valueBytes.count) : ("key", key.utf8.count)
            diagnose(
                .valueTooLong, number,
                "The \(part) is \(TableLimits.grouped(bytes)) bytes long, over the limit of "
                    + "\(TableLimits.describe(TableLimits.valueBytes)) (UTF-8) for one \(part); shorten it, or split the text.")
            return
        }
        // Printable ASCII, every key and most names, holds neither kind of character: no scalar is
        // looked at. Other text is read once for both kinds (decoded from its bytes in place), and
        // again only to say which it has.
        if !Self.isPlain(keyBytes) || !Self.isPlain(valueBytes) {
            if let scalar = key.unicodeScalars.first(where: Self.isForbidden) ?? value.unicodeScalars.first(where: Self.isForbidden) {
                let name = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                diagnose(
                    .controlCharacter, number,
                    "The line contains the invisible control character \(name); delete it (names never need control characters).")
                return
            }
            if let invisible = InvisibleCharacters.first(in: key) ?? InvisibleCharacters.first(in: value) {
                diagnose(.invisibleCharacter, number, "The line contains \(invisible.codePoint), \(invisible.reason); delete it.")
                return
            }
        }
        let entry = TableEntry(key: key, value: value, line: number)
        // One hash of the key: the entry is put in, and the first one put back if the key repeats.
        if let first = firstEntryOfKey.updateValue(entries.count, forKey: key) {
            firstEntryOfKey[key] = first
            let original = entries[first]
            diagnose(
                .duplicateKey, number,
                "The key `\(key)` is already defined on line \(original.line), as “\(Self.quoted(original.value))”; this line names it “\(Self.quoted(value))”. Delete one of the two lines."
            )
            if !hasRepeatedKey {
                // Every entry so far is the first of its key.
                hasRepeatedKey = true
                uniqueEntries = entries
            }
        } else {
            if hasRepeatedKey { uniqueEntries.append(entry) }
        }
        entries.append(entry)
    }

    /// The bytes of a line, or a part of one, as text; `nil` when they are not valid UTF-8.
    ///
    /// Every byte of a line that is not ASCII is in a part made text here, so each byte is
    /// validated once. Decoded by `String(decoding:)`, whose UTF-8 path is specialized, which
    /// repairs what is not valid: the bytes are valid exactly when the text's are the same bytes
    /// (a repair writes U+FFFD for bytes that can't be, and were not, valid).
    /// (`String(validating:)` is generic in its encoding and costs a metadata lookup per call: a
    /// third of the parse when every part went through it.)
    /// - Complexity: O(n) in the bytes: decoded once, then compared with `memcmp`.
    private func text(_ bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count else { return nil }
        let same =
            text.utf8.withContiguousStorageIfAvailable { decoded in
                bytes.withUnsafeBufferPointer { original in
                    decoded.isEmpty || memcmp(decoded.baseAddress!, original.baseAddress!, original.count) == 0
                }
            } ?? text.utf8.elementsEqual(bytes)
        return same ? text : nil
    }

    /// Whether a part of a line (valid UTF-8) holds no character the control or the
    /// invisible-character rule reports. Printable ASCII and the scalars of the blocks most text is
    /// written in (``startsPlainScalar(_:_:)``) are passed by their first two bytes; others are
    /// decoded and asked.
    /// - Complexity: O(n) in the bytes.
    static func isPlain(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            // Printable ASCII, eight bytes at a time; the rest from the first word that has another byte.
            var start = 0
            while start + 8 <= buffer.count,
                isPrintableASCII(eightBytes: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: start, as: UInt64.self))
            {
                start += 8
            }
            return ValidUTF8.allScalars(of: UnsafeBufferPointer(rebasing: buffer[start...]), passing: startsPlainScalar) {
                !isForbidden($0) && !InvisibleCharacters.isInvisible($0)
            }
        }
    }

    /// Whether each of the eight bytes of `word` is printable ASCII (0x20–0x7E): none below 0x20
    /// (subtracting 0x20 from such a byte borrows into its top bit, which the byte itself lacks)
    /// and none above 0x7E (adding 1 sets the top bit of 0x7F, which 0x80 and above have already).
    static func isPrintableASCII(eightBytes word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & tops
        let above = ((word &+ ones) | word) & tops
        return below | above == 0
    }

    /// Whether every scalar whose UTF-8 starts with these two bytes is one neither rule reports
    /// (a test holds this to the rules over every scalar): printable ASCII; Latin-1 letters to
    /// IPA (U+00C0–027F); Cyrillic (U+0400–04FF); CJK punctuation and kana (U+3000–30FF); and
    /// U+4000–D7FF, the CJK ideographs, Yi and the Hangul syllables. A `false` only means "ask".
    static func startsPlainScalar(_ lead: UInt8, _ next: UInt8) -> Bool {
        switch lead {
        case 0x20...0x7E, 0xC3...0xC9, 0xD0...0xD3, 0xE4...0xED: true
        case 0xE3: (0x80...0x83).contains(next)
        default: false
        }
    }

    /// The index of each line feed of `bytes`, then the end of the bytes: where each line ends.
    /// - Complexity: O(n), in memchr's steps rather than a byte at a time.
    private static func lineEnds(_ bytes: [UInt8]) -> [Int] {
        var ends: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                let end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                ends.append(end)
                offset = end + 1
            }
        }
        ends.append(bytes.count)
        return ends
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private mutating func invalidUTF8(_ line: Int) {
        diagnose(.invalidUTF8, line, "The line is not valid UTF-8; re-save the file as UTF-8.")
    }

    /// Characters that no name needs and that can hide or reorder text: C0/C1 controls (tab
    /// included), bidi embeddings, overrides and isolates, and the byte order mark.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0xFEFF: return true
        default: return false
        }
    }

    /// The file the diagnostics name, as its reader names it.
    var path = ""

    private mutating func diagnose(_ code: DiagnosticCode, _ line: Int, _ message: String) {
        diagnostics.append(Diagnostic(code, file: path, line: line, message: message))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (the blanks of the table format
    /// and of PO). On the UTF-8 bytes: every key ends in the blank before `=`, and trimming
    /// through Characters (reversed, twice) cost a third of a whole check; Foundation's
    /// `trimmingCharacters(in:)` goes through NSString on Linux.
    package func trimmingBlanks() -> String {
        let isText: (UInt8) -> Bool = { $0 != 0x20 && $0 != 0x09 }
        guard let start = utf8.firstIndex(where: isText), let end = utf8.lastIndex(where: isText) else { return "" }
        return String(decoding: utf8[start...end], as: UTF8.self)
    }

    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A line that is neither `key = name`, a comment nor blank.
    package static let malformedLine = DiagnosticCode(
        "malformed-line",
        summary: "A line that is neither `key = name`, a comment nor blank.",
        help: "Write the line as `key = name`, or start it with `#` to make it a comment.")

    /// Bytes that are not UTF-8.
    package static let invalidUTF8 = DiagnosticCode(
        "invalid-utf8",
        summary: "Bytes that are not UTF-8.",
        help: "Save the file as UTF-8.")

    /// A file that starts with a byte order mark.
    package static let byteOrderMark = DiagnosticCode(
        "byte-order-mark",
        summary: "A file that starts with a byte order mark.",
        help: "Save the file as UTF-8 without a byte order mark (`loccheck fix` does).")

    /// A line that ends in CR LF or CR.
    package static let carriageReturn = DiagnosticCode(
        "carriage-return",
        summary: "A line that ends in CR LF or CR.",
        help: "Save the file with LF line endings (`loccheck fix` does).")

    /// A control character in a name, such as a bidi override that reorders text in review.
    package static let controlCharacter = DiagnosticCode(
        "control-character",
        summary: "A control character in a name, such as a bidi override that reorders text in review.",
        help: "Delete the character; the message names its code point.")

    /// A character nobody sees: a zero width space, a TAG character, a Hangul filler… (``InvisibleCharacters``).
    package static let invisibleCharacter = DiagnosticCode(
        "invisible-character",
        summary: "A character nobody sees: a zero width space, a TAG character, a Hangul filler, private use.",
        help:
            "Delete the character; the message names its code point. ZWJ and ZWNJ are allowed only where a script needs them (Resources/README.md)."
    )

    /// A key or name over the limit of one value (``TableLimits/valueBytes``).
    package static let valueTooLong = DiagnosticCode(
        "value-too-long",
        summary: "A key or name over \(TableLimits.describe(TableLimits.valueBytes)) of UTF-8, left out of the build.",
        help: "Shorten the key or name; no Pokémon name comes near the limit, so such a value is a mistake or an attack.")

    /// A table file over the limit of one file (``TableLimits/fileBytes``), not read.
    package static let fileTooLarge = DiagnosticCode(
        "file-too-large",
        summary: "A table file over \(TableLimits.describe(TableLimits.fileBytes)); no more of it is read.",
        help: "Split or shorten the file; a table of every Pokémon is far under the limit.")

    /// A key written twice in one table.
    package static let duplicateKey = DiagnosticCode(
        "duplicate-key",
        summary: "A key written twice in one table.",
        help: "Keep one of the lines, with the right name, and delete the other.")
}
