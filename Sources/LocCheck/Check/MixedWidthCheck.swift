import PokeTables

/// Finds Latin letters and digits written in both widths in one table (`mixed-width`):
/// half-width `メガライチュウX` in a Japanese table whose other names write full-width
/// `メガリザードンＸ`, `５０％フォルム`.
///
/// Japanese and Chinese names write the letters and digits among their characters full-width
/// (`ポリゴンＺ`, `多邊獸Ｚ`), Korean ones half-width (`폴리곤Z`); either is right, but one table
/// writes them one way, so names of a newer game added in the other width stand out. The width
/// more of the table's letters and digits are written in wins (names copied from English as they
/// are don't count); each name written in the other
/// is reported, with the name in the table's width as the fix (none on a tie, which says nothing
/// about which is right). Placeholders (`{number}` in a label) are code, not text, and are skipped.
struct MixedWidthCheck: TableRule {
    static let codes: [DiagnosticCode] = [.mixedWidth]

    enum Width: String {
        case half = "half-width"
        case full = "full-width"

        var other: Width { self == .half ? .full : .half }
    }

    /// Between an ASCII letter or digit and its full-width form (U+FF10–FF19, FF21–FF3A, FF41–FF5A).
    static let fullWidthOffset: UInt32 = 0xFEE0

    /// The first byte of every full-width letter's and digit's UTF-8 (of every scalar U+F000–FFFF).
    static let fullWidthLeadByte: UInt8 = 0xEF

    /// The width of a Latin letter or digit, nil for any other character.
    static func width(of scalar: Unicode.Scalar) -> Width? {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: .half
        case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A: .full
        default: nil
        }
    }

    /// - Complexity: O(n) in the number of characters of the tables.
    func check(_ input: RuleInput) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // Names only: game text mixes widths on purpose (a half-width 1/4 in a Japanese description).
        for table in input.tables.tables where !table.kind.isDerived && table.kind.declaration.value == .name {
            // A name copied from English as it is (a Dynamax crystal's ★Aql7235) keeps English's
            // half-width letters: it neither votes nor is reported.
            let isEnglish = table.locale == TableLayout.referenceLocale
            let tableEntries = input.entries[table.path] ?? []
            // Every full-width letter and digit is written in UTF-8 starting with the byte 0xEF:
            // a table without that byte (most tables) has none, and nothing to compare.
            guard tableEntries.contains(where: { $0.value.utf8.contains(Self.fullWidthLeadByte) }) else { continue }
            let entries = zip(tableEntries, input.englishOfEntries[table.path] ?? [])
                .filter { entry, english in isEnglish || !(english?.utf8.elementsEqual(entry.value.utf8) ?? false) }
                .map { entry, _ in (entry, Self.widthCounts(entry.value)) }
            let half = entries.reduce(0) { $0 + $1.1.half }
            let full = entries.reduce(0) { $0 + $1.1.full }
            guard half > 0, full > 0 else { continue }
            let majority: Width? = half == full ? nil : (half > full ? .half : .full)
            for (entry, counts) in entries {
                let written: [Width] = [counts.half > 0 ? .half : nil, counts.full > 0 ? .full : nil].compactMap { $0 }
                if let majority {
                    guard written.contains(majority.other) else { continue }
                    let fixed = Self.written(entry.value, in: majority)
                    findings.append(
                        Diagnostic(
                            .mixedWidth, file: table.path, line: entry.line,
                            message:
                                "The name of `\(entry.key)` (\(entry.value)) has \(majority.other.rawValue) letters or digits, where \(table.path) writes \(max(half, full)) of its \(half + full) \(majority.rawValue); write \(fixed), or baseline it with the reason.",
                            fix: fixed,
                            table: table.kind, locale: table.locale, key: entry.key))
                } else if !written.isEmpty {
                    findings.append(
                        Diagnostic(
                            .mixedWidth, file: table.path, line: entry.line,
                            message:
                                "The name of `\(entry.key)` (\(entry.value)) has \(written.map(\.rawValue).joined(separator: " and ")) letters or digits, and \(table.path) writes as many of them half-width as full-width (\(half) each); write the table's names one way.",
                            table: table.kind, locale: table.locale, key: entry.key))
                }
            }
        }
        return findings
    }

    /// How many letters and digits of a name are half-width and full-width, placeholders skipped.
    static func widthCounts(_ name: String) -> (half: Int, full: Int) {
        var half = 0
        var full = 0
        var inPlaceholder = false
        for scalar in name.unicodeScalars {
            if scalar == "{" { inPlaceholder = true } else if scalar == "}" { inPlaceholder = false }
            guard !inPlaceholder else { continue }
            switch width(of: scalar) {
            case .half?: half += 1
            case .full?: full += 1
            case nil: break
            }
        }
        return (half, full)
    }

    /// `name` with its letters and digits in `width`, placeholders kept as they are.
    static func written(_ name: String, in width: Width) -> String {
        var result = String.UnicodeScalarView()
        var inPlaceholder = false
        for scalar in name.unicodeScalars {
            if scalar == "{" { inPlaceholder = true } else if scalar == "}" { inPlaceholder = false }
            if !inPlaceholder, let current = Self.width(of: scalar), current != width,
                let converted = Unicode.Scalar(width == .full ? scalar.value + fullWidthOffset : scalar.value - fullWidthOffset)
            {
                result.append(converted)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// Letters or digits of one table written both half-width and full-width (`X` among `Ｘ`).
    package static let mixedWidth = DiagnosticCode(
        "mixed-width",
        summary: "Latin letters or digits written half-width in a table whose names write them full-width, or the other way.",
        help: "Write the letters and digits in the width the table writes, as the message's fix does." + DiagnosticCode.orAcceptIt)
}
