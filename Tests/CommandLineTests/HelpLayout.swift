/// The layout every help page of the package's command lines follows, so `loccheck` and
/// `pokedex` read alike:
///
///     USAGE: tool subcommand ARGS            (more forms below, aligned under the tool)
///                                            (a blank line)
///     What it does, in paragraphs.
///
///     SECTION:                               (SUBCOMMANDS, TABLES, OPTIONS, …)
///       --term VALUE   Its description; every description of a section starts in one column,
///                      and its next lines start there or further right.
///
///     EXIT CODES: 0 …, 1 …, 2 ….             (the last paragraph)
///
/// OPTIONS is on every page and ends with `-h, --help`; a tool's own page lists `--version`.
/// No line is over 100 columns (a URL may be), none ends in a space, and the page ends in one
/// new line.
struct HelpLayout {
    let tool: String
    /// Whether the page is the tool's own (`tool --help`), not a subcommand's.
    let isOverview: Bool

    /// What breaks the layout on `page`, one sentence each; empty when it follows it.
    func problems(in page: String) -> [String] {
        var problems: [String] = []
        guard page.hasSuffix("\n"), !page.hasSuffix("\n\n") else { return ["the page must end in exactly one new line"] }
        let lines = page.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, line) in zip(1..., lines) {
            if line.count > 100, !line.contains("://") { problems.append("line \(number) is \(line.count) columns long") }
            if line.last == " " { problems.append("line \(number) ends in a space") }
        }
        guard lines.first?.hasPrefix("USAGE: \(tool)") == true else { return problems + ["the page must start with `USAGE: \(tool)`"] }
        let usage = lines.prefix { !$0.isEmpty }
        for line in usage.dropFirst() where !line.hasPrefix("       \(tool)") {
            problems.append("the usage line `\(line)` must start under the first one's `\(tool)`")
        }
        let paragraphs = paragraphs(of: Array(lines.dropFirst(usage.count)))
        guard let last = paragraphs.last, last.first?.hasPrefix("EXIT CODES: ") == true else {
            return problems + ["the last paragraph must be `EXIT CODES: …`"]
        }
        var optionTerms: [String] = []
        for paragraph in paragraphs {
            guard let header = paragraph.first, Self.isSectionHeader(header), !header.hasPrefix("EXIT CODES:") else { continue }
            let rows = paragraph.dropFirst()
            var column: Int?
            for row in rows {
                let indent = row.prefix { $0 == " " }.count
                if indent == 2, let gap = row.dropFirst(2).firstRange(of: "  ") {
                    let term = String(row[row.index(row.startIndex, offsetBy: 2)..<gap.lowerBound])
                    let start = row.distance(from: row.startIndex, to: gap.lowerBound) + (row[gap.lowerBound...].prefix { $0 == " " }.count)
                    if header == "OPTIONS:" { optionTerms.append(term) }
                    if let column, column != start {
                        problems.append("in \(header) `\(term)`'s description starts in column \(start + 1), not \(column + 1) as the others")
                    }
                    column = column ?? start
                } else if indent == 2 {
                    continue  // a list, such as the finding kinds: no descriptions to align
                } else if let column, indent < column {
                    problems.append("in \(header) the line `\(row.trimmingLeadingSpaces)` starts left of the descriptions' column \(column + 1)")
                } else if indent != 2, column == nil {
                    problems.append("in \(header) the line `\(row.trimmingLeadingSpaces)` is indented \(indent), not 2")
                }
            }
        }
        if optionTerms.last != "-h, --help" { problems.append("OPTIONS must end with `-h, --help`") }
        if isOverview, !optionTerms.contains("--version") { problems.append("the tool's own page must list --version in OPTIONS") }
        return problems
    }

    /// A line such as `OPTIONS:` or `EXIT CODES: 0 ok`: capitals from the first column, then a colon.
    static func isSectionHeader(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        let name = line[..<colon]
        return !name.isEmpty && name.allSatisfy { $0.isUppercase || $0 == " " } && name.first != " "
    }

    private func paragraphs(of lines: [String]) -> [[String]] {
        lines.split(whereSeparator: \.isEmpty).map(Array.init)
    }
}

extension String {
    var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
