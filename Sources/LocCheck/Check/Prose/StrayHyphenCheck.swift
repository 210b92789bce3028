import PokeTables

/// Words still split where a game's text box broke the line: a letter, a hyphen, a space, then a
/// lower-case letter (`sun- light`, `Körper- temperatur`), which is what game text becomes when
/// its soft hyphens are shown as hyphens and its line breaks as spaces (`stray-hyphen`).
///
/// A hyphen before a conjunction ends a suspended compound (`Ein- und Ausgang`, `pre- and
/// post-war`) and passes. The soft hyphen itself (U+00AD) is the table format's
/// `invisible-character`, in every table.
struct StrayHyphenCheck: TableRule {
    static let codes: [DiagnosticCode] = [.strayHyphen]

    func check(_ input: RuleInput) -> [Diagnostic] {
        ProseTables(input).tables.flatMap { table in
            table.entries.compactMap { entry -> Diagnostic? in
                // Most texts have no hyphen before a space: one pass over the bytes finds that.
                guard Self.hasHyphenBeforeSpace(entry.value), let split = Self.splitWord(in: entry.value) else { return nil }
                return table.finding(
                    .strayHyphen, entry,
                    "\(table.subject(entry)) has “\(split)”, a word split where a game's text box broke the line; join it: drop the space, and the hyphen too where it only split the word."
                )
            }
        }
    }

    /// Whether a hyphen that can split a word (`-`, U+2010–2012) comes right before a space
    /// somewhere in `text`: what every split word has (``splitWord(in:)``), read from the bytes.
    /// - Complexity: O(n) in the UTF-8 bytes, without decoding.
    static func hasHyphenBeforeSpace(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for index in bytes.indices.dropFirst() where bytes[index] == UInt8(ascii: " ") {
                let before = bytes[index - 1]
                if before == UInt8(ascii: "-") { return true }
                // U+2010–2012 are E2 80 90–92.
                if (0x90...0x92).contains(before), index >= 3, bytes[index - 2] == 0x80, bytes[index - 3] == 0xE2 { return true }
            }
            return false
        } ?? true
    }

    /// The first split word of `text` (`sun- light`), if any.
    static func splitWord(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices.dropFirst()
        where GameText.isDash(scalars[index]) && scalars[index] != "\u{2013}" && scalars[index] != "\u{2014}" {
            guard scalars[index - 1].properties.isAlphabetic else { continue }
            var next = index + 1
            guard next < scalars.count, scalars[next] == " " else { continue }
            while next < scalars.count, scalars[next] == " " { next += 1 }
            guard next < scalars.count, scalars[next].properties.isLowercase else { continue }
            var end = next
            while end < scalars.count, scalars[end].properties.isAlphabetic { end += 1 }
            var word = ""
            var split = ""
            word.unicodeScalars.append(contentsOf: scalars[next..<end])
            guard !GameText.conjunctions.contains(word) else { continue }
            var start = index - 1
            while start > 0, scalars[start - 1].properties.isAlphabetic { start -= 1 }
            split.unicodeScalars.append(contentsOf: scalars[start..<end])
            return split
        }
        return nil
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A word still split where a game's text box broke the line: a hyphen and a space inside it (`sun- light`).
    package static let strayHyphen = DiagnosticCode(
        "stray-hyphen",
        summary: "A word of prose still split where a game's text box broke the line (sun- light).",
        help: "Join the word's two halves." + DiagnosticCode.orAcceptIt)
}
