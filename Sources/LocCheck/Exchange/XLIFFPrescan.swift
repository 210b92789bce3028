import PokeTables

/// What an XLIFF file must not hold for libxml2 (through Foundation's XMLParser) to read it safely
/// and in linear time, found in one pass over its bytes before libxml2 sees them.
///
/// - Over ``maximumBytes``: libxml2 without `XML_PARSE_HUGE` (which XMLParser can't set) refuses a
///   document fed in one piece past 10,000,000 bytes with a bare "not well-formed".
/// - Not UTF-8: a UTF-16 or UTF-32 byte order mark, a NUL byte (UTF-16 without a mark), or an
///   XML declaration naming another encoding. libxml2 2.9 then switches encodings, and after an
///   error there it has crashed (the `xliff-reader` fuzz target's findings); loccheck writes and
///   reads UTF-8 only, as every translation tool can.
/// - Invalid UTF-8: libxml2 reports it and goes on, and Foundation's bridge then traps on the
///   element name it can't decode (another of the fuzz target's findings).
/// - A processing instruction without data (`<?x?>`): Foundation's delegate bridge takes its
///   missing data for a string and crashes.
/// - An element with more than ``attributesPerElement`` attributes: libxml2 checks an element's
///   attributes against each other, in time that grows with their square.
enum XLIFFPrescan {
    /// The most attributes one element may have: XLIFF's elements have at most about ten.
    static let attributesPerElement = 64

    /// The most bytes of an XLIFF file: libxml2's limit for a document read at once. A whole
    /// locale's export of the package's tables is under 4 MB.
    static let maximumBytes = 10_000_000

    /// Why the file is refused, and where, or nil.
    /// - Complexity: O(n) in the bytes, one pass.
    static func refusal(_ bytes: [UInt8]) -> (line: Int?, message: String)? {
        if bytes.count > maximumBytes {
            return (
                nil,
                "the file is \(TableLimits.grouped(bytes.count)) bytes, over the \(TableLimits.grouped(maximumBytes)) an XLIFF file can have here "
                    + "(libxml2's limit for one document); export the tables in parts (one locale, --untranslated-only), or as PO."
            )
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF])
            || bytes.contains(0)
        {
            return (nil, "the file is not UTF-8 (it is UTF-16 or UTF-32, or holds NUL bytes); save it as UTF-8 and import again.")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            let line = (lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0) + 1
            return (line, "the line is not valid UTF-8; save the file as UTF-8 and import again.")
        }
        if let encoding = declaredEncoding(bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            return (
                1,
                "the file's XML declaration says encoding=\"\(ShownText(excerptOf: encoding, characters: 40))\"; save it as UTF-8 "
                    + "(encoding=\"UTF-8\") and import again."
            )
        }
        if let line = processingInstructionWithoutData(bytes) {
            return (
                line,
                "a processing instruction has no data (such as `<?x?>`), which no translation tool writes; remove it and import again."
            )
        }
        return markupRefusal(bytes)
    }

    /// The line of the first `<?` followed by a name, white space at most and `?>`, wherever it
    /// stands: inside another instruction's data, a comment or an attribute too. libxml2 reads
    /// on after errors the prescan's model of the markup doesn't share (a declaration without
    /// its `?>` ended at the next instruction's, and libxml2 then read that one), so this looks
    /// at every place one could start.
    /// - Complexity: O(n): a name stops at the next `<`, white space or `?`, so no byte is read
    ///   for two names.
    static func processingInstructionWithoutData(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, !isSpace(bytes[end]), bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "<") { end += 1 }
            while end < bytes.count, isSpace(bytes[end]) { end += 1 }
            if bytes[end...].starts(with: Array("?>".utf8)) { return line }
            index += 2
        }
        return nil
    }

    /// The `encoding` of the XML declaration at the file's start (after a UTF-8 byte order mark), if any.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard body.starts(with: Array("<?xml".utf8)) else { return nil }
        // To its `?>`, or the first 200 bytes of a declaration that never ends (libxml2 reads its encoding all the same).
        let end = body.firstRange(of: Array("?>".utf8))?.lowerBound ?? min(body.endIndex, body.startIndex + 200)
        let declaration = String(decoding: body[..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return String(rest.prefix { $0 != " " }) }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// A tag with too many attributes: counted by their `=` outside quotes; text, comments,
    /// processing instructions and CDATA sections are skipped.
    private static func markupRefusal(_ bytes: [UInt8]) -> (line: Int?, message: String)? {
        var index = 0
        var line = 1
        func skip(until terminator: [UInt8]) {
            while index < bytes.count, !bytes[index...].starts(with: terminator) {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            index += terminator.count
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let rest = bytes[index...]
            if rest.starts(with: Array("<!--".utf8)) {
                skip(until: Array("-->".utf8))
                continue
            }
            if rest.starts(with: Array("<![CDATA[".utf8)) {
                skip(until: Array("]]>".utf8))
                continue
            }
            if rest.starts(with: Array("<?".utf8)) {
                // An instruction's data holds no attributes (one without data was refused above).
                index += 2
                skip(until: Array("?>".utf8))
                continue
            }
            // A start tag, an end tag or a declaration: `=` outside quotes until `>`.
            let start = line
            var attributes = 0
            var quote: UInt8?
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A { line += 1 }
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "=") {
                    attributes += 1
                    if attributes > attributesPerElement {
                        return (
                            start,
                            "an element has more than \(attributesPerElement) attributes (XLIFF's have a few); "
                                + "the file is not an XLIFF file a translation tool wrote. Export it again."
                        )
                    }
                } else if byte == UInt8(ascii: ">") {
                    break
                }
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
