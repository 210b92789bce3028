import Foundation
import PokeTables
import PokeTablesIO

/// Cross-checks a tables directory against the API's lists and reports every problem it finds.
package struct TableChecker {
    /// What a check found: every finding and the coverage table.
    package struct Result: Sendable {
        package var findings: [Diagnostic]
        package var coverage: [Coverage]
    }

    /// Entries present out of expected, for one table in one locale.
    package struct Coverage: Hashable, Sendable {
        package var locale: LocaleTag
        package var table: TableKind
        package var present: Int
        package var expected: Int
    }

    package let snapshot: Snapshot
    /// For tables that layer over others (an app's `Localization/` over the bundled tables): the
    /// tables underneath, whose English defines the keys and names the layer's don't.
    package let base: TableSet?
    /// The kinds whose tables must be there even when no locale has one, with the keys they must
    /// have when the tables themselves don't say (no English of that kind; none where they do): a whole table folder
    /// missing is then a missing table in every locale, not nothing to check.
    package let requiredKinds: [TableKind: [String]]

    /// A checker against `snapshot`'s lists. With `base`, the tables checked are a layer over
    /// `base`: their keys may be `base`'s or new labels their own English defines, and a name
    /// they don't have is no finding (`base` answers for it).
    package init(snapshot: Snapshot, base: TableSet? = nil, requiredKinds: [TableKind: [String]] = [:]) {
        self.snapshot = snapshot
        self.base = base
        self.requiredKinds = requiredKinds
    }

    /// The rules every tables directory gets that read nothing but the tables and the API's
    /// lists (the key check and ``rules``), run on every core; findings come sorted by file,
    /// then line, then code, with the coverage table.
    package func check(_ tables: TableSet) -> Result {
        check(RuleInput(tables: tables, snapshot: snapshot, base: base))
    }

    /// The rules beside ``KeyCheck`` that read nothing but the tables and the API's lists,
    /// costliest first (by their share of a perf profile of the package's tables), so that
    /// ``check(_:)-(RuleInput)``, which runs them on every core, keeps the cores busy to the end.
    static let rules: [any TableRule] = [
        UntranslatedWordCheck(), NameContentCheck(), EnglishProseCheck(), FullNameTypoCheck(), UnbalancedPairCheck(),
        MixedWidthCheck(), EscapedControlCheck(), StrayHyphenCheck(), DuplicateProseCheck(), PlaceholderCheck(),
        ValueKeyCheck(), TableFileCheck(), NamelessEntryCheck(), PlaceholderNameCheck(), DoubledSpaceCheck(),
    ]

    /// One piece of ``check(_:)-(RuleInput)``'s work: the key check, which also counts the
    /// coverage, or one of ``rules``.
    private enum Run: Sendable {
        case keys(KeyCheck)
        case rule(any TableRule)
    }

    /// ``check(_:)-(TableSet)`` of an input already read (its snapshot and base are this checker's).
    ///
    /// At most ``FindingLimit/perFileAndCode`` findings of one code are listed for a file.
    ///
    /// The key check and ``rules`` run on every core (``Swift/Array/concurrentMap(_:)``): they
    /// only read `input`, and each one's findings are kept at its place in the list, so which
    /// core ran what changes nothing. The report is also the same whatever the list's order:
    /// the findings are sorted by file, line and code, and no two of these rules report one code.
    package func check(_ input: RuleInput) -> Result {
        // The key check is the second costliest, so it goes first, beside the costliest.
        let runs = ([.keys(KeyCheck(requiredKinds: requiredKinds))] + Self.rules.map(Run.rule)).concurrentMap { run in
            // Each run's findings are cut to the limit as soon as it ends (no two runs report
            // one code), so a file of junk lines holds no more than that until the report.
            switch run {
            case .keys(let check):
                // Each file's findings are limited as the key check makes them (FileCheck).
                return check.run(input)
            case .rule(let rule):
                return (findings: FindingLimit.apply(to: rule.check(input)), coverage: [Coverage]())
            }
        }
        let coverage = runs[0].coverage
        var findings: [Diagnostic] = []
        findings.reserveCapacity(runs.reduce(0) { $0 + $1.findings.count })
        for run in runs { findings += run.findings }
        if input.isLayer {
            // A layer names only what it changes; the base answers for everything else.
            findings.removeAll { $0.code.marksUntranslated }
        }
        findings.sort(by: Diagnostic.inReportOrder)
        return Result(findings: findings, coverage: coverage)
    }
}

/// The table parser's diagnostics: lines that can't be read, bytes that aren't UTF-8, a byte order
/// mark, CR LF, control and invisible characters, values and files over their limits, keys given twice.
struct TableFileCheck: TableRule {
    static let codes: [DiagnosticCode] = [
        .malformedLine, .invalidUTF8, .byteOrderMark, .carriageReturn, .controlCharacter,
        .invisibleCharacter, .valueTooLong, .fileTooLarge, .duplicateKey,
    ]

    func check(_ input: RuleInput) -> [Diagnostic] {
        input.tables.tables.filter { !$0.kind.isDerived }.flatMap { table in
            table.file.diagnostics.map { diagnostic in
                var located = diagnostic
                located.table = table.kind
                located.locale = table.locale
                if diagnostic.code == .duplicateKey { located.key = table.file.entries.first { $0.line == diagnostic.line }?.key }
                return located
            }
        }
    }
}

/// Every table's keys against its key list: missing and unknown keys (with the slug meant),
/// missing tables, empty names, white space, NFC, the API's order, and files that are no table;
/// and, as it goes, how many names each table has (the coverage).
struct KeyCheck: Rule {
    static let codes: [DiagnosticCode] = [
        .missingKey, .missingTable, .unknownKey, .emptyValue, .surroundingWhitespace,
        .notNFC, .outOfOrder, .unrecognizedFile,
    ]

    /// See ``TableChecker/requiredKinds``.
    var requiredKinds: [TableKind: [String]] = [:]

    func check(_ input: RuleInput) -> [Diagnostic] {
        run(input).findings
    }

    /// The findings and the coverage.
    func run(_ input: RuleInput) -> (findings: [Diagnostic], coverage: [TableChecker.Coverage]) {
        let tables = input.tables
        var findings: [Diagnostic] = tables.unrecognizedPaths.map {
            Diagnostic(
                .unrecognizedFile, severity: .warning, file: $0, line: nil,
                message:
                    "\($0) is not named `<table>/<locale>.txt` with a BCP 47 locale of at most 23 characters (such as `species/pt-BR.txt`), so it is not checked; rename it."
            )
        }
        var coverage: [TableChecker.Coverage] = []
        let kindsInUse = Set(tables.tables.map(\.kind)).union(requiredKinds.keys)
        // Derived tables (search keys) exist for some locales only; SearchKeyCheck checks them.
        // Kinds in the order of their folders' names, as locales are in theirs: the findings come
        // in the order of their files' paths, and sorting them (TableChecker) finds them in order.
        for kind in TableKind.allCases.sorted(by: { $0.directory < $1.directory }) where kindsInUse.contains(kind) && !kind.isDerived {
            var (expected, valid) = tables.keys(kind, snapshot: input.snapshot, over: input.base)
            if expected.isEmpty, let required = requiredKinds[kind] { (expected, valid) = (required, valid + required) }
            let suggester = KeySuggester(slugs: valid)
            var places = FileCheck.Places(expected: expected, suggester: suggester)
            // A companion table (an entry's game) has the keys of the same locale's other table.
            let companion: TableKind? = if case .sameAs(let other) = kind.declaration.expected { other } else { nil }
            for locale in tables.locales {
                var expected = expected
                if companion != nil {
                    expected = tables.expectedKeys(kind, in: locale, snapshot: input.snapshot)
                    places = FileCheck.Places(expected: expected, suggester: suggester)
                }
                guard let table = tables.table(kind, locale) else {
                    // A locale without a table of games has texts of no known game (its own
                    // translations): nothing is missing. One that has it names every text's game.
                    if companion != nil { continue }
                    findings.append(
                        Diagnostic(
                            .missingTable, file: kind.relativePath(for: locale), line: nil,
                            message:
                                "The \(kind.rawValue) table for \(locale) is missing; create \(kind.relativePath(for: locale)) with its \(String(counting: expected.count, "key")) (`loccheck add-locale \(locale)` writes them).",
                            table: kind, locale: locale))
                    coverage.append(TableChecker.Coverage(locale: locale, table: kind, present: 0, expected: expected.count))
                    continue
                }
                var check = FileCheck(
                    table: table, expected: expected, suggester: suggester,
                    referenceValues: input.english[kind] ?? [:], companion: companion)
                check.run(input.entries[table.path] ?? [], places: &places)
                findings += check.findings
                coverage.append(TableChecker.Coverage(locale: locale, table: kind, present: check.presentCount, expected: expected.count))
            }
        }
        return (findings, coverage)
    }
}

/// The checks of one table file.
struct FileCheck {
    let table: TableSet.Table
    let expected: [String]
    /// Knows the keys the table may have (for form tables, more than the reference locale
    /// names): its ``KeySuggester/slugs``.
    let suggester: KeySuggester
    let referenceValues: [String: String]
    /// For a table that says something of each text of another (``TableDeclaration/ExpectedKeys/sameAs(_:)``):
    /// that table, whose keys in the locale are the only ones this one may have.
    let companion: TableKind?
    /// What the check found, at most ``FindingLimit/perFileAndCode`` of each code: a file of
    /// 700,000 unknown keys holds no more than that while it is checked.
    var findings: [Diagnostic] { collected.findings }
    private var collected = FindingLimit()
    private(set) var presentCount = 0
    /// What an unknown key's message says after the key ("` is not a species key in the API's
    /// list."), and what a renamed key's ends with (", the species key in the API's list; rename
    /// the key…"): made once for the table rather than for each unknown key.
    private let notInList: String, renameKey: String

    init(
        table: TableSet.Table, expected: [String], suggester: KeySuggester, referenceValues: [String: String],
        companion: TableKind? = nil
    ) {
        self.table = table
        self.expected = expected
        self.suggester = suggester
        self.referenceValues = referenceValues
        self.companion = companion
        let keyDescription = table.kind.keyDescription
        notInList = "` is not \(EnglishList.withIndefiniteArticle(keyDescription)) in the API's list."
        renameKey = ", the \(keyDescription) in the API's list; rename the key\(DiagnosticCode.fixMakesIt)."
    }

    /// Where a kind's keys are: each key a table may have, with its position in the expected
    /// keys, so a key is looked up once; and, made for the first table with an unknown key, the
    /// position of each slug the suggester can suggest, so a suggestion is looked up in none.
    struct Places {
        /// The place of a key the table may have that is not expected (a real key the reference
        /// locale has no name for).
        static let validOnly = -1
        /// The place of a key the table may not have.
        static let unknown = -2
        /// The position in the expected keys of each key a table may have, or ``validOnly``.
        let ofKey: [String: Int]
        /// The keys a table may have (the suggester's slugs), in its order.
        private let valid: [String]
        private var ofSlugs: [Int]?

        /// The places of `expected`'s keys (the first, for a key listed twice) and of the keys
        /// `suggester` suggests, which are every key a table may have.
        init(expected: [String], suggester: KeySuggester) {
            var ofKey = Dictionary(firstPositionsIn: expected)
            ofKey.reserveCapacity(suggester.slugs.count)
            ofKey.merge(suggester.slugs.lazy.map { ($0, Self.validOnly) }) { first, _ in first }
            self.ofKey = ofKey
            valid = suggester.slugs
        }

        /// The position in the expected keys of each of the suggester's slugs, by its index
        /// there, or ``validOnly``: made on the first call.
        mutating func expectedPositionOfSlugs() -> [Int] {
            if let ofSlugs { return ofSlugs }
            let made = valid.map { ofKey[$0] ?? Self.validOnly }
            ofSlugs = made
            return made
        }
    }

    /// Runs the checks; `entries` are the table's unique entries, `keyPlaces` the places of its
    /// kind's keys. (The parser's own diagnostics are ``TableFileCheck``'s.)
    mutating func run(_ entries: [TableEntry], places keyPlaces: inout Places) {
        // Not a line of a file over the limit was read: its keys aren't missing, they are unread.
        if table.file.diagnostics.contains(where: { $0.code == .fileTooLarge }) { return }
        let placeOfKey = keyPlaces.ofKey
        // Each entry's place: its position in `expected`, ``Places/validOnly`` or ``Places/unknown``.
        // A table in the API's order has the next expected key on the next line, so most keys are
        // compared with one string, not hashed; the others are hashed once.
        var cursor = 0
        let places: [Int] = entries.map { entry in
            if cursor < expected.count, expected[cursor] == entry.key {
                cursor += 1
                return cursor - 1
            }
            guard let place = placeOfKey[entry.key] else { return Places.unknown }
            if place >= 0 { cursor = place + 1 }
            return place
        }
        let unknownEntries = zip(entries, places).compactMap { $1 == Places.unknown ? $0 : nil }
        // Whether the table has a suggested slug: an expected one by its position, any other
        // among its keys whose place is ``Places/validOnly`` (few), so no set of every key is made.
        var hasPosition = [Bool](repeating: false, count: unknownEntries.isEmpty ? 0 : expected.count)
        if !unknownEntries.isEmpty { for place in places where place >= 0 { hasPosition[place] = true } }
        let validOnlyKeys = unknownEntries.isEmpty ? [] : Set(zip(entries, places).lazy.filter { $1 == Places.validOnly }.map(\.0.key))
        let positionOfSlug = unknownEntries.isEmpty ? [] : keyPlaces.expectedPositionOfSlugs()
        let unknown = suggester.unknownKeys(unknownEntries) { slugIndex in
            positionOfSlug[slugIndex] >= 0 ? hasPosition[positionOfSlug[slugIndex]] : validOnlyKeys.contains(suggester.slugs[slugIndex])
        }
        // Line of each expected key, by its position in `expected` (0: absent; -1: renamed, so
        // the unknown-key finding that says so is the only one).
        var lineAtPosition = [Int](repeating: 0, count: expected.count)
        for case (let slugIndex?, true) in zip(unknown.suggestionIndices, unknown.isRename) where positionOfSlug[slugIndex] >= 0 {
            lineAtPosition[positionOfSlug[slugIndex]] = -1
        }
        var nextUnknown = 0  // The next unknown entry's place in `unknown`.
        var placed: [(entry: TableEntry, position: Int)] = []
        placed.reserveCapacity(entries.count)
        for (entry, place) in zip(entries, places) {
            guard place >= 0 else {
                let isValid = place == Places.validOnly
                if let companion, isValid {
                    add(
                        .unknownKey, line: entry.line, key: entry.key,
                        "`\(entry.key)` has no \(companion.declaration.entry) in \(companion.relativePath(for: table.locale)), so its \(table.kind.declaration.entry) is of nothing; delete the line, or add the \(companion.declaration.entry)."
                    )
                    continue
                }
                if isValid {
                    // A real key the reference locale has no name for: checked, not counted.
                    checkValue(entry)
                    continue
                }
                let suggestion = unknown.suggestion(at: nextUnknown)
                let isRename = unknown.isRename[nextUnknown]
                nextUnknown += 1
                if isRename, let slug = suggestion {
                    let message =
                        referenceValues[slug].map { Self.joined("`", entry.key, "` should be `", slug, "` (English: ", $0, ")", renameKey) }
                        ?? Self.joined("`", entry.key, "` should be `", slug, "`", renameKey)
                    add(.unknownKey, line: entry.line, key: entry.key, message, suggestion: slug)
                    continue
                }
                let message =
                    suggestion.map { Self.joined("`", entry.key, notInList, " Did you mean `", $0, "`?") }
                    ?? Self.joined("`", entry.key, notInList, " Use the slug from the API's list.")
                add(.unknownKey, line: entry.line, key: entry.key, message, suggestion: suggestion)
                continue
            }
            lineAtPosition[place] = entry.line
            placed.append((entry, place))
            if !entry.value.isEmpty { presentCount += 1 }
            checkValue(entry)
        }
        reportMissing(lineAtPosition)
        reportOrder(placed)
    }

    private mutating func checkValue(_ entry: TableEntry) {
        let value = entry.value
        // Asked once: most names have no white space to trim, and are then their own trimmed name.
        let isPadded = value.hasSurroundingWhitespace
        let trimmed = isPadded ? value.trimmedName : value
        if trimmed.isEmpty {
            add(
                .emptyValue, line: entry.line, key: entry.key,
                "`\(entry.key)` has no name yet; write it after `= `.")
            return
        }
        if isPadded {
            add(
                .surroundingWhitespace, line: entry.line, key: entry.key,
                "The name of `\(entry.key)` has white space at its start or end; delete it.", suggestion: trimmed)
        }
        if !value.isKnownNFC {
            let composed = value.precomposedStringWithCanonicalMapping
            if !value.utf8.elementsEqual(composed.utf8) {
                add(
                    .notNFC, line: entry.line, key: entry.key,
                    "The name of `\(entry.key)` is not in Unicode NFC (it uses decomposed characters); save it composed\(DiagnosticCode.fixMakesIt).",
                    suggestion: composed)
            }
        }
    }

    /// Entries out of the API's order, the fewest that must move; a warning, since `loccheck fix` moves them.
    private mutating func reportOrder(_ placed: [(entry: TableEntry, position: Int)]) {
        guard zip(placed, placed.dropFirst()).contains(where: { $0.position >= $1.position }) else { return }
        let order = KeyOrder(placed)
        for (entry, place) in order.moving {
            // A moving entry is above the staying entry it must follow, or below the one it must
            // precede (between both, it would be in order): name the one it is on the wrong side of.
            let (previous, next) = order.neighbours(of: place)
            let target =
                if let previous, entry.line < previous.line {
                    "after `\(previous.key)` (line \(previous.line))"
                } else if let next {
                    "before `\(next.key)` (line \(next.line))"
                } else {
                    "at the end of the table"
                }
            add(
                .outOfOrder, line: entry.line, key: entry.key,
                "`\(entry.key)` is out of the API's order; move the line \(target)\(DiagnosticCode.fixMakesIt).")
        }
    }

    /// A missing key is reported at the line where it belongs: before the next expected key the file has.
    private mutating func reportMissing(_ lineAtPosition: [Int]) {
        let endLine = (table.file.entries.map(\.line).max() ?? 0) + 1
        var nextLine = endLine
        var missing: [(key: String, line: Int)] = []
        for place in expected.indices.reversed() {
            if lineAtPosition[place] > 0 {
                nextLine = lineAtPosition[place]
            } else if lineAtPosition[place] == 0 {
                missing.append((expected[place], nextLine))
            }
        }
        for (key, line) in missing.reversed() {
            let message =
                referenceValues[key].map {
                    Self.joined("`", key, "` (English: ", $0, ") is missing; add `", key, " = …` here, in the API's order.")
                }
                ?? Self.joined("`", key, "` is missing; add `", key, " = …` here, in the API's order.")
            add(.missingKey, line: line, key: key, message)
        }
    }

    /// The pieces as one string, their bytes copied once into storage of the right size: a
    /// message of an unknown or missing key is made for each of tens of thousands of keys (a
    /// pasted file, a locale without a table's texts), and interpolation (or `+=`) grows and
    /// checks the string at every piece.
    private static func joined(_ pieces: String...) -> String {
        String(unsafeUninitializedCapacity: pieces.reduce(0) { $0 + $1.utf8.count }) { buffer in
            var end = 0
            for var piece in pieces {
                piece.withUTF8 { bytes in
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes) + end
                }
            }
            return end
        }
    }

    private mutating func add(_ kind: DiagnosticCode, line: Int?, key: String?, _ message: String, suggestion: String? = nil) {
        collected.add(
            Diagnostic(
                kind, file: table.path, line: line,
                message: message,
                fix: suggestion,
                table: table.kind, locale: table.locale, key: key))
    }
}
