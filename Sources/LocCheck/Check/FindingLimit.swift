import PokeTables

/// The most findings of one code a check lists for one file. A file pasted from elsewhere (a
/// table of 700,000 unknown keys fits in the 8 MiB a table may have) would otherwise make a
/// report of millions of findings, each held in memory until it is written, more than anyone
/// reads in a CI log or a code-scanning viewer. No table of the package
/// comes near the limit: the longest key list (items) has about 2,300 keys, so only a file of
/// lines that are no table's reaches it.
///
/// The findings past the limit are counted, not kept: in their place, one finding at the line of
/// the first of them says how many more there are. A baseline can't accept a finding that is not
/// listed.
package struct FindingLimit {
    /// At most this many findings of one code in one file.
    package static let perFileAndCode = 5_000

    private struct Place: Hashable {
        let file: String
        let code: DiagnosticCode
    }

    private let limit: Int
    private var counts: [Place: Int] = [:]
    /// The first finding past the limit of each place, in the order they came.
    private var firstUnlisted: [(place: Place, finding: Diagnostic)] = []
    private var listed: [Diagnostic] = []

    /// An empty collection that keeps at most `limit` findings of each code in each file.
    package init(limit: Int = perFileAndCode) {
        self.limit = limit
    }

    /// Keeps `finding`, or counts it when its file has `limit` of its code already: a check that
    /// adds its findings here holds no more than that, whatever the file.
    /// - Complexity: One hash lookup.
    package mutating func add(_ finding: Diagnostic) {
        let place = Place(file: finding.file, code: finding.code)
        let count = counts[place, default: 0] + 1
        counts[place] = count
        if count <= limit {
            listed.append(finding)
        } else if count == limit + 1 {
            firstUnlisted.append((place, finding))
        }
    }

    /// The findings kept, in the order they came, then, for each file and code over the limit,
    /// one finding of that code at the line of the first one not kept, saying how many more it has.
    package var findings: [Diagnostic] {
        listed
            + firstUnlisted.map { place, finding in
                let more = counts[place, default: 0] - limit
                return Diagnostic(
                    place.code, severity: finding.severity, file: place.file, line: finding.line,
                    message:
                        "\(TableLimits.grouped(more)) more `\(place.code)` findings from this line on are not listed: loccheck lists at most \(TableLimits.grouped(limit)) of one kind in a file. Fix those listed (the file may be no table at all) and run loccheck again.",
                    table: finding.table, locale: finding.locale)
            }
    }

    /// `findings` with at most `limit` of each code in each file (see ``findings``).
    /// - Complexity: O(n) hash lookups; one count is kept per file and code.
    package static func apply(to findings: [Diagnostic], limit: Int = perFileAndCode) -> [Diagnostic] {
        guard findings.count > limit else { return findings }
        var collected = FindingLimit(limit: limit)
        for finding in findings { collected.add(finding) }
        return collected.findings
    }
}
