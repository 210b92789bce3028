/// How a form's display name is made from a species name and a form name: the rules the
/// localizer composes names by (PokeLocalization) and loccheck's translator notes describe, in
/// one place. Everything compares UTF-8 bytes: the tables are NFC, and `String`'s comparisons by
/// canonical equivalence cost milliseconds over a chain's form names.
package enum FormNames {
    /// The `form-pattern` of a locale without one.
    package static let defaultPattern = "{species} ({form})"

    /// Whether a form name already holds the species name ("Mega Venusaur"), so it is shown as it is.
    package static func holds(_ form: String, species: String) -> Bool {
        contains(species, in: form)
    }

    /// Whether `text` holds `words` anywhere, byte for byte; an empty `words` is in every text.
    package static func contains(_ words: String, in text: String) -> Bool {
        words.isEmpty || firstOffset(of: Array(words.utf8), in: Array(text.utf8)) != nil
    }

    /// `form` without `species` and the spaces or hyphens around it ("Pikachu Rock Star" →
    /// "Rock Star", "Mega Venusaur" → "Mega"); `form` itself when that would leave nothing.
    ///
    /// Words on both sides stay one separator apart: a space when a space stood beside the
    /// species ("Mega Garchomp Z" → "Mega Z", never two spaces), else the hyphen that did, else
    /// nothing (メガリザードンＸ → メガＸ).
    package static func removing(_ species: String, from form: String) -> String {
        let text = Array(form.utf8)
        let needle = Array(species.utf8)
        guard !needle.isEmpty, let start = firstOffset(of: needle, in: text) else { return form }
        let isSeparator = { (byte: UInt8) in byte == 0x20 || byte == 0x2D }
        let head = text[..<start]
        let tail = text[(start + needle.count)...]
        let before = head.drop(while: isSeparator).reversed().drop(while: isSeparator).reversed()
        let after = tail.drop(while: isSeparator).reversed().drop(while: isSeparator).reversed()
        guard !before.isEmpty || !after.isEmpty else { return form }
        let gap = head.reversed().prefix(while: isSeparator) + tail.prefix(while: isSeparator)
        let joint: [UInt8] = before.isEmpty || after.isEmpty ? [] : gap.contains(0x20) ? [0x20] : Array(gap.prefix(1))
        return String(decoding: Array(before) + joint + Array(after), as: UTF8.self)
    }

    /// Where `needle` first starts in `bytes`; `nil` when it doesn't occur (or is empty).
    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Replaces `{species}` and `{form}` in a pattern; other braces stay as they are.
    /// - Complexity: O(length), over UTF-8 bytes.
    package static func fill(_ pattern: String, species: String, form: String) -> String {
        let text = Array(pattern.utf8)
        let speciesMark = Array("{species}".utf8)
        let formMark = Array("{form}".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.count + species.utf8.count + form.utf8.count)
        var index = 0
        while index < text.count {
            if text[index...].starts(with: speciesMark) {
                result += species.utf8
                index += speciesMark.count
            } else if text[index...].starts(with: formMark) {
                result += form.utf8
                index += formMark.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
