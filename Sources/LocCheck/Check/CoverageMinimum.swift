import PokeTables

extension TableChecker.Result {
    /// Coverage summed over a locale's tables.
    package struct LocaleCoverage: Hashable, Sendable {
        package var locale: LocaleTag
        package var present: Int
        package var expected: Int
        /// Present out of expected, in percent; 100 when nothing is expected.
        package var percent: Double { expected == 0 ? 100 : Double(present) * 100 / Double(expected) }
    }

    /// Coverage per locale, sorted by locale, over the tables that count (not `fullnames`).
    package var localeCoverage: [LocaleCoverage] {
        var sums: [LocaleTag: (present: Int, expected: Int)] = [:]
        for cell in coverage where cell.table.countsTowardLocaleCoverage {
            sums[cell.locale, default: (0, 0)].present += cell.present
            sums[cell.locale, default: (0, 0)].expected += cell.expected
        }
        return sums.map { LocaleCoverage(locale: $0.key, present: $0.value.present, expected: $0.value.expected) }
            .sorted { $0.locale < $1.locale }
    }
}

extension TableKind {
    /// Whether a locale's coverage percentage counts this table's names
    /// (``TableDeclaration/countsTowardCoverage``). Full names don't count: the app shows one only
    /// where the locale has no form name, and a form name with the `form-pattern` label makes the
    /// same name. Counting both would count each form twice and hold the locales PokeAPI has no
    /// full names for (es, it, ko, zh) far under what their users see. Form names do count: where
    /// one is missing, the form shows in English.
    package var countsTowardLocaleCoverage: Bool { declaration.countsTowardCoverage }
}

/// `--min-coverage` and the config's `min-coverage` lines: how much of a locale must be
/// translated for the build to pass.
///
/// An empty name (`key = `, as `add-locale` writes it) is pending work: in a locale with no
/// minimum it is counted in the coverage, not reported, so a new locale keeps CI green while it
/// is translated (a config line `empty-value = error` or `warning` reports every one). A minimum
/// makes a locale's progress a promise: its unwritten names (missing keys and tables, empty
/// values) are warnings, and a locale under its minimum gets one `low-coverage` error. A key or table missing from a locale without a minimum stays an error:
/// the table has drifted from the API's list (a line `key = ` with an empty name makes it pending).
package struct CoverageMinimum: Sendable {
    /// The minimum for every locale, in percent.
    package var everyLocale: Double?
    /// Minimums for single locales, which take precedence.
    package var perLocale: [LocaleTag: Double] = [:]

    package init() {}

    /// Whether any minimum was given.
    package var isSet: Bool { everyLocale != nil || !perLocale.isEmpty }

    /// Reads one `--min-coverage` value: `PCT` for every locale or `LOCALE=PCT` for one.
    package mutating func add(_ text: String) throws(UsageError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let percentText = (parts.last ?? "").replacingOccurrences(of: "%", with: "")
        guard let percent = Double(percentText), (0...100).contains(percent) else {
            throw UsageError(
                "--min-coverage takes a percentage from 0 to 100 (`80`) or a locale and a percentage (`pt-BR=50`), not `\(text)`.")
        }
        guard parts.count == 2 else {
            everyLocale = percent
            return
        }
        guard let locale = LocaleTag(parts[0]) else {
            throw UsageError("`\(parts[0])` in --min-coverage is not a BCP 47 locale tag such as `pt-BR`.")
        }
        perLocale[locale] = percent
    }

    /// These minimums with `other`'s over them: `--min-coverage` over the config's lines.
    package func overridden(by other: CoverageMinimum) -> CoverageMinimum {
        var merged = self
        if let every = other.everyLocale {
            // An every-locale minimum on the command line replaces the config's per-locale ones too.
            merged.everyLocale = every
            merged.perLocale = [:]
        }
        merged.perLocale.merge(other.perLocale) { _, given in given }
        return merged
    }

    /// The minimum for a locale, if any.
    package func minimum(for locale: LocaleTag) -> Double? {
        perLocale[locale] ?? everyLocale
    }

    /// The locales given a minimum of their own that `locales` lacks, sorted: a typo such as
    /// `pt-RB=50` would otherwise hold no locale to anything.
    func unknownLocales(among locales: [LocaleTag]) -> [LocaleTag] {
        let known = Set(locales)
        return perLocale.keys.filter { !known.contains($0) }.sorted()
    }

    /// Leaves out the pending names of locales without a minimum (unless `reportsEmptyNames`: the
    /// config gives `empty-value` a severity of its own); in those with one, turns unwritten names
    /// into warnings and adds a `low-coverage` error per locale under its minimum. The finding is
    /// about the whole locale, so its path is the tables directory itself (empty), not one of the
    /// locale's files.
    package func apply(to result: inout TableChecker.Result, reportsEmptyNames: Bool = false) {
        if !reportsEmptyNames {
            result.findings.removeAll { finding in
                guard finding.code == .emptyValue, let locale = finding.locale else { return false }
                return minimum(for: locale) == nil
            }
        }
        guard isSet else { return }
        for index in result.findings.indices where result.findings[index].code.marksUntranslated {
            if let locale = result.findings[index].locale, minimum(for: locale) != nil {
                result.findings[index].severity = .warning
            }
        }
        for locale in result.localeCoverage {
            guard let minimum = minimum(for: locale.locale), locale.percent < minimum else { continue }
            result.findings.append(
                Diagnostic(
                    .lowCoverage, file: "", line: nil,
                    message:
                        "\(locale.locale) has \(locale.present) of \(locale.expected) names (\(TextReport.percent(locale.percent))), under the minimum of \(TextReport.percent(minimum)); translate the names reported missing or empty.",
                    locale: locale.locale))
        }
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A locale whose names cover less than its --min-coverage.
    package static let lowCoverage = DiagnosticCode(
        "low-coverage",
        summary: "A locale whose names cover less than its --min-coverage.",
        help:
            "Translate more of the locale's names (`loccheck export LOCALE --format po --untranslated-only` lists what is left), or lower its --min-coverage."
    )
}
