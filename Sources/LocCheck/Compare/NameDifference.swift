import Foundation

/// How two spellings of one name differ, from the slightest to a different name.
package enum NameDifference: String, CaseIterable, Sendable {
    /// Only punctuation and spacing differ: `Farfetch’d` and `Farfetch'd`, `Type: Null` and `Type:Null`.
    case punctuation = "punctuation/spacing"
    /// Only marks on letters differ: `Flabébé` and `Flabebe`, Thai `อาร์บอก` and `อาร์บ็อก`.
    case diacritics
    /// Only upper and lower case differ: `Ho-Oh` and `Ho-oh`.
    case letterCase = "case"
    /// Anything else.
    case differentName = "different name"

    /// The kinds of difference between two spellings: the fewest of punctuation, diacritics and
    /// case that make them equal when ignored, or `[.differentName]` when none do; empty when the
    /// spellings are equal.
    ///
    /// Punctuation and spacing are Unicode's punctuation and separator characters; diacritics are
    /// the nonspacing marks left after canonical decomposition (accents, Thai tone and vowel marks).
    /// - Complexity: O(n) in the names' length.
    package static func between(_ first: String, _ second: String) -> [NameDifference] {
        guard first != second else { return [] }
        let folds: [[NameDifference]] = [
            [.punctuation], [.diacritics], [.letterCase],
            [.punctuation, .diacritics], [.punctuation, .letterCase], [.diacritics, .letterCase],
            [.punctuation, .diacritics, .letterCase],
        ]
        // Each spelling normalized once per case and diacritics choice (Foundation's NFC and NFD
        // cost more than the rest), then folded for each way of ignoring punctuation.
        var normalized: [[Bool]: (first: [Unicode.Scalar], second: [Unicode.Scalar])] = [:]
        for fold in folds {
            let key = [fold.contains(.letterCase), fold.contains(.diacritics)]
            let both = normalized[key] ?? (normalizedScalars(first, fold), normalizedScalars(second, fold))
            normalized[key] = both
            if folded(both.first, fold) == folded(both.second, fold) { return fold }
        }
        return [.differentName]
    }

    /// The text lower-cased and normalized as ignoring case and diacritics asks, as scalars:
    /// decomposed with its nonspacing marks removed when diacritics are ignored, else composed.
    private static func normalizedScalars(_ text: String, _ ignoring: [NameDifference]) -> [Unicode.Scalar] {
        var text = text
        if ignoring.contains(.letterCase) { text = text.lowercased() }
        var scalars = Array(
            (ignoring.contains(.diacritics) ? text.decomposedStringWithCanonicalMapping : text.precomposedStringWithCanonicalMapping)
                .unicodeScalars)
        if ignoring.contains(.diacritics) {
            scalars.removeAll { $0.properties.generalCategory == .nonspacingMark }
        }
        return scalars
    }

    /// Normalized scalars (``normalizedScalars(_:_:)``) with punctuation and spacing removed when
    /// `ignoring` has it.
    private static func folded(_ normalized: [Unicode.Scalar], _ ignoring: [NameDifference]) -> [Unicode.Scalar] {
        var scalars = normalized
        if ignoring.contains(.punctuation) {
            scalars.removeAll { scalar in
                switch scalar.properties.generalCategory {
                case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                    .finalPunctuation, .otherPunctuation, .spaceSeparator, .lineSeparator, .paragraphSeparator:
                    return true
                default:
                    return false
                }
            }
        }
        return scalars
    }

    /// How a list of kinds reads in a report: "diacritics", "punctuation/spacing + case".
    package static func describe(_ kinds: [NameDifference]) -> String {
        kinds.map(\.rawValue).joined(separator: " + ")
    }
}
