import PokeTables

/// Quotes and brackets in prose that are opened and never closed, or closed and never opened
/// (`unbalanced-pair`): a text cut short, or two texts run together.
///
/// The pairs are the brackets of every script (`()`, `[]`, `（）`, `「」`, `『』`, `【】`, `《》`,
/// `«»`…) and the double quotes of the locale's language: `„…“` in German, `“…”` elsewhere; a
/// straight `"` pairs with the next. Single quotes are not paired: `’` is also the apostrophe.
struct UnbalancedPairCheck: TableRule {
    static let codes: [DiagnosticCode] = [.unbalancedPair]

    /// Opening and closing characters of the brackets, in every locale.
    static let brackets: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
        ("(", ")"), ("[", "]"), ("{", "}"), ("\u{FF08}", "\u{FF09}"), ("\u{FF3B}", "\u{FF3D}"), ("\u{FF5B}", "\u{FF5D}"),
        ("\u{300C}", "\u{300D}"), ("\u{300E}", "\u{300F}"), ("\u{3010}", "\u{3011}"), ("\u{3008}", "\u{3009}"),
        ("\u{300A}", "\u{300B}"), ("\u{3014}", "\u{3015}"), ("\u{00AB}", "\u{00BB}"),
    ]

    /// The double quotes of a locale's language.
    static func quotes(for locale: LocaleTag) -> (open: Unicode.Scalar, close: Unicode.Scalar) {
        locale.language == "de" ? ("\u{201E}", "\u{201C}") : ("\u{201C}", "\u{201D}")
    }

    /// The pairs of one locale: a handful, so a text's characters are compared with them in turn,
    /// cheaper than hashing each character.
    struct Pairs {
        let openers: [Unicode.Scalar]
        let closers: [Unicode.Scalar]
        /// Kana, Han and Hangul, most of a CJK text: passed over at once when no pair's character
        /// lies among them (so, derived from the pairs, a pair added there is still found).
        let passedOver: Range<UInt32>

        init(_ pairs: [(open: Unicode.Scalar, close: Unicode.Scalar)]) {
            openers = pairs.map(\.open)
            closers = pairs.map(\.close)
            let letters: Range<UInt32> = 0x3040..<0xFF00
            passedOver = (openers + closers).contains { letters.contains($0.value) } ? 0..<0 : letters
        }

        /// Whether `scalar` opens a pair.
        func opens(_ scalar: Unicode.Scalar) -> Bool { openers.contains(scalar) }

        /// The character that opens the pair `scalar` closes, if it closes one.
        func opener(closedBy scalar: Unicode.Scalar) -> Unicode.Scalar? {
            closers.firstIndex(of: scalar).map { openers[$0] }
        }
    }

    func check(_ input: RuleInput) -> [Diagnostic] {
        ProseTables(input).tables.flatMap { table in
            let pairs = Pairs(Self.brackets + [Self.quotes(for: table.table.locale)])
            return table.entries.compactMap { entry -> Diagnostic? in
                guard let problem = Self.firstProblem(in: entry.value, pairs: pairs) else { return nil }
                return table.finding(
                    .unbalancedPair, entry, "\(table.subject(entry)) \(problem); close what it opens, or delete the stray one.")
            }
        }
    }

    /// What is unbalanced in `text`, as the end of a sentence ("opens “ and never closes it"), if anything.
    static func firstProblem(in text: String, pairs: Pairs) -> String? {
        var open: [Unicode.Scalar] = []
        var straightQuotes = 0
        for scalar in text.unicodeScalars {
            // ASCII letters, digits and spaces, most of a text, pair with nothing.
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == " " { continue }
            if pairs.passedOver.contains(scalar.value) { continue }
            if scalar == "\"" {
                straightQuotes += 1
            } else if pairs.opens(scalar) {
                open.append(scalar)
            } else if let opener = pairs.opener(closedBy: scalar) {
                guard let last = open.last else { return "closes \(scalar) that it never opens" }
                guard last == opener else { return "closes \(scalar) while \(last) is open" }
                open.removeLast()
            }
        }
        if let last = open.last { return "opens \(last) and never closes it" }
        if straightQuotes % 2 == 1 { return "has an odd number of \" quotes" }
        return nil
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A quote or bracket that is opened and never closed, or closed and never opened.
    package static let unbalancedPair = DiagnosticCode(
        "unbalanced-pair",
        summary: "A quote or bracket in prose opened and never closed, or closed and never opened.",
        help: "Close the quote or bracket, or remove the stray one." + DiagnosticCode.orAcceptIt)
}
